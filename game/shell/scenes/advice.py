"""The suggested move (issue 15; Kitten Toys: issue 35): ask with the hint button on your own
decision, see the Hard bot's choice and its reason in one line; press the hint button again to
take it, or do anything else. Off in the settings ("Suggested move"), and never for a bot's
seat or another seat's turn.

``Advisor`` is the machinery every game shares: it asks the bot in a background thread (never
on the frame), answers within the game's time budget and wakes the loop when the answer comes,
keeps the suggestion only while the decision on screen is the one it was asked for, takes it on
the second press (a press while it thinks takes it when it comes, unless taking it spends what
cannot be taken back: then it shows first), says it aloud and draws its banner. What differs
between games is a kit (``AdviceKit``) that the decision's screen names (``advice_kit``): the
Isle's is game/isle/scenes/advice.py (its decision table says how each kind of action is
worded, pointed at and taken); Kitten Toys' is game/kittens/scenes/advice.py.
"""

from __future__ import annotations

import math
import threading
from typing import Any

import pygame

from game.shell.input import IntentEvent
from game.shell.scenes.overlay import Overlay
from game.shell.scenes.stack import Host
from game.shell.ui.palette import RGB
from game.shell.ui.panels import draw_panel

# The rules' actions and the advice are imported where a suggestion is made or shown: the
# overlay is there from the title on, and the title does not load the rules.

MAX_FACTS = 3  # the reason stays one line


class AdviceKit:
    """What one game gives the suggested move; the screen that serves a decision names its
    kit (``advice_kit``), the ``Advisor`` makes one per game and keeps it."""

    def __init__(self, advisor: Advisor) -> None:
        self.advisor = advisor

    @property
    def app(self) -> Host:
        return self.advisor.app

    @property
    def view(self):
        return self.advisor.view

    # --- when it is offered, for what --------------------------------------------------------
    def offered(self, scene) -> bool:
        """The decision on screen may be advised (a person's own, on their turn)."""
        raise NotImplementedError

    def view_of(self, scene):
        """The seat's view the suggestion is made from."""
        return scene.view

    def key(self, view) -> tuple:
        """What the decision depends on in a view: the same key, the same decision."""
        raise NotImplementedError

    # --- thinking -------------------------------------------------------------------------
    def make_bot(self, session) -> Any:
        """The game's Hard bot (made once per game, off the frame)."""
        raise NotImplementedError

    def suggest(self, view, bot) -> Any:
        """The suggestion (its ``action`` and its reasons) for ``view.seat``."""
        raise NotImplementedError

    def warm(self) -> None:
        """Load what ``suggest`` needs (in the background, while the decision shows)."""

    def spends(self, advice) -> bool:
        """Taking it does what cannot be taken back: a press made while the bot thought
        shows it first, never takes it."""
        return False

    # --- showing and taking -----------------------------------------------------------------
    def what(self, advice) -> str:
        """What the suggestion does, in words ("play the blue 3")."""
        raise NotImplementedError

    def fact_words(self, fact) -> str:
        """One of its reasons in words."""
        raise NotImplementedError

    def line(self, advice) -> str:
        """What it does and why, in one line: its ``what`` and its facts' words."""
        t = self.app.t
        why = [self.fact_words(fact) for fact in advice.facts]
        if len(why) > 1:
            reason = t("advice.and", first=", ".join(why[:-1]), last=why[-1])
        else:
            reason = why[0] if why else ""
        return t("advice.line", what=self.what(advice), why=reason)

    def shown(self, scene, advice) -> None:
        """The suggestion came: the screen's focus goes to what it suggests."""

    def take(self, scene, advice) -> None:
        raise NotImplementedError

    def follow(self, scene) -> None:
        """Each step: finish what taking it began (the Isle: a tile to its planned spot)."""

    def draw(self, surface: pygame.Surface, scene, advice, shade) -> None:
        """Point at what it suggests (``shade``: the accent colour, pulsing)."""

    def draw_banner(self, surface: pygame.Surface, scene, line: str) -> None:
        raise NotImplementedError

    def takes_header(self, scene) -> bool:
        return False


class Advisor(Overlay):
    def __init__(self, app: Host) -> None:
        self.app = app
        self.advice: Any = None
        self.view = None  # the view the advice (or the thinking) is for
        self.thinking = False
        self.kit: AdviceKit | None = None  # the kit the advice (or the thinking) is from
        self._kits: dict[type, AdviceKit] = {}
        self._result: list = []  # filled by the worker thread: [advice] or [None]
        self._bots: dict[int, Any] = {}  # id(session) -> its Hard bot
        self.time = 0.0
        self.take_when_ready = False  # asked again while thinking: take it once it comes
        self._lock = threading.Lock()  # one Hard bot per game, made off the frame
        self._warming: int | None = None  # id(session) whose bot is being made

    @property
    def _asked(self) -> AdviceKit:
        """The kit the advice (or the thinking) is from: read while there is either."""
        assert self.kit is not None, "no suggestion asked"
        return self.kit

    # --- when it is offered -----------------------------------------------------------------
    def kit_of(self, scene) -> AdviceKit | None:
        """The kit of the game whose decision ``scene`` serves (None: no suggestion there)."""
        kind = getattr(scene, "advice_kit", None)
        if kind is None:
            return None
        kit = self._kits.get(kind)
        if kit is None:
            kit = self._kits[kind] = kind(self)
        return kit

    def scene(self):
        """The decision screen on top when a suggestion may be offered there, else None."""
        if not self.app.settings.suggest_moves or self.app.session is None:
            return None
        top = self.app.stack.top
        kit = self.kit_of(top)
        return top if kit is not None and kit.offered(top) else None

    def current(self, scene) -> bool:
        """The advice (or the thinking) is for the decision on screen: the same seat's same
        decision (the other seats' secret picks meanwhile change nothing of it)."""
        if self.view is None or scene is None:
            return False
        kit = self.kit_of(scene)
        return kit is self.kit and kit.key(kit.view_of(scene)) == kit.key(self.view)

    # --- input ------------------------------------------------------------------------------
    def handle(self, event: Any) -> bool:
        if not (isinstance(event, IntentEvent) and event.pressed and str(event.intent) == "hint"):
            return False
        scene = self.scene()
        if scene is None or not scene.can_act(event):
            return False
        if self.advice is not None and self.current(scene):
            self.take(scene)
        elif self.thinking and self.current(scene):
            # pressed again while the bot thinks: it is taken as soon as it comes (unless it
            # spends a card: that is said first), never lost (N9)
            self.take_when_ready = True
        else:
            self.ask(scene)
        return True

    def _bot_for(self, kit: AdviceKit, session) -> Any:
        """The game's Hard bot, made (and its tables built) once, off the frame."""
        with self._lock:
            bot = self._bots.get(id(session))
            if bot is None:
                bot = kit.make_bot(session)
                self._bots = {id(session): bot}
            return bot

    def _warm(self, scene) -> None:
        """A decision that may ask for a suggestion is up: the bot gets ready meanwhile, so
        that the first suggestion answers as quickly as the next ones."""
        session = scene.session
        if id(session) in self._bots or self._warming == id(session):
            return
        self._warming = id(session)
        kit = self.kit_of(scene)
        assert kit is not None  # a decision that may ask for a suggestion has its kit

        def warm() -> None:
            try:
                self._bot_for(kit, session)
                kit.warm()
            except Exception:  # noqa: BLE001 - the suggestion makes it again if need be
                pass

        threading.Thread(target=warm, name="advice-warm", daemon=True).start()

    def ask(self, scene) -> None:
        kit = self.kit_of(scene)
        assert kit is not None  # a decision that may ask for a suggestion has its kit
        self.kit = kit
        self.view, self.advice, self.thinking = kit.view_of(scene), None, True
        self.take_when_ready = False
        session = scene.session
        result: list = []
        self._result = result
        view = self.view

        def think() -> None:
            try:
                result.append(kit.suggest(view, self._bot_for(kit, session)))
            except Exception:  # noqa: BLE001 - no suggestion rather than a broken game
                result.append(None)
            from game.shell.input.sdl import wake_loop

            wake_loop()  # the loop may be asleep waiting for input: the answer shows at once

        threading.Thread(target=think, name="advice", daemon=True).start()

    def take(self, scene) -> None:
        """Do what the advice says, the way the screen would (the game's kit says how)."""
        advice, self.advice = self.advice, None
        self.app.sound("ui_confirm")
        self._asked.take(scene, advice)

    # --- time -------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        scene = self.scene()
        if scene is not None:
            self._warm(scene)
        if self.thinking and self._result:
            self.thinking = False
            found = self._result[0]
            if found is not None and self.current(scene):
                self.advice = found
                self._asked.shown(scene, found)
                self.app.narrate(self.line(found))
                if self.take_when_ready and not self._asked.spends(found):
                    self.take(scene)
            self.take_when_ready = False
        if (self.advice is not None or self.thinking) and not self.current(scene):
            self.advice, self.thinking, self.view = None, False, None
        kit = self.kit_of(scene) if scene is not None else self.kit
        if kit is not None:
            kit.follow(scene)

    def animating(self) -> bool:
        return self.thinking or (self.advice is not None and not self.app.settings.reduced_motion)

    def prompts(self) -> list[tuple[str, str]]:
        if self.scene() is None:
            return []
        if self.advice is not None:
            return [("hint", self.app.t("advice.take"))]
        return [("hint", self.app.t("advice.prompt"))]

    def line(self, advice) -> str:
        return self._asked.line(advice)

    # --- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene()
        if scene is None or not self.current(scene):
            return
        if self.thinking:
            self._asked.draw_banner(surface, scene, self.app.t("advice.thinking"))
            return
        if self.advice is None:
            return
        self._asked.draw(surface, scene, self.advice, self.pulse_shade())
        self._asked.draw_banner(surface, scene, self.line(self.advice))

    def pulse_shade(self) -> RGB:
        """The accent colour, pulsing (still with reduced motion)."""
        pulse = 1.0
        if not self.app.settings.reduced_motion:
            pulse = 0.6 + 0.4 * (0.5 + 0.5 * math.sin(self.time * 5))
        r, g, b = self.app.palette.accent
        return round(r * pulse), round(g * pulse), round(b * pulse)

    def takes_header(self, scene) -> bool:
        """On a card screen the banner takes the header's place (the cards, buttons and
        kept cards below keep theirs)."""
        shown = self.thinking or self.advice is not None
        if not shown or scene is not self.scene() or not self.current(scene):
            return False
        return self._asked.takes_header(scene)


def frame(surface: pygame.Surface, app: Host, rect: pygame.Rect, shade) -> None:
    """The frame around what a suggestion points at (its cards, its cat)."""
    layout = app.layout
    pygame.draw.rect(surface, shade, rect, max(3, layout.px(5)), border_radius=layout.px(14))


def draw_banner(
    surface: pygame.Surface,
    app: Host,
    box: pygame.Rect,
    label: pygame.Surface,
    body: pygame.Surface,
    inline: bool = False,
) -> None:
    """The suggestion's banner on a panel framed in the accent: its title over its reason
    (``inline``: the title, then the reason beside it, both centred in the box's height)."""
    layout, palette = app.layout, app.palette
    draw_panel(surface, box, app, radius=12)
    pygame.draw.rect(
        surface, palette.accent, box, max(2, layout.px(3)), border_radius=layout.px(12)
    )
    if inline:
        pad = layout.px(10)
        at = label.get_rect(midleft=(box.x + pad, box.centery))
        surface.blit(label, at)
        surface.blit(body, body.get_rect(midleft=(at.right + pad, box.centery)))
        return
    pad = layout.px(14)
    surface.blit(label, (box.x + pad, box.y + pad))
    surface.blit(body, (box.x + pad, box.y + pad + label.get_height()))
