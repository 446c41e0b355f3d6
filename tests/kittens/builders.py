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


def played(state: GameState, plays: str) -> tuple[GameState, list]:
    """The cards of ``plays`` played from the seat to move on, then every overflow dealt with
    the lowest card left each time: the state and every event."""
    from game.kittens.rules import apply_action, chance_outcomes, to_move
    from game.kittens.rules.actions import Play

    events: list = []
    for text in plays.split():
        state, new = apply_action(state, Play(to_move(state)[0], parse_card(text)))
        events += new
    while state.phase == Phase.OVERFLOW:
        lowest = min((a for a, _ in chance_outcomes(state)), key=lambda a: a.card)
        state, new = apply_action(state, lowest)
        events += new
    return state, events


def trick(hands: list[str], plays: str, **table) -> tuple[GameState, list]:
    """A hand-built position (``position``'s arguments) after one trick: see ``played``."""
    return played(position(hands, **table), plays)
