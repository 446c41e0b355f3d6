"""End to end with real virtual game controllers attached through SDL: menu -> setup (two
pads join) -> a started game; unplugging a seated pad pauses it; another pad takes the seat."""

from __future__ import annotations

import pygame

from tests.shell.input.virtual_pads import VirtualPad


def step(drive, frames: int = 3) -> None:
    drive.frames(frames)


def tap(drive, pad: VirtualPad, button: str) -> None:
    pad.press(button)
    step(drive, 1)
    pad.release(button)
    step(drive, 2)


def test_two_pads_set_up_and_start_a_game_and_survive_an_unplug(drive, app):
    first = VirtualPad(name="Virtual Xbox Pad", vendor_id=0x045E, product_id=0x02EA)
    second = VirtualPad(name="Virtual DualSense", vendor_id=0x054C, product_id=0x0CE6)
    third = VirtualPad(name="Virtual Switch Pad", vendor_id=0x057E, product_id=0x2009)
    try:
        step(drive, 5)
        assert len(app.input.pads) == 3
        # the title menu works with a pad alone: down, then A on "New game"
        assert drive.top.form.focused.key == "new"
        tap(drive, first, "a")
        assert type(drive.top).__name__ == "GameChoiceScene", "the box asks which game"
        tap(drive, first, "a")  # The Isle of Cats, the first
        assert type(drive.top).__name__ == "SetupScene"
        # both pads join: each takes a seat
        tap(drive, first, "a")
        tap(drive, second, "x")
        setup = drive.top
        assert setup.devices[0].instance == first.instance_id
        assert setup.devices[1].instance == second.instance_id
        assert setup.kinds[:2] == ["human", "human"]
        # go down to "Start the game" with the D-pad and press A
        for _ in range(len(setup.form.widgets)):
            if setup.form.focused.key == "start":
                break
            tap(drive, first, "dpdown")
        tap(drive, first, "a")
        step(drive, 10)
        assert type(app.stack.scenes[0]).__name__ == "GameScene"
        assert app.input.device_of_seat(0).instance == first.instance_id
        # two humans: the first private step starts with a hand-off screen
        assert type(drive.top).__name__ == "HandoffScene"
        # the seat's pad shows the seat colour
        assert first.leds and first.leds[-1] == tuple(app.palette.seats[0])
        # unplugging a seated pad pauses the game
        second.unplug()
        step(drive, 3)
        assert type(drive.top).__name__ == "ReconnectScene"
        assert drive.top.seat == 1
        # another pad takes the seat with a button press
        tap(drive, third, "a")
        step(drive, 2)
        assert type(drive.top).__name__ != "ReconnectScene"
        assert app.input.device_of_seat(1).instance == third.instance_id
    finally:
        for pad in (first, second, third):
            try:
                pad.unplug()
            except Exception:  # noqa: BLE001 - already unplugged
                pass
        pygame.event.get()
