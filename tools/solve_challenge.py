"""Prove challenges: ``python tools/solve_challenge.py FILE...`` searches each challenge for a
line of play that earns three stars and prints it with the time the search took; exit status 0
when every file has one, 1 when one has none, 2 for a file that is not a challenge.

``--write`` stores the line found as the file's ``solution`` (the hint the game shows);
``--stars`` also finds a line ending with exactly one star and one with exactly two (exit 1
when one is missing: each star must be a step of its own); ``--survey`` counts the positions
between moves by the stars they earn (how rare three stars are: a designer's measure).
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

if __package__ in (None, ""):  # run as a script: the repository's game package
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.shell.arguments import Parser, capped  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = Parser(
        prog="solve_challenge", description="find a three-star line for each challenge file"
    )
    parser.add_argument("files", nargs="+", metavar="FILE", help="levels/challenges/*.json")
    parser.add_argument("--write", action="store_true", help="store the line as the solution")
    parser.add_argument("--survey", action="store_true", help="count positions by stars")
    parser.add_argument(
        "--stars", action="store_true", help="also a line ending with exactly 1 and 2 stars"
    )
    parser.add_argument("--json", action="store_true", help="one JSON object per file")
    args = parser.parse_args(argv)

    from game.isle.challenges.solver import BudgetError, solve, survey
    from game.isle.data.challenges import load_challenge
    from game.isle.data.loader import ContentError, load_content

    try:
        content = load_content()
    except ContentError as error:
        print(str(error).splitlines()[0], file=sys.stderr)
        return 2
    status, total = 0, 0.0
    for name in args.files:
        try:
            path = Path(name).resolve()
        except (OSError, RuntimeError):  # a symbolic link that loops
            print(capped(f"{name}: a symbolic link that loops"), file=sys.stderr)
            return 2
        try:
            challenge = load_challenge(content, path, path.parent.parent, check_solution=False)
        except ContentError as error:
            print(str(error).splitlines()[0], file=sys.stderr)
            return 2
        began = time.perf_counter()
        try:
            found = solve(content, challenge)
        except BudgetError as error:
            found, problem = None, str(error)
        else:
            problem = "no line earns three stars"
        seconds = time.perf_counter() - began
        total += seconds
        report = {"file": name, "id": challenge.id, "seconds": round(seconds, 3)}
        if found is None:
            status = 1
            report["problem"] = problem
        else:
            report.update(
                line=list(found.line),
                result=found.result,
                stars=found.stars,
                positions=found.searched,
            )
            if args.write:
                try:
                    data = json.loads(path.read_text(encoding="utf-8-sig"))
                    data["solution"] = list(found.line)
                    text = json.dumps(data, indent=2, ensure_ascii=False) + "\n"
                    path.write_text(text, "utf-8")
                except OSError as error:  # changed or locked since it was read
                    problem = f"cannot store the solution: {error.strerror or error}"
                    print(capped(f"{name}: {problem}"), file=sys.stderr)
                    status = 1
        if args.stars and found is not None:
            worse = {k: solve(content, challenge, want=k, exactly=True) for k in (1, 2)}
            report["worse"] = {str(k): list(w.line) if w else None for k, w in worse.items()}
            if any(w is None for w in worse.values()):
                status = 1
        if args.survey:
            try:
                counts = survey(content, challenge)
                report["survey"] = {str(k): v for k, v in sorted(counts.items())}
            except BudgetError as error:
                report["survey"] = str(error)
        if args.json:
            print(json.dumps(report))
        elif found is None:
            print(f"{name}: {problem} ({seconds:.2f} s)")
        else:
            line = "; ".join(found.line)
            print(f"{name}: {'*' * found.stars} result {found.result} in {seconds:.2f} s: {line}")
            if args.survey:
                print(f"  positions by stars: {report['survey']}")
            for k, worse_line in report.get("worse", {}).items():
                shown = "; ".join(worse_line) if worse_line else "none"
                print(f"  exactly {k} star(s): {shown}")
    if not args.json:
        print(f"{len(args.files)} file(s), {total:.2f} s in all")
    return status


if __name__ == "__main__":
    from game.cli import run

    sys.exit(run(main))
