"""What a frame drew where, for the layout audit (tools/layout_audit.py).

While an audit runs, every text line the game renders (``text.render``) is known by its
surface; surfaces made by the game are recording surfaces, so a text keeps its place through
every composition (a line into a block, a block into a card, a card into the window), and a
clip, a crop or the window's edge marks it cut. The game adds a few notes: prompt bars, focus
rings, interactive elements, the backdrop of an overlay, an opaque panel laid over the screen
(a ``cover``), the "…" of text cut short.

Off by default. ``start()`` swaps the recorders in and ``stop()`` swaps the originals back,
so the game pays nothing; the notes test one module variable (a few calls a frame).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.shell.ui.drawrecord import DrawLog

log: DrawLog | None = None  # the audit's recorder while it runs (None: recording is off)


def start() -> DrawLog:
    """Record from now on. Caches of composed text are emptied: what they hold was composed
    without recording."""
    global log
    from game.shell.ui import prompts, text
    from game.shell.ui.drawrecord import (
        DrawLog,
        RecordingSurface,
        _recording_render,
        _recording_scale,
        _saved,
    )

    if log is not None:
        return log
    _saved.update(
        render=text.render,
        surface=pygame.Surface,
        smoothscale=pygame.transform.smoothscale,
        scale=pygame.transform.scale,
    )
    text.render = _recording_render(text.render)
    # the drawing log swaps pygame's class for its recording subclass while it records
    pygame.Surface = RecordingSurface  # type: ignore[misc]  # a class, replaced on purpose
    pygame.transform.smoothscale = _recording_scale(_saved["smoothscale"])
    pygame.transform.scale = _recording_scale(_saved["scale"])
    text.render_block.cache_clear()
    text.outlined.cache_clear()
    prompts.glyph_badge.cache_clear()
    log = DrawLog()
    return log


def stop() -> None:
    """Stop recording and put the originals back."""
    global log
    from game.shell.ui import prompts, text
    from game.shell.ui.drawrecord import _saved

    if log is None:
        return
    text.render = _saved["render"]
    pygame.Surface = _saved["surface"]  # type: ignore[misc]  # pygame's class put back
    pygame.transform.smoothscale = _saved["smoothscale"]
    pygame.transform.scale = _saved["scale"]
    text.render_block.cache_clear()
    text.outlined.cache_clear()
    prompts.glyph_badge.cache_clear()
    log = None


# --- notes from the game (cheap when recording is off) ------------------------------------


def note(kind: str, rect: pygame.Rect, surface: pygame.Surface | None = None, **extra) -> None:
    """Note a prompt bar, a focus ring, an element or a backdrop drawn on ``surface`` (only
    what lands in the window counts)."""
    if log is None or (surface is not None and not log.on_window(surface)):
        return
    if surface is not None:
        rect = pygame.Rect(rect).move(surface.get_abs_offset())
        if extra.get("keep") is not None:
            extra["keep"] = pygame.Rect(extra["keep"]).move(surface.get_abs_offset())
    log.mark(kind, rect, **extra)


def note_scene(index: int, scene: object) -> None:
    """The app is about to draw the ``index``-th scene of the drawn stack."""
    if log is not None:
        log.layer = index
        log.scene = getattr(scene, "name", "") or type(scene).__name__


def note_gui(manager, surface: pygame.Surface) -> None:
    """pygame-gui drew its elements on ``surface``: note their texts and the buttons."""
    if log is None or not log.on_window(surface):
        return
    from game.shell.ui.drawrecord import gui_notes

    gui_notes(log, manager, surface)
