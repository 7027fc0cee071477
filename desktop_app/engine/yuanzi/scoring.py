"""原子 (yuanzi) settlement: points of a half, 双夹, the winner and the score changes.

Seats are in play order; partners sit opposite, so side 0 is seats 0 & 2 and side 1 is
seats 1 & 3.

A half where seat 1 goes out first (上游), then seat 0, then seat 3, leaving seat 2 as 下游
with a K and a 5 in hand: seat 2's won points go to the 上游's side, the 15 points left in
its hand to seat 3 (the third out).

>>> r = settle_half((1, 0, 3), won=(100, 60, 40, 85), hand_points=(0, 0, 15, 0))
>>> r.xiayou, r.side_points
((2,), (100, 200))
>>> first_half_double_clip(r)
False

In the second half seats 0 and 2 go out first and second: seats 1 and 3 are both 下游,
so everything they won and hold goes to side 0.

>>> r2 = settle_half((0, 2), (120, 50, 60, 40), (0, 20, 0, 10), half=2)
>>> r2.side_points, settle_game(r, r2).totals, settle_game(r, r2).winner_side
((300, 0), (400, 200), 0)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

__all__ = [
    "GameResult",
    "HalfResult",
    "Transfer",
    "double_clip_result",
    "escape_scores",
    "first_half_double_clip",
    "partner_of",
    "settle_game",
    "settle_half",
    "side_of",
]


def side_of(seat: int) -> int:
    """0 for seats 0 and 2, 1 for seats 1 and 3."""
    return seat % 2


def partner_of(seat: int) -> int:
    """The seat opposite."""
    return (seat + 2) % 4


@dataclass(frozen=True)
class Transfer:
    """Points moved at the end of a half: ``what`` is ``"won"`` (a 下游's won points, to
    the 上游's side) or ``"hand"`` (points left in a 下游's hand, to the third player out
    ``to_seat``, or to the 上游's side when ``to_seat`` is None)."""

    from_seat: int
    to_side: int
    to_seat: int | None
    points: int
    what: str

    def to_json(self) -> dict[str, Any]:
        return {
            "from": self.from_seat,
            "to_side": self.to_side,
            "to_seat": self.to_seat,
            "points": self.points,
            "what": self.what,
        }


@dataclass(frozen=True)
class HalfResult:
    """How one half ended and how its points fall.

    ``won``: points each seat took in tricks; ``hand_points``: points left in each hand;
    ``side_points``: the sides' totals after the 下游 transfers (:class:`Transfer`, only
    those that move points from one side to the other or to the third player out).
    """

    half: int
    finish: tuple[int, ...]
    shangyou: int
    xiayou: tuple[int, ...]
    won: tuple[int, ...]
    hand_points: tuple[int, ...]
    side_points: tuple[int, int]
    transfers: tuple[Transfer, ...] = field(default=())

    @property
    def one_two(self) -> bool:
        """One side went out first and second."""
        return len(self.finish) == 2 and side_of(self.finish[0]) == side_of(self.finish[1])

    @property
    def shangyou_side(self) -> int:
        return side_of(self.shangyou)

    def to_json(self) -> dict[str, Any]:
        return {
            "half": self.half,
            "finish": list(self.finish),
            "shangyou": self.shangyou,
            "xiayou": list(self.xiayou),
            "won": list(self.won),
            "hand_points": list(self.hand_points),
            "side_points": list(self.side_points),
            "transfers": [t.to_json() for t in self.transfers],
            "one_two": self.one_two,
        }


def settle_half(finish: Sequence[int], won: Sequence[int], hand_points: Sequence[int], half: int = 1) -> HalfResult:
    """Settle a finished half.

    ``finish`` is the order in which seats went out: either three seats, or two partners
    (one side out first and second). 上游 is the first out; 下游 the seat left (or both
    seats left after a one-two finish). 下游's won points go to the 上游's side; the points
    left in 下游's hand go to the third seat out, or to the 上游's side when there is none.
    """
    finish = tuple(finish)
    if len(finish) not in (2, 3) or len(set(finish)) != len(finish):
        raise ValueError(f"a half ends with two or three seats out, not {finish!r}")
    if len(finish) == 2 and side_of(finish[0]) != side_of(finish[1]):
        raise ValueError("a half ends after two seats only when they are partners")
    shangyou = finish[0]
    up_side = side_of(shangyou)
    xiayou = tuple(s for s in range(4) if s not in finish)
    third = finish[2] if len(finish) == 3 else None
    side = [0, 0]
    transfers: list[Transfer] = []
    for seat in range(4):
        if seat not in xiayou:
            side[side_of(seat)] += won[seat]
    for x in xiayou:
        side[up_side] += won[x]
        if won[x] and side_of(x) != up_side:
            transfers.append(Transfer(x, up_side, None, won[x], "won"))
        to_side = up_side if third is None else side_of(third)
        side[to_side] += hand_points[x]
        if hand_points[x] and (third is not None or side_of(x) != up_side):
            transfers.append(Transfer(x, to_side, third, hand_points[x], "hand"))
    return HalfResult(
        half, finish, shangyou, xiayou, tuple(won), tuple(hand_points), (side[0], side[1]), tuple(transfers)
    )


def first_half_double_clip(result: HalfResult, threshold: int = 60) -> bool:
    """双夹: the 上游's side went out first and second, or ended the first half with the
    opponents below ``threshold`` points."""
    return result.one_two or result.side_points[1 - result.shangyou_side] < threshold


@dataclass(frozen=True)
class GameResult:
    """Who won and the score change of each seat. ``kind``: ``"double_clip"`` (双夹 after
    the first half), ``"points"`` (more points over both halves), ``"tie_break"``
    (300:300, the first-half 上游's side wins) or ``"escape"``."""

    kind: str
    winner_side: int | None
    scores: tuple[int, int, int, int]
    totals: tuple[int, int] = (0, 0)
    escaper: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "winner_side": self.winner_side,
            "scores": list(self.scores),
            "totals": list(self.totals),
            "escaper": self.escaper,
        }


def _side_scores(winner_side: int, stake: int) -> tuple[int, int, int, int]:
    s = [stake if side_of(seat) == winner_side else -stake for seat in range(4)]
    return (s[0], s[1], s[2], s[3])


def double_clip_result(first: HalfResult, stake: int = 2) -> GameResult:
    """The game after a first-half 双夹: the 上游's side wins ``stake`` each."""
    return GameResult("double_clip", first.shangyou_side, _side_scores(first.shangyou_side, stake), first.side_points)


def settle_game(first: HalfResult, second: HalfResult, stake: int = 1) -> GameResult:
    """The game after two halves: the side with more points over both halves wins; at a
    tie (300:300) the side of the first-half 上游.

    >>> a = settle_half((0, 1, 2), (100, 50, 50, 100), (0, 0, 0, 0))
    >>> b = settle_half((1, 2, 3), (50, 100, 50, 100), (0, 0, 0, 0), half=2)
    >>> g = settle_game(a, b)
    >>> g.totals, g.kind, g.winner_side, g.scores
    ((300, 300), 'tie_break', 0, (1, -1, 1, -1))
    """
    totals = (first.side_points[0] + second.side_points[0], first.side_points[1] + second.side_points[1])
    if totals[0] != totals[1]:
        winner = 0 if totals[0] > totals[1] else 1
        kind = "points"
    else:
        winner = first.shangyou_side
        kind = "tie_break"
    return GameResult(kind, winner, _side_scores(winner, stake), totals)


def escape_scores(
    escaper: int,
    half: int,
    tricks: int,
    *,
    first_penalty: int = 4,
    second_penalty: int = 2,
    bonus: int = 1,
    bonus_min_tricks: int = 5,
) -> tuple[int, int, int, int]:
    """Score changes when ``escaper`` quits (逃跑): first half ``-first_penalty`` and, once
    ``tricks`` >= ``bonus_min_tricks`` tricks have been played in the half, ``+bonus``
    to each opponent; second half ``-second_penalty`` and ``+bonus`` to each opponent.
    The partner is not charged.

    >>> escape_scores(1, 1, 3), escape_scores(1, 1, 5), escape_scores(2, 2, 0)
    ((0, -4, 0, 0), (1, -4, 1, 0), (0, 1, -2, 1))
    """
    s = [0, 0, 0, 0]
    if half == 1:
        s[escaper] = -first_penalty
        gain = bonus if tricks >= bonus_min_tricks else 0
    else:
        s[escaper] = -second_penalty
        gain = bonus
    for seat in range(4):
        if side_of(seat) != side_of(escaper):
            s[seat] = gain
    return (s[0], s[1], s[2], s[3])
