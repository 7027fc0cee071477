"""Property tests: ``readings`` against a brute-force reference written straight from the
spec, ``beats`` laws, and ``plays_from`` against every sub-multiset of small hands."""

from __future__ import annotations

from collections import Counter
from itertools import combinations_with_replacement, product

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.engine.cards import Card, Rank, Suit
from desktop_app.engine.tiandiren import patterns as P
from desktop_app.engine.tiandiren.referee import classify

SUITS = list(Suit)


def to_cards(ranks: list[int]) -> list[Card]:
    out = []
    for i, r in enumerate(ranks):
        out.append(Card.of(Rank(r)) if r >= 16 else Card.of(Rank(r), SUITS[i % 4]))
    return out


# --------------------------------------------------------------------------- reference


def _ref_one(cards: list[tuple[int, bool]]) -> list[tuple]:
    """Readings of one assignment: (represented rank, is the card itself) per card."""
    n = len(cards)
    reps = [r for r, _ in cards]
    cnt = Counter(reps)
    jokers = [r for r in reps if r >= 16]
    real_twos = sum(1 for r, natural in cards if r == 15 or not natural)
    out: list[tuple] = []
    if n == 1:
        if cards[0][1]:
            out.append(("single", reps[0], 1, "none", ()))
        return out
    if jokers:
        if n == 2 and len(jokers) == 2:
            out.append(("spaceship", 32 + jokers.count(17), 1, "none", ()))
        if len(jokers) == 1 and real_twos == 0 and n in (2, 3):
            rest = [r for r in reps if r < 16]
            if len(set(rest)) == 1:
                out.append(("lone_boat", jokers[0], 1, "single" if n == 2 else "pair", (rest[0],)))
        return out
    if n == 2 and reps[0] == reps[1]:
        out.append(("pair", reps[0], 1, "none", ()))
    chain_ok = all(3 <= r <= 14 for r in reps)
    if chain_ok and 5 <= n <= 12 and len(cnt) == n and max(reps) - min(reps) == n - 1:
        out.append(("straight", max(reps), n, "none", ()))
    pairs_only = all(v == 2 for v in cnt.values())
    if chain_ok and n >= 6 and pairs_only and max(reps) - min(reps) == n // 2 - 1:
        out.append(("pair_straight", max(reps), n // 2, "none", ()))
    all_natural = all(natural for _, natural in cards)
    if all_natural and len(cnt) == 1 and n >= 4:
        out.append(("drone", reps[0], n, "none", ()))
    super_drone = all_natural and n == 3 and reps == [3, 3, 3]
    if super_drone:
        out.append(("super_drone", 3, 1, "none", ()))
    for group, typ in ((3, "rocket"), (4, "starship")):
        for k in range(1, n // group + 1):
            tops = range(3, 16) if k == 1 else range(k + 2, 15)
            for t in tops:
                body = range(t - k + 1, t + 1)
                if any(cnt[r] != group for r in body):
                    continue
                if group == 4 and any(not natural for r, natural in cards if r in body):
                    continue
                rest = [r for r in reps if r not in body]
                units = k if group == 3 else 2 * k
                if not rest:
                    if (group == 4 and k == 1) or (group == 3 and super_drone):
                        continue
                    out.append((typ, t, k, "none", ()))
                elif len(rest) == units:
                    out.append((typ, t, k, "single", tuple(sorted(rest, reverse=True))))
                elif len(rest) == 2 * units and all(v % 2 == 0 for v in Counter(rest).values()):
                    pairs = sorted(rest, reverse=True)[::2]
                    out.append((typ, t, k, "pair", tuple(pairs)))
    return out


def reference(ranks: list[int]) -> set[tuple]:
    """Every way each 2 may be read (as itself, or standing in for 3..A; a set of only 2s
    reads them as 2s), every type by its definition, the best per (type, length, kicker
    kind)."""
    twos = ranks.count(15)
    others = [(r, True) for r in ranks if r != 15]
    options = [15] if not others else [15, *range(3, 15)]
    best: dict[tuple, tuple] = {}
    for assign in combinations_with_replacement(options, twos):
        cards = others + [(a, a == 15) for a in assign]
        for typ, rank, length, kind, kickers in _ref_one(cards):
            key = (typ, length, kind)
            if key not in best or (rank, kickers) > best[key]:
                best[key] = (rank, kickers)
    return {(t, r, length, kind, ks) for (t, length, kind), (r, ks) in best.items()}


@st.composite
def card_sets(draw, max_size: int = 12, max_twos: int = 3, min_twos: int = 0):
    low = draw(st.integers(3, 13))
    width = draw(st.integers(1, 5))
    ranks: list[int] = [15] * draw(st.integers(min_twos, max_twos))
    ranks += [16] * draw(st.sampled_from([0, 0, 0, 1, 2]))
    ranks += [17] * draw(st.sampled_from([0, 0, 0, 1, 2]))
    for r in range(low, min(14, low + width - 1) + 1):
        ranks += [r] * draw(st.integers(0, 4))
    return draw(st.permutations(ranks[:max_size]))


@st.composite
def near_combinations(draw, max_twos: int = 3):
    """A combination built from its definition, then perhaps with cards swapped for 2s and
    a card added or removed: mostly legal sets, and near misses."""
    kind = draw(st.sampled_from(["straight", "pair_straight", "rocket", "starship", "other"]))
    ranks: list[int]
    if kind in ("straight", "pair_straight"):
        group, least = (1, 5) if kind == "straight" else (2, 3)
        length = draw(st.integers(least, 7))
        low = draw(st.integers(3, 15 - length))
        ranks = [r for r in range(low, low + length) for _ in range(group)]
    elif kind in ("rocket", "starship"):
        group = 3 if kind == "rocket" else 4
        k = draw(st.integers(1, 3 if group == 3 else 2))
        top = draw(st.integers(3, 15)) if k == 1 else draw(st.integers(k + 2, 14))
        body = list(range(top - k + 1, top + 1))
        ranks = [r for r in body for _ in range(group)]
        units = k if group == 3 else 2 * k
        kick = draw(st.sampled_from(["none", "single", "pair"]))
        outside = [r for r in range(3, 16) if r not in body]
        for _ in range(units if kick != "none" else 0):
            r = draw(st.sampled_from(outside))
            ranks += [r] if kick == "single" else [r, r]
    else:
        ranks = draw(
            st.sampled_from(
                [[16, 9], [17, 9, 9], [16, 17], [16, 16], [3, 3, 3], [8, 8, 8, 8], [15, 15, 15], [15, 15, 15, 15, 15]]
            )
        )
    twos = ranks.count(15)
    for i in range(len(ranks)):
        if ranks[i] != 15 and twos < max_twos and draw(st.integers(0, 5)) == 0:
            ranks[i] = 15
            twos += 1
    change = draw(st.integers(0, 5))
    if change == 0 and len(ranks) > 1:
        ranks.pop(draw(st.integers(0, len(ranks) - 1)))
    elif change == 1 and twos < max_twos:
        ranks.append(draw(st.integers(3, 17)))
    if ranks.count(15) > max_twos:
        ranks = [r for r in ranks if r != 15] + [15] * max_twos
    return draw(st.permutations(ranks))


def as_tuples(readings) -> set[tuple]:
    return {(r.type, r.rank, r.length, r.kicker, r.kickers) for r in readings}


@settings(max_examples=400)
@given(st.one_of(card_sets(), near_combinations()))
def test_readings_match_brute_force_reference(ranks):
    got = P.readings(to_cards(ranks))
    assert as_tuples(got) == reference(ranks), ranks
    assert len(got) == len(as_tuples(got))
    assert all(r.size == len(ranks) for r in got)
    # classify lists the same types, strongest first, no repeats
    types = classify(to_cards(ranks), {})
    assert types == list(dict.fromkeys(r.type for r in got))


@settings(max_examples=40)
@given(card_sets(max_size=8, max_twos=6, min_twos=3))
def test_readings_with_many_twos_match_the_reference(ranks):
    assert as_tuples(P.readings(to_cards(ranks))) == reference(ranks), ranks


def test_reference_agrees_on_hand_picked_sets():
    for ranks in ([7, 7, 15, 8, 8, 8], [15, 15, 15, 15], [3, 3, 3], [15, 15, 15, 15, 9], [8] * 4 + [9] * 4):
        assert as_tuples(P.readings(to_cards(ranks))) == reference(ranks)


@settings(max_examples=150)
@given(near_combinations(), near_combinations())
def test_beats_is_irreflexive_and_antisymmetric(a, b):
    ra = P.readings(to_cards(a))
    rb = P.readings(to_cards(b))
    for strict in (False, True):
        for x in ra + rb:
            assert not P.beats(x, x, strict)
        for x in ra:
            for y in rb:
                assert not (P.beats(x, y, strict) and P.beats(y, x, strict))


@settings(max_examples=100)
@given(card_sets())
def test_strongest_first(ranks):
    rs = P.readings(to_cards(ranks))
    keys = [P._strength(r) for r in rs]
    assert keys == sorted(keys, reverse=True)
    if rs:
        assert P.best_reading(to_cards(ranks)) == rs[0]
        assert P.can_finish_in_one(to_cards(ranks))


# --------------------------------------------------------------------------- enumeration


def sub_multisets(ranks: list[int]):
    cnt = Counter(ranks)
    keys = sorted(cnt)
    for choice in product(*(range(cnt[r] + 1) for r in keys)):
        sub = [r for r, n in zip(keys, choice, strict=True) for _ in range(n)]
        if sub:
            yield sub


def brute_plays(ranks: list[int], top, strict: bool) -> set[tuple[int, ...]]:
    out = set()
    for sub in sub_multisets(ranks):
        rs = P.readings(to_cards(sub))
        if (top is None and rs) or (top is not None and any(P.beats(r, top, strict) for r in rs)):
            out.add(tuple(sorted(sub)))
    return out


@settings(max_examples=120)
@given(card_sets(max_size=10, max_twos=3), near_combinations(), st.booleans(), st.booleans())
def test_plays_from_is_complete_and_sound(hand_ranks, top_ranks, use_top, strict):
    hand = to_cards(hand_ranks)
    top = None
    if use_top:
        tops = P.readings(to_cards(top_ranks))
        top = tops[len(top_ranks) % len(tops)] if tops else None
    plays = list(P.plays_from(hand, top, strict))
    got = [tuple(sorted(c.rank.value for c in cards)) for cards, _ in plays]
    assert len(got) == len(set(got)), "plays are distinct"
    assert set(got) == brute_plays(hand_ranks, top, strict)
    hand_count = Counter(hand)
    for cards, r in plays:
        assert not Counter(cards) - hand_count, "a play is a sub-multiset of the hand"
        assert r in P.readings(cards)
        if top is not None:
            assert P.beats(r, top, strict)
            assert r == P.beating_reading(cards, top, strict)
        else:
            assert r == P.best_reading(cards)


@settings(max_examples=40)
@given(card_sets(max_size=14, max_twos=4))
def test_quick_enumeration_is_sound(hand_ranks):
    hand = to_cards(hand_ranks)
    quick = {tuple(sorted(c.index for c in cards)) for cards, _ in P.plays_from(hand, complete=False)}
    full = {tuple(sorted(c.index for c in cards)) for cards, _ in P.plays_from(hand)}
    assert quick <= full
