"""The press that joins a pad, or takes a seat back after an unplug, is consumed: it does not
also act on the screen (change the setup's focused row, keep a card in the draft)."""

from __future__ import annotations

import pygame
import pytest

from game.shell.scenes.title import TitleScene
from tests.app.conftest import Driver, make_app
from tests.shell.input.virtual_pads import VirtualPad


def tap(drive: Driver, pad: VirtualPad, button: str, settle: int = 2) -> None:
    pad.press(button)
    drive.frames(1)
    pad.release(button)
    drive.frames(settle)


@pytest.fixture
def pads(tmp_path, monkeypatch):
    from pygame._sdl2 import controller

    pygame.init()
    controller.init()
    app = make_app(tmp_path, monkeypatch, "--seed", "5", "--size", "640x360")
    plugged = [
        VirtualPad(name="Virtual Xbox Pad", vendor_id=0x045E, product_id=0x02EA),
        VirtualPad(name="Virtual DualSense", vendor_id=0x054C, product_id=0x0CE6),
        VirtualPad(name="Virtual Switch Pad", vendor_id=0x057E, product_id=0x2009),
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


def setup_with_two_pads(drive: Driver, first: VirtualPad, second: VirtualPad):
    tap(drive, first, "a")  # "New game"
    tap(drive, first, "a")  # The Isle of Cats (the box asks which game)
    setup = drive.top
    assert type(setup).__name__ == "SetupScene"
    tap(drive, first, "a")
    tap(drive, second, "a")
    assert setup.mode == "standard" and set(setup.devices) == {0, 1}
    return setup


def test_taking_a_seat_back_at_setup_does_nothing_else_and_shows_the_new_pad(pads):
    app, drive, (first, second, third) = pads
    setup = setup_with_two_pads(drive, first, second)
    focused = setup.form.focused.key
    second.unplug()
    drive.frames(3)
    assert 1 not in setup.devices, "the seat shows it has lost its pad"
    tap(drive, third, "a")
    assert setup.devices[1].instance == third.instance_id
    assert app.input.device_of_seat(1).instance == third.instance_id
    assert setup.mode == "standard" and setup.form.focused.key == focused


def test_a_guest_pad_or_a_retaking_press_keeps_no_card_in_the_draft(pads):
    app, drive, (first, second, third) = pads
    setup = setup_with_two_pads(drive, first, second)
    setup.set_players(2)
    setup.start()
    drive.frames(5)
    if type(drive.top).__name__ == "HandoffScene":
        tap(drive, first, "a")
    draft = drive.top
    assert type(draft).__name__ == "DraftScene" and draft.seat == 0
    tap(drive, third, "a")  # a pad that sits nowhere: somebody trying to join
    assert draft.chosen == []
    first.unplug()
    drive.frames(3)
    assert type(drive.top).__name__ == "ReconnectScene"
    tap(drive, third, "a")  # takes seat 0 back
    assert drive.top is draft and draft.chosen == []
    tap(drive, third, "a")  # now it is seat 0's pad
    assert len(draft.chosen) == 1


def test_the_next_setup_puts_each_pad_back_on_its_seat(pads):
    from game.isle.scenes.setup import SetupScene

    app, drive, (first, second, third) = pads
    setup = setup_with_two_pads(drive, first, second)
    setup.set_players(2)
    setup.start()
    drive.frames(3)
    app.session.close()
    app.start(TitleScene(app))
    for seat in range(4):  # as after a new launch: no pad sits anywhere
        app.input.release_seat(seat)
    again = SetupScene(app)
    assert again.players == 2 and again.kinds[:2] == ["human", "human"]
    assert again.devices[0].instance == first.instance_id
    assert again.devices[1].instance == second.instance_id
    assert app.input.device_of_seat(1).instance == second.instance_id
