"""Inference from passes is sound (every fact holds for the real hands) and the deals
the expert searches agree with the facts."""

import random

import pytest

from desktop_app.ai.shengsidu.infer import Tracker, constraints_from_trick, deal, limits_of, violations
from desktop_app.ai.shengsidu.moves import can_beat, unpack
from desktop_app.ai.shengsidu.sim import from_view, packed_of, unseen_for
from desktop_app.engine.shengsidu.game import ShengsiduGame

from .states import step_randomly


def holds(g, con):
    rules = g._rules()
    hand = unpack(packed_of(g.hands[con.seat]) + con.later)
    return not can_beat(hand, con.top, rules["loose"], rules["two_low"])


@pytest.mark.parametrize("seed", range(12))
def test_every_fact_holds_for_the_real_hands(seed):
    rng = random.Random(seed)
    n = rng.choice([2, 3, 4])
    g = ShengsiduGame(n, {"loose_three_two": seed % 3 == 0, "two_connects_three": seed % 4 == 0}, seed=seed)
    trackers = [Tracker() for _ in range(n)]
    facts = 0
    while not g.is_over:
        seat = g.to_move
        view = g.view_for(seat)
        trackers[seat].observe(view)
        cons = trackers[seat].constraints(view)
        assert set(constraints_from_trick(view)) <= set(cons)
        for con in cons:
            assert con.seat != seat
            assert holds(g, con), con
            lim = limits_of([con], n, con.seat)
            assert all(v <= lim[p] for p, v in enumerate(unpack(packed_of(g.hands[con.seat]))))
        facts = max(facts, len(cons))
        step_randomly(g, rng)
    assert facts > 0 or n == 2


@pytest.mark.parametrize("seed", range(6))
def test_a_leader_learns_the_passes_that_gave_it_the_lead(seed):
    # the seat that won a trick saw none of the passes on its play; the closed trick shows them
    rng = random.Random(seed)
    g = ShengsiduGame(4, seed=seed)
    trackers = [Tracker() for _ in range(4)]
    learned = 0
    while not g.is_over:
        seat = g.to_move
        view = g.view_for(seat)
        trackers[seat].observe(view)
        if view.is_lead and view.last_trick:
            top_seat = max(i for i, (_s, cards) in enumerate(view.last_trick) if cards)
            passers = {s for s, cards in view.last_trick[top_seat + 1 :] if not cards and s != seat}
            top = packed_of(view.last_trick[top_seat][1])
            known = {con.seat for con in trackers[seat].constraints(view) if con.top[0] == top}
            assert passers <= known
            learned += len(passers)
        step_randomly(g, rng)
    assert learned > 0


def test_a_tracker_restarts_with_a_new_game():
    t = Tracker()
    for seed in (1, 2):
        g = ShengsiduGame(3, seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            view = g.view_for(g.to_move)
            if g.to_move == 0:
                t.observe(view)
                for con in t.constraints(view):
                    assert holds(g, con)
            step_randomly(g, rng)


@pytest.mark.parametrize("seed", range(6))
def test_deals_agree_with_the_facts(seed):
    rng = random.Random(seed)
    g = ShengsiduGame(3, seed=100 + seed)
    tracker = Tracker()
    agreed = total = 0
    while not g.is_over:
        seat = g.to_move
        view = g.view_for(seat)
        if seat == 0:
            tracker.observe(view)
            cons = tracker.constraints(view)
            st = from_view(view)
            d = deal(st, seat, cons, rng, tries=12)
            assert d.hands[seat] == st.hands[seat]
            assert [sum(unpack(h)) for h in d.hands] == st.sizes
            others = sum(d.hands[s] for s in range(3) if s != seat)
            assert all(v >= 0 for v in unpack(unseen_for(st, seat) - others))
            total += 1
            agreed += violations(d, cons) == 0
        step_randomly(g, rng)
    assert agreed >= 0.9 * total
