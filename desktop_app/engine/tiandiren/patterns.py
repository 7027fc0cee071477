"""天地人 combinations: recognition, comparison and play enumeration.

The contract is ``../shared/spec/tiandiren.md``; ``docs/rules/tiandiren.md`` says the same for
players. Suits play no part, so everything works on rank counts: a list of 18 ints indexed
by :class:`~desktop_app.engine.cards.Rank` value (3..14 = 3..A, 15 = 2, 16 = 小王 BJ,
17 = 大王 RJ; indices 0..2 unused).

Type ids (the referee's fixed vocabulary): ``single`` 单张, ``pair`` 对子, ``straight`` 顺子,
``pair_straight`` 对顺, ``rocket`` 火箭, ``starship`` 星舰, ``lone_boat`` 孤舟, ``drone`` 无人机,
``super_drone`` 超级无人机, ``spaceship`` 飞船.

A 2 stands in for any rank 3..A in a pair, a straight, a pair straight, a rocket (body and
kickers) and the kickers of a starship; never in a starship body, a drone, a super drone
or anything with a joker. A set made only of 2s reads its 2s as 2s (``2 2`` is the pair of
2s, ``2 2 2`` the rocket of 2s, four or more a drone). See :func:`readings` for the order
of several readings of one set.

>>> from desktop_app.engine.cards import format_cards, parse_cards as p
>>> [r.type for r in readings(p("7s 7h 2d 8s 8h 8d"))]
['rocket']
>>> best_reading(p("7s 2h"))
Reading(type='pair', rank=7, length=1, kicker='none', kickers=(), size=2)
>>> best_reading(p("Qs Ks As 2s 3s")) is None
True
>>> beats(best_reading(p("8s 8h 8d 8c")), best_reading(p("7s 7h 7d 3s")))
True
>>> best_reading(p("7s 7h 7d 9s 9h")).describe()
'the rocket of 7s with a pair of 9s'
>>> [format_cards(cards) for cards, _ in plays_from(p("3s As 2d"), best_reading(p("Ks")))]
['As', '2d']
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ..cards import Card, Rank

__all__ = [
    "BOMB_TYPES",
    "DRONE",
    "KICKER_KINDS",
    "LONE_BOAT",
    "PAIR",
    "PAIR_STRAIGHT",
    "ROCKET",
    "SINGLE",
    "SPACESHIP",
    "STARSHIP",
    "STRAIGHT",
    "SUPER_DRONE",
    "TYPE_IDS",
    "Reading",
    "beating_reading",
    "beats",
    "best_reading",
    "can_finish_in_one",
    "counts_of",
    "plays_from",
    "rank_name",
    "reading_key",
    "readings",
    "readings_from_counts",
    "select_readings",
    "valid_value",
]

SINGLE = "single"  # 单张
PAIR = "pair"  # 对子
STRAIGHT = "straight"  # 顺子
PAIR_STRAIGHT = "pair_straight"  # 对顺
ROCKET = "rocket"  # 火箭
STARSHIP = "starship"  # 星舰
LONE_BOAT = "lone_boat"  # 孤舟
DRONE = "drone"  # 无人机
SUPER_DRONE = "super_drone"  # 超级无人机
SPACESHIP = "spaceship"  # 飞船

TYPE_IDS: tuple[str, ...] = (
    SINGLE,
    PAIR,
    STRAIGHT,
    PAIR_STRAIGHT,
    ROCKET,
    STARSHIP,
    LONE_BOAT,
    DRONE,
    SUPER_DRONE,
    SPACESHIP,
)
BOMB_TYPES = frozenset({DRONE, SUPER_DRONE, SPACESHIP})
KICKER_KINDS: tuple[str, ...] = ("none", "single", "pair")

_THREE, _ACE, _TWO, _BJ, _RJ = 3, 14, 15, 16, 17
_NATURAL = range(_THREE, _ACE + 1)  # ranks a chain may use: 3..A
_MAX_CHAIN = 12  # 3..A
#: bomb ladder: 飞船 > 超级无人机 > 无人机 > every normal type
_LADDER = {DRONE: 1, SUPER_DRONE: 2, SPACESHIP: 3}
#: tie-break among normal readings that beat equally many bodies
_TYPE_ORDER = {ROCKET: 6, STARSHIP: 5, PAIR_STRAIGHT: 4, STRAIGHT: 3, LONE_BOAT: 2, PAIR: 1, SINGLE: 0}
_KICKER_UNIT = {"none": 0, "single": 1, "pair": 2}


def rank_name(rank: int) -> str:
    """Short English name of a rank value: ``3``..``10``, ``J``, ``Q``, ``K``, ``A``, ``2``,
    ``BJ``, ``RJ``."""
    return "10" if rank == 10 else Rank(rank).text


def _plural(rank: int) -> str:
    return rank_name(rank) + "s"


@dataclass(frozen=True, slots=True)
class Reading:
    """One way to read a card set as a combination.

    ``rank`` is the main rank (a :class:`Rank` value): the top rank of a chain or body, the
    card's rank for a single, the joker's rank for a lone boat; a spaceship uses 32 (BJ BJ),
    33 (RJ BJ) or 34 (RJ RJ). ``length``: cards of a straight, pairs of a pair straight,
    groups of a rocket or starship, cards of a drone, else 1. ``kicker``: ``none``,
    ``single`` or ``pair`` (rockets, starships and the attachment of a lone boat);
    ``kickers``: the kicker ranks high to low as represented (a 2 kicker counts as a 2,
    or as an A when the body is made of 2s). ``size``: number of cards.
    """

    type: str
    rank: int
    length: int = 1
    kicker: str = "none"
    kickers: tuple[int, ...] = ()
    size: int = 0

    @property
    def is_bomb(self) -> bool:
        """Drones, super drones and spaceships beat every normal type."""
        return self.type in BOMB_TYPES

    @property
    def low(self) -> int:
        """The lowest rank of a chain (``rank`` for everything else)."""
        if self.type in (STRAIGHT, PAIR_STRAIGHT, ROCKET, STARSHIP):
            return self.rank - self.length + 1
        return self.rank

    def label_params(self) -> dict[str, Any]:
        """What a UI needs to name the reading in any language (JSON values only).

        >>> Reading(ROCKET, 8, 2, "pair", (13, 5), 10).label_params()
        {'type': 'rocket', 'rank': '8', 'low': '7', 'length': 2, 'kicker': 'pair', 'kickers': ['K', '5'], \
'size': 10, 'bomb': False, 'value': 'rocket:2:pair:8'}
        """
        params: dict[str, Any] = {"type": self.type}
        if self.type == SPACESHIP:
            jokers = {32: ["BJ", "BJ"], 33: ["RJ", "BJ"], 34: ["RJ", "RJ"]}[self.rank]
            params.update(rank=jokers[0], jokers=jokers)
        elif self.type == SUPER_DRONE:
            params["rank"] = "3"
        else:
            params["rank"] = rank_name(self.rank)
        params.update(
            low=rank_name(self.low) if self.type != SPACESHIP else params["rank"],
            length=self.length,
            kicker=self.kicker,
            kickers=[rank_name(k) for k in self.kickers],
            size=self.size,
            bomb=self.is_bomb,
            value=reading_key(self),  # the action value that plays the cards as this reading
        )
        return params

    def describe(self) -> str:
        """An English phrase for logs and error messages, e.g. ``the pair of 7s``."""
        t = self.type
        if t == SINGLE:
            return f"the single {rank_name(self.rank)}"
        if t == PAIR:
            return f"the pair of {_plural(self.rank)}"
        if t == STRAIGHT:
            return f"the straight {rank_name(self.low)}-{rank_name(self.rank)}"
        if t == PAIR_STRAIGHT:
            return f"the pair straight {rank_name(self.low)}-{rank_name(self.rank)}"
        if t == DRONE:
            return f"the drone of {self.length} {_plural(self.rank)}"
        if t == SUPER_DRONE:
            return "the super drone"
        if t == SPACESHIP:
            return "the spaceship " + " ".join(self.label_params()["jokers"])
        if t == LONE_BOAT:
            what = rank_name(self.kickers[0]) if self.kicker == "single" else f"a pair of {_plural(self.kickers[0])}"
            return f"the lone boat {rank_name(self.rank)} with {what}"
        name = "rocket" if t == ROCKET else "starship"
        body = (
            f"of {_plural(self.rank)}"
            if self.length == 1
            else f"x{self.length} {rank_name(self.low)}-{rank_name(self.rank)}"
        )
        if self.kicker == "none":
            return f"the {name} {body}"
        if self.kicker == "single":
            return f"the {name} {body} with " + " ".join(rank_name(k) for k in self.kickers)
        if len(self.kickers) == 1:
            return f"the {name} {body} with a pair of {_plural(self.kickers[0])}"
        return f"the {name} {body} with pairs of " + " ".join(_plural(k) for k in self.kickers)


# --------------------------------------------------------------------------- reading


def counts_of(cards: Iterable[Card]) -> list[int]:
    """Rank counts of a card set: a list of 18 ints indexed by rank value."""
    c = [0] * 18
    for card in cards:
        c[card.rank] += 1
    return c


def reading_key(rd: Reading) -> str:
    """The action value naming exactly one reading, ``type:length:kicker:rank`` (a type
    id alone names the strongest reading of that type). Two readings of one type differ
    here: a rocket x4 (``rocket:4:none:6``) and a rocket x3 carrying 5 5 5
    (``rocket:3:single:6``).

    >>> reading_key(Reading(ROCKET, 8, 2, "pair", (13, 5), 10))
    'rocket:2:pair:8'
    """
    return f"{rd.type}:{rd.length}:{rd.kicker}:{rd.rank}"


def valid_value(value: object) -> bool:
    """``value`` may name a reading: a type id or a :func:`reading_key`."""
    if not isinstance(value, str):
        return False
    if value in TYPE_IDS:
        return True
    parts = value.split(":")
    return (
        len(parts) == 4
        and parts[0] in TYPE_IDS
        and parts[1].isdecimal()
        and parts[2] in KICKER_KINDS
        and parts[3].isdecimal()
        and len(value) <= 40
    )


def select_readings(rds: Sequence[Reading], value: str) -> list[Reading]:
    """The readings of ``rds`` that ``value`` (a type id or a reading key) names."""
    if value in TYPE_IDS:
        return [rd for rd in rds if rd.type == value]
    return [rd for rd in rds if reading_key(rd) == value]


def readings(cards: Sequence[Card] | Iterable[Card]) -> list[Reading]:
    """Every legal reading of exactly these cards, strongest first; ``[]`` if the set is no
    combination.

    One reading per (type, length, kicker kind): of the ways to read the set under that
    shape only the best one is listed (highest top rank, then highest kickers), because it
    beats everything the others beat. Order: bombs by the ladder (spaceship, super drone,
    drone), then normal readings by how many distinct bodies (type, length, top rank,
    kicker kind; kickers ignored) of their own type they beat under the default comparison,
    then rocket > starship > pair straight > straight > lone boat > pair > single, then
    longer and higher first. For example ``5 6 2 2 2 2`` reads as a rocket x2 (5-6, beats
    every rocket x1) before a starship of 2s with 6 5, a pair straight 5-7 and a straight 6-10.

    >>> from desktop_app.engine.cards import parse_cards as p
    >>> [(r.type, r.rank, r.length) for r in readings(p("5s 6s 2s 2h 2c 2d"))]
    [('rocket', 6, 2), ('starship', 15, 1), ('pair_straight', 7, 3), ('straight', 10, 6)]
    """
    return list(_readings_key(tuple(counts_of(cards)[3:])))


def readings_from_counts(counts: Sequence[int]) -> tuple[Reading, ...]:
    """:func:`readings` of a rank-count list (18 ints, as :func:`counts_of` returns)."""
    return _readings_key(tuple(counts[3:18]))


def best_reading(cards: Sequence[Card] | Iterable[Card]) -> Reading | None:
    """The reading used when the set is led (the strongest), or None."""
    rds = _readings_key(tuple(counts_of(cards)[3:]))
    return rds[0] if rds else None


def can_finish_in_one(hand: Sequence[Card] | Iterable[Card]) -> bool:
    """The whole hand is one legal play."""
    return bool(_readings_key(tuple(counts_of(hand)[3:])))


@lru_cache(maxsize=1 << 16)
def _readings_key(key: tuple[int, ...]) -> tuple[Reading, ...]:
    out = _read((0, 0, 0, *key))
    if len(out) > 1:
        out.sort(key=_strength, reverse=True)
    return tuple(out)


def _read(c: Sequence[int]) -> list[Reading]:
    size = sum(c)
    if size == 0:
        return []
    bj, rj, w = c[_BJ], c[_RJ], c[_TWO]
    jokers = bj + rj
    if jokers:
        if size == 1:
            return [Reading(SINGLE, _RJ if rj else _BJ, size=1)]
        if jokers == 2 and size == 2:
            return [Reading(SPACESHIP, 2 * _BJ + rj, size=2)]
        if jokers == 1 and w == 0 and size <= 3:
            ranks = [r for r in _NATURAL if c[r]]
            if len(ranks) == 1:
                kind = "single" if size == 2 else "pair"
                return [Reading(LONE_BOAT, _RJ if rj else _BJ, 1, kind, (ranks[0],), size)]
        return []
    if size == 1:
        return [Reading(SINGLE, next(r for r in range(_THREE, _TWO + 1) if c[r]), size=1)]
    if w == size:  # only 2s: they play as 2s
        if size == 2:
            return [Reading(PAIR, _TWO, size=2)]
        if size == 3:
            return [Reading(ROCKET, _TWO, 1, size=3)]
        return [Reading(DRONE, _TWO, size, size=size)]
    present = [r for r in _NATURAL if c[r]]
    if w == 0 and len(present) == 1:  # one natural rank, nothing else
        r = present[0]
        if size == 2:
            return [Reading(PAIR, r, size=2)]
        if size == 3:
            return [Reading(SUPER_DRONE, _THREE, size=3) if r == _THREE else Reading(ROCKET, r, 1, size=3)]
        return [Reading(DRONE, r, size, size=size)]
    if size == 2:
        return [Reading(PAIR, present[0], size=2)] if len(present) == 1 else []
    out: list[Reading] = []
    most = max(c[r] for r in present)
    lo = present[0]
    span = present[-1] - lo + 1
    if most == 1 and 5 <= size <= _MAX_CHAIN and span <= size:
        out.append(Reading(STRAIGHT, min(_ACE, lo + size - 1), size, size=size))
    if most <= 2 and size % 2 == 0 and 6 <= size <= 2 * _MAX_CHAIN and span <= size // 2:
        length = size // 2
        out.append(Reading(PAIR_STRAIGHT, min(_ACE, lo + length - 1), length, size=size))
    for group, kinds in (
        (3, ((3, "none"), (4, "single"), (5, "pair"))),
        (4, ((4, "none"), (6, "single"), (8, "pair"))),
    ):
        for per, kind in kinds:
            if size % per:
                continue
            k = size // per
            if k > _MAX_CHAIN or (group == 4 and k == 1 and kind == "none"):
                continue
            rd = _best_body(c, w, k, group, kind, size)
            if rd is not None:
                out.append(rd)
    return out


def _best_body(c: Sequence[int], w: int, k: int, group: int, kind: str, size: int) -> Reading | None:
    """The best rocket (group 3) or starship (group 4) reading with k groups and that kicker
    kind, or None. The highest feasible top rank wins; for a given top the kickers are
    forced up to how the 2s among them are represented, which is done as high as allowed."""
    typ = ROCKET if group == 3 else STARSHIP
    # prefix sums over 3..A: ranks that cannot be in a body, and 2s a body needs
    bad = [0] * 16
    need = [0] * 16
    for r in _NATURAL:
        n = c[r]
        if group == 3:
            bad[r + 1] = bad[r] + (n > 3)
            need[r + 1] = need[r] + (3 - n if n <= 3 else 0)
        else:
            bad[r + 1] = bad[r] + (n != 4)
            need[r + 1] = need[r]
    for t in range(_TWO if k == 1 else _ACE, k + 1, -1):
        if t == _TWO:  # a body of natural 2s (k = 1): spare 2s stand in, at best as A
            if w < group:
                continue
            rd = _with_kickers(c, typ, t, _TWO, k, kind, w - group, _ACE, size)
            if rd is not None:
                return rd
            continue
        lo = t - k + 1
        if bad[t + 1] != bad[lo]:  # a natural of a body rank cannot be a kicker; starships natural only
            continue
        needed = need[t + 1] - need[lo]
        if needed > w:
            continue
        rd = _with_kickers(c, typ, t, lo, k, kind, w - needed, _TWO, size)
        if rd is not None:
            return rd
    return None


def _with_kickers(
    c: Sequence[int], typ: str, t: int, lo: int, k: int, kind: str, rest2: int, two_as: int, size: int
) -> Reading | None:
    """The reading with body ``lo..t`` and every other card as kickers (None if they do not
    split into pairs). Kicker pool: the naturals outside the body and ``rest2`` spare 2s
    represented as ``two_as``."""
    if kind == "none":
        return Reading(typ, t, k, "none", (), size)
    ks: list[int] = [two_as] * rest2 if kind == "single" else []
    odd = 0
    for r in _NATURAL:
        n = c[r]
        if n and (r < lo or r > t):
            if kind == "single":
                ks.extend([r] * n)
            else:
                ks.extend([r] * ((n + 1) // 2))
                odd += n & 1
    if kind == "pair":
        if rest2 < odd:  # each odd natural needs a 2 to make its pair
            return None
        ks.extend([two_as] * ((rest2 - odd) // 2))
    ks.sort(reverse=True)
    return Reading(typ, t, k, kind, tuple(ks), size)


def _bodies_beaten(rd: Reading) -> int:
    """How many distinct bodies (length, top rank, kicker kind) of its own type a normal
    reading beats under the default comparison, kickers ignored."""
    t = rd.type
    if t in (SINGLE, PAIR):
        return rd.rank - _THREE
    if t in (STRAIGHT, PAIR_STRAIGHT):
        return rd.rank - (rd.length + 2)
    if t == LONE_BOAT:
        return (24 if rd.rank == _RJ else 0) + 2 * (rd.kickers[0] - _THREE)
    # rockets and starships: every body with fewer groups, then lower tops
    kinds_1 = 3 if t == ROCKET else 2  # a bare single group of four is a drone
    count = 0
    for j in range(1, rd.length):
        count += kinds_1 * 13 if j == 1 else 3 * (13 - j)
    below = rd.rank - (_THREE if rd.length == 1 else rd.length + 2)
    return count + (kinds_1 if rd.length == 1 else 3) * below


def _strength(rd: Reading) -> tuple[Any, ...]:
    level = _LADDER.get(rd.type, 0)
    if level == 3:
        return (3, rd.rank)
    if level == 2:
        return (2, 0)
    if level == 1:
        return (1, rd.length, rd.rank)
    return (0, _bodies_beaten(rd), _TYPE_ORDER[rd.type], rd.length, rd.rank, rd.kickers)


# --------------------------------------------------------------------------- comparing


def beats(play: Reading, top: Reading, strict_shape: bool = False) -> bool:
    """Whether ``play`` beats ``top`` (equal never beats equal).

    Bombs: spaceship > super drone > drone > every normal type; drone against drone by
    card count, then rank; spaceship against spaceship by RJ RJ > RJ BJ > BJ BJ. A normal
    type beats only the same type: singles and pairs by rank; straights and pair straights
    of the same length by top rank; rockets and starships by number of groups, then top
    rank, then (same kicker kind needed) kickers high to low. With ``strict_shape`` rockets
    and starships must also match the number of groups and the kicker kind. Lone boats: RJ
    beats BJ; with the same joker the attached rank decides (a single and a pair of the
    same rank do not beat each other).

    >>> beats(Reading(ROCKET, 4, 2, size=6), Reading(ROCKET, 14, 1, "pair", (13,), 5))
    True
    >>> beats(Reading(ROCKET, 4, 2, size=6), Reading(ROCKET, 14, 1, "pair", (13,), 5), strict_shape=True)
    False
    """
    pl = _LADDER.get(play.type, 0)
    tl = _LADDER.get(top.type, 0)
    if pl != tl:
        return pl > tl
    if pl:
        if pl == 1:
            return (play.length, play.rank) > (top.length, top.rank)
        return play.rank > top.rank  # super drones are all equal; spaceships by jokers
    if play.type != top.type:
        return False
    t = play.type
    if t in (SINGLE, PAIR):
        return play.rank > top.rank
    if t in (STRAIGHT, PAIR_STRAIGHT):
        return play.length == top.length and play.rank > top.rank
    if t == LONE_BOAT:
        if play.rank != top.rank:
            return play.rank > top.rank
        return play.kickers[0] > top.kickers[0]
    if strict_shape and (play.length != top.length or play.kicker != top.kicker):
        return False
    if play.length != top.length:
        return play.length > top.length
    if play.rank != top.rank:
        return play.rank > top.rank
    if play.kicker != top.kicker:
        return False
    return play.kickers > top.kickers


def beating_reading(cards: Sequence[Card] | Iterable[Card], top: Reading, strict_shape: bool = False) -> Reading | None:
    """The strongest reading of ``cards`` that beats ``top``, or None."""
    for rd in _readings_key(tuple(counts_of(cards)[3:])):
        if beats(rd, top, strict_shape):
            return rd
    return None


def _pick(rds: tuple[Reading, ...], top: Reading | None, strict_shape: bool) -> Reading | None:
    if top is None:
        return rds[0] if rds else None
    for rd in rds:
        if beats(rd, top, strict_shape):
            return rd
    return None


# --------------------------------------------------------------------------- enumerating


def plays_from(
    hand: Sequence[Card] | Iterable[Card],
    top: Reading | None = None,
    strict_shape: bool = False,
    *,
    complete: bool = True,
) -> Iterator[tuple[tuple[Card, ...], Reading]]:
    """Every distinct legal play from ``hand`` with its reading (the strongest one, or with
    ``top`` the strongest that beats ``top``); with ``top`` only plays that beat it.

    Plays are distinct as rank multisets (suits play no part; the cards of a rank are taken
    in suit order ♠ ♥ ♣ ♦, so a play lists ``7s`` rather than ``7h``). The generator is
    lazy and yields in three waves so that a caller who stops early is not drowned in
    kicker variants:

    1. one play per shape: singles, pairs, drones, the super drone, spaceships and lone
       boats; for every chain window and every rocket/starship body the variant that uses
       as few 2s as possible, with the cheapest kickers of each kicker kind (lowest ranks,
       natural cards before 2s, natural pairs before a card paired with a 2);
    2. every other way 2s can stand in within chains and rocket bodies (cheapest kickers);
    3. every remaining kicker choice: for each body, all multisets of single kickers (or
       of pair kickers) from the cards outside the body ranks, in ascending order.

    With ``complete=False`` only wave 1 is produced (bounded: a few hundred plays even for
    a 54-card hand). Waves 2 and 3 make the enumeration complete, which for a big hand
    with no ``top`` is very long: consume them lazily.
    """
    hand = list(hand)
    h = counts_of(hand)
    pools: list[list[Card]] = [[] for _ in range(18)]
    for card in sorted(hand, key=lambda x: x.index):
        pools[card.rank].append(card)
    seen: set[tuple[int, ...]] = set()
    for vec in _candidates(h, top, strict_shape, complete):
        key = tuple(vec[3:])
        if key in seen:
            continue
        seen.add(key)
        rd = _pick(_readings_key(key), top, strict_shape)
        if rd is None:
            continue
        cards: list[Card] = []
        for r in range(_THREE, _RJ + 1):
            if vec[r]:
                cards.extend(pools[r][: vec[r]])
        yield tuple(cards), rd


def _vec(pairs: Iterable[tuple[int, int]]) -> list[int]:
    v = [0] * 18
    for r, n in pairs:
        v[r] += n
    return v


def _candidates(h: list[int], top: Reading | None, strict: bool, complete: bool) -> Iterator[list[int]]:
    """Count vectors of candidate plays (possibly repeated, possibly not beating top)."""
    level = _LADDER.get(top.type, 0) if top is not None else 0
    normal: frozenset[str]
    if top is None:
        normal = frozenset(TYPE_IDS) - BOMB_TYPES
    elif level == 0:
        normal = frozenset({top.type})
    else:
        normal = frozenset()
    w = h[_TWO]
    # wave 1
    if SINGLE in normal:
        lo = top.rank + 1 if top is not None else _THREE
        for r in range(lo, _RJ + 1):
            if h[r]:
                yield _vec([(r, 1)])
    if PAIR in normal:
        lo = top.rank + 1 if top is not None else _THREE
        for r in range(max(lo, _THREE), _ACE + 1):
            if h[r] >= 2:
                yield _vec([(r, 2)])
            if h[r] and w:
                yield _vec([(r, 1), (_TWO, 1)])
        if w >= 2 and lo <= _TWO:
            yield _vec([(_TWO, 2)])
    if STRAIGHT in normal:
        yield from _chains(h, 1, top, False)
    if PAIR_STRAIGHT in normal:
        yield from _chains(h, 2, top, False)
    if ROCKET in normal:
        yield from _bodies(h, 3, top, strict, 1)
    if STARSHIP in normal:
        yield from _bodies(h, 4, top, strict, 1)
    if LONE_BOAT in normal:
        for j in (_BJ, _RJ):
            if not h[j] or (top is not None and j < top.rank):
                continue
            for r in _NATURAL:
                if top is not None and j == top.rank and r <= top.kickers[0]:
                    continue
                if h[r]:
                    yield _vec([(j, 1), (r, 1)])
                if h[r] >= 2:
                    yield _vec([(j, 1), (r, 2)])
    if level <= 1:
        for r in range(_THREE, _TWO + 1):
            for n in range(4, h[r] + 1):
                if level == 0 or (n, r) > (top.length, top.rank):  # type: ignore[union-attr]
                    yield _vec([(r, n)])
    if level <= 1 and h[_THREE] >= 3:
        yield _vec([(_THREE, 3)])
    for value, pair in ((32, [(_BJ, 2)]), (33, [(_BJ, 1), (_RJ, 1)]), (34, [(_RJ, 2)])):
        if level == 3 and value <= top.rank:  # type: ignore[union-attr]
            continue
        if all(h[r] >= n for r, n in pair):
            yield _vec(pair)
    if not complete:
        return
    # waves 2 and 3
    for wave in (2, 3):
        if STRAIGHT in normal and wave == 2:
            yield from _chains(h, 1, top, True)
        if PAIR_STRAIGHT in normal and wave == 2:
            yield from _chains(h, 2, top, True)
        if ROCKET in normal:
            yield from _bodies(h, 3, top, strict, wave)
        if STARSHIP in normal and wave == 3:
            yield from _bodies(h, 4, top, strict, wave)


def _fill(h: Sequence[int], ranks: Sequence[int], group: int, budget: int) -> Iterator[list[int]]:
    """Every way to take 0..group naturals of each rank with at most ``budget`` 2s making
    up the difference; more naturals first. Yields the list of natural counts (shared:
    copy it to keep it)."""
    out = [0] * len(ranks)
    n = len(ranks)

    def rec(i: int, budget: int) -> Iterator[list[int]]:
        if i == n:
            yield out
            return
        hi = min(group, h[ranks[i]])
        for v in range(hi, max(0, group - budget) - 1, -1):
            out[i] = v
            yield from rec(i + 1, budget - (group - v))

    yield from rec(0, budget)


def _chains(h: list[int], group: int, top: Reading | None, every: bool) -> Iterator[list[int]]:
    """Straights (group 1) or pair straights (group 2). ``every``: all ways 2s can stand in,
    each multiset in its best window only; else the fewest-2s variant per window."""
    w = h[_TWO]
    least = 5 if group == 1 else 3
    lengths = [top.length] if top is not None else range(least, _MAX_CHAIN + 1)
    for length in lengths:
        for a in range(_THREE, _ACE - length + 2):
            t = a + length - 1
            if top is not None and t <= top.rank:
                continue
            window = range(a, t + 1)
            if not every:
                nat = [(r, min(group, h[r])) for r in window]
                used = sum(n for _, n in nat)
                if used and group * length - used <= w:
                    yield _vec([*nat, (_TWO, group * length - used)])
                continue
            if t < _ACE and not h[a]:  # the best window of a multiset starts at its lowest natural
                continue
            for counts in _fill(h, window, group, w):
                used = sum(counts)
                if not used or (t < _ACE and not counts[0]):
                    continue
                v = [0] * 18
                for r, n in zip(window, counts, strict=True):
                    v[r] = n
                v[_TWO] = group * length - used
                yield v


def _bodies(
    h: list[int], group: int, top: Reading | None, strict: bool, wave: int, lonely: bool = False
) -> Iterator[list[int]]:
    """Rockets (group 3) or starships (group 4): wave 1 fewest-2s bodies with cheapest
    kickers, wave 2 all rocket bodies with cheapest kickers, wave 3 all kickers.
    ``lonely``: in waves 1-2 pick the kickers a planner would rather get rid of instead of
    the cheapest (see :func:`_cheap_kickers`)."""
    w = h[_TWO]
    same = top is not None and top.type == (ROCKET if group == 3 else STARSHIP)
    if same and strict:
        ks: Iterable[int] = [top.length]  # type: ignore[union-attr]
    elif same:
        ks = range(top.length, _MAX_CHAIN + 1)  # type: ignore[union-attr]
    else:
        ks = range(1, _MAX_CHAIN + 1)
    units_per = 1 if group == 3 else 2
    cards = sum(h[_THREE : _TWO + 1])
    for k in ks:
        if group * k > cards:
            break
        for t in range(_THREE if k == 1 else k + 2, (_TWO if k == 1 else _ACE) + 1):
            kinds: Sequence[str] = KICKER_KINDS
            if same:
                assert top is not None
                if k == top.length:
                    if t < top.rank:
                        continue
                    if strict or t == top.rank:
                        kinds = (top.kicker,)
                elif strict:
                    continue
            if group == 4 and k == 1:
                kinds = tuple(x for x in kinds if x != "none")
            if not kinds:
                continue
            for body in _body_variants(h, group, k, t, w, wave >= 2):
                used2 = body[_TWO]
                pool = [0] * 18
                lo = t - k + 1
                for r in _NATURAL:
                    if t == _TWO or r < lo or r > t:
                        pool[r] = h[r]
                spare2 = w - used2
                for kind in kinds:
                    if kind == "none":
                        if wave <= 2:
                            yield list(body)
                        continue
                    units = units_per * k
                    if wave <= 2:
                        kick = _cheap_kickers(pool, spare2, units, kind, lonely)
                        if kick is not None:
                            yield [a + b for a, b in zip(body, kick, strict=True)]
                    else:
                        gen = _all_singles(pool, spare2, units) if kind == "single" else _all_pairs(pool, spare2, units)
                        for kick in gen:
                            yield [a + b for a, b in zip(body, kick, strict=True)]


def _body_variants(h: list[int], group: int, k: int, t: int, w: int, every: bool) -> Iterator[list[int]]:
    if t == _TWO:
        if h[_TWO] >= group:
            yield _vec([(_TWO, group)])
        return
    window = range(t - k + 1, t + 1)
    if group == 4:
        if all(h[r] >= 4 for r in window):
            yield _vec([(r, 4) for r in window])
        return
    if not every:
        nat = [(r, min(3, h[r])) for r in window]
        need = 3 * k - sum(n for _, n in nat)
        if need <= w:
            yield _vec([*nat, (_TWO, need)])
        return
    for counts in _fill(h, window, 3, w):
        v = [0] * 18
        for r, n in zip(window, counts, strict=True):
            v[r] = n
        v[_TWO] = 3 * k - sum(counts)
        yield v


def _cheap_kickers(pool: list[int], twos: int, units: int, kind: str, lonely: bool = False) -> list[int] | None:
    """The cheapest kickers: lowest naturals first, then 2s (pairs: natural pairs, then a
    natural with a 2, then 2 2). ``lonely``: ranks held once come first (then odd counts),
    and for pairs ranks held exactly twice; a planner's choice, not a hint's."""
    v = [0] * 18
    left = units
    order: Sequence[int] = _NATURAL
    if kind == "single":
        if lonely:
            order = sorted(_NATURAL, key=lambda r: (pool[r] != 1, pool[r] % 2 == 0, r))
        for r in order:
            take = min(pool[r], left)
            v[r] = take
            left -= take
            if not left:
                return v
        if twos >= left:
            v[_TWO] = left
            return v
        return None
    if lonely:
        order = sorted(_NATURAL, key=lambda r: (pool[r] != 2, pool[r] % 2 == 1, r))
    for r in order:
        take = min(pool[r] // 2, left)
        v[r] = 2 * take
        left -= take
        if not left:
            return v
    if lonely:
        order = sorted(_NATURAL, key=lambda r: (pool[r] - v[r] != 1, r))
    for r in order:
        if pool[r] > v[r] and twos:
            v[r] += 1
            v[_TWO] += 1
            twos -= 1
            left -= 1
            if not left:
                return v
    if twos >= 2 * left:
        v[_TWO] += 2 * left
        return v
    return None


def _all_singles(pool: list[int], twos: int, units: int) -> Iterator[list[int]]:
    ranks = [r for r in _NATURAL if pool[r]]
    if twos:
        ranks.append(_TWO)
    avail = [twos if r == _TWO else pool[r] for r in ranks]
    v = [0] * 18
    n = len(ranks)
    suffix = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        suffix[i] = suffix[i + 1] + avail[i]

    def rec(i: int, left: int) -> Iterator[list[int]]:
        if left == 0:
            yield list(v)
            return
        if i == n or suffix[i] < left:
            return
        r = ranks[i]
        for take in range(min(avail[i], left), -1, -1):
            v[r] = take
            yield from rec(i + 1, left - take)
        v[r] = 0

    yield from rec(0, units)


def _all_pairs(pool: list[int], twos: int, units: int) -> Iterator[list[int]]:
    """Every kicker multiset that splits into ``units`` pairs (r r, r 2 or 2 2)."""
    ranks = [r for r in _NATURAL if pool[r]]
    v = [0] * 18
    n = len(ranks)
    total = 2 * units

    def rec(i: int, used: int, odd: int) -> Iterator[list[int]]:
        if odd > twos:
            return
        if i == n:
            t2 = total - used
            if odd <= t2 <= twos:
                out = list(v)
                out[_TWO] = t2
                yield out
            return
        r = ranks[i]
        for take in range(min(pool[r], total - used), -1, -1):
            v[r] = take
            yield from rec(i + 1, used + take, odd + (take & 1))
        v[r] = 0

    yield from rec(0, 0, 0)
