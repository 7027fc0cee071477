"""The 原子 (yuanzi) hand planner: the whole hand split into the fewest legal plays.

Every play is a group of one rank (jokers standing in, never beside 刀 cards), and any
number of cards of one rank is a play. So a hand needs at least one play per natural rank
it holds, plus one for the jokers when they cannot join a group (every natural card is a
刀 card, or there are none); one group per rank with the jokers joining a non-刀 group
reaches that bound. The plan is therefore exact, in time linear in the hand, whatever its
size. Among the minimal plans it keeps exact atoms and hydrogen bombs intact when the
jokers have another home, and puts the jokers on the largest group (the strongest bomb).

The :func:`units` split is the bots' strategic view of a hand: hydrogen bombs and atoms
kept apart from the rest of their rank (more plays, but stronger ones).

>>> from desktop_app.engine.cards import Rank, parse_cards
>>> from desktop_app.ai.yuanzi.model import Counts, format_play
>>> [format_play(p) for p in plan_plays(Counts.from_cards(parse_cards("3s 3h RJ 9s 9s 9s Kd")), Rank.NINE)]
['3s 3h RJ', 'Kd', '9s 9s 9s']
"""

from __future__ import annotations

from ...engine.cards import Rank
from .model import Counts, Play, _power_jokers, _power_natural

__all__ = ["plan_plays", "units", "wild_jokers"]


def _play(ri: int, take: tuple[int, int, int, int], rj: int, bj: int, dao_ri: int) -> Play:
    rs = _power_natural(ri, dao_ri, take, rj + bj) if ri >= 0 else _power_jokers(rj, bj)
    typ, pw = rs[0]
    return Play(ri, take, rj, bj, typ, pw)


def plan_plays(hand: Counts, dao: Rank) -> list[Play]:
    """A partition of ``hand`` into the fewest legal plays (each read as a lead), weakest
    first."""
    dao_ri = int(dao) - 3
    groups: list[tuple[int, tuple[int, int, int, int]]] = []
    for ri, s in enumerate(hand.suits):
        if s[0] + s[1] + s[2] + s[3]:
            groups.append((ri, (s[0], s[1], s[2], s[3])))
    home = -1
    if hand.rj + hand.bj:
        best: tuple[int, int, int] | None = None
        for ri, take in groups:
            if ri == dao_ri:
                continue
            special = _power_natural(ri, dao_ri, take, 0)[0][0] in ("atom", "hydrogen")
            key = (int(special), -sum(take), ri)
            if best is None or key < best:
                best, home = key, ri
    out: list[Play] = []
    for ri, take in groups:
        if ri == home:
            out.append(_play(ri, take, hand.rj, hand.bj, dao_ri))
        else:
            out.append(_play(ri, take, 0, 0, dao_ri))
    if home < 0 and hand.rj + hand.bj:
        out.append(_play(-1, (0, 0, 0, 0), hand.rj, hand.bj, dao_ri))
    out.sort(key=lambda p: (p.power[0], p.power[2], p.power[1]))
    return out


def units(hand: Counts, dao_ri: int) -> list[Play]:
    """The strategic units of ``hand``: per rank a hydrogen bomb (when the rank holds two
    of every suit and eight or more cards), exact atoms, and the rest of the rank as one
    group; the 王原子 (three big or three small jokers). Spare jokers are left out (see
    :func:`wild_jokers`)."""
    out: list[Play] = []
    for ri in range(13):
        s = hand.suits[ri]
        c = s[0] + s[1] + s[2] + s[3]
        if not c:
            continue
        if c >= 8 and s[0] >= 2 and s[1] >= 2 and s[2] >= 2 and s[3] >= 2:
            out.append(_play(ri, (2, 2, 2, 2), 0, 0, dao_ri))
            rest = (s[0] - 2, s[1] - 2, s[2] - 2, s[3] - 2)
        else:
            rest_l = [s[0], s[1], s[2], s[3]]
            for si in range(4):
                if s[si] == 3:
                    t = [0, 0, 0, 0]
                    t[si] = 3
                    out.append(_play(ri, (t[0], t[1], t[2], t[3]), 0, 0, dao_ri))
                    rest_l[si] = 0
            rest = (rest_l[0], rest_l[1], rest_l[2], rest_l[3])
        if rest[0] + rest[1] + rest[2] + rest[3]:
            out.append(_play(ri, rest, 0, 0, dao_ri))
    if hand.rj == 3:
        out.append(_play(-1, (0, 0, 0, 0), 3, 0, dao_ri))
    if hand.bj == 3:
        out.append(_play(-1, (0, 0, 0, 0), 0, 3, dao_ri))
    return out


def wild_jokers(hand: Counts) -> tuple[int, int]:
    """The jokers that are not part of a 王原子: (red, black)."""
    return (0 if hand.rj == 3 else hand.rj, 0 if hand.bj == 3 else hand.bj)
