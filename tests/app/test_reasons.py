"""Every refusal reason of the rules reaches the player as a sentence of the catalogs, in English
and French (game/ui/reasons.py)."""

from __future__ import annotations

import ast
import random
import string
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.app.i18n import Translator, catalog
from game.rules import (
    CHANCE,
    IllegalActionError,
    apply_action,
    chance_outcomes,
    check_action,
    is_over,
    legal_actions,
    new_game,
    to_move,
)
from game.rules.actions import (
    PAYMENTS,
    Buy,
    ChooseSide,
    DealBoats,
    DealCard,
    Declare,
    Decline,
    Discard,
    Done,
    DrawTileOutcome,
    Keep,
    Move,
    OshaxRow,
    Pass,
    Place,
    Play,
    Rescue,
    SetOrder,
    Skip,
    Take,
)
from game.rules.geometry import neighbours
from game.rules.ids import BOAT_COLORS, COLORS, Tile
from game.rules.state import GameState, PlaceTile
from game.ui.reasons import REASONS, match, translate

ROOT = Path(__file__).resolve().parents[2]
RULES = [
    ROOT / "game" / "rules" / name
    for name in ("legality.py", "anytime.py", "placement.py", "solo.py", "family.py")
]
EN, FR = Translator("en"), Translator("fr")


# --- (a) every reason template of the rules has a pattern -----------------------------------


def _is_reason_function(name: str) -> bool:
    return (
        name.endswith("_problem")
        or name.startswith(("check_", "_check_"))
        or name in ("anytime_problem", "params_problem", "placement_problem")
    )


def _samples(node: ast.JoinedStr) -> list[str]:
    """The f-string filled with plausible values; a tile is tried as each kind of tile."""
    tiles = ("blue403", "oshax302", "oshax302:red", "rare201", "common102")
    texts = [""]
    for part in node.values:
        if isinstance(part, ast.Constant):
            texts = [t + str(part.value) for t in texts]
            continue
        assert isinstance(part, ast.FormattedValue)
        source = ast.unparse(part.value)
        if "tile" in source:
            values: tuple[str, ...] = tiles
        elif "BOAT_COLORS" in source:
            values = (", ".join(BOAT_COLORS),)
        elif "COLORS" in source:
            values = (", ".join(COLORS),)
        elif "pile" in source:
            values = ("color", "basic", "advanced", "basket")
        elif part.conversion == ord("r"):
            values = (repr(Pass(0)),)
        elif "seat" in source:
            values = ("0", "3")
        else:
            values = ("3", "12")
        texts = [t + v for t in texts for v in values]
    return texts


def _reasons_in(node: ast.AST) -> Iterator[list[str]]:
    """The reason texts an expression can give: strings, f-strings, the values of a dict and the
    default of its ``.get``, both arms of a conditional (never a dict key, never a call's
    result)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        yield [node.value]
    elif isinstance(node, ast.JoinedStr):
        yield _samples(node)
    elif isinstance(node, ast.Dict):
        for value in node.values:
            yield from _reasons_in(value)
    elif isinstance(node, ast.IfExp):
        yield from _reasons_in(node.body)
        yield from _reasons_in(node.orelse)
    elif isinstance(node, ast.BoolOp):
        for value in node.values:
            yield from _reasons_in(value)
    elif isinstance(node, ast.Call):
        func = node.func
        if isinstance(func, ast.Attribute) and func.attr == "get":
            yield from _reasons_in(func.value)
            for arg in node.args[1:]:
                yield from _reasons_in(arg)
        elif isinstance(func, ast.Name) and func.id in ("_fail", "IllegalActionError"):
            for arg in node.args:
                yield from _reasons_in(arg)


def rule_templates() -> list[tuple[str, list[str]]]:
    """(where, sample texts) for every reason the rules' sources can give."""
    found = []
    for path in RULES:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for function in ast.walk(tree):
            if not isinstance(function, ast.FunctionDef):
                continue
            returns = _is_reason_function(function.name)
            for node in ast.walk(function):
                if (
                    isinstance(node, ast.Call)
                    and isinstance(node.func, ast.Name)
                    and node.func.id in ("_fail", "IllegalActionError")
                ):
                    texts = list(_reasons_in(node))
                elif returns and isinstance(node, ast.Return) and node.value is not None:
                    texts = list(_reasons_in(node.value))
                else:
                    continue
                where = f"{path.name}:{node.lineno} {function.name}"
                found.extend((where, samples) for samples in texts)
    return found


def test_the_scan_finds_the_reasons_of_the_rules():
    templates = rule_templates()
    texts = {s for _, samples in templates for s in samples}
    assert len(templates) > 80
    assert "the tile must touch a tile already on your boat (sides, not corners)" in texts
    assert "this cat costs 3 fish and you have 12" in texts
    assert "you do not hold card 12" in texts
    assert "a place-anywhere card is already waiting for your next tile" in texts
    assert "permanent" not in texts  # a dict key, not a reason


def test_every_reason_template_of_the_rules_has_a_pattern():
    unmatched = [
        f"{where}: {text!r}"
        for where, samples in rule_templates()
        for text in samples
        if match(text) is None
    ]
    assert not unmatched, "\n".join(unmatched)


def test_every_sample_of_a_template_gives_the_same_pattern():
    for where, samples in rule_templates():
        assert len({match(s)[0] for s in samples}) == 1, where


def test_every_pattern_is_used_by_a_template():
    used = {match(s)[0] for _, samples in rule_templates() for s in samples}
    assert [key for key, _ in REASONS if key not in used] == []
    assert len({key for key, _ in REASONS}) == len(REASONS)


# --- (b) real refusals from played games ----------------------------------------------------


def _placements(state: GameState, seat: int, rng: random.Random) -> list[Place]:
    """Places off the boat, over a tile, away from every tile, and a few random ones."""
    found = [Place(seat, 25, 3, 0), Place(seat, -1, 0, 0)]
    top = state.top
    occupied = state.seats[seat].occupied
    shape = state.content.shapes[top.tile.shape]
    halo = neighbours(occupied)
    over = [p for p in shape.placements if p.mask & occupied]
    apart = [p for p in shape.placements if occupied and not p.mask & (occupied | halo)]
    for group in (over, apart):
        if group:
            p = rng.choice(group)
            found.append(Place(seat, p.x, p.y, p.k))
    found += [
        Place(seat, rng.randrange(-1, 22), rng.randrange(-1, 9), rng.randrange(8)) for _ in range(2)
    ]
    return found


def _plays(state: GameState, seat: int, rng: random.Random) -> list[Play]:
    """Each held card played plainly and with choices it may not take; cards not held."""
    me = state.seats[seat]
    held = set(me.hand)
    found = [Play(seat, 999)]
    found += [Play(seat, c) for c in (1, 7, 67, 98, 113) if c not in held][:1]
    junk = [
        {},
        {"option": "commons"},
        {"option": "small"},
        {"option": "paid"},
        {"option": "x"},
        {"color": rng.choice(COLORS)},
        {"color": "pink"},
        {"tile": Tile(201)},
        {"tile": Tile(rng.choice(state.oshax))} if state.oshax else {"tile": Tile(300)},
        {"tile": Tile(rng.choice(state.rares))} if state.rares else {"tile": Tile(224)},
        {"tile": Tile(300), "option": "commons"},
        {"tile": Tile(201), "option": "commons"},
        {"cards": (1,)},
        {"cards": (1, 2)},
        {"cards": (1, 1)},
        {"tiles": (0,)},
        {"tiles": (0, 1)},
        {"tiles": (0, 0)},
    ]
    for card in sorted(held):
        found += [Play(seat, card, **values) for values in junk]
    return found


def _candidates(state: GameState, seat: int, rng: random.Random) -> list:
    """Actions to try for ``seat`` now, legal or not (the refusals are what is collected)."""
    me = state.seats[seat]
    others = [s for s in range(state.players) if s != seat]
    found: list = [
        Done(seat),
        Pass(seat),
        Decline(seat),
        Skip(seat),
        Discard(seat),
        ChooseSide(seat, "left"),
        Declare(seat, 999),
        Buy(seat, 999),
        Place(seat, 0, 0, 0),
    ]
    found += [Pass(s) for s in others] + [Done(s) for s in others]
    found += [Keep(seat, ()), Keep(seat, (1, 1)), Keep(seat, me.offer[:1] + (999,))]
    found += [Declare(seat, c) for c in me.hand[:3]]
    for card in me.kept[:3] + (1,):
        found += [Buy(seat, card), Buy(seat, card, "blue"), Buy(seat, card, "pink")]
    fields = state.left + state.right
    for tile in fields[:4] + (Tile(400, "blue"),):
        found += [Rescue(seat, tile, pay) for pay in (*PAYMENTS, "gold")]
        found += [Move(seat, tile)]
    found += [Take(seat, Tile(100)), Take(seat, Tile(201)), Take(seat, Tile(400, "blue"))]
    found += _plays(state, seat, rng)
    if isinstance(state.top, PlaceTile):
        found += _placements(state, seat, rng)
    found += [
        DealCard(999),
        DealCard(state.deck[0] if state.deck else 1),
        DrawTileOutcome(Tile(100)),
        DealBoats(("blue",)),
        SetOrder((0,)),
        OshaxRow(()),
    ]
    return found


def _chance_candidates(state: GameState) -> list:
    return [
        DealCard(999),
        DrawTileOutcome(Tile(400, "pink")),
        DealBoats(("blue", "blue")),
        DealBoats(tuple(BOAT_COLORS)),
        SetOrder(()),
        OshaxRow((300,)),
        Pass(0),
    ]


def collect_reasons(
    content, players: int, mode: str, seed: int, difficulty: str | None = None
) -> set[str]:
    """Play a random game; before each move, try many actions and keep the refusals."""
    rng = random.Random(seed)
    state = new_game(content, players, mode, difficulty)
    reasons: set[str] = set()

    def refusal(action) -> None:
        try:
            check_action(state, action)
        except IllegalActionError as error:
            reasons.add(error.reason)

    while not is_over(state):
        movers = to_move(state)
        if movers == (CHANCE,):
            for action in _chance_candidates(state):
                refusal(action)
            outcomes = chance_outcomes(state)
            action = outcomes[rng.randrange(len(outcomes))][0]
        else:
            seat = movers[rng.randrange(len(movers))]
            for candidate in _candidates(state, seat, rng):
                refusal(candidate)
            legal = legal_actions(state, seat)
            action = legal[rng.randrange(len(legal))]
        state, _ = apply_action(state, action)
    refusal(Pass(0))
    return reasons


@pytest.fixture(scope="module")
def played_reasons(content) -> set[str]:
    reasons: set[str] = set()
    for players, mode, seed, difficulty in (
        (2, "standard", 1, None),
        (4, "standard", 2, None),
        (3, "family", 3, None),
        (1, "solo", 4, "medium"),
    ):
        reasons |= collect_reasons(content, players, mode, seed, difficulty)
    return reasons


def test_refusals_of_played_games_all_have_a_sentence(played_reasons):
    unmatched = sorted(r for r in played_reasons if match(r) is None)
    assert not unmatched, unmatched
    for reason in played_reasons:
        key = f"reason.{match(reason)[0]}"
        for t in (EN, FR):
            assert t.has(key), key
            text = translate(reason, t)
            assert text != t("reason.unknown", reason=reason)
            assert "{" not in text and text[0].isupper(), text


def test_played_games_meet_the_common_refusals(played_reasons):
    seen = {match(r)[0] for r in played_reasons}
    expected = {
        "off_boat",
        "overlap",
        "not_touching",
        "cat_too_expensive",
        "card_not_held",
        "not_your_turn",
        "no_such_card",
        "not_in_field",
        "family_free",
        "cat_needs_basket",
        "no_tile_to_place",
        "game_over",
        "dealer_draws",
        "no_draw_due",
        "nothing_to_finish",
        "keep_exactly",
    }
    assert expected <= seen, expected - seen
    assert seen & {"no_permanent_basket", "no_full_basket", "no_half_baskets"}
    assert len(seen) >= 40, sorted(seen)


# --- (c) the two catalogs -------------------------------------------------------------------


def _placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def _file(lang: str) -> dict[str, str]:
    import json

    return json.loads((ROOT / "assets" / "i18n" / f"reasons.{lang}.json").read_text("utf-8"))


def test_the_reason_catalogs_match():
    en, fr = _file("en"), _file("fr")
    assert list(en) == sorted(en) and list(fr) == sorted(fr)
    assert set(en) == set(fr)
    assert all(key.startswith("reason.") for key in en)
    for key in en:
        assert _placeholders(en[key]) == _placeholders(fr[key]), key
        assert en[key] and fr[key], key
    for key, pattern in REASONS:
        assert f"reason.{key}" in en, key
        assert _placeholders(en[f"reason.{key}"]) <= set(pattern.groupindex), key
    assert catalog("en")["reason.overlap"] == en["reason.overlap"]  # merged by the translator


# --- (d) what the player reads --------------------------------------------------------------


@pytest.mark.parametrize(
    ("reason", "english", "french"),
    [
        (
            "the tile must touch a tile already on your boat (sides, not corners)",
            "The tile must touch one of your tiles by a side (corners don't count).",
            "La tuile doit toucher une de vos tuiles par un côté (les coins ne comptent pas).",
        ),
        (
            "this cat costs 5 fish and you have 2",
            "Not enough fish: this cat costs 5 and you have 2.",
            "Pas assez de poissons\u00a0: ce chat en coûte 5, vous en avez 2.",
        ),
        (
            "blue403 is not in a field",
            "This blue cat is not in a field.",
            "Ce chat bleu n'est dans aucun champ.",
        ),
        (
            "rare201 cannot be taken now (not in the supply, not allowed, or it does not fit)",
            "This rare treasure cannot be taken now (not in the supply, not allowed, "
            "or it does not fit).",
            "Ce trésor rare ne peut pas être pris maintenant (absent de la réserve, "
            "non autorisé, ou il ne rentre pas).",
        ),
        (
            "oshax302:red has already been moved",
            "This red Oshax has already been moved.",
            "Cet Oshax rouge a déjà été déplacé.",
        ),
        (
            "give the Oshax a colour: one of blue, green, red, purple, orange",
            "Choose a colour for the Oshax: blue, green, red, purple, orange.",
            "Choisissez une couleur pour l'Oshax\u00a0: bleu, vert, rouge, violet, orange.",
        ),
        (
            "you do not hold card 113",
            "You don't have card 113 in your hand.",
            "Vous n'avez pas la carte 113 en main.",
        ),
        (
            "card 81 is not in the sister's basic pile",
            "Card 81 is not in the sister's basic lesson pile.",
            "La carte 81 n'est pas dans la pile des leçons de base de la sœur.",
        ),
    ],
)
def test_translations_read_as_expected(reason, english, french):
    assert translate(reason, EN) == english
    assert translate(reason, FR) == french


def test_an_unknown_reason_is_shown_inside_a_sentence():
    assert (
        translate("the moon is made of cheese", EN)
        == "The rules refuse this (the moon is made of cheese)."
    )
    assert (
        translate("the moon is made of cheese", FR)
        == "Les règles l'interdisent (the moon is made of cheese)."
    )
