"""Every check of the layout audit fires on a frame built to break it, and stays quiet on the
same frame done right (a check that cannot fail is a defect)."""

from __future__ import annotations

import sys
from pathlib import Path
from types import SimpleNamespace

import pygame
import pytest

from game.shell.ui import drawlog, text
from game.shell.ui.i18n import Translator
from game.shell.ui.layout import Layout
from game.shell.ui.palette import STANDARD
from game.shell.ui.panels import BACKDROP, dim, draw_panel, focus_ring
from game.shell.ui.prompts import draw_prompts

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from layout_checks import CHECKS, check_frame, hidden_choices  # noqa: E402

SIZE = (1280, 720)
INK = STANDARD.text  # cream
GROUND = STANDARD.background  # navy


@pytest.fixture
def log():
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    pygame.font.init()
    found = drawlog.start()
    yield found
    drawlog.stop()


def fake_app() -> SimpleNamespace:
    return SimpleNamespace(
        layout=Layout(*SIZE),
        palette=STANDARD,
        t=Translator("en"),  # key names in the player's language, as a real app has
        input=SimpleNamespace(layout="keyboard", glyph_for=lambda intent: intent.title()),
    )


def frame_of(log, draw) -> list:
    """The findings of one frame: ``draw(canvas)`` after a navy ground, as scene 0."""
    canvas = log.begin(SIZE)
    canvas.fill(GROUND)
    drawlog.note_scene(0, SimpleNamespace(name="test"))
    draw(canvas)
    return check_frame(log.end())


def checks(findings) -> set[str]:
    return {f.check for f in findings}


def words(canvas, label: str, pos, color=INK, size: int = 24) -> pygame.Rect:
    image = text.render(label, "body", size, color)
    return canvas.blit(image, pos)


def test_a_clean_frame_has_no_finding(log):
    def draw(canvas):
        words(canvas, "Keep 2 of these cards", (40, 40))
        words(canvas, "The others go to Leo", (40, 90))
        draw_prompts(canvas, fake_app(), [("confirm", "Select"), ("back", "Back")], y=690)

    assert frame_of(log, draw) == []


def test_text_cut_by_a_crop(log):
    def draw(canvas):
        image = text.render("Landlubbers count missing colours", "body", 24, INK)
        canvas.blit(image, (40, 40), pygame.Rect(0, 0, image.get_width() // 2, 40))

    assert checks(frame_of(log, draw)) == {"cut"}


def test_text_cut_inside_a_composed_surface(log):
    def draw(canvas):
        card = pygame.Surface((60, 40), pygame.SRCALPHA)  # a line wider than its card
        card.blit(text.render("Landlubbers count", "body", 18, INK), (4, 4))
        canvas.blit(card.convert_alpha(), (40, 40))

    assert checks(frame_of(log, draw)) == {"cut"}


def test_text_ending_with_an_ellipsis(log):
    def draw(canvas):
        x = words(canvas, "Rare find: take an", (40, 40)).right
        words(canvas, "…", (x, 40))

    assert checks(frame_of(log, draw)) == {"ellipsis"}


def test_text_off_the_window(log):
    def draw(canvas):
        words(canvas, "Mia: place the tile", (SIZE[0] - 60, 40))

    assert checks(frame_of(log, draw)) == {"outside"}


def test_the_prompt_bar_stays_in_the_window(log):
    def draw(canvas):
        draw_prompts(canvas, fake_app(), [("confirm", "Select")], y=715)

    assert frame_of(log, draw) == []


def test_a_prompt_bar_off_the_window(log):
    def draw(canvas):
        canvas.fill(STANDARD.panel, pygame.Rect(500, 690, 280, 40))
        drawlog.note("prompt_bar", pygame.Rect(500, 690, 280, 40), canvas)

    assert checks(frame_of(log, draw)) == {"outside"}


def test_a_button_off_the_window(log):
    def draw(canvas):
        drawlog.note("element", pygame.Rect(1240, 700, 100, 40), canvas, label="Pass")

    assert checks(frame_of(log, draw)) == {"outside"}


def test_text_over_text(log):
    def draw(canvas):
        words(canvas, "Baskets 1/1", (40, 40))
        words(canvas, "Keep 2 of these 7 cards", (60, 48))

    assert "overlap" in checks(frame_of(log, draw))


def test_text_hidden_under_a_panel_drawn_over_it(log):
    def draw(canvas):
        words(canvas, "Speed 1", (40, 40))
        draw_panel(canvas, pygame.Rect(30, 30, 200, 60), fake_app())

    assert checks(frame_of(log, draw)) == {"overlap"}


def test_text_over_the_prompt_bar(log):
    def draw(canvas):
        draw_prompts(canvas, fake_app(), [("confirm", "Select"), ("back", "Back")], y=680)
        words(canvas, "Is your turn done?", (560, 676))

    assert "over_bar" in checks(frame_of(log, draw))


def test_text_over_a_button(log):
    def draw(canvas):
        button = pygame.Rect(100, 100, 160, 44)
        pygame.draw.rect(canvas, STANDARD.panel, button)
        drawlog.note("element", button, canvas, label="Pass")
        words(canvas, "Play an anytime card", (40, 90))

    assert checks(frame_of(log, draw)) == {"over_button"}


def test_a_button_label_inside_its_button_is_fine(log):
    def draw(canvas):
        button = pygame.Rect(100, 100, 160, 44)
        pygame.draw.rect(canvas, STANDARD.panel, button)
        drawlog.note("element", button, canvas, label="Pass")
        words(canvas, "Pass", (150, 106))

    assert frame_of(log, draw) == []


def test_two_prompt_bars(log):
    def draw(canvas):
        draw_prompts(canvas, fake_app(), [("confirm", "Place"), ("flip", "Flip")], y=690)
        drawlog.note_scene(1, SimpleNamespace(name="dialog"))
        draw_prompts(canvas, fake_app(), [("confirm", "Select")], y=600)

    assert checks(frame_of(log, draw)) == {"two_bars"}


def test_low_contrast_on_the_real_pixels(log):
    def draw(canvas):
        cloud = pygame.Rect(20, 20, 400, 80)
        canvas.fill((250, 250, 250), cloud)  # a white cloud behind cream letters
        words(canvas, "Settings", (40, 40), size=40)

    assert checks(frame_of(log, draw)) == {"contrast"}


def test_contrast_measured_where_the_text_is_not_on_the_theme_pair(log):
    """Cream on navy is a good pair; half of this text sits on a light strip anyway."""

    def draw(canvas):
        canvas.fill((230, 226, 214), pygame.Rect(0, 40, SIZE[0], 14))
        words(canvas, "Leo: 20 fish", (40, 30))

    assert checks(frame_of(log, draw)) == {"contrast"}


def test_table_text_legible_through_an_overlay(log):
    def draw(canvas):
        words(canvas, "Baskets 1/1", (40, 200))
        dim(canvas, GROUND, 150)
        words(canvas, "Keep 2 of these cards", (40, 40))

    assert checks(frame_of(log, draw)) == {"show_through"}


def test_table_text_faintly_legible_through_a_dark_shade(log):
    """The play-test of 2026-12-04 read the table's words through the old 246 shade."""

    def draw(canvas):
        words(canvas, "20 fish · 0 cards", (40, 200))
        dim(canvas, GROUND, 246)
        words(canvas, "Keep 2 of these cards", (40, 40))

    assert checks(frame_of(log, draw)) == {"show_through"}


def test_an_opaque_enough_overlay_hides_the_table_text(log):
    def draw(canvas):
        words(canvas, "Baskets 1/1", (40, 200))
        dim(canvas, GROUND, BACKDROP)
        words(canvas, "Keep 2 of these cards", (40, 40))

    assert frame_of(log, draw) == []


def test_a_message_over_a_choice(log):
    """A caption over a cat the player chooses from (play-test N2)."""

    def draw(canvas):
        cat = pygame.Rect(100, 100, 60, 60)
        canvas.fill(STANDARD.panel_edge, cat)
        drawlog.note("choice", cat, canvas, label="tile:blue403")
        plate = pygame.Rect(80, 140, 320, 40)
        canvas.fill(STANDARD.panel, plate)
        drawlog.note("message", plate, canvas, label="caption")

    assert checks(frame_of(log, draw)) == {"over_choice"}


def test_messages_over_each_other(log):
    """Toasts piled on a banner (play-test N4)."""

    def draw(canvas):
        for y in (100, 120):
            plate = pygame.Rect(80, y, 320, 40)
            canvas.fill(STANDARD.panel, plate)
            drawlog.note("message", plate, canvas, label="toast")

    assert checks(frame_of(log, draw)) == {"stacked"}


def test_messages_beside_the_choices_and_each_other_are_fine(log):
    def draw(canvas):
        cat = pygame.Rect(100, 100, 60, 60)
        canvas.fill(STANDARD.panel_edge, cat)
        drawlog.note("choice", cat, canvas, label="tile:blue403")
        for y in (200, 250):
            plate = pygame.Rect(80, y, 320, 40)
            canvas.fill(STANDARD.panel, plate)
            drawlog.note("message", plate, canvas, label="toast")

    assert frame_of(log, draw) == []


def test_an_invisible_focus_ring(log):
    def draw(canvas):
        button = pygame.Rect(100, 100, 160, 44)
        pygame.draw.rect(canvas, STANDARD.accent, button, border_radius=8)
        focus_ring(canvas, button.inflate(4, 4), STANDARD.accent, 3, 8)  # yellow on yellow
        canvas.fill(STANDARD.accent, pygame.Rect(80, 80, 200, 84))  # and the sky around it

    assert checks(frame_of(log, draw)) == {"focus"}


def test_a_visible_focus_ring(log):
    def draw(canvas):
        button = pygame.Rect(100, 100, 160, 44)
        pygame.draw.rect(canvas, STANDARD.panel, button, border_radius=8)
        focus_ring(canvas, button.inflate(10, 10), STANDARD.focus, 4, 10)

    assert frame_of(log, draw) == []


def test_a_glyph_the_font_lacks(log):
    def draw(canvas):
        words(canvas, "Music  ▮▮▮▮▯▯  40 %", (40, 40))

    found = frame_of(log, draw)
    assert checks(found) == {"tofu"}
    assert "▮" in found[0].detail


def test_a_dialog_button_scrolled_out_of_view(tmp_path, monkeypatch):
    from game.shell.scenes.dialog import ChoiceScene
    from tests.app.conftest import make_app

    app = make_app(tmp_path, monkeypatch)
    try:
        scene = ChoiceScene(app, "Which one?", [(f"answer {i}", lambda: None) for i in range(3)])
        app.stack.push(scene)
        app.stack.apply()
        assert hidden_choices(scene) == []
        scene.area = (390.0, 470.0, 500.0, 40.0)  # a column with room for one row
        scene.form.area = scene.area
        scene.form.build()
        found = hidden_choices(scene)
        assert {f.check for f in found} == {"hidden"} and len(found) == 2
    finally:
        pygame.display.quit()


def test_every_check_has_a_test_here():
    source = Path(__file__).read_text(encoding="utf-8")
    for name in CHECKS:
        assert f'{{"{name}"}}' in source or f'"{name}" in' in source, name


def test_recording_is_off_after_stop():
    render, surface = text.render, pygame.Surface
    drawlog.start()
    assert text.render is not render and pygame.Surface is not surface
    drawlog.stop()
    assert drawlog.log is None
    assert text.render is render and pygame.Surface is surface


def test_the_glyph_check_outlives_a_pygame_quit():
    """A test or a tool may quit pygame (FreeType with it) between two audits: the check's
    fonts are made again, never used dead."""
    from layout_checks import missing_glyphs

    pygame.init()
    missing_glyphs.cache_clear()
    assert missing_glyphs("Music ▮", "body") == "▮"
    pygame.quit()
    pygame.init()
    missing_glyphs.cache_clear()
    assert missing_glyphs("Musique ▮", "body") == "▮"
    pygame.quit()
