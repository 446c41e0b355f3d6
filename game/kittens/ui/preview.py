"""What a lifted card would do if it were played now (issue 43, item 8): whether it wins the
trick as it stands, which paw swipe it turns into an 8 (its own, beside a 7 on the table, or
another seat's, as that colour's 7), and which colours its owner would have to share, taking
the trick. Every fact is the rules' answer (``trick_winner``, ``turned_paw_swipes``,
``overflowing_colours``): nothing here decides a rule.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.kittens.rules.rounds import overflowing_colours
from game.kittens.rules.state import GameState
from game.kittens.rules.tricks import trick_winner, turned_paw_swipes
from game.kittens.ui.words import Names, card_words, colour_word, sentence


@dataclass(frozen=True)
class Preview:
    seat: int
    card: int
    wins: bool  # it would win the trick as it stands (for sure when it is the last card)
    last: bool  # it is the trick's last card
    turned: tuple[tuple[int, int], ...] = ()  # (seat, paw swipe) it turns into an 8
    overflow: tuple[int, ...] = ()  # colours the seat would hold 4 or more of, taking it

    @property
    def plays(self) -> tuple[tuple[int, int], ...]:
        """The card's play, to put after the trick's (the table shows it there, faint)."""
        return ((self.seat, self.card),)


def preview(state: GameState, seat: int, card: int) -> Preview:
    """What ``card`` of ``seat``'s hand would do, played now in ``state`` (the seat's view)."""
    trick = state.trick + ((seat, card),)
    cards = [c for _, c in trick]
    wins = trick_winner(trick, state.trump_colour) == seat
    before = set(turned_paw_swipes(c for _, c in state.trick))
    turned = tuple((s, c) for s, c in trick if c in set(turned_paw_swipes(cards)) - before)
    overflow: tuple[int, ...] = ()
    if wins:  # taking the trick's cards, the seat would hold these 4 times or more
        overflow = overflowing_colours(state.seats[seat].collection + tuple(cards))
    return Preview(seat, card, wins, len(trick) == state.players, turned, overflow)


def preview_words(t, shown: Preview, names: Names) -> str:
    """ "It would win the trick so far, it turns Leo's red paw swipe into an 8 and you would
    hold four red toys or more and share them all." (the facts that hold, in that order)."""
    facts = []
    if shown.wins:
        facts.append(t("kittens.preview.wins" if shown.last else "kittens.preview.winning"))
    else:
        facts.append(t("kittens.preview.loses"))
    for seat, paw in shown.turned:
        paw_colour = colour_word(t, paw // 10 - 1)
        if seat == shown.seat:
            facts.append(t("kittens.preview.turns_own", colour=paw_colour))
        else:
            facts.append(t("kittens.preview.turns_other", player=names(seat), colour=paw_colour))
    for colour in shown.overflow:
        facts.append(t("kittens.preview.overflow", colour=colour_word(t, colour)))
    if len(facts) > 1:
        said = t("kittens.words.and", first=", ".join(facts[:-1]), last=facts[-1])
    else:
        said = facts[0]
    return sentence(said) + "."


def lifted_words(t, shown: Preview, names: Names) -> str:
    """The hand's line for a lifted card: "Play the red 7? It would win the trick so far.
    Press again to play it." """
    return t(
        "kittens.hand.confirm_preview",
        card=card_words(t, shown.card),
        preview=preview_words(t, shown, names),
    )


def caption_words(t, shown: Preview, names: Names) -> str:
    """The table's message line for a lifted card: "The red 7, played now: it would win the
    trick so far." """
    said = preview_words(t, shown, names)
    return sentence(
        t(
            "kittens.preview.caption",
            card=card_words(t, shown.card),
            preview=said[:1].lower() + said[1:],
        )
    )
