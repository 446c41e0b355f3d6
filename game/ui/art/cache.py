"""The art store's surface cache (it lives in game.ui.surface_cache: light to import)."""

from game.ui.surface_cache import SurfaceCache

__all__ = ["SurfaceCache"]
