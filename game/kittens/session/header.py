"""The first line of a Kitten Toys save as a pydantic model (the shell's slots read it, the Load
screen shows it), and the slot's lines on the Load screen.

The header is the log's (game/kittens/session/match.py) with ``meta``: the seats (names, humans or
bots and their level, each seat's own settings) and how far the game is (the round, each
seat's Super chat cards). Every field is typed, names and sizes are capped, unknown keys are
refused.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, field_validator

from game.kittens.rules.cards import PLAYER_COUNTS, SUPER_CHATS_TO_WIN
from game.kittens.rules.record import GAME
from game.shell.session.header import (
    MAX_SEED,
    HeaderBase,
    HeaderError,
    MetaBase,
    ProfileModel,
    SeatModel,
    Strict,
    header_object,
    validated,
)

MAX_ROUNDS = 999  # a game ends by its third Super chat card: far fewer rounds


class KittenSeatModel(SeatModel):
    """A seat of Kitten Toys: its bots have their own levels."""

    @classmethod
    def known_levels(cls) -> tuple[str, ...]:
        from game.kittens.bots.levels import LEVELS

        return tuple(LEVELS)


class KittenProgressModel(Strict):
    """Where the game was when it was saved, for the Load screen."""

    round: int = Field(ge=0, le=MAX_ROUNDS)
    super_chats: list[int] = Field(default_factory=list, max_length=max(PLAYER_COUNTS))

    @field_validator("super_chats")
    @classmethod
    def _counts(cls, counts: list[int]) -> list[int]:
        if any(not 0 <= n <= SUPER_CHATS_TO_WIN for n in counts):
            raise ValueError(f"each count is 0 to {SUPER_CHATS_TO_WIN}")
        return counts


class KittenMetaModel(MetaBase):
    seats: list[KittenSeatModel] = Field(default_factory=list, max_length=max(PLAYER_COUNTS))
    progress: KittenProgressModel | None = None


class KittenHeaderModel(HeaderBase):
    kind: Literal["header"]
    game: Literal["kittens"]
    format: Literal[1]
    players: int = Field(ge=min(PLAYER_COUNTS), le=max(PLAYER_COUNTS))
    seed: int = Field(default=0, gt=-MAX_SEED, lt=MAX_SEED)
    meta: KittenMetaModel | None = None

    @property
    def round(self) -> int | None:
        progress = self.meta.progress if self.meta else None
        return progress.round if progress else None


def parse_header(data: object) -> KittenHeaderModel:
    """The validated header; ``HeaderError`` names the first bad field."""
    header = validated(KittenHeaderModel, header_object(data, GAME, "Kitten Toys"))
    meta = header.meta
    if (
        meta is not None
        and meta.progress
        and len(meta.progress.super_chats)
        not in (
            0,
            header.players,
        )
    ):
        raise HeaderError("meta.progress.super_chats: one count per seat")
    return header


def save_lines(t, entry) -> tuple[str, list[str]]:
    """A slot of Kitten Toys on the Load screen: its line (players, round) and its details
    (who plays, their Super chat cards)."""
    header: KittenHeaderModel = entry.header
    parts = [t("load.players", count=header.players)]
    if header.round:
        parts.append(t("kittens.load.round", round=header.round))
    seats = header.meta.seats if header.meta else []
    chats = header.meta.progress.super_chats if header.meta and header.meta.progress else []
    who = []
    for index, seat in enumerate(seats):
        name = seat.name
        if seat.kind == "bot":
            name = t("load.bot_seat", name=seat.name, level=t(f"setup.level.{seat.level}"))
        if index < len(chats) and chats[index]:
            name = t("kittens.load.stars", name=name, count=chats[index])
        who.append(name)
    return " · ".join(parts), [", ".join(who)] if who else []


__all__ = ["KittenHeaderModel", "ProfileModel", "parse_header", "save_lines"]
