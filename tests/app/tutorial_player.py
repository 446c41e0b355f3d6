"""A newcomer playing the guided game with the keyboard only: what each step asks, through the
real screens and intents (no action is sent to the session directly)."""

from __future__ import annotations

import time

from game.isle.rules.actions import Buy, Declare, Done, Keep, Move, Pass, Place, Play, Rescue, Take
from game.isle.scenes.board import PAY_ORDER, rescue_options
from tests.app.conftest import Driver

SCENE_OF = {
    Keep: "DraftScene",
    Buy: "BuyScene",
    Declare: "DeclareScene",
    Rescue: "BoardScene",
    Place: "BoardScene",
    Take: "BoardScene",
    Move: "BoardScene",
    Pass: "BoardScene",
}


def wanted_scene(action, session) -> str:
    if isinstance(action, Play):
        from game.isle.rules.state import AnytimeRound

        top = session.view(0).state.top
        return "AnytimeScene" if isinstance(top, AnytimeRound) else "BoardScene"
    return SCENE_OF[type(action)]


def pick(drive: Driver, index: int) -> None:
    """A picker (colours, tiles): move to ``index`` from the first, then confirm."""
    for _ in range(index):
        drive.press("right", 0)
    drive.press("confirm")


def focus(drive: Driver, key: str) -> None:
    keys = [item.key for item in drive.top.items]
    assert key in keys, f"{key} is not on {type(drive.top).__name__}: {keys}"
    drive.focus_item(lambda item: item.key == key)


def place(drive: Driver, action: Place) -> None:
    """Turn (then flip) the tile until it has the wanted shape, then move it there."""
    scene = drive.top
    state = scene.state
    shape = state.content.shapes[state.top.tile.shape]
    target = shape.origin_masks[action.k]
    for attempt in range(8):
        if shape.origin_masks[scene.cursor.k] == target:
            break
        drive.press("flip" if attempt == 4 else "rotate_right", 0)
    for _ in range(40):
        cursor = scene.cursor
        if (cursor.x, cursor.y) == (action.x, action.y):
            break
        if cursor.x != action.x:
            drive.press("right" if action.x > cursor.x else "left", 0)
        else:
            drive.press("down" if action.y > cursor.y else "up", 0)
    drive.press("confirm")


def perform(drive: Driver, session, expected: list) -> None:
    """Do on screen what the step asks next (a whole selection for the draft, the buy step and
    the rescue cards, which the screens send together)."""
    action = expected[0]
    scene = drive.top
    if isinstance(action, Keep):
        for card in action.cards:
            focus(drive, f"c{card}")
            drive.press("confirm", 0)
        focus(drive, "keep")
        drive.press("confirm")
    elif type(scene).__name__ == "BuyScene":
        buys = [a for a in session.guide.remaining(scene.state, []) if isinstance(a, Buy)]
        for buy in buys:
            if buy.card in scene.chosen:
                continue
            focus(drive, f"c{buy.card}")
            drive.press("confirm", 0)
        focus(drive, "done")
        drive.press("confirm")
        # a public lesson names its colour once the buyer pays (Done), one card at a time
        for buy in [b for b in buys if b.color is not None]:
            if type(drive.top).__name__ == "ColorScene":
                pick(drive, drive.top.colors.index(buy.color))
    elif type(scene).__name__ == "DeclareScene":
        for declare in [a for a in expected if isinstance(a, Declare)]:
            focus(drive, f"c{declare.card}")
            drive.press("confirm", 0)
        focus(drive, "done")
        drive.press("confirm")
    elif isinstance(action, Rescue):
        pays = rescue_options(scene.state, 0)[action.tile]
        focus(drive, f"tile:{action.tile.text()}")
        drive.press("confirm")
        if len(pays) > 1:
            drive.focus_on(f"choice{[p for p in PAY_ORDER if p in pays].index(action.pay)}")
            drive.press("confirm")
    elif isinstance(action, Place):
        place(drive, action)
    elif isinstance(action, (Take, Move)):
        prefix = "take" if isinstance(action, Take) else "tile"
        focus(drive, f"{prefix}:{action.tile.text()}")
        drive.press("confirm")
    elif isinstance(action, (Pass, Done)):
        focus(drive, "pass" if isinstance(action, Pass) else "done")
        drive.press("confirm")
    elif isinstance(action, Play) and type(scene).__name__ == "AnytimeScene":
        focus(drive, f"c{action.card}")
        drive.press("confirm")
    elif isinstance(action, Play) and action.tile is not None and action.tile.kind == "oshax":
        focus(drive, f"oshax{action.card}")
        drive.press("confirm")
        pick(drive, [tile for tile, _ in drive.top.options].index(action.tile))
        pick(drive, drive.top.colors.index(action.color))
    elif isinstance(action, Play):
        focus(drive, f"rare{action.card}")
        drive.press("confirm")
        pick(drive, [play.tile for _, play in drive.top.options].index(action.tile))
    else:  # pragma: no cover - a step the player does not know
        raise AssertionError(f"no way to do {action.text()} on {type(scene).__name__}")


def ready_for(drive: Driver, session, action) -> bool:
    """The screen for ``action`` is up and serves the decision the game waits for."""
    top = drive.top
    name = type(top).__name__
    if not hasattr(top, "still_current") or not top.still_current():
        return False
    top.refresh()
    if isinstance(action, Place) and top.cursor is None:
        return False
    if isinstance(action, Done):
        return name in ("BuyScene", "DeclareScene", "BoardScene")
    return name == wanted_scene(action, session)


def play_guided_game(drive: Driver, scene, until: str | None = None, limit: int = 3000) -> list:
    """Play the guided game from where it is: press to go on when the panel waits, do what a
    step asks when its screen is up, watch Leo otherwise. Returns the steps seen."""
    session = scene.tutorial
    coach = scene.coach
    seen = []
    for _ in range(limit):
        guide = session.guide
        if guide.finished or scene not in drive.app.stack.scenes:
            return seen
        step = guide.step
        if step.id == until and not guide.after:
            return seen
        if not seen or seen[-1] != (step.id, guide.after):
            seen.append((step.id, guide.after))
        if getattr(drive.top, "name", "") == "turn_confirm":  # the turn's confirm step
            seen.append((step.id, "confirm"))
            drive.press("confirm")
            continue
        if coach.waits_for_press():
            drive.press("confirm")
            continue
        expected = session.expected()
        if expected and ready_for(drive, session, expected[0]):
            perform(drive, session, expected)
            continue
        drive.frames(2)
        time.sleep(0.002)  # the bot decides in its thread
    raise AssertionError(f"the guided game stalled at {session.guide.step}")
