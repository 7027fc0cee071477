"""The 原子 ``hint`` and ``plan`` ops of the referee (rules: :mod:`desktop_app.engine.yuanzi.referee`).

Cards reach them checked against the pack (three decks, at most 41 cards).

>>> from desktop_app.engine.cards import Rank, parse_cards
>>> ctx = {"dao": Rank.NINE}
>>> [" ".join(c.text for c in p) for p in plan(parse_cards("3s 3h RJ 9s 9s 9s Kd"), ctx)]
['3s 3h RJ', 'Kd', '9s 9s 9s']
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..engine.cards import Card, Rank
from ..engine.yuanzi.patterns import Reading, plays, readings, sort_hand
from ..engine.yuanzi.referee import dao_of, lead_reading

__all__ = ["HINT_LIMIT", "hint", "hint_plays", "plan", "plan_hand"]

#: Hint enumeration stops after this many plays (a safety bound for huge hands).
HINT_LIMIT = 50_000


def _hint_key(hand_counts: Mapping[Rank, int], cards: tuple[Card, ...], dao: Rank) -> tuple[Any, ...]:
    best = readings(cards, dao)[0]
    jokers = sum(1 for c in cards if c.is_joker)
    naturals = len(cards) - jokers
    rank = cards[0].rank if naturals else None
    breaks = rank is not None and hand_counts[rank] > naturals
    return (best.tier, jokers > 0, best.key, breaks, -len(cards), jokers, tuple(c.index for c in cards))


def hint_plays(hand: Sequence[Card], dao: Rank, top: Reading | None) -> list[tuple[Card, ...]]:
    """Every distinct play from ``hand`` beating ``top`` (any lead when None), best first:
    the cheapest tier first (normal groups, 刀 groups, bombs, 刀 bombs, atoms, hydrogen
    bombs), plays without jokers before plays with, weaker before stronger, whole groups
    before split ones."""
    found = plays(hand, dao, top, HINT_LIMIT)
    counts: dict[Rank, int] = {}
    for c in hand:
        if not c.is_joker:
            counts[c.rank] = counts.get(c.rank, 0) + 1
    cards = [c for c, _ in found]
    cards.sort(key=lambda p: _hint_key(counts, p, dao))
    return cards


def hint(hand: Sequence[Card], lead: Sequence[Card] | None, ctx: Mapping[str, Any]) -> list[list[Card]]:
    dao = dao_of(ctx)
    top = None if lead is None else lead_reading(lead, dao, None)
    return [list(p) for p in hint_plays(hand, dao, top)]


def plan_hand(hand: Sequence[Card], dao: Rank) -> list[list[Card]]:
    """A partition of ``hand`` into the fewest legal plays: one group per rank (any number
    of cards of one rank is a play), the jokers joining a non-刀 group (preferring one
    that is not an exact atom or hydrogen bomb, then the largest), or forming their own
    group when every natural card is a 刀 card. Optimal and linear in the hand size."""
    groups: dict[Rank, list[Card]] = {}
    jokers: list[Card] = []
    for c in sort_hand(hand, dao):
        if c.is_joker:
            jokers.append(c)
        else:
            groups.setdefault(c.rank, []).append(c)
    out = [*groups.values()]
    if jokers:
        candidates = [r for r in groups if r is not dao]
        if candidates:

            def cost(r: Rank) -> tuple[int, int, int]:
                special = readings(groups[r], dao)[0].type in ("atom", "hydrogen")
                return (int(special), -len(groups[r]), int(r))

            groups[min(candidates, key=cost)].extend(jokers)
        else:
            out.append(jokers)

    def order(p: list[Card]) -> tuple[int, tuple[int, ...]]:
        r = readings(p, dao)[0]
        return (r.tier, r.key)

    out.sort(key=order)
    return out


def plan(hand: Sequence[Card], ctx: Mapping[str, Any]) -> list[list[Card]]:
    return plan_hand(hand, dao_of(ctx))
