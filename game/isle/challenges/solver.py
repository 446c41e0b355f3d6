"""The challenge solver: a depth-first search over the tries of a challenge for a line that
earns the stars wanted, with a table of the positions already seen and a bound that drops a
position whose goal can no longer be reached (a cell no tile left can cover stays empty).

Moves are listed by the rules' own enumeration of legal placements and played through the
challenge model, so a line found here is a line the game accepts. Best placements first: the
ones that raise the result most, so that a three-star line usually comes first.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

from game.isle.challenges.model import (
    STARS,
    Challenge,
    Finish,
    Progress,
    Put,
    Step,
    apply_step,
    bonus_steps,
    goal_rooms,
    offered_now,
    result,
    start,
    step_text,
)
from game.isle.rules.content import Content
from game.isle.rules.placement import legal_placements
from game.isle.rules.scoring import RAT_POINTS, UNFILLED_ROOM_POINTS
from game.isle.rules.state import PlaceTile

DEFAULT_BUDGET = 400_000  # positions searched at most before giving up


@dataclass(frozen=True)
class Solution:
    """A line of play (steps in text form), the result it reaches and its stars."""

    line: tuple[str, ...]
    result: int
    stars: int
    searched: int  # positions looked at


class BudgetError(RuntimeError):
    """The search looked at its budget of positions without an answer."""


def puts(progress: Progress) -> list[Put]:
    """Every move now: each tile that may be taken, at each of its legal placements."""
    found: list[Put] = []
    for tile in offered_now(progress):
        shape = progress.content.shapes[tile.shape]
        found.extend(
            Put(tile, p.x, p.y, p.k) for p in legal_placements(shape, progress.occupied, False)
        )
    return found


def steps(progress: Progress) -> list[Step]:
    """Every step now (the map bonus's when one waits)."""
    if progress.finished:
        return []
    if progress.pending is not None:
        return bonus_steps(progress)
    return list(puts(progress))


def key(progress: Progress) -> tuple:
    """What decides the rest of a try: the boat (in any order), the offer, the treasures and
    the step waiting."""
    offer = progress.offer
    if progress.challenge.order != "queue":
        offer = tuple(sorted(offer))
    return (
        frozenset(progress.tiles),
        offer,
        progress.game.commons,
        progress.game.top,
        progress.finished,
    )


def coverable(progress: Progress) -> int:
    """The free cells some tile still to come could cover (the offer and the treasures a map
    could give), ignoring the touching rule: the others stay free whatever is played."""
    content = progress.content
    shapes = {tile.shape for tile in progress.offer}
    shapes |= {s for s, left in zip(content.commons, progress.game.commons, strict=True) if left}
    top = progress.game.top
    if isinstance(top, PlaceTile):
        shapes.add(top.tile.shape)
    cells = 0
    for shape in shapes:
        for placement in legal_placements(content.shapes[shape], progress.occupied, True):
            cells |= placement.mask
    return cells


def bound(progress: Progress) -> int | None:
    """The best result still possible (None: no useful bound)."""
    challenge, content = progress.challenge, progress.content
    goal = challenge.goal
    if goal.kind == "points":
        return _points_bound(progress)
    if goal.kind == "family":
        left = min(progress.moves_left, len(progress.offer))
        same = [t for t in progress.offer if t.is_cat_like and goal.color in (None, t.color)]
        aboard = [t for t in progress.tiles if t.tile.is_cat_like]
        if goal.color is None:
            colours = Counter(t.color for t in aboard) + Counter(t.color for t in same)
            return max(colours.values(), default=0)
        mine = sum(1 for t in aboard if t.color == goal.color)
        return mine + min(left, len(same))
    reach = coverable(progress) | progress.occupied
    if goal.kind == "rats":
        rats = content.boats[challenge.boat].rats
        return (rats & ~reach).bit_count()
    budget = _cells_to_come(progress)
    rooms = goal_rooms(content, goal)
    if goal.kind == "empty":
        empty = sum((room.mask & ~progress.occupied).bit_count() for room in rooms)
        stuck = sum((room.mask & ~reach).bit_count() for room in rooms)
        return max(stuck, empty - budget)
    empties = []
    for room in rooms:
        empty = room.mask & ~progress.occupied
        if not empty & ~reach:
            empties.append(empty.bit_count())
    count = 0
    for size in sorted(empties):
        if size > budget:
            break
        budget -= size
        count += 1
    return count


def _points_bound(progress: Progress) -> int | None:
    """Points goals on rats and rooms only: the rats no tile can hide still cost theirs, the
    rooms no tile can finish theirs (rules.md section 6)."""
    goal, content = progress.challenge.goal, progress.content
    if not goal.lines or not set(goal.lines) <= {"rats", "rooms"}:
        return None
    reach = coverable(progress) | progress.occupied
    points = 0
    if "rats" in goal.lines:
        rats = content.boats[progress.challenge.boat].rats
        points += RAT_POINTS * (rats & ~reach).bit_count()
    if "rooms" in goal.lines:
        stuck = sum(1 for room in content.board.rooms if room.mask & ~reach)
        points += UNFILLED_ROOM_POINTS * stuck
    return points


def _cells_to_come(progress: Progress) -> int:
    """The most cells the tiles still to come can cover: the largest tiles of the offer, one
    per move left, the treasures maps could give and the treasure waiting."""
    content = progress.content
    sizes = sorted((content.shapes[t.shape].size for t in progress.offer), reverse=True)
    budget = sum(sizes[: progress.moves_left]) + sum(
        content.shapes[s].size * left
        for s, left in zip(content.commons, progress.game.commons, strict=True)
    )
    top = progress.game.top
    if isinstance(top, PlaceTile):
        budget += content.shapes[top.tile.shape].size
    return budget


def _hopeless(progress: Progress, need: int) -> bool:
    best = bound(progress)
    if best is None:
        return False
    return best > need if progress.challenge.goal.fewer else best < need


def _ordered(
    progress: Progress, choices: list[Step], band: tuple[int, int] | None = None
) -> Iterator[tuple[Step, Progress]]:
    """Children, the best result first (ties: the order of the rules' enumeration); with a
    ``band`` of results (a number of stars exactly), the nearest to it first."""
    fewer = progress.challenge.goal.fewer
    children = []
    for index, step in enumerate(choices):
        child = apply_step(progress, step)
        value = result(child)
        if band is not None:
            low, high = band
            rank = 0 if low <= value <= high else min(abs(value - low), abs(value - high))
        else:
            rank = value if fewer else -value
        children.append((rank, index, step, child))
    children.sort(key=lambda c: (c[0], c[1]))
    for _, _, step, child in children:
        yield step, child


def _band(challenge: Challenge, stars: int) -> tuple[int, int]:
    """The results that earn exactly ``stars`` stars (bounds included)."""
    goal = challenge.goal
    need = goal.stars[stars - 1]
    if stars == STARS:
        return (need, need) if goal.fewer else (need, need + 10_000)
    after = goal.stars[stars]
    return (after + 1, need) if goal.fewer else (need, after - 1)


def solve(
    content: Content,
    challenge: Challenge,
    want: int = STARS,
    budget: int = DEFAULT_BUDGET,
    exactly: bool = False,
) -> Solution | None:
    """A line earning at least ``want`` stars (``exactly``: that many, then finishing), or None
    when there is none. Raises ``BudgetError`` when ``budget`` positions were searched
    without an answer."""
    goal = challenge.goal
    need = goal.stars[want - 1]
    band = _band(challenge, want) if exactly else None
    seen: set[tuple] = set()
    line: list[str] = []

    def search(progress: Progress) -> Progress | None:
        earned = goal.stars_for(result(progress)) if progress.pending is None else -1
        if earned == want or (earned > want and not exactly):
            return progress
        if progress.finished:
            return None
        k = key(progress)
        if k in seen:
            return None
        seen.add(k)
        if len(seen) > budget:
            raise BudgetError(f"{challenge.id}: no answer after {budget} positions")
        if _hopeless(progress, need):
            return None
        for step, child in _ordered(progress, steps(progress), band):
            line.append(step_text(step))
            found = search(child)
            if found is not None:
                return found
            line.pop()
        return None

    found = search(start(content, challenge))
    if found is None:
        return None
    if not found.finished:  # stop there: a three-star line ends by itself, a worse one not
        line.append(step_text(Finish()))
    value = result(found)
    return Solution(tuple(line), value, goal.stars_for(value), len(seen))


def survey(content: Content, challenge: Challenge, budget: int = DEFAULT_BUDGET) -> Counter:
    """How many positions between moves earn 0, 1, 2 and 3 stars, over every try (a
    designer's measure: a puzzle is good when few lines earn three stars)."""
    goal = challenge.goal
    seen: set[tuple] = set()
    levels: Counter = Counter()

    def walk(progress: Progress) -> None:
        k = key(progress)
        if k in seen:
            return
        seen.add(k)
        if len(seen) > budget:
            raise BudgetError(f"{challenge.id}: more than {budget} positions")
        if progress.pending is None:
            levels[goal.stars_for(result(progress))] += 1
        for step in steps(progress):
            walk(apply_step(progress, step))

    walk(start(content, challenge))
    return levels
