"""The 红五 assistant against the engine: readings agree with ``Game.apply``, hints are
legal and complete, plans partition the hand into legal (and safe) leads."""

from __future__ import annotations

import copy
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.ai.assist import assistant
from desktop_app.ai.hongwu.assist import ASSISTANT, DISCARD
from desktop_app.engine.cards import make_pack, parse_cards
from desktop_app.engine.core import Action, EngineError
from desktop_app.engine.hongwu import patterns as P
from desktop_app.engine.hongwu.game import HongwuGame

from .states import game_states, key, sub_multisets

PACK = make_pack(1)


def C(text):
    return tuple(parse_cards(text))


def staged(hands, trump="s", dealer=0, buried="4d 4d 6d 6d 7d 7d 8d 8d", options=None):
    """A game in the play phase with the given hands (the dealer leads)."""
    g = HongwuGame(4, options, seed=1)
    seat = g.opener
    while g.phase == "bidding":
        g.apply(Action(seat, "bid", value=60) if seat == dealer else Action(seat, "pass"))
        seat = (seat + 1) % 4
    g.apply(Action(dealer, "trump", value=trump))
    g.hands = [list(parse_cards(h)) for h in hands]
    g.hands[dealer] += list(parse_cards(buried))
    g.apply(Action(dealer, "bury", C(buried)))
    return g


def selections(g, rng):
    """Card selections to read for the seat to move: hints, random subsets, one-suit throw
    attempts, the lead's size, cards not held, nothing."""
    v = g.view_for(g.to_move)
    hand = list(v.hand)
    out = [()]
    out += [h.cards for h in ASSISTANT.hints(v)[:4]]
    for _ in range(4):
        out.append(tuple(rng.sample(hand, rng.randint(1, min(6, len(hand))))))
    order = g.order
    by_class = {}
    for c in hand:
        by_class.setdefault(order.cls[c.index], []).append(c)
    for cards in by_class.values():
        out.append(tuple(rng.sample(cards, rng.randint(1, len(cards)))))
    if v.trick:
        n = len(v.trick[0][1])
        if len(hand) >= n:
            out += [tuple(rng.sample(hand, n)) for _ in range(3)]
    out.append((*hand[:1], rng.choice(PACK)))
    return out


def check_selection(g, seat, cards):
    v = g.view_for(seat)
    sel = ASSISTANT.read_selection(v, cards)
    assert sel.cards == tuple(cards)
    if sel.playable:
        assert sel.chosen == 0 and sel.readings and sel.reason is None
        g2 = copy.deepcopy(g)
        g2.apply(Action(seat, "play", tuple(cards)))  # must not raise
    else:
        assert sel.chosen is None
        with pytest.raises(EngineError) as info:
            g.apply(Action(seat, "play", tuple(cards)))
        assert info.value.reason == sel.reason
        assert info.value.params == dict(sel.params)
    return sel


@settings(max_examples=12)
@given(seed=st.integers(0, 2**31))
def test_read_selection_agrees_with_apply(seed):
    rng = random.Random(seed)
    for i, g in enumerate(game_states(seed, play_only=False)):
        if g.phase != "play" and rng.random() < 0.8:
            continue
        if g.phase == "play" and i % 3:
            continue
        seat = g.to_move
        if g.phase == "play":
            for cards in selections(g, rng):
                check_selection(g, seat, cards)
        else:
            check_selection(g, seat, tuple(rng.sample(list(g.view_for(seat).hand), 1)))
        other = (seat + rng.randint(1, 3)) % 4
        hand = list(g.view_for(other).hand)
        check_selection(g, other, tuple(hand[:1]))


def test_read_selection_after_the_end_and_for_a_spectator():
    g = next(iter(game_states(5)))
    sel = ASSISTANT.read_selection(g.view_for(None), ())
    assert not sel.playable and sel.reason == "bad_seat"
    g.apply(Action(1, "abandon"))
    sel = ASSISTANT.read_selection(g.view_for(1), C("RJ"))
    assert not sel.playable and sel.reason == "game_over"


def test_read_selection_labels():
    hands = [
        "5h 5h RJ RJ 3s 3s 3c 3c Ac Ac Kc Kc Jc Jc 8c Ad 4d",
        "As Ks Qs Js Ts 9s 8s 7s 6s 5s 4s Ah Kh Qh Jh Th 9h",
        "Qc Qc Tc 9c 6c 6c 5c 4c Ah Kh Qh Jh Th 9h 8h 7h 6h",
        "2c 2h 2d 7c 3d 3d Kd Kd Qd Qd Jd Jd Td Td 9d 9d 5d",
    ]
    g = staged(hands)
    v = g.view_for(0)
    sel = ASSISTANT.read_selection(v, C("3s 3s 3c 3c"))
    assert sel.playable and sel.readings[0].type == "tractor" and sel.readings[0].params["length"] == 2
    sel = ASSISTANT.read_selection(v, C("Ac Ac Kc Kc Jc Jc"))
    assert sel.playable and sel.readings[0].type == "throw"
    assert sel.readings[0].params["safe"] is False and sel.readings[0].params["risky"] == ["Jc Jc"]
    sel = ASSISTANT.read_selection(v, C("Ac Ac Kc Kc"))
    assert sel.readings[0].type == "tractor" and sel.readings[0].params["points"] == 20
    sel = ASSISTANT.read_selection(v, C("5h 5h RJ RJ 3s"))
    assert not sel.playable and sel.reason == "trump_throw" and sel.readings == ()
    sel = ASSISTANT.read_selection(v, C("Ad 8c"))
    assert not sel.playable and sel.reason == "mixed_suits"
    g.apply(Action(0, "play", C("Ad")))
    v1 = g.view_for(1)
    sel = ASSISTANT.read_selection(v1, C("As"))
    assert sel.playable and sel.readings[0].type == "single"
    assert sel.readings[0].params["wins"] is True and sel.readings[0].params["ruff"] is True
    sel = ASSISTANT.read_selection(v1, C("Ah"))
    assert sel.playable and sel.readings[0].type == DISCARD
    sel = ASSISTANT.read_selection(v1, C("As Ks"))
    assert not sel.playable and sel.reason == "wrong_count"
    g.apply(Action(1, "play", C("As")))
    v2 = g.view_for(2)
    assert ASSISTANT.read_selection(v2, C("Ah")).playable  # void in ♦: free to discard
    assert ASSISTANT.read_selection(v2, C("Qc")).readings[0].params["wins"] is False
    v3 = g.view_for(3)
    sel = ASSISTANT.read_selection(v3, C("2c"))
    assert not sel.playable and sel.reason == "not_your_turn"


def test_assistant_is_found_by_game_id():
    assert assistant("hongwu") is ASSISTANT


# --------------------------------------------------------------------------- hints


def brute_plays(g):
    """Every distinct legal play of the seat to move (follows: all; leads: all but the
    throw attempts of more than 6 cards, to keep it small)."""
    v = g.view_for(g.to_move)
    hand = list(v.hand)
    order = g.order
    if v.trick:
        lead = P.read(list(v.trick[0][1]), order)
        fp = g.options.follow_pattern
        return [p for p in sub_multisets(hand, lead.size) if P.follow_error(hand, lead, p, order, fp) is None]
    return [p for p in sub_multisets(hand) if 0 < len(p) <= 6 and P.lead_error(p, order) is None]


@settings(max_examples=30)
@given(seed=st.integers(0, 2**31))
def test_hints_are_legal_and_complete_on_small_hands(seed):
    checked = 0
    for g in game_states(seed):
        v = g.view_for(g.to_move)
        if len(v.hand) > 9:
            continue
        hints = ASSISTANT.hints(v)
        plays = brute_plays(g)
        assert bool(hints) == bool(plays)
        keys = [key(h.cards) for h in hints]
        assert len(keys) == len(set(keys)), "one entry per distinct play"
        legal = {key(p) for p in plays}
        order = g.order
        if v.trick:
            lead = P.read(list(v.trick[0][1]), order)
            best = lead.strength
            for _s, p in v.trick[1:]:
                s = P.contest_strength(lead, p, order)
                best = max(best, s) if s is not None else best
            winners = {key(p) for p in plays if (P.contest_strength(lead, p, order) or -1) > best}
            hinted_winners = {key(h.cards) for h in hints if h.reading.params.get("wins")}
            assert hinted_winners == winners
            assert set(keys) <= legal
        else:
            assert set(keys) <= {key(p) for p in sub_multisets(v.hand) if P.lead_error(p, order) is None}
            basic = {key(p) for p in plays if P.read(p, order).type != "throw"}
            assert basic <= set(keys), "every single, pair and tractor is listed"
        checked += 1
    assert checked >= 4


@settings(max_examples=10)
@given(seed=st.integers(0, 2**31))
def test_every_hint_applies(seed):
    for i, g in enumerate(game_states(seed)):
        v = g.view_for(g.to_move)
        hints = ASSISTANT.hints(v)
        assert hints, "a seat to play always has a hint"
        for other in range(4):
            if other != g.to_move:
                assert ASSISTANT.hints(g.view_for(other)) == []
        if i % 4:
            continue
        for h in hints:
            g2 = copy.deepcopy(g)
            g2.apply(Action(g.to_move, "play", h.cards))
            if not v.trick and h.reading.params.get("safe"):
                assert g2.last_throw_failure is None
    assert ASSISTANT.hints(HongwuGame(4, seed=seed).view_for(0)) == []


def test_follow_hints_put_the_cheapest_winner_before_discards():
    hands = [
        "Ad 5h 5h RJ RJ 3s 3s 3c 3c Ac Ac Kc Kc Jc Jc 8c 4d",
        "Qd 9d 7d 3d Kh Qh Jh Th 9h 8h 7h 6h 4h 4h 3h 3h 9c",
        "Qc Qc Tc 9c 6c 6c 5c 4c Ah Kh Qh Jh Th 9h 8h 7h 6h",
        "2c 2h 2d 7c 3d 3d Kd Kd Qd Jd Jd Td Td 9d 9d 5d 5d",
    ]
    g = staged(hands)
    g.apply(Action(0, "play", C("4d")))
    hints = ASSISTANT.hints(g.view_for(1))
    assert {h.cards for h in hints} == {C("3d"), C("7d"), C("9d"), C("Qd")}
    rest = hints[1:]  # after the recommended play
    wins = [h.reading.params["wins"] for h in rest]
    assert wins == sorted(wins, reverse=True), "winners before discards"
    winners = [h.cards for h in rest if h.reading.params["wins"]]
    assert winners == [w for w in (C("7d"), C("9d"), C("Qd")) if w in winners]


# --------------------------------------------------------------------------- plan


@settings(max_examples=10)
@given(seed=st.integers(0, 2**31))
def test_plans_partition_the_hand_into_legal_leads(seed):
    for i, g in enumerate(game_states(seed, play_only=False)):
        if i % 5:
            continue
        seat = g.to_move
        v = g.view_for(seat)
        plan = ASSISTANT.plan(v)
        if g.phase not in ("bury", "play"):
            assert plan == []
            continue
        assert Counter(c for s in plan for c in s.cards) == Counter(v.hand)
        for s in plan:
            assert P.lead_error(s.cards, g.order) is None
            assert s.reading.type == P.read(s.cards, g.order).type
            if s.reading.type == "throw":
                assert s.reading.params["safe"] is True
        if g.phase == "play" and not v.trick:
            for s in plan:
                g2 = copy.deepcopy(g)
                g2.apply(Action(seat, "play", s.cards))
                assert g2.last_throw_failure is None


def test_plan_is_minimal_for_trumps():
    hands = [
        "5h 5h RJ RJ BJ BJ 3s 3s 2s 2s 2h 2h 2c 2c As As Ks 4d",
        "As Ks Qs Js Ts 9s 8s 7s 6s 5s 4s Ah Kh Qh Jh Th 9h",
        "Qc Qc Tc 9c 6c 6c 5c 4c Ah Kh Qh Jh Th 9h 8h 7h 6h",
        "7c 3d 3d Kd Kd Qd Qd Jd Jd Td Td 9d 9d 5d 5d 4d 2d",
    ]
    g = staged(hands, buried="8c 8c 7h 7h 6d 6d 8d 8d")
    plan = ASSISTANT.plan(g.view_for(0))
    # ♥5♥5 RJRJ BJBJ ♠3♠3 / ♠2♠2 ♥2♥2 ♠A♠A (副2 pair then the ace pair) / ♣2♣2 / ♠K / ♦4
    assert [len(s.cards) for s in plan] == [8, 6, 2, 1, 1]
    assert [s.reading.type for s in plan] == ["tractor", "tractor", "pair", "single", "single"]


def test_ruffs_of_a_throw_offer_every_winning_top_trump():
    # hearts thrown (A K Q singles), the seat void in hearts with 14 trumps: C(14, 3) = 364
    # winning ruffs; the hints keep one per top trump (every way to win), cheapest first
    from desktop_app.ai.hongwu.moves import hinted_follows, winning_follows
    from desktop_app.ai.hongwu.tables import TRUMP, read_lead, tables
    from desktop_app.engine.cards import Suit

    t = tables(Suit.SPADES)
    lead = read_lead([c.index for c in parse_cards("Ah Kh Qh")], t)
    hand = [0] * 54
    for c in parse_cards("4s 6s 7s 8s 9s Ts Js Qs Ks As 2s 2c BJ RJ 9d"):
        hand[c.index] += 1
    every = winning_follows(hand, lead, t, lead.strength, limit=None)
    assert len(every) == 364
    hinted = hinted_follows(hand, lead, t, lead.strength)
    assert len(hinted) == 64 and len(set(hinted)) == 64
    assert set(hinted) <= set(every)
    strength = t.strength
    tops = sorted({max(strength[i] for i in p) for p in every})
    firsts = hinted[: len(tops)]
    assert [max(strength[i] for i in p) for p in firsts] == tops  # one per top trump, lowest first
    for p in firsts:  # each with the cheapest two trumps below its top
        top = max(strength[i] for i in p)
        below = sorted(strength[i] for i in range(54) for _ in range(hand[i]) if t.cls[i] == TRUMP)
        below = [s for s in below if s < top][:2]
        assert sorted(strength[i] for i in p if strength[i] != top) == below
