"""The daily game: its seed and difficulty are a pure function of the date (the same deal for
everyone that day, another deal the next day), the command line prints them, and the share
text tells the result without giving the deal away."""

from __future__ import annotations

import json
from datetime import date, timedelta

import pytest

from game.__main__ import main as game_main
from game.isle.rules.ids import COLORS
from game.isle.session import daily
from game.isle.session.match import Match
from game.shell.ui.i18n import Translator

DAY = date(2026, 12, 5)


def dealt(content, day: date) -> tuple:
    """What the dealer dealt for that day's game: boats, the sister's cards, the fields."""
    game = daily.daily_for(day)
    match = Match(content, 1, daily.MODE, game.seed, difficulty=game.difficulty)
    state = match.state
    return state.seats[0].boat, state.left, state.right, state.sister.lessons, match.log


def test_the_same_date_deals_the_same_game(content):
    assert daily.daily_for(DAY) == daily.daily_for(date(2026, 12, 5))
    assert dealt(content, DAY) == dealt(content, DAY)


def test_the_next_date_deals_another_game(content):
    today, tomorrow = daily.daily_for(DAY), daily.daily_for(DAY + timedelta(days=1))
    assert today.seed != tomorrow.seed
    assert dealt(content, DAY) != dealt(content, DAY + timedelta(days=1))


def test_seeds_differ_over_a_year_and_difficulties_follow_the_week(content):
    days = [DAY + timedelta(days=i) for i in range(366)]
    seeds = {daily.daily_seed(d) for d in days}
    assert len(seeds) == len(days) and all(0 < s < 2**31 for s in seeds)
    levels = {d.name for d in content.modes["solo"].difficulties}
    assert {daily.daily_for(d).difficulty for d in days} == levels
    monday = date(2026, 11, 30)
    assert daily.daily_for(monday).difficulty == "easy"
    assert daily.daily_for(monday + timedelta(days=4)).difficulty == "expert"


def test_the_command_prints_the_day_as_json(capsys):
    assert game_main(["daily", "--date", "2026-12-05", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    game = daily.daily_for(DAY)
    assert result == {
        "date": "2026-12-05",
        "mode": "solo",
        "seed": game.seed,
        "difficulty": game.difficulty,
    }


@pytest.mark.parametrize("bad", ["2026-13-01", "2026-02-30", "05/12/2026", "tomorrow", "2026-1-5"])
def test_a_bad_date_is_exit_status_2_with_a_usage_line(capsys, bad):
    with pytest.raises(SystemExit) as exit_:
        game_main(["daily", "--date", bad, "--json"])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: python -m game daily") and "--date" in err.splitlines()[-1]


def test_without_a_date_it_is_today(capsys):
    assert game_main(["daily", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["date"] == date.today().isoformat()


def result(score: int, sister: int) -> daily.Result:
    rooms = (True, True, False, True, True, True, False)
    return daily.Result("2026-12-05", "hard", score, sister, rooms, 3, 2)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_share_text_tells_the_result_and_nothing_of_the_deal(lang):
    t = Translator(lang)
    words = daily.share_text(result(88, 79), t)
    head, outcome, symbols = words.split("\n")
    assert "2026-12-05" in head and t("setup.difficulty.hard") in head
    assert "9" in outcome and "88" in outcome and "79" in outcome
    assert symbols == "🟩🟩⬜🟩🟩🟩⬜ 🐀3 🐱2"
    assert not any(color in words for color in COLORS)  # no cat of the deal named
    assert len(words) < 140


def test_a_tie_goes_to_the_sister_in_the_share_text():
    t = Translator("en")
    assert "Tied" in daily.share_text(result(70, 70), t)
    assert "Lost by 4" in daily.share_text(result(66, 70), t)
    assert not result(70, 70).won and result(71, 70).won
