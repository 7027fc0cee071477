"""生死堵 hints: every legal play, best first, one entry per body.

The order (best suggestion first):

1. a play that empties the hand;
2. not a bomb, then not breaking a bomb up;
3. the fewest plays left in the rest of the hand (so a play that splits a pair, a
   triple or a run comes after one that does not);
4. following: the lowest main rank that beats; leading: the lowest cards first, the
   longer combination first among equals;
5. the cheapest kickers.

Plays that differ only in their kickers (a triple with a pair, four with three, planes)
share a *body*; :func:`hint_moves` keeps the best of each body, :func:`grouped_moves` keeps
them all.

>>> from desktop_app.engine.cards import parse_cards
>>> from desktop_app.ai.shengsidu.moves import counts, describe
>>> from desktop_app.ai.shengsidu.rules import Rules
>>> c = counts(parse_cards("5s 6s 6h 7s 7h 7d 9s 9h 9d 9c"))
>>> [describe(mv) for mv in hint_moves(c, None, Rules(), False)][:3]
['straight 5-7', 'triple_pair 7', 'triple 7']
>>> single_4 = Move(counts(parse_cards("4s")), "single", 1, 1, 1, 1)
>>> [describe(mv) for mv in hint_moves(c, single_4, Rules(), False)]
['single 5', 'single 6', 'single 7', 'single 9', 'bomb 9']
"""

from __future__ import annotations

from ...engine.shengsidu.patterns import Reading, beat_class
from .moves import Counts, Move, N, from_reading, sub
from .planner import FEWEST, plan_cost
from .rules import Rules, legal_moves_counts

__all__ = [
    "KICKER_CHOICES",
    "body_of",
    "grouped_moves",
    "hint_moves",
    "kicker_cost",
    "move_key",
    "ordered_moves",
    "referee_hint",
]

_TWO = 12


def body_of(mv: Move) -> Counts:
    """The play without its kickers."""
    t = mv.type
    if t in ("triple_pair", "triple_two", "triple_one"):
        each = 3
    elif t in ("four_one", "four_three"):
        each = 4
    elif t == "plane_triple_pair":
        each = 3
    elif t == "plane_four_one":
        each = 4
    else:
        return mv.m
    b = [0] * N
    if t.startswith("plane"):
        for p in _run(mv):
            b[p] = each
    else:
        b[mv.rank] = each
    return tuple(b)


def _run(mv: Move) -> list[int]:
    if mv.low == _TWO and mv.rank != _TWO:
        return [_TWO, *range(mv.rank - mv.length + 2, mv.rank + 1)]
    return list(range(mv.low, mv.rank + 1))


def kicker_counts(mv: Move) -> Counts:
    return sub(mv.m, body_of(mv))


def _bottom(mv: Move) -> int:
    return -1 if mv.low == _TWO and mv.rank != _TWO else mv.low


def move_key(c: Counts, mv: Move, lead: bool, rules: Rules) -> tuple[float, ...]:
    """The sort key of a play from ``c`` (smaller is a better suggestion)."""
    rest = sub(c, mv.m)
    if not any(rest):
        return (0.0,)
    breaks = any(0 < mv.m[p] < 4 == c[p] for p in range(N))
    # 尾牌3带1 only shortens a plan by a play when little is left: consider it there only
    after = round(plan_cost(rest, FEWEST, **rules.kw, last=sum(rest) <= 8))
    kick = sum((p + 1) * v for p, v in enumerate(kicker_counts(mv)))
    if lead:
        return (1.0, float(mv.type == "bomb"), float(breaks), after, _bottom(mv), -mv.size, mv.rank, kick)
    return (1.0, float(mv.type == "bomb"), float(breaks), after, mv.rank, kick)


#: Kicker choices per body that the planner judges; the others follow by a quick cost.
KICKER_CHOICES = 3


def kicker_cost(c: Counts, mv: Move) -> float:
    """A quick cost of a play's kickers: taking a whole single or pair is cheap, breaking
    a group up is dear, low ranks are cheaper than high ones."""
    body = body_of(mv)
    cost = 0.0
    for p in range(N):
        k = mv.m[p] - body[p]
        if k:
            left = c[p] - body[p]
            cost += k * (0.1 * p + (1.0 if k == left else 4.0 + left))
    return cost


def grouped_moves(c: Counts, top: Move | None, rules: Rules, highest_only: bool) -> list[list[Move]]:
    """Every legal play from ``c``, grouped by body (type class, size and body): the best
    group first, and inside each group the best kickers first (the planner judges the
    :data:`KICKER_CHOICES` cheapest-looking kickers, a quick cost orders the rest)."""
    lead = top is None
    groups: dict[tuple[str, int, Counts], list[Move]] = {}
    for mv in legal_moves_counts(c, top, rules, highest_only):
        groups.setdefault((beat_class(mv.type), mv.size, body_of(mv)), []).append(mv)
    keyed: list[tuple[tuple[float, ...], int, list[Move]]] = []
    for i, group in enumerate(groups.values()):
        if len(group) > 1:
            group.sort(key=lambda mv: kicker_cost(c, mv))
            head = sorted(group[:KICKER_CHOICES], key=lambda mv: move_key(c, mv, lead, rules))
            group[:KICKER_CHOICES] = head
        keyed.append((move_key(c, group[0], lead, rules), i, group))
    keyed.sort(key=lambda x: (x[0], x[1]))
    return [g for _k, _i, g in keyed]


def ordered_moves(c: Counts, top: Move | None, rules: Rules, highest_only: bool) -> list[Move]:
    """Every legal play from ``c``, best first (group by group)."""
    return [mv for g in grouped_moves(c, top, rules, highest_only) for mv in g]


def hint_moves(c: Counts, top: Move | None, rules: Rules, highest_only: bool) -> list[Move]:
    """One play per body (with its cheapest kickers), best first."""
    return [g[0] for g in grouped_moves(c, top, rules, highest_only)]


def referee_hint(c: Counts, lead: Counts | None, top: Reading | None, loose: bool, two_low: bool) -> list[Counts]:
    """The referee's ``hint`` op: every play from ``c`` beating ``top`` (read from the
    lead's counts ``lead``; any lead when None), by ranks, best first. No table rule
    applies (the referee knows no table)."""
    rules = Rules(loose=loose, two_low=two_low)
    top_mv = None if top is None or lead is None else from_reading(lead, top)
    return [mv.m for mv in ordered_moves(c, top_mv, rules, False)]
