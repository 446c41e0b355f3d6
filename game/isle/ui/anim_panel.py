"""Animations on the player's panel: fish hopping to or from the fish counter, and baskets
turning over (a permanent basket used, gained or given up; a rescue card's basket spent and
discarded).

Pure presentation made from ``FishGained`` / ``FishPaid`` / ``CatRescued`` /
``BasketsChanged``. Reduced motion: the fish fade where they end instead of flying, and a
basket's two faces cross-fade instead of squashing.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.isle.ui.art import isle_art
from game.shell.ui.tween import Tween, animation_seconds, arc_point

if TYPE_CHECKING:
    from game.isle.ui.table import TableView
    from game.shell.scenes.stack import Host

MAX_FISH = 6  # icons for one gain or payment, however large


@dataclass
class FishHop:
    """One fish icon going from ``start`` to ``end`` (centres, pixels)."""

    start: tuple[int, int]
    end: tuple[int, int]
    size: int
    tween: Tween
    fade: bool = False  # reduced motion: fades out at ``end`` without moving

    def draw(self, surface: pygame.Surface, art, lift: int) -> None:
        if not self.tween.started:
            return
        image = art.fish(self.size)
        raw = self.tween.raw
        if self.fade:
            image = image.copy()
            image.set_alpha(round(255 * (1 - raw)))
            surface.blit(image, image.get_rect(center=self.end))
            return
        x, y = arc_point(self.start, self.end, self.tween.value, lift)
        if raw > 0.8:  # fades into the counter (or the field) as it arrives
            image = image.copy()
            image.set_alpha(round(255 * (1 - raw) / 0.2))
        surface.blit(image, image.get_rect(center=(round(x), round(y))))


def fish_hops(
    start: tuple[int, int],
    end: tuple[int, int],
    amount: int,
    size: int,
    duration: float,
    fade: bool,
) -> list[FishHop]:
    """Up to MAX_FISH icons one after the other (none when ``duration`` is 0)."""
    if duration <= 0 or amount <= 0:
        return []
    count = min(MAX_FISH, amount)
    if fade:
        return [FishHop(start, end, size, Tween(duration, "linear"), fade=True)]
    gap = duration * 0.18
    return [
        FishHop(start, end, size, Tween(duration, "in_out_cubic", delay=i * gap))
        for i in range(count)
    ]


@dataclass
class BasketFlip:
    """A basket icon turning over: squashed to nothing, then widening on its other face.
    ``discard`` (a rescue card's basket): it turns over, then fades away."""

    kind: str  # permanent, full, half
    used_before: bool
    used_after: bool
    center: tuple[int, int]
    size: int
    tween: Tween
    fade: bool = False  # reduced motion: the faces cross-fade
    discard: bool = False

    def width_share(self) -> float:
        """How wide the icon is drawn now (1: flat on the panel, 0: edge on)."""
        if self.fade:
            return 1.0
        return abs(math.cos(math.pi * min(1.0, self.tween.value)))

    def face_used(self) -> bool:
        return self.used_after if self.tween.raw >= 0.5 else self.used_before

    def draw(self, surface: pygame.Surface, art) -> None:
        if not self.tween.started:
            return
        raw = self.tween.raw
        if self.fade:
            for used, alpha in ((self.used_before, 1 - raw), (self.used_after, raw)):
                if self.discard and used == self.used_after:
                    alpha *= 1 - raw
                image = art.basket(self.kind, self.size, used=used).copy()
                image.set_alpha(round(255 * alpha))
                surface.blit(image, image.get_rect(center=self.center))
            return
        image = art.basket(self.kind, self.size, used=self.face_used())
        width = round(image.get_width() * self.width_share())
        if width < 1:
            return
        image = pygame.transform.smoothscale(image, (width, image.get_height()))
        if self.discard and raw > 0.5:
            image.set_alpha(round(255 * min(1.0, (1 - raw) * 2.5)))
        surface.blit(image, image.get_rect(center=self.center))


class PanelMotion:
    """The panel's animations in progress, made from the game scene's events."""

    def __init__(self, app: Host, table: TableView) -> None:
        self.app = app
        self.table = table
        self.fish: list[FishHop] = []
        self.baskets: list[BasketFlip] = []

    def _seconds(self, base: float) -> float:
        return animation_seconds(self.app.settings, base)

    @property
    def still(self) -> bool:
        return bool(self.app.settings.reduced_motion)

    def hop_fish(self, amount: int, gained: bool, place: tuple[int, int] | None = None) -> None:
        """Fish hop from the sea to the counter, or from the counter to ``place`` (the field
        of a rescued cat) or the sea; under reduced motion they fade at the counter."""
        r, layout = self.table.regions(), self.app.layout
        counter = self.table.anchor("fish")
        far = place or (r.island.centerx, r.island.bottom - layout.px(24))
        start, end = (far, counter) if gained else (counter, far)
        if self.still:
            start = end = counter
        self.fish += fish_hops(start, end, amount, layout.px(22), self._seconds(0.55), self.still)

    def spend_basket(self, pay: str, used_before: bool, used_after: bool) -> None:
        """A permanent basket turns over; a rescue card's baskets (one full or two damaged
        halves) turn over and go."""
        if pay == "permanent":
            self.flip_basket(used_before, used_after)
            return
        duration = self._seconds(0.6)
        if duration <= 0:
            return
        layout = self.app.layout
        size = layout.px(26)
        kinds = ["full"] if pay == "full" else ["half", "half"]
        y = self.table.anchor("speed")[1]
        right = self.table.regions().panel.right - layout.px(22)
        for i, kind in enumerate(kinds):
            center = (right - i * (size + layout.px(4)), y)
            self.baskets.append(
                BasketFlip(
                    kind,
                    False,
                    True,
                    center,
                    size,
                    Tween(duration, "in_out_cubic"),
                    self.still,
                    discard=True,
                )
            )

    def flip_basket(self, used_before: bool, used_after: bool) -> None:
        """The panel's permanent basket turns over (used, gained or given up)."""
        duration = self._seconds(0.45)
        if duration <= 0:
            return
        self.baskets = [b for b in self.baskets if b.discard]
        self.baskets.append(
            BasketFlip(
                "permanent",
                used_before,
                used_after,
                self.table.anchor("baskets"),
                self.app.layout.px(26),
                Tween(duration, "in_out_cubic"),
                self.still,
            )
        )

    def update(self, dt: float) -> None:
        for hop in self.fish:
            hop.tween.update(dt)
        for flip in self.baskets:
            flip.tween.update(dt)
        self.fish = [f for f in self.fish if not f.tween.done]
        self.baskets = [b for b in self.baskets if not b.tween.done]
        # the panel leaves its basket to the flip while it turns
        self.table.hidden_icons = {"baskets" for b in self.baskets if not b.discard}

    def clear(self) -> None:
        self.fish.clear()
        self.baskets.clear()
        self.table.hidden_icons = set()

    def draw(self, surface: pygame.Surface) -> None:
        for basket in self.baskets:
            basket.draw(surface, isle_art(self.app))
        for hop in self.fish:
            hop.draw(surface, isle_art(self.app), self.app.layout.px(50))
