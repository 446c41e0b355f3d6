"""Anytime (purple) cards: the offer of an anytime round, and the "play a card" picker that is
always at hand on your turn. Choices a card needs (a colour, two lessons, two treasures)
follow right after."""

from __future__ import annotations

from game.isle.data.window import isle_texts
from game.isle.rules import legal_actions
from game.isle.rules.actions import Decline, Play
from game.isle.rules.vocabulary import CardType
from game.isle.scenes.decision import IsleDecisionScene
from game.shell.scenes.decision import DecisionScene, Item
from game.shell.scenes.stack import Host


def play_choices(scene: DecisionScene, plays: list[Play]) -> None:
    """Resolve the choice among the ways to play one card, then submit it."""
    if len(plays) == 1:
        scene.submit(plays[0])
        return
    if all(p.color for p in plays):
        by_color = {p.color: p for p in plays}
        scene.app.open(
            "colors",
            scene.t("anytime.which_color"),
            lambda c: scene.submit(by_color[c]),
            tuple(by_color),
        )
        return
    lang = scene.app.settings.language
    names = isle_texts(scene.app)
    me = scene.state.seats[scene.seat]
    choices = []
    for play in plays[:8]:
        if play.cards:
            label = " + ".join(names.card_name(c, lang) for c in play.cards)
        else:
            from game.isle.ui.narration import tile_words

            label = " + ".join(tile_words(scene.app, me.tiles[i].tile) for i in play.tiles)
        choices.append((label, lambda play=play: scene.submit(play)))
    scene.app.open("choice", scene.t("anytime.which_ones"), choices, cancel=lambda: None)


def plays_of(item: Item) -> list[Play]:
    """The ways to play the card an item shows (its data)."""
    plays = item.data
    assert isinstance(plays, list)  # a card's item carries its plays (``refresh``)
    return [play for play in plays if isinstance(play, Play)]


class AnytimeScene(IsleDecisionScene):
    """An anytime round reached this seat: play one card or not."""

    screen = "anytime"
    cards_owned = True

    def refresh(self) -> None:
        state = self.state
        plays = [a for a in legal_actions(state, self.seat) if isinstance(a, Play)]
        by_card: dict[int, list[Play]] = {}
        for play in plays:
            by_card.setdefault(play.card, []).append(play)
        self.items = [Item(f"c{c}", card=c, data=options) for c, options in by_card.items()]
        self.items.append(Item("decline", label=self.t("anytime.decline"), selected=True))
        self.focus = min(self.focus, len(self.items) - 1)
        self.game.note_offered(self.seat, by_card)

    def activate(self, item: Item) -> bool:
        if item.key == "decline":
            return self.submit(Decline(self.seat))
        play_choices(self, plays_of(item))
        return True

    def title(self) -> str:
        return self.t("anytime.title")

    def subtitle(self) -> str:
        top = self.state.top
        return self.t(f"anytime.window.{getattr(top, 'window', 'other')}")


class CardPickerScene(IsleDecisionScene):
    """Play an anytime card on your own turn (or cancel)."""

    screen = "picker"
    cards_owned = True

    def __init__(
        self, app: Host, game, seat: int, plays: list[Play], optional: bool = True
    ) -> None:
        super().__init__(app, game, seat)
        self.plays = plays

    def still_current(self) -> bool:
        return self.seat in self.session.human_movers()

    def refresh(self) -> None:
        state = self.state
        current = {
            a
            for a in legal_actions(state, self.seat)
            if isinstance(a, Play) and state.content.cards[a.card].type == CardType.ANYTIME
        }
        by_card: dict[int, list[Play]] = {}
        for play in self.plays:
            if play in current:
                by_card.setdefault(play.card, []).append(play)
        self.items = [Item(f"c{c}", card=c, data=options) for c, options in by_card.items()]
        self.items.append(Item("cancel", label=self.t("common.cancel")))
        self.focus = min(self.focus, len(self.items) - 1)

    def activate(self, item: Item) -> bool:
        if item.key == "cancel":
            self.app.stack.pop()
            return True
        self.app.stack.pop()
        play_choices(self, plays_of(item))
        return True

    def intent(self, name: str, event) -> bool:
        if name == "back":
            self.app.stack.pop()
            return True
        return False

    def title(self) -> str:
        return self.t("anytime.pick_title")
