"""The guided first game (issue 15) through the real app: every step done with intents in both
languages, a wrong action explained and not applied, every step read aloud, left and resumed,
offered from the title and on the first launch, and never touching a real saved game."""

from __future__ import annotations

import pytest

from game.isle.data.window import isle_content
from game.isle.scenes.tutorial import TutorialScene, start_tutorial, tutorial_path
from tests.app.conftest import Driver, make_app
from tests.app.tutorial_player import focus, play_guided_game


def _open(app) -> tuple[Driver, TutorialScene]:
    start_tutorial(app)
    app.stack.apply()
    drive = Driver(app)
    drive.frames(2)
    assert isinstance(app.stack.scenes[0], TutorialScene)
    return drive, app.stack.scenes[0]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_guided_game_is_played_to_the_end_with_intents(tmp_path, monkeypatch, language):
    app = make_app(tmp_path, monkeypatch, language=language)
    app.settings.narration = True
    app.narrator.command = None  # record what would be said
    try:
        real = app.save_path
        real.parent.mkdir(parents=True, exist_ok=True)
        real.write_text("a real game\n")  # the guided game never touches it
        drive, scene = _open(app)
        script = scene.tutorial.script
        seen = play_guided_game(drive, scene)
        assert list(dict.fromkeys(s for s, _ in seen)) == [s.id for s in script.steps], seen
        assert type(app.stack.top).__name__ == "TitleScene"
        assert not tutorial_path(app).exists(), "a finished guided game is forgotten"
        assert real.read_text() == "a real game\n"
        said = app.narrator.spoken
        for step in script.steps:
            words = app.t(f"tutorial.step.{step.id}").rstrip(".")
            assert any(line.startswith(words) for line in said), step.id
            if step.after:
                after = app.t(f"tutorial.step.{step.id}.after").rstrip(".")
                assert any(line.startswith(after) for line in said), step.id
        assert any(line.endswith(app.t("tutorial.continue") + ".") for line in said)
        # each turn on the board ends with its confirm step, explained the first time (34.4)
        confirms = [s for s, kind in seen if kind == "confirm"]
        assert confirms[0] == "place1" and len(confirms) >= 4, confirms
        first = app.t("tutorial.confirm_turn").rstrip(".")
        assert sum(line.startswith(first) for line in said) == 1
    finally:
        if app.session is not None:
            app.session.close()


def test_a_wrong_action_is_explained_and_not_applied(app):
    drive, scene = _open(app)
    play_guided_game(drive, scene, until="draft1")
    session = scene.tutorial
    for _ in range(30):
        if type(drive.top).__name__ == "DraftScene":
            break
        drive.frames(2)
    log = list(session.match.log)
    for key in ("c43", "c98"):  # legal cards, not the two the step asks for
        focus(drive, key)
        drive.press("confirm", 0)
    focus(drive, "keep")
    drive.press("confirm")
    assert session.match.log == log, "the action was not applied"
    assert scene.coach.nudged >= 0, "the panel says it is not this one"
    toasts = [toast.label for toast in scene.effects.toasts]
    assert app.t("reason.tutorial_expects") in toasts
    assert session.guide.step.id == "draft1"
    play_guided_game(drive, scene, until="draft2")  # the step itself still works


def test_the_guided_game_is_left_and_resumed_from_the_title(app):
    from game.shell.scenes.title import TitleScene

    app.start(TitleScene(app))
    drive = Driver(app)
    drive.focus_on("learn")
    drive.press("confirm")
    scene = app.stack.scenes[0]
    assert isinstance(scene, TutorialScene)
    play_guided_game(drive, scene, until="place1")
    drive.frames(5)
    drive.press("menu")
    assert type(drive.top).__name__ == "PauseScene"
    drive.focus_on("quit")
    drive.press("confirm")
    assert type(drive.top).__name__ == "TitleScene"
    assert tutorial_path(app).exists()
    drive.focus_on("learn")
    drive.press("confirm")
    assert type(drive.top).__name__ == "ChoiceScene"  # go on, start again or cancel
    drive.press("confirm")
    scene = app.stack.scenes[0]
    assert isinstance(scene, TutorialScene)
    assert scene.tutorial.guide.step.id == "place1"
    play_guided_game(drive, scene, until="leo1")


def test_the_first_launch_offers_the_guided_game(app):
    from game.shell.scenes.title import TitleScene

    app.settings.first_launch = True
    app.start(TitleScene(app))
    drive = Driver(app)
    assert type(drive.top).__name__ == "FirstLaunchScene"
    drive.focus_on("on")
    drive.press("confirm")
    assert type(drive.top).__name__ == "ChoiceScene"
    assert drive.top.message == app.t("tutorial.offer")
    drive.press("confirm")
    assert isinstance(app.stack.scenes[0], TutorialScene)


def test_the_final_scores_lead_to_a_real_game_s_setup(app):
    import pygame

    from game.isle.tutorial.guided import TutorialSession, play_to
    from game.isle.tutorial.script import load_script

    session = TutorialSession(
        isle_content(app),
        load_script("first_game", isle_content(app)),
        save_path=tutorial_path(app),
    )
    play_to(session, "scoring")
    app.stack.reset(TutorialScene(app, session))
    app.stack.apply()
    drive = Driver(app)
    for _ in range(200):
        drive.frames(2)
        if type(drive.top).__name__ == "TutorialScoringScene" and drive.top.geometry().buttons:
            break
    scoring = drive.top
    assert type(scoring).__name__ == "TutorialScoringScene"
    scoring.elapsed = 1e9  # the count-up is done
    drive.frames(2)
    assert app.t(scoring.button_keys[0]) == app.t("tutorial.real_game")
    spot = scoring.geometry().buttons[0].center
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):  # a click on the button
        pygame.event.post(pygame.event.Event(kind, pos=spot, button=1))
        drive.frames(1)
    drive.frames(3)
    assert type(drive.top).__name__ == "SetupScene"
    assert not tutorial_path(app).exists(), "the guided game is over and forgotten"
