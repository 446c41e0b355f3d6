"""Help on anything of Dice Quest's table: every part a player can point at (a creature of the
line and its combination, a die and its colour, the free rerolls, a power of the army, a
seat's panel, the deck) and the rules behind it, in words from the catalogs (quest.help.*),
with related topics that lead to every other one. The shell's help screen shows them
(``Kind.TOPIC``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.quest.rules import Power, beats
from game.quest.ui.words import combo_words, creature_name, die_words, power_text, power_words
from game.shell.ui.help import HelpEntry, Kind, Subject

TOPICS = (
    "table",
    "line",
    "creature",
    "combo",
    "sun_moon",
    "dice",
    "die",
    "keep",
    "powers",
    "power",
    "army",
    "seat",
    "deck",
    "turn",
    "solo",
    "scores",
    "daily",
    "symbols",
)
RELATED = {
    "table": ("line", "dice", "powers", "army", "deck", "turn"),
    "line": ("creature", "combo", "deck", "turn"),
    "creature": ("combo", "sun_moon", "powers", "line"),
    "combo": ("sun_moon", "dice", "creature"),
    "sun_moon": ("combo", "creature"),
    "dice": ("keep", "die", "symbols", "powers"),
    "die": ("dice", "keep", "symbols"),
    "keep": ("dice", "turn", "powers"),
    "powers": ("power", "army", "turn"),
    "power": ("powers", "army"),
    "army": ("powers", "seat", "scores"),
    "seat": ("army", "scores", "turn"),
    "deck": ("line", "solo", "scores"),
    "turn": ("keep", "powers", "line", "solo"),
    "solo": ("daily", "turn", "scores"),
    "scores": ("army", "seat", "solo"),
    "daily": ("solo", "scores"),
    "symbols": ("dice", "die"),
}


@dataclass(frozen=True)
class QuestTopic:
    """A subject of Dice Quest: ``name`` (one of TOPICS) and what it is about (a card, a die,
    a power, a seat)."""

    name: str
    value: Any = None

    def entry(self, ctx) -> HelpEntry:
        t = ctx.t
        key = f"quest.help.{self.name}"
        paragraphs = [p for p in t(f"{key}.body").split("\n\n") if p]
        title = t(f"{key}.title")
        state = ctx.state if _is_quest_state(ctx.state) else None
        if self.name == "creature" and isinstance(self.value, int) and state is not None:
            creature = state.creature(self.value)
            title = creature_name(t, self.value)
            facts = t(
                "quest.help.creature.facts",
                combo=combo_words(t, creature.combo),
                power=power_words(t, creature.power),
                text=power_text(t, creature.power),
            )
            if 0 not in state.dice and self.value in state.line:
                beaten = beats(state.dice, creature.combo)
                facts += " " + t(
                    "quest.help.creature.now_beaten" if beaten else "quest.help.creature.now_not"
                )
            paragraphs.insert(0, facts)
        elif self.name == "die" and isinstance(self.value, int):
            title = die_words(t, self.value)
            title = title[:1].upper() + title[1:]
            face = state.dice[self.value] if state is not None else 0
            if face:
                paragraphs.insert(
                    0, t("quest.help.die.face", die=die_words(t, self.value), face=face)
                )
        elif self.name == "power" and self.value is not None:
            power = Power(self.value)
            title = power_words(t, power)
            paragraphs.insert(0, power_text(t, power))
            if state is not None and 0 <= state.seat < len(state.seats):
                held = [c for c in state.seats[state.seat].army if state.creature(c).power == power]
                if held:
                    names = ", ".join(creature_name(t, c) for c in held)
                    paragraphs.insert(
                        1, t("quest.help.power.held", creatures=names, count=len(held))
                    )
        elif self.name == "seat" and self.value is not None and state is not None:
            seat, name = self.value
            title = name
            held = state.seats[seat]
            army = ", ".join(creature_name(t, c) for c in held.army) or t("quest.help.seat.none")
            spent = ", ".join(creature_name(t, c) for c in held.discard) or t(
                "quest.help.seat.none"
            )
            paragraphs.insert(
                0, t("quest.help.seat.facts", army=army, spent=spent, score=held.score)
            )
        elif self.name == "deck" and state is not None:
            paragraphs.insert(0, t("quest.help.deck.now", count=len(state.deck)))
        related = tuple(Subject(Kind.TOPIC, QuestTopic(r)) for r in RELATED.get(self.name, ()))
        return HelpEntry(title, tuple(paragraphs), related=related)


def _is_quest_state(state) -> bool:
    return state is not None and hasattr(state, "dice") and hasattr(state, "line")


def topic(name: str, value: Any = None) -> Subject:
    return Subject(Kind.TOPIC, QuestTopic(name, value))


def subject_at(table, pointer) -> Subject:
    """What part of the table is under ``pointer`` (None: the table itself)."""
    if pointer is None:
        return topic("table")
    geo, show = table.geo, table.show
    for index, slot in enumerate(geo.slots):
        if slot.collidepoint(pointer) and index < len(show.line):
            return topic("creature", show.line[index])
    for position, (die, tab) in enumerate(zip(geo.dice, geo.tabs, strict=True)):
        if die.union(tab).collidepoint(pointer):
            return topic("die", position)
    from game.quest.ui.table import POWERS

    for power, rect in zip(POWERS, geo.stacks, strict=True):
        if rect.collidepoint(pointer):
            return topic("power", power.value)
    if geo.army_label.collidepoint(pointer):
        return topic("powers")
    if geo.deck.inflate(geo.deck.width // 2, geo.deck.height // 3).collidepoint(pointer):
        return topic("deck")
    for seat, panel in enumerate(geo.panels):
        if panel.collidepoint(pointer):
            return topic("seat", (seat, table.name_of(seat)))
    if geo.buttons.collidepoint(pointer):
        return topic("keep")
    if geo.hud.collidepoint(pointer):
        return topic("turn")
    return topic("table")


def item_subject(item, mode: str) -> Subject | None:
    """The subject of an item of the turn's screen."""
    if item.card is not None:
        return topic("creature", item.card)
    kind, _, value = item.key.partition(":")
    if kind == "die":
        return topic("die", int(value))
    if kind == "power":
        return topic("power", value)
    if kind == "button":
        return topic(
            "keep" if value in ("reroll", "cancel") else "turn" if value == "end" else "power",
            Power.PLUSMINUS.value if value in ("plus", "minus") else None,
        )
    return None
