"""Hints and the hand planner for 癞子斗地主, on rank-count vectors.

:func:`hint_moves` lists the plays of a hand that beat a top play (or every lead), one per
body with the cheapest kickers, best suggestion first. :func:`plan_counts` splits a hand
into as few legal plays as it can find: an exact search over chain choices and rank
splits for natural cards, with the 癞子 tried as their own rank or standing in for the
ranks where they help (exhaustively for up to two 癞子, greedily beyond).

>>> from desktop_app.engine.cards import parse_cards, format_cards
>>> [format_cards(p) for p in hint(parse_cards("Ts Js Qs Ks As 3h"), parse_cards("3s 4s 5s 6s 7s"))]
['Ts Js Qs Ks As']
>>> sorted(format_cards(p) for p in plan(parse_cards("3s 4s 5s 6s 7s 9h 9d 9c 8h 8d")))
['3s 4s 5s 6s 7s', '8h 8d 9h 9c 9d']
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations_with_replacement

from ..cards import Card, Rank, sort_cards
from .patterns import (
    ACE,
    BJ,
    NUM_RANKS,
    RJ,
    TWO,
    Move,
    Reading,
    by_rank,
    cards_for,
    cards_from_buckets,
    counts_of,
    moves,
    rank_index,
    readings_of_counts,
    strongest,
)

__all__ = ["hint", "hint_moves", "plan", "plan_counts"]


# --------------------------------------------------------------------------- hints


def _move_cost(hand: Sequence[int], laizi: int | None, move: Move, leading: bool) -> tuple[int, ...]:
    play, r = move
    wild = play[laizi] if laizi is not None else 0
    splits = 0
    for i in range(NUM_RANKS):
        p = play[i]
        if p and i != laizi and p < hand[i]:
            splits += 4 if hand[i] == 4 else 1
    kick = sum(r.kickers)
    if leading:
        return (r.bomb_class, wild, r.low, 2 * splits - r.size, kick)
    return (r.bomb_class, wild, splits, r.key, kick)


def hint_moves(
    hand: Sequence[int], laizi: int | None = None, top: Reading | None = None, jokers_as_kickers: bool = False
) -> list[Move]:
    """The plays of ``hand`` beating ``top`` (every lead when None), one per distinct
    body with the cheapest kickers, best suggestion first: plays that keep 癞子, bombs and
    groups intact and cost the lowest ranks come first; bombs come last."""
    found = moves(hand, laizi, top, jokers_as_kickers)
    found.sort(key=lambda m: _move_cost(hand, laizi, m, top is None))
    return found


def hint(
    hand: Sequence[Card], lead: Sequence[Card] | None, laizi: Rank | None = None, jokers_as_kickers: bool = False
) -> list[list[Card]]:
    """Card lists for :func:`hint_moves`. Raises ValueError when ``lead`` is not a
    combination."""
    top = None
    if lead is not None and len(lead):
        top = strongest(lead, laizi)
        if top is None:
            raise ValueError("the lead is not a combination")
    li = None if laizi is None else rank_index(laizi)
    buckets = by_rank(sort_cards(hand))
    return [cards_from_buckets(buckets, p) for p, _ in hint_moves(counts_of(hand), li, top, jokers_as_kickers)]


# --------------------------------------------------------------------------- planner

_SPLITS: dict[int, tuple[tuple[int, ...], ...]] = {
    0: ((),),
    1: ((1,),),
    2: ((2,), (1, 1)),
    3: ((3,), (2, 1), (1, 1, 1)),
    4: ((4,), (3, 1), (2, 2), (2, 1, 1), (1, 1, 1, 1)),
}
_MAX_CHAIN_NODES = 4000


@lru_cache(maxsize=65536)
def _absorb(nt: int, nf: int, ns: int, np_: int, planes: tuple[int, ...]) -> tuple[int, tuple[int, ...], int, int]:
    """Most kicker units the absorbers can take: (absorbed, plane modes (0 none, 1
    singles, 2 pairs), fours taking singles, fours taking pairs). Trios take what is left."""
    best: tuple[int, tuple[int, ...], int, int] = (-1, (), 0, 0)
    for modes in _mode_tuples(planes):
        s = sum(ln for ln, md in zip(planes, modes, strict=True) if md == 1)
        p = sum(ln for ln, md in zip(planes, modes, strict=True) if md == 2)
        if s > ns or p > np_:
            continue
        for a in range(nf + 1):
            if s + 2 * a > ns:
                break
            for b in range(nf - a + 1):
                if p + 2 * b > np_:
                    break
                rest = (ns - s - 2 * a) + (np_ - p - 2 * b)
                total = s + p + 2 * a + 2 * b + min(nt, rest)
                if total > best[0]:
                    best = (total, modes, a, b)
    return best


@lru_cache(maxsize=256)
def _mode_tuples(planes: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    out: list[tuple[int, ...]] = [()]
    for ln in planes:
        opts = [0] + ([1] if ln <= 5 else []) + ([2] if ln <= 4 else [])
        out = [(*o, md) for o in out for md in opts]
    return tuple(out)


def _chain_candidates(v: Sequence[int]) -> list[tuple[int, int, int]]:
    """Every (multiplicity, low, length) chain the counts allow."""
    out = []
    for m, lo in ((3, 2), (2, 3), (1, 5)):
        for low in range(ACE + 1):
            top = low
            while top <= ACE and v[top] >= m:
                top += 1
            for end in range(low + lo, top + 1):
                out.append((m, low, end - low))
    return out


class _Planner:
    """Exact planner for one virtual count vector (natural cards and 癞子 already given a
    rank); ``subst[r]`` is how many of the cards at rank r are 癞子 standing in."""

    def __init__(self, v: list[int], subst: dict[int, int]) -> None:
        self.v = v
        self.subst = subst
        self.best: tuple[int, list[tuple[int, int, int]], list[tuple[int, ...]], tuple[int, ...]] | None = None
        self.nodes = 0

    def run(self) -> None:
        cands = _chain_candidates(self.v)
        self._dfs(cands, 0, [])

    def _dfs(self, cands: list[tuple[int, int, int]], start: int, chosen: list[tuple[int, int, int]]) -> None:
        self.nodes += 1
        self._rest(chosen)
        if self.nodes > _MAX_CHAIN_NODES:
            return
        v = self.v
        for i in range(start, len(cands)):
            m, low, ln = cands[i]
            if all(v[r] >= m for r in range(low, low + ln)):
                for r in range(low, low + ln):
                    v[r] -= m
                chosen.append(cands[i])
                self._dfs(cands, i, chosen)
                chosen.pop()
                for r in range(low, low + ln):
                    v[r] += m

    def _rest(self, chosen: list[tuple[int, int, int]]) -> None:
        v = self.v
        # wilds still to place at each rank after chains took theirs
        used = [0] * NUM_RANKS
        for m, low, ln in chosen:
            for r in range(low, low + ln):
                used[r] += m
        left = {r: max(0, k - used[r]) for r, k in self.subst.items()}
        # state: (nT, nF, nS, nP, nPx, nR)
        layers: list[dict[tuple[int, ...], tuple[tuple[int, ...], tuple[int, ...]]]] = []
        states: dict[tuple[int, ...], tuple[tuple[int, ...], tuple[int, ...]]] = {(0, 0, 0, 0, 0, 0): ((), ())}
        for r in range(TWO + 1):
            c = v[r]
            if not c:
                layers.append({})
                continue
            kw = left.get(r, 0)
            if kw >= c:
                return  # 癞子 standing in with no natural card beside them
            nxt: dict[tuple[int, ...], tuple[tuple[int, ...], tuple[int, ...]]] = {}
            for split in _SPLITS[c]:
                if kw and split[0] < kw + 1:
                    continue
                d = [0, 0, 0, 0, 0, 0]
                for i, size in enumerate(split):
                    if size == 1:
                        d[2] += 1
                    elif size == 2:
                        d[4 if (kw and i == 0) else 3] += 1
                    elif size == 3:
                        d[0] += 1
                    else:
                        d[1] += 1
                for st in states:
                    ns = (st[0] + d[0], st[1] + d[1], st[2] + d[2], st[3] + d[3], st[4] + d[4], st[5])
                    if ns not in nxt:
                        nxt[ns] = (st, split)
            layers.append(nxt)
            states = nxt
        jokers = v[BJ] + v[RJ]
        if jokers:
            nxt = {}
            opts = [(0, 0, jokers, 0, 0, 0)]
            if v[BJ] and v[RJ]:
                opts.append((0, 0, 0, 0, 0, 1))
            for d2 in opts:
                for st in states:
                    nj = tuple(a + b for a, b in zip(st, d2, strict=True))
                    if nj not in nxt:
                        nxt[nj] = (st, d2)
            layers.append(nxt)
            states = nxt
        else:
            layers.append({})
        planes = tuple(sorted((ln for m, _, ln in chosen if m == 3), reverse=True))
        for st in states:
            units = sum(st) + len(chosen)
            ab = _absorb(st[0], st[1], st[2], st[3], planes)[0]
            score = units - ab
            if self.best is None or score < self.best[0]:
                self.best = (score, list(chosen), self._trace(layers, st), st)

    @staticmethod
    def _trace(
        layers: list[dict[tuple[int, ...], tuple[tuple[int, ...], tuple[int, ...]]]], st: tuple[int, ...]
    ) -> list[tuple[int, ...]]:
        """The split chosen at each rank 0..12 (and the joker option last)."""
        splits: list[tuple[int, ...]] = [()] * len(layers)
        for i in range(len(layers) - 1, -1, -1):
            layer = layers[i]
            if not layer:
                continue
            prev, split = layer[st]
            splits[i] = split
            st = prev
        return splits


def _build(
    v: list[int],
    subst: dict[int, int],
    laizi: int | None,
    chosen: list[tuple[int, int, int]],
    splits: list[tuple[int, ...]],
    jk: bool,
) -> list[list[int]] | None:
    """Turn a planner result into physical count vectors, or None if a play is illegal."""
    # units: (kind, ranks, virtual counts, wild count)
    wild_left = dict(subst)
    chains: list[tuple[int, int, int, list[int], int]] = []
    for m, low, ln in chosen:
        body = [0] * NUM_RANKS
        wild = 0
        for r in range(low, low + ln):
            body[r] = m
            in_chain = min(m, wild_left.get(r, 0))
            if in_chain:
                wild_left[r] -= in_chain
                body[r] -= in_chain
                wild += in_chain
        chains.append((m, low, ln, body, wild))
    singles: list[int] = []
    pairs: list[int] = []  # absorbable pairs
    fixed: list[list[int]] = []  # plays that are done (pairs holding 癞子)
    trios: list[tuple[int, list[int]]] = []
    fours: list[tuple[int, list[int]]] = []
    for r in range(TWO + 1):
        kw = wild_left.get(r, 0)
        for i, size in enumerate(splits[r] if r < len(splits) else ()):
            body = [0] * NUM_RANKS
            body[r] = size
            if kw and i == 0:
                assert laizi is not None
                body[r] -= kw
                body[laizi] += kw
            if size == 1:
                singles.append(r)
            elif size == 2:
                if kw and i == 0:
                    fixed.append(body)
                else:
                    pairs.append(r)
            elif size == 3:
                trios.append((r, body))
            else:
                fours.append((r, body))
    joker_split = splits[-1] if splits else ()
    if joker_split and joker_split[5]:
        rocket = [0] * NUM_RANKS
        rocket[BJ] = rocket[RJ] = 1
        fixed.append(rocket)
    else:
        singles.extend(r for r in (BJ, RJ) if v[r])
    singles.sort()
    pairs.sort()
    planes = sorted((c for c in chains if c[0] == 3), key=lambda c: -c[2])
    _, modes, a, b = _absorb(len(trios), len(fours), len(singles), len(pairs), tuple(c[2] for c in planes))
    plays: list[list[int]] = []

    def take(kind: int, k: int, avoid: set[int]) -> list[int] | None:
        src = singles if kind == 1 else pairs
        got: list[int] = []
        joker = False
        for r in src:
            if r in avoid:
                continue
            if r >= BJ:
                if joker and not jk:
                    continue
                joker = True
            got.append(r)
            if len(got) == k:
                break
        if len(got) < k:
            return None
        for r in got:
            src.remove(r)
        return got

    def finish(body: list[int], avoid: set[int], kind: int, k: int) -> None:
        play = list(body)
        if kind:
            ks = take(kind, k, avoid)
            if ks is not None:
                for r in ks:
                    play[r] += kind
        plays.append(play)

    def phys(body: list[int], wild: int) -> list[int]:
        if wild:
            assert laizi is not None
            body = list(body)
            body[laizi] += wild
        return body

    for idx, (_m, low, ln, body, wild) in enumerate(planes):
        finish(phys(body, wild), set(range(low, low + ln)), modes[idx] if idx < len(modes) else 0, ln)
    for m, _low, _ln, body, wild in chains:
        if m != 3:
            plays.append(phys(body, wild))
    for i, (r, body) in enumerate(fours):
        kind = 1 if i < a else 2 if i < a + b else 0
        finish(body, {r}, kind, 2)
    for r, body in trios:
        kind = 1 if singles and (not pairs or singles[0] <= pairs[0]) else 2 if pairs else 0
        avoid = {r}
        if kind and any(x not in avoid for x in (singles if kind == 1 else pairs)):
            finish(body, avoid, kind, 1)
        elif kind == 1 and any(x not in avoid for x in pairs):
            finish(body, avoid, 2, 1)
        else:
            finish(body, avoid, 0, 0)
    for r in singles:
        p = [0] * NUM_RANKS
        p[r] = 1
        plays.append(p)
    for r in pairs:
        p = [0] * NUM_RANKS
        p[r] = 2
        plays.append(p)
    plays.extend(fixed)
    # 癞子 at their own rank sit in the virtual counts at the 癞子 rank already
    for p in plays:
        if not readings_of_counts(p, laizi, jk):
            return None
    return plays


def _plan_virtual(v: list[int], subst: dict[int, int], laizi: int | None, jk: bool) -> list[list[int]] | None:
    pl = _Planner(list(v), subst)
    pl.run()
    if pl.best is None:
        return None
    _, chosen, splits, _ = pl.best
    return _build(v, subst, laizi, chosen, splits, jk)


def _sort_plan(plays: list[list[int]], laizi: int | None, jk: bool) -> list[list[int]]:
    def key(p: list[int]) -> tuple[int, int, int]:
        r = readings_of_counts(p, laizi, jk)[0]
        return (r.bomb_class, r.low, -r.size)

    return sorted(plays, key=key)


def plan_counts(hand: Sequence[int], laizi: int | None = None, jokers_as_kickers: bool = False) -> list[list[int]]:
    """Split the count vector ``hand`` into as few legal plays as the planner finds."""
    hand = list(hand)
    if not any(hand):
        return []
    w = hand[laizi] if laizi is not None else 0
    if not w:
        best = _plan_virtual(hand, {}, laizi, jokers_as_kickers)
        assert best is not None
        return _sort_plan(best, laizi, jokers_as_kickers)
    assert laizi is not None
    targets = [x for x in range(TWO + 1) if x != laizi and ((1 <= hand[x] <= 3) or (x <= ACE and hand[x] == 0))]

    def attempt(subs: Sequence[int]) -> list[list[int]] | None:
        v = list(hand)
        sub: dict[int, int] = {}
        for x in subs:
            v[laizi] -= 1
            v[x] += 1
            sub[x] = sub.get(x, 0) + 1
        if any(v[x] > 4 for x in sub):
            return None
        return _plan_virtual(v, sub, laizi, jokers_as_kickers)

    best = attempt(())
    if best is None:  # cannot happen in practice: every card alone is a legal single
        best = [[1 if i == r else 0 for i in range(NUM_RANKS)] for r in range(NUM_RANKS) for _ in range(hand[r])]
    # every way to place up to two 癞子, then the best few extended one 癞子 at a time
    scored: list[tuple[int, tuple[int, ...]]] = [(len(best), ())]
    for k in range(1, min(w, 2) + 1):
        for subs in combinations_with_replacement(targets, k):
            got = attempt(subs)
            if got is not None:
                scored.append((len(got), subs))
                if len(got) < len(best):
                    best = got
    beam: list[tuple[int, ...]] = [s for _, s in sorted(scored)[:3] if len(s) == 2]
    for _ in range(w - 2):
        grown: list[tuple[int, tuple[int, ...]]] = []
        for subs in beam:
            for x in targets:
                if x < subs[-1]:
                    continue
                got = attempt((*subs, x))
                if got is not None:
                    grown.append((len(got), (*subs, x)))
                    if len(got) < len(best):
                        best = got
        beam = [s for _, s in sorted(grown)[:3]]
    return _sort_plan(best, laizi, jokers_as_kickers)


def plan(hand: Sequence[Card], laizi: Rank | None = None, jokers_as_kickers: bool = False) -> list[list[Card]]:
    """Card lists for :func:`plan_counts`."""
    li = None if laizi is None else rank_index(laizi)
    remaining = sort_cards(hand)
    out: list[list[Card]] = []
    for p in plan_counts(counts_of(hand), li, jokers_as_kickers):
        cards = cards_for(remaining, p)
        for c in cards:
            remaining.remove(c)
        out.append(cards)
    return out


assert RJ == BJ + 1
