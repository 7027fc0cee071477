"""Bidding (叫分), the trump choice (叫主) and burying the kitty (扣底) by hand strength.

The hand is judged as the dealer's: for each possible trump suit, its trumps (length, ♥5s,
jokers, 参谋, 2s, trump pairs), its plain aces and how short its plain suits are. A linear
estimate of the card points the dealer would win (fitted on self-play of the ``normal``
bots, see :data:`POINT_MODEL`) sets the highest bid the bot accepts.

>>> from desktop_app.engine.cards import Suit, parse_cards
>>> from desktop_app.ai.hongwu.tables import idx
>>> hand = idx(parse_cards("5h 5h RJ BJ 3s 3s 2s 2h As As Ks Qs Js Ts 9s 8s 7s Ah Kh Ac Kc Qc Ad Kd 4d"))
>>> choose_trump(hand)
<Suit.SPADES: 's'>
>>> estimate_points(hand, Suit.SPADES) > estimate_points(hand, Suit.DIAMONDS)
True
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from ...engine.cards import JOKERS, Suit
from ...engine.hongwu.cards_order import RED_FIVE
from .moves import class_cards_in
from .tables import NUM_CARDS, POINTS, TRUMP, Tables, counts_of, tables

__all__ = [
    "POINT_MODEL",
    "bid_ceiling",
    "choose_bury",
    "choose_trump",
    "easy_bury",
    "estimate_points",
    "features",
]

_H5 = RED_FIVE.index
_RJ = JOKERS[1].index
_BJ = JOKERS[0].index

#: Feature names of :func:`features` (the order of :data:`POINT_MODEL`).
FEATURES = ("one", "trumps", "red_fives", "big_jokers", "small_jokers", "trump_pairs", "aces", "short", "points")
#: Card points the dealer wins (kitty included) ~ weights . features (fitted offline on
#: normal-vs-normal self-play with a forced dealer; see the module docstring).
POINT_MODEL: tuple[float, ...] = (-20.8, 3.93, 6.16, 1.90, 1.15, 1.97, 3.39, 4.93, 0.20)


def features(hand: Sequence[int], suit: Suit) -> list[float]:
    """The hand's features (:data:`FEATURES`) with ``suit`` as trumps; ``hand`` as
    indices with repeats (25 cards before the kitty)."""
    t = tables(suit)
    counts = counts_of(hand)
    trumps = sum(n for i, n in enumerate(counts) if n and t.cls[i] == TRUMP)
    trump_pairs = sum(1 for i, n in enumerate(counts) if n == 2 and t.cls[i] == TRUMP)
    aces = 0
    short = 0
    for klass in range(4):
        cc = t.class_cards[klass]
        if not cc:
            continue
        if counts[cc[0]]:
            aces += counts[cc[0]]
        length = sum(counts[i] for i in cc)
        short += max(0, 3 - length)
    pts = sum(POINTS[i] for i in hand)
    return [1.0, trumps, counts[_H5], counts[_RJ], counts[_BJ], trump_pairs, aces, short, pts]


def estimate_points(hand: Sequence[int], suit: Suit) -> float:
    """Estimated card points the dealer wins with ``hand`` and ``suit`` as trumps."""
    return sum(w * f for w, f in zip(POINT_MODEL, features(hand, suit), strict=True))


def choose_trump(hand: Sequence[int]) -> Suit:
    """The suit giving the best estimate (ties: the longer trump suit, then ♠ ♥ ♣ ♦)."""
    return max(Suit, key=lambda s: (estimate_points(hand, s), features(hand, s)[1], -list(Suit).index(s)))


def bid_ceiling(hand: Sequence[int], margin: float = 0.0) -> int:
    """The highest bid (a multiple of 5; 0 = none) the hand is worth as dealer."""
    best = max(estimate_points(hand, s) for s in Suit)
    return int((best - margin) // 5 * 5)


def _bury_cost(t: Tables, counts: Sequence[int], i: int, point_weight: float) -> float:
    klass = t.cls[i]
    cost = float(t.height[i])
    if klass == TRUMP:
        cost += 100.0
    elif t.class_cards[klass] and i == t.class_cards[klass][0]:
        cost += 12.0  # an ace: a sure winner
    if counts[i] >= 2:
        cost += 4.0
    return cost + point_weight * POINTS[i]


def choose_bury(
    hand: Sequence[int],
    suit: Suit,
    kitty_double: bool = False,
    void_bonus: float = 20.0,
    point_scale: float = 1.0,
) -> list[int]:
    """The 8 cards to bury from the dealer's 33 (indices with repeats): void the short
    plain suits where that is cheap (``void_bonus`` per suit voided), then the cheapest
    plain cards (no aces, pairs or points when avoidable; ``point_scale`` weighs the
    points); trumps only when the plain cards run out."""
    t = tables(suit)
    counts = counts_of(hand)
    n_trumps = sum(n for i, n in enumerate(counts) if n and t.cls[i] == TRUMP)
    point_weight = (0.7 if n_trumps >= 16 else 1.2) * (1.5 if kitty_double else 1.0) * point_scale
    cost = {i: _bury_cost(t, counts, i, point_weight) for i in range(NUM_CARDS) if counts[i]}
    plain = [k for k in range(4) if t.class_cards[k] and any(counts[i] for i in t.class_cards[k])]
    suits = {k: class_cards_in(counts, k, t) for k in plain}
    everything = sorted((i for i in range(NUM_CARDS) for _ in range(counts[i])), key=lambda i: (cost[i], i))
    best: list[int] | None = None
    best_cost = 0.0
    for r in range(len(plain) + 1):
        for voided in combinations(plain, r):
            chosen = [i for k in voided for i in suits[k]]
            if len(chosen) > 8:
                continue
            total = sum(cost[i] for i in chosen) - void_bonus * r
            need = 8 - len(chosen)
            rest = [i for i in everything if t.cls[i] not in voided]
            extra = rest[:need]
            total += sum(cost[i] for i in extra)
            if best is None or total < best_cost:
                best, best_cost = chosen + extra, total
    assert best is not None and len(best) == 8
    return best


def easy_bury(hand: Sequence[int], suit: Suit) -> list[int]:
    """The 8 weakest of the dealer's 33 cards (indices with repeats): plain cards without
    points first, then plain cards with points, trumps last, each weakest first."""
    t = tables(suit)
    return sorted(hand, key=lambda i: (t.cls[i] == TRUMP, POINTS[i] > 0, t.strength[i], i))[:8]
