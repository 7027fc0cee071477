"""The easy 原子 (yuanzi) policy, and the weights of the normal one.

The easy policy works on a :class:`~.situation.Situation` (the seat's own knowledge) and
returns a :class:`~.model.Play` or None for a pass. It plays simply: it leads its
weakest whole group, follows with the cheapest plain play that beats (never breaking a
bomb for it), bombs only a trick holding many points, and never beats its partner.

The normal policy runs on rank counts in :mod:`.sim` (so that the expert's playouts
replay it exactly); :class:`Params` holds its weights.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.yuanzi.patterns import TIER_BOMB, TIER_DAO_BASIC, TIER_DAO_BOMB
from .model import Counts, Play, Power, _power_jokers, _power_natural, _take, beats_power
from .planner import units, wild_jokers
from .situation import Situation

__all__ = ["MATE_POINTS", "NORMAL", "Params", "easy_decide"]


@dataclass(frozen=True, slots=True)
class Params:
    """Weights of the normal policy."""

    unit: float = 0.55  # one group fewer to play
    point: float = 0.025  # one point won (a K is 10 points)
    lead: float = 0.25  # taking the lead
    joker: float = 0.2  # a spare joker
    bomb_will: float = 0.35  # how readily opponents bomb an ordinary trick
    bomb_will_per_point: float = 0.02
    threat: float = 0.6  # urgency when an opponent is about to go out
    feed: int = 2  # feed a partner holding at most this many cards


NORMAL = Params()

#: A partner's winning play is overtaken only when the trick holds this many points.
MATE_POINTS = 20


def _make(ri: int, take: tuple[int, int, int, int], rj: int, bj: int, dao_ri: int, top: Power | None) -> Play | None:
    rs = _power_natural(ri, dao_ri, take, rj + bj) if ri >= 0 else _power_jokers(rj, bj)
    for typ, pw in rs:
        if top is None or beats_power(pw, top):
            return Play(ri, take, rj, bj, typ, pw)
    return None


def _whole_hand(hand: Counts, dao_ri: int, top: Power | None) -> Play | None:
    """The whole hand as one play, if it is one and may be played now."""
    ranks = [ri for ri in range(13) if any(hand.suits[ri])]
    if len(ranks) > 1:
        return None
    if not ranks:
        return _make(-1, (0, 0, 0, 0), hand.rj, hand.bj, dao_ri, top) if hand.rj + hand.bj else None
    ri = ranks[0]
    if ri == dao_ri and hand.rj + hand.bj:
        return None
    s = hand.suits[ri]
    return _make(ri, (s[0], s[1], s[2], s[3]), hand.rj, hand.bj, dao_ri, top)


def _options(sit: Situation, top: Power) -> list[Play]:
    """The plays worth considering against ``top``: whole units, plain groups split to
    the needed size, groups completed or grown with spare jokers, the smallest bomb of a
    rank that beats."""
    hand, dao_ri = sit.hand, sit.dao_ri
    out: dict[tuple[int, tuple[int, int, int, int], int, int], Play] = {}
    wrj, wbj = wild_jokers(hand)

    def add(ri: int, take: tuple[int, int, int, int], rj: int, bj: int) -> None:
        k = (ri, take, rj, bj)
        if k in out:
            return
        p = _make(ri, take, rj, bj, dao_ri, top)
        if p is not None:
            out[k] = p

    for u in units(hand, dao_ri):
        add(u.ri, u.take, u.rj, u.bj)
    tier = top[0]
    need_sizes: list[int] = []
    if tier <= TIER_DAO_BASIC:
        need_sizes.append(top[1])
    if tier <= TIER_BOMB or tier == TIER_DAO_BOMB:
        need_sizes.append(0)  # "the smallest bomb that beats"
    for ri in range(13):
        s = hand.suits[ri]
        c = s[0] + s[1] + s[2] + s[3]
        if not c:
            continue
        jk = 0 if ri == dao_ri else wrj + wbj
        has_h = c >= 8 and min(s) >= 2
        for w in need_sizes:
            if w:  # a plain group of w cards
                if c >= w:
                    t = _take(s, w, has_h)
                    if t is not None:
                        add(ri, (t[0], t[1], t[2], t[3]), 0, 0)
                elif c + jk >= w:
                    j = w - c
                    b = min(wbj, j)
                    add(ri, (s[0], s[1], s[2], s[3]), j - b, b)
            else:  # the smallest bomb of this rank beating top, jokers last
                for n in range(4, c + jk + 1):
                    k = min(c, n)
                    j = n - k
                    t = _take(s, k, has_h)
                    if t is None:
                        break
                    b = min(wbj, j)
                    p = _make(ri, (t[0], t[1], t[2], t[3]), j - b, b, dao_ri, top)
                    if p is not None and p.power[0] in (TIER_BOMB, TIER_DAO_BOMB):
                        out[(ri, p.take, p.rj, p.bj)] = p
                        break
    return list(out.values())


# --------------------------------------------------------------------------- easy


def easy_decide(sit: Situation) -> Play | None:
    """The easy policy's choice (None: pass)."""
    hand, top, dao_ri = sit.hand, sit.top, sit.dao_ri
    whole = _whole_hand(hand, dao_ri, top)
    if whole is not None:
        return whole
    if top is None:
        us = units(hand, dao_ri)
        if not us:
            wrj, wbj = wild_jokers(hand)
            p = _make(-1, (0, 0, 0, 0), wrj, wbj, dao_ri, None)
            assert p is not None
            return p
        return min(us, key=lambda u: (u.power[0], u.power[2], -u.power[1]))
    if sit.top_seat == sit.partner:
        return None
    plain: list[Play] = []
    bombs: list[Play] = []
    for p in _options(sit, top):
        if p.power[0] <= TIER_DAO_BASIC:
            # never break a bomb group for a plain play
            if p.ri >= 0 and sum(hand.suits[p.ri]) >= 4:
                continue
            plain.append(p)
        else:
            bombs.append(p)
    if plain:
        return min(plain, key=lambda p: (p.power[0], p.power[2], p.jokers))
    if bombs and sit.table_points >= 20:
        return min(bombs, key=lambda p: (p.power[0], p.power[2]))
    return None
