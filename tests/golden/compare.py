"""Comparing a render with its golden image, region by region, tightly enough to fail on any
change a player could notice.

Renders are bit-identical on one machine with the pinned stack (constraints.txt), so the
limits are near zero. A pixel has *changed* when one of its channels differs by more than
``PIXEL_THRESHOLD`` (0-255). Each region fails when more than ``SHARE_TOLERANCE`` (0.1 %) of its
pixels changed, or when its mean absolute difference per channel, computed in floats, is above
``MEAN_TOLERANCE`` (a faint shift of a whole area changes no pixel by much but moves the mean).
The regions: the table's parts on a game screen (fields, own boat, other boats, panel, prompt
bar, top bar, lessons), a grid of tiles over the whole window (so that a small change, a
symbol or a fur pattern, is a large share of its tile wherever it is), and the window.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

PIXEL_THRESHOLD = 8
SHARE_TOLERANCE = 0.001
MEAN_TOLERANCE = 0.25  # as much as 0.1 % of the pixels changed from black to white
GRID = (8, 6)  # columns, rows of tiles over the window: 160x120 px tiles at 1280x720


@dataclass(frozen=True)
class RegionResult:
    name: str
    rect: pygame.Rect
    changed: int  # pixels changed by more than PIXEL_THRESHOLD on a channel
    mean: float  # mean absolute difference per channel (0-255)

    @property
    def share(self) -> float:
        return self.changed / max(1, self.rect.width * self.rect.height)

    @property
    def failed(self) -> bool:
        return self.share > SHARE_TOLERANCE or self.mean > MEAN_TOLERANCE

    def __str__(self) -> str:
        return f"{self.name}: {self.changed} px changed ({self.share:.3%}), mean {self.mean:.3f}"


@dataclass(frozen=True)
class Comparison:
    results: tuple[RegionResult, ...]
    picture: pygame.Surface  # changed pixels in red over a dark copy of the render

    @property
    def failures(self) -> tuple[RegionResult, ...]:
        return tuple(r for r in self.results if r.failed)

    @property
    def passed(self) -> bool:
        return not self.failures

    def failed_regions(self) -> set[str]:
        return {r.name for r in self.failures}

    def summary(self) -> str:
        named = [str(r) for r in self.failures if not r.name.startswith("tile ")]
        tiles = [r for r in self.failures if r.name.startswith("tile ")]
        if tiles:
            named.append(f"{len(tiles)} of {GRID[0] * GRID[1]} tiles of the grid")
        return "; ".join(named) or "no difference"


def absolute_difference(a: pygame.Surface, b: pygame.Surface) -> pygame.Surface:
    """|a - b| per channel, as a 24-bit surface."""
    a, b = a.convert(24), b.convert(24)
    up = a.copy()
    up.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    down = b.copy()
    down.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    up.blit(down, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    return up


def measure(diff: pygame.Surface, name: str, rect: pygame.Rect) -> RegionResult:
    rect = rect.clip(diff.get_rect())
    part = diff.subsurface(rect)
    limit = PIXEL_THRESHOLD + 1  # from_threshold keeps differences strictly below the limit
    same = pygame.mask.from_threshold(part, (0, 0, 0), (limit, limit, limit, 255)).count()
    area = rect.width * rect.height
    total = sum(pygame.image.tobytes(part, "RGB"))
    return RegionResult(name, rect, area - same, total / max(1, 3 * area))


def grid(size: tuple[int, int]) -> list[tuple[str, pygame.Rect]]:
    width, height = size
    columns, rows = GRID
    tiles = []
    for row in range(rows):
        for column in range(columns):
            x0, x1 = width * column // columns, width * (column + 1) // columns
            y0, y1 = height * row // rows, height * (row + 1) // rows
            tiles.append((f"tile {column},{row}", pygame.Rect(x0, y0, x1 - x0, y1 - y0)))
    return tiles


def table_regions(app) -> list[tuple[str, pygame.Rect]]:
    """The parts of the game table as the game lays them out (game.isle.ui.table; Kitten Toys':
    game/kittens/ui/geometry.py)."""
    table = app.stack.scenes[0] if app.stack.scenes else None
    if type(table).__name__ == "KittenTable":
        return kitten_regions(app, table.geo)
    if type(table).__name__ == "QuestTable":
        return quest_regions(app, table.geo)
    if type(table).__name__ == "FuseTable":
        return fuse_regions(app, table.geo)
    from game.isle.ui.table import TableView

    view = TableView(app)
    r = view.regions()
    left, right = view.field_rects(r)
    layout = app.layout
    bar = layout.rect(0, 680, 1280, 40)
    return [
        ("fields", left.union(right)),
        ("own boat", r.boat),
        ("other boats", r.side),
        ("panel", r.panel),
        ("prompt bar", pygame.Rect(0, bar.y, layout.width, layout.height - bar.y)),
        ("top bar", r.top),
        ("lessons", r.lessons),
    ]


def quest_regions(app, geo) -> list[tuple[str, pygame.Rect]]:
    """Dice Quest's table: the seats' panels, the quest line, the dice with their tabs, the
    army's powers, the prompt bar."""
    layout = app.layout
    bar = layout.rect(0, 680, 1280, 40)
    return [
        ("panels", geo.panels[0].unionall(geo.panels[1:])),
        ("line", geo.slots[0].unionall(geo.slots[1:])),
        ("dice", geo.dice[0].unionall([*geo.dice[1:], *geo.tabs])),
        ("powers", geo.stacks[0].unionall(geo.stacks[1:])),
        ("prompt bar", pygame.Rect(0, bar.y, layout.width, layout.height - bar.y)),
    ]


def kitten_regions(app, geo) -> list[tuple[str, pygame.Rect]]:
    """Kitten Toys' table: the seats' panels, the trick, the legend, the trump card's pile,
    the hand, the prompt bar."""
    layout = app.layout
    bar = layout.rect(0, 680, 1280, 40)
    panels = geo.panels[0].unionall(geo.panels[1:])
    return [
        ("panels", panels),
        ("trick", geo.trick),
        ("legend", geo.legend),
        ("pile", geo.pile),
        ("hand", geo.hand.union(geo.hand_label)),
        ("prompt bar", pygame.Rect(0, bar.y, layout.width, layout.height - bar.y)),
    ]


def fuse_regions(app, geo) -> list[tuple[str, pygame.Rect]]:
    """Kitten Fuse's table: the seats' panels, the deck, the play, the discard pile, the hand,
    the prompt bar."""
    layout = app.layout
    bar = layout.rect(0, 680, 1280, 40)
    panels = geo.panels[0].unionall(geo.panels[1:])
    return [
        ("panels", panels),
        ("deck", geo.deck),
        ("play", geo.play),
        ("discard", geo.discard),
        ("hand", geo.hand.union(geo.hand_label).union(geo.hand_hint)),
        ("prompt bar", pygame.Rect(0, bar.y, layout.width, layout.height - bar.y)),
    ]


def compare(
    want: pygame.Surface, got: pygame.Surface, named: list[tuple[str, pygame.Rect]] = ()
) -> Comparison:
    """Compare ``got`` with ``want`` (same size) in the named regions, the grid and the window."""
    assert want.get_size() == got.get_size(), (want.get_size(), got.get_size())
    diff = absolute_difference(want, got)
    regions = [*named, *grid(got.get_size()), ("window", got.get_rect())]
    results = tuple(measure(diff, name, rect) for name, rect in regions)
    limit = PIXEL_THRESHOLD + 1
    same = pygame.mask.from_threshold(diff, (0, 0, 0), (limit, limit, limit, 255))
    picture = got.convert(24)
    picture.fill((90, 90, 90), special_flags=pygame.BLEND_RGB_MULT)  # a dark copy...
    picture.fill((60, 60, 60), special_flags=pygame.BLEND_RGB_ADD)
    changed = same.to_surface(setcolor=(0, 0, 0, 0), unsetcolor=(255, 0, 80, 255))
    picture.blit(changed, (0, 0))  # ...with every changed pixel in red
    for result in results:
        if result.failed and not result.name.startswith(("tile ", "window")):
            pygame.draw.rect(picture, (255, 220, 0), result.rect, 2)  # failing parts framed
    return Comparison(results, picture)
