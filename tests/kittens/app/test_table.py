"""Kitten Toys in the window (headless): the title's choice of game, its own setup memory, the
first round's question, a card played in two presses, a whole game by keyboard against bots
without a hand-off, the round's end waiting for the players, the pause menu's rules and
timeline, help on a card and a panel, and saves that resume exactly."""

from __future__ import annotations

import pygame
import pytest

from game.isle.scenes.setup import SetupScene
from game.kittens.rules import is_over
from game.kittens.scenes.setup import KittenSetupScene
from game.shell.input import KEYBOARD, Intent, IntentEvent
from tests.app.conftest import Driver
from tests.kittens.app.helpers import answer_first, run_until, start, top_name


@pytest.fixture
def app(app):
    app.start(app.scene("title"))
    return app


def test_the_title_offers_kitten_toys_its_setup_and_its_rules(app):
    drive = Driver(app)
    drive.new_game("Kitten Toys")
    assert isinstance(drive.top, KittenSetupScene)
    assert drive.top.players == 4 and [w.key for w in drive.top.form.widgets][0] == "players"
    # the first setup: you, and Normal bots in the empty seats (as in the Isle's, play-test m14)
    assert drive.top.kinds == ["human"] + ["normal"] * 4
    app.start(app.scene("title"))
    drive.focus_on("howto")
    drive.press("confirm")
    drive.pick_game("Kitten Toys")
    assert top_name(app) == "KittenHowToPlayScene"
    pages = drive.top._paginate()
    assert len(pages) > 5


def test_each_game_remembers_its_own_setup(app):
    setup = KittenSetupScene(app)
    setup.players = 5
    setup.kinds[:5] = ["human", "hard", "easy", "normal", "hard"]
    setup.names[4] = "Zed"
    setup.remember()
    again = KittenSetupScene(app)
    assert again.players == 5 and again.names[4] == "Zed"
    assert again.kinds[:5] == ["human", "hard", "easy", "normal", "hard"]
    isle = SetupScene(app)
    assert isle.players == 4 and isle.names[:4] == ["Mia", "Leo", "Nora", "Sam"]
    kittens = app.games.get("kittens").setup_path(app.config_path)
    assert kittens.name == "setup-kittens.json" and kittens.exists()
    assert not app.games.get("isle").setup_path(app.config_path).exists()


def test_the_table_asks_who_last_petted_a_cat_and_that_seat_starts(app):
    table = start(app, players=3, humans=2)
    assert table.session.asks_first_player()
    assert run_until(app, lambda: top_name(app) == "ChoiceScene", 120)
    labels = [label for label, _ in app.stack.top.choices]
    assert labels == ["Mia", "Leo", "Nobody remembers: draw at random"], "the people only"
    answer_first(app, "Leo")
    state = app.session.state
    assert state.starter == 1 and app.session.match.log[0] == "first p1"
    assert state.phase == "trick" and len(state.seats[0].hand) == 10


def test_bots_alone_draw_the_first_player_and_play_to_the_end_without_waiting(app):
    start(app, players=4, humans=0, seed=9)
    asked = []
    assert run_until(
        app,
        lambda: asked.append(top_name(app)) or top_name(app) == "GameEndScene",
        frames=20000,
    )
    assert "ChoiceScene" not in asked and "RoundEndScene" not in asked
    assert "HandoffScene" not in asked and "KittenHandScene" not in asked
    assert is_over(app.session.state)


def at_my_hand(app, players: int = 3, seed: int = 4):
    """A game of one person (Mia, who starts) against bots, at Mia's first hand."""
    start(app, players=players, humans=1, seed=seed)
    answer_first(app, "Mia")
    assert run_until(app, lambda: top_name(app) == "KittenHandScene")
    return app.stack.top


def test_a_card_goes_in_two_presses_and_back_puts_it_down(app):
    drive = Driver(app)
    hand = at_my_hand(app)
    log = app.session.match.log
    before = len(log)
    drive.press("right")
    drive.press("confirm")
    assert hand.picked == hand.focus == 1 and len(log) == before, "picked up, not played"
    drive.press("back")
    assert hand.picked is None and len(log) == before
    card = hand.cards()[1]
    drive.press("confirm")
    drive.press("confirm")
    assert app.session.match.log[before].startswith("p0 play ")
    from game.kittens.rules.cards import card_text

    assert app.session.match.log[before] == f"p0 play {card_text(card)}"


def play_by_keyboard(app, drive, limit: int = 40000) -> list[str]:
    """Every human turn: confirm twice; dialogs confirmed; the round's end closed. The
    scenes seen, in order."""
    seen = []
    for _ in range(limit):
        name = top_name(app)
        if not seen or seen[-1] != name:
            seen.append(name)
        if name == "GameEndScene":
            break
        if name == "ChoiceScene":
            drive.press("confirm")
            continue
        if name == "KittenHandScene" and drive.top.still_current():
            drive.press("confirm", 0)
            drive.press("confirm", 0)
            continue
        if name == "RoundEndScene":
            drive.press("confirm")
            continue
        session = app.session
        if session.bot_movers() and not app.stack.scenes[0].motion.busy():
            session.poll_bots(blocking=True)
        drive.frames(1)
    return seen


def test_one_person_against_bots_plays_a_whole_game_by_keyboard_with_no_hand_off(app):
    drive = Driver(app)
    table = start(app, players=4, humans=1, seed=12)
    seen = play_by_keyboard(app, drive)
    assert seen[-1] == "GameEndScene", seen[-12:]
    assert "HandoffScene" not in seen, "one person against bots never hands the screen"
    assert "RoundEndScene" in seen and "KittenHandScene" in seen
    session = table.session
    assert is_over(session.state)
    assert not session.save_path.exists(), "a finished game leaves its slot"
    state = session.state
    assert table.show.game_winners == state.winners
    assert [s.super_chats for s in table.show.seats] == [s.super_chats for s in state.seats]


def test_the_round_end_waits_for_the_players(app):
    drive = Driver(app)
    start(app, players=3, humans=1, seed=6)
    for _ in range(3000):
        name = top_name(app)
        if name == "RoundEndScene":
            break
        if name == "ChoiceScene":
            drive.press("confirm")
        elif name == "KittenHandScene":
            drive.press("confirm", 0)
            drive.press("confirm", 0)
        else:
            if app.session.bot_movers() and not app.stack.scenes[0].motion.busy():
                app.session.poll_bots(blocking=True)
            drive.frames(1)
    assert top_name(app) == "RoundEndScene"
    table = app.stack.scenes[0]
    drive.frames(600)  # ten seconds: it does not close by itself
    assert top_name(app) == "RoundEndScene" and table.motion.gated() is not None
    drive.press("confirm")
    assert top_name(app) != "RoundEndScene"
    assert run_until(app, lambda: table.show.round >= 2 or top_name(app) == "GameEndScene")


def test_the_pause_menu_opens_kitten_toys_rules_and_timeline_and_has_no_undo(app):
    drive = Driver(app)
    start(app, players=3, humans=1, seed=4)
    answer_first(app, "Mia")
    assert run_until(app, lambda: top_name(app) == "KittenHandScene")
    drive.press("menu")
    assert top_name(app) == "PauseScene"
    keys = [w.key for w in drive.top.form.widgets]
    assert "undo" not in keys
    drive.focus_on("howto")
    drive.press("confirm")
    assert top_name(app) == "KittenHowToPlayScene"
    drive.press("back")
    drive.focus_on("log")
    drive.press("confirm")
    assert top_name(app) == "KittenTimelineScene"
    rows = drive.top.build()
    words = [row.words for row in rows]
    assert "Round 1" in words and "Round 1: you start." in words  # Mia, the one person


def test_help_explains_the_focused_card_and_the_panel_under_the_pointer(app):
    from game.kittens.ui.help import KittenTopic
    from game.shell.scenes.help import subject_for

    start(app, players=3, humans=1, seed=4)
    answer_first(app, "Mia")
    assert run_until(app, lambda: top_name(app) == "KittenHandScene")
    hand = app.stack.top
    subject = subject_for(app, hand, None)
    assert subject.value == KittenTopic("card", hand.cards()[hand.focus])
    table = app.stack.scenes[0]
    panel = table.geo.panels[1].center
    seat = subject_for(app, table, panel)
    assert seat.value.name == "seat" and seat.value.value == (1, "Leo")
    from game.shell.scenes.help import help_context
    from game.shell.ui.help import entry

    words = entry(seat, help_context(app)).paragraphs[0]
    assert "cards in hand" in words
    card = entry(subject, help_context(app))
    assert card.picture is not None and card.title[0].isupper()


def test_continue_and_load_resume_a_kitten_game_mid_round_exactly(app):
    drive = Driver(app)
    table = start(app, players=5, humans=1, seed=21)
    answer_first(app, "Mia")
    for _ in range(2):  # a few cards of the human's, the bots' in between
        assert run_until(app, lambda: top_name(app) == "KittenHandScene")
        drive.press("confirm", 0)
        drive.press("confirm", 0)
    assert run_until(app, lambda: top_name(app) == "KittenHandScene")
    session = table.session
    state, log = session.state, list(session.match.log)
    assert state.round == 1 and any(s.collection for s in state.seats)
    drive.press("menu")
    drive.focus_on("quit")
    drive.press("confirm")
    assert top_name(app) == "TitleScene"
    drive.focus_on("continue")
    drive.press("confirm")
    again = app.stack.scenes[0]
    assert type(again).__name__ == "KittenTable"
    assert again.session.state == state and again.session.match.log == log
    assert again.session.seats == session.seats
    assert again.show.snapshot() == table.show.snapshot()
    assert run_until(app, lambda: top_name(app) == "KittenHandScene")
    app.start(app.scene("title"))
    drive.focus_on("load")
    drive.press("confirm")
    assert drive.top.form.widgets[0].label.startswith("Kitten Toys · 5 players · round 1")
    drive.press("confirm")
    drive.choose("Continue this game")
    assert app.session.state == state


def test_instant_lands_every_event_at_once_and_reduced_motion_keeps_it_short(app):
    from game.kittens.ui.motion import Animator

    table = start(app, players=3, humans=0, seed=2)
    app.settings.animation_speed = "instant"
    app.session.poll_bots(blocking=True)
    table.update(1 / 60)
    assert not table.motion.busy(), "instant: the card is on the table in the same frame"
    animator: Animator = table.animator
    app.settings.animation_speed = "normal"
    normal = animator.seconds(1.0)
    app.settings.reduced_motion = True
    assert animator.seconds(1.0) <= 0.35 * normal and animator.still


def test_every_topic_of_kitten_toys_is_written_in_both_languages():
    from game.kittens.scenes.howto import TOPICS as HOWTO
    from game.kittens.ui.help import TOPICS as HELP
    from game.shell.ui.i18n import catalog

    keys = [f"kittens.howto.{topic}.{part}" for topic in HOWTO for part in ("title", "body")]
    keys += [f"kittens.help.{topic}.{part}" for topic in HELP for part in ("title", "body")]
    keys += ["kittens.howto.part.rules", "kittens.howto.part.choices"]
    for language in ("en", "fr"):
        words = catalog(language)
        assert [k for k in keys if not words.get(k)] == [], language


def test_the_info_key_reads_the_table_aloud(app, monkeypatch):
    said: list[str] = []
    monkeypatch.setattr(app, "narrate", said.append)
    start(app, players=3, humans=1, seed=4)
    answer_first(app, "Mia")
    assert run_until(app, lambda: top_name(app) == "KittenHandScene")
    table = app.stack.scenes[0]
    table.handle(IntentEvent(Intent.INFO, KEYBOARD, pressed=True))
    assert said and "is trump." in said[-1] and "Leo:" in said[-1]


def test_the_mouse_points_at_a_card_and_plays_it_with_two_clicks(app):
    from tests.app.test_focus_and_hover import click

    drive = Driver(app)
    hand = at_my_hand(app, players=4)
    drive.frames(1)
    target = hand.rects[2].center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=target, rel=(1, 1), buttons=()))
    drive.frames(2)
    assert hand.focus == 2, "the card under the pointer is focused"
    card = hand.cards()[2]
    log = app.session.match.log
    before = len(log)
    click(drive, target)
    assert hand.picked == 2 and len(log) == before
    click(drive, hand.rects[2].center)
    from game.kittens.rules.cards import card_text

    assert log[before] == f"p0 play {card_text(card)}"
