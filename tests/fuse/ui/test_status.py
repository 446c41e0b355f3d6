"""Kitten Fuse's answers to the status keys (issue 46), read from one seat's view: where am I
says the turn and what the player may do, the standings who is in and out, the table the play
and its No!s, the own things the hand by title and what that seat alone knows of the deck;
never a card of another seat, never a card of the deck the seat has not seen."""

from __future__ import annotations

import pytest

from game.fuse.rules import observe
from game.fuse.rules.cards import TITLE_NAMES, title_of
from game.fuse.ui import status
from game.shell.session.seated import PUBLIC
from game.shell.ui.i18n import Translator
from tests.fuse.builders import position, run

NAMES = ("Mia", "Leo", "Nora")
DECK = "F#1 D#5 A#4 P#5 C5#4 C4#4"


def name(seat: int) -> str:
    return NAMES[seat]


def seen_by(state, seat: int):
    return observe(state, seat).state


def test_own_things_groups_the_hand_by_title_and_names_no_card_of_another_seat():
    t = Translator("en")
    state = position(["C1#1 C1#2 S#1 N#1", "V#1 H#1 P#1", "C3#1 C3#2"], DECK)
    words = status.own_things(t, seen_by(state, 0), 0)
    assert words.startswith("Your hand, 4 cards: No!, Nap, Loaf cat (2).")
    assert "You know nothing of the deck’s order." in words
    for other in ("Favour", "Shuffle", "Peek", "Sock cat", "Fuse kitten"):
        assert other not in words, other


def test_own_things_tells_what_the_seat_alone_knows_of_the_deck():
    t = Translator("en")
    state, _ = run(position(["P#1 C1#1", "V#1", "C3#1"], DECK), "p0 play P#1")
    mine = status.own_things(t, seen_by(state, 0), 0)
    assert "Card 1 from the top: Fuse kitten" in mine
    assert "Card 2 from the top: Calm-down kit" in mine
    theirs = status.own_things(t, seen_by(state, 1), 1)
    assert "Fuse kitten" not in theirs and "You know nothing" in theirs


def test_the_public_view_knows_nothing_of_the_deck_whoever_peeked():
    """The shared screen's view (PUBLIC) is nobody's: a seat's Peek stays with that seat (the
    last seat's knowledge once leaked to it through a negative index)."""
    state, _ = run(position(["C1#1", "V#1", "P#1 C3#1"], DECK, turn=2), "p2 play P#1")
    assert any(c for c in state.known[2])  # Nora knows the top
    public = observe(state, PUBLIC).state
    assert set(public.deck) == {0}
    t = Translator("en")
    assert "Fuse kitten" not in status.read_table(t, public, name, None)


def test_read_table_tells_the_play_on_the_table_and_its_noes():
    t = Translator("en")
    state = position(["A#1 C1#1", "N#1 V#1", "N#2 C3#1"], DECK, discard="H#1")
    state, _ = run(state, "p0 play A#1", "p1 no N#1")
    words = status.read_table(t, seen_by(state, 2), name, 2)
    assert "The deck holds 6 cards." in words
    assert "Mia played Pounce" in words
    assert "1 No! against it, by Leo" in words
    assert "No!" in words and "cancelled" in words
    words = status.read_table(t, seen_by(state, 0), name, 0)
    assert "you played Pounce" in words
    assert "1 No! against it, by Leo" in words
    after, _ = run(state, "p2 no N#2")  # nobody may answer now: the play is back on
    assert "On the table" not in status.read_table(t, seen_by(after, 0), name, 0)


def test_where_am_i_says_the_turn_and_what_the_player_may_do():
    t = Translator("en")
    state = position(["C1#1", "V#1", "C3#1"], DECK)
    mine = status.where_am_i(t, seen_by(state, 0), name, 0)
    assert mine.startswith("Kitten Fuse. Turn 1, 3 of 3 players still in.")
    assert "Your turn: play cards, or draw one to end your turn." in mine
    assert "Mia’s turn" in status.where_am_i(t, seen_by(state, 1), name, 1)


def test_standings_say_who_is_in_and_who_is_out_in_what_place():
    t = Translator("en")
    state = position(["C1#1 C1#2", "", "C3#1"], DECK, out=(1,))
    words = status.standings(t, seen_by(state, 0), name, 0)
    assert words.startswith("Still in: Mia, 2 cards; Nora, 1 card.")
    assert "Out: Leo, 3rd." in words


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_answer_has_its_words_in_both_languages(language):
    t = Translator(language)
    state = position(["A#1 C1#1", "N#1 V#1", "N#2 C3#1"], DECK, discard="H#1")
    state, _ = run(state, "p0 play A#1", "p1 no N#1")
    view = seen_by(state, 0)
    answers = [
        status.where_am_i(t, view, name, 0),
        status.standings(t, view, name, 0),
        status.read_table(t, view, name, 0),
        status.own_things(t, view, 0),
        status.turn_words(t, view, 0, "Mia"),
        status.counts_words(t, view, 0),
    ]
    for words in answers:
        assert words and "fuse." not in words and "{" not in words, words


def test_no_answer_names_a_card_the_seat_cannot_see():
    """Every title held by the other seats and hidden in the deck is absent from what seat 0
    hears, except the titles it holds or has seen."""
    t = Translator("en")
    state = position(["C1#1", "V#1 H#1", "P#1 C3#1"], "F#1 S#1 D#5")
    view = seen_by(state, 0)
    said = " ".join(
        [
            status.where_am_i(t, view, name, 0),
            status.standings(t, view, name, 0),
            status.read_table(t, view, name, 0),
            status.own_things(t, view, 0),
        ]
    )
    hidden = {title_of(c) for s in (1, 2) for c in state.seats[s].hand} | {
        title_of(c) for c in state.deck
    }
    for title in hidden:
        words = t(f"fuse.card.{TITLE_NAMES[title]}")
        assert words not in said, words
