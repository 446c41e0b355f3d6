"""Dice Quest's answers to the status keys (game/quest/ui/status.py): where am I names the turn,
the throw under way and what the rules let the seat do now; the standings rank as the rules'
score does; the table reads the line with what beats each creature (and what sun and moon
mean only when the line has them); own things group the army by power. Both languages give
the engine words, never a symbol it reads out."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.quest.rules import roll_number
from game.quest.ui import status
from game.quest.ui.show import QuestShow
from game.shell.ui.i18n import Translator
from game.shell.ui.speech import speakable
from tests.quest.builders import deck, position

CARDS = deck("3 3 plus", "sun sun sun sun sun reroll", "6 6 opposite", "1 2 minus", "4 4 reroll")
NAMES = ("Mia", "Leo", "Nora")


def names(seat: int) -> str:
    return NAMES[seat]


def words(language: str = "en"):
    return Translator(language)


def cards(card: int):
    return CARDS[card - 1]


def test_where_am_i_says_the_turn_the_throw_and_what_the_rules_allow():
    t = words()
    state = position(CARDS, (3, 3, 5, 1, 6), (1, 2), armies=((3,), (), ()), free_rerolls=1)
    show = QuestShow.from_state(state)
    said = status.where_am_i(t, show, names, cards, 0, [1, 2], state)
    assert said.startswith("Dice Quest. Turn 3, your turn, roll 2 of 3.")
    assert "The dice show 3 · 3 · 5 · 1 · 6: they beat Pebble Pixie." in said
    assert "You may win over Pebble Pixie, keep some dice and reroll the others" in said
    assert "call on a power: Opposite" in said
    assert "end the turn" not in said, "the rules say a beaten creature must be won over"
    assert said.endswith("4 creatures still to win over: 2 in the line, 2 in the deck.")


def test_where_am_i_offers_only_the_end_when_nothing_is_left_to_try():
    t = words()
    state = position(CARDS, (1, 1, 5, 5, 6), (1, 2), armies=((), (), ()), free_rerolls=0)
    said = status.where_am_i(t, QuestShow.from_state(state), names, cards, 0, [1, 2], state)
    assert "You may end the turn." in said
    bot_turn = replace(state, seat=1)
    said = status.where_am_i(t, QuestShow.from_state(bot_turn), names, cards, 0, [1, 2], None)
    assert "Turn 3, Leo plays" in said and "You may" not in said


def test_roll_number_counts_the_free_rerolls_the_turn_began_with():
    first = position(CARDS, (1, 2, 3, 4, 5), (1,), free_rerolls=2, turns=(1,))
    assert roll_number(first) == (1, 3)
    later = position(CARDS, (1, 2, 3, 4, 5), (1,), free_rerolls=0, turns=(4,))
    assert roll_number(later) == (2, 2)
    assert QuestShow.from_state(later).roll == (2, 2)


def test_the_standings_rank_as_the_score_does_with_the_larger_army_first_on_a_tie():
    t = words()
    state = position(
        CARDS,
        (1, 2, 3, 4, 5),
        (),
        armies=((1,), (2, 3), (4,)),
        discards=((5,), (), ()),
    )
    said = status.standings(t, QuestShow.from_state(state), names, 0)
    assert said.index("Leo: 2 creatures, army 2") < said.index("You: 2 creatures, army 1")
    assert said.index("You:") < said.index("Nora: 1 creature, army 1, spent 0")
    final = status.final_scores(t, QuestShow.from_state(state), names, 0)
    assert final.startswith("Final scores. Leo")


def test_solo_standings_say_the_army_and_what_is_left():
    t = words()
    state = position(CARDS, (1, 2, 3, 4, 5), (2,), armies=((1, 3),), discards=((4,),))
    said = status.standings(t, QuestShow.from_state(state), names, 0)
    assert said.startswith("Your army: 2 creatures, your score if the quest is won; 1 powers")
    assert "2 creatures still to win over: 1 in the line, 1 in the deck" in said


def test_the_table_reads_each_creature_of_the_line_with_its_place_and_what_beats_it():
    t = words()
    state = position(CARDS, (3, 3, 5, 1, 6), (1, 2), armies=((), (), ()))
    said = status.read_table(t, QuestShow.from_state(state), names, cards, 0)
    assert "The quest line, 2 creatures: 1 of 2, Pebble Pixie: beaten by 3, 3; power +1;" in said
    assert "2 of 2, " in said and "beaten by sun, sun, sun, sun, sun" in said
    assert "Each sun stands for one same number" in said
    assert said.endswith("3 creatures in the deck.")
    numbers_only = position(CARDS, (3, 3, 5, 1, 6), (1, 3), armies=((), (), ()))
    said = status.read_table(t, QuestShow.from_state(numbers_only), names, cards, 0)
    assert "sun" not in said, "the wildcards are explained only when the line has them"


def test_own_things_group_the_army_by_power_and_list_the_powers_spent():
    t = words()
    state = position(
        CARDS, (1, 2, 3, 4, 5), (), armies=((1, 2, 5), (), ()), discards=((4,), (), ())
    )
    show = QuestShow.from_state(state)
    said = status.own_things(t, show, 0, names, cards, 0)
    assert said.startswith("Your army, 3 creatures, by power: +1: Pebble Pixie; Reroll: ")
    assert "1 power spent: " in said and "4 creatures won over in all." in said
    assert status.own_things(t, show, 1, names, cards, 0).startswith("Leo's army is empty.")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_answers_give_the_engine_words_not_symbols(language):
    t = words(language)
    state = position(
        CARDS, (3, 3, 5, 1, 6), (1, 2, 3), armies=((3, 4), (), ()), discards=((5,), (), ())
    )
    show = QuestShow.from_state(state)
    answers = [
        status.where_am_i(t, show, names, cards, 0, [1, 2], state),
        status.standings(t, show, names, 0),
        status.read_table(t, show, names, cards, 0),
        status.own_things(t, show, 0, names, cards, 0),
        t("quest.power.opposite.text"),
        t("quest.turn.minus", before=3, after=2),
    ]
    for said in answers:
        spoken = speakable(said, language)
        assert not any(symbol in spoken for symbol in ("/", "↔", "→", "{", "}")), spoken
        if language == "fr":
            assert "−" not in spoken, spoken
