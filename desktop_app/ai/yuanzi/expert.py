"""The expert 原子 (yuanzi) bot: determinized sampling with fast playouts.

The expert takes the normal policy's best few options (pass included when it may pass)
and scores each by playing the rest of the half out many times: each sample deals the
unseen cards at random to the other seats (consistent with their hand sizes and with the
first-half 刀 card's known receiver), then every option is played out on that same deal
(common random numbers) by the fast simulator (:mod:`.sim`). A finished half is worth
what it means for the game: a 双夹 ±2, else the chance of winning the game from the
points margin (first half) or the game's result (second half).

The search stops after ``samples`` deals (a deterministic cap: with ``budget`` None the
decision is reproducible) or before a deal that would end past ``budget`` seconds.

A search that is not sure leaves the normal policy's choice: an option replaces it only
when its mean gain over it, paired deal by deal, is ``z`` standard errors above zero (the
normal policy's order is a good prior, and several options compete). The playouts run
the normal policy itself (:mod:`.sim`), so they predict normal opponents exactly given
the cards.
"""

from __future__ import annotations

import math
import random
import time

from ...engine.cards import Card
from ...engine.yuanzi.game import YuanziView
from .model import Counts
from .normal import move_cards, sim_state
from .sim import Move, SimHand, playout
from .situation import unseen_cards

__all__ = ["DEFAULT_BUDGET", "DEFAULT_SAMPLES", "expert_decide"]

#: Time budget per decision (seconds) and the deterministic cap on sampled deals.
DEFAULT_BUDGET = 0.15
DEFAULT_SAMPLES = 60
#: How many of the normal policy's options are searched.
DEFAULT_WIDTH = 5
#: How sure (a paired z-score) the search must be to leave the normal policy's choice.
DEFAULT_Z = 1.5
#: Margin (points) that makes the first half's margin worth about 0.76 of a game.
MARGIN_SCALE = 100.0


def _deal(
    unseen: list[Card], sizes: list[int], seat: int, view: YuanziView, rng: random.Random
) -> dict[int, list[Card]]:
    cards = unseen[:]
    rng.shuffle(cards)
    others = [s for s in range(4) if s != seat and sizes[s] > 0]
    hands: dict[int, list[Card]] = {s: [] for s in others}
    holder = view.dao_holder
    if view.half == 1 and holder in hands and view.dao_card is not None and view.dao_card in cards:
        cards.remove(view.dao_card)
        hands[holder].append(view.dao_card)
    pos = 0
    for s in others:
        need = sizes[s] - len(hands[s])
        hands[s].extend(cards[pos : pos + need])
        pos += need
    return hands


def _value(view: YuanziView, seat: int, side0: int, side1: int, shangyou: int, finished: int) -> float:
    """What a finished half is worth to ``seat``'s side (-2 .. 2)."""
    mine, theirs = (side0, side1) if seat % 2 == 0 else (side1, side0)
    if view.half == 1:
        one_two = finished == 2
        if one_two or (side1 if shangyou % 2 == 0 else side0) < 60:
            return 2.0 if shangyou % 2 == seat % 2 else -2.0
        return math.tanh((mine - theirs) / MARGIN_SCALE)
    first = view.half_results[0].side_points if view.half_results else (150, 150)
    a = mine + (first[0] if seat % 2 == 0 else first[1])
    b = theirs + (first[1] if seat % 2 == 0 else first[0])
    if a == b:
        up = view.first_half_shangyou
        win = up is not None and up % 2 == seat % 2
    else:
        win = a > b
    return (1.0 if win else -1.0) + 0.002 * (a - b)


def expert_decide(
    view: YuanziView,
    rng: random.Random,
    samples: int = DEFAULT_SAMPLES,
    budget: float | None = DEFAULT_BUDGET,
    width: int = DEFAULT_WIDTH,
    z: float = DEFAULT_Z,
    min_gain: float = 0.02,
    search_below: int | None = None,
) -> tuple[Card, ...] | None:
    """The expert's play (None: pass)."""
    seat, dao = view.seat, view.dao_rank
    assert seat is not None and dao is not None
    base, hand = sim_state(view)
    scored = base.options(seat)
    my_hand = base.hands[seat]
    first = scored[0][1]
    if len(scored) == 1 or scored[0][0] >= 50.0:
        return None if first is None else move_cards(hand, my_hand, first, dao)
    sizes = [h.size for h in base.hands]
    if search_below is not None and min(x for x in sizes if x > 0) > search_below:
        return None if first is None else move_cards(hand, my_hand, first, dao)
    cands: list[Move] = [m for _, m in scored[:width]]
    if base.top is not None and None not in cands:
        cands.append(None)
    start = time.perf_counter()
    unseen = sorted(unseen_cards(view).elements(), key=lambda c: c.index)
    totals = [0.0] * len(cands)
    diffs_sq = [0.0] * len(cands)  # paired against the normal policy's choice
    values = [0.0] * len(cands)
    n = 0
    for _ in range(samples):
        if budget is not None and n:
            elapsed = time.perf_counter() - start
            if elapsed + elapsed / n > budget:  # the next deal would overrun
                break
        deal = _deal(unseen, sizes, seat, view, rng)
        for s, cs in deal.items():
            base.hands[s] = SimHand.from_counts(Counts.from_cards(cs), dao)
        for i, move in enumerate(cands):
            state = base.copy()
            over = state.apply(seat, move)
            r = state.settle(view.half) if over else playout(state, view.half)
            values[i] = _value(view, seat, r[0], r[1], r[2], len(state.finished))
        for i in range(len(cands)):
            totals[i] += values[i]
            d = values[i] - values[0]
            diffs_sq[i] += d * d
        n += 1
    # leave the normal policy's choice only on clear evidence (a paired z-test)
    best, best_gain = 0, 0.0
    for i in range(1, len(cands)):
        gain = (totals[i] - totals[0]) / n
        var = max(diffs_sq[i] / n - gain * gain, 1e-9)
        if gain > min_gain and gain > z * math.sqrt(var / n) and gain > best_gain:
            best, best_gain = i, gain
    move = cands[best]
    return None if move is None else move_cards(hand, my_hand, move, dao)
