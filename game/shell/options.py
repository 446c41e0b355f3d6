"""The values the player's settings may take: a leaf module (no game import) that the app, the
scenes and the session all read, so none of them imports another for a constant."""

from __future__ import annotations

APP_NAME = "isle-of-cats"
LANGUAGE_CODES = ("en", "fr")
PALETTE_NAMES = ("standard", "high_contrast")
ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
ANYTIME_PROMPTS = ("always", "matters", "never")
# how a window of answers closes (Kitten Fuse's No!): after so many seconds, once every person
# has answered, or asking each person in turn
ANSWER_WINDOWS = (*(str(n) for n in range(2, 11)), "all", "turns")
# how long the result of a play stays on screen before the game moves on (a finished trick):
# until somebody presses, or so many seconds (a press always moves on at once)
RESULT_HOLDS = ("press", "2s", "4s")
RESULT_SECONDS = {"2s": 2.0, "4s": 4.0}
TEXT_SCALES = (1.0, 1.25, 1.5, 1.75, 2.0)
TEXT_SCALE_RANGE = (1.0, 2.0)
VOLUME_RANGE = (0.0, 1.0)
KEY_REPEAT_DELAY_RANGE = (0.1, 1.0)  # seconds before a held direction repeats
KEY_REPEAT_RATE_RANGE = (2.0, 30.0)  # repeats per second
SPEECH_RATES = (120.0, 150.0, 170.0, 200.0, 250.0, 300.0, 350.0)  # words a minute
SPEECH_RATE_RANGE = (80.0, 450.0)
WINDOW_SIDE_RANGE = (320, 10000)  # pixels, either side of a saved window size
WINDOW_MIN = (640, 360)  # the smallest window --size accepts
WINDOW_MAX = (7680, 4320)  # the largest (8K): a larger window cannot be allocated sensibly
# how large the colour symbols are drawn on the pieces, legends and dialogs (both games)
SYMBOL_SIZES = ("small", "normal", "large")
SYMBOL_SCALES = {"small": 0.8, "normal": 1.0, "large": 1.35}
SEED_DIGITS = 10  # a new game's seed: the set-up's seed field and ``play --seed`` (0-9999999999)
MAX_SEATS = 8  # the most players a game of the box seats (Dice Quest: 1-8); each game its own
# a seat's own settings
PROFILE_KEYS = ("text_scale", "symbols", "symbol_size", "narration", "rumble")


def parse_size(text: str) -> tuple[int, int]:
    """A window size written ``WIDTHxHEIGHT`` (``1920x1080``) within ``WINDOW_MIN`` and
    ``WINDOW_MAX``; ``ValueError`` saying what is accepted otherwise."""
    (low_w, low_h), (high_w, high_h) = WINDOW_MIN, WINDOW_MAX
    parts = text.lower().split("x")
    if len(parts) == 2 and all(p.isascii() and p.isdigit() and len(p) < 6 for p in parts):
        w, h = int(parts[0]), int(parts[1])
        if low_w <= w <= high_w and low_h <= h <= high_h:
            return w, h
    raise ValueError(
        f"takes WIDTHxHEIGHT from {low_w}x{low_h} to {high_w}x{high_h}, e.g. 1920x1080"
    )
