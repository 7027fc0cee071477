"""Hints are complete (against brute force) and every hint is legal in the engine."""

from __future__ import annotations

import copy
import itertools
import random

from desktop_app.ai.doudizhu.assist import ASSISTANT
from desktop_app.ai.doudizhu.hints import body_of, hint_moves
from desktop_app.ai.doudizhu.rules import engine_reading
from desktop_app.engine.cards import full_deck
from desktop_app.engine.core import Action
from desktop_app.engine.doudizhu.patterns import Reading, counts_of, moves, readings_of_counts

from .states import random_states, view_of


def reachable(hand: list[int], laizi: int | None, jk: bool, top: Reading | None) -> set[tuple[str, int, int]]:
    """Every body the engine can record for some subset of ``hand`` (brute force)."""
    out = set()
    for p in itertools.product(*[range(x + 1) for x in hand]):
        if not any(p):
            continue
        for t in {r.type for r in readings_of_counts(p, laizi, jk)}:
            e = engine_reading(p, laizi, jk, top, t)
            if e is not None:
                out.add(body_of(e))
    return out


def small_hands(n: int, seed: int) -> list[tuple[list[int], int | None, bool, Reading | None]]:
    rng = random.Random(seed)
    deck = full_deck()
    out = []
    for _ in range(n):
        if rng.random() < 0.6:  # dense hands in a window of ranks (chains, planes, bombs)
            lo = rng.randrange(0, 9)
            pool = [c for c in deck if lo <= int(c.rank) - 3 <= lo + 5 or int(c.rank) - 3 >= 12]
        else:
            pool = deck
        hand = counts_of(rng.sample(pool, rng.randint(2, 9)))
        laizi = rng.choice([None, rng.randrange(13), rng.randrange(13)])
        jk = rng.random() < 0.3
        top = None
        if rng.random() < 0.7:
            leads = moves(counts_of(rng.sample(deck, rng.randint(1, 6))), laizi, None, jk)
            if leads:
                top = rng.choice(leads)[1]
        out.append((hand, laizi, jk, top))
    return out


def test_hints_are_complete_against_brute_force() -> None:
    for hand, laizi, jk, top in small_hands(220, seed=1):
        want = reachable(hand, laizi, jk, top)
        got = hint_moves(hand, laizi, top, jk)
        bodies = [body_of(r) for _, r in got]
        assert len(bodies) == len(set(bodies)), "one entry per body"
        assert set(bodies) == want, (hand, laizi, jk, top)
        assert bool(got) == bool(want)  # a legal play exists exactly when there are hints
        for p, r in got:
            assert all(a <= b for a, b in zip(p, hand, strict=True))
            assert engine_reading(p, laizi, jk, top, r.type) == r


def test_every_hint_is_legal_in_the_engine() -> None:
    total = 0
    for g in random_states(60, seed=3):
        seat = g.to_move
        assert seat is not None
        view = view_of(g, seat)
        hints = ASSISTANT.hints(view)
        assert bool(hints) == bool(g.legal_moves()), "empty exactly when the seat must pass"
        for other in range(3):
            if other != seat:
                assert ASSISTANT.hints(view_of(g, other)) == []
        for s in hints:
            h = copy.deepcopy(g)
            events = h.apply(Action(seat, "play", s.cards, s.reading.type))
            data = next(e for e in events if e.kind == "play").data
            assert dict(s.reading.params).items() <= dict(data).items()
            total += 1
    assert total > 300


def test_first_hint_is_cheapest_that_keeps_the_bomb() -> None:
    from desktop_app.engine.cards import parse_cards

    hand = counts_of(parse_cards("3s 7s 7h 7d 7c 9s Ks"))
    found = hint_moves(hand, None, Reading("single", 4))  # a 7 on the table
    assert str(found[0][1]) == "single 9"
    assert found[-1][1].type == "bomb"


def test_variants_are_legal_and_of_the_same_body() -> None:
    seen = 0
    for g in random_states(50, seed=8):
        seat = g.to_move
        assert seat is not None
        view = view_of(g, seat)
        for s in ASSISTANT.hints(view)[:6]:
            for v in ASSISTANT.variants(view, s)[:3]:
                assert v.reading.type == s.reading.type
                assert v.reading.params["rank"] == s.reading.params["rank"]
                assert sorted(map(str, v.cards)) != sorted(map(str, s.cards))
                h = copy.deepcopy(g)
                h.apply(Action(seat, "play", v.cards, v.reading.type))
                seen += 1
    assert seen > 10
