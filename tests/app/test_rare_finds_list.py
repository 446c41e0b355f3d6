"""The rare finds' choices always sit in one place (play-test 2026-12-01 m6): over the island,
one width, never in the right panel nor over an opponent's or the sister's panel, at 1280x720
and 1920x1080, 100 % and 200 % text; the turn's own Play a card and Pass at the list's foot
(issue 43, item 3: the choices sat in two places)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.isle.scenarios import new_session
from game.isle.scenes.board import TURN_BUTTONS, BoardScene
from game.isle.scenes.game import GameScene
from tests.app.conftest import Driver, make_app
from tests.isle.rules.builders import position, seat


def open_rare_finds(app, content, players: int, hand: tuple[int, ...]) -> BoardScene:
    app.settings.handoff = False
    mode = "solo" if players == 1 else "standard"
    seats = (seat(content, "blue", hand=hand, fish=5),) + tuple(
        seat(content, boat) for boat in ("green", "red", "purple")[: players - 1]
    )
    state = position(content, players, seats, phase="rare_finds", mode=mode, rares=(201,))
    session = new_session(
        app, players=players, seed=1, mode=mode, difficulty="easy" if mode == "solo" else None
    )
    session.match.state = state
    session.match.deal()
    app.start(GameScene(app, session))
    Driver(app).frames(4)
    board = app.stack.top
    assert isinstance(board, BoardScene), [type(s).__name__ for s in app.stack.scenes]
    board.refresh()
    board.layout_items()
    return board


@pytest.mark.parametrize("size", ["1280x720", "1920x1080"])
@pytest.mark.parametrize("scale", [1.0, 2.0])
@pytest.mark.parametrize(
    ("players", "hand"),
    [(1, (107,)), (4, (107,)), (4, (107, 98))],
    ids=["solo-small-finds", "four-small-finds", "four-two-cards"],
)
def test_the_choices_sit_over_the_island_in_even_columns_of_one_width(
    tmp_path, monkeypatch, content, size, scale, players, hand
):
    app = make_app(tmp_path, monkeypatch, "--size", size)
    try:
        app.apply_settings(replace(app.settings, text_scale=scale), save=False)
        board = open_rare_finds(app, content, players, hand)
        regions = board.game.table.regions()
        options = [i for i in board.items if i.key not in TURN_BUTTONS]
        turn = [i for i in board.items if i.key in TURN_BUTTONS]
        assert len(options) == 2 * len(hand), [i.key for i in board.items]
        assert "pass" in [i.key for i in turn]
        for item in options:
            assert regions.island.contains(item.rect), f"{item.label!r} leaves the island"
            assert not item.rect.colliderect(regions.panel) and not item.rect.colliderect(
                regions.side
            ), f"{item.label!r} runs into a panel"
        assert len({i.rect.width for i in options}) == 1, "one width"
        columns = sorted({i.rect.x for i in options})
        per_column = [sum(i.rect.x == x for i in options) for x in columns]
        assert max(per_column) - min(per_column) <= 1, f"uneven columns {per_column}"
        bottom = max(i.rect.bottom for i in options)
        for item in turn:  # one place for every choice of the turn (issue 43, item 3)
            assert regions.island.contains(item.rect), f"{item.key} with the other choices"
            assert item.rect.top > bottom, f"{item.key} at the list's foot"
    finally:
        if app.session is not None:
            app.session.close()
        pygame.display.quit()


def test_a_player_with_no_rare_find_card_is_not_asked_for_one(tmp_path, monkeypatch, content):
    """Play-test 2026-12-06: the rare-finds banner asked for a treasure or Oshax card from a
    player who held none (an anytime card kept the turn from passing by itself)."""
    app = make_app(tmp_path, monkeypatch)
    try:
        app.settings.auto_pass = False  # the turn stays, with nothing but Pass to choose
        board = open_rare_finds(app, content, 4, (88,))
        keys = {i.key for i in board.items if not i.key.startswith("news:")}
        assert "pass" in keys and keys <= {"play_card", "pass"}
        words = board.spoken_title()
        asked = app.t("board.rare_title", name=app.seat_name(0))
        assert asked not in words and app.t("board.rare_none_title", name=app.seat_name(0)) in words
    finally:
        if app.session is not None:
            app.session.close()
        pygame.display.quit()
