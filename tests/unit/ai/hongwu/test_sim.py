"""The index-level rules and the playout simulator agree with the engine."""

from __future__ import annotations

import copy
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.ai.hongwu.knowledge import ctx_from_view
from desktop_app.ai.hongwu.policy import choose_play
from desktop_app.ai.hongwu.sim import Sim, deal_unseen
from desktop_app.ai.hongwu.tables import CARDS, cards_of, contest, counts_of, idx, read_lead, tables
from desktop_app.engine.cards import Suit, make_pack
from desktop_app.engine.core import Action
from desktop_app.engine.hongwu import patterns as P
from desktop_app.engine.hongwu.cards_order import TRUMP

from .states import game_states

PACK = make_pack(2)


def one_class_set(rng, order, klass, n):
    cards = [c for c in PACK if order.cls[c.index] == klass]
    return rng.sample(cards, min(n, len(cards)))


@settings(max_examples=60)
@given(seed=st.integers(0, 2**31))
def test_read_and_contest_agree_with_the_engine(seed):
    rng = random.Random(seed)
    suit = rng.choice(list(Suit))
    t = tables(suit)
    order = t.order
    for _ in range(40):
        klass = rng.choice([TRUMP, 0, 1, 2, 3])
        if not t.class_cards[klass]:
            continue
        pairs = one_class_set(rng, order, klass, rng.randint(1, 5))
        cards = [c for c in pairs for _ in (0, 1)][: rng.randint(1, 2 * len(pairs))]
        cards += one_class_set(rng, order, klass, rng.randint(0, 3)) if rng.random() < 0.5 else []
        if rng.random() < 0.1:
            cards.append(rng.choice(PACK))
        mine = read_lead(idx(cards), t)
        theirs = P.read(cards, order)
        assert (mine is None) == (theirs is None)
        if mine is None:
            continue
        assert (mine.type, mine.klass, mine.strength, mine.shape) == (
            theirs.type,
            theirs.suit_class,
            theirs.strength,
            theirs.shape,
        )
        assert Counter(mine.cards) == Counter(idx(theirs.cards))
        for _ in range(5):
            k2 = rng.choice([klass, TRUMP])
            pool = [c for c in PACK if order.cls[c.index] == k2]
            follow = rng.sample(pool, min(len(cards), len(pool)))
            if rng.random() < 0.5 and len(follow) >= 2:
                follow[1] = follow[0]
            assert contest(mine, idx(follow), t) == P.contest_strength(theirs, follow, order)


@settings(max_examples=12)
@given(seed=st.integers(0, 2**31))
def test_the_simulator_replays_the_engine(seed):
    """From a mid-deal state with the true hidden cards, the simulator and the engine play
    the same deal to the same points and score; each simulated seat knows what its view
    shows (the policy chooses the same plays from either)."""
    cut = random.Random(seed).randrange(40)
    g = None
    for i, state in enumerate(game_states(seed, levels=("normal",) * 4)):
        if i == cut:
            g = copy.deepcopy(state)
            break
    assert g is not None
    seat = g.to_move
    ctx = ctx_from_view(g.view_for(seat))
    hands = [counts_of(idx(h)) for h in g.hands]
    sim = Sim(ctx, hands, counts_of(idx(g.buried)), g.red_fives, g.options.red_five_penalty)
    while not g.is_over:
        s = g.to_move
        assert sim.to_move == s
        play = choose_play(sim.ctx(s))
        assert play == choose_play(ctx_from_view(g.view_for(s)))
        g.apply(Action(s, "play", cards_of(play)))
        sim.play(s, play)
        assert [set(v) for v in sim.voids] == [{c for c in _classes(v)} for v in g.view_for(s).voids]
    assert sim.over
    assert sim.dealer_score() == g.settlement["dealer_score"]


def _classes(names):
    from desktop_app.engine.hongwu.cards_order import class_of_name

    return [class_of_name(n) for n in names]


@settings(max_examples=15)
@given(seed=st.integers(0, 2**31))
def test_guessed_deals_fit_what_the_seat_knows(seed):
    rng = random.Random(seed)
    for i, g in enumerate(game_states(seed)):
        if i % 7:
            continue
        seat = g.to_move
        ctx = ctx_from_view(g.view_for(seat))
        hands, kitty = deal_unseen(ctx, rng)
        assert hands[seat] == ctx.hand
        total = Counter()
        for s in range(4):
            assert sum(hands[s]) == len(g.hands[s])
            total.update({CARDS[j]: n for j, n in enumerate(hands[s]) if n})
            if s != seat:
                for j, n in enumerate(hands[s]):
                    assert not n or ctx.t.cls[j] not in ctx.voids[s]
        total.update({CARDS[j]: n for j, n in enumerate(kitty) if n})
        for seat_cards in g.played:
            total.update(seat_cards)
        assert sum(kitty) == 8
        assert total == Counter(PACK)
        if seat == g.dealer:
            assert Counter(cards_of(j for j, n in enumerate(kitty) for _ in range(n))) == Counter(g.buried)
