"""The button shapes pygame-gui drew in one start are read back by the next
(game.shell.ui.gui_shapes): the same pixels without drawing them again, and a store that is
damaged, foreign or cannot be written costs nothing but the saving."""

from __future__ import annotations

import os

import pygame
import pytest
from pygame_gui.core.drawable_shapes import rounded_rect_drawable_shape as drawn

from game.shell.ui import gui_shapes
from game.shell.ui.gui import Button, Form, Gui
from game.shell.ui.layout import Layout


@pytest.fixture(autouse=True)
def window():
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((640, 360))
    yield
    pygame.display.quit()


@pytest.fixture
def draws(monkeypatch) -> list[str]:
    """The states pygame-gui draws afresh (a found shape is copied, not drawn)."""
    found: list[str] = []
    original = drawn.RoundedRectangleShape.redraw_state

    def counted(self, state, add_text=True):
        key = self.shape_cache.build_cache_id(
            "rounded_rectangle",
            self.containing_rect.size,
            self.shadow_width,
            self.border_widths,
            self.theming[f"{state}_border"],
            self.theming[f"{state}_bg"],
            self.shape_corner_radius,
        )
        if self.shape_cache.find_surface_in_cache(key) is None:
            found.append(state)
        original(self, state, add_text)

    monkeypatch.setattr(drawn.RoundedRectangleShape, "redraw_state", counted)
    return found


def menu(folder) -> tuple[Gui, Form]:
    gui = Gui(Layout(640, 360, 1.0), shapes=folder)
    buttons = [Button("play", "Play"), Button("quit", "Quit")]
    buttons[1].enabled = False
    form = Form(gui, buttons, (100, 100, 300, 200))
    for _ in range(8):  # the hovered and pressed pictures come one per update
        gui.update(1 / 60)
    return gui, form


def picture(gui: Gui) -> bytes:
    surface = pygame.Surface((640, 360))
    gui.manager.draw_ui(surface)
    return pygame.image.tobytes(surface, "RGB")


def test_a_later_start_reads_the_shapes_and_draws_the_same_buttons(tmp_path, draws):
    gui, _ = menu(tmp_path)
    first = picture(gui)
    assert draws, "the first start draws its shapes"
    assert gui.store_shapes(), "and keeps them"
    assert not gui.store_shapes(), "written once, not at every rest"
    assert gui_shapes.store_path(tmp_path).stat().st_size < 200_000
    draws.clear()
    later, _ = menu(tmp_path)
    assert draws == [], "the next start draws none of them again"
    assert picture(later) == first


@pytest.mark.parametrize(
    "damage",
    [
        b"",
        b"not a store at all",
        gui_shapes.MAGIC + b"\xff\xff\xff\x7f",
        gui_shapes.MAGIC + b"\x05\x00\x00\x00[{}]]",
        "cut",
        "flipped",
    ],
)
def test_a_damaged_store_is_ignored_and_written_again(tmp_path, draws, damage):
    gui, _ = menu(tmp_path)
    first = picture(gui)
    gui.store_shapes()
    path = gui_shapes.store_path(tmp_path)
    data = path.read_bytes()
    if damage == "cut":
        data = data[: len(data) // 2]
    elif damage == "flipped":  # a byte of the compressed pictures changed
        data = data[:-40] + bytes([data[-40] ^ 0xFF]) + data[-39:]
    else:
        data = damage
    path.write_bytes(data)
    draws.clear()
    later, _ = menu(tmp_path)
    assert draws, "the shapes are drawn again"
    assert picture(later) == first
    assert later.store_shapes() and gui_shapes.load(Gui(Layout(640, 360, 1.0)).manager, tmp_path)


def test_a_store_from_another_pygame_gui_is_not_read(tmp_path, monkeypatch):
    gui, _ = menu(tmp_path)
    gui.store_shapes()
    before = gui_shapes.store_path(tmp_path)
    stat = os.stat(drawn.__file__)
    os.utime(drawn.__file__, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1))
    try:
        assert gui_shapes.store_path(tmp_path) != before, "an upgrade names another file"
    finally:
        os.utime(drawn.__file__, ns=(stat.st_atime_ns, stat.st_mtime_ns))


def test_a_folder_that_cannot_be_written_loses_nothing(tmp_path):
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the folder would be")
    gui, _ = menu(blocked)
    assert not gui.store_shapes(), "not written"
    assert blocked.read_text() == "a file where the folder would be"
    assert not list(tmp_path.glob("**/*.tmp"))
    assert picture(gui)


def test_a_returning_players_title_draws_no_button_shape_again(tmp_path, monkeypatch, draws):
    from game.shell.app.main import SHAPES_STORED_AFTER, STEP
    from game.shell.scenes.title import TitleScene
    from tests.app.conftest import make_app

    earlier = make_app(tmp_path, monkeypatch)
    earlier.start(TitleScene(earlier))
    for _ in range(round(SHAPES_STORED_AFTER / STEP) + 2):
        earlier.step(STEP)
    assert list((tmp_path / "data" / "cache").glob("gui-shapes-*.bin")), "kept on the title"
    pygame.display.quit()
    draws.clear()
    app = make_app(tmp_path, monkeypatch)
    app.start(TitleScene(app))
    app.step(STEP)
    assert draws == [], "the first frame shows the buttons as the earlier start drew them"
    for _ in range(12):  # and their other pictures (hovered, pressed) in the frames after
        app.step(STEP)
    assert not app.gui.drawing_states() and draws == []


def test_the_text_measures_ride_along_and_a_later_start_measures_nothing(tmp_path, monkeypatch):
    """Issue 43: what fitting measured (the buttons' label widths, fitted sizes) is kept with
    the shapes; the next start finds it and opens no font to measure."""
    from game.shell.ui import text

    monkeypatch.setattr(text, "_measures", {})
    gui, _ = menu(tmp_path)
    fitted = text.fit_size("The Isle of Cats · Kitten Toys", "title", 80, 300)
    known = text.measures()
    assert any(k.startswith("width|bold|") for k in known) and fitted in known.values()
    assert gui.store_shapes()
    monkeypatch.setattr(text, "_measures", {})

    def no_font(*args):
        raise AssertionError("a later start measured again")

    monkeypatch.setattr(text, "measuring", no_font)
    monkeypatch.setattr(text, "font", no_font)
    later, _ = menu(tmp_path)
    assert text.measures() == known
    assert text.fit_size("The Isle of Cats · Kitten Toys", "title", 80, 300) == fitted


def test_measures_of_other_fonts_or_of_the_wrong_kind_are_not_taken(monkeypatch):
    from game.shell.ui import text

    monkeypatch.setattr(text, "_measures", {})
    assert text.remember_measures({"fit|a": 12}, "another font's stamp") == 0
    stamp = text.fonts_stamp()
    taken = text.remember_measures(
        {"fit|a": 12, "fit|b": "12", "fit|c": 1.5, "fit|d": True, "fit|e": 10**9, 5: 3}, stamp
    )
    assert taken == 1 and text.measures() == {"fit|a": 12}
    assert text.remember_measures(["not", "a", "table"], stamp) == 0
