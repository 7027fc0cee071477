"""The 红五 bots: legal actions over whole games at every level, decisions from the view
only (hidden cards scrambled: same decision), reproducible, and stronger levels win."""

from __future__ import annotations

import copy
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.ai.base import make_bot
from desktop_app.ai.hongwu import BOT_LEVELS, make
from desktop_app.ai.hongwu.bots import ExpertBot
from desktop_app.ai.play import play_out
from desktop_app.engine.hongwu.game import HongwuGame

from .states import OPTION_SETS, game_states


def quick_expert(seat, seed):
    """An expert with a deterministic, small search (no clock)."""
    return ExpertBot(seat, seed, time_budget=None, max_playouts=24, max_rollouts=6)


def bot(level, seat, seed):
    return quick_expert(seat, seed) if level == "expert" else make(level, seat, seed)


@pytest.mark.parametrize("level", BOT_LEVELS)
def test_registered(level):
    b = make_bot("hongwu", level, 1, seed=3)
    assert b.level == level


@settings(max_examples=8)
@given(seed=st.integers(0, 2**31), levels=st.permutations(["random", "easy", "normal", "normal"]))
def test_whole_games_only_legal_actions(seed, levels):
    g = HongwuGame(4, OPTION_SETS[seed % len(OPTION_SETS)], seed=seed)
    bots = [bot(level, s, seed + s) for s, level in enumerate(levels)]
    outcome = play_out(g, bots)  # any illegal action raises
    assert sum(outcome.scores) == 0 and g.phase == "over"
    kinds = {a.kind for a in g.actions}
    assert kinds <= {"bid", "pass", "trump", "bury", "play"}
    # only the random baseline attempts throws that can fail
    assert all(levels[e.seat] == "random" for e in g.events if e.kind == "throw_failed")


def test_expert_whole_games():
    for seed in range(2):
        g = HongwuGame(4, OPTION_SETS[seed + 1], seed=seed)
        bots = [quick_expert(0, 1), make("normal", 1, 2), quick_expert(2, 3), make("easy", 3, 4)]
        assert sum(play_out(g, bots).scores) == 0
        assert not [e for e in g.events if e.kind == "throw_failed"]


def scrambled(g, seat, rng):
    """A copy of ``g`` with every card ``seat`` cannot see dealt anew (same hand sizes,
    same public history)."""
    g2 = copy.deepcopy(g)
    others = [s for s in range(4) if s != seat]
    pool = [c for s in others for c in g2.hands[s]]
    hidden_kitty = seat != g2.dealer or g2.phase in ("bidding", "trump")
    if hidden_kitty:
        kitty_attr = "buried" if g2.buried else "kitty"
        pool += getattr(g2, kitty_attr)
    rng.shuffle(pool)
    for s in others:
        n = len(g2.hands[s])
        g2.hands[s], pool = pool[:n], pool[n:]
    if hidden_kitty:
        setattr(g2, kitty_attr, pool)
    return g2


@settings(max_examples=6)
@given(seed=st.integers(0, 2**31))
def test_bots_never_read_hidden_cards(seed):
    rng = random.Random(seed)
    checked = 0
    for i, g in enumerate(game_states(seed, play_only=False)):
        if i % 6:
            continue
        seat = g.to_move
        g2 = scrambled(g, seat, rng)
        v1, v2 = g.view_for(seat), g2.view_for(seat)
        assert v1 == v2
        if any(g2.hands[s] != g.hands[s] for s in range(4) if s != seat):
            checked += 1
        for level in BOT_LEVELS:
            if level == "expert" and i % 3:
                continue
            a1 = bot(level, seat, seed).decide(v1)
            a2 = bot(level, seat, seed).decide(v2)
            assert a1 == a2, level
    assert checked


def test_decisions_depend_on_seed_and_view_only():
    g = next(iter(game_states(11, levels=("normal",) * 4)))
    v = g.view_for(g.to_move)
    for level in BOT_LEVELS:
        fresh = bot(level, g.to_move, 5).decide(v)
        used = bot(level, g.to_move, 5)
        for _ in range(3):
            assert used.decide(v) == fresh
    e = ExpertBot(g.to_move, 9, time_budget=None, max_playouts=60)
    assert e.decide(v) == ExpertBot(g.to_move, 9, time_budget=None, max_playouts=60).decide(v)


def test_bot_refuses_when_not_to_move():
    g = HongwuGame(4, seed=2)
    other = (g.to_move + 1) % 4
    with pytest.raises(ValueError):
        make("normal", other, 1).decide(g.view_for(other))


def test_bids_by_hand_strength():
    from desktop_app.ai.hongwu.bidding import bid_ceiling
    from desktop_app.ai.hongwu.tables import idx
    from desktop_app.engine.cards import parse_cards

    strong = idx(parse_cards("5h 5h RJ RJ BJ 3s 3s 3c 2s 2s 2h 2d As As Ks Ks Qs Js Ts 9s 8s Ah Ac Ad 4d"))
    weak = idx(parse_cards("4h 6h 7h 8h 9h 4c 6c 7c 8c 9c 4d 6d 7d 8d 9d Jd Qd 6s 7s 8s Jh Jc 3h 3d 9d"))
    assert bid_ceiling(strong) >= 100 > bid_ceiling(weak)
    assert bid_ceiling(weak) < 60


def test_dealer_buries_eight_cards_keeping_trumps_and_points():
    for seed in range(6):
        g = HongwuGame(4, seed=seed)
        bots = [make("normal", s, s) for s in range(4)]
        while g.phase != "play":
            s = g.to_move
            a = bots[s].decide(g.view_for(s))
            if a.kind == "bury":
                assert len(a.cards) == 8
                order = g.order
                trumps = [c for c in a.cards if order.cls[c.index] == 4]
                plain_left = [c for c in g.hands[s] if order.cls[c.index] != 4 and c not in a.cards]
                assert not trumps or not plain_left
            g.apply(a)


def _pair_scores(a_level, b_level, deals):
    diff = 0
    for deal in deals:
        for k in range(4):
            levels1 = [b_level] * 4
            levels1[k] = a_level
            levels2 = [a_level] * 4
            levels2[k] = b_level
            s1 = play_out(HongwuGame(4, seed=deal), [bot(lv, s, deal * 7 + s) for s, lv in enumerate(levels1)])
            s2 = play_out(HongwuGame(4, seed=deal), [bot(lv, s, deal * 7 + s) for s, lv in enumerate(levels2)])
            diff += s1.scores[k] - s2.scores[k]
    return diff


def test_strength_smoke_normal_beats_random():
    """On the same deals, one normal bot against three random ones does better than one
    random bot against three normal ones (48 games, no timing)."""
    assert _pair_scores("normal", "random", range(6)) > 0
