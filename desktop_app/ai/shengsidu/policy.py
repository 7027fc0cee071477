"""生死堵 playing policies on the simulator state: random, easy and the heuristics.

A policy answers ``choose(state, seat, rng) -> play or None (pass)`` for the seat to move,
looking only at what that seat may know: its own hand, the hand sizes, the cards played,
the bombs and the trick. The bots call them on the state built from their view; the
searches (:mod:`.search`) take their candidates from :func:`normal_scores` and play
them out with :func:`.rollout.hint_choose` (the easy policy's choice, made fast).

* :func:`random_choose`: uniform over the legal actions (every distinct play, and the
  pass when the engine would accept it): the baseline.
* :func:`easy_choose`: the assistant's first hint (the cheapest play that beats without
  breaking up groups; a sensible lead); passes instead of spending a bomb when it may.
* :func:`normal_scores` / :func:`normal_choose`: the planner-based heuristics of the
  normal and expert bots. A hand is valued by the turns its best plan needs (a strong
  play wins the lead back and costs less than a weak one; a bomb is worth more than
  nothing). Leading: a hand that is one play goes out; when all plays but one are sure
  winners (nothing unseen beats them) they are run out first; otherwise the weakest play
  is led, runs and other plays only a leader can shed before singles and pairs, sure
  singles and pairs and bombs are kept to win the lead back, and small plays are not led
  into a player who holds that many cards. Following: a play that goes out is taken,
  else the play that leaves the best hand (so bombs and groups are kept when something
  cheaper beats), and a pass (when the rules allow one) only when every play spoils the
  hand.
"""

from __future__ import annotations

import random

from .hints import hint_moves
from .moves import BITS, Move, N, Packed, can_beat, pack, unpack
from .planner import TURNS, packed_cost, turn_cost
from .planner import plan as plan_moves
from .sim import State, unseen_for

__all__ = ["easy_choose", "normal_choose", "normal_scores", "random_choose"]


def _to_packed(mv: Move) -> Packed:
    return (pack(mv.m), mv.type, mv.rank, mv.length, mv.size, mv.low)


def _to_move(mv: Packed) -> Move:
    return Move(unpack(mv[0]), mv[1], mv[2], mv[3], mv[4], mv[5])


# --------------------------------------------------------------------------- random


def random_choose(st: State, seat: int, rng: random.Random) -> Packed | None:
    """Uniform over the legal actions."""
    moves = st.moves(seat)
    options: list[Packed | None] = list(moves)
    if st.can_pass(seat):
        options.append(None)
    return rng.choice(options)


# --------------------------------------------------------------------------- easy


def easy_choose(st: State, seat: int, rng: random.Random) -> Packed | None:
    """The first hint; when a pass is allowed, pass rather than bomb or break a bomb."""
    c = unpack(st.hands[seat])
    top = None if st.top is None else _to_move(st.top)
    hints = hint_moves(c, top, st.rules, st.next_holds_one(seat))
    if not hints:
        return None
    best = hints[0]
    if top is not None and st.can_pass(seat) and sum(c) > best.size:
        breaks = any(0 < best.m[p] < 4 == c[p] for p in range(N))
        if best.type == "bomb" or breaks:
            return None
    return _to_packed(best)


# --------------------------------------------------------------------------- normal


def _cost(x: int, st: State) -> float:
    r = st.rules
    return packed_cost(x, TURNS, loose=r.loose, two_low=r.two_low, last=_small(x))


def _small(x: int) -> bool:
    # 尾牌3带1 matters only to short hands; skipping it elsewhere keeps the search small
    return sum((x >> (BITS * p)) & 7 for p in range(N)) <= 8


def _sure(mv: Packed, unseen: list[int], st: State, max_size: int) -> bool:
    """Nobody can beat this play, whatever the unseen cards are."""
    r = st.rules
    return not can_beat(unseen, mv, r.loose, r.two_low, max_size)


#: Weights of the heuristics (tuned by self-play against the easy policy).
LEAD_SIZE = 0.02  # a lead that sheds more cards is preferred, a little
LEAD_ONLY = -1.0  # runs, kickers and planes are led before singles and pairs
SURE_LEAD_ONLY = -2.0  # a sure run (nothing beats it) is led at once: the lead stays
SURE_CONTROL = 1.0  # a sure single or pair is kept to win a lead back
PASS_COST = 0.6  # what passing costs, when a pass is allowed


def normal_scores(st: State, seat: int) -> list[tuple[float, Packed | None]]:
    """Every candidate action of the heuristics with its score (lower is better), best
    first. The searches look at the first few."""
    x = st.hands[seat]
    c = unpack(x)
    size = st.sizes[seat]
    r = st.rules
    opp_sizes = [st.sizes[s] for s in range(st.n) if s != seat]
    smax = max(opp_sizes)
    smin = min(opp_sizes)
    unseen = list(unpack(unseen_for(st, seat)))
    out: list[tuple[float, Packed | None]] = []

    if st.top is None:
        highest_only = st.next_holds_one(seat)
        hi = max(p for p in range(N) if c[p])
        plan = [_to_packed(mv) for mv in plan_moves(c, TURNS, loose=r.loose, two_low=r.two_low, last=True)]
        if len(plan) == 1:
            return [(-100.0, plan[0])]
        sure = [_sure(mv, unseen, st, smax) for mv in plan]
        weak = sum(1 for s in sure if not s)
        for mv, is_sure in zip(plan, sure, strict=True):
            if highest_only and mv[1] == "single" and mv[2] != hi:
                continue
            if mv[1] == "triple_one":  # 尾牌3带1: only as the whole hand
                continue
            if weak <= 1:
                # run the sure plays out, the weak one last; bombs before the rest
                score = -50.0 - (2.0 if mv[1] == "bomb" else 0.0) - 0.01 * mv[4] if is_sure else -10.0
            else:
                # lead the weakest play. Plays others seldom lead (runs, kickers, planes)
                # can only be shed by leading them: those first; singles and pairs can
                # also be shed following, and the high ones win the lead back
                follow_able = mv[1] in ("single", "pair", "bomb")
                score = -turn_cost(mv[1], mv[2], mv[3]) - LEAD_SIZE * mv[4]
                if not follow_able:
                    score += LEAD_ONLY
                if is_sure:
                    score += SURE_CONTROL if follow_able else SURE_LEAD_ONLY
                if mv[1] == "bomb":
                    score += 3.0
                # a player about to go out may beat a small play of their size
                for s_o in opp_sizes:
                    if mv[4] >= s_o and s_o <= 3 and not is_sure:
                        score += 2.0 if mv[4] == s_o else 0.5
                if smin == 1 and mv[1] == "single" and not is_sure:
                    score += 1.5
            out.append((score, mv))
        if not out:  # only singles that 报单必顶 forbids: lead the highest single
            out.append((0.0, (1 << (BITS * hi), "single", hi, 1, 1, hi)))
        out.sort(key=lambda t: t[0])
        return out

    moves = st.moves(seat)
    if not moves:
        return [(0.0, None)]
    base = _cost(x, st)
    for mv in moves:
        if mv[4] == size:  # goes out
            return [(-100.0, mv)]
        out.append((_cost(x - mv[0], st) - base, mv))
    if st.can_pass(seat):
        top_seat = st.top_seat
        danger = smin <= 2 or (top_seat != seat and st.sizes[top_seat] <= 3)
        if danger:
            pen = 3.0  # do not let a player about to go out keep the lead
        elif st.sizes[top_seat] > size + 4:
            pen = 0.3
        else:
            pen = PASS_COST
        out.append((pen, None))
    out.sort(key=lambda t: t[0])
    return out


def normal_choose(st: State, seat: int, rng: random.Random) -> Packed | None:
    """The heuristics' action (deterministic; ``rng`` unused)."""
    return normal_scores(st, seat)[0][1]
