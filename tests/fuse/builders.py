"""Hand-built Kitten Fuse positions for the tests: cards by their text, every card somewhere."""

from __future__ import annotations

from game.fuse.rules import DECK, Event, apply_action, card_text, parse_action, parse_card
from game.fuse.rules.cards import HIDDEN
from game.fuse.rules.state import GameState, Phase, Seat


def cards(text: str) -> tuple[int, ...]:
    """``"A#1 C3#2"`` -> the cards, in the order written."""
    return tuple(parse_card(t) for t in text.split())


def position(
    hands: list[str],
    deck: str,
    discard: str = "",
    turn: int = 0,
    owed: int = 1,
    combos: bool = True,
    out: tuple[int, ...] = (),
) -> GameState:
    """A game at ``turn``'s turn to play: the given hands (seats in ``out`` hold nothing), the
    deck top first, the discard pile oldest first; every other card set aside, so that the 56
    are all somewhere. Nobody knows anything of the deck."""
    used = [c for h in hands for c in cards(h)] + list(cards(deck)) + list(cards(discard))
    assert len(used) == len(set(used)), "each card once"
    the_deck = cards(deck)
    return GameState(
        players=len(hands),
        combos=combos,
        phase=Phase.PLAY,
        seats=tuple(Seat(hand=tuple(sorted(cards(h))), out=i in out) for i, h in enumerate(hands)),
        first=0,
        deck=the_deck,
        discard=cards(discard),
        removed=tuple(c for c in DECK if c not in used),
        turn=turn,
        owed=owed,
        turns=1,
        known=((HIDDEN,) * len(the_deck),) * len(hands),
        out=out,
    )


def run(state: GameState, *texts: str) -> tuple[GameState, list[Event]]:
    """The actions written ``texts`` applied in order: the state and every event."""
    events: list[Event] = []
    for text in texts:
        state, new = apply_action(state, parse_action(text))
        events += new
    return state, events


def keys(events: list[Event]) -> list[str]:
    return [e.key for e in events]


def hand(state: GameState, seat: int) -> list[str]:
    return [card_text(c) for c in state.seats[seat].hand]


def texts(some: tuple[int, ...]) -> list[str]:
    return [card_text(c) for c in some]
