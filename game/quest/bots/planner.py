"""A turn planned by expected value: which dice to keep for a free reroll, which power to spend
on which die (or the dice a reroll power rolls again), which creature to beat.

What the end of the turn is worth comes from outside (``Goals``): beating each creature of the
line, keeping each power (spending it costs that much), failing to beat any. The plan then
works back through the turn in the rules' order (free rerolls, then powers, then the creature):

* with one-die powers (+1, -1, ±1, opposite) the rolls from which a set of powers reaches a
  creature are found backwards, as sets of rolls (bit ``i``: ``odds.ROLLS[i]``): the rolls one
  power turns into a goal are its preimage, and a set of powers is spent in the best order;
  at most ``depth`` powers are planned at once;
* a reroll power is a reroll that costs the power, taken before the one-die powers (the costs
  of the powers are paid at the end of the turn: solo, a lost quest loses everything alike);
* a free reroll keeps the set of dice with the best mean value after the others are rolled.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import product

from game.quest.bots import odds
from game.quest.rules.creatures import DICE, FACES, Power
from game.quest.rules.powers import choices_of, face_after

ONE_DIE = (Power.PLUS, Power.MINUS, Power.PLUSMINUS, Power.OPPOSITE)
DEPTH = 3  # one-die powers planned at once
MAX_REROLL_POWERS = 2  # reroll powers planned at once
TIE = 1e-9  # a choice this much better than another is better; less is a tie


@cache
def successors(power: Power) -> tuple[int, ...]:
    """For each roll: the rolls one ``power`` on one of its dice can make (as a set)."""
    out = []
    for roll in odds.ROLLS:
        mask = 0
        for face in set(roll):
            for choice in choices_of(power):
                new = face_after(power, face, choice)
                if new in FACES:
                    changed = list(roll)
                    changed[changed.index(face)] = new
                    mask |= 1 << odds.INDEX[tuple(sorted(changed))]
        out.append(mask)
    return tuple(out)


@lru_cache(maxsize=1 << 15)
def preimage(power: Power, goal: int) -> int:
    """The rolls from which one ``power`` on one die reaches a roll of ``goal``."""
    out = 0
    for i, reach in enumerate(successors(power)):
        if reach & goal:
            out |= 1 << i
    return out


@dataclass(frozen=True)
class Goals:
    """What the end of a turn is worth to a seat: beating each creature of the line (``beat``:
    card -> value), keeping each power (``keep``: what spending one costs), failing to beat
    any (``fail``)."""

    beat: Mapping[int, float]
    masks: Mapping[int, int]  # card -> the rolls that beat it
    keep: Mapping[Power, float]
    fail: float
    # whether a turn that fails still pays for the powers spent in it (2-8 players: they are
    # gone and the turn only passes); solo, a failed quest loses everything alike
    fail_pays: bool = True


@dataclass(frozen=True)
class Choice:
    """What to do now: ``kind`` is "beat" (``card``), "end", "reroll" (keep ``faces``),
    "reroll_power" (keep ``faces``, roll the others), or "power" (turn a die showing ``face``
    into ``new`` with ``power`` and ``choice``). ``value``: the plan's expected value."""

    kind: str
    value: float
    card: int = 0
    faces: tuple[int, ...] = ()
    power: Power | None = None
    face: int = 0
    new: int = 0
    choice: str | None = None


Spend = tuple[int, ...]  # one-die powers spent, per power of ONE_DIE


class TurnPlan:
    """The values of every roll for one turn's goals and powers at hand (``counts``: one-die
    powers held, per ``ONE_DIE``; ``rerolls``: reroll powers held)."""

    def __init__(self, goals: Goals, counts: Spend, rerolls: int, depth: int = DEPTH) -> None:
        self.goals = goals
        self.counts = counts
        self.rerolls = min(rerolls, MAX_REROLL_POWERS)
        self.depth = depth
        self.pairs = self._pairs()  # (value, rolls, spend), best first
        self.direct, self.failed = self._vector(self.pairs)  # one-die powers only
        self._rerolled: dict[tuple[int, int], list[float]] = {}
        # with i free rerolls left (and every reroll power at hand)
        self._free: list[list[float]] = [self._after_rerolls(0, self.rerolls)]

    def _paid(self, value: float, failed: bool, cost: float) -> float:
        return value - cost if self.goals.fail_pays or not failed else value

    def _after_rerolls(self, spent: int, left: int) -> list[float]:
        """Each roll's value once ``spent`` reroll powers are spent, ``left`` more at hand (a
        reroll power comes before the one-die powers; what it costs is paid at the end of the
        turn, on a failure only if a failure pays)."""
        key = (spent, left)
        if key in self._rerolled:
            return self._rerolled[key]
        cost = spent * self.goals.keep[Power.REROLL]
        stop = [self._paid(v, f, cost) for v, f in zip(self.direct, self.failed, strict=True)]
        if left:
            kept = odds.kept_values(self._after_rerolls(spent + 1, left - 1), 0.0)
            stop = [max(stop[i], max(kept[k] for k in ks)) for i, ks in enumerate(odds.KEEPS_OF)]
        self._rerolled[key] = stop
        return stop

    def _spends(self) -> list[Spend]:
        ranges = [range(min(n, self.depth) + 1) for n in self.counts]
        return [s for s in product(*ranges) if sum(s) <= self.depth]

    def _pairs(self) -> list[tuple[float, int, Spend]]:
        """For each creature and each set of one-die powers: the rolls from which spending them
        (in the best order) beats it, and what that is worth."""
        masks: dict[tuple[int, Spend], int] = {}

        def reach(card: int, spend: Spend) -> int:
            key = (card, spend)
            if key not in masks:
                if not any(spend):
                    masks[key] = self.goals.masks[card]
                else:  # the power spent first, then the rest
                    out = 0
                    for k, n in enumerate(spend):
                        if n:
                            rest = spend[:k] + (n - 1,) + spend[k + 1 :]
                            out |= preimage(ONE_DIE[k], reach(card, rest))
                    masks[key] = out
            return masks[key]

        keep = [self.goals.keep[p] for p in ONE_DIE]
        pairs = []
        for spend in self._spends():
            cost = sum(n * w for n, w in zip(spend, keep, strict=True))
            for card, value in self.goals.beat.items():
                rolls = reach(card, spend)
                if rolls:
                    pairs.append((value - cost, rolls, spend))
        pairs.sort(key=lambda p: -p[0])
        return pairs

    def _vector(self, pairs: Sequence[tuple[float, int, Spend]]) -> tuple[list[float], list[bool]]:
        """Each roll's best value, and whether it fails (no set of powers beats a creature)."""
        values = [self.goals.fail] * len(odds.ROLLS)
        left = (1 << len(odds.ROLLS)) - 1
        for value, rolls, _ in pairs:
            hit = rolls & left
            left &= ~hit
            while hit:
                low = hit & -hit
                values[low.bit_length() - 1] = value
                hit ^= low
            if not left:
                break
        return values, [bool(left >> i & 1) for i in range(len(odds.ROLLS))]

    def free(self, rerolls: int) -> list[float]:
        """Each roll's value with ``rerolls`` free rerolls left (none once a power is spent)."""
        while len(self._free) <= rerolls:
            self._free.append(odds.with_reroll(self._free[-1], 0.0))
        return self._free[rerolls]

    def _direct_at(self, roll: int, counts: Spend, cost: float) -> float:
        """A roll's value with the one-die powers ``counts`` (fewer than planned), once
        ``cost`` is spent."""
        for value, rolls, spend in self.pairs:
            if rolls >> roll & 1 and all(s <= c for s, c in zip(spend, counts, strict=True)):
                if sum(spend) < self.depth:
                    return value - cost
        return self._paid(self.goals.fail, True, cost)

    def choose(self, dice: Sequence[int], free: int, held_rerolls: int) -> Choice:
        """The best thing to do with ``dice``, ``free`` free rerolls left and ``held_rerolls``
        reroll powers at hand (ties: beat or end, then a free reroll, then a one-die power,
        then a reroll power)."""
        roll = tuple(sorted(dice))
        here = odds.INDEX[roll]
        options: list[tuple[float, int, Choice]] = []
        beaten = [c for c in self.goals.beat if self.goals.masks[c] >> here & 1]
        for card in beaten:
            options.append((self.goals.beat[card], 4, Choice("beat", self.goals.beat[card], card)))
        if not beaten:
            options.append((self.goals.fail, 4, Choice("end", self.goals.fail)))
        if free:
            faces, value = odds.best_keep(roll, odds.kept_values(self.free(free - 1), 0.0))
            options.append((value, 3, Choice("reroll", value, faces=faces)))
        for k, power in enumerate(ONE_DIE):
            if not self.counts[k]:
                continue
            after = self.counts[:k] + (self.counts[k] - 1,) + self.counts[k + 1 :]
            for face in set(roll):
                for choice in choices_of(power):
                    new = face_after(power, face, choice)
                    if new not in FACES:
                        continue
                    changed = list(roll)
                    changed[changed.index(face)] = new
                    target = odds.INDEX[tuple(sorted(changed))]
                    value = self._direct_at(target, after, self.goals.keep[power])
                    options.append(
                        (
                            value,
                            2,
                            Choice("power", value, power=power, face=face, new=new, choice=choice),
                        )
                    )
        usable = min(held_rerolls, self.rerolls)
        if usable:
            kept = odds.kept_values(self._after_rerolls(1, usable - 1), 0.0)
            faces, value = odds.best_keep(roll, kept)
            options.append((value, 1, Choice("reroll_power", value, faces=faces)))
        best = max(options, key=lambda o: (round(o[0] / TIE), o[1]))
        return best[2]


def keep_positions(dice: Sequence[int], faces: Sequence[int]) -> tuple[int, ...]:
    """The positions of the dice to keep for ``faces``."""
    return odds.positions_of(dice, faces)


def rerolled_positions(dice: Sequence[int], faces: Sequence[int]) -> tuple[int, ...]:
    """The positions a reroll power rolls when ``faces`` are kept."""
    kept = odds.positions_of(dice, faces)
    return tuple(i for i in range(DICE) if i not in kept)
