"""The Isle of Cats in words: one sentence per game event (written to the event log, spoken
when narration is on, through the shell's ``Narrator``), and the words for a card, a tile, a
boat cell, a boat and the placement cursor."""

from __future__ import annotations

from game.isle.data.window import isle_content, isle_texts
from game.isle.rules import events as ev
from game.isle.rules.vocabulary import TileKind
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
    if isinstance(event, ev.DayStarted):
        return t("event.day", day=event.day)
    if isinstance(event, ev.PhaseStarted):  # each phase is said as it begins (34.4)
        key = f"event.phase.{event.phase}"
        words = t(key)
        return None if words == key else words
    if isinstance(event, ev.FishGained) and event.reason == "card":
        return t("event.fish_gained", name=name(event.seat), count=event.amount)
    if isinstance(event, ev.CardBought):
        if event.color:
            return t(
                "event.bought_public",
                name=name(event.seat),
                card=isle_texts(app).card_name(event.card, app.settings.language),
                color=color_word(app, event.color),
            )
        return t(
            "event.bought",
            name=name(event.seat),
            card=isle_texts(app).card_name(event.card, app.settings.language),
            fish=t("common.fish", count=event.price),
        )
    if isinstance(event, ev.RescueCardsDeclared):
        return t("event.declared", name=name(event.seat), count=event.count)
    if isinstance(event, ev.RescueCardsRevealed):
        order = ", ".join(name(s) for s in event.order)
        return t("event.order", order=order)
    if isinstance(event, ev.CatRescued):
        return t(
            "event.rescued",
            name=name(event.seat),
            tile=tile_words(app, event.tile),
            fish=t("common.fish", count=event.cost),
        )
    if isinstance(event, ev.TilePlaced):
        return t("event.placed", name=name(event.seat), tile=tile_words(app, event.tile))
    if isinstance(event, ev.MapCovered) and event.bonus:
        return t("event.map_bonus", name=name(event.seat))
    if isinstance(event, ev.TreasureTaken):
        return t("event.treasure", name=name(event.seat), tile=tile_words(app, event.tile))
    if isinstance(event, ev.CardPlayed):
        return t(
            "event.played",
            name=name(event.seat),
            card=isle_texts(app).card_name(event.card, app.settings.language),
        )
    if isinstance(event, ev.Passed):
        return t("event.passed", name=name(event.seat))
    if isinstance(event, ev.CatsRanAway):
        return t("event.ran_away", count=len(event.tiles))
    if isinstance(event, ev.LessonsRead) and event.public:
        cards = ", ".join(
            isle_texts(app).card_name(c, app.settings.language) for c, _ in event.public
        )
        return t("event.public_lessons", name=name(event.seat), cards=cards)
    if isinstance(event, ev.TileDiscarded):
        return t("event.tile_lost", name=name(event.seat), tile=tile_words(app, event.tile))
    if isinstance(event, ev.GameEnded):
        return t("event.game_over")
    return describe_sister(app, event)


def describe_sister(app, event: ev.Event) -> str | None:
    """The solo sister's actions, each with what it means for the player."""
    t = app.t
    lang = app.settings.language
    if isinstance(event, ev.SisterColorRevealed):
        return t("event.sister_color", color=color_word(app, event.color), count=6 - event.position)
    if isinstance(event, ev.SisterLessonDrawn):
        return t("event.sister_lesson", card=isle_texts(app).card_name(event.card, lang))
    if isinstance(event, ev.SisterCardRevealed):
        return t("event.sister_card", card=isle_texts(app).card_name(event.card, lang))
    if isinstance(event, ev.SisterOrderSet):
        key = "event.sister_first" if event.first else "event.player_first"
        return t(key, sister=event.sister_speed, player=event.player_speed)
    if isinstance(event, ev.SisterRemovedCat):
        return t(
            "event.sister_cat",
            number=event.number,
            tile=tile_words(app, event.tile),
            field=t(f"field.{event.field}"),
        )
    if isinstance(event, ev.SisterRemovedRare):
        return t("event.sister_rare", number=event.number)
    if isinstance(event, ev.SisterRemovedOshax):
        return t("event.sister_oshax", number=event.number)
    if isinstance(event, ev.SisterRemovedCommon):
        return t("event.sister_common")
    if isinstance(event, ev.SisterSwitchedCats):
        return t("event.sister_switch", first=event.numbers[0], second=event.numbers[1])
    if isinstance(event, ev.SisterFoundNothing):
        return t("event.sister_nothing")
    return None


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
    """A card as narration reads it: name, price, text."""
    lang = app.settings.language
    parts = [isle_texts(app).card_name(card, lang)]
    if price:
        fish = app.t("common.fish", count=isle_content(app).cards[card].price)
        parts.append(app.t("narrate.price", fish=fish))
    parts.append(isle_texts(app).card_text(card, lang))
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
        "narrate.boat",
        name=app.seat_name(seat),
        rooms=", ".join(open_rooms) or app.t("narrate.none"),
        rats=visible_rat_count(content, me.boat, me.tiles),
        families=", ".join(groups) or app.t("narrate.none"),
        maps=", ".join(maps) or app.t("narrate.none"),
    )
