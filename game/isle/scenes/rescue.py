"""Rescue (rules.md Phase 4): the secret choice of rescue cards (the choices of a rescue turn,
which cat and which basket, are the board screen's)."""

from __future__ import annotations

import pygame

from game.isle.data.window import isle_content
from game.isle.rules.actions import Declare, Done
from game.isle.rules.vocabulary import CardType
from game.isle.scenes.decision import IsleDecisionScene
from game.shell.scenes.decision import Item
from game.shell.scenes.stack import Host
from game.shell.ui import text


class DeclareScene(IsleDecisionScene):
    """Lay rescue cards face down: speed decides the order, baskets pay for rescues."""

    screen = "declare"
    cards_owned = True
    row_y = 210.0

    def __init__(self, app: Host, game, seat: int) -> None:
        super().__init__(app, game, seat)
        self.chosen: list[int] = []

    def refresh(self) -> None:
        cards = isle_content(self.app).cards
        rescue = [c for c in self.me.hand if cards[c].type == CardType.RESCUE]
        self.chosen = [c for c in self.chosen if c in rescue]
        self.items = [Item(f"c{c}", card=c, selected=c in self.chosen) for c in rescue]
        self.items.append(
            Item("done", label=self.t("declare.done", count=len(self.chosen)), selected=True)
        )
        self.focus = min(self.focus, len(self.items) - 1)

    def totals(self) -> tuple[int, int, int]:
        cards = isle_content(self.app).cards
        speed = sum(cards[c].speed for c in self.chosen)
        full = sum(1 for c in self.chosen if cards[c].basket == "full")
        halves = sum(1 for c in self.chosen if cards[c].basket == "half")
        return speed, full, halves

    def activate(self, item: Item) -> bool:
        if item.key == "done":
            for card in self.chosen:
                if not self.submit(Declare(self.seat, card)):
                    return True
            self.chosen = []
            self.submit(Done(self.seat))
            return True
        assert item.card is not None  # every other item is a rescue card
        if item.card in self.chosen:
            self.chosen.remove(item.card)
            return True
        self.chosen.append(item.card)
        # the focus moves on to the next card not laid, else to Done: a second press lays
        # more or confirms, never takes the card just laid back (issue 43, item 2)
        keys = [i.key for i in self.items]
        here = keys.index(item.key)
        later = self.items[here + 1 :] + self.items[:here]
        after = next((i for i in later if i.card is not None and i.card not in self.chosen), None)
        self.focus = keys.index(after.key if after is not None else "done")
        return True

    def title(self) -> str:
        return self.t("declare.title")

    def subtitle(self) -> str:
        speed, full, halves = self.totals()
        return self.t(
            "declare.summary",
            speed=speed,
            baskets=full + halves // 2,
            permanent=max(0, self.me.baskets - self.me.baskets_used),
        )

    def prompts(self):
        return [
            ("move", self.t("prompt.move")),
            ("confirm", self.t("declare.toggle")),
            ("menu", self.t("prompt.menu")),
        ]

    def draw_extra(self, surface: pygame.Surface) -> None:
        """Who declared already, and how many cards (public at once, rules.md 4a)."""
        layout, palette = self.app.layout, self.app.palette
        state = self.state
        left, right = (layout.point(edge, 580)[0] for edge in self.row_span())
        y = layout.point(0, 580)[1]
        lines = [
            text.render(
                self.t(
                    "declare.other",
                    name=self.app.seat_name(seat),
                    count=len(state.seats[seat].declared),
                )
                if state.order.index(seat) < state.step  # its moment to lay cards has come
                else self.t("declare.later", name=self.app.seat_name(seat)),
                "body",
                layout.font(18),
                palette.text,
            )
            for seat in state.order
            if seat != self.seat
        ]
        gap = layout.px(24)
        x, row, spots = left, 0, []
        for line in lines:  # beside the zoomed card, wrapping at large text scales
            if x > left and x + line.get_width() > right:
                x, row = left, row + line.get_height()
            spots.append((x, row))
            x += line.get_width() + gap
        # the rows raised as one, if need be, to stay clear of the prompt bar
        height = max(
            (row + line.get_height() for line, (_, row) in zip(lines, spots, strict=True)),
            default=0,
        )
        y = min(y, layout.height - layout.px(56) - height)
        for line, (x, row) in zip(lines, spots, strict=True):
            surface.blit(line, (x, y + row))
