"""The 斗地主 hand planner: split a hand into as few legal plays as possible, exactly.

A hand is a rank-count vector (length 15, see :mod:`desktop_app.engine.doudizhu.patterns`)
with the 癞子 (wild cards) counted at the 癞子 rank. The search:

1. enumerates sets of chains (单顺 / 双顺 / 飞机), each taking natural cards first and the
   癞子 for the ranks it lacks (a 癞子 may later swap with a natural card it holds, see
   :mod:`.plan_build`), combinations in a fixed order so that each set comes once;
2. bounds each set with an *abstract* count of the rest: only how many ranks hold one,
   two, three or four cards (and whether a chain holds a card of that rank too) matters
   once the rank identities are relaxed, so the best split of the rest (the 癞子 joining a
   rank, swapping into a chain or kept as their own rank; a natural + 癞子 pair never a
   kicker; kickers taken by trios, fours and planes, a plane's wings only from the cards
   outside its ranks) is memoized on that multiset. A set is extended only while one more
   chain could still beat the best bound (each chain is a play; with room for a single
   play, one chain and its wings must take every card left);
3. builds the set with the least bound concretely (:func:`.plan_build.build`, exact for a
   given chain set). When that meets the bound the plan is optimal; otherwise the search
   runs again building every set whose bound is below the best plan found.

The abstract count never exceeds the concrete one, so the result is the true minimum
unless the node cap (:data:`NODE_CAP`) or the time limit stops the chain enumeration
first (hands of up to 20 cards stay far below it; the tests check the minimum against
brute force on hands with up to four 癞子).

>>> from desktop_app.engine.cards import parse_cards
>>> from desktop_app.engine.doudizhu.patterns import counts_of
>>> len(plan_counts(counts_of(parse_cards("3s 4s 5s 6s 7s 9h 9d 9c 8h 8d"))))
2
>>> plan_size(counts_of(parse_cards("3s 3h 3d 4s 4h 4d 5s 6s BJ RJ")))
2
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from functools import lru_cache

from ...engine.doudizhu.patterns import ACE, BJ, NUM_RANKS, RJ, TWO, Reading, readings_of_counts
from .plan_build import Chain, PlayVec, build, joined_parts, parts_delta, rank_parts

__all__ = ["NODE_CAP", "Plan", "plan_counts", "plan_moves", "plan_size"]

#: Chain-set nodes visited at most per plan (a safety bound; ordinary hands need far fewer).
NODE_CAP = 30000

Plan = list[tuple[int, ...]]

_CHAIN_MIN = {1: 5, 2: 3, 3: 2}
_CHAIN_MAX = {1: 12, 2: 10, 3: 6}


# --------------------------------------------------------------------------- abstract bound


#: The ranks outside the chains by how many natural cards they hold: ``(c1, c2, c3, c4, h1,
#: h3)``, ``c<k>`` the ranks holding k cards, ``h1`` / ``h3`` those holding one or three
#: where a chain holds a natural card too. A free 癞子 may take that card's place in the
#: chain, the card joining the rest: only for an odd count does that make a split a 癞子
#: could not (a natural pair, which can be a kicker, where a natural + 癞子 pair cannot).
_Classes = tuple[int, int, int, int, int, int]
_HELD_COUNT = (1, 2, 3, 4, 1, 3)
_HELD = 5  # offset of the held ranks in :attr:`_Search.cc`
# A split of the rest packed in one int (7 bits a field, fast to add and hash):
# trios << 21 | fours << 14 | singles << 7 | pairs.
_T, _F, _S = 21, 14, 7
_FIELD = 127


def _pack(t: int, f: int, s: int, p: int) -> int:
    return t << _T | f << _F | s << _S | p


@lru_cache(maxsize=4096)
def _rank_splits(nat: int, wild: int) -> tuple[tuple[int, int], ...]:
    """The splits of ``nat`` natural cards of one rank and ``wild`` 癞子 (standing in for
    that rank, each sharing a part with natural cards; or their own rank when ``nat`` is
    0), as (packed split, fixed plays): a natural + 癞子 pair is a play of its own (never a
    kicker), a single 癞子 is a single of its own rank."""
    out = set()
    for parts in rank_parts(nat, wild) if not nat else joined_parts(nat, wild):
        x, t, f, s, p = parts_delta(parts, 0, 0, 1)
        out.add((_pack(t, f, s[0], p[0]), x))
    return tuple(sorted(out))


@lru_cache(maxsize=1 << 15)
def _reach(classes: _Classes, w: int) -> dict[int, int]:
    """Every split of the ranks of ``classes`` and ``w`` free 癞子 (each joining a rank,
    taking a chain's natural card's place, or kept as its own rank): packed split -> the
    fewest fixed plays (natural + 癞子 pairs) with it."""
    idx = next((i for i, k in enumerate(classes) if k), None)
    if idx is None:
        return dict(_rank_splits(0, w))
    rest = list(classes)
    rest[idx] -= 1
    sub_classes = tuple(rest)
    c = _HELD_COUNT[idx]
    out: dict[int, int] = {}
    get = out.get
    options = [(a, a) for a in range(min(w, 4 - c) + 1)]  # (癞子 used, 癞子 joining the rank)
    if idx >= 4 and w:
        options.append((1, -1))  # one 癞子 frees a natural card from a chain
    for used, a in options:
        sub = _reach(sub_classes, w - used)
        for dk, dx in _rank_splits(c + 1, 0) if a < 0 else _rank_splits(c, a):
            for k, x in sub.items():
                k += dk
                x += dx
                if x < get(k, 99):
                    out[k] = x
    return out


#: A plane in the bound: its length and the wings it may take (bit 1 singles, bit 2 pairs).
_Plane = tuple[int, int]


@lru_cache(maxsize=512)
def _plane_modes(planes: tuple[_Plane, ...]) -> tuple[tuple[int, int], ...]:
    """(singles taken, pairs taken) for every choice of wings of the planes."""
    out = {(0, 0)}
    for ln, wings in planes:
        nxt = set()
        for s, p in out:
            nxt.add((s, p))
            if ln <= 5 and wings & 1:
                nxt.add((s + ln, p))
            if ln <= 4 and wings & 2:
                nxt.add((s, p + ln))
        out = nxt
    return tuple(sorted(out))


@lru_cache(maxsize=65536)
def _absorb(nt: int, nf: int, ns: int, np_: int, planes: tuple[_Plane, ...]) -> int:
    """Most kicker units (a single or a pair each) trios, fours and plane wings can take."""
    best = 0
    for s, p in _plane_modes(planes):
        if s > ns or p > np_:
            continue
        for a in range(nf + 1):
            if s + 2 * a > ns:
                break
            for b in range(nf - a + 1):
                if p + 2 * b > np_:
                    break
                rest = ns - s - 2 * a + np_ - p - 2 * b
                total = s + p + 2 * a + 2 * b + (nt if nt < rest else rest)
                if total > best:
                    best = total
    return best


@lru_cache(maxsize=65536)
def _rest(classes: _Classes, w: int, jokers: int, planes: tuple[_Plane, ...]) -> int:
    """Fewest plays for the ranks outside chains (by :data:`_Classes`), ``w`` free 癞子 and
    the jokers (the rocket or singles), plane wings taken from them."""
    best = 99
    for k, x in _reach(classes, w).items():
        t, f, s, p = k >> _T, k >> _F & _FIELD, k >> _S & _FIELD, k & _FIELD
        base = x + t + f + s + p
        if jokers == 2:
            v = min(base + 2 - _absorb(t, f, s + 2, p, planes), base + 1 - _absorb(t, f, s, p, planes))
        else:
            v = base + jokers - _absorb(t, f, s + jokers, p, planes)
        if v < best:
            best = v
    return best


# --------------------------------------------------------------------------- chain search


def _chain_candidates(n: Sequence[int], w: int) -> list[tuple[int, int, int]]:
    """Every (multiplicity, low, length) chain the natural counts ``n`` and ``w`` 癞子 allow,
    those without 癞子 first (a capped search tries them first)."""
    if not w:  # runs of ranks holding at least m cards
        plain = []
        for m in (3, 2, 1):
            lo, hi = _CHAIN_MIN[m], _CHAIN_MAX[m]
            low = 0
            while low <= ACE:
                if n[low] < m:
                    low += 1
                    continue
                end = low
                while end <= ACE and n[end] >= m:
                    end += 1
                for a in range(low, end - lo + 1):
                    for ln in range(lo, min(hi, end - a) + 1):
                        plain.append((m, a, ln))
                low = end
        return plain
    out = []
    for m in (3, 2, 1):
        lo, hi = _CHAIN_MIN[m], _CHAIN_MAX[m]
        for low in range(ACE + 1):
            need = 0
            for top in range(low, min(ACE, low + hi - 1) + 1):
                c = n[top]
                if c < m:
                    need += m - c
                    if need > w:
                        break
                if top - low + 1 >= lo:
                    out.append((need, m, low, top - low + 1))
    out.sort(key=lambda c: (c[0], -c[1] * c[3]))
    return [c[1:] for c in out]


class _Search:
    """Branch and bound over chain sets for one hand (natural counts, free 癞子).

    ``build`` False: the least abstract bound (:attr:`best`) and a chain set reaching it
    (:attr:`best_set`); True: the fewest concrete plays (:attr:`best_plays`), building
    every chain set whose bound is below the best plan so far. Either way a chain set is
    extended only while one more chain could still beat the best (each chain is a play).
    """

    __slots__ = (
        "best",
        "best_plays",
        "best_set",
        "build",
        "cands",
        "cc",
        "cover",
        "deadline",
        "held",
        "jk",
        "laizi",
        "left",
        "n",
        "node_cap",
        "nodes",
        "wing_of",
        "wings",
        "wl",
    )

    def __init__(
        self, n: list[int], w: int, laizi: int | None, jk: bool, build: bool, deadline: float | None, node_cap: int
    ) -> None:
        self.n = n
        self.wl = w
        self.laizi = laizi
        self.jk = jk
        self.build = build
        self.deadline = deadline
        self.node_cap = node_cap
        self.nodes = 0
        self.best = 99
        self.best_plays: list[PlayVec] | None = None
        self.best_set: list[Chain] = []
        self.cands = _chain_candidates(n, w)
        # the most cards each candidate takes with its wings, and the cards left to place
        self.wing_of = [ln * (2 if ln <= 4 else 1) if m == 3 and ln <= 5 else 0 for m, _, ln in self.cands]
        self.cover = [m * ln + wc for (m, _, ln), wc in zip(self.cands, self.wing_of, strict=True)]
        self.left = sum(n) + w
        self.wings = 0  # the most wing cards the chosen planes take
        # the ranks 3..2 by count of natural cards (5 + count: a chain holds one of the rank too,
        # see _Classes), and the natural cards the chains hold by rank
        self.cc = [0] * 10
        for r in range(TWO + 1):
            self.cc[n[r]] += 1
        self.held = [0] * NUM_RANKS

    def visit(self, chosen: list[Chain], planes: bool) -> int:
        """The bound of the chain set ``chosen``, recorded when it is the best so far."""
        n, c = self.n, self.cc
        jokers = (1 if n[BJ] else 0) + (1 if n[RJ] else 0)
        b = len(chosen) + _rest(
            (c[1], c[2] + c[7], c[3], c[4], c[6], c[8]), self.wl, jokers, self.planes(chosen) if planes else ()
        )
        if b >= self.best:
            return b
        if not self.build:
            self.best = b
            self.best_set = list(chosen)
            return b
        got = build(n, self.wl, self.laizi, self.jk, chosen, self.best)
        if got is not None:
            self.best = len(got)
            self.best_plays = got
        return b

    def planes(self, chosen: list[Chain]) -> tuple[_Plane, ...]:
        """The planes of ``chosen`` for the bound, each with the wings the cards outside its
        ranks could make (a wing never has a rank of its plane's body)."""
        n = self.n
        total = sum(n[: TWO + 1]) + self.wl
        jokers = n[BJ] + n[RJ]
        out = []
        for m, low, ln, _takes, _need in chosen:
            if m != 3:
                continue
            outside = total - sum(n[low : low + ln])
            wings = (1 if outside + jokers >= ln else 0) | (2 if outside >= 2 * ln else 0)
            out.append((ln, wings))
        out.sort(reverse=True)
        return tuple(out)

    def run(self) -> None:
        n, wl = self.n, self.wl
        start = []
        for i, (m, low, ln) in enumerate(self.cands):
            need = sum(m - n[r] for r in range(low, low + ln) if n[r] < m)
            if need <= wl:
                start.append((i, need))
        self.nodes = 1
        self.visit([], False)
        self.dfs(start, [], False)

    def dfs(self, feasible: list[tuple[int, int]], chosen: list[Chain], planes: bool) -> None:
        """Extend this chain set (already visited) by each candidate from ``feasible`` (the
        candidates still possible here with the 癞子 each needs, in order; a candidate may
        repeat): every extension is visited first, so that the best bound found so far
        prunes the deeper search, then extended in turn, the most promising first."""
        if len(chosen) + 1 >= self.best:
            return
        cands = self.cands
        must_cover = self.left - self.wings if self.best - len(chosen) - 1 == 1 else 0
        children = []
        for pos, (i, need) in enumerate(feasible):
            if self.cover[i] < must_cover or need > self.wl:
                continue
            m, low, ln = cands[i]
            takes = self.take(m, low, ln, need, i)
            chosen.append((m, low, ln, takes, need))
            children.append((self.visit(chosen, planes or m == 3), pos))
            chosen.pop()
            self.untake(low, takes, need, i)
        self.nodes += len(children)
        if self.nodes >= self.node_cap or (self.deadline is not None and time.perf_counter() > self.deadline):
            self.nodes = self.node_cap
            return
        children.sort()
        for _bound, pos in children:
            # the child's own children must leave this many plays or fewer outside chains
            room = self.best - len(chosen) - 2
            if room <= 0:
                return
            i, need = feasible[pos]
            m, low, ln = cands[i]
            takes = self.take(m, low, ln, need, i)
            # with room for one play, one chain and its wings take the rest (less the wings
            # of the planes chosen)
            child_cover = self.left - self.wings if room == 1 else 0
            nxt = self.still_feasible(feasible[pos:], low, low + ln, child_cover)
            if nxt:
                chosen.append((m, low, ln, takes, need))
                self.dfs(nxt, chosen, planes or m == 3)
                chosen.pop()
            self.untake(low, takes, need, i)
            if self.nodes >= self.node_cap:
                return

    def still_feasible(
        self, feasible: list[tuple[int, int]], low: int, top: int, min_cover: int
    ) -> list[tuple[int, int]]:
        """The candidates still possible after taking a chain over ``low..top - 1`` (only
        those overlapping it need more 癞子 than before) that take ``min_cover`` cards or
        more with their wings."""
        n, cands, wl, cover = self.n, self.cands, self.wl, self.cover
        out = []
        for j, nd in feasible:
            if cover[j] < min_cover:
                continue
            mj, lj, nj = cands[j]
            if lj < top and low < lj + nj:
                nd = 0
                for r in range(lj, lj + nj):
                    if n[r] < mj:
                        nd += mj - n[r]
            if nd <= wl:
                out.append((j, nd))
        return out

    def take(self, m: int, low: int, ln: int, need: int, i: int) -> tuple[int, ...]:
        """Take a chain's natural cards (as many as it can) and ``need`` 癞子 out of the hand."""
        n, cc, held = self.n, self.cc, self.held
        takes = []
        for r in range(low, low + ln):
            k = n[r]
            if k:
                t = k if k < m else m
                cc[k + (_HELD if held[r] else 0)] -= 1
                cc[k - t + _HELD] += 1
                held[r] += t
                n[r] = k - t
                takes.append(t)
            else:
                takes.append(0)
        self.wl -= need
        self.left -= m * ln
        self.wings += self.wing_of[i]
        return tuple(takes)

    def untake(self, low: int, takes: tuple[int, ...], need: int, i: int) -> None:
        """Undo :meth:`take`."""
        n, cc, held = self.n, self.cc, self.held
        for r, t in zip(range(low, low + len(takes)), takes, strict=True):
            if t:
                k = n[r]
                held[r] -= t
                cc[k + _HELD] -= 1
                cc[k + t + (_HELD if held[r] else 0)] += 1
                n[r] = k + t
        self.wl += need
        self.left += self.cands[i][0] * len(takes)
        self.wings -= self.wing_of[i]


# --------------------------------------------------------------------------- API


def _natural(hand: Sequence[int], laizi: int | None) -> tuple[list[int], int]:
    n = list(hand)
    w = 0
    if laizi is not None:
        w = n[laizi]
        n[laizi] = 0
    return n, w


def _physical(play: PlayVec, laizi: int | None) -> tuple[int, ...]:
    nat, wild = play
    if not wild:
        return nat
    assert laizi is not None
    p = list(nat)
    p[laizi] += wild
    return tuple(p)


_SIZE_CACHE: dict[tuple[tuple[int, ...], int | None, bool, int], int] = {}


def plan_size(
    hand: Sequence[int], laizi: int | None = None, jokers_as_kickers: bool = False, node_cap: int = NODE_CAP
) -> int:
    """How few plays the hand splits into (the abstract bound of the search: equal to the
    concrete count except in rare kicker conflicts). Memoized; for bots' evaluations."""
    key = (tuple(hand), laizi, jokers_as_kickers, node_cap)
    got = _SIZE_CACHE.get(key)
    if got is None:
        if not any(hand):
            return 0
        n, w = _natural(hand, laizi)
        s = _Search(n, w, laizi, jokers_as_kickers, False, None, node_cap)
        s.run()
        got = s.best
        if len(_SIZE_CACHE) >= 20_000:
            _SIZE_CACHE.clear()
        _SIZE_CACHE[key] = got
    return got


def plan_counts(
    hand: Sequence[int],
    laizi: int | None = None,
    jokers_as_kickers: bool = False,
    time_limit: float | None = 0.5,
    node_cap: int = NODE_CAP,
) -> Plan:
    """Split the count vector ``hand`` into as few legal plays as found (count vectors,
    the 癞子 at the 癞子 rank), lowest plays first, bombs last."""
    if not any(hand):
        return []
    return [p for p, _ in plan_moves(hand, laizi, jokers_as_kickers, time_limit, node_cap)]


def _plan_plays(
    hand: Sequence[int], laizi: int | None, jokers_as_kickers: bool, time_limit: float | None, node_cap: int
) -> Plan:
    """The bound first (cheap), then the chain set reaching it built concretely: equal to
    the bound, the plan is optimal. Otherwise (a kicker conflict) search again, building
    every chain set whose bound is below the best plan found."""
    n, w = _natural(hand, laizi)
    deadline = None if time_limit is None else time.perf_counter() + time_limit
    s = _Search(list(n), w, laizi, jokers_as_kickers, False, deadline, node_cap)
    s.run()
    rest, wl = list(n), w
    for _m, low, _ln, takes, need in s.best_set:
        for r, t in zip(range(low, low + len(takes)), takes, strict=True):
            rest[r] -= t
        wl -= need
    plays = build(rest, wl, laizi, jokers_as_kickers, s.best_set, 99)
    assert plays is not None  # every card alone is a legal play
    if len(plays) > s.best:
        s2 = _Search(list(n), w, laizi, jokers_as_kickers, True, deadline, node_cap)
        s2.best, s2.best_plays = len(plays), plays
        s2.run()
        plays = s2.best_plays or plays
    return [_physical(p, laizi) for p in plays]


def _with_readings(plays: Plan, laizi: int | None, jk: bool) -> list[tuple[tuple[int, ...], Reading]]:
    """The plays with their lead readings, lowest first, bombs last."""
    out = []
    for p in plays:
        rs = readings_of_counts(p, laizi, jk)
        if not rs:
            raise AssertionError(f"planner built an illegal play {p}")
        out.append((p, rs[0]))
    out.sort(key=lambda m: (m[1].bomb_class, m[1].low, -m[1].size))
    return out


def plan_moves(
    hand: Sequence[int],
    laizi: int | None = None,
    jokers_as_kickers: bool = False,
    time_limit: float | None = 0.5,
    node_cap: int = NODE_CAP,
) -> list[tuple[tuple[int, ...], Reading]]:
    """:func:`plan_counts` with the reading each play gets as a lead."""
    if not any(hand):
        return []
    return _with_readings(_plan_plays(hand, laizi, jokers_as_kickers, time_limit, node_cap), laizi, jokers_as_kickers)
