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
    tap(drive, second, "a")  # the pad plugged in last joins first (the first bot's seat)
    tap(drive, first, "a")
    assert "‹ Human · pad 1 (PlayStation 5) ›" in kind_label(setup, 1)
    assert "‹ Human · pad 2 (Xbox) ›" in kind_label(setup, 2)
    labels = " ".join(w.text() for w in setup.form.widgets)
    assert "pad 0" not in labels
    # a pad let go frees its number; the next pad to sit takes the lowest free one
    setup.set_kind(1, "normal")
    assert app.input.pad_number(setup.devices[2]) == 2, "the other pad keeps its number"
    tap(drive, second, "a")
    assert "‹ Human · pad 1 (PlayStation 5) ›" in kind_label(setup, 1)


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


GAMES = [("The Isle of Cats", "SetupScene"), ("Kitten Toys", "KittenSetupScene")]


def setup_of(drive, game: str, scene: str):
    drive.new_game(game)  # at the keyboard: somebody plays there
    setup = drive.top
    assert type(setup).__name__ == scene
    return setup


@pytest.mark.parametrize(("game", "scene"), GAMES)
def test_a_joining_pad_leaves_the_keyboard_player_their_seat_and_name(pads, game, scene):
    """Issue 43, item 4: a pad's press always took seat 1, and the keyboard player lost it."""
    app, drive, (first, second) = pads
    setup = setup_of(drive, game, scene)
    setup.set_name(0, "Zoé")
    bots = [s for s in range(setup.players) if setup.kinds[s] != "human"]
    tap(drive, first, "a")
    assert 0 not in setup.devices and setup.kinds[0] == "human" and setup.names[0] == "Zoé"
    assert setup.devices[bots[0]].instance == first.instance_id, "the first bot's seat"
    assert app.t("setup.human_keyboard") in kind_label(setup, 0)


@pytest.mark.parametrize(("game", "scene"), GAMES)
def test_a_joining_pad_takes_the_seat_in_focus(pads, game, scene):
    app, drive, (first, second) = pads
    setup = setup_of(drive, game, scene)
    drive.focus_on("name2")
    tap(drive, first, "a")
    assert setup.devices == {2: setup.devices[2]} and setup.devices[2].instance == first.instance_id
    assert app.input.device_of_seat(2) == setup.devices[2]


@pytest.mark.parametrize(("game", "scene"), GAMES)
def test_every_seats_cycle_lists_the_keyboard_and_each_connected_pad(pads, game, scene):
    app, drive, (first, second) = pads
    setup = setup_of(drive, game, scene)
    plugged = {first.instance_id, second.instance_id}
    for seat in range(setup.players):
        options = next(w for w in setup.form.widgets if w.key == f"kind{seat}").options
        offered = {v.instance for v, _ in options if not isinstance(v, str)}
        assert offered == plugged, f"seat {seat + 1} offers every connected pad"
        assert "human" in [v for v, _ in options], "and the keyboard"
    drive.focus_on("kind3")
    row = setup.form.focused
    pad = next(v for v, _ in row.options if getattr(v, "instance", None) == second.instance_id)
    for _ in range(len(row.options)):  # left along the cycle, as a player would
        if setup.devices.get(3) == pad:
            break
        drive.press("left")
        row = setup.form.focused
    assert setup.devices.get(3) == pad and setup.kinds[3] == "human"
    assert app.input.device_of_seat(3) == pad
    options = next(w for w in setup.form.widgets if w.key == "kind0").options
    assert pad not in [v for v, _ in options], "a seated pad is in one seat's cycle"


def test_in_solo_the_seat_goes_from_its_pad_back_to_the_keyboard(pads):
    """Issue 43, item 4: the Solo seat could not leave its pad without unplugging it."""
    app, drive, (first, second) = pads
    setup = setup_of(drive, *GAMES[0])
    setup.set_mode("solo")
    tap(drive, first, "a")
    assert setup.devices[0].instance == first.instance_id
    drive.focus_on("kind0")
    for _ in range(4):
        if 0 not in setup.devices:
            break
        drive.press("right")
    assert 0 not in setup.devices and app.input.device_of_seat(0) is None
    assert app.t("setup.human_keyboard") in kind_label(setup, 0)
    assert len(app.input.pads) == 2, "no pad was unplugged"
