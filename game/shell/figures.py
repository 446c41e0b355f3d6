"""The tournament's figures, for every game: win shares with their standard error, score
means and spreads, each category's distribution and decision times, per bot level."""

from __future__ import annotations

import math
import statistics
from collections import defaultdict
from collections.abc import Sequence
from typing import Any


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q`` quantile (0-1) by linear interpolation; 0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    pos = q * (len(ordered) - 1)
    low = math.floor(pos)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (pos - low)


def standard_error(values: Sequence[float]) -> float:
    """Standard error of the mean of ``values`` (0 for fewer than two)."""
    if len(values) < 2:
        return 0.0
    return statistics.stdev(values) / math.sqrt(len(values))


def mean_sd(values: Sequence[float]) -> dict[str, float]:
    return {
        "mean": round(statistics.fmean(values), 2) if values else 0.0,
        "sd": round(statistics.pstdev(values), 2) if values else 0.0,
    }


def distribution(values: Sequence[float]) -> dict[str, float]:
    return {
        "mean": round(statistics.fmean(values), 2) if values else 0.0,
        "sd": round(statistics.pstdev(values), 2) if len(values) > 1 else 0.0,
        "min": min(values, default=0),
        "p10": round(percentile(values, 0.10), 1),
        "median": round(percentile(values, 0.5), 1),
        "p90": round(percentile(values, 0.90), 1),
        "max": max(values, default=0),
    }


def summarise(
    results: list[dict[str, Any]],
    bots: list[str],
    categories: tuple[str, ...],
    score_key: str,
) -> dict[str, Any]:
    """Per level: games won (ties shared) with the standard error of that share, scores (the
    game's ``score_key``), the ``categories`` of each seat's figures, decision times."""
    games = len(results)
    wins: dict[str, float] = defaultdict(float)
    shares: dict[str, list[float]] = defaultdict(list)  # the level's share of each game
    seats: dict[str, int] = defaultdict(int)
    lines: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    times: dict[str, list[float]] = defaultdict(list)
    for r in results:
        share = dict.fromkeys(r["levels"], 0.0)
        for seat, level in enumerate(r["levels"]):
            seats[level] += 1
            if seat in r["winners"]:
                wins[level] += 1.0 / len(r["winners"])
                share[level] += 1.0 / len(r["winners"])
            for key in categories:
                lines[level][key].append(r["scores"][seat][key])
            times[level].extend(r["times"][seat])
        for level, won in share.items():
            shares[level].append(won)
    per_level = {}
    for level in dict.fromkeys(bots):
        t = times[level]
        per_level[level] = {
            "seats_per_game": seats[level] / games if games else 0,
            "win_share": round(wins[level] / games, 4) if games else 0.0,
            "win_share_se": round(standard_error(shares[level]), 4),
            "win_share_per_seat": round(wins[level] / seats[level], 4) if seats[level] else 0.0,
            "score": mean_sd(lines[level][score_key]),
            "breakdown_means": {k: round(statistics.fmean(lines[level][k]), 2) for k in categories},
            "distribution": {k: distribution(lines[level][k]) for k in categories},
            "decision_time": {
                "decisions": len(t),
                "mean_ms": round(1000 * statistics.fmean(t), 2) if t else 0.0,
                "p50_ms": round(1000 * percentile(t, 0.5), 2),
                "p95_ms": round(1000 * percentile(t, 0.95), 2),
                "max_ms": round(1000 * max(t, default=0.0), 2),
            },
        }
    return per_level
