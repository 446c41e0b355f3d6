"""Drawing Kitten Toys' table from what is shown (``TableShow``): the status line, each seat's
panel (its kitten and name, Super chat cards, cards in hand, and its collection sorted by
colour with a count under each colour's symbol, readable from the sofa), the caption line, the
lead and trump legend, the trick in play order with the card that wins it so far, the trump
card on its pile, and a hand. Colour never speaks alone: every colour shown has its symbol.

Nothing here decides a rule: the card that wins so far is the rules' ``trick_winner``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.kittens.rules.cards import COLOURS, OVERFLOW_AT, SUPER_CHATS_TO_WIN, colour_of
from game.kittens.rules.tricks import trick_winner, turned_paw_swipes
from game.kittens.ui.art import RATIO, ToyArt, card_height
from game.kittens.ui.geometry import Geometry
from game.kittens.ui.preview import Preview
from game.kittens.ui.show import LastTrick, TableShow
from game.kittens.ui.words import colour_word
from game.shell.ui import text
from game.shell.ui.card_table_view import CardTableView, Status, text_cut
from game.shell.ui.palette import shade
from game.shell.ui.panels import dim, draw_caption, focus_ring, rounded_plate


@dataclass
class Hidden:
    """What the animations carry at the moment, not to be drawn where the show has it."""

    hand_cards: dict[int, list[int]] = field(default_factory=dict)  # seat -> cards in flight
    trick: bool = False  # the trick is being swept
    trick_slots: set[int] = field(default_factory=set)
    trump: bool = False


class TableView(CardTableView):
    tab_share = (1, 2)
    side_margin = 0.0
    side_least = 11

    def __init__(self, app, geo: Geometry, art: ToyArt) -> None:
        super().__init__(app, geo, art)
        self.geo: Geometry = geo
        self.art: ToyArt = art

    # --- anchors (where cards fly) ----------------------------------------------------------
    def panel_point(self, seat: int) -> tuple[int, int]:
        return self.geo.panels[seat].center

    def chip_rect(self, seat: int, colour: int) -> pygame.Rect:
        panel = self.geo.panels[seat]
        pad = self.app.layout.px(8)
        width = (panel.width - 2 * pad) // len(COLOURS)
        height = self.geo.chip + text.font("bold", self.geo.count_font).get_height()
        return pygame.Rect(
            panel.x + pad + colour * width, panel.bottom - height - pad, width, height
        )

    def stars_point(self, seat: int) -> tuple[int, int]:
        panel = self.geo.panels[seat]
        return panel.right - self.app.layout.px(30), panel.y + self.app.layout.px(20)

    # --- the whole table --------------------------------------------------------------------
    def draw(
        self,
        surface: pygame.Surface,
        show: TableShow,
        status: Status,
        caption: tuple[str, int] | None,
        hidden: Hidden,
        names,
        last: LastTrick | None = None,
        preview: Preview | None = None,
    ) -> None:
        """The table; with ``last``, the round's last finished trick in the trick's place (the
        players asked to see it again); with ``preview``, a lifted card, faint, where it would
        go in the trick, the trick's winner as it would be, and the toys it would make its
        owner share ringed on their panel."""
        layout = self.app.layout
        surface.blit(self.art.table(layout.width, layout.height), (0, 0))
        if caption and self.geo.compact:  # compact: the caption shows in the status' place
            status = Status(status.mover, status.thinking, "")
        self.draw_status(surface, show, status)
        size = self.names_size(show, names)
        for seat in range(show.players):
            self.draw_panel(surface, show, seat, status, hidden, names(seat), preview, size)
        if caption:
            self.draw_caption(surface, *caption, self.round_label_right(show))
        if last is not None:
            lead = colour_of(last.plays[0][1])
            self.draw_legend(surface, show, lead)
            self.draw_plays(surface, list(last.plays), last.winner, set(last.turned), True, names)
        else:
            self.draw_legend(surface, show)
            self.draw_trick(surface, show, hidden, names, preview)
        self.draw_pile(surface, show, hidden)

    def round_words(self, show: TableShow) -> str:
        return self.t("kittens.table.round", round=max(1, show.round), goal=SUPER_CHATS_TO_WIN)

    def round_label_right(self, show: TableShow) -> int:
        """Where the status line's round label (and its star) ends."""
        layout = self.app.layout
        font = text.font("bold", layout.dense(22))
        width = font.size(self.round_words(show))[0]
        return self.geo.hud.x + width + font.get_height() + layout.px(20)

    def draw_status(self, surface: pygame.Surface, show: TableShow, status: Status) -> None:
        layout, palette, geo = self.app.layout, self.app.palette, self.geo
        image = text.render(self.round_words(show), "bold", layout.dense(22), palette.text)
        at = image.get_rect(midleft=(geo.hud.x, geo.hud.centery))
        surface.blit(image, at)
        star = self.art.star_icon(image.get_height())
        surface.blit(star, star.get_rect(midleft=(at.right + layout.px(4), at.centery)))
        at.width += star.get_width() + layout.px(4)
        if status.words:
            color = palette.text
            if status.mover is not None:
                color = palette.seats[status.mover % len(palette.seats)]
            words = text.render(status.words, "bold", layout.dense(24), color)
            box = words.get_rect(center=geo.hud.center).inflate(layout.px(24), layout.px(6))
            box.left = max(box.left, at.right + layout.px(16))
            surface.blit(rounded_plate(box.size, palette.background, 225, layout.px(12)), box)
            surface.blit(words, words.get_rect(center=box.center))

    def draw_panel(
        self,
        surface: pygame.Surface,
        show: TableShow,
        seat: int,
        status: Status,
        hidden: Hidden,
        name: str,
        preview: Preview | None = None,
        name_size: int | None = None,
    ) -> None:
        """A seat's panel; ``name_size``: the size every panel's name is drawn at (one size
        for all, so that no name looks smaller than the others)."""
        layout, palette, geo = self.app.layout, self.app.palette, self.geo
        rect = geo.panels[seat]
        color = palette.seats[seat % len(palette.seats)]
        acting = status.mover == seat
        surface.blit(rounded_plate(rect.size, palette.panel, 240, layout.px(14)), rect)
        edge = color if acting else palette.panel_edge
        pygame.draw.rect(
            surface, edge, rect, layout.px(5 if acting else 2), border_radius=layout.px(14)
        )
        pad = layout.px(8)
        face_size = self.face_size()
        face = self.art.kitten(seat, face_size)
        surface.blit(face, (rect.x + pad, rect.y + pad))
        # the Super chat cards (stars) at the right of the first row
        star = max(layout.px(16), round(geo.name_font * 0.85))
        stars_w = SUPER_CHATS_TO_WIN * (star + layout.px(2))
        chats = show.seats[seat].super_chats
        x = rect.right - pad - stars_w
        for i in range(SUPER_CHATS_TO_WIN):
            icon = self.art.star_icon(star, filled=i < chats)
            surface.blit(
                icon, (x + i * (star + layout.px(2)), rect.y + pad + (face_size - star) // 2)
            )
        name_x = rect.x + pad + face_size + layout.px(6)
        middle = rect.y + pad + face_size // 2
        hand = len(show.seats[seat].hand) - len(hidden.hand_cards.get(seat, ()))
        small = geo.small_font
        back = self.art.back(max(layout.px(12), round(small * 0.7)))
        tag = ""
        if acting:
            tag = self.t("kittens.table.thinking" if status.thinking else "kittens.table.to_play")
        elif show.leader == seat and not show.trick and show.round:
            tag = self.t("kittens.table.leads")
        if geo.compact:  # the cards in hand, apart from the stars: their number on a card back
            self.draw_hand_count(surface, hand, x - layout.px(10), middle, face_size)
        room = self.name_room(rect)
        size = name_size or self.name_size(name, room)
        label = text.render(name, "bold", size, color)
        if label.get_width() > room:
            label = text.render(text_cut(name, "bold", size, room), "bold", size, color)
        surface.blit(label, label.get_rect(midleft=(name_x, middle)))
        # compact: what the seat does now is its thick frame and the status line (a tab on
        # the panel's edge read as a glitch: play-test 2026-12-06)
        if not geo.compact:  # second row: the cards in hand and what the seat does now
            row_y = rect.y + pad + face_size + layout.px(4)
            words = self.t("kittens.table.in_hand", count=hand)
            line = text.render(words, "body", small, palette.text)
            surface.blit(
                back, back.get_rect(midleft=(rect.x + pad, row_y + line.get_height() // 2))
            )
            surface.blit(line, (rect.x + pad + back.get_width() + layout.px(6), row_y))
            if tag:
                mark = text.render(tag, "bold", small, palette.text_on_accent)
                box = mark.get_rect(topright=(rect.right - pad, row_y)).inflate(layout.px(10), 0)
                box.right = rect.right - pad
                pygame.draw.rect(surface, color, box, border_radius=layout.px(8))
                surface.blit(mark, mark.get_rect(center=box.center))
        # the collection: a chip per colour, its symbol over its count
        counts = show.seats[seat].counts()
        shared = preview.overflow if preview is not None and preview.seat == seat else ()
        for colour, count in enumerate(counts):
            losing = show.lost == (seat, colour) or colour in shared
            self.draw_chip(surface, self.chip_rect(seat, colour), colour, count, losing)
        if seat in show.round_winners or seat in show.game_winners:
            glow = rect.inflate(layout.px(6), layout.px(6))
            pygame.draw.rect(
                surface, palette.focus, glow, layout.px(3), border_radius=layout.px(16)
            )

    def face_size(self) -> int:
        """A panel's kitten (its first row's height)."""
        return max(self.app.layout.px(34), text.font("bold", self.geo.name_font).get_height())

    def count_card(self) -> pygame.Surface:
        """The card back a compact panel writes its cards in hand on, as tall as its row."""
        return self.art.back(round(self.face_size() * 0.95 / RATIO))

    def name_room(self, rect: pygame.Rect) -> int:
        """How wide a panel's name may be: its first row less the kitten, the stars and (a
        compact panel) the cards in hand; the same for every panel of the table."""
        layout, geo = self.app.layout, self.geo
        pad = layout.px(8)
        star = max(layout.px(16), round(geo.name_font * 0.85))
        stars_w = SUPER_CHATS_TO_WIN * (star + layout.px(2))
        right = rect.right - pad - stars_w
        if geo.compact:
            right -= layout.px(10) + self.count_card().get_width() + layout.px(6)
        return right - (rect.x + pad + self.face_size() + layout.px(6)) - layout.px(4)

    def name_size(self, name: str, room: int) -> int:
        layout, geo = self.app.layout, self.geo
        return text.fit_size(name, "bold", geo.name_font, room, minimum=layout.dense(14))

    def names_size(self, show: TableShow, names) -> int:
        """One size for every panel's name: the largest at which each fits its panel."""
        room = self.name_room(self.geo.panels[0])
        return min(self.name_size(names(seat), room) for seat in range(show.players))

    def draw_hand_count(
        self, surface: pygame.Surface, count: int, right: int, middle: int, height: int
    ) -> None:
        """A compact panel's cards in hand: their number written on a card back (a count of
        cards, not a number beside the stars), its right edge at ``right``."""
        layout, palette = self.app.layout, self.app.palette
        back = self.count_card()
        at = back.get_rect(midright=(right, middle))
        surface.blit(back, at)
        size = max(layout.px(10), round(height * 0.5))
        digits = text.render(str(count), "bold", size, palette.text)
        plate = digits.get_rect(center=at.center).inflate(layout.px(6), 0)
        surface.blit(rounded_plate(plate.size, palette.background, 225, layout.px(6)), plate)
        surface.blit(digits, digits.get_rect(center=plate.center))

    def draw_chip(self, surface, rect: pygame.Rect, colour: int, count: int, losing: bool) -> None:
        layout, palette, geo = self.app.layout, self.app.palette, self.geo
        icon = self.art.symbol(colour, geo.chip)
        if count == 0:
            icon = icon.copy()
            icon.set_alpha(80)
        at = icon.get_rect(midtop=(rect.centerx, rect.y))
        surface.blit(icon, at)
        number = text.render(
            str(count), "bold", geo.count_font, palette.text if count else palette.text_dim
        )
        surface.blit(number, number.get_rect(midtop=(rect.centerx, at.bottom - layout.px(2))))
        if count == OVERFLOW_AT - 1 or losing:
            # three of a toy: one more and they must be shared (a ring and a "!" say so)
            ring = at.inflate(layout.px(6), layout.px(6))
            pygame.draw.ellipse(surface, palette.bad, ring, max(2, layout.px(3)))
            bang = text.render("!", "bold", max(10, geo.chip // 2), palette.bad)
            surface.blit(
                bang, bang.get_rect(midleft=(ring.right - layout.px(2), ring.y + layout.px(4)))
            )

    def draw_caption(self, surface: pygame.Surface, words: str, alpha: int, left: int) -> None:
        """The caption, fading by ``alpha``; compact, in the status line from ``left`` on (a line
        too long wraps: ``draw_caption``)."""
        layout, geo = self.app.layout, self.geo
        line = geo.caption
        if geo.compact:  # in the status line, right of the round's label
            line = pygame.Rect(left, line.y, line.right - left, line.height)
        draw_caption(
            surface,
            self.app,
            words,
            alpha,
            line,
            geo.caption.center,
            geo.caption_font,
            layout.dense_text(14),
        )

    def draw_legend(
        self, surface: pygame.Surface, show: TableShow, lead: int | None = None
    ) -> None:
        """The trump colour and the lead colour (``lead``: that of the trick shown, when it
        is not the show's), each with its symbol and its name."""
        layout, palette, geo = self.app.layout, self.app.palette, self.geo
        rect = geo.legend
        y = rect.y + layout.px(8)
        size = geo.small_font
        rows = []
        if show.trump:
            rows.append(("kittens.table.trump", colour_of(show.trump)))
        if lead is None and show.trick:
            lead = colour_of(show.trick[0][1])
        if lead is not None:
            rows.append(("kittens.table.lead", lead))
        icon_size = self.art.symbol_px(max(layout.px(30), round(size * 1.6)))
        for key, colour in rows:
            head = text.render(self.t(key), "bold", size, palette.text_dim)
            surface.blit(head, (rect.x + layout.px(4), y))
            y += head.get_height()
            icon = self.art.symbol(colour, icon_size)
            surface.blit(icon, (rect.x + layout.px(4), y))
            word = text.render(colour_word(self.t, colour), "bold", geo.name_font, palette.text)
            room = rect.width - icon_size - layout.px(12)
            if word.get_width() > room:
                word = text.render(
                    colour_word(self.t, colour),
                    "bold",
                    text.fit_size(colour_word(self.t, colour), "bold", geo.name_font, room),
                    palette.text,
                )
            surface.blit(
                word,
                word.get_rect(midleft=(rect.x + icon_size + layout.px(10), y + icon_size // 2)),
            )
            y += icon_size + layout.px(10)

    def draw_trick(
        self,
        surface: pygame.Surface,
        show: TableShow,
        hidden: Hidden,
        names,
        preview: Preview | None = None,
    ) -> None:
        layout, palette, geo = self.app.layout, self.app.palette, self.geo
        for slot in geo.slots:
            pygame.draw.rect(
                surface,
                shade(palette.background, 1.25),
                slot,
                layout.px(2),
                border_radius=layout.px(10),
            )
        plays = list(show.trick)
        faint = None
        if preview is not None and show.winner is None:  # the lifted card, where it would go
            faint = len(plays)
            plays += preview.plays
        if hidden.trick or not plays:
            return
        best = show.winner
        turned = set(show.turned)
        if best is None and show.trump:  # the card that wins so far, and the paw swipes at 8
            best = trick_winner(tuple(plays), colour_of(show.trump))
            turned = set(turned_paw_swipes(card for _, card in plays))
        won = show.winner is not None
        self.draw_plays(surface, plays, best, turned, won, names, hidden.trick_slots, faint)

    def draw_plays(
        self,
        surface: pygame.Surface,
        plays: list[tuple[int, int]],
        best: int | None,
        turned: set[int],
        won: bool,
        names,
        skip: set[int] | frozenset[int] = frozenset(),
        faint: int | None = None,
    ) -> None:
        """A trick's cards in play order, each with its seat's name; ``best``'s card framed
        ("Wins" once ``won``, else "Winning"), the paw swipes of ``turned`` at 8; the card at
        ``faint`` (a lifted card's preview) half seen."""
        layout, palette, geo = self.app.layout, self.app.palette, self.geo
        for index, (seat, card) in enumerate(plays):
            if index in skip or index >= len(geo.slots):
                continue
            slot = geo.slots[index]
            image = self.art.card(card, slot.width, turned=card in turned)
            if index == faint:
                image = image.copy()
                image.set_alpha(150)
            surface.blit(image, slot)
            tag = self.draw_seat_tag(surface, seat, slot, names(seat))
            if seat == best:  # the card that wins so far: framed, and tagged under its name
                ring = slot.inflate(layout.px(8), layout.px(8))
                focus_ring(surface, ring, palette.focus, max(2, layout.px(4)), layout.px(12))
                key = "kittens.table.wins" if won else "kittens.table.winning"
                self.draw_badge(
                    surface, slot, self.t(key), palette.text_on_accent, palette.focus, below=tag
                )
            if index == 0:
                self.draw_badge(
                    surface,
                    slot,
                    self.t("kittens.table.lead_badge"),
                    palette.text,
                    palette.background,
                )

    def draw_seat_tag(self, surface, seat: int, slot: pygame.Rect, name: str) -> pygame.Rect:
        """The seat's name under its card of the trick; returns its plate."""
        layout, palette, geo = self.app.layout, self.app.palette, self.geo
        color = palette.seats[seat % len(palette.seats)]
        size = text.fit_size(
            name, "bold", geo.small_font, slot.width + layout.px(10), minimum=layout.dense(11)
        )
        image = text.render(name, "bold", size, color)
        box = image.get_rect(midtop=(slot.centerx, slot.bottom + layout.px(5)))
        box = box.inflate(layout.px(8), layout.px(2))
        surface.blit(rounded_plate(box.size, palette.background, 230, layout.px(6)), box)
        surface.blit(image, image.get_rect(center=box.center))
        return box

    def draw_badge(
        self, surface, slot: pygame.Rect, words: str, ink, ground, below: pygame.Rect | None = None
    ) -> None:
        """A word on a plate above the card (``below``: under that plate), off the card."""
        layout = self.app.layout
        width = slot.width + layout.px(16)
        size = text.fit_size(words, "bold", self.geo.badge_font, width, minimum=layout.dense(10))
        image = text.render(words, "bold", size, ink)
        box = image.get_rect().inflate(layout.px(10), layout.px(2))
        if below is None:
            box.midbottom = (slot.centerx, slot.y - layout.px(3))
        else:
            box.midtop = (slot.centerx, below.bottom + layout.px(2))
        pygame.draw.rect(surface, ground, box, border_radius=layout.px(8))
        pygame.draw.rect(surface, ink, box, max(1, layout.px(1)), border_radius=layout.px(8))
        surface.blit(image, image.get_rect(center=box.center))

    def draw_last_button(self, surface: pygame.Surface, words: str, pressed: bool) -> None:
        """The "Last trick" button at the legend's foot (the mouse's way to the last trick;
        ``pressed`` while it shows)."""
        layout, palette, geo = self.app.layout, self.app.palette, self.geo
        rect = geo.last_button
        fill = palette.focus if pressed else palette.panel
        ink = palette.text_on_accent if pressed else palette.text
        pygame.draw.rect(surface, fill, rect, border_radius=layout.px(10))
        pygame.draw.rect(
            surface, palette.panel_edge, rect, max(1, layout.px(2)), border_radius=layout.px(10)
        )
        size = text.fit_size(
            words, "bold", geo.small_font, rect.width - layout.px(12), minimum=layout.dense(10)
        )
        label = text.render(words, "bold", size, ink)
        surface.blit(label, label.get_rect(center=rect.center))

    def pile_card(self) -> pygame.Rect:
        """Where the trump card lies on its pile."""
        geo, layout = self.geo, self.app.layout
        w = geo.slots[0].width
        h = card_height(w)
        head = text.font("bold", geo.small_font).get_height()
        return pygame.Rect(
            geo.pile.centerx - w // 2 + layout.px(6), geo.pile.y + head + layout.px(10), w, h
        )

    def draw_pile(self, surface: pygame.Surface, show: TableShow, hidden: Hidden) -> None:
        layout, palette, geo = self.app.layout, self.app.palette, self.geo
        if not show.round:
            return
        card = self.pile_card()
        words = self.t("kittens.table.trump_card")
        room = geo.pile.right - geo.trick.right + layout.px(6)
        size = text.fit_size(words, "bold", geo.small_font, room, minimum=layout.dense(10))
        head = text.render(words, "bold", size, palette.text_dim)
        at = head.get_rect(midbottom=(card.centerx, card.y - layout.px(6)))
        at.right = min(at.right, geo.pile.right)
        surface.blit(head, at)
        for k in (3, 2, 1):  # the rest of the pile, face down, out of play for the round
            surface.blit(self.art.back(card.width), card.move(-layout.px(4) * k, layout.px(3) * k))
        if show.trump and not hidden.trump:
            surface.blit(self.art.card(show.trump, card.width), card)

    # --- a hand -----------------------------------------------------------------------------
    def draw_hand(
        self,
        surface: pygame.Surface,
        cards: list[int],
        owner: int,
        name: str,
        focus: int | None = None,
        picked: int | None = None,
        leaving: tuple[int, ...] = (),
        dim_cards: bool = False,
    ) -> list[pygame.Rect]:
        """A seat's hand face up in the tray; returns the cards' rects (for the pointer)."""
        layout, palette, geo = self.app.layout, self.app.palette, self.geo
        color = palette.seats[owner % len(palette.seats)]
        self.draw_side(surface, geo.hand_label, self.t("kittens.table.hand_of", name=name), color)
        shown = [c for c in cards if c not in leaving]
        lift = picked if picked is not None else focus
        rects = geo.hand_rects(len(shown), lifted=lift)
        if picked is not None and picked < len(rects):
            rects[picked] = rects[picked].move(0, -rects[picked].height // 8)
        # the lifted card last: whole, over its neighbours in a fan
        order = [i for i in range(len(shown)) if i != lift]
        if lift is not None and 0 <= lift < len(shown):
            order.append(lift)
        for index in order:
            card, rect = shown[index], rects[index]
            image = self.art.card(card, rect.width)
            surface.blit(image, rect)
            if dim_cards:
                dim(surface, palette.background, 90, rect)
            if index == focus:
                focus_ring(
                    surface,
                    rect.inflate(layout.px(6), layout.px(6)),
                    palette.focus,
                    max(2, layout.px(4)),
                    layout.px(10),
                )
        return rects
