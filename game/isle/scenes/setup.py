"""New game of The Isle of Cats: mode, player count, each seat a human (with its device) or a
bot, names, boats; the last game's setup comes back. A pad joins by pressing a button; the
keyboard and mouse serve every human seat without a pad (the seats:
game/shell/scenes/seats_setup.py, shared with every game)."""

from __future__ import annotations

import threading
from functools import partial
from pathlib import Path

from game.isle.data.window import isle_content
from game.isle.rules.ids import BOAT_COLORS
from game.isle.rules.vocabulary import Mode
from game.isle.scenes.setup_memory import RememberedSetup
from game.isle.ui.art import isle_art
from game.shell.scenes.seats_setup import NAMES, SEAT_KINDS, SeatsSetup, seed_digits
from game.shell.scenes.setup_memory import save_setup
from game.shell.scenes.stack import Host
from game.shell.ui.gui import Choice, Widget

DIFFICULTIES = ("easy", "medium", "hard", "very_hard", "expert")

__all__ = ["DIFFICULTIES", "NAMES", "SEAT_KINDS", "SetupScene", "seed_digits"]


class SetupScene(SeatsSetup):
    name = "setup"
    area = (250.0, 168.0, 780.0, 490.0)

    def __init__(self, app: Host, slot: int | None = None) -> None:
        super().__init__(app, slot)
        self.mode = "standard"
        self.difficulty = "easy"
        self.boats: dict[int, str] = {}  # seat -> the boat colour asked for (else random)
        self.drawing_ahead: threading.Thread | None = None  # the table's pictures, ahead
        self._ahead: tuple | None = None  # what they were drawn for
        self.recall()

    def draw_ahead(self) -> None:
        """Have the table's pictures drawn in the background for the game being set up (the
        boats once; the fields' cats again when the number of players changes their size)."""
        self.app.audio.preload_music_aside("play")  # the table's music, decoded meanwhile
        ahead = (self.mode, self.players, id(isle_art(self.app)), self.app.layout)
        if ahead == self._ahead or self.app.content_problem() is not None:
            return
        whole = self._ahead is None or self._ahead[2:] != ahead[2:]
        self._ahead = ahead
        self.drawing_ahead = isle_art(self.app).draw_ahead(
            draw_the_table_ahead(
                self.app.layout, isle_content(self.app), self.mode, self.players, whole
            )
        )

    # --- the last setup ---------------------------------------------------------------------
    def memory_path(self) -> Path:
        """The Isle of Cats' setup memory (each game has its own: game/shell/games.py)."""
        return self.app.games.get("isle").setup_path(self.app.config_path)

    def recall(self) -> None:
        """Start from the last game's setup; pads come back to their seats."""
        memory = self.recalled(self.memory_path(), RememberedSetup)
        if memory is None:
            self.recall_pads([])
            return
        self.mode = memory.mode
        self.difficulty = memory.difficulty
        self.players = 1 if memory.mode == Mode.SOLO else max(2, memory.players)
        self.recall_seats(memory.seats, humans_only=memory.mode == Mode.SOLO)
        for seat, kept in enumerate(memory.seats[: self.seat_count]):
            if kept.boat is not None and kept.boat not in self.boats.values():
                self.boats[seat] = kept.boat
        self.recall_pads(memory.seats)

    def remember(self) -> None:
        save_setup(
            self.memory_path(),
            RememberedSetup(
                mode=self.mode,
                difficulty=self.difficulty,
                players=self.players,
                seats=self.remembered_seats(boat=self.boats),
            ),
        )

    # --- the form -----------------------------------------------------------------------------
    def build(self) -> None:
        super().build()
        self.draw_ahead()

    def widgets(self) -> list[Widget]:
        t = self.t
        widgets: list[Widget] = [
            Choice(
                "mode",
                t("setup.mode"),
                options=[(m, t(f"setup.mode.{m}")) for m in Mode],
                value=self.mode,
                on_change=self.set_mode,
            ),
        ]
        if self.mode == Mode.SOLO:
            widgets.append(
                Choice(
                    "difficulty",
                    t("setup.difficulty"),
                    options=[(d, t(f"setup.difficulty.{d}")) for d in DIFFICULTIES],
                    value=self.difficulty,
                    on_change=lambda v: setattr(self, "difficulty", v),
                )
            )
        else:
            widgets.append(
                Choice(
                    "players",
                    t("setup.players"),
                    options=[(n, str(n)) for n in (2, 3, 4)],
                    value=self.players,
                    on_change=self.set_players,
                )
            )
        for seat in range(self.players):
            widgets += self.seat_rows(seat, profile=self.players > 1 or self.mode == Mode.SOLO)
            widgets.append(
                Choice(
                    f"boat{seat}",
                    t("setup.boat", number=seat + 1),
                    options=[(None, t("common.random"))]
                    + [(c, t(f"color.{c}")) for c in BOAT_COLORS],
                    value=self.boats.get(seat),
                    on_change=partial(self.set_boat, seat),
                )
            )
        return widgets + self.closing_rows()

    def kind_options(self, seat: int) -> tuple[str, ...]:
        return ("human",) if self.mode == Mode.SOLO else SEAT_KINDS

    def set_mode(self, mode: str) -> None:
        self.mode = mode
        if mode == Mode.SOLO:
            self.players = 1
            self.kinds[0] = "human"
        elif self.players < 2:
            self.players = 2 if mode == Mode.FAMILY else 4
        self.build()

    def set_boat(self, seat: int, color: str | None) -> None:
        """Each boat once: asking for a boat another seat has swaps their wishes."""
        for other, taken in list(self.boats.items()):
            if taken == color and other != seat and color is not None:
                del self.boats[other]
        if color is None:
            self.boats.pop(seat, None)
        else:
            self.boats[seat] = color
        self.build()

    def can_add_seat(self) -> bool:
        return super().can_add_seat() and self.mode != Mode.SOLO

    # --- starting ---------------------------------------------------------------------------
    def start(self) -> None:
        from game.isle.scenes.game import start_new_game

        seats = self.seat_configs()
        self.remember()
        boats = {s: c for s, c in self.boats.items() if s < self.players}
        start_new_game(
            self.app,
            seats,
            self.mode,
            self.seed_value(),
            difficulty=self.difficulty if self.mode == Mode.SOLO else None,
            boats=boats,
            slot=self.slot,
        )


def draw_the_table_ahead(layout, content, mode: str, players: int, whole: bool = True):
    """What the table draws first, asked for while the players set the game up (issue 16: the
    new game's first frame comes soon after Start): the table's code, its backdrop and
    island, every boat at the sizes the table shows them (``whole``), and every cat at the
    size the fields show them with this many players."""

    def asks(art) -> None:
        import pygame

        from game.isle.scenes import game  # noqa: F401 - the table's code, imported ahead
        from game.isle.ui.table import field_cat_cell, field_slots, regions

        r = regions(layout)
        if whole:
            art.background("table", layout.width, layout.height)
            art.island(r.island.width, r.island.height)
            for color in content.boats:
                art.boat(color, r.own_cell)
                art.boat(color, r.thumb_cell)
        count = content.modes[mode].setup_for(players).cats_per_field
        for field in art.island_fields(r.island.width, r.island.height):
            slot = field_slots(pygame.Rect(field), count, r.field_cell)[0]
            for shape, color in sorted(set(content.cats)):
                art.tile(shape, color, 0, field_cat_cell(slot))

    return asks
