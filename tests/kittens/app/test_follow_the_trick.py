"""Following the trick (issue 43, item 6): a finished trick stays on the table as long as the
players' setting says (until a press, 2 s or 4 s; it was swept after about 1 s) and a press goes
on at once; the round's last trick shows again on demand (the View button, V, with the seat's own
glyph on the prompt bar, and the table's "Last trick" button); the next hand-off says who won
it with what. The setting is the shell's, declared once, game-neutral, on the Settings screen
and in both catalogs."""

from __future__ import annotations

from dataclasses import fields, replace

import pytest

from game.kittens.rules.events import TrickWon
from game.kittens.ui.show import LastTrick
from game.shell.app.settings import Settings
from game.shell.options import RESULT_HOLDS
from game.shell.ui.i18n import catalog
from tests.app.conftest import Driver
from tests.app.test_focus_and_hover import click
from tests.app.test_handoff_screen import drawn_words
from tests.kittens.app.helpers import run_until, start, top_name


@pytest.fixture
def app(app):
    app.start(app.scene("title"))
    return app


def play_until(app, drive, done, frames: int = 20000) -> bool:
    """Frames until ``done()``: who petted a cat answered, the people's cards played by the
    keyboard (two presses), the hand-offs opened, the bots waited for."""
    for _ in range(frames):
        if done():
            return True
        name = top_name(app)
        table = app.stack.scenes[0]
        if name in ("ChoiceScene", "HandoffScene", "RoundEndScene"):
            drive.press("confirm", 0)
        elif name == "KittenHandScene" and drive.top.still_current():
            drive.press("confirm", 0)
            drive.press("confirm", 0)
        else:
            session = app.session
            if session.bot_movers() and app.stack.top is table and not table.motion.busy():
                session.poll_bots(blocking=True)
            drive.frames(1)
    return done()


def looked_for(app, table, drive) -> int:
    """Frames a finished trick stands still (its look) from now."""
    frames = 0
    while table.motion.looking() is not None and frames < 2000:
        drive.frames(1)
        frames += 1
    return frames


def test_the_setting_is_declared_once_game_neutral_and_on_the_settings_screen(app):
    declared = {f.name: f for f in fields(Settings)}
    assert declared["result_hold"].default == "2s"
    assert declared["result_hold"].metadata["choices"] == RESULT_HOLDS == ("press", "2s", "4s")
    for language in ("en", "fr"):
        words = catalog(language)
        keys = ["settings.result_hold", "setting_name.result_hold", "help.setting.result_hold"]
        keys += [f"settings.result_hold.{v}" for v in RESULT_HOLDS]
        assert all(words.get(k) for k in keys), language
        said = " ".join(words[k] for k in keys).lower()
        assert not any(w in said for w in ("trick", "pli", "kitten", "chaton", "card", "carte"))
    drive = Driver(app)
    drive.focus_on("settings")
    drive.press("confirm")
    row = next(w for w in drive.top.form.widgets if w.key == "result_hold")
    assert [value for value, _ in row.options] == list(RESULT_HOLDS)


@pytest.mark.parametrize(("hold", "seconds"), [("2s", 2.0), ("4s", 4.0)])
def test_a_finished_trick_stays_the_seconds_the_setting_says(app, hold, seconds):
    app.apply_settings(replace(app.settings, result_hold=hold), save=False)
    app.settings.animation_speed = "normal"
    drive = Driver(app)
    table = start(app, players=3, humans=1, seed=4)
    assert play_until(app, drive, lambda: table.motion.looking() is not None)
    assert table.show.winner is not None, "the finished trick is on the table"
    frames = looked_for(app, table, drive)
    assert abs(frames / 60 - seconds) <= 2 / 60, frames
    assert run_until(app, lambda: table.show.winner is None, 120), "then it is swept"


def test_a_finished_trick_stays_until_a_press_and_a_press_goes_on(app):
    app.apply_settings(replace(app.settings, result_hold="press"), save=False)
    app.settings.animation_speed = "normal"
    drive = Driver(app)
    table = start(app, players=3, humans=1, seed=4)
    assert play_until(app, drive, lambda: table.motion.looking() is not None)
    drive.frames(900)  # fifteen seconds: it stays
    assert table.motion.looking() is not None and table.show.winner is not None
    assert table.sleeps(), "the loop sleeps while the table waits for a press"
    assert ("confirm", app.t("kittens.prompt.go_on")) in table.prompts()
    drive.press("confirm", 0)
    assert table.motion.looking() is None
    assert run_until(app, lambda: table.show.winner is None, 120)


def test_a_press_ends_a_timed_look_at_once(app):
    app.settings.animation_speed = "normal"
    drive = Driver(app)
    table = start(app, players=3, humans=1, seed=4)
    assert play_until(app, drive, lambda: table.motion.looking() is not None)
    drive.press("back", 0)
    assert table.motion.looking() is None and top_name(app) == "KittenTable"


def at_a_later_hand(app, drive, players: int = 3, humans: int = 1, seed: int = 4):
    table = start(app, players=players, humans=humans, seed=seed)
    assert play_until(
        app,
        drive,
        lambda: (
            top_name(app) == "KittenHandScene"
            and drive.top.still_current()
            and table.show.last is not None
        ),
    )
    return table, app.stack.top


def test_the_last_trick_shows_again_by_the_view_button_and_the_table_s_button(app, monkeypatch):
    said: list[str] = []
    monkeypatch.setattr(app, "narrate", said.append)
    drive = Driver(app)
    table, hand = at_a_later_hand(app, drive)
    won = [e for e in app.session.match.events if isinstance(e, TrickWon)][-1]
    assert table.show.last == LastTrick.of(won)
    assert ("view", app.t("kittens.prompt.last_trick")) in hand.prompts()
    drive.press("view")
    assert table.shown_last() == LastTrick.of(won) and top_name(app) == "KittenHandScene"
    assert said[-1].startswith("Last trick: ") and table.name_of(won.seat) in said[-1]
    assert ("view", app.t("kittens.prompt.this_trick")) in hand.prompts()
    words = drawn_words(app)
    assert app.t("kittens.status.last_trick", player=table.name_of(won.seat)) in words
    drive.press("view")
    assert table.shown_last() is None
    click(drive, table.geo.last_button.center)  # the mouse: the button under the legend
    assert table.shown_last() == LastTrick.of(won) and hand.picked is None
    click(drive, table.geo.last_button.center)
    assert table.shown_last() is None


def test_the_hand_s_view_prompt_shows_the_seat_s_own_glyph(app, monkeypatch):
    from game.shell.ui import prompts

    drive = Driver(app)
    _, hand = at_a_later_hand(app, drive)
    drawn: list[str] = []
    badge = prompts.glyph_badge
    monkeypatch.setattr(prompts, "glyph_badge", lambda g, *a: drawn.append(g) or badge(g, *a))
    prompts.forget_bars()
    drive.frames(1)
    app.frame(1 / 60)
    assert "V" in drawn, drawn  # the keyboard's key for View: the seat plays on the keyboard


def test_the_next_hand_off_says_who_won_the_last_trick_with_what(app, monkeypatch):
    said: list[str] = []
    app.settings.narration = True
    monkeypatch.setattr(app, "narrate", said.append)
    drive = Driver(app)
    table = start(app, players=3, humans=2, seed=4)
    assert play_until(
        app, drive, lambda: top_name(app) == "HandoffScene" and table.show.last is not None
    )
    won = [e for e in app.session.match.events if isinstance(e, TrickWon)][-1]
    news = drive.top.news()
    name = table.name_of(won.seat)
    assert news.startswith(f"{name} won the last trick with ") and news.endswith(".")
    assert news in drawn_words(app) and said.count(news) == 1


def test_a_pad_seat_s_hand_off_never_says_the_keyboard_opens_it(app):
    from game.shell.scenes.handoff import HandoffScene

    class Pad:
        is_pad = True

    drive = Driver(app)
    table = start(app, players=3, humans=2, seed=4)
    assert play_until(app, drive, lambda: top_name(app) == "HandoffScene")
    handoff = drive.top
    assert isinstance(handoff, HandoffScene)
    app.input.device_of_seat = lambda seat: Pad()  # the seat has a pad of its own
    app.input.pad_info = lambda device: None
    app.input.pad_number = lambda device: 1
    words = handoff.whose_screen()
    assert "keyboard" not in words and "pad 1" in words, words
    assert table is app.stack.scenes[0]
