"""The table's messages in layers (issue 34, item 2; play-test 2026-12-04 N2, N3, N4, N7,
N15): a bot's caption never covers what the human chooses from, the sister's lines fit at
200 %, toasts, banners and the "since your turn" strip never lie over each other nor over the
player's name and fish, and "X is playing…" never names another seat than the one whose move
is shown."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

from game.isle.rules.actions import Pass
from game.isle.rules.state import RareTurn, RescueTurn
from game.isle.ui.captions import caption
from game.shell.ui import drawlog
from tests.app.conftest import Driver, make_app

TOOLS = Path(__file__).resolve().parents[2] / "tools"
sys.path.insert(0, str(TOOLS))

import layout_audit  # noqa: E402
import screenshots  # noqa: E402
from layout_checks import ink_rect  # noqa: E402


def message_words(app, game) -> list[str]:
    """Every message the table may show now, in words."""
    words = [caption(app, m) for m in game.recap.moves]
    words += [t.label for t in game.effects.toasts] + [b.label for b in game.effects.banners]
    return [w for w in words if w]


def drawn(frame, words: list[str]) -> list:
    """The lines of those messages the frame drew (lines of six letters or more)."""
    return [
        d
        for d in frame.texts
        if not d.under and len(d.text.strip()) >= 6 and any(d.text.strip() in w for w in words)
    ]


def panel_words(app, game, frame) -> list:
    """The player's name and fish count as the panel drew them."""
    seat = game.served
    name = app.seat_name(seat)
    fish = app.t("table.fish", count=game.session.view(seat).state.seats[seat].fish)
    return [d for d in frame.texts if d.text in (name, fish) and d.scene == "game"]


@pytest.fixture
def shown(tmp_path, monkeypatch):
    """A screen of the layout audit, reached in a fresh app (at a size, text scale and
    language), then drawn into a recorded frame."""
    apps = []

    def show(name: str, size=(1280, 720), scale: float = 1.0, language: str = "en"):
        monkeypatch.setenv("ISLE_OF_CATS_DATA", str(tmp_path / "data"))
        app = screenshots._app(size, tmp_path, language=language, text_scale=scale)
        apps.append(app)
        drawlog.start()  # before the screen: what it composes is known line by line
        try:
            screenshots.scenes(recordings=layout_audit.GAMES)[name](app)
            frame = layout_audit.capture(app, step=True)
        finally:
            drawlog.stop()
        return app, frame

    yield show
    for app in apps:
        if app.session is not None:
            app.session.close()
    pygame.display.quit()


ROWS = [((1280, 720), 1.0, "en"), ((1280, 720), 2.0, "fr")]


@pytest.mark.parametrize("name", ["bot_caption", "sister_caption", "messages"])
@pytest.mark.parametrize(("size", "scale", "language"), ROWS)
def test_messages_cover_no_choice_no_other_message_and_not_the_players_name(
    shown, name, size, scale, language
):
    app, frame = shown(name, size, scale, language)
    game = app.stack.scenes[0]
    board = app.stack.top
    lines = drawn(frame, message_words(app, game))
    assert lines, "the moment shows messages"
    choices = [i.rect for i in board.items if i.rect.w and not i.key.startswith("news:")]
    choices += [i.alt for i in board.items if i.alt is not None]
    keep = [ink_rect(d) for d in panel_words(app, game, frame)]
    for line in lines:
        ink = ink_rect(line)
        assert not line.piece.cut, f"{line.text!r} is cut"
        assert ink.collidelist(choices) < 0, f"{line.text!r} lies over a choice"
        assert ink.collidelist(keep) < 0, f"{line.text!r} lies over the player's name or fish"
        others = [ink_rect(o) for o in lines if o is not line and o.text != line.text]
        assert ink.collidelist(others) < 0, f"{line.text!r} lies over another message"


def test_the_sisters_line_is_read_at_the_tables_size_at_200_percent(shown):
    """Play-test N3: her line was drawn at title size, cut and over the fields."""
    app, frame = shown("sister_caption", (1280, 720), 2.0, "fr")
    game = app.stack.scenes[0]
    lines = [b.label for b in game.effects.banners if b.small]
    assert lines
    for line in drawn(frame, lines):
        assert line.piece.size <= game.table.reading(18)
        assert game.table.regions().island.union(game.table.regions().boat).contains(line.rect)


def others_play(app, speed: str = "normal"):
    from game.isle.scenarios import new_session, play_until
    from game.isle.scenes.game import GameScene

    session = new_session(app, players=4, seed=5, humans=1)
    assert play_until(session, lambda s: isinstance(s.top, RescueTurn) and s.day >= 2)
    app.settings.animation_speed = speed
    app.settings.anytime_prompts = "never"
    game = GameScene(app, session)
    app.start(game)
    drive = Driver(app)
    drive.frames(2)
    assert game.submit(Pass(0)) is not None
    return session, game, drive


def test_a_bots_caption_goes_when_the_humans_decision_starts(tmp_path, monkeypatch):
    """Play-test N2: "Nora rescues the orange cat" stayed 6 s into Leo's turn."""
    app = make_app(tmp_path, monkeypatch)
    try:
        session, game, drive = others_play(app)
        captions = 0
        for _ in range(60 * 90):
            drive.frames(1)
            captions += game.effects.moves.caption is not None
            if getattr(drive.top, "screen", "") == "board" and drive.top.still_current():
                break
        assert isinstance(session.state.top, RareTurn) and session.state.top.seat == 0
        assert captions, "the bots' moves had their captions"
        assert game.effects.moves.caption is None, "the last bot's caption is gone"
        assert game.effects.moves.last is not None, "its move stays outlined on its boat"
    finally:
        if app.session is not None:
            app.session.close()
        pygame.display.quit()


def test_who_is_playing_never_names_another_seat_while_a_move_is_shown(tmp_path, monkeypatch):
    """Play-test N7: "Nora is playing…" while Sam's caption and grown boat were up."""
    app = make_app(tmp_path, monkeypatch)
    try:
        session, game, drive = others_play(app)
        names = [s.name for s in session.seats]
        grown = 0
        drawlog.start()
        try:
            for _ in range(60 * 40):
                drive.frames(1)
                zooms = game.effects.moves.zooms
                if not zooms or drive.top is not game:
                    continue
                grown += 1
                shown = {names[z.seat] for z in zooms}
                frame = layout_audit.capture(app)
                playing = [
                    d.text
                    for d in frame.texts
                    if any(d.text == app.t("game.thinking", names=n, count=1) for n in names)
                ]
                for words in playing:
                    assert any(n in words for n in shown), f"{words!r} while {shown} is shown"
                if isinstance(session.state.top, RareTurn) and session.state.top.seat == 0:
                    break
        finally:
            drawlog.stop()
        assert grown, "a bot's boat grew for its move"
    finally:
        if app.session is not None:
            app.session.close()
        pygame.display.quit()


def test_a_card_screens_refusal_is_shown_over_it_not_under_its_ground(tmp_path, monkeypatch):
    """The buy's "too dear" and the draft's "keep 2" toasts were drawn under the screen's
    ground (the table's layer): nobody saw them."""
    app = make_app(tmp_path, monkeypatch)
    try:
        from game.isle.scenarios import at_screen, new_session, play_until
        from game.isle.scenes.game import GameScene

        session = new_session(app, players=4, seed=5, humans=1)
        assert play_until(session, at_screen("draft"))
        app.start(GameScene(app, session))
        drive = Driver(app)
        drive.frames(4)
        draft = drive.top
        assert draft.screen == "draft"
        drive.focus_item(lambda i: i.key == "keep")
        words = app.t("draft.choose_more", count=draft.keep)
        drawlog.start()
        try:
            drive.press("confirm")  # nothing kept yet: refused, with a reason
            frame = layout_audit.capture(app)
        finally:
            drawlog.stop()
        shown = [d for d in frame.texts if len(d.text.strip()) >= 6 and d.text.strip() in words]
        assert shown and not any(d.under for d in shown), "the reason is read over the screen"
        cards = [i.rect for i in draft.items]
        for d in shown:
            assert ink_rect(d).collidelist(cards) < 0
        # pressed again and again: the reason shows once, its time starting again (a real
        # window showed four copies of it, at the top and over the cards to buy)
        for _ in range(3):
            drive.press("confirm")
        assert [t.label for t in game_toasts(app)] == [words]
    finally:
        if app.session is not None:
            app.session.close()
        pygame.display.quit()


def game_toasts(app):
    return app.stack.scenes[0].effects.toasts


def test_the_sisters_lines_follow_one_another_and_her_turn_ends(tmp_path, monkeypatch):
    """A whole day of the sister's lines, said at once, each after the one before: a daily
    game once never reached its scoring, the sum of the waits doubling with every line (the
    48th line waited 10^16 seconds and the table stayed busy)."""
    app = make_app(tmp_path, monkeypatch)
    try:
        from game.isle.scenarios import new_session
        from game.isle.scenes.game import GameScene

        session = new_session(app, players=1, mode="solo", difficulty="expert", seed=11)
        app.start(GameScene(app, session))
        effects = app.stack.scenes[0].effects
        effects.banners.clear()
        lines = [f"The sister takes cat {n}." for n in range(48)]
        for line in lines:
            effects.announce(line)
        waiting = [b for b in effects.banners if b.small]
        assert [b.label for b in waiting] == lines
        for before, after in zip(waiting, waiting[1:], strict=False):
            end = before.tween.delay + before.tween.duration
            assert after.tween.delay == pytest.approx(end), "each line starts as the last ends"
        total = waiting[-1].tween.delay + waiting[-1].tween.duration
        assert total == pytest.approx(sum(b.tween.duration for b in waiting))
        for _ in range(int(total * 60) + 120):
            effects.update(1 / 60)
        assert not effects.busy(), "the sister's turn ends once her lines are read"
    finally:
        if app.session is not None:
            app.session.close()
        pygame.display.quit()


@pytest.mark.parametrize(("size", "scale", "language"), ROWS)
def test_a_bots_words_never_lie_on_the_players_own_boats_top_rows_during_their_turn(
    shown, size, scale, language
):
    """Issue 43, item 3: "Sam takes a common treasure…" sat on the top rows of the human's own
    boat for the whole turn. Its words go over the island, else low on the boat, and after a
    caption's time they go."""
    app, frame = shown("bot_caption", size, scale, language)
    game = app.stack.scenes[0]
    board = app.stack.top
    boat = game.table.regions().boat
    boat.height //= 2  # its top rows, next to the fields
    app.settings.animation_speed = "normal"  # its time runs (instant keeps it)
    told = [
        (key, spot)
        for key, _, _, _, spot in game.effects.message_places(board)
        if key[0] in ("recap", "caption")
    ]
    assert told, "the newest move is told at the turn's start"
    for key, spot in told:
        assert spot is None or not spot.colliderect(boat), f"{key} lies on the player's boat"
    from game.isle.scenes.news import READ_SECONDS

    for _ in range(round(READ_SECONDS * 60) + 10):
        app.step(1 / 60)
    assert board.recap_message() is None, "the words go after a caption's time"
    assert board.sleeps(), "then the turn waits for the player"


def test_toasts_come_one_at_a_time_and_a_refusal_first(shown):
    """Issue 43, item 3: 2-3 toasts stacked over the island at once."""
    app, frame = shown("messages")
    game = app.stack.scenes[0]
    effects = game.effects
    labels = [t.label for t in effects.toasts]
    assert labels[0] == app.t("board.no_card_to_play"), "the refusal answers the press first"
    toasts = [key for key, *_, spot in effects.message_places(app.stack.top) if key[0] == "toast"]
    assert len(toasts) == 1, "one toast on the table at a time"
    texts = [d.text.strip() for d in frame.texts]
    assert sum(any(label.startswith(t) for t in texts if len(t) > 5) for label in labels) == 1
    first = effects.toasts[0]
    for _ in range(60 * 5):
        effects.update(1 / 60)
        if first not in effects.toasts:
            break
    assert first not in effects.toasts and effects.toasts, "the next one's turn comes"


def test_a_seats_auto_pass_is_old_news_at_its_next_decision(shown):
    """Issue 43, item 3: "Mia had nothing to do and passed." showed under Mia's own rare-find
    choices."""
    app, frame = shown("rare_finds")
    game = app.stack.scenes[0]
    board = app.stack.top
    seat = board.seat
    words = app.t("game.auto_passed", name=app.seat_name(seat))
    game.effects.toast(words, seat=seat)
    game.effects.toast("Leo passes")
    app.stack.pop()
    app.stack.apply()
    game.update(1 / 60)  # the router serves the seat's decision again
    app.stack.apply()
    assert getattr(app.stack.top, "screen", "") == "board"
    assert [t.label for t in game.effects.toasts] == ["Leo passes"]
