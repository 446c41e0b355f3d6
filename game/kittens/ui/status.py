"""Kitten Toys' answers to the status keys (issue 46, docs/play-without-sight.md): where am I
(the round, the trick, trump and the lead, whose turn), the standings (Super chat cards, then
this round's toys), the table as the player sees it, and the player's own hand by colour and
toys. Read from what the table shows (``TableShow``) and the seat's view only."""

from __future__ import annotations

from game.kittens.rules.cards import PAW_SWIPE, colour_of, value_of
from game.kittens.ui.words import Names, colour_word, table_summary


def _sentence(parts: list[str]) -> str:
    said = [p[:1].upper() + p[1:] for p in parts if p]
    return " ".join(p if p.endswith((".", "!", "?")) else f"{p}." for p in said)


def where_am_i(t, state, movers: list[int], humans: list[int], you: int | None, names: Names):
    """ "Kitten Toys. Round 2, trick 3. Blue is trump; Leo led green. Your turn." """
    parts = [t("kittens.status.game")]
    if state.round:
        parts.append(t("kittens.status.round", round=state.round))
    if state.trump:
        parts.append(t("kittens.summary.trump", colour=colour_word(t, colour_of(state.trump))))
    if state.trick:
        leader, card = state.trick[0]
        parts.append(
            t("kittens.status.led", player=names(leader), colour=colour_word(t, colour_of(card)))
        )
    if len(movers) == 1:
        mover = movers[0]
        if mover == you:
            parts.append(t("kittens.status.your_turn"))
        elif mover in humans:
            parts.append(t("kittens.status.turn_of", player=names(mover)))
        else:
            parts.append(t("kittens.status.playing", player=names(mover)))
    return _sentence(parts)


def standings(t, show, names: Names) -> str:
    """Super chat cards first (three win), then this round's kinds of toy and cards."""
    seats = list(range(len(show.seats)))
    seats.sort(key=lambda s: (-show.seats[s].super_chats, -_kinds(show, s), s))
    parts = []
    for seat in seats:
        held = show.seats[seat]
        parts.append(
            t(
                "kittens.status.standing",
                player=names(seat),
                stars=held.super_chats,
                kinds=_kinds(show, seat),
                cards=sum(held.counts()),
            )
        )
    return _sentence(parts)


def _kinds(show, seat: int) -> int:
    return sum(1 for n in show.seats[seat].counts() if n)


def read_table(t, show, names: Names) -> str:
    return table_summary(t, show, names)


def own_things(t, show, seat: int) -> str:
    """The hand by colour ("red: 2, 5, paw swipe"), then the toys collected by colour."""
    held = show.seats[seat]
    by_colour: dict[int, list[str]] = {}
    for card in sorted(held.hand):
        value = value_of(card)
        word = t("kittens.status.paw") if value == PAW_SWIPE else str(value)
        by_colour.setdefault(colour_of(card), []).append(word)
    hand = "; ".join(
        f"{colour_word(t, c)}: {', '.join(values)}" for c, values in sorted(by_colour.items())
    )
    toys = ", ".join(
        t("kittens.summary.toys", count=n, colour=colour_word(t, c))
        for c, n in enumerate(held.counts())
        if n
    ) or t("kittens.summary.no_toys")
    return _sentence(
        [
            t("kittens.status.hand", count=len(held.hand), cards=hand or t("kittens.status.none")),
            t("kittens.status.toys", toys=toys, stars=held.super_chats),
        ]
    )
