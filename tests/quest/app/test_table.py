"""Dice Quest in the window (headless): the title offers it with its setup, its rules and its
daily quest; its own setup memory; a turn played by keys (dice kept and rerolled, a power on
its die, ±1's way, a creature won over), the rules' refusals said; the creatures lit are the
rules' own; a game resumed mid-turn exactly; the end with the solo best and the scores; the
timeline; help on every part; the lines speak to the one person playing."""

from __future__ import annotations

import pytest

from game.quest.rules import (
    Beat,
    EndTurn,
    Phase,
    Power,
    Reroll,
    beaten_cards,
    is_over,
    state_hash,
)
from game.quest.scenes.setup import QuestSetupScene
from game.quest.scenes.turn import QuestTurnScene
from game.quest.session.session import QuestSession
from game.quest.ui.table import lit_cards
from tests.app.conftest import Driver
from tests.quest.app.helpers import play_turns, run_until, start, top_name


@pytest.fixture
def app(app):
    app.start(app.scene("title"))
    return app


def turn_of(app) -> QuestTurnScene:
    assert run_until(
        app,
        lambda: isinstance(app.stack.top, QuestTurnScene) and app.stack.top.still_current(),
        3000,
    )
    scene = app.stack.top
    scene.refresh()
    return scene


def focus(drive: Driver, scene, key: str) -> None:
    """Tab (next) to the item ``key`` of the turn's screen."""
    for _ in range(len(scene.items) + 2):
        scene.refresh()
        if scene.items[scene.focus].key == key:
            return
        drive.press("next", 0)
    raise AssertionError(f"{key} cannot take the focus: {[i.key for i in scene.items]}")


def test_the_title_offers_dice_quest_its_setup_its_rules_and_its_daily_quest(app):
    drive = Driver(app)
    drive.new_game("Dice Quest")
    assert isinstance(drive.top, QuestSetupScene)
    assert drive.top.players == 1 and drive.top.kinds[0] == "human"
    app.start(app.scene("title"))
    drive.focus_on("howto")
    drive.press("confirm")
    drive.pick_game("Dice Quest")
    assert top_name(app) == "QuestHowToPlayScene"
    assert len(drive.top._paginate()) > 6
    app.start(app.scene("title"))
    drive.focus_on("daily")
    drive.press("confirm")
    drive.pick_game("Dice Quest")
    assert top_name(app) == "QuestDailyScene"


def test_a_turn_by_keys_keeps_dice_and_rerolls_the_others(app):
    table = start(app, seed=5)
    scene = turn_of(app)
    drive = Driver(app)
    state = scene.state
    assert state.rerolls_left == 2, "a seat's own first turn: two free rerolls"
    focus(drive, scene, "die:1")
    drive.press("confirm", 0)
    focus(drive, scene, "die:3")
    drive.press("confirm", 0)
    assert scene.kept == {1, 3}
    focus(drive, scene, "button:reroll")
    drive.press("confirm", 0)
    assert app.session.match.log[-4] == "p0 reroll keep 1,3"  # then three dice rolled
    assert run_until(app, lambda: not table.motion.busy(), 600)
    after = app.session.state
    assert (after.dice[1], after.dice[3]) == (state.dice[1], state.dice[3])


def test_the_rules_refusals_are_said_and_nothing_is_played(app):
    start(app, seed=5)
    scene = turn_of(app)
    state = scene.state
    log = list(app.session.match.log)
    unlit = next(c for c in state.line if c not in beaten_cards(state))
    item = next(i for i in scene.items if i.card == unlit)
    scene.activate(item)
    assert scene.message and "do not beat" in scene.message
    scene.kept = {0, 1, 2, 3}
    scene.refresh()
    scene.on_die(4)
    assert "at most 4" in scene.message
    assert app.session.match.log == log


def test_a_power_asks_for_its_die_and_lights_the_line_as_the_dice_would(app):
    table = start(app, players=2, humans=1, seed=11)
    session = app.session
    bot_plays_until(session, lambda s: s.seat == 0 and s.rerolls_left == 0 and has(s, Power.PLUS))
    table.show.__init__(**vars(type(table.show).from_state(session.public_view().state)))
    scene = turn_of(app)
    scene.on_power(Power.PLUS)
    scene.refresh()
    usable = [i for i in scene.items if i.key.startswith("die:") and i.enabled]
    assert usable and all(scene.state.dice[int(i.data)] < 6 for i in usable)
    scene.focus = scene.items.index(usable[0])
    preview = scene.preview_dice()
    position = int(usable[0].data)
    assert preview[position] == scene.state.dice[position] + 1
    assert set(lit_cards(table.show, scene.state.creature, preview)) == set(
        beaten_cards(replace_dice(scene.state, preview))
    )
    scene.activate(usable[0])
    assert (
        session.match.log[-1].startswith("p0 power ") and f"on {position}" in session.match.log[-1]
    )


def has(state, power: Power) -> bool:
    return any(state.creature(c).power == power for c in state.seats[0].army)


def replace_dice(state, dice):
    from dataclasses import replace

    return replace(state, dice=tuple(dice))


def bot_plays_until(session: QuestSession, want, level: str = "normal") -> None:
    from game.quest.bots.levels import make_bot
    from game.quest.rules import observe

    bot = make_bot(level, 9)
    for _ in range(5000):
        state = session.state
        if state.phase == Phase.PLAY and want(state):
            return
        assert not is_over(state), "the moment never came"
        session.submit(bot.decide(observe(state, session.movers()[0])))
    raise AssertionError("the moment never came")


def test_plus_minus_asks_its_way_and_a_reroll_power_its_dice(app):
    start(app, players=3, humans=1, seed=21)
    session = app.session
    bot_plays_until(
        session, lambda s: s.seat == 0 and has(s, Power.PLUSMINUS) and has(s, Power.REROLL)
    )
    table = app.stack.scenes[0]
    table.motion.finish_all()
    table.show.__init__(**vars(type(table.show).from_state(session.public_view().state)))
    scene = turn_of(app)
    scene.on_power(Power.PLUSMINUS)
    scene.refresh()
    die = next(i for i in scene.items if i.key.startswith("die:") and i.enabled)
    scene.activate(die)
    assert scene.mode == "choice"
    scene.refresh()
    ways = [i for i in scene.items if i.key in ("button:plus", "button:minus") and i.enabled]
    assert ways
    scene.activate(ways[0])
    action = session.match.log[-1]
    assert action.endswith(("+1", "-1")) and f"on {die.data}" in action
    scene = turn_of(app)
    if scene.counts()[Power.REROLL]:
        scene.on_power(Power.REROLL)
        scene.on_die(0)
        scene.on_die(2)
        scene.refresh()
        button = next(i for i in scene.items if i.key == "button:spend")
        scene.activate(button)
        assert any(line.endswith("on 0,2") for line in session.match.log[-4:])


def test_the_creatures_lit_are_exactly_those_the_rules_say_the_dice_beat(app):
    from game.quest.bots.levels import make_bot
    from game.quest.rules import observe
    from game.quest.ui.show import QuestShow

    session = start(app, players=3, humans=0, seed=4).session
    bot = make_bot("easy", 1)
    checked = 0
    while not is_over(session.state) and checked < 400:
        state = session.state
        if state.phase == Phase.PLAY:
            show = QuestShow.from_state(state)
            assert set(lit_cards(show, state.creature)) == set(beaten_cards(state))
            checked += 1
        session.submit(bot.decide(observe(state, session.movers()[0])))
    assert checked > 100


def test_a_game_resumed_mid_turn_is_exactly_as_it_was_left(app):
    table = start(app, seed=5)
    scene = turn_of(app)
    scene.take(Reroll(0, (0, 4)))
    assert run_until(app, lambda: not table.motion.busy(), 600)
    session = app.session
    before = state_hash(session.state)
    path = session.save_path
    session.close()
    app.stack.reset(app.scene("title"))
    app.stack.apply()
    app.open("quest.resume", path)  # as Continue and Load open it
    app.stack.apply()
    resumed = app.stack.top
    assert type(resumed).__name__ == "QuestTable"
    assert state_hash(resumed.session.state) == before
    assert resumed.show.dice == list(resumed.session.state.dice)
    again = turn_of(app)
    assert again.state.rerolls_left == 1, "the turn goes on with the reroll it has left"


def test_a_solo_quest_played_to_its_end_keeps_the_best_score(app):
    start(app, seed=17, level="hard")
    play_turns(app, level="hard")
    end = app.stack.top
    state = app.session.state
    assert type(end).__name__ == "QuestEndScene"
    if state.won:
        assert app.records.game("quest").best["solo"] == len(state.seats[0].army)
        assert end.new_best is True
        assert str(len(state.seats[0].army)) in end.detail()
    else:
        assert "no score" in end.detail()
    assert not app.session.save_path.exists(), "a finished game leaves its slot"


def test_several_players_end_on_the_scores_and_again_keeps_the_seats(app):
    start(app, players=3, humans=1, seed=8)
    play_turns(app)
    end = app.stack.top
    assert type(end).__name__ == "QuestEndScene"
    assert is_over(app.session.state)
    words = end.headline()
    assert "win" in words.lower()
    seats = [s.name for s in app.session.seats]
    end.play_again()
    app.stack.apply()
    assert [s.name for s in app.session.seats] == seats and not is_over(app.session.state)


def test_the_lines_speak_to_the_one_person_playing_and_name_several(app):
    table = start(app, players=2, humans=1, seed=5)
    turn_of(app)
    assert any(line.startswith("Turn 1: you roll") or "you roll" in line for line in table.log)
    table2 = start(app, players=2, humans=2, seed=5)
    run_until(app, lambda: isinstance(app.stack.top, QuestTurnScene), 2000)
    assert any("Mia rolls" in line or "Leo rolls" in line for line in table2.log)


def test_the_timeline_has_every_turn_throw_and_creature_won(app):
    table = start(app, players=2, humans=1, seed=6)
    for _ in range(6):
        scene = turn_of(app)
        from game.quest.bots.levels import make_bot

        scene.take(make_bot("normal", 1).decide(scene.view))
    run_until(app, lambda: isinstance(app.stack.top, QuestTurnScene), 3000)
    app.open("quest.timeline", table)
    app.stack.apply()
    rows = app.stack.top.build()
    words = " ".join(r.words for r in rows)
    assert "Turn 1" in words and "The dice show" in words
    app.step(1 / 60)


def test_help_names_every_part_of_the_table(app):
    from game.quest.ui.help import TOPICS, subject_at
    from game.shell.ui.help import HelpContext, entry

    table = start(app, players=3, humans=1, seed=5)
    turn_of(app)
    geo = table.geo
    found = {
        subject_at(table, rect.center).value.name
        for rect in (*geo.slots, *geo.dice, *geo.stacks, geo.deck, *geo.panels, geo.hud)
    }
    assert {"creature", "die", "power", "deck", "seat", "turn"} <= found
    ctx = HelpContext(app.t, "en", state=app.session.state)
    for name in TOPICS:
        from game.quest.ui.help import topic

        value = {
            "creature": app.session.state.line[0],
            "die": 2,
            "power": "plus",
            "seat": (0, "Mia"),
        }.get(name)
        got = entry(topic(name, value), ctx)
        assert got.title and got.paragraphs and not got.title.startswith("quest."), name
        assert got.related, name


def test_ending_a_solo_turn_without_a_creature_is_asked_first(app):
    start(app, seed=5)
    session = app.session
    bot_plays_until(session, lambda s: s.seat == 0 and not beaten_cards(s) and s.rerolls_left == 0)
    table = app.stack.scenes[0]
    table.motion.finish_all()
    scene = turn_of(app)
    scene.ask_to_end()
    app.stack.apply()
    assert top_name(app) == "ChoiceScene"
    log = list(session.match.log)
    app.stack.top.choices[0][1]()  # keep trying
    app.stack.pop()
    app.stack.apply()
    assert session.match.log == log
    scene.take(EndTurn(0))
    assert session.match.log[-1] == "p0 end" and is_over(session.state)


def test_a_creature_won_over_by_a_press(app):
    start(app, seed=5)
    session = app.session
    bot_plays_until(session, lambda s: s.seat == 0 and bool(beaten_cards(s)))
    app.stack.scenes[0].motion.finish_all()
    scene = turn_of(app)
    card = beaten_cards(scene.state)[0]
    focus(Driver(app), scene, f"card:{card}")
    Driver(app).press("confirm", 0)
    assert session.match.log[-1] == Beat(0, card).text() or f"p0 beat {card}" in session.match.log
    assert card in session.state.seats[0].army


def test_each_game_keeps_its_own_setup_and_eight_seats_fit_at_200_percent(tmp_path, monkeypatch):
    import pygame

    from tests.app.conftest import make_app

    app = make_app(tmp_path, monkeypatch, "--size", "1280x720")
    try:
        app.settings.text_scale = 2.0
        app.apply_settings(app.settings, save=False)
        app.start(app.scene("title"))
        app.open("quest.setup")
        app.stack.apply()
        setup = app.stack.top
        setup.set_players(8)
        widgets = setup.form.widgets
        assert [w.key for w in widgets if w.key.startswith("kind")] == [
            f"kind{i}" for i in range(8)
        ]
        assert all(w.element is not None for w in widgets), "every row in view, none scrolled"
        bottom = max(w.rect.bottom for w in widgets)
        from game.shell.ui.prompts import bar_top

        assert bottom <= bar_top(app.layout), "above the prompt bar"
        assert len({w.rect.x for w in widgets}) == 2, "two columns"
        setup.names[4] = "Zed"
        setup.kinds[6] = "hard"
        setup.remember()
        again = QuestSetupScene(app)
        assert again.players == 8 and again.names[4] == "Zed" and again.kinds[6] == "hard"
        assert app.games.get("quest").setup_path(app.config_path).name == "setup-quest.json"
        # a seat's own screen: who plays it, its name, its own settings
        app.open("seat", setup, 2)
        app.stack.apply()
        seat = app.stack.top
        assert type(seat).__name__ == "SeatScene"
        kind = seat.form.widgets[0]
        kind.step(+1)
        assert setup.kinds[2] != "human"
        seat.form.widgets[1].on_change("Ivy")
        assert setup.names[2] == "Ivy"
        seat.back()
        app.stack.apply()
        assert app.stack.top is setup and "3. Ivy" in setup.form.widgets[3].text()
    finally:
        pygame.display.quit()
