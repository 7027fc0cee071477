"""The expert's trick play: determinized sampling with playouts.

For a handful of candidate plays (the normal policy's choice, the cheapest and the
strongest winners, the cheapest and the richest non-winning follows; for a lead the boss
combinations and throws, the cheapest single and pair of each suit), it deals the cards
it cannot see at random in a way consistent with what it has seen (:func:`.sim.
deal_unseen`), plays each candidate in the same guessed deal and lets the normal policy
play the rest of the deal for every seat, and scores the settlement band (and points) for
its side. It keeps sampling deals until ``max_playouts`` playouts are done or the next
deal would overrun the time budget (at least one deal is always searched;
``time_budget=None`` makes the search depend on the seed only), then plays the best
average.
"""

from __future__ import annotations

import random
import time

from .knowledge import Ctx
from .moves import follow_fill, hand_components, is_boss, winning_follows
from .policy import cheap_key, choose_play, smear_key
from .sim import Sim, deal_unseen, outcome_value
from .tables import POINTS, TRUMP

__all__ = ["candidates", "search_play"]

#: Preference for the normal policy's own choice (in value units per playout).
PRIOR = 0.03


def _add(out: list[tuple[int, ...]], seen: set[tuple[int, ...]], play: tuple[int, ...]) -> None:
    key = tuple(sorted(play))
    if key not in seen:
        seen.add(key)
        out.append(play)


def candidates(ctx: Ctx, limit: int = 8) -> list[tuple[int, ...]]:
    """The plays worth searching, the normal policy's choice first."""
    out: list[tuple[int, ...]] = []
    seen: set[tuple[int, ...]] = set()
    _add(out, seen, choose_play(ctx))
    t = ctx.t
    if ctx.lead is not None:
        winners = winning_follows(ctx.hand, ctx.lead, t, ctx.best_str)
        if winners:
            _add(out, seen, winners[0])
            _add(out, seen, winners[-1])
            if len(winners) > 2:
                _add(out, seen, winners[len(winners) // 2])
        _add(out, seen, follow_fill(ctx.hand, ctx.lead, t, ctx.fp, cheap_key(ctx)))
        _add(out, seen, follow_fill(ctx.hand, ctx.lead, t, ctx.fp, smear_key(ctx)))
        return out[:limit]
    extra: list[tuple[float, tuple[int, ...]]] = []
    for klass, comps in hand_components(ctx.hand, t):
        bosses = [c for c in comps if is_boss(c, klass, ctx.unseen, t)]
        if klass != TRUMP and len(bosses) >= 2:
            extra.append((30.0, tuple(i for c in bosses for i in c.cards)))
        for c in bosses[:2]:
            extra.append((20.0 + c.pairs + POINTS[c.cards[0]] / 10, c.cards))
        singles = [c for c in comps if c.pairs == 0]
        if singles:
            low = min(singles, key=lambda c: (POINTS[c.cards[0]], c.strength))
            extra.append((10.0 - (klass == TRUMP) * 5, low.cards))
        pairs = [c for c in comps if c.pairs >= 1]
        if pairs:
            extra.append((8.0 - (klass == TRUMP) * 5, pairs[-1].cards))
    extra.sort(key=lambda x: -x[0])
    for _, play in extra:
        if len(out) >= limit:
            break
        _add(out, seen, play)
    return out


def search_play(
    ctx: Ctx,
    rng: random.Random,
    *,
    red_fives: int = 0,
    penalty: int = 0,
    time_budget: float | None = 0.2,
    max_playouts: int = 400,
    max_tricks: int = 99,
    stats: dict[str, int] | None = None,
) -> tuple[int, ...]:
    """The expert's play for ``ctx.me`` (see the module docstring). ``stats``, when
    given, receives the number of ``candidates``, guessed ``deals`` and ``playouts``."""
    cands = candidates(ctx)
    if stats is not None:
        stats.update(candidates=len(cands), deals=0, playouts=0)
    if len(cands) == 1:
        return cands[0]
    start = time.perf_counter()
    totals = [0.0] * len(cands)
    deals = 0
    done = 0
    me = ctx.me
    dealer_side = me == ctx.dealer
    while done + len(cands) <= max_playouts:
        if deals and time_budget is not None:
            elapsed = time.perf_counter() - start
            if elapsed * (deals + 1) / deals > time_budget:  # the next deal would overrun
                break
        hands, kitty = deal_unseen(ctx, rng)
        for j, play in enumerate(cands):
            sim = Sim(ctx, [h[:] for h in hands], kitty, red_fives, penalty)
            sim.play(me, play)
            sim.run(choose_play, max_tricks)
            totals[j] += outcome_value(sim.dealer_score(), dealer_side)
            done += 1
        deals += 1
    if stats is not None:
        stats.update(deals=deals, playouts=done)
    if not deals:
        return cands[0]
    totals[0] += PRIOR * deals
    best = max(range(len(cands)), key=lambda j: totals[j])
    return cands[best]
