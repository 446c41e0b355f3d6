"""The end of a day (issue 14, item 2): before the next day, a screen says which cats ran
away, where Vesh's ship is, the fish of the new day and who leads in which score line, from
the rules' events and views; one press skips it, and it goes on by itself after a while.
And the timeline: every move with its picture, grouped by day and by phase."""

from __future__ import annotations

import pygame
import pytest

from game.isle.data.window import isle_content
from game.isle.rules import events as ev
from game.isle.rules.actions import Pass
from game.isle.rules.standings import leads, public_scores
from game.isle.rules.state import RareTurn, RescueTurn
from game.isle.scenarios import new_session, play_until
from game.isle.scenes.end_of_day import EndOfDayScene, summarize
from game.isle.scenes.game import GameScene
from game.isle.scenes.timeline import IsleTimelineScene as TimelineScene
from game.isle.ui.captions import PHASE_GROUPS
from tests.app.conftest import Driver
from tests.app.human import act

GROUPS = ("morning", "draft", "buy", "lessons", "rescue", "rare_finds", "night")


def night_falls(app, seed: int = 5, mode: str = "standard", players: int = 3):
    """The human's last turn of day 1 (rare finds; Family has none, so its rescue turn): it
    passes, the others finish the day."""
    session = new_session(app, players=players, seed=seed, humans=1, mode=mode)
    last = RescueTurn if mode == "family" else RareTurn
    assert play_until(
        session,
        lambda s: isinstance(s.top, last) and s.top.seat == 0 and s.day == 1,
    )
    app.settings.anytime_prompts = "never"
    game = GameScene(app, session)
    app.start(game)
    drive = Driver(app)
    drive.frames(2)
    batches: list[tuple] = []
    session.listeners.append(batches.append)
    game.submit(Pass(0))
    for _ in range(60 * 60):
        if drive.top.name == "end_of_day":
            break
        drive.frames(1)
    assert drive.top.name == "end_of_day", "no end-of-day screen before day 2"
    night = next(b for b in batches if any(isinstance(e, ev.DayEnded) for e in b))
    return session, game, drive, night


def test_the_end_of_day_screen_shows_the_nights_facts_from_the_rules(app):
    session, game, drive, night = night_falls(app)
    scene = drive.top
    summary = scene.summary
    ran = tuple(t for e in night if isinstance(e, ev.CatsRanAway) for t in e.tiles)
    assert summary.ran_away == ran and summary.day == 1 and summary.days_left == 4
    assert summary.fish == 20
    table = session.public_view().state
    assert summary.leads == leads(table)
    assert summary.points == tuple(s.total for s in public_scores(table))
    assert session.state.day == 2, "the next day is dealt; its screens wait for this one"
    words = scene.spoken()
    assert f"{len(ran)} cats left in the fields ran away" in words or not ran
    assert "4 days left before Vesh arrives" in words
    assert "Everyone catches 20 fish" in words
    for lead in summary.leads:
        for seat in lead.seats:
            assert session.seats[seat].name in words
    # the screen waits: the game below does not move while it is up
    log = len(session.match.log)
    drive.frames(120)
    assert drive.top is scene and len(session.match.log) == log


@pytest.mark.parametrize("press", ["confirm", "back", "click"])
def test_one_press_skips_the_end_of_day_screen(app, press):
    session, game, drive, night = night_falls(app)
    scene = drive.top
    if press == "click":
        pos = app.layout.point(640, 360)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        drive.frames(1)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        drive.frames(2)
    else:
        drive.press(press)
    assert scene not in app.stack.scenes, "one press is enough"
    for _ in range(600):
        if getattr(drive.top, "screen", "") == "draft":
            break
        drive.frames(1)
    assert getattr(drive.top, "screen", "") == "draft", "day 2 goes on"


def test_with_people_at_the_table_the_end_of_day_waits_for_a_press(app):
    """It closed by itself after 11 s: a look away and the day's summary was gone (issue 43,
    item 3). It waits, its Continue without a countdown; the setting brings the countdown
    back."""
    session, game, drive, night = night_falls(app)
    scene = drive.top
    drive.frames(round((scene.all_in() + scene.read) * 60) + 30)
    assert scene in app.stack.scenes, "it waits for somebody to read it"
    label = dict(scene.prompts())["confirm"]
    assert label == app.t("eod.continue_now") and not any(c.isdigit() for c in label)
    app.settings.auto_continue = True
    assert any(c.isdigit() for c in dict(scene.prompts())["confirm"]), "the countdown shows"
    drive.frames(5)
    assert scene not in app.stack.scenes, "its time has run: it goes on"


def test_a_table_of_bots_alone_goes_on_by_itself(app):
    session, game, drive, night = night_falls(app)
    scene = drive.top
    session.humans = list  # nobody at the table: no press would come
    assert scene.counts_down()
    drive.frames(round(scene.read * 60) + 5)
    assert scene not in app.stack.scenes


def test_the_last_night_has_no_summary_and_family_nights_no_fish(app):
    session, game, drive, night = night_falls(app, mode="family")
    assert drive.top.summary.fish == 0
    assert "no fish" in drive.top.fish_words().lower()
    assert [x.line for x in drive.top.summary.leads] == ["families", "rooms", "rats", "total"]
    last = (ev.DayEnded(5),)
    assert summarize(session.public_view().state, last) is None, "the final scoring follows"


def test_the_solo_night_compares_the_player_with_the_sister(app):
    session = new_session(app, players=1, seed=3, humans=1, mode="solo", difficulty="easy")
    assert play_until(session, lambda s: s.day >= 2)
    view = session.view(0).state
    summary = summarize(view, (ev.CatsRanAway(()), ev.DayEnded(1)))
    assert summary is not None and summary.sister is not None
    scene = EndOfDayScene(app, None, summary)
    assert "The sister" in scene.spoken()


def test_the_daily_games_night_says_your_boat(app):
    """Issue 43, item 5: "You's boat" on the daily game's end of day (its player is "You")."""
    from dataclasses import replace

    session = new_session(app, players=1, seed=3, humans=1, mode="solo", difficulty="easy")
    session.seats[0] = replace(session.seats[0], name=app.t("daily.player"))
    app.session = session
    assert play_until(session, lambda s: s.day >= 2)
    summary = summarize(session.view(0).state, (ev.CatsRanAway(()), ev.DayEnded(1)))
    scene = EndOfDayScene(app, None, summary)
    rows = [name for name, _ in scene.solo_rows()]
    assert rows[0] == "Your boat"
    for wrong in ("You's", "You’s"):
        assert wrong not in scene.spoken() and wrong not in " ".join(rows)
    app.session = None


def test_the_timeline_groups_every_move_by_day_and_phase_with_pictures(app):
    session, game, drive, night = night_falls(app)
    drive.press("confirm")
    for _ in range(400):  # the human plays on into day 2 until a move of day 2 is on record
        if any(m.day == 2 for m in game.recap.moves):
            break
        act(drive)
    assert any(m.day == 2 for m in game.recap.moves)
    game.open_pause()
    app.stack.apply()
    drive.focus_on("log")
    drive.press("confirm")
    timeline = drive.top
    assert isinstance(timeline, TimelineScene)
    drive.frames(2)
    rows = timeline.rows
    moves = [r.move for r in rows if r.kind == "move"]
    assert moves == game.recap.moves, "every move, in order"
    day = group = None
    days, groups_of_day = [], []
    for row in rows:
        assert row.image is not None and row.image.get_width() > 0
        if row.kind == "day":
            day, group = row.day, None
            days.append(day)
            groups_of_day = []
        elif row.kind == "phase":
            group = row.group
            groups_of_day.append(GROUPS.index(group))
        else:
            assert row.move.day == day and row.move.group == group
            assert PHASE_GROUPS[row.move.phase] == group
    assert days == sorted(set(days)) and days[-1] == 2
    assert groups_of_day == sorted(groups_of_day), "the phases of a day in their order"
    # up/down go from move to move, the focus is read
    app.settings.narration = True
    app.narrator.command = None
    focus = timeline.focus
    drive.press("up")
    assert timeline.focus < focus and rows[timeline.focus].kind == "move"
    drive.frames(1)
    assert app.narrator.spoken[-1] == rows[timeline.focus].words
    drive.press("back")
    assert timeline not in app.stack.scenes


@pytest.mark.parametrize(("size", "language"), [("1280x720", "en"), ("1920x1080", "fr")])
def test_at_200_percent_text_the_summary_stays_inside_its_panel(
    tmp_path, monkeypatch, size, language
):
    from game.isle.rules.ids import Tile
    from tests.app.conftest import make_app

    app = make_app(tmp_path, monkeypatch, "--size", size, language=language)
    try:
        app.settings.text_scale = 2.0
        app.apply_settings(app.settings, save=False)
        session = new_session(app, players=4, seed=5, humans=1)
        assert play_until(session, lambda s: s.day >= 2)
        cats = tuple(Tile(*c) for c in isle_content(app).cats[:12])  # a night with many runaways
        summary = summarize(session.public_view().state, (ev.CatsRanAway(cats), ev.DayEnded(1)))
        scene = EndOfDayScene(app, None, summary)
        drawn: list[tuple[int, int, float]] = []
        real = scene._draw_content

        def measured(surface, box, scale):
            bottom = real(surface, box, scale)
            if surface is not None:
                drawn.append((bottom, box.bottom, scale))
            return bottom

        scene._draw_content = measured
        scene.elapsed = 10.0  # every section in
        scene.draw(app.window)
        ((bottom, panel_bottom, scale),) = drawn
        assert bottom <= panel_bottom, "nothing leaves the panel"
        assert scale > 0.35, "the large text stays about as large as the normal one"
    finally:
        pygame.display.quit()


# --- issue 34, item 2 (play-test N5): the countdown in view, every line in, each boat's day ---


def pixels(app) -> bytes:
    return pygame.image.tobytes(app.window, "RGB")


def whole_redraw(app) -> bytes:
    kept = app.window.copy()
    app.draw_frame(None)
    whole = pixels(app)
    app.window.blit(kept, (0, 0))
    return whole


def summary_over_the_game(app, speed: str = "normal"):
    """The first night's summary pushed over day 2 (the real loop draws it); the points of
    the first morning known (the game began at the rare finds: it says 0 for every boat)."""
    session, game, drive, night = night_falls(app)
    drive.press("confirm")
    app.settings.animation_speed = speed
    game.day_points = {0: (0,) * len(session.seats)}
    summary = summarize(session.public_view().state, night)
    scene = EndOfDayScene(app, game, summary)
    app.stack.push(scene)
    app.stack.apply()
    return session, game, drive, scene


def test_the_window_shows_the_countdown_and_every_section_as_they_change(app):
    """The real loop once drew the screen once: "Continue (11)" never moved and the right
    half stayed empty (the scene's clock is its own; the redraw did not see it move)."""
    from game.shell.app.main import STEP

    app.settings.auto_continue = True  # the countdown, as the setting asks
    session, game, drive, scene = summary_over_the_game(app)
    band = pygame.Rect(
        0, app.layout.height - app.layout.px(46), app.layout.width, app.layout.px(46)
    )
    seen = []
    for step in range(round(3.5 / STEP)):  # every section is in after 1.3 s
        app.frame(STEP)
        assert scene in app.stack.scenes
        if step % 30 == 0:
            seen.append(pygame.image.tobytes(app.window.subsurface(band), "RGB"))
    assert pixels(app) == whole_redraw(app), "the window shows the screen as it is now"
    assert seen[-1] != seen[-3], "the countdown moved in the window"


def test_a_press_while_the_lines_come_in_shows_them_all_and_the_next_goes_on(app):
    session, game, drive, scene = summary_over_the_game(app)
    drive.frames(3)
    assert scene._appear(4) < 255, "the last section is not in yet"
    drive.press("confirm")
    assert scene in app.stack.scenes, "nothing leaves unread"
    assert all(scene._appear(i) == 255 for i in range(5)), "every line is in"
    assert scene.seconds_left() == round(scene.read)
    drive.press("confirm")
    assert scene not in app.stack.scenes


def test_it_never_goes_on_by_itself_before_every_line_is_in(app):
    app.settings.auto_continue = True
    session, game, drive, scene = summary_over_the_game(app, "slow")
    scene.read = 0.1  # even with almost no time to read
    drive.frames(round(scene.all_in() * 60) - 2)
    assert scene in app.stack.scenes
    drive.frames(12)
    assert scene not in app.stack.scenes


def test_each_boats_day_is_on_the_right_half_from_the_rules(app):
    from game.isle.ui.captions import caption

    session, game, drive, scene = summary_over_the_game(app, "instant")
    table = session.public_view().state
    scores = public_scores(table)
    rows = scene.boat_rows()
    assert [r.seat for r in rows] == list(range(len(session.seats)))
    for row in rows:
        assert row.name == session.seats[row.seat].name
        assert row.points == scores[row.seat].total
        assert row.fish == table.seats[row.seat].fish
        took = [
            m.tile
            for m in game.recap.moves
            if m.day == 1 and m.seat == row.seat and m.tile is not None and caption(app, m)
        ]
        assert list(row.took) == took
        assert row.change == row.points, "since the first morning"
    assert any(r.took for r in rows), "the bots took cats on day 1"
    words = scene.spoken()
    for row in rows:
        assert scene.boat_words(row) in words
    assert "since last night" in words


def test_a_game_seen_from_its_start_knows_the_first_mornings_points(app):
    session = new_session(app, players=3, seed=5, humans=1)
    game = GameScene(app, session)
    table = session.public_view().state
    assert game.day_points == {0: tuple(s.total for s in public_scores(table))}


def test_the_timelines_table_moves_have_no_empty_player_disc(app):
    """N16: "Night falls…" and the turn order showed an empty ring where a player's initial
    goes; the sister's moves show her own disc."""
    from game.isle.ui.captions import SISTER, TABLE, Move

    session = new_session(app, players=3, seed=5, humans=1)
    game = GameScene(app, session)
    timeline = TimelineScene(app, game)
    night = timeline._seat_chip(Move(0, 1, "end_of_day", TABLE, "ran_away"), 40)
    assert night.get_bounding_rect().w == 0, "nothing drawn for the table's own moves"
    sister = timeline._seat_chip(Move(1, 1, "rescue", SISTER, "sister"), 40)
    assert sister.get_at((20, 4))[:3] == app.palette.accent
    seat = timeline._seat_chip(Move(2, 1, "rescue", 1, "passed"), 40)
    assert seat.get_at((20, 4))[:3] == app.palette.seats[1]
