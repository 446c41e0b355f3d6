"""How to play's controls page in the player's language (play-test 2026-12-01 m2, re-checked
2026-12-04): the keys and buttons are named as the prompt bar names them ("Entrée", "Clic
droit"), never left in English on a French page, and the four ways to move read as one name
("Arrows", "D-pad") instead of "D-pad Up D-pad Down D-pad Left D-pad Right"."""

from __future__ import annotations

import pygame
import pytest

from game.isle.scenes.howto import HowToPlayScene
from tests.app.conftest import make_app


@pytest.mark.parametrize(
    ("language", "keyboard", "pad", "mouse"),
    [
        (
            "en",
            ["Move: Arrows / W A S D", "Confirm: Enter / Space / Num Enter"],
            ["Move: D-pad / L Stick"],
            ["Back: Right click", "Turn left: Wheel up"],
        ),
        (
            "fr",
            ["Se déplacer\xa0: Flèches / Z Q S D", "Valider\xa0: Entrée / Espace / Entrée du pavé"],
            ["Se déplacer\xa0: Croix / Stick G"],
            ["Retour\xa0: Clic droit", "Tourner à gauche\xa0: Molette vers le haut"],
        ),
    ],
)
def test_the_controls_name_the_inputs_in_the_players_language(
    tmp_path, monkeypatch, language, keyboard, pad, mouse
):
    app = make_app(tmp_path, monkeypatch, language=language)
    try:
        scene = HowToPlayScene(app)
        for kind, lines in (("keyboard", keyboard), ("pad", pad), ("mouse", mouse)):
            said = scene.controls(kind).splitlines()
            for line in lines:
                assert line in said, f"{kind}: {line!r} not in {said}"
    finally:
        pygame.display.quit()
