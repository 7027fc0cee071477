"""The 天地人 ``hint`` and ``plan`` ops of the referee (rules: :mod:`desktop_app.engine.tiandiren.referee`).

Cards reach them checked against the pack (at most 54 cards, at most 8 copies of a card).

>>> from desktop_app.engine.cards import parse_cards as p
>>> [" ".join(c.text for c in play) for play in hint(p("3s As"), p("Ks"), {})]
['As']
>>> len(plan(p("3s 3h 4s 4h 5s 5h Ks Kh Kd As"), {}))
2
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from ..ai.tiandiren.assist import plan_cards
from ..engine.cards import Card
from ..engine.tiandiren import patterns as P
from ..engine.tiandiren.referee import lead_reading, strict_of

__all__ = ["HINT_LIMIT", "hint", "hint_plays", "plan", "suggestion_key"]

#: The referee's ``hint`` lists at most this many plays (all of them for any hand whose
#: beating plays are fewer; a big hand asked for any lead has far more).
HINT_LIMIT = 2000


def _valuable(cards: Sequence[Card]) -> int:
    return sum(1 for c in cards if c.rank >= 15)


def suggestion_key(cards: Sequence[Card], rd: P.Reading, top: P.Reading | None) -> tuple[Any, ...]:
    """Sort key of a hint, best first: no bomb before a normal play (then the smallest
    bomb); then the same shape as the top play before a bigger one; then fewer 2s and
    jokers spent; then the lowest rank and kickers. With no top play: fewest 2s and jokers,
    lowest rank, then the most cards."""
    if rd.is_bomb:
        level = {P.DRONE: 1, P.SUPER_DRONE: 2, P.SPACESHIP: 3}[rd.type]
        return (1, level, rd.length, rd.rank, 0, 0, (), 0)
    if top is None:
        return (0, 0, _valuable(cards), rd.low, rd.rank, -rd.size, rd.kickers, 0)
    grow = rd.length - top.length if rd.type in (P.ROCKET, P.STARSHIP) else 0
    return (0, grow, _valuable(cards), rd.kicker != top.kicker, rd.rank, rd.kickers, rd.size)


def hint_plays(
    hand: Sequence[Card], top: P.Reading | None, strict_shape: bool = False, limit: int = HINT_LIMIT
) -> list[tuple[tuple[Card, ...], P.Reading]]:
    """Distinct plays (rank multisets) from ``hand`` that beat ``top`` (any lead when None),
    best suggestion first: at most ``limit`` of them, taken from :func:`patterns.plays_from`
    in its wave order, then sorted by :func:`suggestion_key`."""
    found: list[tuple[tuple[Card, ...], P.Reading]] = []
    for item in P.plays_from(hand, top, strict_shape):
        found.append(item)
        if len(found) >= limit:
            break
    if top is None:  # leading: the plan's plays first, in plan order
        first = {_ranks(play): i for i, play in enumerate(plan_cards(hand))}
        found.sort(key=lambda it: (first.get(_ranks(it[0]), len(first)), suggestion_key(it[0], it[1], None)))
    else:
        found.sort(key=lambda it: suggestion_key(it[0], it[1], top))
    return found


def _ranks(cards: Sequence[Card]) -> tuple[int, ...]:
    return tuple(sorted(c.rank for c in cards))


def _picks(cards: Sequence[tuple[Card, int]], n: int) -> Iterator[tuple[Card, ...]]:
    """Every multiset of ``n`` cards from ``cards`` (distinct cards in index order, each
    with the copies held), lazily and in ascending order of their index tuples."""
    if n == 0:
        yield ()
        return
    if not cards:
        return
    (card, have), rest = cards[0], cards[1:]
    room = sum(k for _, k in rest)
    for take in range(min(have, n), max(0, n - room) - 1, -1):
        for tail in _picks(rest, n - take):
            yield (card,) * take + tail


def _suit_variants(
    play: Sequence[Card], by_rank: Mapping[int, Sequence[tuple[Card, int]]]
) -> Iterator[tuple[Card, ...]]:
    """The card multisets of the same ranks as ``play`` that the hand (``by_rank``: its
    distinct cards and copies per rank) could give, lazily: suits differ, nothing else.
    Many copies of few ranks (8 decks) make astronomically many; the caller stops early."""
    need: dict[int, int] = {}
    for c in play:
        need[c.rank] = need.get(c.rank, 0) + 1
    ranks = sorted(need)

    def rec(i: int) -> Iterator[tuple[Card, ...]]:
        if i == len(ranks):
            yield ()
            return
        for head in _picks(by_rank[ranks[i]], need[ranks[i]]):
            for tail in rec(i + 1):
                yield head + tail

    yield from rec(0)


def hint(hand: Sequence[Card], lead: Sequence[Card] | None, ctx: Mapping[str, Any] | None) -> list[list[Card]]:
    """Every distinct play from ``hand`` beating ``lead`` (any legal lead when None), best
    suggestion first. Suits play no part, so each rank multiset is listed once first (in
    suggestion order), then its other suit choices; at most :data:`HINT_LIMIT` plays."""
    top = lead_reading(lead) if lead else None
    plays = [cards for cards, _ in hint_plays(hand, top, strict_of(ctx))]
    out: list[list[Card]] = [list(p) for p in plays]
    seen = {tuple(sorted(c.index for c in p)) for p in plays}
    copies: dict[Card, int] = {}
    for c in hand:
        copies[c] = copies.get(c, 0) + 1
    by_rank: dict[int, list[tuple[Card, int]]] = {}
    for c in sorted(copies, key=lambda x: x.index):
        by_rank.setdefault(c.rank, []).append((c, copies[c]))
    for p in plays:
        if len(out) >= HINT_LIMIT:
            break
        for variant in _suit_variants(p, by_rank):
            key = tuple(sorted(c.index for c in variant))
            if key not in seen:
                seen.add(key)
                out.append(list(variant))
                if len(out) >= HINT_LIMIT:
                    break
    return out


def plan(hand: Sequence[Card], ctx: Mapping[str, Any] | None) -> list[list[Card]]:
    """A partition of ``hand`` into legal plays, as few as the AI's planner finds."""
    return [list(p) for p in plan_cards(hand)]
