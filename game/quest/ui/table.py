"""Drawing Dice Quest's table from what is shown (``QuestShow``): the status line (the turn,
whose it is, the free rerolls left), each seat's panel (badge, name, army by power and spent
creatures), the caption, the deck, the quest line (the creatures the dice beat now lit, with
the faces that beat them marked on the card), the five dice tumbling or still with their
colour tabs, and the powers of the army of the seat playing.

Nothing here decides a rule: which creatures the dice beat is the rules' ``beats`` (through
game/quest/ui/matching.py), asked of the dice shown or of the dice a power would make.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.quest.rules import Creature, Power
from game.quest.ui.art import POWER_COLOURS, QuestArt
from game.quest.ui.geometry import Geometry
from game.quest.ui.matching import Match, witness
from game.quest.ui.motion import Moving
from game.quest.ui.show import QuestShow
from game.quest.ui.words import creature_name, power_words
from game.shell.ui import text
from game.shell.ui.palette import shade
from game.shell.ui.panels import draw_caption, focus_ring, rounded_plate

POWERS = (Power.PLUS, Power.MINUS, Power.PLUSMINUS, Power.OPPOSITE, Power.REROLL)
LIT = (120, 230, 140)


@dataclass
class Status:
    """Who does what now: the seat playing (None: nobody), whether a bot, the words."""

    mover: int | None = None
    thinking: bool = False
    words: str = ""


def lit_cards(
    show: QuestShow, cards: Callable[[int], Creature], dice: Sequence[int] | None = None
) -> dict[int, Match]:
    """The creatures of the line that ``dice`` (the dice shown when None) beat, each with how
    (the rules' ``beats`` decides)."""
    faces = tuple(show.dice if dice is None else dice)
    found = {}
    for card in show.line:
        match = witness(faces, cards(card).combo)
        if match is not None:
            found[card] = match
    return found


def army_counts(army: Sequence[int], cards: Callable[[int], Creature]) -> dict[Power, int]:
    counts = dict.fromkeys(POWERS, 0)
    for card in army:
        counts[cards(card).power] += 1
    return counts


class TableView:
    def __init__(self, app, geo: Geometry, art: QuestArt, cards: Callable[[int], Creature]) -> None:
        self.app = app
        self.geo = geo
        self.art = art
        self.cards = cards

    @property
    def t(self):
        return self.app.t

    def card_image(
        self, card: int, width: int, matched: Sequence[int] | None = None
    ) -> pygame.Surface:
        creature = self.cards(card)
        return self.art.card(
            creature,
            width,
            creature_name(self.t, card),
            matched=matched,
            power=power_words(self.t, creature.power),
        )

    # --- the whole table --------------------------------------------------------------------
    def draw(
        self,
        surface: pygame.Surface,
        show: QuestShow,
        status: Status,
        caption: tuple[str, int] | None,
        moving: Moving,
        names: Callable[[int], str],
        preview: Sequence[int] | None = None,
    ) -> None:
        layout = self.app.layout
        surface.blit(self.art.table(layout.width, layout.height), (0, 0))
        self.draw_status(surface, show, status)
        for seat in range(show.players):
            self.draw_panel(surface, show, seat, status, names(seat))
        if caption:
            self.draw_caption(surface, *caption)
        self.draw_deck(surface, show)
        lit = lit_cards(show, self.cards, preview) if show.settled or preview else {}
        self.draw_line(surface, show, lit, moving)
        self.draw_dice(surface, show, moving, preview)
        self.draw_army(surface, show, names)
        if moving.won is not None:
            card, seat, t = moving.won
            self.draw_flight(surface, card, self.slot_of(show, card) or self.geo.slots[0], seat, t)

    def draw_status(self, surface: pygame.Surface, show: QuestShow, status: Status) -> None:
        layout, palette, geo = self.app.layout, self.app.palette, self.geo
        left = self.t("quest.table.turn", turn=max(1, show.turn))
        if show.players == 1:
            left += " · " + self.t("quest.table.left", count=len(show.line) + show.deck)
        image = text.render(left, "bold", geo.hud_font, palette.text)
        at = image.get_rect(midleft=(geo.hud.x, geo.hud.centery))
        surface.blit(
            rounded_plate(
                at.inflate(layout.px(16), layout.px(4)).size, palette.background, 210, layout.px(10)
            ),
            at.inflate(layout.px(16), layout.px(4)),
        )
        surface.blit(image, at)
        right = at.right + layout.px(24)
        if status.words:
            color = palette.text
            if status.mover is not None:
                color = palette.seats[status.mover % len(palette.seats)]
            size = text.fit_size(
                status.words, "bold", geo.hud_font, geo.hud.right - right - layout.px(20)
            )
            words = text.render(status.words, "bold", size, color)
            box = words.get_rect(midleft=(right + layout.px(12), geo.hud.centery)).inflate(
                layout.px(24), layout.px(4)
            )
            surface.blit(rounded_plate(box.size, palette.background, 225, layout.px(10)), box)
            surface.blit(words, words.get_rect(center=box.center))

    def draw_panel(
        self, surface: pygame.Surface, show: QuestShow, seat: int, status: Status, name: str
    ) -> None:
        layout, palette, geo = self.app.layout, self.app.palette, self.geo
        rect = geo.panels[seat]
        color = palette.seats[seat % len(palette.seats)]
        acting = status.mover == seat and not show.over
        surface.blit(rounded_plate(rect.size, palette.panel, 235, layout.px(12)), rect)
        edge = color if acting else palette.panel_edge
        pygame.draw.rect(
            surface, edge, rect, layout.px(4 if acting else 2), border_radius=layout.px(12)
        )
        if seat in show.winners:
            pygame.draw.rect(
                surface,
                palette.focus,
                rect.inflate(layout.px(6), layout.px(6)),
                layout.px(3),
                border_radius=layout.px(14),
            )
        pad = layout.px(7)
        line_h = text.font("bold", geo.name_font).get_height()
        small_h = text.font("bold", geo.small_font).get_height()
        two_rows = rect.height >= round((line_h + small_h) * 0.85) + pad
        badge_size = max(
            layout.px(18), min(line_h, round(rect.height * (0.44 if two_rows else 0.8)))
        )
        badge = self.art.seat_badge(seat, badge_size)
        top_mid = (
            rect.y + max(pad + badge_size // 2, round(rect.height * 0.3))
            if two_rows
            else rect.centery
        )
        if rect.height > layout.px(110):  # a tall panel (few seats): the name row at the top
            top_mid = rect.y + pad + badge_size // 2
        surface.blit(badge, badge.get_rect(midleft=(rect.x + pad, top_mid)))
        held = show.seats[seat]
        counts = army_counts(held.army, self.cards)
        totals = text.render(
            f"{len(held.army)} {len(held.discard)}", "bold", geo.small_font, palette.text
        )
        name_x = rect.x + pad + badge_size + layout.px(6)
        extra = totals.get_width() + 2 * small_h + layout.px(16)
        room = rect.right - pad - name_x - (0 if two_rows else extra)
        size = text.fit_size(name, "bold", geo.name_font, room, minimum=layout.dense(11))
        label = text.render(name, "bold", size, color)
        if label.get_width() > room:
            label = text.render(_cut(name, size, room), "bold", size, color)
        surface.blit(label, label.get_rect(midleft=(name_x, top_mid)))
        if not two_rows:  # one row (eight seats, large text): a creature and a card back
            size = max(layout.px(10), min(small_h, rect.height - 2 * pad))
            x = rect.right - pad
            for count, icon in (
                (len(held.discard), self.art.back(max(layout.px(8), round(size / 1.4)))),
                (len(held.army), self.art.portrait(18, size)),
            ):
                number = text.render(str(count), "bold", geo.small_font, palette.text)
                x -= number.get_width()
                surface.blit(number, number.get_rect(midleft=(x, top_mid)))
                x -= icon.get_width() + layout.px(2)
                surface.blit(icon, icon.get_rect(midleft=(x, top_mid)))
                x -= layout.px(6)
            return
        # second row: the army by power (icon and count), then the creatures spent
        row_mid = (
            rect.y + round(rect.height * 0.74)
            if rect.height <= layout.px(110)
            else rect.bottom - pad - small_h // 2
        )
        widest = "00" if max(counts.values(), default=0) >= 10 else "0"
        digit = text.font("bold", geo.small_font).size(widest)[0]
        step = (rect.width - 2 * pad) // 6
        icon = max(layout.px(10), min(small_h, layout.px(24), step - digit - layout.px(3)))
        x = rect.x + pad
        for power in POWERS:
            image = self.art.power_icon(power, icon)
            if not counts[power]:
                image = image.copy()
                image.set_alpha(90)
            surface.blit(image, image.get_rect(midleft=(x, row_mid)))
            number = text.render(
                str(counts[power]),
                "bold",
                geo.small_font,
                palette.text if counts[power] else palette.text_dim,
            )
            surface.blit(number, number.get_rect(midleft=(x + icon + layout.px(2), row_mid)))
            x += step
        back = self.art.back(max(layout.px(8), round(icon / 1.4)))
        faded = back.copy()
        faded.set_alpha(150)
        surface.blit(faded, faded.get_rect(midleft=(x, row_mid)))
        number = text.render(str(len(held.discard)), "bold", geo.small_font, palette.text_dim)
        surface.blit(
            number, number.get_rect(midleft=(x + back.get_width() + layout.px(2), row_mid))
        )
        if rect.height >= line_h + 2 * small_h + 4 * pad:  # a tall panel (few seats): in words
            words = self.t("quest.table.army", army=len(held.army), spent=len(held.discard))
            size = text.fit_size(
                words, "body", geo.small_font, rect.width - 2 * pad, minimum=layout.dense(10)
            )
            image = text.render(words, "body", size, palette.text_dim)
            surface.blit(image, (rect.x + pad, row_mid - small_h - small_h // 2 - layout.px(2)))

    def draw_caption(self, surface: pygame.Surface, words: str, alpha: int) -> None:
        geo = self.geo
        minimum = self.app.layout.dense_text(12)
        line = geo.caption
        draw_caption(surface, self.app, words, alpha, line, line.center, geo.caption_font, minimum)

    def draw_deck(self, surface: pygame.Surface, show: QuestShow) -> None:
        layout, palette, geo = self.app.layout, self.app.palette, self.geo
        rect = geo.deck
        if show.deck:
            for k in (3, 2, 1, 0):
                if k < min(4, show.deck):
                    surface.blit(
                        self.art.back(rect.width), rect.move(-layout.px(3) * k, -layout.px(3) * k)
                    )
        else:
            pygame.draw.rect(
                surface,
                shade(palette.background, 1.3),
                rect,
                layout.px(2),
                border_radius=layout.px(8),
            )
        words = self.t("quest.table.deck", count=show.deck)
        size = text.fit_size(
            words, "bold", geo.small_font, rect.width - layout.px(8), minimum=layout.dense(10)
        )
        image = text.render(words, "bold", size, palette.text)
        box = image.get_rect(midbottom=(rect.centerx, rect.bottom - layout.px(4))).inflate(
            layout.px(10), layout.px(2)
        )
        surface.blit(rounded_plate(box.size, palette.background, 220, layout.px(8)), box)
        surface.blit(image, image.get_rect(center=box.center))

    def slot_of(self, show: QuestShow, card: int) -> pygame.Rect | None:
        if card not in show.line:
            return None
        index = show.line.index(card)
        return self.geo.slots[index] if index < len(self.geo.slots) else None

    def draw_line(
        self, surface: pygame.Surface, show: QuestShow, lit: dict[int, Match], moving: Moving
    ) -> None:
        layout, palette, geo = self.app.layout, self.app.palette, self.geo
        for slot in geo.slots:
            pygame.draw.rect(
                surface,
                shade(palette.background, 1.35),
                slot,
                layout.px(2),
                border_radius=layout.px(10),
            )
        flying = moving.won[0] if moving.won is not None else None
        for index, card in enumerate(show.line):
            if index >= len(geo.slots) or card == flying:
                continue
            slot = geo.slots[index]
            match = lit.get(card)
            image = self.card_image(card, slot.width, match.faces if match else None)
            where = slot
            if card in moving.revealed:  # out of the deck, sliding into its place
                t = moving.revealed[card]
                ease = 1 - (1 - t) ** 3
                where = slot.move(round((geo.deck.x - slot.x) * (1 - ease)), 0)
                image = image.copy()
                image.set_alpha(round(120 + 135 * ease))
            if match is not None:
                glow = where.inflate(layout.px(12), layout.px(12))
                pygame.draw.rect(surface, LIT, glow, border_radius=layout.px(14))
            surface.blit(image, where)
            if match is not None:
                self.draw_tag(surface, where, self.t("quest.table.beaten"))

    def draw_tag(self, surface: pygame.Surface, slot: pygame.Rect, words: str) -> None:
        """A word on a plate over a card's foot (a lit creature: "Won over!")."""
        layout, geo = self.app.layout, self.geo
        size = text.fit_size(
            words, "bold", geo.small_font, slot.width - layout.px(8), minimum=layout.dense(10)
        )
        image = text.render(words, "bold", size, (20, 40, 24))
        box = image.get_rect().inflate(layout.px(12), layout.px(2))
        box.midbottom = (slot.centerx, slot.y - layout.px(8))
        pygame.draw.rect(surface, LIT, box, border_radius=layout.px(8))
        pygame.draw.rect(
            surface, (20, 40, 24), box, max(1, layout.px(1)), border_radius=layout.px(8)
        )
        surface.blit(image, image.get_rect(center=box.center))

    def draw_dice(
        self,
        surface: pygame.Surface,
        show: QuestShow,
        moving: Moving,
        preview: Sequence[int] | None,
    ) -> None:
        layout, geo = self.app.layout, self.geo
        tray = geo.dice[0].union(geo.tabs[-1]).inflate(layout.px(24), layout.px(20))
        surface.blit(rounded_plate(tray.size, (20, 28, 26), 150, layout.px(16)), tray)
        for position, rect in enumerate(geo.dice):
            face = show.dice[position]
            tab = geo.tabs[position]
            if position in moving.tumbling:
                self.draw_tumble(surface, rect, position, moving.tumbling[position])
                surface.blit(self.art.tab(position, 0, tab.width), tab)
                continue
            shown = face
            if preview is not None and preview[position] != face:
                shown = preview[position]
            if shown:
                die = self.art.die(shown, rect.width, position)
                if position in moving.glowing:
                    t = moving.glowing[position]
                    radius = round(rect.width * (0.55 + 0.35 * t))
                    ring = pygame.Surface((radius * 2 + 4, radius * 2 + 4), pygame.SRCALPHA)
                    pygame.draw.circle(
                        ring,
                        (*POWER_COLOURS[Power.PLUSMINUS], round(200 * (1 - t))),
                        (radius + 2, radius + 2),
                        radius,
                        max(2, layout.px(5)),
                    )
                    surface.blit(ring, ring.get_rect(center=rect.center))
                surface.blit(die, rect)
            else:
                pygame.draw.rect(
                    surface, (60, 70, 66), rect, layout.px(2), border_radius=layout.px(16)
                )
            surface.blit(self.art.tab(position, shown, tab.width), tab)

    def draw_tumble(
        self, surface: pygame.Surface, rect: pygame.Rect, position: int, t: float
    ) -> None:
        """A die in the air: its faces flicker as it turns and hops, then it lands with a
        small bounce (the faces come from ``t``: the same frame, the same faces)."""
        step = int(t * 14)
        face = 1 + (position * 7 + step * 5 + step * step) % 6
        hop = math.sin(min(1.0, t * 1.25) * math.pi * 3) * (1 - t) * rect.height * 0.35
        angle = (1 - t) * (360 * 1.5 + position * 40)
        die = self.art.die(face, rect.width, position)
        turned = pygame.transform.rotate(die, angle)
        centre = (
            rect.centerx + round(math.sin(t * 9 + position) * (1 - t) * rect.width * 0.12),
            rect.centery - abs(round(hop)),
        )
        surface.blit(turned, turned.get_rect(center=centre))

    def draw_army(
        self, surface: pygame.Surface, show: QuestShow, names: Callable[[int], str]
    ) -> None:
        """The powers of the army of the seat playing, one stack per power (the turn's
        screen makes them choosable)."""
        layout, palette, geo = self.app.layout, self.app.palette, self.geo
        if show.seat < 0:
            return
        words = self.t("quest.table.powers_of", player=names(show.seat))
        size = text.fit_size(
            words, "bold", geo.small_font, geo.army_label.width, minimum=layout.dense(10)
        )
        image = text.render(words, "bold", size, palette.text)
        box = image.get_rect(midleft=(geo.stacks[0].x, geo.army_label.centery)).inflate(
            layout.px(12), 0
        )
        surface.blit(rounded_plate(box.size, palette.background, 210, layout.px(8)), box)
        surface.blit(image, image.get_rect(center=box.center))
        counts = army_counts(show.seats[show.seat].army, self.cards)
        for power, rect in zip(POWERS, geo.stacks, strict=True):
            self.draw_stack(surface, rect, power, counts[power])

    def draw_stack(
        self, surface: pygame.Surface, rect: pygame.Rect, power: Power, count: int
    ) -> None:
        layout, palette, geo = self.app.layout, self.app.palette, self.geo
        colour = POWER_COLOURS[power] if count else shade(palette.panel, 1.1)
        for k in (2, 1):  # the cards under the top one
            if count > k:
                under = rect.move(layout.px(3) * k, -layout.px(3) * k)
                pygame.draw.rect(surface, shade(colour, 0.6), under, border_radius=layout.px(10))
        pygame.draw.rect(surface, palette.panel, rect, border_radius=layout.px(10))
        pygame.draw.rect(surface, colour, rect, layout.px(3), border_radius=layout.px(10))
        icon_size = min(rect.height - layout.px(16), round(rect.width * 0.36))
        icon = self.art.power_icon(power, icon_size)
        if not count:
            icon = icon.copy()
            icon.set_alpha(90)
        surface.blit(icon, icon.get_rect(midleft=(rect.x + layout.px(8), rect.centery)))
        left = rect.x + layout.px(14) + icon_size
        room = rect.right - left - layout.px(6)
        label = power_words(self.t, power)
        size = text.fit_size(label, "bold", geo.name_font, room, minimum=layout.dense(10))
        ink = palette.text if count else palette.text_dim
        image = text.render(label, "bold", size, ink)
        surface.blit(image, image.get_rect(bottomleft=(left, rect.centery + layout.px(2))))
        number = text.render(f"× {count}", "bold", geo.name_font, ink)
        surface.blit(number, number.get_rect(topleft=(left, rect.centery + layout.px(2))))

    def draw_flight(
        self, surface: pygame.Surface, card: int, start: pygame.Rect, seat: int, t: float
    ) -> None:
        """A creature won over on its way from the line to its seat's panel."""
        geo = self.geo
        end = geo.panels[seat].center
        ease = 1 - (1 - t) ** 3
        width = max(20, round(geo.card_width * (1 - 0.6 * ease)))
        image = self.card_image(card, width)
        x = start.centerx + (end[0] - start.centerx) * ease
        y = (
            start.centery
            + (end[1] - start.centery) * ease
            - math.sin(ease * math.pi) * geo.card_width * 0.4
        )
        surface.blit(image, image.get_rect(center=(round(x), round(y))))

    def focus(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        layout, palette = self.app.layout, self.app.palette
        focus_ring(
            surface,
            rect.inflate(layout.px(10), layout.px(10)),
            palette.focus,
            max(2, layout.px(4)),
            layout.px(12),
        )


def _cut(words: str, size: int, width: int) -> str:
    cut = words
    while cut and text.font("bold", size).size(cut + "…")[0] > width:
        cut = cut[:-1]
    return cut + "…"
