"""生死堵 plays on rank counts, for the assistant, the planner and the bots.

A hand is a tuple of 13 counts (position 0 for the 3 up to 12 for the 2), as in
:mod:`desktop_app.engine.shengsidu.patterns`. A :class:`Move` is one play with the facts
the rules compare (type, main rank position, run length, size); it converts to and from
the engine's :class:`~desktop_app.engine.shengsidu.patterns.Reading`.

The enumeration of every play is the engine's own (:func:`patterns.plays`,
:func:`patterns.beating_plays`); :func:`moves_with` is the planner's faster generator of
the plays that hold a given rank, checked against the engine in the tests.

>>> from desktop_app.engine.cards import parse_cards
>>> c = counts(parse_cards("3s 3h 3d 4s 4h 5s"))
>>> sorted(describe(m) for m in moves_with(c, 0))
['pair 3', 'pair_straight 3-4', 'single 3', 'straight 3-5', 'triple 3', 'triple_pair 3']
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import NamedTuple

from ...engine.cards import NATURAL_RANKS, Card, Rank
from ...engine.shengsidu import patterns as P

__all__ = [
    "ZERO",
    "Counts",
    "Move",
    "N",
    "Packed",
    "add",
    "beats",
    "can_beat",
    "counts",
    "describe",
    "from_reading",
    "moves_with",
    "pack",
    "packed_beating",
    "packed_moves_with",
    "run_positions",
    "sub",
    "to_reading",
    "unpack",
]

N = 13
Counts = tuple[int, ...]
ZERO: Counts = (0,) * N
_TWO = 12
_ORDER = {t: i for i, t in enumerate(P.TYPE_IDS)}

#: Types that are sequences or planes (their ``low`` matters).
SEQUENCES = P.SEQUENCE_TYPES


class Move(NamedTuple):
    """One play: counts ``m``, the type id, the main rank position (0 = the 3; for runs
    the top), the run length, the number of cards and the bottom position of a run."""

    m: Counts
    type: str
    rank: int
    length: int
    size: int
    low: int


def counts(cards: Iterable[Card]) -> Counts:
    """Rank counts of suited cards."""
    c = [0] * N
    for card in cards:
        c[card.rank - 3] += 1
    return tuple(c)


def sub(c: Counts, m: Counts) -> Counts:
    return tuple([a - b for a, b in zip(c, m, strict=True)])


def add(c: Counts, m: Counts) -> Counts:
    return tuple([a + b for a, b in zip(c, m, strict=True)])


def from_reading(m: Counts, r: P.Reading) -> Move:
    return Move(m, r.type, int(r.rank) - 3, r.length, r.size, int(r.bottom) - 3)


def to_reading(mv: Move) -> P.Reading:
    low = NATURAL_RANKS[mv.low] if mv.type in SEQUENCES else None
    return P.Reading(mv.type, NATURAL_RANKS[mv.rank], mv.size, mv.length, low)


def beats(play: Move, lead: Move) -> bool:
    """:func:`patterns.beats` on moves."""
    if play.type == "bomb":
        return lead.type != "bomb" or play.rank > lead.rank
    if lead.type in ("bomb", "triple_one") or play.type == "triple_one":
        return False
    return (
        P.beat_class(play.type) == P.beat_class(lead.type)
        and play.size == lead.size
        and play.length == lead.length
        and play.rank > lead.rank
    )


def describe(mv: Move) -> str:
    rank = NATURAL_RANKS[mv.rank].text
    if mv.type in SEQUENCES:
        return f"{mv.type} {NATURAL_RANKS[mv.low].text}-{rank}"
    return f"{mv.type} {rank}"


# --------------------------------------------------------------------------- packed counts

#: Bits per rank in a packed hand: a hand is also an int, ``sum(c[p] << 3 * p)``, so that
#: taking a play out of a hand is one subtraction.
BITS = 3
_UNIT = tuple(1 << (BITS * p) for p in range(N))


def pack(c: Counts) -> int:
    x = 0
    for p in range(N):
        x |= c[p] << (BITS * p)
    return x


def unpack(x: int) -> Counts:
    return tuple([(x >> (BITS * p)) & 7 for p in range(N)])


#: A packed play: (packed counts, type id, rank, length, size, low position).
Packed = tuple[int, str, int, int, int, int]


# --------------------------------------------------------------------------- kickers


def _multisets(rem: list[int], k: int, start: int = 0) -> Iterator[int]:
    """Multisets of ``k`` cards drawn from ``rem`` (packed, one unit per card)."""
    if k == 0:
        yield 0
        return
    for p in range(start, N):
        if rem[p]:
            rem[p] -= 1
            u = _UNIT[p]
            for tail in _multisets(rem, k - 1, p):
                yield u + tail
            rem[p] += 1


def _pair_multisets(rem: list[int], k: int, start: int = 0) -> Iterator[int]:
    """Multisets of ``k`` pairs drawn from ``rem`` (packed)."""
    if k == 0:
        yield 0
        return
    for p in range(start, N):
        if rem[p] >= 2:
            rem[p] -= 2
            u = 2 * _UNIT[p]
            for tail in _pair_multisets(rem, k - 1, p):
                yield u + tail
            rem[p] += 2


def _kickers(rem: list[int], k: int, pairs: bool, must: int | None) -> Iterator[int]:
    """Packed kicker sets (``k`` cards, or ``k`` pairs), holding ``must`` if set."""
    gen = _pair_multisets if pairs else _multisets
    each = 2 if pairs else 1
    if must is None:
        yield from gen(rem, k)
        return
    if rem[must] < each:
        return
    rem[must] -= each
    u = each * _UNIT[must]
    for tail in gen(rem, k - 1):
        yield u + tail
    rem[must] += each


# --------------------------------------------------------------------------- generator


def _runs_through(c: Sequence[int], low: int, each: int, min_len: int, two_low: bool) -> Iterator[tuple[int, int, int]]:
    """Runs of ``each`` per rank that hold position ``low`` and nothing lower:
    (top position, length, bottom position)."""
    if c[low] < each:
        return
    j = low
    while j < N and c[j] >= each:
        if j - low + 1 >= min_len:
            yield j, j - low + 1, low
        j += 1
    if two_low and low == 0 and c[_TWO] >= each:
        j = 0
        while j < _TWO and c[j] >= each:
            if j + 2 >= min_len and j + 2 < N:
                yield j, j + 2, _TWO
            j += 1


def run_positions(top: int, length: int, bottom: int) -> list[int]:
    """The positions of a run (a run from the 2 holds the 2 and the ranks from the 3)."""
    if bottom == _TWO and top != _TWO:
        return [_TWO, *range(top - length + 2, top + 1)]
    return list(range(bottom, top + 1))


def packed_moves_with(c: Sequence[int], low: int, loose: bool = False, two_low: bool = False) -> list[Packed]:
    """:func:`moves_with` on a count list, as packed plays (the planner's inner loop)."""
    out: dict[int, Packed] = {}
    cl = c[low]
    n = sum(c)
    unit_low = _UNIT[low]

    def put(m: int, typ: str, rank: int, length: int, size: int, bottom: int) -> None:
        old = out.get(m)
        if old is None or (_ORDER[typ], -rank) < (_ORDER[old[1]], -old[2]):
            out[m] = (m, typ, rank, length, size, bottom)

    for k, typ in ((1, "single"), (2, "pair"), (3, "triple"), (4, "bomb")):
        if cl >= k:
            put(k * unit_low, typ, low, 1, k, low)
    for typ, each, min_len in (("straight", 1, 3), ("pair_straight", 2, 2), ("triple_straight", 3, 2)):
        for top, length, bottom in _runs_through(c, low, each, min_len, two_low):
            m = 0
            for p in run_positions(top, length, bottom):
                m += each * _UNIT[p]
            put(m, typ, top, length, length * each, bottom)
    # a triple with a pair (or, loose, any two cards)
    for t in range(N):
        if c[t] < 3:
            continue
        rem = list(c)
        rem[t] -= 3
        base = 3 * _UNIT[t]
        must = None if t == low else low
        if loose:
            for kick in _kickers(rem, 2, False, must):
                # a pair of kickers is two units of one rank
                typ = "triple_pair" if any(kick == 2 * u for u in _UNIT) else "triple_two"
                put(base + kick, typ, t, 1, 5, t)
        else:
            for kick in _kickers(rem, 1, True, must):
                put(base + kick, "triple_pair", t, 1, 5, t)
    # four with one / with three
    for f in range(N):
        if c[f] != 4:
            continue
        rem = list(c)
        rem[f] = 0
        base = 4 * _UNIT[f]
        must = None if f == low else low
        for k, typ in ((1, "four_one"), (3, "four_three")):
            for kick in _kickers(rem, k, False, must):
                put(base + kick, typ, f, 1, 4 + k, f)
    # planes
    if n >= 10:
        for k in range(2, n // 5 + 1):
            for top, bottom in _plane_runs(k, two_low):
                pos = run_positions(top, k, bottom)
                for typ, each in (("plane_triple_pair", 3), ("plane_four_one", 4)):
                    if not all(c[p] >= each for p in pos):
                        continue
                    rem = list(c)
                    base = 0
                    for p in pos:
                        rem[p] -= each
                        base += each * _UNIT[p]
                    must = None if low in pos else low
                    if typ == "plane_four_one":
                        kicks = _kickers(rem, k, False, must)
                    elif loose:
                        kicks = _kickers(rem, 2 * k, False, must)
                    else:
                        kicks = _kickers(rem, k, True, must)
                    for kick in kicks:
                        put(base + kick, typ, top, k, 5 * k, bottom)
    return list(out.values())


def moves_with(c: Counts, low: int, loose: bool = False, two_low: bool = False) -> list[Move]:
    """Every distinct legal play from ``c`` (not 尾牌3带1) that holds a card of position
    ``low``, where ``low`` is the lowest position in ``c`` (the planner's branching rule:
    some play of any partition holds the lowest card)."""
    return [Move(unpack(x[0]), x[1], x[2], x[3], x[4], x[5]) for x in packed_moves_with(c, low, loose, two_low)]


def _plane_runs(k: int, two_low: bool) -> list[tuple[int, int]]:
    """(top, bottom) of every run of ``k`` ranks."""
    runs = [(start + k - 1, start) for start in range(N - k + 1)]
    if two_low and 2 <= k <= N:
        runs.append((k - 2, _TWO))
    return runs


def low_rank(c: Counts) -> Rank:
    """The lowest rank held (for messages and tests)."""
    return NATURAL_RANKS[next(p for p in range(N) if c[p])]


# --------------------------------------------------------------------------- beating plays


def _class(t: str) -> str:
    return "triple_two" if t == "triple_pair" else t


def packed_beating(c: Sequence[int], top: Packed, loose: bool = False, two_low: bool = False) -> list[Packed]:
    """Every distinct play from the count list ``c`` that beats ``top`` (the engine's
    :func:`patterns.beating_plays`, on packed plays): same class, size and length and a
    higher rank, then the bombs that beat it."""
    _m, ttype, trank, tlen, tsize, _tlow = top
    out: dict[int, Packed] = {}
    if ttype not in ("bomb", "triple_one"):
        if ttype in ("single", "pair", "triple"):
            each = tsize
            for p in range(trank + 1, N):
                if c[p] >= each:
                    out[each * _UNIT[p]] = (each * _UNIT[p], ttype, p, 1, each, p)
        elif ttype in ("straight", "pair_straight", "triple_straight"):
            each = tsize // tlen
            for top_p, bottom in _plane_runs(tlen, two_low):
                if top_p <= trank:
                    continue
                pos = run_positions(top_p, tlen, bottom)
                if all(c[p] >= each for p in pos):
                    m = sum(each * _UNIT[p] for p in pos)
                    if m not in out:
                        out[m] = (m, ttype, top_p, tlen, tsize, bottom)
        elif _class(ttype) == "triple_two":
            for t in range(trank + 1, N):
                if c[t] < 3:
                    continue
                rem = list(c)
                rem[t] -= 3
                base = 3 * _UNIT[t]
                if loose:
                    for kick in _multisets(rem, 2):
                        typ = "triple_pair" if any(kick == 2 * u for u in _UNIT) else "triple_two"
                        out[base + kick] = (base + kick, typ, t, 1, 5, t)
                else:
                    for kick in _pair_multisets(rem, 1):
                        out[base + kick] = (base + kick, "triple_pair", t, 1, 5, t)
        elif ttype in ("four_one", "four_three"):
            k = tsize - 4
            for f in range(trank + 1, N):
                if c[f] != 4:
                    continue
                rem = list(c)
                rem[f] = 0
                base = 4 * _UNIT[f]
                for kick in _multisets(rem, k):
                    out[base + kick] = (base + kick, ttype, f, 1, tsize, f)
        elif ttype in ("plane_triple_pair", "plane_four_one"):
            each = 3 if ttype == "plane_triple_pair" else 4
            for top_p, bottom in _plane_runs(tlen, two_low):
                if top_p <= trank:
                    continue
                pos = run_positions(top_p, tlen, bottom)
                if not all(c[p] >= each for p in pos):
                    continue
                rem = list(c)
                base = 0
                for p in pos:
                    rem[p] -= each
                    base += each * _UNIT[p]
                if each == 4:
                    kicks = _multisets(rem, tlen)
                elif loose:
                    kicks = _multisets(rem, 2 * tlen)
                else:
                    kicks = _pair_multisets(rem, tlen)
                for kick in kicks:
                    out.setdefault(base + kick, (base + kick, ttype, top_p, tlen, tsize, bottom))
    floor = trank if ttype == "bomb" else -1
    for p in range(floor + 1, N):
        if c[p] == 4:
            m = 4 * _UNIT[p]
            out.setdefault(m, (m, "bomb", p, 1, 4, p))
    return list(out.values())


def can_beat(c: Sequence[int], top: Packed, loose: bool = False, two_low: bool = False, max_size: int = 99) -> bool:
    """Does the count list ``c`` hold a play of at most ``max_size`` cards that beats
    ``top``? (Cheaper than listing them.)"""
    ttype, trank, tlen, tsize = top[1], top[2], top[3], top[4]
    if max_size >= 4:
        floor = trank if ttype == "bomb" else -1
        for p in range(floor + 1, N):
            if c[p] == 4:
                return True
    if ttype in ("bomb", "triple_one") or tsize > max_size:
        return False
    if ttype in ("single", "pair", "triple"):
        return any(c[p] >= tsize for p in range(trank + 1, N))
    if ttype in ("straight", "pair_straight", "triple_straight"):
        each = tsize // tlen
        for top_p, bottom in _plane_runs(tlen, two_low):
            if top_p > trank and all(c[p] >= each for p in run_positions(top_p, tlen, bottom)):
                return True
        return False
    total = sum(c)
    if total < tsize:
        return False
    if _class(ttype) == "triple_two":
        for t in range(trank + 1, N):
            if c[t] >= 3:
                if loose:
                    return True  # any two other cards will do (total >= 5)
                if any(c[p] >= 2 for p in range(N) if p != t) or c[t] >= 5:
                    return True
        return False
    return bool(packed_beating(c, top, loose, two_low))
