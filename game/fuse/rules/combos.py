"""What a set of cards played together is (reference: The action cards; Combos).

One card is played for its own text (only an action card: a No!, a cat card or a calm-down kit
cannot be played alone). Cards played together are a combo, their texts ignored: Two alike (2 of
one title), Three alike (3 of one title), Five different (5 titles). With the combos setting off,
only a pair of cat cards of one kind may be played together. A fuse kitten never goes into a
play.

    >>> from game.fuse.rules.cards import parse_card
    >>> kind_of(tuple(parse_card(t) for t in "C1#1 C1#3".split()), combos=False)
    <Kind.TWO_ALIKE: 'two_alike'>
    >>> kind_of(tuple(parse_card(t) for t in "H#1 H#2".split()), combos=False) is None
    True
    >>> kind_of(tuple(parse_card(t) for t in "D#1 N#1 A#1 C1#1 C2#1".split()), combos=True)
    <Kind.FIVE_DIFFERENT: 'five_different'>
"""

from __future__ import annotations

from enum import StrEnum
from itertools import combinations, product

from game.fuse.rules.cards import ACTION_TITLES, CAT_TITLES, FAVOUR, FUSE, HAND_TITLES, title_of


class Kind(StrEnum):
    SINGLE = "single"
    TWO_ALIKE = "two_alike"
    THREE_ALIKE = "three_alike"
    FIVE_DIFFERENT = "five_different"


# What each kind of play asks for besides its cards: a target seat, a named title.
TARGETED: frozenset[Kind] = frozenset({Kind.TWO_ALIKE, Kind.THREE_ALIKE})
NAMING: frozenset[Kind] = frozenset({Kind.THREE_ALIKE})


def kind_of(cards: tuple[int, ...], combos: bool) -> Kind | None:
    """What ``cards`` (distinct, none a fuse kitten) make when played together, or None when
    they are no play at all under the combos setting."""
    titles = [title_of(c) for c in cards]
    if FUSE in titles or not titles:
        return None
    if len(cards) == 1:
        return Kind.SINGLE if titles[0] in ACTION_TITLES else None
    alike = len(set(titles)) == 1
    if not combos:
        return Kind.TWO_ALIKE if len(cards) == 2 and alike and titles[0] in CAT_TITLES else None
    if len(cards) == 2 and alike:
        return Kind.TWO_ALIKE
    if len(cards) == 3 and alike:
        return Kind.THREE_ALIKE
    if len(cards) == 5 and len(set(titles)) == 5:
        return Kind.FIVE_DIFFERENT
    return None


def wants_target(cards: tuple[int, ...], kind: Kind) -> bool:
    """A Favour and the Two and Three alike are played at another player."""
    return kind in TARGETED or (kind == Kind.SINGLE and title_of(cards[0]) == FAVOUR)


def possible_plays(
    hand: tuple[int, ...], targets: tuple[int, ...], combos: bool
) -> list[tuple[tuple[int, ...], int | None, int | None]]:
    """Every play ``hand`` allows as ``(cards, target, named)``, each once, in a fixed order:
    single cards, then Two alike, Three alike and Five different (``targets``: the other
    players still in)."""
    by_title: dict[int, list[int]] = {}
    for card in sorted(hand):
        by_title.setdefault(title_of(card), []).append(card)
    out: list[tuple[tuple[int, ...], int | None, int | None]] = []
    for card in sorted(hand):
        if title_of(card) == FAVOUR:
            out += [((card,), t, None) for t in targets]
        elif title_of(card) in ACTION_TITLES:
            out.append(((card,), None, None))
    for title, cards in by_title.items():
        if not combos and title not in CAT_TITLES:
            continue
        for pair in combinations(cards, 2):
            out += [(pair, t, None) for t in targets]
    if not combos:
        return out
    for cards in by_title.values():
        for three in combinations(cards, 3):
            out += [(three, t, n) for t in targets for n in HAND_TITLES]
    for titles in combinations(sorted(by_title), 5):
        for five in product(*(by_title[t] for t in titles)):
            out.append((tuple(sorted(five)), None, None))
    return out
