"""The rules API: new_game, to_move, legal_actions, check_action, apply_action, chance_outcomes.

One legality path: ``apply_action`` calls ``check_action``, which raises
``IllegalActionError`` with a code and its values; ``legal_actions`` lists exactly what
``check_action`` accepts (a property test holds them together). Chance is explicit: every card
put on the deck, the first seat and every die are outcomes the session's seeded dealer draws
from ``chance_outcomes``.

A turn (reference: Solo, Precise points): the line is filled to five from the deck, the dealer
rolls the five dice, then the seat takes its free rerolls (two on its own first turn, one
after; each keeps at most four dice), then spends powers of its army, then beats one creature
the dice beat (it must, if they beat one) or ends the turn with none. Beating a creature ends
the turn, so a creature beaten this turn is never spent in it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from itertools import combinations

from game.quest.rules.actions import (
    CHANCE,
    SHAPES,
    Action,
    Beat,
    EndTurn,
    FirstSeat,
    Reroll,
    Roll,
    Shuffle,
    Spend,
)
from game.quest.rules.creatures import DICE, FACES, Creature, Power, beats, combo_problem
from game.quest.rules.events import (
    CardShuffled,
    CreatureBeaten,
    CreatureRevealed,
    DiceSettled,
    DieRolled,
    Event,
    FirstSeatDrawn,
    GameEnded,
    NothingBeaten,
    PowerSpent,
    QuestLost,
    QuestWon,
    Rerolled,
    TurnStarted,
)
from game.quest.rules.powers import CHOICES, ONE_DIE, choices_of, face_after
from game.quest.rules.refusals import IllegalActionError
from game.quest.rules.state import (
    FIRST_TURN_REROLLS,
    LINE_SIZE,
    PLAYER_COUNTS,
    REROLLS,
    UNROLLED,
    GameState,
    Phase,
    Seat,
)
from game.shell.engine.result import Result
from game.shell.engine.shapes import misfit

Events = list[Event]
POSITIONS = tuple(range(DICE))
# The positions a free reroll may keep (at most four: it rerolls at least one die), and those a
# reroll power may reroll (at least one), each ascending, in a fixed order.
KEEPS: tuple[tuple[int, ...], ...] = tuple(
    kept for size in range(DICE) for kept in combinations(POSITIONS, size)
)
REROLLED: tuple[tuple[int, ...], ...] = tuple(
    dice for size in range(1, DICE + 1) for dice in combinations(POSITIONS, size)
)


def cards_problem(cards: Sequence[Creature]) -> str | None:
    """Why ``cards`` cannot be a game's cards (None when they can): at least one, ids 1 to
    the number of cards in order, each combination one of this edition, each power known."""
    if not cards:
        return "a game needs at least one creature"
    for index, card in enumerate(cards):
        if card.id != index + 1:
            return f"the cards' ids run 1 to {len(cards)} in order: card {index + 1} has {card.id}"
        problem = combo_problem(card.combo)
        if problem is not None:
            return f"card {card.id}: {problem}"
        if not isinstance(card.power, Power):
            return f"card {card.id}: {card.power!r} is not a power"
    return None


def new_game(players: int, cards: Sequence[Creature]) -> GameState:
    """A game before its first chance outcome: the dealer shuffles ``cards`` into the deck one
    at a time, then draws the first seat (2-8 players; solo: seat 0)."""
    if players not in PLAYER_COUNTS:
        raise ValueError(f"Dice Quest is played by 1 to 8 players, not {players}")
    problem = cards_problem(cards)
    if problem is not None:
        raise ValueError(problem)
    return GameState(
        players=players,
        cards=tuple(cards),
        seats=(Seat(),) * players,
        pile=tuple(card.id for card in cards),
    )


# --- who acts -------------------------------------------------------------------------------


def to_move(state: GameState) -> tuple[int, ...]:
    """The seat that plays now, (CHANCE,) when the dealer must draw, () when the game is over."""
    if state.phase == Phase.PLAY:
        return (state.seat,)
    if state.phase == Phase.OVER:
        return ()
    return (CHANCE,)


def is_chance(state: GameState) -> bool:
    return state.phase in (Phase.SHUFFLE, Phase.FIRST, Phase.ROLL)


def is_over(state: GameState) -> bool:
    return state.phase == Phase.OVER


def winners_of(seats: Sequence[Seat]) -> tuple[int, ...]:
    """2-8 players: the most army plus discards; a tie goes to the most army cards; still
    tied, a shared win [choice] (reference: 2-8 players, Score)."""
    best = max((s.score, len(s.army)) for s in seats)
    return tuple(i for i, s in enumerate(seats) if (s.score, len(s.army)) == best)


def standing_order(seats: Sequence[Seat]) -> tuple[int, ...]:
    """The seats best first as the score ranks them: army plus discards, then the army (the
    tie-break of ``winners_of``), then seat order."""
    return tuple(sorted(range(len(seats)), key=lambda i: (-seats[i].score, -len(seats[i].army), i)))


def rerolls_given(turns_begun: int) -> int:
    """The free rerolls a seat's turn begins with, ``turns_begun`` its turns before it: two on
    its own first turn, one on every other (reference: Precise points)."""
    return FIRST_TURN_REROLLS if turns_begun == 0 else REROLLS


def roll_number(state: GameState) -> tuple[int, int]:
    """The turn's throw under way and the throws it may have: (1, 3) after the first roll of a
    seat's first turn, (2, 2) after its free reroll on any other (0 before a turn)."""
    if state.seat < 0:
        return (0, 0)
    given = rerolls_given(state.seats[state.seat].turns - 1)
    return (1 + given - state.free_rerolls, 1 + given)


def result(state: GameState) -> Result:
    """The game in the box's terms. Solo: the army's cards and the seat as the winner when the
    quest is won; a lost quest has no score (the record's null), 0 here, and no winner. 2-8
    players: each seat's army plus discards, and the winners."""
    if state.players == 1:
        won = bool(state.won)
        return Result((len(state.seats[0].army) if won else 0,), (0,) if won else ())
    return Result(tuple(s.score for s in state.seats), winners_of(state.seats))


def chance_outcomes(state: GameState) -> tuple[tuple[Action, float], ...]:
    """The dealer's possible outcomes with their probabilities (empty when no draw is due)."""
    if state.phase == Phase.SHUFFLE:
        options: list[Action] = [Shuffle(card) for card in state.pile]
    elif state.phase == Phase.FIRST:
        options = [FirstSeat(seat) for seat in range(state.players)]
    elif state.phase == Phase.ROLL:
        options = [Roll(face) for face in FACES]
    else:
        return ()
    p = 1.0 / len(options)
    return tuple((o, p) for o in options)


def beaten_cards(state: GameState) -> tuple[int, ...]:
    """The creatures of the line the dice beat now, left to right (none while dice are still
    to roll): what the seat may beat, what a screen highlights."""
    if UNROLLED in state.dice:
        return ()
    return tuple(c for c in state.line if beats(state.dice, state.creature(c).combo))


def legal_actions(state: GameState, seat: int | None = None) -> list[Action]:
    """What ``seat`` (the seat to move when None; CHANCE for the dealer) may do now: free
    rerolls, then powers (each card of the army on each die it can change), then the creatures
    the dice beat, or ending the turn when they beat none."""
    movers = to_move(state)
    if seat is None:
        seat = movers[0] if movers else CHANCE
    if seat not in movers:
        return []
    if seat == CHANCE:
        return [a for a, _ in chance_outcomes(state)]
    actions: list[Action] = []
    if state.rerolls_left:
        actions += [Reroll(seat, kept) for kept in KEEPS]
    for card in dict.fromkeys(state.seats[seat].army):
        power = state.creature(card).power
        if power == Power.REROLL:
            actions += [Spend(seat, card, dice) for dice in REROLLED]
            continue
        for position, face in enumerate(state.dice):
            for choice in choices_of(power):
                if face_after(power, face, choice) in FACES:
                    actions.append(Spend(seat, card, (position,), choice))
    beaten = beaten_cards(state)
    actions += [Beat(seat, card) for card in beaten]
    if not beaten:
        actions.append(EndTurn(seat))
    return actions


# --- legality -------------------------------------------------------------------------------


def _positions_refusal(positions: tuple[int, ...]) -> IllegalActionError | None:
    for position in positions:
        if position not in POSITIONS:
            return IllegalActionError("no_such_position", position=position)
    if list(positions) != sorted(set(positions)):
        return IllegalActionError("positions_order")
    return None


def _spend_refusal(state: GameState, action: Spend) -> IllegalActionError | None:
    """Reference: Powers, Precise points (within 1-6; a reroll power rerolls at least one)."""
    if action.card not in state.seats[action.seat].army:
        return IllegalActionError("card_not_in_army", card=action.card)
    refused = _positions_refusal(action.positions)
    if refused is not None:
        return refused
    power = state.creature(action.card).power
    if power == Power.REROLL:
        if action.choice is not None:
            return IllegalActionError("no_choice", card=action.card)
        if not action.positions:
            return IllegalActionError("no_dice", card=action.card)
        return None
    if len(action.positions) != 1:
        return IllegalActionError("one_die", card=action.card)
    if power == Power.PLUSMINUS and action.choice not in CHOICES:
        return IllegalActionError("choice_needed", card=action.card)
    if power != Power.PLUSMINUS and action.choice is not None:
        return IllegalActionError("no_choice", card=action.card)
    position = action.positions[0]
    face = state.dice[position]
    if face_after(power, face, action.choice) not in FACES:
        return IllegalActionError("out_of_faces", card=action.card, position=position, face=face)
    return None


def _seat_refusal(state: GameState, action: Action) -> IllegalActionError | None:
    if isinstance(action, Reroll):
        if state.spent:
            return IllegalActionError("powers_begun")
        if not state.free_rerolls:
            return IllegalActionError("no_free_reroll")
        refused = _positions_refusal(action.kept)
        if refused is None and len(action.kept) >= DICE:
            return IllegalActionError("keeps_every_die")
        return refused
    if isinstance(action, Spend):
        return _spend_refusal(state, action)
    if isinstance(action, Beat):
        if action.card not in state.line:
            return IllegalActionError("card_not_in_line", card=action.card)
        if not beats(state.dice, state.creature(action.card).combo):
            return IllegalActionError("not_beaten", card=action.card)
        return None
    beaten = beaten_cards(state)  # EndTurn (reference: Precise points, must beat)
    return IllegalActionError("must_beat", card=beaten[0]) if beaten else None


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
    if isinstance(action, (Reroll, Spend, Beat, EndTurn)):
        if is_chance(state):
            return IllegalActionError("dealer_draws")
        if action.seat != state.seat:
            return IllegalActionError("not_your_turn", seat=action.seat)
        return _seat_refusal(state, action)
    if not isinstance(action, (Shuffle, FirstSeat, Roll)):
        return IllegalActionError("unknown_action", action=str(action))
    if not is_chance(state):
        return IllegalActionError("no_draw_due")
    if isinstance(action, Shuffle):
        if state.phase != Phase.SHUFFLE:
            return IllegalActionError("not_shuffling")
        if action.card not in state.pile:
            return IllegalActionError("not_in_pile", card=action.card)
        return None
    if isinstance(action, FirstSeat):
        if state.phase != Phase.FIRST:
            return IllegalActionError("not_first_draw")
        if not 0 <= action.player < state.players:
            return IllegalActionError("no_such_seat", seat=action.player)
        return None
    if state.phase != Phase.ROLL:
        return IllegalActionError("not_rolling")
    if action.face not in FACES:
        return IllegalActionError("no_such_face", face=action.face)
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


def _set_seat(state: GameState, index: int, seat: Seat) -> tuple[Seat, ...]:
    return state.seats[:index] + (seat,) + state.seats[index + 1 :]


def _cleared(dice: tuple[int, ...], positions: Sequence[int]) -> tuple[int, ...]:
    return tuple(UNROLLED if i in positions else face for i, face in enumerate(dice))


def apply_action(state: GameState, action: Action) -> tuple[GameState, tuple[Event, ...]]:
    """The state after ``action`` (checked first) and what happened, in order."""
    check_action(state, action)
    events: Events = []
    if isinstance(action, Roll):
        state = _roll(state, action.face, events)
    elif isinstance(action, Reroll):
        rolled = tuple(i for i in POSITIONS if i not in action.kept)
        events.append(Rerolled(action.seat, action.kept))
        state = replace(
            state,
            free_rerolls=state.free_rerolls - 1,
            dice=_cleared(state.dice, rolled),
            rolling=rolled,
            phase=Phase.ROLL,
        )
    elif isinstance(action, Spend):
        state = _spend(state, action, events)
    elif isinstance(action, Beat):
        state = _beat(state, action, events)
    elif isinstance(action, EndTurn):
        state = _end(state, events)
    elif isinstance(action, Shuffle):
        state = _shuffle(state, action.card, events)
    elif isinstance(action, FirstSeat):
        events.append(FirstSeatDrawn(action.player))
        state = _start_turn(replace(state, first=action.player), action.player, events)
    return state, tuple(events)


def _shuffle(state: GameState, card: int, events: Events) -> GameState:
    """One card from the pile onto the deck; the last one starts the game (solo: seat 0
    first; 2-8 players: the dealer draws the first seat [choice])."""
    events.append(CardShuffled(card, len(state.deck)))
    state = replace(state, pile=_without(state.pile, card), deck=state.deck + (card,))
    if state.pile:
        return state
    if state.players == 1:
        return _start_turn(replace(state, first=0), 0, events)
    return replace(state, phase=Phase.FIRST)


def _start_turn(state: GameState, seat: int, events: Events) -> GameState:
    """The line filled to five from the deck's top, new cards on the right (fewer when the
    deck runs out), then the dealer rolls the five dice. Two free rerolls on the seat's own
    first turn, one on every other (reference: Solo 1-3, Precise points)."""
    line, deck = state.line, state.deck
    while len(line) < LINE_SIZE and deck:
        events.append(CreatureRevealed(deck[0], len(line)))
        line, deck = line + (deck[0],), deck[1:]
    player = state.seats[seat]
    free = rerolls_given(player.turns)
    events.append(TurnStarted(seat, state.turn + 1, line, free))
    return replace(
        state,
        seats=_set_seat(state, seat, replace(player, turns=player.turns + 1)),
        line=line,
        deck=deck,
        seat=seat,
        turn=state.turn + 1,
        dice=(UNROLLED,) * DICE,
        rolling=POSITIONS,
        free_rerolls=free,
        spent=(),
        phase=Phase.ROLL,
    )


def _roll(state: GameState, face: int, events: Events) -> GameState:
    position = state.rolling[0]
    dice = state.dice[:position] + (face,) + state.dice[position + 1 :]
    events.append(DieRolled(position, face))
    if len(state.rolling) > 1:
        return replace(state, dice=dice, rolling=state.rolling[1:])
    events.append(DiceSettled(dice))
    return replace(state, dice=dice, rolling=(), phase=Phase.PLAY)


def _spend(state: GameState, action: Spend, events: Events) -> GameState:
    """The card goes from the army to the discard; its power changes the dice (reference:
    Powers)."""
    player = state.seats[action.seat]
    player = replace(
        player, army=_without(player.army, action.card), discard=player.discard + (action.card,)
    )
    power = state.creature(action.card).power
    state = replace(
        state, seats=_set_seat(state, action.seat, player), spent=state.spent + (action.card,)
    )
    if power == Power.REROLL:
        dice = _cleared(state.dice, action.positions)
        state = replace(state, dice=dice, rolling=action.positions, phase=Phase.ROLL)
    else:
        assert power in ONE_DIE
        position = action.positions[0]
        face = face_after(power, state.dice[position], action.choice)
        dice = state.dice[:position] + (face,) + state.dice[position + 1 :]
        state = replace(state, dice=dice)
    events.append(
        PowerSpent(action.seat, action.card, power.value, action.positions, action.choice, dice)
    )
    return state


def _beat(state: GameState, action: Beat, events: Events) -> GameState:
    """The creature joins the seat's army and the turn ends; with no creature left in the deck
    or the line the game ends."""
    player = state.seats[action.seat]
    player = replace(player, army=player.army + (action.card,))
    state = replace(
        state,
        seats=_set_seat(state, action.seat, player),
        line=_without(state.line, action.card),
    )
    events.append(CreatureBeaten(action.seat, action.card, state.dice))
    if state.deck or state.line:
        return _start_turn(state, (state.seat + 1) % state.players, events)
    if state.players == 1:
        events.append(QuestWon(len(player.army)))
        return replace(state, phase=Phase.OVER, won=True)
    winners = winners_of(state.seats)
    events.append(GameEnded(tuple(s.score for s in state.seats), winners))
    return replace(state, phase=Phase.OVER)


def _end(state: GameState, events: Events) -> GameState:
    """No creature beaten: solo, the quest is lost at once; 2-8 players, the next seat plays
    (reference: Solo 5, 2-8 players)."""
    events.append(NothingBeaten(state.seat, state.dice))
    if state.players == 1:
        events.append(QuestLost(state.left))
        return replace(state, phase=Phase.OVER, won=False)
    return _start_turn(state, (state.seat + 1) % state.players, events)
