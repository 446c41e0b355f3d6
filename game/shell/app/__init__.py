"""The application: window, fixed-step loop, scene stack, input, settings, translations."""

import gc

# A start builds some 30,000 objects that live as long as the game: collecting while it does
# (some 60 times before the title shows, and once more over all of them) is wasted work, about
# 20 ms of a returning player's start (issue 43). Once the title's first frame is shown,
# ``resume_collector`` sets the collector back.
COLLECTOR = gc.get_threshold()
gc.set_threshold(max(COLLECTOR[0], 100_000), *COLLECTOR[1:])
_held = True


def resume_collector() -> None:
    """The start is over (the first frame is shown): collect its garbage once, then keep what
    it built out of every later collection (``gc.freeze``: the title's and the games' frames
    no longer walk it), and collect as usual from now on. Once per process."""
    global _held
    if _held:
        _held = False
        gc.collect()
        gc.freeze()
        gc.set_threshold(*COLLECTOR)
