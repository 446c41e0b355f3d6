"""Reach a given moment of a game quickly (screenshots, tests, benchmarks): seat bots play
every seat until a predicate holds for the human seat, then the screen for it is shown."""

from __future__ import annotations

from collections.abc import Callable

from game.isle.data.window import isle_content
from game.isle.rules import CHANCE, is_over, legal_actions, to_move
from game.isle.rules.state import GameState
from game.isle.session.game_session import GameSession, SeatConfig
from game.isle.session.router import screen_for

NAMES = ("Mia", "Leo", "Nora", "Sam")


def new_session(
    app,
    players: int = 4,
    seed: int = 3,
    humans: int = 1,
    mode: str = "standard",
    difficulty: str | None = None,
    save: bool = False,
) -> GameSession:
    from game.isle.bots.factory import bot_factory

    seats = [
        SeatConfig(NAMES[i], "human" if i < humans else "bot", ("easy", "normal", "hard")[i % 3])
        for i in range(players)
    ]
    return GameSession(
        isle_content(app),
        seats,
        mode,
        seed,
        app.save_path if save else None,
        bot_factory=bot_factory(),
        difficulty=difficulty,
    )


def play_until(session: GameSession, want: Callable[[GameState], bool], limit: int = 5000) -> bool:
    """Every seat plays (humans like an easy bot) until ``want(state)`` holds at a moment a
    human must act. Returns False when the game ended first."""
    from game.isle.bots.levels import make_bot

    stand_ins = {s: make_bot("easy", 100 + s) for s in session.humans()}
    for _ in range(limit):
        state = session.state
        if is_over(state):
            return want(state)
        humans = session.human_movers()
        if humans and want(state):
            return True
        movers = [m for m in to_move(state) if m != CHANCE]
        seat = humans[0] if humans else movers[0]
        bot = stand_ins.get(seat) or session.bot(seat)
        action = bot.decide(session.view(seat))
        session.submit(action)
    return False


def at_screen(name: str, day: int = 1) -> Callable[[GameState], bool]:
    return lambda state: screen_for(state) == name and state.day >= day


def placing(state: GameState) -> bool:
    from game.isle.rules.state import PlaceTile

    return (
        isinstance(state.top, PlaceTile)
        and state.top.source == "rescue"
        and any(s.tiles for s in state.seats)
    )


def board_choice(state: GameState) -> bool:
    from game.isle.rules.state import RescueTurn

    return (
        isinstance(state.top, RescueTurn)
        and state.day >= 2
        and any(a.text().split()[1] == "rescue" for a in legal_actions(state, state.top.seat))
    )
