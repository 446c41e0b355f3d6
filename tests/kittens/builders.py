"""Hand-built Kitten Toys positions for the tests: cards by their text."""

from __future__ import annotations

from game.kittens.rules import DECK, parse_card
from game.kittens.rules.state import GameState, Phase, Seat


def cards(text: str) -> tuple[int, ...]:
    """``"r1 r7 b2"`` -> the cards, sorted."""
    return tuple(sorted(parse_card(t) for t in text.split()))


def position(
    hands: list[str],
    collections: list[str] | None = None,
    trump: str = "b7",
    leader: int = 0,
    trick: list[tuple[int, str]] = (),
    super_chats: list[int] | None = None,
    face_down: list[str] | None = None,
    discarded: str = "",
) -> GameState:
    """A round in its trick phase: the given hands, collections and trick on the table; the
    trump card as given, every other card in the rest of the pile (so all 35 are somewhere)."""
    players = len(hands)
    collections = collections or [""] * players
    face_down = face_down or [""] * players
    super_chats = super_chats or [0] * players
    seats = tuple(
        Seat(
            hand=cards(hands[i]),
            collection=cards(collections[i]),
            face_down=cards(face_down[i]),
            super_chats=super_chats[i],
        )
        for i in range(players)
    )
    table = tuple((s, parse_card(c)) for s, c in trick)
    used = set(parse_card(trump) for _ in [0]) | {c for _, c in table} | set(cards(discarded))
    for s in seats:
        used |= set(s.hand) | set(s.collection)
    rest = tuple(c for c in DECK if c not in used)
    return GameState(
        players=players,
        phase=Phase.TRICK,
        seats=seats,
        round=1,
        starter=leader,
        trump=parse_card(trump),
        rest=rest,
        leader=leader,
        trick=table,
        discarded=cards(discarded),
        last_winner=leader,
    )
