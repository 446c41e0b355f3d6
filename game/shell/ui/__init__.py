"""Drawing: palettes, text, layout, tweens, art, widgets. Reads the rules, never changes them."""
