"""The rules API: new_game, to_move, legal_actions, check_action, apply_action, chance_outcomes.

One legality path: ``apply_action`` calls ``check_action``, which raises
``IllegalActionError`` with a code and its values; ``legal_actions`` lists exactly what
``check_action`` accepts (a property test holds them together). Chance is explicit: the first
player, every card dealt, every card stacked into the deck at set-up or by a Shuffle, and the
card a Two alike takes at random are outcomes the session's seeded dealer draws from
``chance_outcomes``, one card at a time, so that no list of outcomes is long.

Who acts (``to_move``) follows the phase: the dealer; the turn's seat (a play, a draw, the card
a Five different takes, where a calmed fuse kitten goes); every seat that may answer the play on
the table with a No! (the window: each seat holding a No!, but the one that played the last
card, until it passes); the target of a Favour.
"""

from __future__ import annotations

from dataclasses import replace

from game.fuse.rules.actions import (
    CHANCE,
    SHAPES,
    Action,
    Calm,
    CardOutcome,
    DealCard,
    Draw,
    FirstPlayer,
    Give,
    Nope,
    Pass,
    Play,
    ShuffleCard,
    StackCard,
    StealCard,
    Take,
)
from game.fuse.rules.cards import (
    DECK,
    FUSE,
    HAND_SIZE,
    HIDDEN,
    KIT,
    NAP,
    NO,
    PEEK,
    PEEK_SIZE,
    PLAYER_COUNTS,
    POUNCE,
    SHUFFLE,
    TITLES,
    card_text,
    cards_text,
    fuse_kittens_in_play,
    kits_in_deck,
    title_of,
)
from game.fuse.rules.combos import NAMING, Kind, kind_of, possible_plays, wants_target
from game.fuse.rules.events import (
    CardDealt,
    CardDrawn,
    CardsSetAside,
    CardTaken,
    DeckShuffled,
    DeckStacked,
    Event,
    FavourAsked,
    FirstPlayerDrawn,
    FuseDrawn,
    GameEnded,
    KitGiven,
    KitPlayed,
    KittenReturned,
    NoPlayed,
    NothingTaken,
    Peeked,
    Played,
    PlayerOut,
    TurnEnded,
    TurnStarted,
    WindowClosed,
    WindowOpened,
)
from game.fuse.rules.refusals import IllegalActionError
from game.fuse.rules.state import Ended, GameState, Pending, Phase, Return, Seat
from game.shell.engine.result import Result
from game.shell.engine.shapes import misfit

Events = list[Event]
CHANCE_PHASES = frozenset({Phase.FIRST, Phase.DEAL, Phase.STACK, Phase.STEAL, Phase.SHUFFLE})
# What the game waits for when a seat plays or draws instead (the code of the refusal).
WAITING = {
    Phase.WINDOW: "window_open",
    Phase.FAVOUR: "favour_due",
    Phase.PICK: "pick_due",
    Phase.CALM: "calm_due",
}
# The pile each dealer's outcome draws from, by phase (the Two alike's is the target's hand).
PILE_PHASES: dict[type[CardOutcome], tuple[Phase, str]] = {
    DealCard: (Phase.DEAL, "not_dealing"),
    StackCard: (Phase.STACK, "not_stacking"),
    ShuffleCard: (Phase.SHUFFLE, "not_shuffling"),
    StealCard: (Phase.STEAL, "not_stealing"),
}
SEAT_ACTIONS = (Play, Draw, Nope, Pass, Give, Take, Calm)


def new_game(players: int, combos: bool = True) -> GameState:
    """A game before its first chance outcome: the dealer draws the first player, deals the
    hands, then stacks the deck. ``combos``: the special combos setting (on by default)."""
    if players not in PLAYER_COUNTS:
        counts = ", ".join(map(str, PLAYER_COUNTS))
        raise ValueError(f"Kitten Fuse is played by {counts} players, not {players}")
    # Set-up 1: the fuse kittens and the kits are set aside, the rest is the pile to deal.
    aside = tuple(c for c in DECK if title_of(c) in (FUSE, KIT))
    pile = tuple(c for c in DECK if c not in aside)
    return GameState(
        players=players, combos=combos, seats=(Seat(),) * players, pool=pile, removed=aside
    )


# --- who acts -------------------------------------------------------------------------------


def next_seat(state: GameState, seat: int) -> int:
    """The next seat still in after ``seat``, clockwise (seat s is followed by s + 1)."""
    for k in range(1, state.players + 1):
        other = (seat + k) % state.players
        if not state.seats[other].out:
            return other
    raise AssertionError("unreachable: a game goes on with two players in at least")


def holds_no(state: GameState, seat: int) -> bool:
    return any(title_of(c) == NO for c in state.seats[seat].hand)


def answering(state: GameState) -> tuple[int, ...]:
    """The seats that may still answer the play on the table, in turn order from the seat after
    the one that played the last card: each seat still in that holds a No!, but that seat and
    those that passed since it played [choice: the order in which the command line's bots are
    asked; on the couch they answer at once]."""
    pending = state.pending
    if state.phase != Phase.WINDOW or pending is None:
        return ()
    last = pending.last
    order = ((last + k) % state.players for k in range(1, state.players))
    return tuple(
        s
        for s in order
        if not state.seats[s].out and s not in pending.passed and holds_no(state, s)
    )


def to_move(state: GameState) -> tuple[int, ...]:
    """The seats that act now: (CHANCE,) when the dealer must draw, the answering seats in the
    No! window, () when the game is over, else the one seat that decides."""
    phase = state.phase
    if phase in CHANCE_PHASES:
        return (CHANCE,)
    if phase == Phase.WINDOW:
        return answering(state)
    if phase == Phase.FAVOUR and state.pending is not None and state.pending.target is not None:
        return (state.pending.target,)
    if phase == Phase.OVER:
        return ()
    return (state.turn,)


def is_chance(state: GameState) -> bool:
    return state.phase in CHANCE_PHASES


def is_over(state: GameState) -> bool:
    return state.phase == Phase.OVER


def places(state: GameState) -> tuple[int, ...]:
    """Each seat's place: the last player in is 1st, the last one out 2nd, and so on; seats
    still in while the game goes on share 1st."""
    out = {seat: state.players - i for i, seat in enumerate(state.out)}
    return tuple(out.get(seat, 1) for seat in range(state.players))


def result(state: GameState) -> Result:
    """The game in the box's terms: each seat's place (1 for the winner), and the winner."""
    return Result(places(state), (state.winner,) if state.winner >= 0 else ())


def chance_outcomes(state: GameState) -> tuple[tuple[Action, float], ...]:
    """The dealer's possible outcomes with their probabilities (empty when no draw is due)."""
    options: list[Action]
    if state.phase == Phase.FIRST:
        options = [FirstPlayer(s) for s in range(state.players)]
    elif state.phase == Phase.DEAL:
        options = [DealCard(c) for c in state.pool]
    elif state.phase == Phase.STACK:
        options = [StackCard(c) for c in state.pool]
    elif state.phase == Phase.SHUFFLE:
        options = [ShuffleCard(c) for c in state.pool]
    elif state.phase == Phase.STEAL and state.pending is not None:
        target = state.pending.target
        options = [StealCard(c) for c in state.seats[target].hand] if target is not None else []
    else:
        return ()
    if not options:
        return ()
    p = 1.0 / len(options)
    return tuple((o, p) for o in options)


def takeable(state: GameState) -> tuple[int, ...]:
    """The cards a Five different may take from the discard pile, sorted: any but a fuse kitten
    and the combo's own cards [choice]; the No!s just played against it may be taken."""
    own = state.pending.cards if state.pending is not None else ()
    return tuple(sorted(c for c in state.discard if title_of(c) != FUSE and c not in own))


def legal_actions(state: GameState, seat: int | None = None) -> list[Action]:
    """What ``seat`` (the first seat to move when None; CHANCE for the dealer) may do now."""
    movers = to_move(state)
    if seat is None:
        seat = movers[0] if movers else CHANCE
    if seat not in movers:
        return []
    if seat == CHANCE:
        return [a for a, _ in chance_outcomes(state)]
    hand = state.seats[seat].hand
    phase = state.phase
    if phase == Phase.PLAY:
        targets = tuple(s for s in state.in_play if s != seat)
        plays = possible_plays(hand, targets, state.combos)
        return [Draw(seat), *(Play(seat, cards, t, n) for cards, t, n in plays)]
    if phase == Phase.WINDOW:
        return [*(Nope(seat, c) for c in hand if title_of(c) == NO), Pass(seat)]
    if phase == Phase.FAVOUR:
        return [Give(seat, c) for c in hand]
    if phase == Phase.PICK:
        return [Take(seat, c) for c in takeable(state)]
    if phase == Phase.CALM:
        return [Calm(seat, k) for k in range(len(state.deck) + 1)]
    return []


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
    if isinstance(action, (FirstPlayer, CardOutcome)):
        return _chance_refusal(state, action)
    assert isinstance(action, SEAT_ACTIONS)  # SHAPES lists no other kind
    if is_chance(state):
        return IllegalActionError("dealer_draws")
    if not 0 <= action.seat < state.players:
        return IllegalActionError("no_such_seat", seat=action.seat)
    if isinstance(action, (Play, Draw)):
        return _turn_refusal(state, action)
    if isinstance(action, (Nope, Pass)):
        return _answer_refusal(state, action)
    if isinstance(action, Give):
        return _give_refusal(state, action)
    if isinstance(action, Take):
        return _take_refusal(state, action)
    return _calm_refusal(state, action)


def _turn_refusal(state: GameState, action: Play | Draw) -> IllegalActionError | None:
    if state.phase == Phase.FAVOUR and state.pending is not None:
        return IllegalActionError(WAITING[state.phase], seat=state.pending.target)
    if state.phase in WAITING:
        return IllegalActionError(WAITING[state.phase])
    if action.seat != state.turn:
        return IllegalActionError("not_your_turn", seat=action.seat)
    if isinstance(action, Draw):
        return None
    return _play_refusal(state, action)


def _play_refusal(state: GameState, action: Play) -> IllegalActionError | None:
    cards = action.cards
    hand = state.seats[action.seat].hand
    for i, card in enumerate(cards):
        if card in cards[:i]:
            return IllegalActionError("card_twice", card=card_text(card))
        if card not in hand:
            return IllegalActionError("card_not_held", card=card_text(card))
    kind = kind_of(cards, state.combos)
    if kind is None:
        if len(cards) == 1:
            return IllegalActionError("not_alone", card=card_text(cards[0]))
        if not state.combos and kind_of(cards, combos=True) is not None:
            return IllegalActionError("combos_off")
        return IllegalActionError("not_a_combo", cards=cards_text(cards))
    target = action.target
    if wants_target(cards, kind):
        if target is None:
            return IllegalActionError("target_needed", cards=cards_text(cards))
        if target == action.seat:
            return IllegalActionError("target_self")
        if not 0 <= target < state.players:
            return IllegalActionError("no_such_seat", seat=target)
        if state.seats[target].out:
            return IllegalActionError("target_out", seat=target)
    elif target is not None:
        return IllegalActionError("no_target_wanted", cards=cards_text(cards))
    named = action.named
    if kind in NAMING:
        if named is None:
            return IllegalActionError("name_needed")
        if not 0 <= named < len(TITLES):
            return IllegalActionError("no_such_title", title=named)
        if named == FUSE:
            return IllegalActionError("cannot_name_fuse")
    elif named is not None:
        return IllegalActionError("no_name_wanted")
    return None


def _answer_refusal(state: GameState, action: Nope | Pass) -> IllegalActionError | None:
    pending = state.pending
    if state.phase != Phase.WINDOW or pending is None:
        return IllegalActionError("no_window")
    seat = action.seat
    if state.seats[seat].out:
        return IllegalActionError("target_out", seat=seat)
    if seat == pending.last:
        return IllegalActionError("own_card", seat=seat)
    if seat in pending.passed:
        return IllegalActionError("already_passed", seat=seat)
    if isinstance(action, Nope):
        if action.card not in state.seats[seat].hand:
            return IllegalActionError("card_not_held", card=card_text(action.card))
        if title_of(action.card) != NO:
            return IllegalActionError("not_a_no", card=card_text(action.card))
    elif not holds_no(state, seat):
        return IllegalActionError("no_no_held", seat=seat)
    return None


def _give_refusal(state: GameState, action: Give) -> IllegalActionError | None:
    pending = state.pending
    if state.phase != Phase.FAVOUR or pending is None or pending.target is None:
        return IllegalActionError("no_favour")
    if action.seat != pending.target:
        return IllegalActionError("not_asked", seat=action.seat, target=pending.target)
    if action.card not in state.seats[action.seat].hand:
        return IllegalActionError("card_not_held", card=card_text(action.card))
    return None


def _take_refusal(state: GameState, action: Take) -> IllegalActionError | None:
    if state.phase != Phase.PICK or state.pending is None:
        return IllegalActionError("no_pick")
    if action.seat != state.turn:
        return IllegalActionError("not_your_turn", seat=action.seat)
    if action.card not in state.discard:
        return IllegalActionError("not_in_discard", card=card_text(action.card))
    if title_of(action.card) == FUSE:
        return IllegalActionError("cannot_take_fuse")
    if action.card in state.pending.cards:
        return IllegalActionError("combo_card", card=card_text(action.card))
    return None


def _calm_refusal(state: GameState, action: Calm) -> IllegalActionError | None:
    if state.phase != Phase.CALM:
        return IllegalActionError("no_calm")
    if action.seat != state.turn:
        return IllegalActionError("not_your_turn", seat=action.seat)
    size = len(state.deck)
    if not 0 <= action.position <= size:
        return IllegalActionError("bad_position", position=action.position, size=size)
    return None


def _chance_refusal(
    state: GameState, action: FirstPlayer | CardOutcome
) -> IllegalActionError | None:
    if not is_chance(state):
        return IllegalActionError("no_draw_due")
    if isinstance(action, FirstPlayer):
        if state.phase != Phase.FIRST:
            return IllegalActionError("not_first_draw")
        if not 0 <= action.player < state.players:
            return IllegalActionError("no_such_seat", seat=action.player)
        return None
    phase, code = PILE_PHASES[type(action)]
    if state.phase != phase:
        return IllegalActionError(code)
    if isinstance(action, StealCard):
        target = state.pending.target if state.pending is not None else None
        if target is None or action.card not in state.seats[target].hand:
            return IllegalActionError(
                "not_in_target_hand", card=card_text(action.card), seat=target
            )
        return None
    if action.card not in state.pool:
        return IllegalActionError("not_in_pile", card=card_text(action.card))
    return None


def check_action(state: GameState, action: Action) -> None:
    """Raise IllegalActionError (with the code of the rule) unless ``action`` is legal now."""
    refused = refusal(state, action)
    if refused is not None:
        raise refused


def can_apply(state: GameState, action: Action) -> bool:
    return refusal(state, action) is None


# --- transitions ----------------------------------------------------------------------------


def _without(cards: tuple[int, ...], *gone: int) -> tuple[int, ...]:
    return tuple(c for c in cards if c not in gone)


def _with(cards: tuple[int, ...], *more: int) -> tuple[int, ...]:
    return tuple(sorted(cards + more))


def _set_hands(state: GameState, hands: dict[int, tuple[int, ...]]) -> tuple[Seat, ...]:
    """The seats, those of ``hands`` holding their new hands."""
    return tuple(
        replace(seat, hand=hands[i]) if i in hands else seat for i, seat in enumerate(state.seats)
    )


def _move_card(state: GameState, source: int, taker: int, card: int) -> GameState:
    """``card`` goes from ``source``'s hand to ``taker``'s."""
    hands = {
        source: _without(state.seats[source].hand, card),
        taker: _with(state.seats[taker].hand, card),
    }
    return replace(state, seats=_set_hands(state, hands))


def apply_action(state: GameState, action: Action) -> tuple[GameState, tuple[Event, ...]]:
    """The state after ``action`` (checked first) and what happened, in order."""
    check_action(state, action)
    events: Events = []
    if isinstance(action, FirstPlayer):
        state = _first(state, action.player, events)
    elif isinstance(action, DealCard):
        state = _deal(state, action.card, events)
    elif isinstance(action, (StackCard, ShuffleCard)):
        state = _stack(state, action.card, events)
    elif isinstance(action, StealCard):
        state = _steal(state, action.card, events)
    elif isinstance(action, Play):
        state = _play(state, action, events)
    elif isinstance(action, Draw):
        state = _draw(state, events)
    elif isinstance(action, Nope):
        state = _nope(state, action, events)
    elif isinstance(action, Pass):
        state = _pass(state, action.seat, events)
    elif isinstance(action, Give):
        state = _give(state, action, events)
    elif isinstance(action, Take):
        state = _take(state, action.card, events)
    elif isinstance(action, Calm):
        state = _calm(state, action.position, events)
    return state, tuple(events)


# --- set-up (reference: Set-up) -------------------------------------------------------------


def _first(state: GameState, player: int, events: Events) -> GameState:
    """The first player is drawn; the dealer deals from that seat on."""
    events.append(FirstPlayerDrawn(player))
    return replace(state, first=player, phase=Phase.DEAL)


def _deal(state: GameState, card: int, events: Events) -> GameState:
    """One card to the next seat, round the table from the first player, 7 each."""
    dealt = sum(len(s.hand) for s in state.seats)
    seat = (state.first + dealt) % state.players
    state = replace(
        state,
        seats=_set_hands(state, {seat: _with(state.seats[seat].hand, card)}),
        pool=_without(state.pool, card),
    )
    events.append(CardDealt(seat, card, private=seat))
    if dealt + 1 < HAND_SIZE * state.players:
        return state
    return _fill_deck(state, events)


def _fill_deck(state: GameState, events: Events) -> GameState:
    """One kit to each player; players - 1 fuse kittens and the kits left (2 of them with 2
    players) go with the undealt cards into the deck; the others leave the game. The copies are
    alike: seat s gets D#(s+1), the lowest copies go into the deck [choice]."""
    players = state.players
    fuse = [c for c in state.removed if title_of(c) == FUSE]
    kits = [c for c in state.removed if title_of(c) == KIT]
    seats = list(state.seats)
    for seat in range(players):
        seats[seat] = replace(seats[seat], hand=_with(seats[seat].hand, kits[seat]))
        events.append(KitGiven(seat, kits[seat]))
    into_deck = fuse[: fuse_kittens_in_play(players)] + kits[players:][: kits_in_deck(players)]
    removed = tuple(c for c in state.removed if c not in into_deck and c not in kits[:players])
    events.append(CardsSetAside(removed))
    return replace(
        state,
        seats=tuple(seats),
        pool=_with(state.pool, *into_deck),
        removed=removed,
        phase=Phase.STACK,
        known=((),) * players,
    )


def _stack(state: GameState, card: int, events: Events) -> GameState:
    """The next card of the deck from the top, at set-up or for a Shuffle; once the pile is
    empty the deck is ready: play begins, or goes on after the Shuffle."""
    state = replace(
        state,
        deck=state.deck + (card,),
        pool=_without(state.pool, card),
        known=tuple(row + (HIDDEN,) for row in state.known),
    )
    if state.pool:
        return state
    if state.phase == Phase.STACK:
        events.append(DeckStacked(state.deck))
        return _start_turn(state, state.first, 1, events)
    assert state.pending is not None  # a Shuffle is resolving
    events.append(DeckShuffled(state.pending.seat, state.deck))
    return _resolved(state)


# --- turns (reference: A turn) --------------------------------------------------------------


def _start_turn(state: GameState, seat: int, owed: int, events: Events) -> GameState:
    events.append(TurnStarted(seat, owed))
    return replace(
        state, phase=Phase.PLAY, turn=seat, owed=owed, turns=state.turns + 1, pending=None
    )


def _end_turn(state: GameState, ended: Ended, events: Events) -> GameState:
    """The turn ends: a Pounce gives the next player 2 turns (never more: Pounces do not stack
    [choice, from the seed]); a draw, a Nap or a calm-down ends one turn owed."""
    seat = state.turn
    events.append(TurnEnded(seat, ended.value))
    if ended == Ended.POUNCE:
        return _start_turn(state, next_seat(state, seat), 2, events)
    if state.owed > 1:
        return _start_turn(state, seat, state.owed - 1, events)
    return _start_turn(state, next_seat(state, seat), 1, events)


def _resolved(state: GameState) -> GameState:
    """The play on the table is done: the turn's seat goes on."""
    return replace(state, phase=Phase.PLAY, pending=None)


def _play(state: GameState, action: Play, events: Events) -> GameState:
    """The cards go face up on the discard pile; the No! window opens."""
    seat = action.seat
    kind = kind_of(action.cards, state.combos)
    assert kind is not None  # check_action holds it
    state = replace(
        state,
        seats=_set_hands(state, {seat: _without(state.seats[seat].hand, *action.cards)}),
        discard=state.discard + action.cards,
        pending=Pending(seat, action.cards, action.target, action.named),
        phase=Phase.WINDOW,
    )
    events.append(Played(seat, action.cards, kind.value, action.target, action.named))
    events.append(WindowOpened(seat))
    return _answered(state, events)


def _nope(state: GameState, action: Nope, events: Events) -> GameState:
    """A No! on the pile: every other seat holding one may answer it in turn."""
    pending = state.pending
    assert pending is not None  # check_action holds it
    seat = action.seat
    pending = replace(pending, noes=pending.noes + ((seat, action.card),), passed=())
    state = replace(
        state,
        seats=_set_hands(state, {seat: _without(state.seats[seat].hand, action.card)}),
        discard=state.discard + (action.card,),
        pending=pending,
    )
    events.append(NoPlayed(seat, action.card, len(pending.noes)))
    return _answered(state, events)


def _pass(state: GameState, seat: int, events: Events) -> GameState:
    pending = state.pending
    assert pending is not None  # check_action holds it
    state = replace(state, pending=replace(pending, passed=tuple(sorted(pending.passed + (seat,)))))
    return _answered(state, events)


def _answered(state: GameState, events: Events) -> GameState:
    """The window closes once no seat may answer any more; an odd number of No!s cancels the
    play (its cards stay on the discard pile), else it takes effect."""
    if answering(state):
        return state
    pending = state.pending
    assert pending is not None  # a play is on the table
    events.append(WindowClosed(pending.seat, len(pending.noes), pending.cancelled))
    if pending.cancelled:
        return _resolved(state)
    return _take_effect(state, pending, events)


def _take_effect(state: GameState, pending: Pending, events: Events) -> GameState:
    """The play's effect (reference: The action cards; Combos)."""
    kind = kind_of(pending.cards, state.combos)
    seat, target = pending.seat, pending.target
    if kind == Kind.SINGLE:
        title = title_of(pending.cards[0])
        if title == POUNCE:
            return _end_turn(state, Ended.POUNCE, events)
        if title == NAP:
            return _end_turn(state, Ended.NAP, events)
        if title == SHUFFLE:  # the dealer draws the new order; what anyone knew of it is lost
            return replace(
                state,
                phase=Phase.SHUFFLE,
                pool=tuple(sorted(state.deck)),
                deck=(),
                known=((),) * state.players,
                last_return=None,
            )
        if title == PEEK:
            top = state.deck[:PEEK_SIZE]
            rows = list(state.known)
            rows[seat] = top + rows[seat][len(top) :]
            events.append(Peeked(seat, top, private=seat))
            return _resolved(replace(state, known=tuple(rows)))
    if kind == Kind.FIVE_DIFFERENT:
        if takeable(state):
            return replace(state, phase=Phase.PICK)
        events.append(NothingTaken(seat, None, "empty_discard"))
        return _resolved(state)
    assert target is not None  # check_action holds it: the other plays have a target
    hand = state.seats[target].hand
    if kind == Kind.THREE_ALIKE:
        held = [c for c in hand if title_of(c) == pending.named]
        if not held:
            events.append(NothingTaken(seat, target, "not_held", pending.named))
            return _resolved(state)
        # The copies of a title are alike: the lowest one moves [choice].
        events.append(CardTaken(seat, target, held[0], "named"))
        return _resolved(_move_card(state, target, seat, held[0]))
    if not hand:  # a Favour or a Two alike at an empty hand takes nothing
        events.append(NothingTaken(seat, target, "empty_hand"))
        return _resolved(state)
    if kind == Kind.TWO_ALIKE:
        return replace(state, phase=Phase.STEAL)
    events.append(FavourAsked(seat, target))
    return replace(state, phase=Phase.FAVOUR)


def _steal(state: GameState, card: int, events: Events) -> GameState:
    pending = state.pending
    assert pending is not None and pending.target is not None  # check_action holds it
    events.append(CardTaken(pending.seat, pending.target, card, "steal", secret=True))
    return _resolved(_move_card(state, pending.target, pending.seat, card))


def _give(state: GameState, action: Give, events: Events) -> GameState:
    pending = state.pending
    assert pending is not None  # check_action holds it
    events.append(CardTaken(pending.seat, action.seat, action.card, "favour", secret=True))
    return _resolved(_move_card(state, action.seat, pending.seat, action.card))


def _take(state: GameState, card: int, events: Events) -> GameState:
    seat = state.turn
    events.append(CardTaken(seat, -1, card, "discard"))
    state = replace(
        state,
        discard=_without(state.discard, card),
        seats=_set_hands(state, {seat: _with(state.seats[seat].hand, card)}),
    )
    return _resolved(state)


# --- drawing (reference: A turn 2; Drawing a fuse kitten) -------------------------------------


def _draw(state: GameState, events: Events) -> GameState:
    seat = state.turn
    card = state.deck[0]
    state = replace(
        state,
        deck=state.deck[1:],
        known=tuple(row[1:] for row in state.known),
        last_return=(
            replace(state.last_return, draws=state.last_return.draws + 1)
            if state.last_return is not None
            else None
        ),
    )
    hand = state.seats[seat].hand
    if title_of(card) != FUSE:
        events.append(CardDrawn(seat, card, private=seat))
        state = replace(state, seats=_set_hands(state, {seat: _with(hand, card)}))
        return _end_turn(state, Ended.DRAW, events)
    events.append(FuseDrawn(seat, card))
    state = replace(state, last_return=None)
    kits = [c for c in hand if title_of(c) == KIT]
    if kits:  # the game always plays a kit when one is held [choice]; the copies are alike
        events.append(KitPlayed(seat, kits[0]))
        return replace(
            state,
            seats=_set_hands(state, {seat: _without(hand, kits[0])}),
            discard=state.discard + (kits[0],),
            phase=Phase.CALM,
            drawn=card,
        )
    return _out(state, seat, hand + (card,), events)


def _calm(state: GameState, position: int, events: Events) -> GameState:
    """The fuse kitten goes back secretly at ``position``: only its seat knows where, and the
    other seats no longer know where the cards they had seen lie."""
    seat, card = state.turn, state.drawn
    deck = state.deck[:position] + (card,) + state.deck[position:]
    rows = [(HIDDEN,) * len(deck)] * state.players
    mine = state.known[seat]
    rows[seat] = mine[:position] + (card,) + mine[position:]
    events.append(KittenReturned(seat, card, position, len(deck), private=seat))
    state = replace(
        state,
        deck=deck,
        known=tuple(rows),
        drawn=0,
        last_return=Return(seat, len(deck)),
    )
    return _end_turn(state, Ended.CALM, events)


def _out(state: GameState, seat: int, cards: tuple[int, ...], events: Events) -> GameState:
    """Without a kit the drawer is out: its hand and the fuse kitten go to the discard pile;
    its turns end (both, after a Pounce) and the next player owes 1. The last one in wins."""
    seats = list(state.seats)
    seats[seat] = Seat(hand=(), out=True)
    state = replace(
        state,
        seats=tuple(seats),
        discard=state.discard + cards,
        out=state.out + (seat,),
        owed=1,
    )
    events.append(PlayerOut(seat, cards, len(state.in_play) + 1))
    events.append(TurnEnded(seat, Ended.OUT.value))
    if len(state.in_play) > 1:
        return _start_turn(state, next_seat(state, seat), 1, events)
    winner = state.in_play[0]
    events.append(GameEnded(winner))
    return replace(state, phase=Phase.OVER, winner=winner, turn=-1, owed=0)
