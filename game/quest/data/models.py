"""Pydantic models of the files in ``levels/quest/``: the shape of the data, checked field by
field (the loader then checks what spans entries: ids, counts, powers)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

Token = Literal["1", "2", "3", "4", "5", "6", "sun", "moon"]
PowerName = Literal["plus", "minus", "plusminus", "reroll", "opposite"]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)


class CreatureModel(Strict):
    id: int = Field(ge=1, le=999)
    combo: list[Token] = Field(min_length=1, max_length=5)
    power: PowerName


class CreaturesFile(Strict):
    description: str = ""
    creatures: list[CreatureModel] = Field(min_length=1, max_length=999)
