"""Property-based play-throughs from fixed seeds, and generator/classifier agreement."""

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.engine.cards import full_deck
from desktop_app.engine.core import Action, GameRecord
from desktop_app.engine.doudizhu.game import DoudizhuGame
from desktop_app.engine.doudizhu.patterns import counts_of, moves, readings_of_counts

RESULTS = {"landlord_win", "landlord_loss", "peasant_win", "peasant_loss", "escaped", "opponent_escaped"}


def check_invariants(g: DoudizhuGame) -> None:
    cards = [c for h in g.hands for c in h] + g.played
    if g.landlord is None:
        cards += g.bottom
    if g.hands[0] or g.played:
        assert Counter(cards) == Counter(full_deck()), "cards are conserved"
    for s in range(3):
        assert g.counts[s] == counts_of(g.hands[s])
        v = g.view_for(s)
        assert v.hand == tuple(g.hands[s])
        for o in range(3):
            if o != s and not g.shown[o] and not g.is_over:
                assert v.shown_hands[o] is None
        if g.landlord is None:
            assert v.bottom == ()
        for e in g.events_for(s):
            if e.kind == "deal" and e.seat != s:
                assert e.visible_to is None and g.shown[e.seat]
    spectator = g.view_for(None)
    assert spectator.hand == ()
    if not g.is_over:
        assert all(h is None or g.shown[i] for i, h in enumerate(spectator.shown_hands))
        assert spectator.final_hands == ()


def play_out(seed: int, policy: int, variant: str, spring: bool, jk: bool, escape_at: int | None) -> DoudizhuGame:
    g = DoudizhuGame(3, {"variant": variant, "spring": spring, "jokers_as_kickers": jk}, seed=seed)
    rng = random.Random(policy)
    step = 0
    while not g.is_over:
        check_invariants(g)
        if escape_at is not None and step == escape_at:
            g.apply(Action(rng.randrange(3), "abandon"))
            break
        seat = g.to_move
        acts = g.legal_actions(all_kickers=rng.random() < 0.5)
        assert acts and all(a.seat == seat for a in acts)
        assert {a.kind for a in acts} <= g.legal_kinds(seat)
        a = rng.choice(acts)
        phase, trick_before = g.phase, g.trick
        events = g.apply(a)
        if phase == "play" and not g.is_over:
            if any(e.kind == "trick_closed" for e in events):
                assert g.to_move == trick_before.winner
            else:
                assert g.to_move == (seat + 1) % 3
        step += 1
        assert step < 2000
    check_invariants(g)
    return g


@settings(max_examples=150)
@given(
    seed=st.integers(0, 2**32),
    policy=st.integers(0, 2**16),
    variant=st.sampled_from(["laizi", "classic"]),
    spring=st.booleans(),
    jk=st.booleans(),
    escape_at=st.one_of(st.none(), st.none(), st.integers(0, 60)),
)
def test_random_play_through(seed, policy, variant, spring, jk, escape_at):
    g = play_out(seed, policy, variant, spring, jk, escape_at)
    out = g.outcome
    assert out is not None and len(out.results) == 3
    assert all(r.result in RESULTS for r in out.results)
    assert sum(out.scores) == 0  # coins are zero-sum, floor included
    assert all(c + d >= 0 for c, d in zip(g.coins, out.scores, strict=False))
    if g.escaped is None:
        lord = g.landlord
        landlord_won = not g.hands[lord]
        assert (out.results[lord].result == "landlord_win") is landlord_won
        assert sum(1 for h in g.hands if not h) == 1
        x = out.results[0].detail["x"]
        if min(g.coins) >= 4 * x:
            assert abs(out.scores[lord]) == 2 * x
    # replay and the record's text round trip
    rec = GameRecord.loads(g.record().dumps())
    assert rec == g.record()
    again = DoudizhuGame.replay(rec)
    assert again.events == g.events and again.outcome == g.outcome


def test_generator_matches_classifier_without_laizi():
    rng = random.Random(3)
    deck = full_deck()
    for _ in range(25):
        rng.shuffle(deck)
        hand = counts_of(deck[:20])
        leads = moves(hand, None, None, all_kickers=True)
        for p, r in leads:
            assert r in readings_of_counts(p, None)
            assert readings_of_counts(p, None)[0] == r  # the strongest reading is kept
        for _ in range(6):
            top = rng.choice(leads)[1]
            follow = {p for p, _ in moves(hand, None, top, all_kickers=True)}
            want = {p for p, _ in leads if any(x.beats(top) for x in readings_of_counts(p, None))}
            assert follow == want


def test_generator_is_sound_with_laizi():
    rng = random.Random(4)
    deck = full_deck()
    for _ in range(25):
        rng.shuffle(deck)
        hand = counts_of(deck[:17])
        lz = rng.randrange(13)
        leads = moves(hand, lz, None)
        for p, r in leads:
            assert all(a <= b for a, b in zip(p, hand, strict=False))
            assert r in readings_of_counts(p, lz)
        for _ in range(6):
            top = rng.choice(leads)[1]
            for p, r in moves(hand, lz, top):
                assert r.beats(top) and r in readings_of_counts(p, lz)
