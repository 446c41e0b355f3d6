"""Kitten Toys played without sight (issue 46): a blind player hears only the spoken lines and
sends only keys through a whole game against bots, to the game's end. It hears its hand with
the own-things key (F5), finds the lead with where-am-I (F2), chooses a card among those it
heard, walks to it and plays it in two presses (the first lifts it and says so). Every turn is
announced before its first key, no event line is dropped, the status keys answer every time."""

from __future__ import annotations

import re

from tests.app.blind import PLACE, BlindPlayer
from tests.kittens.app.helpers import start

COLOURS = ("yellow", "green", "red", "pink", "blue")
HAND = re.compile(r"Your hand, \d+ cards: (.*?)\. Your toys")


def heard_hand(line: str) -> list[tuple[str, int]]:
    """The cards of "Your hand, 3 cards: yellow: 2, 5; blue: paw swipe." in their order."""
    found = HAND.search(line)
    if not found:
        return []
    cards: list[tuple[str, int]] = []
    for group in found.group(1).split("; "):
        colour, _, values = group.partition(": ")
        if not values:  # "Your hand, 0 cards: empty" (the round over)
            continue
        for value in values.split(", "):
            cards.append((colour, 8 if value == "paw swipe" else int(value)))
    return cards


def choose(hand: list[tuple[str, int]], led: str | None) -> int:
    """Follow the colour led with its lowest card, else throw the lowest card."""
    options = [i for i, (colour, _) in enumerate(hand) if colour == led] or list(range(len(hand)))
    return min(options, key=lambda i: (hand[i][1], i))


def policy(p: BlindPlayer) -> str | None:
    m = p.memory
    now = p.newest()
    if p.heard == m.get("acted_at"):
        m["stalls"] = m.get("stalls", 0) + 1
        if m["stalls"] < 3:
            return None
        m["stalls"], m["acted_at"] = 0, -1
        return "status"
    m["stalls"] = 0
    key = decide(p, now)
    if key is not None and key != "status":
        m["acted_at"] = p.heard
    return key


def decide(p: BlindPlayer, now: str) -> str | None:
    m = p.memory
    turn = p.last(r"Pick a card: any card may be played")
    turn_at = p.lines.index(turn, m.get("turn_from", 0)) if turn else -1
    if "Choices: " in now or now.startswith(("Next round", "Continue")):
        return "enter"
    if re.search(r"(Next round|Continue)(, \d+ of \d+)?\.?$", now):
        return "enter"
    if turn is None or turn_at < m.get("turn_from", 0):
        return "enter" if PLACE.search(now) else None
    if m.get("hand_for") != turn_at:  # a new turn: hear where we are and the hand
        m["hand_for"], m["target"] = turn_at, None
        return "status"
    if m.get("target") is None:
        if m.get("asked_hand") != turn_at:  # this turn's hand, heard with the own-things key
            m["asked_hand"] = turn_at
            return "f5"
        hand = heard_hand(p.last(r"Your hand, \d+ cards") or "")
        led = p.last(r"led (\w+)")
        colour = re.search(r"led (\w+)", led).group(1) if led else None
        where = p.last(r"Kitten Toys\.")
        if where and "led" not in where:
            colour = None  # nobody led yet: this seat leads
        m["target"] = choose(hand, colour) if hand else 0
    if now.startswith("Play the "):  # lifted, and said: play it
        m["turn_from"] = turn_at + 1
        return "enter"
    focus = PLACE.search(now)
    if focus is None and not re.search(r"\bthe \w+ (\d|paw swipe)\.?$", now):
        return "f2"
    here = int(focus.group(1)) - 1 if focus else 0  # one card: no place said
    target = m["target"]
    if here == target:
        return "enter"
    return "right" if target > here else "left"


def test_a_blind_player_plays_a_whole_game_of_kitten_toys_by_ear(app):
    app.settings.animation_speed = "instant"
    table = start(app, players=3, humans=1, seed=7, level="normal")
    player = BlindPlayer(app, 0, policy)
    player.play(
        lambda: (
            table.session.is_over
            and player.last(r"Game won by|You win the game|wins? the game") is not None
        )
    )
    t = player.tally
    assert t.decisions_started > 5
    assert not t.unannounced, t.unannounced[:5]
    player.check_nothing_dropped()
    decisions = sum(1 for a in table.session.match.log if a.startswith("p0 "))
    print(
        f"\nKitten Toys: {decisions} decisions, {t.presses} presses "
        f"({t.presses / max(1, decisions):.2f} a decision), {t.status} status keys; speech "
        f"at 170 words a minute: {player.minutes(status=False):.1f} minutes of play, "
        f"{player.minutes():.1f} with the status answers"
    )
