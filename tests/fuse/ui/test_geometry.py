"""Kitten Fuse's table fits every window the box supports: at 1280x720 and 1920x1080, text at
100 % and 200 %, two to five players, the hand's cards stay wide enough to read from the sofa,
the panels, the piles and the hand stay inside the window and apart."""

from __future__ import annotations

import pytest

from game.fuse.ui.geometry import HAND_MIN, geometry
from game.shell.ui.layout import Layout


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("scale", [1.0, 2.0])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_table_fits_the_window(size, scale, players):
    import pygame

    pygame.init()
    layout = Layout(*size, text_scale=scale)
    geo = geometry(layout, players)
    window = pygame.Rect(0, 0, *size)
    assert geo.hand_card >= layout.px(HAND_MIN) * 0.6
    for rect in (*geo.panels, geo.deck, geo.discard, geo.play, geo.hand, geo.hud):
        assert window.contains(rect), rect
    assert not geo.deck.colliderect(geo.play) and not geo.discard.colliderect(geo.play)
    assert geo.hand.top >= geo.deck.bottom
    assert all(not a.colliderect(b) for a, b in zip(geo.panels, geo.panels[1:], strict=False))
    rects = geo.hand_rects(15)
    assert rects[0].left >= geo.hand.left - 1 and rects[-1].right <= geo.hand.right + 1
