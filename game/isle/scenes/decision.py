"""The Isle of Cats' decision screens (draft, buy, rescue cards, anytime cards, the board): the
kit's decision screen (game/shell/scenes/decision.py) with the Isle's cards, their words and help,
the decision table's help topic and the suggested move."""

from __future__ import annotations

import pygame

from game.isle.data.window import isle_texts
from game.isle.scenes.advice import IsleAdvice
from game.isle.ui.art import isle_art
from game.isle.ui.help import IsleKind
from game.isle.ui.narration import describe_card
from game.shell.scenes.decision import DecisionScene, Item
from game.shell.ui.help import Subject


class IsleDecisionScene(DecisionScene):
    """A seat's decision of The Isle of Cats over the table."""

    advice_kit = IsleAdvice

    def still_current(self) -> bool:
        """False once the rules moved on from this decision (the game then routes again)."""
        return super().still_current() and self.session.screen() == self.screen

    def narrate_focus(self) -> None:
        if self.app.settings.narration:
            self.announce_day()
        super().narrate_focus()

    def announce_day(self) -> None:
        """A decision in a day and phase not said yet (the game's first, a resumed game's)
        begins with them: "The Isle of Cats. Day 1 of 5, the draft" before "Keep 3 of these
        5 cards" (issue 46)."""
        state = self.state
        key = (state.day, str(state.phase))
        if getattr(self.game, "announced", None) == key:
            return
        self.game.announced = key
        from game.isle.ui.status import where_am_i

        self.app.narrate(where_am_i(self.app, self.session, self.seat))

    def intent(self, name: str, event) -> bool:
        """On every decision of the Isle (drafting, buying...): V looks at the boats, I says
        the focused item in full (issue 46: they did nothing there)."""
        if name == "view":
            self.app.open("boats", self.game, self.seat)
            return True
        if name == "info" and self.items:
            item = self.shown_item() or self.items[min(self.focus, len(self.items) - 1)]
            self.app.announce(self.placed(item))
            return True
        return False

    def draw_over_ground(self, surface: pygame.Surface) -> None:
        self.game.effects.draw_over(surface, self)

    @property
    def help_topic(self) -> str:
        """The help entry of the decision served (the decision table's topic)."""
        from game.isle.session.decisions import decision_for

        row = decision_for(self.state)
        return row.help_topic if row.screen_in(self.state.mode) == self.screen else self.screen

    def card_words(self, card: int) -> str:
        """A card read aloud: its price only while it is for sale (never for the seat's own
        cards, bought already)."""
        return describe_card(self.app, card, price=not self.cards_owned)

    def card_image(self, item: Item, width: int) -> pygame.Surface:
        assert item.card is not None
        return isle_art(self.app).card(
            item.card,
            width,
            self.app.settings.language,
            isle_texts(self.app),
            color=item.color,
            owned=self.cards_owned,
        )

    def card_fits(self, card: int, width: int) -> bool:
        lang = self.app.settings.language
        return isle_art(self.app).card_text_fit(card, width, lang, isle_texts(self.app)).fits

    def card_subject(self, item: Item) -> object:
        return Subject(IsleKind.CARD, item.card)

    def button_subject(self, item: Item) -> object:
        """A cat in a field offered to rescue, a fish card offered while buying, or a button."""
        data = item.data
        if item.key.startswith("tile:") and isinstance(data, tuple) and len(data) > 1:
            tile = data[1] if data[0] == "rescue" else getattr(data[1], "tile", None)
            if tile is not None:
                return Subject(IsleKind.CAT, tile)
        if isinstance(data, int) and item.key.startswith("play"):
            return Subject(IsleKind.CARD, data)
        return super().button_subject(item)
