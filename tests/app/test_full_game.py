"""A full standard game through the scenes: one human driven by intents, three bots."""

from __future__ import annotations

from collections import Counter

from game.isle.scenarios import new_session
from game.isle.scenes.game import GameScene
from tests.app.conftest import Driver
from tests.app.human import act


def test_one_human_and_three_bots_play_a_whole_game_to_the_scores(app):
    app.settings.anytime_prompts = "always"
    session = new_session(app, players=4, seed=21, humans=1)
    session.seats = [
        s if i == 0 else type(s)(s.name, "bot", "easy") for i, s in enumerate(session.seats)
    ]
    app.start(GameScene(app, session))
    drive = Driver(app)
    seen = Counter()
    for _ in range(4000):
        seen[act(drive)] += 1
        if type(drive.top).__name__ == "ScoringScene":
            break
    assert type(drive.top).__name__ == "ScoringScene", seen
    assert session.is_over and session.state.day == 5
    for screen in ("DraftScene", "BuyScene", "DeclareScene", "BoardScene"):
        assert seen[screen] > 0, seen
    human_actions = [a for a in session.match.log if a.startswith("p0 ")]
    assert any(" place " in a for a in human_actions), "the human placed tiles"
    assert any(" keep " in a for a in human_actions) and any(" buy " in a for a in human_actions)
