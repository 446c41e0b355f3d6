"""Dice Quest players that decide from ``observe(state, seat)`` alone: Easy, Normal, Hard (and
Random, the baseline)."""
