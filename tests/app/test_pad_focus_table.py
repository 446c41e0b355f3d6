"""A pad alone on the table (issue 34, item 2; play-test N6): the D-pad reaches Pass from the
cats of the fields, down on the rare finds never jumps into the "since your turn" strip, and
"Play a card…" and "Pass" are each shown once, in the player's panel."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

from game.isle.rules.vocabulary import Phase

TOOLS = Path(__file__).resolve().parents[2] / "tools"
sys.path.insert(0, str(TOOLS))

import layout_audit  # noqa: E402
import screenshots  # noqa: E402


@pytest.fixture
def pad_at(tmp_path, monkeypatch):
    """A screen of the layout audit with a virtual pad on the human's seat; ``dpad(name)``
    taps the D-pad and lets a few frames run."""
    from pygame._sdl2 import controller

    from tests.shell.input.virtual_pads import VirtualPad

    made = []

    def reach(name: str, size=(1280, 720), scale: float = 1.0):
        monkeypatch.setenv("ISLE_OF_CATS_DATA", str(tmp_path / "data"))
        pygame.init()
        controller.init()
        app = screenshots._app(size, tmp_path, text_scale=scale)
        pad = VirtualPad(name="Virtual Xbox Pad", vendor_id=0x045E, product_id=0x02EA)
        made.append((app, pad))
        screenshots.scenes(recordings=layout_audit.GAMES)[name](app)
        for _ in range(5):
            app.step(1 / 60)

        def dpad(button: str) -> None:
            name = button if button in ("a", "b") else f"dp{button}"  # else a D-pad way
            pad.press(name)
            app.step(1 / 60)
            pad.release(name)
            for _ in range(3):
                app.step(1 / 60)

        return app, app.stack.top, dpad

    yield reach
    for app, pad in made:
        if app.session is not None:
            app.session.close()
        pad.unplug()
    pygame.event.get()
    pygame.display.quit()


def focused(board):
    return board.items[board.focus]


@pytest.mark.parametrize("name", ["rescue", "bot_caption"])
@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_the_dpad_reaches_pass_from_every_cat(pad_at, name, scale):
    app, board, dpad = pad_at(name, scale=scale)
    cats = [i for i in board.items if i.key.startswith("tile:") and board.navigable(i)]
    assert cats
    for cat in cats:
        board.focus = next(i for i, item in enumerate(board.items) if item.key == cat.key)
        seen = []
        for _ in range(10):  # right along the row, then the panel's buttons
            dpad("right")
            seen.append(focused(board).key)
            if not focused(board).key.startswith("tile:"):
                break
        assert focused(board).key in ("play_card", "pass", "done"), (cat.key, seen)
        for _ in range(3):
            if focused(board).key in ("pass", "done"):
                break
            dpad("down")
        assert focused(board).key in ("pass", "done"), (cat.key, seen)
        assert not any(k.startswith("news:") for k in seen), "right never enters the strip"


def test_on_the_rare_finds_down_never_enters_the_strip_and_pass_is_reached(pad_at):
    app, board, dpad = pad_at("rare_finds")
    game = app.stack.scenes[0]
    game.recap.replay(game.session.past_events(), [])  # the others' moves are news
    app.stack.pop()  # the turn's screen again, with its strip
    for _ in range(4):
        app.step(1 / 60)
    board = app.stack.top
    assert board.state.phase == Phase.RARE_FINDS and board.news, "a rare-find turn with news"
    options = [i for i in board.items if i.key not in ("play_card", "pass", "done", "skip")]
    options = [i for i in options if not i.key.startswith("news:")]
    assert options
    board.focus = next(i for i, item in enumerate(board.items) if item.key == options[0].key)
    for _ in range(len(board.items) + 2):
        dpad("down")
        assert not focused(board).key.startswith("news:"), "down jumped into the strip"
    for _ in range(6):
        if focused(board).key == "pass":
            break
        dpad("right" if focused(board).key not in ("play_card",) else "down")
    assert focused(board).key == "pass"
    first = next(i for i, item in enumerate(board.items) if item.key == options[0].key)
    board.focus = first
    dpad("up")
    assert focused(board).key.startswith("news:"), "up from the top reaches the strip"


@pytest.mark.parametrize("name", ["rare_finds", "others_played", "rescue", "tile_picker"])
def test_play_a_card_and_pass_are_shown_once_in_the_panel(pad_at, name):
    app, top, dpad = pad_at(name)
    board = next(s for s in reversed(app.stack.scenes) if getattr(s, "screen", "") == "board")
    app.draw(app.window)
    labels = [i.label for i in board.items if i.label]
    for key in ("play_card", "pass"):
        found = [i for i in board.items if i.key == key]
        assert len(found) <= 1
        regions = board.game.table.regions()
        for item in found:
            assert labels.count(item.label) == 1, f"{item.label} twice"
            # the rare finds: with their options, one place (issue 43, item 3)
            place = regions.island if board.step == "rare" else regions.panel.inflate(40, 40)
            assert place.contains(item.rect)
    options = [
        i
        for i in board.items
        if board.step == "rare"
        and i.key not in ("play_card", "pass")
        and not i.key.startswith("news:")
    ]
    for item in options:  # the rare finds' options: always over the island
        assert board.game.table.regions().island.contains(item.rect), item.label


def test_down_past_the_last_rare_find_wraps_to_the_first_not_into_the_strip(pad_at):
    """At 1920x1080 the options listed over the island reached lower than Pass: down from
    the last one wrapped to the top of its column, the "since your turn" strip (N6)."""
    from game.shell.scenes.decision import Item

    app, board, dpad = pad_at("rare_finds")
    island = board.game.table.regions().island
    panel = board.game.table.regions().panel
    options = [
        Item(f"rare{n}", label=f"option {n}", rect=pygame.Rect(island.x + 12, y, 560, 40))
        for n, y in enumerate((150, 200, 250, 300))
    ]
    board.items = [
        *options,
        Item("play_card", label="Play a card…", rect=pygame.Rect(panel.x, 200, 240, 40)),
        Item("pass", label="Pass", rect=pygame.Rect(panel.x, 246, 240, 40)),
        Item("news:1", label="Leo passes", rect=pygame.Rect(island.x + 20, island.y + 4, 40, 40)),
    ]
    board.layout_items = lambda: None  # the places above, as that window laid them out
    board.focus = 3
    assert board.move("down")
    assert board.items[board.focus].key == "rare0", "down past the end: the first option"
    board.focus = 0
    assert board.move("up")
    assert board.items[board.focus].key == "news:1", "up from the top: the strip"


def test_right_from_a_cat_goes_to_the_button_beside_it_not_to_a_cat_of_another_row():
    """The cats' rows are not aligned: right from the end of the top row went down to a cat
    of the bottom row further right, and on; never to Pass (N6)."""
    from game.shell.input import Focusable, FocusRing, Intent

    ring = FocusRing(
        [
            Focusable("top_a", (100, 100, 60, 40), "item"),
            Focusable("top_b", (200, 100, 60, 40), "item"),
            Focusable("low_a", (120, 220, 60, 40), "item"),
            Focusable("low_b", (300, 220, 60, 40), "item"),  # further right, a row below
            Focusable("pass", (480, 120, 120, 40), "button"),
        ]
    )
    ring.focus("top_b")
    ring.move(Intent.RIGHT)
    assert ring.focused_key == "pass"
    ring.focus("low_a")
    ring.move(Intent.RIGHT)
    assert ring.focused_key == "low_b", "along its own row first"


def rebuilt(scene) -> None:
    """The items rebuilt since the last frame drew them (a still screen draws nothing: a new
    item, or a screen that came while the window rested, has no place yet)."""
    scene.refresh()


@pytest.mark.parametrize("name", ["buy", "buy_kept", "draft", "declare"])
def test_down_from_a_card_reaches_the_button_under_the_row_before_any_drawing(pad_at, name):
    """On buy and lay, Down walked along the card row instead of reaching "Done" when the
    items had not been drawn where they are (issue 43, item 2): the move lays them out."""
    app, scene, dpad = pad_at(name)
    cards = [i for i, item in enumerate(scene.items) if item.card is not None]
    scene.focus = cards[0]
    rebuilt(scene)
    dpad("down")
    assert scene.items[scene.focus].card is None, "down reaches the button under the cards"


@pytest.mark.parametrize("name", ["rescue", "bot_caption", "solo"])
def test_the_dpad_reaches_pass_before_the_table_drew_the_buttons(pad_at, name):
    """Pass for today was reached only by the triggers: its place was nowhere until a frame
    drew it (issue 43, item 2)."""
    app, board, dpad = pad_at(name)
    cats = [i for i, item in enumerate(board.items) if item.key.startswith("tile:")]
    board.focus = max(cats, key=lambda i: board.items[i].rect.right)
    rebuilt(board)
    dpad("right")
    assert focused(board).key in ("play_card", "pass"), focused(board).key
    for _ in range(2):
        if focused(board).key == "pass":
            break
        dpad("down")
    assert focused(board).key == "pass"


def test_a_second_press_on_the_lay_screen_never_takes_the_laid_card_back(pad_at):
    """Laying a rescue card moves the focus on (the next card, else Done): the second press
    confirms instead of taking the card back (issue 43, item 2)."""
    app, scene, dpad = pad_at("declare")
    first = next(i for i, item in enumerate(scene.items) if item.card is not None)
    scene.focus = first
    card = scene.items[first].card
    dpad("a")
    assert card in scene.chosen
    others = [i.card for i in scene.items if i.card is not None and i.card != card]
    if others:
        assert scene.items[scene.focus].card in others, "the next card, not the one laid"
    else:
        assert scene.items[scene.focus].key == "done"
        dpad("a")
        assert card in scene.state.seats[scene.seat].declared, "the second press lays it"
