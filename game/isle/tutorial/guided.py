"""The guided game as a session: the script's dealer and bot, the steps, and progress saved.

``TutorialSession`` is a ``GameSession`` whose match draws the script's outcomes
(``ScriptedDealer``) and whose bot plays the script's moves (``ScriptedBot``): the game is the
real rules' game, only with nothing left to chance. ``Guide`` walks the steps: it knows what
the current step waits for, refuses any other action with a reason (``TutorialRefusal``: the
action is not applied), holds the bot while the player reads, and moves on as the log grows.
The log and the step are saved after every action and every step, so the guided game can be
left and resumed (``resume``).
"""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from game.isle.rules import IllegalActionError, chance_outcomes, parse_action
from game.isle.rules.actions import Action, Decline, Play
from game.isle.rules.content import Content
from game.isle.rules.state import AnytimeRound, GameState
from game.isle.rules.view import View
from game.isle.session.game_session import GameSession, SeatConfig
from game.isle.session.match import MAX_BYTES, MAX_LINES, LogError, Match
from game.isle.tutorial.script import PLAYER, Step, TutorialScript, next_action, same_action
from game.shell import safeio
from game.shell.engine.dealer import Dealer
from game.shell.safeio import ReadError


class TutorialRefusal(IllegalActionError):
    """An action the rules allow but the current step does not ask for (it is not applied)."""

    def __init__(self, code: str, step: str) -> None:
        super().__init__(code, step=step)


class ScriptedDealer(Dealer[GameState, Action]):
    """The dealer of a script: its outcomes in order (the match replays them in step), not
    the seeded draws."""

    def __init__(self, outcomes: tuple[Action, ...]) -> None:
        super().__init__(0, chance_outcomes)
        self.outcomes = outcomes
        self.drawn = 0

    def draw(self, state: GameState) -> Action:
        if self.drawn >= len(self.outcomes):
            raise ValueError("the guided game's deal has no outcome left")
        outcome = self.outcomes[self.drawn]
        if outcome not in {a for a, _ in chance_outcomes(state)}:
            raise ValueError(f"the guided game's outcome {outcome.text()!r} cannot be drawn now")
        self.drawn += 1
        return outcome


class TutorialMatch(Match):
    """A match of the script's content (its number of days) dealt by the script."""

    def __init__(self, content: Content, script: TutorialScript, deal: bool = True) -> None:
        super().__init__(script.content_for(content), script.players, script.mode, deal=False)
        self.dealer = ScriptedDealer(script.deal)
        if deal:
            self.deal()

    @classmethod
    def replayed(cls, content: Content, script: TutorialScript, log: list[str]) -> TutorialMatch:
        """The match after ``log`` (a saved guided game), the dealer kept in step."""
        match = cls(content, script, deal=False)
        for number, text in enumerate(log, start=1):
            try:
                action = parse_action(text)
                if action.seat < 0:
                    match.dealer.draw(match.state)
                match.apply(action)
            except Exception as error:  # noqa: BLE001 - any failure names the action
                raise LogError(f"action {number}: {error}") from None
        return match


class ScriptedBot:
    """Plays the script's bot moves in order (declining anytime rounds it plays nothing in)."""

    def __init__(self, session: TutorialSession, seat: int) -> None:
        self.session = session
        self.seat = seat

    def decide(self, view: View) -> Action:
        script = self.session.script
        done = self.session.moves_of(self.seat)
        upcoming = script.bot[done] if done < len(script.bot) else None
        action = next_action(view.state, self.seat, upcoming)
        if action is None:
            raise ValueError("the guided game's bot has no move left")
        return action


class Guide:
    """The steps: which one is shown, and whether its text or its explanation ("after")."""

    def __init__(self, script: TutorialScript, index: int = 0, after: bool = False) -> None:
        self.script = script
        self.index = min(index, len(script.steps))
        self.after = after
        starts, count = [], 0
        for step in script.steps:
            starts.append(count)
            count += len(step.do)
        self.starts = tuple(starts)  # the player's actions done before each step

    @property
    def step(self) -> Step | None:
        return self.script.steps[self.index] if self.index < len(self.script.steps) else None

    @property
    def finished(self) -> bool:
        return self.index >= len(self.script.steps)

    def waiting(self, player_moves: int, bot_moves: int) -> bool:
        """The step still waits for actions (the player's or the bot's)."""
        step = self.step
        if step is None or self.after:
            return False
        if player_moves < self.starts[self.index] + len(step.do):
            return True
        return step.watch is not None and bot_moves < step.watch

    def holds_bots(self, player_moves: int, bot_moves: int) -> bool:
        """The bot waits while the player reads (a text to read, an explanation), unless it
        is behind the moves it had made by the end of this step when the script was replayed
        (a simultaneous choice it had not finished yet)."""
        if self.finished or self.waiting(player_moves, bot_moves):
            return False
        quotas = self.script.quotas
        return not (self.index < len(quotas) and bot_moves < quotas[self.index])

    def needs_press(self, player_moves: int, bot_moves: int) -> bool:
        """The panel waits for a press to go on."""
        return not self.finished and not self.waiting(player_moves, bot_moves)

    def remaining(self, state: GameState, done: list[Action]) -> list[Action]:
        """The current step's actions not done yet (``done``: the player's actions of this
        step so far)."""
        step = self.step
        if step is None:
            return []
        left = list(step.do)
        for action in done:
            match = next((a for a in left if same_action(state, a, action)), None)
            if match is None:  # a placement turned another way, done earlier
                match = next((a for a in left if type(a) is type(action)), None)
            if match is not None:
                left.remove(match)
        return left

    def sync(self, player_moves: int, bot_moves: int) -> bool:
        """Move on from a step whose actions are done: to its explanation, or to the next
        step (a watched bot move and an explanation wait for a press). True when it moved."""
        step = self.step
        if step is None or self.after or step.reads:
            return False
        if self.waiting(player_moves, bot_moves):
            return False
        if step.after or step.watch is not None:
            self.after = True
        else:
            self.index += 1
        return True

    def press(self) -> bool:
        """The player pressed to go on: the next step (True when there was one to leave)."""
        if self.finished:
            return False
        self.index += 1
        self.after = False
        return True


class TutorialSession(GameSession):
    """The guided game: a session of the script's match, bot and steps."""

    def __init__(
        self,
        content: Content,
        script: TutorialScript,
        language: str = "en",
        save_path: Path | None = None,
        match: TutorialMatch | None = None,
        guide: Guide | None = None,
    ) -> None:
        names = script.names.get(language, script.names["en"])
        seats = [
            SeatConfig(name, "bot" if bot else "human", level="scripted")
            for name, bot in zip(names, script.bots, strict=True)
        ]
        match = match or TutorialMatch(content, script)
        super().__init__(match.content, seats, script.mode, 0, save_path=save_path, match=match)
        self.script = script
        self.guide = guide or Guide(script)
        self.listeners_steps: list = []  # called when the step changes
        self._remember()

    # --- what was done ------------------------------------------------------------------
    def moves_of(self, seat: int) -> int:
        """The seat's scripted actions done (implicit declines not counted)."""
        prefix = f"p{seat} "
        return sum(
            1 for text in self.match.log if text.startswith(prefix) and text != f"{prefix}decline"
        )

    def counts(self) -> tuple[int, int]:
        return self.moves_of(PLAYER), self.moves_of(self.script.bot_seat)

    def step_actions(self) -> list[Action]:
        """The player's actions already done in the current step."""
        start = self.guide.starts[self.guide.index] if not self.guide.finished else 0
        mine = [
            parse_action(text)
            for text in self.match.log
            if text.startswith(f"p{PLAYER} ") and text != f"p{PLAYER} decline"
        ]
        return mine[start:]

    def declines(self, state: GameState) -> bool:
        """An anytime round the player declines by itself: the step waits for actions and
        plays no card there (while the player reads, the round waits for the next step)."""
        if not isinstance(state.top, AnytimeRound) or not self.guide.waiting(*self.counts()):
            return False
        expected = self.expected()
        return not any(isinstance(a, Play) for a in expected)

    def plays_now(self) -> bool:
        """The step plays an anytime card in the round on the table (it then shows)."""
        return any(isinstance(a, Play) for a in self.expected())

    def expected(self) -> list[Action]:
        """What the current step waits for the player to do next (any of these)."""
        guide = self.guide
        if not guide.waiting(*self.counts()):
            return []
        left = guide.remaining(self.match.state, self.step_actions())
        if len(left) > 1:
            return left[:-1]  # the step's last action comes last (a Done, a Pass)
        return left

    # --- acting -------------------------------------------------------------------------
    def submit(self, action: Action):
        state = self.match.state
        if action.seat == PLAYER:
            self.check_step(action, state)
        events = super().submit(action)
        self.advance()
        return events

    def check_step(self, action: Action, state: GameState) -> None:
        """Raise ``TutorialRefusal`` unless the current step asks for ``action``."""
        step = self.guide.step
        name = step.id if step is not None else "end"
        expected = self.expected()
        if isinstance(action, Decline) and self.declines(state):
            return  # an anytime round the script plays nothing in
        if not expected:
            raise TutorialRefusal("tutorial_read", name)
        if not any(same_action(state, a, action) for a in expected):
            raise TutorialRefusal("tutorial_expects", name)

    def poll_bots(self, blocking: bool = False):
        events = super().poll_bots(blocking)
        if events:
            self.advance()
        return events

    def bot_movers(self) -> list[int]:
        if self.guide.holds_bots(*self.counts()):
            return []
        return super().bot_movers()

    def bot(self, seat: int):
        if seat not in self._bots:
            self._bots[seat] = ScriptedBot(self, seat)
        return self._bots[seat]

    def can_undo(self) -> bool:
        return False  # the script goes one way

    # Its turns still end with the confirm step, as a real game's do (without its undo): the
    # coach explains it the first time (issue 34, item 4).
    teaches_confirm = True

    def advance(self) -> None:
        """Follow the log: leave the steps whose actions are done."""
        moved = False
        while self.guide.sync(*self.counts()):
            moved = True
        if moved:
            self._step_changed()

    def press(self) -> bool:
        """The player read the panel: the next step."""
        if not self.guide.needs_press(*self.counts()):
            return False
        self.guide.press()
        self.advance()
        self._step_changed()
        return True

    def _step_changed(self) -> None:
        self._remember()
        self.autosave()
        for listener in self.listeners_steps:
            listener(self.guide.step)

    def _remember(self) -> None:
        self.match.meta = {
            **self.match.meta,
            "tutorial": {
                "name": self.script.name,
                "step": self.guide.index,
                "after": self.guide.after,
            },
        }


class Progress(BaseModel):
    """Where a saved guided game is: its script and step (the header's ``meta.tutorial``)."""

    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)

    name: str = Field(max_length=40)
    step: int = Field(ge=0, le=10_000)
    after: bool = False


def read_progress(header: object) -> Progress:
    """The progress named by a saved guided game's header (decoded JSON); ``LogError`` says
    what is wrong with it."""
    if not isinstance(header, dict) or header.get("kind") != "header":
        raise LogError("the saved guided game has no header")
    meta = header.get("meta")
    tutorial = meta.get("tutorial") if isinstance(meta, dict) else None
    try:
        return Progress.model_validate(tutorial)
    except ValidationError as error:
        raise LogError(f"meta.tutorial.{safeio.first_error(error)}") from None


def read_saved(path: Path) -> tuple[Progress, list[str]]:
    """The progress and the actions of the guided game saved at ``path``, read as the saves
    of real games are (game/shell/safeio.py: no pipe, no device, no folder, bounded size and
    nesting, every line checked). ``FileNotFoundError`` when there is none, ``LogError``
    naming the line and the reason when it cannot be used."""
    try:
        text = safeio.read_text(Path(path), MAX_BYTES)
    except ReadError as error:
        raise LogError(str(error).removeprefix(f"{path}: ")) from None
    lines = [line for line in text.splitlines() if line.strip()]
    if not lines:
        raise LogError("the saved guided game is empty")
    if len(lines) > MAX_LINES:
        raise LogError(f"the saved guided game has {len(lines)} lines, more than a game makes")
    log = []
    for number, line in enumerate(lines, start=1):
        try:
            entry = safeio.loads(line, limit=8 if number == 1 else 2)
        except ReadError as error:
            raise LogError(f"line {number}: {error}") from None
        if number == 1:
            progress = read_progress(entry)
        elif isinstance(entry, dict) and entry.get("kind") == "action":
            if not isinstance(entry.get("action"), str):
                raise LogError(f"line {number}: the action is not a text")
            log.append(entry["action"])
        else:
            raise LogError(f"line {number}: not an action line")
    return progress, log


def saved_progress(path: Path) -> Progress:
    """The progress in the first line of the guided game saved at ``path`` (what the title
    checks before offering to resume it, as Continue reads a save's header); the same
    errors as ``read_saved``."""
    from game.shell.session.slots import first_line

    try:
        return read_progress(safeio.loads(first_line(Path(path)), limit=8))
    except ReadError as error:
        raise LogError(str(error)) from None
    except IsADirectoryError:
        raise LogError("is a folder, not a file") from None


def resume(
    content: Content, script: TutorialScript, path: Path, language: str = "en"
) -> TutorialSession:
    """The guided game saved at ``path``. Raises LogError when it cannot be resumed."""
    try:
        progress, log = read_saved(path)
    except FileNotFoundError:
        raise LogError("the saved guided game is missing") from None
    except OSError as error:
        raise LogError(f"the saved guided game cannot be read ({error.strerror})") from None
    if progress.name != script.name:
        raise LogError("the saved guided game is another script")
    match = TutorialMatch.replayed(content, script, log)
    if progress.step > len(script.steps):
        raise LogError("the saved guided game names no step of its script")
    guide = Guide(script, progress.step, progress.after)
    session = TutorialSession(content, script, language, path, match, guide)
    if not guide.finished and session.moves_of(PLAYER) < guide.starts[guide.index]:
        raise LogError("the saved guided game is behind its step")
    session.advance()
    return session


def play_to(session: TutorialSession, step_id: str | None = None, limit: int = 1000) -> None:
    """Play the guided game by itself (the step's actions, the bot's moves, a press for each
    text) until the step ``step_id`` is shown, or to the end. For tools and tests."""
    from game.isle.rules.state import AnytimeRound

    for _ in range(limit):
        guide = session.guide
        step = guide.step
        if guide.finished or (step is not None and step.id == step_id and not guide.after):
            return
        if guide.needs_press(*session.counts()):
            session.press()
            continue
        if session.human_movers():
            state = session.view(PLAYER).state
            expected = session.expected()
            if isinstance(state.top, AnytimeRound) and not any(
                a.seat == PLAYER and type(a).__name__ == "Play" for a in expected
            ):
                session.submit(Decline(PLAYER))
                continue
            if expected:
                session.submit(expected[0])
                continue
        if not session.poll_bots(blocking=True) and not session.bot_movers():
            raise ValueError(f"the guided game is stuck at step {step.id if step else 'end'}")
    raise ValueError("the guided game did not get there")
