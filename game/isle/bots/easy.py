"""The Easy bot: plays like a new player who knows the rules but not the tricks.

It puts each tile where it touches cats of its colour, covers rats and fits snugly, but it does
not see holes it leaves, does not plan to finish rooms, and its guesses are noisy. It lays down
every rescue card it holds, rescues any cat it likes while it has fish, buys cards by a rough
liking (lessons it does not plan for, baskets, treasures), and plays its anytime cards only for
fish. It never looks at what the other players do.
"""

from __future__ import annotations

from game.isle.bots.base import Bot
from game.isle.bots.context import Ctx, Style
from game.isle.bots.evaluation import Weights
from game.isle.rules.actions import Action, Declare, Done

EASY_WEIGHTS = Weights(
    budget_spread=(1.0,),
    cell=0.5,
    exposed=0.05,
    holes=(0.0, 0.4, 0.3, 0.2, 0.1),
    hole_cat_shaped=0.0,
    hole_odd=0.1,
    hole_mid=0.0,
    map_spoil=0.0,
)


class EasyBot(Bot):
    name = "easy"
    style = Style(
        "easy",
        weights=EASY_WEIGHTS,
        keep=3,
        noise=2.0,
        private_lessons=False,
        anytime_skill=False,
        fish_early=0.35,
        budget=0.02,
        sister=False,  # a new player does not read the sister's cards
    )

    def declare(self, ctx: Ctx, actions: list[Action]) -> Action | None:
        """Every rescue card goes down: more baskets, more cats (and none left for tomorrow)."""
        for a in actions:
            if isinstance(a, Declare):
                return a
        return next((a for a in actions if isinstance(a, Done)), None)
