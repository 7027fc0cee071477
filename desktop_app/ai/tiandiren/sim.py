"""A fast 天地人 simulator on rank counts, for the expert's playouts.

:class:`Sim` follows :class:`~desktop_app.engine.tiandiren.game.TiandirenGame` after the
deal (rounds 1-3, 地牌, the 抢地 window, 人牌, the 接风 queue; no abandonment) with hands as
rank counts (18 ints per seat); the tests replay whole games in both and compare.
Players in a playout play *groups* of a plan: :class:`Group` keeps a play's count vector
and every reading of it, so following is a few comparisons.

>>> from desktop_app.engine.tiandiren.game import TiandirenGame
>>> g = TiandirenGame(3, seed=5)
>>> sim = Sim.from_game(g)
>>> sim.to_move == g.to_move and sim.sizes() == [54, 54, 54]
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ...engine.tiandiren import patterns as P
from ...engine.tiandiren import scoring as S
from .moves import is_play, readings_of

__all__ = ["Group", "Sim", "group_of"]

LIVE = "live"


@dataclass(frozen=True, slots=True)
class Group:
    """A play of a plan: counts, size and every reading (strongest first)."""

    vec: tuple[int, ...]
    size: int
    readings: tuple[P.Reading, ...]

    @property
    def lead(self) -> P.Reading:
        return self.readings[0]

    @property
    def is_bomb(self) -> bool:
        return self.readings[0].is_bomb

    def beating(self, top: P.Reading, strict: bool) -> P.Reading | None:
        for rd in self.readings:
            if P.beats(rd, top, strict):
                return rd
        return None


def group_of(vec: Sequence[int]) -> Group:
    key = tuple(vec)
    return Group(key, sum(key[3:]), tuple(readings_of(key[3:])))


@dataclass(slots=True)
class Sim:
    """The game after the deal, on counts."""

    n: int
    hands: list[list[int]]
    status: list[str]
    scores: list[int]
    round: int
    phase: str  # play | grab_earth | over
    top: P.Reading | None
    top_seat: int
    passed: int  # bit mask: seats that passed since the top play
    to_move: int
    queue: tuple[int, ...]
    pointer: int  # -1: none yet
    strict: bool = False
    steps: int = 0

    @classmethod
    def from_game(cls, game: Any) -> Sim:
        """The state of an engine game (for tests; bots build theirs from a view)."""
        trick = game.trick
        passed = 0
        top = None
        top_seat = -1
        if trick is not None and trick.top is not None:
            top, top_seat = trick.top.reading, trick.top.seat
            for s in trick.passed_since_top:
                passed |= 1 << s
        return cls(
            n=game.num_players,
            hands=[P.counts_of(h) for h in game.hands],
            status=list(game.status),
            scores=list(game.scores),
            round=game.round,
            phase=game.phase,
            top=top,
            top_seat=top_seat,
            passed=passed,
            to_move=-1 if game.to_move is None else game.to_move,
            queue=tuple(game.queue),
            pointer=game.pointer,
            strict=game.options.strict_shape,
        )

    def copy(self) -> Sim:
        return Sim(
            self.n,
            [list(h) for h in self.hands],
            list(self.status),
            list(self.scores),
            self.round,
            self.phase,
            self.top,
            self.top_seat,
            self.passed,
            self.to_move,
            self.queue,
            self.pointer,
            self.strict,
            self.steps,
        )

    def sizes(self) -> list[int]:
        return [sum(h[3:]) for h in self.hands]

    def live(self) -> list[int]:
        return [s for s in range(self.n) if self.status[s] == LIVE]

    @property
    def over(self) -> bool:
        return self.phase == "over"

    # ------------------------------------------------------------------ engine rules

    def next_jiefeng(self) -> int | None:
        n = self.n
        for step in range(1, n + 1):
            i = (self.pointer + step) % n
            if self.status[self.queue[i]] == LIVE:
                return self.queue[i]
        return None

    def _take_jiefeng(self) -> int:
        n = self.n
        for step in range(1, n + 1):
            i = (self.pointer + step) % n
            if self.status[self.queue[i]] == LIVE:
                self.pointer = i
                return self.queue[i]
        raise RuntimeError("no live seat in the 接风 queue")

    def _next_live(self, seat: int) -> int:
        n = self.n
        for step in range(1, n + 1):
            s = (seat + step) % n
            if self.status[s] == LIVE:
                return s
        return seat

    def _start_trick(self, leader: int) -> None:
        self.top = None
        self.top_seat = -1
        self.passed = 0
        self.phase = "play"
        self.to_move = leader

    def _finish(self, man: int | None = None) -> None:
        if man is not None:
            self.status[man] = "man"
            self.scores[man] = S.MAN_SCORE
        for s in range(self.n):
            if self.status[s] == LIVE:
                self.status[s] = "loser"
        self.phase = "over"
        self.to_move = -1

    def _after_round1(self) -> None:
        if len(self.live()) < 2:
            self._finish()
            return
        self.round = 2
        self._start_trick(self._take_jiefeng())

    def _close_trick(self) -> None:
        winner = self.top_seat
        if self.round == 1:
            if self.status[winner] == LIVE and is_play(tuple(self.hands[winner][3:])):
                self.phase = "grab_earth"
                self.top = None
                self.to_move = winner
                return
            self._after_round1()
            return
        if self.round == 2:
            self.round = 3
            self._start_trick(self._take_jiefeng())
            return
        self._start_trick(winner if self.status[winner] == LIVE else self._take_jiefeng())

    def play(self, seat: int, vec: Sequence[int], reading: P.Reading) -> None:
        """``seat`` (to move) plays the counts ``vec`` read as ``reading`` (not checked)."""
        self.steps += 1
        hand = self.hands[seat]
        for r in range(3, 18):
            if vec[r]:
                hand[r] -= vec[r]
        if self.phase == "grab_earth":
            self.status[seat] = "grab_earth"
            self.scores[seat] = S.GRAB_EARTH_SCORE
            self._after_round1()
            return
        was_lead = self.top is None
        self.top = reading
        self.top_seat = seat
        self.passed = 0
        if not any(hand[3:]):
            if self.round == 1 and was_lead:
                self.status[seat] = "earth"
                self.scores[seat] = S.EARTH_SCORE
                self._after_round1()
                return
            self._finish(man=seat)
            return
        self.to_move = self._next_live(seat)

    def pass_(self, seat: int) -> None:
        """``seat`` (to move) passes (or declines 抢地)."""
        self.steps += 1
        if self.phase == "grab_earth":
            self._after_round1()
            return
        self.passed |= 1 << seat
        live = self.live()
        if all(self.passed >> s & 1 for s in live if s != self.top_seat):
            self._close_trick()
            return
        self.to_move = self._next_live(seat)
