"""Buying: pay fish for the cards you keep (rules.md Phase 2 buy; also the mini buy of cards
71-74). A running total against your fish, a colour dialog for public lessons, fish cards at
hand, and a warning before buying nothing."""

from __future__ import annotations

import pygame

from game.isle.data.window import isle_content, isle_texts
from game.isle.rules.actions import Buy, Done, Play
from game.isle.rules.anytime import play_context, playable_anytime
from game.isle.rules.state import MiniBuy
from game.isle.scenes.decision import IsleDecisionScene
from game.isle.ui.art import isle_art
from game.shell.scenes.decision import Item
from game.shell.scenes.stack import Host
from game.shell.ui import text


class BuyScene(IsleDecisionScene):
    screen = "buy"
    row_y = 205.0

    def __init__(self, app: Host, game, seat: int) -> None:
        super().__init__(app, game, seat)
        self.chosen: dict[int, str | None] = {}  # card -> named colour
        self._confirm_nothing = False

    def source(self) -> tuple[int, ...]:
        top = self.state.top
        if isinstance(top, MiniBuy):
            return top.cards
        return self.me.kept

    def cost(self) -> int:
        cards = isle_content(self.app).cards
        return sum(cards[c].price for c in self.chosen)

    def refresh(self) -> None:
        cards = isle_content(self.app).cards
        source = self.source()
        self.chosen = {c: v for c, v in self.chosen.items() if c in source}
        fish = self.me.fish
        left = fish - self.cost()
        items = []
        for c in source:
            card = cards[c]
            affordable = c in self.chosen or card.price <= left
            note = self.t("common.fish", count=card.price)
            items.append(
                Item(
                    f"c{c}",
                    card=c,
                    selected=c in self.chosen,
                    enabled=affordable,
                    color=self.chosen.get(c),
                    note=note,
                )
            )
        context = play_context(self.state, self.seat)
        for c in dict.fromkeys(playable_anytime(self.state, self.seat, context)):
            if c not in self.chosen:
                items.append(
                    Item(
                        f"play{c}",
                        label=self.t(
                            "buy.play_fish_card",
                            card=isle_texts(self.app).card_name(c, self.app.settings.language),
                        ),
                        data=c,
                    )
                )
        done = self.t("buy.done", fish=self.t("common.fish", count=self.cost()))
        items.append(Item("done", label=done, selected=True))
        self.items = items
        self.focus = min(self.focus, len(items) - 1)

    def activate(self, item: Item) -> bool:
        cards = isle_content(self.app).cards
        if item.key == "done":
            return self.finish()
        if item.key.startswith("play"):
            played = item.data
            assert isinstance(played, int)  # a "play" button carries the card it plays
            if cards[played].effect == "gain_fish_per_cat_of_chosen_colour":
                self.ask_color(lambda color: self.submit(Play(self.seat, played, color=color)))
            else:
                self.submit(Play(self.seat, played))
            return True
        card = item.card
        assert card is not None  # every other item is a card for sale
        if card in self.chosen:
            del self.chosen[card]
            return True
        if not item.enabled:
            self.game.effects.toast(self.t("buy.too_expensive"), bad=True)
            return True
        self.chosen[card] = None  # a public lesson names its colour when paid (finish)
        return True

    def ask_color(self, then) -> None:
        self.app.open("colors", self.t("anytime.which_color"), then)

    def finish(self) -> bool:
        cards = isle_content(self.app).cards
        unnamed = [
            c
            for c, color in self.chosen.items()
            if color is None and cards[c].color_choice == "on_buy"
        ]
        if unnamed:  # each public lesson bought names a colour, asked once the buyer pays

            def named(color: str, card: int = unnamed[0]) -> None:
                self.chosen[card] = color
                self.finish()

            name = isle_texts(self.app).card_name(unnamed[0], self.app.settings.language)
            self.app.open("colors", self.t("buy.name_color_for", card=name), named)
            return True
        if not self.chosen and not self._confirm_nothing:

            def sure() -> None:
                self._confirm_nothing = True
                self.finish()

            self.app.open(
                "choice",
                self.t("buy.nothing_question"),
                [(self.t("buy.nothing_yes"), sure), (self.t("common.cancel"), lambda: None)],
                cancel=lambda: None,
            )
            return True
        for card, color in list(self.chosen.items()):
            if not self.submit(Buy(self.seat, card, color)):
                return True
        self.chosen.clear()
        self._confirm_nothing = False
        self.submit(Done(self.seat))
        return True

    def title(self) -> str:
        return self.t("buy.title")

    def subtitle(self) -> str:
        return self.t(
            "buy.summary",
            fish=self.t("common.fish", count=self.me.fish),
            cost=self.cost(),
            left=self.me.fish - self.cost(),
        )

    def prompts(self):
        return [
            ("move", self.t("prompt.move")),
            ("confirm", self.t("buy.toggle")),
            ("menu", self.t("prompt.menu")),
        ]

    def header_width(self) -> int:
        """The header's lines keep clear of the fish counter on the right (N11)."""
        layout = self.app.layout
        return layout.px(1180) - 2 * (self._counter_width() + layout.px(24))

    def _counter_width(self) -> int:
        layout = self.app.layout
        digits = text.font("title", layout.heading(40)).size("888")[0]
        return layout.px(40) + layout.px(8) + digits

    def draw_extra(self, surface: pygame.Surface) -> None:
        layout, palette = self.app.layout, self.app.palette
        left = self.me.fish - self.cost()
        fish = isle_art(self.app).fish(layout.px(40))
        right = layout.point(1240, 0)[0]
        x, y = right - self._counter_width() + layout.px(40), layout.point(0, 110)[1]
        surface.blit(fish, fish.get_rect(midright=(x, y)))
        number = text.render(
            str(left), "title", layout.heading(40), palette.good if left >= 0 else palette.bad
        )
        surface.blit(number, number.get_rect(midleft=(x + layout.px(8), y)))
