"""The bots play only legal actions, never use hidden cards, are reproducible, and the
levels are ordered (a smoke test, no timing)."""

from __future__ import annotations

import copy
import random

import pytest

from desktop_app.ai.base import has_bot, make_bot
from desktop_app.ai.doudizhu.bots import DoudizhuBot
from desktop_app.engine.cards import sort_cards
from desktop_app.engine.core import Action
from desktop_app.engine.doudizhu.game import DoudizhuGame

from .states import random_states, view_of

FAST_EXPERT = {"iterations": 12, "time_budget": 60.0}


def bot(level: str, seat: int, seed: int) -> DoudizhuBot:
    return DoudizhuBot(seat, level, seed, **(FAST_EXPERT if level == "expert" else {}))


def test_registered_levels() -> None:
    for level in ("random", "easy", "normal", "expert"):
        assert has_bot("doudizhu", level)
        b = make_bot("doudizhu", level, 1, seed=3)
        assert b.level == level


@pytest.mark.parametrize("variant", ["laizi", "classic"])
def test_whole_games_are_legal_at_every_level(variant: str) -> None:
    lineups = [["random", "easy", "normal"], ["normal", "random", "easy"], ["easy", "normal", "random"]]
    for i in range(9):
        g = DoudizhuGame(3, {"variant": variant, "jokers_as_kickers": i % 2 == 0, "spring": i % 3 == 0}, seed=100 + i)
        bots = [bot(level, s, i) for s, level in enumerate(lineups[i % 3])]
        while not g.is_over:
            s = g.to_move
            assert s is not None
            action = bots[s].decide(view_of(g, s))
            assert action.seat == s and action.kind != "abandon"
            g.apply(action)  # raises on an illegal action
        assert g.outcome is not None and g.escaped is None


def test_expert_whole_game_is_legal() -> None:
    for i, variant in enumerate(["laizi", "classic"]):
        g = DoudizhuGame(3, {"variant": variant}, seed=7 + i)
        bots = [bot("expert", 0, i), bot("normal", 1, i), bot("expert", 2, i)]
        while not g.is_over:
            s = g.to_move
            assert s is not None
            g.apply(bots[s].decide(view_of(g, s)))


def scrambled(g: DoudizhuGame, seat: int, rng: random.Random) -> DoudizhuGame:
    """The same game as ``seat`` sees it, with the other two hidden hands dealt anew
    (face-up hands and the landlord's bottom cards stay where they are)."""
    h = copy.deepcopy(g)
    others = [s for s in range(3) if s != seat and not h.shown[s]]
    if len(others) < 2:
        return h
    keep = {s: [c for c in h.hands[s] if s == h.landlord and c in h.bottom] for s in others}
    pool = [c for s in others for c in h.hands[s] if c not in keep[s]]
    rng.shuffle(pool)
    for s in others:
        need = len(h.hands[s]) - len(keep[s])
        h._set_hand(s, sort_cards(keep[s] + pool[:need]))
        pool = pool[need:]
    return h


def test_bots_never_read_hidden_cards() -> None:
    rng = random.Random(9)
    checked = 0
    for g in random_states(40, seed=21, play_only=False):
        seat = g.to_move
        assert seat is not None
        h = scrambled(g, seat, rng)
        v1, v2 = view_of(g, seat), view_of(h, seat)
        assert v1 == v2
        if [sorted(x, key=str) for x in g.hands] == [sorted(x, key=str) for x in h.hands]:
            continue
        for level in ("random", "easy", "normal", "expert"):
            a1 = bot(level, seat, 77).decide(v1)
            a2 = bot(level, seat, 77).decide(v2)
            assert a1 == a2, (level, a1, a2)
            h2 = copy.deepcopy(h)
            h2.apply(a2)  # and the action is legal in the scrambled game too
        checked += 1
    assert checked >= 20


def test_same_seed_same_decisions() -> None:
    for g in random_states(10, seed=5):
        seat = g.to_move
        assert seat is not None
        v = view_of(g, seat)
        for level in ("random", "normal", "expert"):
            assert bot(level, seat, 3).decide(v) == bot(level, seat, 3).decide(v)


def play_deal(seed: int, lord_level: str, peasant_level: str) -> bool:
    """One classic deal with seat ``seed % 3`` as the landlord; True if the landlord wins."""
    g = DoudizhuGame(3, {"variant": "classic"}, seed=seed)
    lord = seed % 3
    while g.phase == "calling":
        g.apply(Action(g.to_move, "call", value=g.to_move == lord))
    while g.phase == "grabbing":
        g.apply(Action(g.to_move, "grab", value=False))
    bots = [bot(lord_level if s == lord else peasant_level, s, seed) for s in range(3)]
    while not g.is_over:
        s = g.to_move
        assert s is not None
        g.apply(bots[s].decide(g.view_for(s)))
    return g.winner == "landlord"


def win_rate(a: str, b: str, deals: int) -> float:
    wins = 0
    for d in range(deals):
        wins += play_deal(1000 + d, a, b)
        wins += not play_deal(1000 + d, b, a)
    return wins / (2 * deals)


def test_strength_is_ordered() -> None:
    assert win_rate("normal", "random", 15) > 0.8
    assert win_rate("easy", "random", 15) > 0.8
    assert win_rate("normal", "easy", 30) > 0.5


def test_determinized_deals_match_what_the_seat_has_seen() -> None:
    from desktop_app.ai.doudizhu.bots import unseen_counts
    from desktop_app.ai.doudizhu.search import determinize
    from desktop_app.engine.doudizhu.patterns import counts_of

    rng = random.Random(4)
    checked = 0
    for g in random_states(25, seed=31):
        seat = g.to_move
        assert seat is not None and g.landlord is not None
        view = view_of(g, seat)
        unseen = unseen_counts(view)
        for _ in range(3):
            deal = determinize(view, unseen, rng)
            assert sorted(deal) == sorted(s for s in range(3) if s != seat)
            total = [sum(x) for x in zip(*deal.values(), strict=True)]
            assert total == unseen  # exactly the unseen cards
            for s, hand in deal.items():
                assert sum(hand) == len(g.hands[s])
                if g.shown[s]:
                    assert hand == counts_of(g.hands[s])
                if s == g.landlord:  # the bottom cards the landlord still holds stay there
                    kept = [c for c in g.bottom if c in g.hands[s]]
                    assert all(hand[i] >= k for i, k in enumerate(counts_of(kept)))
            checked += 1
    assert checked >= 60
