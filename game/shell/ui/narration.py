"""Narration: one sentence per game event (written to the event log, spoken when enabled).

Speech goes through the platform's speech engine when one is present (espeak-ng on Linux,
``say`` on macOS), in a background thread: it never blocks the game.
"""

from __future__ import annotations

import queue
import re
import shutil
import subprocess
import threading
from pathlib import Path

from game.isle.rules import events as ev
from game.isle.rules.vocabulary import TileKind

MAX_SPOKEN = 500  # characters of one spoken line
SILENT = str.maketrans({"‹": None, "›": None, "◀": None, "▶": None})  # drawn, never said


def color_word(app, color: str | None) -> str:
    return app.t(f"color.{color}") if color else ""


def tile_words(app, tile) -> str:
    kind = tile.kind
    if kind == TileKind.CAT:
        return app.t(f"tile.cat.{tile.color}")  # one phrase a colour: "an orange cat"
    if kind == TileKind.OSHAX:
        return app.t(f"tile.oshax.{tile.color}") if tile.color else app.t("tile.oshax")
    return app.t(f"tile.{kind}")


def speaks_to(app, seat: int | None) -> bool:
    """Lines about ``seat`` speak to it, in the second person ("You rescue…"): it is the
    game's only person (the guided game's player among them). With several people on the
    couch, names say whose move it is."""
    session = getattr(app, "session", None)
    humans = getattr(session, "humans", None)
    return seat is not None and humans is not None and humans() == [seat]


def personal(app, seat: int | None, key: str) -> str:
    """``key``'s second-person twin ("event.you.rescued") when the line speaks to ``seat``."""
    if not speaks_to(app, seat):
        return key
    head, rest = key.split(".", 1)
    return f"{head}.you.{rest}"


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
                card=app.texts.card_name(event.card, app.settings.language),
                color=color_word(app, event.color),
            )
        return t(
            "event.bought",
            name=name(event.seat),
            card=app.texts.card_name(event.card, app.settings.language),
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
            card=app.texts.card_name(event.card, app.settings.language),
        )
    if isinstance(event, ev.Passed):
        return t("event.passed", name=name(event.seat))
    if isinstance(event, ev.CatsRanAway):
        return t("event.ran_away", count=len(event.tiles))
    if isinstance(event, ev.LessonsRead) and event.public:
        cards = ", ".join(app.texts.card_name(c, app.settings.language) for c, _ in event.public)
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
        return t("event.sister_lesson", card=app.texts.card_name(event.card, lang))
    if isinstance(event, ev.SisterCardRevealed):
        return t("event.sister_card", card=app.texts.card_name(event.card, lang))
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
    shape = app.content.shapes[shape_id]
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
    parts = [app.texts.card_name(card, lang)]
    if price:
        fish = app.t("common.fish", count=app.content.cards[card].price)
        parts.append(app.t("narrate.price", fish=fish))
    parts.append(app.texts.card_text(card, lang))
    return ". ".join(parts)


def describe_cell(app, state, seat: int, x: int, y: int) -> str:
    """The boat cell under the placement cursor: its room, and a rat or a map on it."""
    from game.isle.rules import geometry

    content = app.content
    me = state.seats[seat]
    bit = geometry.bit(x, y)
    room = content.board.room_of(x, y)
    parts = [app.t("narrate.cell", x=x + 1, y=y + 1)]
    if room is not None:
        parts.append(app.texts.room_name(room, app.settings.language))
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

    content = app.content
    me = state.seats[seat]
    lang = app.settings.language
    full = set(full_rooms(content, me.tiles))
    open_rooms = [app.texts.room_name(r.id, lang) for r in content.board.rooms if r.id not in full]
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


class Narrator:
    """Speaks lines in a background thread, newest first (stale lines are dropped)."""

    def __init__(self) -> None:
        self.command = self._find_engine()
        self._lines: queue.Queue[str] = queue.Queue()
        self._thread: threading.Thread | None = None
        self.spoken: list[str] = []  # what was sent to the engine (tests read it)

    @staticmethod
    def _find_engine() -> list[str] | None:
        for program, args in (("espeak-ng", ["-s", "170"]), ("espeak", ["-s", "170"]), ("say", [])):
            path = shutil.which(program)
            if path:
                return [path, *args]
        return None

    def command_for(self, line: str, lang: str) -> list[str]:
        """The speech program's arguments: the text after ``--`` so that a line starting with
        a dash (a seat named ``-wout.wav``) is read, never taken as an option."""
        args = list(self.command or [])
        if args and "espeak" in Path(args[0]).name:
            args += ["-v", lang if lang in ("en", "fr") else "en"]
        words = "".join(c for c in " ".join(line.split()) if c.isprintable())
        text = words[:MAX_SPOKEN]  # one line, no control characters
        return [*args, "--", text]

    @property
    def available(self) -> bool:
        return self.command is not None

    def say(self, line: str, lang: str = "en") -> None:
        if any(c in line for c in "‹›◀▶"):  # decorative arrows are never read
            line = re.sub(r"  +", " ", line.translate(SILENT)).strip()
        self.spoken.append(line)
        if self.command is None:
            return
        while self._lines.qsize() > 3:  # keep up with the game: drop old lines
            try:
                self._lines.get_nowait()
            except queue.Empty:
                break
        self._lines.put(f"{lang}\n{line}")
        if self._thread is None or not self._thread.is_alive():
            self._thread = threading.Thread(target=self._run, daemon=True, name="narrator")
            self._thread.start()

    def _run(self) -> None:
        while True:
            try:
                item = self._lines.get(timeout=2)
            except queue.Empty:
                return
            lang, line = item.split("\n", 1)
            try:
                subprocess.run(
                    self.command_for(line, lang),
                    timeout=30,
                    stdout=subprocess.DEVNULL,
                    stderr=subprocess.DEVNULL,
                    check=False,
                )
            except (OSError, subprocess.TimeoutExpired):
                return


def describe_step(app, words: str, inputs: list[tuple[str, str]]) -> str:
    """A step of the guided game read aloud: its text, then the buttons it waits for, with
    the device's names ("Enter: Continue")."""
    keys = [f"{app.input.glyph_for(intent)}: {label}" for intent, label in inputs]
    return ". ".join([words.rstrip("."), *keys]) + "."
