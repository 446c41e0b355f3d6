"""A lifted card's preview (issue 43, item 8): whether it wins the trick as it stands, which paw
swipe it turns into an 8 (its own, or another seat's), which colours its owner would have to
share; each fact the rules' (and, played as the trick's last card, what the rules then do)."""

from __future__ import annotations

import pytest

from game.kittens.rules import apply_action, observe
from game.kittens.rules.actions import Play
from game.kittens.rules.cards import parse_card
from game.kittens.rules.events import ToysLost, TrickWon
from game.kittens.rules.tricks import turned_paw_swipes
from game.kittens.ui.preview import caption_words, lifted_words, preview, preview_words
from game.shell.ui.i18n import Translator
from tests.kittens.bots.positions import positions
from tests.kittens.builders import position

NAMES = ("Mia", "Leo", "Nora")


def c(text: str) -> int:
    return parse_card(text)


def test_it_wins_the_trick_so_far_or_does_not():
    # blue is trump (b7 turned); red led by Mia
    state = position(["y2 g2", "r6 r2 b3", "y3 g3"], trick=[(0, "r5")])
    assert preview(state, 1, c("r6")).wins and not preview(state, 1, c("r6")).last
    assert not preview(state, 1, c("r2")).wins
    assert preview(state, 1, c("b3")).wins, "a trump beats the colour led"


def test_a_paw_swipe_turns_beside_its_7_its_own_or_another_seat_s():
    state = position(["y2 g2", "r1 r7 b3", "y3 g3"], trick=[(0, "r7")], trump="b6")
    own = preview(state, 1, c("r1"))
    assert own.turned == ((1, c("r1")),) and own.wins, "the red paw swipe is an 8 beside its 7"
    state = position(["y2 g2", "r7 g7", "y3 g3"], trick=[(0, "r1")], trump="b6")
    other = preview(state, 1, c("r7"))
    assert other.turned == ((0, c("r1")),) and not other.wins, "Mia's red paw swipe is an 8 now"
    assert preview(state, 1, c("g7")).turned == (), "a 7 of another colour does nothing"


def test_taking_the_trick_would_make_its_owner_share_a_colour():
    state = position(
        ["y2 g2", "r7 r2", "y3 g3"], collections=["", "r3 r4", ""], trick=[(0, "r5")], trump="b6"
    )
    assert preview(state, 1, c("r7")).overflow == (2,), "two red taken with two held: four"
    assert preview(state, 1, c("r2")).overflow == (), "a card that does not win takes nothing"


def test_played_last_the_preview_is_what_the_rules_then_do():
    checked = overflows = 0
    for seed in range(8):
        for state, seat in positions(seed, every=1, players=3):
            if len(state.trick) != state.players - 1:
                continue
            view = observe(state, seat).state
            before = set(turned_paw_swipes(c for _, c in state.trick))
            for card in state.seats[seat].hand:
                shown = preview(view, seat, card)
                _, events = apply_action(state, Play(seat, card))
                won = next(e for e in events if isinstance(e, TrickWon))
                assert shown.last and shown.wins == (won.seat == seat)
                assert {paw for _, paw in shown.turned} == set(won.turned) - before
                # the trick's overflows start from its winner: the first colour it loses
                lost = [e.colour for e in events if isinstance(e, ToysLost)]
                if shown.wins:
                    assert shown.overflow[:1] == tuple(lost[:1])
                    overflows += bool(lost)
                else:
                    assert shown.overflow == ()
                checked += 1
    assert checked > 50 and overflows > 0, (checked, overflows)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_preview_in_words(lang):
    t = Translator(lang)
    state = position(
        ["y2 g2", "r7 r2", "y3 g3"],
        collections=["", "r3 r4", ""],
        trick=[(0, "r1")],
        trump="b6",
    )
    shown = preview(state, 1, c("r7"))
    words = preview_words(t, shown, NAMES.__getitem__)
    if lang == "en":
        assert words == (
            "It would win the trick so far, it turns Mia’s red paw swipe into an 8 and you "
            "would hold four red toys or more and share them all."
        ) or words.startswith("It would not win the trick")
        assert lifted_words(t, shown, NAMES.__getitem__).startswith("Play the red 7? It ")
        assert caption_words(t, shown, NAMES.__getitem__).startswith("The red 7, played now: it ")
    else:
        assert words.startswith("Cette carte ") and words.endswith(".")
        assert "{" not in words
