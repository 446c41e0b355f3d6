"""Kitten Fuse in words: every event the table may show has its line in English and French,
for several people (named) and for the one person playing ("you"); a card a seat cannot see is
"a card"; refusals, positions and plays read as a player would say them."""

from __future__ import annotations

import random

import pytest

from game.fuse.rules import IllegalActionError, is_over, legal_actions, observe_events, to_move
from game.fuse.rules.actions import FirstPlayer
from game.fuse.rules.cards import parse_card
from game.fuse.session.match import FuseMatch
from game.fuse.ui.words import event_line, play_words, position_words, refusal_words
from game.shell.ui.i18n import Translator

NAMES = ("Mia", "Leo", "Nora", "Sam", "Zoé")


def lines(language: str, viewer: int, you: int | None, seed: int) -> list[str]:
    t = Translator(language)
    match = FuseMatch(4, seed=seed, deal=False)
    said = []
    rng = random.Random(seed)
    events = match.answer(FirstPlayer(0))
    while True:
        for event in observe_events(events, viewer):
            line = event_line(t, event, NAMES.__getitem__, you)
            if line is not None:
                said.append(line)
        if is_over(match.state):
            return said
        movers = to_move(match.state)
        seat = movers[rng.randrange(len(movers))]
        events = match.submit(rng.choice(legal_actions(match.state, seat)))


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("you", [None, 0])
def test_every_line_of_a_game_is_written(language, you):
    for seed in (1, 2, 3):
        said = lines(language, -1 if you is None else you, you, seed)
        assert said
        missing = [line for line in said if "fuse." in line or "{" in line]
        assert not missing, missing[:5]


def test_the_one_person_playing_is_spoken_to():
    said = lines("en", 0, 0, 2)
    assert any(line.startswith("You ") or line.startswith("Your ") for line in said)
    assert not any("Mia" in line for line in said if line.startswith("Mia draws"))


def test_a_card_nobody_may_see_is_a_card():
    said = lines("en", -1, None, 3)
    drawn = [line for line in said if " draws a card" in line]
    assert drawn, "cards drawn by others are said without naming them"


def test_plays_positions_and_refusals_read_as_a_player_says_them():
    t = Translator("en")
    pair = (parse_card("C1#1"), parse_card("C1#2"))
    assert play_words(t, pair, "two_alike") == "Two alike (Loaf cat, Loaf cat)"
    three = tuple(parse_card(f"S#{k}") for k in (1, 2, 3))
    assert (
        play_words(t, three, "three_alike", 1)
        == "Three alike (Nap, Nap, Nap), naming Calm-down kit"
    )
    assert position_words(t, 0, 10) == "on top (the next card drawn)"
    assert position_words(t, 9, 10) == "at the bottom"
    assert "place 4" in position_words(t, 3, 10)
    refused = refusal_words(t, IllegalActionError("not_alone", card="N#1"))
    assert refused == "No! cannot be played alone"
    fr = Translator("fr")
    assert refusal_words(fr, IllegalActionError("not_alone", card="N#1")).startswith("Non\u00a0!")
