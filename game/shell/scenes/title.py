"""The title screen: a living island background, the game's name and the main menu.

The menu asks the games in the box (``Host.games``, game/shell/games.py): with one game it leads
straight to that game's setup, guided game and rules; with several, New game, Learn to play and
How to play first ask which game."""

from __future__ import annotations

import math

import pygame

from game.shell.scenes.backdrop import draw_living_background
from game.shell.scenes.menu_base import MenuScene
from game.shell.ui import text
from game.shell.ui.gui import Button, Widget
from game.shell.ui.panels import dim

TITLE_Y = 96  # the game's name, in reference units (the subtitle 66 below it)


class TitleScene(MenuScene):
    name = "title"
    area = (460.0, 200.0, 360.0, 458.0)  # ten rows above the prompt bar, and a focus ring
    row_height = 44.0
    row_gap = 2.0
    columns = 2  # at a large text scale every entry stays in view, none scrolled away (N13)

    def widgets(self) -> list[Widget]:
        app = self.app
        saved = app.saves.used()
        return [
            Button(
                "continue",
                self.t("menu.continue"),
                enabled=saved,
                primary=saved,
                on_press=self.continue_game,
            ),
            Button("load", self.t("menu.load"), enabled=saved, on_press=self.load_game),
            Button("new", self.t("menu.new_game"), primary=not saved, on_press=self.new_game),
            *(
                [Button("learn", self.t("menu.learn"), on_press=self.learn)]
                if app.games.with_feature("learn")
                else []
            ),
            Button("challenges", self.t("menu.challenges"), on_press=self.challenges),
            Button("daily", self.t("menu.daily"), on_press=self.daily),
            Button("howto", self.t("menu.how_to_play"), on_press=self.how_to_play),
            Button("settings", self.t("menu.settings"), on_press=self.open_settings),
            Button("credits", self.t("menu.credits"), on_press=self.credits),
            Button("quit", self.t("menu.quit"), on_press=self.ask_to_quit),
        ]

    def enter(self) -> None:
        self.app.records.refresh()  # what another window recorded meanwhile shows here too
        super().enter()
        if self.app.settings.first_launch:
            self.app.open("first_launch")

    # actions ---------------------------------------------------------------------------------
    def _content_ready(self, games=None) -> bool:
        """The levels load; else the player reads why (the data files are broken). Asked only
        when every game in question plays from them."""
        games = self.app.games.all if games is None else games
        if not all(game.levels for game in games):
            return True
        problem = self.app.content_problem()
        if problem:
            self.app.open("message", self.t("notice.content_broken", detail=problem))
        return problem is None

    def pick_game(self, games, then) -> None:
        """With one game, ``then(game)`` at once; with several, the player chooses which."""
        if len(games) == 1:
            then(games[0])
            return
        self.app.open("game_choice", games, then)  # each game's picture, players and pitch

    def continue_game(self) -> None:
        if self._content_ready():
            self.app.open("continue")

    def load_game(self) -> None:
        if self._content_ready():
            self.app.open("load")

    def new_game(self) -> None:
        self.pick_game(self.app.games.all, self.set_up)

    def set_up(self, game) -> None:
        """Setup in a free slot; with every slot in use, the player first picks the game the
        new one replaces (nothing is overwritten without asking)."""
        if not self._content_ready((game,)):
            return
        if self.app.saves.free() is None:
            self.app.open("load", replacing=True, game=game)
            return
        self.app.open(game.setup)

    def learn(self) -> None:
        """The guided first game (issue 15): resumed or restarted when one was left."""
        self.pick_game(self.app.games.with_feature("learn"), lambda game: self.app.open(game.learn))

    def challenges(self) -> None:
        if self._content_ready():
            self.app.open("challenges")

    def daily(self) -> None:
        """Each game's daily game: with several, the player first chooses which."""
        games = self.app.games.with_feature("daily_screen")
        self.pick_game(games, self.open_daily)

    def open_daily(self, game) -> None:
        if self._content_ready((game,)):
            self.app.open(game.daily_screen)

    def how_to_play(self) -> None:
        games = self.app.games.with_feature("how_to_play")
        self.pick_game(games, lambda game: self.app.open(game.how_to_play))

    def open_settings(self) -> None:
        self.app.open("settings")

    def credits(self) -> None:
        self.app.open("credits")

    def ask_to_quit(self) -> None:
        """Quit closes the window only once confirmed (a stray press never does; N13)."""
        t = self.t
        choices = [(t("polish.quit.stay"), lambda: None), (t("polish.quit.confirm"), self.app.quit)]
        self.app.open("choice", t("polish.quit.question"), choices, cancel=lambda: None)

    def back(self) -> None:
        """Back on the title screen does nothing: quitting is a menu entry."""

    def prompts(self) -> list[tuple[str, str]]:
        return [("confirm", self.t("prompt.select"))]

    def update(self, dt: float) -> None:
        super().update(dt)
        # the menu music starts once the menu is up (decoding it would delay the first frame)
        if not getattr(self, "_music", False) and self.app.time > 0.25:
            self._music = True
            self.app.audio.music("menu")

    def sleeps(self) -> bool:
        return getattr(self, "_music", False) and super().sleeps()  # once the music is on

    # drawing ---------------------------------------------------------------------------------
    def draw_extra(self, surface: pygame.Surface) -> None:
        from game.shell.ui.records_plate import draw_records_plate

        draw_records_plate(surface, self.app)  # each game's: stars, today's game, best scores

    def draw_background(self, surface: pygame.Surface) -> None:
        draw_living_background(surface, self.app)
        if self.app.living.ready is None:
            return  # the cats come with the island: the first frame waits for neither
        from game.shell.ui.title_cats import TitleCats

        boat = TitleCats(self.app).draw(surface)  # cats in a rowboat and on a sandbar
        draw_living_background(surface, self.app, front=boat)  # the waves over its bottom

    def heading(self) -> str:
        """The box's name: both games when it holds two (the Isle's alone otherwise)."""
        return self.t("app.box") if len(self.app.games) > 1 else self.t("app.title")

    def draw_title(self, surface: pygame.Surface) -> None:
        layout, palette = self.app.layout, self.app.palette
        title, subtitle_text = self.heading(), self.t("app.subtitle")
        key = (layout, title, subtitle_text, palette.accent, palette.text)
        if getattr(self, "_title", (None,))[0] != key:
            from game.shell.ui.records_plate import records_plate

            # the heading keeps clear of the records' plate in the corner (both sides alike)
            corner = records_plate(self.app)[0].right + layout.px(16)
            room = min(layout.px(1100), layout.width - 2 * corner)
            # the subtitle too keeps clear of the plate (its lines grow with the text size)
            font = text.fit_size(
                subtitle_text, "body", min(layout.font(22), layout.px(30)), room - layout.px(28)
            )
            plate = (
                text.render(subtitle_text, "body", font, palette.text)
                .get_rect(center=layout.point(640, TITLE_Y + 66))
                .inflate(layout.px(28), layout.px(10))
            )
            # two lines must keep above the subtitle's plate
            tall = 2 * (plate.top - layout.point(640, TITLE_Y)[1]) - layout.px(8)
            size = heading_size(title, layout, room, tall)
            lines = heading_images(title, size, palette.accent)
            lift = (layout.px(4), layout.px(5))
            x = layout.point(640, TITLE_Y)[0]

            def drawn(y: int) -> pygame.Rect:
                box = pygame.Rect(x, y, 0, 0)
                for shadow, image, dy in lines:
                    box.union_ip(image.get_rect(center=(x, y + dy)))
                    box.union_ip(shadow.get_rect(center=(x + lift[0], y + dy + lift[1])))
                return box

            # everything this draws, wherever the title bobs: a redraw elsewhere skips it
            envelope = drawn(layout.point(640, TITLE_Y - 4)[1]).union(
                drawn(layout.point(640, TITLE_Y + 4)[1])
            )
            self._title = (key, lines, x, lift, drawn, envelope.union(plate), font, plate)
        _, lines, x, lift, drawn, envelope, font, plate = self._title
        if not surface.get_clip().colliderect(envelope):
            return
        # a dark outline and drop shadow: the letters read on the sky and on the clouds
        y = layout.point(640, TITLE_Y)[1]
        if not self.app.settings.reduced_motion:  # the title bobs gently
            y = self.app.motion(
                lambda t: layout.point(640, TITLE_Y + math.sin(t * 1.2) * 4)[1],
                lambda old, new: [drawn(old).union(drawn(new))],
            )
        for shadow, _image, dy in lines:
            surface.blit(shadow, shadow.get_rect(center=(x + lift[0], y + dy + lift[1])))
        for _, image, dy in lines:
            surface.blit(image, image.get_rect(center=(x, y + dy)))
        subtitle = text.render(subtitle_text, "body", font, palette.text)
        dim(surface, palette.background, 215, plate)
        surface.blit(subtitle, subtitle.get_rect(center=plate.center))


def heading_lines(title: str) -> list[str]:
    """The heading on two lines, split at its middle " · " (the box's names)."""
    parts = title.split(" · ")
    if len(parts) < 2:
        return [title]
    half = (len(parts) + 1) // 2
    return [" · ".join(parts[:half]), " · ".join(parts[half:])]


def heading_size(title: str, layout, room: int, tall: int) -> int:
    """The heading's size: one line as large as ``room`` allows, or (negative) two lines
    when they read larger within ``tall`` pixels (three games on a narrow window, large
    text). Remembered (``text.remembered``): a returning player's title measures nothing."""
    return text.remembered(
        f"heading|{layout.px(76)}|{room}|{tall}|{title}",
        lambda: _heading_size(title, layout, room, tall),
    )


def _heading_size(title: str, layout, room: int, tall: int) -> int:
    one = text.fit_size(title, "title", layout.px(76), room)
    if " · " not in title:
        return one
    widest = max(heading_lines(title), key=lambda line: text.measuring("title", one).size(line)[0])
    two = text.fit_size(widest, "title", layout.px(76), room)
    height = text.measuring("title", two).get_height()
    if two > one and 2 * height > tall:
        # a line's height grows with its size: guessed from one measure, then checked (one
        # font opened per size tried cost the start some 20 ms)
        largest = two - 1
        two = max(one, min(largest, two * tall // (2 * height) + 1))
        while two > one and 2 * text.measuring("title", two).get_height() > tall:
            two -= 1
        while two < largest and 2 * text.measuring("title", two + 1).get_height() <= tall:
            two += 1
    return -two if two > one * 1.15 else one


def heading_images(
    title: str, size: int, color
) -> list[tuple[pygame.Surface, pygame.Surface, int]]:
    """The heading's lines: each its shadow, its outlined letters and how far its centre lies
    from the heading's (``size`` < 0: two lines)."""
    lines = heading_lines(title) if size < 0 else [title]
    size = abs(size)
    made = [
        (
            text.render(line, "title", size, (12, 24, 40)),
            text.outlined(line, "title", size, color, (12, 24, 40), max(2, size // 16)),
        )
        for line in lines
    ]
    height = sum(image.get_height() for _, image in made)
    out, y = [], -height // 2
    for shadow, image in made:
        out.append((shadow, image, y + image.get_height() // 2))
        y += image.get_height()
    return out
