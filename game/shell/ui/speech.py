"""Words made for the ear: what a speech engine is given of a line (numbers ranges, slashes,
spelt letters, the box's own names in each language's pronunciation table) and a long text cut
into whole sentences. The lines kept (history, event log, braille) keep their written form."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

TABLES = Path(__file__).resolve().parents[3] / "assets" / "speech"
WORDS_PER_MINUTE = 170  # espeak-ng's default rate: what the timings of a game are measured at
PART = 220  # characters: a longer line is spoken sentence by sentence (never cut mid-word)

_RANGE = re.compile(r"(\d)\s*[–—-]\s*(\d)")  # "1–4 players", "2-5"
_SLASH = re.compile(r"\s*/\s*")  # "Up / W" in a key list, "and/or"
_DOUBLED = re.compile(r"([?!.:;,])[.]+")  # "Which game?." -> "Which game?"
_DOT = re.compile(r"\s+·\s+")  # "5 fish · 2 left": a pause, not "middle dot"
_SPACES = re.compile(r"\s+")
_RUN = re.compile(r"\b[A-Z](?:[ ,]+[A-Z]\b)+")  # "W A S D", "Z, Q, S, D"
_LONE = re.compile(r"(?<![\w'’])([A-Z])(?=\s*(?:[:)]|$))")  # "Press A:", "(A)"
_SENTENCE = re.compile(r"(?<=[.!?…])\s+(?=\S)")

RANGE_WORD = {"en": "to", "fr": "à"}
OR_WORD = {"en": "or", "fr": "ou"}


@cache
def pronunciations(lang: str) -> tuple[tuple[re.Pattern[str], str], ...]:
    """The language's table (``assets/speech/<lang>.json``: written form -> spoken form), as
    whole-word patterns, longest first ("Super chat" before "chat")."""
    path = TABLES / f"{lang}.json"
    if not path.exists():
        return ()
    table: dict[str, str] = json.loads(path.read_text(encoding="utf-8"))
    words = sorted(table, key=len, reverse=True)
    return tuple(
        (re.compile(rf"(?<!\w){re.escape(w)}(?!\w)", re.IGNORECASE), table[w]) for w in words
    )


def letter_name(letter: str, lang: str) -> str:
    """A letter read as a letter, never as a word: English's "A" is the article unless spelt."""
    table = {"en": {"A": "eh"}, "fr": {}}.get(lang, {})  # espeak-ng says "eh" as the letter
    return table.get(letter, letter)


def spell_letters(text: str, lang: str) -> str:
    """Runs of single capital letters ("W A S D") said as letters, one by one."""

    def run(match: re.Match[str]) -> str:
        return re.sub(r"[A-Z]", lambda m: letter_name(m.group(0), lang), match.group(0))

    text = _RUN.sub(run, text)
    return _LONE.sub(lambda m: letter_name(m.group(1), lang), text)


def speakable(text: str, lang: str) -> str:
    """``text`` as a speech engine should be given it in ``lang``."""
    words = _SPACES.sub(" ", text).strip()
    words = _RANGE.sub(rf"\1 {RANGE_WORD.get(lang, 'to')} \2", words)
    words = _SLASH.sub(f" {OR_WORD.get(lang, 'or')} ", words)
    words = _DOUBLED.sub(r"\1", words)
    words = _DOT.sub(", ", words)
    words = spell_letters(words, lang)
    for pattern, spoken in pronunciations(lang):
        words = pattern.sub(spoken, words)
    return words


def sentences(text: str, most: int = PART) -> list[str]:
    """``text`` in parts of whole sentences, each at most ``most`` characters where a sentence
    allows (a longer sentence is cut at its last comma or space before the limit)."""
    parts: list[str] = []
    for sentence in _SENTENCE.split(_SPACES.sub(" ", text).strip()):
        while len(sentence) > most:
            cut = max(sentence.rfind(", ", 0, most), sentence.rfind("; ", 0, most))
            cut = cut + 1 if cut > most // 3 else sentence.rfind(" ", 0, most)
            if cut <= 0:
                cut = most
            parts.append(sentence[:cut].strip())
            sentence = sentence[cut:].strip()
        if parts and len(parts[-1]) + 1 + len(sentence) <= most:
            parts[-1] = f"{parts[-1]} {sentence}"  # short sentences travel together
        elif sentence:
            parts.append(sentence)
    return parts


def seconds(text: str, rate: float = WORDS_PER_MINUTE) -> float:
    """How long ``text`` takes to say at ``rate`` words a minute."""
    return len(text.split()) * 60.0 / max(1.0, rate)
