"""The normal 原子 (yuanzi) bot's side of the count simulator: a view as a
:class:`~.sim.SimState`, and a decision back as cards.

>>> from desktop_app.engine.yuanzi.game import YuanziGame
>>> g = YuanziGame(4, seed=7)
>>> v = g.view_for(g.to_move)
>>> cards = normal_cards(v)
>>> cards is not None and all(c in v.hand for c in cards)
True
"""

from __future__ import annotations

from ...engine.cards import Card, Rank
from ...engine.yuanzi.game import YuanziView
from ...engine.yuanzi.patterns import TIER_ATOM
from .model import _CARD, Counts, _take, power_of_reading
from .planner import units, wild_jokers
from .sim import JOKER, Move, SimHand, SimState

__all__ = ["move_cards", "normal_cards", "sim_state"]

_RJ = Card.of(Rank.RED_JOKER)
_BJ = Card.of(Rank.BLACK_JOKER)


def sim_state(view: YuanziView) -> tuple[SimState, Counts]:
    """The seat's situation as a simulator state (the other hands are sizes only), and
    its hand as counts."""
    seat, dao = view.seat, view.dao_rank
    assert seat is not None and dao is not None
    hand = Counts.from_cards(view.hand)
    hands = [SimHand(n) for n in view.hand_sizes]
    hands[seat] = SimHand.from_counts(hand, dao)
    remaining = [12] * 13 + [6]
    for c in view.played:
        if c.suit is None:
            remaining[13] -= 1
        else:
            remaining[int(c.rank) - 3] -= 1
    passed = 0
    for s, cards in reversed(view.trick):
        if cards:
            break
        passed |= 1 << s
    top = view.top_reading
    state = SimState(
        hands,
        int(dao) - 3,
        seat,
        None if top is None else power_of_reading(top, dao),
        view.top_seat,
        passed,
        view.table_points,
        list(view.won_points) if view.won_points else [0, 0, 0, 0],
        list(view.finished),
        remaining,
    )
    return state, hand


def move_cards(hand: Counts, sim_hand: SimHand, move: Move, dao: Rank) -> tuple[Card, ...]:
    """The cards of a (non-pass) decision: natural cards of the group first (its exact
    atoms and hydrogen bombs kept), then spare jokers, small ones first."""
    assert move is not None
    dao_ri = int(dao) - 3
    kind, a, b = move
    us = units(hand, dao_ri)
    if kind == 1:
        power = sim_hand.special[a]
        for u in us:
            if u.power == power and u.power[0] >= TIER_ATOM:
                return u.cards()
        raise AssertionError(f"no unit with power {power}")  # pragma: no cover
    cards: list[Card] = []
    if a != JOKER:
        for u in us:
            if u.ri == a and u.power[0] < TIER_ATOM:
                k = min(b, u.size)
                t = _take(u.take, k, False)
                assert t is not None
                for si in range(4):
                    cards.extend((_CARD[a][si],) * t[si])
    j = b - len(cards)
    rj, bj = wild_jokers(hand)
    nb = min(bj, j)
    assert j - nb <= rj
    cards.extend((_BJ,) * nb)
    cards.extend((_RJ,) * (j - nb))
    return tuple(cards)


def normal_cards(view: YuanziView) -> tuple[Card, ...] | None:
    """The normal policy's play for ``view.seat`` (None: pass)."""
    state, hand = sim_state(view)
    seat = view.seat
    assert seat is not None and view.dao_rank is not None
    move = state.decide(seat)
    if move is None:
        return None
    return move_cards(hand, state.hands[seat], move, view.dao_rank)
