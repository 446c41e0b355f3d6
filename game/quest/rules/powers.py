"""What each power does to a die (reference: Powers): +1, -1, +1 or -1 by the player's choice,
the opposite face; a reroll power rerolls the dice it names. A power must leave its die within
1-6 [choice: +1 on a 6, -1 on a 1, or a ±1 leaving 1-6 is refused].

    >>> face_after(Power.PLUS, 5), face_after(Power.OPPOSITE, 2)
    (6, 5)
    >>> face_after(Power.PLUSMINUS, 1, "-1")  # out of 1-6: refused
    0
"""

from __future__ import annotations

from game.quest.rules.creatures import FACES, Power

PLUS_ONE, MINUS_ONE = "+1", "-1"
CHOICES = (PLUS_ONE, MINUS_ONE)  # the choice of a ±1 power
ONE_DIE = frozenset({Power.PLUS, Power.MINUS, Power.PLUSMINUS, Power.OPPOSITE})


def face_after(power: Power, face: int, choice: str | None = None) -> int:
    """The face a one-die power turns ``face`` into; out of 1-6 (0 or 7) when it would leave
    the die's faces (the rules refuse that). Not for the reroll power."""
    if power == Power.OPPOSITE:
        return 7 - face
    if power == Power.PLUS or (power == Power.PLUSMINUS and choice == PLUS_ONE):
        return face + 1
    if power == Power.MINUS or (power == Power.PLUSMINUS and choice == MINUS_ONE):
        return face - 1
    raise ValueError(f"the {power.value} power does not turn one die")


def changes_within_faces(power: Power, face: int, choice: str | None = None) -> bool:
    """Whether the one-die ``power`` leaves ``face`` within 1-6."""
    return face_after(power, face, choice) in FACES


def choices_of(power: Power) -> tuple[str | None, ...]:
    """The choices a one-die power takes: ±1 takes "+1" or "-1", the others none."""
    return CHOICES if power == Power.PLUSMINUS else (None,)
