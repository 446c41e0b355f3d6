"""New game of Kitten Fuse: two to five seats, each a human (the keyboard and mouse, or a pad
that joins with a press) or a bot (easy, normal, hard), their names and own settings, and the
special combos on or off; the last game's setup comes back (its own file:
game/shell/games.py). The seats are the shell's (game/shell/scenes/seats_setup.py); who goes
first ("who has the most impressive beard?") is asked at the table."""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from game.fuse.rules.cards import PLAYER_COUNTS
from game.shell.scenes.seats_setup import SeatsSetup
from game.shell.scenes.setup_memory import RememberedSeat, save_setup
from game.shell.scenes.stack import Host
from game.shell.ui.gui import Choice, Widget


class FuseSetupMemory(BaseModel):
    """The last setup of Kitten Fuse (setup-fuse.json)."""

    model_config = ConfigDict(extra="forbid", defer_build=True)

    players: int = Field(3, ge=min(PLAYER_COUNTS), le=max(PLAYER_COUNTS))
    combos: bool = True
    seats: list[RememberedSeat] = Field(default_factory=list, max_length=max(PLAYER_COUNTS))


class FuseSetupScene(SeatsSetup):
    name = "fuse.setup"
    title_key = "fuse.setup.title"
    area = (250.0, 168.0, 780.0, 490.0)
    seat_count = max(PLAYER_COUNTS)

    def __init__(self, app: Host, slot: int | None = None) -> None:
        super().__init__(app, slot)
        self.players = 3
        self.combos = True
        self.recall()

    def memory_path(self) -> Path:
        return self.app.games.get("fuse").setup_path(self.app.config_path)

    def recall(self) -> None:
        memory = self.recalled(self.memory_path(), FuseSetupMemory)
        if memory is not None:
            self.players = memory.players
            self.combos = memory.combos
            self.recall_seats(memory.seats)
        self.recall_pads(memory.seats if memory is not None else [])

    def remember(self) -> None:
        memory = FuseSetupMemory(
            players=self.players, combos=self.combos, seats=self.remembered_seats()
        )
        save_setup(self.memory_path(), memory)

    def set_combos(self, value: bool) -> None:
        self.combos = value

    def widgets(self) -> list[Widget]:
        t = self.t
        widgets: list[Widget] = [
            Choice(
                "players",
                t("setup.players"),
                options=[(n, str(n)) for n in PLAYER_COUNTS],
                value=self.players,
                on_change=self.set_players,
            ),
            Choice(
                "combos",
                t("fuse.setup.combos"),
                options=[(True, t("fuse.setup.combos_on")), (False, t("fuse.setup.combos_off"))],
                value=self.combos,
                on_change=self.set_combos,
            ),
        ]
        for seat in range(self.players):
            widgets += self.seat_rows(seat)
        return widgets + self.closing_rows()

    def help_subject(self, pointer):
        from game.fuse.ui.help import topic

        widget = self.form.focused if self.form else None
        if widget is not None and widget.key == "combos":
            return topic("combos")
        return super().help_subject(pointer)

    def start(self) -> None:
        from game.fuse.scenes.table import start_new_game

        seats = self.seat_configs()
        self.remember()
        start_new_game(self.app, seats, self.seed_value(), combos=self.combos, slot=self.slot)
