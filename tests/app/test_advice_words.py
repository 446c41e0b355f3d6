"""The suggested move said right (issue 34, item 4; play-test N8, N9, N10): on the draft and the
buy it gives a reason in a player's words (what the cards do for you, each card named once,
never a list of features), grammatical in English and French; a second press while it thinks
takes it as soon as it comes (never lost, never toggling the focused card); the answer wakes
the loop (a sleeping loop once showed it a second late); and a suggestion that spends a card
says so first, and is never taken by that early second press."""

from __future__ import annotations

import pygame
import pytest

from game.isle import scenarios as sc
from game.isle.data.window import isle_content, isle_texts
from game.isle.rules.actions import Keep, Play
from game.isle.scenes.advice import IsleAdvice
from game.isle.scenes.game import GameScene
from game.isle.tutorial.advice import Advice, Fact
from game.shell.input import KEYBOARD, Intent, IntentEvent
from game.shell.scenes.advice import Advisor
from tests.app.conftest import Driver, make_app


def _advisor(app) -> Advisor:
    return next(o for o in app.overlays if isinstance(o, Advisor))


def _hint(app) -> None:
    event = IntentEvent(Intent.HINT, KEYBOARD, pressed=True)
    assert any(o.handle(event) for o in reversed(app.overlays))
    app.stack.apply()


def _screen(app, screen: str, players: int = 4, **kw):
    session = sc.new_session(app, players, 5, 1, **kw)
    assert sc.play_until(session, sc.at_screen(screen))
    app.stack.reset(GameScene(app, session))
    app.stack.apply()
    drive = Driver(app)
    for _ in range(40):
        drive.frames(1)
        if getattr(app.stack.top, "screen", "") == screen:
            break
    assert getattr(app.stack.top, "screen", "") == screen
    return drive, session


def _wait(drive: Driver, advisor: Advisor) -> None:
    import time

    for _ in range(1500):
        drive.frames(1)
        if not advisor.thinking:
            return
        time.sleep(0.005)
    raise AssertionError("the suggestion never came")


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize(
    ("screen", "players", "mode"),
    [
        ("draft", 4, "standard"),
        ("buy", 4, "standard"),
        ("draft", 1, "solo"),
        ("buy", 1, "solo"),
    ],
)
def test_draft_and_buy_suggestions_say_why_in_a_players_words(
    tmp_path, monkeypatch, language, screen, players, mode
):
    app = make_app(tmp_path, monkeypatch, language=language)
    try:
        extra = {"mode": mode, "difficulty": "easy"} if mode == "solo" else {}
        drive, session = _screen(app, screen, players, **extra)
        advisor = _advisor(app)
        _hint(app)
        _wait(drive, advisor)
        advice = advisor.advice
        assert advice is not None and advice.cards
        line = advisor.line(advice)
        lang = app.settings.language
        for card in advice.cards:
            name = isle_texts(app).card_name(card, lang)
            assert line.count(advisor.kit.card_name(card)) == 1, f"{name!r} named once: {line}"
        for feature in ("boots", "bottes", "{", "advice."):
            assert feature not in line, line
        assert "for you alone" not in line and "pour vous seul" not in line
    finally:
        if app.session is not None:
            app.session.close()
        pygame.display.quit()


def test_rescue_cards_are_told_by_the_rescues_their_baskets_pay_for(app):
    from game.isle.tutorial.advice import card_facts

    content = isle_content(app)
    rescue = sorted(
        (c for c, card in content.cards.items() if card.type == "rescue" and card.basket == "full"),
        key=lambda c: content.cards[c].speed,
    )
    state = sc.new_session(app, 2, 5, 1).state
    facts = card_facts(state, (rescue[0], rescue[-1]))
    kinds = [f.kind for f in facts]
    assert kinds[0] == "baskets" and facts[0].get("count") == 2
    assert ("speed", (("speed", content.cards[rescue[-1]].speed),)) in [
        (f.kind, f.values) for f in facts
    ]
    advisor = _advisor(app)
    words = [IsleAdvice(advisor).fact_words(f) for f in facts]
    assert words[0] == "baskets to rescue 2 cats"


def test_a_second_press_while_it_thinks_takes_the_suggestion_when_it_comes(app):
    """N9: the second H was swallowed, and the next Enter toggled the focused card."""
    drive, session = _screen(app, "draft")
    advisor = _advisor(app)
    scene = app.stack.top
    _hint(app)
    assert advisor.thinking
    _hint(app)  # again, at once
    _wait(drive, advisor)
    advice_cards = set(session.view(0).state.seats[0].offer)
    assert scene.chosen, "the suggestion was taken"
    assert set(scene.chosen) <= advice_cards
    assert advisor.advice is None


def test_the_answer_wakes_a_sleeping_loop(app, monkeypatch):
    """The loop sleeps while nobody presses anything: the thread's answer must wake it."""
    import game.isle.tutorial.advice as advice_module

    drive, session = _screen(app, "draft")
    monkeypatch.setattr(
        advice_module,
        "suggest",
        lambda view, bot, seconds=0.7: Advice(view.seat, Keep(view.seat, ()), facts=()),
    )
    advisor = _advisor(app)
    pygame.event.clear()
    _hint(app)
    import time

    for _ in range(200):
        if advisor._result:
            break
        time.sleep(0.01)
    time.sleep(0.05)
    assert pygame.event.peek(), "an event is queued: the loop wakes"


def test_a_suggestion_that_spends_a_card_says_so_first_and_waits_for_its_own_press(app):
    """N10: taking the suggestion played "Free placement"; the toast said so afterwards."""
    drive, session = _screen(app, "draft")
    advisor = _advisor(app)
    scene = app.stack.top
    card = next(c for c, k in isle_content(app).cards.items() if k.effect == "next_tile_anywhere")
    spending = Advice(0, Play(0, card), cards=(card,), facts=(Fact("spends", (("card", card),)),))
    advisor.kit = advisor.kit_of(scene)
    advisor.view, advisor.thinking, advisor._result = scene.view, True, [spending]
    advisor.take_when_ready = True
    log = len(session.match.log)
    advisor.update(1 / 60)
    assert advisor.advice is spending, "shown, not taken"
    assert len(session.match.log) == log
    line = advisor.line(spending)
    name = isle_texts(app).card_name(card, "en")
    assert line.startswith(f"Play “{name}”: this spends your card “{name}”")
