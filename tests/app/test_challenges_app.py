"""The challenges in the window, driven by keys and by a virtual pad on the real input path:
the chapters and their locks, a challenge placed with the game's controls, undo, retry in one
press, the end of a try with its stars and the record, the hint after a failed try."""

from __future__ import annotations

import pygame
import pytest

from game.isle.challenges import model
from game.isle.challenges.model import Put
from game.isle.data.challenges import challenges
from game.isle.data.window import isle_content
from game.isle.scenes.challenge import ChallengeScene
from game.isle.scenes.challenges import ChallengesScene
from tests.app.conftest import KEYS, Driver

KEYS.setdefault("hint", pygame.K_h)
KEYS.setdefault("prev", pygame.K_TAB)


def by_id(name: str):
    return next(c for c in challenges() if c.id == name)


def open_list(drive: Driver) -> ChallengesScene:
    drive.focus_on("challenges")
    drive.press("confirm")
    assert isinstance(drive.top, ChallengesScene)
    return drive.top


def open_up_to(app, name: str) -> None:
    """A star in every challenge before ``name`` (so that it is open)."""
    from game.shell.session.records import ChallengeBest

    for challenge in challenges():
        if challenge.id < name:
            app.records.records.challenges[challenge.id] = ChallengeBest(1, 0, 1)


def open_challenge(drive: Driver, name: str) -> ChallengeScene:
    """From the list: the card of ``name`` (its chapter first), confirm, read the intro."""
    open_up_to(drive.app, name)
    scene = drive.top
    target = by_id(name)
    while scene.chapter != target.chapter:
        drive.press("next")
    while scene.focused() != target:
        drive.press("right")
    drive.press("confirm")
    assert type(drive.top).__name__ == "ChoiceScene"  # the challenge's card: its words
    drive.press("confirm")
    assert isinstance(drive.top, ChallengeScene)
    return drive.top


def place_treasure(drive: Driver, step) -> None:
    scene = drive.top
    for _ in range(4):
        if scene.cursor.k % 4 == step.k % 4:
            break
        drive.press("rotate_right", 0)
    for _ in range(30):
        dx, dy = step.x - scene.cursor.x, step.y - scene.cursor.y
        if not dx and not dy:
            break
        drive.press(("right" if dx > 0 else "left") if dx else ("down" if dy > 0 else "up"), 0)
    drive.press("confirm")


def place(drive: Driver, step: Put) -> None:
    """Choose the tile, turn and flip it, move it with the arrows, and confirm: the player's
    own controls, no shortcut."""
    scene = drive.top
    for _ in range(8):
        if scene.cursor.tile == step.tile:
            break
        drive.press("next", 0)
    assert scene.cursor.tile == step.tile
    if (scene.cursor.k >= 4) != (step.k >= 4):
        drive.press("flip", 0)
    for _ in range(4):
        if scene.cursor.k == step.k:
            break
        drive.press("rotate_right", 0)
    assert scene.cursor.k == step.k
    for _ in range(30):
        dx, dy = step.x - scene.cursor.x, step.y - scene.cursor.y
        if not dx and not dy:
            break
        drive.press(("right" if dx > 0 else "left") if dx else ("down" if dy > 0 else "up"), 0)
    assert (scene.cursor.x, scene.cursor.y) == (step.x, step.y)
    drive.press("confirm")


def test_the_list_opens_one_challenge_after_another(drive, app):
    scene = open_list(drive)
    assert scene.opened(scene.focused()) and scene.focused().id == "1-01"
    drive.press("right")
    assert scene.opened(scene.focused()), "the chapter's first ones are open to sample"
    drive.press("right")
    assert not scene.opened(scene.focused())
    drive.press("confirm")
    assert type(drive.top).__name__ == "MessageScene"  # why it is locked, in words
    assert "1.2" in drive.top.message
    drive.press("confirm")
    assert isinstance(drive.top, ChallengesScene)


def test_a_new_player_samples_the_first_challenges_of_every_chapter(drive, app):
    """Play-test 2026-12-06: chapters 2 and 3 stayed locked until 1.11 had a star."""
    scene = open_list(drive)
    for chapter in scene.chapters:
        shown = [c for c in scene.every if c.chapter == chapter]
        assert [scene.opened(c) for c in shown[:3]] == [True, True, False], chapter
    drive.press("next")
    assert scene.chapter == 2 and scene.opened(scene.focused())
    drive.press("confirm")
    assert type(drive.top).__name__ == "ChoiceScene", "2.1 opens: its card, then the game"


def test_a_challenge_played_with_the_keys_earns_three_stars_and_opens_the_next(drive, app):
    open_list(drive)
    scene = open_challenge(drive, "1-04")
    first, second = (model.parse_step(s) for s in scene.challenge.solution)
    place(drive, first)
    assert scene.progress.moves == 1 and len(scene.history) == 1
    drive.press("back")  # undo
    assert scene.progress.moves == 0
    place(drive, first)
    place(drive, second)
    result = drive.top
    assert type(result).__name__ == "ResultScene" and result.stars == 3
    best = app.records.records.challenges["1-04"]
    assert best.stars == 3 and best.moves == 2
    assert (app.records.path).exists()  # written at once
    labels = [label for label, _ in result.choices]
    assert labels[0] == app.t("challenge.result.next")
    drive.press("confirm")  # the next challenge, with its card
    drive.press("confirm")
    assert isinstance(drive.top, ChallengeScene) and drive.top.challenge.id == "1-05"


def test_retry_is_one_press_and_a_failed_try_offers_the_hint(drive, app):
    open_list(drive)
    scene = open_challenge(drive, "1-02")
    first = model.parse_step(scene.challenge.solution[0])
    wrong = next(s for s in model_puts(scene) if (s.x, s.y, s.k) != (first.x, first.y, first.k))
    place(drive, wrong)
    drive.press("view")  # retry
    assert scene.progress.moves == 0 and not scene.history
    place(drive, wrong)
    # the second cat may not fit any more: the try may end here; else end it from the menu
    if isinstance(drive.top, ChallengeScene):
        scene.finish()
        drive.frames(2)
    result = drive.top
    assert type(result).__name__ == "ResultScene" and result.stars < 3
    assert app.t("challenge.result.hint") in [label for label, _ in result.choices]
    drive.press("back")  # back on the result: try again
    assert scene.failed and not scene.hint
    drive.press("hint")
    assert scene.hint and scene.hint_step() == first
    assert scene.cursor.tile == first.tile  # the hint's tile is chosen
    place(drive, first)
    assert scene.hint_step() == model.parse_step(scene.challenge.solution[1])


def test_a_try_that_does_not_beat_the_record_shows_the_best_to_beat(drive, app):
    from game.isle.ui.challenge_words import stars_words, value_text
    from game.shell.session.records import ChallengeBest

    open_list(drive)
    app.records.records.challenges["1-02"] = ChallengeBest(3, 0, 2)
    scene = open_challenge(drive, "1-02")
    first = model.parse_step(scene.challenge.solution[0])
    wrong = next(s for s in model_puts(scene) if (s.x, s.y, s.k) != (first.x, first.y, first.k))
    place(drive, wrong)
    if isinstance(drive.top, ChallengeScene):
        scene.finish()
        drive.frames(2)
    result = drive.top
    assert type(result).__name__ == "ResultScene" and result.stars < 3
    best = app.t(
        "challenges.best",
        result=value_text(app, scene.challenge.goal, 0),
        stars=stars_words(app, 3),
    )
    assert best in result.message
    assert app.t("challenge.new_best") not in result.message
    assert app.records.records.challenges["1-02"] == ChallengeBest(3, 0, 2)  # kept


def model_puts(scene):
    from game.isle.challenges.solver import puts

    return puts(scene.progress)


def test_the_map_bonus_is_chosen_in_the_strip_and_placed(drive, app):
    open_list(drive)
    scene = open_challenge(drive, "2-03")
    steps = [model.parse_step(s) for s in scene.challenge.solution]
    place(drive, steps[0])
    assert scene.bonus_choices() and scene.cursor is None
    while scene.bonus_choices()[scene.choice] != steps[1]:
        drive.press("right", 0)
    drive.press("confirm")
    assert scene.cursor is not None and scene.cursor.tile == steps[1].tile
    place_treasure(drive, steps[2])
    assert type(drive.top).__name__ == "ResultScene" and drive.top.stars == 3


@pytest.mark.parametrize("language", ["fr"])
def test_the_screens_speak_french(tmp_path, monkeypatch, language):
    from game.shell.scenes.title import TitleScene
    from tests.app.conftest import make_app

    app = make_app(tmp_path, monkeypatch, language=language)
    try:
        app.start(TitleScene(app))
        drive = Driver(app)
        scene = open_list(drive)
        assert "Chapitre" in app.t("challenges.chapter_title", number=1)
        words = scene.spoken(scene.focused())
        assert "Remplir" in words or "cabine" in words
    finally:
        pygame.display.quit()


def test_a_pad_alone_plays_a_challenge(drive, app):
    from tests.shell.input.virtual_pads import VirtualPad

    pad = VirtualPad(name="Virtual Xbox Pad", vendor_id=0x045E, product_id=0x02EA)

    def tap(button: str) -> None:
        pad.press(button)
        drive.frames(1)
        pad.release(button)
        drive.frames(2)

    try:
        drive.frames(5)
        form = drive.top.form
        while form.focused.key != "challenges":
            tap("dpdown")
        tap("a")
        assert isinstance(drive.top, ChallengesScene)
        tap("a")  # 1.1
        tap("a")  # its card
        scene = drive.top
        assert isinstance(scene, ChallengeScene)
        step = model.parse_step(scene.challenge.solution[0])
        for _ in range(4):
            if scene.cursor.k == step.k:
                break
            tap("rightshoulder")
        for _ in range(30):
            dx, dy = step.x - scene.cursor.x, step.y - scene.cursor.y
            if not dx and not dy:
                break
            tap(("dpright" if dx > 0 else "dpleft") if dx else ("dpdown" if dy > 0 else "dpup"))
        tap("a")
        assert type(drive.top).__name__ == "ResultScene" and drive.top.stars == 3
        assert app.records.records.stars("1-01") == 3
    finally:
        pad.unplug()
        pygame.event.get()


def test_help_explains_the_cell_under_the_cursor_on_the_challenge_boat(drive, app):
    from game.isle.ui.help import IsleKind
    from game.shell.scenes.help import HelpScene

    KEYS.setdefault("help", pygame.K_F1)
    open_list(drive)
    scene = open_challenge(drive, "1-01")
    cx, cy = scene.cursor.center(scene.placing_state())
    drive.press("help")
    assert isinstance(drive.top, HelpScene)
    subject = drive.top.subject
    assert subject.kind == IsleKind.CELL and subject.value == (0, int(cx), int(cy))
    words = " ".join(drive.top.entry.paragraphs)
    room = isle_content(app).board.room_of(int(cx), int(cy))
    empty = (
        next(r for r in isle_content(app).board.rooms if r.id == room).mask
        & ~scene.progress.occupied
    ).bit_count()
    assert str(empty) in words  # the challenge's own boat, not an empty one
