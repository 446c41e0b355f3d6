"""Bindings: which keyboard key, mouse button and pad input means which intent, as data.

A `Bindings` value maps, per device kind ("keyboard", "mouse", "pad"), each intent to an
ordered tuple of input names (the first is the one prompts show). An input means at most one
intent per kind. Values are immutable: `rebind`, `unbind` and `reset` return new bindings, so a
settings screen can edit a copy and cancel. `to_json` / `from_json` round-trip for the settings
file.

Input names:
- keyboard: pygame's key names (``pygame.key.name``: "return", "w", "left shift", "[+]"),
  optionally prefixed by modifiers in the order ``ctrl+``, ``alt+``, ``shift+`` ("shift+tab").
- mouse: "left", "middle", "right", "x1", "x2" (side buttons), "wheelup", "wheeldown",
  "wheelleft", "wheelright".
- pad (SDL game controller names, by position: "a" is the bottom face button on every pad):
  buttons "a" "b" "x" "y" "back" "guide" "start" "leftstick" "rightstick" "leftshoulder"
  "rightshoulder" "dpup" "dpdown" "dpleft" "dpright" "misc1" "paddle1".."paddle4" "touchpad";
  stick directions "leftx-" "leftx+" "lefty-" (up) "lefty+" (down) and the same for "right";
  triggers "lefttrigger" "righttrigger".
"""

from __future__ import annotations

import warnings
from collections.abc import Iterable, Mapping
from typing import Any

from game.shell.input.events import KINDS, Intent

FORMAT_VERSION = 1

PAD_BUTTONS: tuple[str, ...] = (
    "a",
    "b",
    "x",
    "y",
    "back",
    "guide",
    "start",
    "leftstick",
    "rightstick",
    "leftshoulder",
    "rightshoulder",
    "dpup",
    "dpdown",
    "dpleft",
    "dpright",
    "misc1",
    "paddle1",
    "paddle2",
    "paddle3",
    "paddle4",
    "touchpad",
)  # index = SDL_GameControllerButton = pygame CONTROLLERBUTTONDOWN event.button
PAD_AXES: tuple[str, ...] = (
    "leftx",
    "lefty",
    "rightx",
    "righty",
    "lefttrigger",
    "righttrigger",
)  # index = SDL_GameControllerAxis = pygame CONTROLLERAXISMOTION event.axis
PAD_STICK_INPUTS: tuple[str, ...] = tuple(
    f"{stick}{axis}{sign}" for stick in ("left", "right") for axis in "xy" for sign in "-+"
)
PAD_TRIGGERS: tuple[str, ...] = ("lefttrigger", "righttrigger")
PAD_INPUTS: frozenset[str] = frozenset(PAD_BUTTONS + PAD_STICK_INPUTS + PAD_TRIGGERS)

MOUSE_BUTTONS: dict[int, str] = {1: "left", 2: "middle", 3: "right", 6: "x1", 7: "x2"}
MOUSE_INPUTS: frozenset[str] = frozenset(
    (*MOUSE_BUTTONS.values(), "wheelup", "wheeldown", "wheelleft", "wheelright")
)

MODIFIERS: tuple[str, ...] = ("ctrl", "alt", "shift")

# Intents a device kind must keep bound: a conflict may not take their last input.
ESSENTIAL: dict[str, frozenset[Intent]] = {
    "keyboard": frozenset(
        {
            Intent.UP,
            Intent.DOWN,
            Intent.LEFT,
            Intent.RIGHT,
            Intent.CONFIRM,
            Intent.BACK,
            Intent.MENU,
        }
    ),
    "pad": frozenset(
        {
            Intent.UP,
            Intent.DOWN,
            Intent.LEFT,
            Intent.RIGHT,
            Intent.CONFIRM,
            Intent.BACK,
            Intent.MENU,
        }
    ),
    "mouse": frozenset({Intent.CONFIRM}),
}

_I = Intent
_KEYBOARD_COMMON: dict[Intent, tuple[str, ...]] = {
    _I.CONFIRM: ("return", "space", "enter"),  # "enter" is the keypad's Enter
    _I.BACK: ("backspace",),
    _I.MENU: ("escape",),
    _I.FLIP: ("f",),
    _I.NEXT: ("tab",),
    _I.PREV: ("shift+tab",),
    _I.INFO: ("i",),
    _I.VIEW: ("v",),
    _I.NEXT_SPOT: ("n",),
    _I.OVERLAY: ("o",),
    _I.PLAY_CARD: ("c",),
    _I.HINT: ("h",),
    # the status keys (issue 46): the same in every game
    _I.WHERE: ("f2",),
    _I.STANDINGS: ("f3",),
    _I.TABLE: ("f4",),
    _I.MINE: ("f5",),
    _I.REPEAT: ("f6",),
    _I.EARLIER: ("shift+f6",),
    _I.HUSH: ("left ctrl", "right ctrl"),
    _I.SPEECH: ("f12",),
}
KEYBOARD_DEFAULTS: dict[str, dict[Intent, tuple[str, ...]]] = {
    "qwerty": {
        _I.UP: ("up", "w"),
        _I.DOWN: ("down", "s"),
        _I.LEFT: ("left", "a"),
        _I.RIGHT: ("right", "d"),
        _I.ROTATE_LEFT: ("q",),
        _I.ROTATE_RIGHT: ("e",),
        _I.HELP: ("shift+/", "f1"),  # "?" on a QWERTY keyboard
        **_KEYBOARD_COMMON,
    },
    # French keyboards: the same physical keys (ZQSD to move, A/E to rotate).
    "azerty": {
        _I.UP: ("up", "z"),
        _I.DOWN: ("down", "s"),
        _I.LEFT: ("left", "q"),
        _I.RIGHT: ("right", "d"),
        _I.ROTATE_LEFT: ("a",),
        _I.ROTATE_RIGHT: ("e",),
        _I.HELP: ("shift+,", "f1"),  # "?" on an AZERTY keyboard
        **_KEYBOARD_COMMON,
    },
}
MOUSE_DEFAULTS: dict[Intent, tuple[str, ...]] = {
    _I.CONFIRM: ("left",),
    _I.BACK: ("right",),
    _I.FLIP: ("middle",),
    _I.ROTATE_LEFT: ("wheelup",),
    _I.ROTATE_RIGHT: ("wheeldown",),
    _I.PREV: ("x1",),
    _I.NEXT: ("x2",),
}
PAD_DEFAULTS: dict[Intent, tuple[str, ...]] = {
    _I.UP: ("dpup", "lefty-"),
    _I.DOWN: ("dpdown", "lefty+"),
    _I.LEFT: ("dpleft", "leftx-"),
    _I.RIGHT: ("dpright", "leftx+"),
    _I.CONFIRM: ("a",),
    _I.BACK: ("b",),
    _I.FLIP: ("x",),
    _I.HELP: ("y",),
    _I.ROTATE_LEFT: ("leftshoulder",),
    _I.ROTATE_RIGHT: ("rightshoulder",),
    # the triggers page; the right stick's four ways are four tools
    _I.PREV: ("lefttrigger",),
    _I.NEXT: ("righttrigger",),
    _I.MENU: ("start",),
    _I.VIEW: ("back",),
    _I.NEXT_SPOT: ("rightstick",),
    _I.OVERLAY: ("leftstick",),
    _I.PLAY_CARD: ("righty-",),
    _I.HINT: ("righty+",),
    _I.INFO: ("rightx+",),
}
# Pad chords: hold the modifier (View / Select) and press a button; the modifier alone keeps
# its own intent (it acts when let go without a chord). The status keys have no button of
# their own on a pad.
PAD_CHORD_MODIFIER = "back"
PAD_CHORDS: dict[str, Intent] = {
    "dpup": _I.WHERE,
    "dpright": _I.STANDINGS,
    "dpdown": _I.TABLE,
    "dpleft": _I.MINE,
    "a": _I.REPEAT,
    "x": _I.EARLIER,
    "b": _I.HUSH,
    "y": _I.SPEECH,
}
del _I

Table = dict[str, dict[Intent, tuple[str, ...]]]


class BindingsError(ValueError):
    """Bindings data that cannot be used; the message names the kind, the intent, the input."""


class BindingConflictError(BindingsError):
    """``input`` of ``kind`` already means ``intent`` (and the chosen policy refused)."""

    def __init__(self, kind: str, input: str, intent: Intent, message: str = "") -> None:
        self.kind = kind
        self.input = input
        self.intent = intent
        super().__init__(message or f"{kind} input {input!r} is already bound to {intent.value}")


def split_key(spec: str) -> tuple[frozenset[str], str]:
    """``"ctrl+shift+tab"`` -> ({"ctrl", "shift"}, "tab"). A bare "+" is the plus key."""
    mods: set[str] = set()
    rest = spec
    while True:
        for mod in MODIFIERS:
            if rest.startswith(mod + "+") and len(rest) > len(mod) + 1:
                mods.add(mod)
                rest = rest[len(mod) + 1 :]
                break
        else:
            return frozenset(mods), rest


def join_key(mods: Iterable[str], key: str) -> str:
    """The canonical keyboard input name: modifiers in the order ctrl, alt, shift."""
    mods = set(mods)
    return "".join(f"{m}+" for m in MODIFIERS if m in mods) + key


def is_valid_input(kind: str, input: str) -> bool:
    if kind == "pad":
        return input in PAD_INPUTS
    if kind == "mouse":
        return input in MOUSE_INPUTS
    if kind == "keyboard":
        _, key = split_key(input)
        return canonical_key(key) is not None
    return False


def canonical_key(name: str) -> str | None:
    """pygame's own name for the key called ``name`` ("Return" -> "return"), None if unknown."""
    import pygame

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            code = pygame.key.key_code(name)
        except (ValueError, pygame.error):
            return None
        return pygame.key.name(code) or None


def _normalise(kind: str, input: str) -> str:
    if kind == "keyboard":
        mods, key = split_key(input)
        return join_key(mods, canonical_key(key) or key)
    return input


class Bindings:
    """Per device kind, intent -> ordered input names. Immutable; compare with ``==``."""

    __slots__ = ("_table", "_reverse")

    def __init__(self, table: Mapping[str, Mapping[Intent, Iterable[str]]]) -> None:
        clean: Table = {}
        reverse: dict[str, dict[str, Intent]] = {}
        for kind in KINDS:
            clean[kind] = {}
            reverse[kind] = {}
            for intent, inputs in table.get(kind, {}).items():
                intent = Intent(intent)
                names: list[str] = []
                for raw in inputs:
                    if not isinstance(raw, str) or not is_valid_input(kind, raw):
                        raise BindingsError(f"{kind}: {intent.value}: unknown {kind} input {raw!r}")
                    name = _normalise(kind, raw)
                    other = reverse[kind].get(name)
                    if other is not None and other != intent:
                        raise BindingConflictError(
                            kind,
                            name,
                            other,
                            f"{kind}: {intent.value}: input {name!r} is also bound to "
                            f"{other.value}",
                        )
                    if name not in names:
                        names.append(name)
                        reverse[kind][name] = intent
                if names:
                    clean[kind][intent] = tuple(names)
        self._table = clean
        self._reverse = reverse

    # -- construction -----------------------------------------------------------------------

    @classmethod
    def default(cls, keyboard_layout: str = "qwerty") -> Bindings:
        """The default bindings; ``keyboard_layout`` is "qwerty" or "azerty"."""
        if keyboard_layout not in KEYBOARD_DEFAULTS:
            raise BindingsError(f"unknown keyboard layout {keyboard_layout!r}")
        return cls(
            {
                "keyboard": KEYBOARD_DEFAULTS[keyboard_layout],
                "mouse": MOUSE_DEFAULTS,
                "pad": PAD_DEFAULTS,
            }
        )

    @classmethod
    def from_json(cls, data: Any, keyboard_layout: str = "qwerty") -> Bindings:
        """Bindings from `to_json` output. A kind missing from ``data`` gets its defaults; an
        intent missing from a kind (added in a later version) gets its default inputs that are
        still free. Raises `BindingsError` naming the kind, intent or input on bad data."""
        if not isinstance(data, Mapping):
            raise BindingsError(f"bindings must be an object, not {type(data).__name__}")
        version = data.get("version", FORMAT_VERSION)
        if type(version) is not int or version != FORMAT_VERSION:
            raise BindingsError(f"unsupported bindings version {str(version)[:20]!r}")
        unknown = [str(key)[:20] for key in data if key != "version" and key not in KINDS]
        if unknown:  # a typo ("keybaord") would otherwise drop the player's controls unsaid
            raise BindingsError(f"unknown device kind {unknown[0]!r} (one of {', '.join(KINDS)})")
        defaults = cls.default(keyboard_layout)
        table: dict[str, dict[Intent, list[str]]] = {}
        for kind in KINDS:
            section = data.get(kind)
            if section is None:
                table[kind] = {i: list(v) for i, v in defaults._table[kind].items()}
                continue
            if not isinstance(section, Mapping):
                raise BindingsError(f"{kind}: must be an object of intent -> list of inputs")
            entries: dict[Intent, list[str]] = {}
            for name, inputs in section.items():
                try:
                    intent = Intent(name)
                except ValueError:
                    raise BindingsError(f"{kind}: unknown intent {name!r}") from None
                if isinstance(inputs, str) or not isinstance(inputs, list | tuple):
                    raise BindingsError(f"{kind}: {name}: must be a list of input names")
                entries[intent] = list(inputs)
            used = {
                _normalise(kind, x)
                for v in entries.values()
                for x in v
                if isinstance(x, str) and is_valid_input(kind, x)
            }
            for intent, inputs in defaults._table[kind].items():
                if intent.value not in section:
                    entries[intent] = [x for x in inputs if x not in used]
            table[kind] = entries
        return cls(table)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict: {"version": 1, "keyboard": {"up": ["up", "w"], ...}, ...}.
        Every intent is listed (an empty list = deliberately unbound)."""
        out: dict[str, Any] = {"version": FORMAT_VERSION}
        for kind in KINDS:
            out[kind] = {i.value: list(self._table[kind].get(i, ())) for i in Intent}
        return out

    # -- queries ------------------------------------------------------------------------------

    def inputs_for(self, intent: Intent, kind: str) -> tuple[str, ...]:
        """The inputs of ``kind`` bound to ``intent``, the primary first."""
        return self._table[kind].get(intent, ())

    def intent_for(self, kind: str, input: str) -> Intent | None:
        return self._reverse[kind].get(input)

    def items(self, kind: str) -> dict[Intent, tuple[str, ...]]:
        return dict(self._table[kind])

    def conflict(self, intent: Intent, kind: str, input: str) -> Intent | None:
        """The other intent ``input`` already means, or None. Raises on an unknown input."""
        if not is_valid_input(kind, input):
            raise BindingsError(f"{kind}: unknown {kind} input {input!r}")
        other = self._reverse[kind].get(_normalise(kind, input))
        return other if other is not None and other != intent else None

    # -- changes (each returns new bindings) ---------------------------------------------------

    def rebind(
        self, intent: Intent, kind: str, input: str, *, slot: int = 0, on_conflict: str = "error"
    ) -> Bindings:
        """Put ``input`` in ``intent``'s ``slot`` (0 = primary; past the end = added), replacing
        the input that was there. When ``input`` already means another intent:
        ``on_conflict="error"`` raises `BindingConflictError`; ``"swap"`` gives the other intent
        the input this slot had (or just removes it); ``"steal"`` removes it from the other.
        Either way the other intent may not lose its last input if it is essential (move,
        confirm, back, menu): that raises `BindingConflictError`."""
        if kind not in KINDS:
            raise BindingsError(f"unknown device kind {kind!r}")
        if on_conflict not in ("error", "swap", "steal"):
            raise BindingsError(f"unknown conflict policy {on_conflict!r}")
        intent = Intent(intent)
        other = self.conflict(intent, kind, input)
        name = _normalise(kind, input)
        table = self._copy()
        mine = table[kind].setdefault(intent, [])
        if name in mine:  # moving within the same intent
            mine.remove(name)
        old = mine[slot] if slot < len(mine) else None
        if old is not None:
            mine.pop(slot)
        mine.insert(min(slot, len(mine)), name)
        if other is not None:
            if on_conflict == "error":
                raise BindingConflictError(kind, name, other)
            theirs = table[kind][other]
            at = theirs.index(name)
            if on_conflict == "swap" and old is not None:
                theirs[at] = old
            else:
                theirs.pop(at)
            if not theirs and other in ESSENTIAL[kind]:
                raise BindingConflictError(
                    kind,
                    name,
                    other,
                    f"{kind} input {name!r} is the only one for {other.value}; bind another "
                    f"input to {other.value} first",
                )
        return Bindings(table)

    def unbind(self, intent: Intent, kind: str, input: str) -> Bindings:
        """Remove ``input`` from ``intent``; an essential intent keeps its last input."""
        table = self._copy()
        name = _normalise(kind, input)
        mine = table[kind].get(intent, [])
        if name not in mine:
            return self
        if len(mine) == 1 and intent in ESSENTIAL[kind]:
            raise BindingsError(f"{kind}: {intent.value} needs at least one input")
        mine.remove(name)
        return Bindings(table)

    def reset(
        self, kind: str | None = None, intent: Intent | None = None, keyboard_layout: str = "qwerty"
    ) -> Bindings:
        """Defaults for everything, for one kind, or for one intent of one kind (inputs that
        another intent took in the meantime are taken back from it)."""
        defaults = Bindings.default(keyboard_layout)
        if kind is None:
            return defaults
        table = self._copy()
        if intent is None:
            table[kind] = {i: list(v) for i, v in defaults._table[kind].items()}
            return Bindings(table)
        wanted = list(defaults.inputs_for(intent, kind))
        for other, inputs in table[kind].items():
            if other != intent:
                inputs[:] = [x for x in inputs if x not in wanted]
        table[kind][intent] = wanted
        return Bindings(table)

    # -- plumbing -------------------------------------------------------------------------------

    def _copy(self) -> dict[str, dict[Intent, list[str]]]:
        return {k: {i: list(v) for i, v in t.items()} for k, t in self._table.items()}

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Bindings):
            return NotImplemented
        return self._table == other._table

    def __hash__(self) -> int:
        return hash(
            tuple(sorted((k, i.value, v) for k, t in self._table.items() for i, v in t.items()))
        )

    def __repr__(self) -> str:
        counts = ", ".join(f"{k}={sum(len(v) for v in t.values())}" for k, t in self._table.items())
        return f"Bindings({counts})"
