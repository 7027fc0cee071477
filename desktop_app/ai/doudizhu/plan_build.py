"""The concrete half of the 斗地主 planner: the fewest legal plays for a fixed set of chains
and the rest of the hand, exactly.

The chains (单顺 / 双顺 / 飞机) are given, each taking natural cards first and 癞子 only for
the ranks it lacks. What is left is split rank by rank into *parts* (a rank's natural cards,
possibly joined by 癞子 standing in for that rank, cut into pieces of one to four cards),
the free 癞子 into parts of their own rank, and the jokers into the rocket or two singles.
Trios, fours and planes then take kickers (a single or a pair each; a four two of a kind; a
plane as many as its trios), and every kicker taken saves one play.

Exactness rests on these facts, each checked by the tests against brute force:

* a 癞子 a chain holds at a rank where a natural card is left over could swap with it, so
  the search may *convert* free 癞子 into natural cards of a chain's ranks (the chain takes
  the 癞子 instead): a natural pair left whole can be a kicker, a natural + 癞子 pair cannot;
* which rank a kicker has matters only for planes (no wing of a rank inside the plane, no
  癞子 wing on a plane through the 癞子 rank) and for the jokers (never a pair, never both
  singles of one play unless the room allows it); every other body takes any unit, and the
  play it makes is legal (a trio and a single of its own rank read as a bomb);
* a rank's natural cards and the 癞子 joining them come to four at most: two bodies of one
  rank padded with 癞子 never beat that rank's four taking kickers;
* a unit is therefore described by its *class*, the set of winged planes that may not take
  it, so the per-rank search merges the states that agree on plays, bodies and units by
  class (a layered search over ranks), and the kicker matching is exact on those classes.

>>> from desktop_app.engine.doudizhu.patterns import counts_of
>>> from desktop_app.engine.cards import parse_cards
>>> len(build([*counts_of(parse_cards("5s 5h 5d 9c 9h"))], 0, None, False, [], 99))
1
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from ...engine.doudizhu.patterns import BJ, NUM_RANKS, RJ, TWO

__all__ = ["Chain", "PlayVec", "build", "joined_parts", "parts_delta", "rank_parts"]

#: A chain taken: (multiplicity, low rank, length, natural cards taken per rank, 癞子 used).
Chain = tuple[int, int, int, tuple[int, ...], int]
#: A play under construction: natural counts (length 15) and the number of 癞子 in it.
PlayVec = tuple[tuple[int, ...], int]

# a part of one rank's cards: (size, natural cards in it); the rest of it are 癞子
_Part = tuple[int, int]
# a layered-search state: (fixed plays, trios, fours, singles by class, pairs by class, 癞子 used)
_State = tuple[int, int, int, tuple[int, ...], tuple[int, ...], int]
# how a state was reached: (previous state, rank, 癞子 converted, 癞子 added, parts)
_Step = tuple[_State, int, int, int, tuple[_Part, ...]]
# kickers chosen for the planes: per plane (kind 0 none / 1 singles / 2 pairs, units taken by
# class, jokers taken)
_PlaneChoice = tuple[tuple[int, tuple[int, ...], int], ...]


@lru_cache(maxsize=256)
def rank_parts(nat: int, wild: int) -> tuple[tuple[_Part, ...], ...]:
    """Every way to cut ``nat`` natural cards and ``wild`` 癞子 into parts of one to four
    cards, as non-increasing tuples of (size, naturals).

    >>> rank_parts(2, 1)
    (((3, 2),), ((2, 2), (1, 0)), ((2, 1), (1, 1)), ((1, 1), (1, 1), (1, 0)))
    """
    out: list[tuple[_Part, ...]] = []

    def rec(n: int, w: int, cap: _Part, parts: list[_Part]) -> None:
        if not n and not w:
            out.append(tuple(parts))
            return
        for size in range(min(4, n + w, cap[0]), 0, -1):
            for k in range(min(size, n), max(0, size - w) - 1, -1):
                if (size, k) > cap:
                    continue
                parts.append((size, k))
                rec(n - k, w - (size - k), (size, k), parts)
                parts.pop()

    rec(nat, wild, (4, 4), [])
    return tuple(out)


@lru_cache(maxsize=64)
def joined_parts(nat: int, wild: int) -> tuple[tuple[_Part, ...], ...]:
    """:func:`rank_parts` where every 癞子 shares a part with natural cards (a part of 癞子
    alone is the same as 癞子 left free, split with the others at the end)."""
    return tuple(parts for parts in rank_parts(nat, wild) if not wild or all(k for _size, k in parts))


def _part_delta(part: _Part, cls: int, wcls: int, nclasses: int) -> tuple[int, int, int, int, int]:
    """(fixed plays, trios, fours, single class or -1, pair class or -1) a part adds."""
    size, k = part
    if size >= 3:
        return (0, 1, 0, -1, -1) if size == 3 else (0, 0, 1, -1, -1)
    if size == 1:
        return (0, 0, 0, cls if k else wcls, -1)
    if k == 1:  # a natural card and a 癞子: a pair of its own, never a kicker
        return (1, 0, 0, -1, -1)
    return (0, 0, 0, -1, cls if k else wcls)


@lru_cache(maxsize=4096)
def parts_delta(
    parts: tuple[_Part, ...], cls: int, wcls: int, nclasses: int
) -> tuple[int, int, int, tuple[int, ...], tuple[int, ...]]:
    """What ``parts`` add to a state: (fixed plays, trios, fours, singles by class, pairs by class)."""
    fixed = trios = fours = 0
    s, p = [0] * nclasses, [0] * nclasses
    for part in parts:
        d = _part_delta(part, cls, wcls, nclasses)
        fixed += d[0]
        trios += d[1]
        fours += d[2]
        if d[3] >= 0:
            s[d[3]] += 1
        if d[4] >= 0:
            p[d[4]] += 1
    return fixed, trios, fours, tuple(s), tuple(p)


def _add_parts(st: _State, parts: tuple[_Part, ...], cls: int, wcls: int, used: int) -> _State:
    fixed, trios, fours, singles, pairs, wused = st
    d = parts_delta(parts, cls, wcls, len(singles))
    if len(singles) == 1:
        return (fixed + d[0], trios + d[1], fours + d[2], (singles[0] + d[3][0],), (pairs[0] + d[4][0],), wused + used)
    return (
        fixed + d[0],
        trios + d[1],
        fours + d[2],
        tuple(a + b for a, b in zip(singles, d[3], strict=True)),
        tuple(a + b for a, b in zip(pairs, d[4], strict=True)),
        wused + used,
    )


# --------------------------------------------------------------------------- kicker matching


def _multisets(avail: Sequence[int], k: int) -> list[tuple[int, ...]]:
    """Every way to take ``k`` units from classes holding ``avail`` units each."""
    out: list[tuple[int, ...]] = []
    take = [0] * len(avail)

    def rec(i: int, left: int) -> None:
        if not left:
            out.append(tuple(take))
            return
        if i == len(avail):
            return
        for t in range(min(avail[i], left), -1, -1):
            take[i] = t
            rec(i + 1, left - t)
        take[i] = 0

    rec(0, k)
    return out


def _group_absorb(trios: int, fours: int, s: int, j: int, p: int, jk: bool) -> tuple[int, int, int]:
    """(most units trios and fours take, fours taking singles, fours taking pairs) from ``s``
    singles, ``j`` jokers and ``p`` pairs: a four takes two singles (one joker at most
    unless the room allows both) or two pairs, a trio one unit."""
    best = (0, 0, 0)
    for a in range(fours + 1):
        if 2 * a > s + (j if jk else min(j, a)):
            break
        for b in range(fours - a + 1):
            if 2 * b > p:
                break
            total = 2 * a + 2 * b + min(trios, s + j - 2 * a + p - 2 * b)
            if total > best[0]:
                best = (total, a, b)
    return best


def _plane_options(
    length: int, bit: int, singles: Sequence[int], pairs: Sequence[int], jokers: int, jk: bool
) -> list[tuple[int, tuple[int, ...], int]]:
    """The wing choices of one plane: (kind, units by class, jokers), none first."""
    opts: list[tuple[int, tuple[int, ...], int]] = [(0, (0,) * len(singles), 0)]
    if length <= 5:
        allowed = [c if not i & bit else 0 for i, c in enumerate(singles)]
        for jt in range(min(jokers, length, 2 if jk else 1) + 1):
            opts.extend((1, m, jt) for m in _multisets(allowed, length - jt))
    if length <= 4:
        allowed = [c if not i & bit else 0 for i, c in enumerate(pairs)]
        opts.extend((2, m, 0) for m in _multisets(allowed, length))
    return opts


@lru_cache(maxsize=65536)
def _match(
    trios: int,
    fours: int,
    singles: tuple[int, ...],
    pairs: tuple[int, ...],
    jokers: int,
    planes: tuple[int, ...],
    jk: bool,
) -> tuple[int, _PlaneChoice]:
    """Most kicker units absorbed (and the planes' wings for it): ``planes`` are the winged
    planes' lengths, plane ``i`` refusing the units of the classes holding bit ``1 << i``."""
    if not planes:
        got = _group_absorb(trios, fours, sum(singles), jokers, sum(pairs), jk)[0]
        return got, ()
    best: tuple[int, _PlaneChoice] = (-1, ())
    i = len(planes) - 1
    for kind, took, jt in _plane_options(planes[i], 1 << i, singles, pairs, jokers, jk):
        if kind == 2:
            rest = _match(
                trios, fours, singles, tuple(a - b for a, b in zip(pairs, took, strict=True)), jokers, planes[:i], jk
            )
        else:
            rest = _match(
                trios,
                fours,
                tuple(a - b for a, b in zip(singles, took, strict=True)),
                pairs,
                jokers - jt,
                planes[:i],
                jk,
            )
        total = rest[0] + (planes[i] if kind else 0)
        if total > best[0]:
            best = (total, (*rest[1], (kind, took, jt)))
    return best


# --------------------------------------------------------------------------- the search


class _Rest:
    """The layered search over ranks for one chain set."""

    def __init__(self, n: Sequence[int], w: int, lz: int, jk: bool, chains: list[Chain]) -> None:
        self.n, self.w, self.lz, self.jk, self.chains = n, w, lz, jk, chains
        self.winged = [i for i, c in enumerate(chains) if c[0] == 3 and c[2] <= 5]  # chain indices
        self.nclasses = 1 << len(self.winged)
        self.plane_lengths = tuple(chains[i][2] for i in self.winged)
        self.conv = [0] * NUM_RANKS  # natural cards the chains hold, rank by rank
        for _m, low, _ln, takes, _need in chains:
            for r, t in zip(range(low, low + len(takes)), takes, strict=True):
                self.conv[r] += t
        self.classes = [0] * NUM_RANKS  # the class of a unit of each rank: the winged planes through it
        for i, ci in enumerate(self.winged):
            _m, low, ln, _takes, _need = chains[ci]
            for r in range(low, low + ln):
                self.classes[r] |= 1 << i

    def cls(self, r: int) -> int:
        """The class of a unit of rank ``r`` (-1: no rank, as the 癞子 rank without 癞子)."""
        return self.classes[r] if r >= 0 else 0

    def options(self, r: int, room: int) -> list[tuple[int, int]]:
        """(癞子 converted, 癞子 added) for rank ``r`` with ``room`` 癞子 free. Without
        winged planes a unit's rank does not matter, and a conversion only makes a split no
        added 癞子 could: a natural pair from an odd count, by one card."""
        c, held = self.n[r], self.conv[r]
        if self.nclasses == 1:
            out = [(0, a) for a in range(min(room, 4 - c) + 1)]
            if held and room and c % 2:
                out.append((1, 0))
            return out
        return [(k, a) for k in range(min(room, held) + 1) for a in range(min(room - k, 4 - c - k) + 1)]

    def layers(self) -> tuple[list[dict[_State, _Step]], dict[_State, _Step]]:
        """Every state after each rank (with a way to reach it), then after the free 癞子."""
        zero = (0,) * self.nclasses
        states: dict[_State, _Step] = {(0, 0, 0, zero, zero, 0): ((0, 0, 0, zero, zero, 0), -1, 0, 0, ())}
        wcls = self.cls(self.lz)
        out = []
        for r in range(TWO + 1):
            if not self.n[r] and not self.conv[r]:
                continue
            nxt: dict[_State, _Step] = {}
            cls = self.cls(r)
            for st in states:
                for conv, add in self.options(r, self.w - st[5]):
                    nat = self.n[r] + conv
                    if not nat:  # nothing of this rank outside the chains
                        if st not in nxt:
                            nxt[st] = (st, r, 0, 0, ())
                        continue
                    for parts in joined_parts(nat, add):
                        ns = _add_parts(st, parts, cls, wcls, conv + add)
                        if ns not in nxt:
                            nxt[ns] = (st, r, conv, add, parts)
            out.append(nxt)
            states = nxt
        final: dict[_State, _Step] = {}
        for st in states:
            for parts in rank_parts(0, self.w - st[5]):
                ns = _add_parts(st, parts, wcls, wcls, self.w - st[5])
                if ns not in final:
                    final[ns] = (st, self.lz, 0, 0, parts)
        return out, final

    def score(self, st: _State, rocket: bool) -> tuple[int, _PlaneChoice]:
        fixed, trios, fours, singles, pairs, _ = st
        jokers = 0 if rocket else (1 if self.n[BJ] else 0) + (1 if self.n[RJ] else 0)
        base = len(self.chains) + fixed + trios + fours + sum(singles) + sum(pairs) + jokers + (1 if rocket else 0)
        got, wings = _match(trios, fours, singles, pairs, jokers, self.plane_lengths, self.jk)
        return base - got, wings


def build(
    n: Sequence[int], w: int, laizi: int | None, jk: bool, chains: list[Chain], limit: int
) -> list[PlayVec] | None:
    """The fewest concrete plays for ``chains`` plus the rest of the hand (natural counts
    ``n`` left after the chains, ``w`` free 癞子), if fewer than ``limit``; else None."""
    lz = -1 if laizi is None else laizi
    rest = _Rest(n, w, lz, jk, chains)
    layers, final = rest.layers()
    both = bool(n[BJ] and n[RJ])
    best: tuple[int, _State, bool, _PlaneChoice] | None = None
    for st in final:
        for rocket in (False, True) if both else (False,):
            score, wings = rest.score(st, rocket)
            if score < limit and (best is None or score < best[0]):
                best = (score, st, rocket, wings)
    if best is None:
        return None
    score, st, rocket, wings = best
    steps = [final[st]]
    cur = steps[0][0]
    for layer in reversed(layers):
        steps.append(layer[cur])
        cur = steps[-1][0]
    plays = _Assembly(rest, steps, rocket, wings).plays()
    assert len(plays) == score, (plays, score)
    return plays


def _unit_cost(r: int) -> int:
    """How dear a card is as a kicker (low ranks first, 2s, 癞子 and jokers last)."""
    return r + (20 if r >= TWO else 0)


class _Assembly:
    """Concrete plays from a chosen path of the layered search."""

    def __init__(self, rest: _Rest, steps: list[_Step], rocket: bool, wings: _PlaneChoice) -> None:
        self.rest, self.steps, self.rocket, self.wings = rest, steps, rocket, wings
        nc = rest.nclasses
        self.singles: list[list[tuple[int, int, int]]] = [[] for _ in range(nc)]  # (cost, rank, wild)
        self.pairs: list[list[tuple[int, int, int]]] = [[] for _ in range(nc)]
        self.jokers: list[int] = []
        self.bodies: list[tuple[list[int], int, int]] = []  # (naturals, 癞子, kind 3 trio / 4 four)
        self.out: list[PlayVec] = []

    def unit(self, r: int, k: int, size: int, cls: int) -> None:
        lz = self.rest.lz
        rank = r if k else lz
        dest = self.singles if size == 1 else self.pairs
        dest[cls].append((_unit_cost(rank) + (30 if not k else 0), rank, 0 if k else size))

    def parts(self) -> list[PlayVec]:
        """The chains (after conversions) and every part, bodies and units set aside."""
        rest = self.rest
        chains = [(list(_chain_naturals(c)), c[4]) for c in rest.chains]
        wcls = rest.cls(rest.lz)
        for _prev, r, conv, _add, parts in self.steps:
            if r < 0:
                continue
            for _ in range(conv):  # a chain gives a natural card of rank r for a 癞子
                ch = next(c for c in chains if c[0][r])
                chains[chains.index(ch)] = (ch[0], ch[1] + 1)
                ch[0][r] -= 1
            is_own = r == rest.lz and not rest.n[r] and not conv
            cls = wcls if is_own else rest.cls(r)
            for size, k in parts:
                k = 0 if is_own else k
                if size >= 3:
                    nat = [0] * NUM_RANKS
                    nat[r] = k
                    self.bodies.append((nat, size - k, size))
                elif size == 2 and k == 1:
                    nat = [0] * NUM_RANKS
                    nat[r] = 1
                    self.out.append((tuple(nat), 1))
                else:
                    self.unit(r, k, size, cls if k else wcls)
        for r in (BJ, RJ):
            if rest.n[r] and not self.rocket:
                self.jokers.append(r)
        if self.rocket:
            nat = [0] * NUM_RANKS
            nat[BJ] = nat[RJ] = 1
            self.out.append((tuple(nat), 0))
        for lst in (*self.singles, *self.pairs):
            lst.sort()
        return [(tuple(nat), wild) for nat, wild in chains]

    def plays(self) -> list[PlayVec]:
        chains = self.parts()
        rest = self.rest
        for i, (kind, took, jt) in enumerate(self.wings):
            ci = rest.winged[i]
            nat, wild = list(chains[ci][0]), chains[ci][1]
            if kind:
                src = self.singles if kind == 1 else self.pairs
                for cls, t in enumerate(took):
                    for _ in range(t):
                        wild += self._put(nat, src[cls].pop(0), kind)
                for _ in range(jt):
                    nat[self.jokers.pop(0)] += 1
            chains[ci] = (tuple(nat), wild)
        self.out.extend(chains)
        self._groups()
        return self.out

    def _put(self, nat: list[int], unit: tuple[int, int, int], kind: int) -> int:
        """Add a unit to a play's naturals; the 癞子 it adds."""
        _cost, rank, wild = unit
        if wild:
            return wild
        nat[rank] += kind
        return 0

    def _groups(self) -> None:
        """Kickers for trios and fours (as :func:`_group_absorb` counts them), then the rest."""
        rest = self.rest
        singles = sorted(u for lst in self.singles for u in lst)
        pairs = sorted(u for lst in self.pairs for u in lst)
        jokers = [(_unit_cost(r), r, 0) for r in self.jokers]
        trios = [b for b in self.bodies if b[2] == 3]
        fours = [b for b in self.bodies if b[2] == 4]
        _, a, b = _group_absorb(len(trios), len(fours), len(singles), len(jokers), len(pairs), rest.jk)
        # the fours' singles: as many jokers as the other singles cannot cover, one per four
        jt = max(0, 2 * a - len(singles))
        four_singles = jokers[:jt] + singles[: 2 * a - jt]
        del jokers[:jt], singles[: 2 * a - jt]
        pool = singles + jokers
        for i, (nat0, wild0, _k) in enumerate(fours):
            nat, wild = list(nat0), wild0
            if i < a:
                for u in (four_singles[i], four_singles[a + i]):
                    wild += self._put(nat, u, 1)
            elif i < a + b:
                for _ in range(2):
                    wild += self._put(nat, pairs.pop(0), 2)
            self.out.append((tuple(nat), wild))
        units = sorted([(u, 1) for u in pool] + [(u, 2) for u in pairs])
        for nat0, wild0, _k in trios:
            nat, wild = list(nat0), wild0
            if units:
                u, kind = units.pop(0)
                wild += self._put(nat, u, kind)
            self.out.append((tuple(nat), wild))
        for (_cost, rank, wild), kind in units:
            nat = [0] * NUM_RANKS
            if not wild:
                nat[rank] = kind
            self.out.append((tuple(nat), wild))


def _chain_naturals(c: Chain) -> tuple[int, ...]:
    nat = [0] * NUM_RANKS
    for r, t in zip(range(c[1], c[1] + c[2]), c[3], strict=True):
        nat[r] = t
    return tuple(nat)
