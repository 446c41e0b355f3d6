"""Spoken and taught right (issue 34, item 4): narration says each phase, every dialog's title
and choices, a cat's shape and size, the ghost's orientation and the cells it covers, and
never the decorative arrows; help on an empty boat says the first tile goes anywhere; the
player's own moves are said to them ("You rescue", "Vous achetez")."""

from __future__ import annotations

import pygame
import pytest

from game.isle.data.window import isle_content
from game.isle.rules import events as ev
from game.isle.rules.geometry import cells_of
from game.isle.rules.ids import Tile
from game.isle.rules.vocabulary import Phase
from game.isle.scenarios import new_session, placing, play_until
from game.isle.scenes.game import GameScene
from game.isle.ui.art import IsleArt
from game.isle.ui.help import IsleKind
from game.isle.ui.narration import describe
from game.shell.input import KEYBOARD, Intent, IntentEvent
from game.shell.ui.help import HelpContext, Subject, entry
from tests.app.conftest import Driver, make_app


def spoken(app) -> list[str]:
    return app.narrator.spoken


def listen(app) -> None:
    app.settings.narration = True
    app.narrator.command = None  # record what would be said, say nothing


SAID = [p for p in Phase if p not in (Phase.SETUP, Phase.OVER)]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_each_phase_is_said_as_it_begins(tmp_path, monkeypatch, language):
    app = make_app(tmp_path, monkeypatch, language=language)
    try:
        lines = [describe(app, ev.PhaseStarted(phase, 2), 0) for phase in SAID]
        assert all(lines), dict(zip(SAID, lines, strict=True))
        assert len(set(lines)) == len(lines), "each phase in its own words"
    finally:
        pygame.display.quit()


def test_a_live_game_says_its_phases(app):
    listen(app)
    session = new_session(app, players=2, seed=5, humans=1)
    game = GameScene(app, session)
    app.start(game)
    game.on_events((ev.PhaseStarted(Phase.RESCUE, 1),))
    assert app.t("event.phase.rescue") in spoken(app)
    assert app.t("event.phase.rescue") in game.log


def test_a_dialog_says_its_title_question_and_choices(app):
    from game.shell.scenes.dialog import ChoiceScene
    from game.shell.scenes.title import TitleScene

    listen(app)
    app.start(TitleScene(app))
    dialog = ChoiceScene(
        app, "Pay with which basket?", [("Permanent basket", lambda: None), ("Full basket", None)]
    )
    dialog.title = "Rescue"
    app.stack.push(dialog)
    app.stack.apply()
    line = next(s for s in spoken(app) if "Pay with which basket" in s)
    assert line.startswith("Rescue. Pay with which basket?")
    assert "Permanent basket" in line and "Full basket" in line


def test_a_colour_picker_says_its_question_and_colours_then_the_focused_one(app):
    from game.isle.scenes.colors import ColorScene

    listen(app)
    session = new_session(app, players=2, seed=5, humans=1)
    app.start(GameScene(app, session))
    picker = ColorScene(app, "Which colour?", lambda color: None)
    app.stack.push(picker)
    app.stack.apply()
    drive = Driver(app)
    line = next(s for s in spoken(app) if s.startswith("Which colour?"))
    for color in ("blue", "green", "red", "purple", "orange"):
        assert app.t(f"color.{color}") in line
    drive.press("right")
    assert spoken(app)[-1] == app.t(f"color.{picker.colors[1]}")


def test_a_focused_cat_is_said_with_its_shape_and_size(app):
    from game.isle.ui.narration import shape_words

    listen(app)
    session = new_session(app, players=2, seed=4, humans=1)
    from game.isle.scenarios import board_choice

    assert play_until(session, board_choice)
    app.start(GameScene(app, session))
    drive = Driver(app)
    drive.frames(4)
    board = drive.top
    drive.focus_item(lambda i: i.key.startswith("tile:") and i.enabled)
    drive.frames(2)
    tile = board.items[board.focus].data[1]
    shape = isle_content(app).shapes[tile.shape]
    line = spoken(app)[-1]
    assert shape_words(app, tile.shape) in line
    assert f"{shape.size} cells" in line
    assert "-shaped" in line or " box" in line


def test_the_ghost_is_said_with_its_orientation_and_the_cells_it_covers(app):
    """The effect comes first at each step; the orientation and cells on the information key
    (issue 46: a 12-18 s line at every step)."""
    listen(app)
    session = new_session(app, players=3, seed=4, humans=1)
    assert play_until(session, placing)
    app.start(GameScene(app, session))
    drive = Driver(app)
    drive.frames(3)
    board = drive.top
    drive.press("rotate_right")
    drive.frames(2)
    line = spoken(app)[-1]
    assert line.startswith(("Fits here", "The tile", "It")) or "row" not in line.split(".")[0]
    board.handle(IntentEvent(Intent.INFO, KEYBOARD, pressed=True))  # the cells, on demand
    line = spoken(app)[-1]
    assert line.startswith("The tile, ") and ("turned" in line or "upright" in line)
    flipped = "flipped" in line
    cursor = board.cursor
    rows = sorted({y for _, y in cells_of(cursor.mask(board.state))})
    for y in rows:
        assert f"row {y + 1}, column" in line
    drive.press("flip")
    drive.frames(2)
    board.handle(IntentEvent(Intent.INFO, KEYBOARD, pressed=True))
    assert ("flipped" in spoken(app)[-1]) != flipped


def test_the_settings_values_are_read_without_their_arrows(app):
    from game.shell.scenes.settings import SettingsScene

    listen(app)
    app.start(SettingsScene(app))
    drive = Driver(app)
    for _ in range(12):
        drive.press("down")
    assert spoken(app), "the focused settings are read"
    assert not any("‹" in line or "›" in line for line in spoken(app)), spoken(app)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_help_on_an_empty_boat_says_the_first_tile_goes_anywhere(language):
    from game.isle.data.loader import load_content
    from game.isle.session.match import Match
    from game.shell.ui.i18n import Translator

    content = load_content()
    state = Match(content, 2, "standard", 5).state
    assert not state.seats[0].occupied
    t = Translator(language)
    ctx = HelpContext(t, language, state, 0, art=IsleArt(content))
    cell = next((x, y) for x, y in cells_of(content.board.cells))
    words = " ".join(entry(Subject(IsleKind.CELL, (0, *cell)), ctx).paragraphs)
    assert t("help.cell.empty_first") in words
    assert t("help.cell.empty") not in words


@pytest.mark.parametrize(
    ("language", "rescue", "buy"),
    [("en", "You rescue", "You buy"), ("fr", "Vous sauvez", "Vous achetez")],
)
def test_the_players_own_moves_are_said_to_them(tmp_path, monkeypatch, language, rescue, buy):
    app = make_app(tmp_path, monkeypatch, language=language)
    try:
        session = new_session(app, players=2, seed=5, humans=1)
        app.session = session
        tile = Tile(*isle_content(app).cats[0])
        line = describe(app, ev.CatRescued(0, tile, "left", 3, "permanent"), 0)
        assert line.startswith(rescue), line
        line = describe(app, ev.CardBought(0, 4, 2, None, private=0), 0)
        assert line.startswith(buy), line
        other = describe(app, ev.CatRescued(1, tile, "left", 3, "permanent"), 0)
        assert other.startswith(session.seats[1].name), "the others by name"
        from game.isle.ui.captions import Recap, caption

        (move,) = Recap(content=isle_content(app)).add((ev.CatRescued(0, tile, "left", 3, "full"),))
        assert caption(app, move).startswith(rescue)
        # with two people on the couch, names say whose move it is
        two = new_session(app, players=3, seed=5, humans=2)
        app.session = two
        line = describe(app, ev.CatRescued(0, tile, "left", 3, "permanent"), 0)
        assert line.startswith(two.seats[0].name), line
    finally:
        pygame.display.quit()
