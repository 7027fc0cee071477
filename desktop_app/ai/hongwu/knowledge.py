"""What one seat knows during the trick play, on card indices: its hand, the cards gone
(played by anyone), the kitty if it is the dealer's, the voids every seat has shown, the
trick so far. Built from a :class:`~desktop_app.engine.hongwu.game.HongwuView` (for the
assistant and the bots) or from the bots' own simulator (for playouts); nothing here can
see another seat's hand.

``unseen(c)`` is how many copies of card ``c`` the seat cannot place: in the other hands,
or (for a 闲家) in the buried kitty.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...engine.cards import Suit
from ...engine.hongwu.cards_order import class_of_name
from ...engine.hongwu.game import HongwuView
from .tables import NUM_CARDS, POINTS, Lead, Tables, contest, counts_of, idx, read_lead, tables

__all__ = ["ZERO", "Ctx", "ctx_from_view", "tables_for_view"]

#: A hand of nothing (the kitty of a seat that is not the dealer).
ZERO: tuple[int, ...] = (0,) * NUM_CARDS


class Ctx:
    """The play-phase knowledge of seat ``me`` (see the module docstring)."""

    __slots__ = (
        "_class_unseen",
        "_top_unseen",
        "_unseen_total",
        "best_seat",
        "best_str",
        "bid",
        "dealer",
        "fp",
        "gone",
        "hand",
        "kit",
        "kitty_double",
        "lead",
        "leader",
        "me",
        "memo",
        "points_won",
        "sizes",
        "t",
        "trick",
        "trick_pts",
        "voids",
    )

    def __init__(
        self,
        t: Tables,
        me: int,
        dealer: int,
        hand: list[int],
        gone: Sequence[int],
        kit: Sequence[int],
        sizes: Sequence[int],
        voids: Sequence[set[int] | frozenset[int]],
        trick: Sequence[tuple[int, tuple[int, ...]]],
        lead: Lead | None,
        best_seat: int | None,
        best_str: int,
        fp: bool,
        points_won: Sequence[int],
        bid: int,
        kitty_double: bool,
    ) -> None:
        self.t = t
        self.me = me
        self.dealer = dealer
        self.hand = hand
        self.gone = gone
        self.kit = kit
        self.sizes = sizes
        self.voids = voids
        self.trick = trick
        self.lead = lead
        self.leader = trick[0][0] if trick else me
        self.best_seat = best_seat
        self.best_str = best_str
        self.fp = fp
        self.points_won = points_won
        self.bid = bid
        self.kitty_double = kitty_double
        self.trick_pts = sum(POINTS[i] for _, p in trick for i in p)
        self._class_unseen: list[int] | None = None
        self._top_unseen: list[int] | None = None
        self._unseen_total = -1
        #: per-decision caches of the policy (keep values, ...)
        self.memo: dict[int, float] = {}

    # ---- knowledge

    def unseen(self, i: int) -> int:
        return 2 - self.gone[i] - self.hand[i] - self.kit[i]

    def class_unseen(self, klass: int) -> int:
        """Unseen cards of ``klass`` (copies)."""
        if self._class_unseen is None:
            cu = [0] * 5
            gone, hand, kit, cls = self.gone, self.hand, self.kit, self.t.cls
            for i in range(NUM_CARDS):
                u = 2 - gone[i] - hand[i] - kit[i]
                if u:
                    cu[cls[i]] += u
            self._class_unseen = cu
            self._unseen_total = sum(cu)
        return self._class_unseen[klass]

    def unseen_total(self) -> int:
        if self._unseen_total < 0:
            self.class_unseen(0)
        return self._unseen_total

    def team(self, seat: int) -> int:
        """0 for the dealer, 1 for the 闲家."""
        return 0 if seat == self.dealer else 1

    def same_team(self, a: int, b: int) -> bool:
        return (a == self.dealer) == (b == self.dealer)

    def later_seats(self) -> list[int]:
        """Seats still to play in this trick after ``me``."""
        k = len(self.trick)
        return [(self.me + j) % 4 for j in range(1, 4 - k)]

    def held(self, klass: int) -> list[int]:
        """My cards of ``klass`` (with repeats), low to high."""
        hand = self.hand
        out: list[int] = []
        for i in reversed(self.t.class_cards[klass]):
            n = hand[i]
            if n:
                out.extend([i] * n)
        return out

    def hand_cards(self) -> list[int]:
        hand = self.hand
        return [i for i in range(NUM_CARDS) for _ in range(hand[i])]

    def hand_size(self) -> int:
        return sum(self.hand)

    # ---- estimates

    def p_void(self, seat: int, klass: int) -> float:
        """Chance that ``seat`` holds no card of ``klass`` (1 when shown void)."""
        if klass in self.voids[seat]:
            return 1.0
        u = self.class_unseen(klass)
        total = self.unseen_total()
        h = self.sizes[seat]
        if u <= 0 or total <= 0 or h <= 0:
            return 1.0
        if u >= total:
            return 0.0
        return float((1.0 - u / total) ** h)

    def p_holds(self, seat: int, copies: int) -> float:
        """Chance that ``seat`` holds at least one of ``copies`` given unseen cards."""
        if copies <= 0:
            return 0.0
        total = self.unseen_total()
        h = self.sizes[seat]
        if total <= 0 or h <= 0:
            return 0.0
        f = min(1.0, h / total)
        return float(1.0 - (1.0 - f) ** copies)

    def p_pair(self, seat: int, pairs: int) -> float:
        """Chance that ``seat`` holds both copies of one of ``pairs`` fully unseen cards."""
        if pairs <= 0:
            return 0.0
        total = self.unseen_total()
        h = self.sizes[seat]
        if total <= 1 or h <= 1:
            return 0.0
        f = (h / total) * ((h - 1) / (total - 1))
        return float(1.0 - (1.0 - f) ** pairs)

    def top_unseen(self, klass: int) -> int:
        """Strength of the strongest unseen card of ``klass`` (-1: none)."""
        if self._top_unseen is None:
            top = [-1] * 5
            st = self.t.strength
            for k in range(5):
                for i in self.t.class_cards[k]:
                    if self.unseen(i) > 0:
                        top[k] = st[i]
                        break
            self._top_unseen = top
        return self._top_unseen[klass]

    def higher_unseen(self, klass: int, strength: int) -> int:
        """Unseen copies of ``klass`` cards stronger than ``strength``."""
        st = self.t.strength
        n = 0
        for i in self.t.class_cards[klass]:
            if st[i] <= strength:
                break
            n += self.unseen(i)
        return n

    def higher_unseen_pairs(self, klass: int, strength: int) -> int:
        """Cards of ``klass`` stronger than ``strength`` whose two copies are unseen."""
        st = self.t.strength
        n = 0
        for i in self.t.class_cards[klass]:
            if st[i] <= strength:
                break
            if self.unseen(i) == 2:
                n += 1
        return n

    def unseen_tractor_above(self, klass: int, k: int, strength: int) -> bool:
        """Could an unseen tractor of ``k`` pairs of ``klass`` top ``strength``?"""
        lv = self.t.level_cards[klass]
        st = self.t.strength
        paired = [any(self.unseen(i) == 2 for i in group) for group in lv]
        for start in range(len(lv) - k + 1):
            if st[lv[start][0]] <= strength:
                break
            if all(paired[start : start + k]):
                return True
        return False


def tables_for_view(view: HongwuView) -> Tables:
    """The tables of the view's trump suit (the view must be past the trump choice)."""
    assert view.trump is not None
    return tables(Suit.parse(view.trump))


def ctx_from_view(view: HongwuView) -> Ctx:
    """The knowledge of ``view.seat`` in the play phase."""
    t = tables_for_view(view)
    assert view.seat is not None and view.dealer is not None
    me = view.seat
    gone = [0] * NUM_CARDS
    for seat_cards in view.played:
        for card in seat_cards:
            gone[card.index] += 1
    kit: Sequence[int] = counts_of(idx(view.kitty)) if view.kitty else ZERO
    voids = [frozenset(class_of_name(v) for v in vs) for vs in view.voids]
    trick = [(s, tuple(idx(cards))) for s, cards in view.trick]
    lead: Lead | None = None
    best_seat: int | None = None
    best_str = 0
    if trick:
        lead = read_lead(trick[0][1], t)
        assert lead is not None
        best_seat, best_str = trick[0][0], lead.strength
        for s, p in trick[1:]:
            strength = contest(lead, p, t)
            if strength is not None and strength > best_str:
                best_seat, best_str = s, strength
    opts: dict[str, Any] = dict(view.options)
    return Ctx(
        t,
        me,
        view.dealer,
        counts_of(idx(view.hand)),
        gone,
        kit,
        list(view.hand_sizes),
        voids,
        trick,
        lead,
        best_seat,
        best_str,
        bool(opts.get("follow_pattern", False)),
        list(view.points_won),
        view.bid or 0,
        bool(opts.get("kitty_double", False)),
    )
