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
    if lead is None:
        found = P.plays(c, **rules, whole=True)
        planned = set(P.plan(c, **rules, last=True))
        found.sort(key=lambda item: (int(item[0] not in planned), *P.hint_order(c, item[0], item[1])))
    else:
        top = _lead(lead, ctx, None)
        if top is None:
            return []
        found = P.beating_plays(c, top, **rules)
        found.sort(key=lambda item: P.hint_order(c, item[0], item[1]))
    return [list(v) for m, _r in found for v in P.card_variants(hand, m)]


def plan(hand: Sequence[Card], ctx: Mapping[str, Any]) -> list[list[Card]]:
    _no_jokers(hand, "hand")
    return [list(p) for p in P.plan_cards(hand, **_rules(ctx), last=bool(ctx.get("last_cards")))]
