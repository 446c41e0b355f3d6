"""Capture for the remapping screen: the next press of a device of the wanted kinds becomes an
``InputCaptured`` event instead of an intent. A modifier key alone is captured on its release;
with a key, as "shift+x"."""

from __future__ import annotations

from collections.abc import Iterable

from game.shell.input.events import DeviceId, InputCaptured


class Capture:
    def __init__(self) -> None:
        self.active = False
        self.kinds: frozenset[str] = frozenset()
        self.modifier: str | None = None  # a modifier key went down first: "shift+tab" may follow

    def start(self, kinds: Iterable[str]) -> None:
        self.active, self.kinds, self.modifier = True, frozenset(kinds), None

    def cancel(self) -> None:
        self.active, self.modifier = False, None

    def wants(self, kind: str) -> bool:
        """Whether the next press of a device of ``kind`` is to be captured."""
        return self.active and kind in self.kinds

    def take(self, device: DeviceId, kind: str, input: str) -> InputCaptured | None:
        """The captured press (the capture ends), or None when this one is not wanted."""
        if not self.wants(kind):
            return None
        self.cancel()
        return InputCaptured(device, kind, input)

    def modifier_released(self, spec: str | None) -> bool:
        """A key came up: True when it is the modifier held alone (it is then the input)."""
        if not self.active or self.modifier is None or spec != self.modifier:
            return False
        self.modifier = None
        return True
