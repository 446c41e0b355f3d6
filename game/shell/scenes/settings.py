"""Settings: every option applies at once and is saved in the user's config folder."""

from __future__ import annotations

from dataclasses import replace

from game.shell.options import (
    ANIMATION_SPEEDS,
    ANSWER_WINDOWS,
    ANYTIME_PROMPTS,
    RESULT_HOLDS,
    SPEECH_RATES,
    TEXT_SCALES,
)
from game.shell.scenes.backdrop import draw_menu_background
from game.shell.scenes.menu_base import MenuScene
from game.shell.ui.gui import Button, Choice, Label, Slider, Toggle, Widget
from game.shell.ui.i18n import LANGUAGES


class SettingsScene(MenuScene):
    name = "settings"
    title_key = "settings.title"
    area = (300.0, 150.0, 680.0, 500.0)
    font_size = 20.0

    def _set(self, **changes) -> None:
        self.app.apply_settings(replace(self.app.settings, **changes))

    def _toggle(self, key: str, label: str) -> Toggle:
        def toggled(value: object) -> None:
            self._set(**{key: value})

        return Toggle(
            key,
            self.t(label),
            options=[(False, self.t("common.off")), (True, self.t("common.on"))],
            value=getattr(self.app.settings, key),
            on_change=toggled,
        )

    def widgets(self) -> list[Widget]:
        s, t = self.app.settings, self.t
        return [
            Label("game", t("settings.section.game")),
            Choice(
                "language",
                t("settings.language"),
                options=list(LANGUAGES.items()),
                value=s.language,
                on_change=lambda v: self._set(language=v),
            ),
            self._toggle("handoff", "settings.handoff"),
            Choice(
                "anytime_prompts",
                t("settings.anytime"),
                options=[(v, t(f"settings.anytime.{v}")) for v in ANYTIME_PROMPTS],
                value=s.anytime_prompts,
                on_change=lambda v: self._set(anytime_prompts=v),
            ),
            self._toggle("auto_pass", "settings.auto_pass"),
            Choice(
                "answer_window",
                t("settings.answer_window"),
                options=[(v, self.answer_words(v)) for v in ANSWER_WINDOWS],
                value=s.answer_window,
                on_change=lambda v: self._set(answer_window=v),
            ),
            self._toggle("auto_continue", "settings.auto_continue"),
            self._toggle("suggest_moves", "settings.suggest_moves"),
            Choice(
                "animation_speed",
                t("settings.animation"),
                options=[(v, t(f"settings.speed.{v}")) for v in ANIMATION_SPEEDS],
                value=s.animation_speed,
                on_change=lambda v: self._set(animation_speed=v),
            ),
            Choice(
                "result_hold",
                t("settings.result_hold"),
                options=[(v, t(f"settings.result_hold.{v}")) for v in RESULT_HOLDS],
                value=s.result_hold,
                on_change=lambda v: self._set(result_hold=v),
            ),
            Label("display", t("settings.section.display")),
            self._toggle("fullscreen", "settings.fullscreen"),
            Choice(
                "text_scale",
                t("settings.text_scale"),
                options=[(v, f"{round(v * 100)} %") for v in TEXT_SCALES],
                value=s.text_scale,
                on_change=lambda v: self._set(text_scale=v),
            ),
            # what helps to see, to follow and to act, together (p3: it held narration alone)
            Label("access", t("settings.section.access")),
            Choice(
                "palette",
                t("settings.palette"),
                options=[(v, t(f"settings.palette.{v}")) for v in ("standard", "high_contrast")],
                value=s.palette,
                on_change=lambda v: self._set(palette=v),
            ),
            self._toggle("symbols", "settings.symbols"),
            Button("symbol_map", t("settings.symbol_map"), on_press=self.symbol_map),
            self._toggle("reduced_motion", "settings.reduced_motion"),
            self._toggle("narration", "settings.narration"),
            Choice(
                "speech_rate",
                t("speech.rate"),
                options=[(v, t("speech.rate_value", rate=round(v))) for v in SPEECH_RATES],
                value=min(SPEECH_RATES, key=lambda v: abs(v - s.speech_rate)),
                on_change=lambda v: self._set(speech_rate=v),
            ),
            self._toggle("hold_to_confirm", "settings.hold_confirm"),
            Label("sound", t("settings.section.sound")),
            Slider(
                "master_volume",
                t("settings.master"),
                value=s.master_volume,
                on_change=lambda v: self._set(master_volume=v),
            ),
            Slider(
                "music_volume",
                t("settings.music"),
                value=s.music_volume,
                on_change=lambda v: self._set(music_volume=v),
            ),
            Slider(
                "effects_volume",
                t("settings.effects"),
                value=s.effects_volume,
                on_change=lambda v: self._set(effects_volume=v),
            ),
            Label("controls", t("settings.section.controls")),
            Choice(
                "key_repeat_delay",
                t("settings.repeat_delay"),
                options=[
                    (v, t("settings.ms", value=round(v * 1000)))
                    for v in (0.2, 0.25, 0.35, 0.5, 0.75, 1.0)
                ],
                value=s.key_repeat_delay,
                on_change=lambda v: self._set(key_repeat_delay=v),
            ),
            Choice(
                "key_repeat_rate",
                t("settings.repeat_rate"),
                options=[
                    (v, t("settings.per_second", value=int(v)))
                    for v in (4.0, 6.0, 8.0, 12.0, 16.0, 24.0)
                ],
                value=s.key_repeat_rate,
                on_change=lambda v: self._set(key_repeat_rate=v),
            ),
            self._toggle("rumble", "settings.rumble"),
            Button("remap", t("settings.remap"), on_press=self.remap),
            Button("reset", t("settings.reset"), on_press=self.reset),
            Button("back", t("prompt.back"), on_press=self.back),  # not only Backspace (p3)
        ]

    def answer_words(self, value: str) -> str:
        """A window of answers' setting in words: "4 s", "until everyone answers"..."""
        if value.isdigit():
            return self.t("settings.answer_window.seconds", seconds=value)
        return self.t(f"settings.answer_window.{value}")

    def help_subject(self, pointer: tuple[int, int] | None):
        """The focused setting."""
        from game.shell.ui.help import Kind, Subject

        widget = self.form.focused if self.form else None
        if widget is None or widget.key == "back":
            return None  # the screen's own entry
        return Subject(Kind.SETTING, widget.key)

    def remap(self) -> None:
        self.app.open("remap")

    def symbol_map(self) -> None:
        self.app.open("symbols")

    def reset(self) -> None:
        # the defaults are the settings type's own: the scene edits settings, the app owns them
        defaults = type(self.app.settings)()
        kept = replace(defaults, first_launch=False, language=self.app.settings.language)
        self.app.apply_settings(kept)

    def draw_background(self, surface) -> None:
        draw_menu_background(surface, self.app)
