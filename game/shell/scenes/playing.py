"""A game in progress, whichever game of the box: the scene that holds its session."""

from __future__ import annotations

from game.shell.scenes.stack import Host, Scene


class PlayingScene(Scene):
    """A game in progress, any game's table: the app's session while it shows (closed when
    it leaves), the pause menu, and the scenes of its rules and timeline that menu opens
    (game/shell/scenes/pause.py)."""

    how_to_play_scene = "how_to_play"
    timeline_scene = "timeline"

    def __init__(self, app: Host, session) -> None:
        super().__init__(app)
        self.session = session
        app.session = session

    def enter(self) -> None:
        self.app.session = self.session
        self.app.audio.music("play")

    def exit(self) -> None:
        self.app.use_profile({})
        self.session.close()
        if getattr(self.app, "session", None) is self.session:
            self.app.session = None

    def open_pause(self) -> None:
        self.app.open("pause", self)

    def pace_bots(self, dt: float, pace: dict[str, float]) -> None:
        """A bot's move now and then, ``pace`` seconds apart by the animation speed (at once
        when instant): the table lets each be seen."""
        session = self.session
        wait = getattr(self, "bot_wait", 0.0) - dt
        speed = self.app.settings.animation_speed
        if wait <= 0 or speed == "instant":
            if session.poll_bots():
                wait = pace.get(speed, pace.get("normal", 0.5))
        self.bot_wait = wait

    def summary(self) -> str:
        """The table in words (the info key reads it aloud)."""
        return ""

    def handle(self, event) -> bool:
        """Menu or back opens the pause menu; info reads the table aloud."""
        intent = getattr(event, "intent", None)
        if intent is None or not getattr(event, "pressed", False):
            return False
        if str(intent) in ("menu", "back"):
            self.open_pause()
            return True
        if str(intent) == "info":
            self.app.narrate(self.summary())
            return True
        return False

    def fading(self, start: float, stays: float, fades: float, region) -> int:
        """How much of a caption said at ``start`` shows now (0-255): all of it for ``stays``
        seconds, then less over ``fades`` seconds (reduced motion: it goes at once); drawn
        again in ``region`` as it fades (``Host.motion``)."""

        def alpha(now: float) -> int:
            fade = now - start - stays
            if fade <= 0:
                return 255
            if self.app.settings.reduced_motion:
                return 0
            return max(0, round(255 * (1 - fade / fades)) // 16 * 16)

        return self.app.motion(alpha, lambda old, new: [region])
