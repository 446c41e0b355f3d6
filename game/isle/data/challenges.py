"""Load ``levels/challenges/*.json`` into ``game.isle.challenges.model.Challenge``, validated.

A challenge file draws the boat as nine rows of 22 characters (``picture``): a space outside
the boat, ``.`` a free cell, any other character a tile aboard, named in ``legend``. Every error
names the file, the entry and the field, like the rest of ``levels/``: a drawn tile that is not
its shape, a cat twice in the box, a lesson that reads fish, a goal already met, a ``solution``
that the rules refuse or that earns fewer than three stars.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Literal

from pydantic import Field

from game.isle.challenges.model import (
    FEWER,
    STARS,
    Challenge,
    ChallengeError,
    Goal,
    GoalKind,
    replay,
    result_of,
    stars,
)
from game.isle.data.folders import challenge_files
from game.isle.data.loader import LEVELS, ContentError, _fail, _read, _short, load_content
from game.isle.data.models import BoatColor, Color, Localised, Strict
from game.isle.rules import geometry
from game.isle.rules.content import Content
from game.isle.rules.ids import Placed, Tile, parse_tile
from game.isle.rules.placement import footprint
from game.isle.rules.scoring import ScoreLine
from game.isle.rules.vocabulary import CardType, TileKind

MAX_COMMONS = 11  # copies of a common shape in the largest supply (tiles.md section 3)
# Lessons that read more than the boat (fish, baskets, turn order, other players, lessons in
# play): a challenge has none of those.
OFF_BOAT_RULES = frozenset(
    {
        "exact_permanent_baskets",
        "first_in_turn_order",
        "largest_family",
        "per_private_lesson",
        "exact_private_lessons",
        "min_fish",
        "per_unspent_fish",
        "double_best_solo_lesson",
    }
)


class _GoalModel(Strict):
    kind: GoalKind
    stars: list[int] = Field(min_length=STARS, max_length=STARS)
    rooms: list[int] = []
    color: Color | None = None
    lines: list[ScoreLine] = []


class _PublicModel(Strict):
    card: int
    color: Color | None = None


class ChallengeFile(Strict):
    description: str = ""
    chapter: int = Field(ge=1, le=9)
    title: Localised
    intro: Localised
    boat: BoatColor
    picture: list[str] = Field(min_length=geometry.HEIGHT, max_length=geometry.HEIGHT)
    legend: dict[str, str] = {}
    offer: list[str] = Field(min_length=1)
    order: Literal["queue", "choose"]
    moves: int = Field(ge=1)
    treasures: dict[str, int] = {}
    lessons: list[int] = []
    public_lessons: list[_PublicModel] = []
    goal: _GoalModel
    solution: list[str] = []


def _tile(content: Content, text: str, fail) -> Tile:
    try:
        tile = parse_tile(text)
    except ValueError as error:
        raise fail(str(error)) from None
    if tile.shape not in content.shapes:
        raise fail(f"no tile has the shape {tile.shape}")
    if tile.kind == TileKind.OSHAX and tile.color is None:
        raise fail(f"{text!r}: an Oshax in a challenge has its colour already (oshax300:red)")
    return tile


def _aboard(content: Content, model: ChallengeFile, file: str) -> tuple[Placed, ...]:
    board = content.board.cells
    cells: dict[str, int] = {}
    for y, row in enumerate(model.picture):
        if len(row) > geometry.WIDTH:
            raise _fail(
                file, f"picture[{y}]", "picture", f"{len(row)} characters, at most {geometry.WIDTH}"
            )
        for x in range(geometry.WIDTH):
            ch = row[x] if x < len(row) else " "
            inside = bool(board & geometry.bit(x, y))
            if ch == " ":
                if inside:
                    raise _fail(
                        file,
                        f"picture[{y}]",
                        "picture",
                        f"({x}, {y}) is a boat cell: '.' when free, a letter when covered",
                    )
                continue
            if not inside:
                raise _fail(
                    file, f"picture[{y}]", "picture", f"({x}, {y}) is outside the boat: a space"
                )
            if ch != ".":
                cells[ch] = cells.get(ch, 0) | geometry.bit(x, y)
    unknown = sorted(set(cells) - set(model.legend))
    if unknown:
        raise _fail(file, "file", "picture", f"{unknown[0]!r} is drawn but not in the legend")
    tiles = []
    for key, text in model.legend.items():

        def fail(message: str, key: str = key) -> ContentError:
            return _fail(file, "file", f"legend.{key}", message)

        if len(key) != 1 or key in " .":
            raise fail("a legend key is one character, neither a space nor '.'")
        if key not in cells:
            raise fail(f"{key!r} is not drawn in the picture")
        tile = _tile(content, text, fail)
        mask = cells[key]
        shape = content.shapes[tile.shape]
        first = geometry.cells_of(mask)
        x0, y0 = min(c[0] for c in first), min(c[1] for c in first)
        if not any(footprint(shape, x0, y0, k) == mask for k in range(8)):
            raise fail(f"the cells drawn with {key!r} are not the shape of {text}")
        tiles.append(Placed(tile.shape, tile.color, mask))
    return tuple(tiles)


def _counts(
    content: Content, model: ChallengeFile, file: str, aboard, offer
) -> tuple[tuple[int, ...], dict[int, int]]:
    """Each tile of the box once (a cat, a rare treasure, an Oshax), common treasures as many
    as the largest supply holds."""
    seen: dict[Tile, str] = {}
    commons: dict[int, int] = {}
    where = [(Tile(p.shape, p.color), "legend") for p in aboard]
    where += [(tile, f"offer[{i}]") for i, tile in enumerate(offer)]
    for tile, field in where:
        if tile.kind == TileKind.COMMON:
            commons[tile.shape] = commons.get(tile.shape, 0) + 1
            continue
        key = Tile(tile.shape, tile.color if tile.kind == TileKind.CAT else None)
        if key in seen:
            raise _fail(
                file,
                "file",
                field,
                f"{tile.text()} is used twice (also in {seen[key]}): the box has one",
            )
        seen[key] = field
    supply = [0] * len(content.commons)
    for text, count in model.treasures.items():

        def fail(message: str, text: str = text) -> ContentError:
            return _fail(file, "file", f"treasures.{text}", message)

        tile = _tile(content, text, fail)
        if tile.kind != TileKind.COMMON:
            raise fail("a map bonus gives a common treasure (common100 to common103)")
        if count < 1:
            raise fail("at least 1")
        supply[content.commons.index(tile.shape)] = count
        commons[tile.shape] = commons.get(tile.shape, 0) + count
    for shape, count in commons.items():
        if count > MAX_COMMONS:
            raise _fail(
                file,
                "file",
                "treasures",
                f"common{shape} is used {count} times, the box has {MAX_COMMONS}",
            )
    return tuple(supply), commons


def _lessons(content: Content, model: ChallengeFile, file: str):
    def rule_problem(card_id: int, kind: str) -> str | None:
        card = content.cards.get(card_id)
        if card is None:
            return f"there is no card {card_id}"
        if card.type != kind:
            return f"card {card_id} is a {card.type} card, not a {kind} one"
        if card.scoring in OFF_BOAT_RULES:
            return f"card {card_id} counts more than the boat (a challenge has only the boat)"
        return None

    for i, card_id in enumerate(model.lessons):
        problem = rule_problem(card_id, CardType.LESSON_PRIVATE)
        if problem:
            raise _fail(file, f"lessons[{i}]", "lessons", problem)
    public = []
    for i, lesson in enumerate(model.public_lessons):
        problem = rule_problem(lesson.card, CardType.LESSON_PUBLIC)
        if problem:
            raise _fail(file, f"public_lessons[{i}]", "card", problem)
        named = content.cards[lesson.card].color_choice == "on_buy"
        if named != (lesson.color is not None):
            raise _fail(
                file,
                f"public_lessons[{i}]",
                "color",
                "this lesson names a colour" if named else "this lesson names no colour",
            )
        public.append((lesson.card, lesson.color))
    return tuple(model.lessons), tuple(public)


def _goal(content: Content, model: ChallengeFile, file: str) -> Goal:
    g = model.goal
    room_ids = {room.id for room in content.board.rooms}
    for i, room in enumerate(g.rooms):
        if room not in room_ids:
            raise _fail(file, "goal", f"rooms[{i}]", f"no room has the id {room}")
    extra = {
        "rooms": g.kind not in ("rooms", "empty") and g.rooms,
        "color": g.kind != "family" and g.color,
        "lines": g.kind != "points" and g.lines,
    }
    for name, present in extra.items():
        if present:
            raise _fail(file, "goal", name, f"a {g.kind} goal has no {name}")
    fewer = g.kind in FEWER
    ordered = all((a > b) if fewer else (a < b) for a, b in zip(g.stars, g.stars[1:], strict=False))
    if not ordered:
        way = "fewer left for each star" if fewer else "more for each star"
        raise _fail(file, "goal", "stars", f"three results, {way}: {g.stars}")
    first, second, third = g.stars  # STARS of them: the model checks
    return Goal(g.kind, (first, second, third), tuple(g.rooms), g.color, tuple(g.lines))


def load_challenge(
    content: Content, path: Path, root: Path = LEVELS, check_solution: bool = True
) -> Challenge:
    """One challenge file, validated; ``check_solution``: its stored line must replay through
    the rules to three stars (the solver's tool reads a file whose line it will replace)."""
    file = _short(path, root)
    _, model = _read(path, ChallengeFile, root)
    aboard = _aboard(content, model, file)
    offer = []
    for i, text in enumerate(model.offer):

        def fail(message: str, i: int = i) -> ContentError:
            return _fail(file, f"offer[{i}]", "offer", message)

        offer.append(_tile(content, text, fail))
    commons, _ = _counts(content, model, file, aboard, offer)
    if model.moves > len(offer):
        raise _fail(file, "file", "moves", f"{model.moves} moves but {len(offer)} tiles offered")
    occupied = 0
    for placed in aboard:
        if placed.mask & occupied:
            raise _fail(file, "file", "legend", "two tiles aboard share a cell")
        occupied |= placed.mask
    lessons, public = _lessons(content, model, file)
    goal = _goal(content, model, file)
    if goal.kind == "points" and not (lessons or public) and "lessons" in "".join(goal.lines):
        raise _fail(file, "goal", "lines", "lesson lines count nothing without lessons")
    challenge = Challenge(
        id=path.stem,
        chapter=model.chapter,
        boat=model.boat,
        aboard=aboard,
        offer=tuple(offer),
        order=model.order,
        moves=model.moves,
        goal=goal,
        commons=commons,
        lessons=lessons,
        public_lessons=public,
        title=MappingProxyType(model.title.model_dump()),
        intro=MappingProxyType(model.intro.model_dump()),
        solution=tuple(model.solution),
    )
    already = goal.stars_for(result_of(content, challenge, aboard))
    if already:
        raise _fail(file, "goal", "stars", f"the boat as drawn already earns {already} star(s)")
    if not check_solution:
        return challenge
    if not model.solution:
        raise _fail(file, "file", "solution", "a three-star line is needed (the hint)")
    try:
        progress = replay(content, challenge, model.solution)
    except ChallengeError as error:
        step = error.params.get("step", 0)
        raise _fail(file, f"solution[{step}]", "solution", str(error)) from None
    except ValueError as error:
        raise _fail(file, "file", "solution", str(error)) from None
    earned = stars(progress)
    if earned < STARS:
        raise _fail(file, "file", "solution", f"the line earns {earned} star(s), not {STARS}")
    return challenge


def load_challenges(root: Path = LEVELS) -> tuple[Challenge, ...]:
    """Every challenge, by chapter then file name."""
    root = Path(root)
    content = load_content(root)
    folder = root / "challenges"
    if not folder.is_dir():
        raise ContentError(f"{_short(folder, root)}: the folder is missing")
    found = [load_challenge(content, path, root) for path in challenge_files(root)]
    return tuple(sorted(found, key=lambda c: (c.chapter, c.id)))


@lru_cache(maxsize=2)
def _cached(root: str) -> tuple[Challenge, ...]:
    return load_challenges(Path(root))


def challenges(root: Path = LEVELS) -> tuple[Challenge, ...]:
    """The challenges, loaded once per folder."""
    return _cached(str(Path(root).resolve()))
