"""The whole-game record of the reference (its last section), folded from a game's events.

One JSON-ready object: ``game`` ("fuse"), ``players``, ``seed``, ``deck`` (its order at the
start of play, top first), ``hands`` (per seat, as dealt: the 7 cards in dealing order, then
the kit), ``first``, ``combos``, ``turns``, ``out`` (seats in the order they went out),
``winner``. Each turn: ``seat``, ``owed`` (turns owed when it began), ``plays``, ``draw`` (the
card drawn, or null), ``calm`` (where the fuse kitten went back, or null), ``ended``. Each play:
``seat``, ``cards``, ``target``, ``named`` (a title), ``taken``, ``noes`` ([seat, card] in
order), ``cancelled``, ``peeked``, ``deck_after`` (top first). A calm-down is the turn's last
play, after its draw: the kit alone, its ``deck_after`` holding the fuse kitten put back.

Cards are written as their text (``A#2``, ``C3#4``). The events must be the unblanked ones
(the record sees all).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from game.fuse.rules import events as ev
from game.fuse.rules.cards import card_text, cards_text, title_text

GAME = "fuse"


def _play(seat: int, cards: tuple[int, ...], deck: list[int]) -> dict[str, Any]:
    return {
        "seat": seat,
        "cards": cards_text(cards),
        "target": None,
        "named": None,
        "taken": None,
        "noes": [],
        "cancelled": False,
        "peeked": None,
        "deck_after": cards_text(deck),
    }


def game_record(
    players: int, seed: int, combos: bool, events: Iterable[ev.Event]
) -> dict[str, Any]:
    """The record of a game of ``players`` dealt from ``seed`` (combos on or off) that produced
    ``events``."""
    record: dict[str, Any] = {
        "game": GAME,
        "players": players,
        "seed": seed,
        "deck": None,
        "hands": [[] for _ in range(players)],
        "first": None,
        "combos": combos,
        "turns": [],
        "out": [],
        "winner": None,
    }
    turns: list[dict[str, Any]] = record["turns"]
    deck: list[int] = []  # the deck as it is now, kept in step with the events
    for event in events:
        if isinstance(event, ev.FirstPlayerDrawn):
            record["first"] = event.seat
        elif isinstance(event, (ev.CardDealt, ev.KitGiven)):
            record["hands"][event.seat].append(card_text(event.card))
        elif isinstance(event, ev.DeckStacked):
            deck = list(event.deck)
            record["deck"] = cards_text(deck)
        elif isinstance(event, ev.TurnStarted):
            turns.append(
                {
                    "seat": event.seat,
                    "owed": event.owed,
                    "plays": [],
                    "draw": None,
                    "calm": None,
                    "ended": None,
                }
            )
        elif isinstance(event, ev.Played):
            play = _play(event.seat, event.cards, deck)
            play["target"] = event.target
            play["named"] = title_text(event.named) if event.named is not None else None
            turns[-1]["plays"].append(play)
        elif isinstance(event, ev.NoPlayed):
            turns[-1]["plays"][-1]["noes"].append([event.seat, card_text(event.card)])
        elif isinstance(event, ev.WindowClosed):
            turns[-1]["plays"][-1]["cancelled"] = event.cancelled
        elif isinstance(event, ev.Peeked):
            turns[-1]["plays"][-1]["peeked"] = cards_text(event.cards)
        elif isinstance(event, ev.DeckShuffled):
            deck = list(event.deck)
            turns[-1]["plays"][-1]["deck_after"] = cards_text(deck)
        elif isinstance(event, ev.CardTaken):
            turns[-1]["plays"][-1]["taken"] = card_text(event.card)
        elif isinstance(event, (ev.CardDrawn, ev.FuseDrawn)):
            deck.pop(0)  # the top card
            turns[-1]["draw"] = card_text(event.card)
        elif isinstance(event, ev.KitPlayed):
            turns[-1]["plays"].append(_play(event.seat, (event.card,), deck))
        elif isinstance(event, ev.KittenReturned):
            deck.insert(event.position, event.card)
            turns[-1]["calm"] = event.position
            turns[-1]["plays"][-1]["deck_after"] = cards_text(deck)
        elif isinstance(event, ev.TurnEnded):
            turns[-1]["ended"] = event.ended
        elif isinstance(event, ev.PlayerOut):
            record["out"].append(event.seat)
        elif isinstance(event, ev.GameEnded):
            record["winner"] = event.winner
    return record
