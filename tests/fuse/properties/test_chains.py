"""Hypothesis checks of the turn rules against small models written from the reference: a No!
chain of any length (any seats answering in any order) cancels the play exactly when its count
is odd; Pounces, Naps and draws in any order, with a Pounce's two turns and a Nap that ends one
of them; players going out in any order, the turns passing over them, the last one in winning."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.fuse.rules import (
    Phase,
    apply_action,
    card_text,
    is_over,
    legal_actions,
    to_move,
)
from game.fuse.rules.actions import Nope, Pass
from tests.fuse.builders import position, run

NOES = ["N#1", "N#2", "N#3", "N#4", "N#5"]
FILLER = "C4#1 C4#2 C4#3 C4#4 C5#1 C5#2 C5#3 C5#4 P#1 P#2"


@settings(max_examples=200, derandomize=True, deadline=None)
@given(
    owners=st.lists(st.integers(0, 2), min_size=5, max_size=5),
    choices=st.lists(st.integers(0, 3), min_size=30, max_size=30),
)
def test_a_no_chain_of_any_length_cancels_when_odd(owners, choices):
    """Seat 0 plays a Pounce; the No!s are dealt among the three seats; at each step of the
    window the first seat asked answers with a No! or passes, as drawn."""
    hands = [["D#1"], ["D#2"], ["D#3"]]
    for card, owner in zip(NOES, owners, strict=True):
        hands[owner].append(card)
    hands[0].append("A#1")
    state = position([" ".join(h) for h in hands], FILLER)
    state, _ = run(state, "p0 play A#1")
    noes, last = 0, 0
    steps = iter(choices)
    while state.phase == Phase.WINDOW:
        seat = to_move(state)[0]
        assert seat != last, "the seat that played the last card does not answer it"
        answers = legal_actions(state, seat)
        assert answers[-1] == Pass(seat) and all(isinstance(a, Nope) for a in answers[:-1])
        action = answers[next(steps) % len(answers)]
        state, _ = apply_action(state, action)
        if isinstance(action, Nope):
            noes, last = noes + 1, seat
    cancelled = noes % 2 == 1
    assert (state.turn, state.owed) == ((0, 1) if cancelled else (1, 2))
    assert len(state.deck) == len(FILLER.split()), "no card drawn either way"


@settings(max_examples=200, derandomize=True, deadline=None)
@given(st.lists(st.sampled_from(["pounce", "nap", "draw"]), min_size=1, max_size=16))
def test_pounces_naps_and_draws_follow_the_reference(moves):
    """Four players, each holding every Pounce and Nap it may need; the model: a Pounce gives
    the next player 2 turns (never more), a draw or a Nap ends one turn owed."""
    hands = ["A#1 S#1 D#1", "A#2 S#2 D#2", "A#3 S#3 D#3", "A#4 S#4 D#4"]
    state = position(hands, FILLER + " C1#1 C1#2 C1#3 C1#4 C2#1 C2#2")
    seat, owed = 0, 1
    spent: dict[int, list[str]] = {0: [], 1: [], 2: [], 3: []}
    for move in moves:
        assert (state.turn, state.owed) == (seat, owed)
        card = {"pounce": "A", "nap": "S"}.get(move)
        if card is not None and f"{card}#{seat + 1}" in spent[seat]:
            move, card = "draw", None  # each seat holds one of each
        if card is None:
            state, _ = run(state, f"p{seat} draw")
        else:
            spent[seat].append(f"{card}#{seat + 1}")
            state, _ = run(state, f"p{seat} play {card}#{seat + 1}")
        if move == "pounce":
            seat, owed = (seat + 1) % 4, 2
        elif owed == 2:
            owed = 1
        else:
            seat, owed = (seat + 1) % 4, 1
    assert (state.turn, state.owed) == (seat, owed)


@settings(max_examples=150, derandomize=True, deadline=None)
@given(
    kits=st.lists(st.booleans(), min_size=5, max_size=5),
    places=st.lists(st.integers(0, 4), min_size=5, max_size=5),
    pounce=st.booleans(),
)
def test_players_go_out_the_turns_pass_over_them_and_the_last_one_in_wins(kits, places, pounce):
    """Five players and a deck of the four fuse kittens: whoever holds a kit calms the one it
    draws and puts it back where drawn; the others go out, in turn order."""
    hands = [f"D#{s + 1}" if kits[s] else "" for s in range(5)]
    if pounce:
        hands[0] = (hands[0] + " A#1").strip()
    state = position(hands, "F#1 F#2 F#3 F#4")
    if pounce:
        state, _ = run(state, "p0 play A#1")
    out: list[int] = []
    for turns in range(100):
        if is_over(state):
            break
        seat = state.turn
        assert not state.seats[seat].out
        holds_kit = any(card_text(c).startswith("D#") for c in state.seats[seat].hand)
        state, _ = run(state, f"p{seat} draw")
        if holds_kit:
            assert state.phase == Phase.CALM
            place = min(places[turns % 5], len(state.deck))
            state, _ = run(state, f"p{seat} calm {place}")
        else:
            out.append(seat)
            assert state.out == tuple(out) and state.seats[seat].out
            if not is_over(state):
                nxt = next((seat + k) % 5 for k in range(1, 5) if (seat + k) % 5 not in out)
                assert (state.turn, state.owed) == (nxt, 1), "going out ends both turns"
    assert is_over(state) and len(out) == 4 and state.winner not in out
    assert set(out) | {state.winner} == set(range(5)) and to_move(state) == ()
