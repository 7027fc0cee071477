"""Cards, ranks, suits, multi-deck packs and the text notation.

The notation (``../shared/spec/README.md``): a card is ``<rank><suit>`` with ranks
``3 4 5 6 7 8 9 T J Q K A 2`` (``10`` accepted for ``T``) and suits ``s h c d`` (the
symbols ``♠ ♥ ♣ ♦`` accepted too); ``BJ`` is the small joker 小王 and ``RJ`` the big
joker 大王. Parsing is case-insensitive, tokens are separated by spaces or commas, and
formatting is canonical.

>>> format_cards(parse_cards("10h, 2S bj"))
'Th 2s BJ'
>>> parse_cards("7h 7h")[0] is parse_cards("7H")[0]
True
>>> parse_cards("7x")
Traceback (most recent call last):
...
desktop_app.engine.cards.CardParseError: not a card: '7x'
"""

from __future__ import annotations

import enum
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

__all__ = [
    "JOKERS",
    "NATURAL_RANKS",
    "Card",
    "CardParseError",
    "Rank",
    "Suit",
    "format_cards",
    "full_deck",
    "make_pack",
    "parse_card",
    "parse_cards",
    "rank_counts",
    "sort_cards",
]


class Suit(enum.Enum):
    """The four suits; the value is the notation letter."""

    SPADES = "s"  # 黑桃
    HEARTS = "h"  # 红桃
    CLUBS = "c"  # 梅花
    DIAMONDS = "d"  # 方块

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Parse a suit letter or symbol, case-insensitively."""
        suit = _SUIT_BY_TEXT.get(text.strip().lower())
        if suit is None:
            raise CardParseError(f"not a suit: {text!r}", token=text)
        return suit


_SUIT_SYMBOLS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.CLUBS: "♣", Suit.DIAMONDS: "♦"}
_SUIT_BY_TEXT = {s.value: s for s in Suit} | {sym: s for s, sym in _SUIT_SYMBOLS.items()}


class Rank(enum.IntEnum):
    """Ranks in the common climbing-game order 3 < ... < A < 2 < 小王 < 大王.

    Games with another order (红五, 原子) map these to their own strengths.
    """

    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14
    TWO = 15
    BLACK_JOKER = 16  # 小王, notation BJ
    RED_JOKER = 17  # 大王, notation RJ

    @property
    def text(self) -> str:
        """The notation of the rank (``T`` for ten, ``BJ``/``RJ`` for jokers)."""
        return _RANK_TEXT[self]

    @property
    def is_joker(self) -> bool:
        return self >= Rank.BLACK_JOKER

    @classmethod
    def parse(cls, text: str) -> Rank:
        """Parse a rank token such as ``"t"``, ``"10"``, ``"A"`` or ``"bj"``."""
        rank = _RANK_BY_TEXT.get(text.strip().upper())
        if rank is None:
            raise CardParseError(f"not a rank: {text!r}", token=text)
        return rank


_RANK_TEXT = {
    Rank.THREE: "3",
    Rank.FOUR: "4",
    Rank.FIVE: "5",
    Rank.SIX: "6",
    Rank.SEVEN: "7",
    Rank.EIGHT: "8",
    Rank.NINE: "9",
    Rank.TEN: "T",
    Rank.JACK: "J",
    Rank.QUEEN: "Q",
    Rank.KING: "K",
    Rank.ACE: "A",
    Rank.TWO: "2",
    Rank.BLACK_JOKER: "BJ",
    Rank.RED_JOKER: "RJ",
}
_RANK_BY_TEXT = {t: r for r, t in _RANK_TEXT.items()} | {"10": Rank.TEN}

#: The thirteen suited ranks, low to high in the common order (3..A, 2).
NATURAL_RANKS: tuple[Rank, ...] = tuple(r for r in Rank if not r.is_joker)


class CardParseError(ValueError):
    """A card token (or suit or rank) that does not parse; ``token`` names it."""

    def __init__(self, message: str, token: str = "") -> None:
        super().__init__(message)
        self.token = token


@dataclass(frozen=True, slots=True)
class Card:
    """One card. Jokers have ``suit`` None. Instances are interned: use :func:`parse_card`
    or :meth:`of` and compare with ``==`` (identity also holds)."""

    rank: Rank
    suit: Suit | None

    @staticmethod
    def of(rank: Rank, suit: Suit | None = None) -> Card:
        """The interned card of that rank and suit."""
        try:
            return _CARDS[(rank, suit)]
        except KeyError:
            raise CardParseError(f"no such card: {rank!r} {suit!r}") from None

    @property
    def is_joker(self) -> bool:
        return self.suit is None

    @property
    def text(self) -> str:
        return _RANK_TEXT[self.rank] + (self.suit.value if self.suit else "")

    @property
    def index(self) -> int:
        """0..53: suited cards by rank then suit, then BJ (52) and RJ (53)."""
        return _INDEX[self]

    def __str__(self) -> str:
        return self.text

    def __reduce__(self) -> tuple[object, tuple[Rank, Suit | None]]:
        return (Card.of, (self.rank, self.suit))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    def __repr__(self) -> str:
        return f"Card({self.text})"

    def __hash__(self) -> int:
        # the very value the dataclass would compute, hash((rank, suit)), looked up for
        # the 54 interned cards (the enums hash in Python code: three calls per card
        # otherwise, and cards are hashed at every Counter, set and sort of a hand)
        h = _HASHES.get(id(self))
        return h if h is not None else hash((self.rank, self.suit))


_CARDS: dict[tuple[Rank, Suit | None], Card] = {}
for _r in NATURAL_RANKS:
    for _s in Suit:
        _CARDS[(_r, _s)] = Card(_r, _s)
_CARDS[(Rank.BLACK_JOKER, None)] = Card(Rank.BLACK_JOKER, None)
_CARDS[(Rank.RED_JOKER, None)] = Card(Rank.RED_JOKER, None)
#: id of an interned card -> its hash (interned cards live as long as the module, so an
#: id here never belongs to anything else)
_HASHES: dict[int, int] = {id(c): hash((c.rank, c.suit)) for c in _CARDS.values()}
_INDEX = {c: i for i, c in enumerate(_CARDS.values())}
_BY_TEXT: dict[str, Card] = {}
for _c in _CARDS.values():
    _BY_TEXT[_c.text.upper()] = _c
    if _c.suit is not None:
        _BY_TEXT[_c.rank.text + _c.suit.symbol] = _c
        if _c.rank is Rank.TEN:
            _BY_TEXT["10" + _c.suit.value.upper()] = _c
            _BY_TEXT["10" + _c.suit.symbol] = _c

JOKERS: tuple[Card, Card] = (_CARDS[(Rank.BLACK_JOKER, None)], _CARDS[(Rank.RED_JOKER, None)])

_SEPARATORS = re.compile(r"[\s,]+")


def parse_card(token: str) -> Card:
    """Parse one card token, case-insensitively.

    >>> parse_card("10♥"), parse_card("rj")
    (Card(Th), Card(RJ))
    """
    card = _BY_TEXT.get(token.strip().upper())
    if card is None:
        raise CardParseError(f"not a card: {token!r}", token=token)
    return card


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Parse a card set given as text (or as an iterable of tokens), keeping order and
    repeats. An empty text is an empty list. A bad token raises :class:`CardParseError`
    naming it."""
    if isinstance(text, str):
        tokens = [t for t in _SEPARATORS.split(text) if t]
    else:
        tokens = list(text)
        for t in tokens:
            if not isinstance(t, str):
                raise CardParseError(f"not a card: {t!r}", token=repr(t))
    return [parse_card(t) for t in tokens]


def format_cards(cards: Iterable[Card]) -> str:
    """Canonical notation, space separated, in the given order."""
    return " ".join(c.text for c in cards)


def full_deck(jokers: bool = True) -> list[Card]:
    """One deck in index order: 52 suited cards, then BJ and RJ when ``jokers``."""
    cards = [c for c in _CARDS.values() if not c.is_joker]
    if jokers:
        cards.extend(JOKERS)
    return cards


def make_pack(decks: int, jokers: bool = True) -> list[Card]:
    """``decks`` full decks together (unshuffled)."""
    if decks < 1:
        raise ValueError("a pack needs at least one deck")
    return full_deck(jokers) * decks


def rank_counts(cards: Iterable[Card]) -> Counter[Rank]:
    """How many cards of each rank."""
    return Counter(c.rank for c in cards)


_SUIT_ORDER = {Suit.SPADES: 0, Suit.HEARTS: 1, Suit.CLUBS: 2, Suit.DIAMONDS: 3, None: 4}


def _sort_key(c: Card) -> tuple[Rank, int]:
    return (c.rank, _SUIT_ORDER[c.suit])


#: Each card's place in :func:`sort_cards`' order (one look-up per card instead of a key
#: tuple made and compared: views sort every hand each time they are made).
_SORT_PLACE: dict[Card, int] = {c: i for i, c in enumerate(sorted(_CARDS.values(), key=_sort_key))}


def sort_cards(cards: Sequence[Card] | Iterable[Card], descending: bool = False) -> list[Card]:
    """Sort by the common rank order, then suit (♠ ♥ ♣ ♦)."""
    return sorted(cards, key=_SORT_PLACE.__getitem__, reverse=descending)
