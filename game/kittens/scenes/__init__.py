"""Kitten Toys' screens: the table (the game in progress), a seat's hand, the round's end and the
game's end, the setup, How to play and the timeline. They subclass the shell's kit
(game.shell.scenes.KIT) and open the shell's screens by name (pause, hand-off, choice, message...).
"""
