"""Hint order for 天地人: the best suggestion first.

Following (a top play to beat): no bomb before a normal play (then the smallest bomb);
then plays that break no bomb (a 无人机's rank, three 3s, two jokers) before those that do;
then rockets/starships no longer than needed; then the fewest 2s and jokers spent; then
the fewest groups split; then the lowest rank and kickers.

Leading: the groups of a quick plan of the hand first, in lead order (no bomb and no 2s or
jokers first, lowest rank first, bigger first), then every other lead: no bomb first,
fewest 2s and jokers, lowest rank, most cards.

>>> from desktop_app.engine.cards import parse_cards as p
>>> from .moves import counts
>>> top = P.best_reading(p("4s"))
>>> [pl.text for pl in ranked(counts(p("9s 9h 9d 9c 5s 5h Ks 2s BJ")), top)][:6]
['K', '5', '2', 'BJ', '9', '9 9 9 9']
>>> [pl.text for pl in ranked(counts(p("3s 3h 4s 4h 5s 5h Ks Kh Kd As")), None)][:2]
['3 3 4 4 5 5', 'K K K A']
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...engine.tiandiren import patterns as P
from .moves import BJ, NATURAL, RJ, THREE, TWO, Play, plays, reading_of
from .planner import Vec, greedy

__all__ = ["bomb_ranks", "breaks", "follow_key", "lead_key", "lead_order", "ranked", "splits"]

_LEVEL = {P.DRONE: 1, P.SUPER_DRONE: 2, P.SPACESHIP: 3}


def bomb_ranks(h: Sequence[int]) -> tuple[int, ...]:
    """Ranks of ``h`` that make a bomb: four or more naturals, or three 3s."""
    return tuple(r for r in range(THREE, TWO + 1) if h[r] >= 4 or (r == THREE and h[r] == 3))


def breaks(h: Sequence[int], vec: Sequence[int], rd: P.Reading, bombs: Sequence[int] | None = None) -> int:
    """How many bombs of ``h`` the play takes cards from without playing them whole
    (``bombs``: :func:`bomb_ranks` of ``h``, when already known)."""
    if bombs is None:
        bombs = bomb_ranks(h)
    if rd.type == P.DRONE:
        own = rd.rank
    elif rd.type == P.SUPER_DRONE:
        own = THREE
    else:
        own = 0
    n = 0
    for r in bombs:
        if vec[r] and r != own:
            n += 1
    if rd.type != P.SPACESHIP and (vec[BJ] or vec[RJ]) and h[BJ] + h[RJ] >= 2:
        n += 1
    return n


def splits(h: Sequence[int], vec: Sequence[int]) -> int:
    """How many natural ranks the play takes some but not all cards of."""
    return sum(1 for r in NATURAL if 0 < vec[r] < h[r])


def follow_key(h: Sequence[int], pl: Play, top: P.Reading, bombs: Sequence[int] | None = None) -> tuple[Any, ...]:
    rd = pl.reading
    if rd.is_bomb:
        return (1, _LEVEL[rd.type], rd.length, rd.rank, breaks(h, pl.vec, rd, bombs))
    grow = rd.length - top.length if rd.type in (P.ROCKET, P.STARSHIP) else 0
    return (
        0,
        breaks(h, pl.vec, rd, bombs),
        grow,
        pl.twos + pl.jokers,
        splits(h, pl.vec),
        rd.kicker != top.kicker,
        rd.rank,
        rd.kickers,
        rd.size,
    )


def lead_key(h: Sequence[int], pl: Play, bombs: Sequence[int] | None = None) -> tuple[Any, ...]:
    rd = pl.reading
    return (rd.is_bomb, breaks(h, pl.vec, rd, bombs), pl.twos + pl.jokers, rd.low, rd.rank, -rd.size, rd.kickers)


def lead_order(groups: Sequence[Play]) -> list[Play]:
    """A plan's groups in the order to lead them: no bomb and no 2s or jokers first,
    lowest rank first, bigger first."""
    return sorted(groups, key=lambda g: (g.reading.is_bomb, g.twos + g.jokers > 0, g.reading.low, -g.size))


def plan_plays(vecs: Sequence[Vec]) -> list[Play]:
    """Plays of a plan (count vectors) with their lead readings."""
    out = []
    for v in vecs:
        rd = reading_of(v[3:], None, False)
        assert rd is not None
        out.append(Play(v, rd))
    return out


def ranked(h: Sequence[int], top: P.Reading | None, strict: bool = False) -> list[Play]:
    """Every distinct body ``h`` can play now (see :func:`.moves.plays`), best first."""
    found = plays(h, top, strict)
    if top is not None:
        bombs = bomb_ranks(h)
        found.sort(key=lambda pl: follow_key(h, pl, top, bombs))
        return found
    groups = lead_order(plan_plays(greedy(tuple(h))))
    first: list[Play] = []
    for g in groups:
        if all(g.vec != f.vec for f in first):
            first.append(g)
    taken = {_ident(g.reading) for g in first}
    rest = [pl for pl in found if _ident(pl.reading) not in taken]
    bombs = bomb_ranks(h)
    rest.sort(key=lambda pl: lead_key(h, pl, bombs))
    return first + rest


def _ident(rd: P.Reading) -> tuple[Any, ...]:
    """A body's identity (type, length, top rank, kicker kind; lone boats and bombs keep
    their kickers and size)."""
    if rd.type == P.LONE_BOAT:
        return (rd.type, rd.rank, rd.kicker, rd.kickers)
    return (rd.type, rd.length, rd.rank, rd.kicker)
