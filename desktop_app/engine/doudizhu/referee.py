"""The 斗地主 answers of the referee (``python -m desktop_app.engine.judge``).

``ctx``: ``laizi`` (a rank or null: the 癞子 rank; jokers cannot be wild).

>>> from desktop_app.engine.cards import parse_cards
>>> classify(parse_cards("3s 3h 3d 4s"), {"laizi": None})
['trio_single']
>>> beats(parse_cards("BJ"), parse_cards("RJ"), {"laizi": None}, None)
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..cards import Card, Rank, sort_cards
from . import advice, patterns

__all__ = ["CTX", "CTX_REQUIRED", "beats", "classify", "hint", "plan"]

CTX = {"laizi": ("rank_or_null", None)}
CTX_REQUIRED: frozenset[str] = frozenset()


def _laizi(ctx: Mapping[str, Any]) -> Rank | None:
    laizi: Rank | None = ctx.get("laizi")
    if laizi is not None and laizi.is_joker:
        raise ValueError("ctx.laizi: a joker cannot be the 癞子 rank")
    return laizi


def classify(cards: Sequence[Card], ctx: Mapping[str, Any]) -> list[str]:
    return patterns.classify_types(cards, _laizi(ctx))


def beats(lead: Sequence[Card], play: Sequence[Card], ctx: Mapping[str, Any], lead_type: str | None) -> bool:
    if lead_type is not None and lead_type not in patterns.TYPE_IDS:
        raise ValueError(f"unknown doudizhu type {lead_type!r}")
    return patterns.beats_cards(lead, play, _laizi(ctx), lead_type)


def hint(hand: Sequence[Card], lead: Sequence[Card] | None, ctx: Mapping[str, Any]) -> list[list[Card]]:
    """Every distinct play beating ``lead`` (every lead when None), best first: the rules
    assistant's hints (imported here, so the engine never loads the AI on import), one per
    body with its cheapest kickers, then the other kicker choices."""
    laizi = _laizi(ctx)
    try:
        from ...ai.doudizhu.hints import hint_moves
    except ImportError:  # pragma: no cover - the engine alone
        return advice.hint(hand, lead, laizi)
    top = None
    if lead is not None and len(lead):
        top = patterns.strongest(lead, laizi)
        if top is None:
            raise ValueError("the lead is not a combination")
    li = None if laizi is None else patterns.rank_index(laizi)
    counts = patterns.counts_of(hand)
    found = [list(p) for p, _ in hint_moves(counts, li, top)]
    # then the same bodies with their other kickers, so that every distinct play is listed
    seen = {tuple(p) for p in found}
    for p, _ in patterns.moves(counts, li, top, all_kickers=True):
        if tuple(p) not in seen:
            seen.add(tuple(p))
            found.append(list(p))
    buckets = patterns.by_rank(sort_cards(hand))
    return [patterns.cards_from_buckets(buckets, p) for p in found]


def plan(hand: Sequence[Card], ctx: Mapping[str, Any]) -> list[list[Card]]:
    """The hand in as few plays as the rules assistant's exact planner finds."""
    laizi = _laizi(ctx)
    try:
        from ...ai.doudizhu.planner import plan_counts
    except ImportError:  # pragma: no cover - the engine alone
        return advice.plan(hand, laizi)
    li = None if laizi is None else patterns.rank_index(laizi)
    remaining = patterns.by_rank(sort_cards(hand))
    out = []
    for p in plan_counts(patterns.counts_of(hand), li):
        out.append(patterns.cards_from_buckets(remaining, p))
        for i, k in enumerate(p):
            if k:
                remaining[i] = remaining[i][k:]
    return out
