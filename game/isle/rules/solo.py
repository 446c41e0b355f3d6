"""The Solo variant (rules.md section 8): one player against the sister.

The player plays the standard day with three changes: a solo draft (8.3), a rescue that
alternates with the sister's basket cards (8.4) and the sister's own end of day (8.5). The
sister never decides anything: her cards are drawn by the dealer (chance) and resolved here,
each step reported by an event (SisterCardRevealed, SisterRemovedCat, ...) so that a screen
can show them one by one. Numbers of tiles come from numbering.py (8.2).
"""

from __future__ import annotations

from dataclasses import replace

from game.isle.rules import flow
from game.isle.rules.content import Params
from game.isle.rules.events import (
    CardsDiscarded,
    CardsKept,
    Event,
    OrderSet,
    RescueCardsRevealed,
    SisterCardRevealed,
    SisterCardsDiscarded,
    SisterColorRevealed,
    SisterFoundNothing,
    SisterLessonDrawn,
    SisterOrderSet,
    SisterRemovedCat,
    SisterRemovedCommon,
    SisterRemovedOshax,
    SisterRemovedRare,
    SisterSwitchedCats,
)
from game.isle.rules.ids import LEFT, RIGHT, Tile
from game.isle.rules.numbering import (
    cat_line,
    existing,
    oshax_line,
    rare_line,
    rare_taken,
    switch_numbers,
)
from game.isle.rules.state import GameState, RescueTurn, Sister, SisterDraw, sister_of
from game.isle.rules.vocabulary import Phase

# The decks (cards.json "deck") of the sister's piles drawn at random (rules.md 8.1).
PILE_DECKS = {
    "color": "solo_colour",
    "basic": "solo_basic",
    "advanced": "solo_advanced",
    "basket": "solo_basket",
}


def new_sister(state: GameState, difficulty: str) -> Sister:
    """The sister before setup: her basket deck shuffled face down (its order is chance)."""
    mode = flow.mode_of(state)
    mode.difficulty(difficulty)  # refuses an unknown level
    return Sister(
        difficulty=difficulty,
        stacked=mode.stack_rares,
        deck=state.content.deck_of(PILE_DECKS["basket"]),
    )


def pile(state: GameState, name: str) -> tuple[int, ...]:
    """The cards the dealer may draw for the sister from pile ``name`` now."""
    sister = sister_of(state)
    if name == "basket":
        return sister.deck
    taken = sister.colors if name == "color" else sister.lessons
    return tuple(c for c in state.content.deck_of(PILE_DECKS[name]) if c not in taken)


def draw_for_sister(state: GameState, card_id: int, events: list[Event]) -> GameState:
    """The dealer's card for the SisterDraw frame on top: it is face up at once."""
    frame = state.top_frame(SisterDraw)
    sister = sister_of(state)
    card = state.content.cards[card_id]
    if frame.pile == "color":  # 8.1 / 8.5: the next colour card of the row is revealed
        sister = replace(sister, colors=sister.colors + (card_id,))
        events.append(SisterColorRevealed(card_id, card.color, len(sister.colors)))
    elif frame.pile == "basket":  # 8.4.2: her basket cards of the day, first card first
        index = len(sister.cards)
        deck = tuple(c for c in sister.deck if c != card_id)
        sister = replace(sister, deck=deck, cards=sister.cards + (card_id,))
        if index == 0:
            sister = replace(sister, baskets=card.baskets, speed=card.speed)
        events.append(SisterCardRevealed(card_id, index, card.speed, card.baskets))
    else:  # 8.1: her solo lessons, face up from the start
        sister = replace(sister, lessons=sister.lessons + (card_id,))
        events.append(SisterLessonDrawn(card_id))
    state = replace(state, sister=sister)
    return state.replace_top(replace(frame, left=frame.left - 1))


# --- the sister's actions (rules.md 8.4.5) ---------------------------------------------------


def _remove_cat(state: GameState, asked: int, events: list[Event]) -> GameState:
    """Cat N leaves the game (the highest number when N is past the end)."""
    line = cat_line(state)
    number = existing(asked, len(line))
    if number is None:
        events.append(SisterFoundNothing("cat", asked))
        return state
    tile = line[number - 1]
    if number <= len(state.left):
        i = number - 1
        state = replace(state, left=state.left[:i] + state.left[i + 1 :])
        side = LEFT
    else:
        i = number - 1 - len(state.left)
        state = replace(state, right=state.right[:i] + state.right[i + 1 :])
        side = RIGHT
    events.append(SisterRemovedCat(number, tile, side, asked))
    return replace(state, gone=tuple(sorted(state.gone + (tile,))))


def _remove_rare(state: GameState, asked: int, events: list[Event]) -> GameState:
    """One rare treasure with number N leaves the supply (the highest number when missing)."""
    line = rare_line(state)
    number = existing(asked, len(line))
    if number is None:
        events.append(SisterFoundNothing("rare", asked))
        return state
    rare = rare_taken(line[number - 1])
    index = state.rares.index(rare)
    tile = Tile(rare)
    events.append(SisterRemovedRare(number, tile, asked))
    return replace(
        state,
        rares=state.rares[:index] + state.rares[index + 1 :],
        gone=tuple(sorted(state.gone + (tile,))),
    )


def _remove_oshax(state: GameState, asked: int, events: list[Event]) -> GameState:
    """Oshax N of the row leaves the supply (the highest number when missing)."""
    line = oshax_line(state)
    number = existing(asked, len(line))
    if number is None:
        events.append(SisterFoundNothing("oshax", asked))
        return state
    tile = Tile(line[number - 1])
    events.append(SisterRemovedOshax(number, tile, asked))
    return replace(
        state, oshax=line[: number - 1] + line[number:], gone=tuple(sorted(state.gone + (tile,)))
    )


def _remove_common(state: GameState, shape: int, events: list[Event]) -> GameState:
    """One common treasure of that exact shape leaves the supply (nothing if none is left)."""
    index = state.content.commons.index(shape)
    if state.commons[index] <= 0:
        events.append(SisterFoundNothing("common", shape))
        return state
    commons = list(state.commons)
    commons[index] -= 1
    tile = Tile(shape)
    events.append(SisterRemovedCommon(tile))
    return replace(state, commons=tuple(commons), gone=tuple(sorted(state.gone + (tile,))))


def _switch_cats(state: GameState, first: int, second: int, events: list[Event]) -> GameState:
    """Cats A and B exchange their numbers and places: across the fields they change field
    (and so their cost)."""
    line = list(cat_line(state))
    numbers = switch_numbers(first, second, len(line))
    if numbers is None:
        events.append(SisterFoundNothing("switch", first))
        return state
    a, b = numbers
    split = len(state.left)
    fields = (LEFT if a <= split else RIGHT, LEFT if b <= split else RIGHT)
    tiles = (line[a - 1], line[b - 1])
    line[a - 1], line[b - 1] = tiles[1], tiles[0]
    events.append(SisterSwitchedCats((a, b), tiles, fields, (first, second)))
    return replace(state, left=tuple(line[:split]), right=tuple(line[split:]))


def _act(state: GameState, action: Params, events: list[Event]) -> GameState:
    kind = action["action"]
    if kind == "remove_cat":
        return _remove_cat(state, action["number"], events)
    if kind == "remove_rare_treasure":
        return _remove_rare(state, action["number"], events)
    if kind == "remove_oshax":
        return _remove_oshax(state, action["number"], events)
    if kind == "remove_common_treasure":
        return _remove_common(state, action["tile_id"], events)
    if kind == "switch_cats":
        return _switch_cats(state, action["first"], action["second"], events)
    raise AssertionError(f"unhandled sister action {kind}")  # pragma: no cover - the loader


def resolve_card(state: GameState, card_id: int, events: list[Event]) -> GameState:
    """The card's two actions, left to right; the lines renumber after every removal."""
    for action in state.content.cards[card_id].actions:
        state = _act(state, action, events)
    return state


# --- the solo day ----------------------------------------------------------------------------


def _setup(state: GameState, events: list[Event]) -> GameState | None:
    """8.1: the boat (chance), the player first, the Oshax row (chance), the first colour card
    and the sister's lessons for the difficulty (chance, face up)."""
    if state.step in (0, 2):
        return None  # the dealer deals the boat (0), lays the Oshax row (2)
    if state.step == 1:
        events.append(OrderSet((0,)))
        return replace(state, order=(0,), step=2)
    if state.step == 3:
        level = flow.mode_of(state).difficulty(sister_of(state).difficulty)
        draws = [
            SisterDraw("color"),
            SisterDraw("basic", level.basic),
            SisterDraw("advanced", level.advanced),
        ]
        draws = [d for d in draws if d.left > 0]
        return replace(state, step=4).push(*reversed(draws))
    return replace(state, phase=Phase.FILL, step=0)


def _deal(state: GameState, events: list[Event]) -> GameState | None:
    """8.3: deal 5 (keep 3, discard 2), twice, then 1 more kept automatically."""
    if state.day > 1 and not state.window:
        return flow.open_window(state, "before_deal")
    mode = flow.mode_of(state)
    seat = state.seats[0]
    last = len(seat.kept) >= mode.rounds * mode.keep
    if len(seat.offer) < (mode.extra if last else mode.deal) and state.deck:
        return None  # the dealer deals the next card
    if last or not (state.deck or seat.offer):
        if seat.offer:
            events.append(CardsKept(0, seat.offer, private=0))
        state = state.with_seat(0, kept=seat.kept + seat.offer, offer=())
        return flow.enter(state, Phase.BUY, events)
    return flow.enter(state, Phase.DRAFT, events)


def _draft(state: GameState, events: list[Event]) -> GameState | None:
    """8.3: the player keeps 3 of the 5 cards; the other 2 are discarded. No passing."""
    keep = flow.mode_of(state).keep
    seat = state.seats[0]
    if len(seat.offer) > keep and not seat.picked:
        return None  # the player is choosing
    kept = seat.picked if len(seat.offer) > keep else seat.offer
    rest = tuple(c for c in seat.offer if c not in kept)
    events.append(CardsKept(0, kept, private=0))
    if rest:
        events.append(CardsDiscarded(0, rest, private=0))
    state = state.with_seat(0, kept=seat.kept + kept, offer=(), picked=())
    state = replace(state, discard=tuple(sorted(state.discard + rest)))
    return replace(flow.enter(state, Phase.DEAL, events), window=True)  # the window was held


def _reveal(state: GameState, events: list[Event]) -> GameState:
    """8.4.2-3: the sister's first basket card is drawn face up; the faster goes first, equal
    speeds keep the previous order (day 1: the player first)."""
    sister = sister_of(state)
    if not sister.cards and sister.deck:
        return state.push(SisterDraw("basket"))
    cards = state.content.cards
    player = state.seats[0]
    speed = sum(cards[c].speed for c in player.declared)
    first = sister.first if speed == sister.speed else sister.speed > speed
    events.append(RescueCardsRevealed((speed,), (player.declared,), state.order))
    events.append(SisterOrderSet(first, speed, sister.speed))
    seats = tuple(replace(s, passed=False) for s in state.seats)
    state = replace(state, seats=seats, sister=replace(sister, first=first))
    return flow.enter(state, Phase.RESCUE, events)


def _declare(state: GameState, events: list[Event]) -> GameState | None:
    """8.4.1: the player declares rescue cards as usual; then the sister's reveal."""
    return flow.declare(state, events, reveal=_reveal)


def _sister_turn(state: GameState, events: list[Event]) -> GameState:
    """The sister's turn: reveal her next card (drawn now if face down) and resolve it."""
    sister = sister_of(state)
    if sister.resolved >= len(sister.cards):
        if not sister.deck:  # 23 cards, at most 20 used (rules.md 8.5): never in a game
            return replace(state, sister=replace(sister, baskets=len(sister.cards)))
        return state.push(SisterDraw("basket"))
    state = resolve_card(state, sister.cards[sister.resolved], events)
    sister = replace(sister_of(state), resolved=sister.resolved + 1)
    return replace(state, sister=sister, step=state.step + 1)


def _rescue(state: GameState, events: list[Event]) -> GameState | None:
    """8.4.4: player turns and sister cards alternate, the first one by the order; once the
    player passed or the fields are empty she resolves all her remaining cards; then the
    phase ends. ``step`` counts the turns taken: even steps belong to whoever goes first."""
    sister = sister_of(state)
    has_cards = sister.resolved < sister.baskets
    if state.seats[0].passed or not (state.left or state.right):
        if has_cards:
            return _sister_turn(state, events)
        return flow.end_rescue(state, events)
    if (state.step % 2 == 0) == sister.first:
        if has_cards:
            return _sister_turn(state, events)
        return replace(state, step=state.step + 1)  # no card left: she does nothing
    if not state.window:
        return flow.open_window(state, "before_rescue_turn")
    return replace(state, step=state.step + 1, window=False).push(RescueTurn(0))


def _end_of_day(state: GameState, events: list[Event]) -> GameState | None:
    """8.5: her basket cards of the day are discarded; after days 1-4 the next colour card is
    revealed."""
    sister = sister_of(state)
    if sister.cards:
        events.append(SisterCardsDiscarded(sister.cards))
    sister = replace(
        sister,
        cards=(),
        baskets=0,
        speed=0,
        resolved=0,
        discard=tuple(sorted(sister.discard + sister.cards)),
    )
    state = flow.end_of_day(replace(state, sister=sister), events)
    if state.phase == Phase.FILL and pile(state, "color"):
        state = state.push(SisterDraw("color"))
    return state


def _sister_draw(state: GameState, frame: SisterDraw, events: list[Event]) -> GameState | None:
    return None if frame.left > 0 and pile(state, frame.pile) else state.pop()


PHASES: dict[Phase, flow.Step] = {
    **flow.PHASES,
    Phase.SETUP: _setup,
    Phase.DEAL: _deal,
    Phase.DRAFT: _draft,
    Phase.DECLARE: _declare,
    Phase.RESCUE: _rescue,
    Phase.END_OF_DAY: _end_of_day,
}
FRAMES = {**flow.FRAMES, SisterDraw: _sister_draw}
