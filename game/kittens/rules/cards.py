"""The 35 cards, their colours and values, and their text form (reference: Components).

A card is a small int: ``10 * (colour index + 1) + value``, so ``y1`` is 11 and ``b7`` is 57.
The colour index follows ``COLOURS`` (yellow, green, red, pink, blue), which is also the order
in which an overflowing seat loses its colours. A card whose colour is known but not its value
(an overflow card dealt face down to another seat, a discarded card) is its colour's ``10 *
(index + 1)``, written ``r?``; a card not known at all is ``HIDDEN`` (0), written ``?``.

    >>> card_text(parse_card("r1")), parse_card("b7"), colour_of(parse_card("g3"))
    ('r1', 57, 1)
    >>> card_text(face_down(parse_card("p5"))), card_text(HIDDEN)
    ('p?', '?')
"""

from __future__ import annotations

COLOURS: tuple[str, ...] = ("y", "g", "r", "p", "b")
COLOUR_NAMES: dict[str, str] = {
    "y": "yellow",
    "g": "green",
    "r": "red",
    "p": "pink",
    "b": "blue",
}
VALUES = range(1, 8)
PAW_SWIPE = 1  # the value-1 card: an 8 when the 7 of its colour is in the same trick
PAW_SWIPE_TURNED = 8
SEVEN = 7
HIDDEN = 0

DECK: tuple[int, ...] = tuple(10 * (c + 1) + v for c in range(len(COLOURS)) for v in VALUES)
SUPER_CHAT_CARDS = 11  # kept aside; a round winner takes one
DEAL_SIZES: dict[int, int] = {3: 10, 4: 8, 5: 6}  # cards per hand by player count (Set-up 2)
PLAYER_COUNTS: tuple[int, ...] = tuple(DEAL_SIZES)
OVERFLOW_AT = 4  # cards of one colour that make a seat lose that colour
SUPER_CHATS_TO_WIN = 3


def card(colour: int, value: int) -> int:
    return 10 * (colour + 1) + value


def colour_of(card: int) -> int:
    """The colour index (0-4) of a card, known or face down; -1 for a HIDDEN card."""
    return card // 10 - 1


def value_of(card: int) -> int:
    """The printed value (1-7), 0 when it is face down or hidden."""
    return card % 10


def face_down(card: int) -> int:
    """The card as a seat sees it without its value: only its colour."""
    return card - card % 10


def is_known(card: int) -> bool:
    return card % 10 != 0


def card_text(card: int) -> str:
    if card == HIDDEN:
        return "?"
    value = card % 10
    return COLOURS[colour_of(card)] + (str(value) if value else "?")


def parse_card(text: str) -> int:
    """A card from its text (``r1``, ``b7``); only real cards, never ``?``."""
    if len(text) == 2 and text[0] in COLOURS and text[1] in "1234567":
        return card(COLOURS.index(text[0]), int(text[1]))
    raise ValueError(f"{text!r} is not a card (a colour y g r p b and a value 1-7: r1, b7)")


def colour_letter(colour: int) -> str:
    return COLOURS[colour]


def parse_colour(text: str) -> int:
    if text in COLOURS:
        return COLOURS.index(text)
    raise ValueError(f"{text!r} is not a colour (one of {' '.join(COLOURS)})")


def colours_held(cards: tuple[int, ...]) -> int:
    """How many different colours (toys) ``cards`` hold."""
    return sum(1 for n in colour_counts(cards) if n)


def colour_counts(cards: tuple[int, ...]) -> list[int]:
    """How many cards of each colour (known or face down) ``cards`` holds."""
    counts = [0] * len(COLOURS)
    for c in cards:
        counts[c // 10 - 1] += 1
    return counts
