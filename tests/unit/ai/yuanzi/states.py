"""Random 原子 game states for the assistant and bot tests (fixed seeds)."""

from __future__ import annotations

import random
from collections.abc import Iterator

from desktop_app.ai.yuanzi.bots import YuanziBot
from desktop_app.engine.yuanzi.game import YuanziGame


def advance(g: YuanziGame, steps: int, seed: int, level: str = "random") -> None:
    """Let bots of ``level`` play ``steps`` actions (or to the end)."""
    bots = [YuanziBot(s, level, seed * 10 + s) for s in range(4)]
    for _ in range(steps):
        if g.is_over:
            return
        s = g.to_move
        assert s is not None
        g.apply(bots[s].decide(g.view_for(s)))


def random_states(n: int, seed: int = 0) -> Iterator[YuanziGame]:
    """``n`` games stopped at random points: early, mid-half, late in a half (small
    hands) and in the second half; never over."""
    rng = random.Random(seed)
    for i in range(n):
        g = YuanziGame(4, seed=rng.randrange(2**32))
        level = rng.choice(["random", "easy", "easy", "normal"])
        steps = rng.choice([0, rng.randrange(1, 60), rng.randrange(60, 400), rng.randrange(100, 900)])
        advance(g, steps, seed * 1000 + i, level)
        if not g.is_over:
            yield g
