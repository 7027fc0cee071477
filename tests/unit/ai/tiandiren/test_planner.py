"""The hand planner: partitions into legal plays, exact on small hands, quick on big ones."""

from __future__ import annotations

import random
from itertools import product

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.ai.tiandiren import planner as PL
from desktop_app.ai.tiandiren.moves import counts, is_play
from desktop_app.engine.cards import make_pack

from .states import to_cards


def assert_partition(h, plan):
    assert [sum(v[r] for v in plan) for r in range(3, 18)] == list(h[3:])
    for v in plan:
        assert is_play(tuple(v[3:]))


def brute_min(h: tuple[int, ...]) -> int:
    """The fewest plays, by trying every sub-multiset holding the lowest card."""
    memo: dict[tuple[int, ...], int] = {}

    def best(s: tuple[int, ...]) -> int:
        if not any(s):
            return 0
        if s in memo:
            return memo[s]
        first = next(i for i, n in enumerate(s) if n)
        out = 99
        for take in product(*(range(n + 1) for n in s)):
            if take[first] and is_play(take):
                out = min(out, 1 + best(tuple(a - b for a, b in zip(s, take, strict=True))))
        memo[s] = out
        return out

    return best(tuple(h[3:]))


ranks = st.lists(st.sampled_from([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 15, 16, 17]), min_size=1, max_size=14)


@settings(max_examples=60, deadline=None)
@given(ranks)
def test_plans_partition_the_hand(rs):
    h = tuple(counts(to_cards(rs)))
    assert_partition(h, PL.plan(h))
    assert_partition(h, PL.greedy(h))


def test_plans_are_exact_on_small_hands():
    rng = random.Random(6)
    for _ in range(50):
        pack = make_pack(2)
        rng.shuffle(pack)
        h = tuple(counts(pack[: rng.randint(2, 8)]))
        assert len(PL.plan(h)) == brute_min(h)


def test_big_hands_are_planned_in_few_plays_quickly():
    rng = random.Random(12)
    for decks in (2, 4, 8):
        pack = make_pack(decks)
        rng.shuffle(pack)
        hand = pack[:54]
        h = tuple(counts(hand))
        plan = PL.plan(h)
        assert_partition(h, plan)
        assert len(plan) <= 8
