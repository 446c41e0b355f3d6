"""A screen made of a title, a form of widgets and a prompt bar: menus, settings, dialogs."""

from __future__ import annotations

import pygame

from game.shell.input import IntentEvent, PointerMove, Wheel
from game.shell.scenes.stack import Host, Scene
from game.shell.ui import drawlog, text
from game.shell.ui.gui import Choice, Form, Slider, TextField, Widget, intent_name
from game.shell.ui.panels import cover_prompt_bar, dim, heading
from game.shell.ui.prompts import draw_prompts


class MenuScene(Scene):
    """Subclasses build ``widgets()`` and may override ``back()`` and ``draw_background``."""

    title_key = ""
    area = (380.0, 190.0, 520.0, 460.0)  # the form's column in reference units
    font_size = 22.0
    row_gap = 12.0  # reference units between the form's rows
    row_height = 52.0  # reference units (rows grow with the text scale)
    row_text = 2.0  # with large text, a row is this many times as tall as its text
    columns = 1  # side by side before the rows scroll (at a large text scale)
    backdrop_alpha = 0  # modal menus darken what is below
    # the island behind the menus moves slowly (waves, a rocking boat, a bobbing title): in
    # steps of a pixel or two five times a second it looks as smooth as at ten, for half
    # the CPU of a screen that mostly waits for a choice (issue 16)
    motion_hz = 5.0

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.form: Form | None = None

    # building --------------------------------------------------------------------------------
    def widgets(self) -> list[Widget]:
        return []

    def build(self) -> None:
        focus = self.form.focus if self.form else None
        if self.form:
            self.form.kill()
        self.form = Form(
            self.app.gui,
            self.widgets(),
            self.area,
            row_height=self.row_height,
            gap=self.row_gap,
            font_size=self.font_size,
            columns=self.columns,
            row_text=self.row_text,
        )
        if focus is not None and focus < len(self.form.widgets):
            # back on the same entry, or the nearest one that can take the focus now (a save
            # deleted meanwhile greys out Continue and Load)
            self.form.focus = self.form.nearest_focusable(focus)
            self.form.build()

    def enter(self) -> None:
        self.build()
        self.say_opening()

    def say_opening(self) -> None:
        """The screen says its title (an event line: never replaced) and its focus."""
        heading = self.heading_words()
        if heading:
            self.app.narrate(heading)
        focus = self.focused_words()
        if focus:
            self.app.narrate_focus(focus)

    def heading_words(self) -> str:
        """The screen's title as said when it opens and by the where-am-I key."""
        return self.t(self.title_key) if self.title_key else ""

    def focused_words(self) -> str:
        """The focused entry and its place ("Narration: on, 3 of 12")."""
        form = self.form
        widget = form.focused if form is not None else None
        if form is None or widget is None:
            return ""
        words = widget.spoken()
        place = form.place_of(form.focus)
        if place is not None and place[1] > 1:
            words = self.t("speech.place", words=words, index=place[0], count=place[1])
        return words

    def focus_words(self) -> str | None:
        parts = [self.heading_words(), self.focused_words()]
        return ". ".join(p.rstrip(". ") for p in parts if p) or None

    def cover(self) -> None:
        if self.form:
            self.form.kill()

    def exit(self) -> None:
        if self.form:
            self.form.kill()
            self.form = None

    def relayout(self) -> None:
        if self.app.stack.top is self:
            self.build()

    # input -----------------------------------------------------------------------------------
    def back(self) -> None:
        self.app.stack.pop()

    def handle(self, event) -> bool:
        if isinstance(event, PointerMove):
            return bool(self.form and self.form.pointer_moved(event.pos))
        if isinstance(event, Wheel):
            if self.form and event.dy:
                self.form.wheel(event.dy)
            return True
        if not isinstance(event, IntentEvent):
            return False
        name = intent_name(event.intent)
        repeating = name in ("up", "down", "left", "right")
        if not (event.is_down if repeating else event.pressed):
            return False
        if name in ("back", "menu"):
            self.app.sound("ui_back")
            self.back()
            return True
        if name in ("rotate_left", "rotate_right") and event.pos is not None:
            return False  # the mouse wheel scrolls (Wheel), it does not change values
        done = bool(self.form and self.form.handle_intent(event.intent, event))
        if done:
            self.app.sound("ui_confirm" if name == "confirm" else "ui_move")
        return done

    def handle_gui(self, event: pygame.event.Event) -> bool:
        return bool(self.form and self.form.handle_gui_event(event))

    def hold_anchor(self) -> tuple[int, int] | None:
        widget = self.form.focused if self.form else None
        if widget is None or widget.element is None:
            return None
        return (widget.rect.right - widget.rect.height // 2, widget.rect.centery)

    def update(self, dt: float) -> None:
        if self.form is not None and self.app.stack.top is self:
            self.app.input.text_entry = self.form.text_focused()
            self.form.poll_refused()

    def sleeps(self) -> bool:
        return True  # a menu waits for input (its island drifts with Host.motion)

    # drawing ---------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        if self.backdrop_alpha:
            dim(surface, self.app.palette.background, self.backdrop_alpha)
            cover_prompt_bar(surface, self.app)
        else:
            surface.fill(self.app.palette.background)

    def draw_title(self, surface: pygame.Surface) -> None:
        if not self.title_key:
            return
        layout = self.app.layout
        palette = self.app.palette
        title = self.t(self.title_key)
        # never smaller than half as large again as the rows it heads (their text follows the
        # whole text scale, a heading only 40 % of it: at 200 % it looked smaller than them)
        size = max(layout.heading(44), round(layout.font(max(self.font_size, 22.0)) * 1.5))
        size = text.fit_size(title, "title", size, layout.px(1200))
        image = text.render(title, "title", size, palette.text)
        heading(surface, image, layout.point(640, 96), self.app)

    def prompts(self) -> list[tuple[str, str]]:
        """Left/right "Change" only on a row they change (a choice, a slider, a name with
        suggestions): never on a button, where they do nothing (m15)."""
        focused = self.form.focused if self.form else None
        changes = isinstance(focused, (Choice, Slider)) or (
            isinstance(focused, TextField) and bool(focused.suggestions)
        )
        return (
            [("confirm", self.t("prompt.select"))]
            + ([("change", self.t("prompt.change"))] if changes else [])
            + [("back", self.t("prompt.back"))]
        )

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_title(surface)
        self.draw_extra(surface)
        self.app.gui.manager.draw_ui(surface)
        drawlog.note_gui(self.app.gui.manager, surface)
        if self.form:
            self.form.draw_values(surface, self.app.palette)
        if self.form and self.app.stack.top is self:
            self.form.draw_focus(surface, self.app.palette)
        draw_prompts(surface, self.app, self.prompts())

    def draw_extra(self, surface: pygame.Surface) -> None:
        """Whatever a screen shows besides its form."""
