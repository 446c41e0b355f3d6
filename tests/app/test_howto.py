"""How to play (issue 14, item 7): parts for the Standard game, Family, Solo and the rules
choices; controls read from the live bindings; pictures drawn with the game's art; pages that
never split a sentence nor end on a heading, at any text scale and in both languages; paging by
mouse and pad that the screen says."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.isle.scenes.howto import HowToPlayScene
from game.shell.input import Intent
from game.shell.scenes.paged import joined, sentences
from tests.app.conftest import Driver, make_app


def _open(app, scale: float = 1.0) -> HowToPlayScene:
    from game.shell.scenes.title import TitleScene

    app.apply_settings(replace(app.settings, text_scale=scale), save=False)
    app.start(TitleScene(app))
    scene = HowToPlayScene(app)
    app.stack.push(scene)
    app.stack.apply()
    app.step(1 / 60)
    return scene


def _whole_sentences(scene) -> set[str]:
    """Every run of whole sentences (or lines) of every paragraph: what a text block may be."""
    runs = set()
    for topic in scene.topics():
        for paragraph in topic.body.split("\n\n"):
            pieces = sentences(paragraph)
            runs |= {
                joined(pieces[i:j])
                for i in range(len(pieces))
                for j in range(i + 1, len(pieces) + 1)
            }
    return runs


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_pages_never_split_a_sentence_nor_end_on_a_heading_nor_overflow(
    tmp_path, monkeypatch, language, scale
):
    app = make_app(tmp_path, monkeypatch, language=language)
    try:
        scene = _open(app, scale)
        pages = scene._paginate()
        runs = _whole_sentences(scene)
        layout = app.layout
        room = layout.px(scene.box[3]) - layout.px(64) - scene._part_height()
        gap = layout.px(12)
        for number, page in enumerate(pages):
            assert page.blocks, f"page {number} is empty"
            assert page.blocks[-1].kind == "text", f"page {number} ends on a {page.blocks[-1].kind}"
            used = sum(b.surface.get_height() + gap for b in page.blocks) - gap
            assert used <= room, f"page {number} runs out of its box"
            for block in page.blocks:
                if block.kind == "text":
                    assert block.words in runs, f"page {number} splits a sentence: {block.words!r}"
        parts = list(dict.fromkeys(page.part for page in pages))
        t = app.t
        assert parts == [
            t(f"howto.part.{p}") for p in ("standard", "family", "solo", "choices", "controls")
        ]
        assert any(b.kind == "picture" for page in pages for b in page.blocks)
    finally:
        pygame.display.quit()


def _controls(scene, kind: str) -> str:
    return scene.controls(kind)


def test_the_controls_are_the_live_bindings(app):
    scene = _open(app)
    t = app.t
    mouse = _controls(scene, "mouse").splitlines()
    assert t("howto.controls.line", action=t("intent.back"), inputs="Right click") in mouse
    assert t("howto.controls.line", action=t("intent.flip"), inputs="Middle click") in mouse
    assert not any(line.startswith(t("intent.flip")) and "Right" in line for line in mouse)
    keyboard = _controls(scene, "keyboard").splitlines()
    assert t("howto.controls.line", action=t("intent.flip"), inputs="F") in keyboard
    pad = _controls(scene, "pad").splitlines()
    assert t("howto.controls.line", action=t("intent.help"), inputs="Y") in pad
    # a change of the bindings is what the page says next time
    app.input.set_bindings(app.input.bindings.rebind(Intent.FLIP, "keyboard", "g"))
    keyboard = _controls(scene, "keyboard").splitlines()
    assert t("howto.controls.line", action=t("intent.flip"), inputs="G") in keyboard
    words = " ".join(topic.body for topic in scene.topics())
    assert "G" in words


def test_the_mouse_pages_with_the_arrows_and_the_prompt_bar_says_how(app):
    scene = _open(app)
    drive = Driver(app)
    drive.frames(2)
    assert [i for i, _ in scene.prompts()][:2] == ["left", "right"]  # keyboard: the arrows
    nxt = scene.arrows["next"].center
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=nxt, button=1))
        drive.frames(1)
    drive.frames(2)
    assert scene.page == 1, "a click on the arrow turns the page"
    assert app.input.layout == "mouse"
    prompts = [i for i, _ in scene.prompts()]
    assert prompts[:2] == ["rotate_left", "rotate_right"], "the mouse is told to use the wheel"
    assert "Wheel" in app.input.glyph_for("rotate_right")
    drive.press("right")
    assert scene.page == 2
    drive.press("rotate_left")  # the pad's shoulders (and the wheel) turn pages too
    assert scene.page == 1
