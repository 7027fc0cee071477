"""The 生死堵 rules assistant (:class:`~desktop_app.ai.assist.Assistant`): live readings,
hints and the hand plan, from a view only.

>>> from desktop_app.engine.shengsidu.game import ShengsiduGame
>>> g = ShengsiduGame(3, seed=7)
>>> v = g.view_for(g.to_move)
>>> r = ASSISTANT.read_selection(v, v.hand[:1])
>>> r.playable, r.readings[0].type
(True, 'single')
>>> sum(len(s.cards) for s in ASSISTANT.plan(v)) == len(v.hand)
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...engine.cards import NATURAL_RANKS, Card
from ...engine.core import View
from ...engine.shengsidu import patterns as P
from ..assist import ReadingInfo, SelectionReading, Suggestion
from .hints import body_of, grouped_moves
from .moves import Counts, Move, N, counts, from_reading, sub, to_reading
from .planner import FEWEST, plan
from .rules import Rules, check_play, next_holds_one

__all__ = ["ASSISTANT", "ShengsiduAssistant", "reading_info"]


def _kicker_info(m: Counts, r: P.Reading) -> dict[str, Any]:
    mv = from_reading(m, r)
    body = body_of(mv)
    if body == m:
        return {}
    kick = sub(m, body)
    ranks = [NATURAL_RANKS[p].text for p in range(N) for _ in range(kick[p])]
    out: dict[str, Any] = {"kickers": ranks}
    if r.type in ("plane_triple_pair", "plane_four_one"):
        pairs = all(v % 2 == 0 for v in kick)
        out["kicker"] = "pairs" if r.type == "plane_triple_pair" and pairs else "singles"
    return out


def reading_info(m: Counts, r: P.Reading) -> ReadingInfo:
    """A reading as the UI names it: the engine's label parameters (type, rank, low,
    length, count) and, for plays with kickers, ``kickers`` (rank texts) and for planes
    ``kicker`` ("pairs" or "singles")."""
    params = r.label_params()
    params.pop("type", None)
    params.update(_kicker_info(m, r))
    return ReadingInfo(r.type, params)


def _top_move(view: View) -> Move | None:
    top: P.Reading | None = getattr(view, "top_reading", None)
    if top is None:
        return None
    return from_reading(counts(getattr(view, "top_cards", ())), top)


def _my_turn(view: View) -> bool:
    return view.seat is not None and view.phase != "over" and view.seat == view.to_move and bool(view.hand)


class ShengsiduAssistant:
    """The rules assistant of 生死堵."""

    def read_selection(self, view: View, cards: Sequence[Card], value: str | None = None) -> SelectionReading:
        """Every reading of ``cards`` (strongest first) and whether ``view.seat`` may play
        them now (as the type id ``value``, when given); when not, the engine's reason
        code and parameters."""
        cards = tuple(cards)
        check = check_play(view, cards, value)
        m = counts(cards) if cards and not any(c.is_joker for c in cards) else None
        infos = tuple(reading_info(m, r) if m is not None else ReadingInfo(r.type) for r in check.readings)
        if check.reading is None:
            return SelectionReading(cards, infos, False, None, check.reason, dict(check.params))
        chosen = check.readings.index(check.reading)
        return SelectionReading(cards, infos, True, chosen)

    def _groups(self, view: View) -> list[list[Move]]:
        if not _my_turn(view):
            return []
        assert view.seat is not None
        rules = Rules.of(view)
        c = counts(view.hand)
        highest_only = next_holds_one(view.num_players, view.hand_sizes, view.seat, rules) is not None
        return grouped_moves(c, _top_move(view), rules, highest_only)

    def _suggest(self, view: View, mv: Move) -> Suggestion:
        return Suggestion(P.materialize(view.hand, mv.m), reading_info(mv.m, to_reading(mv)))

    def hints(self, view: View) -> list[Suggestion]:
        """Every distinct legal play now, best first, one per body with its cheapest
        kickers; empty exactly when the seat may not play (not its turn, or it must
        pass)."""
        return [self._suggest(view, g[0]) for g in self._groups(view)]

    def hint_groups(self, view: View) -> list[list[Suggestion]]:
        """Every distinct legal play now (by ranks), grouped by body: the same order as
        :meth:`hints`, each group with every kicker choice, cheapest first."""
        return [[self._suggest(view, mv) for mv in g] for g in self._groups(view)]

    def plan(self, view: View) -> list[Suggestion]:
        """The seat's whole hand as the fewest legal plays the planner finds (exact for
        a 13-card hand), in the order they can be played (a 尾牌3带1 last)."""
        if view.seat is None or not view.hand:
            return []
        rules = Rules.of(view)
        hand = list(view.hand)
        moves = plan(counts(hand), FEWEST, **rules.kw, last=True)
        by_pos: list[list[Card]] = [[] for _ in range(N)]
        for card in sorted(hand, key=lambda c: (c.rank, c.suit.value if c.suit else "")):
            by_pos[card.rank - 3].append(card)
        out = []
        for mv in moves:
            part: list[Card] = []
            for p in range(N):
                part.extend(by_pos[p][: mv.m[p]])
                del by_pos[p][: mv.m[p]]
            out.append(Suggestion(tuple(part), reading_info(mv.m, to_reading(mv))))
        return out


#: The assistant of 生死堵 (see :func:`desktop_app.ai.assist.assistant`).
ASSISTANT = ShengsiduAssistant()
