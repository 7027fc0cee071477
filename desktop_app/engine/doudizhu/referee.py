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

from ..cards import Card, Rank
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
    return advice.hint(hand, lead, _laizi(ctx))


def plan(hand: Sequence[Card], ctx: Mapping[str, Any]) -> list[list[Card]]:
    return advice.plan(hand, _laizi(ctx))
