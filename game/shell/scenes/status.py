"""The status keys, the same in every game (issue 46): where am I, scores and standings, read
the table, my own things, repeat the last line, step back through the lines said, hush, and
speech on or off. ``StatusKeys`` is an overlay (like the help key): it asks the scenes from the
top down (``Scene.where_am_i``, ``focus_words``, ``standings``, ``read_table``, ``own_things``)
and says the first answer, whether narration is on or not (the player asked). A game plugs in
by answering on its scenes: docs/play-without-sight.md."""

from __future__ import annotations

from typing import Any

from game.shell.input import IntentEvent
from game.shell.scenes.overlay import Overlay
from game.shell.scenes.stack import Host, Scene

ASKED = ("where", "standings", "table", "mine")
SPEECH_KEYS = ("repeat", "earlier", "hush", "speech")


def ask(scene: Scene, hook: str) -> str | None:
    """Scene ``hook``'s answer; None when the scene's attribute of that name is no hook (a
    screen may keep data under the same name)."""
    found = getattr(scene, hook, None)
    if not callable(found):
        return None
    answer = found()
    return answer if isinstance(answer, str) and answer else None


def first_answer(scenes: list[Scene], hook: str) -> str | None:
    """The first answer of ``hook`` from the top scene down."""
    for scene in reversed(scenes):
        found = ask(scene, hook)
        if found:
            return found
    return None


HOOKS = {"standings": "standings", "table": "read_table", "mine": "own_things"}


def answer(app: Host, name: str) -> str:
    """The words of status key ``name`` ("where", "standings", "table", "mine") now."""
    scenes = list(app.stack.scenes)
    if name == "where":
        where = first_answer(scenes, "where_am_i")
        focus = ask(scenes[-1], "focus_words") if scenes else None
        parts = [where or app.t("status.box"), focus or ""]
        return ". ".join(p.rstrip(". ") for p in parts if p) + "."
    return first_answer(scenes, HOOKS[name]) or app.t("status.no_game")


class StatusKeys(Overlay):
    """Answers the status keys on every screen; a seat's press is never taken from a game."""

    def __init__(self, app: Host) -> None:
        self.app = app
        self.answers = 0  # answers given (tests count them)

    def handle(self, event: Any) -> bool:
        if not isinstance(event, IntentEvent) or not event.pressed:
            return False
        name = str(event.intent)
        if name not in ASKED and name not in SPEECH_KEYS:
            return False
        app = self.app
        narrator = app.narrator
        if name == "hush":
            narrator.hush()
        elif name == "speech":
            app.toggle_narration()
        elif name == "repeat":
            self._say_again(narrator.last())
        elif name == "earlier":
            self._say_again(narrator.earlier(), app.t("status.oldest"))
        else:
            self.answers += 1
            app.announce(answer(app, name))
        return True

    def _say_again(self, line: str | None, missing: str | None = None) -> None:
        """A line said again: not kept twice (the step back goes on from where it was)."""
        from game.shell.ui.narration import FOCUS

        self.answers += 1
        words = line or missing or self.app.t("status.nothing_said")
        self.app.narrator.rate = self.app.settings.speech_rate
        self.app.narrator.say(words, self.app.settings.language, FOCUS, remember=False)
