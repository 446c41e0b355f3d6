"""Dice Quest (La Quête aux dés): a 1-8 player five-dice creature hunt, an unofficial fan edition
of the rules in shared/reference/dice-quest/rules.md, with its own name, cards and art."""
