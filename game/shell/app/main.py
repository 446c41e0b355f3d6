"""The application: window, fixed-step loop, scene stack, input, settings, translations.

``App.step(dt)`` runs one frame (events, fixed updates, drawing it all); tests call it with a
fixed dt. The real loop calls ``App.frame(dt)``, which draws only what changed (game/shell/app/
redraw.py): nothing while the screen is still, the moving regions of a drifting background.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import threading
from collections.abc import Callable
from dataclasses import replace
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar, cast

import pygame

from game.shell.app import memory, resume_collector
from game.shell.app.catalog import SHELL_SCENES, SceneCatalog
from game.shell.app.redraw import MOTION_HZ, Dirty, Redraw
from game.shell.app.settings import Notice, Settings, SettingsStore, data_dir
from game.shell.app.window import prepare_sdl
from game.shell.arguments import Parser
from game.shell.games import REGISTERED, load_target
from game.shell.options import PROFILE_KEYS, SEED_DIGITS, SYMBOL_SCALES, parse_size
from game.shell.scenes.stack import Scene, SceneStack
from game.shell.session.slots import SaveSlots
from game.shell.ui import drawlog
from game.shell.ui.caches import bound_drawn, drop_drawn
from game.shell.ui.gui import Gui
from game.shell.ui.i18n import Translator
from game.shell.ui.layout import Layout
from game.shell.ui.living import LivingBackgrounds
from game.shell.ui.palette import PALETTES, Palette
from game.shell.ui.tween import Tween

if TYPE_CHECKING:
    from game.shell.session.seated import SeatedSession
    from game.shell.ui.narration import Narrator

T = TypeVar("T")

STEP = 1 / 60  # fixed update step (seconds)
FPS = 60  # the loop wakes this often to read input, even when it draws nothing
GUI_IDLE_UPDATE = 1.0  # seconds between pygame-gui updates while nothing happens
AHEAD_PER_FRAME = 8  # pictures drawn ahead taken into the art cache at each frame (~2 ms)
SHAPES_STORED_AFTER = 3.0  # seconds: the title's button shapes are all drawn, kept for later
IDLE_WAKE = 1.0  # the longest sleep while nothing happens (pygame-gui's timers)
MAX_CATCH_UP = 5  # at most this many updates per frame after a stall


def looks(settings: Settings) -> tuple:
    """The settings that change how drawn pictures look: a change drops every cached one."""
    return (
        settings.language,
        settings.palette,
        settings.text_scale,
        settings.symbols,
        settings.symbol_size,
    )


def art_cache_bytes(size: tuple[int, int]) -> int:
    """The art cache's bound: six windows' worth of pixels, 32 to 160 MiB (48 at 1080p)."""
    return max(32 * 2**20, min(size[0] * size[1] * 4 * 6, 160 * 2**20))


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
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
        "--narration",
        action="store_true",
        help="speak every screen, the focus and the game's events from the first second, "
        "through the screen reader when one runs (saved in settings; F12 turns it off and on)",
    )
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
        try:
            args.size = parse_size(args.size)
        except ValueError as error:
            parser.error(f"--size {error}")
    if args.seed is not None and not 0 <= args.seed < 10**SEED_DIGITS:
        # the set-up's seed field would keep only some of its digits: refused, never replaced
        parser.error(
            f"--seed takes a whole number from 0 to {10**SEED_DIGITS - 1}, not {args.seed}"
        )
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
        if getattr(self.options, "narration", False):
            self.settings.narration = True
        elif self.settings.first_launch and not self.options.frames:
            from game.shell.ui.voices import screen_reader_running

            if screen_reader_running():  # issue 46: speech from the first second
                self.settings.narration = True
        self.t = Translator(self.settings.language)
        self.base_settings = self.settings  # the saved settings (profiles go on top)
        self.profile: dict = {}  # the acting seat's own settings, while a game runs
        self.running = True
        self.frames_drawn = 0  # frames drawn, whole or in part (a still screen draws none)
        self._time = 0.0  # seconds of fixed-step time since start
        self.redraw = Redraw()
        self._resources: dict[Callable[[], object], object] = {}  # a game's levels, made once
        self._resources_lock = threading.Lock()
        self.living = LivingBackgrounds()  # the island behind the title and the menus
        self.wait_for_art = True  # draw slow art at once (tests); the real loop draws it aside
        self._seen: tuple = ()  # what the last frame showed: scenes, game state, tweens run
        self._gui_dt = 0.0  # seconds since pygame-gui last updated
        self._trim_due = False  # memory to give back at the next quiet moment
        self._accumulator = 0.0
        self.next_seed = self.options.seed
        self.notices: list[Notice] = list(self.store.notices)  # shown once, in a message
        self.settings_unsaved = False  # the last settings save failed (told once)
        from game.shell.ui import symbols_data

        if symbols_data.problem() is not None:
            self.notify("notice.symbols_broken", reason=symbols_data.problem())

        memory.hand_back_large_blocks()
        prepare_sdl()
        pygame.display.init()
        pygame.font.init()
        self.window = self._open_window()
        bound_drawn(self.window.get_size())
        pygame.display.set_caption(self.t("app.box"))  # the box: both its games
        self.layout = Layout(*self.window.get_size(), self.settings.text_scale)
        self.gui = Gui(self.layout, self.settings.palette, shapes=data_dir() / "cache")
        if self.gui.shapes_notice is not None:  # the button pictures' store was kept aside
            key, values = self.gui.shapes_notice
            self.notify(key, **values)
        self._shapes_due = SHAPES_STORED_AFTER  # seconds into the game: the store is written
        self.gui.colon = self.t("common.colon")
        self.gui.focus_listeners.append(self._widget_focused)
        self.stack = SceneStack()
        self.games = REGISTERED.windowed()
        self.catalog = SceneCatalog()  # scenes by name (``open``): the shell's and each game's
        self.catalog.add(SHELL_SCENES)
        for game_id, scenes in self.games.scene_tables():
            self.catalog.add(scenes, game_id)
        self.clock = pygame.time.Clock()
        from game.shell.app.controls import Controls

        self.input = Controls(self.settings, self.palette.seats)
        self._pads_opened = False  # after the first frame (``frame_shown``)
        self.session: SeatedSession | None = None
        # Layers over every screen that see input first (help on anything, a suggested move,
        # the guided game's coach): game/shell/scenes/overlay.py
        from game.shell.scenes.advice import Advisor
        from game.shell.scenes.help_key import HelpKey
        from game.shell.scenes.status import StatusKeys

        self.overlays = [StatusKeys(self), HelpKey(self), Advisor(self)]

    # --- setup ----------------------------------------------------------------------------
    def _open_window(self) -> pygame.Surface:
        flags = pygame.RESIZABLE
        if self.settings.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self.settings.window_size, flags)

    @property
    def palette(self) -> Palette:
        return PALETTES.get(self.settings.palette, PALETTES["standard"])

    @property
    def time(self) -> float:
        """Seconds of fixed-step time. Drawing that reads it is redrawn whole every frame;
        drawing that moves with time in a known region uses ``motion`` instead."""
        if self.redraw.drawing:
            self.redraw.clock_read = True
        return self._time

    @time.setter
    def time(self, value: float) -> None:
        self._time = value

    def motion(self, key, dirty: Dirty = None):
        """``key(time)`` for drawing that moves with time: the frame is drawn again, in the
        regions ``dirty(old key, new key)`` (a fixed Rect, or None: all), when the key
        changes. Make the key what the pixels depend on (a pixel offset, not a float)."""
        value = key(self._time)
        self.redraw.record(key, dirty, value)
        return value

    @cached_property
    def art(self):
        from game.shell.ui.art import Art
        from game.shell.ui.symbols_data import player_mapping

        return Art(
            self.palette,
            self.symbol_map(),
            art_cache_bytes(self.window.get_size()),
            legend=player_mapping(self.settings.symbol_map),
            symbol_scale=SYMBOL_SCALES[self.settings.symbol_size],
        )

    def symbol_map(self) -> dict[str, str] | None:
        """The colour -> symbol table when symbols are shown (settings may change it)."""
        if not self.settings.symbols:
            return None
        from game.shell.ui.symbols_data import player_mapping

        return player_mapping(self.settings.symbol_map)

    def refresh_art(self) -> None:
        self.__dict__.pop("art", None)

    def let_go_of_the_table(self) -> None:
        """A game is left: its pictures (boats, cats and cards at the table's sizes) and its
        texts show no more (up to 200 MB at 4K); the next game draws them again, ahead, while
        its players set it up."""
        self.refresh_art()
        drop_drawn()
        self._trim_due = True

    def drop_caches(self) -> None:
        """Let go of every picture drawn for the old size, text scale, palette or language:
        none of it will be shown again (a long evening of settings changes stays flat)."""
        self.refresh_art()
        self.living.release()
        drop_drawn()
        bound_drawn(self.window.get_size())
        self._trim_due = True

    @cached_property
    def audio(self):
        from game.shell.ui.audio import Audio

        s = self.settings
        return Audio(s.master_volume, s.music_volume, s.effects_volume)

    def sound(self, name: str) -> None:
        """Play an interface or game sound (silent when there is no audio device)."""
        self.audio.play(name)

    @cached_property
    def narrator(self) -> Narrator:
        from game.shell.ui.narration import Narrator

        return Narrator()

    def narrate(self, line: str) -> None:
        """Say an event line when narration is on (queued, never dropped; the event log keeps
        it anyway)."""
        if self.settings.narration:
            self.announce(line, focus=False)

    def narrate_focus(self, line: str) -> None:
        """Say a focus line when narration is on: what the focus is on, replacing the focus
        line before it, never an event (game/shell/ui/narration.py)."""
        if self.settings.narration:
            self.announce(line)

    def announce(self, line: str, focus: bool = True) -> None:
        """Say a line whether narration is on or not (a status key's answer, the first
        launch's offer of speech): the player asked for it."""
        from game.shell.ui.narration import EVENT, FOCUS

        narrator = self.narrator
        narrator.rate = self.settings.speech_rate
        lang = self.settings.language
        if not self.__dict__.get("_introduced"):
            self._introduced = True  # the first line says how to turn speech off and on
            narrator.say(self.speech_intro(), lang, FOCUS)
        narrator.say(line, lang, FOCUS if focus else EVENT)

    def _widget_focused(self, widget, place: tuple[int, int] | None) -> None:
        """A menu's entry took the focus: its words, and its place when the focus moved."""
        words = widget.spoken()
        if place is not None and place[1] > 1:
            words = self.t("speech.place", words=words, index=place[0], count=place[1])
        self.narrate_focus(words)

    def speech_intro(self) -> str:
        """The first line spoken: the key that turns speech off and on, help, where am I."""
        from game.shell.input import Intent
        from game.shell.input.glyphs import glyphs

        def said(name: str) -> str:  # a function key when one is bound ("F1", not "?")
            found = glyphs(self.input.bindings, Intent(name), self.input.layout)
            keys = [g for g in found if g[:1] == "F" and g[1:].isdigit()]
            return keys[0] if keys else self.input.glyph_for(name)

        return self.t("speech.intro", speech=said("speech"), help=said("help"), where=said("where"))

    def toggle_narration(self) -> None:
        """The speech key, on any screen: narration off or on (said either way)."""
        on = not self.settings.narration
        self.update_settings(narration=on)
        self.announce(self.t("speech.on" if on else "speech.off"))

    def seat_name(self, seat: int) -> str:
        session = getattr(self, "session", None)
        if session is not None and seat < len(session.seats):
            return session.seats[seat].name
        return self.t("seat.default_name", number=seat + 1)

    def session_movers(self) -> list[int]:
        session = getattr(self, "session", None)
        return [] if session is None else session.movers()

    @cached_property
    def saves(self) -> SaveSlots:
        return SaveSlots(data_dir() / "saves", readers=self.games.header_readers())

    @cached_property
    def records(self):
        """Challenges, Solo margins and daily games (game/shell/session/records.py); a bad file is
        told once, like the settings."""
        from game.shell.session.records import RecordStore

        store = RecordStore(data_dir())
        for key, values in store.notices:
            self.notify(key, **values)
        return store

    @property
    def save_path(self) -> Path | None:
        """Where the game in progress is saved; without one, where a new game would be."""
        session = getattr(self, "session", None)
        if session is not None and session.save_path is not None:
            return session.save_path
        return self.saves.new_game_path()

    def resource(self, make: Callable[[], T]) -> T:
        """What ``make`` makes, made once for this window (a game's levels, its texts)."""
        with self._resources_lock:  # the title loads them in the background too
            if make not in self._resources:
                self._resources[make] = make()
            return cast(T, self._resources[make])

    def _levels(self) -> list[Callable[[], object]]:
        """Each game's levels loader (its descriptor's ``levels``)."""
        return [load_target(game.levels) for game in self.games if game.levels]

    def content_loaded(self) -> bool:
        """Every game's levels are loaded, or known to be broken, without loading them now
        (the title draws its first frame while they load in the background)."""
        return "_content_problem" in self.__dict__ or all(
            make in self._resources for make in self._levels()
        )

    def content_problem(self) -> str | None:
        """Why a game's levels cannot be loaded (None when they load). A failed load is
        remembered: the files do not change while the game runs, and screens that draw from
        the levels ask every frame."""
        if "_content_problem" in self.__dict__:
            return self.__dict__["_content_problem"]
        for make in self._levels():
            try:
                self.resource(make)
            except ValueError as error:  # a level file that does not validate, named
                self.__dict__["_content_problem"] = str(error)
                return str(error)
        return None

    # --- messages -------------------------------------------------------------------------
    def notify(self, key: str, **values: object) -> None:
        """Tell the player something in a message over the current screen, once (values may
        be exceptions: they are told as translated reasons)."""
        if (key, values) not in self.notices:
            self.notices.append((key, values))

    def _show_notices(self) -> None:
        from game.shell.ui.problems import notice_text

        if not self.notices or self.stack.top is None:
            return
        text = "\n\n".join(notice_text(self.t, key, values) for key, values in self.notices)
        self.notices.clear()
        self.open("message", text)
        self.stack.apply()

    @property
    def config_path(self) -> Path:
        """The folder of the player's settings (the last setup is remembered there too)."""
        return self.store.directory

    # --- settings -------------------------------------------------------------------------
    def apply_settings(self, settings: Settings, save: bool = True, drop: bool = True) -> None:
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
        old_size = self.window.get_size()
        self.settings = settings.sanitised()
        self.t = Translator(self.settings.language)
        self.gui.colon = self.t("common.colon")
        if old.fullscreen != self.settings.fullscreen or (
            not self.settings.fullscreen and old.window_size != self.settings.window_size
        ):
            self.window = self._open_window()
        self.input.configure(self.settings)
        if (old.palette, old.symbols, old.symbol_map, old.symbol_size) != (
            self.settings.palette,
            self.settings.symbols,
            self.settings.symbol_map,
            self.settings.symbol_size,
        ):
            self.refresh_art()
        if drop and (looks(old) != looks(self.settings) or old_size != self.window.get_size()):
            self.drop_caches()
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
        """Apply a seat's own settings (text size, symbols and their size, narration, rumble)
        while that seat acts; an empty profile goes back to the saved settings."""
        profile = {k: v for k, v in profile.items() if k in PROFILE_KEYS}
        if profile == self.profile:
            return
        base = self.base_settings
        self.profile = {}
        # seats' text sizes take turns all evening: their pictures stay (the caches are bounded)
        self.apply_settings(replace(base, **profile), save=False, drop=False)
        self.base_settings = base
        self.profile = profile

    def update_settings(self, **changes) -> None:
        self.apply_settings(replace(self.settings, **changes))

    def toggle_fullscreen(self) -> None:
        self.update_settings(fullscreen=not self.settings.fullscreen)

    def relayout(self) -> None:
        self.redraw.invalidate(self._time)
        self.layout = Layout(*self.window.get_size(), self.settings.text_scale)
        self.gui.relayout(self.layout, self.settings.palette)
        for scene in self.stack.scenes:
            scene.relayout()

    # --- scenes ---------------------------------------------------------------------------
    def start(self, scene: Scene) -> None:
        self.stack.reset(scene)
        self.stack.apply()

    def scene(self, name: str, *args: Any, **kwargs: Any) -> Scene:
        """The scene registered as ``name``, made but not shown (to replace, reset or hand
        over); scenes never import one another to open them."""
        made = self.catalog.resolve(name)(self, *args, **kwargs)
        if not isinstance(made, Scene):
            raise TypeError(f"{name!r} opens by itself: use open()")
        return made

    def open(self, name: str, *args: Any, **kwargs: Any) -> None:
        """Open the screen registered as ``name`` over the current one (an opener, such as
        Continue, does what it needs itself)."""
        made = self.catalog.resolve(name)(self, *args, **kwargs)
        if isinstance(made, Scene):
            self.stack.push(made)

    # --- the loop -------------------------------------------------------------------------
    def run(self) -> int:
        frames = 0
        self.wait_for_art = False
        while self.running:
            slept = self._sleep()
            dt = self.clock.tick(FPS) / 1000
            self.present(self.frame(dt, slept))
            frames += 1
            if frames == 1:  # the menu is up: load the rules' content while the player looks
                threading.Thread(target=self._preload, daemon=True, name="preload").start()
            if self.options.frames and frames >= self.options.frames:
                break
        self.shutdown()
        return 0

    def may_sleep(self) -> bool:
        """Nothing to update until input comes (or a motion's next step): no redraw due, no
        animation, no hold, no key held down, no typing, and every scene that updates says
        it only waits."""
        if self.redraw.busy(self._time) or self.hold.progress > 0 or self._typing():
            return False
        if self.gui.drawing_states():  # a few frames, then its scratch pictures are let go
            return False
        if self.living.asked:  # the island starts in the next frame, not after a sleep
            return False
        if "art" in self.__dict__ and self.art.take_ahead(0):  # pictures drawn ahead wait
            return False
        if self.input.held.active():  # a held key repeats with the clock, not with events
            return False
        for scene in reversed(self.stack.scenes):
            if not scene.sleeps():
                return False
            if scene.freezes_below:
                break
        return True

    def _sleep(self) -> bool:
        """Sleep until input arrives or the next motion is due, when nothing else happens;
        True when it slept. A pad makes SDL poll every millisecond while it waits, so with
        pads the loop keeps its steady frames instead."""
        if not self.may_sleep():
            return False
        self.rest()
        if pygame.joystick.get_init() and pygame.joystick.get_count():
            return False
        seconds = self.redraw.next_motion(self._time) or IDLE_WAKE
        from game.shell.input.sdl import wait_for_event

        return wait_for_event(round(seconds * 1000)) is not None

    def step(self, dt: float) -> None:
        """One frame: events, fixed-step updates, drawing the whole window (no flip)."""
        self.frame_shown()
        self.advance(dt)
        self.draw_frame(None)
        self.rest()

    def frame_shown(self) -> None:
        """The frame before is shown: what it asked for starts now (the island and pictures
        drawn ahead, in threads: started while a frame is drawn, a thread shares the
        interpreter with it); after the first one the pads and the collector as usual."""
        if not self.frames_drawn:
            return
        if not self._pads_opened:  # the pads plugged in before the start say so now
            self._pads_opened = True
            self.input.start_controllers()
        resume_collector()
        self.living.start_asked()
        if "art" in self.__dict__:
            self.art.start_asked()

    def rest(self) -> None:
        """At a quiet moment (the loop may sleep), the memory a game or pictures of old looks
        left goes back to the system."""
        if self.may_sleep():
            self._store_shapes()
        if self._trim_due and self.may_sleep():
            self._trim_due = False
            gc.collect()  # the old screens' cycles hold pictures: let them go before the trim
            memory.trim()

    def frame(self, dt: float, slept: bool = False) -> list[pygame.Rect] | None:
        """One frame of the real loop: events, updates, and drawing only what changed.
        Returns the regions drawn: None for the whole window, [] for none. After a sleep
        (``slept``: nothing updated in the meantime) the clock catches up in one go."""
        self.frame_shown()
        if slept and not pygame.event.peek():
            # woken by the clock alone: every scene only waits (``Scene.sleeps``), so there
            # is nothing to update; the time moves on for the motions
            self._time += dt
            self._gui_dt += dt
            if self._gui_dt >= GUI_IDLE_UPDATE:
                self.gui.update(self._gui_dt)
                self._gui_dt = 0.0
        else:
            if slept and dt > STEP:
                self._time += dt - STEP
                dt = STEP
            self.advance(dt)
        if "art" in self.__dict__ and self.art.take_ahead(0):
            self.art.take_ahead(AHEAD_PER_FRAME)
            self._trim_due = True  # the drawing's scratch memory is free: back at rest
        if self.living.fresh:  # the island is drawn: its scratch memory goes back at rest
            self.living.fresh = False
            self._trim_due = True
        top = self.stack.top
        hz = top.motion_hz if top is not None else MOTION_HZ
        regions = self.redraw.plan(self._time, self.window.get_size(), hz)
        if regions != []:
            self.draw_frame(regions)
        return regions

    @staticmethod
    def present(regions: list[pygame.Rect] | None) -> None:
        """Show what ``frame`` drew (nothing, some regions, or the whole window)."""
        if regions is None:
            pygame.display.flip()
        elif regions:
            pygame.display.update(regions)

    def advance(self, dt: float) -> None:
        """Events and fixed-step updates; notes whether anything changed for the redraw."""
        events = pygame.event.get()
        for event in events:
            self.process_event(event)
        self._accumulator += min(dt, STEP * MAX_CATCH_UP)
        while self._accumulator >= STEP:
            self._accumulator -= STEP
            self._time += STEP
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
        session = self.session
        if session is None and self._seen[1:2] not in ((), (None,)):
            self._trim_due = True  # a game is over: its pictures go back once the loop rests
        seen = (
            tuple(self.stack.scenes),
            session.state if session is not None else None,
            Tween.steps,
        )
        if events or seen != self._seen or self.hold.progress > 0 or self._typing():
            self.redraw.invalidate(self._time)
        self._seen = seen
        # pygame-gui's update checks the hover under the pointer and runs its own timers:
        # while nothing happens, now and then is enough
        if self._time >= self._shapes_due:  # the title never rests (its cats read the clock)
            self._store_shapes()
        self._gui_dt += dt
        if self.redraw.pending or self._gui_dt >= GUI_IDLE_UPDATE or self.gui.drawing_states():
            # new elements draw their states in a few frames (after the first: issue 43)
            self.gui.update(self._gui_dt, states=self.frames_drawn > 0)
            self._gui_dt = 0.0

    def _typing(self) -> bool:
        """A text field has the keyboard: its cursor blinks."""
        top = self.stack.top
        form = getattr(top, "form", None)
        return bool(form is not None and form.text_focused())

    def draw_frame(self, regions: list[pygame.Rect] | None) -> None:
        """Draw the whole window (None) or each region with the drawing clipped to it."""
        self.redraw.begin(whole=regions is None)
        try:
            if regions is None:
                self.living.used = False
                self.draw(self.window)
                if not self.living.used:  # no screen shows the island now: let it go
                    self.living.release()
            else:
                clip = self.window.get_clip()
                for rect in regions:
                    self.window.set_clip(rect)
                    self.draw(self.window)
                self.window.set_clip(clip)
        finally:
            self.redraw.end()
        self.frames_drawn += 1

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
        from game.shell.input import HoldProgress

        for event in self.input.poll():
            self.redraw.invalidate(self._time)
            self._follow_pointer(event)
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

    def _follow_pointer(self, event) -> None:
        """The mouse's hover shows while the mouse is in use; a key or a pad press hides it in
        every screen (m12: it kept marking another element than the focus)."""
        from game.shell.input import IntentEvent, PointerDown, PointerMove

        if isinstance(event, (PointerMove, PointerDown)):
            self.gui.pointer_shown = True
        elif (
            isinstance(event, IntentEvent)
            and event.device.kind != "mouse"
            and event.is_down
            and self.gui.pointer_shown
        ):
            self.gui.pointer_shown = False
            for scene in self.stack.scenes:
                scene.forget_pointer()

    def _seat_event(self, event) -> bool:
        """A seated pad unplugged pauses the game until a pad takes the seat again."""
        from game.shell.input import SeatDisconnected, SeatReconnected

        if isinstance(event, SeatDisconnected):
            if self.session is not None:
                self.open("reconnect", event.seat)
                self.stack.apply()
                return True
            return False  # no game yet: the screen (setup) shows the seat without its pad
        if isinstance(event, SeatReconnected):
            waiting = [
                s
                for s in self.stack.scenes
                if s.name == "reconnect" and getattr(s, "seat", None) == event.seat
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
            from game.shell.ui.hold import draw_hold_ring

            top = self.stack.top
            anchor = (top.hold_anchor() if top is not None else None) or self.layout.point(640, 640)
            draw_hold_ring(surface, self, self.hold.progress, anchor)

    @cached_property
    def hold(self):
        from game.shell.ui.hold import HoldRing

        return HoldRing()

    def _preload(self) -> None:
        problem = self.content_problem()
        if problem:
            self.notify("notice.content_broken", detail=problem)
            return
        # what Start needs next, while the player looks at the menu: each game's (the Isle's
        # bots and its setup's and saves' models: about 30 ms of the new game's first frame)
        from game.shell.games import load_target

        for game in self.games:
            if game.preload:
                load_target(game.preload)()

    def quit(self) -> None:
        self.running = False

    def request_quit(self) -> None:
        """The window is closed: quit, but when the game's last moves could not be saved, say
        so first (closing the window again quits)."""
        from game.shell.scenes.saving import leave_game

        if self.__dict__.get("_quit_asked") or self.stack.top is None:
            self.quit()
            return
        self._quit_asked = True
        leave_game(self, self.quit)
        self.stack.apply()

    def _store_shapes(self) -> None:
        """Keep the button shapes drawn so far for the next start (game.shell.ui.gui_shapes)."""
        self._shapes_due = float("inf")
        if self.gui.store_shapes():
            self._trim_due = True  # the store's scratch bytes go back at rest

    def shutdown(self) -> None:
        self._store_shapes()
        for scene in list(self.stack.scenes):
            scene.exit()
        if "audio" in self.__dict__:
            self.audio.stop()
        pygame.quit()


def main(argv: list[str] | None = None) -> int:
    options = parse_options(argv or [])
    if os.environ.get("SDL_VIDEODRIVER") == "dummy" and not options.frames:
        options.frames = 1  # a headless run (CI) draws one frame and leaves
    try:
        app = App(options)
    except pygame.error as error:
        print(f"The game window could not open: {error}", file=sys.stderr)
        return 1
    app.start(app.scene("title"))
    return app.run()
