"""Long texts in a framed box, split into pages that fit at any text scale.

A page break falls between paragraphs, or between two sentences (or two lines) of a paragraph
too long for the room left: never inside a sentence. A heading never ends a page, and a topic of
another part ("Standard game", "Family", "Solo") starts a page whose top names that part. A topic
may carry a picture drawn with the game's own art.

Pages turn with left / right, the shoulders and triggers, the wheel and the mouse's side buttons,
or a click on the arrows beside the page counter; the prompt bar names the device's way.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.shell.input import Intent, IntentEvent
from game.shell.input.glyphs import glyphs
from game.shell.scenes.backdrop import draw_menu_background
from game.shell.scenes.menu_base import MenuScene
from game.shell.scenes.stack import Host
from game.shell.ui import text
from game.shell.ui.gui import Button, Widget, intent_name
from game.shell.ui.panels import draw_panel, heading
from game.shell.ui.prompts import glyph_words

Section = tuple[str, str]  # (heading, body); an empty heading continues the page
Picture = Callable[[int, int], pygame.Surface]  # (max width, height) in pixels -> the picture

# where a line may break across pages: after a sentence's end (not after a list number such as
# "1."); a paragraph's own line breaks are breaks too
_BREAK = re.compile(r"(?:(?<=[^\d\s][.…])|(?<=\w[!?])|(?<=\w\u00a0[!?]))[ \t]+(?=\S)")
PREVIOUS = ("left", "prev", "rotate_left")
NEXT = ("right", "next", "rotate_right")


@dataclass(frozen=True)
class Topic:
    heading: str
    body: str
    part: str = ""  # the part of the text (a new part starts a page, named at its top)
    picture: Picture | None = None


@dataclass(frozen=True)
class Block:
    surface: pygame.Surface
    kind: str  # "heading", "picture" or "text"
    words: str = ""


@dataclass
class Page:
    part: str
    blocks: list[Block]

    def __iter__(self):
        return iter(b.surface for b in self.blocks)

    def __len__(self) -> int:
        return len(self.blocks)

    def __getitem__(self, index: int) -> pygame.Surface:
        return self.blocks[index].surface


def sentences(paragraph: str) -> list[str]:
    """The pieces a page may break between: its sentences, and its lines (a piece that ends a
    line keeps its line break)."""
    pieces = []
    for line in paragraph.split("\n"):
        parts = [p for p in _BREAK.split(line) if p.strip()]
        pieces += [f"{p} " for p in parts[:-1]] + [f"{parts[-1]}\n"] if parts else []
    return pieces


def joined(pieces: list[str]) -> str:
    return "".join(pieces).rstrip()


class PagedTextScene(MenuScene):
    box = (110.0, 140.0, 1060.0, 470.0)
    area = (490.0, 620.0, 300.0, 56.0)
    picture_height = 120.0  # reference units

    @property
    def spacing(self) -> float:
        """Line spacing: airy at 100 %, tighter as the text grows (the page keeps its room)."""
        return max(1.0, 1.15 - 0.15 * (self.app.settings.text_scale - 1.0))

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.title_y = 96.0
        self.page = 0
        self._pages: list[Page] = []
        self._key: tuple = ()
        self.arrows: dict[str, pygame.Rect] = {}

    def build(self) -> None:
        # laid out again on every build, so that a new text scale (set from the pause menu's
        # settings, with this screen below) moves the button, the box and the title too.
        # The Back button's row grows with the text scale (as Form's rows do): the text box
        # gives up the room so that the button stays above the prompt bar
        scale = self.app.settings.text_scale
        box, area = type(self).box, type(self).area
        row = max(area[3], max(self.font_size, 22.0) * 2.0 * scale)
        x, y, w, h = box
        button_y = min(area[1], 664.0 - row)
        self.area = (area[0], button_y, area[2], row)
        # the box starts below the screen's title, which grows with the text scale too (a
        # little less than the text: at 200 % the page keeps room for its sentences)
        self.title_y = 96.0 - 40.0 * (scale - 1.0)
        top = max(y - 30.0 * (scale - 1.0), self.title_y + 0.62 * self.title_size() + 6.0)
        self.box = (x, top, w, min(h, button_y - 10.0 - top))
        super().build()

    def title_size(self) -> float:
        """The title's size in reference units with the text scale (grows by half of it)."""
        return 44.0 * (1.0 + (self.app.settings.text_scale - 1.0) / 2)

    def draw_title(self, surface: pygame.Surface) -> None:
        if not self.title_key:
            return
        layout, palette = self.app.layout, self.app.palette
        title = self.t(self.title_key)
        size = round(self.title_size() * layout.scale)
        size = text.fit_size(title, "title", size, layout.px(1200))
        image = text.render(title, "title", size, palette.text)
        heading(surface, image, layout.point(640, self.title_y), self.app)  # on its dark plate

    def sections(self) -> Sequence[Section | Topic]:
        return []

    def topics(self) -> list[Topic]:
        return [s if isinstance(s, Topic) else Topic(*s) for s in self.sections()]

    def widgets(self) -> list[Widget]:
        return [Button("back", self.t("prompt.back"), on_press=self.back)]

    def draw_background(self, surface: pygame.Surface) -> None:
        draw_menu_background(surface, self.app)

    # --- pages ---------------------------------------------------------------------------
    def _paginate(self) -> list[Page]:
        layout, palette = self.app.layout, self.app.palette
        key = (layout, palette.name, self.app.settings.language, self.app.settings.text_scale)
        if key == self._key:
            return self._pages
        x, y, w, h = self.box
        width = layout.px(w) - layout.px(60)
        height = layout.px(h) - layout.px(64)
        gap = layout.px(12)
        size = layout.font(20)
        if any(topic.part for topic in self.topics()):
            height -= self._part_height()  # the part's name heads every page
        step = int(text.font("body", size).get_linesize() * self.spacing)  # a body line

        def body(words: str) -> Block:
            return Block(
                text.render_block(words, "body", size, palette.text, width, spacing=self.spacing),
                "text",
                words,
            )

        pages: list[Page] = []
        used = 0

        def new_page(part: str) -> None:
            nonlocal used
            pages.append(Page(part, []))
            used = 0

        def add(block: Block) -> None:
            nonlocal used
            pages[-1].blocks.append(block)
            used += block.surface.get_height() + gap

        for topic in self.topics():
            if not pages or (topic.part and topic.part != pages[-1].part):
                new_page(topic.part)
            paragraphs = [p for p in topic.body.split("\n\n") if p.strip()]
            heads: list[Block] = []
            if topic.heading:
                heads.append(
                    Block(
                        text.render_block(
                            topic.heading, "title", layout.font(26), palette.accent, width
                        ),
                        "heading",
                        topic.heading,
                    )
                )
            if topic.picture is not None:
                picture = topic.picture(width, min(layout.px(self.picture_height), height // 4))
                heads.append(Block(picture, "picture"))
            if heads:
                # a heading (and its picture) starts a page when it and two lines of what
                # follows do not fit
                need = sum(b.surface.get_height() + gap for b in heads) + 2 * step
                if pages[-1].blocks and used + need > height:
                    new_page(pages[-1].part)
                for block in heads:
                    add(block)
            for paragraph in paragraphs:
                block = body(paragraph)
                if used + block.surface.get_height() <= height:
                    add(block)
                    continue
                pieces = sentences(paragraph)
                while pieces:
                    fit = 0
                    for n in range(len(pieces), 0, -1):  # the most sentences that fit
                        lines = text.wrap(joined(pieces[:n]), "body", size, width)
                        if used + len(lines) * step <= height:
                            fit = n
                            break
                    if fit:
                        add(body(joined(pieces[:fit])))
                        pieces = pieces[fit:]
                        continue
                    page = pages[-1]
                    ending = 0  # the heading (and picture) that would end this page
                    while ending < len(page.blocks) and page.blocks[-1 - ending].kind != "text":
                        ending += 1
                    if ending < len(page.blocks):  # the heading goes on with its text
                        carried = page.blocks[len(page.blocks) - ending :]
                        del page.blocks[len(page.blocks) - ending :]
                        new_page(page.part)
                        for block in carried:
                            add(block)
                        continue
                    if any(b.kind == "picture" for b in page.blocks):  # a small page: the
                        page.blocks[:] = [b for b in page.blocks if b.kind != "picture"]
                        used = sum(b.surface.get_height() + gap for b in page.blocks)
                        continue  # text before pictures
                    # one sentence longer than a whole page: it runs on, line by line
                    lines = text.wrap(pieces[0].rstrip(), "body", size, width)
                    room = max(1, (height - used) // step)
                    add(body("\n".join(lines[:room])))
                    rest = " ".join(lines[room:])
                    pieces = (
                        [rest + pieces[0][len(pieces[0].rstrip()) :]] if rest else []
                    ) + pieces[1:]
                    if pieces:
                        new_page(page.part)
        self._pages, self._key = pages, key
        self.page = min(self.page, len(pages) - 1)
        return pages

    def _part_height(self) -> int:
        layout = self.app.layout
        return text.font("bold", layout.font(15)).get_linesize() + layout.px(4)

    def turn(self, by: int) -> bool:
        pages = len(self._paginate())
        page = max(0, min(pages - 1, self.page + by))
        if page == self.page:
            return False
        self.page = page
        self.app.sound("ui_move")
        self.app.narrate(self.page_words())
        return True

    def page_words(self) -> str:
        """The page read aloud: its words, then where it is."""
        page = self._paginate()[self.page]
        words = [b.words.rstrip(".") for b in page.blocks if b.words]
        where = self.t("howto.page_of", page=self.page + 1, pages=len(self._paginate()))
        return ". ".join([*words, where]) + "."

    def handle(self, event) -> bool:
        if isinstance(event, IntentEvent) and event.pressed:
            name = intent_name(event.intent)
            if name == "confirm" and event.pos is not None:
                for way, rect in self.arrows.items():
                    if rect.collidepoint(event.pos):
                        self.turn(-1 if way == "previous" else 1)
                        return True
                for intent, rect in getattr(self.app, "prompt_rects", ()):
                    if rect.collidepoint(event.pos) and intent in PREVIOUS + NEXT:
                        self.turn(-1 if intent in PREVIOUS else 1)
                        return True
            if name in PREVIOUS and self.page > 0:
                return self.turn(-1)
            if name in NEXT and self.page < len(self._paginate()) - 1:
                return self.turn(1)
        return super().handle(event)

    def prompts(self):
        prompts = [("back", self.t("prompt.back"))]
        if len(self._paginate()) > 1:
            # the device's own way to turn pages: the wheel for the mouse, else left / right
            mouse = getattr(self.app.input, "layout", "keyboard") == "mouse"
            back, forth = ("rotate_left", "rotate_right") if mouse else ("left", "right")
            prompts = [
                (back, self.t("prompt.previous_page")),
                (forth, self.t("prompt.next_page")),
            ] + prompts
        return prompts

    # --- drawing ----------------------------------------------------------------------------
    def draw_extra(self, surface: pygame.Surface) -> None:
        layout, palette = self.app.layout, self.app.palette
        pages = self._paginate()
        box = layout.rect(*self.box)
        draw_panel(surface, box, self.app, radius=14, alpha=240)
        page = pages[self.page]
        y = box.top + layout.px(24)
        if page.part:
            label = text.render(page.part.upper(), "bold", layout.font(15), palette.text_dim)
            surface.blit(label, (box.left + layout.px(30), y - layout.px(10)))
            y += self._part_height() - layout.px(10)
        for block in page.blocks:
            left = box.left + layout.px(30)
            if block.kind == "picture":
                left = box.centerx - block.surface.get_width() // 2
            surface.blit(block.surface, (left, y))
            y += block.surface.get_height() + layout.px(12)
        self.arrows = {}
        if len(pages) > 1:
            self._draw_counter(surface, box, len(pages))

    def _draw_counter(self, surface: pygame.Surface, box: pygame.Rect, pages: int) -> None:
        """ "‹ 2 / 9 ›" at the bottom right: the arrows are buttons for the mouse."""
        layout, palette = self.app.layout, self.app.palette
        counter = text.render(
            f"{self.page + 1} / {pages}", "bold", layout.font(18), palette.text_dim
        )
        size = layout.px(30)
        right = box.right - layout.px(16)
        bottom = box.bottom - layout.px(8)
        nxt = pygame.Rect(right - size, bottom - size, size, size)
        spot = counter.get_rect(midright=(nxt.left - layout.px(8), nxt.centery))
        prev = pygame.Rect(spot.left - layout.px(8) - size, nxt.top, size, size)
        surface.blit(counter, spot)
        for way, rect, live in (
            ("previous", prev, self.page > 0),
            ("next", nxt, self.page < pages - 1),
        ):
            color = palette.accent if live else palette.text_dim
            pygame.draw.rect(surface, color, rect, max(1, layout.px(2)), border_radius=size // 3)
            cx, cy, d = rect.centerx, rect.centery, size // 4
            sign = -1 if way == "previous" else 1
            points = [
                (cx + sign * d, cy),
                (cx - sign * d // 1.2, cy - d),
                (cx - sign * d // 1.2, cy + d),
            ]
            pygame.draw.polygon(surface, color, points)
            if live:
                self.arrows[way] = rect


# --- the controls, from the live bindings (every game's How to play ends with them) ----------

DIRECTIONS = (Intent.UP, Intent.DOWN, Intent.LEFT, Intent.RIGHT)


def controls_text(app, kind: str, intents) -> str:
    """One line per action of ``intents``: what it does, then every input bound to it on
    ``kind`` (keyboard, mouse, pad: the layout of the first pad plugged in)."""
    bindings = app.input.bindings
    pads = app.input.pads
    layout = (pads[0].layout if pads else "xbox") if kind == "pad" else kind
    t = app.t
    lines = []
    if kind == "mouse":
        lines.append(t("howto.controls.point"))
    else:
        ways = [glyphs(bindings, d, layout) for d in DIRECTIONS]
        if all(ways):
            sets = [move_words(app, [w[i] for w in ways]) for i in range(min(map(len, ways)))]
            lines.append(
                t("howto.controls.line", action=t("howto.controls.move"), inputs=" / ".join(sets))
            )
    for intent in intents:
        inputs = [glyph_words(app, g) for g in glyphs(bindings, intent, layout)]
        if inputs:
            lines.append(
                t(
                    "howto.controls.line",
                    action=t(f"intent.{intent.value}"),
                    inputs=" / ".join(inputs),
                )
            )
    return "\n".join(lines)


def move_words(app, names: list[str]) -> str:
    """Four inputs (up, down, left, right) that move, in the player's language: the name of
    their family when they share one ("Arrows", "D-pad", "L Stick"), else the four keys in
    the order of the hand on them ("W A S D")."""
    if names == ["Up", "Down", "Left", "Right"]:
        return glyph_words(app, "Arrows")
    ends = (" Up", " Down", " Left", " Right")
    stems = {n.removesuffix(end) for n, end in zip(names, ends, strict=True) if n.endswith(end)}
    if len(stems) == 1 and all(n.endswith(end) for n, end in zip(names, ends, strict=True)):
        return glyph_words(app, stems.pop())
    up, down, left, right = names
    return " ".join(glyph_words(app, n) for n in (up, left, down, right))


def row(images: list[pygame.Surface], width: int, height: int) -> pygame.Surface:
    """Pictures side by side, each scaled to ``height`` (all smaller if the row is too wide)."""
    gap = max(4, height // 8)
    scaled = [
        pygame.transform.smoothscale(
            image, (max(1, round(image.get_width() * height / image.get_height())), height)
        )
        for image in images
    ]
    total = sum(s.get_width() for s in scaled) + gap * (len(scaled) - 1)
    if total > width:
        factor = width / total
        scaled = [
            pygame.transform.smoothscale(
                s, (max(1, int(s.get_width() * factor)), max(1, int(s.get_height() * factor)))
            )
            for s in scaled
        ]
        gap = int(gap * factor)
        total = sum(s.get_width() for s in scaled) + gap * (len(scaled) - 1)
    surface = pygame.Surface((total, max(s.get_height() for s in scaled)), pygame.SRCALPHA)
    x = 0
    for s in scaled:
        surface.blit(s, (x, (surface.get_height() - s.get_height()) // 2))
        x += s.get_width() + gap
    return surface


def parted_topics(t, parts, prefix: str, picture) -> list[Topic]:
    """A game's rules as topics: for each (part, topics) of ``parts``, each topic's title and
    body (``<prefix>.<topic>.title`` and ``.body``) under its part's name
    (``<prefix>.part.<part>``), with ``picture(topic)`` beside it."""
    topics = []
    for part, names in parts:
        label = t(f"{prefix}.part.{part}")
        for topic in names:
            title, body = t(f"{prefix}.{topic}.title"), t(f"{prefix}.{topic}.body")
            topics.append(Topic(title, body, label, picture(topic)))
    return topics


# The status keys and speech's own (issue 46): the same in every game, in every How to play.
EAR_INTENTS = (
    Intent.HELP,
    Intent.WHERE,
    Intent.STANDINGS,
    Intent.TABLE,
    Intent.MINE,
    Intent.REPEAT,
    Intent.EARLIER,
    Intent.HUSH,
    Intent.SPEECH,
)


def ear_text(app) -> str:
    """Playing by ear: each status key on the keyboard, then on a pad (View held)."""
    bindings = app.input.bindings
    pads = app.input.pads
    layout = pads[0].layout if pads else "xbox"
    t = app.t
    lines = [t("howto.ear.intro")]
    for intent in EAR_INTENTS:
        keys = glyphs(bindings, intent, "keyboard") + glyphs(bindings, intent, layout)[-1:]
        inputs = [glyph_words(app, g) for g in keys]
        if inputs:
            lines.append(
                t(
                    "howto.controls.line",
                    action=t(f"intent.{intent.value}"),
                    inputs=" / ".join(inputs),
                )
            )
    return "\n".join(lines)


def control_topics(app, intents, notes: tuple[str, ...] = ()) -> list[Topic]:
    """The controls' pages of How to play: the keyboard's, the mouse's and the pad's lines,
    playing by ear (the status keys), then ``notes`` (catalog keys) and what the prompt bar
    shows."""
    t = app.t
    label = t("howto.part.controls")
    topics = [
        Topic(t(f"howto.controls.{kind}"), controls_text(app, kind, intents), label)
        for kind in ("keyboard", "mouse", "pad")
    ]
    topics.append(Topic(t("howto.ear.title"), ear_text(app), label))
    return topics + [Topic("", t(key), label) for key in (*notes, "howto.controls.bar")]
