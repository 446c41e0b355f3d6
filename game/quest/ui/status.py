"""Dice Quest's answers to the status keys (issue 46, docs/play-without-sight.md): where am I
(the turn, whose it is, the throw under way, the dice and what they beat, what the player may
do now), the standings (creatures won over, best first), the table (the quest line with what
beats each creature, the dice, the deck) and a seat's own things (its army by power, its
powers spent). Read from what the table shows (``QuestShow``, what has been said) and, for
what the player may do, the served seat's view through the rules' own queries."""

from __future__ import annotations

from collections.abc import Sequence

from game.quest.rules import (
    EndTurn,
    GameState,
    Seat,
    Spend,
    beaten_cards,
    can_apply,
    legal_actions,
    standing_order,
)
from game.quest.ui.show import QuestShow, SeatShow
from game.quest.ui.table import POWERS
from game.quest.ui.words import (
    Cards,
    Names,
    T,
    beaten_words,
    creature_name,
    creature_words,
    faces_words,
    power_words,
)


def sentence(parts: Sequence[str]) -> str:
    """Parts said one after another, each a sentence with its capital and its full stop."""
    said = [p[:1].upper() + p[1:] for p in parts if p]
    return " ".join(p if p.endswith((".", "!", "?")) else f"{p}." for p in said)


def listed(t: T, words: Sequence[str], joiner: str = "quest.words.and") -> str:
    """ "a", "a and b", "a, b and c" (``joiner``: quest.words.and or quest.words.or)."""
    if len(words) <= 1:
        return "".join(words)
    return t(joiner, first=", ".join(words[:-1]), last=words[-1])


def who(t: T, seat: int, names: Names, you: int | None) -> str:
    """The seat's name, or "you" to the one person playing."""
    return t("quest.words.you") if seat == you else names(seat)


# --- F2: where am I ------------------------------------------------------------------------
def where_am_i(
    t: T,
    show: QuestShow,
    names: Names,
    cards: Cards,
    you: int | None,
    bots: Sequence[int],
    served: GameState | None = None,
) -> str:
    """ "Dice Quest. Turn 4, your turn, roll 2 of 3. The dice show 5 · 3 · 5 · 4 · 3: they
    beat no creature of the line. You may keep some dice and reroll the others (1 free
    reroll left) or call on a power: Opposite. 12 creatures still to win over." ``served``:
    the served seat's view while its turn waits for it (what it may do is asked of the rules)."""
    parts = [t("quest.status.game")]
    if show.over:
        parts.append(t("quest.status.over"))
        return sentence(parts)
    if show.seat < 0:
        parts.append(t("quest.status.dealing"))
        return sentence(parts)
    seat = show.seat
    if seat == you:
        turn = t("quest.status.turn_yours", turn=show.turn)
    elif seat in bots:
        turn = t("quest.status.turn_bot", turn=show.turn, player=names(seat))
    else:
        turn = t("quest.status.turn_of", turn=show.turn, player=names(seat))
    if not show.spent and show.settled:
        roll, rolls = show.roll
        turn += ", " + t("quest.status.roll", roll=roll, rolls=rolls)
    parts.append(turn)
    parts.append(dice_words(t, show, cards))
    if served is not None and served.seat == seat:
        parts.append(may_words(t, served, seat))
    parts.append(left_words(t, show))
    return sentence(parts)


def dice_words(t: T, show: QuestShow, cards: Cards) -> str:
    """The dice as thrown and what they beat (the rules' ``beats``), or that they roll."""
    if not show.settled:
        return t("quest.status.rolling")
    beaten = beaten_words(t, show.dice, show.line, cards)
    return t("quest.status.dice", dice=faces_words(show.dice), beaten=beaten.rstrip("."))


def may_words(t: T, state: GameState, seat: int) -> str:
    """What the seat may do now, from the rules: the creatures the dice beat, a free reroll,
    the powers that can change a die now, ending the turn."""
    choices = []
    lit = beaten_cards(state)
    if lit:
        creatures = listed(t, [creature_name(t, c) for c in lit], "quest.words.or")
        choices.append(t("quest.status.may.win", creatures=creatures))
    if state.rerolls_left:
        choices.append(t("quest.status.may.reroll", count=state.rerolls_left))
    usable = {
        state.creature(a.card).power for a in legal_actions(state, seat) if isinstance(a, Spend)
    }
    if usable:
        powers = listed(t, [power_words(t, p) for p in POWERS if p in usable])
        choices.append(t("quest.status.may.power", powers=powers))
    if can_apply(state, EndTurn(seat)):
        choices.append(t("quest.status.may.end"))
    if not choices:
        return ""
    return t("quest.status.may", choices=listed(t, choices, "quest.words.or"))


def left_words(t: T, show: QuestShow) -> str:
    left = len(show.line) + show.deck
    return t("quest.status.left", count=left, line=len(show.line), deck=show.deck)


# --- F3: standings -----------------------------------------------------------------------
def standings(t: T, show: QuestShow, names: Names, you: int | None) -> str:
    """Several players: each seat's creatures won over (army plus spent), best first as the
    score ranks them (the larger army breaks a tie). Solo: the army (the score of a quest
    won), the powers spent and the creatures still to win over."""
    seats = show.seats
    if len(seats) == 1:
        held = seats[0]
        return sentence(
            [
                t("quest.status.solo", count=len(held.army), spent=len(held.discard)),
                left_words(t, show),
            ]
        )
    order = standing_order([_counted(s) for s in seats])
    parts = [
        t(
            "quest.status.standing",
            player=who(t, seat, names, you),
            count=len(seats[seat].army) + len(seats[seat].discard),
            army=len(seats[seat].army),
            spent=len(seats[seat].discard),
        )
        for seat in order
    ]
    return sentence(parts)


def _counted(held: SeatShow) -> Seat:
    """A shown seat as the rules' seat (its army and discard), for the rules' ranking."""
    return Seat(tuple(held.army), tuple(held.discard))


def final_scores(t: T, show: QuestShow, names: Names, you: int | None) -> str:
    """The game's end: "Final scores." and the standings."""
    return sentence([t("quest.status.final"), standings(t, show, names, you)])


# --- F4: the table -----------------------------------------------------------------------
def read_table(t: T, show: QuestShow, names: Names, cards: Cards, you: int | None) -> str:
    """The quest line, each creature with its place, what beats it and its power; what the
    sun and the moon stand for when the line has them; the dice and what they beat; the
    deck."""
    parts = []
    if show.seat >= 0 and not show.over:
        key = "quest.status.table_turn_you" if show.seat == you else "quest.status.table_turn"
        parts.append(t(key, turn=show.turn, player=names(show.seat)))
    line = show.line
    if line:
        creatures = "; ".join(
            t(
                "quest.status.line_item",
                index=index,
                count=len(line),
                words=creature_words(t, cards(card)),
            )
            for index, card in enumerate(line, start=1)
        )
        parts.append(t("quest.status.line", count=len(line), creatures=creatures))
        if any(not token.isdigit() for card in line for token in cards(card).combo):
            parts.append(t("quest.status.wild"))
    else:
        parts.append(t("quest.status.line_empty"))
    if show.seat >= 0 and not show.over:
        parts.append(dice_words(t, show, cards))
    parts.append(t("quest.status.deck", count=show.deck))
    return sentence(parts)


# --- F5: own things ----------------------------------------------------------------------
def own_things(
    t: T, show: QuestShow, seat: int, names: Names, cards: Cards, you: int | None
) -> str:
    """The seat's army grouped by power ("Opposite: Little Riddle Sphinx; Reroll: Wishing Well
    Frog"), its powers spent, and its creatures in all."""
    held = show.seats[seat]
    owner = (
        t("quest.status.owner_you") if seat == you else t("quest.status.owner", player=names(seat))
    )
    groups = []
    for power in POWERS:
        of_power = [creature_name(t, c) for c in held.army if cards(c).power == power]
        if of_power:
            groups.append(
                t("quest.status.group", power=power_words(t, power), creatures=", ".join(of_power))
            )
    parts = []
    if groups:
        parts.append(
            t("quest.status.army", owner=owner, count=len(held.army), groups="; ".join(groups))
        )
    else:
        parts.append(t("quest.status.army_empty", owner=owner))
    if held.discard:
        spent = ", ".join(creature_name(t, c) for c in held.discard)
        parts.append(t("quest.status.spent", count=len(held.discard), creatures=spent))
    if len(show.seats) > 1:
        parts.append(t("quest.status.total", count=len(held.army) + len(held.discard)))
    return sentence(parts)
