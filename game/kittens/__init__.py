"""Kitten Toys (Chatons joueurs), the box's second game: a trick-taking card game for 3-5.

``rules`` is pure (standard library only), ``bots`` decide from a seat's view, ``match`` and
``headless`` play games for the command line (record, simulate, tournament).
"""
