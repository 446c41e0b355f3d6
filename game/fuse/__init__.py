"""Kitten Fuse (Chatons à mèche), the box's third game: a draw-and-dodge card game for 2-5.

``rules`` is pure (standard library only), ``bots`` decide from a seat's view, ``session``
keeps a match's log and header, ``headless`` plays whole games for the command line (record,
simulate, tournament). The screens come later.
"""
