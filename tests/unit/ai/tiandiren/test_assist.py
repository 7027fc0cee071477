"""The 天地人 assistant against the engine: readings, hints and plans."""

from __future__ import annotations

import copy
import random
from collections import Counter

from desktop_app.ai.assist import assistant
from desktop_app.ai.tiandiren.assist import ASSISTANT
from desktop_app.ai.tiandiren.moves import counts
from desktop_app.engine.cards import make_pack, parse_cards
from desktop_app.engine.core import Action, ActionKind, EngineError
from desktop_app.engine.tiandiren import patterns as P
from desktop_app.engine.tiandiren.game import TiandirenGame

from .states import preset_game, random_states, small_follow_game
from .test_moves import brute_exists


def engine_verdict(game: TiandirenGame, seat: int, cards) -> tuple[bool, str | None, dict]:
    g = copy.deepcopy(game)
    try:
        g.apply(Action(seat, ActionKind.PLAY, tuple(cards)))
    except EngineError as e:
        return False, e.reason, e.params
    return True, None, {}


def test_registered_as_the_game_assistant():
    assert assistant("tiandiren") is ASSISTANT


def test_read_selection_agrees_with_the_engine_on_random_states():
    rng = random.Random(1)
    checked = 0
    for seed in range(6):
        for i, g in enumerate(random_states(seed)):
            if i % 3:
                continue
            for _ in range(4):
                seat = rng.randrange(g.num_players)
                v = g.view_for(seat)
                hand = list(v.hand)
                if not hand:
                    continue
                roll = rng.random()
                if roll < 0.5:
                    sel = rng.sample(hand, rng.randint(1, min(7, len(hand))))
                elif roll < 0.8 and seat == g.to_move:
                    hs = ASSISTANT.hints(v)
                    sel = list(rng.choice(hs).cards) if hs else hand[:1]
                else:
                    other = g.hands[(seat + 1) % g.num_players] or hand
                    sel = hand[:1] + other[:1] if rng.random() < 0.5 else []
                got = ASSISTANT.read_selection(v, sel)
                ok, reason, params = engine_verdict(g, seat, sel)
                assert got.playable == ok
                assert got.reason == reason
                assert dict(got.params) == params
                assert [r.type for r in got.readings] == [r.type for r in P.readings(sel)] if sel else True
                if ok:
                    assert got.chosen is not None
                checked += 1
    assert checked > 300


def test_read_selection_names_the_reading():
    g = preset_game([parse_cards("7s 7h 7d 8s 8h 8d 5s 5h 4s 4h 3s"), parse_cards("9s 9h")])
    v = g.view_for(0)
    got = ASSISTANT.read_selection(v, parse_cards("7s 7h 7d 8s 8h 8d 5s 5h 4s 4h"))
    assert got.playable and got.chosen == 0
    rd = got.readings[0]
    assert rd.type == "rocket" and rd.params["length"] == 2 and rd.params["kicker"] == "pair"
    assert rd.params["kickers"] == ["5", "4"]
    refused = ASSISTANT.read_selection(v, parse_cards("7s 7h 7d 8s 8h 8d 5s 5h 4s 4h"), value="straight")
    assert not refused.playable and refused.reason == "reading_not_available"


def test_every_hint_is_legal_and_distinct():
    rng = random.Random(3)
    for seed in range(4):
        for i, g in enumerate(random_states(100 + seed)):
            if i % 4:
                continue
            s = g.to_move
            assert s is not None
            v = g.view_for(s)
            hs = ASSISTANT.hints(v)
            sample = hs if len(hs) <= 12 else hs[:6] + rng.sample(hs[6:], 6)
            for sug in sample:
                ok, reason, _ = engine_verdict(g, s, sug.cards)
                assert ok, (reason, sug)
            assert len({tuple(counts(h.cards)) for h in hs}) == len(hs)
            others = ASSISTANT.hints(g.view_for((s + 1) % g.num_players))
            assert others == []


def test_hints_exist_exactly_when_a_beating_play_exists():
    for seed in range(120):
        g = small_follow_game(seed)
        v = g.view_for(1)
        hs = ASSISTANT.hints(v)
        top = g.top_reading()
        assert bool(hs) == brute_exists(counts(v.hand), top, g.options.strict_shape)
        for sug in hs:
            assert engine_verdict(g, 1, sug.cards)[0]


def test_hint_order_cheapest_first_bombs_last():
    g = preset_game([parse_cards("4s 6s"), parse_cards("9s 9h 9d 9c 5s 5h Ks 2s BJ")])
    g.apply(Action(0, ActionKind.PLAY, tuple(parse_cards("4s"))))
    hs = [" ".join(c.text for c in h.cards) for h in ASSISTANT.hints(g.view_for(1))]
    assert hs[0] == "Ks" and hs[-1] == "9s 9h 9c 9d"


def test_lead_hints_start_with_the_plan():
    g = preset_game([parse_cards("3s 3h 4s 4h 5s 5h Ks Kh Kd As"), parse_cards("9s 9h")])
    hs = ASSISTANT.hints(g.view_for(0))
    firsts = {tuple(sorted(c.text for c in h.cards)) for h in hs[:2]}
    assert firsts == {tuple(sorted(t.split())) for t in ("3s 3h 4s 4h 5s 5h", "Ks Kh Kd As")}


def test_grab_window_offers_the_whole_hand():
    g = preset_game([parse_cards("As 3s 3h"), parse_cards("4s 5s")])
    g.apply(Action(0, ActionKind.PLAY, tuple(parse_cards("As"))))
    g.apply(Action(1, ActionKind.PASS))
    assert g.phase == "grab_earth"
    v = g.view_for(0)
    hs = ASSISTANT.hints(v)
    assert [sorted(c.text for c in h.cards) for h in hs] == [["3h", "3s"]]
    assert not ASSISTANT.read_selection(v, parse_cards("3s")).playable


def test_kicker_variants_are_legal_and_same_body():
    g = preset_game([parse_cards("7s 7h 7d 3s 4s 5s 9s"), parse_cards("9h 9d")])
    v = g.view_for(0)
    rocket = next(
        h for h in ASSISTANT.hints(v) if h.reading.type == "rocket" and h.reading.params["kicker"] == "single"
    )
    variants = list(ASSISTANT.kicker_variants(v, rocket))
    assert len(variants) >= 3
    for var in variants:
        assert var.reading.type == "rocket" and var.reading.params["kicker"] == "single"
        assert engine_verdict(g, 0, var.cards)[0]


def test_plan_partitions_the_hand_into_legal_plays():
    rng = random.Random(4)
    for decks in (2, 4, 8):
        for _ in range(3):
            pack = make_pack(decks)
            rng.shuffle(pack)
            hands = [pack[:54], pack[54:108]]
            g = preset_game(hands, seed=decks)
            if g.is_over:
                continue
            v = g.view_for(0)
            plan = ASSISTANT.plan(v)
            assert Counter(c for s in plan for c in s.cards) == Counter(v.hand)
            for s in plan:
                rds = P.readings(s.cards)
                assert rds and rds[0].type == s.reading.type
                assert engine_verdict(g, 0, s.cards)[0]  # seat 0 leads: every group is a legal lead
            assert len(plan) <= 8


def test_plan_is_exact_for_small_hands():
    from desktop_app.ai.tiandiren import planner as PL

    rng = random.Random(8)
    for _ in range(40):
        pack = make_pack(2)
        rng.shuffle(pack)
        hand = pack[: rng.randint(2, 9)]
        h = tuple(counts(hand))
        best = PL.exact(h, 20, nodes=10**6)
        assert best is not None
        g = preset_game([hand, parse_cards("3s")])
        if g.is_over:
            continue
        assert len(ASSISTANT.plan(g.view_for(0), budget=None)) == len(best)


def test_spectators_and_finished_games_get_no_hints():
    g = TiandirenGame(3, seed=2)
    assert ASSISTANT.hints(g.view_for(None)) == []
    assert ASSISTANT.plan(g.view_for(None)) == []
    assert ASSISTANT.read_selection(g.view_for(None), ()).reason == "bad_seat"


def test_reading_info_is_the_engines_label():
    from desktop_app.ai.tiandiren.assist import reading_info

    rng = random.Random(5)
    for _ in range(300):
        pack = make_pack(2)
        rng.shuffle(pack)
        for _cards, rd in list(P.plays_from(pack[: rng.randint(1, 16)], None, complete=False))[:20]:
            params = rd.label_params()
            assert reading_info(rd).type == params.pop("type")
            assert dict(reading_info(rd).params) == params
