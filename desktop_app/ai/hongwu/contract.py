"""The expert's decisions before the trick play: the bid (叫分), the trump suit (叫主) and
the burial (扣底), by determinized rollouts under a time budget.

A seat cannot see the other hands, nor the kitty before it picks it up. A *rollout*
guesses them (:func:`guess_hidden`: the cards the seat does not hold, shuffled and dealt
25 to each other seat and, while the kitty is hidden, 8 to the kitty) and plays the guessed
deal with the seat as dealer (庄家): it takes the kitty, buries 8 cards, leads the first
trick, and the normal heuristics (:func:`.policy.choose_play` in the simulator
:class:`.sim.Sim`) play every seat to the end of the deal (:func:`play_deal`).

* Trump (:func:`search_trump`): the suits whose hand estimate
  (:func:`.bidding.estimate_points`) is within :data:`TRUMP_MARGIN` of the best are the
  candidates. Every guessed deal (other hands and kitty) is played once per candidate, with
  the normal burial for that suit, and scored with the settlement value
  (:func:`.sim.outcome_value` of the dealer's score against the contract).
* Burial (:func:`search_bury`): a few distinct burials from the heuristic with different
  weights (:func:`bury_candidates`), each played on the same guesses of the other hands.
* Choosing (:func:`pick`): a candidate replaces the heuristic's choice (the first one) only
  when its mean advantage over it, paired deal by deal (common random numbers), is larger
  than :data:`SWITCH_Z` standard errors and :data:`SWITCH_MIN` value units over at least
  :data:`MIN_DEALS` deals (at 150 ms a decision gets 2 to 9 deals: only clear evidence
  overrules the heuristic).
* Bid (:func:`bid_value`, :func:`wants_bid`): rollouts with the heuristic's trump and
  burial give samples of the net points the dealer wins (card points, kitty included, less
  the red-five deduction). Their mean is combined with the hand model's estimate
  (:func:`.bidding.estimate_points`) by inverse variances (:data:`MODEL_WEIGHT`,
  :data:`ROLLOUT_WEIGHT`, measured by simulation: the model misses the rollouts' mean by
  about 12 points, one rollout spreads about 24 points around it). The seat bids the
  lowest amount allowed when that estimate less the amount reaches :data:`BID_MARGIN`.
  The margin is a model fitted by simulation: at 1,500 random bidding decisions of normal
  bots, the deal was played out twice from that point, once bidding and once passing
  (normal bots everywhere else), and the seat's settlement difference regressed on
  ``estimate - amount``; it breaks even at about -0.4 points. The expert's own trick
  play wins a dealer more points than the normal play the rollouts assume (on 18 deals
  played both ways with the same burial, +12 points, standard error 6), so the margin is
  lowered by a cautious :data:`EXPERT_EDGE`. A hand whose model estimate is more than
  :data:`SCREEN` points from the break-even is decided without rollouts.

Every search samples whole guessed deals until ``max_rollouts`` playouts are done or the
next deal would overrun ``time_budget`` (seconds; at least one deal; ``None``: no clock,
so the result depends on the seed only). The guesses are uniform: they do not use what
the other seats' bids say about their hands.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from ...engine.cards import Suit
from .bidding import choose_bury, choose_trump, easy_bury, estimate_points
from .knowledge import Ctx
from .policy import choose_play
from .sim import Sim, outcome_value
from .tables import NUM_CARDS, counts_of, tables

__all__ = [
    "Rules",
    "bid_value",
    "bury_candidates",
    "choose_by_rollouts",
    "guess_hidden",
    "pick",
    "play_deal",
    "sample",
    "search_bury",
    "search_trump",
    "wants_bid",
]

T = TypeVar("T")

HAND = 25
KITTY = 8
#: Suits whose estimate is this close to the best one's are searched as trumps.
TRUMP_MARGIN = 12.0
#: At most this many trump suits are searched.
TRUMP_CANDIDATES = 3
#: A candidate replaces the heuristic's choice only when its paired mean advantage is
#: above SWITCH_Z standard errors and SWITCH_MIN value units, over at least MIN_DEALS
#: guessed deals (see :func:`pick`).
SWITCH_Z = 2.0
SWITCH_MIN = 0.05
MIN_DEALS = 3
#: Weights of the hand model's estimate and of one rollout in the bid estimate (inverse
#: variances: the model's error and one rollout's spread, measured by simulation).
MODEL_WEIGHT = 1.0 / 12.0**2
ROLLOUT_WEIGHT = 1.0 / 24.0**2
#: Card points the expert's trick play adds as dealer over the normal play (cautious).
EXPERT_EDGE = 5.0
#: Bid when the estimated dealer's score (net points - amount) reaches this.
BID_MARGIN = -0.4 - EXPERT_EDGE
#: Hands whose model estimate is further than this from the break-even skip the rollouts.
SCREEN = 30.0


@dataclass(frozen=True, slots=True)
class Rules:
    """The room rules a rollout needs."""

    follow_pattern: bool = False
    kitty_double: bool = False
    red_five_penalty: int = 0


# ---------------------------------------------------------------------- rollouts


def guess_hidden(mine: Sequence[int], me: int, rng: random.Random, kitty: bool) -> tuple[list[list[int]], list[int]]:
    """A guess of what seat ``me`` cannot see, given its cards ``mine`` (54 counts): the
    hands of the four seats as counts (``me``'s left empty) and, when ``kitty``, the 8
    kitty cards as counts (else all zero)."""
    pool = [i for i in range(NUM_CARDS) for _ in range(2 - mine[i])]
    rng.shuffle(pool)
    hands = [[0] * NUM_CARDS for _ in range(4)]
    pos = 0
    for seat in range(4):
        if seat == me:
            continue
        for i in pool[pos : pos + HAND]:
            hands[seat][i] += 1
        pos += HAND
    kit = counts_of(pool[pos : pos + KITTY]) if kitty else [0] * NUM_CARDS
    return hands, kit


def play_deal(
    suit: Suit,
    me: int,
    full: Sequence[int],
    bury: Sequence[int],
    others: Sequence[Sequence[int]],
    bid: int,
    rules: Rules,
) -> int:
    """Play a guessed deal from the first lead with ``me`` as dealer holding ``full`` (33
    counts) and burying ``bury`` (8 indices); ``others`` are the four hands (``me``'s slot
    is ignored). Returns the dealer's net points (card points, kitty included when the
    dealer wins the last trick, less the red-five deduction): the dealer's score is that
    less the bid."""
    kit = counts_of(bury)
    hand = [n - k for n, k in zip(full, kit, strict=True)]
    hands = [hand if s == me else list(others[s]) for s in range(4)]
    ctx = Ctx(
        tables(suit),
        me,
        me,
        hand,
        [0] * NUM_CARDS,
        kit,
        [HAND] * 4,
        [frozenset()] * 4,
        [],
        None,
        None,
        0,
        rules.follow_pattern,
        [0] * 4,
        bid,
        rules.kitty_double,
    )
    sim = Sim(ctx, hands, kit, 0, rules.red_five_penalty)
    sim.run(choose_play)
    return sim.dealer_score() + bid


def _take_kitty(hand: Sequence[int], kit: Sequence[int]) -> tuple[list[int], list[int]]:
    """The dealer's 33 cards once it takes the kitty: as counts and as indices."""
    full = [a + b for a, b in zip(hand, kit, strict=True)]
    return full, [i for i in range(NUM_CARDS) for _ in range(full[i])]


def sample(
    evaluate: Callable[[random.Random], list[float]],
    rng: random.Random,
    time_budget: float | None,
    max_deals: int,
) -> list[list[float]]:
    """Rows of ``evaluate(rng)`` (one per guessed deal) until ``max_deals`` rows are done
    or the next would overrun ``time_budget`` (at least one row)."""
    start = time.perf_counter()
    rows: list[list[float]] = []
    while len(rows) < max(1, max_deals):
        if rows and time_budget is not None:
            elapsed = time.perf_counter() - start
            if elapsed * (len(rows) + 1) / len(rows) > time_budget:
                break
        rows.append(evaluate(rng))
    return rows


def pick(
    rows: Sequence[Sequence[float]], z: float = SWITCH_Z, minimum: float = SWITCH_MIN, min_deals: int = MIN_DEALS
) -> int:
    """The candidate to play from per-deal values (``rows[d][j]``: candidate ``j`` on deal
    ``d``; candidate 0 is the heuristic's choice): the best mean advantage over candidate
    0, paired deal by deal, among those whose advantage is above ``z`` standard errors and
    ``minimum``; 0 when none is, or with fewer than ``min_deals`` deals.

    >>> pick([[0.0, 1.0, 0.2], [0.0, 1.2, -0.1], [0.0, 0.9, 0.3]])
    1
    >>> pick([[0.0, 1.0, 0.2], [0.0, 1.2, -0.1]])
    0
    >>> pick([[0.0, 1.0], [0.0, -0.9]])
    0
    """
    n = len(rows)
    best, best_gain = 0, 0.0
    if n < max(2, min_deals):
        return 0
    for j in range(1, len(rows[0])):
        diffs = [r[j] - r[0] for r in rows]
        mean = sum(diffs) / n
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        if mean > max(minimum, z * math.sqrt(var / n)) and mean > best_gain:
            best, best_gain = j, mean
    return best


def choose_by_rollouts(
    cands: Sequence[T],
    evaluate: Callable[[random.Random], list[float]],
    rng: random.Random,
    time_budget: float | None,
    max_rollouts: int,
    stats: dict[str, int] | None = None,
) -> T:
    """The candidate :func:`pick` prefers, from rows of ``evaluate`` (one value per
    candidate on one guessed deal) within ``time_budget`` and ``max_rollouts`` playouts in
    all; the only candidate without any rollout. ``stats``, when given, receives the
    number of ``candidates`` and of guessed ``deals``."""
    if stats is not None:
        stats.update(candidates=len(cands), deals=0)
    if len(cands) == 1:
        return cands[0]
    rows = sample(evaluate, rng, time_budget, max_rollouts // len(cands))
    if stats is not None:
        stats["deals"] = len(rows)
    return cands[pick(rows)]


# ---------------------------------------------------------------------- trump and burial


def trump_candidates(hand: Sequence[int]) -> list[Suit]:
    """The suits worth searching for a 25-card hand (indices with repeats), the
    heuristic's choice first."""
    first = choose_trump(hand)
    est = {s: estimate_points(hand, s) for s in Suit}
    others = sorted((s for s in Suit if s != first), key=lambda s: -est[s])
    close = [s for s in others if est[s] >= est[first] - TRUMP_MARGIN]
    return [first, *close][:TRUMP_CANDIDATES]


def search_trump(
    hand: Sequence[int],
    me: int,
    bid: int,
    rules: Rules,
    rng: random.Random,
    time_budget: float | None,
    max_rollouts: int,
    stats: dict[str, int] | None = None,
) -> Suit:
    """The dealer's trump suit for its 25-card ``hand`` (indices with repeats) and
    contract ``bid`` (see the module docstring), from at most ``max_rollouts`` rollouts."""
    cands = trump_candidates(hand)
    mine = counts_of(hand)

    def evaluate(r: random.Random) -> list[float]:
        others, kit = guess_hidden(mine, me, r, kitty=True)
        full, cards = _take_kitty(mine, kit)
        values = []
        for suit in cands:
            bury = choose_bury(cards, suit, rules.kitty_double)
            net = play_deal(suit, me, full, bury, others, bid, rules)
            values.append(outcome_value(net - bid, True))
        return values

    return choose_by_rollouts(cands, evaluate, rng, time_budget, max_rollouts, stats)


def bury_candidates(cards: Sequence[int], suit: Suit, kitty_double: bool) -> list[list[int]]:
    """Distinct burials of 8 of the dealer's 33 ``cards`` (indices with repeats), the
    normal heuristic's first: then the same with no bonus for voiding a suit, with a
    bigger one, keeping the points harder, and simply the weakest cards."""
    variants = [
        choose_bury(cards, suit, kitty_double),
        choose_bury(cards, suit, kitty_double, void_bonus=0.0),
        choose_bury(cards, suit, kitty_double, void_bonus=40.0),
        choose_bury(cards, suit, True, point_scale=3.0),
        easy_bury(cards, suit),
    ]
    out: list[list[int]] = []
    seen: set[tuple[int, ...]] = set()
    for bury in variants:
        key = tuple(sorted(bury))
        if key not in seen:
            seen.add(key)
            out.append(bury)
    return out


def search_bury(
    cards: Sequence[int],
    suit: Suit,
    me: int,
    bid: int,
    rules: Rules,
    rng: random.Random,
    time_budget: float | None,
    max_rollouts: int,
    stats: dict[str, int] | None = None,
) -> list[int]:
    """The 8 cards (indices) the dealer buries from its 33 ``cards`` (see the module
    docstring), from at most ``max_rollouts`` rollouts."""
    cands = bury_candidates(cards, suit, rules.kitty_double)
    full = counts_of(cards)

    def evaluate(r: random.Random) -> list[float]:
        others, _ = guess_hidden(full, me, r, kitty=False)
        return [outcome_value(play_deal(suit, me, full, b, others, bid, rules) - bid, True) for b in cands]

    return choose_by_rollouts(cands, evaluate, rng, time_budget, max_rollouts, stats)


# ---------------------------------------------------------------------- bidding


def bid_value(
    hand: Sequence[int],
    me: int,
    rules: Rules,
    rng: random.Random,
    time_budget: float | None,
    max_rollouts: int,
    stats: dict[str, float] | None = None,
) -> float:
    """The estimated net points the seat would win as dealer with its 25-card ``hand``
    (indices with repeats): rollouts with the heuristic's trump and burial, shrunk towards
    the hand model (see the module docstring), from at most ``max_rollouts`` rollouts."""
    suit = choose_trump(hand)
    prior = estimate_points(hand, suit)
    mine = counts_of(hand)

    def evaluate(r: random.Random) -> list[float]:
        others, kit = guess_hidden(mine, me, r, kitty=True)
        full, cards = _take_kitty(mine, kit)
        bury = choose_bury(cards, suit, rules.kitty_double)
        return [float(play_deal(suit, me, full, bury, others, 0, rules))]

    rows = sample(evaluate, rng, time_budget, max_rollouts)
    n = len(rows)
    mean = sum(r[0] for r in rows) / n
    value = (prior * MODEL_WEIGHT + mean * n * ROLLOUT_WEIGHT) / (MODEL_WEIGHT + n * ROLLOUT_WEIGHT)
    if stats is not None:
        stats.update(deals=n, model=prior, rollouts=mean, value=value)
    return value


def wants_bid(points: float, bid: int, margin: float = BID_MARGIN) -> bool:
    """Should a seat expecting ``points`` net points as dealer bid ``bid``? When the
    expected dealer's score ``points - bid`` reaches ``margin`` (see :data:`BID_MARGIN`).

    >>> wants_bid(110.0, 60), wants_bid(40.0, 60)
    (True, False)
    """
    return points - bid >= margin
