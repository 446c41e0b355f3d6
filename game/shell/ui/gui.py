"""Menus, settings and dialogs on pygame-gui, usable by pad, keyboard or mouse alone.

pygame-gui draws the widgets from our theme files (assets/themes); this module adds what it
lacks for couch play: a focus ring driven by intents, pad-friendly controls (a choice cycles
with left/right, a slider steps), layout that scales with the window and the text scale, and
scrolling when a form is taller than the screen.
"""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Callable
from dataclasses import field
from functools import cache
from pathlib import Path
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core.ui_appearance_theme import UIAppearanceTheme
from pygame_gui.core.ui_font_dictionary import UIFontDictionary
from pygame_gui.elements import UIButton, UILabel, UITextEntryLine

from game.shell.record import record
from game.shell.safeio import ReadError
from game.shell.session.files import set_aside
from game.shell.ui import drawlog, gui_shapes
from game.shell.ui import text as text_mod
from game.shell.ui.layout import Layout
from game.shell.ui.palette import Palette

THEMES = Path(__file__).resolve().parents[3] / "assets" / "themes"


@cache
def _theme_file(name: str) -> dict[str, Any]:
    return json.loads((THEMES / f"{name}.json").read_text(encoding="utf-8-sig"))  # a BOM is fine


def _merge(base: dict[str, Any], over: dict[str, Any]) -> dict[str, Any]:
    merged = dict(base)
    for key, value in over.items():
        merged[key] = _merge(base.get(key, {}), value) if isinstance(value, dict) else value
    return merged


def scaled_theme(name: str, factor: float) -> dict[str, Any]:
    """The theme file with font sizes, corners and borders scaled by ``factor``. Every block
    starts from "defaults" (pygame-gui does not apply a default font block to every element)."""
    raw = _theme_file(name)
    defaults = raw.get("defaults", {})
    theme = {
        key: (_merge(defaults, block) if key != "defaults" else block) for key, block in raw.items()
    }
    theme = json.loads(json.dumps(theme))
    for block in theme.values():
        font = block.get("font")
        if font and "size" in font:
            font["size"] = str(max(8, round(int(font["size"]) * factor)))
        misc = block.get("misc")
        if misc:
            for key in ("shape_corner_radius", "border_width"):
                if key in misc:
                    misc[key] = str(max(1, round(int(misc[key]) * min(factor, 2.5))))
    # Smaller-font variants of the buttons, for labels that would not fit their button at a
    # large text scale (pygame-gui clips a button's text; it never wraps or shrinks it).
    for percent in FIT_STEPS[1:]:
        for base, name in (("button", f"#fit{percent}"), ("#primary", f"#primary_fit{percent}")):
            block = json.loads(
                json.dumps(_merge(theme.get("button", defaults), theme.get(base, {})))
            )
            font = block.setdefault("font", dict(defaults.get("font", {})))
            font["size"] = str(max(8, round(int(font.get("size", 22)) * percent / 100)))
            theme[name] = block
    return theme


FIT_STEPS = (100, 88, 76, 64, 52)  # font sizes (percent) a button label may shrink to


def fit_object_id(label: str, size: int, width: int, primary: bool) -> str | None:
    """The theme block whose font lets ``label`` fit ``width`` pixels (None: the usual one)."""
    wide = text_mod.remembered(
        f"width|bold|{size}|{label}", lambda: text_mod.font("bold", size).size(label)[0]
    )
    for percent in FIT_STEPS:
        if wide * percent / 100 <= width or percent == FIT_STEPS[-1]:
            if percent == 100:
                return "#primary" if primary else None
            return f"#primary_fit{percent}" if primary else f"#fit{percent}"
    return None


def intent_name(intent: object) -> str:
    return str(getattr(intent, "name", intent)).lower()


# --- focus, hover and the primary choice, told apart at a glance --------------------------------
# Focus (what confirm presses) is the strongest mark: a thick ring in the focus colour with a
# dark rim, and a pointer on its left. Hover (where the mouse is) is only a thin light outline.
# The primary (default) choice is a filled button; it carries no ring of its own.


def _ring_parts(layout: Layout) -> tuple[int, int, int]:
    """The focus ring's dark gap, bright line and dark rim, in pixels."""
    return max(2, layout.px(4)), max(3, layout.px(4)), max(1, layout.px(2))


def focus_reach(layout: Layout) -> int:
    """How far the focus ring reaches out of its element's rect, in pixels."""
    return sum(_ring_parts(layout))


def _pointer_size(layout: Layout) -> int:
    return max(7, layout.px(16))


def pointer_reach(layout: Layout) -> int:
    """How far the focus ring's pointer reaches out of its element's rect, on its side (its
    dark rim included)."""
    return focus_reach(layout) + layout.px(2) + _pointer_size(layout) + _ring_parts(layout)[2]


def scroll_hint_band(layout: Layout) -> int:
    """The band above and below a scrolling list that holds its "more" arrow, clear of the
    focus ring of the row next to it (at 200 % the arrow sat on the ring)."""
    return focus_reach(layout) + layout.px(4) + _scroll_hint_size(layout)


def _scroll_hint_size(layout: Layout) -> int:
    return max(6, layout.px(12))


def focus_pointer(rect: pygame.Rect, layout: Layout, side: str = "left") -> list[tuple[int, int]]:
    """The focus pointer's corners: a triangle off the ring's ``side`` ("left"; "top" over a
    row of pictures, where a pointer on the left would sit on the previous picture; "right"
    or "bottom" where the others would sit on a neighbour)."""
    gap, width, rim = _ring_parts(layout)
    reach = gap + width + rim + layout.px(2)
    size = _pointer_size(layout)
    if side == "top":
        x, y = rect.centerx, rect.top - reach
        return [(x, y), (x - size, y - size), (x + size, y - size)]
    if side == "bottom":
        x, y = rect.centerx, rect.bottom + reach
        return [(x, y), (x - size, y + size), (x + size, y + size)]
    if side == "right":
        x, y = rect.right + reach, rect.centery
        return [(x, y), (x + size, y - size), (x + size, y + size)]
    x, y = rect.left - reach, rect.centery
    return [(x, y), (x - size, y - size), (x - size, y + size)]


def draw_focus_ring(
    surface: pygame.Surface,
    rect: pygame.Rect,
    palette: Palette,
    layout: Layout,
    radius: int = 12,
    pointer: str | None = "left",
) -> None:
    """The focus mark around ``rect``: a bright ring set off from it by a dark gap and rimmed in
    dark (it reads on a filled primary button and on the sea alike), and a pointer on its
    ``pointer`` side (its left, unless told; None: none, where it would cover a neighbour)."""
    gap, width, rim = _ring_parts(layout)
    ring = rect.inflate(2 * (gap + width), 2 * (gap + width))
    dark = palette.background
    outer = ring.inflate(2 * rim, 2 * rim)
    pygame.draw.rect(surface, dark, outer, gap + width + rim, border_radius=radius + gap + rim)
    pygame.draw.rect(surface, palette.focus, ring, width, border_radius=radius + gap + width)
    drawlog.note("focus", ring, surface, width=width, color=palette.focus)  # the audit checks it
    if pointer is None:
        return
    points = focus_pointer(rect, layout, pointer)
    pygame.draw.polygon(surface, palette.focus, points)
    pygame.draw.polygon(surface, dark, points, rim)


def draw_hover_ring(
    surface: pygame.Surface, rect: pygame.Rect, palette: Palette, layout: Layout, radius: int = 12
) -> None:
    """Where the pointer is: a thin light outline a little off the element, far weaker than the
    focus ring and never in its colour."""
    gap = max(2, layout.px(4))
    pygame.draw.rect(
        surface,
        palette.text,
        rect.inflate(2 * gap, 2 * gap),
        max(1, layout.px(2)),
        border_radius=radius + gap,
    )


# --- widgets ----------------------------------------------------------------------------------


@record
class Widget:
    """One element of a form: its key, its label, whether it is enabled and primary."""

    key: str
    label: str
    enabled: bool = True
    primary: bool = False
    element: Any = field(default=None, repr=False)
    extras: list[Any] = field(default_factory=list, repr=False)  # labels beside the element
    rect: pygame.Rect = field(default_factory=pygame.Rect)
    colon: str = field(default=":", repr=False)  # French puts a (no-break) space before it
    fit: str | None = field(default=None, repr=False)  # the theme block sizing its label

    def text(self) -> str:
        return self.label

    def spoken(self) -> str:
        """What narration says of the widget when it takes the focus."""
        return self.text()

    def activate(self) -> bool:
        """Confirm on the focused widget; True when something happened."""
        return False

    def step(self, direction: int) -> bool:
        """Left/right on the focused widget."""
        return False


@record
class Button(Widget):
    """A button: ``on_press`` runs when it is pressed."""

    on_press: Callable[[], None] | None = None

    def activate(self) -> bool:
        if self.enabled and self.on_press:
            self.on_press()
            return True
        return False


@record
class Choice(Widget):
    """A value picked among options with left/right (pads, keys) or a click (next value)."""

    options: list[tuple[Any, str]] = field(default_factory=list)
    value: Any = None
    on_change: Callable[[Any], None] | None = None

    def text(self) -> str:
        shown = next((t for v, t in self.options if v == self.value), str(self.value))
        return f"{self.label}{self.colon}  ‹ {shown} ›" if self.label else f"‹ {shown} ›"

    def spoken(self) -> str:
        """Read aloud: the setting and its value (the arrows are drawn, not said)."""
        shown = next((t for v, t in self.options if v == self.value), str(self.value))
        return f"{self.label}{self.colon} {shown}" if self.label else shown

    def step(self, direction: int) -> bool:
        if not self.enabled or not self.options:
            return False
        values = [v for v, _ in self.options]
        index = values.index(self.value) if self.value in values else 0
        self.value = values[(index + direction) % len(values)]
        if self.on_change:
            self.on_change(self.value)
        return True

    def activate(self) -> bool:
        return self.step(+1)


@record
class Toggle(Choice):
    """A choice between off and on (unless other options are given)."""

    def __post_init__(self) -> None:
        if not self.options:
            self.options = [(False, "off"), (True, "on")]


@record
class Slider(Widget):
    """A 0-1 value in steps; shown as a percentage and a bar of steps (``Form.draw_values``:
    drawn, the bundled fonts have no bar glyphs)."""

    value: float = 0.5
    steps: int = 10
    on_change: Callable[[float], None] | None = None

    def text(self) -> str:
        return f"{self.label}{self.colon}  {round(self.value * 100)} %"

    def step(self, direction: int) -> bool:
        if not self.enabled:
            return False
        new = min(
            1.0, max(0.0, round((self.value + direction / self.steps) * self.steps) / self.steps)
        )
        if new != self.value:
            self.value = new
            if self.on_change:
                self.on_change(new)
        return True

    def activate(self) -> bool:
        return self.step(+1) if self.value < 1 else self.step(-self.steps)


@record
class TextField(Widget):
    """Free text typed on a keyboard; with a pad, left/right cycles the suggestions. Control
    and invisible characters (typed, or in a paste) are refused; ``on_refused`` says so."""

    value: str = ""
    suggestions: list[str] = field(default_factory=list)
    max_length: int = 16
    on_change: Callable[[str], None] | None = None
    on_refused: Callable[[], None] | None = None

    def step(self, direction: int) -> bool:
        if not self.suggestions:
            return False
        index = self.suggestions.index(self.value) if self.value in self.suggestions else -1
        self.value = self.suggestions[(index + direction) % len(self.suggestions)]
        if self.element is not None:
            self.element.set_text(self.value)
        if self.on_change:
            self.on_change(self.value)
        return True


@record
class Label(Widget):
    """A line of text that cannot take focus."""

    enabled: bool = False


class HiddenCharacters:
    """The characters a text field never takes (game/shell/session/names.py), asked as pygame-gui
    asks its forbidden characters (``c in forbidden``); remembers a refusal for the screen."""

    def __init__(self) -> None:
        self.refused = False

    def __contains__(self, character: object) -> bool:
        from game.shell.session.names import has_hidden  # typing only: the title has no field

        if isinstance(character, str) and has_hidden(character):
            self.refused = True
            return True
        return False


# --- the form ---------------------------------------------------------------------------------


def grown_width(width: float, text_scale: float) -> float:
    """A form's width in reference units at ``text_scale``: its rows widen with large text
    (about its centre, up to the screen's margins)."""
    return min(1240.0, width * (1 + 0.8 * (text_scale - 1))) if text_scale > 1 else width


class Form:
    """A vertical list of widgets in a column of the screen, with a focus ring."""

    def __init__(
        self,
        gui: Gui,
        widgets: list[Widget],
        area: tuple[float, float, float, float],
        row_height: float = 52,
        gap: float = 12,
        font_size: float = 22,
        columns: int = 1,
        row_text: float = 2.0,
    ) -> None:
        self.gui = gui
        self.widgets = widgets
        self.area = area  # reference units: x, y, width, height
        self.row_height = row_height
        self.gap = gap
        self.font_size = font_size
        self.row_text = row_text  # a row's height in heights of its text (at large text)
        # with large text, up to this many columns side by side before the list scrolls (the
        # title keeps every entry in view at 200 %: none scrolled away)
        self.columns = columns
        self._per_column = len(widgets)
        self.focus = self.nearest_focusable(0)
        self.scroll = 0
        self.hover: int | None = None  # the widget under the mouse (it never takes the focus)
        self.build()

    @staticmethod
    def _focusable(widget: Widget) -> bool:
        """Pad and keys rest only where a press acts: a label or a greyed-out entry (Load
        without a save) stays in view but is stepped over."""
        return widget.enabled and not isinstance(widget, Label)

    def nearest_focusable(self, index: int) -> int:
        """``index`` when it can take the focus, else the nearest entry that can (the later
        one on a tie); ``index`` itself when none can."""
        order = sorted(range(len(self.widgets)), key=lambda i: (abs(i - index), i < index))
        return next((i for i in order if self._focusable(self.widgets[i])), index)

    # layout --------------------------------------------------------------------------------
    def _row_px(self, layout: Layout) -> int:
        """Row height grows with the text scale so that scaled text is never clipped."""
        font_px = layout.font(max(self.font_size, 22))  # the theme's widget font is 22
        return max(layout.px(self.row_height), round(font_px * self.row_text))

    def build(self) -> None:
        self.kill()
        layout = self.gui.layout
        x, y, w, h = self.area
        grown = w
        if layout.text_scale > 1:  # larger text: wider rows, up to the screen's margins
            grown = grown_width(w, layout.text_scale)
            x, w = max(20.0, x - (grown - w) / 2), grown
        box = layout.rect(x, y, w, h)
        side = pointer_reach(layout) + layout.px(4)  # the focus ring's pointer in the window
        if box.x < side:
            box = box.inflate(-2 * (side - box.x), 0)
        row = self._row_px(layout)
        gap = layout.px(self.gap)
        self._visible_rows = max(1, (box.height + gap) // (row + gap))
        count = len(self.widgets)
        columns = next(
            (c for c in range(1, self.columns + 1) if -(-count // c) <= self._visible_rows),
            1,
        )
        self._hint = 0  # the bands of the "more" arrows, when the list scrolls
        if columns == 1 and count > self._visible_rows:
            self._hint = scroll_hint_band(layout)
            self._visible_rows = max(1, (box.height - 2 * self._hint + gap) // (row + gap))
        self._per_column = -(-count // columns) if columns > 1 else count
        column_w = box.width
        apart = gap  # between columns: room for the focus ring's pointer
        if columns > 1:  # side by side, centred, within margins that keep the pointer in view
            between = max(self.gap, 56.0)
            whole = min(1160.0, columns * grown + (columns - 1) * between)
            apart = layout.px(between)
            column_w = (layout.px(whole) - (columns - 1) * apart) // columns
            left = layout.point(640, 0)[0] - layout.px(whole) // 2
            box = pygame.Rect(left, box.y, layout.px(whole), box.height)
            self._visible_rows = count  # every entry in view: nothing scrolls
        self._clamp_scroll()
        for i, widget in enumerate(self.widgets):
            column, slot = divmod(i, self._per_column) if columns > 1 else (0, i - self.scroll)
            rect = pygame.Rect(
                box.x + column * (column_w + apart),
                box.y + self._hint + slot * (row + gap),
                column_w,
                row,
            )
            widget.rect = rect
            if not 0 <= slot < self._visible_rows:
                widget.element = None
                continue
            widget.element = self._make_element(widget, rect)
        self._box = box

    def row_px(self) -> int:
        """A row's height in pixels (it grows with the text scale)."""
        return self._row_px(self.gui.layout)

    def place(self, index: int, rect: pygame.Rect) -> None:
        """Put widget ``index`` at ``rect``: a screen that lays out its own rows (a row of
        cards, each with its button) builds the form, then places them."""
        widget = self.widgets[index]
        for element in widget.extras:
            element.kill()
        widget.extras.clear()
        if widget.element is not None:
            widget.element.kill()
        widget.rect = rect
        widget.element = self._make_element(widget, rect)

    def _make_element(self, widget: Widget, rect: pygame.Rect) -> Any:
        manager = self.gui.manager
        widget.colon = self.gui.colon
        if isinstance(widget, Label):
            return UILabel(rect, widget.text(), manager)
        if isinstance(widget, TextField):
            label_w = rect.width * 45 // 100
            widget.extras.append(
                UILabel(
                    pygame.Rect(rect.x, rect.y, label_w, rect.height),
                    widget.label,
                    manager,
                    object_id="#field_label",
                )
            )
            entry = UITextEntryLine(
                pygame.Rect(rect.x + label_w, rect.y, rect.width - label_w, rect.height),
                manager,
                initial_text=widget.value,
            )
            entry.set_text_length_limit(widget.max_length)
            # pygame-gui declares a list of characters, and only ever asks ``c in`` it
            entry.forbidden_characters = HiddenCharacters()  # type: ignore[assignment]  # asks `in`
            return entry
        widget.fit = self._fit(widget, rect)
        element = UIButton(rect, widget.text(), manager, object_id=widget.fit)
        if not widget.enabled:
            element.disable()
        return element

    def _clamp_scroll(self) -> None:
        visible = getattr(self, "_visible_rows", len(self.widgets))
        if self.focus < self.scroll:
            self.scroll = self.focus
        elif self.focus >= self.scroll + visible:
            self.scroll = self.focus - visible + 1
        self.scroll = max(0, min(self.scroll, max(0, len(self.widgets) - visible)))

    def kill(self) -> None:
        for widget in self.widgets:
            for element in widget.extras:
                element.kill()
            widget.extras.clear()
            if widget.element is not None:
                widget.element.kill()
                widget.element = None

    def _fit(self, widget: Widget, rect: pygame.Rect) -> str | None:
        layout = self.gui.layout
        size = max(8, round(22 * layout.scale * layout.text_scale))  # the theme's button font
        # the label's room: the button less its border and padding (they grow with the scale)
        room = rect.width - round(layout.px(24) * max(1.0, layout.text_scale))
        return fit_object_id(widget.text(), size, room, widget.primary)

    def refresh(self, widget: Widget) -> None:
        """Show a widget's new text or state."""
        near = self.nearest_focusable(self.focus)
        if widget is self.focused and near != self.focus:
            self._set_focus(near)  # greyed out under the focus: the focus steps off it
        if widget.element is None or isinstance(widget, TextField):
            return
        if isinstance(widget.element, UIButton) and self._fit(widget, widget.rect) != widget.fit:
            self.build()  # the new text needs another font size: make the buttons again
            return
        widget.element.set_text(widget.text())
        if isinstance(widget.element, UIButton):
            if widget.enabled:
                widget.element.enable()
            else:
                widget.element.disable()

    # input ---------------------------------------------------------------------------------
    @property
    def focused(self) -> Widget | None:
        if 0 <= self.focus < len(self.widgets):
            return self.widgets[self.focus]
        return None

    def move_focus(self, direction: int) -> bool:
        n = len(self.widgets)
        for k in range(1, n + 1):
            i = (self.focus + direction * k) % n
            if self._focusable(self.widgets[i]):
                self._set_focus(i)
                return True
        return False

    def focus_at(self, index: int) -> None:
        """Move the focus to widget ``index`` (a screen that lays out its own rows moves it
        so: left and right between cards)."""
        self._set_focus(index)

    def _set_focus(self, index: int) -> None:
        old_scroll = self.scroll
        self.focus = index
        self._clamp_scroll()
        if self.scroll != old_scroll:
            self.build()
        self.gui.on_focus(self.widgets[index], self.place_of(index))

    def place_of(self, index: int) -> tuple[int, int] | None:
        """Widget ``index``'s place among the entries the focus rests on ("3 of 7"), None when
        it is not one of them."""
        entries = [i for i, w in enumerate(self.widgets) if self._focusable(w)]
        return (entries.index(index) + 1, len(entries)) if index in entries else None

    def handle_intent(self, intent: object, intent_event: object = None) -> bool:
        name = intent_name(intent)
        widget = self.focused
        if name in ("up", "prev"):
            return self.move_focus(-1)
        if name in ("down", "next"):
            return self.move_focus(+1)
        if widget is None:
            return False
        if name in ("left", "right", "rotate_left", "rotate_right"):
            changed = widget.step(-1 if name in ("left", "rotate_left") else +1)
            if changed:
                self.refresh(widget)
                self.gui.on_focus(widget)
            elif name in ("left", "right") and self._per_column < len(self.widgets):
                across = self._across(+1 if name == "right" else -1)
                if across is not None:
                    self._set_focus(across)  # the next column's entry nearest in height
                    return True
            return changed
        if name == "confirm":
            pos = getattr(intent_event, "pos", None) if intent_event is not None else None
            if pos is not None:
                return self.click(pos)
            done = widget.activate()
            if done and widget in self.widgets:
                self.refresh(widget)
            return done
        return False

    def _across(self, direction: int) -> int | None:
        """The entry of the next column (``direction``) nearest in height to the focus that
        can take it: a greyed-out one at the same height is passed over."""
        per = self._per_column
        column = self.focus // per + direction
        rows = range(column * per, min(len(self.widgets), (column + 1) * per))
        if column < 0 or not rows:
            return None
        height = self.focus % per
        order = sorted(rows, key=lambda i: (abs(i % per - height), i % per < height))
        return next((i for i in order if self._focusable(self.widgets[i])), None)

    def widget_at(self, pos: tuple[int, int]) -> int | None:
        for i, widget in enumerate(self.widgets):
            if (
                widget.element is not None
                and self._focusable(widget)
                and widget.rect.collidepoint(pos)
            ):
                return i
        return None

    def pointer_moved(self, pos: tuple[int, int]) -> bool:
        """The mouse hovers a widget: it is marked (and said), the focus stays where the pad or
        the keys left it; a click acts on the widget under the pointer."""
        index = self.widget_at(pos)
        if index == self.hover:
            return index is not None
        self.hover = index
        if index is not None and index != self.focus:
            self.gui.on_focus(self.widgets[index])
        return index is not None

    def click(self, pos: tuple[int, int]) -> bool:
        """A confirm from the mouse acts on the widget under the pointer (activation always
        goes through intents so that "hold to confirm" holds for clicks too)."""
        index = self.widget_at(pos)
        if index is None:
            return False
        self.focus = index
        widget = self.widgets[index]
        if isinstance(widget, Slider) and widget.element is not None:
            # left half of the row lowers, right half raises
            direction = -1 if pos[0] < widget.rect.centerx else +1
            changed = widget.step(direction)
        else:
            changed = widget.activate()
        if changed and widget in self.widgets:
            self.refresh(widget)
        return changed

    def poll_refused(self) -> None:
        """Tell each text field that refused characters since the last poll."""
        for widget in self.widgets:
            forbidden = getattr(widget.element, "forbidden_characters", None)
            if isinstance(forbidden, HiddenCharacters) and forbidden.refused:
                forbidden.refused = False
                if isinstance(widget, TextField) and widget.on_refused:
                    widget.on_refused()

    def text_focused(self) -> bool:
        return any(
            isinstance(w, TextField) and w.element is not None and w.element.is_focused
            for w in self.widgets
        )

    def handle_gui_event(self, event: pygame.event.Event) -> bool:
        """pygame-gui events: typed text (clicks come as intents)."""
        for widget in self.widgets:
            if widget.element is None or getattr(event, "ui_element", None) is not widget.element:
                continue
            if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and isinstance(widget, TextField):
                widget.value = event.text
                if widget.on_change:
                    widget.on_change(widget.value)
                return True
        return False

    def wheel(self, dy: int) -> None:
        self.scroll = max(0, self.scroll - dy)
        first, last = self.scroll, self.scroll + self._visible_rows - 1
        if not first <= self.focus <= last:  # the focus comes along onto a row it can take
            held = min(max(self.focus, first), last)
            near = self.nearest_focusable(held)
            self.focus = near if first <= near <= last else self.focus
        self.build()

    # drawing -------------------------------------------------------------------------------
    def draw_values(self, surface: pygame.Surface, palette: Palette) -> None:
        """The bar of each slider in view: one segment per step along its row's foot, the
        steps up to its value filled."""
        layout = self.gui.layout
        for widget in self.widgets:
            if not isinstance(widget, Slider) or widget.element is None:
                continue
            rect = widget.rect
            left, right = rect.x + rect.height // 2, rect.right - rect.height // 2
            gap = layout.px(4)
            width = (right - left - gap * (widget.steps - 1)) / widget.steps
            height = max(3, layout.px(5))
            y = rect.bottom - max(height + layout.px(5), rect.height // 7)
            filled = round(widget.value * widget.steps)
            for i in range(widget.steps):
                step = pygame.Rect(round(left + i * (width + gap)), y, round(width), height)
                if i < filled:
                    pygame.draw.rect(surface, palette.accent, step, border_radius=height // 2)
                else:
                    pygame.draw.rect(
                        surface, palette.text_dim, step, max(1, height // 3), height // 2
                    )

    def draw_focus(self, surface: pygame.Surface, palette: Palette) -> None:
        widget = self.focused
        if widget is None or widget.element is None:
            return
        layout = self.gui.layout
        hovered = (
            self.widgets[self.hover]
            if self.hover is not None and self.hover < len(self.widgets)
            else None
        )
        if hovered is not None and hovered is not widget and hovered.element is not None:
            draw_hover_ring(surface, hovered.rect, palette, layout, layout.px(12))
        if self._focusable(widget):  # never a ring on a greyed-out entry (none can take it)
            draw_focus_ring(surface, widget.rect, palette, layout, layout.px(12))
        self._draw_scroll_hints(surface, palette)

    def scroll_hints(self) -> list[pygame.Rect]:
        """Where the "more above" and "more below" arrows are drawn now (none: all in view):
        in the bands kept for them, clear of any row's focus ring."""
        layout = self.gui.layout
        size = _scroll_hint_size(layout)
        hints = []
        if self.scroll > 0:
            hints.append(pygame.Rect(self._box.centerx - size, self._box.top, 2 * size, size))
        if self.scroll + self._visible_rows < len(self.widgets):
            rows = self._visible_rows * (self._row_px(layout) + layout.px(self.gap))
            top = self._box.top + rows - layout.px(self.gap) + 2 * self._hint - size
            hints.append(pygame.Rect(self._box.centerx - size, top, 2 * size, size))
        return hints

    def _draw_scroll_hints(self, surface: pygame.Surface, palette: Palette) -> None:
        for i, hint in enumerate(self.scroll_hints()):
            up = i == 0 and self.scroll > 0
            tip = hint.midtop if up else hint.midbottom
            base = (hint.bottomleft, hint.bottomright) if up else (hint.topleft, hint.topright)
            # rimmed in dark like the focus pointer: it reads on a cloud and on the waves
            pygame.draw.polygon(surface, palette.text, [*base, tip])
            pygame.draw.polygon(
                surface, palette.background, [*base, tip], max(1, _ring_parts(self.gui.layout)[2])
            )


class _Manager(pygame_gui.UIManager):
    """pygame-gui's manager, whose hover follows the mouse only while the mouse is in use: after
    a key or a pad press an unmoved (or hidden) pointer marks nothing (m12)."""

    pointer_shown = False  # until the mouse moves, the pointer's place means nothing

    def _update_mouse_position(self) -> None:
        if self.pointer_shown:
            super()._update_mouse_position()
        else:
            self.mouse_position = (-(10**6), -(10**6))


class Gui:
    """The pygame-gui manager of the window, themed from our files and scaled to the layout."""

    def __init__(
        self, layout: Layout, palette_name: str = "standard", shapes: Path | None = None
    ) -> None:
        self.layout = layout
        self.palette_name = palette_name
        self.manager = _Manager((layout.width, layout.height))
        fonts = text_mod.FONTS
        self.manager.add_font_paths(
            "andika", str(fonts / "Andika-Regular.ttf"), str(fonts / "Andika-Bold.ttf")
        )
        # each told of the widget taking the focus and, when it moved there, its place
        self.focus_listeners: list[Callable[[Widget, tuple[int, int] | None], None]] = []
        self.colon = ":"  # the language's label separator ("\u00a0:" in French)
        self._apply_theme()
        # the button shapes an earlier start drew (game.shell.ui.gui_shapes): ids already stored
        self.shapes_folder = shapes
        self._shapes_stored: set[str] = set()
        self.shapes_notice: tuple[str, dict] | None = None  # a store that could not be read
        if shapes is not None:
            try:
                gui_shapes.load(self.manager, shapes)
            except (ReadError, OSError) as error:
                self.shapes_notice = set_aside(gui_shapes.store_path(shapes), error, "files.shapes")
            self._shapes_stored = gui_shapes.cached_ids(self.manager)

    def store_shapes(self) -> bool:
        """At rest: write the button shapes drawn since the last store for the next start.
        True when something was written."""
        if self.shapes_folder is None or self.drawing_states():
            return False
        ids = gui_shapes.cached_ids(self.manager)
        if ids <= self._shapes_stored:
            return False
        self._shapes_stored |= ids  # written or not: not tried again at every rest
        return gui_shapes.save(self.manager, self.shapes_folder)

    def _apply_theme(self) -> None:
        factor = self.layout.scale * self.layout.text_scale
        theme_name = "high_contrast" if self.palette_name == "high_contrast" else "standard"
        self.manager.get_theme().load_theme(scaled_theme(theme_name, factor))
        self.manager.rebuild_all_from_changed_theme_data()
        self._forget_unused_fonts()

    def _forget_unused_fonts(self) -> None:
        """pygame-gui keeps every font size it ever loaded: after a change of text size or
        window, the sizes the new theme no longer names are let go (about 1 MB each at 4K;
        an evening of settings changes would keep dozens)."""
        theme = self.manager.get_theme()
        fonts = theme.get_font_dictionary()
        # the fonts loaded are past pygame-gui's interfaces, in its own theme and font
        # dictionary (the ones a UIManager makes): another kind would keep its fonts
        if not isinstance(theme, UIAppearanceTheme) or not isinstance(fonts, UIFontDictionary):
            return
        named = {id(res) for by_locale in theme.ele_font_res.values() for res in by_locale.values()}
        defaults = {
            getattr(getattr(fonts, attr, None), "idx", None)
            for attr in ("default_font", "_default_symbols_font")
        }
        for font_id, resource in list(fonts.loaded_fonts.items()):
            if id(resource) not in named and font_id not in defaults:
                del fonts.loaded_fonts[font_id]
        fonts.used_font_ids = [i for i in fonts.used_font_ids if i in fonts.loaded_fonts]

    def update(self, dt: float, states: bool = True) -> None:
        """pygame-gui's update (hover, timers, one state picture per element), then the
        scratch pictures let go: pygame-gui draws each rounded shape from copies at four
        times its size (about 10 MB per large button) and keeps them after every rebuild
        but the first. ``states=False`` (the window's first frame): the elements show as
        built and their other states' pictures (hovered, pressed) wait for the next updates
        (a state asked for before is drawn then: pygame-gui's ``set_active_state``), some
        7 ms of the title's first frame (issue 43)."""
        held = []
        if not states:
            for element in self.manager.get_sprite_group().sprites():
                shape = getattr(element, "drawable_shape", None)
                if shape is not None and getattr(shape, "states_to_redraw_queue", None):
                    held.append((shape, shape.states_to_redraw_queue, shape.need_to_clean_up))
                    shape.states_to_redraw_queue = deque()
                    shape.need_to_clean_up = False  # its scratch shapes draw the held ones
        self.manager.update(dt)
        for shape, queue, clean in held:
            queue.extend(s for s in shape.states_to_redraw_queue if s not in queue)
            shape.states_to_redraw_queue, shape.need_to_clean_up = queue, clean
        for element in self.manager.get_sprite_group().sprites():
            shape = getattr(element, "drawable_shape", None)
            if (
                shape is not None
                and not shape.states_to_redraw_queue
                and getattr(shape, "temp_additive_shape", None) is not None
            ):
                shape.clean_up_temp_shapes()

    def drawing_states(self) -> bool:
        """Some element still has pictures of its states to draw (one per update)."""
        return any(
            getattr(getattr(element, "drawable_shape", None), "states_to_redraw_queue", None)
            for element in self.manager.get_sprite_group().sprites()
        )

    def relayout(self, layout: Layout, palette_name: str | None = None) -> None:
        changed = layout != self.layout or (palette_name and palette_name != self.palette_name)
        self.layout = layout
        if palette_name:
            self.palette_name = palette_name
        if changed:
            # every element belongs to the top menu's form, which the scene builds again for
            # the new layout (MenuScene.relayout): restyling the old ones first is wasted
            self.manager.clear_and_reset()
            self.manager.set_window_resolution((layout.width, layout.height))
            self._apply_theme()

    @property
    def pointer_shown(self) -> bool:
        """Whether the mouse is in use: its hover is shown (a key or a pad press hides it)."""
        return self.manager.pointer_shown

    @pointer_shown.setter
    def pointer_shown(self, shown: bool) -> None:
        self.manager.pointer_shown = shown

    def on_focus(self, widget: Widget, place: tuple[int, int] | None = None) -> None:
        for listener in self.focus_listeners:
            listener(widget, place)

    def clear(self) -> None:
        self.manager.clear_and_reset()
