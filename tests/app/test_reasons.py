"""Every refusal of the rules reaches the player as a sentence of the catalogs, in English and
French (game/isle/rules/refusals.py, game/isle/ui/reasons.py)."""

from __future__ import annotations

import ast
import random
import string
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.isle.rules import (
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
from game.isle.rules.actions import (
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
from game.isle.rules.geometry import neighbours
from game.isle.rules.ids import BOAT_COLORS, COLORS, Tile
from game.isle.rules.refusals import TEMPLATES, Refusal
from game.isle.rules.state import GameState, PlaceTile
from game.isle.ui.reasons import translate
from game.shell.ui.i18n import Translator, catalog

ROOT = Path(__file__).resolve().parents[2]
EN, FR = Translator("en"), Translator("fr")


# --- (a) every code the rules raise has an English template and both translations -----------


def _codes_in(node: ast.AST) -> Iterator[str]:
    """The codes an argument can give: a string, the values of a dict and the default of its
    ``.get``, both arms of a conditional."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        yield node.value
    elif isinstance(node, ast.Dict):
        for value in node.values:
            yield from _codes_in(value)
    elif isinstance(node, ast.IfExp):
        yield from _codes_in(node.body)
        yield from _codes_in(node.orelse)
    elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        if node.func.attr == "get":
            yield from _codes_in(node.func.value)
            for arg in node.args[1:]:
                yield from _codes_in(arg)


def raised_codes() -> dict[str, str]:
    """code -> where, for every refusal the rules' sources build."""
    found = {}
    for path in sorted((ROOT / "game" / "isle" / "rules").glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in ("_fail", "Refusal", "IllegalActionError")
                and node.args
            ):
                for code in _codes_in(node.args[0]):
                    found[code] = f"{path.name}:{node.lineno}"
    return found


def test_every_code_raised_has_a_template():
    codes = raised_codes()
    assert len(codes) > 90
    missing = [f"{where}: {code}" for code, where in codes.items() if code not in TEMPLATES]
    assert not missing, "\n".join(missing)
    assert set(TEMPLATES) == set(codes), set(TEMPLATES) - set(codes)


def test_every_template_has_both_translations():
    for code, template in TEMPLATES.items():
        for t in (EN, FR):
            key = f"reason.{code}"
            assert t.has(key), (t.lang, key)
            assert _placeholders(catalog(t.lang)[key]) <= _placeholders(template), key


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
) -> set[IllegalActionError]:
    """Play a random game; before each move, try many actions and keep the refusals."""
    rng = random.Random(seed)
    state = new_game(content, players, mode, difficulty)
    reasons: set[IllegalActionError] = set()

    def refusal(action) -> None:
        try:
            check_action(state, action)
        except IllegalActionError as error:
            reasons.add(error)

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
def played_reasons(content) -> set[IllegalActionError]:
    reasons: set[IllegalActionError] = set()
    for players, mode, seed, difficulty in (
        (2, "standard", 1, None),
        (4, "standard", 2, None),
        (3, "family", 3, None),
        (1, "solo", 4, "medium"),
    ):
        reasons |= collect_reasons(content, players, mode, seed, difficulty)
    return reasons


def test_refusals_of_played_games_all_have_a_sentence(played_reasons):
    unknown = sorted({r.code for r in played_reasons if r.code not in TEMPLATES})
    assert not unknown, unknown
    for error in played_reasons:
        assert error.reason == Refusal(error.code, error.params).text
        for t in (EN, FR):
            text = translate(error, t)
            assert text != t("reason.unknown", reason=error.code)
            assert "{" not in text and text[0].isupper(), text


def test_played_games_meet_the_common_refusals(played_reasons):
    seen = {r.code for r in played_reasons}
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
    assert {key.removeprefix("reason.") for key in en if key.count(".") == 1} == set(TEMPLATES) | {
        "unknown"
    }
    assert catalog("en")["reason.overlap"] == en["reason.overlap"]  # merged by the translator


# --- (d) what the player reads --------------------------------------------------------------


@pytest.mark.parametrize(
    ("code", "params", "english", "french"),
    [
        (
            "not_touching",
            {},
            "The tile must touch one of your tiles by a side (corners don’t count).",
            "La tuile doit toucher une de vos tuiles par un côté (les coins ne comptent pas).",
        ),
        (
            "cat_too_expensive",
            {"cost": 5, "fish": 2},
            "Not enough fish: this cat costs 5 and you have 2.",
            "Pas assez de poissons\u00a0: ce chat en coûte 5, vous en avez 2.",
        ),
        (
            "not_in_field",
            {"tile": Tile(403, "blue")},
            "This blue cat is not in a field.",
            "Ce chat bleu n’est dans aucun champ.",
        ),
        (
            "cannot_take",
            {"tile": Tile(201)},
            "This rare treasure cannot be taken now (not in the supply, not allowed, "
            "or it does not fit).",
            "Ce trésor rare ne peut pas être pris maintenant (absent de la réserve, "
            "non autorisé, ou il ne rentre pas).",
        ),
        (
            "already_moved",
            {"tile": Tile(302, "red")},
            "This red Oshax has already been moved.",
            "Cet Oshax rouge a déjà été déplacé.",
        ),
        (
            "oshax_color",
            {"colors": COLORS},
            "Choose a colour for the Oshax: blue, green, red, purple, orange.",
            "Choisissez une couleur pour l’Oshax\u00a0: bleu, vert, rouge, violet, orange.",
        ),
        (
            "card_not_held",
            {"card": 113},
            "You don’t have card 113 in your hand.",
            "Vous n’avez pas la carte 113 en main.",
        ),
        (
            "not_in_sister_pile",
            {"card": 81, "pile": "basic"},
            "Card 81 is not in the sister’s basic lesson pile.",
            "La carte 81 n’est pas dans la pile des leçons de base de la sœur.",
        ),
    ],
)
def test_translations_read_as_expected(code, params, english, french):
    error = IllegalActionError(code, **params)
    assert translate(error, EN) == english
    assert translate(Refusal(code, params), FR) == french


def test_an_unknown_reason_is_shown_inside_a_sentence():
    error = IllegalActionError("the moon is made of cheese")
    assert error.reason == "the moon is made of cheese"
    assert translate(error, EN) == "The rules refuse this (the moon is made of cheese)."
    assert translate(error, FR) == "Les règles l’interdisent (the moon is made of cheese)."


def test_the_english_reasons_read_as_before():
    assert IllegalActionError("not_in_field", tile=Tile(403, "blue")).reason == (
        "blue403 is not in a field"
    )
    assert str(IllegalActionError("deal_boats", players=2, colors=("blue", "green"))) == (
        "deal 2 different boats among blue, green"
    )
    assert isinstance(IllegalActionError("game_over"), ValueError)
