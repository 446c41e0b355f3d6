"""Narration: one sentence per game event (written to the event log, spoken when enabled).

Speech goes through the platform's speech engine when one is present (espeak-ng on Linux,
``say`` on macOS), in a background thread: it never blocks the game.
"""
from __future__ import annotations

import queue
import shutil
import subprocess
import threading

from game.rules import events as ev


def color_word(app, color: str | None) -> str:
    return app.t(f"color.{color}") if color else ""


def tile_words(app, tile) -> str:
    kind = tile.kind
    if kind == "cat":
        return app.t("tile.cat", color=color_word(app, tile.color))
    if kind == "oshax":
        return app.t("tile.oshax_colored", color=color_word(app, tile.color)) if tile.color \
            else app.t("tile.oshax")
    return app.t(f"tile.{kind}")


def describe(app, event: ev.Event, seat: int) -> str | None:
    """The sentence for ``event`` as ``seat`` may know it (None for events not worth a line)."""
    name = app.seat_name
    t = app.t
    if event.private is not None and event.private != seat:
        if isinstance(event, ev.CardBought):
            return t("event.bought_hidden", name=name(event.seat), price=event.price)
        return None
    if isinstance(event, ev.DayStarted):
        return t("event.day", day=event.day)
    if isinstance(event, ev.FishGained) and event.reason == "card":
        return t("event.fish_gained", name=name(event.seat), count=event.amount)
    if isinstance(event, ev.CardBought):
        if event.color:
            return t("event.bought_public", name=name(event.seat),
                     card=app.texts.card_name(event.card, app.settings.language),
                     color=color_word(app, event.color))
        return t("event.bought", name=name(event.seat),
                 card=app.texts.card_name(event.card, app.settings.language), price=event.price)
    if isinstance(event, ev.RescueCardsDeclared):
        return t("event.declared", name=name(event.seat), count=event.count)
    if isinstance(event, ev.RescueCardsRevealed):
        order = ", ".join(name(s) for s in event.order)
        return t("event.order", order=order)
    if isinstance(event, ev.CatRescued):
        return t("event.rescued", name=name(event.seat), tile=tile_words(app, event.tile),
                 cost=event.cost)
    if isinstance(event, ev.MapCovered) and event.bonus:
        return t("event.map_bonus", name=name(event.seat))
    if isinstance(event, ev.TreasureTaken):
        return t("event.treasure", name=name(event.seat), tile=tile_words(app, event.tile))
    if isinstance(event, ev.CardPlayed):
        return t("event.played", name=name(event.seat),
                 card=app.texts.card_name(event.card, app.settings.language))
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
        return t("event.sister_color", color=color_word(app, event.color),
                 points=6 - event.position)
    if isinstance(event, ev.SisterLessonDrawn):
        return t("event.sister_lesson", card=app.texts.card_name(event.card, lang))
    if isinstance(event, ev.SisterCardRevealed):
        return t("event.sister_card", card=app.texts.card_name(event.card, lang))
    if isinstance(event, ev.SisterOrderSet):
        key = "event.sister_first" if event.first else "event.player_first"
        return t(key, sister=event.sister_speed, player=event.player_speed)
    if isinstance(event, ev.SisterRemovedCat):
        return t("event.sister_cat", number=event.number, tile=tile_words(app, event.tile),
                 field=t(f"field.{event.field}"))
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


class Narrator:
    """Speaks lines in a background thread, newest first (stale lines are dropped)."""

    def __init__(self) -> None:
        self.command = self._find_engine()
        self._lines: queue.Queue[str] = queue.Queue()
        self._thread: threading.Thread | None = None
        self.spoken: list[str] = []  # what was sent to the engine (tests read it)

    @staticmethod
    def _find_engine() -> list[str] | None:
        for program, args in (("espeak-ng", ["-s", "170"]), ("espeak", ["-s", "170"]),
                              ("say", [])):
            path = shutil.which(program)
            if path:
                return [path, *args]
        return None

    @property
    def available(self) -> bool:
        return self.command is not None

    def say(self, line: str, lang: str = "en") -> None:
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
            args = list(self.command)
            if "espeak" in args[0]:
                args += ["-v", lang]
            try:
                subprocess.run([*args, line], timeout=30, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL, check=False)
            except (OSError, subprocess.TimeoutExpired):
                return
