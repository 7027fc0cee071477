"""The rules assistant against the engine: readings and refusals agree with
``Game.apply``, hints are complete and legal, plans partition the hand."""

import copy
import itertools
import random

import pytest

from desktop_app.ai.assist import assistant
from desktop_app.ai.shengsidu.assist import ASSISTANT
from desktop_app.ai.shengsidu.rules import legal_moves, pass_refusal
from desktop_app.engine.cards import parse_cards
from desktop_app.engine.core import Action, ActionKind, EngineError
from desktop_app.engine.shengsidu import patterns as P
from desktop_app.engine.shengsidu.game import ShengsiduGame

from .states import OPTION_SETS, random_states, small_hand_game


def try_apply(g, action):
    """(accepted, reason, params, events) of ``action`` on a copy of ``g``."""
    trial = copy.deepcopy(g)
    try:
        trial.apply(action)
    except EngineError as e:
        return False, e.reason, e.params, trial
    return True, None, {}, trial


def selections(g, seat, rng):
    hand = g.hands[seat]
    yield ()
    yield tuple(rng.sample(hand, 1))
    for _ in range(4):
        yield tuple(c for c in hand if rng.random() < rng.choice([0.15, 0.3, 0.5]))
    for m, _r in rng.sample(P.plays(hand), min(3, len(P.plays(hand)))):
        yield P.materialize(hand, m)
    if g.trick.top is not None:
        yield tuple(g.trick.top.cards)  # not in hand
    yield (hand[0], hand[0])


def test_the_assistant_is_found_by_game_id():
    assert assistant("shengsidu") is ASSISTANT


@pytest.mark.parametrize("seed", range(16))
def test_read_selection_agrees_with_apply(seed):
    rng = random.Random(seed)
    for g in random_states(seed, options=OPTION_SETS[seed % len(OPTION_SETS)]):
        for seat in range(g.num_players):
            view = g.view_for(seat)
            if seat != g.to_move and rng.random() < 0.7:
                continue
            for cards in selections(g, seat, rng):
                got = ASSISTANT.read_selection(view, cards)
                ok, reason, params, trial = try_apply(g, Action(seat, ActionKind.PLAY, cards))
                assert got.playable == ok, (cards, reason)
                assert got.reason == reason
                if not ok:
                    assert dict(got.params) == params
                    assert got.chosen is None
                else:
                    assert got.chosen is not None
                    chosen = got.readings[got.chosen]
                    if not trial.is_over:
                        assert chosen.type == trial.trick.top.reading.type
                        assert chosen.params["rank"] == trial.trick.top.reading.rank.text
                # every reading the engine knows, strongest first
                if cards and len(set(cards)) == len(cards) and set(cards) <= set(view.hand):
                    whole = len(cards) == len(view.hand)
                    want = P.readings(cards, **g._rules(), last=whole)
                    assert [r.type for r in got.readings] == [r.type for r in want]


def test_read_selection_labels():
    g = ShengsiduGame(2, {"loose_three_two": True}, seed=1)
    g.hands[g.to_move] = parse_cards("7s 7h 7d 7c 8s 9s 9h 3s 4s 5s 6s Js Qs")
    view = g.view_for(g.to_move)
    got = ASSISTANT.read_selection(view, parse_cards("7s 7h 7d 7c 8s"))
    assert [r.type for r in got.readings] == ["four_one", "triple_two"]
    assert got.readings[0].params["kickers"] == ["8"]
    assert got.readings[1].params["kickers"] == ["7", "8"]
    assert got.playable and got.chosen == 0
    straight = ASSISTANT.read_selection(view, parse_cards("3s 4s 5s 6s 7s"))
    assert straight.readings[0].params == {"rank": "7", "low": "3", "length": 5, "count": 5}
    bad = ASSISTANT.read_selection(view, parse_cards("3s 5s"))
    assert (bad.playable, bad.reason, bad.readings) == (False, "not_a_combination", ())


@pytest.mark.parametrize("seed", range(12))
def test_pass_refusal_and_legal_moves_agree_with_the_engine(seed):
    for g in random_states(1000 + seed, options=OPTION_SETS[seed % len(OPTION_SETS)]):
        seat = g.to_move
        view = g.view_for(seat)
        ok, reason, params, _ = try_apply(g, Action(seat, ActionKind.PASS))
        refusal = pass_refusal(view)
        assert (refusal is None) == ok
        if refusal is not None:
            assert refusal == (reason, params)
        engine = {P.counts_of(h) for h in g.hints(seat)}
        assert {mv.m for mv in legal_moves(view)} == engine


@pytest.mark.parametrize("seed", range(14))
def test_hints_are_legal_and_grouped(seed):
    rng = random.Random(seed)
    for g in random_states(2000 + seed, options=OPTION_SETS[seed % len(OPTION_SETS)]):
        seat = g.to_move
        view = g.view_for(seat)
        hints = ASSISTANT.hints(view)
        groups = ASSISTANT.hint_groups(view)
        assert [grp[0] for grp in groups] == hints
        # every distinct legal play (by ranks) is in exactly one group
        listed = [P.counts_of(s.cards) for grp in groups for s in grp]
        assert len(listed) == len(set(listed))
        assert set(listed) == {P.counts_of(h) for h in g.hints(seat)}
        assert bool(hints) == (ActionKind.PLAY in g.legal_kinds(seat)) == bool(view.hint_available)
        for s in hints if len(hints) <= 8 else rng.sample(hints, 8):
            ok, reason, _params, trial = try_apply(g, Action(seat, ActionKind.PLAY, s.cards, s.reading.type))
            assert ok, (s, reason)
            if not trial.is_over:
                assert trial.trick.top.reading.type == s.reading.type
        # other seats get no hints
        for other in range(g.num_players):
            if other != seat:
                assert ASSISTANT.hints(g.view_for(other)) == []
    assert ASSISTANT.hints(g.view_for(None)) == []


def brute_force_playable(g, seat):
    """Every subset of the hand tried through the engine: is any play accepted?"""
    hand = g.hands[seat]
    for k in range(1, len(hand) + 1):
        for cards in itertools.combinations(hand, k):
            ok, *_ = try_apply(g, Action(seat, ActionKind.PLAY, cards))
            if ok:
                return True
    return False


@pytest.mark.parametrize("seed", range(24))
def test_hints_are_complete_against_brute_force(seed):
    g = small_hand_game(seed, 6, OPTION_SETS[seed % len(OPTION_SETS)])
    seat = g.to_move
    assert bool(ASSISTANT.hints(g.view_for(seat))) == brute_force_playable(g, seat)


def test_hint_order_prefers_cheap_plays():
    g = ShengsiduGame(3, seed=4)
    seat = g.to_move
    g.hands[seat] = parse_cards("5s 6s 6h 7s 7h 7d 9s 9h 9d 9c Js Qs Ks")
    view = g.view_for(seat)
    first = ASSISTANT.hints(view)[0]
    assert first.reading.type != "bomb"
    # following a single 4: the lone 5 comes before splitting the sixes or the bomb
    g.apply(Action(seat, ActionKind.PLAY, (g.hands[seat][0],)))  # the 5 is led
    nxt = g.to_move
    g.hands[nxt] = parse_cards("6d 8s 8h 8d Tc Th 2s 3s 3h 3d 3c")
    g._cache.clear()
    hints = ASSISTANT.hints(g.view_for(nxt))
    assert [h.cards[0].rank.text for h in hints[:1]] == ["6"]
    assert hints[-1].reading.type == "bomb"


@pytest.mark.parametrize("seed", range(10))
def test_plan_partitions_the_hand(seed):
    for step, g in enumerate(random_states(3000 + seed, options=OPTION_SETS[seed % len(OPTION_SETS)])):
        if step % 4:
            continue
        for seat in range(g.num_players):
            view = g.view_for(seat)
            plan = ASSISTANT.plan(view)
            cards = [c for s in plan for c in s.cards]
            assert sorted(cards, key=lambda c: c.index) == sorted(view.hand, key=lambda c: c.index)
            rules = g._rules()
            for i, s in enumerate(plan):
                last = i == len(plan) - 1
                types = [r.type for r in P.readings(s.cards, **rules, last=last)]
                assert s.reading.type in types
            assert len(plan) == len(P.plan(P.counts_of(view.hand), **rules, last=True))


@pytest.mark.parametrize("seed", range(8))
def test_planned_plays_are_legal_through_the_engine(seed):
    """Lead the plan's groups one after another (the seat gets the lead back each time):
    the engine accepts every group and the last one empties the hand. (报单必顶 is a table
    rule about which single to play, not about combinations: it is off here.)"""
    import dataclasses

    from desktop_app.engine.climbing import Trick

    for step, g in enumerate(random_states(4000 + seed, options=OPTION_SETS[seed % len(OPTION_SETS)])):
        if step % 5:
            continue
        seat = g.to_move
        plan = ASSISTANT.plan(g.view_for(seat))
        trial = copy.deepcopy(g)
        trial.options = dataclasses.replace(trial.options, report_single=False)
        for group in plan:
            trial.trick = Trick(trial.num_players, seat)
            trial._cache.clear()
            trial.apply(Action(seat, ActionKind.PLAY, group.cards, group.reading.type))
        assert trial.is_over and trial.winner == seat
