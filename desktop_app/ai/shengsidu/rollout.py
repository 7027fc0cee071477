"""The 生死堵 searches' playout policy: the easy bot's choice, fast.

The searches (:mod:`.search`) play thousands of turns per decision on hands they have
just dealt, and they model every seat as a player of the hint order (the easy bot: a
fewest-plays plan, the cheapest play that beats). :func:`hint_choose` makes the easy
bot's choice on packed plays without listing every play through the engine: it agrees
with :func:`.policy.easy_choose` on nearly every follow and most leads, several times
faster (the tests hold them side by side).

* a play that empties the hand is taken at once;
* leading: a play of a fewest-plays plan, the lowest cards first, the longer play first
  among equals (under 报单必顶 a single only when it is the highest card);
* following: the cheapest play that beats by (bomb, breaks a bomb, plays left, main
  rank, kickers); a pass instead of a bomb, when a pass is allowed.

>>> from desktop_app.engine.shengsidu.game import ShengsiduGame
>>> from desktop_app.ai.shengsidu.sim import from_view
>>> from desktop_app.ai.shengsidu.moves import describe, unpack, Move
>>> g = ShengsiduGame(4, seed=3)
>>> st = from_view(g.view_for(g.to_move))
>>> mv = hint_choose(st, st.to_move, random.Random(0))
>>> describe(Move(unpack(mv[0]), *mv[1:]))
'straight 3-5'
"""

from __future__ import annotations

import random

from .moves import BITS, N, Packed, pack, packed_beating, run_positions
from .planner import FEWEST, packed_cost
from .planner import plan as plan_moves
from .sim import State

__all__ = ["hint_choose"]

_UNIT = tuple(1 << (BITS * p) for p in range(N))
_TWO = 12


def _counts(x: int) -> list[int]:
    return [(x >> (BITS * p)) & 7 for p in range(N)]


def _plays_left(x: int, size: int, rules_kw: dict[str, bool]) -> int:
    """The fewest plays that empty the packed hand ``x`` of ``size`` cards."""
    return round(packed_cost(x, FEWEST, **rules_kw, last=size <= 8))


def _cheapest_follow(c: list[int], x: int, size: int, moves: list[Packed], rules_kw: dict[str, bool]) -> Packed:
    """The hint order's first follow: by (bomb, breaks a bomb, plays left, main rank,
    kickers). A play leaves at least one play fewer than the hand needs, so the search
    stops at the first play (in that order without the plays left) that does so."""
    has_bomb = 4 in c
    keyed = sorted(
        ((mv[1] == "bomb", has_bomb and _breaks_bomb(c, mv[0]), mv[2], _kick(c, mv), mv[0]), mv) for mv in moves
    )
    floor = _plays_left(x, size, rules_kw) - 1
    best: tuple[tuple[bool, bool, int, int, float, int], Packed] | None = None
    for (bomb, breaks, rank, kick, m), mv in keyed:
        if best is not None and (bomb, breaks) > best[0][:2]:
            break
        left = _plays_left(x - m, size - mv[4], rules_kw)
        key = (bomb, breaks, left, rank, kick, m)
        if best is None or key < best[0]:
            best = (key, mv)
            if left <= floor:
                break
    assert best is not None
    return best[1]


def _breaks_bomb(c: list[int], m: int) -> bool:
    return any(c[p] == 4 and 0 < (m >> (BITS * p)) & 7 < 4 for p in range(N))


_BODY_EACH = {
    "triple_pair": 3,
    "triple_two": 3,
    "four_one": 4,
    "four_three": 4,
    "plane_triple_pair": 3,
    "plane_four_one": 4,
}


def _kick(c: list[int], mv: Packed) -> float:
    """The hint order's quick cost of a play's kickers (0 without kickers): a whole
    single or pair is cheap, breaking a group up is dear, low ranks are cheaper."""
    each = _BODY_EACH.get(mv[1])
    if each is None:
        return 0.0
    body = set(run_positions(mv[2], mv[3], mv[5]))
    m = mv[0]
    cost = 0.0
    for p in range(N):
        k = (m >> (BITS * p)) & 7
        if p in body:
            k -= each
        if k:
            left = c[p] - (each if p in body else 0)
            cost += k * (0.1 * p + (1.0 if k == left else 4.0 + left))
    return cost


def _bottom(mv: Packed) -> int:
    return -1 if mv[5] == _TWO and mv[2] != _TWO else mv[5]


def _plan_lead(st: State, seat: int, c: list[int]) -> Packed:
    """The lead of the hint order: a play of a fewest-plays plan, lowest cards first,
    the longer play first among equals."""
    r = st.rules
    planned = plan_moves(tuple(c), FEWEST, loose=r.loose, two_low=r.two_low, last=sum(c) <= 8)
    parts = [(pack(mv.m), mv.type, mv.rank, mv.length, mv.size, mv.low) for mv in planned]
    if len(parts) == 1:  # the whole hand is one play
        return parts[0]
    parts = [mv for mv in parts if mv[1] != "triple_one"]
    hi = max(p for p in range(N) if c[p])
    if st.next_holds_one(seat):
        parts = [mv for mv in parts if mv[1] != "single" or mv[2] == hi]
    if not parts:
        return (_UNIT[hi], "single", hi, 1, 1, hi)
    return min(parts, key=lambda mv: (mv[1] == "bomb", _bottom(mv), -mv[4], mv[2], _kick(c, mv)))


def hint_choose(st: State, seat: int, rng: random.Random) -> Packed | None:
    """The easy policy's choice (its first hint, and a pass rather than a bomb when a pass
    is allowed), on packed plays: leads from the fewest-plays plan, follows by (bomb,
    breaks a bomb, plays left, main rank, kickers). Deterministic; ``rng`` unused."""
    x = st.hands[seat]
    c = _counts(x)
    top = st.top
    if top is None:
        return _plan_lead(st, seat, c)
    r = st.rules
    moves = packed_beating(c, top, r.loose, r.two_low)
    if st.next_holds_one(seat):
        hi = max(p for p in range(N) if c[p])
        moves = [mv for mv in moves if mv[1] != "single" or mv[2] == hi]
    if not moves:
        return None
    size = st.sizes[seat]
    for mv in moves:
        if mv[4] == size:
            return mv
    best = _cheapest_follow(c, x, size, moves, r.kw)
    if (best[1] == "bomb" or (4 in c and _breaks_bomb(c, best[0]))) and st.can_pass(seat):
        return None
    return best
