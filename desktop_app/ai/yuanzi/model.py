"""A compact model of 原子 (yuanzi) hands and plays for the assistant and the bots.

A hand is held as suit counts per natural rank (three decks: at most three copies of a
card) and two joker counts. A play is described by its *power*: ``(tier, width, key)``
with the engine's tiers (:mod:`desktop_app.engine.yuanzi.patterns`), ``width`` the size
of a single / pair / triple (0 for bomb-class plays, which compare within their tier
whatever their size) and ``key`` the strength within the tier. :func:`beats_power` is the
engine's :func:`~desktop_app.engine.yuanzi.patterns.beats` on powers (a test checks that
they agree on every pair of readings).

Ranks are indexed ``ri = int(rank) - 3`` (0 for 3 ... 12 for 2); the *strength* of a rank
is its index except that the 刀 rank is 13, above the 2. A group of jokers alone counts
as 3s, strength 0.

>>> from desktop_app.engine.cards import Rank, parse_cards
>>> h = Counts.from_cards(parse_cards("7s 7s 7s 7h 9d RJ"))
>>> h.size, h.count(Rank.SEVEN), h.rj
(6, 4, 1)
>>> sorted(format_play(p) for p in candidates(h, Rank.NINE, None) if p.rank is Rank.SEVEN)[:4]
['7h', '7h RJ', '7s 7s 7h', '7s 7s 7s']
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from ...engine.cards import Card, Rank, Suit, format_cards
from ...engine.yuanzi.patterns import (
    TIER_ATOM,
    TIER_BASIC,
    TIER_BOMB,
    TIER_DAO_BASIC,
    TIER_DAO_BOMB,
    TIER_HYDROGEN,
    Reading,
)

__all__ = [
    "NATURAL",
    "SUITS",
    "Counts",
    "Play",
    "Power",
    "beats_power",
    "candidates",
    "format_play",
    "power_of_reading",
    "strength",
]

#: The suits in the engine's atom order (index 0 is the strongest suit, ♠).
SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
#: The thirteen natural ranks by index ``ri = int(rank) - 3``.
NATURAL: tuple[Rank, ...] = tuple(Rank(r) for r in range(3, 16))
_RJ = Card.of(Rank.RED_JOKER)
_BJ = Card.of(Rank.BLACK_JOKER)
_CARD = [[Card.of(r, s) for s in SUITS] for r in NATURAL]
_SI = {s: i for i, s in enumerate(SUITS)}

#: ``(tier, width, key)``: see the module docstring.
Power = tuple[int, int, int]

DAO_STRENGTH = 13


def strength(ri: int, dao_ri: int) -> int:
    """The strength of natural rank index ``ri`` when ``dao_ri`` is the 刀 rank's index."""
    return DAO_STRENGTH if ri == dao_ri else ri


def beats_power(p: Power, t: Power) -> bool:
    """The engine's ladder on powers: does ``p`` beat ``t``?

    >>> beats_power((TIER_BOMB, 0, 4 * 16 + 1), (TIER_DAO_BASIC, 1, 0))
    False
    """
    pt, tt = p[0], t[0]
    if pt == tt:
        if pt <= TIER_DAO_BASIC and p[1] != t[1]:
            return False
        return p[2] > t[2]
    if pt < tt:
        return False
    if pt == TIER_DAO_BASIC:
        return p[1] == t[1]
    return not (pt == TIER_BOMB and tt == TIER_DAO_BASIC)


def power_of_reading(r: Reading, dao: Rank) -> Power:
    """The power of an engine reading (``dao`` is the half's 刀 rank)."""
    dao_ri = int(dao) - 3
    if r.type == "hydrogen":
        return (TIER_HYDROGEN, 0, (DAO_STRENGTH if r.dao else int(r.rank) - 3))
    if r.type == "atom":
        if r.rank is Rank.RED_JOKER:
            return (TIER_ATOM, 0, 2 * 1000)
        if r.rank is Rank.BLACK_JOKER:
            return (TIER_ATOM, 0, 1 * 1000)
        suit = 3 - _SI[r.suit] if r.suit is not None else 0
        cls = 3 if r.dao else 0
        return (TIER_ATOM, 0, cls * 1000 + (int(r.rank) - 3) * 4 + suit)
    v = 0 if r.jokers == r.size else strength(int(r.rank) - 3, dao_ri)
    if r.type == "bomb":
        if r.dao:
            return (TIER_DAO_BOMB, 0, r.size)
        return (TIER_BOMB, 0, r.size * 16 + v)
    if r.dao:
        return (TIER_DAO_BASIC, r.size, 0)
    return (TIER_BASIC, r.size, v)


class Counts:
    """A hand as counts: ``suits[ri]`` lists the four suit counts (♠ ♥ ♣ ♦) of natural
    rank index ``ri``; ``rj`` / ``bj`` count the big / small jokers."""

    __slots__ = ("bj", "rj", "size", "suits")

    def __init__(self, suits: list[list[int]], rj: int, bj: int) -> None:
        self.suits = suits
        self.rj = rj
        self.bj = bj
        self.size = rj + bj + sum(sum(s) for s in suits)

    @classmethod
    def from_cards(cls, cards: Iterable[Card]) -> Counts:
        suits = [[0, 0, 0, 0] for _ in range(13)]
        rj = bj = 0
        for c in cards:
            s = c.suit
            if s is None:
                if c.rank is Rank.RED_JOKER:
                    rj += 1
                else:
                    bj += 1
            else:
                suits[int(c.rank) - 3][_SI[s]] += 1
        return cls(suits, rj, bj)

    def copy(self) -> Counts:
        return Counts([s[:] for s in self.suits], self.rj, self.bj)

    def count(self, rank: Rank) -> int:
        if rank is Rank.RED_JOKER:
            return self.rj
        if rank is Rank.BLACK_JOKER:
            return self.bj
        return sum(self.suits[int(rank) - 3])

    def cards(self) -> list[Card]:
        out: list[Card] = []
        for ri, s in enumerate(self.suits):
            for si in range(4):
                if s[si]:
                    out.extend((_CARD[ri][si],) * s[si])
        out.extend((_BJ,) * self.bj)
        out.extend((_RJ,) * self.rj)
        return out

    def remove(self, play: Play) -> None:
        if play.ri >= 0:
            s = self.suits[play.ri]
            for si in range(4):
                s[si] -= play.take[si]
        self.rj -= play.rj
        self.bj -= play.bj
        self.size -= play.size


@dataclass(frozen=True, slots=True)
class Play:
    """One play: ``ri`` the natural rank index (-1 for jokers alone), ``take`` the suit
    counts taken, ``rj`` / ``bj`` the jokers, ``type`` the engine type id the engine
    reads it as (the strongest reading that beats the table), ``power`` its power."""

    ri: int
    take: tuple[int, int, int, int]
    rj: int
    bj: int
    type: str
    power: Power

    @property
    def size(self) -> int:
        return sum(self.take) + self.rj + self.bj

    @property
    def jokers(self) -> int:
        return self.rj + self.bj

    @property
    def rank(self) -> Rank:
        """The rank the group stands for (THREE for jokers alone, the joker for 王原子)."""
        if self.ri >= 0:
            return NATURAL[self.ri]
        if self.type == "atom":
            return Rank.RED_JOKER if self.rj else Rank.BLACK_JOKER
        return Rank.THREE

    @property
    def is_bomb(self) -> bool:
        return self.power[0] >= TIER_BOMB

    def cards(self) -> tuple[Card, ...]:
        out: list[Card] = []
        if self.ri >= 0:
            row = _CARD[self.ri]
            for si in range(4):
                if self.take[si]:
                    out.extend((row[si],) * self.take[si])
        out.extend((_RJ,) * self.rj)
        out.extend((_BJ,) * self.bj)
        return tuple(out)

    def points(self) -> int:
        if self.ri == 2:
            return 5 * sum(self.take)
        if self.ri in (7, 10):
            return 10 * sum(self.take)
        return 0


def format_play(p: Play) -> str:
    return format_cards(p.cards())


_BASIC = {1: "single", 2: "pair", 3: "triple"}


def _power_natural(ri: int, dao_ri: int, take: Sequence[int], jokers: int) -> list[tuple[str, Power]]:
    """Every reading (type, power) of ``take`` of rank ``ri`` plus ``jokers`` jokers,
    strongest first (the engine's ``readings`` on counts)."""
    k = take[0] + take[1] + take[2] + take[3]
    n = k + jokers
    is_dao = ri == dao_ri
    if is_dao and jokers:
        return []
    out: list[tuple[str, Power]] = []
    if not jokers:
        if n == 8 and take[0] == 2 and take[1] == 2 and take[2] == 2 and take[3] == 2:
            out.append(("hydrogen", (TIER_HYDROGEN, 0, DAO_STRENGTH if is_dao else ri)))
        elif n == 3:
            for si in range(4):
                if take[si] == 3:
                    out.append(("atom", (TIER_ATOM, 0, (3000 if is_dao else 0) + ri * 4 + 3 - si)))
                    break
    if n <= 3:
        if is_dao:
            out.append((_BASIC[n], (TIER_DAO_BASIC, n, 0)))
        else:
            out.append((_BASIC[n], (TIER_BASIC, n, ri)))
    elif is_dao:
        out.append(("bomb", (TIER_DAO_BOMB, 0, n)))
    else:
        out.append(("bomb", (TIER_BOMB, 0, n * 16 + ri)))
    return out


def _power_jokers(rj: int, bj: int) -> list[tuple[str, Power]]:
    n = rj + bj
    out: list[tuple[str, Power]] = []
    if n == 3 and (rj == 3 or bj == 3):
        out.append(("atom", (TIER_ATOM, 0, 2000 if rj == 3 else 1000)))
    if n <= 3:
        out.append((_BASIC[n], (TIER_BASIC, n, 0)))
    else:
        out.append(("bomb", (TIER_BOMB, 0, n * 16)))
    return out


def _chosen(rs: list[tuple[str, Power]], top: Power | None) -> tuple[str, Power] | None:
    """The reading the engine plays: the strongest, or the strongest beating ``top``."""
    if top is None:
        return rs[0] if rs else None
    for r in rs:
        if beats_power(r[1], top):
            return r
    return None


def _take(s: Sequence[int], k: int, keep_hydrogen: bool) -> list[int] | None:
    """Take ``k`` cards of suit counts ``s`` as cheaply as possible: keep exact atoms
    (suits holding three) and, when the rank holds a hydrogen bomb, keep two of every
    suit. None when there are fewer than ``k`` cards."""
    if k > s[0] + s[1] + s[2] + s[3]:
        return None
    take = [0, 0, 0, 0]
    left = k
    if keep_hydrogen:
        # the spare third card of a suit first, weakest suit first
        for si in (3, 2, 1, 0):
            if left and s[si] == 3:
                take[si] += 1
                left -= 1
    # suits that are not exact atoms, largest holding first
    for si in sorted((i for i in range(4) if s[i] != 3), key=lambda i: -s[i]):
        if not left:
            break
        x = min(s[si] - take[si], left)
        take[si] += x
        left -= x
    # atoms last, weakest suit first
    for si in (3, 2, 1, 0):
        if not left:
            break
        x = min(s[si] - take[si], left)
        take[si] += x
        left -= x
    return take


def _selection_cost(s: Sequence[int], take: Sequence[int], rj: int, bj: int, hand: Counts) -> int:
    """How much a selection damages the hand: broken atoms and hydrogen bombs, jokers."""
    cost = 0
    for si in range(4):
        if s[si] == 3 and take[si]:
            cost += 10
    if sum(s) >= 8 and min(s) >= 2 and any(s[si] - take[si] < 2 for si in range(4)):
        cost += 30
    if rj:
        cost += 4 * rj + (12 if hand.rj == 3 else 0)
    if bj:
        cost += 3 * bj + (12 if hand.bj == 3 else 0)
    return cost


def _joker_splits(hand: Counts, j: int) -> Iterator[tuple[int, int]]:
    """Ways to use ``j`` jokers: (red, black), cheapest first (small jokers first, and
    spare jokers before the cards of a 王原子)."""
    opts = []
    for a in range(min(hand.rj, j) + 1):
        b = j - a
        if 0 <= b <= hand.bj:
            opts.append((a, b))
    opts.sort(key=lambda ab: (ab[0] > 0 and hand.rj == 3) * 2 + (ab[1] > 0 and hand.bj == 3) * 2 + ab[0])
    yield from opts


def candidates(hand: Counts, dao: Rank, top: Power | None) -> list[Play]:
    """One play per distinct body (type, rank, size, 刀, atom suit) that ``hand`` can
    play now (beating ``top``; any lead when None), each with its cheapest cards (no
    atom, hydrogen bomb or joker spent when another choice gives the same body).

    The type and power are the engine's (the strongest reading beating ``top``).
    """
    dao_ri = int(dao) - 3
    best: dict[tuple[str, int, int, int], tuple[int, Play]] = {}

    def offer(ri: int, take: Sequence[int], a: int, b: int, cost: int) -> None:
        rs = _power_natural(ri, dao_ri, take, a + b) if ri >= 0 else _power_jokers(a, b)
        ch = _chosen(rs, top)
        if ch is None:
            return
        typ, pw = ch
        n = take[0] + take[1] + take[2] + take[3] + a + b
        sig = (typ, pw[0], pw[2], n)
        old = best.get(sig)
        if old is None or cost < old[0]:
            best[sig] = (cost, Play(ri, (take[0], take[1], take[2], take[3]), a, b, typ, pw))

    wild = hand.rj + hand.bj
    for ri in range(13):
        s = hand.suits[ri]
        c = s[0] + s[1] + s[2] + s[3]
        if not c:
            continue
        is_dao = ri == dao_ri
        w = 0 if is_dao else wild
        has_h = c >= 8 and min(s) >= 2
        # special groups
        for si in range(4):
            if s[si] == 3:
                t = [0, 0, 0, 0]
                t[si] = 3
                offer(ri, t, 0, 0, 10)
        if has_h:
            offer(ri, (2, 2, 2, 2), 0, 0, 30 if c > 8 else 0)
        for n in range(1, c + w + 1):
            if top is not None and not _size_can_beat(n, top):
                continue
            for j in range(max(0, n - c), min(w, n - 1) + 1):
                k = n - j
                got = _take(s, k, has_h)
                if got is None:
                    continue
                if j == 0:
                    t = _avoid_special(s, got, k)
                    offer(ri, t, 0, 0, _selection_cost(s, t, 0, 0, hand))
                    continue
                for a, b in _joker_splits(hand, j):
                    offer(ri, got, a, b, _selection_cost(s, got, a, b, hand))
                    break
    if wild:
        for a in range(hand.rj + 1):
            for b in range(hand.bj + 1):
                if a + b and (top is None or _size_can_beat(a + b, top) or a + b == 3):
                    offer(-1, (0, 0, 0, 0), a, b, _selection_cost((0, 0, 0, 0), (0, 0, 0, 0), a, b, hand) + 1)
    return [p for _, p in best.values()]


def _size_can_beat(n: int, top: Power) -> bool:
    """Can a group of ``n`` cards (not an atom/hydrogen) possibly beat ``top``?"""
    t = top[0]
    if t <= TIER_DAO_BASIC:
        return n == top[1] or n >= 4
    if t >= TIER_ATOM:
        return n == 8  # only a hydrogen bomb (handled apart), never a plain group
    return n >= 4


def _avoid_special(s: Sequence[int], take: list[int], k: int) -> list[int]:
    """If ``take`` (no jokers) is an exact atom or hydrogen pattern but another selection
    of ``k`` cards is not, return that other selection (the plain triple / 8-bomb)."""
    if k == 3 and 3 in take:
        si = take.index(3)
        for other in range(4):
            if other != si and s[other] > 0:
                t = take[:]
                t[si] -= 1
                t[other] += 1
                return t
    elif k == 8 and take == [2, 2, 2, 2]:
        for up in range(4):
            if s[up] >= 3:
                for down in range(4):
                    if down != up:
                        t = take[:]
                        t[up] += 1
                        t[down] -= 1
                        return t
    return take
