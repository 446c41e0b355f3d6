"""Scenes, the scene stack (STYLE.md convention 8) and ``Host``, what scenes use of the app.

A scene has ``enter / exit / handle / update / draw``. Only the top scene gets input; scenes
ask for transitions (push, pop, replace, reset) and the stack applies them between frames.
``draw`` changes nothing. A modal scene (pause, dialogs) is drawn over the scene below it.
Scenes know the application only through ``Host`` (game.shell.app.main.App is one): the scenes
package never imports game.shell.app, so no import circle runs through the app.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

import pygame

T = TypeVar("T")
K = TypeVar("K", bound=Hashable)  # what a drawing that moves depends on (``Host.motion``)

if TYPE_CHECKING:
    from game.shell.app.controls import Controls
    from game.shell.app.settings import Settings
    from game.shell.games import Games
    from game.shell.scenes.overlay import Overlay
    from game.shell.session.seated import SeatedSession
    from game.shell.ui.art import Art
    from game.shell.ui.audio import Audio
    from game.shell.ui.gui import Gui
    from game.shell.ui.i18n import Translator
    from game.shell.ui.layout import Layout
    from game.shell.ui.living import LivingBackgrounds
    from game.shell.ui.narration import Narrator
    from game.shell.ui.palette import Palette


class Host(Protocol):
    """What the scenes use of the application that runs them."""

    stack: SceneStack
    settings: Settings
    layout: Layout
    t: Translator
    gui: Gui
    input: Controls
    session: SeatedSession | None  # the game in progress (any game's)
    time: float
    next_seed: int | None
    wait_for_art: bool  # draw slow art at once (tests) rather than aside
    overlays: list[Overlay]  # layers over every screen
    frames_drawn: int  # frames drawn so far (a scene may tell another it drew its part)

    @property
    def palette(self) -> Palette: ...
    @property
    def art(self) -> Art: ...
    @property
    def audio(self) -> Audio: ...
    @property
    def narrator(self) -> Narrator: ...
    @property
    def living(self) -> LivingBackgrounds: ...  # the island behind the menus
    @property
    def save_path(self) -> Path | None: ...
    @property
    def saves(self) -> Any: ...  # the save slots (a SaveSlots: its folder, its paths)
    @property
    def config_path(self) -> Path: ...
    @property
    def records(self) -> Any: ...  # the player's records (a game.shell.session.records.RecordStore)

    @property
    def games(self) -> Games: ...  # the games in the box (game/shell/games.py)

    def scene(self, name: str, *args: Any, **kwargs: Any) -> Scene: ...
    def open(self, name: str, *args: Any, **kwargs: Any) -> None: ...
    def seat_name(self, seat: int) -> str: ...
    def symbol_map(self) -> dict[str, str] | None: ...  # colour -> symbol, when symbols show
    def session_movers(self) -> list[int]: ...
    def sound(self, name: str) -> None: ...
    def motion(self, key: Callable[[float], K], dirty: Any = None) -> K: ...
    def narrate(self, line: str) -> None: ...
    def narrate_focus(self, line: str) -> None: ...
    def announce(self, line: str, focus: bool = True) -> None: ...
    def toggle_narration(self) -> None: ...
    def notify(self, key: str, **values: object) -> None: ...
    def resource(self, make: Callable[[], T]) -> T: ...  # made once per window: a game's levels
    def content_loaded(self) -> bool: ...
    def content_problem(self) -> str | None: ...
    def let_go_of_the_table(self) -> None: ...
    def apply_settings(self, settings: Settings, save: bool = True) -> None: ...
    def use_profile(self, profile: dict) -> None: ...
    def quit(self) -> None: ...


class Scene:
    modal = False  # drawn over the scene below (which keeps drawing but gets no input)
    freezes_below = False  # the scenes below stop updating (pause)
    motion_hz = 10.0  # while on top: how often what moves with time is redrawn, at most
    # while on top: this scene redraws often (a cursor moving) over a screen that changes
    # seldom, which may then be kept as one picture (game.shell.ui.still)
    still_below = False
    still_drawn_at: int | None = None  # the frame whose ``draw_still_over`` the scene below drew
    hover: int | None = None  # what the mouse points at, in a scene that follows it (None: none)

    def still_over(self) -> Hashable:
        """With ``still_below``: what ``draw_still_over`` depends on."""
        return None

    def draw_still_over(self, surface: pygame.Surface) -> None:
        """With ``still_below``: what this scene shows that changes as seldom as the screen
        below, drawn over it and kept in the same picture."""

    name = "scene"

    def __init__(self, app: Host) -> None:
        self.app = app

    # lifecycle ---------------------------------------------------------------------------
    def enter(self) -> None:
        """Became the top scene (first time or again after the one above popped)."""

    def exit(self) -> None:
        """Left the stack for good."""

    def cover(self) -> None:
        """Another scene was pushed above this one."""

    def relayout(self) -> None:
        """The window size, the language, the text scale or the palette changed."""

    # frame ---------------------------------------------------------------------------------
    def handle(self, event: Any) -> bool:
        """An intent, pointer or join event for this scene; True when consumed."""
        return False

    def handle_gui(self, event: pygame.event.Event) -> bool:
        """A pygame-gui event (button pressed, text typed)."""
        return False

    def update(self, dt: float) -> None:
        """Advance by one fixed step of ``dt`` seconds."""

    def sleeps(self) -> bool:
        """True when ``update`` changes nothing until input or a new game state comes: the
        main loop then sleeps between frames (input still wakes it at once). Tweens and
        ``Host.motion`` keep it awake when they run; a scene with timers of its own keeps
        this default."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene; must not change any state."""

    def hold_anchor(self) -> tuple[int, int] | None:
        """Where the "hold to confirm" ring goes (window pixels); None: above the prompts."""
        return None

    def forget_pointer(self) -> None:
        """A key or a pad was pressed: what the mouse pointed at is marked no more (the focus
        alone says what confirm presses) until the mouse moves again (m12)."""
        if self.hover is not None:
            self.hover = None
        form = getattr(self, "form", None)
        if form is not None and getattr(form, "hover", None) is not None:
            form.hover = None

    # help -------------------------------------------------------------------------------------
    def help_subject(self, pointer: tuple[int, int] | None) -> Any:
        """What the help key explains here (a game.shell.ui.help.Subject): the focused element, or
        with the mouse what is under ``pointer``; None: the screen itself (``help_topic``)."""
        return None

    @property
    def help_topic(self) -> str:
        """The screen's entry in help (help.screen.<topic>)."""
        return getattr(self, "screen", "") or self.name

    # the status keys (issue 46: game/shell/scenes/status.py, docs/play-without-sight.md) ------
    # Each answers in words, or None to let the scene below answer. A game's scene answers
    # for its game; its decision screens and the shell's menus answer for their focus.
    def where_am_i(self) -> str | None:
        """The game, its round or day and phase, whose turn, what the player may do now."""
        return None

    def focus_words(self) -> str | None:
        """The screen and its focused element with its place ("Narration: on, 3 of 12")."""
        return None

    def standings(self) -> str | None:
        """The scores and standings."""
        return None

    def read_table(self) -> str | None:
        """The table as the player sees it (every seat's public things), at any moment."""
        return None

    def own_things(self) -> str | None:
        """The player's own things: a hand by colour or title, a boat, an army."""
        return None

    # helpers ---------------------------------------------------------------------------------
    @property
    def t(self) -> Callable[..., str]:
        return self.app.t


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self._pending: list[tuple[str, Scene | None]] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self._pending.append(("push", scene))

    def pop(self) -> None:
        self._pending.append(("pop", None))

    def replace(self, scene: Scene) -> None:
        self._pending.append(("replace", scene))

    def reset(self, scene: Scene) -> None:
        self._pending.append(("reset", scene))

    def pop_to(self, scene: Scene) -> None:
        """Pop every scene above ``scene`` (when the request is applied)."""
        self._pending.append(("pop_to", scene))

    def apply(self) -> bool:
        """Apply the requested transitions in order; True when the top scene changed."""
        changed = False
        while self._pending:
            kind, scene = self._pending.pop(0)
            changed = True
            if kind == "pop":
                if self.scenes:
                    self.scenes.pop().exit()
                if self.top is not None:
                    self.top.enter()
                continue
            assert scene is not None, kind  # every request but a pop names its scene
            if kind == "push":
                if self.top is not None:
                    self.top.cover()
                self.scenes.append(scene)
                scene.enter()
            elif kind == "replace":
                if self.scenes:
                    self.scenes.pop().exit()
                self.scenes.append(scene)
                scene.enter()
            elif kind == "pop_to":
                if scene in self.scenes:
                    while self.scenes[-1] is not scene:
                        self.scenes.pop().exit()
                    scene.enter()
            elif kind == "reset":
                while self.scenes:
                    self.scenes.pop().exit()
                self.scenes.append(scene)
                scene.enter()
        return changed

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and every modal chain below it."""
        if not self.scenes:
            return []
        first = len(self.scenes) - 1
        while first > 0 and self.scenes[first].modal:
            first -= 1
        return self.scenes[first:]
