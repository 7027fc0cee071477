"""红五 combinations (牌型), following, trick comparison and throws (甩牌).

A lead is one of (type ids of the spec):

* ``single`` (单张): any card;
* ``pair`` (对子): two identical cards (same suit and rank; two 副2 of different suits are
  not a pair);
* ``tractor`` (拖拉机): two or more pairs on adjacent levels of one suit class
  (:mod:`.cards_order`), e.g. ♥4♥4♥6♥6, RJ RJ BJ BJ, 主2 pair + 副2 pair;
* ``throw`` (甩牌): several singles, pairs and tractors of one plain suit at once (trumps
  are never thrown). Whether a throw stands depends on the other hands: see
  :func:`throw_failure`.

A follow contests the trick only when it has the lead's shape and is all of the led suit
or all trumps; it then wins over the best play so far when its top card is stronger
(ties go to the earlier play). Against a throw only trumps can win.

>>> from desktop_app.engine.cards import Suit, parse_cards
>>> order = order_for(Suit.SPADES)
>>> classify(parse_cards("3s 3s 3c 3c"), order)   # 正参谋 pair + 副参谋 pair
['tractor']
>>> classify(parse_cards("Kc Kc Jc Jc 8c"), order), classify(parse_cards("2h 2c"), order)
(['throw'], [])
>>> lead = read(parse_cards("Kc Kc Jc Jc 8c"), order)
>>> beats(lead, parse_cards("9s 9s 4s 4s Js"), order)   # the seed's example
True
>>> read(parse_cards("4h 4h 6h 6h"), order).label_params()["type"]
'tractor'
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, MutableMapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from ..cards import Card, Rank, Suit, format_cards
from ..core import IllegalPlayError
from .cards_order import CLASS_NAMES, TRUMP, CardOrder, order_for

K = TypeVar("K")  # a card key: a Card, or an index into a precomputed table

__all__ = [
    "PAIR",
    "SINGLE",
    "THROW",
    "TRACTOR",
    "TYPE_IDS",
    "Component",
    "Reading",
    "ThrowFailure",
    "beating_follows",
    "beats",
    "can_form_shape",
    "cheapest_follow",
    "class_display_name",
    "classify",
    "contest_strength",
    "follow_error",
    "lead_error",
    "legal_leads",
    "order_for",
    "plan",
    "plays_from",
    "random_follow",
    "read",
    "readings",
    "throw_failure",
    "tractors_in",
    "trick_winner",
]

SINGLE = "single"  # 单张
PAIR = "pair"  # 对子
TRACTOR = "tractor"  # 拖拉机
THROW = "throw"  # 甩牌
TYPE_IDS = (SINGLE, PAIR, TRACTOR, THROW)

_POINTS = {Rank.FIVE: 5, Rank.TEN: 10, Rank.KING: 10}
_CLASS_WORDS = {"s": "spades", "h": "hearts", "c": "clubs", "d": "diamonds", "trump": "trumps"}


def class_display_name(klass: int) -> str:
    """English word for a suit class (``"hearts"``, ``"trumps"``) for messages."""
    return _CLASS_WORDS[CLASS_NAMES[klass]]


@dataclass(frozen=True, slots=True)
class Component:
    """One part of a lead: a single, a pair or a tractor. ``cards`` high to low;
    ``pairs`` is 0 for a single, 1 for a pair and the number of pairs of a tractor;
    ``strength`` is the top card's strength in the card order."""

    kind: str
    cards: tuple[Card, ...]
    pairs: int
    strength: int

    @property
    def top(self) -> Card:
        return self.cards[0]

    def label_params(self) -> dict[str, Any]:
        return {"kind": self.kind, "top": self.top.text, "pairs": self.pairs, "cards": format_cards(self.cards)}


@dataclass(frozen=True, slots=True)
class Reading:
    """A recognised lead: ``type`` (a type id), ``suit_class`` (:data:`TRUMP` or a plain
    suit class), the cards high to low, and its components (one for single, pair and
    tractor; several for a throw, biggest first)."""

    type: str
    suit_class: int
    cards: tuple[Card, ...]
    components: tuple[Component, ...]
    strength: int

    @property
    def suit(self) -> str:
        """``"trump"`` or the plain suit letter."""
        return CLASS_NAMES[self.suit_class]

    @property
    def top(self) -> Card:
        return self.cards[0]

    @property
    def size(self) -> int:
        return len(self.cards)

    @property
    def pairs(self) -> int:
        """Pairs in the lead (a tractor's length; all pairs of a throw's components)."""
        return sum(c.pairs for c in self.components)

    @property
    def shape(self) -> tuple[int, ...]:
        """The components' pair counts, biggest first: ``(1, 1, 0)`` for KK JJ 8."""
        return tuple(sorted((c.pairs for c in self.components), reverse=True))

    def label_params(self) -> dict[str, Any]:
        """What a UI needs to name the lead in any language."""
        d: dict[str, Any] = {
            "type": self.type,
            "suit": self.suit,
            "top": self.top.text,
            "pairs": self.pairs,
            "size": self.size,
        }
        if self.type == TRACTOR:
            d["length"] = self.pairs
        if self.type == THROW:
            d["components"] = [c.label_params() for c in self.components]
        return d


@dataclass(frozen=True, slots=True)
class ThrowFailure:
    """Why a throw failed: ``holder`` holds ``beater``, which beats the ``forced``
    component (the lowest failing component, which the leader must play instead)."""

    forced: Component
    holder: int
    beater: Component
    failing: tuple[Component, ...]

    def params(self) -> dict[str, Any]:
        return {
            "holder": self.holder,
            "card": self.beater.top.text,
            "cards": format_cards(self.beater.cards),
            "forced": format_cards(self.forced.cards),
        }


# --------------------------------------------------------------------------- reading


def _uniform_class(cards: Sequence[Card], order: CardOrder) -> int | None:
    if not cards:
        return None
    cls = order.cls
    klass = cls[cards[0].index]
    for c in cards:
        if cls[c.index] != klass:
            return None
    return klass


def _make_component(pair_cards: Sequence[Card], order: CardOrder) -> Component:
    """A pair or tractor from its pair cards (top first)."""
    cards = tuple(c for c in pair_cards for _ in (0, 1))
    kind = PAIR if len(pair_cards) == 1 else TRACTOR
    return Component(kind, cards, len(pair_cards), order.strength[pair_cards[0].index])


def _decompose(counts: Counter[Card], klass: int, order: CardOrder, lenient: bool = False) -> list[Component] | None:
    """Split cards of one class into as few components as possible: maximal tractors, then
    pairs, then singles (biggest first). None when some card appears more than twice
    (``lenient``: the extra copies become singles)."""
    by_level: dict[int, list[Card]] = {}
    singles: list[Card] = []
    level, strength = order.level, order.strength
    for card, n in counts.items():
        if n > 2:
            if not lenient:
                return None
            singles.extend([card] * (n - 2))
            n = 2
        if n == 2:
            by_level.setdefault(level[card.index], []).append(card)
        elif n == 1:
            singles.append(card)
    chains: list[list[Card]] = []
    extra: list[list[Card]] = []
    last = -2
    for lv in sorted(by_level):
        group = sorted(by_level[lv], key=lambda c: c.index)
        if lv == last + 1 and chains:
            chains[-1].append(group[0])
        else:
            chains.append([group[0]])
        extra.extend([c] for c in group[1:])  # further 副2 pairs: same level, not adjacent
        last = lv
    comps = [_make_component(ch, order) for ch in chains + extra]
    comps += [Component(SINGLE, (c,), 0, strength[c.index]) for c in singles]
    comps.sort(key=lambda c: (-c.pairs, -c.strength, c.top.index))
    return comps


def read(cards: Sequence[Card], order: CardOrder) -> Reading | None:
    """The reading of ``cards`` led, or None when they are not a legal lead."""
    klass = _uniform_class(cards, order)
    if klass is None:
        return None
    comps = _decompose(Counter(cards), klass, order)
    if not comps:
        return None
    if len(comps) == 1:
        kind = comps[0].kind
    elif klass == TRUMP:
        return None  # trumps cannot be thrown
    else:
        kind = THROW
    flat = tuple(c for comp in comps for c in comp.cards)
    ordered = tuple(sorted(flat, key=lambda c: -order.strength[c.index]))
    return Reading(kind, klass, ordered, tuple(comps), order.strength[ordered[0].index])


def _resolve(order: CardOrder | None, trump: Suit | str | None) -> CardOrder:
    if order is not None:
        return order
    if trump is None:
        raise ValueError("the trump suit is needed to read 红五 cards")
    return order_for(trump if isinstance(trump, Suit) else Suit.parse(trump))


def readings(
    cards: Sequence[Card], order: CardOrder | None = None, *, trump: Suit | str | None = None
) -> list[Reading]:
    """Every legal reading of ``cards`` as a lead, strongest first (at most one in 红五).
    Give the card ``order`` or the ``trump`` suit (a :class:`Suit` or its letter)."""
    r = read(cards, _resolve(order, trump))
    return [] if r is None else [r]


def classify(cards: Sequence[Card], order: CardOrder | None = None, *, trump: Suit | str | None = None) -> list[str]:
    """The type ids under which ``cards`` are a legal lead ([] = not a lead)."""
    return [r.type for r in readings(cards, order, trump=trump)]


def lead_error(cards: Sequence[Card], order: CardOrder) -> IllegalPlayError | None:
    """Why ``cards`` cannot be led (None when they can)."""
    if not cards:
        return IllegalPlayError("play at least one card", "empty_play")
    if read(cards, order) is not None:
        return None
    text = format_cards(cards)
    if _uniform_class(cards, order) is None:
        return IllegalPlayError(f"a lead must be all of one suit or all trumps: {text}", "mixed_suits", cards=text)
    if max(Counter(cards).values()) > 2:
        return IllegalPlayError(f"not a combination: {text}", "not_a_combination", cards=text)
    return IllegalPlayError(f"trumps cannot be thrown: {text}", "trump_throw", cards=text)


# --------------------------------------------------------------------------- tractors and shapes


def tractors_in(
    counts: Counter[Card] | dict[Card, int], klass: int, k: int, order: CardOrder
) -> Iterator[tuple[Card, ...]]:
    """Every tractor of exactly ``k`` pairs of ``klass`` available in ``counts``, as its pair
    cards top first, lowest tractor first."""
    n_levels = order.num_levels(klass)
    pairs_at: list[list[Card]] = [[] for _ in range(n_levels)]
    cls, level = order.cls, order.level
    for card, n in counts.items():
        if n >= 2 and cls[card.index] == klass:
            pairs_at[level[card.index]].append(card)
    for start in range(n_levels - k, -1, -1):
        window = pairs_at[start : start + k]
        if all(window):
            yield from itertools.product(*window)


def can_form_counts(
    counts: MutableMapping[K, int],
    shape: Sequence[int],
    find_tractors: Callable[[MutableMapping[K, int], int], Iterable[Sequence[K]]],
) -> bool:
    """Can the cards counted in ``counts`` (any card key) be split exactly into ``shape``
    (components largest first: tractor lengths >= 2, 1 for a pair, 0 for a single)?
    ``find_tractors(counts, k)`` yields the tractors of ``k`` pairs available in ``counts``.
    ``counts`` is restored before returning."""
    if not shape:
        return not any(counts.values())
    k = shape[0]
    if k >= 2:
        for tractor in list(find_tractors(counts, k)):
            for c in tractor:
                counts[c] -= 2
            ok = can_form_counts(counts, shape[1:], find_tractors)
            for c in tractor:
                counts[c] += 2
            if ok:
                return True
        return False
    npairs = sum(1 for s in shape if s == 1)
    nsingles = len(shape) - npairs
    avail = sum(n // 2 for n in counts.values())
    return avail >= npairs and sum(counts.values()) == 2 * npairs + nsingles


def _can_form(counts: Counter[Card], shape: Sequence[int], klass: int, order: CardOrder) -> bool:
    return can_form_counts(counts, shape, lambda _, k: tractors_in(counts, klass, k, order))


def can_form_shape(cards: Sequence[Card], shape: Sequence[int], order: CardOrder) -> bool:
    """Can ``cards`` (all of one class) be split into components of ``shape`` (pair counts:
    0 single, 1 pair, k >= 2 tractor of k pairs)?"""
    klass = _uniform_class(cards, order)
    if klass is None:
        return False
    return _can_form(Counter(cards), sorted(shape, reverse=True), klass, order)


# --------------------------------------------------------------------------- comparing


def contest_strength(lead: Reading, cards: Sequence[Card], order: CardOrder) -> int | None:
    """The strength with which ``cards``, played to the trick led by ``lead``, contest it;
    None when they cannot win it (another shape, mixed suits, or a plain suit that was not
    led, or the led plain suit against a throw)."""
    if len(cards) != lead.size:
        return None
    klass = _uniform_class(cards, order)
    if klass is None or (klass != lead.suit_class and klass != TRUMP):
        return None
    if lead.type == THROW:
        if klass != TRUMP or not can_form_shape(cards, lead.shape, order):
            return None
        return max(order.strength[c.index] for c in cards)
    r = read(cards, order)
    if r is None or r.type != lead.type or r.pairs != lead.pairs:
        return None
    return r.strength


def beats(lead: Reading, cards: Sequence[Card], order: CardOrder, best: int | None = None) -> bool:
    """Does ``cards`` beat the lead (or, given ``best``, the best play's strength so far)?"""
    s = contest_strength(lead, cards, order)
    return s is not None and s > (lead.strength if best is None else best)


def trick_winner(lead: Reading, follows: Sequence[Sequence[Card]], order: CardOrder) -> int:
    """Index of the winning play: 0 for the lead, i for ``follows[i - 1]``."""
    best_i, best_s = 0, lead.strength
    for i, cards in enumerate(follows, start=1):
        s = contest_strength(lead, cards, order)
        if s is not None and s > best_s:
            best_i, best_s = i, s
    return best_i


# --------------------------------------------------------------------------- following


def follow_error(
    hand: Sequence[Card],
    lead: Reading,
    play: Sequence[Card],
    order: CardOrder,
    follow_pattern: bool = False,
) -> IllegalPlayError | None:
    """Why ``play`` (from ``hand``) is not a legal follow to ``lead`` (None when it is).

    Rules: as many cards as led; as many cards of the led suit class as possible (trumps
    are a suit); with ``follow_pattern``, as many pairs of that class as possible up to the
    lead's number of pairs.
    """
    n = lead.size
    if len(play) != n:
        return IllegalPlayError(
            f"play {n} card{'s' if n > 1 else ''}, as many as were led", "wrong_count", count=len(play), need=n
        )
    missing = Counter(play) - Counter(hand)
    if missing:
        text = format_cards(missing.elements())
        return IllegalPlayError(f"you do not hold {text}", "cards_not_in_hand", cards=text)
    klass = lead.suit_class
    cls = order.cls
    held = [c for c in hand if cls[c.index] == klass]
    need = min(n, len(held))
    got = [c for c in play if cls[c.index] == klass]
    if len(got) < need:
        word = class_display_name(klass)
        return IllegalPlayError(
            f"you still hold {word}: play {need} of them",
            "must_follow_suit",
            suit=CLASS_NAMES[klass],
            need=need,
            held=len(held),
        )
    if follow_pattern and lead.pairs:
        avail = sum(v // 2 for v in Counter(held).values())
        req = min(lead.pairs, avail)
        have = sum(v // 2 for v in Counter(got).values())
        if have < req:
            word = class_display_name(klass)
            return IllegalPlayError(
                f"you still hold pairs of {word}: follow with {req} pair{'s' if req > 1 else ''}",
                "must_follow_pairs",
                suit=CLASS_NAMES[klass],
                need=req,
                pairs=have,
            )
    return None


# --------------------------------------------------------------------------- throws


def _lowest_beater(comp: Component, counts: Counter[Card], klass: int, order: CardOrder) -> Component | None:
    strength = order.strength
    best: Component | None = None
    if comp.pairs == 0:
        for card in counts:
            s = strength[card.index]
            if s > comp.strength and (best is None or s < best.strength):
                best = Component(SINGLE, (card,), 0, s)
        return best
    if comp.pairs >= 2:
        candidates: Iterable[tuple[Card, ...]] = tractors_in(counts, klass, comp.pairs, order)
    else:
        candidates = [(c,) for c, n in counts.items() if n >= 2]
    for tractor in candidates:
        s = strength[tractor[0].index]
        if s > comp.strength and (best is None or s < best.strength):
            best = _make_component(tractor, order)
    return best


def throw_failure(
    reading: Reading, others: Iterable[tuple[int, Sequence[Card]]], order: CardOrder
) -> ThrowFailure | None:
    """Check a throw against the other hands (given in play order after the leader).

    A component fails when another hand holds a higher component of the same kind (a
    higher single; a higher pair; a higher tractor of as many pairs) in the thrown suit.
    The throw then fails and the leader must play its lowest failing component; the
    failure names the first seat (in play order) holding a component that beats it, and
    that seat's lowest such component. None when the throw stands (or is no throw)."""
    if reading.type != THROW:
        return None
    klass = reading.suit_class
    hands = [(seat, Counter(c for c in hand if order.cls[c.index] == klass)) for seat, hand in others]
    failing = [comp for comp in reading.components if any(_lowest_beater(comp, h, klass, order) for _, h in hands)]
    if not failing:
        return None
    forced = min(failing, key=lambda c: (c.strength, c.pairs))
    for seat, h in hands:
        beater = _lowest_beater(forced, h, klass, order)
        if beater is not None:
            return ThrowFailure(forced, seat, beater, tuple(failing))
    raise AssertionError("unreachable")  # pragma: no cover


# --------------------------------------------------------------------------- suggestions


def _class_counts(hand: Iterable[Card], order: CardOrder) -> dict[int, Counter[Card]]:
    out: dict[int, Counter[Card]] = {}
    for c in hand:
        out.setdefault(order.cls[c.index], Counter())[c] += 1
    return out


def legal_leads(hand: Sequence[Card], order: CardOrder, throws: bool = True) -> list[tuple[Card, ...]]:
    """Legal leads from ``hand``, distinct: tractors (longest, highest first), pairs,
    singles (high to low) and, with ``throws``, each plain suit held as several components
    thrown whole. (Any subset of a plain suit is also a legal throw attempt; those are not
    listed.)"""
    strength = order.strength
    by_class = _class_counts(hand, order)
    tractors: list[tuple[int, int, tuple[Card, ...]]] = []
    pairs: list[Card] = []
    singles: list[Card] = []
    whole: list[tuple[Card, ...]] = []
    for klass, counts in by_class.items():
        longest = len(counts)
        for k in range(2, longest + 1):
            found = False
            for tr in tractors_in(counts, klass, k, order):
                found = True
                tractors.append((k, strength[tr[0].index], tuple(c for c in tr for _ in (0, 1))))
            if not found:
                break
        pairs.extend(c for c, n in counts.items() if n >= 2)
        singles.extend(counts)
        if throws and klass != TRUMP:
            comps = _decompose(counts, klass, order)
            if comps is not None and len(comps) > 1:
                whole.append(tuple(order.sort(counts.elements())))
    tractors.sort(key=lambda t: (-t[0], -t[1]))
    pairs.sort(key=lambda c: (-strength[c.index], c.index))
    singles.sort(key=lambda c: (-strength[c.index], c.index))
    out = [t[2] for t in tractors]
    out += [(c, c) for c in pairs]
    out += [(c,) for c in singles]
    out += whole
    return out


def _shape_combos(
    counts: Counter[Card], shape: Sequence[int], klass: int, order: CardOrder, budget: list[int]
) -> Iterator[tuple[Card, ...]]:
    """Card tuples of ``shape`` from ``counts`` (cheapest first), while ``budget[0]`` > 0."""
    if not shape or shape[0] < 2:
        npairs = sum(1 for s in shape if s == 1)
        nsingles = len(shape) - npairs
        key = order.strength
        pair_cards = sorted((c for c, n in counts.items() if n >= 2), key=lambda c: (key[c.index], c.index))
        for pc in itertools.combinations(pair_cards, npairs):
            rest = counts.copy()
            for c in pc:
                rest[c] -= 2
            pool = sorted(rest.elements(), key=lambda c: (key[c.index], c.index))
            seen: set[tuple[Card, ...]] = set()
            for sc in itertools.combinations(pool, nsingles):
                budget[0] -= 1
                if budget[0] < 0:
                    return
                if sc in seen:
                    continue
                seen.add(sc)
                yield tuple(c for c in pc for _ in (0, 1)) + sc
        return
    k = shape[0]
    for tractor in list(tractors_in(counts, klass, k, order)):
        for c in tractor:
            counts[c] -= 2
        head = tuple(c for c in tractor for _ in (0, 1))
        try:
            for tail in _shape_combos(counts, shape[1:], klass, order, budget):
                yield head + tail
        finally:
            for c in tractor:
                counts[c] += 2
        if budget[0] < 0:
            return


def beating_follows(
    hand: Sequence[Card],
    lead: Reading,
    order: CardOrder,
    best: int | None = None,
    limit: int | None = 32,
    budget: int = 4000,
) -> list[tuple[Card, ...]]:
    """Legal follows from ``hand`` that beat ``lead`` (or the best strength so far,
    ``best``), distinct, cheapest winning play first; for a thrown lead (ruffed with
    trumps: the combinations can run to thousands) at most ``limit`` of them (None: all)
    among the first ``budget`` combinations of its shape. Every play listed is legal with
    or without ``follow_pattern``."""
    need = lead.strength if best is None else best
    n, klass = lead.size, lead.suit_class
    cls, strength = order.cls, order.strength
    held = Counter(c for c in hand if cls[c.index] == klass)
    n_held = sum(held.values())
    if n_held >= n:
        if lead.type == THROW:
            return []
        pool, pool_class = held, klass
    elif n_held or klass == TRUMP:
        return []
    else:
        pool, pool_class = Counter(c for c in hand if cls[c.index] == TRUMP), TRUMP
        if sum(pool.values()) < n:
            return []
    asc = sorted(pool, key=lambda c: (strength[c.index], c.index))
    if lead.type == SINGLE:
        return [(c,) for c in asc if strength[c.index] > need]
    if lead.type == PAIR:
        return [(c, c) for c in asc if pool[c] >= 2 and strength[c.index] > need]
    if lead.type == TRACTOR:
        return [
            tuple(c for c in tr for _ in (0, 1))
            for tr in tractors_in(pool, pool_class, lead.pairs, order)
            if strength[tr[0].index] > need
        ]
    out: list[tuple[Card, ...]] = []
    seen: set[tuple[int, ...]] = set()
    for combo in _shape_combos(pool.copy(), lead.shape, pool_class, order, [budget]):
        if max(strength[c.index] for c in combo) <= need:
            continue
        key = tuple(sorted(c.index for c in combo))
        if key not in seen:
            seen.add(key)
            out.append(combo)
            if limit is not None and len(out) >= limit:
                break
    return out


def random_follow(
    hand: Sequence[Card], lead: Reading, order: CardOrder, rng: random.Random, follow_pattern: bool = False
) -> tuple[Card, ...]:
    """A uniformly chosen-ish legal follow (for bots and play-through tests)."""
    n, klass = lead.size, lead.suit_class
    cls = order.cls
    held = [c for c in hand if cls[c.index] == klass]
    others = [c for c in hand if cls[c.index] != klass]
    chosen: list[Card] = []
    if follow_pattern and lead.pairs:
        counts = Counter(held)
        pair_cards = sorted((c for c, v in counts.items() if v >= 2), key=lambda c: c.index)
        for c in rng.sample(pair_cards, min(lead.pairs, len(pair_cards))):
            chosen += [c, c]
            held.remove(c)
            held.remove(c)
    k = min(n, len(held) + len(chosen)) - len(chosen)
    chosen += rng.sample(held, k)
    chosen += rng.sample(others, n - len(chosen))
    return tuple(chosen)


def cheapest_follow(
    hand: Sequence[Card], lead: Reading, order: CardOrder, follow_pattern: bool = False
) -> tuple[Card, ...]:
    """A legal follow that gives away as little as possible: the lowest cards of the led
    suit (its lowest pairs first when ``follow_pattern`` asks for pairs), then the cheapest
    other cards (plain before trumps, cards without points first, low before high)."""
    n, klass = lead.size, lead.suit_class
    cls, strength = order.cls, order.strength

    def cost(c: Card) -> tuple[int, int, int, int]:
        return (cls[c.index] == TRUMP, _POINTS.get(c.rank, 0) > 0, strength[c.index], c.index)

    held = sorted((c for c in hand if cls[c.index] == klass), key=cost)
    others = sorted((c for c in hand if cls[c.index] != klass), key=cost)
    chosen: list[Card] = []
    if follow_pattern and lead.pairs:
        counts = Counter(held)
        pair_cards = sorted((c for c, v in counts.items() if v >= 2), key=cost)[: lead.pairs]
        for c in pair_cards:
            chosen += [c, c]
            held.remove(c)
            held.remove(c)
    chosen += held[: min(n, len(held) + len(chosen)) - len(chosen)]
    chosen += others[: n - len(chosen)]
    return tuple(chosen)


def plays_from(
    hand: Sequence[Card],
    top: Reading | None = None,
    order: CardOrder | None = None,
    *,
    trump: Suit | str | None = None,
    best: int | None = None,
) -> Iterator[tuple[tuple[Card, ...], Reading | None]]:
    """(cards, reading) suggestions from ``hand``: legal leads (no throws) when ``top`` is
    None, else the plays that beat the trick led by ``top`` (or the best strength so far,
    ``best``). For the generic table's hint list."""
    order = _resolve(order, trump)
    if top is None:
        for cards in legal_leads(hand, order, throws=False):
            yield cards, read(cards, order)
        return
    for cards in beating_follows(hand, top, order, best):
        yield cards, top


def plan(hand: Sequence[Card], order: CardOrder) -> list[tuple[Card, ...]]:
    """Partition ``hand`` into as few legal leads as possible without throws: per suit
    class, maximal tractors, then pairs, then singles (trumps first)."""
    by_class = _class_counts(hand, order)
    out: list[tuple[Card, ...]] = []
    for klass in order.display_classes():
        counts = by_class.get(klass)
        if not counts:
            continue
        for comp in _decompose(counts, klass, order, lenient=True) or ():
            out.append(comp.cards)
    return out
