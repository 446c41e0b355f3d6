"""Fonts outlive a pygame.quit(): a tool or a window that quits and a later one that starts
(the screenshots tool after a benchmark, a test after another) still draw text."""

from __future__ import annotations

import pygame

from game.shell.ui import text


def test_text_draws_after_pygame_quits_and_starts_again():
    pygame.init()
    width = text.font("body", 23).size("Isle of Cats")[0]
    pygame.quit()
    pygame.init()
    assert text.font("body", 23).size("Isle of Cats")[0] == width
    assert text.render_block("Quit and start again", "bold", 19, (0, 0, 0), 300).get_width() == 300
    pygame.quit()
    assert text.font("title", 17).get_ascent() > 0, "the font module starts again on its own"
