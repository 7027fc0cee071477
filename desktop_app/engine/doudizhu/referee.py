"""The 斗地主 rule ops of the referee (``python -m desktop_app.engine.judge``; the
dispatcher and the ``hint``/``plan`` ops live in :mod:`desktop_app.referee`).

``ctx``: ``laizi`` (a rank or null: the 癞子 rank; jokers cannot be wild). The pack is one
deck of 54; a hand holds at most 20 cards (the landlord's 17 and the three bottom cards).

>>> from desktop_app.engine.cards import parse_cards
>>> classify(parse_cards("3s 3h 3d 4s"), {"laizi": None})
['trio_single']
>>> beats(parse_cards("BJ"), parse_cards("RJ"), {"laizi": None}, None)
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..cards import Card, Rank
from ..core import EngineError, IllegalPlayError
from ..limits import PackLimits
from . import patterns

__all__ = ["CTX", "CTX_REQUIRED", "PACK", "beats", "classify", "laizi_of"]

CTX = {"laizi": ("rank_or_null", None)}
CTX_REQUIRED: frozenset[str] = frozenset()
#: One deck; the landlord holds 17 + 3 cards.
PACK = PackLimits("doudizhu", decks=1, jokers=True, max_hand=20)


def laizi_of(ctx: Mapping[str, Any]) -> Rank | None:
    """The 癞子 rank of a parsed ``ctx`` (None: no 癞子); a joker is refused."""
    laizi: Rank | None = ctx.get("laizi")
    if laizi is not None and laizi.is_joker:
        raise EngineError("ctx.laizi: a joker cannot be the 癞子 rank", "bad_ctx", key="laizi")
    return laizi


def classify(cards: Sequence[Card], ctx: Mapping[str, Any]) -> list[str]:
    return patterns.classify_types(cards, laizi_of(ctx))


def beats(lead: Sequence[Card], play: Sequence[Card], ctx: Mapping[str, Any], lead_type: str | None) -> bool:
    if lead_type is not None and lead_type not in patterns.TYPE_IDS:
        raise IllegalPlayError(f"unknown doudizhu type {lead_type!r}", "unknown_type", type=lead_type)
    return patterns.beats_cards(lead, play, laizi_of(ctx), lead_type)
