"""When the box's cats move on their own: now and then, in slots of a few seconds, one blinks
or flicks its tail. A pure function of the fixed-step time (never the wall clock), the same on
every screen that shows living cats (the title's, a game's table)."""

from __future__ import annotations

import zlib
from dataclasses import dataclass

SLOT = 3.2  # seconds; one small movement at most in each
QUIET = 0.25  # share of the slots where nothing moves
BLINK = 0.13  # seconds with the eyes shut
FLICK = 0.34  # seconds with the tail swung over


def hash01(*parts: object) -> float:
    """A stable number in [0, 1) (crc32: the same in every run, unlike ``hash`` of str)."""
    return zlib.crc32(":".join(map(str, parts)).encode()) / 0x100000000


@dataclass(frozen=True)
class Moment:
    """What moves in a slot: the action, when it starts and how long its pose shows."""

    slot: int
    action: str  # blink | flick
    start: float
    shut: tuple[tuple[float, float], ...]  # (from, to) seconds after start with the pose on

    @property
    def end(self) -> float:
        return self.start + self.shut[-1][1]

    def posed(self, time: float) -> bool:
        return any(self.start + a <= time < self.start + b for a, b in self.shut)


def moment_at(time: float) -> Moment | None:
    """The idle movement under way at ``time`` (fixed-step seconds), if any."""
    moment = slot_moment(slot_at(time))
    return moment if moment is not None and moment.posed(time) else None


def slot_at(time: float) -> int:
    return int(time // SLOT)


def slot_moment(slot: int) -> Moment | None:
    """The movement of a slot (None: a quiet one)."""
    if hash01("quiet", slot) < QUIET:
        return None
    if hash01("action", slot) < 0.6:
        double = hash01("double", slot) < 0.3
        shut = ((0.0, BLINK), (BLINK + 0.1, 2 * BLINK + 0.1)) if double else ((0.0, BLINK),)
        action = "blink"
    else:
        action, shut = "flick", ((0.0, FLICK),)
    room = SLOT - 0.6 - shut[-1][1]
    start = slot * SLOT + 0.3 + hash01("start", slot) * room
    return Moment(slot, action, start, shut)
