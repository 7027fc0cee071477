"""Random self-play throughput: RLCard's raw Dou Dizhu game loop against our engine.

    python benchmarks/vs_rlcard.py [--games 300] [--runs 5] [--json]

Like for like, in one process: both sides deal a fresh game, fix the landlord without an
auction and play uniformly random legal moves (every kicker choice a separate move) to the
end.

* RLCard: ``rlcard.games.doudizhu.game.DoudizhuGame`` (not the env wrapper); ``init_game``
  deals and makes player 0 the landlord; each step picks uniformly from
  ``state["actions"]`` (which RLCard computes for every state).
* Ours: ``DoudizhuGame`` with the ``classic`` variant (no 癞子, no 明牌); the seat to move
  calls 叫地主 and the others decline to grab (two or three actions instead of RLCard's
  fixed landlord), then each step picks uniformly from ``legal_actions()``.

Each side's CPU time (``time.process_time``) is measured over ``--games`` games; the sides
alternate for ``--runs`` rounds to cancel load changes, and the median of the per-round
ratios is printed (target: ours >= 2x RLCard's). RLCard is an optional extra: without it
this prints a message and exits 0.
"""

from __future__ import annotations

import os as _os

_os.environ["PAIJU_LOOPBACK_ONLY"] = "1"  # network safety: benchmarks send nothing beyond 127.0.0.1

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop_app.engine.core import Action
from desktop_app.engine.doudizhu.game import DoudizhuGame


def rlcard_games(n: int, seed: int) -> float:
    """Games per CPU second of RLCard's raw game loop."""
    import numpy as np
    from rlcard.games.doudizhu.game import DoudizhuGame as RLGame

    game = RLGame()
    game.np_random = np.random.RandomState(seed)
    rng = random.Random(seed)
    t = time.process_time()
    for _ in range(n):
        state, _player = game.init_game()
        while not game.is_over():
            state, _player = game.step(rng.choice(state["actions"]))
    return n / (time.process_time() - t)


def our_games(n: int, seed: int) -> float:
    """Games per CPU second of our classic engine."""
    rng = random.Random(seed)
    t = time.process_time()
    for i in range(n):
        g = DoudizhuGame(3, {"variant": "classic"}, seed=seed * 100_003 + i)
        g.apply(Action(g.to_move, "call", value=True))
        while g.phase == "grabbing":
            g.apply(Action(g.to_move, "grab", value=False))
        while not g.is_over:
            g.apply(rng.choice(g.legal_actions()))
    return n / (time.process_time() - t)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=300, help="games per side and run")
    ap.add_argument("--runs", type=int, default=5, help="alternating rounds")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    args = ap.parse_args(argv)
    try:
        import rlcard  # noqa: F401
    except ImportError:
        print("rlcard is not installed (optional extra: pip install .[bench]); skipping the comparison")
        return 0
    rl_rates, our_rates, ratios = [], [], []
    for run in range(args.runs):
        if run % 2:
            ours = our_games(args.games, run)
            theirs = rlcard_games(args.games, run)
        else:
            theirs = rlcard_games(args.games, run)
            ours = our_games(args.games, run)
        rl_rates.append(theirs)
        our_rates.append(ours)
        ratios.append(ours / theirs)
    out = {
        "rlcard_games_per_s": round(statistics.median(rl_rates), 1),
        "ours_games_per_s": round(statistics.median(our_rates), 1),
        "ratio_median": round(statistics.median(ratios), 2),
        "ratios": [round(r, 2) for r in ratios],
        "target_ratio": 2.0,
    }
    out["meets_target"] = out["ratio_median"] >= 2.0
    if args.json:
        print(json.dumps(out, sort_keys=True))
    else:
        print(f"RLCard raw game loop: {out['rlcard_games_per_s']:8.1f} games/s (CPU)")
        print(f"ours (classic):       {out['ours_games_per_s']:8.1f} games/s (CPU)")
        print(f"ratio (median of {args.runs} alternating runs): {out['ratio_median']:.2f}x  (target >= 2x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
