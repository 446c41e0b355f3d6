"""Input tests: pygame (headless) with SDL's game controller module, and virtual pads."""

from __future__ import annotations

import pygame
import pytest

from game.shell.input import InputHub
from tests.shell.input.virtual_pads import VirtualPad


@pytest.fixture(scope="session")
def sdl_ready():
    """pygame and SDL's game controller module started once (dummy drivers, see conftest)."""
    from pygame._sdl2 import controller

    pygame.init()
    controller.init()
    yield
    controller.quit()


@pytest.fixture
def pads(sdl_ready):
    """A factory of virtual pads; every pad still plugged in is unplugged afterwards."""
    made: list[VirtualPad] = []

    def make(**kwargs) -> VirtualPad:
        pad = VirtualPad(**kwargs)
        made.append(pad)
        return pad

    pygame.event.clear()
    yield make
    for pad in made:
        pad.unplug()
    pygame.event.clear()


@pytest.fixture
def hub(sdl_ready):
    """A hub with controllers started; pads plugged in before are already open."""
    h = InputHub()
    h.start_controllers()
    yield h
    h.stop_controllers()


def pump(hub: InputHub, dt: float = 0.0) -> list:
    """Deliver SDL's queued events to the hub (one frame) and return what it emitted."""
    hub.process_all(pygame.event.get())
    if dt:
        hub.update(dt)
    return hub.poll()
