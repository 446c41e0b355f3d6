"""Benchmark (not a test): frame times of the rescue scene while a tile is being moved.

    python tools/bench_frames.py [--frames N] [--size WxH] [--unpaced]

Four nearly full boats, the human placing a cat at 1920x1080; the cursor moves every frame.
Prints the median, 95th and 99th percentile of the time to update and draw one frame (the
flip to the screen is left out: it depends on the display). Frames come at the game's rate
(``App.run`` ticks its clock at 60 fps, and the pictures drawn ahead in the background use
the time between frames); ``--unpaced`` draws them back to back, as this tool did before.
The floor, timed in the same run frame by frame between the game's frames, is a naive frame
that fills the window and blits one full-window picture; the ratio of the medians is
printed. Target: 99th percentile < 8 ms at 1920x1080, < 12 ms at 3840x2160.
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from game.shell.arguments import Parser  # noqa: E402

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
from game.cli import whole, window_size  # noqa: E402
from game.isle.data.window import isle_content  # noqa: E402


def fill_boat(content, seat, share: float, rng: random.Random):
    """The seat's boat covered up to ``share`` by random touching cats (for drawing only)."""
    from game.isle.rules.ids import COLORS, Placed
    from game.isle.rules.placement import legal_placements

    tiles, occupied = [], 0
    cats = [s for s in content.shapes.values() if s.kind == "cat"]
    misses = 0
    while occupied.bit_count() < share * 142 and misses < 300:
        shape = rng.choice(cats)
        spots = legal_placements(shape, occupied, False)
        if not spots:
            misses += 1
            continue
        spot = rng.choice(spots)
        tiles.append(Placed(shape.id, rng.choice(COLORS), spot.mask))
        occupied |= spot.mask
    return replace(seat, tiles=tuple(tiles), occupied=occupied)


def main(argv: list[str] | None = None) -> int:
    parser = Parser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=whole(1, 100_000), default=600)
    parser.add_argument("--size", type=window_size, default="1920x1080")
    parser.add_argument("--unpaced", action="store_true", help="frames back to back")
    args = parser.parse_args(argv)
    import pygame

    from game.isle.rules.state import PlaceTile
    from game.isle.scenarios import new_session, placing, play_until
    from game.isle.scenes.board import BoardScene
    from game.isle.scenes.game import GameScene
    from game.shell.app.main import FPS, App, parse_options

    with tempfile.TemporaryDirectory() as tmp:
        os.environ["ISLE_OF_CATS_CONFIG"] = tmp
        os.environ["ISLE_OF_CATS_DATA"] = tmp
        app = App(parse_options(["--size", args.size]))
        app.settings.first_launch = False
        session = new_session(app, players=4, seed=4, humans=1)
        play_until(session, placing)
        rng = random.Random(1)
        state = session.match.state
        seats = tuple(fill_boat(isle_content(app), s, 0.8, rng) for s in state.seats)
        top = state.top
        assert isinstance(top, PlaceTile)
        session.match.state = replace(state, seats=seats)
        game = GameScene(app, session)
        app.start(game)
        app.stack.push(BoardScene(app, game, 0))
        app.stack.apply()
        for _ in range(30):  # warm the caches (art, text, composed boats)
            app.step(1 / 60)
        board = app.stack.top
        times, floor = [], []
        picture = app.window.copy()
        clock = pygame.time.Clock()
        for frame in range(args.frames):
            if not args.unpaced:
                clock.tick(FPS)  # as App.run: the frame waits for its turn
            cursor = board.cursor
            if cursor is not None:
                cursor.move(session.state, 1 if (frame // 12) % 2 == 0 else -1, 0)
            start = time.perf_counter()
            app.step(1 / 60)
            times.append(time.perf_counter() - start)
            start = time.perf_counter()  # the floor: a naive whole-window frame
            app.window.fill((0, 0, 0))
            app.window.blit(picture, (0, 0))
            floor.append(time.perf_counter() - start)
        times.sort()
        p = lambda q: times[min(len(times) - 1, int(q * len(times)))] * 1000  # noqa: E731
        pace = "back to back" if args.unpaced else f"at {FPS} fps"
        print(
            f"Rescue scene, 4 nearly full boats, tile moving, {args.size}, {args.frames} "
            f"frames {pace}: median {statistics.median(times) * 1000:.2f} ms, "
            f"p95 {p(0.95):.2f} ms, "
            f"p99 {p(0.99):.2f} ms (target p99 < 8 ms at 1920x1080, < 12 ms at 3840x2160)"
        )
        naive = statistics.median(floor)
        print(
            f"floor (fill + one full-window blit): median {naive * 1000:.2f} ms; "
            f"game / floor: {statistics.median(times) / naive:.1f} x (medians)"
        )
        if os.environ.get("BENCH_SHOT"):
            pygame.image.save(app.window, os.environ["BENCH_SHOT"])
        placing_now = getattr(app.stack.top, "cursor", None) is not None
        print(f"(top scene: {type(app.stack.top).__name__}, placing: {placing_now})")
        session.close()
        pygame.quit()
    return 0


if __name__ == "__main__":
    from game.cli import run

    sys.exit(run(main))
