"""The Isle of Cats in words: one sentence per game event (written to the event log, spoken
when narration is on, through the shell's ``Narrator``), and the words for a card, a tile, a
boat cell, a boat and the placement cursor."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.isle.data.window import isle_content, isle_texts
from game.isle.rules import events as ev
from game.isle.rules.vocabulary import TileKind
from game.shell.engine.dispatch import Dispatch
from game.shell.ui.narration import personal, speaks_to

__all__ = ["personal", "speaks_to"]


def color_word(app, color: str | None) -> str:
    return app.t(f"color.{color}") if color else ""


def tile_words(app, tile) -> str:
    kind = tile.kind
    if kind == TileKind.CAT:
        return app.t(f"tile.cat.{tile.color}")  # one phrase a colour: "an orange cat"
    if kind == TileKind.OSHAX:
        return app.t(f"tile.oshax.{tile.color}") if tile.color else app.t("tile.oshax")
    return app.t(f"tile.{kind}")


def _buying_together(app) -> bool:
    """The simultaneous buy step is under way (rules.md 2, Phase 2)."""
    session = getattr(app, "session", None)
    state = getattr(session, "state", None)
    return state is not None and state.phase == "buy" and state.top is None


@dataclass(frozen=True)
class Words:
    """What an event's sentence is said with: the app, its translator (saying the served
    seat's own moves to it) and the seats' names."""

    app: Any
    t: Callable[..., str]
    name: Callable[[int], str]

    def card(self, card: int) -> str:
        return isle_texts(self.app).card_name(card, self.app.settings.language)


def _unsaid(event: ev.Event, words: Words) -> str | None:
    return None


# The sentence of each event (the event log, narration, the sister's lines).
LINES: Dispatch[ev.Event, [Words], str | None] = Dispatch(
    "isle words",
    otherwise=_unsaid,
    silent=(
        ev.BoatsDealt,
        ev.OrderSet,
        ev.TileDrawn,
        ev.FishPaid,
        ev.CardsDealt,
        ev.CardsKept,
        ev.HandsPassed,
        ev.CardsDiscarded,
        ev.TilesRemoved,
        ev.BasketsChanged,
        ev.CatMoved,
        ev.LessonsDiscarded,
        ev.DayEnded,
        ev.OshaxRowLaid,
        ev.SisterCardsDiscarded,
    ),
)


def describe(app, event: ev.Event, seat: int) -> str | None:
    """The sentence for ``event`` as ``seat`` may know it (None for events not worth a line)."""
    name = app.seat_name
    own = getattr(event, "seat", None)

    def t(key: str, **values) -> str:  # the served seat's own moves are said to it (34.4)
        if key.startswith("event.") and own == seat and own is not None:
            key = personal(app, own, key)
        return app.t(key, **values)

    if event.private is not None and event.private != seat:
        if isinstance(event, ev.CardBought) and not _buying_together(app):
            return t("event.bought_hidden", name=name(event.seat))
        return None  # the simultaneous buy step keeps even the number of purchases secret
    return LINES(event, Words(app, t, name))


def describe_sister(app, event: ev.Event) -> str | None:
    """The solo sister's actions, each with what it means for the player (None for an event
    that is not hers)."""
    if not type(event).__name__.startswith("Sister"):
        return None
    return LINES(event, Words(app, app.t, app.seat_name))


@LINES.on(ev.DayStarted)
def _day(event: ev.DayStarted, w: Words) -> str | None:
    return w.t("event.day", day=event.day)


@LINES.on(ev.PhaseStarted)
def _phase(event: ev.PhaseStarted, w: Words) -> str | None:
    key = f"event.phase.{event.phase}"  # each phase is said as it begins (34.4)
    words = w.t(key)
    return None if words == key else words


@LINES.on(ev.FishGained)
def _fish_gained(event: ev.FishGained, w: Words) -> str | None:
    if event.reason != "card":
        return None
    return w.t("event.fish_gained", name=w.name(event.seat), count=event.amount)


@LINES.on(ev.CardBought)
def _bought(event: ev.CardBought, w: Words) -> str | None:
    if event.color:
        return w.t(
            "event.bought_public",
            name=w.name(event.seat),
            card=w.card(event.card),
            color=color_word(w.app, event.color),
        )
    return w.t(
        "event.bought",
        name=w.name(event.seat),
        card=w.card(event.card),
        fish=w.t("common.fish", count=event.price),
    )


@LINES.on(ev.RescueCardsDeclared)
def _declared(event: ev.RescueCardsDeclared, w: Words) -> str | None:
    return w.t("event.declared", name=w.name(event.seat), count=event.count)


@LINES.on(ev.RescueCardsRevealed)
def _order(event: ev.RescueCardsRevealed, w: Words) -> str | None:
    return w.t("event.order", order=", ".join(w.name(s) for s in event.order))


@LINES.on(ev.CatRescued)
def _rescued(event: ev.CatRescued, w: Words) -> str | None:
    return w.t(
        "event.rescued",
        name=w.name(event.seat),
        tile=tile_words(w.app, event.tile),
        fish=w.t("common.fish", count=event.cost),
    )


@LINES.on(ev.TilePlaced)
def _placed(event: ev.TilePlaced, w: Words) -> str | None:
    return w.t("event.placed", name=w.name(event.seat), tile=tile_words(w.app, event.tile))


@LINES.on(ev.MapCovered)
def _map(event: ev.MapCovered, w: Words) -> str | None:
    return w.t("event.map_bonus", name=w.name(event.seat)) if event.bonus else None


@LINES.on(ev.TreasureTaken)
def _treasure(event: ev.TreasureTaken, w: Words) -> str | None:
    return w.t("event.treasure", name=w.name(event.seat), tile=tile_words(w.app, event.tile))


@LINES.on(ev.CardPlayed)
def _played(event: ev.CardPlayed, w: Words) -> str | None:
    return w.t("event.played", name=w.name(event.seat), card=w.card(event.card))


@LINES.on(ev.Passed)
def _passed(event: ev.Passed, w: Words) -> str | None:
    return w.t("event.passed", name=w.name(event.seat))


@LINES.on(ev.CatsRanAway)
def _ran_away(event: ev.CatsRanAway, w: Words) -> str | None:
    return w.t("event.ran_away", count=len(event.tiles))


@LINES.on(ev.LessonsRead)
def _lessons(event: ev.LessonsRead, w: Words) -> str | None:
    if not event.public:
        return None
    cards = ", ".join(w.card(c) for c, _ in event.public)
    return w.t("event.public_lessons", name=w.name(event.seat), cards=cards)


@LINES.on(ev.TileDiscarded)
def _tile_lost(event: ev.TileDiscarded, w: Words) -> str | None:
    return w.t("event.tile_lost", name=w.name(event.seat), tile=tile_words(w.app, event.tile))


@LINES.on(ev.GameEnded)
def _game_over(event: ev.GameEnded, w: Words) -> str | None:
    return w.t("event.game_over")


# --- the solo sister's actions, each with what it means for the player --------------------


@LINES.on(ev.SisterColorRevealed)
def _sister_color(event: ev.SisterColorRevealed, w: Words) -> str | None:
    color = color_word(w.app, event.color)
    return w.t("event.sister_color", color=color, count=6 - event.position)


@LINES.on(ev.SisterLessonDrawn)
def _sister_lesson(event: ev.SisterLessonDrawn, w: Words) -> str | None:
    return w.t("event.sister_lesson", card=w.card(event.card))


@LINES.on(ev.SisterCardRevealed)
def _sister_card(event: ev.SisterCardRevealed, w: Words) -> str | None:
    return w.t("event.sister_card", card=w.card(event.card))


@LINES.on(ev.SisterOrderSet)
def _sister_order(event: ev.SisterOrderSet, w: Words) -> str | None:
    key = "event.sister_first" if event.first else "event.player_first"
    return w.t(key, sister=event.sister_speed, player=event.player_speed)


@LINES.on(ev.SisterRemovedCat)
def _sister_cat(event: ev.SisterRemovedCat, w: Words) -> str | None:
    return w.t(
        "event.sister_cat",
        number=event.number,
        tile=tile_words(w.app, event.tile),
        field=w.t(f"field.{event.field}"),
    )


@LINES.on(ev.SisterRemovedRare)
def _sister_rare(event: ev.SisterRemovedRare, w: Words) -> str | None:
    return w.t("event.sister_rare", number=event.number)


@LINES.on(ev.SisterRemovedOshax)
def _sister_oshax(event: ev.SisterRemovedOshax, w: Words) -> str | None:
    return w.t("event.sister_oshax", number=event.number)


@LINES.on(ev.SisterRemovedCommon)
def _sister_common(event: ev.SisterRemovedCommon, w: Words) -> str | None:
    return w.t("event.sister_common")


@LINES.on(ev.SisterSwitchedCats)
def _sister_switch(event: ev.SisterSwitchedCats, w: Words) -> str | None:
    return w.t("event.sister_switch", first=event.numbers[0], second=event.numbers[1])


@LINES.on(ev.SisterFoundNothing)
def _sister_nothing(event: ev.SisterFoundNothing, w: Words) -> str | None:
    return w.t("event.sister_nothing")


def shape_words(app, shape_id: int) -> str:
    """A tile's shape and size in words: "T-shaped, 5 cells"; a shape without a letter by
    its box: "6 cells in a 2 by 4 box"."""
    shape = isle_content(app).shapes[shape_id]
    name = shape.name
    w, h = shape.extents[0]
    if len(name) > 2 and name[1] == "-" and name[0].isupper():
        return app.t("narrate.shape_letter", letter=name[0], count=shape.size)
    return app.t("narrate.shape_box", count=shape.size, width=w, height=h)


def orientation_words(app, k: int) -> str:
    """How a tile is turned: "upright", "turned a quarter right", and "flipped"."""
    words = app.t(f"narrate.turn.{k % 4}")
    return app.t("narrate.flipped", turn=words) if k >= 4 else words


def cells_words(app, mask: int) -> str:
    """The boat cells a tile covers, row by row: "row 3: columns 5 to 7; row 4: column 6"."""
    from game.isle.rules import geometry

    rows: dict[int, list[int]] = {}
    for x, y in geometry.cells_of(mask):
        rows.setdefault(y, []).append(x)
    parts = []
    for y in sorted(rows):
        xs = sorted(rows[y])
        runs: list[list[int]] = []
        for x in xs:
            if runs and x == runs[-1][-1] + 1:
                runs[-1].append(x)
            else:
                runs.append([x])
        pieces: list[str] = []
        for run in runs:  # three or more in a row: "5 to 7"
            if len(run) >= 3:
                pieces.append(app.t("narrate.span", first=run[0] + 1, last=run[-1] + 1))
            else:
                pieces += [str(x + 1) for x in run]
        columns = ", ".join(pieces)
        parts.append(app.t("narrate.row_cells", row=y + 1, columns=columns, count=len(xs)))
    return app.t("narrate.row_sep").join(parts)


def describe_card(app, card: int, price: bool = True) -> str:
    """A card as narration reads it: name, price (``price``: not for a card already bought),
    text; the text's first sentence left out when the name says it already ("Sturdy basket,
    speed 1. Speed 1. Full basket…" said its speed twice)."""
    lang = app.settings.language
    name = isle_texts(app).card_name(card, lang)
    parts = [name]
    if price:
        fish = app.t("common.fish", count=isle_content(app).cards[card].price)
        parts.append(app.t("narrate.price", fish=fish))
    words = isle_texts(app).card_text(card, lang)
    first, dot, rest = words.partition(". ")
    if dot and rest and first.casefold() in name.casefold():
        words = rest
    parts.append(words)
    return ". ".join(parts)


def describe_cell(app, state, seat: int, x: int, y: int) -> str:
    """The boat cell under the placement cursor: its room, and a rat or a map on it."""
    from game.isle.rules import geometry

    content = isle_content(app)
    me = state.seats[seat]
    bit = geometry.bit(x, y)
    room = content.board.room_of(x, y)
    parts = [app.t("narrate.cell", x=x + 1, y=y + 1)]
    if room is not None:
        parts.append(isle_texts(app).room_name(room, app.settings.language))
    boat = content.boats[me.boat]
    if boat.rats & bit:
        parts.append(app.t("narrate.rat"))
    for color, cell in boat.maps:
        if cell & bit:
            parts.append(app.t("narrate.map", color=color_word(app, color)))
    if me.occupied & bit:
        parts.append(app.t("narrate.covered"))
    return ", ".join(parts)


def describe_boat(app, state, seat: int) -> str:
    """Asking the boat: open rooms, visible rats, families, maps still free."""
    from game.isle.rules.scoring import families, full_rooms, uncovered_maps, visible_rat_count

    content = isle_content(app)
    me = state.seats[seat]
    lang = app.settings.language
    full = set(full_rooms(content, me.tiles))
    open_rooms = [
        isle_texts(app).room_name(r.id, lang) for r in content.board.rooms if r.id not in full
    ]
    groups = [f"{color_word(app, f.color)} {f.size}" for f in families(me.tiles) if f.size >= 2]
    maps = [color_word(app, c) for c in uncovered_maps(content, me.boat, me.tiles)]
    return app.t(
        personal(app, seat, "narrate.boat"),
        name=app.seat_name(seat),
        rooms=", ".join(open_rooms) or app.t("narrate.none"),
        rats=visible_rat_count(content, me.boat, me.tiles),
        families=", ".join(groups) or app.t("narrate.none"),
        maps=", ".join(maps) or app.t("narrate.none"),
    )
