"""红五 points and settlement.

Card points (牌分): every 5 is worth 5, every 10 and every K 10; two decks hold 200.
The dealer's final score (庄家得分) is the card points the dealer won (kitty included when
the dealer's side takes it), less the bid, less the red-five deduction. It falls into one
of the seed's six bands, which decide how many base units each 闲家 wins or pays; the
dealer pays or wins three times that (the settlement is zero-sum).

>>> from desktop_app.engine.cards import parse_cards
>>> card_points(parse_cards("5h Th Kd 2s"))
25
>>> [band(s) for s in (-70, -69, -30, -29, -1, 0, 29, 30, 69, 70)]
[-3, -2, -2, -1, -1, 1, 1, 2, 2, 3]
>>> settle(dealer_score(95, 120, red_fives=1, penalty=10), base=2)   # 95 - 120 - 10 = -35
(-12, 4)
"""

from __future__ import annotations

from collections.abc import Iterable

from ..cards import Card, Rank

__all__ = [
    "ABANDON_UNITS",
    "BANDS",
    "KITTY_MULTIPLIER",
    "TOTAL_POINTS",
    "band",
    "card_points",
    "card_value",
    "dealer_score",
    "settle",
]

#: Card points in two decks.
TOTAL_POINTS = 200
#: Kitty multiplier under the ``kitty_double`` option.
KITTY_MULTIPLIER = 2
#: Base units the seat that abandons pays (the worst band's dealer loss: 9); each other
#: seat receives a third of it.
ABANDON_UNITS = 9

_VALUES = {Rank.FIVE: 5, Rank.TEN: 10, Rank.KING: 10}

#: The six bands: (lowest dealer score in the band or None, highest or None, units). The
#: dealer receives ``3 * units * base`` and each 闲家 ``-units * base``.
BANDS: tuple[tuple[int | None, int | None, int], ...] = (
    (None, -70, -3),  # <= -70
    (-69, -30, -2),  # (-70, -30]
    (-29, -1, -1),  # (-30, 0)
    (0, 29, 1),  # [0, 30)
    (30, 69, 2),  # [30, 70)
    (70, None, 3),  # >= 70
)


def card_value(card: Card) -> int:
    """Points of one card: 5 -> 5, 10 and K -> 10, else 0."""
    return _VALUES.get(card.rank, 0)


def card_points(cards: Iterable[Card]) -> int:
    return sum(_VALUES.get(c.rank, 0) for c in cards)


def dealer_score(dealer_points: int, bid: int, red_fives: int = 0, penalty: int = 0) -> int:
    """庄家得分 = points won by the dealer - bid - ``penalty`` per ♥5 captured by the 闲家."""
    return dealer_points - bid - red_fives * penalty


def band(score: int) -> int:
    """The band of a dealer score as signed units: -3 (<= -70), -2 (-70, -30], -1 (-30, 0),
    1 [0, 30), 2 [30, 70), 3 (>= 70). Scores need not be multiples of 5 (the red-five
    deduction is free), so the bands are tested on exact integers."""
    if score <= -70:
        return -3
    if score <= -30:
        return -2
    if score < 0:
        return -1
    if score < 30:
        return 1
    if score < 70:
        return 2
    return 3


def settle(score: int, base: int = 1) -> tuple[int, int]:
    """(dealer's change, each 闲家's change) for a dealer score, ``base`` being the room's
    base score."""
    units = band(score)
    return 3 * units * base, -units * base
