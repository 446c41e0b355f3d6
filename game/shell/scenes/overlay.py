"""Overlays: layers over every screen that see each input first and draw last.

The app keeps a list of them (``Host.overlays``): the help key (help on the focused element,
from any screen), the suggested move, and the guided game's coach while it runs. Unlike a
scene, an overlay never takes the top of the stack, so the screen under it keeps its focus,
its own ``stack.top is self`` checks and its input when the overlay lets the event through.
"""

from __future__ import annotations

from typing import Any

import pygame


class Overlay:
    def handle(self, event: Any) -> bool:
        """An input event before the top scene gets it; True when consumed."""
        return False

    def update(self, dt: float) -> None:
        """One fixed step of ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw over every scene; must not change any state."""

    def animating(self) -> bool:
        """True while the overlay's picture changes by itself (a pulse, a fade): the frame
        must be drawn again even when nothing else moves."""
        return False

    def prompts(self) -> list[tuple[str, str]]:
        """(intent, label) pairs the prompt bar adds for this overlay now."""
        return []
