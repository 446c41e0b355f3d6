"""Sticks to four directions and triggers to buttons: deadzone and hysteresis."""

from __future__ import annotations

from game.shell.input import AnalogConfig, StickFilter, TriggerFilter

CFG = AnalogConfig(
    stick_press=0.5,
    stick_release=0.3,
    stick_angle_hysteresis=15.0,
    trigger_press=0.5,
    trigger_release=0.3,
)


def test_resting_and_drifting_stick_is_silent():
    s = StickFilter(CFG)
    for x in (0.05, -0.1, 0.2, 0.45, 0.0):
        assert s.set_axis("x", x) == (None, None)
    assert s.direction is None


def test_press_at_the_press_radius_release_under_the_release_radius():
    s = StickFilter(CFG)
    assert s.set_axis("x", 0.6) == (None, "x+")
    assert s.set_axis("x", 0.4) == (None, None)  # between the radii: still held
    assert s.set_axis("x", 0.31) == (None, None)
    assert s.set_axis("x", 0.29) == ("x+", None)
    assert s.set_axis("x", 0.45) == (None, None)  # must pass the press radius again
    assert s.set_axis("y", -0.6) == (None, "y-")  # radial: (0.45, -0.6) -> mostly up


def test_wobbling_around_the_diagonal_does_not_chatter():
    s = StickFilter(CFG)
    s.set_axis("x", 0.8)
    assert s.direction == "x+"
    # 50 degrees from the x axis: past the diagonal but inside the hysteresis band
    assert s.set_axis("y", 0.8 * 1.19) == (None, None)
    assert s.direction == "x+"
    # 67 degrees: past the band, switches to down
    assert s.set_axis("x", 0.4) == ("x+", "y+")
    # and back to 50 degrees from x (40 from y): stays down
    assert s.set_axis("x", 0.8) == (None, None)
    assert s.direction == "y+"


def test_flick_to_the_other_side_switches_direction():
    s = StickFilter(CFG)
    s.set_axis("x", -0.9)
    assert s.set_axis("x", 0.9) == ("x-", "x+")


def test_reset_forgets_the_stick():
    s = StickFilter(CFG)
    s.set_axis("y", 1.0)
    assert s.reset() == "y+"
    assert s.direction is None and s.set_axis("y", 0.0) == (None, None)


def test_trigger_hysteresis():
    t = TriggerFilter(CFG)
    assert t.set_value(0.2) is None
    assert t.set_value(0.55) is True
    assert t.set_value(0.35) is None
    assert t.set_value(0.1) is False
    assert t.set_value(0.45) is None
    assert t.set_value(1.0) is True
    assert t.reset() is True and not t.down
