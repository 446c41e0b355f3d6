"""Benchmark (not a test): time from process start to the first interactive menu frame.

    python tools/bench_app.py [--runs N] [--size WxH]

Starts the game in a fresh Python process N times and prints the median time until the title
menu has drawn its first frame (the window is open and the menu takes input). Uses the real
display when there is one, SDL's dummy driver otherwise. Target: under 0.6 s median.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CHILD = """
import sys, time
sys.path.insert(0, {root!r})
from game.app.main import App, parse_options
from game.scenes.title import TitleScene
app = App(parse_options(["--size", {size!r}]))
app.settings.first_launch = False
app.start(TitleScene(app))
app.step(1 / 60)
import pygame
pygame.display.flip()
print(time.time(), flush=True)
"""


def run_once(size: str, env: dict) -> float:
    start = time.time()
    out = subprocess.run(
        [sys.executable, "-c", CHILD.format(root=str(ROOT), size=size)],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    return float(out.stdout.strip().splitlines()[-1]) - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--size", default="1920x1080")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        env = {**os.environ, "ISLE_OF_CATS_CONFIG": tmp, "ISLE_OF_CATS_DATA": tmp}
        if not env.get("DISPLAY"):
            env.setdefault("SDL_VIDEODRIVER", "dummy")
        env.setdefault("SDL_AUDIODRIVER", "dummy")
        run_once(args.size, env)  # warm the file cache and the bytecode
        times = [run_once(args.size, env) for _ in range(args.runs)]
    driver = env.get("SDL_VIDEODRIVER", "x11")
    print(
        f"Start to first interactive menu frame ({args.size}, {driver} video), "
        f"median of {args.runs}: {statistics.median(times) * 1000:.0f} ms "
        f"(min {min(times) * 1000:.0f}, max {max(times) * 1000:.0f}; target < 600 ms)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
