"""When an anytime round is worth asking a seat about a card: the moments when the card can
change something for that seat that its own turn or buy step cannot.

rules.md section 5.3 opens a round at every phase boundary and lets implementers offer each
round to every holder; Board Game Arena asks only at chosen moments (draw cards before the buy
step, card 77 before the first rescue turn, everybody in the final round). These are those
moments, worked out from what each effect does:

* On the seat's own Rescue or Rare-finds turn any number of anytime cards may be played
  (5.1), and fish cards held since the start of the buy step may be played during it (5.2):
  a round just before those never adds anything the turn or the buy step lacks.
* 71-74 (draw cards) before the buy step: the drawn cards join this buy step (section 5),
  the only moment they do.
* 77 (move cats) and 83 (cats into the fields) before the first rescue turn of the day when
  another seat rescues first: the fields every seat chooses from change before anybody chose.
  77 changes nothing where cats are free (Family, 9.2).
* The final round (section 2, step 7): a card that raises the seat's final score, or its fish
  at the same score (the tie-break, section 6; the solo player counts the margin over the
  sister), and card 75 while the boat has room (a tile more on the boat).
"""

from __future__ import annotations

from dataclasses import replace

from game.isle.rules.anytime import anytime_problem, apply_anytime, plays_for, remove_from_hand
from game.isle.rules.scoring_view import final_scores, sister_score
from game.isle.rules.state import AnytimeRound, GameState
from game.isle.rules.vocabulary import CardType, Phase

# Effects worth a round before the first rescue turn of the day (they change the fields).
FIELD_EFFECTS = frozenset({"move_cats_between_fields", "draw_tiles_to_fields"})


def offer_matters(state: GameState, seat: int, card_id: int) -> bool:
    """Whether the anytime round waiting for ``seat`` is a moment when ``card_id`` (in the
    seat's hand) can change something that the seat's own turn or buy step could not."""
    top = state.top
    if not isinstance(top, AnytimeRound) or top.seat != seat:
        return False
    owner = state.seats[seat]
    card = state.content.cards.get(card_id)
    if (
        card is None
        or card_id not in owner.hand
        or card.type != CardType.ANYTIME
        or anytime_problem(state, seat, card, "round") is not None
    ):
        return False
    window, effect = top.window, card.effect
    if window == "before_buy":
        return effect == "draw_cards"
    if window == "before_rescue_turn":
        if effect not in FIELD_EFFECTS or not is_first_rescue_turn(state):
            return False
        if effect == "move_cats_between_fields" and _free_rescue(state):
            return False
        return next_actor(state) != seat
    if window == "final":
        return _raises_final_result(state, seat, card_id)
    return False


def cards_that_matter(state: GameState, seat: int) -> tuple[int, ...]:
    """The cards of the seat's hand worth offering in the round waiting for it (one per id)."""
    return tuple(c for c in dict.fromkeys(state.seats[seat].hand) if offer_matters(state, seat, c))


def next_actor(state: GameState) -> int | None:
    """The seat whose turn or declaration follows the round (the step it was opened before)."""
    if not state.order:
        return None
    return state.order[state.step % len(state.order)]


def is_first_rescue_turn(state: GameState) -> bool:
    """Nobody has rescued a cat or passed yet in today's Rescue phase: every rescue of the
    standard and solo games uses a basket (rules.md section 4); Family has no anytime cards."""
    if state.phase != Phase.RESCUE:
        return False
    return not any(s.passed or s.baskets_used or s.spent for s in state.seats)


def _free_rescue(state: GameState) -> bool:
    return state.content.modes[state.mode].rescue == "free"


def _standing(state: GameState, seat: int) -> tuple[int, int]:
    """What decides the seat's result: its total (solo: its margin over the sister), then its
    fish. Other seats' private lessons are not needed (and are hidden in a seat's view)."""
    seats = tuple(s if i == seat else replace(s, lessons=()) for i, s in enumerate(state.seats))
    known = replace(state, seats=seats)
    total = final_scores(known)[seat].total
    sister = sister_score(known)
    if sister is not None:
        total -= sister.total
    return total, known.seats[seat].fish


def _raises_final_result(state: GameState, seat: int, card_id: int) -> bool:
    card = state.content.cards[card_id]
    if card.effect == "draw_tile_to_boat":
        return state.content.board.cells & ~state.seats[seat].occupied != 0
    before = _standing(state, seat)
    base = remove_from_hand(state, seat, card_id)
    for play in plays_for(state, seat, card_id):
        after = apply_anytime(base, play, card, [])
        if after.stack != base.stack:
            continue  # it draws or asks for more: nothing settled by the play itself
        if _standing(after, seat) > before:
            return True
    return False
