"""Smaller holes of the fault audit (issue 13, item 8) and the secret buy step as narrated: the
speech program reads text after ``--``, the seed field keeps ASCII digits, ``--size`` has an
upper bound, and the event log says nothing of another player's purchases while all buy."""

from __future__ import annotations

import pygame
import pytest

from game.isle.rules import events as ev
from game.isle.scenes.setup import SetupScene, seed_digits
from game.isle.ui.narration import describe
from game.shell.app.main import parse_options
from game.shell.scenes.title import TitleScene
from game.shell.ui.narration import Narrator
from game.shell.ui.speech import PART, sentences
from tests.app.conftest import Driver


@pytest.mark.parametrize("engine", ["/usr/bin/espeak-ng", "/usr/bin/say"])
def test_narration_passes_the_text_after_a_double_dash(engine):
    narrator = Narrator()
    narrator.command = [engine, "-s", "170"]
    args = narrator.command_for("-wout.wav", "en")
    assert args[-2:] == ["--", "-wout.wav"], "a seat named -wout.wav is read, never an option"
    assert "-w" not in args[:-1] and args.count("-wout.wav") == 1
    line = narrator.command_for("Mia\nplays\x00 " + "x" * 5000, "fr")
    assert "\n" not in line[-1] and "\x00" not in line[-1]
    # a long text is said whole, in parts of whole sentences (issue 46: no cut at 500)
    parts = sentences("A cat sleeps. " * 100)
    assert "".join(parts).replace(" ", "") == ("A cat sleeps." * 100).replace(" ", "")
    assert all(len(p) <= PART and p.endswith(".") for p in parts)


def test_the_seed_field_keeps_ascii_digits_only(app):
    app.start(TitleScene(app))
    drive = Driver(app)
    drive.new_game()
    setup = drive.top
    assert isinstance(setup, SetupScene)
    drive.focus_on("advanced")  # the seed is an advanced option (play-test m14)
    drive.press("confirm")
    drive.focus_on("seed")
    field = next(w for w in setup.form.widgets if w.key == "seed")
    field.element.focus()
    for char in "4²2٣７":  # a superscript two (an AZERTY key), Arabic-Indic and full-width
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
        drive.frames(2)  # typed, then the field's change event
    assert setup.seed == "42" and field.element.get_text() == "42"
    setup.start()
    app.stack.apply()
    assert app.session.match.seed == 42


@pytest.mark.parametrize(
    "typed,digits", [("²", ""), ("12³4", "124"), ("٣٤", ""), ("  77 ", "77"), ("1" * 20, "1" * 10)]
)
def test_seed_digits(typed, digits):
    assert seed_digits(typed) == digits


@pytest.mark.parametrize("size", ["7681x4320", "100000x100000", "1920x99999", "٣٠٠x400", "800x"])
def test_the_window_size_has_bounds(size, capsys):
    with pytest.raises(SystemExit) as stop:
        parse_options(["--size", size])
    assert stop.value.code == 2
    assert "from 640x360 to 7680x4320" in capsys.readouterr().err


def test_the_largest_window_size_is_accepted():
    assert parse_options(["--size", "7680x4320"]).size == (7680, 4320)


def test_the_event_log_says_nothing_of_purchases_while_everyone_buys(app):
    from game.isle.scenarios import new_session, play_until

    session = new_session(app, players=3, seed=4, humans=1)
    assert play_until(session, lambda s: s.phase == "buy" and s.top is None)
    app.session = session
    secret = ev.CardBought(1, 113, 2, private=1)
    assert describe(app, secret, 0) is None, "not even the count of cards bought"
    assert describe(app, ev.FishPaid(1, 2, "card", private=1), 0) is None
    assert describe(app, secret, 1).startswith("Leo bought")
    session.close()
