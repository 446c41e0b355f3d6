"""Secrets on one shared screen (reference): Peek's cards show only to the seat that peeked,
behind its own hand-off; the card given for a Favour is chosen by its giver behind THEIR
hand-off; with one person against bots there is never a hand-off, and the Peek's cards glow
beside the deck on that person's hand until the deck changes."""

from __future__ import annotations

from dataclasses import replace

from game.fuse.rules import legal_actions
from game.fuse.rules.actions import FirstPlayer, Play
from game.fuse.rules.cards import FAVOUR, PEEK, title_of
from game.fuse.session.match import FuseMatch
from game.shell.input import Intent, IntentEvent, pad
from tests.app.conftest import Driver
from tests.fuse.app.helpers import answer_first, run_until, start, top_name

LEO_PAD = pad(77)


def seed_holding(title: int, players: int = 3) -> int:
    """The first seed whose deal gives the first player a card of ``title``."""
    for seed in range(1, 200):
        match = FuseMatch(players, seed, deal=False)
        match.answer(FirstPlayer(0))
        if any(title_of(c) == title for c in match.state.seats[0].hand):
            return seed
    raise AssertionError("no such seed")


def mia_plays(app, title: int, humans: int = 2) -> tuple:
    app.apply_settings(replace(app.settings, answer_window="all"), save=False)
    table = start(app, players=3, humans=humans, seed=seed_holding(title))
    if humans > 1:
        app.input.assign_seat(1, LEO_PAD)
    answer_first(app, "Mia")
    drive = Driver(app)
    assert run_until(app, lambda: top_name(app) in ("HandoffScene", "FuseHandScene"))
    if top_name(app) == "HandoffScene":
        drive.press("confirm")
    hand = app.stack.top
    play = next(
        a
        for a in legal_actions(hand.state, 0)
        if isinstance(a, Play)
        and len(a.cards) == 1
        and title_of(a.cards[0]) == title
        and a.target in (None, 1)
    )
    hand.submit_play(play)
    assert run_until(app, lambda: top_name(app) == "NoWindowScene", 300)
    window = app.stack.top
    for seat in list(window.waiting()):  # everyone lets it stand
        device = LEO_PAD if seat == 1 else None
        if device is not None:
            window.handle(IntentEvent(Intent.CONFIRM, device, pressed=True, seats=(seat,)))
        else:
            drive.press("confirm", 0)
    return table, drive


def test_peek_s_cards_show_only_behind_the_peeker_s_own_hand_off(app):
    table, drive = mia_plays(app, PEEK)
    assert run_until(app, lambda: top_name(app) == "HandoffScene", 600)
    handoff = app.stack.top
    assert handoff.seat == 0
    handoff.handle(IntentEvent(Intent.CONFIRM, LEO_PAD, pressed=True, seats=(1,)))
    app.stack.apply()
    assert app.stack.top is handoff, "Leo's pad does not open Mia's Peek"
    drive.press("confirm")
    assert top_name(app) == "FusePeekScene" and app.stack.top.seat == 0
    peek = app.stack.top
    state = table.session.state
    assert peek.seen() == list(state.deck[:3]), "the top of the deck, in order"
    public = table.show
    assert all(card == 0 for seat in public.seats for card in seat.hand)


def test_the_favour_s_giver_chooses_behind_their_own_hand_off(app):
    table, drive = mia_plays(app, FAVOUR)
    assert run_until(app, lambda: top_name(app) == "HandoffScene", 600)
    handoff = app.stack.top
    assert handoff.seat == 1, "Leo gives: his own hand-off"
    drive.press("confirm")  # the keyboard is Mia's: it does not open Leo's hand
    assert app.stack.top is handoff
    handoff.handle(IntentEvent(Intent.CONFIRM, LEO_PAD, pressed=True, seats=(1,)))
    app.stack.apply()
    assert top_name(app) == "FuseGiveScene" and app.stack.top.seat == 1
    give = app.stack.top
    card = give.cards()[0]
    give.activate(give.items[0])
    give.activate(give.items[0])
    log = table.session.match.log
    assert any(a == f"p1 give {card_text(card)}" for a in log)


def test_one_person_peeks_without_a_hand_off_and_sees_the_cards_glow_by_the_deck(app):
    table, drive = mia_plays(app, PEEK, humans=1)
    assert run_until(app, lambda: top_name(app) == "FusePeekScene", 600)
    drive.press("confirm")
    assert run_until(app, lambda: top_name(app) == "FuseHandScene", 300)
    known = [c for c in table.session.view(0).state.deck[:3] if c]
    assert len(known) == 3, "Mia knows the top of the deck until it changes"


def card_text(card: int) -> str:
    from game.fuse.rules import card_text as text

    return text(card)
