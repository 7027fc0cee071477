"""The 斗地主 rules assistant: live readings, hints and the hand plan, from a view.

>>> from desktop_app.engine.doudizhu.game import DoudizhuGame
>>> from desktop_app.engine.core import Action
>>> g = DoudizhuGame(3, {"variant": "classic"}, seed=7)
>>> _ = g.apply(Action(g.to_move, "call", value=True))
>>> while g.phase == "grabbing":
...     _ = g.apply(Action(g.to_move, "grab", value=False))
>>> v = g.view_for(g.to_move)
>>> r = ASSISTANT.read_selection(v, v.hand[:1])
>>> r.playable, r.readings[r.chosen].type
(True, 'single')
>>> h = ASSISTANT.hints(v)
>>> bool(h), sum(len(s.cards) for s in ASSISTANT.plan(v)) == len(v.hand)
(True, True)
>>> trio = next((s for s in h if s.reading.type == "trio_single"), None)
>>> trio is None or all(x.reading.params["rank"] == trio.reading.params["rank"] for x in ASSISTANT.variants(v, trio))
True
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.cards import Card, sort_cards
from ...engine.core import View
from ...engine.doudizhu.patterns import RANK_TEXT, Reading, by_rank, cards_from_buckets, counts_of, moves
from ..assist import ReadingInfo, SelectionReading, Suggestion
from .hints import hint_moves, kicker_cost
from .planner import plan_moves
from .rules import check_play, ddz_view, engine_reading, jokers_as_kickers, laizi_index

__all__ = ["ASSISTANT", "DoudizhuAssistant", "info"]

#: Seconds the planner may take for one plan (hands of up to 20 cards need far less).
PLAN_TIME_LIMIT = 0.25


def info(r: Reading) -> ReadingInfo:
    """A reading as the UI's label parameters (type id, ranks in notation, kickers...)."""
    return ReadingInfo(r.type, r.label_params())


class DoudizhuAssistant:
    """Readings, hints and plans for 斗地主, from a seat's view only."""

    def read_selection(self, view: View, cards: Sequence[Card], value: str | None = None) -> SelectionReading:
        """Every reading of ``cards`` (strongest first) and the engine's verdict on playing
        them now, as the type id ``value`` when given (:func:`~.rules.check_play` mirrors
        it, reason codes included)."""
        check = check_play(view, cards, value)
        infos = tuple(info(r) for r in check.readings)
        if check.reading is not None:
            return SelectionReading(tuple(cards), infos, True, check.readings.index(check.reading))
        return SelectionReading(tuple(cards), infos, False, None, check.reason, dict(check.params))

    def hints(self, view: View) -> list[Suggestion]:
        """Every distinct legal play now, best first (see :mod:`.hints`); empty exactly when
        the seat cannot play (it must pass, or it is not its turn to play)."""
        v = ddz_view(view)
        if v.seat is None or v.seat != v.to_move or v.phase != "play" or not v.hand:
            return []
        buckets = by_rank(sort_cards(v.hand))
        found = hint_moves(counts_of(v.hand), laizi_index(v), v.top_reading, jokers_as_kickers(v))
        return [Suggestion(tuple(cards_from_buckets(buckets, p)), info(r)) for p, r in found]

    def variants(self, view: View, suggestion: Suggestion) -> list[Suggestion]:
        """The other legal plays of the same body as ``suggestion`` (other kickers, more
        癞子 in the body), cheapest kickers first, for a UI that cycles through them."""
        v = ddz_view(view)
        if v.seat is None or v.seat != v.to_move or v.phase != "play":
            return []
        laizi, jk, top = laizi_index(v), jokers_as_kickers(v), v.top_reading
        p = suggestion.reading.params
        want = (suggestion.reading.type, p.get("rank"), p.get("length"))
        hand = counts_of(v.hand)
        mine = counts_of(suggestion.cards)
        buckets = by_rank(sort_cards(v.hand))
        found = []
        for play, r in moves(hand, laizi, top, jk, all_kickers=True):
            if list(play) == mine or r.type != want[0]:
                continue
            got = engine_reading(play, laizi, jk, top, r.type)
            if got is None or (got.type, RANK_TEXT[got.key], got.length) != want:
                continue
            found.append((sum(kicker_cost(hand, x) for x in got.kickers), play, got))
        found.sort(key=lambda e: e[0])
        return [Suggestion(tuple(cards_from_buckets(buckets, q)), info(r)) for _, q, r in found]

    def plan(self, view: View) -> list[Suggestion]:
        """The seat's whole hand in as few legal plays as possible (the planner is exact,
        癞子 included, see :mod:`.planner`), lowest first, bombs last."""
        v = ddz_view(view)
        if v.seat is None or not v.hand:
            return []
        remaining = by_rank(sort_cards(v.hand))
        out = []
        for p, r in plan_moves(counts_of(v.hand), laizi_index(v), jokers_as_kickers(v), PLAN_TIME_LIMIT):
            cards = cards_from_buckets(remaining, p)
            for i, k in enumerate(p):
                if k:
                    remaining[i] = remaining[i][k:]
            out.append(Suggestion(tuple(cards), info(r)))
        return out


ASSISTANT = DoudizhuAssistant()
