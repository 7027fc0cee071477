"""Checking a play against a view, exactly as :meth:`YuanziGame.apply` would.

The engine checks a play on the full state; the assistant only has the seat's view.
:func:`check_play` mirrors the engine's checks and their order (game over, turn, no
cards, cards in hand, combination, named reading, beating the table) and returns the
engine's reason codes and parameters. A test compares it with ``Game.apply`` on many
random states.

>>> from desktop_app.engine.yuanzi.game import YuanziGame
>>> g = YuanziGame(4, seed=7)
>>> v = g.view_for(g.to_move)
>>> check_play(v, v.hand[:1]).reading is not None
True
>>> check_play(g.view_for((g.to_move + 1) % 4), ()).reason
'not_your_turn'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ...engine.cards import Card, format_cards
from ...engine.core import View
from ...engine.yuanzi.game import YuanziView
from ...engine.yuanzi.patterns import TYPE_IDS, Reading, beats, readings, refusal

__all__ = ["Check", "check_play", "yuanzi_view"]


@dataclass(frozen=True, slots=True)
class Check:
    """The engine's verdict on a play: the reading it would be played as, or the reason
    code and parameters of the refusal."""

    reading: Reading | None
    reason: str | None = None
    params: dict[str, Any] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return self.reading is not None


def yuanzi_view(view: View) -> YuanziView:
    if not isinstance(view, YuanziView):
        raise TypeError(f"a yuanzi view is needed, not {type(view).__name__}")
    return view


def check_play(view: View, cards: Sequence[Card], value: object = None) -> Check:
    """Would ``view.seat`` playing ``cards`` (as the reading ``value``, or the engine's
    choice when None) be accepted now? Mirrors ``YuanziGame.apply``."""
    v = yuanzi_view(view)
    cards = tuple(cards)
    if v.result is not None or v.phase == "over":
        return Check(None, "game_over")
    if v.seat is None or v.seat != v.to_move:
        return Check(None, "not_your_turn", {"seat": v.seat, "to_move": v.to_move})
    text = format_cards(cards)
    if not cards:
        return Check(None, "no_cards")
    have = Counter(v.hand)
    if any(have[c] < n for c, n in Counter(cards).items()):
        return Check(None, "cards_not_in_hand", {"cards": text})
    rs = readings(cards, v.dao_rank)
    if not rs:
        return Check(None, refusal(cards, v.dao_rank), {"cards": text})
    if value is not None:
        if not isinstance(value, str) or value not in TYPE_IDS or not any(r.type == value for r in rs):
            return Check(None, "unknown_reading", {"cards": text, "type": str(value)})
        rs = [r for r in rs if r.type == value]
    top = v.top_reading
    if top is None:
        return Check(rs[0])
    for r in rs:
        if beats(r, top):
            return Check(r)
    return Check(
        None,
        "does_not_beat",
        {"cards": text, "type": rs[0].type, "top": format_cards(v.top_cards), "top_type": top.type},
    )
