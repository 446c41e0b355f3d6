"""Dice Quest's screens: the table (the game in progress), a person's turn over it, the game's
end, the setup, How to play, the timeline and the daily quest. They subclass the shell's kit
(game.shell.scenes.KIT) and open the shell's screens by name (pause, choice, message...)."""

KIT = frozenset(
    {
        "advice",  # the suggested move (the turn's screen names it)
        "table",  # the game in progress: a new game starts on it (setup, the end, the daily)
    }
)
