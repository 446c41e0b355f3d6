"""The bot interface: levels by name, decisions within a time limit, a worker thread for the
window, and a bot that never blocks the game (the generic fallback)."""

from __future__ import annotations

import threading

import pytest

from game.isle.bots.base import Bot
from game.isle.bots.context import Ctx
from game.isle.bots.generic import one_step
from game.isle.bots.levels import LEVELS, make_bot
from game.isle.rules import check_action, legal_actions, observe
from tests.isle.bots.positions import positions


def test_every_level_is_made_by_name():
    for level in LEVELS:
        assert make_bot(level, 1).name == level
    with pytest.raises(ValueError):
        make_bot("grandmaster")


def test_hard_searches_less_within_a_short_limit(content, monkeypatch):
    """Under a time limit shorter than its budget, Hard simulates a third of its samples (and
    all of them without a limit); every decision stays legal either way."""
    from game.isle.bots.hard import HardBot

    used: list[tuple[bool, int]] = []
    samples = HardBot._samples

    def spy(self, ctx):
        count = samples(self, ctx)
        used.append((self._deadline is not None, count))
        return count

    monkeypatch.setattr(HardBot, "_samples", spy)
    bot = make_bot("hard", 2)
    full = bot.style.samples
    for state, seat in positions(content, 3, 29, players=3):
        check_action(state, bot.decide_within(observe(state, seat), 0.05))
        check_action(state, bot.decide(observe(state, seat)))
    limited = {count for short, count in used if short}
    unlimited = {count for short, count in used if not short}
    assert limited == {max(1, full // 3)} and unlimited == {full}, used


def test_the_generic_policy_picks_a_legal_action_anywhere(content):
    bot = make_bot("normal", 4)
    for state, seat in positions(content, 5, 19, players=3):
        view = observe(state, seat)
        actions = legal_actions(state, seat)
        action = one_step(Ctx(view, bot.style, bot._rng), actions)
        assert action in actions


class _Confused(Bot):
    """A level that knows no decision at all, or fails at each: the fallback must carry it."""

    name = "confused"

    def __init__(self, seed: int, fail: bool) -> None:
        super().__init__(seed)
        self.fail = fail

    def choose(self, ctx, actions):
        if self.fail:
            raise RuntimeError("a bug in a level")
        return None


@pytest.mark.parametrize("fail", [False, True])
def test_a_bot_without_an_answer_still_plays_legally(content, fail):
    bot = _Confused(1, fail)
    for state, seat in positions(content, 6, 31, players=3):
        check_action(state, bot.decide(observe(state, seat)))


def test_a_strict_bot_reports_its_failures(content):
    bot = _Confused(1, True)
    bot.strict = True
    state, seat = next(positions(content, 6, 1, players=3))
    with pytest.raises(RuntimeError):
        bot.decide(observe(state, seat))


def test_the_session_thinks_in_another_thread(content):
    from game.isle.session.game_session import GameSession, SeatConfig

    seen = []

    release = threading.Event()

    class Held(Bot):
        name = "held"

        def decide(self, view):
            seen.append(threading.current_thread().name)
            release.wait()  # thinks until the test lets it answer
            return super().decide(view)

    seats = [SeatConfig("a", "bot"), SeatConfig("b", "bot")]
    session = GameSession(content, seats, seed=1, bot_factory=lambda level, seed: Held(seed))
    length = len(session.match.log)
    assert session.poll_bots() == () and session.bots_thinking(), "the caller is not blocked"
    release.set()
    session.poll_bots(blocking=True)  # waits for the thread, however busy the machine
    session.close()
    assert len(session.match.log) > length
    assert seen and seen[0] != threading.current_thread().name
