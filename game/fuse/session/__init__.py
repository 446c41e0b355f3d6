"""A game of Kitten Fuse kept as a log: the match (rules, dealer, events, record) and its save
header."""
