"""Test-only random bots for the real engines: they see only a View and pick a random
legal action, using each engine's pattern helpers (never the Game object).

``candidates(view, rng)`` lists actions for the seat to move, in random order, the ones the
helpers say are legal first. ``ViewRandomBot`` answers with the first; ``drive_human`` (for
human seats in tests) submits candidates until the session accepts one.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable
from typing import Any

from desktop_app import engine
from desktop_app.engine.cards import Suit
from desktop_app.engine.core import Action, ActionKind, View

Candidates = Callable[[View, random.Random], list[Action]]
_ADAPTERS: dict[str, Candidates] = {}


def adapter(game_id: str) -> Callable[[Candidates], Candidates]:
    def register(fn: Candidates) -> Candidates:
        _ADAPTERS[game_id] = fn
        return fn

    return register


def _shuffled(items: list[Any], rng: random.Random) -> list[Any]:
    items = list(items)
    rng.shuffle(items)
    return items


def _pass(view: View) -> list[Action]:
    return [Action(view.seat, ActionKind.PASS)] if ActionKind.PASS in view.legal_kinds else []


def _with_pass(view: View, plays: list[Action], rng: random.Random) -> list[Action]:
    """Plays plus a pass where the engine offers one (first, now and then)."""
    passes = _pass(view)
    return passes + plays if passes and rng.random() < 0.3 else plays + passes


@adapter("shengsidu")
def _shengsidu(view: Any, rng: random.Random) -> list[Action]:
    from desktop_app.engine.shengsidu import patterns as P

    rules = {
        "loose": bool(view.options.get("loose_three_two")),
        "two_low": bool(view.options.get("two_connects_three")),
    }
    out: list[Action] = []
    if ActionKind.PLAY in view.legal_kinds:
        found = (
            P.plays(view.hand, **rules, whole=True)
            if view.top_reading is None
            else P.beating_plays(view.hand, view.top_reading, **rules)
        )
        plays = [P.materialize(view.hand, m) for m, _r in found]
        if view.report_single and plays:  # 报单必顶: a single must be the highest card
            highest = max(c.rank for c in view.hand)
            plays = [p for p in plays if len(p) != 1 or p[0].rank == highest]
        out += [Action(view.seat, ActionKind.PLAY, p) for p in _shuffled(plays, rng)]
    return _with_pass(view, out, rng)


@adapter("yuanzi")
def _yuanzi(view: Any, rng: random.Random) -> list[Action]:
    from desktop_app.engine.yuanzi import patterns as P

    out: list[Action] = []
    if ActionKind.PLAY in view.legal_kinds:
        found = P.plays(view.hand, view.dao_rank, view.top_reading, limit=2000)
        out += [Action(view.seat, ActionKind.PLAY, cards, r.type) for cards, r in _shuffled(found, rng)]
    return _with_pass(view, out, rng)


@adapter("hongwu")
def _hongwu(view: Any, rng: random.Random) -> list[Action]:
    from desktop_app.engine.hongwu import patterns as P
    from desktop_app.engine.hongwu.cards_order import order_for

    seat, kinds = view.seat, view.legal_kinds
    if ActionKind.BID in kinds or ActionKind.PASS in kinds:
        out = []
        if ActionKind.BID in kinds and view.bid_range is not None and rng.random() < 0.4:
            lo, hi = view.bid_range
            out.append(Action(seat, ActionKind.BID, value=rng.choice(range(lo, hi + 1, 5))))
        return out + _pass(view)
    if ActionKind.TRUMP in kinds:
        return [Action(seat, ActionKind.TRUMP, value=s.value) for s in _shuffled(list(Suit), rng)]
    if ActionKind.BURY in kinds:
        return [Action(seat, ActionKind.BURY, tuple(rng.sample(list(view.hand), 8)))]
    if ActionKind.PLAY not in kinds or view.trump is None:
        return []
    order = order_for(Suit.parse(view.trump))
    hand = list(view.hand)
    if not view.trick:
        leads = P.legal_leads(hand, order, throws=True)
        return [Action(seat, ActionKind.PLAY, tuple(c)) for c in _shuffled(leads, rng)]
    lead = P.read(view.trick[0][1], order)
    fp = bool(view.options.get("follow_pattern"))
    follows = [P.random_follow(hand, lead, order, rng, fp)]
    follows += P.beating_follows(hand, lead, order)
    return [Action(seat, ActionKind.PLAY, tuple(c)) for c in follows]


@adapter("tiandiren")
def _tiandiren(view: Any, rng: random.Random) -> list[Action]:
    import itertools

    from desktop_app.engine.tiandiren import patterns as P

    out: list[Action] = []
    if ActionKind.PLAY in view.legal_kinds:
        top = view.top.reading if view.top is not None else None
        found = list(itertools.islice(P.plays_from(view.hand, top, view.strict_shape, complete=False), 400))
        out += [Action(view.seat, ActionKind.PLAY, cards, r.type) for cards, r in _shuffled(found, rng)]
    return _with_pass(view, out, rng)


@adapter("doudizhu")
def _doudizhu(view: Any, rng: random.Random) -> list[Action]:
    from desktop_app.engine.doudizhu import patterns as P

    seat, kinds = view.seat, view.legal_kinds
    choices = [k for k in (ActionKind.SHOW, ActionKind.CALL, ActionKind.GRAB) if k in kinds]
    if choices:
        return [Action(seat, choices[0], value=v) for v in _shuffled([True, False], rng)]
    out: list[Action] = []
    if ActionKind.PLAY in kinds:
        laizi = None if view.laizi is None else P.rank_index(view.laizi)
        found = P.moves(P.counts_of(view.hand), laizi, view.top_reading)
        out += [Action(seat, ActionKind.PLAY, tuple(P.cards_for(view.hand, m))) for m, _r in _shuffled(found, rng)]
    return _with_pass(view, out, rng)


def candidates(view: View, rng: random.Random) -> list[Action]:
    fn = _ADAPTERS.get(view.game_id)
    if fn is None:
        raise LookupError(f"no test bot adapter for {view.game_id}")
    return fn(view, rng)


def has_adapter(game_id: str) -> bool:
    return game_id in _ADAPTERS


class ViewRandomBot:
    """A random legal player that sees only its View (test-only)."""

    level = "normal"

    def __init__(self, seat: int, seed: int | None = None) -> None:
        self.seat = seat
        self.rng = random.Random(seed)

    def decide(self, view: View) -> Action:
        found = candidates(view, self.rng)
        if not found:
            raise RuntimeError(f"no candidate action in phase {view.phase}")
        return found[0]


def view_bot_factory(game_id: str, level: str, seat: int, seed: int | None) -> ViewRandomBot:
    return ViewRandomBot(seat, seed)


def playable_games() -> list[str]:
    """The registered games whose engine imports and builds, and that have an adapter."""
    out = []
    for gid in engine.GAME_IDS:
        if not has_adapter(gid):
            continue
        try:
            cls = engine.game_class(gid)
            cls(cls.min_players, None, 1)
        except Exception:  # not landed yet (or broken): its own tests say so
            continue
        out.append(gid)
    return out


def engine_module_exists(game_id: str) -> bool:
    module = engine._GAMES[game_id].partition(":")[0]
    try:
        importlib.import_module(module)
    except ImportError:
        return False
    return True
