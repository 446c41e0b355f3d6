"""Help explains what the player looks at (issue 15), each screen saying its own subject (issue 34,
item 5: no chain of scene types in help): the screen itself, the focused setting, the focused
card of a decision, the boat cell under the placement cursor, the part of the table pointed at,
the boat looked at."""

from __future__ import annotations

from game.isle.scenarios import new_session
from game.isle.scenes.game import GameScene
from game.isle.ui.help import IsleKind
from game.shell.scenes.help import subject_for
from game.shell.scenes.stack import Scene
from game.shell.ui.help import Kind, Subject
from tests.app.conftest import Driver
from tests.app.test_placement_ui import placing_game


def test_a_menu_is_its_screen_and_a_setting_is_itself(app):
    app.start(app.scene("title"))
    assert subject_for(app, app.stack.top, None) == Subject(Kind.SCREEN, "title")
    app.open("settings")
    app.stack.apply()
    settings = app.stack.top
    focused = settings.form.focused
    assert subject_for(app, settings, None) == Subject(Kind.SETTING, focused.key)
    assert subject_for(app, None, None) == Subject(Kind.CONTROLS)


def test_a_decision_explains_its_focused_card_and_the_table_pointed_at(app):
    session = new_session(app, players=2, humans=1)
    game = GameScene(app, session)
    app.start(game)
    Driver(app).frames(3)
    draft = app.stack.top
    assert draft.screen == "draft" and draft.help_topic == "draft"
    card = draft.items[draft.focus].card
    assert subject_for(app, draft, None) == Subject(IsleKind.CARD, card)
    island = game.table.regions().island.center
    assert subject_for(app, game, island).kind in (IsleKind.CAT, IsleKind.FIELDS)
    assert subject_for(app, game, None) == Subject(Kind.SCREEN, "game")


def test_placing_a_tile_explains_the_cell_under_the_cursor_and_boats_their_boat(app):
    session, game, drive = placing_game(app)
    board = drive.top
    x, y = board.cursor.center(board.state)
    assert subject_for(app, board, None) == Subject(IsleKind.CELL, (board.seat, int(x), int(y)))
    app.open("boats", game, board.seat)
    app.stack.apply()
    boats = app.stack.top
    assert subject_for(app, boats, None) == Subject(IsleKind.BOAT, boats.shown)


def test_any_other_scene_is_its_screen():
    class Plain(Scene):
        name = "plain"

    assert subject_for(None, Plain(None), None) == Subject(Kind.SCREEN, "plain")
