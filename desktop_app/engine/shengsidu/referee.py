"""The 生死堵 rule ops of the referee (``python -m desktop_app.engine.judge``; the
dispatcher and the ``hint``/``plan`` ops live in :mod:`desktop_app.referee`).

``ctx``: ``loose_three_two`` and ``two_connects_three`` are the room options;
``last_cards`` says the set is the player's whole remaining hand (in ``beats`` and
``hint`` it describes the lead; in ``plan`` it lets a 尾牌3带1 end the plan). The pack is
one deck of 52 without jokers; every player is dealt 13 cards.

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
from ..core import IllegalPlayError
from ..limits import PackLimits
from . import patterns as P

__all__ = ["CTX", "CTX_REQUIRED", "PACK", "beats", "classify", "lead_reading", "rules_of"]

CTX: dict[str, tuple[str, Any]] = {
    "loose_three_two": ("bool", False),
    "two_connects_three": ("bool", False),
    "last_cards": ("bool", False),
}
CTX_REQUIRED: frozenset[str] = frozenset()
#: One deck without jokers; 13 cards each (game.HAND_SIZE, a test checks it).
PACK = PackLimits("shengsidu", decks=1, jokers=False, max_hand=13)


def rules_of(ctx: Mapping[str, Any]) -> dict[str, bool]:
    """The room options of a parsed ``ctx`` as the pattern functions take them."""
    return {"loose": bool(ctx.get("loose_three_two")), "two_low": bool(ctx.get("two_connects_three"))}


def classify(cards: Sequence[Card], ctx: Mapping[str, Any]) -> list[str]:
    return P.classify(P.counts_of(cards), **rules_of(ctx), last=bool(ctx.get("last_cards")))


def lead_reading(lead: Sequence[Card], ctx: Mapping[str, Any], lead_type: str | None) -> P.Reading | None:
    """How ``lead`` reads as led (as ``lead_type`` when given); None: not a legal lead."""
    if lead_type is not None and lead_type not in P.TYPE_IDS:
        raise IllegalPlayError(f"unknown lead_type {lead_type!r}", "unknown_type", type=lead_type)
    return P.reading_as(P.counts_of(lead), lead_type, **rules_of(ctx), last=bool(ctx.get("last_cards")))


def beats(lead: Sequence[Card], play: Sequence[Card], ctx: Mapping[str, Any], lead_type: str | None) -> bool:
    top = lead_reading(lead, ctx, lead_type)
    if top is None:
        return False
    return any(P.beats(r, top) for r in P.readings(P.counts_of(play), **rules_of(ctx)))
