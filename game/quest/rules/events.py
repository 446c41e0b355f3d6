"""Events: what happened when an action was applied, as data the scenes animate and narrate.

Everything in Dice Quest happens in the open (dice, line, armies, discards) except the order of
the deck: a card put on the deck while it is shuffled is seen by nobody (``SECRET``), and
``view.observe_events`` blanks it. The narration keys are ``quest.event.<key>`` in
assets/i18n/quest.*.json.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.shell.engine.events import Event  # ``key``: the narration key, quest.event.<key>

SECRET = -2  # ``private`` of an event no seat may see the details of


@dataclass(frozen=True, slots=True)
class CardShuffled(Event):
    """``card`` went on the deck at ``place`` (0: the top)."""

    card: int
    place: int
    private: int | None = SECRET
    key = "card_shuffled"


@dataclass(frozen=True, slots=True)
class FirstSeatDrawn(Event):
    seat: int
    key = "first_seat"


@dataclass(frozen=True, slots=True)
class CreatureRevealed(Event):
    """``card``, the deck's top card, joined the quest line at ``position``."""

    card: int
    position: int
    key = "creature_revealed"


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    """``seat``'s turn (the game's ``turn``-th) begins with the line filled to ``line`` and
    ``free_rerolls`` free rerolls (two on the seat's own first turn)."""

    seat: int
    turn: int
    line: tuple[int, ...]
    free_rerolls: int
    key = "turn_started"


@dataclass(frozen=True, slots=True)
class Rerolled(Event):
    """``seat`` took a free reroll keeping the dice at ``kept``."""

    seat: int
    kept: tuple[int, ...]
    key = "rerolled"


@dataclass(frozen=True, slots=True)
class DieRolled(Event):
    position: int
    face: int
    key = "die_rolled"


@dataclass(frozen=True, slots=True)
class DiceSettled(Event):
    """Every die the dealer had to roll is rolled: the five faces."""

    dice: tuple[int, ...]
    key = "dice_settled"


@dataclass(frozen=True, slots=True)
class PowerSpent(Event):
    """``seat`` spent the ``power`` of ``card`` on ``positions`` (with ``choice`` for ±1); the
    card went to its discard. ``dice``: the five faces after it (a reroll power's dice are
    rolled next, ``DiceSettled`` gives them)."""

    seat: int
    card: int
    power: str
    positions: tuple[int, ...]
    choice: str | None
    dice: tuple[int, ...]
    key = "power_spent"


@dataclass(frozen=True, slots=True)
class CreatureBeaten(Event):
    seat: int
    card: int
    dice: tuple[int, ...]
    key = "creature_beaten"


@dataclass(frozen=True, slots=True)
class NothingBeaten(Event):
    """``seat``'s turn ended with no creature beaten (solo: the quest is lost)."""

    seat: int
    dice: tuple[int, ...]
    key = "nothing_beaten"


@dataclass(frozen=True, slots=True)
class QuestWon(Event):
    """Solo: no creature is left; the score is the army's cards."""

    score: int
    key = "quest_won"


@dataclass(frozen=True, slots=True)
class QuestLost(Event):
    """Solo: the dice beat no creature of the line."""

    left: int  # creatures left in the deck and the line
    key = "quest_lost"


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    """2-8 players: no creature is left; each seat's army plus discards, and the winners."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    key = "game_ended"


EVENT_TYPES: tuple[type[Event], ...] = (
    CardShuffled,
    FirstSeatDrawn,
    CreatureRevealed,
    TurnStarted,
    Rerolled,
    DieRolled,
    DiceSettled,
    PowerSpent,
    CreatureBeaten,
    NothingBeaten,
    QuestWon,
    QuestLost,
    GameEnded,
)
