"""The 红五 card order for a given trump suit: which cards are trumps (主牌), the suit
class of every card, its strength and its level (for pairs and tractors).

Trumps, high to low: ♥5 (红五, both copies), RJ (大王), BJ (小王), 正参谋 (the 3 of the
trump suit), 副参谋 (the 3 of the other suit of the same colour), 主2 (the 2 of the trump
suit), 副2 (the 2s of the three other suits, all equal), then the trump suit A K Q J T 9 8 7
6 5 4 (without ♥5). Every other card is a plain card (副牌) of its suit: A high down to 4,
then the off-colour 3 at the bottom.

A *suit class* is one of the four suits for plain cards or :data:`TRUMP` for every trump
(trumps are one suit for following and for tractors). Within a class, *levels* count from
0 at the top; two cards on adjacent levels are adjacent for tractors (so ♥6 and ♥4 are
adjacent: ♥5 has left the suit). Only the 副2 level holds several different cards.

>>> from desktop_app.engine.cards import parse_cards
>>> order = order_for(Suit.HEARTS)
>>> [order.suit_name(c) for c in parse_cards("5h 3d 2c Ah 3s 5s")]
['trump', 'trump', 'trump', 'trump', 's', 's']
>>> " ".join(c.text for c in order.class_cards(TRUMP))
'5h RJ BJ 3h 3d 2h 2s 2c 2d Ah Kh Qh Jh Th 9h 8h 7h 6h 4h'
>>> " ".join(c.text for c in order.class_cards(SUIT_CLASS[Suit.SPADES]))
'As Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s'
>>> order.beats_card(parse_cards("2s")[0], parse_cards("2c")[0])  # 副2 are equal
False
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from ..cards import JOKERS, NATURAL_RANKS, Card, Rank, Suit, full_deck

__all__ = [
    "CLASS_NAMES",
    "PARTNER",
    "RED_FIVE",
    "SUIT_CLASS",
    "TRUMP",
    "CardOrder",
    "class_of_name",
    "order_for",
]

#: The suit class of every trump.
TRUMP = 4
#: Plain suit classes 0..3, one per suit.
SUIT_CLASS: dict[Suit, int] = {Suit.SPADES: 0, Suit.HEARTS: 1, Suit.CLUBS: 2, Suit.DIAMONDS: 3}
_SUIT_OF_CLASS = {v: k for k, v in SUIT_CLASS.items()}
#: Names of the suit classes as used in events and reason params ("trump" or a suit letter).
CLASS_NAMES: dict[int, str] = {**{v: k.value for k, v in SUIT_CLASS.items()}, TRUMP: "trump"}
#: The other suit of the same colour (for 副参谋).
PARTNER: dict[Suit, Suit] = {
    Suit.SPADES: Suit.CLUBS,
    Suit.CLUBS: Suit.SPADES,
    Suit.HEARTS: Suit.DIAMONDS,
    Suit.DIAMONDS: Suit.HEARTS,
}
#: ♥5, the highest card of the game.
RED_FIVE = Card.of(Rank.FIVE, Suit.HEARTS)

_DESCENDING = (
    Rank.ACE,
    Rank.KING,
    Rank.QUEEN,
    Rank.JACK,
    Rank.TEN,
    Rank.NINE,
    Rank.EIGHT,
    Rank.SEVEN,
    Rank.SIX,
    Rank.FIVE,
    Rank.FOUR,
)
_ALL_CARDS = full_deck()
assert len(NATURAL_RANKS) == 13


def class_of_name(name: str) -> int:
    """Inverse of :data:`CLASS_NAMES` (``"trump"`` or a suit letter)."""
    if name == "trump":
        return TRUMP
    return SUIT_CLASS[Suit.parse(name)]


class CardOrder:
    """The card order once the trump suit is known (build it with :func:`order_for`).

    Tables are indexed by ``Card.index``: ``cls`` (suit class), ``level`` (0 = top of its
    class) and ``strength`` (greater is stronger; every trump is stronger than every plain
    card; plain cards of different suits are never compared).
    """

    __slots__ = ("_levels", "cls", "level", "strength", "trump")

    def __init__(self, trump: Suit) -> None:
        self.trump = trump
        partner = PARTNER[trump]
        levels: dict[int, list[list[Card]]] = {}
        trump_levels: list[list[Card]] = [
            [RED_FIVE],
            [JOKERS[1]],
            [JOKERS[0]],
            [Card.of(Rank.THREE, trump)],
            [Card.of(Rank.THREE, partner)],
            [Card.of(Rank.TWO, trump)],
            [Card.of(Rank.TWO, s) for s in Suit if s is not trump],
        ]
        trump_levels += [[Card.of(r, trump)] for r in _DESCENDING if Card.of(r, trump) is not RED_FIVE]
        levels[TRUMP] = trump_levels
        for suit in Suit:
            if suit is trump:
                continue
            plain = [[Card.of(r, suit)] for r in _DESCENDING if Card.of(r, suit) is not RED_FIVE]
            if suit is not partner:
                plain.append([Card.of(Rank.THREE, suit)])  # the off-colour 3: bottom of its suit
            levels[SUIT_CLASS[suit]] = plain
        self._levels = levels
        self.cls = [0] * 54
        self.level = [0] * 54
        self.strength = [0] * 54
        for klass, lv in levels.items():
            base = 100 if klass == TRUMP else 0
            for i, group in enumerate(lv):
                for card in group:
                    self.cls[card.index] = klass
                    self.level[card.index] = i
                    self.strength[card.index] = base + len(lv) - 1 - i

    # ---- per card

    def suit_class(self, card: Card) -> int:
        return self.cls[card.index]

    def suit_name(self, card: Card) -> str:
        """``"trump"`` or the plain suit letter."""
        return CLASS_NAMES[self.cls[card.index]]

    def is_trump(self, card: Card) -> bool:
        return self.cls[card.index] == TRUMP

    def card_strength(self, card: Card) -> int:
        return self.strength[card.index]

    def card_level(self, card: Card) -> int:
        return self.level[card.index]

    def beats_card(self, card: Card, other: Card) -> bool:
        """Does ``card`` beat ``other`` led as a single? (Same class and stronger, or a trump
        against a plain card.)"""
        a, b = self.cls[card.index], self.cls[other.index]
        if a != b and a != TRUMP:
            return False
        return self.strength[card.index] > self.strength[other.index]

    # ---- per class

    def levels(self, klass: int) -> list[list[Card]]:
        """The cards of ``klass`` level by level, top first (a copy; empty for the trump
        suit's own plain class, which does not exist)."""
        return [list(g) for g in self._levels.get(klass, ())]

    def class_cards(self, klass: int) -> list[Card]:
        """Every distinct card of ``klass``, high to low."""
        return [c for g in self._levels.get(klass, ()) for c in g]

    def level_cards(self, klass: int, level: int) -> tuple[Card, ...]:
        return tuple(self._levels[klass][level])

    def num_levels(self, klass: int) -> int:
        return len(self._levels.get(klass, ()))

    def display_classes(self) -> list[int]:
        """Suit classes in the order a hand is shown: trumps, then ♠ ♥ ♣ ♦ without the trump
        suit."""
        return [TRUMP] + [SUIT_CLASS[s] for s in Suit if s is not self.trump]

    def sort_key(self, card: Card) -> tuple[int, int, int]:
        """Sort key for showing a hand: trumps first, strongest first within a class."""
        klass = self.cls[card.index]
        pos = 0 if klass == TRUMP else 1 + klass
        suit_rank = SUIT_CLASS[card.suit] if card.suit is not None else -1
        return (pos, -self.strength[card.index], suit_rank)

    def sort(self, cards: Iterable[Card]) -> list[Card]:
        return sorted(cards, key=self.sort_key)


@cache
def order_for(trump: Suit) -> CardOrder:
    """The (shared, read-only) card order for ``trump``."""
    return CardOrder(trump)


def _check() -> None:  # every card gets exactly one place in every order
    for suit in Suit:
        order = order_for(suit)
        seen = [c for k in range(5) for c in order.class_cards(k)]
        assert sorted(c.index for c in seen) == sorted(c.index for c in _ALL_CARDS), suit


_check()
