"""Kitten Fuse's screens for tools/screenshots.py (and so the layout audit and the golden
images): each function puts a fresh app on that screen. Its games are played by a fixed rule
from a seed (every seat draws, lets every play stand, gives its first card, hides a calmed fuse
kitten on top; a scene steers the first seat to the play it shows), the bots held still: a
change of the bots never changes a picture, and no log is needed.

    from tools.fuse_shots import fuse_scenes
    fuse_scenes()["fuse_window"](app)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

NAMES = ("Mia", "Leo", "Nora", "Sam", "Zoé")
Policy = Callable[[Any, int], Any]


def _plain(state, seat: int):
    """The fixed rule: draw, let every play stand, give the first card, take the first card,
    hide a calmed fuse kitten on top (the next player draws it: the game moves on)."""
    from game.fuse.rules import takeable
    from game.fuse.rules.actions import Calm, Draw, Give, Pass, Take
    from game.fuse.rules.state import Phase

    phase = state.phase
    if phase == Phase.PLAY:
        return Draw(seat)
    if phase == Phase.WINDOW:
        return Pass(seat)
    if phase == Phase.FAVOUR:
        return Give(seat, state.seats[seat].hand[0])
    if phase == Phase.PICK:
        return Take(seat, takeable(state)[0])
    return Calm(seat, 0)


def _plays(state, seat: int, kind: str) -> list:
    """The plays of ``kind`` (combos.Kind's value) the seat may make now."""
    from game.fuse.rules import legal_actions
    from game.fuse.rules.actions import Play
    from game.fuse.rules.combos import kind_of

    return [
        a
        for a in legal_actions(state, seat)
        if isinstance(a, Play) and getattr(kind_of(a.cards, state.combos), "value", "") == kind
    ]


def _steering(title_name: str, target: int = 0) -> Policy:
    """Every seat plays its first card of ``title_name`` when it may (one played at somebody:
    at ``target``'s seat); the rest by the fixed rule."""

    def policy(state, seat: int):
        from game.fuse.rules import legal_actions
        from game.fuse.rules.actions import Play
        from game.fuse.rules.cards import TITLE_NAMES, title_of
        from game.fuse.rules.state import Phase

        if state.phase == Phase.PLAY:
            for action in legal_actions(state, seat):
                if not isinstance(action, Play) or len(action.cards) != 1:
                    continue
                if TITLE_NAMES[title_of(action.cards[0])] != title_name:
                    continue
                if action.target is None or action.target == target:
                    return action
        return _plain(state, seat)

    return policy


def _session(
    players: int,
    humans: int,
    seed: int,
    want,
    policy: Policy = _plain,
    combos: bool = True,
):
    """A game of Kitten Fuse played from its start until ``want(state)`` holds (or, with
    ``want`` None, not yet begun: the first player is asked), every seat playing ``policy``;
    the bots are held still."""
    from game.fuse.rules import is_over
    from game.fuse.session.session import FuseSession
    from game.shell.session.seated import SeatConfig
    from tools.screenshots import _still

    seats = [
        SeatConfig(NAMES[i], "human" if i < humans else "bot", ("normal", "hard")[i % 2])
        for i in range(players)
    ]
    session = FuseSession(seats, seed, combos)
    if want is not None:
        if session.asks_first_player():
            session.choose_first(0)
        for _ in range(3000):
            state = session.state
            if is_over(state) or want(state):
                break
            session.submit(policy(state, session.movers()[0]))
    session.poll_bots = _still
    return session


def _table(app, session):
    from game.fuse.scenes.table import FuseTable

    scene = FuseTable(app, session)
    app.stack.reset(scene)
    app.stack.apply()
    return scene


def _until(app, name: str, frames: int = 600) -> None:
    """Frames until the screen ``name`` (a class name) is on top."""
    for _ in range(frames):
        if type(app.stack.top).__name__ == name:
            return
        app.step(1 / 60)


def _turn_of(seat: int, turns: int = 2):
    def want(state) -> bool:
        from game.fuse.rules.state import Phase

        return state.phase == Phase.PLAY and state.turn == seat and state.turns > turns

    return want


def _with_play(kind: str):
    def want(state) -> bool:
        from game.fuse.rules import takeable
        from game.fuse.rules.state import Phase

        if state.phase != Phase.PLAY or state.turn != 0 or not _plays(state, 0, kind):
            return False
        return kind != "five_different" or bool(takeable(state))

    return want


def _phase(phase: str, seat: int = 0):
    def want(state) -> bool:
        from game.fuse.rules import to_move

        return state.phase.value == phase and to_move(state) == (seat,)

    return want


def _holding(title_name: str):
    """The first seat's turn, a card of ``title_name`` in its hand."""

    def want(state) -> bool:
        from game.fuse.rules.cards import TITLE_NAMES, title_of
        from game.fuse.rules.state import Phase

        return (
            state.phase == Phase.PLAY
            and state.turn == 0
            and any(TITLE_NAMES[title_of(c)] == title_name for c in state.seats[0].hand)
        )

    return want


def _draws_fuse(kit: bool):
    """The next action is a draw of a fuse kitten (by a seat holding a kit, or not)."""

    def want(state) -> bool:
        from game.fuse.rules.cards import FUSE, KIT, title_of
        from game.fuse.rules.state import Phase

        if state.phase != Phase.PLAY or not state.deck or title_of(state.deck[0]) != FUSE:
            return False
        held = any(title_of(c) == KIT for c in state.seats[state.turn].hand)
        return held == kit

    return want


def _submit_next(app, frames: int, speed: str = "normal", policy: Policy = _plain) -> None:
    """The next action by the fixed rule, then ``frames`` frames at ``speed`` (an animation
    caught in the middle: frames at a fixed step give the same picture every time)."""
    session = app.session
    app.settings.animation_speed = speed
    session.submit(policy(session.state, session.movers()[0]))
    for _ in range(frames):
        app.step(1 / 60)


def fuse_scenes() -> dict:
    """name -> function(app) for the screens of Kitten Fuse."""
    from tools.screenshots import _settle, advice_on, help_on

    def push_named(name):
        def run(app):
            from game.shell.scenes.title import TitleScene

            app.start(TitleScene(app))
            app.open(name)
            app.stack.apply()

        return run

    def at(players, humans, seed, want, policy=_plain, then=None, combos=True):
        def run(app):
            _table(app, _session(players, humans, seed, want, policy, combos))
            _settle(app, 30)
            if then is not None:
                then(app)

        return run

    def first(app):
        _table(app, _session(4, 2, 11, None))
        _settle(app, 5)

    def lifted(app):
        scene = app.stack.top
        scene.focus = 2
        card = scene.items[2].card
        scene.lift(card)

    def aiming(app):
        scene = app.stack.top
        play = _plays(scene.state, scene.seat, "two_alike")[0]
        for card in play.cards:
            scene.lift(card)
        scene.play_lifted(None)
        _settle(app, 2)

    def naming(app):
        scene = app.stack.top
        play = _plays(scene.state, scene.seat, "three_alike")[0]
        for card in play.cards:
            scene.lift(card)
        scene.play_lifted(None)
        scene.aim(play.target)
        _settle(app, 2)

    def window(app):
        """The seat whose turn it is plays its first action card; the others may answer."""
        from game.fuse.rules import legal_actions
        from game.fuse.rules.actions import Play

        session = app.session
        app.settings.animation_speed = "normal"
        seat = session.state.turn
        play = next(
            a
            for a in legal_actions(session.state, seat)
            if isinstance(a, Play) and a.target is None and len(a.cards) == 1
        )
        session.submit(play)
        _until(app, "NoWindowScene")
        _settle(app, 40)

    def window_turns(app):
        from dataclasses import replace

        app.apply_settings(replace(app.settings, answer_window="turns"), save=False)
        window(app)

    def handoff(app):
        _until(app, "HandoffScene", 120)

    def fuse_moment(app):
        _submit_next(app, 50)

    def calmed(app):
        _submit_next(app, 105)

    def poof(app):
        _submit_next(app, 150)

    def game_end(app):
        session = app.session
        app.settings.animation_speed = "instant"
        from game.fuse.rules import is_over

        for _ in range(400):
            if is_over(session.state):
                break
            session.submit(_plain(session.state, session.movers()[0]))
        _until(app, "FuseGameEndScene", 600)
        _settle(app, 10)

    def peek(app):
        """Mia plays her Peek; the window passes; only she sees the top of the deck."""
        from game.fuse.rules import legal_actions
        from game.fuse.rules.actions import Pass, Play
        from game.fuse.rules.cards import PEEK, title_of
        from game.fuse.rules.state import Phase

        session = app.session
        play = next(
            a
            for a in legal_actions(session.state, 0)
            if isinstance(a, Play) and len(a.cards) == 1 and title_of(a.cards[0]) == PEEK
        )
        session.submit(play)
        while session.state.phase == Phase.WINDOW:
            session.submit(Pass(session.movers()[0]))
        _until(app, "FusePeekScene", 900)
        _settle(app, 10)

    def pause(app):
        app.stack.scenes[0].open_pause()
        app.stack.apply()

    def timeline(app):
        pause(app)
        _settle(app, 3)
        app.open("fuse.timeline", app.stack.scenes[0])
        app.stack.apply()

    def help_on_seat(app):
        from game.shell.input import MOUSE, Intent, IntentEvent, PointerMove

        table_at(app)
        table = app.stack.scenes[0]
        point = table.geo.panels[1].center
        for overlay in app.overlays:
            overlay.handle(PointerMove(point))
        event = IntentEvent(Intent("help"), MOUSE, pressed=True, pos=point)
        next(o for o in app.overlays if o.handle(event))
        app.stack.apply()

    table_at = at(4, 1, 7, _turn_of(2, 4))
    hand = at(4, 1, 3, _turn_of(0, 3), then=lifted)
    shots = {
        "fuse_setup": push_named("fuse.setup"),
        "fuse_how_to_play": push_named("fuse.how_to_play"),
        "fuse_first": first,
        "fuse_table": table_at,
        "fuse_hand": hand,
        "fuse_target": at(4, 1, 2, _with_play("two_alike"), then=aiming),
        "fuse_name": at(3, 1, 6, _with_play("three_alike"), then=naming),
        "fuse_window": at(3, 1, 4, _turn_of(1, 3), then=window),
        "fuse_window_turns": at(3, 2, 4, _turn_of(0, 3), then=window_turns),
        "fuse_handoff": at(3, 2, 5, _turn_of(1, 2), then=handoff),
        "fuse_give": at(3, 1, 8, _phase("favour"), _steering("favour")),
        "fuse_peek": at(3, 1, 2, _holding("peek"), then=peek),
        "fuse_calm": at(4, 1, 1, _phase("calm")),
        "fuse_pick": at(4, 1, 2, _phase("pick"), _steering_five()),
        "fuse_drawn": at(3, 1, 3, _draws_fuse(kit=True), then=fuse_moment),
        "fuse_calmed": at(3, 1, 3, _draws_fuse(kit=True), then=calmed),
        "fuse_poof": at(3, 1, 3, _draws_fuse(kit=False), then=poof),
        "fuse_game_end": at(3, 1, 5, _draws_fuse(kit=False), then=game_end),
        "fuse_pause": at(4, 1, 7, _turn_of(2, 4), then=pause),
        "fuse_timeline": at(4, 1, 7, _turn_of(2, 8), then=timeline),
        "fuse_help_seat": help_on_seat,
    }
    shots["fuse_help"] = help_on(hand)
    shots["fuse_advice"] = advice_on(at(4, 1, 3, _turn_of(0, 3)))
    return shots


def _steering_five() -> Policy:
    """The first seat plays a Five different when it may (and the discard pile holds a card
    to take); the rest by the fixed rule."""

    def policy(state, seat: int):
        from game.fuse.rules import takeable
        from game.fuse.rules.state import Phase

        if state.phase == Phase.PLAY and seat == 0 and takeable(state):
            five = _plays(state, seat, "five_different")
            if five:
                return five[0]
        return _plain(state, seat)

    return policy
