"""The expert 斗地主 bot: determinized playouts over the cards it has not seen.

For a play decision the expert takes a handful of candidate plays (the normal policy's
choice, the groups of its plan, the cheapest hints, a pass), then repeatedly deals the
unseen cards to the other two seats in a way consistent with what it has seen (hand sizes,
face-up hands, the landlord's bottom cards not yet played) and plays every candidate out
on that same deal with the normal policy on the fast simulator (:mod:`.sim`). The
candidate that wins most often is played; ties keep the normal choice. Candidates that
fall clearly behind stop being played out, so the close ones get more deals.

The search stops at the first of ``iterations`` playouts (a deterministic cap: with a
large time budget the choice depends only on the seed and the view) and ``time_budget``
seconds (checked after every playout; an unfinished round of candidates is dropped).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Mapping

from ...engine.doudizhu.game import DoudizhuView
from ...engine.doudizhu.patterns import NUM_RANKS, Move, counts_of
from .hints import hint_moves
from .policy import Ctx, normal_choice
from .sim import Sim

__all__ = ["DEFAULT_ITERATIONS", "DEFAULT_TIME_BUDGET", "candidates", "determinize", "expert_choice"]

#: Playouts per decision at most (all candidates together).
DEFAULT_ITERATIONS = 240
#: Seconds per decision at most (the last round of candidates may overrun it a little).
DEFAULT_TIME_BUDGET = 0.14
#: Candidates tried per decision at most.
MAX_CANDIDATES = 6
#: After this many rounds, a candidate more than ``ELIMINATE_MARGIN * sqrt(rounds)`` wins
#: behind the leader stops being played out (its playouts go to the close ones).
ELIMINATE_FROM = 6
ELIMINATE_MARGIN = 1.0


def candidates(ctx: Ctx, base: Move | None) -> list[Move | None]:
    """The plays worth searching: the normal choice first, then plan groups and hints
    (and a pass when following), each set of cards once."""
    out: list[Move | None] = [base]
    seen = {None if base is None else base[0]}
    top = ctx.top
    plan = ctx.get_plan()

    def add(m: Move | None) -> None:
        key = None if m is None else m[0]
        if key not in seen and len(out) < MAX_CANDIDATES:
            seen.add(key)
            out.append(m)

    found = hint_moves(ctx.hand, ctx.laizi, top, ctx.jk)
    if top is None:
        for m in sorted(plan, key=lambda m: (m[1].is_bomb, m[1].low)):
            if not m[1].is_bomb:
                add(m)
        for m in found[:3]:
            add(m)
    else:
        add(None)
        playable = {m[0] for m in found}
        for m in plan:
            if m[0] in playable and not m[1].is_bomb:
                add(next(x for x in found if x[0] == m[0]))
        for m in [x for x in found if not x[1].is_bomb][:2]:
            add(m)
        for m in found:
            if m[1].is_bomb:
                add(m)
                break
    return out


def _passes_since_top(view: DoudizhuView) -> int:
    n = 0
    for _seat, cards in reversed(view.trick_turns):
        if cards:
            break
        n += 1
    return n


class _Dealer:
    """Deals the unseen cards to the two other seats consistently with the view."""

    def __init__(self, view: DoudizhuView, unseen: list[int]) -> None:
        assert view.seat is not None and view.landlord is not None
        me = view.seat
        self.seats = [(me + 1) % 3, (me + 2) % 3]
        self.fixed: dict[int, list[int]] = {}
        pool = list(unseen)
        for s in self.seats:
            shown = view.shown_hands[s] if s < len(view.shown_hands) else None
            if shown is not None:
                c = counts_of(shown)
                self.fixed[s] = c
                pool = [a - b for a, b in zip(pool, c, strict=True)]
        self.known: dict[int, list[int]] = {s: [0] * NUM_RANKS for s in self.seats}
        lord = view.landlord
        if lord != me and lord not in self.fixed and view.bottom:
            played = list(view.played_by[lord]) if lord < len(view.played_by) else []
            left = []
            for card in view.bottom:
                if card in played:
                    played.remove(card)
                else:
                    left.append(card)
            k = counts_of(left)
            self.known[lord] = k
            pool = [a - b for a, b in zip(pool, k, strict=True)]
        self.sizes = view.hand_sizes
        self.cards = [r for r in range(NUM_RANKS) for _ in range(pool[r])]

    def deal(self, rng: random.Random) -> dict[int, list[int]]:
        cards = list(self.cards)
        rng.shuffle(cards)
        out: dict[int, list[int]] = {}
        pos = 0
        for s in self.seats:
            if s in self.fixed:
                out[s] = list(self.fixed[s])
                continue
            h = list(self.known[s])
            need = self.sizes[s] - sum(h)
            for r in cards[pos : pos + need]:
                h[r] += 1
            pos += need
            out[s] = h
        return out


def determinize(view: DoudizhuView, unseen: list[int], rng: random.Random) -> dict[int, list[int]]:
    """One deal of the unseen cards to the other two seats (seat -> counts)."""
    return _Dealer(view, unseen).deal(rng)


def expert_choice(view: DoudizhuView, ctx: Ctx, rng: random.Random, options: Mapping[str, float]) -> Move | None:
    """The expert's play (None: pass)."""
    iterations = int(options.get("iterations", DEFAULT_ITERATIONS))
    budget = float(options.get("time_budget", DEFAULT_TIME_BUDGET))
    deadline = time.perf_counter() + budget
    base = normal_choice(ctx)
    plan = ctx.get_plan()
    if base is not None and base[1].size == sum(ctx.hand):
        return base  # going out
    cands = candidates(ctx, base)
    if len(cands) == 1:
        return base
    me, lord = ctx.seat, ctx.landlord
    mine = 1 if me == lord else 0
    dealer = _Dealer(view, list(ctx.others))
    passes = _passes_since_top(view)
    wins = [0] * len(cands)
    alive = list(range(len(cands)))
    done = rounds = 0
    plan_keys = {m[0] for m in plan}
    while len(alive) > 1 and done + len(alive) <= iterations:
        deal = dealer.deal(rng)
        got = []
        for i in alive:
            c = cands[i]
            hands = [list(ctx.hand) if s == me else list(deal[s]) for s in range(3)]
            sim = Sim(hands, lord, ctx.laizi, ctx.jk, me, ctx.top, ctx.top_seat, passes)
            if c is not None and c[0] in plan_keys:
                sim.plans[me] = [m for m in plan if m[0] != c[0]]
            result = sim.step(c)
            if result is None:
                result = sim.playout()
            got.append(result == mine)
            if time.perf_counter() > deadline:
                break
        if len(got) < len(alive):
            break  # an unfinished round would favour the first candidates
        for i, g in zip(alive, got, strict=True):
            wins[i] += g
        done += len(alive)
        rounds += 1
        if rounds >= ELIMINATE_FROM:
            # drop the candidates clearly behind the leader (all alive ones saw the same deals)
            lead = max(wins[i] for i in alive)
            margin = ELIMINATE_MARGIN * math.sqrt(rounds)
            alive = [i for i in alive if wins[i] >= lead - margin]
    best = alive[0]
    for i in alive[1:]:
        if wins[i] > wins[best]:
            best = i
    return cands[best]
