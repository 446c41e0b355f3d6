"""Benchmark (not a test): the game's memory over many games in one process.

    python tools/bench_memory.py [--games N] [--size WxH] [--players P] [--every K]

Plays N full games one after the other in one window (every seat makes seeded random legal moves
through the real scenes: a frame is drawn every K actions), changing the text size, the
palette and the language between games as a long evening would, and prints the resident
memory (RSS) after each game. The floor, measured in the same run in a fresh process, is a
Python process that imports pygame-ce and pygame-gui, opens the window and draws one UI frame.
Targets at 1920x1080: at most 250 MiB after 20 games, at most 1 MiB growth per game after the
third; at 3840x2160 at most 400 MiB.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import random
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from game.cli import whole, window_size  # noqa: E402
from game.shell.arguments import Parser  # noqa: E402

MIB = 2**20
ASIDE = {"living-island", "art-ahead", "preload", "music"}  # threads that draw or load aside
# the settings changed between games: text size, palette, language (a cycle of six)
LOOKS = [
    {"text_scale": 1.0, "palette": "standard", "language": "en"},
    {"text_scale": 1.5, "palette": "standard", "language": "fr"},
    {"text_scale": 1.25, "palette": "high_contrast", "language": "en"},
    {"text_scale": 2.0, "palette": "high_contrast", "language": "fr"},
    {"text_scale": 1.0, "palette": "high_contrast", "language": "en"},
    {"text_scale": 1.25, "palette": "standard", "language": "fr"},
]

FLOOR = """
import os, sys
import pygame, pygame_gui
pygame.display.init(); pygame.font.init()
size = tuple(int(v) for v in sys.argv[1].split("x"))
window = pygame.display.set_mode(size)
manager = pygame_gui.UIManager(size)
pygame_gui.elements.UIButton(pygame.Rect(20, 20, 240, 60), "Play", manager)
manager.update(1 / 60)
window.fill((20, 40, 60))
manager.draw_ui(window)
pygame.display.flip()
print(os.sysconf("SC_PAGE_SIZE") * int(open("/proc/self/statm").read().split()[1]))
"""


def rss() -> int:
    """Resident bytes of this process (Linux; 0 elsewhere)."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
    except OSError:
        return 0
    return pages * os.sysconf("SC_PAGE_SIZE")


def floor_rss(size: str, env: dict) -> int:
    out = subprocess.run(
        [sys.executable, "-c", FLOOR, size], env=env, capture_output=True, text=True, check=True
    )
    return int(out.stdout.strip().splitlines()[-1])


def play_one(app, players: int, seed: int, every: int) -> int:
    """One full game through the game's scenes; returns the number of actions."""
    from game.isle.rules import CHANCE, is_over, legal_actions, to_move
    from game.isle.scenarios import new_session
    from game.isle.scenes.game import GameScene
    from game.shell.app.main import STEP
    from game.shell.scenes.title import TitleScene

    session = new_session(app, players=players, seed=seed, humans=players)
    rng = random.Random(seed)
    app.start(GameScene(app, session))
    actions = 0
    while not is_over(session.state) and actions < 5000:
        movers = [m for m in to_move(session.state) if m != CHANCE]
        if movers:
            seat = movers[0]
            view = session.view(seat).state
            session.submit(rng.choice(list(legal_actions(view, seat))))
            actions += 1
        if not movers or actions % every == 0:
            app.step(STEP)
    for _ in range(3):
        app.step(STEP)  # the end of the game on screen
    session.close()
    del session  # as in the game, nothing holds the finished game once its scene is gone
    app.start(TitleScene(app))
    app.step(STEP)
    # the title, as the real loop shows it: its island drawn aside and shown, then it rests
    # and sleeps (what a player's machine holds while the menu waits)
    for _ in range(3000):
        aside = any(t.name in ASIDE for t in threading.enumerate())
        if app.may_sleep() and not aside and app.living.ready is not None:
            app.rest()
            break
        app.step(STEP)
        time.sleep(0.001)  # the drawing threads run meanwhile
    return actions


def measure(args: argparse.Namespace) -> dict:
    from game.shell.app.main import App, parse_options

    app = App(parse_options(["--size", args.size]))
    app.settings.first_launch = False
    app.settings.animation_speed = "instant"
    rows = []
    for game in range(args.games):
        app.update_settings(**LOOKS[game % len(LOOKS)])
        actions = play_one(app, args.players, seed=game + 1, every=args.every)
        gc.collect()
        rows.append({"game": game + 1, "actions": actions, "rss": rss()})
        print("ROW " + json.dumps(rows[-1]), flush=True)
    return {"rows": rows}


def main(argv: list[str] | None = None) -> int:
    parser = Parser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=whole(1, 1000), default=20)
    parser.add_argument("--size", type=window_size, default="1920x1080")
    parser.add_argument("--players", type=whole(2, 4), default=4)
    parser.add_argument(
        "--every", type=whole(1, 10_000), default=3, help="draw a frame every K actions"
    )
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    if args.child:
        measure(args)
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        env = {**os.environ, "ISLE_OF_CATS_CONFIG": tmp, "ISLE_OF_CATS_DATA": tmp}
        if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
            env.setdefault("SDL_VIDEODRIVER", "dummy")
        env.setdefault("SDL_AUDIODRIVER", "dummy")
        floor = floor_rss(args.size, env)
        given = sys.argv[1:] if argv is None else argv
        child = [sys.executable, str(Path(__file__).resolve()), "--child", *given]
        out = subprocess.run(child, env=env, capture_output=True, text=True, cwd=ROOT)
    rows = [json.loads(line[4:]) for line in out.stdout.splitlines() if line.startswith("ROW ")]
    if out.returncode != 0 or len(rows) != args.games:
        print(out.stdout + out.stderr, file=sys.stderr)
        return 1
    driver = env.get("SDL_VIDEODRIVER", "x11")
    print(f"RSS per game, {args.size}, {driver} video, {args.players} players, settings changed")
    print(f"floor (pygame-ce + pygame-gui, a window, one UI frame): {floor / MIB:.0f} MiB")
    print(f"{'game':>4}{'actions':>9}{'RSS MiB':>9}{'x floor':>9}{'growth':>9}")
    previous = None
    for row in rows:
        growth = "" if previous is None else f"{(row['rss'] - previous) / MIB:+.1f}"
        print(
            f"{row['game']:>4}{row['actions']:>9}{row['rss'] / MIB:>9.1f}"
            f"{row['rss'] / floor:>9.2f}{growth:>9}"
        )
        previous = row["rss"]
    last = rows[-1]["rss"] / MIB
    if len(rows) > 3:
        slope = (rows[-1]["rss"] - rows[2]["rss"]) / MIB / (len(rows) - 3)
        print(f"growth per game after the third: {slope:+.2f} MiB (target <= 1 MiB)")
    target = 400 if args.size == "3840x2160" else 250
    print(f"last: {last:.0f} MiB, {last * MIB / floor:.2f} x floor (target <= {target} MiB)")
    return 0


if __name__ == "__main__":
    from game.cli import run

    sys.exit(run(main))
