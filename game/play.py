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
    """The box's first game between its usual bots, told seat by seat."""
    import random

    from game.shell.games import REGISTERED

    game = REGISTERED.all[0]
    engine = game.engine()
    setup = engine.setup(None, {})
    levels = engine.default_bots(setup.players)
    seed = random.SystemRandom().randrange(1 << 31)
    result = engine.play_game(levels, seed, setup, check=True)
    print(
        f"No display was found, so here is a headless game of {game.title} between "
        f"{len(levels)} bots (seed {seed})."
    )
    for seat, level in enumerate(result["levels"]):
        print(f"  seat {seat} ({level} bot): {engine.seat_result(result, seat)}")
    print("Winner(s):", ", ".join(f"seat {w}" for w in result["winners"]))
    print("Run it on a desktop to open the game window.")
    return 0


def main(argv: list[str]) -> int:
    from game.shell.app.main import main as window
    from game.shell.app.main import parse_options

    parse_options(argv)  # --help, and an unknown option is a usage error with or without display
    if not _has_display():
        return headless_game(argv)
    return window(argv)
