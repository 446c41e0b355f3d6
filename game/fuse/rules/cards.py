"""The 56 cards, their titles and their text form (reference: Cards).

A card is a small int: ``10 * title + copy``, the copy counted from 1, so ``F#1`` is 1, ``D#3``
is 13 and ``C3#4`` is 104. A title is the index of its notation in ``TITLES`` (each action card
is its own title, and so is each cat kind). ``HIDDEN`` (0) is a card a seat cannot see.

    >>> card_text(parse_card("C3#4")), parse_card("F#1"), title_of(parse_card("D#3"))
    ('C3#4', 1, 1)
    >>> len(DECK), [card_text(c) for c in DECK[:5]], title_text(CAT_TITLES[0])
    (56, ['F#1', 'F#2', 'F#3', 'F#4', 'D#1'], 'C1')
"""

from __future__ import annotations

TITLES: tuple[str, ...] = ("F", "D", "N", "A", "S", "V", "H", "P", "C1", "C2", "C3", "C4", "C5")
COPIES: tuple[int, ...] = (4, 6, 5, 4, 4, 4, 4, 5, 4, 4, 4, 4, 4)  # reference: Cards, count
# The names the catalogs give each title (fuse.card.<name>), by title.
TITLE_NAMES: tuple[str, ...] = (
    "fuse_kitten",
    "calm_kit",
    "no",
    "pounce",
    "nap",
    "favour",
    "shuffle",
    "peek",
    "cat1",
    "cat2",
    "cat3",
    "cat4",
    "cat5",
)

FUSE, KIT, NO, POUNCE, NAP, FAVOUR, SHUFFLE, PEEK = range(8)
CAT_TITLES: tuple[int, ...] = tuple(range(8, len(TITLES)))
# The titles a single card may be played as (reference: a No!, a cat card or a calm-down kit
# cannot be played alone; a fuse kitten is never played).
ACTION_TITLES: tuple[int, ...] = (POUNCE, NAP, FAVOUR, SHUFFLE, PEEK)
# The titles a hand can hold: a fuse kitten never stays in a hand (it is calmed or its drawer
# is out), so it is never asked for by a Three alike [choice].
HAND_TITLES: tuple[int, ...] = tuple(t for t in range(len(TITLES)) if t != FUSE)
HIDDEN = 0

DECK: tuple[int, ...] = tuple(
    10 * title + copy for title, count in enumerate(COPIES) for copy in range(1, count + 1)
)
PLAYER_COUNTS: tuple[int, ...] = (2, 3, 4, 5)
HAND_SIZE = 7  # cards dealt to each player before the kit (reference: Set-up 1)
PEEK_SIZE = 3  # cards a Peek shows (reference: Peek)


def title_of(card: int) -> int:
    """The title (index in ``TITLES``) of a card; -1 for a HIDDEN card."""
    return card // 10 if card else -1


def copy_of(card: int) -> int:
    return card % 10


def card_text(card: int) -> str:
    if card == HIDDEN:
        return "?"
    return f"{TITLES[card // 10]}#{card % 10}"


def parse_card(text: str) -> int:
    """A card from its text (``A#2``, ``C3#4``); only real cards, never ``?``."""
    title, sep, copy = text.partition("#")
    if sep and title in TITLES and copy.isdigit() and copy.isascii() and len(copy) == 1:
        index = TITLES.index(title)
        if 1 <= int(copy) <= COPIES[index]:
            return 10 * index + int(copy)
    raise ValueError(f"{text!r} is not a card (a title F D N A S V H P C1-C5, # and its copy)")


def title_text(title: int) -> str:
    return TITLES[title]


def parse_title(text: str) -> int:
    if text in TITLES:
        return TITLES.index(text)
    raise ValueError(f"{text!r} is not a title (one of {' '.join(TITLES)})")


def cards_text(cards: tuple[int, ...] | list[int]) -> list[str]:
    return [card_text(c) for c in cards]


def is_cat(card: int) -> bool:
    return title_of(card) in CAT_TITLES


def fuse_kittens_in_play(players: int) -> int:
    """Fuse kittens shuffled into the deck: one fewer than the players (Set-up 3)."""
    return players - 1


def kits_in_deck(players: int) -> int:
    """Calm-down kits shuffled into the deck: the rest after one each, only 2 with 2 players
    (Set-up 3)."""
    return 2 if players == 2 else COPIES[KIT] - players
