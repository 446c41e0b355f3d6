"""A suggested move for a seat of Kitten Fuse: the Hard bot's choice (``decide`` from the seat's
view only) and why, as facts the screen words in one line ("the top card is a fuse kitten one
time in three", "Leo most likely holds a calm-down kit").

Every fact comes from the bot's own reading of the view (game/fuse/bots/knowledge.py: the
chance that the top card is a fuse kitten, the chance that a seat holds a kit; tactics.py: what
a card is worth keeping), never from a rule written again.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from game.fuse.bots import tactics
from game.fuse.bots.knowledge import counts, fuse_chance, kit_chance
from game.fuse.rules.actions import Action, Calm, Draw, Give, Nope, Pass, Play, Take
from game.fuse.rules.cards import (
    FAVOUR,
    KIT,
    NAP,
    PEEK,
    POUNCE,
    SHUFFLE,
    title_of,
)
from game.fuse.rules.combos import Kind, kind_of
from game.fuse.rules.engine import next_seat
from game.fuse.rules.view import View
from game.shell.engine.reasons import Fact

MAX_FACTS = 2  # the reason stays one line


class Decides(Protocol):
    """A bot as a suggestion asks it: the action it takes, decided from a view."""

    def decide(self, view: View) -> Action: ...


@dataclass(frozen=True)
class FuseAdvice:
    seat: int
    action: Action  # legal for the seat now
    facts: tuple[Fact, ...] = ()


def percent(chance: float) -> int:
    return round(100 * chance)


def suggest(view: View, bot: Decides) -> FuseAdvice:
    """What the bot would do now for ``view.seat``, with its reasons."""
    action = bot.decide(view)
    return FuseAdvice(view.seat, action, tuple(reasons(view, action)[:MAX_FACTS]))


def reasons(view: View, action: Action) -> list[Fact]:
    """Why ``action`` is good for ``view.seat`` now, most telling first."""
    state, me = view.state, view.seat
    hand = state.seats[me].hand
    danger = percent(fuse_chance(view, 0, infer_returns=True))
    has_kit = any(title_of(c) == KIT for c in hand)
    if isinstance(action, Draw):
        facts = [Fact("draw_danger", (("danger", danger),))]
        if has_kit:
            facts.append(Fact("kit_held"))
        elif danger:
            facts.append(Fact("nothing_better"))
        return facts
    if isinstance(action, Play):
        return _play_reasons(view, action, danger, has_kit)
    if isinstance(action, Nope):
        return [Fact("no_hurts")]
    if isinstance(action, Pass):
        return [Fact("let_stand")]
    if isinstance(action, Give):
        return [Fact("give_least", (("card", action.card),))]
    if isinstance(action, Take):
        return [Fact("take_best", (("card", action.card),))]
    if isinstance(action, Calm):
        return _calm_reasons(view, action)
    return []


def _play_reasons(view: View, action: Play, danger: int, has_kit: bool) -> list[Fact]:
    state, me = view.state, view.seat
    kind = kind_of(action.cards, state.combos)
    target = action.target
    if kind == Kind.SINGLE:
        title = title_of(action.cards[0])
        if title == NAP:
            return [Fact("dodge", (("danger", danger),))]
        if title == POUNCE:
            nxt = next_seat(state, me)
            return [Fact("pounce", (("player", nxt), ("danger", danger)))]
        if title == SHUFFLE:
            return [Fact("shuffle", (("danger", danger),))]
        if title == PEEK:
            return [Fact("peek", (("danger", danger),))]
        if title == FAVOUR and target is not None:
            return _kit_reason(view, target, "favour", has_kit)
    if kind == Kind.FIVE_DIFFERENT:
        kits = any(title_of(c) == KIT for c in state.discard)
        return [Fact("five_kit" if kits and not has_kit else "five_best")]
    if target is not None:
        if kind == Kind.THREE_ALIKE and action.named is not None:
            return [Fact("name", (("player", target), ("title", action.named)))]
        return _kit_reason(view, target, "steal", has_kit)
    return []


def _kit_reason(view: View, target: int, way: str, has_kit: bool) -> list[Fact]:
    chance = percent(kit_chance(view, target, counts(view)))
    facts = [Fact(way, (("player", target),))]
    if not has_kit and chance:
        facts.append(Fact("kit_chance", (("player", target), ("chance", chance))))
    elif len(view.state.seats[target].hand) == max(
        len(view.state.seats[o].hand) for o in tactics.opponents(view.state, view.seat)
    ):
        facts.append(Fact("richest", (("player", target),)))
    return facts


def _calm_reasons(view: View, action: Calm) -> list[Fact]:
    size = len(view.state.deck)
    nxt = next_seat(view.state, view.seat)
    if action.position == 0:
        return [Fact("calm_top", (("player", nxt),))]
    if action.position == 1 and view.state.owed > 1:
        return [Fact("calm_second")]
    if action.position >= size:
        return [Fact("calm_bottom")]
    return [Fact("calm_at", (("position", action.position + 1),))]
