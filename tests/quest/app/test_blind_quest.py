"""Dice Quest played without sight (issue 46): a blind player hears only the spoken lines and
sends only keys through a whole game against two bots, and through a whole solo quest (lost on
its fifth turn: this player calls on no one-die power), to the final scores. It keeps the dice
of the face it heard most and rerolls the others, wins over the first creature the dice beat,
calls on a reroll power of its army (heard with the own-things key) when the free rerolls are
spent, else ends the turn; it walks the turn's screen with Tab and Shift+Tab the shorter way,
knowing where it is from the places it hears ("die 2 of 5", "11 of 16"). Every turn is
announced before its first key, no event line is dropped, the status keys answer every time;
presses per decision and the speech's minutes (at 170 words a minute) are measured."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from tests.app.blind import PLACE, BlindPlayer
from tests.quest.app.helpers import start

NAME = "Mia"
# The words of the turn's screens, as How to play and the first turn teach them.
HEADER = re.compile(
    rf"^(Your turn, {NAME}: roll \d of \d\. |{NAME}(, roll \d of \d)?\. |End the turn\?)"
)
DICE = re.compile(r"The dice show (\d) · (\d) · (\d) · (\d) · (\d)")
DIE = re.compile(r"^die (\d) of 5, \w+: (\d)")


def header(p: BlindPlayer) -> tuple[int, str]:
    """The newest line naming a screen of the player's turn (its status answers aside)."""
    answers = p.memory.setdefault("answers", set())
    assert isinstance(answers, set)
    for index in range(p.heard - 1, -1, -1):
        if index not in answers and HEADER.search(p.lines[index]):
            return index, p.lines[index]
    return -1, ""


def heard_dice(p: BlindPlayer) -> list[int]:
    line = p.last(DICE.pattern)
    found = DICE.search(line or "")
    return [int(face) for face in found.groups()] if found else [1, 2, 3, 4, 5]


def keeping(dice: list[int]) -> set[int]:
    """The dice of the face heard most (the highest of a tie); none when all differ."""
    count = Counter(dice)
    face, most = max(count.items(), key=lambda item: (item[1], item[0]))
    return {i + 1 for i, f in enumerate(dice) if f == face} if most > 1 else set()


def screen(p: BlindPlayer, at: int) -> dict[str, int | str]:
    """What the player heard on the screen opened at line ``at``: the focus (the newest line
    with a place), the list's length, the Reroll button's place, the line's size (where am I
    says it)."""
    answers = p.memory.setdefault("answers", set())
    assert isinstance(answers, set)
    heard: dict[str, int | str] = {}
    for index in range(at, p.heard):
        line = p.lines[index]
        if index in answers:
            size = re.search(r"(\d+) in the line", line)
            if size and line.startswith("Dice Quest."):
                heard["line"] = int(size.group(1))
            continue
        found = PLACE.search(line)
        if found or DIE.search(line):
            heard["focus"] = line
        if found:
            heard["count"] = int(found.group(2))
            if line.startswith("Reroll ") and "reroll" not in heard:
                heard["reroll"] = int(found.group(1))
    return heard


def place(focus: str, dice_from: int) -> int | None:
    """Where the focus is in the screen's list: its place heard ("11 of 12"), or a die's
    ("die 2 of 5": the dice follow the ``dice_from`` items before them)."""
    found = PLACE.search(focus)
    if found:
        return int(found.group(1))
    die = DIE.search(focus)
    return dice_from + int(die.group(1)) if die else None


def apart(a: int, b: int, count: int) -> int:
    """Presses from place ``a`` to place ``b`` the shorter way round a list of ``count``."""
    return min((b - a) % count, (a - b) % count)


def toward(here: int | None, target: int, count: int) -> str:
    """Tab or Shift+Tab, the shorter way round the list to place ``target``."""
    if here is None:
        return "tab"
    ahead = (target - here) % count
    return "tab" if ahead <= count - ahead else "shift+tab"


def policy(p: BlindPlayer) -> str | None:
    m = p.memory
    if p.heard == m.get("acted_at"):  # nothing new since the last key: ask where we are
        m["stalls"] = m.get("stalls", 0) + 1
        if m["stalls"] < 3:
            return None
        m["stalls"], m["acted_at"] = 0, -1
        return "status"
    m["stalls"] = 0
    at, head = header(p)
    if at < 0:
        return None
    if at > m.get("status_at", -1):  # a new screen: where am I, and one more status key
        m["status_at"] = at
        return "status"
    key = decide(p, at, head, p.newest())
    if key is not None and key != "status":
        m["acted_at"] = p.heard
    return key


def decide(p: BlindPlayer, at: int, head: str, now: str) -> str | None:
    m = p.memory
    if head.startswith("End the turn?"):
        return "enter" if now.startswith("End the turn") else "tab"
    if "Win a lit creature over" in head:
        return "enter" if "The dice beat it" in now else "tab"
    if "Choose the dice to keep" in head:
        return walk_dice(p, at, "Kept: die")
    if "Reroll power: choose the dice" in head:
        return walk_dice(p, at, "To roll again: die", marking=True)
    if "No free reroll left" in head:
        if m.get("army_for") != at:  # which powers the army holds: the own-things key
            m["army_for"] = at
            return "f5"
        army = p.last(r"^Your army") or ""
        if re.search(r"by power: .*Reroll: ", army):  # the last power, after the others
            return "enter" if now.startswith("Reroll, ") else "tab"
        return "enter" if now.startswith("End the turn") else "shift+tab"  # before the powers
    if "end the turn" in head:
        return "enter" if now.startswith("End the turn") else "shift+tab"
    return "enter" if PLACE.search(now) else None


def walk_dice(p: BlindPlayer, at: int, said: str, marking: bool = False) -> str:
    """Keep (or mark for a reroll power) the dice planned from the throw heard, each by its
    place among the five, the shorter way round the list, then confirm the reroll. Keeping,
    the dice follow the line's creatures (where am I says how many); marking, the dice come
    first, then Reroll and Cancel."""
    m = p.memory
    heard = screen(p, at)
    focus = str(heard.get("focus", ""))
    dice_from = 0 if marking else int(heard.get("line", 0))
    count = 7 if marking else int(heard.get("count", 0)) or dice_from + 7
    reroll = 6 if marking else int(heard.get("reroll", dice_from + 6))
    if m.get("plan_for") != at:
        kept = keeping(heard_dice(p))
        plan = sorted(set(range(1, 6)) - kept or {5}) if marking else sorted(kept)
        start = place(focus, dice_from) or 1

        def cost(order: list[int]) -> int:
            stops = [start, *(dice_from + d for d in order), reroll]
            return sum(apart(a, b, count) for a, b in zip(stops, stops[1:], strict=False))

        if cost(plan[::-1]) < cost(plan):
            plan.reverse()
        m["plan_for"], m["plan"] = at, plan
    done = {
        int(found.group(1))
        for line in p.lines[at : p.heard]
        if (found := re.match(re.escape(said) + r" (\d)", line))
    }
    todo = [d for d in m["plan"] if d not in done]
    here = place(focus, dice_from)
    if not todo:
        return "enter" if focus.startswith("Reroll ") else toward(here, reroll, count)
    target = dice_from + todo[0]
    return "enter" if here == target else toward(here, target, count)


def play_by_ear(app, players: int, seed: int):
    app.start(app.scene("title"))
    app.settings.animation_speed = "instant"
    table = start(app, players=players, humans=1, seed=seed, level="normal")
    player = BlindPlayer(app, 0, policy)
    end = r"^Final scores|Final scores\." if players > 1 else r"Quest complete|The quest ends here"
    player.play(lambda: table.session.is_over and player.last(end) is not None)
    return table, player


def report(name: str, session, player: BlindPlayer) -> tuple[int, float]:
    decisions = sum(1 for a in session.match.log if a.startswith("p0 "))
    t = player.tally
    per = t.presses / max(1, decisions)
    print(
        f"\nDice Quest, {name}: {decisions} decisions, {t.presses} presses "
        f"({per:.2f} a decision), {t.status} status keys; speech at 170 words a minute: "
        f"{player.minutes(status=False):.1f} minutes of play, "
        f"{player.minutes():.1f} with the status answers"
    )
    return decisions, per


@pytest.mark.parametrize(
    ("players", "seed"), [(3, 7), (1, 7)], ids=["three_players_two_bots", "solo"]
)
def test_a_blind_player_plays_a_whole_game_of_dice_quest_by_ear(app, players, seed):
    table, player = play_by_ear(app, players, seed)
    session = table.session
    t = player.tally
    lines = player.lines
    assert session.is_over
    turns = session.state.seats[0].turns
    openings = [line for line in lines if line.startswith(f"Your turn, {NAME}: roll 1 of ")]
    assert len(openings) == turns, "each turn of the player opens once, with its first throw"
    assert t.decisions_started >= turns >= (10 if players > 1 else 3)
    assert not t.unannounced, t.unannounced[:5]
    assert t.announced == t.decisions_started
    player.check_nothing_dropped()
    assert t.status >= 2 * turns, "where am I and one more status key at every screen"
    assert any(line.startswith("Kept: die") for line in lines), "a die kept is said"
    assert any(re.search(r"joins your army", line) for line in lines)
    if players > 1:
        final = player.last(r"Final scores\.")
        assert final and all(name in final for name in ("You", "Leo", "Nora"))
    decisions, per = report("3 players with 2 bots" if players > 1 else "solo", session, player)
    assert per < 7.5, "a decision takes a few presses, not a walk through every item"
