"""The games in the box, ``REGISTERED``: one descriptor per game, which the shell (title, setup
memory, saves, Load, Continue, How to play) and the command line (simulate, tournament, record,
daily and a game's own commands) ask instead of naming a game's modules. See docs/shell.md and
docs/adding-a-game.md.

A descriptor is data: names of scenes (opened through ``Host.open``, registered in the scene
catalog at start-up), ``"module:attribute"`` targets loaded when first used (its headless engine,
its header reader, its box art), file names, player counts and translation keys. Nothing here
imports a game, so the title's first frame and ``python -m game --help`` load none of them.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Mapping
from dataclasses import field
from pathlib import Path
from types import MappingProxyType
from typing import Any

from game.shell.record import record


def load_target(target: str) -> Any:
    """The attribute named by ``"module:attribute"``, its module imported now."""
    module, _, attribute = target.partition(":")
    return getattr(importlib.import_module(module), attribute)


@record(frozen=True)
class Command:
    """A command of the command line that one game gives (The Isle of Cats' ``score``)."""

    main: str  # "module:function": (argv) -> exit status
    help: str  # its line in ``python -m game --help``


@record(frozen=True)
class GameInfo:
    """What the shell knows of one game."""

    id: str  # short and stable: --game, file names, settings, scene names ("kittens")
    name_key: str  # the catalogs' key of its name
    title: str  # its name on the command line ("The Isle of Cats")
    players: tuple[int, ...]  # the player counts it is played with
    scenes: Mapping[
        str, str
    ]  # its scenes by name -> "module:attribute" (game/shell/app/catalog.py)
    setup: str = "setup"  # the scene New game opens (it takes ``slot=``: the slot to replace)
    resume: str = "resume"  # builds the game scene from a save's path (OSError, ValueError)
    read_header: str = ""  # "module:function": a save's header (JSON) -> its model (ValueError)
    preload: str = ""  # "module:function" run in the background while the title shows
    save_lines: str = ""  # "module:function": (t, slot) -> its line and details on Load
    how_to_play: str = "how_to_play"  # its rules in short pages (and the controls)
    learn: str = ""  # the title's Learn to play (empty: the game has no guided game)
    learn_offer: str = ""  # the first launch's offer of the guided game
    save_game: str = ""  # the ``game`` of its saves' headers (default: the id)
    older_saves: bool = False  # saves without a ``game`` in their header are this game's
    setup_memory: str = ""  # its last setup, remembered in the config folder (setup-<id>.json)
    # "module:function": its levels (content, validated); the title loads them in the
    # background and says why when a file is broken (ValueError naming the file and field)
    levels: str = ""
    pitch_key: str = ""  # the catalogs' key of its one-line pitch (the title's choice of game)
    box_art: str = ""  # "module:function": (app, width, height) -> its drawn box art
    # the command line (game/shell/headless.py): "module:attribute" of its ``Headless``
    headless: str = ""
    # simulate's and tournament's options of its own, with their help (The Isle: --mode)
    options: Mapping[str, str] = field(default_factory=dict)
    commands: Mapping[str, Command] = field(default_factory=dict)  # commands of its own
    daily: str = ""  # "module:function": (date) -> its daily game (``python -m game daily``)
    daily_screen: str = ""  # the scene of its daily game in the window (the title's Daily game)
    recorded: bool = False  # its reference defines a whole-game record (``python -m game record``)
    records: str = ""  # "module:function": (app) -> its part of the title's records plate

    def picture(self, app: Any, width: int, height: int) -> Any:
        """Its box art at that size (None: it has none)."""
        return load_target(self.box_art)(app, width, height) if self.box_art else None

    @property
    def save_id(self) -> str:
        return self.save_game or self.id

    def describe_save(self, t: Callable[..., str], entry: Any) -> tuple[str, list[str]]:
        """A slot of this game on the Load screen: its line, and the lines of its details."""
        return load_target(self.save_lines)(t, entry)

    def engine(self) -> Any:
        """Its headless engine (game.shell.headless.Headless), imported now."""
        return load_target(self.headless)

    def setup_path(self, folder: Path) -> Path:
        """The file of its setup memory in the config ``folder``."""
        return folder / (self.setup_memory or f"setup-{self.id}.json")


ISLE_OF_CATS = GameInfo(
    id="isle",
    name_key="app.title",
    title="The Isle of Cats",
    players=(1, 2, 3, 4),
    scenes=MappingProxyType(
        {
            # set-up, the guided game, the rules
            "setup": "game.isle.scenes.setup:SetupScene",
            "learn": "game.isle.scenes.tutorial:learn",
            "tutorial_offer": "game.isle.scenes.tutorial:offer_tutorial",
            "how_to_play": "game.isle.scenes.howto:HowToPlayScene",
            "resume": "game.isle.scenes.game:resume_game",
            # the game in progress
            "timeline": "game.isle.scenes.timeline:IsleTimelineScene",
            "end_of_day": "game.isle.scenes.end_of_day:after_the_day",
            "scoring": "game.isle.scenes.scoring:ScoringScene",
            "boats": "game.isle.scenes.boats:BoatsScene",
            "table_cards": "game.isle.scenes.table_cards:TableCardsScene",
            "sandbox": "game.isle.scenes.sandbox:SandboxScene",
            "turn_confirm": "game.isle.scenes.turn_confirm:TurnConfirmScene",
            "colors": "game.isle.scenes.colors:ColorScene",
            "card_picker": "game.isle.scenes.anytime:CardPickerScene",
            # the decision screens (the router's names: game/isle/session/decisions.py)
            "draft": "game.isle.scenes.draft:DraftScene",
            "family_lessons": "game.isle.scenes.draft:family_lessons",
            "buy": "game.isle.scenes.buy:BuyScene",
            "declare": "game.isle.scenes.rescue:DeclareScene",
            "anytime": "game.isle.scenes.anytime:AnytimeScene",
            "board": "game.isle.scenes.board:BoardScene",
            # the challenges and the daily game (issue 36)
            "challenges": "game.isle.scenes.challenges:open_challenges",
            "challenge": "game.isle.scenes.challenge:ChallengeScene",
            "challenge_result": "game.isle.scenes.challenge_result:ResultScene",
            "daily": "game.isle.scenes.daily:DailyScene",
            "daily_resume": "game.shell.scenes.saves:load_game",
        }
    ),
    save_lines="game.shell.scenes.saves:isle_save_lines",
    read_header="game.isle.session.header:parse_header",
    preload="game.isle.scenes.setup_memory:warm_models",
    learn="learn",
    learn_offer="tutorial_offer",
    save_game="isle-of-cats",
    older_saves=True,
    setup_memory="last_setup.json",  # the name from before there were two games
    levels="game.isle.data.loader:load_content",
    pitch_key="box.pitch.isle",
    box_art="game.isle.ui.box_art:isle_box",
    headless="game.isle.headless:HEADLESS",
    options=MappingProxyType(
        {
            "--mode": "the game mode (standard, family, solo; standard when omitted)",
            "--difficulty": "solo: the sister's level (easy, medium, hard, very_hard, expert)",
        }
    ),
    commands=MappingProxyType(
        {
            "score": Command(
                "game.isle.scorefile:main",
                "score a finished position of The Isle of Cats described in a JSON file",
            )
        }
    ),
    daily="game.isle.session.daily:daily_for",
    daily_screen="daily",
    records="game.isle.ui.records_plate:records_summary",
)


KITTEN_TOYS = GameInfo(
    id="kittens",
    name_key="kittens.game.name",
    title="Kitten Toys",
    players=(3, 4, 5),
    scenes=MappingProxyType(
        {
            "kittens.setup": "game.kittens.scenes.setup:KittenSetupScene",
            "kittens.resume": "game.kittens.scenes.table:resume",
            "kittens.how_to_play": "game.kittens.scenes.howto:KittenHowToPlayScene",
            "kittens.hand": "game.kittens.scenes.hand:KittenHandScene",
            "kittens.round_end": "game.kittens.scenes.round_end:RoundEndScene",
            "kittens.game_end": "game.kittens.scenes.round_end:GameEndScene",
            "kittens.timeline": "game.kittens.scenes.timeline:KittenTimelineScene",
        }
    ),
    setup="kittens.setup",
    resume="kittens.resume",
    how_to_play="kittens.how_to_play",
    read_header="game.kittens.session.header:parse_header",
    save_lines="game.kittens.session.header:save_lines",
    pitch_key="box.pitch.kittens",
    box_art="game.kittens.ui.box_art:kitten_box",
    headless="game.kittens.headless:HEADLESS",
    recorded=True,
)


KITTEN_FUSE = GameInfo(
    id="fuse",
    name_key="fuse.game.name",
    title="Kitten Fuse",
    players=(2, 3, 4, 5),
    scenes=MappingProxyType(
        {
            "fuse.setup": "game.fuse.scenes.setup:FuseSetupScene",
            "fuse.resume": "game.fuse.scenes.table:resume",
            "fuse.how_to_play": "game.fuse.scenes.howto:FuseHowToPlayScene",
            "fuse.hand": "game.fuse.scenes.hand:FuseHandScene",
            "fuse.window": "game.fuse.scenes.window:NoWindowScene",
            "fuse.give": "game.fuse.scenes.give:FuseGiveScene",
            "fuse.peek": "game.fuse.scenes.peek:FusePeekScene",
            "fuse.calm": "game.fuse.scenes.calm:FuseCalmScene",
            "fuse.pick": "game.fuse.scenes.pick:FusePickScene",
            "fuse.game_end": "game.fuse.scenes.game_end:FuseGameEndScene",
            "fuse.timeline": "game.fuse.scenes.timeline:FuseTimelineScene",
        }
    ),
    setup="fuse.setup",
    resume="fuse.resume",
    how_to_play="fuse.how_to_play",
    read_header="game.fuse.session.header:parse_header",
    save_lines="game.fuse.session.header:save_lines",
    pitch_key="box.pitch.fuse",
    box_art="game.fuse.ui.box_art:fuse_box",
    headless="game.fuse.headless:HEADLESS",
    options=MappingProxyType({"--combos": "on or off: the special combos (on when omitted)"}),
    recorded=True,
)


DICE_QUEST = GameInfo(
    id="quest",
    name_key="quest.game.name",
    title="Dice Quest",
    players=(1, 2, 3, 4, 5, 6, 7, 8),
    scenes=MappingProxyType(
        {
            "quest.setup": "game.quest.scenes.setup:QuestSetupScene",
            "quest.resume": "game.quest.scenes.table:resume",
            "quest.how_to_play": "game.quest.scenes.howto:QuestHowToPlayScene",
            "quest.turn": "game.quest.scenes.turn:QuestTurnScene",
            "quest.end": "game.quest.scenes.end:QuestEndScene",
            "quest.timeline": "game.quest.scenes.timeline:QuestTimelineScene",
            "quest.daily": "game.quest.scenes.daily:QuestDailyScene",
            "quest.daily_resume": "game.shell.scenes.saves:load_game",
        }
    ),
    setup="quest.setup",
    resume="quest.resume",
    how_to_play="quest.how_to_play",
    read_header="game.quest.session.header:parse_header",
    save_lines="game.quest.session.header:save_lines",
    levels="game.quest.data.window:quest_levels",
    pitch_key="box.pitch.quest",
    box_art="game.quest.ui.box_art:quest_box",
    headless="game.quest.headless:HEADLESS",
    recorded=True,
    daily="game.quest.daily:daily_for",
    daily_screen="quest.daily",
    records="game.quest.ui.records_plate:records_summary",
)


@record(frozen=True)
class Games:
    """The registered games, in the order the title offers them."""

    all: tuple[GameInfo, ...] = field(default=(ISLE_OF_CATS, KITTEN_TOYS, KITTEN_FUSE, DICE_QUEST))

    def __post_init__(self) -> None:
        ids = [game.id for game in self.all]
        if not ids or len(set(ids)) != len(ids):
            raise ValueError(f"the games need distinct ids: {ids}")

    def __iter__(self):
        return iter(self.all)

    def __len__(self) -> int:
        return len(self.all)

    def get(self, game_id: str) -> GameInfo:
        for game in self.all:
            if game.id == game_id:
                return game
        raise KeyError(f"no game {game_id!r}")

    def of_save(self, save_game: str | None) -> GameInfo | None:
        """The game a save's header names (None: a header without one, from before there were
        two games), or None for a game this version does not have."""
        for game in self.all:
            if save_game == game.save_id or (save_game is None and game.older_saves):
                return game
        return None

    def windowed(self) -> Games:
        """The games the window offers: those that give their screens (a game whose screens
        are still to come is played on the command line only)."""
        return Games(tuple(game for game in self.all if game.scenes))

    def ids(self) -> tuple[str, ...]:
        return tuple(game.id for game in self.all)

    def find(self, game_id: str) -> GameInfo | None:
        """The game of ``game_id`` (None: the box has none of that id)."""
        return next((game for game in self.all if game.id == game_id), None)

    def commands(self) -> dict[str, Command]:
        """Every game's commands of its own, by name."""
        return {name: command for game in self.all for name, command in game.commands.items()}

    def with_feature(self, scene: str) -> tuple[GameInfo, ...]:
        """The games that give a scene for ``scene`` (an attribute: "learn", "how_to_play")."""
        return tuple(g for g in self.all if getattr(g, scene))

    def scene_tables(self) -> Iterable[tuple[str, Mapping[str, str]]]:
        return ((game.id, game.scenes) for game in self.all)

    def header_readers(self) -> dict[str | None, Callable[[Any], Any]]:
        """Each game's header reader by the ``game`` its saves name; None: saves naming none
        (the game of older saves), also the reader that says why a header is no game's."""
        readers: dict[str | None, Callable[[Any], Any]] = {}
        for game in self.all:
            reader = _lazy(game.read_header)
            readers[game.save_id] = reader
            if game.older_saves or None not in readers:
                readers[None] = reader
        return readers


def _lazy(target: str) -> Callable[[Any], Any]:
    """A reader that imports its game's header model when the first header is read."""

    def read(data: Any) -> Any:
        return load_target(target)(data)

    return read


REGISTERED = Games()
