"""The last treasures of the game: which rooms they can still close.

After the last Rescue phase the boat is final but for the treasures its seat's cards still give
(two commons a card). A room closed is 5 points, but the boat estimate sees it only when the
tile that closes it goes down. Closing a room often takes two tiles (two dominoes for a gap of
four, two single cells apart): the first of them looked worthless, so the cards were kept to the
end unplayed or their tiles went elsewhere. Here every room whose empty cells the treasures
still to come can cover exactly is counted, so the first tile of a pair is worth its room.

A cover uses tiles lying inside the room's empty cells (a tile across two rooms is not tried),
shapes the supply still holds, and ignores the order the tiles go down in (each must touch the
boat: a gap inside a started room always does).
"""

from __future__ import annotations

from functools import lru_cache

from game.isle.bots.board import Spot, board_model, spots_for
from game.isle.bots.context import Ctx
from game.isle.bots.evaluation import Scored
from game.isle.bots.sister import her_points
from game.isle.rules.content import Card, Content, Shape
from game.isle.rules.state import Commons

RARE_OR_COMMONS = "treasure_rare_or_commons"  # cards 98-106: a rare, or two commons of any shape
MAX_GAP = 8  # rooms missing more cells than this are not worth a search: no card closes them


@lru_cache(maxsize=4)
def _cover_table(content: Content) -> tuple[tuple[bool, dict[int, tuple[int, ...]]], ...]:
    """Per common shape (content order, as the supply counts): whether it is small, and for
    each boat cell the masks of its placements with that cell as their lowest."""
    model = board_model(content)
    table = []
    for sid in content.commons:
        by_low: dict[int, list[int]] = {}
        for spot in model.spots[sid]:
            low = (spot.mask & -spot.mask).bit_length() - 1
            by_low.setdefault(low, []).append(spot.mask)
        small = content.shapes[sid].small
        table.append((small, {c: tuple(m) for c, m in by_low.items()}))
    return tuple(table)


def _covers(content: Content, gap: int, supply: tuple[int, ...], limit: int) -> frozenset:
    """The (big, small) tile counts of the ways to cover ``gap`` exactly with at most ``limit``
    commons, keeping only those no other way beats on both counts."""
    table = _cover_table(content)
    found: set[tuple[int, int]] = set()

    def walk(left: int, used: list[int], big: int, small: int) -> None:
        if not left:
            found.add((big, small))
            return
        if big + small >= limit:
            return
        low = (left & -left).bit_length() - 1
        for i, (is_small, by_low) in enumerate(table):
            if used[i] >= supply[i]:
                continue
            for mask in by_low.get(low, ()):
                if mask & ~left:
                    continue
                used[i] += 1
                walk(left & ~mask, used, big + (not is_small), small + is_small)
                used[i] -= 1

    walk(gap, [0] * len(table), 0, 0)
    return frozenset(
        (b, s)
        for b, s in found
        if not any(b2 <= b and s2 <= s and (b2, s2) != (b, s) for b2, s2 in found)
    )


def closing_value(ctx: Ctx, free: int, big_slots: int, small_slots: int) -> float:
    """What the rooms with empty cells in ``free`` that the treasures still to come can close
    are worth, on the scale of the boat estimate: ``big_slots`` tiles of any common shape and
    ``small_slots`` of the 1- and 2-cell ones. In Solo her lessons take their share: points
    per room the seat fills (205), per common treasure on its boat (210)."""
    if big_slots + small_slots <= 0:
        return 0.0
    key = ("closing", free, big_slots, small_slots, ctx.state.commons)
    if key in ctx.cache_now:
        return ctx.cache_now[key]
    content = ctx.content
    limit = big_slots + small_slots
    room, tile = room_points(ctx), tile_cost(ctx)
    options = []
    for mask in board_model(content).room_masks:
        gap = mask & free
        if gap and gap.bit_count() <= min(MAX_GAP, 3 * limit):
            ways = [
                (b, s, room - tile * (b + s))
                for b, s in _covers(content, gap, ctx.state.commons, limit)
            ]
            ways = [w for w in ways if w[2] > 0]
            if ways:
                options.append(sorted(ways, key=lambda w: -w[2]))
    best = _best_rooms(options, big_slots, small_slots)
    ctx.cache_now[key] = best
    return best


def _best_rooms(options: list[list[tuple[int, int, float]]], big: int, small: int) -> float:
    """The most the rooms' covers are worth within the slots (a big tile needs an any-shape
    slot; small tiles take the small slots first)."""
    if not options:
        return 0.0
    first, rest = options[0], options[1:]
    best = _best_rooms(rest, big, small)  # leave this room open
    for b, s, value in first:
        spare_small = small - s
        left_big = big - b + min(0, spare_small)
        if left_big < 0:
            continue
        best = max(best, value + _best_rooms(rest, left_big, max(0, spare_small)))
    return best


def end_of_game(ctx: Ctx) -> bool:
    """Only treasures can still come: the last day, its Rescue phase over."""
    return ctx.style.closing and ctx.days_left == 0 and ctx.state.phase in ("rare_finds", "final")


def slots_to_come(ctx: Ctx, without: int | None = None) -> tuple[int, int]:
    """(any-shape, small) commons the seat's open treasure frames and treasure cards in hand
    (``without`` one copy of that card) still give. A card 107-112 gives any shape for a fish
    while the seat has one (a fish is worth little now)."""
    big = small = 0
    for frame in ctx.state.stack:
        if isinstance(frame, Commons) and frame.seat == ctx.seat:
            if frame.small:
                small += frame.left
            else:
                big += frame.left
    if ctx.state.phase != "rare_finds":
        return big, small
    fish = ctx.me.fish
    for c in ctx.me.hand:
        card = ctx.content.cards.get(c)
        if card is None or card.type != "treasure":
            continue
        if c == without:
            without = None
            continue
        option = "commons" if card.effect == RARE_OR_COMMONS else "paid" if fish else "small"
        fish -= option == "paid"
        more_big, more_small = card_slots(card, option)
        big, small = big + more_big, small + more_small
    return big, small


def room_points(ctx: Ctx) -> float:
    """A room closed, on the scale of the boat estimate (its room lines are weighted), less
    what the sister's lesson 205 gives her for it."""
    w = ctx.style.weights
    return 5.0 * w.rooms - w.sister * her_points(ctx.terms, "per_filled_room")


def tile_cost(ctx: Ctx) -> float:
    """What one more common treasure on the boat gives the sister (her lesson 210)."""
    return ctx.style.weights.sister * her_points(ctx.terms, "per_common_treasure")


def rank_with_closing(
    ctx: Ctx, spots: list[Spot], color: str | None, kind: str, slots: tuple[int, int]
) -> list[Scored]:
    """``judge.rank`` with each spot's rooms that the treasures after it can still close."""
    free = ctx.info.free
    bonus = [closing_value(ctx, free & ~s.mask, *slots) for s in spots]
    return ctx.judge.rank(spots, color, kind, ctx.style.keep, bonus)


def best_with_closing(
    ctx: Ctx, shape: Shape, color: str | None, kind: str, slots: tuple[int, int]
) -> Scored | None:
    """``judge.best`` with the rooms the later treasures can close (see ``rank_with_closing``)."""
    spots = spots_for(ctx.info.model, shape, ctx.me.occupied, ctx.me.anywhere)
    if not spots:
        return None
    top = rank_with_closing(ctx, spots, color, kind, slots)[0]
    return Scored(top.value + ctx.judge.tile_base(shape.size, kind), top.spot)


def card_slots(card: Card, option: str) -> tuple[int, int]:
    """The (any-shape, small) commons a treasure card played with ``option`` gives."""
    if option == "small":
        return 0, card.params["small"]
    if option in ("commons", "paid"):
        return card.params.get("commons", 2), 0
    return 0, 0
