"""Dice Quest's screens for tools/screenshots.py (and so for the layout audit and the golden
images): name -> function(app) that shows the screen. Its games are played from a seed by the
Normal bots in every seat until the moment wanted, the seats then held still, so the same
screen renders to the same pixels every time (a change of the Hard bot changes no picture).

    python tools/screenshots.py OUT --only quest_table,quest_turn
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

QUEST_NAMES = ("Mia", "Leo", "Nora", "Sam", "Zoé", "Hugo", "Ada", "Noah")
Want = Callable[[object], bool]


def _session(
    app, players: int, humans: int, seed: int, want: Want | None, daily=None, level="normal"
):
    """A game of Dice Quest played from its start by bots of ``level`` until ``want(state)``
    holds (a person's seat played by such a bot too), the bots then held still."""
    from game.quest.bots.levels import make_bot
    from game.quest.data.window import quest_cards
    from game.quest.rules import is_over, observe
    from game.quest.session.session import QuestSession, quest_bot_factory
    from game.shell.session.seated import SeatConfig

    seats = [
        SeatConfig(
            QUEST_NAMES[i], "human" if i < humans else "bot", ("normal", "hard", "easy")[i % 3]
        )
        for i in range(players)
    ]
    session = QuestSession(
        seats, seed, None, quest_bot_factory(), cards=quest_cards(app), daily=daily
    )
    session.begin()
    bots = [make_bot(level, 100 + i) for i in range(players)]
    if want is not None:
        for _ in range(20000):
            state = session.state
            if is_over(state) or want(state):
                break
            seat = session.movers()[0]
            session.submit(bots[seat].decide(observe(state, seat)))
    session.poll_bots = _still
    return session


def _still(blocking: bool = False) -> tuple:
    return ()


def _table(app, session):
    from game.quest.scenes.table import QuestTable

    scene = QuestTable(app, session)
    app.stack.reset(scene)
    app.stack.apply()
    return scene


def _settle(app, frames: int = 12) -> None:
    for _ in range(frames):
        app.step(1 / 60)


def _human_turn(seat: int = 0, rerolls: int | None = None, turn: int = 1, army: int = 0) -> Want:
    def want(state) -> bool:
        from game.quest.rules import Phase

        if state.phase != Phase.PLAY or state.seat != seat or state.turn < turn:
            return False
        if len(state.seats[seat].army) < army:
            return False
        return rerolls is None or state.rerolls_left == rerolls

    return want


def _beats_something(state) -> bool:
    from game.quest.rules import Phase, beaten_cards

    return (
        state.phase == Phase.PLAY
        and state.seat == 0
        and bool(beaten_cards(state))
        and state.turn > 6
    )


def quest_scenes(recordings: Path | None = None) -> dict:
    """name -> function(app) for the screens of Dice Quest."""

    def push_named(name, *args):
        def run(app):
            from game.shell.scenes.title import TitleScene

            app.start(TitleScene(app))
            app.open(name, *args)
            app.stack.apply()
            _settle(app, 3)

        return run

    def at(players, humans, seed, want, then=None, frames=40):
        def run(app):
            _table(app, _session(app, players, humans, seed, want))
            _settle(app, frames)
            if then is not None:
                then(app)

        return run

    def setup8(app):
        push_named("quest.setup")(app)
        setup = app.stack.top
        setup.set_players(8)
        for seat, kind in enumerate(
            ("human", "human", "human", "hard", "normal", "easy", "hard", "normal")
        ):
            setup.kinds[seat] = kind
        setup.build()
        _settle(app, 3)

    def seat(app):
        setup8(app)
        setup = app.stack.top
        app.open("seat", setup, 2)
        app.stack.apply()
        _settle(app, 3)

    def kept(app):
        turn = app.stack.top
        turn.kept = {0, 2}
        turn.refresh()
        turn.focus = next(i for i, item in enumerate(turn.items) if item.key == "button:reroll")
        _settle(app, 2)

    def power(app):
        from game.quest.rules import Power

        turn = app.stack.top
        held = turn.counts()
        power = next(
            (p for p in (Power.PLUS, Power.MINUS, Power.OPPOSITE, Power.PLUSMINUS) if held[p]), None
        )
        if power is not None:
            turn.on_power(power)
            turn.refresh()
            turn.focus = next(
                (
                    i
                    for i, item in enumerate(turn.items)
                    if item.key.startswith("die:") and item.enabled
                ),
                turn.focus,
            )
        _settle(app, 2)

    def pause(app):
        app.stack.scenes[0].open_pause()
        app.stack.apply()
        _settle(app, 2)

    def timeline(app):
        pause(app)
        app.open("quest.timeline", app.stack.scenes[0])
        app.stack.apply()
        _settle(app, 3)

    def end_of(players, seed, level="normal"):
        def run(app):
            from game.quest.rules import is_over

            table = _table(app, _session(app, players, 1, seed, is_over, level=level))
            _settle(app, 4)
            if app.stack.top is table:
                app.open("quest.end", table, None)
                app.stack.apply()
            _settle(app, 4)

        return run

    def lost(app):
        from game.quest.rules import is_over

        def want(state) -> bool:
            return is_over(state) and not state.won

        table = _table(app, _session(app, 1, 1, 3, want))
        _settle(app, 4)
        if app.stack.top is table:
            app.open("quest.end", table, None)
            app.stack.apply()
        _settle(app, 4)

    def daily(app):
        """The daily quest of a fixed date (a picture that stays the same every day)."""
        from datetime import date

        from game.quest.scenes.daily import QuestDailyScene

        day = date(2026, 5, 1)
        push_named("quest.daily", day)(app)
        store = app.records
        key = day.isoformat()
        store.start_day("quest", key)
        share = (
            "Dice Quest daily quest "
            + key
            + "\nQuest complete: score 24 in 36 turns\n🏆 🐾24 ✨12 🎲36"
        )
        store.finish_day("quest", key, True, 24, share)
        store.start_day("quest", "2026-04-30")
        store.finish_day("quest", "2026-04-30", False, None, "lost")
        store.record_best("quest", "solo", 27)
        assert isinstance(app.stack.top, QuestDailyScene)
        app.stack.top.build()
        _settle(app, 3)

    def end_turn_question(app):
        turn = app.stack.top
        turn.ask_to_end()
        app.stack.apply()
        _settle(app, 3)

    def help_on(base):
        def run(app):
            from game.shell.input import KEYBOARD, Intent, IntentEvent

            base(app)
            event = IntentEvent(Intent("help"), KEYBOARD, pressed=True)
            next(o for o in app.overlays if o.handle(event))
            app.stack.apply()
            _settle(app, 3)

        return run

    def advice_on(base):
        def run(app):
            import time

            from game.shell.input import KEYBOARD, Intent, IntentEvent

            base(app)
            event = IntentEvent(Intent("hint"), KEYBOARD, pressed=True)
            next(o for o in app.overlays if o.handle(event))
            for _ in range(400):
                app.step(1 / 60)
                adviser = next(o for o in app.overlays if hasattr(o, "advice"))
                if adviser.advice is not None:
                    break
                time.sleep(0.005)
            _settle(app, 3)

        return run

    solo_turn = at(1, 1, 5, _human_turn(0, turn=5, army=2))
    four_turn = at(4, 1, 7, _human_turn(0, turn=9))
    table = {
        "quest_setup": push_named("quest.setup"),
        "quest_setup8": setup8,
        "quest_seat": seat,
        "quest_how_to_play": push_named("quest.how_to_play"),
        "quest_daily": daily,
        "quest_turn": solo_turn,
        "quest_kept": at(1, 1, 5, _human_turn(0, turn=5, army=2), then=kept),
        "quest_power": at(1, 1, 11, _human_turn(0, rerolls=0, turn=8, army=3), then=power),
        "quest_lit": at(1, 1, 9, _beats_something),
        "quest_group": four_turn,
        "quest_eight": at(8, 3, 13, _human_turn(1, turn=12)),
        "quest_bots": at(3, 0, 21, lambda s: s.turn >= 10, frames=20),
        "quest_end_turn": at(1, 1, 5, _human_turn(0, turn=5, army=2), then=end_turn_question),
        "quest_pause": at(1, 1, 5, _human_turn(0, turn=5), then=pause),
        "quest_timeline": at(3, 1, 5, _human_turn(0, turn=10), then=timeline),
        "quest_won": end_of(1, 17, "hard"),
        "quest_lost": lost,
        "quest_scores": end_of(4, 8),
        "quest_help": help_on(solo_turn),
        "quest_advice": advice_on(solo_turn),
    }
    return table
