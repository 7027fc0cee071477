"""A fast 红五 trick-play simulator on card counts, for the expert's playouts.

It starts from what one seat knows (:class:`~.knowledge.Ctx`) plus a guess of the hidden
cards (:func:`deal_unseen`: the unseen cards dealt to the other hands, and to the kitty
when the seat is a 闲家, consistent with the voids everyone has shown), and plays the
deal to its end with the normal policy for every seat, each seat deciding from its own
knowledge in the simulated deal. It follows the engine's rules for the plays the policy
makes (it leads only throws that cannot fail).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ...engine.hongwu.cards_order import RED_FIVE
from ...engine.hongwu.scoring import band
from .knowledge import ZERO, Ctx
from .tables import NUM_CARDS, POINTS, Lead, contest, read_lead

__all__ = ["Sim", "deal_unseen", "outcome_value"]

_H5 = RED_FIVE.index


class Sim:
    """One simulated deal in the play phase (full information; each simulated seat still
    decides from its own :class:`Ctx`)."""

    __slots__ = (
        "best_seat",
        "best_str",
        "bid",
        "dealer",
        "fp",
        "gone",
        "hands",
        "kitty",
        "kitty_double",
        "lead",
        "leader",
        "penalty",
        "points",
        "red_fives",
        "sizes",
        "t",
        "trick",
        "voids",
    )

    def __init__(
        self,
        ctx: Ctx,
        hands: list[list[int]],
        kitty: Sequence[int],
        red_fives: int,
        penalty: int,
    ) -> None:
        self.t = ctx.t
        self.dealer = ctx.dealer
        self.bid = ctx.bid
        self.fp = ctx.fp
        self.kitty_double = ctx.kitty_double
        self.penalty = penalty
        self.hands = hands
        self.kitty = kitty
        self.gone = list(ctx.gone)
        self.sizes = [sum(h) for h in hands]
        self.voids = [set(v) for v in ctx.voids]
        self.trick: list[tuple[int, tuple[int, ...]]] = list(ctx.trick)
        self.lead: Lead | None = ctx.lead
        self.leader = ctx.leader
        self.best_seat = ctx.best_seat
        self.best_str = ctx.best_str
        self.points = list(ctx.points_won)
        self.red_fives = red_fives

    @property
    def to_move(self) -> int:
        return (self.leader + len(self.trick)) % 4

    @property
    def over(self) -> bool:
        return not any(self.sizes)

    def ctx(self, seat: int) -> Ctx:
        """What ``seat`` knows in the simulated deal."""
        return Ctx(
            self.t,
            seat,
            self.dealer,
            self.hands[seat],
            self.gone,
            self.kitty if seat == self.dealer else ZERO,
            self.sizes,
            self.voids,
            self.trick,
            self.lead,
            self.best_seat,
            self.best_str,
            self.fp,
            self.points,
            self.bid,
            self.kitty_double,
        )

    def play(self, seat: int, cards: tuple[int, ...]) -> None:
        """Apply a (legal) play of ``seat``."""
        t = self.t
        hand = self.hands[seat]
        for i in cards:
            hand[i] -= 1
            self.gone[i] += 1
        self.sizes[seat] -= len(cards)
        if not self.trick:
            lead = read_lead(cards, t)
            assert lead is not None
            self.lead = lead
            self.leader = seat
            self.best_seat, self.best_str = seat, lead.strength
        else:
            lead = self.lead
            assert lead is not None
            s = contest(lead, cards, t)
            if s is not None and s > self.best_str:
                self.best_seat, self.best_str = seat, s
            cls = t.cls
            k = lead.klass
            if sum(1 for i in cards if cls[i] == k) < len(lead.cards):
                self.voids[seat].add(k)
        self.trick.append((seat, cards))
        if len(self.trick) == 4:
            self._close()

    def _close(self) -> None:
        winner = self.best_seat
        assert winner is not None
        pts = 0
        fives = 0
        for _, p in self.trick:
            for i in p:
                pts += POINTS[i]
                if i == _H5:
                    fives += 1
        self.points[winner] += pts
        if winner != self.dealer:
            self.red_fives += fives
        self.trick = []
        self.lead = None
        self.best_seat = None
        self.best_str = 0
        self.leader = winner
        if self.over:
            kp = sum(POINTS[i] * n for i, n in enumerate(self.kitty) if n)
            if winner != self.dealer:
                self.points[winner] += kp * (2 if self.kitty_double else 1)
                self.red_fives += self.kitty[_H5]
            else:
                self.points[winner] += kp

    def dealer_score(self) -> int:
        """The dealer's score (points - bid - red-five deduction) once the deal is over."""
        return self.points[self.dealer] - self.bid - self.red_fives * self.penalty

    def run(self, policy: Callable[[Ctx], tuple[int, ...]], max_tricks: int = 99) -> None:
        """Play on with ``policy`` for every seat (at most ``max_tricks`` more tricks)."""
        closed = 0
        while not self.over and closed < max_tricks:
            seat = self.to_move
            had = len(self.trick)
            self.play(seat, policy(self.ctx(seat)))
            if had == 3:
                closed += 1


def outcome_value(score: int, dealer_side: bool) -> float:
    """A seat's value of a final dealer score: its settlement band plus a small share of
    the score (to prefer more points within a band)."""
    v = band(score) + score / 40.0
    return v if dealer_side else -v


def deal_unseen(ctx: Ctx, rng: random.Random, tries: int = 30) -> tuple[list[list[int]], list[int]]:
    """Guess the hidden cards: (hands of the four seats as counts, kitty counts). The
    seat's own hand (and kitty, for the dealer) are its own; the unseen cards go to the
    other seats (as many as they hold, none of a suit class they have shown void in) and,
    for a 闲家, 8 of them to the kitty."""
    me = ctx.me
    t = ctx.t
    pool: list[int] = []
    for i in range(NUM_CARDS):
        u = ctx.unseen(i)
        if u > 0:
            pool.extend([i] * u)
    slots = [s for s in range(4) if s != me]
    cap0 = {s: ctx.sizes[s] for s in slots}
    kitty_slot = -1
    if me != ctx.dealer:
        cap0[kitty_slot] = 8
    total_cap = sum(cap0.values())
    if total_cap != len(pool):  # should not happen; keep the playout possible
        raise ValueError(f"unseen {len(pool)} cards but {total_cap} places")
    cls = t.cls
    voids = ctx.voids
    for attempt in range(tries + 1):
        strict = attempt < tries
        rng.shuffle(pool)

        by_class = [[s for s in cap0 if s == kitty_slot or not strict or k not in voids[s]] for k in range(5)]
        order = sorted(pool, key=lambda i: len(by_class[cls[i]]))
        cap = dict(cap0)
        assign: dict[int, list[int]] = {s: [] for s in cap0}
        ok = True
        for i in order:
            el = [s for s in by_class[cls[i]] if cap[s] > 0]
            if not el:
                ok = False
                break
            weights = [cap[s] for s in el]
            s = rng.choices(el, weights)[0]
            assign[s].append(i)
            cap[s] -= 1
        if ok:
            hands = [[0] * NUM_CARDS for _ in range(4)]
            hands[me] = list(ctx.hand)
            for s in slots:
                for i in assign[s]:
                    hands[s][i] += 1
            if me == ctx.dealer:
                kitty = list(ctx.kit)
            else:
                kitty = [0] * NUM_CARDS
                for i in assign[kitty_slot]:
                    kitty[i] += 1
            return hands, kitty
    raise AssertionError("unreachable")  # pragma: no cover
