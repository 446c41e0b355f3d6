"""The play-test of 2026-12-06, "The Isle of Cats, polish": what was seen, each held by a test
(the focus pointer in the window, a kept card's tick over the focus ring, ...)."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

from game.shell.ui.gui import focus_pointer

TOOLS = Path(__file__).resolve().parents[2] / "tools"
sys.path.insert(0, str(TOOLS))

import layout_audit  # noqa: E402
import screenshots  # noqa: E402


@pytest.fixture
def reach(tmp_path, monkeypatch):
    """A screen of the layout audit in a fresh app (at a size, text scale and language), its
    frames run and drawn."""
    apps = []

    def show(name: str, size=(1280, 720), scale: float = 1.0, language: str = "en"):
        monkeypatch.setenv("ISLE_OF_CATS_DATA", str(tmp_path / "data"))
        app = screenshots._app(size, tmp_path, language=language, text_scale=scale)
        apps.append(app)
        screenshots.scenes(recordings=layout_audit.GAMES)[name](app)
        for _ in range(3):
            app.step(1 / 60)
        return app, app.stack.top

    yield show
    for app in apps:
        if app.session is not None:
            app.session.close()
    pygame.display.quit()


SIZES = [((1280, 720), 1.0), ((1920, 1080), 1.0), ((1280, 720), 2.0), ((1920, 1080), 2.0)]


@pytest.mark.parametrize("name", ["draft", "buy", "rare_finds"])
@pytest.mark.parametrize(("size", "scale"), SIZES)
def test_the_focus_pointer_stays_in_the_window_on_full_width_rows(reach, name, size, scale):
    """The focus arrow was clipped at the window's left edge (7-card draft and buy, the
    rare-finds list)."""
    app, scene = reach(name, size, scale)
    layout = app.layout
    for item in scene.items:
        if not item.rect.w or item.key.startswith(("news:", "tile:")):
            continue
        ring = item.rect.inflate(layout.px(4), layout.px(4)) if item.card else item.rect
        left = min(x for x, _ in focus_pointer(ring, layout))
        assert left >= 0, f"{item.key}'s focus pointer leaves the window ({left})"


def test_a_kept_cards_tick_shows_over_the_focus_ring(reach):
    """The check mark of a kept card hid under the focus ring when the card had the focus."""
    from game.shell.scenes.decision import RAISE

    app, scene = reach("draft_kept", (1280, 720), 2.0)
    item = scene.items[scene.focus]
    assert item.selected and item.card is not None, "the focus on a kept card"
    app.draw(app.window)
    layout = app.layout
    rect = item.rect.move(0, -layout.px(RAISE))
    center = (rect.right - layout.px(3), rect.top + layout.px(3))
    radius = scene.tick_radius() - 3  # inside its dark rim
    focus = pygame.Color(app.palette.focus)[:3]
    over = [
        (x, y)
        for x in range(center[0] - radius, center[0] + radius + 1)
        for y in range(center[1] - radius, center[1] + radius + 1)
        if (x - center[0]) ** 2 + (y - center[1]) ** 2 <= radius**2
        and app.window.get_at((x, y))[:3] == focus
    ]
    assert not over, f"the focus ring covers the tick ({len(over)} pixels)"


def drawn_size(reach, name: str, size, scale: float, needle: str, language: str = "") -> int:
    """The size of the text that screen shows that contains ``needle``."""
    from game.shell.ui import drawlog

    drawlog.start()  # before the screen: what it composes is known line by line
    try:
        app, _ = reach(name, size, scale, language or "en")
        frame = layout_audit.capture(app)
    finally:
        drawlog.stop()
    pygame.display.quit()
    sizes = [d.piece.size for d in frame.texts if needle in d.text and not d.under]
    assert sizes, f"{needle!r} is not drawn"
    return max(sizes)


@pytest.mark.parametrize(
    ("name", "needle"),
    [
        ("challenges", "Stars:"),  # a challenge's details
        ("daily", "Everyone plays"),  # the daily game's day
        ("game_choice", "Rescue cats"),  # the Isle's pitch under "Which game?"
    ],
)
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_panels_follow_the_text_size(reach, name, needle, size):
    """Issue 43, item 5: several panels kept their 100 % words at 200 % text (at least a
    quarter larger: each shares its room with other choices)."""
    small = drawn_size(reach, name, size, 1.0, needle)
    large = drawn_size(reach, name, size, 2.0, needle)
    assert large >= small * 1.25, f"{needle!r}: {small} px at 100 %, {large} px at 200 %"


def test_english_writes_its_apostrophes_curly():
    """Play-test: "Play today's game" had a straight apostrophe, beside the typographic ones
    of French and of Kitten Toys."""
    import re

    from game.shell.ui.i18n import catalog

    straight = {k: v for k, v in catalog("en").items() if re.search(r"[A-Za-z]'[A-Za-z]", v)}
    assert not straight, straight


def test_words_read_aloud_say_each_thing_once(reach):
    """Play-test, words read aloud: "makes a orange family of 3"; "a common treasure (1 cell),
    1 cell"; a rescue card's speed said twice, and a price for a card already bought."""
    from game.isle.data.window import isle_content
    from game.isle.scenes.rescue import DeclareScene
    from game.isle.ui.narration import describe_card
    from game.shell.scenes.decision import Item

    app, board = reach("commons")
    content = isle_content(app)
    takes = [i for i in board.items if i.key.startswith("take:")]
    assert takes
    for item in takes:
        said = board.describe(item)
        cells = content.shapes[item.data.tile.shape].size
        assert said.count(app.t("board.cells", count=cells)) <= 1, said
    speedy = next(c for c, card in content.cards.items() if getattr(card, "speed", 0))
    said = describe_card(app, speedy)
    assert said.casefold().count(f"speed {content.cards[speedy].speed}") == 1, said
    for key, values in (
        ("advice.fact.family_new", {"size": 3, "points": 8}),
        ("help.cell.map", {}),
    ):
        words = app.t(key, color="orange", **values)
        assert " a orange" not in words, words
    lay = DeclareScene(app, board.game, board.seat)  # its cards are the seat's own
    price = app.t("narrate.price", fish=app.t("common.fish", count=content.cards[speedy].price))
    assert price not in lay.describe(Item("c1", card=speedy)), "a card bought has no price"


def test_french_speaks_to_everyone_alike_and_names_the_game_one_way():
    """Play-test: "Je suis prêt·e" beside "Seul ce joueur regarde" (one inclusive form, one
    not); the window's "L’Île des Chats" and a "L’île des Chats" elsewhere."""
    import re

    from game.shell.ui.i18n import catalog

    texts = catalog("fr")
    inclusive = {k: v for k, v in texts.items() if re.search(r"\w·\w", v)}
    assert not inclusive, inclusive
    assert "Seul ce joueur" not in texts["handoff.hint"]
    named = {k: v for k, v in texts.items() if re.search(r"[Ll][’']île des Chats", v)}
    assert not named, named


@pytest.mark.parametrize("name", ["declare", "buy_kept"])
def test_the_zoom_stays_while_the_focus_is_on_the_button(reach, name):
    """Draft and lay: with the focus on the button, the row kept its room for a zoom that was
    gone (the left third empty, the button off-centre)."""
    app, scene = reach(name, (1920, 1080), 1.0)
    if not scene.uses_zoom():
        pytest.skip("this row reads without a zoom")
    cards = [i for i in scene.items if i.card is not None]
    scene.focus = scene.items.index(cards[-1])
    app.step(1 / 60)
    scene.focus = next(i for i, item in enumerate(scene.items) if item.card is None)
    app.step(1 / 60)
    zoomed = scene.zoom_card()
    assert zoomed is not None and zoomed.key == cards[-1].key, "the last card looked at"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_suggestion_keeps_clear_of_the_buys_fish_counter(reach, size):
    """At 200 % the suggested move's box covered the fish counter on the buy screen."""
    app, scene = reach("buy", size, 2.0)
    advisor = next(o for o in app.overlays if type(o).__name__ == "Advisor")
    kit = advisor.kit_of(scene)
    box, _, _ = kit._header_banner(scene)
    layout = app.layout
    right = layout.point(1240, 0)[0]
    counter = pygame.Rect(right - scene._counter_width(), 0, scene._counter_width(), layout.height)
    assert not box.colliderect(counter), (box, counter)


@pytest.mark.parametrize("name", ["buy_nothing", "pay_basket", "leave_unsaved", "message"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_dialogs_frame_stays_above_the_prompt_bar(reach, name, size):
    """At 200 % the dialogs' frames ran over the top of the prompt bar."""
    from game.shell.ui.prompts import bar_top

    app, scene = reach(name, size, 2.0)
    app.draw(app.window)
    assert scene.box.bottom <= bar_top(app.layout), (scene.box, bar_top(app.layout))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_drafts_heading_is_never_smaller_than_its_cards_to_buy(reach, size):
    """At 200 % in French the draft's heading was smaller than "Cartes à acheter (0) :"."""
    heading = drawn_size(reach, "draft", size, 2.0, "Gardez 2 de ces", "fr")
    kept = drawn_size(reach, "draft", size, 2.0, "Cartes à acheter", "fr")
    assert kept < heading, (kept, heading)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_players_panel_lines_share_one_size(reach, size):
    """At 200 % on the placement, "2 fish" and "Baskets 0/1" stood larger than the lines under
    them (each long line was fitted alone)."""
    from game.shell.ui import drawlog

    drawlog.start()
    try:
        app, board = reach("placing", size, 2.0)
        frame = layout_audit.capture(app)
    finally:
        drawlog.stop()
    seat = board.seat
    me = board.state.seats[seat]
    lines = [app.t("table.fish", count=me.fish), app.t("table.hand", count=len(me.hand))]
    lines.append(app.t("table.private_lessons", count=len(me.lessons)))
    sizes = {d.text: d.piece.size for d in frame.texts if d.text in lines and d.scene == "game"}
    assert set(sizes) == set(lines), sizes
    assert len(set(sizes.values())) == 1, sizes


@pytest.mark.parametrize(("size", "scale"), SIZES)
def test_treasure_choices_fill_their_boxes_and_their_sizes_keep_apart(reach, size, scale):
    """The treasure choices' icons were tiny (the "1 cell" one a few pixels); at 200 % their
    "2 cells3 cells" ran together."""
    from game.isle.data.window import isle_content
    from game.shell.ui import text

    app, board = reach("commons", size, scale)
    layout = app.layout
    takes = [i for i in board.items if i.key.startswith("take:")]
    assert takes
    for item in takes:
        w, h = isle_content(app).shapes[item.data.tile.shape].extents[0]
        drawn = board._choice_cell(item.data.tile, item.rect) * max(w, h)
        assert drawn >= (item.rect.width - layout.px(12)) * 0.8, (item.key, drawn, item.rect)
    notes = []
    for item in takes:
        count = isle_content(app).shapes[item.data.tile.shape].size
        words = app.t("board.cells", count=count)
        width = text.font("bold", board._picture_note_size(item.rect.width)).size(words)[0]
        notes.append(pygame.Rect(0, 0, width, 4).move_to(centerx=item.rect.centerx))
    for left, right in zip(notes, notes[1:], strict=False):
        assert right.left - left.right >= layout.px(3), "the sizes under the pictures touch"
