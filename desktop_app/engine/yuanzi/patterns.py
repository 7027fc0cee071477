"""原子 (yuanzi) combinations: recognise, compare and enumerate.

Every combination is a group of one rank (jokers standing in, never beside 刀 cards):

========== =========================================================== ===========
type id    cards                                                       tier
========== =========================================================== ===========
single     any one card (a joker on its own is a 3)                    basic
pair       two cards of one rank (jokers stand in; two jokers = 3s)    basic
triple     三同张: three cards of one rank (jokers stand in)            basic
bomb       炸弹: four or more cards of one rank (jokers stand in)       bomb
atom       原子: three identical cards (3 RJ 大王原子, 3 BJ 小王原子)     atom
hydrogen   氢弹: eight cards of one rank, two of each suit, no jokers  hydrogen
========== =========================================================== ===========

A group made only of 刀 cards (the 刀 rank of the half) is a 刀 group: a 刀 single, pair
or triple beats every other single, pair or triple and only 刀 bombs, atoms and hydrogen
bombs beat it; a 刀 bomb beats every normal bomb.

>>> from desktop_app.engine.cards import Rank, parse_cards
>>> [r.type for r in readings(parse_cards("7s 7s 7s"), Rank.NINE)]
['atom', 'triple']
>>> readings(parse_cards("RJ BJ"), Rank.NINE)[0].describe()
'the pair of 3s'
>>> readings(parse_cards("9h RJ"), Rank.NINE)
[]
>>> bomb = readings(parse_cards("5s 5h 5d 5c"), Rank.NINE)[0]
>>> dao_single = readings(parse_cards("9h"), Rank.NINE)[0]
>>> beats(bomb, dao_single), dao_single.describe()
(False, 'the dao single 9')
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from ..cards import Card, Rank, Suit

__all__ = [
    "POINTS_PER_HALF",
    "TIER_ATOM",
    "TIER_BASIC",
    "TIER_BOMB",
    "TIER_DAO_BASIC",
    "TIER_DAO_BOMB",
    "TIER_HYDROGEN",
    "TYPE_IDS",
    "Reading",
    "beating_reading",
    "beats",
    "card_points",
    "plays",
    "points",
    "read",
    "readings",
    "refusal",
    "sort_hand",
    "sort_key",
]

#: Type ids, weakest family first (the referee vocabulary).
TYPE_IDS: tuple[str, ...] = ("single", "pair", "triple", "bomb", "atom", "hydrogen")

# Ladder tiers, low to high. A play of a higher tier beats a lower one except that normal
# bombs do not beat 刀 groups and a 刀 group beats only the normal group of its own type.
TIER_BASIC = 0  # single / pair / triple
TIER_DAO_BASIC = 1  # 刀 single / pair / triple
TIER_BOMB = 2  # normal bomb 炸弹
TIER_DAO_BOMB = 3  # 刀 bomb
TIER_ATOM = 4  # 原子 (刀原子, 王原子 included)
TIER_HYDROGEN = 5  # 氢弹 (刀氢弹 included)

#: Points in one half (three decks: 12 fives, 12 tens, 12 kings).
POINTS_PER_HALF = 300

_BASIC_TYPES = {1: "single", 2: "pair", 3: "triple"}
_SIZE_WORDS = {4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten"}
# Suit order for atoms: ♠ > ♥ > ♣ > ♦.
_SUIT_STRENGTH = {Suit.SPADES: 3, Suit.HEARTS: 2, Suit.CLUBS: 1, Suit.DIAMONDS: 0}
_SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
_RJ = Card.of(Rank.RED_JOKER)
_BJ = Card.of(Rank.BLACK_JOKER)
_POINTS = {Rank.FIVE: 5, Rank.TEN: 10, Rank.KING: 10}


def card_points(card: Card) -> int:
    """5 for a five, 10 for a ten or a king, else 0."""
    return _POINTS.get(card.rank, 0)


def points(cards: Iterable[Card]) -> int:
    """The points (分) in ``cards``.

    >>> from desktop_app.engine.cards import parse_cards
    >>> points(parse_cards("5s Th Kd 3c RJ"))
    25
    """
    return sum(_POINTS.get(c.rank, 0) for c in cards)


@dataclass(frozen=True, slots=True)
class Reading:
    """One reading of a set of cards.

    ``rank`` is the rank the group stands for: the natural rank, THREE for a group made
    only of jokers, RED_JOKER / BLACK_JOKER for 王原子. ``dao`` marks a 刀 group, ``suit``
    the suit of a normal or 刀 atom and ``jokers`` how many jokers stand in.
    """

    type: str
    rank: Rank
    size: int
    dao: bool = False
    suit: Suit | None = None
    jokers: int = 0

    @property
    def tier(self) -> int:
        """The ladder tier (``TIER_*``)."""
        if self.type == "hydrogen":
            return TIER_HYDROGEN
        if self.type == "atom":
            return TIER_ATOM
        if self.type == "bomb":
            return TIER_DAO_BOMB if self.dao else TIER_BOMB
        return TIER_DAO_BASIC if self.dao else TIER_BASIC

    @property
    def is_bomb(self) -> bool:
        """A bomb-class play: bomb, atom or hydrogen."""
        return self.type in ("bomb", "atom", "hydrogen")

    @property
    def key(self) -> tuple[int, ...]:
        """Strength within the tier (greater is stronger; basic types compare only with
        the same type)."""
        if self.type == "atom":
            if self.dao:
                tier = 3
            elif self.rank is Rank.RED_JOKER:
                tier = 2
            elif self.rank is Rank.BLACK_JOKER:
                tier = 1
            else:
                tier = 0
            return (tier, int(self.rank), _SUIT_STRENGTH[self.suit] if self.suit else 0)
        if self.type == "hydrogen":
            return (int(self.dao), int(self.rank))
        if self.dao:
            return (self.size,)
        if self.type == "bomb":
            return (self.size, int(self.rank))
        return (int(self.rank),)

    def label_params(self) -> dict[str, Any]:
        """What a UI needs to name the play in any language: ``type``, ``rank`` (notation
        text, ``"RJ"``/``"BJ"`` for 王原子), ``size``, ``dao``, ``suit`` (atoms),
        ``jokers`` (how many stand in) and ``joker_atom`` (``"big"``/``"small"``)."""
        joker_atom = None
        if self.type == "atom" and self.rank.is_joker:
            joker_atom = "big" if self.rank is Rank.RED_JOKER else "small"
        return {
            "type": self.type,
            "rank": self.rank.text,
            "size": self.size,
            "dao": self.dao,
            "suit": self.suit.value if self.suit else None,
            "jokers": self.jokers,
            "joker_atom": joker_atom,
        }

    def to_json(self) -> dict[str, Any]:
        return self.label_params()

    def describe(self) -> str:
        """An English name: 'the pair of 7s', 'the dao triple of 9s', 'the atom of 7♠'."""
        r = self.rank.text
        dao = "dao " if self.dao else ""
        if self.type == "single":
            return f"the {dao}single {r}"
        if self.type in ("pair", "triple"):
            return f"the {dao}{self.type} of {r}s"
        if self.type == "bomb":
            words = _SIZE_WORDS.get(self.size, str(self.size))
            return f"the {dao}bomb of {words} {r}s"
        if self.type == "atom":
            if self.rank is Rank.RED_JOKER:
                return "the big-joker atom"
            if self.rank is Rank.BLACK_JOKER:
                return "the small-joker atom"
            symbol = self.suit.symbol if self.suit else ""
            return f"the {dao}atom of {r}{symbol}"
        return f"the {dao}hydrogen bomb of {r}s"


def _group(cards: Sequence[Card]) -> tuple[Rank | None, int, int, list[int]] | None:
    """(natural rank or None, red jokers, black jokers, suit counts) or None when the
    naturals are of several ranks."""
    rank: Rank | None = None
    rj = bj = 0
    suits = [0, 0, 0, 0]
    for c in cards:
        s = c.suit
        if s is None:
            if c.rank is Rank.RED_JOKER:
                rj += 1
            else:
                bj += 1
            continue
        if rank is None:
            rank = c.rank
        elif c.rank is not rank:
            return None
        suits[_SUIT_INDEX[s]] += 1
    return rank, rj, bj, suits


_SUIT_INDEX = {s: i for i, s in enumerate(_SUITS)}


def _readings_of(rank: Rank | None, rj: int, bj: int, suits: Sequence[int], dao: Rank | None) -> list[Reading]:
    jokers = rj + bj
    n = jokers + sum(suits)
    if n == 0:
        return []
    out: list[Reading] = []
    if rank is None:  # jokers alone: a 3 (or 王原子)
        if n == 3 and (rj == 3 or bj == 3):
            out.append(Reading("atom", Rank.RED_JOKER if rj == 3 else Rank.BLACK_JOKER, 3))
        out.append(Reading(_BASIC_TYPES.get(n, "bomb"), Rank.THREE, n, jokers=n))
        return out
    is_dao = rank is dao
    if is_dao and jokers:
        return []  # jokers never join 刀 cards
    if not jokers:
        if n == 8 and all(x == 2 for x in suits):
            out.append(Reading("hydrogen", rank, 8, is_dao))
        elif n == 3 and 3 in suits:
            out.append(Reading("atom", rank, 3, is_dao, _SUITS[suits.index(3)]))
    out.append(Reading(_BASIC_TYPES.get(n, "bomb"), rank, n, is_dao, jokers=jokers))
    return out


def readings(cards: Sequence[Card], dao: Rank | None) -> list[Reading]:
    """Every legal reading of ``cards`` when the 刀 rank is ``dao``, strongest first;
    empty when the cards are no combination."""
    g = _group(cards)
    if g is None:
        return []
    return _readings_of(*g, dao)


def refusal(cards: Sequence[Card], dao: Rank | None) -> str:
    """Why ``cards`` (no combination) are refused, as a reason code: ``dao_with_joker``
    when they are 刀 cards with jokers (a joker never stands in for a 刀), else
    ``not_a_combination``.

    >>> from ..cards import parse_cards as p
    >>> refusal(p("Qs Qh RJ"), Rank.QUEEN), refusal(p("Qs Kh"), Rank.QUEEN)
    ('dao_with_joker', 'not_a_combination')
    """
    jokers = sum(1 for c in cards if c.is_joker)
    if dao is not None and 0 < jokers < len(cards) and all(c.is_joker or c.rank is dao for c in cards):
        return "dao_with_joker"
    return "not_a_combination"


def read(cards: Sequence[Card], dao: Rank | None, type_id: str | None = None) -> Reading | None:
    """The strongest reading (or the one of ``type_id``), None if there is none."""
    for r in readings(cards, dao):
        if type_id is None or r.type == type_id:
            return r
    return None


def beats(play: Reading, top: Reading) -> bool:
    """Does ``play`` beat ``top``?

    >>> from desktop_app.engine.cards import Rank
    >>> beats(Reading("bomb", Rank.THREE, 5), Reading("bomb", Rank.TWO, 4))
    True
    """
    pt, tt = play.tier, top.tier
    if pt == tt:
        if pt in (TIER_BASIC, TIER_DAO_BASIC) and play.type != top.type:
            return False
        return play.key > top.key
    if pt < tt:
        return False
    if pt == TIER_DAO_BASIC:  # a 刀 group beats only the normal group of its own type
        return play.type == top.type
    # a normal bomb does not beat a 刀 single / pair / triple
    return not (pt == TIER_BOMB and tt == TIER_DAO_BASIC)


def beating_reading(
    cards: Sequence[Card], dao: Rank | None, top: Reading, type_id: str | None = None
) -> Reading | None:
    """The strongest reading of ``cards`` (of ``type_id`` if given) that beats ``top``."""
    for r in readings(cards, dao):
        if (type_id is None or r.type == type_id) and beats(r, top):
            return r
    return None


def sort_key(card: Card, dao: Rank | None) -> tuple[int, int]:
    """Order for showing a hand: jokers (as 3s) lowest, then 3 .. A, 2, then 刀 cards."""
    if card.suit is None:
        return (0, int(card.rank))
    return (100 if card.rank is dao else int(card.rank), 3 - _SUIT_STRENGTH[card.suit])


def sort_hand(cards: Iterable[Card], dao: Rank | None) -> list[Card]:
    return sorted(cards, key=lambda c: sort_key(c, dao))


# --------------------------------------------------------------------------- enumeration


def _splits(counts: Sequence[int], k: int, i: int = 0) -> Iterator[tuple[int, ...]]:
    """Every way to take ``k`` cards from suit counts ``counts[i:]``."""
    if i == len(counts) - 1:
        if k <= counts[i]:
            yield (k,)
        return
    rest = sum(counts[i + 1 :])
    for x in range(max(0, k - rest), min(counts[i], k) + 1):
        for tail in _splits(counts, k - x, i + 1):
            yield (x, *tail)


def _allowed_sizes(top: Reading | None, limit: int) -> range | tuple[int, ...]:
    if top is None:
        return range(1, limit + 1)
    t = top.tier
    if t == TIER_BASIC:
        return tuple(sorted({top.size, *range(3, limit + 1)}))
    if t == TIER_HYDROGEN:
        return (8,)
    if t == TIER_ATOM:
        return (3, 8)
    return range(3, limit + 1)


def plays(
    hand: Sequence[Card], dao: Rank | None, top: Reading | None = None, limit: int = 100_000
) -> list[tuple[tuple[Card, ...], Reading]]:
    """Every distinct legal play from ``hand`` (as a card multiset) with the reading it
    would be played as: the strongest reading beating ``top``, or the strongest reading
    when ``top`` is None (a lead). At most ``limit`` plays.

    >>> from desktop_app.engine.cards import Rank, parse_cards, format_cards
    >>> top = read(parse_cards("4s 4h"), Rank.NINE)
    >>> [format_cards(c) for c, r in plays(parse_cards("3s 3h 5d 5c 9s"), Rank.NINE, top)]
    ['5c 5d']
    """
    rj = bj = 0
    table: dict[Rank, list[int]] = {}
    for c in hand:
        s = c.suit
        if s is None:
            if c.rank is Rank.RED_JOKER:
                rj += 1
            else:
                bj += 1
        else:
            table.setdefault(c.rank, [0, 0, 0, 0])[_SUIT_INDEX[s]] += 1
    out: list[tuple[tuple[Card, ...], Reading]] = []
    joker_mixes = [(a, b) for a in range(rj + 1) for b in range(bj + 1)]

    def consider(rank: Rank | None, split: Sequence[int], a: int, b: int) -> bool:
        rs = _readings_of(rank, a, b, split, dao)
        chosen: Reading | None = None
        if top is None:
            chosen = rs[0] if rs else None
        else:
            for r in rs:
                if beats(r, top):
                    chosen = r
                    break
        if chosen is None:
            return True
        cards: list[Card] = []
        if rank is not None:
            for si, x in enumerate(split):
                if x:
                    cards.extend((Card.of(rank, _SUITS[si]),) * x)
        cards.extend((_RJ,) * a)
        cards.extend((_BJ,) * b)
        out.append((tuple(cards), chosen))
        return len(out) < limit

    for rank in sorted(table, key=lambda r: (r is dao, int(r))):
        counts = table[rank]
        total = sum(counts)
        mixes = [(0, 0)] if rank is dao else joker_mixes
        max_n = total + (0 if rank is dao else rj + bj)
        sizes = _allowed_sizes(top, max_n)
        for a, b in mixes:
            for n in sizes:
                k = n - a - b
                if k < 1 or k > total:
                    continue
                for split in _splits(counts, k):
                    if not consider(rank, split, a, b):
                        return out
    if rj + bj:
        joker_sizes = set(_allowed_sizes(top, rj + bj))
        for a, b in joker_mixes:
            if a + b in joker_sizes and not consider(None, (0, 0, 0, 0), a, b):
                return out
    return out
