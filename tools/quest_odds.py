"""Each Dice Quest creature's odds of being beaten, exactly: ``python tools/quest_odds.py``
prints a table (card, name, combination, power, odds); ``--readme [FILE]`` also rewrites the
README's section "The 42 creatures and their odds" with it (README.md of the repository when
FILE is omitted), and ``--markdown FILE`` writes that section to FILE. Exit status 2 when the
creatures' file is broken or the README has no such heading.

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
from game.shell.arguments import Parser, capped

ROOT = Path(__file__).resolve().parents[1]
CATALOG = ROOT / "assets" / "i18n" / "quest.en.json"
README = ROOT / "README.md"
HEADING = "### The 42 creatures and their odds"  # the README's section this tool writes
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
        HEADING,
        "",
        "Written by `python tools/quest_odds.py --readme` from `levels/quest/creatures.json` "
        "(names: `assets/i18n/quest.en.json`).",
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


def checked_readme(parser: argparse.ArgumentParser, path: str) -> Path:
    """The README to rewrite: a file that exists (a usage error, exit status 2, before any
    work)."""
    target = Path(path)
    if not path or not target.is_file():
        parser.error(f"--readme {path!r}: not a file that exists")
    return target


def is_heading(line: str) -> bool:
    """A heading of level 1 to 3 (``#``, ``##``, ``###``): where a section ends."""
    marks = len(line) - len(line.lstrip("#"))
    return 1 <= marks <= 3 and line[marks : marks + 1] == " "


def section_span(lines: Sequence[str]) -> tuple[int, int] | None:
    """The lines of the section under ``HEADING``: from the heading up to the next heading of
    level 1 to 3 (or the end), headings inside fenced code blocks ignored; None without it."""
    start, fenced = None, False
    for index, line in enumerate(lines):
        text = line.rstrip()
        if text.startswith("```"):
            fenced = not fenced
        elif fenced:
            continue
        elif start is None and text == HEADING:
            start = index
        elif start is not None and is_heading(text):
            return start, index
    return None if start is None else (start, len(lines))


def with_section(text: str, section: str) -> str | None:
    """``text`` with the section under ``HEADING`` replaced by ``section`` (a blank line kept
    before the next heading); None when ``text`` has no such heading."""
    lines = text.splitlines(keepends=True)
    span = section_span(lines)
    if span is None:
        return None
    start, end = span
    after = lines[end:]
    return "".join([*lines[:start], section, "\n" if after else "", *after])


def main(argv: list[str] | None = None) -> int:
    parser = Parser(
        prog="quest_odds",
        description="each Dice Quest creature's exact odds of being beaten from one roll",
    )
    parser.add_argument(
        "--markdown", metavar="FILE", help="also write the table as Markdown (the README section)"
    )
    parser.add_argument(
        "--readme",
        metavar="FILE",
        nargs="?",
        const=str(README),
        help=f"also rewrite the section {HEADING[4:]!r} of FILE in place (README.md when omitted)",
    )
    parser.add_argument("--levels", default=str(LEVELS), help="the levels folder (levels/)")
    args = parser.parse_args(argv)
    target = checked_markdown(parser, args.markdown) if args.markdown is not None else None
    readme = checked_readme(parser, args.readme) if args.readme is not None else None
    readme_text = readme.read_text(encoding="utf-8") if readme is not None else ""
    if readme is not None and section_span(readme_text.splitlines()) is None:
        print(capped(f"quest_odds: {readme} has no heading {HEADING!r}"), file=sys.stderr)
        return 2
    try:
        cards = load(Path(args.levels))
    except ContentError as error:
        print(str(error).splitlines()[0], file=sys.stderr)
        return 2
    names = json.loads(CATALOG.read_text(encoding="utf-8"))
    table = rows(cards, names)
    print(text_table(table))
    section = markdown(table)
    if target is not None:
        target.write_text(section, encoding="utf-8")
    if readme is not None:
        rewritten = with_section(readme_text, section)
        assert rewritten is not None  # the heading was found above
        readme.write_text(rewritten, encoding="utf-8")
    return 0


if __name__ == "__main__":
    from game.cli import run

    sys.exit(run(main))
