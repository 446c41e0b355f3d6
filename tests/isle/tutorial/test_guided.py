"""The guided game as a session: the script's dealer and bot, steps that wait, refuse what they
do not ask (without applying it), hold the bot while the player reads, and resume where left."""

from __future__ import annotations

import pytest

from game.isle.data.loader import load_content
from game.isle.rules import is_over, state_hash
from game.isle.rules.actions import Keep, Place
from game.isle.session.match import LogError
from game.isle.tutorial.guided import TutorialRefusal, TutorialSession, play_to, resume
from game.isle.tutorial.script import load_script, replay


@pytest.fixture(scope="module")
def content():
    return load_content()


@pytest.fixture(scope="module")
def script(content):
    return load_script("first_game", content)


def test_the_session_plays_the_script_to_the_end(content, script):
    session = TutorialSession(content, script)
    play_to(session)
    assert session.guide.finished
    assert is_over(session.match.state)
    assert state_hash(session.match.state) == state_hash(replay(script, content))


def test_a_wrong_action_is_refused_and_not_applied(content, script):
    session = TutorialSession(content, script)
    play_to(session, "draft1")
    before = list(session.match.log)
    with pytest.raises(TutorialRefusal) as refusal:
        session.submit(Keep(0, (43, 98)))  # legal for the rules, not what the step asks
    assert refusal.value.code == "tutorial_expects"
    assert session.match.log == before
    session.submit(Keep(0, (1, 55)))
    assert session.guide.step.id == "draft1" and session.guide.after  # its explanation


def test_a_step_that_reads_refuses_every_action_and_holds_the_bot(content, script):
    session = TutorialSession(content, script)
    assert session.guide.step.id == "welcome"
    assert session.bot_movers() == [], "Leo waits while the player reads"
    with pytest.raises(TutorialRefusal) as refusal:
        session.submit(Keep(0, (1, 55)))
    assert refusal.value.code == "tutorial_read"
    assert session.press() and session.guide.step.id == "day"


def test_a_placement_turned_to_the_same_cells_is_the_step_s_placement(content, script):
    session = TutorialSession(content, script)
    play_to(session, "place1")
    # the cross-shaped cat looks the same in every orientation: any k covers the same cells
    session.submit(Place(0, 19, 3, 6))
    assert session.guide.after


def test_the_guided_game_resumes_where_it_was_left(content, script, tmp_path):
    path = tmp_path / "tutorial.jsonl"
    session = TutorialSession(content, script, save_path=path)
    play_to(session, "place2")
    saved = state_hash(session.match.state)
    again = resume(content, script, path)
    assert again.guide.step.id == "place2" and not again.guide.after
    assert state_hash(again.match.state) == saved
    play_to(again)
    assert again.guide.finished and is_over(again.match.state)


def test_a_broken_or_foreign_save_is_not_resumed(content, script, tmp_path):
    path = tmp_path / "tutorial.jsonl"
    path.write_text("not json\n")
    with pytest.raises(LogError):
        resume(content, script, path)
    session = TutorialSession(content, script, save_path=path)
    play_to(session, "buy")
    lines = path.read_text().splitlines()
    path.write_text("\n".join(lines[:-3]) + "\n")  # the last actions lost: behind its step
    with pytest.raises(LogError, match="behind its step"):
        resume(content, script, path)
    path.write_text(lines[0].replace("first_game", "other_game") + "\n")
    with pytest.raises(LogError, match="another script"):
        resume(content, script, path)


def test_the_seat_names_follow_the_language(content, script):
    assert [s.name for s in TutorialSession(content, script, "fr").seats] == ["Vous", "Léo"]
