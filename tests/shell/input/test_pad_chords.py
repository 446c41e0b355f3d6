"""The status keys on a pad (issue 46): View held with a button; View alone is still View."""

from __future__ import annotations

from game.shell.input import Intent, IntentEvent, pad
from tests.shell.input.conftest import pump


def test_the_status_keys_are_pad_chords_and_view_alone_keeps_its_intent(hub, pads):
    one = pads(name="Pad One")
    pump(hub)
    device = pad(one.instance_id)
    one.tap("a")
    pump(hub)
    hub.assign_seat(0, device)
    one.press("back")
    one.tap("dpup")
    one.tap("a")
    one.release("back")
    pressed = [e.intent for e in pump(hub) if isinstance(e, IntentEvent) and e.pressed]
    assert pressed == [Intent.WHERE, Intent.REPEAT], "View held: the chords, never View"
    one.tap("back")
    pressed = [e.intent for e in pump(hub) if isinstance(e, IntentEvent) and e.pressed]
    assert pressed == [Intent.VIEW], "View alone is still View"
