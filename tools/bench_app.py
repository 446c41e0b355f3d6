"""Benchmark (not a test): time from process start to the first interactive menu frame.

    python tools/bench_app.py [--runs N] [--size WxH]

Starts the game in a fresh Python process N times and prints the median time until the title
menu has drawn its first frame (the window is open and the menu takes input), drawn as the real
loop draws it (slow art is drawn aside, never waited for), and its peak memory. The player is a
returning one: a settings file is read and checked, as on every start after the first, and
the button shapes an earlier start kept are read (``game.shell.ui.gui_shapes``). The floor,
measured in the same run the same way, is a Python process that imports pygame-ce and
pygame-gui, opens the window and draws one UI frame; the ratio to it is printed. Uses the real
display when there is one, SDL's dummy driver otherwise. Under a real X server a second floor
opens its window as the game does (``game.shell.app.window.prepare_sdl``: no hidden OpenGL window),
the stricter of the two. Target: within 1.5x the floor (issue 43).

``--phases`` also prints where the game's own process spends its start (medians of the
imports, App(), the title's build and its first frame, and the dataclasses it makes).

It also times, in a fresh process each run, the new game's first frame after Start is pressed
on the setup screen (after two seconds there, as players take, with the loop's frames running
meanwhile as App.run runs them): target 100 ms.
"""

from __future__ import annotations

import ast
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from game.cli import whole, window_size  # noqa: E402
from game.shell.arguments import Parser  # noqa: E402

CHILD = """
import sys, time
sys.path.insert(0, {root!r})
from game.shell.app.main import App, parse_options
from game.shell.scenes.title import TitleScene
app = App(parse_options(["--size", {size!r}]))
app.wait_for_art = False  # as App.run draws
app.start(TitleScene(app))
app.step(1 / 60)
import pygame
pygame.display.flip()
import resource
print(time.time(), resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, flush=True)
"""

EARLIER = """
import sys
sys.path.insert(0, {root!r})
from game.shell.app.main import App, parse_options
from game.shell.scenes.title import TitleScene
app = App(parse_options(["--size", {size!r}]))
app.start(TitleScene(app))
for _ in range(300):  # five seconds on the title, then Quit: what an earlier start leaves
    app.present(app.frame(1 / 60))
app.shutdown()
print(0, 0, flush=True)
"""

NEW_GAME = """
import os, sys, tempfile, time
saves = tempfile.TemporaryDirectory()  # the saves of earlier runs stay apart
os.environ["ISLE_OF_CATS_DATA"] = saves.name
sys.path.insert(0, {root!r})
from game.shell.app.main import App, parse_options
from game.isle.scenes.setup import SetupScene
from game.shell.scenes.title import TitleScene
app = App(parse_options(["--size", {size!r}]))
app.wait_for_art = False  # as App.run draws
app.start(TitleScene(app))
app._preload()  # as App.run does once the title is up: the levels, bots and models
app.present(app.frame(1 / 60))
setup = SetupScene(app)
app.stack.push(setup)
app.stack.apply()
app.present(app.frame(1 / 60))
looked = time.perf_counter() + 2.0  # the players look at the setup screen, the loop runs
while time.perf_counter() < looked:
    app.present(app.frame(1 / 60))
    time.sleep(1 / 60)
start = time.perf_counter()
setup.start()  # Start pressed
app.present(app.frame(1 / 60))
print(time.perf_counter() - start, 0, flush=True)
"""

FLOOR = """
import sys, time
if {hinted!r}:
    import os
    os.environ["SDL_FRAMEBUFFER_ACCELERATION"] = "0"  # as game.shell.app.window.prepare_sdl does
import pygame, pygame_gui
pygame.display.init(); pygame.font.init()
size = tuple(int(v) for v in {size!r}.split("x"))
window = pygame.display.set_mode(size)
manager = pygame_gui.UIManager(size)
pygame_gui.elements.UIButton(pygame.Rect(20, 20, 240, 60), "Play", manager)
manager.update(1 / 60)
window.fill((20, 40, 60))
manager.draw_ui(window)
pygame.display.flip()
import resource
print(time.time(), resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, flush=True)
"""


PHASES = """
import sys, time
marks = [("start", time.perf_counter())]
import dataclasses
made = []  # the dataclasses the start makes: their code generation is a large share of it
_process = dataclasses._process_class
def _timed(cls, *args, **kwargs):
    began = time.perf_counter()
    try:
        return _process(cls, *args, **kwargs)
    finally:
        made.append(time.perf_counter() - began)
dataclasses._process_class = _timed
sys.path.insert(0, {root!r})
import pygame, pygame_gui
marks.append(("pygame and pygame-gui imported", time.perf_counter()))
libraries = sum(made)
from game.shell.app.main import App, parse_options
from game.shell.scenes.title import TitleScene
marks.append(("the game's modules imported", time.perf_counter()))
app = App(parse_options(["--size", {size!r}]))
marks.append(("App() (settings, window, theme, input)", time.perf_counter()))
app.wait_for_art = False
app.start(TitleScene(app))
marks.append(("the title built (its buttons)", time.perf_counter()))
app.step(1 / 60)
pygame.display.flip()
marks.append(("the first frame drawn and shown", time.perf_counter()))
print(repr([(name, (t - marks[i][1]) * 1000) for i, (name, t) in enumerate(marks[1:])]
           + [("dataclasses made by the game (" + str(len(made)) + ")",
               (sum(made) - libraries) * 1000)]), flush=True)
"""


def phases(size: str, env: dict, runs: int) -> None:
    """Where a returning player's start goes, in the game's own process (medians, ms): what
    to work on next (issue 43). The dataclasses' line is part of the phases above it."""
    found: dict[str, list[float]] = {}
    for _ in range(runs):
        out = subprocess.run(
            [sys.executable, "-c", PHASES.format(root=str(ROOT), size=size)],
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
        for name, ms in ast.literal_eval(out.stdout.strip().splitlines()[-1]):
            found.setdefault(name, []).append(ms)
    print(f"Where the game's start goes ({size}), {runs} runs: median ms")
    for name, values in found.items():
        print(f"  {name:<44}{statistics.median(values):>8.1f}")


def _returning_player(config: Path) -> None:
    """Settings saved by an earlier start (the first-launch questions answered)."""
    sys.path.insert(0, str(ROOT))
    from game.shell.app.settings import Settings, SettingsStore

    SettingsStore(config).save(replace(Settings(), first_launch=False))


def run_once(size: str, env: dict, code: str = CHILD, hinted: bool = False) -> tuple[float, float]:
    """Seconds to the first frame and peak memory (MiB) of one fresh process (NEW_GAME: the
    seconds from Start to the new game's first frame)."""
    start = time.time()
    out = subprocess.run(
        [sys.executable, "-c", code.format(root=str(ROOT), size=size, hinted=hinted)],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    shown, peak_kib = out.stdout.strip().splitlines()[-1].split()
    if code in (NEW_GAME, EARLIER):
        return float(shown), 0.0
    return float(shown) - start, int(peak_kib) / 1024


def main(argv: list[str] | None = None) -> int:
    parser = Parser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=whole(1, 1000), default=9)
    parser.add_argument("--size", type=window_size, default="1920x1080")
    parser.add_argument(
        "--phases", action="store_true", help="also print where the game's start goes"
    )
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        env = {**os.environ, "ISLE_OF_CATS_CONFIG": tmp, "ISLE_OF_CATS_DATA": tmp}
        # as a player starts it: from compiled bytecode (written by the warm-up run below;
        # the installed libraries of the floor have theirs)
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        if not env.get("DISPLAY"):
            env.setdefault("SDL_VIDEODRIVER", "dummy")
        env.setdefault("SDL_AUDIODRIVER", "dummy")
        _returning_player(Path(tmp))
        run_once(args.size, env, EARLIER)  # the player's earlier start (the pictures it keeps)
        run_once(args.size, env)  # warm the file cache and the bytecode
        real = env.get("SDL_VIDEODRIVER") != "dummy"
        run_once(args.size, env, FLOOR)
        game, floor, hinted, new_game = [], [], [], []
        for _ in range(args.runs):  # alternately: the machine's load is shared alike
            game.append(run_once(args.size, env))
            floor.append(run_once(args.size, env, FLOOR))
            if real:
                hinted.append(run_once(args.size, env, FLOOR, hinted=True))
            new_game.append(run_once(args.size, env, NEW_GAME)[0] * 1000)
        if args.phases:
            phases(args.size, env, args.runs)
    driver = env.get("SDL_VIDEODRIVER", "x11")
    print(f"Start to first interactive menu frame ({args.size}, {driver} video), {args.runs} runs")
    print(f"{'':<14}{'median ms':>10}{'min':>7}{'max':>7}{'peak MiB':>10}")
    rows = [("floor", floor), ("floor hinted", hinted), ("game", game)]
    for name, runs in [(n, r) for n, r in rows if r]:
        times = [t * 1000 for t, _ in runs]
        peak = statistics.median(m for _, m in runs)
        print(
            f"{name:<14}{statistics.median(times):>10.0f}{min(times):>7.0f}{max(times):>7.0f}"
            f"{peak:>10.0f}"
        )
    for name, runs in [(n, r) for n, r in rows[:2] if r]:
        ratio = statistics.median(g[0] / f[0] for g, f in zip(game, runs, strict=True))
        print(f"game / {name}: {ratio:.2f} x (target <= 1.5 x)")
    print(
        f"Start pressed to the new game's first frame: median {statistics.median(new_game):.0f} ms"
        f" (min {min(new_game):.0f}, max {max(new_game):.0f}; target <= 100 ms)"
    )
    return 0


if __name__ == "__main__":
    from game.cli import run

    sys.exit(run(main))
