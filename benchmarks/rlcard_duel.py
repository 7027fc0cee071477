"""Our 斗地主 bot against RLCard's rule agent (``doudizhu-rule-v1``), on our classic engine.

    python benchmarks/rlcard_duel.py [--deals 1000] [--seed 1] [--level expert] [--role both]

Each deal is played twice: our bot as the landlord against two rule-agent peasants, and
our bot as both peasants against a rule-agent landlord. Like RLCard there is no bidding:
seat 0 is always the landlord and takes the same three bottom cards in both games (our
engine deals; the calls are scripted so that seat 0 becomes the landlord). The rule agent
is driven through the observation it reads (``trace``, ``current_hand``, ``actions``,
``landlord``, ``self``: RLCard ids with the landlord as 0) and its answer is translated
back into our cards. Plays RLCard's rules do not know (our engine accepts e.g. 四带两对
with the two pairs of one rank) are never offered to the rule agent; if our bot plays one,
the rule agent answers it as RLCard would answer an unknown type (pass or a random legal
action). Prints win rates with 95% confidence intervals (Wilson).

RLCard is an optional extra (``pip install .[bench]``): without it this prints a message
and exits 0. :func:`duel` is the entry point for ``benchmarks/strength.py``.
"""

from __future__ import annotations

import os

os.environ["PAIJU_LOOPBACK_ONLY"] = "1"  # network safety: benchmarks send nothing beyond 127.0.0.1

import argparse
import math
import os
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop_app.ai.doudizhu.bots import make_bot
from desktop_app.engine.core import Action
from desktop_app.engine.doudizhu.game import DoudizhuGame
from desktop_app.engine.doudizhu.patterns import by_rank, cards_from_buckets, counts_of, moves

CHARS = "3456789TJQKA2BR"
LANDLORD = 0


def have_rlcard() -> bool:
    try:
        import rlcard  # noqa: F401
    except ImportError:
        return False
    return True


def to_str(counts: list[int] | tuple[int, ...]) -> str:
    return "".join(CHARS[i] * k for i, k in enumerate(counts))


def to_counts(text: str) -> list[int]:
    c = [0] * 15
    for ch in text:
        c[CHARS.index(ch)] += 1
    return c


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (centre - half, centre + half)


def new_deal(seed: int) -> DoudizhuGame:
    """A classic game dealt from ``seed`` with seat 0 as the landlord (scripted calls)."""
    g = DoudizhuGame(3, {"variant": "classic"}, seed=seed)
    while g.phase == "calling":
        s = g.to_move
        g.apply(Action(s, "call", value=s == LANDLORD))
    while g.phase == "grabbing":
        g.apply(Action(g.to_move, "grab", value=False))
    assert g.phase == "play" and g.landlord == LANDLORD
    return g


class RuleSeat:
    """RLCard's rule agent for one of our seats."""

    def __init__(self, seat: int) -> None:
        from rlcard.games.doudizhu.utils import CARD_TYPE
        from rlcard.models.doudizhu_rule_models import DouDizhuRuleAgentV1

        self.seat = seat
        self.agent = DouDizhuRuleAgentV1()
        self.known = CARD_TYPE[2]

    def rl_id(self, seat: int) -> int:
        return (seat - LANDLORD) % 3

    def decide(self, g: DoudizhuGame, trace: list[tuple[int, str]]) -> Action:
        seat = self.seat
        hand = g.counts[seat]
        top = g.top
        legal = {to_str(p): p for p, _ in moves(hand, None, top, False, all_kickers=True)}
        actions = [a for a in legal if a in self.known]
        if top is not None:
            actions = ["pass", *actions]
        obs = {
            "trace": list(trace),
            "current_hand": to_str(hand),
            "actions": actions,
            "landlord": 0,
            "self": self.rl_id(seat),
        }
        try:
            choice = self.agent.step({"raw_obs": obs})
        except KeyError:  # our bot's last play is no RLCard combination
            import numpy as np

            choice = "pass" if top is not None and self.rl_id(seat) != 0 else np.random.choice(actions)
        if choice == "pass":
            return Action(seat, "pass")
        play = legal.get(choice)
        if play is None:  # a lead combine_cards built that our rules read otherwise
            want = to_counts(choice)
            ok = [p for p in legal.values() if list(p) == want]
            play = ok[0] if ok else min(legal.values(), key=lambda p: (sum(p), to_str(p)))
        cards = cards_from_buckets(by_rank(g.hands[seat]), play)
        return Action(seat, "play", tuple(cards))


def play_deal(seed: int, ours: set[int], level: str, bot_seed: int, times: list[float] | None) -> bool:
    """Play one deal; True when our side wins."""
    import numpy as np

    np.random.seed(seed % (2**32))
    g = new_deal(seed)
    bots: dict[int, Any] = {}
    for s in range(3):
        bots[s] = make_bot(level, s, bot_seed * 31 + s) if s in ours else RuleSeat(s)
    trace: list[tuple[int, str]] = []
    while not g.is_over:
        s = g.to_move
        assert s is not None
        if s in ours:
            t = time.perf_counter()
            action = bots[s].decide(g.view_for(s))
            if times is not None:
                times.append((time.perf_counter() - t) * 1000)
        else:
            action = bots[s].decide(g, trace)
        g.apply(action)
        rl = (s - LANDLORD) % 3
        trace.append((rl, "pass" if action.kind == "pass" else to_str(counts_of(action.cards))))
    lord_won = g.winner == "landlord"
    return lord_won == (LANDLORD in ours)


def duel(
    deals: int = 1000, seed: int = 1, role: str = "landlord", level: str = "expert", times: list[float] | None = None
) -> dict[str, Any]:
    """Our ``level`` bot against the rule agent on ``deals`` seeded deals in ``role``
    ("landlord": ours is the landlord; "peasants": ours are both peasants). Returns wins,
    games, the win rate and its 95% interval."""
    if role not in ("landlord", "peasants"):
        raise ValueError("role is 'landlord' or 'peasants'")
    ours = {LANDLORD} if role == "landlord" else {(LANDLORD + 1) % 3, (LANDLORD + 2) % 3}
    wins = 0
    for d in range(deals):
        deal_seed = seed * 1_000_003 + d
        wins += play_deal(deal_seed, ours, level, deal_seed, times)
    lo, hi = wilson(wins, deals)
    return {"role": role, "level": level, "wins": wins, "games": deals, "rate": wins / deals, "ci95": (lo, hi)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--deals", type=int, default=1000, help="deals per role (default 1000)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--level", default="expert", help="our bot level (default expert)")
    ap.add_argument("--role", default="both", choices=["both", "landlord", "peasants"])
    args = ap.parse_args(argv)
    if not have_rlcard():
        print("rlcard is not installed (optional extra: pip install .[bench]); skipping the duel")
        return 0
    roles = ["landlord", "peasants"] if args.role == "both" else [args.role]
    rates = []
    for role in roles:
        times: list[float] = []
        t0 = time.time()
        r = duel(args.deals, args.seed, role, args.level, times)
        rates.append(r["rate"])
        times.sort()
        p99 = times[min(len(times) - 1, int(0.99 * len(times)))] if times else float("nan")
        lo, hi = r["ci95"]
        print(
            f"{args.level} as {role:8}: {r['rate']:.3f} [{lo:.3f}, {hi:.3f}] over {r['games']} deals "
            f"({time.time() - t0:.0f} s, decision p99 {p99:.1f} ms, pid {os.getpid()})"
        )
    if len(rates) == 2:
        print(f"average over both roles: {(rates[0] + rates[1]) / 2:.3f} (targets: >= 0.60 each, >= 0.70 average)")
    return 0


if __name__ == "__main__":
    random.seed(0)
    sys.exit(main())
