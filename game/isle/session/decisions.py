"""One table of the rules' kinds of decisions and actions, and what the screens make of each.

A decision is what the rules wait for: a frame on top of the stack (``state.top``), or the
phase itself when no frame is pending. For each kind, ``DECISIONS`` says which screen serves it,
whether it shows a seat's hidden cards, which help topic explains it and which choices the board
screen lists; for each kind of action, ``ACTIONS`` says how a suggested move is worded, which
item of the screen it points at and how taking it is done. The router, the screens, the help
and the suggested move ask these tables instead of testing types one by one; a kind of the rules
without its row fails a test (tests/session/test_decisions.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from game.isle.rules import actions as a
from game.isle.rules import state as s
from game.isle.rules.state import GameState
from game.isle.rules.vocabulary import Mode, Phase


@dataclass(frozen=True)
class Decision:
    """A kind of pending decision."""

    screen: str | None  # the screen that serves it; None: the dealer or an automatic step
    modes: dict[str, str] = field(default_factory=dict)  # another screen in some modes
    private: bool = False  # it shows the seat's hidden cards: a hand-off screen comes first
    secret: bool = False  # seats choose at once and in secret: bots need no pacing
    turn: bool = False  # a seat's turn on the board that ends with a pass (auto-pass)
    step: str = ""  # on the board screen: the choices it lists
    topic: str = ""  # help.screen.<topic>; empty: the screen's own
    done_words: str = "advice.what.done"  # a suggested "done" here

    def screen_in(self, mode: str) -> str | None:
        return self.modes.get(mode, self.screen)

    @property
    def help_topic(self) -> str:
        return self.topic or self.screen or ""


@dataclass(frozen=True)
class ActionKind:
    """A kind of action, as the suggested move shows and takes it."""

    words: str | None  # its words (the catalogs' advice.what.*); None: a chance outcome
    empty_words: str | None = None  # the words when it names no card (buy nothing)
    free_words: str | None = None  # the words when it costs nothing (a free Family cat)
    item: str | None = None  # the screen item it points at: "tile:{tile}", "take:{tile}"...
    item_without_cards: bool = False  # points at its button only when no card is chosen
    take: str = "send"  # send | select (the cards are chosen on the screen) | aim (the cursor)

    @property
    def chance(self) -> bool:
        return self.words is None


def _table(rows: tuple[tuple[Any, Any], ...]) -> MappingProxyType:
    """The rows as a read-only mapping; a kind given two rows is an error at import."""
    table: dict[Any, Any] = {}
    for kind, row in rows:
        if kind in table:
            raise ValueError(f"{kind!r} has two rows")
        table[kind] = row
    return MappingProxyType(table)


NO_SCREEN = Decision(None)

DECISIONS = _table(
    (
        # frames (rules/state.py FRAME_TYPES)
        (s.AnytimeRound, Decision("anytime", private=True)),
        (s.PlaceTile, Decision("board", step="place")),
        (s.Bonus, Decision("board", step="bonus")),
        (s.Commons, Decision("board", step="commons")),
        (s.DrawCards, NO_SCREEN),
        (s.MiniBuy, Decision("buy", private=True, secret=True)),
        (s.DrawTile, NO_SCREEN),
        (s.DrawToFields, NO_SCREEN),
        (s.ChooseField, Decision("board", step="field")),
        (s.MoveCats, Decision("board", step="move")),
        (
            s.Declaring,
            Decision(
                "declare", private=True, secret=True, done_words="advice.what.declare_nothing"
            ),
        ),
        (s.RescueTurn, Decision("board", turn=True, step="rescue")),
        (s.RareTurn, Decision("board", turn=True, step="rare")),
        (s.SisterDraw, NO_SCREEN),
        # phases with no frame pending (rules/vocabulary.py Phase)
        (Phase.SETUP, NO_SCREEN),
        (Phase.FILL, NO_SCREEN),
        (Phase.FISHING, NO_SCREEN),
        (Phase.DEAL, NO_SCREEN),
        (
            Phase.DRAFT,
            Decision("draft", modes={Mode.FAMILY: "family_lessons"}, private=True, secret=True),
        ),
        (
            Phase.BUY,
            Decision("buy", private=True, secret=True, done_words="advice.what.buy_nothing"),
        ),
        (Phase.LESSONS, NO_SCREEN),
        (Phase.DECLARE, NO_SCREEN),
        (Phase.RESCUE, NO_SCREEN),
        (Phase.RARE_FINDS, NO_SCREEN),
        (Phase.END_OF_DAY, NO_SCREEN),
        (Phase.FINAL, NO_SCREEN),
        (Phase.OVER, Decision("scoring")),
    )
)

CHANCE = ActionKind(None)

ACTIONS = _table(
    (
        # the dealer's chance outcomes
        (a.DealCard, CHANCE),
        (a.DrawTileOutcome, CHANCE),
        (a.DealBoats, CHANCE),
        (a.SetOrder, CHANCE),
        (a.OshaxRow, CHANCE),
        # the players' actions
        (a.Keep, ActionKind("advice.what.keep", take="select")),
        (
            a.Buy,
            ActionKind("advice.what.buy", empty_words="advice.what.buy_nothing", take="select"),
        ),
        (a.Done, ActionKind("advice.what.done", item="done", item_without_cards=True)),
        (a.Declare, ActionKind("advice.what.declare", take="select")),
        (
            a.Rescue,
            ActionKind(
                "advice.what.rescue", free_words="advice.what.rescue_free", item="tile:{tile}"
            ),
        ),
        (a.Place, ActionKind("advice.what.place", take="aim")),
        (a.Discard, ActionKind("advice.what.discard", item="discard")),
        (a.Pass, ActionKind("advice.what.pass", item="pass", item_without_cards=True)),
        (a.Decline, ActionKind("advice.what.decline", item="decline", item_without_cards=True)),
        (a.Play, ActionKind("advice.what.play")),
        (a.Take, ActionKind("advice.what.take", item="take:{tile}")),
        (a.Skip, ActionKind("advice.what.skip", item="skip", item_without_cards=True)),
        (a.Move, ActionKind("advice.what.move", item="tile:{tile}")),
        (a.ChooseSide, ActionKind("advice.what.side", item="{side}")),
    )
)


def decision_for(state: GameState) -> Decision:
    """The row of the decision ``state`` waits for."""
    top = state.top
    return DECISIONS[type(top) if top is not None else Phase(state.phase)]


def action_kind(action: a.Action) -> ActionKind:
    return ACTIONS[type(action)]
