"""The setup's seats as players read them (play-test 2026-12-04 N12, m14): pads numbered from 1
in the order they sat down (never SDL's 0-based instance ids, never crossed), the seed out of
the default view, a Normal bot in every empty seat, and a remembered pad that is not plugged in
said so."""

from __future__ import annotations

import json

import pygame
import pytest

from game.shell.input.glyphs import PAD_LAYOUTS
from game.shell.scenes.title import TitleScene
from game.shell.ui.i18n import catalog
from tests.app.conftest import Driver, make_app
from tests.shell.input.virtual_pads import VirtualPad


def tap(drive: Driver, pad: VirtualPad, button: str) -> None:
    pad.press(button)
    drive.frames(1)
    pad.release(button)
    drive.frames(2)


@pytest.fixture
def pads(tmp_path, monkeypatch):
    from pygame._sdl2 import controller

    pygame.init()
    controller.init()
    app = make_app(tmp_path, monkeypatch)
    plugged = [
        VirtualPad(name="Virtual Xbox Pad", vendor_id=0x045E, product_id=0x02EA),
        VirtualPad(name="Virtual DualSense", vendor_id=0x054C, product_id=0x0CE6),
    ]
    app.start(TitleScene(app))
    drive = Driver(app)
    drive.frames(5)
    yield app, drive, plugged
    if app.session is not None:
        app.session.close()
    for pad in plugged:
        try:
            pad.unplug()
        except Exception:  # noqa: BLE001 - unplugged by the test
            pass
    pygame.event.get()
    pygame.display.quit()


def kind_label(setup, seat: int) -> str:
    return next(w for w in setup.form.widgets if w.key == f"kind{seat}").text()


def test_pads_are_numbered_from_one_in_the_order_they_joined(pads):
    """N12: "Seat 1: Human · pad 1 (xbox)", "Seat 2: Human · pad 0 (xbox)"."""
    app, drive, (first, second) = pads
    drive.new_game()
    setup = drive.top
    assert type(setup).__name__ == "SetupScene"
    tap(drive, second, "a")  # the pad plugged in last joins first
    tap(drive, first, "a")
    assert "‹ Human · pad 1 (PlayStation 5) ›" in kind_label(setup, 0)
    assert "‹ Human · pad 2 (Xbox) ›" in kind_label(setup, 1)
    labels = " ".join(w.text() for w in setup.form.widgets)
    assert "pad 0" not in labels
    # a pad let go frees its number; the next pad to sit takes the lowest free one
    setup.set_kind(0, "normal")
    assert app.input.pad_number(setup.devices[1]) == 2, "the other pad keeps its number"
    setup.set_kind(0, "human")
    tap(drive, second, "a")
    assert "‹ Human · pad 1 (PlayStation 5) ›" in kind_label(setup, 0)


def test_every_pad_make_has_its_name_in_both_languages():
    for language in ("en", "fr"):
        names = catalog(language)
        assert all(f"polish.pad.{layout}" in names for layout in PAD_LAYOUTS), language


def test_the_first_setup_hides_the_seed_and_fills_empty_seats_with_normal_bots(app):
    """m14: "Seed (optional)" shown to players; seat 4 "Bot · easy" on the first setup."""
    app.start(TitleScene(app))
    drive = Driver(app)
    drive.new_game()
    setup = drive.top
    keys = [w.key for w in setup.form.widgets]
    assert "seed" not in keys and "advanced" in keys
    assert setup.kinds[: setup.players] == ["human", "normal", "normal", "normal"]
    drive.focus_on("advanced")
    drive.press("confirm")
    keys = [w.key for w in setup.form.widgets]
    assert keys.index("seed") == keys.index("advanced") + 1, "the seed shows under its toggle"
    assert setup.form.focused.key == "advanced"


def test_a_seed_given_on_the_command_line_is_shown(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, "--seed", "77")
    try:
        app.start(TitleScene(app))
        drive = Driver(app)
        drive.new_game()
        seed = next(w for w in drive.top.form.widgets if w.key == "seed")
        assert seed.value == "77"
    finally:
        pygame.display.quit()


def test_a_remembered_pad_that_is_not_plugged_in_is_said(app):
    """m14: the seats fell back to the keyboard without a word."""
    memory = app.games.get("isle").setup_path(app.config_path)
    memory.parent.mkdir(parents=True, exist_ok=True)
    seats = [
        {"kind": "human", "name": "Mia", "pad": "03000000de280000ff11000001000000"},
        {"kind": "human", "name": "Leo"},
    ]
    memory.write_text(json.dumps({"mode": "standard", "players": 2, "seats": seats}))
    app.start(TitleScene(app))
    drive = Driver(app)
    drive.new_game()
    setup = drive.top
    assert setup.devices == {}
    assert app.t("polish.setup.pad_missing") in kind_label(setup, 0)
    assert app.t("setup.human_keyboard") in kind_label(setup, 1), "no pad was remembered"
