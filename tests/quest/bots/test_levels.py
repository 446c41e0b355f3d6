"""What the levels do in positions with a clear best move, the Hard planner's values against the
exact odds, and the levels' order over a fixed set of solo games."""

from __future__ import annotations

from game.quest.bots import odds
from game.quest.bots.levels import make_bot
from game.quest.bots.planner import Goals, TurnPlan
from game.quest.headless import play_game
from game.quest.rules import Beat, EndTurn, Power, Reroll, Spend, can_apply, observe
from tests.quest.builders import deck, position

CARDS = deck(
    "3 3 3 plus",  # 1
    "1 1 minus",  # 2
    "6 6 minus",  # 3
    "1 2 3 4 5 reroll",  # 4
    "2 2 plus",  # 5
    "4 4 4 4 opposite",  # 6
    "5 5 plusminus",  # 7
)


def decide(level: str, state):
    action = make_bot(level, 1).decide(observe(state, state.seat))
    assert can_apply(state, action), action.text()
    return action


def test_with_no_powers_and_one_reroll_the_plan_s_value_is_the_exact_odds():
    """Worth 1 to beat, 0 to fail: the mean of the plan's values over a fresh roll is the
    card's chance with its free reroll (tools/quest_odds.py's column)."""
    for combo in (("3", "3"), ("sun", "sun", "moon", "moon", "moon"), ("1", "2", "3", "4")):
        goals = Goals({1: 1.0}, {1: odds.beat_mask(combo)}, dict.fromkeys(Power, 1.0), 0.0)
        plan = TurnPlan(goals, (0, 0, 0, 0), 0)
        for rerolls in (0, 1, 2):
            exact = float(odds.beat_odds(combo, rerolls))
            assert abs(odds.mean(plan.free(rerolls)) - exact) < 1e-12


def test_every_level_beats_a_creature_the_dice_beat_rather_than_lose():
    state = position(CARDS, (3, 3, 3, 1, 6), (1, 6), free_rerolls=0)
    for level in ("easy", "normal", "hard"):
        assert decide(level, state) == Beat(0, 1)


def test_hard_spends_a_power_rather_than_lose_the_quest():
    state = position(CARDS, (2, 3, 3, 1, 6), (1, 6), armies=((5,),), free_rerolls=0)
    assert decide("hard", state) == Spend(0, 5, (0,))  # +1 on the 2: three 3s


def test_hard_plans_two_powers_when_one_is_not_enough():
    state = position(CARDS, (3, 3, 5, 1, 6), (1, 6), armies=((2, 3),), free_rerolls=0)
    first = decide("hard", state)
    assert isinstance(first, Spend) and first.positions == (2,)  # -1 on the 5, then again
    assert decide("normal", state) == EndTurn(0)  # Normal looks one power ahead only


def test_hard_spends_a_reroll_power_rather_than_lose():
    state = position(CARDS, (1, 2, 4, 5, 6), (1, 6), armies=((4,),), free_rerolls=0)
    action = decide("hard", state)
    assert isinstance(action, Spend) and action.card == 4 and action.positions


def test_hard_keeps_its_powers_when_the_dice_beat_a_creature():
    state = position(CARDS, (1, 1, 2, 4, 6), (2, 1, 6), armies=((5, 7),), free_rerolls=0)
    assert decide("hard", state) == Beat(0, 2)


def test_hard_rerolls_for_its_best_chance_before_spending_powers():
    """Three 3s are the goal: keep the pair of 3s, reroll the rest (a power can wait)."""
    state = position(CARDS, (3, 3, 1, 5, 6), (1, 6), armies=((5,),), free_rerolls=1)
    action = decide("hard", state)
    assert isinstance(action, Reroll) and action.kept == (0, 1)


def test_the_levels_rank_hard_normal_easy_over_fixed_solo_games():
    wins = {}
    for level in ("easy", "normal", "hard"):
        results = [play_game([level], seed) for seed in range(1000, 1024)]
        wins[level] = sum(bool(r["winners"]) for r in results)
    assert wins["hard"] > wins["normal"] >= wins["easy"], wins
