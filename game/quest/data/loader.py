"""Load ``levels/quest/creatures.json`` into the rules' cards: validate the file, then what spans
its entries (reference: Components [choice]: 42 cards, each beatable, each power on at least 6).

A broken file stops the game with a ``ContentError`` that names the file, the entry and the
field, for example ``quest/creatures.json: entry creatures[3] (id 4): field 'combo[1]': Input
should be '1', '2', '3', '4', '5', '6', 'sun' or 'moon'``.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from game.quest.data.models import CreaturesFile
from game.quest.rules.creatures import Creature, Power, beatable
from game.shell import safeio

LEVELS = Path(__file__).resolve().parents[3] / "levels"
CREATURES = Path("quest") / "creatures.json"
MAX_BYTES = 1 << 20  # the file is about 5 kB
CARD_COUNT = 42  # reference: Components
MIN_PER_POWER = 6  # reference: Components [choice]


class ContentError(Exception):
    """A file in levels/quest/ is broken. The message names the file, the entry and the
    field."""


def _problem(file: str, entry: str, field: str, message: str) -> ContentError:
    return ContentError(f"{file}: entry {entry}: field '{field}': {message}")


def _entry(raw: Any, index: int) -> str:
    """``creatures[3] (id 4)``: the entry by its place, and by its id when it has one."""
    name = f"creatures[{index}]"
    try:
        card_id = raw["creatures"][index]["id"]
    except (KeyError, IndexError, TypeError):
        return name
    return f"{name} (id {card_id})" if isinstance(card_id, int) else name


def _validated(raw: Any, file: str) -> CreaturesFile:
    try:
        return CreaturesFile.model_validate(raw)
    except ValidationError as error:
        first = error.errors(include_url=False, include_input=False)[0]
        loc = tuple(first["loc"])
        problem = str(first["msg"])
    if len(loc) >= 2 and loc[0] == "creatures" and isinstance(loc[1], int):
        field = safeio.field_path(loc[2:]) if loc[2:] else "(whole entry)"
        raise _problem(file, _entry(raw, loc[1]), field, problem)
    raise _problem(file, "file", safeio.field_path(loc), problem)


def load(root: Path = LEVELS) -> tuple[Creature, ...]:
    """Validate ``root``/quest/creatures.json; the creatures sorted by id (card ``i`` at index
    ``i - 1``, as the rules want them)."""
    path = Path(root) / CREATURES
    file = CREATURES.as_posix()
    try:
        raw = safeio.loads(safeio.read_text(path, MAX_BYTES))
    except FileNotFoundError:
        raise ContentError(f"{file}: the file is missing") from None
    except safeio.ReadError as error:
        raise ContentError(f"{file}: {str(error).removeprefix(f'{path}: ')}") from None
    except OSError as error:
        raise ContentError(f"{file}: cannot read the file: {error.strerror or error}") from None
    model = _validated(raw, file)
    seen: set[int] = set()
    for index, card in enumerate(model.creatures):
        entry = _entry(raw, index)
        if card.id in seen:
            raise _problem(file, entry, "id", f"the id {card.id} appears twice")
        seen.add(card.id)
        if not beatable(card.combo):  # never with five tokens or fewer; the reference's rule
            raise _problem(file, entry, "combo", "no roll of the five dice beats it")
    count = len(model.creatures)
    if count != CARD_COUNT:
        raise _problem(file, "file", "creatures", f"the game has {CARD_COUNT} cards, not {count}")
    missing = sorted(set(range(1, count + 1)) - seen)
    if missing:
        raise _problem(
            file, "file", "creatures", f"the ids run 1 to {count}; {missing[0]} is missing"
        )
    powers = Counter(card.power for card in model.creatures)
    for power in Power:
        if powers[power.value] < MIN_PER_POWER:
            raise _problem(
                file,
                "file",
                "creatures",
                f"the power {power.value} is on {powers[power.value]} cards, "
                f"each power needs at least {MIN_PER_POWER}",
            )
    cards = [Creature(c.id, tuple(c.combo), Power(c.power)) for c in model.creatures]
    return tuple(sorted(cards, key=lambda c: c.id))


@lru_cache(maxsize=4)
def _cached(root: str) -> tuple[Creature, ...]:
    return load(Path(root))


def load_creatures(root: Path = LEVELS) -> tuple[Creature, ...]:
    """The game's creatures, loaded once per folder."""
    return _cached(str(Path(root).resolve()))
