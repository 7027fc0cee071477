"""Hints for 斗地主: every distinct legal play now, best suggestion first.

One entry per distinct body (type, rank, chain) the engine can record, with the cheapest
kickers that make the engine read the cards as that body. Ordering:

* following: plays that keep bombs, the 癞子 and groups intact first, the lowest that
  beats first; bombs last (the weakest bomb first);
* leading: non-bombs first, the play that starts from the lowest rank and takes the most
  cards without splitting groups first (a chain or a trio with its kicker before a lone
  low card); bombs last.

>>> from desktop_app.engine.cards import parse_cards
>>> from desktop_app.engine.doudizhu.patterns import Reading, counts_of
>>> hand = counts_of(parse_cards("3s 4s 5s 6s 7s 9h 9d 9c 8h 2d"))
>>> [str(r) for _, r in hint_moves(hand, None, Reading("single", 4))][:3]
['single 8', 'single 2', 'single 9']
>>> str(hint_moves(hand, None, None)[0][1])
'straight 3-8'
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.doudizhu.patterns import BJ, NUM_RANKS, TWO, Move, Reading, body_moves
from .rules import engine_reading

__all__ = ["Body", "body_of", "hint_moves", "kicker_cost"]

Body = tuple[str, int, int]


def body_of(r: Reading) -> Body:
    """What makes two plays the same hint: type, key rank and chain length."""
    return (r.type, r.key, r.length)


def _kicker_sets(pool: Sequence[int], kk: int, k: int, jk: bool) -> list[tuple[int, ...]]:
    """Every multiset of ``k`` single (kk 1) or pair (kk 2) kicker ranks from ``pool``."""
    if kk == 1:
        avail = [(r, pool[r]) for r in range(NUM_RANKS) if pool[r]]
    else:
        avail = [(r, pool[r] // 2) for r in range(TWO + 1) if pool[r] >= 2]
    out: list[tuple[int, ...]] = []
    cur: list[int] = []

    def rec(i: int, left: int) -> None:
        if not left:
            if kk == 1 and not jk and BJ in cur and BJ + 1 in cur:
                return
            out.append(tuple(cur))
            return
        if i == len(avail):
            return
        r, a = avail[i]
        for take in range(min(a, left), -1, -1):
            cur.extend([r] * take)
            rec(i + 1, left - take)
            if take:
                del cur[-take:]

    rec(0, k)
    return out


_KICKERS = {
    "trio_single": (1, 1),
    "trio_pair": (2, 1),
    "four_two_single": (1, 2),
    "four_two_pair": (2, 2),
}


def _kicker_spec(r: Reading) -> tuple[int, int]:
    if r.type == "plane_single":
        return (1, r.length)
    if r.type == "plane_pair":
        return (2, r.length)
    return _KICKERS.get(r.type, (0, 0))


def kicker_cost(hand: Sequence[int], r: int) -> int:
    """How dear a kicker rank is: lone low cards first, breaking groups and high cards last."""
    return r + 13 * (hand[r] - 1) + (40 if r >= TWO else 0) + (60 if hand[r] == 4 else 0)


#: Types whose natural (癞子-free) cards have a single reading of that type, so the
#: generator's reading is the engine's (四带两对 xxxx+yyyy and planes with wings are not).
_UNIQUE = frozenset(
    {
        "single",
        "pair",
        "trio",
        "trio_single",
        "trio_pair",
        "four_two_single",
        "straight",
        "pair_straight",
        "plane",
        "bomb",
        "rocket",
    }
)

#: Types made of one rank (with or without 癞子): one reading of that type at most.
_ONE_RANK = frozenset({"single", "pair", "trio", "bomb", "soft_bomb", "laizi_bomb", "rocket"})

#: Engine checks spent at most looking for other cards for a body whose cheapest cards
#: read as another body (only with 癞子; small hands never need as many).
ALTERNATIVE_TRIES = 6

_MULTIPLICITY = {
    "single": 1,
    "pair": 2,
    "trio": 3,
    "trio_single": 3,
    "trio_pair": 3,
    "four_two_single": 4,
    "four_two_pair": 4,
    "straight": 1,
    "pair_straight": 2,
    "plane": 3,
    "plane_single": 3,
    "plane_pair": 3,
}


def _wild_variants(nat: list[int], ranks: range, extra: int) -> list[tuple[list[int], int]]:
    """The body's natural counts with up to ``extra`` more of them played by 癞子 instead
    (fewest first): (natural counts, 癞子 added)."""
    out: list[tuple[list[int], int]] = [(list(nat), 0)]
    frontier = [(list(nat), 0, ranks.start)]
    for _ in range(extra):
        nxt = []
        for cur, used, start in frontier:
            for x in range(start, ranks.stop):
                if cur[x]:
                    v = list(cur)
                    v[x] -= 1
                    nxt.append((v, used + 1, x))
                    out.append((v, used + 1))
        frontier = nxt
    return out


def _alternatives(
    hand: Sequence[int], laizi: int | None, jk: bool, top: Reading | None, play: Sequence[int], r: Reading
) -> tuple[int, ...] | None:
    """Other cards for the body of ``r`` (kickers, or more 癞子 in the body) that the engine
    reads as that body, cheapest first; None when there are none."""
    m = _MULTIPLICITY.get(r.type)
    if m is None:
        return None
    kk, k = _kicker_spec(r)
    ranks = range(r.low, r.key + 1)
    nat = [0] * NUM_RANKS
    for x in ranks:
        if x != laizi:
            nat[x] = min(play[x], m)
    wild_body = r.body_size - sum(nat)
    wilds = hand[laizi] if laizi is not None else 0
    want = body_of(r)
    tries = ALTERNATIVE_TRIES
    for body_nat, more in _wild_variants(nat, ranks, wilds - wild_body):
        body = list(body_nat)
        if laizi is not None:
            body[laizi] += wild_body + more
        if not kk:
            got = engine_reading(body, laizi, jk, top, r.type)
            if got is not None and body_of(got) == want:
                return tuple(body)
            tries -= 1
            if tries <= 0:
                return None
            continue
        pool = [h - b for h, b in zip(hand, body, strict=True)]
        for x in ranks:
            pool[x] = 0
        if laizi is not None and r.low <= laizi <= r.key:
            pool[laizi] = 0
        options = _kicker_sets(pool, kk, k, jk)
        options.sort(key=lambda ks: sum(kicker_cost(hand, x) for x in ks))
        for ks in options:
            p = list(body)
            for x in ks:
                p[x] += kk
            got = engine_reading(p, laizi, jk, top, r.type)
            if got is not None and body_of(got) == want:
                return tuple(p)
            tries -= 1
            if tries <= 0:
                return None
    return None


def _cost(hand: Sequence[int], laizi: int | None, play: Sequence[int], r: Reading, leading: bool) -> tuple[int, ...]:
    wild = play[laizi] if laizi is not None else 0
    splits = 0
    for i in range(NUM_RANKS):
        p = play[i]
        if p and i != laizi and p < hand[i]:
            h = hand[i]
            splits += 4 if h == 4 else (2 if h == 3 and p < 3 and r.type not in ("trio", "trio_single") else 1)
    kick = sum(kicker_cost(hand, x) for x in r.kickers)
    if leading:
        return (r.bomb_class, wild, r.low, 2 * splits - r.size, kick, r.key)
    return (r.bomb_class, wild, splits, r.key, kick, r.size)


def hint_moves(
    hand: Sequence[int], laizi: int | None = None, top: Reading | None = None, jokers_as_kickers: bool = False
) -> list[Move]:
    """Every distinct legal play of ``hand`` (a count vector) beating ``top`` (every lead
    when None), one per body the engine records, best suggestion first."""
    found = body_moves(hand, laizi, top, jokers_as_kickers)
    best: dict[Body, tuple[tuple[int, ...], tuple[int, ...], Reading]] = {}
    leading = top is None
    shadowed: list[tuple[tuple[int, ...], Reading]] = []
    for play, r in found:
        if r.type in _ONE_RANK or (r.type in _UNIQUE and (laizi is None or not play[laizi])):
            got: Reading | None = r  # these cards read only one way as that type
        else:
            got = engine_reading(play, laizi, jokers_as_kickers, top, r.type)
        if got is None:  # pragma: no cover - the generator only yields legal plays
            continue
        if got != r and body_of(got) != body_of(r):
            shadowed.append((play, r))
        b = body_of(got)
        cost = _cost(hand, laizi, play, got, leading)
        old = best.get(b)
        if old is None or cost < old[0]:
            best[b] = (cost, play, got)
    for play, r in shadowed:
        if body_of(r) in best:
            continue
        alt = _alternatives(hand, laizi, jokers_as_kickers, top, play, r)
        if alt is not None:
            got = engine_reading(alt, laizi, jokers_as_kickers, top, r.type)
            assert got is not None
            best[body_of(got)] = (_cost(hand, laizi, alt, got, leading), alt, got)
    ordered = sorted(best.values(), key=lambda e: e[0])
    return [(p, r) for _, p, r in ordered]
