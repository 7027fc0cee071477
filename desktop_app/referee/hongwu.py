"""The 红五 ``hint`` and ``plan`` ops of the referee (rules: :mod:`desktop_app.engine.hongwu.referee`).

Cards reach them checked against the pack (two decks, at most 33 cards). ``ctx.trump`` is
required.

* ``hint``: legal plays from ``hand`` that beat ``lead`` (cheapest winner first); with no
  lead, legal leads (tractors, pairs, singles, then every legal throw attempt).
* ``plan``: the trumps as maximal tractors, pairs and singles, then each plain suit as one
  lead.

>>> from desktop_app.engine.cards import Suit, parse_cards
>>> ctx = {"trump": Suit.SPADES}
>>> [" ".join(c.text for c in p) for p in hint(parse_cards("3c Ac 9h"), parse_cards("Kc"), ctx)]
['Ac']
>>> [" ".join(c.text for c in p) for p in plan(parse_cards("4c Ac 9h 9h 3d"), ctx)]
['9h 9h', 'Ac 4c', '3d']
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from ..engine.cards import Card
from ..engine.hongwu import patterns
from ..engine.hongwu.cards_order import TRUMP, CardOrder
from ..engine.hongwu.referee import lead_reading, order_of

__all__ = ["REFEREE_BUDGET", "THROW_PARTS_BUDGET", "hint", "plan"]

#: Combinations of a ruff the referee's hint looks through at most (the app's hints stop
#: much earlier: a player does not cycle through thousands of ruffs).
REFEREE_BUDGET = 100_000
#: Parts of a plain suit the referee's hint reads as throw attempts at most (a suit of
#: twelve cards in six pairs has 3**6 = 729 parts).
THROW_PARTS_BUDGET = 20_000


def hint(hand: Sequence[Card], lead: Sequence[Card] | None, ctx: Mapping[str, Any]) -> list[list[Card]]:
    order = order_of(ctx)
    if lead is None:
        leads = patterns.legal_leads(hand, order)
        leads += _throw_attempts(hand, order, {_key(p) for p in leads})
        return [list(p) for p in leads]
    # every beating follow: a throw ruffed from a 25-card hand of trumps has up to
    # C(25, 5) = 53,130 ways for five singles; the referee lists them all (within bounds)
    plays = patterns.beating_follows(hand, lead_reading(lead, order), order, limit=None, budget=REFEREE_BUDGET)
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
        index = [c.index for c in cards]  # a card's index costs a hash: once per card, not per part
        for pick in itertools.product(*(range(counts[c] + 1) for c in cards)):
            budget -= 1
            if budget < 0:
                break
            if sum(pick) < 2 or sum(1 for k in pick if k) < 2:  # one card, a pair: no throw
                continue
            part = tuple(c for c, k in zip(cards, pick, strict=True) for _ in range(k))
            reading = patterns.read(part, order)
            if reading is None or reading.type != patterns.THROW:
                continue
            if tuple(sorted(i for i, k in zip(index, pick, strict=True) for _ in range(k))) not in listed:
                out.append(part)
    out.sort(key=lambda p: -len(p))
    return out


def plan(hand: Sequence[Card], ctx: Mapping[str, Any]) -> list[list[Card]]:
    """The fewest legal leads: the trumps as maximal tractors, pairs and singles (trumps
    cannot be thrown), then each plain suit held as one lead (a throw attempt when it has
    several components: legal to lead, though it may fail at the table)."""
    order = order_of(ctx)
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
