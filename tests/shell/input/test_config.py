"""Input settings: JSON round trip and validation."""

from __future__ import annotations

import json
from typing import get_args

import pytest

from game.shell.input import InputConfig, InputConfigError, Intent
from game.shell.input.config import IntentName


def test_round_trip():
    config = InputConfig.from_json(
        {
            "hold_to_confirm_ms": 600,
            "repeat_delay": 0.5,
            "stick_press": 0.6,
            "hold_intents": ["confirm", "back"],
        }
    )
    assert config.hold_to_confirm_ms == 600 and config.hold_seconds == 0.6
    assert config.analog.stick_press == 0.6
    assert config.hold_intents == {Intent.CONFIRM, Intent.BACK}
    assert InputConfig.from_json(json.loads(json.dumps(config.to_json()))) == config
    assert InputConfig.from_json({}) == InputConfig()


@pytest.mark.parametrize(
    "data, message",
    [
        ({"repeat_delay": "fast"}, "repeat_delay"),
        ({"hold_to_confirm_ms": 9000}, "hold_to_confirm_ms"),
        ({"hold_to_confirm_ms": 1.5}, "hold_to_confirm_ms: .*integer"),
        ({"hold_intents": ["confirm", "fly"]}, r"hold_intents\[1\]"),
        ({"stick_press": True}, "stick_press: .*number"),
        ({"repeat_delay": 10**400}, "repeat_delay"),
        ({"stick_press": 0.2, "stick_release": 0.4}, "stick_release"),
        ({"repeat_intents": ["up", "teleport"]}, "repeat_intents"),
        ({"hold_intents": "confirm"}, "hold_intents"),
        ({"repeat_interval": 0}, "repeat_interval"),
        ([1, 2], "object"),
    ],
)
def test_bad_values_name_the_field(data, message):
    with pytest.raises(InputConfigError, match=message):
        InputConfig.from_json(data)


def test_the_file_names_every_intent_and_no_other():
    """The intent names the file may hold are written out for the type checker: they are
    ``Intent``'s values, all of them, in its order."""
    assert get_args(IntentName) == tuple(i.value for i in Intent)
