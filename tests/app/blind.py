"""A blind player for end-to-end tests (issue 46): it hears only the lines the narrator says and
sends only keys, on the real event path. A game's test gives it a policy (the words it knows of
that game, as a player who has read How to play does) that picks a key from what it heard.

The harness itself (never the player) watches the game to check what the issue asks: every turn
of the player announced before its first key, no event line dropped, each status key answered;
and it measures presses per decision and the speech's minutes at espeak-ng's 170 words a minute.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game.shell.ui.narration import EVENT
from game.shell.ui.speech import WORDS_PER_MINUTE, seconds, sentences

KEYS = {
    "enter": pygame.K_RETURN,
    "tab": pygame.K_TAB,
    "shift+tab": pygame.K_TAB,
    "right": pygame.K_RIGHT,
    "left": pygame.K_LEFT,
    "up": pygame.K_UP,
    "down": pygame.K_DOWN,
    "n": pygame.K_n,
    "i": pygame.K_i,
    "h": pygame.K_h,
    "f2": pygame.K_F2,
    "f3": pygame.K_F3,
    "f4": pygame.K_F4,
    "f5": pygame.K_F5,
    "f6": pygame.K_F6,
    "shift+f6": pygame.K_F6,
}
STATUS = ("f2", "f3", "f4", "f5", "f6", "shift+f6")
PLACE = re.compile(r", (\d+) of (\d+)\.?$")


class Ear:
    """The narrator's voice in the test: says each part at once and keeps it (what reached the
    player's ears), as a speech program would, without the sound."""

    name = "ear"
    queues = False

    def __init__(self) -> None:
        self.said: list[str] = []
        self._lock = threading.Lock()

    def speak(self, text: str, written: str, lang: str, rate: float, interrupt: bool) -> bool:
        with self._lock:
            self.said.append(written)
        return True

    def stop(self) -> None:
        return


@dataclass
class Tally:
    """What the harness counts."""

    presses: int = 0  # keys of play (the status keys apart)
    status: int = 0  # status keys pressed, each answered
    decisions_started: int = 0
    announced: int = 0  # decisions whose title was heard before the first key
    unannounced: list[str] = field(default_factory=list)
    placements: list[int] = field(default_factory=list)  # presses from the cat chosen to placed


Policy = Callable[["BlindPlayer"], str | None]


class BlindPlayer:
    """Plays the seat ``seat`` of the app's game by ear with ``policy``."""

    def __init__(self, app, seat: int, policy: Policy) -> None:
        self.app = app
        self.seat = seat
        self.policy = policy
        self.ear = Ear()
        app.settings.narration = True
        app.narrator.voice = self.ear
        self.heard = 0  # lines of the narrator's list the player has heard
        self.tally = Tally()
        self.memory: dict[str, object] = {}  # what the policy keeps between presses
        self._decision: object = None  # the decision under way (harness only)
        self._decision_from = 0
        self._decision_keyed = False
        self._status_turn = 0

    # --- the ears ------------------------------------------------------------------------------
    @property
    def lines(self) -> list[str]:
        return self.app.narrator.spoken

    def new_lines(self) -> list[str]:
        found = self.lines[self.heard :]
        self.heard = len(self.lines)
        return found

    def last(self, pattern: str) -> str | None:
        """The newest line heard that contains ``pattern`` (a regular expression)."""
        for line in reversed(self.lines[: self.heard]):
            if re.search(pattern, line):
                return line
        return None

    def newest(self) -> str:
        """The newest line heard that tells the focus: a line of the game, or the where-am-I
        answer when it came after them (other status answers are not the focus)."""
        answers = self.memory.get("answers", set())
        assert isinstance(answers, set)
        where = self.memory.get("where_at", -1)
        assert isinstance(where, int)
        for index in range(self.heard - 1, -1, -1):
            if index not in answers or index == where:
                return self.lines[index]
        return ""

    # --- the hands -----------------------------------------------------------------------------
    def press(self, name: str) -> None:
        """One key, down and up; a status key's lines are known to the player as its
        answers (never the focus)."""
        self._before_key(name)
        before = len(self.lines)
        key = KEYS[name]
        mod = pygame.KMOD_SHIFT if name.startswith("shift+") else 0
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
        self.app.step(1 / 60)
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=""))
        self.app.step(1 / 60)
        if name in STATUS:
            self.tally.status += 1
            answers = self.memory.setdefault("answers", set())
            assert isinstance(answers, set)
            answers.update(range(before, len(self.lines)))
            if name == "f2":
                self.memory["where_at"] = before  # where am I: it ends with the focus

    def status_round(self) -> None:
        """The status keys, one more of them at each decision (F2 at every one): each must
        say a new line. The player knows the lines they said are its answers."""
        keys = ["f2", STATUS[1 + self._status_turn % (len(STATUS) - 1)]]
        self._status_turn += 1
        for name in keys:
            before = len(self.lines)
            self.press(name)
            assert len(self.lines) > before, f"{name} said nothing"
            self.new_lines()

    # --- the harness's eyes (checks and counts only) ---------------------------------------
    def watch(self) -> None:
        """Notes a decision of the player's seat beginning (its screen on top)."""
        top = self.app.stack.top
        session = self.app.session
        mine = session is not None and self.seat in session.human_movers()
        decision = top if mine and hasattr(top, "spoken_title") else None
        if decision is not None and decision is not self._decision:
            self._decision = decision
            self._decision_from = len(self.lines)
            self._decision_keyed = False
            self.tally.decisions_started += 1
            self._announcing = decision
        elif decision is None:
            self._decision = None

    def _before_key(self, name: str) -> None:
        if name in STATUS:
            return
        self.tally.presses += 1
        decision = self._decision
        if decision is None or self._decision_keyed:
            return
        self._decision_keyed = True
        title = decision.spoken_title().rstrip(".")
        heard = self.lines[: self.heard]
        if title and any(title in line for line in heard):
            self.tally.announced += 1
        else:
            self.tally.unannounced.append(title)

    # --- playing -------------------------------------------------------------------------------
    def settle(self, limit: int = 600, quiet: int = 3) -> None:
        """Frames until the game waits: lines stop coming and nothing moves."""
        still = 0
        for _ in range(limit):
            before = len(self.lines)
            self.app.step(1 / 60)
            self.watch()
            still = still + 1 if len(self.lines) == before else 0
            session = self.app.session
            waiting = session is None or not session.bot_movers()
            if still >= quiet and waiting:
                return

    def play(self, done: Callable[[], bool], most: int = 20000) -> None:
        """Listen and press until ``done`` (the final scores heard)."""
        for _ in range(most):
            self.settle()
            if done():
                return
            self.new_lines()
            recent = self.lines[-60:]
            if len(recent) == 60 and len(set(recent)) <= 3:  # a stuck policy fails at once
                raise AssertionError("round in circles: " + " | ".join(recent[-6:]))
            key = self.policy(self)
            if key is None:
                self.app.step(1 / 60)
                continue
            if key == "status":
                self.status_round()
                continue
            self.press(key)
        raise AssertionError("the game did not end: " + " | ".join(self.lines[-12:]))

    # --- the checks at the end ---------------------------------------------------------------
    def check_nothing_dropped(self) -> None:
        """Every event line reached the ears whole, in order."""
        assert self.app.narrator.drain(20)
        said = self.ear.said
        at = 0
        for line, kind in zip(self.app.narrator.spoken, self.app.narrator.kinds, strict=True):
            if kind != EVENT:
                continue
            for part in sentences(line):
                while at < len(said) and said[at] != part:
                    at += 1
                assert at < len(said), f"dropped: {part!r}"
                at += 1

    def minutes(self, status: bool = True) -> float:
        """The speech of the whole game at 170 words a minute (``status`` False: without the
        status keys' answers)."""
        answers = self.memory.get("answers", set())
        assert isinstance(answers, set)
        lines = [line for index, line in enumerate(self.lines) if status or index not in answers]
        return sum(seconds(line, WORDS_PER_MINUTE) for line in lines) / 60
