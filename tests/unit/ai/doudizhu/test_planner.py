"""The planner is exact (brute force on small hands with 0-4 癞子, pinned optimal 20-card
hands, hands built from known plays), partitions the hand and plans only plays the engine
accepts."""

from __future__ import annotations

import copy
import itertools
import random
from collections import Counter
from collections.abc import Sequence
from functools import cache

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.ai.doudizhu.assist import ASSISTANT
from desktop_app.ai.doudizhu.planner import plan_counts, plan_size
from desktop_app.engine.cards import full_deck
from desktop_app.engine.core import Action
from desktop_app.engine.doudizhu.game import DoudizhuGame
from desktop_app.engine.doudizhu.patterns import ACE, BJ, RJ, TWO, counts_of, moves, readings_of_counts

from .states import random_states, view_of


def fewest_plays(hand: Sequence[int], laizi: int | None, jk: bool) -> int:
    """Brute force: every legal sub-multiset of the hand is found once (the engine's
    readings), then the lowest card left must go in one of them."""
    ranks = [r for r in range(15) if hand[r]]
    by_low: dict[int, list[tuple[int, ...]]] = {r: [] for r in ranks}  # legal plays by lowest rank
    for combo in itertools.product(*[range(hand[r] + 1) for r in ranks]):
        p = [0] * 15
        for r, k in zip(ranks, combo, strict=True):
            p[r] = k
        if any(p) and readings_of_counts(p, laizi, jk):
            by_low[next(r for r in ranks if p[r])].append(tuple(p))

    @cache
    def f(h: tuple[int, ...]) -> int:
        if not any(h):
            return 0
        best = 99
        for p in by_low[next(i for i in range(15) if h[i])]:
            if all(a <= b for a, b in zip(p, h, strict=True)):
                best = min(best, 1 + f(tuple(b - a for a, b in zip(p, h, strict=True))))
        return best

    return f(tuple(hand))


def assert_plan(hand: Sequence[int], laizi: int | None, jk: bool) -> list[tuple[int, ...]]:
    """The plan partitions the hand into plays the engine reads as legal."""
    plays = plan_counts(hand, laizi, jk, time_limit=None)
    assert [sum(x) for x in zip(*plays, strict=True)] == list(hand)
    assert all(readings_of_counts(p, laizi, jk) for p in plays), plays
    return plays


def test_planner_is_exact_on_small_hands() -> None:
    rng = random.Random(2)
    deck = full_deck()
    for _ in range(160):
        if rng.random() < 0.6:
            lo = rng.randrange(0, 9)
            pool = [c for c in deck if lo <= int(c.rank) - 3 <= lo + 5 or int(c.rank) - 3 >= 12]
        else:
            pool = deck
        hand = counts_of(rng.sample(pool, rng.randint(3, 10)))
        laizi = rng.choice([None, None, rng.randrange(13)])
        jk = rng.random() < 0.3
        plays = assert_plan(hand, laizi, jk)
        best = fewest_plays(hand, laizi, jk)
        assert len(plays) == best, (hand, laizi, jk, plays)
        assert plan_size(hand, laizi, jk) == best


@st.composite
def wild_hands(draw: st.DrawFn, max_natural: int = 14) -> tuple[list[int], int, bool]:
    """A hand of up to ``max_natural`` natural cards from a window of six ranks (chains and
    planes within reach), maybe 2s and jokers, and 0-4 癞子."""
    laizi = draw(st.integers(0, TWO))
    lo = draw(st.integers(0, ACE - 5))
    window = [r for r in range(lo, lo + 6) if r != laizi] + [r for r in (TWO, BJ, RJ) if r != laizi]
    picks = draw(st.lists(st.sampled_from(window), min_size=1, max_size=max_natural))
    hand = [0] * 15
    for r in picks:
        if hand[r] < (1 if r >= BJ else 4):
            hand[r] += 1
    hand[laizi] = draw(st.integers(0, 4))
    return hand, laizi, draw(st.booleans())


@settings(max_examples=150)
@given(wild_hands())
def test_exact_with_wild_cards(case: tuple[list[int], int, bool]) -> None:
    hand, laizi, jk = case
    plays = assert_plan(hand, laizi, jk)
    best = fewest_plays(hand, laizi, jk)
    assert len(plays) == best, (hand, laizi, jk, plays)
    assert plan_size(hand, laizi, jk) <= best  # the search's bound never overshoots


# 20-card hands with 2-4 癞子 whose optimum an independent exhaustive solver (every legal
# sub-multiset, then an integer program) found; the previous planner needed one play more
# for each. In the first the straight must take the 癞子 for K so that the natural pair KK
# stays a wing of the plane.
PINNED = [
    ([0, 0, 0, 0, 4, 3, 1, 4, 4, 1, 2, 1, 0, 0, 0], 8, True, 2),
    ([0, 0, 0, 2, 4, 1, 3, 2, 1, 4, 3, 0, 0, 0, 0], 3, False, 2),
    ([1, 1, 1, 1, 3, 0, 1, 1, 2, 1, 1, 4, 3, 0, 0], 12, True, 2),
    ([1, 1, 1, 1, 1, 2, 2, 1, 4, 1, 1, 1, 3, 0, 0], 8, False, 2),
    ([4, 1, 2, 0, 2, 2, 3, 0, 0, 0, 2, 2, 0, 1, 1], 0, False, 2),
    ([2, 4, 3, 2, 0, 1, 1, 1, 2, 0, 1, 0, 1, 1, 1], 1, False, 3),
    ([3, 0, 1, 1, 1, 1, 4, 1, 1, 1, 1, 2, 3, 0, 0], 6, False, 2),
    ([2, 2, 2, 0, 0, 0, 0, 4, 0, 2, 3, 2, 1, 1, 1], 7, False, 2),
    ([0, 0, 0, 0, 3, 2, 4, 4, 1, 1, 3, 2, 0, 0, 0], 11, True, 2),
]


def test_pinned_twenty_card_hands() -> None:
    for hand, laizi, jk, best in PINNED:
        assert sum(hand) == 20
        assert len(assert_plan(hand, laizi, jk)) == best, (hand, laizi)


@settings(max_examples=40)
@given(st.randoms(use_true_random=False), st.integers(0, TWO), st.integers(0, 4), st.booleans())
def test_hands_built_from_plays_plan_in_as_few(rng: random.Random, laizi: int, wilds: int, jk: bool) -> None:
    """Deal up to 20 cards as random legal leads (癞子 in chains, planes with wings...):
    the planner never needs more plays than the hand was built from."""
    pool = [4] * 13 + [1, 1]
    pool[laizi] = wilds
    hand = [0] * 15
    built = 0
    while sum(hand) < 20:
        room = 20 - sum(hand)
        options = [p for p, _ in moves(pool, laizi, None, jk) if sum(p) <= room]
        if not options:
            break
        play = rng.choice(options)
        pool = [a - b for a, b in zip(pool, play, strict=True)]
        hand = [a + b for a, b in zip(hand, play, strict=True)]
        built += 1
    assert len(assert_plan(hand, laizi, jk)) <= built


def test_plans_partition_the_hand_and_are_legal_leads() -> None:
    checked = 0
    games = [g for g in random_states(80, seed=4) if g.trick is not None and g.trick.is_lead]
    for seed in range(12):  # the landlord's 20 cards at the first lead
        g = DoudizhuGame(3, {"variant": "laizi" if seed % 3 else "classic"}, seed=seed)
        while g.phase != "play":
            kind = next(iter(g.legal_kinds(g.to_move) - {"abandon"}))
            g.apply(Action(g.to_move, kind, value=kind == "call"))
        games.append(g)
    for g in games:
        seat = g.to_move
        assert seat is not None
        plan = ASSISTANT.plan(view_of(g, seat))
        assert Counter(c for s in plan for c in s.cards) == Counter(g.hands[seat])
        for s in plan:
            h = copy.deepcopy(g)
            events = h.apply(Action(seat, "play", s.cards, s.reading.type))
            data = next(e for e in events if e.kind == "play").data
            assert dict(s.reading.params).items() <= dict(data).items()
            checked += 1
    assert checked > 100
