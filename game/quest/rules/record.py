"""The whole-game record of the reference (its last section), folded from a game's events.

One JSON-ready object: ``game`` ("quest"), ``players``, ``seed``, ``cards`` (each ``id``,
``combo``, ``power``), ``deck`` (card ids, top first, after shuffling), ``first`` (the first
seat), ``turns``, then solo ``won`` and ``score`` (null when lost), or with 2-8 players
``scores`` (per seat) and ``winners``. Each turn: ``seat``, ``line`` (at the start of the turn,
after filling), ``rolls`` (each: ``kept``, ``[]`` for the first roll, and ``dice``, all five
after it), ``powers`` (in order: ``card``, ``positions``, ``choice`` ("+1"/"-1" for ±1, else
null), ``dice`` after it), ``beaten`` (card id or null), ``dice`` (final). The events must be
the unblanked ones (the record sees the deck).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from game.quest.rules import events as ev
from game.quest.rules.creatures import Creature

GAME = "quest"


def cards_record(cards: Sequence[Creature]) -> list[dict[str, Any]]:
    return [{"id": c.id, "combo": list(c.combo), "power": c.power.value} for c in cards]


def game_record(
    players: int, seed: int, cards: Sequence[Creature], events: Iterable[ev.Event]
) -> dict[str, Any]:
    """The record of a game of ``players`` with ``cards``, dealt from ``seed``, that produced
    ``events``."""
    deck: list[int] = []
    first = 0  # solo: seat 0 plays first, nothing is drawn
    turns: list[dict[str, Any]] = []
    rolled: dict[str, Any] = {}  # the roll or reroll power whose dice the dealer is rolling
    end: dict[str, Any] = {}
    for event in events:
        if isinstance(event, ev.CardShuffled):
            deck.append(event.card)
        elif isinstance(event, ev.FirstSeatDrawn):
            first = event.seat
        elif isinstance(event, ev.TurnStarted):
            rolled = {"kept": [], "dice": None}
            turns.append(
                {
                    "seat": event.seat,
                    "line": list(event.line),
                    "rolls": [rolled],
                    "powers": [],
                    "beaten": None,
                    "dice": None,
                }
            )
        elif isinstance(event, ev.Rerolled):
            rolled = {"kept": list(event.kept), "dice": None}
            turns[-1]["rolls"].append(rolled)
        elif isinstance(event, ev.PowerSpent):
            spent = {
                "card": event.card,
                "positions": list(event.positions),
                "choice": event.choice,
                "dice": list(event.dice),
            }
            turns[-1]["powers"].append(spent)
            rolled = spent  # a reroll power: its dice come with DiceSettled
        elif isinstance(event, ev.DiceSettled):
            rolled["dice"] = list(event.dice)
        elif isinstance(event, ev.CreatureBeaten):
            turns[-1]["beaten"] = event.card
            turns[-1]["dice"] = list(event.dice)
        elif isinstance(event, ev.NothingBeaten):
            turns[-1]["dice"] = list(event.dice)
        elif isinstance(event, ev.QuestWon):
            end = {"won": True, "score": event.score}
        elif isinstance(event, ev.QuestLost):
            end = {"won": False, "score": None}
        elif isinstance(event, ev.GameEnded):
            end = {"scores": list(event.scores), "winners": list(event.winners)}
    record: dict[str, Any] = {
        "game": GAME,
        "players": players,
        "seed": seed,
        "cards": cards_record(cards),
        "deck": deck,
        "first": first,
        "turns": turns,
    }
    if not end:  # a game not over yet
        end = {"won": None, "score": None} if players == 1 else {"scores": None, "winners": None}
    return record | end
