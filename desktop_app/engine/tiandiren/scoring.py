"""天地人 settlement: 天牌 (sky) detection and scoring, the 实赛 score constants, and the
exact 天牌 probabilities for the statistics screen.

The rules are ``../shared/spec/tiandiren.md`` ("Initial phase: 天牌"):

* kinds: ``mars_carrier`` 火星航母 (exactly 7 twos), ``ufo`` UFO 四大天王 (exactly 2 RJ and
  exactly 2 BJ), ``starlink`` 星链 (exactly 6 threes);
* classes: ``banker`` 庄家天牌 (x1.0); ``non_banker`` 非庄家天牌 (x0.7), when the banker holds
  a kind too; ``grab`` 抢天 (x0.9), when the banker holds none;
* base: the kind's base, or the 双天牌 base 200,000 for a player holding two or three kinds;
* x3 when all three kinds appear in the game held by at least two different players;
* score = base x class multiplier (x3), rounded half up to an integer (exact arithmetic).

>>> from desktop_app.engine.cards import parse_cards as p
>>> sky_kinds(p("2s 2h 2c 2d 2s 2h 2c 4s"))
['mars_carrier']
>>> [s["score"] for s in settle_sky([p("RJ RJ BJ BJ"), p("3s 3h 3c 3d 3s 3h")], banker=0)]
[10000, 700]
>>> f"{float(sky_probability(2, 'mars_carrier')):.4f}"
'0.0272'
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction
from functools import lru_cache
from math import comb
from typing import Any

from ..cards import Card, Rank

__all__ = [
    "CLASS_MULTIPLIER",
    "DOUBLE_SKY_BASE",
    "EARTH_SCORE",
    "GAME_SKY_PROBABILITY",
    "GRAB_EARTH_SCORE",
    "HAND_SIZE",
    "LOSER_SCORE",
    "MAN_SCORE",
    "MARS_CARRIER",
    "SKY_BASE",
    "SKY_CLASSES",
    "SKY_KINDS",
    "STARLINK",
    "TRIPLE_MULTIPLIER",
    "UFO",
    "any_sky_probability",
    "estimate_game_sky_probability",
    "game_sky_probability",
    "multi_sky_probability",
    "settle_sky",
    "sky_class",
    "sky_kinds",
    "sky_probability",
    "sky_score",
    "sky_set_probability",
    "sky_statistics",
    "triple_applies",
]

MARS_CARRIER = "mars_carrier"  # 火星航母: exactly 7 twos
UFO = "ufo"  # UFO 四大天王: exactly 2 RJ + exactly 2 BJ
STARLINK = "starlink"  # 星链: exactly 6 threes
SKY_KINDS: tuple[str, ...] = (MARS_CARRIER, UFO, STARLINK)

#: 天牌 classes: 庄家天牌, 非庄家天牌, 抢天.
SKY_CLASSES: tuple[str, ...] = ("banker", "non_banker", "grab")
SKY_BASE: Mapping[str, int] = {MARS_CARRIER: 50_000, UFO: 10_000, STARLINK: 1_000}
DOUBLE_SKY_BASE = 200_000  # 双天牌: one player holding two (or three) kinds
CLASS_MULTIPLIER: Mapping[str, Fraction] = {
    "banker": Fraction(1),
    "non_banker": Fraction(7, 10),
    "grab": Fraction(9, 10),
}
TRIPLE_MULTIPLIER = 3  # 同局出现三类别天牌（不同人）

# 实赛 scores
EARTH_SCORE = 3_000  # 地牌
GRAB_EARTH_SCORE = 1_500  # 抢地
MAN_SCORE = 2_000  # 人牌
LOSER_SCORE = 0  # 完败者 (and 弃权者)

HAND_SIZE = 54  # cards dealt to each player


# --------------------------------------------------------------------------- detection


def sky_kinds(cards: Iterable[Card]) -> list[str]:
    """The 天牌 kinds a hand holds, in :data:`SKY_KINDS` order ("exactly" is literal).

    >>> from desktop_app.engine.cards import parse_cards as p
    >>> sky_kinds(p("RJ RJ BJ BJ 3s 3h 3c 3d 3s 3h")), sky_kinds(p("RJ RJ RJ BJ BJ"))
    (['ufo', 'starlink'], [])
    """
    twos = rj = bj = threes = 0
    for card in cards:
        r = card.rank
        if r == Rank.TWO:
            twos += 1
        elif r == Rank.RED_JOKER:
            rj += 1
        elif r == Rank.BLACK_JOKER:
            bj += 1
        elif r == Rank.THREE:
            threes += 1
    kinds: list[str] = []
    if twos == 7:
        kinds.append(MARS_CARRIER)
    if rj == 2 and bj == 2:
        kinds.append(UFO)
    if threes == 6:
        kinds.append(STARLINK)
    return kinds


def sky_cards(cards: Iterable[Card], kinds: Iterable[str]) -> list[Card]:
    """The cards of a hand that make up the given kinds (to show them when revealed)."""
    want = set()
    for kind in kinds:
        if kind == MARS_CARRIER:
            want.add(Rank.TWO)
        elif kind == UFO:
            want.update((Rank.RED_JOKER, Rank.BLACK_JOKER))
        elif kind == STARLINK:
            want.add(Rank.THREE)
    return [c for c in cards if c.rank in want]


def sky_class(seat: int, banker: int, holders: Iterable[int]) -> str:
    """The class of a 天牌 holder ``seat`` given the banker and all holders."""
    holders = set(holders)
    if banker in holders:
        return "banker" if seat == banker else "non_banker"
    return "grab"


def triple_applies(kinds_per_seat: Sequence[Sequence[str]]) -> bool:
    """All three kinds appear and at least two different players hold a kind.

    >>> triple_applies([["mars_carrier", "ufo", "starlink"], []])
    False
    >>> triple_applies([["mars_carrier", "ufo", "starlink"], ["starlink"]])
    True
    >>> triple_applies([["mars_carrier"], ["ufo"], ["starlink"]])
    True
    """
    present = {k for ks in kinds_per_seat for k in ks}
    holders = sum(1 for ks in kinds_per_seat if ks)
    return present >= set(SKY_KINDS) and holders >= 2


def _round_half_up(x: Fraction) -> int:
    return int((x + Fraction(1, 2)).__floor__())


def sky_score(kinds: Sequence[str], klass: str, triple: bool = False) -> int:
    """The score of one 天牌 holder.

    >>> sky_score(["mars_carrier"], "non_banker"), sky_score(["ufo", "starlink"], "grab")
    (35000, 180000)
    >>> sky_score(["starlink"], "non_banker", triple=True)
    2100
    """
    if not kinds:
        return 0
    base = DOUBLE_SKY_BASE if len(kinds) >= 2 else SKY_BASE[kinds[0]]
    value = base * CLASS_MULTIPLIER[klass] * (TRIPLE_MULTIPLIER if triple else 1)
    return _round_half_up(value)


def settle_sky(hands: Sequence[Sequence[Card]], banker: int) -> list[dict[str, Any]]:
    """Per seat ``{"class": "banker"|"non_banker"|"grab"|None, "kinds": [...],
    "score": int}`` for the dealt hands (seat order) and the banker's seat.

    >>> from desktop_app.engine.cards import parse_cards as p
    >>> settle_sky([p("4s"), p("RJ RJ BJ BJ")], banker=0)
    [{'class': None, 'kinds': [], 'score': 0}, {'class': 'grab', 'kinds': ['ufo'], 'score': 9000}]
    """
    if not 0 <= banker < len(hands):
        raise ValueError(f"banker seat {banker} is not among {len(hands)} hands")
    kinds = [sky_kinds(h) for h in hands]
    holders = [s for s, ks in enumerate(kinds) if ks]
    triple = triple_applies(kinds)
    out: list[dict[str, Any]] = []
    for seat, ks in enumerate(kinds):
        if not ks:
            out.append({"class": None, "kinds": [], "score": 0})
            continue
        klass = sky_class(seat, banker, holders)
        out.append({"class": klass, "kinds": list(ks), "score": sky_score(ks, klass, triple)})
    return out


# --------------------------------------------------------------------------- probabilities
#
# A player's 54 cards are a uniform 54-subset of the 54N cards of N decks. The cards that
# matter fall in four groups: twos (4N), jokers (N RJ + N BJ), threes (4N) and the rest
# (44N). For each group the number of ways to take k of its cards is a polynomial in x,
# split into the part where the kind is held ("kind") and the rest ("other"); the number
# of hands holding exactly a given set of kinds is the x^54 coefficient of the product.


def _check_players(num_players: int) -> None:
    if not isinstance(num_players, int) or isinstance(num_players, bool) or num_players < 2:
        raise ValueError(f"天地人 needs at least 2 players, not {num_players!r}")


def _binomial_poly(n: int) -> list[int]:
    return [comb(n, k) for k in range(min(n, HAND_SIZE) + 1)]


def _mul(a: Sequence[int], b: Sequence[int]) -> list[int]:
    out = [0] * min(len(a) + len(b) - 1, HAND_SIZE + 1)
    for i, x in enumerate(a):
        if x:
            for j in range(min(len(b), HAND_SIZE + 1 - i)):
                out[i + j] += x * b[j]
    return out


@lru_cache(maxsize=64)
def _group_polys(num_players: int) -> dict[str, tuple[tuple[int, ...], tuple[int, ...]]]:
    n = num_players
    twos = _binomial_poly(4 * n)
    jokers = _binomial_poly(2 * n)
    threes = _binomial_poly(4 * n)
    polys: dict[str, tuple[tuple[int, ...], tuple[int, ...]]] = {}
    for kind, full, at, ways in (
        (MARS_CARRIER, twos, 7, comb(4 * n, 7)),
        (UFO, jokers, 4, comb(n, 2) ** 2),
        (STARLINK, threes, 6, comb(4 * n, 6)),
    ):
        held = [0] * len(full)
        held[at] = ways
        other = list(full)
        other[at] -= ways
        polys[kind] = (tuple(held), tuple(other))
    return polys


@lru_cache(maxsize=512)
def sky_set_probability(num_players: int, kinds: frozenset[str]) -> Fraction:
    """The exact probability that a given player's hand holds exactly the set ``kinds``
    of 天牌 kinds (``frozenset()``: none at all).

    >>> sum(sky_set_probability(3, frozenset(s)) for s in [(), ("ufo",), ("starlink",),
    ...     ("mars_carrier",), ("ufo", "starlink"), ("mars_carrier", "ufo"),
    ...     ("mars_carrier", "starlink"), ("mars_carrier", "ufo", "starlink")])
    Fraction(1, 1)
    """
    _check_players(num_players)
    kinds = frozenset(kinds)
    unknown = kinds - set(SKY_KINDS)
    if unknown:
        raise ValueError(f"unknown 天牌 kind: {sorted(unknown)[0]!r}")
    polys = _group_polys(num_players)
    product: list[int] = _binomial_poly(44 * num_players)
    for kind in SKY_KINDS:
        held, other = polys[kind]
        product = _mul(product, held if kind in kinds else other)
    ways = product[HAND_SIZE] if len(product) > HAND_SIZE else 0
    return Fraction(ways, comb(HAND_SIZE * num_players, HAND_SIZE))


def sky_probability(num_players: int, kind: str) -> Fraction:
    """The exact probability that a given player's hand holds ``kind`` (whatever else it
    holds): a hypergeometric figure for N shuffled decks.

    >>> [f"{float(sky_probability(n, 'mars_carrier')):.3%}" for n in (2, 8)]
    ['2.717%', '5.475%']
    >>> f"{float(sky_probability(2, 'ufo')):.3%}", f"{float(sky_probability(4, 'starlink')):.3%}"
    ('5.901%', '10.991%')
    """
    _check_players(num_players)
    n = num_players
    total = comb(HAND_SIZE * n, HAND_SIZE)
    if kind == MARS_CARRIER:
        return Fraction(comb(4 * n, 7) * comb(50 * n, HAND_SIZE - 7), total)
    if kind == UFO:
        return Fraction(comb(n, 2) ** 2 * comb(52 * n, HAND_SIZE - 4), total)
    if kind == STARLINK:
        return Fraction(comb(4 * n, 6) * comb(50 * n, HAND_SIZE - 6), total)
    raise ValueError(f"unknown 天牌 kind: {kind!r}")


def any_sky_probability(num_players: int) -> Fraction:
    """The exact probability that a given player holds at least one 天牌 kind."""
    return 1 - sky_set_probability(num_players, frozenset())


def multi_sky_probability(num_players: int) -> Fraction:
    """The exact probability that a given player holds two or three kinds (双天牌)."""
    total = Fraction(0)
    for a in SKY_KINDS:
        for b in SKY_KINDS:
            if a < b:
                total += sky_set_probability(num_players, frozenset((a, b)))
    return total + sky_set_probability(num_players, frozenset(SKY_KINDS))


@lru_cache(maxsize=16)
def game_sky_probability(num_players: int) -> Fraction:
    """The exact probability that a game has at least one 天牌 winner.

    Method: a dynamic programme over the players, dealing one hand after another from the
    cards left. The state is how many twos, red jokers, black jokers and threes are still
    undealt (with the two joker counts kept in sorted order: the rules treat them alike);
    each hand is dealt in four stages (twos, jokers, threes, the rest) that track how many
    cards it has so far, and only hands holding no kind are kept. The count of deals with
    no 天牌 anywhere, over ``(54N)! / (54!)^N``, is the chance of no winner. Exact, but slow
    for many players (about 1 s for N = 4, 25 s for N = 6, 3 min for N = 8): the
    statistics screen uses :data:`GAME_SKY_PROBABILITY`, which holds these figures.

    >>> f"{float(game_sky_probability(2)):.6f}"
    '0.340715'
    """
    _check_players(num_players)
    n, h = num_players, HAND_SIZE
    states: dict[tuple[int, int, int, int], int] = {(4 * n, n, n, 4 * n): 1}
    for player in range(n):
        left = h * (n - player)
        stage1: dict[tuple[int, int, int, int, int], int] = {}
        for (t, r, b, th), w in states.items():
            for a in range(min(t, h) + 1):
                if a != 7:
                    key = (t - a, r, b, th, a)
                    stage1[key] = stage1.get(key, 0) + w * comb(t, a)
        stage2: dict[tuple[int, int, int, int, int], int] = {}
        for (t, r, b, th, s), w in stage1.items():
            for x in range(min(r, h - s) + 1):
                wx = w * comb(r, x)
                for y in range(min(b, h - s - x) + 1):
                    if x == 2 and y == 2:
                        continue
                    r2, b2 = r - x, b - y
                    if r2 < b2:
                        r2, b2 = b2, r2
                    key = (t, r2, b2, th, s + x + y)
                    stage2[key] = stage2.get(key, 0) + wx * comb(b, y)
        stage3: dict[tuple[int, int, int, int, int], int] = {}
        for (t, r, b, th, s), w in stage2.items():
            for d in range(min(th, h - s) + 1):
                if d != 6:
                    key = (t, r, b, th - d, s + d)
                    stage3[key] = stage3.get(key, 0) + w * comb(th, d)
        states = {}
        for (t, r, b, th, s), w in stage3.items():
            rest = left - (t + r + b + th) - s  # cards of no interest left before this hand
            if rest >= h - s:
                key4 = (t, r, b, th)
                states[key4] = states.get(key4, 0) + w * comb(rest, h - s)
    deals = 1
    for player in range(n):
        deals *= comb(h * (n - player), h)
    return 1 - Fraction(states.get((0, 0, 0, 0), 0), deals)


#: The chance that a game has at least one 天牌 winner, by player count, computed exactly by
#: :func:`game_sky_probability` and rounded to 12 places (a test checks the small ones).
GAME_SKY_PROBABILITY: Mapping[int, float] = {
    2: 0.340715037461,
    3: 0.498572886119,
    4: 0.602812393946,
    5: 0.682105769265,
    6: 0.745173455164,
    7: 0.795691545386,
    8: 0.836180782893,
}


def estimate_game_sky_probability(num_players: int, trials: int, seed: int = 0) -> float:
    """A Monte-Carlo estimate of :func:`game_sky_probability` (shuffle and deal ``trials``
    times with a seeded generator): a cross-check for any N, and a fallback beyond 8."""
    _check_players(num_players)
    rng = random.Random(seed)
    n = num_players
    # group labels: 0 rest, 1 two, 2 RJ, 3 BJ, 4 three
    labels = [1] * (4 * n) + [2] * n + [3] * n + [4] * (4 * n) + [0] * (44 * n)
    hits = 0
    for _ in range(trials):
        rng.shuffle(labels)
        for p in range(n):
            hand = labels[p * HAND_SIZE : (p + 1) * HAND_SIZE]
            if hand.count(1) == 7 or hand.count(4) == 6 or (hand.count(2) == 2 and hand.count(3) == 2):
                hits += 1
                break
    return hits / trials


def sky_statistics(num_players: int) -> dict[str, Any]:
    """The figures a statistics screen shows for N players, as floats: per kind the
    chance that a given player holds it, the chance of holding any kind and of 双天牌, and
    the chance that a game has at least one 天牌 winner (None beyond the table)."""
    game = GAME_SKY_PROBABILITY.get(num_players)
    return {
        "players": num_players,
        "kinds": {kind: float(sky_probability(num_players, kind)) for kind in SKY_KINDS},
        "any": float(any_sky_probability(num_players)),
        "double": float(multi_sky_probability(num_players)),
        "game_any": game,
    }
