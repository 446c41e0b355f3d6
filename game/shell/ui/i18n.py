"""Translations: every player-visible string comes from a catalog in assets/i18n/<lang>.json.

A catalog is a flat JSON object ``key -> text`` with ``{name}`` placeholders. English and
French are complete (a test compares their keys and placeholders). A missing key shows the key
itself so that a gap is visible, never a crash.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

CATALOGS = Path(__file__).resolve().parents[3] / "assets" / "i18n"
LANGUAGES = {"en": "English", "fr": "Français"}


@cache
def catalog(lang: str) -> dict[str, str]:
    """``<lang>.json`` merged with the topic catalogs ``<topic>.<lang>.json``."""
    merged: dict[str, str] = {}
    for path in sorted(CATALOGS.glob(f"*.{lang}.json")):
        merged.update(json.loads(path.read_text(encoding="utf-8-sig")))  # a BOM is fine
    merged.update(json.loads((CATALOGS / f"{lang}.json").read_text(encoding="utf-8-sig")))
    return merged


class Translator:
    """``t("menu.new_game")``, ``t("handoff.pass_to", name="Mia")`` in the current language."""

    def __init__(self, lang: str = "en") -> None:
        self.lang = lang if lang in LANGUAGES else "en"

    def __call__(self, key: str, **values: object) -> str:
        text = catalog(self.lang).get(key)
        if text is None and "count" in values and f"{key}.one" in catalog(self.lang):
            return self.plural(key, values.pop("count"), **values)
        if text is None:
            text = catalog("en").get(key, key)
        try:
            return text.format(**values) if values else text
        except (KeyError, IndexError):
            return text

    def has(self, key: str) -> bool:
        return key in catalog(self.lang)

    def plural(self, key: str, count: object, **values: object) -> str:
        """``key.one`` or ``key.other`` by count (both languages use these two forms): the
        count as the caller gave it, written in the text as it is."""
        form = "one" if (count == 1 or (self.lang == "fr" and count == 0)) else "other"
        return self(f"{key}.{form}", count=count, **values)
