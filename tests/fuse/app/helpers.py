"""A headless window playing Kitten Fuse for the scene tests: start a game, run frames until
something shows, play a seat's decisions by keys, and the screens' names."""

from __future__ import annotations

from collections.abc import Callable

from game.fuse.rules import legal_actions
from game.fuse.rules.actions import Draw, Play
from game.fuse.scenes.table import FuseTable, start_new_game
from game.shell.session.seated import SeatConfig
from tests.app.conftest import Driver

NAMES = ("Mia", "Leo", "Nora", "Sam", "Zoé")


def seats(players: int, humans: int, level: str = "easy") -> list[SeatConfig]:
    return [SeatConfig(NAMES[i], "human" if i < humans else "bot", level) for i in range(players)]


def start(
    app, players: int = 3, humans: int = 1, seed: int = 5, level: str = "easy", combos=True
) -> FuseTable:
    """A new game of Kitten Fuse on the table (saved in a free slot)."""
    start_new_game(app, seats(players, humans, level), seed, combos=combos)
    app.stack.apply()
    table = app.stack.scenes[0]
    assert isinstance(table, FuseTable)
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
            elif top_name(app) == "NoWindowScene" and session._thinking:
                for future, _ in list(session._thinking.values()):
                    future.result()
        app.step(1 / 60)
    return done()


def answer_first(app, name: str = "Mia") -> None:
    """Answer the table's question: who has the most impressive beard."""
    assert run_until(app, lambda: top_name(app) == "ChoiceScene", 120)
    dialog = app.stack.top
    action = next(a for label, a in dialog.choices if label == name)
    app.stack.pop()
    app.stack.apply()
    action()


def keyed_turn(drive: Driver, scene, turn: int) -> None:
    """A seat's turn by the keyboard: now and then its first single action card (lifted,
    then played), else the Draw button."""
    plays = [
        p
        for p in legal_actions(scene.state, scene.seat)
        if isinstance(p, Play) and len(p.cards) == 1 and p.target is None
    ]
    if plays and turn % 3 == 0:
        card = plays[0].cards[0]
        for _ in range(len(scene.items) + 1):
            if scene.items[scene.focus].card == card:
                break
            drive.press("right", 0)
        drive.press("confirm", 0)
        assert card in scene.lifted, "the first press lifts the card"
        drive.press("confirm", 0)
        return
    for _ in range(len(scene.items) + 1):
        if scene.items[scene.focus].key == "draw":
            break
        drive.press("right", 0)
    assert any(isinstance(a, Draw) for a in legal_actions(scene.state, scene.seat)), (
        scene.state.phase,
        scene.session.match.log[-6:],
        type(drive.top).__name__,
    )
    drive.press("confirm", 0)
