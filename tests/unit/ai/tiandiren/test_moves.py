"""Plays on rank counts (one per body) against the engine's complete enumeration."""

from __future__ import annotations

import random
from itertools import product

import pytest

from desktop_app.ai.tiandiren import moves as M
from desktop_app.engine.cards import make_pack
from desktop_app.engine.tiandiren import patterns as P


def ident(rd: P.Reading) -> tuple[object, ...]:
    if rd.type == P.LONE_BOAT:
        return (rd.type, rd.rank, rd.kicker, rd.kickers)
    return (rd.type, rd.length, rd.rank, rd.kicker)


def brute_exists(h: list[int], top: P.Reading | None, strict: bool) -> bool:
    """Some sub-multiset of ``h`` is a legal play (beating ``top``): every sub-multiset."""
    ranks = [r for r in range(3, 18) if h[r]]
    for take in product(*(range(h[r] + 1) for r in ranks)):
        if not any(take):
            continue
        key = [0] * 15
        for r, n in zip(ranks, take, strict=True):
            key[r - 3] = n
        rds = P.readings_from_counts((0, 0, 0, *key))
        if rds and (top is None or any(P.beats(rd, top, strict) for rd in rds)):
            return True
    return False


def random_case(rng: random.Random, size: int) -> tuple[list, P.Reading | None, bool]:
    pack = make_pack(3)
    rng.shuffle(pack)
    hand = pack[: rng.randint(1, size)]
    tops = [rd for _, rd in P.plays_from(pack[60 : 60 + rng.randint(1, 10)], None, complete=False)]
    top = rng.choice(tops) if tops and rng.random() < 0.8 else None
    return hand, top, rng.random() < 0.3


def test_one_play_per_body_and_all_legal():
    rng = random.Random(5)
    for _ in range(700):
        hand, top, strict = random_case(rng, 9)
        mine = M.plays(M.counts(hand), top, strict)
        ref = list(P.plays_from(hand, top, strict))
        assert bool(mine) == bool(ref)
        legal = {tuple(M.counts(c)) for c, _ in ref}
        for pl in mine:
            assert pl.vec in legal
            assert M.reading_of(pl.key, top, strict) == pl.reading
        assert {ident(r) for _, r in ref} <= {ident(pl.reading) for pl in mine}
        assert len({pl.vec for pl in mine}) == len(mine)


def test_plays_exist_exactly_when_brute_force_finds_one():
    rng = random.Random(9)
    for _ in range(300):
        hand, top, strict = random_case(rng, 7)
        h = M.counts(hand)
        exists = brute_exists(h, top, strict)
        assert bool(M.plays(h, top, strict)) == exists
        assert M.can_beat(h, top, strict) == exists


def test_readings_match_the_engine():
    rng = random.Random(2)
    for _ in range(400):
        pack = make_pack(2)
        rng.shuffle(pack)
        cards = pack[: rng.randint(1, 12)]
        key = tuple(M.counts(cards)[3:])
        assert M.readings_of(key) == P.readings(cards)
        assert M.is_play(key) == bool(P.readings(cards))


def test_equal_body_needs_higher_kickers():
    from desktop_app.engine.cards import parse_cards as p

    top = P.best_reading(p("8s 8h 8d 5s"))
    got = M.plays(M.counts(p("8s 8h 8d 3s 4s 6s Ks")), top)
    assert [pl.text for pl in got] == ["6 8 8 8"]
    assert M.plays(M.counts(p("8s 8h 8d 3s 4s")), top) == []


@pytest.mark.parametrize("decks", [4, 8])
def test_big_hands_give_every_body_once(decks):
    rng = random.Random(decks)
    for _ in range(3):
        pack = make_pack(decks)
        rng.shuffle(pack)
        h = M.counts(pack[:54])
        found = M.plays(h, None)
        assert len({ident(pl.reading) for pl in found}) == len(found)
        for pl in found[:: max(1, len(found) // 40)]:
            assert P.readings_from_counts(pl.vec)


def test_variants_are_the_same_body():
    from desktop_app.engine.cards import parse_cards as p

    hand = p("7s 7h 7d 2s 3s 4s 5s")
    h = M.counts(hand)
    pl = next(x for x in M.plays(h, None) if x.reading.type == P.ROCKET and x.reading.kicker == "single")
    others = list(M.variants(hand, pl))
    assert others and all(o.reading.type == P.ROCKET and o.vec != pl.vec for o in others)
