"""Who leads between two days: the public score lines only, the same from any seat's view."""

from __future__ import annotations

from game.isle.rules.standings import leads, public_lines, public_scores
from game.isle.rules.view import observe
from tests.isle.rules.builders import placed, position, seat

PUBLIC = -1


def lead(state, line: str):
    return next(x for x in leads(state) if x.line == line)


def test_the_leads_count_public_lines_and_never_a_private_lesson(content):
    # seat 0: three blue cats side by side (a family of 3); seat 1: a rare treasure and the
    # "Eager student" private lesson (1 point per private lesson: it must not count here)
    cats = tuple(placed(content, 400, "blue", 3 * i + 1, 3) for i in range(3))
    rare = placed(content, 200, None, 8, 2)
    state = position(
        content,
        players=2,
        seats=(seat(content, "blue", cats), seat(content, "green", (rare,), lessons=(126,))),
    )
    scores = public_scores(state)
    assert scores[1].private_lessons == 0 and scores[1].total == sum(
        getattr(scores[1], line) for line in ("rats", "rooms", "families", "rare_treasures")
    )
    assert scores[0].families > 0 and scores[1].rare_treasures == 3
    assert lead(state, "families").seats == (0,)
    assert lead(state, "rare_treasures").seats == (1,)
    assert lead(state, "rare_treasures").points == 3
    assert "public_lessons" not in public_lines(state), "no public lesson in play yet"
    # the public view (and each seat's) gives the same leads: nothing hidden is read
    assert leads(observe(state, PUBLIC).state) == leads(state)
    assert leads(observe(state, 0).state) == leads(state)


def test_a_line_where_everybody_is_level_has_no_leader(content):
    state = position(content, players=3)
    assert lead(state, "rare_treasures").seats == ()
    assert lead(state, "families").seats == ()


def test_the_family_game_leads_only_in_its_own_lines(content):
    state = position(content, players=2, mode="family")
    assert public_lines(state) == ("families", "rooms", "rats")
    assert [x.line for x in leads(state)] == ["families", "rooms", "rats", "total"]
