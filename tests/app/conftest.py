"""A headless game window for scene tests: own config and save folders, fixed time step."""

from __future__ import annotations

import pygame
import pytest

from game.shell.app.main import App, parse_options

KEYS = {
    "up": pygame.K_UP,
    "down": pygame.K_DOWN,
    "left": pygame.K_LEFT,
    "right": pygame.K_RIGHT,
    "confirm": pygame.K_RETURN,
    "back": pygame.K_BACKSPACE,
    "menu": pygame.K_ESCAPE,
    "rotate_left": pygame.K_q,
    "rotate_right": pygame.K_e,
    "flip": pygame.K_f,
    "next_spot": pygame.K_n,
    "overlay": pygame.K_o,
    "view": pygame.K_v,
    "next": pygame.K_TAB,
}


class Driver:
    """Presses keys on the real event path (pygame -> input hub -> intents -> scene)."""

    def __init__(self, app: App) -> None:
        self.app = app

    def frames(self, n: int = 1) -> None:
        for _ in range(n):
            self.app.step(1 / 60)

    def press(self, intent: str, settle: int = 2) -> None:
        key = KEYS[intent]
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
        )
        self.frames(1)
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
        self.frames(settle)

    @property
    def top(self):
        return self.app.stack.top

    def focus_on(self, key: str) -> None:
        """Move the menu focus (down presses) to the widget with ``key``."""
        form = self.top.form
        for _ in range(len(form.widgets) + 1):
            if form.focused is not None and form.focused.key == key:
                return
            self.press("down", 0)
        raise AssertionError(f"no widget {key!r} in {[w.key for w in form.widgets]}")

    def choose(self, label: str) -> None:
        """Press the button of the top dialog whose label is ``label``."""
        for widget in self.top.form.widgets:
            if widget.label == label:
                self.focus_on(widget.key)
                self.press("confirm")
                return
        raise AssertionError(f"no {label!r} in {[w.label for w in self.top.form.widgets]}")

    def pick_game(self, label: str = "The Isle of Cats") -> None:
        """The title asks which game of the box (New game, How to play): answer ``label``."""
        if type(self.top).__name__ == "GameChoiceScene" and any(
            w.label == label for w in self.top.form.widgets
        ):
            self.choose(label)

    def new_game(self, label: str = "The Isle of Cats") -> None:
        """Title -> New game -> the game ``label``."""
        self.focus_on("new")
        self.press("confirm")
        self.pick_game(label)

    def focus_item(self, predicate) -> None:
        """Move a decision screen's focus (Tab: next item) to the first item matching."""
        scene = self.top
        scene.refresh()
        for _ in range(len(scene.items) + 1):
            if predicate(scene.items[scene.focus]):
                return
            self.press("next", 0)
        raise AssertionError("no such item")


def make_app(tmp_path, monkeypatch, *extra: str, language: str = "en") -> App:
    monkeypatch.setenv("ISLE_OF_CATS_CONFIG", str(tmp_path / "config"))
    monkeypatch.setenv("ISLE_OF_CATS_DATA", str(tmp_path / "data"))
    app = App(parse_options(["--size", "1280x720", "--lang", language, *extra]))
    app.settings.first_launch = False
    app.settings.animation_speed = "instant"
    return app


@pytest.fixture
def app(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch)
    yield app
    if app.session is not None:
        app.session.close()
    pygame.display.quit()


@pytest.fixture
def drive(app):
    from game.shell.scenes.title import TitleScene

    app.start(TitleScene(app))
    return Driver(app)
