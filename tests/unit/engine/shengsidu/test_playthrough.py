"""Property-based play-throughs of 生死堵 from fixed seeds: conservation, hidden cards,
turn order, refusals, legal endings, zero-sum scores that follow the rules, replay."""

import dataclasses
import random
from collections.abc import Mapping

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.engine import replay as engine_replay
from desktop_app.engine.cards import Card
from desktop_app.engine.core import Action, ActionKind, EngineError, GameRecord, NotYourTurnError
from desktop_app.engine.shengsidu import patterns as P
from desktop_app.engine.shengsidu.game import ShengsiduGame
from desktop_app.engine.shengsidu.scoring import settle


def cards_in(obj):
    """Every Card reachable from a view."""
    if isinstance(obj, Card):
        yield obj
    elif dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        for f in dataclasses.fields(obj):
            yield from cards_in(getattr(obj, f.name))
    elif isinstance(obj, Mapping):
        for v in obj.values():
            yield from cards_in(v)
    elif isinstance(obj, (tuple, list, frozenset, set)):
        for v in obj:
            yield from cards_in(v)


def check_invariants(g):
    n = g.num_players
    everything = [c for h in g.hands for c in h] + [c for p in g.played for c in p] + g.undealt
    assert len(everything) == 52 and len(set(everything)) == 52
    assert all(len(g.hands[s]) + len(g.played[s]) == 13 for s in range(n))
    for seat in [*range(n), None]:
        v = g.view_for(seat)
        own = set(g.hands[seat]) if seat is not None else set()
        hidden = set(g.undealt)
        if not g.is_over:
            hidden |= {c for s in range(n) if s != seat for c in g.hands[s]}
        assert not set(cards_in(v)) & hidden
        assert set(v.hand) == own
        assert v.hand_sizes == tuple(len(h) for h in g.hands)
        for e in g.events_for(seat):
            if e.kind == "deal":
                assert e.seat == seat


def snapshot(g):
    return g.record().dumps(), [g.view_for(s) for s in range(g.num_players)], len(g.events)


@settings(max_examples=60)
@given(
    seed=st.integers(0, 2**63 - 1),
    n=st.integers(2, 4),
    loose=st.booleans(),
    two_low=st.booleans(),
    must_play=st.booleans(),
    report_single=st.booleans(),
    scoring=st.sampled_from(["cards", "rank"]),
    bonus=st.sampled_from([0, 5]),
    choices=st.integers(0, 2**32),
    abandon_at=st.one_of(st.none(), st.integers(0, 60)),
)
def test_random_playthrough(seed, n, loose, two_low, must_play, report_single, scoring, bonus, choices, abandon_at):
    options = {
        "loose_three_two": loose,
        "two_connects_three": two_low,
        "must_play": must_play,
        "report_single": report_single,
        "scoring": scoring,
        "bomb_bonus": bonus,
    }
    g = ShengsiduGame(n, options, seed=seed)
    rng = random.Random(choices)
    steps = 0
    while not g.is_over:
        check_invariants(g)
        s = g.to_move
        assert g.phase == "play"
        if abandon_at is not None and steps == abandon_at:
            g.apply(Action(rng.randrange(n), ActionKind.ABANDON))
            break
        kinds = g.legal_kinds(s)
        hints = g.hints(s)
        assert (ActionKind.PLAY in kinds) == bool(hints) == bool(g.view_for(s).hint_available)
        for other in range(n):
            if other != s:
                assert g.legal_kinds(other) == {ActionKind.ABANDON}
        # a refused action changes nothing
        before = snapshot(g)
        other = (s + 1) % n
        try:
            g.apply(Action(other, ActionKind.PASS))
            raise AssertionError("a seat out of turn was allowed to pass")
        except NotYourTurnError:
            pass
        sub = tuple(c for c in g.hands[s] if rng.random() < 0.3)
        try:
            g.apply(Action(s, ActionKind.PLAY, sub))
            accepted = True
        except EngineError:
            accepted = False
            assert snapshot(g) == before
        if accepted:
            steps += 1
            continue
        if ActionKind.PASS not in kinds:
            try:
                g.apply(Action(s, ActionKind.PASS))
                raise AssertionError("a refused pass was accepted")
            except EngineError:
                assert snapshot(g) == before
        top_before = g.view_for(None).top_reading
        if ActionKind.PASS in kinds and (not hints or rng.random() < 0.25):
            events = g.apply(Action(s, ActionKind.PASS))
        else:
            choice = rng.choice(hints)
            events = g.apply(Action(s, ActionKind.PLAY, choice))
            reading = g.trick.top.reading if not g.is_over else None
            if top_before is not None and reading is not None:
                assert P.beats(reading, top_before)
        if not g.is_over:
            if events[-1].kind == "trick_closed":
                assert g.to_move == events[-1].seat and g.view_for(None).is_lead
            else:
                assert g.to_move == (s + 1) % n
        steps += 1
        assert steps < 500
    check_invariants(g)
    out = g.outcome
    assert out is not None and g.to_move is None and sum(out.scores) == 0
    left = [len(h) for h in g.hands]
    played = [bool(p) for p in g.played]
    if g.abandoned is None:
        w = g.winner
        assert left[w] == 0 and all(left[s] > 0 for s in range(n) if s != w)
        assert [r.result for r in out.results] == ["winner" if s == w else "loser" for s in range(n)]
        want = settle(n, w, left, played, g.bombs, scoring=scoring, bomb_bonus=bonus)
        assert out.scores == want.scores
        assert out.results[w].detail["base"] > 0
        assert all(r.detail["base"] < 0 for r in out.results if r.seat != w)
    else:
        assert [r.result for r in out.results].count("abandoned") == 1
    # replay and record round trip
    rec = GameRecord.loads(g.record().dumps())
    again = engine_replay(rec)
    assert again.events == g.events and again.outcome == out
    assert again.record() == g.record()
