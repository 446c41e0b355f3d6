"""Animations made from rule events (headless, fixed steps, no clock): each starts from the
real event at normal speed, none starts at "instant", and reduced motion fades in place
(no travel, no squash, no pulse). Animations never change the game."""

from __future__ import annotations

import pygame
import pytest

from game.isle.rules import events as ev
from game.isle.rules import legal_actions
from game.isle.rules.actions import Keep, Place, Rescue
from game.isle.rules.ids import Placed, Tile
from game.isle.scenarios import at_screen, board_choice, new_session, placing, play_until
from game.isle.scenes.game import GameScene
from game.isle.ui.anim_boat import FamilyGlow, grown_family
from game.isle.ui.anim_ghost import GhostTurn
from tests.app.conftest import Driver


def start_game(
    app, want, players: int = 3, seed: int = 4, speed: str = "normal", reduced: bool = False
):
    session = new_session(app, players=players, seed=seed, humans=1)
    assert play_until(session, want)
    app.settings.animation_speed = speed
    app.settings.reduced_motion = reduced
    game = GameScene(app, session)
    app.start(game)
    return session, game, Driver(app)


def run(drive: Driver, seconds: float) -> None:
    drive.frames(round(seconds * 60))


def wait_for_bots_to_pick(session, drive: Driver) -> None:
    for _ in range(1200):
        if all(s.picked for i, s in enumerate(session.state.seats) if i != 0):
            return
        drive.frames(1)
    raise AssertionError("the bots did not pick")


MOTION = [("normal", False), ("instant", False), ("normal", True)]


# --- 1. cards dealt and passed ---------------------------------------------------------------


@pytest.mark.parametrize(("speed", "reduced"), MOTION)
def test_the_dealt_hand_slides_up_card_after_card(app, speed, reduced):
    session, game, drive = start_game(app, at_screen("draft"), speed=speed, reduced=reduced)
    hands = game.effects.hands
    offer = session.state.seats[0].offer
    if speed == "instant":
        assert not hands.active()
        return
    assert {d.card for d in hands.deals if d.seat == 0} == set(offer)
    first, last = hands.pose(0, offer[0]), hands.pose(0, offer[-1])
    assert last.opacity == 0, "the last card waits for the ones before it"
    drive.frames(6)
    moving = hands.pose(0, offer[0])
    if reduced:
        assert (moving.dx, moving.dy) == (0, 0) and 0 < moving.opacity < 1
    else:
        assert 0 < moving.dy < first.dy, "the first card rises toward its place"
    run(drive, 2.0)
    assert not hands.active() and hands.pose(0, offer[-1]) is None


def test_a_hand_dealt_behind_a_hand_off_screen_is_dealt_when_the_player_looks(app):
    """With two humans the draft opens on "Pass to ...": the deal waits for that screen."""
    session = new_session(app, players=3, seed=4, humans=2)
    assert play_until(session, at_screen("draft"))
    app.settings.animation_speed = "normal"
    game = GameScene(app, session)
    app.start(game)
    drive = Driver(app)
    drive.frames(2)
    assert drive.top.name == "handoff"
    seat = drive.top.seat
    run(drive, 3.0)
    hands = game.effects.hands
    assert hands.active(seat), "the cards were dealt while nobody could see them"
    drive.press("confirm")
    assert drive.top is not None and drive.top.name != "handoff"
    run(drive, 3.0)
    assert not hands.active(seat)


@pytest.mark.parametrize(("speed", "reduced"), MOTION)
def test_a_passed_hand_leaves_toward_the_neighbour_and_the_new_one_comes_in(app, speed, reduced):
    session, game, drive = start_game(app, at_screen("draft"), speed=speed, reduced=reduced)
    run(drive, 1.5)  # the deal is over
    wait_for_bots_to_pick(session, drive)
    state = session.state
    me = state.seats[0]
    keep = tuple(sorted(me.offer[:2]))
    direction = state.direction
    game.submit(Keep(0, keep))
    assert session.state.seats[0].offer != me.offer, "the hands were passed"
    hands = game.effects.hands
    if speed == "instant":
        assert not hands.active()
        return
    motion = hands.passes[0]
    assert set(motion.leaving) == set(me.offer) - set(keep)
    assert motion.arriving == session.state.seats[0].offer
    run(drive, 0.2 * motion.tween.duration)
    leaving = hands.leaving(0)
    assert leaving
    arriving = hands.pose(0, motion.arriving[0], 0)
    if reduced:
        assert all(p.dx == 0 and p.opacity < 1 for _, p in leaving)
    else:
        assert all(p.dx * direction > 0 for _, p in leaving), "out toward the receiver"
        assert arriving.opacity == 0, "the new hand waits for the old one to go"
    run(drive, 0.6 * motion.tween.duration)
    coming = hands.pose(0, motion.arriving[0], 0)
    if reduced:
        assert coming.dx == 0 and 0 < coming.opacity <= 1
    else:
        assert coming.dx * direction < 0, "in from the giver's side"
    run(drive, 1.0)
    assert not hands.active()


# --- 2. tiles snapping, 6. families glowing ---------------------------------------------------


def test_a_tile_placed_by_hand_snaps_into_place_and_is_drawn_by_the_settle(app):
    session, game, drive = start_game(app, placing)
    place = next(a for a in legal_actions(session.state, 0) if isinstance(a, Place))
    game.submit(place)
    settles = game.effects.boats.settles
    assert len(settles) == 1 and settles[0].scale() == pytest.approx(1.06)
    mask = session.state.seats[0].tiles[-1].mask
    assert mask in game.effects.hidden_masks()[0], "the boat leaves the tile to the settle"
    drive.frames(6)
    assert 1.0 < settles[0].scale() < 1.06
    run(drive, 0.5)
    assert not game.effects.boats.settles


def test_a_bot_tile_flies_from_its_field_onto_its_grown_boat(app):
    session, game, drive = start_game(app, board_choice)
    effects = game.effects
    before = session.state
    seat = 1
    tile, side, box = game.table.field_tiles(before)[0]
    effects.show((ev.CatRescued(seat, tile, side, 3, "permanent"),), 0, before, before)
    effects.show((ev.TilePlaced(seat, tile, 1, 0, 0, 0),), 0, before, before)
    flight = effects.flights[-1]
    assert flight.start == box.center, "it takes off from its field"
    zoom = effects.moves.zooms[-1]
    assert zoom.seat == seat and flight.end == zoom.big.topleft, "onto the seat's grown boat"
    effects.update(1.0)
    assert not effects.flights and zoom.landed
    effects.update(2.0)
    assert not effects.moves.zooms and not effects.busy()


def test_instant_speed_places_without_flight_or_settle_and_reduced_motion_fades(app):
    session, game, drive = start_game(app, board_choice, speed="instant")
    state = session.state
    tile = game.table.field_tiles(state)[0][0]
    placed = ev.TilePlaced(1, tile, 1, 0, 0, 0)
    game.effects.show((placed,), 0, state, state)
    assert not game.effects.flights and not game.effects.boats.settles
    app.settings.animation_speed, app.settings.reduced_motion = "normal", True
    game.effects.show((placed,), 0, state, state)
    flight = game.effects.flights[-1]
    assert flight.appear and flight.start == flight.end, "a fade where it lands, no flight"
    game.effects.update(1.0)
    assert not game.effects.boats.settles, "no scaling under reduced motion"


def cat(color: str, x: int, y: int) -> Placed:
    """A one-cell stand-in for a cat on the boat (cats only touch by sides)."""
    return Placed(400, color, 1 << (y * 22 + x))


def test_grown_family_finds_the_family_a_placement_forms_or_grows():
    two = (cat("blue", 0, 0), cat("blue", 1, 0))
    assert grown_family(two, two[1].mask) is None, "two cats are no family yet"
    three = (*two, cat("blue", 2, 0))
    color, cells = grown_family(three, three[2].mask)
    assert color == "blue" and cells == sum(t.mask for t in three)
    apart = (*three, cat("blue", 5, 5))
    assert grown_family(apart, apart[3].mask) is None
    other = (*three, cat("red", 3, 0))
    assert grown_family(other, other[3].mask) is None


def glow_seen(app, game, state, seat: int, mask: int) -> list[FamilyGlow]:
    tile = Tile(400, "blue")
    game.effects.show((ev.TilePlaced(seat, tile, mask, 0, 0, 0),), 0, state, state)
    return game.effects.boats.glows


@pytest.mark.parametrize(("speed", "reduced"), MOTION)
def test_a_family_glows_once_when_formed_pulsing_or_fading(app, speed, reduced):
    session, game, drive = start_game(app, board_choice, speed=speed, reduced=reduced)
    state = session.state
    tiles = (cat("blue", 0, 0), cat("blue", 1, 0), cat("blue", 2, 0))
    glows = glow_seen(app, game, state.with_seat(1, tiles=tiles), 1, tiles[2].mask)
    if speed == "instant":
        assert not glows
        return
    assert len(glows) == 1 and glows[0].color == "blue"
    glow = glows[0]
    samples = []
    while not glow.tween.done:
        glow.tween.update(1 / 60)
        samples.append(glow.strength())
    lit = [s for s in samples if s > 0]
    assert lit and max(lit) > 0.5
    if reduced:
        assert all(a >= b for a, b in zip(lit, lit[1:], strict=False)), "a still highlight fading"
    else:
        rising = lit.index(max(lit))
        assert 0 < rising < len(lit) - 1, "it rises and falls (a pulse)"
    image, _ = glow.overlay(game.table.regions().thumb_cell, app.palette)
    assert image.get_bounding_rect().width > 0


# --- 3. the ghost turning ---------------------------------------------------------------------


@pytest.mark.parametrize(("speed", "reduced"), MOTION)
def test_the_ghost_turns_smoothly_but_the_cursor_turns_at_once(app, speed, reduced):
    session, game, drive = start_game(app, placing, speed=speed, reduced=reduced)
    drive.frames(3)
    board = drive.top
    cursor = board.cursor
    k = cursor.k
    drive.press("rotate_right", settle=0)
    assert cursor.k != k, "the cursor (and legality) changed at once"
    turning = board.turning
    if speed == "instant":
        assert not turning.active
        return
    assert turning.active and turning.old_k == k
    new = pygame.Surface((60, 30), pygame.SRCALPHA)
    old = pygame.Surface((30, 60), pygame.SRCALPHA)
    frames = turning.frames(old, new)
    if reduced:
        assert [f[0] for f in frames] == [old, new], "a cross-fade, nothing turns"
        assert 0 < frames[1][1] < 255
    else:
        assert len(frames) == 1 and frames[0][0].get_size() not in ((60, 30), (30, 60)), (
            "the picture is part-way through its quarter turn"
        )
    run(drive, 0.2)
    assert not turning.active


def test_a_flip_squashes_the_ghost_edge_on_then_opens_its_other_face():
    turn = GhostTurn()
    turn.start("flip", 0, 0.12, fade=False)
    old = pygame.Surface((40, 20), pygame.SRCALPHA)
    new = pygame.Surface((40, 20), pygame.SRCALPHA)
    widths = []
    while turn.active:
        frames = turn.frames(old, new)
        widths.append(frames[0][0].get_width() if frames else 0)
        turn.update(1 / 120)
    assert min(widths) < 12 and widths[0] > 30


# --- 4. fish moving, 5. baskets turning -------------------------------------------------------


@pytest.mark.parametrize(("speed", "reduced"), MOTION)
def test_a_rescue_sends_fish_to_the_field_and_turns_the_basket(app, speed, reduced):
    session, game, drive = start_game(app, board_choice, speed=speed, reduced=reduced)
    drive.frames(2)
    state = session.state
    rescue = next(
        a for a in legal_actions(state, 0) if isinstance(a, Rescue) and a.pay == "permanent"
    )
    box = {t: b for t, _, b in game.table.field_tiles(state)}[rescue.tile]
    game.submit(rescue)
    panel = game.effects.panel
    if speed == "instant":
        assert not panel.fish and not panel.baskets
        return
    counter = game.table.anchor("fish")
    cost = state.seats[0].fish - session.state.seats[0].fish
    assert cost > 0
    if reduced:
        assert len(panel.fish) == 1 and panel.fish[0].fade
        assert panel.fish[0].start == panel.fish[0].end == counter
    else:
        assert len(panel.fish) == min(6, cost)
        assert all(h.start == counter and h.end == box.center for h in panel.fish)
        assert len({h.tween.delay for h in panel.fish}) == len(panel.fish), "one by one"
    flip = panel.baskets[-1]
    assert flip.kind == "permanent" and not flip.used_before
    assert flip.used_after == (
        session.state.seats[0].baskets_used >= session.state.seats[0].baskets
    )
    drive.frames(1)
    assert game.table.hidden_icons == {"baskets"}, "the panel leaves its basket to the flip"
    shares = []
    for _ in range(120):
        if not panel.baskets:
            break
        shares.append(panel.baskets[-1].width_share())
        drive.frames(1)
    if reduced:
        assert set(shares) == {1.0}, "the faces cross-fade, nothing squashes"
    else:
        assert min(shares) < 0.2
    run(drive, 1.0)
    assert not panel.fish and game.table.hidden_icons == set()


def test_fish_gained_hop_to_the_counter_and_spent_card_baskets_go(app):
    session, game, drive = start_game(app, board_choice)
    state = session.state
    game.effects.show(
        (ev.FishGained(0, 9, "fishing"), ev.FishGained(1, 4, "fishing")), 0, state, state
    )
    hops = game.effects.panel.fish
    assert len(hops) == 6, "at most six icons, only for the seat served"
    assert all(h.end == game.table.anchor("fish") for h in hops)
    game.effects.panel.spend_basket("halves", False, False)
    spent = [b for b in game.effects.panel.baskets if b.discard]
    assert [b.kind for b in spent] == ["half", "half"]
    game.effects.show((ev.BasketsChanged(0, 2),), 0, state, state.with_seat(0, baskets=2))
    assert any(not b.discard for b in game.effects.panel.baskets)


def test_animations_never_change_the_game(app):
    session, game, drive = start_game(app, board_choice)
    log = list(session.match.log)
    state = session.state
    for _ in range(30):
        game.draw(app.window)
    assert session.match.log == log and session.state is state


@pytest.mark.parametrize("reduced", [False, True])
def test_reduced_motion_turns_the_older_flights_into_fades(app, reduced):
    session, game, drive = start_game(app, board_choice, reduced=reduced)
    state = session.state
    tile, side, _ = game.table.field_tiles(state)[0]
    effects = game.effects
    effects.show((ev.CatsRanAway((tile,)),), 0, state, state)
    effects.show((ev.TileDrawn(tile, side),), 0, state, state)
    run_away, arrival = effects.flights[-2:]
    assert run_away.fade and arrival.field
    assert (run_away.start == run_away.end) == reduced, "a cat runs off the island"
    assert (arrival.start == arrival.end and arrival.appear) == reduced
    effects.show((ev.OrderSet(tuple(reversed(state.order))),), 0, state, state)
    assert (game.table.order_motion is None) == reduced, "the order badges slide"
