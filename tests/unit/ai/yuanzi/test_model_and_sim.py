"""The compact model agrees with the engine's patterns, and the count simulator replays
normal bots exactly (same rules, same policy)."""

from __future__ import annotations

import copy
import random
from collections import defaultdict

from desktop_app.ai.yuanzi.bots import YuanziBot
from desktop_app.ai.yuanzi.model import Counts, beats_power, candidates, power_of_reading
from desktop_app.ai.yuanzi.normal import move_cards, sim_state
from desktop_app.ai.yuanzi.sim import SimHand, playout, power_table
from desktop_app.engine.cards import Rank, format_cards, make_pack
from desktop_app.engine.yuanzi.game import YuanziGame
from desktop_app.engine.yuanzi.patterns import beats, plays, readings

NATURAL_RANKS = [r for r in Rank if not r.is_joker]


def test_powers_order_plays_as_the_engine_does():
    rng = random.Random(1)
    pack = make_pack(3)
    for dao in (Rank.NINE, Rank.THREE, Rank.TWO):
        found = []
        for _ in range(60):
            rng.shuffle(pack)
            found += [r for _, r in plays(pack[:12], dao, None)]
        sample = rng.sample(found, 250)
        for a in sample:
            pa = power_of_reading(a, dao)
            for b in sample:
                assert beats(a, b) == beats_power(pa, power_of_reading(b, dao)), (a, b)


def test_candidates_cover_every_body_the_engine_can_play():
    rng = random.Random(2)
    pack = make_pack(3)
    for _ in range(150):
        rng.shuffle(pack)
        hand = pack[: rng.choice([3, 8, 15, 25, 41])]
        dao = rng.choice(NATURAL_RANKS)
        top = rng.choice([None, *(r for _, r in plays(pack[41:60], dao, None))])
        want = defaultdict(list)
        for cards, r in plays(hand, dao, top):
            p = power_of_reading(r, dao)
            want[(r.type, p[0], p[2], r.size)].append(cards)
        tp = None if top is None else power_of_reading(top, dao)
        got = {}
        for p in candidates(Counts.from_cards(hand), dao, tp):
            got[(p.type, p.power[0], p.power[2], p.size)] = p
            rs = readings(p.cards(), dao)
            chosen = rs[0] if top is None else next(r for r in rs if beats(r, top))
            assert chosen.type == p.type and power_of_reading(chosen, dao) == p.power
        assert set(got) == set(want), format_cards(hand)


def test_the_power_table_matches_the_engine():
    for dao in NATURAL_RANKS:
        table = power_table(int(dao) - 3)
        for rank in NATURAL_RANKS:
            for n in (1, 2, 3, 4, 7):
                cards = [c for c in make_pack(1) if c.rank is rank and not c.is_joker] * 3
                r = readings(cards[:n], dao)[-1]  # the plain reading (not an atom)
                assert table[int(rank) - 3][n] == power_of_reading(r, dao)


def test_the_simulator_replays_normal_bots_exactly():
    """From real positions, with the true hands, a simulated half ends exactly as the
    engine's half played by normal bots: same rules, same policy, same cards."""
    checked = 0
    for seed in range(3):
        g = YuanziGame(4, seed=500 + seed)
        bots = [YuanziBot(s, "normal", s) for s in range(4)]
        step = 0
        while not g.is_over:
            s = g.to_move
            view = g.view_for(s)
            action = bots[s].decide(view)
            state, hand = sim_state(view)
            move = state.decide(s)
            # the bot's cards are the simulator's move
            if move is None:
                assert action.kind == "pass"
            else:
                assert action.cards == move_cards(hand, state.hands[s], move, g.dao)
                kind, a, b = move
                want_power = state.pw[a][b] if kind == 0 else state.hands[s].special[a]
                rs = readings(action.cards, g.dao)
                top = view.top_reading
                chosen = rs[0] if top is None else next(r for r in rs if beats(r, top))
                assert power_of_reading(chosen, g.dao) == want_power
            if step % 40 == 7:
                for x in range(4):
                    if x != s:
                        state.hands[x] = SimHand.from_counts(Counts.from_cards(g.hands[x]), g.dao)
                got = playout(state, g.half)
                h = copy.deepcopy(g)
                half = g.half
                while len(h.half_results) < half:
                    t = h.to_move
                    h.apply(bots[t].decide(h.view_for(t)))
                want = h.half_results[half - 1]
                assert got == (*want.side_points, want.shangyou)
                checked += 1
            g.apply(action)
            step += 1
    assert checked >= 6
