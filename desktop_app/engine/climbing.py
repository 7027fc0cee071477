"""Trick handling shared by the climbing games (天地人, 斗地主, 生死堵, 原子).

A trick starts with a lead; each following live player either beats the top play or
passes; passing does not bar a player from playing later in the same trick. The trick
closes when every live seat other than the top play's owner has passed since that play
(the owner may have gone out meanwhile). What happens next (who leads, 接风, points) is
the game's business.

>>> t = Trick(3, leader=0)
>>> t.record_play(0, (), "single-3"); t.to_move_after(0, {0, 1, 2})
1
>>> t.record_pass(1); t.record_pass(2); t.is_closed({0, 1, 2})
True
>>> t.winner
0
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Any

from .cards import Card

__all__ = ["Trick", "TrickPlay", "next_seat_in"]


def next_seat_in(seat: int, num_players: int, live: Collection[int]) -> int | None:
    """The first seat after ``seat`` in play order that is in ``live`` (``seat`` itself if
    it is the only one), or None if ``live`` is empty."""
    for step in range(1, num_players + 1):
        s = (seat + step) % num_players
        if s in live:
            return s
    return None


@dataclass(frozen=True, slots=True)
class TrickPlay:
    """One turn in a trick: ``cards`` empty for a pass; ``reading`` is the game's own
    object describing the combination played."""

    seat: int
    cards: tuple[Card, ...]
    reading: Any = None

    @property
    def is_pass(self) -> bool:
        return not self.cards


@dataclass
class Trick:
    """The state of one trick."""

    num_players: int
    leader: int
    turns: list[TrickPlay] = field(default_factory=list)
    top: TrickPlay | None = None
    passed_since_top: set[int] = field(default_factory=set)

    @property
    def is_lead(self) -> bool:
        """No card has been played yet: the next play is a lead."""
        return self.top is None

    @property
    def winner(self) -> int | None:
        """The owner of the top play so far."""
        return None if self.top is None else self.top.seat

    def record_play(self, seat: int, cards: tuple[Card, ...], reading: Any) -> None:
        play = TrickPlay(seat, tuple(cards), reading)
        self.turns.append(play)
        self.top = play
        self.passed_since_top = set()

    def record_pass(self, seat: int) -> None:
        if self.top is None:
            raise ValueError("the leader cannot pass")
        self.turns.append(TrickPlay(seat, ()))
        self.passed_since_top.add(seat)

    def is_closed(self, live: Collection[int]) -> bool:
        """Every live seat except the top play's owner has passed since the top play."""
        if self.top is None:
            return False
        return all(s in self.passed_since_top for s in live if s != self.top.seat)

    def to_move_after(self, seat: int, live: Collection[int]) -> int | None:
        """Who acts after ``seat`` in this open trick: the next live seat in play order."""
        return next_seat_in(seat, self.num_players, live)

    def plays(self) -> list[TrickPlay]:
        """The non-pass turns in order."""
        return [t for t in self.turns if not t.is_pass]
