"""What a bot knows while it takes one decision: its view, its style, and the estimates built
from them once (its boat, the time left, the value of a fish, the value of each cat in the
fields)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property

from game.isle.bots.evaluation import (
    BoatInfo,
    Outlook,
    PlacementJudge,
    Weights,
    boat_info,
    outlook_for,
)
from game.isle.bots.lessons import LessonTerm, terms_for
from game.isle.bots.sister import colour_costs, sister_terms, unspent_fish_cost
from game.isle.rules.content import Content
from game.isle.rules.ids import Tile
from game.isle.rules.legality import rescue_cost
from game.isle.rules.state import GameState, Seat
from game.isle.rules.view import View


@dataclass(frozen=True, slots=True)
class Style:
    """How a level plays: its evaluation weights and which of the shared skills it uses."""

    name: str
    weights: Weights = field(default_factory=Weights)
    private_lessons: bool = True  # plays to its own private lessons
    public_lessons: bool = False  # adapts placements and purchases to public lessons
    public_value: float = 1.0  # what a public lesson is worth when not adapting to them, and
    # (when adapting) the edge over the others that playing to it will give
    keep: int = 12  # spots of a tile that get the full evaluation
    noise: float = 0.0  # random noise on values, in points (a new player's guesses)
    fish_early: float = 0.5  # value of a fish carried to a later day, in points
    speed_aware: bool = False  # buys and declares speed to pick first
    anytime_skill: bool = True  # plays anytime cards with purpose (else fish cards only)
    anytime_value: float = 1.0  # scale of what anytime cards are worth when buying
    rescue_search: bool = False  # simulates the rescue phase to order its picks
    buy_search: bool = False  # Solo: drafts and buys by playing today's Rescue phase forward
    lookahead: bool = False  # places a tile with an eye on the next cat it wants
    samples: int = 0  # sampled completions of the hidden information per searched decision
    budget: float = 0.05  # seconds a decision may take (a soft target)
    overlap: float = 0.45  # how often another seat wants the same cat (competition model)
    deny: float = 0.0  # in the draft, weight of what the cards passed on would give the next seat
    ignored: frozenset[str] = frozenset()  # lesson rules it does not play to when placing
    closing: bool = False  # keeps its treasure cards for the end of the game, then closes with
    # them the rooms they can close together (closing.py)
    sister: bool = True  # Solo: plays against the sister's colour cards, lessons and fish
    priors: Mapping[str, float] = field(default_factory=dict)  # its own lesson priors
    yields: Mapping[str, float] = field(default_factory=dict)  # per lesson rule: the points a
    # private lesson paid in its games per point it estimated when buying it (1 if absent)


@dataclass(frozen=True, slots=True)
class CatOption:
    """A cat in a field, what it costs this seat and how much its best spot is worth."""

    tile: Tile
    side: str
    cost: int
    value: float  # points: the change of the boat estimate with the cat on its best spot


class Ctx:
    """One decision's knowledge. Built from the view only."""

    def __init__(
        self, view: View, style: Style, rng: random.Random, cache: dict | None = None
    ) -> None:
        self.view = view
        self.state: GameState = view.state
        self.seat: int = view.seat
        self.style = style
        self.rng = rng
        self.cache = cache if cache is not None else {}  # kept between decisions
        self.cache_now: dict = {}  # this decision only

    def info_of(self, seat: int) -> BoatInfo:
        """Another seat's boat (public), for lessons that compare boats."""
        key = ("info", seat)
        if key not in self.cache_now:
            self.cache_now[key] = self.info if seat == self.seat else boat_info(self.state, seat)
        return self.cache_now[key]

    @property
    def content(self) -> Content:
        return self.state.content

    @property
    def me(self) -> Seat:
        return self.state.seats[self.seat]

    @cached_property
    def terms(self) -> tuple[LessonTerm, ...]:
        terms = terms_for(
            self.state,
            self.seat,
            public=self.style.public_lessons,
            private=self.style.private_lessons,
        )
        terms = tuple(t for t in terms if t.rule not in self.style.ignored)
        if self.solo_aware:
            plain = outlook_for(self.state, self.seat, self.style.weights)
            terms += sister_terms(self.state, self.info, plain, self.me.fish)
        return terms

    @property
    def solo_aware(self) -> bool:
        """Solo, and the level reads the sister."""
        return self.state.sister is not None and self.style.sister

    @cached_property
    def color_costs(self) -> dict[str, float]:
        if not self.solo_aware:
            return {}
        scale = self.style.weights.colour_cards
        return {c: scale * v for c, v in colour_costs(self.state).items()}

    @cached_property
    def info(self) -> BoatInfo:
        return boat_info(self.state, self.seat)

    @cached_property
    def outlook(self) -> Outlook:
        return outlook_for(
            self.state,
            self.seat,
            self.style.weights,
            lesson_terms=self.terms,
            color_costs=self.color_costs,
        )

    @cached_property
    def judge(self) -> PlacementJudge:
        return PlacementJudge(self.info, self.outlook)

    @cached_property
    def cat_judge(self) -> PlacementJudge:
        """The judge of a cat's value in the fields: without the pull towards a remote room,
        which says where a tile goes, not which cat to take (pulled, Hard took the cats that
        reached the bow cabin over those its families wanted, and won fewer games)."""
        if not self.style.weights.reach:
            return self.judge
        return PlacementJudge(self.info, self.outlook, pull=False)

    def noisy(self, value: float) -> float:
        if self.style.noise:
            return value + self.rng.gauss(0.0, self.style.noise)
        return value

    @property
    def days_left(self) -> int:
        """Days after the current one."""
        return (
            max(0, self.content.modes[self.state.mode].days - self.state.day)
            if (self.state.mode in self.content.modes)
            else max(0, 5 - self.state.day)
        )

    def fish_value(self) -> float:
        """Points a fish kept now is worth later: high while days remain, low on the last one
        (fish then only break ties and feed lesson 142); in Solo against her lesson 200, each
        fish left at the end is the sister's points."""
        if self.days_left == 0:
            if self.solo_aware:
                return -unspent_fish_cost(self.terms)
            return 0.05 if self.state.phase in ("rescue", "rare_finds", "final") else 0.15
        return self.style.fish_early

    def cat_options(self) -> list[CatOption]:
        """Every cat in the fields with its value on this boat (memoised per boat and fields)."""
        state = self.state
        memo = self.memo("cats", 64)
        key = (
            self.seat,
            self.me.occupied,
            self.me.anywhere,
            state.left,
            state.right,
            state.day,
            state.phase,
            any(state.commons),
            self.terms,
        )
        found = memo.get(key)
        if found is not None:
            return found
        judge = self.cat_judge
        shapes = self.content.shapes
        found = []
        for side, tiles in (("left", state.left), ("right", state.right)):
            for tile in tiles:
                best = judge.best(
                    shapes[tile.shape],
                    tile.color,
                    "cat",
                    self.me.anywhere,
                    keep=max(3, self.style.keep // 3),
                )
                if best is None:
                    continue
                found.append(CatOption(tile, side, rescue_cost(state, side), best.value))
        found.sort(key=lambda o: (-o.value, o.cost, o.tile))
        memo[key] = found
        return found

    def memo(self, name: str, size: int) -> dict:
        """A memo kept between decisions (estimates that only depend on what they are keyed
        by), emptied when it grows past ``size`` entries."""
        memo = self.cache.setdefault(name, {})
        if len(memo) > size:
            memo.clear()
        return memo
