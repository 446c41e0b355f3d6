"""The living island behind the title and the menus: parallax layers drifting slowly.

Drawn so that it costs little: each layer keeps only its rows with pixels, in parts with
per-pixel alpha and opaque parts (rows where it hides everything behind, blitted as a copy);
a layer is never drawn where an opaque layer in front hides it; the clouds are drawn over the
sky once where the sky is one colour across; and each moving layer knows where a shift by one
pixel changes it, so the loop redraws only those regions (``App.motion``) when its offset
changes. The same pixels as stacking the full layers (tests/ui/test_living.py holds that).

The layers take a moment to draw: ``LivingBackgrounds`` builds them in a background thread
while a plain sky is shown (the first frame of the title never waits for them), then fades
them in. Tests and tools that draw with ``App.step`` get them at once.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import field

import pygame

from game.shell.record import record
from game.shell.ui.dirty import merge

DRIFT = 40.0  # reference pixels per second for a layer of parallax speed 1
BLOCK = (64, 4)  # the grid (pixels) on which the changes of a shifted layer are found
FADE = 0.4  # seconds the island takes to appear over the plain sky
FADE_STEPS = 12  # the fade is drawn in this many steps
HALF_SIZE_ABOVE = 1600  # wider windows draw the layers at half size and scale them up once
SKY = ((96, 160, 222), (170, 206, 236), (255, 222, 178))  # the plain sky while they are drawn


@record
class Part:
    """Rows ``[y0, y1)`` of a layer: ``opaque`` hides what is behind (blitted as a copy)."""

    y0: int
    y1: int
    surface: pygame.Surface
    opaque: bool
    visible: list[tuple[int, int]] = field(default_factory=list)  # rows no layer in front hides


@record
class Layer:
    """One layer's rows with pixels, as parts, and where a shift by one pixel changes it."""

    speed: float
    width: int
    parts: list[Part]
    changes: list[pygame.Rect] = field(default_factory=list)

    @property
    def nbytes(self) -> int:
        return sum(p.surface.get_width() * p.surface.get_height() * 4 for p in self.parts)

    def opaque_rows(self) -> list[tuple[int, int]]:
        return [(p.y0, p.y1) for p in self.parts if p.opaque]


def _rows(image: pygame.Surface) -> list[bytes]:
    w, h = image.get_size()
    data = pygame.image.tobytes(image, "RGBA")
    return [data[y * w * 4 : (y + 1) * w * 4] for y in range(h)]


def _runs(kinds: Sequence[str | None]) -> list[tuple[int, int, str]]:
    """(start, end, kind) of the runs of equal kinds, empty rows (None) left out."""
    runs: list[tuple[int, int, str]] = []
    for y, kind in enumerate(kinds):
        if kind is None:
            continue
        if runs and runs[-1][2] == kind and runs[-1][1] == y:
            runs[-1] = (runs[-1][0], y + 1, kind)
        else:
            runs.append((y, y + 1, kind))
    return runs


def _part(image: pygame.Surface, y0: int, y1: int, opaque: bool) -> Part:
    w = image.get_width()
    if opaque:
        surface = pygame.Surface((w, y1 - y0))
        surface.blit(image, (0, -y0))  # alpha 255 everywhere: the blend is a copy
    else:
        surface = pygame.Surface((w, y1 - y0), pygame.SRCALPHA)
        surface.blit(image, (0, -y0), special_flags=pygame.BLEND_RGBA_MAX)  # an exact copy
    return Part(y0, y1, surface, opaque)


def analyse(image: pygame.Surface, speed: float, rows: list[bytes] | None = None) -> Layer:
    """Split a full-window layer into runs of opaque and blended rows (empty rows dropped);
    find where it changes when shifted (moving layers only)."""
    w = image.get_width()
    rows = rows if rows is not None else _rows(image)
    clear, full = bytes(w), b"\xff" * w
    kinds: list[str | None] = []
    for row in rows:
        alpha = row[3::4]
        kinds.append(None if alpha == clear else "opaque" if alpha == full else "blended")
    parts = [_part(image, y0, y1, kind == "opaque") for y0, y1, kind in _runs(kinds)]
    changes = _shift_changes(rows, w) if speed and parts else []
    return Layer(speed, w, parts, changes)


def _uniform(row: bytes) -> bool:
    return row == row[4:] + row[:4]


def _shift_changes(rows: list[bytes], w: int) -> list[pygame.Rect]:
    """Regions where the layer differs from itself shifted by one pixel: the cells of a
    BLOCK grid that change, a cell either side joined to them, one box per group."""
    bw, bh = BLOCK
    step = bw * 4
    columns = -(-w // bw)
    cells: set[tuple[int, int]] = set()
    for y, row in enumerate(rows):
        shifted = row[4:] + row[:4]
        if row == shifted:
            continue
        for x in range(0, w * 4, step):
            if row[x : x + step] != shifted[x : x + step]:
                cells.add((x // step, y // bh))
    grown = {  # a cell either side joins what is close in a row (sparkles, crests)
        (c + dc, b) for c, b in cells for dc in (-1, 0, 1) if 0 <= c + dc < columns
    }
    boxes = []
    while grown:
        seed = grown.pop()
        group, todo = [seed], [seed]
        while todo:
            c, b = todo.pop()
            for near in ((c + 1, b), (c - 1, b), (c, b + 1), (c, b - 1)):
                if near in grown:
                    grown.remove(near)
                    group.append(near)
                    todo.append(near)
        inside = [cell for cell in group if cell in cells] or group
        c0, c1 = min(c for c, _ in inside), max(c for c, _ in inside)
        b0, b1 = min(b for _, b in inside), max(b for _, b in inside)
        boxes.append(pygame.Rect(c0 * bw, b0 * bh, (c1 - c0 + 1) * bw, (b1 - b0 + 1) * bh))
    limit = pygame.Rect(0, 0, w, len(rows))
    return merge([box.clip(limit) for box in boxes])


def _shown_rows(part: Part) -> list[Part]:
    """The part cut to the rows no layer in front hides, one part per run of them."""
    if part.visible == [(part.y0, part.y1)]:
        return [part]
    w = part.surface.get_width()
    return [
        Part(
            y0,
            y1,
            part.surface.subsurface((0, y0 - part.y0, w, y1 - y0)).copy(),
            part.opaque,
            [(y0, y1)],
        )
        for y0, y1 in part.visible
    ]


def _subtract(interval: tuple[int, int], holes: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The rows of ``interval`` outside every hole."""
    out = [interval]
    for h0, h1 in holes:
        out = [
            piece
            for a, b in out
            for piece in ((a, min(b, h0)), (max(a, h1), b))
            if piece[1] > piece[0]
        ]
    return out


class LivingBackground:
    """The title's layers for one window size, drawn with as little blending as possible."""

    def __init__(self, size: tuple[int, int], layers: list[tuple[pygame.Surface, float]]) -> None:
        self.size = size
        rows = [_rows(image) for image, _ in layers]
        self.layers = [
            analyse(image, speed, r) for (image, speed), r in zip(layers, rows, strict=True)
        ]
        self._flatten(layers, rows)
        for i, layer in enumerate(self.layers):
            holes = [span for front in self.layers[i + 1 :] for span in front.opaque_rows()]
            for part in layer.parts:
                part.visible = _subtract((part.y0, part.y1), holes)
        for (
            layer
        ) in self.layers:  # keep only the rows that show (the sky behind the sea: 20 MB at 4K)
            layer.parts = [piece for part in layer.parts for piece in _shown_rows(part)]

    def _flatten(self, layers: list[tuple[pygame.Surface, float]], rows: list[list[bytes]]):
        """The first moving layer over still layers (the clouds over the sky): where every
        still row behind it is one colour across, it is drawn over them once and becomes
        opaque there (a row of one colour looks the same however far it is shifted)."""
        first = next((i for i, la in enumerate(self.layers) if la.speed), None)
        if not first or any(la.speed for la in self.layers[:first]):
            return
        layer, image = self.layers[first], layers[first][0]
        still = [rows[j] for j in range(first)]
        behind = pygame.Surface(self.size)
        for j in range(first):
            behind.blit(layers[j][0], (0, 0))
        parts = []
        for part in layer.parts:
            if part.opaque:
                parts.append(part)
                continue
            kinds = [
                "flat" if all(_uniform(r[y]) for r in still) else "blended"
                for y in range(part.y0, part.y1)
            ]
            for y0, y1, kind in _runs(kinds):
                y0, y1 = y0 + part.y0, y1 + part.y0
                if kind == "blended":
                    parts.append(_part(image, y0, y1, False))
                    continue
                flat = pygame.Surface((layer.width, y1 - y0))
                flat.blit(behind, (0, -y0))
                flat.blit(image, (0, -y0))
                parts.append(Part(y0, y1, flat, True))
        layer.parts = parts

    @property
    def nbytes(self) -> int:
        return sum(layer.nbytes for layer in self.layers)

    def changed(self, index: int, old: int, new: int) -> list[pygame.Rect]:
        """The window regions that change when layer ``index`` drifts from ``old`` to
        ``new`` pixels (rows hidden by an opaque layer in front left out)."""
        layer = self.layers[index]
        w = layer.width
        spans = [span for part in layer.parts for span in part.visible]
        shift = new - old
        out = []
        for y0, y1 in spans:
            rows = pygame.Rect(0, y0, w, y1 - y0)
            if shift <= 0 or shift >= w:
                out.append(rows)
                continue
            for rect in layer.changes:
                rect = rect.clip(rows)
                if rect.h <= 0:
                    continue
                # a screen pixel x shows layer pixel (x + offset) mod w
                left = (rect.x - new + 1) % w
                width = rect.w + shift - 1
                out.append(pygame.Rect(left, rect.y, min(width, w), rect.h))
                if left + width > w:
                    out.append(pygame.Rect(0, rect.y, left + width - w, rect.h))
        return merge(out)

    def draw(
        self, surface: pygame.Surface, offsets: tuple[int, ...], front_only: bool = False
    ) -> None:
        """The layers back to front at their offsets, inside the surface's clip
        (``front_only``: the front layer alone, over what floats in it)."""
        clip = surface.get_clip()
        pairs = list(zip(self.layers, offsets, strict=True))
        for layer, offset in pairs[-1:] if front_only else pairs:
            x = -(offset % layer.width)
            for part in layer.parts:
                for y0, y1 in part.visible:
                    band = clip.clip(clip.x, y0, clip.w, y1 - y0)
                    if band.h <= 0:
                        continue
                    surface.set_clip(band)
                    surface.blit(part.surface, (x, part.y0))
                    if x:
                        surface.blit(part.surface, (x + layer.width, part.y0))
        surface.set_clip(clip)


def build(size: tuple[int, int], palette) -> LivingBackground:
    """Draw the layers for a window size (wide windows: at half size, scaled up once)."""
    from game.shell.ui.art import scenery

    w, h = size
    if w > HALF_SIZE_ABOVE:
        layers = [
            (pygame.transform.smoothscale(image, size), speed)
            for image, speed in scenery.title_layers(w // 2, h // 2, palette)
        ]
    else:
        layers = scenery.title_layers(w, h, palette)
    return LivingBackground(size, layers)


def plain_sky(size: tuple[int, int]) -> pygame.Surface:
    """What shows while the layers are drawn: the sky's colours, top to bottom."""
    line = pygame.Surface((1, 3))
    for y, color in enumerate(SKY):
        line.set_at((0, y), color)
    return pygame.transform.smoothscale(line, size)


def sky_bands(height: int) -> list[tuple[int, int, tuple[int, int, int]]]:
    """The plain sky's rows as bands of one colour, (top, bottom, colour): each row of
    ``plain_sky`` is one colour (a one pixel wide sky scaled alike), so filling them draws
    the same pixels without a window-sized picture (at 1080p 8 MB of fresh memory, some 6 ms
    of a returning player's first frame, issue 43)."""
    column = plain_sky((1, height))
    bands: list[tuple[int, int, tuple[int, int, int]]] = []
    for y in range(height):
        color = tuple(column.get_at((0, y)))[:3]
        if bands and bands[-1][2] == color:
            bands[-1] = (bands[-1][0], y + 1, bands[-1][2])
        else:
            bands.append((y, y + 1, color))  # type: ignore[arg-type]  # three ints
    return bands


class LivingBackgrounds:
    """The one background in use (a window size and a palette), built in a thread; released
    when the window changes or when a whole frame was drawn without it (``used``)."""

    def __init__(self, build_fn: Callable[[tuple[int, int], object], LivingBackground] = build):
        self._build = build_fn
        self.key: tuple | None = None
        self.ready: LivingBackground | None = None
        self.ready_at: float | None = None  # app time the layers were first shown
        self.sky: pygame.Surface | None = None
        self.offsets: tuple[int, ...] = ()  # the layers' offsets in the frame being drawn
        self.used = False
        self.fresh = False  # layers just taken from the thread (its scratch memory is free)
        self._thread: threading.Thread | None = None
        self._asked: tuple | None = None  # the key and palette to draw after this frame
        self._bands: tuple[int, list] | None = None  # the plain sky's rows (its height's)
        self._result: LivingBackground | None = None
        self._lock = threading.Lock()

    @property
    def nbytes(self) -> int:
        sky = self.sky.get_width() * self.sky.get_height() * 4 if self.sky else 0
        return sky + (self.ready.nbytes if self.ready else 0)

    def get(self, size: tuple[int, int], palette_name: str, palette, wait: bool):
        """The background for this window and palette, or None while a thread draws it
        (``wait``: draw it now instead, and show it without a fade)."""
        self.used = True
        key = (size, palette_name)
        if key != self.key:
            self.release()
            self.key = key
        if self.ready is None:
            with self._lock:
                found, self._result = self._result, None
            if found is not None and found.size == size:
                self.ready, self._thread, self.fresh = found, None, True
            elif wait:
                self.ready, self.ready_at = self._build(size, palette), float("-inf")
            elif self._thread is None:
                self._asked = (key, palette)  # drawn once this frame is: ``start_asked``
        return self.ready

    @property
    def asked(self) -> bool:
        """The island was asked for and waits for the frame to be shown."""
        return self._asked is not None

    def start_asked(self) -> None:
        """The frame is drawn: draw the island asked for in it, in a thread. Started mid-frame,
        the thread shared the interpreter and the memory's page faults with the rest of the
        title's first frame (about 40 ms of a returning player's start, issue 43)."""
        asked, self._asked = self._asked, None
        if asked is not None and asked[0] == self.key and self._thread is None:
            self._thread = threading.Thread(
                target=self._run, args=asked, daemon=True, name="living-island"
            )
            self._thread.start()

    def _run(self, key: tuple, palette) -> None:
        background = self._build(key[0], palette)
        sky = plain_sky(key[0])  # what the island fades in over, ready for its first frame
        with self._lock:
            if key == self.key:
                self._result = background
                self.sky = sky

    def pending(self) -> bool:
        """True while the thread draws (a motion key: the frame is redrawn when it ends)."""
        with self._lock:
            return self.ready is None and self._result is None

    @property
    def faded(self) -> bool:
        """The layers are fully shown (no fade under way)."""
        return self.ready_at == float("-inf")

    def fade_step(self, time: float) -> int:
        """How far the fade-in has come at ``time`` (FADE_STEPS: done)."""
        if self.ready_at is None:
            self.ready_at = time
        if self.faded:
            return FADE_STEPS
        step = min(FADE_STEPS, int((time - self.ready_at) / FADE * FADE_STEPS))
        if step == FADE_STEPS:
            self.ready_at = float("-inf")
        return step

    def plain(self, size: tuple[int, int]) -> pygame.Surface:
        """The plain sky as one picture (the island fades in over it)."""
        if self.sky is None or self.sky.get_size() != size:
            self.sky = plain_sky(size)
        return self.sky

    def draw_plain(self, surface: pygame.Surface) -> None:
        """The plain sky, inside the surface's clip: the island is still being drawn."""
        height = surface.get_height()
        if self._bands is None or self._bands[0] != height:
            self._bands = (height, sky_bands(height))
        clip = surface.get_clip()
        for top, bottom, color in self._bands[1]:
            if bottom > clip.top and top < clip.bottom:
                surface.fill(color, (clip.x, top, clip.w, bottom - top))

    def release(self) -> None:
        """Forget the layers (the window changed, or no screen shows them any more)."""
        with self._lock:
            self._result = None
        self.key = self.ready = self.ready_at = self.sky = self._thread = self._asked = None
