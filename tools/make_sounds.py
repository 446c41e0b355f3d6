"""Generate every sound of the game from code: effects, five meows and two music loops.

    python tools/make_sounds.py [OUTDIR]                  # every sound, into assets/sounds
    python tools/make_sounds.py OUTDIR --only pick,fish   # some sounds only
    python tools/make_sounds.py OUTDIR --quick --wav      # fast smoke run: 2-bar music, WAV

The synthesiser is this file, standard library only (math, random, array, wave): damped sine
partials (marimba, kalimba, ukulele-like plucks, bells), sustained pads, swept and band-passed
noise (cards, swishes, waves), formant-filtered harmonics for the meows and a Schroeder reverb.
Every random choice comes from a generator seeded by the sound's name, so each run writes the
same samples. Output is mono 22050 Hz. When ``oggenc`` (Debian: ``apt-get install
vorbis-tools``) is on the PATH the files are OGG Vorbis with a fixed stream serial (small and
reproducible); without it, or with ``--wav``, they are 16-bit WAV files, which the game loads
just as well. Music loops are rendered on a circle (notes, filters and the reverb tail wrap
around the end), so the last sample runs straight into the first: no seam, no click.

Levels: each effect is scaled to a target loudness (the loudest 100 ms RMS), never above a
-1 dBFS peak; the table printed at the end gives duration, peak, loudness, RMS and size.
"""

from __future__ import annotations

import array
import math
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
import wave
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from operator import add
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from game.shell.arguments import Parser  # noqa: E402

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # game.shell.ui.audio imports pygame
from game.cli import check_folder  # noqa: E402
from game.shell.ui.audio import MUSIC_FILES, names  # noqa: E402

RATE = 22050
PEAK_LIMIT = 10 ** (-1.0 / 20)  # -1 dBFS
DEFAULT_OUT = Path(__file__).resolve().parents[1] / "assets" / "sounds"
OGG_QUALITY = "4"  # oggenc -q: about 45 kbit/s for mono 22050 Hz

Buf = list[float]


# --- basics ---------------------------------------------------------------------------------


def n_of(seconds: float) -> int:
    return int(round(seconds * RATE))


def silence(seconds: float) -> Buf:
    return [0.0] * n_of(seconds)


def mtof(midi: float) -> float:
    return 440.0 * 2 ** ((midi - 69) / 12)


_PITCH = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11}


def note(name: str) -> int:
    """``C4`` -> 60, ``Bb4`` -> 70, ``F#3`` -> 54."""
    pc, rest = _PITCH[name[0]], name[1:]
    while rest and rest[0] in "#b":
        pc += 1 if rest[0] == "#" else -1
        rest = rest[1:]
    return 12 * (int(rest) + 1) + pc


def seed_of(name: str) -> int:
    return zlib.crc32(name.encode())


def mix(dst: Buf, src: Sequence[float], at: int, gain: float = 1.0, wrap: bool = False) -> None:
    """Add ``src * gain`` into ``dst`` from sample ``at``; ``wrap`` continues past the end at
    the start (music loops), otherwise what does not fit is dropped."""
    n = len(dst)
    if gain != 1.0:
        src = [v * gain for v in src]
    if wrap:
        at %= n
    pos = 0
    while pos < len(src):
        if at >= n:
            if not wrap:
                return
            at = 0
        take = min(len(src) - pos, n - at)
        dst[at : at + take] = map(add, dst[at : at + take], src[pos : pos + take])
        pos += take
        at += take


def scale(x: Buf, gain: float) -> Buf:
    return [v * gain for v in x]


def multiply(x: Buf, env: Sequence[float]) -> Buf:
    return [a * b for a, b in zip(x, env, strict=False)]


def fade(x: Buf, fade_in: float, fade_out: float) -> Buf:
    """Raised-cosine fades at both ends, in place."""
    n = len(x)
    a = min(n, n_of(fade_in))
    for i in range(a):
        x[i] *= math.sin(0.5 * math.pi * i / a) ** 2
    b = min(n, n_of(fade_out))
    for i in range(b):
        x[n - 1 - i] *= math.sin(0.5 * math.pi * i / b) ** 2
    return x


def envelope(n: int, attack: float, tau: float, hold: float = 0.0) -> Buf:
    """A raised-cosine attack, an optional hold, then an exponential decay of time ``tau``."""
    a, h = max(1, n_of(attack)), n_of(hold)
    k = math.exp(-1.0 / (tau * RATE))
    out, level = [], 1.0
    for i in range(n):
        if i < a:
            out.append(math.sin(0.5 * math.pi * i / a) ** 2)
        elif i < a + h:
            out.append(1.0)
        else:
            level *= k
            out.append(level)
    return out


def noise(n: int, rng: random.Random) -> Buf:
    r = rng.random
    return [2.0 * r() - 1.0 for _ in range(n)]


# --- oscillators ----------------------------------------------------------------------------


def add_damped(out: Buf, at: int, freq: float, amp: float, tau: float | None) -> None:
    """Add ``amp * exp(-t / tau) * sin(2 pi freq t)`` from sample ``at`` (two multiplies a
    sample: the damped-sine recurrence); ``tau=None`` never decays. Starts at zero: no click."""
    if freq >= 0.45 * RATE or amp == 0.0:
        return
    w = 2 * math.pi * freq / RATE
    r = math.exp(-1.0 / (tau * RATE)) if tau else 1.0
    c, r2 = 2 * r * math.cos(w), r * r
    end = len(out)
    if tau:  # stop once it is below -90 dB of full scale
        end = min(end, at + int(tau * RATE * math.log(max(amp, 1e-9) / 3e-5)) + 1)
    y_prev, y = -amp * math.sin(w) / r, 0.0
    for i in range(at, end):
        out[i] += y
        y, y_prev = c * y - r2 * y_prev, y


Partials = Sequence[tuple[float, float, float | None]]  # (ratio, amplitude, decay tau)


def tone(
    freq: float, parts: Partials, seconds: float, attack: float = 0.003, release: float = 0.01
) -> Buf:
    out = silence(seconds)
    for ratio, amp, tau in parts:
        add_damped(out, 0, freq * ratio, amp, tau)
    return fade(out, attack, release)


def chirp(
    seconds: float,
    f0: float,
    f1: float,
    harmonics: Sequence[tuple[int, float]] = ((1, 1.0),),
    curve: float = 1.0,
) -> Buf:
    """A tone gliding exponentially from ``f0`` to ``f1``; ``curve`` > 1 glides late."""
    n = n_of(seconds)
    out, phase = [], 0.0
    ratio = f1 / f0
    for i in range(n):
        f = f0 * ratio ** ((i / n) ** curve)
        phase += 2 * math.pi * f / RATE
        out.append(sum(a * math.sin(k * phase) for k, a in harmonics if k * f < 0.45 * RATE))
    return out


# --- filters ----------------------------------------------------------------------------------


def lowpass(x: Buf, fc: float, state: float = 0.0) -> Buf:
    a = 1.0 - math.exp(-2 * math.pi * fc / RATE)
    out, y = [], state
    for v in x:
        y += a * (v - y)
        out.append(y)
    return out


def highpass(x: Buf, fc: float) -> Buf:
    return [a - b for a, b in zip(x, lowpass(x, fc), strict=True)]


def _bandpass_coeffs(fc: float, q: float) -> tuple[float, float, float, float, float]:
    w = 2 * math.pi * min(fc, 0.45 * RATE) / RATE
    alpha = math.sin(w) / (2 * q)
    a0 = 1 + alpha
    return alpha / a0, 0.0, -alpha / a0, -2 * math.cos(w) / a0, (1 - alpha) / a0


def bandpass(x: Buf, fc: float | Callable[[float], float], q: float) -> Buf:
    """RBJ band-pass (0 dB peak); ``fc`` may be a function of time 0..1 (updated every 32
    samples) for sweeps."""
    n = len(x)
    out = []
    x1 = x2 = y1 = y2 = 0.0
    b0 = b1 = b2 = a1 = a2 = 0.0
    for i, v in enumerate(x):
        if i % 32 == 0:
            b0, b1, b2, a1, a2 = _bandpass_coeffs(fc(i / n) if callable(fc) else fc, q)
        y = b0 * v + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, v, y1, y
        out.append(y)
    return out


def circular(process: Callable[[Buf], Buf], x: Buf) -> Buf:
    """Run a filter as if ``x`` looped forever: process two turns, keep the second, whose
    start already carries the end's state (filters whose memory is shorter than the loop)."""
    return process(x + x)[len(x) :]


_COMBS = (1116, 1188, 1277, 1356, 1422, 1491)  # Freeverb's tunings at 44.1 kHz
_ALLPASSES = (556, 441, 341)


def reverb(x: Buf, wet: float, room: float = 0.8, damp: float = 0.3) -> Buf:
    """Schroeder reverb: six damped feedback combs in parallel, three all-passes in series."""
    n = len(x)
    acc = [0.0] * n
    feed = [0.12 * v for v in x]
    for tuning in _COMBS:
        d = max(1, tuning * RATE // 44100)
        buf, idx, f = [0.0] * d, 0, 0.0
        comb = [0.0] * n
        for i in range(n):
            o = buf[idx]
            f = o * (1.0 - damp) + f * damp
            buf[idx] = feed[i] + f * room
            comb[i] = o
            idx += 1
            if idx == d:
                idx = 0
        acc[:] = map(add, acc, comb)
    for tuning in _ALLPASSES:
        d = max(1, tuning * RATE // 44100)
        buf, idx = [0.0] * d, 0
        for i in range(n):
            b = buf[idx]
            v = acc[i]
            buf[idx] = v + b * 0.5
            acc[i] = b - v
            idx += 1
            if idx == d:
                idx = 0
    return [a + wet * b for a, b in zip(x, acc, strict=True)]


# --- instruments ------------------------------------------------------------------------------


def marimba(midi: float, rng: random.Random, vel: float = 1.0) -> Buf:
    """A wooden bar: fundamental, the 4th and 10th partials of a tuned bar, a mallet thump."""
    f = mtof(midi)
    tau = max(0.22, min(0.9, 0.55 * (440.0 / f) ** 0.45))
    out = tone(
        f, ((1.0, 1.0, tau), (3.93, 0.22, tau * 0.16), (9.7, 0.05, 0.02)), tau * 5, attack=0.002
    )
    click = lowpass(multiply(noise(n_of(0.012), rng), envelope(n_of(0.012), 0.001, 0.003)), 2500)
    mix(out, click, 0, 0.25)
    return scale(out, vel)


def kalimba(midi: float, rng: random.Random, vel: float = 1.0) -> Buf:
    """A thumb-piano tine: a round fundamental and a short bright overtone near 6x."""
    f = mtof(midi)
    out = tone(f, ((1.0, 1.0, 0.9), (2.0, 0.06, 0.3), (5.95, 0.16, 0.05)), 3.5, attack=0.003)
    click = lowpass(multiply(noise(n_of(0.008), rng), envelope(n_of(0.008), 0.001, 0.002)), 3000)
    mix(out, click, 0, 0.12)
    return scale(out, vel)


def pluck(midi: float, vel: float = 1.0, tau: float = 0.6) -> Buf:
    """A nylon string (ukulele-like): harmonics from a pluck at 1/5 of the string, the higher
    ones dying faster."""
    f = mtof(midi)
    parts = []
    for k in range(1, 11):
        amp = abs(math.sin(math.pi * k / 5.2)) / k**1.3
        parts.append((float(k), amp, tau / (1 + 0.55 * (k - 1))))
    out = tone(f, parts, tau * 4, attack=0.0025)
    return scale(out, vel * 0.6)


def bell(midi: float, tau: float = 0.8, vel: float = 1.0) -> Buf:
    """A small glass bell: a few slightly inharmonic partials."""
    f = mtof(midi)
    parts = (
        (1.0, 1.0, tau),
        (2.0, 0.32, tau * 0.6),
        (3.01, 0.14, tau * 0.35),
        (4.17, 0.08, tau * 0.2),
        (5.43, 0.05, tau * 0.12),
    )
    return scale(tone(f, parts, tau * 5, attack=0.002), vel)


def pad(midis: Sequence[int], seconds: float, attack: float, release: float) -> Buf:
    """A soft sustained chord: each note a few harmonics, doubled 4 cents apart for warmth."""
    n = n_of(seconds + release)
    out = [0.0] * n
    for m in midis:
        f = mtof(m)
        for detune in (-4.0, 4.0):
            fd = f * 2 ** (detune / 1200)
            for k, amp in ((1, 1.0), (2, 0.28), (3, 0.1), (4, 0.04)):
                add_damped(out, 0, fd * k, amp * 0.5, None)
    env = []
    a, s = n_of(attack), n_of(seconds)
    for i in range(n):
        if i < a:
            env.append(math.sin(0.5 * math.pi * i / a) ** 2)
        elif i < s:
            env.append(1.0)
        else:
            env.append(math.cos(0.5 * math.pi * min(1.0, (i - s) / max(1, n - s))) ** 2)
    return lowpass(multiply(out, env), 1800)


def bass(midi: int, seconds: float) -> Buf:
    f = mtof(midi)
    out = tone(
        f,
        ((1.0, 1.0, 0.9), (2.0, 0.22, 0.5), (3.0, 0.06, 0.3)),
        seconds,
        attack=0.012,
        release=0.08,
    )
    return out


def horn(midi: int, seconds: float) -> Buf:
    """A soft brass-like note: sawtooth harmonics, low-passed, with a quick swell."""
    f = mtof(midi)
    out = silence(seconds)
    for k in range(1, 9):
        add_damped(out, 0, f * k, 1.0 / k**1.25, None)
    env = envelope(len(out), 0.025, 1.4)
    out = lowpass(multiply(out, env), 2400)
    return fade(out, 0.0, 0.09)


def swish(seconds: float, f0: float, f1: float, rng: random.Random, q: float = 1.2) -> Buf:
    """Band-passed noise whose centre glides from ``f0`` to ``f1``, swelling then fading."""
    n = n_of(seconds)
    body = bandpass(noise(n, rng), lambda t: f0 * (f1 / f0) ** t, q)
    env = [math.sin(math.pi * (i / n) ** 0.7) ** 2 for i in range(n)]
    return multiply(body, env)


def knock(freq: float, tau: float, rng: random.Random, click: float = 0.4) -> Buf:
    """A small wooden knock: two quick inharmonic modes and a click."""
    out = tone(
        freq,
        ((1.0, 1.0, tau), (2.45, 0.45, tau * 0.45), (4.2, 0.2, tau * 0.22)),
        tau * 6,
        attack=0.0008,
    )
    hit = bandpass(
        multiply(noise(n_of(0.006), rng), envelope(n_of(0.006), 0.0005, 0.0015)), 3000, 0.9
    )
    mix(out, hit, 0, click)
    return out


# --- effects ----------------------------------------------------------------------------------


def fx_pick(rng: random.Random) -> Buf:
    out = silence(0.2)
    mix(out, knock(520, 0.03, rng, 0.3), 0, 0.7)
    blip = multiply(chirp(0.09, 480, 960, ((1, 1.0), (2, 0.15))), envelope(n_of(0.09), 0.008, 0.03))
    mix(out, blip, n_of(0.012), 0.5)
    return out


def fx_rotate(rng: random.Random) -> Buf:
    out = silence(0.22)
    mix(out, swish(0.13, 900, 3200, rng, 1.5), 0, 0.35)
    mix(out, knock(1350, 0.012, rng, 0.2), n_of(0.03), 0.55)
    mix(out, knock(1650, 0.012, rng, 0.2), n_of(0.095), 0.6)
    return out


def fx_flip(rng: random.Random) -> Buf:
    out = silence(0.26)
    mix(out, swish(0.1, 700, 4200, rng, 1.0), 0, 0.55)
    mix(out, knock(310, 0.028, rng, 0.5), n_of(0.095), 0.8)
    return out


def fx_invalid(rng: random.Random) -> Buf:
    """A muted "uh-uh": two soft hollow notes, the second lower, each sagging a little."""
    out = silence(0.42)
    for at, midi in ((0.0, note("E4")), (0.15, note("C4"))):
        f = mtof(midi)
        body = chirp(0.2, f, f * 0.96, ((1, 1.0), (3, 0.18), (5, 0.05)))
        body = lowpass(multiply(body, envelope(len(body), 0.01, 0.055, hold=0.02)), 1400)
        mix(out, body, n_of(at), 0.8)
    return out


def fx_place(rng: random.Random) -> Buf:
    """A tile snapping onto the boat: a low wooden tock, a thud and a little settle tick."""
    out = silence(0.34)
    mix(out, knock(185, 0.07, rng, 0.5), 0, 0.9)
    thud = multiply(chirp(0.09, 150, 70), envelope(n_of(0.09), 0.002, 0.035))
    mix(out, thud, 0, 0.7)
    mix(out, knock(950, 0.01, rng, 0.15), n_of(0.05), 0.22)
    return reverb(out, 0.12, room=0.6, damp=0.5)


def fx_card_flip(rng: random.Random) -> Buf:
    out = silence(0.17)
    snap = bandpass(multiply(noise(n_of(0.04), rng), envelope(n_of(0.04), 0.001, 0.008)), 2600, 0.8)
    mix(out, snap, 0, 0.9)
    mix(out, swish(0.05, 1200, 2400, rng, 1.0), n_of(0.03), 0.5)
    mix(out, knock(230, 0.02, rng, 0.3), n_of(0.07), 0.45)
    return out


def fx_card_deal(rng: random.Random) -> Buf:
    out = silence(0.26)
    mix(out, swish(0.15, 1800, 3600, rng, 1.4), 0, 0.7)
    mix(out, knock(260, 0.016, rng, 0.5), n_of(0.14), 0.5)
    return out


def fx_fish(rng: random.Random) -> Buf:
    """A coin dropping in a pond: a water plop gliding up, then two coin tings."""
    out = silence(0.8)
    plop = multiply(
        chirp(0.07, 330, 1150, ((1, 1.0),), curve=0.6), envelope(n_of(0.07), 0.002, 0.025)
    )
    mix(out, plop, 0, 0.9)
    coin = ((1.0, 1.0, 0.16), (2.41, 0.45, 0.08), (3.9, 0.25, 0.05))
    mix(out, tone(mtof(note("C7")), coin, 0.45), n_of(0.035), 0.32)
    mix(out, tone(mtof(note("G7")), coin, 0.4), n_of(0.095), 0.18)
    return reverb(out, 0.18, room=0.65)


def fx_bonus(rng: random.Random) -> Buf:
    """A treasure map: a rising bell arpeggio over a warm chord, with a few sparkles."""
    out = silence(2.4)
    for i, name in enumerate(("C6", "E6", "G6", "C7")):
        mix(out, bell(note(name), 0.5, 0.8 if i < 3 else 1.0), n_of(0.07 * i))
    mix(out, pad([note("C5"), note("E5"), note("G5")], 0.55, 0.05, 0.5), 0, 0.25)
    for _ in range(8):
        at = 0.15 + rng.random() * 0.6
        f = 3000 + rng.random() * 2500
        mix(out, tone(f, ((1.0, 1.0, 0.05),), 0.2), n_of(at), 0.05 + 0.05 * rng.random())
    return reverb(out, 0.3)


def fx_day_end(rng: random.Random) -> Buf:
    """An evening chime: three soft bells falling G5 E5 C5 over a low warm swell."""
    out = silence(4.5)
    mix(out, pad([note("C4"), note("G4"), note("E5")], 1.2, 0.6, 1.1), 0, 0.2)
    for i, name in enumerate(("G5", "E5", "C5")):
        mix(out, bell(note(name), 0.8, 0.7), n_of(0.36 * i))
    return reverb(out, 0.4, room=0.84)


def fx_final_score(rng: random.Random) -> Buf:
    """A small fanfare: ta-ta-ta-taaa (G4 C5 E5 G5), a C major chord, a sparkle on top."""
    out = silence(3.4)
    for i, name in enumerate(("G4", "C5", "E5")):
        mix(out, horn(note(name), 0.13), n_of(0.12 * i), 0.5)
        mix(out, marimba(note(name) + 12, rng), n_of(0.12 * i), 0.25)
    at = n_of(0.36)
    mix(out, horn(note("G5"), 0.55), at, 0.55)
    mix(out, marimba(note("G6"), rng), at, 0.3)
    chord_at = n_of(0.95)
    for name in ("C4", "G4", "C5", "E5", "G5"):
        mix(out, horn(note(name), 0.9), chord_at, 0.22)
    mix(out, bell(note("C7"), 0.7), chord_at, 0.3)
    mix(out, bell(note("G7"), 0.5), chord_at + n_of(0.08), 0.15)
    return reverb(out, 0.25)


def fx_turn(rng: random.Random) -> Buf:
    out = silence(1.4)
    mix(out, bell(note("A5"), 0.35), 0, 0.8)
    mix(out, bell(note("E6"), 0.4), n_of(0.095), 0.8)
    return reverb(out, 0.18)


def fx_ui_move(rng: random.Random) -> Buf:
    out = silence(0.05)
    mix(out, tone(1900, ((1.0, 1.0, 0.006), (2.3, 0.3, 0.003)), 0.05, attack=0.0005), 0)
    return out


def fx_ui_confirm(rng: random.Random) -> Buf:
    out = silence(0.26)
    parts = ((1.0, 1.0, 0.08), (3.0, 0.12, 0.03))
    mix(out, tone(mtof(note("C6")), parts, 0.2, attack=0.002), 0, 0.8)
    mix(out, tone(mtof(note("G6")), parts, 0.2, attack=0.002), n_of(0.06), 0.8)
    return out


def fx_ui_back(rng: random.Random) -> Buf:
    out = silence(0.24)
    parts = ((1.0, 1.0, 0.07), (3.0, 0.08, 0.025))
    mix(out, tone(mtof(note("G5")), parts, 0.18, attack=0.002), 0, 0.8)
    mix(out, tone(mtof(note("C5")), parts, 0.18, attack=0.002), n_of(0.06), 0.8)
    return lowpass(out, 3000)


def fx_dice_roll(rng: random.Random) -> Buf:
    """Five dice shaken and thrown on a felt-lined wooden tray: a short rattle in the hand,
    then each die's knocks coming closer together as it settles, the last ones soft."""
    out = silence(0.95)
    for i in range(7):  # the rattle in the cupped hand
        at = 0.012 * i + rng.random() * 0.01
        mix(out, knock(1900 + rng.random() * 900, 0.006, rng, 0.6), n_of(at), 0.22)
    for die in range(5):
        t = 0.14 + die * 0.025 + rng.random() * 0.03
        gap = 0.11 + rng.random() * 0.05
        loud = 0.8
        for _ in range(5):  # bounces: each shorter and softer than the one before
            freq = 620 + die * 95 + rng.random() * 140
            mix(out, knock(freq, 0.018, rng, 0.45), n_of(t), loud)
            mix(out, knock(freq * 2.7, 0.006, rng, 0.2), n_of(t + 0.002), loud * 0.35)
            t += gap
            gap *= 0.55
            loud *= 0.55
            if t > 0.9:
                break
    return reverb(lowpass(out, 5200), 0.1, room=0.45, damp=0.6)


def fx_power(rng: random.Random) -> Buf:
    """A creature's power called on a die: a soft rising shimmer and a chime as it lands."""
    out = silence(0.9)
    mix(out, swish(0.3, 600, 3400, rng, 1.6), 0, 0.25)
    for i, name in enumerate(("E6", "G#6", "B6")):
        mix(out, bell(note(name), 0.35, 0.7), n_of(0.05 + 0.06 * i), 0.5)
    return reverb(out, 0.28, room=0.7)


# --- meows ------------------------------------------------------------------------------------

VOWELS = {  # formants F1, F2, F3 (Hz) and loudness of a human-sized mouth shape
    "m": (280.0, 1200.0, 2600.0, 0.3),
    "i": (380.0, 2400.0, 3300.0, 1.0),
    "e": (550.0, 2000.0, 2900.0, 1.0),
    "a": (850.0, 1500.0, 2800.0, 1.0),
    "o": (600.0, 1050.0, 2700.0, 0.9),
    "u": (420.0, 850.0, 2600.0, 0.7),
}


@dataclass(frozen=True)
class Meow:
    seconds: float
    pitch: tuple[float, float, float]  # Hz at the start, at ``turn``, at the end
    turn: float  # 0..1
    vowels: str  # mouth shapes spread evenly over the meow: "meao" = m-e-a-o
    trill: float = 0.0  # seconds of a rolled "mrr" at the start
    size: float = 1.25  # formant scale: a cat's mouth is smaller than a person's
    tilt: float = 0.8  # spectral tilt of the voice (higher = duller)


MEOWS = {
    # calm and round: "mrr-iaow", medium pitch, falling
    "blue": Meow(0.56, (440.0, 580.0, 370.0), 0.35, "mmeaoou", trill=0.09),
    # short and chirpy: "mew"
    "green": Meow(0.3, (650.0, 830.0, 610.0), 0.4, "miieu", size=1.3),
    # bold: "meee-OW", longer, wide open
    "red": Meow(0.7, (500.0, 700.0, 430.0), 0.45, "miiaaoo", tilt=0.7),
    # a questioning trill "mrrp?" that goes up at the end
    "purple": Meow(0.44, (520.0, 470.0, 690.0), 0.45, "mmuoae", trill=0.2, size=1.2),
    # a high kitten "mi-ew"
    "orange": Meow(0.38, (820.0, 1010.0, 760.0), 0.3, "miieeu", size=1.4, tilt=0.9),
}


def _smooth(t: float) -> float:
    return t * t * (3 - 2 * t)


def meow(spec: Meow, rng: random.Random) -> Buf:
    """A voice (harmonics of a gliding pitch with vibrato) through a moving mouth (three
    formant resonances interpolated between vowels), plus a breath of noise."""
    n = n_of(spec.seconds)
    shapes = [VOWELS[c] for c in spec.vowels]
    out = [0.0] * n
    phase = 0.0
    f_start, f_turn, f_end = spec.pitch
    gains: list[float] = []
    vib_phase = rng.random() * 2 * math.pi
    for i in range(n):
        t = i / n
        if t < spec.turn:
            f0 = f_start + (f_turn - f_start) * _smooth(t / spec.turn)
        else:
            f0 = f_turn + (f_end - f_turn) * _smooth((t - spec.turn) / (1 - spec.turn))
        f0 *= 1 + 0.012 * math.sin(2 * math.pi * 5.5 * i / RATE + vib_phase)
        phase += 2 * math.pi * f0 / RATE
        if i % 16 == 0:  # the mouth moves slowly: formant gains every 16 samples
            pos = t * (len(shapes) - 1)
            j = min(int(pos), len(shapes) - 2)
            u = _smooth(pos - j)
            a, b = shapes[j], shapes[j + 1]
            formants = [(a[k] + (b[k] - a[k]) * u) * spec.size for k in range(3)]
            loud = a[3] + (b[3] - a[3]) * u
            gains = []
            k = 1
            while k * f0 < 0.45 * RATE and k <= 24:
                h = k * f0
                g = 0.015
                for fk, amp, bw in zip(
                    formants, (1.0, 0.75, 0.3), (140.0, 200.0, 300.0), strict=True
                ):
                    g += amp / (1 + ((h - fk) / (bw / 2)) ** 2)
                gains.append(loud * g / k**spec.tilt)
                k += 1
        out[i] = sum(g * math.sin((k + 1) * phase) for k, g in enumerate(gains))
    a = n_of(0.03)
    env = []
    for i in range(n):
        t = i / n
        level = math.sin(0.5 * math.pi * min(1.0, i / a)) ** 2
        if t > 0.6:
            level *= math.cos(0.5 * math.pi * (t - 0.6) / 0.4) ** 1.5
        if i < n_of(spec.trill):
            depth = 1 - i / n_of(spec.trill)
            level *= 1 - 0.5 * depth * (1 - math.cos(2 * math.pi * 27 * i / RATE))
        env.append(level)
    out = multiply(out, env)
    breath = multiply(bandpass(noise(n, rng), 2600 * spec.size, 1.5), env)
    mix(out, breath, 0, 0.05)
    return lowpass(out, 6000)


def meow_maker(color: str) -> Callable[[random.Random], Buf]:
    def make(rng: random.Random) -> Buf:
        return meow(MEOWS[color], rng)

    make.__doc__ = f"The {color} cat's meow."
    return make


# --- music ------------------------------------------------------------------------------------


def parse_bar(text: str) -> list[tuple[float, int | None, float]]:
    """``"C5:1 A4:0.5 r:0.5"`` -> (beat, midi or None for a rest, beats); a bar is 4 beats."""
    out, beat = [], 0.0
    for token in text.split():
        name, _, length = token.partition(":")
        out.append((beat, None if name == "r" else note(name), float(length)))
        beat += float(length)
    if abs(beat - 4.0) > 1e-9:
        raise ValueError(f"bar {text!r} lasts {beat} beats, not 4")
    return out


_PITCH_CLASSES = {
    name: _PITCH[name[0]] + name[1:].count("#") - name[1:].count("b")
    for name in ("C", "C#", "D", "Eb", "E", "F", "F#", "G", "Ab", "A", "Bb", "B")
}


def chord_tones(spelling: str, low: int, high: int) -> list[int]:
    """Every MIDI note of the chord (``"F A C"``) between ``low`` and ``high``."""
    pcs = {_PITCH_CLASSES[p] % 12 for p in spelling.split()}
    return [m for m in range(low, high + 1) if m % 12 in pcs]


def root_of(spelling: str, low: int) -> int:
    pc = _PITCH_CLASSES[spelling.split()[0]] % 12
    return low + (pc - low) % 12


@dataclass(frozen=True)
class Song:
    bpm: float
    chords: tuple[str, ...]  # one per bar, spelled root first
    melody: tuple[str, ...] = ()  # one bar each, see parse_bar


MENU = Song(
    bpm=96,
    chords=(
        "F A C",
        "D F A",
        "Bb D F",
        "C E G",
        "F A C",
        "A C E",
        "Bb D F",
        "C E G",
        "D F A",
        "Bb D F",
        "F A C",
        "C E G",
        "D F A",
        "Bb D F",
        "G Bb D",
        "C E G Bb",
    ),
    melody=(
        "C5:1 A4:0.5 C5:0.5 F5:1 E5:1",
        "D5:1.5 C5:0.5 A4:2",
        "Bb4:0.5 C5:0.5 D5:1 F5:1 D5:1",
        "E5:1 D5:0.5 C5:0.5 G4:2",
        "A4:1 C5:0.5 F5:0.5 A5:1.5 G5:0.5",
        "E5:1 C5:1 A4:1.5 C5:0.5",
        "D5:1 F5:1 D5:0.5 C5:0.5 Bb4:1",
        "C5:1 G4:1 E5:2",
        "F5:1.5 E5:0.5 D5:1 A4:1",
        "Bb4:1 D5:1 F5:1.5 D5:0.5",
        "C5:1 A4:0.5 C5:0.5 F5:2",
        "G5:1 E5:1 C5:1 r:1",
        "A4:0.5 D5:0.5 F5:1 A5:1 F5:1",
        "F5:1 D5:1 Bb4:2",
        "G4:0.5 Bb4:0.5 D5:1 G5:1 F5:1",
        "E5:1.5 D5:0.5 C5:1 r:1",
    ),
)

PLAY = Song(
    bpm=72,
    chords=(
        "D F# A C#",
        "B D F# A",
        "G B D F#",
        "A D E",
        "D F# A C#",
        "F# A C# E",
        "G B D F#",
        "A D E",
        "B D F# A",
        "G B D F#",
        "D F# A C#",
        "A C# E",
        "E G B D",
        "G B D F#",
        "A D E",
        "A C# E G",
    ),
)


class Loop:
    """A music buffer whose end wraps to its start, kept as one stem per instrument (to
    measure the balance); positions in bars and beats."""

    def __init__(self, song: Song, bars: int) -> None:
        self.song = song
        self.bars = bars
        self.beat = 60.0 / song.bpm
        self.length = n_of(bars * 4 * self.beat)
        self.stems: dict[str, Buf] = {}
        self._cache: dict[tuple, Buf] = {}

    def at(self, bar: int, beat: float) -> int:
        return n_of((bar * 4 + beat) * self.beat)

    def add(self, stem: str, src: Buf, bar: int, beat: float, gain: float = 1.0) -> None:
        buf = self.stems.setdefault(stem, [0.0] * self.length)
        mix(buf, src, self.at(bar, beat), gain, wrap=True)

    def cached(self, key: tuple, make: Callable[[], Buf]) -> Buf:
        """A note rendered once and reused (the same pitch sounds the same every time)."""
        if key not in self._cache:
            self._cache[key] = make()
        return self._cache[key]

    def mixdown(self) -> Buf:
        out = [0.0] * self.length
        for stem in self.stems.values():
            out[:] = map(add, out, stem)
        return out

    def balance(self) -> dict[str, float]:
        """Each stem's RMS in dB relative to the mix's."""
        total = rms(self.mixdown())
        return {name: db(rms(stem) / total) for name, stem in self.stems.items()}


Stems = dict[str, float]  # a loop's instruments and their levels against the mix (dB)


def render_menu(rng: random.Random, bars: int) -> tuple[Buf, Stems]:
    """Island morning: a marimba melody with an echo, ukulele strums, soft pads, a round bass
    and a faint shaker; 96 BPM in F major."""
    loop = Loop(MENU, bars)
    strum = (
        (0.0, 1, 1.0),
        (1.0, 1, 0.8),
        (1.5, -1, 0.55),
        (2.5, -1, 0.6),
        (3.0, 1, 0.8),
        (3.5, -1, 0.5),
    )
    for bar in range(bars):
        chord = MENU.chords[bar % len(MENU.chords)]
        voicing = chord_tones(chord, note("F3"), note("G4"))[-4:]
        loop.add(
            "pad",
            loop.cached(("pad", chord), lambda v=voicing: pad(v, loop.beat * 4, 0.5, 0.9)),
            bar,
            0,
            0.075,
        )
        strings = chord_tones(chord, note("C4"), note("A4"))[:4]
        for beat, direction, vel in strum:
            order = strings if direction > 0 else strings[::-1]
            for i, m in enumerate(order):  # a strum: strings 18 ms apart
                sound = loop.cached(("pluck", m), lambda m=m: pluck(m, tau=0.45))
                loop.add("ukulele", sound, bar, beat + i * 0.018 / loop.beat, 0.2 * vel)
        root = root_of(chord, note("F2"))
        fifth = root + 7 if root + 7 <= note("E3") else root - 5
        loop.add(
            "bass",
            loop.cached(("bass", root, 1.6), lambda r=root: bass(r, 1.6 * loop.beat)),
            bar,
            0,
            0.42,
        )
        loop.add(
            "bass",
            loop.cached(("bass", fifth, 1.0), lambda f=fifth: bass(f, 1.0 * loop.beat)),
            bar,
            2,
            0.34,
        )
        shake = loop.cached(
            ("shaker",),
            lambda: multiply(
                bandpass(noise(n_of(0.06), rng), 7000, 0.8), envelope(n_of(0.06), 0.012, 0.015)
            ),
        )
        for eighth in range(8):
            loop.add("shaker", shake, bar, eighth * 0.5, 0.15 if eighth % 2 else 0.09)
        for beat, midi, _length in parse_bar(MENU.melody[bar % len(MENU.melody)]):
            if midi is None:
                continue
            sound = loop.cached(("marimba", midi), lambda m=midi: marimba(m, rng))
            loop.add("marimba", sound, bar, beat, 0.3)
            loop.add("marimba", sound, bar, beat + 0.75, 0.09)  # a dotted-eighth echo
    out = circular(lambda x: highpass(x, 35), loop.mixdown())
    return circular(lambda x: reverb(x, 0.22, room=0.78), out), loop.balance()


def render_play(rng: random.Random, bars: int) -> tuple[Buf, Stems]:
    """A quiet afternoon on deck: warm pads, sparse kalimba arpeggios with an echo, a soft
    bass and slow sea swells; 72 BPM in D major, unobtrusive under play."""
    loop = Loop(PLAY, bars)
    patterns = ((0, 2, 3, 5, 6), (0, 3, 4, 6), (1, 2, 4, 6, 7), (0, 2, 4, 5))
    for bar in range(bars):
        chord = PLAY.chords[bar % len(PLAY.chords)]
        voicing = chord_tones(chord, note("D3"), note("E4"))[-4:]
        loop.add(
            "pad",
            loop.cached(("pad", chord), lambda v=voicing: pad(v, loop.beat * 4, 1.0, 1.4)),
            bar,
            0,
            0.09,
        )
        root = root_of(chord, note("D2"))
        loop.add(
            "bass",
            loop.cached(("bass", root), lambda r=root: bass(r, 3.2 * loop.beat)),
            bar,
            0,
            0.4,
        )
        tones = chord_tones(chord, note("F#4"), note("A5"))
        walk = rng.randrange(len(tones))
        for slot in patterns[bar % len(patterns)]:  # eighth notes wandering over the chord
            walk = max(0, min(len(tones) - 1, walk + rng.choice((-2, -1, 1, 1, 2))))
            midi = tones[walk]
            vel = 0.6 + 0.4 * rng.random()
            sound = loop.cached(("kalimba", midi), lambda m=midi: kalimba(m, rng))
            loop.add("kalimba", sound, bar, slot * 0.5, 0.16 * vel)
            loop.add("kalimba", sound, bar, slot * 0.5 + 1.5, 0.05 * vel)  # echo
    n = loop.length
    swell = n / max(1, bars // 2)  # one swell every two bars: a whole number per loop
    sea = circular(lambda x: lowpass(lowpass(x, 500), 500), noise(n, rng))
    sea = circular(lambda x: highpass(x, 90), sea)
    sea = [v * (0.2 + 0.8 * math.sin(math.pi * i / swell) ** 2) for i, v in enumerate(sea)]
    loop.stems["sea"] = scale(sea, 0.25)
    out = circular(lambda x: highpass(x, 35), loop.mixdown())
    return circular(lambda x: reverb(x, 0.3, room=0.84, damp=0.35), out), loop.balance()


# --- the catalogue ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Recipe:
    make: Callable[[random.Random], Buf] | None
    loudness: float  # target dBFS of the loudest 100 ms (effects) or of the whole loop (music)
    loop: Callable[[random.Random, int], tuple[Buf, Stems]] | None = None
    bars: int = 16


RECIPES: dict[str, Recipe] = {
    "pick": Recipe(fx_pick, -18),
    "rotate": Recipe(fx_rotate, -20),
    "flip": Recipe(fx_flip, -19),
    "invalid": Recipe(fx_invalid, -19),
    "place": Recipe(fx_place, -17),
    "card_flip": Recipe(fx_card_flip, -20),
    "card_deal": Recipe(fx_card_deal, -21),
    "fish": Recipe(fx_fish, -18),
    **{f"meow_{c}": Recipe(meow_maker(c), -17) for c in MEOWS},
    "bonus": Recipe(fx_bonus, -17),
    "day_end": Recipe(fx_day_end, -18),
    "final_score": Recipe(fx_final_score, -16),
    "turn": Recipe(fx_turn, -18),
    "dice_roll": Recipe(fx_dice_roll, -18),
    "power": Recipe(fx_power, -20),
    "ui_move": Recipe(fx_ui_move, -29),
    "ui_confirm": Recipe(fx_ui_confirm, -22),
    "ui_back": Recipe(fx_ui_back, -23),
    MUSIC_FILES["menu"]: Recipe(None, -22, loop=render_menu),
    MUSIC_FILES["play"]: Recipe(None, -24, loop=render_play),
}


# --- levels -----------------------------------------------------------------------------------


def db(value: float) -> float:
    return 20 * math.log10(max(value, 1e-9))


def rms(x: Sequence[float]) -> float:
    return math.sqrt(sum(v * v for v in x) / max(1, len(x)))


def loudness(x: Sequence[float]) -> float:
    """The RMS of the loudest 100 ms window (hop 25 ms): how loud a short effect sounds."""
    w, hop = n_of(0.1), n_of(0.025)
    if len(x) <= w:
        return rms(x)
    return max(rms(x[i : i + w]) for i in range(0, len(x) - w + 1, hop))


def peak(x: Sequence[float]) -> float:
    return max(max(x), -min(x))


@dataclass(frozen=True)
class Levels:
    seconds: float
    peak_db: float
    loudness_db: float
    rms_db: float
    seam: float  # |last - first| sample jump over the median step (loops), 0 otherwise


def measure(x: Sequence[float], is_loop: bool) -> Levels:
    seam = 0.0
    if is_loop:
        steps = sorted(abs(x[i + 1] - x[i]) for i in range(0, len(x) - 1, 7))
        seam = abs(x[0] - x[-1]) / max(steps[len(steps) // 2], 1e-9)
    return Levels(len(x) / RATE, db(peak(x)), db(loudness(x)), db(rms(x)), seam)


def trim_tail(x: Buf, floor_db: float = -60.0) -> Buf:
    """Drop the trailing part quieter than ``floor_db`` under the peak (keeps 10 ms)."""
    limit = peak(x) * 10 ** (floor_db / 20)
    end = len(x)
    while end > 1 and abs(x[end - 1]) < limit:
        end -= 1
    return x[: min(len(x), end + n_of(0.01))]


def render(name: str, quick: bool = False) -> tuple[Buf, Stems]:
    """The finished samples of ``name``, levelled, in -1..1, and for a music loop the balance
    of its instruments."""
    recipe = RECIPES[name]
    rng = random.Random(seed_of(name))
    stems: Stems = {}
    if recipe.loop is not None:
        x, stems = recipe.loop(rng, 2 if quick else recipe.bars)
        gain = 10 ** (recipe.loudness / 20) / max(rms(x), 1e-9)
    else:
        assert recipe.make is not None
        x = recipe.make(rng)
        x = highpass(x, 25)
        x = trim_tail(x)
        x = fade(x, 0.0005, min(0.25, 0.2 * len(x) / RATE))
        gain = 10 ** (recipe.loudness / 20) / max(loudness(x), 1e-9)
    gain = min(gain, PEAK_LIMIT / max(peak(x), 1e-9))
    return [v * gain for v in x], stems


# --- files ------------------------------------------------------------------------------------


def write_wav(path: Path, x: Sequence[float]) -> None:
    pcm = array.array("h", (int(round(max(-1.0, min(1.0, v)) * 32767)) for v in x))
    if sys.byteorder == "big":
        pcm.byteswap()
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(pcm.tobytes())


def write_sound(folder: Path, name: str, x: Sequence[float], oggenc: str | None) -> Path:
    """Write ``name.ogg`` (with oggenc) or ``name.wav``, removing the other kind if present."""
    wav, ogg = folder / f"{name}.wav", folder / f"{name}.ogg"
    if oggenc is None:
        write_wav(wav, x)
        ogg.unlink(missing_ok=True)
        return wav
    with tempfile.TemporaryDirectory() as tmp:
        source = Path(tmp) / f"{name}.wav"
        write_wav(source, x)
        subprocess.run(
            [
                oggenc,
                "--quiet",
                "-q",
                OGG_QUALITY,
                "-s",
                str(seed_of(name) & 0x7FFFFFFF),
                "-o",
                str(ogg),
                str(source),
            ],
            check=True,
        )
    wav.unlink(missing_ok=True)
    return ogg


def main(argv: list[str] | None = None) -> int:
    parser = Parser(description=__doc__.splitlines()[0])
    parser.add_argument("outdir", nargs="?", default=str(DEFAULT_OUT))
    parser.add_argument("--only", default="", help="comma-separated sound names")
    parser.add_argument("--quick", action="store_true", help="2-bar music loops (smoke test)")
    parser.add_argument("--wav", action="store_true", help="write WAV even if oggenc exists")
    args = parser.parse_args(argv)
    args.outdir = check_folder(parser, "outdir", args.outdir)

    missing = set(names()) - set(RECIPES)
    if missing:
        print(f"no recipe for {sorted(missing)}", file=sys.stderr)
        return 1
    wanted = [n.strip() for n in args.only.split(",") if n.strip()] or list(names())
    unknown = [n for n in wanted if n not in RECIPES]
    if unknown:
        parser.print_usage(sys.stderr)
        print(f"unknown sounds {unknown}; known: {', '.join(names())}", file=sys.stderr)
        return 2
    oggenc = None if args.wav else shutil.which("oggenc")
    if oggenc is None and not args.wav:
        print("oggenc not found (apt-get install vorbis-tools): writing WAV files")
    args.outdir.mkdir(parents=True, exist_ok=True)

    print(
        f"{'sound':<14}{'seconds':>8}{'peak dB':>9}{'loud dB':>9}{'rms dB':>8}{'seam':>7}"
        f"{'bytes':>9}{'  render s':>10}"
    )
    total = 0
    balances: dict[str, Stems] = {}
    for name in wanted:
        started = time.perf_counter()
        x, stems = render(name, args.quick)
        if stems:
            balances[name] = stems
        levels = measure(x, RECIPES[name].loop is not None)
        path = write_sound(args.outdir, name, x, oggenc)
        size = path.stat().st_size
        total += size
        seam = f"{levels.seam:7.2f}" if RECIPES[name].loop else f"{'':7}"
        print(
            f"{name:<14}{levels.seconds:8.2f}{levels.peak_db:9.1f}{levels.loudness_db:9.1f}"
            f"{levels.rms_db:8.1f}{seam}{size:9d}{time.perf_counter() - started:10.1f}",
            flush=True,
        )
    for song, balance in balances.items():
        print(
            f"{song} stems (dB against the mix): "
            + ", ".join(f"{stem} {level:+.1f}" for stem, level in balance.items())
        )
    print(f"{len(wanted)} sounds, {total / 1024:.0f} KiB in {os.fspath(args.outdir)}")
    return 0


if __name__ == "__main__":
    from game.cli import run

    sys.exit(run(main))
