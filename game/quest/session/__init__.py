"""Dice Quest's logged match and its save header."""
