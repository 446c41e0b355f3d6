"""Golden screenshots of key scenes at 1280x720, compared region by region (compare.py): a
cat's colour, the legal/illegal colour of the placement preview, a fur pattern or a symbol
changed anywhere makes a test fail (the sensitivity tests below prove it for each).

On a difference the test writes tests/golden/out/<name>.png (what it got) and
<name>.diff.png (the changed pixels in red over a dark copy, the failing parts framed in
yellow), and names the regions that changed. The folder is ignored by git.

Bless after a wanted change of the look (or of the pinned render stack, constraints.txt):

    GOLDEN_BLESS=1 python3 run.py test tests/golden

which rewrites images/<name>.png and stack.json (the render stack the images were made with),
then look at every changed image before committing it with the change that explains it.

The game scenes replay the logs in tests/golden/games/, and the bots are held still while a
scene settles (tools/screenshots.py), so a change of the bots never changes a picture. Delete a
log to record it again with the bots, for example after a change of the rules makes it
unreadable.
"""

from __future__ import annotations

import dataclasses
import hashlib
import importlib.metadata
import json
import os
from pathlib import Path

import pygame
import pytest

from tests.golden.compare import compare, table_regions
from tools import screenshots

HERE = Path(__file__).resolve().parent
IMAGES = HERE / "images"
OUT = HERE / "out"
STACK = HERE / "stack.json"
FONTS = HERE.parents[1] / "assets" / "fonts"
GAMES = HERE / "games"  # the game logs the game scenes replay (bots changing must not matter)
SIZE = (1280, 720)
SCENES = [
    "title",
    "draft",
    "rescue",
    "placing",
    "scoring",
    "challenges",
    "challenge",
    "challenge_bonus",
    "daily_done",
]
# Kitten Toys' screens (their games are played by a fixed rule from a seed: no log needed)
SCENES += ["kittens_setup", "kittens_hand", "kittens_paw", "kittens_round_end", "kittens_game_end"]
# Kitten Fuse's screens (played by a fixed rule from a seed too: tools/fuse_shots.py)
SCENES += ["fuse_setup", "fuse_hand", "fuse_window", "fuse_calm", "fuse_drawn", "fuse_game_end"]
# the box: which game (each with its drawn box art, players and pitch)
SCENES += ["game_choice"]
# Dice Quest's screens (played by Normal bots from a seed: no log needed)
SCENES += ["quest_setup8", "quest_turn", "quest_lit", "quest_eight", "quest_scores", "quest_daily"]


def blessing() -> bool:
    return bool(os.environ.get("GOLDEN_BLESS"))


def render(name: str, tmp_path: Path, prepare=None) -> tuple[pygame.Surface, list]:
    """The scene's pixels and the named regions to compare (the table's parts in a game)."""
    image, app = screenshots.shot(name, SIZE, tmp_path, recordings=GAMES, prepare=prepare)
    return image, table_regions(app) if app.session is not None else []


def render_stack() -> dict:
    """Everything besides our code that decides the pixels: the libraries pygame-ce bundles,
    pygame-gui, and the bundled fonts."""
    import pygame.freetype

    def version(parts) -> str:
        return ".".join(str(p) for p in parts)

    return {
        "pygame-ce": pygame.version.ver,
        "SDL": version(pygame.get_sdl_version()),
        "SDL_ttf": version(pygame.font.get_sdl_ttf_version()),
        "FreeType": version(pygame.freetype.get_version()),
        "SDL_image": version(pygame.image.get_sdl_image_version()),
        "pygame-gui": importlib.metadata.version("pygame-gui"),
        "fonts": {
            p.name: hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(FONTS.glob("*.tt[fc]"))
        },
    }


def test_the_render_stack_is_the_one_the_images_were_blessed_with():
    pygame.init()
    stack = render_stack()
    if blessing() or not STACK.exists():
        STACK.write_text(json.dumps(stack, indent=2, sort_keys=True) + "\n", encoding="utf-8")
        if not blessing():
            pytest.fail(f"no record of the render stack: one was written to {STACK}")
        return
    blessed = json.loads(STACK.read_text(encoding="utf-8"))
    assert stack == blessed, (
        "the render stack differs from the one the golden images were blessed with: install "
        "from constraints.txt (python3 run.py test does), or re-bless with GOLDEN_BLESS=1"
    )


@pytest.mark.parametrize("name", SCENES)
def test_scene_matches_its_golden_image(name, tmp_path):
    got, regions = render(name, tmp_path)
    golden = IMAGES / f"{name}.png"
    if blessing() or not golden.exists():
        IMAGES.mkdir(exist_ok=True)
        pygame.image.save(got, str(golden))
        if not blessing():
            pytest.fail(f"no golden image for {name}: one was written to {golden}; look at it")
        return
    want = pygame.image.load(str(golden))
    assert want.get_size() == got.get_size()
    result = compare(want, got, regions)
    if not result.passed:
        OUT.mkdir(exist_ok=True)
        pygame.image.save(got, str(OUT / f"{name}.png"))
        pygame.image.save(result.picture, str(OUT / f"{name}.diff.png"))
        pytest.fail(
            f"{name} differs from its golden image ({result.summary()}): see {OUT / name}.png "
            f"and .diff.png; GOLDEN_BLESS=1 accepts it"
        )


# --- sensitivity: each change a player would notice fails the comparison -------------------


def baseline(tmp_path_factory, name: str):
    """The scene ``name`` as it renders now (the baseline the changed renders are held to)."""
    with pytest.MonkeyPatch.context() as mp:
        folder = tmp_path_factory.mktemp(name)
        mp.setenv("ISLE_OF_CATS_CONFIG", str(folder))
        mp.setenv("ISLE_OF_CATS_DATA", str(folder))
        return render(name, folder)


@pytest.fixture(scope="module")
def placing(tmp_path_factory):
    return baseline(tmp_path_factory, "placing")


def green_is_pink(monkeypatch):
    from game.shell.ui.palette import STANDARD

    monkeypatch.setitem(STANDARD.cats, "green", (236, 112, 200))


def legal_drawn_as_illegal(monkeypatch):
    """The placement preview of a legal spot in the colour of an illegal one."""
    from game.isle.ui.art import IsleArt as Art

    ghost = Art._ghost

    def swapped(self, base, kind, cell):
        palette = self.palette
        self.palette = dataclasses.replace(palette, good=palette.bad)
        try:
            return ghost(self, base, kind, cell)
        finally:
            self.palette = palette

    monkeypatch.setattr(Art, "_ghost", swapped)


def green_fur_striped(monkeypatch):
    from game.shell.ui.art.style import LOOKS

    monkeypatch.setitem(LOOKS, "green", dataclasses.replace(LOOKS["green"], pattern="stripes"))


def symbol_drawn_as(symbol: str, other: str):
    """A change: ``symbol`` is drawn with ``other``'s shape."""

    def change(monkeypatch):
        from game.shell.ui.art import symbols

        shapes = symbols.shapes
        monkeypatch.setattr(symbols, "shapes", lambda n: shapes(other if n == symbol else n))

    change.__name__ = f"{symbol}_drawn_as_{other}"
    return change


clover_drawn_as_heart = symbol_drawn_as("clover", "heart")


CHANGES = {
    # change -> a region of the table where it must be seen
    "one cat colour": (green_is_pink, "fields"),
    "the legal/illegal placement colour": (legal_drawn_as_illegal, "own boat"),
    "one fur pattern": (green_fur_striped, "fields"),
    "a symbol": (clover_drawn_as_heart, "fields"),
}


@pytest.mark.parametrize("change", CHANGES)
def test_the_comparison_fails_on_a_visible_change(change, placing, tmp_path, monkeypatch):
    fails_where_it_shows(CHANGES[change], "placing", placing, tmp_path, monkeypatch)


def fails_where_it_shows(change, name: str, base, tmp_path, monkeypatch) -> None:
    """The scene rendered with ``change`` made fails the comparison, in the region named."""
    make, where = change
    baseline_image, regions = base
    make(monkeypatch)
    changed, _ = render(name, tmp_path)
    result = compare(baseline_image, changed, regions)
    assert not result.passed, f"{make.__name__}: the comparison let it pass"
    assert where in result.failed_regions(), result.summary()


def test_the_same_render_passes_and_the_diff_picture_shows_the_change(placing, tmp_path):
    baseline, regions = placing
    again, _ = render("placing", tmp_path)
    assert compare(baseline, again, regions).passed, "two renders of one scene must be identical"
    dot = baseline.copy()
    pygame.draw.rect(dot, (255, 255, 255), (10, 10, 6, 6))  # 36 pixels: a tiny change
    result = compare(baseline, dot, regions)
    assert {r for r in result.failed_regions() if r.startswith("tile")} == {"tile 0,0"}
    assert result.picture.get_at((12, 12))[:3] == (255, 0, 80)
    assert result.picture.get_at((30, 30))[:3] != (255, 0, 80)


# --- Kitten Toys: a toy colour or a symbol changed fails too ------------------------------------


@pytest.fixture(scope="module")
def kitten_hand(tmp_path_factory):
    return baseline(tmp_path_factory, "kittens_hand")


def red_toys_are_orange(monkeypatch):
    from game.kittens.ui.colours import TOYS

    monkeypatch.setitem(TOYS, "r", (236, 140, 40))


KITTEN_CHANGES = {
    "one toy colour": (red_toys_are_orange, "hand"),
    "a symbol": (symbol_drawn_as("heart", "clover"), "panels"),
}


@pytest.mark.parametrize("change", KITTEN_CHANGES)
def test_the_kitten_table_comparison_fails_on_a_visible_change(
    change, kitten_hand, tmp_path, monkeypatch
):
    fails_where_it_shows(KITTEN_CHANGES[change], "kittens_hand", kitten_hand, tmp_path, monkeypatch)


# --- Dice Quest: a die's colour or its symbol changed fails too ---------------------------------


@pytest.fixture(scope="module")
def quest_turn(tmp_path_factory):
    return baseline(tmp_path_factory, "quest_turn")


def red_die_is_orange(monkeypatch):
    from game.shell.ui.palette import STANDARD

    monkeypatch.setitem(STANDARD.cats, "red", (236, 140, 40))


QUEST_CHANGES = {
    "one die colour": (red_die_is_orange, "dice"),
    "a symbol": (symbol_drawn_as("heart", "clover"), "dice"),
}


@pytest.mark.parametrize("change", QUEST_CHANGES)
def test_dice_quest_fails_on_a_visible_change(change, quest_turn, tmp_path, monkeypatch):
    fails_where_it_shows(QUEST_CHANGES[change], "quest_turn", quest_turn, tmp_path, monkeypatch)
