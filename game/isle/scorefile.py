"""The ``score`` command: read an end-of-game score file (JSON), print every score and winner."""

from __future__ import annotations

import json
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from game.isle.data.loader import ContentError, load_content
from game.isle.rules import geometry
from game.isle.rules.content import Content
from game.isle.rules.ids import COLORS, Placed, kind_of
from game.isle.rules.scoring import (
    MODES,
    BoatReport,
    score_boats,
    score_sister,
    winners,
)
from game.isle.rules.vocabulary import Mode
from game.shell import safeio
from game.shell.arguments import capped

USAGE = "usage: python -m game score FILE"

# Which card types a file may list, per mode (rules.md 8 and 9, cards.md 0).
PRIVATE_TYPES = {"standard": "lesson_private", "solo": "lesson_private", "family": "lesson_family"}
SISTER_TYPES = ("solo_lesson_basic", "solo_lesson_advanced")


MAX_BYTES = 1 << 20  # a 4-player file is about 20 kB


class ScoreFileError(Exception):
    """The score file is not a valid end-of-game situation; the message names where."""


# --- the file's shape: JSON types, field by field (errors name the path of the field) --------


class _Shape(BaseModel):
    model_config = ConfigDict(strict=True, extra="ignore", defer_build=True)


Pair = Annotated[list[int], Field(min_length=2, max_length=2)]  # [x, y]


class TileModel(_Shape):
    shape: int
    color: str | None = None
    cells: list[Pair] = Field(min_length=1, max_length=16)


class PlayerModel(_Shape):
    boat: str = Field(max_length=20)
    fish: int = Field(default=0, ge=0)
    private_lessons: list[int] = Field(default_factory=list, max_length=64)
    tiles: list[TileModel] = Field(default_factory=list, max_length=160)
    permanent_baskets: int = Field(default=1, ge=0)
    turn_order_position: int = Field(default=0, ge=0)


class PublicLessonModel(_Shape):
    card: int
    color: str | None = None


class SisterModel(_Shape):
    colors: list[str] = Field(max_length=5)
    lessons: list[int] = Field(default_factory=list, max_length=16)


class ScoreFileModel(_Shape):
    mode: str = Field(default="standard", max_length=20)
    players: list[PlayerModel]
    public_lessons: list[PublicLessonModel] = Field(default_factory=list, max_length=16)
    sister: SisterModel | None = None


def check_shape(data: Any) -> None:
    """Raise ``ScoreFileError`` naming the path of the first field of a wrong JSON type (a
    list where a name is expected, a string where a number is)."""
    _require(isinstance(data, dict), "the file must hold a JSON object")
    players = data.get("players")
    _require(
        isinstance(players, list) and 1 <= len(players) <= 4,
        "'players' must list one to four players",
    )
    try:
        ScoreFileModel.model_validate(data)
    except ValidationError as error:
        raise ScoreFileError(safeio.first_error(error)) from None


def _require(condition: bool, message: str) -> None:
    if not condition:
        raise ScoreFileError(message)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _card(content: Content, where: str, value: Any) -> int:
    _require(_is_int(value), f"{where}: card {value!r} is not a card id")
    _require(value in content.cards, f"{where}: unknown card {value}")
    return value


def _cells(where: str, raw: Any) -> list[tuple[int, int]]:
    _require(
        isinstance(raw, list) and bool(raw), f"{where}: 'cells' must be a list of [x, y] pairs"
    )
    cells = []
    for cell in raw:
        _require(
            isinstance(cell, list) and len(cell) == 2 and all(_is_int(v) for v in cell),
            f"{where}: cell {cell!r} is not an [x, y] pair of integers",
        )
        cells.append((cell[0], cell[1]))
    return cells


def _tile(content: Content, where: str, raw: Any) -> Placed:
    """One tile: a known shape, the right colour for its kind, cells of that shape in one of its
    8 orientations, all inside the boat (rules.md 3.1)."""
    _require(isinstance(raw, dict), f"{where}: a tile must be an object")
    shape_id = raw.get("shape")
    _require(
        _is_int(shape_id) and shape_id in content.shapes, f"{where}: unknown shape {shape_id!r}"
    )
    where = f"{where} (shape {shape_id})"
    kind = kind_of(shape_id)
    color = raw.get("color")
    if kind in ("cat", "oshax"):
        name = "a cat" if kind == "cat" else "an Oshax"
        _require(color is not None, f"{where}: {name} needs a colour, one of {', '.join(COLORS)}")
        _require(color in COLORS, f"{where}: {color!r} is not a cat colour ({', '.join(COLORS)})")
    else:
        _require(color is None, f"{where}: a {kind} treasure has no colour")
    cells = _cells(where, raw.get("cells"))
    board = content.board.cells
    for x, y in cells:
        inside = 0 <= x < geometry.WIDTH and 0 <= y < geometry.HEIGHT and board & geometry.bit(x, y)
        _require(bool(inside), f"{where}: cell ({x}, {y}) is outside the boat")
    _require(len(set(cells)) == len(cells), f"{where}: a cell is listed twice")
    shape = content.shapes[shape_id]
    _require(
        len(cells) == shape.size and geometry.same_footprint(cells, shape.cells),
        f"{where}: cells do not match shape {shape_id} in any orientation",
    )
    return Placed(shape_id, color, geometry.mask_of(cells))


def _tiles(content: Content, seat: int, raw: Any) -> tuple[Placed, ...]:
    _require(isinstance(raw, list), f"player {seat}: 'tiles' must be a list")
    tiles: list[Placed] = []
    for index, item in enumerate(raw):
        where = f"player {seat}, tile {index}"
        tile = _tile(content, where, item)
        where = f"{where} (shape {tile.shape})"
        for other_index, other in enumerate(tiles):
            overlap = tile.mask & other.mask
            if overlap:
                x, y = geometry.cells_of(overlap)[0]
                raise ScoreFileError(
                    f"{where}: overlaps tile {other_index} (shape {other.shape}) at ({x}, {y})"
                )
            if _same_physical_tile(tile, other):
                raise ScoreFileError(
                    f"{where}: duplicates tile {other_index}: there is only one {_tile_name(tile)}"
                )
        tiles.append(tile)
    return tuple(tiles)


def _same_physical_tile(a: Placed, b: Placed) -> bool:
    """Each cat shape exists once per colour; each rare and Oshax id once (tiles.md 2)."""
    if a.shape != b.shape:
        return False
    kind = kind_of(a.shape)
    if kind == "cat":
        return a.color == b.color
    return kind in ("rare", "oshax")


def _tile_name(tile: Placed) -> str:
    kind = kind_of(tile.shape)
    if kind == "cat":
        return f"{tile.color} cat {tile.shape}"
    return f"{'Oshax' if kind == 'oshax' else 'rare treasure'} {tile.shape}"


def _count(where: str, raw: dict, key: str, default: int) -> int:
    value = raw.get(key, default)
    _require(_is_int(value) and value >= 0, f"{where}: '{key}' must be a whole number >= 0")
    return value


def _player(content: Content, seat: int, raw: Any, mode: str) -> BoatReport:
    where = f"player {seat}"
    _require(isinstance(raw, dict), f"{where}: a player must be an object")
    boat = raw.get("boat")
    _require(
        boat in content.boats, f"{where}: unknown boat {boat!r} (one of {', '.join(content.boats)})"
    )
    lessons_raw = raw.get("private_lessons", [])
    _require(isinstance(lessons_raw, list), f"{where}: 'private_lessons' must be a list")
    lessons = []
    for value in lessons_raw:
        card_id = _card(content, f"{where}, private_lessons", value)
        card_type = content.cards[card_id].type
        _require(
            card_type == PRIVATE_TYPES[mode],
            f"{where}: card {card_id} ({card_type}) is not a private lesson of a {mode} game",
        )
        _require(card_id not in lessons, f"{where}: card {card_id} is listed twice")
        lessons.append(card_id)
    return BoatReport(
        boat=boat,
        tiles=_tiles(content, seat, raw.get("tiles", [])),
        fish=_count(where, raw, "fish", 0),
        lessons=tuple(lessons),
        baskets=_count(where, raw, "permanent_baskets", 1),
        order_position=_count(where, raw, "turn_order_position", 0),
    )


def _public_lessons(content: Content, raw: Any) -> tuple[tuple[int, str | None], ...]:
    _require(isinstance(raw, list), "'public_lessons' must be a list")
    found: list[tuple[int, str | None]] = []
    for index, item in enumerate(raw):
        where = f"public lesson {index}"
        _require(isinstance(item, dict), f"{where}: must be an object with a 'card'")
        card_id = _card(content, where, item.get("card"))
        card = content.cards[card_id]
        where = f"{where} (card {card_id})"
        _require(card.is_public_lesson, f"{where}: card {card_id} is not a public lesson")
        _require(all(card_id != seen for seen, _ in found), f"{where}: listed twice")
        color = None
        if card.color_choice == "on_buy":  # rules.md 2, Phase 2: the buyer names the colour
            color = item.get("color")
            _require(color is not None, f"{where}: missing the colour named by the buyer")
            _require(color in COLORS, f"{where}: {color!r} is not a cat colour")
        found.append((card_id, color))
    return tuple(found)


def read_score_file(
    content: Content, data: dict
) -> tuple[tuple[BoatReport, ...], tuple[tuple[int, str | None], ...], Mode]:
    """Parse and check a score file: (player reports, public lessons, mode). Unknown keys are
    ignored. Raises ``ScoreFileError`` naming the player and the tile at fault, or the path of
    a field of the wrong type; a position no game can reach (a tile on two boats, two players
    on one boat, more treasures than the game has, ...) is refused too."""
    check_shape(data)
    named = data.get("mode", "standard")
    _require(named in MODES, f"unknown mode {named!r} (one of {', '.join(MODES)})")
    mode = Mode(named)
    players_raw = data["players"]
    _require(mode != "solo" or len(players_raw) == 1, "a solo game has exactly one player")
    counts = content.modes[mode].player_counts
    _require(
        len(players_raw) in counts or (mode == "standard" and len(players_raw) == 1),
        f"a {mode} game has {_counts(counts)} players, the file lists {len(players_raw)}",
    )
    public = _public_lessons(content, data.get("public_lessons", []))
    _require(
        not public or mode != "family",
        "public_lessons: a family game has no public lessons (rules.md 9)",
    )
    reports = tuple(_player(content, seat, raw, mode) for seat, raw in enumerate(players_raw))
    given = tuple("turn_order_position" in raw for raw in players_raw)
    check_position(content, reports, mode, given)
    return reports, public, mode


def _counts(counts: tuple[int, ...]) -> str:
    return str(counts[0]) if len(counts) == 1 else f"{counts[0]} to {counts[-1]}"


def check_position(
    content: Content,
    reports: tuple[BoatReport, ...],
    mode: str,
    given: tuple[bool, ...] | None = None,
) -> None:
    """What no game can reach: one physical tile or private lesson on two boats, two players on
    one boat, turn-order positions repeated or out of range, an Oshax in the Family variant,
    more copies of a common treasure than the supply holds. ``given``: which players state
    their turn-order position (the others default to 0 and are not compared)."""
    given = given if given is not None else (True,) * len(reports)
    definition = content.modes[mode]
    whole_game = len(reports) > 1  # a single standard boat may come from any game size
    boats: dict[str, int] = {}
    positions: dict[int, int] = {}
    tiles: dict[tuple[int, str | None], tuple[int, int]] = {}
    lessons: dict[int, int] = {}
    last = 1 if mode == "solo" else (len(reports) - 1 if whole_game else 3)  # solo: the sister
    for seat, report in enumerate(reports):
        where = f"player {seat}"
        _require(
            report.boat not in boats,
            f"{where}: boat {report.boat} is also player {boats.get(report.boat)}'s boat",
        )
        boats[report.boat] = seat
        position = report.order_position
        _require(
            position <= last,
            f"{where}: turn_order_position {position} is out of range (0 to {last})",
        )
        if given[seat]:
            _require(
                not whole_game or position not in positions,
                f"{where}: turn_order_position {position} is also "
                f"player {positions.get(position)}'s",
            )
            positions[position] = seat
        for card in report.lessons:
            _require(
                card not in lessons,
                f"{where}: private lesson {card} is also player {lessons.get(card)}'s",
            )
            lessons[card] = seat
        for index, tile in enumerate(report.tiles):
            here = f"{where}, tile {index} (shape {tile.shape})"
            kind = kind_of(tile.shape)
            _require(
                kind != "oshax" or definition.oshax,
                f"{here}: a {mode} game has no Oshax (rules.md 9)",
            )
            if kind == "common":
                continue
            key = (tile.shape, tile.color if kind == "cat" else None)
            if key in tiles:
                other_seat, other_index = tiles[key]
                raise ScoreFileError(
                    f"{here}: the {_tile_name(tile)} is also on player {other_seat}'s boat "
                    f"(tile {other_index})"
                )
            tiles[key] = (seat, index)
    supply = max(
        s.commons_per_shape
        for s in definition.setups
        if not whole_game or s.players == len(reports)
    )
    commons = Counter(t.shape for r in reports for t in r.tiles if kind_of(t.shape) == "common")
    for shape, count in sorted(commons.items()):
        _require(
            count <= supply,
            f"common treasure {shape}: {count} on the boats, a game of this size has {supply}",
        )


def read_sister(
    content: Content, data: dict, mode: str
) -> tuple[tuple[str, ...], tuple[int, ...]] | None:
    """The optional solo ``sister`` block: (colours in reveal order, her solo lessons)."""
    raw = data.get("sister")
    if raw is None:
        return None
    _require(mode == "solo", "sister: only a solo game has a sister")
    _require(isinstance(raw, dict), "sister: must be an object with 'colors' and 'lessons'")
    colors = raw.get("colors")
    _require(
        isinstance(colors, list) and sorted(map(str, colors)) == sorted(COLORS),
        "sister: 'colors' must list the five colours once each, in reveal order",
    )
    lessons_raw = raw.get("lessons", [])
    _require(isinstance(lessons_raw, list), "sister: 'lessons' must be a list")
    lessons = []
    for value in lessons_raw:
        card_id = _card(content, "sister, lessons", value)
        _require(
            content.cards[card_id].type in SISTER_TYPES,
            f"sister: card {card_id} is not a solo lesson",
        )
        _require(card_id not in lessons, f"sister: card {card_id} is listed twice")
        lessons.append(card_id)
    return tuple(colors), tuple(lessons)


def score_file(content: Content, data: dict) -> dict:
    """The command's JSON answer for an already-decoded score file."""
    reports, public, mode = read_score_file(content, data)
    sister = read_sister(content, data, mode)
    scores = score_boats(content, reports, public, mode)
    result: dict[str, Any] = {"players": [{"score": s.as_dict()} for s in scores]}
    sister_score = None
    if sister is not None:
        sister_score = score_sister(content, reports[0], *sister)
        result["sister"] = sister_score.as_dict()
    result["winners"] = winners(scores, reports, mode, sister_score)
    return result


def main(argv: Sequence[str]) -> int:
    """``python -m game score FILE``: print the scores as JSON; exit 2 on a bad file, with one
    line on stderr."""
    if list(argv) in (["-h"], ["--help"]):
        print(f"{USAGE}\n\nPrint the end-of-game scores and winners of FILE as JSON.")
        return 0
    if len(argv) != 1 or argv[0].startswith("-"):  # an option: none but --help (./-x for a file)
        print(USAGE, file=sys.stderr)
        if argv and argv[0].startswith("-"):
            print(f"python -m game score: unknown option {argv[0][:40]!r}", file=sys.stderr)
        return 2
    path = Path(argv[0])
    try:
        data = safeio.loads(safeio.read_text(path, MAX_BYTES), limit=8)
    except FileNotFoundError:
        print(capped(f"{path}: cannot read the file: no such file"), file=sys.stderr)
        return 2
    except OSError as error:
        print(capped(f"{path}: cannot read the file: {error.strerror or error}"), file=sys.stderr)
        return 2
    except safeio.ReadError as error:
        message = str(error)
        prefix = "" if message.startswith(str(path)) else f"{path}: "
        print(capped(f"{prefix}{message}".splitlines()[0]), file=sys.stderr)
        return 2
    try:
        result = score_file(load_content(), data)
    except (ScoreFileError, ContentError) as error:
        print(capped(str(error).splitlines()[0]), file=sys.stderr)
        return 2
    print(json.dumps(result))
    return 0
