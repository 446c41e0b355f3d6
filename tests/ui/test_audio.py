"""Sound: the generated files exist, load and are levelled; Audio works with the dummy driver
and stays silent without a device; volumes clamp; rules events map to sounds; the generator
runs."""

from __future__ import annotations

import array
import dataclasses
import inspect
import math
import os
import shutil
import subprocess
import sys
import wave
from pathlib import Path

import pygame
import pytest

from game.isle.rules import events as ev
from game.isle.rules.ids import COLORS, Tile
from game.isle.ui.sounds import (
    MEOW,
    NO_COLOR_CAT,
    SILENT_EVENTS,
    SOUND_FOR_EVENT,
    sound_for,
    sounds_for,
)
from game.shell.ui import audio
from game.shell.ui.audio import EFFECTS, MUSIC_FILES, Audio, clamp, names, sound_path
from tools import make_sounds


@pytest.fixture(autouse=True)
def fresh_mixer():
    """Each test starts and ends without a mixer, so settings never leak between tests."""
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


def samples(sound: pygame.mixer.Sound) -> list[float]:
    """The first channel's samples of a loaded sound, in -1..1."""
    freq, size, channels = pygame.mixer.get_init()
    assert size == -16
    data = array.array("h", sound.get_raw())
    return [v / 32768 for v in data[::channels]]


def loudest_100ms(x: list[float], rate: int) -> float:
    w, hop = rate // 10, rate // 40
    windows = range(0, max(1, len(x) - w + 1), hop)
    return max(math.sqrt(sum(v * v for v in x[i : i + w]) / len(x[i : i + w])) for i in windows)


def db(v: float) -> float:
    return 20 * math.log10(max(v, 1e-9))


# --- the files --------------------------------------------------------------------------------


def vorbis_stream(path: Path) -> tuple[int, int, int]:
    """(stream serial, channels, sample rate) of an Ogg Vorbis file, read from its first page
    (the Vorbis identification header); AssertionError when the file is not Ogg Vorbis."""
    data = path.read_bytes()[:512]
    assert data[:4] == b"OggS", f"{path.name} is not an Ogg file"
    serial = int.from_bytes(data[14:18], "little")
    segments = data[26]
    packet = data[27 + segments :]
    assert packet[:7] == b"\x01vorbis", f"{path.name} is not Vorbis"
    return serial, packet[11], int.from_bytes(packet[12:16], "little")


def test_the_game_ships_every_sound_as_ogg_vorbis_from_the_generator():
    """What the game loads first (audio.EXTENSIONS): the .ogg files, mono at the mixer's rate,
    each with the stream serial the generator gives that sound (made by make_sounds.py)."""
    assert audio.EXTENSIONS[0] == ".ogg"
    shipped = sorted(p.name for p in audio.SOUNDS_DIR.iterdir() if p.suffix in (".ogg", ".wav"))
    assert shipped == sorted(f"{name}.ogg" for name in names())
    for name in names():
        serial, channels, rate = vorbis_stream(audio.SOUNDS_DIR / f"{name}.ogg")
        assert (channels, rate) == (1, audio.FREQUENCY), name
        assert serial == make_sounds.seed_of(name) & 0x7FFFFFFF, name


def test_every_sound_has_a_file_that_loads():
    Audio()
    assert pygame.mixer.get_init() == (audio.FREQUENCY, -16, 2)
    for name in names():
        path = sound_path(name)
        assert path is not None, f"{name}: no .ogg or .wav in {audio.SOUNDS_DIR}"
        length = pygame.mixer.Sound(str(path)).get_length()
        if name in EFFECTS:
            assert 0.03 <= length <= 5.0, (name, length)
        else:
            assert 30.0 <= length <= 60.0, (name, length)


def test_sounds_are_small():
    total = sum(sound_path(name).stat().st_size for name in names())
    assert total < 3 * 1024 * 1024


def test_effects_do_not_clip_and_have_similar_loudness():
    Audio()
    rate = pygame.mixer.get_init()[0]
    for name in EFFECTS:
        x = samples(pygame.mixer.Sound(str(sound_path(name))))
        assert max(abs(v) for v in x) < 0.95, f"{name} clips"
        level = db(loudest_100ms(x, rate))
        low, high = (-34, -24) if name == "ui_move" else (-25, -13)
        assert low <= level <= high, f"{name}: {level:.1f} dBFS"
        assert abs(x[0]) < 0.02 and abs(x[-1]) < 0.02, f"{name} starts or ends with a click"


@pytest.mark.parametrize("track", sorted(MUSIC_FILES))
def test_music_loops_without_a_seam(track):
    Audio()
    x = samples(pygame.mixer.Sound(str(sound_path(MUSIC_FILES[track]))))
    steps = sorted(abs(x[i + 1] - x[i]) for i in range(0, len(x) - 1, 5))
    median = steps[len(steps) // 2]
    assert abs(x[-1] - x[0]) <= 4 * median, "the loop jumps where it wraps"
    assert max(abs(v) for v in x[::3]) < 0.95


def test_the_generator_knows_every_sound():
    assert set(make_sounds.RECIPES) == set(names())


# --- events -----------------------------------------------------------------------------------


def test_every_rules_event_has_a_sound_or_is_silent_on_purpose():
    classes = {
        name
        for name, cls in inspect.getmembers(ev, inspect.isclass)
        if issubclass(cls, ev.Event) and cls is not ev.Event
    }
    assert set(SOUND_FOR_EVENT) | SILENT_EVENTS == classes
    assert not set(SOUND_FOR_EVENT) & SILENT_EVENTS
    for sound in SOUND_FOR_EVENT.values():
        assert sound == MEOW or sound in names()


@pytest.mark.parametrize("color", COLORS)
def test_a_rescued_cat_meows_in_its_colour(color):
    assert sound_for(ev.CatRescued(0, Tile(403, color), "left", 3, "fish")) == f"meow_{color}"


def test_events_map_to_sounds():
    tile = Tile(401, "red")
    assert sound_for(ev.TilePlaced(0, tile, 1, 0, 0, 0)) == "place"
    assert sound_for(ev.CardBought(1, 113, 2)) == "card_flip"
    assert sound_for(ev.FishGained(0, 20, "fishing")) == "fish"
    assert sound_for(ev.MapCovered(0, "red", True)) == "bonus"
    assert sound_for(ev.MapCovered(0, "red", False)) is None
    assert sound_for(ev.DayEnded(2)) == "day_end"
    assert sound_for(ev.GameEnded((50, 40), (0,))) == "final_score"
    assert sound_for(ev.PhaseStarted("fishing", 1)) is None
    assert sound_for(ev.SisterRemovedCat(2, Tile(404, "blue"), "right", 2)) == "meow_blue"
    assert sound_for(ev.CatRescued(0, Tile(300), "left", 3, "fish")) == NO_COLOR_CAT


def test_a_batch_of_events_makes_each_sound_once():
    batch = [ev.FishGained(seat, 20, "fishing") for seat in range(4)]
    batch += [
        ev.DayStarted(1),
        ev.CatRescued(0, Tile(402, "green"), "left", 3, "fish"),
        ev.TilePlaced(0, Tile(402, "green"), 1, 0, 0, 0),
    ]
    assert sounds_for(batch) == ["fish", "meow_green", "place"]


# --- Audio ------------------------------------------------------------------------------------


def test_audio_plays_with_the_dummy_driver():
    sound = Audio(0.8, 0.5, 0.8)
    assert sound.enabled, sound.problem
    assert sound.play("pick")
    assert sound.play("place", volume=0.5)
    for color in COLORS:
        assert sound.meow(color)
    assert not sound.meow("black")
    assert not sound.meow(None)
    assert sound.play_all(sounds_for([ev.DayEnded(1), ev.DayEnded(1)])) == ["day_end"]
    sound.music("menu")
    assert sound.track == "menu"
    sound.music("play")  # crossfade onto the other music channel
    assert sound.track == "play"
    assert sum(pygame.mixer.Channel(i).get_busy() for i in range(audio.MUSIC_CHANNELS)) >= 1
    sound.music("play")  # the same track: nothing changes
    sound.music(None)
    assert sound.track is None
    sound.stop()
    assert sound.problem is None


def test_unknown_names_are_refused_quietly():
    sound = Audio()
    assert not sound.play("trumpet")
    assert "trumpet" in sound.problem
    sound.music("disco")
    assert sound.track is None and "disco" in sound.problem


def test_sounds_are_loaded_once():
    sound = Audio()
    sound.play("flip")
    first = sound._sounds["flip"]
    sound.play("flip")
    assert sound._sounds["flip"] is first
    assert "rotate" not in sound._sounds  # lazily: only what was played


def test_audio_is_silent_without_a_device(monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    sound = Audio()
    assert not sound.enabled
    assert "No available audio device" in sound.problem
    assert not sound.play("pick")
    assert not sound.meow("red")
    sound.music("menu")
    assert sound.track == "menu"  # remembered, so the state is the same with or without sound
    sound.set_volumes(0.3, 0.2, 0.1)
    sound.stop()
    assert (sound.master_volume, sound.music_volume, sound.effects_volume) == (0.3, 0.2, 0.1)


def test_audio_is_silent_with_an_unusable_driver():
    """A real start failure, in a fresh process: SDL cannot open the audio driver."""
    code = (
        "from game.shell.ui.audio import Audio\n"
        "a = Audio()\n"
        "a.play('pick'); a.meow('blue'); a.music('menu'); a.set_volumes(1, 1, 1); a.stop()\n"
        "print(a.enabled, a.problem)\n"
    )
    env = {
        **os.environ,
        "SDL_AUDIODRIVER": "no_such_driver",
        "PYTHONPATH": str(Path(__file__).resolve().parents[2]),
    }
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1].startswith("False no sound")


def test_sound_can_be_turned_off():
    sound = Audio(start=False)
    assert not sound.enabled and sound.problem
    assert not sound.play("pick")
    assert not pygame.mixer.get_init()


def test_a_missing_file_silences_that_sound_only(tmp_path):
    shutil.copy(sound_path("pick"), tmp_path)
    sound = Audio(folder=tmp_path)
    assert sound.play("pick")
    assert not sound.play("place")
    assert sound.enabled and "place" in sound.problem
    sound.music("menu")  # missing too: silent, no error
    assert sound.track == "menu"


def test_a_corrupt_file_silences_that_sound_only(tmp_path):
    (tmp_path / "pick.ogg").write_bytes(b"not a sound at all")
    sound = Audio(folder=tmp_path)
    assert not sound.play("pick")
    assert "pick.ogg" in sound.problem


def test_volumes_clamp():
    sound = Audio(2.0, -1.0, float("nan"))
    assert (sound.master_volume, sound.music_volume, sound.effects_volume) == (1.0, 0.0, 0.0)
    sound.set_volumes(0.5, 7, "loud")  # type: ignore[arg-type]
    assert (sound.master_volume, sound.music_volume, sound.effects_volume) == (0.5, 1.0, 0.0)
    assert not sound.play("pick")  # effects at 0: nothing to hear
    sound.set_volumes(0.5, 0.5, 0.8)
    assert sound.play("pick", volume=0.5)
    assert sound._sounds["pick"].get_volume() == pytest.approx(0.5 * 0.8 * 0.5, abs=0.01)
    sound.music("menu")
    sound.set_volumes(1.0, 0.25, 0.8)
    assert sound._sounds["music_menu"].get_volume() == pytest.approx(0.25, abs=0.01)
    assert [clamp(v) for v in (-0.1, 0.4, 1.5, None, float("inf"))] == [0, 0.4, 1, 0, 0]


# --- the generator ----------------------------------------------------------------------------


def test_make_sounds_smoke(tmp_path):
    wanted = "pick,meow_orange,music_menu"
    assert make_sounds.main([str(tmp_path / "a"), "--only", wanted, "--quick", "--wav"]) == 0
    assert make_sounds.main([str(tmp_path / "b"), "--only", "pick", "--quick", "--wav"]) == 0
    assert sorted(p.name for p in (tmp_path / "a").iterdir()) == [
        "meow_orange.wav",
        "music_menu.wav",
        "pick.wav",
    ]
    same = (tmp_path / "a" / "pick.wav").read_bytes() == (tmp_path / "b" / "pick.wav").read_bytes()
    assert same, "the generator is not deterministic"
    Audio()
    for path in (tmp_path / "a").iterdir():
        assert pygame.mixer.Sound(str(path)).get_length() > 0.1


def test_make_sounds_refuses_unknown_names(tmp_path, capsys):
    assert make_sounds.main([str(tmp_path), "--only", "kazoo"]) == 2
    assert "kazoo" in capsys.readouterr().err


def test_make_sounds_encodes_ogg_with_oggenc(tmp_path, monkeypatch):
    """The path that makes the shipped files: the WAV rendered, handed to oggenc with a fixed
    quality and stream serial, only the .ogg kept. Runs everywhere: a stand-in oggenc on the
    PATH records what it was given (the shipped files themselves are checked above)."""
    bin_dir, given = tmp_path / "bin", tmp_path / "given"
    bin_dir.mkdir()
    stand_in = bin_dir / "oggenc"
    stand_in.write_text(
        f"#!{sys.executable}\n"
        "import shutil, sys\n"
        "args = sys.argv[1:]\n"
        f"open({str(given / 'args')!r}, 'w').write('\\n'.join(args))\n"
        f"shutil.copy(args[-1], {str(given / 'input.wav')!r})\n"
        "open(args[args.index('-o') + 1], 'wb').write(b'OggS stand-in')\n"
    )
    stand_in.chmod(0o755)
    given.mkdir()
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    out = tmp_path / "out"
    out.mkdir()
    (out / "ui_move.wav").write_bytes(b"stale")
    assert make_sounds.main([str(out), "--only", "ui_move"]) == 0
    assert [p.name for p in out.iterdir()] == ["ui_move.ogg"], "the stale WAV is gone"
    args = (given / "args").read_text().split("\n")
    assert args[args.index("-q") + 1] == make_sounds.OGG_QUALITY
    assert args[args.index("-s") + 1] == str(make_sounds.seed_of("ui_move") & 0x7FFFFFFF)
    assert args[args.index("-o") + 1] == str(out / "ui_move.ogg")
    with wave.open(str(given / "input.wav")) as source:
        assert (source.getnchannels(), source.getframerate()) == (1, audio.FREQUENCY)
        assert source.getnframes() > 0.03 * audio.FREQUENCY


def test_meow_specs_differ():
    specs = [dataclasses.astuple(spec) for spec in make_sounds.MEOWS.values()]
    assert len(set(specs)) == len(COLORS) == len(make_sounds.MEOWS)
    assert set(make_sounds.MEOWS) == set(COLORS)


def test_sounds_folder_is_where_the_game_looks():
    assert audio.SOUNDS_DIR == Path(__file__).resolve().parents[2] / "assets" / "sounds"
    assert make_sounds.DEFAULT_OUT == audio.SOUNDS_DIR
