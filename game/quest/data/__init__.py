"""Dice Quest's content as validated data: the creatures of levels/quest/."""
