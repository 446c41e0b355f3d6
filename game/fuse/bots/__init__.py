"""Kitten Fuse players that decide from ``observe(state, seat)`` alone: Easy, Normal, Hard."""
