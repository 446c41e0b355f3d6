"""The SDL2 library that pygame-ce itself uses, opened through ctypes for what pygame lacks.

pygame-ce does not expose a controller's type (Xbox, PlayStation, Nintendo) nor a device's
instance id before opening it. Both come from the SDL2 shared library bundled with the pygame-ce
wheel: loading it again by its exact path gives the same library instance (same devices, same
event queue). Everything here degrades to None when the library cannot be found (a pygame built
against another SDL, an unusual platform): callers then fall back to the controller's name.
"""

from __future__ import annotations

import ctypes
import glob
import os
from functools import lru_cache


def library_path() -> str | None:
    """Path of the SDL2 library bundled with the installed pygame-ce, or None."""
    import pygame

    package = os.path.dirname(os.path.abspath(pygame.__file__))
    patterns = (
        os.path.join(os.path.dirname(package), "pygame_ce.libs", "libSDL2-*.so*"),  # Linux
        os.path.join(package, ".dylibs", "libSDL2-*.dylib"),  # macOS
        os.path.join(package, ".dylibs", "libSDL2.dylib"),
        os.path.join(package, "SDL2.dll"),  # Windows
    )
    for pattern in patterns:
        found = sorted(glob.glob(pattern))
        if found:
            return found[0]
    return None


@lru_cache(maxsize=1)
def library() -> ctypes.CDLL | None:
    """pygame's SDL2 (loaded once; only after pygame is imported, so it is the same instance)."""
    path = library_path()
    if path is None:
        return None
    try:
        lib = ctypes.CDLL(path)
    except OSError:
        return None
    _declare(lib)
    return lib


def _declare(lib: ctypes.CDLL) -> None:
    c_int, c_void_p = ctypes.c_int, ctypes.c_void_p
    signatures = {
        "SDL_NumJoysticks": ([], c_int),
        "SDL_IsGameController": ([c_int], c_int),
        "SDL_JoystickGetDeviceInstanceID": ([c_int], ctypes.c_int32),
        "SDL_GameControllerTypeForIndex": ([c_int], c_int),
        "SDL_GameControllerFromInstanceID": ([ctypes.c_int32], c_void_p),
        "SDL_GameControllerGetType": ([c_void_p], c_int),
        "SDL_GameControllerHasRumble": ([c_void_p], c_int),
        "SDL_GameControllerHasLED": ([c_void_p], c_int),
        "SDL_GameControllerSetPlayerIndex": ([c_void_p, c_int], None),
        "SDL_WaitEventTimeout": ([c_void_p, c_int], c_int),
    }
    for name, (args, result) in signatures.items():
        func = getattr(lib, name, None)
        if func is not None:
            func.argtypes = args
            func.restype = result


def _call(name: str, *args: int) -> int | None:
    lib = library()
    func = getattr(lib, name, None) if lib is not None else None
    if func is None:
        return None
    return func(*args)


def device_instance_id(device_index: int) -> int | None:
    """The instance id of the joystick at ``device_index`` without opening it (-1 if none)."""
    return _call("SDL_JoystickGetDeviceInstanceID", device_index)


def controller_type(instance_id: int) -> int | None:
    """SDL_GameControllerType of the open controller ``instance_id`` (None if unknown)."""
    lib = library()
    if lib is None or not hasattr(lib, "SDL_GameControllerGetType"):
        return None
    handle = lib.SDL_GameControllerFromInstanceID(instance_id)
    if not handle:
        return None
    return int(lib.SDL_GameControllerGetType(handle))


def set_player_index(instance_id: int, index: int) -> bool:
    """Show ``index`` (0 for player 1) on the open controller ``instance_id``'s player lights
    (an Xbox pad's ring, a DualSense's dots), where it has any; False when SDL is not reached."""
    lib = library()
    if lib is None or not hasattr(lib, "SDL_GameControllerSetPlayerIndex"):
        return False
    handle = lib.SDL_GameControllerFromInstanceID(instance_id)
    if not handle:
        return False
    lib.SDL_GameControllerSetPlayerIndex(handle, int(index))
    return True


def wait_for_event(timeout_ms: int) -> bool | None:
    """Sleep until an event is queued or ``timeout_ms`` passed, leaving the event in the
    queue (SDL_WaitEventTimeout with no event to fill); True when one came. None when SDL
    cannot be reached (the caller sleeps another way). SDL sleeps on the window system's
    connection here, where pygame's own ``event.wait`` would poll every millisecond."""
    lib = library()
    func = getattr(lib, "SDL_WaitEventTimeout", None) if lib is not None else None
    if func is None:
        return None
    return bool(func(None, max(0, int(timeout_ms))))


_WAKE: list[int] = []  # the event type that wakes the loop (registered once)


def wake_loop() -> None:
    """From any thread: wake the main loop if it sleeps waiting for input (a background
    result is ready: the suggested move). The event itself means nothing to the game."""
    import pygame

    try:
        if not _WAKE:
            _WAKE.append(pygame.event.custom_type())
        pygame.event.post(pygame.event.Event(_WAKE[0]))
    except pygame.error:  # no event queue (pygame quit meanwhile): nothing sleeps
        pass
