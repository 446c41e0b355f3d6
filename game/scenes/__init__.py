"""One module per screen. Scenes read observe(state, seat), send actions and animate events;
they never decide a rule."""
