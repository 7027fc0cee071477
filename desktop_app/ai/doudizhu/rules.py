"""Pure functions that mirror the 斗地主 engine's checks on a seat's view.

:func:`check_play` answers what :meth:`DoudizhuGame.apply` would do with
``Action(view.seat, "play", cards, value)`` in the state the view shows: the same reason
codes and parameters in the same order of checks, and the reading the engine would record
when the play is accepted. :func:`engine_reading` is the engine's choice of reading for a
count vector. Tests compare both with :meth:`Game.apply` on many random states.

>>> from desktop_app.engine.cards import parse_cards
>>> from desktop_app.engine.doudizhu.patterns import counts_of
>>> engine_reading(counts_of(parse_cards("5s 5h 5d 9c")), 6, False, None).type
'soft_bomb'
>>> engine_reading(counts_of(parse_cards("5s 5h 5d 9c")), 6, False, None, "trio_single").type
'trio_single'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ...engine.cards import Card
from ...engine.core import ActionKind, View
from ...engine.doudizhu.game import DoudizhuView
from ...engine.doudizhu.patterns import (
    TYPE_IDS,
    Reading,
    card_ids,
    cards_text,
    counts_of,
    interned,
    rank_index,
    readings_of_counts,
)

__all__ = ["PlayCheck", "check_play", "ddz_view", "engine_reading", "jokers_as_kickers", "laizi_index"]


@dataclass(frozen=True, slots=True)
class PlayCheck:
    """The engine's verdict on a play: ``reading`` when accepted, else ``reason``/``params``.
    ``readings`` lists every reading of the cards (strongest first)."""

    readings: tuple[Reading, ...]
    reading: Reading | None
    reason: str | None = None
    params: dict[str, Any] = field(default_factory=dict)


def ddz_view(view: View) -> DoudizhuView:
    if not isinstance(view, DoudizhuView):
        raise TypeError(f"not a doudizhu view: {type(view).__name__}")
    return view


def laizi_index(view: DoudizhuView) -> int | None:
    """The 癞子 rank as an index 0..12 (None before the draw or in ``classic``)."""
    return None if view.laizi is None else rank_index(view.laizi)


def jokers_as_kickers(view: DoudizhuView) -> bool:
    """The ``jokers_as_kickers`` rule option of the game the view comes from."""
    return view.jokers_as_kickers


def engine_reading(
    play: Sequence[int], laizi: int | None, jk: bool, top: Reading | None, value: str | None = None
) -> Reading | None:
    """The reading the engine records for the count vector ``play`` (led when ``top`` is
    None, else following ``top``), played with the type ``value`` or none; None when the
    engine refuses it."""
    found = readings_of_counts(play, laizi, jk, value)
    if not found:
        return None
    if top is None:
        return found[0]
    beating = [r for r in found if r.beats(top)]
    if not beating:
        return None
    for r in beating:
        if r.type == top.type:
            return r
    return beating[0]


def check_play(view: View, cards: Sequence[Card], value: str | None = None) -> PlayCheck:
    """What the engine answers to ``view.seat`` playing ``cards`` (typed ``value``) now."""
    v = ddz_view(view)
    cards = tuple(cards)
    laizi = laizi_index(v)
    jk = jokers_as_kickers(v)
    found = tuple(readings_of_counts(counts_of(cards), laizi, jk)) if cards else ()

    def no(reason: str, **params: Any) -> PlayCheck:
        return PlayCheck(found, None, reason, params)

    if v.phase == "over" or v.to_move is None:
        return no("game_over")
    if v.seat is None or v.seat != v.to_move:
        return no("not_your_turn", seat=v.seat, to_move=v.to_move)
    allowed = v.legal_kinds
    if ActionKind.PLAY not in allowed:
        return no("wrong_phase", kind=ActionKind.PLAY, phase=v.phase, allowed=sorted(allowed))
    text = cards_text(cards)
    if not cards:
        return no("no_cards")
    held = card_ids(interned(v.hand))
    chosen = card_ids(cards)
    if not held.issuperset(chosen):
        cards = interned(cards)
        chosen = card_ids(cards)
    if len(chosen) != len(cards) or not held.issuperset(chosen):
        missing = [c for c in cards if id(c) not in held]
        return no("not_in_hand", cards=cards_text(missing or cards))
    if value is not None and value not in TYPE_IDS:
        return no("bad_value", kind="play", value=value)
    rs = list(found)
    if not rs:
        return no("not_a_combination", cards=text)
    if value is not None:
        rs = [r for r in rs if r.type == value]
        if not rs:
            return no("not_that_type", cards=text, type=value)
    top = v.top_reading
    if top is None:
        return PlayCheck(found, rs[0])
    beating = [r for r in rs if r.beats(top)]
    if not beating:
        return no("does_not_beat", cards=text, type=rs[0].type, top=cards_text(v.top_cards), top_type=top.type)
    same = [r for r in beating if r.type == top.type]
    return PlayCheck(found, same[0] if same else beating[0])
