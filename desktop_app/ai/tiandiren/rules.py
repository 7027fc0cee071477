"""The 天地人 table rules as pure functions of a view (no game object needed).

:func:`check_play` mirrors :meth:`TiandirenGame.apply` for a ``play`` action exactly: the
same checks in the same order, the same reason codes and parameters (the tests hold it
against the engine on many random states). :func:`check_pass` does the same for a pass.

>>> from desktop_app.engine.tiandiren.game import TiandirenGame
>>> g = TiandirenGame(3, seed=7)
>>> v = g.view_for(g.to_move)
>>> check_play(v, v.hand[:1]).reason is None
True
>>> check_play(v, ()).reason
'no_cards'
>>> other = g.view_for((g.to_move + 1) % 3)
>>> check_play(other, other.hand[:1]).reason
'not_your_turn'
>>> check_pass(v).reason
'leader_cannot_pass'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ...engine.cards import Card, format_cards, sort_cards
from ...engine.core import View
from ...engine.tiandiren import patterns as P

__all__ = ["Check", "check_pass", "check_play", "is_grab", "strict_of", "top_of"]

PHASE_PLAY = "play"
PHASE_GRAB_EARTH = "grab_earth"
PHASE_OVER = "over"


@dataclass(frozen=True, slots=True)
class Check:
    """The engine's verdict on an action: ``reading`` (plays) when legal, else the
    ``reason`` code and ``params``; ``readings`` lists every reading of the cards."""

    readings: tuple[P.Reading, ...] = ()
    reading: P.Reading | None = None
    reason: str | None = None
    params: Mapping[str, Any] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return self.reason is None


def top_of(view: View) -> P.Reading | None:
    """The reading of the current trick's top play (None: a lead, or the 抢地 window)."""
    if view.phase != PHASE_PLAY:
        return None
    top = getattr(view, "top", None)
    return None if top is None else top.reading


def strict_of(view: View) -> bool:
    return bool(getattr(view, "strict_shape", False))


def is_grab(view: View) -> bool:
    """The 抢地 window: the seat may play its whole hand or pass."""
    return view.phase == PHASE_GRAB_EARTH


def _status(view: View, seat: int) -> str:
    status: tuple[str, ...] = getattr(view, "status", ())
    return status[seat] if seat < len(status) else "live"


def _seat_checks(view: View) -> Check | None:
    """The checks every action of ``view.seat`` passes first (seat, game over, out,
    turn), in the engine's order."""
    seat = view.seat
    if seat is None or not 0 <= seat < view.num_players:
        return Check(reason="bad_seat", params={"seat": seat})
    if view.phase == PHASE_OVER:
        return Check(reason="game_over")
    st = _status(view, seat)
    if st != "live":
        return Check(reason="seat_out", params={"seat": seat, "status": st})
    if seat != view.to_move:
        return Check(reason="not_your_turn", params={"seat": seat, "to_move": view.to_move})
    return None


def check_play(view: View, cards: Sequence[Card], value: str | None = None) -> Check:
    """Would ``play cards`` (optionally naming the reading type ``value``) by
    ``view.seat`` be accepted now? The engine's reason and parameters when not."""
    cards = tuple(cards)
    rds = tuple(P.readings(cards)) if cards else ()
    refused = _seat_checks(view)
    if refused is not None:
        return Check(rds, None, refused.reason, refused.params)
    text = format_cards(cards)
    if not cards:
        return Check(rds, None, "no_cards")
    if value is not None and not P.valid_value(value):
        return Check(rds, None, "unknown_type", {"type": str(value)})
    missing = Counter(cards) - Counter(view.hand)
    if missing:
        return Check(rds, None, "not_in_hand", {"cards": format_cards(sort_cards(missing.elements()))})
    if not rds:
        return Check(rds, None, "not_a_combination", {"cards": text})
    usable = rds
    if value is not None:
        usable = tuple(P.select_readings(rds, value))
        if not usable:
            types = [rd.type for rd in rds]
            return Check(rds, None, "reading_not_available", {"cards": text, "type": value, "types": types})
    if is_grab(view):
        if Counter(cards) != Counter(view.hand):
            return Check(rds, None, "must_play_whole_hand", {"cards": text, "hand_size": len(view.hand)})
        return Check(rds, usable[0])
    top = top_of(view)
    if top is None:
        return Check(rds, usable[0])
    strict = strict_of(view)
    for rd in usable:
        if P.beats(rd, top, strict):
            return Check(rds, rd)
    entry = getattr(view, "top", None)
    assert entry is not None
    return Check(
        rds,
        None,
        "does_not_beat",
        {
            "cards": text,
            "type": usable[0].type,
            "play": usable[0].label_params(),
            "top_cards": format_cards(entry.cards),
            "top_seat": entry.seat,
            "top_type": top.type,
            "top": top.label_params(),
            "strict_shape": strict,
        },
    )


def check_pass(view: View) -> Check:
    """Would a pass by ``view.seat`` be accepted now?"""
    refused = _seat_checks(view)
    if refused is not None:
        return refused
    if is_grab(view) or top_of(view) is not None:
        return Check()
    return Check(reason="leader_cannot_pass", params={"seat": view.seat})
