"""One rule for what a name may hold (issue 37 item 1: game/shell/session/names.py): control and
invisible characters never stay in a name, and any name the game saved it loads again, an
older save's name with such characters included."""

from __future__ import annotations

import json
import unicodedata

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.isle.session.game_session import GameSession, SeatConfig
from game.isle.session.header import parse_header
from game.shell import fontcover
from game.shell.session.names import MAX_NAME, clean_name, has_hidden, name_problem

INVISIBLE = ["\x00", "\u200b", "\ufeff", "\u00ad", "\u2028", "\x1b", "\u202e", "\ue000"]
NAMES = st.text(
    st.sampled_from(INVISIBLE) | st.characters(codec="utf-8") | st.sampled_from(" \t\u00a0"),
    max_size=24,
)
FUZZ = settings(max_examples=200, deadline=None, derandomize=True)


@FUZZ
@given(NAMES)
def test_a_cleaned_name_holds_only_visible_characters(name):
    kept = clean_name(name)
    assert clean_name(kept) == kept, "the rule is stable"
    assert not has_hidden(kept) and len(kept) <= MAX_NAME
    assert kept == kept.strip() and "  " not in kept
    assert all(unicodedata.category(c) not in ("Cc", "Cf", "Cs", "Co", "Cn") for c in kept)
    assert name_problem(kept) is None or not kept


def test_invisible_characters_go_and_visible_ones_stay():
    assert clean_name("Mi\u200ba") == "Mia"
    assert clean_name("\ufeffZoé\u00ad") == "Zoé"
    assert clean_name("Ana\x00\x1b[31m") == "Ana[31m"
    assert clean_name("  Jean\u00a0\u00a0Luc\t") == "Jean Luc"
    assert clean_name("e\u0301lodie") == "élodie"  # NFC
    assert clean_name("\u200b\u200b") == ""
    assert name_problem("Mi\u200ba") and name_problem("") and name_problem(" Mia")
    assert name_problem("Mia") is None


def header(*names: str) -> dict:
    seats = [{"name": n, "kind": "human", "level": "normal", "profile": {}} for n in names]
    return {
        "kind": "header",
        "game": "isle-of-cats",
        "format": 1,
        "mode": "standard",
        "players": len(names),
        "seed": 3,
        "meta": {"seats": seats},
    }


def test_an_older_save_with_invisible_characters_in_its_names_loads(content, tmp_path):
    """The game before this rule saved such names and then refused them on Continue: the
    game could never be continued. Now it loads, the names cleaned."""
    path = tmp_path / "slot-1.jsonl"
    path.write_text(json.dumps(header("Mi\u200ba", "\u200b", "Le\u00ado")) + "\n")
    names = [s.name for s in parse_header(header("Mi\u200ba", "\u200b", "Le\u00ado")).meta.seats]
    assert names == ["Mia", "Player 2", "Leo"]
    session = GameSession.from_save(content, path)
    assert [s.name for s in session.seats] == ["Mia", "Player 2", "Leo"]


@settings(
    max_examples=40,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(st.lists(NAMES, min_size=2, max_size=2))
def test_any_name_given_to_a_game_is_saved_and_loads_again(content, tmp_path, names):
    path = tmp_path / "slot-1.jsonl"
    seats = [SeatConfig(name) for name in names]
    session = GameSession(content, seats, "standard", 5, save_path=path)
    assert session.autosave(), session.save_error
    again = GameSession.from_save(content, path)
    kept = [s.name for s in again.seats]
    assert kept == [s.name for s in session.seats]
    assert all(name and name_problem(name) is None for name in kept)


# --- blank-looking names and glyphs the fonts cannot draw (issue 43 item 16) ----------------------


BLANK_LOOKING = [
    "\u3164",  # Hangul filler
    "\u115f",  # Hangul choseong filler
    "\u1160",  # Hangul jungseong filler
    "\uffa0",  # halfwidth Hangul filler
    "\u2800",  # Braille blank
    "\u034f",  # combining grapheme joiner
    "\ufe0f",  # a variation selector alone
    "\U000e0100",
    "\U0010fffd",  # private use
    "\U0003ffff",  # unassigned
]


@pytest.mark.parametrize("blank", BLANK_LOOKING, ids=lambda b: f"U+{ord(b[0]):04X}")
def test_a_name_of_blank_looking_characters_is_empty(blank):
    assert clean_name(blank * 3) == ""
    assert clean_name(f"{blank} {blank}") == ""
    assert clean_name(f"{blank}Mia{blank}") == "Mia"
    assert name_problem(blank * 3) is not None


def test_marks_with_nothing_to_mark_are_no_name():
    assert clean_name("\u0301\u0301") == "" and clean_name("\u0301") == ""


@pytest.mark.parametrize("text", ["李雷", "🐱🐱", "\U0001f600", "ᄀᄀ"])
def test_glyphs_the_bundled_fonts_cannot_draw_are_left_out(text):
    assert not fontcover.drawable(text)
    assert clean_name(text) == "" and clean_name(f"Mia {text}") == "Mia"


@pytest.mark.parametrize("name", ["Zoé", "Жанна", "Øystein", "Łucja", "Mia 2"])
def test_names_the_fonts_draw_are_kept(name):
    assert fontcover.drawable(name) and clean_name(name) == name and name_problem(name) is None


def test_a_seat_of_a_save_named_with_fillers_gets_its_seat_name():
    from game.kittens.session.header import parse_header as kitten_header

    seats = [{"name": "\u3164\u3164"}, {"name": "\u2800"}, {"name": "Mia"}]
    header = {"kind": "header", "game": "kittens", "format": 1, "players": 3}
    header["meta"] = {"seats": seats}
    parsed = kitten_header(header)
    assert [s.name for s in parsed.meta.seats] == ["Player 1", "Player 2", "Mia"]


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.text(max_size=20))
def test_every_name_kept_is_drawn_by_the_bundled_fonts(text):
    name = clean_name(text)
    assert fontcover.drawable(name)
    assert not name or any(unicodedata.category(c)[0] in "LNPS" for c in name)


def test_the_font_cover_agrees_with_what_pygame_draws():
    """A character the cover says is drawn renders as something else than the empty box."""
    import pygame

    pygame.font.init()
    face = pygame.font.Font(str(fontcover.FONTS / fontcover.NAME_FACES[0]), 20)

    def pixels(char: str) -> bytes:
        return pygame.image.tobytes(face.render(char, False, (255, 255, 255)), "RGBA")

    box = pixels("\u4e00")
    for code in [*range(0x20, 0x2000), 0x3164, 0x2800, 0x1F431]:
        char = chr(code)
        if unicodedata.category(char)[0] in "LNPS":
            assert fontcover.drawable(char) == (pixels(char) != box), hex(code)
