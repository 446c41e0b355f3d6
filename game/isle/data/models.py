"""Pydantic models of the files in ``levels/``: the shape of the data, checked field by field."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

Color = Literal["blue", "green", "red", "purple", "orange"]
BoatColor = Literal["blue", "green", "red", "purple"]
CellXY = tuple[int, int]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Localised(Strict):
    en: str = Field(min_length=1)
    fr: str = Field(min_length=1)


class RoomModel(Strict):
    id: int = Field(ge=0)
    key: str = Field(min_length=1)
    letter: str = Field(min_length=1, max_length=1)
    icon: str | None
    size: int = Field(gt=0)
    name: Localised


class BoardFile(Strict):
    description: str = ""
    width: int = Field(gt=0)
    height: int = Field(gt=0)
    rows: list[str] = Field(min_length=1)
    rooms: list[RoomModel] = Field(min_length=1)
    middle_row: int = Field(ge=0)
    map_cells: list[CellXY] = Field(min_length=1)


class BoatModel(Strict):
    color: BoatColor
    rats: list[CellXY]
    maps: dict[Color, CellXY]


class BoatsFile(Strict):
    description: str = ""
    boats: list[BoatModel] = Field(min_length=1)


class ShapeModel(Strict):
    id: int
    kind: Literal["cat", "oshax", "common", "rare"]
    name: str = Field(min_length=1)
    rows: list[str] = Field(min_length=1)
    small: bool = False

    @field_validator("rows")
    @classmethod
    def _rows_are_drawings(cls, rows: list[str]) -> list[str]:
        if len({len(r) for r in rows}) != 1:
            raise ValueError("every row must have the same length")
        if any(set(r) - {"#", "."} for r in rows):
            raise ValueError("rows may only contain '#' (cell) and '.' (empty)")
        if not any("#" in r for r in rows):
            raise ValueError("a shape needs at least one cell")
        return rows


class TilesFile(Strict):
    description: str = ""
    cat_colors: list[Color] = Field(min_length=1)
    shapes: list[ShapeModel] = Field(min_length=1)


class EffectModel(Strict):
    kind: str
    params: dict[str, int | str | bool | list[int]] = {}


class ScoringModel(Strict):
    rule: str
    params: dict[str, int | str | bool | list[int]] = {}


class SoloActionModel(Strict):
    action: str
    number: int | None = Field(default=None, ge=1)
    tile_id: int | None = None
    first: int | None = Field(default=None, ge=1)
    second: int | None = Field(default=None, ge=1)


class CardModel(Strict):
    ids: list[int] = Field(min_length=1)
    type: str
    deck: Literal["normal", "family", "solo_colour", "solo_basket", "solo_basic", "solo_advanced"]
    price: int | None = Field(default=None, ge=0)
    speed: int | None = Field(default=None, ge=0)
    basket: Literal["none", "half", "full"] | None = None
    effect: EffectModel | None = None
    scoring: ScoringModel | None = None
    color_choice: Literal["none", "on_buy", "on_play", "on_place", "auto_at_game_end"] = "none"
    in_buy_step: bool = False
    reveals: bool = False
    color: Color | None = None
    baskets: int | None = Field(default=None, ge=1)
    actions: list[SoloActionModel] = []
    name: Localised
    text: Localised


class CardsFile(Strict):
    description: str = ""
    cards: list[CardModel] = Field(min_length=1)


class PlayerCountModel(Strict):
    players: int = Field(ge=1, le=4)
    commons_per_shape: int = Field(ge=0)
    cats_per_field: int = Field(ge=1)


class DraftModel(Strict):
    deal: int = Field(ge=1)
    keep: int = Field(ge=1)
    rounds: int = Field(default=1, ge=1)  # solo: deal / keep / discard the rest, this many times
    extra: int = Field(default=0, ge=0)  # solo: cards dealt at the end and kept automatically


class DifficultyModel(Strict):
    name: str = Field(min_length=1)
    basic: int = Field(ge=0)
    advanced: int = Field(ge=0)


class SoloModel(Strict):
    difficulties: list[DifficultyModel] = Field(min_length=1)
    stack_rares: bool = True


class ModeFile(Strict):
    description: str = ""
    mode: str = Field(min_length=1)
    days: int = Field(ge=1)
    fish_per_day: int = Field(ge=0)
    starting_baskets: int = Field(ge=0)
    draft: DraftModel
    oshax: bool
    deck: str
    rescue: Literal["baskets", "free"] = "baskets"
    map_bonus: Literal["common", "common_or_rare"] = "common"
    solo: SoloModel | None = None
    players: list[PlayerCountModel] = Field(min_length=1)
