"""The 斗地主 hand planner: split a hand into as few legal plays as possible.

A hand is a rank-count vector (length 15, see :mod:`desktop_app.engine.doudizhu.patterns`)
with the 癞子 (wild cards) counted at the 癞子 rank. The search:

1. enumerates sets of chains (单顺 / 双顺 / 飞机), the 癞子 filling gaps in them;
2. bounds each set with an *abstract* count of the rest: only how many ranks hold one,
   two, three or four cards matters once the rank identities are relaxed, so the best
   split of the rest (pairs split into singles, fours into pairs, the 癞子 raising a rank
   or kept as their own rank, kickers taken by trios, fours and planes) is memoized on
   that multiset;
3. builds the best sets concretely (kickers of other ranks than their body, jokers never
   both kickers of one play unless allowed, the 癞子 never kickers of a plane through
   the 癞子 rank) until the concrete count meets the next bound (branch and bound).

The abstract count never exceeds the concrete one, so the result is the true minimum
unless the node cap (:data:`NODE_CAP`) or the time limit stops the chain enumeration
first (hands of up to 20 cards stay far below it).

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

__all__ = ["NODE_CAP", "Plan", "plan_counts", "plan_moves", "plan_size"]

#: Chain-set nodes visited at most per plan (a safety bound; ordinary hands need far fewer).
NODE_CAP = 30000

Plan = list[tuple[int, ...]]

# per-rank splits of a count: (trios, fours, singles, pairs) deltas, the plain split first
_DELTAS: dict[int, tuple[tuple[int, int, int, int], ...]] = {
    0: ((0, 0, 0, 0),),
    1: ((0, 0, 1, 0),),
    2: ((0, 0, 0, 1), (0, 0, 2, 0)),
    3: ((1, 0, 0, 0), (0, 0, 1, 1), (0, 0, 3, 0)),
    4: ((0, 1, 0, 0), (0, 0, 0, 2), (1, 0, 1, 0), (0, 0, 2, 1), (0, 0, 4, 0)),
}
# the same splits as part sizes (for building plays)
_SPLITS: dict[int, tuple[tuple[int, ...], ...]] = {
    0: ((),),
    1: ((1,),),
    2: ((2,), (1, 1)),
    3: ((3,), (2, 1), (1, 1, 1)),
    4: ((4,), (2, 2), (3, 1), (2, 1, 1), (1, 1, 1, 1)),
}
_CHAIN_MIN = {1: 5, 2: 3, 3: 2}
_CHAIN_MAX = {1: 12, 2: 10, 3: 6}


# --------------------------------------------------------------------------- abstract bound


@lru_cache(maxsize=1024)
def _reach(c1: int, c2: int, c3: int, c4: int) -> frozenset[tuple[int, int, int, int]]:
    """Every (trios, fours, singles, pairs) the ranks of a multiset of counts can split into."""
    if c4:
        base, d = _reach(c1, c2, c3, c4 - 1), _DELTAS[4]
    elif c3:
        base, d = _reach(c1, c2, c3 - 1, 0), _DELTAS[3]
    elif c2:
        base, d = _reach(c1, c2 - 1, 0, 0), _DELTAS[2]
    elif c1:
        return frozenset({(0, 0, c1, 0)})
    else:
        return frozenset({(0, 0, 0, 0)})
    return frozenset((t + a, f + b, s + c, p + e) for t, f, s, p in base for a, b, c, e in d)


@lru_cache(maxsize=512)
def _plane_modes(planes: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """(singles taken, pairs taken) for every choice of wings of the planes."""
    out = {(0, 0)}
    for ln in planes:
        nxt = set()
        for s, p in out:
            nxt.add((s, p))
            if ln <= 5:
                nxt.add((s + ln, p))
            if ln <= 4:
                nxt.add((s, p + ln))
        out = nxt
    return tuple(sorted(out))


@lru_cache(maxsize=65536)
def _absorb(nt: int, nf: int, ns: int, np_: int, planes: tuple[int, ...]) -> int:
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
def _rest(c1: int, c2: int, c3: int, c4: int, jokers: int, planes: tuple[int, ...]) -> int:
    """Fewest plays for the ranks outside chains (a multiset of counts) and the jokers,
    plane wings taken from them."""
    best = 99
    for t, f, s, p in _reach(c1, c2, c3, c4):
        base = t + f + s + p
        if jokers == 2:
            v = min(base + 2 - _absorb(t, f, s + 2, p, planes), base + 1 - _absorb(t, f, s, p, planes))
        else:
            v = base + jokers - _absorb(t, f, s + jokers, p, planes)
        if v < best:
            best = v
    return best


@lru_cache(maxsize=65536)
def _rest_wild(c1: int, c2: int, c3: int, c4: int, w: int, jokers: int, planes: tuple[int, ...]) -> int:
    """:func:`_rest` with ``w`` 癞子 still free: each raises a rank or stays its own rank."""
    own = [c1, c2, c3, c4]
    if w:
        own[w - 1] += 1
    best = _rest(own[0], own[1], own[2], own[3], jokers, planes)
    if w:
        cs = [c1, c2, c3, c4]
        for k in (1, 2, 3):
            if cs[k - 1]:
                nc = list(cs)
                nc[k - 1] -= 1
                if k < 4:
                    nc[k] += 1
                v = _rest_wild(nc[0], nc[1], nc[2], nc[3], w - 1, jokers, planes)
                if v < best:
                    best = v
    return best


# --------------------------------------------------------------------------- chain search

# a chain taken: (multiplicity, low, length, natural cards taken per rank, 癞子 used)
_Chain = tuple[int, int, int, tuple[int, ...], int]


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
    out.sort(key=lambda c: c[0])
    return [c[1:] for c in out]


class _Search:
    """Branch and bound over chain sets for one hand (natural counts, free 癞子)."""

    __slots__ = (
        "best",
        "best_plays",
        "build",
        "cands",
        "cc",
        "deadline",
        "jk",
        "laizi",
        "n",
        "node_cap",
        "nodes",
        "sets",
        "wl",
    )

    def __init__(
        self, n: list[int], w: int, laizi: int | None, jk: bool, build: int, deadline: float | None, node_cap: int
    ) -> None:
        """``build``: 0 only the bound, 1 collect the best chain sets, 2 build every
        improvement."""
        self.n = n
        self.wl = w
        self.laizi = laizi
        self.jk = jk
        self.build = build
        self.deadline = deadline
        self.node_cap = node_cap
        self.nodes = 0
        self.best = 99
        self.best_plays: list[_Play] | None = None
        self.sets: list[list[_Chain]] = []
        self.cands = _chain_candidates(n, w)
        self.cc = [0, 0, 0, 0, 0]  # how many ranks 3..2 hold 0..4 natural cards
        for r in range(TWO + 1):
            self.cc[n[r]] += 1

    def visit(self, chosen: list[_Chain], planes: tuple[int, ...]) -> None:
        n, c = self.n, self.cc
        jokers = (1 if n[BJ] else 0) + (1 if n[RJ] else 0)
        b = len(chosen) + _rest_wild(c[1], c[2], c[3], c[4], self.wl, jokers, planes)
        if b > self.best:
            return
        if self.build == 1:  # collect the chain sets with the best bound, build them later
            if b < self.best:
                self.best = b
                self.sets = []
            if len(self.sets) < 48:
                self.sets.append(list(chosen))
        elif self.build == 2:  # build as the bound improves (the exhaustive fallback)
            if b < self.best:
                got = _build(n, self.wl, self.laizi, self.jk, chosen, self.best)
                if got is not None and len(got) < self.best:
                    self.best = len(got)
                    self.best_plays = got
        elif b < self.best:
            self.best = b

    def run(self) -> None:
        self.dfs(list(range(len(self.cands))), [], ())

    def dfs(self, feasible: list[int], chosen: list[_Chain], planes: tuple[int, ...]) -> None:
        """Visit this chain set, then every extension by a candidate from ``feasible``
        (the indices still possible here, in order; a candidate may repeat)."""
        self.nodes += 1
        self.visit(chosen, planes)
        if self.nodes >= self.node_cap:
            return
        if self.deadline is not None and not self.nodes & 63 and time.perf_counter() > self.deadline:
            self.nodes = self.node_cap
            return
        n, cands, cc = self.n, self.cands, self.cc
        for pos, i in enumerate(feasible):
            m, low, ln = cands[i]
            top = low + ln
            need = 0
            for r in range(low, top):
                if n[r] < m:
                    need += m - n[r]
            if need > self.wl:
                continue
            takes = []
            for r in range(low, top):
                k = n[r]
                if k:
                    t = k if k < m else m
                    cc[k] -= 1
                    cc[k - t] += 1
                    n[r] = k - t
                    takes.append(t)
                else:
                    takes.append(0)
            self.wl -= need
            wl = self.wl
            nxt = []
            for j in feasible[pos:]:
                mj, lj, nj = cands[j]
                nd = 0
                for r in range(lj, lj + nj):
                    if n[r] < mj:
                        nd += mj - n[r]
                        if nd > wl:
                            break
                if nd <= wl:
                    nxt.append(j)
            chosen.append((m, low, ln, tuple(takes), need))
            sub_planes = tuple(sorted((*planes, ln), reverse=True)) if m == 3 else planes
            self.dfs(nxt, chosen, sub_planes)
            chosen.pop()
            self.wl += need
            for r, t in zip(range(low, top), takes, strict=True):
                if t:
                    k = n[r]
                    cc[k] -= 1
                    cc[k + t] += 1
                    n[r] = k + t
            if self.nodes >= self.node_cap:
                return


# --------------------------------------------------------------------------- concrete build

# a play under construction: natural counts (length 15) and the number of 癞子 in it
_Play = tuple[tuple[int, ...], int]
# (trios, fours, singles, pairs, pairs holding a 癞子 (no kicker), 癞子 used)
_State = tuple[int, int, int, int, int, int]
_Step = tuple[_State, int, tuple[int, ...]]


@lru_cache(maxsize=64)
def _part_deltas(c: int, add: int) -> tuple[tuple[tuple[int, ...], tuple[int, int, int, int, int]], ...]:
    """The splits of ``c`` natural cards plus ``add`` 癞子 at one rank, with their state
    deltas; natural cards fill the parts first (as :func:`_assemble` builds them)."""
    out = []
    for split, d in zip(_SPLITS[c + add], _DELTAS[c + add], strict=True):
        left = c
        mixed = 0
        for size in split:
            nat = min(size, left)
            left -= nat
            if size == 2 and nat == 1:
                mixed += 1
        out.append((split, (d[0], d[1], d[2], d[3] - mixed, mixed)))
    return tuple(out)


def _build(
    n: Sequence[int], w: int, laizi: int | None, jk: bool, chains: list[_Chain], limit: int
) -> list[_Play] | None:
    """The fewest concrete plays for ``chains`` plus the rest of the hand (natural counts
    ``n`` left after the chains, ``w`` free 癞子), if fewer than ``limit``; else None."""
    lz = -1 if laizi is None else laizi
    layers: list[tuple[int, dict[_State, _Step]]] = []
    states: list[_State] = [(0, 0, 0, 0, 0, 0)]
    for r in range(TWO + 1):
        c = n[r]
        if not c:
            continue
        nxt: dict[_State, _Step] = {}
        for st in states:
            room = w - st[5]
            for add in range(min(room, 4 - c) + 1):
                for split, d in _part_deltas(c, add):
                    ns = (st[0] + d[0], st[1] + d[1], st[2] + d[2], st[3] + d[3], st[4] + d[4], st[5] + add)
                    if ns not in nxt:
                        nxt[ns] = (st, add, split)
        layers.append((r, nxt))
        states = list(nxt)
    final: dict[_State, _Step] = {}
    for st in states:
        own = w - st[5]
        for split, d in _part_deltas(0, own):
            ns = (st[0] + d[0], st[1] + d[1], st[2] + d[2], st[3] + d[3], st[4] + d[4], w)
            if ns not in final:
                final[ns] = (st, own, split)
    jokers = (1 if n[BJ] else 0) + (1 if n[RJ] else 0)
    planes = tuple(sorted((ch[2] for ch in chains if ch[0] == 3), reverse=True))
    scored: list[tuple[int, int, _State]] = []
    for st in final:
        t, f, s, p, x, _ = st
        base = t + f + s + p + x + len(chains)
        if jokers == 2:
            scored.append((base + 2 - _absorb(t, f, s + 2, p, planes), 0, st))
            scored.append((base + 1 - _absorb(t, f, s, p, planes), 1, st))
        else:
            scored.append((base + jokers - _absorb(t, f, s + jokers, p, planes), 0, st))
    scored.sort()
    best: list[_Play] | None = None
    for score, rocket, st in scored[:16]:
        if score >= (limit if best is None else len(best)):
            break
        prev, own, own_split = final[st]
        parts: list[tuple[int, int, tuple[int, ...]]] = [(lz, own, own_split)]  # (rank, 癞子 added, split)
        cur = prev
        for r, layer in reversed(layers):
            p_st, add, split = layer[cur]
            parts.append((r, add, split))
            cur = p_st
        plays = _assemble(n, lz, jk, chains, parts, bool(rocket))
        if best is None or len(plays) < len(best):
            best = plays
            if len(best) <= score:
                break
    return best if best is not None and len(best) < limit else None


def _unit_cost(r: int) -> int:
    """How dear a card is as a kicker (low ranks first, 2s and jokers last)."""
    return r + (20 if r >= TWO else 0)


def _assemble(
    n: Sequence[int],
    lz: int,
    jk: bool,
    chains: list[_Chain],
    parts: list[tuple[int, int, tuple[int, ...]]],
    rocket: bool,
) -> list[_Play]:
    """Concrete plays from chains and per-rank splits; kickers matched to the bodies."""
    plays: list[_Play] = []
    # kicker takers: (natural counts, 癞子, excluded ranks, capacity, singles allowed, pairs allowed)
    bodies: list[tuple[list[int], int, frozenset[int], int, bool, bool]] = []
    singles: list[tuple[int, bool]] = []  # (rank as a kicker, is a 癞子)
    pairs: list[tuple[int, bool]] = []
    for m, low, ln, takes, need in chains:
        nat = [0] * NUM_RANKS
        for r, k in zip(range(low, low + ln), takes, strict=True):
            nat[r] = k
        if m == 3 and ln <= 5:
            bodies.append((nat, need, frozenset(range(low, low + ln)), ln, True, ln <= 4))
        else:
            plays.append((tuple(nat), need))
    for r, _add, split in parts:
        left_nat = n[r] if r != lz else 0  # natural cards fill the parts first, then the 癞子
        for size in split:
            nat_k = min(size, left_nat)
            left_nat -= nat_k
            wild = size - nat_k
            nat = [0] * NUM_RANKS
            nat[r] += nat_k
            key = r if nat_k else lz  # 癞子 alone are their own rank
            if size == 1:
                singles.append((key, not nat_k))
            elif size == 2 and (not wild or not nat_k):
                pairs.append((key, not nat_k))
            elif size == 2:
                plays.append((tuple(nat), wild))  # a pair made with a 癞子 is no kicker
            else:
                bodies.append((nat, wild, frozenset({key}), 1 if size == 3 else 2, True, True))
    if n[BJ] and n[RJ] and rocket:
        nat = [0] * NUM_RANKS
        nat[BJ] = nat[RJ] = 1
        plays.append((tuple(nat), 0))
    else:
        singles.extend((r, False) for r in (BJ, RJ) if n[r])
    singles.sort(key=lambda u: _unit_cost(u[0]))
    pairs.sort(key=lambda u: _unit_cost(u[0]))
    bodies.sort(key=lambda b: -b[3])
    choice = _match(bodies, singles, pairs, jk)
    used_s: set[int] = set()
    used_p: set[int] = set()
    for bi, (nat, wild, _ex, _cap, _s, _p) in enumerate(bodies):
        got = choice.get(bi)
        play = list(nat)
        wild_k = wild
        if got is not None:
            kind, idxs = got
            src = singles if kind == 1 else pairs
            for i in idxs:
                (used_s if kind == 1 else used_p).add(i)
                r, is_wild = src[i]
                if is_wild:
                    wild_k += kind
                else:
                    play[r] += kind
        plays.append((tuple(play), wild_k))
    for i, (r, is_wild) in enumerate(singles):
        if i not in used_s:
            nat = [0] * NUM_RANKS
            if is_wild:
                plays.append((tuple(nat), 1))
            else:
                nat[r] = 1
                plays.append((tuple(nat), 0))
    for i, (r, is_wild) in enumerate(pairs):
        if i not in used_p:
            nat = [0] * NUM_RANKS
            if is_wild:
                plays.append((tuple(nat), 2))
            else:
                nat[r] = 2
                plays.append((tuple(nat), 0))
    return plays


def _match(
    bodies: list[tuple[list[int], int, frozenset[int], int, bool, bool]],
    singles: list[tuple[int, bool]],
    pairs: list[tuple[int, bool]],
    jk: bool,
) -> dict[int, tuple[int, list[int]]]:
    """Kickers for the bodies: body index -> (1 singles / 2 pairs, unit indices), taking
    as many units as possible (a small exhaustive search over each body's choice)."""
    best: list[object] = [-1, {}]
    free_s = [True] * len(singles)
    free_p = [True] * len(pairs)
    ceiling = sum(b[3] for b in bodies)
    chosen: dict[int, tuple[int, list[int]]] = {}

    def pick(src: list[tuple[int, bool]], free: list[bool], k: int, ex: frozenset[int], one_joker: bool) -> list[int]:
        got: list[int] = []
        joker = False
        for i, (r, _w) in enumerate(src):
            if not free[i] or r in ex:
                continue
            if r >= BJ and one_joker:
                if joker:
                    continue
                joker = True
            got.append(i)
            if len(got) == k:
                return got
        return []

    def rec(bi: int, absorbed: int) -> bool:
        if absorbed > best[0]:  # type: ignore[operator]
            best[0] = absorbed
            best[1] = dict(chosen)
        if absorbed == ceiling:
            return True
        if bi == len(bodies):
            return False
        _nat, _wild, ex, cap, s_ok, p_ok = bodies[bi]
        for kind in (1, 2):
            if (kind == 1 and not s_ok) or (kind == 2 and not p_ok):
                continue
            src, free = (singles, free_s) if kind == 1 else (pairs, free_p)
            got = pick(src, free, cap, ex, kind == 1 and cap > 1 and not jk)
            if not got:
                continue
            for i in got:
                free[i] = False
            chosen[bi] = (kind, got)
            done = rec(bi + 1, absorbed + cap)
            del chosen[bi]
            for i in got:
                free[i] = True
            if done:
                return True
        return rec(bi + 1, absorbed)

    rec(0, 0)
    result: dict[int, tuple[int, list[int]]] = best[1]  # type: ignore[assignment]
    return result


# --------------------------------------------------------------------------- API


def _natural(hand: Sequence[int], laizi: int | None) -> tuple[list[int], int]:
    n = list(hand)
    w = 0
    if laizi is not None:
        w = n[laizi]
        n[laizi] = 0
    return n, w


def _physical(play: _Play, laizi: int | None) -> tuple[int, ...]:
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
        s = _Search(n, w, laizi, jokers_as_kickers, 0, None, node_cap)
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
    n, w = _natural(hand, laizi)
    deadline = None if time_limit is None else time.perf_counter() + time_limit
    s = _Search(list(n), w, laizi, jokers_as_kickers, 1, deadline, node_cap)
    s.run()
    plays: list[_Play] | None = None
    for chosen in s.sets:
        rest, wl = list(n), w
        for _m, low, _ln, takes, need in chosen:
            for r, t in zip(range(low, low + len(takes)), takes, strict=True):
                rest[r] -= t
            wl -= need
        got = _build(rest, wl, laizi, jokers_as_kickers, chosen, 99 if plays is None else len(plays))
        if got is not None and (plays is None or len(got) < len(plays)):
            plays = got
            if len(plays) <= s.best:
                break
    if plays is None or len(plays) > s.best:
        # a kicker conflict made the bound unreachable: search again, building as it goes
        s2 = _Search(list(n), w, laizi, jokers_as_kickers, 2, deadline, node_cap)
        if plays is not None:
            s2.best, s2.best_plays = len(plays), plays
        s2.run()
        plays = s2.best_plays
    if plays is None:  # cannot happen: every card alone is a legal single
        plays = [
            (tuple(1 if i == r else 0 for i in range(NUM_RANKS)), 0) for r in range(NUM_RANKS) for _ in range(n[r])
        ]
        plays += [((0,) * NUM_RANKS, 1)] * w
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
