"""The window's SDL set-up, before the display starts."""

from __future__ import annotations

import os
import sys


def prepare_sdl() -> None:
    """Hints for SDL before ``pygame.display.init``. On Linux, SDL would open a hidden OpenGL
    window to decide how to show the window's surface: that costs a few hundred milliseconds
    at start and, with a software OpenGL, a texture upload of the whole window every frame
    (its threads took more CPU than the game). The native X11 path (shared memory) starts at
    once and sends only the regions a frame redrew. A hint set by the player still wins."""
    if sys.platform.startswith("linux"):
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
