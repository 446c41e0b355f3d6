"""The Solo sister as the bots read her (rules.md 8, cards.md 7): what her colour cards and her
lessons will take from the seat's boat, and what unspent fish cost.

Everything here is face up in the view: her lessons from the start, her colour cards as they
are revealed, the contents of her basket deck (its order is chance).

* Colour cards: the k-th revealed colour scores 6 - k per cat of that colour on the boat. A
  colour not revealed yet will take one of the values left, so it costs their mean: on day 1
  the first colour costs 5 per cat and each of the others 2.5.
* Lessons: each is a ``LessonTerm`` with a negative scale (her points are the seat's loss);
  with her lesson 204 the lesson likely to score most for her counts twice.
* Fish: with her lesson 200 every fish left at the end is 4 points for her.
"""

from __future__ import annotations

from game.isle.bots.evaluation import BoatInfo, Outlook
from game.isle.bots.lessons import Extras, LessonTerm
from game.isle.rules.ids import COLORS
from game.isle.rules.state import GameState

DOUBLE = "double_best_solo_lesson"
FISH = "per_unspent_fish"

# What a fish carried to a later day is worth in Solo (``Style.fish_early`` of the levels that
# read her). Each day brings 20 fish, and baskets and cats are fewer than in a game of four (she
# takes cats too): valued at half a point, the Hard bot ended its games with 9 fish in hand and
# passed on cats a fish would have bought. Tournaments on the tuning seeds: docs/bots.md.
SOLO_FISH = 0.1


def colour_costs(state: GameState) -> dict[str, float]:
    """Her expected points per cat (or Oshax) of each colour on the seat's boat."""
    sister = state.sister
    if sister is None:
        return {}
    cards = state.content.cards
    revealed = [cards[c].color for c in sister.colors]
    values = list(range(len(COLORS), 0, -1))  # 5, 4, 3, 2, 1 in reveal order
    costs = {color: float(values[k]) for k, color in enumerate(revealed) if k < len(values)}
    rest = values[len(revealed) :]
    unknown = sum(rest) / len(rest) if rest else 0.0
    return {c: costs.get(c, unknown) for c in COLORS}


def sister_terms(
    state: GameState, info: BoatInfo, outlook: Outlook, fish: int = 0
) -> tuple[LessonTerm, ...]:
    """Her lessons as terms of the seat's estimate (negative scale). Lesson 204 doubles the
    one of her other lessons worth most to her on this boat as it stands."""
    sister = state.sister
    if sister is None:
        return ()
    cards = state.content.cards
    lessons = [cards[c] for c in sister.lessons if c in cards]
    terms = [LessonTerm(card, scale=-1.0, solo=True) for card in lessons if card.scoring != DOUBLE]
    if len(terms) < len(lessons) and terms:
        extras = Extras(lessons=len(state.seats[0].lessons), fish=fish)
        estimate = [t.value(info, outlook, extras.lessons, fish=extras.fish) for t in terms]
        best = max(range(len(terms)), key=lambda i: (estimate[i], -i))
        terms[best] = LessonTerm(terms[best].card, scale=-2.0, solo=True)
    return tuple(terms)


def her_points(terms: tuple[LessonTerm, ...], rule: str) -> float:
    """Points each unit that her lessons of ``rule`` count gives the sister (twice with 204)."""
    return sum(-t.scale * t.points for t in terms if t.sister and t.rule == rule)


def unspent_fish_cost(terms: tuple[LessonTerm, ...]) -> float:
    """Points each fish held at the end gives the sister (lesson 200, twice with 204)."""
    return her_points(terms, FISH)
