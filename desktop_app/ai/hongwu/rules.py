"""Checking a play against a view, exactly as ``HongwuGame.apply`` checks it.

The engine validates a ``play`` action in this order: a seat of the table
(``bad_seat``; a spectator's view has none); the game is over (``game_over``); the phase
takes no plays (``wrong_phase``); another seat is to move (``not_your_turn``); then for a
lead: no cards (``empty_play``), cards not held (``cards_not_in_hand``) and
:func:`~desktop_app.engine.hongwu.patterns.lead_error`; for a follow:
:func:`~desktop_app.engine.hongwu.patterns.follow_error`. This module repeats that
order with the engine's own pure checks on what the view shows (the seat's hand, the
trick, the room rules); the tests compare it with ``Game.apply`` on many random states.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ...engine.cards import Card, Suit, format_cards
from ...engine.core import (
    ActionKind,
    EngineError,
    GameOverError,
    IllegalActionError,
    IllegalPlayError,
    NotYourTurnError,
    WrongPhaseError,
)
from ...engine.hongwu import patterns as P
from ...engine.hongwu.cards_order import CardOrder, order_for
from ...engine.hongwu.game import OVER, PLAY, HongwuView

__all__ = ["lead_reading", "order_of", "play_error"]


def order_of(view: HongwuView) -> CardOrder | None:
    """The card order of the view's trump suit (None before the trump is chosen)."""
    return None if view.trump is None else order_for(Suit.parse(view.trump))


def lead_reading(view: HongwuView) -> P.Reading | None:
    """The reading of the card(s) that led the current trick (None: no trick under way)."""
    order = order_of(view)
    if not view.trick or order is None:
        return None
    return P.read(list(view.trick[0][1]), order)


def play_error(view: HongwuView, cards: Sequence[Card]) -> EngineError | None:
    """The error ``apply(Action(view.seat, "play", cards))`` would raise (None: legal)."""
    seat = view.seat
    if seat is None or not 0 <= seat < view.num_players:
        return IllegalActionError(f"no seat {seat}", "bad_seat", seat=seat)
    if view.phase == OVER:
        return GameOverError("the game is over")
    if view.phase != PLAY:
        return WrongPhaseError(
            f"cannot {ActionKind.PLAY} during the {view.phase} phase",
            "wrong_phase",
            phase=view.phase,
            kind=ActionKind.PLAY,
        )
    if seat != view.to_move:
        return NotYourTurnError(
            f"it is seat {view.to_move}'s turn, not seat {seat}'s",
            "not_your_turn",
            seat=seat,
            to_move=view.to_move,
        )
    order = order_of(view)
    assert order is not None
    hand = list(view.hand)
    cards = list(cards)
    if not view.trick:
        if not cards:
            return IllegalPlayError("play at least one card", "empty_play")
        missing = Counter(cards) - Counter(hand)
        if missing:
            text = format_cards(missing.elements())
            return IllegalPlayError(f"you do not hold {text}", "cards_not_in_hand", cards=text)
        return P.lead_error(cards, order)
    lead = lead_reading(view)
    assert lead is not None
    return P.follow_error(hand, lead, cards, order, bool(view.options.get("follow_pattern", False)))
