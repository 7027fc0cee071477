"""The 红五 rule ops of the referee (``python -m desktop_app.engine.judge``, contract:
``docs/referee.md``; the dispatcher and the ``hint``/``plan`` ops live in
:mod:`desktop_app.referee`). ``ctx.trump`` (the trump suit letter) is required. The pack
is two decks of 54; a hand holds at most 33 cards (the dealer's 25 and the 8-card kitty).

* ``classify``: ``single``, ``pair``, ``tractor`` or ``throw`` (a multi-component set of one
  plain suit: a legal throw attempt); trumps are never thrown.
* ``beats``: ``play``, followed to the trick led by ``lead``, beats it: same shape and all
  of the led suit with a higher top card, or all trumps against a plain lead.
* ``follow_ok``: ``play`` from ``hand`` is a legal follow to ``lead`` (count, follow suit;
  the ``follow_pattern`` room option is off here).

>>> from desktop_app.engine.cards import Suit, parse_cards
>>> ctx = {"trump": Suit.SPADES}
>>> beats(parse_cards("2s"), parse_cards("2h"), ctx, None), beats(parse_cards("Ac"), parse_cards("3c"), ctx, None)
(False, True)
>>> follow_ok(parse_cards("Ks 2c 9h"), parse_cards("As"), parse_cards("9h"), ctx)
False
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..cards import Card, format_cards
from ..core import EngineError, IllegalPlayError
from ..limits import PackLimits
from . import patterns
from .cards_order import CardOrder, order_for
from .patterns import Reading

__all__ = ["CTX", "CTX_REQUIRED", "PACK", "beats", "classify", "follow_ok", "lead_reading", "order_of"]

CTX: dict[str, tuple[str, Any]] = {"trump": ("suit", None)}
CTX_REQUIRED = frozenset({"trump"})
#: Two decks; the dealer holds 25 cards and picks up the 8-card kitty (game.HAND_SIZE +
#: game.KITTY_SIZE, a test checks it).
PACK = PackLimits("hongwu", decks=2, jokers=True, max_hand=33)


def order_of(ctx: Mapping[str, Any]) -> CardOrder:
    trump = ctx.get("trump")
    if trump is None:
        raise EngineError("ctx.trump is required for hongwu", "bad_ctx", key="trump")
    return order_for(trump)


def lead_reading(cards: Sequence[Card], order: CardOrder, lead_type: str | None = None) -> Reading:
    reading = patterns.read(cards, order)
    if reading is None:
        err = patterns.lead_error(cards, order)
        raise IllegalPlayError(f"the lead is not a legal lead: {err}", "not_a_combination", cards=format_cards(cards))
    if lead_type is not None and lead_type != reading.type:
        if lead_type not in patterns.TYPE_IDS:
            raise IllegalPlayError(f"unknown hongwu type id {lead_type!r}", "unknown_type", type=lead_type)
        raise IllegalPlayError(
            f"{format_cards(cards)} cannot be led as a {lead_type}", "reading_not_available", type=lead_type
        )
    return reading


def classify(cards: Sequence[Card], ctx: Mapping[str, Any]) -> list[str]:
    return patterns.classify(cards, order_of(ctx))


def beats(lead: Sequence[Card], play: Sequence[Card], ctx: Mapping[str, Any], lead_type: str | None = None) -> bool:
    order = order_of(ctx)
    return patterns.beats(lead_reading(lead, order, lead_type), play, order)


def follow_ok(hand: Sequence[Card], lead: Sequence[Card], play: Sequence[Card], ctx: Mapping[str, Any]) -> bool:
    order = order_of(ctx)
    return patterns.follow_error(hand, lead_reading(lead, order), play, order) is None
