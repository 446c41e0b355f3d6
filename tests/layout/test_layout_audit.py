"""The layout audit's CI rows: every screen and every dialog at 1280x720 and 1920x1080, text
100 % and 200 %, English and French, shows nothing a player would see wrong (the full matrix
runs as the tool: ``python tools/layout_audit.py --full``). One test per screen, so that the
workers share the screens; each screen is reached once per language and then redrawn at every
size and text scale."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

from game.shell.ui import drawlog, text

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

import layout_audit  # noqa: E402

SHOWN = layout_audit.screens()
SCREENS = list(SHOWN)
CI_ROWS = layout_audit.matrix(full=False)


@pytest.fixture(scope="module")
def recording():
    """The draw recorder, shared by the module's tests (as the tool shares it by screen)."""
    drawlog.start()
    yield
    drawlog.stop()
    layout_audit._ART.clear()


def audit(name: str, configs, show=None) -> list[layout_audit.Result]:
    return layout_audit.audit_screen(name, show or SHOWN[name], configs)


@pytest.mark.parametrize("name", SCREENS)
def test_the_screen_has_no_finding_in_the_ci_rows(name, recording):
    found = audit(name, CI_ROWS)
    assert not found, "\n".join(layout_audit.report(found, [name], details=True))


# Settings outside the CI rows where the full matrix once found something (2026-12-01): the
# prompt bar taller than the public lessons allowed for at 4K and 150-200 %, a French line of
# the timeline cut where the icons grew with the text, the guided game's panel over the
# player's panel at 150 %, a fish sign half in a spotlight at 4K 200 %, a dialog's answer
# scrolled out of view.
Config = layout_audit.Config
FOUND_IN_THE_FULL_MATRIX = {
    "rescue": [Config((3840, 2160), 1.5, "fr"), Config((3840, 2160), 2.0, "fr")],
    "commons": [Config((3840, 2160), 1.5, "en"), Config((3840, 2160), 2.0, "fr")],
    # (scrolled as 720p left it: the long line comes into view)
    "timeline": [Config((1280, 720), 1.0, "fr"), Config((3840, 2160), 2.0, "fr")],
    "tutorial_place": [Config((1280, 720), 1.5, "en"), Config((1920, 1080), 1.5, "fr")],
    "tutorial_rescue": [Config((3840, 2160), 2.0, "fr"), Config((3840, 2160), 1.5, "en")],
    # the turn's "Undo it" scrolled out of its dialog (rows rounded to pixels)
    "turn_confirm": [Config((1920, 1080), 1.5, "en"), Config((1920, 1080), 1.5, "fr")],
    # (2026-12-04) a button's name measured beside its letters: at 4K and 150-200 % pygame-gui
    # draws a line some pixels left of its layout box ("Leo" read as 1.00:1)
    "kittens_first": [Config((3840, 2160), 1.5, "en"), Config((3840, 2160), 2.0, "fr")],
}


@pytest.mark.parametrize("name", sorted(FOUND_IN_THE_FULL_MATRIX))
def test_what_the_full_matrix_found_stays_fixed(name, recording):
    found = audit(name, FOUND_IN_THE_FULL_MATRIX[name])
    assert not found, "\n".join(layout_audit.report(found, [name], details=True))


# The screens over the table (issue 34, play-test M5): nothing of the table reads through
# them, in high contrast too (the shade once let "20 poissons" read at 1.06:1 on black).
OVERLAYS = ["draft", "buy", "declare", "pause", "turn_confirm", "help_card", "tile_picker"]
HIGH_CONTRAST = [
    Config((1280, 720), 1.0, "en", "high_contrast"),
    Config((1280, 720), 2.0, "fr", "high_contrast"),
]


@pytest.mark.parametrize("name", OVERLAYS)
def test_nothing_of_the_table_reads_through_an_overlay_in_high_contrast(name, recording):
    found = audit(name, HIGH_CONTRAST)
    assert not found, "\n".join(layout_audit.report(found, [name], details=True))


def test_the_ci_rows_are_the_issue_s_rows():
    assert {(c.size, c.text_scale, c.language, c.palette) for c in CI_ROWS} == {
        (size, scale, lang, "standard")
        for size in ((1280, 720), (1920, 1080))
        for scale in (1.0, 2.0)
        for lang in ("en", "fr")
    }
    full = layout_audit.matrix(full=True)
    assert len(full) == 3 * 3 * 2 * 2 and set(CI_ROWS) <= set(full)


# --- the audit fails when a screen goes wrong ------------------------------------------------


def _with_extra_draw(name: str, extra):
    """The screen ``name``, with ``extra(surface, app)`` drawn over it each frame."""
    show = SHOWN[name]

    def run(app):
        show(app)
        draw = app.draw

        def drawn(surface):
            draw(surface)
            extra(surface, app)

        app.draw = drawn

    return run


def test_a_cut_text_on_a_screen_fails_the_audit(recording):

    def cut(surface, app):
        image = text.render("Landlubbers count missing colours", "body", 30, app.palette.text)
        surface.blit(image, (60, 300), pygame.Rect(0, 0, image.get_width() // 2, 60))

    found = audit("message", CI_ROWS[:1], _with_extra_draw("message", cut))
    assert {r.check for r in found} >= {"cut"}
    assert all(r.screen == "message" for r in found)


def test_a_text_overlapping_another_fails_the_audit(recording):

    def overlap(surface, app):
        ink = app.palette.text
        surface.fill(app.palette.background, pygame.Rect(40, 20, 500, 60))
        surface.blit(text.render("Baskets 1/1", "body", 30, ink), (50, 30))
        surface.blit(text.render("Keep 2 of these 7 cards", "body", 30, ink), (80, 38))

    found = audit("title", CI_ROWS[:1], _with_extra_draw("title", overlap))
    assert "overlap" in {r.check for r in found}


def test_the_tool_prints_the_table_and_fails_on_a_finding(capsys, monkeypatch):
    assert layout_audit.main(["--only", "message", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "message" in out and "0 findings in 8 frames (1 screens x 8 settings)" in out

    broken = {"message": _with_extra_draw("message", _ellipsis)}
    monkeypatch.setattr(layout_audit, "screens", lambda: broken)
    assert layout_audit.main(["--only", "message", "--jobs", "1"]) == 1
    out = capsys.readouterr().out
    assert "ellipsis" in out and "1280x720 100% en" in out


def _ellipsis(surface, app):
    ink = app.palette.text
    surface.fill(app.palette.background, pygame.Rect(40, 20, 600, 60))
    x = surface.blit(text.render("Rare find: take an", "body", 30, ink), (50, 30)).right
    surface.blit(text.render("…", "body", 30, ink), (x, 30))
