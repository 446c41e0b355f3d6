"""Hand-built Dice Quest positions for the tests: small decks of cards written as text, a seat to
move with given dice, line, army and free rerolls."""

from __future__ import annotations

from dataclasses import replace

from game.quest.rules import Creature, GameState, Phase, Power, Seat, new_game


def deck(*cards: str) -> tuple[Creature, ...]:
    """``deck("3 3 plus", "sun sun sun sun sun reroll")``: cards 1, 2, ... with those
    combinations and powers."""
    out = []
    for i, text in enumerate(cards, start=1):
        *combo, power = text.split()
        out.append(Creature(i, tuple(combo), Power(power)))
    return tuple(out)


def position(
    cards: tuple[Creature, ...],
    dice: tuple[int, ...],
    line: tuple[int, ...],
    armies: tuple[tuple[int, ...], ...] = ((),),
    seat: int = 0,
    free_rerolls: int = 1,
    spent: tuple[int, ...] = (),
    discards: tuple[tuple[int, ...], ...] | None = None,
    turns: tuple[int, ...] | None = None,
) -> GameState:
    """The seat to move in its play phase: the given dice, line and armies; every card of
    ``cards`` in neither the line, an army nor a discard is in the deck, in id order."""
    players = len(armies)
    discards = discards or ((),) * players
    turns = turns or (1,) * players
    placed = set(line) | {c for a in armies for c in a} | {c for d in discards for c in d}
    state = new_game(players, cards)
    return replace(
        state,
        phase=Phase.PLAY,
        seats=tuple(
            Seat(army=a, discard=d, turns=t)
            for a, d, t in zip(armies, discards, turns, strict=True)
        ),
        pile=(),
        deck=tuple(c.id for c in cards if c.id not in placed),
        line=line,
        first=0,
        seat=seat,
        turn=sum(turns),
        dice=dice,
        rolling=(),
        free_rerolls=free_rerolls,
        spent=spent,
    )
