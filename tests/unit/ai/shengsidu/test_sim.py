"""The bots' simulator follows the engine move for move."""

import random

import pytest

from desktop_app.ai.shengsidu.moves import unpack
from desktop_app.ai.shengsidu.rules import Rules
from desktop_app.ai.shengsidu.sim import FULL, State, deal_unseen, from_view, packed_of, unseen_for
from desktop_app.engine.core import Action, ActionKind
from desktop_app.engine.shengsidu import patterns as P
from desktop_app.engine.shengsidu.game import ShengsiduGame

from .states import OPTION_SETS, random_options


def full_state(g: ShengsiduGame) -> State:
    n = g.num_players
    return State(
        n,
        Rules.from_options(g.options.to_dict()),
        [packed_of(h) for h in g.hands],
        [len(h) for h in g.hands],
        0,
        [False] * n,
        [],
        None,
        -1,
        0,
        g.to_move,
        None,
        [],
    )


@pytest.mark.parametrize("seed", range(30))
def test_simulator_follows_the_engine(seed):
    rng = random.Random(seed)
    options = OPTION_SETS[seed % len(OPTION_SETS)] if seed % 2 else random_options(rng)
    g = ShengsiduGame(rng.choice([2, 3, 4]), options, seed=seed)
    st = full_state(g)
    while not g.is_over:
        seat = g.to_move
        assert st.to_move == seat and st.winner is None
        assert st.sizes == [len(h) for h in g.hands]
        assert [st.hands[s] for s in range(g.num_players)] == [packed_of(h) for h in g.hands]
        moves = st.moves(seat)
        assert {unpack(mv[0]) for mv in moves} == {P.counts_of(h) for h in g.hints(seat)}
        assert st.can_pass(seat) == (ActionKind.PASS in g.legal_kinds(seat))
        view = st_view = from_view(g.view_for(seat))
        assert (view.top, view.top_seat, view.passed, view.played) == (st.top, st.top_seat, st.passed, st.played)
        assert st_view.hands[seat] == st.hands[seat] and st_view.bombs == st.bombs
        assert st_view.played_any == st.played_any
        if st.can_pass(seat) and (not moves or rng.random() < 0.3):
            g.apply(Action(seat, ActionKind.PASS))
            st.step(None)
        else:
            mv = rng.choice(moves)
            cards = P.materialize(g.hands[seat], unpack(mv[0]))
            g.apply(Action(seat, ActionKind.PLAY, cards, mv[1]))
            st.step(mv)
            if not g.is_over:
                assert st.top[1] == g.trick.top.reading.type
    assert st.winner == g.winner
    assert st.scores() == g.outcome.scores


def test_determinization_deals_only_unseen_cards():
    g = ShengsiduGame(3, seed=9)
    seat = g.to_move
    st = from_view(g.view_for(seat))
    assert st.hands[seat] == packed_of(g.hands[seat])
    assert all(st.hands[s] == -1 for s in range(3) if s != seat)
    rng = random.Random(1)
    for _ in range(20):
        d = deal_unseen(st, seat, rng)
        assert d.hands[seat] == st.hands[seat]
        assert [sum(unpack(h)) for h in d.hands] == st.sizes
        dealt = sum(d.hands[s] for s in range(3) if s != seat)
        rest = unseen_for(st, seat) - dealt
        assert all(v >= 0 for v in unpack(rest)) and sum(unpack(rest)) == 13
        assert sum(d.hands) + rest + d.played == FULL
