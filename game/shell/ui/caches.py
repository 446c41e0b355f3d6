"""The drawn pictures kept between frames outside the art store (text lines, text blocks,
prompt badges, dim plates): each is bounded, and all are dropped at once when the window size,
text scale, palette or language changes, since none of them will be shown again."""

from __future__ import annotations


def drop_drawn() -> None:
    from game.shell.ui import panels, prompts, text

    text.render.cache_clear()
    text.render_block.cache_clear()
    text.forget_fonts()
    text.outlined.cache_clear()
    prompts.glyph_badge.cache_clear()
    prompts.forget_bars()
    panels.SHADES.clear()


def bound_drawn(size: tuple[int, int]) -> None:
    """Bound the text lines and text blocks kept to the window's size: one and a half
    windows' worth of pixels each (12 MiB at 1080p), 8 to 24 MiB (a 4K screen's text fits)."""
    from game.shell.ui import text

    bound = max(8 * 2**20, min(size[0] * size[1] * 6, 24 * 2**20))
    text.render.cache_bound(bound)
    text.render_block.cache_bound(bound)
