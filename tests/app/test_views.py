"""Scenes and the UI see the game through observe(state, seat) (or the public view), never
the full state: a seat's hidden cards reach only the screens that serve that seat."""

from __future__ import annotations

import ast
from pathlib import Path

from game.isle.rules.view import HIDDEN
from game.isle.scenarios import new_session, play_until
from game.isle.scenes.game import GameScene
from tests.app.conftest import Driver

GAME = Path(__file__).resolve().parents[2] / "game"


def _full_state_reads(path: Path, root: Path = GAME) -> list[str]:
    """``<...>session.state``, ``<...>.match`` and the like in one file."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Attribute):
            continue
        owner = node.value
        name = owner.attr if isinstance(owner, ast.Attribute) else getattr(owner, "id", "")
        if (node.attr == "state" and name in ("session", "match")) or node.attr == "match":
            found.append(f"{path.relative_to(root)}:{node.lineno} {ast.unparse(node)}")
    return found


def test_scenes_and_ui_never_read_the_full_state():
    files = sorted((GAME / "scenes").rglob("*.py")) + sorted((GAME / "ui").rglob("*.py"))
    reads = [line for path in files for line in _full_state_reads(path)]
    assert not reads, "\n".join(reads)


def test_the_scan_sees_a_full_state_read(tmp_path):
    sample = tmp_path / "scene.py"
    sample.write_text("x = self.game.session.state\ny = app.session.match.log\nz = view.state\n")
    assert len(_full_state_reads(sample, tmp_path)) == 2


def test_a_decision_screen_sees_its_own_cards_and_no_one_elses(app):
    session = new_session(app, players=3, seed=2, humans=1)
    assert play_until(session, lambda s: s.phase == "draft" and s.top is None)
    app.start(GameScene(app, session))
    drive = Driver(app)
    drive.frames(3)
    scene = drive.top
    assert scene.screen == "draft"
    mine = scene.state.seats[scene.seat]
    assert mine.offer and HIDDEN not in mine.offer
    others = [s for i, s in enumerate(scene.state.seats) if i != scene.seat]
    assert all(set(s.offer) <= {HIDDEN} and s.offer for s in others)
    public = session.public_view().state
    assert all(set(s.offer) <= {HIDDEN} for s in public.seats)
