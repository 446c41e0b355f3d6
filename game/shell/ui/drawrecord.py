"""The layout audit's recorder (game/shell/ui/drawlog.py starts and stops it): pieces of text
per surface, the recording surfaces that carry them through every composition, and what a
frame drew where. Imported only while an audit records: the game's frames never pay for it
(and the window's first frame waits not for its classes, issue 43)."""

from __future__ import annotations

import weakref
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.shell.ui import drawlog

RGB = tuple[int, int, int]


@dataclass(slots=True)
class Piece:
    """A line of text inside a surface: which part of its rendered glyphs shows where."""

    text: str
    face: str
    size: int
    color: RGB
    glyphs: pygame.Surface  # the line as rendered (its alpha is the glyph mask)
    area: pygame.Rect  # the part of ``glyphs`` that shows
    rect: pygame.Rect  # where that part is, in the holder's pixels
    cut: bool = False  # glyph pixels were clipped away on the way
    outside: bool = False  # ... by the window's edge
    ellipsis: bool = False  # the "…" ending a text cut short

    def at(self, rect: pygame.Rect, **changes) -> Piece:
        """This piece shown at ``rect`` (a copy; ``dataclasses.replace`` is slow for the many
        pieces of a frame)."""
        return Piece(
            self.text,
            self.face,
            self.size,
            self.color,
            self.glyphs,
            changes.get("area", self.area),
            rect,
            changes.get("cut", self.cut),
            changes.get("outside", self.outside),
            self.ellipsis,
        )


@dataclass
class TextDraw:
    """A text that reached the window."""

    piece: Piece
    order: int  # drawing order in the frame
    layer: int  # index of the scene in the drawn stack
    scene: str
    gui: bool = False  # a pygame-gui label (placed by pygame-gui, measured here)
    under: bool = False  # drawn before a backdrop: an overlay covers it

    @property
    def rect(self) -> pygame.Rect:
        return self.piece.rect

    @property
    def text(self) -> str:
        return self.piece.text


@dataclass
class Mark:
    """A noted thing: ``prompt_bar``, ``focus`` (a ring), ``element`` (something to press),
    ``backdrop`` (an overlay's see-through shade over the whole window), ``cover`` (an opaque
    panel over a part of the window)."""

    kind: str
    rect: pygame.Rect
    layer: int
    scene: str
    order: int
    label: str = ""
    width: int = 0  # a focus ring's line width
    color: RGB = (0, 0, 0)
    keep: pygame.Rect | None = None  # a backdrop's part left in view


@dataclass
class Frame:
    """Everything one audited frame drew, and its pixels."""

    size: tuple[int, int]
    texts: list[TextDraw] = field(default_factory=list)
    marks: list[Mark] = field(default_factory=list)
    scenes: list[str] = field(default_factory=list)
    image: pygame.Surface | None = None
    shaded: pygame.Surface | None = None  # the pixels right after the last backdrop


class DrawLog:
    """Pieces of text per surface, and the frame being drawn into its canvas."""

    def __init__(self) -> None:
        self.pieces: weakref.WeakKeyDictionary[pygame.Surface, list[Piece]] = (
            weakref.WeakKeyDictionary()
        )
        self._bounds: dict[int, tuple[pygame.Surface, pygame.Rect]] = {}
        self.canvas: pygame.Surface | None = None
        self.frame: Frame | None = None
        self.layer = 0
        self.scene = ""
        self.order = 0

    # --- pieces ---------------------------------------------------------------------------
    def glyph_bounds(self, glyphs: pygame.Surface) -> pygame.Rect:
        """The box of a line's glyph pixels (what a cut must not touch)."""
        found = self._bounds.get(id(glyphs))
        if found is None or found[0] is not glyphs:
            found = (glyphs, glyphs.get_bounding_rect(min_alpha=64))
            self._bounds[id(glyphs)] = found
        return found[1]

    def pieces_of(self, surface: pygame.Surface) -> list[Piece]:
        """The pieces ``surface`` shows, in its own pixels (a subsurface shows its parent's)."""
        own = self.pieces.get(surface)
        if own:
            return own
        parent = surface.get_parent()
        if parent is None:
            return []
        ox, oy = surface.get_offset()
        return _clip_all(
            [p.at(p.rect.move(-ox, -oy)) for p in self.pieces_of(parent)],
            surface.get_rect(),
            self,
        )

    def text_surface(self, surface: pygame.Surface, text: str, face: str, size: int, color) -> None:
        if text.strip() and surface.get_width() > 0:  # a space has nothing to check
            self.pieces[surface] = [
                Piece(
                    text,
                    face,
                    size,
                    tuple(color[:3]),
                    surface,
                    surface.get_rect(),
                    surface.get_rect(),
                    ellipsis=text.strip() == "…",
                )
            ]

    def place(self, target: pygame.Surface, source: pygame.Surface, dest, area) -> None:
        """``source`` was blitted on ``target`` at ``dest`` (showing ``area`` of it)."""
        pieces = self.pieces_of(source)
        if not pieces:
            return
        x, y = _xy(dest)
        shown = source.get_rect() if area is None else pygame.Rect(area).clip(source.get_rect())
        moved = _clip_all(
            [p.at(p.rect.move(x - shown.x, y - shown.y)) for p in pieces],
            shown.move(x - shown.x, y - shown.y),
            self,
        )
        root = target.get_abs_parent()
        ox, oy = target.get_abs_offset()
        bounds = target.get_clip().clip(target.get_rect())
        is_window = root is self.canvas
        moved = _clip_all(moved, bounds, self, edge=is_window and bounds == target.get_rect())
        moved = [p.at(p.rect.move(ox, oy)) for p in moved] if ox or oy else moved
        if is_window:
            self._reach_window(moved)
        else:
            self.pieces.setdefault(root, []).extend(moved)

    def _reach_window(self, pieces: list[Piece]) -> None:
        if self.frame is None:
            return
        for piece in pieces:
            self.order += 1
            self.frame.texts.append(TextDraw(piece, self.order, self.layer, self.scene))

    def carry(self, source: pygame.Surface, copy: pygame.Surface, scale=(1.0, 1.0)) -> None:
        """``copy`` shows what ``source`` shows (a copy, a conversion, a scaled version)."""
        pieces = self.pieces_of(source)
        if not pieces:
            return
        sx, sy = scale
        self.pieces[copy] = [
            p.at(
                pygame.Rect(
                    round(p.rect.x * sx),
                    round(p.rect.y * sy),
                    max(1, round(p.rect.w * sx)),
                    max(1, round(p.rect.h * sy)),
                ),
            )
            for p in pieces
        ]

    def cleared(self, surface: pygame.Surface) -> None:
        self.pieces.pop(surface, None)

    # --- the frame ------------------------------------------------------------------------
    def begin(self, size: tuple[int, int]) -> pygame.Surface:
        """A fresh canvas for one frame (draw the app into it, then ``end()``)."""
        self.canvas = RecordingSurface(size)
        self.frame = Frame(size)
        self.order = 0
        self.layer, self.scene = 0, ""
        return self.canvas

    def end(self) -> Frame:
        frame = self.frame
        assert frame is not None and self.canvas is not None
        frame.image = self.canvas
        self.frame = None
        self.canvas = None
        return frame

    def on_window(self, surface: pygame.Surface) -> bool:
        return self.canvas is not None and surface.get_abs_parent() is self.canvas

    def mark(self, kind: str, rect: pygame.Rect, keep: pygame.Rect | None = None, **extra) -> None:
        """Note a thing drawn; a backdrop covers the texts drawn so far (but in ``keep``), a
        cover the texts drawn so far that it hides whole (one it hides in part is still
        checked: what shows of it is cut or overlapped)."""
        if self.frame is None:
            return
        self.order += 1
        self.frame.marks.append(
            Mark(kind, pygame.Rect(rect), self.layer, self.scene, self.order, keep=keep, **extra)
        )
        if kind == "backdrop":
            for draw in self.frame.texts:
                if keep is None or not keep.contains(draw.rect):
                    draw.under = True
            if self.canvas is not None:
                self.frame.shaded = _BaseSurface.copy(self.canvas)
        elif kind == "cover":
            for draw in self.frame.texts:
                if rect.contains(draw.rect):
                    draw.under = True


def _xy(dest) -> tuple[int, int]:
    if isinstance(dest, pygame.Rect | pygame.FRect):
        return round(dest.x), round(dest.y)
    return round(dest[0]), round(dest[1])


def _clip_all(
    pieces: list[Piece], box: pygame.Rect, log_: DrawLog, edge: bool = False
) -> list[Piece]:
    """The pieces clipped to ``box``; clipping glyph pixels cuts."""
    out = []
    for p in pieces:
        visible = p.rect.clip(box)
        if visible == p.rect:
            out.append(p)
            continue
        sx = p.area.w / max(1, p.rect.w)
        sy = p.area.h / max(1, p.rect.h)
        area = pygame.Rect(
            p.area.x + round((visible.x - p.rect.x) * sx),
            p.area.y + round((visible.y - p.rect.y) * sy),
            round(visible.w * sx),
            round(visible.h * sy),
        )
        glyphs = log_.glyph_bounds(p.glyphs)
        lost = glyphs.w > 0 and not area.contains(glyphs.clip(p.area))
        if visible.w == 0 or visible.h == 0:
            visible = pygame.Rect(p.rect.x, p.rect.y, 0, 0)
            area = pygame.Rect(p.area.x, p.area.y, 0, 0)
            lost = True
        out.append(
            p.at(visible, area=area, cut=p.cut or lost, outside=p.outside or (lost and edge))
        )
    return out


# --- the recording surface ----------------------------------------------------------------

_BaseSurface = pygame.Surface


class _AnySurface(type):
    """While recording, ``pygame.Surface`` is the recording class: a surface made by SDL
    (a font, a transform) must still count as a surface."""

    def __instancecheck__(cls, obj: object) -> bool:
        return isinstance(obj, _BaseSurface)

    def __subclasscheck__(cls, sub: type) -> bool:
        return issubclass(sub, _BaseSurface)


class RecordingSurface(_BaseSurface, metaclass=_AnySurface):
    """A surface that tells the log what text lands on it."""

    def blit(self, source, dest=(0, 0), area=None, special_flags=0):
        drawn = super().blit(source, dest, area, special_flags)
        log = drawlog.log
        if log is not None:
            log.place(self, source, dest, area)
        return drawn

    def blits(self, blit_sequence, doreturn=True):
        rects = [self.blit(*args) for args in blit_sequence]
        return rects if doreturn else None

    def fblits(self, blit_sequence, special_flags=0):
        for source, dest in blit_sequence:
            self.blit(source, dest, None, special_flags)

    def fill(self, color, rect=None, special_flags=0):
        drawn = super().fill(color, rect, special_flags)
        log = drawlog.log
        if log is not None and special_flags == 0 and (rect is None or drawn == self.get_rect()):
            log.cleared(self)
            if self is log.canvas:  # a screen painted over everything: what was below is gone
                log.mark("backdrop", drawn)
        return drawn

    def copy(self):
        out = super().copy()
        log = drawlog.log
        if log is not None:
            log.carry(self, out)
        return out

    def convert(self, *args):
        out = super().convert(*args)
        log = drawlog.log
        if log is not None:
            log.carry(self, out)
        return out

    def convert_alpha(self, *args):
        out = super().convert_alpha(*args)
        log = drawlog.log
        if log is not None:
            log.carry(self, out)
        return out


# --- the recorders drawlog.start swaps in ------------------------------------------------------

_saved: dict[str, Any] = {}


def _recording_render(render):
    def recorded(text: str, face: str, size: int, color) -> pygame.Surface:
        surface = render(text, face, size, color)
        log = drawlog.log
        if log is not None:
            log.text_surface(surface, text, face, size, color)
        return surface

    for name in ("cache_clear", "cache_info", "cache_bound"):  # the cache's handles
        setattr(recorded, name, getattr(render, name))
    return recorded


def _recording_scale(scale):
    """A scaled copy that records (a card's text is written on its scaled-down picture)."""

    def scaled(surface, size, dest_surface=None):
        log = drawlog.log
        if dest_surface is not None or log is None:
            return (
                scale(surface, size) if dest_surface is None else scale(surface, size, dest_surface)
            )
        w, h = max(0, round(size[0])), max(0, round(size[1]))
        out = RecordingSurface((w, h), surface.get_flags() & pygame.SRCALPHA, surface)
        scale(surface, (w, h), out)
        sw, sh = surface.get_size()
        log.carry(surface, out, (w / max(1, sw), h / max(1, sh)))
        return out

    return scaled


def _gui_colour(element) -> pygame.Color:
    colours = getattr(element, "colours", {}) or {}
    state = "normal"
    if not getattr(element, "is_enabled", True):
        state = "disabled"
    elif getattr(element, "hovered", False):
        state = "hovered"
    colour = colours.get(f"{state}_text") or colours.get("normal_text")
    if colour is None or not isinstance(colour, pygame.Color):
        colour = getattr(element, "text_colour", None) or pygame.Color(255, 255, 255)
    return pygame.Color(colour)


def _gui_letters(
    root: pygame.Surface,
    view: pygame.Rect,
    full: pygame.Rect,
    colour: pygame.Color,
    window: pygame.Rect,
) -> pygame.Rect:
    """Where the letters of a line alone in its row lie: the pixels of the text's colour in
    the row's band across the element's text view (``full`` when none)."""
    band = pygame.Rect(view.x, full.y, view.w, full.h).clip(window)
    if band.w <= 0 or band.h <= 0:
        return full
    found = pygame.mask.from_threshold(root.subsurface(band), colour, (48, 48, 48, 255))
    parts = found.get_bounding_rects()
    if not parts:
        return full
    return parts[0].unionall(parts[1:]).move(band.topleft)


def _gui_texts(log_: DrawLog, element, surface: pygame.Surface) -> None:
    """The texts pygame-gui laid out in an element, as pieces. pygame-gui clips a text to its
    element (it never wraps or shrinks a button's label); its letters are the pixels of the
    element's text colour (pygame-gui renders them itself)."""
    shape = getattr(element, "drawable_shape", None)
    layout = getattr(shape, "text_box_layout", None)
    if shape is None or layout is None or log_.frame is None:
        return
    root = surface.get_abs_parent()
    window = root.get_rect()
    view = shape.text_view_rect.move(element.rect.topleft)
    ox = element.rect.x + layout.layout_rect.x
    oy = element.rect.y + layout.layout_rect.y
    colour = _gui_colour(element)
    for row in layout.layout_rows:
        alone = sum(isinstance(getattr(c, "text", ""), str) for c in row.items) == 1
        for chunk in row.items:
            words = getattr(chunk, "text", "")
            if not isinstance(words, str) or not words.strip():
                continue
            full = pygame.Rect(ox + chunk.x, oy + chunk.y, chunk.w, chunk.h)
            if alone:  # at large sizes pygame-gui draws a line some pixels off its layout box
                full = full.union(_gui_letters(root, view, full, colour, window))
            on_screen = full.clip(view).clip(window)
            if on_screen.w <= 0 or on_screen.h <= 0:
                continue
            found = pygame.mask.from_threshold(
                root.subsurface(on_screen), colour, (48, 48, 48, 255)
            )
            glyphs = found.to_surface(setcolor=(255, 255, 255, 255), unsetcolor=(0, 0, 0, 0))
            letters = glyphs.get_bounding_rect().move(on_screen.topleft)
            piece = Piece(
                words,
                "gui",
                chunk.h,
                (colour.r, colour.g, colour.b),
                glyphs,
                glyphs.get_rect(),
                on_screen,
            )
            # pygame-gui clips a label at its element's edges: letters reaching an edge
            # that the text's own box crosses were cut there
            piece.cut = (full.x < view.x or full.right > view.right) or (
                letters.h > 0
                and (
                    (full.top < view.top and letters.top <= view.top)
                    or (full.bottom > view.bottom and letters.bottom >= view.bottom)
                )
            )
            piece.outside = not window.contains(full.clip(view))
            log_.order += 1
            log_.frame.texts.append(TextDraw(piece, log_.order, log_.layer, log_.scene, gui=True))


def gui_notes(log_: DrawLog, manager, surface: pygame.Surface) -> None:
    """pygame-gui drew its elements on ``surface``: their texts and the buttons, noted."""
    from pygame_gui.elements import UIButton, UILabel, UITextEntryLine

    for element in manager.get_sprite_group().sprites():
        if not isinstance(element, UIButton | UILabel | UITextEntryLine):
            continue
        if not element.visible or not element.alive():
            continue
        if isinstance(element, UIButton | UITextEntryLine):
            log_.mark("element", pygame.Rect(element.rect), label=getattr(element, "text", ""))
        _gui_texts(log_, element, surface)
