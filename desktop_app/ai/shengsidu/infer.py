"""What the passes say: inference about the hidden hands of 生死堵, and deals that agree.

Under 必出 (must play) a seat may pass only when nothing in its hand beats the top play,
so every pass is a fact about that hand: after a pass on a single 9, the seat holds no
card above the 9 and no bomb, now and for the rest of the game (cards only leave a hand).
A :class:`Tracker` collects these facts from the views a bot is shown (each view shows
the current trick's turns and those of the trick closed before it); :func:`deal` draws
the unseen cards for the other seats so that they agree with them (per-rank limits
where a fact is that simple, rejection for the rest).

>>> from desktop_app.ai.shengsidu.moves import pack
>>> single_9 = (pack((0,) * 6 + (1,) + (0,) * 6), "single", 6, 1, 1, 6)
>>> limits_of([Constraint(1, single_9, 0)], 3, 1)[6:9]
[3, 0, 0]
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ...engine.cards import Card
from ...engine.core import View
from ...engine.shengsidu import patterns as P
from .moves import BITS, N, Packed, can_beat, unpack
from .rules import Rules
from .sim import State, packed_of, size_of, unseen_for

__all__ = ["Constraint", "Tracker", "constraints_from_trick", "deal", "limits_of", "pass_facts", "violations"]

_UNIT = tuple(1 << (BITS * p) for p in range(N))


@dataclass(frozen=True, slots=True)
class Constraint:
    """Seat ``seat`` passed on ``top`` under 必出, holding then its hand of now plus
    ``later`` (packed: the cards it has played since), so that held nothing beating
    ``top``."""

    seat: int
    top: Packed
    later: int


Turns = Sequence[tuple[int, Sequence[Card]]]


def _read_turns(turns: Turns, rules: Rules) -> list[tuple[int, Packed | None]]:
    """A trick's turns as (seat, play or None for a pass), each play read as the engine
    read it (the first reading that beats the play before it)."""
    out: list[tuple[int, Packed | None]] = []
    prev: P.Reading | None = None
    for s, cards in turns:
        if not cards:
            out.append((s, None))
            continue
        options = P.readings(P.counts_of(cards), **rules.kw)
        if prev is not None:
            options = [rd for rd in options if P.beats(rd, prev)]
        if not options:  # pragma: no cover - the engine accepted this play
            return []
        rd = options[0]
        prev = rd
        out.append((s, (packed_of(cards), rd.type, int(rd.rank) - 3, rd.length, rd.size, int(rd.bottom) - 3)))
    return out


def pass_facts(view: View, tricks: Sequence[Turns]) -> list[Constraint]:
    """The facts the passes of ``tricks`` (consecutive tricks of ``view``'s game, the
    current one last) show about the other seats' hands now."""
    rules = Rules.of(view)
    me = view.seat
    if not rules.must_play:
        return []
    played: Sequence[Sequence[Card]] = getattr(view, "played", ())
    flat: list[tuple[int, Packed | None, Packed | None]] = []  # (seat, play, top it answered)
    for turns in tricks:
        top: Packed | None = None
        for s, mv in _read_turns(turns, rules):
            flat.append((s, mv, top))
            if mv is not None:
                top = mv
    out: list[Constraint] = []
    for i, (s, mv, top) in enumerate(flat):
        if mv is not None or s == me or top is None:
            continue
        later_count = sum(m[4] for s2, m, _t in flat[i + 1 :] if s2 == s and m is not None)
        cards = played[s] if s < len(played) else ()
        later = packed_of(cards[len(cards) - later_count :]) if later_count else 0
        out.append(Constraint(s, top, later))
    return out


def constraints_from_trick(view: View) -> list[Constraint]:
    """The facts the current trick of ``view`` shows about the other seats' hands."""
    return pass_facts(view, (getattr(view, "trick", ()),))


class Tracker:
    """A bot's memory of the passes it has seen in the current game (the facts stay
    true for the rest of the game). It restarts when a view belongs to a new game."""

    def __init__(self) -> None:
        self._facts: set[tuple[int, Packed, int]] = set()  # (seat, top, cards played before)
        self._played: tuple[int, ...] = ()

    def reset(self) -> None:
        self._facts.clear()
        self._played = ()

    def observe(self, view: View) -> None:
        """Remember the passes ``view`` shows."""
        played: Sequence[Sequence[Card]] = getattr(view, "played", ())
        counts = tuple(len(p) for p in played)
        if len(counts) != len(self._played) or any(a < b for a, b in zip(counts, self._played, strict=False)):
            self.reset()
        self._played = counts
        tricks = (getattr(view, "last_trick", ()), getattr(view, "trick", ()))
        for con in pass_facts(view, tricks):
            before = counts[con.seat] - size_of(con.later)
            self._facts.add((con.seat, con.top, before))

    def constraints(self, view: View) -> list[Constraint]:
        """Every remembered fact, as constraints on the hands of ``view``'s moment."""
        played: Sequence[Sequence[Card]] = getattr(view, "played", ())
        out = []
        for seat, top, before in sorted(self._facts):
            cards = played[seat]
            if before > len(cards):  # pragma: no cover - a view from another game
                continue
            out.append(Constraint(seat, top, packed_of(cards[before:])))
        return out


def limits_of(cons: Sequence[Constraint], n: int, seat: int) -> list[int]:
    """The most cards of each rank ``seat`` may hold now, from the simple facts (a pass on
    a single, pair, triple or bomb; any pass under 必出 also rules out a bomb)."""
    lim = [4] * N
    for con in cons:
        if con.seat != seat:
            continue
        t, r = con.top[1], con.top[2]
        each = [4] * N  # for the hand at the pass
        if t == "bomb":
            for p in range(r + 1, N):
                each[p] = 3
        else:
            each = [3] * N
            cap = {"single": 0, "pair": 1, "triple": 2}.get(t)
            if cap is not None:
                for p in range(r + 1, N):
                    each[p] = cap
        later = unpack(con.later)
        for p in range(N):
            lim[p] = min(lim[p], max(0, each[p] - later[p]))
    return lim


def violations(st: State, cons: Sequence[Constraint]) -> int:
    """How many facts the dealt hands of ``st`` break."""
    bad = 0
    r = st.rules
    for con in cons:
        if can_beat(unpack(st.hands[con.seat] + con.later), con.top, r.loose, r.two_low):
            bad += 1
    return bad


def deal(st: State, seat: int, cons: Sequence[Constraint], rng: random.Random, tries: int = 12) -> State:
    """A copy of ``st`` with the hands ``seat`` cannot see dealt from the cards it has not
    seen, agreeing with ``cons`` when such a deal is found in ``tries`` draws (else the
    draw that breaks the fewest)."""
    others = [s for s in range(st.n) if s != seat]
    unseen = unseen_for(st, seat)
    pool: list[int] = []
    for p in range(N):
        pool.extend([p] * ((unseen >> (BITS * p)) & 7))
    lims = {s: limits_of(cons, st.n, s) for s in others} if cons else {}
    best: State | None = None
    best_bad = 1 << 30
    for _ in range(max(1, tries)):
        out = st.copy()
        rng.shuffle(pool)
        room = {s: st.sizes[s] for s in others}
        spare = len(pool) - sum(room.values())  # the undealt cards
        held = {s: [0] * N for s in others}
        hands = dict.fromkeys(others, 0)
        # the most constrained ranks first, so that they find a seat that may hold them
        order = sorted(pool, key=lambda p: sum(1 for s in others if lims and lims[s][p] < 4), reverse=True)
        for p in order:
            open_ = [s for s in others if room[s] and (not lims or held[s][p] < lims[s][p])]
            weights = [room[s] for s in open_]
            total = sum(weights) + spare
            if total == 0:  # nowhere allowed: break a fact rather than fail
                open_ = [s for s in others if room[s]]
                weights = [room[s] for s in open_]
                total = sum(weights)
            pick = rng.random() * total
            chosen = None
            for s, w in zip(open_, weights, strict=True):
                if pick < w:
                    chosen = s
                    break
                pick -= w
            if chosen is None:
                spare -= 1
                continue
            room[chosen] -= 1
            held[chosen][p] += 1
            hands[chosen] += _UNIT[p]
        for s in others:
            out.hands[s] = hands[s]
        bad = violations(out, cons) if cons else 0
        if bad == 0:
            return out
        if bad < best_bad:
            best, best_bad = out, bad
    assert best is not None
    return best
