"""New game of Dice Quest: one to eight seats, each a human (the keyboard and mouse, or a pad
that joins with a press) or a bot (easy, normal, hard), their names and own settings; the last
game's setup comes back (its own file, setup-quest.json). The seats are the shell's
(game/shell/scenes/seats_setup.py), one row each: eight of them fit the window beside the
player count at every text size; a seat's name and own settings are on its own screen."""

from __future__ import annotations

from pydantic import Field

from game.quest.rules import PLAYER_COUNTS
from game.shell.scenes.seats_setup import SeatsSetup
from game.shell.scenes.setup_memory import RememberedSeat, SeatsMemory
from game.shell.scenes.stack import Host
from game.shell.ui.gui import Choice, Widget


class QuestSetupMemory(SeatsMemory):
    """The last setup of Dice Quest (setup-quest.json)."""

    players: int = Field(1, ge=min(PLAYER_COUNTS), le=max(PLAYER_COUNTS))
    seats: list[RememberedSeat] = Field(default_factory=list, max_length=max(PLAYER_COUNTS))


class QuestSetupScene(SeatsSetup):
    name = "quest.setup"
    title_key = "quest.setup.title"
    area = (200.0, 168.0, 880.0, 490.0)
    seat_count = max(PLAYER_COUNTS)
    game_id = "quest"
    memory_model = QuestSetupMemory
    one_row_per_seat = True
    columns = 2
    row_text = 1.5
    row_gap = 10.0

    def __init__(self, app: Host, slot: int | None = None) -> None:
        super().__init__(app, slot)
        self.players = 1
        self.recall()

    def widgets(self) -> list[Widget]:
        t = self.t
        options = [(n, t("quest.setup.solo") if n == 1 else str(n)) for n in PLAYER_COUNTS]
        widgets: list[Widget] = [
            Choice(
                "players",
                t("setup.players"),
                options=options,
                value=self.players,
                on_change=self.set_players,
            )
        ]
        for seat in range(self.players):
            widgets += self.seat_rows(seat)
        return widgets + self.closing_rows()

    def start(self) -> None:
        from game.quest.scenes.table import start_new_game

        seats = self.seat_configs()
        self.remember()
        start_new_game(self.app, seats, self.seed_value(), slot=self.slot)
