"""Fitting text measures with one font per face whose size changes (issue 43): the same
metrics as a font opened at each size, the same fitted sizes as trying every size, and alive
again after pygame.quit()."""

from __future__ import annotations

import threading

import pygame
import pytest

from game.shell.ui import text

LINES = (
    "L’Île des Chats · Chatons joueurs · Chatons à mèche · La Quête aux dés",
    "The Isle of Cats · Kitten Toys",
    "Édition canapé · une édition de fans non officielle",
)


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    yield


@pytest.mark.parametrize("face", sorted(text.FACES))
def test_the_measuring_font_has_the_metrics_of_a_font_opened_at_each_size(face):
    for size in [*range(6, 120, 3), 150, 114, 7, 60]:  # up, then jumps both ways
        opened = pygame.font.Font(str(text.FONTS / text.FACES[face]), size)
        measured = text.measuring(face, size)
        assert measured.get_height() == opened.get_height(), (face, size)
        assert measured.get_linesize() == opened.get_linesize(), (face, size)
        for line in LINES:
            assert measured.size(line) == opened.size(line), (face, size, line)


@pytest.mark.parametrize("width", [200, 480, 777, 1100, 1900])
def test_fitted_sizes_are_the_largest_that_fit(width):
    for face in ("title", "body"):
        for line in LINES:
            fitted = text.fit_size(line, face, 90, width)
            largest = next(
                (s for s in range(90, 7, -1) if text.font(face, s).size(line)[0] <= width), 8
            )
            assert fitted == largest, (face, line, width)


def test_each_thread_measures_with_its_own_font():
    sizes = {}

    def measure(name: str, size: int) -> None:
        sizes[name] = text.measuring("body", size)

    threads = [threading.Thread(target=measure, args=(n, s)) for n, s in (("a", 20), ("b", 40))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sizes["a"] is not sizes["b"]
    assert (sizes["a"].point_size, sizes["b"].point_size) == (20, 40)


def test_measuring_works_again_after_pygame_quits():
    before = text.measuring("title", 30).size("Cats")
    pygame.quit()
    pygame.init()
    assert text.measuring("title", 30).size("Cats") == before
