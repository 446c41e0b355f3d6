"""The layout audit: render every screen and every dialog at many window sizes, text sizes,
languages and palettes, and report what a player would see wrong (tools/layout_checks.py:
cut text, overlaps, text off the window, two prompt bars, low contrast on the real pixels,
text showing through an overlay, a message over a choice or over another message, an
invisible focus ring, glyphs the font lacks, a dialog's button out of view).

    python tools/layout_audit.py [--full] [--only NAME,...] [--shots DIR] [--details] [--jobs N]

Without --full it runs the CI rows: 1280x720 and 1920x1080, text 100 % and 200 %, English and
French, the standard palette. --full runs the whole matrix: 1280x720, 1920x1080 and
3840x2160; text 100 %, 150 % and 200 %; English and French; standard and high contrast.
Each screen is reached once per language (the game screens replay the logs in
tests/layout/games/, recorded with bots when missing) and then shown at every size, text
scale and palette, as a player changing the settings would see it. The output ends with a
table of findings per screen and a summary line; the exit status is 1 when anything was found.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import warnings
from collections import Counter
from collections.abc import Callable, Iterable
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from game.shell.arguments import Parser  # noqa: E402

sys.path.insert(0, str(ROOT / "tools"))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
from game.cli import check_folder, check_jobs  # noqa: E402

GAMES = ROOT / "tests" / "layout" / "games"  # the game logs the game screens replay

SIZES_CI = ((1280, 720), (1920, 1080))
SCALES_CI = (1.0, 2.0)
SIZES_FULL = ((1280, 720), (1920, 1080), (3840, 2160))
SCALES_FULL = (1.0, 1.5, 2.0)
LANGUAGES = ("en", "fr")


@dataclass(frozen=True)
class Config:
    size: tuple[int, int]
    text_scale: float
    language: str
    palette: str = "standard"

    def label(self) -> str:
        pal = "" if self.palette == "standard" else " hc"
        return f"{self.size[0]}x{self.size[1]} {round(self.text_scale * 100)}% {self.language}{pal}"


def matrix(full: bool) -> list[Config]:
    sizes, scales = (SIZES_FULL, SCALES_FULL) if full else (SIZES_CI, SCALES_CI)
    palettes = ("standard", "high_contrast") if full else ("standard",)
    return [
        Config(size, scale, lang, pal)
        for lang in LANGUAGES
        for pal in palettes
        for size in sizes
        for scale in scales
    ]


@dataclass(frozen=True)
class Result:
    screen: str
    config: Config
    check: str
    text: str
    detail: str


def screens() -> dict[str, Callable]:
    """Every screen the audit looks at: name -> function(app) that shows it."""
    import screenshots

    return screenshots.scenes(recordings=GAMES)


_ART: dict = {}  # pictures drawn for one screen serve the next ones (same palette, symbols)
_AUDIO: list = []


def _sharing(app):
    """The app, drawing with pictures and sounds shared by every screen of the audit (each
    screen starts a new app; drawing every boat and cat again for each would be most of the
    audit's time)."""
    from game.shell.app.main import App

    class SharingApp(App):
        @property
        def art(self):
            from game.shell.options import SYMBOL_SCALES
            from game.shell.ui.art import Art
            from game.shell.ui.symbols_data import player_mapping

            s = self.settings
            key = (s.palette, s.symbols, repr(s.symbol_map), s.symbol_size)
            if key not in _ART:
                legend = player_mapping(s.symbol_map)
                _ART[key] = Art(
                    self.palette,
                    self.symbol_map(),
                    legend=legend,
                    symbol_scale=SYMBOL_SCALES[s.symbol_size],
                )
            return _ART[key]

        @property
        def audio(self):
            if not _AUDIO:
                _AUDIO.append(App.audio.func(self))
            return _AUDIO[0]

    app.__class__ = SharingApp
    return app


def capture(app, step: bool = False):
    """Draw one frame of the app into a recording canvas (with ``step``: the frame of one
    ``app.step``, its updates first); the recorded frame."""
    from game.shell.ui import drawlog

    log = drawlog.log
    assert log is not None, "drawlog.start() first"
    canvas = log.begin(app.window.get_size())
    if step:
        own = app.__dict__.get("draw")  # a draw the caller put on this app stays
        draw = app.draw
        app.draw = lambda surface: draw(canvas)
        try:
            app.step(1 / 60)
        finally:
            if own is None:
                del app.draw
            else:
                app.draw = own
    else:
        app.draw(canvas)
    return log.end()


@contextmanager
def _data_dir(path: str):
    """The game's data (settings, saves, profiles) in ``path`` for a while: the audit never
    touches the player's own."""
    before = os.environ.get("ISLE_OF_CATS_DATA")
    os.environ["ISLE_OF_CATS_DATA"] = path
    try:
        yield
    finally:
        if before is None:
            del os.environ["ISLE_OF_CATS_DATA"]
        else:
            os.environ["ISLE_OF_CATS_DATA"] = before


def audit_screen(
    name: str, show: Callable, configs: Iterable[Config], shots: Path | None = None
) -> list[Result]:
    """Show one screen once per language, then at every size, text scale and palette."""
    import pygame
    import screenshots
    from layout_checks import check_frame, hidden_choices

    results: list[Result] = []
    by_language: dict[str, list[Config]] = {}
    for config in configs:
        by_language.setdefault(config.language, []).append(config)
    for language, group in by_language.items():
        with tempfile.TemporaryDirectory() as tmp, _data_dir(tmp), warnings.catch_warnings():
            # pygame-gui warns of labels taller than their row; the checks measure what shows
            warnings.filterwarnings("ignore", "Label Rect is too small", UserWarning)
            first = group[0]
            app = _sharing(
                screenshots._app(
                    first.size,
                    Path(tmp),
                    language=language,
                    text_scale=first.text_scale,
                    palette=first.palette,
                )
            )
            show(app)
            for config in group:
                settings = app.settings
                if (settings.window_size, settings.text_scale, settings.palette) != (
                    config.size,
                    config.text_scale,
                    config.palette,
                ):
                    app.apply_settings(
                        replace(
                            settings,
                            window_size=config.size,
                            text_scale=config.text_scale,
                            palette=config.palette,
                        ),
                        save=False,
                    )
                frame = capture(app, step=True)
                if shots is not None:
                    shots.mkdir(parents=True, exist_ok=True)
                    label = config.label().replace(" ", "_").replace("%", "")
                    pygame.image.save(frame.image, str(shots / f"{name}_{label}.png"))
                found = check_frame(frame) + hidden_choices(app.stack.top)
                results += [Result(name, config, f.check, f.text, f.detail) for f in found]
            if app.session is not None:
                app.session.close()
    return results


def run(
    names: list[str], configs: list[Config], shots: Path | None = None, jobs: int = 1
) -> tuple[list[Result], int]:
    """Audit the named screens (in ``jobs`` processes); (findings, frames checked). With
    more than one screen, each is audited in a fresh process: a screen's pictures at 4K
    weigh more than a gigabyte, and the whole matrix in one process would not fit."""
    if len(names) > 1:
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        # fresh processes (SDL does not survive a fork well); a worker that dies raises
        # instead of leaving the audit waiting
        # (a pool per batch of ``jobs`` screens, shut down before the next: a pool that
        # replaces its workers itself leaves semaphores behind, warned of at exit)
        context = multiprocessing.get_context("spawn")
        results = []
        for start in range(0, len(names), jobs):
            batch = names[start : start + jobs]
            with ProcessPoolExecutor(len(batch), mp_context=context) as pool:
                futures = [pool.submit(_audit, [name], configs, shots) for name in batch]
                results += [r for future in futures for r in future.result()]
    else:
        results = _audit(names, configs, shots)
    return results, len(names) * len(configs)


def _audit(names: list[str], configs: list[Config], shots: Path | None) -> list[Result]:
    from game.shell.ui import drawlog

    table = screens()
    drawlog.start()
    try:
        results: list[Result] = []
        for name in names:
            results += audit_screen(name, table[name], configs, shots)
    finally:
        drawlog.stop()
        _ART.clear()
    return results


def report(results: list[Result], names: list[str], details: bool) -> list[str]:
    """The findings grouped (with the settings where each shows), a table per screen and
    check, and the summary line."""
    from layout_checks import CHECKS

    lines: list[str] = []
    grouped: dict[tuple[str, str, str], list[Result]] = {}
    for r in results:
        grouped.setdefault((r.screen, r.check, r.text), []).append(r)
    shown = grouped.items() if details else list(grouped.items())[:60]
    for (screen, check, words), found in shown:
        where = ", ".join(sorted({r.config.label() for r in found}))
        lines.append(f"{screen:15} {check:12} {words[:60]!r} {found[0].detail} [{where}]")
    if not details and len(grouped) > 60:
        lines.append(f"... and {len(grouped) - 60} more (--details lists them all)")
    counts = Counter((r.screen, r.check) for r in results)
    checks = list(CHECKS)
    head = f"{'screen':15}" + "".join(f"{c[:8]:>9}" for c in checks) + f"{'total':>8}"
    lines += ["", head, "-" * len(head)]
    for name in names:
        row = [counts[(name, c)] for c in checks]
        lines.append(f"{name:15}" + "".join(f"{n or '.':>9}" for n in row) + f"{sum(row):>8}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = Parser(description="Audit every screen's layout.")
    parser.add_argument("--full", action="store_true", help="the whole matrix (slow)")
    parser.add_argument("--only", default="", help="comma-separated screen names")
    parser.add_argument("--shots", default="", help="save every checked frame as PNG here")
    parser.add_argument("--details", action="store_true", help="list every finding")
    parser.add_argument(
        "--jobs", type=int, default=min(2, os.cpu_count() or 1), help="processes (default 2)"
    )
    args = parser.parse_args(argv)
    check_jobs(parser, args.jobs)
    if args.shots:
        check_folder(parser, "--shots", args.shots)
    table = screens()
    names = [n for n in args.only.split(",") if n] or list(table)
    unknown = [n for n in names if n not in table]
    if unknown:
        parser.error(f"unknown screen(s): {', '.join(unknown)}; known: {', '.join(table)}")
    started = time.perf_counter()
    configs = matrix(args.full)
    shots = Path(args.shots) if args.shots else None
    results, frames = run(names, configs, shots, max(1, args.jobs))
    for line in report(results, names, args.details):
        print(line)
    seconds = time.perf_counter() - started
    print(
        f"\n{len(results)} findings in {frames} frames "
        f"({len(names)} screens x {len(configs)} settings) in {seconds:.0f} s"
    )
    return 1 if results else 0


if __name__ == "__main__":
    from game.cli import run as guarded_run

    sys.exit(guarded_run(main))
