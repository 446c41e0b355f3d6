"""The Solo Rescue phase played forward (rules.md 8.4): the seat's rescues alternate with the
sister's basket cards, which take cats out of the fields by number.

She is deterministic once her cards are turned, and her cards are public knowledge: those of
today already drawn are face up, the rest come from her basket deck (whose contents are known,
the order is chance). A sample deals her remaining cards of the day from that deck; the phase
is then played with her cat actions resolved as the rules resolve them (``take_cats``, held to
``rules.solo.resolve_card`` by a test), the seat taking on each of its turns the cat worth most
to it net of its fish. Comparing first
picks (or declarations) over the same samples shows which cat to take before she does.
"""

from __future__ import annotations

import random

from game.isle.rules.ids import LEFT, RIGHT, Tile
from game.isle.rules.legality import rescue_cost
from game.isle.rules.numbering import existing, switch_numbers
from game.isle.rules.state import GameState, sister_of

GREEDY = Tile(-1)  # as a first pick: the seat picks greedily from its first turn on
THRESHOLD = 0.3  # a cat must be worth this much net of its fish to be rescued


def her_cards(state: GameState, rng: random.Random) -> tuple[int, ...]:
    """Her cards still to resolve today, in one sampled order: those drawn and not resolved
    yet, then cards dealt from her deck up to her basket number. Before her reveal the first
    card (which sets her speed and her number) is dealt too."""
    sister = sister_of(state)
    deck = list(sister.deck)
    rng.shuffle(deck)
    if sister.cards:
        drawn = sister.cards
        total = sister.baskets
    else:
        if not deck:
            return ()
        drawn = (deck.pop(),)
        total = state.content.cards[drawn[0]].baskets
    missing = max(0, total - len(drawn))
    pending = drawn[sister.resolved if sister.cards else 0 :]
    return tuple(pending) + tuple(deck[:missing])


def play_out(
    state: GameState,
    cards: tuple[int, ...],
    me_first: bool,
    first: Tile | None,
    values: dict[Tile, float],
    lam: float,
    baskets: int,
    fish: int,
) -> tuple[float, int, int]:
    """The rest of the phase: the seat's turns and her ``cards`` alternate (the seat first
    when ``me_first``). On its first turn the seat takes ``first`` (None: it passes; GREEDY:
    its best cat), then its best cat each turn while one is worth it. Returns the seat's net
    value (each cat's value minus ``lam`` per fish paid), the fish it spent and the cats it
    rescued."""
    left, right = state.left, state.right
    actions = {c: cat_actions(state.content.cards[c]) for c in set(cards)}
    costs = {LEFT: rescue_cost(state, LEFT), RIGHT: rescue_cost(state, RIGHT)}
    total, spent, cats = 0.0, 0, 0
    queue = list(cards)
    mine = me_first
    first_turn = True
    while left or right:
        if mine:
            if baskets <= 0:
                break
            if first_turn and first != GREEDY:
                tile = first
            else:
                tile = _best(left, right, costs, values, lam, fish - spent)
            first_turn = False
            if tile is None:
                break
            if tile in left:
                i = left.index(tile)
                left = left[:i] + left[i + 1 :]
                cost = costs[LEFT]
            elif tile in right:
                i = right.index(tile)
                right = right[:i] + right[i + 1 :]
                cost = costs[RIGHT]
            else:  # she took it first
                break
            spent += cost
            baskets -= 1
            cats += 1
            total += values.get(tile, 0.0) - lam * cost
        elif queue:
            for action in actions[queue.pop(0)]:
                left, right = take_cats(left, right, action)
        elif baskets <= 0:
            break
        mine = not mine
    return total, spent, cats


def cat_actions(card) -> tuple[tuple[str, int, int], ...]:
    """The actions of one of her cards that touch the cats in the fields (rules.md 8.4.5):
    (kind, number, other number). Her other actions (treasures, Oshax) leave the cats alone."""
    found = []
    for action in card.actions:
        if action["action"] == "remove_cat":
            found.append(("remove", action["number"], 0))
        elif action["action"] == "switch_cats":
            found.append(("switch", action["first"], action["second"]))
    return tuple(found)


def take_cats(
    left: tuple[Tile, ...], right: tuple[Tile, ...], action: tuple[str, int, int]
) -> tuple[tuple[Tile, ...], tuple[Tile, ...]]:
    """The fields after one of her cat actions, numbered as the rules number them (cat N is
    ``cat_line[N - 1]``, left field first; ``numbering`` resolves missing numbers). A test
    holds this to ``rules.solo.resolve_card``."""
    kind, first, second = action
    line = left + right
    split = len(left)
    if kind == "remove":
        number = existing(first, len(line))
        if number is None:
            return left, right
        if number <= split:
            return left[: number - 1] + left[number:], right
        i = number - 1 - split
        return left, right[:i] + right[i + 1 :]
    numbers = switch_numbers(first, second, len(line))
    if numbers is None:
        return left, right
    a, b = numbers
    swapped = list(line)
    swapped[a - 1], swapped[b - 1] = line[b - 1], line[a - 1]
    return tuple(swapped[:split]), tuple(swapped[split:])


def _best(
    left: tuple[Tile, ...],
    right: tuple[Tile, ...],
    costs: dict[str, int],
    values: dict[Tile, float],
    lam: float,
    fish: int,
) -> Tile | None:
    best, best_net = None, THRESHOLD
    for tiles, side in ((left, LEFT), (right, RIGHT)):
        cost = costs[side]
        if cost > fish:
            continue
        for tile in tiles:
            net = values.get(tile, -99.0) - lam * cost
            if net > best_net:
                best, best_net = tile, net
    return best


def her_speed(state: GameState, cards: tuple[int, ...]) -> int:
    """Her speed today: that of her first card (the sampled one before her reveal)."""
    sister = sister_of(state)
    first = sister.cards[0] if sister.cards else (cards[0] if cards else None)
    return state.content.cards[first].speed if first is not None else 0


def player_first(state: GameState, my_speed: int, her: int) -> bool:
    """rules.md 8.4.3: the faster goes first; equal speeds keep the previous order."""
    if my_speed == her:
        return not sister_of(state).first
    return my_speed > her
