"""What happened in a game of The Isle of Cats (pause menu → "What happened"): the shell's
timeline (game/shell/scenes/timeline.py) with the Isle's rows (each day, its phases, each move
as the table's captions say it) and pictures (cats, treasures, cards, fish, a paw for a pass)."""

from __future__ import annotations

import pygame

from game.isle.data.window import isle_content
from game.isle.rules.ids import Tile
from game.isle.ui.art import isle_art
from game.isle.ui.captions import SISTER, Move, caption, detail
from game.isle.ui.move_icons import fit_card, fit_tile, move_icon
from game.shell.scenes.timeline import Row, TimelineMove, TimelineScene


class IsleTimelineScene(TimelineScene):
    def history_key(self) -> object:
        """What the rows are made of changes when this does (the moves so far)."""
        return len(self.game.recap.moves)

    def entries(self) -> list[Row]:
        """The rows: a day, then its phases, each with its moves (another game's timeline
        gives its own: its rounds, its tricks, its plays)."""
        t = self.t
        rows: list[Row] = []
        day: int | None = None
        group: str | None = None
        for move in self.game.recap.moves:
            if move.day != day:
                day, group = move.day, None
                rows.append(Row("day", t("timeline.day", day=move.day), day=move.day))
            if move.group != group:
                group = move.group
                rows.append(
                    Row("phase", t(f"timeline.group.{group}"), group=move.group, day=move.day)
                )
            words = caption(self.app, move)
            more = detail(self.app, move)
            rows.append(
                Row("move", words + (f" — {more}" if more else ""), move=move, day=move.day)
            )
        return rows

    def move_picture(self, row: Row, size: int) -> pygame.Surface:
        """The picture beside a move: its cat, treasure, card, fish or paw."""
        assert isinstance(row.move, Move)  # the move rows above carry the captions' moves
        return move_icon(self.app, row.move, size)

    def chip_look(self, move: TimelineMove) -> tuple[tuple[int, int, int], str] | None:
        """The sister's disc in the accent colour with her initial."""
        if move.seat == SISTER:
            return self.app.palette.accent, self.t("timeline.sister_initial")
        return super().chip_look(move)

    def _group_icon(self, group: str, size: int) -> pygame.Surface:
        art = isle_art(self.app)
        if group == "morning":
            return art.fish(size)
        if group in ("draft", "lessons"):
            return fit_card(self.app, None, size)
        if group == "buy":
            return art.fish(size)
        if group == "rescue":
            return art.basket("permanent", size)
        if group == "rare_finds":
            rares = isle_content(self.app).rares
            return fit_tile(self.app, Tile(rares[0]), size) if rares else art.fish(size)
        if group == "night":
            return art.moon(size)
        return art.fish(size)
