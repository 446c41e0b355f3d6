"""A click acts on what is under the pointer at the click's position, whatever the focus, the
last device and how long the screen has been still (issue 43, item 1: on the draft and buy
screens a click on a card often kept nothing while its hover frame showed)."""

from __future__ import annotations

import pygame
import pytest

from game.isle.scenarios import at_screen, new_session, play_until
from game.isle.scenes.game import GameScene
from tests.app.conftest import Driver


def click(drive: Driver, pos, still_updates: int = 0) -> None:
    """Point at ``pos``, let the screen stay still for a while (its updates run, nothing is
    drawn), then click there."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=()))
    drive.frames(1)
    for _ in range(still_updates):
        drive.top.update(1 / 60)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, button=1, pos=pos))
        drive.frames(1)


def screen_at(app, screen: str):
    session = new_session(app, seed=3)
    assert play_until(session, at_screen(screen))
    app.start(GameScene(app, session))
    drive = Driver(app)
    drive.frames(3)
    assert drive.top.screen == screen
    return drive


@pytest.mark.parametrize("still_updates", [0, 1, 30])
def test_a_click_on_a_draft_card_keeps_it_after_any_number_of_still_frames(app, still_updates):
    drive = screen_at(app, "draft")
    draft = drive.top
    draft.focus = len(draft.items) - 1  # the focus on the button, far from the card
    card = next(item for item in draft.items if item.card is not None)
    click(drive, card.rect.center, still_updates)
    assert card.card in draft.chosen, "the card under the pointer is kept"


def test_the_buy_screen_s_done_button_answers_a_click(app):
    drive = screen_at(app, "buy")
    buy = drive.top
    done = next(item for item in buy.items if item.key == "done")
    before = app.session.view(buy.seat).state
    click(drive, done.rect.center, 10)
    assert app.stack.top is not buy or app.session.view(buy.seat).state != before
