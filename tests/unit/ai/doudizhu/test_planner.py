"""The planner is exact on small hands (brute force), partitions the hand and plans only
plays the engine accepts."""

from __future__ import annotations

import copy
import itertools
import random
from collections import Counter
from functools import cache

from desktop_app.ai.doudizhu.assist import ASSISTANT
from desktop_app.ai.doudizhu.planner import plan_counts, plan_size
from desktop_app.engine.cards import full_deck
from desktop_app.engine.core import Action
from desktop_app.engine.doudizhu.game import DoudizhuGame
from desktop_app.engine.doudizhu.patterns import counts_of, readings_of_counts

from .states import random_states, view_of


def fewest_plays(hand: list[int], laizi: int | None, jk: bool) -> int:
    """Brute force: the lowest card must go in some legal play; try them all."""

    @cache
    def f(h: tuple[int, ...]) -> int:
        if not any(h):
            return 0
        low = next(i for i in range(15) if h[i])
        best = 99
        for p in itertools.product(*[range(x + 1) for x in h]):
            if p[low] and readings_of_counts(p, laizi, jk):
                best = min(best, 1 + f(tuple(a - b for a, b in zip(h, p, strict=True))))
        return best

    return f(tuple(hand))


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
        plays = plan_counts(hand, laizi, jk)
        assert [sum(x) for x in zip(*plays, strict=True)] == hand
        assert all(readings_of_counts(p, laizi, jk) for p in plays)
        best = fewest_plays(hand, laizi, jk)
        assert len(plays) == best, (hand, laizi, jk, plays)
        assert plan_size(hand, laizi, jk) == best


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
