"""A challenge: a boat puzzle with tiles aboard, a fixed offer of tiles, a goal, a move limit
and stars. Pure: the rules' engine places every tile (``check_action`` / ``apply_action`` on a
one-seat state whose only step is the tile waiting to be placed), so the placement rule, the
treasure-map bonus and its treasure are the game's own; results are counted by
``game.isle.rules.scoring``.

A move takes one tile of the offer (the next one in a ``queue``, any one when the player may
``choose``) and places it; a cat that covers the map of its colour then earns a common treasure
from the challenge's treasures, placed at once (it is not a move). The try ends when the goal's
three stars are reached, the moves are spent, the offer is empty, nothing offered fits, or the
player finishes.

Steps have a text form that round-trips (``Step.text`` / ``parse_step``)::

    blue403 at 7,3 r90 flip     take common102     place 5,5 r0     skip     finish
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Literal, get_args

from game.isle.rules import apply_action, check_action, legal_actions
from game.isle.rules.actions import Action, ActionSyntaxError, Place, Skip, Take, parse_action
from game.isle.rules.content import Content
from game.isle.rules.errors import IllegalActionError
from game.isle.rules.ids import Placed, Tile, parse_tile
from game.isle.rules.placement import has_placement
from game.isle.rules.scoring import (
    BoatReport,
    ScoreLine,
    families,
    full_rooms,
    score_boats,
    visible_rat_count,
)
from game.isle.rules.state import Bonus, GameState, PlaceTile, RareTurn, Seat
from game.isle.rules.vocabulary import Mode, Phase

SEAT = 0  # the one seat of a challenge
QUEUE, CHOOSE = "queue", "choose"
ORDERS = (QUEUE, CHOOSE)
STARS = 3

# What a goal counts on the boat: full rooms, empty cells left in rooms, rats left in view, the
# largest family, points. Fewer is better for empty cells and rats.
GoalKind = Literal["rooms", "empty", "rats", "family", "points"]
GOAL_KINDS: tuple[str, ...] = get_args(GoalKind)
FEWER = frozenset({"empty", "rats"})
# the score lines a points goal may add up (all of them: the total)
LINES: tuple[str, ...] = get_args(ScoreLine)


class ChallengeError(ValueError):
    """A step the challenge refuses: ``code`` names why (the catalogs say it in words,
    ``challenge.reason.<code>``), ``params`` the values the sentence uses; ``refusal`` is the
    rules' own reason when the placement rule refused."""

    def __init__(self, code: str, refusal: Any = None, **params: Any) -> None:
        self.code = code
        self.params = params
        self.refusal = refusal
        super().__init__(refusal.text if refusal is not None else f"{code} {params}".strip())


@dataclass(frozen=True, slots=True)
class Goal:
    """What the try is judged on: ``kind`` (GOAL_KINDS) with its fields, and the result each
    star needs (ascending; for ``empty`` and ``rats`` the most left, descending)."""

    kind: str
    stars: tuple[int, int, int]
    rooms: tuple[int, ...] = ()  # rooms, empty: the rooms that count (every room when empty)
    color: str | None = None  # family: of this colour only
    lines: tuple[str, ...] = ()  # points: the score lines that count (the total when empty)

    @property
    def fewer(self) -> bool:
        """A smaller result is better (empty cells, rats left in view)."""
        return self.kind in FEWER

    def stars_for(self, result: int) -> int:
        if self.fewer:
            return sum(1 for need in self.stars if result <= need)
        return sum(1 for need in self.stars if result >= need)


@dataclass(frozen=True, slots=True)
class Challenge:
    """One puzzle, as levels/challenges/<id>.json describes it (validated by game.isle.data)."""

    id: str
    chapter: int
    boat: str
    aboard: tuple[Placed, ...]
    offer: tuple[Tile, ...]
    order: str
    moves: int
    goal: Goal
    commons: tuple[int, ...] = ()  # treasures for map bonuses, per shape of content.commons
    lessons: tuple[int, ...] = ()  # private lessons counted by a points goal
    public_lessons: tuple[tuple[int, str | None], ...] = ()
    title: Mapping[str, str] = field(default_factory=dict)  # language -> text
    intro: Mapping[str, str] = field(default_factory=dict)
    solution: tuple[str, ...] = ()  # a three-star line (the hint), steps in text form


# --- steps ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Put:
    """Take ``tile`` from the offer and place it (a move)."""

    tile: Tile
    x: int
    y: int
    k: int = 0

    def text(self) -> str:
        return f"{self.tile.text()} at {_where(self.x, self.y, self.k)}"


@dataclass(frozen=True, slots=True)
class Finish:
    """End the try now."""

    def text(self) -> str:
        return "finish"


Step = Put | Finish | Place | Take | Skip


def _where(x: int, y: int, k: int) -> str:
    return Place(SEAT, x, y, k).text().split(" ", 2)[2]


def step_text(step: Step) -> str:
    """The text of a step: engine steps (the bonus) without their seat."""
    if isinstance(step, (Put, Finish)):
        return step.text()
    return step.text().split(" ", 1)[1]


def parse_step(text: str) -> Step:
    """The step written by ``step_text``; ValueError (ActionSyntaxError) otherwise."""
    words = text.split()
    if words == ["finish"]:
        return Finish()
    if len(words) >= 3 and words[1] == "at":
        tile = parse_tile(words[0])
        place = parse_action(f"p{SEAT} place {' '.join(words[2:])}")
        if isinstance(place, Place):
            return Put(tile, place.x, place.y, place.k)
    if words and words[0] in ("take", "place", "skip"):
        action = parse_action(f"p{SEAT} {text}")
        if isinstance(action, (Place, Take, Skip)):
            return action
    raise ActionSyntaxError(
        f"a challenge step is 'blue403 at 7,3 r90', 'take common102', 'place 5,5 r0', "
        f"'skip' or 'finish': {text!r}"
    )


# --- progress -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Progress:
    """A try under way: the boat (seat 0 of ``game``, whose stack holds the step waiting: the
    map bonus or its treasure), the tiles still offered, the moves made and the steps so far."""

    challenge: Challenge
    game: GameState
    offer: tuple[Tile, ...]
    moves: int = 0
    line: tuple[str, ...] = ()
    finished: bool = False

    @property
    def content(self) -> Content:
        return self.game.content

    @property
    def tiles(self) -> tuple[Placed, ...]:
        return self.game.seats[SEAT].tiles

    @property
    def occupied(self) -> int:
        return self.game.seats[SEAT].occupied

    @property
    def pending(self) -> Bonus | PlaceTile | None:
        """The map bonus waiting (take a treasure or skip) or its treasure waiting to be
        placed; None between moves."""
        top = self.game.top
        return top if isinstance(top, (Bonus, PlaceTile)) else None

    @property
    def moves_left(self) -> int:
        return self.challenge.moves - self.moves


def start(content: Content, challenge: Challenge) -> Progress:
    """The challenge before the first move."""
    occupied = 0
    for placed in challenge.aboard:
        occupied |= placed.mask
    seat = Seat(boat=challenge.boat, tiles=challenge.aboard, occupied=occupied)
    commons = challenge.commons or (0,) * len(content.commons)
    game = GameState(
        mode=Mode.STANDARD,
        seats=(seat,),
        phase=Phase.RARE_FINDS,
        order=(SEAT,),
        commons=commons,
        stack=(RareTurn(SEAT),),  # a turn that waits: the bottom of every move
        content=content,
    )
    return Progress(challenge, game, challenge.offer)


def offered_now(progress: Progress) -> tuple[Tile, ...]:
    """The tiles the next move may take: the next one of a queue, or each distinct tile."""
    if progress.finished or progress.pending is not None or progress.moves_left <= 0:
        return ()
    if not progress.offer:
        return ()
    if progress.challenge.order == QUEUE:
        return progress.offer[:1]
    return tuple(dict.fromkeys(progress.offer))


def placing(progress: Progress, tile: Tile) -> GameState:
    """The rules' state with ``tile`` waiting to be placed on the boat: what the placement
    cursor, its preview and its reasons ask."""
    game = progress.game
    return game.push(PlaceTile(SEAT, tile, "rescue"))


def fits(progress: Progress, tile: Tile) -> bool:
    seat = progress.game.seats[SEAT]
    return has_placement(progress.content.shapes[tile.shape], seat.occupied, False)


def check_step(progress: Progress, step: Step) -> None:
    """Raise ChallengeError unless ``step`` may be taken now."""
    if progress.finished:
        raise ChallengeError("over")
    if isinstance(step, Finish):
        if progress.pending is not None:
            raise ChallengeError("bonus_first")
        return
    if isinstance(step, Put):
        if progress.pending is not None:
            raise ChallengeError("bonus_first")
        if progress.moves_left <= 0:
            raise ChallengeError("no_moves")
        if step.tile not in progress.offer:
            raise ChallengeError("not_offered", tile=step.tile.text())
        if step.tile not in offered_now(progress):
            raise ChallengeError("not_next", tile=progress.offer[0].text())
        _engine_check(placing(progress, step.tile), Place(SEAT, step.x, step.y, step.k))
        return
    if progress.pending is None:
        raise ChallengeError("no_bonus")
    _engine_check(progress.game, step)


def _engine_check(game: GameState, action: Action) -> None:
    try:
        check_action(game, action)
    except IllegalActionError as error:
        raise ChallengeError(error.code, error.refusal, **error.params) from None


def apply_step(progress: Progress, step: Step) -> Progress:
    """The try after ``step`` (checked first). The try ends by itself after a move that
    reaches three stars, spends the last move or tile, or leaves nothing offered that fits."""
    check_step(progress, step)
    line = progress.line + (step_text(step),)
    if isinstance(step, Finish):
        return replace(progress, line=line, finished=True)
    if isinstance(step, Put):
        game, _ = apply_action(placing(progress, step.tile), Place(SEAT, step.x, step.y, step.k))
        offer = list(progress.offer)
        offer.remove(step.tile)
        progress = replace(
            progress, game=game, offer=tuple(offer), moves=progress.moves + 1, line=line
        )
    else:
        game, _ = apply_action(progress.game, step)
        progress = replace(progress, game=game, line=line)
    if progress.pending is None and is_done(progress):
        progress = replace(progress, finished=True)
    return progress


def is_done(progress: Progress) -> bool:
    """Nothing more can happen: three stars, or no move left that a tile could make."""
    if progress.finished:
        return True
    if progress.pending is not None:
        return False
    if stars(progress) >= STARS:
        return True
    return not any(fits(progress, tile) for tile in offered_now(progress))


def bonus_steps(progress: Progress) -> list[Step]:
    """The steps of the map bonus waiting: the treasures to take (and skip), or the legal
    placements of the treasure taken."""
    if progress.pending is None:
        return []
    return [a for a in legal_actions(progress.game, SEAT) if isinstance(a, (Take, Skip, Place))]


def replay(content: Content, challenge: Challenge, steps: Iterable[str]) -> Progress:
    """The try after the steps of a line (text form); ChallengeError or ValueError naming the
    first step refused."""
    progress = start(content, challenge)
    for index, text in enumerate(steps):
        try:
            progress = apply_step(progress, parse_step(text))
        except ChallengeError as error:
            error.params = {**error.params, "step": index}
            raise
    return progress


# --- results --------------------------------------------------------------------------------


def result(progress: Progress) -> int:
    """What the goal counts on the boat as it stands."""
    return result_of(progress.content, progress.challenge, progress.tiles)


def result_of(content: Content, challenge: Challenge, tiles: tuple[Placed, ...]) -> int:
    goal = challenge.goal
    if goal.kind == "rooms":
        full = set(full_rooms(content, tiles))
        return sum(1 for room in goal_rooms(content, goal) if room.id in full)
    if goal.kind == "empty":
        covered = 0
        for placed in tiles:
            covered |= placed.mask
        return sum((room.mask & ~covered).bit_count() for room in goal_rooms(content, goal))
    if goal.kind == "rats":
        return visible_rat_count(content, challenge.boat, tiles)
    if goal.kind == "family":
        return max(
            (f.size for f in families(tiles) if goal.color in (None, f.color)),
            default=0,
        )
    score = score_of(content, challenge, tiles)
    if not goal.lines:
        return score.total
    return sum(getattr(score, line) for line in goal.lines)


def goal_rooms(content: Content, goal: Goal) -> tuple:
    """The rooms a rooms or empty-cells goal counts (every room when it names none)."""
    return tuple(r for r in content.board.rooms if not goal.rooms or r.id in goal.rooms)


def score_of(content: Content, challenge: Challenge, tiles: tuple[Placed, ...]):
    """The boat's score (rules.md section 6) with the challenge's lessons."""
    report = BoatReport(challenge.boat, tiles, lessons=challenge.lessons)
    return score_boats(content, [report], challenge.public_lessons, Mode.STANDARD)[0]


def stars(progress: Progress) -> int:
    return progress.challenge.goal.stars_for(result(progress))
