"""Help on anything (issue 15): every card id and every kind of element has an entry, in both
languages, made only of words that both catalogs hold; a boat cell's entry tells the rules'
facts about that cell (its room, a rat, a map)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.isle.data.loader import load_content, load_texts
from game.isle.rules.geometry import bit, cells_of
from game.isle.rules.ids import Tile
from game.isle.session.match import Match
from game.isle.ui import help as isle_help
from game.isle.ui.help import BUTTONS, RULE_NOTES, SCORE_LINES, IsleKind
from game.shell.ui import help as shell_help
from game.shell.ui.help import SETTINGS, HelpContext, Kind, Subject, entry
from game.shell.ui.i18n import Translator, catalog

I18N = Path(__file__).resolve().parents[2] / "assets" / "i18n"
LANGUAGES = ("en", "fr")


class _Strict(Translator):
    """A translator that records every key it is asked and does not hold."""

    def __init__(self, lang: str) -> None:
        super().__init__(lang)
        self.missing: set[str] = set()

    def __call__(self, key: str, **values: object) -> str:
        words = catalog(self.lang)
        plural = "count" in values and f"{key}.one" in words and f"{key}.other" in words
        if key not in words and not plural:
            self.missing.add(key)
        return super().__call__(key, **values)


@pytest.fixture(scope="module")
def content():
    return load_content()


def isle_context(t, lang: str, state) -> HelpContext:
    """Help as the Isle's table asks it: its pictures on an art store, its levels loaded."""
    from game.isle.ui.art import IsleArt

    return HelpContext(t, lang, state, 0, art=IsleArt(load_content()))


def _subjects(content, state) -> list[Subject]:
    tile = state.left[0] if state.left else Tile(next(iter(content.shapes)), "red")
    every = [Subject(kind) for kind in Kind] + [Subject(kind) for kind in IsleKind]
    every += [Subject(IsleKind.CARD, card) for card in content.cards]
    every += [Subject(IsleKind.CAT, tile)]
    every += [Subject(IsleKind.CELL, (0, x, y)) for x, y in cells_of(content.board.cells)]
    every += [Subject(IsleKind.CELL, (0, 0, 0))]  # a corner outside the boat
    every += [Subject(IsleKind.BOAT, 0), Subject(IsleKind.BOAT, 1)]
    every += [Subject(IsleKind.SCORE, line) for line in SCORE_LINES]
    every += [Subject(IsleKind.BUTTON, key) for key in BUTTONS]
    every += [Subject(Kind.BUTTON, key) for key in shell_help.BUTTONS]
    every += [Subject(Kind.SETTING, key) for key in SETTINGS]
    every += [Subject(Kind.SCREEN, name) for name in shell_help.SCREENS]
    every += [Subject(IsleKind.SCREEN, name) for name in isle_help.SCREENS]
    return every


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_card_and_every_kind_has_an_entry_in_both_languages(content, lang):
    state = Match(content, 2, "standard", 4).state
    t = _Strict(lang)
    ctx = isle_context(t, lang, state)
    for subject in _subjects(content, state):
        help_entry = entry(subject, ctx)
        assert help_entry.title and help_entry.paragraphs, subject
        for words in (help_entry.title, *help_entry.paragraphs):
            assert "{" not in words and "help." not in words, (subject, words)
        for related in help_entry.related:
            assert entry(related, ctx).paragraphs, related
    assert not t.missing, sorted(t.missing)


def test_every_card_has_its_text_and_the_rules_clarifications(content):
    from game.isle.ui.help import card_notes

    for lang in LANGUAGES:
        words = catalog(lang)
        for card_id, card in content.cards.items():
            for key in card_notes(card):
                assert key in words, (lang, card_id, key)
    for note in RULE_NOTES:
        assert any(card.scoring == note for card in content.cards.values()), note


def test_a_cell_entry_says_its_room_its_rat_and_its_map(content):
    state = Match(content, 2, "standard", 4).state
    t = Translator("en")
    ctx = isle_context(t, "en", state)
    boat = content.boats[state.seats[0].boat]
    rat = next(iter(cells_of(boat.rats)))
    rat_entry = entry(Subject(IsleKind.CELL, (0, *rat)), ctx)
    assert t("help.cell.rat") in rat_entry.paragraphs
    color, cell = boat.maps[0]
    x, y = next(iter(cells_of(cell)))
    map_entry = entry(Subject(IsleKind.CELL, (0, x, y)), ctx)
    assert t("help.cell.map", color=t(f"color.{color}")) in map_entry.paragraphs
    room = next(r for r in content.board.rooms if r.mask & bit(x, y))
    assert load_texts().room_name(room.id, "en") in map_entry.title


def test_the_help_and_learning_catalogs_hold_the_same_keys_in_both_languages():
    for topic in ("help", "learn", "tutorial"):
        en = json.loads((I18N / f"{topic}.en.json").read_text(encoding="utf-8"))
        fr = json.loads((I18N / f"{topic}.fr.json").read_text(encoding="utf-8"))
        assert set(en) == set(fr), (topic, set(en) ^ set(fr))
        assert all(value.strip() for value in (*en.values(), *fr.values())), topic
