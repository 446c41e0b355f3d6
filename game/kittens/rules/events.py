"""Events: what happened when an action was applied, as data the scenes animate and narrate.

Each event names its seats and cards. An event with a secret names the only seat that may see
it (``private``) or the cards only some seats know; ``view.observe_events`` blanks them for the
others. The narration keys are ``kittens.event.<key>`` in assets/i18n/kittens.*.json.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.shell.engine.events import Event  # ``key``: the narration key, kittens.event.<key>


@dataclass(frozen=True, slots=True)
class FirstPlayerDrawn(Event):
    seat: int
    key = "first_player"


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    round: int
    starter: int
    key = "round_started"


@dataclass(frozen=True, slots=True)
class CardDealt(Event):
    seat: int
    card: int
    private: int | None = None
    key = "card_dealt"


@dataclass(frozen=True, slots=True)
class TrumpTurned(Event):
    card: int
    key = "trump_turned"


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    seat: int
    card: int
    key = "card_played"


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    """``card`` won the trick ``plays`` for ``seat``; ``by_trump`` when it is a trump;
    ``turned`` lists the paw swipes that counted 8. The cards go to the seat's collection."""

    seat: int
    card: int
    plays: tuple[tuple[int, int], ...]
    by_trump: bool
    turned: tuple[int, ...] = ()
    key = "trick_won"


@dataclass(frozen=True, slots=True)
class ToysLost(Event):
    """``seat`` held 4 or more of ``colour`` and loses all its ``cards`` of it; ``hidden``
    are those of them only the seat knew (overflow cards it had received face down)."""

    seat: int
    colour: int
    cards: tuple[int, ...]
    hidden: tuple[int, ...] = ()
    key = "toys_lost"


@dataclass(frozen=True, slots=True)
class ToyGiven(Event):
    """One card of ``giver``'s overflow, dealt face down to ``seat`` (who alone sees it)."""

    giver: int
    seat: int
    card: int
    private: int | None = None
    key = "toy_given"


@dataclass(frozen=True, slots=True)
class ToysDiscarded(Event):
    """The cards of ``seat``'s overflow left over, discarded face down (nobody sees which)."""

    seat: int
    colour: int
    cards: tuple[int, ...]
    key = "toys_discarded"


@dataclass(frozen=True, slots=True)
class RoundEnded(Event):
    """``end`` is ``five_colours`` or ``hands_empty``; ``collections`` per seat as they lie
    (``face_down`` per seat: the cards of them only that seat knows)."""

    round: int
    end: str
    winners: tuple[int, ...]
    collections: tuple[tuple[int, ...], ...]
    face_down: tuple[tuple[int, ...], ...] = ()
    key = "round_ended"


@dataclass(frozen=True, slots=True)
class SuperChatWon(Event):
    seat: int
    total: int
    key = "super_chat"


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    winners: tuple[int, ...]
    key = "game_ended"


EVENT_TYPES: tuple[type[Event], ...] = (
    FirstPlayerDrawn,
    RoundStarted,
    CardDealt,
    TrumpTurned,
    CardPlayed,
    TrickWon,
    ToysLost,
    ToyGiven,
    ToysDiscarded,
    RoundEnded,
    SuperChatWon,
    GameEnded,
)
