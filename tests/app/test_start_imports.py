"""The title's first frame waits only for what it shows (issue 16, item 3): a settings file and
a symbols file as the game writes them are read without pydantic (about 90 ms of imports), and
the slots are known to be used without reading a save's header. Files that are not as written
still go field by field through the models, with the same result."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from game.shell.app import settings as settings_module
from game.shell.app.settings import Settings, SettingsStore, validate
from game.shell.options import (
    ANIMATION_SPEEDS,
    ANYTIME_PROMPTS,
    LANGUAGE_CODES,
    PALETTE_NAMES,
    TEXT_SCALE_RANGE,
)
from game.shell.session.slots import SaveSlots
from game.shell.ui import symbols_data

ROOT = Path(__file__).resolve().parents[2]

FIRST_FRAME = """
import sys
from game.shell.app.main import App, parse_options
from game.shell.scenes.title import TitleScene
app = App(parse_options(["--size", "1280x720"]))
app.wait_for_art = False
app.start(TitleScene(app))
app.step(1 / 60)
top = app.stack.top
print("pydantic" in sys.modules, type(top).__name__, app.settings.language,
      app.settings.suggest_moves, top.form.widgets[0].enabled)
"""


def first_frame(tmp_path: Path, saved: Settings) -> list[str]:
    SettingsStore(tmp_path).save(saved)
    env = {
        **os.environ,
        "ISLE_OF_CATS_CONFIG": str(tmp_path),
        "ISLE_OF_CATS_DATA": str(tmp_path),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PYTHONPATH": str(ROOT),
    }
    out = subprocess.run(
        [sys.executable, "-c", FIRST_FRAME], env=env, capture_output=True, text=True, cwd=ROOT
    )
    assert out.returncode == 0, out.stderr[-2000:]
    return out.stdout.split()


def test_a_returning_player_s_first_frame_needs_no_pydantic(tmp_path):
    saved = replace(Settings(), language="fr", first_launch=False, suggest_moves=False)
    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / "slot-3.jsonl").write_text("not a header\n")  # broken, but used
    imported, top, language, suggest, can_continue = first_frame(tmp_path, saved)
    assert top == "TitleScene"
    assert (language, suggest) == ("fr", "False")  # the file was read, every field of it
    assert can_continue == "True"  # a used slot, even broken, enables Continue (Load names it)
    assert imported == "False"


def test_a_settings_file_not_as_written_still_goes_field_by_field(tmp_path):
    SettingsStore(tmp_path).save(replace(Settings(), first_launch=False))
    path = next(tmp_path.glob("*.json"))
    data = json.loads(path.read_text())
    data["text_scale"] = "big"
    data["suggest_moves"] = False
    loaded, problems = validate(data)
    assert loaded.text_scale == Settings().text_scale
    assert loaded.suggest_moves is False
    assert [p.split(":")[0] for p in problems] == ["text_scale"]


def test_the_suggested_move_setting_survives_a_restart(tmp_path):
    store = SettingsStore(tmp_path)
    store.save(replace(Settings(), suggest_moves=False, first_launch=False))
    assert SettingsStore(tmp_path).load().suggest_moves is False


VALUE = {
    "language": st.sampled_from(LANGUAGE_CODES),
    "palette": st.sampled_from(PALETTE_NAMES),
    "animation_speed": st.sampled_from(ANIMATION_SPEEDS),
    "anytime_prompts": st.sampled_from(ANYTIME_PROMPTS),
    "text_scale": st.floats(TEXT_SCALE_RANGE[0] - 1, TEXT_SCALE_RANGE[1] + 1),
    "master_volume": st.one_of(st.floats(-1, 2), st.just(float("nan")), st.integers(-2, 2)),
    "key_repeat_rate": st.floats(allow_nan=True, allow_infinity=True),
    "window_size": st.lists(st.integers(-10, 9000), min_size=1, max_size=3),
    "fullscreen": st.one_of(st.booleans(), st.integers(0, 1)),
    "suggest_moves": st.booleans(),
    "symbol_map": st.dictionaries(st.sampled_from(["blue", "red", "x"]), st.text(max_size=6)),
    "narration": st.one_of(st.booleans(), st.none(), st.text(max_size=3)),
}


@settings(max_examples=300, deadline=None)
@given(st.fixed_dictionaries({}, optional=VALUE))
def test_reading_without_pydantic_gives_what_the_models_give(data):
    """Whenever the quick path takes a file, the field-by-field models agree with it."""
    quick = settings_module._as_written(data)
    if quick is None:
        return
    checked = settings_module._checked(data, problems := [])
    assert problems == []
    as_models = Settings(**{"first_launch": False, **checked}).sanitised()
    assert validate(data) == (as_models, [])


def test_the_shipped_symbols_file_reads_as_the_model_reads_it():
    data = json.loads(symbols_data.PATH.read_text(encoding="utf-8-sig"))
    quick = symbols_data._as_shipped(data)
    model = symbols_data.file_model().model_validate(data)
    assert quick == ({c: model.default[c] for c in model.default}, tuple(model.symbols))
    broken = {**data, "symbols": data["symbols"][:-1]}
    assert symbols_data._as_shipped(broken) is None  # the model says what is wrong


def test_used_slots_are_known_without_reading_headers(tmp_path):
    slots = SaveSlots(tmp_path)
    assert not slots.used()
    (tmp_path / "autosave.jsonl").write_text("{}\n")  # an older version's save moves in
    assert slots.used() and slots.path(1).exists()
    assert slots.used() == bool(slots.entries())


LATER = """
import sys, threading
from game.shell.app.main import App, parse_options
from game.shell.scenes.title import TitleScene
app = App(parse_options(["--size", "1280x720"]))
app.wait_for_art = False
app.start(TitleScene(app))
app.step(1 / 60)
first = ("game.shell.ui.help" in sys.modules, app.input.controllers.started,
         sorted(t.name for t in threading.enumerate()))
app.step(1 / 60)  # the first frame is shown
second = (app.input.controllers.started, app.living._thread is not None)
print(repr((first, second)))
"""


def test_the_first_frame_leaves_for_the_next_what_it_does_not_show(tmp_path):
    """Issue 43: while the title's first frame is drawn, no thread shares the interpreter with
    it (the island is drawn aside once it is shown), SDL's pads are not started yet and the
    help's entries are not imported; the frame after starts the island and opens the pads."""
    SettingsStore(tmp_path).save(replace(Settings(), first_launch=False))
    env = {
        **os.environ,
        "ISLE_OF_CATS_CONFIG": str(tmp_path),
        "ISLE_OF_CATS_DATA": str(tmp_path),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PYTHONPATH": str(ROOT),
    }
    out = subprocess.run(
        [sys.executable, "-c", LATER], env=env, capture_output=True, text=True, cwd=ROOT
    )
    assert out.returncode == 0, out.stderr[-2000:]
    (help_imported, pads, threads), (pads_after, island_after) = eval(out.stdout)
    assert threads == ["MainThread"]
    assert not pads and not help_imported
    assert pads_after and island_after


def test_the_help_key_knows_the_help_screen_by_its_name():
    """The help key no longer imports the help screen (issue 43): it tells it by its name."""
    from game.shell.scenes.help import HelpScene
    from game.shell.scenes.help_key import HELP_SCENE

    assert HelpScene.name == HELP_SCENE


COMPILED = """
import dataclasses
compiled = []
_process = dataclasses._process_class
def _seen(cls, init, *args, **kwargs):
    if init and cls.__module__.startswith("game."):
        compiled.append(cls.__module__ + "." + cls.__qualname__)
    return _process(cls, init, *args, **kwargs)
dataclasses._process_class = _seen
from game.shell.app.main import App, parse_options
from game.shell.scenes.title import TitleScene
app = App(parse_options(["--size", "1280x720"]))
app.wait_for_art = False
app.start(TitleScene(app))
app.step(1 / 60)
print(repr(compiled))
"""


def test_the_title_s_first_frame_compiles_no_dataclass(tmp_path):
    """Issue 43: the value classes a start makes are records (game/shell/record.py), whose
    methods are shared: a @dataclass on the title's path compiles six methods (~0.5 ms)."""
    SettingsStore(tmp_path).save(replace(Settings(), first_launch=False))
    env = {
        **os.environ,
        "ISLE_OF_CATS_CONFIG": str(tmp_path),
        "ISLE_OF_CATS_DATA": str(tmp_path),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PYTHONPATH": str(ROOT),
    }
    out = subprocess.run(
        [sys.executable, "-c", COMPILED], env=env, capture_output=True, text=True, cwd=ROOT
    )
    assert out.returncode == 0, out.stderr[-2000:]
    assert eval(out.stdout.strip().splitlines()[-1]) == []
