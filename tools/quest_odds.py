"""Each Dice Quest creature's odds of being beaten, exactly: ``python tools/quest_odds.py``
prints a table (card, name, combination, power, odds) and ``--markdown FILE`` also writes it
as Markdown (docs/quest-creatures.md); exit status 2 when the creatures' file is broken.

What it computes, for each card alone, with no powers: over all 7,776 equally likely rolls of
the five dice, the chance that the card is beaten by the roll itself (``first roll``); with
the free reroll of every turn (``free reroll``): a roll that beats the card stops there,
otherwise the reroll keeps the set of at most four dice (and rerolls the others) whose chance
of then beating the card is highest, exactly over every outcome of the rerolled dice; and the
same with the two free rerolls of a seat's own first turn (``two rerolls``). The fractions are
exact (the rules' ``beats`` on every roll); the table shows them as percentages.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

if __package__ in (None, ""):  # run as a script: the repository's game package
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.quest.bots.odds import beat_odds
from game.quest.data.loader import LEVELS, ContentError, load
from game.quest.rules.creatures import MOON, NUMBERS, SUN, Creature

CATALOG = Path(__file__).resolve().parents[1] / "assets" / "i18n" / "quest.en.json"
SYMBOLS = {SUN: "☀", MOON: "☾"}
POWER_NAMES = {
    "plus": "+1",
    "minus": "−1",
    "plusminus": "±1",
    "reroll": "reroll",
    "opposite": "opposite",
}
KINDS = ("numbers", "sun and moon", "mixed")
HEAD = ("card", "name", "combination", "power", "first roll", "free reroll", "two rerolls")


@dataclass(frozen=True)
class Row:
    card: Creature
    name: str
    odds: tuple[Fraction, Fraction, Fraction]  # no reroll, one, two

    @property
    def cells(self) -> tuple[str, ...]:
        return (
            str(self.card.id),
            self.name,
            combination(self.card.combo),
            POWER_NAMES[self.card.power.value],
            *(percent(p) for p in self.odds),
        )


def combination(combo: Sequence[str]) -> str:
    """``("6", "6", "moon", "moon")`` -> ``"6 6 ☾☾"``: numbers apart, wildcards together."""
    numbers = " ".join(t for t in combo if t in NUMBERS)
    wild = "".join(SYMBOLS[t] for t in combo if t not in NUMBERS)
    return f"{numbers} {wild}".strip()


def percent(p: Fraction) -> str:
    return f"{100 * float(p):.1f} %"


def kind(combo: Sequence[str]) -> str:
    wild = sum(t not in NUMBERS for t in combo)
    return "numbers" if not wild else "sun and moon" if wild == len(combo) else "mixed"


def rows(cards: Sequence[Creature], names: dict[str, str]) -> list[Row]:
    return [
        Row(
            card,
            names.get(f"quest.creature.{card.id}", f"creature {card.id}"),
            (beat_odds(card.combo, 0), beat_odds(card.combo, 1), beat_odds(card.combo, 2)),
        )
        for card in cards
    ]


def summary(table: Sequence[Row]) -> list[str]:
    """The spread of difficulty, the powers and the kinds of combination."""
    easiest = max(table, key=lambda r: (r.odds[1], -r.card.id))
    hardest = min(table, key=lambda r: (r.odds[1], r.card.id))
    powers = Counter(r.card.power.value for r in table)
    kinds = Counter(kind(r.card.combo) for r in table)
    return [
        f"{len(table)} creatures; with the free reroll, from {percent(easiest.odds[1])} "
        f"({combination(easiest.card.combo)}) down to {percent(hardest.odds[1])} "
        f"({combination(hardest.card.combo)})",
        "powers: " + ", ".join(f"{POWER_NAMES[p]} on {powers[p]}" for p in POWER_NAMES),
        "combinations: " + ", ".join(f"{kinds[k]} {k}" for k in KINDS),
    ]


def text_table(table: Sequence[Row]) -> str:
    cells = [HEAD, *(r.cells for r in table)]
    widths = [max(len(row[i]) for row in cells) for i in range(len(HEAD))]
    right = {0, 4, 5, 6}
    lines = [
        "  ".join(
            c.rjust(w) if i in right else c.ljust(w)
            for i, (c, w) in enumerate(zip(row, widths, strict=True))
        ).rstrip()
        for row in cells
    ]
    lines.insert(1, "-" * len(lines[0]))
    return "\n".join(lines + ["", *summary(table)])


def markdown(table: Sequence[Row]) -> str:
    out = [
        "# Dice Quest: the 42 creatures and their odds",
        "",
        "Written by `python tools/quest_odds.py --markdown docs/quest-creatures.md` from "
        "`levels/quest/creatures.json` (names: `assets/i18n/quest.en.json`).",
        "",
        "Each card's exact chance of being beaten, the card alone and no powers spent, over all "
        "7,776 equally likely rolls of the five dice: by the roll itself (*first roll*); with "
        "the free reroll of every turn (*free reroll*: a roll that beats the card stops, "
        "otherwise the reroll keeps the set of at most four dice whose chance of then beating "
        "the card is highest, exactly over every outcome of the dice rerolled); and with the "
        "two free rerolls of a player's own first turn (*two rerolls*). ☀ is a sun, ☾ a moon.",
        "",
        "| " + " | ".join(HEAD) + " |",
        "|" + "|".join(["---:", ":---", ":---", ":---", "---:", "---:", "---:"]) + "|",
    ]
    out += ["| " + " | ".join(r.cells) + " |" for r in table]
    out += ["", *(f"- {line}" for line in summary(table))]
    return "\n".join(out) + "\n"


def checked_markdown(parser: argparse.ArgumentParser, path: str) -> Path:
    """The Markdown file to write: in a folder that exists, never a folder itself (a usage
    error, exit status 2, before any work)."""
    target = Path(path)
    if not path or target.is_dir() or not target.parent.is_dir():
        parser.error(f"--markdown {path!r}: not a file in a folder that exists")
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="quest_odds",
        description="each Dice Quest creature's exact odds of being beaten from one roll",
    )
    parser.add_argument("--markdown", metavar="FILE", help="also write the table as Markdown")
    parser.add_argument("--levels", default=str(LEVELS), help="the levels folder (levels/)")
    args = parser.parse_args(argv)
    target = checked_markdown(parser, args.markdown) if args.markdown is not None else None
    try:
        cards = load(Path(args.levels))
    except ContentError as error:
        print(str(error).splitlines()[0], file=sys.stderr)
        return 2
    names = json.loads(CATALOG.read_text(encoding="utf-8"))
    table = rows(cards, names)
    print(text_table(table))
    if target is not None:
        target.write_text(markdown(table), encoding="utf-8")
    return 0


if __name__ == "__main__":
    from game.cli import run

    sys.exit(run(main))
