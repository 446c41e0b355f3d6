"""The Isle of Cats' screens. Scenes read observe(state, seat), send actions and animate events;
they never decide a rule.

As in the shell's scenes package (game/shell/scenes/__init__.py): one module per screen, opened
by name through the host (the names are in the Isle's descriptor, game/shell/games.py), and a
kit (``KIT``) of modules the Isle's screens share. A screen imports the shell's kit and this
kit only; the kit imports only the kits. A test holds these rules and finds no import circle
(tests/test_scene_imports.py).
"""

KIT = frozenset(
    {
        "decision",  # the Isle's decision screens: its cards, help and suggested move
        "advice",  # the Isle's suggested move (the decision screens name it)
        "placement",  # the placement cursor
        "game",  # the game in progress (the guided game's table is one)
        "scoring",  # the final scores (the guided game's are one)
        "news",  # the board's "since your turn" strip
        "rare_finds",  # the board's rare-find choices and their tile picker
        "game_records",  # what a finished game leaves in the records (the final scores ask)
        "setup_memory",  # the Isle's last setup
        "timeline",  # what happened, day by day (the guided game's is one)
    }
)
