"""A seat's own decision over Kitten Fuse's table (the kit of the hand and the private choices):
the shell's decision screen (game/shell/scenes/decision.py: the seat it serves, its items, pad,
keys and mouse, the suggested move, narration and help) with the game's cards, words and help,
the table left in view around it, and what the seat alone knows of the deck (its own Peek,
where it put a fuse kitten back) shown beside the deck with a glow only on its own screen.

Only the seat's own pad (or the keyboard and mouse, for a seat without a pad) acts here, and
not in the moment after the No! window closed (a late slam never lands on it).
"""

from __future__ import annotations

import pygame

from game.fuse.rules import Phase
from game.fuse.rules.cards import HIDDEN
from game.fuse.scenes.advice import FuseAdviser
from game.fuse.ui.table import text_cut
from game.fuse.ui.words import card_words
from game.shell.scenes.advice import AdviceKit
from game.shell.scenes.decision import DecisionScene, Item
from game.shell.scenes.stack import Host
from game.shell.ui import text
from game.shell.ui.panels import rounded_plate


class PrivateScene(DecisionScene):
    """A decision of one seat drawn over the table (``game``: the ``FuseTable``)."""

    on_table = True
    cards_owned = True
    advice_kit: type[AdviceKit] | None = FuseAdviser

    def __init__(self, app: Host, table, seat: int) -> None:
        super().__init__(app, table, seat)
        self.dim_table = False

    @property
    def table(self):
        return self.game

    def can_act(self, event) -> bool:
        return self.table.may_act() and super().can_act(event)

    serves: Phase | None = None  # the rules' phase whose decision it serves

    def still_current(self) -> bool:
        """The seat's decision of this screen's kind is still the one due."""
        return (
            self.session.state.phase == self.serves
            and self.session.human_movers() == [self.seat]
            and not self.table.window_open()
        )

    # --- lifecycle ------------------------------------------------------------------------
    def enter(self) -> None:
        self.table.hand_scene = self
        self.table.refusal = None
        self.refresh()
        self.narrate_focus()

    def exit(self) -> None:
        if self.table.hand_scene is self:
            self.table.hand_scene = None

    def update(self, dt: float) -> None:
        if not self.still_current():
            if self.app.stack.top is self:
                self.app.stack.pop()  # the game moved on (a resumed save, a pad came back)
            return
        self.refresh()
        self.narrate_focus()

    # --- the game's cards -------------------------------------------------------------------
    def card_words(self, card: int) -> str:
        return card_words(self.t, card)

    def card_image(self, item: Item, width: int) -> pygame.Surface:
        assert item.card is not None
        return self.table.art.card(item.card, width)

    def card_fits(self, card: int, width: int) -> bool:
        return width >= self.app.layout.px(60)

    def card_subject(self, item: Item) -> object:
        from game.fuse.ui.help import card_subject

        assert item.card is not None
        return card_subject(item.card)

    def hold_anchor(self):
        if 0 <= self.focus < len(self.items):
            return self.items[self.focus].rect.midtop
        return None

    # --- drawing helpers ----------------------------------------------------------------------
    def draw_known(self, surface: pygame.Surface) -> None:
        """What this seat alone knows of the deck's top (its Peek, where it put a fuse kitten
        back): the known cards beside the deck, glowing, on its own screen only."""
        deck = self.state.deck
        known = [(i, c) for i, c in enumerate(deck[:3]) if c != HIDDEN]
        if not known:
            return
        layout, palette = self.app.layout, self.app.palette
        geo = self.table.geo
        width = max(layout.px(28), geo.pile_card * 9 // 20)
        height = round(width * 1.4)
        x = geo.deck.right + layout.px(14)
        y = geo.deck.y
        head = text.render(self.t("fuse.hand.you_know"), "bold", geo.small_font, palette.accent)
        plate = pygame.Rect(x - layout.px(6), y - layout.px(4), 0, 0)
        plate.width = max(head.get_width(), 3 * (width + layout.px(6))) + layout.px(12)
        plate.height = head.get_height() + height + layout.px(30)
        plate.right = min(plate.right, geo.play.right)
        surface.blit(rounded_plate(plate.size, palette.background, 215, layout.px(10)), plate)
        surface.blit(head, (plate.x + layout.px(6), plate.y + layout.px(4)))
        top = plate.y + head.get_height() + layout.px(10)
        for place, card in known:
            at = pygame.Rect(
                plate.x + layout.px(6) + place * (width + layout.px(6)), top, width, height
            )
            pygame.draw.rect(
                surface,
                (255, 226, 128),
                at.inflate(layout.px(6), layout.px(6)),
                max(2, layout.px(3)),
                border_radius=layout.px(8),
            )
            surface.blit(self.table.art.card(card, width), at)
            number = text.render(str(place + 1), "bold", geo.small_font, palette.text)
            surface.blit(number, number.get_rect(midtop=(at.centerx, at.bottom + layout.px(4))))

    def has_tip(self) -> bool:
        """The screen shows the focused card's text in the table's message line."""
        return False

    def covers_middle(self) -> bool:
        """The screen lays its own panel over the middle of the table (the table leaves its
        piles and play out, under it)."""
        return False

    def draw_tip(self, surface: pygame.Surface, words: str) -> None:
        """The focused card's text in the table's message line (the line under the panels;
        the status line when they are compact), unless the suggested move has it."""
        if self.header_given_away():
            return
        layout, palette = self.app.layout, self.app.palette
        table = self.table
        geo = table.geo
        line = geo.caption
        if geo.compact:
            left = table.view.left_label_right(table.show)
            line = pygame.Rect(left, line.y, line.right - left, line.height)
        room = line.width - layout.px(30)
        size = text.fit_size(words, "body", geo.caption_font, room, minimum=layout.dense_text(12))
        image = text.render(words, "body", size, palette.text)
        if image.get_width() > room:
            image = text.render(text_cut(words, "body", size, room), "body", size, palette.text)
        box = image.get_rect(center=line.center).inflate(layout.px(24), layout.px(6))
        box.clamp_ip(line)
        surface.blit(rounded_plate(box.size, palette.background, 240, layout.px(12)), box)
        pygame.draw.rect(
            surface, palette.panel_edge, box, max(1, layout.px(2)), border_radius=layout.px(12)
        )
        surface.blit(image, image.get_rect(center=box.center))

    def draw_words(
        self, surface: pygame.Surface, words: str, box: pygame.Rect | None = None
    ) -> None:
        """What to do, in the column right of the hand (left out where it cannot be read:
        the tip and the narration say it)."""
        view, palette = self.table.view, self.app.palette
        view.draw_side(
            surface, box or view.geo.hand_hint, words, palette.text, bold=False, fit=True
        )
