"""Help on anything: each kind of element a player can point at, and its explanation in words.

A ``Subject`` names what is focused (a button, a setting, a screen, the controls, or a game's
own subjects: a card, a boat cell, a seat's panel...); ``entry`` turns it into a ``HelpEntry``:
a title, paragraphs, related subjects and maybe a picture. Words come from the catalogs
(assets/i18n/help.<lang>.json and each game's). The shell's kinds are ``Kind``; a game names
its own kinds with a string enum whose members ``build`` their entries (The Isle of Cats:
game/isle/ui/help.py), or gives a ``Kind.TOPIC`` whose value makes its entry.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

if TYPE_CHECKING:
    import pygame

    from game.shell.ui.art import Art

T = TypeVar("T")


class HelpKind(Protocol):
    """A kind of subject: the shell's ``Kind`` or a game's string enum."""

    @property
    def value(self) -> str: ...

    def build(self, subject: Subject, ctx: HelpContext) -> HelpEntry: ...


class Kind(StrEnum):
    """The shell's kinds of things help explains (each has an entry in both catalogs)."""

    BUTTON = "button"  # value: the button's key
    SETTING = "setting"  # value: the settings key
    SCREEN = "screen"  # value: the screen's name
    CONTROLS = "controls"  # the buttons of the device used last
    TOPIC = "topic"  # value: a game's subject, which makes its entry (``entry(ctx)``)

    def build(self, subject: Subject, ctx: HelpContext) -> HelpEntry:
        return _BUILDERS.get(self, generic)(subject, ctx)


# The shell's screens with an entry of their own (help.screen.<name>); any other: "dialog".
SCREENS = (
    "title",
    "settings",
    "credits",
    "pause",
    "event_log",
    "remap",
    "symbols",
    "cvd_preview",
    "profile",
    "seat",
    "handoff",
    "reconnect",
    "picker",
    "dialog",
)

# Buttons with an entry (help.button.<key>), by the start of their key.
BUTTONS = ("close",)

# Settings with an entry (help.setting.<key>).
SETTINGS = (
    "language",
    "handoff",
    "anytime_prompts",
    "auto_pass",
    "answer_window",
    "auto_continue",
    "suggest_moves",
    "animation_speed",
    "result_hold",
    "fullscreen",
    "text_scale",
    "palette",
    "symbols",
    "symbol_map",
    "reduced_motion",
    "master_volume",
    "music_volume",
    "effects_volume",
    "key_repeat_delay",
    "key_repeat_rate",
    "hold_to_confirm",
    "rumble",
    "remap",
    "narration",
    "reset",
)


@dataclass(frozen=True)
class Subject:
    kind: HelpKind
    value: Any = None


@dataclass(frozen=True)
class HelpEntry:
    title: str
    paragraphs: tuple[str, ...]
    related: tuple[Subject, ...] = field(default_factory=tuple)
    # (largest width, largest height) -> the entry's picture (a card, a tile), or None
    picture: Callable[[int, int], pygame.Surface] | None = field(default=None, compare=False)


class Resources(Protocol):
    """What a window made once (``Host.resource``): a game's levels, its texts."""

    def __call__(self, make: Callable[[], T], /) -> T: ...


def made_now(make: Callable[[], T], /) -> T:
    return make()


@dataclass(frozen=True)
class HelpContext:
    """What an entry is made from: the translator, the language, the game as the asking seat
    sees it (None outside a game), what pictures are drawn with, and the window's resources
    (a game's levels: ``resource(load)``)."""

    t: Callable[..., str]
    language: str
    state: Any = None  # a View's state
    seat: int | None = None
    palette: Any = None  # the palette and the player's symbols, for pictures drawn here
    symbols: dict[str, str] | None = None
    legend: dict[str, str] | None = None
    symbol_scale: float = 1.0  # the player's symbol size
    art: Art | None = None  # the window's art store (a game's pictures extend it)
    resource: Resources = made_now


def entry(subject: Subject, ctx: HelpContext) -> HelpEntry:
    """The help entry of ``subject``."""
    return subject.kind.build(subject, ctx)


def generic(
    subject: Subject, ctx: HelpContext, related: tuple[Subject, ...] | None = None
) -> HelpEntry:
    """A kind's own entry (help.kind.<kind>.title and .body)."""
    t = ctx.t
    kind = subject.kind.value
    return HelpEntry(
        t(f"help.kind.{kind}.title"),
        paragraphs(t(f"help.kind.{kind}.body")),
        related=RELATED.get(kind, ()) if related is None else related,
    )


def paragraphs(text: str) -> tuple[str, ...]:
    return tuple(p for p in text.split("\n\n") if p)


def named(
    prefix: str,
    known: tuple[str, ...],
    related_screens: dict[str, tuple[Subject, ...]] | None = None,
) -> Callable[[Subject, HelpContext], HelpEntry]:
    """Entries of buttons, settings and screens, by key (an unknown key: the generic one; an
    unknown screen: a dialog's)."""

    def build(subject: Subject, ctx: HelpContext) -> HelpEntry:
        t, value = ctx.t, str(subject.value or "")
        key = next((k for k in known if value == k or value.startswith(f"{k}:")), None)
        if key is None and prefix == "screen":
            key = "dialog"
        if key is None:
            return generic(subject, ctx)
        title_key = f"help.{prefix}.{key}.title"
        title = t(title_key) if has(t, title_key) else t(f"help.kind.{subject.kind.value}.title")
        related = (related_screens or {}).get(key, ()) if prefix == "screen" else ()
        return HelpEntry(title, paragraphs(t(f"help.{prefix}.{key}")), related=related)

    return build


def has(t: Callable[..., str], key: str) -> bool:
    found = getattr(t, "has", None)
    return bool(found(key)) if found is not None else t(key) != key


RELATED_SCREENS: dict[str, tuple[Subject, ...]] = {
    "title": (Subject(Kind.CONTROLS),),
}
_BUILDERS: dict[Kind, Callable[[Subject, HelpContext], HelpEntry]] = {
    Kind.BUTTON: named("button", BUTTONS),
    Kind.SETTING: named("setting", SETTINGS),
    Kind.SCREEN: named("screen", SCREENS, RELATED_SCREENS),
    Kind.TOPIC: lambda s, c: s.value.entry(c) if s.value is not None else generic(s, c),
}
# Topics worth reading next, by kind (a pad player reaches every kind through them).
RELATED: dict[str, tuple[Subject, ...]] = {
    Kind.BUTTON: (Subject(Kind.CONTROLS),),
    Kind.SETTING: (Subject(Kind.CONTROLS),),
    Kind.SCREEN: (Subject(Kind.CONTROLS),),
    Kind.CONTROLS: (Subject(Kind.SCREEN, "title"),),
}
