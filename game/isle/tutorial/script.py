"""The guided first game as data (levels/tutorial/<name>.json), validated at load.

A script is a real game of the rules with everything fixed: the dealer's outcomes in order
(``deal``), the bot's moves in order (``bot``), and the steps that teach: each step shows a
text, highlights what it talks about, and waits for the player's actions (``do``), for a bot
move (``watch``), or for a press to go on. Anytime rounds are declined implicitly unless the
step's next action plays a card there.

Loading replays the whole script through the rules (``check_action`` on every move, every
outcome among ``chance_outcomes``), so a script that the rules would refuse never reaches the
player: the error names the file, the entry and the field, like every other file of levels/.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from pathlib import Path
from types import MappingProxyType
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from game.isle.data.loader import LEVELS, _fail, _read, _short
from game.isle.rules import (
    ActionSyntaxError,
    IllegalActionError,
    apply_action,
    chance_outcomes,
    check_action,
    is_chance,
    is_over,
    new_game,
    parse_action,
    to_move,
)
from game.isle.rules.actions import Action, Decline, Place, Play
from game.isle.rules.content import Content
from game.isle.rules.ids import CHANCE
from game.isle.rules.placement import footprint
from game.isle.rules.state import AnytimeRound, GameState, PlaceTile

TUTORIALS = LEVELS / "tutorial"
PLAYER = 0  # the seat the player takes

# What a step may point at: table regions, the items of the decision screen on top, cells of the
# player's boat, the spot of the step's placement, the score table, the prompt bar.
REGIONS = frozenset(
    {
        "boat",
        "island",
        "left_field",
        "right_field",
        "panel",
        "fish",
        "baskets",
        "speed",
        "hand",
        "day",
        "order",
        "supply",
        "side",
        "lessons",
        "place",
        "buy_fish",
        "scores",
        "prompts",
    }
)
HIGHLIGHT = re.compile(r"^(item:[a-z_0-9:]+|cells:\d+,\d+(;\d+,\d+)*)$")
INPUTS = frozenset(
    {
        "up",
        "down",
        "left",
        "right",
        "confirm",
        "back",
        "rotate_left",
        "rotate_right",
        "flip",
        "next",
        "prev",
        "next_spot",
        "menu",
        "help",
        "play_card",
        "view",
        "overlay",
    }
)


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


class _Localised(_Strict):
    en: str = Field(min_length=1)
    fr: str = Field(min_length=1)


class _SeatModel(_Strict):
    name: _Localised
    bot: bool = False


class _StepModel(_Strict):
    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    table: bool = False  # the bare table while the step reads (no decision screen over it)
    highlight: list[str] = []
    do: list[str] = []  # the player's actions (any order, the last one last)
    watch: str | None = None  # a bot move to wait for (the next one with this text)
    inputs: list[str] = []  # the intents whose buttons the panel shows
    after: bool = False  # an explanation follows once the step's actions are done


class _TutorialFile(_Strict):
    description: str = ""
    mode: Literal["standard"] = "standard"
    days: int = Field(ge=1, le=5)
    seats: list[_SeatModel] = Field(min_length=2, max_length=4)
    deal: list[str] = Field(min_length=1)
    bot: list[str] = []
    steps: list[_StepModel] = Field(min_length=1)


@dataclass(frozen=True)
class Step:
    id: str
    table: bool
    highlight: tuple[str, ...]
    do: tuple[Action, ...]
    watch: int | None  # how many bot moves must have been made when the step is done
    inputs: tuple[str, ...]
    after: bool

    @property
    def reads(self) -> bool:
        """A step that only reads: it waits for a press to go on."""
        return not self.do and self.watch is None


@dataclass(frozen=True)
class TutorialScript:
    name: str
    file: str
    mode: str
    days: int
    names: MappingProxyType  # language -> seat names
    bots: tuple[bool, ...]
    deal: tuple[Action, ...]
    bot: tuple[Action, ...]
    steps: tuple[Step, ...]
    quotas: tuple[int, ...] = ()  # the bot's moves made by the end of each step (replayed)

    @property
    def players(self) -> int:
        return len(self.bots)

    @property
    def bot_seat(self) -> int:
        return self.bots.index(True)

    def content_for(self, content: Content) -> Content:
        """The game's content with this script's number of days (a short game of the same
        rules: the day counter reads the mode's days)."""
        mode = content.modes[self.mode]
        modes = dict(content.modes)
        modes[self.mode] = replace(mode, days=self.days)
        return replace(content, modes=MappingProxyType(modes))

    def player_actions(self) -> tuple[Action, ...]:
        return tuple(a for step in self.steps for a in step.do)


def is_implicit(action: Action, state: GameState) -> bool:
    """A decline in an anytime round: the guided game declines those by itself."""
    return isinstance(action, Decline) and isinstance(state.top, AnytimeRound)


def same_action(state: GameState, a: Action, b: Action) -> bool:
    """Equal actions; two placements are the same when they cover the same cells (a tile
    turned to an orientation that looks alike is the same move)."""
    if isinstance(a, Place) and isinstance(b, Place) and isinstance(state.top, PlaceTile):
        shape = state.content.shapes[state.top.tile.shape]
        return a.seat == b.seat and footprint(shape, a.x, a.y, a.k) == footprint(
            shape, b.x, b.y, b.k
        )
    return a == b


def load_script(
    name: str, content: Content, root: Path = TUTORIALS, whole: bool = True
) -> TutorialScript:
    """Read and validate ``<root>/<name>.json``: the shape of the data, then the whole game
    replayed through the rules (``whole=False``: the data only, for the script's authors)."""
    path = Path(root) / f"{name}.json"
    base = Path(root).parent
    file = _short(path, base)
    _, model = _read(path, _TutorialFile, base)
    if sum(1 for s in model.seats if s.bot) != 1 or model.seats[PLAYER].bot:
        raise _fail(file, "file", "seats", "the player takes the first seat and one seat is a bot")
    bot_seat = next(i for i, s in enumerate(model.seats) if s.bot)
    deal = tuple(_parse(file, "file", f"deal[{i}]", text) for i, text in enumerate(model.deal))
    bot = tuple(_parse(file, "file", f"bot[{i}]", text) for i, text in enumerate(model.bot))
    for i, action in enumerate(deal):
        if action.seat != CHANCE:
            raise _fail(file, "file", f"deal[{i}]", "the deal lists the dealer's outcomes only")
    for i, action in enumerate(bot):
        if action.seat != bot_seat:
            raise _fail(file, "file", f"bot[{i}]", f"the bot sits at seat {bot_seat}")
        if isinstance(action, Decline):
            raise _fail(file, "file", f"bot[{i}]", "anytime rounds are declined implicitly")
    steps = []
    watched = 0
    seen: set[str] = set()
    for i, step in enumerate(model.steps):
        entry = f"steps[{i}] (id {step.id})"
        if step.id in seen:
            raise _fail(file, entry, "id", f"the step {step.id!r} appears twice")
        seen.add(step.id)
        for j, spec in enumerate(step.highlight):
            if spec not in REGIONS and not HIGHLIGHT.match(spec):
                raise _fail(file, entry, f"highlight[{j}]", f"nothing is called {spec!r}")
        for j, intent in enumerate(step.inputs):
            if intent not in INPUTS:
                raise _fail(file, entry, f"inputs[{j}]", f"no input is called {intent!r}")
        do = tuple(_parse(file, entry, f"do[{j}]", text) for j, text in enumerate(step.do))
        for j, action in enumerate(do):
            if action.seat != PLAYER:
                raise _fail(file, entry, f"do[{j}]", f"the player sits at seat {PLAYER}")
            if isinstance(action, Decline):
                raise _fail(file, entry, f"do[{j}]", "anytime rounds are declined implicitly")
        watch = None
        if step.watch is not None:
            wanted = _parse(file, entry, "watch", step.watch)
            found = next((k for k in range(watched, len(bot)) if bot[k] == wanted), None)
            if found is None:
                raise _fail(
                    file, entry, "watch", f"{step.watch!r} is not among the bot's next moves"
                )
            watch = watched = found + 1
        steps.append(
            Step(
                step.id,
                step.table,
                tuple(step.highlight),
                do,
                watch,
                tuple(step.inputs),
                step.after,
            )
        )
    script = TutorialScript(
        name=name,
        file=file,
        mode=model.mode,
        days=model.days,
        names=MappingProxyType(
            {lang: tuple(getattr(s.name, lang) for s in model.seats) for lang in ("en", "fr")}
        ),
        bots=tuple(s.bot for s in model.seats),
        deal=deal,
        bot=bot,
        steps=tuple(steps),
    )
    if whole:
        quotas: list[int] = []
        replay(script, content, quotas=quotas)
        script = replace(script, quotas=tuple(quotas))
    return script


def _parse(file: str, entry: str, field: str, text: str) -> Action:
    try:
        return parse_action(text)
    except ActionSyntaxError as error:
        raise _fail(file, entry, field, f"{text!r} is not an action ({error})") from None


def replay(
    script: TutorialScript, content: Content, whole: bool = True, quotas: list[int] | None = None
) -> GameState:
    """Play the script through the rules as the guided game will: the dealer's outcomes when
    a draw is due, the bot's moves while a step waits for actions, the player's actions of
    each step. Raises ContentError naming the step and the field that the rules refuse.
    ``whole``: the script must also use every outcome and move and end the game. ``quotas``
    receives the number of bot moves made by the end of each step."""
    file = script.file
    state = new_game(script.content_for(content), script.players, script.mode)
    dealt = moved = 0
    for i, step in enumerate(script.steps):
        entry = f"steps[{i}] (id {step.id})"
        pending = list(step.do)
        while True:
            if is_chance(state):
                if dealt >= len(script.deal):
                    raise _fail(file, entry, "deal", "the deal runs out of outcomes here")
                outcome = script.deal[dealt]
                if outcome not in {a for a, _ in chance_outcomes(state)}:
                    raise _fail(
                        file, "file", f"deal[{dealt}]", f"{outcome.text()!r} cannot be drawn now"
                    )
                state, _ = apply_action(state, outcome)
                dealt += 1
                continue
            waiting = bool(pending) or (step.watch is not None and moved < step.watch)
            if not waiting:
                break
            movers = to_move(state)
            if script.bot_seat in movers:
                upcoming = script.bot[moved] if moved < len(script.bot) else None
                action = next_action(state, script.bot_seat, upcoming)
                if action is None:
                    raise _fail(file, "file", "bot", f"the bot must act in step {step.id!r}")
                field = f"bot[{moved}]"
                if action is upcoming:
                    moved += 1
                state = _apply(state, action, file, "file", field)
                continue
            if PLAYER in movers:
                action = next_action(state, PLAYER, pending[0] if pending else None)
                if action is None:
                    raise _fail(
                        file, entry, "do", "the player must act here but the step asks nothing"
                    )
                field = f"do[{len(step.do) - len(pending)}]"
                if pending and action is pending[0]:
                    pending.pop(0)
                state = _apply(state, action, file, entry, field)
                continue
            raise _fail(file, entry, "do", "the game is over before this step is done")
        if quotas is not None:
            quotas.append(moved)
    if not whole:
        return state
    if dealt != len(script.deal):
        raise _fail(file, "file", f"deal[{dealt}]", "outcomes are left after the last step")
    if moved != len(script.bot):
        raise _fail(file, "file", f"bot[{moved}]", "bot moves are left after the last step")
    if not is_over(state):
        raise _fail(file, "file", "steps", "the game is not over after the last step")
    return state


def next_action(state: GameState, seat: int, upcoming: Action | None) -> Action | None:
    """The seat's next move: ``upcoming`` (its next scripted action), or an implicit decline
    in an anytime round where the script plays no card; None when the script has nothing."""
    if isinstance(state.top, AnytimeRound) and not isinstance(upcoming, Play):
        return Decline(seat)
    return upcoming


def _apply(state: GameState, action: Action, file: str, entry: str, field: str) -> GameState:
    try:
        check_action(state, action)
    except IllegalActionError as error:
        raise _fail(file, entry, field, f"the rules refuse {action.text()!r}: {error}") from None
    state, _ = apply_action(state, action)
    return state
