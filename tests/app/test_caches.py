"""Drawn pictures are bounded and let go when the size, text scale, palette or language
changes: none of them would be shown again, and a long evening of changes must stay flat."""

from __future__ import annotations

import time

import pytest

from game.isle.ui.art import isle_art
from game.shell.app.main import art_cache_bytes
from game.shell.scenes.title import TitleScene
from game.shell.ui import panels, text


@pytest.mark.parametrize(
    "change",
    [{"language": "fr"}, {"palette": "high_contrast"}, {"text_scale": 1.5}],
)
def test_a_change_of_looks_drops_every_drawn_picture(app, change):
    app.start(TitleScene(app))
    app.step(1 / 60)
    art = app.art
    isle_art(app).tile(400, "blue", 0, 40)
    assert text.render.cache_info().currsize and len(panels.SHADES)
    assert app.living.ready is not None
    app.update_settings(**change)
    assert text.render.cache_info().currsize == 0 and len(panels.SHADES) == 0
    assert app.art is not art and app.art.cache.bytes == 0
    assert app.living.ready is None, "the island of the old looks is let go"
    app.step(1 / 60)
    assert app.living.ready is not None, "and drawn again in the new ones"


def test_changes_that_do_not_change_looks_keep_the_pictures(app):
    app.start(TitleScene(app))
    app.step(1 / 60)
    art = app.art
    app.update_settings(music_volume=0.3)
    assert app.art is art and text.render.cache_info().currsize


def test_the_art_cache_is_bounded_by_the_window_size():
    assert art_cache_bytes((1280, 720)) == 32 * 2**20
    assert 40 * 2**20 < art_cache_bytes((1920, 1080)) < 50 * 2**20
    assert art_cache_bytes((3840, 2160)) == 160 * 2**20


def test_the_setup_screen_draws_the_table_ahead_for_a_quick_first_frame(app):
    """While the players set the game up, the table's boats (every colour, at the sizes the
    table shows them), its backdrop and island are drawn in the background: the new game's
    first frame finds them ready."""
    from game.isle.rules.ids import BOAT_COLORS
    from game.isle.scenes.setup import SetupScene
    from game.isle.ui.table import regions
    from game.shell.scenes.title import TitleScene

    app.start(TitleScene(app))
    setup = SetupScene(app)
    app.stack.push(setup)
    app.stack.apply()
    assert setup.drawing_ahead is not None
    setup.drawing_ahead.join(timeout=60)
    isle_art(app).fish(12)  # the next picture asked for takes in what was drawn ahead
    r = regions(app.layout)
    for color in BOAT_COLORS:
        for cell in (r.own_cell, r.thumb_cell):
            assert ("boat", color, cell) in app.art.cache, (color, cell)
    before = set(app.art.cache._items)
    setup.start()  # Start: the first frame of the game finds its cats and boats drawn
    app.stack.apply()
    app.draw_frame(None)
    new = set(app.art.cache._items) - before  # what the first frame had to draw itself
    assert not [k for k in new if k[0] == "boat" or (k[0] == "tile" and k[2] is not None)], new


def test_the_menu_buttons_let_go_of_their_scratch_pictures_once_their_states_are_drawn(app):
    """pygame-gui draws a rounded button from copies at four times its size and keeps them
    (about 10 MB for a large button at 1080p): the loop runs until every state is drawn,
    then they are let go."""
    app.start(TitleScene(app))
    app.step(1 / 60)
    shapes = [
        e.drawable_shape
        for e in app.gui.manager.get_sprite_group().sprites()
        if hasattr(e, "drawable_shape")
    ]
    assert shapes and app.gui.drawing_states(), "new buttons draw their states over frames"
    assert not app.may_sleep(), "the loop keeps going while they are drawn"
    for _ in range(30):
        if not app.gui.drawing_states():
            break
        app.step(1 / 60)
    assert not app.gui.drawing_states()
    assert all(getattr(s, "temp_additive_shape", None) is None for s in shapes)
    assert all(getattr(s, "temp_subtractive_shape", None) is None for s in shapes)


def test_text_pictures_are_bounded_by_the_window_size(app):
    """The text lines kept weigh one and a half windows' worth of pixels, 8 to 24 MiB (12
    MiB at 1080p): a line drawn again costs little, and a long evening must stay flat."""
    for i in range(3000):
        text.render(f"A line of text number {i} long enough to weigh", "body", 40, (0, 0, 0))
    w, h = app.window.get_size()
    assert text.render.cache_info().nbytes <= max(8 * 2**20, min(w * h * 6, 24 * 2**20))


def test_the_memory_a_game_leaves_goes_back_at_a_quiet_moment(app, monkeypatch):
    from game.isle.scenarios import new_session
    from game.isle.scenes.game import GameScene
    from game.shell.app import memory

    trims: list[int] = []
    monkeypatch.setattr(memory, "trim", lambda: trims.append(1) or True)
    session = new_session(app, players=2, seed=5, humans=2)
    app.start(GameScene(app, session))
    app.step(1 / 60)
    assert not trims
    app.stack.reset(TitleScene(app))
    app.stack.apply()
    for _ in range(40):
        app.step(1 / 60)
    assert trims == [1], "trimmed once, when the title rests"


def test_finding_the_c_library_runs_no_subprocess():
    """Issue 16: the allocator's settings reach glibc through the process's own symbols;
    ``ctypes.util.find_library`` would run ``ldconfig`` at every start."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from game.shell.app import memory\n"
        "memory.hand_back_large_blocks()\n"
        "memory.trim()\n"
        "print('ctypes.util' in sys.modules, 'subprocess' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "False"]


def test_the_setup_screen_s_loop_takes_the_pictures_drawn_ahead_before_start(app):
    """Converting what was drawn ahead all at once cost the new game's first frame about
    20 ms: the setup screen's frames take it in a few pictures at a time, and the loop does
    not sleep while some wait."""
    from game.isle.scenes.setup import SetupScene

    app.start(TitleScene(app))
    setup = SetupScene(app)
    app.stack.push(setup)
    app.stack.apply()
    setup.drawing_ahead.join(timeout=60)
    waiting = len(app.art._drawn_ahead)
    assert waiting > 8
    app.frame(1 / 60)
    assert len(app.art._drawn_ahead) == waiting - 8
    assert not app.may_sleep(), "pictures wait: the loop keeps taking them"
    for _ in range(waiting):
        app.frame(1 / 60)
    assert app.art._drawn_ahead == []
    assert not app.art.take_ahead(8)


def test_the_table_s_music_is_decoded_while_the_players_set_up(app):
    from game.isle.scenes.setup import SetupScene
    from game.shell.ui.audio import MUSIC_FILES

    if not app.audio.enabled:
        pytest.skip("no audio mixer on this machine")
    app.start(TitleScene(app))
    app.stack.push(SetupScene(app))
    app.stack.apply()
    thread = app.audio.preload_music_aside("play")
    assert thread is not None, "decoding started when the setup screen opened"
    thread.join(timeout=60)
    assert app.audio._sounds.get(MUSIC_FILES["play"]) is not None
    assert app.audio.preload_music_aside("play") is None  # decoded once


def test_leaving_a_game_lets_go_of_its_pictures_and_texts(app):
    """At the title, the table's boats, cats and cards at its sizes show no more (up to
    200 MB at 4K): the next game draws them again, ahead, on the setup screen."""
    from game.isle.scenarios import new_session, placing, play_until
    from game.isle.scenes.game import GameScene

    session = new_session(app, players=2, seed=4, humans=1)
    play_until(session, placing)
    app.start(GameScene(app, session))
    app.draw_frame(None)
    art = app.art
    assert art.cache.bytes > 0 and text.render.cache_info().currsize
    app.start(TitleScene(app))
    assert app.art is not art and app.art.cache.bytes == 0
    assert text.render.cache_info().currsize == 0
    assert app._trim_due, "the memory goes back to the system when the title rests"


def test_a_change_of_text_size_lets_go_of_the_fonts_of_the_old_sizes(app):
    app.start(TitleScene(app))
    app.step(1 / 60)
    fonts = app.gui.manager.get_theme().get_font_dictionary()
    loaded = len(fonts.loaded_fonts)
    assert text._font.cache_info().currsize
    for scale in (1.5, 2.0, 1.25, 1.0):
        app.update_settings(text_scale=scale)
        app.step(1 / 60)
        assert len(fonts.loaded_fonts) <= loaded + 1, scale
    opened = text._font.cache_info().currsize
    app.update_settings(text_scale=1.5)  # the title's fonts at the new size, no more
    assert text._font.cache_info().currsize < opened, "the old sizes' fonts are let go"


def test_the_island_s_scratch_memory_goes_back_once_it_is_drawn(app):
    app.wait_for_art = False
    app.start(TitleScene(app))
    app._trim_due = False
    for _ in range(600):
        app.frame(1 / 60)
        if app._trim_due:
            break
        time.sleep(0.005)
    assert app.living.ready is not None and app._trim_due
