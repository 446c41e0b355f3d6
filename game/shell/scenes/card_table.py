"""A card game's table, whichever game of the box (Kitten Toys, Kitten Fuse): the game in
progress (``PlayingScene``: its session, the pause menu on Menu or Back, the table in words on
the info button, the bots' pace), the caption line that follows the game (each line said
aloud, kept in a log, fading after a while), and the rule of hand-offs: with several people
sharing the screen, a seat's secret shows only after its own hand-off, unless the screen is
still that seat's."""

from __future__ import annotations

import pygame

from game.shell.scenes.playing import PlayingScene
from game.shell.scenes.stack import Host

CAPTION_SECONDS = 6.0  # a caption stays this long, then fades (the next one replaces it)


class CardTable(PlayingScene):
    """Subclasses give ``summary()`` (the table in words) and ``caption_region()`` (where the
    caption line lies: the fading redraws it). A played card is final: no undo."""

    def __init__(self, app: Host, session) -> None:
        super().__init__(app, session)
        self.caption: str | None = None
        self.caption_age = 0.0
        self.caption_at = 0.0  # the app's time when it came
        self.log: list[str] = []  # the lines said (narration says the same)
        self.last_served: int | None = None  # the seat whose secrets the screen showed last

    # --- the caption ------------------------------------------------------------------------
    def say(self, line: str, aloud: bool = True) -> None:
        """A line of the game: the caption shows it, the log keeps it, narration says it
        (unless a screen opening for it says it itself: ``aloud`` False, never said twice)."""
        self.caption, self.caption_age = line, 0.0
        self.caption_at = self.app.time
        self.log.append(line)
        del self.log[:-300]
        if aloud:
            self.app.narrate(line)

    def age_caption(self, dt: float) -> None:
        if self.caption is not None:
            self.caption_age += dt
            if self.caption_age > CAPTION_SECONDS + 1.0:
                self.caption = None

    def caption_region(self) -> pygame.Rect:
        raise NotImplementedError(f"{type(self).__name__} places its caption")

    def caption_shown(self) -> tuple[str, int] | None:
        """The caption and how much of it shows: it fades away after a while (drawn again
        as it fades: ``Host.motion``; reduced motion: it goes at once)."""
        if self.caption is None:
            return None
        shown = self.fading(self.caption_at, CAPTION_SECONDS, 1.0, self.caption_region())
        return (self.caption, shown) if shown > 0 else None

    def message_line_given_away(self, scene) -> bool:
        """An overlay (the suggested move) shows its words in the table's message line while
        ``scene`` (a seat's decision over the table) is up."""
        return scene is not None and any(
            getattr(overlay, "takes_header", lambda scene: False)(scene)
            for overlay in getattr(self.app, "overlays", ())
        )

    def undo(self) -> bool:
        return False  # a played card is final (it was lifted before it went)

    # --- hand-offs --------------------------------------------------------------------------
    def several(self) -> bool:
        """Several people share the screen: secrets hide behind hand-offs."""
        return len(self.session.humans()) > 1

    def needs_handoff(self, seat: int) -> bool:
        """Before a seat's secret shows on the shared screen: several people play, hand-offs
        are on, and the screen was not already that seat's (its own play just before)."""
        return self.several() and bool(self.app.settings.handoff) and self.last_served != seat

    def hand_to(self, seat: int) -> None:
        """The screen is the seat's now (the hand-off was opened by its own pad)."""
        self.last_served = seat
        self.app.use_profile(self.session.seats[seat].profile)
