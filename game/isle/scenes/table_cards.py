"""Read the cards on the table, large: the public lessons with their colours, your own hand
and lessons, and in solo the sister's lessons and today's cards. Opened from the boats view
(up); nothing here changes the game."""

from __future__ import annotations

from game.isle.scenes.decision import IsleDecisionScene
from game.shell.scenes.decision import Item
from game.shell.scenes.stack import Host
from game.shell.ui.narration import personal


def sections(state, seat: int) -> list[tuple[str, list[tuple[int, str | None]]]]:
    """(title key, [(card, named colour)]) for each group of cards the seat may read; empty
    groups are left out, the public lessons always come first."""
    me = state.seats[seat]
    named = dict(me.named)
    groups = [
        ("cards.public", [(c, color) for c, color in state.public_lessons]),
        ("cards.lessons", [(c, None) for c in me.lessons]),
        ("cards.hand", [(c, named.get(c)) for c in me.hand]),
    ]
    if state.sister is not None:
        groups += [
            ("cards.sister_lessons", [(c, None) for c in state.sister.lessons]),
            ("cards.sister_today", [(c, None) for c in state.sister.cards]),
        ]
    kept = [g for g in groups if g[1]]
    return kept or groups[:1]


class TableCardsScene(IsleDecisionScene):
    """One group of cards at a time (up/down or the bumpers change group); the focused card is
    shown large on the left with its whole text."""

    screen = "cards"
    row_y = 250.0

    def __init__(self, app: Host, game, seat: int) -> None:
        super().__init__(app, game, seat)
        self.section = 0

    def still_current(self) -> bool:
        return True  # a look, not a decision: it stays until closed

    def card_words(self, card: int) -> str:
        """Every card here was bought or dealt: read without a price."""
        from game.isle.ui.narration import describe_card

        return describe_card(self.app, card, price=False)

    def update(self, dt: float) -> None:
        self.refresh_in_place()
        self.narrate_focus()

    def groups(self):
        return sections(self.view.state, self.seat)

    def refresh(self) -> None:
        groups = self.groups()
        self.section = min(self.section, len(groups) - 1)
        _, cards = groups[self.section]
        self.items = [
            Item(f"c{i}:{card}", card=card, color=color) for i, (card, color) in enumerate(cards)
        ]
        self.items.append(Item("close", label=self.t("common.close")))
        self.focus = min(self.focus, len(self.items) - 1)

    def move(self, name: str) -> bool:
        if name in ("up", "down"):
            count = len(self.groups())
            if count < 2:
                return False
            self.section = (self.section + (1 if name == "down" else -1)) % count
            self.focus = 0
            self.refresh()
            return True
        return super().move(name)

    def activate(self, item: Item) -> bool:
        if item.key == "close":
            self.app.stack.pop()
        return True

    def intent(self, name: str, event) -> bool:
        if name in ("back", "view", "info"):
            self.app.stack.pop()
            return True
        return False

    def handle(self, event) -> bool:
        from game.shell.input import IntentEvent

        if isinstance(event, IntentEvent) and str(event.intent) == "menu" and event.pressed:
            self.app.stack.pop()  # the pause menu is under the boats view, not here
            return True
        return super().handle(event)

    def title(self) -> str:
        key, _ = self.groups()[self.section]
        if key in ("cards.lessons", "cards.hand"):  # "Your lessons" to the only person
            key = personal(self.app, self.seat, key)
        return self.t(key, name=self.app.seat_name(self.seat))

    def subtitle(self) -> str:
        groups = self.groups()
        if not groups[self.section][1]:
            return self.t("table.no_public_lessons")
        if len(groups) < 2:
            return ""
        return self.t("cards.page", page=self.section + 1, count=len(groups))

    def prompts(self) -> list[tuple[str, str]]:
        t = self.t
        bar = [("move", t("prompt.move"))]
        if len(self.groups()) > 1:
            bar.append(("down", t("cards.other")))
        return bar + [("back", t("prompt.back"))]

    def draw(self, surface) -> None:
        surface.fill(self.app.palette.background)  # the boats view under it would show through
        super().draw(surface)
