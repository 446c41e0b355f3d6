"""The layout audit's checks: what a player would see wrong in one recorded frame.

    findings = check_frame(frame)          # frame: game.shell.ui.drawrecord.Frame

Each check reads the texts, marks and pixels ``drawlog`` recorded. Contrast is measured on the
rendered pixels: the text's own glyph pixels against the pixels around its letters, as they
ended up in the window (whatever was drawn behind or over them), never the theme's colour pair.

    python tools/layout_checks.py          # the list of checks
"""

from __future__ import annotations

import sys
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np
import pygame

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.shell.arguments import Parser  # noqa: E402
from game.shell.ui.drawrecord import DrawLog, Frame, Mark, TextDraw  # noqa: E402
from game.shell.ui.text import FACES, FONTS  # noqa: E402

MIN_CONTRAST = 4.5  # WCAG 2 AA for text
MIN_RING_CONTRAST = 3.0  # WCAG 2 non-text contrast (1.4.11): the focus ring against its ground
# Text below an overlay that stands out this much can be made out through it: the play-test
# of 2026-12-04 read "20 fish · 0 cards" at 1.1:1 through the old shade (dark ground, large
# letters); nothing of the table may stand out at all.
LEGIBLE = 1.03
SHOWN = 1.4  # a text whose letters stand out less than this is hidden (covered, faded)
CONTRAST_PERCENTILE = 10  # the ground is the 90 % of the pixels around the letters that read best

CHECKS = {
    "cut": "text cut: glyphs clipped by a crop, a clip or a surface's edge",
    "ellipsis": "text shortened with an ellipsis (…)",
    "outside": "text, a button, a focus ring or a prompt bar outside the window",
    "overlap": "text overlapping other text",
    "over_bar": "text overlapping the prompt bar",
    "over_button": "text overlapping a button it does not belong to",
    "two_bars": "two prompt bars at once",
    "contrast": f"text contrast under {MIN_CONTRAST}:1 against the pixels behind it",
    "show_through": "text of a screen below legible through an overlay",
    "focus": f"focus ring invisible (under {MIN_RING_CONTRAST}:1 against its ground, or hidden)",
    "tofu": "a character the bundled font has no glyph for (drawn as a box)",
    "hidden": "a dialog's button out of view (scrolled away: a dialog shows all its answers)",
    "over_choice": "a message (caption, toast, banner, the sister's line) over a choice",
    "stacked": "two messages (captions, toasts, banners, the news strip) over each other",
}

# No exception: every text is held to every check, the text printed on card pictures too
# (a row of cards too narrow for their whole text gives up the zoom beside it instead, and
# the table's side lists its cards by name).


@dataclass(frozen=True)
class Finding:
    check: str
    text: str  # the text or element concerned
    detail: str = ""


# --- pixels -----------------------------------------------------------------------------------


_LINEAR = np.array(
    [
        (v / 255) / 12.92 if v / 255 <= 0.03928 else ((v / 255 + 0.055) / 1.055) ** 2.4
        for v in range(256)
    ],
    dtype=np.float32,
)
_WEIGHTS = np.array([0.2126, 0.7152, 0.0722], dtype=np.float32)


class Pixels:
    """The frame's pixels, read as WCAG relative luminance where they are sampled (all at
    once when ``many`` texts are sampled: cheaper than box by box)."""

    def __init__(self, image: pygame.Surface, many: bool = False) -> None:
        self.rgb = pygame.surfarray.pixels3d(image)  # a view: nothing is copied
        self.w, self.h = image.get_size()
        self.full = _LINEAR[self.rgb] @ _WEIGHTS if many else None

    def lum(self, box: pygame.Rect) -> np.ndarray:
        """Luminance of the pixels in ``box`` (inside the window), indexed [x, y]."""
        if self.full is not None:
            return self.full[box.x : box.right, box.y : box.bottom]
        return _LINEAR[self.rgb[box.x : box.right, box.y : box.bottom]] @ _WEIGHTS


def glyph_alpha(draw: TextDraw) -> np.ndarray | None:
    """The glyph coverage (0-1) of the shown part of a text, at its size in the window."""
    p = draw.piece
    if p.rect.w <= 0 or p.rect.h <= 0 or p.area.w <= 0 or p.area.h <= 0:
        return None
    alpha = _alpha_of(p.glyphs)[p.area.x : p.area.right, p.area.y : p.area.bottom]
    if alpha.shape != (p.rect.w, p.rect.h):
        xs = np.minimum((np.arange(p.rect.w) * alpha.shape[0]) // p.rect.w, alpha.shape[0] - 1)
        ys = np.minimum((np.arange(p.rect.h) * alpha.shape[1]) // p.rect.h, alpha.shape[1] - 1)
        alpha = alpha[xs][:, ys]
    return alpha


_alpha_cache: dict[int, tuple[pygame.Surface, np.ndarray]] = {}


def _alpha_of(glyphs: pygame.Surface) -> np.ndarray:
    found = _alpha_cache.get(id(glyphs))
    if found is None or found[0] is not glyphs:
        if len(_alpha_cache) > 20000:
            _alpha_cache.clear()
        found = (glyphs, pygame.surfarray.array_alpha(glyphs).astype(np.float32) / 255.0)
        _alpha_cache[id(glyphs)] = found
    return found[1]


def text_contrast(draw: TextDraw, pixels: Pixels) -> tuple[float, float] | None:
    """How the text's letters stand out from the pixels around them, as rendered: the
    contrast of the letters' median luminance against the ground, the ground being the
    pixels right around the letters (two pixels beyond their antialiased edge: an outline
    counts), at its
    ``CONTRAST_PERCENTILE`` worst; and the letters' luminance. None when the text has no
    pixels in the window."""
    alpha = glyph_alpha(draw)
    if alpha is None:
        return None
    peak = float(alpha.max()) if alpha.size else 0.0
    if peak < 0.3:
        return None
    p = draw.piece.rect
    box = p.inflate(8, 8).clip(pygame.Rect(0, 0, pixels.w, pixels.h))
    if box.w <= 0 or box.h <= 0:
        return None
    cover = np.zeros((box.w, box.h), np.float32)
    inner = p.clip(box)
    cover[inner.x - box.x : inner.right - box.x, inner.y - box.y : inner.bottom - box.y] = alpha[
        inner.x - p.x : inner.right - p.x, inner.y - p.y : inner.bottom - p.y
    ]
    lum = pixels.lum(box)
    core = cover >= 0.75 * peak
    if not core.any():
        return None
    near = cover > 0.02  # the letters with their antialiased edge
    if draw.piece.face == "gui":  # pygame-gui's letters are known by colour: add their edge
        near = _grow(near, 1)
    ground = lum[_grow(near, 2) & ~near]  # the two pixels right around them
    fg = float(np.median(lum[core]))
    if ground.size < 4:  # letters everywhere: a text of the ground's own colour
        return 1.0, fg
    ratios = (np.maximum(ground, fg) + 0.05) / (np.minimum(ground, fg) + 0.05)
    k = ratios.size * CONTRAST_PERCENTILE // 100
    return float(np.partition(ratios, k)[k]), fg


def _grow(mask: np.ndarray, steps: int) -> np.ndarray:
    """``mask`` grown by ``steps`` pixels (4-neighbour dilation)."""
    grown = mask.copy()
    for _ in range(steps):
        step = grown.copy()
        step[1:, :] |= grown[:-1, :]
        step[:-1, :] |= grown[1:, :]
        step[:, 1:] |= grown[:, :-1]
        step[:, :-1] |= grown[:, 1:]
        grown = step
    return grown


def ring_contrast(mark: Mark, pixels: Pixels) -> float:
    """How a focus ring stands out: its pixels against those just outside and just inside
    it (the better side: a ring reads when one of its edges does)."""
    r = mark.rect
    width = max(1, mark.width)

    # the straight middle of each side (rounded corners are not the ring's colour)
    inset = max(width, r.h // 4, r.w // 8)
    ring = _sides(pixels, r, inset, width // 2)
    outside = _sides(pixels, r, inset, -2)
    inside = _sides(pixels, r, inset, width + 1)
    if ring.size == 0:
        return 1.0
    fg = float(np.median(ring))
    best = 1.0
    for ground in (outside, inside):
        if ground.size:
            g = float(np.median(ground))
            best = max(best, (max(fg, g) + 0.05) / (min(fg, g) + 0.05))
    return best


def _sides(pixels: Pixels, r: pygame.Rect, inset: int, d: int) -> np.ndarray:
    """Pixels one pixel thick along the four straight sides of ``r``, ``d`` pixels inward
    (negative: outward) from its outer edge, ``inset`` pixels away from the corners."""
    lines = [
        (r.x + inset, r.right - inset, r.y + d, r.y + d + 1),
        (r.x + inset, r.right - inset, r.bottom - 1 - d, r.bottom - d),
        (r.x + d, r.x + d + 1, r.y + inset, r.bottom - inset),
        (r.right - 1 - d, r.right - d, r.y + inset, r.bottom - inset),
    ]
    parts = []
    for x0, x1, y0, y1 in lines:
        x0, x1 = max(0, x0), min(pixels.w, x1)
        y0, y1 = max(0, y0), min(pixels.h, y1)
        if x1 > x0 and y1 > y0:
            parts.append(pixels.lum(pygame.Rect(x0, y0, x1 - x0, y1 - y0)).ravel())
    return np.concatenate(parts) if parts else np.zeros(0, np.float32)


# --- glyphs -------------------------------------------------------------------------------------


_FT_FONTS: dict[str, object] = {}


def _ft_font(face: str):
    """The face's FreeType font, made again after a ``pygame.quit()`` (which ends FreeType
    and every font made before: a test or a tool may quit pygame between two audits; the
    caller starts again when a font turns out dead)."""
    import pygame.freetype

    if not pygame.freetype.get_init():
        pygame.freetype.init()
        _FT_FONTS.clear()
    font = _FT_FONTS.get(face)
    if font is None:
        path = FONTS / FACES.get(face, FACES["body"])
        font = _FT_FONTS[face] = pygame.freetype.Font(str(path), 16)
    return font


@lru_cache(maxsize=20000)
def missing_glyphs(text: str, face: str) -> str:
    """The characters of ``text`` the bundled font draws as a box."""
    face = face if face in FACES else "body"
    try:
        metrics = _ft_font(face).get_metrics(text)
    except pygame.error:  # pygame quit and started again since the font was made
        _FT_FONTS.clear()
        metrics = _ft_font(face).get_metrics(text)
    return "".join(
        sorted(
            {
                c
                for c, m in zip(text, metrics, strict=False)
                if m is None and unicodedata.category(c)[0] not in "CZ"
            }
        )
    )


# --- the checks ---------------------------------------------------------------------------------


def ink_rect(draw: TextDraw) -> pygame.Rect:
    """Where the text's letters are (its box without the line's empty top and bottom)."""
    from game.shell.ui import drawlog

    p = draw.piece
    if p.rect.w <= 0 or p.rect.h <= 0 or p.area.w <= 0:
        return pygame.Rect(p.rect.x, p.rect.y, 0, 0)
    log = drawlog.log or DrawLog()
    glyphs = log.glyph_bounds(p.glyphs).clip(p.area)
    if glyphs.w <= 0 or glyphs.h <= 0:
        return pygame.Rect(p.rect.x, p.rect.y, 0, 0)
    sx, sy = p.rect.w / p.area.w, p.rect.h / p.area.h
    return pygame.Rect(
        p.rect.x + round((glyphs.x - p.area.x) * sx),
        p.rect.y + round((glyphs.y - p.area.y) * sy),
        max(1, round(glyphs.w * sx)),
        max(1, round(glyphs.h * sy)),
    )


def hidden_choices(scene) -> list[Finding]:
    """A dialog's buttons that are not drawn (a menu may scroll its rows; a question shows
    every answer: the first launch once showed its language row alone)."""
    from game.shell.scenes.dialog import ChoiceScene

    form = getattr(scene, "form", None)
    if not isinstance(scene, ChoiceScene) or form is None:
        return []
    return [
        Finding(
            "hidden", getattr(w, "label", "") or w.key, f"button {w.key} of {type(scene).__name__}"
        )
        for w in form.widgets
        if w.element is None
    ]


def check_frame(frame: Frame) -> list[Finding]:
    """Every problem of one recorded frame."""
    assert frame.image is not None
    pixels = Pixels(frame.image, many=len(frame.texts) > 120)
    window = pygame.Rect((0, 0), frame.size)
    findings: list[Finding] = []
    add = findings.append
    bars = [m for m in frame.marks if m.kind == "prompt_bar"]
    elements = [m for m in frame.marks if m.kind == "element"]
    inks = {id(d): ink_rect(d) for d in frame.texts}

    def bar_of(draw: TextDraw) -> Mark | None:
        return next(
            (
                b
                for b in bars
                if b.layer == draw.layer and b.order < draw.order and b.rect.contains(draw.rect)
            ),
            None,
        )

    backdrops = [m for m in frame.marks if m.kind == "backdrop"]
    last_backdrop = max((m.order for m in backdrops), default=0)
    keep = next((m.keep for m in backdrops if m.order == last_backdrop), None)
    shaded = Pixels(frame.shaded) if frame.shaded is not None else None
    measured = {id(d): None if d.under else text_contrast(d, pixels) for d in frame.texts}
    shadows = _shadows(frame.texts)

    for draw in frame.texts:
        if id(draw) in shadows:
            continue
        label = draw.text
        missing = missing_glyphs(label, draw.piece.face)
        if missing:
            add(Finding("tofu", label, f"no glyph for {' '.join(missing)}"))
        if draw.piece.outside:
            add(Finding("outside", label, f"at {tuple(draw.rect)}"))
        elif draw.piece.cut:
            add(Finding("cut", label, f"shown {tuple(draw.rect)}"))
        if draw.piece.ellipsis:
            add(Finding("ellipsis", label))
        if draw.under:
            # legible through the shade, and not painted over by the screen above
            through = text_contrast(draw, shaded) if shaded is not None else None
            if through is not None and through[0] >= LEGIBLE and _unchanged(draw, shaded, pixels):
                add(Finding("show_through", label, f"{through[0]:.2f}:1 through the overlay"))
            continue
        found = measured[id(draw)]
        if found is None:
            continue
        contrast, letters = found
        if contrast < SHOWN and not _intact(draw, letters):
            add(Finding("overlap", label, "covered by something drawn over it"))
        elif contrast < MIN_CONTRAST:
            add(Finding("contrast", label, f"{contrast:.2f}:1"))

    live = [d for d in frame.texts if not d.under and inks[id(d)].w > 0 and id(d) not in shadows]
    for i, a in enumerate(live):
        ra = inks[id(a)]
        for b in live[i + 1 :]:
            rb = inks[id(b)]
            if not ra.colliderect(rb):
                continue
            overlap = ra.clip(rb)
            if overlap.w < 2 or overlap.h < 2:
                continue
            add(Finding("overlap", f"{a.text} / {b.text}", f"at {tuple(overlap)}"))

    def visible(draw: TextDraw) -> bool:
        found = measured[id(draw)]
        return found is not None and found[0] >= SHOWN

    def shown_above(mark: Mark) -> bool:
        """Drawn after the last backdrop (or in the part it leaves in view)."""
        return mark.order > last_backdrop or (keep is not None and keep.contains(mark.rect))

    live_bars = [b for b in bars if shown_above(b) and _bar_visible(b, frame, visible)]
    if len(live_bars) > 1:
        add(Finding("two_bars", " + ".join(b.scene for b in live_bars)))
    for bar in live_bars:
        if not window.contains(bar.rect):
            add(Finding("outside", f"prompt bar of {bar.scene}", f"at {tuple(bar.rect)}"))
        for draw in live:
            if bar_of(draw) is bar or not inks[id(draw)].colliderect(bar.rect):
                continue
            add(Finding("over_bar", draw.text, f"prompt bar of {bar.scene}"))

    for element in (e for e in elements if shown_above(e)):
        if not window.contains(element.rect):
            add(Finding("outside", f"button {element.label}", f"at {tuple(element.rect)}"))
        if element.label.startswith("card"):
            continue
        for draw in live:
            ink = inks[id(draw)]
            if element.rect.contains(ink) or not ink.colliderect(element.rect):
                continue
            overlap = ink.clip(element.rect)
            if overlap.w < 2 or overlap.h < 2:
                continue
            add(Finding("over_button", draw.text, f"button {element.label}"))

    for ring in (m for m in frame.marks if m.kind == "focus" and shown_above(m)):
        if not window.contains(ring.rect):
            add(Finding("outside", "focus ring", f"at {tuple(ring.rect)}"))
        contrast = ring_contrast(ring, pixels)
        if contrast < MIN_RING_CONTRAST:
            add(Finding("focus", f"focus ring in {ring.scene}", f"{contrast:.2f}:1"))
    messages = [m for m in frame.marks if m.kind == "message" and shown_above(m)]
    choices = [m for m in frame.marks if m.kind in ("choice", "element") and shown_above(m)]
    for i, message in enumerate(messages):
        for other in messages[i + 1 :]:
            if _overlap(message.rect, other.rect):
                add(
                    Finding(
                        "stacked", f"{message.label} / {other.label}", f"at {tuple(other.rect)}"
                    )
                )
        for choice in choices:
            if _overlap(message.rect, choice.rect):
                add(Finding("over_choice", message.label, f"over {choice.label or choice.kind}"))
    del pixels, shaded  # let the frames' surfaces go (the views lock them)
    return findings


def _overlap(a: pygame.Rect, b: pygame.Rect) -> bool:
    """Two rects share more than a sliver (2 pixels either way)."""
    both = a.clip(b)
    return both.w >= 2 and both.h >= 2


def _shadows(texts: list[TextDraw]) -> set[int]:
    """Texts drawn as the shadow or outline of the same text drawn over them a few pixels
    away, or drawn again over themselves (they are part of that text, checked with it)."""
    found: set[int] = set()
    by_words: dict[tuple[str, str, int], list[TextDraw]] = {}
    for draw in texts:
        by_words.setdefault((draw.text, draw.piece.face, draw.piece.size), []).append(draw)
    for group in by_words.values():
        if len(group) < 2:
            continue
        for a in group:
            near = max(2, a.piece.size // 6)
            for b in group:
                if (
                    b.order > a.order
                    and abs(b.rect.x - a.rect.x) <= near
                    and abs(b.rect.y - a.rect.y) <= near
                ):
                    found.add(id(a))
                    break
    return found


def _bar_visible(bar: Mark, frame: Frame, visible) -> bool:
    labels = [
        d
        for d in frame.texts
        if d.layer == bar.layer and d.order > bar.order and bar.rect.contains(d.rect)
    ]
    return any(visible(d) for d in labels) if labels else True


def _unchanged(draw: TextDraw, before: Pixels, after: Pixels) -> bool:
    """Most of the text's box looks as it did right after the backdrop."""
    box = draw.rect.clip(pygame.Rect(0, 0, after.w, after.h))
    if box.w <= 0 or box.h <= 0:
        return False
    a = before.rgb[box.x : box.right, box.y : box.bottom]
    b = after.rgb[box.x : box.right, box.y : box.bottom]
    return float(np.mean(np.all(a == b, axis=2))) >= 0.8


def _intact(draw: TextDraw, letters: float) -> bool:
    """The letters still have the text's own colour (nothing was painted over them)."""
    if draw.piece.face == "gui":
        return True
    r, g, b = (c / 255 for c in draw.piece.color)
    own = sum(
        w * (v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4)
        for w, v in ((0.2126, r), (0.7152, g), (0.0722, b))
    )
    return (max(own, letters) + 0.05) / (min(own, letters) + 0.05) < 1.25


def main(argv: list[str] | None = None) -> int:
    """Print the checks the audit applies (there are no exceptions)."""
    Parser(description="List the checks of tools/layout_audit.py.").parse_args(argv)
    for name, what in CHECKS.items():
        print(f"{name:13} {what}")
    return 0


if __name__ == "__main__":
    from game.cli import run

    sys.exit(run(main))
