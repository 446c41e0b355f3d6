"""Kitten Toys' screens: the table (the game in progress), a seat's hand, the round's end and the
game's end, the setup, How to play and the timeline. They subclass the shell's kit
(game.shell.scenes.KIT) and open the shell's screens by name (pause, hand-off, choice, message...).
"""

KIT = frozenset(
    {
        "advice",  # the suggested move (the hand names it)
        "table",  # the game in progress: a new game starts on it (setup, the game's end)
    }
)
