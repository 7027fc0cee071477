"""The 生死堵 ``hint`` and ``plan`` ops of the referee (rules: :mod:`desktop_app.engine.shengsidu.referee`).

Cards reach them checked against the pack (one deck without jokers, at most 13 cards).

>>> from desktop_app.engine.cards import parse_cards
>>> [" ".join(c.text for c in p) for p in hint(parse_cards("4s 4h 9c"), parse_cards("3s 3h"), {})]
['4s 4h']
>>> len(plan(parse_cards("3s 4s 5s 6s 7s 9s 9h 9d Js Jh"), {}))
2
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..ai.shengsidu.hints import referee_hint
from ..ai.shengsidu.planner import plan as ai_plan
from ..engine.cards import Card
from ..engine.shengsidu import patterns as P
from ..engine.shengsidu.referee import lead_reading, rules_of

__all__ = ["hint", "plan"]


def hint(hand: Sequence[Card], lead: Sequence[Card] | None, ctx: Mapping[str, Any]) -> list[list[Card]]:
    """Every distinct card set from ``hand`` that beats ``lead`` (any legal lead when None),
    best suggestion first (the rules assistant's order); plays that differ only in suits
    are listed together."""
    c = P.counts_of(hand)
    rules = rules_of(ctx)
    top: P.Reading | None = None
    lead_counts: P.Counts | None = None
    if lead is not None:
        top = lead_reading(lead, ctx, None)
        if top is None:
            return []
        lead_counts = P.counts_of(lead)
    order = referee_hint(c, lead_counts, top, rules["loose"], rules["two_low"])
    return [list(v) for m in order for v in P.card_variants(hand, m)]


def plan(hand: Sequence[Card], ctx: Mapping[str, Any]) -> list[list[Card]]:
    """A partition of ``hand`` into the fewest legal plays (the AI's exact planner)."""
    c = P.counts_of(hand)
    rules = rules_of(ctx)
    groups: list[list[Card]] = [[] for _ in range(13)]
    for card in sorted(hand, key=lambda x: (x.rank, x.suit.value if x.suit else "")):
        groups[card.rank - 3].append(card)
    out: list[list[Card]] = []
    for mv in ai_plan(c, loose=rules["loose"], two_low=rules["two_low"], last=bool(ctx.get("last_cards"))):
        part: list[Card] = []
        for p in range(13):
            part.extend(groups[p][: mv.m[p]])
            del groups[p][: mv.m[p]]
        out.append(part)
    return out
