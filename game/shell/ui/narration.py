"""Narration's engine: lines spoken through the platform's speech program (espeak-ng on Linux,
``say`` on macOS) in a background thread, and the rule of who a line speaks to. Each game words
its own events (The Isle of Cats: game/isle/ui/narration.py); every line is also kept in the
event log."""

from __future__ import annotations

import queue
import re
import shutil
import subprocess
import threading
from pathlib import Path

MAX_SPOKEN = 500  # characters of one spoken line
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


class Narrator:
    """Speaks lines in a background thread, newest first (stale lines are dropped)."""

    def __init__(self) -> None:
        self.command = self._find_engine()
        self._lines: queue.Queue[str] = queue.Queue()
        self._thread: threading.Thread | None = None
        self.spoken: list[str] = []  # what was sent to the engine (tests read it)

    @staticmethod
    def _find_engine() -> list[str] | None:
        for program, args in (("espeak-ng", ["-s", "170"]), ("espeak", ["-s", "170"]), ("say", [])):
            path = shutil.which(program)
            if path:
                return [path, *args]
        return None

    def command_for(self, line: str, lang: str) -> list[str]:
        """The speech program's arguments: the text after ``--`` so that a line starting with
        a dash (a seat named ``-wout.wav``) is read, never taken as an option."""
        args = list(self.command or [])
        if args and "espeak" in Path(args[0]).name:
            args += ["-v", lang if lang in ("en", "fr") else "en"]
        words = "".join(c for c in " ".join(line.split()) if c.isprintable())
        text = words[:MAX_SPOKEN]  # one line, no control characters
        return [*args, "--", text]

    @property
    def available(self) -> bool:
        return self.command is not None

    def say(self, line: str, lang: str = "en") -> None:
        if any(c in line for c in "‹›◀▶"):  # decorative arrows are never read
            line = re.sub(r"  +", " ", line.translate(SILENT)).strip()
        self.spoken.append(line)
        if self.command is None:
            return
        while self._lines.qsize() > 3:  # keep up with the game: drop old lines
            try:
                self._lines.get_nowait()
            except queue.Empty:
                break
        self._lines.put(f"{lang}\n{line}")
        if self._thread is None or not self._thread.is_alive():
            self._thread = threading.Thread(target=self._run, daemon=True, name="narrator")
            self._thread.start()

    def _run(self) -> None:
        while True:
            try:
                item = self._lines.get(timeout=2)
            except queue.Empty:
                return
            lang, line = item.split("\n", 1)
            try:
                subprocess.run(
                    self.command_for(line, lang),
                    timeout=30,
                    stdout=subprocess.DEVNULL,
                    stderr=subprocess.DEVNULL,
                    check=False,
                )
            except (OSError, subprocess.TimeoutExpired):
                return


def describe_step(app, words: str, inputs: list[tuple[str, str]]) -> str:
    """A step of the guided game read aloud: its text, then the buttons it waits for, with
    the device's names ("Enter: Continue")."""
    keys = [f"{app.input.glyph_for(intent)}: {label}" for intent, label in inputs]
    return ". ".join([words.rstrip("."), *keys]) + "."
