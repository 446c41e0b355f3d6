"""The menus' ground: the title's living island (parallax layers drifting slowly), or plain
navy under the menus opened from a game."""

from __future__ import annotations

import pygame

from game.shell.ui.living import DRIFT, FADE_STEPS


def draw_menu_background(surface: pygame.Surface, app) -> None:
    """The menus' ground: the title's sky, or plain navy when opened from a game (the same
    for every menu of the pause menu, so that going deeper does not jump to the sky)."""
    if any(getattr(s, "name", "") == "game" for s in app.stack.scenes):
        surface.fill(app.palette.background)
    else:
        draw_living_background(surface, app)


def draw_living_background(surface: pygame.Surface, app, front: pygame.Rect | None = None) -> None:
    """Parallax layers drifting slowly (still under reduced motion). Only the parts that move
    are redrawn; until the layers are drawn (in the background), a plain sky. ``front``: only
    the front waves again, inside that rect (over what floats in them)."""
    size = surface.get_size()
    backgrounds = app.living
    living = backgrounds.get(size, app.settings.palette, app.palette, app.wait_for_art)
    if living is None:
        if front is not None:
            return  # the plain sky has no waves
        backgrounds.draw_plain(surface)
        app.motion(lambda t: backgrounds.pending())  # the whole window once they are drawn
        return
    if front is not None:  # the waves over what floats in them, at the offsets just drawn
        if len(backgrounds.offsets) != len(living.layers):
            return  # the layers came in this frame: the whole window is drawn again next
        clip = surface.get_clip()
        surface.set_clip(clip.clip(front))
        living.draw(surface, backgrounds.offsets, front_only=True)
        surface.set_clip(clip)
        return
    moving = not app.settings.reduced_motion
    offsets = []
    for index, layer in enumerate(living.layers):
        if not moving or layer.speed == 0:
            offsets.append(0)
            continue
        offsets.append(
            app.motion(
                lambda t, v=layer.speed * DRIFT, s=app.layout.scale: round(int(t * v) * s),
                lambda old, new, i=index: living.changed(i, old, new),
            )
        )
    backgrounds.offsets = tuple(offsets)
    living.draw(surface, backgrounds.offsets)
    shown = FADE_STEPS if backgrounds.faded else app.motion(backgrounds.fade_step)
    if shown < FADE_STEPS:  # the island appears over the plain sky
        sky = backgrounds.plain(size)
        sky.set_alpha(round(255 * (1 - shown / FADE_STEPS)))
        surface.blit(sky, (0, 0))
        sky.set_alpha(None)
