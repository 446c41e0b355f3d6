"""Events: what happened when an action was applied, as data for logs and animations.

Events that carry hidden information name the only seat allowed to see it (``private``);
``view.observe_events`` hides them from the other seats.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.isle.rules.ids import Tile
from game.isle.rules.vocabulary import Phase
from game.shell.engine.events import Event


@dataclass(frozen=True, slots=True)
class BoatsDealt(Event):
    boats: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class OrderSet(Event):
    order: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class DayStarted(Event):
    day: int


@dataclass(frozen=True, slots=True)
class TileDrawn(Event):
    """A tile left the bag; ``to`` is left / right / supply / boat / out."""

    tile: Tile
    to: str


@dataclass(frozen=True, slots=True)
class FishGained(Event):
    seat: int
    amount: int
    reason: str  # fishing | card


@dataclass(frozen=True, slots=True)
class FishPaid(Event):
    seat: int
    amount: int
    reason: str  # card | cat | treasure
    private: int | None = None  # a purchase in the simultaneous buy step


@dataclass(frozen=True, slots=True)
class CardsDealt(Event):
    seat: int
    cards: tuple[int, ...]
    private: int | None = None


@dataclass(frozen=True, slots=True)
class CardsKept(Event):
    seat: int
    cards: tuple[int, ...]
    private: int | None = None


@dataclass(frozen=True, slots=True)
class HandsPassed(Event):
    direction: int
    counts: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class CardBought(Event):
    seat: int
    card: int
    price: int
    color: str | None = None  # a public lesson's colour, named when bought
    private: int | None = None


@dataclass(frozen=True, slots=True)
class CardsDiscarded(Event):
    seat: int
    cards: tuple[int, ...]
    private: int | None = None


@dataclass(frozen=True, slots=True)
class LessonsRead(Event):
    seat: int
    public: tuple[tuple[int, str | None], ...]
    private_cards: tuple[int, ...]
    private: int | None = None


@dataclass(frozen=True, slots=True)
class RescueCardsDeclared(Event):
    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class RescueCardsRevealed(Event):
    speeds: tuple[int, ...]  # per seat
    cards: tuple[tuple[int, ...], ...]  # per seat
    order: tuple[int, ...]  # the new cat order


@dataclass(frozen=True, slots=True)
class CatRescued(Event):
    seat: int
    tile: Tile
    field: str
    cost: int
    pay: str


@dataclass(frozen=True, slots=True)
class TilePlaced(Event):
    seat: int
    tile: Tile
    mask: int
    x: int
    y: int
    k: int


@dataclass(frozen=True, slots=True)
class MapCovered(Event):
    seat: int
    color: str  # the colour of the covered map
    bonus: bool  # a cat or Oshax of that colour covered it


@dataclass(frozen=True, slots=True)
class TreasureTaken(Event):
    seat: int
    tile: Tile


@dataclass(frozen=True, slots=True)
class TileDiscarded(Event):
    seat: int
    tile: Tile


@dataclass(frozen=True, slots=True)
class TilesRemoved(Event):
    seat: int
    tiles: tuple[Tile, ...]


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    seat: int
    card: int
    color: str | None = None


@dataclass(frozen=True, slots=True)
class BasketsChanged(Event):
    seat: int
    baskets: int


@dataclass(frozen=True, slots=True)
class CatMoved(Event):
    tile: Tile
    to: str


@dataclass(frozen=True, slots=True)
class LessonsDiscarded(Event):
    seat: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Passed(Event):
    seat: int
    phase: Phase


@dataclass(frozen=True, slots=True)
class PhaseStarted(Event):
    phase: Phase
    day: int


@dataclass(frozen=True, slots=True)
class CatsRanAway(Event):
    tiles: tuple[Tile, ...]


@dataclass(frozen=True, slots=True)
class DayEnded(Event):
    day: int


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    sister: int | None = None  # solo: the sister's total (rules.md 8.6)


# --- the solo sister (rules.md section 8): everything she does is public ---------------------


@dataclass(frozen=True, slots=True)
class OshaxRowLaid(Event):
    """Solo setup: the Oshax row, numbered 1-6 from the left (rules.md 8.1)."""

    row: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class SisterColorRevealed(Event):
    """A solo colour card is turned face up; ``position`` 1-5 gives 5-1 points per tile."""

    card: int
    color: str
    position: int


@dataclass(frozen=True, slots=True)
class SisterLessonDrawn(Event):
    card: int


@dataclass(frozen=True, slots=True)
class SisterCardRevealed(Event):
    """One of the sister's basket cards is turned face up. ``index`` 0 is the day's first card:
    its speed is her speed and its basket number how many cards she uses today."""

    card: int
    index: int
    speed: int
    baskets: int


@dataclass(frozen=True, slots=True)
class SisterOrderSet(Event):
    """Solo rescue order (rules.md 8.4.3): faster first, equal speeds keep the last order."""

    first: bool  # the sister goes first
    player_speed: int
    sister_speed: int


@dataclass(frozen=True, slots=True)
class SisterRemovedCat(Event):
    """The sister removed cat ``number`` (the card asked for ``asked``; a number past the end
    means the highest one) from ``field``; the cats after it move up one number."""

    number: int
    tile: Tile
    field: str
    asked: int


@dataclass(frozen=True, slots=True)
class SisterRemovedRare(Event):
    number: int
    tile: Tile
    asked: int


@dataclass(frozen=True, slots=True)
class SisterRemovedOshax(Event):
    number: int
    tile: Tile
    asked: int


@dataclass(frozen=True, slots=True)
class SisterRemovedCommon(Event):
    tile: Tile


@dataclass(frozen=True, slots=True)
class SisterSwitchedCats(Event):
    """Cats ``numbers`` exchanged their numbers and places (and fields when they differed).
    ``tiles`` are the cats that had those numbers before the switch; ``asked`` the card's."""

    numbers: tuple[int, int]
    tiles: tuple[Tile, Tile]
    fields: tuple[str, str]  # the fields the two cats were in before the switch
    asked: tuple[int, int]


@dataclass(frozen=True, slots=True)
class SisterFoundNothing(Event):
    """A sister action with nothing to take: ``action`` is cat / rare / oshax / common / switch
    and ``asked`` the number (or the common shape) on her card."""

    action: str
    asked: int


@dataclass(frozen=True, slots=True)
class SisterCardsDiscarded(Event):
    cards: tuple[int, ...]
