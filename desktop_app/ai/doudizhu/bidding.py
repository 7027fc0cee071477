"""叫地主 / 抢地主 / 明牌 decisions of the 斗地主 bots, by hand strength.

:func:`hand_strength` scores a hand the way players count it: jokers, 2s and bombs are
controls (each worth about a trick won back), and a hand that splits into few plays is
worth more than a ragged one.

>>> from desktop_app.engine.cards import parse_cards
>>> from desktop_app.engine.doudizhu.patterns import counts_of
>>> strong = counts_of(parse_cards("BJ RJ 2s 2h 2d As Ah Ks Kh Kd Kc 9s 8s 7s 6s 5s 3s"))
>>> weak = counts_of(parse_cards("3s 3h 4s 5h 6d 7s 8h 9c Ts Jd Qs 4h 5d 6c 8s 9h Jc"))
>>> hand_strength(strong) > CALL_AT["normal"] > hand_strength(weak)
True
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.doudizhu.game import DoudizhuView
from ...engine.doudizhu.patterns import ACE, BJ, RJ, TWO, counts_of
from .planner import plan_size

__all__ = ["CALL_AT", "GRAB_AT", "SHOW_AT", "call_decision", "grab_decision", "hand_strength", "show_decision"]

#: Strength needed to call (叫地主), to grab (抢地主) and, for the landlord, to show (明牌).
#: (Calibrated on normal-policy playouts: the landlord wins about half the deals from a
#: strength of 3.5, two thirds from 7.)
CALL_AT = {"easy": 8.0, "normal": 4.0, "expert": 4.0}
GRAB_AT = {"easy": 99.0, "normal": 6.5, "expert": 6.5}
SHOW_AT = {"easy": 99.0, "normal": 16.0, "expert": 16.0}


def hand_strength(hand: Sequence[int]) -> float:
    """Controls (jokers, 2s, aces, bombs) plus a bonus for a hand that splits into few
    plays; from about 4 a 17-card hand is worth calling."""
    s = 0.0
    if hand[BJ] and hand[RJ]:
        s += 8.0
    else:
        s += 4.0 * hand[RJ] + 3.0 * hand[BJ]
    s += 2.0 * hand[TWO] + 0.5 * hand[ACE]
    for r in range(TWO):
        if hand[r] == 4:
            s += 6.0
    cards = sum(hand)
    plays = plan_size(hand)
    # about one play for every three cards is ordinary
    s += 0.8 * (cards / 3.0 - plays)
    return s


def call_decision(view: DoudizhuView, level: str) -> bool:
    return hand_strength(counts_of(view.hand)) >= CALL_AT.get(level, 7.0)


def grab_decision(view: DoudizhuView, level: str) -> bool:
    return hand_strength(counts_of(view.hand)) >= GRAB_AT.get(level, 9.0)


def show_decision(view: DoudizhuView, level: str) -> bool:
    """明牌: never before the deal (blind, x4); after the bottom cards only with a hand
    that cannot lose in practice."""
    if view.phase != "show" or view.landlord != view.seat:
        return False
    hand = counts_of(view.hand)
    return hand_strength(hand) >= SHOW_AT.get(level, 99.0) and plan_size(hand) <= 3
