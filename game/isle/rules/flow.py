"""How a day of the standard game flows (rules.md section 2): the automatic steps between
decisions.

Phase handlers and frame handlers return the next state, or None at a decision point;
``modes.advance`` runs them (fishing, reading lessons, passing hands, ending a phase, skipping
seats with nothing to play) until a seat or the dealer must act. The variants (family.py,
solo.py) reuse these steps and replace some of them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from game.isle.rules.anytime import has_playable_anytime
from game.isle.rules.content import Mode
from game.isle.rules.events import (
    CardsDiscarded,
    CardsKept,
    CatsRanAway,
    DayEnded,
    DayStarted,
    Event,
    FishGained,
    GameEnded,
    HandsPassed,
    LessonsRead,
    PhaseStarted,
    RescueCardsRevealed,
)
from game.isle.rules.scoring_view import final_scores, sister_score, winners_of
from game.isle.rules.state import (
    AnytimeRound,
    Bonus,
    ChooseField,
    Commons,
    Declaring,
    DrawCards,
    DrawTile,
    DrawToFields,
    GameState,
    MiniBuy,
    MoveCats,
    PlaceTile,
    RareTurn,
    RescueTurn,
)
from game.isle.rules.treasures import bonus_choices, common_choices
from game.isle.rules.vocabulary import CardType, Phase

Step = Callable[[GameState, list[Event]], "GameState | None"]


def mode_of(state: GameState) -> Mode:
    return state.content.modes[state.mode]


def fish_cards_in_hand(state: GameState, seat: int) -> tuple[int, ...]:
    """The fish cards (anytime cards allowed while buying) in the seat's hand now."""
    cards = state.content.cards
    return tuple(
        c for c in state.seats[seat].hand if cards[c].type == "anytime" and cards[c].in_buy_step
    )


def cats_needed(state: GameState) -> int:
    """Cats put into the fields each day: 2 x the per-field number (rules.md Phase 0)."""
    return 2 * mode_of(state).setup_for(state.players).cats_per_field


def enter(state: GameState, phase: Phase, events: list[Event]) -> GameState:
    """Start ``phase``: step 0, its anytime window not held yet."""
    events.append(PhaseStarted(phase, state.day))
    return replace(state, phase=phase, step=0, window=False)


def open_window(state: GameState, name: str) -> GameState:
    """Hold the anytime round before the current step (rules.md section 5.3), once."""
    state = replace(state, window=True)
    if any(has_playable_anytime(state, seat, "round") for seat in state.order):
        state = state.push(AnytimeRound(name, state.order))
    return state


# --- phases ---------------------------------------------------------------------------------


def _setup(state: GameState, events: list[Event]) -> GameState | None:
    if state.step < 2:
        return None  # the dealer deals the boats, then the cat order (rules.md section 1)
    return replace(state, phase=Phase.FILL, step=0)


def fill(state: GameState, events: list[Event], then: Phase = Phase.FISHING) -> GameState | None:
    """Phase 0: the dealer draws tiles until the fields hold their cats."""
    if state.day > 1 and not state.window:
        return open_window(state, "before_fill")
    if state.step < cats_needed(state) and state.bag:
        return None  # the dealer draws the next tile
    return enter(state, then, events)


def _fishing(state: GameState, events: list[Event]) -> GameState | None:
    amount = mode_of(state).fish_per_day
    seats = tuple(replace(s, fish=s.fish + amount) for s in state.seats)
    events.extend(FishGained(i, amount, "fishing") for i in range(state.players))
    return enter(replace(state, seats=seats), Phase.DEAL, events)


def _deal(state: GameState, events: list[Event]) -> GameState | None:
    if state.day > 1 and not state.window:
        return open_window(state, "before_deal")
    if state.step < state.players * mode_of(state).deal and state.deck:
        return None  # the dealer deals the next card
    return enter(state, Phase.DRAFT, events)


def _draft(state: GameState, events: list[Event]) -> GameState | None:
    keep = mode_of(state).keep
    pickers = [i for i, s in enumerate(state.seats) if len(s.offer) > keep]
    if any(not state.seats[i].picked for i in pickers):
        return None  # seats are choosing
    n = state.players
    if not pickers:  # what is left is kept automatically (the last card of the draft)
        kept = tuple(replace(s, kept=s.kept + s.offer, offer=()) for s in state.seats)
        events.extend(
            CardsKept(i, s.offer, private=i) for i, s in enumerate(state.seats) if s.offer
        )
        return enter(replace(state, seats=kept), Phase.BUY, events)
    passed: list[tuple[int, ...]] = [() for _ in range(n)]
    seats = list(state.seats)
    for i, s in enumerate(state.seats):
        rest = tuple(c for c in s.offer if c not in s.picked)
        if i in pickers:
            passed[(i + state.direction) % n] += rest
            seats[i] = replace(s, kept=s.kept + s.picked, picked=(), offer=())
            events.append(CardsKept(i, s.picked, private=i))
        else:
            seats[i] = replace(s, kept=s.kept + rest, offer=())
    seats = [replace(s, offer=tuple(sorted(s.offer + passed[i]))) for i, s in enumerate(seats)]
    events.append(HandsPassed(state.direction, tuple(len(p) for p in passed)))
    return replace(state, seats=tuple(seats))


def _buy(state: GameState, events: list[Event]) -> GameState | None:
    if state.step == 0:
        if not state.window:
            return open_window(state, "before_buy")
        buying = tuple(
            replace(s, ready=False, fish_cards=fish_cards_in_hand(state, i))
            for i, s in enumerate(state.seats)
        )
        return replace(state, seats=buying, step=1)
    if any(not s.ready for s in state.seats):
        return None  # seats are buying
    seats = []
    discard = state.discard
    for i, s in enumerate(state.seats):
        if s.kept:
            events.append(CardsDiscarded(i, s.kept, private=i))
            discard += s.kept
        seats.append(replace(s, kept=(), ready=False, fish_cards=(), bought=()))
    state = replace(state, seats=tuple(seats), discard=tuple(sorted(discard)))
    return enter(state, Phase.LESSONS, events)


def _lessons(state: GameState, events: list[Event]) -> GameState | None:
    """Phase 3: every lesson in hand is put into play (rules.md Phase 3)."""
    if not state.window:
        return open_window(state, "before_lessons")
    cards = state.content.cards
    public = list(state.public_lessons)
    seats = []
    for i, s in enumerate(state.seats):
        named = dict(s.named)
        new_public = tuple((c, named.get(c)) for c in s.hand if cards[c].is_public_lesson)
        new_private = tuple(
            c for c in s.hand if cards[c].is_lesson and not cards[c].is_public_lesson
        )
        if new_public or new_private:
            events.append(LessonsRead(i, new_public, new_private, private=i))
        public.extend(new_public)
        hand = tuple(c for c in s.hand if not cards[c].is_lesson)
        seats.append(replace(s, hand=hand, named=(), lessons=s.lessons + new_private))
    state = replace(state, seats=tuple(seats), public_lessons=tuple(public))
    return enter(state, Phase.DECLARE, events)


def _has_rescue_cards(state: GameState, seat: int) -> bool:
    cards = state.content.cards
    return any(cards[c].type == CardType.RESCUE for c in state.seats[seat].hand)


def declare(state: GameState, events: list[Event], reveal: Step | None = None) -> GameState | None:
    """Phase 4a: in cat order, each seat holding rescue cards lays some face down; then
    ``reveal`` (4b)."""
    while state.step < len(state.order):
        seat = state.order[state.step]
        if not _has_rescue_cards(state, seat):
            state = replace(state, step=state.step + 1, window=False)
            continue
        if not state.window:
            return open_window(state, "before_declare")
        return replace(state, step=state.step + 1, window=False).push(Declaring(seat))
    return (reveal or _reveal)(state, events)


def _reveal(state: GameState, events: list[Event]) -> GameState:
    """Phase 4b: speeds decide the new cat order; ties keep their previous order."""
    cards = state.content.cards
    speeds = tuple(sum(cards[c].speed for c in s.declared) for s in state.seats)
    order = tuple(sorted(state.order, key=lambda seat: -speeds[seat]))  # stable sort
    events.append(RescueCardsRevealed(speeds, tuple(s.declared for s in state.seats), order))
    seats = tuple(replace(s, passed=False) for s in state.seats)
    return enter(replace(state, order=order, seats=seats), Phase.RESCUE, events)


def next_turn(state: GameState) -> tuple[int, int] | None:
    """(position in cat order, seat) of the next seat that has not passed."""
    n = len(state.order)
    for k in range(n):
        pos = (state.step + k) % n
        seat = state.order[pos]
        if not state.seats[seat].passed:
            return pos, seat
    return None


def rescue(
    state: GameState, events: list[Event], then: Phase = Phase.RARE_FINDS
) -> GameState | None:
    """Phase 4c: turns in cat order until everyone passed or the fields are empty."""
    nxt = next_turn(state)
    if nxt is None or not (state.left or state.right):
        return end_rescue(state, events, then)
    pos, seat = nxt
    if not state.window:
        return open_window(replace(state, step=pos), "before_rescue_turn")
    return replace(state, step=(pos + 1) % len(state.order), window=False).push(RescueTurn(seat))


def end_rescue(state: GameState, events: list[Event], then: Phase = Phase.RARE_FINDS) -> GameState:
    """Every declared rescue card is discarded, used or not."""
    seats, discard = [], state.discard
    for i, s in enumerate(state.seats):
        if s.declared:
            events.append(CardsDiscarded(i, s.declared))
            discard += s.declared
        seats.append(replace(s, declared=(), spent=(), passed=False))
    state = replace(state, seats=tuple(seats), discard=tuple(sorted(discard)))
    return enter(state, then, events)


def _rare_finds(state: GameState, events: list[Event]) -> GameState | None:
    nxt = next_turn(state)
    if nxt is None:
        seats = tuple(replace(s, passed=False) for s in state.seats)
        return enter(replace(state, seats=seats), Phase.END_OF_DAY, events)
    pos, seat = nxt
    if not state.window:
        return open_window(replace(state, step=pos), "before_rare_turn")
    return replace(state, step=(pos + 1) % len(state.order), window=False).push(RareTurn(seat))


def end_of_day(state: GameState, events: list[Event]) -> GameState:
    ran = state.left + state.right
    if ran:
        events.append(CatsRanAway(ran))
    seats = tuple(replace(s, baskets_used=0) for s in state.seats)
    events.append(DayEnded(state.day))
    state = replace(state, seats=seats, left=(), right=(), gone=tuple(sorted(state.gone + ran)))
    if state.day >= mode_of(state).days:
        return enter(state, Phase.FINAL, events)
    state = replace(state, day=state.day + 1, direction=-state.direction)
    events.append(DayStarted(state.day))
    return enter(state, Phase.FILL, events)


def _final(state: GameState, events: list[Event]) -> GameState | None:
    if not state.window:
        return open_window(state, "final")
    state = replace(state, phase=Phase.OVER, step=0, window=False)
    scores = final_scores(state)
    sister = sister_score(state)
    events.append(
        GameEnded(
            tuple(s.total for s in scores),
            tuple(winners_of(state, scores)),
            None if sister is None else sister.total,
        )
    )
    return state


def _over(state: GameState, events: list[Event]) -> GameState | None:
    return None


PHASES: dict[Phase, Step] = {
    Phase.SETUP: _setup,
    Phase.FILL: fill,
    Phase.FISHING: _fishing,
    Phase.DEAL: _deal,
    Phase.DRAFT: _draft,
    Phase.BUY: _buy,
    Phase.LESSONS: _lessons,
    Phase.DECLARE: declare,
    Phase.RESCUE: rescue,
    Phase.RARE_FINDS: _rare_finds,
    Phase.END_OF_DAY: end_of_day,
    Phase.FINAL: _final,
    Phase.OVER: _over,
}


# --- frames ---------------------------------------------------------------------------------


def _round(state: GameState, frame: AnytimeRound, events: list[Event]) -> GameState | None:
    i = frame.index
    while i < len(frame.seats) and not has_playable_anytime(state, frame.seats[i], "round"):
        i += 1
    if i < len(frame.seats):
        return None if i == frame.index else state.replace_top(replace(frame, index=i))
    if frame.played:
        return state.replace_top(replace(frame, index=0, played=False))
    return state.pop()


def _rescue_turn(state: GameState, frame: RescueTurn, events: list[Event]) -> GameState | None:
    fields = state.left or state.right
    if not fields or (frame.rescued and not state.seats[frame.seat].extra_rescues):
        return state.pop()  # the turn ends after its rescue unless an extra rescue is pending
    return None


def _bonus(state: GameState, frame: Bonus, events: list[Event]) -> GameState | None:
    return None if bonus_choices(state, frame.seat) else state.pop()


def _commons(state: GameState, frame: Commons, events: list[Event]) -> GameState | None:
    if frame.left <= 0 or not common_choices(state, frame.seat, frame.small):
        return state.pop()
    return None


def _draw_cards(state: GameState, frame: DrawCards, events: list[Event]) -> GameState | None:
    if frame.left > 0 and state.deck:
        return None  # the dealer draws
    if not frame.drawn:
        return state.pop()
    if frame.join:
        seat = state.seats[frame.seat]
        return state.with_seat(frame.seat, kept=seat.kept + frame.drawn).pop()
    # rules.md 5: fish cards from hand may help pay, as in the buy step only those held
    # before the mini buy (a fish card bought in it waits for a later window)
    state = state.with_seat(frame.seat, fish_cards=fish_cards_in_hand(state, frame.seat))
    return state.replace_top(MiniBuy(frame.seat, frame.drawn))


def _draw_tile(state: GameState, frame: DrawTile, events: list[Event]) -> GameState | None:
    return None if state.bag else state.pop()


def _draw_to_fields(state: GameState, frame: DrawToFields, events: list[Event]) -> GameState | None:
    return None if frame.left > 0 and state.bag else state.pop()


def _move_cats(state: GameState, frame: MoveCats, events: list[Event]) -> GameState | None:
    left = [t for t in state.left + state.right if t not in frame.moved]
    if len(frame.moved) >= 3 or not left:
        return state.pop()
    return None


def _decision(state: GameState, frame, events: list[Event]) -> GameState | None:
    return None


FRAMES: dict[type, Callable] = {
    AnytimeRound: _round,
    RescueTurn: _rescue_turn,
    Bonus: _bonus,
    Commons: _commons,
    DrawCards: _draw_cards,
    DrawTile: _draw_tile,
    DrawToFields: _draw_to_fields,
    MoveCats: _move_cats,
    PlaceTile: _decision,
    MiniBuy: _decision,
    ChooseField: _decision,
    Declaring: _decision,
    RareTurn: _decision,
}
