"""The focus mark is whole and covers nothing (play-test 2026-12-04): in Settings at 200 %
the "more below" arrow sat on the focused row's ring; the pointer of a full-width row ran
off the window's left edge; in the common treasure choice the ring and the pointer of one
shape lay over the next shape's picture."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.shell.scenes.settings import SettingsScene
from tests.app.conftest import Driver, make_app

SIZES = [(1280, 720), (1920, 1080)]


def ring_edges(app, rect: pygame.Rect) -> list[tuple[tuple[int, int], tuple]]:
    """The middle of the focus ring's top and bottom edges, pixel by pixel, with the colour
    each should have: its bright line, then its dark rim (game.shell.ui.gui.draw_focus_ring)."""
    layout, palette = app.layout, app.palette
    gap, width, rim = max(2, layout.px(4)), max(3, layout.px(4)), max(1, layout.px(2))
    ring = rect.inflate(2 * (gap + width), 2 * (gap + width))
    xs = range(ring.centerx - layout.px(40), ring.centerx + layout.px(40))
    rows = [(ring.top + k, palette.focus) for k in range(width)]
    rows += [(ring.bottom - 1 - k, palette.focus) for k in range(width)]
    rows += [(ring.top - 1 - k, palette.background) for k in range(rim)]
    rows += [(ring.bottom + k, palette.background) for k in range(rim)]
    return [((x, y), tuple(color)) for x in xs for y, color in rows]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", [1.0, 2.0])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_scroll_arrows_never_cover_the_focused_rows_ring(
    tmp_path, monkeypatch, size, scale, language
):
    app = make_app(tmp_path, monkeypatch, "--size", f"{size[0]}x{size[1]}", language=language)
    try:
        app.settings.text_scale = scale
        app.apply_settings(app.settings, save=False)
        app.start(SettingsScene(app))
        drive = Driver(app)
        drive.frames(2)
        form = drive.top.form
        scrolled = 0
        for _ in range(len(form.widgets) + 2):
            rect = form.focused.rect
            scrolled += form.scroll > 0
            for point, color in ring_edges(app, rect):
                assert tuple(app.window.get_at(point)[:3]) == color, (
                    f"ring of {form.focused.key} covered at {point}"
                )
            drive.press("down", 1)
        assert scrolled, "the list scrolled"
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", SIZES)
def test_the_focus_pointer_of_a_wide_row_stays_in_the_window(tmp_path, monkeypatch, size):
    from game.shell.ui.gui import focus_pointer

    app = make_app(tmp_path, monkeypatch, "--size", f"{size[0]}x{size[1]}", language="fr")
    try:
        app.settings.text_scale = 2.0
        app.apply_settings(app.settings, save=False)
        app.start(SettingsScene(app))
        Driver(app).frames(2)
        form = app.stack.top.form
        for widget in form.widgets:
            points = focus_pointer(widget.rect, app.layout)
            assert min(x for x, _ in points) >= 0, widget.key
            assert max(x for x, _ in points) < size[0], widget.key
    finally:
        pygame.display.quit()


def commons_frames(size, scale, language, tmp_path: Path):
    """The common treasure choice with each shape focused in turn: the pixels of each frame,
    the shapes' rects and the panel they sit on."""
    from tools import screenshots

    _, app = screenshots.shot("commons", size, tmp_path, language=language, text_scale=scale)
    scene = app.stack.top
    pictures = [i for i, item in enumerate(scene.items) if item.key.startswith("take:")]
    assert len(pictures) >= 2
    frames = []
    for index in pictures:
        scene.focus = index
        screenshots._settle(app, 2)
        frames.append(pygame.surfarray.array3d(app.window))
    rects = [scene.items[i].rect.copy() for i in pictures]
    return app, rects, scene.game.table.regions().panel, frames


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", [1.0, 2.0])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_treasure_shapes_focus_mark_touches_no_other_picture(
    tmp_path, monkeypatch, size, scale, language
):
    monkeypatch.setenv("ISLE_OF_CATS_DATA", str(tmp_path / "data"))
    app, rects, panel, frames = commons_frames(size, scale, language, tmp_path)
    try:
        corner = app.layout.px(12)  # a ring's dark rim fills its own picture's round corners
        for i, frame in enumerate(frames):
            for j, rect in enumerate(rects):
                # the picture as when it is focused (its own ring is outside it)
                for part in (rect.inflate(0, -2 * corner), rect.inflate(-2 * corner, 0)):
                    area = (slice(part.left, part.right), slice(part.top, part.bottom))
                    assert (frame[area] == frames[j][area]).all(), (
                        f"shape {i}'s focus mark over shape {j}'s picture"
                    )
        changed = (frames[0] != frames[-1]).any(axis=2)
        assert changed.any(), "the focus moved"
        changed[panel.left : panel.right, panel.top : panel.bottom] = False
        off = [tuple(point) for point in zip(*changed.nonzero(), strict=True)]
        assert not off, f"a focus mark off the panel at {off[:3]}"
    finally:
        pygame.display.quit()
