"""A headless window playing Kitten Toys for the scene tests: start a game, run frames until
something shows, and the scenes' names."""

from __future__ import annotations

from collections.abc import Callable

from game.kittens.scenes.table import KittenTable, start_new_game
from game.shell.session.seated import SeatConfig

NAMES = ("Mia", "Leo", "Nora", "Sam", "Zoé")


def seats(players: int, humans: int, level: str = "easy") -> list[SeatConfig]:
    return [SeatConfig(NAMES[i], "human" if i < humans else "bot", level) for i in range(players)]


def start(app, players: int = 3, humans: int = 1, seed: int = 5, level: str = "easy"):
    """A new game of Kitten Toys on the table (saved in a free slot)."""
    start_new_game(app, seats(players, humans, level), seed)
    app.stack.apply()
    table = app.stack.scenes[0]
    assert isinstance(table, KittenTable)
    return table


def top_name(app) -> str:
    return type(app.stack.top).__name__


def run_until(app, done: Callable[[], bool], frames: int = 6000, blocking: bool = True) -> bool:
    """Frames until ``done()``; with ``blocking``, a bot thinking is waited for (never a
    frame that only waits for the thread: the machine may be busy)."""
    for _ in range(frames):
        if done():
            return True
        session = app.session
        if blocking and session is not None and session.bot_movers():
            table = app.stack.scenes[0]
            if app.stack.top is table and not table.motion.busy():
                session.poll_bots(blocking=True)
        app.step(1 / 60)
    return done()


def answer_first(app, name: str = "Mia") -> None:
    """Answer the table's question: who last petted a cat."""
    assert run_until(app, lambda: top_name(app) == "ChoiceScene", 120)
    dialog = app.stack.top
    action = next(a for label, a in dialog.choices if label == name)
    app.stack.pop()
    app.stack.apply()
    action()
