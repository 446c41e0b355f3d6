"""Seats: which device group drives which seat, and which seats wait for their unplugged pad.

Pure bookkeeping (the hub does the pad lights and the events). A device group is "kbm" for the
keyboard and the mouse together, "pad:<instance>" for a game controller. One group may drive
several seats (players passing one keyboard); a seat has one group at a time.
"""

from __future__ import annotations

from game.shell.input.events import KEYBOARD, DeviceId
from game.shell.record import record


class SeatError(ValueError):
    """A seat number out of range."""


@record(frozen=True, slots=True)
class Waiting:
    """A seat whose pad was unplugged: ``guid`` recognises the same model plugging back in."""

    device: DeviceId
    guid: str


class Seats:
    def __init__(self, count: int = 4) -> None:
        self.count = count
        self._devices: dict[int, DeviceId] = {}
        self._waiting: dict[int, Waiting] = {}

    def _check(self, seat: int) -> None:
        if not 0 <= seat < self.count:
            raise SeatError(f"seat {seat} out of range 0..{self.count - 1}")

    def assign(self, seat: int, device: DeviceId) -> None:
        """Bind ``device`` (its whole group) to ``seat``, replacing whatever drove it."""
        self._check(seat)
        if device.kind == "mouse":
            device = KEYBOARD
        self._devices[seat] = device
        self._waiting.pop(seat, None)

    def release(self, seat: int) -> DeviceId | None:
        """Unbind ``seat`` (and stop waiting for it); returns the device it had."""
        self._check(seat)
        self._waiting.pop(seat, None)
        return self._devices.pop(seat, None)

    def clear(self) -> None:
        self._devices.clear()
        self._waiting.clear()

    def device_of(self, seat: int) -> DeviceId | None:
        """The device driving ``seat`` (the keyboard stands for "kbm"); None if none."""
        return self._devices.get(seat)

    def seats_of(self, device: DeviceId) -> tuple[int, ...]:
        group = device.group
        return tuple(sorted(s for s, d in self._devices.items() if d.group == group))

    def is_seated(self, device: DeviceId) -> bool:
        return bool(self.seats_of(device))

    def can_act(self, seat: int, device: DeviceId) -> bool:
        """Whether ``device`` may act for ``seat`` (e.g. reveal its private hand)."""
        bound = self._devices.get(seat)
        return bound is not None and bound.group == device.group

    def assigned(self) -> dict[int, DeviceId]:
        return dict(sorted(self._devices.items()))

    # -- unplug and reconnect -------------------------------------------------------------------

    def disconnect(self, device: DeviceId, guid: str = "") -> tuple[int, ...]:
        """``device`` went away: its seats now wait. Returns them."""
        seats = self.seats_of(device)
        for seat in seats:
            del self._devices[seat]
            self._waiting[seat] = Waiting(device, guid)
        return seats

    def waiting(self) -> tuple[int, ...]:
        """Seats waiting for a pad, lowest first."""
        return tuple(sorted(self._waiting))

    def waiting_for(self, seat: int) -> Waiting | None:
        return self._waiting.get(seat)

    def waiting_for_guid(self, guid: str) -> tuple[int, ...]:
        """Waiting seats whose lost pad had this GUID (the same pad plugging back in)."""
        return tuple(sorted(s for s, w in self._waiting.items() if guid and w.guid == guid))
