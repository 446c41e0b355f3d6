"""Load ``levels/`` into ``rules.content``: validate every file, then every cross-reference.

A broken file stops the game with a ``ContentError`` that names the file, the entry and the
field, for example ``levels/content/cards.json: entry cards[27] (ids 113): field 'price':
Input should be greater than or equal to 0``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

from pydantic import BaseModel, ValidationError

from game.isle.data.models import BoardFile, BoatsFile, CardModel, CardsFile, ModeFile, TilesFile
from game.isle.data.params import EFFECT_PARAMS, SCORING_PARAMS, param_problem
from game.isle.rules import geometry
from game.isle.rules.content import (
    CARD_TYPES,
    EFFECT_KINDS,
    SOLO_ACTIONS,
    Board,
    Boat,
    Card,
    Content,
    Difficulty,
    Mode,
    ModeSetup,
    Params,
    Room,
    build_content,
    make_shape,
)
from game.isle.rules.ids import BOAT_COLORS, COLORS, kind_of
from game.isle.rules.scoring import SCORING_RULES
from game.isle.rules.vocabulary import CardType
from game.shell import safeio

LEVELS = Path(__file__).resolve().parents[3] / "levels"
MAX_BYTES = 8 << 20  # cards.json, the largest, is about 150 kB
REQUIRED_MODES = ("standard", "family", "solo")  # the modes the setup screen offers


class ContentError(ValueError):
    """A file in levels/ is broken. The message names the file, the entry and the field."""


@dataclass(frozen=True)
class Texts:
    """Player-facing names and texts from the content files, per language."""

    cards: MappingProxyType  # card id -> {"name": {lang: str}, "text": {lang: str}}
    rooms: MappingProxyType  # room id -> {lang: str}

    def card_name(self, card: int, lang: str = "en") -> str:
        return self.cards[card]["name"][lang]

    def card_text(self, card: int, lang: str = "en") -> str:
        return self.cards[card]["text"][lang]

    def room_name(self, room: int, lang: str = "en") -> str:
        return self.rooms[room][lang]


def _short(path: Path, root: Path) -> str:
    try:
        return str(Path(root.name) / path.relative_to(root))
    except ValueError:
        return str(path)


def _entry_label(data: Any, loc: tuple) -> tuple[str, tuple]:
    """Split a pydantic error location into the entry (a list element at the top level, named
    by its id when it has one) and the field path inside it."""
    if len(loc) >= 2 and isinstance(loc[0], str) and isinstance(loc[1], int):
        name = f"{loc[0]}[{loc[1]}]"
        try:
            item = data[loc[0]][loc[1]]
        except (KeyError, IndexError, TypeError):
            item = None
        if isinstance(item, dict):
            for key in ("id", "ids", "color", "players", "mode"):
                if key in item:
                    value = item[key]
                    if isinstance(value, list):
                        value = ", ".join(str(v) for v in value)
                    name += f" ({key} {value})"
                    break
        return name, loc[2:]
    return "file", loc


def _fail(file: str, entry: str, field: str, message: str) -> ContentError:
    return ContentError(f"{file}: entry {entry}: field '{field}': {message}")


def _read(path: Path, model: type[BaseModel], root: Path) -> tuple[Any, Any]:
    file = _short(path, root)
    try:
        raw = safeio.loads(safeio.read_text(path, MAX_BYTES))
    except FileNotFoundError:
        raise ContentError(f"{file}: the file is missing") from None
    except safeio.ReadError as error:
        reason = str(error).removeprefix(f"{path}: ")
        raise ContentError(f"{file}: {reason}") from None
    except OSError as error:
        raise ContentError(f"{file}: cannot read the file: {error.strerror or error}") from None
    try:
        return raw, model.model_validate(raw)
    except ValidationError as error:
        first = error.errors()[0]
        entry, field = _entry_label(raw, tuple(first["loc"]))
        field_text = ".".join(str(p) for p in field) or "(whole entry)"
        raise _fail(file, entry, field_text, first["msg"]) from None


def _cells_from_rows(rows: list[str]) -> list[tuple[int, int]]:
    return [(x, y) for y, row in enumerate(rows) for x, ch in enumerate(row) if ch == "#"]


def _is_connected(cells: list[tuple[int, int]]) -> bool:
    todo, seen = [cells[0]], {cells[0]}
    cellset = set(cells)
    while todo:
        x, y = todo.pop()
        for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if n in cellset and n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(cells)


def _board(path: Path, root: Path) -> tuple[Board, dict[int, dict[str, str]]]:
    file = _short(path, root)
    _, model = _read(path, BoardFile, root)
    if (model.width, model.height) != (geometry.WIDTH, geometry.HEIGHT):
        raise _fail(
            file,
            "file",
            "width",
            f"the rules use a {geometry.WIDTH}x{geometry.HEIGHT} "
            f"grid, the file says {model.width}x{model.height}",
        )
    if len(model.rows) != model.height:
        raise _fail(file, "file", "rows", f"expected {model.height} rows, found {len(model.rows)}")
    letters = {room.letter: room for room in model.rooms}
    masks = {room.id: 0 for room in model.rooms}
    cells = 0
    for y, row in enumerate(model.rows):
        if len(row) != model.width:
            raise _fail(
                file,
                f"rows[{y}]",
                "rows",
                f"row {y} has {len(row)} characters, expected {model.width}",
            )
        for x, ch in enumerate(row):
            if ch == " ":
                continue
            if ch not in letters:
                raise _fail(
                    file,
                    f"rows[{y}]",
                    "rows",
                    f"cell ({x}, {y}) has the letter {ch!r} that names no room",
                )
            masks[letters[ch].id] |= geometry.bit(x, y)
            cells |= geometry.bit(x, y)
    rooms = []
    for i, room in enumerate(model.rooms):
        size = geometry.count(masks[room.id])
        if size != room.size:
            raise _fail(
                file,
                f"rooms[{i}] (id {room.id})",
                "size",
                f"the rows give this room {size} cells, the file says {room.size}",
            )
        rooms.append(Room(room.id, room.key, room.icon, masks[room.id], size))
    # Edge cells: boat cells with a side on the hull (boat.md section 5).
    edge = 0
    for x, y in geometry.cells_of(cells):
        for nx, ny in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if not (0 <= nx < model.width and 0 <= ny < model.height) or not (
                cells & geometry.bit(nx, ny)
            ):
                edge |= geometry.bit(x, y)
                break
    middle = sum(geometry.bit(x, model.middle_row) for x in range(model.width)) & cells
    maps = 0
    for i, (x, y) in enumerate(model.map_cells):
        if not (0 <= x < model.width and 0 <= y < model.height) or not cells & geometry.bit(x, y):
            raise _fail(file, f"map_cells[{i}]", "map_cells", f"({x}, {y}) is not a boat cell")
        maps |= geometry.bit(x, y)
    names = {room.id: {"en": room.name.en, "fr": room.name.fr} for room in model.rooms}
    return Board(cells, tuple(rooms), edge, middle, maps), names


def _boats(path: Path, root: Path, board: Board) -> list[Boat]:
    file = _short(path, root)
    _, model = _read(path, BoatsFile, root)
    boats = []
    for i, boat in enumerate(model.boats):
        entry = f"boats[{i}] (color {boat.color})"
        rats = 0
        for x, y in boat.rats:
            if not (0 <= x < geometry.WIDTH and 0 <= y < geometry.HEIGHT) or not (
                board.cells & geometry.bit(x, y)
            ):
                raise _fail(file, entry, "rats", f"({x}, {y}) is not a boat cell")
            rats |= geometry.bit(x, y)
        if set(boat.maps) != set(COLORS):
            raise _fail(file, entry, "maps", f"needs one map per cat colour {COLORS}")
        maps = []
        for color in COLORS:
            x, y = boat.maps[color]
            b = geometry.bit(x, y) if 0 <= x < geometry.WIDTH and 0 <= y < geometry.HEIGHT else 0
            if not b & board.map_cells:
                raise _fail(file, entry, f"maps.{color}", f"({x}, {y}) is not a treasure-map cell")
            if b & rats:
                raise _fail(file, entry, f"maps.{color}", f"({x}, {y}) is also a rat cell")
            maps.append((color, b))
        if len({m for _, m in maps}) != len(maps):
            raise _fail(file, entry, "maps", "two colours share one map cell")
        boats.append(Boat(boat.color, rats, tuple(maps)))
    if len({b.color for b in boats}) != len(boats):
        raise _fail(file, "file", "boats", "a boat colour appears twice")
    missing = [c for c in BOAT_COLORS if c not in {b.color for b in boats}]
    if missing:
        raise _fail(
            file,
            "file",
            "boats",
            f"a 4-player game needs the boats {', '.join(BOAT_COLORS)}; "
            f"missing: {', '.join(missing)}",
        )
    return boats


def _shapes(path: Path, root: Path, board: Board):
    file = _short(path, root)
    _, model = _read(path, TilesFile, root)
    shapes, seen = [], set()
    for i, shape in enumerate(model.shapes):
        entry = f"shapes[{i}] (id {shape.id})"
        if shape.id in seen:
            raise _fail(file, entry, "id", f"id {shape.id} appears twice")
        seen.add(shape.id)
        try:
            expected = kind_of(shape.id)
        except ValueError as error:
            raise _fail(file, entry, "id", str(error)) from None
        if expected != shape.kind:
            raise _fail(
                file,
                entry,
                "kind",
                f"ids {shape.id // 100}00-{shape.id // 100}99 are "
                f"{expected} tiles, not {shape.kind}",
            )
        cells = _cells_from_rows(shape.rows)
        if not _is_connected(cells):
            raise _fail(file, entry, "rows", "the cells of a tile must be connected by sides")
        width, height = len(shape.rows[0]), len(shape.rows)
        if max(width, height) > geometry.HEIGHT:  # a tile turns: each side within the rows
            raise _fail(
                file,
                entry,
                "rows",
                f"the tile ({width}x{height}) is larger than the boat: turned, it must fit "
                f"its {geometry.HEIGHT} rows",
            )
        made = make_shape(shape.id, shape.kind, cells, board.cells, shape.name, shape.small)
        if not made.placements:
            raise _fail(file, entry, "rows", "the tile fits nowhere inside the boat")
        shapes.append(made)
    return shapes, tuple(model.cat_colors)


def _params(mapping: dict) -> Params:
    return Params.of(mapping)


def _card(
    model: CardModel, file: str, entry: str, shape_ids: set[int], room_ids: frozenset[int]
) -> list[Card]:
    if model.type not in CARD_TYPES:
        raise _fail(file, entry, "type", f"unknown card type {model.type!r}")
    effect, params = "", Params()
    if model.effect is not None:
        if model.effect.kind not in EFFECT_KINDS:
            raise _fail(file, entry, "effect.kind", f"unknown effect {model.effect.kind!r}")
        problem = param_problem(EFFECT_PARAMS[model.effect.kind], model.effect.params, room_ids)
        if problem:
            raise _fail(file, entry, f"effect.params.{problem[0]}", problem[1])
        effect, params = model.effect.kind, _params(model.effect.params)
    if model.type in ("oshax", "anytime", "treasure") and not effect:
        raise _fail(file, entry, "effect", f"a {model.type} card needs an effect")
    scoring, points = "", Params()
    if model.scoring is not None:
        if model.scoring.rule not in SCORING_RULES:
            raise _fail(file, entry, "scoring.rule", f"unknown scoring rule {model.scoring.rule!r}")
        problem = param_problem(SCORING_PARAMS[model.scoring.rule], model.scoring.params, room_ids)
        if problem:
            raise _fail(file, entry, f"scoring.params.{problem[0]}", problem[1])
        scoring, points = model.scoring.rule, _params(model.scoring.params)
        color = model.scoring.params.get("color")
        if color is not None and color not in COLORS:
            raise _fail(file, entry, "scoring.params.color", f"{color!r} is not a cat colour")
    if model.type.startswith(("lesson", "solo_lesson")) and not scoring:
        raise _fail(file, entry, "scoring", "a lesson needs a scoring rule")
    if model.type == "rescue" and (model.speed is None or model.basket is None):
        raise _fail(file, entry, "speed", "a rescue card needs a speed and a basket")
    if (
        model.type in ("oshax", "rescue", "anytime", "treasure", "lesson_private", "lesson_public")
        and model.price is None
    ):
        raise _fail(file, entry, "price", f"a {model.type} card needs a price")
    actions = []
    for j, action in enumerate(model.actions):
        if action.action not in SOLO_ACTIONS:
            raise _fail(file, entry, f"actions[{j}].action", f"unknown action {action.action!r}")
        if action.tile_id is not None and action.tile_id not in shape_ids:
            raise _fail(file, entry, f"actions[{j}].tile_id", f"no tile has id {action.tile_id}")
        actions.append(Params.of(action.model_dump(exclude_none=True)))
    if model.type == "solo_basket" and (len(actions) != 2 or model.baskets is None):
        raise _fail(file, entry, "actions", "a solo basket card needs two actions and baskets")
    if model.type == "solo_colour" and model.color is None:
        raise _fail(file, entry, "color", "a solo colour card needs a colour")
    return [
        Card(
            id=card_id,
            type=CardType(model.type),
            price=model.price or 0,
            speed=model.speed or 0,
            basket=model.basket or "none",
            effect=effect,
            params=params,
            scoring=scoring,
            points=points,
            color_choice=model.color_choice,
            in_buy_step=model.in_buy_step,
            reveals=model.reveals,
            deck=model.deck,
            color=model.color,
            baskets=model.baskets or 0,
            actions=tuple(actions),
        )
        for card_id in model.ids
    ]


def _cards(path: Path, root: Path, shape_ids: set[int], room_ids: frozenset[int]):
    file = _short(path, root)
    _, model = _read(path, CardsFile, root)
    cards, texts, seen = [], {}, set()
    for i, entry_model in enumerate(model.cards):
        entry = f"cards[{i}] (ids {', '.join(str(x) for x in entry_model.ids)})"
        for card_id in entry_model.ids:
            if card_id in seen:
                raise _fail(file, entry, "ids", f"card {card_id} appears twice")
            if card_id <= 0:
                raise _fail(file, entry, "ids", "card ids start at 1")
            seen.add(card_id)
            texts[card_id] = {
                "name": entry_model.name.model_dump(),
                "text": entry_model.text.model_dump(),
            }
        cards.extend(_card(entry_model, file, entry, shape_ids, room_ids))
    return cards, texts


def _difficulties(model: ModeFile, file: str, decks: dict[str, int]) -> tuple[Difficulty, ...]:
    """Solo levels (rules.md 8.1): each draws at most the solo lessons that exist."""
    if model.solo is None:
        return ()
    if any(p.players != 1 for p in model.players):
        raise _fail(file, "file", "players", "a mode with solo difficulties is played by 1 player")
    levels, names = [], set()
    for i, level in enumerate(model.solo.difficulties):
        entry = f"solo.difficulties[{i}] (name {level.name})"
        if level.name in names:
            raise _fail(file, entry, "name", f"the difficulty {level.name!r} appears twice")
        names.add(level.name)
        for field, deck in (("basic", "solo_basic"), ("advanced", "solo_advanced")):
            wanted, held = getattr(level, field), decks.get(deck, 0)
            if wanted > held:
                raise _fail(
                    file,
                    entry,
                    field,
                    f"asks for {wanted} {field} solo lessons, the cards hold {held}",
                )
        levels.append(Difficulty(level.name, level.basic, level.advanced))
    return tuple(levels)


def _modes(directory: Path, root: Path, decks: dict[str, int]) -> list[Mode]:
    modes = []
    for path in sorted(directory.glob("*.json")):
        file = _short(path, root)
        _, model = _read(path, ModeFile, root)
        if model.deck not in decks:
            raise _fail(file, "file", "deck", f"no card belongs to the deck {model.deck!r}")
        setups = tuple(
            ModeSetup(p.players, p.commons_per_shape, p.cats_per_field) for p in model.players
        )
        if len({s.players for s in setups}) != len(setups):
            raise _fail(file, "file", "players", "a player count appears twice")
        if model.draft.keep > model.draft.deal:
            raise _fail(file, "file", "draft.keep", "cannot keep more cards than are dealt")
        solo = model.solo
        modes.append(
            Mode(
                model.mode,
                model.days,
                model.fish_per_day,
                model.starting_baskets,
                model.draft.deal,
                model.draft.keep,
                model.oshax,
                model.deck,
                setups,
                rounds=model.draft.rounds,
                extra=model.draft.extra,
                rescue=model.rescue,
                map_bonus=model.map_bonus,
                difficulties=_difficulties(model, file, decks),
                stack_rares=solo.stack_rares if solo else True,
            )
        )
    if not modes:
        raise ContentError(f"{_short(directory, root)}: no mode file")
    if len({m.name for m in modes}) != len(modes):
        raise ContentError(f"{_short(directory, root)}: two files define the same mode")
    missing = [name for name in REQUIRED_MODES if name not in {m.name for m in modes}]
    if missing:
        raise ContentError(
            f"{_short(directory, root)}: no scenario for the mode(s) {', '.join(missing)} "
            "(the setup screen offers them)"
        )
    return modes


def load(root: Path = LEVELS) -> tuple[Content, Texts]:
    """Validate every file under ``root`` and build the content and the texts."""
    root = Path(root)
    content_dir = root / "content"
    board, room_names = _board(content_dir / "board.json", root)
    boats = _boats(content_dir / "boats.json", root, board)
    shapes, _colors = _shapes(content_dir / "tiles.json", root, board)
    room_ids = frozenset(r.id for r in board.rooms)
    cards, card_texts = _cards(content_dir / "cards.json", root, {s.id for s in shapes}, room_ids)
    decks: dict[str, int] = {}
    for card in cards:
        decks[card.deck] = decks.get(card.deck, 0) + 1
    modes = _modes(root / "scenarios", root, decks)
    content = build_content(board, boats, shapes, cards, modes)
    texts = Texts(MappingProxyType(card_texts), MappingProxyType(room_names))
    return content, texts


@lru_cache(maxsize=4)
def _cached(root: str) -> tuple[Content, Texts]:
    return load(Path(root))


def load_content(root: Path = LEVELS) -> Content:
    """The game's content, loaded once per folder."""
    return _cached(str(Path(root).resolve()))[0]


def load_texts(root: Path = LEVELS) -> Texts:
    return _cached(str(Path(root).resolve()))[1]
