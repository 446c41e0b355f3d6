"""The Solo variant (rules.md section 8, cards.md section 7): setup at every difficulty, the
numbered lines, the solo draft, every basket card of the sister and how her cards resolve,
the rescue order and alternation, her end of day, and the scoring and winner."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from itertools import permutations

import pytest

from game.isle.headless import play_random_game
from game.isle.rules import (
    CHANCE,
    IllegalActionError,
    chance_outcomes,
    is_over,
    legal_actions,
    new_game,
    observe,
    parse_action,
    to_move,
)
from game.isle.rules.actions import OshaxRow
from game.isle.rules.engine import start
from game.isle.rules.events import GameEnded, SisterCardRevealed, SisterOrderSet
from game.isle.rules.ids import Tile
from game.isle.rules.numbering import cat_line, rare_line, switch_numbers
from game.isle.rules.scoring_view import final_scores, sister_score, winners_of
from game.isle.rules.solo import resolve_card
from game.isle.rules.state import RescueTurn, SisterDraw
from game.isle.session.match import Match
from tests.isle.properties.invariants import tiles_in
from tests.isle.rules.builders import act, placed, position, seat, sister

LEVELS = {"easy": 0, "medium": 1, "hard": 2, "very_hard": 3, "expert": 4}
# The island used for the basket cards: cats 1-4 on the left, 5-8 on the right; rare
# treasures 200 and 221 share a shape (a stack), so stacked the line is 1: 200+221, 2: 201,
# 3: 206, 4: 210, 5: 212; the Oshax row 305, 300, 302, 301, 303, 304.
LEFT = (Tile(400, "blue"), Tile(401, "blue"), Tile(402, "blue"), Tile(403, "blue"))
RIGHT = (Tile(400, "red"), Tile(401, "red"), Tile(402, "red"), Tile(403, "red"))
RARES = (200, 201, 206, 221, 210, 212)
ROW = (305, 300, 302, 301, 303, 304)


def island(content, fish: int = 20, **changes):
    """A solo game in the Rescue phase on the island above (nothing resolved yet)."""
    changes.setdefault("left", LEFT)
    changes.setdefault("right", RIGHT)
    changes.setdefault("rares", RARES)
    changes.setdefault("oshax", ROW)
    return position(
        content,
        1,
        (seat(content, "blue", fish=fish),),
        mode="solo",
        order=(0,),
        run=False,
        **changes,
    )


def said(events) -> list[str]:
    """The sister's actions as short text: what the window will explain one by one."""
    found = []
    for e in events:
        name = type(e).__name__
        if name == "SisterRemovedCat":
            found.append(f"cat {e.number} {e.tile.text()}")
        elif name == "SisterRemovedRare":
            found.append(f"rare {e.number} {e.tile.text()}")
        elif name == "SisterRemovedOshax":
            found.append(f"oshax {e.number} {e.tile.text()}")
        elif name == "SisterRemovedCommon":
            found.append(f"common {e.tile.text()}")
        elif name == "SisterSwitchedCats":
            found.append(
                f"switch {e.numbers[0]},{e.numbers[1]} {e.tiles[0].text()} {e.tiles[1].text()}"
            )
        elif name == "SisterFoundNothing":
            found.append(f"nothing {e.action} {e.asked}")
    return found


def resolved(state, card: int) -> tuple:
    events: list = []
    after = resolve_card(state, card, events)
    assert tiles_in(after) == tiles_in(state), "a removed tile leaves the game, it is not lost"
    return after, said(events)


# --- setup (rules.md 8.1) --------------------------------------------------------------------


@pytest.mark.parametrize("level, advanced", LEVELS.items())
def test_setup_at_every_difficulty(content, level, advanced):
    match = Match(content, 1, "solo", seed=advanced, difficulty=level)
    state = match.state
    cards = content.cards
    sis = state.sister
    assert sis.difficulty == level and sis.stacked
    assert [cards[c].type for c in sis.lessons] == (
        ["solo_lesson_basic"] * 3 + ["solo_lesson_advanced"] * advanced
    )
    assert len(set(sis.lessons)) == len(sis.lessons)
    assert len(sis.colors) == 1 and cards[sis.colors[0]].type == "solo_colour"
    assert sorted(sis.deck) == list(range(174, 197)) and not sis.cards
    assert state.order == (0,) and not sis.first, "the player starts first"
    assert sorted(state.oshax) == [300, 301, 302, 303, 304, 305]
    assert len(state.left) == len(state.right) == 4, "4 cats per field"
    assert state.commons == (5, 5, 5, 5)
    s0 = state.seats[0]
    assert (s0.baskets, s0.fish, len(s0.offer)) == (1, 20, 5)
    assert state.phase == "draft"
    assert match.header()["difficulty"] == level


def test_setup_draws_are_chance_outcomes(content):
    state = new_game(content, 1, "solo", "hard")
    assert len(chance_outcomes(state)) == 4, "one boat of four"
    state, _ = act(state, "boats purple")
    rows = chance_outcomes(state)
    assert len(rows) == 720 and all(isinstance(a, OshaxRow) for a, _ in rows)
    assert abs(sum(p for _, p in rows) - 1) < 1e-9
    state, events = act(state, "row 302,300,305,301,304,303")
    assert state.oshax == (302, 300, 305, 301, 304, 303)
    assert state.top == SisterDraw("color")
    assert {a.text() for a, _ in chance_outcomes(state)} == {f"deal c{c}" for c in range(169, 174)}
    state, events = act(state, "deal c172")
    assert [type(e).__name__ for e in events] == ["SisterColorRevealed"]
    assert (events[0].color, events[0].position) == ("red", 1)
    assert state.top == SisterDraw("basic", 3)
    state, _ = act(state, "deal c204", "deal c197")
    assert len(chance_outcomes(state)) == 8, "two basic lessons drawn, eight left"
    with pytest.raises(IllegalActionError, match="basic pile"):
        act(state, "deal c204")
    with pytest.raises(IllegalActionError, match="basic pile"):
        act(state, "deal c208")
    state, _ = act(state, "deal c201", "deal c215", "deal c212")
    assert state.sister.lessons == (204, 197, 201, 215, 212)
    assert state.phase == "fill" and to_move(state) == (CHANCE,)


def test_unknown_difficulty_and_difficulty_outside_solo_are_refused(content):
    with pytest.raises(ValueError, match="no difficulty 'legendary'"):
        new_game(content, 1, "solo", "legendary")
    with pytest.raises(ValueError, match="no difficulty levels"):
        new_game(content, 2, "standard", "hard")
    with pytest.raises(ValueError, match="1 players|2 players"):
        new_game(content, 2, "solo")
    assert new_game(content, 1, "solo").sister.difficulty == "easy"


def test_row_text_round_trips_and_a_wrong_row_is_refused(content):
    assert parse_action("row 305,300,302,301,303,304") == OshaxRow(ROW)
    state, _ = act(new_game(content, 1, "solo"), "boats red")
    with pytest.raises(IllegalActionError, match="every Oshax"):
        act(state, "row 300,300,302,301,303,304")
    standard = new_game(content, 2)
    with pytest.raises(IllegalActionError):
        act(standard, "row 300,301,302,303,304,305")


# --- the solo draft (rules.md 8.3) -----------------------------------------------------------


def test_the_draft_is_five_keep_three_twice_then_one_more(content):
    state = Match(content, 1, "solo", seed=2).state
    first = state.seats[0].offer
    assert len(first) == 5 and to_move(state) == (0,)
    assert len([a for a in legal_actions(state, 0)]) == 10, "3 of 5: ten choices"
    with pytest.raises(IllegalActionError, match="exactly 3"):
        act(state, f"p0 keep c{first[0]} c{first[1]}")
    state, events = act(state, f"p0 keep c{first[0]} c{first[1]} c{first[2]}")
    assert set(first[3:]) <= set(state.discard), "the other two are discarded"
    assert state.phase == "deal" and to_move(state) == (CHANCE,)
    for _ in range(5):
        state, _ = act(state, chance_outcomes(state)[0][0].text())
    second = state.seats[0].offer
    assert len(second) == 5 and not set(second) & set(first)
    state, _ = act(state, "p0 keep " + " ".join(f"c{c}" for c in second[2:]))
    assert set(second[:2]) <= set(state.discard)
    state, _ = act(state, chance_outcomes(state)[0][0].text())
    assert state.phase == "buy"
    kept = state.seats[0].kept
    assert len(kept) == 7 and set(first[:3]) | set(second[2:]) <= set(kept)
    assert len(state.discard) == 4


# --- numbering (rules.md 8.2) ----------------------------------------------------------------


def test_numbered_lines(content):
    state = island(content)
    assert cat_line(state) == LEFT + RIGHT
    assert rare_line(state) == ((200, 221), (201,), (206,), (210,), (212,))
    unstacked = replace(state, sister=replace(state.sister, stacked=False))
    assert rare_line(unstacked) == tuple((r,) for r in RARES)


@pytest.mark.parametrize(
    "first, second, count, numbers",
    [
        (1, 6, 8, (1, 6)),
        (1, 6, 4, (1, 4)),
        (2, 5, 3, (2, 3)),
        (2, 5, 2, (1, 2)),
        (6, 7, 5, (4, 5)),
        (5, 6, 5, (4, 5)),
        (1, 6, 1, None),
        (2, 5, 0, None),
    ],
)
def test_switch_numbers_when_cats_are_missing(first, second, count, numbers):
    """A missing A is the second-highest, a missing B the highest; the same cat twice makes A
    the one before it; fewer than 2 cats, nothing (rules.md 8.4.5)."""
    assert switch_numbers(first, second, count) == numbers


# --- every basket card (cards.md 7.2) on the island ------------------------------------------

BASKET_CARDS = {
    174: ["cat 5 red400", "cat 4 blue403"],
    175: ["cat 6 red401", "common common100"],
    176: ["cat 3 blue402", "oshax 3 oshax302"],
    177: ["cat 4 blue403", "cat 3 blue402"],
    178: ["cat 2 blue401", "common common102"],
    179: ["cat 5 red400", "rare 4 rare210"],
    180: ["cat 2 blue401", "rare 2 rare201"],
    181: ["cat 7 red402", "oshax 2 oshax300"],
    182: ["cat 4 blue403", "rare 1 rare221"],  # the stack keeps its first tile and its place
    183: ["cat 1 blue400", "common common101"],
    184: ["cat 6 red401", "rare 5 rare212"],
    185: ["cat 2 blue401", "common common103"],
    186: ["cat 1 blue400", "oshax 5 oshax303"],
    187: ["cat 1 blue400", "cat 5 red401"],  # renumbered after the first removal
    188: ["cat 3 blue402", "common common102"],
    189: ["cat 6 red401", "cat 1 blue400"],
    190: ["cat 7 red402", "common common101"],
    191: ["cat 5 red400", "cat 2 blue401"],
    192: ["switch 1,6 blue400 red401", "cat 2 blue401"],
    193: ["cat 6 red401", "rare 3 rare206"],
    194: ["switch 2,5 blue401 red400", "cat 1 blue400"],
    195: ["cat 8 red403", "oshax 1 oshax305"],
    196: ["cat 4 blue403", "common common103"],
}


def test_the_table_covers_every_basket_card(content):
    assert sorted(BASKET_CARDS) == list(content.deck_of("solo_basket"))


@pytest.mark.parametrize("card", sorted(BASKET_CARDS))
def test_basket_card_actions(content, card):
    state = island(content)
    after, done = resolved(state, card)
    assert done == BASKET_CARDS[card]
    removed = [
        parse_action(f"p0 take {text.split()[-1]}").tile
        for text in done
        if not text.startswith("switch")
    ]
    assert Counter(after.gone) - Counter(state.gone) == Counter(removed), "out of the game"
    assert not set(removed) & set(after.left + after.right), "no longer in the fields"


def test_switch_across_the_fields_swaps_fields_and_costs(content):
    after, done = resolved(island(content), 192)
    assert after.left == (Tile(401, "red"), Tile(402, "blue"), Tile(403, "blue"))
    assert after.right == (Tile(400, "red"), Tile(400, "blue"), Tile(402, "red"), Tile(403, "red"))
    after, _ = resolved(island(content), 194)
    assert after.left == (Tile(400, "red"), Tile(402, "blue"), Tile(403, "blue"))
    assert after.right == (Tile(401, "blue"), Tile(401, "red"), Tile(402, "red"), Tile(403, "red"))
    # red400 moved to the left field: it now costs 3 fish
    state = island(content, fish=3)
    state, _ = resolved(state, 194)
    state = start(replace(state, window=True))[0]
    assert isinstance(state.top, RescueTurn)
    rescues = {a.text() for a in legal_actions(state, 0) if "rescue" in a.text()}
    assert "p0 rescue red400 permanent" in rescues
    assert "p0 rescue blue401 permanent" not in rescues, "blue401 went right: 5 fish"


def test_switch_inside_one_field_and_with_missing_cats(content):
    state = island(content, left=LEFT, right=())
    after, done = resolved(state, 192)  # switch 1,6 with four cats: 1 and 4, then cat 2
    assert done == ["switch 1,4 blue400 blue403", "cat 2 blue401"]
    assert after.left == (Tile(403, "blue"), Tile(402, "blue"), Tile(400, "blue"))
    after, done = resolved(island(content, left=LEFT[:2], right=()), 194)
    assert done == ["switch 1,2 blue400 blue401", "cat 1 blue401"]
    assert after.left == (Tile(400, "blue"),)
    after, done = resolved(island(content, left=(), right=RIGHT[:1]), 192)
    assert done == ["nothing switch 1", "cat 1 red400"]


def test_numbers_past_the_end_take_the_highest(content):
    state = island(content, left=LEFT[:3], right=(), rares=(201, 206), oshax=(303, 301))
    after, done = resolved(state, 195)
    assert done == ["cat 3 blue402", "oshax 1 oshax303"]
    after, done = resolved(state, 186)  # Oshax 5 of 2
    assert done == ["cat 1 blue400", "oshax 2 oshax301"]
    after, done = resolved(state, 184)  # rare 5 of 2
    assert done == ["cat 3 blue402", "rare 2 rare206"]
    assert after.rares == (201,)


def test_empty_lines_make_her_do_nothing(content):
    state = island(content, left=(), right=(), rares=(), oshax=(), commons=(0, 5, 5, 5))
    assert resolved(state, 174)[1] == ["nothing cat 5", "nothing cat 4"]
    assert resolved(state, 179)[1] == ["nothing cat 5", "nothing rare 4"]
    assert resolved(state, 176)[1] == ["nothing cat 3", "nothing oshax 3"]
    after, done = resolved(state, 175)
    assert done == ["nothing cat 6", "nothing common 100"]
    assert after == state
    assert resolved(state, 183)[1] == ["nothing cat 1", "common common101"]


def test_unstacked_rare_treasures_each_have_a_number(content):
    state = island(content)
    unstacked = replace(state, sister=replace(state.sister, stacked=False))
    assert resolved(state, 184)[1][1] == "rare 5 rare212"
    assert resolved(unstacked, 184)[1][1] == "rare 5 rare210"
    assert resolved(unstacked, 182)[1][1] == "rare 1 rare200"
    after, _ = resolved(state, 182)
    assert rare_line(after)[0] == (200,), "stacked: rare 1 keeps its place"


def test_the_player_takes_rare_treasures_by_number(content):
    p0 = seat(content, "blue", hand=(98,), tiles=())
    state = position(content, 1, (p0,), phase="rare_finds", mode="solo", order=(0,), rares=RARES)
    plays = {a.text() for a in legal_actions(state, 0) if "rare" in a.text()}
    assert plays == {f"p0 play c98 rare{r}" for r in (221, 201, 206, 210, 212)}
    with pytest.raises(IllegalActionError, match="by its number"):
        act(state, "p0 play c98 rare200")
    unstacked = replace(state, sister=replace(state.sister, stacked=False))
    plays = {a.text() for a in legal_actions(unstacked, 0) if "rare" in a.text()}
    assert plays == {f"p0 play c98 rare{r}" for r in RARES}


def test_cards_77_and_83_renumber_left_field_first(content):
    p0 = seat(content, "blue", hand=(77, 83), fish=20)
    state = position(content, 1, (p0,), mode="solo", order=(0,), left=LEFT, right=RIGHT)
    assert isinstance(state.top, RescueTurn)
    state, _ = act(state, "p0 play c77", "p0 move blue401", "p0 move red402", "p0 done")
    assert cat_line(state) == (
        Tile(400, "blue"),
        Tile(402, "blue"),
        Tile(403, "blue"),
        Tile(402, "red"),
        Tile(400, "red"),
        Tile(401, "red"),
        Tile(403, "red"),
        Tile(401, "blue"),
    )
    state, _ = act(state, "p0 play c83", "draw green410", "p0 field left")
    assert cat_line(state)[4] == Tile(410, "green"), "the new cat is last of the left field"
    assert len(state.left) == 5


# --- the rescue (rules.md 8.4) ---------------------------------------------------------------


def declare_phase(content, hand=(), first=False, **changes):
    p0 = seat(content, "blue", fish=20, hand=hand)
    changes.setdefault("left", LEFT)
    changes.setdefault("right", RIGHT)
    return position(
        content,
        1,
        (p0,),
        phase="declare",
        mode="solo",
        order=(0,),
        step=0,
        sister=sister(content, first=first),
        **changes,
    )


def test_the_sister_is_faster_and_goes_first(content):
    state = declare_phase(content, hand=(55,))
    state, _ = act(state, "p0 declare c55", "p0 done")
    assert state.top == SisterDraw("basket") and to_move(state) == (CHANCE,)
    state, events = act(state, "deal c187")  # speed 4, one basket
    names = [type(e).__name__ for e in events]
    assert names[:4] == [
        "SisterCardRevealed",
        "RescueCardsRevealed",
        "SisterOrderSet",
        "PhaseStarted",
    ]
    assert events[2] == SisterOrderSet(True, 3, 4)
    assert said(events) == ["cat 1 blue400", "cat 5 red401"]
    assert state.sister.first and state.top == RescueTurn(0)
    state, _ = act(state, "p0 rescue red400 full")
    state, _ = act(state, place_somewhere(state))
    assert state.phase == "rescue", "she has no card left: the player goes on alone"
    assert state.top == RescueTurn(0)


def place_somewhere(state) -> str:
    return next(a.text() for a in legal_actions(state, 0) if a.text().split()[1] == "place")


def test_the_player_is_faster_and_goes_first_then_they_alternate(content):
    state = declare_phase(content, hand=(7, 55))  # speed 7 against 176 (speed 0, 3 baskets)
    state, _ = act(state, "p0 declare c7", "p0 declare c55", "p0 done")
    state, events = act(state, "deal c176")
    assert events[0] == SisterCardRevealed(176, 0, 0, 3)
    assert not state.sister.first and state.top == RescueTurn(0)
    assert said(events) == [], "her first card waits for her turn"
    state, events = act(state, "p0 rescue blue401 full")
    state, events = act(state, place_somewhere(state))
    assert said(events) == ["cat 3 blue403", "oshax 3 oshax302"]
    assert state.top == RescueTurn(0)
    state, events = act(state, "p0 rescue blue400 permanent")
    state, events = act(state, place_somewhere(state))
    assert state.top == SisterDraw("basket"), "her second card is turned over now"
    state, events = act(state, "deal c180")
    assert events[0] == SisterCardRevealed(180, 1, 2, 3)
    assert said(events) == ["cat 2 red400", "nothing rare 2"], "no rare treasure out yet"
    assert state.top == RescueTurn(0)
    state, events = act(state, "p0 pass")
    assert state.top == SisterDraw("basket"), "after a pass she resolves all her cards"
    state, events = act(state, "deal c174")
    assert said(events) == ["cat 4 red403", "cat 3 red402"], "cat 5 is past the end: the 4th"
    assert state.phase == "rare_finds"
    assert state.sister.resolved == 3 == len(state.sister.cards)
    assert {7, 55} <= set(state.discard), "the player's declared cards are discarded"


def test_equal_speeds_keep_the_previous_order(content):
    state = declare_phase(content, first=True)  # no rescue card: speed 0
    state, events = act(state, "deal c174")  # speed 0
    assert any(e == SisterOrderSet(True, 0, 0) for e in events)
    state = declare_phase(content, first=False)
    state, events = act(state, "deal c175")  # speed 0
    assert any(e == SisterOrderSet(False, 0, 0) for e in events)
    assert state.top == RescueTurn(0)


def test_once_the_fields_are_empty_her_other_actions_still_apply(content):
    state = declare_phase(
        content, hand=(55,), left=(Tile(400, "blue"),), right=(), rares=RARES, oshax=ROW
    )
    state, _ = act(state, "p0 declare c55", "p0 done", "deal c183")  # speed 3 = 3: player
    state, _ = act(state, "p0 rescue blue400 full")
    state, _ = act(state, place_somewhere(state))
    # the fields are empty: she resolves 183 (cat 1, common 101) and her three other cards
    for card in (179, 186, 178):
        assert state.top == SisterDraw("basket")
        state, events = act(state, f"deal c{card}")
    assert state.phase == "rare_finds"
    assert state.commons == (5, 4, 4, 5)
    assert 210 not in state.rares and 303 not in state.oshax


def test_end_of_day_discards_her_cards_and_reveals_the_next_colour(content):
    p0 = seat(content, "blue")
    state = position(
        content,
        1,
        (p0,),
        phase="rare_finds",
        mode="solo",
        order=(0,),
        sister=sister(content, cards=(187,), resolved=1),
    )
    state, events = act(state, "p0 pass")
    assert [type(e).__name__ for e in events if "Sister" in type(e).__name__] == [
        "SisterCardsDiscarded"
    ]
    assert state.sister.discard == (187,) and not state.sister.cards
    assert state.day == 2 and state.top == SisterDraw("color")
    state, events = act(state, "deal c173")
    assert events[0].position == 2 and state.sister.colors == (169, 173)
    assert state.phase == "fill"


def test_no_colour_is_revealed_after_the_last_day(content):
    state = position(
        content,
        1,
        (seat(content, "blue"),),
        phase="rare_finds",
        mode="solo",
        order=(0,),
        day=5,
        sister=sister(content, colors=(169, 170, 171, 172, 173)),
    )
    state, events = act(state, "p0 pass")
    assert is_over(state)
    ended = [e for e in events if isinstance(e, GameEnded)][0]
    # an empty boat: lesson 197 gives 5 for each of the 5 colours (none touches a treasure),
    # 198 nothing (no family), 199 gives 10 (fewer than 9 treasures); no cat, no colour points
    assert ended.sister == 35 and sister_score(state).lesson_points == (
        (197, 25),
        (198, 0),
        (199, 10),
    )
    assert ended.totals == (-54,) and ended.winners == (), "19 rats and 7 rooms: she wins"


# --- a whole game, the view and the log ------------------------------------------------------


def test_a_solo_game_reveals_five_colours_and_uses_at_most_twenty_basket_cards(content):
    for seed, level in enumerate(LEVELS):
        match = play_random_game(content, 1, seed, "solo", level)
        sis = match.state.sister
        assert len(sis.colors) == 5 and sorted(sis.colors) == list(range(169, 174))
        assert len(sis.discard) <= 20 and len(sis.discard) + len(sis.deck) == 23


def test_the_view_shows_the_sister(content):
    match = Match(content, 1, "solo", seed=4, difficulty="expert")
    view = observe(match.state, 0)
    assert view.state.sister == match.state.sister
    assert len(view.state.sister.lessons) == 7
    assert len(view.state.sister.colors) == 1, "only the revealed colour card is known"
    assert not view.state.sister.cards, "her basket cards are drawn when turned over"


def test_a_solo_log_replays_with_its_difficulty(content, tmp_path):
    match = play_random_game(content, 1, 7, "solo", "very_hard")
    match.save(tmp_path / "solo.jsonl")
    again = Match.load(tmp_path / "solo.jsonl", content)
    assert again.state == match.state and again.difficulty == "very_hard"


# --- scoring (rules.md 8.6) ------------------------------------------------------------------


def test_lesson_119_needs_the_player_ahead_of_the_sister(content):
    p0 = seat(content, "blue", lessons=(119,))
    for first, points in ((False, 7), (True, 0)):
        state = position(
            content,
            1,
            (p0,),
            phase="over",
            mode="solo",
            order=(0,),
            sister=sister(content, first=first),
            run=False,
        )
        assert dict(final_scores(state)[0].lessons)[119] == points


def test_the_tie_goes_to_the_sister(content):
    state = position(
        content,
        1,
        (seat(content, "blue"),),
        phase="over",
        mode="solo",
        order=(0,),
        run=False,
        sister=sister(content, lessons=()),
    )
    scores = final_scores(state)
    assert scores[0].total == -54
    # no colour card scores on an empty boat: the sister has 0 > -54
    assert winners_of(state, scores) == []
    no_sister = replace(state, sister=None)
    assert winners_of(no_sister, scores) == [0]


@pytest.mark.parametrize(
    "card, color", [(169, "blue"), (170, "green"), (171, "purple"), (172, "red"), (173, "orange")]
)
def test_every_colour_card_scores_by_its_reveal_position(content, card, color):
    tiles = (placed(content, 415, color, 7, 0), placed(content, 408, color, 8, 0))
    others = [c for c in range(169, 174) if c != card]
    for position_index in range(5):
        order = tuple(others[:position_index] + [card] + others[position_index:])
        state = position(
            content,
            1,
            (seat(content, "blue", tiles=tiles),),
            phase="over",
            mode="solo",
            order=(0,),
            run=False,
            sister=sister(content, colors=order, lessons=()),
        )
        result = sister_score(state)
        assert dict(result.color_points)[color] == 2 * (5 - position_index)


def test_permutations_of_the_row_are_all_offered(content):
    state, _ = act(new_game(content, 1, "solo"), "boats green")
    rows = {a.row for a, _ in chance_outcomes(state)}
    assert rows == set(permutations(range(300, 306)))


# Her lessons on the boat below, counted by hand from cards.md section 7 and boat.md (blue
# boat): three red cats R1 (7,0)-(7,4), R2 (8,0)-(8,3)+(9,3), R3 (9,1)+(10,0)-(10,3) in one
# family; a lone blue cat B (12,4)+(13,3)-(13,5)+(14,4); a 1-cell common treasure at (11,0)
# beside R3. Covered: the rats (7,3), (8,3), (11,0) (16 of 19 stay visible) and the green map
# at (7,0). The player holds 2 fish and 1 private lesson.
SISTER_LESSON_POINTS = {
    197: 20,  # 5 x 4 colours with no cat touching a treasure (all but red: R3 touches it)
    198: 6,  # 2 x 3 tiles of the red family
    199: 10,  # 1 treasure tile, fewer than 9
    200: 8,  # 4 x 2 fish
    201: 80,  # 5 x 16 visible rats
    202: 0,  # 4 cats, none beyond 15
    203: 20,  # 5 x 4 colours with no cat on the edge (red is on row 0)
    204: 10,  # her best other lesson again: 199's 10
    205: 0,  # no full room (the upper bedroom misses (9,0) and (4,1)-(6,1))
    206: 5,  # 5 x 1 lone cat (B)
    207: 3,  # 3 x 1 private lesson
    208: 8,  # the family table's value of 3 tiles
    209: 0,  # no second family of 3 or more
    210: 3,  # 3 x 1 common treasure
    211: 9,  # 3 x 3 cats touching no treasure (R1, R2, B)
    212: 4,  # 4 x 1 covered map (green, (7,0))
    213: 5,  # 5 x 1 family of 3 or more
    214: 3,  # 1 x 3 cats touching the edge (R1, R2, R3 on row 0)
    215: 25,  # 5 x 5 colours with no cat beside a visible rat
}
SISTER_COLOR_POINTS = 3 * 5 + 1 * 4  # red revealed first (5 per cat), blue second (4 per cat)
# the player: 16 visible rats, 7 unfilled rooms, the red family 8, lesson 120 one lone cat
PLAYER_TOTAL = -16 - 35 + 8 + 1


@pytest.mark.parametrize("card", range(197, 216))
def test_every_solo_lesson_scores_for_the_sister_at_the_end(content, card):
    """Her lesson is read against the player's boat when the game ends (rules.md 8.6); 204
    repeats her best other lesson."""
    tiles = (
        placed(content, 415, "red", 7, 0),
        placed(content, 408, "red", 8, 0),
        placed(content, 403, "red", 9, 0),
        placed(content, 412, "blue", 12, 3),
        placed(content, 100, None, 11, 0),
    )
    p0 = seat(content, "blue", tiles=tiles, fish=2, lessons=(120,))
    lessons = (card, 199) if card == 204 else (card,)
    state = position(
        content,
        1,
        (p0,),
        phase="final",
        mode="solo",
        order=(0,),
        day=5,
        run=False,
        sister=sister(content, colors=(172, 169, 170, 171, 173), lessons=lessons),
    )
    state, events = start(state)
    ended = [e for e in events if isinstance(e, GameEnded)][0]
    points = SISTER_LESSON_POINTS[card]
    result = sister_score(state)
    assert result.colors == SISTER_COLOR_POINTS
    if card == 204:
        assert result.lesson_points == ((204, 10), (199, 10))
        assert ended.sister == SISTER_COLOR_POINTS + 20
    else:
        assert result.lesson_points == ((card, points),)
        assert ended.sister == SISTER_COLOR_POINTS + points
    assert ended.totals == (PLAYER_TOTAL,) and ended.winners == (), "she scores 19 or more"
