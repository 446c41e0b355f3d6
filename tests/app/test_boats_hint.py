"""The boats view hides the tiles on I and on F (the pad's X and right stick, the mouse's
middle button), but its prompt bar named only I (play-test of the panels, item 3). The bar
names every button that does it, on the device used last, as the player has bound them, in
the player's language."""

from __future__ import annotations

import pygame
import pytest

from game.isle.scenarios import new_session
from game.isle.scenes.boats import BoatsScene
from game.isle.scenes.game import GameScene
from game.shell.input import Intent, IntentEvent
from game.shell.input.events import KEYBOARD
from game.shell.ui import drawlog
from game.shell.ui.prompts import glyph_text
from tests.app.conftest import Driver, make_app


def boats_view(app) -> tuple[GameScene, Driver]:
    session = new_session(app, players=2, seed=2, humans=1)
    game = GameScene(app, session)
    app.start(game)
    drive = Driver(app)
    drive.frames(2)
    game.base = app.stack.top
    return game, drive


def reopen(app, game: GameScene, drive: Driver) -> BoatsScene:
    base = game.base  # the screen the boats view was opened from (the draft)
    app.stack.pop_to(base)  # whatever the last intent opened, that screen is under it
    app.stack.apply()
    assert app.stack.top is base
    app.open("boats", game, 0)
    drive.frames(1)
    assert isinstance(app.stack.top, BoatsScene)
    return app.stack.top


def hiding_intents(app, game: GameScene, drive: Driver) -> set[str]:
    """The intents that hide the tiles in the boats view, found by trying each one."""
    found = set()
    for intent in Intent:
        scene = reopen(app, game, drive)
        scene.handle(IntentEvent(intent, KEYBOARD, pressed=True))
        if app.stack.top is scene and scene.hide_tiles:
            found.add(str(intent))
    return found


def bar_words(app, drive: Driver) -> list[tuple[str, pygame.Rect]]:
    """The texts the frame drew, with where (the prompt bar's among them)."""
    import layout_audit

    drawlog.start()
    try:
        frame = layout_audit.capture(app, step=True)
    finally:
        drawlog.stop()
    return [(piece.text, piece.rect) for piece in frame.texts]


def hide_part(app, intents: set[str]) -> pygame.Rect:
    """The prompt bar's one part that every intent of ``intents`` clicks."""
    parts = {tuple(rect) for intent, rect in app.prompt_rects if intent in intents}
    named = {intent for intent, _ in app.prompt_rects}
    assert intents <= named, f"the bar leaves out {sorted(intents - named)}"
    assert len(parts) == 1, "one prompt says it, with every way to do it"
    return pygame.Rect(parts.pop())


@pytest.fixture
def tools_path(monkeypatch):
    from pathlib import Path

    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parents[2] / "tools"))


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_bar_names_every_key_that_hides_the_tiles(tmp_path, monkeypatch, tools_path, language):
    app = make_app(tmp_path, monkeypatch, language=language)
    try:
        game, drive = boats_view(app)
        intents = hiding_intents(app, game, drive)
        assert intents == {"info", "flip"}, "I and F both hide the tiles"
        scene = reopen(app, game, drive)
        for key, device in (("i", "keyboard"), ("f", "keyboard")):  # the real keys, typed
            code = pygame.key.key_code(key)
            before = scene.hide_tiles
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, scancode=0))
            drive.frames(1)
            pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0, scancode=0))
            drive.frames(1)
            assert scene.hide_tiles != before, f"{key} hides (or shows) the tiles"
            assert app.input.layout == device
        # remapped: F's job on G, and the bar says G
        bindings = app.input.bindings.rebind(Intent.FLIP, "keyboard", "g")
        app.input.set_bindings(bindings)
        for layout, wanted in (("keyboard", {"I", "G"}), ("mouse", None)):
            app.input._last_layout = layout  # the device used last
            words = bar_words(app, drive)
            part = hide_part(app, intents)
            inside = {w for w, rect in words if part.collidepoint(rect.center)}
            glyphs = {glyph_text(app, intent) for intent in intents}
            assert wanted is None or glyphs == wanted
            assert len(glyphs) == 2 and glyphs <= inside, f"{layout}: {inside} names {glyphs}"
            assert app.t("boats.hide_tiles") in inside
    finally:
        if app.session is not None:
            app.session.close()
        pygame.display.quit()


def test_a_pad_sees_both_of_its_buttons(tmp_path, monkeypatch, tools_path):
    from pygame._sdl2 import controller

    from tests.shell.input.virtual_pads import VirtualPad

    pygame.init()
    controller.init()
    app = make_app(tmp_path, monkeypatch)
    pad = VirtualPad(name="Virtual Xbox Pad", vendor_id=0x045E, product_id=0x02EA)
    try:
        game, drive = boats_view(app)
        scene = reopen(app, game, drive)
        pad.tap("x")  # Flip on the pad hides the tiles
        drive.frames(3)
        assert scene.hide_tiles and app.input.layout == "xbox"
        words = bar_words(app, drive)
        part = hide_part(app, {"info", "flip"})
        inside = {w for w, rect in words if part.collidepoint(rect.center)}
        assert {"X", "R Stick Right"} <= inside, inside
    finally:
        if app.session is not None:
            app.session.close()
        pad.unplug()
        pygame.event.get()
        pygame.display.quit()
