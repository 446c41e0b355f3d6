"""The Isle of Cats played without sight (issue 46): a blind player hears only the spoken lines
and sends only keys, choosing among the options it heard, through a whole Solo game and a whole
standard game with bots, to the final scores. Every turn of the player is announced before its
first key, no event line is dropped, the status keys answer every time; presses per decision,
presses per placement and the speech's minutes (at 170 words a minute) are measured."""

from __future__ import annotations

import re

import pygame
import pytest

from game.isle.scenarios import new_session
from game.isle.scenes.game import GameScene
from tests.app.blind import PLACE, BlindPlayer

# The words a player of the Isle knows (its screens' titles, as How to play names them).
HEADERS = (
    r"Choices: ",
    r"Keep \d+ of these",
    r"Buy the cards you want",
    r"Lay rescue cards",
    r"Play an anytime card",
    r"rescue a cat, or pass",
    r"place the tile on your boat",
    r"play a treasure or Oshax card",
    r"take your treasures",
    r"no rare find to play",
    r"Take a common treasure",
    r"move up to 3 cats",
    r"put the new cat in a field",
    r"Which colou?r",
    r"Night falls on day",
    r"final scores",
)
PLACED = re.compile(r"^You place an? [\w-]+ (cat|Oshax) on your boat")
CAT = re.compile(r"^an? [\w-]+ (cat|Oshax)\b")


def header(p: BlindPlayer) -> tuple[int, str]:
    """The newest line naming a screen (the player's own status answers aside)."""
    for index in range(p.heard - 1, -1, -1):
        if index in p.memory.setdefault("answers", set()):
            continue
        line = p.lines[index]
        if any(re.search(h, line) for h in HEADERS):
            return index, line
    return -1, ""


def policy(p: BlindPlayer) -> str | None:
    m = p.memory
    if p.heard == m.get("acted_at"):  # nothing new since the last key: ask where we are
        m["stalls"] = m.get("stalls", 0) + 1
        if m["stalls"] < 3:
            return None
        m["stalls"] = 0
        m["acted_at"] = -1
        return "status"
    m["stalls"] = 0
    at, head = header(p)
    now = p.newest()
    if "final scores" in head:
        return None
    if at > m.get("status_at", -1) and "Choices: " not in head and "Night falls" not in head:
        m["status_at"] = at
        return "status"
    key = choose(p, head, now)
    if m.get("cat_at") is not None:  # from the cat chosen to its placement confirmed
        new = p.lines[m["seen"] :]
        placed = next((i for i, x in enumerate(new) if PLACED.match(x)), None)
        asked = placed is not None and any("Is your turn done" in x for x in new[placed:])
        if any("Turn confirmed" in x for x in new) or (placed is not None and not asked):
            p.tally.placements.append(p.tally.presses - m.pop("cat_at"))
    m["seen"] = p.heard
    if key == "enter" and "rescue a cat" in head and CAT.search(focus_of(now, head)):
        m["cat_at"] = p.tally.presses + 1  # from the cat chosen (its press apart)
    if key is not None:
        m["acted_at"] = p.heard
        m["last_key"] = key
    return key


def focus_of(now: str, head: str) -> str:
    """The focused option in the newest line (a status answer ends with it)."""
    if head and now != head and now.startswith("The Isle of Cats"):
        title = re.escape(head.split(". ")[-1].rstrip("."))
        found = re.split(title + r"\.? ", now, maxsplit=1)
        return found[-1] if len(found) > 1 else now
    return now


def choose(p: BlindPlayer, head: str, now: str) -> str | None:
    m = p.memory
    now = focus_of(now, head)
    focused = PLACE.search(now)
    if "Choices: " in head or "Which colo" in head or "Night falls" in head:
        return "enter"
    if re.search(r"place the tile on your boat", head):
        return "enter" if now.startswith("Fits here") and "spot 1 of" in now else "n"
    if re.search(r"Keep \d+ of these", head):
        if "more to keep" in now:
            return "right"
        return "enter"
    if "Buy the cards" in head:
        left = p.last(r"(\d+) left")
        fish = int(re.findall(r"(\d+) left", left)[-1]) if left else 0
        if now.startswith("Done (pay"):
            return "enter"
        price = re.search(r"costs (\d+) fish", now)
        bought = m.setdefault("bought", set())
        cost = int(price.group(1)) if price else fish + 1
        if "basket" in now.lower() and cost + 3 <= fish and now not in bought:  # fish for a cat
            bought.add(now)
            return "enter"
        return "tab"
    if "Lay rescue cards" in head:
        if now.startswith("Lay down"):
            return "enter"
        laid = m.setdefault("laid", set())
        if focused and now not in laid:
            laid.add(now)
            return "enter"
        return "tab"
    if "Play an anytime card" in head:
        return "enter" if now.startswith(("Don’t play a card", "Cancel")) else "tab"
    if "no rare find to play" in head:  # nothing to play but the anytime cards: pass
        return "enter" if now.startswith("Pass") else "tab"
    if "rescue a cat, or pass" in head or "play a treasure or Oshax" in head:
        if CAT.search(now) and "rescue a cat" in head:
            return "enter"
        if now.startswith(("Pass for today", "End my turn")):
            looked = m.get("looked", 0)
            if looked >= int(focused.group(2)) if focused else True:
                m["looked"] = 0
                return "enter"
        m["looked"] = m.get("looked", 0) + 1
        return "tab"
    if "move up to 3 cats" in head:
        return "enter"
    return "enter" if focused else None


def play_by_ear(app, session) -> BlindPlayer:
    app.settings.animation_speed = "instant"
    app.start(GameScene(app, session))
    player = BlindPlayer(app, 0, policy)
    player.play(lambda: session.is_over and player.last("final scores") is not None)
    return player


def report(name: str, session, player: BlindPlayer) -> None:
    decisions = sum(1 for a in session.match.log if a.startswith("p0 "))
    t = player.tally
    placing = sum(t.placements) / max(1, len(t.placements))
    print(
        f"\n{name}: {decisions} decisions, {t.presses} presses "
        f"({t.presses / max(1, decisions):.2f} a decision), {len(t.placements)} cats placed "
        f"({placing:.2f} presses from the cat chosen to the turn confirmed), "
        f"{t.status} status keys; speech at 170 words a minute: "
        f"{player.minutes(status=False):.1f} minutes of play, "
        f"{player.minutes():.1f} with the status answers"
    )


@pytest.mark.parametrize(
    ("mode", "players", "seed"), [("solo", 1, 5), ("standard", 3, 11)], ids=["solo", "standard"]
)
def test_a_blind_player_plays_a_whole_game_by_ear(app, mode, players, seed):
    session = new_session(app, players=players, seed=seed, humans=1, mode=mode)
    player = play_by_ear(app, session)
    t = player.tally
    assert session.is_over and player.last("final scores")
    assert t.decisions_started > 10
    assert not t.unannounced, t.unannounced[:5]
    assert t.announced == t.decisions_started or t.announced >= t.decisions_started - 1
    player.check_nothing_dropped()
    assert t.placements and sum(t.placements) / len(t.placements) <= 5
    report(mode, session, player)


def test_placing_by_ear_says_the_effect_first_and_walks_the_spots_best_first(app):
    from game.isle.bots.spots import ranked_spots
    from game.isle.scenarios import placing, play_until
    from tests.app.conftest import Driver

    app.settings.narration = True
    app.narrator.command = None
    session = new_session(app, players=3, seed=4, humans=1)
    assert play_until(session, placing)
    app.start(GameScene(app, session))
    drive = Driver(app)
    drive.frames(3)
    board = drive.top
    order = ranked_spots(session.view(0))
    assert (board.cursor.x, board.cursor.y, board.cursor.k) == order[0], "by ear: the best"
    line = app.narrator.spoken[-1]
    assert line.startswith("Fits here") and f"spot 1 of {len(order)}" in line
    assert "covers" not in line.split(". ")[0] or "rat" in line, "no cell list in the line"
    drive.press("next_spot")
    assert (board.cursor.x, board.cursor.y, board.cursor.k) == order[1 % len(order)]
    assert f"spot {2 if len(order) > 1 else 1} of" in app.narrator.spoken[-1]
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=pygame.K_i, mod=0, unicode=""))
        drive.frames(1)
    assert app.narrator.spoken[-1].startswith("The tile, "), "I says the cells it covers"


def test_the_game_says_its_day_and_phase_before_the_first_decision(app):
    app.settings.narration = True
    app.narrator.command = None
    session = new_session(app, players=3, seed=4, humans=1)
    from tests.app.conftest import Driver

    app.start(GameScene(app, session))
    Driver(app).frames(5)
    spoken = app.narrator.spoken
    day = next(i for i, line in enumerate(spoken) if "Day 1 of 5" in line)
    keep = next(i for i, line in enumerate(spoken) if "Keep " in line and "of these" in line)
    assert day < keep, spoken[:4]
