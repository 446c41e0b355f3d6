"""The living island drawn the cheap way shows the same pixels as stacking its full layers, and
the regions it names for a drift hold every pixel that changes."""

from __future__ import annotations

import pygame
import pytest

from game.shell.ui.art import scenery
from game.shell.ui.living import LivingBackground, LivingBackgrounds
from game.shell.ui.palette import PALETTES

SIZE = (320, 180)


@pytest.fixture(scope="module")
def layers():
    pygame.init()
    return scenery.title_layers(*SIZE, PALETTES["standard"])


def stacked(layers, offsets) -> bytes:
    """The plain way: every full layer, wrapped around at its offset."""
    surface = pygame.Surface(SIZE)
    for (image, _), offset in zip(layers, offsets, strict=True):
        x = -(offset % image.get_width())
        surface.blit(image, (x, 0))
        surface.blit(image, (x + image.get_width(), 0))
    return pygame.image.tobytes(surface, "RGB")


def cheap(background, offsets, clip=None) -> bytes:
    surface = pygame.Surface(SIZE)
    if clip is not None:
        surface.set_clip(clip)
    background.draw(surface, offsets)
    return pygame.image.tobytes(surface, "RGB")


def offsets_at(layers, step: int) -> tuple[int, ...]:
    return tuple(round(step * speed * 3) for _, speed in layers)


def test_the_cheap_drawing_matches_the_stacked_layers(layers):
    background = LivingBackground(SIZE, layers)
    assert any(speed for _, speed in layers), "some layers drift"
    for step in (0, 1, 7, 40, 333):
        offsets = offsets_at(layers, step)
        assert cheap(background, offsets) == stacked(layers, offsets), step


def test_a_drift_changes_pixels_only_inside_the_named_regions(layers):
    background = LivingBackground(SIZE, layers)
    for step in (0, 5, 61):  # (that they are small is held at a real size: tests/app)
        old, new = offsets_at(layers, step), offsets_at(layers, step + 1)
        before = pygame.Surface(SIZE)
        background.draw(before, old)
        regions = [
            rect
            for i, (a, b) in enumerate(zip(old, new, strict=True))
            if a != b
            for rect in background.changed(i, a, b)
        ]
        after = before.copy()  # the loop redraws only the regions, over the old frame
        for rect in regions:
            after.set_clip(rect)
            background.draw(after, new)
        assert pygame.image.tobytes(after, "RGB") == cheap(background, new), step


def test_the_backgrounds_are_built_aside_and_let_go_when_the_window_changes(layers):
    built = []

    def build(size, palette):
        built.append(size)
        return LivingBackground(SIZE, layers)

    backgrounds = LivingBackgrounds(build)
    assert backgrounds.get(SIZE, "standard", None, wait=False) is None, "the first frame waits not"
    assert backgrounds._thread is None, "the thread started mid-frame (it slows the frame)"
    backgrounds.start_asked()  # the frame is drawn
    backgrounds._thread.join()
    assert backgrounds.get(SIZE, "standard", None, wait=False) is not None
    assert backgrounds.nbytes > 0
    backgrounds.get((640, 360), "standard", None, wait=True)
    assert built == [SIZE, (640, 360)], "a new size builds anew"
    backgrounds.release()
    assert backgrounds.nbytes == 0 and backgrounds.ready is None


def test_only_the_rows_that_show_are_kept(layers):
    """The sky behind the sea and the sea behind the waves never show: their rows are not
    kept (about 26 MB of the island's 67 at 4K), and the drawing is unchanged (above)."""
    background = LivingBackground(SIZE, layers)
    full = sum(image.get_width() * image.get_height() * 4 for image, _ in layers)
    assert background.nbytes < 0.75 * full
    for layer in background.layers:
        for part in layer.parts:
            assert part.visible == [(part.y0, part.y1)]
            assert part.surface.get_height() == part.y1 - part.y0


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (1366, 768), (800, 600)])
def test_the_plain_sky_is_filled_in_bands_with_the_pixels_of_its_picture(size):
    """Issue 43: the sky that shows while the island is drawn is filled row band by row band
    (no window-sized picture before the first frame), pixel for pixel the picture the island
    fades in over, in the whole window and inside a redraw's clip."""
    pygame.init()
    backgrounds = LivingBackgrounds()
    picture = pygame.Surface(size)
    picture.blit(backgrounds.plain(size), (0, 0))
    filled = pygame.Surface(size)
    backgrounds.draw_plain(filled)
    assert pygame.image.tobytes(filled, "RGB") == pygame.image.tobytes(picture, "RGB")
    clip = pygame.Rect(size[0] // 3, size[1] // 4, size[0] // 5, size[1] // 3)
    inside = pygame.Surface(size)
    inside.fill((1, 2, 3))
    inside.set_clip(clip)
    backgrounds.draw_plain(inside)
    inside.set_clip(None)
    expected = pygame.Surface(size)
    expected.fill((1, 2, 3))
    expected.blit(picture, clip, clip)
    assert pygame.image.tobytes(inside, "RGB") == pygame.image.tobytes(expected, "RGB")
