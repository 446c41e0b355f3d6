"""The dice's chances (game/quest/bots/odds.py) against a brute force written from the rules'
text, and the odds tool (tools/quest_odds.py): its table, its Markdown, the README's section
"The 42 creatures and their odds" kept up to date and rewritten in place by ``--readme``, a
broken file or a README without the heading as exit status 2."""

from __future__ import annotations

import json
import shutil
from fractions import Fraction
from functools import cache
from itertools import combinations, product
from pathlib import Path

from game.quest.bots import odds
from game.quest.data.loader import LEVELS
from tests.quest.reference import matches
from tools.quest_odds import HEADING, main

ROOT = Path(__file__).resolve().parents[2]


@cache
def after_keeping(kept: tuple[int, ...], combo: tuple[str, ...]) -> Fraction:
    """The chance that ``kept`` and the other dice rolled again beat ``combo``, counted."""
    rolled = list(product(range(1, 7), repeat=5 - len(kept)))
    return Fraction(sum(matches(kept + r, combo) for r in rolled), len(rolled))


def one_reroll_by_brute_force(combo: tuple[str, ...]) -> Fraction:
    """Over all 7,776 rolls: beaten at once, or the best set of at most four dice kept."""
    total = Fraction(0)
    for roll in product(range(1, 7), repeat=5):
        if matches(roll, combo):
            total += 1
            continue
        kept_sets = {
            tuple(sorted(roll[i] for i in chosen))
            for size in range(5)
            for chosen in combinations(range(5), size)
        }
        total += max(after_keeping(kept, combo) for kept in kept_sets)
    return total / 7776


def test_the_odds_of_a_roll_with_its_free_reroll_are_exact():
    for combo in (("3", "3"), ("sun", "sun", "moon", "moon", "6")):
        assert odds.beat_odds(combo, 1) == one_reroll_by_brute_force(combo)
        assert odds.beat_odds(combo, 0) == Fraction(
            sum(matches(r, combo) for r in product(range(1, 7), repeat=5)), 7776
        )


def test_the_kept_sets_and_their_outcomes():
    assert len(odds.ROLLS) == 252 and sum(odds.WAYS) == 7776 and len(odds.KEPT) == 210
    values = [Fraction(matches(r, ("6", "6", "6"))) for r in odds.ROLLS]
    kept = odds.kept_values(values, Fraction(0))
    for faces in ((), (6,), (6, 6), (1, 6, 6), (6, 6, 6, 6)):
        assert kept[odds.KEPT_INDEX[faces]] == after_keeping(faces, ("6", "6", "6"))
    assert odds.best_keep((6, 1, 6, 2, 3), kept)[0] == (6, 6)
    assert odds.positions_of((6, 1, 6, 2, 6), (6, 6)) == (0, 2)


def test_the_tool_prints_every_card_and_writes_markdown(tmp_path, capsys):
    target = tmp_path / "odds.md"
    assert main(["--markdown", str(target)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].split()[:4] == ["card", "name", "combination", "power"]
    rows = [line for line in out if line[:4].strip().isdigit()]
    assert len(rows) == 42
    assert "48.3 %" in rows[0] and "19.6 %" in rows[0] and "69.9 %" in rows[0]
    assert "1.3 %" in rows[-1] and "☀☀☀☀☀" in rows[-1]
    text = target.read_text(encoding="utf-8")
    assert text.count("\n| ") == 43 and "7,776" in text


def test_the_readme_holds_the_tool_s_section_exactly(tmp_path, capsys):
    target = tmp_path / "odds.md"
    main(["--markdown", str(target)])
    capsys.readouterr()
    section = target.read_text(encoding="utf-8")
    assert section.startswith(HEADING + "\n") and "--readme" in section.splitlines()[2]
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert section in readme
    copy = tmp_path / "README.md"  # the section is all there is under its heading
    copy.write_text(readme, encoding="utf-8")
    assert main(["--readme", str(copy)]) == 0
    assert copy.read_text(encoding="utf-8") == readme


def test_readme_rewrites_the_section_in_place_and_nothing_else(tmp_path, capsys):
    main(["--markdown", str(tmp_path / "odds.md")])
    section = (tmp_path / "odds.md").read_text(encoding="utf-8")
    before = "# Box\n\n## Rules\n\nText.\n\n```\n### not a heading\n```\n\n"
    after = "\n## Credits\n\nThe end.\n"
    stale = f"{HEADING}\n\nOld table.\n\n#### A smaller heading\n\n```\n## fenced\n```\n"
    readme = tmp_path / "README.md"
    readme.write_text(before + stale + after, encoding="utf-8")
    capsys.readouterr()
    assert main(["--readme", str(readme)]) == 0
    assert readme.read_text(encoding="utf-8") == before + section + after
    assert main(["--readme", str(readme)]) == 0  # once more: the same file
    assert readme.read_text(encoding="utf-8") == before + section + after
    last = tmp_path / "LAST.md"  # the section at the end of the file
    last.write_text(before + stale, encoding="utf-8")
    assert main(["--readme", str(last)]) == 0
    assert last.read_text(encoding="utf-8") == before + section


def test_readme_without_the_heading_is_exit_status_2_in_one_line(tmp_path, capsys):
    readme = tmp_path / "README.md"
    text = "# Box\n\n## The 42 creatures and their odds\n\nNot the section's level.\n"
    readme.write_text(text, encoding="utf-8")
    assert main(["--readme", str(readme)]) == 2
    captured = capsys.readouterr()
    assert captured.err.count("\n") == 1 and HEADING in captured.err and not captured.out
    assert readme.read_text(encoding="utf-8") == text


def test_a_broken_creatures_file_is_exit_status_2(tmp_path, capsys):
    shutil.copytree(LEVELS / "quest", tmp_path / "quest")
    path = tmp_path / "quest" / "creatures.json"
    data = json.loads(path.read_text())
    data["creatures"][0]["power"] = "fly"
    path.write_text(json.dumps(data))
    assert main(["--levels", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "entry creatures[0] (id 1): field 'power'" in err


def test_a_markdown_file_nowhere_is_a_usage_error_before_any_work(tmp_path, capsys):
    for path in (str(tmp_path / "no" / "such.md"), str(tmp_path), ""):
        try:
            status = main(["--markdown", path])
        except SystemExit as stop:
            status = stop.code
        assert status == 2
        captured = capsys.readouterr()
        assert "usage:" in captured.err and "--markdown" in captured.err and not captured.out


def test_the_tool_guards_its_output_as_every_tool_does():
    """Its ``__main__`` block runs ``main`` through game.cli.run (tests/tools/test_cli_robust.py
    holds every tool to it)."""
    text = (ROOT / "tools" / "quest_odds.py").read_text(encoding="utf-8")
    assert text.rstrip().endswith("sys.exit(run(main))") and "from game.cli import run" in text
