"""Kitten Fuse's suggested move, on the shared machinery of game/shell/scenes/advice.py: on a
person's own decision (its turn, the card it gives for a Favour, where it puts a calmed fuse
kitten back, the card a Five different takes), the hint button asks the Hard bot
(game/fuse/bots/advice.py); its cards rise in the hand (or its choice takes the focus), framed,
and its reason shows in one line where the table says what happens. The hint button again
takes it; anything else goes on as usual. A play is final: a press made while the bot thinks
only shows it.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.fuse.rules.actions import Calm, Draw, Give, Nope, Pass, Play, Take
from game.fuse.session.session import FuseSession
from game.fuse.ui.table import text_cut
from game.fuse.ui.words import card_words, play_words, title_words
from game.shell.scenes.advice import AdviceKit, draw_banner, frame
from game.shell.ui import text


class FuseAdviser(AdviceKit):
    def session(self) -> FuseSession:
        session = self.app.session
        assert isinstance(session, FuseSession), "the suggested move of a game of Kitten Fuse"
        return session

    # --- when, for what -----------------------------------------------------------------------
    def offered(self, scene) -> bool:
        return scene.still_current()  # the seat's own decision, a person's (never a bot's)

    def view_of(self, scene):
        return scene.session.view(scene.seat)

    def key(self, view) -> tuple:
        state, seat = view.state, view.seat
        return (
            seat,
            state.phase,
            state.turns,
            state.seats[seat].hand,
            len(state.deck),
            state.discard,
        )

    # --- thinking -----------------------------------------------------------------------------
    def make_bot(self, session) -> Any:
        from game.fuse.bots.levels import make_bot

        return make_bot("hard", seed=7)

    def warm(self) -> None:
        import game.fuse.bots.advice  # noqa: F401 (the suggestion's module, loaded)

    def suggest(self, view, bot) -> Any:
        from game.fuse.bots import advice

        return advice.suggest(view, bot)

    def spends(self, advice) -> bool:
        return True  # a play is final: it shows before it can be taken

    # --- showing and taking -------------------------------------------------------------------
    def shown(self, scene, advice) -> None:
        """The suggestion came: its cards rise in the hand, or its choice takes the focus."""
        scene.show_advice(advice.action)

    def take(self, scene, advice) -> None:
        scene.take_advice(advice.action)

    def what(self, action) -> str:
        t = self.app.t
        session = self.session()
        names = session.seats
        if isinstance(action, Draw):
            return t("fuse.advice.draw")
        if isinstance(action, Play):
            from game.fuse.rules.combos import kind_of

            kind = kind_of(action.cards, session.combos)
            play = play_words(t, action.cards, kind.value if kind else "single", action.named)
            if action.target is not None:
                return t("fuse.advice.play_at", play=play, target=names[action.target].name)
            return t("fuse.advice.play", play=play)
        if isinstance(action, Give):
            return t("fuse.advice.give", card=card_words(t, action.card))
        if isinstance(action, Take):
            return t("fuse.advice.take", card=card_words(t, action.card))
        if isinstance(action, Calm):
            from game.fuse.ui.words import position_words

            size = len(session.state.deck) + 1
            return t("fuse.advice.calm", where=position_words(t, action.position, size))
        if isinstance(action, Nope):
            return t("fuse.advice.no")
        if isinstance(action, Pass):
            return t("fuse.advice.pass")
        return ""

    def line(self, advice) -> str:
        t = self.app.t
        why = [self.fact_words(fact) for fact in advice.facts]
        if len(why) > 1:
            reason = t("advice.and", first=", ".join(why[:-1]), last=why[-1])
        else:
            reason = why[0] if why else ""
        return t("advice.line", what=self.what(advice.action), why=reason)

    def fact_words(self, fact) -> str:
        t = self.app.t
        values = dict(fact.values)
        if "player" in values:
            values["player"] = self.session().seats[values["player"]].name
        if "title" in values:
            values["title"] = title_words(t, values["title"])
        if "card" in values:
            values["card"] = card_words(t, values["card"])
        return t(f"fuse.advice.fact.{fact.kind}", **values)

    # --- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, scene, advice, shade) -> None:
        """What it suggests, framed (its cards in the hand, or its choice)."""
        layout = self.app.layout
        for rect in scene.advice_rects(advice.action):
            frame(surface, self.app, rect.inflate(layout.px(12), layout.px(12)), shade)

    def takes_header(self, scene) -> bool:
        return True  # the banner takes the table's message line (the table leaves it empty)

    def draw_banner(self, surface: pygame.Surface, scene, line: str) -> None:
        """Its title and reason, where the table says what happens: the line under the
        panels, or (compact panels) the status line right of its left label."""
        table = scene.table
        layout, palette, geo = self.app.layout, self.app.palette, table.geo
        area = geo.caption
        if geo.compact:
            left = table.view.left_label_right(table.show)
            area = pygame.Rect(left, area.y, area.right - left, area.height)
        pad = layout.px(10)
        label = text.render(
            self.app.t("advice.title") + self.app.t("common.colon"),
            "bold",
            geo.caption_font,
            palette.accent,
        )
        room = area.width - label.get_width() - 3 * pad
        size = text.fit_size(line, "body", geo.caption_font, room, minimum=layout.dense_text(12))
        body = text.render_block(line, "body", size, palette.text, room)
        if body.get_height() > area.height:  # one line: never over the piles' headings
            body = text.render(text_cut(line, "body", size, room), "body", size, palette.text)
        box = pygame.Rect(area.x, area.y, area.width, area.height)
        draw_banner(surface, self.app, box, label, body, inline=True)
