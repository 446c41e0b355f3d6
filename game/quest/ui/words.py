"""Dice Quest in words: a die by its place and colour ("the red die"), the faces of a throw, a
creature and its combination, a power, and the line of each rules event as the table shows it
(the captions, the narration and the timeline read these; the keys are ``quest.*`` in
assets/i18n/quest.*.json). The lines about the one person playing speak to them ("You roll"),
with several people at the table the seats are named.

What the dice beat is always the rules' ``beats``: a line that says which creatures a throw
beats asks it, never a rule written again here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.quest.rules import Creature, Power, beats
from game.quest.rules import events as ev
from game.quest.rules.powers import PLUS_ONE
from game.shell.engine.dispatch import Dispatch
from game.shell.ui.palette import COLORS

Names = Callable[[int], str]  # seat -> the name to say
T = Callable[..., str]
Cards = Callable[[int], Creature]  # card id -> its creature


def die_colour(position: int) -> str:
    """The colour of the die at ``position`` (0-4): the box's five, each with its symbol."""
    return COLORS[position % len(COLORS)]


def die_words(t: T, position: int) -> str:
    """ "the red die" (the die's colour says where it lies: colour and symbol on the table)."""
    return t("quest.die", colour=t(f"color.{die_colour(position)}"), number=position + 1)


def dice_words(t: T, positions: Sequence[int]) -> str:
    """ "the red die", "the red die and the blue die", "the red, ... and the blue die"."""
    words = [die_words(t, p) for p in positions]
    if len(words) <= 1:
        return "".join(words)
    return t("quest.words.and", first=", ".join(words[:-1]), last=words[-1])


def faces_words(dice: Sequence[int]) -> str:
    """The five faces as shown, left to right: "3 · 3 · 5 · 1 · 6"."""
    return " · ".join(str(face) for face in dice)


def creature_name(t: T, card: int) -> str:
    return t(f"quest.creature.{card}")


def token_words(t: T, token: str) -> str:
    return token if token.isdigit() else t(f"quest.token.{token}")


def combo_words(t: T, combo: Sequence[str]) -> str:
    """A combination as read aloud: "6, 6, sun, sun"."""
    return ", ".join(token_words(t, token) for token in combo)


def power_words(t: T, power: Power | str) -> str:
    return t(f"quest.power.{Power(power).value}")


def power_text(t: T, power: Power | str) -> str:
    return t(f"quest.power.{Power(power).value}.text")


def creature_words(t: T, creature: Creature) -> str:
    """A card read aloud: its name, what beats it and its power."""
    return t(
        "quest.card.words",
        name=creature_name(t, creature.id),
        combo=combo_words(t, creature.combo),
        power=power_words(t, creature.power),
    )


def names_list(t: T, seats: Sequence[int], names: Names, you: int | None = None) -> str:
    """ "Mia", "Mia and Leo", "Mia, Leo and Sam"; "you" first when ``you`` is among them."""
    words = [names(s) for s in seats if s != you]
    if you is not None and you in seats:
        words.insert(0, t("quest.words.you"))
    if len(words) <= 1:
        return "".join(words)
    return t("quest.words.and", first=", ".join(words[:-1]), last=words[-1])


def beaten_words(t: T, dice: Sequence[int], line: Sequence[int], cards: Cards) -> str:
    """Which creatures of ``line`` the dice beat (the rules' ``beats``), as a sentence."""
    beaten = [c for c in line if 0 not in dice and beats(dice, cards(c).combo)]
    if not beaten:
        return t("quest.roll.beats_none")
    names = [creature_name(t, c) for c in beaten]
    listed = (
        names[0]
        if len(names) == 1
        else t("quest.words.and", first=", ".join(names[:-1]), last=names[-1])
    )
    return t("quest.roll.beats", creatures=listed, count=len(beaten))


@dataclass(frozen=True)
class Say:
    """What an event's line is said with: the translator, the seats' names, the creatures,
    the line the dice are thrown at (for what a throw beats) and the seat the lines speak to
    (``you``: the one person playing, game/shell/ui/narration.py ``addressee``)."""

    t: T
    names: Names
    cards: Cards
    line: Callable[[], Sequence[int]] = lambda: ()
    you: int | None = None
    solo: bool = False

    def key(self, name: str, about: int) -> str:
        """``quest.event.<name>``, or its twin ``quest.event.you.<name>`` about ``you``."""
        return f"quest.event.you.{name}" if about == self.you else f"quest.event.{name}"


def say_nothing(event: ev.Event, say: Say) -> str | None:
    return None


# The words of each event: its line, or None for one the table does not say.
LINES: Dispatch[ev.Event, [Say], str | None] = Dispatch(
    "quest words", otherwise=say_nothing, silent=(ev.CardShuffled, ev.DieRolled)
)


def event_line(event: ev.Event, say: Say) -> str | None:
    """The event's line, or None for one the table does not say (a card shuffled, one die
    landing: the throw is said once its five dice are down)."""
    return LINES(event, say)


@LINES.on(ev.FirstSeatDrawn)
def _first(event: ev.FirstSeatDrawn, say: Say) -> str | None:
    return say.t(say.key("first_seat", event.seat), player=say.names(event.seat))


@LINES.on(ev.CreatureRevealed)
def _revealed(event: ev.CreatureRevealed, say: Say) -> str | None:
    combo = combo_words(say.t, say.cards(event.card).combo)
    return say.t(
        "quest.event.creature_revealed", creature=creature_name(say.t, event.card), combo=combo
    )


@LINES.on(ev.TurnStarted)
def _turn(event: ev.TurnStarted, say: Say) -> str | None:
    key = say.key("turn_started", event.seat)
    return say.t(key, turn=event.turn, player=say.names(event.seat), count=event.free_rerolls)


@LINES.on(ev.Rerolled)
def _rerolled(event: ev.Rerolled, say: Say) -> str | None:
    t = say.t
    rolled = 5 - len(event.kept)
    if not event.kept:
        return t(say.key("rerolled_all", event.seat), player=say.names(event.seat))
    kept = dice_words(t, event.kept)
    return t(say.key("rerolled", event.seat), player=say.names(event.seat), kept=kept, count=rolled)


@LINES.on(ev.DiceSettled)
def _settled(event: ev.DiceSettled, say: Say) -> str | None:
    t = say.t
    beaten = beaten_words(t, event.dice, say.line(), say.cards)
    return t("quest.event.dice_settled", dice=faces_words(event.dice), beaten=beaten)


@LINES.on(ev.PowerSpent)
def _power(event: ev.PowerSpent, say: Say) -> str | None:
    t = say.t
    creature = creature_name(t, event.card)
    player = say.names(event.seat)
    power = Power(event.power)
    if power == Power.REROLL:
        dice = dice_words(t, event.positions)
        key = say.key("power_reroll", event.seat)
        return t(key, player=player, creature=creature, dice=dice, count=len(event.positions))
    position = event.positions[0]
    shown = power_words(t, power)
    if power == Power.PLUSMINUS:
        shown = t("quest.choice.plus" if event.choice == PLUS_ONE else "quest.choice.minus")
    return t(
        say.key("power_spent", event.seat),
        player=player,
        creature=creature,
        power=shown,
        die=die_words(t, position),
        face=event.dice[position],
    )


@LINES.on(ev.CreatureBeaten)
def _beaten(event: ev.CreatureBeaten, say: Say) -> str | None:
    key = say.key("creature_beaten", event.seat)
    return say.t(key, creature=creature_name(say.t, event.card), player=say.names(event.seat))


@LINES.on(ev.NothingBeaten)
def _nothing(event: ev.NothingBeaten, say: Say) -> str | None:
    if say.solo:
        return None  # the lost quest says it
    return say.t(say.key("nothing_beaten", event.seat), player=say.names(event.seat))


@LINES.on(ev.QuestWon)
def _won(event: ev.QuestWon, say: Say) -> str | None:
    return say.t("quest.event.quest_won", score=event.score)


@LINES.on(ev.QuestLost)
def _lost(event: ev.QuestLost, say: Say) -> str | None:
    return say.t("quest.event.quest_lost", count=event.left)


@LINES.on(ev.GameEnded)
def _ended(event: ev.GameEnded, say: Say) -> str | None:
    t = say.t
    if say.you is not None and event.winners == (say.you,):
        return t("quest.event.you.game_ended")
    players = names_list(t, event.winners, say.names, say.you)
    return t("quest.event.game_ended", players=players, count=len(event.winners))


def refusal_words(t: T, error: object) -> str:
    """Why the rules refused an action, in the player's language (quest.reason.<code>), the
    creatures by their names and the dice by their colours."""
    code = getattr(error, "code", "")
    params = dict(getattr(error, "params", {}))
    if isinstance(params.get("card"), int):
        params["card"] = creature_name(t, params["card"])
    if isinstance(params.get("position"), int):
        params["position"] = die_words(t, params["position"])
    words = t(f"quest.reason.{code}", **params)
    return words[:1].upper() + words[1:]


def table_summary(t: T, show, names: Names, cards: Cards) -> str:
    """The table in words (the info key reads it): the turn, the dice, the line and what the
    dice beat, each seat's army and spent creatures, the deck."""
    parts = []
    if show.seat >= 0:
        parts.append(t("quest.summary.turn", turn=show.turn, player=names(show.seat)))
    if 0 not in show.dice and show.seat >= 0:
        parts.append(t("quest.summary.dice", dice=faces_words(show.dice)))
    if show.line:
        line = "; ".join(
            t(
                "quest.summary.creature",
                name=creature_name(t, c),
                combo=combo_words(t, cards(c).combo),
            )
            for c in show.line
        )
        parts.append(t("quest.summary.line", creatures=line))
        if 0 not in show.dice and show.seat >= 0:
            parts.append(beaten_words(t, show.dice, show.line, cards))
    for seat, held in enumerate(show.seats):
        parts.append(
            t(
                "quest.summary.seat",
                player=names(seat),
                army=len(held.army),
                spent=len(held.discard),
            )
        )
    parts.append(t("quest.summary.deck", count=show.deck))
    return " ".join(parts)


def matched_words(t: T, witness: Sequence[int], combo: Sequence[str]) -> str:
    """What the dice give each token of a beaten combination: "sun 4, sun 4, 6"."""
    out = []
    for token, face in zip(combo, witness, strict=False):
        out.append(str(face) if token.isdigit() else f"{token_words(t, token)} {face}")
    return ", ".join(out)
