"""Random 红五 game states for the assistant and bot tests (fixed seeds)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from itertools import product

from desktop_app.ai.hongwu import make
from desktop_app.engine.cards import Card
from desktop_app.engine.hongwu.game import HongwuGame

OPTION_SETS = (
    {},
    {"follow_pattern": True},
    {"kitty_double": True, "red_five_penalty": 10},
    {"follow_pattern": True, "kitty_double": True, "base_score": 2},
)

MIXES = (
    ("random", "random", "random", "random"),
    ("normal", "random", "easy", "normal"),
    ("normal", "normal", "normal", "normal"),
    ("easy", "normal", "random", "easy"),
)


def game_states(seed: int, options: dict | None = None, levels=None, play_only: bool = True) -> Iterator[HongwuGame]:
    """Yield the live game before every decision of a bot-played deal (do not mutate it;
    copy it first). ``levels`` picks the bots (a mix chosen from the seed by default)."""
    rng = random.Random(seed)
    if options is None:
        options = OPTION_SETS[seed % len(OPTION_SETS)]
    if levels is None:
        levels = MIXES[rng.randrange(len(MIXES))]
    g = HongwuGame(4, options, seed=seed)
    bots = [make(level, s, seed * 13 + s) for s, level in enumerate(levels)]
    while not g.is_over:
        if not play_only or g.phase == "play":
            yield g
        s = g.to_move
        g.apply(bots[s].decide(g.view_for(s)))


def sub_multisets(cards, size: int | None = None) -> Iterator[tuple[Card, ...]]:
    """Every distinct sub-multiset of ``cards`` (of ``size`` cards when given)."""
    counts = Counter(cards)
    keys = sorted(counts, key=lambda c: c.index)
    for picks in product(*(range(counts[k] + 1) for k in keys)):
        if size is not None and sum(picks) != size:
            continue
        yield tuple(k for k, n in zip(keys, picks, strict=True) for _ in range(n))


def key(cards) -> tuple[int, ...]:
    return tuple(sorted(c.index for c in cards))
