"""Dice Quest on the couch, end to end in the real app loop with two virtual SDL game
controllers (tests/shell/input/virtual_pads.py) and the keyboard: from the title, Dice Quest is
chosen and set up with the pads; both pads join and the keyboard takes a third seat; the game
is played to its end by presses of each seat's own device (the dice kept, the powers called
on and their dice, the creatures won over: each move the Normal bot would make, sent as button
presses). A press of another seat's pad never plays a seat's turn."""

from __future__ import annotations

from collections import Counter

import pytest

from game.quest.bots.levels import make_bot
from game.quest.rules import Beat, EndTurn, Power, Reroll, Spend, is_over
from game.quest.session.session import QuestSession
from tests.app.conftest import Driver
from tests.app.test_couch_game import SEED, PadDriver, couch_with
from tests.shell.input.virtual_pads import VirtualPad

KEYBOARD = None  # the keyboard's seat has no pad


class QuestPads(PadDriver):
    def seat_now(self) -> int:
        seat = getattr(self.top, "seat", None)
        return 0 if seat is None else seat

    def choose_dice_quest(self, pad: VirtualPad) -> None:
        """Title -> New game -> Dice Quest, by the D-pad and A."""
        assert self.top.form.focused.key == "new"
        self.tap(pad, "a")
        assert type(self.top).__name__ == "GameChoiceScene"
        for _ in range(len(self.top.games)):
            if self.top.games[self.top.form.focus].id == "quest":
                break
            self.tap(pad, "dpright")
        self.tap(pad, "a")
        assert type(self.top).__name__ == "QuestSetupScene"

    # --- one device's presses ------------------------------------------------------------------
    def push(self, device: VirtualPad | None, intent: str) -> None:
        if device is KEYBOARD:
            Driver.press(self, intent, 0)
        else:
            button = {"confirm": "a", "next": "righttrigger", "down": "dpdown"}[intent]
            self.tap(device, button)

    def focus_key(self, scene, key: str, device) -> None:
        for _ in range(len(scene.items) + 3):
            scene.refresh()
            if scene.items[scene.focus].key == key:
                return
            self.push(device, "next")
        raise AssertionError(f"{key} never took the focus: {[i.key for i in scene.items]}")

    def steps(self, scene, action) -> list[str]:
        """The items to confirm, in order, for ``action``."""
        if isinstance(action, Reroll):
            return [f"die:{p}" for p in action.kept] + ["button:reroll"]
        if isinstance(action, Beat):
            return [f"card:{action.card}"]
        if isinstance(action, EndTurn):
            return ["button:end"]
        assert isinstance(action, Spend)
        power = scene.state.creature(action.card).power
        if power == Power.REROLL:
            return ["power:reroll", *(f"die:{p}" for p in action.positions), "button:spend"]
        found = [f"power:{power.value}", f"die:{action.positions[0]}"]
        if power == Power.PLUSMINUS:
            found.append("button:plus" if action.choice == "+1" else "button:minus")
        return found

    def play(self, pads: list[VirtualPad], limit: int = 200000) -> Counter:
        """To the game's end: each person's move by its own device; the other pad's press is
        refused on the first turns of each seat."""
        devices = {0: pads[0], 1: pads[1], 2: KEYBOARD}
        stand_in = make_bot("normal", 5)
        moves: Counter = Counter()
        app = self.app
        for _ in range(limit):
            top = self.top
            name = type(top).__name__
            if name == "QuestEndScene":
                break
            if name == "ChoiceScene":  # ending a turn without a creature: confirmed
                self.push(pads[0], "down")
                self.push(pads[0], "confirm")
                continue
            if name == "QuestTurnScene" and top.still_current():
                seat = top.seat
                action = stand_in.decide(top.view)
                if moves[seat] < 3:  # another pad than the seat's own: refused
                    other = pads[1] if seat == 0 else pads[0]
                    log = len(app.session.match.log)
                    self.push(other, "confirm")
                    assert len(app.session.match.log) == log, "another seat's pad played"
                device = devices[seat]
                for key in self.steps(top, action):
                    self.focus_key(top, key, device)
                    self.push(device, "confirm")
                moves[seat] += 1
                continue
            session = app.session
            table = app.stack.scenes[0]
            if session.bot_movers() and app.stack.top is table and not table.motion.busy():
                session.poll_bots(blocking=True)
            self.frames(1)
        return moves


@pytest.fixture
def couch(tmp_path, monkeypatch):
    yield from couch_with(tmp_path, monkeypatch, QuestPads)


def test_two_pads_and_the_keyboard_play_a_three_seat_game_to_its_end(couch):
    app, drive, pads = couch
    first, second = pads
    drive.choose_dice_quest(first)
    setup = drive.top
    drive.tap(first, "a")  # joins: seat 1
    drive.tap(second, "a")  # joins: a second seat
    assert setup.devices[0].instance == first.instance_id
    assert setup.devices[1].instance == second.instance_id
    drive.focus_row(first, "players")
    while setup.players < 3:
        drive.tap(first, "dpright")
    drive.focus_row(first, "kind2")
    for _ in range(4):  # the third seat: a person on the keyboard and mouse
        if setup.kinds[2] == "human":
            break
        drive.tap(first, "dpleft")
    assert setup.players == 3 and setup.kinds[:3] == ["human"] * 3 and 2 not in setup.devices
    drive.focus_row(first, "start")
    drive.tap(first, "a")
    drive.frames(3)
    session = app.session
    assert isinstance(session, QuestSession) and session.match.seed == SEED
    assert [s.kind for s in session.seats] == ["human"] * 3
    moves = drive.play(pads)
    assert type(drive.top).__name__ == "QuestEndScene", moves
    assert is_over(session.state)
    for seat in range(3):
        assert moves[seat] > 3, moves
        assert any(a.startswith(f"p{seat} ") for a in session.match.log)
    scores = [s.score for s in session.state.seats]
    assert sum(scores) == 42, "every creature was won over"
