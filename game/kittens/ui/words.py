"""Kitten Toys in words: a card ("the red 5", "the blue paw swipe"), a colour, and the line of
each rules event as the table shows it (the captions, the narration, the timeline all read
these; the keys are ``kittens.event.<key>`` in assets/i18n/kittens.*.json).

The events given here are those the table may show (``observe_events`` for nobody, or for
the seat whose screen it is): a card a seat cannot see is said by its colour only, never by
its value.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.kittens.rules import events as ev
from game.kittens.rules.cards import COLOURS, HIDDEN, PAW_SWIPE, colour_of, value_of
from game.shell.engine.dispatch import Dispatch

Names = Callable[[int], str]  # seat -> the name to say


def colour_word(t, colour: int) -> str:
    return t(f"kittens.colour.{COLOURS[colour]}")


def card_words(t, card: int, turned: bool = False) -> str:
    """ "the red 5", "the blue paw swipe" (``turned``: "the blue paw swipe, an 8"); a card
    whose value is not known: "a red toy"; nothing known: "a card"."""
    if card == HIDDEN:
        return t("kittens.card.unknown")
    colour = colour_word(t, colour_of(card))
    value = value_of(card)
    if value == 0:
        return t("kittens.card.face_down", colour=colour)
    if value == PAW_SWIPE:
        return t("kittens.card.paw_turned" if turned else "kittens.card.paw", colour=colour)
    return t("kittens.card.numbered", colour=colour, value=value)


def sentence(line: str) -> str:
    """A line that starts with a card's words starts with a capital."""
    return line[:1].upper() + line[1:] if line else line


def names_list(t, seats, names: Names, you: int | None = None) -> str:
    """ "Mia", "Mia and Leo", "Mia, Leo and Sam"; with ``you`` among them (the one person
    playing), "you" first: "you and Leo"."""
    words = [names(s) for s in seats if s != you]
    if you is not None and you in seats:
        words.insert(0, t("kittens.words.you"))
    if len(words) <= 1:
        return "".join(words)
    return t("kittens.words.and", first=", ".join(words[:-1]), last=words[-1])


@dataclass(frozen=True)
class Say:
    """What an event's line is said with: the translator, the seats' names and the seat the
    lines speak to (``you``: the one person playing, game/shell/ui/narration.py ``addressee``;
    None with several people at the table, whom their names tell apart)."""

    t: Callable[..., str]
    names: Names
    you: int | None = None

    def key(self, name: str, about: int) -> str:
        """The line ``kittens.event.<name>``, or its second-person twin
        ``kittens.event.you.<name>`` when it is about the seat the lines speak to."""
        return f"kittens.event.you.{name}" if about == self.you else f"kittens.event.{name}"

    def players(self, seats) -> str:
        return names_list(self.t, seats, self.names, self.you)


def say_nothing(event: ev.Event, say: Say) -> str | None:
    return None


# The words of each event: its line, or None for one the table does not say: a card dealt, and
# the first player drawn (the round's first line says who starts: once, not twice).
LINES: Dispatch[ev.Event, [Say], str | None] = Dispatch(
    "kittens words", otherwise=say_nothing, silent=(ev.CardDealt, ev.FirstPlayerDrawn)
)


def event_line(t, event: ev.Event, names: Names, you: int | None = None) -> str | None:
    """The event's line, or None for one the table does not say (a card dealt); the lines
    about ``you`` (the one person playing) speak to them: "You play the red 5"."""
    return LINES(event, Say(t, names, you))


@LINES.on(ev.RoundStarted)
def _round_started(event: ev.RoundStarted, say: Say) -> str | None:
    key = say.key("round_started", event.starter)
    return say.t(key, round=event.round, player=say.names(event.starter))


@LINES.on(ev.TrumpTurned)
def _trump_turned(event: ev.TrumpTurned, say: Say) -> str | None:
    t = say.t
    return sentence(
        t(
            "kittens.event.trump_turned",
            card=card_words(t, event.card),
            colour=colour_word(t, colour_of(event.card)),
        )
    )


@LINES.on(ev.CardPlayed)
def _card_played(event: ev.CardPlayed, say: Say) -> str | None:
    t = say.t
    key = say.key("card_played", event.seat)
    return t(key, player=say.names(event.seat), card=card_words(t, event.card))


@LINES.on(ev.TrickWon)
def _trick_won(event: ev.TrickWon, say: Say) -> str | None:
    t = say.t
    key = say.key("trick_won_trump" if event.by_trump else "trick_won", event.seat)
    # a paw swipe that wins says its 8 in its words; the line of its turn was said as its 7
    # (or it) came into the trick (motion.py), once
    card = card_words(t, event.card, event.card in event.turned)
    return t(key, player=say.names(event.seat), card=card)


@LINES.on(ev.ToysLost)
def _toys_lost(event: ev.ToysLost, say: Say) -> str | None:
    return say.t(
        say.key("toys_lost", event.seat),
        player=say.names(event.seat),
        colour=colour_word(say.t, event.colour),
        count=len(event.cards),
    )


@LINES.on(ev.ToyGiven)
def _toy_given(event: ev.ToyGiven, say: Say) -> str | None:
    if event.seat == say.you:  # "Leo gives you a red toy"
        key = "kittens.event.you.toy_received"
    else:  # "You give Leo a red toy", or both named
        key = say.key("toy_given", event.giver)
    return say.t(
        key,
        giver=say.names(event.giver),
        player=say.names(event.seat),
        colour=colour_word(say.t, colour_of(event.card)),
    )


@LINES.on(ev.ToysDiscarded)
def _toys_discarded(event: ev.ToysDiscarded, say: Say) -> str | None:
    return say.t(
        "kittens.event.toys_discarded",
        count=len(event.cards),
        colour=colour_word(say.t, event.colour),
    )


@LINES.on(ev.RoundEnded)
def _round_ended(event: ev.RoundEnded, say: Say) -> str | None:
    t = say.t
    return t(
        "kittens.event.round_ended",
        round=event.round,
        end=t(f"kittens.end.{event.end}"),
        players=say.players(event.winners),
    )


@LINES.on(ev.SuperChatWon)
def _super_chat(event: ev.SuperChatWon, say: Say) -> str | None:
    key = say.key("super_chat", event.seat)
    return say.t(key, player=say.names(event.seat), total=event.total)


@LINES.on(ev.GameEnded)
def _game_ended(event: ev.GameEnded, say: Say) -> str | None:
    if say.you is not None and event.winners == (say.you,):
        return say.t("kittens.event.you.game_ended")
    return say.t("kittens.event.game_ended", players=say.players(event.winners))


def refusal_words(t, error) -> str:
    """Why the rules refused an action, in the player's language (kittens.reason.<code>)."""
    from game.kittens.rules.cards import parse_card

    params = dict(error.params)
    if "card" in params:
        try:
            params["card"] = card_words(t, parse_card(str(params["card"])))
        except ValueError:
            pass
    return sentence(t(f"kittens.reason.{error.code}", **params))


def table_summary(t, show, names: Names) -> str:
    """The table in words: the trump, the trick, each seat's toys and Super chat cards."""
    parts = []
    if show.trump:
        parts.append(t("kittens.summary.trump", colour=colour_word(t, colour_of(show.trump))))
    if show.trick:
        plays = ", ".join(
            t("kittens.summary.play", player=names(seat), card=card_words(t, card))
            for seat, card in show.trick
        )
        parts.append(t("kittens.summary.trick", plays=plays))
    for seat, held in enumerate(show.seats):
        counts = held.counts()
        toys = ", ".join(
            t("kittens.summary.toys", count=n, colour=colour_word(t, c))
            for c, n in enumerate(counts)
            if n
        ) or t("kittens.summary.no_toys")
        parts.append(
            t(
                "kittens.summary.seat",
                player=names(seat),
                toys=toys,
                stars=held.super_chats,
                hand=len(held.hand),
            )
        )
    return " ".join(parts)


def last_trick_line(t, last, names: Names, you: int | None = None) -> str:
    """ "Leo won the last trick with the red 7." (", a trump." when it was one)."""
    key = "kittens.last.won_trump" if last.by_trump else "kittens.last.won"
    if last.winner == you:
        key = key.replace("kittens.last.", "kittens.last.you.")
    card = card_words(t, last.card, last.card in last.turned)
    return t(key, player=names(last.winner), card=card)


def last_trick_words(t, last, names: Names, you: int | None = None) -> str:
    """The last trick read aloud: its plays in order, then who won it with what."""
    plays = ", ".join(
        t("kittens.summary.play", player=names(seat), card=card_words(t, card, card in last.turned))
        for seat, card in last.plays
    )
    return t("kittens.last.plays", plays=plays) + " " + last_trick_line(t, last, names, you)


def turn_words(t, name: str, trick, trump: int) -> str:
    """The turn said as it starts: "Your turn, Mia: green led, blue is trump." (leading:
    "Your turn, Mia: you lead, blue is trump.")."""
    trump_word = colour_word(t, colour_of(trump)) if trump else ""
    if not trick:
        return t("kittens.turn.lead", name=name, trump=trump_word)
    lead = colour_word(t, colour_of(trick[0][1]))
    return t("kittens.turn.follow", name=name, lead=lead, trump=trump_word)
