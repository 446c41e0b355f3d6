"""Kitten Toys on screen: its colours, its card art, the words of its events, the table as the
players see it (a view of the rules' events) and its layout. Reads the rules, never decides."""
