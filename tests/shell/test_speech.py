"""Speech that can be followed (issue 46): the words given to the engine, the narrator's queue
(events never dropped, a focus line replacing only the focus line, hush), the lines kept for the
repeat key, and the voices' fallbacks."""

from __future__ import annotations

import threading
import time

import pytest

from game.shell.ui import voices
from game.shell.ui.narration import EVENT, FOCUS, HISTORY, Narrator
from game.shell.ui.speech import PART, seconds, sentences, speakable


class SlowVoice:
    """A voice that takes ``pause`` seconds per part and records what it said and what was
    stopped (a speech program's behaviour, without the sound)."""

    name = "test"
    queues = False

    def __init__(self, pause: float = 0.0) -> None:
        self.pause = pause
        self.said: list[str] = []
        self.stopped: list[str] = []
        self._stop = threading.Event()
        self._speaking = ""

    def speak(self, text: str, written: str, lang: str, rate: float, interrupt: bool) -> bool:
        self._speaking = written
        self._stop.clear()
        if self._stop.wait(self.pause):
            self.stopped.append(written)
        else:
            self.said.append(written)
        return True

    def stop(self) -> None:
        self._stop.set()


@pytest.mark.parametrize(
    ("written", "lang", "spoken"),
    [
        ("1–4 players", "en", "1 to 4 players"),
        ("3-5 joueurs", "fr", "3 à 5 joueurs"),
        ("Move: Up / W", "en", "Move: Up or W"),
        ("Which game?.", "en", "Which game?"),
        ("Keys: W A S D", "en", "Keys: W eh S D"),
        ("A cat sleeps", "en", "A cat sleeps"),
        ("Press A: confirm", "en", "Press eh: confirm"),
        ("The Accessijeux sheet", "en", "The Ak sess ee zhuh sheet"),
        ("Three Super chat cards", "en", "Three Super shah cards"),
        ("Trois cartes Super chat", "fr", "Trois cartes Super chat"),
    ],
)
def test_the_engine_is_given_words_it_reads_well(written, lang, spoken):
    assert speakable(written, lang) == spoken


def test_a_long_text_is_read_whole_in_sentences():
    text = " ".join(
        f"Sentence number {i} says a little more than the one before it." for i in range(40)
    )
    parts = sentences(text)
    assert " ".join(parts) == text, "nothing cut, nothing lost"
    assert all(len(p) <= PART for p in parts) and all(p.endswith(".") for p in parts)
    assert seconds("one two three four five six seven eight nine ten", 170) == pytest.approx(
        60 * 10 / 170
    )


def test_event_lines_are_never_dropped():
    """514 lines in a burst (a Kitten Toys game's worth): every one is said, in order."""
    voice = SlowVoice(0.0005)
    narrator = Narrator(voice)
    lines = [f"Line {i}." for i in range(514)]
    for line in lines:
        narrator.say(line, "en", EVENT)
    assert narrator.drain(20)
    assert voice.said == lines


def test_a_focus_line_replaces_only_the_focus_line():
    voice = SlowVoice(0.2)
    narrator = Narrator(voice)
    narrator.say("Mia plays the red 5.", "en", EVENT)
    narrator.say("Red 3, 1 of 4", "en", FOCUS)
    narrator.say("Leo plays the blue 2.", "en", EVENT)
    narrator.say("Red 4, 2 of 4", "en", FOCUS)  # the red 3 goes, never an event
    narrator.say("Red 5, 3 of 4", "en", FOCUS)
    assert narrator.drain(5)
    assert voice.said == ["Mia plays the red 5.", "Leo plays the blue 2.", "Red 5, 3 of 4"]


def test_a_new_focus_line_stops_the_focus_line_being_said():
    voice = SlowVoice(1.0)
    narrator = Narrator(voice)
    narrator.say("Orange cat, 1 of 7", "en", FOCUS)
    time.sleep(0.05)
    voice.pause = 0.0
    narrator.say("Blue cat, 2 of 7", "en", FOCUS)
    assert narrator.drain(5)
    assert voice.stopped == ["Orange cat, 1 of 7"] and voice.said == ["Blue cat, 2 of 7"]


def test_hush_stops_the_line_being_said_and_the_queue_goes_on():
    voice = SlowVoice(1.0)
    narrator = Narrator(voice)
    narrator.say("A long rule read aloud.", "en", EVENT)
    narrator.say("Your turn, Mia.", "en", EVENT)
    time.sleep(0.05)
    voice.pause = 0.0
    narrator.hush()
    assert narrator.drain(5)
    assert voice.stopped == ["A long rule read aloud."] and voice.said == ["Your turn, Mia."]


def test_the_last_lines_are_kept_to_repeat_and_step_back():
    narrator = Narrator(None, find=False)
    for i in range(80):
        narrator.say(f"Line {i}.")
    assert HISTORY >= 50
    assert narrator.last() == "Line 79."
    back = [narrator.earlier() for _ in range(60)]
    assert back[0] == "Line 79." and back[59] == "Line 20."
    narrator.say("Line 80.", remember=False)  # a line said again is not kept twice
    assert narrator.last() == "Line 79."
    narrator.say("Line 81.")
    assert narrator.earlier() == "Line 81.", "a new line starts the stepping back again"


def test_the_game_speaks_without_the_screen_reader_library(monkeypatch):
    def absent(name: str):
        raise ImportError(name)

    monkeypatch.setattr(voices.importlib, "import_module", absent)
    monkeypatch.setattr(voices.sys, "platform", "linux")
    assert voices.ReaderVoice.find() is None and not voices.screen_reader_running()


def test_a_running_reader_is_spoken_through_and_a_failing_one_left(monkeypatch):
    class Orca:
        def __init__(self) -> None:
            self.said: list[tuple[str, bool]] = []

        def _ensure_orca(self) -> bool:
            return True

        def say(self, text: str, *, interrupt: bool = False) -> None:
            if text == "boom":
                raise RuntimeError("the reader went away")
            self.said.append((text, interrupt))

        def braille(self, text: str) -> None: ...

        def silence(self) -> None: ...

    reader = Orca()

    class Library:
        speech = reader

    monkeypatch.setattr(voices.importlib, "import_module", lambda name: Library)
    monkeypatch.setattr(voices.sys, "platform", "linux")
    assert voices.screen_reader_running()
    voice = voices.ReaderVoice.find()
    assert voice is not None and voice.speak("Hello.", "Hello.", "en", 170, False)
    assert reader.said == [("Hello.", False)]
    assert not voice.speak("boom", "boom", "en", 170, False), "a failure is told, never raised"


def test_a_dialog_s_question_is_read_with_its_own_mark_alone(tmp_path, monkeypatch):
    """ "End the turn?. Choices: …" read the question mark and a full stop together."""
    from game.shell.scenes.dialog import ChoiceScene
    from tests.app.conftest import make_app

    app = make_app(tmp_path, monkeypatch)
    scene = ChoiceScene(app, "End the turn?", [("Yes", lambda: None), ("No", lambda: None)])
    said = scene.spoken()
    assert "?." not in said and said.startswith("End the turn? ") and said.endswith(".")
