"""Saved games: Continue, the Load screen (load, delete, or choose a game to replace when every
slot is in use) and what the player is told when a save fails or cannot be read.

Nothing here loses a game without asking: a broken save is kept aside under a unique name,
deleting or replacing a game asks first, and a failed autosave is shown at once and again when
the player leaves the game.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol, runtime_checkable

import pygame

from game.shell.scenes.backdrop import draw_living_background
from game.shell.scenes.menu_base import MenuScene
from game.shell.session.slots import SlotInfo
from game.shell.ui import text
from game.shell.ui.gui import Button, Label, Widget
from game.shell.ui.panels import draw_panel
from game.shell.ui.problems import reason_text

if TYPE_CHECKING:
    from game.shell.session.header import MetaBase

# --- words for a saved game ---------------------------------------------------------------------


@runtime_checkable
class WordedHeader(Protocol):
    """What the words below read of a save's header: a mode and a difficulty besides what every
    header has (The Isle of Cats' headers: game/isle/session/header.py)."""

    @property
    def players(self) -> int: ...
    @property
    def meta(self) -> MetaBase | None: ...
    @property
    def mode(self) -> str: ...
    @property
    def difficulty(self) -> str | None: ...


def saved_when(t, saved: float, now: float | None = None) -> str:
    """``today, 14:05`` / ``yesterday, 09:12`` / ``2 Dec 2026, 14:05`` in the language."""
    now = time.time() if now is None else now
    when, today = time.localtime(saved), time.localtime(now)
    clock = t("date.clock", hour=when.tm_hour, minute=f"{when.tm_min:02d}")
    days = (
        time.mktime((today.tm_year, today.tm_mon, today.tm_mday, 0, 0, 0, 0, 0, -1))
        - time.mktime((when.tm_year, when.tm_mon, when.tm_mday, 0, 0, 0, 0, 0, -1))
    ) / 86400
    if round(days) == 0:
        return t("date.today", clock=clock)
    if round(days) == 1:
        return t("date.yesterday", clock=clock)
    month = t(f"date.month.{when.tm_mon}")
    return t("date.full", day=when.tm_mday, month=month, year=when.tm_year, clock=clock)


def summary(t, entry: SlotInfo) -> str:
    """One line for the list: mode, players, day."""
    header = entry.header
    if header is None:
        return t("load.broken_entry", slot=entry.number)
    assert isinstance(header, WordedHeader), type(header)  # a game's own words say the others
    key = f"load.mode.{header.mode}"
    mode = t(key) if t(key) != key else header.mode  # a mode of another version: its name
    parts = [mode, t("load.players", count=header.players)]
    if entry.day is not None:
        parts.append(t("load.day", day=entry.day))
    return " · ".join(parts)


def slot_line(t, entry: SlotInfo) -> str:
    """The first line of a slot's details, for every game: its number and when it was saved."""
    return t("load.slot", slot=entry.number) + " · " + saved_when(t, entry.saved)


def details(t, entry: SlotInfo) -> list[str]:
    """The lines of the panel under the list for the focused game."""
    lines = [slot_line(t, entry)]
    header = entry.header
    if header is None:
        lines.append(t("load.unreadable", reason=entry.problem or ""))
        return lines
    assert isinstance(header, WordedHeader), type(header)  # a game's own words say the others
    seats = header.meta.seats if header.meta else []
    who = []
    for seat in seats:
        if seat.kind == "bot":
            who.append(t("load.bot_seat", name=seat.name, level=t(f"setup.level.{seat.level}")))
        else:
            who.append(seat.name)
    if who:
        lines.append(", ".join(who))
    if header.difficulty:
        lines.append(t("load.difficulty", level=t(f"setup.difficulty.{header.difficulty}")))
    return lines


def isle_save_lines(t, entry: SlotInfo) -> tuple[str, list[str]]:
    """A slot of The Isle of Cats on the Load screen (its descriptor names this): its line,
    and the focused one's details (under the slot's number and date)."""
    return summary(t, entry), details(t, entry)[1:]


def slot_game(app, entry: SlotInfo):
    """The game a slot holds (its descriptor, game/shell/games.py); None for a save that does
    not read or a game this version does not have."""
    return app.games.of_save(entry.game) if entry.header is not None else None


def slot_lines(app, entry: SlotInfo) -> tuple[str, list[str]]:
    """A slot's line on the Load screen and its details, in its game's words; with several
    games in the box, the line starts with the game's name."""
    game = slot_game(app, entry)
    if game is None:  # a save that does not read says why (summary and details know how)
        return summary(app.t, entry), details(app.t, entry)
    line, more = game.describe_save(app.t, entry)
    if len(app.games) > 1:
        line = app.t("load.game_line", game=app.t(game.name_key), line=line)
    return line, [slot_line(app.t, entry), *more]


# --- continue, load, keep aside -----------------------------------------------------------------


def continue_game(app) -> None:
    """Continue the most recently saved game."""
    entry = app.saves.most_recent()
    if entry is None:
        problem = app.saves.folder_problem()
        if problem is not None:  # not "no game": the folder cannot be looked at
            app.open("message", app.t("save.folder_unreadable", reason=reason_text(app.t, problem)))
            return
        app.open("message", app.t("save.none"))
        return
    load_game(app, entry)


def load_game(app, entry: SlotInfo) -> None:
    """Resume the game of a slot; a save that cannot be replayed is kept aside and the player
    is told why and where it went (or truthfully that it could not be moved)."""
    game = slot_game(app, entry) or app.games.of_save(None)  # a broken save: the oldest game's
    problem = app.content_problem() if game.levels else None
    if problem:
        app.open("message", app.t("notice.content_broken", detail=problem))
        return
    held = app.saves.claim(entry.path)
    if held is None:  # another window of the game plays it
        app.open("message", app.t("files.slot_in_use"))
        return
    try:
        scene = app.scene(game.resume, entry.path)
    except (OSError, ValueError) as error:
        held.release()
        reason = reason_text(app.t, error if isinstance(error, OSError) else str(error))
        aside = app.saves.keep_aside(entry.path)
        if aside is None:
            message = app.t("save.broken_not_moved", reason=reason, path=str(entry.path))
        else:
            message = app.t("save.broken", reason=reason, name=aside.name)
        app.open("message", message, then=lambda: _refresh(app))
        return
    session = getattr(scene, "session", None)
    if session is not None:
        session.lock = held  # let go when the game is left
    else:
        held.release()
    app.stack.reset(scene)


def _refresh(app) -> None:
    top = app.stack.top
    if isinstance(top, MenuScene):
        top.build()


# --- the Load screen ----------------------------------------------------------------------------


class LoadScene(MenuScene):
    """The saved games, the most recent first. ``replacing``: every slot is in use and the
    player picks the game the new one replaces (it is deleted when the new game starts)."""

    name = "load"
    area = (290.0, 150.0, 700.0, 330.0)
    font_size = 20.0

    def __init__(self, app, replacing: bool = False, game=None) -> None:
        super().__init__(app)
        self.replacing = replacing
        self.game = game  # replacing: the game to set up (its descriptor); None: the first
        self.title_key = "load.replace_title" if replacing else "load.title"
        self.entries: list[SlotInfo] = []

    def widgets(self) -> list[Widget]:
        self.entries = self.app.saves.entries()
        t = self.t
        found: list[Widget] = [
            Button(
                f"slot{e.number}",
                slot_lines(self.app, e)[0],
                primary=i == 0,
                on_press=self._pick(e),
            )
            for i, e in enumerate(self.entries)
        ]
        problem = self.app.saves.folder_problem() if not found else None
        if problem is not None:  # the folder cannot be looked at: say so, not "no game"
            reason = reason_text(self.app.t, problem)
            found.append(Label("empty", t("save.folder_unreadable", reason=reason)))
        elif not found:  # the last game was deleted or put aside
            found.append(Label("empty", t("load.empty")))
        return found + [Button("back", t("prompt.back"), on_press=self.back)]

    def _pick(self, entry: SlotInfo) -> Callable[[], None]:
        return lambda: self.choose(entry)

    def focused_entry(self) -> SlotInfo | None:
        widget = self.form.focused if self.form else None
        key = widget.key if widget is not None else ""
        return next((e for e in self.entries if f"slot{e.number}" == key), None)

    def choose(self, entry: SlotInfo) -> None:
        t = self.t
        if self.app.saves.in_use(entry.number):  # never continued, replaced or deleted here
            self.app.open("message", t("files.slot_in_use"))
            return
        line, more = slot_lines(self.app, entry)
        if self.replacing:
            self.app.open(
                "choice",
                t("load.replace_question", game=line),
                [
                    (t("load.replace"), lambda: self.replace(entry)),
                    (t("common.cancel"), lambda: None),
                ],
                t("load.replace_title"),
                cancel=lambda: None,
            )
            return
        choices = [(t("load.continue"), lambda: load_game(self.app, entry))]
        if entry.header is None:
            choices = [(t("load.keep_aside"), lambda: load_game(self.app, entry))]
        choices += [
            (t("load.delete"), lambda: self.ask_delete(entry)),
            (t("common.cancel"), lambda: None),
        ]
        message = "\n".join([line, *more])  # the panel is under the dialog
        self.app.open("choice", message, choices, cancel=lambda: None)

    def ask_delete(self, entry: SlotInfo) -> None:
        t = self.t
        self.app.open(
            "choice",
            t("load.delete_question", game=slot_lines(self.app, entry)[0]),
            [(t("load.keep"), lambda: None), (t("load.delete"), lambda: self.delete(entry))],
            t("load.delete_title"),
            cancel=lambda: None,
        )

    def delete(self, entry: SlotInfo) -> None:
        try:
            self.app.saves.delete(entry.number)
        except OSError as error:
            reason = reason_text(self.t, error)
            self.app.open("message", self.t("load.delete_failed", reason=reason))

    def replace(self, entry: SlotInfo) -> None:
        game = self.game or self.app.games.all[0]
        self.app.stack.replace(self.app.scene(game.setup, slot=entry.number))

    def prompts(self):
        return [("confirm", self.t("prompt.select")), ("back", self.t("prompt.back"))]

    # drawing ---------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        draw_living_background(surface, self.app)
        shade = surface.copy()
        shade.fill(self.app.palette.background)
        shade.set_alpha(150)
        surface.blit(shade, (0, 0))

    def draw_extra(self, surface: pygame.Surface) -> None:
        """The focused game's details in a panel under the list, as tall as its lines."""
        entry = self.focused_entry()
        if entry is None:
            return
        layout, palette = self.app.layout, self.app.palette
        assert self.form is not None  # a screen drawn has its form
        column = getattr(self.form, "_box", None)
        # the rows in view (a dialog over the list leaves their places as they were)
        shown = [w.rect for w in self.form.widgets if column and column.contains(w.rect)]
        if not shown:
            return
        box = layout.rect(190, 0, 900, 0)
        left = min(r.left for r in shown)
        box.x, box.width = min(box.x, left), max(box.width, max(r.right for r in shown) - left)
        box.top = max(r.bottom for r in shown) + layout.px(24)
        room = layout.rect(0, 668, 0, 0).top - box.top  # down to the prompt bar
        pad, gap = layout.px(14), layout.px(4)
        lines = slot_lines(self.app, entry)[1]
        size = layout.font(19)  # words to read: the full text scale, smaller only to fit
        while True:
            rendered = [
                text.render_block(line, "body", size, palette.text, box.width - 3 * pad)
                for line in lines
            ]
            height = sum(r.get_height() for r in rendered) + gap * (len(lines) - 1) + 2 * pad
            if height <= room or size <= layout.dense_text(19):
                break
            size -= 1
        box.height = height
        draw_panel(surface, box, self.app)
        y = box.top + pad
        for image in rendered:
            surface.blit(image, (box.x + pad + pad // 2, y))
            y += image.get_height() + gap
