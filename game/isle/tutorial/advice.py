"""A suggested move: the Hard bot's choice for the seat's current decision, and why, in facts.

``suggest(view, bot)`` asks the bot (``decide`` from the view only) for the action, follows a
rescue, an Oshax, a treasure to the placement the bot would then choose, and names what that
placement does from the rules' ``placement_outcome`` (rats covered, rooms filled, the family it
forms or grows with its points, a treasure map's bonus) and what a card brings (speed, basket,
points). The screen turns the facts into one line ("covers 3 rats and fills the bow captain's
cabin"); a test holds every fact to the rules.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from game.isle.rules import apply_action, is_chance, observe
from game.isle.rules.actions import (
    Action,
    Buy,
    ChooseSide,
    DealBoats,
    DealCard,
    Declare,
    Decline,
    Discard,
    Done,
    DrawTileOutcome,
    Keep,
    Move,
    OshaxRow,
    Pass,
    Place,
    Play,
    Rescue,
    SetOrder,
    Skip,
    Take,
)
from game.isle.rules.ids import Tile
from game.isle.rules.outcome import PlacementOutcome, placement_outcome
from game.isle.rules.placement import footprint
from game.isle.rules.scoring import family_points
from game.isle.rules.state import GameState, PlaceTile
from game.isle.rules.view import View
from game.isle.rules.vocabulary import CardType
from game.shell.engine.dispatch import Dispatch
from game.shell.engine.reasons import Fact

# The whole suggestion's soft limit: the answer comes within a second (N9), the bot's
# decisions sharing it (a buy is a series of them).
THINK_SECONDS = 0.7
LEAST_SECONDS = 0.05  # what a decision gets when the limit is spent (it stays legal)
FAST = 3  # a rescue card this fast is a reason to keep it (its speed said)


class Decides(Protocol):
    """A bot as a suggestion asks it: its decision from a view (``decide_within`` too, when
    it keeps to a time limit)."""

    def decide(self, view: View) -> Action: ...


@dataclass(frozen=True)
class Advice:
    seat: int
    action: Action  # the current decision (legal for the seat now)
    cards: tuple[int, ...] = ()  # the cards it keeps, buys, lays or plays (highlighted)
    colors: tuple[tuple[int, str], ...] = ()  # a public lesson's colour, when buying it
    tile: Tile | None = None  # the tile it gains or places
    place: Place | None = None  # where that tile goes
    mask: int = 0  # the cells it covers there
    facts: tuple[Fact, ...] = field(default_factory=tuple)


def suggest(view: View, bot: Decides, seconds: float = THINK_SECONDS) -> Advice:
    """What the bot would do now for ``view.seat``, with its reasons (all of it within about
    ``seconds``)."""
    deadline = time.perf_counter() + seconds
    action = _decide(bot, view, deadline)
    return ADVICE(action, view, bot, deadline)


def _plain(action: Action, view: View, bot: Decides, deadline: float) -> Advice:
    """A decision without a placement or a card to speak of: it fits."""
    return Advice(view.seat, action, facts=(Fact("fits"),))


# How the suggestion explains each action: the cards it keeps, buys or lays, the placement it
# leads to, or what it plainly does.
ADVICE: Dispatch[Action, [View, Decides, float], Advice] = Dispatch(
    "isle advice",
    otherwise=_plain,
    silent=(DealCard, DrawTileOutcome, DealBoats, SetOrder, OshaxRow, Discard),
)


@ADVICE.on(Keep)
def _keep(action: Keep, view: View, bot: Decides, deadline: float) -> Advice:
    cards = action.cards
    return Advice(view.seat, action, cards=cards, facts=card_facts(view.state, cards))


@ADVICE.on(Buy, Declare)
def _shop(action: Buy | Declare, view: View, bot: Decides, deadline: float) -> Advice:
    return _shopping(view, bot, action, deadline)


@ADVICE.on(Place)
def _place(action: Place, view: View, bot: Decides, deadline: float) -> Advice:
    state, seat = view.state, view.seat
    top = state.top_frame(PlaceTile)
    mask = _mask(state, top.tile, action)
    outcome = placement_outcome(state, seat, top.tile, mask)
    return Advice(
        seat, action, tile=top.tile, place=action, mask=mask, facts=placement_facts(outcome)
    )


@ADVICE.on(Play)
def _play(action: Play, view: View, bot: Decides, deadline: float) -> Advice:
    # the card is spent: said first, before it is taken (N10)
    spends = (Fact("spends", (("card", action.card),)),)
    return _followed(action, view, bot, deadline, (action.card,), spends)


@ADVICE.on(Rescue, Take)
def _gain(action: Rescue | Take, view: View, bot: Decides, deadline: float) -> Advice:
    return _followed(action, view, bot, deadline)


def _followed(
    action: Rescue | Play | Take,
    view: View,
    bot: Decides,
    deadline: float,
    cards: tuple[int, ...] = (),
    facts: tuple[Fact, ...] = (),
) -> Advice:
    """An action that brings a tile, with the placement the bot would then choose."""
    seat = view.seat
    plan = _follow_to_placement(view, bot, action, deadline)
    if plan is None:
        return Advice(seat, action, cards=cards, facts=facts or (Fact("fits"),))
    tile, place, mask, outcome = plan
    return Advice(
        seat,
        action,
        cards=cards,
        tile=tile,
        place=place,
        mask=mask,
        facts=facts + placement_facts(outcome),
    )


def _said(fact: Fact) -> Callable[[Action, View, Decides, float], Advice]:
    def advice(action: Action, view: View, bot: Decides, deadline: float) -> Advice:
        return Advice(view.seat, action, facts=(fact,))

    return advice


ADVICE.on(Pass)(_said(Fact("pass")))
ADVICE.on(Done)(_said(Fact("done")))
ADVICE.on(Decline)(_said(Fact("decline")))
ADVICE.on(Skip)(_said(Fact("skip")))
ADVICE.on(Move)(_said(Fact("move")))


@ADVICE.on(ChooseSide)
def _side(action: ChooseSide, view: View, bot: Decides, deadline: float) -> Advice:
    return Advice(view.seat, action, facts=(Fact("side", (("side", action.side),)),))


def _decide(bot: Decides, view: View, deadline: float) -> Action:
    """The bot's decision within what is left of the suggestion's time."""
    within = getattr(bot, "decide_within", None)
    seconds = max(LEAST_SECONDS, deadline - time.perf_counter())
    return within(view, seconds) if within is not None else bot.decide(view)


def _mask(state: GameState, tile: Tile, place: Place) -> int:
    mask = footprint(state.content.shapes[tile.shape], place.x, place.y, place.k)
    if mask is None:
        raise ValueError(f"{place.text()} lies outside the boat")
    return mask


def _gains_tile(state: GameState, action: Play) -> bool:
    return state.content.cards[action.card].type in (CardType.OSHAX, CardType.TREASURE)


def _follow_to_placement(
    view: View, bot: Decides, action: Rescue | Play | Take, deadline: float
) -> tuple[Tile, Place, int, PlacementOutcome] | None:
    """The tile the action gains and where the bot would place it (None when the action
    places nothing next, or the view cannot be followed)."""
    seat = view.seat
    try:
        after, _ = apply_action(view.state, action)
    except Exception:  # noqa: BLE001 - a view lacks hidden cards some steps would read
        return None
    top = after.top
    if is_chance(after) or not isinstance(top, PlaceTile) or top.seat != seat:
        return None
    place = _decide(bot, observe(after, seat), deadline)
    if not isinstance(place, Place):
        return None
    mask = _mask(after, top.tile, place)
    return top.tile, place, mask, placement_outcome(after, seat, top.tile, mask)


def _shopping(view: View, bot: Decides, first: Action, deadline: float) -> Advice:
    """Buying and laying rescue cards are a series of single choices ended by Done: the whole
    list the bot would choose, decided on the view as it would stand after each one."""
    seat = view.seat
    state = view.state
    chosen: list[int] = []
    colors: list[tuple[int, str]] = []
    action: Action = first
    for _ in range(12):
        if not isinstance(action, (Buy, Declare)):
            break
        chosen.append(action.card)
        if isinstance(action, Buy) and action.color:
            colors.append((action.card, action.color))
        try:
            state, _ = apply_action(state, action)
        except Exception:  # noqa: BLE001 - stop where the view cannot follow
            break
        action = _decide(bot, observe(state, seat), deadline)
    facts = card_facts(view.state, tuple(chosen), laying=isinstance(first, Declare))
    if not chosen:
        facts = (Fact("nothing"),)
    return Advice(seat, first, cards=tuple(chosen), colors=tuple(colors), facts=facts)


def placement_facts(outcome: PlacementOutcome) -> tuple[Fact, ...]:
    """What a placement does, in facts of the rules' outcome, the most telling first."""
    facts: list[Fact] = []
    if outcome.anywhere:  # the free placement is used up: said first (N10)
        facts.append(Fact("anywhere"))
    rats = outcome.rats.bit_count()
    if rats:
        facts.append(Fact("rats", (("count", rats),)))
    for room in outcome.rooms:
        facts.append(Fact("room", (("room", room),)))
    family = outcome.family
    if family is not None and family.scores_more:
        kind = "family_grow" if family.before >= 3 else "family_new"
        facts.append(
            Fact(
                kind,
                (
                    ("color", family.color),
                    ("size", family.size),
                    ("points", family_points(family.size)),
                ),
            )
        )
    elif family is not None and family.size > 1:
        facts.append(Fact("family_join", (("color", family.color), ("size", family.size))))
    for cover in outcome.maps:
        if cover.gives_treasure:
            facts.append(Fact("map", (("color", cover.color),)))
    if len(facts) == int(outcome.anywhere):
        facts.append(Fact("fits"))
    return tuple(facts)


def card_facts(state: GameState, cards: tuple[int, ...], laying: bool = False) -> tuple[Fact, ...]:
    """Why these cards, in what they do for the player (from the cards' data): the rescues
    their baskets pay for and their speed (laid: the day's speed), the lessons and whom they
    score for, the treasures and Oshax they bring, the cards kept for later. Never a list of
    the cards' features, nor their names again (the suggestion names them once, N8)."""
    content = state.content
    chosen = [content.cards[c] for c in cards]
    rescue = [card for card in chosen if card.type == CardType.RESCUE]
    facts: list[Fact] = []
    full = sum(1 for card in rescue if card.basket == "full")
    halves = sum(1 for card in rescue if card.basket == "half")
    rescues = full + halves // 2
    if rescues:
        facts.append(Fact("baskets", (("count", rescues),)))
    if halves % 2:
        facts.append(Fact("half_basket"))

    def count(kind: str, test) -> None:
        found = sum(1 for card in chosen if test(card))
        if found:
            facts.append(Fact(kind, (("count", found),)))

    count("lesson", lambda card: card.is_lesson and not card.is_public_lesson)
    count("public", lambda card: card.is_public_lesson)
    count("treasure", lambda card: card.effect == "treasure_rare_or_commons")
    count("small_treasures", lambda card: card.effect == "treasure_small_or_paid_commons")
    count("oshax", lambda card: card.type == CardType.OSHAX)
    if rescue:  # speed is a reason when laid, or when the cards bring a fast one
        speed = sum(card.speed for card in rescue) if laying else max(c.speed for c in rescue)
        if laying or speed >= FAST:
            facts.append(Fact("speed_laid" if laying else "speed", (("speed", speed),)))
    count("card", lambda card: card.type == CardType.ANYTIME)
    return tuple(facts)
