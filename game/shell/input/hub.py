"""The input hub: raw pygame events and fixed-step time in, intents and seat changes out.

    hub = InputHub(Bindings.default(), seat_colors=palette.STANDARD.seats)
    hub.start_controllers()              # pygame.init() does not start SDL game controllers
    each frame:  for e in pygame.event.get(): hub.process(e)
    each step:   hub.update(dt)          # key repeat, hold to confirm
                 for ev in hub.poll(): scene.handle(ev)

The hub only routes: raw inputs through the bindings to intents for the seats of their device.
The jobs live beside it: the controller registry (controllers.py: hot-plug, lights, rumble),
held intents (repeat.py: key repeat, "hold to confirm"), capture for remapping (capture.py)
and the seats (seats.py: which device drives which seat, join and reconnect). The hub keeps
the device used last (for prompt glyphs) and the per-seat bindings.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import field
from typing import Any

import pygame

from game.shell.input.bindings import (
    MOUSE_BUTTONS,
    PAD_AXES,
    PAD_BUTTONS,
    PAD_CHORD_MODIFIER,
    PAD_CHORDS,
    Bindings,
    join_key,
)
from game.shell.input.capture import Capture
from game.shell.input.config import InputConfig
from game.shell.input.controllers import Controllers, PadInfo
from game.shell.input.events import (
    KEYBOARD,
    MOUSE,
    DeviceId,
    InputEvent,
    Intent,
    JoinRequest,
    LastDeviceChanged,
    PadConnected,
    PadDisconnected,
    PointerDown,
    PointerMove,
    PointerUp,
    Pos,
    SeatDisconnected,
    SeatReconnected,
    Wheel,
    pad,
)
from game.shell.input.glyphs import glyph as _glyph
from game.shell.input.repeat import Repeater
from game.shell.input.seats import Seats
from game.shell.record import record

RGB = tuple[int, int, int]

# The same colours as game.shell.ui.palette.STANDARD.seats (a test keeps them equal); the app passes
# the active palette's colours with `set_seat_colors` (input does not import ui).
DEFAULT_SEAT_COLORS: tuple[RGB, ...] = (
    (255, 206, 0),
    (86, 204, 242),
    (255, 108, 189),
    (226, 255, 136),
    (165, 142, 255),
    (205, 148, 78),
    (50, 255, 184),
    (228, 255, 253),
)

# While a text field has focus only these keys become intents (typing "w" must not move up).
TEXT_ENTRY_KEYS = frozenset({"return", "enter", "escape", "tab", "shift+tab", "up", "down"})

_MODIFIER_KEYS = {
    "left shift": "shift",
    "right shift": "shift",
    "left ctrl": "ctrl",
    "right ctrl": "ctrl",
    "left alt": "alt",
    "right alt": "alt",
}
_STICKS = {0: ("left", "x"), 1: ("left", "y"), 2: ("right", "x"), 3: ("right", "y")}
_AXIS_MAX = 32767.0


@record(slots=True)
class _KeyState:
    """The keys held down, by key code."""

    specs: dict[int, str] = field(default_factory=dict)  # key code -> input name pressed


class InputHub:
    """See the module docstring. Only `process`, `update` and `poll` are needed each frame."""

    def __init__(
        self,
        bindings: Bindings | None = None,
        config: InputConfig | None = None,
        *,
        seats: int = 4,
        seat_colors: Sequence[RGB] = DEFAULT_SEAT_COLORS,
        pointer_map: Callable[[Pos], Pos] | None = None,
    ) -> None:
        self.bindings = bindings or Bindings.default()
        self.config = config or InputConfig()
        self.seats = Seats(seats)
        self.seat_colors: tuple[RGB, ...] = tuple(seat_colors)
        self.pointer_map = pointer_map  # window pixels -> logical pixels, when the app scales
        self.text_entry = False  # True while a text field has focus (see TEXT_ENTRY_KEYS)
        self.pointer: Pos = (0, 0)
        self.last_device: DeviceId = KEYBOARD
        # a key or a mouse button was pressed since the start: somebody plays at them (a
        # couch of pads alone never touches them)
        self.keyboard_used = False
        self.controllers = Controllers(self.config.analog)
        self.held = Repeater(self.config, self.seats.seats_of)
        self.capture = Capture()
        self._last_layout = "keyboard"
        self._seat_bindings: dict[int, Bindings] = {}
        self._rumble_off: set[int] = set()
        self._numbers: dict[DeviceId, int] = {}  # seated pads' numbers, in the order they sat
        self._queue: list[InputEvent] = []
        self._swallowed: set[tuple[DeviceId, str]] = set()
        self._keys = _KeyState()
        self._mouse_travel = 0
        self._chords: dict[DeviceId, bool] = {}  # pads holding the chord modifier: chorded yet

    # ================================================================= frame API

    def process(self, event: pygame.event.Event) -> bool:
        """Feed one pygame event; True if it was an input event the hub used."""
        handler = _HANDLERS.get(event.type)
        if handler is None:
            return False
        handler(self, event)
        return True

    def process_all(self, events: Iterable[pygame.event.Event]) -> None:
        for event in events:
            self.process(event)

    def update(self, dt: float) -> None:
        """Advance time by ``dt`` seconds (fixed step): repeats and hold-to-confirm progress."""
        self._queue += self.held.update(dt)

    def poll(self) -> list[InputEvent]:
        """The events since the last poll, oldest first."""
        out, self._queue = self._queue, []
        return out

    # ================================================================= settings

    def set_bindings(self, bindings: Bindings, seat: int | None = None) -> None:
        """Use ``bindings`` for everyone, or only for the device of ``seat`` (a per-seat
        profile; None clears it when ``bindings`` is the global value)."""
        if seat is None:
            self.bindings = bindings
        else:
            self._seat_bindings[seat] = bindings

    def clear_seat_bindings(self, seat: int) -> None:
        self._seat_bindings.pop(seat, None)

    def bindings_for(self, device: DeviceId) -> Bindings:
        seats = self.seats.seats_of(device)
        if len(seats) == 1 and seats[0] in self._seat_bindings:
            return self._seat_bindings[seats[0]]
        return self.bindings

    def set_config(self, config: InputConfig) -> None:
        config.check()
        self.config = config
        self.held.config = config
        self.controllers.set_analog(config.analog)

    def set_seat_colors(self, colors: Sequence[RGB]) -> None:
        """New seat colours (palette change): seated pads' lights follow."""
        self.seat_colors = tuple(colors)
        for seat, device in self.seats.assigned().items():
            self.controllers.light(device, seat, self.seat_colors)

    def set_rumble_enabled(self, seat: int, enabled: bool) -> None:
        (self._rumble_off.discard if enabled else self._rumble_off.add)(seat)

    # ================================================================= glyphs

    @property
    def layout(self) -> str:
        """The layout of the device used last: "keyboard", "mouse", or a pad layout (kept when
        that pad is unplugged)."""
        return self._last_layout

    def layout_of(self, device: DeviceId) -> str:
        if device.kind == "pad":
            p = self.controllers.get(device)
            return p.info.layout if p else "xbox"
        return device.kind

    def glyph(self, intent: Intent, layout: str | None = None, seat: int | None = None) -> str:
        """The prompt label of ``intent``: on ``layout`` (a layout or a device kind), or on
        the device of ``seat``, or on the device used last."""
        if layout is None:
            device = self.seats.device_of(seat) if seat is not None else None
            layout = self.layout_of(device) if device is not None else self.layout
        bindings = (
            self._seat_bindings.get(seat, self.bindings) if seat is not None else self.bindings
        )
        return _glyph(bindings, intent, layout)

    # ================================================================= seats

    def assign_seat(self, seat: int, device: DeviceId) -> None:
        """Bind ``device`` to ``seat`` (the setup screen, after a JoinRequest); lights the pad
        in the seat's colour and gives it its number."""
        self.seats.assign(seat, device)
        self.controllers.light(device, seat, self.seat_colors)
        # a pad the seat had before sits nowhere now: its number is free again
        self._numbers = {d: n for d, n in self._numbers.items() if self.seats.is_seated(d)}
        if device.is_pad and device not in self._numbers:
            taken = set(self._numbers.values())
            self._numbers[device] = next(n for n in range(1, len(taken) + 2) if n not in taken)
            self.controllers.show_number(device, self._numbers[device])

    def release_seat(self, seat: int) -> DeviceId | None:
        self._seat_bindings.pop(seat, None)
        device = self.seats.release(seat)
        if device is not None and not self.seats.is_seated(device):
            self._numbers.pop(device, None)
        return device

    def pad_number(self, device: DeviceId) -> int | None:
        """A seated pad's number as players read it: 1 for the first pad that sat down, 2 for
        the next... (the lowest number free when it sat; it keeps it while it stays seated and
        plugged in, and its player lights show it). None for a pad sitting nowhere."""
        return self._numbers.get(device)

    def rumble(self, seat: int, strength: float = 0.5, ms: int = 200) -> bool:
        """A short rumble on the pad of ``seat`` ("your turn"). False when the seat has no pad,
        the pad cannot rumble, or rumble is off for the seat."""
        device = self.seats.device_of(seat)
        if device is None or seat in self._rumble_off:
            return False
        return self.controllers.rumble(device, strength, ms)

    def _take_seats(self, seats: tuple[int, ...], device: DeviceId) -> None:
        for seat in seats:
            self.assign_seat(seat, device)
            self._emit(SeatReconnected(seat, device))

    # ================================================================= controllers

    def start_controllers(self) -> None:
        """Start SDL's game controller module (pygame.init() does not) and open the pads that
        are already plugged in. Safe to call again."""
        self._opened(self.controllers.start())

    def stop_controllers(self) -> None:
        for device in self.controllers.devices():
            self._remove(device.instance, announce=False)
        self.controllers.started = False

    @property
    def pads(self) -> list[PadInfo]:
        return self.controllers.infos

    def pad_info(self, device: DeviceId) -> PadInfo | None:
        p = self.controllers.get(device)
        return p.info if p else None

    def _opened(self, infos: list[PadInfo]) -> None:
        """Pads just opened: announced, and each takes back the seats waiting for it."""
        for info in infos:
            self._emit(PadConnected(info.device, info.name, info.layout))
            seats = self.seats.waiting_for_guid(info.guid)
            if seats:
                lost = self.seats.waiting_for(seats[0])
                assert lost is not None
                same = tuple(s for s in seats if self.seats.waiting_for(s) == lost)
                self._take_seats(same, info.device)

    def _remove(self, instance_id: int, announce: bool = True) -> None:
        device = pad(instance_id)
        if device not in self.controllers:
            return
        self._queue += self.held.release_device(device)
        self._swallowed = {s for s in self._swallowed if s[0] != device}
        info = self.controllers.remove(instance_id)
        self._numbers.pop(device, None)
        if not announce or info is None:
            return
        self._emit(PadDisconnected(device))
        for seat in self.seats.disconnect(device, info.guid):
            self._emit(SeatDisconnected(seat, device))

    def _known_pad(self, instance_id: int) -> DeviceId | None:
        device, opened = self.controllers.known(instance_id)
        self._opened(opened)
        return device

    # ================================================================= capture (remapping)

    def capture_next_input(self, kinds: Iterable[str] = ("keyboard", "mouse", "pad")) -> None:
        """The next press of a device of ``kinds`` becomes an `InputCaptured` event instead of
        an intent. A modifier key alone is captured on its release; with a key, as "shift+x"."""
        self.capture.start(kinds)

    def cancel_capture(self) -> None:
        self.capture.cancel()

    @property
    def capturing(self) -> bool:
        return self.capture.active

    # ================================================================= focus and resets

    def release_all(self) -> None:
        """Release everything held (window focus lost): no stuck keys or sticks."""
        self._queue += self.held.release_all()
        self._keys.specs.clear()
        self._swallowed.clear()
        self.controllers.reset_filters()
        self.capture.modifier = None

    # ================================================================= internals: routing

    def _emit(self, event: InputEvent) -> None:
        self._queue.append(event)

    def _touch(self, device: DeviceId) -> None:
        if device != self.last_device:
            self.last_device = device
            self._last_layout = self.layout_of(device)
            self._emit(LastDeviceChanged(device, self._last_layout))

    def _map_pos(self, pos: Any) -> Pos:
        point = (int(pos[0]), int(pos[1]))
        return self.pointer_map(point) if self.pointer_map else point

    def _down(
        self, device: DeviceId, kind: str, input: str, pos: Pos | None = None, joinable: bool = True
    ) -> None:
        """A raw input went down."""
        self._touch(device)
        if device.group == "kbm":
            self.keyboard_used = True
        captured = self.capture.take(device, kind, input)
        if captured is not None:
            self._swallowed.add((device, input))
            self._emit(captured)
            return
        bindings = self.bindings_for(device)
        intent = bindings.intent_for(kind, input)
        if device.kind == "pad" and joinable and not self.seats.is_seated(device):
            waiting = self.seats.waiting()
            if waiting:  # "press a button on another pad to take this seat"
                self._swallowed.add((device, input))
                self._take_seats((waiting[0],), device)
                return
            self._emit(JoinRequest(device))
        elif device.kind == "keyboard" and intent is not None and not self.seats.is_seated(device):
            self._emit(JoinRequest(device))
        if intent is None:
            return
        self._queue += self.held.press(device, intent, input, pos)

    def _up(self, device: DeviceId, input: str) -> None:
        """A raw input came up."""
        if (device, input) in self._swallowed:
            self._swallowed.discard((device, input))
            return
        self._queue += self.held.release(device, input)

    def _pulse(self, device: DeviceId, kind: str, input: str, pos: Pos | None) -> None:
        self._down(device, kind, input, pos)
        self._up(device, input)

    # ================================================================= internals: keyboard

    def _on_key_down(self, event: pygame.event.Event) -> None:
        code = event.key
        if code in self._keys.specs:  # pygame's own key repeat, or a duplicate
            return
        name = pygame.key.name(code)
        if not name:
            return
        capture = self.capture
        if capture.wants("keyboard") and name in _MODIFIER_KEYS:
            capture.modifier = name
            self._keys.specs[code] = name
            self._touch(KEYBOARD)
            return
        mods = _mods(getattr(event, "mod", 0)) if name not in _MODIFIER_KEYS else ()
        spec = join_key(mods, name)
        if capture.wants("keyboard"):
            capture.modifier = None
        elif spec != name and self.bindings_for(KEYBOARD).intent_for("keyboard", spec) is None:
            spec = name  # Shift+W is W unless Shift+W is bound
        if self.text_entry and spec not in TEXT_ENTRY_KEYS and not capture.active:
            return
        self._keys.specs[code] = spec
        self._down(KEYBOARD, "keyboard", spec)

    def _on_key_up(self, event: pygame.event.Event) -> None:
        spec = self._keys.specs.pop(event.key, None)
        if spec is not None and self.capture.modifier_released(spec):
            self._down(KEYBOARD, "keyboard", spec)  # a modifier alone is the input
            self._swallowed.discard((KEYBOARD, spec))
            return
        if spec is not None:
            self._up(KEYBOARD, spec)

    # ================================================================= internals: mouse

    def _on_mouse_motion(self, event: pygame.event.Event) -> None:
        pos = self._map_pos(event.pos)
        rel = tuple(getattr(event, "rel", (0, 0)))
        self.pointer = pos
        if self.last_device != MOUSE:
            self._mouse_travel += abs(int(rel[0])) + abs(int(rel[1]))
            if self._mouse_travel >= self.config.mouse_move_threshold:
                self._mouse_travel = 0
                self._touch(MOUSE)
        self._emit(PointerMove(pos, (int(rel[0]), int(rel[1]))))

    def _on_mouse_down(self, event: pygame.event.Event) -> None:
        name = MOUSE_BUTTONS.get(event.button)
        if name is None:  # 4 and 5 are the legacy wheel; MOUSEWHEEL reports it
            return
        pos = self._map_pos(event.pos)
        self.pointer = pos
        self._mouse_travel = 0
        if not self.capture.wants("mouse"):
            self._emit(PointerDown(pos, event.button))
        self._down(MOUSE, "mouse", name, pos)

    def _on_mouse_up(self, event: pygame.event.Event) -> None:
        name = MOUSE_BUTTONS.get(event.button)
        if name is None:
            return
        pos = self._map_pos(event.pos)
        self.pointer = pos
        swallowed = (MOUSE, name) in self._swallowed
        self._up(MOUSE, name)
        if not swallowed:
            self._emit(PointerUp(pos, event.button))

    def _on_mouse_wheel(self, event: pygame.event.Event) -> None:
        dx, dy = int(getattr(event, "x", 0)), int(getattr(event, "y", 0))
        pos = self.pointer
        if not self.capture.wants("mouse"):
            self._emit(Wheel(dy, dx, pos))
        if dy:
            self._pulse(MOUSE, "mouse", "wheelup" if dy > 0 else "wheeldown", pos)
        if dx:
            self._pulse(MOUSE, "mouse", "wheelright" if dx > 0 else "wheelleft", pos)

    def _on_focus_lost(self, event: pygame.event.Event) -> None:
        self.release_all()

    # ================================================================= internals: pads

    def _on_device_added(self, event: pygame.event.Event) -> None:
        if self.controllers.started:
            self._opened(self.controllers.scan())

    def _on_device_removed(self, event: pygame.event.Event) -> None:
        self._remove(event.instance_id)

    def _on_pad_button(self, event: pygame.event.Event) -> None:
        device = self._known_pad(event.instance_id)
        if device is None or not 0 <= event.button < len(PAD_BUTTONS):
            return
        name = PAD_BUTTONS[event.button]
        if self._chord(device, name, event.type == pygame.CONTROLLERBUTTONDOWN):
            return
        if event.type == pygame.CONTROLLERBUTTONDOWN:
            self._down(device, "pad", name)
        else:
            self._up(device, name)

    def _chord(self, device: DeviceId, name: str, down: bool) -> bool:
        """A pad chord (bindings.PAD_CHORDS): while the modifier is held, a chord button means
        its status intent; the modifier alone means its own intent when let go. True when the
        press or release was the chord's."""
        if self.capture.active or (not self.seats.is_seated(device) and self.seats.waiting()):
            return False  # a button being remapped, or a pad taking a seat: its own press
        if name == PAD_CHORD_MODIFIER:
            if down:
                self._chords[device] = False
                self._touch(device)
            elif device in self._chords:
                if not self._chords.pop(device):  # alone: its own intent, pressed and let go
                    self._pulse(device, "pad", name, None)
            return True
        if device in self._chords and name in PAD_CHORDS:
            if down:
                self._chords[device] = True
                self._touch(device)
                intent = PAD_CHORDS[name]
                self._queue += self.held.press(device, intent, f"chord+{name}", None)
                self._queue += self.held.release(device, f"chord+{name}")
            return True
        return False

    def _on_pad_axis(self, event: pygame.event.Event) -> None:
        device = self._known_pad(event.instance_id)
        if device is None or not 0 <= event.axis < len(PAD_AXES):
            return
        p = self.controllers[device]
        value = float(event.value) / _AXIS_MAX
        if event.axis in _STICKS:
            stick, axis = _STICKS[event.axis]
            released, pressed = p.sticks[stick].set_axis(axis, max(-1.0, min(1.0, value)))
            if released is not None:
                self._up(device, f"{stick}{released}")
            if pressed is not None:
                self._down(device, "pad", f"{stick}{pressed}", joinable=False)
            return
        name = PAD_AXES[event.axis]
        change = p.triggers[name].set_value(max(0.0, min(1.0, value)))
        if change is True:
            self._down(device, "pad", name)
        elif change is False:
            self._up(device, name)


def _mods(mod: int) -> tuple[str, ...]:
    out = []
    if mod & pygame.KMOD_CTRL:
        out.append("ctrl")
    if mod & pygame.KMOD_ALT:
        out.append("alt")
    if mod & pygame.KMOD_SHIFT:
        out.append("shift")
    return tuple(out)


_HANDLERS: dict[int, Callable[[InputHub, pygame.event.Event], None]] = {
    pygame.KEYDOWN: InputHub._on_key_down,
    pygame.KEYUP: InputHub._on_key_up,
    pygame.MOUSEMOTION: InputHub._on_mouse_motion,
    pygame.MOUSEBUTTONDOWN: InputHub._on_mouse_down,
    pygame.MOUSEBUTTONUP: InputHub._on_mouse_up,
    pygame.MOUSEWHEEL: InputHub._on_mouse_wheel,
    pygame.WINDOWFOCUSLOST: InputHub._on_focus_lost,
    pygame.CONTROLLERDEVICEADDED: InputHub._on_device_added,
    pygame.JOYDEVICEADDED: InputHub._on_device_added,
    pygame.CONTROLLERDEVICEREMOVED: InputHub._on_device_removed,
    pygame.JOYDEVICEREMOVED: InputHub._on_device_removed,
    pygame.CONTROLLERBUTTONDOWN: InputHub._on_pad_button,
    pygame.CONTROLLERBUTTONUP: InputHub._on_pad_button,
    pygame.CONTROLLERAXISMOTION: InputHub._on_pad_axis,
}
