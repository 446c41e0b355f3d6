"""The games in the box: one descriptor per game, which the shell (title, setup memory, saves,
Load, Continue, How to play) asks instead of naming a game's modules. See docs/shell.md.

A descriptor is data: names of scenes (opened through ``Host.open``, registered in the scene
catalog at start-up), file names, player counts and translation keys. Nothing here imports a
game's rules or scenes, so the title's first frame loads none of them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any

from game.app.catalog import load_target


@dataclass(frozen=True)
class GameInfo:
    """What the shell knows of one game."""

    id: str  # short and stable: file names, settings, scene names of later games ("kittens")
    name_key: str  # the catalogs' key of its name
    players: tuple[int, ...]  # the player counts it is played with
    scenes: Mapping[str, str]  # its scenes by name -> "module:attribute" (game/app/catalog.py)
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
    uses_content: bool = False  # its scenes need the levels loaded (game.data)
    pitch_key: str = ""  # the catalogs' key of its one-line pitch (the title's choice of game)
    box_art: str = ""  # "module:function": (app, width, height) -> its drawn box art

    def picture(self, app: Any, width: int, height: int) -> Any:
        """Its box art at that size (None: it has none)."""
        return load_target(self.box_art)(app, width, height) if self.box_art else None

    @property
    def save_id(self) -> str:
        return self.save_game or self.id

    def describe_save(self, t: Callable[..., str], entry: Any) -> tuple[str, list[str]]:
        """A slot of this game on the Load screen: its line, and the lines of its details."""
        return load_target(self.save_lines)(t, entry)

    def setup_path(self, folder: Path) -> Path:
        """The file of its setup memory in the config ``folder``."""
        return folder / (self.setup_memory or f"setup-{self.id}.json")


ISLE_OF_CATS = GameInfo(
    id="isle",
    name_key="app.title",
    players=(1, 2, 3, 4),
    scenes=MappingProxyType(
        {
            # set-up, the guided game, the rules
            "setup": "game.scenes.setup:SetupScene",
            "learn": "game.scenes.tutorial:learn",
            "tutorial_offer": "game.scenes.tutorial:offer_tutorial",
            "how_to_play": "game.scenes.howto:HowToPlayScene",
            "resume": "game.scenes.game:resume_game",
            # the game in progress
            "timeline": "game.scenes.timeline:TimelineScene",
            "end_of_day": "game.scenes.end_of_day:after_the_day",
            "scoring": "game.scenes.scoring:ScoringScene",
            "boats": "game.scenes.boats:BoatsScene",
            "table_cards": "game.scenes.table_cards:TableCardsScene",
            "sandbox": "game.scenes.sandbox:SandboxScene",
            "turn_confirm": "game.scenes.turn_confirm:TurnConfirmScene",
            "colors": "game.scenes.colors:ColorScene",
            "card_picker": "game.scenes.anytime:CardPickerScene",
            # the decision screens (the router's names: game/session/decisions.py)
            "draft": "game.scenes.draft:DraftScene",
            "family_lessons": "game.scenes.draft:family_lessons",
            "buy": "game.scenes.buy:BuyScene",
            "declare": "game.scenes.rescue:DeclareScene",
            "anytime": "game.scenes.anytime:AnytimeScene",
            "board": "game.scenes.board:BoardScene",
            # the challenges and the daily game (issue 36)
            "challenges": "game.scenes.challenges:open_challenges",
            "challenge": "game.scenes.challenge:ChallengeScene",
            "challenge_result": "game.scenes.challenge_result:ResultScene",
            "daily": "game.scenes.daily:DailyScene",
            "daily_resume": "game.scenes.saves:load_game",
        }
    ),
    save_lines="game.scenes.saves:isle_save_lines",
    read_header="game.session.header:parse_header",
    preload="game.scenes.setup_memory:warm_models",
    learn="learn",
    learn_offer="tutorial_offer",
    save_game="isle-of-cats",
    older_saves=True,
    setup_memory="last_setup.json",  # the name from before there were two games
    uses_content=True,
    pitch_key="box.pitch.isle",
    box_art="game.ui.box_art:isle_box",
)


KITTEN_TOYS = GameInfo(
    id="kittens",
    name_key="kittens.game.name",
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
    read_header="game.kittens.header:parse_header",
    save_lines="game.kittens.header:save_lines",
    pitch_key="box.pitch.kittens",
    box_art="game.kittens.ui.box_art:kitten_box",
)


@dataclass(frozen=True)
class Games:
    """The registered games, in the order the title offers them."""

    all: tuple[GameInfo, ...] = field(default=(ISLE_OF_CATS, KITTEN_TOYS))

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
