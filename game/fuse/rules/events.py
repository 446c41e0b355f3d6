"""Events: what happened when an action was applied, as data the record folds and the scenes
will animate and narrate.

Each event names its seats and cards. An event with a secret names the only seat that may see
it (``private``), or the two seats a card moved between (``CardTaken.secret``); the deck's order
is nobody's to see. ``view.observe_events`` blanks what a seat may not know. The narration keys
are ``fuse.event.<key>`` in assets/i18n/fuse.*.json.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.shell.engine.events import Event  # ``key``: the narration key, fuse.event.<key>


@dataclass(frozen=True, slots=True)
class FirstPlayerDrawn(Event):
    seat: int
    key = "first_player"


@dataclass(frozen=True, slots=True)
class CardDealt(Event):
    seat: int
    card: int
    private: int | None = None
    key = "card_dealt"


@dataclass(frozen=True, slots=True)
class KitGiven(Event):
    """Each player's calm-down kit (Set-up 2); the copies are alike, so which one is no secret."""

    seat: int
    card: int
    key = "kit_given"


@dataclass(frozen=True, slots=True)
class CardsSetAside(Event):
    """The fuse kittens and calm-down kits that leave the game (Set-up 3)."""

    cards: tuple[int, ...]
    key = "set_aside"


@dataclass(frozen=True, slots=True)
class DeckStacked(Event):
    """The deck at the start of play, top first (nobody sees its order)."""

    deck: tuple[int, ...]
    key = "deck_stacked"


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    """``seat`` begins a turn owing ``owed`` turns, this one included (2 after a Pounce)."""

    seat: int
    owed: int
    key = "turn_started"


@dataclass(frozen=True, slots=True)
class Played(Event):
    """``seat`` plays ``cards`` face up as a ``kind`` (combos.Kind), at ``target``, naming the
    title ``named`` (a Three alike)."""

    seat: int
    cards: tuple[int, ...]
    kind: str
    target: int | None = None
    named: int | None = None
    key = "played"


@dataclass(frozen=True, slots=True)
class WindowOpened(Event):
    """The No! window opens on ``seat``'s play. It opens after every play, whoever holds a No!,
    so that it tells nobody who does."""

    seat: int
    key = "window_opened"


@dataclass(frozen=True, slots=True)
class NoPlayed(Event):
    """``seat`` answers with a No! (``count``: the No!s against the play so far)."""

    seat: int
    card: int
    count: int
    key = "no_played"


@dataclass(frozen=True, slots=True)
class WindowClosed(Event):
    """The window closes: ``noes`` were played; an odd number cancels the play."""

    seat: int
    noes: int
    cancelled: bool
    key = "window_closed"


@dataclass(frozen=True, slots=True)
class Peeked(Event):
    """``seat`` looks at the top ``cards`` of the deck (only it sees them)."""

    seat: int
    cards: tuple[int, ...]
    private: int | None = None
    key = "peeked"


@dataclass(frozen=True, slots=True)
class DeckShuffled(Event):
    """``seat``'s Shuffle is done: ``deck`` is the new order, top first (nobody sees it)."""

    seat: int
    deck: tuple[int, ...]
    key = "deck_shuffled"


@dataclass(frozen=True, slots=True)
class FavourAsked(Event):
    """``target`` must choose a card of its hand to give ``seat``."""

    seat: int
    target: int
    key = "favour_asked"


@dataclass(frozen=True, slots=True)
class CardTaken(Event):
    """``card`` moves to ``seat``'s hand from ``source`` (a seat, or -1: the discard pile) by
    ``way`` (favour, steal, named, discard). ``secret``: only the two seats see which card."""

    seat: int
    source: int
    card: int
    way: str
    secret: bool = False
    key = "card_taken"


@dataclass(frozen=True, slots=True)
class NothingTaken(Event):
    """A play that took effect moved no card: ``why`` is ``empty_hand`` (the target holds
    nothing), ``not_held`` (the target holds no card of the ``named`` title) or
    ``empty_discard`` (no card of the discard pile may be taken)."""

    seat: int
    target: int | None
    why: str
    named: int | None = None
    key = "nothing_taken"


@dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    """``seat`` draws ``card`` (not a fuse kitten) into its hand (only it sees which)."""

    seat: int
    card: int
    private: int | None = None
    key = "card_drawn"


@dataclass(frozen=True, slots=True)
class FuseDrawn(Event):
    """``seat`` draws a fuse kitten and shows it at once."""

    seat: int
    card: int
    key = "fuse_drawn"


@dataclass(frozen=True, slots=True)
class KitPlayed(Event):
    """``seat`` calms the fuse kitten with the kit ``card`` (played for it: it cannot be
    No!'d)."""

    seat: int
    card: int
    key = "kit_played"


@dataclass(frozen=True, slots=True)
class KittenReturned(Event):
    """``seat`` puts the fuse kitten ``card`` back at ``position`` (0 = top) of a deck of
    ``size`` cards once it is back; only ``seat`` sees the position."""

    seat: int
    card: int
    position: int
    size: int
    private: int | None = None
    key = "kitten_returned"


@dataclass(frozen=True, slots=True)
class PlayerOut(Event):
    """``seat`` drew a fuse kitten without a kit: its hand and the kitten (``cards``) go to the
    discard pile; ``place`` is where it finishes (the players still in, plus one)."""

    seat: int
    cards: tuple[int, ...]
    place: int
    key = "player_out"


@dataclass(frozen=True, slots=True)
class TurnEnded(Event):
    """``seat``'s turn ends by ``ended`` (state.Ended: draw, pounce, nap, calm, out)."""

    seat: int
    ended: str
    key = "turn_ended"


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    """The last player in wins."""

    winner: int
    key = "game_ended"


EVENT_TYPES: tuple[type[Event], ...] = (
    FirstPlayerDrawn,
    CardDealt,
    KitGiven,
    CardsSetAside,
    DeckStacked,
    TurnStarted,
    Played,
    WindowOpened,
    NoPlayed,
    WindowClosed,
    Peeked,
    DeckShuffled,
    FavourAsked,
    CardTaken,
    NothingTaken,
    CardDrawn,
    FuseDrawn,
    KitPlayed,
    KittenReturned,
    PlayerOut,
    TurnEnded,
    GameEnded,
)
