"""A scripted human for end-to-end tests: plays every decision screen with intents only."""

from __future__ import annotations

from tests.app.conftest import Driver

CHOICES = (
    "tile",
    "take",
    "rare",
    "commons",
    "small",
    "paid",
    "oshax",
    "left",
    "right",
    "done",
    "skip",
)


def act(drive: Driver) -> str:
    """One decision (or a wait) on whatever screen is on top; returns the screen's name."""
    scene = drive.top
    name = type(scene).__name__
    if name == "DraftScene":
        scene.refresh()
        drive.focus_item(lambda i: i.card is not None)
        drive.press("confirm", 0)
        drive.press("right", 0)
        drive.press("confirm", 0)
        drive.focus_item(lambda i: i.key == "keep")
        drive.press("confirm")
    elif name == "BuyScene":
        scene.refresh()
        affordable = [i.key for i in scene.items if i.card is not None and i.enabled][:2]
        for key in affordable:
            drive.focus_item(lambda i, key=key: i.key == key)
            drive.press("confirm", 0)
            if type(drive.top).__name__ == "ColorScene":
                drive.press("confirm")
        drive.focus_item(lambda i: i.key == "done")
        drive.press("confirm")
        if type(drive.top).__name__ == "ChoiceScene":
            drive.press("confirm")
    elif name == "DeclareScene":
        scene.refresh()
        for key in [i.key for i in scene.items if i.card is not None]:
            drive.focus_item(lambda i, key=key: i.key == key)
            drive.press("confirm", 0)
        drive.focus_item(lambda i: i.key == "done")
        drive.press("confirm")
    elif name == "AnytimeScene":
        drive.focus_item(lambda i: i.key == "decline")
        drive.press("confirm")
    elif name == "BoardScene":
        scene.refresh()
        if scene.cursor is not None:
            drive.press("next_spot", 0)
            drive.press("confirm")
        else:
            usable = [i for i in scene.items if i.enabled and i.key.startswith(CHOICES)]
            if usable:
                key = usable[0].key
                drive.focus_item(lambda i, key=key: i.key == key)
            else:
                drive.focus_item(lambda i: i.key == "pass")
            drive.press("confirm")
    elif name in (
        "ChoiceScene",
        "TurnConfirmScene",
        "ColorScene",
        "TilePickerScene",
        "HandoffScene",
        "MessageScene",
        "EndOfDayScene",
    ):
        drive.press("confirm")
    else:
        drive.frames(5)
    return name
