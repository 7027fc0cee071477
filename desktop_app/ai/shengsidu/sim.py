"""A fast 生死堵 simulator on packed rank counts, for the bots' search.

:class:`State` holds what the rules need (hands as packed counts, the trick, who played,
the bombs) and follows :class:`~desktop_app.engine.shengsidu.game.ShengsiduGame` move for
move (the tests replay whole games in both and compare). :func:`from_view` builds the
state a seat can see: its own hand, and for the other seats only their sizes (their
hands are filled in by a determinization: :func:`deal_unseen`, or
:func:`.infer.deal`, which also agrees with the passes seen).

>>> from desktop_app.engine.shengsidu.game import ShengsiduGame
>>> g = ShengsiduGame(3, seed=5)
>>> st = from_view(g.view_for(g.to_move))
>>> st.to_move == g.to_move and st.sizes == [13, 13, 13]
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ...engine.cards import Card, Rank
from ...engine.core import View
from ...engine.shengsidu import patterns as P
from ...engine.shengsidu.scoring import BombRecord, settle
from .moves import BITS, N, Packed, can_beat, pack, packed_beating, unpack
from .rules import Rules

__all__ = ["FULL", "State", "deal_unseen", "from_view", "packed_of", "size_of", "unseen_for"]

#: A full deck, packed: four of every rank.
FULL = pack((4,) * N)
_UNIT = tuple(1 << (BITS * p) for p in range(N))


def packed_of(cards: Sequence[Card]) -> int:
    """The packed rank counts of ``cards``."""
    x = 0
    for card in cards:
        x += _UNIT[card.rank - 3]
    return x


def size_of(x: int) -> int:
    """The number of cards in a packed hand."""
    return sum((x >> (BITS * p)) & 7 for p in range(N))


@dataclass(slots=True)
class State:
    """The game on packed counts. ``hands[s]`` is -1 for a hand the owner of the state
    does not know; ``sizes`` always holds every hand's size."""

    n: int
    rules: Rules
    hands: list[int]
    sizes: list[int]
    played: int  # every card played so far (public), packed
    played_any: list[bool]
    bombs: list[tuple[int, int, bool]]  # (seat, rank position, beaten)
    top: Packed | None
    top_seat: int
    passed: int  # bit mask of the seats that passed since the top play
    to_move: int
    winner: int | None = None
    turns: list[tuple[int, Packed | None]] | None = None  # this trick's turns, when tracked

    def copy(self) -> State:
        return State(
            self.n,
            self.rules,
            list(self.hands),
            list(self.sizes),
            self.played,
            list(self.played_any),
            list(self.bombs),
            self.top,
            self.top_seat,
            self.passed,
            self.to_move,
            self.winner,
            None,
        )

    # ------------------------------------------------------------------ rules

    def next_holds_one(self, seat: int) -> bool:
        """报单必顶 applies to ``seat``: the next seat holds one card."""
        return self.rules.report_single and self.sizes[(seat + 1) % self.n] == 1

    def moves(self, seat: int) -> list[Packed]:
        """Every distinct play ``seat`` may make now (its hand must be known)."""
        x = self.hands[seat]
        c = unpack(x)
        r = self.rules
        if self.top is None:
            found = [
                (pack(m), rd.type, int(rd.rank) - 3, rd.length, rd.size, int(rd.bottom) - 3)
                for m, rd in P.plays(c, loose=r.loose, two_low=r.two_low, whole=True)
            ]
        else:
            found = packed_beating(c, self.top, r.loose, r.two_low)
        if self.next_holds_one(seat):
            hi = max(p for p in range(N) if c[p])
            found = [mv for mv in found if mv[1] != "single" or mv[2] == hi]
        return found

    def can_pass(self, seat: int) -> bool:
        """Would the engine accept a pass from ``seat`` now?"""
        top = self.top
        if top is None:
            return False
        c = unpack(self.hands[seat])
        r = self.rules
        if r.must_play and can_beat(c, top, r.loose, r.two_low):
            return False
        if top[1] == "single" and self.next_holds_one(seat):
            hi = max(p for p in range(N) if c[p])
            if hi > top[2]:
                return False
        return True

    # ------------------------------------------------------------------ moves

    def play(self, mv: Packed) -> None:
        seat = self.to_move
        self.hands[seat] -= mv[0]
        self.sizes[seat] -= mv[4]
        self.played += mv[0]
        self.played_any[seat] = True
        if mv[1] == "bomb":
            prev = self.top
            if prev is not None and prev[1] == "bomb":
                for i in range(len(self.bombs) - 1, -1, -1):
                    b = self.bombs[i]
                    if b[0] == self.top_seat and b[1] == prev[2] and not b[2]:
                        self.bombs[i] = (b[0], b[1], True)
                        break
            self.bombs.append((seat, mv[2], False))
        if self.turns is not None:
            self.turns.append((seat, mv))
        self.top = mv
        self.top_seat = seat
        self.passed = 0
        if self.sizes[seat] == 0:
            self.winner = seat
            return
        self.to_move = (seat + 1) % self.n

    def pass_(self) -> None:
        seat = self.to_move
        self.passed |= 1 << seat
        everyone_else = ((1 << self.n) - 1) & ~(1 << self.top_seat)
        if self.passed & everyone_else == everyone_else:
            self.to_move = self.top_seat
            self.top = None
            self.top_seat = -1
            self.passed = 0
            if self.turns is not None:
                self.turns.clear()
        else:
            if self.turns is not None:
                self.turns.append((seat, None))
            self.to_move = (seat + 1) % self.n

    def step(self, mv: Packed | None) -> None:
        if mv is None:
            self.pass_()
        else:
            self.play(mv)

    def scores(self) -> list[int]:
        """The settlement of a finished game (the engine's own scoring)."""
        assert self.winner is not None
        r = self.rules
        bombs = [BombRecord(s, Rank(p + 3).text, beaten) for s, p, beaten in self.bombs]
        st = settle(
            self.n,
            self.winner,
            self.sizes,
            self.played_any,
            bombs,
            scoring=r.scoring,
            bomb_bonus=r.bomb_bonus,
        )
        return st.scores


def P_pack(m: tuple[int, ...]) -> int:
    return pack(m)


def unseen_for(st: State, seat: int) -> int:
    """The cards ``seat`` has not seen: not in its hand and not played (packed)."""
    return FULL - st.hands[seat] - st.played


def from_view(view: View) -> State:
    """The state as ``view.seat`` knows it (other hands unknown, -1)."""
    n = view.num_players
    seat = view.seat
    rules = Rules.of(view)
    hands = [-1] * n
    if seat is not None:
        hands[seat] = packed_of(view.hand)
    played_cards: Sequence[Sequence[Card]] = getattr(view, "played", ())
    played = 0
    for cards in played_cards:
        played += packed_of(cards)
    bombs = [(s, Rank.parse(rank).value - 3, bool(beaten)) for s, rank, beaten in getattr(view, "bombs", ())]
    top_reading: P.Reading | None = getattr(view, "top_reading", None)
    top: Packed | None = None
    top_seat = -1
    passed = 0
    turns: list[tuple[int, Packed | None]] = []
    prev: P.Reading | None = None
    for s, cards in getattr(view, "trick", ()):
        if not cards:
            turns.append((s, None))
            continue
        # the reading the engine gave: the strongest one, or the strongest that beat
        options = P.readings(P.counts_of(cards), **rules.kw)
        if prev is not None:
            options = [rd for rd in options if P.beats(rd, prev)]
        if not options:  # pragma: no cover - the engine accepted this play
            continue
        rd = options[0]
        prev = rd
        turns.append((s, (packed_of(cards), rd.type, int(rd.rank) - 3, rd.length, rd.size, int(rd.bottom) - 3)))
    if top_reading is not None:
        top_cards: Sequence[Card] = getattr(view, "top_cards", ())
        r = top_reading
        top = (packed_of(top_cards), r.type, int(r.rank) - 3, r.length, r.size, int(r.bottom) - 3)
        ts = getattr(view, "top_seat", None)
        top_seat = -1 if ts is None else int(ts)
        for s, cards in reversed(getattr(view, "trick", ())):
            if cards:
                break
            passed |= 1 << s
    to_move = view.to_move if view.to_move is not None else 0
    return State(
        n,
        rules,
        hands,
        list(view.hand_sizes),
        played,
        [bool(p) for p in played_cards] if played_cards else [False] * n,
        bombs,
        top,
        top_seat,
        passed,
        to_move,
        None,
        turns,
    )


def deal_unseen(st: State, seat: int, rng: random.Random) -> State:
    """A copy of ``st`` with the hands ``seat`` cannot see dealt at random from the cards
    it has not seen (the rest stay undealt)."""
    pool: list[int] = []
    unseen = unseen_for(st, seat)
    for p in range(N):
        pool.extend([p] * ((unseen >> (BITS * p)) & 7))
    rng.shuffle(pool)
    out = st.copy()
    i = 0
    for s in range(st.n):
        if s == seat:
            continue
        k = st.sizes[s]
        x = 0
        for p in pool[i : i + k]:
            x += _UNIT[p]
        out.hands[s] = x
        i += k
    return out
