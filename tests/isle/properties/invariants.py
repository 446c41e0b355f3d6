"""Invariants that hold after every action of every game, and a checked random playout."""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import replace

from game.isle.rules import (
    CHANCE,
    IllegalActionError,
    apply_action,
    chance_outcomes,
    check_action,
    is_over,
    legal_actions,
    new_game,
    parse_action,
    state_from_json,
    state_to_json,
    to_move,
)
from game.isle.rules.actions import Done, Pass, Place, Play, Rescue
from game.isle.rules.content import Content
from game.isle.rules.ids import OSHAX_IDS, Tile
from game.isle.rules.numbering import cat_line, rare_line
from game.isle.rules.placement import footprint
from game.isle.rules.state import ChooseField, DrawCards, GameState, MiniBuy, PlaceTile, SisterDraw


def all_tiles(content: Content, players: int, mode: str = "standard") -> Counter:
    setup = content.modes[mode].setup_for(players)
    tiles = Counter(Tile(s, c) for s, c in content.cats)
    tiles.update(Tile(r) for r in content.rares)
    if content.modes[mode].oshax:
        tiles.update(Tile(o) for o in content.oshax)
    for shape in content.commons:
        tiles[Tile(shape)] += setup.commons_per_shape
    return tiles


def tiles_in(state: GameState) -> Counter:
    found = Counter(state.bag)
    found.update(state.left + state.right + state.gone)
    found.update(Tile(r) for r in state.rares)
    found.update(Tile(o) for o in state.oshax)
    for shape, n in zip(state.content.commons, state.commons, strict=True):
        found[Tile(shape)] += n
    for seat in state.seats:
        # an Oshax on a boat carries its chosen colour; it is the same physical tile
        found.update(Tile(t.shape, t.color if t.shape >= 400 else None) for t in seat.tiles)
    for frame in state.stack:
        if isinstance(frame, (PlaceTile, ChooseField)):
            tile = frame.tile
            found[Tile(tile.shape, tile.color if tile.shape >= 400 else None)] += 1
    return found


def all_cards(content: Content, mode: str = "standard") -> Counter:
    """Every card a game moves about: the mode's deck (normal or family); solo adds the sister's
    basket cards (her colour cards and lessons are checked by ``check_sister``)."""
    cards = Counter(content.deck_of(content.modes[mode].deck))
    if content.modes[mode].difficulties:
        cards.update(content.deck_of("solo_basket"))
    return cards


def cards_in(state: GameState) -> Counter:
    found = Counter(state.deck + state.discard)
    if state.sister is not None:
        found.update(state.sister.deck + state.sister.cards + state.sister.discard)
    for seat in state.seats:
        found.update(seat.hand + seat.lessons + seat.offer + seat.kept + seat.declared)
        assert set(seat.picked) <= set(seat.offer), "picked cards stay in the offer until passed"
        assert set(seat.spent) <= set(seat.declared)
        assert set(seat.fish_cards) <= set(seat.hand)
    found.update(c for c, _ in state.public_lessons)
    for frame in state.stack:
        if isinstance(frame, DrawCards):
            found.update(frame.drawn)
        elif isinstance(frame, MiniBuy):
            found.update(frame.cards)
    return found


def check_invariants(state: GameState, expected_tiles: Counter, expected_cards: Counter) -> None:
    board = state.content.board
    for i, seat in enumerate(state.seats):
        assert seat.fish >= 0, f"seat {i} has {seat.fish} fish"
        covered = 0
        for placed in seat.tiles:
            assert not placed.mask & covered, f"seat {i}: tiles overlap"
            assert not placed.mask & ~board.cells, f"seat {i}: a tile leaves the boat"
            covered |= placed.mask
        assert covered == seat.occupied
        assert 0 <= seat.baskets_used <= max(seat.baskets, 0) or seat.baskets_used == 0
        assert seat.extra_rescues >= 0
    assert tiles_in(state) == expected_tiles, "every tile is in exactly one place"
    assert cards_in(state) == expected_cards, "every card is in exactly one place"
    assert all(n >= 0 for n in state.commons)
    assert sorted(state.order) == list(range(state.players)) or state.phase == "setup"
    if state.mode == "family":
        check_family(state)
    if state.sister is not None:
        check_sister(state)


def check_family(state: GameState) -> None:
    """rules.md 9: no fish, no baskets, no cards in hand, no Oshax; 2 family lessons each."""
    cards = state.content.cards
    assert not state.oshax and not state.public_lessons
    for i, seat in enumerate(state.seats):
        assert seat.fish == 0 and seat.baskets == 0 and not seat.hand and not seat.declared
        assert not any(t.shape in OSHAX_IDS for t in seat.tiles)
        assert all(cards[c].type == "lesson_family" for c in seat.lessons)
        if state.phase not in ("setup", "deal", "draft"):
            assert len(seat.lessons) == 2, f"seat {i} keeps 2 family lessons"


def check_sister(state: GameState) -> None:
    """rules.md 8: the sister's colour cards, lessons and basket cards of the day."""
    content, sister = state.content, state.sister
    cards = content.cards
    assert state.players == 1
    assert len(set(sister.colors)) == len(sister.colors) <= 5
    assert all(cards[c].type == "solo_colour" for c in sister.colors)
    level = content.modes[state.mode].difficulty(sister.difficulty)
    basic = [c for c in sister.lessons if cards[c].type == "solo_lesson_basic"]
    advanced = [c for c in sister.lessons if cards[c].type == "solo_lesson_advanced"]
    assert len(set(sister.lessons)) == len(sister.lessons) == len(basic) + len(advanced)
    assert len(basic) <= level.basic and len(advanced) <= level.advanced
    drawing = any(isinstance(f, SisterDraw) for f in state.stack)
    if state.phase != "setup":
        assert (len(basic), len(advanced)) == (level.basic, level.advanced)
        colour_due = any(isinstance(f, SisterDraw) and f.pile == "color" for f in state.stack)
        assert len(sister.colors) == min(state.day, 5) - (1 if colour_due else 0)
    assert sister.resolved <= len(sister.cards) <= max(sister.baskets, 0)
    if sister.cards:
        first = cards[sister.cards[0]]
        assert (sister.baskets, sister.speed) == (first.baskets, first.speed)
    if state.phase in ("rare_finds", "end_of_day") and not drawing:
        assert sister.resolved == len(sister.cards) == sister.baskets, "all her cards resolved"
    if state.phase in ("fill", "fishing", "deal", "draft", "buy", "lessons"):
        assert not sister.cards and sister.baskets == 0
    assert state.order in ((), (0,))
    assert cat_line(state) == state.left + state.right
    assert sum(len(group) for group in rare_line(state)) == len(state.rares)


def illegal_candidates(state: GameState, rng: random.Random, legal: list) -> list:
    """Actions that must be refused here: wrong seats, made-up cards, bad placements."""
    candidates = []
    movers = to_move(state)
    others = [s for s in range(state.players) if s not in movers]
    if others:
        candidates.append(Pass(rng.choice(others)))
        candidates.append(Done(rng.choice(others)))
    if movers and movers != (CHANCE,):
        seat = movers[0]
        candidates.append(Play(seat, 999))
        candidates.append(Place(seat, 25, 3, 0))
        held = state.seats[seat].hand
        missing = [c for c in (1, 7, 67, 98, 113) if c not in held]
        if missing:
            candidates.append(Play(seat, missing[0]))
        candidates.append(Rescue(seat, Tile(400, "blue"), "permanent"))
        if isinstance(state.top, PlaceTile):
            for _ in range(3):
                a = Place(seat, rng.randrange(-1, 22), rng.randrange(-1, 9), rng.randrange(8))
                candidates.append(a)
    legal_masks = set()
    if isinstance(state.top, PlaceTile):
        shape = state.content.shapes[state.top.tile.shape]
        legal_masks = {footprint(shape, a.x, a.y, a.k) for a in legal if isinstance(a, Place)}

    def is_known_legal(a) -> bool:
        if a in legal:
            return True
        if isinstance(a, Place) and isinstance(state.top, PlaceTile):
            shape = state.content.shapes[state.top.tile.shape]
            return footprint(shape, a.x, a.y, a.k) in legal_masks
        return False

    return [a for a in candidates if not is_known_legal(a)]


def playout(
    content: Content,
    players: int,
    seed: int,
    mode: str = "standard",
    checks: bool = True,
    difficulty: str | None = None,
    unstacked: bool = False,
) -> tuple[GameState, list[str]]:
    """A random game; with ``checks`` every invariant is verified after every action.
    ``difficulty``: a solo level; ``unstacked``: solo with the seed's rare numbering."""
    rng = random.Random(seed)
    state = new_game(content, players, mode, difficulty)
    if unstacked:
        state = replace(state, sister=replace(state.sister, stacked=False))
    replayed = state
    log: list[str] = []
    expected_tiles = all_tiles(content, players, mode)
    expected_cards = all_cards(content, mode)
    steps = 0
    while not is_over(state):
        movers = to_move(state)
        if movers == (CHANCE,):
            outcomes = chance_outcomes(state)
            assert outcomes and abs(sum(p for _, p in outcomes) - 1) < 1e-9
            action = outcomes[rng.randrange(len(outcomes))][0]
        else:
            seat = movers[rng.randrange(len(movers))]
            legal = legal_actions(state, seat)
            assert legal, f"seat {seat} must act but has no legal action in {state.phase}"
            if checks:
                assert len(set(legal)) == len(legal), "legal actions are listed once"
                for a in legal:
                    check_action(state, a)  # every listed action is accepted
                    assert parse_action(a.text()) == a
                before = json.dumps(state_to_json(state), sort_keys=True)
                for bad in illegal_candidates(state, rng, legal):
                    try:
                        apply_action(state, bad)
                    except IllegalActionError as error:
                        assert error.reason
                    else:
                        raise AssertionError(f"illegal action accepted: {bad.text()}")
                assert json.dumps(state_to_json(state), sort_keys=True) == before
            action = legal[rng.randrange(len(legal))]
        state, _ = apply_action(state, action)
        log.append(action.text())
        steps += 1
        assert steps < 5000, "the game does not end"
        if checks:
            check_invariants(state, expected_tiles, expected_cards)
            assert state_from_json(json.loads(json.dumps(state_to_json(state))), content) == state
            replayed, _ = apply_action(replayed, parse_action(log[-1]))
            assert replayed == state, "replaying the log's text gives the same state"
    return state, log
