"""The whole-game record of the reference (its last section), folded from a game's events.

One JSON-ready object: ``game``, ``players``, ``seed``, ``rounds``, ``super_chats`` (per seat),
``game_winners``. Each round: ``starter``, ``hands`` (per seat, as dealt, sorted),
``trump_card``, ``tricks``, ``end``, ``winners``, ``collections`` (per seat, at the end).
Each trick: ``leader``, ``plays`` ([seat, card] in order), ``winner``, ``overflows`` in the
order resolved; each overflow: ``seat``, ``colour`` (its letter), ``cards`` (every card of the
colour lost), ``given`` ([seat, card] in dealing order), ``discarded``. Cards are written as
their text (``r1``, ``b7``). The events must be the unblanked ones (the record sees all).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from game.kittens.rules import events as ev
from game.kittens.rules.cards import card_text, colour_letter

GAME = "kittens"


def _cards(cards: Iterable[int]) -> list[str]:
    return [card_text(c) for c in cards]


def game_record(players: int, seed: int, events: Iterable[ev.Event]) -> dict[str, Any]:
    """The record of a game of ``players`` dealt from ``seed`` that produced ``events``."""
    rounds: list[dict[str, Any]] = []
    super_chats = [0] * players
    game_winners: list[int] = []
    hands: list[list[int]] = []
    for event in events:
        if isinstance(event, ev.RoundStarted):
            hands = [[] for _ in range(players)]
            rounds.append({"starter": event.starter, "hands": None, "trump_card": None})
            rounds[-1]["tricks"] = []
        elif isinstance(event, ev.CardDealt):
            hands[event.seat].append(event.card)
        elif isinstance(event, ev.TrumpTurned):
            rounds[-1]["hands"] = [_cards(sorted(h)) for h in hands]
            rounds[-1]["trump_card"] = card_text(event.card)
        elif isinstance(event, ev.TrickWon):
            rounds[-1]["tricks"].append(
                {
                    "leader": event.plays[0][0],
                    "plays": [[s, card_text(c)] for s, c in event.plays],
                    "winner": event.seat,
                    "overflows": [],
                }
            )
        elif isinstance(event, ev.ToysLost):
            overflow = {
                "seat": event.seat,
                "colour": colour_letter(event.colour),
                "cards": _cards(event.cards),
                "given": [],
                "discarded": [],
            }
            rounds[-1]["tricks"][-1]["overflows"].append(overflow)
        elif isinstance(event, ev.ToyGiven):
            overflow = rounds[-1]["tricks"][-1]["overflows"][-1]
            overflow["given"].append([event.seat, card_text(event.card)])
        elif isinstance(event, ev.ToysDiscarded):
            rounds[-1]["tricks"][-1]["overflows"][-1]["discarded"] = _cards(event.cards)
        elif isinstance(event, ev.RoundEnded):
            rounds[-1]["end"] = event.end
            rounds[-1]["winners"] = list(event.winners)
            rounds[-1]["collections"] = [_cards(c) for c in event.collections]
        elif isinstance(event, ev.SuperChatWon):
            super_chats[event.seat] = event.total
        elif isinstance(event, ev.GameEnded):
            game_winners = list(event.winners)
    return {
        "game": GAME,
        "players": players,
        "seed": seed,
        "rounds": rounds,
        "super_chats": super_chats,
        "game_winners": game_winners,
    }
