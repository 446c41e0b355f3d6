"""The challenge and daily-game screens for tools/screenshots.py (and so the layout audit and
the golden images): each function puts a fresh app on that screen, with fixed records and a
fixed date so that the pictures never change with the day."""

from __future__ import annotations

from datetime import date

DAY = date(2026, 12, 5)  # a Saturday: the sister plays hard


def _title(app) -> None:
    from game.shell.scenes.title import TitleScene

    app.start(TitleScene(app))


def _records(app) -> None:
    """A player some way into the challenges, with a few daily games and Solo margins."""
    from game.shell.session.records import ChallengeBest, DailyEntry

    records = app.records.records
    for name, stars, value in (("1-01", 3, 0), ("1-02", 2, 1), ("1-03", 1, 4), ("1-04", 3, 0)):
        records.challenges[name] = ChallengeBest(stars, value, 2)
    records.solo.update({"easy": 14, "hard": 6, "expert": -3})
    records.daily.update(
        {
            "2026-12-01": DailyEntry("medium", "done", 81, 64, ""),
            "2026-12-02": DailyEntry("hard", "done", 70, 73, ""),
            "2026-12-03": DailyEntry("very_hard", "playing"),
        }
    )


def _list(app):
    from game.isle.data.challenges import challenges
    from game.isle.scenes.challenges import ChallengesScene

    _title(app)
    _records(app)
    scene = ChallengesScene(app, challenges(), "1-03")
    app.stack.push(scene)
    app.stack.apply()
    return scene


def challenges(app) -> None:
    _list(app)


def _play(app, name: str, steps: int = 0, card: bool = False):
    from game.isle.challenges import model
    from game.isle.data.challenges import challenges
    from game.isle.scenes.challenge import ChallengeScene

    _list(app)
    every = challenges()
    challenge = next(c for c in every if c.id == name)
    scene = ChallengeScene(app, every, challenge)
    scene.shown_card = not card
    app.stack.push(scene)
    app.stack.apply()
    for text in challenge.solution[:steps]:
        scene.act(model.parse_step(text))
    app.stack.apply()
    return scene


def challenge(app) -> None:
    """A choice of tiles, one placed, the cursor on a spot that fits (its preview shown)."""
    from game.isle.challenges import model

    scene = _play(app, "1-04", 1)
    step = model.parse_step(scene.challenge.solution[1])
    scene.selected = scene.offered().index(step.tile)
    scene.refresh()
    scene.cursor.x, scene.cursor.y, scene.cursor.k = step.x, step.y, step.k


def challenge_card(app) -> None:
    _play(app, "3-04", card=True)


def challenge_bonus(app) -> None:
    """A cat on its map: the treasure to choose."""
    _play(app, "2-03", 1)


def challenge_lessons(app) -> None:
    """A points goal with a lesson, the cursor where the rules refuse the tile."""
    scene = _play(app, "3-11")
    scene.cursor.x, scene.cursor.y, scene.cursor.k = 2, 2, 0


def challenge_result(app) -> None:
    """A try ended without three stars and short of the best: its stars, the best to beat and
    the hint offered."""
    from game.shell.session.records import ChallengeBest

    scene = _play(app, "1-05")
    app.records.records.challenges["1-05"] = ChallengeBest(2, 1, 3)
    scene.finish()
    app.stack.apply()


def challenge_hint(app) -> None:
    """The hint after a failed try: the next step outlined, its tile chosen."""
    scene = _play(app, "1-09")
    scene.failed = True
    scene.show_hint()
    app.stack.apply()


def challenge_menu(app) -> None:
    scene = _play(app, "2-10", 1)
    scene.failed = True
    scene.open_menu()
    app.stack.apply()


def daily(app) -> None:
    from game.isle.scenes.daily import DailyScene

    _title(app)
    _records(app)
    app.stack.push(DailyScene(app, DAY))
    app.stack.apply()


def daily_done(app) -> None:
    """Today's game over: its result, the share button, the table."""
    from game.isle.scenes.daily import DailyScene
    from game.shell.session.records import DailyEntry

    _title(app)
    _records(app)
    share = "Isle of Cats daily 2026-12-05 (Hard)\nWon by 9: 88 to 79\n🟩🟩🟩⬜🟩🟩🟩 🐀2 🐱3"
    app.records.records.daily["2026-12-05"] = DailyEntry("hard", "done", 88, 79, share)
    app.stack.push(DailyScene(app, DAY))
    app.stack.apply()


def title_records(app) -> None:
    _title(app)
    _records(app)


SCREENS = {
    "challenges": challenges,
    "challenge": challenge,
    "challenge_card": challenge_card,
    "challenge_bonus": challenge_bonus,
    "challenge_lessons": challenge_lessons,
    "challenge_result": challenge_result,
    "challenge_hint": challenge_hint,
    "challenge_menu": challenge_menu,
    "daily": daily,
    "daily_done": daily_done,
    "title_records": title_records,
}
