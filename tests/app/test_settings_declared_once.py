"""Settings are declared once (issue 34, item 5): a field added to the declaration, with its
default and its range, is saved, loaded (as written, and field by field with the messages)
and sanitised without a line anywhere else."""

from __future__ import annotations

import json
from dataclasses import dataclass, fields

from game.shell.app import settings as settings_module
from game.shell.app.settings import Settings, SettingsStore, file_model, option, validate


@dataclass
class Extended(Settings):
    card_zoom: float = option(1.5, bounds=(1.0, 3.0))
    deck_style: str = option("classic", choices=("classic", "modern"))
    gap: tuple[int, int] = option((4, 4), bounds=(0, 64))


def test_a_setting_declared_once_is_saved_loaded_and_sanitised(tmp_path, monkeypatch):
    monkeypatch.setattr(settings_module, "Settings", Extended)
    store = SettingsStore(tmp_path)
    store.save(Extended(card_zoom=2.5, deck_style="modern", gap=(8, 2), first_launch=False))
    written = json.loads(store.path.read_text(encoding="utf-8"))
    assert (written["card_zoom"], written["deck_style"], written["gap"]) == (2.5, "modern", [8, 2])

    loaded = store.load()  # as the game writes it: no pydantic on this path
    assert (loaded.card_zoom, loaded.deck_style, loaded.gap) == (2.5, "modern", (8, 2))
    assert store.problems == []

    sane = Extended(card_zoom=9.0, deck_style="neon").sanitised()
    assert (sane.card_zoom, sane.deck_style) == (3.0, "classic")


def test_a_bad_value_of_a_new_setting_falls_back_with_its_name(tmp_path, monkeypatch):
    monkeypatch.setattr(settings_module, "Settings", Extended)
    assert {"card_zoom", "deck_style", "gap"} <= set(file_model().model_fields)
    data = {"card_zoom": "big", "deck_style": "neon", "gap": [8, 99], "narration": True}
    loaded, problems = validate(data)
    assert (loaded.card_zoom, loaded.deck_style, loaded.gap) == (1.5, "classic", (4, 4))
    assert loaded.narration is True  # the good fields keep their values
    named = {p.split(":")[0].split("[")[0] for p in problems}
    assert named == {"card_zoom", "deck_style", "gap"}, problems

    clamped, problems = validate({"card_zoom": 7, "deck_style": "modern"})
    assert (clamped.card_zoom, clamped.deck_style, problems) == (3.0, "modern", [])


def test_the_file_model_is_the_declaration():
    """The pydantic model of the file is built from the fields: the same names, nothing more."""
    assert set(file_model().model_fields) == {f.name for f in fields(Settings)}
