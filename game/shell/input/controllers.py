"""The controller registry: the SDL game controllers that are open, found by hot-plug (deduped
by instance id, joysticks without a controller mapping ignored), each with its stick and
trigger filters, its seat light and its rumble."""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import Any

import pygame

from game.shell.input import sdl
from game.shell.input.analog import AnalogConfig, StickFilter, TriggerFilter
from game.shell.input.events import DeviceId, pad
from game.shell.input.glyphs import layout_for
from game.shell.record import record

RGB = tuple[int, int, int]


@record(frozen=True, slots=True)
class PadInfo:
    """A plugged game controller: its device, its name, its GUID and its button layout."""

    device: DeviceId
    name: str
    guid: str
    layout: str


@record(slots=True)
class Pad:
    """An open game controller, with its sticks' and triggers' filters."""

    info: PadInfo
    controller: Any  # pygame._sdl2.controller.Controller
    sticks: dict[str, StickFilter]
    triggers: dict[str, TriggerFilter]


class Controllers:
    """The open game controllers by device id."""

    def __init__(self, analog: AnalogConfig) -> None:
        self.analog = analog
        self.started = False
        self._pads: dict[DeviceId, Pad] = {}

    # --- what is plugged in -------------------------------------------------------------------
    def __contains__(self, device: DeviceId) -> bool:
        return device in self._pads

    def __getitem__(self, device: DeviceId) -> Pad:
        return self._pads[device]

    def get(self, device: DeviceId) -> Pad | None:
        return self._pads.get(device)

    @property
    def infos(self) -> list[PadInfo]:
        return [p.info for p in self._pads.values()]

    def devices(self) -> list[DeviceId]:
        return list(self._pads)

    def set_analog(self, analog: AnalogConfig) -> None:
        self.analog = analog
        for p in self._pads.values():
            for s in p.sticks.values():
                s.config = analog
            for t in p.triggers.values():
                t.config = analog

    def reset_filters(self) -> None:
        """Sticks and triggers back at rest (window focus lost)."""
        for p in self._pads.values():
            for s in p.sticks.values():
                s.reset()
            for t in p.triggers.values():
                t.reset()

    # --- hot-plug -----------------------------------------------------------------------------
    def start(self) -> list[PadInfo]:
        """Start SDL's game controller module (pygame.init() does not) and open the pads that
        are already plugged in. Returns the pads opened."""
        # Face buttons by position on every pad ("a" = bottom), as the glyph tables assume.
        os.environ.setdefault("SDL_GAMECONTROLLER_USE_BUTTON_LABELS", "0")
        from pygame._sdl2 import controller

        if not controller.get_init():
            controller.init()
        self.started = True
        return self.scan()

    def known(self, instance_id: int) -> tuple[DeviceId | None, list[PadInfo]]:
        """The device of a pad event, opening it first when its "added" was not seen yet;
        and the pads opened on the way."""
        device = pad(instance_id)
        opened = self.scan() if device not in self._pads and self.started else []
        return (device if device in self._pads else None), opened

    def scan(self) -> list[PadInfo]:
        """Open every game controller not open yet (deduped by instance id)."""
        from pygame._sdl2 import controller

        try:
            count = controller.get_count()
        except pygame.error:
            return []
        opened = []
        for index in range(count):
            try:
                if not controller.is_controller(index):
                    continue  # a joystick SDL has no controller mapping for: ignored
            except pygame.error:
                continue
            known = sdl.device_instance_id(index)
            if known is not None and known >= 0 and pad(known) in self._pads:
                continue
            info = self._open(index)
            if info is not None:
                opened.append(info)
        return opened

    def _open(self, index: int) -> PadInfo | None:
        from pygame._sdl2 import controller

        try:
            handle = controller.Controller(index)
            joystick = handle.as_joystick()
            instance = int(joystick.get_instance_id())
            guid = str(joystick.get_guid())
            name = str(handle.name or "Game controller")
        except (pygame.error, AttributeError):
            return None  # gone again before we could open it
        device = pad(instance)
        if device in self._pads:
            return None
        info = PadInfo(device, name, guid, layout_for(sdl.controller_type(instance), name))
        self._pads[device] = Pad(
            info,
            handle,
            sticks={"left": StickFilter(self.analog), "right": StickFilter(self.analog)},
            triggers={
                "lefttrigger": TriggerFilter(self.analog),
                "righttrigger": TriggerFilter(self.analog),
            },
        )
        return info

    def remove(self, instance_id: int) -> PadInfo | None:
        """Close the pad (it was unplugged); its info, or None when it was not open."""
        p = self._pads.pop(pad(instance_id), None)
        if p is None:
            return None
        try:
            p.controller.quit()
        except pygame.error:
            pass
        return p.info

    # --- lights and rumble --------------------------------------------------------------------
    def light(self, device: DeviceId, seat: int, colors: Sequence[RGB]) -> None:
        """Light the pad in the colour of ``seat``."""
        p = self._pads.get(device)
        if p is None or not colors:
            return
        try:
            p.controller.set_led(colors[seat % len(colors)])
        except pygame.error:
            pass

    def show_number(self, device: DeviceId, number: int) -> None:
        """Light the pad's player number (1 for the first), on pads that have such lights."""
        if device in self._pads:
            sdl.set_player_index(device.instance, number - 1)

    def rumble(self, device: DeviceId, strength: float, ms: int) -> bool:
        """A short rumble; False when the pad is gone or cannot rumble."""
        p = self._pads.get(device)
        if p is None:
            return False
        s = max(0.0, min(1.0, float(strength)))
        try:
            return bool(p.controller.rumble(s, s, max(0, int(ms))))
        except pygame.error:
            return False
