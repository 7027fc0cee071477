"""Random 斗地主 game states for the assistant and bot tests (fixed seeds)."""

from __future__ import annotations

import random
from collections.abc import Iterator

from desktop_app.ai.doudizhu.bots import make_bot
from desktop_app.engine.doudizhu.game import DoudizhuGame, DoudizhuView


def view_of(g: DoudizhuGame, seat: int | None) -> DoudizhuView:
    view = g.view_for(seat)
    assert view.jokers_as_kickers == g.options.jokers_as_kickers  # the view carries the option
    return view


def advance(g: DoudizhuGame, steps: int, seed: int, level: str = "random") -> None:
    """Let bots of ``level`` play ``steps`` actions (or to the end)."""
    bots = [make_bot(level, s, seed * 10 + s) for s in range(3)]
    for _ in range(steps):
        if g.is_over:
            return
        s = g.to_move
        assert s is not None
        g.apply(bots[s].decide(view_of(g, s)))


def random_states(n: int, seed: int = 0, play_only: bool = True) -> Iterator[DoudizhuGame]:
    """``n`` games (both variants, the jokers option on and off) stopped at random points:
    early, mid-game and late (small hands); never over."""
    rng = random.Random(seed)
    made = 0
    while made < n:
        variant = rng.choice(["laizi", "laizi", "classic"])
        g = DoudizhuGame(3, {"variant": variant, "jokers_as_kickers": rng.random() < 0.3}, seed=rng.randrange(2**32))
        level = rng.choice(["random", "easy", "easy", "normal"])
        steps = rng.choice([rng.randrange(0, 8), rng.randrange(8, 30), rng.randrange(30, 80)])
        advance(g, steps, rng.randrange(2**16), level)
        if g.is_over or (play_only and g.phase != "play"):
            continue
        made += 1
        yield g
