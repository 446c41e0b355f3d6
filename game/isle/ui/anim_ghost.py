"""The placement ghost turning a quarter or flipping over in a short tween (~0.12 s).

The cursor itself changes at once (legality, the preview and the narration never wait): only
the picture catches up, drawn from the new orientation turned back by what is left of the
quarter turn, or squashed edge-on and opened on its other face. Reduced motion: a quick
cross-fade from the old picture to the new one.
"""

from __future__ import annotations

import math

import pygame

from game.shell.ui.tween import Tween

TURN_SECONDS = 0.12


class GhostTurn:
    def __init__(self) -> None:
        self.tween: Tween | None = None
        self.kind = ""  # cw | ccw | flip
        self.old_k = 0
        self.fade = False

    def start(self, kind: str, old_k: int, duration: float, fade: bool) -> None:
        if duration <= 0:
            self.tween = None
            return
        self.kind, self.old_k, self.fade = kind, old_k, fade
        self.tween = Tween(duration, "out_cubic")

    def update(self, dt: float) -> None:
        if self.tween is not None:
            self.tween.update(dt)
            if self.tween.done:
                self.tween = None

    @property
    def active(self) -> bool:
        return self.tween is not None

    def frames(self, old: pygame.Surface, new: pygame.Surface) -> list[tuple[pygame.Surface, int]]:
        """The picture(s) to draw now, centred on the new footprint, with their opacity."""
        if self.tween is None:
            return [(new, 255)]
        v = self.tween.value
        if self.fade:
            return [(old, round(255 * (1 - v))), (new, round(255 * v))]
        if self.kind == "flip":
            image = old if v < 0.5 else new
            width = round(image.get_width() * abs(math.cos(math.pi * v)))
            if width < 1:
                return []
            return [(pygame.transform.smoothscale(image, (width, image.get_height())), 255)]
        angle = 90 * (1 - v) * (1 if self.kind == "cw" else -1)  # pygame turns anticlockwise
        return [(pygame.transform.rotate(new, angle), 255)]

    def draw(
        self,
        surface: pygame.Surface,
        old: pygame.Surface,
        new: pygame.Surface,
        center: tuple[int, int],
    ) -> None:
        for image, alpha in self.frames(old, new):
            if alpha < 255:
                image = image.copy()
                image.set_alpha(alpha)
            surface.blit(image, image.get_rect(center=center))
