"""Benchmark (not a test): frames per second of the real main loop while bots think.

    python tools/bench_fps.py [--seconds S] [--level hard] [--size WxH] [--players N]
                              [--speed instant]

Plays a game of bots only (one seat watched, ``--players`` seats of ``--level``) in the game
window (headless unless SDL_VIDEODRIVER says otherwise), with the loop capped at 60 fps as
in play, and reports the frames per second over the whole run and over the seconds in which a
bot was thinking, with the worst one-second window. Target: at least 55 fps while Hard thinks.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from game.shell.arguments import Parser  # noqa: E402

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
from game.cli import between, whole, window_size  # noqa: E402
from game.isle.data.window import isle_content  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = Parser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=between(0.5, 3600), default=20.0)
    parser.add_argument("--level", default="hard", choices=("easy", "normal", "hard"))
    parser.add_argument("--players", type=whole(2, 4), default=4)
    parser.add_argument("--size", type=window_size, default="1920x1080")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument(
        "--speed",
        default="normal",
        choices=("slow", "normal", "fast", "instant"),
        help="animation speed; instant keeps the bots thinking nearly all the time",
    )
    args = parser.parse_args(argv)
    import pygame

    from game.isle.bots.factory import bot_factory
    from game.isle.scenes.game import GameScene
    from game.isle.session.game_session import GameSession, SeatConfig
    from game.shell.app.main import App, parse_options

    with tempfile.TemporaryDirectory() as tmp:
        os.environ["ISLE_OF_CATS_CONFIG"] = str(Path(tmp) / "config")
        os.environ["ISLE_OF_CATS_DATA"] = str(Path(tmp) / "data")
        app = App(parse_options(["--size", args.size]))
        app.settings.first_launch = False
        app.settings.animation_speed = args.speed
        seats = [SeatConfig(f"Bot {i + 1}", "bot", args.level) for i in range(args.players)]
        session = GameSession(
            isle_content(app), seats, "standard", args.seed, bot_factory=bot_factory()
        )
        app.start(GameScene(app, session))
        frames: list[tuple[float, bool]] = []  # (end time, a bot was thinking)
        start = time.perf_counter()
        while time.perf_counter() - start < args.seconds and not session.is_over:
            dt = app.clock.tick(60) / 1000
            app.step(dt)
            pygame.display.flip()
            frames.append((time.perf_counter() - start, session.bots_thinking()))
        session.close()
        pygame.display.quit()
    total = frames[-1][0] if frames else 1.0
    windows: dict[int, list[bool]] = {}
    for moment, thinking in frames:
        windows.setdefault(int(moment), []).append(thinking)
    # The first second is the warm-up (the first frame of a game builds the table's art):
    # reported apart, not counted in the seconds while bots think.
    busy = [len(v) for k, v in windows.items() if sum(v) >= len(v) / 2 and 0 < k < int(total)]
    gaps = [b[0] - a[0] for a, b in zip(frames, frames[1:], strict=False) if b[1]]
    print(
        f"{len(frames)} frames in {total:.1f} s: {len(frames) / total:.1f} fps overall; "
        f"first frame {frames[0][0] * 1000:.0f} ms"
        if frames
        else "no frames"
    )
    if gaps:
        gaps.sort()
        print(
            f"frames while a bot thinks: {len(gaps)}; frame time median "
            f"{statistics.median(gaps) * 1000:.1f} ms, 99th percentile "
            f"{gaps[min(len(gaps) - 1, int(len(gaps) * 0.99))] * 1000:.1f} ms, "
            f"worst {gaps[-1] * 1000:.1f} ms"
        )
    idle = sorted(b[0] - a[0] for a, b in zip(frames, frames[1:], strict=False) if not b[1])
    if idle:
        print(
            f"frames with no bot thinking: {len(idle)}; frame time median "
            f"{statistics.median(idle) * 1000:.1f} ms, 99th percentile "
            f"{idle[min(len(idle) - 1, int(len(idle) * 0.99))] * 1000:.1f} ms, "
            f"worst {idle[-1] * 1000:.1f} ms"
        )
    if busy:
        print(
            f"seconds mostly thinking: {len(busy)}; fps median {statistics.median(busy):.0f}, "
            f"worst {min(busy)} (target: at least 55)"
        )
    return 0


if __name__ == "__main__":
    from game.cli import run

    sys.exit(run(main))
