"""The application: window, fixed-step loop, scene stack, input, settings, translations.

``App.step(dt)`` runs one frame (events, fixed updates, drawing); the real loop calls it with
the clock's time and tests call it with a fixed dt.
"""

from __future__ import annotations

import argparse
import os
import sys
import threading
from dataclasses import replace
from functools import cached_property
from pathlib import Path

import pygame

from game.app.settings import Notice, Settings, SettingsStore, data_dir
from game.options import PROFILE_KEYS, WINDOW_MAX, WINDOW_MIN
from game.scenes.stack import Scene, SceneStack
from game.session.slots import SaveSlots
from game.ui import drawlog
from game.ui.gui import Gui
from game.ui.i18n import Translator
from game.ui.layout import Layout
from game.ui.palette import PALETTES, Palette

STEP = 1 / 60  # fixed update step (seconds)
MAX_CATCH_UP = 5  # at most this many updates per frame after a stall


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="isle-of-cats",
        description="The Isle of Cats, an unofficial couch edition: 1-4 players on gamepads or "
        "keyboard and mouse, bots in the empty seats.",
    )
    parser.add_argument("--lang", choices=["en", "fr"], help="language (saved in settings)")
    parser.add_argument("--size", metavar="WxH", help="window size, e.g. 1920x1080")
    parser.add_argument("--fullscreen", action="store_true", help="start in fullscreen")
    parser.add_argument("--windowed", action="store_true", help="start in a window")
    parser.add_argument("--seed", type=int, help="seed of the next new game (replayable deals)")
    parser.add_argument(
        "--reset-settings",
        action="store_true",
        help="forget saved settings and start with the defaults",
    )
    parser.add_argument("--frames", type=int, default=0, help=argparse.SUPPRESS)
    return parser


def parse_options(argv: list[str]) -> argparse.Namespace:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.size:
        (low_w, low_h), (high_w, high_h) = WINDOW_MIN, WINDOW_MAX
        try:
            parts = args.size.lower().split("x")
            if len(parts) != 2 or not all(
                p.isascii() and p.isdigit() and len(p) < 6 for p in parts
            ):
                raise ValueError
            w, h = int(parts[0]), int(parts[1])
            if not (low_w <= w <= high_w and low_h <= h <= high_h):
                raise ValueError
        except ValueError:
            parser.error(
                f"--size takes WIDTHxHEIGHT from {low_w}x{low_h} to {high_w}x{high_h}, "
                "e.g. 1920x1080"
            )
        args.size = (w, h)
    return args


class App:
    def __init__(
        self, options: argparse.Namespace | None = None, settings_dir: Path | None = None
    ) -> None:
        self.options = options or parse_options([])
        # Bots think in a thread of pure Python: handing the interpreter back every millisecond
        # (instead of every 5) keeps the frames on time while a bot thinks.
        sys.setswitchinterval(0.001)
        self.store = SettingsStore(settings_dir)
        self.settings = Settings() if self.options.reset_settings else self.store.load()
        if self.options.lang:
            self.settings.language = self.options.lang
        if self.options.size:
            self.settings.window_size = self.options.size
        if self.options.fullscreen:
            self.settings.fullscreen = True
        if self.options.windowed:
            self.settings.fullscreen = False
        self.t = Translator(self.settings.language)
        self.base_settings = self.settings  # the saved settings (profiles go on top)
        self.profile: dict = {}  # the acting seat's own settings, while a game runs
        self.running = True
        self.time = 0.0  # seconds of fixed-step time since start
        self._accumulator = 0.0
        self.next_seed = self.options.seed
        self.notices: list[Notice] = list(self.store.notices)  # shown once, in a message
        self.settings_unsaved = False  # the last settings save failed (told once)
        from game.ui import symbols_data

        if symbols_data.problem() is not None:
            self.notify("notice.symbols_broken", reason=symbols_data.problem())

        pygame.display.init()
        pygame.font.init()
        self.window = self._open_window()
        pygame.display.set_caption(self.t("app.title"))
        self.layout = Layout(*self.window.get_size(), self.settings.text_scale)
        self.gui = Gui(self.layout, self.settings.palette)
        self.gui.colon = self.t("common.colon")
        self.gui.focus_listeners.append(lambda widget: self.narrate(widget.text()))
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        from game.app.controls import Controls

        self.input = Controls(self.settings, self.palette.seats)
        self.session = None
        # Layers over every screen that see input first (help on anything, a suggested move,
        # the guided game's coach): game/scenes/overlay.py
        from game.scenes.overlay import default_overlays

        self.overlays = default_overlays(self)

    # --- setup ----------------------------------------------------------------------------
    def _open_window(self) -> pygame.Surface:
        flags = pygame.RESIZABLE
        if self.settings.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self.settings.window_size, flags)

    @property
    def palette(self) -> Palette:
        return PALETTES.get(self.settings.palette, PALETTES["standard"])

    @cached_property
    def content(self):
        from game.data.loader import load_content

        return load_content()

    @cached_property
    def art(self):
        from game.ui.art import Art
        from game.ui.symbols_data import player_mapping

        return Art(
            _LazyContent(self),
            self.palette,
            self.symbol_map(),
            legend=player_mapping(self.settings.symbol_map),
        )

    def symbol_map(self) -> dict[str, str] | None:
        """The colour -> symbol table when symbols are shown (settings may change it)."""
        if not self.settings.symbols:
            return None
        from game.ui.symbols_data import player_mapping

        return player_mapping(self.settings.symbol_map)

    def refresh_art(self) -> None:
        self.__dict__.pop("art", None)

    @cached_property
    def audio(self):
        from game.ui.audio import Audio

        s = self.settings
        return Audio(s.master_volume, s.music_volume, s.effects_volume)

    def sound(self, name: str) -> None:
        """Play an interface or game sound (silent when there is no audio device)."""
        self.audio.play(name)

    @cached_property
    def narrator(self):
        from game.ui.narration import Narrator

        return Narrator()

    def narrate(self, line: str) -> None:
        """Say a line when narration is on (the event log keeps it anyway)."""
        if self.settings.narration:
            self.narrator.say(line, self.settings.language)

    def seat_name(self, seat: int) -> str:
        session = getattr(self, "session", None)
        if session is not None and seat < len(session.seats):
            return session.seats[seat].name
        return self.t("seat.default_name", number=seat + 1)

    def session_movers(self) -> list[int]:
        session = getattr(self, "session", None)
        if session is None:
            return []
        from game.rules import to_move

        return [s for s in to_move(session.state) if s >= 0]

    @cached_property
    def texts(self):
        from game.data.loader import load_texts

        return load_texts()

    @cached_property
    def saves(self) -> SaveSlots:
        return SaveSlots(data_dir() / "saves")

    @property
    def save_path(self) -> Path | None:
        """Where the game in progress is saved; without one, where a new game would be."""
        session = getattr(self, "session", None)
        if session is not None and session.save_path is not None:
            return session.save_path
        return self.saves.new_game_path()

    def content_problem(self) -> str | None:
        """Why the game's levels cannot be loaded (None when they load)."""
        from game.data.loader import ContentError

        try:
            _ = self.content, self.texts
        except ContentError as error:
            return str(error)
        return None

    # --- messages -------------------------------------------------------------------------
    def notify(self, key: str, **values: object) -> None:
        """Tell the player something in a message over the current screen, once (values may
        be exceptions: they are told as translated reasons)."""
        if (key, values) not in self.notices:
            self.notices.append((key, values))

    def _show_notices(self) -> None:
        from game.scenes.dialog import MessageScene
        from game.ui.problems import notice_text

        if not self.notices or self.stack.top is None:
            return
        text = "\n\n".join(notice_text(self.t, key, values) for key, values in self.notices)
        self.notices.clear()
        self.stack.push(MessageScene(self, text))
        self.stack.apply()

    @property
    def config_path(self) -> Path:
        """The folder of the player's settings (the last setup is remembered there too)."""
        return self.store.directory

    # --- settings -------------------------------------------------------------------------
    def apply_settings(self, settings: Settings, save: bool = True) -> None:
        """Use new settings now: language, palette, text scale, window mode, input. While a
        seat's profile is in use, a change made in the settings screen goes to the saved
        settings and the profile stays on top of it."""
        if self.profile:
            changed = {
                f: getattr(settings, f)
                for f in settings.__dataclass_fields__
                if getattr(settings, f) != getattr(self.settings, f)
            }
            self.base_settings = replace(self.base_settings, **changed)
            if save:
                self._save_settings(self.base_settings)
            settings = replace(self.base_settings, **self.profile)
            save = False
        else:
            self.base_settings = settings
        old = self.settings
        self.settings = settings.sanitised()
        self.t = Translator(self.settings.language)
        self.gui.colon = self.t("common.colon")
        if old.fullscreen != self.settings.fullscreen or (
            not self.settings.fullscreen and old.window_size != self.settings.window_size
        ):
            self.window = self._open_window()
        self.input.configure(self.settings)
        if (old.palette, old.symbols, old.symbol_map) != (
            self.settings.palette,
            self.settings.symbols,
            self.settings.symbol_map,
        ):
            self.refresh_art()
        if save:
            self._save_settings(self.settings)
        if "audio" in self.__dict__:
            s = self.settings
            self.audio.set_volumes(s.master_volume, s.music_volume, s.effects_volume)
        self.relayout()

    def _save_settings(self, settings: Settings) -> None:
        """Save the settings; on a full disk or a read-only folder the player is told once
        (until a save works again) and play goes on with the settings applied."""
        try:
            self.store.save(settings)
        except OSError as error:
            if not self.settings_unsaved:
                self.notify("notice.settings_not_saved", reason=error)
            self.settings_unsaved = True
            return
        self.settings_unsaved = False

    def use_profile(self, profile: dict) -> None:
        """Apply a seat's own settings (text size, symbols, narration, rumble) while that seat
        acts; an empty profile goes back to the saved settings."""
        profile = {k: v for k, v in profile.items() if k in PROFILE_KEYS}
        if profile == self.profile:
            return
        base = self.base_settings
        self.profile = {}
        self.apply_settings(replace(base, **profile), save=False)
        self.base_settings = base
        self.profile = profile

    def update_settings(self, **changes) -> None:
        self.apply_settings(replace(self.settings, **changes))

    def toggle_fullscreen(self) -> None:
        self.update_settings(fullscreen=not self.settings.fullscreen)

    def relayout(self) -> None:
        self.layout = Layout(*self.window.get_size(), self.settings.text_scale)
        self.gui.relayout(self.layout, self.settings.palette)
        for scene in self.stack.scenes:
            scene.relayout()

    # --- scenes ---------------------------------------------------------------------------
    def start(self, scene: Scene) -> None:
        self.stack.reset(scene)
        self.stack.apply()

    # --- the loop -------------------------------------------------------------------------
    def run(self) -> int:
        frames = 0
        while self.running:
            dt = self.clock.tick(60) / 1000
            self.step(dt)
            pygame.display.flip()
            frames += 1
            if frames == 2:  # the menu is up: load the rules' content while the player looks
                threading.Thread(target=self._preload, daemon=True, name="preload").start()
            if self.options.frames and frames >= self.options.frames:
                break
        self.shutdown()
        return 0

    def step(self, dt: float) -> None:
        """One frame: events, fixed-step updates, drawing (no flip)."""
        for event in pygame.event.get():
            self.process_event(event)
        self._accumulator += min(dt, STEP * MAX_CATCH_UP)
        while self._accumulator >= STEP:
            self._accumulator -= STEP
            self.time += STEP
            self.input.update(STEP)
            self._dispatch_input()
            self.hold.update(STEP)
            for overlay in list(self.overlays):
                overlay.update(STEP)
            for scene in reversed(self.stack.scenes):  # the top first; a pause freezes below
                scene.update(STEP)
                if scene.freezes_below:
                    break
            self.stack.apply()
        self._show_notices()
        self.gui.manager.update(dt)
        self.draw(self.window)

    def process_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.request_quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            if self.window.get_size() != (self.layout.width, self.layout.height):
                if not self.settings.fullscreen:
                    self.settings.window_size = self.window.get_size()
                self.relayout()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type >= pygame.USEREVENT and hasattr(event, "ui_element"):
            top = self.stack.top
            if top is not None:
                top.handle_gui(event)
                self.stack.apply()
            return
        consumed = self.gui.manager.process_events(event)
        if consumed and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
            return  # typing into a text field
        self.input.process(event)
        self._dispatch_input()

    def _dispatch_input(self) -> None:
        from game.input import HoldProgress

        for event in self.input.poll():
            if self._seat_event(event):
                continue
            if isinstance(event, HoldProgress):
                self.hold.show(event.progress)
            if any(overlay.handle(event) for overlay in reversed(self.overlays)):
                self.stack.apply()
                continue
            top = self.stack.top
            if top is not None:
                top.handle(event)
            self.stack.apply()

    def _seat_event(self, event) -> bool:
        """A seated pad unplugged pauses the game until a pad takes the seat again."""
        from game.input import SeatDisconnected, SeatReconnected
        from game.scenes.reconnect import ReconnectScene

        if isinstance(event, SeatDisconnected):
            if self.session is not None:
                self.stack.push(ReconnectScene(self, event.seat))
                self.stack.apply()
                return True
            return False  # no game yet: the screen (setup) shows the seat without its pad
        if isinstance(event, SeatReconnected):
            waiting = [
                s
                for s in self.stack.scenes
                if isinstance(s, ReconnectScene) and s.seat == event.seat
            ]
            if waiting and self.stack.top is waiting[-1]:
                self.stack.pop()
                self.stack.apply()
            return self.session is not None  # no game yet: the setup screen shows the pad
        return False

    def draw(self, surface: pygame.Surface) -> None:
        scenes = self.stack.visible()
        if not scenes:
            surface.fill(self.palette.background)
        for index, scene in enumerate(scenes):
            drawlog.note_scene(index, scene)
            scene.draw(surface)
        for overlay in self.overlays:
            overlay.draw(surface)
        if self.hold.progress > 0:
            from game.ui.hold import draw_hold_ring

            top = self.stack.top
            anchor = (top.hold_anchor() if top is not None else None) or self.layout.point(640, 640)
            draw_hold_ring(surface, self, self.hold.progress, anchor)

    @cached_property
    def hold(self):
        from game.ui.hold import HoldRing

        return HoldRing()

    def _preload(self) -> None:
        problem = self.content_problem()
        if problem:
            self.notify("notice.content_broken", detail=problem)

    def quit(self) -> None:
        self.running = False

    def request_quit(self) -> None:
        """The window is closed: quit, but when the game's last moves could not be saved, say
        so first (closing the window again quits)."""
        from game.scenes.saves import leave_game

        if self.__dict__.get("_quit_asked") or self.stack.top is None:
            self.quit()
            return
        self._quit_asked = True
        leave_game(self, self.quit)
        self.stack.apply()

    def shutdown(self) -> None:
        for scene in list(self.stack.scenes):
            scene.exit()
        if "audio" in self.__dict__:
            self.audio.stop()
        pygame.quit()


class _LazyContent:
    """The content, loaded the first time art needs it (the title screen does not)."""

    def __init__(self, app: App) -> None:
        self._app = app

    def __getattr__(self, name: str):
        return getattr(self._app.content, name)


def main(argv: list[str] | None = None) -> int:
    options = parse_options(argv or [])
    if os.environ.get("SDL_VIDEODRIVER") == "dummy" and not options.frames:
        options.frames = 1  # a headless run (CI) draws one frame and leaves
    try:
        app = App(options)
    except pygame.error as error:
        print(f"The game window could not open: {error}", file=sys.stderr)
        return 1
    from game.scenes.title import TitleScene

    app.start(TitleScene(app))
    return app.run()
