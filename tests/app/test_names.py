"""Names with invisible characters never lose a game (issue 37 item 1): typed into the setup
screen, remembered from the last setup, drawn on the table, read by narration, saved and
continued. Control and invisible characters are refused where the name is typed, with a
message; a remembered name holding them is cleaned."""

from __future__ import annotations

import json

import pygame
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from game.isle.scenes.game import GameScene
from game.isle.scenes.setup import SetupScene
from game.shell.scenes.dialog import MessageScene
from game.shell.scenes.title import TitleScene
from tests.app.conftest import Driver

INVISIBLE = ["\x00", "\u200b", "\ufeff", "\u00ad", "\u2060", "\x1b", "\u202e"]


def setup_screen(app) -> SetupScene:
    scene = SetupScene(app)
    app.start(scene)
    Driver(app).frames(2)
    return scene


def type_into(app, scene: SetupScene, seat: int, text: str) -> None:
    """Empty the seat's name field and type ``text`` into it (the real event path)."""
    form = scene.form
    form.focus = next(i for i, w in enumerate(form.widgets) if w.key == f"name{seat}")
    form.build()  # scrolled into view
    field = form.widgets[form.focus]
    field.element.set_text("")
    field.element.focus()
    for char in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
    Driver(app).frames(2)
    if isinstance(app.stack.top, MessageScene):  # a refused character: told, then back
        Driver(app).press("confirm")
    field = next(w for w in scene.form.widgets if w.key == f"name{seat}")
    if field.element is not None:
        field.element.unfocus()


def test_invisible_characters_typed_into_a_name_are_refused_with_a_message(app):
    scene = setup_screen(app)
    form = scene.form
    form.focus = next(i for i, w in enumerate(form.widgets) if w.key == "name0")
    form.build()
    form.widgets[form.focus].element.set_text("")
    form.widgets[form.focus].element.focus()
    for char in "Mi\u200ba\ufeff\u00ad":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
    Driver(app).frames(2)
    assert scene.names[0] == "Mia"
    top = app.stack.top
    assert isinstance(top, MessageScene), "the player is told"
    assert top.message == (
        "A name keeps only visible characters: control and invisible characters are not taken."
    )
    Driver(app).press("confirm")
    assert app.stack.top is scene
    field = next(w for w in scene.form.widgets if w.key == "name0")
    assert field.element.get_text() == "Mia", "what was typed stays, without them"


def test_a_remembered_name_with_a_nul_opens_the_setup_cleaned(app, tmp_path):
    memory = app.config_path / "last_setup.json"
    memory.parent.mkdir(parents=True, exist_ok=True)
    seats = [{"kind": "human", "name": "Mia\x00"}, {"kind": "normal", "name": "\u200b"}]
    memory.write_text(json.dumps({"mode": "standard", "players": 2, "seats": seats}))
    scene = setup_screen(app)  # the game before drew the NUL and stopped with a traceback
    assert scene.names[0] == "Mia"
    field = next(w for w in scene.form.widgets if w.key == "name0")
    assert field.element.get_text() == "Mia"
    assert scene.names[1] == "Leo", "nothing visible: the seat's default name"


NAMES = st.text(
    st.sampled_from(INVISIBLE) | st.characters(codec="utf-8", exclude_categories=["Cs"]),
    min_size=1,
    max_size=12,
)


@settings(
    max_examples=12,
    deadline=None,
    derandomize=True,
    phases=[Phase.explicit, Phase.generate],  # a whole game per example: no shrinking
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(first=NAMES, second=NAMES)
def test_any_typed_names_play_narrate_save_and_continue(app, first, second):
    from game.shell.scenes.saves import continue_game

    app.settings.narration = True
    for path in app.saves.folder.glob("slot-*.jsonl"):
        path.unlink()
    scene = setup_screen(app)
    scene.kinds[:2] = ["human", "human"]
    scene.players = 2
    scene.build()
    type_into(app, scene, 0, first)
    type_into(app, scene, 1, second)
    names = [scene.names[0] or "Mia", scene.names[1] or "Leo"]
    scene.start()
    drive = Driver(app)
    drive.frames(20)  # the table, the hand-off screen with the name
    session = app.session
    assert [s.name for s in session.seats] == names
    for line in app.narrator.spoken:
        assert "\x00" not in "".join(app.narrator.command_for(line, "en"))
    app.start(TitleScene(app))  # left: the game was saved after its last move
    drive.frames(2)
    continue_game(app)
    drive.frames(5)
    assert isinstance(app.stack.scenes[0], GameScene), "Continue resumes the game"
    assert [s.name for s in app.session.seats] == names
    drive.press("confirm")  # the hand-off to the first player: the table with the names
    drive.frames(5)
    app.session.close()
