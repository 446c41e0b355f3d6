"""The match being played: state, action log, seeded dealer, undo, saves. No pygame."""
