"""What Dice Quest's table shows and says: the show follows the rules' events to the state they
make (every game of every size); the creatures lit and the faces marked on them are those the
rules' ``beats`` gives; every event is said or deliberately silent; the words of a throw name
its faces and what they beat; the art draws every card and die at any size."""

from __future__ import annotations

import pytest

from game.quest.bots.levels import make_bot
from game.quest.rules import beats, events, is_over, observe
from game.quest.session.match import QuestMatch
from game.quest.ui.matching import witness
from game.quest.ui.show import QuestShow, shown_state
from game.quest.ui.words import LINES, Say, event_line
from game.shell.ui.i18n import Translator


@pytest.mark.parametrize("players", [1, 2, 5, 8])
def test_the_show_follows_the_events_to_the_state_they_make(players):
    match = QuestMatch(players, 30 + players, deal=False)
    show = QuestShow.from_state(match.state)
    for event in match.deal():
        show.apply(event)
    bots = [make_bot("normal", seat) for seat in range(players)]
    steps = 0
    while not is_over(match.state) and steps < 3000:
        seat = match.state.seat
        for event in match.submit(bots[seat].decide(observe(match.state, seat))):
            show.apply(event)
        assert show.snapshot() == shown_state(match.state)
        steps += 1
    assert show.over == is_over(match.state)


def test_a_witness_is_only_ever_what_beats_says():
    match = QuestMatch(1, 3)
    cards = match.state.cards
    import itertools

    for dice in itertools.islice(itertools.product(range(1, 7), repeat=5), 0, 7776, 37):
        for card in cards:
            found = witness(dice, card.combo)
            assert (found is not None) == beats(dice, card.combo)
            if found is not None:
                assert beats(dice, tuple(str(f) for f in found.faces))
                assert sorted(dice[p] for p in found.positions) == sorted(found.faces)


def test_every_event_is_said_or_deliberately_silent_in_each_table():
    from game.quest.scenes.timeline import ROWS
    from game.quest.ui.motion import MAKE
    from game.quest.ui.show import APPLY

    for table in (LINES, ROWS, APPLY):
        covered = table.handled | table.silent
        assert set(events.EVENT_TYPES) == set(covered), table.family
        assert not table.handled & table.silent
    assert set(events.EVENT_TYPES) - MAKE.handled <= {events.FirstSeatDrawn}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_throw_is_said_with_its_faces_and_what_it_beats(language):
    t = Translator(language)
    match = QuestMatch(2, 4)
    state = match.state
    say = Say(t, lambda s: ("Mia", "Leo")[s], state.creature, line=lambda: state.line, you=0)
    line = event_line(events.DiceSettled(state.dice), say)
    assert " · ".join(map(str, state.dice)) in line
    turn = event_line(events.TurnStarted(0, 3, state.line, 1), say)
    other = event_line(events.TurnStarted(1, 4, state.line, 1), say)
    assert ("you" in turn.lower() or "vous" in turn.lower()) and "Leo" in other
    power = event_line(events.PowerSpent(1, 1, "plus", (2,), None, (1, 2, 4, 4, 5)), say)
    assert "Leo" in power and ("red" in power or "rouge" in power) and "4" in power


def test_the_art_draws_every_card_and_die_at_any_size():
    import pygame

    pygame.init()
    from game.quest.rules import Power
    from game.quest.ui.art import QuestArt, card_height
    from game.shell.ui.palette import PALETTES
    from game.shell.ui.symbols_data import player_mapping

    cards = QuestMatch(1, 1).state.cards
    for palette in PALETTES.values():
        art = QuestArt(palette, player_mapping({}))
        for width in (40, 120, 330):
            for card in cards:
                image = art.card(card, width, "A name that is long enough to wrap", power="+1")
                assert image.get_size() == (width, card_height(width))
        for size in (12, 96, 200):
            for face in range(7):
                assert art.die(face, size, face % 5).get_size() == (size, size)
            for power in Power:
                assert art.power_icon(power, size).get_size() == (size, size)
