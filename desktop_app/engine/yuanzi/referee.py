"""The 原子 (yuanzi) rule ops of the referee (``python -m desktop_app.engine.judge``; the
dispatcher and the ``hint``/``plan`` ops live in :mod:`desktop_app.referee`).

``ctx.dao`` (required) is the 刀 rank; a joker given as the 刀 rank means 3, as when a
joker is turned. The pack is three decks of 54 dealt to four players: a hand holds at most
41 cards (162 = 41 + 41 + 40 + 40).

>>> from desktop_app.engine.cards import Rank, parse_cards
>>> ctx = {"dao": Rank.NINE}
>>> classify(parse_cards("RJ BJ"), ctx), classify(parse_cards("9h RJ"), ctx)
(['pair'], [])
>>> beats(parse_cards("9h"), parse_cards("5s 5h 5d 5c"), ctx, None)
False
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..cards import Card, Rank
from ..core import EngineError, IllegalPlayError
from ..limits import PackLimits
from .patterns import TYPE_IDS, Reading, read, readings
from .patterns import beats as reading_beats

__all__ = ["CTX", "CTX_REQUIRED", "PACK", "beats", "classify", "dao_of", "lead_reading"]

CTX: dict[str, tuple[str, Any]] = {"dao": ("rank", None)}
CTX_REQUIRED = frozenset({"dao"})
#: Three decks, 162 cards dealt one at a time to four players (game.DECKS, a test checks it).
PACK = PackLimits("yuanzi", decks=3, jokers=True, max_hand=41)


def dao_of(ctx: Mapping[str, Any]) -> Rank:
    dao = ctx.get("dao")
    if not isinstance(dao, Rank):
        raise EngineError("ctx.dao (the 刀 rank) is required", "bad_ctx", key="dao")
    return Rank.THREE if dao.is_joker else dao


def classify(cards: Sequence[Card], ctx: Mapping[str, Any]) -> list[str]:
    """Type ids under which ``cards`` is a legal lead, strongest first."""
    return [r.type for r in readings(cards, dao_of(ctx))]


def lead_reading(lead: Sequence[Card], dao: Rank, lead_type: str | None) -> Reading:
    if lead_type is not None and lead_type not in TYPE_IDS:
        raise IllegalPlayError(f"unknown yuanzi type id {lead_type!r}", "unknown_type", type=lead_type)
    reading = read(lead, dao, lead_type)
    if reading is None:
        what = "not a combination" if lead_type is None else f"not a {lead_type}"
        raise IllegalPlayError(f"the lead is {what}", "not_a_combination")
    return reading


def beats(lead: Sequence[Card], play: Sequence[Card], ctx: Mapping[str, Any], lead_type: str | None) -> bool:
    """Some legal reading of ``play`` beats ``lead`` (read strongest, or as ``lead_type``)."""
    dao = dao_of(ctx)
    top = lead_reading(lead, dao, lead_type)
    return any(reading_beats(r, top) for r in readings(play, dao))
