"""Input: pygame events -> intents per seat; bindings as data; SDL game controllers with
hot-plug; prompt glyphs; the focus ring. Scenes use this package and never read keys.

    from game.shell.input import InputHub, Intent, IntentEvent, Bindings, FocusRing

    hub = InputHub(bindings, config, seat_colors=palette.seats, pointer_map=window_to_logical)
    hub.start_controllers()                       # pygame.init() does not do it
    for event in pygame.event.get(): hub.process(event)   # also give them to pygame-gui
    hub.update(dt)                                # in the fixed step: repeat, hold to confirm
    for event in hub.poll(): top_scene.handle(event)

Conventions for the scenes and the app:
- Esc is MENU and Backspace is BACK (B on a pad, right click). A dialog or the pause scene
  treats MENU like BACK (closes itself); a game scene opens the pause menu on MENU.
- Act on `IntentEvent.is_down` (press or repeat) for moves, on ``pressed`` for everything else.
  Intents from the mouse carry ``pos``: act on what is under the pointer.
- Every device drives the menus before seats exist (``seats == ()``). The setup screen seats a
  device on `JoinRequest` with `InputHub.assign_seat`. `SeatDisconnected` pauses the game; a
  `SeatReconnected` (same pad plugged back, or a press on a free pad) resumes it. Private
  screens check `hub.seats.can_act(seat, event.device)`.
- While a pygame-gui text field has focus set ``hub.text_entry = True``.
- "Hold to confirm" applies to CONFIRM intents: route clicks on pygame-gui buttons through the
  focus ring (``FocusRing.handle``) rather than pygame-gui's own click events so it holds.
- The prompt bar reads ``hub.glyph(intent)`` (device used last) and redraws on
  `LastDeviceChanged`; the remapping screen uses `InputHub.capture_next_input` and
  `Bindings.rebind`, and persists ``bindings.to_json()`` / ``config.to_json()``.
"""

from __future__ import annotations

from game.shell.input.analog import AnalogConfig, StickFilter, TriggerFilter
from game.shell.input.bindings import (
    ESSENTIAL,
    MOUSE_INPUTS,
    PAD_INPUTS,
    BindingConflictError,
    Bindings,
    BindingsError,
)
from game.shell.input.config import InputConfig, InputConfigError
from game.shell.input.events import (
    DIRECTIONS,
    KEYBOARD,
    KINDS,
    MOUSE,
    DeviceId,
    HoldProgress,
    InputCaptured,
    InputEvent,
    Intent,
    IntentEvent,
    JoinRequest,
    LastDeviceChanged,
    PadConnected,
    PadDisconnected,
    PointerDown,
    PointerMove,
    PointerUp,
    SeatDisconnected,
    SeatReconnected,
    Wheel,
    pad,
)
from game.shell.input.focus import Focusable, FocusResult, FocusRing
from game.shell.input.glyphs import LAYOUTS, PAD_LAYOUTS, glyph, glyphs, label, layout_from_name
from game.shell.input.hub import DEFAULT_SEAT_COLORS, InputHub, PadInfo
from game.shell.input.seats import SeatError, Seats

__all__ = [
    "AnalogConfig",
    "BindingConflictError",
    "Bindings",
    "BindingsError",
    "DEFAULT_SEAT_COLORS",
    "DIRECTIONS",
    "DeviceId",
    "ESSENTIAL",
    "FocusResult",
    "FocusRing",
    "Focusable",
    "HoldProgress",
    "InputCaptured",
    "InputConfig",
    "InputConfigError",
    "InputEvent",
    "InputHub",
    "Intent",
    "IntentEvent",
    "JoinRequest",
    "KEYBOARD",
    "KINDS",
    "LAYOUTS",
    "LastDeviceChanged",
    "MOUSE",
    "MOUSE_INPUTS",
    "PAD_INPUTS",
    "PAD_LAYOUTS",
    "PadConnected",
    "PadDisconnected",
    "PadInfo",
    "PointerDown",
    "PointerMove",
    "PointerUp",
    "SeatDisconnected",
    "SeatError",
    "SeatReconnected",
    "Seats",
    "StickFilter",
    "TriggerFilter",
    "Wheel",
    "glyph",
    "glyphs",
    "label",
    "layout_from_name",
    "pad",
]
