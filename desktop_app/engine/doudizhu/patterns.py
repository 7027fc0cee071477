"""Combinations of 癞子斗地主 (Dou Dizhu with a wild rank): reading, comparing and
enumerating plays on rank-count vectors.

Ranks are indexed ``0..14``: ``3 4 5 6 7 8 9 T J Q K A`` are ``0..11``, ``2`` is ``12``,
the small joker 小王 ``13`` and the big joker 大王 ``14``. A card set is a count vector of
length 15 (:func:`counts_of`). The 癞子 (wild) rank ``laizi`` is an index ``0..12`` or
None; the cards of that rank are the wild cards. A wild card stands in for any rank but a
joker inside a combination body (never as a 2 in a chain, since chains stop at A); alone
(one to three 癞子 and nothing else) or as a kicker it is its own rank; the four together
alone are the 纯癞子炸弹 ``laizi_bomb``.

>>> from desktop_app.engine.cards import parse_cards
>>> [r.type for r in readings(parse_cards("3s 3h 3d 4s 4h 4d"))]
['plane']
>>> best = readings(parse_cards("5s 5h 5d 9c"), laizi=Rank.NINE)[0]
>>> best.type, best.label_params()["rank"]
('soft_bomb', '5')
>>> readings(parse_cards("Ks As 2s BJ RJ"))
[]
>>> beats_cards(parse_cards("As Ah Ad Ac"), parse_cards("9s 9h 9d 9c"), laizi=Rank.NINE)
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ..cards import Card, Rank, full_deck

__all__ = [
    "BOMB_TYPES",
    "RANK_TEXT",
    "TYPE_IDS",
    "Move",
    "Reading",
    "beating_readings",
    "beats_cards",
    "body_moves",
    "bomb_count",
    "by_rank",
    "card_ids",
    "cards_for",
    "cards_from_buckets",
    "cards_text",
    "classify_types",
    "counts_of",
    "interned",
    "moves",
    "rank_index",
    "rank_of",
    "readings",
    "readings_of_counts",
    "strongest",
]

BJ, RJ, TWO, ACE = 13, 14, 12, 11
NUM_RANKS = 15

#: The fixed type ids (README of the spec), strongest class first.
TYPE_IDS = (
    "rocket",  # 火箭: both jokers
    "laizi_bomb",  # 纯癞子炸弹: the four 癞子 alone
    "bomb",  # 炸弹: four natural cards of a rank
    "soft_bomb",  # 软炸弹: four of a rank with one to three 癞子
    "plane_pair",  # 飞机带对子
    "plane_single",  # 飞机带单张
    "plane",  # 三顺 / 飞机
    "pair_straight",  # 双顺 / 连对
    "straight",  # 单顺 / 顺子
    "four_two_pair",  # 四带两对
    "four_two_single",  # 四带二
    "trio_pair",  # 三带一对
    "trio_single",  # 三带一
    "trio",  # 三张
    "pair",  # 对牌
    "single",  # 单牌
)
BOMB_TYPES = frozenset({"rocket", "laizi_bomb", "bomb", "soft_bomb"})
_BOMB_CLASS = {"rocket": 4, "laizi_bomb": 3, "bomb": 2, "soft_bomb": 1}
_TYPE_ORDER = {t: i for i, t in enumerate(TYPE_IDS)}
_KICKER_KIND = {
    "trio_single": "single",
    "four_two_single": "single",
    "plane_single": "single",
    "trio_pair": "pair",
    "four_two_pair": "pair",
    "plane_pair": "pair",
}

#: Rank index -> notation (``T`` for ten, ``BJ``/``RJ`` for the jokers).
RANK_TEXT = ("3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A", "2", "BJ", "RJ")
_RANKS = tuple(Rank(i + 3) for i in range(NUM_RANKS))
# id(card) -> rank index; cards are interned, and an id hashes much faster than a Card
_CARD_INDEX: dict[int, int] = {}


def rank_index(rank: Rank) -> int:
    """The index ``0..14`` of a :class:`Rank`."""
    return int(rank) - 3


def rank_of(index: int) -> Rank:
    return _RANKS[index]


def counts_of(cards: Iterable[Card]) -> list[int]:
    """The rank-count vector (length 15) of a card set."""
    c = [0] * NUM_RANKS
    idx = _CARD_INDEX
    for card in cards:
        i = idx.get(id(card))
        c[int(card.rank) - 3 if i is None else i] += 1
    return c


# --------------------------------------------------------------------------- readings


@dataclass(frozen=True, slots=True)
class Reading:
    """One way to read a card set as a combination.

    ``key`` is the rank index that decides comparisons (the trio or four of ``trio_*`` /
    ``four_two_*``, the top rank of a chain, the rank of a group or bomb); ``length`` is the
    number of ranks in a chain (1 otherwise); ``size`` the number of cards; ``kickers`` the
    rank indices of the kicker cards (a kicker pair appears twice); ``wilds`` the ranks the
    癞子 stand for in the body (empty when none is used or they are their own rank).
    """

    type: str
    key: int
    length: int = 1
    size: int = 1
    kickers: tuple[int, ...] = ()
    wilds: tuple[int, ...] = ()

    @property
    def bomb_class(self) -> int:
        """4 rocket, 3 laizi_bomb, 2 bomb, 1 soft_bomb, 0 every other type."""
        return _BOMB_CLASS.get(self.type, 0)

    @property
    def is_bomb(self) -> bool:
        """Counts as a bomb for the multiplier (every bomb kind and the rocket)."""
        return self.type in BOMB_TYPES

    @property
    def low(self) -> int:
        """The lowest rank of the body (the key for non-chains)."""
        return self.key - self.length + 1

    @property
    def body_size(self) -> int:
        return self.size - len(self.kickers)

    def beats(self, other: Reading) -> bool:
        """Does this reading beat ``other`` (the top play)?

        >>> a, b = Reading("pair", 6, 1, 2), Reading("pair", 4, 1, 2)
        >>> a.beats(b), b.beats(a), Reading("soft_bomb", 0, 1, 4).beats(a)
        (True, False, True)
        """
        mine, theirs = _BOMB_CLASS.get(self.type, 0), _BOMB_CLASS.get(other.type, 0)
        if mine != theirs:
            return mine > theirs
        if mine:
            return self.key > other.key
        return (
            self.type == other.type and self.size == other.size and self.length == other.length and self.key > other.key
        )

    def sort_key(self) -> tuple[int, int, int, int]:
        """Strongest first when sorted ascending: bomb class, body size, key, type."""
        return (-_BOMB_CLASS.get(self.type, 0), -(self.size - len(self.kickers)), -self.key, _TYPE_ORDER[self.type])

    def label_params(self) -> dict[str, Any]:
        cached = _LABELS.get(self)
        if cached is None:
            cached = _LABELS[self] = self._label_params()
            if len(_LABELS) > 50_000:
                _LABELS.clear()
        return dict(cached)

    def _label_params(self) -> dict[str, Any]:
        """What a UI needs to name the reading in any language, e.g. ``{"type":
        "plane_single", "rank": "5", "low": "4", "high": "5", "length": 2,
        "kicker_kind": "single", "kickers": "7 9", "wilds": ""}``."""
        return {
            "type": self.type,
            "rank": RANK_TEXT[self.key],
            "low": RANK_TEXT[self.low],
            "high": RANK_TEXT[self.key],
            "length": self.length,
            "size": self.size,
            "kicker_kind": _KICKER_KIND.get(self.type),
            "kickers": " ".join(RANK_TEXT[k] for k in self.kickers),
            "wilds": " ".join(RANK_TEXT[k] for k in self.wilds),
        }

    def to_json(self) -> dict[str, Any]:
        return self.label_params()

    def __str__(self) -> str:
        p = self.label_params()
        text = f"{self.type} {p['low']}-{p['high']}" if self.length > 1 else f"{self.type} {p['rank']}"
        if self.kickers:
            text += f" + {p['kickers']}"
        return text


_LABELS: dict[Reading, dict[str, Any]] = {}
_ROCKET = Reading("rocket", RJ, 1, 2)
_PURE = ("", "single", "pair", "trio", "laizi_bomb")

# size -> templates (type, multiplicity, chain length (0: not a chain), kicker kind 0/1/2, kickers)
_Template = tuple[str, int, int, int, int]
_TEMPLATES: dict[int, list[_Template]] = {}


def _add_template(size: int, t: _Template) -> None:
    _TEMPLATES.setdefault(size, []).append(t)


_add_template(1, ("single", 1, 0, 0, 0))
_add_template(2, ("pair", 2, 0, 0, 0))
_add_template(3, ("trio", 3, 0, 0, 0))
_add_template(4, ("trio_single", 3, 0, 1, 1))
_add_template(5, ("trio_pair", 3, 0, 2, 1))
_add_template(6, ("four_two_single", 4, 0, 1, 2))
_add_template(8, ("four_two_pair", 4, 0, 2, 2))
for _n in range(5, 13):
    _add_template(_n, ("straight", 1, _n, 0, 0))
for _n in range(3, 11):
    _add_template(2 * _n, ("pair_straight", 2, _n, 0, 0))
for _n in range(2, 7):
    _add_template(3 * _n, ("plane", 3, _n, 0, 0))
for _n in range(2, 6):
    _add_template(4 * _n, ("plane_single", 3, _n, 1, _n))
for _n in range(2, 5):
    _add_template(5 * _n, ("plane_pair", 3, _n, 2, _n))
_CHAIN_MIN = {1: 5, 2: 3, 3: 2}
_CHAIN_TYPE = {1: "straight", 2: "pair_straight", 3: "plane"}
_MAX_KEY = {"single": RJ}


def _split(counts: Sequence[int], laizi: int | None) -> tuple[list[int] | Sequence[int], int]:
    """(natural counts with the wild rank emptied, number of wild cards)."""
    if laizi is not None and counts[laizi]:
        n = list(counts)
        w = n[laizi]
        n[laizi] = 0
        return n, w
    return counts, 0


def _kicker_tuple(n: Sequence[int], body: Iterable[int], wl: int, laizi: int | None) -> tuple[int, ...]:
    skip = set(body)
    ks: list[int] = []
    for r in range(NUM_RANKS):
        if n[r] and r not in skip:
            ks.extend([r] * n[r])
    if wl and laizi is not None:
        ks.extend([laizi] * wl)
        ks.sort()
    return tuple(ks)


def readings_of_counts(
    counts: Sequence[int], laizi: int | None = None, jokers_as_kickers: bool = False, only: str | None = None
) -> list[Reading]:
    """Every legal reading of a card set given as a count vector, strongest first (only
    those of the type ``only`` when given: the same readings, found faster)."""
    size = sum(counts)
    if size == 0:
        return []
    n, w = _split(counts, laizi)
    if w == size:  # 癞子 alone: their own rank (four: the pure 癞子 bomb)
        assert laizi is not None
        pure = Reading(_PURE[w], laizi, 1, w)
        return [pure] if only is None or only == pure.type else []
    out: list[Reading] = []
    if size == 2 and n[BJ] and n[RJ]:
        return [_ROCKET] if only is None or only == "rocket" else []
    if size == 4 and (only is None or only in ("bomb", "soft_bomb")):
        nz = [r for r in range(TWO + 1) if n[r]]
        if len(nz) == 1 and n[nz[0]] + w == 4 and not n[BJ] and not n[RJ]:
            x = nz[0]
            out.append(Reading("bomb", x, 1, 4) if w == 0 else Reading("soft_bomb", x, 1, 4, (), (x,) * w))
            if only is not None and out[0].type != only:
                out.clear()
    nat = size - w
    for tid, m, ln, kk, k in _TEMPLATES.get(size, ()):
        if only is not None and tid != only:
            continue
        if not ln:
            for x in range(_MAX_KEY.get(tid, TWO), -1, -1):
                c = n[x]
                if c > m or m - c > w:
                    continue
                need = m - c
                if not kk:
                    if c == 0:
                        continue  # a body of 癞子 alone is read as their own rank (above)
                    if nat != c:
                        continue
                    out.append(Reading(tid, x, 1, size, (), (x,) * need))
                    continue
                wl = w - need
                if wl and x == laizi:
                    continue  # a 癞子 kicker would share the body's rank
                if not _kickers_ok(n, (x,), wl, kk, k, jokers_as_kickers):
                    continue
                out.append(Reading(tid, x, 1, size, _kicker_tuple(n, (x,), wl, laizi), (x,) * need))
        else:
            for low in range(ACE - ln + 1, -1, -1):
                need = 0
                inside = 0
                wild_ranks: list[int] = []
                ok = True
                for r in range(low, low + ln):
                    c = n[r]
                    if c > m:
                        ok = False
                        break
                    if c < m:
                        need += m - c
                        if need > w:
                            ok = False
                            break
                        wild_ranks.extend([r] * (m - c))
                    inside += c
                if not ok:
                    continue
                wl = w - need
                body = range(low, low + ln)
                if not kk:
                    if inside != nat:
                        continue
                    out.append(Reading(tid, low + ln - 1, ln, size, (), tuple(wild_ranks)))
                    continue
                if wl and laizi is not None and low <= laizi < low + ln:
                    continue
                if not _kickers_ok(n, body, wl, kk, k, jokers_as_kickers):
                    continue
                out.append(Reading(tid, low + ln - 1, ln, size, _kicker_tuple(n, body, wl, laizi), tuple(wild_ranks)))
    if len(out) > 1:
        out.sort(key=Reading.sort_key)
    return out


def _kickers_ok(n: Sequence[int], body: Iterable[int], wl: int, kk: int, k: int, jk: bool) -> bool:
    """The cards outside the body (naturals outside the body ranks plus ``wl`` 癞子 at their
    own rank) form ``k`` singles (kk 1) or ``k`` pairs (kk 2). The caller ensured the card
    count is right and that a 癞子 kicker does not share a body rank."""
    if kk == 1:
        return jk or not (n[BJ] and n[RJ])
    if n[BJ] or n[RJ] or wl % 2:
        return False
    skip = set(body)
    return all(not n[r] % 2 for r in range(TWO + 1) if r not in skip)


def readings(cards: Iterable[Card], laizi: Rank | None = None, jokers_as_kickers: bool = False) -> list[Reading]:
    """Every legal reading of ``cards``, strongest first (empty: not a combination).

    >>> from desktop_app.engine.cards import parse_cards
    >>> [str(r) for r in readings(parse_cards("4s 8h 9h Jh Qh"), laizi=Rank.FOUR)]
    ['straight 8-Q']
    """
    return readings_of_counts(counts_of(cards), None if laizi is None else rank_index(laizi), jokers_as_kickers)


def classify_types(cards: Iterable[Card], laizi: Rank | None = None, jokers_as_kickers: bool = False) -> list[str]:
    """The distinct type ids of ``cards``' readings, strongest first."""
    seen: list[str] = []
    for r in readings(cards, laizi, jokers_as_kickers):
        if r.type not in seen:
            seen.append(r.type)
    return seen


def strongest(cards: Iterable[Card], laizi: Rank | None = None, type_id: str | None = None) -> Reading | None:
    """The reading a lead gets (its strongest, or the strongest of ``type_id``)."""
    for r in readings(cards, laizi):
        if type_id is None or r.type == type_id:
            return r
    return None


def beating_readings(play: Sequence[int], top: Reading, laizi: int | None = None, jk: bool = False) -> list[Reading]:
    """The readings of the count vector ``play`` that beat ``top``, strongest first."""
    return [r for r in readings_of_counts(play, laizi, jk) if r.beats(top)]


def beats_cards(
    lead: Iterable[Card], play: Iterable[Card], laizi: Rank | None = None, lead_type: str | None = None
) -> bool:
    """Does some reading of ``play`` beat ``lead`` read as when led (or as ``lead_type``)?
    Raises ValueError when the lead is not a combination (of that type)."""
    top = strongest(lead, laizi, lead_type)
    if top is None:
        raise ValueError("the lead is not a combination" + (f" of type {lead_type}" if lead_type else ""))
    li = None if laizi is None else rank_index(laizi)
    return bool(beating_readings(counts_of(play), top, li))


# --------------------------------------------------------------------------- moves

#: A play found in a hand: its rank-count vector (length 15, the wild cards counted at the
#: 癞子 rank) and the reading it gets.
Move = tuple[tuple[int, ...], Reading]


def _single_order(n: Sequence[int]) -> list[int]:
    """Ranks ordered from the cheapest single kicker to the dearest (lone low cards first)."""
    return sorted(
        (r for r in range(NUM_RANKS) if n[r]),
        key=lambda r: r + 13 * (n[r] - 1) + (40 if r >= TWO else 0) + (60 if n[r] == 4 else 0),
    )


def _pair_order(n: Sequence[int]) -> list[int]:
    return sorted(
        (r for r in range(TWO + 1) if n[r] >= 2),
        key=lambda r: r + 13 * (n[r] - 2) + (40 if r >= TWO else 0) + (60 if n[r] == 4 else 0),
    )


class _Gen:
    """Move generation state for one hand (natural counts, wild count, options)."""

    __slots__ = ("all_kickers", "jk", "laizi", "n", "out", "porder", "sorder", "w")

    def __init__(self, hand: Sequence[int], laizi: int | None, jk: bool, all_kickers: bool) -> None:
        self.n, self.w = _split(hand, laizi)
        self.laizi = laizi
        self.jk = jk
        self.all_kickers = all_kickers
        self.out: dict[tuple[int, ...], Reading] = {}
        self.sorder: list[int] | None = None
        self.porder: list[int] | None = None

    def emit(self, body: list[int], reading: Reading) -> None:
        key = tuple(body)
        old = self.out.get(key)
        if old is None or reading.sort_key() < old.sort_key():
            self.out[key] = reading

    # -- bodies
    def group(self, tid: str, x: int, m: int, kk: int, k: int) -> None:
        """A body of ``m`` cards of rank ``x`` (min 癞子), with ``k`` kickers of kind ``kk``."""
        n, w, laizi = self.n, self.w, self.laizi
        c = n[x]
        if not w:  # fast path: natural cards only
            if c < m:
                return
            if not kk:
                key = _UNIT[x][m]
                if key not in self.out:
                    self.out[key] = _GROUP_READING[tid][x]
                return
            self.kick(tid, list(_UNIT[x][m]), x, 1, (x,), 0, (), kk, k)
            return
        nat = c if c < m else m
        need = m - nat
        if need > w:
            return
        if nat == 0 and not kk and x != laizi:
            return
        body = [0] * NUM_RANKS
        body[x] = nat
        if need:
            assert laizi is not None
            body[laizi] += need
        wilds = () if (x == laizi and not kk) else (x,) * need
        if not kk:
            self.emit(body, Reading(tid, x, 1, m, (), wilds))
            return
        self.kick(tid, body, x, 1, (x,), need, wilds, kk, k)

    def kick(
        self,
        tid: str,
        body: list[int],
        key: int,
        ln: int,
        body_ranks: Sequence[int],
        need: int,
        wilds: tuple[int, ...],
        kk: int,
        k: int,
    ) -> None:
        n, laizi = self.n, self.laizi
        wl = self.w - need
        if laizi is not None and laizi in body_ranks:
            wl = 0
        pool = list(n)
        for r in body_ranks:
            pool[r] = 0
        if wl and laizi is not None:
            pool[laizi] = wl
        size = sum(body) + k * kk
        if self.all_kickers:
            for ks in _kicker_sets(pool, kk, k, self.jk):
                play = list(body)
                for r in ks:
                    play[r] += 1
                self.emit(play, Reading(tid, key, ln, size, ks, wilds))
            return
        ks2 = self.cheapest(pool, kk, k)
        if ks2 is None:
            return
        play = list(body)
        for r in ks2:
            play[r] += 1
        self.emit(play, Reading(tid, key, ln, size, ks2, wilds))

    def cheapest(self, pool: list[int], kk: int, k: int) -> tuple[int, ...] | None:
        laizi = self.laizi
        wild = pool[laizi] if laizi is not None else 0
        got: list[int] = []
        if kk == 1:
            if self.sorder is None:
                self.sorder = _single_order(self.n)
            joker = False
            for r in self.sorder:
                avail = pool[r]
                if not avail:
                    continue
                if r >= BJ:
                    if joker and not self.jk:
                        continue
                    joker = True
                take = min(avail, k - len(got))
                got.extend([r] * take)
                if len(got) == k:
                    break
            if len(got) < k and wild:
                got.extend([laizi] * min(wild, k - len(got)))  # type: ignore[list-item]
        else:
            if self.porder is None:
                self.porder = _pair_order(self.n)
            for r in self.porder:
                avail = pool[r] // 2
                if not avail:
                    continue
                take = min(avail, k - len(got) // 2)
                got.extend([r] * (2 * take))
                if len(got) == 2 * k:
                    break
            if len(got) < 2 * k and wild >= 2:
                got.extend([laizi] * (2 * min(wild // 2, k - len(got) // 2)))  # type: ignore[list-item]
        if len(got) < k * kk:
            return None
        got.sort()
        return tuple(got)

    def chains(self, m: int, length: int | None = None, above: int = -1) -> None:
        """Chains of multiplicity ``m`` (with the plane kickers when m == 3)."""
        n, w, laizi = self.n, self.w, self.laizi
        lo = _CHAIN_MIN[m]
        for low in range(ACE + 1):
            need = 0
            for top in range(low, ACE + 1):
                c = n[top]
                if c < m:
                    need += m - c
                    if need > w:
                        break
                ln = top - low + 1
                if ln < lo or top <= above or (length is not None and ln != length):
                    continue
                body = [0] * NUM_RANKS
                wild_ranks: list[int] = []
                for r in range(low, top + 1):
                    c = n[r]
                    if c >= m:
                        body[r] = m
                    else:
                        body[r] = c
                        wild_ranks.extend([r] * (m - c))
                if need:
                    assert laizi is not None
                    body[laizi] += need
                self.chain_body(m, body, top, ln, range(low, top + 1), need, tuple(wild_ranks))

    def chain_body(
        self,
        m: int,
        body: list[int],
        top: int,
        ln: int,
        ranks: Sequence[int],
        need: int,
        wilds: tuple[int, ...],
        only: str | None = None,
    ) -> None:
        if only is None or only == _CHAIN_TYPE[m]:
            self.emit(body, Reading(_CHAIN_TYPE[m], top, ln, ln * m, (), wilds))
        if m == 3:
            if ln <= 5 and (only is None or only == "plane_single"):
                self.kick("plane_single", body, top, ln, ranks, need, wilds, 1, ln)
            if ln <= 4 and (only is None or only == "plane_pair"):
                self.kick("plane_pair", body, top, ln, ranks, need, wilds, 2, ln)

    def bombs(self, above_class: int = 0, above_key: int = -1) -> None:
        n, w, laizi = self.n, self.w, self.laizi
        if not w and 4 not in n and not (n[BJ] and n[RJ]):
            return  # the common case: no bomb at all
        if above_class <= 1:
            lo = above_key if above_class == 1 else -1
            if w:
                assert laizi is not None
                for x in range(lo + 1, TWO + 1):
                    c = n[x]
                    if c:
                        nat = min(c, 3)
                        if nat + w >= 4:
                            body = [0] * NUM_RANKS
                            body[x] = nat
                            body[laizi] = 4 - nat
                            self.emit(body, Reading("soft_bomb", x, 1, 4, (), (x,) * (4 - nat)))
        if above_class <= 2:
            lo = above_key if above_class == 2 else -1
            for x in range(lo + 1, TWO + 1):
                if n[x] == 4:
                    body = [0] * NUM_RANKS
                    body[x] = 4
                    self.emit(body, Reading("bomb", x, 1, 4))
        if above_class <= 2 and w == 4:
            assert laizi is not None
            body = [0] * NUM_RANKS
            body[laizi] = 4
            self.emit(body, Reading("laizi_bomb", laizi, 1, 4))
        if above_class <= 3 and n[BJ] and n[RJ]:
            body = [0] * NUM_RANKS
            body[BJ] = body[RJ] = 1
            self.emit(body, _ROCKET)


_GROUP_SPECS: dict[str, tuple[int, int, int]] = {
    # type -> (multiplicity, kicker kind, kicker count)
    "single": (1, 0, 0),
    "pair": (2, 0, 0),
    "trio": (3, 0, 0),
    "trio_single": (3, 1, 1),
    "trio_pair": (3, 2, 1),
    "four_two_single": (4, 1, 2),
    "four_two_pair": (4, 2, 2),
}
# count vectors of m cards of rank x, and the readings of plain groups
_UNIT = tuple(tuple(tuple(m if i == x else 0 for i in range(NUM_RANKS)) for m in range(5)) for x in range(NUM_RANKS))
_GROUP_READING = {
    tid: [Reading(tid, x, 1, m) for x in range(NUM_RANKS)] for tid, m in (("single", 1), ("pair", 2), ("trio", 3))
}
_CHAIN_SPECS = {"straight": 1, "pair_straight": 2, "plane": 3, "plane_single": 3, "plane_pair": 3}


def _few_kickers(pool: Sequence[int], kk: int, k: int, jk: bool) -> list[tuple[int, ...]]:
    """:func:`_kicker_sets` for one or two kickers (trios, 四带二, two-trio planes)."""
    if kk == 1:
        avail = [r for r in range(NUM_RANKS) if pool[r]]
        if k == 1:
            return [(r,) for r in avail]
        res: list[tuple[int, ...]] = []
        for i, r in enumerate(avail):
            if pool[r] >= 2:
                res.append((r, r))
            for s in avail[i + 1 :]:
                if s == RJ and r == BJ and not jk:
                    continue
                res.append((r, s))
        return res
    avail = [r for r in range(TWO + 1) if pool[r] >= 2]
    if k == 1:
        return [(r, r) for r in avail]
    res = []
    for i, r in enumerate(avail):
        if pool[r] >= 4:
            res.append((r, r, r, r))
        for s in avail[i + 1 :]:
            res.append((r, r, s, s))
    return res


def _kicker_sets(pool: Sequence[int], kk: int, k: int, jk: bool) -> list[tuple[int, ...]]:
    """Every multiset of ``k`` singles (kk 1) or ``k`` pairs (kk 2) from ``pool``."""
    if k <= 2:  # the common cases, in the order the general search below yields them
        return _few_kickers(pool, kk, k, jk)
    if kk == 1:
        avail = [(r, pool[r]) for r in range(NUM_RANKS) if pool[r]]
    else:
        avail = [(r, pool[r] // 2) for r in range(TWO + 1) if pool[r] >= 2]
    res: list[tuple[int, ...]] = []
    chosen: list[int] = []

    def rec(i: int, left: int) -> None:
        if left == 0:
            if kk == 1 and not jk and BJ in chosen and RJ in chosen:
                return
            res.append(tuple(chosen) if kk == 1 else tuple(sorted(chosen + chosen)))
            return
        if i == len(avail):
            return
        r, a = avail[i]
        for take in range(min(a, left), -1, -1):
            chosen.extend([r] * take)
            rec(i + 1, left - take)
            if take:
                del chosen[-take:]

    rec(0, k)
    return res


def moves(
    hand: Sequence[int],
    laizi: int | None = None,
    top: Reading | None = None,
    jokers_as_kickers: bool = False,
    all_kickers: bool = False,
) -> list[Move]:
    """The distinct plays (count vectors) in ``hand`` with a reading each: every legal
    lead when ``top`` is None, else every play that beats ``top``.

    Each body (type, rank, chain) comes once, using as few 癞子 as possible; kickers are
    the cheapest ones unless ``all_kickers`` asks for every kicker choice. When several
    bodies give the same cards, the strongest reading is kept.

    >>> from desktop_app.engine.cards import parse_cards
    >>> h = counts_of(parse_cards("Ts Js Qs Ks As 3h"))
    >>> [str(r) for _, r in moves(h, top=Reading("straight", 4, 5, 5))]
    ['straight T-A']
    """
    g = _Gen(hand, laizi, jokers_as_kickers, all_kickers)
    n, w = g.n, g.w
    if top is None and not w:
        _natural_leads(g)
    elif top is None:
        for tid, (m, kk, k) in _GROUP_SPECS.items():
            for x in range(_MAX_KEY.get(tid, TWO) + 1):
                if n[x] >= m or (w and (n[x] or kk or x == laizi)):
                    g.group(tid, x, m, kk, k)
        for m in (1, 2, 3):
            g.chains(m)
        g.bombs()
    else:
        cls = top.bomb_class
        if cls == 0:
            tid = top.type
            if tid in _GROUP_SPECS:
                m, kk, k = _GROUP_SPECS[tid]
                for x in range(top.key + 1, _MAX_KEY.get(tid, TWO) + 1):
                    if n[x] >= m or (w and (n[x] or kk or x == laizi)):
                        g.group(tid, x, m, kk, k)
            else:
                m = _CHAIN_SPECS[tid]
                _chains_of(g, m, top.length, top.key, tid)
        g.bombs(cls, top.key if cls else -1)
    return list(g.out.items())


class _BodyGen(_Gen):
    """A generator that keeps one entry per body (type, key, length) and card vector: two
    bodies giving the same cards are both kept (``moves`` keeps only the strongest)."""

    def __init__(self, hand: Sequence[int], laizi: int | None, jk: bool) -> None:
        super().__init__(hand, laizi, jk, False)
        self.bodies: dict[tuple[tuple[int, ...], str, int, int], Reading] = {}

    def emit(self, body: list[int], reading: Reading) -> None:
        key = (tuple(body), reading.type, reading.key, reading.length)
        if key not in self.bodies:
            self.bodies[key] = reading


def body_moves(
    hand: Sequence[int], laizi: int | None = None, top: Reading | None = None, jokers_as_kickers: bool = False
) -> list[Move]:
    """:func:`moves` (cheapest kickers) listing every body: when two bodies give the same
    cards (possible only with 癞子) both are listed, each with its own reading.

    >>> from desktop_app.engine.cards import parse_cards
    >>> h = counts_of(parse_cards("8s Js Jh Ts"))
    >>> sorted(str(r) for p, r in body_moves(h, rank_index(Rank.JACK)) if r.type == "trio_single")
    ['trio_single 8 + T', 'trio_single T + 8']
    """
    g = _BodyGen(hand, laizi, jokers_as_kickers)
    if not g.w:
        return moves(hand, laizi, top, jokers_as_kickers)
    n, w = g.n, g.w
    if top is None:
        for tid, (m, kk, k) in _GROUP_SPECS.items():
            for x in range(_MAX_KEY.get(tid, TWO) + 1):
                if n[x] >= m or (w and (n[x] or kk or x == laizi)):
                    g.group(tid, x, m, kk, k)
        for m in (1, 2, 3):
            g.chains(m)
        g.bombs()
    else:
        cls = top.bomb_class
        if cls == 0:
            tid = top.type
            if tid in _GROUP_SPECS:
                m, kk, k = _GROUP_SPECS[tid]
                for x in range(top.key + 1, _MAX_KEY.get(tid, TWO) + 1):
                    if n[x] >= m or (w and (n[x] or kk or x == laizi)):
                        g.group(tid, x, m, kk, k)
            else:
                _chains_of(g, _CHAIN_SPECS[tid], top.length, top.key, tid)
        g.bombs(cls, top.key if cls else -1)
    return [(key[0], r) for key, r in g.bodies.items()]


def _natural_leads(g: _Gen) -> None:
    """Every lead of a hand without 癞子 (the common case, kept fast)."""
    n, out = g.n, g.out
    by_count: list[list[int]] = [[], [], [], [], []]
    for x in range(NUM_RANKS):
        c = n[x]
        if c:
            by_count[c].append(x)
    singles = [x for x in range(NUM_RANKS) if n[x]]
    unit, single, pair, trio = _UNIT, _GROUP_READING["single"], _GROUP_READING["pair"], _GROUP_READING["trio"]
    for x in singles:
        out[unit[x][1]] = single[x]
    for c in (2, 3, 4):
        for x in by_count[c]:
            out[unit[x][2]] = pair[x]
            if c >= 3:
                out[unit[x][3]] = trio[x]
                g.kick("trio_single", list(unit[x][3]), x, 1, (x,), 0, (), 1, 1)
                g.kick("trio_pair", list(unit[x][3]), x, 1, (x,), 0, (), 2, 1)
    for x in by_count[4]:
        g.kick("four_two_single", list(unit[x][4]), x, 1, (x,), 0, (), 1, 2)
        g.kick("four_two_pair", list(unit[x][4]), x, 1, (x,), 0, (), 2, 2)
    # chains: scan each run of ranks (3..A) holding at least m cards
    for m in (1, 2, 3):
        lo = _CHAIN_MIN[m]
        x = 0
        while x <= ACE:
            if n[x] < m:
                x += 1
                continue
            end = x
            while end <= ACE and n[end] >= m:
                end += 1
            if end - x >= lo:
                for low in range(x, end - lo + 1):
                    for top in range(low + lo - 1, end):
                        body = [0] * NUM_RANKS
                        for r in range(low, top + 1):
                            body[r] = m
                        g.chain_body(m, body, top, top - low + 1, range(low, top + 1), 0, ())
            x = end
    g.bombs()


def _chains_of(g: _Gen, m: int, length: int, above: int, tid: str) -> None:
    n, w, laizi = g.n, g.w, g.laizi
    for top in range(max(above + 1, length - 1), ACE + 1):
        low = top - length + 1
        need = 0
        wild_ranks: list[int] = []
        body = [0] * NUM_RANKS
        for r in range(low, top + 1):
            c = n[r]
            if c >= m:
                body[r] = m
            else:
                body[r] = c
                need += m - c
                if need > w:
                    break
                wild_ranks.extend([r] * (m - c))
        if need > w:
            continue
        if need:
            assert laizi is not None
            body[laizi] += need
        g.chain_body(m, body, top, length, range(low, top + 1), need, tuple(wild_ranks), tid)


def by_rank(hand: Iterable[Card]) -> list[list[Card]]:
    """The cards of ``hand`` bucketed by rank index (in the hand's order)."""
    out: list[list[Card]] = [[] for _ in range(NUM_RANKS)]
    idx = _CARD_INDEX
    for card in hand:
        i = idx.get(id(card))
        out[int(card.rank) - 3 if i is None else i].append(card)
    return out


def cards_for(hand: Sequence[Card], play: Sequence[int]) -> list[Card]:
    """Pick the cards of the count vector ``play`` out of ``hand`` (the first of each rank
    in the hand's order). Raises ValueError if the hand lacks them."""
    return cards_from_buckets(by_rank(hand), play)


def cards_from_buckets(buckets: Sequence[Sequence[Card]], play: Sequence[int]) -> list[Card]:
    """:func:`cards_for` on a hand already bucketed by :func:`by_rank`."""
    got: list[Card] = []
    for i in range(NUM_RANKS):
        k = play[i]
        if k:
            have = buckets[i]
            if len(have) < k:
                raise ValueError("the hand does not hold that play")
            got.extend(have[:k])
    return got


def card_ids(cards: Iterable[Card]) -> set[int]:
    """The identities of ``cards`` (interned), for fast membership tests."""
    return {id(c) for c in cards}


_CARD_TEXT: dict[int, str] = {}


def cards_text(cards: Iterable[Card]) -> str:
    """:func:`~desktop_app.engine.cards.format_cards`, faster for interned cards."""
    text = _CARD_TEXT
    return " ".join([text.get(id(c)) or c.text for c in cards])


def interned(cards: Iterable[Card]) -> tuple[Card, ...]:
    """The interned instances of ``cards`` (a Card built directly is not the shared one)."""
    return tuple(c if id(c) in _CARD_INDEX else Card.of(c.rank, c.suit) for c in cards)


# --------------------------------------------------------------------------- bombs in a hand


def bomb_count(hand: Sequence[int], laizi: int | None = None) -> int:
    """How many bombs a hand holds at most (rocket, natural bombs, and with the 癞子 the
    most soft bombs or the pure 癞子 bomb they can make): the escape rule's count.

    >>> from desktop_app.engine.cards import parse_cards
    >>> bomb_count(counts_of(parse_cards("5s 5h 5d 7s 7h 7d 9s 9h BJ RJ")), rank_index(Rank.NINE))
    3
    """
    n, w = _split(hand, laizi)
    total = 1 if (n[BJ] and n[RJ]) else 0
    costs: list[int] = []
    for x in range(TWO + 1):
        c = n[x]
        if c == 4:
            total += 1
        elif c:
            costs.append(4 - c)
    if w == 4:
        costs.append(4)
    costs.sort()
    for cost in costs:
        if cost > w:
            break
        w -= cost
        total += 1
    return total


for _card in full_deck():
    _CARD_INDEX[id(_card)] = int(_card.rank) - 3
    _CARD_TEXT[id(_card)] = _card.text
