"""One couch game end to end in the real app: two virtual SDL game controllers (SDL's own
virtual joystick API, tests/shell/input/virtual_pads.py) open a new game from the title, join at the
setup screen and play a whole two-player standard game through ``App.step`` to the final
scores. Each seat's decisions come from the scripted player of tests/app/human.py, sent as
button presses of that seat's pad (the default pad bindings). Every hand-off screen is first
pressed by the other seat's pad (it must stay hidden), then by its owner's (it reveals); the
final scores on the screen must be the rules' score of the final state, replayed from the save
the game wrote."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest

from game.isle.data.window import isle_content
from game.isle.rules import is_over, score
from game.isle.session.match import Match
from game.shell.input import Intent
from game.shell.input.bindings import PAD_DEFAULTS, PAD_TRIGGERS
from game.shell.scenes.title import TitleScene
from tests.app.conftest import Driver, make_app
from tests.app.human import act
from tests.shell.input.virtual_pads import VirtualPad

SEED = 5


class PadDriver(Driver):
    """Sends each intent as a press of the pad of the seat the screen on top serves."""

    def __init__(self, app, pads: list[VirtualPad]) -> None:
        super().__init__(app)
        self.pads = pads

    def seat_now(self) -> int:
        seat = getattr(self.top, "seat", None)
        return self.app.stack.scenes[0].served if seat is None else seat

    def tap(self, pad: VirtualPad, button: str, settle: int = 0) -> None:
        """Down and up within one frame (a quick press), then ``settle`` more frames."""
        if button in PAD_TRIGGERS:
            pad.axis(button, 1.0)
            pad.axis(button, 0.0)
        else:
            pad.press(button)
            pad.release(button)
        self.frames(1 + settle)

    def press(self, intent: str, settle: int = 1) -> None:
        self.tap(self.pads[self.seat_now()], PAD_DEFAULTS[Intent(intent)][0], settle)

    def focus_row(self, pad: VirtualPad, key: str) -> None:
        """Move a menu's focus down with the D-pad to the row ``key``."""
        form = self.top.form
        for _ in range(len(form.widgets) + 1):
            if form.focused.key == key:
                return
            self.tap(pad, "dpdown")
        raise AssertionError(f"no row {key!r} in {[w.key for w in form.widgets]}")


def couch_with(tmp_path, monkeypatch, driver=PadDriver):
    """The app at its title screen with two virtual pads plugged in, and a ``driver``."""
    from pygame._sdl2 import controller

    pygame.init()
    controller.init()
    # a small window: the flow is under test here, not the pixels (frames draw 4x faster)
    app = make_app(tmp_path, monkeypatch, "--seed", str(SEED), "--size", "640x360")
    pads = [
        VirtualPad(name="Virtual Xbox Pad", vendor_id=0x045E, product_id=0x02EA),
        VirtualPad(name="Virtual DualSense", vendor_id=0x054C, product_id=0x0CE6),
    ]
    app.start(TitleScene(app))
    drive = driver(app, pads)
    drive.frames(5)
    yield app, drive, pads
    if app.session is not None:
        app.session.close()
    for pad in pads:
        try:
            pad.unplug()
        except Exception:  # noqa: BLE001 - already unplugged by the test
            pass
    pygame.event.get()
    pygame.display.quit()


@pytest.fixture
def couch(tmp_path, monkeypatch):
    yield from couch_with(tmp_path, monkeypatch)


def test_two_pads_play_a_whole_standard_game_from_the_title_to_the_final_scores(couch):
    app, drive, pads = couch
    first, second = pads
    assert len(app.input.pads) == 2

    # the title: "New game" with the first pad; both pads join at the setup screen
    assert drive.top.form.focused.key == "new"
    drive.tap(first, "a")
    assert type(drive.top).__name__ == "GameChoiceScene", "the box asks which game"
    drive.tap(first, "a")  # The Isle of Cats, the first
    setup = drive.top
    assert type(setup).__name__ == "SetupScene"
    drive.tap(first, "a")
    drive.tap(second, "a")
    assert setup.devices[0].instance == first.instance_id
    assert setup.devices[1].instance == second.instance_id
    assert setup.mode == "standard", "the A that joins does not also change the focused row"
    # two players: down to the player count, left twice (4 -> 2), down to "Start", A
    drive.focus_row(first, "players")
    drive.tap(first, "dpleft")
    drive.tap(first, "dpleft")
    assert setup.players == 2 and setup.kinds[:2] == ["human", "human"]
    drive.focus_row(first, "start")
    drive.tap(first, "a")
    drive.frames(5)
    game = app.stack.scenes[0]
    assert type(game).__name__ == "GameScene"
    session = game.session
    assert [s.kind for s in session.seats] == ["human", "human"] and session.match.seed == SEED
    assert app.input.device_of_seat(0).instance == first.instance_id
    assert app.input.device_of_seat(1).instance == second.instance_id

    seen: Counter = Counter()
    handoffs: Counter = Counter()
    for _ in range(4000):
        top = drive.top
        name = type(top).__name__
        if name == "ScoringScene":
            break
        if not getattr(top, "still_current", lambda: True)():
            drive.frames(1)  # a decision just taken: the screen goes away in this frame
            continue
        if name == "HandoffScene":
            owner = top.seat
            drive.tap(pads[1 - owner], "a")
            assert drive.top is top, f"the other seat's pad revealed seat {owner}'s hand-off"
            drive.tap(pads[owner], "a")
            assert drive.top is not top, f"seat {owner}'s own pad did not reveal its hand-off"
            assert game.served == owner
            handoffs[owner] += 1
            continue
        seen[act(drive)] += 1
    scoring = drive.top
    assert type(scoring).__name__ == "ScoringScene", (seen, handoffs)
    assert is_over(session.state) and session.state.day == 5
    for screen in ("DraftScene", "BuyScene", "DeclareScene", "BoardScene"):
        assert seen[screen] > 0, seen
    assert handoffs[0] > 0 and handoffs[1] > 0, handoffs
    for seat in (0, 1):
        mine = [a for a in session.match.log if a.startswith(f"p{seat} ")]
        assert any(" place " in a for a in mine), f"seat {seat} placed no tile"

    # the final scores shown are the rules' score of the final state, replayed from the save
    assert scoring.revealed() >= len(scoring.rows()), "instant speed shows the totals at once"
    saved = Match.load(app.save_path, isle_content(app))
    assert saved.state == session.state
    rules = score(saved.state)
    for row, (key, _) in enumerate(scoring.rows()):
        category = key.removeprefix("scoring.")
        shown = [scoring.shown(row, seat) for seat in (0, 1)]
        assert shown == [getattr(s, category) for s in rules], category
