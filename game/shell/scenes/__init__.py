"""One module per screen. Scenes read observe(state, seat), send actions and animate events;
they never decide a rule.

Two kinds of modules live here:

- **Screens**: one module per screen (title, settings, pause, hand-off...). A screen is opened
  by its name through the host, ``app.open("pause", game)`` or ``app.scene("title")`` (the
  names are registered at start-up: the shell's in game/shell/app/catalog.py, each game's in
  its descriptor, game/shell/games.py). No module of this package imports a screen module.
- **The kit** (``KIT``): base classes, widgets and helpers that screens of every game share
  (the scene stack, menus, decision screens, dialogs, the backgrounds, saving...). Any module
  may import them, to subclass or to call; the kit imports only the kit. Each game's scenes
  package has its own kit in the same way (The Isle of Cats: game/isle/scenes/__init__.py).

Nothing here builds a scene of another module: only the catalog does, by name. A test holds
these rules and finds no import circle (tests/test_scene_imports.py).
"""

KIT = frozenset(
    {
        "stack",  # Scene, SceneStack and Host, what scenes use of the app
        "overlay",  # layers over every screen
        "advice",  # the suggested move: the overlay and the kit each game's screens name
        "menu_base",  # menus and forms
        "dialog",  # the choice and message dialogs (subclassed; opened as "choice", "message")
        "picker",  # a modal row of pictures to choose from
        "paged",  # pages of text
        "decision",  # a seat's decision screen: items, focus, zoom
        "backdrop",  # the menus' backgrounds
        "saving",  # a failed autosave told, and again when leaving
        "symbol_art",  # the art with the player's symbol table
        "setup_memory",  # a game's last setup remembered (its seats)
        "seats_setup",  # a new game's seats (humans, bots, pads, names), for every game
        "playing",  # a game in progress, whichever game: its session and pause menu
        "card_table",  # a card game's table: its caption line, info button, hand-offs
        "timeline",  # what happened, move by move (each game gives its rows)
        "daily_screen",  # a game's daily game: once for the record, its results and share
    }
)
