"""``python -m game simulate``: one full game between random legal bots, reported as JSON."""

from __future__ import annotations

import argparse
import json
import random
import sys

from game.bots.random_bot import RandomBot
from game.cli import (
    ISLE,
    add_game_option,
    check_game,
    check_game_name,
    check_output,
    check_players,
    emit,
    load_content_or_exit,
)
from game.rules import is_over, observe, score, state_hash, to_move
from game.rules.content import Content
from game.rules.geometry import cells_of
from game.rules.scoring_view import order_position, sister_colors, sister_score, winners_of
from game.rules.state import GameState
from game.session.files import write_atomic
from game.session.match import Match


def play_random_game(
    content: Content, players: int, seed: int, mode: str = "standard", difficulty: str | None = None
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


def final_position(state: GameState) -> dict:
    """The finished position in the ``score`` file format."""
    players = []
    for i, seat in enumerate(state.seats):
        tiles = []
        for placed in seat.tiles:
            tile = {"shape": placed.shape}
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
    position = {"mode": state.mode, "public_lessons": lessons, "players": players}
    if state.sister is not None:  # solo: what the sister scores with (rules.md 8.6)
        position["sister"] = {
            "colors": list(sister_colors(state)),
            "lessons": list(state.sister.lessons),
        }
    return position


def report(match: Match) -> dict:
    """The command's JSON: solo adds the sister's breakdown; ``winners`` is [] when she wins."""
    state = match.state
    scores = score(state)
    result = {
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


def _write_log(log, option: str | None, match) -> bool:
    """Write the game's action log when --log was given; False (one line on stderr) when the
    file cannot be written."""
    if log is None:
        return True
    try:
        write_atomic(log, match.to_jsonl(), make_folder=False)
    except OSError as error:
        print(f"--log {option}: {error.strerror or error}", file=sys.stderr)
        return False
    return True


def _simulate_kittens(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    """Kitten Toys: one game between random bots; its outcome (--json) or a line per seat."""
    from game.kittens.headless import play_match, simulate_report
    from game.kittens.rules import PLAYER_COUNTS

    players = check_players(
        parser, args.game, 3 if args.players is None else args.players, PLAYER_COUNTS
    )
    log = check_output(parser, "--log", args.log) if args.log is not None else None
    match, _ = play_match(["random"] * players, args.seed)
    if not _write_log(log, args.log, match):
        return 2
    result = simulate_report(match)
    if args.json:
        return emit(json.dumps(result))
    lines = [
        f"seat {seat}: {chats} Super chat card{'s' if chats != 1 else ''}"
        for seat, chats in enumerate(result["super_chats"])
    ]
    lines.append(
        f"{result['rounds']} rounds; winner(s): "
        + ", ".join(f"seat {w}" for w in result["winners"])
    )
    return emit("\n".join(lines))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m game simulate", description="Play one full game between random legal bots."
    )
    add_game_option(parser)
    parser.add_argument(
        "--players",
        type=int,
        default=None,
        help="number of players (isle: 2-4, 4 when omitted, ignored in solo; kittens: 3-5, "
        "3 when omitted)",
    )
    parser.add_argument("--seed", type=int, default=0, help="seed of the dealer and the bots")
    parser.add_argument(
        "--mode", default=None, help="isle only: game mode (standard, family, solo)"
    )
    parser.add_argument(
        "--difficulty",
        help="isle only: solo level (easy, medium, hard, very_hard, expert; easy when omitted)",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--log", help="also write the game's action log (JSON lines) here")
    args = parser.parse_args(argv)
    if check_game_name(parser, args, isle_only=("--mode", "--difficulty")) != ISLE:
        return _simulate_kittens(parser, args)
    args.mode = args.mode or "standard"
    args.players = 4 if args.players is None else args.players
    content = load_content_or_exit()
    players, difficulty = check_game(
        parser, content, args.mode, args.players, args.difficulty, solo_players=1
    )
    log = check_output(parser, "--log", args.log) if args.log is not None else None
    match = play_random_game(content, players, args.seed, args.mode, difficulty)
    if not _write_log(log, args.log, match):
        return 2
    result = report(match)
    if args.json:
        return emit(json.dumps(result))
    lines = []
    for p in result["players"]:
        s = p["score"]
        lines.append(
            f"seat {p['seat']}: {s['total']:4d} points  ({s['rats']} rats, {s['rooms']} "
            f"rooms, {s['families']} families, {s['rare_treasures']} rare, "
            f"{s['private_lessons']} private, {s['public_lessons']} public; "
            f"{p['fish']} fish left)"
        )
    if "sister" in result:
        s = result["sister"]
        lines.append(
            f"sister: {s['total']:4d} points  ({s['colors']} colours, {s['lessons']} lessons)"
        )
    winners = ", ".join(f"seat {w}" for w in result["winners"]) or "the sister"
    lines.append(f"winner(s): {winners}")
    return emit("\n".join(lines))
