"""The 红五 rules assistant (``ASSISTANT``): live readings, hints and the hand plan.

**Readings.** A lead has at most one reading in 红五 (``single``, ``pair``, ``tractor`` or
``throw``), with the engine's label parameters (``suit``, ``top``, ``pairs``, ``size``,
``length`` for a tractor, ``components`` for a throw) plus ``points``; a throw also says
whether it is ``safe`` (nobody can hold a higher part, given what the seat has seen) and
which parts are ``risky``. Cards selected to follow read as the lead's type when they
contest the trick (same shape, all of the led suit or all trumps; ``wins`` says whether
they would take it now, ``ruff`` whether they are trumps on a plain lead), else as a
``discard`` (垫牌: ``suit`` is the suit class or ``"mixed"``). Before the trump is chosen
cards have no reading. Playability and the reason codes are the engine's own
(:mod:`.rules`).

**Hints.** Empty exactly when the seat cannot play now (not its turn, not the play
phase); when it must play there is always at least one. The first hint is the ``normal``
bot's choice. Leading: then the safe throws (each plain suit's boss parts together), every
distinct tractor, pair and single (longest and highest first, as the engine lists them),
then each plain suit thrown whole (a legal attempt that may fail: see ``safe``); other
subsets of a suit are also legal throw attempts but are not listed. Following: then every
distinct follow that would take the trick (for a ruffed throw: see Limits), weakest first;
then the non-winning follows, one per choice of shape: for every number of pairs the
led-suit part may hold (at least the pairs the ``follow_pattern`` room rule demands), the
cheapest such follow and the one giving the most points; throwaway cards from other suits
are picked cheapest once and richest once, never enumerated.

**Limits.** The winning follows are complete (one entry per distinct set of cards) for a
single, pair or tractor lead, and for a throw followed in its own suit (it cannot win).
Ruffing a throw with trumps can have hundreds of distinct winning follows (534 at most in
150 deals of normal bots); a ruff wins by its top trump, so the hints list one ruff for
every top trump that wins (the cheapest with it, lowest top first: every way to win is
offered), then other ruffs cheapest first, 64 in all (the engine's enumeration looks at
4,000 combinations at most). Leading, only the throws above are listed, not every subset
of a suit that is a legal attempt (the referee lists them all).

**Plan.** See :mod:`.planner`: trumps as maximal tractors, pairs and singles; each plain
suit's boss parts as one safe throw, its other parts one by one.

>>> from desktop_app.engine.hongwu.game import HongwuGame
>>> from desktop_app.ai.hongwu import make
>>> g = HongwuGame(4, seed=7)
>>> bots = [make("normal", s, s) for s in range(4)]
>>> while g.phase != "play":
...     _ = g.apply(bots[g.to_move].decide(g.view_for(g.to_move)))
>>> v = g.view_for(g.to_move)
>>> r = ASSISTANT.read_selection(v, v.hand[-1:])
>>> r.playable, r.readings[r.chosen].type
(True, 'single')
>>> bool(ASSISTANT.hints(v)), sum(len(s.cards) for s in ASSISTANT.plan(v)) == len(v.hand)
(True, True)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ...engine.cards import Card
from ...engine.core import View
from ...engine.hongwu import patterns as P
from ...engine.hongwu.cards_order import CLASS_NAMES, TRUMP, CardOrder
from ...engine.hongwu.game import BURY, PLAY, HongwuView
from ...engine.hongwu.scoring import card_points
from ..assist import ReadingInfo, SelectionReading, Suggestion
from .knowledge import ctx_from_view
from .moves import follow_variants, hand_components, hinted_follows, is_boss, lead_components
from .planner import plan_groups
from .policy import cheap_key, choose_play, smear_key
from .rules import lead_reading, order_of, play_error
from .tables import Component, cards_of, counts_of, idx, tables

__all__ = ["ASSISTANT", "DISCARD", "HongwuAssistant"]

#: The reading of a follow that cannot win the trick (垫牌).
DISCARD = "discard"

Unseen = Callable[[int], int]


def _as_view(view: View) -> HongwuView:
    if not isinstance(view, HongwuView):
        raise TypeError("the 红五 assistant needs a 红五 view")
    return view


def _unseen_fn(view: HongwuView) -> Unseen | None:
    """How many copies of a card the seat cannot place (None: no knowledge yet)."""
    if view.trump is None or view.seat is None:
        return None
    if view.phase == PLAY:
        return ctx_from_view(view).unseen
    hand = counts_of(idx(view.hand))
    return lambda i: 2 - hand[i]


def _component(comp: P.Component) -> Component:
    return Component(comp.pairs, comp.strength, tuple(idx(comp.cards)))


def lead_info(reading: P.Reading, order: CardOrder, unseen: Unseen | None) -> ReadingInfo:
    """The reading of cards as a lead, with the throw's safety when the seat can tell."""
    params: dict[str, Any] = reading.label_params()
    params["points"] = card_points(reading.cards)
    if reading.type == P.THROW and unseen is not None:
        t = tables(order.trump)
        risky = [c for c in reading.components if not is_boss(_component(c), reading.suit_class, unseen, t)]
        params["safe"] = not risky
        params["risky"] = [" ".join(x.text for x in c.cards) for c in risky]
    return ReadingInfo(reading.type, params)


def follow_info(lead: P.Reading, cards: Sequence[Card], order: CardOrder, best: int) -> ReadingInfo:
    """The reading of ``cards`` played to the trick led by ``lead``."""
    klasses = {order.cls[c.index] for c in cards}
    suit = CLASS_NAMES[next(iter(klasses))] if len(klasses) == 1 else "mixed"
    top = max(cards, key=lambda c: order.strength[c.index]) if cards else None
    pts = card_points(cards)
    strength = P.contest_strength(lead, cards, order)
    if strength is None:
        return ReadingInfo(
            DISCARD,
            {"type": DISCARD, "suit": suit, "size": len(cards), "points": pts, "contest": False, "wins": False},
        )
    assert top is not None
    params: dict[str, Any] = {
        "type": lead.type,
        "suit": suit,
        "top": top.text,
        "size": len(cards),
        "pairs": lead.pairs,
        "points": pts,
        "contest": True,
        "wins": strength > best,
        "ruff": lead.suit_class != TRUMP and suit == "trump",
    }
    if lead.type == P.TRACTOR:
        params["length"] = lead.pairs
    return ReadingInfo(lead.type, params)


def _best_strength(view: HongwuView, lead: P.Reading, order: CardOrder) -> int:
    best = lead.strength
    for _seat, cards in view.trick[1:]:
        s = P.contest_strength(lead, cards, order)
        if s is not None and s > best:
            best = s
    return best


class HongwuAssistant:
    """The 红五 assistant (see the module docstring)."""

    game_id = "hongwu"

    def read_selection(self, view: View, cards: Sequence[Card], value: str | None = None) -> SelectionReading:
        """The reading of ``cards`` (红五 plays have one: ``value`` is ignored) and whether
        ``view.seat`` may play them now."""
        v = _as_view(view)
        cards = tuple(cards)
        order = order_of(v)
        readings: list[ReadingInfo] = []
        if order is not None and cards:
            lead = lead_reading(v) if v.phase == PLAY else None
            if lead is not None and len(cards) == lead.size:
                readings.append(follow_info(lead, cards, order, _best_strength(v, lead, order)))
            else:
                r = P.read(cards, order)
                if r is not None:
                    unseen = _unseen_fn(v) if lead is None else None
                    readings.append(lead_info(r, order, unseen))
        err = play_error(v, cards)
        if err is None:
            return SelectionReading(cards, tuple(readings), True, 0 if readings else None)
        return SelectionReading(cards, tuple(readings), False, None, err.reason, dict(err.params))

    def hints(self, view: View) -> list[Suggestion]:
        v = _as_view(view)
        if v.phase != PLAY or v.seat is None or v.seat != v.to_move or not v.hand:
            return []
        ctx = ctx_from_view(v)
        t = ctx.t
        order = t.order
        plays: list[tuple[int, ...]] = [choose_play(ctx)]
        if ctx.lead is None:
            whole: list[tuple[int, ...]] = []
            for klass, comps in hand_components(ctx.hand, t):
                if klass == TRUMP or len(comps) < 2:
                    continue
                bosses = [c for c in comps if is_boss(c, klass, ctx.unseen, t)]
                if len(bosses) >= 2:
                    plays.append(tuple(i for c in bosses for i in c.cards))
                whole.append(tuple(i for c in comps for i in c.cards))
            plays += lead_components(ctx.hand, t)
            plays += whole
        else:
            plays += hinted_follows(ctx.hand, ctx.lead, t, ctx.best_str)
            plays += follow_variants(ctx.hand, ctx.lead, t, ctx.fp, (cheap_key(ctx), smear_key(ctx)))
        lead = lead_reading(v)
        best = 0 if lead is None else _best_strength(v, lead, order)
        out: list[Suggestion] = []
        seen: set[tuple[int, ...]] = set()
        for play in plays:
            key = tuple(sorted(play))
            if key in seen:
                continue
            seen.add(key)
            cards = tuple(order.sort(cards_of(play)))
            if lead is None:
                r = P.read(cards, order)
                assert r is not None
                info = lead_info(r, order, ctx.unseen)
            else:
                info = follow_info(lead, cards, order, best)
            out.append(Suggestion(cards, info))
        return out

    def plan(self, view: View) -> list[Suggestion]:
        v = _as_view(view)
        unseen = _unseen_fn(v)
        order = order_of(v)
        if unseen is None or order is None or not v.hand or v.phase not in (BURY, PLAY):
            return []
        t = tables(order.trump)
        out: list[Suggestion] = []
        for group in plan_groups(counts_of(idx(v.hand)), t, unseen):
            cards = tuple(order.sort(cards_of(group)))
            r = P.read(cards, order)
            assert r is not None
            out.append(Suggestion(cards, lead_info(r, order, unseen)))
        return out


#: The assistant of 红五.
ASSISTANT = HongwuAssistant()
