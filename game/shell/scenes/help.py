"""Help on anything: the help key on any screen explains the focused element (issue 15).

``HelpKey`` (game/shell/scenes/help_key.py) is an overlay: "?" / F1 on the keyboard, Y on a
pad, or a click on the prompt bar's Help opens ``HelpScene`` on the subject of the top screen
(``subject_for``): the focused card with its full text and the rules' clarifications, the cat,
the boat cell under the placement cursor, the button, the setting; with the mouse, whatever
part of the table is under the pointer. Related topics lead on to every other kind; Back goes
back, then closes.
"""

from __future__ import annotations

from typing import Any, Protocol, TypeGuard

import pygame

from game.shell.input import IntentEvent, PointerMove, Wheel
from game.shell.scenes.stack import Host, Scene
from game.shell.ui import text
from game.shell.ui.help import HelpContext, HelpEntry, Kind, Subject, entry
from game.shell.ui.panels import BACKDROP, cover_prompt_bar, dim, draw_panel
from game.shell.ui.prompts import draw_prompts


class HelpBoard(Protocol):
    """A screen with a board of its own (a challenge): help reads its game, not the session's."""

    def help_state(self) -> tuple[object, int]: ...


def _has_board(scene: Scene) -> TypeGuard[HelpBoard]:
    return callable(getattr(scene, "help_state", None))


def help_context(app: Host, seat: int | None = None) -> HelpContext:
    """What entries are made of: the game as ``seat`` (or the served seat) sees it."""
    state: object = None
    session = app.session
    board = next((s for s in reversed(app.stack.scenes) if _has_board(s)), None)
    if board is not None:  # a board of its own (a challenge), never over a game
        state, seat = board.help_state()
    elif session is not None:
        from game.shell.session.seated import PUBLIC

        if seat is None:
            humans = session.humans()
            seat = next((s for s in session.human_movers()), humans[0] if humans else PUBLIC)
        state = session.view(seat).state
    from game.shell.options import SYMBOL_SCALES
    from game.shell.ui.symbols_data import player_mapping

    return HelpContext(
        app.t,
        app.settings.language,
        state,
        seat,
        palette=app.palette,
        symbols=app.symbol_map(),
        legend=player_mapping(app.settings.symbol_map),
        symbol_scale=SYMBOL_SCALES[app.settings.symbol_size],
        art=app.art,
        resource=app.resource,
    )


# --- what is focused --------------------------------------------------------------------------


def subject_for(app: Host, scene: Scene | None, pointer: tuple[int, int] | None) -> Subject:
    """The subject of the focused element of ``scene`` (with the mouse: under the pointer):
    each screen says its own (``Scene.help_subject``), else its entry is the screen's."""
    if scene is None:
        return Subject(Kind.CONTROLS)
    found = scene.help_subject(pointer)
    return found if found is not None else Subject(Kind.SCREEN, scene.help_topic)


def toggle_help(app: Host, pointer: tuple[int, int] | None = None) -> None:
    """The help key (game/shell/scenes/help_key.py): help on the top screen's subject (with the
    mouse, what is under ``pointer``), or help closed when it shows."""
    top = app.stack.top
    if isinstance(top, HelpScene):
        top.close()
        return
    app.sound("ui_confirm")
    app.stack.push(HelpScene(app, subject_for(app, top, pointer)))


# --- the help screen --------------------------------------------------------------------------


class HelpScene(Scene):
    """One help entry in a framed panel, with related topics; Back goes back, then closes."""

    name = "help"
    modal = True
    freezes_below = True  # the game waits while its player reads

    def __init__(self, app: Host, subject: Subject) -> None:
        super().__init__(app)
        self.history: list[Subject] = []
        self.subject = subject
        self.focus = 0  # the related topic focused
        self.page = 0
        self._entry: HelpEntry | None = None
        self._key: tuple = ()
        self.chips: list[pygame.Rect] = []
        self.panel = pygame.Rect(0, 0, 0, 0)

    # --- content ----------------------------------------------------------------------------
    @property
    def entry(self) -> HelpEntry:
        key = (self.subject, self.app.settings.language)
        if self._entry is None or key != self._key:
            self._entry = entry(self.subject, help_context(self.app))
            self._key = key
        return self._entry

    def enter(self) -> None:
        self.narrate()

    def narrate(self) -> None:
        words = [self.entry.title, *self.entry.paragraphs]
        self.app.narrate(". ".join(w.rstrip(".") for w in words) + ".")

    def related_words(self) -> str:
        """The related topic focused, with its place ("Rats, 2 of 4")."""
        related = self.entry.related
        if not related:
            return ""
        index = min(self.focus, len(related) - 1)
        title = entry(related[index], help_context(self.app)).title
        return self.t("speech.place", words=title, index=index + 1, count=len(related))

    def where_am_i(self) -> str | None:
        return f"{self.t('help.title')}: {self.entry.title}"

    def focus_words(self) -> str | None:
        return self.related_words() or self.entry.title

    def open(self, subject: Subject) -> None:
        self.history.append(self.subject)
        self.subject, self.focus, self.page = subject, 0, 0
        self.app.sound("ui_confirm")
        self.narrate()

    def back(self) -> None:
        if self.history:
            self.subject, self.focus, self.page = self.history.pop(), 0, 0
            self.app.sound("ui_back")
            self.narrate()
            return
        self.close()

    def close(self) -> None:
        self.app.sound("ui_back")
        self.app.stack.pop()

    # --- input ------------------------------------------------------------------------------
    def handle(self, event: Any) -> bool:
        related = self.entry.related
        if isinstance(event, PointerMove):
            for i, rect in enumerate(self.chips):
                if rect.collidepoint(event.pos):
                    self.focus = i
            return True
        if isinstance(event, Wheel):
            self._turn_page(1 if event.dy < 0 else -1)
            return True
        if not isinstance(event, IntentEvent):
            return False
        name = str(event.intent)
        moving = name in ("left", "right", "up", "down", "next", "prev")
        if not (event.is_down if moving else event.pressed):
            return False
        if name in ("back", "menu"):
            self.back()
        elif name in ("left", "prev") and related:
            self.focus = (self.focus - 1) % len(related)
            self.app.sound("ui_move")
            self.app.narrate_focus(self.related_words())
        elif name in ("right", "next") and related:
            self.focus = (self.focus + 1) % len(related)
            self.app.sound("ui_move")
            self.app.narrate_focus(self.related_words())
        elif name in ("up", "down"):
            self._turn_page(1 if name == "down" else -1)
        elif name == "confirm":
            if event.pos is not None:
                hit = next((i for i, r in enumerate(self.chips) if r.collidepoint(event.pos)), None)
                if hit is None:
                    if not self.panel.collidepoint(event.pos):
                        self.close()  # a click beside the panel closes it
                    return True
                self.focus = hit
            if related:
                self.open(related[min(self.focus, len(related) - 1)])
        return True

    def _turn_page(self, step: int) -> None:
        pages = len(self._pages())
        self.page = max(0, min(pages - 1, self.page + step))

    # --- drawing ----------------------------------------------------------------------------
    def _pages(self) -> list[list[pygame.Surface]]:
        """The paragraphs in pages that fit the panel's text column (a paragraph never splits
        unless it alone is taller than a page; then it splits between lines)."""
        layout, palette = self.app.layout, self.app.palette
        width, height = self._text_box().size
        size = layout.font(20)
        pages: list[list[pygame.Surface]] = [[]]
        used = 0
        gap = layout.px(10)
        for paragraph in self.entry.paragraphs:
            block = text.render_block(paragraph, "body", size, palette.text, width)
            if used and used + block.get_height() > height:
                pages.append([])
                used = 0
            if block.get_height() > height:
                # taller than a page: its lines, as many as fit on each page
                lines = text.wrap(paragraph, "body", size, width)
                step = int(text.font("body", size).get_linesize() * 1.15)
                per_page = max(1, height // step)
                for start in range(0, len(lines), per_page):
                    if start:
                        pages.append([])
                    part = "\n".join(lines[start : start + per_page])
                    block = text.render_block(part, "body", size, palette.text, width)
                    pages[-1].append(block)
                used = block.get_height() + gap
                continue
            pages[-1].append(block)
            used += block.get_height() + gap
        return pages

    def _picture(self) -> pygame.Surface | None:
        layout, e = self.app.layout, self.entry
        if e.picture is None:
            return None
        frame = self._frame()
        room = frame.bottom - self._chips_height() - layout.px(18) - frame.y
        room -= self._header_height()  # the picture stays above the related topics
        return e.picture(layout.px(200 * min(1.3, self.app.settings.text_scale)), room)

    def _frame(self) -> pygame.Rect:
        return self.app.layout.rect(110, 40, 1060, 600)

    def _text_box(self) -> pygame.Rect:
        layout = self.app.layout
        frame = self._frame()
        picture = self._picture()
        left = frame.x + layout.px(30) + (picture.get_width() + layout.px(26) if picture else 0)
        top = frame.y + self._header_height()
        bottom = frame.bottom - self._chips_height() - layout.px(18)
        return pygame.Rect(left, top, frame.right - layout.px(30) - left, bottom - top)

    def _header_height(self) -> int:
        layout = self.app.layout
        return (
            layout.px(20)
            + text.font("bold", layout.font(16)).get_linesize()
            + text.font("title", layout.font(32)).get_linesize()
            + layout.px(12)
        )

    def _chips_height(self) -> int:
        chips = self._chip_layout()
        return chips[-1][0].bottom + self.app.layout.px(14) if chips else 0

    def _chip_layout(self) -> list[tuple[pygame.Rect, pygame.Surface]]:
        """The related topics as buttons in rows, from (0, 0) under their label."""
        layout, palette = self.app.layout, self.app.palette
        related = self.entry.related
        if not related:
            return []
        ctx = help_context(self.app)
        frame = self._frame()
        font = layout.font(18)
        height = text.font("bold", font).get_linesize() + layout.px(16)
        label_h = text.font("bold", layout.font(16)).get_linesize() + layout.px(4)
        inner = frame.width - layout.px(60)
        x, y, out = 0, label_h, []
        for subject in related:
            words = entry(subject, ctx).title
            size = text.fit_size(words, "bold", font, inner - layout.px(24))
            image = text.render(words, "bold", size, palette.text)
            rect = pygame.Rect(x, y, image.get_width() + layout.px(24), height)
            if rect.right > inner and x > 0:
                x, y = 0, y + height + layout.px(8)
                rect.topleft = (x, y)
            out.append((rect, image))
            x = rect.right + layout.px(10)
        return out

    def draw(self, surface: pygame.Surface) -> None:
        layout, palette = self.app.layout, self.app.palette
        dim(surface, palette.background, BACKDROP)
        cover_prompt_bar(surface, self.app)
        frame = self._frame()
        self.panel = frame
        draw_panel(surface, frame, self.app, radius=16)
        e = self.entry
        x, y = frame.x + layout.px(30), frame.y + layout.px(20)
        label = text.render(self.t("help.title"), "bold", layout.font(16), palette.accent)
        surface.blit(label, (x, y))
        y += label.get_height()
        size = text.fit_size(e.title, "title", layout.font(32), frame.width - layout.px(60))
        title = text.render(e.title, "title", size, palette.text)
        surface.blit(title, (x, y))
        picture = self._picture()
        box = self._text_box()
        if picture is not None:
            surface.blit(picture, (x, box.y))
        pages = self._pages()
        self.page = min(self.page, len(pages) - 1)
        ty = box.y
        for block in pages[self.page]:
            surface.blit(block, (box.x, ty))
            ty += block.get_height() + layout.px(10)
        if len(pages) > 1:
            counter = text.render(
                f"{self.page + 1} / {len(pages)}", "bold", layout.font(16), palette.text_dim
            )
            # on the "Help" line, clear of the text column
            corner = (frame.right - layout.px(30), frame.y + layout.px(20))
            surface.blit(counter, counter.get_rect(topright=corner))
        self._draw_chips(surface, frame)
        prompts = []
        if e.related:
            prompts += [("right", self.t("help.related")), ("confirm", self.t("help.open"))]
        if len(pages) > 1:
            prompts.append(("down", self.t("help.scroll")))
        prompts.append(("back", self.t("prompt.back") if self.history else self.t("help.close")))
        draw_prompts(surface, self.app, prompts)

    def _draw_chips(self, surface: pygame.Surface, frame: pygame.Rect) -> None:
        """The related topics: buttons in rows along the panel's foot."""
        layout, palette = self.app.layout, self.app.palette
        chips = self._chip_layout()
        self.chips = []
        if not chips:
            return
        origin = (frame.x + layout.px(30), frame.bottom - self._chips_height() - layout.px(4))
        label = text.render(self.t("help.related"), "bold", layout.font(16), palette.text_dim)
        surface.blit(label, origin)
        for i, (rect, image) in enumerate(chips):
            rect = rect.move(origin)
            focused = i == self.focus
            pygame.draw.rect(surface, palette.background, rect, border_radius=layout.px(10))
            pygame.draw.rect(
                surface,
                palette.focus if focused else palette.panel_edge,
                rect,
                max(2, layout.px(4 if focused else 2)),
                border_radius=layout.px(10),
            )
            surface.blit(image, image.get_rect(center=rect.center))
            self.chips.append(rect)
