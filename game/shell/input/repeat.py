"""Held intents: key repeat of the moves and "hold to confirm", in fixed-step time.

An intent is held on one device by one or more inputs (the d-pad and the stick both); it goes
out when the first goes down (or, gated by "hold to confirm", once held long enough), repeats
while held, and ends when the last comes up.
"""

from __future__ import annotations

from collections.abc import Callable

from game.shell.input.config import InputConfig
from game.shell.input.events import DeviceId, HoldProgress, InputEvent, Intent, IntentEvent, Pos
from game.shell.record import record

SeatsOf = Callable[[DeviceId], tuple[int, ...]]


@record(slots=True)
class Held:
    """An intent held on one device, by one or more inputs (d-pad and stick both)."""

    sources: set[str]
    gated: bool  # waits for "hold to confirm"
    emitted: bool  # the press went out
    pos: Pos | None
    time: float = 0.0
    next_repeat: float = 0.0


class Repeater:
    """The intents held now, their repeats and hold progress. Each method returns the events
    it makes, oldest first."""

    def __init__(self, config: InputConfig, seats_of: SeatsOf) -> None:
        self.config = config
        self.seats_of = seats_of
        self._held: dict[tuple[DeviceId, Intent], Held] = {}

    def active(self) -> bool:
        """Something is held down: its repeats and holds come from ``update``, not events."""
        return bool(self._held)

    def press(self, device: DeviceId, intent: Intent, input: str, pos: Pos | None) -> list:
        """``input`` went down and means ``intent`` on ``device``."""
        held = self._held.get((device, intent))
        if held is not None:
            held.sources.add(input)
            return []
        cfg = self.config
        gated = cfg.hold_to_confirm_ms > 0 and intent in cfg.hold_intents
        held = Held({input}, gated=gated, emitted=not gated, pos=pos, next_repeat=cfg.repeat_delay)
        self._held[(device, intent)] = held
        seats = self.seats_of(device)
        if gated:
            return [HoldProgress(intent, device, 0.0, seats)]
        return [IntentEvent(intent, device, pressed=True, seats=seats, pos=pos)]

    def release(self, device: DeviceId, input: str) -> list[InputEvent]:
        """``input`` came up on ``device``: the intents it alone held end."""
        out: list[InputEvent] = []
        for (dev, intent), held in list(self._held.items()):
            if dev == device and input in held.sources:
                held.sources.discard(input)
                if not held.sources:
                    del self._held[(dev, intent)]
                    out += self._end(dev, intent, held)
        return out

    def release_device(self, device: DeviceId) -> list[InputEvent]:
        """Everything ``device`` held ends (it was unplugged)."""
        out: list[InputEvent] = []
        for key, held in list(self._held.items()):
            if key[0] == device:
                del self._held[key]
                out += self._end(device, key[1], held)
        return out

    def release_all(self) -> list[InputEvent]:
        """Everything held ends (window focus lost): no stuck keys or sticks."""
        out: list[InputEvent] = []
        for (device, intent), held in list(self._held.items()):
            del self._held[(device, intent)]
            out += self._end(device, intent, held)
        return out

    def _end(self, device: DeviceId, intent: Intent, held: Held) -> list[InputEvent]:
        seats = self.seats_of(device)
        if held.emitted:
            return [IntentEvent(intent, device, released=True, seats=seats, pos=held.pos)]
        if held.gated:
            return [HoldProgress(intent, device, 0.0, seats)]
        return []

    def update(self, dt: float) -> list[InputEvent]:
        """Advance by ``dt`` seconds: repeats and hold-to-confirm progress."""
        out: list[InputEvent] = []
        cfg = self.config
        hold = cfg.hold_seconds
        for (device, intent), held in list(self._held.items()):
            held.time += dt
            if held.gated and not held.emitted:
                seats = self.seats_of(device)
                progress = min(1.0, held.time / hold) if hold > 0 else 1.0
                out.append(HoldProgress(intent, device, progress, seats))
                if progress >= 1.0:
                    held.emitted = True
                    out.append(IntentEvent(intent, device, pressed=True, seats=seats, pos=held.pos))
                continue
            if not held.emitted or intent not in cfg.repeat_intents or held.gated:
                continue
            count = 0
            while held.time >= held.next_repeat and count < cfg.max_repeats_per_update:
                out.append(
                    IntentEvent(
                        intent, device, repeat=True, seats=self.seats_of(device), pos=held.pos
                    )
                )
                held.next_repeat += cfg.repeat_interval
                count += 1
            if held.time >= held.next_repeat:  # a long frame: drop the backlog
                held.next_repeat = held.time + cfg.repeat_interval
        return out
