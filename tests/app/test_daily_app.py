"""The daily game in the window: from the title, today's deal and sister difficulty, played
once for the record (its result kept once, with the share text), then freely; the table of
results and the best Solo margin in the records; the result copied to share."""

from __future__ import annotations

import pygame

from game.isle.scenarios import play_until
from game.isle.scenes.daily import DailyScene, today
from game.isle.scenes.game import GameScene
from game.isle.session import daily


def open_daily(drive) -> DailyScene:
    drive.focus_on("daily")
    drive.press("confirm")
    drive.pick_game()  # the box has several daily games: the Isle's
    assert isinstance(drive.top, DailyScene)
    return drive.top


def finish_game(drive, app) -> None:
    """Play the game to its end (the human seat as an easy bot), then to the scores."""
    session = app.session
    session.listeners.clear()  # the screen does not follow the game played here
    play_until(session, lambda state: False)
    assert session.is_over
    app.stack.reset(GameScene(app, session))  # the table as it stands: nothing to animate
    app.stack.apply()
    for _ in range(200):
        drive.frames(5)
        if type(drive.top).__name__ == "ScoringScene":
            return
        if type(drive.top).__name__ != "GameScene":  # the last day's summary: go on
            drive.press("confirm")
    raise AssertionError(f"no scores, {type(drive.top).__name__} on top")


def test_the_daily_game_is_played_once_for_the_record_then_freely(drive, app):
    game = daily.daily_for(today())
    screen = open_daily(drive)
    assert screen.form.focused.key == "play"
    drive.press("confirm")
    scene = app.stack.scenes[0]
    assert isinstance(scene, GameScene)
    session = app.session
    assert session.match.seed == game.seed and session.state.sister.difficulty == game.difficulty
    assert session.daily == {"date": game.key, "record": True}
    assert app.records.records.daily[game.key].state == "playing"
    assert '"daily"' in session.save_path.read_text().splitlines()[0]  # kept in the save

    finish_game(drive, app)
    entry = app.records.records.daily[game.key]
    scores = drive.top.scores
    assert entry.state == "done" and entry.score == scores[0].total
    assert entry.sister == drive.top.sister.total
    assert entry.share.startswith("Isle of Cats daily " + game.key)
    assert app.records.records.solo[game.difficulty] == entry.margin
    labels = [app.t(k) for k in drive.top.button_keys]
    assert labels[0] == app.t("daily.results")
    drive.press("confirm")  # the daily results, not a new deal
    screen = drive.top
    assert isinstance(screen, DailyScene)
    assert [w.key for w in screen.form.widgets] == ["practice", "share", "back"]
    drive.focus_on("share")
    drive.press("confirm")
    assert drive.top.message == app.t("daily.copied")
    assert pygame.scrap.get_text() == entry.share
    drive.press("confirm")

    drive.focus_on("practice")
    drive.press("confirm")
    assert app.session.daily == {"date": game.key, "record": False}
    finish_game(drive, app)
    assert app.records.records.daily[game.key] == entry  # a free game changes no record


def test_a_record_game_left_midway_is_continued_from_the_daily_screen(drive, app):
    open_daily(drive)
    drive.press("confirm")
    path = app.session.save_path
    from game.shell.scenes.title import TitleScene

    app.start(TitleScene(app))
    screen = open_daily(drive)
    assert screen.form.focused.key == "continue"
    drive.press("confirm")
    assert isinstance(app.stack.scenes[0], GameScene)
    assert app.session.save_path == path and app.session.daily["record"]


def test_the_records_reach_the_title(drive, app):
    from game.isle.ui.records_plate import records_lines

    stars, total, lines = records_lines(app)
    assert stars == 0 and total >= 90 and lines == [app.t("title.records.daily_new")]
    app.records.record_solo("hard", 12)
    app.records.start_daily(today().isoformat(), "hard")
    app.records.finish_daily(today().isoformat(), 70, 61, "x")
    _, _, lines = records_lines(app)
    assert lines[0] == app.t("title.records.daily_done", margin="+9")
    assert "+12" in lines[1]
