"""An independent checker of a whole-game record of Kitten Toys, written from the reference
text (shared/reference/kitten-toys/rules.md) alone: it imports nothing of the game.

From the record it re-derives every trick's winner, every overflow (who, which colour, which
cards, who receives them in which order, what is discarded), how each round ends and who wins
it, who starts the next round, the Super chat counts and the game's winners, and accounts for
the 35 cards of each round. ``check_record`` raises AssertionError at the first difference.
"""

from __future__ import annotations

COLOURS = "ygrpb"  # also the order in which an overflowing player loses colours
HAND_SIZE = {3: 10, 4: 8, 5: 6}
ALL_CARDS = {c + str(v) for c in COLOURS for v in range(1, 8)}


def colour(card: str) -> str:
    return card[0]


def value_in(card: str, trick: list[str]) -> int:
    """A paw swipe (1) becomes 8 when the 7 of its own colour is in the same trick."""
    value = int(card[1])
    if value == 1 and colour(card) + "7" in trick:
        return 8
    return value


def trick_winner(plays: list[list], trump: str) -> int:
    """The highest trump if any trump was played, else the highest card of the colour led."""
    trick = [card for _, card in plays]
    trumps = [(value_in(card, trick), seat) for seat, card in plays if colour(card) == trump]
    if trumps:
        return max(trumps)[1]
    led = colour(plays[0][1])
    return max((value_in(card, trick), seat) for seat, card in plays if colour(card) == led)[1]


def colours_held(cards: list[str]) -> int:
    return len({colour(c) for c in cards})


def check_record(record: dict) -> None:
    players = record["players"]
    assert record["game"] == "kittens" and players in HAND_SIZE
    size = HAND_SIZE[players]
    super_chats = [0] * players
    starter = None
    rounds = record["rounds"]
    assert rounds, "a game has at least one round"
    for number, rnd in enumerate(rounds):
        where = f"round {number + 1}"
        if starter is not None:
            assert rnd["starter"] == starter, f"{where}: starter {rnd['starter']} != {starter}"
        assert 0 <= rnd["starter"] < players
        hands = [list(h) for h in rnd["hands"]]
        dealt = [c for h in hands for c in h] + [rnd["trump_card"]]
        # The 35 cards: the hands and the trump card are distinct cards of the game; the rest
        # of the pile is what is left, out of play.
        assert all(len(h) == size for h in hands), where
        assert len(set(dealt)) == len(dealt) and set(dealt) <= ALL_CARDS, where
        rest = ALL_CARDS - set(dealt)
        assert len(rest) == 35 - players * size - 1, where
        trump = colour(rnd["trump_card"])
        collections: list[list[str]] = [[] for _ in range(players)]
        discarded: list[str] = []
        leader = rnd["starter"]
        ended = None
        for t_number, trick in enumerate(rnd["tricks"]):
            at = f"{where}, trick {t_number + 1}"
            assert ended is None, f"{at}: the round had ended"
            assert trick["leader"] == leader, at
            plays = trick["plays"]
            assert [s for s, _ in plays] == [(leader + k) % players for k in range(players)], at
            for seat, card in plays:
                assert card in hands[seat], f"{at}: seat {seat} does not hold {card}"
                hands[seat].remove(card)
            winner = trick_winner(plays, trump)
            assert trick["winner"] == winner, f"{at}: winner {trick['winner']} != {winner}"
            collections[winner] += [card for _, card in plays]
            # Overflows: a queue from the winner, breadth first; a player taken from it loses
            # every colour it holds 4 or more of, in the order y g r p b, dealt one card face
            # down to each opponent from its left, the rest discarded; receivers join the
            # queue unless in it already.
            overflows = list(trick["overflows"])
            queue = [winner]
            while queue:
                seat = queue[0]
                over = [c for c in COLOURS if sum(colour(x) == c for x in collections[seat]) >= 4]
                if not over:
                    queue.pop(0)
                    continue
                lost = [x for x in collections[seat] if colour(x) == over[0]]
                assert overflows, f"{at}: seat {seat} should lose its {over[0]} cards"
                o = overflows.pop(0)
                assert (o["seat"], o["colour"]) == (seat, over[0]), f"{at}: overflow {o}"
                assert sorted(o["cards"]) == sorted(lost), f"{at}: lost {o['cards']}"
                collections[seat] = [x for x in collections[seat] if colour(x) != over[0]]
                receivers = [(seat + k) % players for k in range(1, players)][: len(lost)]
                assert [s for s, _ in o["given"]] == receivers, f"{at}: given {o['given']}"
                given = [c for _, c in o["given"]]
                assert sorted(given + o["discarded"]) == sorted(lost), at
                discarded += o["discarded"]
                for to, card in o["given"]:
                    collections[to].append(card)
                    if to not in queue:
                        queue.append(to)
            assert not overflows, f"{at}: overflows that should not happen: {overflows}"
            five = [s for s in range(players) if colours_held(collections[s]) == 5]
            if five:
                ended = ("five_colours", five)
            elif all(not h for h in hands):
                ranks = [(colours_held(c), len(c)) for c in collections]
                ended = ("hands_empty", [s for s in range(players) if ranks[s] == max(ranks)])
            leader = winner
        assert ended is not None, f"{where}: the round never ended"
        assert [rnd["end"], rnd["winners"]] == list(ended), f"{where}: {rnd['end']} {ended}"
        assert [sorted(c) for c in rnd["collections"]] == [sorted(c) for c in collections], where
        # Every card of the round is somewhere: hands, collections, discarded, trump, rest.
        everywhere = [c for h in hands for c in h] + [c for x in collections for c in x]
        everywhere += discarded + [rnd["trump_card"]] + sorted(rest)
        assert sorted(everywhere) == sorted(ALL_CARDS), f"{where}: the 35 cards"
        for seat in ended[1]:
            super_chats[seat] += 1
        if max(super_chats) >= 3:
            assert number == len(rounds) - 1, f"{where}: the game should have ended"
        else:
            # The fewest cards start; ties: the first clockwise from the left of the first
            # (by seat) round winner.
            counts = [len(c) for c in collections]
            first = min(ended[1])
            order = [(first + k) % players for k in range(1, players + 1)]
            starter = next(s for s in order if counts[s] == min(counts))
    assert max(super_chats) >= 3, "the game ended before anyone had three Super chat cards"
    assert record["super_chats"] == super_chats
    assert record["game_winners"] == [s for s in range(players) if super_chats[s] >= 3]
