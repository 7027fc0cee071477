"""The 天地人 hand planner: split a hand into as few legal plays as it can find.

Works on rank counts (18 ints indexed by rank value, see :mod:`.moves`). Three layers:

* :func:`greedy`: play the largest legal play (fewest 2s on ties) until the rest is one
  play; memoized, a few milliseconds for a 54-card hand.
* :func:`improve`: a pilot beam search: each step extends the best partial plans with their
  largest plays, scores each extension by its greedy completion and keeps the best. Bounded
  by a node cap (deterministic) and optionally a time budget.
* :func:`exact`: depth-first search over every legal play containing one chosen card, with
  memo, for small hands (it proves the fewest number of plays); bounded by a node cap.

:func:`plan` chooses: the exact search for hands up to :data:`EXACT_CARDS` cards (falling
back to the beam when its cap is hit), the beam otherwise.

>>> from desktop_app.engine.cards import parse_cards as p
>>> from .moves import counts
>>> len(plan(counts(p("3s 3h 4s 4h 5s 5h Ks Kh Kd As"))))
2
>>> len(plan(counts(p("3h 5h 5d 6s Kh Kd Ac 2s 2h 2d BJ"))))
2
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Iterator, Sequence
from functools import lru_cache

from ...engine.tiandiren import patterns as P
from .moves import BJ, RJ, THREE, TWO, _carrier_vecs, _chain_vecs, _simple, is_play

__all__ = ["EXACT_CARDS", "Vec", "exact", "greedy", "improve", "is_one_play", "plan", "plan_moves", "plan_size"]

Vec = tuple[int, ...]

#: hands up to this many cards are planned exactly (unless the node cap is hit)
EXACT_CARDS = 20
#: nodes (states expanded) the exact search may visit
EXACT_NODES = 1000
#: beam search shape and its node cap (extensions scored); the wider shape when the
#: caller gives a time budget (the assistant)
BEAM, WIDTH, BEAM_NODES = 3, 6, 120
WIDE_BEAM, WIDE_WIDTH, WIDE_NODES = 6, 10, 3000


def is_one_play(h: Sequence[int]) -> bool:
    """The whole count vector is one legal play."""
    return is_play(tuple(h[3:])) if any(h[3:]) else False


def _minus(a: Sequence[int], b: Sequence[int]) -> Vec:
    return tuple(x - y for x, y in zip(a, b, strict=True))


@lru_cache(maxsize=256)
def plan_moves(h: Vec) -> tuple[Vec, ...]:
    """Legal plays from ``h`` worth considering for a plan, largest first (fewer 2s and
    jokers on ties): one per body with the kickers the hand would rather shed."""
    seen: set[Vec] = set()
    scored: list[tuple[int, int, Vec]] = []

    def add(vecs: Iterable[Sequence[int]]) -> None:
        for v in vecs:
            key = tuple(v)
            if key in seen:
                continue
            seen.add(key)
            scored.append((-sum(key), key[TWO] + key[BJ] + key[RJ], key))

    add(_chain_vecs(h, 1, None))
    add(_chain_vecs(h, 2, None))
    add(c.vec for c in _carrier_vecs(h, 3, None, False))
    add(c.vec for c in _carrier_vecs(h, 4, None, False))
    add(v for v, _ in _simple(h, None))
    scored.sort()
    return tuple(m[2] for m in scored)


def largest_move(h: Vec) -> Vec:
    """``plan_moves(h)[0]`` (the largest play, fewest 2s and jokers, then the lowest count
    vector) without listing every play: rockets and starships from the most groups down,
    stopping where no chain can be as large; chains and the simple plays only when they
    can be."""
    best: tuple[int, int, Vec] | None = None

    def offer(vecs: Iterable[Sequence[int]]) -> None:
        nonlocal best
        for v in vecs:
            key = tuple(v)
            item = (-sum(key), key[TWO] + key[BJ] + key[RJ], key)
            if best is None or item < best:
                best = item

    def largest() -> int:
        return 0 if best is None else -best[0]

    def groups(most: int, per_group: int) -> Iterator[int]:
        """Group counts from ``most`` down while a chain of them can be the largest."""
        for k in range(most, 0, -1):
            if k * per_group < largest():
                return
            yield k

    naturals = sum(h[THREE : TWO + 1])
    for group, per_group in ((3, 5), (4, 8)):  # most cards a group carries (pair kickers)
        ks = groups(min(12, naturals // group), per_group)
        offer(c.vec for c in _carrier_vecs(h, group, None, False, only=ks))
    if largest() <= 12:
        offer(_chain_vecs(h, 1, None))
    if largest() <= 24:
        offer(_chain_vecs(h, 2, None))
    if largest() <= max(3, *h[THREE : TWO + 1]):
        offer(v for v, _ in _simple(h, None))
    assert best is not None
    return best[2]


@lru_cache(maxsize=4096)
def greedy(h: Vec) -> tuple[Vec, ...]:
    """A plan by always taking the largest play (memoized on the counts)."""
    if not any(h[3:]):
        return ()
    if is_one_play(h):
        return (h,)
    mv = largest_move(h)
    return (mv, *greedy(_minus(h, mv)))


def improve(
    h: Vec, nodes: int = BEAM_NODES, budget: float | None = None, beam: int = BEAM, width: int = WIDTH
) -> tuple[Vec, ...]:
    """A pilot beam search from the greedy plan: ``beam`` partial plans, each extended by
    its ``width`` largest plays; at most ``nodes`` extensions (and ``budget`` seconds when
    given)."""
    start = time.monotonic()
    best = greedy(h)
    states: list[tuple[Vec, tuple[Vec, ...]]] = [(h, ())]
    used = 0
    while states and used < nodes:
        children: dict[Vec, tuple[int, int, tuple[Vec, ...]]] = {}
        for hk, done in states:
            if len(done) + 2 >= len(best):
                continue
            for mv in plan_moves(hk)[:width]:
                nh = _minus(hk, mv)
                if nh in children or not any(nh[3:]):
                    continue
                used += 1
                path = (*done, mv)
                rest = greedy(nh)
                if len(path) + len(rest) < len(best):
                    best = path + rest
                children[nh] = (len(path) + len(rest), sum(nh[3:]), path)
            if used >= nodes or (budget is not None and time.monotonic() - start >= budget):
                used = nodes
                break
        ranked = sorted(children.items(), key=lambda kv: (kv[1][0], kv[1][1]))[:beam]
        states = [(nh, path) for nh, (_, _, path) in ranked]
    return best


def _all_moves(h: Vec) -> list[Vec]:
    """Every legal play from ``h`` (complete enumeration, distinct count vectors)."""
    seen: set[Vec] = set()
    out: list[Vec] = []
    for vec in P._candidates(list(h), None, False, True):
        key = tuple(vec)
        if key in seen:
            continue
        seen.add(key)
        if is_play(key[3:]):
            out.append(key)
    return out


def exact(h: Vec, bound: int, nodes: int = EXACT_NODES, deadline: float | None = None) -> tuple[Vec, ...] | None:
    """The fewest plays for ``h`` if fewer than ``bound`` exist (None when not, or when
    the search needs more than ``nodes`` expansions or passes ``deadline`` (a
    ``time.monotonic()`` value): then nothing is proved)."""
    memo: dict[Vec, tuple[Vec, ...] | None] = {}  # None: no plan shorter than the limit it was tried with
    limits: dict[Vec, int] = {}
    count = 0

    class _Cap(Exception):
        pass

    def solve(s: Vec, limit: int) -> tuple[Vec, ...] | None:
        """A plan of fewer than ``limit`` plays, the fewest, or None."""
        nonlocal count
        if limit <= 1:
            return None
        if is_one_play(s):
            return (s,)
        if limit <= 2:
            return None
        if s in memo:
            got = memo[s]
            if got is not None:
                return got if len(got) < limit else None
            if limits[s] >= limit:
                return None
        count += 1
        if count > nodes or (deadline is not None and time.monotonic() > deadline):
            raise _Cap
        every = _all_moves(s)
        # branch on the rank whose cards fit the fewest plays (each plan has exactly one
        # play holding a given card)
        fits = [0] * 18
        for m in every:
            for rank in range(THREE, RJ + 1):
                if m[rank]:
                    fits[rank] += 1
        r = min((rank for rank in range(THREE, RJ + 1) if s[rank]), key=lambda rank: fits[rank])
        best: tuple[Vec, ...] | None = None
        cur = limit
        moves = [m for m in every if m[r]]
        moves.sort(key=lambda m: -sum(m[3:]))
        for mv in moves:
            rest = _minus(s, mv)
            if not any(rest[3:]):
                continue
            sub = solve(rest, cur - 1)
            if sub is not None:
                best = (mv, *sub)
                cur = len(best)
                if cur <= 2:
                    break
        if best is not None:
            memo[s] = best
        else:
            memo[s] = None
            limits[s] = max(limits.get(s, 0), limit)
        return best

    try:
        return solve(h, bound)
    except _Cap:
        return None


def plan(
    h: Sequence[int], budget: float | None = None, nodes: int = BEAM_NODES, exact_nodes: int = EXACT_NODES
) -> tuple[Vec, ...]:
    """A partition of ``h`` into legal plays, as few as found: exact for small hands
    (up to :data:`EXACT_CARDS` cards, within ``exact_nodes`` and ``budget`` seconds), else
    the beam search (``nodes`` extensions; with a ``budget`` the wider beam, bounded by
    the budget). Deterministic when ``budget`` is None."""
    hk = tuple(h)
    if not any(hk[3:]):
        return ()
    start = time.monotonic()
    wide = budget is not None
    best = improve(hk, max(nodes, WIDE_NODES) if wide else nodes, budget, *((WIDE_BEAM, WIDE_WIDTH) if wide else ()))
    if sum(hk[3:]) <= EXACT_CARDS and len(best) > 1:
        found = exact(hk, len(best), exact_nodes, None if budget is None else start + budget)
        if found is not None:
            best = found
    return best


@lru_cache(maxsize=4096)
def plan_size(h: Vec) -> int:
    """How many plays the (deterministic) planner needs for ``h``: a quick estimate used by
    the bots."""
    return len(improve(h, nodes=24))
