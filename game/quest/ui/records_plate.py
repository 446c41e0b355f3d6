"""Dice Quest's records where players see them: its lines of the title's records plate (the
best solo score, today's daily quest; the plate is the shell's, game/shell/ui/records_plate.py)
and the share text's line of symbols drawn as the game draws them (the bundled fonts have no
emoji)."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from game.shell.ui.records_plate import RecordsSummary

if TYPE_CHECKING:
    import pygame

    from game.shell.scenes.stack import Host

GAME, SOLO = "quest", "solo"


def records_summary(app: Host) -> RecordsSummary:
    """Dice Quest's part of the title's records: today's daily quest, the best solo score."""
    t = app.t
    part = app.records.game(GAME)
    entry = part.daily.get(time.strftime("%Y-%m-%d"))  # today: datetime waits (issue 43)
    if entry is None:
        daily = t("quest.records.daily_new")
    elif not entry.done:
        daily = t("quest.records.daily_playing")
    elif entry.won:
        daily = t("quest.records.daily_won", score=entry.score)
    else:
        daily = t("quest.records.daily_lost")
    lines = [daily]
    best = part.best.get(SOLO)
    if best is not None:
        lines.append(t("quest.records.best", score=best))
    return RecordsSummary(lines)


def draw_symbols(surface: pygame.Surface, app, line: str, at: tuple[int, int], size: int) -> int:
    """The share text's line of symbols as the game draws them: the outcome (a star won, a
    moon lost), a creature for the army, a power for those spent, a die for the turns.
    Returns its height. (Its imports are here: the title's first frame draws the plate's
    lines, and importing the rules and the art for them cost a start some 30 ms.)"""
    from game.quest import daily as days
    from game.quest.rules import Power
    from game.quest.ui.art import quest_art
    from game.shell.ui import text

    palette = app.palette
    art = quest_art(app.palette, app.settings)
    x, y = at
    side = max(10, round(size * 1.2))
    gap = max(2, side // 5)
    pictures = {
        days.ARMY: lambda: art.portrait(18, side),
        days.SPENT: lambda: art.power_icon(Power.REROLL, side),
        days.TURNS: lambda: art.die(5, side),
        days.WON: lambda: art.token("sun", side),
        days.LOST: lambda: art.token("moon", side),
    }
    for char in line:
        make = pictures.get(char)
        if make is not None:
            surface.blit(make(), (x, y))
            x += side + gap // 2
        elif char == " ":
            x += side // 2
        else:
            image = text.render(char, "bold", size, palette.text)
            surface.blit(image, (x, y + (side - image.get_height()) // 2))
            x += image.get_width()
    return side
