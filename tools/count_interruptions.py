"""Count what a game night asks of its players: scripted humans and bots play a standard game
of four through the real app (keys on the real event path, default settings), and the tool
counts, per day, the screens the humans see and the keys they press, the modal prompts of each
human in each phase, and the screens of each human rescue turn.

    python tools/count_interruptions.py [--seed S] [--bots hard] [--humans 1] [--days 5]
                                        [--size 1280x720] [--speed instant] [--json]

Each human plays every screen with the keyboard alone: it keeps and buys an anytime card first
(so that anytime offers have something to offer) and rescue cards, declares every rescue card,
rescues the first cat it can, places each tile on the first legal spot, declines every offer
and gives the first answer to every question. A "screen" is a scene that comes on top of the
table (a decision screen, a dialog, a hand-off), counted once however often a dialog over it
closes; the table itself is not counted. A "modal prompt" is a question nobody asked for: an
anytime offer (hand-offs are screens, shown before private information when several people
share the screen).
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from game.shell.arguments import Parser  # noqa: E402

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
import pygame  # noqa: E402

from game.cli import whole, window_size  # noqa: E402
from game.isle.data.window import isle_content  # noqa: E402

PROMPTS = frozenset({"AnytimeScene"})  # questions nobody asked for
KEYS = {
    "up": pygame.K_UP,
    "down": pygame.K_DOWN,
    "left": pygame.K_LEFT,
    "right": pygame.K_RIGHT,
    "confirm": pygame.K_RETURN,
    "back": pygame.K_BACKSPACE,
    "next": pygame.K_TAB,
    "next_spot": pygame.K_n,
}
CHOICES = ("tile", "take", "rare", "commons", "small", "paid", "oshax", "left", "right", "done")


@dataclass
class Tally:
    """What the humans saw and did."""

    screens: Counter = field(default_factory=Counter)  # day -> screens
    inputs: Counter = field(default_factory=Counter)  # day -> key presses
    kinds: Counter = field(default_factory=Counter)  # scene name -> times shown
    prompts: Counter = field(default_factory=Counter)  # (seat, day, phase) -> modal prompts
    prompt_kinds: Counter = field(default_factory=Counter)  # scene name -> modal prompts
    rescue_turns: dict[tuple[int, int], list[str]] = field(default_factory=dict)
    finished: bool = False

    def report(self) -> dict:
        days = sorted(set(self.screens) | set(self.inputs))
        turns = list(self.rescue_turns.values())
        return {
            "finished": self.finished,
            "days": [
                {"day": d, "screens": self.screens[d], "inputs": self.inputs[d]} for d in days
            ],
            "total_screens": sum(self.screens.values()),
            "total_inputs": sum(self.inputs.values()),
            "screens_by_kind": dict(sorted(self.kinds.items())),
            "modal_prompts": sum(self.prompts.values()),
            "modal_prompts_by_kind": dict(sorted(self.prompt_kinds.items())),
            "most_prompts_in_a_phase": max(self.prompts.values(), default=0),
            "prompts_by_phase": {
                f"seat {s} day {d} {p}": n for (s, d, p), n in sorted(self.prompts.items())
            },
            "rescue_turns": len(turns),
            "most_screens_in_a_rescue_turn": max((len(t) for t in turns), default=0),
            "rescue_turn_screens": [" > ".join(t) for t in turns],
        }


class CountingGame:
    """Drives the app like players at the keyboard and keeps the tally."""

    def __init__(self, app, humans: tuple[int, ...] = (0,)) -> None:
        self.app = app
        self.humans = humans
        self.tally = Tally()
        self.last_top = None
        self.seen: set[int] = set()  # scenes already counted (a dialog closing shows its parent)
        self.scenes: list = []  # keeps them alive so that their ids stay theirs
        self.turn_number = Counter()  # seat -> rescue turns begun
        self.in_turn: dict[int, bool] = {}  # seat -> its rescue turn is on the stack
        self.turn_open: dict[int, bool] = {}  # seat -> its last screen belonged to a rescue turn

    # --- the world ----------------------------------------------------------------------
    @property
    def top(self):
        return self.app.stack.top

    @property
    def state(self):
        return self.app.session.state if self.app.session is not None else None

    def frames(self, n: int = 1) -> None:
        for _ in range(n):
            self.app.step(1 / 60)
            self.observe()

    def press(self, intent: str, settle: int = 1) -> None:
        key = KEYS[intent]
        state = self.state
        self.tally.inputs[self.day(state) if state is not None else 0] += 1
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
        )
        self.frames(1)
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
        self.frames(settle)

    def day(self, state) -> int:
        """The day a screen belongs to: the end-of-day summary shows once the next day began,
        but it is the end of the day it sums up."""
        summary = getattr(self.top, "summary", None)
        return summary.day if summary is not None else state.day

    def observe(self) -> None:
        """A new scene on top of the table is a screen a human sees."""
        from game.isle.rules.state import RescueTurn

        state = self.state
        if state is None:
            return
        for seat in self.humans:  # a rescue turn begins when its frame comes on the stack
            now = any(isinstance(f, RescueTurn) and f.seat == seat for f in state.stack)
            if now and not self.in_turn.get(seat):
                self.turn_number[seat] += 1
            self.in_turn[seat] = now
        top = self.top
        if top is self.last_top:
            return
        self.last_top = top
        name = type(top).__name__
        if name in ("GameScene", "ScoringScene") or id(top) in self.seen:
            return
        self.seen.add(id(top))
        self.scenes.append(top)
        seat = getattr(top, "seat", None)
        if seat is None:
            seat = getattr(self.app.stack.scenes[0], "served", self.humans[0])
        day = self.day(state)
        self.tally.screens[day] += 1
        self.tally.kinds[name] += 1
        if name in PROMPTS:
            self.tally.prompts[(seat, day, str(state.phase))] += 1
            self.tally.prompt_kinds[name] += 1
        self._track_turn(seat, name, state)

    def _track_turn(self, seat: int, name: str, state) -> None:
        """Screens of a seat's rescue turn: those before it (its round, a hand-off), those in
        it, and the confirmation that ends it."""
        from game.isle.rules.state import AnytimeRound

        top = state.top
        if self.in_turn.get(seat):
            number = self.turn_number[seat]
        elif (
            isinstance(top, AnytimeRound)
            and top.window == "before_rescue_turn"
            and state.order[state.step % len(state.order)] == seat
        ):
            number = self.turn_number[seat] + 1
        elif name == "TurnConfirmScene" and self.turn_open.get(seat):
            number = self.turn_number[seat]
        else:
            self.turn_open[seat] = False
            return
        self.turn_open[seat] = True
        self.tally.rescue_turns.setdefault((seat, number), []).append(name)

    # --- the player ---------------------------------------------------------------------
    def focus_item(self, predicate) -> bool:
        scene = self.top
        scene.refresh()
        for _ in range(len(scene.items) + 1):
            if scene.items and predicate(scene.items[scene.focus]):
                return True
            self.press("next", 0)
        return False

    def card_type(self, card: int | None) -> str:
        if card is None:
            return ""
        return str(isle_content(self.app).cards[card].type)

    def preferred(self, items, count: int) -> list[str]:
        """The cards to take: one anytime card, then rescue cards with a basket, the rest."""
        cards = [i for i in items if i.card is not None and i.enabled]

        def rank(item) -> int:
            kind = self.card_type(item.card)
            if kind == "anytime":
                return 0
            if kind == "rescue":
                return 1 if isle_content(self.app).cards[item.card].basket != "none" else 2
            return 3

        cards.sort(key=rank)
        anytime = [i for i in cards if rank(i) == 0][:1]
        rest = [i for i in cards if rank(i) != 0]
        return [i.key for i in (anytime + rest)[:count]]

    def act(self) -> str:
        """One decision (or a short wait) on the screen on top."""
        scene = self.top
        name = type(scene).__name__
        if name == "DraftScene":
            scene.refresh()
            for key in self.preferred(scene.items, scene.keep):
                if self.focus_item(lambda i, key=key: i.key == key):
                    self.press("confirm", 0)
            self.focus_item(lambda i: i.key == "keep")
            self.press("confirm")
        elif name == "BuyScene":
            scene.refresh()
            budget = scene.me.fish
            for key in self.preferred(scene.items, 3):
                item = next(i for i in scene.items if i.key == key)
                price = isle_content(self.app).cards[item.card].price
                if price > budget - 8:  # keep fish for two rescues
                    continue
                budget -= price
                if self.focus_item(lambda i, key=key: i.key == key):
                    self.press("confirm", 0)
                    if type(self.top).__name__ == "ColorScene":
                        self.press("confirm")
            self.focus_item(lambda i: i.key == "done")
            self.press("confirm")
        elif name == "DeclareScene":
            scene.refresh()
            for key in [i.key for i in scene.items if i.card is not None]:
                if self.focus_item(lambda i, key=key: i.key == key):
                    self.press("confirm", 0)
            self.focus_item(lambda i: i.key == "done")
            self.press("confirm")
        elif name == "AnytimeScene":
            self.focus_item(lambda i: i.key == "decline")
            self.press("confirm")
        elif name == "CardPickerScene":
            self.press("back")
        elif name == "BoardScene":
            scene.refresh()
            if scene.cursor is not None:
                self.press("next_spot", 0)
                self.press("confirm")
            else:
                usable = [i for i in scene.items if i.enabled and i.key.startswith(CHOICES)]
                key = usable[0].key if usable else "pass"
                if not self.focus_item(lambda i, key=key: i.key == key):
                    self.focus_item(lambda i: i.key in ("pass", "skip", "done"))
                self.press("confirm")
        elif name == "ScoringScene":
            self.tally.finished = True
        elif hasattr(scene, "form") or name in (
            "HandoffScene",
            "ColorScene",
            "TilePickerScene",
            "EndOfDayScene",  # read, then skipped with one press
        ):
            self.press("confirm")  # a question, a confirmation, a hand-off: the first answer
        else:
            self.frames(5)
        return name


def play(
    seed: int = 7,
    bots: str = "hard",
    size: str = "1280x720",
    speed: str = "instant",
    humans: int = 1,
    days: int = 5,
    limit: int = 20000,
) -> Tally:
    """A game of ``humans`` people (the first seats, sharing the keyboard) and bots of level
    ``bots`` in the other seats of four, to the end or to the end of day ``days``."""
    from game.isle.scenarios import new_session
    from game.isle.scenes.game import GameScene
    from game.shell.app.main import App, parse_options

    with tempfile.TemporaryDirectory() as home:
        os.environ["ISLE_OF_CATS_CONFIG"] = str(Path(home) / "config")
        os.environ["ISLE_OF_CATS_DATA"] = str(Path(home) / "data")
        app = App(parse_options(["--size", size, "--lang", "en"]))
        app.settings.first_launch = False
        app.settings.animation_speed = speed
        session = new_session(app, players=4, seed=seed, humans=humans)
        session.seats = [
            s if i < humans else type(s)(s.name, "bot", bots) for i, s in enumerate(session.seats)
        ]
        app.start(GameScene(app, session))
        counter = CountingGame(app, tuple(range(humans)))
        try:
            for _ in range(limit):
                if counter.act() == "ScoringScene":
                    break
                if session.state.day > days:
                    counter.tally.finished = True
                    break
        finally:
            if app.session is not None:
                app.session.close()
            pygame.display.quit()
        return counter.tally


def main(argv: list[str] | None = None) -> int:
    parser = Parser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=7, help="seed of the game")
    parser.add_argument("--bots", default="hard", choices=["easy", "normal", "hard"])
    parser.add_argument(
        "--size", type=window_size, default="1280x720", help="window size, e.g. 640x360"
    )
    parser.add_argument("--speed", default="instant", choices=["slow", "normal", "fast", "instant"])
    parser.add_argument("--humans", type=int, default=1, choices=[1, 2, 3, 4])
    parser.add_argument("--days", type=whole(1, 5), default=5, help="stop after this day")
    parser.add_argument("--json", action="store_true", help="print the tally as JSON")
    args = parser.parse_args(argv)
    tally = play(args.seed, args.bots, args.size, args.speed, args.humans, args.days)
    report = tally.report()
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print(f"game finished: {report['finished']}")
        print(f"{'day':>4} {'screens':>8} {'inputs':>7}")
        for day in report["days"]:
            print(f"{day['day']:>4} {day['screens']:>8} {day['inputs']:>7}")
        print(f"{'all':>4} {report['total_screens']:>8} {report['total_inputs']:>7}")
        print(f"screens by kind: {report['screens_by_kind']}")
        print(
            f"modal prompts: {report['modal_prompts']} {report['modal_prompts_by_kind']}, "
            f"at most {report['most_prompts_in_a_phase']} in one phase"
        )
        print(
            f"rescue turns: {report['rescue_turns']}, at most "
            f"{report['most_screens_in_a_rescue_turn']} screens in one"
        )
    return 0 if report["finished"] else 1


if __name__ == "__main__":
    from game.cli import run

    raise SystemExit(run(main, sys.argv[1:]))
