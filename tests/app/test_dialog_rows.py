"""A dialog shows every one of its buttons at once, at every window size and text scale: the
first launch once showed only its language row (its Yes / No answers scrolled out of a column
made for no button), so a new player saw no way to answer."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.shell.scenes.dialog import ChoiceScene
from game.shell.scenes.first_launch import FirstLaunchScene
from game.shell.scenes.title import TitleScene
from tests.app.conftest import Driver, make_app

SETTINGS = [(size, scale) for size in ((1280, 720), (1920, 1080)) for scale in (1.0, 1.5, 2.0)]


def _shown(app, scene) -> list[pygame.Rect]:
    """The rects of the scene's buttons that are drawn (a scrolled-away row has none)."""
    app.stack.push(scene)
    app.stack.apply()
    Driver(app).frames(2)
    form = app.stack.top.form
    window = app.window.get_rect()
    assert all(window.contains(w.rect) for w in form.widgets if w.element is not None)
    return [w.rect for w in form.widgets if w.element is not None]


@pytest.mark.parametrize(("size", "scale"), SETTINGS)
def test_the_first_launch_shows_the_language_and_both_answers(tmp_path, monkeypatch, size, scale):
    """Speech first (issue 46), then the language and both answers."""
    app = make_app(tmp_path, monkeypatch)
    app.apply_settings(replace(app.settings, window_size=size, text_scale=scale), save=False)
    app.start(TitleScene(app))
    try:
        shown = _shown(app, FirstLaunchScene(app))
        assert len(shown) == 4, "speech, the language, symbols on and symbols off"
        assert all(not a.colliderect(b) for i, a in enumerate(shown) for b in shown[i + 1 :])
    finally:
        pygame.display.quit()


@pytest.mark.parametrize(("size", "scale"), SETTINGS)
def test_a_question_shows_all_its_answers(tmp_path, monkeypatch, size, scale):
    app = make_app(tmp_path, monkeypatch)
    app.apply_settings(replace(app.settings, window_size=size, text_scale=scale), save=False)
    app.start(TitleScene(app))
    try:
        answers = [(f"answer {i}", lambda: None) for i in range(3)]
        shown = _shown(app, ChoiceScene(app, "Which one?", answers, "A question"))
        assert len(shown) == len(answers)
    finally:
        pygame.display.quit()


@pytest.mark.parametrize(("size", "scale"), SETTINGS)
def test_a_long_question_with_four_answers_keeps_its_words_clear_of_its_buttons(
    tmp_path, monkeypatch, size, scale
):
    """At 200 % a four-choice dialog once drew its message's last lines under its buttons and
    its title past its frame (the end of a challenge's try, in French)."""
    app = make_app(tmp_path, monkeypatch, language="fr")
    app.apply_settings(replace(app.settings, window_size=size, text_scale=scale), save=False)
    app.start(TitleScene(app))
    try:
        answers = [(f"Réponse numéro {i}", lambda: None) for i in range(4)]
        lines = "20 cases vides\nVotre record : 1 case vide, 2 étoiles.\nL’indice montre une ligne."
        title = "Pas encore d’étoile · 1.5 La réserve du grand navire"
        scene = ChoiceScene(app, lines, answers, title)
        shown = _shown(app, scene)
        assert len(shown) == len(answers)
        window = app.window.get_rect()
        assert window.contains(scene.box), "the frame is on the screen"
        assert scene.box.contains(scene.title_at), "the title stays inside its frame"
        assert scene.box.contains(scene.words_at)
        assert scene.words_at.bottom <= min(r.top for r in shown), "no word under a button"
    finally:
        pygame.display.quit()
