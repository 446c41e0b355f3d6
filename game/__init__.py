"""The Isle of Cats, couch edition (an unofficial fan edition)."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # keep the console for our messages
