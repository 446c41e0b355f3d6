"""One clear focus: the pad/keyboard focus stays where it was when the mouse moves; the mouse
acts where it clicks; the title focuses Continue when a game can be continued."""

from __future__ import annotations

import pygame

from game.shell.input import PointerMove
from game.shell.scenes.title import TitleScene
from tests.app.conftest import Driver


def click(drive: Driver, pos) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, button=1, pos=pos))
        drive.frames(1)
    drive.frames(2)


def test_the_title_focuses_continue_and_a_hover_does_not_take_the_focus(app):
    app.save_path.parent.mkdir(parents=True, exist_ok=True)
    app.save_path.write_text("{}", encoding="utf-8")
    app.start(TitleScene(app))
    drive = Driver(app)
    drive.frames(2)
    form = drive.top.form
    assert form.focused.key == "continue"
    new = next(w for w in form.widgets if w.key == "new")
    drive.top.handle(PointerMove(new.rect.center))
    assert form.focused.key == "continue" and form.widgets[form.hover].key == "new"
    click(drive, new.rect.center)  # the mouse acts where it points
    drive.pick_game()
    assert type(drive.top).__name__ == "SetupScene"


def test_without_a_save_the_title_focuses_new_game(app):
    app.start(TitleScene(app))
    assert app.stack.top.form.focused.key == "new"


def test_a_decision_screen_keeps_its_focus_under_the_mouse_and_shows_the_pointed_card(app):
    from game.isle.scenarios import at_screen, new_session, play_until
    from game.isle.scenes.game import GameScene

    session = new_session(app, seed=3)
    assert play_until(session, at_screen("draft"))
    app.start(GameScene(app, session))
    drive = Driver(app)
    drive.frames(3)
    draft = drive.top
    assert type(draft).__name__ == "DraftScene"
    draft.refresh()
    draft.layout_items()
    focused = draft.focus
    other = next(i for i, item in enumerate(draft.items) if i != focused and item.card)
    draft.handle(PointerMove(draft.items[other].rect.center))
    assert draft.focus == focused and draft.hover == other
    assert draft.zoom_card() is draft.items[other], "the big card is the one pointed at"
    draft.handle(PointerMove((0, 0)))
    assert draft.hover is None and draft.zoom_card() is draft.items[focused]


def test_a_picker_marks_the_hovered_choice_keeps_the_focus_and_a_click_picks_what_it_hits(app):
    from game.isle.scenarios import new_session
    from game.isle.scenes.colors import ColorScene
    from game.isle.scenes.game import GameScene

    app.start(GameScene(app, new_session(app, seed=3)))
    drive = Driver(app)
    drive.frames(3)  # the draft is up: the picker goes over it
    picked: list[str] = []
    picker = ColorScene(app, "Which colour?", picked.append)
    app.stack.push(picker)
    drive.frames(2)
    assert drive.top is picker
    assert picker.focus == 0
    picker.handle(PointerMove(picker.rects[3].center))
    assert picker.focus == 0 and picker.hover == 3, "the pointer marks, the focus stays"
    picker.handle(PointerMove((1, 1)))
    assert picker.hover is None
    click(drive, picker.rects[2].center)
    assert picked == [picker.colors[2]], "the click picks the colour it hits"
