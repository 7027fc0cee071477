"""Hints for 原子 (yuanzi): every distinct legal play now, best suggestion first.

One entry per distinct body (type, rank, size, 刀, atom suit), with the cheapest cards
for it: no exact atom, hydrogen bomb or joker spent when other cards give the same body.
The order puts cheap plays first:

0. a whole group of the hand that is a plain single / pair / triple;
1. a plain single / pair / triple split from a small group or completed with jokers;
2. a whole 刀 single / pair / triple, 3. one split from a small 刀 group;
4. a single / pair / triple taken from a bomb, an atom or a hydrogen bomb;
5. normal bombs (whole groups, or grown with spare jokers), 6. split ones;
7. 刀 bombs, 8. atoms, 9. hydrogen bombs.

Within a class weaker plays come first; for a lead, groups without points (5, 10, K)
come before groups with points.

>>> from desktop_app.engine.cards import Rank, parse_cards
>>> from desktop_app.ai.yuanzi.model import Counts, format_play
>>> hand = Counts.from_cards(parse_cards("4h 4d 6s 6s 6s 6c 8h 9c 9d 9h 9s"))
>>> [format_play(p) for p in ordered_plays(hand, Rank.NINE, None)][:4]
['4h 4d', '6c', '8h', '4h']
"""

from __future__ import annotations

from ...engine.cards import Rank
from ...engine.yuanzi.patterns import TIER_ATOM, TIER_BASIC, TIER_BOMB, TIER_DAO_BASIC, TIER_DAO_BOMB, TIER_HYDROGEN
from .model import Counts, Play, Power, candidates
from .planner import units

__all__ = ["hint_class", "ordered_plays"]


def hint_class(p: Play, unit_takes: dict[int, list[tuple[int, int, int, int]]], hand: Counts) -> tuple[int, int]:
    """(class, split) of a play: see the module docstring; ``split`` is 1 when the play
    breaks a group of the hand (or spends jokers) and 0 when it plays a whole unit."""
    tier = p.power[0]
    takes = unit_takes.get(p.ri, []) if p.ri >= 0 else []
    if p.ri >= 0:
        whole = p.take in takes and not p.jokers
        grown = p.take in takes and p.jokers > 0
    else:
        whole = (p.rj == 3 and hand.rj == 3 and not p.bj) or (p.bj == 3 and hand.bj == 3 and not p.rj)
        grown = False
    split = 0 if whole else 1
    # the play takes cards of an atom / hydrogen unit, or of a rest group of 4+ cards
    from_big = False
    if p.ri >= 0 and not whole and not grown:
        s = hand.suits[p.ri]
        for t in takes:
            size = t[0] + t[1] + t[2] + t[3]
            special = (size == 3 and 3 in t) or (t == (2, 2, 2, 2) and sum(s) >= 8)
            if (size >= 4 or special) and any(p.take[i] and t[i] for i in range(4)):
                from_big = True
    if tier == TIER_BASIC:
        return (4 if from_big else 0 if whole else 1, split)
    if tier == TIER_DAO_BASIC:
        return (4 if from_big else 2 if whole else 3, split)
    if tier == TIER_BOMB:
        return (6 if from_big else 5, 0 if (whole or grown) else 1)
    if tier == TIER_DAO_BOMB:
        return (7, split)
    if tier == TIER_ATOM:
        return (8, split)
    assert tier == TIER_HYDROGEN
    return (9, split)


def ordered_plays(hand: Counts, dao: Rank, top: Power | None) -> list[Play]:
    """Every distinct play (one per body, cheapest cards) beating ``top`` (any lead when
    None), best suggestion first."""
    found = candidates(hand, dao, top)
    if not found:
        return []
    dao_ri = int(dao) - 3
    unit_takes: dict[int, list[tuple[int, int, int, int]]] = {}
    for u in units(hand, dao_ri):
        if u.ri >= 0:
            unit_takes.setdefault(u.ri, []).append(u.take)
    lead = top is None

    def key(p: Play) -> tuple[int, ...]:
        cls, split = hint_class(p, unit_takes, hand)
        pts = 1 if lead and p.points() else 0
        return (cls, split, pts, p.power[2], -p.power[1] if lead else p.power[1], p.jokers, p.rj)

    found.sort(key=key)
    return found
