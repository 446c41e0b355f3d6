"""Set-up as the reference states it (Set-up 1-4): per player count, 7 cards and 1 calm-down kit
in each hand, players - 1 fuse kittens and the kits left (only 2 with 2 players) in the deck, the
rest out of the game; the dealer draws one small outcome at a time; the first player is drawn."""

from __future__ import annotations

from collections import Counter

import pytest

from game.fuse.rules import (
    DECK,
    apply_action,
    card_text,
    chance_outcomes,
    is_chance,
    new_game,
    to_move,
)
from game.fuse.rules.actions import DealCard, FirstPlayer, StackCard
from game.fuse.rules.state import Phase
from game.shell.engine.dealer import Dealer

# players: (cards in each hand, deck size, fuse kittens in the deck, kits in the deck,
#           fuse kittens out of the game, kits out of the game) -- reference: Set-up 1-3
SETUP = {
    2: (8, 35, 1, 2, 3, 2),
    3: (8, 30, 2, 3, 2, 0),
    4: (8, 23, 3, 2, 1, 0),
    5: (8, 16, 4, 1, 0, 0),
}


def dealt(players: int, seed: int):
    """A game set up by the box's seeded dealer."""
    state = new_game(players)
    dealer = Dealer(seed, chance_outcomes)
    while is_chance(state):
        state, _ = apply_action(state, dealer.draw(state))
    return state


def titles(cards) -> Counter:
    return Counter(card_text(c).split("#")[0] for c in cards)


def test_the_56_cards_and_their_notation():
    texts = [card_text(c) for c in DECK]
    assert len(texts) == len(set(texts)) == 56
    counts = Counter(t.split("#")[0] for t in texts)
    assert counts == {
        "F": 4,
        "D": 6,
        "N": 5,
        "A": 4,
        "S": 4,
        "V": 4,
        "H": 4,
        "P": 5,
        "C1": 4,
        "C2": 4,
        "C3": 4,
        "C4": 4,
        "C5": 4,
    }
    for text in ("F#1", "D#3", "N#5", "A#2", "S#1", "V#4", "H#1", "P#5", "C3#4", "C5#1"):
        assert text in texts


@pytest.mark.parametrize("players", sorted(SETUP))
@pytest.mark.parametrize("seed", [0, 7, 123])
def test_the_set_up_of_each_player_count(players, seed):
    size, deck_size, fuse_in, kits_in, fuse_out, kits_out = SETUP[players]
    state = dealt(players, seed)
    assert state.phase == Phase.PLAY and to_move(state) == (state.first,)
    assert 0 <= state.first < players and state.owed == 1
    for seat in state.seats:
        assert len(seat.hand) == size
        assert titles(seat.hand)["D"] == 1 and titles(seat.hand)["F"] == 0
    deck = titles(state.deck)
    assert len(state.deck) == deck_size
    assert deck["F"] == fuse_in and deck["D"] == kits_in
    removed = titles(state.removed)
    assert removed == Counter({"F": fuse_out, "D": kits_out}) - Counter()
    everything = [c for s in state.seats for c in s.hand] + list(state.deck) + list(state.removed)
    assert sorted(everything) == sorted(DECK) and not state.discard


def test_the_dealer_draws_small_outcomes_one_card_at_a_time():
    state = new_game(4)
    assert [a for a, _ in chance_outcomes(state)] == [FirstPlayer(s) for s in range(4)]
    state, _ = apply_action(state, FirstPlayer(2))
    largest = 0
    dealt_to = []
    while is_chance(state):
        outcomes = chance_outcomes(state)
        largest = max(largest, len(outcomes))
        assert abs(sum(p for _, p in outcomes) - 1) < 1e-9
        action = outcomes[-1][0]
        state, events = apply_action(state, action)
        if isinstance(action, DealCard):
            dealt_to.append(events[0].seat)
        else:
            assert isinstance(action, StackCard)
    assert largest == 46  # the pile without the fuse kittens and the kits
    # one card at a time round the table from the first player, 7 each
    assert dealt_to == [(2 + k) % 4 for k in range(28)]
    assert to_move(state) == (2,)


def test_the_same_seed_gives_the_same_deal_and_another_seed_another():
    a, b, c = dealt(3, 5), dealt(3, 5), dealt(3, 6)
    assert a == b and a != c


def test_a_game_of_two_to_five():
    for players in (2, 3, 4, 5):
        assert len(new_game(players).seats) == players
    for players in (0, 1, 6):
        with pytest.raises(ValueError, match="2, 3, 4, 5 players"):
            new_game(players)
