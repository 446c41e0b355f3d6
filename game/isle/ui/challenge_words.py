"""Challenges in words, in the player's language: a goal, what each star needs, the result as
it stands, a tile of the offer. The numbers come from the challenge model; this only says
them."""

from __future__ import annotations

from game.isle.challenges.model import Challenge, Goal
from game.isle.data.window import isle_content
from game.isle.ui.narration import tile_words


def _language(app) -> str:
    return app.settings.language


def joined(app, words: list[str]) -> str:
    """``a``, ``a and b``, ``a, b and c`` in the language."""
    if len(words) <= 1:
        return "".join(words)
    return app.t("challenge.list", items=", ".join(words[:-1]), last=words[-1])


def room_names(app, goal: Goal) -> str:
    """The goal's rooms as a sentence says them: "the storeroom and the bow cabin"."""
    if not goal.rooms:
        return app.t("challenge.every_room")
    return joined(app, [app.t(f"challenge.room.{room}") for room in goal.rooms])


def goal_text(app, challenge: Challenge) -> str:
    """The goal in one sentence: "Leave no empty cell in the dining room"."""
    goal, t = challenge.goal, app.t
    if goal.kind in ("rooms", "empty"):
        return t(f"challenge.goal.{goal.kind}", rooms=room_names(app, goal))
    if goal.kind == "family":
        if goal.color is None:
            return t("challenge.goal.family_any")
        return t("challenge.goal.family", color=t(f"color.{goal.color}"))
    if goal.kind == "points" and goal.lines:
        lines = [t(f"challenge.line.{line}") for line in goal.lines]
        return t("challenge.goal.points_lines", lines=joined(app, lines))
    return t(f"challenge.goal.{goal.kind}")


def need_text(app, goal: Goal, value: int) -> str:
    """What a star needs: "4 empty cells or fewer", "a family of 7", "15 points"."""
    key = f"challenge.need.{goal.kind}"
    if goal.fewer and value == 0:
        return app.t(f"{key}_none")
    return app.t(key, count=value)


def value_text(app, goal: Goal, value: int) -> str:
    """A result in words: "3 empty cells", "a family of 5", "12 points"."""
    return app.t(f"challenge.value.{goal.kind}", count=value)


def result_text(app, goal: Goal, value: int) -> str:
    """The result as it stands: "Now: 3 empty cells"."""
    return app.t("challenge.now", value=value_text(app, goal, value))


def stars_words(app, stars: int) -> str:
    return app.t("challenge.stars", count=stars)


def offer_words(app, tile, index: int | None = None) -> str:
    """A tile of the offer: "an orange cat, 6 cells" (in a queue: "next" first)."""
    shape = isle_content(app).shapes[tile.shape]
    words = app.t("board.tile_label", tile=tile_words(app, tile), count=shape.size)
    if index == 0:
        words = app.t("challenge.next_tile", tile=words)
    return words


def title_of(app, challenge: Challenge) -> str:
    return challenge.title.get(_language(app)) or challenge.title.get("en", challenge.id)


def intro_of(app, challenge: Challenge) -> str:
    return challenge.intro.get(_language(app)) or challenge.intro.get("en", "")


def number_of(challenge: Challenge) -> str:
    """The challenge's number as players read it: "1-04" -> "1.4"."""
    chapter, _, rest = challenge.id.partition("-")
    return f"{chapter}.{int(rest)}" if rest.isdigit() else challenge.id
