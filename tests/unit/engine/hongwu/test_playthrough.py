"""Random legal play-throughs from fixed seeds (hypothesis, derandomized)."""

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.engine.cards import make_pack
from desktop_app.engine.core import Action, EngineError, GameRecord
from desktop_app.engine.hongwu import patterns as P
from desktop_app.engine.hongwu.game import HongwuGame
from desktop_app.engine.hongwu.scoring import card_points, settle

FULL = Counter(make_pack(2))

options_st = st.fixed_dictionaries(
    {
        "kitty_double": st.booleans(),
        "follow_pattern": st.booleans(),
        "red_five_penalty": st.sampled_from([0, 5, 10, 20]),
        "base_score": st.sampled_from([1, 2, 5]),
    }
)


def choose(g, rng):
    """A random legal action for the seat to move (sometimes a throw attempt)."""
    s = g.to_move
    v = g.view_for(s)
    if g.phase == "bidding":
        lo, hi = v.bid_range
        if rng.random() < 0.35:
            return Action(s, "bid", value=rng.randrange(lo, hi + 1, 5))
        return Action(s, "pass")
    if g.phase == "trump":
        return Action(s, "trump", value=rng.choice("shcd"))
    if g.phase == "bury":
        return Action(s, "bury", tuple(rng.sample(list(v.hand), 8)))
    order, hand = g.order, list(v.hand)
    if rng.random() < 0.15:
        hints = g.hints(s)
        assert hints
        for h in hints:
            if v.trick:
                lead = P.read(list(v.trick[0][1]), order)
                assert P.follow_error(hand, lead, h, order, g.options.follow_pattern) is None
            else:
                assert P.lead_error(h, order) is None
        return Action(s, "play", rng.choice(hints))
    if not v.trick:
        if rng.random() < 0.3:
            plain = [k for k in range(4) if any(order.cls[c.index] == k for c in hand)]
            if plain:
                k = rng.choice(plain)
                suit = [c for c in hand if order.cls[c.index] == k]
                return Action(s, "play", tuple(rng.sample(suit, rng.randint(1, len(suit)))))
        return Action(s, "play", rng.choice(P.legal_leads(hand, order)))
    lead = P.read([c for c in v.trick[0][1]], order)
    winners = P.beating_follows(hand, lead, order)
    if winners and rng.random() < 0.5:
        return Action(s, "play", rng.choice(winners))
    return Action(s, "play", P.random_follow(hand, lead, order, rng, g.options.follow_pattern))


def an_illegal_follow(g, rng):
    """A follow that breaks follow-suit, when the seat to move can be caught out."""
    v = g.view_for(g.to_move)
    if not v.trick:
        return None
    order = g.order
    lead = P.read(list(v.trick[0][1]), order)
    hand = list(v.hand)
    suit = [c for c in hand if order.cls[c.index] == lead.suit_class]
    other = [c for c in hand if order.cls[c.index] != lead.suit_class]
    if not suit or not other:
        return None
    k = min(lead.size, len(suit)) - 1  # one suit card short
    if lead.size - k > len(other):
        return None
    return Action(g.to_move, "play", tuple(rng.sample(suit, k) + rng.sample(other, lead.size - k)))


def check_invariants(g):
    n_cards = Counter()
    for h in g.hands:
        n_cards.update(h)
    for p in g.played:
        n_cards.update(p)
    n_cards.update(g.buried if g.buried else ([] if g.phase == "bury" else g.kitty))
    assert n_cards == FULL
    sizes = {len(h) for s, h in enumerate(g.hands) if not (g.phase == "bury" and s == g.dealer)}
    assert len(sizes) <= 2
    for s in range(4):
        v = g.view_for(s)
        assert Counter(v.hand) == Counter(g.hands[s])
        if s != g.dealer:
            assert v.kitty == ()
        for e in g.events_for(s):
            assert e.visible_to is None or s in e.visible_to
    spec = g.view_for(None)
    assert spec.hand == () and spec.kitty == ()
    assert all(e.visible_to is None for e in g.events_for(None))
    if g.phase == "play":
        assert g.to_move == (g.leader + len(g.trick)) % 4


def play_out(seed, options, check_every=True, refusals=True):
    g = HongwuGame(4, options, seed=seed)
    rng = random.Random(seed)
    steps = 0
    while not g.is_over:
        if refusals and g.phase == "play" and rng.random() < 0.1:
            bad = an_illegal_follow(g, rng)
            if bad is not None:
                before = (g.view_for(bad.seat), len(g.events), len(g.actions))
                try:
                    g.apply(bad)
                except EngineError as e:
                    assert e.reason == "must_follow_suit"
                else:
                    raise AssertionError("an illegal follow was accepted")
                assert (g.view_for(bad.seat), len(g.events), len(g.actions)) == before
        action = choose(g, rng)
        if g.phase == "play":
            assert action.kind in g.legal_kinds(action.seat)
        g.apply(action)
        steps += 1
        if check_every or g.phase != "play":
            check_invariants(g)
    return g


@settings(max_examples=50)
@given(seed=st.integers(0, 2**32), options=options_st)
def test_random_deals_play_through(seed, options):
    g = play_out(seed, options)
    st_ = g.settlement
    assert st_ is not None and g.phase == "over" and g.to_move is None
    assert all(len(h) == 0 for h in g.hands)
    # conservation: 200 card points, the kitty counted once (twice when doubled for 闲家)
    extra = st_["kitty_points"] if st_["kitty_awarded"] != st_["kitty_points"] else 0
    assert st_["dealer_points"] + st_["defender_points"] == 200 + extra
    assert card_points(g.buried) == st_["kitty_points"]
    trick_points = sum(e.data["points"] for e in g.events if e.kind == "trick")
    assert trick_points + st_["kitty_points"] == 200
    # the dealer's score and the band
    score = st_["dealer_points"] - st_["bid"] - st_["red_fives"] * options["red_five_penalty"]
    assert score == st_["dealer_score"]
    d, each = settle(score, options["base_score"])
    assert g.outcome.scores == [d if s == g.dealer else each for s in range(4)]
    assert sum(g.outcome.scores) == 0
    # every trick has four plays of the lead's size, and the winner leads next
    tricks = [e for e in g.events if e.kind == "trick"]
    leads = [e for e in g.events if e.kind == "play" and e.data["lead"]]
    assert len(tricks) == len(leads) and all(t.data["number"] == i + 1 for i, t in enumerate(tricks))
    for t, nxt in zip(tricks, leads[1:], strict=False):
        assert nxt.seat == t.data["winner"]
    # replay and the record round trip
    rec = GameRecord.loads(g.record().dumps())
    assert rec == g.record()
    again = HongwuGame.replay(rec)
    assert again.events == g.events and again.outcome == g.outcome


@settings(max_examples=20)
@given(seed=st.integers(0, 2**32), cut=st.integers(0, 150), seat=st.integers(0, 3))
def test_abandon_mid_game_and_replay(seed, cut, seat):
    g = HongwuGame(4, seed=seed)
    rng = random.Random(seed)
    for _ in range(cut):
        if g.is_over:
            break
        g.apply(choose(g, rng))
    if not g.is_over:
        g.apply(Action(seat, "abandon"))
        assert g.outcome.scores[seat] == -9 and sum(g.outcome.scores) == 0
    again = HongwuGame.replay(GameRecord.loads(g.record().dumps()))
    assert again.events == g.events
