"""What a seat knows at its turn, in the compact form the policies use.

Built from a :class:`~desktop_app.engine.yuanzi.game.YuanziView` only (:func:`from_view`),
or by the expert's simulator from a sampled deal.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ...engine.cards import Card, make_pack
from ...engine.yuanzi.game import YuanziView
from .model import Counts, Power, power_of_reading

__all__ = ["PACK", "Situation", "from_view", "unseen_cards"]

#: The three-deck pack as a multiset.
PACK: Counter[Card] = Counter(make_pack(3))


@dataclass(slots=True)
class Situation:
    """The deciding seat's knowledge. ``sizes`` are the hand sizes of all seats;
    ``passed`` the seats that passed since the top play; ``unseen`` the cards neither in
    the seat's hand nor played this half (held by the other seats)."""

    seat: int
    dao_ri: int
    hand: Counts
    sizes: list[int]
    top: Power | None
    top_seat: int | None
    top_size: int
    table_points: int
    unseen: Counts
    passed: set[int]
    half: int = 1
    won: tuple[int, int, int, int] = (0, 0, 0, 0)
    finished: tuple[int, ...] = ()

    @property
    def partner(self) -> int:
        return (self.seat + 2) % 4

    def live(self, seat: int) -> bool:
        return self.sizes[seat] > 0

    def next_live(self, seat: int) -> int:
        for step in range(1, 5):
            s = (seat + step) % 4
            if self.sizes[s] > 0:
                return s
        return seat


def unseen_cards(view: YuanziView) -> Counter[Card]:
    """The cards the seat cannot see: the pack minus its hand and the played cards."""
    left = PACK.copy()
    left.subtract(view.hand)
    left.subtract(view.played)
    return +left


def _four(xs: tuple[int, ...]) -> tuple[int, int, int, int]:
    a = (*xs, 0, 0, 0, 0)
    return (a[0], a[1], a[2], a[3])


def from_view(view: YuanziView) -> Situation:
    """The compact situation of ``view.seat`` (who must be to move)."""
    assert view.seat is not None and view.dao_rank is not None
    passed: set[int] = set()
    for seat, cards in reversed(view.trick):
        if cards:
            break
        passed.add(seat)
    top = view.top_reading
    return Situation(
        seat=view.seat,
        dao_ri=int(view.dao_rank) - 3,
        hand=Counts.from_cards(view.hand),
        sizes=list(view.hand_sizes),
        top=None if top is None else power_of_reading(top, view.dao_rank),
        top_seat=view.top_seat,
        top_size=len(view.top_cards),
        table_points=view.table_points,
        unseen=Counts.from_cards(unseen_cards(view).elements()),
        passed=passed,
        half=view.half,
        won=_four(view.won_points),
        finished=view.finished,
    )
