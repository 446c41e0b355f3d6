"""A headless window playing Dice Quest for the scene tests: start a game, run frames until
something shows, and play a person's turn the way the turn's screen plays it."""

from __future__ import annotations

from collections.abc import Callable

from game.quest.bots.levels import make_bot
from game.quest.scenes.table import QuestTable, start_new_game
from game.shell.session.seated import SeatConfig

NAMES = ("Mia", "Leo", "Nora", "Sam", "Zoé", "Hugo", "Ada", "Noah")


def seats(players: int, humans: int, level: str = "normal") -> list[SeatConfig]:
    return [SeatConfig(NAMES[i], "human" if i < humans else "bot", level) for i in range(players)]


def start(app, players: int = 1, humans: int = 1, seed: int = 5, level: str = "normal"):
    """A new game of Dice Quest on the table (saved in a free slot)."""
    start_new_game(app, seats(players, humans, level), seed)
    app.stack.apply()
    table = app.stack.scenes[0]
    assert isinstance(table, QuestTable)
    return table


def top_name(app) -> str:
    return type(app.stack.top).__name__


def run_until(app, done: Callable[[], bool], frames: int = 6000) -> bool:
    """Frames until ``done()``; a bot thinking is waited for (never a frame that only waits
    for the thread: the machine may be busy)."""
    for _ in range(frames):
        if done():
            return True
        session = app.session
        if session is not None and session.bot_movers():
            table = app.stack.scenes[0]
            if app.stack.top is table and not table.motion.busy():
                session.poll_bots(blocking=True)
        app.step(1 / 60)
    return done()


def play_turns(app, level: str = "normal", limit: int = 100000) -> None:
    """Every person's decision taken on the turn's screen (what a bot of ``level`` would do),
    to the game's end."""
    stand_in = make_bot(level, 3)
    for _ in range(limit):
        top = app.stack.top
        name = type(top).__name__
        if name == "QuestEndScene":
            return
        if name == "QuestTurnScene" and top.still_current():
            top.take(stand_in.decide(top.view))
        elif name == "ChoiceScene":
            top.choices[-1][1]()
            app.stack.pop()
        session = app.session
        table = app.stack.scenes[0]
        if session.bot_movers() and app.stack.top is table and not table.motion.busy():
            session.poll_bots(blocking=True)
        app.step(1 / 60)
    raise AssertionError("the game did not end")
