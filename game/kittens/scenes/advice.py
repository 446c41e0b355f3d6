"""Kitten Toys' suggested move (issue 35), on the shared machinery of
game/shell/scenes/advice.py: on
a person's own turn, the hint button asks the Hard bot (game/kittens/bots/advice.py); its card
rises in the hand, framed, and its reason shows in one line where the table says what happens
(under the panels; in the status line when the panels are compact). The hint button again, or
confirm, plays it; moving lifts another card instead (the hint button still plays the one it
suggests). A played card is final: a press made while the bot thinks only shows it.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.kittens.ui.words import card_words, colour_word
from game.shell.scenes.advice import AdviceKit, draw_banner, frame
from game.shell.ui import text


class KittenAdviser(AdviceKit):
    # --- when, for what -----------------------------------------------------------------------
    def offered(self, scene) -> bool:
        return scene.still_current()  # the seat's own turn, a person's (never a bot's)

    def view_of(self, scene):
        return scene.session.view(scene.seat)

    def key(self, view) -> tuple:
        state, seat = view.state, view.seat
        return (seat, state.round, state.trick, state.seats[seat].hand)

    # --- thinking -----------------------------------------------------------------------------
    def make_bot(self, session) -> Any:
        from game.kittens.bots.levels import make_bot

        return make_bot("hard", seed=7)

    def warm(self) -> None:
        import game.kittens.bots.advice  # noqa: F401 (the suggestion's module, loaded)

    def suggest(self, view, bot) -> Any:
        from game.kittens.bots import advice

        return advice.suggest(view, bot)

    def spends(self, advice) -> bool:
        return True  # a played card is final: it shows before it can be played

    # --- showing and taking -------------------------------------------------------------------
    def shown(self, scene, advice) -> None:
        """The focus goes to the suggested card, and nothing is lifted behind the player's
        back (issue 46): confirm lifts it and says so, confirm again plays it; the hint button
        again plays it (its line named it)."""
        cards = scene.cards()
        if advice.card in cards:
            scene.focus = cards.index(advice.card)
            scene.picked = None
            scene.refusal = None

    def take(self, scene, advice) -> None:
        scene.play(advice.card)

    def what(self, advice) -> str:
        t = self.app.t
        return t("kittens.advice.play", card=card_words(t, advice.card))

    def fact_words(self, fact) -> str:
        t = self.app.t
        values = dict(fact.values)
        if "colour" in values:
            values["colour"] = colour_word(t, values["colour"])
        session = self.advisor.app.session
        if "player" in values and session is not None:
            values["player"] = session.seats[values["player"]].name
        return t(f"kittens.advice.fact.{fact.kind}", **values)

    # --- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, scene, advice, shade) -> None:
        """The suggested card framed in the hand (it is the lifted one)."""
        cards = scene.cards()
        if advice.card not in cards or len(scene.rects) != len(cards):
            return
        layout = self.app.layout
        rect = scene.rects[cards.index(advice.card)]
        frame(surface, self.app, rect.inflate(layout.px(12), layout.px(12)), shade)

    def takes_header(self, scene) -> bool:
        return True  # the banner takes the table's message line (the table leaves it empty)

    def draw_banner(self, surface: pygame.Surface, scene, line: str) -> None:
        """Its title and reason on one line, where the table says what happens: the line
        under the panels, or (compact panels) the status line right of the round."""
        table = scene.table
        layout, palette, geo = self.app.layout, self.app.palette, table.geo
        area = geo.caption
        if geo.compact:
            left = table.view.round_label_right(table.show)
            area = pygame.Rect(left, area.y, area.right - left, area.height)
        pad = layout.px(10)
        label = text.render(
            self.app.t("advice.title") + self.app.t("common.colon"),
            "bold",
            geo.caption_font,
            palette.accent,
        )
        room = area.width - label.get_width() - 3 * pad
        size = text.fit_size(line, "body", geo.caption_font, room, minimum=layout.dense_text(14))
        body = text.render_block(line, "body", size, palette.text, room)
        height = max(label.get_height(), body.get_height()) + pad
        box = pygame.Rect(area.x, area.y, area.width, max(area.height, height))
        draw_banner(surface, self.app, box, label, body, inline=True)
