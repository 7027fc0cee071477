"""The searches' playout policy: legal in every table variant, and it plays what the
easy bot plays."""

import random

import pytest

from desktop_app.ai.play import bots_for, iter_views
from desktop_app.ai.shengsidu.moves import pack, unpack
from desktop_app.ai.shengsidu.policy import easy_choose
from desktop_app.ai.shengsidu.rollout import hint_choose
from desktop_app.ai.shengsidu.sim import from_view
from desktop_app.engine.core import Action, ActionKind
from desktop_app.engine.shengsidu import patterns as P
from desktop_app.engine.shengsidu.game import ShengsiduGame

from .states import OPTION_SETS, random_options
from .test_sim import full_state


@pytest.mark.parametrize("seed", range(24))
def test_hint_policy_plays_whole_games_legally(seed):
    """Every action is one the engine accepts, and the simulator keeps step."""
    rng = random.Random(seed)
    options = OPTION_SETS[seed % len(OPTION_SETS)] if seed % 2 else random_options(rng)
    g = ShengsiduGame(2 + seed % 3, options, seed=seed)
    st = full_state(g)
    while not g.is_over:
        seat = g.to_move
        mv = hint_choose(st, seat, rng)
        if mv is None:
            assert st.can_pass(seat)
            g.apply(Action(seat, ActionKind.PASS))
        else:
            assert mv[0] in {m[0] for m in st.moves(seat)}
            g.apply(Action(seat, ActionKind.PLAY, P.materialize(g.hands[seat], unpack(mv[0])), mv[1]))
        st.step(mv)
    assert st.winner == g.winner and st.scores() == g.outcome.scores


@pytest.mark.parametrize("options", [{}, {"loose_three_two": True}, {"two_connects_three": True}])
def test_hint_policy_follows_like_the_easy_bot(options):
    """The fast hint policy picks the easy bot's play nearly always (the searches model
    the other seats with it). It differs where the easy bot judges only the cheapest few
    kickers of a body, and in ties between leads of equal plans."""
    follows = leads = lead_agree = follow_agree = 0
    for seed in range(12):
        g = ShengsiduGame(4, options, seed=seed)
        for view in iter_views(g, bots_for("shengsidu", ["easy"] * 4, seed=seed)):
            st = from_view(view)
            rng = random.Random(0)
            mine, easy = hint_choose(st, view.seat, rng), easy_choose(st, view.seat, rng)
            same = (mine is None) == (easy is None) and (mine is None or mine[0] == easy[0])
            if st.top is None:
                leads += 1
                lead_agree += same
            else:
                follows += 1
                follow_agree += same
    assert follows > 200 and leads > 50
    assert follow_agree / follows > 0.97
    assert lead_agree / leads > 0.8


def test_a_play_that_goes_out_is_taken():
    g = ShengsiduGame(3, seed=4)
    st = full_state(g)
    seat = g.to_move
    pair = pack((0,) * 11 + (2, 0))  # a pair of aces
    st.hands[seat], st.sizes[seat] = pair, 2
    assert hint_choose(st, seat, random.Random(0))[0] == pair
    st.top, st.top_seat = (pack((0,) * 9 + (2, 0, 0, 0)), "pair", 9, 1, 2, 9), (seat + 1) % 3
    assert hint_choose(st, seat, random.Random(0))[0] == pair
