"""The 红五 hand planner: the hand split into as few leads as possible that can each be
played whole.

Trumps can never be thrown, so they split into their maximal tractors, then pairs, then
singles; that split is the smallest (every pair belongs to one maximal chain of
neighbouring pairs; further 副2 pairs cannot join a chain). A plain suit could be led as
one throw, but a throw that another player can beat fails and plays only its failing
part, so the planner groups into one throw exactly the parts of a suit that nobody can
beat given the cards the seat has seen (its boss parts); the other parts stay separate
leads. Within those rules the split is exact for any hand size (it is linear in the hand).

>>> from desktop_app.engine.cards import Suit, parse_cards
>>> from .tables import cards_of, counts_of, idx, tables
>>> t = tables(Suit.SPADES)
>>> hand = counts_of(idx(parse_cards("RJ RJ BJ BJ 9s Ah Ah Kh 7h 4d")))
>>> def unseen(i):  # everything else unseen, as at the deal
...     return 2 - hand[i]
>>> [" ".join(c.text for c in cards_of(g)) for g in plan_groups(hand, t, unseen)]
['RJ RJ BJ BJ', '9s', 'Ah Ah Kh', '7h', '4d']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .moves import hand_components, is_boss
from .tables import TRUMP, Tables

__all__ = ["plan_groups"]


def plan_groups(hand: Sequence[int], t: Tables, unseen: Callable[[int], int]) -> list[tuple[int, ...]]:
    """The planned groups (card indices, high to low within a group), trumps first, then
    the plain suits in the hand's display order."""
    by_class = dict(hand_components(hand, t))
    out: list[tuple[int, ...]] = []
    for klass in [TRUMP, *range(4)]:
        comps = by_class.get(klass)
        if not comps:
            continue
        if klass == TRUMP:
            out.extend(c.cards for c in comps)
            continue
        bosses = [c for c in comps if is_boss(c, klass, unseen, t)]
        rest = [c for c in comps if c not in bosses]
        if len(bosses) >= 2:
            cards = sorted((i for c in bosses for i in c.cards), key=lambda i: -t.strength[i])
            out.append(tuple(cards))
        else:
            rest = comps
        out.extend(c.cards for c in rest)
    return out
