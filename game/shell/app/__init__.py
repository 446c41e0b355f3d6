"""The application: main loop, scene stack, phase router, settings, translations, saves."""
