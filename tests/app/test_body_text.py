"""Body text is at least 26 px at 1920x1080 (issue 7, item 4), checked on the table's rendered
scenes: every line of words drawn there is recorded with its pixel size.

Not body text, and so not held to the minimum: numbers alone (badges, counters, the day
track), the key caps of the prompt bar, the names inside the turn-order chips, and the text
printed on card pictures (every card is read full size in the zoom panel and on the table's
cards screen)."""

from __future__ import annotations

import functools
import re
import traceback

import pytest

from tests.golden.test_golden import GAMES
from tools import screenshots

MIN_PX = 26
EXEMPT = (
    "game/shell/ui/art/",
    "game/isle/ui/art/",
    "game/shell/ui/prompts.py",
)  # card pictures, key caps


def _caller() -> str:
    for frame in reversed(traceback.extract_stack()[:-2]):
        if "/game/" in frame.filename and not frame.filename.endswith("ui/text.py"):
            return f"game/{frame.filename.split('/game/', 1)[1]}:{frame.name}"
    return "?"


@pytest.mark.parametrize("name", ["rescue", "placing", "draft"])
def test_words_on_the_table_are_at_least_26_px_at_1080p(name, tmp_path, monkeypatch):
    from game.shell.ui import text

    small: list[str] = []
    render, block = text.render, text.render_block

    def check(label: str, size: int) -> None:
        where = _caller()
        if (
            size < MIN_PX
            and re.search(r"[^\W\d_]{2,}", label)
            and not where.startswith(EXEMPT)
            and not where.endswith("seat_badge")
        ):
            small.append(f"{where}: {label!r} at {size} px")

    @functools.wraps(render)  # the cache's handles stay (the app bounds the caches)
    def spy_render(label, face, size, color, *args, **kwargs):
        check(label, size)
        return render(label, face, size, color, *args, **kwargs)

    @functools.wraps(block)
    def spy_block(label, face, size, color, width, *args, **kwargs):
        check(label, size)
        return block(label, face, size, color, width, *args, **kwargs)

    monkeypatch.setattr(text, "render", spy_render)
    monkeypatch.setattr(text, "render_block", spy_block)
    screenshots.shot(name, (1920, 1080), tmp_path, recordings=GAMES)
    assert not small, "\n".join(sorted(set(small)))
