"""Benchmark (not a test): the CPU the game's loop takes while little or nothing moves.

    python tools/bench_idle.py [--seconds S] [--warmup W] [--rounds N] [--size WxH]
                               [--cases naive,title,...] [--threads]

Each case runs the real main loop (``App.run``) in a fresh process for ``--seconds`` after a
warm-up, and measures the CPU time of the whole process (every thread: the loop, audio,
preloading, narration, bots) over that time. The floor of the same round is a naive loop
that redraws the whole window 60 times a second (fill, one full-window picture, flip), so
each case prints its share of a core and its ratio to that loop (``naive`` shows its window
as the game does; ``naive_default`` as SDL does by default, for comparison). Rounds run the
cases one after the other (the machine's load is shared alike); the medians are printed.

Cases: ``title`` (the animated title), ``title_reduced`` (reduced motion: nothing moves),
``settings`` (the settings menu over the living island), ``table`` (a game waiting for the
human to place a tile; the cats blink now and then). Uses the real display when there is
one (run it under X, or Xvfb), SDL's dummy video driver otherwise. Targets: a screen waiting
for input at most 5 % of a core; the title at most a quarter of the naive loop; reduced
motion at most 3 %.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from game.cli import between, whole, window_size  # noqa: E402
from game.shell.arguments import Parser  # noqa: E402
from game.shell.options import parse_size  # noqa: E402

CASES = ("naive", "naive_default", "title", "title_reduced", "settings", "table")


def thread_times() -> dict[str, float]:
    """CPU seconds of each thread of this process by name (Linux; {} elsewhere)."""
    out: dict[str, float] = {}
    tick = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
    try:
        tids = os.listdir("/proc/self/task")
    except OSError:
        return out
    for tid in tids:
        try:
            stat = Path(f"/proc/self/task/{tid}/stat").read_text()
        except OSError:
            continue
        name = stat[stat.index("(") + 1 : stat.rindex(")")]
        fields = stat[stat.rindex(")") + 2 :].split()
        key = f"{name}#{tid}"
        out[key] = (int(fields[11]) + int(fields[12])) / tick
    return out


class Meter:
    """Process CPU and frames between the end of the warm-up and the end of the run."""

    def __init__(self, frames, warmup: float, seconds: float, stop, settled=None) -> None:
        self.frames = frames  # () -> frames drawn so far
        self.start: tuple[float, float, int, dict[str, float]] | None = None
        self.result: dict = {}
        self.waited = 0.0  # seconds waited after the warm-up for the screen to settle
        self._stop = stop
        self._seconds = seconds
        self._settled = settled or (lambda: True)
        threading.Timer(warmup, self._mark).start()

    def _mark(self) -> None:
        """Starts measuring once the screen has settled (its art drawn aside, the content
        loaded): on a loaded machine that can take longer than the warm-up."""
        begin = time.perf_counter()
        while not self._settled() and time.perf_counter() - begin < 60:
            time.sleep(0.1)
        self.waited = time.perf_counter() - begin
        self.start = (time.perf_counter(), time.process_time(), self.frames(), thread_times())
        threading.Timer(self._seconds, self._end).start()

    def _end(self) -> None:
        assert self.start is not None
        wall0, cpu0, frames0, threads0 = self.start
        wall = time.perf_counter() - wall0
        threads = {
            k: (v - threads0.get(k, 0.0)) / wall
            for k, v in thread_times().items()
            if v - threads0.get(k, 0.0) > 0
        }
        self.result = {
            "cpu": (time.process_time() - cpu0) / wall,
            "fps": (self.frames() - frames0) / wall,
            "threads": dict(sorted(threads.items(), key=lambda kv: -kv[1])[:6]),
            "waited": self.waited,
        }
        self._stop()


def naive_loop(size: tuple[int, int], warmup: float, seconds: float, hints: bool = True) -> dict:
    """The floor: the whole window redrawn 60 times a second with nothing skipped, shown the
    way the game shows its window (``hints``), or the way SDL does by default (on X11 through a
    hidden OpenGL window: the floor the issue first measured against)."""
    import pygame

    if hints:
        try:
            from game.shell.app.window import prepare_sdl
        except ImportError:  # a tree from before the game set its window hints
            pass
        else:
            prepare_sdl()
    pygame.display.init()
    window = pygame.display.set_mode(size, pygame.RESIZABLE)
    picture = pygame.Surface(size).convert()
    for y in range(0, size[1], 4):
        pygame.draw.rect(picture, (40 + y % 160, 120, 200 - y % 140), (0, y, size[0], 4))
    clock = pygame.time.Clock()
    state = {"frames": 0, "running": True}
    meter = Meter(lambda: state["frames"], warmup, seconds, lambda: state.update(running=False))
    while state["running"]:
        clock.tick(60)
        pygame.event.pump()
        window.fill((0, 0, 0))
        window.blit(picture, (0, 0))
        pygame.display.flip()
        state["frames"] += 1
    pygame.quit()
    return meter.result


def game_case(case: str, size: tuple[int, int], warmup: float, seconds: float) -> dict:
    from game.shell.app.main import App, parse_options
    from game.shell.scenes.title import TitleScene

    app = App(parse_options(["--size", f"{size[0]}x{size[1]}"]))
    app.settings.first_launch = False
    app.settings.reduced_motion = case == "title_reduced"
    if case == "table":
        from game.isle.scenarios import new_session, placing, play_until
        from game.isle.scenes.game import GameScene

        session = new_session(app, players=4, seed=4, humans=1)
        play_until(session, placing)
        app.start(GameScene(app, session))
    else:
        app.start(TitleScene(app))
        if case == "settings":
            from game.shell.scenes.settings import SettingsScene

            app.stack.push(SettingsScene(app))
            app.stack.apply()

    def settled() -> bool:
        aside = {"preload", "living-island"}
        busy = any(t.name in aside for t in threading.enumerate())
        living = getattr(app, "living", None)
        redraw = getattr(app, "redraw", None)  # the first frames drawn and settled
        drawn = redraw is None or app.frames_drawn >= 2 and not redraw.busy(app._time)
        island = case == "table" or living is None or living.ready is not None
        return not busy and drawn and island

    if not hasattr(app, "frames_drawn"):  # a tree from before frames could be skipped
        app.frames_drawn, whole = 0, app.step

        def counted(dt: float) -> None:
            whole(dt)
            app.frames_drawn += 1

        app.step = counted
    meter = Meter(lambda: app.frames_drawn, warmup, seconds, app.quit, settled)
    app.run()
    result = dict(meter.result)
    result["top"] = type(app.stack.top).__name__ if app.stack.top else None
    return result


def child(case: str, size: tuple[int, int], warmup: float, seconds: float) -> int:
    if case.startswith("naive"):
        result = naive_loop(size, warmup, seconds, hints=case == "naive")
    else:
        result = game_case(case, size, warmup, seconds)
    print("RESULT " + json.dumps(result), flush=True)
    return 0


def run_case(case: str, args: argparse.Namespace, env: dict) -> dict:
    out = subprocess.run(
        [
            sys.executable,
            str(Path(__file__).resolve()),
            "--child",
            case,
            "--size",
            args.size,
            "--seconds",
            str(args.seconds),
            "--warmup",
            str(args.warmup),
        ],
        env=env,
        capture_output=True,
        text=True,
        check=False,
        cwd=ROOT,
    )
    lines = [line for line in out.stdout.splitlines() if line.startswith("RESULT ")]
    if out.returncode != 0 or not lines:
        raise RuntimeError(f"case {case} failed:\n{out.stdout}\n{out.stderr}")
    return json.loads(lines[-1][len("RESULT ") :])


def main(argv: list[str] | None = None) -> int:
    parser = Parser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--seconds", type=between(0.1, 600), default=6.0, help="measured seconds per case"
    )
    parser.add_argument(
        "--warmup", type=between(0, 600), default=2.5, help="seconds before measuring"
    )
    parser.add_argument("--rounds", type=whole(1, 100), default=3)
    parser.add_argument("--size", type=window_size, default="1920x1080")
    parser.add_argument("--cases", default=",".join(CASES))
    parser.add_argument("--threads", action="store_true", help="show the busiest threads")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    if args.child:
        return child(args.child, parse_size(args.size), args.warmup, args.seconds)
    cases = [c for c in args.cases.split(",") if c]
    unknown = set(cases) - set(CASES)
    if unknown:
        parser.error(f"unknown cases {sorted(unknown)}; choose among {', '.join(CASES)}")
    if "naive" not in cases:
        cases.insert(0, "naive")
    results: dict[str, list[dict]] = {c: [] for c in cases}
    with tempfile.TemporaryDirectory() as tmp:
        env = {**os.environ, "ISLE_OF_CATS_CONFIG": tmp, "ISLE_OF_CATS_DATA": tmp}
        if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
            env.setdefault("SDL_VIDEODRIVER", "dummy")
        env.setdefault("SDL_AUDIODRIVER", "dummy")  # the mixer's thread runs as with a device
        load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
        for _ in range(args.rounds):
            for case in cases:
                results[case].append(run_case(case, args, env))
    driver = env.get("SDL_VIDEODRIVER", "x11")
    print(
        f"CPU share of one core, {args.size}, {driver} video, {args.rounds} rounds of "
        f"{args.seconds:.0f} s (median; load average {load:.1f} at start, "
        f"{os.getloadavg()[0] if hasattr(os, 'getloadavg') else float('nan'):.1f} at end)"
    )
    naive = results["naive"]
    print(f"{'case':<15}{'cpu %':>8}{'fps':>7}{'x naive':>9}  target")
    targets = {
        "naive": "",
        "naive_default": "(SDL's default window path)",
        "title": "<= 0.25 x naive",
        "title_reduced": "<= 3 %",
        "settings": "<= 0.25 x naive (its island moves)",
        "table": "<= 5 %",
    }
    for case in cases:
        runs = results[case]
        cpu = statistics.median(r["cpu"] for r in runs) * 100
        fps = statistics.median(r["fps"] for r in runs)
        ratio = statistics.median(
            r["cpu"] / max(n["cpu"], 1e-9) for r, n in zip(runs, naive, strict=True)
        )
        print(f"{case:<15}{cpu:>8.1f}{fps:>7.1f}{ratio:>9.2f}  {targets[case]}")
        if args.threads:
            last = runs[len(runs) // 2]
            for name, share in last["threads"].items():
                print(f"{'':<17}{name:<28}{share * 100:5.1f} %")
    return 0


if __name__ == "__main__":
    from game.cli import run

    sys.exit(run(main))
