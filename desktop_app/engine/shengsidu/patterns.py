"""生死堵 combinations: recognise, compare, enumerate and plan.

Everything works on rank-count vectors: a tuple of 13 counts, position 0 for the 3 up to
position 12 for the 2 (the rank order 3 < 4 < ... < K < A < 2). Suits never matter to the
rules; they only come back when plays are turned into cards.

Two room options change what is legal:

* ``loose``: 3带2不分对和散 (``loose_three_two``): a triple may carry any two cards
  (``triple_two``), and a triple plane any kickers; ``triple_pair`` and ``triple_two``
  then beat each other.
* ``two_low``: 取消2不3连 (``two_connects_three``): a sequence may also start at the 2
  (2-3-4...), the 2 below the 3; it never runs A-2-3.

>>> [r.type for r in readings(parse_cards("3s 3h 3d 4s 4h"))]
['triple_pair']
>>> [r.type for r in readings(parse_cards("3s 3h 3d 4s 5h"))]
[]
>>> [r.type for r in readings(parse_cards("3s 3h 3d 4s 5h"), loose=True)]
['triple_two']
>>> lead, play = readings(parse_cards("9s 9h"))[0], readings(parse_cards("Js Jh"))[0]
>>> beats(play, lead), beats(lead, play)
(True, False)
>>> readings(parse_cards("Qs Kh Ad 2c"))[0].label_params()
{'type': 'straight', 'rank': '2', 'low': 'Q', 'length': 4, 'count': 4}
>>> [format_cards(p) for p in plan_cards(parse_cards("3s 4s 5s 6s 7s 9s 9h 9d Js Jh"))]
['3s 4s 5s 6s 7s', '9s 9h 9d Js Jh']
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ..cards import NATURAL_RANKS, Card, Rank, format_cards, parse_cards, sort_cards  # noqa: F401 (doctests)

__all__ = [
    "SEQUENCE_TYPES",
    "TYPE_IDS",
    "Counts",
    "Reading",
    "beat_class",
    "beating_plays",
    "beats",
    "card_variants",
    "classify",
    "counts_of",
    "has_beating_play",
    "hint_order",
    "materialize",
    "plan",
    "plan_cards",
    "plays",
    "reading_as",
    "readings",
]

#: Every type id, strongest first (the order of :func:`readings` for one card set).
TYPE_IDS: tuple[str, ...] = (
    "bomb",  # 炸弹: four of a rank
    "plane_four_one",  # 飞机 of 4带1
    "plane_triple_pair",  # 飞机 of 3带2
    "four_three",  # 四带三
    "four_one",  # 四带一
    "triple_straight",  # 三顺
    "pair_straight",  # 连对
    "straight",  # 顺子
    "triple_pair",  # 三带对
    "triple_two",  # 三带二 (any two cards; loose_three_two only)
    "triple_one",  # 尾牌3带1 (whole remaining hand only)
    "triple",  # 三条
    "pair",  # 对子
    "single",  # 单张
)
_TYPE_ORDER = {t: i for i, t in enumerate(TYPE_IDS)}

#: Types whose ``length`` counts groups in a row (sequences and planes).
SEQUENCE_TYPES = frozenset({"straight", "pair_straight", "triple_straight", "plane_triple_pair", "plane_four_one"})

Counts = tuple[int, ...]
_N = 13  # ranks
_ZERO: Counts = (0,) * _N
_RANKS: tuple[Rank, ...] = NATURAL_RANKS  # position -> rank
_TWO_POS = 12


@dataclass(frozen=True, slots=True)
class Reading:
    """One way to read a card set as a combination.

    ``rank`` is the main rank (of the single, pair, triple or four; for sequences and
    planes the top of the run), ``low`` the bottom of the run (``rank`` otherwise; a run
    that starts at the 2 under ``two_connects_three`` has ``low`` 2), ``length`` the
    groups in the run (1 otherwise), ``size`` the number of cards.
    """

    type: str
    rank: Rank
    size: int
    length: int = 1
    low: Rank | None = None

    @property
    def bottom(self) -> Rank:
        return self.rank if self.low is None else self.low

    @property
    def is_bomb(self) -> bool:
        return self.type == "bomb"

    def label_params(self) -> dict[str, Any]:
        """What a UI needs to name the play in any language:
        ``{"type", "rank", "low", "length", "count"}`` (ranks as notation; ``count`` is
        the number of cards)."""
        return {
            "type": self.type,
            "rank": self.rank.text,
            "low": self.bottom.text,
            "length": self.length,
            "count": self.size,
        }

    def __str__(self) -> str:
        if self.type in SEQUENCE_TYPES:
            return f"{self.type} {self.bottom.text}-{self.rank.text}"
        return f"{self.type} {self.rank.text}"


# --------------------------------------------------------------------------- counts


def counts_of(cards: Iterable[Card]) -> Counts:
    """The rank-count vector of ``cards`` (jokers raise ValueError: not in this game)."""
    c = [0] * _N
    for card in cards:
        if card.is_joker:
            raise ValueError("生死堵 is played without jokers")
        c[card.rank - 3] += 1
    return tuple(c)


def _counts(x: Iterable[Card] | Counts) -> Counts:
    if isinstance(x, tuple) and len(x) == _N and all(isinstance(v, int) for v in x):
        return x
    return counts_of(x)  # type: ignore[arg-type]


# --------------------------------------------------------------------------- runs


@lru_cache(maxsize=64)
def _runs(k: int, two_low: bool) -> tuple[tuple[tuple[int, ...], Rank, Rank], ...]:
    """Every run of ``k`` consecutive ranks: (positions, top rank, low rank)."""
    out: list[tuple[tuple[int, ...], Rank, Rank]] = []
    for start in range(_N - k + 1):
        pos = tuple(range(start, start + k))
        out.append((pos, _RANKS[start + k - 1], _RANKS[start]))
    if two_low and 2 <= k <= _N:
        pos = (_TWO_POS, *range(k - 1))
        out.append((pos, _RANKS[k - 2], Rank.TWO))
    return tuple(out)


def _sub(c: Counts, m: Counts) -> Counts:
    return tuple(a - b for a, b in zip(c, m, strict=True))


def _add(c: Counts, m: Counts) -> Counts:
    return tuple(a + b for a, b in zip(c, m, strict=True))


def _with(positions: Iterable[int], each: int) -> list[int]:
    m = [0] * _N
    for p in positions:
        m[p] += each
    return m


# --------------------------------------------------------------------------- reading


_SEQ_KINDS = (("straight", 1, 3), ("pair_straight", 2, 2), ("triple_straight", 3, 2))


def readings(
    cards: Iterable[Card] | Counts, *, loose: bool = False, two_low: bool = False, last: bool = False
) -> list[Reading]:
    """Every legal reading of the card set, strongest first (empty: not a combination).

    ``last``: the set is the player's whole remaining hand (尾牌3带1 becomes legal).

    >>> [str(r) for r in readings(parse_cards("2s 3h 4d"), two_low=True)]
    ['straight 2-4']
    >>> readings(parse_cards("As 2h 3d"), two_low=True)
    []
    >>> [r.type for r in readings(parse_cards("7s 7h 7d 7c 8s"), loose=True)]
    ['four_one', 'triple_two']
    """
    c = _counts(cards)
    n = sum(c)
    if n == 0 or max(c) > 4 or min(c) < 0:
        return []
    nz = [p for p in range(_N) if c[p]]
    out: list[Reading] = []
    top = _RANKS[nz[-1]]
    if len(nz) == 1:
        out.append(Reading({1: "single", 2: "pair", 3: "triple", 4: "bomb"}[n], top, n))
    # four with kickers
    four = [p for p in nz if c[p] == 4]
    if four and n == 5:
        out.append(Reading("four_one", _RANKS[four[0]], 5))
    if four and n == 7:
        out.append(Reading("four_three", _RANKS[four[0]], 7))
    # triple with two (or one, as the last cards)
    big = [p for p in nz if c[p] >= 3]
    if n == 5 and big:
        t = big[0]
        rest = list(c)
        rest[t] -= 3
        if sorted(v for v in rest if v) == [2]:
            out.append(Reading("triple_pair", _RANKS[t], 5))
        if loose:
            out.append(Reading("triple_two", _RANKS[t], 5))
    if last and n == 4 and sorted(c[p] for p in nz) == [1, 3]:
        out.append(Reading("triple_one", _RANKS[next(p for p in nz if c[p] == 3)], 4))
    # sequences: all counts equal to the group size
    k = len(nz)
    for typ, each, min_len in _SEQ_KINDS:
        if k >= min_len and all(c[p] == each for p in nz):
            want = set(nz)
            for pos, hi, lo in _runs(k, two_low):
                if set(pos) == want:
                    out.append(Reading(typ, hi, n, k, lo))
    # planes
    if n >= 10 and n % 5 == 0:
        k = n // 5
        for pos, hi, lo in _runs(k, two_low):
            if all(c[p] >= 3 for p in pos):
                rest = list(c)
                for p in pos:
                    rest[p] -= 3
                if loose or all(v % 2 == 0 for v in rest):
                    out.append(Reading("plane_triple_pair", hi, n, k, lo))
            if all(c[p] == 4 for p in pos):
                out.append(Reading("plane_four_one", hi, n, k, lo))
    out.sort(key=lambda r: (_TYPE_ORDER[r.type], -r.rank, -r.bottom))
    return out


def classify(
    cards: Iterable[Card] | Counts, *, loose: bool = False, two_low: bool = False, last: bool = False
) -> list[str]:
    """The type ids under which the set is legal, strongest first, without repeats.

    >>> classify(parse_cards("3s 3h 3d 4s 4h"), loose=True)
    ['triple_pair', 'triple_two']
    """
    seen: list[str] = []
    for r in readings(cards, loose=loose, two_low=two_low, last=last):
        if r.type not in seen:
            seen.append(r.type)
    return seen


def beat_class(type_id: str) -> str:
    """Types in the same class may beat each other (三带对 and 三带二 are one class; the
    loose kind only exists when ``loose_three_two`` is on)."""
    return "triple_two" if type_id == "triple_pair" else type_id


def beats(play: Reading, lead: Reading) -> bool:
    """Does ``play`` beat ``lead``? Bombs beat every non-bomb and compare by rank; else
    the same type (class), number of cards and run length, and a higher main rank.
    Nothing but a bomb beats 尾牌3带1, and it beats nothing."""
    if play.type == "bomb":
        return lead.type != "bomb" or play.rank > lead.rank
    if lead.type in ("bomb", "triple_one") or play.type == "triple_one":
        return False
    return (
        beat_class(play.type) == beat_class(lead.type)
        and play.size == lead.size
        and play.length == lead.length
        and play.rank > lead.rank
    )


def reading_as(
    cards: Iterable[Card] | Counts,
    type_id: str | None,
    *,
    loose: bool = False,
    two_low: bool = False,
    last: bool = False,
) -> Reading | None:
    """The strongest reading of that type (any type when None), or None."""
    for r in readings(cards, loose=loose, two_low=two_low, last=last):
        if type_id is None or r.type == type_id:
            return r
    return None


# --------------------------------------------------------------------------- enumeration


def _pick(rem: Counts, k: int, start: int = 0) -> Iterator[tuple[int, ...]]:
    """Multisets of ``k`` positions (non-decreasing) drawn from ``rem``."""
    if k == 0:
        yield ()
        return
    for p in range(start, _N):
        if rem[p]:
            lst = list(rem)
            lst[p] -= 1
            nxt = tuple(lst)
            for tail in _pick(nxt, k - 1, p):
                yield (p, *tail)


def _pick_pairs(rem: Counts, k: int, start: int = 0) -> Iterator[tuple[int, ...]]:
    """Multisets of ``k`` pairs (by position) drawn from ``rem``."""
    if k == 0:
        yield ()
        return
    for p in range(start, _N):
        if rem[p] >= 2:
            lst = list(rem)
            lst[p] -= 2
            nxt = tuple(lst)
            for tail in _pick_pairs(nxt, k - 1, p):
                yield (p, *tail)


def _kick(base: list[int], picks: tuple[int, ...], each: int = 1) -> Counts:
    m = list(base)
    for p in picks:
        m[p] += each
    return tuple(m)


def _gen(c: Counts, typ: str, length: int | None, loose: bool, two_low: bool) -> Iterator[tuple[Counts, Reading]]:
    """Every play of type ``typ`` (of that run length, or any) from the counts ``c``."""
    if typ in ("single", "pair", "triple", "bomb"):
        each = {"single": 1, "pair": 2, "triple": 3, "bomb": 4}[typ]
        for p in range(_N):
            if c[p] >= each:
                m = [0] * _N
                m[p] = each
                yield tuple(m), Reading(typ, _RANKS[p], each)
        return
    if typ in ("straight", "pair_straight", "triple_straight"):
        each = {"straight": 1, "pair_straight": 2, "triple_straight": 3}[typ]
        min_len = 3 if typ == "straight" else 2
        lengths = [length] if length is not None else list(range(min_len, _N + 1))
        for k in lengths:
            if k < min_len or k * each > sum(c):
                continue
            for pos, hi, lo in _runs(k, two_low):
                if all(c[p] >= each for p in pos):
                    yield tuple(_with(pos, each)), Reading(typ, hi, k * each, k, lo)
        return
    if typ in ("triple_pair", "triple_two"):
        for t in range(_N):
            if c[t] < 3:
                continue
            base = [0] * _N
            base[t] = 3
            rem = _sub(c, tuple(base))
            if loose:
                for picks in _pick(rem, 2):
                    is_pair = picks[0] == picks[1]
                    yield _kick(base, picks), Reading("triple_pair" if is_pair else "triple_two", _RANKS[t], 5)
            else:
                for picks in _pick_pairs(rem, 1):
                    yield _kick(base, picks, 2), Reading("triple_pair", _RANKS[t], 5)
        return
    if typ in ("four_one", "four_three"):
        k = 1 if typ == "four_one" else 3
        for f in range(_N):
            if c[f] != 4:
                continue
            base = [0] * _N
            base[f] = 4
            rem = _sub(c, tuple(base))
            for picks in _pick(rem, k):
                yield _kick(base, picks), Reading(typ, _RANKS[f], 4 + k)
        return
    if typ in ("plane_triple_pair", "plane_four_one"):
        each = 3 if typ == "plane_triple_pair" else 4
        lengths = [length] if length is not None else list(range(2, _N + 1))
        total = sum(c)
        for k in lengths:
            if k < 2 or 5 * k > total:
                continue
            for pos, hi, lo in _runs(k, two_low):
                if not all(c[p] >= each for p in pos):
                    continue
                base = _with(pos, each)
                rem = _sub(c, tuple(base))
                reading = Reading(typ, hi, 5 * k, k, lo)
                if typ == "plane_four_one" or loose:
                    for picks in _pick(rem, k if typ == "plane_four_one" else 2 * k):
                        yield _kick(base, picks), reading
                else:
                    for picks in _pick_pairs(rem, k):
                        yield _kick(base, picks, 2), reading
        return
    raise ValueError(f"unknown type id {typ!r}")


_GEN_TYPES = tuple(t for t in TYPE_IDS if t not in ("triple_one", "triple_two"))


def plays(
    hand: Iterable[Card] | Counts, *, loose: bool = False, two_low: bool = False, whole: bool = True
) -> list[tuple[Counts, Reading]]:
    """Every distinct legal play (as rank counts) from ``hand`` with its strongest reading,
    strongest type first. ``whole``: ``hand`` is the player's whole hand, so playing all of
    it as 尾牌3带1 is legal."""
    c = _counts(hand)
    seen: dict[Counts, Reading] = {}
    for typ in _GEN_TYPES:
        for m, r in _gen(c, typ, None, loose, two_low):
            old = seen.get(m)
            if old is None or (_TYPE_ORDER[r.type], -r.rank) < (_TYPE_ORDER[old.type], -old.rank):
                seen[m] = r
    if whole:
        r1 = reading_as(c, "triple_one", last=True)
        if r1 is not None and c not in seen:
            seen[c] = r1
    return list(seen.items())


def beating_plays(
    hand: Iterable[Card] | Counts, lead: Reading, *, loose: bool = False, two_low: bool = False
) -> list[tuple[Counts, Reading]]:
    """Every distinct play from ``hand`` that beats ``lead`` (same class first, bombs last),
    each with a reading that beats it."""
    c = _counts(hand)
    seen: dict[Counts, Reading] = {}
    if lead.type not in ("bomb", "triple_one"):
        types = ("triple_pair",) if beat_class(lead.type) == "triple_two" else (lead.type,)
        length = lead.length if lead.type in SEQUENCE_TYPES else None
        for typ in types:
            for m, r in _gen(c, typ, length, loose, two_low):
                if r.size == lead.size and beats(r, lead):
                    old = seen.get(m)
                    if old is None or r.rank > old.rank:
                        seen[m] = r
    for m, r in _gen(c, "bomb", None, loose, two_low):
        if beats(r, lead):
            seen.setdefault(m, r)
    return list(seen.items())


def has_beating_play(
    hand: Iterable[Card] | Counts, lead: Reading, *, loose: bool = False, two_low: bool = False
) -> bool:
    """Whether any play from ``hand`` beats ``lead`` (cheaper than listing them)."""
    c = _counts(hand)
    if any(v == 4 and (lead.type != "bomb" or _RANKS[p] > lead.rank) for p, v in enumerate(c)):
        return True
    if lead.type in ("bomb", "triple_one"):
        return False
    types = ("triple_pair",) if beat_class(lead.type) == "triple_two" else (lead.type,)
    length = lead.length if lead.type in SEQUENCE_TYPES else None
    for typ in types:
        for _m, r in _gen(c, typ, length, loose, two_low):
            if r.size == lead.size and beats(r, lead):
                return True
    return False


# --------------------------------------------------------------------------- cards


def _by_pos(hand: Iterable[Card]) -> list[list[Card]]:
    groups: list[list[Card]] = [[] for _ in range(_N)]
    for card in sort_cards(hand):
        groups[card.rank - 3].append(card)
    return groups


def materialize(hand: Iterable[Card], m: Counts) -> tuple[Card, ...]:
    """One card set from ``hand`` with the rank counts ``m`` (lowest suits first)."""
    groups = _by_pos(hand)
    out: list[Card] = []
    for p in range(_N):
        if m[p] > len(groups[p]):
            raise ValueError("the hand lacks those cards")
        out.extend(groups[p][: m[p]])
    return tuple(out)


def card_variants(hand: Iterable[Card], m: Counts) -> Iterator[tuple[Card, ...]]:
    """Every distinct card set from ``hand`` with the rank counts ``m``."""
    groups = _by_pos(hand)
    parts = [list(itertools.combinations(groups[p], m[p])) for p in range(_N) if m[p]]
    for combo in itertools.product(*parts):
        yield tuple(card for part in combo for card in part)


# --------------------------------------------------------------------------- planner


@lru_cache(maxsize=1 << 16)
def _best(c: Counts, loose: bool, two_low: bool) -> tuple[int, tuple[Counts, ...]]:
    """Fewest plays that partition ``c`` (no 尾牌3带1): (count, plays). Each step takes a
    play holding the lowest remaining rank, which loses no partition."""
    if not any(c):
        return 0, ()
    low = next(p for p in range(_N) if c[p])
    if readings(c, loose=loose, two_low=two_low):
        return 1, (c,)
    best: tuple[int, tuple[Counts, ...]] | None = None
    for m, _r in plays(c, loose=loose, two_low=two_low, whole=False):
        if not m[low]:
            continue
        n, rest = _best(_sub(c, m), loose, two_low)
        if best is None or n + 1 < best[0]:
            best = (n + 1, (m, *rest))
            if best[0] == 2:
                break
    assert best is not None  # singles always partition a hand
    return best


def plan(
    hand: Iterable[Card] | Counts, *, loose: bool = False, two_low: bool = False, last: bool = False
) -> list[Counts]:
    """A partition of ``hand`` into as few legal plays as possible (exact for a 13-card
    hand). ``last``: ``hand`` is the whole remaining hand, so a 尾牌3带1 may be its final
    play. Plays come in the order they can be played (a 3带1 last)."""
    c = _counts(hand)
    n, parts = _best(c, loose, two_low)
    result = list(parts)
    if last and n > 1:
        for t in range(_N):
            if c[t] < 3:
                continue
            for k in range(_N):
                if k == t or not c[k]:
                    continue
                tail = [0] * _N
                tail[t], tail[k] = 3, 1
                rest = _sub(c, tuple(tail))
                n2, parts2 = _best(rest, loose, two_low)
                if n2 + 1 < n:
                    n, result = n2 + 1, [*parts2, tuple(tail)]
    result.sort(key=lambda m: (readings(m, loose=loose, two_low=two_low) == [], _first_pos(m)))
    return result


def _first_pos(m: Counts) -> int:
    return next(p for p in range(_N) if m[p])


def plan_cards(
    hand: Sequence[Card], *, loose: bool = False, two_low: bool = False, last: bool = False
) -> list[tuple[Card, ...]]:
    """:func:`plan` as card sets drawn from ``hand``."""
    groups = _by_pos(hand)
    out: list[tuple[Card, ...]] = []
    for m in plan(hand, loose=loose, two_low=two_low, last=last):
        part: list[Card] = []
        for p in range(_N):
            part.extend(groups[p][: m[p]])
            del groups[p][: m[p]]
        out.append(tuple(part))
    return out


# --------------------------------------------------------------------------- hints


def hint_order(hand: Counts, m: Counts, r: Reading) -> tuple[int, ...]:
    """Sort key for suggestions: keep bombs, do not split a bomb or a group, lowest rank
    first, then the least valuable kickers."""
    splits = sum(1 for p in range(_N) if 0 < m[p] < hand[p])
    breaks_bomb = any(0 < m[p] < 4 == hand[p] for p in range(_N))
    kickers = sum(p * v for p, v in enumerate(m))
    return (int(r.is_bomb), int(breaks_bomb), int(splits > 0), int(r.rank), splits, kickers)
