"""The drawn pictures kept between frames outside the art store (text lines, text blocks,
prompt badges, dim plates): each is bounded, and all are dropped at once when the window size,
text scale, palette or language changes, since none of them will be shown again."""

from __future__ import annotations


def drop_drawn() -> None:
    from game.ui import panels, prompts, text

    text.render.cache_clear()
    text.render_block.cache_clear()
    text.outlined.cache_clear()
    prompts.glyph_badge.cache_clear()
    prompts.forget_bars()
    panels.SHADES.clear()
