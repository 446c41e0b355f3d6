"""Rare finds (rules.md Phase 5): play one treasure or Oshax card per turn, with its choices
(which rare treasure, which Oshax and its colour, commons or small treasures)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.isle.data.window import isle_texts
from game.isle.rules import legal_actions
from game.isle.rules.actions import Play
from game.isle.rules.ids import Tile
from game.isle.rules.vocabulary import CardType
from game.isle.ui.art import isle_art
from game.shell.scenes.decision import Item
from game.shell.scenes.picker import PickerScene
from game.shell.scenes.stack import Host
from game.shell.ui import text
from game.shell.ui.panels import BACKDROP, dim, draw_panel


def rare_find_items(board, state) -> list[Item]:
    """One button per way to use each treasure or Oshax card in hand."""
    t = board.t
    names = isle_texts(board.app)
    lang = board.app.settings.language
    cards = state.content.cards
    plays = [
        a
        for a in legal_actions(state, board.seat)
        if isinstance(a, Play) and cards[a.card].type in (CardType.TREASURE, CardType.OSHAX)
    ]
    items: list[Item] = []
    by_card: dict[int, list[Play]] = {}
    for play in plays:
        by_card.setdefault(play.card, []).append(play)
    for card, options in by_card.items():
        name = names.card_name(card, lang)
        if cards[card].effect == "take_oshax":
            items.append(
                Item(
                    f"oshax{card}",
                    label=t("rare.oshax", card=name),
                    data=lambda options=options: pick_oshax(board, options),
                )
            )
            continue
        rares = [p for p in options if p.tile is not None]
        if rares:
            items.append(
                Item(
                    f"rare{card}",
                    label=t("rare.one_rare", card=name),
                    data=lambda rares=rares: pick_tile(
                        board, t("rare.which_rare"), [(p.tile, p) for p in rares], board.submit
                    ),
                )
            )
        for play in options:
            if play.tile is None:
                items.append(
                    Item(
                        f"{play.option}{card}",
                        label=t(f"rare.option.{play.option}", card=name),
                        data=play,
                    )
                )
    return items


def pick_oshax(board, options: list[Play]) -> None:
    tiles: dict[Tile | None, Play] = {}  # each Oshax once (a play of it)
    for play in options:
        tiles.setdefault(play.tile, play)

    def chosen(play: Play) -> None:
        board.app.open(
            "colors",
            board.t("rare.oshax_color"),
            lambda color: board.submit(Play(play.seat, play.card, tile=play.tile, color=color)),
        )

    pick_tile(board, board.t("rare.which_oshax"), list(tiles.items()), chosen)


def pick_tile(board, question: str, options: list, then: Callable) -> None:
    board.app.stack.push(TilePickerScene(board.app, question, options, then))


class TilePickerScene(PickerScene):
    """Choose one of a few tiles, shown as they look (modal)."""

    name = "tile_picker"

    def __init__(self, app: Host, question: str, options: list, then: Callable) -> None:
        super().__init__(app, question, len(options))
        self.options = options  # (tile, value)
        self.then = then

    def pick(self, index: int) -> None:
        self.then(self.options[index][1])

    def choice_words(self, index: int) -> str:
        """A tile by what it is, its shape and its size."""
        from game.isle.ui.narration import shape_words, tile_words

        tile = self.options[index][0]
        return f"{tile_words(self.app, tile)}, {shape_words(self.app, tile.shape)}"

    def draw(self, surface: pygame.Surface) -> None:
        layout, palette = self.app.layout, self.app.palette
        dim(surface, palette.background, BACKDROP)
        box = layout.rect(140, 180, 1000, 320)
        draw_panel(surface, box, self.app)
        question = text.render(self.question, "title", layout.font(26), palette.text)
        surface.blit(question, question.get_rect(midtop=(box.centerx, box.top + layout.px(18))))
        cell = layout.px(30)
        slot = 4 * cell + layout.px(20)
        count = len(self.options)
        slot = min(slot, (box.width - layout.px(40)) // max(1, count))
        cell = min(cell, (slot - layout.px(12)) // 4)
        x = box.centerx - count * slot // 2
        y = box.top + layout.px(80)
        self.rects = []
        for i, (tile, _) in enumerate(self.options):
            rect = pygame.Rect(x + i * slot, y, slot - layout.px(10), slot - layout.px(10))
            self.rects.append(rect)
            image = isle_art(self.app).tile(tile.shape, tile.color, 0, cell)
            surface.blit(image, image.get_rect(center=rect.center))
            self.draw_marks(surface, rect, i)
        self.draw_prompts(surface)
