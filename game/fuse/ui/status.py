"""Kitten Fuse's answers to the status keys (issue 46, docs/play-without-sight.md): where am I
(the turn, who plays and what they do now, what you may do), the standings (who is in with how
many cards and who owes 2 turns, who is out and in what place), the table as the player sees it
(the deck, the discard pile, the play on the table and its No!s, the last fuse kitten put back)
and the player's own things (the hand by title, what they alone know of the deck). Read from a
seat's view only (``observe``): never a card that seat cannot see."""

from __future__ import annotations

from collections import Counter

from game.fuse.rules import Phase, kind_of, places
from game.fuse.rules.cards import HIDDEN, title_of
from game.fuse.ui.words import (
    Names,
    T,
    card_words,
    listing,
    place_words,
    play_words,
    title_words,
)


def _sentence(parts: list[str]) -> str:
    said = [p[:1].upper() + p[1:] for p in parts if p]
    return " ".join(p if p.endswith((".", "!", "?", "…")) else f"{p}." for p in said)


def _who(t: T, seat: int, names: Names, you: int | None) -> str:
    return t("fuse.words.you") if seat == you else names(seat)


def where_am_i(t: T, state, names: Names, you: int | None) -> str:
    """ "Kitten Fuse. Turn 12, 3 of 3 players still in. Your turn: play cards, or draw one to
    end your turn." """
    parts = [t("fuse.game.name")]
    if state.turns:
        parts.append(
            t(
                "fuse.status.turn_in",
                turn=state.turns,
                count=len(state.in_play),
                total=state.players,
            )
        )
    parts.append(doing_now(t, state, names, you))
    return _sentence(parts)


def doing_now(t: T, state, names: Names, you: int | None) -> str:
    """Who acts now and what they do; to the player, what they may do."""
    phase = state.phase
    pending = state.pending
    seat = state.turn
    if phase == Phase.OVER:
        if state.winner == you:
            return t("fuse.event.you.game_ended")
        return t("fuse.event.game_ended", player=names(state.winner))
    if phase == Phase.WINDOW and pending is not None:
        kind = kind_of(pending.cards, state.combos)
        play = play_words(t, pending.cards, kind.value if kind else "single", pending.named)
        if pending.seat == you:
            words = t("fuse.status.window_on_yours", play=play)
        else:
            words = t("fuse.status.window_on", player=names(pending.seat), play=play)
        if pending.noes:
            key = (
                "fuse.window.so_far_cancelled" if pending.cancelled else "fuse.window.so_far_stands"
            )
            words += ". " + t(key, count=len(pending.noes)).rstrip("…")
        return words
    if phase == Phase.FAVOUR and pending is not None and pending.target is not None:
        if pending.target == you:
            return t("fuse.event.you.favour_asked", player=names(pending.seat))
        return t("fuse.status.gives", name=names(pending.target), player=names(pending.seat))
    if seat < 0:
        return ""
    if phase == Phase.CALM:
        if seat == you:
            return t("fuse.status.you_calm")
        return t("fuse.status.calming", name=names(seat))
    if phase == Phase.PICK:
        if seat == you:
            return t("fuse.pick.title")
        return t("fuse.status.picking", name=names(seat))
    if phase != Phase.PLAY:
        return t("fuse.status.turn", name=names(seat))
    if seat == you:
        what = t("fuse.hand.what_two") if state.owed > 1 else t("fuse.hand.what")
        return t("fuse.status.your_turn", what=what[:1].lower() + what[1:].rstrip("."))
    words = t("fuse.status.turn", name=names(seat))
    if state.owed > 1:
        words += ", " + t("fuse.table.owes_two")
    return words


def standings(t: T, state, names: Names, you: int | None) -> str:
    """Who is still in (with the cards in hand, and who owes 2 turns), then who is out and in
    what place; at the end, every place."""
    order = places(state)
    if state.phase == Phase.OVER:
        ranked = sorted(range(state.players), key=lambda s: order[s])
        return _sentence(
            [
                " ".join(
                    t("fuse.game_end.row", place=place_words(t, order[s]), player=names(s))
                    for s in ranked
                )
            ]
        )
    ins = []
    for seat in state.in_play:
        words = t(
            "fuse.status.holds",
            player=names(seat),
            cards=t("fuse.table.cards", count=len(state.seats[seat].hand)),
        )
        if seat == state.turn and state.owed > 1:
            words += ", " + t("fuse.table.owes_two")
        ins.append(words)
    parts = [t("fuse.status.still_in", seats="; ".join(ins))]
    outs = sorted(state.out, key=lambda s: order[s])
    if outs:
        gone = ", ".join(
            t("fuse.status.out_place", player=names(s), place=place_words(t, order[s]))
            for s in outs
        )
        parts.append(t("fuse.status.out", seats=gone))
    return _sentence(parts)


def read_table(t: T, state, names: Names, you: int | None) -> str:
    """The deck's size, the discard pile's top, the play on the table with its No!s, who put
    the last fuse kitten back and how many cards were drawn since."""
    parts = [t("fuse.summary.deck", count=len(state.deck))]
    if state.discard:
        parts.append(
            t(
                "fuse.summary.discard",
                card=card_words(t, state.discard[-1]),
                count=len(state.discard),
            )
        )
    else:
        parts.append(t("fuse.status.discard_empty"))
    pending = state.pending
    if pending is not None:
        kind = kind_of(pending.cards, state.combos)
        play = play_words(t, pending.cards, kind.value if kind else "single", pending.named)
        mine = "_yours" if pending.seat == you else ""
        if pending.target is not None:
            words = t(
                f"fuse.status.play_at{mine}",
                player=names(pending.seat),
                play=play,
                target=_who(t, pending.target, names, you),
            )
        else:
            words = t(f"fuse.status.play{mine}", player=names(pending.seat), play=play)
        parts.append(words)
        if pending.noes:
            said = listing(t, [_who(t, s, names, you) for s, _ in pending.noes])
            outcome = t("fuse.outcome.cancelled" if pending.cancelled else "fuse.outcome.stands")
            parts.append(
                t("fuse.status.noes", count=len(pending.noes), players=said, outcome=outcome)
            )
        elif state.phase == Phase.WINDOW:
            parts.append(t("fuse.window.none_yet"))
    back = state.last_return
    if back is not None:
        key = "fuse.status.returned_you" if back.seat == you else "fuse.status.returned"
        parts.append(t(key, player=names(back.seat), count=back.draws))
    if state.phase == Phase.PLAY and state.turn >= 0:
        parts.append(doing_now(t, state, names, you))
    return _sentence(parts)


def own_things(t: T, state, seat: int) -> str:
    """The hand by title ("Loaf cat (2), Nap, No!"), then what the seat alone knows of the
    deck: its own Peek, where it put a fuse kitten back ("Card 1 from the top: Fuse
    kitten")."""
    held = state.seats[seat]
    if held.out:
        return _sentence([t("fuse.table.you_are_out")])
    counts = Counter(title_of(c) for c in held.hand)
    titles = [
        title_words(t, title) + (f" ({n})" if n > 1 else "") for title, n in sorted(counts.items())
    ]
    hand = ", ".join(titles) or t("fuse.status.empty")
    parts = [t("fuse.status.hand", cards=t("fuse.table.cards", count=len(held.hand)), titles=hand)]
    known = [
        t("fuse.peek.place", place=index + 1, card=card_words(t, card))
        for index, card in enumerate(state.deck)
        if card != HIDDEN
    ]
    if known:
        parts.append(t("fuse.status.you_know", cards="; ".join(known)))
    else:
        parts.append(t("fuse.status.know_nothing"))
    return _sentence(parts)


def counts_words(t: T, state, seat: int) -> str:
    """ "5 cards in hand, 23 in the deck." (and what the seat knows of the top)."""
    hand = t("fuse.table.cards", count=len(state.seats[seat].hand))
    words = t("fuse.turn.counts", cards=hand, deck=len(state.deck))
    top = state.deck[0] if state.deck else HIDDEN
    if top != HIDDEN:
        words += " " + t("fuse.turn.top", card=card_words(t, top))
    return words


def turn_words(t: T, state, seat: int, name: str, again: bool = False, alone: bool = True) -> str:
    """The turn said as the hand opens: "Your turn, Mia: 5 cards in hand, 23 in the deck."
    (owing 2 turns, it says so; what the seat knows of the deck's top too); ``again``: the
    hand opens again in the same turn ("Still your turn, Mia: ..."); not ``alone`` (several
    people at the screen, nobody spoken to as "you"): "Mia's turn: ...", said on Mia's own
    screen, behind her hand-off."""
    hand = len(state.seats[seat].hand)
    key = "fuse.turn.again" if again else "fuse.turn.facts"
    words = t(
        key if alone else f"{key}_named",
        name=name,
        cards=t("fuse.table.cards", count=hand),
        deck=len(state.deck),
    )
    extra = []
    if state.owed > 1:
        extra.append(t("fuse.turn.owes"))
    top = state.deck[0] if state.deck else HIDDEN
    if top != HIDDEN:
        words_top = "fuse.turn.top" if alone else "fuse.turn.top_named"
        extra.append(t(words_top, card=card_words(t, top), name=name))
    return " ".join([words, *extra])
