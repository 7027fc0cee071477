"""天地人 bot policies on what a seat can see: random (the baseline), easy and normal.

A :class:`Table` is the public state of a view plus the seat's own hand as rank counts.
A policy returns a :class:`Choice`: a play (count vector), a pass, or in the 抢地 window
grab (play the whole hand) or decline.

Heuristics of the normal policy (the game is a race: the first to empty their hand in
round 3 takes 人牌 and ends the game; 地牌 and 抢地 come from a hand that goes in one or two
plays):

* the hand is planned into few plays (:mod:`.planner`); a play that is one of the plan's
  groups costs nothing, a play that breaks groups costs what the re-plan says;
* every group has a lead strength (:func:`lead_strength`: how hard it is to beat); a
  group below :data:`STRONG` is *weak*: led in round 3, it would likely lose the lead;
* rounds 1 and 2 give no lead to the trick's winner (the next 接风者 leads), so there it
  leads its weakest group (the strong ones are worth more in round 3), sheds plan groups
  that beat, keeps bombs, and in round 1 looks for a play that leaves a one-play hand (a
  won first trick then opens the 抢地 window);
* in round 3, leading with at most one weak group left, it cashes the strong groups first
  and keeps the weak one for last (the race is won); with more weak groups it leads the
  weakest; following, it bombs when what remains after the bomb is at most one weak group
  (the lead it takes then wins the race), to stop a player close to going out, or when
  its plan is down to a few groups;
* 抢地: pass (keep the hand) when it is the next 接风者 (it then leads round 2 and wins
  人牌, 2,000, for sure), else grab (1,500).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Protocol, TypeVar

from ...engine.core import View
from ...engine.tiandiren import patterns as P
from .hints import bomb_ranks, breaks, follow_key, lead_order, plan_plays, ranked
from .moves import BJ, RJ, THREE, TWO, Play, counts, is_play, reading_of
from .planner import Vec, exact, greedy, improve
from .rules import is_grab, strict_of, top_of

__all__ = [
    "Choice",
    "Table",
    "easy_choose",
    "from_view",
    "hand_plan",
    "lead_strength",
    "normal_choose",
    "pick_lead",
    "random_choose",
    "unseen_counts",
]

GRAB = "grab"
DECLINE = "decline"
#: the bots plan hands up to this many cards exactly (within a small node cap)
EXACT_BOT_CARDS = 8
#: nodes of that exact search (a bound on the decision time; deterministic)
BOT_EXACT_NODES = 12
#: a lead at least this strong (:func:`_strength`) is taken to keep the lead
STRONG = 0.9
#: round 3: the smallest bombs that beat, re-planned to see whether one wins the race
BOMB_TRIES = 2


@dataclass(frozen=True, slots=True)
class Choice:
    """A decision: ``play`` (with ``play``), ``pass``, ``grab`` or ``decline`` (抢地)."""

    kind: str
    play: Play | None = None


PASS = Choice("pass")


@dataclass(slots=True)
class Table:
    """What the seat to move sees, on rank counts."""

    seat: int
    n: int
    h: list[int]
    sizes: tuple[int, ...]
    status: tuple[str, ...]
    live: tuple[int, ...]
    phase: str
    round: int
    top: P.Reading | None
    top_seat: int | None
    strict: bool
    queue: tuple[int, ...]
    pointer: int  # -1: none yet
    next_jiefeng: int | None
    played: list[int] = field(default_factory=lambda: [0] * 18)
    known_out: list[int] = field(default_factory=lambda: [0] * 18)  # 天牌 cards shown (out of play)
    passed: frozenset[int] = frozenset()
    trick_leader: int | None = None

    @property
    def grab(self) -> bool:
        return self.phase == "grab_earth"

    @property
    def leading(self) -> bool:
        return self.phase == "play" and self.top is None

    def opponents(self) -> list[int]:
        return [s for s in self.live if s != self.seat]


def from_view(view: View) -> Table:
    """The :class:`Table` of the seat to move (``view.seat``)."""
    assert view.seat is not None
    entry = getattr(view, "top", None)
    ptr = getattr(view, "queue_pointer", None)
    played = counts(getattr(view, "played", ()))
    out = [0] * 18
    for info in getattr(view, "sky", ()):
        for c in info.cards:
            out[c.rank] += 1
    status: tuple[str, ...] = getattr(view, "status", ())
    live: tuple[int, ...] = getattr(view, "live", ())
    return Table(
        seat=view.seat,
        n=view.num_players,
        h=counts(view.hand),
        sizes=tuple(view.hand_sizes),
        status=status,
        live=live,
        phase=view.phase,
        round=int(getattr(view, "round", 0)),
        top=top_of(view),
        top_seat=entry.seat if entry is not None and not is_grab(view) else None,
        strict=strict_of(view),
        queue=tuple(getattr(view, "queue", ())),
        pointer=-1 if ptr is None else int(ptr),
        next_jiefeng=getattr(view, "next_jiefeng", None),
        played=played,
        known_out=out,
        passed=frozenset(getattr(view, "passed", frozenset())),
        trick_leader=getattr(view, "trick_leader", None),
    )


def unseen_counts(t: Table) -> list[int]:
    """Rank counts of the cards the seat has not seen: ``n`` decks less its hand, the
    cards played and the 天牌 cards shown."""
    full = [0] * 18
    for r in range(THREE, TWO + 1):
        full[r] = 4 * t.n
    full[BJ] = full[RJ] = t.n
    return [max(0, full[r] - t.h[r] - t.played[r] - t.known_out[r]) for r in range(18)]


# --------------------------------------------------------------------------- planning


def hand_plan(h: Sequence[int]) -> tuple[Vec, ...]:
    """The bots' plan of a hand (deterministic): exact for small hands, else the beam."""
    hk = tuple(h)
    if not any(hk[3:]):
        return ()
    small = sum(hk[3:]) <= EXACT_BOT_CARDS
    best = greedy(hk) if small else improve(hk, nodes=12)
    if small and len(best) > 2:
        found = exact(hk, len(best), nodes=BOT_EXACT_NODES)
        if found is not None:
            best = found
    return best


def plan_len(h: Sequence[int]) -> int:
    """A quick estimate of how many plays ``h`` needs (a smaller search than
    :func:`hand_plan`; for comparing candidate plays)."""
    hk = tuple(h)
    if sum(hk[3:]) <= EXACT_BOT_CARDS:
        return len(hand_plan(hk))
    return len(improve(hk, nodes=6))


def _minus(a: Sequence[int], b: Sequence[int]) -> Vec:
    return tuple(x - y for x, y in zip(a, b, strict=True))


# --------------------------------------------------------------------------- random


def random_choose(t: Table, rng: random.Random) -> Choice:
    """Uniform over the legal actions: pass (when allowed) and every distinct play (one per
    body, see :func:`.moves.plays`); 抢地 or not with even chances."""
    if t.grab:
        return Choice(GRAB) if rng.random() < 0.5 else Choice(DECLINE)
    found = ranked(t.h, t.top, t.strict) if t.top is not None else _lead_plays(t.h)
    options: list[Choice] = [Choice("play", pl) for pl in found]
    if t.top is not None:
        options.append(PASS)
    return rng.choice(options)


def _lead_plays(h: Sequence[int]) -> list[Play]:
    from .moves import plays

    return plays(h, None)


# --------------------------------------------------------------------------- easy


def easy_choose(t: Table, rng: random.Random) -> Choice:
    """Simple and sensible: always grabs; leads the first group of a quick plan; follows
    with the cheapest play that beats unless it is a bomb (a bomb only against a player
    close to going out)."""
    if t.grab:
        return Choice(GRAB)
    found = ranked(t.h, t.top, t.strict)
    if not found:
        return PASS
    if t.top is None:
        return Choice("play", found[0])
    best = found[0]
    if best.reading.is_bomb:
        owner = t.top_seat
        if owner is not None and t.sizes[owner] <= 5:
            return Choice("play", best)
        return PASS
    return Choice("play", best)


# --------------------------------------------------------------------------- normal


def _ident(rd: P.Reading) -> tuple[object, ...]:
    return (rd.type, rd.length, rd.rank, rd.kicker, rd.kickers)


def _danger(t: Table, seat: int) -> bool:
    """A player that may go out soon (few cards left)."""
    return t.sizes[seat] <= 8


def _strength(pl: Play, unseen: Sequence[int]) -> float:
    return lead_strength(pl.reading, unseen)


def lead_strength(rd: P.Reading, unseen: Sequence[int]) -> float:
    """How hard a lead is to beat, 0..1 (rough): bombs and long chains are strong; singles
    and pairs by the unseen cards above them."""
    if rd.is_bomb:
        return 1.0
    if rd.type in (P.STRAIGHT, P.PAIR_STRAIGHT):
        return min(1.0, 0.4 + 0.1 * rd.length + 0.02 * (rd.rank - 8))
    if rd.type in (P.ROCKET, P.STARSHIP):
        return min(1.0, 0.35 + 0.2 * rd.length + 0.02 * (rd.rank - 8))
    if rd.type == P.LONE_BOAT:
        return 0.6 if rd.rank == RJ else 0.4
    above = sum(unseen[r] for r in range(rd.rank + 1, RJ + 1))
    if rd.type == P.PAIR:
        above = sum(unseen[r] // 2 for r in range(rd.rank + 1, TWO + 1)) + unseen[TWO]
    total = max(1, sum(unseen[3:]))
    return max(0.0, 1.0 - 8.0 * above / total)


def _weak(groups: Sequence[Play], unseen: Sequence[int]) -> list[Play]:
    """The normal groups likely to be beaten (strength below :data:`STRONG`)."""
    return [g for g in groups if not g.reading.is_bomb and _strength(g, unseen) < STRONG]


class Leadable(Protocol):
    """A plan group as :func:`pick_lead` sees it (a :class:`Play` or a playout group)."""

    @property
    def size(self) -> int: ...

    @property
    def is_bomb(self) -> bool: ...


G = TypeVar("G", bound=Leadable)


def pick_lead(rnd: int, groups: Sequence[G], power: Callable[[G], float]) -> G:
    """The group to lead in round ``rnd`` (``power``: its :func:`lead_strength`): the one
    group, the normal one beside a bomb, the stronger of two; with more, in round 3 and at
    most one weak group left, the strongest (the weak one goes last), else the weakest."""
    if len(groups) == 1:
        return groups[0]
    normal = [g for g in groups if not g.is_bomb]
    if len(groups) == 2:
        if len(normal) == 1:
            return normal[0]
        return max(groups, key=lambda g: (power(g), g.size))
    if not normal:
        return groups[0]
    weak = [g for g in normal if power(g) < STRONG]
    if rnd == 3 and len(weak) <= 1:
        # at most one group that loses the lead: cash the strong ones, keep that one for last
        return max(normal, key=lambda g: (power(g), g.size))
    # shed the weakest group while leading is free; the strong ones win leads in round 3
    return min(weak or normal, key=lambda g: (power(g), -g.size))


def _lead(t: Table, groups: list[Play], unseen: Sequence[int]) -> Play:
    return pick_lead(t.round, groups, lambda g: _strength(g, unseen))


def normal_choose(t: Table, rng: random.Random) -> Choice:
    """The planner-based policy (see the module docstring)."""
    if t.grab:
        return Choice(DECLINE) if t.next_jiefeng == t.seat else Choice(GRAB)
    groups = lead_order(plan_plays(hand_plan(t.h)))
    n = len(groups)
    unseen = unseen_counts(t)
    if t.top is None:
        if is_play(tuple(t.h[3:])):
            rd = reading_of(tuple(t.h[3:]), None, False)
            assert rd is not None
            return Choice("play", Play(tuple(t.h), rd))
        return Choice("play", _lead(t, groups, unseen))
    found = ranked(t.h, t.top, t.strict)
    if not found:
        return PASS
    top = t.top
    owner = t.top_seat
    hk = tuple(t.h)
    in_plan = {g.vec for g in groups}
    plan_ids = {_ident(g.reading) for g in groups}
    # a play after which the rest of the hand is one play
    finishers = [pl for pl in found if is_play(_minus(hk, pl.vec)[3:])]
    if finishers:
        pick = min(finishers, key=lambda pl: (pl.reading.is_bomb and t.round != 3, follow_key(t.h, pl, top)))
        if t.round == 3 or t.round == 1 or not pick.reading.is_bomb:
            return Choice("play", pick)
    danger = owner is not None and owner != t.seat and _danger(t, owner)
    normal_plays = [pl for pl in found if not pl.reading.is_bomb]
    bombs = [pl for pl in found if pl.reading.is_bomb]
    # plan groups that beat, cheapest first
    free = [pl for pl in normal_plays if pl.vec in in_plan or _ident(pl.reading) in plan_ids]
    if free:
        return Choice("play", free[0])
    # other normal plays that do not lengthen the plan (try the cheapest few)
    budget = 2
    for pl in normal_plays:
        if budget == 0:
            break
        if breaks(t.h, pl.vec, pl.reading, bomb_ranks(t.h)):
            continue
        budget -= 1
        after = plan_len(_minus(hk, pl.vec))
        if after <= n - 1 or (after <= n and (danger or t.round < 3)):
            return Choice("play", pl)
    if t.round == 3:
        # a bomb that takes the lead with at most one weak group behind it (the smallest few)
        for pl in bombs[:BOMB_TRIES]:
            if len(_weak(plan_plays(greedy(_minus(hk, pl.vec))), unseen)) <= 1:
                return Choice("play", pl)
    if danger:
        if normal_plays:
            return Choice("play", normal_plays[0])
        if bombs:
            return Choice("play", bombs[0])
    if bombs and t.round == 3 and n <= 3:
        plan_bombs = [b for b in bombs if b.vec in in_plan]
        return Choice("play", plan_bombs[0] if plan_bombs else bombs[0])
    return PASS
