"""Settings persist, survive bad files and clamp bad values."""

from __future__ import annotations

import json

from game.shell.app.settings import Settings, SettingsStore


def test_settings_round_trip(tmp_path):
    store = SettingsStore(tmp_path)
    settings = Settings(
        language="fr",
        text_scale=1.5,
        symbols=False,
        window_size=(1920, 1080),
        bindings={"keyboard": {"confirm": ["space"]}},
    )
    store.save(settings)
    assert SettingsStore(tmp_path).load() == settings


def test_a_broken_settings_file_is_kept_aside(tmp_path, monkeypatch):
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    (tmp_path / "settings.json").write_text("{not json")
    store = SettingsStore(tmp_path)
    assert store.load() == Settings(first_launch=False), "no first-launch questions again"
    assert [key for key, _ in store.notices] == ["notice.settings_aside"]
    assert list(tmp_path.glob("settings.broken-*.json"))


def test_wrong_values_fall_back_or_are_clamped(tmp_path, monkeypatch):
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    (tmp_path / "settings.json").write_text(
        json.dumps(
            {
                "language": "klingon",
                "text_scale": 9,
                "master_volume": -1,
                "symbols": "yes",
                "window_size": [10, 10],
                "unknown": 1,
                "animation_speed": "warp",
            }
        )
    )
    settings = SettingsStore(tmp_path).load()
    assert settings.language == "en" and settings.text_scale == 2.0
    assert settings.master_volume == 0.0 and settings.symbols is True
    assert settings.window_size == (1280, 720) and settings.animation_speed == "normal"
