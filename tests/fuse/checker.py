"""An independent checker of a whole-game record of Kitten Fuse, written from the reference text
(shared/reference/kitten-fuse/rules.md) alone: it imports nothing of the game.

From the record it re-derives the set-up (the hands, the deck's make-up, the cards out of the
game), then plays the game again turn by turn: whose turn it is and how many turns it owes,
that every card played is held and makes a play the rules allow (the combos setting included),
that every No! is held by a seat that may play it and that an odd count cancels, what each play
does to the deck and the hands (a Peek shows the top three, a Shuffle only reorders, a Two
alike or a Favour takes a card the target holds, a Three alike takes the named title when held,
a Five different takes a card of the discard pile but its own and a fuse kitten), each draw
(the top card), each fuse kitten calmed (with a kit held, put back where ``calm`` says) or each
player out (without one), how each turn ends, the seats out in order and the winner, and that
the 56 cards are all somewhere at the end. ``check_record`` raises AssertionError at the first
difference.
"""

from __future__ import annotations

from collections import Counter

COUNTS = {
    "F": 4,
    "D": 6,
    "N": 5,
    "A": 4,
    "S": 4,
    "V": 4,
    "H": 4,
    "P": 5,
    "C1": 4,
    "C2": 4,
    "C3": 4,
    "C4": 4,
    "C5": 4,
}
ALL = {f"{title}#{k}" for title, n in COUNTS.items() for k in range(1, n + 1)}
ACTIONS = {"A", "S", "V", "H", "P"}  # the cards played alone
CATS = {"C1", "C2", "C3", "C4", "C5"}
KEYS = ["game", "players", "seed", "deck", "hands", "first", "combos", "turns", "out", "winner"]
TURN_KEYS = ["seat", "owed", "plays", "draw", "calm", "ended"]
PLAY_KEYS = [
    "seat",
    "cards",
    "target",
    "named",
    "taken",
    "noes",
    "cancelled",
    "peeked",
    "deck_after",
]


def title(card: str) -> str:
    return card.split("#")[0]


def kind(cards: list[str], combos: bool) -> str | None:
    """What cards played together are, per the reference (None: no play)."""
    titles = [title(c) for c in cards]
    if "F" in titles or len(set(cards)) != len(cards):
        return None
    if len(cards) == 1:
        return "single" if titles[0] in ACTIONS else None
    same = len(set(titles)) == 1
    if not combos:
        return "two" if len(cards) == 2 and same and titles[0] in CATS else None
    if len(cards) == 2 and same:
        return "two"
    if len(cards) == 3 and same:
        return "three"
    if len(cards) == 5 and len(set(titles)) == 5:
        return "five"
    return None


class Table:
    """The game as the checker replays it."""

    def __init__(self, record: dict) -> None:
        self.players = record["players"]
        self.hands = [Counter(h) for h in record["hands"]]
        self.deck = list(record["deck"])
        self.discard: list[str] = []
        self.out: list[int] = []

    def in_play(self) -> list[int]:
        return [s for s in range(self.players) if s not in self.out]

    def next_seat(self, seat: int) -> int:
        for k in range(1, self.players + 1):
            if (seat + k) % self.players not in self.out:
                return (seat + k) % self.players
        raise AssertionError("nobody left")

    def give_up(self, seat: int, card: str, where: str) -> None:
        assert self.hands[seat][card] > 0, f"{where}: seat {seat} does not hold {card}"
        self.hands[seat][card] -= 1
        self.hands[seat] += Counter()

    def holds(self, seat: int, of_title: str) -> list[str]:
        return sorted(c for c in self.hands[seat].elements() if title(c) == of_title)


def check_setup(record: dict) -> None:
    players = record["players"]
    assert list(record) == KEYS, list(record)
    assert record["game"] == "fuse" and players in (2, 3, 4, 5)
    assert isinstance(record["combos"], bool)
    assert 0 <= record["first"] < players
    hands = record["hands"]
    assert len(hands) == players
    for hand in hands:
        titles = Counter(title(c) for c in hand)
        assert len(hand) == 8 and titles["D"] == 1 and titles["F"] == 0, hand
    deck = record["deck"]
    held = [c for h in hands for c in h]
    assert len(set(held + deck)) == len(held + deck) and set(held + deck) <= ALL
    titles = Counter(title(c) for c in deck)
    assert titles["F"] == players - 1, "players - 1 fuse kittens in the deck"
    assert titles["D"] == (2 if players == 2 else 6 - players), "the kits left in the deck"
    # everything else but fuse kittens and kits was dealt or is in the deck
    left_out = ALL - set(held) - set(deck)
    assert {title(c) for c in left_out} <= {"F", "D"}, left_out
    assert len(deck) == 46 - 7 * players + (players - 1) + titles["D"]


def check_play(table: Table, play: dict, turn: dict, combos: bool, where: str) -> str | None:
    """Replay one play (not a calm-down); returns what its effect does to the turn: "pounce",
    "nap" or None."""
    seat = turn["seat"]
    assert list(play) == PLAY_KEYS, list(play)
    assert play["seat"] == seat, f"{where}: the play's seat is the turn's"
    cards = play["cards"]
    what = kind(cards, combos)
    assert what is not None, f"{where}: {cards} is no play (combos {combos})"
    for card in cards:
        table.give_up(seat, card, where)
    table.discard += cards
    target = play["target"]
    wants = what in ("two", "three") or (what == "single" and title(cards[0]) == "V")
    if wants:
        assert target in table.in_play() and target != seat, f"{where}: target {target}"
    else:
        assert target is None, f"{where}: {cards} are played at nobody"
    if what == "three":
        assert play["named"] in COUNTS and play["named"] != "F", f"{where}: named"
    else:
        assert play["named"] is None, where
    last = seat
    for no_seat, no_card in play["noes"]:
        assert no_seat != last, f"{where}: seat {no_seat} answers its own card"
        assert no_seat in table.in_play() and title(no_card) == "N", where
        table.give_up(no_seat, no_card, where)
        table.discard.append(no_card)
        last = no_seat
    assert play["cancelled"] == (len(play["noes"]) % 2 == 1), f"{where}: an odd count cancels"
    before = list(table.deck)
    effect = None
    taken = play["taken"]
    if play["cancelled"]:
        assert taken is None and play["peeked"] is None, f"{where}: a cancelled play"
    elif what == "single" and title(cards[0]) in ("A", "S"):
        effect = "pounce" if title(cards[0]) == "A" else "nap"
        assert taken is None and play["peeked"] is None, where
    elif what == "single" and title(cards[0]) == "H":
        assert sorted(play["deck_after"]) == sorted(before), f"{where}: a Shuffle only reorders"
        table.deck = list(play["deck_after"])
        assert taken is None, where
    elif what == "single" and title(cards[0]) == "P":
        assert play["peeked"] == before[:3], f"{where}: a Peek shows the top 3 in order"
        assert taken is None, where
    elif what in ("two", "single"):  # a Two alike or a Favour: a card of the target's hand
        if sum(table.hands[target].values()):
            assert taken is not None, f"{where}: a card must be taken when one can be"
            table.give_up(target, taken, where)
            table.hands[seat][taken] += 1
        else:
            assert taken is None, f"{where}: an empty hand gives nothing"
    elif what == "three":
        held = table.holds(target, play["named"])
        if held:
            assert taken in held, f"{where}: the named title is given when held"
            table.give_up(target, taken, where)
            table.hands[seat][taken] += 1
        else:
            assert taken is None, f"{where}: nothing happens"
    else:  # five different
        allowed = [c for c in table.discard if title(c) != "F" and c not in cards]
        if allowed:
            assert taken in allowed, f"{where}: {taken} may not be taken"
            table.discard.remove(taken)
            table.hands[seat][taken] += 1
        else:
            assert taken is None, where
    if not (what == "single" and title(cards[0]) == "P") or play["cancelled"]:
        assert play["peeked"] is None, where
    assert play["deck_after"] == table.deck, f"{where}: the deck after the play"
    return effect


def check_record(record: dict) -> None:
    check_setup(record)
    players, combos = record["players"], record["combos"]
    table = Table(record)
    seat, owed = record["first"], 1
    turns = record["turns"]
    assert turns, "a game has turns"
    for number, turn in enumerate(turns):
        where = f"turn {number + 1}"
        assert table.in_play() and len(table.in_play()) > 1, f"{where}: the game was over"
        assert list(turn) == TURN_KEYS, list(turn)
        assert (turn["seat"], turn["owed"]) == (seat, owed), f"{where}: {turn} != {seat}, {owed}"
        plays = list(turn["plays"])
        ended = None
        calm_play = None
        if turn["draw"] is not None and title(turn["draw"]) == "F" and turn["calm"] is not None:
            assert plays, f"{where}: the calm-down is the turn's last play"
            calm_play = plays.pop()
        for index, play in enumerate(plays):
            effect = check_play(table, play, turn, combos, f"{where}, play {index + 1}")
            if effect is not None:
                assert index == len(plays) - 1 and calm_play is None, f"{where}: {effect} ends it"
                ended = effect
        if ended is not None:
            assert turn["draw"] is None and turn["calm"] is None, where
        else:
            assert turn["draw"] == table.deck[0], f"{where}: the top card is drawn"
            card = table.deck.pop(0)
            if title(card) != "F":
                table.hands[seat][card] += 1
                ended = "draw"
                assert turn["calm"] is None, where
            elif table.holds(seat, "D"):
                assert calm_play is not None, f"{where}: a kit held is played"
                assert list(calm_play) == PLAY_KEYS and calm_play["seat"] == seat, where
                (kit,) = calm_play["cards"]
                assert title(kit) == "D", where
                table.give_up(seat, kit, where)
                table.discard.append(kit)
                assert calm_play["target"] is None and calm_play["named"] is None, where
                assert calm_play["noes"] == [] and calm_play["cancelled"] is False, where
                assert calm_play["taken"] is None and calm_play["peeked"] is None, where
                position = turn["calm"]
                assert 0 <= position <= len(table.deck), f"{where}: calm {position}"
                table.deck.insert(position, card)
                assert calm_play["deck_after"] == table.deck, f"{where}: kitten put back"
                ended = "calm"
            else:
                assert turn["calm"] is None and calm_play is None, where
                table.discard += list(table.hands[seat].elements()) + [card]
                table.hands[seat] = Counter()
                table.out.append(seat)
                ended = "out"
        assert turn["ended"] == ended, f"{where}: ended {turn['ended']} != {ended}"
        # who plays next (reference: Pounce, Nap, the record's turns)
        if ended == "pounce":
            seat, owed = table.next_seat(seat), 2
        elif ended == "out":
            if len(table.in_play()) > 1:
                seat, owed = table.next_seat(seat), 1
        elif owed == 2:
            owed = 1
        else:
            seat, owed = table.next_seat(seat), 1
    assert len(table.in_play()) == 1, "the game ends when one player is left"
    assert record["out"] == table.out and record["winner"] == table.in_play()[0]
    assert len(table.out) == players - 1
    everywhere = [c for h in table.hands for c in h.elements()] + table.deck + table.discard
    left_out = ALL - set(c for h in record["hands"] for c in h) - set(record["deck"])
    assert sorted(everywhere + sorted(left_out)) == sorted(ALL), "the 56 cards"
