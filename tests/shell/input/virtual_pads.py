"""Real virtual game controllers for end-to-end tests, attached through SDL itself.

SDL can attach virtual joysticks (`SDL_JoystickAttachVirtualEx`); one of type "game controller"
gets SDL's default mapping (button i = SDL_GameControllerButton i, axis i = axis i), so pygame
then delivers genuine CONTROLLERDEVICEADDED / CONTROLLERBUTTONDOWN / ... events. The SDL2
library is the one bundled with pygame-ce, loaded by its exact path after pygame is imported so
that it is the same library instance.

    pygame.init(); pygame._sdl2.controller.init()
    pad = VirtualPad(name="Virtual DualSense", vendor_id=0x054C, product_id=0x0CE6)
    pad.press("a"); pad.release("a"); pad.axis("leftx", -1.0); pad.unplug()

Vendor and product ids make SDL report a controller type (0x054C/0x0CE6 is a PS5 pad,
0x045E/0x02EA an Xbox One pad, 0x057E/0x2009 a Switch Pro pad). Lights and rumble sent to the
pad are recorded in ``leds`` and ``rumbles``. Each press/release/axis call runs
SDL_JoystickUpdate, so events are queued at once: drain them with pygame.event.get().
"""

from __future__ import annotations

import ctypes
import glob
import os

import pygame

BUTTONS = (
    "a",
    "b",
    "x",
    "y",
    "back",
    "guide",
    "start",
    "leftstick",
    "rightstick",
    "leftshoulder",
    "rightshoulder",
    "dpup",
    "dpdown",
    "dpleft",
    "dpright",
)
AXES = ("leftx", "lefty", "rightx", "righty", "lefttrigger", "righttrigger")

SDL_JOYSTICK_TYPE_GAMECONTROLLER = 1
SDL_VIRTUAL_JOYSTICK_DESC_VERSION = 1

_U16 = ctypes.c_uint16
_LED = ctypes.CFUNCTYPE(
    ctypes.c_int, ctypes.c_void_p, ctypes.c_uint8, ctypes.c_uint8, ctypes.c_uint8
)
_RUMBLE = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_uint16, ctypes.c_uint16)


class _Desc(ctypes.Structure):
    """SDL_VirtualJoystickDesc (SDL 2.24+)."""

    _fields_ = [
        ("version", _U16),
        ("type", _U16),
        ("naxes", _U16),
        ("nbuttons", _U16),
        ("nhats", _U16),
        ("vendor_id", _U16),
        ("product_id", _U16),
        ("padding", _U16),
        ("button_mask", ctypes.c_uint32),
        ("axis_mask", ctypes.c_uint32),
        ("name", ctypes.c_char_p),
        ("userdata", ctypes.c_void_p),
        ("Update", ctypes.c_void_p),
        ("SetPlayerIndex", ctypes.c_void_p),
        ("Rumble", _RUMBLE),
        ("RumbleTriggers", ctypes.c_void_p),
        ("SetLED", _LED),
        ("SendEffect", ctypes.c_void_p),
    ]


class VirtualPadError(RuntimeError):
    """SDL refused to attach or drive a virtual pad."""


def sdl_library() -> ctypes.CDLL:
    """pygame-ce's bundled SDL2, with the signatures used here declared."""
    package = os.path.dirname(os.path.abspath(pygame.__file__))
    patterns = (
        os.path.join(os.path.dirname(package), "pygame_ce.libs", "libSDL2-*.so*"),
        os.path.join(package, ".dylibs", "libSDL2*.dylib"),
        os.path.join(package, "SDL2.dll"),
    )
    for pattern in patterns:
        found = [p for p in sorted(glob.glob(pattern)) if "SDL2_" not in os.path.basename(p)]
        if found:
            lib = ctypes.CDLL(found[0])
            break
    else:
        raise VirtualPadError("pygame-ce's bundled SDL2 library was not found")
    c_int, c_void_p = ctypes.c_int, ctypes.c_void_p
    for name, args, result in (
        ("SDL_JoystickAttachVirtualEx", [ctypes.POINTER(_Desc)], c_int),
        ("SDL_JoystickAttachVirtual", [c_int, c_int, c_int, c_int], c_int),
        ("SDL_JoystickDetachVirtual", [c_int], c_int),
        ("SDL_JoystickOpen", [c_int], c_void_p),
        ("SDL_JoystickClose", [c_void_p], None),
        ("SDL_JoystickInstanceID", [c_void_p], ctypes.c_int32),
        ("SDL_JoystickGetDeviceInstanceID", [c_int], ctypes.c_int32),
        ("SDL_JoystickSetVirtualButton", [c_void_p, c_int, ctypes.c_uint8], c_int),
        ("SDL_JoystickSetVirtualAxis", [c_void_p, c_int, ctypes.c_int16], c_int),
        ("SDL_JoystickUpdate", [], None),
        ("SDL_NumJoysticks", [], c_int),
        ("SDL_GetError", [], ctypes.c_char_p),
    ):
        func = getattr(lib, name)
        func.argtypes = args
        func.restype = result
    return lib


class VirtualPad:
    """One virtual game controller: 15 buttons, 6 axes, optional light and rumble."""

    def __init__(
        self,
        name: str = "Virtual Pad",
        vendor_id: int = 0,
        product_id: int = 0,
        *,
        led: bool = True,
        rumble: bool = True,
    ) -> None:
        self.sdl = sdl_library()
        self.name = name
        self.leds: list[tuple[int, int, int]] = []
        self.rumbles: list[tuple[int, int]] = []
        # ctypes callbacks and the name must outlive the device: kept on the instance.
        self._name = name.encode()
        self._led_cb = _LED(self._on_led)
        self._rumble_cb = _RUMBLE(self._on_rumble)
        desc = _Desc(
            version=SDL_VIRTUAL_JOYSTICK_DESC_VERSION,
            type=SDL_JOYSTICK_TYPE_GAMECONTROLLER,
            naxes=len(AXES),
            nbuttons=len(BUTTONS),
            nhats=0,
            vendor_id=vendor_id,
            product_id=product_id,
            name=self._name,
        )
        if led:
            desc.SetLED = self._led_cb
        if rumble:
            desc.Rumble = self._rumble_cb
        self._desc = desc
        index = self.sdl.SDL_JoystickAttachVirtualEx(ctypes.byref(desc))
        if index < 0:
            raise VirtualPadError(f"attach failed: {self.sdl.SDL_GetError()!r}")
        self._joystick = self.sdl.SDL_JoystickOpen(index)
        if not self._joystick:
            self.sdl.SDL_JoystickDetachVirtual(index)
            raise VirtualPadError(f"open failed: {self.sdl.SDL_GetError()!r}")
        self.instance_id: int = self.sdl.SDL_JoystickInstanceID(self._joystick)
        self.attached = True
        self.sdl.SDL_JoystickUpdate()

    # -- callbacks from SDL ----------------------------------------------------------------

    def _on_led(self, _userdata: int, red: int, green: int, blue: int) -> int:
        self.leds.append((red, green, blue))
        return 0

    def _on_rumble(self, _userdata: int, low: int, high: int) -> int:
        self.rumbles.append((low, high))
        return 0

    # -- driving -------------------------------------------------------------------------------

    def _button_index(self, button: int | str) -> int:
        return BUTTONS.index(button) if isinstance(button, str) else int(button)

    def set_button(self, button: int | str, down: bool) -> None:
        self._require()
        if (
            self.sdl.SDL_JoystickSetVirtualButton(
                self._joystick, self._button_index(button), 1 if down else 0
            )
            < 0
        ):
            raise VirtualPadError(f"button failed: {self.sdl.SDL_GetError()!r}")
        self.sdl.SDL_JoystickUpdate()

    def press(self, button: int | str) -> None:
        self.set_button(button, True)

    def release(self, button: int | str) -> None:
        self.set_button(button, False)

    def tap(self, button: int | str) -> None:
        self.press(button)
        self.release(button)

    def axis(self, index: int | str, value: float) -> None:
        """Move an axis: ``value`` in -1..1 for sticks (y: -1 is up); triggers 0..1 are sent as
        -1..1 raw, as SDL's default mapping expects."""
        self._require()
        i = AXES.index(index) if isinstance(index, str) else int(index)
        if i >= 4:  # triggers: raw -32768 (released) .. 32767 (fully pressed)
            raw = int(round(-32768 + max(0.0, min(1.0, value)) * 65535))
        else:
            raw = int(round(max(-1.0, min(1.0, value)) * 32767))
        if self.sdl.SDL_JoystickSetVirtualAxis(self._joystick, i, raw) < 0:
            raise VirtualPadError(f"axis failed: {self.sdl.SDL_GetError()!r}")
        self.sdl.SDL_JoystickUpdate()

    def device_index(self) -> int | None:
        """The pad's current device index (indices shift when other pads go away)."""
        for index in range(self.sdl.SDL_NumJoysticks()):
            if self.sdl.SDL_JoystickGetDeviceInstanceID(index) == self.instance_id:
                return index
        return None

    def unplug(self) -> None:
        """Detach the pad: pygame then sees CONTROLLERDEVICEREMOVED. Safe to call twice."""
        if not self.attached:
            return
        index = self.device_index()
        self.sdl.SDL_JoystickClose(self._joystick)
        self._joystick = None
        self.attached = False
        if index is not None:
            self.sdl.SDL_JoystickDetachVirtual(index)
        self.sdl.SDL_JoystickUpdate()

    def _require(self) -> None:
        if not self.attached:
            raise VirtualPadError("the pad is unplugged")

    def __enter__(self) -> VirtualPad:
        return self

    def __exit__(self, *exc: object) -> None:
        self.unplug()

    def __repr__(self) -> str:
        state = "attached" if self.attached else "unplugged"
        return f"VirtualPad({self.name!r}, instance {self.instance_id}, {state})"


class VirtualJoystick:
    """A virtual joystick that is not a game controller (no SDL mapping): a flight stick or a
    wheel that the game must ignore."""

    def __init__(self, buttons: int = 4, axes: int = 2) -> None:
        self.sdl = sdl_library()
        index = self.sdl.SDL_JoystickAttachVirtual(0, axes, buttons, 0)
        if index < 0:
            raise VirtualPadError(f"attach failed: {self.sdl.SDL_GetError()!r}")
        self._joystick = self.sdl.SDL_JoystickOpen(index)
        self.instance_id: int = self.sdl.SDL_JoystickInstanceID(self._joystick)
        self.attached = True
        self.sdl.SDL_JoystickUpdate()

    def press(self, button: int) -> None:
        self.sdl.SDL_JoystickSetVirtualButton(self._joystick, button, 1)
        self.sdl.SDL_JoystickUpdate()

    def unplug(self) -> None:
        if not self.attached:
            return
        index = None
        for i in range(self.sdl.SDL_NumJoysticks()):
            if self.sdl.SDL_JoystickGetDeviceInstanceID(i) == self.instance_id:
                index = i
        self.sdl.SDL_JoystickClose(self._joystick)
        self.attached = False
        if index is not None:
            self.sdl.SDL_JoystickDetachVirtual(index)
        self.sdl.SDL_JoystickUpdate()
