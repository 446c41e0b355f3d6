"""Narration's engine: lines spoken through the player's screen reader or a speech program
(game/shell/ui/voices.py) in a background thread, and the rule of who a line speaks to. Each game
words its own events (The Isle of Cats: game/isle/ui/narration.py); every line is also kept in
the event log.

Two kinds of line (issue 46): an **event** line (what happened, a screen's title) is queued and
never dropped; a **focus** line (what the focus is on, a status key's answer) is queued too but
replaces the focus line being said or waiting, never an event: the lines keep their order. A long
line is said sentence by sentence (game/shell/ui/speech.py); the hush key stops the line being
said. The last lines are kept for the repeat key and for stepping back through them."""

from __future__ import annotations

import re
import threading
from collections import deque
from dataclasses import dataclass

from game.shell.ui.speech import WORDS_PER_MINUTE, seconds, sentences, speakable
from game.shell.ui.voices import ProgramVoice, ReaderVoice, Voice

EVENT, FOCUS = "event", "focus"
HISTORY = 200  # lines kept for the repeat key and stepping back (at least 50: issue 46)
SILENT = str.maketrans({"‹": None, "›": None, "◀": None, "▶": None})  # drawn, never said


def addressee(session) -> int | None:
    """The seat the game's lines speak to, in the second person ("You rescue…"): the game's
    only person (the guided game's player among them). None with several people on the couch
    (names say whose move it is), or nobody."""
    humans = getattr(session, "humans", None)
    people = humans() if humans is not None else []
    return people[0] if len(people) == 1 else None


def speaks_to(app, seat: int | None) -> bool:
    """Lines about ``seat`` speak to it: it is the ``addressee`` of the app's game."""
    return seat is not None and addressee(getattr(app, "session", None)) == seat


def personal(app, seat: int | None, key: str) -> str:
    """``key``'s second-person twin ("event.you.rescued") when the line speaks to ``seat``."""
    if not speaks_to(app, seat):
        return key
    head, rest = key.split(".", 1)
    return f"{head}.you.{rest}"


@dataclass(frozen=True, slots=True)
class Part:
    """A sentence or two of a line, as the voice is given it."""

    text: str  # for the ear (speech.speakable)
    written: str  # as written (braille)
    lang: str
    kind: str
    line: int  # the line's number: a hush or a new focus drops the rest of it


class Narrator:
    """Speaks lines in a background thread: events in order, focus lines first and replacing
    each other (see the module's docstring)."""

    def __init__(self, voice: Voice | None = None, find: bool = True) -> None:
        self._voice: Voice | None = voice
        self._found = voice is not None or not find  # a voice is looked for at the first line
        self.rate: float = WORDS_PER_MINUTE
        self.spoken: list[str] = []  # every line said, in order (tests read it)
        self.kinds: list[str] = []  # each line's kind, beside ``spoken``
        self.history: deque[str] = deque(maxlen=HISTORY)
        self.back = 0  # how far the step-back key went (0: at the newest line)
        self._queue: deque[Part] = deque()
        self._current: Part | None = None
        self._cut = False  # the part being said was stopped
        self._lines = 0
        self._cond = threading.Condition()
        self._thread: threading.Thread | None = None

    # --- the voice ---------------------------------------------------------------------------
    @property
    def voice(self) -> Voice | None:
        if not self._found:
            self._found = True
            self._voice = ReaderVoice.find() or ProgramVoice.find()
        return self._voice

    @voice.setter
    def voice(self, voice: Voice | None) -> None:
        self._found, self._voice = True, voice

    @property
    def command(self) -> list[str] | None:
        """The speech program's path (None: no program, lines are only recorded)."""
        voice = self.voice
        return [voice.path] if isinstance(voice, ProgramVoice) else None

    @command.setter
    def command(self, command: list[str] | None) -> None:
        self.voice = ProgramVoice(command[0]) if command else None

    @property
    def available(self) -> bool:
        return self.voice is not None

    def command_for(self, line: str, lang: str) -> list[str]:
        """The speech program's arguments for one part of ``line``."""
        voice = self.voice
        path = voice.path if isinstance(voice, ProgramVoice) else "espeak-ng"
        return ProgramVoice(path).command(speakable(line, lang), lang, self.rate)

    # --- lines -------------------------------------------------------------------------------
    def say(self, line: str, lang: str = "en", kind: str = EVENT, remember: bool = True) -> None:
        """Say ``line`` (``kind``: EVENT or FOCUS); ``remember`` False: a line said again (the
        repeat key) is not kept twice."""
        if any(c in line for c in "‹›◀▶"):  # decorative arrows are never read
            line = re.sub(r"  +", " ", line.translate(SILENT)).strip()
        if not line.strip(" ."):
            return
        self.spoken.append(line)
        self.kinds.append(kind)
        if remember:
            self.history.append(line)
            self.back = 0
        voice = self.voice
        if voice is None:
            return
        with self._cond:
            self._lines += 1
            parts = [
                Part(speakable(words, lang), words, lang, kind, self._lines)
                for words in sentences(line)
            ]
            if kind == FOCUS:  # the focus line before it goes, said or waiting
                kept = [p for p in self._queue if p.kind != FOCUS]
                self._queue.clear()
                self._queue.extend(kept)
                if self._current is not None and self._current.kind == FOCUS:
                    self._stop_current(voice)
            self._queue.extend(parts)
            self._cond.notify_all()
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, daemon=True, name="narrator")
                self._thread.start()

    def hush(self) -> None:
        """Stop the line being said (the rest of it too); the lines waiting are said next."""
        voice = self.voice
        with self._cond:
            current = self._current
            if current is None or voice is None:
                return
            left = [p for p in self._queue if p.line != current.line]
            self._queue.clear()
            self._queue.extend(left)
            self._stop_current(voice)

    def _stop_current(self, voice: Voice) -> None:
        self._cut = True
        self._cond.notify_all()
        voice.stop()

    def last(self) -> str | None:
        """The newest line kept (the repeat key)."""
        return self.history[-1] if self.history else None

    def earlier(self) -> str | None:
        """One line further back at each call (the step-back key), None past the oldest."""
        if self.back >= len(self.history):
            return None
        self.back += 1
        return self.history[-self.back]

    def waiting(self) -> int:
        """Parts not yet said (the one being said included)."""
        with self._cond:
            return len(self._queue) + (self._current is not None)

    def drain(self, timeout: float = 5.0) -> bool:
        """Wait until every part is said (tests); False when ``timeout`` ran out first."""
        with self._cond:
            return self._cond.wait_for(
                lambda: not self._queue and self._current is None, timeout=timeout
            )

    def _run(self) -> None:
        while True:
            with self._cond:
                if not self._queue:
                    self._cond.wait(timeout=2)
                if not self._queue:
                    self._thread = None
                    self._cond.notify_all()
                    return
                part = self._queue.popleft()
                self._current, self._cut = part, False
                voice = self._voice
            said = voice is not None and voice.speak(
                part.text, part.written, part.lang, self.rate, interrupt=False
            )
            if said and voice is not None and voice.queues:  # a reader: pace it by the clock
                with self._cond:
                    self._cond.wait_for(lambda: self._cut, timeout=seconds(part.text, self.rate))
            with self._cond:
                self._current = None
                if voice is not None and not said and isinstance(voice, ReaderVoice):
                    self._voice = ProgramVoice.find()  # the reader failed: the program speaks
                self._cond.notify_all()


def describe_step(app, words: str, inputs: list[tuple[str, str]]) -> str:
    """A step of the guided game read aloud: its text, then the buttons it waits for, with
    the device's names ("Enter: Continue")."""
    keys = [f"{app.input.glyph_for(intent)}: {label}" for intent, label in inputs]
    return ". ".join([words.rstrip("."), *keys]) + "."
