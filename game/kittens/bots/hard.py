"""Hard: the search of Normal, looking two tricks ahead."""

from __future__ import annotations

from game.kittens.bots.normal import NormalBot


class HardBot(NormalBot):
    name = "hard"
    samples = 8
    tricks = 2
