"""The normal 原子 (yuanzi) policy on rank counts, and the simulator it runs in.

The normal bot and the expert's playouts run the same code: a :class:`SimState` holds
four hands as rank counts (the hands the seat cannot see are only sizes when a bot
decides from its view; sampled hands in the expert's playouts), the trick, the points
and the cards not yet played. A seat decides from what it may know: its own hand, the
cards not yet played (so the cards the others hold, as a whole), the hand sizes and the
table. So a playout by the expert replays exactly what normal bots would do with those
hands.

**Hands.** A hand keeps, per rank, how many cards it holds; its atoms, hydrogen bombs and
王原子 apart, as whole units (:func:`~.planner.units`); its spare jokers joined to its
largest non-刀 group (played after that group's natural cards), or as a group of 3s at
index 13 when it has no such group.

**Control.** A play's *hold* is the chance that no opponent beats it: for each rank above
it, the chance that a live opponent holds enough of the unseen cards of that rank (a
binomial tail on the opponent's share of the unseen cards), plainly for plain plays and
with a willingness to bomb that grows with the points on the table.

**Policy.** A hand is worth the hold of each unit minus a turn per unit, plus a little
per spare joker. An option (pass, a whole group, a group split to the needed size, the
smallest bomb of a rank that beats, a special unit) is worth the change in hand value
plus, weighted by its hold, the points on the table and the lead (more when the top
play's owner is an opponent about to go out). A partner's trick is left alone unless it
holds many points; a partner about to go out is fed a low single or pair; a hand whose
units all hold but one plays them out strongest first.

>>> from desktop_app.engine.cards import Rank, parse_cards
>>> from desktop_app.ai.yuanzi.model import Counts
>>> h = SimHand.from_counts(Counts.from_cards(parse_cards("7s 7s 7s 8h 8d RJ BJ")), Rank.NINE)
>>> h.cnt[5], h.cnt[13], len(h.special), h.size, h.jr
(4, 0, 1, 7, 5)
"""

from __future__ import annotations

import math
from functools import lru_cache

from ...engine.cards import Rank
from ...engine.yuanzi.patterns import (
    TIER_ATOM,
    TIER_BASIC,
    TIER_BOMB,
    TIER_DAO_BASIC,
    TIER_DAO_BOMB,
    TIER_HYDROGEN,
)
from ...engine.yuanzi.scoring import settle_half
from .model import DAO_STRENGTH, Counts, Power, _power_natural, beats_power
from .policy import MATE_POINTS, NORMAL, Params

__all__ = ["JOKER", "Move", "SimHand", "SimState", "playout"]

JOKER = 13  # the index of a group of jokers alone (3s)
_POINTS = [0, 0, 5, 0, 0, 0, 0, 10, 0, 0, 10, 0, 0, 0]
MAX_GROUP = 20  # 12 natural cards of a rank and 6 jokers at most

#: A decision: None to pass, (0, ri, n) for n cards of group ri, (1, i, 0) for special i.
Move = tuple[int, int, int] | None


class SimHand:
    """A hand on rank counts: ``cnt[ri]`` cards per group (13: jokers alone),
    ``special`` the powers of its atoms / hydrogen bombs / 王原子 (weakest first),
    ``jr`` / ``jn`` the group its spare jokers joined and how many, ``nat[ri]`` its
    natural cards per rank (specials included), ``jk`` all its jokers, ``points`` the
    points it holds. A hand the seat cannot see has only a ``size``."""

    __slots__ = ("cnt", "jk", "jn", "jr", "nat", "points", "size", "special")

    def __init__(self, size: int = 0) -> None:
        self.cnt = [0] * 14
        self.special: list[Power] = []
        self.size = size
        self.points = 0
        self.jr = -1
        self.jn = 0
        self.nat = [0] * 13
        self.jk = 0

    @classmethod
    def from_counts(cls, hand: Counts, dao: Rank) -> SimHand:
        dao_ri = int(dao) - 3
        h = cls()
        cnt, special, nat = h.cnt, h.special, h.nat
        for ri in range(13):
            s = hand.suits[ri]
            c = s[0] + s[1] + s[2] + s[3]
            if not c:
                continue
            nat[ri] = c
            h.points += _POINTS[ri] * c
            if c >= 8 and s[0] >= 2 and s[1] >= 2 and s[2] >= 2 and s[3] >= 2:
                special.append(_power_natural(ri, dao_ri, (2, 2, 2, 2), 0)[0][1])
                c -= 8
            else:
                for si in range(4):
                    if s[si] == 3:
                        special.append(_power_natural(ri, dao_ri, _ATOM_TAKE[si], 0)[0][1])
                        c -= 3
            cnt[ri] = c
        rj, bj = hand.rj, hand.bj
        h.jk = rj + bj
        if rj == 3:
            special.append((TIER_ATOM, 0, 2000))
            rj = 0
        if bj == 3:
            special.append((TIER_ATOM, 0, 1000))
            bj = 0
        special.sort()
        h.jn = rj + bj
        h.size = hand.size
        h._attach(dao_ri)
        return h

    def _attach(self, dao_ri: int) -> None:
        """Join the spare jokers to the largest non-刀 group (the later rank on a tie)."""
        cnt, jn = self.cnt, self.jn
        if self.jr >= 0:
            cnt[self.jr] -= jn
        best = -1
        for ri in range(13):
            if ri != dao_ri and cnt[ri] and (best < 0 or cnt[ri] >= cnt[best]):
                best = ri
        if not jn:
            self.jr = -1
            return
        self.jr = best if best >= 0 else JOKER
        cnt[self.jr] += jn

    def copy(self) -> SimHand:
        h = SimHand.__new__(SimHand)
        h.cnt = self.cnt[:]
        h.special = self.special[:]
        h.size = self.size
        h.points = self.points
        h.jr = self.jr
        h.jn = self.jn
        h.nat = self.nat[:]
        h.jk = self.jk
        return h

    def take(self, ri: int, n: int, dao_ri: int) -> tuple[int, int]:
        """Remove ``n`` cards of group ``ri`` (natural cards first); (naturals, points)."""
        cnt = self.cnt
        if ri == JOKER:
            k_nat = 0
        else:
            k_nat = cnt[ri] - (self.jn if ri == self.jr else 0)
            if n < k_nat:
                k_nat = n
        k_j = n - k_nat
        cnt[ri] -= n
        self.size -= n
        if ri != JOKER:
            self.nat[ri] -= k_nat
        pts = _POINTS[ri] * k_nat if ri != JOKER else 0
        self.points -= pts
        if k_j or (ri == self.jr and self.jn):
            self.jn -= k_j
            self.jk -= k_j
            self._attach(dao_ri)
        elif self.jn and ri != self.jr:
            self._attach(dao_ri)
        return k_nat, pts

    def take_special(self, index: int, dao_ri: int) -> tuple[Power, int, int, int]:
        """Remove special unit ``index``; (power, cards, natural rank or -1, points)."""
        p = self.special.pop(index)
        tier, _, key = p
        if tier == TIER_ATOM:
            n = 3
            if key >= 3000:
                ri = dao_ri
            elif key >= 1000:
                ri = -1
            else:
                ri = key // 4
        else:
            n = 8
            ri = dao_ri if key == DAO_STRENGTH else key
        self.size -= n
        if ri >= 0:
            self.nat[ri] -= n
            pts = _POINTS[ri] * n
            self.points -= pts
        else:
            self.jk -= n
            pts = 0
        return p, n, ri, pts


_ATOM_TAKE = ((3, 0, 0, 0), (0, 3, 0, 0), (0, 0, 3, 0), (0, 0, 0, 3))


@lru_cache(maxsize=16)
def power_table(dao_ri: int) -> tuple[tuple[Power, ...], ...]:
    """``table[ri][n]``: the power of ``n`` cards of group ``ri`` (13: jokers as 3s)."""
    out = []
    for ri in range(14):
        row: list[Power] = [(TIER_BASIC, 0, 0)]
        for n in range(1, MAX_GROUP + 1):
            if ri == dao_ri:
                row.append((TIER_DAO_BASIC, n, 0) if n <= 3 else (TIER_DAO_BOMB, 0, n))
            else:
                v = 0 if ri == JOKER else ri
                row.append((TIER_BASIC, n, v) if n <= 3 else (TIER_BOMB, 0, n * 16 + v))
        out.append(tuple(row))
    return tuple(out)


@lru_cache(maxsize=1024)
def _any_opp_table(qa: int, qb: int) -> tuple[tuple[float, ...], ...]:
    """``t[x][w]``: the chance that an opponent holding the share qa/20 (or the other,
    qb/20) of the unseen cards holds at least w of the x unseen cards of a rank."""
    rows = []
    for x in range(MAX_GROUP + 1):
        row = []
        for w in range(MAX_GROUP + 2):
            miss = 1.0
            for q20 in (qa, qb):
                if q20 <= 0:
                    continue
                q = min(q20, 20) / 20.0
                if w <= 0:
                    p = 1.0
                elif x < w:
                    p = 0.0
                elif q >= 1.0:
                    p = 1.0
                else:
                    p = sum(math.comb(x, k) * q**k * (1 - q) ** (x - k) for k in range(w, x + 1))
                miss *= 1.0 - min(1.0, p)
            row.append(1.0 - miss)
        rows.append(tuple(row))
    return tuple(rows)


class Holds:
    """The hold of plays for one seat at one decision (see the module docstring)."""

    __slots__ = ("_atoms", "_bomb", "_memo", "_sfx", "dao_ri", "p", "u", "will", "xr")

    def __init__(self, state: SimState, seat: int, params: Params) -> None:
        dao_ri = state.dao_ri
        hand = state.hands[seat]
        rem = state.remaining
        nat = hand.nat
        u = [rem[ri] - nat[ri] for ri in range(13)]
        uj = rem[13] - hand.jk
        total = sum(u) + uj
        sizes = [h.size for h in state.hands]
        a, b = sizes[(seat + 1) % 4], sizes[(seat + 3) % 4]
        if total > 0:
            qa, qb = round(20 * a / total), round(20 * b / total)
        else:
            qa = qb = 0
        self.p = _any_opp_table(qa, qb)
        self.u = u
        self.xr = [min(MAX_GROUP, u[ri] + (uj if ri != dao_ri else 0)) for ri in range(13)]
        self.dao_ri = dao_ri
        self.will = min(1.0, params.bomb_will + params.bomb_will_per_point * state.table)
        fa, fb = qa / 20.0, qb / 20.0
        share2 = fa * fa + fb * fb
        self._atoms = [4.0 * (x / 12.0) ** 3 * share2 for x in u]
        self._atoms.append(0.5 * (uj / 6.0) ** 3 * share2 if uj >= 3 else 0.0)
        self._memo: dict[Power, float] = {}
        self._sfx: dict[int, list[float]] = {}
        self._bomb: dict[int, tuple[list[float], list[float]]] = {}

    def _suffix(self, w: int) -> list[float]:
        """``s[v]``: chance that no plain group of w cards of strength >= v beats."""
        s = self._sfx.get(w)
        if s is None:
            p, xr, dao_ri = self.p, self.xr, self.dao_ri
            s = [1.0] * 15
            acc = 1.0 - 0.8 * p[xr[dao_ri]][w]  # the 刀 rank, strength 13
            s[13] = acc
            for v in range(12, -1, -1):
                if v != dao_ri:
                    acc *= 1.0 - 0.8 * p[xr[v]][w]
                s[v] = acc
            self._sfx[w] = s
        return s

    def _bombs(self, n: int) -> tuple[list[float], list[float]]:
        """Prefix max of P(bomb of n+1) by rank, suffix max of P(bomb of n)."""
        got = self._bomb.get(n)
        if got is None:
            p, xr, dao_ri = self.p, self.xr, self.dao_ri
            n1 = min(n + 1, MAX_GROUP + 1)
            n0 = min(n, MAX_GROUP + 1)
            pre = [0.0] * 14
            acc = 0.0
            for ri in range(13):
                if ri != dao_ri:
                    acc = max(acc, p[xr[ri]][n1])
                pre[ri + 1] = acc
            suf = [0.0] * 14
            acc = 0.0
            for ri in range(12, -1, -1):
                if ri != dao_ri:
                    acc = max(acc, p[xr[ri]][n0])
                suf[ri] = acc
            got = (pre, suf)
            self._bomb[n] = got
        return got

    def _atom_factor(self, above: int) -> float:
        """Chance that no atom of a rank index above ``above`` (-1: any) beats."""
        a = self._atoms
        n = a[13] + a[self.dao_ri]
        for ri in range(max(0, above + 1), 13):
            if ri != self.dao_ri:
                n += a[ri]
        return float((1.0 - 0.3 * self.will) ** n)

    def hold(self, pw: Power) -> float:
        got = self._memo.get(pw)
        if got is not None:
            return got
        tier, width, key = pw
        will = self.will
        p, u, dao_ri = self.p, self.u, self.dao_ri
        dao_bomb = 1.0 - will * p[min(u[dao_ri], MAX_GROUP)][4]
        if tier == TIER_BASIC:
            normal_bomb = 1.0 - will * self._bombs(3)[0][13]  # any bomb of 4+
            h = self._suffix(width)[key + 1] * normal_bomb * dao_bomb * self._atom_factor(-1)
        elif tier == TIER_DAO_BASIC:
            h = dao_bomb * self._atom_factor(-1)
        elif tier == TIER_BOMB:
            n, v = key // 16, key % 16
            pre, suf = self._bombs(n)
            threat = max(pre[v + 1] if v >= 0 else 0.0, suf[v + 1] if v + 1 <= 12 else 0.0)
            h = (1.0 - will * threat) * dao_bomb * self._atom_factor(-1)
        elif tier == TIER_DAO_BOMB:
            h = (1.0 - will * p[min(u[dao_ri], MAX_GROUP)][min(key + 1, MAX_GROUP + 1)]) * self._atom_factor(-1)
        elif tier == TIER_ATOM:
            if key >= 3000:
                h = 1.0
            elif key >= 1000:
                h = (1.0 - 0.3 * will) ** (self._atoms[dao_ri] + (self._atoms[13] if key < 2000 else 0.0))
            else:
                h = self._atom_factor(key // 4)
        else:
            assert tier == TIER_HYDROGEN
            h = 1.0
        self._memo[pw] = h
        return h


class SimState:
    """A half in progress: four hands, the trick, the points and the cards not yet
    played (``remaining[ri]`` natural cards per rank, ``remaining[13]`` jokers)."""

    __slots__ = (
        "dao_ri",
        "finished",
        "hands",
        "order",
        "params",
        "passed",
        "pw",
        "remaining",
        "table",
        "to_move",
        "top",
        "top_seat",
        "won",
    )

    def __init__(
        self,
        hands: list[SimHand],
        dao_ri: int,
        to_move: int,
        top: Power | None,
        top_seat: int | None,
        passed: int,
        table: int,
        won: list[int],
        finished: list[int],
        remaining: list[int],
        params: Params = NORMAL,
    ) -> None:
        self.hands = hands
        self.dao_ri = dao_ri
        self.to_move = to_move
        self.top = top
        self.top_seat = top_seat
        self.passed = passed  # bit mask of seats that passed since the top play
        self.table = table
        self.won = won
        self.finished = finished
        self.remaining = remaining
        self.params = params
        self.pw = power_table(dao_ri)
        strength = [DAO_STRENGTH if ri == dao_ri else ri for ri in range(13)] + [0]
        self.order = sorted(range(14), key=lambda ri: (strength[ri], ri))

    def copy(self) -> SimState:
        s = SimState.__new__(SimState)
        s.hands = [h.copy() for h in self.hands]
        s.dao_ri = self.dao_ri
        s.to_move = self.to_move
        s.top = self.top
        s.top_seat = self.top_seat
        s.passed = self.passed
        s.table = self.table
        s.won = self.won[:]
        s.finished = self.finished[:]
        s.remaining = self.remaining[:]
        s.params = self.params
        s.pw = self.pw
        s.order = self.order
        return s

    # ------------------------------------------------------------------ rules

    def _next_live(self, seat: int) -> int:
        hands = self.hands
        for step in range(1, 5):
            s = (seat + step) % 4
            if hands[s].size > 0:
                return s
        return seat

    def half_over(self) -> bool:
        f = self.finished
        return len(f) >= 3 or (len(f) == 2 and f[0] % 2 == f[1] % 2)

    def apply(self, seat: int, move: Move) -> bool:
        """Apply a decision of ``seat``; True when the half is over."""
        if move is None:
            self.pass_turn(seat)
            return False
        kind, a, b = move
        if kind == 0:
            return self.play_group(seat, a, b)
        return self.play_special(seat, a)

    def play_group(self, seat: int, ri: int, n: int) -> bool:
        k_nat, pts = self.hands[seat].take(ri, n, self.dao_ri)
        rem = self.remaining
        if ri != JOKER:
            rem[ri] -= k_nat
        rem[13] -= n - k_nat
        return self.after_play(seat, self.pw[ri][n], pts)

    def play_special(self, seat: int, index: int) -> bool:
        p, n, ri, pts = self.hands[seat].take_special(index, self.dao_ri)
        self.remaining[ri if ri >= 0 else 13] -= n
        return self.after_play(seat, p, pts)

    def after_play(self, seat: int, power: Power, pts: int) -> bool:
        """Record a play of ``seat`` whose cards already left its hand."""
        self.table += pts
        self.top = power
        self.top_seat = seat
        self.passed = 0
        if self.hands[seat].size == 0:
            self.finished.append(seat)
            if self.half_over():
                self.won[seat] += self.table
                self.table = 0
                return True
        self.to_move = self._next_live(seat)
        return False

    def pass_turn(self, seat: int) -> None:
        self.passed |= 1 << seat
        top_seat = self.top_seat
        assert top_seat is not None
        hands = self.hands
        for s in range(4):
            if s != top_seat and hands[s].size > 0 and not (self.passed >> s) & 1:
                self.to_move = self._next_live(seat)
                return
        self.won[top_seat] += self.table
        self.table = 0
        if hands[top_seat].size > 0:
            leader = top_seat
        elif hands[(top_seat + 2) % 4].size > 0:
            leader = (top_seat + 2) % 4  # 接风
        else:
            leader = self._next_live(top_seat)
        self.top = None
        self.top_seat = None
        self.passed = 0
        self.to_move = leader

    def settle(self, half: int) -> tuple[int, int, int]:
        """(side 0 points, side 1 points, 上游 seat) of the finished half."""
        r = settle_half(self.finished, self.won, [h.points for h in self.hands], half)
        return r.side_points[0], r.side_points[1], r.shangyou

    # ------------------------------------------------------------------ the normal policy

    def decide(self, seat: int) -> Move:
        """The normal policy's choice for ``seat``."""
        return self.options(seat, best_only=True)[0][1]

    def options(self, seat: int, best_only: bool = False) -> list[tuple[float, Move]]:
        """The options the normal policy weighs for ``seat``, best first, with their
        values (with ``best_only``, just the best)."""
        prm = self.params
        h = self.hands[seat]
        cnt = h.cnt
        top = self.top
        pw = self.pw
        special = h.special
        groups = [ri for ri in self.order if cnt[ri]]
        # the whole hand in one play
        if len(groups) == 1 and not special:
            ri = groups[0]
            if top is None or beats_power(pw[ri][cnt[ri]], top):
                return [(100.0, (0, ri, cnt[ri]))]
        if not groups and len(special) == 1 and (top is None or beats_power(special[0], top)):
            return [(100.0, (1, 0, 0))]
        partner = (seat + 2) % 4
        if top is not None and self.top_seat == partner and self.table < MATE_POINTS:
            return [(0.0, None)]  # leave a partner's trick alone unless it holds many points
        holds = Holds(self, seat, prm)
        if top is None:
            return self._lead(seat, h, groups, holds, best_only)
        return self._follow(seat, h, groups, holds, best_only)

    def _lead(
        self, seat: int, h: SimHand, groups: list[int], holds: Holds, best_only: bool
    ) -> list[tuple[float, Move]]:
        prm = self.params
        cnt, special = h.cnt, h.special
        jr, jn = h.jr, h.jn
        hold = holds.hold
        pw = self.pw
        # natural cards per group (the jokers joined to a group are kept apart)
        nats = []
        for ri in groups:
            if ri != JOKER:
                n = cnt[ri] - jn if ri == jr else cnt[ri]
                if n > 0:
                    nats.append((ri, n))
        if not nats:
            if special:
                return [(0.0, (1, len(special) - 1, 0))]
            return [(0.0, (0, groups[0], cnt[groups[0]]))]
        n_units = len(nats) + len(special)
        gh = [hold(pw[ri][n]) for ri, n in nats]
        sh = [hold(p) for p in special]
        out: list[tuple[float, Move]] = []
        # a winning sequence: every unit but one holds; play the surest first
        losers = sum(1 for x in gh if x < 0.8) + sum(1 for x in sh if x < 0.8)
        if losers <= 1 and n_units >= 2:
            bi, bh = -1, -1.0
            for i, x in enumerate(gh):
                if x > bh:
                    bi, bh = i, x
            for i, x in enumerate(sh):
                if x > bh:
                    bi, bh = 100 + i, x
            move = (1, bi - 100, 0) if bi >= 100 else (0, nats[bi][0], nats[bi][1])
            out.append((50.0, move))
            if best_only:
                return out
        # feed a partner about to go out: a low single or pair
        hands = self.hands
        psize = hands[(seat + 2) % 4].size
        if psize and psize <= prm.feed and n_units > 2:
            w = 1 if psize == 1 else 2
            for ri, n in nats:
                if ri != self.dao_ri and n >= w:
                    out.append((20.0, (0, ri, w)))
                    if best_only:
                        return out
                    break
        nxt = self._next_live(seat)
        danger = hands[nxt].size if nxt != (seat + 2) % 4 else 99
        basics = any(n <= 3 for _, n in nats)
        point = prm.point
        for i, (ri, n) in enumerate(nats):
            x = gh[i]
            score = -x
            pts = _POINTS[ri] * n
            if pts:
                score -= point * pts * (1.0 - x) * 1.5
            if n <= 3:
                score += 0.05 * (n - 1)
                if danger <= 3 and n == danger:
                    score -= 0.5  # not what the next opponent can go out on
            elif basics:
                score -= 5.0  # keep bombs while plain groups remain
            out.append((score, (0, ri, n)))
        for i, x in enumerate(sh):
            out.append((-x - 0.1 * special[i][2] / 1000.0 - (5.0 if basics else 0.0), (1, i, 0)))
        out.sort(key=lambda sm: -sm[0])
        return out

    def _follow(
        self, seat: int, h: SimHand, groups: list[int], holds: Holds, best_only: bool
    ) -> list[tuple[float, Move]]:
        prm = self.params
        top = self.top
        top_seat = self.top_seat
        assert top is not None and top_seat is not None
        cnt, special = h.cnt, h.special
        jr, jn = h.jr, h.jn
        hold = holds.hold
        pw = self.pw
        pts_table = self.table
        left = self.hands[top_seat].size
        if left == 0:
            urgency = prm.threat * 0.8
        elif left <= 6:
            urgency = prm.threat * (7 - left) / 6.0
        else:
            urgency = 0.0
        lead_value = prm.lead + urgency
        point, unit, joker = prm.point, prm.unit, prm.joker
        mates = top_seat == (seat + 2) % 4
        out: list[tuple[float, Move]] = [(0.0, None)]
        best_v = 0.0
        tier = top[0]
        w = top[1] if tier <= TIER_DAO_BASIC else 0
        bombs_ok = tier <= TIER_DAO_BOMB
        unit_val = [0.0] * (MAX_GROUP + 1)
        for ri in groups:
            n = cnt[ri]
            nat = n - jn if ri == jr and ri != JOKER else n
            row = pw[ri]
            if ri != JOKER:
                for k in range(nat + 1):
                    unit_val[k] = hold(row[k]) - unit if k else 0.0
            before = unit_val[nat] if ri != JOKER else 0.0
            seen: list[int] = []
            k1 = w if w and n >= w and beats_power(row[w], top) else 0
            k2 = 0
            if n >= 4 and bombs_ok:
                for k in range(4, n + 1):
                    if beats_power(row[k], top):
                        k2 = k
                        break
            for k in (k1, k2, nat):
                if not k or k in seen:
                    continue
                seen.append(k)
                p = row[k]
                if not beats_power(p, top):
                    continue
                x = hold(p)
                k_nat = k if k <= nat else nat
                pp = _POINTS[ri] * k_nat if ri != JOKER else 0
                after = (unit_val[nat - k_nat] if ri != JOKER else 0.0) - joker * (k - k_nat)
                v = after - before + x * (point * (pts_table + pp) + lead_value) - (1.0 - x) * point * pp
                if mates:
                    v -= 1.0
                if not best_only or v > best_v:
                    out.append((v, (0, ri, k)))
                    best_v = max(best_v, v)
        for i, p in enumerate(special):
            if beats_power(p, top):
                x = hold(p)
                v = unit - x + x * (point * pts_table + lead_value)
                if mates:
                    v -= 1.0
                if not best_only or v > best_v:
                    out.append((v, (1, i, 0)))
                    best_v = max(best_v, v)
        out.sort(key=lambda sm: -sm[0])
        return out


def playout(state: SimState, half: int, limit: int = 4000) -> tuple[int, int, int]:
    """Play the half out with the normal policy; (side 0, side 1, 上游)."""
    for _ in range(limit):
        seat = state.to_move
        if state.apply(seat, state.decide(seat)):
            return state.settle(half)
    raise RuntimeError("a simulated half did not end")  # pragma: no cover
