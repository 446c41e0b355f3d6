"""Kitten Fuse in the window: the title offers it (its setup, its rules), the setup remembers
its own seats and the combos setting, the table asks who has the most impressive beard, bots
alone play to the end, one person plays a whole game by the keyboard without a hand-off, the
pause menu opens its rules and timeline, help explains every part, the info key reads the
table, and a game left in the middle of a No! window or of a private choice comes back there
exactly (the session saves after every action)."""

from __future__ import annotations

from dataclasses import replace

from game.fuse.rules import Phase, is_over
from game.fuse.scenes.setup import FuseSetupScene
from game.fuse.session.session import FuseSession
from tests.app.conftest import Driver
from tests.fuse.app.helpers import answer_first, keyed_turn, run_until, start, top_name


def fast(app) -> None:
    """The window of answers at its shortest (the tests' time)."""
    app.apply_settings(replace(app.settings, answer_window="2"), save=False)


def test_the_title_offers_kitten_fuse_its_setup_and_its_rules(app):
    drive = Driver(app)
    app.start(app.scene("title"))
    drive.new_game("Kitten Fuse")
    assert isinstance(drive.top, FuseSetupScene)
    keys = [w.key for w in drive.top.form.widgets]
    assert keys[:2] == ["players", "combos"] and drive.top.players == 3
    app.start(app.scene("title"))
    drive.focus_on("howto")
    drive.press("confirm")
    drive.pick_game("Kitten Fuse")
    assert top_name(app) == "FuseHowToPlayScene"
    assert len(drive.top._paginate()) > 8


def test_the_setup_remembers_its_seats_and_the_combos_setting(app):
    setup = FuseSetupScene(app)
    setup.players = 2
    setup.combos = False
    setup.kinds[:2] = ["human", "hard"]
    setup.names[1] = "Zed"
    setup.remember()
    again = FuseSetupScene(app)
    assert again.players == 2 and not again.combos and again.names[1] == "Zed"
    path = app.games.get("fuse").setup_path(app.config_path)
    assert path.name == "setup-fuse.json" and path.exists()
    again.start()
    app.stack.apply()
    session = app.session
    assert isinstance(session, FuseSession) and not session.combos
    assert [s.name for s in session.seats] == ["Mia", "Zed"]


def test_the_table_asks_who_has_the_most_impressive_beard_and_that_seat_starts(app):
    table = start(app, players=3, humans=2)
    assert table.session.asks_first_player()
    assert run_until(app, lambda: top_name(app) == "ChoiceScene", 120)
    labels = [label for label, _ in app.stack.top.choices]
    assert labels == ["Mia", "Leo", "Nora", "Nobody will say: draw at random"]
    answer_first(app, "Nora")
    state = app.session.state
    assert app.session.match.log[0] == "first p2" and state.turn == 2
    assert all(len(s.hand) == 8 for s in state.seats)


def test_bots_alone_draw_the_first_player_and_play_to_the_end_without_waiting(app):
    start(app, players=4, humans=0, seed=9)
    assert not app.session.asks_first_player()
    assert run_until(app, lambda: top_name(app) == "FuseGameEndScene", 20000)
    assert is_over(app.session.state)
    assert not any(type(s).__name__ == "NoWindowScene" for s in app.stack.scenes)


def test_one_person_against_bots_plays_a_whole_game_by_keyboard_with_no_hand_off(app):
    drive = Driver(app)
    fast(app)
    table = start(app, players=3, humans=1, seed=6)
    answer_first(app, "Mia")
    seen: dict[str, int] = {}
    turn = 0
    for _ in range(30000):
        name = top_name(app)
        seen[name] = seen.get(name, 0) + 1
        if name == "FuseGameEndScene" or table.session.state.out == (0,):
            break
        assert name != "HandoffScene", "one person never waits for a hand-off"
        top = drive.top
        if name == "FuseHandScene" and top.still_current() and table.may_act():
            keyed_turn(drive, top, turn)
            turn += 1
        elif name in ("FuseCalmScene", "FusePickScene", "FuseGiveScene", "FusePeekScene"):
            if table.may_act():
                drive.press("confirm", 0)
                if name == "FuseGiveScene":
                    drive.press("confirm", 0)
            else:
                drive.frames(1)
        elif name == "NoWindowScene":
            drive.press("confirm", 0)  # let it stand
        else:
            run_until(app, lambda: False, 1)
    mine = [a for a in table.session.match.log if a.startswith("p0 ")]
    assert seen.get("FuseHandScene") and seen.get("NoWindowScene"), seen
    assert len(mine) > 5 and any(a.startswith("p0 draw") for a in mine)
    assert is_over(table.session.state) or 0 in table.session.state.out


def test_the_pause_menu_opens_kitten_fuse_rules_and_timeline_and_has_no_undo(app):
    drive = Driver(app)
    start(app, players=3, humans=1, seed=4)
    answer_first(app, "Mia")
    assert run_until(app, lambda: top_name(app) == "FuseHandScene")
    drive.press("menu")
    assert top_name(app) == "PauseScene"
    assert "undo" not in [w.key for w in drive.top.form.widgets]
    drive.focus_on("howto")
    drive.press("confirm")
    assert top_name(app) == "FuseHowToPlayScene"
    drive.press("back")
    drive.focus_on("log")
    drive.press("confirm")
    assert top_name(app) == "FuseTimelineScene"
    words = [row.words for row in drive.top.build()]
    assert "You go first." in words and "Turn 1: Mia" in words


def test_help_explains_the_focused_card_and_the_panel_under_the_pointer(app):
    from game.fuse.ui.help import FuseTopic
    from game.shell.scenes.help import help_context, subject_for
    from game.shell.ui.help import entry

    start(app, players=3, humans=1, seed=4)
    answer_first(app, "Mia")
    assert run_until(app, lambda: top_name(app) == "FuseHandScene")
    hand = app.stack.top
    subject = subject_for(app, hand, None)
    assert subject.value == FuseTopic("card", hand.items[hand.focus].card)
    card = entry(subject, help_context(app))
    assert card.picture is not None and card.paragraphs[0].endswith(".")
    table = app.stack.scenes[0]
    seat = subject_for(app, table, table.geo.panels[1].center)
    assert seat.value.name == "seat" and seat.value.value == (1, "Leo")
    assert "Holds 8 cards" in entry(seat, help_context(app)).paragraphs[0]
    deck = subject_for(app, table, table.geo.deck.center)
    assert deck.value.name == "deck"


def test_every_topic_of_kitten_fuse_is_written_in_both_languages():
    from game.fuse.rules.cards import TITLE_NAMES
    from game.fuse.ui.help import RELATED, TOPICS
    from game.shell.ui.i18n import catalog

    for language in ("en", "fr"):
        words = catalog(language)
        for topic in TOPICS:
            assert f"fuse.help.{topic}.title" in words and f"fuse.help.{topic}.body" in words
            assert all(r in TOPICS for r in RELATED[topic])
        for name in TITLE_NAMES:
            assert f"fuse.rule.{name}" in words
    reached = {r for related in RELATED.values() for r in related} | {"table"}
    assert set(TOPICS) - {"card", "title", "first"} <= reached


def test_the_info_key_reads_the_table_aloud(app, monkeypatch):
    drive = Driver(app)
    said: list[str] = []
    start(app, players=3, humans=1, seed=4)
    answer_first(app, "Mia")
    assert run_until(app, lambda: top_name(app) == "FuseHandScene")
    drive.press("menu")
    drive.press("back")
    table = app.stack.scenes[0]
    monkeypatch.setattr(app, "narrate", said.append)
    table.handle(type("E", (), {"intent": "info", "pressed": True})())
    assert said and "The deck holds" in said[-1] and "Leo holds 8 cards" in said[-1]


def resume(app, drive: Driver):
    """Quit to the title and Continue: the game as it was saved."""
    drive.press("menu")
    drive.focus_on("quit")
    drive.press("confirm")
    assert top_name(app) == "TitleScene"
    drive.focus_on("continue")
    drive.press("confirm")
    return app.stack.scenes[0]


def test_a_game_left_in_the_no_window_comes_back_in_it(app):
    drive = Driver(app)
    table = start(app, players=3, humans=2, seed=12)
    answer_first(app, "Mia")
    session = table.session
    for _ in range(200):  # a No! is held by Leo when Mia plays: the window waits for him
        if session.state.phase == Phase.WINDOW:
            break
        assert run_until(app, lambda: top_name(app) in ("HandoffScene", "FuseHandScene"))
        if top_name(app) == "HandoffScene":
            drive.press("confirm")
        hand = app.stack.top
        plays = [p for p in hand.plays() if p.target is None and len(p.cards) == 1]
        if not plays or not session.state.seats[1].hand:
            hand.draw_card()
            continue
        hand.submit_play(plays[0])
    assert session.state.phase == Phase.WINDOW, "the rules wait for Leo's answer"
    state, log = session.state, list(session.match.log)
    again = resume(app, drive)
    assert again.session.state == state and again.session.match.log == log
    assert run_until(app, lambda: top_name(app) == "NoWindowScene", 60)


def test_a_game_left_while_a_fuse_kitten_goes_back_comes_back_to_that_choice(app):
    drive = Driver(app)
    table = start(app, players=3, humans=1, seed=2)
    answer_first(app, "Mia")
    session = table.session
    fast(app)
    for _ in range(4000):
        if session.state.phase == Phase.CALM and session.state.turn == 0:
            break
        name = top_name(app)
        if name == "FuseHandScene" and drive.top.still_current():
            drive.top.draw_card()
        elif name == "NoWindowScene":
            drive.press("confirm", 0)
        elif name == "FuseGameEndScene":
            break
        else:
            run_until(app, lambda: False, 1)
    assert session.state.phase == Phase.CALM and session.state.turn == 0
    assert run_until(app, lambda: top_name(app) == "FuseCalmScene")
    state = session.state
    again = resume(app, drive)
    assert again.session.state == state
    assert run_until(app, lambda: top_name(app) == "FuseCalmScene")
    log = len(again.session.match.log)
    drive.press("right")
    drive.press("confirm")
    assert again.session.match.log[log] == "p0 calm 1"


def test_instant_lands_every_event_at_once_and_reduced_motion_keeps_it_short(app):
    from game.fuse.rules.events import FuseDrawn
    from game.fuse.ui.motion import FUSE_SECONDS

    table = start(app, players=3, humans=0, seed=2)
    app.settings.animation_speed = "instant"
    app.session.poll_bots(blocking=True)
    table.update(1 / 60)
    assert not table.motion.busy(), "instant: the play lands in the same frame"
    app.settings.animation_speed = "normal"
    normal = table.animator.make(FuseDrawn(0, 1)).duration
    app.settings.reduced_motion = True
    reduced = table.animator.make(FuseDrawn(0, 1)).duration
    assert normal == FUSE_SECONDS and reduced < normal
    assert table.animator.still, "cards fade in where they land instead of flying"


def test_load_lists_a_game_of_kitten_fuse_and_resumes_it(app):
    drive = Driver(app)
    table = start(app, players=3, humans=1, seed=4)
    answer_first(app, "Mia")
    assert run_until(app, lambda: top_name(app) == "FuseHandScene")
    first = app.stack.top
    first.draw_card()
    fast(app)
    for _ in range(3000):  # the bots' turns, the No! windows: Mia's next turn
        top = app.stack.top
        if top_name(app) == "FuseHandScene" and top is not first and top.still_current():
            break
        if top_name(app) == "NoWindowScene":
            drive.press("confirm", 0)
        else:
            run_until(app, lambda: False, 1)
    assert app.stack.top is not first and app.stack.top.still_current()
    state = table.session.state
    app.start(app.scene("title"))
    drive.focus_on("load")
    drive.press("confirm")
    label = drive.top.form.widgets[0].label
    assert label.startswith("Kitten Fuse · 3 players · turn "), label
    drive.press("confirm")
    drive.choose("Continue this game")
    assert app.session.state == state
