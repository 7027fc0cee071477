"""Index-level 红五 tables for the assistant and the bots: cards as ``Card.index`` ints
(0..53), one :class:`Tables` per trump suit, and fast versions of the engine's reading
and trick comparison that agree with :mod:`desktop_app.engine.hongwu.patterns` (the tests
check them against it).

A hand is a list of 54 counts (two decks: 0, 1 or 2 of each card).

>>> from desktop_app.engine.cards import Suit, parse_cards
>>> t = tables(Suit.SPADES)
>>> lead = read_lead(idx(parse_cards("Kc Kc Jc Jc 8c")), t)
>>> lead.type, lead.shape, lead.size
('throw', (1, 1, 0), 5)
>>> contest(lead, idx(parse_cards("9s 9s 4s 4s Js")), t) is not None   # the seed's example
True
>>> read_lead(idx(parse_cards("2h 2c")), t) is None                     # not a pair
True
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache

from ...engine.cards import Card, Rank, Suit, full_deck
from ...engine.hongwu.cards_order import TRUMP, CardOrder, order_for
from ...engine.hongwu.patterns import can_form_counts

__all__ = [
    "CARDS",
    "NUM_CARDS",
    "PAIR",
    "POINTS",
    "SINGLE",
    "THROW",
    "TRACTOR",
    "TRUMP",
    "Component",
    "Lead",
    "Tables",
    "can_form",
    "cards_of",
    "contest",
    "counts_of",
    "decompose",
    "idx",
    "read_lead",
    "tables",
    "tractors",
]

SINGLE = "single"  # 单张
PAIR = "pair"  # 对子
TRACTOR = "tractor"  # 拖拉机
THROW = "throw"  # 甩牌

NUM_CARDS = 54
#: ``Card.index`` -> Card.
CARDS: tuple[Card, ...] = tuple(full_deck())
assert all(c.index == i for i, c in enumerate(CARDS))
_VALUE = {Rank.FIVE: 5, Rank.TEN: 10, Rank.KING: 10}
#: Card points (牌分) by index: 5 -> 5, 10 and K -> 10.
POINTS: tuple[int, ...] = tuple(_VALUE.get(c.rank, 0) for c in CARDS)


def idx(cards: Iterable[Card]) -> list[int]:
    """Card objects -> indices."""
    return [c.index for c in cards]


def cards_of(indices: Iterable[int]) -> tuple[Card, ...]:
    """Indices -> Card objects."""
    return tuple(CARDS[i] for i in indices)


def counts_of(indices: Iterable[int]) -> list[int]:
    """A 54-count hand from indices."""
    out = [0] * NUM_CARDS
    for i in indices:
        out[i] += 1
    return out


@dataclass(frozen=True, slots=True)
class Tables:
    """The card order for one trump suit as flat tables indexed by card index.

    ``cls`` suit class (0..3 plain, :data:`TRUMP`), ``level`` (0 = top of its class),
    ``strength`` (greater is stronger), ``class_cards[k]`` the cards of class ``k`` high to
    low, ``level_cards[k][l]`` the cards on level ``l`` of class ``k``.
    """

    trump: Suit
    order: CardOrder
    cls: tuple[int, ...]
    level: tuple[int, ...]
    strength: tuple[int, ...]
    class_cards: tuple[tuple[int, ...], ...]
    level_cards: tuple[tuple[tuple[int, ...], ...], ...]
    #: rank of each card inside its class from the bottom (0 = lowest level)
    height: tuple[int, ...]


@cache
def tables(trump: Suit) -> Tables:
    """The (shared, read-only) tables for ``trump``."""
    order = order_for(trump)
    level_cards = tuple(tuple(tuple(c.index for c in g) for g in order.levels(k)) for k in range(5))
    class_cards = tuple(tuple(i for g in lv for i in g) for lv in level_cards)
    height = [0] * NUM_CARDS
    for lv in level_cards:
        for pos, group in enumerate(lv):
            for i in group:
                height[i] = len(lv) - 1 - pos
    return Tables(
        trump,
        order,
        tuple(order.cls),
        tuple(order.level),
        tuple(order.strength),
        class_cards,
        level_cards,
        tuple(height),
    )


@dataclass(frozen=True, slots=True)
class Component:
    """A single, pair or tractor: ``pairs`` 0, 1 or the tractor's length; ``cards`` (with
    repeats) high to low; ``strength`` of the top card."""

    pairs: int
    strength: int
    cards: tuple[int, ...]

    @property
    def top(self) -> int:
        return self.cards[0]


@dataclass(frozen=True, slots=True)
class Lead:
    """A lead read on indices (mirrors the engine's ``Reading``)."""

    type: str
    klass: int
    cards: tuple[int, ...]
    components: tuple[Component, ...]
    strength: int

    @property
    def size(self) -> int:
        return len(self.cards)

    @property
    def pairs(self) -> int:
        return sum(c.pairs for c in self.components)

    @property
    def shape(self) -> tuple[int, ...]:
        return tuple(sorted((c.pairs for c in self.components), reverse=True))


def decompose(cards: Iterable[int], t: Tables, lenient: bool = False) -> list[Component] | None:
    """Split cards of one class into maximal tractors, then pairs, then singles, biggest
    first, exactly as the engine does. None when a card appears more than twice (with
    ``lenient`` the extra copies become singles)."""
    counts: dict[int, int] = {}
    for i in cards:
        counts[i] = counts.get(i, 0) + 1
    level, strength = t.level, t.strength
    by_level: dict[int, list[int]] = {}
    singles: list[int] = []
    for i, n in counts.items():
        if n > 2:
            if not lenient:
                return None
            singles.extend([i] * (n - 2))
            n = 2
        if n == 2:
            by_level.setdefault(level[i], []).append(i)
        else:
            singles.append(i)
    chains: list[list[int]] = []
    extra: list[list[int]] = []
    last = -2
    for lv in sorted(by_level):
        group = sorted(by_level[lv])
        if lv == last + 1 and chains:
            chains[-1].append(group[0])
        else:
            chains.append([group[0]])
        extra.extend([i] for i in group[1:])
        last = lv
    comps = [Component(len(ch), strength[ch[0]], tuple(i for i in ch for _ in (0, 1))) for ch in chains + extra]
    comps += [Component(0, strength[i], (i,)) for i in singles]
    comps.sort(key=lambda c: (-c.pairs, -c.strength, c.cards[0]))
    return comps


def read_lead(cards: Sequence[int], t: Tables) -> Lead | None:
    """The lead reading of ``cards`` (None: not a legal lead), as ``patterns.read``."""
    if not cards:
        return None
    cls = t.cls
    klass = cls[cards[0]]
    for i in cards:
        if cls[i] != klass:
            return None
    comps = decompose(cards, t)
    if not comps:
        return None
    if len(comps) == 1:
        kind = SINGLE if comps[0].pairs == 0 else PAIR if comps[0].pairs == 1 else TRACTOR
    elif klass == TRUMP:
        return None
    else:
        kind = THROW
    strength = t.strength
    ordered = tuple(sorted((i for c in comps for i in c.cards), key=lambda i: -strength[i]))
    return Lead(kind, klass, ordered, tuple(comps), strength[ordered[0]])


def tractors(counts: Sequence[int] | dict[int, int], klass: int, k: int, t: Tables) -> Iterator[tuple[int, ...]]:
    """Every tractor of exactly ``k`` pairs of ``klass`` in ``counts`` (pair cards top
    first), lowest first."""
    lv = t.level_cards[klass]
    n = len(lv)
    pairs_at: list[list[int]] = []
    for group in lv:
        pairs_at.append([i for i in group if _get(counts, i) >= 2])
    for start in range(n - k, -1, -1):
        window = pairs_at[start : start + k]
        if all(window):
            yield from _product(window)


def _get(counts: Sequence[int] | dict[int, int], i: int) -> int:
    if isinstance(counts, dict):
        return counts.get(i, 0)
    return counts[i]


def _product(window: list[list[int]]) -> Iterator[tuple[int, ...]]:
    if not window:
        yield ()
        return
    for head in window[0]:
        for tail in _product(window[1:]):
            yield (head, *tail)


def can_form(cards: Sequence[int], shape: Sequence[int], t: Tables) -> bool:
    """Can ``cards`` (one class) be split into components of ``shape``? (As the engine's
    ``can_form_shape``.)"""
    if not cards:
        return not shape
    klass = t.cls[cards[0]]
    if any(t.cls[i] != klass for i in cards):
        return False
    counts: dict[int, int] = {}
    for i in cards:
        counts[i] = counts.get(i, 0) + 1
    return _can_form(counts, sorted(shape, reverse=True), klass, t)


def _can_form(counts: dict[int, int], shape: list[int], klass: int, t: Tables) -> bool:
    return can_form_counts(counts, shape, lambda _, k: tractors(counts, klass, k, t))


def contest(lead: Lead, play: Sequence[int], t: Tables) -> int | None:
    """The strength with which ``play`` contests the trick led by ``lead`` (None: it
    cannot win), as ``patterns.contest_strength``."""
    n = len(play)
    if n != len(lead.cards):
        return None
    cls = t.cls
    klass = cls[play[0]]
    for i in play:
        if cls[i] != klass:
            return None
    if klass != lead.klass and klass != TRUMP:
        return None
    strength = t.strength
    kind = lead.type
    if kind == SINGLE:
        return strength[play[0]]
    if kind == PAIR:
        return strength[play[0]] if play[0] == play[1] else None
    if kind == TRACTOR:
        r = read_lead(play, t)
        if r is None or r.type != TRACTOR or r.pairs != lead.pairs:
            return None
        return r.strength
    if klass != TRUMP or not can_form(play, lead.shape, t):
        return None
    return max(strength[i] for i in play)
