"""Kitten Toys' suggested move (issue 35), as the Isle has it: on a person's own turn the hint
button shows the Hard bot's card with its reason in one line, a second press plays it, the
setting hides it, a bot's turn never offers it, and a press while it thinks only shows it (a
played card is final). The reasons come from the rules and the bot's own evaluation."""

from __future__ import annotations

import time

import pytest

from game.kittens.bots.advice import KittenAdvice, reasons, suggest
from game.kittens.bots.levels import make_bot
from game.kittens.rules import check_action, observe
from game.kittens.rules.cards import card_text, colours_held, parse_card
from game.kittens.rules.tricks import trick_winner
from game.shell.input import KEYBOARD, Intent, IntentEvent
from game.shell.scenes.advice import Advisor
from tests.app.test_advice import _advisor, _hint
from tests.kittens.app.helpers import answer_first, run_until, start, top_name
from tests.kittens.builders import position


def _press(name: str) -> IntentEvent:
    return IntentEvent(Intent(name), KEYBOARD, pressed=True)


def _wait(app, advisor: Advisor) -> None:
    for _ in range(1500):
        app.step(1 / 60)
        if not advisor.thinking:
            return
        time.sleep(0.005)
    raise AssertionError("the suggestion never came")


def _my_hand(app, players: int = 4, seed: int = 4):
    start(app, players=players, humans=1, seed=seed)
    answer_first(app, "Mia")
    assert run_until(app, lambda: top_name(app) == "KittenHandScene")
    return app.stack.top


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_hint_shows_the_hard_bot_s_card_with_its_reason_and_plays_it(app, language):
    from dataclasses import replace

    app.apply_settings(replace(app.settings, language=language), save=False)
    hand = _my_hand(app)
    advisor = _advisor(app)
    assert advisor.scene() is hand and advisor.prompts() == [("hint", app.t("advice.prompt"))]
    assert _hint(app)
    assert advisor.thinking
    _wait(app, advisor)
    advice = advisor.advice
    assert isinstance(advice, KittenAdvice) and advice.seat == 0
    check_action(app.session.state, advice.action)
    cards = hand.cards()
    # the focus goes to its card, nothing is lifted behind the player's back (issue 46)
    assert hand.focus == cards.index(advice.card) and hand.picked is None
    line = advisor.line(advice)
    assert line.startswith(("Play the ", "Jouez le ")) and line.endswith(".")
    assert "{" not in line and "kittens.advice" not in line and advice.facts
    assert advisor.prompts() == [("hint", app.t("advice.take"))]
    log = app.session.match.log
    before = len(log)
    assert _hint(app)
    assert log[before] == f"p0 play {card_text(advice.card)}", "the second press plays it"


def test_after_the_hint_one_confirm_lifts_what_was_said_and_plays_nothing(app):
    """Issue 46: after H, one Enter played a card the player did not choose; now it lifts
    the card the hint named (and says so), and only a second Enter plays it."""
    app.settings.narration = True
    app.narrator.command = None
    hand = _my_hand(app)
    advisor = _advisor(app)
    assert _hint(app)
    _wait(app, advisor)
    advice = advisor.advice
    log = app.session.match.log
    before = len(log)
    hand.handle(_press("confirm"))
    assert len(log) == before, "one confirm plays nothing"
    assert hand.picked == hand.focus == hand.cards().index(advice.card)
    assert app.narrator.spoken[-1].startswith("Play the "), "what it lifted is said"


def test_off_in_the_settings_and_never_on_a_bot_s_turn(app):
    hand = _my_hand(app)
    advisor = _advisor(app)
    app.settings.suggest_moves = False
    assert advisor.prompts() == [] and not _hint(app)
    app.settings.suggest_moves = True
    table = app.stack.scenes[0]
    bot = app.scene("kittens.hand", table, 1)  # a bot's seat: never its hand, never advice
    app.stack.push(bot)
    app.stack.apply()
    assert advisor.scene() is None and not _hint(app)
    assert hand is not None


def test_a_press_while_it_thinks_shows_the_card_and_never_plays_it(app):
    _my_hand(app)
    advisor = _advisor(app)
    log = app.session.match.log
    before = len(log)
    assert _hint(app) and advisor.thinking
    assert _hint(app)  # again, at once
    _wait(app, advisor)
    assert advisor.advice is not None and len(log) == before, "shown, not played"


def test_the_suggestion_answers_within_its_time_even_when_it_is_short():
    state = position(["y2 g3 r4 p5 b6", "y3 g4 r5 p6 b2", "y4 g5 r6 p2 b3"], trump="b7", leader=1)
    view = observe(state, 1)
    advice = suggest(view, make_bot("hard", seed=7), seconds=0.0)
    check_action(state, advice.action)
    assert advice.facts and 0.0 <= advice.chance <= 1.0


def _facts(state, seat: int, card: str):
    return reasons(observe(state, seat), parse_card(card), 0.0, 0.5)


def _nora_last(hand: str, collection: str, trick: str):
    """Three seats, pink trump; Mia and Leo played ``trick``; Nora (seat 2) plays last."""
    first, second = trick.split()
    return position(
        ["y2 g2", "y3 g3", hand],
        collections=["", "", collection],
        trump="p7",
        trick=[(0, first), (1, second)],
    )


def test_played_last_the_trick_s_winner_and_the_fifth_toy_come_from_the_rules():
    # Nora holds four colours and plays last: the red 7 wins (red led, no trump) and gives
    # her the fifth colour
    state = _nora_last("r7 r2", "y4 g4 p4 b4", "r5 r6")
    facts = _facts(state, 2, "r7")
    trick = state.trick + ((2, parse_card("r7")),)
    assert trick_winner(trick, state.trump_colour) == 2
    assert [f.kind for f in facts] == ["wins", "fifth"]
    taken = state.seats[2].collection + tuple(c for _, c in trick)
    assert colours_held(taken) == 5, "the rules count five colours"
    # the red 2 loses it: the trick goes to Leo
    leaves = _facts(state, 2, "r2")
    assert leaves[0].kind == "leaves" and leaves[0].get("player") == 1


def test_leaving_a_trick_of_a_colour_held_three_times_keeps_you_under_four():
    state = _nora_last("r7 b2", "b3 b4 b5", "b6 y5")
    facts = _facts(state, 2, "b2")
    assert [f.kind for f in facts][:2] == ["leaves", "under_four"]
    assert facts[1].get("colour") == 4  # blue


def test_a_card_already_beaten_gives_the_trick_up_whoever_plays_after():
    state = position(["y2 g2", "r7 r2", "y3 g3"], trump="p7", trick=[(0, "r5")])
    facts = _facts(state, 1, "r2")
    assert facts[0].kind == "gives_up", "no later card can make the red 2 win"


def test_a_card_led_that_others_should_beat_is_not_said_to_lead_low():
    """Play-test 2026-12-06: "Play the green 7: leads low" (a 7 is no low card; it was the
    bot's guess that others would take the trick)."""
    state = position(["g7 y2", "b3 b4", "b5 b6"], trump="b2", leader=0)
    facts = reasons(observe(state, 0), parse_card("g7"), 0.1, 0.4)
    assert facts[0].kind == "likely_leaves"
    assert all(f.kind != "leads_low" for f in facts)


def test_leading_into_a_fourth_toy_warns_of_sharing_it():
    """Play-test 2026-12-06: the hint suggested leading a 4 that won the trick and lost all
    five yellows. Leading, the share of sampled deals in which the rules make the seat lose
    toys is a reason: "risks making you share your yellow toys"."""
    from game.kittens.bots.advice import sampled
    from game.shell.ui.i18n import Translator

    state = position(
        ["y7 g2 r2", "y4 y5 g3", "y6 p2 r3"],
        collections=["y1 y2 y3", "", ""],
        trump="b7",
        leader=0,
    )
    view = observe(state, 0)
    found = sampled(view, parse_card("y7"), time.perf_counter() + 2.0)
    assert found.risk >= 0.3 and found.colour == 0, found  # yellow
    facts = reasons(view, parse_card("y7"), found.chance, found.share, found.risk, found.colour)
    warned = [f for f in facts if f.kind == "risks_share"]
    assert warned and warned[0].get("colour") == 0, facts
    said = Translator("en")("kittens.advice.fact.risks_share", colour="yellow")
    assert said == "risks making you share your yellow toys"
