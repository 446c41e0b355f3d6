"""The rules API: new_game, to_move, legal_actions, check_action, apply_action, chance_outcomes.

One legality path: ``apply_action`` calls ``check_action``, which raises
``IllegalActionError`` with a code and its values; ``legal_actions`` lists exactly what
``check_action`` accepts (a property test holds them together). Chance is explicit: the first
player, every card dealt, the trump card and every overflow card dealt are outcomes the
session's seeded dealer draws from ``chance_outcomes``.
"""

from __future__ import annotations

from bisect import insort
from dataclasses import replace
from typing import TypedDict, Unpack

from game.kittens.rules.actions import (
    CHANCE,
    SHAPES,
    Action,
    DealCard,
    FirstPlayer,
    GiveCard,
    Play,
    TurnTrump,
)
from game.kittens.rules.cards import (
    DECK,
    PLAYER_COUNTS,
    SUPER_CHATS_TO_WIN,
    card_text,
)
from game.kittens.rules.events import (
    CardDealt,
    CardPlayed,
    Event,
    FirstPlayerDrawn,
    GameEnded,
    RoundEnded,
    RoundStarted,
    SuperChatWon,
    ToyGiven,
    ToysDiscarded,
    ToysLost,
    TrickWon,
    TrumpTurned,
)
from game.kittens.rules.refusals import IllegalActionError
from game.kittens.rules.rounds import next_starter, overflowing_colour, receivers, round_end
from game.kittens.rules.state import GameState, Phase, Seat, Sharing
from game.kittens.rules.tricks import turned_paw_swipes, winning_play
from game.shell.engine.result import Result
from game.shell.engine.shapes import misfit

Events = list[Event]


def new_game(players: int) -> GameState:
    """A game before its first chance outcome: the dealer draws the first player, then deals."""
    if players not in PLAYER_COUNTS:
        counts = ", ".join(map(str, PLAYER_COUNTS))
        raise ValueError(f"Kitten Toys is played by {counts} players, not {players}")
    return GameState(players=players, seats=(Seat(),) * players)


# --- who acts -------------------------------------------------------------------------------


def to_move(state: GameState) -> tuple[int, ...]:
    """The seat that plays now, (CHANCE,) when the dealer must draw, () when the game is over."""
    if state.phase == Phase.TRICK:
        return ((state.leader + len(state.trick)) % state.players,)
    if state.phase == Phase.OVER:
        return ()
    return (CHANCE,)


def is_chance(state: GameState) -> bool:
    return state.phase in (Phase.FIRST, Phase.DEAL, Phase.OVERFLOW)


def is_over(state: GameState) -> bool:
    return state.phase == Phase.OVER


def result(state: GameState) -> Result:
    """The game in the box's terms: each seat's Super chat cards, and the winners (every seat
    with three)."""
    return Result(tuple(s.super_chats for s in state.seats), tuple(state.winners))


def _dealt(state: GameState) -> int:
    return sum(len(s.hand) for s in state.seats)


def _dealing_hands(state: GameState) -> bool:
    return _dealt(state) < state.players * state.hand_size


def chance_outcomes(state: GameState) -> tuple[tuple[Action, float], ...]:
    """The dealer's possible outcomes with their probabilities (empty when no draw is due)."""
    if state.phase == Phase.FIRST:
        options: list[Action] = [FirstPlayer(s) for s in range(state.players)]
    elif state.phase == Phase.DEAL:
        kind = DealCard if _dealing_hands(state) else TurnTrump
        options = [kind(c) for c in state.deck]
    elif state.phase == Phase.OVERFLOW and state.sharing is not None:
        options = [GiveCard(c) for c in state.sharing.left]
    else:
        return ()
    p = 1.0 / len(options)
    return tuple((o, p) for o in options)


def legal_actions(state: GameState, seat: int | None = None) -> list[Action]:
    """What ``seat`` (the seat to move when None; CHANCE for the dealer) may do now."""
    movers = to_move(state)
    if seat is None:
        seat = movers[0] if movers else CHANCE
    if seat not in movers:
        return []
    if seat == CHANCE:
        return [a for a, _ in chance_outcomes(state)]
    return [Play(seat, c) for c in state.seats[seat].hand]


# --- legality -------------------------------------------------------------------------------


def refusal(state: GameState, action: Action) -> IllegalActionError | None:
    """Why the rules refuse ``action`` now (the code of the rule and its values), or None when
    it is legal. ``check_action`` raises it; ``can_apply`` asks whether there is one."""
    if state.phase == Phase.OVER:
        return IllegalActionError("game_over")
    wrong = misfit(action, SHAPES)
    if wrong is not None:  # a kind of another game, a value no field of its kind holds
        if not wrong.field:
            return IllegalActionError("unknown_action", action=wrong.value)
        return IllegalActionError(
            "malformed_action", action=wrong.action, field=wrong.field, value=wrong.value
        )
    if isinstance(action, Play):
        if is_chance(state):
            return IllegalActionError("dealer_draws")
        if action.seat != to_move(state)[0]:
            return IllegalActionError("not_your_turn", seat=action.seat)
        if action.card not in state.seats[action.seat].hand:
            return IllegalActionError("card_not_held", card=card_text(action.card))
        return None
    if not is_chance(state):
        return IllegalActionError("no_draw_due")
    if isinstance(action, FirstPlayer):
        if state.phase != Phase.FIRST:
            return IllegalActionError("not_first_draw")
        if not 0 <= action.player < state.players:
            return IllegalActionError("no_such_seat", seat=action.player)
        return None
    if isinstance(action, GiveCard):
        if state.phase != Phase.OVERFLOW or state.sharing is None:
            return IllegalActionError("not_sharing")
        if action.card not in state.sharing.left:
            return IllegalActionError("not_in_overflow", card=card_text(action.card))
        return None
    # the dealer's deal and trump card are the kinds left once the shape is checked
    assert isinstance(action, (DealCard, TurnTrump)), action
    if state.phase != Phase.DEAL or (isinstance(action, DealCard) != _dealing_hands(state)):
        return IllegalActionError(
            "not_dealing" if isinstance(action, DealCard) else "not_turning_trump"
        )
    if action.card not in state.deck:
        return IllegalActionError("not_in_deck", card=card_text(action.card))
    return None


def check_action(state: GameState, action: Action) -> None:
    """Raise IllegalActionError (with the code of the rule) unless ``action`` is legal now."""
    refused = refusal(state, action)
    if refused is not None:
        raise refused


def can_apply(state: GameState, action: Action) -> bool:
    return refusal(state, action) is None


# --- transitions ----------------------------------------------------------------------------


def _without(cards: tuple[int, ...], card: int) -> tuple[int, ...]:
    i = cards.index(card)
    return cards[:i] + cards[i + 1 :]


def _with(cards: tuple[int, ...], *more: int) -> tuple[int, ...]:
    out = list(cards)
    for c in more:
        insort(out, c)
    return tuple(out)


def _set_seat(state: GameState, index: int, seat: Seat) -> tuple[Seat, ...]:
    return state.seats[:index] + (seat,) + state.seats[index + 1 :]


def apply_action(state: GameState, action: Action) -> tuple[GameState, tuple[Event, ...]]:
    """The state after ``action`` (checked first) and what happened, in order."""
    check_action(state, action)
    events: Events = []
    if isinstance(action, Play):
        state = _play(state, action, events)
    elif isinstance(action, FirstPlayer):
        events.append(FirstPlayerDrawn(action.player))
        state = _start_round(state, action.player, events)
    elif isinstance(action, DealCard):
        seat = (state.starter + _dealt(state)) % state.players
        hand = _with(state.seats[seat].hand, action.card)
        state = replace(
            state,
            seats=_set_seat(state, seat, replace(state.seats[seat], hand=hand)),
            deck=_without(state.deck, action.card),
        )
        events.append(CardDealt(seat, action.card, private=seat))
    elif isinstance(action, TurnTrump):
        state = replace(
            state,
            trump=action.card,
            rest=_without(state.deck, action.card),
            deck=(),
            phase=Phase.TRICK,
            leader=state.starter,
        )
        events.append(TrumpTurned(action.card))
    else:  # check_action lets no other action through
        assert isinstance(action, GiveCard)
        state = _give(state, action.card, events)
    return state, tuple(events)


def _start_round(state: GameState, starter: int, events: Events) -> GameState:
    """Set-up: all 35 cards gathered and shuffled into the deck, every hand and collection
    empty; the dealer then deals card by card from the starter on."""
    state = replace(
        state,
        phase=Phase.DEAL,
        round=state.round + 1,
        starter=starter,
        deck=DECK,
        trump=0,
        rest=(),
        leader=starter,
        trick=(),
        discarded=(),
        sharing=None,
        queue=(),
        last_winner=-1,
        seats=tuple(Seat(super_chats=s.super_chats) for s in state.seats),
    )
    events.append(RoundStarted(state.round, starter))
    return state


def _play(state: GameState, action: Play, events: Events) -> GameState:
    seats = list(state.seats)
    seat = seats[action.seat]
    seats[action.seat] = replace(seat, hand=_without(seat.hand, action.card))
    trick = state.trick + ((action.seat, action.card),)
    events.append(CardPlayed(action.seat, action.card))
    if len(trick) < state.players:
        return replace(state, seats=tuple(seats), trick=trick)
    # The trick is complete: its winner takes the cards and leads next (reference: A trick).
    trump = state.trump_colour
    winner, card = winning_play(trick, trump)
    cards = tuple(c for _, c in trick)
    events.append(TrickWon(winner, card, trick, card // 10 - 1 == trump, turned_paw_swipes(cards)))
    won = seats[winner]
    seats[winner] = replace(won, collection=_with(won.collection, *cards))
    return _settle(state, tuple(seats), (winner,), events, trick=(), last_winner=winner)


class _Changes(TypedDict, total=False):
    """The state's other new values ``_settle`` sets with the seats and the queue."""

    trick: tuple[tuple[int, int], ...]
    last_winner: int
    sharing: Sharing | None
    discarded: tuple[int, ...]


def _settle(
    state: GameState,
    seats: tuple[Seat, ...],
    queue: tuple[int, ...],
    events: Events,
    **changes: Unpack[_Changes],
) -> GameState:
    """Resolve the overflows breadth first from the trick's winner [choice], then end the round
    or go on to the next trick. ``seats``, ``queue`` and ``changes`` are the state's new values
    (one copy of the state, not one per step: the bots' searches play thousands of tricks)."""
    while queue:
        seat = queue[0]
        colour = overflowing_colour(seats[seat].collection)
        if colour >= 0:
            return _lose(replace(state, seats=seats, queue=queue, **changes), seat, colour, events)
        queue = queue[1:]
    ended = round_end([s.collection for s in seats], all(not s.hand for s in seats))
    leader = changes.get("last_winner", state.last_winner)
    if ended is None:
        return replace(state, seats=seats, queue=(), phase=Phase.TRICK, leader=leader, **changes)
    return _end_round(replace(state, seats=seats, queue=(), **changes), *ended, events)


def _lose(state: GameState, seat: int, colour: int, events: Events) -> GameState:
    """``seat`` loses every card of ``colour``: the dealer deals them (chance), face down, one
    to each opponent from its left; the rest are discarded."""
    held = state.seats[seat]
    lost = tuple(c for c in held.collection if c // 10 - 1 == colour)
    hidden = tuple(c for c in held.face_down if c // 10 - 1 == colour)
    held = replace(
        held,
        collection=tuple(c for c in held.collection if c // 10 - 1 != colour),
        face_down=tuple(c for c in held.face_down if c // 10 - 1 != colour),
    )
    sharing = Sharing(
        seat=seat,
        colour=colour,
        cards=lost,
        hidden=hidden,
        left=lost,
        receivers=receivers(seat, state.players, len(lost)),
    )
    events.append(ToysLost(seat, colour, lost, hidden))
    return replace(state, seats=_set_seat(state, seat, held), sharing=sharing, phase=Phase.OVERFLOW)


def _give(state: GameState, card: int, events: Events) -> GameState:
    sharing = state.sharing
    assert sharing is not None  # check_action holds it
    to = sharing.receivers[0]
    seat = state.seats[to]
    seat = replace(
        seat, collection=_with(seat.collection, card), face_down=_with(seat.face_down, card)
    )
    events.append(ToyGiven(sharing.seat, to, card, private=to))
    queue = state.queue if to in state.queue else state.queue + (to,)
    sharing = replace(
        sharing,
        left=_without(sharing.left, card),
        receivers=sharing.receivers[1:],
        given=sharing.given + ((to, card),),
    )
    seats = _set_seat(state, to, seat)
    if sharing.receivers:
        return replace(state, seats=seats, queue=queue, sharing=sharing)
    discarded = state.discarded
    if sharing.left:
        events.append(ToysDiscarded(sharing.seat, sharing.colour, sharing.left))
        discarded = _with(discarded, *sharing.left)
    return _settle(state, seats, queue, events, sharing=None, discarded=discarded)


def _end_round(state: GameState, end: str, winners: tuple[int, ...], events: Events) -> GameState:
    """Each round winner takes a Super chat card; three of them win the game (every seat with
    three, if several reach it together [choice]); otherwise the next round is dealt."""
    seats = state.seats
    events.append(
        RoundEnded(
            state.round,
            end,
            winners,
            tuple(s.collection for s in seats),
            tuple(s.face_down for s in seats),
        )
    )
    collected = [len(s.collection) for s in seats]
    seats = tuple(
        replace(s, super_chats=s.super_chats + 1) if i in winners else s
        for i, s in enumerate(seats)
    )
    events.extend(SuperChatWon(i, seats[i].super_chats) for i in winners)
    state = replace(state, seats=seats)
    champions = tuple(i for i, s in enumerate(seats) if s.super_chats >= SUPER_CHATS_TO_WIN)
    if champions:
        events.append(GameEnded(champions))
        return replace(state, phase=Phase.OVER, winners=champions, leader=-1)
    return _start_round(state, next_starter(collected, winners), events)
