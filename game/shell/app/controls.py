"""The input hub as the app configures it from the settings (bindings, repeat, hold)."""

from __future__ import annotations

from dataclasses import replace

from game.shell.app.settings import Settings
from game.shell.input import Bindings, BindingsError, InputConfig, InputHub, Intent
from game.shell.options import MAX_SEATS


def bindings_from(settings: Settings) -> Bindings:
    layout = "azerty" if settings.language == "fr" and not settings.bindings else "qwerty"
    if not settings.bindings:
        return Bindings.default(layout)
    try:
        return Bindings.from_json(settings.bindings)
    except BindingsError:
        return Bindings.default(layout)


def config_from(settings: Settings) -> InputConfig:
    return replace(
        InputConfig(),
        repeat_delay=settings.key_repeat_delay,
        repeat_interval=1.0 / settings.key_repeat_rate,
        hold_to_confirm_ms=600 if settings.hold_to_confirm else 0,
    )


class Controls(InputHub):
    """The hub with the settings applied and a few app-side helpers."""

    def __init__(self, settings: Settings, seat_colors) -> None:
        super().__init__(
            bindings_from(settings),
            config_from(settings),
            seats=MAX_SEATS,
            seat_colors=seat_colors,
        )
        self._glyphs: dict[tuple[str, str], str] = {}
        # the pads are opened once the window's first frame is shown (App.frame_shown): SDL's
        # game controller module takes some 4 ms to start (issue 43)

    def set_bindings(self, bindings, seat: int | None = None) -> None:
        super().set_bindings(bindings, seat)
        self._glyphs = {}

    def configure(self, settings: Settings) -> None:
        self.set_bindings(bindings_from(settings))
        self.set_config(config_from(settings))

    def glyph_for(self, name: str) -> str:
        """The glyph of an intent (by name) on the device used last (prompt bars ask every
        frame: remembered per device layout until the bindings change)."""
        key = (name, self.layout)
        found = self._glyphs.get(key)
        if found is None:
            try:
                found = self.glyph(Intent(name))
            except ValueError:
                found = name
            if len(self._glyphs) > 256:
                self._glyphs.clear()
            self._glyphs[key] = found
        return found

    def device_of_seat(self, seat: int):
        return self.seats.device_of(seat)

    def seat_layout(self, seat: int, keyboard_acts: bool = False) -> str:
        """The layout of the device that acts for ``seat``: its own pad's, else the keyboard's
        when the device used last is another seat's pad (that pad cannot act for it), else the
        device used last's. With ``keyboard_acts`` (a decision screen, where the shared
        keyboard and mouse act for every seat), the keyboard or mouse used last keeps its own
        glyphs even for a seat with a pad."""
        own = self.seats.device_of(seat)
        if own is not None:
            if keyboard_acts and self.last_device.kind != "pad":
                return self.layout
            return self.layout_of(own)
        if self.last_device.kind == "pad" and self.seats.seats_of(self.last_device):
            return "keyboard"
        return self.layout

    def seat_glyph_for(self, name: str, seat: int, keyboard_acts: bool = False) -> str:
        """The glyph of an intent on the device that acts for ``seat`` (a hand-off says the
        button that opens it, a decision screen the button of its own seat's pad, not of the
        pad another seat's player pressed last)."""
        try:
            layout = self.seat_layout(seat, keyboard_acts)
            return self.glyph(Intent(name), layout=layout, seat=seat)
        except ValueError:
            return name
