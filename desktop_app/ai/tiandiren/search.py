"""The 天地人 expert: determinized sampling with playouts.

For each decision the expert lists a few candidate actions (the normal policy's choice,
pass, the plan's groups, the cheapest plays that beat, 抢地 or not) and, for each of a
number of *determinizations* (the unseen cards, ``n`` decks less its hand, the cards
played and the 天牌 cards shown, dealt at random to the other live players with their
known hand sizes; dealt again, a few times at most, when a seat that passed on the top
play would hold a group that beats it), plays every candidate out to the end of the game
on the fast simulator (:mod:`.sim`): every player plays the groups of a quick plan of its
hand with the normal policy's habits (cheapest beating group; bombs to stop a player
close to going out, when its own plan is short, or in round 3 when at most one weak group
stays behind; the normal policy's lead, :func:`.policy.pick_lead`, with lead strengths
against the cards the deciding seat has not seen). The candidate with the best mean
score wins (the same deals for every candidate, so the comparison is paired), unless it
does not beat the normal policy's choice clearly enough (:func:`_pick`).

Bounded by :attr:`SearchConfig.samples` determinizations (deterministic) and, unless it
is None, :attr:`SearchConfig.budget` seconds (no sample starts that would, at the mean
pace so far, end past the budget).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from ...engine.tiandiren import patterns as P
from ...engine.tiandiren import scoring as S
from .hints import lead_order, plan_plays, ranked
from .moves import BJ, RJ, TWO, is_play
from .planner import Vec, greedy
from .policy import (
    DECLINE,
    GRAB,
    PASS,
    STRONG,
    Choice,
    Table,
    hand_plan,
    lead_strength,
    normal_choose,
    pick_lead,
    unseen_counts,
)
from .sim import Group, Sim, group_of

__all__ = ["SearchConfig", "deal_unseen", "expert_choose", "playout"]


@dataclass(frozen=True, slots=True)
class SearchConfig:
    """``budget``: seconds per decision (None: only ``samples`` bounds it);
    ``samples``: determinizations at most; ``candidates``: actions compared at most;
    ``confidence``: standard errors by which a candidate must beat the normal policy's
    choice to be played instead (see :func:`_pick`); ``redeals``: further deals tried
    when one contradicts the passes seen (see :func:`_determinize`)."""

    budget: float | None = 0.15
    samples: int = 48
    candidates: int = 6
    horizon: int = 3000
    confidence: float = 0.5
    redeals: int = 2


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


def _consistent(t: Table, opp: dict[int, list[Group]]) -> bool:
    """Whether the seats that passed on the current top play would have passed with these
    plans in a playout (no normal group of theirs beats it)."""
    top = t.top
    if top is None:
        return True
    for s in t.passed:
        for g in opp.get(s, ()):
            if not g.is_bomb and g.beating(top, t.strict) is not None:
                return False
    return True


def _determinize(t: Table, rng: random.Random, redeals: int) -> tuple[list[list[int]], dict[int, list[Group]]]:
    """A deal of the unseen cards (:func:`deal_unseen`) and the opponents' playout plans;
    up to ``redeals`` more deals while one is not :func:`_consistent` with the passes
    seen in the current trick (the last one is kept whatever it is)."""
    for attempt in range(redeals + 1):
        hands = deal_unseen(t, rng)
        opp = {s: _groups(hands[s]) for s in t.live if s != t.seat}
        if attempt == redeals or _consistent(t, opp):
            break
    return hands, opp


def _danger_groups(plans: list[list[Group]], seat: int) -> bool:
    return len(plans[seat]) <= 2


class Power:
    """Lead strengths (:func:`.policy.lead_strength`) of playout groups, against the cards
    the deciding seat has not seen (the same table for every player of a playout: a
    model, not a rule), cached by count vector."""

    __slots__ = ("cache", "unseen")

    def __init__(self, unseen: Sequence[int]) -> None:
        self.unseen = list(unseen)
        self.cache: dict[tuple[int, ...], float] = {}

    def __call__(self, g: Group) -> float:
        got = self.cache.get(g.vec)
        if got is None:
            got = self.cache[g.vec] = lead_strength(g.lead, self.unseen)
        return got

    def weak(self, groups: Sequence[Group], but: Group | None = None) -> int:
        """How many normal groups (other than ``but``) are likely to lose the lead."""
        return sum(1 for g in groups if g is not but and not g.is_bomb and self(g) < STRONG)


def _sim_choose(sim: Sim, seat: int, plans: list[list[Group]], power: Power) -> tuple[Group, P.Reading] | None:
    """The playout policy (the normal policy's habits on the groups of a quick plan): a
    group of the seat's plan (with the reading it plays as), or None to pass (or decline
    抢地)."""
    groups = plans[seat]
    if sim.phase == "grab_earth":
        if sim.next_jiefeng() == seat:
            return None
        return groups[0], groups[0].lead
    top = sim.top
    if top is None:
        g = pick_lead(sim.round, groups, power)
        return g, g.lead
    best: tuple[tuple[int, int, int], Group, P.Reading] | None = None
    few = len(groups) <= 3
    danger = _danger_groups(plans, sim.top_seat)
    for g in groups:
        rd = g.beating(top, sim.strict)
        if rd is None:
            continue
        if rd.is_bomb:
            if sim.round < 3:
                if len(groups) > 2:
                    continue
            elif not (few or danger or power.weak(groups, g) <= 1):
                continue
        key = (int(rd.is_bomb), g.vec[TWO] + g.vec[BJ] + g.vec[RJ], rd.rank)
        if best is None or key < best[0]:
            best = (key, g, rd)
    if best is None:
        return None
    return best[1], best[2]


def playout(sim: Sim, plans: list[list[Group]], horizon: int, power: Power) -> None:
    """Play ``sim`` to its end (or ``horizon`` more steps) with the playout policy."""
    limit = sim.steps + horizon
    while sim.phase != "over" and sim.steps < limit:
        seat = sim.to_move
        got = _sim_choose(sim, seat, plans, power)
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


def _pick(scores: list[list[float]], confidence: float) -> int:
    """The candidate to play from the playout scores (one list per candidate, one score
    per determinization, the same deals for all): the best mean, but the normal policy's
    choice (candidate 0) unless the best beats it by more than ``confidence`` standard
    errors of their paired differences (few noisy playouts should not overrule a sound
    heuristic)."""
    n = len(scores[0])
    best = max(range(len(scores)), key=lambda i: (sum(scores[i]), i == 0))
    if best == 0 or n < 2:
        return 0
    diffs = [a - b for a, b in zip(scores[best], scores[0], strict=True)]
    mean = sum(diffs) / n
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1))
    return best if mean > confidence * sd / math.sqrt(n) else 0


def _playout_score(
    t: Table,
    base: Sim,
    opp: dict[int, list[Group]],
    c: Choice,
    mine: list[Group] | None,
    cfg: SearchConfig,
    power: Power,
) -> float:
    """The seat's score when it takes ``c`` now and everyone then plays the playout
    policy on one determinization (``base``, the opponents' plans ``opp``)."""
    if c.kind == GRAB:
        return float(S.GRAB_EARTH_SCORE)
    sim = base.copy()
    plans: list[list[Group]] = [[] for _ in range(t.n)]
    for s, gs in opp.items():
        plans[s] = list(gs)
    plans[t.seat] = list(mine or [])
    if c.play is None:
        sim.pass_(t.seat)
    else:
        sim.play(t.seat, c.play.vec, c.play.reading)
    playout(sim, plans, cfg.horizon, power)
    return float(sim.scores[t.seat])


def expert_choose(t: Table, rng: random.Random, cfg: SearchConfig) -> Choice:
    """The action with the best mean playout score over the determinizations (see
    :func:`_pick`)."""
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
    power = Power(unseen_counts(t))
    scores: list[list[float]] = [[] for _ in cands]
    for done in range(cfg.samples):
        if cfg.budget is not None and done:
            spent = time.monotonic() - start
            if spent + spent / done > cfg.budget:  # the next sample would end past the budget
                break
        hands, opp = _determinize(t, rng, cfg.redeals)
        base = _base_sim(t, hands)
        for i, c in enumerate(cands):
            scores[i].append(_playout_score(t, base, opp, c, my_plans[i], cfg, power))
    return cands[_pick(scores, cfg.confidence)]
