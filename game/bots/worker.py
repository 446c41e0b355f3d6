"""Thinking off the render path: a bot's decision in a worker thread, polled once per frame.

    worker = BotWorker(bot)
    worker.start(observe(state, seat))      # returns at once
    ...each frame: action = worker.poll()   # None while the bot thinks

The bots are pure Python; the interpreter switches threads every few milliseconds, so the
window keeps drawing while a bot thinks (Hard's decisions take up to a few tenths of a second).
Only one decision runs at a time per worker; ``cancel`` forgets a decision that is no longer
wanted (the thread finishes it and the answer is dropped).
"""

from __future__ import annotations

import threading
from concurrent.futures import Future, ThreadPoolExecutor

from game.rules.actions import Action
from game.rules.view import View


class BotWorker:
    """Runs ``bot.decide`` (or ``decide_within`` when given a time limit) in a thread."""

    def __init__(self, bot, seconds: float | None = None) -> None:
        self.bot = bot
        self.seconds = seconds
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
        self._future: Future | None = None
        self._lock = threading.Lock()

    def start(self, view: View) -> None:
        """Begin thinking about ``view``; a decision still running is cancelled first."""
        assert isinstance(view, View)
        self.cancel()
        if self.seconds is not None and hasattr(self.bot, "decide_within"):
            future = self._pool.submit(self.bot.decide_within, view, self.seconds)
        else:
            future = self._pool.submit(self.bot.decide, view)
        with self._lock:
            self._future = future

    @property
    def thinking(self) -> bool:
        with self._lock:
            return self._future is not None and not self._future.done()

    def poll(self) -> Action | None:
        """The decision once ready (then the worker is idle again), None before. A bot that
        failed raises here, in the caller's thread."""
        with self._lock:
            future = self._future
            if future is None or not future.done():
                return None
            self._future = None
        return future.result()

    def cancel(self) -> None:
        with self._lock:
            self._future = None

    def close(self) -> None:
        self.cancel()
        self._pool.shutdown(wait=False, cancel_futures=True)
