"""End to end with real virtual game controllers attached through SDL: hot-plug, joining seats,
intents per device, unplugging a seated pad, taking the seat back, lights, rumble, layouts."""

from __future__ import annotations

import pygame

from game.shell.input import (
    DEFAULT_SEAT_COLORS,
    KEYBOARD,
    InputCaptured,
    InputHub,
    Intent,
    IntentEvent,
    JoinRequest,
    PadConnected,
    PadDisconnected,
    SeatDisconnected,
    SeatReconnected,
    pad,
)
from tests.shell.input.conftest import pump
from tests.shell.input.virtual_pads import VirtualJoystick

XBOX_ONE = {"vendor_id": 0x045E, "product_id": 0x02EA}
DUALSENSE = {"vendor_id": 0x054C, "product_id": 0x0CE6}
SWITCH_PRO = {"vendor_id": 0x057E, "product_id": 0x2009}


def of(kind, events):
    return [e for e in events if isinstance(e, kind)]


def intents(events):
    return [
        (e.intent, e.device, e.seats, "press" if e.pressed else "repeat" if e.repeat else "release")
        for e in of(IntentEvent, events)
    ]


def test_two_pads_join_and_drive_their_own_seats(hub, pads):
    one, two = pads(name="Pad One"), pads(name="Pad Two")
    events = pump(hub)
    connected = of(PadConnected, events)
    assert [e.device for e in connected] == [pad(one.instance_id), pad(two.instance_id)]
    assert len(hub.pads) == 2  # each pad once, though SDL announced it twice
    d1, d2 = pad(one.instance_id), pad(two.instance_id)

    # "press a button to join": both pads ask, the setup screen seats them
    one.tap("a")
    two.tap("a")
    events = pump(hub)
    assert of(JoinRequest, events) == [JoinRequest(d1), JoinRequest(d2)]
    hub.assign_seat(0, d1)
    hub.assign_seat(1, d2)
    assert one.leds[-1] == DEFAULT_SEAT_COLORS[0]
    assert two.leds[-1] == DEFAULT_SEAT_COLORS[1]

    one.tap("x")
    two.press("start")
    two.press("dpdown")
    events = pump(hub)
    assert not of(JoinRequest, events)
    assert intents(events) == [
        (Intent.FLIP, d1, (0,), "press"),
        (Intent.FLIP, d1, (0,), "release"),
        (Intent.MENU, d2, (1,), "press"),
        (Intent.DOWN, d2, (1,), "press"),
    ]
    assert hub.last_device == d2
    # held d-pad repeats on the fixed step; the stick joins it without a second press
    two.axis("lefty", 0.9)
    events = pump(hub, dt=hub.config.repeat_delay + 0.001)
    assert intents(events) == [(Intent.DOWN, d2, (1,), "repeat")]
    two.release("dpdown")
    assert intents(pump(hub)) == []
    two.axis("lefty", 0.0)
    assert intents(pump(hub)) == [(Intent.DOWN, d2, (1,), "release")]


def test_unplugging_a_seated_pad_and_taking_the_seat_with_another(hub, pads):
    one, two, spare = pads(), pads(), pads()
    pump(hub)
    d1, d2, d3 = (pad(p.instance_id) for p in (one, two, spare))
    hub.assign_seat(0, d1)
    hub.assign_seat(1, d2)

    one.press("leftshoulder")  # held when unplugged: released, never stuck
    pump(hub)
    one.unplug()
    events = pump(hub)
    assert intents(events) == [(Intent.ROTATE_LEFT, d1, (0,), "release")]
    assert of(PadDisconnected, events) == [PadDisconnected(d1)]
    assert of(SeatDisconnected, events) == [SeatDisconnected(0, d1)]
    assert hub.seats.waiting() == (0,)
    assert len(hub.pads) == 2

    two.tap("a")  # a seated pad does not take the waiting seat
    assert of(SeatReconnected, pump(hub)) == []

    spare.press("b")
    events = pump(hub)
    assert of(SeatReconnected, events) == [SeatReconnected(0, d3)]
    assert intents(events) == [] and not of(JoinRequest, events)  # the press was the take
    assert spare.leds[-1] == DEFAULT_SEAT_COLORS[0]
    spare.release("b")
    assert intents(pump(hub)) == []  # nor does its release leak
    spare.tap("a")
    assert intents(pump(hub))[0] == (Intent.CONFIRM, d3, (0,), "press")
    assert hub.seats.waiting() == ()


def test_the_same_pad_plugging_back_in_takes_its_seat(hub, pads):
    first = pads(name="Xbox Wireless Controller", **XBOX_ONE)
    other = pads(name="Another pad")
    pump(hub)
    hub.assign_seat(2, pad(first.instance_id))
    hub.assign_seat(0, pad(other.instance_id))
    first.unplug()
    assert of(SeatDisconnected, pump(hub)) == [SeatDisconnected(2, pad(first.instance_id))]
    again = pads(name="Xbox Wireless Controller", **XBOX_ONE)
    events = pump(hub)
    new = pad(again.instance_id)
    assert new != pad(first.instance_id)  # SDL gives a replugged pad a new instance id
    assert of(PadConnected, events) == [PadConnected(new, "Xbox Wireless Controller", "xbox")]
    assert of(SeatReconnected, events) == [SeatReconnected(2, new)]
    assert again.leds[-1] == DEFAULT_SEAT_COLORS[2]
    assert hub.seats.can_act(2, new)


def test_layouts_come_from_the_controller_type(hub, pads):
    ps5 = pads(name="Virtual DualSense", **DUALSENSE)
    switch = pads(name="Virtual Switch", **SWITCH_PRO)
    plain = pads(name="Virtual Pad")
    events = pump(hub)
    layouts = {e.device.instance: e.layout for e in of(PadConnected, events)}
    assert layouts == {
        ps5.instance_id: "playstation5",
        switch.instance_id: "nintendo",
        plain.instance_id: "xbox",
    }
    ps5.tap("y")
    pump(hub)
    assert hub.layout == "playstation5"
    assert hub.glyph(Intent.CONFIRM) == "Cross"
    assert hub.glyph(Intent.VIEW) == "Create"
    switch.tap("y")
    pump(hub)
    assert hub.glyph(Intent.CONFIRM) == "B" and hub.glyph(Intent.BACK) == "A"
    hub.assign_seat(3, pad(switch.instance_id))
    assert hub.glyph(Intent.MENU, seat=3) == "+"
    switch.unplug()
    pump(hub)
    assert hub.layout == "nintendo"  # prompts do not jump when the pad used last goes away


def test_rumble_for_your_turn(hub, pads):
    shaker = pads(name="Rumbly")
    still = pads(name="No motors", rumble=False, led=False)
    pump(hub)
    hub.assign_seat(0, pad(shaker.instance_id))
    hub.assign_seat(1, pad(still.instance_id))
    hub.assign_seat(2, KEYBOARD)
    assert hub.rumble(0, 0.5, 120) is True
    assert shaker.rumbles[-1][0] in (32767, 32768)
    assert hub.rumble(1, 1.0, 120) is False  # no rumble: a quiet no-op
    assert hub.rumble(2) is False  # the keyboard
    assert hub.rumble(3) is False  # nobody there
    hub.set_rumble_enabled(0, False)
    assert hub.rumble(0) is False
    hub.set_rumble_enabled(0, True)
    assert hub.rumble(0) is True
    assert still.leds == []  # a pad without a light is left alone
    hub.set_seat_colors([(1, 2, 3), (4, 5, 6), (7, 8, 9), (10, 11, 12)])
    assert shaker.leds[-1] == (1, 2, 3)


def test_triggers_and_right_stick(hub, pads):
    p = pads()
    pump(hub)
    d = pad(p.instance_id)
    p.axis("righttrigger", 0.4)
    assert intents(pump(hub)) == []  # inside the trigger's dead zone
    p.axis("righttrigger", 0.9)
    p.axis("righttrigger", 0.0)
    p.axis("lefttrigger", 1.0)
    p.axis("righty", -1.0)
    events = pump(hub)
    assert [(i, k) for i, _, _, k in intents(events)] == [
        (Intent.NEXT, "press"),
        (Intent.NEXT, "release"),
        (Intent.PREV, "press"),
        (Intent.PLAY_CARD, "press"),
    ]
    assert all(dev == d for _, dev, _, _ in intents(events))


def test_non_controllers_are_ignored(hub, pads):
    stick = VirtualJoystick()
    try:
        events = pump(hub)
        assert of(PadConnected, events) == []
        stick.press(0)
        assert pump(hub) == []
    finally:
        stick.unplug()
    assert pump(hub) == [] and hub.pads == []


def test_a_pad_appearing_and_vanishing_mid_frame_never_crashes(hub, pads):
    # the hub missed the pad's arrival (another part of the app drained the queue) and sees
    # its first button press: it opens the pad there and then
    quick = pads(name="Quick")
    other = InputHub()
    other.start_controllers()  # opens the controller in SDL so it sends button events
    pygame.event.get()  # ... and the "added" events are lost for our hub
    quick.press("a")
    events = pump(hub)
    d = pad(quick.instance_id)
    assert of(PadConnected, events) and of(JoinRequest, events) == [JoinRequest(d)]
    assert intents(events) == [(Intent.CONFIRM, d, (), "press")]
    # plugged, pressed and unplugged within one frame
    ghost = pads(name="Ghost")
    ghost.press("b")
    ghost.unplug()
    events = pump(hub)
    assert [e.device for e in of(PadDisconnected, events)] in ([], [pad(ghost.instance_id)])
    assert pad(ghost.instance_id) not in [i.device for i in hub.pads]
    # a fresh controller module scan after all that still finds exactly the live pad
    hub.start_controllers()
    assert [i.device for i in hub.pads] == [d]


def test_capture_a_pad_input_for_remapping(hub, pads):
    p = pads()
    pump(hub)
    d = pad(p.instance_id)
    hub.capture_next_input(("pad",))
    p.press("rightshoulder")
    events = pump(hub)
    assert of(InputCaptured, events) == [InputCaptured(d, "pad", "rightshoulder")]
    assert intents(events) == [] and not of(JoinRequest, events)
    p.release("rightshoulder")
    assert intents(pump(hub)) == []
    hub.capture_next_input(("pad",))
    p.axis("leftx", -1.0)
    events = pump(hub)
    assert of(InputCaptured, events) == [InputCaptured(d, "pad", "leftx-")]
    assert intents(events) == []
    p.axis("leftx", 0.0)
    assert intents(pump(hub)) == []


def test_focus_loss_releases_pad_inputs(hub, pads):
    p = pads()
    pump(hub)
    d = pad(p.instance_id)
    p.press("dpleft")
    pump(hub)
    hub.process(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    assert intents(hub.poll()) == [(Intent.LEFT, d, (), "release")]
    p.release("dpleft")
    assert intents(pump(hub, dt=1.0)) == []


def test_controllers_need_starting(sdl_ready, pads):
    """pygame.init() does not open pads: without start_controllers the hub ignores them."""
    idle = InputHub()
    p = pads()
    p.tap("a")
    idle.process_all(pygame.event.get())
    assert idle.poll() == [] and idle.pads == []


def test_stick_deadzone_hysteresis_and_repeat_end_to_end(hub, pads):
    p = pads()
    pump(hub)
    d = pad(p.instance_id)
    p.axis("leftx", 0.3)
    assert intents(pump(hub)) == []  # resting thumb: nothing
    p.axis("leftx", 0.8)
    assert intents(pump(hub)) == [(Intent.RIGHT, d, (), "press")]
    p.axis("leftx", 0.4)  # eased off, still past the release radius: held and repeating
    events = pump(hub, dt=hub.config.repeat_delay + 3 * hub.config.repeat_interval + 0.001)
    assert intents(events) == [(Intent.RIGHT, d, (), "repeat")] * 3
    p.axis("leftx", 0.1)
    assert intents(pump(hub)) == [(Intent.RIGHT, d, (), "release")]
    p.axis("lefty", -0.9)
    assert intents(pump(hub)) == [(Intent.UP, d, (), "press")]


def test_controllers_can_stop_and_start_again(hub, pads):
    p = pads()
    pump(hub)
    hub.stop_controllers()
    assert hub.pads == []
    hub.start_controllers()
    assert [i.device for i in hub.pads] == [pad(p.instance_id)]
    p.tap("b")
    assert [i for i, *_ in intents(pump(hub))] == [Intent.BACK, Intent.BACK]
