"""Bot strength: each level against the lower ones and a random baseline, in every game.

    python benchmarks/strength.py [--deals N] [--games doudizhu,hongwu] [--jobs 2]
                                  [--rlcard-deals 1000] [--pairs expert>normal] [--json]

Duplicate format: every seeded deal is played twice for each seat group g (a single seat,
or a partnership in 原子): once with the stronger level in g and the weaker level in every
other seat, once the other way round. The stronger level wins the pair when its seats in g
scored more than the weaker level's seats in g on the same deal (a tie counts half). Win
rates come with 95% confidence intervals (normal approximation). Our expert `classic`
doudizhu bot also meets RLCard's rule agent (`doudizhu-rule-v1`) in both roles when rlcard
is installed (the optional `bench` extra).
"""

from __future__ import annotations

import os as _os

_os.environ["PAIJU_LOOPBACK_ONLY"] = "1"  # network safety: benchmarks send nothing beyond 127.0.0.1

import argparse
import json
import math
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop_app.ai.play import bots_for, play_out
from desktop_app.engine import new_game

TABLES: dict[str, tuple[int, dict[str, Any]]] = {
    "tiandiren": (4, {}),
    "doudizhu": (3, {}),
    "hongwu": (4, {}),
    "yuanzi": (4, {}),
    "shengsidu": (4, {}),
}
#: Duplicate deals per level pair and game unless ``--deals`` says otherwise.
DEALS = 200
#: Pairs whose edge is thin get more deals, so that the interval is narrow enough to
#: decide (the 生死堵 expert's edge over normal is about 0.57: 200 deals give +-0.065).
MORE_DEALS: dict[tuple[str, str, str], int] = {("shengsidu", "expert", "normal"): 800}
PAIRS = [
    ("easy", "random"),
    ("normal", "random"),
    ("normal", "easy"),
    ("expert", "random"),
    ("expert", "easy"),
    ("expert", "normal"),
]


def seat_groups(game_id: str, players: int) -> list[tuple[int, ...]]:
    if game_id == "yuanzi":
        return [(0, 2), (1, 3)]
    return [(s,) for s in range(players)]


def group_score(
    game_id: str, players: int, options: dict[str, Any], seed: int, group: tuple[int, ...], inside: str, outside: str
) -> int:
    levels = [inside if s in group else outside for s in range(players)]
    game = new_game(game_id, players, options, seed=seed)
    outcome = play_out(game, bots_for(game_id, levels, seed=seed))
    return sum(outcome.scores[s] for s in group)


def duplicate(args: tuple[str, int, dict[str, Any], int, tuple[int, ...], str, str]) -> float:
    game_id, players, options, seed, group, strong, weak = args
    a = group_score(game_id, players, options, seed, group, strong, weak)
    b = group_score(game_id, players, options, seed, group, weak, strong)
    return 1.0 if a > b else 0.5 if a == b else 0.0


def interval(results: list[float]) -> tuple[float, float, float]:
    n = len(results)
    if n == 0:
        return (float("nan"),) * 3
    mean = sum(results) / n
    var = sum((x - mean) ** 2 for x in results) / max(1, n - 1)
    half = 1.96 * math.sqrt(var / n)
    return mean, max(0.0, mean - half), min(1.0, mean + half)


def run(games: list[str], deals: int | None, jobs: int, pairs: list[tuple[str, str]] | None = None) -> dict[str, Any]:
    """Every pair in every game; ``deals`` None: :data:`DEALS`, or :data:`MORE_DEALS`."""
    report: dict[str, Any] = {}
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for game_id in games:
            players, options = TABLES[game_id]
            groups = seat_groups(game_id, players)
            for strong, weak in pairs or PAIRS:
                t0 = time.perf_counter()
                n = deals if deals is not None else MORE_DEALS.get((game_id, strong, weak), DEALS)
                tasks = [
                    (game_id, players, options, 10_000 + d, groups[d % len(groups)], strong, weak) for d in range(n)
                ]
                results = list(pool.map(duplicate, tasks, chunksize=4))
                mean, lo, hi = interval(results)
                key = f"{game_id}:{strong}>{weak}"
                report[key] = {
                    "win_rate": round(mean, 4),
                    "ci95": [round(lo, 4), round(hi, 4)],
                    "deals": n,
                    "meets_target": lo > 0.5,
                    "seconds": round(time.perf_counter() - t0, 1),
                }
                print(
                    f"{key:32} {mean:.3f}  95% CI [{lo:.3f}, {hi:.3f}]  n={n}  {'ok' if lo > 0.5 else 'BELOW TARGET'}",
                    file=sys.stderr,
                    flush=True,
                )
    return report


def rlcard_report(deals: int) -> dict[str, Any]:
    try:
        import rlcard  # noqa: F401
    except ImportError:
        return {"skipped": "rlcard is not installed (pip install -e '.[bench]')"}
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from rlcard_duel import duel  # type: ignore[import-not-found]

    out: dict[str, Any] = {}
    for role in ("landlord", "peasant"):
        out[role] = duel(deals, 20_000, role)
        print(f"doudizhu expert vs rlcard rule agent as {role}: {out[role]}", file=sys.stderr, flush=True)
    rates = [out[r]["win_rate"] for r in ("landlord", "peasant")]
    out["average"] = sum(rates) / 2
    out["meets_target"] = min(rates) >= 0.60 and out["average"] >= 0.70
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument(
        "--deals", type=int, default=None, help=f"deals per level pair and game (default {DEALS}, thin edges more)"
    )
    ap.add_argument("--games", default=",".join(TABLES))
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--rlcard-deals", type=int, default=1000, help="deals per role against RLCard (0: skip)")
    ap.add_argument("--pairs", default="", help="level pairs to play, e.g. expert>normal,normal>easy (default: all)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    pairs = [tuple(p.split(">", 1)) for p in args.pairs.split(",") if p]
    if any(len(p) != 2 or p not in PAIRS for p in pairs):
        ap.error(f"--pairs: choose from {', '.join('>'.join(p) for p in PAIRS)}")
    games = [g for g in args.games.split(",") if g]
    report: dict[str, Any] = {"levels": run(games, args.deals, args.jobs, pairs)}  # type: ignore[arg-type]
    if args.rlcard_deals:
        report["rlcard"] = rlcard_report(args.rlcard_deals)
    if args.json:
        print(json.dumps(report, sort_keys=True))
    else:
        for key, r in report["levels"].items():
            print(f"{key:32} {r['win_rate']:.3f}  95% CI {r['ci95']}  {'ok' if r['meets_target'] else 'BELOW TARGET'}")
        if "rlcard" in report:
            print("rlcard:", json.dumps(report["rlcard"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
