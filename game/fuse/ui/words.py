"""Kitten Fuse in words: a title ("Pounce", "Loaf cat"), a play ("Two alike (Loaf cat, Loaf
cat)"), a place ("2nd"), and the line of each rules event as the table shows it (the captions,
the narration and the timeline all read these; the keys are ``fuse.event.<key>`` in
assets/i18n/fuse.*.json, with a second-person twin ``fuse.event.you.<key>`` for the lines about
the one person playing: "You play Pounce at Leo").

The events given here are those the table may show (``observe_events`` for nobody, or for the
seat whose screen it is): a card a seat cannot see is "a card", a position it cannot see is
"in secret".
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.fuse.rules import events as ev
from game.fuse.rules.cards import HIDDEN, TITLE_NAMES, parse_card, parse_title, title_of
from game.fuse.rules.combos import Kind
from game.shell.engine.dispatch import Dispatch

Names = Callable[[int], str]  # seat -> the name to say
T = Callable[..., str]


def title_words(t: T, title: int) -> str:
    """A title's name: "Pounce", "Loaf cat"."""
    return t(f"fuse.card.{TITLE_NAMES[title]}")


def card_words(t: T, card: int) -> str:
    """A card's name, or "a card" when it is not seen."""
    if card == HIDDEN:
        return t("fuse.card.unknown")
    return title_words(t, title_of(card))


def sentence(line: str) -> str:
    return line[:1].upper() + line[1:] if line else line


def listing(t: T, words: Sequence[str]) -> str:
    """ "A", "A and B", "A, B and C"."""
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    return t("fuse.words.and", first=", ".join(words[:-1]), last=words[-1])


def cards_listing(t: T, cards: Sequence[int]) -> str:
    return listing(t, [card_words(t, c) for c in cards])


def play_words(t: T, cards: Sequence[int], kind: str, named: int | None = None) -> str:
    """What a play is: "Pounce", "Two alike (Loaf cat, Loaf cat)", "Three alike (Nap, Nap,
    Nap), naming Calm-down kit", "Five different (...)"."""
    if kind == Kind.SINGLE:
        return card_words(t, cards[0])
    inside = ", ".join(card_words(t, c) for c in cards)
    words = t(f"fuse.play.{kind}", cards=inside)
    if named is not None:
        words = t("fuse.play.naming", play=words, title=title_words(t, named))
    return words


def place_words(t: T, place: int) -> str:
    return t(f"fuse.place.{min(place, 5)}")


def names_list(t: T, seats: Sequence[int], names: Names, you: int | None = None) -> str:
    words = [names(s) for s in seats if s != you]
    if you is not None and you in seats:
        words.insert(0, t("fuse.words.you"))
    return listing(t, words)


@dataclass(frozen=True)
class Say:
    """What an event's line is said with: the translator, the seats' names and the seat the
    lines speak to (``you``: the one person playing, game/shell/ui/narration.py ``addressee``;
    None with several people at the table, whom their names tell apart)."""

    t: T
    names: Names
    you: int | None = None

    def key(self, name: str, about: int | None) -> str:
        return (
            f"fuse.event.you.{name}"
            if about is not None and about == self.you
            else (f"fuse.event.{name}")
        )

    def name(self, seat: int) -> str:
        """A seat as an object of a line: its name, or "you"."""
        return self.t("fuse.words.you") if seat == self.you else self.names(seat)


def say_nothing(event: ev.Event, say: Say) -> str | None:
    return None


# The words of each event: its line, or None for one the table does not say.
LINES: Dispatch[ev.Event, [Say], str | None] = Dispatch(
    "fuse words",
    otherwise=say_nothing,
    silent=(ev.CardDealt, ev.KitGiven, ev.CardsSetAside, ev.WindowOpened, ev.TurnEnded),
)


def event_line(t: T, event: ev.Event, names: Names, you: int | None = None) -> str | None:
    """The event's line, or None for one the table does not say (a card dealt)."""
    return LINES(event, Say(t, names, you))


@LINES.on(ev.FirstPlayerDrawn)
def _first(event: ev.FirstPlayerDrawn, say: Say) -> str | None:
    return say.t(say.key("first_player", event.seat), player=say.names(event.seat))


@LINES.on(ev.DeckStacked)
def _stacked(event: ev.DeckStacked, say: Say) -> str | None:
    return say.t("fuse.event.deck_stacked", count=len(event.deck))


@LINES.on(ev.TurnStarted)
def _turn(event: ev.TurnStarted, say: Say) -> str | None:
    name = "turn_started" if event.owed == 1 else "turn_started_two"
    return say.t(say.key(name, event.seat), player=say.names(event.seat), owed=event.owed)


@LINES.on(ev.Played)
def _played(event: ev.Played, say: Say) -> str | None:
    t = say.t
    cards = play_words(t, event.cards, event.kind, event.named)
    if event.target is None:
        return t(say.key("played", event.seat), player=say.names(event.seat), cards=cards)
    return t(
        say.key("played_at", event.seat),
        player=say.names(event.seat),
        cards=cards,
        target=say.name(event.target),
    )


@LINES.on(ev.NoPlayed)
def _no(event: ev.NoPlayed, say: Say) -> str | None:
    name = "no_played" if event.count % 2 == 1 else "yes_played"
    return say.t(say.key(name, event.seat), player=say.names(event.seat), count=event.count)


@LINES.on(ev.WindowClosed)
def _closed(event: ev.WindowClosed, say: Say) -> str | None:
    if event.noes == 0:
        return say.t("fuse.event.window_quiet")
    outcome = say.t("fuse.outcome.cancelled" if event.cancelled else "fuse.outcome.stands")
    return say.t("fuse.event.window_closed", noes=event.noes, outcome=outcome)


@LINES.on(ev.Peeked)
def _peeked(event: ev.Peeked, say: Say) -> str | None:
    count = len(event.cards)
    plural = "one" if count == 1 else "other"
    if event.cards and event.cards[0] != HIDDEN and event.seat == say.you:
        return say.t(
            f"fuse.event.you.peeked_seen.{plural}", cards=cards_listing(say.t, event.cards)
        )
    return say.t(say.key(f"peeked.{plural}", event.seat), player=say.names(event.seat), count=count)


@LINES.on(ev.DeckShuffled)
def _shuffled(event: ev.DeckShuffled, say: Say) -> str | None:
    return say.t(say.key("deck_shuffled", event.seat), player=say.names(event.seat))


@LINES.on(ev.FavourAsked)
def _favour(event: ev.FavourAsked, say: Say) -> str | None:
    if event.target == say.you:
        return say.t("fuse.event.you.favour_asked", player=say.names(event.seat))
    return say.t(
        "fuse.event.favour_asked", target=say.names(event.target), player=say.name(event.seat)
    )


@LINES.on(ev.CardTaken)
def _taken(event: ev.CardTaken, say: Say) -> str | None:
    t = say.t
    card = card_words(t, event.card)
    if event.source < 0:
        return t(say.key("took_discard", event.seat), player=say.names(event.seat), card=card)
    if event.source == say.you:
        key = "fuse.event.you.gave" if event.way == "favour" else "fuse.event.you.lost"
        return t(key, player=say.names(event.seat), card=card)
    return t(
        say.key(f"taken.{event.way}", event.seat),
        player=say.names(event.seat),
        source=say.names(event.source),
        card=card,
    )


@LINES.on(ev.NothingTaken)
def _nothing(event: ev.NothingTaken, say: Say) -> str | None:
    t = say.t
    target = say.name(event.target) if event.target is not None else ""
    title = title_words(t, event.named) if event.named is not None else ""
    why = t(f"fuse.nothing.{event.why}", target=target, title=title)
    return t(say.key("nothing_taken", event.seat), player=say.names(event.seat), why=why)


@LINES.on(ev.CardDrawn)
def _drawn(event: ev.CardDrawn, say: Say) -> str | None:
    if event.seat == say.you and event.card != HIDDEN:
        return say.t("fuse.event.you.card_drawn_seen", card=card_words(say.t, event.card))
    return say.t(say.key("card_drawn", event.seat), player=say.names(event.seat))


@LINES.on(ev.FuseDrawn)
def _fuse(event: ev.FuseDrawn, say: Say) -> str | None:
    return say.t(say.key("fuse_drawn", event.seat), player=say.names(event.seat))


@LINES.on(ev.KitPlayed)
def _kit(event: ev.KitPlayed, say: Say) -> str | None:
    return say.t(say.key("kit_played", event.seat), player=say.names(event.seat))


@LINES.on(ev.KittenReturned)
def _returned(event: ev.KittenReturned, say: Say) -> str | None:
    if event.seat == say.you and event.position >= 0:
        return say.t(
            "fuse.event.you.kitten_returned_at",
            where=position_words(say.t, event.position, event.size),
        )
    return say.t(say.key("kitten_returned", event.seat), player=say.names(event.seat))


@LINES.on(ev.PlayerOut)
def _out(event: ev.PlayerOut, say: Say) -> str | None:
    place = place_words(say.t, event.place)
    return say.t(say.key("player_out", event.seat), player=say.names(event.seat), place=place)


@LINES.on(ev.GameEnded)
def _won(event: ev.GameEnded, say: Say) -> str | None:
    return say.t(say.key("game_ended", event.winner), player=say.names(event.winner))


def position_words(t: T, position: int, size: int) -> str:
    """Where a fuse kitten goes back in a deck of ``size`` cards once it is back: "on top",
    "at the bottom", "3rd from the top"."""
    if position <= 0:
        return t("fuse.where.top")
    if position >= size - 1:
        return t("fuse.where.bottom")
    return t("fuse.where.nth", nth=position + 1, below=position)


def refusal_words(t: T, error) -> str:
    """Why the rules refused an action, in the player's language (fuse.reason.<code>)."""
    params = dict(error.params)
    if "card" in params:
        try:
            params["card"] = card_words(t, parse_card(str(params["card"])))
        except ValueError:
            pass
    if "title" in params:
        try:
            params["title"] = title_words(t, parse_title(str(params["title"])))
        except ValueError:
            pass
    if "cards" in params and isinstance(params["cards"], list):
        try:
            params["cards"] = listing(t, [card_words(t, parse_card(c)) for c in params["cards"]])
        except ValueError:
            pass
    return sentence(t(f"fuse.reason.{error.code}", **params))


def table_summary(t: T, show, names: Names) -> str:
    """The table in words (the info key reads it aloud): the deck, the discard's top card,
    each seat's hand size, who is out and who owes two turns."""
    parts = [t("fuse.summary.deck", count=show.deck)]
    if show.discard:
        parts.append(
            t("fuse.summary.discard", card=card_words(t, show.discard[-1]), count=len(show.discard))
        )
    for seat, held in enumerate(show.seats):
        if held.out:
            parts.append(t("fuse.summary.out", player=names(seat)))
            continue
        words = t("fuse.summary.seat", player=names(seat), count=len(held.hand))
        if show.turn == seat and show.owed > 1:
            words += " " + t("fuse.summary.owes", count=show.owed)
        parts.append(words)
    return " ".join(parts)
