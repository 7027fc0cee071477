"""The fast simulator follows the engine move for move."""

from __future__ import annotations

import random

from desktop_app.ai.tiandiren.moves import counts
from desktop_app.ai.tiandiren.sim import Sim
from desktop_app.engine.core import ActionKind
from desktop_app.engine.tiandiren import patterns as P
from desktop_app.engine.tiandiren.game import TiandirenGame

from .states import step_randomly


def same(sim: Sim, g: TiandirenGame) -> None:
    assert sim.phase == g.phase
    assert sim.status == list(g.status)
    assert sim.scores == list(g.scores)
    assert sim.sizes() == [len(h) for h in g.hands]
    if g.is_over:
        return
    assert sim.to_move == g.to_move
    assert sim.round == g.round
    assert sim.pointer == g.pointer
    assert sim.top == g.top_reading()


def test_sim_replays_random_games():
    rng = random.Random(7)
    for seed in range(6):
        g = TiandirenGame(rng.choice([2, 3, 4, 6]), {"strict_shape": seed % 3 == 0}, seed=seed)
        sim = Sim.from_game(g)
        same(sim, g)
        while not g.is_over:
            before = len(g.actions)
            step_randomly(g, rng, pass_rate=0.5)
            a = g.actions[before]
            if a.kind == ActionKind.PASS:
                sim.pass_(a.seat)
            else:
                vec = counts(a.cards)
                rd = P.readings(a.cards)[0] if sim.top is None else P.beating_reading(a.cards, sim.top, sim.strict)
                assert rd is not None
                sim.play(a.seat, vec, rd)
            same(sim, g)


def test_sim_grab_window_and_earth():
    from desktop_app.engine.cards import parse_cards as p
    from desktop_app.engine.core import Action

    from .states import preset_game

    g = preset_game([p("As 3s 3h"), p("4s 5s"), p("6s 7s")])
    sim = Sim.from_game(g)
    for a in (Action(0, "play", tuple(p("As"))), Action(1, "pass"), Action(2, "pass")):
        g.apply(a)
        if a.kind == "pass":
            sim.pass_(a.seat)
        else:
            sim.play(a.seat, counts(a.cards), P.readings(a.cards)[0])
        same(sim, g)
    assert sim.phase == "grab_earth" and sim.next_jiefeng() == 0
    g.apply(Action(0, "play", tuple(p("3s 3h"))))
    sim.play(0, counts(p("3s 3h")), P.readings(p("3s 3h"))[0])
    same(sim, g)
    assert sim.status[0] == "grab_earth" and sim.scores[0] == 1500
