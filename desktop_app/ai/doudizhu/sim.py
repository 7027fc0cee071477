"""A fast 斗地主 play-phase simulator on rank counts, for the expert's playouts.

Only what play needs: three hands as count vectors, the landlord, the trick (top play,
its seat, passes since) and whose turn it is. Every seat decides with the normal policy
from its own point of view (its hand, the other two hands together, the hand sizes), so
a playout never lets a seat use cards it could not know about. Each seat's plan is kept
between its turns and only rebuilt when it plays something outside it.

>>> from desktop_app.engine.cards import parse_cards
>>> from desktop_app.engine.doudizhu.patterns import counts_of
>>> s = Sim([counts_of(parse_cards(t)) for t in ("3s 3h", "5s", "6s 7s")], 0, None, False, 0)
>>> s.playout()
1
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...engine.doudizhu.patterns import Move, Reading
from .policy import Ctx, cached_plan, normal_choice

__all__ = ["Policy", "Sim"]

#: A play policy: the move for a decision context (None: pass).
Policy = Callable[[Ctx], Move | None]


class Sim:
    """A deal in the play phase (``hands`` are count vectors, changed in place)."""

    __slots__ = ("hands", "jk", "laizi", "landlord", "passes", "plans", "sizes", "to_move", "top", "top_seat")

    def __init__(
        self,
        hands: Sequence[list[int]],
        landlord: int,
        laizi: int | None,
        jk: bool,
        to_move: int,
        top: Reading | None = None,
        top_seat: int | None = None,
        passes: int = 0,
    ) -> None:
        self.hands = [list(h) for h in hands]
        self.sizes = [sum(h) for h in self.hands]
        self.landlord = landlord
        self.laizi = laizi
        self.jk = jk
        self.to_move = to_move
        self.top = top
        self.top_seat = top_seat
        self.passes = passes
        self.plans: list[list[Move] | None] = [None, None, None]

    def ctx(self, seat: int) -> Ctx:
        h = self.hands
        plan = self.plans[seat]
        if plan is None:
            plan = cached_plan(h[seat], self.laizi, self.jk)
            self.plans[seat] = plan
        return Ctx(
            h[seat],
            None,
            seat,
            self.landlord,
            self.sizes,
            self.top,
            self.top_seat,
            self.laizi,
            self.jk,
            list(plan),
            h,
            True,
        )

    def step(self, move: Move | None) -> int | None:
        """Apply the seat to move's play (None: pass). Returns the winning side once a
        hand is empty (1: the landlord, 0: the peasants), else None."""
        seat = self.to_move
        if move is None:
            self.passes += 1
            if self.passes >= 2:
                assert self.top_seat is not None
                self.top = None
                self.to_move = self.top_seat
                self.top_seat = None
                self.passes = 0
            else:
                self.to_move = (seat + 1) % 3
            return None
        play, reading = move
        hand = self.hands[seat]
        for i, k in enumerate(play):
            if k:
                hand[i] -= k
        self.sizes[seat] -= reading.size
        plan = self.plans[seat]
        if plan is not None:
            for i, m in enumerate(plan):
                if m[0] == play:
                    del plan[i]
                    break
            else:
                self.plans[seat] = None
        if not self.sizes[seat]:
            return 1 if seat == self.landlord else 0
        self.top = reading
        self.top_seat = seat
        self.passes = 0
        self.to_move = (seat + 1) % 3
        return None

    def playout(self, policies: Sequence[Policy] | None = None, limit: int = 400) -> int:
        """Play to the end (the normal policy, or ``policies[seat]``); 1 if the landlord
        wins, else 0."""
        for _ in range(limit):
            seat = self.to_move
            policy = normal_choice if policies is None else policies[seat]
            got = self.step(policy(self.ctx(seat)))
            if got is not None:
                return got
        raise RuntimeError("a playout did not end")  # pragma: no cover
