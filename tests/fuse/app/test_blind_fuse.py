"""Kitten Fuse played without sight (issue 46): a blind player hears only the spoken lines and
sends only keys through a whole game against 2 bots, to the final places. It hears its hand
with the own-things key (F5), chooses among the titles it heard (a Nap or a Pounce when it
knows a fuse kitten waits on top, a Peek, two alike cats at somebody, a Favour, else a draw),
walks to each card by the focus lines and lifts it, plays the lifted cards, answers the No!
window by ear (a No! against a play aimed at it, when it holds one), hides a calmed fuse
kitten and gives a card for a Favour. Every turn is announced before its first key, no event
line is dropped, the status keys answer every time."""

from __future__ import annotations

import re

import pygame

from tests.app import blind
from tests.app.blind import PLACE, BlindPlayer
from tests.fuse.app.helpers import start

blind.KEYS.setdefault("f", pygame.K_f)  # the keyboard's No! in the No! window
blind.KEYS.setdefault("back", pygame.K_BACKSPACE)

HAND = re.compile(r"^Your hand, [^:]*: (.*?)\. (What you know|You know nothing)")
TURN = re.compile(r"^(Still your turn|Your turn), Mia: ")
CONTEXTS = {  # the line that opens each of the player's decisions (or the window)
    "hand": TURN,
    "calm": re.compile(r"^Mia\. Hide the fuse kitten in the deck"),
    "give": re.compile(r"^Mia\. Favour: give \w+ a card"),
    "peek": re.compile(r"^Mia\. Only you see these"),
    "pick": re.compile(r"^Mia\. Five different"),
    "window": re.compile(r"^No! window: "),
    "first": re.compile(r"^Who goes first\?"),
}
DODGES = ("Nap", "Pounce", "Shuffle")
CATS = ("Loaf cat", "Box cat", "Sock cat", "Moon cat", "Yarn cat")


def heard_hand(line: str) -> dict[str, int]:
    """The titles of "Your hand, 6 cards: Loaf cat (2), Nap, No!. What you know..."."""
    found = HAND.search(line)
    if not found:
        return {}
    hand: dict[str, int] = {}
    for part in found.group(1).split(", "):
        title, _, count = part.partition(" (")
        hand[title] = int(count.rstrip(")")) if count else 1
    return hand


def plan_turn(hand: dict[str, int], knows_fuse: bool, plays: int) -> list[str]:
    """What to lift this time (the titles in order), or ["Draw a card"]."""
    if knows_fuse:
        dodge = [title for title in DODGES if hand.get(title)]
        if dodge:
            return [dodge[0]]
    if plays < 2:
        pairs = [title for title in CATS if hand.get(title, 0) >= 2]
        if pairs:
            return [pairs[0], pairs[0]]
        if hand.get("Peek") and plays == 0:
            return ["Peek"]
        if hand.get("Favour"):
            return ["Favour"]
    return ["Draw a card"]


class Context:
    """The decision the player heard open last: its kind and the line's place."""

    def __init__(self, kind: str, at: int) -> None:
        self.kind, self.at = kind, at


def context(p: BlindPlayer) -> Context | None:
    answers = p.memory.get("answers", set())
    assert isinstance(answers, set)
    for index in range(p.heard - 1, -1, -1):
        if index in answers:
            continue
        line = p.lines[index]
        for kind, pattern in CONTEXTS.items():
            if pattern.search(line):
                return Context(kind, index)
    return None


def since(p: BlindPlayer, at: int, pattern: str) -> str | None:
    """The newest line heard after line ``at`` that matches ``pattern``."""
    for line in reversed(p.lines[at + 1 : p.heard]):
        if re.search(pattern, line):
            return line
    return None


def focus_since(p: BlindPlayer, at: int) -> str:
    """The focus now: the newest line since ``at`` that says a place ("3 of 7")."""
    return since(p, at, PLACE.pattern) or ""


def policy(p: BlindPlayer) -> str | None:
    m = p.memory
    if p.heard == m.get("acted_at"):  # nothing new since the last press: wait, then ask
        m["stalls"] = m.get("stalls", 0) + 1
        if m["stalls"] < 3:
            return None
        m["stalls"], m["acted_at"] = 0, -1
        return "status"
    m["stalls"] = 0
    key = decide(p)
    if key is not None and key != "status":
        m["acted_at"] = p.heard
    return key


def decide(p: BlindPlayer) -> str | None:
    m = p.memory
    now = context(p)
    if now is None:
        return None
    done = m.setdefault("done", set())
    assert isinstance(done, set)
    if now.at in done:
        return None
    if now.kind == "first":
        done.add(now.at)
        return "enter"  # the focus starts on the player's own name
    if now.kind == "window":
        done.add(now.at)
        return answer_window(p, now.at)
    if m.get("status_for") != now.at:  # every decision: where am I and one more key
        m["status_for"] = now.at
        return "status"
    if now.kind == "hand":
        return play_hand(p, now)
    focus = focus_since(p, now.at)
    if now.kind == "calm":
        if "draws it next" in p.lines[now.at] or m.get("calm_moved") == now.at:
            done.add(now.at)
            return "enter"  # on top for the bot who draws next, or 5 cards down
        m["calm_moved"] = now.at
        return "down"
    if now.kind == "give":
        if since(p, now.at, r"^Give .* Press again"):
            done.add(now.at)
            return "enter"
        if focus.startswith(CATS) or m.get("give_walk", 0) > 12:
            m["give_walk"] = 0
            return "enter"  # a cat card first: it lifts it and says so
        m["give_walk"] = m.get("give_walk", 0) + 1
        return "right"
    done.add(now.at)
    return "enter"  # Peek's Done, the one title to take


def answer_window(p: BlindPlayer, at: int) -> str | None:
    """A No! against a play aimed at the player, when its hand (last heard) holds one; its
    own play: the others answer."""
    if p.lines[at].endswith("The others may answer."):
        return None
    play = p.last(r"^(You play|\w+ plays) ") or ""
    hand = heard_hand(p.last(r"^Your hand, ") or "")
    against = " at you" in play if "answer the No!" not in p.lines[at] else "You play" in play
    if against and hand.get("No!"):
        p.memory["slams"] = int(str(p.memory.get("slams", 0))) + 1
        return "f"
    return "enter"


def play_hand(p: BlindPlayer, now: Context) -> str | None:
    m = p.memory
    at = now.at
    answer = since(p, at, r"^Your hand, ")
    if answer is None:
        return "f5"
    plan = m.get("plan")
    if m.get("plan_for") != at:
        header = p.lines[at]
        first = header.startswith("Your turn")
        if first:
            m["plays"] = 0
        else:
            m["plays"] = int(str(m.get("plays", 0))) + 1
        knows_fuse = "Card 1 from the top: Fuse kitten" in answer
        plan = plan_turn(heard_hand(answer), knows_fuse, int(str(m["plays"])))
        m["plan_for"], m["plan"], m["lifted"], m["walk"], m["lift_at"] = at, plan, 0, 0, -1
        m.setdefault("plans", []).append(plan)
    assert isinstance(plan, list)
    lifted = int(str(m["lifted"]))
    lift_at = int(str(m.get("lift_at", -1)))
    focus = focus_since(p, max(at, lift_at))  # a lifted card's place was said before
    last = since(p, at, r".") or ""
    if since(p, at, r": at whom\?$"):
        p.memory["done"].add(at)
        return "enter"  # the focus starts on the first player still in
    if lifted >= len(plan) or plan == ["Draw a card"]:
        if plan == ["Draw a card"]:
            if focus.startswith("Draw a card"):
                m["plan_for"] = None
                p.memory["done"].add(at)
                return "enter"
            return "left"  # left of the first card: the Draw button
        if last.startswith("Ready: "):
            if not re.search(r"Two alike|Favour", last):
                p.memory["done"].add(at)  # played at once (else: at whom, next)
            return "enter"  # the lifted cards make a play: play them
        m["plan"] = ["Draw a card"]  # no play after all: draw
        return "left"
    title = plan[lifted]
    walk = int(str(m["walk"]))
    if walk > 14:  # the title is not in the hand after all
        m["plan"], m["walk"] = ["Draw a card"], 0
        return "back" if lifted else "left"
    if focus.startswith((f"{title}.", f"{title},")) and ". lifted" not in focus:
        m["lifted"], m["walk"], m["lift_at"] = lifted + 1, 0, p.heard
        return "enter"
    m["walk"] = walk + 1
    return "right"


def test_a_blind_player_plays_a_whole_game_of_kitten_fuse_by_ear(app):
    app.settings.animation_speed = "instant"
    app.settings.answer_window = "all"  # a player who listens needs the time to hear it
    table = start(app, players=3, humans=1, seed=7, level="normal")
    player = BlindPlayer(app, 0, policy)
    player.play(lambda: table.session.is_over and player.last(r"wins!|You win!") is not None)
    t = player.tally
    log = table.session.match.log
    answers = [a for a in log if a.startswith(("p0 pass", "p0 no "))]
    windows = len(answers)
    decisions = sum(1 for a in log if a.startswith("p0 ")) - windows
    assert t.decisions_started > 5
    assert not t.unannounced, t.unannounced[:5]
    player.check_nothing_dropped()
    said = "\n".join(player.lines)
    assert re.search(r"1st: \w+\. 2nd: \w+\. 3rd: \w+\.", said), "the final places are said"
    plans = player.memory.get("plans", [])
    assert any(plan != ["Draw a card"] for plan in plans), "it played cards it chose by ear"
    assert windows and player.memory.get("slams"), "it answered No! windows, with a No! too"
    assert any(a.startswith("p0 no ") for a in answers), "its No! was played"
    print(
        f"\nKitten Fuse: {decisions} decisions and {windows} No! windows answered, "
        f"{t.presses} presses ({t.presses / max(1, decisions + windows):.2f} a decision), "
        f"{t.status} status keys; speech at 170 words a minute: "
        f"{player.minutes(status=False):.1f} minutes of play, "
        f"{player.minutes():.1f} with the status answers"
    )
