"""The first line of a Kitten Fuse save as a pydantic model (the shell's slots read it, the Load
screen shows it), and the slot's lines on the Load screen.

The header is the log's (game/fuse/session/match.py): the combos setting, then ``meta`` when the
window saved it: the seats (names, humans or bots and their level, each seat's own settings) and
how far the game is (turns begun, the seats out in order, the deck's size). Every field is
typed, names and sizes are capped, unknown keys are refused.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from pydantic import Field, field_validator

from game.fuse.rules.cards import DECK, PLAYER_COUNTS
from game.fuse.rules.record import GAME
from game.shell.session.header import (
    MAX_SEED,
    HeaderBase,
    HeaderError,
    MetaBase,
    SeatModel,
    Strict,
    header_object,
    validated,
)
from game.shell.session.slots import SlotInfo

MAX_TURNS = 999  # every turn draws a card or spends one: a game has far fewer


class FuseSeatModel(SeatModel):
    """A seat of Kitten Fuse: its bots have their own levels."""

    @classmethod
    def known_levels(cls) -> tuple[str, ...]:
        from game.fuse.bots.levels import LEVELS

        return tuple(LEVELS)


class FuseProgressModel(Strict):
    """Where the game was when it was saved, for the Load screen."""

    turn: int = Field(ge=0, le=MAX_TURNS)
    out: list[int] = Field(default_factory=list, max_length=max(PLAYER_COUNTS) - 1)
    deck: int = Field(default=0, ge=0, le=len(DECK))

    @field_validator("out")
    @classmethod
    def _seats(cls, out: list[int]) -> list[int]:
        if len(set(out)) != len(out) or any(not 0 <= s < max(PLAYER_COUNTS) for s in out):
            raise ValueError("distinct seats, each out once")
        return out


class FuseMetaModel(MetaBase):
    seats: list[FuseSeatModel] = Field(default_factory=list, max_length=max(PLAYER_COUNTS))
    progress: FuseProgressModel | None = None


class FuseHeaderModel(HeaderBase):
    kind: Literal["header"]
    game: Literal["fuse"]
    format: Literal[1]
    combos: bool = True
    players: int = Field(ge=min(PLAYER_COUNTS), le=max(PLAYER_COUNTS))
    seed: int = Field(default=0, gt=-MAX_SEED, lt=MAX_SEED)
    meta: FuseMetaModel | None = None

    @property
    def progress(self) -> FuseProgressModel | None:
        return self.meta.progress if self.meta else None


def parse_header(data: object) -> FuseHeaderModel:
    """The validated header; ``HeaderError`` names the first bad field."""
    header = validated(FuseHeaderModel, header_object(data, GAME, "Kitten Fuse"))
    progress = header.progress
    if progress is not None:
        if any(seat >= header.players for seat in progress.out):
            raise HeaderError("meta.progress.out: a seat beyond the players")
        if len(progress.out) >= header.players:
            raise HeaderError("meta.progress.out: one player at least is still in")
    return header


def save_lines(t: Callable[..., str], entry: SlotInfo) -> tuple[str, list[str]]:
    """A slot of Kitten Fuse on the Load screen: its line (players, turn, combos off) and its
    details (who plays, who is out)."""
    header = entry.header
    assert isinstance(header, FuseHeaderModel), "the shell lists each game's slots by its game"
    parts = [t("load.players", count=header.players)]
    progress = header.progress
    if progress is not None and progress.turn:
        parts.append(t("fuse.load.turn", turn=progress.turn))
    if not header.combos:
        parts.append(t("fuse.load.combos_off"))
    seats = header.meta.seats if header.meta else []
    out = progress.out if progress is not None else []
    who = []
    for index, seat in enumerate(seats):
        name = seat.name
        if seat.kind == "bot":
            name = t("load.bot_seat", name=seat.name, level=t(f"setup.level.{seat.level}"))
        if index in out:
            name = t("fuse.load.out", name=name)
        who.append(name)
    return " · ".join(parts), [", ".join(who)] if who else []


__all__ = ["FuseHeaderModel", "parse_header", "save_lines"]
