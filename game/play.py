"""The play command: opens the game window. Without any display (a server, CI), it says so
and plays a headless game between bots instead, so the command always does something real."""

from __future__ import annotations

import os
import sys


def _has_display() -> bool:
    if os.environ.get("SDL_VIDEODRIVER"):
        return True
    if sys.platform.startswith(("win", "darwin")):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def headless_game(argv: list[str]) -> int:
    import random

    from game.cli import load_content_or_exit
    from game.tournament import play_game

    seed = random.SystemRandom().randrange(1 << 31)
    levels = ["hard", "normal", "normal", "easy"]
    result = play_game(load_content_or_exit(), levels, seed)
    print(f"No display was found, so here is a headless game between 4 bots (seed {seed}).")
    for seat, (level, scores) in enumerate(zip(result["levels"], result["scores"], strict=True)):
        print(
            f"  seat {seat} ({level} bot): {scores['total']} points, "
            f"{result['fish'][seat]} fish left"
        )
    print("Winner(s):", ", ".join(f"seat {w}" for w in result["winners"]))
    print("Run it on a desktop to open the game window.")
    return 0


def main(argv: list[str]) -> int:
    from game.app.main import main as window
    from game.app.main import parse_options

    parse_options(argv)  # --help, and an unknown option is a usage error with or without display
    if not _has_display():
        return headless_game(argv)
    return window(argv)
