"""A damaged save header is reported by its field and its real reason (issue 43 item 14): no
game's header is called another game's, a NaN is not "far too large", a symbolic link loop is
not "not allowed to read"."""

from __future__ import annotations

import errno
import json

import pytest

from game.shell import safeio
from game.shell.games import REGISTERED
from game.shell.session.header import HeaderError
from game.shell.session.slots import SaveSlots
from game.shell.ui.i18n import Translator
from game.shell.ui.problems import reason_text

GAMES = [game.save_id for game in REGISTERED]


def problem_of(tmp_path, line: str) -> str:
    (tmp_path / "slot-1.jsonl").write_text(line + "\n", encoding="utf-8")
    (entry,) = SaveSlots(tmp_path).entries()
    assert entry.problem is not None
    return entry.problem


@pytest.mark.parametrize(
    "line,field",
    [
        ('[{"kind": "header", "game": "kittens"}]', "(the whole header)"),
        ('"kittens"', "(the whole header)"),
        ('{"kind": "heder", "game": "kittens", "format": 1, "players": 3}', "kind"),
        ('{"kind": "header", "game": 5, "format": 1, "players": 3}', "game"),
        ('{"kind": "header", "game": ["kittens"], "format": 1, "players": 3}', "game"),
    ],
)
def test_a_header_that_names_no_game_is_not_called_the_isle_of_cats(tmp_path, line, field):
    problem = problem_of(tmp_path, line)
    assert problem.startswith(f"{field}:"), problem
    assert "Isle of Cats" not in problem


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(
    "changes,field",
    [
        ({"players": "three"}, "players"),
        ({"seed": 1.5}, "seed"),
        ({"meta": {"seats": "nobody"}}, "meta.seats"),
        ({"surprise": 1}, "surprise"),
    ],
)
def test_every_games_header_error_names_the_field(tmp_path, game, changes, field):
    players = REGISTERED.of_save(game).players[-1]
    header = {"kind": "header", "game": game, "format": 1, "players": players, **changes}
    problem = problem_of(tmp_path, json.dumps(header))
    assert problem.startswith(field), problem
    reader = REGISTERED.header_readers()[game]
    with pytest.raises(HeaderError, match=f"^{field}"):
        reader(header)


def test_a_nan_is_not_far_too_large(tmp_path):
    with pytest.raises(safeio.ReadError) as error:
        safeio.loads('{"seed": NaN}')
    assert error.value.kind == "not_a_number"
    t = Translator("en")
    assert "not a number" in reason_text(t, error.value)
    assert "too large" not in reason_text(t, error.value)
    assert "too large" not in problem_of(tmp_path, '{"kind": "header", "seed": NaN}')
    with pytest.raises(safeio.ReadError) as error:
        safeio.loads('{"seed": Infinity}')
    assert error.value.kind == "number"


def test_a_symbolic_link_loop_is_not_a_permission(tmp_path):
    loop = tmp_path / "loop.json"
    loop.symlink_to(loop)
    with pytest.raises(safeio.ReadError) as error:
        safeio.read_text(loop, 100)
    assert error.value.kind == "link_loop" and "loops" in str(error.value)
    for t in (Translator("en"), Translator("fr")):
        said = reason_text(t, error.value)
        assert said == t("problem.link_loop") and said != t("problem.unreadable")
        assert reason_text(t, OSError(errno.ELOOP, "Too many levels")) == said
