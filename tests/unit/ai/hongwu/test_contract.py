"""The expert's bid, trump and burial by rollouts (:mod:`desktop_app.ai.hongwu.contract`):
guesses deal exactly the unseen cards, a rollout plays a deal as the engine does, the
decisions are legal, reproducible without a clock, blind to the hidden cards, and follow
the rollouts' evidence."""

from __future__ import annotations

import copy
import random
from collections import Counter

import pytest

from desktop_app.ai.hongwu import make
from desktop_app.ai.hongwu.bidding import choose_bury, choose_trump, estimate_points
from desktop_app.ai.hongwu.bots import ExpertBot
from desktop_app.ai.hongwu.contract import (
    BID_MARGIN,
    Rules,
    bid_value,
    bury_candidates,
    guess_hidden,
    pick,
    play_deal,
    sample,
    search_bury,
    search_trump,
    trump_candidates,
    wants_bid,
)
from desktop_app.ai.hongwu.tables import cards_of, counts_of, idx
from desktop_app.engine.cards import Suit, parse_cards
from desktop_app.engine.core import Action
from desktop_app.engine.hongwu.game import HongwuGame

from .states import OPTION_SETS
from .test_bots import scrambled

STRONG = idx(parse_cards("5h 5h RJ RJ BJ 3s 3s 3c 2s 2s 2h 2d As As Ks Ks Qs Js Ts 9s 8s Ah Ac Ad 4d"))
WEAK = idx(parse_cards("4h 6h 7h 8h 9h 4c 6c 7c 8c 9c 4d 6d 7d 8d 9d Jd Qd 6s 7s 8s Jh Jc 3h 3d 9d"))


def expert(seat: int, seed: int = 1, rollouts: int = 8) -> ExpertBot:
    """An expert without a clock and with a small, fixed number of rollouts."""
    return ExpertBot(seat, seed, time_budget=None, max_playouts=24, max_rollouts=rollouts)


def advance(g: HongwuGame, phase: str, dealer: int | None = None) -> HongwuGame:
    """Play ``g`` with normal bots (``dealer`` bids 60, the others pass, when given) until
    ``phase``."""
    bots = [make("normal", s, s) for s in range(4)]
    while g.phase != phase:
        s = g.to_move
        if g.phase == "bidding" and dealer is not None:
            g.apply(Action(s, "bid", value=60) if s == dealer else Action(s, "pass"))
        else:
            g.apply(bots[s].decide(g.view_for(s)))
    return g


# ---------------------------------------------------------------------- guesses and rollouts


@pytest.mark.parametrize("kitty", [True, False])
def test_guess_deals_exactly_the_unseen_cards(kitty):
    rng = random.Random(4)
    mine = counts_of(STRONG + (WEAK[:8] if not kitty else []))
    for me in range(4):
        hands, kit = guess_hidden(mine, me, rng, kitty)
        assert sum(hands[me]) == 0
        assert [sum(h) for s, h in enumerate(hands) if s != me] == [25, 25, 25]
        assert sum(kit) == (8 if kitty else 0)
        total = [mine[i] + kit[i] + sum(h[i] for h in hands) for i in range(54)]
        assert total == [2] * 54


@pytest.mark.parametrize("options", OPTION_SETS)
def test_a_rollout_plays_a_deal_as_the_engine_does(options):
    """With the true hands, :func:`play_deal` finds the normal bots' real result."""
    for seed in range(3):
        g = advance(HongwuGame(4, options, seed=seed), "bury", dealer=seed % 4)
        d = g.dealer
        full = idx(g.hands[d])
        bury = choose_bury(full, g.trump, bool(options.get("kitty_double", False)))
        others = [counts_of(idx(h)) for h in g.hands]
        rules = Rules(
            bool(options.get("follow_pattern")), bool(options.get("kitty_double")), options.get("red_five_penalty", 0)
        )
        net = play_deal(g.trump, d, counts_of(full), bury, others, g.contract, rules)
        g.apply(Action(d, "bury", cards_of(bury)))
        advance(g, "over")
        settled = g.settlement
        assert net - g.contract == settled["dealer_score"]


def test_sample_respects_the_deal_cap_and_runs_at_least_once():
    calls = []

    def evaluate(r):
        calls.append(r.random())
        return [0.0]

    assert len(sample(evaluate, random.Random(1), None, 5)) == 5
    assert len(sample(evaluate, random.Random(1), 0.0, 50)) == 1  # the clock stops it
    assert len(sample(evaluate, random.Random(1), None, 0)) == 1


def test_pick_switches_only_on_clear_evidence():
    clear = [[0.0, 0.5 + 0.01 * d] for d in range(10)]
    assert pick(clear) == 1
    noisy = [[0.0, (-1) ** d * 1.0 + 0.05] for d in range(10)]
    assert pick(noisy) == 0
    tiny = [[0.0, 0.01] for _ in range(10)]
    assert pick(tiny) == 0  # below the minimum advantage
    best_of_two = [[0.0, 0.3, 0.6 + 0.01 * d] for d in range(8)]
    assert pick(best_of_two) == 2
    assert pick([[0.0, 5.0]]) == 0  # one deal is no evidence
    assert pick(clear[:2]) == 0 and pick(clear[:3]) == 1  # nor are two


# ---------------------------------------------------------------------- trump and burial


def test_trump_candidates_start_with_the_heuristic_and_stay_close():
    for hand in (STRONG, WEAK):
        cands = trump_candidates(hand)
        assert cands[0] == choose_trump(hand)
        assert len(set(cands)) == len(cands) <= 3
        best = estimate_points(hand, cands[0])
        assert all(estimate_points(hand, s) >= best - 12.0 for s in cands)
    assert trump_candidates(STRONG) == [Suit.SPADES]  # one suit stands out: no search


def test_search_trump_searches_close_suits_and_returns_one():
    rng = random.Random(2)
    deck = [i for i in range(54) for _ in (0, 1)]
    hands = (rng.sample(deck, 25) for _ in range(50))
    hand = next(h for h in hands if len(trump_candidates(h)) > 1)
    stats: dict[str, int] = {}
    suit = search_trump(hand, 0, 80, Rules(), random.Random(5), None, 12, stats)
    assert suit in trump_candidates(hand)
    assert stats["candidates"] >= 2 and stats["deals"] == 12 // stats["candidates"]
    again = search_trump(hand, 0, 80, Rules(), random.Random(5), None, 12)
    assert again == suit


def test_bury_candidates_are_distinct_legal_burials():
    g = advance(HongwuGame(4, seed=5), "bury", dealer=1)
    hand = idx(g.hands[1])
    cands = bury_candidates(hand, g.trump, False)
    assert cands[0] == choose_bury(hand, g.trump)
    assert len(cands) >= 2
    assert len({tuple(sorted(b)) for b in cands}) == len(cands)
    for b in cands:
        assert len(b) == 8 and not Counter(b) - Counter(hand)


def test_search_bury_keeps_the_heuristic_without_evidence_and_is_legal():
    g = advance(HongwuGame(4, seed=6), "bury", dealer=2)
    hand = idx(g.hands[2])
    stats: dict[str, int] = {}
    one = search_bury(hand, g.trump, 2, g.contract, Rules(), random.Random(3), None, 1, stats)
    assert one == choose_bury(hand, g.trump)  # one deal: no evidence, the heuristic stands
    some = search_bury(hand, g.trump, 2, g.contract, Rules(), random.Random(3), None, 30, stats)
    assert some in bury_candidates(hand, g.trump, False)
    assert stats["deals"] == 30 // stats["candidates"]


# ---------------------------------------------------------------------- bidding


def test_bid_value_follows_the_rollouts_and_the_model():
    stats: dict[str, float] = {}
    strong = bid_value(STRONG, 0, Rules(), random.Random(1), None, 6, stats)
    assert stats["deals"] == 6
    assert min(stats["model"], stats["rollouts"]) <= strong <= max(stats["model"], stats["rollouts"])
    weak = bid_value(WEAK, 0, Rules(), random.Random(1), None, 6)
    assert strong > 100 > 40 > weak
    assert wants_bid(strong, 100) and not wants_bid(weak, 60)
    assert wants_bid(60 + BID_MARGIN, 60) and not wants_bid(59 + BID_MARGIN, 60)


def _bidding_view(hand_text: str, seed: int = 0):
    """A bidding view of seat ``g.to_move`` whose hand is replaced by ``hand_text``."""
    g = HongwuGame(4, seed=seed)
    seat = g.to_move
    wanted = parse_cards(hand_text)
    pool = [c for s in range(4) for c in g.hands[s]] + g.kitty
    for c in wanted:
        pool.remove(c)
    g.hands[seat] = wanted
    for s in range(4):
        if s != seat:
            g.hands[s], pool = pool[:25], pool[25:]
    g.kitty = pool
    return g, seat


def test_expert_bids_strong_hands_and_passes_weak_ones():
    strong = "5h 5h RJ RJ BJ 3s 3s 3c 2s 2s 2h 2d As As Ks Ks Qs Js Ts 9s 8s Ah Ac Ad 4d"
    weak = "4h 6h 7h 8h 9h 4c 6c 7c 8c 9c 4d 6d 7d 8d 9d Jd Qd 6s 7s 8s Jh Jc 3h 3d 9d"
    g, seat = _bidding_view(strong)
    a = expert(seat).decide(g.view_for(seat))
    assert a.kind == "bid" and a.value == 60
    g, seat = _bidding_view(weak)
    assert expert(seat).decide(g.view_for(seat)).kind == "pass"


# ---------------------------------------------------------------------- the bot's decisions


@pytest.mark.parametrize("seed", range(4))
def test_expert_contract_decisions_are_legal_and_bury_eight(seed):
    g = HongwuGame(4, OPTION_SETS[seed % 4], seed=seed)
    bots = [expert(s, seed + s) if s % 2 == seed % 2 else make("normal", s, s) for s in range(4)]
    dealer_was_expert = False
    while g.phase != "play":
        s = g.to_move
        v = g.view_for(s)
        a = bots[s].decide(v)
        if a.kind == "bid":
            lo, hi = v.bid_range
            assert lo <= a.value <= hi and a.value % 5 == 0
        if a.kind == "bury":
            dealer_was_expert = isinstance(bots[s], ExpertBot)
            assert len(a.cards) == 8 and not Counter(a.cards) - Counter(g.hands[s])
        g.apply(a)  # the engine refuses anything illegal
    assert g.phase == "play" and len(g.buried) == 8
    assert dealer_was_expert or g.dealer % 2 != seed % 2


def _phase_state(seed: int, phase: str) -> HongwuGame:
    return advance(HongwuGame(4, OPTION_SETS[seed % 4], seed=seed), phase, dealer=seed % 4)


@pytest.mark.parametrize("phase", ["bidding", "trump", "bury"])
def test_expert_contract_decisions_are_reproducible_and_blind(phase):
    rng = random.Random(7)
    for seed in range(3):
        g = _phase_state(seed, phase) if phase != "bidding" else HongwuGame(4, seed=seed)
        seat = g.to_move
        v = g.view_for(seat)
        first = expert(seat, 3).decide(v)
        used = expert(seat, 3)
        assert [used.decide(v) for _ in range(2)] == [first, first]
        for _ in range(2):
            g2 = scrambled(copy.deepcopy(g), seat, rng)
            assert g2.view_for(seat) == v
            assert expert(seat, 3).decide(g2.view_for(seat)) == first


def test_expert_stays_within_its_clock():
    """With a clock, a contract decision stops sampling when the budget is spent: a tiny
    budget searches one deal however many rollouts are allowed."""
    g = _phase_state(1, "bury")
    hand = idx(g.hands[g.dealer])
    stats: dict[str, int] = {}
    search_bury(hand, g.trump, g.dealer, g.contract, Rules(), random.Random(1), 1e-9, 10_000, stats)
    assert stats["deals"] == 1
