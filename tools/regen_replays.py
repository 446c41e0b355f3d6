"""Record the pinned whole games of tests/isle/replays/ again, on purpose.

    python tools/regen_replays.py [--only NAME,...] [--fresh] [--check] [--dir DIR]

tests/isle/replays/ holds one whole game for every mode and player count (standard and Family for
2, 3 and 4 players, Solo at every difficulty), OpenSpiel-style: NAME.jsonl is the game's
action log, chance outcomes included (the save format: the game can load it), and
NAME.expected.json its literal outcome: each seat's fish and score breakdown, the winners,
the sister's score in Solo, the final state hash and the state hash at the end of each day.
tests/isle/replays/test_replays.py replays every log and fails on any difference, so a change of
outcome is always deliberate: re-record here, in the same commit that explains why.

By default a log that still replays to a finished game is kept and only its expected outcome
is written again (a scoring change shows as a diff of numbers); a log that no longer replays
(an action became illegal, a draw is no longer possible) or is missing is recorded afresh:
bots play the whole game from the log's seed. ``--fresh`` records every chosen game afresh.
``--check`` writes nothing and exits 1 when anything would change. Each game's old and new
totals and winners are printed, for the commit message.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.shell.arguments import Parser  # noqa: E402

REPLAYS = Path(__file__).resolve().parents[1] / "tests" / "isle" / "replays"
SEED = 7  # the seed of a game recorded for the first time (kept when it is recorded again)
LEVELS = ("normal", "easy", "normal", "easy")  # the recording bots, seat by seat
ACTION_LIMIT = 20000  # a recording that runs longer than any game is a bug, not a game


@dataclass(frozen=True)
class Case:
    """One pinned game: a mode with a player count, or Solo at one difficulty."""

    mode: str
    players: int
    difficulty: str | None = None

    @property
    def name(self) -> str:
        return f"{self.mode}_{self.difficulty or f'{self.players}p'}"


def cases(content) -> list[Case]:
    """Every mode and player count the game offers (and every Solo difficulty)."""
    found = []
    for name, mode in sorted(content.modes.items()):
        if mode.difficulties:
            found += [Case(name, n, d.name) for n in mode.player_counts for d in mode.difficulties]
        else:
            found += [Case(name, n) for n in mode.player_counts]
    return found


def playthrough(content, lines: list[str]):
    """Replay a log: (the match at its end, the state hash at the end of each day). Raises
    ``LogError`` naming the line that cannot be replayed."""
    from game.isle.rules import parse_action, state_hash
    from game.isle.session.match import LogError, Match

    match = Match.from_lines(lines[:1], content)
    days = []
    for number, line in enumerate(lines[1:], start=2):
        if not line.strip():
            continue
        day = match.state.day
        try:
            match.apply(parse_action(json.loads(line)["action"]))
        except Exception as error:  # noqa: BLE001 - report any failure with its line
            raise LogError(f"line {number}: {error}") from None
        if match.state.day != day:
            days.append(
                {"day": day, "actions": len(match.log), "state_hash": state_hash(match.state)}
            )
    return match, days


def outcome(match, days: list[dict]) -> dict:
    """What a pinned game must end with, as literal data."""
    from game.isle.headless import report
    from game.isle.rules import is_over

    result = report(match)
    del result["final"]  # the final position is in the state hash
    result["over"] = is_over(match.state)
    result["actions"] = len(match.log)
    result["days"] = days
    return result


def record(content, case: Case, seed: int):
    """A whole game played by the recording bots (the same seed gives the same game)."""
    from game.isle.bots.levels import make_bot
    from game.isle.rules import is_over, observe, to_move
    from game.isle.session.match import Match

    levels = LEVELS[: case.players]
    seats = [
        {"name": f"Bot {i + 1}", "kind": "bot", "level": level, "profile": {}}
        for i, level in enumerate(levels)
    ]
    match = Match(
        content, case.players, case.mode, seed, difficulty=case.difficulty, meta={"seats": seats}
    )
    bots = [make_bot(level, seed * 10 + i + 1) for i, level in enumerate(levels)]
    while not is_over(match.state):
        if len(match.log) > ACTION_LIMIT:
            raise RuntimeError(f"{case.name}: no end after {ACTION_LIMIT} actions")
        seat = to_move(match.state)[0]
        match.submit(bots[seat].decide(observe(match.state, seat)))
    return match


def read_lines(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines() if path.exists() else []


def seed_of(lines: list[str]) -> int:
    try:
        return int(json.loads(lines[0])["seed"])
    except (IndexError, KeyError, TypeError, ValueError):
        return SEED


def brief(result: dict | None) -> str:
    if not result:
        return "none"
    totals = ",".join(str(p["score"]["total"]) for p in result["players"])
    sister = f" sister {result['sister']['total']}" if "sister" in result else ""
    return f"totals {totals}{sister} winners {result['winners']}"


def regenerate(content, case: Case, folder: Path, fresh: bool, check: bool) -> bool:
    """Bring one pinned game up to date; True when its files change (or would)."""
    from game.isle.rules import is_over
    from game.isle.session.match import LogError

    log_path = folder / f"{case.name}.jsonl"
    expected_path = folder / f"{case.name}.expected.json"
    lines = read_lines(log_path)
    old = json.loads(expected_path.read_text(encoding="utf-8")) if expected_path.exists() else None
    how = "kept the log"
    match = None
    if lines and not fresh:
        try:
            match, days = playthrough(content, lines)
        except LogError as error:
            how = f"recorded afresh ({error})"
        else:
            if not is_over(match.state):
                how, match = "recorded afresh (the log stops before the end)", None
    else:
        how = "recorded afresh"
    if match is None:
        match = record(content, case, seed_of(lines))
        days = playthrough(content, match.to_jsonl().splitlines())[1]
    new_log = match.to_jsonl()
    new = outcome(match, days)
    log_changes = new_log.splitlines() != lines
    changed = log_changes or new != old
    verdict = "changed" if changed else "unchanged"
    print(
        f"{case.name:<16} {how}, {new['actions']} actions: {brief(old)} -> {brief(new)} [{verdict}]"
    )
    if changed and not check:
        folder.mkdir(parents=True, exist_ok=True)
        if log_changes:
            log_path.write_text(new_log, encoding="utf-8")
        expected_path.write_text(json.dumps(new, indent=2) + "\n", encoding="utf-8")
    return changed


def main(argv: list[str] | None = None) -> int:
    parser = Parser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", default="", help="comma-separated game names (all by default)")
    parser.add_argument("--fresh", action="store_true", help="record every chosen game afresh")
    parser.add_argument("--check", action="store_true", help="write nothing; 1 if out of date")
    parser.add_argument("--dir", default=str(REPLAYS), help="the replays folder")
    args = parser.parse_args(argv)
    if not Path(args.dir).is_dir():
        parser.error(f"--dir {args.dir}: is not a folder")
    args.dir = Path(args.dir)
    from game.isle.data.loader import load_content

    content = load_content()
    known = {case.name: case for case in cases(content)}
    wanted = [n.strip() for n in args.only.split(",") if n.strip()] or list(known)
    unknown = [n for n in wanted if n not in known]
    if unknown:
        parser.error(f"unknown game(s) {', '.join(unknown)}; known: {', '.join(known)}")
    changed = [n for n in wanted if regenerate(content, known[n], args.dir, args.fresh, args.check)]
    if args.check and changed:
        print(f"out of date: {', '.join(changed)} (python tools/regen_replays.py re-records them)")
        return 1
    return 0


if __name__ == "__main__":
    from game.cli import run

    sys.exit(run(main))
