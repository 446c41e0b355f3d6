"""Actions have a text form that parses back; every refusal has a code, its values, an English
reason, and a sentence in both catalogs (assets/i18n/fuse.*.json), as has every event; the
French sets a no-break space before its high punctuation."""

from __future__ import annotations

import json
import re
import string
from pathlib import Path

import pytest

from game.fuse.rules import (
    ActionSyntaxError,
    IllegalActionError,
    apply_action,
    can_apply,
    check_action,
    new_game,
    parse_action,
)
from game.fuse.rules.actions import (
    Calm,
    DealCard,
    Draw,
    FirstPlayer,
    Give,
    Nope,
    Pass,
    Play,
    ShuffleCard,
    StackCard,
    StealCard,
    Take,
)
from game.fuse.rules.cards import TITLE_NAMES
from game.fuse.rules.combos import Kind
from game.fuse.rules.events import EVENT_TYPES
from game.fuse.rules.refusals import TEMPLATES
from game.fuse.rules.state import Ended
from game.isle.rules.actions import Pass as IslePass
from game.shell.engine import errors
from tests.fuse.builders import cards, position, run

I18N = Path(__file__).resolve().parents[3] / "assets" / "i18n"
DECK = "C4#1 F#1 C4#2 C4#3 P#2"


def catalog(lang: str) -> dict[str, str]:
    return json.loads((I18N / f"fuse.{lang}.json").read_text(encoding="utf-8"))


def names(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize(
    "action",
    [
        Play(0, cards("A#1")),
        Play(2, cards("V#3"), 1),
        Play(1, cards("C1#1 C1#4"), 3),
        Play(0, cards("H#1 H#2 H#3"), 4, 1),
        Play(3, cards("D#1 N#1 A#1 C1#1 C2#1")),
        Draw(2),
        Nope(1, 23),
        Pass(4),
        Give(2, 104),
        Take(0, 12),
        Calm(1, 17),
        FirstPlayer(3),
        DealCard(81),
        StackCard(1),
        ShuffleCard(75),
        StealCard(124),
    ],
)
def test_actions_round_trip_through_their_text(action):
    assert parse_action(action.text()) == action
    assert str(action) == action.text()


def test_the_documented_texts():
    assert parse_action("p0 play C1#3 C1#1 at p2") == Play(0, cards("C1#1 C1#3"), 2)
    assert parse_action("p0 play H#1 H#2 H#3 at p1 name D") == Play(0, cards("H#1 H#2 H#3"), 1, 1)
    assert parse_action("p1 no N#3") == Nope(1, cards("N#3")[0])
    assert parse_action("stack F#1").text() == "stack F#1"
    assert parse_action("p0 calm 3") == Calm(0, 3)
    assert Play(0, cards("C1#3 C1#1")) == Play(0, cards("C1#1 C1#3")), "one play, one form"


@pytest.mark.parametrize(
    "text",
    [
        "",
        "p0 play",
        "p0 play A#5",
        "p0 play F#0",
        "p0 play X#1",
        "p0 play A1",
        "p0 play A#1 A#2 A#3 A#4 S#1 S#2",
        "p0 play C1#1 C1#2 at 2",
        "p0 play H#1 H#2 H#3 at p1 name X",
        "px draw",
        "p0 draw now",
        "p0 calm",
        "p0 calm top",
        "p0 calm -1",
        "p0 calm 1234",
        "p1 no",
        "p1 give A#1 A#2",
        "deal",
        "first 2",
        "stack F#9",
        "steal C6#1",
        "p²  draw",
        "x" * 100,
    ],
)
def test_texts_that_are_not_actions_are_refused_with_a_syntax_error(text):
    with pytest.raises(ActionSyntaxError):
        parse_action(text)


def _play_state():
    return position(["A#1 V#1 N#3 D#1", "N#1 C2#1 D#2", "N#2 D#3"], DECK)


def _window_state():
    state, _ = run(_play_state(), "p0 play A#1")
    return state


def _favour_state():
    state, _ = run(position(["V#1 D#1", "C2#1 D#2", "D#3"], DECK), "p0 play V#1 at p1")
    return state


def _pick_state():
    state = position(["D#1 N#1 A#1 C1#1 C2#1", "D#2", "D#3"], DECK, discard="S#1 F#3")
    state, _ = run(state, "p0 play D#1 N#1 A#1 C1#1 C2#1")
    return state


def _calm_state():
    state, _ = run(position(["D#1", "D#2", "D#3"], "F#1 C4#1"), "p0 draw")
    return state


def _steal_state():
    state = position(["C1#1 C1#2 D#1", "C2#1 D#2", "D#3"], DECK)
    state, _ = run(state, "p0 play C1#1 C1#2 at p1")
    return state


def _over_state():
    state, _ = run(position(["C1#1", "C2#1"], "F#1 C4#1"), "p0 draw")
    return state


def _dealing_state():
    state, _ = apply_action(new_game(3), FirstPlayer(0))
    return state


STATES = {
    "play": _play_state,
    "window": _window_state,
    "favour": _favour_state,
    "pick": _pick_state,
    "calm": _calm_state,
    "steal": _steal_state,
    "over": _over_state,
    "new": lambda: new_game(3),
    "dealing": _dealing_state,
}

CASES = [
    ("over", "p0 draw", "game_over", {}),
    ("steal", "p0 draw", "dealer_draws", {}),
    ("play", "p1 draw", "not_your_turn", {"seat": 1}),
    ("play", "p1 play C2#1 C2#2 at p0", "not_your_turn", {"seat": 1}),
    ("play", "p5 draw", "no_such_seat", {"seat": 5}),
    ("window", "p0 draw", "window_open", {}),
    ("favour", "p0 play A#1", "favour_due", {"seat": 1}),
    ("pick", "p0 draw", "pick_due", {}),
    ("calm", "p0 draw", "calm_due", {}),
    ("play", "p0 play A#2", "card_not_held", {"card": "A#2"}),
    ("play", "p0 play N#3", "not_alone", {"card": "N#3"}),
    ("play", "p0 play A#1 V#1", "not_a_combo", {"cards": ["A#1", "V#1"]}),
    ("play", "p0 play V#1", "target_needed", {"cards": ["V#1"]}),
    ("play", "p0 play A#1 at p1", "no_target_wanted", {"cards": ["A#1"]}),
    ("play", "p0 play V#1 at p0", "target_self", {}),
    ("window", "p1 pass", None, {}),
    ("window", "p0 pass", "own_card", {"seat": 0}),
    ("window", "p1 no N#2", "card_not_held", {"card": "N#2"}),
    ("window", "p1 no C2#1", "not_a_no", {"card": "C2#1"}),
    ("play", "p1 pass", "no_window", {}),
    ("play", "p1 no N#1", "no_window", {}),
    ("favour", "p2 give D#3", "not_asked", {"seat": 2, "target": 1}),
    ("favour", "p1 give C2#2", "card_not_held", {"card": "C2#2"}),
    ("play", "p1 give C2#1", "no_favour", {}),
    ("play", "p0 take S#1", "no_pick", {}),
    ("pick", "p1 take S#1", "not_your_turn", {"seat": 1}),
    ("pick", "p0 take F#3", "cannot_take_fuse", {}),
    ("pick", "p0 take A#1", "combo_card", {"card": "A#1"}),
    ("pick", "p0 take P#2", "not_in_discard", {"card": "P#2"}),
    ("play", "p0 calm 0", "no_calm", {}),
    ("calm", "p1 calm 0", "not_your_turn", {"seat": 1}),
    ("calm", "p0 calm 2", "bad_position", {"position": 2, "size": 1}),
    ("play", "first p1", "no_draw_due", {}),
    ("play", "deal C1#1", "no_draw_due", {}),
    ("dealing", "first p1", "not_first_draw", {}),
    ("new", "first p3", "no_such_seat", {"seat": 3}),
    ("new", "deal C1#1", "not_dealing", {}),
    ("dealing", "stack C1#1", "not_stacking", {}),
    ("dealing", "shuffle C1#1", "not_shuffling", {}),
    ("dealing", "steal C1#1", "not_stealing", {}),
    ("dealing", "deal F#1", "not_in_pile", {"card": "F#1"}),
    ("steal", "steal D#3", "not_in_target_hand", {"card": "D#3", "seat": 1}),
]


@pytest.mark.parametrize("where,text,code,params", CASES)
def test_refusals_name_the_rule_and_its_values(where, text, code, params):
    state = STATES[where]()
    action = parse_action(text)
    if code is None:
        assert can_apply(state, action)
        return
    with pytest.raises(IllegalActionError) as refused:
        check_action(state, action)
    assert (refused.value.code, refused.value.params) == (code, params)
    assert refused.value.reason == TEMPLATES[code].format(
        **{k: ", ".join(v) if isinstance(v, list) else v for k, v in params.items()}
    )
    assert isinstance(refused.value, errors.IllegalActionError)  # the box's: one handler
    assert not can_apply(state, action)
    with pytest.raises(IllegalActionError):
        apply_action(state, action)


def test_refusals_that_need_a_hand_built_action():
    window = _window_state()
    state, _ = run(window, "p1 pass")
    with pytest.raises(IllegalActionError) as refused:
        check_action(state, Pass(1))
    assert refused.value.code == "already_passed"
    no_no = position(["A#1 D#1", "N#1 D#2", "D#3"], DECK)
    state, _ = run(no_no, "p0 play A#1")
    with pytest.raises(IllegalActionError) as refused:
        check_action(state, Pass(2))
    assert refused.value.code == "no_no_held"
    state = position(["H#1 H#2 H#3", "D#2"], DECK)
    with pytest.raises(IllegalActionError) as refused:
        check_action(state, Play(0, cards("H#1 H#2 H#3"), 1, 99))
    assert (refused.value.code, refused.value.params) == ("no_such_title", {"title": 99})
    with pytest.raises(IllegalActionError) as refused:
        check_action(state, IslePass(0))
    assert refused.value.code == "unknown_action"


def test_every_refusal_code_is_tried_here():
    tried = {code for _, _, code, _ in CASES} | {
        "already_passed",
        "no_no_held",
        "no_such_title",
        "unknown_action",
        "malformed_action",
        "combos_off",
        "card_twice",
        "name_needed",
        "no_name_wanted",
        "target_out",
        "cannot_name_fuse",
    }
    assert set(TEMPLATES) <= tried


def test_every_refusal_and_event_has_its_sentence_in_english_and_french():
    en, fr = catalog("en"), catalog("fr")
    assert set(en) == set(fr)
    for key in en:
        assert names(en[key]) == names(fr[key]), key
        assert fr[key] and en[key], key
    for code, template in TEMPLATES.items():
        key = f"fuse.reason.{code}"
        assert key in en, key
        assert names(en[key]) == names(template), key
    for event in EVENT_TYPES:
        key = f"fuse.event.{event.key}"
        assert key in en or f"{key}.one" in en and f"{key}.other" in en, event.__name__
    assert len({event.key for event in EVENT_TYPES}) == len(EVENT_TYPES)
    for name in TITLE_NAMES:
        assert f"fuse.card.{name}" in en
    for kind in Kind:
        assert f"fuse.combo.{kind.value}" in en
    for ended in Ended:
        assert f"fuse.ended.{ended.value}" in en
    for why in ("empty_hand", "not_held", "empty_discard"):
        assert f"fuse.nothing.{why}" in en
    assert en["fuse.game.name"] == "Kitten Fuse" and fr["fuse.game.name"] == "Chatons à mèche"


def test_the_french_keeps_its_high_punctuation_with_its_word_and_its_apostrophes_curly():
    fr = catalog("fr")
    assert not {k: t for k, t in fr.items() if re.search(r" [?!:;»]|« ", t)}
    assert not {k: t for k, t in fr.items() if "'" in t}
    assert fr["fuse.card.no"] == "Non\u00a0!"


# --- malformed actions (issue 43 item 11) --------------------------------------------------------


@pytest.mark.parametrize(
    "action,field",
    [
        (Play(0, (56 * 10,)), "cards"),
        (Play(0, (-1,)), "cards"),
        (Play(0, (0,)), "cards"),  # HIDDEN
        (Play(0, (31.0,)), "cards"),
        (Play(0, (True,)), "cards"),  # F#1 is 1: once taken for it
        (Play(0, ()), "cards"),
        (Play(0, (31, 32, 33, 34, 41, 42)), "cards"),
        (Play(0, (51,), target=1.0), "target"),
        (Play(0, (51,), target=True), "target"),
        (Play(0, (61, 62, 63), 1, named=0.5), "named"),
        (Play(True, (31,)), "seat"),
        (Play(0.0, (31,)), "seat"),
        (Draw(-1), "seat"),
        (Draw(False), "seat"),
        (Pass(0.5), "seat"),
        (Nope(0, 99), "card"),
        (Give(0, "A#1"), "card"),
        (Take(0, None), "card"),
        (Calm(0, 1.5), "position"),
        (Calm(0, "1"), "position"),
        (Calm(0, True), "position"),
        (FirstPlayer(True), "player"),
        (FirstPlayer(0.5), "player"),
        (FirstPlayer(-2), "player"),
        (FirstPlayer(0, seat=0), "seat"),
        (DealCard(-11), "card"),
        (StackCard(1000), "card"),
        (ShuffleCard(1.0), "card"),
        (StealCard(True), "card"),
        (DealCard(31, seat=1), "seat"),
    ],
    ids=repr,
)
def test_a_malformed_action_is_refused_with_a_code_in_every_state(action, field):
    playing = position(["A#1 V#1 H#1 H#2 H#3", "N#1 D#2"], DECK)
    for state in (new_game(2), playing):
        with pytest.raises(IllegalActionError) as refused:
            check_action(state, action)
        assert refused.value.code == "malformed_action"
        assert (refused.value.params["action"], refused.value.params["field"]) == (
            type(action).__name__,
            field,
        )
        assert not can_apply(state, action)
        with pytest.raises(IllegalActionError):
            apply_action(state, action)
