"""The 生死堵 hand planner: split a hand into legal plays.

Exact search over rank counts: every partition holds a play with the lowest card, so
the search branches only on the plays that hold it (:func:`moves.moves_with`), and
remembers every sub-hand it has solved. A 13-card hand is solved in a few milliseconds
the first time and in microseconds afterwards.

Two objectives share the search:

* :data:`FEWEST`: as few plays as possible; among those, the plan with the fewest weak
  plays (the assistant's plan and the hint order);
* :data:`TURNS`: the bots' estimate of the turns a hand needs, where strong plays (high
  cards, long runs, bombs) cost less than weak ones because they win the lead back.

>>> from desktop_app.engine.cards import parse_cards, format_cards
>>> from desktop_app.ai.shengsidu.moves import counts, describe
>>> [describe(mv) for mv in plan(counts(parse_cards("3s 4s 5s 6s 7s 9s 9h 9d Js Jh")))]
['straight 3-7', 'triple_pair 9']
>>> [describe(mv) for mv in plan(counts(parse_cards("9s 9h 9d 4s")), last=True)]
['triple_one 9']
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from .moves import BITS, Counts, Move, N, Packed, pack, packed_moves_with, unpack

__all__ = ["FEWEST", "TURNS", "Objective", "clear", "packed_cost", "plan", "plan_cost", "turn_cost"]

Objective = str
FEWEST: Objective = "fewest"
TURNS: Objective = "turns"

_MAX_MEMO = 400_000

# main rank position -> how likely a play of that rank keeps the lead (0..1), by kind
_SINGLE_CTRL = [0, 0, 0, 0, 0, 0, 0, 0.05, 0.1, 0.2, 0.4, 0.7, 0.95]
_PAIR_CTRL = [0, 0, 0, 0, 0, 0, 0.05, 0.1, 0.2, 0.35, 0.55, 0.8, 1.0]
_TRIPLE_CTRL = [0, 0, 0, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.6, 0.75, 0.9]


def turn_cost(t: str, r: int, length: int) -> float:
    """How much of a turn a play costs (type, main rank position, run length): 1 for a
    play that surely loses the lead, less for one likely to keep it; a bomb is worth more
    than nothing."""
    if t == "bomb":
        return -0.6
    if t == "single":
        return 1.0 - _SINGLE_CTRL[r]
    if t == "pair":
        return 1.0 - _PAIR_CTRL[r]
    if t in ("triple", "triple_pair", "triple_two", "triple_one"):
        base = 1.0 - _TRIPLE_CTRL[r]
        return base - 0.05 if t != "triple" else base
    if t in ("four_one", "four_three"):
        return 0.35 - 0.02 * r
    # runs and planes: longer runs are rarely matched
    ctrl = min(0.9, 0.1 * (length - (3 if t == "straight" else 2)) + 0.04 * r + 0.15)
    if t in ("triple_straight", "plane_triple_pair", "plane_four_one"):
        ctrl = min(0.95, ctrl + 0.35)
    return 1.0 - ctrl


def _fewest_cost(t: str, r: int, length: int) -> float:
    # one play, plus a tiny preference for strong plays so that ties are broken well
    return 1.0 + 0.001 * turn_cost(t, r, length)


_COSTS: dict[Objective, Callable[[str, int, int], float]] = {FEWEST: _fewest_cost, TURNS: turn_cost}

Memo = dict[int, tuple[float, Packed | None]]

# (objective, loose, two_low) -> packed counts -> (cost, first play or None)
_MEMOS: dict[tuple[Objective, bool, bool], Memo] = {}
_COST_CACHE: dict[tuple[Objective, str, int, int], float] = {}


def clear() -> None:
    """Forget every solved sub-hand."""
    _MEMOS.clear()
    _best.cache_clear()


def _memo(objective: Objective, loose: bool, two_low: bool) -> Memo:
    key = (objective, loose, two_low)
    memo = _MEMOS.get(key)
    if memo is None or len(memo) > _MAX_MEMO:
        memo = _MEMOS[key] = {}
    return memo


def _cost(objective: Objective, t: str, r: int, length: int) -> float:
    key = (objective, t, r, length)
    v = _COST_CACHE.get(key)
    if v is None:
        v = _COST_CACHE[key] = _COSTS[objective](t, r, length)
    return v


def _solve(x: int, memo: Memo, objective: Objective, loose: bool, two_low: bool) -> float:
    hit = memo.get(x)
    if hit is not None:
        return hit[0]
    if x == 0:
        memo[0] = (0.0, None)
        return 0.0
    c = [(x >> (BITS * p)) & 7 for p in range(N)]
    low = 0
    while not c[low]:
        low += 1
    best = float("inf")
    best_mv: Packed | None = None
    cache = _COST_CACHE
    for mv in packed_moves_with(c, low, loose, two_low):
        k = (objective, mv[1], mv[2], mv[3])
        cost = cache.get(k)
        if cost is None:
            cost = _cost(objective, mv[1], mv[2], mv[3])
        total = cost + _solve(x - mv[0], memo, objective, loose, two_low)
        if total < best:
            best, best_mv = total, mv
    memo[x] = (best, best_mv)
    return best


def _to_move(mv: Packed) -> Move:
    return Move(unpack(mv[0]), mv[1], mv[2], mv[3], mv[4], mv[5])


def _unroll(x: int, memo: Memo) -> list[Move]:
    out: list[Move] = []
    while True:
        mv = memo[x][1]
        if mv is None:
            return out
        out.append(_to_move(mv))
        x -= mv[0]


def _tails(x: int) -> list[Packed]:
    """Every 尾牌3带1 (a triple and one card) inside the packed hand ``x``."""
    c = unpack(x)
    out: list[Packed] = []
    for t in range(N):
        if c[t] < 3:
            continue
        for k in range(N):
            if k != t and c[k]:
                out.append(((3 << (BITS * t)) + (1 << (BITS * k)), "triple_one", t, 1, 4, t))
    return out


@lru_cache(maxsize=1 << 16)
def _best(x: int, objective: Objective, loose: bool, two_low: bool, last: bool) -> tuple[float, Packed | None]:
    """The best plan's cost of the packed hand ``x`` and its 尾牌3带1 (None: no tail)."""
    memo = _memo(objective, loose, two_low)
    best = _solve(x, memo, objective, loose, two_low)
    best_tail: Packed | None = None
    if last:
        for tail in _tails(x):
            total = _cost(objective, "triple_one", tail[2], 1) + _solve(x - tail[0], memo, objective, loose, two_low)
            if total < best - 1e-9:
                best, best_tail = total, tail
    return best, best_tail


def packed_cost(
    x: int, objective: Objective = FEWEST, *, loose: bool = False, two_low: bool = False, last: bool = False
) -> float:
    """:func:`plan_cost` of a packed hand."""
    return _best(x, objective, loose, two_low, last)[0]


def plan_cost(
    c: Counts, objective: Objective = FEWEST, *, loose: bool = False, two_low: bool = False, last: bool = False
) -> float:
    """The cost of the best plan of ``c`` (the number of plays for :data:`FEWEST`, up to
    the tie-break). ``last``: ``c`` is a whole hand, so it may end with a 尾牌3带1."""
    return _best(pack(c), objective, loose, two_low, last)[0]


def plan(
    c: Counts, objective: Objective = FEWEST, *, loose: bool = False, two_low: bool = False, last: bool = False
) -> list[Move]:
    """The best plan of ``c`` as moves, lowest first (a 尾牌3带1 last)."""
    x = pack(c)
    memo = _memo(objective, loose, two_low)
    tail = _best(x, objective, loose, two_low, last)[1]
    body_x = x if tail is None else x - tail[0]
    _solve(body_x, memo, objective, loose, two_low)  # the memo may have been renewed meanwhile
    moves = _unroll(body_x, memo) + ([] if tail is None else [_to_move(tail)])
    body = sorted((mv for mv in moves if mv.type != "triple_one"), key=lambda mv: mv.low if mv.low != 12 else -1)
    return body + [mv for mv in moves if mv.type == "triple_one"]
