"""The placement preview keeps the tile's colour (play-test 2026-12-04 m13): the purple cat's ghost
was grey-green, the blue Oshax's nearly invisible on the boat, the purple ghost green in high
contrast. Measured like the palettes (tests/ui/test_palettes.py: CIEDE2000 in CIELAB, D65): on
the boat's wood, each ghost's body stays near its own colour, far from every other cat colour,
under normal vision and each simulated deficiency; its rim says legal or illegal in the
palette's good and bad colours, and an illegal ghost is hatched too."""

from __future__ import annotations

import warnings
from collections import Counter

import pygame
import pytest

from game.isle.ui.art import IsleArt
from game.shell.ui.art import Art, default_symbols
from game.shell.ui.palette import PALETTES

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from tests.ui.test_palettes import VISIONS, delta_e, seen_lab

CELL = 40
NEAR = 12.0  # a ghost's body seen within this of its colour...
APART = 20.0  # ... and at least this far from any other cat colour (the palettes' own bound)
TILES = {"cat": 403, "oshax": 300}  # a cross-shaped cat and an Oshax


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    yield


def art_for(palette_name: str, content) -> Art:
    return IsleArt(content, PALETTES[palette_name], default_symbols())


def body_colour(art: Art, shape: int, color: str, ghost: str | None) -> tuple[int, int, int]:
    """The colour the tile's fill shows on the boat's wood: the pixels of the plain tile's most
    common colour, in the picture (ghost or not) laid on the wood, their median."""
    plain = art.tile(shape, color, 0, CELL)
    picture = art.tile(shape, color, 0, CELL, ghost=ghost)
    wood = pygame.Surface(picture.get_size())
    wood.fill(art.palette.wood)
    wood.blit(picture, (0, 0))
    w, h = plain.get_size()
    fills = Counter(
        tuple(plain.get_at((x, y)))[:3]
        for x in range(w)
        for y in range(h)
        if plain.get_at((x, y)).a == 255
    )
    fill = fills.most_common(1)[0][0]
    spots = [
        (x, y)
        for x in range(w)
        for y in range(h)
        if plain.get_at((x, y)).a == 255 and tuple(plain.get_at((x, y)))[:3] == fill
    ]
    channels = list(zip(*(tuple(wood.get_at(p))[:3] for p in spots), strict=True))
    return tuple(sorted(c)[len(c) // 2] for c in channels)  # type: ignore[return-value]


@pytest.mark.parametrize("kind", sorted(TILES))
@pytest.mark.parametrize("ghost", ["good", "bad"])
@pytest.mark.parametrize("palette_name", sorted(PALETTES))
def test_a_ghost_keeps_its_colour_on_the_boat(content, palette_name, ghost, kind):
    art = art_for(palette_name, content)
    cats = art.palette.cats
    bodies = {c: body_colour(art, TILES[kind], c, ghost) for c in cats}
    for vision in VISIONS:
        for color, body in bodies.items():
            seen = seen_lab(body, vision)
            own = delta_e(seen, seen_lab(body_colour(art, TILES[kind], color, None), vision))
            assert own <= NEAR, f"{palette_name} {ghost} {kind} {color} ({vision}): {own:.1f}"
            for other, rgb in cats.items():
                if other != color:
                    apart = delta_e(seen, seen_lab(rgb, vision))
                    assert apart >= APART, (
                        f"{palette_name} {ghost} {color} ghost reads as {other} ({vision}): "
                        f"{apart:.1f}"
                    )


@pytest.mark.parametrize("palette_name", sorted(PALETTES))
def test_the_rim_says_legal_or_illegal_and_an_illegal_ghost_is_hatched(content, palette_name):
    art = art_for(palette_name, content)
    palette = art.palette
    for ghost, verdict in (("good", palette.good), ("bad", palette.bad)):
        picture = art.tile(403, "purple", 0, CELL, ghost=ghost)
        w, h = picture.get_size()
        # the leftmost opaque pixel of the middle row lies on the rim
        row = h // 2
        x = next(x for x in range(w) if picture.get_at((x, row)).a > 200)
        assert tuple(picture.get_at((x + 1, row)))[:3] == verdict, (palette_name, ghost)
    good = art.tile(403, "purple", 0, CELL, ghost="good")
    bad = art.tile(403, "purple", 0, CELL, ghost="bad")
    dark = {tuple(bad.get_at((x, y)))[:3] for x in range(bad.get_width()) for y in range(8, 30)}
    plain = {tuple(good.get_at((x, y)))[:3] for x in range(good.get_width()) for y in range(8, 30)}
    assert len(dark - plain) > 0, "the illegal ghost has its hatching"
    assert delta_e(seen_lab(palette.good, "normal"), seen_lab(palette.bad, "normal")) >= APART
