"""The title screen's cats, living with the island: three cats peek over the rim of a
rowboat that rocks on the waves, two more doze on a sandbar. Now and then one blinks or
flicks its tail (the table's idle life: deterministic, from the fixed-step time). Under
reduced motion or the "instant" speed they keep still."""

from __future__ import annotations

import math
import weakref

import pygame

from game.shell.ui.idle import hash01, moment_at

BOAT_CATS = ("blue", "orange", "green")
# the sandbar's cats: (their cells and the seed of their fur, colour, orientation, x, y in
# cells); a long cat curled round and a tall one stretched out (two cats of the Isle's bag)
DOZING = (
    ((((0, 0), (1, 0), (2, 0), (0, 1), (2, 1), (3, 1)), 410), "purple", 0, 0.0, 0.0),
    ((((1, 0), (0, 1), (1, 1), (1, 2), (1, 3)), 403), "red", 1, 4.3, 0.0),
)


POSES = ("blink", "flick")  # the idle life's poses (game.shell.ui.idle.moment_at)
_AHEAD: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # art -> cells drawn ahead


def _poses_ahead(art, cell: int) -> None:
    """Draw the sandbar's cats in every pose in the background, once per art and size: the
    first blink or flick drawn on demand held one title frame up for about 150 ms."""
    cells = _AHEAD.setdefault(art, set())
    if cell in cells:
        return
    cells.add(cell)
    art.draw_ahead(
        lambda a: [
            a.cat(*body, color, k, cell, pose=p) for body, color, k, *_ in DOZING for p in POSES
        ]
    )


class TitleCats:
    """Where the title's cats are (reference units, 1280x720) and how they move; drawing
    changes nothing (each frame is a function of the fixed-step time)."""

    def __init__(self, app) -> None:
        self.app = app

    def moving(self) -> bool:
        s = self.app.settings
        return not s.reduced_motion and s.animation_speed != "instant"

    def blinking(self, index: int, time: float | None = None) -> bool:
        """Each boat cat blinks on its own rhythm (a short blink every few seconds)."""
        if not self.moving():
            return False
        period = 3.4 + 2.2 * hash01("title-blink", index)
        phase = ((self.app.time if time is None else time) + 1.7 * index) % period
        return phase < 0.14 or (index == 1 and 0.3 < phase < 0.44)

    def draw(self, surface: pygame.Surface) -> pygame.Rect:
        """Draw the cats; returns the rowboat's rect (the front waves go over its bottom)."""
        layout, art = self.app.layout, self.app.art
        boat = art.rowboat(layout.px(310), "blue")
        still = boat.get_rect(midbottom=layout.point(205, 616))
        size = layout.px(74)
        bar = art.sandbar(layout.px(300))
        spot = bar.get_rect(midbottom=layout.point(1110, 700))
        cell = layout.px(21)
        bob, leans, blinks = 0, (0,) * len(BOAT_CATS), (False,) * len(BOAT_CATS)
        moment = None  # (slot, action) of a dozing cat's movement under way
        rim_at = round(boat.get_height() * 0.4)
        heads_at = [art.peeking_cat(color, size).get_size() for color in BOAT_CATS]

        def boat_area(bob: int, leans: tuple[int, ...]) -> pygame.Rect:
            """What the rowboat and its cats cover at a bob and leans."""
            box = still.move(0, bob)
            heads = [
                pygame.Rect(
                    box.x + round(box.w * (0.22 + 0.23 * i)) - size // 2,
                    box.y + rim_at - round(size * 0.84) + leans[i],
                    *heads_at[i],
                )
                for i in range(len(BOAT_CATS))
            ]
            return box.unionall(heads)

        bar_area = spot.inflate(cell * 2, cell * 2).union(spot.move(0, -cell * 5))
        if self.moving():
            # two motions: the boat rocks all the time, the sandbar's cats only now and then
            # (the main loop redraws only what each one changes)
            bob, leans, blinks = self.app.motion(
                lambda t: (
                    round(math.sin(t * 1.3) * layout.px(4)),
                    tuple(round(math.sin(t * 1.3 + i) * layout.px(2)) for i in range(3)),
                    tuple(self.blinking(i, t) for i in range(len(BOAT_CATS))),
                ),
                lambda old, new: [boat_area(*old[:2]).union(boat_area(*new[:2]))],
            )
            moment = self.app.motion(
                lambda t: (lambda m: None if m is None else (m.slot, m.action))(moment_at(t)),
                bar_area,
            )
        # the rowboat, rocking on the waves, its cats peeking over the rim (a redraw of a
        # region elsewhere skips them: the title redraws a few regions five times a second)
        box = still.move(0, bob)
        clip = surface.get_clip()
        if clip.colliderect(boat_area(bob, leans)):
            rim = box.y + rim_at
            surface.blit(boat, box)
            for index, color in enumerate(BOAT_CATS):  # paws on the gunwale
                head = art.peeking_cat(color, size, closed=blinks[index])
                x = box.x + round(box.w * (0.22 + 0.23 * index))
                y = rim - round(size * 0.84) + leans[index % len(leans)]
                surface.blit(head, (x - size // 2, y))
        # the sandbar and its dozing cats
        if not clip.colliderect(bar_area):  # (a whole redraw always draws it: motions below)
            return box
        surface.blit(bar, spot)
        pick = None
        if moment is not None:
            pick = max(range(len(DOZING)), key=lambda i: hash01(moment[0], "title", i))
        if self.moving():
            _poses_ahead(art, cell)
        for index, (body, color, k, dx, dy) in enumerate(DOZING):
            pose = moment[1] if moment is not None and index == pick else None
            image = art.cat(*body, color, k, cell, pose=pose)
            x = spot.x + round(spot.w * 0.36) + round(dx * cell)
            y = spot.y + round(spot.h * 0.78) - image.get_height() + round(dy * cell)
            surface.blit(image, (x, y))
        return box
