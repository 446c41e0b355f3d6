"""The draft: keep two of the cards in front of you, pass the rest (rules.md Phase 2).
The Family variant uses it to keep two of its three family lessons."""

from __future__ import annotations

import pygame

from game.isle.data.window import isle_content, isle_texts
from game.isle.rules.actions import Keep
from game.isle.scenes.decision import IsleDecisionScene
from game.isle.ui.art import isle_art
from game.shell.scenes.decision import Item
from game.shell.scenes.stack import Host
from game.shell.ui import text


class DraftScene(IsleDecisionScene):
    screen = "draft"
    row_y = 210.0
    says_choices = True  # with how many are left to keep (say_choice below)

    def __init__(self, app: Host, game, seat: int, screen: str = "draft") -> None:
        super().__init__(app, game, seat)
        self.screen = screen
        self.chosen: list[int] = []
        self._offer: tuple[int, ...] = ()

    @property
    def keep(self) -> int:
        return isle_content(self.app).modes[self.state.mode].keep

    def refresh(self) -> None:
        offer = self.me.offer
        if offer != self._offer:
            self._offer = offer
            self.chosen = [c for c in self.chosen if c in offer]
            self.focus = 0
        ready = len(self.chosen) == self.keep
        self.items = [Item(f"c{c}", card=c, selected=c in self.chosen) for c in offer]
        self.items.append(
            Item(
                "keep",
                label=self.t("draft.keep_button", count=self.keep),
                enabled=ready,
                selected=ready,
            )
        )
        self.focus = min(self.focus, len(self.items) - 1)

    def activate(self, item: Item) -> bool:
        if item.key == "keep":
            if len(self.chosen) != self.keep:
                self.game.effects.toast(self.t("draft.choose_more", count=self.keep), bad=True)
                return True
            if self.submit(Keep(self.seat, tuple(sorted(self.chosen)))):
                self.chosen = []
            return True
        assert item.card is not None  # every other item is a card of the hand
        dropped: int | None = None
        if item.card in self.chosen:
            self.chosen.remove(item.card)
            dropped = item.card
        elif len(self.chosen) < self.keep:
            self.chosen.append(item.card)
            if len(self.chosen) == self.keep:
                self.focus = len(self.items) - 1  # jump to the confirm button
        else:
            dropped = self.chosen.pop(0)
            self.chosen.append(item.card)
        self.say_kept(item.card, dropped)
        return True

    def say_kept(self, card: int | None, dropped: int | None) -> None:
        """What a press kept or gave back, and how many are left to keep (issue 46: the
        choice was silent)."""
        lang = self.app.settings.language
        left = self.keep - len(self.chosen)
        more = self.t("isle.draft.left", count=left) if left else self.t("isle.draft.left.zero")
        texts = isle_texts(self.app)
        lines = []
        if dropped is not None:
            lines.append(self.t("isle.draft.unchosen", card=texts.card_name(dropped, lang)))
        if card is not None and card in self.chosen:
            lines.append(self.t("isle.draft.chosen", card=texts.card_name(card, lang)))
        self.app.narrate(" ".join([*lines, more]))

    def title(self) -> str:
        if self.screen == "family_lessons":
            return self.t("draft.family_title", count=self.keep, total=len(self.me.offer))
        return self.t("draft.title", count=self.keep, total=len(self.me.offer))

    def subtitle(self) -> str:
        if self.screen == "family_lessons":
            return self.t("draft.family_sub")
        n = self.state.players
        if n < 2 or len(self.me.offer) - self.keep <= 0:
            return ""
        target = (self.seat + self.state.direction) % n
        return self.t(
            "draft.pass_to", name=self.app.seat_name(target), count=len(self.me.offer) - self.keep
        )

    def prompts(self):
        return [
            ("move", self.t("prompt.move")),
            ("confirm", self.t("draft.toggle")),
            ("menu", self.t("prompt.menu")),
        ]

    # --- the cards in motion (dealt, passed): pure presentation -------------------------------
    def draw_items(self, surface: pygame.Surface) -> None:
        hands = self.game.effects.hands
        leaving = hands.leaving(self.seat)
        if leaving:  # the hand just passed on, on its way to the neighbour
            rects = [item.rect for item in self.items if item.card is not None]
            for index, (card, pose) in enumerate(leaving):
                if rects:
                    step = rects[1].x - rects[0].x if len(rects) > 1 else rects[0].width
                    rect = rects[min(index, len(rects) - 1)].move(
                        step * max(0, index - len(rects) + 1), 0
                    )
                    self._draw_moving(surface, card, rect, pose)
        super().draw_items(surface)

    def draw_card_item(self, surface: pygame.Surface, item: Item, focused: bool) -> None:
        assert item.card is not None  # drawn as a card: it is one
        index = next(i for i, other in enumerate(self.items) if other is item)
        pose = self.game.effects.hands.pose(self.seat, item.card, index)
        if pose is None:
            super().draw_card_item(surface, item, focused)
        else:
            self._draw_moving(surface, item.card, item.rect, pose)

    def _draw_moving(self, surface: pygame.Surface, card: int, rect: pygame.Rect, pose) -> None:
        if pose.opacity <= 0:
            return
        layout = self.app.layout
        image = isle_art(self.app).card(
            card, rect.width, self.app.settings.language, isle_texts(self.app)
        )
        if pose.opacity < 1:
            image = image.copy()
            image.set_alpha(round(255 * pose.opacity))
        surface.blit(
            image, rect.move(round(pose.dx * layout.width), round(pose.dy * layout.height))
        )

    def kept_size(self) -> int:
        """The "Cards to buy" label's size: the header's subtitle's, never larger than the
        heading (at 200 % in French it stood larger than "Gardez 2 de ces 7 cartes")."""
        layout = self.app.layout
        scaled = round(layout.font(18) * getattr(self, "header_scale", 1.0))
        return min(layout.font(18), max(layout.dense_text(18), scaled))  # body text at least

    def message_keepout(self) -> list[pygame.Rect]:
        """The cards kept so far, along the bottom, stay in view under a refusal's words."""
        rects = super().message_keepout()
        if self.screen != "family_lessons":
            layout = self.app.layout
            label = text.font("bold", self.kept_size()).size(
                self.t("draft.kept", count=len(self.me.kept))
            )
            x, y = layout.point(self.row_span()[0] + 10, 560)
            wide = label[0] + layout.px(12) + len(self.me.kept) * layout.px(70)
            rects.append(pygame.Rect(x, y - layout.px(10), wide, max(label[1], layout.px(100))))
        return rects

    def draw_extra(self, surface: pygame.Surface) -> None:
        """The cards already kept, small, along the bottom, and the passing direction."""
        layout, palette = self.app.layout, self.app.palette
        kept = self.me.kept
        if self.screen == "family_lessons":
            return
        label = text.render(
            self.t("draft.kept", count=len(kept)), "bold", self.kept_size(), palette.text
        )
        x, y = layout.point(self.row_span()[0] + 10, 560)
        surface.blit(label, (x, y))
        x += label.get_width() + layout.px(12)
        width = layout.px(64)
        for card in kept:
            surface.blit(
                isle_art(self.app).card(
                    card, width, self.app.settings.language, isle_texts(self.app)
                ),
                (x, y - layout.px(10)),
            )
            x += width + layout.px(6)
        if self.state.players > 1 and len(self.me.offer) > self.keep:
            # the passing direction: an arrow pointing to the neighbour who gets the rest
            cx, cy = layout.point(1200, 150)
            size = layout.px(26)
            d = self.state.direction
            points = [
                (cx - d * size, cy - size // 3),
                (cx + d * size // 3, cy - size // 3),
                (cx + d * size // 3, cy - size * 2 // 3),
                (cx + d * size, cy),
                (cx + d * size // 3, cy + size * 2 // 3),
                (cx + d * size // 3, cy + size // 3),
                (cx - d * size, cy + size // 3),
            ]
            pygame.draw.polygon(surface, palette.accent, points)


def family_lessons(app: Host, game, seat: int) -> DraftScene:
    """The Family variant's first choice: keep two of the three family lessons."""
    return DraftScene(app, game, seat, "family_lessons")
