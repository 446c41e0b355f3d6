"""The end of a game of Dice Quest, over the table.

Solo: the quest complete with its score (the creatures left in the army) and the personal best
(a new one said so), or lost with the turn and the creatures left. A daily quest played for
the record is recorded once, with its share text (game/quest/daily.py). With several players:
every seat's creatures (army plus spent), the winners, and how a tie was broken (the larger
army) or shared. Again starts a new game with the same seats; the title leaves. The finished
game leaves its save slot.
"""

from __future__ import annotations

import pygame

from game.quest.daily import QuestResult, share_text
from game.quest.rules import events as ev
from game.quest.rules import result as rules_result
from game.quest.rules import winners_of
from game.quest.ui.words import names_list
from game.shell.scenes.menu_base import MenuScene
from game.shell.scenes.stack import Host
from game.shell.ui import text
from game.shell.ui.gui import Button, Widget
from game.shell.ui.panels import BACKDROP, draw_panel

GAME = "quest"  # its part of the records file
SOLO = "solo"  # its best score is of the solo quests won


def note_game_end(app: Host, session) -> bool | None:
    """A game ended: a solo quest won against the best score, a daily quest played for the
    record once (with its share text). True when the score is a new best (None: no solo
    quest won by a person)."""
    if not session.solo or session.seats[0].is_bot:
        return None
    state = session.state
    store = app.records
    won = bool(state.won)
    seat = state.seats[0]
    best = None
    if won:
        best = store.record_best(GAME, SOLO, len(seat.army))
    daily = session.daily
    if daily and daily.get("record"):
        outcome = QuestResult(
            daily["date"], won, len(seat.army), len(seat.discard), state.turn, state.left
        )
        store.finish_day(GAME, daily["date"], won, outcome.score, share_text(outcome, app.t))
    if store.save_failure is not None:
        app.notify("notice.records_not_saved", reason=store.save_failure)
    for key, values in store.take_notices():
        app.notify(key, **values)
    return best


class QuestEndScene(MenuScene):
    name = "quest.end"
    screen = "quest_end"
    modal = True
    backdrop_alpha = BACKDROP

    def __init__(self, app: Host, table, event: ev.Event | None = None) -> None:
        super().__init__(app)
        self.table = table
        self.event = event
        session = table.session
        self.state = session.state
        self.new_best: bool | None = None
        self.best_before = app.records.game(GAME).best.get(SOLO)

    def enter(self) -> None:
        if not getattr(self, "_noted", False):
            self._noted = True
            self.table.session.forget_save()  # a finished game is not offered by Continue
            self.new_best = note_game_end(self.app, self.table.session)
            self.app.narrate(f"{self.headline()} {self.detail()} {self.scores_words()}".strip())
        super().enter()

    def scores_words(self) -> str:
        """Several players: the final scores, best first (the solo score is in the detail)."""
        if self.state.players == 1:
            return ""
        return self.standings() or ""

    def standings(self) -> str | None:
        """The final scores (the standings key, issue 46)."""
        from game.quest.ui import status

        table = self.table
        return status.final_scores(self.t, table.show, table.name_of, table.you)

    # --- the buttons --------------------------------------------------------------------------
    def build(self) -> None:
        rows = len(self.widgets())
        row = 52.0 * max(1.0, min(self.app.settings.text_scale, 1.4))
        height = rows * row + (rows - 1) * 12.0
        self.area = (390.0, 664.0 - height, 500.0, height)
        super().build()

    def widgets(self) -> list[Widget]:
        t = self.t
        found: list[Widget] = [
            Button("again", t("quest.end.again"), primary=True, on_press=self.play_again),
        ]
        if self.table.session.daily:
            found.append(Button("daily", t("quest.end.daily"), on_press=self.to_daily))
        found.append(Button("title", t("quest.end.title_screen"), on_press=self.to_title))
        return found

    def back(self) -> None:
        """Back does not leave the last picture of the game by accident."""

    def prompts(self):
        return [("confirm", self.t("prompt.select"))]

    def play_again(self) -> None:
        from game.quest.scenes.table import start_new_game

        start_new_game(self.app, list(self.table.session.seats))

    def to_daily(self) -> None:
        self.app.stack.reset(self.app.scene("title"))
        self.app.open("quest.daily")

    def to_title(self) -> None:
        self.app.stack.reset(self.app.scene("title"))

    def help_subject(self, pointer):
        from game.quest.ui.help import topic

        return topic("solo" if self.table.session.solo else "scores")

    # --- the words ------------------------------------------------------------------------
    def headline(self) -> str:
        t, state = self.t, self.state
        if state.players == 1:
            return t("quest.end.won" if state.won else "quest.end.lost")
        winners = winners_of(state.seats)
        you = self.table.you
        if you is not None and winners == (you,):
            return t("quest.end.you_win")
        names = names_list(t, winners, self.table.name_of, you)
        return t("quest.end.winners", players=names, count=len(winners))

    def detail(self) -> str:
        t, state = self.t, self.state
        if state.players == 1:
            army = len(state.seats[0].army)
            if not state.won:
                return t("quest.end.lost_detail", turn=state.turn, count=state.left)
            words = t("quest.end.score", score=army, turns=state.turn)
            if self.new_best:
                words += " " + t("quest.end.new_best")
            elif self.best_before is not None:
                words += " " + t("quest.end.best", best=max(self.best_before, army))
            return words
        winners = winners_of(state.seats)
        if len(winners) > 1:
            return t("quest.end.shared")
        scores = sorted((s.score for s in state.seats), reverse=True)
        if len(scores) > 1 and scores[0] == scores[1]:
            return t("quest.end.tie_broken")
        return t("quest.end.most")

    # --- drawing ------------------------------------------------------------------------------
    def draw_extra(self, surface: pygame.Surface) -> None:
        layout, palette = self.app.layout, self.app.palette
        panel = layout.rect(90, 26, 1100, self.area[1] - 38)
        draw_panel(surface, panel, self.app)
        y = panel.y + layout.px(14)
        size = text.fit_size(
            self.headline(), "title", layout.heading(44), panel.width - layout.px(40)
        )
        title = text.render(self.headline(), "title", size, palette.accent)
        surface.blit(title, title.get_rect(midtop=(panel.centerx, y)))
        y += title.get_height() + layout.px(4)
        detail = text.render_block(
            self.detail(),
            "body",
            layout.dense_text(21),
            palette.text,
            panel.width - layout.px(60),
            "center",
        )
        surface.blit(detail, detail.get_rect(midtop=(panel.centerx, y)))
        y += detail.get_height() + layout.px(10)
        box = pygame.Rect(
            panel.x + layout.px(24),
            y,
            panel.width - layout.px(48),
            panel.bottom - y - layout.px(12),
        )
        if self.state.players == 1:
            self.draw_army(surface, box)
        else:
            self.draw_scores(surface, box)

    def draw_army(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """Solo: the creatures of the army in a row of small cards (as many as fit)."""
        layout, palette = self.app.layout, self.app.palette
        army = list(self.state.seats[0].army)
        art = self.table.art
        label = self.t("quest.end.army", count=len(army))
        head = text.render(label, "bold", layout.dense_text(18), palette.text_dim)
        surface.blit(head, head.get_rect(midtop=(box.centerx, box.y)))
        top = box.y + head.get_height() + layout.px(6)
        if not army or box.bottom - top < layout.px(30):
            return
        size = min(box.bottom - top, layout.px(72))
        per_row = max(1, box.width // (size + layout.px(4)))
        rows = max(1, (box.bottom - top) // (size + layout.px(4)))
        shown = army[: per_row * rows]
        for index, card in enumerate(shown):
            row, col = divmod(index, per_row)
            count = min(per_row, len(shown) - row * per_row)
            x0 = box.centerx - (count * (size + layout.px(4))) // 2
            image = art.portrait(card, size)
            surface.blit(
                image, (x0 + col * (size + layout.px(4)), top + row * (size + layout.px(4)))
            )

    def draw_scores(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """Every seat: badge, name, army, spent, creatures in all; the winners framed."""
        layout, palette = self.app.layout, self.app.palette
        state = self.state
        result = rules_result(state)
        order = sorted(
            range(state.players),
            key=lambda s: (-state.seats[s].score, -len(state.seats[s].army), s),
        )
        size = layout.dense(20)
        heads = (
            self.t("quest.end.col.army"),
            self.t("quest.end.col.spent"),
            self.t("quest.end.col.total"),
        )
        columns = (0.55, 0.7, 0.86)
        head_h = text.font("bold", size).get_height()
        for words, at in zip(heads, columns, strict=True):
            image = text.render(words, "bold", layout.dense_text(15), palette.text_dim)
            surface.blit(image, image.get_rect(midtop=(box.x + round(box.width * at), box.y)))
        top = box.y + head_h + layout.px(2)
        row_h = min(layout.px(48), (box.bottom - top) // max(1, state.players))
        for rank, seat in enumerate(order):
            row = pygame.Rect(box.x, top + rank * row_h, box.width, row_h)
            if seat in result.winners:
                pygame.draw.rect(
                    surface,
                    palette.focus,
                    row.inflate(-layout.px(2), -layout.px(2)),
                    layout.px(3),
                    border_radius=layout.px(10),
                )
            badge = self.table.art.seat_badge(seat, max(layout.px(14), row_h - layout.px(10)))
            surface.blit(badge, badge.get_rect(midleft=(row.x + layout.px(10), row.centery)))
            name = self.table.name_of(seat)
            color = palette.seats[seat % len(palette.seats)]
            room = round(box.width * 0.45) - badge.get_width() - layout.px(24)
            fit = text.fit_size(
                name, "bold", min(size, row_h - layout.px(8)), room, minimum=layout.dense(10)
            )
            label = text.render(name, "bold", fit, color)
            surface.blit(
                label,
                label.get_rect(midleft=(row.x + badge.get_width() + layout.px(20), row.centery)),
            )
            held = state.seats[seat]
            for value, at in zip(
                (len(held.army), len(held.discard), held.score), columns, strict=True
            ):
                image = text.render(
                    str(value), "bold", min(size, row_h - layout.px(8)), palette.text
                )
                surface.blit(
                    image, image.get_rect(center=(box.x + round(box.width * at), row.centery))
                )
