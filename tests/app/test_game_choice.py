"""The title's choice of game (issue 35): a card per game with its drawn box art, its player
counts and its one-line pitch, chosen by pad, keys or mouse, in English and French; and the first
launch speaks of the box's two games and their symbols."""

from __future__ import annotations

import pygame
import pytest

from game.shell.games import REGISTERED
from game.shell.ui.i18n import catalog
from tests.app.conftest import Driver


@pytest.fixture
def choice(app):
    app.start(app.scene("title"))
    drive = Driver(app)
    drive.focus_on("new")
    drive.press("confirm")
    assert type(drive.top).__name__ == "GameChoiceScene"
    return drive


def test_each_game_has_its_picture_players_and_pitch_in_both_languages(app):
    for game in app.games:
        picture = game.picture(app, 290, 200)
        assert isinstance(picture, pygame.Surface) and picture.get_size() == (290, 200)
        colours = {picture.get_at((x, y))[:3] for x in range(0, 290, 7) for y in range(0, 200, 7)}
        assert len(colours) > 40, f"{game.id}: a drawn picture, not a plate"
        for language in ("en", "fr"):
            words = catalog(language)
            assert words.get(game.pitch_key), (game.id, language)
    for language in ("en", "fr"):
        assert "{low}" in catalog(language)["box.players"]


def test_the_cards_show_each_game_and_the_keys_choose_among_them(choice, app):
    scene = choice.top
    names = [app.t(game.name_key) for game in app.games]
    assert names[:2] == ["The Isle of Cats", "Kitten Toys"]
    assert [w.label for w in scene.form.widgets] == [*names, "Cancel"]
    choice.frames(1)
    assert len(scene.cards) == len(names)
    assert not any(
        a.colliderect(b) for i, a in enumerate(scene.cards) for b in scene.cards[i + 1 :]
    )
    for card, widget in zip(scene.cards, scene.form.widgets, strict=False):
        assert card.contains(widget.rect), "each game's button at the foot of its card"
    assert scene.players(REGISTERED.get("kittens")) == "3–5 players"
    assert "Kitten Toys. 3–5 players. A trick-taking card game" in scene.spoken()
    choice.press("right")
    assert scene.form.focused.key == "choice1"
    assert scene.form.focused.spoken().startswith("Kitten Toys. 3–5 players.")
    for _ in range(len(names) - 1):
        choice.press("right")
    assert scene.form.focused.key == "choice0", "left and right go round the games"
    choice.press("left")
    assert scene.form.focused.key == f"choice{len(names) - 1}"
    for _ in range(len(names) - 2):
        choice.press("left")
    choice.press("confirm")
    assert type(choice.top).__name__ == "KittenSetupScene"


def test_the_mouse_clicks_a_card_and_back_cancels(choice, app):
    from tests.app.test_focus_and_hover import click

    scene = choice.top
    choice.frames(1)
    spot = scene.cards[1].midtop
    click(choice, (spot[0], spot[1] + 30))
    assert type(choice.top).__name__ == "KittenSetupScene"
    app.start(app.scene("title"))
    choice.focus_on("new")
    choice.press("confirm")
    choice.press("back")
    assert type(choice.top).__name__ == "TitleScene"


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_first_launch_speaks_of_both_games_and_their_symbols(language):
    words = catalog(language)
    question = words["first.symbols_question"]
    for game in REGISTERED.windowed():
        assert words[game.name_key] in question, (language, game.id)
