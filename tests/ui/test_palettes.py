"""The five cat colours stay apart under simulated colour-vision deficiencies (issue 7, item 3).

Each deficiency is simulated with the Machado, Oliveira & Fernandes (2009) model at full
severity (protanopia, deuteranopia, tritanopia), applied in linear sRGB as the model requires,
through colour-science; the distance between two colours is CIEDE2000 in CIELAB (D65). Every
pair of cat colours of every palette must stay at least ``MIN_DELTA_E`` apart, in normal vision
and under each simulation. The in-game preview (game/shell/scenes/cvd_preview.py) re-implements the
same matrices in pure Python; a test here holds it to colour-science's numbers.
"""

from __future__ import annotations

import itertools
import warnings

import pytest

with warnings.catch_warnings():  # colour-science warns that SciPy/Matplotlib are absent
    warnings.simplefilter("ignore")
    import colour
    import numpy as np

from game.shell.ui.palette import PALETTES, RGB

MIN_DELTA_E = 20.0
DEFICIENCIES = {
    "protanopia": "Protanomaly",
    "deuteranopia": "Deuteranomaly",
    "tritanopia": "Tritanomaly",
}
VISIONS = ("normal", *DEFICIENCIES)
SRGB = colour.RGB_COLOURSPACES["sRGB"]


def machado(vision: str) -> np.ndarray:
    """The 3x3 linear-sRGB matrix of a full-severity deficiency (identity for normal vision).
    colour-science warns that Machado's tritanopia is an approximation (the paper says so too);
    it is still the published model, and the one the game's preview shows."""
    if vision == "normal":
        return np.eye(3)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", colour.utilities.ColourUsageWarning)
        return colour.blindness.matrix_cvd_Machado2009(DEFICIENCIES[vision], 1.0)


def seen_lab(color: RGB, vision: str) -> np.ndarray:
    """CIELAB (D65) of an 8-bit sRGB colour as seen with ``vision``."""
    linear = colour.models.eotf_sRGB(np.asarray(color, dtype=float) / 255)
    simulated = np.clip(machado(vision) @ linear, 0.0, 1.0)  # out of gamut: the screen clips
    xyz = colour.RGB_to_XYZ(simulated, SRGB, apply_cctf_decoding=False)
    return colour.XYZ_to_Lab(xyz, SRGB.whitepoint)


def delta_e(a: np.ndarray, b: np.ndarray) -> float:
    return float(colour.delta_E(a, b, method="CIE 2000"))


def pair_distances(cats: dict[str, RGB], vision: str) -> dict[tuple[str, str], float]:
    labs = {name: seen_lab(rgb, vision) for name, rgb in cats.items()}
    return {(a, b): delta_e(labs[a], labs[b]) for a, b in itertools.combinations(labs, 2)}


def close_pairs(cats: dict[str, RGB], vision: str) -> list[str]:
    """The pairs closer than ``MIN_DELTA_E``, described for a failure message."""
    return [
        f"{a}/{b}: {d:.1f}" for (a, b), d in pair_distances(cats, vision).items() if d < MIN_DELTA_E
    ]


@pytest.mark.parametrize("vision", VISIONS)
@pytest.mark.parametrize("palette_name", sorted(PALETTES))
def test_every_pair_of_cat_colours_stays_distinct(palette_name, vision):
    cats = PALETTES[palette_name].cats
    assert len(cats) == 5
    assert close_pairs(cats, vision) == [], (
        f"{palette_name} palette under {vision}: CIEDE2000 below {MIN_DELTA_E}"
    )


def test_the_check_fails_on_a_red_green_palette():
    """A naive palette that looks fine in normal vision collapses for red-green deficiencies:
    the same check must catch it."""
    naive = {
        "blue": (40, 90, 220),
        "green": (60, 170, 60),
        "red": (215, 50, 40),
        "purple": (150, 40, 160),
        "orange": (250, 150, 20),
    }
    assert close_pairs(naive, "normal") == []
    assert all(close_pairs(naive, vision) for vision in DEFICIENCIES)
    assert any(f.startswith("green/red") for f in close_pairs(naive, "deuteranopia"))
    assert any(f.startswith("green/orange") for f in close_pairs(naive, "protanopia"))


def test_the_simulation_is_set_up_as_published():
    # Machado's matrices keep white white (rows sum to 1) and the achromatic axis grey
    for vision in DEFICIENCIES:
        assert np.allclose(machado(vision).sum(axis=1), 1.0, atol=2e-3), vision
        lab = seen_lab((255, 255, 255), vision)
        assert abs(lab[0] - 100) < 0.5 and abs(lab[1]) < 1.5 and abs(lab[2]) < 1.5, vision
    # full-severity protanopia of pure red is the first column of its matrix
    assert np.allclose(machado("protanopia")[:, 0], [0.152286, 0.114503, -0.003882])
    # CIEDE2000 reference pair 1 of Sharma, Wu & Dalal (2005): 2.0425
    assert delta_e(
        np.array([50.0, 2.6772, -79.7751]), np.array([50.0, 0.0, -82.7485])
    ) == pytest.approx(2.0425, abs=1e-4)


def test_the_in_game_preview_uses_the_same_simulation():
    from game.shell.scenes.cvd_preview import MACHADO_2009, simulate_rgb

    for vision in DEFICIENCIES:
        assert np.allclose(np.array(MACHADO_2009[vision]), machado(vision), atol=1e-6), vision
    samples = [
        *PALETTES["standard"].cats.values(),
        (255, 255, 255),
        (0, 0, 0),
        (128, 128, 128),
        (255, 0, 0),
        (0, 255, 0),
        (0, 0, 255),
        (12, 200, 90),
    ]
    for vision in DEFICIENCIES:
        for rgb in samples:
            linear = colour.models.eotf_sRGB(np.asarray(rgb, dtype=float) / 255)
            expected = (
                colour.models.eotf_inverse_sRGB(np.clip(machado(vision) @ linear, 0.0, 1.0)) * 255
            )
            got = simulate_rgb(rgb, vision)
            assert np.all(np.abs(np.array(got) - expected) <= 0.51), (vision, rgb, got)


# --- the seats: eight colours that stay apart (issue 45: up to eight players) ----------------

SEAT_MIN_NORMAL = 20.0  # CIEDE2000 between two seats' colours, normal vision
SEAT_MIN_SIMULATED = 10.0  # and under each simulated deficiency (a seat's number goes with it)


@pytest.mark.parametrize("palette_name", sorted(PALETTES))
def test_every_palette_has_a_colour_per_seat(palette_name):
    from game.shell.options import MAX_SEATS

    seats = PALETTES[palette_name].seats
    assert len(seats) == MAX_SEATS == 8
    assert len(set(seats)) == len(seats)


@pytest.mark.parametrize("vision", VISIONS)
@pytest.mark.parametrize("palette_name", sorted(PALETTES))
def test_the_seat_colours_stay_apart(palette_name, vision):
    seats = {f"seat {i + 1}": rgb for i, rgb in enumerate(PALETTES[palette_name].seats)}
    least = SEAT_MIN_NORMAL if vision == "normal" else SEAT_MIN_SIMULATED
    close = [
        f"{a}/{b}: {d:.1f}" for (a, b), d in pair_distances(seats, vision).items() if d < least
    ]
    assert close == [], f"{palette_name} seats under {vision}: CIEDE2000 below {least}"
