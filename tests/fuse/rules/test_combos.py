"""The combos as the reference defines them (Combos): Two alike takes a card at random (a chance
outcome among the target's cards), Three alike asks for a title, Five different takes a card of
the discard pile but the combo's own and the fuse kittens; kits and No!s may go into a combo;
with the setting off only a pair of cat cards may be played together."""

from __future__ import annotations

import pytest

from game.fuse.rules import IllegalActionError, Phase, chance_outcomes, legal_actions, to_move
from game.fuse.rules.actions import Take
from tests.fuse.builders import cards, hand, keys, position, run, texts

DECK = "C4#1 F#1 C4#2 C4#3 P#2"


def test_two_cat_cards_alike_take_a_card_at_random_from_the_target():
    state = position(["C1#1 C1#3 D#1", "A#1 C2#1 D#2", "D#3"], DECK)
    state, _ = run(state, "p0 play C1#3 C1#1 at p1")
    assert state.phase == Phase.STEAL and to_move(state) == (-1,)
    outcomes = chance_outcomes(state)
    assert sorted(a.text() for a, _ in outcomes) == ["steal A#1", "steal C2#1", "steal D#2"]
    assert all(abs(p - 1 / 3) < 1e-9 for _, p in outcomes)
    state, events = run(state, "steal D#2")
    assert hand(state, 0) == ["D#1", "D#2"] and hand(state, 1) == ["A#1", "C2#1"]
    assert events[-1].way == "steal" and events[-1].secret
    assert texts(state.discard) == ["C1#1", "C1#3"]


def test_two_alike_of_any_title_with_the_combos_on():
    state = position(["H#1 H#2 D#1", "A#1 D#2"], DECK)
    state, _ = run(state, "p0 play H#1 H#2 at p1")
    assert state.phase == Phase.STEAL, "its text is ignored: no shuffle"
    assert texts(state.deck) == DECK.split()


def test_three_alike_take_the_named_title_when_the_target_holds_one():
    state = position(["C5#1 C5#2 C5#3 D#1", "N#2 N#4 P#1 D#2", "D#3"], DECK)
    state, events = run(state, "p0 play C5#1 C5#2 C5#3 at p1 name N", "p1 pass")
    assert events[-1].key == "card_taken" and events[-1].way == "named"
    assert hand(state, 0) == ["D#1", "N#2"], "the lowest copy (they are alike)"
    assert hand(state, 1) == ["D#2", "N#4", "P#1"] and state.phase == Phase.PLAY


def test_three_alike_naming_a_title_not_held_take_nothing():
    state = position(["S#1 S#2 S#3 D#1", "P#1 D#2", "D#3"], DECK)
    state, events = run(state, "p0 play S#1 S#2 S#3 at p1 name A")
    assert events[-1].key == "nothing_taken" and events[-1].why == "not_held"
    assert hand(state, 1) == ["D#2", "P#1"] and (state.turn, state.owed) == (0, 1)


def test_three_alike_may_name_a_kit_but_never_a_fuse_kitten():
    state = position(["C2#1 C2#2 C2#3 D#1", "D#2 P#1", "D#3"], DECK)
    with pytest.raises(IllegalActionError) as refused:
        run(state, "p0 play C2#1 C2#2 C2#3 at p1 name F")
    assert refused.value.code == "cannot_name_fuse"
    state, _ = run(state, "p0 play C2#1 C2#2 C2#3 at p1 name D")
    assert hand(state, 0) == ["D#1", "D#2"]


def test_a_no_cancels_five_different_before_anything_is_taken():
    state = position(["D#1 N#1 A#1 C1#1 C2#1", "N#2 D#2", "D#3"], DECK, discard="S#1 V#2")
    state, events = run(state, "p0 play D#1 N#1 A#1 C1#1 C2#1", "p1 no N#2")
    assert events[-1].key == "window_closed" and events[-1].cancelled
    assert state.phase == Phase.PLAY and hand(state, 0) == []
    assert texts(state.discard) == ["S#1", "V#2", "D#1", "N#1", "A#1", "C1#1", "C2#1", "N#2"]


def test_five_different_may_take_the_noes_just_played_but_not_its_own_cards():
    state = position(["D#1 N#1 A#1 C1#1 C2#1 N#3", "N#2 D#2", "D#3"], DECK, discard="S#1 F#3 V#2")
    state, _ = run(state, "p0 play D#1 N#1 A#1 C1#1 C2#1", "p1 no N#2", "p0 no N#3")
    assert state.phase == Phase.PICK and to_move(state) == (0,)
    takeable = sorted(a.text() for a in legal_actions(state))
    assert takeable == sorted(["p0 take S#1", "p0 take V#2", "p0 take N#2", "p0 take N#3"])
    for text, code in [
        ("p0 take F#3", "cannot_take_fuse"),
        ("p0 take A#1", "combo_card"),
        ("p0 take P#2", "not_in_discard"),
    ]:
        with pytest.raises(IllegalActionError) as refused:
            run(state, text)
        assert refused.value.code == code
    state, events = run(state, "p0 take N#2")
    assert events[-1].way == "discard" and "N#2" in hand(state, 0)
    assert Take(0, cards("N#2")[0]) not in legal_actions(state)


def test_five_different_with_nothing_to_take_take_nothing():
    state = position(["D#1 N#1 A#1 C1#1 C2#1", "D#2", "D#3"], DECK, discard="F#3")
    state, events = run(state, "p0 play D#1 N#1 A#1 C1#1 C2#1")
    assert keys(events)[-1] == "nothing_taken" and events[-1].why == "empty_discard"
    assert state.phase == Phase.PLAY


def test_five_cat_kinds_make_five_different():
    state = position(["C1#1 C2#1 C3#1 C4#4 C5#1", "D#2"], DECK, discard="A#1")
    state, _ = run(state, "p0 play C1#1 C2#1 C3#1 C4#4 C5#1")
    assert state.phase == Phase.PICK


@pytest.mark.parametrize(
    "play",
    [
        "p0 play C1#1 C1#2 C1#3 at p1 name P",
        "p0 play H#1 H#2 at p1",
        "p0 play C1#1 C2#1 C3#1 C4#4 C5#1",
    ],
)
def test_with_the_combos_off_only_a_pair_of_cat_cards_is_played_together(play):
    state = position(["C1#1 C1#2 C1#3 C2#1 C3#1 C4#4 C5#1 H#1 H#2", "P#1 D#2"], DECK, combos=False)
    with pytest.raises(IllegalActionError) as refused:
        run(state, play)
    assert refused.value.code == "combos_off"
    state, _ = run(state, "p0 play C1#1 C1#2 at p1")
    assert state.phase == Phase.STEAL


@pytest.mark.parametrize(
    "play,code",
    [
        ("p0 play C1#1 C2#1 at p1", "not_a_combo"),
        ("p0 play A#1 S#1", "not_a_combo"),
        ("p0 play C1#1 C1#2 C2#1 C2#2 at p1", "not_a_combo"),
        ("p0 play C1#1 C1#2", "target_needed"),
        ("p0 play C1#1 C1#2 at p0", "target_self"),
        ("p0 play C1#1 C1#2 at p2", "target_out"),
        ("p0 play C1#1 C1#2 at p7", "no_such_seat"),
        ("p0 play C1#1 C1#2 at p1 name P", "no_name_wanted"),
        ("p0 play H#1 H#2 H#3 at p1", "name_needed"),
        ("p0 play A#1 at p1", "no_target_wanted"),
        ("p0 play V#1", "target_needed"),
        ("p0 play A#1 S#1 C1#1 C2#1 C3#1 at p1", "no_target_wanted"),
        ("p0 play C1#1 C1#1 at p1", "card_twice"),
        ("p0 play C1#1 C1#4 at p1", "card_not_held"),
    ],
)
def test_plays_that_are_no_play(play, code):
    state = position(
        ["A#1 S#1 V#1 H#1 H#2 H#3 C1#1 C1#2 C2#1 C2#2 C3#1", "P#1 D#2", ""], DECK, out=(2,)
    )
    with pytest.raises(IllegalActionError) as refused:
        run(state, play)
    assert refused.value.code == code


def test_every_legal_play_is_listed_once():
    state = position(["C1#1 C1#2 C1#3 V#1 A#1", "P#1", "D#2"], DECK)
    listed = [a.text() for a in legal_actions(state)]
    assert len(listed) == len(set(listed))
    pairs = [t for t in listed if t.count("C1#") == 2]
    assert len(pairs) == 3 * 2, "3 pairs of three copies, at 2 targets"
    triples = [t for t in listed if t.count("C1#") == 3]
    assert len(triples) == 1 * 2 * 12, "at 2 targets, naming one of the 12 titles a hand holds"
    assert "p0 play V#1 at p1" in listed and "p0 play V#1 at p2" in listed
    assert listed[0] == "p0 draw"
