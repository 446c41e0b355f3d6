"""Kitten Fuse on the couch, end to end in the real app loop with virtual SDL game controllers
(tests/shell/input/virtual_pads.py): from the title, Kitten Fuse is chosen and set up with a
pad; two pads and the keyboard take the three seats, and the game is played to its end by
button presses. Every hand-off is first pressed by the other devices (it must stay hidden),
then by its owner's. A pad slams a No! (its X button) during another seat's turn, without a
hand-off. A seated pad unplugged pauses the game until a pad takes the seat."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from game.fuse.rules import Phase, is_over
from game.fuse.rules.cards import NO, title_of
from game.fuse.session.session import FuseSession
from tests.app.conftest import Driver
from tests.app.test_couch_game import SEED, PadDriver, couch_with
from tests.shell.input.virtual_pads import VirtualPad

KEYBOARD_SEAT = 2
PRIVATE = ("FuseHandScene", "FuseGiveScene", "FuseCalmScene", "FusePeekScene", "FusePickScene")


class FusePads(PadDriver):
    def seat_now(self) -> int:
        seat = getattr(self.top, "seat", None)
        return 0 if seat is None else seat

    def choose_kitten_fuse(self, pad: VirtualPad) -> None:
        """Title -> New game -> Kitten Fuse (the third game's card), by the D-pad and A."""
        assert self.top.form.focused.key == "new"
        self.tap(pad, "a")
        assert type(self.top).__name__ == "GameChoiceScene"
        self.tap(pad, "dpright")
        self.tap(pad, "dpright")
        assert self.top.form.focused.key == "choice2"
        self.tap(pad, "a")
        assert type(self.top).__name__ == "FuseSetupScene"

    def act(self, pads: dict[int, VirtualPad], seat: int, intent: str) -> None:
        """A press of ``seat``'s own device: its pad's button, or the keyboard's key."""
        if seat in pads:
            self.tap(pads[seat], {"confirm": "a", "right": "dpright", "flip": "x"}[intent])
        else:
            Driver.press(self, intent, 1)


@pytest.fixture
def couch(tmp_path, monkeypatch):
    yield from couch_with(tmp_path, monkeypatch, FusePads)


def set_up(app, drive: FusePads, pads: list[VirtualPad]) -> FuseSession:
    first, second = pads
    drive.choose_kitten_fuse(first)
    setup = drive.top
    drive.tap(first, "a")  # joins: seat 1
    drive.tap(second, "a")  # joins: seat 2
    drive.focus_row(first, "kind2")
    for _ in range(6):  # seat 3: a person on the keyboard and mouse
        if setup.kinds[2] == "human":
            break
        drive.tap(first, "dpleft")
    assert setup.players == 3 and setup.kinds[:3] == ["human", "human", "human"]
    assert 2 not in setup.devices
    drive.focus_row(first, "start")
    drive.tap(first, "a")
    drive.frames(3)
    session = app.session
    assert isinstance(session, FuseSession) and session.match.seed == SEED
    return session


def test_two_pads_and_the_keyboard_play_kitten_fuse_and_a_pad_slams_a_no(couch):
    app, drive, pad_list = couch
    app.apply_settings(replace(app.settings, answer_window="all"), save=False)
    session = set_up(app, drive, pad_list)
    pads = {0: pad_list[0], 1: pad_list[1]}
    devices = {0: "pad0", 1: "pad1", KEYBOARD_SEAT: "keyboard"}
    seen: Counter = Counter()
    slams: list[tuple[int, int]] = []  # (the slamming seat, the seat whose turn it was)
    turns = 0
    for _ in range(40000):
        top = drive.top
        name = type(top).__name__
        table = app.stack.scenes[0]
        if name == "FuseGameEndScene":
            break
        if name == "ChoiceScene":  # who has the most impressive beard: the first answer
            drive.tap(pads[0], "a")
            continue
        if name == "HandoffScene":
            owner = top.seat
            for seat in devices:
                if seat != owner:
                    drive.act(pads, seat, "confirm")
                    assert drive.top is top, f"{devices[seat]} revealed seat {owner}'s screen"
            drive.act(pads, owner, "confirm")
            assert drive.top is not top, f"seat {owner}'s own device did not reveal"
            seen["handoff"] += 1
            continue
        if name == "NoWindowScene":
            state = session.state
            for seat in top.waiting():
                holds = any(title_of(c) == NO for c in state.seats[seat].hand)
                if (
                    seat in pads
                    and holds
                    and state.phase == Phase.WINDOW
                    and seat in session.human_movers()
                    and not slams
                ):
                    log = len(session.match.log)
                    drive.act(pads, seat, "flip")  # the X button slams a No!
                    assert session.match.log[log].startswith(f"p{seat} no ")
                    slams.append((seat, state.turn))
                    assert type(drive.top).__name__ == "NoWindowScene", "no hand-off for a No!"
                    break
                drive.act(pads, seat, "confirm")  # let it stand
            else:
                drive.frames(1)
            continue
        if name in PRIVATE and top.still_current() and table.may_act():
            seat = top.seat
            if name == "FuseHandScene":
                plays = [p for p in top.plays() if p.target is None and len(p.cards) == 1]
                turns += 1
                if plays and turns % 2:
                    card = plays[0].cards[0]
                    while top.items[top.focus].card != card:
                        drive.act(pads, seat, "right")
                    drive.act(pads, seat, "confirm")
                    assert card in top.lifted, "the first press lifts it"
                    drive.act(pads, seat, "confirm")
                else:
                    while top.items[top.focus].key != "draw":
                        drive.act(pads, seat, "right")
                    drive.act(pads, seat, "confirm")
            else:
                drive.act(pads, seat, "confirm")
            seen[name] += 1
            continue
        if session.bot_movers() and top is table and not table.motion.busy():
            session.poll_bots(blocking=True)
        drive.frames(1)
    assert type(drive.top).__name__ == "FuseGameEndScene", seen
    assert is_over(session.state)
    assert seen["handoff"] > 3 and seen["FuseHandScene"] > 5, seen
    assert slams and all(seat != turn for seat, turn in slams), "a No! on another's turn"
    log = session.match.log
    assert all(any(a.startswith(f"p{s} ") for a in log) for s in range(3))


def test_a_seated_pad_unplugged_pauses_kitten_fuse_until_a_pad_takes_the_seat(couch):
    app, drive, pads = couch
    first, second = pads
    drive.choose_kitten_fuse(first)
    drive.tap(first, "a")
    drive.tap(second, "a")
    drive.focus_row(first, "start")
    drive.tap(first, "a")
    drive.frames(3)
    drive.tap(first, "a")  # the beard: the first name
    drive.frames(30)
    second.unplug()
    drive.frames(3)
    assert type(drive.top).__name__ == "ReconnectScene" and drive.top.seat == 1
    third = VirtualPad(name="Virtual Switch Pad", vendor_id=0x057E, product_id=0x2009)
    try:
        drive.frames(3)
        drive.tap(third, "a")
        drive.frames(3)
        assert type(drive.top).__name__ != "ReconnectScene"
        assert app.input.device_of_seat(1).instance == third.instance_id
    finally:
        third.unplug()
