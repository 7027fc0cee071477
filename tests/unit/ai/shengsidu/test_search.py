"""The bots' search: its candidates, its choice and its reproducibility."""

import random

import pytest

from desktop_app.ai.shengsidu.infer import constraints_from_trick
from desktop_app.ai.shengsidu.moves import pack
from desktop_app.ai.shengsidu.policy import normal_scores
from desktop_app.ai.shengsidu.rollout import hint_choose
from desktop_app.ai.shengsidu.search import SearchConfig, candidates, search
from desktop_app.ai.shengsidu.sim import from_view

from .states import random_states

CONFIG = SearchConfig(budget=None, iterations=6, candidates=4)


def sample_states(count, seed=0):
    """Views of seats to move with a real choice, from random games."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        for g in random_states(rng.getrandbits(32)):
            if rng.random() < 0.2:
                view = g.view_for(g.to_move)
                st = from_view(view)
                if len(st.moves(view.seat)) + st.can_pass(view.seat) > 1:
                    out.append((view, st))
    return out[:count]


@pytest.mark.parametrize("k", [1, 3, 6])
def test_candidates_start_with_the_hint_play_and_are_distinct(k):
    for view, st in sample_states(25, seed=k):
        cands = candidates(st, view.seat, k)
        assert 1 <= len(cands) <= k
        keys = [None if c is None else c[0] for c in cands]
        assert len(set(keys)) == len(keys)
        scored = normal_scores(st, view.seat)
        if scored[0][0] > -100.0:
            assert cands[0] == hint_choose(st, view.seat, random.Random(0))
        legal = {mv[0] for mv in st.moves(view.seat)}
        for c in cands:
            assert (c is None and st.can_pass(view.seat)) or (c is not None and c[0] in legal)


def test_search_without_a_clock_is_reproducible_and_legal():
    for view, st in sample_states(12, seed=7):
        cons = constraints_from_trick(view)
        a = search(st, view.seat, random.Random(5), CONFIG, cons)
        b = search(st, view.seat, random.Random(5), CONFIG, cons)
        assert a == b
        assert a in candidates(st, view.seat, CONFIG.candidates)


def test_search_goes_out_when_it_can():
    view, st = sample_states(1, seed=3)[0]
    seat = view.seat
    st.top = None
    pair = pack((0,) * 11 + (2, 0))  # a pair of aces, the whole hand
    st.hands[seat], st.sizes[seat] = pair, 2
    assert search(st, seat, random.Random(0), CONFIG)[0] == pair
