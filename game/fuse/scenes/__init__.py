"""Kitten Fuse's screens: the table (the game in progress), a seat's hand, the No! window, the
private choices (the card given for a Favour, Peek's cards, where a calmed fuse kitten goes
back, the card a Five different takes), the game's end, the setup, How to play and the
timeline. They subclass the shell's kit (game.shell.scenes.KIT) and open the shell's screens by
name (pause, hand-off, choice, message...).
"""

KIT = frozenset(
    {
        "advice",  # the suggested move (the hand and the private choices name it)
        "table",  # the game in progress: a new game starts on it (setup, the game's end)
        "private",  # a seat's own decision over the table (the hand and the private choices)
    }
)
