"""What the input layer tells scenes: intents, devices, pointer events and seat changes.

Everything here is a small frozen dataclass; `InputHub.poll()` returns a list of them in the
order they happened. Scenes match on the class (`match event: case IntentEvent(...)`) and never
look at pygame events.
"""

from __future__ import annotations

from enum import StrEnum

from game.shell.record import record

Pos = tuple[int, int]
RGB = tuple[int, int, int]


class Intent(StrEnum):
    """What a player means, whatever the device. The value is the name used in bindings JSON."""

    UP = "up"
    DOWN = "down"
    LEFT = "left"
    RIGHT = "right"
    CONFIRM = "confirm"
    BACK = "back"
    ROTATE_LEFT = "rotate_left"
    ROTATE_RIGHT = "rotate_right"
    FLIP = "flip"
    NEXT = "next"
    PREV = "prev"
    MENU = "menu"
    INFO = "info"
    NEXT_SPOT = "next_spot"  # jump the placement cursor to the next legal spot
    OVERLAY = "overlay"  # toggle the rooms overlay
    PLAY_CARD = "play_card"  # open the anytime cards to play one
    VIEW = "view"  # look at the other boats / table information
    HELP = "help"  # explain the focused element (any screen)
    HINT = "hint"  # ask the Hard bot for a suggested move (own decision only)
    # the status keys of every game, and speech's own (issue 46: game/shell/scenes/status.py)
    WHERE = "where"  # where am I: the game, the round, whose turn, what to do, the focus
    STANDINGS = "standings"  # the scores and standings
    TABLE = "table"  # read the table as I see it
    MINE = "mine"  # my own things (hand, boat, army)
    REPEAT = "repeat"  # the last line again
    EARLIER = "earlier"  # one line further back
    HUSH = "hush"  # stop the line being said
    SPEECH = "speech"  # narration on or off


DIRECTIONS: tuple[Intent, ...] = (Intent.UP, Intent.DOWN, Intent.LEFT, Intent.RIGHT)

KINDS: tuple[str, ...] = ("keyboard", "mouse", "pad")


@record(frozen=True, slots=True, order=True)
class DeviceId:
    """One input device: ``kind`` is "keyboard", "mouse" or "pad"; ``instance`` is SDL's
    joystick instance id for a pad (unique while the program runs, new after a replug) and 0
    for the keyboard and the mouse."""

    kind: str
    instance: int = 0

    @property
    def group(self) -> str:
        """The seat-owning group: the keyboard and the mouse together are "kbm"."""
        if self.kind in ("keyboard", "mouse"):
            return "kbm"
        return f"{self.kind}:{self.instance}"

    @property
    def is_pad(self) -> bool:
        return self.kind == "pad"

    def __str__(self) -> str:
        return self.kind if self.kind != "pad" else f"pad{self.instance}"


KEYBOARD = DeviceId("keyboard")
MOUSE = DeviceId("mouse")


def pad(instance: int) -> DeviceId:
    """The DeviceId of the game controller with SDL instance id ``instance``."""
    return DeviceId("pad", instance)


@record(frozen=True, slots=True)
class IntentEvent:
    """An intent went down (``pressed``), repeats while held (``repeat``), or went up
    (``released``). ``seats`` are the seats the device is bound to (empty when unseated);
    ``pos`` is the pointer position for intents that came from the mouse."""

    intent: Intent
    device: DeviceId
    pressed: bool = False
    released: bool = False
    repeat: bool = False
    seats: tuple[int, ...] = ()
    pos: Pos | None = None

    @property
    def seat(self) -> int | None:
        """The seat when the device drives exactly one, else None."""
        return self.seats[0] if len(self.seats) == 1 else None

    @property
    def is_down(self) -> bool:
        """True for a press or a repeat: what moves a cursor."""
        return self.pressed or self.repeat


@record(frozen=True, slots=True)
class PointerMove:
    """The mouse moved to ``pos`` (by ``rel`` since the last move)."""

    pos: Pos
    rel: Pos = (0, 0)
    device: DeviceId = MOUSE


@record(frozen=True, slots=True)
class PointerDown:
    """A mouse button went down at ``pos``."""

    pos: Pos
    button: int  # 1 left, 2 middle, 3 right, 6/7 side buttons (pygame numbering)
    device: DeviceId = MOUSE


@record(frozen=True, slots=True)
class PointerUp:
    """A mouse button went up at ``pos``."""

    pos: Pos
    button: int
    device: DeviceId = MOUSE


@record(frozen=True, slots=True)
class Wheel:
    """The mouse wheel turned (``dy`` > 0: away from the user), at ``pos``."""

    dy: int  # > 0: away from the user (up)
    dx: int = 0
    pos: Pos | None = None
    device: DeviceId = MOUSE


@record(frozen=True, slots=True)
class HoldProgress:
    """'Hold to confirm' is on and ``intent`` is held: ``progress`` goes from 0 to 1 (the UI
    draws a filling ring). 1.0 comes with the IntentEvent; 0.0 after a cancelled hold."""

    intent: Intent
    device: DeviceId
    progress: float
    seats: tuple[int, ...] = ()


@record(frozen=True, slots=True)
class JoinRequest:
    """An unseated pad pressed a button, or the unseated keyboard a bound key."""

    device: DeviceId


@record(frozen=True, slots=True)
class SeatDisconnected:
    """The pad of ``seat`` was unplugged: the app pauses until the seat is taken again."""

    seat: int
    device: DeviceId


@record(frozen=True, slots=True)
class SeatReconnected:
    """``device`` took back ``seat``: the same pad plugged in again or a free pad pressed."""

    seat: int
    device: DeviceId


@record(frozen=True, slots=True)
class PadConnected:
    """A game controller was plugged in (or found at the start)."""

    device: DeviceId
    name: str
    layout: str  # "xbox", "playstation", "playstation5" or "nintendo"


@record(frozen=True, slots=True)
class PadDisconnected:
    """A game controller was unplugged."""

    device: DeviceId


@record(frozen=True, slots=True)
class LastDeviceChanged:
    """The device used last changed: prompts switch to ``layout``'s glyphs."""

    device: DeviceId
    layout: str


@record(frozen=True, slots=True)
class InputCaptured:
    """After `InputHub.capture_next_input()`: the next raw input, for the remapping screen.
    ``input`` is a binding name (see `bindings`), ``kind`` its device kind."""

    device: DeviceId
    kind: str
    input: str


InputEvent = (
    IntentEvent
    | PointerMove
    | PointerDown
    | PointerUp
    | Wheel
    | HoldProgress
    | JoinRequest
    | SeatDisconnected
    | SeatReconnected
    | PadConnected
    | PadDisconnected
    | LastDeviceChanged
    | InputCaptured
)
