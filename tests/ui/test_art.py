"""The procedural art: sizes, caching, symbols, colours, cards that fit, the preview tool."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest

from game.isle.data.loader import load_texts
from game.isle.rules.ids import BOAT_COLORS, COLORS
from game.isle.ui.art import IsleArt
from game.shell.ui.art import default_symbols
from game.shell.ui.art.canvas import Canvas
from game.shell.ui.art.symbols import SYMBOL_NAMES, draw_symbol
from game.shell.ui.palette import HIGH_CONTRAST, STANDARD


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    yield


@pytest.fixture(scope="module")
def art(content):
    return IsleArt(content, STANDARD, default_symbols())


@pytest.fixture(scope="module")
def texts():
    return load_texts()


def opaque_colours(surface: pygame.Surface) -> Counter:
    data = pygame.image.tobytes(surface, "RGBA")
    counts: Counter = Counter()
    for i in range(0, len(data), 4):
        if data[i + 3] == 255:
            counts[(data[i], data[i + 1], data[i + 2])] += 1
    return counts


# --- tiles -----------------------------------------------------------------------------------


def test_every_tile_has_the_size_of_its_footprint(art, content):
    cell = 10
    for shape_id, shape in content.shapes.items():
        color = "green" if shape.kind in ("cat", "oshax") else None
        for k in range(8):
            image = art.tile(shape_id, color, k, cell)
            w, h = shape.extents[k]
            assert image.get_size() == (w * cell, h * cell), (shape_id, k)


def test_uncoloured_oshax_and_ghosts_keep_the_size(art, content):
    for shape_id in range(300, 306):
        for ghost in (None, "good", "bad"):
            image = art.tile(shape_id, None, 3, 20, ghost=ghost)
            w, h = content.shapes[shape_id].extents[3]
            assert image.get_size() == (w * 20, h * 20)


def test_tiles_are_cached(art):
    first = art.tile(403, "blue", 2, 32)
    assert art.tile(403, "blue", 2, 32) is first
    ghost = art.tile(403, "blue", 2, 32, ghost="bad")
    assert ghost is not first
    assert art.tile(403, "blue", 2, 32, ghost="bad") is ghost
    assert art.tile(403, "blue", 3, 32) is not first


def test_tiles_are_transparent_outside_the_polyomino(art, content):
    # shape 400 (k=0) has no cell at (0, 0)
    image = art.tile(400, "red", 0, 40)
    assert (0, 0) not in content.shapes[400].cells
    assert image.get_at((20, 20)).a == 0
    x, y = content.shapes[400].cells[0]
    assert image.get_at((x * 40 + 20, y * 40 + 20)).a == 255


def test_a_cats_dominant_colour_is_its_palette_colour(content):
    for palette in (STANDARD, HIGH_CONTRAST):
        for symbols in (None, default_symbols()):
            art = IsleArt(content, palette, symbols)
            for color in COLORS:
                for shape_id in (400, 404, 415):
                    counts = opaque_colours(art.tile(shape_id, color, 0, 48))
                    top, n = counts.most_common(1)[0]
                    assert top == palette.cats[color], (color, shape_id, top)
                    assert n / sum(counts.values()) >= 0.35, (color, shape_id)


def test_a_placed_oshax_is_mostly_its_colour_and_unlike_a_cat(art):
    for color in COLORS:
        counts = opaque_colours(art.tile(302, color, 0, 48))
        assert counts.most_common(1)[0][0] == STANDARD.cats[color]
    cream = opaque_colours(art.tile(302, None, 0, 48)).most_common(1)[0][0]
    assert cream not in STANDARD.cats.values()


def test_cat_colours_differ_by_shape_not_only_by_colour(content):
    """What is not the fill colour (ears, tail, pattern, face) differs between colours."""
    art = IsleArt(content, STANDARD, None)
    features = []
    for color in COLORS:
        image = art.tile(404, color, 0, 48)
        opaque = pygame.mask.from_surface(image, 254)
        fill = pygame.mask.from_threshold(image, (*STANDARD.cats[color], 255), (2, 2, 2, 255))
        opaque.erase(fill, (0, 0))
        features.append(opaque)
    for i in range(len(features)):
        for j in range(i + 1, len(features)):
            a, b = features[i], features[j]
            xor = a.count() + b.count() - 2 * a.overlap_area(b, (0, 0))
            assert xor > 400, (COLORS[i], COLORS[j], xor)


def test_symbols_are_drawn_and_differ_per_colour(content):
    with_symbols = IsleArt(content, STANDARD, default_symbols())
    without = IsleArt(content, STANDARD, None)
    for color in COLORS:
        a = pygame.image.tobytes(with_symbols.tile(407, color, 0, 24), "RGBA")
        b = pygame.image.tobytes(without.tile(407, color, 0, 24), "RGBA")
        assert a != b, color
    masks = {}
    for name in SYMBOL_NAMES:
        cv = Canvas(32, 32, ss=4)
        draw_symbol(cv, name, (16, 16), 14, (255, 255, 255), (0, 0, 0))
        masks[name] = pygame.mask.from_surface(cv.finish(), 128)
    names = list(masks)
    for i in range(len(names)):
        for j in range(i + 1, len(names)):
            a, b = masks[names[i]], masks[names[j]]
            xor = a.count() + b.count() - 2 * a.overlap_area(b, (0, 0))
            assert xor > 60, (names[i], names[j])
    discs = [pygame.image.tobytes(with_symbols.symbol(c, 32), "RGBA") for c in COLORS]
    assert len(set(discs)) == len(COLORS)


def test_symbol_mapping_can_change(content):
    swapped = dict(default_symbols(), blue="heart", red="drop")
    art = IsleArt(content, STANDARD, swapped)
    normal = IsleArt(content, STANDARD, default_symbols())
    assert pygame.image.tobytes(art.tile(403, "blue", 0, 30), "RGBA") != pygame.image.tobytes(
        normal.tile(403, "blue", 0, 30), "RGBA"
    )
    with pytest.raises(ValueError):
        IsleArt(content, STANDARD, {"blue": "anchor"})


def test_bad_requests_are_refused(art):
    with pytest.raises(ValueError):
        art.tile(403, None, 0, 20)
    with pytest.raises(ValueError):
        art.tile(403, "blue", 0, 20, ghost="maybe")
    with pytest.raises(ValueError):
        art.tile(403, "blue", 8, 20)
    with pytest.raises(ValueError):
        art.basket("broken", 20)
    with pytest.raises(ValueError):
        art.background("space", 100, 100)


# --- boat ------------------------------------------------------------------------------------


def test_boats_cover_the_grid_and_are_transparent_outside_the_hull(art, content):
    cell = 20
    for color in BOAT_COLORS:
        image = art.boat(color, cell)
        assert image.get_size() == (22 * cell, 9 * cell)
        assert image.get_at((2, 9 * cell - 2)).a == 0 or image.get_at((22 * cell - 2, 2)).a == 0
        assert image.get_at((22 * cell - 2, 2)).a == 0  # top right corner: sea
        assert image.get_at((11 * cell, 4 * cell)).a == 255  # mid deck
        assert art.boat(color, cell) is image
    assert art.room_overlay(cell).get_size() == (22 * cell, 9 * cell)
    assert art.grid_lines(cell).get_size() == (22 * cell, 9 * cell)
    assert set(art.room_legend) == {room.id for room in content.board.rooms}


def test_room_icons_avoid_rats_and_maps(art, content):
    from game.isle.rules import geometry

    for color in BOAT_COLORS:
        boat = content.boats[color]
        busy = set(geometry.cells_of(boat.rats)) | {geometry.cells_of(m)[0] for _, m in boat.maps}
        cells = art.room_icon_cells(color)
        assert set(cells) == {r.id for r in content.board.rooms if r.icon}
        for room_id, cell in cells.items():
            assert cell not in busy
            assert content.board.room_of(*cell) == room_id


# --- cards -----------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_card_renders_and_its_text_fits(content, texts, lang):
    for symbols in (default_symbols(), None):
        art = IsleArt(content, STANDARD, symbols, cache_bytes=16 * 1024 * 1024)
        for card_id in range(1, 216):
            assert card_id in content.cards
            image = art.card(card_id, 240, lang, texts)
            assert image.get_size() == (240, 336)
            fit = art.card_text_fit(card_id, 240, lang, texts)
            box = art.card_layout(240).text_area
            assert fit.fits, (card_id, lang, fit.size)
            assert fit.height <= box.h and fit.width <= box.w, (card_id, lang)
            assert fit.size >= 11, (card_id, lang, fit.size)  # readable at width 240


def test_cards_are_cached_and_show_a_chosen_colour(art, texts):
    a = art.card(143, 240, "en", texts)
    assert art.card(143, 240, "en", texts) is a
    b = art.card(143, 240, "en", texts, color="red")
    assert b is not a and b.get_size() == a.get_size()
    assert art.card(143, 360, "fr", texts).get_size() == (360, 504)
    back = art.card(143, 240, "en", texts, face_up=False)
    assert back.get_size() == (240, 336)
    assert art.card_back(240) is art.card_back(240)


# --- icons and scenery -------------------------------------------------------------------------


def test_icons_have_their_size_and_used_baskets_differ(art):
    for size in (16, 48):
        for image in (
            art.fish(size),
            art.boots(size),
            art.vesh_ship(size),
            art.parrot(size),
            art.moon(size),
            art.apple(size),
            art.wheat(size),
            art.rat(size),
            art.cat_face(None, size),
            art.cat_face("red", size),
            art.symbol("purple", size),
            art.treasure_map("green", size),
        ):
            assert image.get_size() == (size, size)
        for kind in ("permanent", "full", "half"):
            fresh, used = art.basket(kind, size), art.basket(kind, size, used=True)
            assert fresh.get_size() == used.get_size() == (size, size)
            assert pygame.image.tobytes(fresh, "RGBA") != pygame.image.tobytes(used, "RGBA")


def test_island_fields_lie_on_the_island(art):
    w, h = 960, 540
    image = art.island(w, h)
    assert image.get_size() == (w, h)
    left, right = art.island_fields(w, h)
    assert not left.colliderect(right)
    assert left.right <= right.left
    for rect in (left, right):
        assert image.get_rect().contains(rect)
        colour = image.get_at(rect.center)
        assert colour.g > colour.b  # grass, not sea


def test_backgrounds_and_title_layers(art):
    w, h = 320, 180
    assert art.background("table", w, h).get_size() == (w, h)
    assert art.background("title", w, h).get_size() == (w, h)
    layers = art.title_layers(w, h)
    assert len(layers) == 5
    assert layers[0][1] == 0.0
    for surface, speed in layers:
        assert surface.get_size() == (w, h)
        assert 0.0 <= speed < 1.0
    sky, clouds, far_sea, island, waves = (speed for _, speed in layers)
    # issue 16: each layer moves at the rate it needs; the far ones drift slowly, the far
    # sea with the sun's glitter on it keeps still (a drift of its whole surface would
    # repaint most of the window for a few pixels of sparkle)
    assert sky == far_sea == island == 0.0  # the island is a fixed landmark (issue 16)
    assert 0.0 < clouds < waves  # the wind's clouds drift slower than the swell
    waves = layers[-1][0]
    for y in range(int(h * 0.8), h, 3):  # the waves wrap around horizontally
        a, b = waves.get_at((0, y)), waves.get_at((w - 1, y))
        assert sum(abs(a[i] - b[i]) for i in range(4)) < 120, y


def test_high_contrast_art_draws(content, texts):
    art = IsleArt(content, HIGH_CONTRAST, default_symbols())
    w, h = content.shapes[410].extents[5]
    assert art.tile(410, "purple", 5, 24).get_size() == (w * 24, h * 24)
    assert art.boat("red", 12).get_size() == (22 * 12, 9 * 12)
    assert art.card(60, 240, "fr", texts).get_size() == (240, 336)


def test_each_picture_is_drawn_once_then_served_from_the_cache(content, monkeypatch):
    """Drawing is slow, so a picture asked for again is never redrawn (speed itself is measured
    by tools/bench_frames.py, not by a test on a shared machine)."""
    from game.shell.ui.art import cats

    drawn: list[int] = []
    draw = cats.draw_cat_tile

    def spy(*args, **kwargs):
        drawn.append(1)
        return draw(*args, **kwargs)

    monkeypatch.setattr(cats, "draw_cat_tile", spy)
    art = IsleArt(content, STANDARD, default_symbols())
    first = art.tile(402, "orange", 1, 48)
    assert (len(drawn), art.cache.misses, art.cache.hits) == (1, 1, 0)
    assert art.tile(402, "orange", 1, 48) is first
    assert (len(drawn), art.cache.misses, art.cache.hits) == (1, 1, 1)
    art.tile(402, "orange", 2, 48)  # another orientation is another picture
    assert len(drawn) == 2
    boat = art.boat("purple", 60)
    assert art.boat("purple", 60) is boat


def test_preview_tool_smoke(tmp_path):
    from tools import art_preview

    assert art_preview.main([str(tmp_path), "--quick"]) == 0
    written = sorted(p.name for p in tmp_path.glob("*.png"))
    assert written == ["quick_boat.png", "quick_cards.png", "quick_cats_24.png"]
    for path in tmp_path.glob("*.png"):
        assert pygame.image.load(str(path)).get_width() > 100


def test_cards_that_do_different_things_have_different_pictures(art, content, texts):
    """The picture says what a card does: anytime cards of different effects and private
    lessons counting different things never share one (they did: a grey cat, an open book)."""
    from game.isle.ui.art.cards import layout

    def picture(card_id: int) -> bytes:
        image = art.card(card_id, 240, "en", texts)
        return pygame.image.tobytes(image.subsurface(layout(240).art), "RGB")

    effects: dict[str, int] = {}
    lessons: dict[str, int] = {}
    for card_id, card in sorted(content.cards.items()):
        if card.type == "anytime":
            effects.setdefault(card.effect, card_id)
        elif card.type == "lesson_private" and not card.scoring.startswith("exact_cats_of"):
            lessons.setdefault(card.scoring, card_id)
    assert len(effects) >= 14
    pictures = {effect: picture(card_id) for effect, card_id in effects.items()}
    same = [e for e in effects if list(pictures.values()).count(pictures[e]) > 1]
    assert not same, f"anytime cards sharing a picture: {same}"
    by_theme = Counter(picture(card_id) for card_id in lessons.values())
    assert len(by_theme) >= 10, "private lessons show what they count"
    assert picture(80) == picture(81), "copies of one card keep one picture"


def test_pictures_drawn_ahead_are_taken_into_the_cache_as_drawn_on_demand(content):
    ahead = IsleArt(content, STANDARD, default_symbols())
    thread = ahead.draw_ahead(lambda a: (a.boat("green", 20), a.tile(403, "blue", 1, 24)))
    thread.join(timeout=30)
    assert not thread.is_alive()
    assert len(ahead.cache) == 0, "the drawing thread never touches the cache itself"
    misses = ahead.cache.misses
    ahead.fish(16)  # any picture asked for takes in what was drawn ahead
    assert ("boat", "green", 20) in ahead.cache
    direct = IsleArt(content, STANDARD, default_symbols())
    for ask in (lambda a: a.boat("green", 20), lambda a: a.tile(403, "blue", 1, 24)):
        a, b = ask(ahead), ask(direct)
        assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")
    assert ahead.cache.misses == misses + 1 + 2, "only the fish was drawn, plus the two adopted"


def test_a_failure_while_drawing_ahead_is_only_a_lost_saving(content):
    ahead = IsleArt(content, STANDARD, default_symbols())
    thread = ahead.draw_ahead(lambda a: a.boat("no such boat", 20))
    thread.join(timeout=30)
    assert ahead.boat("green", 12).get_size() == (22 * 12, 9 * 12)
