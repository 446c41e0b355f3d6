"""The game state as frozen data: seats, the island, the supply, and the stack of pending steps.

The state is a pushdown automaton: ``phase`` says where the day is (rules.md section 2), and
``stack`` holds what interrupts it: an anytime round, a turn, a tile waiting to be placed, a
card being resolved. The top frame decides who acts. Every transition returns a new state.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, TypeVar

from game.isle.rules.ids import Placed, Tile
from game.isle.rules.vocabulary import Mode, Phase
from game.shell.engine.errors import RulesError

if TYPE_CHECKING:
    from game.isle.rules.content import Content


@dataclass(frozen=True, slots=True)
class Seat:
    boat: str = ""
    fish: int = 0
    hand: tuple[int, ...] = ()  # cards owned, sorted (lessons wait here until Phase 3)
    named: tuple[tuple[int, str], ...] = ()  # colour named for each public lesson bought
    lessons: tuple[int, ...] = ()  # private lessons in play (after a Phase 3)
    tiles: tuple[Placed, ...] = ()  # in placement order
    occupied: int = 0  # bitboard of covered cells
    baskets: int = 0  # permanent baskets owned
    baskets_used: int = 0  # of which used today
    extra_rescues: int = 0  # pending extra rescues (cards 80-82)
    anywhere: bool = False  # a "place anywhere" card (69/70) is pending
    offer: tuple[int, ...] = ()  # draft: the cards in front of the seat to choose from
    picked: tuple[int, ...] = ()  # draft: this round's secret choice, waiting for the others
    kept: tuple[int, ...] = ()  # cards set aside to buy
    fish_cards: tuple[int, ...] = ()  # fish cards in hand when the buy step (or mini buy) began
    bought: tuple[int, ...] = ()  # cards bought in this buy step, secret until all have bought
    spoiled_maps: int = 0  # map cells covered once and uncovered by 88/89: no bonus again
    ready: bool = False  # done with the current simultaneous step
    declared: tuple[int, ...] = ()  # rescue cards laid down this day
    spent: tuple[int, ...] = ()  # declared cards already used as baskets
    passed: bool = False


# ---------------------------------------------------------------------------------------------
# Frames: pending steps on the stack. Each names the seat that acts (or the dealer draws).


@dataclass(frozen=True, slots=True)
class AnytimeRound:
    """Seats in cat order may each play one anytime card or decline (rules.md section 5.3);
    another round follows when anybody played."""

    window: str
    seats: tuple[int, ...]
    index: int = 0
    played: bool = False

    @property
    def seat(self) -> int:
        return self.seats[self.index]


@dataclass(frozen=True, slots=True)
class PlaceTile:
    """A gained tile waiting to be placed on the seat's boat (rules.md section 3.1)."""

    seat: int
    tile: Tile
    source: str  # rescue | oshax | treasure | bonus | draw


@dataclass(frozen=True, slots=True)
class Bonus:
    """The treasure-map bonus: take one common treasure (rules.md section 3.3) or skip."""

    seat: int


@dataclass(frozen=True, slots=True)
class Commons:
    """A treasure card granting common treasures, taken and placed one at a time."""

    seat: int
    left: int
    small: bool  # only the 1- and 2-cell commons
    taken: int = 0


@dataclass(frozen=True, slots=True)
class DrawCards:
    """Cards 71-74: the dealer draws cards for the seat."""

    seat: int
    left: int
    drawn: tuple[int, ...] = ()
    join: bool = False  # drawn before the buy step: they join the cards to buy


@dataclass(frozen=True, slots=True)
class MiniBuy:
    """Cards 71-74 outside the buy step: buy any of the drawn cards, discard the rest."""

    seat: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class DrawTile:
    """Card 75: the dealer draws a tile that goes onto the seat's boat."""

    seat: int


@dataclass(frozen=True, slots=True)
class DrawToFields:
    """Card 83: the dealer draws tiles one by one; cats go to a field of the seat's choice."""

    seat: int
    left: int


@dataclass(frozen=True, slots=True)
class ChooseField:
    seat: int
    tile: Tile


@dataclass(frozen=True, slots=True)
class MoveCats:
    """Card 77: move 1 to 3 cats, each to the other field."""

    seat: int
    moved: tuple[Tile, ...] = ()


@dataclass(frozen=True, slots=True)
class Declaring:
    """Phase 4a: the seat lays rescue cards face down, one by one, then says done."""

    seat: int


@dataclass(frozen=True, slots=True)
class RescueTurn:
    seat: int
    rescued: int = 0


@dataclass(frozen=True, slots=True)
class RareTurn:
    seat: int


@dataclass(frozen=True, slots=True)
class SisterDraw:
    """Solo: the dealer draws ``left`` cards from one of the sister's piles (rules.md 8.1, 8.4,
    8.5): ``color`` (reveal the next colour card), ``basic`` / ``advanced`` (her solo lessons)
    or ``basket`` (her next basket card)."""

    pile: str
    left: int = 1


Frame = (
    AnytimeRound
    | PlaceTile
    | Bonus
    | Commons
    | DrawCards
    | MiniBuy
    | DrawTile
    | DrawToFields
    | ChooseField
    | MoveCats
    | Declaring
    | RescueTurn
    | RareTurn
    | SisterDraw
)
FRAME_TYPES: tuple[type, ...] = (
    AnytimeRound,
    PlaceTile,
    Bonus,
    Commons,
    DrawCards,
    MiniBuy,
    DrawTile,
    DrawToFields,
    ChooseField,
    MoveCats,
    Declaring,
    RescueTurn,
    RareTurn,
    SisterDraw,
)
CHANCE_FRAMES = (DrawCards, DrawTile, DrawToFields, SisterDraw)
FrameT = TypeVar("FrameT", bound=Frame)


@dataclass(frozen=True, slots=True)
class Sister:
    """The solo opponent (rules.md section 8). Her cards are face up once drawn; cards still
    to come are drawn by the dealer when she needs them (the same odds as drawing them face
    down earlier, and no hidden card in the state)."""

    difficulty: str = ""
    stacked: bool = True  # identical rare treasures share one number (rules.md 8.2, 11.1)
    colors: tuple[int, ...] = ()  # colour cards revealed so far, in reveal order
    lessons: tuple[int, ...] = ()  # her solo lessons, face up, in the order drawn
    deck: tuple[int, ...] = ()  # basket cards not drawn yet, sorted (the draw order is chance)
    cards: tuple[int, ...] = ()  # today's basket cards drawn so far, the first card first
    baskets: int = 0  # how many basket cards she uses today (the first card's number B)
    speed: int = 0  # her speed today (the first card's)
    resolved: int = 0  # today's cards already resolved
    first: bool = False  # she acts before the player (kept from day to day on equal speed)
    discard: tuple[int, ...] = ()  # basket cards of past days, sorted


@dataclass(frozen=True, slots=True)
class GameState:
    mode: Mode
    seats: tuple[Seat, ...]
    day: int = 1
    phase: Phase = Phase.SETUP
    step: int = 0  # phase-local counter: setup stage, cats drawn, cards dealt, turn pointer
    window: bool = False  # the anytime window before the current step has been held
    order: tuple[int, ...] = ()  # cat order, first player first
    direction: int = 1  # draft passing: +1 to the next seat, -1 to the previous one
    left: tuple[Tile, ...] = ()  # left field (3 fish), in the order the cats arrived
    right: tuple[Tile, ...] = ()  # right field (5 fish)
    bag: tuple[Tile, ...] = ()  # contents, sorted: the draw order is chance, not state
    deck: tuple[int, ...] = ()  # contents, sorted
    discard: tuple[int, ...] = ()  # sorted
    gone: tuple[Tile, ...] = ()  # tiles out of the game, sorted
    commons: tuple[int, ...] = ()  # supply count of each common shape (content.commons order)
    rares: tuple[int, ...] = ()  # rare treasures in the supply, in arrival order
    oshax: tuple[int, ...] = ()  # Oshax tiles in the supply, in row order
    public_lessons: tuple[tuple[int, str | None], ...] = ()
    stack: tuple[Frame, ...] = ()
    sister: Sister | None = None  # solo only (rules.md 8)
    content: Content = field(compare=False, repr=False, kw_only=True)

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def top(self) -> Frame | None:
        return self.stack[-1] if self.stack else None

    def top_frame(self, kind: type[FrameT]) -> FrameT:
        """The frame on top of the stack where the rules say it is a ``kind`` (an action the
        legality check let through, a step that pushed it); RulesError if it is not."""
        top = self.stack[-1] if self.stack else None
        if isinstance(top, kind):
            return top
        raise RulesError(f"expected a {kind.__name__} on top of the stack, found {top!r}")

    def seat(self, index: int) -> Seat:
        return self.seats[index]

    def with_seat(self, index: int, **changes) -> GameState:
        seats = list(self.seats)
        seats[index] = replace(seats[index], **changes)
        return replace(self, seats=tuple(seats))

    def push(self, *frames: Frame) -> GameState:
        return replace(self, stack=self.stack + frames)

    def pop(self) -> GameState:
        return replace(self, stack=self.stack[:-1])

    def replace_top(self, frame: Frame) -> GameState:
        return replace(self, stack=self.stack[:-1] + (frame,))

    def field_of(self, tile: Tile) -> str | None:
        if tile in self.left:
            return "left"
        if tile in self.right:
            return "right"
        return None


def sister_of(state: GameState) -> Sister:
    """The solo sister (rules.md 8): only a solo game has her, and only its steps ask for her;
    RulesError in another game."""
    if state.sister is None:
        raise RulesError(f"a {state.mode} game has no sister (only a solo game has one)")
    return state.sister
