"""The pure pieces every game's rules use: the action, event and refusal bases, the dealer's
seat ``CHANCE``, the JSON codec, the seeded dealer and the logged match. Standard library only
(a test holds it), so each game's ``rules/`` may import it and stay pure."""
