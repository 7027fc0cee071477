"""The 原子 (yuanzi) rules assistant: live readings, hints and the hand plan.

>>> from desktop_app.engine.cards import parse_cards
>>> from desktop_app.engine.yuanzi.game import YuanziGame
>>> g = YuanziGame(4, seed=7)
>>> v = g.view_for(g.to_move)
>>> r = ASSISTANT.read_selection(v, v.hand[:1])
>>> r.playable, r.readings[r.chosen].type
(True, 'single')
>>> bool(ASSISTANT.hints(v)), sum(len(s.cards) for s in ASSISTANT.plan(v)) == len(v.hand)
(True, True)
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.cards import Card, Rank
from ...engine.core import View
from ...engine.yuanzi.patterns import Reading, beats, plays, readings
from ..assist import ReadingInfo, SelectionReading, Suggestion
from .hints import ordered_plays
from .legality import check_play, yuanzi_view
from .model import Counts, Play, power_of_reading
from .normal import normal_cards
from .planner import plan_plays

__all__ = ["ASSISTANT", "YuanziAssistant"]

#: Bound on the card-level variants listed by :meth:`YuanziAssistant.variants`.
VARIANT_LIMIT = 2000


def _info(dao: Rank, play: Play, top: Reading | None) -> ReadingInfo:
    """The engine's reading of a candidate play, as label parameters."""
    for r in readings(play.cards(), dao):
        if top is None or beats(r, top):
            return ReadingInfo(r.type, r.label_params())
    raise AssertionError("a candidate play without a reading")  # pragma: no cover


def _body(info: ReadingInfo) -> tuple[str, tuple[tuple[str, object], ...]]:
    """What makes a play distinct: its type and label parameters, jokers aside."""
    return (info.type, tuple(sorted((k, v) for k, v in info.params.items() if k != "jokers")))


class YuanziAssistant:
    """Readings, hints and plans for 原子, from a seat's view only."""

    def read_selection(self, view: View, cards: Sequence[Card], value: str | None = None) -> SelectionReading:
        """Every reading of ``cards`` (strongest first, with label parameters) and the
        engine's verdict on playing them now (as the type id ``value``, when given), as
        :func:`~.legality.check_play` mirrors it."""
        v = yuanzi_view(view)
        cards = tuple(cards)
        rs = readings(cards, v.dao_rank) if cards else []
        infos = tuple(ReadingInfo(r.type, r.label_params()) for r in rs)
        check = check_play(v, cards, value)
        if check.reading is not None:
            return SelectionReading(cards, infos, True, rs.index(check.reading))
        return SelectionReading(cards, infos, False, None, check.reason, dict(check.params))

    def hints(self, view: View) -> list[Suggestion]:
        """Every distinct legal play now, best suggestion first; empty exactly when the
        seat must pass (or it is not its turn).

        The first entry is the normal bot's play when it would play (the planner's
        advice: it weighs the whole hand, the partner and the points); the others
        follow the cheap-first order of :mod:`.hints`."""
        v = yuanzi_view(view)
        if v.result is not None or v.seat is None or v.seat != v.to_move or v.dao_rank is None:
            return []
        top = v.top_reading
        tp = None if top is None else power_of_reading(top, v.dao_rank)
        found = ordered_plays(Counts.from_cards(v.hand), v.dao_rank, tp)
        out = [Suggestion(p.cards(), _info(v.dao_rank, p, top)) for p in found]
        advice = normal_cards(v) if out else None
        if advice is not None:
            rs = readings(advice, v.dao_rank)
            chosen = rs[0] if top is None else next(r for r in rs if beats(r, top))
            want = _body(ReadingInfo(chosen.type, chosen.label_params()))
            for i, sug in enumerate(out):
                if _body(sug.reading) == want:
                    out.insert(0, out.pop(i))
                    break
        return out

    def variants(self, view: View, suggestion: Suggestion) -> list[tuple[Card, ...]]:
        """Every other choice of cards for the same body as ``suggestion`` (other suits,
        other jokers), for a UI that lets the player cycle through them."""
        v = yuanzi_view(view)
        if v.dao_rank is None or v.seat != v.to_move:
            return []
        want = (suggestion.reading.type, dict(suggestion.reading.params))
        out = []
        for cards, r in plays(v.hand, v.dao_rank, v.top_reading, VARIANT_LIMIT):
            p = dict(r.label_params())
            p_want = dict(want[1])
            p.pop("jokers", None)
            p_want.pop("jokers", None)
            if (
                r.type == want[0]
                and p == p_want
                and sorted(cards, key=lambda c: c.index) != sorted(suggestion.cards, key=lambda c: c.index)
            ):
                out.append(cards)
        return out

    def plan(self, view: View) -> list[Suggestion]:
        """The whole hand in the fewest legal plays (exact: see :mod:`.planner`)."""
        v = yuanzi_view(view)
        if v.dao_rank is None or not v.hand:
            return []
        return [
            Suggestion(p.cards(), _info(v.dao_rank, p, None)) for p in plan_plays(Counts.from_cards(v.hand), v.dao_rank)
        ]


ASSISTANT = YuanziAssistant()
