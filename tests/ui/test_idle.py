"""Idle life is sparse and deterministic: a pure function of the fixed-step time and the cats'
identities (never the wall clock), one cat at a time."""

from __future__ import annotations

import time

import pytest

from game.isle.ui.idle import IdleCat, chosen
from game.shell.ui.idle import BLINK, FLICK, SLOT, moment_at


def cats(*keys: str) -> list[IdleCat]:
    return [IdleCat(key, 400, "blue", 0, 10, (0, 0)) for key in keys]


def timeline(seconds: float, step: float = 1 / 60):
    return [(i * step, moment_at(i * step)) for i in range(round(seconds / step))]


def test_the_same_time_gives_the_same_movement_and_never_reads_a_clock(monkeypatch):
    first = timeline(30)

    def no_clock(*_):
        raise AssertionError("idle life read the wall clock")

    for name in ("time", "monotonic", "perf_counter"):
        monkeypatch.setattr(time, name, no_clock)
    assert timeline(30) == first
    assert moment_at(2.4) == moment_at(2.4) and moment_at(2.4).action == "flick", (
        "the schedule is fixed by the time alone (crc32, not the salted hash())"
    )


def test_movements_are_sparse_and_short():
    moving = [(t, m) for t, m in timeline(160) if m is not None]
    slots = {m.slot for _, m in moving}
    assert 0.55 * 160 / SLOT < len(slots) < 160 / SLOT, "most slots of a few seconds, not all"
    assert {m.action for _, m in moving} == {"blink", "flick"}
    share = len(moving) / len(timeline(160))
    assert share < 0.1, "something moves less than a tenth of the time"
    for _, m in moving:
        assert m.end - m.start <= max(FLICK, 2 * BLINK + 0.1) + 1e-9
        assert m.start >= m.slot * SLOT and m.end <= (m.slot + 1) * SLOT


def moment_in(slot: int):
    return next((m for i in range(int(SLOT * 60)) if (m := moment_at(slot * SLOT + i / 60))), None)


@pytest.mark.parametrize("slot", range(12))
def test_one_cat_moves_per_slot_whatever_the_order_of_the_list(slot):
    moment = moment_in(slot)
    if moment is None:
        return  # a quiet slot
    group = cats("boat400blue5", "boat401red96", "field402green", "field403purple")
    pick = chosen(moment, group)
    assert chosen(moment, list(reversed(group))).key == pick.key
    others = [c for c in group if c.key != pick.key]
    assert chosen(moment, [others[0], pick]).key == pick.key, (
        "a cat keeps its turn when other cats leave"
    )
    assert chosen(moment, []) is None


def test_different_slots_choose_different_cats():
    group = cats(*(f"boat{i}" for i in range(8)))
    picks = {chosen(m, group).key for m in map(moment_in, range(40)) if m is not None}
    assert len(picks) >= 4
