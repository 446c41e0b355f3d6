"""The hub with synthetic keyboard and mouse events and a fixed time step: intents, key repeat,
hold to confirm, capture for remapping, text entry, focus loss, the device used last."""

from __future__ import annotations

import pygame
import pytest

from game.shell.input import (
    KEYBOARD,
    MOUSE,
    Bindings,
    HoldProgress,
    InputCaptured,
    InputConfig,
    InputHub,
    Intent,
    IntentEvent,
    JoinRequest,
    LastDeviceChanged,
    PointerDown,
    PointerMove,
    PointerUp,
    Wheel,
)

DT = 1 / 60


@pytest.fixture(autouse=True)
def _pygame(sdl_ready):
    yield


def key(hub: InputHub, code: int, down: bool = True, mod: int = 0) -> None:
    hub.process(pygame.event.Event(pygame.KEYDOWN if down else pygame.KEYUP, key=code, mod=mod))


def intents(events) -> list[tuple[Intent, str]]:
    """(intent, "press"/"repeat"/"release") for each IntentEvent."""
    out = []
    for e in events:
        if isinstance(e, IntentEvent):
            kind = "press" if e.pressed else "repeat" if e.repeat else "release"
            out.append((e.intent, kind))
    return out


def run(hub: InputHub, seconds: float) -> list:
    """Step the hub for ``seconds`` at 60 Hz; all events emitted."""
    out = []
    for _ in range(round(seconds / DT)):
        hub.update(DT)
        out += hub.poll()
    return out


def test_key_press_and_release_become_intents():
    hub = InputHub()
    key(hub, pygame.K_RETURN)
    key(hub, pygame.K_RETURN, down=False)
    key(hub, pygame.K_a)
    events = hub.poll()
    assert intents(events) == [
        (Intent.CONFIRM, "press"),
        (Intent.CONFIRM, "release"),
        (Intent.LEFT, "press"),
    ]
    assert all(e.device == KEYBOARD for e in events if isinstance(e, IntentEvent))
    assert key(hub, pygame.K_F10) is None and intents(hub.poll()) == []  # unbound: nothing


def test_escape_is_menu_and_backspace_is_back():
    hub = InputHub()
    key(hub, pygame.K_ESCAPE)
    key(hub, pygame.K_BACKSPACE)
    assert [i for i, _ in intents(hub.poll())] == [Intent.MENU, Intent.BACK]


def test_shift_tab_is_prev_and_shift_w_is_still_up():
    hub = InputHub()
    key(hub, pygame.K_TAB, mod=pygame.KMOD_LSHIFT)
    key(hub, pygame.K_w, mod=pygame.KMOD_LSHIFT)
    key(hub, pygame.K_TAB, down=False)  # shift may be released first: still releases PREV
    assert intents(hub.poll()) == [
        (Intent.PREV, "press"),
        (Intent.UP, "press"),
        (Intent.PREV, "release"),
    ]


def test_key_repeat_timing_with_a_fixed_step():
    hub = InputHub(config=InputConfig(repeat_delay=0.3, repeat_interval=0.1))
    key(hub, pygame.K_RIGHT)
    assert intents(hub.poll()) == [(Intent.RIGHT, "press")]
    assert intents(run(hub, 0.25)) == []  # before the delay
    assert intents(run(hub, 0.10)) == [(Intent.RIGHT, "repeat")]  # at 0.3 s
    assert len(intents(run(hub, 0.5))) == 5  # then every 0.1 s
    key(hub, pygame.K_RIGHT, down=False)
    assert intents(hub.poll()) == [(Intent.RIGHT, "release")]
    assert intents(run(hub, 1.0)) == []


def test_no_repeat_for_confirm_and_duplicate_keydowns_are_ignored():
    hub = InputHub()
    key(hub, pygame.K_SPACE)
    key(hub, pygame.K_SPACE)  # pygame.key.set_repeat in the app: ignored
    assert intents(hub.poll() + run(hub, 2.0)) == [(Intent.CONFIRM, "press")]


def test_a_long_frame_does_not_burst_repeats():
    hub = InputHub(
        config=InputConfig(repeat_delay=0.3, repeat_interval=0.05, max_repeats_per_update=3)
    )
    key(hub, pygame.K_DOWN)
    hub.poll()
    hub.update(2.0)
    assert len(intents(hub.poll())) == 3
    hub.update(0.05)
    assert len(intents(hub.poll())) == 1


def test_two_keys_for_one_intent_press_once_release_once():
    hub = InputHub()
    key(hub, pygame.K_UP)
    key(hub, pygame.K_w)
    key(hub, pygame.K_UP, down=False)
    assert intents(hub.poll()) == [(Intent.UP, "press")]
    key(hub, pygame.K_w, down=False)
    assert intents(hub.poll()) == [(Intent.UP, "release")]


def test_hold_to_confirm_sends_progress_then_confirm():
    hub = InputHub(config=InputConfig(hold_to_confirm_ms=500))
    key(hub, pygame.K_RETURN)
    first = hub.poll()
    assert intents(first) == [] and first[-1] == HoldProgress(Intent.CONFIRM, KEYBOARD, 0.0)
    events = run(hub, 0.25)
    progress = [e.progress for e in events if isinstance(e, HoldProgress)]
    assert progress == sorted(progress) and 0.45 < progress[-1] < 0.55
    assert intents(events) == []
    events = run(hub, 0.3)
    assert intents(events) == [(Intent.CONFIRM, "press")]
    assert [e.progress for e in events if isinstance(e, HoldProgress)][-1] == 1.0
    assert intents(run(hub, 1.0)) == []  # no repeat, no more progress
    key(hub, pygame.K_RETURN, down=False)
    assert intents(hub.poll()) == [(Intent.CONFIRM, "release")]


def test_hold_to_confirm_released_early_is_cancelled():
    hub = InputHub(config=InputConfig(hold_to_confirm_ms=500))
    key(hub, pygame.K_RETURN)
    run(hub, 0.2)
    key(hub, pygame.K_RETURN, down=False)
    events = hub.poll()
    assert intents(events) == []
    assert events == [HoldProgress(Intent.CONFIRM, KEYBOARD, 0.0)]
    key(hub, pygame.K_RIGHT)  # other intents are not held back
    assert intents(hub.poll()) == [(Intent.RIGHT, "press")]


def test_focus_lost_releases_held_keys():
    hub = InputHub()
    key(hub, pygame.K_LEFT)
    hub.process(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    assert intents(hub.poll()) == [(Intent.LEFT, "press"), (Intent.LEFT, "release")]
    assert intents(run(hub, 1.0)) == []
    key(hub, pygame.K_LEFT, down=False)  # the late key-up is harmless
    assert hub.poll() == []


def test_text_entry_lets_only_navigation_keys_through():
    hub = InputHub()
    hub.text_entry = True
    for code in (pygame.K_w, pygame.K_a, pygame.K_SPACE, pygame.K_BACKSPACE, pygame.K_LEFT):
        key(hub, code)
    key(hub, pygame.K_RETURN)
    key(hub, pygame.K_TAB)
    assert [i for i, _ in intents(hub.poll())] == [Intent.CONFIRM, Intent.NEXT]


def test_capture_for_remapping():
    hub = InputHub()
    hub.capture_next_input(("keyboard",))
    assert hub.capturing
    key(hub, pygame.K_g)
    assert hub.poll() == [InputCaptured(KEYBOARD, "keyboard", "g")]
    assert not hub.capturing
    key(hub, pygame.K_g, down=False)
    assert hub.poll() == []
    # a modifier then a key: "shift+x"; a modifier alone: captured when it is released
    hub.capture_next_input(("keyboard",))
    key(hub, pygame.K_LSHIFT)
    key(hub, pygame.K_x, mod=pygame.KMOD_LSHIFT)
    key(hub, pygame.K_x, down=False)
    key(hub, pygame.K_LSHIFT, down=False)
    assert hub.poll() == [InputCaptured(KEYBOARD, "keyboard", "shift+x")]
    hub.capture_next_input(("keyboard",))
    key(hub, pygame.K_RCTRL)
    key(hub, pygame.K_RCTRL, down=False)
    assert hub.poll() == [InputCaptured(KEYBOARD, "keyboard", "right ctrl")]
    # the captured name binds
    b = hub.bindings.rebind(Intent.FLIP, "keyboard", "shift+x")
    hub.set_bindings(b)
    key(hub, pygame.K_x, mod=pygame.KMOD_SHIFT)
    assert intents(hub.poll()) == [(Intent.FLIP, "press")]


def test_capture_of_other_kinds_leaves_the_keyboard_alone():
    hub = InputHub()
    hub.capture_next_input(("pad",))
    key(hub, pygame.K_RETURN)
    assert intents(hub.poll()) == [(Intent.CONFIRM, "press")]
    assert hub.capturing
    hub.cancel_capture()
    assert not hub.capturing


def test_unseated_keyboard_asks_to_join_seated_does_not():
    hub = InputHub()
    key(hub, pygame.K_RETURN)
    key(hub, pygame.K_RETURN, down=False)
    assert JoinRequest(KEYBOARD) in hub.poll()
    hub.assign_seat(2, KEYBOARD)
    key(hub, pygame.K_SPACE)
    events = hub.poll()
    assert not any(isinstance(e, JoinRequest) for e in events)
    assert [e.seats for e in events if isinstance(e, IntentEvent)] == [(2,)]
    assert [e.seat for e in events if isinstance(e, IntentEvent)] == [2]


def test_mouse_click_wheel_and_pointer():
    hub = InputHub(pointer_map=lambda p: (p[0] // 2, p[1] // 2))  # a window at 2x scale
    hub.process(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(200, 100), rel=(10, 0), buttons=(0, 0, 0))
    )
    hub.process(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(200, 100), button=1))
    hub.process(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(202, 100), button=1))
    hub.process(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(200, 100), button=4))  # legacy
    hub.process(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    hub.process(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(200, 100), button=3))
    events = hub.poll()
    assert events[0] == LastDeviceChanged(MOUSE, "mouse")
    assert events[1] == PointerMove((100, 50), (10, 0))
    assert events[2] == PointerDown((100, 50), 1)
    assert events[3] == IntentEvent(Intent.CONFIRM, MOUSE, pressed=True, pos=(100, 50))
    assert events[4] == IntentEvent(Intent.CONFIRM, MOUSE, released=True, pos=(100, 50))
    assert events[5] == PointerUp((101, 50), 1)
    assert events[6] == Wheel(1, 0, (101, 50))
    assert intents(events[7:]) == [
        (Intent.ROTATE_LEFT, "press"),
        (Intent.ROTATE_LEFT, "release"),
        (Intent.BACK, "press"),
    ]
    assert hub.pointer == (100, 50)


def test_last_device_and_glyphs_follow_the_player():
    hub = InputHub()
    assert hub.layout == "keyboard" and hub.glyph(Intent.CONFIRM) == "Enter"
    hub.process(pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(1, 0)))
    assert hub.layout == "keyboard"  # a nudge of the mouse is not "using" it
    hub.process(pygame.event.Event(pygame.MOUSEMOTION, pos=(9, 1), rel=(8, 0)))
    assert hub.layout == "mouse"
    assert hub.glyph(Intent.CONFIRM) == "Left click"
    assert hub.glyph(Intent.INFO) == "I"  # no mouse binding: the keyboard key
    key(hub, pygame.K_q)
    assert hub.layout == "keyboard"
    assert [e for e in hub.poll() if isinstance(e, LastDeviceChanged)][-1].layout == "keyboard"
    assert hub.glyph(Intent.CONFIRM, "nintendo") == "B"
    assert hub.glyph(Intent.CONFIRM, "pad") == "A"


def test_per_seat_bindings():
    hub = InputHub()
    hub.assign_seat(0, KEYBOARD)
    lefty = Bindings.default().rebind(Intent.CONFIRM, "keyboard", "k", on_conflict="steal")
    hub.set_bindings(lefty, seat=0)
    key(hub, pygame.K_k)
    assert intents(hub.poll()) == [(Intent.CONFIRM, "press")]
    assert hub.glyph(Intent.CONFIRM, seat=0) == "K"
    hub.clear_seat_bindings(0)
    key(hub, pygame.K_k, down=False)
    assert intents(hub.poll()) == [(Intent.CONFIRM, "release")]  # released by source
    assert hub.glyph(Intent.CONFIRM, seat=0) == "Enter"


def test_non_input_events_are_not_consumed():
    hub = InputHub()
    assert hub.process(pygame.event.Event(pygame.QUIT)) is False
    assert hub.process(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F12, mod=0)) is True
