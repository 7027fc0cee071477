"""The 生死堵 expert's search: determinized playouts.

For a decision, the expert takes the normal policy's best few candidates and plays each
out to the end of the game on many *determinizations*: deals of the cards it has not
seen to the other seats, at their known sizes, kept only when they agree with what it
saw (a seat that passed under 必出 could not beat the top play then). Every seat plays
the rest of the game by the rollout policy (the normal policy by default); the candidate
with the best mean result for the expert's seat wins. The search stops at a time budget
or at a fixed number of determinizations, whichever comes first; without a budget it is
fully reproducible from its seed.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .infer import Constraint, deal
from .moves import Packed
from .policy import normal_choose, normal_scores
from .sim import State

__all__ = ["SearchConfig", "playout", "search"]

Policy = Callable[[State, int, random.Random], Packed | None]


@dataclass(frozen=True, slots=True)
class SearchConfig:
    """``budget``: seconds per decision (None: no clock, only ``iterations``);
    ``iterations``: determinizations at most; ``candidates``: how many of the normal
    policy's choices are searched; ``tries``: deals drawn per determinization to find
    one that agrees with the passes seen."""

    budget: float | None = 0.2
    iterations: int = 40
    candidates: int = 4
    tries: int = 12
    win_bonus: float = 0.0


def playout(st: State, policy: Policy, rng: random.Random, max_steps: int = 1000) -> list[int]:
    """Play ``st`` (every hand known) to the end; the scores."""
    steps = 0
    while st.winner is None:
        seat = st.to_move
        st.step(policy(st, seat, rng))
        steps += 1
        if steps > max_steps:  # pragma: no cover - a safety net
            raise RuntimeError("a playout did not end")
    return st.scores()


def search(
    st: State,
    seat: int,
    rng: random.Random,
    config: SearchConfig,
    cons: Sequence[Constraint] = (),
    rollout: Policy = normal_choose,
) -> Packed | None:
    """The expert's action for ``seat`` (the seat to move in ``st``)."""
    start = time.perf_counter()
    scored = normal_scores(st, seat)
    if len(scored) == 1 or scored[0][0] <= -100.0:
        return scored[0][1]
    cands = [mv for _s, mv in scored[: config.candidates]]
    if len(cands) == 1:
        return cands[0]
    totals = [0.0] * len(cands)
    alive = list(range(len(cands)))
    halve_at = max(2, config.iterations // 3)
    for it in range(config.iterations):
        det = deal(st, seat, cons, rng, config.tries)
        seed = rng.getrandbits(32)
        for i in alive:
            sim = det.copy()
            sim.step(cands[i])
            scores = playout(sim, rollout, random.Random(seed))
            value = float(scores[seat])
            if sim.winner == seat:
                value += config.win_bonus
            totals[i] += value
        if it + 1 == halve_at and len(alive) > 2:
            # successive halving: keep the better half (ties to the policy's order)
            alive.sort(key=lambda i: (-totals[i], i))
            alive = sorted(alive[: max(2, (len(alive) + 1) // 2)])
        if config.budget is not None and time.perf_counter() - start > config.budget:
            break
    best = max(alive, key=lambda i: (totals[i], -i))
    return cands[best]
