"""The 红五 referee ops for ``python -m desktop_app.engine.judge`` (contract:
``docs/referee.md``). ``ctx.trump`` (the trump suit letter) is required.

* ``classify``: ``single``, ``pair``, ``tractor`` or ``throw`` (a multi-component set of one
  plain suit: a legal throw attempt); trumps are never thrown.
* ``beats``: ``play``, followed to the trick led by ``lead``, beats it: same shape and all
  of the led suit with a higher top card, or all trumps against a plain lead.
* ``follow_ok``: ``play`` from ``hand`` is a legal follow to ``lead`` (count, follow suit;
  the ``follow_pattern`` room option is off here).
* ``hint``: legal plays from ``hand`` that beat ``lead`` (cheapest winner first); with no
  lead, legal leads (tractors, pairs, singles, then whole-suit throws).
* ``plan``: the hand split into as few tractors, pairs and singles as possible.

>>> from desktop_app.engine.cards import Suit, parse_cards
>>> ctx = {"trump": Suit.SPADES}
>>> beats(parse_cards("2s"), parse_cards("2h"), ctx, None), beats(parse_cards("Ac"), parse_cards("3c"), ctx, None)
(False, True)
>>> follow_ok(parse_cards("Ks 2c 9h"), parse_cards("As"), parse_cards("9h"), ctx)
False
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from ..cards import Card, format_cards
from . import patterns
from .cards_order import TRUMP, CardOrder, order_for
from .patterns import Reading

__all__ = ["CTX", "CTX_REQUIRED", "beats", "classify", "follow_ok", "hint", "plan"]

CTX: dict[str, tuple[str, Any]] = {"trump": ("suit", None)}
CTX_REQUIRED = frozenset({"trump"})
#: Combinations of a ruff the referee's hint looks through at most (the app's hints stop
#: much earlier: a player does not cycle through thousands of ruffs).
REFEREE_BUDGET = 100_000
#: Parts of a plain suit the referee's hint reads as throw attempts at most (a suit of
#: twelve cards in six pairs has 3**6 = 729 parts).
THROW_PARTS_BUDGET = 20_000


def _order(ctx: Mapping[str, Any]) -> CardOrder:
    trump = ctx.get("trump")
    if trump is None:
        raise ValueError("ctx.trump is required for hongwu")
    return order_for(trump)


def _lead(cards: Sequence[Card], order: CardOrder, lead_type: str | None = None) -> Reading:
    reading = patterns.read(cards, order)
    if reading is None:
        err = patterns.lead_error(cards, order)
        raise ValueError(f"the lead is not a legal lead: {err}")
    if lead_type is not None and lead_type != reading.type:
        if lead_type not in patterns.TYPE_IDS:
            raise ValueError(f"unknown hongwu type id {lead_type!r}")
        raise ValueError(f"{format_cards(cards)} cannot be led as a {lead_type}")
    return reading


def classify(cards: Sequence[Card], ctx: Mapping[str, Any]) -> list[str]:
    return patterns.classify(cards, _order(ctx))


def beats(lead: Sequence[Card], play: Sequence[Card], ctx: Mapping[str, Any], lead_type: str | None = None) -> bool:
    order = _order(ctx)
    return patterns.beats(_lead(lead, order, lead_type), play, order)


def follow_ok(hand: Sequence[Card], lead: Sequence[Card], play: Sequence[Card], ctx: Mapping[str, Any]) -> bool:
    order = _order(ctx)
    return patterns.follow_error(hand, _lead(lead, order), play, order) is None


def hint(hand: Sequence[Card], lead: Sequence[Card] | None, ctx: Mapping[str, Any]) -> list[list[Card]]:
    order = _order(ctx)
    if lead is None:
        leads = patterns.legal_leads(hand, order)
        leads += _throw_attempts(hand, order, {_key(p) for p in leads})
        return [list(p) for p in leads]
    # every beating follow: a throw ruffed from a 25-card hand of trumps has up to
    # C(25, 5) = 53,130 ways for five singles; the referee lists them all (within bounds)
    plays = patterns.beating_follows(hand, _lead(lead, order), order, limit=None, budget=REFEREE_BUDGET)
    return [list(p) for p in plays]


def _key(cards: Sequence[Card]) -> tuple[int, ...]:
    return tuple(sorted(c.index for c in cards))


def _throw_attempts(hand: Sequence[Card], order: CardOrder, listed: set[tuple[int, ...]]) -> list[tuple[Card, ...]]:
    """The legal throw attempts not in ``listed``: every part of a plain suit held that
    reads as a throw (two or more components), larger first; at most
    :data:`THROW_PARTS_BUDGET` parts looked at."""
    by_suit: dict[int, Counter[Card]] = {}
    for c in hand:
        if order.cls[c.index] != TRUMP:
            by_suit.setdefault(order.cls[c.index], Counter())[c] += 1
    budget = THROW_PARTS_BUDGET
    out: list[tuple[Card, ...]] = []
    for counts in by_suit.values():
        cards = order.sort(counts)
        for pick in itertools.product(*(range(counts[c] + 1) for c in cards)):
            budget -= 1
            if budget < 0:
                break
            if sum(pick) < 2:
                continue
            part = tuple(c for c, k in zip(cards, pick, strict=True) for _ in range(k))
            reading = patterns.read(part, order)
            if reading is not None and reading.type == patterns.THROW and _key(part) not in listed:
                out.append(part)
    out.sort(key=lambda p: -len(p))
    return out


def plan(hand: Sequence[Card], ctx: Mapping[str, Any]) -> list[list[Card]]:
    """The fewest legal leads: the trumps as maximal tractors, pairs and singles (trumps
    cannot be thrown), then each plain suit held as one lead (a throw attempt when it has
    several components: legal to lead, though it may fail at the table)."""
    order = _order(ctx)
    out: list[list[Card]] = []
    suits: dict[int, list[Card]] = {}
    for part in patterns.plan(hand, order):
        klass = order.cls[part[0].index]
        if klass == TRUMP:
            out.append(list(part))
        else:
            suits.setdefault(klass, []).extend(part)
    out += suits.values()
    return out
