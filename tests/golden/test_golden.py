"""Golden screenshots of key scenes at 1280x720, compared with a tolerance.

On a difference the test writes tests/golden/out/<name>.png (what it got) and
<name>.diff.png (where it differs). After a wanted change of the look, accept the new images:

    GOLDEN_BLESS=1 python3 run.py test tests/golden

The game scenes replay the logs in tests/golden/games/ (delete one to record it again with the
bots, for example after a change of the rules makes it unreadable).
"""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

HERE = Path(__file__).resolve().parent
IMAGES = HERE / "images"
OUT = HERE / "out"
GAMES = HERE / "games"  # the game logs the game scenes replay (bots changing must not matter)
SIZE = (1280, 720)
MEAN_TOLERANCE = 2.0  # mean absolute difference per channel (0-255)
PIXEL_TOLERANCE = 0.01  # share of pixels allowed to differ by more than 40 on a channel


def render(name: str, tmp_path) -> pygame.Surface:
    import sys

    sys.path.insert(0, str(HERE.parents[1] / "tools"))
    import screenshots

    os.environ["ISLE_OF_CATS_DATA"] = str(tmp_path)
    app = screenshots._app(SIZE, tmp_path)
    screenshots.scenes(recordings=GAMES)[name](app)
    screenshots._settle(app)
    image = app.window.copy()
    if app.session is not None:
        app.session.close()
    return image


def difference(a: pygame.Surface, b: pygame.Surface) -> tuple[float, float, pygame.Surface]:
    """(mean absolute difference, share of clearly different pixels, a picture of them)."""
    a, b = a.convert(24), b.convert(24)
    up = a.copy()
    up.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    down = b.copy()
    down.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    up.blit(down, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    mean = sum(pygame.transform.average_color(up)[:3]) / 3
    same = pygame.mask.from_threshold(up, (0, 0, 0), (41, 41, 41, 255))
    share = 1 - same.count() / (up.get_width() * up.get_height())
    picture = same.to_surface(setcolor=(40, 40, 40), unsetcolor=(255, 0, 80))
    return mean, share, picture


SCENES = ["title", "draft", "rescue", "placing", "scoring"]


@pytest.mark.parametrize("name", SCENES)
def test_scene_matches_its_golden_image(name, tmp_path):
    got = render(name, tmp_path)
    golden = IMAGES / f"{name}.png"
    if os.environ.get("GOLDEN_BLESS") or not golden.exists():
        IMAGES.mkdir(exist_ok=True)
        pygame.image.save(got, str(golden))
        if not os.environ.get("GOLDEN_BLESS"):
            pytest.fail(
                f"no golden image for {name}: one was written to {golden}; check it and commit it"
            )
        return
    want = pygame.image.load(str(golden))
    assert want.get_size() == got.get_size()
    mean, share, picture = difference(want, got)
    if mean > MEAN_TOLERANCE or share > PIXEL_TOLERANCE:
        OUT.mkdir(exist_ok=True)
        pygame.image.save(got, str(OUT / f"{name}.png"))
        pygame.image.save(picture, str(OUT / f"{name}.diff.png"))
        pytest.fail(
            f"{name} differs from its golden image (mean {mean:.2f}, {share:.1%} of "
            f"pixels): see {OUT / name}.png and .diff.png; GOLDEN_BLESS=1 accepts it"
        )


def test_the_comparison_catches_a_change():
    pygame.display.init()
    a = pygame.Surface(SIZE)
    a.fill((30, 60, 90))
    b = a.copy()
    pygame.draw.rect(b, (250, 250, 250), (100, 100, 300, 200))
    mean, share, _ = difference(a, b)
    assert share > PIXEL_TOLERANCE and mean > 0
    mean, share, _ = difference(a, a.copy())
    assert mean == 0 and share == 0
