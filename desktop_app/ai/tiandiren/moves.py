"""天地人 plays on rank counts: one play per distinct body, cheapest kickers, fast.

A hand is a list of 18 ints indexed by rank value (3..14 = 3..A, 15 = 2, 16 = 小王 BJ,
17 = 大王 RJ), as :func:`desktop_app.engine.tiandiren.patterns.counts_of` returns. A play is
a :class:`Play`: its count vector and the reading the engine gives it (the strongest one,
or with a top play the strongest that beats it).

"Distinct body" means a distinct (type, length, top rank, kicker kind) (for a lone boat:
joker, attached rank and kind; for a drone: size and rank). For each one :func:`plays`
builds the cheapest realization: the fewest 2s standing in, and kickers taken where they
hurt the rest of the hand least (ranks held once before pairs before bigger groups, low
before high, 2s last). Against a rocket or starship with the same body it searches the
cheapest kickers that beat. Every other realization (other 2s, other kickers) is one of
:func:`variants`.

>>> from desktop_app.engine.cards import parse_cards as p
>>> [pl.text for pl in plays(counts(p("3s 9s 9h 9d 5s 2h")), None) if pl.reading.type == "rocket"][:3]
['9 9 9', '3 9 9 9', '3 9 9 9 2']
>>> top = P.best_reading(p("8s 8h 8d 5s"))
>>> [pl.text for pl in plays(counts(p("8s 8h 8d 3s 6s")), top)]
['6 8 8 8']
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from ...engine.cards import Card, Rank
from ...engine.tiandiren import patterns as P

__all__ = [
    "ACE",
    "BJ",
    "NATURAL",
    "RJ",
    "THREE",
    "TWO",
    "Play",
    "can_beat",
    "counts",
    "ident",
    "is_play",
    "materialize",
    "plays",
    "pools_of",
    "reading_of",
    "readings_of",
    "take",
    "variants",
]

THREE, ACE, TWO, BJ, RJ = 3, 14, 15, 16, 17
NATURAL = range(THREE, ACE + 1)
_MAX_CHAIN = 12
_LADDER = {P.DRONE: 1, P.SUPER_DRONE: 2, P.SPACESHIP: 3}
_NORMAL = frozenset(P.TYPE_IDS) - P.BOMB_TYPES
_WITH_KICKERS = ("single", "pair")
#: at most this many kicker sets are tried for a body equal to the top play's
KICKER_SEARCH_CAP = 3000
#: once kickers that beat are found, at most this many more choices are tried for lower ones
KICKER_LOWER_CAP = 400


def counts(cards: Iterable[Card]) -> list[int]:
    """Rank counts of a card set (18 ints indexed by rank value)."""
    c = [0] * 18
    for card in cards:
        c[card.rank] += 1
    return c


@dataclass(frozen=True, slots=True)
class Play:
    """A play as rank counts (``vec``, 18 ints) with the reading the engine uses."""

    vec: tuple[int, ...]
    reading: P.Reading

    @property
    def key(self) -> tuple[int, ...]:
        return self.vec[3:]

    @property
    def size(self) -> int:
        return self.reading.size

    @property
    def twos(self) -> int:
        return self.vec[TWO]

    @property
    def is_bomb(self) -> bool:
        return self.reading.is_bomb

    @property
    def jokers(self) -> int:
        return self.vec[BJ] + self.vec[RJ]

    @property
    def text(self) -> str:
        """Ranks low to high, e.g. ``9 9 9 5 3`` (body first is not implied)."""
        return " ".join(Rank(r).text for r in range(THREE, RJ + 1) for _ in range(self.vec[r]))


#: readings of count keys as plain tuples (which the garbage collector does not track, so
#: a big cache does not slow down full collections): key -> fields of each reading
_READINGS: dict[tuple[int, ...], tuple[tuple[Any, ...], ...]] = {}
_READINGS_LIMIT = 200_000


def _fields(key: tuple[int, ...]) -> tuple[tuple[Any, ...], ...]:
    got = _READINGS.get(key)
    if got is None:
        out = P._read((0, 0, 0, *key))
        if len(out) > 1:
            out.sort(key=P._strength, reverse=True)
        got = tuple((r.type, r.rank, r.length, r.kicker, r.kickers, r.size) for r in out)
        if len(_READINGS) >= _READINGS_LIMIT:
            _READINGS.clear()
        _READINGS[key] = got
    return got


def is_play(key: tuple[int, ...]) -> bool:
    """Whether the count key ``vec[3:]`` is a legal play (has a reading)."""
    return bool(_fields(key))


def readings_of(key: tuple[int, ...]) -> list[P.Reading]:
    """Every reading of the count key ``vec[3:]``, strongest first (the engine's
    :func:`patterns.readings` order)."""
    return [P.Reading(*f) for f in _fields(key)]


def reading_of(key: tuple[int, ...], top: P.Reading | None, strict: bool) -> P.Reading | None:
    """The reading the engine uses for the count key ``vec[3:]``: the strongest one (lead)
    or the strongest that beats ``top``; None if none."""
    fields = _fields(key)
    if top is None:
        return P.Reading(*fields[0]) if fields else None
    for f in fields:
        rd = P.Reading(*f)
        if P.beats(rd, top, strict):
            return rd
    return None


def pools_of(hand: Iterable[Card]) -> list[list[Card]]:
    """The cards of ``hand`` by rank, each rank in suit order ♠ ♥ ♣ ♦ (for :func:`take`)."""
    pools: list[list[Card]] = [[] for _ in range(18)]
    for card in hand:
        pools[card.rank].append(card)
    for pool in pools:
        if len(pool) > 1:
            pool.sort(key=lambda c: c.index)
    return pools


def take(pools: Sequence[Sequence[Card]], vec: Sequence[int]) -> tuple[Card, ...]:
    """Cards realizing the counts ``vec`` from :func:`pools_of` (the first of each rank),
    in card order."""
    out: list[Card] = []
    for r, n in enumerate(vec):
        if n:
            out += pools[r][:n]
    if len(out) != sum(vec):
        raise ValueError("the hand does not hold these cards")
    return tuple(out)


def materialize(hand: Sequence[Card], vec: Sequence[int]) -> tuple[Card, ...]:
    """Cards of ``hand`` realizing the counts ``vec`` (per rank, in suit order ♠ ♥ ♣ ♦, as
    the engine's enumeration does)."""
    return take(pools_of(hand), vec)


# --------------------------------------------------------------------------- kickers


def _single_order(pool: Sequence[int]) -> list[int]:
    """Ranks to take single kickers from, cheapest first: held once, twice, three times
    (three 3s are a 超级无人机 and come last), four or more (a 无人机); low before high."""

    def cls(r: int) -> int:
        n = pool[r]
        if r == THREE and n >= 3:
            return 5
        return 0 if n == 1 else 1 if n == 2 else 2 if n == 3 else 3

    return sorted((r for r in NATURAL if pool[r]), key=lambda r: (cls(r), r))


def _pair_order(pool: Sequence[int]) -> list[int]:
    """Ranks to take natural pair kickers from: held twice, three times, more; low first."""

    def cls(r: int) -> int:
        n = pool[r]
        if r == THREE and n >= 3:
            return 5
        return 0 if n == 2 else 1 if n == 3 else 2

    return sorted((r for r in NATURAL if pool[r] >= 2), key=lambda r: (cls(r), r))


def kicker_orders(h: Sequence[int]) -> tuple[list[int], list[int]]:
    """(single order, pair order) of :func:`cheap_kickers` for a hand (computed once)."""
    return _single_order(h), _pair_order(h)


def cheap_kickers(
    pool: Sequence[int],
    twos: int,
    units: int,
    kind: str,
    orders: tuple[list[int], list[int]] | None = None,
) -> list[int] | None:
    """The cheapest kicker counts (18 ints): ``units`` singles or pairs from the naturals
    of ``pool`` and ``twos`` 2s; None when they cannot be found. A pair is ``r r``, ``r 2``
    or ``2 2``. ``orders``: :func:`kicker_orders` of a hand the pool is part of (ranks are
    then taken in that order; ranks absent from the pool are skipped)."""
    single, pair = orders if orders is not None else kicker_orders(pool)
    v = [0] * 18
    left = units
    if kind == "single":
        for r in single:
            take = pool[r] if pool[r] < left else left
            if take:
                v[r] = take
                left -= take
                if not left:
                    return v
        if twos >= left:
            v[TWO] = left
            return v
        return None
    for r in pair:
        take = pool[r] // 2
        if take:
            if take > left:
                take = left
            v[r] = 2 * take
            left -= take
            if not left:
                return v
    if twos:
        for r in single:
            if pool[r] > v[r]:
                v[r] += 1
                v[TWO] += 1
                twos -= 1
                left -= 1
                if not left:
                    return v
                if not twos:
                    break
    if twos >= 2 * left:
        v[TWO] += 2 * left
        return v
    return None


# --------------------------------------------------------------------------- candidates


def _chain_vecs(h: Sequence[int], group: int, top: P.Reading | None) -> Iterator[list[int]]:
    w = h[TWO]
    least = 5 if group == 1 else 3
    lengths: Iterable[int] = (top.length,) if top is not None else range(least, _MAX_CHAIN + 1)
    for length in lengths:
        need_total = group * length
        for a in range(THREE, ACE - length + 2):
            t = a + length - 1
            if top is not None and t <= top.rank:
                continue
            used = 0
            for r in range(a, t + 1):
                n = h[r]
                used += n if n < group else group
            if used and need_total - used <= w:
                v = [0] * 18
                for r in range(a, t + 1):
                    n = h[r]
                    v[r] = n if n < group else group
                v[TWO] = need_total - used
                yield v


@dataclass(slots=True)
class _Carrier:
    """A rocket/starship candidate: its body identity, body counts, kicker pool and the
    cheapest play."""

    typ: str
    k: int
    t: int
    kind: str
    body: list[int]
    pool: list[int]
    spare: int
    units: int
    vec: list[int]


def _carrier_vecs(
    h: Sequence[int], group: int, top: P.Reading | None, strict: bool, only: Iterable[int] | None = None
) -> Iterator[_Carrier]:
    """Rockets (group 3) or starships (group 4): each feasible (groups, top, kicker kind)
    with the fewest 2s in the body and the cheapest kickers (``only``: these numbers of
    groups, in this order, for a lead; read lazily, so the caller may stop it)."""
    typ = P.ROCKET if group == 3 else P.STARSHIP
    w = h[TWO]
    same = top is not None and top.type == typ
    ks: Iterable[int]
    if same:
        assert top is not None
        ks = (top.length,) if strict else range(top.length, _MAX_CHAIN + 1)
    else:
        ks = range(1, _MAX_CHAIN + 1) if only is None else only
    total = sum(h[THREE : TWO + 1])
    units_per = 1 if group == 3 else 2
    orders = kicker_orders(h)
    # prefix sums over 3..A: ranks that cannot be in a body, 2s a body needs
    bad = [0] * 16
    need = [0] * 16
    for r in NATURAL:
        n = h[r]
        if group == 3:
            bad[r + 1] = bad[r]
            need[r + 1] = need[r] + (3 - n if n < 3 else 0)
        else:
            bad[r + 1] = bad[r] + (n < 4)
            need[r + 1] = 0
    for k in ks:
        if group * k > total:
            break
        for t in range(THREE if k == 1 else k + 2, (TWO if k == 1 else ACE) + 1):
            kinds: Sequence[str] = P.KICKER_KINDS
            if same:
                assert top is not None
                if k == top.length:
                    if t < top.rank:
                        continue
                    if strict or t == top.rank:
                        kinds = (top.kicker,)
                elif strict:
                    continue
            if group == 4 and k == 1:
                kinds = _WITH_KICKERS
            body = [0] * 18
            if t == TWO:
                if w < group:
                    continue
                body[TWO] = group
            else:
                lo = t - k + 1
                if bad[t + 1] != bad[lo] or need[t + 1] - need[lo] > w:
                    continue
                if group == 4:
                    body[lo : t + 1] = [4] * k
                else:
                    for r in range(lo, t + 1):
                        n = h[r]
                        body[r] = n if n < 3 else 3
                    body[TWO] = need[t + 1] - need[lo]
            spare = w - body[TWO]
            units = units_per * k
            pool: list[int] = []
            for kind in kinds:
                if kind == "none":
                    yield _Carrier(typ, k, t, kind, body, pool, spare, 0, body)
                    continue
                if not pool:
                    pool = list(h)
                    pool[TWO] = pool[BJ] = pool[RJ] = 0
                    if t != TWO:
                        pool[t - k + 1 : t + 1] = [0] * k
                kick = cheap_kickers(pool, spare, units, kind, orders)
                if kick is not None:
                    vec = [a + b for a, b in zip(body, kick, strict=True)]
                    yield _Carrier(typ, k, t, kind, body, pool, spare, units, vec)


def _all_kickers(pool: Sequence[int], twos: int, units: int, kind: str) -> Iterator[list[int]]:
    """Every kicker multiset (18 counts), highest kickers first: 2s and high ranks are
    taken as much as possible first (so that against an equal body a beating choice comes
    early). Bounded by the caller."""
    ranks = [r for r in range(ACE, THREE - 1, -1) if pool[r]]
    v = [0] * 18
    n = len(ranks)
    if kind == "single":
        suffix = [0] * (n + 1)
        for i in range(n - 1, -1, -1):
            suffix[i] = suffix[i + 1] + pool[ranks[i]]

        def singles(i: int, left: int) -> Iterator[list[int]]:
            if left == 0:
                yield list(v)
                return
            if i == n or suffix[i] < left:
                return
            r = ranks[i]
            for k in range(min(pool[r], left), -1, -1):
                v[r] = k
                yield from singles(i + 1, left - k)
            v[r] = 0

        for w in range(min(twos, units), -1, -1):
            v[TWO] = w
            yield from singles(0, units - w)
        return
    total = 2 * units

    def pairs(i: int, used: int, odd: int) -> Iterator[list[int]]:
        if odd > twos:
            return
        if i == n:
            t2 = total - used
            if odd <= t2 <= twos and (t2 - odd) % 2 == 0:
                out = list(v)
                out[TWO] = t2
                yield out
            return
        r = ranks[i]
        for k in range(min(pool[r], total - used), -1, -1):
            v[r] = k
            yield from pairs(i + 1, used + k, odd + (k & 1))
        v[r] = 0

    yield from pairs(0, 0, 0)


def _kicker_cost(kick: Sequence[int], pool: Sequence[int]) -> tuple[int, ...]:
    """Sort key of a kicker choice: 2s used, then cards taken from big groups, then ranks."""
    big = sum(kick[r] for r in NATURAL if pool[r] >= 3)
    return (kick[TWO], big, *sorted((r for r in NATURAL for _ in range(kick[r])), reverse=True))


def _refit(c: _Carrier, top: P.Reading | None, strict: bool) -> tuple[list[int], P.Reading] | None:
    """Other kickers for a carrier whose cheapest play reads as another body (2s can make a
    higher body) or, against an equal body, does not beat: kickers with which it reads as
    this body (and beats ``top``; against an equal body the lowest kickers that beat), or
    None. Reading as another body: tries kickers below the body, without 2s. An equal
    body: searches kicker choices highest first (the first one beats if any does), at
    most :data:`KICKER_SEARCH_CAP` of them, and :data:`KICKER_LOWER_CAP` more after the
    first that beats."""
    ident = (c.typ, c.k, c.t, c.kind)
    equal = top is not None and (top.type, top.length, top.rank, top.kicker) == ident

    def read(kick: Sequence[int]) -> tuple[list[int], P.Reading] | None:
        cand = [a + b for a, b in zip(c.body, kick, strict=True)]
        rd = reading_of(tuple(cand[3:]), top, strict)
        if rd is None or (rd.type, rd.length, rd.rank, rd.kicker) != ident:
            return None
        return cand, rd

    if not equal:
        low = [n if THREE <= r < c.t else 0 for r, n in enumerate(c.pool)]
        for pool, twos in ((low, 0), (low, c.spare), (c.pool, 0)):
            kick = cheap_kickers(pool, twos, c.units, c.kind)
            if kick is not None and (got := read(kick)) is not None:
                return got
        return None
    best: tuple[tuple[int, ...], list[int], P.Reading] | None = None
    cap = KICKER_SEARCH_CAP
    for i, kick in enumerate(_all_kickers(c.pool, c.spare, c.units, c.kind)):
        if i >= cap:
            break
        got = read(kick)
        if got is None:
            continue
        cost = got[1].kickers if equal else _kicker_cost(kick, c.pool)
        if best is None:
            cap = min(cap, i + KICKER_LOWER_CAP)  # found one: look a little further for lower kickers
        if best is None or cost < best[0]:
            best = (cost, *got)
    return (best[1], best[2]) if best is not None else None


def _vec1(pairs: Iterable[tuple[int, int]]) -> list[int]:
    v = [0] * 18
    for r, n in pairs:
        v[r] += n
    return v


def _simple(h: Sequence[int], top: P.Reading | None) -> Iterator[tuple[list[int], P.Reading]]:
    """Singles, pairs, lone boats and bombs, with their readings built directly."""
    level = _LADDER.get(top.type, 0) if top is not None else 0
    normal = _NORMAL if top is None else (frozenset({top.type}) if level == 0 else frozenset())
    w = h[TWO]
    if P.SINGLE in normal:
        lo = top.rank + 1 if top is not None else THREE
        for r in range(lo, RJ + 1):
            if h[r]:
                yield _vec1([(r, 1)]), P.Reading(P.SINGLE, r, size=1)
    if P.PAIR in normal:
        lo = top.rank + 1 if top is not None else THREE
        for r in range(max(lo, THREE), ACE + 1):
            if h[r] >= 2:
                yield _vec1([(r, 2)]), P.Reading(P.PAIR, r, size=2)
            elif h[r] and w:
                yield _vec1([(r, 1), (TWO, 1)]), P.Reading(P.PAIR, r, size=2)
        if w >= 2 and lo <= TWO:
            yield _vec1([(TWO, 2)]), P.Reading(P.PAIR, TWO, size=2)
    if P.LONE_BOAT in normal:
        for j in (BJ, RJ):
            if not h[j] or (top is not None and j < top.rank):
                continue
            for r in NATURAL:
                if top is not None and j == top.rank and r <= top.kickers[0]:
                    continue
                if h[r]:
                    yield _vec1([(j, 1), (r, 1)]), P.Reading(P.LONE_BOAT, j, 1, "single", (r,), 2)
                if h[r] >= 2:
                    yield _vec1([(j, 1), (r, 2)]), P.Reading(P.LONE_BOAT, j, 1, "pair", (r,), 3)
    if level <= 1:
        for r in range(THREE, TWO + 1):
            for n in range(4, h[r] + 1):
                if level == 0 or (n, r) > (top.length, top.rank):  # type: ignore[union-attr]
                    yield _vec1([(r, n)]), P.Reading(P.DRONE, r, n, size=n)
        if h[THREE] >= 3:
            yield _vec1([(THREE, 3)]), P.Reading(P.SUPER_DRONE, THREE, size=3)
    for value, pair in ((32, ((BJ, 2),)), (33, ((BJ, 1), (RJ, 1))), (34, ((RJ, 2),))):
        if level == 3 and value <= top.rank:  # type: ignore[union-attr]
            continue
        if all(h[r] >= n for r, n in pair):
            yield _vec1(pair), P.Reading(P.SPACESHIP, value, size=2)


def ident(rd: P.Reading) -> tuple[Any, ...]:
    """A body's identity: (type, length, top rank, kicker kind); a lone boat keeps its
    attached rank."""
    if rd.type == P.LONE_BOAT:
        return (rd.type, rd.rank, rd.kicker, rd.kickers)
    return (rd.type, rd.length, rd.rank, rd.kicker)


def _cost(vec: Sequence[int]) -> tuple[int, int]:
    """Realization cost: 2s and jokers spent, then the rank sum."""
    return (vec[TWO] + vec[BJ] + vec[RJ], sum(r * n for r, n in enumerate(vec)))


class _Collector:
    """Plays by body identity, keeping the cheapest realization of each."""

    __slots__ = ("by_ident", "out", "seen", "strict", "top")

    def __init__(self, top: P.Reading | None, strict: bool) -> None:
        self.out: list[Play] = []
        self.seen: set[tuple[int, ...]] = set()
        self.by_ident: dict[tuple[Any, ...], int] = {}
        self.top = top
        self.strict = strict

    def add(self, key: tuple[int, ...], rd: P.Reading) -> None:
        self.seen.add(key)
        idk = ident(rd)
        i = self.by_ident.get(idk)
        if i is None:
            self.by_ident[idk] = len(self.out)
            self.out.append(Play(key, rd))
        elif _cost(key) < _cost(self.out[i].vec):
            self.out[i] = Play(key, rd)

    def add_chains(self, h: Sequence[int], group: int) -> None:
        """Straights (group 1) or pair straights (group 2); one without 2s has exactly one
        reading, built directly (the window's), any other is read."""
        typ = P.STRAIGHT if group == 1 else P.PAIR_STRAIGHT
        for vec in _chain_vecs(h, group, self.top):
            key = tuple(vec)
            if key in self.seen:
                continue
            rd: P.Reading | None
            if vec[TWO]:
                rd = reading_of(key[3:], self.top, self.strict)
            else:
                size = sum(key)
                length = size // group
                top_rank = max(r for r in NATURAL if key[r])
                rd = P.Reading(typ, top_rank, length, size=size)
            if rd is not None:
                self.add(key, rd)


def plays(h: Sequence[int], top: P.Reading | None, strict: bool = False) -> list[Play]:
    """One play per distinct body (:func:`ident`) that ``h`` can play now (beating ``top``,
    or any lead), with the cheapest realization; in generation order (no ranking). Empty
    exactly when no legal play exists."""
    col = _Collector(top, strict)
    for vec, simple in _simple(h, top):
        key = tuple(vec)
        if key not in col.seen:
            col.add(key, simple)
    level = _LADDER.get(top.type, 0) if top is not None else 0
    if level:
        return col.out
    normal = _NORMAL if top is None else frozenset({top.type})
    if P.STRAIGHT in normal:
        col.add_chains(h, 1)
    if P.PAIR_STRAIGHT in normal:
        col.add_chains(h, 2)
    for group, typ in ((3, P.ROCKET), (4, P.STARSHIP)):
        if typ not in normal:
            continue
        for c in _carrier_vecs(h, group, top, strict):
            key = tuple(c.vec)
            if key in col.seen:
                continue
            rd = reading_of(key[3:], top, strict)
            if c.kind != "none" and (
                rd is None or (rd.type, rd.length, rd.rank, rd.kicker) != (c.typ, c.k, c.t, c.kind)
            ):
                fixed = _refit(c, top, strict)
                if fixed is not None:
                    if rd is not None:  # keep the other body's play too
                        col.add(key, rd)
                    key, rd = tuple(fixed[0]), fixed[1]
            if rd is not None and key not in col.seen:
                col.add(key, rd)
    return col.out


def can_beat(h: Sequence[int], top: P.Reading | None, strict: bool = False) -> bool:
    """Whether ``h`` holds any legal play now (any lead, or one that beats ``top``)."""
    if top is None:
        return any(h[3:])
    level = _LADDER.get(top.type, 0)
    # bombs first: cheap to check
    if level <= 1:
        for r in range(THREE, TWO + 1):
            if h[r] >= 4 and (level == 0 or (h[r], r) > (top.length, top.rank)):
                return True
        if h[THREE] >= 3:
            return True
    if level <= 2 and h[BJ] + h[RJ] >= 2:
        return True
    if level == 3:
        return bool((top.rank < 33 and h[RJ] and h[BJ]) or (top.rank < 34 and h[RJ] >= 2))
    if level:
        return False
    return bool(plays(h, top, strict))


def variants(hand: Sequence[Card], play: Play, strict: bool = False, top: P.Reading | None = None) -> Iterator[Play]:
    """Every other realization of the same body as ``play`` (same type, length, top rank,
    kicker kind; other 2s, other kickers), from the engine's complete enumeration, lazily.
    With ``top`` only those that beat it."""
    rd = play.reading
    ident = (rd.type, rd.length, rd.rank, rd.kicker)
    for cards, r in P.plays_from(hand, top, strict):
        if (r.type, r.length, r.rank, r.kicker) == ident:
            vec = tuple(counts(cards))
            if vec != play.vec:
                yield Play(vec, r)
