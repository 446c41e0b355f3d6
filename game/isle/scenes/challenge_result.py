"""The end of a try: its stars, its result, a new best or the best to beat, and what to do
next (the next challenge once this one has a star, again, the hint after a try without three
stars)."""

from __future__ import annotations

import pygame

from game.isle.challenges.model import STARS
from game.isle.ui.art import isle_art
from game.isle.ui.challenge_words import number_of, stars_words, title_of, value_text
from game.shell.scenes.dialog import ChoiceScene
from game.shell.session.records import ChallengeBest


class ResultScene(ChoiceScene):
    name = "challenge_result"

    def __init__(
        self,
        app,
        scene,
        stars: int,
        value: int,
        new_best: bool,
        previous: ChallengeBest | None = None,
    ) -> None:
        t = app.t
        challenge = scene.challenge
        lines = [value_text(app, challenge.goal, value)]
        if new_best:
            lines.append(t("challenge.new_best"))
        elif previous is not None:
            # The score to beat, so that "again" has a target (the list shows it too).
            lines.append(
                t(
                    "challenges.best",
                    result=value_text(app, challenge.goal, previous.result),
                    stars=stars_words(app, previous.stars),
                )
            )
        if stars < STARS:
            lines.append(t("challenge.try_hint") if scene.hint is False else t("challenge.again"))
        choices = []
        after = scene.next_challenge()
        if after is not None:
            choices.append((t("challenge.result.next"), scene.play_next))
        choices.append((t("challenge.result.retry"), scene.retry))
        if stars < STARS:
            choices.append((t("challenge.result.hint"), scene.show_hint))
        choices.append((t("challenge.result.leave"), scene.leave))
        heading = t(f"challenge.result.title.{stars}")
        super().__init__(
            app,
            "\n".join(lines),
            choices,
            title=f"{heading} · {number_of(challenge)} {title_of(app, challenge)}",
            cancel=scene.retry,
        )
        self.stars = stars
        size = app.layout.px(54)
        gap = app.layout.px(12)
        picture = pygame.Surface((3 * size + 2 * gap, size), pygame.SRCALPHA)
        for i in range(STARS):
            picture.blit(isle_art(app).star(size, i < stars), (i * (size + gap), 0))
        self.picture = picture
        app.narrate(f"{heading}. {stars_words(app, stars)}. " + " ".join(lines))

    def relayout(self) -> None:
        size = self.app.layout.px(54)
        gap = self.app.layout.px(12)
        picture = pygame.Surface((3 * size + 2 * gap, size), pygame.SRCALPHA)
        for i in range(STARS):
            picture.blit(isle_art(self.app).star(size, i < self.stars), (i * (size + gap), 0))
        self.picture = picture
        super().relayout()
