"""Every player-visible string is in both catalogs, with the same placeholders."""

from __future__ import annotations

import re
import string
from pathlib import Path

from game.shell.ui.i18n import Translator, catalog

ROOT = Path(__file__).resolve().parents[2]


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_english_and_french_have_the_same_keys_and_placeholders():
    en, fr = catalog("en"), catalog("fr")
    assert set(en) == set(fr)
    for key in en:
        assert placeholders(en[key]) == placeholders(fr[key]), key
        assert fr[key] != "" or en[key] == "", key


def test_every_literal_key_in_the_code_exists():
    known = set(catalog("en"))
    missing = []
    pattern = re.compile(r'\bt\("([a-z_]+(?:\.[a-z_0-9]+)+)"')
    for path in (ROOT / "game").rglob("*.py"):
        for key in pattern.findall(path.read_text(encoding="utf-8")):
            if key not in known and f"{key}.one" not in known:
                missing.append(f"{path.name}: {key}")
    assert not missing, missing


def test_keys_built_from_values_exist():
    from game.isle.rules.ids import COLORS
    from game.shell.app.settings import ANIMATION_SPEEDS, ANYTIME_PROMPTS
    from game.shell.input import Intent

    keys = [f"color.{c}" for c in COLORS] + [f"intent.{i.value}" for i in Intent]
    keys += [f"tile.{kind}.{c}" for kind in ("cat", "oshax") for c in COLORS]
    keys += [f"settings.speed.{v}" for v in ANIMATION_SPEEDS]
    keys += [f"settings.anytime.{v}" for v in ANYTIME_PROMPTS]
    keys += [
        f"scoring.{k}"
        for k in (
            "rats",
            "rooms",
            "families",
            "rare_treasures",
            "private_lessons",
            "public_lessons",
            "total",
        )
    ]
    keys += [f"board.pay.{p}" for p in ("permanent", "full", "halves")]
    keys += [f"rare.option.{o}" for o in ("commons", "small", "paid")]
    keys += [f"setup.mode.{m}" for m in ("standard", "family", "solo")]
    for window in (
        "before_fill",
        "before_deal",
        "before_buy",
        "before_lessons",
        "before_declare",
        "before_rescue_turn",
        "before_rare_turn",
        "final",
    ):
        keys.append(f"anytime.window.{window}")
    from game.isle.scenes.howto import TOPICS

    keys += [f"howto.{t}.{part}" for t in TOPICS for part in ("title", "body")]
    en = catalog("en")
    assert [k for k in keys if k not in en] == []


def test_translator_formats_and_picks_plural_forms():
    en, fr = Translator("en"), Translator("fr")
    assert en("handoff.pass_to", name="Mia") == "Pass to Mia"
    assert fr("handoff.pass_to", name="Mia") == "Passez à Mia"
    assert en("table.hand", count=1) == "1 card in hand"
    assert en("table.hand", count=3) == "3 cards in hand"
    assert fr("table.hand", count=0) == "0 carte en main"
    assert en("no.such.key") == "no.such.key"


def test_french_keeps_its_high_punctuation_on_the_line_of_its_word():
    """French sets a space before ? ! : ; and inside « »: it must be a no-break space, or a
    wrapped line can start with a lone "?" (the wrapper breaks at plain spaces only)."""
    import json

    texts = dict(catalog("fr"))
    cards = json.loads((ROOT / "levels" / "content" / "cards.json").read_text(encoding="utf-8"))
    for entry in cards["cards"] if isinstance(cards, dict) else cards:
        for field in ("name", "text"):
            if isinstance(entry.get(field), dict):
                texts[f"card {entry['ids']} {field}"] = entry[field]["fr"]
    broken = {key: text for key, text in texts.items() if re.search(r" [?!:;»]|« ", text)}
    assert not broken, broken


def test_french_uses_the_typographic_apostrophe():
    """French text sets ’ (U+2019), never the typewriter ' (the catalogs and the cards)."""
    import json

    texts = dict(catalog("fr"))
    cards = json.loads((ROOT / "levels" / "content" / "cards.json").read_text(encoding="utf-8"))
    for entry in cards["cards"] if isinstance(cards, dict) else cards:
        for field in ("name", "text"):
            if isinstance(entry.get(field), dict):
                texts[f"card {entry['ids']} {field}"] = entry[field]["fr"]
    straight = {key: text for key, text in texts.items() if "'" in text}
    assert not straight, straight


def test_counts_agree_with_their_nouns():
    en, fr = Translator("en"), Translator("fr")
    assert en("draft.pass_to", name="Leo", count=1) == "The other card goes to Leo."
    assert en("draft.pass_to", name="Leo", count=3) == "The other 3 cards go to Leo."
    assert fr("draft.pass_to", name="Leo", count=1) == "L’autre carte va à Leo."
    assert en("board.cells", count=1) == "1 cell" and en("board.cells", count=3) == "3 cells"
    assert fr("board.cells", count=1) == "1 case" and fr("board.cells", count=2) == "2 cases"
    assert en("common.fish", count=1) == "1 fish" and fr("common.fish", count=1) == "1 poisson"
    assert en("scoring.winner", names="Mia, Leo", count=2) == "Mia, Leo win!"
    assert fr("game.thinking", names="Leo, Nora", count=2) == "Leo, Nora jouent…"
    assert en("tile.cat.orange") == "an orange cat" and en("tile.cat.blue") == "a blue cat"
    assert (
        en("tile.oshax.orange") == "an orange Oshax" and fr("tile.cat.orange") == "un chat orange"
    )


def test_key_names_in_the_prompt_bar_are_translated():
    from types import SimpleNamespace

    from game.shell.ui.prompts import glyph_words

    app = SimpleNamespace(t=Translator("fr"))
    assert glyph_words(app, "Enter") == "Entrée"
    assert glyph_words(app, "Backspace") == "Retour arrière"
    assert glyph_words(app, "Shift+Tab") == "Maj+Tab"
    assert glyph_words(app, "Left click") == "Clic gauche"
    assert glyph_words(app, "View + D-pad Up") == "Vue + Croix haut"  # a status key's chord
    assert glyph_words(app, "A") == "A", "a letter or a pad button keeps its name"
    assert glyph_words(app, "Cross") == "Cross", "drawn as the PlayStation shape"
