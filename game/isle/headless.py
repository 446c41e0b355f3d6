"""The Isle of Cats without a window, for the command line (game/shell/headless.py): one game
between random legal bots (``simulate``), games between bot levels (``tournament``), its modes
and the sister's difficulty as options of its own. It has no whole-game record (``simulate --log``
writes a game's action log)."""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Mapping
from functools import cache
from typing import Any

import game.isle.rules as rules
from game.isle.bots.levels import LEVELS, make_bot
from game.isle.bots.random_bot import RandomBot
from game.isle.rules import is_over, observe, score, state_hash, to_move
from game.isle.rules.content import Content
from game.isle.rules.geometry import cells_of
from game.isle.rules.scoring import SCORE_LINES
from game.isle.rules.scoring_view import order_position, sister_colors, sister_score, winners_of
from game.isle.rules.state import GameState
from game.isle.rules.vocabulary import Mode
from game.isle.session.match import Match
from game.shell.figures import distribution, mean_sd, standard_error
from game.shell.headless import Bot, Headless, Setup, UsageError, bot_seed, play_timed

CATEGORIES = SCORE_LINES
STANDARD = "standard"
SOLO_DIFFICULTY = "medium"  # the tournament's sister when none is named


@cache
def content() -> Content:
    """The levels' content, loaded once per process; a broken level file is one line on stderr
    and exit status 2 (the bots' tables are built once per content)."""
    from game.isle.data.loader import ContentError, load_content

    try:
        return load_content()
    except ContentError as error:
        print(str(error).splitlines()[0], file=sys.stderr)
        raise SystemExit(2) from None


def checked_game(
    content: Content,
    mode_name: str,
    players: int,
    difficulty: str | None,
    solo_players: int | None = None,
) -> tuple[int, str | None]:
    """The player count and difficulty of a playable game of ``mode_name``; anything else is a
    ``UsageError``. A solo game is played by one player: ``solo_players`` is the count to use
    there (``simulate`` ignores --players in solo), None to demand 1."""
    mode = content.modes.get(mode_name)
    if mode is None:
        raise UsageError(f"unknown mode {mode_name!r}; known: {', '.join(content.modes)}")
    levels = [d.name for d in mode.difficulties]
    if mode.difficulties:
        if solo_players is not None:
            players = solo_players
        if difficulty is not None and difficulty not in levels:
            raise UsageError(f"unknown difficulty {difficulty!r}; known: {', '.join(levels)}")
    elif difficulty is not None:
        raise UsageError(f"the {mode_name} mode has no difficulty levels")
    if players not in mode.player_counts:
        counts = ", ".join(map(str, mode.player_counts))
        noun = "player" if counts == "1" else "players"
        raise UsageError(f"{mode_name} is played by {counts} {noun}, not {players}")
    return players, difficulty


def check_game(
    parser: argparse.ArgumentParser,
    content: Content,
    mode_name: str,
    players: int,
    difficulty: str | None,
    solo_players: int | None = None,
) -> tuple[int, str | None]:
    """``checked_game`` for a tool's parser: a game it cannot play is a usage error."""
    try:
        return checked_game(content, mode_name, players, difficulty, solo_players)
    except UsageError as error:
        parser.error(str(error))


def play_random_game(
    content: Content, players: int, seed: int, mode: str = STANDARD, difficulty: str | None = None
) -> Match:
    """Play a whole game with random bots; the same seed gives the same game."""
    match = Match(content, players, mode, seed, difficulty=difficulty)
    bots = [RandomBot(seed * 10 + i + 1) for i in range(players)]
    picker = random.Random(seed)  # who moves first when several seats act at once
    while not is_over(match.state):
        movers = to_move(match.state)
        seat = movers[picker.randrange(len(movers))]
        match.submit(bots[seat].decide(observe(match.state, seat)))
    return match


def final_position(state: GameState) -> dict[str, Any]:
    """The finished position in the ``score`` file format."""
    players = []
    for i, seat in enumerate(state.seats):
        tiles = []
        for placed in seat.tiles:
            tile: dict[str, Any] = {"shape": placed.shape}
            if placed.color is not None:
                tile["color"] = placed.color
            tile["cells"] = [list(c) for c in cells_of(placed.mask)]
            tiles.append(tile)
        players.append(
            {
                "boat": seat.boat,
                "fish": seat.fish,
                "private_lessons": list(seat.lessons),
                "tiles": tiles,
                "permanent_baskets": seat.baskets,
                "turn_order_position": order_position(state, i),
            }
        )
    lessons = [{"card": c, **({"color": col} if col else {})} for c, col in state.public_lessons]
    position: dict[str, Any] = {"mode": state.mode, "public_lessons": lessons, "players": players}
    if state.sister is not None:  # solo: what the sister scores with (rules.md 8.6)
        position["sister"] = {
            "colors": list(sister_colors(state)),
            "lessons": list(state.sister.lessons),
        }
    return position


def report(match: Match) -> dict[str, Any]:
    """``simulate``'s JSON: solo adds the sister's breakdown; ``winners`` is [] when she wins."""
    state = match.state
    scores = score(state)
    result: dict[str, Any] = {
        "mode": state.mode,
        "seed": match.seed,
        "players": [
            {"seat": i, "fish": s.fish, "score": scores[i].as_dict()}
            for i, s in enumerate(state.seats)
        ],
        "winners": winners_of(state, scores),
    }
    sister = sister_score(state)
    if sister is not None:
        result["sister"] = sister.as_dict()
    result["state_hash"] = state_hash(state)
    result["final"] = final_position(state)
    return result


def play_game(
    content: Content,
    levels: list[str],
    seed: int,
    mode: str = STANDARD,
    check: bool = True,
    difficulty: str | None = None,
) -> dict[str, Any]:
    """One game between bots of ``levels`` (one per seat). Returns the seats' levels, score
    breakdowns, fish, winners and decision times."""
    players = len(levels)
    match = Match(content, players, mode, seed, difficulty=difficulty)
    bots = [make_bot(level, bot_seed(seed, i)) for i, level in enumerate(levels)]
    for bot in bots:
        prepare = getattr(bot, "prepare", None)
        if prepare is not None:
            prepare(content)  # one-time tables, outside the timed decisions
    times = play_timed(match, bots, rules, check)
    scores = score(match.state)
    result: dict[str, Any] = {
        "seed": seed,
        "levels": levels,
        "scores": [s.as_dict() for s in scores],
        "fish": [s.fish for s in match.state.seats],
        "winners": winners_of(match.state, scores),
        "times": times,
    }
    sister = sister_score(match.state)
    if sister is not None:
        result["sister"] = sister.as_dict()
    return result


def summarise_sister(results: list[dict[str, Any]]) -> dict[str, Any] | None:
    """Solo: the sister's mean score (colour cards, lessons) and the player's margin over her
    (player total minus sister total; the player wins only with a margin above 0)."""
    games = [r for r in results if "sister" in r]
    if not games:
        return None
    totals = [r["sister"]["total"] for r in games]
    margins = [r["scores"][0]["total"] - r["sister"]["total"] for r in games]
    return {
        "score": mean_sd(totals),
        "breakdown_means": {
            k: mean_sd([r["sister"][k] for r in games])["mean"]
            for k in ("colors", "lessons", "total")
        },
        "margin": {**mean_sd(margins), "se": round(standard_error(margins), 2)},
        "distribution": {"total": distribution(totals), "margin": distribution(margins)},
    }


class IsleHeadless:
    """The Isle of Cats for ``simulate``, ``tournament`` and ``--game isle``."""

    players = (1, 2, 3, 4)
    levels = tuple(LEVELS)
    categories = CATEGORIES
    score_key = "total"
    rules = rules

    def setup(
        self, players: int | None, options: Mapping[str, Any], simulate: bool = False
    ) -> Setup:
        mode = options.get("mode") or STANDARD
        difficulty = options.get("difficulty")
        if not simulate and mode == Mode.SOLO and difficulty is None:
            difficulty = SOLO_DIFFICULTY
        players, difficulty = checked_game(
            content(),
            mode,
            4 if players is None else players,
            difficulty,
            solo_players=1 if simulate else None,
        )
        return Setup(players, {"mode": mode, "difficulty": difficulty})

    def new_match(self, setup: Setup, seed: int) -> Match:
        options = setup.options
        return Match(
            content(), setup.players, options["mode"], seed, difficulty=options["difficulty"]
        )

    def make_bot(self, level: str, seed: int) -> Bot:
        bot = make_bot(level, seed)
        prepare = getattr(bot, "prepare", None)
        if prepare is not None:
            prepare(content())  # one-time tables
        return bot

    def default_bots(self, players: int) -> list[str]:
        return ["hard", "normal", "normal", "easy"][:players]

    def simulate(self, setup: Setup, seed: int) -> Match:
        options = setup.options
        return play_random_game(
            content(), setup.players, seed, options["mode"], options["difficulty"]
        )

    def simulate_report(self, match: Match) -> dict[str, Any]:
        return report(match)

    def simulate_lines(self, report: dict[str, Any]) -> list[str]:
        lines = []
        for p in report["players"]:
            s = p["score"]
            lines.append(
                f"seat {p['seat']}: {s['total']:4d} points  ({s['rats']} rats, {s['rooms']} "
                f"rooms, {s['families']} families, {s['rare_treasures']} rare, "
                f"{s['private_lessons']} private, {s['public_lessons']} public; "
                f"{p['fish']} fish left)"
            )
        if "sister" in report:
            s = report["sister"]
            lines.append(
                f"sister: {s['total']:4d} points  ({s['colors']} colours, {s['lessons']} lessons)"
            )
        winners = ", ".join(f"seat {w}" for w in report["winners"]) or "the sister"
        lines.append(f"winner(s): {winners}")
        return lines

    def play_game(self, levels: list[str], seed: int, setup: Setup, check: bool) -> dict[str, Any]:
        options = setup.options
        return play_game(content(), levels, seed, options["mode"], check, options["difficulty"])

    def seat_result(self, result: dict[str, Any], seat: int) -> str:
        total = result["scores"][seat]["total"]
        return f"{total} points, {result['fish'][seat]} fish left"

    def report_fields(self, setup: Setup) -> dict[str, Any]:
        fields: dict[str, Any] = {"mode": setup.options["mode"]}
        if setup.options.get("difficulty"):
            fields["difficulty"] = setup.options["difficulty"]
        return fields

    def summary(self, results: list[dict[str, Any]]) -> dict[str, Any]:
        sister = summarise_sister(results)
        return {"sister": sister} if sister else {}

    def table(self, report: dict[str, Any]) -> list[str]:
        head = (
            f"{'level':8} {'win%':>6} {'mean':>6} {'sd':>5} | {'rats':>5} {'rooms':>6} "
            f"{'famil':>6} {'rare':>5} {'priv':>5} {'publ':>5} | {'p50ms':>7} {'p95ms':>7} "
            f"{'maxms':>7}"
        )
        out = [head, "-" * len(head)]
        for level, r in report["levels"].items():
            b = r["breakdown_means"]
            t = r["decision_time"]
            out.append(
                f"{level:8} {100 * r['win_share']:6.1f} {r['score']['mean']:6.1f} "
                f"{r['score']['sd']:5.1f} | {b['rats']:5.1f} {b['rooms']:6.1f} "
                f"{b['families']:6.1f} {b['rare_treasures']:5.1f} {b['private_lessons']:5.1f} "
                f"{b['public_lessons']:5.1f} | "
                f"{t['p50_ms']:7.1f} {t['p95_ms']:7.1f} {t['max_ms']:7.1f}"
            )
        sister = report.get("sister")
        if sister:
            b = sister["breakdown_means"]
            m = sister["margin"]
            out.append(
                f"{'sister':8} {'':6} {sister['score']['mean']:6.1f} "
                f"{sister['score']['sd']:5.1f} | "
                f"colour cards {b['colors']:.1f}, lessons {b['lessons']:.1f}; "
                f"margin {m['mean']:+.1f} (sd {m['sd']:.1f}, se {m['se']:.1f})"
            )
        return out

    def record(self, levels: list[str], seed: int) -> dict[str, Any]:
        raise UsageError(
            "The Isle of Cats has no whole-game record; use 'simulate --log FILE' for its "
            "action log"
        )


HEADLESS: Headless = IsleHeadless()  # mypy checks it is one
