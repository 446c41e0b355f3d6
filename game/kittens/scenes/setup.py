"""New game of Kitten Toys: three to five seats, each a human (the keyboard and mouse, or a pad
that joins with a press) or a bot (easy, normal, hard), their names and own settings; the last
game's setup comes back (its own file: game/shell/games.py). The seats are the shell's
(game/shell/scenes/seats_setup.py); who starts the first round is asked at the table."""

from __future__ import annotations

from pydantic import Field

from game.kittens.rules.cards import PLAYER_COUNTS
from game.shell.scenes.seats_setup import SeatsSetup
from game.shell.scenes.setup_memory import RememberedSeat, SeatsMemory
from game.shell.scenes.stack import Host
from game.shell.ui.gui import Choice, Widget


class KittenSetupMemory(SeatsMemory):
    """The last setup of Kitten Toys (setup-kittens.json)."""

    players: int = Field(4, ge=min(PLAYER_COUNTS), le=max(PLAYER_COUNTS))
    seats: list[RememberedSeat] = Field(default_factory=list, max_length=max(PLAYER_COUNTS))


class KittenSetupScene(SeatsSetup):
    name = "kittens.setup"
    title_key = "kittens.setup.title"
    area = (250.0, 168.0, 780.0, 490.0)
    seat_count = max(PLAYER_COUNTS)
    game_id = "kittens"
    memory_model = KittenSetupMemory

    def __init__(self, app: Host, slot: int | None = None) -> None:
        super().__init__(app, slot)
        self.players = 4
        self.recall()

    def widgets(self) -> list[Widget]:
        t = self.t
        widgets: list[Widget] = [
            Choice(
                "players",
                t("setup.players"),
                options=[(n, str(n)) for n in PLAYER_COUNTS],
                value=self.players,
                on_change=self.set_players,
            )
        ]
        for seat in range(self.players):
            widgets += self.seat_rows(seat)
        return widgets + self.closing_rows()

    def start(self) -> None:
        from game.kittens.scenes.table import start_new_game

        seats = self.seat_configs()
        self.remember()
        start_new_game(self.app, seats, self.seed_value(), slot=self.slot)
