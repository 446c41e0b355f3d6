"""The daily quest in the window: today's seed from game/quest/daily.py (the same for everyone),
played once for the record (claimed before its first throw, kept in the save's header so that
a resumed record game still counts), then freely; its result and share line recorded once; the
table by date; the title's records plate names it with the best solo score; a second window
sees the record the first one took."""

from __future__ import annotations

from game.quest import daily as days
from game.quest.scenes.daily import QuestDailyScene, find_record_save, start_daily, today
from game.shell.session.records import RecordStore
from tests.quest.app.helpers import play_turns


def test_the_daily_quest_is_played_once_for_the_record_then_freely(app):
    app.start(app.scene("title"))
    quest = days.daily_for(today())
    start_daily(app, today())
    app.stack.apply()
    session = app.session
    assert session.match.seed == quest.seed and session.solo
    assert session.daily == {"date": quest.key, "record": True}
    assert app.records.game("quest").daily[quest.key].state == "playing"
    assert find_record_save(app, quest.key) is not None, "the record game is found by its slot"
    play_turns(app, level="hard")
    state = session.state
    entry = app.records.game("quest").daily[quest.key]
    assert entry.done and entry.won == bool(state.won)
    assert entry.score == (len(state.seats[0].army) if state.won else None)
    head, outcome, symbols = entry.share.split("\n")
    assert quest.key in head and str(state.turn) in outcome
    assert symbols.startswith(days.WON if state.won else days.LOST)
    # the second game of the day is a free one: the record stays
    start_daily(app, today())
    app.stack.apply()
    assert app.session.daily == {"date": quest.key, "record": False}
    assert app.records.game("quest").daily[quest.key] == entry


def test_the_same_date_is_the_same_quest_for_everyone():
    from datetime import date

    one, two = days.daily_for(date(2026, 5, 1)), days.daily_for(date(2026, 5, 1))
    assert one == two and one.seed != days.daily_for(date(2026, 5, 2)).seed


def test_the_daily_screen_shows_the_table_the_share_and_the_title_names_it(app):
    app.start(app.scene("title"))
    store = app.records
    key = today().isoformat()
    result = days.QuestResult(key, True, 24, 9, 36)
    store.start_day("quest", key)
    store.finish_day("quest", key, True, 24, days.share_text(result, app.t))
    store.start_day("quest", "2026-01-02")
    store.finish_day("quest", "2026-01-02", False, None, "lost")
    store.record_best("quest", "solo", 27)
    app.open("quest.daily")
    app.stack.apply()
    screen = app.stack.top
    assert isinstance(screen, QuestDailyScene)
    assert [w.key for w in screen.form.widgets] == ["practice", "share", "back"]
    rows = screen.table_rows()
    assert rows[0] == (key, "won", "24") and rows[1] == ("2026-01-02", "lost", "–")
    app.step(1 / 60)
    from game.quest.ui.records_plate import records_summary

    lines = records_summary(app).lines
    assert lines == ["Daily quest: won, score 24", "Best quest: 27"]


def test_a_second_window_sees_the_record_the_first_one_took(app, tmp_path):
    from game.shell.app.settings import data_dir

    start_daily(app, today())
    app.stack.apply()
    other = RecordStore(data_dir())  # another window on the same data folder
    assert not other.start_day("quest", today().isoformat()), "already played for the record"
