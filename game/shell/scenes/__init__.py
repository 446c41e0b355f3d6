"""One module per screen. Scenes read observe(state, seat), send actions and animate events;
they never decide a rule.

Two kinds of modules live here:

- **Screens**: one module per screen (title, settings, draft, board...). A screen is opened by
  its name through the host, ``app.open("pause", game)`` or ``app.scene("title")`` (the names
  are registered at start-up: the shell's in game/shell/app/catalog.py, each game's in its
  descriptor, game/shell/games.py). No module of this package imports a screen module.
- **The kit** (``KIT``): base classes, widgets and helpers that screens share (the scene stack,
  menus, decision screens, dialogs, the backgrounds, saving...). Any module may import them,
  to subclass or to call; the kit imports only the kit.

Nothing here builds a scene of another module: only the catalog does, by name. A test holds
these rules and finds no import circle (tests/test_scene_imports.py).
"""

KIT = frozenset(
    {
        "stack",  # Scene, SceneStack and Host, what scenes use of the app
        "overlay",  # layers over every screen
        "advice",  # the suggested move: the overlay and each game's kit
        "menu_base",  # menus and forms
        "dialog",  # the choice and message dialogs (subclassed; opened as "choice", "message")
        "picker",  # a modal row of pictures to choose from
        "paged",  # pages of text
        "decision",  # a seat's decision screen: items, focus, zoom
        "placement",  # the placement cursor
        "backdrop",  # the menus' backgrounds
        "saving",  # a failed autosave told, and again when leaving
        "symbol_art",  # the art with the player's symbol table
        "setup_memory",  # the last setup remembered
        "seats_setup",  # a new game's seats (humans, bots, pads, names), for every game
        "playing",  # a game in progress, whichever game: its session and pause menu
        "game",  # the game in progress (the guided game's table is one)
        "scoring",  # the final scores (the guided game's are one)
        "news",  # the board's "since your turn" strip
        "rare_finds",  # the board's rare-find choices and their tile picker
        "game_records",  # what a finished game leaves in the records (the final scores ask)
        "timeline",  # what happened, move by move (each game gives its rows)
    }
)
