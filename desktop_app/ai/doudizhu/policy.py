"""Play policies of the 斗地主 bots on rank-count vectors.

A decision sees a :class:`Ctx`: the seat's own hand, what the other two hold together (the
unseen cards, from the seat's point of view), the hand sizes, the roles and the trick. The
same policies drive the bots (a context built from a view) and the expert's playouts (a
context built from a simulated deal, still holding only what that seat may know).

* :func:`easy_choice`: the first hint: the cheapest play that beats (never a bomb unless an
  enemy is about to go out), a sensible lead; it never beats its partner.
* :func:`normal_choice`: planner-based: it leads the groups of its plan (lowest first, sure
  winners first when they finish the hand), follows with a group of its plan, keeps bombs
  and control cards for when they matter, stops an enemy about to go out, lets its partner
  through and leads low for a partner close to out.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.doudizhu.patterns import ACE, BJ, NUM_RANKS, RJ, TWO, Move, Reading, moves
from .hints import hint_moves
from .planner import plan_moves, plan_size
from .rules import engine_reading

__all__ = ["Ctx", "easy_choice", "is_sure", "normal_choice"]

#: Breaking plays the normal policy weighs when it cannot follow with a group of its plan.
CONTEST_TRIES = 6
#: Chain-search nodes for those quick plan sizes.
CONTEST_NODE_CAP = 150


class Ctx:
    """The facts of one play decision (``seat`` to move in the play phase)."""

    __slots__ = (
        "_others",
        "fast",
        "hand",
        "jk",
        "laizi",
        "landlord",
        "plan",
        "seat",
        "sizes",
        "top",
        "top_seat",
        "world",
    )

    def __init__(
        self,
        hand: Sequence[int],
        others: Sequence[int] | None,
        seat: int,
        landlord: int,
        sizes: Sequence[int],
        top: Reading | None,
        top_seat: int | None,
        laizi: int | None,
        jk: bool,
        plan: list[Move] | None = None,
        world: Sequence[Sequence[int]] | None = None,
        fast: bool = False,
    ) -> None:
        """``others``: the other two hands together; or None with ``world`` (all three
        hands of a simulated deal) to add them up only when a decision needs them.
        ``fast``: weigh fewer options (the expert's playouts)."""
        self.hand = hand
        self.fast = fast
        self._others = others
        self.world = world
        self.seat = seat
        self.landlord = landlord
        self.sizes = sizes
        self.top = top
        self.top_seat = top_seat
        self.laizi = laizi
        self.jk = jk
        self.plan = plan

    @property
    def others(self) -> Sequence[int]:
        """The cards of the other two hands together (what this seat has not seen)."""
        if self._others is None:
            assert self.world is not None
            a, b = self.world[(self.seat + 1) % 3], self.world[(self.seat + 2) % 3]
            self._others = [x + y for x, y in zip(a, b, strict=True)]
        return self._others

    def get_plan(self) -> list[Move]:
        if self.plan is None:
            self.plan = cached_plan(self.hand, self.laizi, self.jk)
        return self.plan

    def enemies(self) -> list[int]:
        if self.seat == self.landlord:
            return [(self.seat + 1) % 3, (self.seat + 2) % 3]
        return [self.landlord]

    def partner(self) -> int | None:
        if self.seat == self.landlord:
            return None
        return 3 - self.seat - self.landlord

    def enemy_min(self) -> int:
        return min(self.sizes[e] for e in self.enemies())


_PLAN_CACHE: dict[tuple[tuple[int, ...], int | None, bool], list[Move]] = {}

#: Chain-set nodes a bot's plan may visit: a deterministic bound (ordinary hands need far
#: fewer; 20-card hands with three or four 癞子 stop early with the best plan found).
PLAN_NODE_CAP = 300
#: A safety net only (decisions must not depend on the machine's speed).
PLAN_TIME_LIMIT = 0.1
#: Plans kept (small: every cached plan holds objects the garbage collector walks, and a
#: big cache makes its full collections pause a decision for tens of milliseconds).
PLAN_CACHE_SIZE = 3000


def cached_plan(hand: Sequence[int], laizi: int | None, jk: bool) -> list[Move]:
    """:func:`~.planner.plan_moves` memoized on the hand, bounded by :data:`PLAN_NODE_CAP`."""
    key = (tuple(hand), laizi, jk)
    got = _PLAN_CACHE.get(key)
    if got is None:
        got = plan_moves(hand, laizi, jk, PLAN_TIME_LIMIT, PLAN_NODE_CAP)
        if len(_PLAN_CACHE) >= PLAN_CACHE_SIZE:
            _PLAN_CACHE.clear()
        _PLAN_CACHE[key] = got
    return list(got)


def _sub(a: Sequence[int], b: Sequence[int]) -> tuple[int, ...]:
    return tuple(x - y for x, y in zip(a, b, strict=True))


def _bomb_possible(cards: Sequence[int], laizi: int | None, size: int) -> bool:
    """Could a hand of ``size`` cards drawn from ``cards`` hold a bomb or the rocket?"""
    if size >= 2 and cards[BJ] and cards[RJ]:
        return True
    if size < 4:
        return False
    w = cards[laizi] if laizi is not None else 0
    if w == 4:
        return True
    return any(r != laizi and cards[r] and cards[r] + w >= 4 for r in range(TWO + 1))


def can_beat(cards: Sequence[int], top: Reading, laizi: int | None, jk: bool, size: int) -> bool:
    """Could some hand of at most ``size`` cards drawn from ``cards`` beat ``top``?"""
    if top.type == "rocket":
        return False
    if _bomb_possible(cards, laizi, size) and (not top.is_bomb or moves(cards, laizi, top, jk)):
        return True
    if top.is_bomb or size < top.size:
        return False
    if laizi is None or not cards[laizi]:
        t = top.type
        if t == "single":
            return any(cards[r] for r in range(top.key + 1, NUM_RANKS))
        if t == "pair":
            return any(cards[r] >= 2 for r in range(top.key + 1, TWO + 1))
        if t == "trio":
            return any(cards[r] >= 3 for r in range(top.key + 1, TWO + 1))
    return any(r.size <= size for _, r in moves(cards, laizi, top, jk))


def is_sure(ctx: Ctx, r: Reading) -> bool:
    """No enemy can beat ``r`` (judged on the unseen cards and the enemies' hand sizes)."""
    size = max(ctx.sizes[e] for e in ctx.enemies())
    return not can_beat(ctx.others, r, ctx.laizi, ctx.jk, size)


def _is_control(r: Reading) -> bool:
    """Cards worth keeping for taking the lead: bombs, and singles/pairs of 2s or jokers."""
    return r.is_bomb or (r.type in ("single", "pair") and r.key >= TWO)


def _lead_key(r: Reading) -> tuple[int, int, int]:
    return (1 if _is_control(r) else 0, r.low, -r.size)


def _finish_order(ctx: Ctx, plan: list[Move]) -> Move | None:
    """When all but one group of the plan are sure winners, lead a sure one (the last
    group goes out after it); None otherwise."""
    if len(plan) > 4:
        return None
    sure = [m for m in plan if is_sure(ctx, m[1])]
    if len(plan) - len(sure) > 1 or not sure:
        return None
    # a sure bomb last of the sure ones: it doubles the stake but any sure group keeps the lead
    sure.sort(key=lambda m: (m[1].is_bomb, -m[1].size))
    return sure[0]


def _safe_vs_size(r: Reading, enemy_min: int) -> bool:
    """Does leading ``r`` keep an enemy with ``enemy_min`` cards from going out on it?"""
    return not (r.type == "single" and enemy_min == 1) and not (r.type == "pair" and enemy_min == 2)


def _lead(ctx: Ctx) -> Move:
    plan = ctx.get_plan()
    if len(plan) == 1:
        return plan[0]
    fin = _finish_order(ctx, plan)
    if fin is not None:
        return fin
    partner = ctx.partner()
    if partner is not None and ctx.sizes[partner] <= 2 and ctx.sizes[ctx.landlord] > 1:
        # feed the partner: the lowest single (or pair) of the hand
        want = "single" if ctx.sizes[partner] == 1 else "pair"
        small = [m for m in moves(ctx.hand, ctx.laizi, None, ctx.jk) if m[1].type == want]
        if small:
            return min(small, key=lambda m: m[1].key)
    emin = ctx.enemy_min()
    normal = [m for m in plan if not m[1].is_bomb]
    safe = [m for m in normal if _safe_vs_size(m[1], emin)]
    if safe:
        return min(safe, key=lambda m: _lead_key(m[1]))
    if normal:
        # only singles (or pairs) against an enemy about to go out: the highest first
        return max(normal, key=lambda m: (m[1].key, m[1].size))
    return min(plan, key=lambda m: (m[1].bomb_class, m[1].key))


def _beats(m: Move, top: Reading, laizi: int | None, jk: bool) -> Reading | None:
    r = m[1]
    if r.beats(top):
        return r
    if laizi is not None and m[0][laizi]:
        return engine_reading(m[0], laizi, jk, top)
    return None


def _urgent(ctx: Ctx) -> bool:
    """Must this seat stop the play on the table? (an enemy's play, the enemy close to out)"""
    assert ctx.top_seat is not None
    if ctx.top_seat == ctx.partner():
        return False
    n = ctx.sizes[ctx.top_seat]
    if n <= 2 or (n <= 4 and ctx.top is not None and ctx.top.size <= 2):
        return True
    if ctx.seat != ctx.landlord:
        return False
    return ctx.enemy_min() <= 2


def normal_choice(ctx: Ctx) -> Move | None:
    """The normal bot's play (None: pass)."""
    top = ctx.top
    if top is None:
        return _lead(ctx)
    hand, laizi, jk = ctx.hand, ctx.laizi, ctx.jk
    plan = ctx.get_plan()
    # going out now
    if len(plan) == 1:
        r = _beats(plan[0], top, laizi, jk)
        if r is not None:
            return (plan[0][0], r)
    partner = ctx.partner()
    if ctx.top_seat == partner:
        # let the partner through unless the whole rest is sure after a free beat
        return _over_partner(ctx, plan)
    urgent = _urgent(ctx)
    in_plan = []
    for m in plan:
        if m[1].is_bomb:
            continue
        r = _beats(m, top, laizi, jk)
        if r is not None:
            in_plan.append((m[0], r))
    in_plan.sort(key=lambda m: m[1].key)
    if in_plan:
        m = in_plan[0]
        if not _is_control(m[1]) or urgent or top.key >= ACE or len(plan) <= 3:
            return m
        if ctx.seat == ctx.landlord and len(plan) <= 5:
            return m
    if urgent or len(plan) <= 2:
        # break a group (cheapest first), a bomb as the last resort
        found = hint_moves(hand, laizi, top, jk)
        for m in found:
            if not m[1].is_bomb:
                return m
        bombs = [m for m in found if m[1].is_bomb]
        if bombs:
            return bombs[0]
        return None
    if in_plan:
        return None
    # a bomb that wins the game: the rest is sure after it
    bombs = [m for m in plan if m[1].is_bomb and _beats(m, top, laizi, jk) is not None]
    if bombs:
        b = min(bombs, key=lambda m: (m[1].bomb_class, m[1].key))
        rest = [m for m in plan if m[0] != b[0]]
        if len(rest) - sum(1 for m in rest if is_sure(ctx, m[1])) <= 1:
            r = _beats(b, top, laizi, jk)
            assert r is not None
            return (b[0], r)
    # contest the trick by breaking a group when that costs no extra play: the landlord
    # against any play, a peasant against the landlord's
    if ctx.seat != ctx.landlord and ctx.top_seat != ctx.landlord:
        return None
    size = len(plan)
    tries, cap = (2, 60) if ctx.fast else (CONTEST_TRIES, CONTEST_NODE_CAP)
    for m in sorted(moves(hand, laizi, top, jk), key=lambda m: m[1].key):
        if m[1].is_bomb or _is_control(m[1]):
            continue
        tries -= 1
        if tries < 0:
            break
        if plan_size(_sub(hand, m[0]), laizi, jk, cap) < size:
            return m
    return None


def _over_partner(ctx: Ctx, plan: list[Move]) -> Move | None:
    """Beat the partner's play only to finish: a sure play that leaves sure groups."""
    top = ctx.top
    assert top is not None
    if len(plan) > 3 or (ctx.sizes[ctx.landlord] > 2 and len(plan) > 2):
        return None
    for m in plan:
        if m[1].is_bomb:
            continue
        r = _beats(m, top, ctx.laizi, ctx.jk)
        if r is None or not is_sure(ctx, r):
            continue
        rest = [x for x in plan if x is not m]
        if len(rest) - sum(1 for x in rest if is_sure(ctx, x[1])) <= 1:
            return (m[0], r)
    return None


def easy_choice(ctx: Ctx) -> Move | None:
    """The easy bot's play: the first hint, within simple limits (None: pass)."""
    found = hint_moves(ctx.hand, ctx.laizi, ctx.top, ctx.jk)
    if not found:
        return None
    if ctx.top is None:
        return found[0]
    if ctx.top_seat == ctx.partner():
        if sum(ctx.hand) == found[0][1].size:
            return found[0]
        return None
    first = found[0]
    if first[1].is_bomb and ctx.enemy_min() > 3:
        return None
    return first
