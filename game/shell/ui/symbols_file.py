"""The shape of assets/data/symbols.json, for pydantic: imported on first use only
(``symbols_data.file_model``), as a file as shipped does not need it and the title's first
frame does not wait for pydantic's import."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, model_validator

from game.shell.ui.symbols_data import SYMBOLS, check_table


class SymbolsFile(BaseModel):
    model_config = ConfigDict(strict=True, extra="ignore")

    symbols: list[str] = Field(min_length=len(SYMBOLS), max_length=len(SYMBOLS))
    default: dict[str, str]

    @model_validator(mode="after")
    def _complete(self) -> SymbolsFile:
        check_table(self.symbols, self.default)
        return self
