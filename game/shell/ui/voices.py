"""The voices narration speaks with: the player's screen reader where one runs (NVDA, JAWS or
System Access on Windows, Orca on Linux, through the ``speechlight`` library; VoiceOver on macOS
through its AppleScript), with braille where the reader has it; else a speech program
(espeak-ng, espeak, ``say``). A voice that fails is left for the next one: the game never stops
for its speech."""

from __future__ import annotations

import importlib
import shutil
import subprocess
import sys
import threading
from pathlib import Path
from typing import Protocol, cast


class Voice(Protocol):
    """Something that speaks. ``speak`` returns when the line is said (a program) or handed
    over (a screen reader, which keeps its own queue)."""

    name: str
    queues: bool  # the voice keeps its own queue (a screen reader): lines are handed at once

    def speak(self, text: str, written: str, lang: str, rate: float, interrupt: bool) -> bool:
        """Say ``text`` (``written``: its written form, for braille); False when it failed."""
        ...

    def stop(self) -> None:
        """Silence the line being said."""
        ...


class ProgramVoice:
    """A speech program run once per line (espeak-ng, espeak, macOS ``say``)."""

    queues = False

    def __init__(self, path: str) -> None:
        self.path = path
        self.name = Path(path).name
        self._process: subprocess.Popen[bytes] | None = None
        self._lock = threading.Lock()

    @classmethod
    def find(cls) -> ProgramVoice | None:
        for program in ("espeak-ng", "espeak", "say"):
            path = shutil.which(program)
            if path:
                return cls(path)
        return None

    def command(self, text: str, lang: str, rate: float) -> list[str]:
        """The program's arguments: the text after ``--`` so that a line starting with a dash
        (a seat named ``-wout.wav``) is read, never taken as an option."""
        words = "".join(c for c in " ".join(text.split()) if c.isprintable())
        if "espeak" in self.name:
            voice = lang if lang in ("en", "fr") else "en"
            return [self.path, "-s", str(round(rate)), "-v", voice, "--", words]
        if self.name == "say":
            return [self.path, "-r", str(round(rate)), "--", words]
        return [self.path, "--", words]

    def speak(self, text: str, written: str, lang: str, rate: float, interrupt: bool) -> bool:
        try:
            process = subprocess.Popen(
                self.command(text, lang, rate),
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
        except OSError:
            return False
        with self._lock:
            self._process = process
        try:
            process.wait(timeout=60)
        except subprocess.TimeoutExpired:
            process.kill()
        with self._lock:
            self._process = None
        return True

    def stop(self) -> None:
        with self._lock:
            process = self._process
        if process is not None and process.poll() is None:
            process.terminate()


class ReaderApi(Protocol):
    """What narration uses of speechlight's ``speech``."""

    def say(self, text: str, *, interrupt: bool = False) -> None: ...
    def braille(self, text: str) -> None: ...
    def silence(self) -> None: ...


class ReaderVoice:
    """The running screen reader, through speechlight (speech and braille together)."""

    queues = True
    name = "screen reader"

    def __init__(self, speech: ReaderApi) -> None:
        self.speech = speech

    @classmethod
    def find(cls) -> Voice | None:
        """The screen reader running now, or None (no reader, or the library is absent or
        fails: every error is the library's to have, never the game's)."""
        if sys.platform == "darwin":
            return VoiceOver() if VoiceOver.running() else None
        try:  # an optional dependency: imported by name, the game runs without it
            speech = cast(ReaderApi, importlib.import_module("speechlight").speech)
        except Exception:  # the library absent, or failing as it loads (no D-Bus, no DLL)
            return None
        try:
            running = _reader_running(speech)
        except Exception:
            return None
        return cls(speech) if running else None

    def speak(self, text: str, written: str, lang: str, rate: float, interrupt: bool) -> bool:
        try:
            self.speech.say(text, interrupt=interrupt)
            if sys.platform == "win32":  # Orca brailles what it says; NVDA and JAWS are told
                self.speech.braille(written)
        except Exception:
            return False
        return True

    def stop(self) -> None:
        try:
            self.speech.silence()
        except Exception:
            return


def _reader_running(speech: object) -> bool:
    """Whether speechlight's backend speaks through a screen reader (not SAPI's own voice)."""
    checks = ("nvda_running", "jfw_running", "sa_running")
    if any(hasattr(speech, name) for name in checks):  # Windows
        return any(bool(getattr(speech, name)()) for name in checks if hasattr(speech, name))
    ensure = getattr(speech, "_ensure_orca", None)  # Linux: Orca over D-Bus
    return bool(ensure()) if ensure is not None else False


class VoiceOver:
    """macOS's screen reader, through its AppleScript (speech and its braille display)."""

    queues = True
    name = "VoiceOver"

    @staticmethod
    def running() -> bool:
        try:
            found = subprocess.run(
                ["pgrep", "-x", "VoiceOver"], capture_output=True, timeout=2, check=False
            )
        except (OSError, subprocess.TimeoutExpired):
            return False
        return found.returncode == 0

    def speak(self, text: str, written: str, lang: str, rate: float, interrupt: bool) -> bool:
        quoted = text.replace("\\", "\\\\").replace('"', '\\"')
        try:
            subprocess.Popen(
                ["osascript", "-e", f'tell application "VoiceOver" to output "{quoted}"'],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
        except OSError:
            return False
        return True

    def stop(self) -> None:
        return


def screen_reader_running() -> bool:
    """What the system reports: a screen reader runs now (narration starts on with it)."""
    return ReaderVoice.find() is not None
