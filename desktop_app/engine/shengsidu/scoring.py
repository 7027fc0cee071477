"""生死堵 settlement: base payments (``cards`` or ``rank``), 全关加倍, 春天/大春天 and the
bomb bonus.

The seed's two worked examples (three players, A goes out first):

>>> settle(3, 0, cards_left=[0, 13, 13], played=[True, False, False]).scores
[52, -26, -26]
>>> settle(3, 0, cards_left=[0, 12, 13], played=[True, True, False]).scores
[38, -12, -26]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

__all__ = ["SCORING_MODES", "BombRecord", "SeatSettlement", "Settlement", "settle", "settle_abandon"]

SCORING_MODES = ("cards", "rank")


@dataclass(frozen=True, slots=True)
class BombRecord:
    """A bomb played in the game; ``beaten`` when a higher bomb landed on it (no bonus)."""

    seat: int
    rank: str
    beaten: bool = False


@dataclass(frozen=True, slots=True)
class SeatSettlement:
    seat: int
    result: str  # "winner" / "loser" / "abandoned" / "compensated"
    base: int  # from the win or loss
    bomb: int  # from bomb bonuses (received minus paid)
    cards_left: int
    played: bool  # played at least one card
    closed: bool  # 全关: a loser who never played a card

    @property
    def score(self) -> int:
        return self.base + self.bomb

    def detail(self) -> dict[str, Any]:
        return {
            "base": self.base,
            "bomb": self.bomb,
            "cards_left": self.cards_left,
            "played": self.played,
            "closed": self.closed,
        }


@dataclass(frozen=True, slots=True)
class Settlement:
    seats: tuple[SeatSettlement, ...]
    spring: bool = False  # 春天
    big_spring: bool = False  # 大春天
    bomb_value: int = 0  # what each standing bomb earned from each other player
    standing_bombs: tuple[int, ...] = field(default_factory=tuple)  # per seat

    @property
    def scores(self) -> list[int]:
        return [s.score for s in self.seats]


def _bomb_scores(num_players: int, bombs: Sequence[BombRecord], value: int) -> tuple[list[int], list[int]]:
    standing = [0] * num_players
    for b in bombs:
        if not b.beaten:
            standing[b.seat] += 1
    total = sum(standing)
    scores = [value * (standing[s] * (num_players - 1) - (total - standing[s])) for s in range(num_players)]
    return scores, standing


def settle(
    num_players: int,
    winner: int,
    cards_left: Sequence[int],
    played: Sequence[bool],
    bombs: Sequence[BombRecord] = (),
    *,
    scoring: str = "cards",
    bomb_bonus: int = 5,
) -> Settlement:
    """Settle a finished game that ``winner`` won by going out.

    ``cards``: each loser pays their remaining cards, doubled (全关加倍) when they never
    played. ``rank``: 全统 (no loser played) 4 each, else 2 from a loser who never played
    and 1 from the others. Every bomb not beaten earns ``bomb_bonus`` from each other
    player, doubled in a 大春天 (a 春天 with a bomb).

    >>> b = [BombRecord(0, "7")]
    >>> s = settle(2, 0, [0, 13], [True, False], b, scoring="rank")
    >>> s.spring, s.big_spring, s.scores
    (True, True, [14, -14])
    >>> settle(3, 1, [4, 0, 6], [True, True, True], [BombRecord(2, "9")]).scores
    [-9, 5, 4]
    """
    if scoring not in SCORING_MODES:
        raise ValueError(f"unknown scoring mode {scoring!r}")
    losers = [s for s in range(num_players) if s != winner]
    spring = not any(played[s] for s in losers)
    big_spring = spring and bool(bombs)
    value = bomb_bonus * (2 if big_spring else 1)
    bomb, standing = _bomb_scores(num_players, bombs, value)
    pay = [0] * num_players
    for s in losers:
        if scoring == "cards":
            pay[s] = cards_left[s] * (1 if played[s] else 2)
        elif spring:
            pay[s] = 4
        else:
            pay[s] = 1 if played[s] else 2
    seats = []
    for s in range(num_players):
        base = sum(pay) if s == winner else -pay[s]
        seats.append(
            SeatSettlement(
                s,
                "winner" if s == winner else "loser",
                base,
                bomb[s],
                cards_left[s],
                bool(played[s]),
                s != winner and not played[s],
            )
        )
    return Settlement(tuple(seats), spring, big_spring, value, tuple(standing))


def settle_abandon(
    num_players: int,
    abandoner: int,
    cards_left: Sequence[int],
    played: Sequence[bool],
    bombs: Sequence[BombRecord] = (),
    *,
    scoring: str = "cards",
    bomb_bonus: int = 5,
    hand_size: int = 13,
) -> Settlement:
    """A seat left the game (弃权/逃跑): it pays every other player the most a loser can
    pay (a full closed hand: 2 x 13 cards, or 4 in ``rank`` scoring); bombs still standing
    are paid as usual.

    >>> settle_abandon(3, 2, [5, 7, 9], [True, True, True]).scores
    [26, 26, -52]
    """
    if scoring not in SCORING_MODES:
        raise ValueError(f"unknown scoring mode {scoring!r}")
    penalty = 2 * hand_size if scoring == "cards" else 4
    bomb, standing = _bomb_scores(num_players, bombs, bomb_bonus)
    seats = []
    for s in range(num_players):
        base = -penalty * (num_players - 1) if s == abandoner else penalty
        seats.append(
            SeatSettlement(
                s,
                "abandoned" if s == abandoner else "compensated",
                base,
                bomb[s],
                cards_left[s],
                bool(played[s]),
                False,
            )
        )
    return Settlement(tuple(seats), False, False, bomb_bonus, tuple(standing))
