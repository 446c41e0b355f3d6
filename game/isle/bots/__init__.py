"""Players that decide from observe(state, seat) alone."""
