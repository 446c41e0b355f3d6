"""Render every scene to PNG files, headless, to look at them.

    python tools/screenshots.py OUTDIR [--sizes 1280x720,1920x1080] [--only NAME,...]

Each scene is reached the way a player reaches it (menus), or by playing a seeded game with
bots until the moment it shows (game screens). Files are OUTDIR/<scene>_<size>.png. A game
scene shows that moment and no later one: the bots are held still while the frames settle, so
the same scene renders to the same pixels however fast the machine is (the golden images of
tests/golden rely on it).
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from game.shell.arguments import Parser  # noqa: E402

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
from game.cli import between, check_folder  # noqa: E402
from game.cli import sizes as window_sizes  # noqa: E402
from game.isle.data.window import isle_content, isle_texts  # noqa: E402
from game.shell.options import LANGUAGE_CODES, PALETTE_NAMES, TEXT_SCALE_RANGE  # noqa: E402
from tools.quest_shots import quest_scenes  # noqa: E402


def _app(size: tuple[int, int], settings_dir: Path, **settings):
    from game.shell.app.main import App, parse_options

    app = App(parse_options(["--size", f"{size[0]}x{size[1]}"]), settings_dir=settings_dir)
    app.settings.first_launch = False
    for key, value in settings.items():
        setattr(app.settings, key, value)
    app.apply_settings(app.settings, save=False)
    app.settings.animation_speed = "instant"
    return app


def _settle(app, frames: int = 8) -> None:
    """Run ``frames`` frames at 60 fps. Only the last two are drawn: drawing changes nothing
    (STYLE.md convention 8), and skipping it makes long waits (the scores counting up) quick."""
    app.draw = lambda surface: None
    try:
        for _ in range(frames - 2):
            app.step(1 / 60)
    finally:
        del app.draw
    for _ in range(min(frames, 2)):
        app.step(1 / 60)


def _steer(session, want, prefer) -> bool:
    """Like ``scenarios.play_until``, but the first seat plays an action ``prefer`` accepts
    whenever one is legal (to reach what only a card brings: moving cats, new cats)."""
    from game.isle.bots.levels import make_bot
    from game.isle.rules import CHANCE, is_over, legal_actions, to_move

    stand_in = make_bot("easy", 100)
    for _ in range(5000):
        state = session.state
        if is_over(state):
            return False
        humans = session.human_movers()
        if humans and want(state):
            return True
        movers = [m for m in to_move(state) if m != CHANCE]
        seat = humans[0] if humans else movers[0]
        if seat == 0:
            chosen = [a for a in legal_actions(state, 0) if prefer(a)]
            action = chosen[0] if chosen else stand_in.decide(session.view(0))
        else:
            action = session.bot(seat).decide(session.view(seat))
        session.submit(action)
    return False


def _game(
    app,
    want,
    players: int = 4,
    seed: int = 5,
    humans: int = 1,
    recording: Path | None = None,
    prefer=None,
    **kw,
):
    """The game scene at the first moment ``want`` holds, bots playing every seat (the first
    seat playing what ``prefer`` accepts when it can); or, when ``recording`` (a game log)
    exists, the moment it stops at (it is written when missing), so that a change of the
    bots does not change the picture."""
    from game.isle.bots.factory import bot_factory
    from game.isle.scenarios import new_session, play_until
    from game.isle.scenes.game import GameScene
    from game.isle.session.game_session import GameSession

    if recording is not None and recording.exists():
        session = GameSession.from_save(isle_content(app), recording, bot_factory())
        session.save_path = None  # never write into the recording
    else:
        session = new_session(app, players, seed, humans, **kw)
        if prefer is not None:
            _steer(session, want, prefer)
        else:
            play_until(session, want)
        if recording is not None:
            recording.parent.mkdir(parents=True, exist_ok=True)
            session.match.save(recording)
    session.poll_bots = _still  # the picture is of this moment: no bot moves while it settles
    scene = GameScene(app, session)
    app.stack.reset(scene)
    app.stack.apply()
    return scene


def _still(blocking: bool = False) -> tuple:
    """``GameSession.poll_bots`` for a picture: the bots think of nothing, nothing moves."""
    return ()


@contextmanager
def data_dir(path: Path) -> Iterator[None]:
    """Saves go to ``path`` meanwhile (the game's data folder); the environment is restored."""
    before = os.environ.get("ISLE_OF_CATS_DATA")
    os.environ["ISLE_OF_CATS_DATA"] = str(path)
    try:
        yield
    finally:
        if before is None:
            os.environ.pop("ISLE_OF_CATS_DATA", None)
        else:
            os.environ["ISLE_OF_CATS_DATA"] = before


def shot(
    name: str,
    size: tuple[int, int],
    settings_dir: Path,
    recordings: Path | None = None,
    prepare=None,
    **settings,
):
    """The window's pixels once scene ``name`` has settled (a copy), and the app that drew them
    (its session closed). ``prepare(app)``, when given, runs between reaching the scene and
    settling it. The game's data folder must be set by the caller (``data_dir`` or a test's
    monkeypatch)."""
    app = _app(size, settings_dir, **settings)
    scenes(recordings=recordings)[name](app)
    if prepare is not None:
        prepare(app)
    _settle(app)
    image = app.window.copy()
    if app.session is not None:
        app.session.close()
    return image, app


def help_on(base, *intents: str):
    """Help (issue 15) opened on what the screen ``base`` focuses after ``intents``."""

    def run(app):
        from game.shell.input import KEYBOARD, Intent, IntentEvent

        base(app)
        _settle(app, 20)
        for name in (*intents, "help"):
            event = IntentEvent(Intent(name), KEYBOARD, pressed=True)
            if not any(o.handle(event) for o in reversed(app.overlays)):
                app.stack.top.handle(event)
            app.stack.apply()
            _settle(app, 2)

    return run


def advice_on(base):
    """The suggested move (issue 15) on the screen ``base``, once the bot has thought."""

    def run(app):
        import time

        from game.shell.input import KEYBOARD, Intent, IntentEvent

        base(app)
        _settle(app, 20)
        advisor = next(o for o in app.overlays if type(o).__name__ == "Advisor")
        advisor.handle(IntentEvent(Intent.HINT, KEYBOARD, pressed=True))
        for _ in range(600):  # the bot thinks in a thread: wait for it (a few seconds)
            _settle(app, 1)
            if not advisor.thinking:
                break
            time.sleep(0.01)

    return run


def scenes(recordings: Path | None = None) -> dict:
    """name -> function(app) that puts the app in that scene. With ``recordings`` (a folder),
    game scenes replay ``<name>.jsonl`` from it (recorded with bots when missing)."""
    from game.isle import scenarios as sc
    from game.isle.rules import to_move
    from game.isle.rules.state import Bonus, ChooseField, Commons, MoveCats
    from game.isle.rules.vocabulary import Phase
    from tools.fuse_shots import fuse_scenes

    def log(name: str) -> Path | None:
        return recordings / f"{name}.jsonl" if recordings is not None else None

    def title(app):
        from game.shell.scenes.title import TitleScene

        app.start(TitleScene(app))

    def push(factory):
        def run(app):
            title(app)
            app.stack.push(factory(app))
            app.stack.apply()

        return run

    def settings(app):
        from game.shell.scenes.settings import SettingsScene

        return SettingsScene(app)

    def credits(app):
        from game.shell.scenes.credits import CreditsScene

        return CreditsScene(app)

    def howto(app):
        from game.isle.scenes.howto import HowToPlayScene

        return HowToPlayScene(app)

    def setup(app):
        from game.isle.scenes.setup import SetupScene

        return SetupScene(app)

    def first(app):
        from game.shell.scenes.first_launch import FirstLaunchScene

        return FirstLaunchScene(app)

    def remap(app):
        from game.shell.scenes.remap import RemapScene

        return RemapScene(app)

    def game_at(name, want, **kw):
        def run(app):
            _game(app, want, recording=log(name), **kw)
            _settle(app, 30)

        return run

    def pause(app):
        scene = _game(app, sc.at_screen("board"), recording=log("pause"))
        _settle(app, 10)
        scene.open_pause()
        app.stack.apply()

    def handoff(app):
        from game.shell.scenes.handoff import HandoffScene

        scene = _game(app, sc.at_screen("draft"), humans=2, recording=log("handoff"))
        _settle(app, 5)
        app.stack.reset(scene)
        app.stack.push(HandoffScene(app, scene, 1, scene))
        app.stack.apply()

    def boats(app):
        from game.isle.scenes.boats import BoatsScene

        scene = _game(app, sc.board_choice, recording=log("boats"))
        _settle(app, 5)
        app.stack.push(BoatsScene(app, scene, 0))
        app.stack.apply()

    def table_cards(app):
        from game.isle.scenes.boats import BoatsScene
        from game.isle.scenes.table_cards import TableCardsScene

        scene = _game(
            app,
            sc.board_choice,
            players=1,
            mode="solo",
            difficulty="hard",
            recording=log("table_cards"),
        )
        _settle(app, 5)
        app.stack.push(BoatsScene(app, scene, 0))
        app.stack.push(TableCardsScene(app, scene, 0))
        app.stack.apply()

    def reconnect(app):
        from game.shell.scenes.reconnect import ReconnectScene

        _game(app, sc.board_choice, recording=log("reconnect"))
        _settle(app, 5)
        app.stack.push(ReconnectScene(app, 0))
        app.stack.apply()

    def anytime(app):
        """The human's own offer of anytime cards (asked always, whether it matters or not)."""
        app.settings.anytime_prompts = "always"
        game_at("anytime", lambda s: sc.at_screen("anytime")(s) and list(to_move(s))[:1] == [0])(
            app
        )

    def turn_confirm(app):
        """The placing screen, then Enter: the tile lands and the turn asks to be confirmed."""
        import pygame

        _game(app, sc.placing, recording=log("placing"))
        _settle(app, 30)
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            pygame.event.post(
                pygame.event.Event(kind, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
            )
            _settle(app, 1)
        _settle(app, 60)

    def others_played(app, focus_news: bool = False):
        """The human passed its rescue turn; the bots played on, live, to its rare-find turn:
        the last move stays outlined with its caption, the "since your turn" strip lists the
        others' moves (``focus_news``: its first entry focused, shown on the table)."""
        from game.isle.rules.actions import Pass
        from game.isle.rules.state import RareTurn

        app.settings.anytime_prompts = "never"  # the offers are not this picture
        scene = _game(app, sc.board_choice, recording=log("others_played"))
        session = scene.session
        del session.poll_bots  # the bots play again (the class's method)
        _settle(app, 5)
        scene.submit(Pass(0))
        for _ in range(60 * 60):
            top = session.state.top
            board = app.stack.top
            if (
                isinstance(top, RareTurn)
                and top.seat == 0
                and getattr(board, "screen", "") == ("board")
            ):
                break
            _settle(app, 1)
        session.poll_bots = _still
        _settle(app, 5)
        if focus_news:
            board = app.stack.top
            board.refresh()
            board.focus = next(
                i for i, item in enumerate(board.items) if item.key.startswith("news:")
            )

    def turn_comes_back(app, name: str, want, players: int = 4, start=sc.board_choice, **kw):
        """The human (seat 0) plays its turn as an easy bot would; the others play on, live,
        until the human's next decision ``want`` on the board: the messages of the others'
        moves (captions, the sister's lines) are up as that turn starts."""
        from game.isle.bots.levels import make_bot

        app.settings.anytime_prompts = "never"
        scene = _game(app, start, players=players, recording=log(name), **kw)
        session = scene.session
        del session.poll_bots  # the bots play again (the class's method)
        _settle(app, 5)
        from game.isle.rules.state import RescueTurn

        stand_in = make_bot("easy", 100)
        for _ in range(12):  # one turn: a rescue and what it brings
            scene.submit(stand_in.decide(session.view(0)), by_hand=False)
            top = session.state.top
            if 0 not in session.human_movers() or (isinstance(top, RescueTurn) and not top.rescued):
                break
        for _ in range(60 * 30):
            board = app.stack.top
            if want(session.state) and getattr(board, "screen", "") == "board":
                break
            if 0 in session.human_movers() and getattr(board, "screen", "") != "board":
                top = getattr(app.stack, "top", None)
                if top is not scene:  # a screen of the human's between: it plays on
                    scene.submit(stand_in.decide(session.view(0)), by_hand=False)
            _settle(app, 1)
        session.poll_bots = _still
        _settle(app, 3)

    def bot_caption(app):
        """The human's rescue turn right after the bots' rescues (issue 34, play-test N2)."""
        from game.isle.rules.state import RescueTurn

        turn_comes_back(
            app,
            "bot_caption",
            lambda s: isinstance(s.top, RescueTurn) and s.top.seat == 0,
        )

    def sister_caption(app):
        """The human's next rescue turn right after the sister's move, her lines up (N3)."""
        from game.isle.rules.state import RescueTurn

        turn_comes_back(
            app,
            "sister_caption",
            lambda s: isinstance(s.top, RescueTurn) and s.top.seat == 0,
            players=1,
            start=lambda s: isinstance(s.top, RescueTurn),
            seed=4,
            mode="solo",
            difficulty="easy",
        )

    def messages(app):
        """Several messages at once over a rare-find turn: the others' passes, the phase
        banner, a refusal (N4: they stack, never over each other or the player's panel)."""
        game_at("rare_finds", lambda s: sc.at_screen("board")(s) and s.phase == Phase.RARE_FINDS)(
            app
        )
        _settle(app, 5)
        app.settings.animation_speed = "normal"  # the banner shows for a while
        effects = app.stack.scenes[0].effects
        for name in ("Sam", "Leo", "Nora"):
            effects.toast(app.t("caption.passed", name=name))
        effects.banner(app.t("banner.rare_finds"))
        effects.toast(app.t("board.no_card_to_play"), bad=True)
        _settle(app, 30)  # the banner is in

    def keep_some(name: str, screen: str, **kw):
        """The draft or the buy with its first two cards and its last one chosen, the focus
        on the last (issue 34, N11 and N17: raised cards, their ticks, the row's edge)."""

        def run(app):
            game_at(name, sc.at_screen(screen), **kw)(app)
            scene = app.stack.top
            cards = [i.key for i in scene.items if i.card is not None and i.enabled]
            for key in (*cards[:2], cards[-1]):
                scene.refresh()
                scene.focus = next(n for n, i in enumerate(scene.items) if i.key == key)
                scene.activate(scene.items[scene.focus])
            _settle(app, 4)

        return run

    def end_of_day(app):
        """The first night's summary over the morning of day 2, all of it in."""
        from game.isle.rules import events as ev
        from game.isle.scenes.end_of_day import EndOfDayScene, summarize

        scene = _game(app, sc.at_screen("draft", day=2), recording=log("end_of_day"))
        session = scene.session
        night: tuple = ()
        for _, events in session.past_events():
            if any(isinstance(e, ev.DayEnded) for e in events):
                night = events
        summary = summarize(session.public_view().state, night)
        app.stack.push(EndOfDayScene(app, scene, summary))
        app.stack.apply()
        _settle(app, 120)

    def timeline(app):
        """The pause menu's timeline in the rescue of day 2 (the moves rebuilt from the log,
        as after a Continue)."""
        from game.isle.scenes.timeline import IsleTimelineScene as TimelineScene
        from game.isle.ui.captions import Recap

        scene = _game(app, sc.board_choice, recording=log("timeline"))
        scene.recap = Recap(content=isle_content(app))
        scene.recap.replay(scene.session.past_events(), scene.session.humans())
        _settle(app, 5)
        scene.open_pause()
        app.stack.push(TimelineScene(app, scene))
        app.stack.apply()

    def scoring(app):
        from game.isle.rules import is_over

        _game(app, is_over, seed=9, recording=log("scoring"))
        _settle(app, 300)

    def tutorial_at(step_id: str, frames: int = 40):
        """The guided game (issue 15) at one of its steps, played there by itself."""

        def run(app):
            from game.isle.scenes.tutorial import TutorialScene
            from game.isle.tutorial.guided import TutorialSession, play_to
            from game.isle.tutorial.script import load_script

            script = load_script("first_game", isle_content(app))
            session = TutorialSession(isle_content(app), script, app.settings.language)
            play_to(session, step_id)
            app.stack.reset(TutorialScene(app, session))
            app.stack.apply()
            _settle(app, frames)

        return run

    def tutorial_confirm(app):
        """The guided game's first turn confirm step, after the first tile is placed."""
        tutorial_at("place1")(app)
        game = app.stack.scenes[0]
        board = app.stack.top
        board.submit(game.tutorial.expected()[0])
        _settle(app, 20)

    def top_of_game(name, want, then, **kw):
        """A game screen, then ``then(app, scene)`` opens what a player opens from it."""

        def run(app):
            _game(app, want, recording=log(name), **kw)
            _settle(app, 30)
            then(app, app.stack.top)
            app.stack.apply()
            _settle(app, 10)

        return run

    def mine(kind):
        return lambda s: isinstance(s.top, kind) and getattr(s.top, "seat", None) == 0

    def card_effect(effect):
        from game.isle.rules.actions import Play

        def prefer(action):
            return isinstance(action, Play) and app_content().cards[action.card].effect == effect

        return prefer

    def app_content():
        from game.isle.data.loader import load_content

        return load_content()

    def in_game(factory):
        """A menu opened from the pause menu of a game."""

        def run(app):
            pause(app)
            _settle(app, 5)
            app.stack.push(factory(app))
            app.stack.apply()

        return run

    def message(app):
        from game.shell.scenes.dialog import MessageScene

        title(app)
        reason = "line 12: unexpected end of the file (the game was stopped while saving)"
        app.stack.push(MessageScene(app, app.t("save.broken", reason=reason, name="save.bad")))
        app.stack.apply()

    def profile(app):
        from game.shell.scenes.profile import ProfileScene

        push(setup)(app)
        app.stack.push(ProfileScene(app, "Mia", {}))
        app.stack.apply()

    def symbols(app):
        from game.shell.scenes.symbols import SymbolsScene

        return SymbolsScene(app)

    def cvd(app):
        from game.shell.scenes.cvd_preview import CvdPreviewScene

        return CvdPreviewScene(app)

    def event_log(app):
        """The pause menu's "What happened": the timeline over the pause menu (the event log
        became the timeline)."""
        from game.isle.scenes.timeline import IsleTimelineScene as TimelineScene

        return TimelineScene(app, app.stack.scenes[0])

    def sandbox(app):
        from game.isle.scenes.sandbox import SandboxScene

        boats(app)
        _settle(app, 5)
        seat = app.session.state.seats[0]
        app.stack.push(SandboxScene(app, seat.boat, seat.tiles))
        app.stack.apply()

    def ask_color(app, scene):
        scene.ask_color(lambda color: None)

    def buy_nothing(app, scene):
        scene.chosen.clear()
        scene.finish()

    def pay_basket(app, board):
        from game.isle.scenes.board import rescue_options

        options = rescue_options(board.session.state, board.seat)
        tile, pays = next((t, p) for t, p in options.items() if len(p) > 1)
        board.ask_payment(tile, pays)

    def pays_twice(state):
        from game.isle.rules.state import RescueTurn
        from game.isle.scenes.board import rescue_options

        return (
            isinstance(state.top, RescueTurn)
            and state.top.seat == 0
            and any(len(p) > 1 for p in rescue_options(state, 0).values())
        )

    def rare_pick(state):
        from game.isle.rules import legal_actions
        from game.isle.rules.actions import Play
        from game.isle.rules.state import RareTurn

        cards = state.content.cards
        return (
            isinstance(state.top, RareTurn)
            and state.top.seat == 0
            and any(
                isinstance(a, Play)
                and a.tile is not None
                and cards[a.card].type in ("treasure", "oshax")
                for a in legal_actions(state, 0)
            )
        )

    def pick_rare(app, board):
        item = next(i for i in board.items if i.key.startswith(("rare", "oshax")))
        board.activate(item)

    def which_cards(app):
        """The choice among ways to play one card (two lessons to give up, by name)."""
        from game.shell.scenes.dialog import ChoiceScene

        anytime(app)
        names = isle_texts(app)
        lang = app.settings.language
        lessons = [
            c for c, card in isle_content(app).cards.items() if card.type == "lesson_private"
        ]
        lessons.sort(key=lambda c: -len(names.card_name(c, lang)))
        pairs = [(lessons[i], lessons[i + 1]) for i in range(0, 6, 2)]
        choices = [
            (" + ".join(names.card_name(c, lang) for c in pair), lambda: None) for pair in pairs
        ]
        app.stack.push(ChoiceScene(app, app.t("anytime.which_ones"), choices, cancel=lambda: None))
        app.stack.apply()

    def placing_preview(app):
        """Placing, at the legal spot whose preview says the most (maps, families, rats)."""
        from game.isle.scenes.placement import preview

        _game(app, sc.placing, recording=log("placing"))
        _settle(app, 30)
        board = app.stack.top
        state = app.session.state
        cursor = board.cursor
        best, where = -1, None
        for _ in range(300):
            cursor.next_spot(state)
            said = len(preview(state, board.seat, cursor.tile, cursor.mask(state)))
            if said > best:
                best, where = said, (cursor.x, cursor.y, cursor.k)
        cursor.x, cursor.y, cursor.k = where
        _settle(app, 5)

    def other_boat(app):
        scoring(app)
        scene = app.stack.top
        scene.shown_seat = (scene.shown_seat + 1) % len(scene.scores)

    def solo_scoring(app):
        from game.isle.rules import is_over

        _game(
            app,
            is_over,
            players=1,
            mode="solo",
            difficulty="hard",
            seed=4,
            recording=log("solo_scoring"),
        )
        _settle(app, 300)

    def settings_sound(app):
        """The settings scrolled down to the volumes."""
        from game.shell.ui.gui import Slider

        push(settings)(app)
        form = app.stack.top.form
        form.focus = next(i for i, w in enumerate(form.widgets) if isinstance(w, Slider))
        form._clamp_scroll()
        form.build()

    def last_page(factory):
        def run(app):
            push(factory)(app)
            scene = app.stack.top
            scene.page, scene._key = 10**6, ()  # counted again when drawn: the last page
            _settle(app, 2)

        return run

    def sister_cards(app):
        """The table's cards, at the sister's lessons (solo)."""
        table_cards(app)
        scene = app.stack.top
        scene.section = next(
            i for i, (key, _) in enumerate(scene.groups()) if key == "cards.sister_lessons"
        )
        _settle(app, 2)

    def saved_games(app, count: int) -> None:
        """``count`` saved games in the slots (the last one unreadable when there are 3)."""
        import shutil
        import time

        from game.isle.session.game_session import GameSession, SeatConfig

        shutil.rmtree(app.saves.folder, ignore_errors=True)
        app.saves.folder.mkdir(parents=True)
        lineups = [
            [SeatConfig("Mia"), SeatConfig("Leo", "bot", "hard"), SeatConfig("Nora", "bot")],
            [SeatConfig("Zoé"), SeatConfig("Hugo")],
            [SeatConfig("Ada")],
        ]
        for number in range(1, count + 1):
            seats = lineups[(number - 1) % 3]
            mode = ("standard", "family", "solo")[(number - 1) % 3]
            session = GameSession(isle_content(app), seats, mode, number, app.saves.path(number))
            session.autosave()
            if count == 3 and number == 3:
                app.saves.path(3).write_text('{"kind": "header", "format": 1}\n')
            ago = time.time() - 3600 * 9 * (number - 1)
            os.utime(app.saves.path(number), (ago, ago))

    def load(app):
        from game.shell.scenes.saves import LoadScene

        saved_games(app, 3)
        title(app)
        app.stack.push(LoadScene(app))
        app.stack.apply()

    def load_replace(app):
        from game.shell.scenes.saves import LoadScene

        saved_games(app, 8)
        title(app)
        app.stack.push(LoadScene(app, replacing=True))
        app.stack.apply()
        app.stack.top.choose(app.stack.top.entries[1])
        app.stack.apply()

    def load_choice(app):
        load(app)
        app.stack.top.choose(app.stack.top.entries[0])
        app.stack.apply()

    def delete_question(app):
        load(app)
        app.stack.top.ask_delete(app.stack.top.entries[0])
        app.stack.apply()

    def notices(app):
        from game.shell.safeio import ReadError

        title(app)
        app.notify(
            "notice.settings_aside",
            reason=ReadError("x", "not_json"),
            name="settings.broken-20261202-101500-042-0.json",
        )
        app.notify("notice.symbols_broken", reason=ReadError("x", "not_json"))

    def leave_unsaved(app):
        import errno

        from game.shell.scenes.saving import leave_game

        pause(app)
        app.session.save_path = app.saves.path(1)

        def full(path, text, make_folder=True):
            raise OSError(errno.ENOSPC, "No space left on device")

        import game.shell.session.match as match_module

        match_module.write_atomic = full
        try:
            leave_game(app, lambda: None)
            app.stack.apply()
        finally:
            from game.shell.session.files import write_atomic

            match_module.write_atomic = write_atomic

    def game_choice(app):
        """The title's New game: which game of the box."""
        title(app)
        app.open("game_choice", app.games.all, lambda game: None)
        app.stack.apply()

    table = {
        "title": title,
        "game_choice": game_choice,
        "first_launch": push(first),
        "settings": push(settings),
        "credits": push(credits),
        "how_to_play": push(howto),
        "setup": push(setup),
        "remap": push(remap),
        "draft": game_at("draft", sc.at_screen("draft")),
        "buy": game_at("buy", sc.at_screen("buy")),
        "declare": game_at("declare", sc.at_screen("declare")),
        "anytime": anytime,
        "rescue": game_at("rescue", sc.board_choice),
        "placing": game_at("placing", sc.placing),
        "turn_confirm": turn_confirm,
        "rare_finds": game_at(
            "rare_finds", lambda s: sc.at_screen("board")(s) and s.phase == Phase.RARE_FINDS
        ),
        "family_lessons": game_at("family_lessons", sc.at_screen("family_lessons"), mode="family"),
        "solo": game_at("solo", sc.board_choice, players=1, mode="solo", difficulty="hard"),
        "pause": pause,
        "handoff": handoff,
        "boats": boats,
        "table_cards": table_cards,
        "reconnect": reconnect,
        "scoring": scoring,
        "others_played": others_played,
        "draft_kept": keep_some("draft", "draft"),
        "buy_kept": keep_some("buy", "buy"),
        "bot_caption": bot_caption,
        "sister_caption": sister_caption,
        "messages": messages,
        "since_your_turn": lambda app: others_played(app, focus_news=True),
        "end_of_day": end_of_day,
        "timeline": timeline,
        "message": message,
        "profile": profile,
        "symbols": push(symbols),
        "cvd_preview": push(cvd),
        "settings_in_game": in_game(settings),
        "remap_in_game": in_game(remap),
        "event_log": in_game(event_log),
        "sandbox": sandbox,
        "buy_color": top_of_game("buy", sc.at_screen("buy"), ask_color),
        "buy_nothing": top_of_game("buy", sc.at_screen("buy"), buy_nothing),
        "pay_basket": top_of_game("pay_basket", pays_twice, pay_basket, players=2, seed=1),
        "bonus": game_at("bonus", mine(Bonus), players=2, seed=1),
        "commons": game_at("commons", mine(Commons), players=2, seed=1),
        "move_cats": game_at(
            "move_cats",
            mine(MoveCats),
            players=2,
            seed=21,
            prefer=card_effect("move_cats_between_fields"),
        ),
        "choose_field": game_at(
            "choose_field",
            mine(ChooseField),
            players=2,
            seed=2,
            prefer=card_effect("draw_tiles_to_fields"),
        ),
        "tile_picker": top_of_game("tile_picker", rare_pick, pick_rare, players=2, seed=1),
        "which_cards": which_cards,
        "placing_preview": placing_preview,
        "other_boat": other_boat,
        "solo_scoring": solo_scoring,
        "settings_sound": settings_sound,
        "how_to_play_end": last_page(howto),
        "credits_end": last_page(credits),
        "sister_cards": sister_cards,
        "load": load,
        "load_replace": load_replace,
        "load_choice": load_choice,
        "delete_question": delete_question,
        "notices": notices,
        "leave_unsaved": leave_unsaved,
    }
    table.update(kitten_scenes())
    table.update(quest_scenes(recordings))  # tools/quest_shots.py
    table.update(fuse_scenes())  # Kitten Fuse's screens (tools/fuse_shots.py)
    table.update(
        {
            "kittens_help": help_on(table["kittens_hand"]),
            "kittens_advice": advice_on(table["kittens_hand"]),
            "kittens_help_seat": kitten_help_on_seat,
        }
    )
    table.update(
        {
            "tutorial_welcome": tutorial_at("welcome"),
            "tutorial_draft": tutorial_at("draft1"),
            "tutorial_buy": tutorial_at("buy"),
            "tutorial_rescue": tutorial_at("rescue1"),
            "tutorial_place": tutorial_at("place2"),
            "tutorial_anytime": tutorial_at("anytime"),
            "tutorial_scoring": tutorial_at("scoring", 200),
            "tutorial_confirm": tutorial_confirm,
            "help_card": help_on(table["draft"]),
            "help_cell": help_on(table["placing"]),
            "help_cat": help_on(table["rescue"]),
            "help_setting": help_on(table["settings"], "down", "down"),
            "help_scoring": help_on(table["scoring"]),
            "advice_rescue": advice_on(table["rescue"]),
            "advice_draft": advice_on(table["draft"]),
        }
    )
    from tools.challenge_shots import SCREENS as CHALLENGE_SCREENS

    table.update(CHALLENGE_SCREENS)
    # the player's symbol size at its largest, in both games (issue 35)
    for name in ("symbols", "placing", "boats", "kittens_hand", "kittens_round_end"):
        table[f"{name}_large_symbols"] = large_symbols(table[name])
    return table


def large_symbols(show):
    """The screen ``show`` with the symbols drawn at their largest size (Settings)."""

    def run(app):
        from dataclasses import replace

        app.apply_settings(replace(app.settings, symbol_size="large"), save=False)
        show(app)

    return run


# --- Kitten Toys ----------------------------------------------------------------------------
# Its games are played by a fixed rule (the lowest card, or what a scene steers to), the deal
# drawn from the seed: a change of the bots never changes a picture, and no log is needed.

KITTEN_NAMES = ("Mia", "Leo", "Nora", "Sam", "Zoé")


def _lowest(state, seat: int):
    from game.kittens.rules.actions import Play

    return Play(seat, min(state.seats[seat].hand))


def _kitten_session(players: int, humans: int, seed: int, want, policy=_lowest, first: int = 0):
    """A game of Kitten Toys played from its start until ``want(state)`` holds (or, with
    ``want`` None, only dealt), every seat playing ``policy``; the bots are held still."""
    from game.kittens.rules import is_over
    from game.kittens.session.session import KittenSession
    from game.shell.session.seated import SeatConfig

    seats = [
        SeatConfig(KITTEN_NAMES[i], "human" if i < humans else "bot", ("normal", "hard")[i % 2])
        for i in range(players)
    ]
    session = KittenSession(seats, seed)
    if want is not None:
        if session.asks_first_player():
            session.choose_first(first)
        for _ in range(3000):
            state = session.state
            if is_over(state) or want(state):
                break
            session.submit(policy(state, session.movers()[0]))
    session.poll_bots = _still
    return session


def _kitten_table(app, session):
    from game.kittens.scenes.table import KittenTable

    scene = KittenTable(app, session)
    app.stack.reset(scene)
    app.stack.apply()
    return scene


def _before(event_type):
    """A ``want``: the next card played (by the lowest-card rule) brings ``event_type``."""
    from game.kittens.rules import apply_action, to_move

    def want(state) -> bool:
        movers = to_move(state)
        if not movers or movers[0] < 0:
            return False
        _, events = apply_action(state, _lowest(state, movers[0]))
        return any(isinstance(e, event_type) for e in events)

    return want


def _human_turn(seat: int = 0, played: int = 2):
    def want(state) -> bool:
        from game.kittens.rules import to_move

        return to_move(state) == (seat,) and len(state.trick) >= played

    return want


def _paw_policy(state, seat: int):
    """Steer to a paw swipe beside its 7: play the partner of a card on the table when held,
    lead a paw swipe or a 7 when leading; else the lowest card."""
    from game.kittens.rules.actions import Play

    hand = state.seats[seat].hand
    on_table = [c for _, c in state.trick]
    for card in on_table:
        partner = card + 6 if card % 10 == 1 else card - 6 if card % 10 == 7 else 0
        if partner in hand:
            return Play(seat, partner)
    if not on_table:
        for card in hand:
            if card % 10 in (1, 7):
                return Play(seat, card)
    return Play(seat, min(hand))


def _paw_turned(state) -> bool:
    from game.kittens.rules.tricks import turned_paw_swipes

    return bool(turned_paw_swipes(c for _, c in state.trick))


def _play_next(app, frames: int, speed: str = "normal"):
    """The next card (by the lowest-card rule) is played and ``frames`` frames run at
    ``speed``: an animation caught in the middle (frames at a fixed step: the same picture
    every time)."""
    session = app.session
    app.settings.animation_speed = speed
    session.submit(_lowest(session.state, session.movers()[0]))
    for _ in range(frames):
        app.step(1 / 60)


def kitten_scenes() -> dict:
    """name -> function(app) for the screens of Kitten Toys."""
    from game.kittens.rules.events import GameEnded, RoundEnded, ToysLost, TrickWon

    def push_named(name):
        def run(app):
            from game.shell.scenes.title import TitleScene

            app.start(TitleScene(app))
            app.open(name)
            app.stack.apply()

        return run

    def at(players, humans, seed, want, policy=_lowest, then=None):
        def run(app):
            _kitten_table(app, _kitten_session(players, humans, seed, want, policy))
            _settle(app, 30)
            if then is not None:
                then(app)

        return run

    def first(app):
        _kitten_table(app, _kitten_session(4, 2, 11, None))
        _settle(app, 5)

    def picked(app):
        app.stack.top.focus = 1
        app.stack.top.pick(1)

    def won(app):
        _play_next(app, 70)

    def overflow(app):
        _play_next(app, 0)
        for _ in range(240):
            app.step(1 / 60)
            if app.stack.top.show.lost is not None:
                break
        for _ in range(20):
            app.step(1 / 60)

    def round_end(app):
        _play_next(app, 10, "instant")

    def game_end(app):
        _play_next(app, 10, "instant")
        if type(app.stack.top).__name__ == "RoundEndScene":
            app.stack.top.close()
            _settle(app, 10)

    def last_trick(app):
        app.stack.scenes[0].toggle_last()
        _settle(app, 2)

    def pause(app):
        app.stack.top.open_pause()
        app.stack.apply()

    def timeline(app):
        pause(app)
        _settle(app, 3)
        app.open("kittens.timeline", app.stack.scenes[0])
        app.stack.apply()

    return {
        "kittens_setup": push_named("kittens.setup"),
        "kittens_how_to_play": push_named("kittens.how_to_play"),
        "kittens_first": first,
        "kittens_table": at(4, 1, 7, _bot_turn(2)),
        "kittens_hand": at(5, 1, 3, _human_turn(0, 3), then=picked),
        "kittens_paw": at(3, 1, 4, _paw_turned, _paw_policy),
        "kittens_won": at(3, 1, 8, _before(TrickWon), then=won),
        "kittens_overflow": at(4, 1, 5, _before(ToysLost), then=overflow),
        "kittens_handoff": at(3, 2, 6, _human_turn(1, 1)),
        "kittens_handoff_news": at(3, 2, 6, _after_a_trick(1)),
        "kittens_last_trick": at(4, 1, 7, _after_a_trick(0), then=last_trick),
        "kittens_round_end": at(3, 1, 9, _before(RoundEnded), then=round_end),
        "kittens_game_end": at(3, 1, 9, _before(GameEnded), then=game_end),
        "kittens_round_end_5": at(5, 1, 9, _before(RoundEnded), then=round_end),
        "kittens_game_end_5": at(5, 1, 9, _before(GameEnded), then=game_end),
        "kittens_pause": at(4, 1, 7, _bot_turn(2), then=pause),
        "kittens_timeline": at(4, 1, 7, _after_tricks(5), then=timeline),
    }


def _bot_turn(played: int):
    def want(state) -> bool:
        from game.kittens.rules import to_move

        movers = to_move(state)
        return bool(movers) and movers[0] > 0 and len(state.trick) == played

    return want


def _after_a_trick(seat: int):
    """A ``want``: ``seat``'s turn once a trick was won this round (a hand-off tells it)."""

    def want(state) -> bool:
        from game.kittens.rules import to_move

        return to_move(state) == (seat,) and any(s.collection for s in state.seats)

    return want


def _after_tricks(count: int):
    def want(state) -> bool:
        total = sum(len(s.collection) for s in state.seats)
        return total >= count * state.players and not state.trick

    return want


def kitten_help_on_seat(app) -> None:
    """Help on a seat's panel, pointed at with the mouse."""
    from game.shell.input import MOUSE, Intent, IntentEvent, PointerMove

    kitten_scenes()["kittens_table"](app)
    table = app.stack.scenes[0]
    point = table.geo.panels[1].center
    for overlay in app.overlays:
        overlay.handle(PointerMove(point))
    event = IntentEvent(Intent("help"), MOUSE, pressed=True, pos=point)
    next(o for o in app.overlays if o.handle(event))
    app.stack.apply()


def main(argv: list[str] | None = None) -> int:
    parser = Parser(description="Render every scene to PNG files.")
    parser.add_argument("outdir")
    parser.add_argument("--sizes", type=window_sizes, default="1280x720,1920x1080")
    parser.add_argument("--only", default="", help="comma-separated scene names")
    parser.add_argument("--lang", default="en", choices=LANGUAGE_CODES)
    parser.add_argument("--text-scale", type=between(*TEXT_SCALE_RANGE), default=1.0)
    parser.add_argument("--palette", default="standard", choices=PALETTE_NAMES)
    args = parser.parse_args(argv)
    import pygame

    out = check_folder(parser, "outdir", args.outdir)
    out.mkdir(parents=True, exist_ok=True)
    wanted = [n for n in args.only.split(",") if n]
    table = scenes()
    unknown = [n for n in wanted if n not in table]
    if unknown:
        parser.error(f"unknown scene(s): {', '.join(unknown)}; known: {', '.join(table)}")
    sizes = args.sizes
    with tempfile.TemporaryDirectory() as tmp, data_dir(Path(tmp)):
        for size in sizes:
            for name in table:
                if wanted and name not in wanted:
                    continue
                image, _ = shot(
                    name,
                    size,
                    Path(tmp),
                    language=args.lang,
                    text_scale=args.text_scale,
                    palette=args.palette,
                )
                path = out / f"{name}_{size[0]}x{size[1]}.png"
                pygame.image.save(image, str(path))
                print(path)
                pygame.display.quit()
    return 0


if __name__ == "__main__":
    from game.cli import run

    sys.exit(run(main))
