"""Bindings: the defaults, remapping with conflicts, reset, and the JSON round trip."""

from __future__ import annotations

import json

import pytest

from game.shell.input import (
    ESSENTIAL,
    KINDS,
    BindingConflictError,
    Bindings,
    BindingsError,
    Intent,
)
from game.shell.input.bindings import MOUSE_INPUTS, PAD_INPUTS, is_valid_input, split_key


def test_every_intent_has_a_key_and_a_pad_input():
    """A pad input of its own, or a chord (the status keys: View held with a button)."""
    from game.shell.input.bindings import PAD_CHORDS

    b = Bindings.default()
    for intent in Intent:
        assert b.inputs_for(intent, "keyboard"), intent
        assert b.inputs_for(intent, "pad") or intent in PAD_CHORDS.values(), intent


def test_default_table():
    b = Bindings.default()
    assert b.inputs_for(Intent.UP, "keyboard") == ("up", "w")
    assert b.inputs_for(Intent.CONFIRM, "keyboard")[:2] == ("return", "space")
    assert b.intent_for("keyboard", "escape") == Intent.MENU
    assert b.intent_for("keyboard", "backspace") == Intent.BACK
    assert b.intent_for("keyboard", "shift+tab") == Intent.PREV
    assert b.intent_for("keyboard", "tab") == Intent.NEXT
    assert b.intent_for("keyboard", "q") == Intent.ROTATE_LEFT
    assert b.intent_for("keyboard", "f") == Intent.FLIP
    assert b.intent_for("mouse", "left") == Intent.CONFIRM
    assert b.intent_for("mouse", "right") == Intent.BACK
    assert b.intent_for("mouse", "wheelup") == Intent.ROTATE_LEFT
    assert b.intent_for("pad", "a") == Intent.CONFIRM
    assert b.intent_for("pad", "b") == Intent.BACK
    assert b.intent_for("pad", "x") == Intent.FLIP
    assert b.intent_for("pad", "y") == Intent.HELP  # issue 15: Y explains the focused element
    assert b.intent_for("keyboard", "shift+/") == Intent.HELP  # "?"
    assert b.intent_for("keyboard", "f1") == Intent.HELP
    assert b.intent_for("keyboard", "h") == Intent.HINT
    assert b.intent_for("pad", "righty+") == Intent.HINT
    # hide tiles / try shapes keep a pad input: the right stick's right (the triggers page)
    assert b.intent_for("pad", "rightx+") == Intent.INFO
    assert b.inputs_for(Intent.NEXT, "pad") == ("righttrigger",)
    assert b.intent_for("pad", "start") == Intent.MENU
    assert b.intent_for("pad", "back") == Intent.VIEW
    assert b.intent_for("pad", "lefttrigger") == Intent.PREV
    assert b.intent_for("pad", "righttrigger") == Intent.NEXT
    assert b.intent_for("pad", "lefty-") == Intent.UP
    assert b.intent_for("pad", "dpleft") == Intent.LEFT


def test_azerty_moves_with_zqsd():
    b = Bindings.default("azerty")
    assert b.intent_for("keyboard", "z") == Intent.UP
    assert b.intent_for("keyboard", "q") == Intent.LEFT
    assert b.intent_for("keyboard", "a") == Intent.ROTATE_LEFT
    assert b.intent_for("keyboard", "w") is None
    assert b.intent_for("keyboard", "shift+,") == Intent.HELP  # "?" on AZERTY


def test_input_names_are_validated_and_canonical():
    assert is_valid_input("keyboard", "shift+tab")
    assert is_valid_input("keyboard", "+")
    assert not is_valid_input("keyboard", "no such key")
    assert not is_valid_input("pad", "z")
    assert "leftx-" in PAD_INPUTS and "wheelup" in MOUSE_INPUTS
    assert split_key("ctrl+shift+tab") == (frozenset({"ctrl", "shift"}), "tab")
    assert split_key("+") == (frozenset(), "+")
    b = Bindings({"keyboard": {Intent.CONFIRM: ["Return", "shift+ctrl+K"]}})
    assert b.inputs_for(Intent.CONFIRM, "keyboard") == ("return", "ctrl+shift+k")
    with pytest.raises(BindingsError, match="keyboard: confirm: unknown keyboard input"):
        Bindings({"keyboard": {Intent.CONFIRM: ["no such key"]}})


def test_one_input_means_one_intent():
    with pytest.raises(BindingConflictError) as caught:
        Bindings({"pad": {Intent.CONFIRM: ["a"], Intent.BACK: ["a"]}})
    assert caught.value.intent == Intent.CONFIRM


def test_json_round_trip():
    b = Bindings.default().rebind(Intent.FLIP, "keyboard", "r")
    text = json.dumps(b.to_json())
    back = Bindings.from_json(json.loads(text))
    assert back == b
    assert back.to_json() == b.to_json()
    assert hash(back) == hash(b)
    assert Bindings.from_json(Bindings.default().to_json()) == Bindings.default()


def test_from_json_fills_missing_kinds_and_new_intents_with_free_defaults():
    data = Bindings.default().to_json()
    del data["mouse"]
    del data["keyboard"]["overlay"]  # an intent added after the file was written ...
    data["keyboard"]["flip"] = ["o"]  # ... whose default key the player used meanwhile
    b = Bindings.from_json(data)
    assert b.inputs_for(Intent.CONFIRM, "mouse") == ("left",)
    assert b.inputs_for(Intent.FLIP, "keyboard") == ("o",)
    assert b.inputs_for(Intent.OVERLAY, "keyboard") == ()
    data["keyboard"]["flip"] = []  # an empty list stays unbound
    assert Bindings.from_json(data).inputs_for(Intent.FLIP, "keyboard") == ()


@pytest.mark.parametrize(
    "data, message",
    [
        ([], "must be an object"),
        ({"version": 9}, "version"),
        ({"keyboard": {"jump": ["space"]}}, "keyboard: unknown intent 'jump'"),
        ({"pad": {"confirm": "a"}}, "pad: confirm: must be a list"),
        ({"pad": {"confirm": ["zz"]}}, "pad: confirm: unknown pad input 'zz'"),
        ({"mouse": []}, "mouse: must be an object"),
    ],
)
def test_from_json_errors_name_the_entry(data, message):
    with pytest.raises(BindingsError, match=message):
        Bindings.from_json(data)


def test_rebind_replaces_the_slot_and_is_a_new_value():
    b = Bindings.default()
    c = b.rebind(Intent.FLIP, "keyboard", "r")
    assert c.inputs_for(Intent.FLIP, "keyboard") == ("r",)
    assert c.intent_for("keyboard", "f") is None
    assert b.inputs_for(Intent.FLIP, "keyboard") == ("f",)  # unchanged
    d = c.rebind(Intent.FLIP, "keyboard", "g", slot=5)  # past the end: added
    assert d.inputs_for(Intent.FLIP, "keyboard") == ("r", "g")
    e = d.rebind(Intent.FLIP, "keyboard", "g", slot=0)  # reorder within the intent
    assert e.inputs_for(Intent.FLIP, "keyboard") == ("g",)


def test_rebind_conflict_policies():
    b = Bindings.default()
    with pytest.raises(BindingConflictError) as caught:
        b.rebind(Intent.FLIP, "keyboard", "q")
    assert caught.value.intent == Intent.ROTATE_LEFT and caught.value.input == "q"
    swapped = b.rebind(Intent.FLIP, "keyboard", "q", on_conflict="swap")
    assert swapped.inputs_for(Intent.FLIP, "keyboard") == ("q",)
    assert swapped.inputs_for(Intent.ROTATE_LEFT, "keyboard") == ("f",)
    stolen = b.rebind(Intent.FLIP, "keyboard", "q", on_conflict="steal")
    assert stolen.inputs_for(Intent.ROTATE_LEFT, "keyboard") == ()
    assert b.conflict(Intent.FLIP, "keyboard", "q") == Intent.ROTATE_LEFT
    assert b.conflict(Intent.ROTATE_LEFT, "keyboard", "q") is None


def test_a_conflict_never_leaves_an_essential_intent_unbound():
    b = Bindings.default()
    with pytest.raises(BindingConflictError, match="only one for confirm"):
        b.rebind(Intent.FLIP, "pad", "a", on_conflict="steal")
    # swapping gives confirm the flip button instead: allowed
    c = b.rebind(Intent.FLIP, "pad", "a", on_conflict="swap")
    assert c.inputs_for(Intent.CONFIRM, "pad") == ("x",)
    with pytest.raises(BindingsError, match="needs at least one input"):
        b.unbind(Intent.CONFIRM, "mouse", "left")
    assert Intent.CONFIRM in ESSENTIAL["mouse"]


def test_unbind_and_reset():
    b = Bindings.default().unbind(Intent.UP, "keyboard", "w")
    assert b.inputs_for(Intent.UP, "keyboard") == ("up",)
    assert b.unbind(Intent.UP, "keyboard", "w") is b  # nothing to do
    changed = (
        Bindings.default()
        .rebind(Intent.FLIP, "keyboard", "q", on_conflict="steal")
        .rebind(Intent.CONFIRM, "pad", "b", on_conflict="swap")
    )
    assert changed.reset() == Bindings.default()
    pad_reset = changed.reset("pad")
    assert pad_reset.inputs_for(Intent.CONFIRM, "pad") == ("a",)
    assert pad_reset.inputs_for(Intent.FLIP, "keyboard") == ("q",)  # keyboard untouched
    one = changed.reset("keyboard", Intent.ROTATE_LEFT)
    assert one.inputs_for(Intent.ROTATE_LEFT, "keyboard") == ("q",)
    assert one.inputs_for(Intent.FLIP, "keyboard") == ()  # gave "q" back


def test_rebind_rejects_unknown_things():
    b = Bindings.default()
    with pytest.raises(BindingsError):
        b.rebind(Intent.FLIP, "keyboard", "not a key")
    with pytest.raises(BindingsError):
        b.rebind(Intent.FLIP, "joystick", "a")
    with pytest.raises(BindingsError):
        b.rebind(Intent.FLIP, "pad", "a", on_conflict="ignore")
    assert set(b.to_json()) == {"version", *KINDS}
