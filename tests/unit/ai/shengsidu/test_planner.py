"""The hand planner: exact (against brute force on small hands and the engine's own
planner), every group a legal play, groups partition the hand."""

import random
from functools import cache

import pytest

from desktop_app.ai.shengsidu import planner as PL
from desktop_app.ai.shengsidu.moves import add, sub
from desktop_app.engine.shengsidu import patterns as P

from .test_moves import random_counts


def submultisets(c):
    out = [()]
    for v in c:
        out = [(*o, k) for o in out for k in range(v + 1)]
    return [m for m in out if any(m)]


def brute_fewest(c, loose, two_low, last):
    @cache
    def best(x):
        if not any(x):
            return 0
        return min(1 + best(sub(x, m)) for m in submultisets(x) if P.readings(m, loose=loose, two_low=two_low))

    n = best(c)
    if last:
        for m in submultisets(c):
            if sum(m) == 4 and P.reading_as(m, "triple_one", last=True) and sub(c, m) != c:
                n = min(n, 1 + best(sub(c, m)))
    return n


@pytest.mark.parametrize(("loose", "two_low"), [(False, False), (True, True)])
def test_fewest_plan_is_exact_on_small_hands(loose, two_low):
    rng = random.Random(11 + loose)
    for _ in range(40):
        c = random_counts(rng, rng.choice([4, 5, 6, 7]))
        plan = PL.plan(c, loose=loose, two_low=two_low, last=True)
        assert len(plan) == brute_fewest(c, loose, two_low, True), c


@pytest.mark.parametrize("objective", [PL.FEWEST, PL.TURNS])
@pytest.mark.parametrize(("loose", "two_low"), [(False, False), (True, False), (False, True)])
def test_plans_partition_the_hand_into_legal_plays(objective, loose, two_low):
    rng = random.Random(5 + loose + 2 * two_low)
    for _ in range(60):
        c = random_counts(rng, 13)
        plan = PL.plan(c, objective, loose=loose, two_low=two_low, last=True)
        total = (0,) * 13
        for i, mv in enumerate(plan):
            total = add(total, mv.m)
            last = i == len(plan) - 1
            readings = P.readings(mv.m, loose=loose, two_low=two_low, last=last)
            assert readings, mv
            if mv.type == "triple_one":
                assert last
        assert total == c
        if objective == PL.FEWEST:
            assert len(plan) == len(P.plan(c, loose=loose, two_low=two_low, last=True))


def test_plan_cost_counts_plays():
    rng = random.Random(2)
    for _ in range(30):
        c = random_counts(rng, 13)
        assert round(PL.plan_cost(c, last=True)) == len(PL.plan(c, last=True))


def test_plans_survive_the_memo_being_renewed(monkeypatch):
    """The planner forgets its sub-hands when the memo grows too big, even in the middle
    of a plan; the plan still comes out whole."""
    from desktop_app.ai.shengsidu import planner

    monkeypatch.setattr(planner, "_MAX_MEMO", 5)
    planner.clear()
    rng = random.Random(4)
    deck = [p for p in range(13) for _ in range(4)]
    for _ in range(30):
        c = [0] * 13
        for p in rng.sample(deck, 13):
            c[p] += 1
        parts = planner.plan(tuple(c), planner.TURNS, last=True)
        assert [sum(v) for v in zip(*(mv.m for mv in parts), strict=True)] == c
    planner.clear()
