"""No blind choices: card 83's drawn cat is shown beside the two fields it may go to, common
treasures are chosen by their shapes, the basket question names the cat and the price, and a
cat that cannot be taken reads as such."""

from __future__ import annotations

import pygame

from game.isle.rules.ids import Tile
from game.isle.rules.state import ChooseField, Commons
from game.isle.scenes.board import BoardScene
from tests.app.test_anytime_offers import game_at
from tests.isle.rules.builders import act, placed, position, seat


def board_of(app) -> BoardScene:
    board = app.stack.top
    assert isinstance(board, BoardScene), [type(s).__name__ for s in app.stack.scenes]
    board.refresh()
    return board


def shows_colour(surface: pygame.Surface, rect: pygame.Rect, rgb) -> bool:
    """Some pixel in ``rect`` is close to ``rgb`` (the cat's own colour is drawn there)."""
    area = surface.subsurface(rect.clip(surface.get_rect()))
    for x in range(0, area.get_width(), 2):
        for y in range(0, area.get_height(), 2):
            c = area.get_at((x, y))
            if sum(abs(a - b) for a, b in zip(c[:3], rgb, strict=True)) < 40:
                return True
    return False


def test_catnip_shows_the_drawn_cat_beside_the_fields(app, content):
    app.settings.handoff = False
    p0 = seat(content, "blue", hand=(83,), fish=3)
    state = position(
        content,
        2,
        (p0, seat(content, "green")),
        phase="rescue",
        left=(Tile(400, "blue"),),
        right=(Tile(402, "green"),),
    )
    state, _ = act(state, "p0 play c83")
    scene, drive = game_at(app, state)  # the session's dealer draws the cat
    drive.frames(3)
    top = app.session.state.top
    assert isinstance(top, ChooseField) and top.seat == 0
    board = board_of(app)
    drive.frames(2)
    assert [i.key for i in board.items] == ["left", "right"]
    table = board.game.table
    fields = table.field_rects(table.regions())
    assert [i.alt for i in board.items] == list(fields), "each field is a target"
    picture = board.new_cat_rect
    panel = table.regions().panel
    assert picture is not None and panel.contains(picture), "beside the fields, in the panel"
    assert not picture.colliderect(fields[0]) and not picture.colliderect(fields[1])
    assert all(not picture.colliderect(i.rect) for i in board.items), "buttons stay clear"
    assert shows_colour(pygame.display.get_surface(), picture, app.palette.cats[top.tile.color]), (
        "the cat is drawn"
    )


def test_common_treasures_are_chosen_by_their_shapes(app, content):
    app.settings.handoff = False
    anchor = placed(content, 404, "orange", 9, 3)
    p0 = seat(content, "blue", hand=(98,), tiles=(anchor,))
    state = position(content, 2, (p0, seat(content, "green")), phase="rare_finds", rares=(201,))
    state, _ = act(state, "p0 play c98 commons")
    assert isinstance(state.top, Commons)
    scene, drive = game_at(app, state)
    drive.frames(3)
    board = board_of(app)
    drive.frames(2)
    takes = [i for i in board.items if i.key.startswith("take:")]
    assert len(takes) >= 2
    for item in takes:
        assert item.rect.width > 40 and item.rect.height == item.rect.width, "a shape picture"
    assert len({i.rect.topleft for i in takes}) == len(takes), "side by side"
    screen = pygame.display.get_surface()
    pictures = {pygame.image.tobytes(screen.subsurface(i.rect), "RGB") for i in takes}
    assert len(pictures) == len(takes), "each treasure looks like its own shape"
    fields = board.game.table.field_rects(board.game.table.regions())
    assert not any(i.rect.colliderect(f) for i in takes for f in fields), "no field covered"


def test_the_basket_question_names_the_cat_and_its_price(app, content):
    app.settings.handoff = False
    p0 = seat(content, "blue", fish=10, declared=(43,))  # permanent basket and a full card
    state = position(
        content, 2, (p0, seat(content, "green")), phase="rescue", right=(Tile(402, "green"),)
    )
    scene, drive = game_at(app, state)
    drive.frames(3)
    board = board_of(app)
    cat = next(i for i in board.items if i.key.startswith("tile:"))
    board.focus = board.items.index(cat)
    drive.press("confirm")
    dialog = app.stack.top
    assert type(dialog).__name__ == "ChoiceScene"
    assert "green" in dialog.message and "5 fish" in dialog.message, dialog.message
    assert dialog.picture is not None, "the cat is drawn beside the question"


def test_a_cat_that_cannot_be_taken_is_not_offered_as_a_choice(app, content):
    app.settings.handoff = False
    p0 = seat(content, "blue", fish=4)  # the 5-fish cat is out of reach
    state = position(
        content,
        2,
        (p0, seat(content, "green")),
        phase="rescue",
        left=(Tile(400, "blue"),),
        right=(Tile(402, "green"),),
    )
    scene, drive = game_at(app, state)
    drive.frames(3)
    board = board_of(app)
    cats = {i.key: i for i in board.items if i.key.startswith("tile:")}
    assert cats["tile:blue400"].enabled and not cats["tile:green402"].enabled
    assert "fish" in board._why_not(cats["tile:green402"]), "pointed at, it says why"
    for _ in range(len(board.items) + 1):  # the focus walks past it
        assert board.items[board.focus] is not cats["tile:green402"]
        drive.press("next")
