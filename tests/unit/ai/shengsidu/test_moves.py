"""The AI's play generators agree with the engine's enumeration."""

import random

import pytest

from desktop_app.ai.shengsidu import moves as M
from desktop_app.engine.shengsidu import patterns as P


def random_counts(rng: random.Random, k: int) -> tuple[int, ...]:
    deck = list(range(52))
    rng.shuffle(deck)
    c = [0] * 13
    for x in deck[:k]:
        c[x // 4] += 1
    return tuple(c)


@pytest.mark.parametrize(("loose", "two_low"), [(False, False), (True, False), (False, True), (True, True)])
def test_moves_with_lowest_card_are_the_engine_plays_holding_it(loose, two_low):
    rng = random.Random(hash((loose, two_low)) & 0xFFFF)
    for _ in range(300):
        c = random_counts(rng, rng.choice([3, 5, 8, 10, 13, 13]))
        low = next(p for p in range(13) if c[p])
        want = {m: r for m, r in P.plays(c, loose=loose, two_low=two_low, whole=False) if m[low]}
        got = {mv.m: mv for mv in M.moves_with(c, low, loose, two_low)}
        assert set(got) == set(want), c
        for m, r in want.items():
            assert got[m] == M.from_reading(m, r)
            assert M.to_reading(got[m]) == r


@pytest.mark.parametrize(("loose", "two_low"), [(False, False), (True, False), (False, True), (True, True)])
def test_beating_plays_are_the_engines(loose, two_low):
    rng = random.Random(7 + loose + 2 * two_low)
    for _ in range(400):
        c = random_counts(rng, rng.choice([4, 5, 8, 13, 26]))
        other = random_counts(rng, 13)
        m, r = rng.choice(P.plays(other, loose=loose, two_low=two_low, whole=rng.random() < 0.3))
        top = (M.pack(m), r.type, int(r.rank) - 3, r.length, r.size, int(r.bottom) - 3)
        want = {M.pack(mm): rr for mm, rr in P.beating_plays(c, r, loose=loose, two_low=two_low)}
        got = {x[0]: x for x in M.packed_beating(list(c), top, loose, two_low)}
        assert set(got) == set(want)
        for x, rr in want.items():
            assert M.to_reading(M.Move(M.unpack(x), *got[x][1:])) == rr
        assert M.can_beat(list(c), top, loose, two_low) == bool(want)


def test_pack_round_trip_and_beats():
    c = (4, 0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 1, 1)
    assert M.unpack(M.pack(c)) == c
    rng = random.Random(3)
    for _ in range(200):
        a = random_counts(rng, 13)
        ma, ra = rng.choice(P.plays(a))
        mb, rb = rng.choice(P.plays(random_counts(rng, 13)))
        assert M.beats(M.from_reading(ma, ra), M.from_reading(mb, rb)) == P.beats(ra, rb)
