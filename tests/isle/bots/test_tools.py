"""The tournament command's contract and the bot benchmark's smoke test."""

from __future__ import annotations

import json

import pytest

from game.__main__ import main as game_main
from game.isle.bots.levels import make_bot
from game.isle.headless import CATEGORIES
from game.tournament import percentile, standard_error, summarise

LEVEL_KEYS = {
    "seats_per_game",
    "win_share",
    "win_share_se",
    "win_share_per_seat",
    "score",
    "breakdown_means",
    "distribution",
    "decision_time",
}


def _tournament(capsys, *args) -> tuple[int, str]:
    status = game_main(["tournament", *args])
    return status, capsys.readouterr().out


def test_tournament_prints_the_documented_json(capsys):
    status, out = _tournament(
        capsys,
        "--games",
        "2",
        "--players",
        "3",
        "--bots",
        "normal,easy,random",
        "--seed",
        "4",
        "--json",
    )
    assert status == 0
    report = json.loads(out)
    assert report["games"] == 2 and report["players"] == 3 and report["seed"] == 4
    assert list(report["levels"]) == ["normal", "easy", "random"]
    check_levels(report, CATEGORIES)


def check_levels(report: dict, categories) -> None:
    """Each level's figures have the documented keys (also for Kitten Toys' categories), and
    the levels' win shares add up to 1 (each share is rounded to 4 places)."""
    shares = 0.0
    for level in report["levels"].values():
        assert set(level) == LEVEL_KEYS
        assert list(level["breakdown_means"]) == list(categories)
        assert set(level["distribution"]) == set(categories)
        assert set(level["score"]) == {"mean", "sd"}
        assert {"p50_ms", "p95_ms", "max_ms"} <= set(level["decision_time"])
        shares += level["win_share"]
    assert shares == pytest.approx(1.0, abs=1e-3)


def without_timings(report: dict) -> dict:
    """The report without what depends on the machine (its elapsed time, decision times)."""
    report.pop("elapsed_seconds")
    for level in report["levels"].values():
        level.pop("decision_time")
    return report


def test_tournament_results_depend_only_on_the_seed(capsys):
    args = ("--games", "2", "--players", "2", "--bots", "easy,random", "--seed", "9", "--json")
    _, a = _tournament(capsys, *args)
    _, b = _tournament(capsys, *args)
    assert without_timings(json.loads(a)) == without_timings(json.loads(b))


def test_tournament_rotates_seats_and_prints_a_table(capsys):
    status, out = _tournament(
        capsys, "--games", "2", "--players", "2", "--bots", "random,random", "--seed", "1"
    )
    assert status == 0
    assert "win%" in out and "random" in out and "p95ms" in out


@pytest.mark.parametrize(
    "args",
    [
        ("--players", "3", "--bots", "easy,easy"),
        ("--bots", "easy,genius,easy,easy"),
        ("--games", "0"),
        ("--difficulty", "hard"),  # the sister's level is for solo games only
    ],
)
def test_tournament_refuses_bad_arguments(capsys, args):
    with pytest.raises(SystemExit):
        game_main(["tournament", *args])


def test_a_solo_tournament_plays_against_the_sister_at_a_difficulty(capsys):
    game_main(
        [
            "tournament",
            "--games",
            "2",
            "--players",
            "1",
            "--bots",
            "normal",
            "--mode",
            "solo",
            "--difficulty",
            "expert",
            "--seed",
            "1",
            "--json",
        ]
    )
    report = json.loads(capsys.readouterr().out)
    assert report["mode"] == "solo" and report["difficulty"] == "expert"
    level = report["levels"]["normal"]
    assert 0.0 <= level["win_share"] <= 1.0
    sister = report["sister"]
    assert sister["breakdown_means"]["total"] == pytest.approx(
        sister["breakdown_means"]["colors"] + sister["breakdown_means"]["lessons"], abs=0.02
    )
    assert sister["score"]["mean"] == pytest.approx(sister["breakdown_means"]["total"], abs=0.01)
    # the margin is the player's total minus hers, game by game
    assert sister["margin"]["mean"] == pytest.approx(
        level["score"]["mean"] - sister["score"]["mean"], abs=0.02
    )
    # a player beats her only with a positive margin
    assert (level["win_share"] > 0) <= (sister["distribution"]["margin"]["max"] > 0)


def test_a_standard_tournament_has_no_sister_and_gives_standard_errors(capsys):
    _, out = _tournament(
        capsys, "--games", "3", "--players", "2", "--bots", "easy,random", "--seed", "2", "--json"
    )
    report = json.loads(out)
    assert "sister" not in report
    easy = report["levels"]["easy"]
    # three games: the standard error of a share is the spread of the per-game shares / sqrt(3)
    assert 0.0 <= easy["win_share_se"] <= 0.5 / 3**0.5 + 1e-4


def _result(levels, totals, winners):
    scores = [dict.fromkeys(CATEGORIES, 0) | {"total": t} for t in totals]
    return {"levels": levels, "scores": scores, "winners": winners, "times": [[0.001]] * 2}


def test_summaries_keep_each_level_to_its_own_seats():
    results = [
        _result(["a", "b"], [90, 60], [0]),
        _result(["b", "a"], [70, 80], [1]),
        _result(["a", "b"], [50, 50], [0, 1]),
    ]
    report = summarise(results, ["a", "b"], CATEGORIES, "total")
    assert report["a"]["score"]["mean"] == pytest.approx((90 + 80 + 50) / 3, abs=0.01)
    assert report["b"]["score"]["mean"] == pytest.approx((60 + 70 + 50) / 3, abs=0.01)
    assert report["a"]["win_share"] == pytest.approx(2.5 / 3, abs=1e-4)
    assert report["b"]["win_share"] == pytest.approx(0.5 / 3, abs=1e-4)
    # per-game shares 1, 1, 0.5: sd 0.2887, over sqrt(3)
    assert report["a"]["win_share_se"] == pytest.approx(0.2887 / 3**0.5, abs=1e-3)


def test_standard_error():
    assert standard_error([1.0]) == 0.0
    assert standard_error([0.0, 1.0, 0.0, 1.0]) == pytest.approx(0.57735 / 2, abs=1e-4)


def test_percentiles():
    assert percentile([], 0.5) == 0.0
    assert percentile([3.0, 1.0, 2.0], 0.5) == 2.0
    assert percentile([0.0, 10.0], 0.95) == pytest.approx(9.5)


def test_bench_bots_smoke(capsys):
    from tools.bench_bots import main

    assert main(["--games", "1", "--levels", "easy,random"]) == 0
    out = capsys.readouterr().out
    assert "easy" in out and "p95 target" in out


def test_reference_player_smoke(capsys):
    from tools.reference_player import main

    assert main(["--games", "1", "--seed", "2", "--difficulty", "easy", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report) == {"reference", "hard", "gap"}
    assert "reference" in report["reference"]["levels"] and "hard" in report["hard"]["levels"]
    assert report["reference"]["sister"]["score"]["mean"] >= 0


def test_the_reference_player_knows_the_sisters_cards_before_they_are_turned(content):
    """What the yardstick reads from the dealer is what the sister then plays."""
    from game.isle.rules import is_over, observe, to_move
    from game.isle.session.match import Match
    from tools.reference_player import upcoming_sister_cards

    match = Match(content, 1, "solo", 12, difficulty="medium")
    bot = make_bot("normal", 1)
    checked = 0
    while not is_over(match.state) and checked < 3:
        state = match.state
        if state.phase == "declare" and state.top is not None and not state.sister.cards:
            foreseen = upcoming_sister_cards(match)
            day = state.day
            while match.state.day == day and not is_over(match.state):
                seat = to_move(match.state)[0]
                match.submit(bot.decide(observe(match.state, seat)))
                if match.state.sister.cards:
                    played = match.state.sister.cards
            assert foreseen == played
            checked += 1
            continue
        match.submit(bot.decide(observe(state, to_move(state)[0])))
    assert checked == 3


def test_lesson_yields_smoke(capsys):
    """The lesson yields tool plays a game and reports, per rule, the lessons bought, their
    estimate, their points and the yield, as text and as JSON shaped like SOLO_YIELDS."""
    from tools.lesson_yields import main, yields_of

    assert main(["--games", "1", "--difficulty", "easy", "--seed", "3", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["mode"] == "solo" and report["difficulties"] == ["easy"]
    assert set(report["yields"]) == set(report["rules"])
    for row in report["rules"].values():
        assert {"lessons", "estimate", "points", "yield"} == set(row) and row["lessons"] >= 1
    with pytest.raises(SystemExit):
        main(["--games", "1", "--difficulty", "nightmare"])
    assert "unknown difficulty 'nightmare'" in capsys.readouterr().err
    # a rule estimated at 4 that paid 2, over 10 lessons, shrunk by 10 lessons of its mean
    table = yields_of([("exact_treasures", 4.0, 2)] * 10, shrink=10.0)
    assert table["exact_treasures"]["yield"] == pytest.approx((20 + 40) / (40 + 40))
    assert yields_of([("per_oshax", 2.0, 6)], shrink=0.0)["per_oshax"]["yield"] == 3.0
