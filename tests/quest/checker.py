"""An independent checker of a whole-game record of Dice Quest, written from the reference text
(shared/reference/dice-quest/rules.md, its last section and the Precise points) alone: it
imports nothing of the game (the combination check is tests/quest/reference.py).

From the record it re-derives the deck's cards, who plays each turn, the line at the start of
each turn (refilled to five from the deck's top), the free rerolls allowed (two on a seat's own
first turn, one after; each keeps at most four dice, the kept dice unchanged), each power's
effect (the card in the seat's army, not beaten this turn; +1, -1, ±1 and the opposite face on
one die within 1-6; a reroll on at least one die, the others unchanged), the final dice, that a
beaten creature is in the line and beaten by them, that a turn beats one when it can, the end of
the game, each seat's score and the winners. ``check_record`` raises AssertionError at the
first difference.
"""

from __future__ import annotations

from typing import Any

from tests.quest.reference import matches

KEYS = ["game", "players", "seed", "cards", "deck", "first", "turns"]
TURN_KEYS = ["seat", "line", "rolls", "powers", "beaten", "dice"]
TOKENS = {"1", "2", "3", "4", "5", "6", "sun", "moon"}
POWERS = {"plus", "minus", "plusminus", "reroll", "opposite"}
LINE = 5


def positions_ok(positions: list[int]) -> bool:
    return positions == sorted(set(positions)) and all(0 <= p <= 4 for p in positions)


def faces_ok(dice: list[int]) -> bool:
    return len(dice) == 5 and all(isinstance(f, int) and 1 <= f <= 6 for f in dice)


def one_die(power: str, face: int, choice: Any) -> int:
    """The face a one-die power gives (reference: Powers)."""
    if power == "opposite":
        assert choice is None
        return 7 - face
    if power == "plusminus":
        assert choice in ("+1", "-1"), choice
        return face + (1 if choice == "+1" else -1)
    assert choice is None
    return face + (1 if power == "plus" else -1)


def check_record(record: dict[str, Any]) -> None:
    players = record["players"]
    solo = players == 1
    assert list(record) == KEYS + (["won", "score"] if solo else ["scores", "winners"])
    assert record["game"] == "quest" and 1 <= players <= 8
    cards = {c["id"]: c for c in record["cards"]}
    assert len(cards) == len(record["cards"])
    for c in record["cards"]:
        assert 1 <= len(c["combo"]) <= 5 and set(c["combo"]) <= TOKENS and c["power"] in POWERS
    assert sorted(record["deck"]) == sorted(cards), "the deck holds every card once"
    first = record["first"]
    assert first == 0 if solo else 0 <= first < players
    deck = list(record["deck"])
    line: list[int] = []
    armies: list[list[int]] = [[] for _ in range(players)]
    discards: list[list[int]] = [[] for _ in range(players)]
    turns_played = [0] * players
    seat, lost = first, False
    turns = record["turns"]
    assert turns, "a game has at least one turn"
    for number, turn in enumerate(turns):
        at = f"turn {number + 1}"
        assert not lost and (deck or line or number == 0), f"{at}: the game was over"
        assert list(turn) == TURN_KEYS, at
        assert turn["seat"] == seat, f"{at}: seat {turn['seat']}, expected {seat}"
        while len(line) < LINE and deck:
            line.append(deck.pop(0))
        assert turn["line"] == line, f"{at}: line {turn['line']}, expected {line}"
        free = 2 if turns_played[seat] == 0 else 1
        turns_played[seat] += 1
        rolls = turn["rolls"]
        assert 1 <= len(rolls) <= 1 + free, f"{at}: {len(rolls) - 1} rerolls, {free} allowed"
        assert rolls[0]["kept"] == [] and faces_ok(rolls[0]["dice"]), at
        dice = rolls[0]["dice"]
        for roll in rolls[1:]:
            kept, new = roll["kept"], roll["dice"]
            assert positions_ok(kept) and len(kept) <= 4 and faces_ok(new), f"{at}: {roll}"
            assert all(new[i] == dice[i] for i in kept), f"{at}: a kept die changed"
            dice = new
        for spent in turn["powers"]:
            card, positions, new = spent["card"], spent["positions"], spent["dice"]
            assert card in armies[seat], f"{at}: {card} is not in the army of seat {seat}"
            armies[seat].remove(card)
            discards[seat].append(card)
            power = cards[card]["power"]
            assert positions_ok(positions) and positions and faces_ok(new), f"{at}: {spent}"
            assert all(new[i] == dice[i] for i in range(5) if i not in positions), at
            if power == "reroll":
                assert spent["choice"] is None, at
            else:
                assert len(positions) == 1, f"{at}: {power} changes one die"
                expected = one_die(power, dice[positions[0]], spent["choice"])
                assert 1 <= expected <= 6 and new[positions[0]] == expected, f"{at}: {spent}"
            dice = new
        assert turn["dice"] == dice, f"{at}: final dice {turn['dice']}, expected {dice}"
        beatable = [c for c in line if matches(tuple(dice), tuple(cards[c]["combo"]))]
        beaten = turn["beaten"]
        if beaten is None:
            assert not beatable, f"{at}: the dice beat {beatable}: a creature must be beaten"
            lost = solo
        else:
            assert beaten in beatable, f"{at}: {beaten} is not beaten by {dice} in {line}"
            line.remove(beaten)
            armies[seat].append(beaten)
        seat = (seat + 1) % players
    everything = deck + line + [c for a in armies for c in a] + [c for d in discards for c in d]
    assert sorted(everything) == sorted(cards), "every card is somewhere, once"
    if solo:
        if lost:
            assert deck or line, "a lost quest leaves creatures"
            assert (record["won"], record["score"]) == (False, None)
        else:
            assert not deck and not line, "the quest ended before its last creature"
            assert (record["won"], record["score"]) == (True, len(armies[0]))
        return
    assert not deck and not line, "the game ended before its last creature"
    scores = [len(a) + len(d) for a, d in zip(armies, discards, strict=True)]
    assert record["scores"] == scores
    ranks = [(s, len(a)) for s, a in zip(scores, armies, strict=True)]
    assert record["winners"] == [i for i, r in enumerate(ranks) if r == max(ranks)]
