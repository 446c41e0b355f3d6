"""The bot interface: ``decide(view) -> Action`` from a ``View`` only, and the shared player
that routes each decision (by phase and top frame) to the tactics of its level.

A bot is pure in what it reads (the view) and keeps only a seeded random generator and a
memo of estimates, so ``decide`` can run in a worker thread while the window draws.
"""

from __future__ import annotations

import random
import time

from game.isle.bots import tactics
from game.isle.bots.board import board_model
from game.isle.bots.context import Ctx, Style
from game.isle.bots.generic import one_step
from game.isle.bots.shopping import buy_step, declare_step, draft_keep
from game.isle.rules import legal_actions
from game.isle.rules.actions import Action
from game.isle.rules.content import Content
from game.isle.rules.state import (
    AnytimeRound,
    Bonus,
    ChooseField,
    Commons,
    Declaring,
    GameState,
    MiniBuy,
    MoveCats,
    PlaceTile,
    RareTurn,
    RescueTurn,
)
from game.isle.rules.view import View


class Bot:
    """A player for one seat. Subclasses set ``style`` and may override decisions."""

    name = "bot"
    style = Style("bot")

    def __init__(self, seed: int = 0, strict: bool = False) -> None:
        self.seed = seed
        self.strict = strict  # re-raise a failing decision (tests, development) instead of
        # falling back to the generic policy
        self._rng = random.Random(seed)
        self._cache: dict = {}
        self._deadline: float | None = None

    def prepare(self, content: Content) -> None:
        """Build the tables the bot evaluates with (about 0.1 s, once per content), so the
        first decision is as quick as the others. Optional: ``decide`` builds them if needed."""
        board_model(content)

    def decide(self, view: View) -> Action:
        """The action of ``view.seat`` now. Raises ValueError when the seat has nothing to do."""
        assert isinstance(view, View), "a bot decides from a View (observe(state, seat)) only"
        actions = legal_actions(view.state, view.seat)
        if not actions:
            raise ValueError(f"seat {view.seat} has no decision to take now")
        if len(actions) == 1:
            return actions[0]
        ctx = Ctx(view, self.style_for(view.state), self._rng, self._cache)
        try:
            action = self.choose(ctx, actions)
        except Exception:  # noqa: BLE001 - a bot must never block the game
            if self.strict:
                raise
            action = None
        if action is not None and action not in actions:
            if self.strict:
                raise AssertionError(f"{self.name} chose an illegal action: {action.text()}")
            action = None
        if action is None:
            action = one_step(ctx, actions)
        return action

    def decide_within(self, view: View, seconds: float) -> Action:
        """Like ``decide``, with searching levels keeping to ``seconds`` (a soft limit)."""
        self._deadline = time.perf_counter() + seconds
        try:
            return self.decide(view)
        finally:
            self._deadline = None

    def time_left(self) -> float:
        """Seconds this decision may still take (the level's budget unless told otherwise)."""
        return float("inf") if self._deadline is None else self._deadline - time.perf_counter()

    def style_for(self, state: GameState) -> Style:
        """The style this level plays ``state``'s mode with (one style for every mode unless a
        level says otherwise)."""
        return self.style

    # --- routing --------------------------------------------------------------------------

    def choose(self, ctx: Ctx, actions: list[Action]) -> Action | None:
        state = ctx.state
        top = state.top
        if top is None:
            if state.phase == "draft":
                return self.draft(ctx, actions)
            if state.phase == "buy":
                return self.buy(ctx, actions)
            return None
        if isinstance(top, AnytimeRound):
            return tactics.round_play(ctx, actions)
        if isinstance(top, PlaceTile):
            return self.place(ctx, actions)
        if isinstance(top, RescueTurn):
            return (
                tactics.turn_play(ctx, actions)
                or self.rescue(ctx, actions)
                or tactics.pass_or_done(actions)
            )
        if isinstance(top, RareTurn):
            return (
                tactics.turn_play(ctx, actions)
                or tactics.rare_find_choice(ctx, actions)
                or tactics.pass_or_done(actions)
            )
        if isinstance(top, Declaring):
            return self.declare(ctx, actions)
        if isinstance(top, Bonus):
            return tactics.take_treasure(ctx, actions, must=False)
        if isinstance(top, Commons):
            return tactics.take_treasure(ctx, actions, must=not top.taken)
        if isinstance(top, MiniBuy):
            return buy_step(ctx, actions)
        if isinstance(top, MoveCats):
            return tactics.move_choice(ctx, actions)
        if isinstance(top, ChooseField):
            return tactics.field_choice(ctx, actions)
        return None

    def draft(self, ctx: Ctx, actions: list[Action]) -> Action | None:
        return draft_keep(ctx, actions)

    def buy(self, ctx: Ctx, actions: list[Action]) -> Action | None:
        return buy_step(ctx, actions)

    def declare(self, ctx: Ctx, actions: list[Action]) -> Action | None:
        return declare_step(ctx, actions)

    def place(self, ctx: Ctx, actions: list[Action]) -> Action | None:
        return tactics.place_tile(ctx, actions)

    def rescue(self, ctx: Ctx, actions: list[Action]) -> Action | None:
        return tactics.rescue_choice(ctx, actions)
