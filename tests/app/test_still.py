"""The table under the boat screen is kept as one picture while the tile being placed moves
(game.shell.ui.still): the window shows what drawing the table afresh would show, through cursor
moves, the idle cats' blinks, a tile placed, the rooms shown and a new window size."""

from __future__ import annotations

import pygame

from game.isle.scenes.board import BoardScene
from game.isle.ui.art import isle_art
from game.shell.app.main import STEP
from game.shell.ui.idle import SLOT, moment_at, slot_at, slot_moment
from game.shell.ui.still import StillLayer
from tests.app.test_placement_ui import placing_game


def pixels(app) -> bytes:
    return pygame.image.tobytes(app.window, "RGB")


def afresh(app, game) -> bytes:
    """The window as a whole redraw that draws the table itself shows (the window and the
    kept picture are left as they were)."""
    kept = app.window.copy()
    game.still.enabled = False
    try:
        app.draw_frame(None)
        fresh = pixels(app)
    finally:
        game.still.enabled = True
        app.window.blit(kept, (0, 0))
    return fresh


def test_moving_the_tile_redraws_the_kept_table_as_drawn_afresh(app):
    app.settings.first_launch = False
    session, game, drive = placing_game(app)
    board = drive.top
    kept = 0
    for step in range(48):
        painted = game.still.painted
        board.cursor.move(session.state, 1 if (step // 6) % 2 == 0 else -1, int(step % 3 == 0))
        app.step(STEP)
        if game.still.painted == painted:
            kept += 1
        assert pixels(app) == afresh(app, game), f"the window differs at step {step}"
    assert kept >= 40, "the table is drawn once, not at every move of the tile"


def test_the_kept_table_follows_blinks_a_placed_tile_the_rooms_and_a_new_size(app):
    app.settings.first_launch = False
    session, game, drive = placing_game(app)
    app.settings.animation_speed = "normal"  # the idle cats move (not at "instant")
    # the idle cats blink at moments of the fixed-step time: walk through three slots
    posed = 0
    for _ in range(round(3 * SLOT / STEP / 4)):
        for _ in range(4):
            app.step(STEP)
        assert pixels(app) == afresh(app, game), f"the window differs at t={app.time:.2f}"
        posed += moment_at(app.time) is not None
    assert posed, "a cat blinked or flicked its tail during the walk"
    game.table.show_rooms = True  # the rooms view (a key on the table screen)
    drive.frames(1)
    assert pixels(app) == afresh(app, game)
    game.table.show_rooms = False
    tiles = len(session.state.seats[0].tiles)
    drive.press("next_spot")
    drive.press("confirm")
    drive.frames(3)
    assert len(session.state.seats[0].tiles) == tiles + 1, "the tile is placed"
    assert pixels(app) == afresh(app, game), "the table shows the placed tile"
    pygame.display.set_mode((1024, 640))
    app.relayout()
    drive.frames(2)
    assert pixels(app) == afresh(app, game), "a new window size draws the table again"


class Clocked:
    """A host with the real loop's redraw bookkeeping (game.shell.app.redraw)."""

    def __init__(self) -> None:
        from game.shell.app.redraw import Redraw

        self.redraw = Redraw()
        self._time = 0.0

    def motion(self, key, dirty=None):
        value = key(self._time)
        self.redraw.record(key, dirty, value)
        return value


def _whole(host: Clocked, layer: StillLayer, surface, key, paint) -> None:
    host.redraw.begin(whole=True)
    try:
        layer.draw(surface, key, paint)
    finally:
        host.redraw.end()


def test_a_drawing_is_kept_only_while_its_key_motions_and_clock_allow():
    host = Clocked()
    layer = StillLayer(host)
    surface = pygame.Surface((40, 30))
    colour = [(200, 0, 0)]

    def paint(target) -> None:
        target.fill(colour[0])

    _whole(host, layer, surface, "a", paint)
    colour[0] = (0, 200, 0)  # not in the key: the kept picture shows
    _whole(host, layer, surface, "a", paint)
    assert layer.painted == 1 and surface.get_at((5, 5))[:3] == (200, 0, 0)
    _whole(host, layer, surface, "b", paint)  # a new key: drawn again
    assert layer.painted == 2 and surface.get_at((5, 5))[:3] == (0, 200, 0)

    def moving(target) -> None:  # drawing that moves with time, as the idle cats do
        target.fill((0, 0, 10 * host.motion(lambda t: int(t), pygame.Rect(0, 0, 4, 4))))

    _whole(host, layer, surface, "m", moving)
    _whole(host, layer, surface, "m", moving)
    assert layer.painted == 3, "the same moment: kept"
    assert len(host.redraw.motions) == 1, "a kept drawing still declares its motion"
    host._time = 1.0
    _whole(host, layer, surface, "m", moving)
    assert layer.painted == 4 and surface.get_at((5, 5))[:3] == (0, 0, 10)

    def timed(target) -> None:  # read the clock: changes at every frame
        host.redraw.clock_read = True
        target.fill((1, 2, 3))

    _whole(host, layer, surface, "t", timed)
    _whole(host, layer, surface, "t", timed)
    assert layer.painted == 6, "drawing that reads the clock is never kept"
    assert host.redraw.clock_read, "and the loop still redraws it whole"

    surface.set_clip(pygame.Rect(0, 0, 10, 10))  # a partial redraw: never kept from it
    _whole(host, layer, surface, "c", paint)
    _whole(host, layer, surface, "c", paint)
    assert layer.painted == 8


def test_the_posed_cats_of_the_next_moments_are_drawn_before_they_show(app):
    app.settings.first_launch = False
    session, game, drive = placing_game(app)
    app.settings.animation_speed = "normal"
    while slot_moment(slot_at(app.time)) is None and slot_moment(slot_at(app.time) + 1) is None:
        app.time += SLOT  # a slot where a cat moves, or before one
    art = isle_art(app)
    asked = []
    art.ask_ahead = asked.append  # what the idle life asks to draw ahead
    game.table.idle._ahead_slot = None
    drive.frames(1)
    assert asked, "the cats that move in this slot and the next are asked for ahead"
    drawn = []

    class Recorder:
        def extension(self, kind):
            return self  # the store's Isle pictures: itself

        def tile(self, *args, **kwargs):
            drawn.append(kwargs.get("pose"))

    for asks in asked:
        asks(Recorder())
    assert drawn and set(drawn) <= {"blink", "flick"}
    count = len(asked)
    drive.frames(2)
    assert len(asked) == count, "asked once per slot, not at every frame"
    assert isinstance(drive.top, BoardScene)


def test_the_layout_audit_sees_the_table_under_the_boat_screen(app):
    from game.shell.ui import drawlog

    app.settings.first_launch = False
    session, game, drive = placing_game(app)
    drive.frames(2)  # the table is kept
    painted = game.still.painted
    drawlog.start()
    try:
        drive.frames(1)
    finally:
        drawlog.stop()
    assert game.still.painted == painted + 1, "drawn afresh while the audit records"


def test_the_boats_grid_is_drawn_once_whether_the_table_is_kept_or_a_menu_is_over_it(
    app, monkeypatch
):
    from game.shell.scenes.pause import PauseScene

    app.settings.first_launch = False
    session, game, drive = placing_game(app)
    grids = []
    art = isle_art(app)
    grid_lines = art.grid_lines
    monkeypatch.setattr(art, "grid_lines", lambda cell: grids.append(cell) or grid_lines(cell))
    drive.frames(3)
    assert len(grids) <= 1, "kept with the table: drawn once, then shown from the picture"
    app.stack.push(PauseScene(app, game))
    app.stack.apply()
    grids.clear()
    drive.frames(3)
    assert len(grids) == 3, "under the pause menu, drawn once a frame (never twice, never not)"
