"""The 天地人 expert: determinized sampling with playouts.

For each decision the expert lists a few candidate actions (the normal policy's choice,
pass, the plan's groups, the cheapest plays that beat, 抢地 or not) and, for each of a
number of *determinizations* (the unseen cards, ``n`` decks less its hand, the cards
played and the 天牌 cards shown, dealt at random to the other live players with their
known hand sizes), plays every candidate out to the end of the game on the fast simulator
(:mod:`.sim`): every player plays the groups of a quick plan of its hand (the normal
policy's habits: cheapest beating group, bombs to stop a player close to going out or
when its own plan is short, lowest group first on a lead). The candidate with the best
mean score wins (the same deals for every candidate, so the comparison is paired).

Bounded by :attr:`SearchConfig.samples` determinizations (deterministic) and, unless it
is None, :attr:`SearchConfig.budget` seconds (no sample starts that would, at the mean
pace so far, end past the budget).
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from ...engine.tiandiren import patterns as P
from .hints import lead_order, plan_plays, ranked
from .moves import BJ, RJ, TWO, is_play
from .planner import Vec, greedy
from .policy import DECLINE, GRAB, PASS, Choice, Table, hand_plan, normal_choose, unseen_counts
from .sim import Group, Sim, group_of

__all__ = ["SearchConfig", "deal_unseen", "expert_choose", "playout"]


@dataclass(frozen=True, slots=True)
class SearchConfig:
    """``budget``: seconds per decision (None: only ``samples`` bounds it);
    ``samples``: determinizations at most; ``candidates``: actions compared at most."""

    budget: float | None = 0.17
    samples: int = 24
    candidates: int = 6
    horizon: int = 3000


def deal_unseen(t: Table, rng: random.Random) -> list[list[int]]:
    """Hands for every seat: the seat's own, and the unseen cards dealt at random to the
    other live seats (their sizes as known); other seats get empty hands."""
    pool: list[int] = []
    for r, n in enumerate(unseen_counts(t)):
        pool.extend([r] * n)
    rng.shuffle(pool)
    hands = [[0] * 18 for _ in range(t.n)]
    hands[t.seat] = list(t.h)
    i = 0
    for s in t.live:
        if s == t.seat:
            continue
        for r in pool[i : i + t.sizes[s]]:
            hands[s][r] += 1
        i += t.sizes[s]
    return hands


def _groups(h: Sequence[int]) -> list[Group]:
    return [group_of(v) for v in greedy(tuple(h))]


def _danger_groups(plans: list[list[Group]], seat: int) -> bool:
    return len(plans[seat]) <= 2


def _sim_choose(sim: Sim, seat: int, plans: list[list[Group]]) -> tuple[Group, P.Reading] | None:
    """The playout policy: a group of the seat's plan (with the reading it plays as), or
    None to pass (or decline 抢地)."""
    groups = plans[seat]
    if sim.phase == "grab_earth":
        if sim.next_jiefeng() == seat:
            return None
        return groups[0], groups[0].lead
    top = sim.top
    if top is None:
        if len(groups) == 1:
            return groups[0], groups[0].lead
        normal = [g for g in groups if not g.is_bomb]
        if len(groups) == 2:
            if normal and len(normal) == 1:
                return normal[0], normal[0].lead
            g = max(groups, key=lambda g: (g.size, g.lead.rank))
            return g, g.lead
        if not normal:
            return groups[0], groups[0].lead
        g = min(normal, key=lambda g: (g.vec[TWO] + g.vec[BJ] + g.vec[RJ] > 0, g.lead.low, -g.size))
        return g, g.lead
    best: tuple[tuple[int, int, int], Group, P.Reading] | None = None
    few = len(groups) <= 3
    danger = _danger_groups(plans, sim.top_seat)
    for g in groups:
        rd = g.beating(top, sim.strict)
        if rd is None:
            continue
        if rd.is_bomb and not (few or danger or len(groups) == 1):
            continue
        if sim.round < 3 and rd.is_bomb and len(groups) > 2:
            continue
        key = (int(rd.is_bomb), g.vec[TWO] + g.vec[BJ] + g.vec[RJ], rd.rank)
        if best is None or key < best[0]:
            best = (key, g, rd)
    if best is None:
        return None
    return best[1], best[2]


def playout(sim: Sim, plans: list[list[Group]], horizon: int) -> None:
    """Play ``sim`` to its end (or ``horizon`` more steps) with the playout policy."""
    limit = sim.steps + horizon
    while sim.phase != "over" and sim.steps < limit:
        seat = sim.to_move
        got = _sim_choose(sim, seat, plans)
        if got is None:
            sim.pass_(seat)
            continue
        g, rd = got
        plans[seat].remove(g)
        sim.play(seat, g.vec, rd)


def _base_sim(t: Table, hands: list[list[int]]) -> Sim:
    passed = 0
    for s in t.passed:
        passed |= 1 << s
    return Sim(
        n=t.n,
        hands=hands,
        status=list(t.status),
        scores=[0] * t.n,
        round=t.round,
        phase=t.phase,
        top=t.top,
        top_seat=-1 if t.top_seat is None else t.top_seat,
        passed=passed,
        to_move=t.seat,
        queue=t.queue,
        pointer=t.pointer,
        strict=t.strict,
    )


def _candidates(t: Table, rng: random.Random, cfg: SearchConfig) -> list[Choice]:
    base = normal_choose(t, rng)
    if t.grab:
        return [base, Choice(DECLINE) if base.kind == GRAB else Choice(GRAB)]
    out: list[Choice] = [base]
    seen: set[Vec | None] = {base.play.vec if base.play is not None else None}

    def add(c: Choice) -> None:
        key = c.play.vec if c.play is not None else None
        if key not in seen and len(out) < cfg.candidates:
            seen.add(key)
            out.append(c)

    groups = lead_order(plan_plays(hand_plan(t.h)))
    if t.top is None:
        for g in groups:
            add(Choice("play", g))
        return out
    add(PASS)
    found = ranked(t.h, t.top, t.strict)
    plan_vecs = {g.vec for g in groups}
    for pl in found:
        if pl.vec in plan_vecs:
            add(Choice("play", pl))
    for pl in found[:3]:
        add(Choice("play", pl))
    for pl in found:
        if pl.reading.is_bomb:
            add(Choice("play", pl))
            break
    return out


def expert_choose(t: Table, rng: random.Random, cfg: SearchConfig) -> Choice:
    """The action with the best mean playout score over the determinizations."""
    start = time.monotonic()
    cands = _candidates(t, rng, cfg)
    if len(cands) == 1:
        return cands[0]
    if t.leading and is_play(tuple(t.h[3:])):
        return cands[0]  # the whole hand goes out: nothing to search
    my_plans: list[list[Group] | None] = []
    for c in cands:
        if c.play is None:
            my_plans.append([group_of(v) for v in hand_plan(t.h)] if c.kind != GRAB else None)
        else:
            rest = [a - b for a, b in zip(t.h, c.play.vec, strict=True)]
            my_plans.append([group_of(v) for v in hand_plan(rest)] if any(rest[3:]) else [])
    totals = [0.0] * len(cands)
    done = 0
    for _ in range(cfg.samples):
        if cfg.budget is not None and done:
            spent = time.monotonic() - start
            if spent + spent / done > cfg.budget:  # the next sample would end past the budget
                break
        hands = deal_unseen(t, rng)
        opp = {s: _groups(hands[s]) for s in t.live if s != t.seat}
        base = _base_sim(t, hands)
        for i, c in enumerate(cands):
            sim = base.copy()
            plans: list[list[Group]] = [[] for _ in range(t.n)]
            for s, gs in opp.items():
                plans[s] = list(gs)
            mine = my_plans[i]
            if c.kind == GRAB:
                totals[i] += 1500.0
                continue
            if c.kind in ("pass", DECLINE):
                plans[t.seat] = list(mine or [])
                sim.pass_(t.seat)
            else:
                assert c.play is not None
                plans[t.seat] = list(mine or [])
                sim.play(t.seat, c.play.vec, c.play.reading)
            playout(sim, plans, cfg.horizon)
            totals[i] += sim.scores[t.seat]
        done += 1
    if not done:
        return cands[0]
    best = max(range(len(cands)), key=lambda i: (totals[i], i == 0))
    return cands[best]
