"""The 斗地主 ``hint`` and ``plan`` ops of the referee (rules: :mod:`desktop_app.engine.doudizhu.referee`).

Cards reach them checked against the pack (one deck, at most 20 cards).

>>> from desktop_app.engine.cards import parse_cards
>>> [" ".join(c.text for c in p) for p in hint(parse_cards("Ts Js Qs Ks As 3h"), parse_cards("3s 4s 5s 6s 7s"), {})]
['Ts Js Qs Ks As']
>>> len(plan(parse_cards("3s 4s 5s 6s 7s 9h 9d 9c 8h 8d"), {}))
2
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..ai.doudizhu.hints import hint_moves
from ..ai.doudizhu.planner import plan_counts
from ..engine.cards import Card, sort_cards
from ..engine.core import IllegalPlayError
from ..engine.doudizhu import patterns
from ..engine.doudizhu.referee import laizi_of

__all__ = ["hint", "plan"]


def hint(hand: Sequence[Card], lead: Sequence[Card] | None, ctx: Mapping[str, Any]) -> list[list[Card]]:
    """Every distinct play beating ``lead`` (every lead when None), best first: the rules
    assistant's hints, one per body with its cheapest kickers, then the other kicker
    choices."""
    laizi = laizi_of(ctx)
    top = None
    if lead is not None and len(lead):
        top = patterns.strongest(lead, laizi)
        if top is None:
            raise IllegalPlayError("the lead is not a combination", "not_a_combination")
    li = None if laizi is None else patterns.rank_index(laizi)
    counts = patterns.counts_of(hand)
    # the assistant lists one hint per body: the same cards read as two bodies (a 癞子
    # pair straight that is also a four with two singles) come once here, as the first
    found: list[list[int]] = []
    seen: set[tuple[int, ...]] = set()
    for p, _ in hint_moves(counts, li, top):
        if tuple(p) not in seen:
            seen.add(tuple(p))
            found.append(list(p))
    # then the same bodies with their other kickers, so that every distinct play is listed
    for p, _ in patterns.moves(counts, li, top, all_kickers=True):
        if tuple(p) not in seen:
            seen.add(tuple(p))
            found.append(list(p))
    buckets = patterns.by_rank(sort_cards(hand))
    return [patterns.cards_from_buckets(buckets, p) for p in found]


def plan(hand: Sequence[Card], ctx: Mapping[str, Any]) -> list[list[Card]]:
    """The hand in as few plays as the rules assistant's exact planner finds."""
    laizi = laizi_of(ctx)
    li = None if laizi is None else patterns.rank_index(laizi)
    remaining = patterns.by_rank(sort_cards(hand))
    out = []
    for p in plan_counts(patterns.counts_of(hand), li):
        out.append(patterns.cards_from_buckets(remaining, p))
        for i, k in enumerate(p):
            if k:
                remaining[i] = remaining[i][k:]
    return out
