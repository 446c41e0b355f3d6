"""Symbols of the colours: the Accessijeux symbol each cat colour carries, showing them and how
large they are drawn (both games of the box follow these settings).

The table stays one-to-one: giving a colour a symbol hands that colour's old symbol to the colour
that had it. The settings keep only a changed table (an empty ``symbol_map`` is the default of
assets/data/symbols.json).
"""

from __future__ import annotations

from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.shell.options import SYMBOL_SIZES
from game.shell.scenes.backdrop import draw_menu_background
from game.shell.scenes.menu_base import MenuScene
from game.shell.scenes.stack import Host
from game.shell.scenes.symbol_art import mapped_art
from game.shell.ui.gui import Button, Choice, Toggle, Widget
from game.shell.ui.palette import COLORS
from game.shell.ui.symbols_data import default_symbols, player_mapping, symbol_names

if TYPE_CHECKING:
    from game.shell.ui.art import Art


class SymbolsScene(MenuScene):
    """``SymbolsScene(app)``: the symbols toggle, their size, one symbol choice per cat colour
    (its symbol drawn beside it), "Default symbols" and a link to the colour-vision preview."""

    name = "symbols"
    title_key = "access.symbols.title"
    area = (300.0, 150.0, 680.0, 500.0)

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self._art: Art | None = None  # the art drawing the player's table (``mapped_art``)

    @property
    def mapping(self) -> dict[str, str]:
        return player_mapping(self.app.settings.symbol_map)

    def widgets(self) -> list[Widget]:
        t, settings, mapping = self.t, self.app.settings, self.mapping
        options = [(name, t(f"access.symbol.{name}")) for name in symbol_names()]
        rows: list[Widget] = [
            Toggle(
                "symbols",
                t("access.symbols.show"),
                options=[(False, t("common.off")), (True, t("common.on"))],
                value=settings.symbols,
                on_change=self.show_symbols,
            ),
            Choice(
                "symbol_size",
                t("settings.symbol_size"),
                options=[(v, t(f"settings.symbol_size.{v}")) for v in SYMBOL_SIZES],
                value=settings.symbol_size,
                on_change=self.size_symbols,
            ),
        ]
        rows += [
            Choice(
                f"color.{color}",
                t(f"color.{color}").capitalize(),
                options=options,
                value=mapping[color],
                on_change=partial(self.assign, color),
            )
            for color in COLORS
        ]
        rows += [
            Button("default", t("access.symbols.default"), on_press=self.restore_default),
            Button("preview", t("access.symbols.preview"), on_press=self.preview),
        ]
        return rows

    # changes -------------------------------------------------------------------------------
    def show_symbols(self, on: bool) -> None:
        self.app.apply_settings(replace(self.app.settings, symbols=on))

    def size_symbols(self, size: str) -> None:
        """Both games draw their symbols this large (pieces, legends, dialogs)."""
        self.app.apply_settings(replace(self.app.settings, symbol_size=size))

    def assign(self, color: str, symbol: str) -> None:
        """Give ``color`` the ``symbol``; the colour that had it takes ``color``'s old one."""
        mapping = self.mapping
        old = mapping[color]
        other = next(c for c, s in mapping.items() if s == symbol)
        mapping[other], mapping[color] = old, symbol
        self.save(mapping)
        if other != color:
            t = self.t
            self.app.narrate(
                t(
                    "access.symbols.swapped",
                    color=t(f"color.{color}"),
                    symbol=t(f"access.symbol.{symbol}"),
                    other=t(f"color.{other}"),
                    old=t(f"access.symbol.{old}"),
                )
            )

    def restore_default(self) -> None:
        self.save(default_symbols())

    def save(self, mapping: dict[str, str]) -> None:
        changed = {} if mapping == default_symbols() else dict(mapping)
        self.app.apply_settings(replace(self.app.settings, symbol_map=changed))

    def preview(self) -> None:
        self.app.open("cvd_preview")

    # lifecycle -----------------------------------------------------------------------------
    def enter(self) -> None:
        self._art = mapped_art(self.app, self._art)
        super().enter()

    def relayout(self) -> None:
        self._art = mapped_art(self.app, self._art)
        super().relayout()

    # drawing -------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        draw_menu_background(surface, self.app)

    def draw_extra(self, surface: pygame.Surface) -> None:
        if self.form is None or self._art is None:
            return
        gap = self.app.layout.px(14)
        for widget in self.form.widgets:
            if not widget.key.startswith("color.") or widget.element is None:
                continue
            color = widget.key.removeprefix("color.")
            image = self._art.symbol(color, widget.rect.height)
            at = image.get_rect(midright=(widget.rect.left - gap, widget.rect.centery))
            if at.left < 0:  # rows as wide as the window (large text): inside the row's end
                at.midleft = (widget.rect.left + gap, widget.rect.centery)
            surface.blit(image, at)
