"""Drawing Kitten Fuse's table from what is shown (``TableShow``): the status line, each seat's
panel (its kitten and name, the cards in its hand, what it does now, the turns it owes, out and
in what place, the winner's crown), the caption line, the deck with its size, the discard pile
with its top card and its size, the play on the table with the No!s against it, and a hand.

Everything a seat may not see stays hidden here: the other hands are backs, the deck is backs.
Nothing here decides a rule.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.fuse.ui.art import NAME_BAND, NAME_ROOM, FuseArt
from game.fuse.ui.geometry import Geometry
from game.fuse.ui.show import PlayShow, TableShow
from game.fuse.ui.words import place_words, play_words
from game.shell.ui import text
from game.shell.ui.card_table_view import CardTableView, Status, text_cut
from game.shell.ui.palette import shade
from game.shell.ui.panels import dim, focus_ring, rounded_plate


@dataclass
class Hidden:
    """What the animations carry at the moment, not to be drawn where the show has it."""

    hand_cards: dict[int, list[int]] = field(default_factory=dict)  # seat -> cards in flight
    discard: int = 0  # cards of the discard pile's top still flying to it
    deck: int = 0  # cards flying into the deck
    play: bool = False  # the play on the table is flying in
    grip: bool = False  # the fuse kitten in a drawer's grip (the big moment shows it)


class TableView(CardTableView):
    tab_share = (2, 3)
    side_margin = 10.0
    side_least = 10

    def __init__(self, app, geo: Geometry, art: FuseArt) -> None:
        super().__init__(app, geo, art)
        self.geo: Geometry = geo
        self.art: FuseArt = art

    # --- anchors (where cards fly) ----------------------------------------------------------
    def panel_point(self, seat: int) -> tuple[int, int]:
        return self.geo.panels[seat].center

    def deck_point(self) -> tuple[int, int]:
        return self.geo.deck.center

    def discard_point(self) -> tuple[int, int]:
        return self.geo.discard.center

    # --- the whole table --------------------------------------------------------------------
    def draw(
        self,
        surface: pygame.Surface,
        show: TableShow,
        status: Status,
        caption: tuple[str, int] | None,
        hidden: Hidden,
        names,
        middle: bool = True,
    ) -> None:
        """The table; ``middle``: its piles and the play on it (a private screen's panel may
        lie there instead)."""
        layout = self.app.layout
        surface.blit(self.art.table(layout.width, layout.height), (0, 0))
        if caption and self.geo.compact:
            status = Status(status.mover, status.thinking, "")
        self.draw_status(surface, show, status)
        for seat in range(show.players):
            self.draw_panel(surface, show, seat, status, hidden, names(seat))
        if caption:
            self.draw_caption(surface, *caption, self.left_label_right(show))
        if not middle:
            return
        self.draw_deck(surface, show, hidden)
        self.draw_discard(surface, show, hidden)
        if not hidden.play:
            self.draw_play(surface, show, names)

    def left_words(self, show: TableShow) -> str:
        return self.t("fuse.table.players_in", count=len(show.in_play()), total=show.players)

    def left_label_right(self, show: TableShow) -> int:
        layout = self.app.layout
        font = text.font("bold", layout.dense(22))
        return self.geo.hud.x + font.size(self.left_words(show))[0] + layout.px(20)

    def draw_status(self, surface: pygame.Surface, show: TableShow, status: Status) -> None:
        layout, palette, geo = self.app.layout, self.app.palette, self.geo
        image = text.render(self.left_words(show), "bold", layout.dense(22), palette.text)
        at = image.get_rect(midleft=(geo.hud.x, geo.hud.centery))
        surface.blit(image, at)
        if status.words:
            color = palette.text
            if status.mover is not None:
                color = palette.seats[status.mover % len(palette.seats)]
            size = text.fit_size(
                status.words,
                "bold",
                layout.dense(24),
                geo.hud.right - at.right - layout.px(60),
                minimum=layout.dense(12),
            )
            words = text.render(status.words, "bold", size, color)
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
    ) -> None:
        layout, palette, geo = self.app.layout, self.app.palette, self.geo
        rect = geo.panels[seat]
        held = show.seats[seat]
        color = palette.seats[seat % len(palette.seats)]
        acting = status.mover == seat
        ground = shade(palette.panel, 0.75) if held.out else palette.panel
        surface.blit(rounded_plate(rect.size, ground, 240, layout.px(14)), rect)
        edge = color if acting else palette.panel_edge
        pygame.draw.rect(
            surface, edge, rect, layout.px(5 if acting else 2), border_radius=layout.px(14)
        )
        pad = layout.px(8)
        face_size = max(layout.px(38), text.font("bold", geo.name_font).get_height())
        face = self.art.kitten(seat, face_size, out=held.out)
        surface.blit(face, (rect.x + pad, rect.y + pad))
        name_x = rect.x + pad + face_size + layout.px(6)
        middle = rect.y + pad + face_size // 2
        count = len(held.hand) - len(hidden.hand_cards.get(seat, ()))
        small = geo.small_font
        back = self.art.back(max(layout.px(12), round(small * 0.72)))
        right = rect.right - pad
        if show.winner == seat:
            crown = self.art.crown(face_size)
            right -= crown.get_width()
            surface.blit(crown, (right, rect.y + pad))
        tag, tag_color = self.panel_tag(show, seat, status)
        if geo.compact and not held.out:  # the cards in hand beside the name
            number = text.render(str(count), "bold", geo.name_font, palette.text)
            right -= number.get_width()
            surface.blit(number, number.get_rect(midleft=(right, middle)))
            right -= back.get_width() + layout.px(4)
            surface.blit(back, back.get_rect(midleft=(right, middle)))
            right -= layout.px(4)
        room = right - name_x - layout.px(4)
        size = text.fit_size(name, "bold", geo.name_font, room, minimum=layout.dense(12))
        label = text.render(name, "bold", size, palette.text_dim if held.out else color)
        if label.get_width() > room:
            label = text.render(text_cut(name, "bold", size, room), "bold", size, color)
        surface.blit(label, label.get_rect(midleft=(name_x, middle)))
        if geo.compact:
            if tag:
                self.draw_tab(surface, rect, tag, tag_color)
            return
        row_y = rect.y + pad + face_size + layout.px(4)
        if held.out:
            words = self.t("fuse.table.out_place", place=place_words(self.t, held.place))
            line = text.render(words, "bold", small, palette.text_dim)
            surface.blit(line, (rect.x + pad, row_y))
        else:
            words = self.t("fuse.table.in_hand", count=count)
            line = text.render(words, "body", small, palette.text)
            surface.blit(
                back, back.get_rect(midleft=(rect.x + pad, row_y + line.get_height() // 2))
            )
            surface.blit(line, (rect.x + pad + back.get_width() + layout.px(6), row_y))
            used = rect.x + pad + back.get_width() + layout.px(6) + line.get_width()
            if tag:
                room = rect.right - pad - used - layout.px(16)
                size = text.fit_size(tag, "bold", small, room, minimum=layout.dense(10))
                mark = text.render(tag, "bold", size, palette.text_on_accent)
                box = mark.get_rect().inflate(layout.px(10), 0)
                box.topright = (rect.right - pad, row_y)
                pygame.draw.rect(surface, tag_color, box, border_radius=layout.px(8))
                surface.blit(mark, mark.get_rect(center=box.center))

    def panel_tag(self, show: TableShow, seat: int, status: Status) -> tuple[str, tuple]:
        """What a seat does now, as a tab: to play (thinking), owes 2 turns, out."""
        palette = self.app.palette
        color = palette.seats[seat % len(palette.seats)]
        held = show.seats[seat]
        if held.out:
            return self.t("fuse.table.out"), palette.text_dim
        if status.mover == seat and show.turn != seat:  # a Favour asked of it
            return self.t("fuse.table.choosing"), color
        if status.mover == seat:
            key = "fuse.table.thinking" if status.thinking else "fuse.table.to_play"
            if show.turn == seat and show.owed > 1:
                key = "fuse.table.thinking_two" if status.thinking else "fuse.table.to_play_two"
            return self.t(key), color
        if show.turn == seat and show.owed > 1:
            return self.t("fuse.table.owes_two"), palette.accent
        if show.turn == seat:
            return self.t("fuse.table.turn"), color
        return "", color

    def draw_caption(self, surface: pygame.Surface, words: str, alpha: int, left: int) -> None:
        layout, palette, geo = self.app.layout, self.app.palette, self.geo
        line = geo.caption
        if geo.compact:
            line = pygame.Rect(left, line.y, line.right - left, line.height)
        size = text.fit_size(
            words,
            "body",
            geo.caption_font,
            line.width - layout.px(30),
            minimum=layout.dense_text(13),
        )
        image = text.render(words, "body", size, palette.text)
        if image.get_width() > line.width - layout.px(26):
            image = text.render(
                text_cut(words, "body", size, line.width - layout.px(30)),
                "body",
                size,
                palette.text,
            )
        box = image.get_rect(center=line.center).inflate(layout.px(24), layout.px(6))
        box.clamp_ip(line)
        plate = rounded_plate(box.size, palette.background, 230, layout.px(12))
        if alpha < 255:
            plate = plate.copy()
            plate.set_alpha(alpha)
            image = image.copy()
            image.set_alpha(alpha)
        surface.blit(plate, box)
        surface.blit(image, image.get_rect(center=box.center))

    # --- the piles -----------------------------------------------------------------------------
    def _heading(self, surface, rect: pygame.Rect, words: str) -> None:
        layout, palette, geo = self.app.layout, self.app.palette, self.geo
        room = rect.width + layout.px(50)
        size = text.fit_size(words, "bold", geo.small_font, room, minimum=layout.dense(10))
        head = text.render(words, "bold", size, palette.text_dim)
        surface.blit(head, head.get_rect(midbottom=(rect.centerx, rect.y - layout.px(6))))

    def _count(self, surface, rect: pygame.Rect, words: str) -> None:
        layout, palette, geo = self.app.layout, self.app.palette, self.geo
        room = rect.width + layout.px(56)
        size = text.fit_size(words, "bold", geo.count_font, room, minimum=layout.dense(12))
        image = text.render(words, "bold", size, palette.text)
        box = image.get_rect(midtop=(rect.centerx, rect.bottom + layout.px(8)))
        box = box.inflate(layout.px(12), layout.px(2))
        surface.blit(rounded_plate(box.size, palette.background, 215, layout.px(8)), box)
        surface.blit(image, image.get_rect(center=box.center))

    def deck_thickness(self, count: int) -> int:
        return min(6, (count + 7) // 8)

    def draw_deck(self, surface: pygame.Surface, show: TableShow, hidden: Hidden) -> None:
        layout, palette, geo = self.app.layout, self.app.palette, self.geo
        rect = geo.deck
        count = max(0, show.deck - hidden.deck)
        self._heading(surface, rect, self.t("fuse.table.deck"))
        if count == 0:
            pygame.draw.rect(
                surface,
                shade(palette.background, 1.3),
                rect,
                layout.px(2),
                border_radius=layout.px(10),
            )
        for k in range(self.deck_thickness(count), 0, -1):
            surface.blit(self.art.back(rect.width), rect.move(-layout.px(2) * k, layout.px(2) * k))
        if count:
            surface.blit(self.art.back(rect.width), rect)
        self._count(
            surface,
            rect.move(0, layout.px(2) * self.deck_thickness(count)),
            self.t("fuse.table.cards", count=count),
        )

    def draw_discard(self, surface: pygame.Surface, show: TableShow, hidden: Hidden) -> None:
        layout, palette, geo = self.app.layout, self.app.palette, self.geo
        rect = geo.discard
        shown = (
            show.discard[: len(show.discard) - hidden.discard] if hidden.discard else show.discard
        )
        self._heading(surface, rect, self.t("fuse.table.discard"))
        if not shown:
            pygame.draw.rect(
                surface,
                shade(palette.background, 1.3),
                rect,
                layout.px(2),
                border_radius=layout.px(10),
            )
        else:
            if len(shown) > 1:
                under = self.art.card(shown[-2], rect.width)
                turned = pygame.transform.rotate(under, 8)
                surface.blit(turned, turned.get_rect(center=rect.center))
            surface.blit(self.art.card(shown[-1], rect.width), rect)
        self._count(surface, rect, self.t("fuse.table.cards", count=len(shown)))

    # --- the play on the table -----------------------------------------------------------------
    def play_card_width(self) -> int:
        return min(self.geo.pile_card, self.geo.play.width // 4)

    def draw_play(self, surface: pygame.Surface, show: TableShow, names) -> None:
        play = show.play
        if play is None:
            return
        layout, palette, geo = self.app.layout, self.app.palette, self.geo
        width = self.play_card_width()
        cards = list(play.cards) + [card for _, card in play.noes]
        rects = geo.play_rects(len(cards), width)
        for index, (card, rect) in enumerate(zip(cards, rects, strict=True)):
            if index >= len(play.cards):  # a No!: a little higher, tilted
                image = pygame.transform.rotate(self.art.card(card, width), 6 if index % 2 else -6)
                surface.blit(image, image.get_rect(center=rect.move(0, -layout.px(10)).center))
            else:
                surface.blit(self.art.card(card, width), rect)
        # what the play is, above the cards
        words = self.play_line(play, names)
        top = rects[0].y if rects else geo.play.centery
        size = text.fit_size(
            words,
            "bold",
            geo.small_font,
            geo.play.width - layout.px(20),
            minimum=layout.dense(11),
        )
        image = text.render(words, "bold", size, palette.seats[play.seat % len(palette.seats)])
        box = image.get_rect(midbottom=(geo.play.centerx, top - layout.px(16)))
        box = box.inflate(layout.px(14), layout.px(4))
        box.top = max(box.top, geo.play.top)
        surface.blit(rounded_plate(box.size, palette.background, 225, layout.px(10)), box)
        surface.blit(image, image.get_rect(center=box.center))
        if play.closed:
            self.draw_stamp(surface, play, rects)

    def play_line(self, play: PlayShow, names) -> str:
        t = self.t
        what = play_words(t, play.cards, play.kind, play.named)
        if play.target is not None:
            return t(
                "fuse.table.play_at", player=names(play.seat), play=what, target=names(play.target)
            )
        return t("fuse.table.play", player=names(play.seat), play=what)

    def draw_stamp(self, surface, play: PlayShow, rects: list[pygame.Rect]) -> None:
        """The play's outcome across its cards: cancelled (No!) or stands."""
        if not rects:
            return
        layout, palette, geo = self.app.layout, self.app.palette, self.geo
        key = "fuse.table.cancelled" if play.cancelled else "fuse.table.stands"
        if not play.noes and not play.cancelled:
            return  # a play nobody answered needs no stamp
        words = self.t(key)
        color = palette.bad if play.cancelled else palette.good
        size = text.fit_size(
            words, "title", geo.name_font + layout.px(6), geo.play.width, minimum=layout.dense(12)
        )
        image = text.render(words, "title", size, palette.text_on_accent)
        box = image.get_rect().inflate(layout.px(20), layout.px(6))
        area = rects[0].unionall(rects[1:])
        box.center = area.center
        pygame.draw.rect(surface, color, box, border_radius=layout.px(10))
        pygame.draw.rect(
            surface, palette.text_on_accent, box, max(1, layout.px(2)), border_radius=layout.px(10)
        )
        surface.blit(image, image.get_rect(center=box.center))

    # --- a hand -----------------------------------------------------------------------------
    def draw_hand(
        self,
        surface: pygame.Surface,
        cards: list[int],
        owner: int,
        name: str,
        focus: int | None = None,
        selected: frozenset[int] | set[int] = frozenset(),
        leaving: tuple[int, ...] = (),
        dim_cards: bool = False,
        playable: frozenset[int] | None = None,
    ) -> list[pygame.Rect]:
        """A seat's hand face up in the tray; returns the cards' rects (for the pointer).
        ``selected``: the indexes lifted (a combo picked card by card); ``playable``: the
        indexes that may be played now (the others are dimmed a little)."""
        layout, palette, geo = self.app.layout, self.app.palette, self.geo
        color = palette.seats[owner % len(palette.seats)]
        self.draw_side(surface, geo.hand_label, self.t("fuse.table.hand_of", name=name), color)
        shown = [c for c in cards if c not in leaving]
        rects = geo.hand_rects(len(shown), lifted=focus)
        for index in selected:
            if index < len(rects):
                rects[index] = rects[index].move(0, -rects[index].height // 8)
        order = [i for i in range(len(shown)) if i != focus and i not in selected]
        order += [i for i in sorted(selected) if i != focus and i < len(shown)]
        if focus is not None and 0 <= focus < len(shown):
            order.append(focus)
        for at, index in enumerate(order):
            card, rect = shown[index], rects[index]
            # a card half under one drawn after it shows its badge and colour, not its name
            # (a sliver under its neighbour leaves the name's margin: it keeps it)
            margin = rect.width * (1 - NAME_ROOM) / 2
            covered = any(rect.clip(rects[later]).width > margin for later in order[at + 1 :])
            surface.blit(self.art.card(card, rect.width, named=not covered), rect)
            if dim_cards or (playable is not None and index not in playable):
                # the picture dims; the name on its band stays as readable as ever
                picture = rect.copy()
                picture.height = round(rect.width * NAME_BAND)
                dim(surface, palette.background, 70 if not dim_cards else 90, picture)
            if index in selected:
                pygame.draw.rect(
                    surface,
                    palette.good,
                    rect.inflate(layout.px(6), layout.px(6)),
                    max(2, layout.px(4)),
                    border_radius=layout.px(10),
                )
            if index == focus:
                focus_ring(
                    surface,
                    rect.inflate(layout.px(10), layout.px(10)),
                    palette.focus,
                    max(2, layout.px(4)),
                    layout.px(12),
                )
        return rects
