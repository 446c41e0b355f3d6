"""Seat bookkeeping: groups, sharing one keyboard, unplug and the waiting seats."""

from __future__ import annotations

import pytest

from game.shell.input import KEYBOARD, MOUSE, SeatError, Seats, pad


def test_keyboard_and_mouse_are_one_group():
    s = Seats()
    s.assign(1, MOUSE)
    assert s.device_of(1) == KEYBOARD
    assert s.seats_of(KEYBOARD) == (1,) == s.seats_of(MOUSE)
    assert s.can_act(1, MOUSE) and s.can_act(1, KEYBOARD)
    assert not s.can_act(0, KEYBOARD)


def test_one_keyboard_can_drive_several_seats():
    s = Seats()
    s.assign(0, KEYBOARD)
    s.assign(2, KEYBOARD)
    s.assign(1, pad(7))
    assert s.seats_of(KEYBOARD) == (0, 2)
    assert s.seats_of(pad(7)) == (1,)
    assert s.assigned() == {0: KEYBOARD, 1: pad(7), 2: KEYBOARD}
    assert s.release(2) == KEYBOARD and s.seats_of(KEYBOARD) == (0,)


def test_assign_replaces_and_range_is_checked():
    s = Seats(2)
    s.assign(0, pad(1))
    s.assign(0, pad(2))
    assert not s.is_seated(pad(1)) and s.is_seated(pad(2))
    with pytest.raises(SeatError):
        s.assign(2, KEYBOARD)


def test_disconnect_waits_and_reconnect_clears():
    s = Seats()
    s.assign(0, pad(3))
    s.assign(3, pad(3))
    s.assign(1, pad(4))
    assert s.disconnect(pad(3), "guid-a") == (0, 3)
    assert s.waiting() == (0, 3)
    assert s.device_of(0) is None and not s.is_seated(pad(3))
    assert s.waiting_for_guid("guid-a") == (0, 3)
    assert s.waiting_for_guid("") == ()
    s.assign(0, pad(9))
    assert s.waiting() == (3,)
    assert s.disconnect(pad(42)) == ()
    s.clear()
    assert s.assigned() == {} and s.waiting() == ()
