"""Kitten Toys on the couch, end to end in the real app loop with virtual SDL game controllers
(tests/shell/input/virtual_pads.py): from the title, Kitten Toys is chosen and set up with the pads
alone; two pads join, the game is played to its end by button presses. Each hand-off is first
pressed by the other pad (it must stay hidden), then by its owner's (it reveals). With one
person against bots there is no hand-off at all. A seated pad unplugged pauses the game until
a pad takes the seat."""

from __future__ import annotations

from collections import Counter

import pytest

from game.kittens.rules import is_over
from game.kittens.session.session import KittenSession
from game.shell.ui import prompts
from tests.app.conftest import Driver
from tests.app.test_couch_game import SEED, PadDriver, couch_with
from tests.shell.input.virtual_pads import VirtualPad


class KittenPads(PadDriver):
    def seat_now(self) -> int:
        seat = getattr(self.top, "seat", None)
        return 0 if seat is None else seat

    def choose_kitten_toys(self, pad: VirtualPad) -> None:
        """Title -> New game -> Kitten Toys, by the D-pad and A."""
        assert self.top.form.focused.key == "new"
        self.tap(pad, "a")
        assert type(self.top).__name__ == "GameChoiceScene"
        self.tap(pad, "dpright")  # the next game's card
        assert self.top.form.focused.key == "choice1"
        self.tap(pad, "a")
        assert type(self.top).__name__ == "KittenSetupScene"

    def play(self, pads: list[VirtualPad], limit: int = 30000) -> tuple[Counter, Counter]:
        """Play to the game's end: hand-offs pressed by the wrong pad then the right one,
        each card by A (lift) and A (play), dialogs and the round's end by the first pad."""
        seen: Counter = Counter()
        handoffs: Counter = Counter()
        app = self.app
        for _ in range(limit):
            top = self.top
            name = type(top).__name__
            if name == "GameEndScene":
                break
            if name == "HandoffScene":
                owner = top.seat
                others = [p for i, p in enumerate(pads) if i != owner]
                for other in others:
                    self.tap(other, "a")
                    assert self.top is top, f"another pad revealed seat {owner}'s hand"
                self.tap(pads[owner], "a")
                assert self.top is not top, f"seat {owner}'s own pad did not reveal"
                handoffs[owner] += 1
                continue
            if name == "KittenHandScene" and top.still_current():
                pad = pads[top.seat]
                self.tap(pad, "a")
                assert top.picked is not None, "the first A lifts the card"
                self.tap(pad, "a")
                seen[name] += 1
                continue
            if name in ("ChoiceScene", "RoundEndScene"):
                self.tap(pads[0], "a")
                seen[name] += 1
                continue
            session = app.session
            table = app.stack.scenes[0]
            if session.bot_movers() and app.stack.top is table and not table.motion.busy():
                session.poll_bots(blocking=True)
            self.frames(1)
        return seen, handoffs


@pytest.fixture
def couch(tmp_path, monkeypatch):
    yield from couch_with(tmp_path, monkeypatch, KittenPads)


def test_two_pads_play_kitten_toys_from_the_title_each_hand_revealed_by_its_own_pad(couch):
    app, drive, pads = couch
    first, second = pads
    drive.choose_kitten_toys(first)
    setup = drive.top
    drive.tap(first, "a")  # joins: seat 1
    drive.tap(second, "a")  # joins: seat 2 (a bot's seat becomes a person's)
    assert setup.devices[0].instance == first.instance_id
    assert setup.devices[1].instance == second.instance_id
    drive.focus_row(first, "players")
    drive.tap(first, "dpleft")  # 4 -> 3
    assert setup.players == 3 and setup.kinds[:2] == ["human", "human"]
    drive.focus_row(first, "start")
    drive.tap(first, "a")
    drive.frames(3)
    table = app.stack.scenes[0]
    session = table.session
    assert isinstance(session, KittenSession) and session.match.seed == SEED
    assert [s.kind for s in session.seats] == ["human", "human", "bot"]
    assert type(drive.top).__name__ == "ChoiceScene", "who last petted a cat?"
    seen, handoffs = drive.play(pads)
    assert type(drive.top).__name__ == "GameEndScene", (seen, handoffs)
    assert is_over(session.state)
    assert handoffs[0] > 0 and handoffs[1] > 0, handoffs
    mine = [a for a in session.match.log if a.startswith(("p0 ", "p1 "))]
    assert len(mine) >= seen["KittenHandScene"] > 10


def test_one_pad_against_bots_never_sees_a_hand_off(couch):
    app, drive, pads = couch
    first = pads[0]
    drive.choose_kitten_toys(first)
    drive.tap(first, "a")  # joins seat 1; the other seats stay bots
    drive.focus_row(first, "start")
    drive.tap(first, "a")
    drive.frames(3)
    session = app.session
    assert session.humans() == [0]
    seen, handoffs = drive.play([first])
    assert type(drive.top).__name__ == "GameEndScene"
    assert not handoffs and seen["KittenHandScene"] > 5


def test_a_seated_pad_unplugged_pauses_kitten_toys_until_a_pad_takes_the_seat(couch):
    app, drive, pads = couch
    first, second = pads
    drive.choose_kitten_toys(first)
    drive.tap(first, "a")
    drive.tap(second, "a")
    drive.focus_row(first, "start")
    drive.tap(first, "a")
    drive.frames(3)
    drive.tap(first, "a")  # who petted a cat: the first name
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


def test_a_pad_and_the_keyboard_each_reveal_and_play_only_their_own_hand(couch, monkeypatch):
    """A person on a pad and a person on the keyboard: the keyboard never opens the pad's
    hand-off, the pad never opens (nor plays from) the keyboard seat's hand."""
    app, drive, pads = couch
    badges: list[str] = []
    badge = prompts.glyph_badge
    monkeypatch.setattr(prompts, "glyph_badge", lambda g, *a: badges.append(g) or badge(g, *a))
    pad = pads[0]
    drive.choose_kitten_toys(pad)
    setup = drive.top
    drive.tap(pad, "a")  # the pad joins seat 1
    drive.focus_row(pad, "kind1")
    for _ in range(6):  # seat 2: a person on the keyboard and mouse
        if setup.kinds[1] == "human":
            break
        drive.tap(pad, "dpleft")
    assert setup.kinds[1] == "human" and 1 not in setup.devices
    drive.focus_row(pad, "start")
    drive.tap(pad, "a")
    drive.frames(3)
    checked = set()
    for _ in range(20000):
        top = drive.top
        name = type(top).__name__
        if name == "ChoiceScene":
            key(drive, "confirm")
        elif name == "HandoffScene":
            owner = top.seat
            badges.clear()  # the glyphs its prompt bar draws after the refused press
            if owner == 0:
                key(drive, "confirm")  # the keyboard: not the pad's seat
                assert drive.top is top, "the keyboard revealed the pad's hand"
                # its prompt names the pad's button, though the keyboard was used last
                assert "A" in badges and "Enter" not in badges, badges
                drive.tap(pad, "a")
            else:
                drive.tap(pad, "a")  # the pad: not the keyboard's seat
                assert drive.top is top, "the pad revealed the keyboard seat's hand"
                # its prompt names the keyboard's key, though a pad was used last
                assert "Enter" in badges and "A" not in badges, badges
                key(drive, "confirm")
            assert drive.top is not top, f"seat {owner}'s own device did not reveal"
            checked.add(owner)
        elif name == "KittenHandScene" and top.still_current():
            if top.seat == 1:
                drive.tap(pad, "a")
                assert top.picked is None, "the pad lifted a card of the keyboard's hand"
                key(drive, "confirm", 0)
                key(drive, "confirm", 0)
            else:
                drive.tap(pad, "a")
                drive.tap(pad, "a")
        elif name == "RoundEndScene" or checked == {0, 1}:
            break
        else:
            session = app.session
            table = app.stack.scenes[0]
            if session.bot_movers() and drive.top is table and not table.motion.busy():
                session.poll_bots(blocking=True)
            drive.frames(1)
    assert checked == {0, 1}


def key(drive, intent: str, settle: int = 1) -> None:
    """A press on the shared keyboard (the pad driver's own ``press`` taps the seat's pad)."""
    Driver.press(drive, intent, settle)
