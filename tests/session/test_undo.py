"""Undo never loses a turn (issue 34 item 1, play-test N1): it takes back the seat's actions of
the turn in progress, never a turn the sister answered, a draw, or a turn confirmed or followed
by another; and a saved game resumes exactly, after an undo too."""

from __future__ import annotations

import random

import pytest

from game.isle.bots.levels import make_bot
from game.isle.rules import legal_actions, state_hash
from game.isle.rules.actions import Done, Pass, Rescue, Skip
from game.isle.rules.state import AnytimeRound, RescueTurn
from game.isle.session.game_session import GameSession, SeatConfig


def solo_session(content, seed: int, path=None) -> GameSession:
    return GameSession(content, [SeatConfig("Mia")], "solo", seed, path, difficulty="easy")


def play_to_a_rescue(session: GameSession, seat: int = 0, limit: int = 800) -> None:
    """Every seat plays like an easy bot until ``seat`` may rescue a cat on its turn."""
    bots = {s: make_bot("easy", 50 + s) for s in range(len(session.seats))}
    for _ in range(limit):
        state = session.state
        top = state.top
        if isinstance(top, RescueTurn) and top.seat == seat:
            if any(isinstance(a, Rescue) for a in legal_actions(state, seat)):
                return
        movers = session.human_movers() or session.bot_movers()
        mover = movers[0]
        session.submit(bots[mover].decide(session.view(mover)))
    raise AssertionError("no rescue came")


def rescue(session: GameSession, seat: int = 0) -> None:
    action = next(a for a in legal_actions(session.state, seat) if isinstance(a, Rescue))
    session.submit(action)


def finish_the_turn(session: GameSession, seat: int = 0) -> None:
    """Place the tile (and whatever the map bonus gives) until the seat's turn is over."""
    bot = make_bot("easy", 7)
    while True:
        top = session.state.top
        if isinstance(top, RescueTurn) and not top.rescued:
            return  # the seat's next turn
        if seat not in session.human_movers() or isinstance(top, AnytimeRound):
            return  # another screen (the board's confirm step shows then)
        if isinstance(top, RescueTurn):  # an extra rescue could follow: say done
            session.submit(Done(seat))
            continue
        action = bot.decide(session.view(seat))
        if isinstance(action, Skip | Pass):
            session.submit(action)
            continue
        session.submit(action)


def can_rescue(session: GameSession, seat: int = 0) -> bool:
    state = session.state
    return isinstance(state.top, RescueTurn) and any(
        isinstance(a, Rescue) for a in legal_actions(state, seat)
    )


def first_turn(content, seeds, make, want):
    """The first seed whose game, once seat 0 has played a whole rescue turn from the
    checkpoint, is as ``want(session, turn_start_state)`` says; (session, seed)."""
    for seed in seeds:
        session = make(content, seed)
        play_to_a_rescue(session)
        before = session.state
        session.begin_turn(0)  # the board screen starts the turn
        rescue(session)
        finish_the_turn(session)
        if can_rescue(session) and want(session, before):
            return session
        session.close()
    raise AssertionError("no seed gives the situation")


def sister_answered(session: GameSession, before) -> bool:
    return session.state.sister.resolved == before.sister.resolved + 1 and session.match.log[
        -1
    ].startswith("p0 ")


def test_n1_undoing_a_pick_after_the_sister_moved_keeps_the_first_rescue(content, tmp_path):
    """N1: the player's turn ends with the sister taking a cat, and the screen stays on the
    board (no draw, no anytime round, so no confirm step). Picking a second cat and undoing
    it must take back that pick only, and the save is the game as it stands."""
    path = tmp_path / "slot-1.jsonl"
    session = first_turn(
        content, range(1, 40), lambda c, seed: solo_session(c, seed, path), sister_answered
    )
    after_first = (len(session.match.log), state_hash(session.state))
    tiles = session.state.seats[0].tiles
    assert tiles, "the first cat is on the boat"
    rescue(session)  # the second pick (the board screen did not start a new turn)
    assert session.can_undo()
    assert session.undo()
    assert (len(session.match.log), state_hash(session.state)) == after_first
    assert session.state.seats[0].tiles == tiles, "the answered rescue is still there"
    assert not session.can_undo(), "nothing of the answered turn can be undone"
    resumed = GameSession.from_save(content, path)
    assert state_hash(resumed.state) == after_first[1], "the save is the game as it stands"
    assert resumed.match.log == session.match.log


def test_a_draw_inside_the_turn_ends_what_undo_takes_back(content):
    """The sister's turn after the player's draws her next card (a chance line). The pick
    after it can be undone back to just after the draw, never before."""
    session = first_turn(
        content,
        range(1, 40),
        solo_session,
        lambda s, before: s.match.log[-1].startswith("deal "),
    )
    after_draw = (len(session.match.log), state_hash(session.state))
    rescue(session)
    assert session.undo()
    assert (len(session.match.log), state_hash(session.state)) == after_draw


def two_player_game(content, seed: int) -> GameSession:
    session = GameSession(content, [SeatConfig("Mia"), SeatConfig("Leo")], "standard", seed)
    play_until_alone(session)
    return session


def play_until_alone(session: GameSession) -> None:
    """Play until seat 0 rescues alone: seat 1 passes at its first rescue turn."""
    bots = {0: make_bot("easy", 3), 1: make_bot("easy", 4)}
    for _ in range(3000):
        state = session.state
        top = state.top
        if isinstance(top, RescueTurn) and top.seat == 1 and not top.rescued:
            session.submit(Pass(1))
            continue
        if can_rescue(session) and top.seat == 0 and state.seats[1].passed:
            return
        mover = session.human_movers()[0]
        session.submit(bots[mover].decide(session.view(mover)))
    raise AssertionError("seat 0 never rescued alone")


def alone_again(session: GameSession, before) -> bool:
    return session.match.log[-1].startswith("p0 ")


def test_a_turn_that_ended_is_confirmed_before_the_same_seat_plays_again(content):
    """When the others have passed, the seat's turns follow each other on the same screen: the
    end of each is still offered for confirmation, and once confirmed undo never reaches it."""
    session = first_turn(content, range(1, 40), two_player_game, alone_again)
    assert session.turn_over(), "the screen asks to confirm the turn"
    assert session.can_undo(), "until then the turn can be taken back"
    ended = (len(session.match.log), state_hash(session.state))
    session.confirm_turn()
    assert not session.turn_over() and not session.can_undo()
    session.begin_turn(0)
    rescue(session)
    assert session.undo()
    assert (len(session.match.log), state_hash(session.state)) == ended


def test_the_next_turn_makes_an_unconfirmed_turn_final(content):
    """Without the confirmation (a screen that did not ask), the seat's next pick makes the
    turn before it final: undo takes back the pick only."""
    session = first_turn(content, range(1, 40), two_player_game, alone_again)
    ended = (len(session.match.log), state_hash(session.state))
    rescue(session)
    assert session.undo()
    assert (len(session.match.log), state_hash(session.state)) == ended
    assert not session.turn_over() and not session.can_undo()


@pytest.mark.parametrize(
    "players,mode,seed", [(1, "solo", 3), (2, "standard", 4), (3, "family", 5)]
)
def test_a_saved_game_resumes_exactly_after_any_undo(content, tmp_path, players, mode, seed):
    """Random undos through a game (each seat's turn checkpointed as the screens do): after
    each, the save loads to the same state and log."""
    path = tmp_path / "slot-1.jsonl"
    seats = [SeatConfig(f"P{i}") for i in range(players)]
    difficulty = "easy" if mode == "solo" else None
    session = GameSession(content, seats, mode, seed, path, difficulty=difficulty)
    bots = {s: make_bot("easy", 60 + s) for s in range(players)}
    rng = random.Random(seed)
    undone = 0
    for _ in range(400):
        movers = session.human_movers()
        if not movers:
            break
        seat = movers[0]
        if session.checkpoint is None or session.checkpoint.seat != seat or rng.random() < 0.2:
            session.begin_turn(seat)
        session.submit(bots[seat].decide(session.view(seat)))
        if rng.random() < 0.3 and session.undo():
            undone += 1
            resumed = GameSession.from_save(content, path)
            assert resumed.match.log == session.match.log
            assert state_hash(resumed.state) == state_hash(session.state)
    assert undone >= 5
