"""The 天地人 rules assistant (:class:`~desktop_app.ai.assist.Assistant`): live readings,
hints and the hand plan, from a view only.

Labels are the engine's label parameters (:meth:`Reading.label_params`, less ``type``):
``rank``, ``low``, ``length`` (groups of a rocket/starship, cards of a straight or drone,
pairs of a pair straight), ``kicker`` (``none``/``single``/``pair``), ``kickers``,
``size``, ``bomb`` (and ``jokers`` for a spaceship), e.g. ``rocket`` with length 2 and
kicker ``pair``: "火箭 x2 带对".

>>> from desktop_app.engine.tiandiren.game import TiandirenGame
>>> g = TiandirenGame(3, seed=7)
>>> v = g.view_for(g.to_move)
>>> r = ASSISTANT.read_selection(v, v.hand[:1])
>>> r.playable, r.readings[0].type, r.chosen
(True, 'single', 0)
>>> sum(len(s.cards) for s in ASSISTANT.plan(v)) == len(v.hand)
True
>>> bool(ASSISTANT.hints(v))
True
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import lru_cache
from typing import Any

from ...engine.cards import Card
from ...engine.core import View
from ...engine.tiandiren import patterns as P
from ..assist import ReadingInfo, SelectionReading, Suggestion
from .hints import lead_order, plan_plays, ranked
from .moves import Play, counts, materialize, pools_of, reading_of, take, variants
from .planner import plan as plan_counts
from .rules import check_play, is_grab, strict_of, top_of

__all__ = ["ASSISTANT", "PLAN_BUDGET", "TiandirenAssistant", "plan_cards", "reading_info"]

#: seconds the assistant's planner may spend on a hand
PLAN_BUDGET = 0.08


_NAMES = {r: P.rank_name(r) for r in range(3, 18)}
_JOKERS = {32: ["BJ", "BJ"], 33: ["RJ", "BJ"], 34: ["RJ", "RJ"]}


@lru_cache(maxsize=8192)
def reading_info(rd: P.Reading) -> ReadingInfo:
    """A reading as the UI names it: the type id and the engine's label parameters
    (:meth:`Reading.label_params` less ``type``, built without its per-call overhead).
    Cached: a hint list of a 54-card hand names hundreds of readings, mostly the same ones
    from call to call (the parameters are shared: read them, do not change them)."""
    t = rd.type
    params: dict[str, Any]
    if t == P.SPACESHIP:
        jokers = _JOKERS[rd.rank]
        params = {"rank": jokers[0], "jokers": list(jokers), "low": jokers[0]}
    else:
        rank = "3" if t == P.SUPER_DRONE else _NAMES[rd.rank]
        params = {"rank": rank, "low": _NAMES[rd.low]}
    params["length"] = rd.length
    params["kicker"] = rd.kicker
    params["kickers"] = [_NAMES[k] for k in rd.kickers]
    params["size"] = rd.size
    params["bomb"] = rd.is_bomb
    params["value"] = P.reading_key(rd)
    return ReadingInfo(t, params)


def _may_play(view: View) -> bool:
    seat = view.seat
    if seat is None or view.phase not in ("play", "grab_earth") or seat != view.to_move or not view.hand:
        return False
    status: tuple[str, ...] = getattr(view, "status", ())
    return not status or status[seat] == "live"


class TiandirenAssistant:
    """The rules assistant of 天地人."""

    def read_selection(self, view: View, cards: Sequence[Card], value: str | None = None) -> SelectionReading:
        """Every reading of ``cards`` (strongest first) and whether ``view.seat`` may play
        them now (as the reading type ``value``, when given); when not, the engine's
        reason code and parameters."""
        cards = tuple(cards)
        check = check_play(view, cards, value)
        infos = tuple(reading_info(rd) for rd in check.readings)
        if check.reading is None:
            return SelectionReading(cards, infos, False, None, check.reason, dict(check.params))
        return SelectionReading(cards, infos, True, check.readings.index(check.reading))

    def _plays(self, view: View) -> list[Play]:
        if not _may_play(view):
            return []
        h = counts(view.hand)
        if is_grab(view):  # 抢地: the whole hand in one go (or pass)
            rd = reading_of(tuple(h[3:]), None, False)
            return [Play(tuple(h), rd)] if rd is not None else []
        return ranked(h, top_of(view), strict_of(view))

    def _suggest(self, view: View, pl: Play) -> Suggestion:
        return Suggestion(materialize(view.hand, pl.vec), reading_info(pl.reading))

    def hints(self, view: View) -> list[Suggestion]:
        """Every distinct legal play now (one per body: type, length, top rank, kicker
        kind), best first, each with its cheapest kickers; empty exactly when the seat may
        not play (not its turn, or nothing beats: it must pass)."""
        found = self._plays(view)
        if not found:
            return []
        pools = pools_of(view.hand)
        return [Suggestion(take(pools, pl.vec), reading_info(pl.reading)) for pl in found]

    def kicker_variants(self, view: View, suggestion: Suggestion) -> Iterator[Suggestion]:
        """The other legal ways to play the same body as ``suggestion`` now (other 2s
        standing in, other kickers), lazily, from the engine's complete enumeration."""
        if not _may_play(view) or is_grab(view):
            return
        top = top_of(view)
        vec = tuple(counts(suggestion.cards))
        rd = reading_of(vec[3:], top, strict_of(view))
        if rd is None:
            return
        for pl in variants(view.hand, Play(vec, rd), strict_of(view), top):
            yield self._suggest(view, pl)

    def plan(self, view: View, budget: float | None = PLAN_BUDGET) -> list[Suggestion]:
        """The seat's whole hand as the fewest legal plays the planner finds (exact for
        hands up to 20 cards within the budget), in the order to lead them."""
        if view.seat is None or not view.hand:
            return []
        groups = lead_order(plan_plays(plan_counts(counts(view.hand), budget=budget)))
        return [
            Suggestion(cards, reading_info(g.reading))
            for g, cards in zip(groups, _split(view.hand, groups), strict=True)
        ]


def _split(hand: Sequence[Card], groups: Sequence[Play]) -> list[tuple[Card, ...]]:
    """The cards of each group, every card of ``hand`` used once."""
    pools = pools_of(hand)
    out = []
    for g in groups:
        cards = take(pools, g.vec)
        for r in range(3, 18):
            del pools[r][: g.vec[r]]
        out.append(cards)
    return out


def plan_cards(hand: Sequence[Card], budget: float | None = PLAN_BUDGET) -> list[tuple[Card, ...]]:
    """A partition of ``hand`` into as few legal plays as the planner finds, in lead order
    (the referee's ``plan`` op)."""
    if not hand:
        return []
    return _split(hand, lead_order(plan_plays(plan_counts(counts(hand), budget=budget))))


#: The assistant of 天地人 (see :func:`desktop_app.ai.assist.assistant`).
ASSISTANT = TiandirenAssistant()
