"""Challenges: short boat puzzles with a goal, a move limit and stars (issue 36). Pure: the
rules place the tiles and count the results; no pygame, no files."""
