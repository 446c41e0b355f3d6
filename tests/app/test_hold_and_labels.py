"""Hold to confirm shows a filling ring where the press acts; French labels read "Langue :"."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.shell.app.settings import Settings
from game.shell.scenes.settings import SettingsScene
from tests.app.conftest import KEYS, make_app


def _key(type_: int, key: int) -> None:
    pygame.event.post(pygame.event.Event(type_, key=key, mod=0, unicode="", scancode=0))


def _ring_pixels(app, anchor) -> int:
    """How many pixels around the anchor have the focus colour of the ring."""
    surface = app.window
    x0, y0 = anchor
    radius = app.layout.px(24)
    focus = pygame.Color(app.palette.focus)
    return sum(
        1
        for x in range(x0 - radius, x0 + radius, 2)
        for y in range(y0 - radius, y0 + radius, 2)
        if 0 <= x < surface.get_width()
        and 0 <= y < surface.get_height()
        and surface.get_at((x, y))[:3] == focus[:3]
    )


def test_holding_confirm_fills_a_ring_then_acts(drive):
    app = drive.app
    app.apply_settings(replace(app.settings, hold_to_confirm=True), save=False)
    menu = drive.top
    anchor = menu.hold_anchor()
    assert anchor is not None
    before = _ring_pixels(app, anchor)
    _key(pygame.KEYDOWN, KEYS["confirm"])
    drive.frames(12)  # 0.2 s of the 0.6 s hold
    assert 0 < app.hold.progress < 1
    assert drive.top is menu  # not yet confirmed
    partial = _ring_pixels(app, anchor)
    assert partial > before
    drive.frames(30)  # the hold completes: the focused entry acts
    assert drive.top is not menu
    _key(pygame.KEYUP, KEYS["confirm"])
    drive.frames(30)
    assert app.hold.progress == 0  # the full ring goes after a moment


def test_letting_go_early_cancels_the_ring(drive):
    app = drive.app
    app.apply_settings(replace(app.settings, hold_to_confirm=True), save=False)
    menu = drive.top
    _key(pygame.KEYDOWN, KEYS["confirm"])
    drive.frames(10)
    _key(pygame.KEYUP, KEYS["confirm"])
    drive.frames(2)
    assert app.hold.progress == 0 and drive.top is menu


def test_french_labels_put_a_space_before_the_colon(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, language="fr")
    try:
        app.start(SettingsScene(app))
        app.step(1 / 60)
        texts = [w.text() for w in app.stack.top.form.widgets if w.key == "language"]
        assert texts and "\u00a0:" in texts[0] and " :" not in texts[0].replace("\u00a0", "")
        app.apply_settings(replace(app.settings, language="en"), save=False)
        app.step(1 / 60)
        texts = [w.text() for w in app.stack.top.form.widgets if w.key == "language"]
        assert texts[0].startswith("Language:")
    finally:
        pygame.display.quit()


def test_a_broken_symbol_table_is_dropped_when_loaded():
    assert Settings(symbol_map={"blue": "heart"}).sanitised().symbol_map == {}  # two hearts
    assert Settings(symbol_map={"blue": "nonsense"}).sanitised().symbol_map == {}
    swap = Settings(symbol_map={"blue": "heart", "red": "drop"}).sanitised().symbol_map
    assert swap["blue"] == "heart" and swap["red"] == "drop" and len(set(swap.values())) == 5


def test_legends_keep_the_players_symbols_when_tiles_hide_them(app):
    app.apply_settings(
        replace(app.settings, symbols=False, symbol_map={"blue": "heart", "red": "drop"}),
        save=False,
    )
    assert app.art.symbols is None  # tiles without symbols
    assert app.art.legend["blue"] == "heart"  # colour dialogs still use the player's table


@pytest.mark.parametrize("choices", [2, 3])
def test_every_choice_of_a_dialog_is_in_view_at_200_percent_text(tmp_path, monkeypatch, choices):
    from game.shell.scenes.dialog import ChoiceScene

    app = make_app(tmp_path, monkeypatch)
    try:
        app.apply_settings(replace(app.settings, text_scale=2.0), save=False)
        app.start(
            ChoiceScene(app, "Question?", [(f"Choice {i}", lambda: None) for i in range(choices)])
        )
        app.step(1 / 60)
        widgets = app.stack.top.form.widgets
        assert all(w.element is not None for w in widgets), "a choice is scrolled out of view"
        assert max(w.rect.bottom for w in widgets) <= app.window.get_height()
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_settings_labels_fit_their_buttons_at_200_percent_text(tmp_path, monkeypatch, language):
    from game.shell.ui import text
    from game.shell.ui.gui import FIT_STEPS

    app = make_app(tmp_path, monkeypatch, language=language)
    try:
        app.apply_settings(replace(app.settings, text_scale=2.0), save=False)
        app.start(SettingsScene(app))
        app.step(1 / 60)
        form = app.stack.top.form
        size = round(22 * app.layout.scale * 2.0)
        too_wide = []
        for index, widget in enumerate(form.widgets):
            form.focus = index
            form.build()  # scrolls the row into view
            if widget.element is None or type(widget.element).__name__ != "UIButton":
                continue
            fit = (widget.fit or "").rsplit("fit", 1)
            percent = int(fit[1]) if len(fit) == 2 and fit[1] else FIT_STEPS[0]
            wide = text.font("bold", round(size * percent / 100)).size(widget.text())[0]
            if wide > widget.rect.width:
                too_wide.append(widget.text())
        assert not too_wide
    finally:
        pygame.display.quit()


def test_long_texts_never_leave_a_heading_alone_on_a_page(tmp_path, monkeypatch):
    from game.isle.scenes.howto import HowToPlayScene

    app = make_app(tmp_path, monkeypatch)
    try:
        app.apply_settings(replace(app.settings, text_scale=2.0), save=False)
        scene = HowToPlayScene(app)
        app.start(scene)
        app.step(1 / 60)
        pages = scene._paginate()
        headings = [b for page in pages for b in page.blocks if b.kind == "heading"]
        assert len(headings) > 3
        alone = [i for i, page in enumerate(pages) if page.blocks[-1].kind != "text"]
        assert not alone, f"pages {alone} end on a heading"
        back = scene.form.widgets[0].rect
        assert back.bottom <= app.layout.point(0, 676)[1], "Back goes under the prompt bar"
    finally:
        pygame.display.quit()
