"""The art store's surface cache (it lives in game.shell.ui.surface_cache: light to import)."""

from game.shell.ui.surface_cache import SurfaceCache

__all__ = ["SurfaceCache"]
