"""The 生死堵 referee ops (see :mod:`desktop_app.engine.judge`).

``ctx``: ``loose_three_two`` and ``two_connects_three`` are the room options;
``last_cards`` says the set is the player's whole remaining hand (in ``beats`` and
``hint`` it describes the lead; in ``plan`` it lets a 尾牌3带1 end the plan).

>>> from desktop_app.engine.cards import parse_cards
>>> classify(parse_cards("2s 3s 4s"), {"two_connects_three": True})
['straight']
>>> beats(parse_cards("3s 3h 3d 4s"), parse_cards("9s 9h 9d 9c"), {"last_cards": True}, None)
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..cards import Card
from . import patterns as P

__all__ = ["CTX", "CTX_REQUIRED", "beats", "classify", "hint", "plan"]

CTX: dict[str, tuple[str, Any]] = {
    "loose_three_two": ("bool", False),
    "two_connects_three": ("bool", False),
    "last_cards": ("bool", False),
}
CTX_REQUIRED: frozenset[str] = frozenset()


def _rules(ctx: Mapping[str, Any]) -> dict[str, bool]:
    return {"loose": bool(ctx.get("loose_three_two")), "two_low": bool(ctx.get("two_connects_three"))}


def _counts(cards: Sequence[Card]) -> P.Counts | None:
    if any(c.is_joker for c in cards):
        return None
    return P.counts_of(cards)


def _no_jokers(cards: Sequence[Card], name: str) -> P.Counts:
    c = _counts(cards)
    if c is None:
        raise ValueError(f"{name}: 生死堵 is played without jokers")
    if max(c, default=0) > 4:
        raise ValueError(f"{name}: more than four cards of a rank")
    return c


def classify(cards: Sequence[Card], ctx: Mapping[str, Any]) -> list[str]:
    c = _counts(cards)
    if c is None:
        return []
    return P.classify(c, **_rules(ctx), last=bool(ctx.get("last_cards")))


def _lead(lead: Sequence[Card], ctx: Mapping[str, Any], lead_type: str | None) -> P.Reading | None:
    if lead_type is not None and lead_type not in P.TYPE_IDS:
        raise ValueError(f"unknown lead_type {lead_type!r}")
    c = _counts(lead)
    if c is None:
        return None
    return P.reading_as(c, lead_type, **_rules(ctx), last=bool(ctx.get("last_cards")))


def beats(lead: Sequence[Card], play: Sequence[Card], ctx: Mapping[str, Any], lead_type: str | None) -> bool:
    top = _lead(lead, ctx, lead_type)
    c = _counts(play)
    if top is None or c is None:
        return False
    return any(P.beats(r, top) for r in P.readings(c, **_rules(ctx)))


def hint(hand: Sequence[Card], lead: Sequence[Card] | None, ctx: Mapping[str, Any]) -> list[list[Card]]:
    """Every distinct card set from ``hand`` that beats ``lead`` (any legal lead when None),
    best suggestion first; plays that differ only in suits are listed together."""
    c = _no_jokers(hand, "hand")
    rules = _rules(ctx)
    # the rules assistant's order (loaded only now: the engine never needs the AI)
    from ...ai.shengsidu.hints import referee_hint

    top: P.Reading | None = None
    lead_counts: P.Counts | None = None
    if lead is not None:
        top = _lead(lead, ctx, None)
        if top is None:
            return []
        lead_counts = P.counts_of(lead)
    order = referee_hint(c, lead_counts, top, rules["loose"], rules["two_low"])
    return [list(v) for m in order for v in P.card_variants(hand, m)]


def plan(hand: Sequence[Card], ctx: Mapping[str, Any]) -> list[list[Card]]:
    c = _no_jokers(hand, "hand")
    last = bool(ctx.get("last_cards"))
    # the AI planner (loaded only now): exact, and faster than the engine's
    from ...ai.shengsidu.planner import plan as ai_plan

    groups: list[list[Card]] = [[] for _ in range(13)]
    for card in sorted(hand, key=lambda x: (x.rank, x.suit.value if x.suit else "")):
        groups[card.rank - 3].append(card)
    out: list[list[Card]] = []
    for mv in ai_plan(c, loose=_rules(ctx)["loose"], two_low=_rules(ctx)["two_low"], last=last):
        part: list[Card] = []
        for p in range(13):
            part.extend(groups[p][: mv.m[p]])
            del groups[p][: mv.m[p]]
        out.append(part)
    return out
