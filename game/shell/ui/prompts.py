"""The prompt bar: what each button does now, with the glyphs of the device used last."""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

import pygame

from game.shell.ui import drawlog, text
from game.shell.ui.panels import dim

RGB = tuple[int, int, int]

# Xbox-style face button colours (only a hint: the letter or shape is always drawn)
_FACE = {"A": (96, 184, 72), "B": (224, 72, 64), "X": (64, 132, 224), "Y": (236, 196, 48)}
_PS = {
    "Cross": (120, 160, 255),
    "Circle": (255, 110, 110),
    "Square": (236, 130, 210),
    "Triangle": (80, 210, 170),
}


@lru_cache(maxsize=256)
def glyph_badge(name: str, size: int, fg: RGB, bg: RGB) -> pygame.Surface:
    """A button glyph: a round face button, a PlayStation shape, or a keycap with the name."""
    if name in _PS:
        surface = pygame.Surface((size, size), pygame.SRCALPHA)
        c = size // 2
        pygame.draw.circle(surface, bg, (c, c), c)
        pygame.draw.circle(surface, fg, (c, c), c, max(1, size // 14))
        color, r, w = _PS[name], size * 0.26, max(2, size // 9)
        if name == "Cross":
            pygame.draw.line(surface, color, (c - r, c - r), (c + r, c + r), w)
            pygame.draw.line(surface, color, (c - r, c + r), (c + r, c - r), w)
        elif name == "Circle":
            pygame.draw.circle(surface, color, (c, c), int(r), w)
        elif name == "Square":
            pygame.draw.rect(surface, color, pygame.Rect(c - r, c - r, 2 * r, 2 * r), w)
        else:
            points = [
                (c + r * math.cos(a), c + r * math.sin(a))
                for a in (-math.pi / 2, math.pi / 6, 5 * math.pi / 6)
            ]
            pygame.draw.polygon(surface, color, points, w)
        return surface
    if len(name) == 1 and name.isalpha() and name.upper() in _FACE:
        surface = pygame.Surface((size, size), pygame.SRCALPHA)
        c = size // 2
        pygame.draw.circle(surface, _FACE[name.upper()], (c, c), c)
        label = text.render(name, "bold", int(size * 0.62), (255, 255, 255))
        surface.blit(label, label.get_rect(center=(c, c + size // 20)))
        return surface
    label = text.render(name, "bold", int(size * 0.5), fg)
    width = max(size, label.get_width() + size // 2)
    surface = pygame.Surface((width, size), pygame.SRCALPHA)
    pygame.draw.rect(surface, bg, surface.get_rect(), border_radius=size // 5)
    pygame.draw.rect(surface, fg, surface.get_rect(), max(1, size // 14), border_radius=size // 5)
    surface.blit(label, label.get_rect(center=(width // 2, size // 2)))
    return surface


def glyph_row(names: tuple[str, ...], size: int, fg: RGB, bg: RGB, gap: int) -> pygame.Surface:
    """The glyphs of a prompt that several buttons do, side by side (one badge for one)."""
    if len(names) == 1:
        return glyph_badge(names[0], size, fg, bg)
    badges = [glyph_badge(name, size, fg, bg) for name in names]
    row = pygame.Surface(
        (sum(b.get_width() for b in badges) + gap * (len(badges) - 1), size), pygame.SRCALPHA
    )
    x = 0
    for badge in badges:
        row.blit(badge, (x, 0))
        x += badge.get_width() + gap
    return row


# What "move" shows: all four directions at once, on the device used last ("change": left and
# right, which change the value of a row).
MOVE_GLYPHS = {"keyboard": "Arrows", "mouse": "Mouse"}  # pads: the D-pad


def glyph_text(app, intent: str, seat: int | None = None, keyboard_acts: bool = False) -> str:
    """The glyph of an intent on the device used last (or on the device that acts for
    ``seat``: see ``seat_layout``), key and button names in the player's language ("Enter" is
    "Entrée" in French). Pad face buttons and PlayStation shapes keep the names printed on the
    pad (they are drawn as buttons)."""
    layout = app.input.layout if seat is None else app.input.seat_layout(seat, keyboard_acts)
    if intent == "move":
        name = MOVE_GLYPHS.get(layout, "D-pad")
    elif intent == "change":  # left and right change a value
        if layout not in ("keyboard", "mouse"):
            return glyph_words(app, "D-pad")
        sides = (glyph_name(app, side, seat, keyboard_acts) for side in ("left", "right"))
        return "/".join(glyph_words(app, name) for name in sides)
    else:
        name = glyph_name(app, intent, seat, keyboard_acts)
    return glyph_words(app, name)


def glyph_name(app, intent: str, seat: int | None, keyboard_acts: bool) -> str:
    """An intent's glyph on the device used last, or on the one that acts for ``seat``."""
    if seat is None:
        return app.input.glyph_for(intent)
    return app.input.seat_glyph_for(intent, seat, keyboard_acts)


def glyph_words(app, name: str) -> str:
    """A glyph name ("Shift+Tab", "Left click") in the player's language."""

    def word(part: str) -> str:
        key = "glyph." + part.strip().lower().replace(" ", "_").replace("-", "_")
        return app.t(key) if app.t.has(key) else part.strip()

    joint = " + " if " + " in name else "+"  # a pad chord ("View + D-pad Up") keeps its spaces
    return joint.join(word(part) for part in name.split(joint.strip()))


# A prompt: what its button does, named by its intent, or by several intents when more than
# one button does the same thing here (the boats view hides the tiles on I and on F): the bar
# shows each of their glyphs, so that no way to do it goes unsaid.
Prompt = tuple[str | tuple[str, ...], str]


def prompt_intents(intents: str | tuple[str, ...]) -> tuple[str, ...]:
    return (intents,) if isinstance(intents, str) else tuple(intents)


def prompt_glyphs(
    app, intents: str | tuple[str, ...], seat: int | None = None, keyboard_acts: bool = False
) -> tuple[str, ...]:
    """The glyphs a prompt shows: one per intent on the device used last (or ``seat``'s, see
    ``glyph_text``), without the same glyph twice nor an intent left unbound there."""
    if isinstance(intents, str):
        return (glyph_text(app, intents, seat, keyboard_acts),)
    found: list[str] = []
    for intent in intents:
        glyph = glyph_text(app, intent, seat, keyboard_acts)
        if glyph and glyph not in found:
            found.append(glyph)
    return tuple(found) or ("",)


_BARS: dict[tuple, pygame.Rect] = {}  # where each bar was drawn (its size needs the fonts)


def forget_bars() -> None:
    _BARS.clear()


def bar_box(layout, size: int, gap: int, y: float = 700) -> tuple[int, int]:
    """(top of the bar's ground, top of its parts) for parts ``size`` px tall: centred on
    ``y``, but never past the window's bottom edge."""
    cy = min(layout.point(0, y)[1] - size // 2, layout.height - size - gap // 2 - layout.px(3))
    return cy - gap // 2, cy


def bar_top(layout, y: float = 700) -> int:
    """The highest the prompt bar's ground reaches (at full size: a bar that must shrink to
    fit the width only gets lower): what the table keeps its text above."""
    return bar_box(layout, layout.dense(26), layout.px(14), y)[0]


def draw_prompts(
    surface: pygame.Surface,
    app,
    prompts: Sequence[Prompt],
    y: float = 700,
    seat: int | None = None,
    keyboard_acts: bool = False,
) -> None:
    """Draw ``(intent name, label)`` pairs (``Prompt``) centred along the bottom of the
    screen, with what the overlays add (Help, Suggest a move); each part's rect is kept in
    ``app.prompt_rects`` so that a click on it acts like its button. With ``seat``, the whole
    bar shows the glyphs of the device that acts for that seat (``keyboard_acts``: the shared
    keyboard and mouse act for it too)."""
    shown = {i for intents, _ in prompts for i in prompt_intents(intents)}
    bar = list(prompts)
    for overlay in getattr(app, "overlays", ()):
        bar += [p for p in overlay.prompts() if p[0] not in shown]
    if not bar:
        return
    layout, palette = app.layout, app.palette
    # the overlays' prompts (Help, Suggest) too: one device's pictures on a seat's bar, never
    # its own pad's beside the keyboard used last
    glyphs = [prompt_glyphs(app, intent, seat, keyboard_acts) for intent, _ in bar]
    key = (tuple(bar), tuple(glyphs), layout, y)
    back = _BARS.get(key)
    if back is not None and not surface.get_clip().colliderect(back):
        return  # a redraw of a part of the window that the bar does not touch
    scale = 1.0
    while True:  # the bar shrinks to fit the screen rather than running off it
        # a strip along the edge: larger text grows it by at most 30 % (Layout.dense)
        size = round(layout.dense(26) * scale)
        font_px = round(layout.dense_text(18) * scale)
        gap = layout.px(14)
        parts = []
        for names, (_, label) in zip(glyphs, bar, strict=True):
            badge = glyph_row(names, size, palette.text, palette.panel, gap // 3)
            words = text.render(label, "body", font_px, palette.text)
            parts.append((badge, words))
        total = sum(b.get_width() + gap // 2 + w.get_width() for b, w in parts) + gap * 2 * (
            len(parts) - 1
        )
        # the bar's ground reaches a gap past the parts on each side: it fits the window too
        if total + 2 * gap <= layout.width - layout.px(8) or scale < 0.5:
            break
        scale *= 0.9
    x = (layout.width - total) // 2
    top, cy = bar_box(layout, size, gap, y)
    back = pygame.Rect(x - gap, top, total + 2 * gap, size + gap)
    if len(_BARS) >= 64:
        _BARS.clear()
    _BARS[key] = back
    dim(surface, palette.background, 200, back)
    drawlog.note("prompt_bar", back, surface)
    rects = []
    for (intents, _), (badge, words) in zip(bar, parts, strict=True):
        start = x
        surface.blit(badge, (x, cy))
        x += badge.get_width() + gap // 2
        surface.blit(words, (x, cy + (size - words.get_height()) // 2))
        x += words.get_width() + gap * 2
        part = pygame.Rect(start, cy, x - start - gap, size)
        rects += [(intent, part) for intent in prompt_intents(intents)]
    app.prompt_rects = rects
