"""Render contact sheets of all the game's art to PNG files, to look at the art as a player
would (cats, Oshax, treasures, ghosts, boats, rooms, cards in EN and FR, icons, island,
backgrounds) in the standard and the high-contrast palettes.

    python tools/art_preview.py OUTDIR            # every sheet
    python tools/art_preview.py OUTDIR --quick    # a few small sheets (smoke test)
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import pygame  # noqa: E402

from game.cli import check_folder  # noqa: E402
from game.isle.data.loader import load_content, load_texts  # noqa: E402
from game.isle.rules.ids import BOAT_COLORS, COLORS  # noqa: E402
from game.isle.ui.art import IsleArt
from game.shell.arguments import Parser  # noqa: E402
from game.shell.ui import text as textlib  # noqa: E402
from game.shell.ui.art import Art, default_symbols  # noqa: E402
from game.shell.ui.palette import HIGH_CONTRAST, STANDARD  # noqa: E402

BG = (38, 56, 80)
LABEL = (236, 232, 220)


class Sheet:
    """Lays images out left to right in rows, with section titles; saves as PNG."""

    def __init__(self, width: int, background: tuple[int, int, int] = BG) -> None:
        self.width = width
        self.background = background
        self.items: list[tuple[pygame.Surface, int, int]] = []
        self.x, self.y, self.row_h = 12, 12, 0

    def title(self, text: str) -> None:
        self.newline()
        image = textlib.render(text, "title", 22, LABEL)
        self.items.append((image, 12, self.y))
        self.y += image.get_height() + 6

    def caption(self, text: str) -> pygame.Surface:
        return textlib.render(text, "body", 14, LABEL)

    def add(self, image: pygame.Surface, caption: str | None = None, gap: int = 12) -> None:
        cap = self.caption(caption) if caption else None
        w = max(image.get_width(), cap.get_width() if cap else 0)
        h = image.get_height() + (cap.get_height() + 2 if cap else 0)
        if self.x + w > self.width - 12 and self.x > 12:
            self.newline()
        self.items.append((image, self.x, self.y))
        if cap:
            self.items.append((cap, self.x, self.y + image.get_height() + 2))
        self.x += w + gap
        self.row_h = max(self.row_h, h)

    def newline(self) -> None:
        if self.row_h:
            self.y += self.row_h + 14
        self.x, self.row_h = 12, 0

    def save(self, path: Path) -> Path:
        self.newline()
        surface = pygame.Surface((self.width, self.y + 6))
        surface.fill(self.background)
        for image, x, y in self.items:
            surface.blit(image, (x, y))
        pygame.image.save(surface, str(path))
        return path


def cats_sheet(art: Art, content, cell: int, title: str) -> Sheet:
    sheet = Sheet(2200 if cell >= 40 else 1300)
    for color in COLORS:
        sheet.title(f"{title}: {color}")
        for shape_id in range(400, 417):
            sheet.add(
                art.tile(shape_id, color, 0, cell),
                str(shape_id) if cell >= 40 else None,
                gap=12 if cell >= 40 else 6,
            )
    return sheet


def oshax_sheet(art: Art, content, cell: int) -> Sheet:
    sheet = Sheet(1900)
    sheet.title(f"Oshax before placement (cream, crest) - cell {cell}")
    for shape_id in range(300, 306):
        sheet.add(art.tile(shape_id, None, 0, cell), str(shape_id))
    for color in COLORS:
        sheet.title(f"Oshax placed as {color}")
        for shape_id in range(300, 306):
            sheet.add(
                art.tile(shape_id, color, (shape_id - 300) % 8, cell),
                f"{shape_id} k={(shape_id - 300) % 8}",
            )
    return sheet


def treasures_sheet(art: Art, content, cell: int) -> Sheet:
    sheet = Sheet(2000)
    sheet.title(f"Common treasures (coins, bottle, pearls, spyglass) - cell {cell}")
    for shape_id in range(100, 104):
        for k in (0, 1):
            sheet.add(art.tile(shape_id, None, k, cell), f"{shape_id} k={k}")
    sheet.title("Rare treasures (gold, gems, crowns)")
    for shape_id in range(200, 225):
        sheet.add(art.tile(shape_id, None, shape_id % 4, cell), str(shape_id))
    return sheet


def ghosts_sheet(art: Art, content, cell: int) -> Sheet:
    sheet = Sheet(1600)
    sheet.title("Orientations k = 0..7 (cat 406) and placement ghosts")
    for k in range(8):
        sheet.add(art.tile(406, "blue", k, cell), f"k={k}")
    sheet.newline()
    for shape_id, color in ((403, "red"), (300, None), (210, None), (102, None)):
        for ghost in (None, "good", "bad"):
            sheet.add(art.tile(shape_id, color, 1, cell, ghost=ghost), f"{shape_id} {ghost}")
    return sheet


def boats_sheet(art: Art, content, cell: int) -> Sheet:
    sheet = Sheet(22 * cell * 2 + 40, background=STANDARD.background)
    sheet.title(f"The four boats - cell {cell}")
    for color in BOAT_COLORS:
        sheet.add(art.boat(color, cell), color)
    return sheet


def rooms_sheet(art: Art, content, cell: int) -> Sheet:
    sheet = Sheet(22 * cell * 2 + 40, background=STANDARD.background)
    sheet.title("Room overlay (show rooms) and placement grid")
    with_rooms = art.boat("green", cell).copy()
    with_rooms.blit(art.room_overlay(cell), (0, 0))
    sheet.add(with_rooms, "room overlay: a colour and a hatch per room")
    with_grid = art.boat("green", cell).copy()
    with_grid.blit(art.tile(403, "blue", 1, cell), (6 * cell, 3 * cell))
    with_grid.blit(art.tile(300, "orange", 0, cell), (12 * cell, 2 * cell))
    with_grid.blit(art.tile(206, None, 0, cell), (17 * cell, 3 * cell))
    with_grid.blit(art.grid_lines(cell), (0, 0))
    with_grid.blit(art.tile(408, "green", 3, cell, ghost="good"), (1 * cell, 4 * cell))
    with_grid.blit(art.tile(412, "purple", 0, cell, ghost="bad"), (8 * cell, 5 * cell))
    sheet.add(with_grid, "placement: grid lines, tiles, a good and a bad ghost")
    return sheet


SAMPLE_CARDS = (
    1,
    7,
    12,
    20,
    30,
    67,
    71,
    75,
    76,
    80,
    96,
    98,
    107,
    113,
    117,
    127,
    143,
    147,
    151,
    152,
    169,
    174,
    197,
    207,
)


def cards_sheet(
    art: Art, content, texts, lang: str, width: int, ids: tuple[int, ...] = SAMPLE_CARDS
) -> Sheet:
    sheet = Sheet(min(2400, (width + 12) * 8 + 12))
    sheet.title(f"Cards ({lang}, width {width})")
    for card_id in ids:
        color = "purple" if content.cards[card_id].color_choice == "on_buy" else None
        sheet.add(
            art.card(card_id, width, lang, texts, color=color),
            f"{card_id} {content.cards[card_id].type}",
        )
    sheet.add(art.card_back(width), "back")
    sheet.add(art.card_back(width, "family"), "back (family)")
    sheet.add(art.card_back(width, "solo_basic"), "back (solo)")
    return sheet


def icons_sheet(art: Art, content) -> Sheet:
    sheet = Sheet(1500)
    for size in (96, 48, 24):
        sheet.title(f"Icons at {size} px")
        sheet.add(art.fish(size), "fish")
        for kind in ("permanent", "full", "half"):
            sheet.add(art.basket(kind, size), kind)
            sheet.add(art.basket(kind, size, used=True), f"{kind} used")
        sheet.add(art.boots(size), "boots")
        for color in COLORS:
            sheet.add(art.symbol(color, size), color)
        sheet.add(art.vesh_ship(size), "Vesh")
        for color in (*COLORS, None):
            sheet.add(art.cat_face(color, size), str(color or "oshax"))
        for icon in ("parrot", "moon", "apple", "wheat"):
            sheet.add(art.room_icon(icon, size), icon)
        sheet.add(art.rat(size), "rat")
        for color in COLORS:
            sheet.add(art.treasure_map(color, size), f"map {color}")
    return sheet


def island_sheet(art: Art, w: int, h: int) -> Sheet:
    sheet = Sheet(w + 24)
    sheet.title(f"Island {w}x{h} (field rects outlined) and Vesh's ship")
    image = art.island(w, h).copy()
    for rect in art.island_fields(w, h):
        pygame.draw.rect(image, (255, 255, 255), rect, 1)
    image.blit(art.vesh_ship(h // 4), (w - h // 4 - 10, 10))
    for i, color in enumerate(COLORS):
        left, _ = art.island_fields(w, h)
        image.blit(
            art.tile(400 + i * 3, color, i, h // 16),
            (left.x + (i % 2) * left.w // 2, left.y + (i // 2) * left.h // 3),
        )
    sheet.add(image)
    return sheet


def title_sheet(art: Art, w: int, h: int) -> Sheet:
    sheet = Sheet(w + 24)
    sheet.title(f"Title background {w}x{h} and its layers (scrolled by parallax)")
    sheet.add(art.background("title", w, h))
    sheet.newline()
    scroll = 700
    image = pygame.Surface((w, h))
    for layer, speed in art.title_layers(w, h):
        x = -round(scroll * speed) % w
        image.blit(layer, (x, 0))
        image.blit(layer, (x - w, 0))
    sheet.add(image, f"layers scrolled by {scroll} px: seams must not show")
    sheet.newline()
    for layer, speed in art.title_layers(w, h):
        sheet.add(pygame.transform.smoothscale(layer, (w // 4, h // 4)), f"speed {speed}")
    sheet.title("Table background")
    sheet.add(art.background("table", w, h))
    return sheet


def build(outdir: Path, quick: bool = False) -> list[Path]:
    outdir.mkdir(parents=True, exist_ok=True)
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    content, texts = load_content(), load_texts()
    symbols = default_symbols()
    std = IsleArt(content, STANDARD, symbols)
    plain = IsleArt(content, STANDARD, None)
    hc = IsleArt(content, HIGH_CONTRAST, symbols)
    jobs: list[tuple[str, Callable[[], Sheet]]] = []
    if quick:
        jobs = [
            ("quick_cats_24.png", lambda: cats_sheet(std, content, 24, "cats, cell 24")),
            ("quick_cards.png", lambda: cards_sheet(std, content, texts, "en", 120, (1, 12, 113))),
            ("quick_boat.png", lambda: boats_sheet(std, content, 12)),
        ]
    else:
        jobs = [
            ("cats_48_symbols.png", lambda: cats_sheet(std, content, 48, "cats, cell 48, symbols")),
            (
                "cats_48_no_symbols.png",
                lambda: cats_sheet(plain, content, 48, "cats, cell 48, no symbols"),
            ),
            ("cats_16_symbols.png", lambda: cats_sheet(std, content, 16, "cats, cell 16, symbols")),
            (
                "cats_16_no_symbols.png",
                lambda: cats_sheet(plain, content, 16, "cats, cell 16, no symbols"),
            ),
            ("cats_12_symbols.png", lambda: cats_sheet(std, content, 12, "cats, cell 12, symbols")),
            ("oshax_48.png", lambda: oshax_sheet(std, content, 48)),
            ("treasures_48.png", lambda: treasures_sheet(std, content, 48)),
            ("ghosts_48.png", lambda: ghosts_sheet(std, content, 48)),
            ("boats_40.png", lambda: boats_sheet(std, content, 40)),
            ("rooms_40.png", lambda: rooms_sheet(std, content, 40)),
            ("cards_en_240.png", lambda: cards_sheet(std, content, texts, "en", 240)),
            ("cards_fr_240.png", lambda: cards_sheet(std, content, texts, "fr", 240)),
            ("cards_en_360.png", lambda: cards_sheet(std, content, texts, "en", 360)),
            ("cards_fr_360.png", lambda: cards_sheet(std, content, texts, "fr", 360)),
            ("icons.png", lambda: icons_sheet(std, content)),
            ("island.png", lambda: island_sheet(std, 960, 540)),
            ("title_and_table.png", lambda: title_sheet(std, 1280, 720)),
            ("hc_cats_48.png", lambda: cats_sheet(hc, content, 48, "high contrast, cell 48")),
            ("hc_boats_40.png", lambda: boats_sheet(hc, content, 40)),
            ("hc_cards_en_240.png", lambda: cards_sheet(hc, content, texts, "en", 240)),
            ("hc_icons.png", lambda: icons_sheet(hc, content)),
            ("hc_title_and_table.png", lambda: title_sheet(hc, 1280, 720)),
        ]
    written = []
    for name, job in jobs:
        start = time.perf_counter()
        written.append(job().save(outdir / name))
        print(f"{name}: {(time.perf_counter() - start) * 1000:.0f} ms")
    return written


def main(argv: list[str] | None = None) -> int:
    parser = Parser(description=__doc__.splitlines()[0])
    parser.add_argument("outdir", help="folder for the PNG contact sheets")
    parser.add_argument("--quick", action="store_true", help="a few small sheets only")
    args = parser.parse_args(argv)
    args.outdir = check_folder(parser, "outdir", args.outdir)
    written = build(args.outdir, args.quick)
    print(f"{len(written)} sheets in {args.outdir}")
    return 0


if __name__ == "__main__":
    from game.cli import run

    sys.exit(run(main))
