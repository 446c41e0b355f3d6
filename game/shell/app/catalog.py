"""Scenes by name: how a scene opens another without importing it (``Host.open``).

The app fills one catalog at start-up: the shell's screens (``SHELL_SCENES``, the same for every
game) and each registered game's own (its descriptor's ``scenes``, game/shell/games.py). A name
maps to ``"module:attribute"``, imported when the scene first opens (the title loads no rules):
a ``Scene`` class, a function that builds a scene, or an opener (a function that opens what it
needs itself, such as Continue, and returns None). See docs/shell.md.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from game.shell.games import load_target

# The shell's screens: the same for every game.
SHELL_SCENES = {
    "title": "game.shell.scenes.title:TitleScene",
    "first_launch": "game.shell.scenes.first_launch:FirstLaunchScene",
    "settings": "game.shell.scenes.settings:SettingsScene",
    "remap": "game.shell.scenes.remap:RemapScene",
    "symbols": "game.shell.scenes.symbols:SymbolsScene",
    "cvd_preview": "game.shell.scenes.cvd_preview:CvdPreviewScene",
    "credits": "game.shell.scenes.credits:CreditsScene",
    "load": "game.shell.scenes.saves:LoadScene",
    "continue": "game.shell.scenes.saves:continue_game",
    "choice": "game.shell.scenes.dialog:ChoiceScene",
    "game_choice": "game.shell.scenes.game_choice:GameChoiceScene",
    "message": "game.shell.scenes.dialog:MessageScene",
    "handoff": "game.shell.scenes.handoff:HandoffScene",
    "reconnect": "game.shell.scenes.reconnect:ReconnectScene",
    "pause": "game.shell.scenes.pause:PauseScene",
    "profile": "game.shell.scenes.profile:ProfileScene",
    "seat": "game.shell.scenes.seat:SeatScene",
    "help": "game.shell.scenes.help:toggle_help",  # the help key's: opens or closes help
}


class SceneCatalog:
    """Names -> where the scene (or its opener) is; resolved on first use."""

    def __init__(self) -> None:
        self._targets: dict[str, str] = {}
        self._found: dict[str, Callable[..., Any]] = {}

    def add(self, entries: Mapping[str, str], owner: str = "the shell") -> None:
        """Register ``entries``; a name already given to another target is an error (two games
        must not take the same name: a game's own scenes start with its id)."""
        for name, target in entries.items():
            if ":" not in target:
                raise ValueError(f"{owner}: scene {name!r} is not 'module:attribute': {target!r}")
            if self._targets.get(name, target) != target:
                raise ValueError(f"{owner}: scene {name!r} is already {self._targets[name]!r}")
            self._targets[name] = target

    def names(self) -> tuple[str, ...]:
        return tuple(self._targets)

    def __contains__(self, name: object) -> bool:
        return name in self._targets

    def target(self, name: str) -> str:
        return self._targets[name]

    def resolve(self, name: str) -> Callable[..., Any]:
        """The class or function registered as ``name`` (``KeyError`` for an unknown name)."""
        found = self._found.get(name)
        if found is None:
            if name not in self._targets:
                raise KeyError(f"no scene named {name!r}")
            found = load_target(self._targets[name])
            self._found[name] = found
        return found
