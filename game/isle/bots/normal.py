"""The Normal bot: a solid player that looks one move ahead.

It places every tile on the spot that best improves its estimate of the boat (rooms it can
finish, rats, families, holes, its own private lessons), rescues the cat worth most net of its
fish, buys the cards that make the best plan for the day (baskets for the cats it wants, lessons
it can meet, treasures for its gaps) and keeps fish for later days (few in Solo). It does not
search, does not race for the first pick, and ignores public lessons when placing.
"""

from __future__ import annotations

from dataclasses import replace

from game.isle.bots.base import Bot
from game.isle.bots.context import Style
from game.isle.bots.sister import SOLO_FISH
from game.isle.rules.state import GameState


class NormalBot(Bot):
    name = "normal"
    style = Style("normal", keep=10, budget=0.05)
    # Solo: a fish kept for later is worth little (``sister.SOLO_FISH``).
    solo_style = replace(style, fish_early=SOLO_FISH)

    def style_for(self, state: GameState) -> Style:
        return self.solo_style if state.sister is not None else self.style
