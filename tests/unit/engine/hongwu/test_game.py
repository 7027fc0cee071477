"""The 红五 state machine: bidding, trump, kitty, play, throws, settlement and refusals."""

import pytest

from desktop_app.engine import new_game
from desktop_app.engine.cards import parse_cards
from desktop_app.engine.core import (
    Action,
    EngineError,
    IllegalActionError,
    IllegalPlayError,
    InvalidOptionError,
    NotYourTurnError,
    WrongPhaseError,
)
from desktop_app.engine.hongwu.game import DEFAULT_TRUMP, HongwuGame


def C(text):
    return tuple(parse_cards(text))


def snapshot(g):
    return ([g.view_for(s) for s in (None, 0, 1, 2, 3)], len(g.events), list(g.actions), g.phase, g.to_move)


def refused(g, action, exc=EngineError, reason=None):
    before = snapshot(g)
    with pytest.raises(exc) as info:
        g.apply(action)
    assert snapshot(g) == before
    if reason is not None:
        assert info.value.reason == reason, info.value
    return info.value


def bid_to(g, dealer, amount=60):
    """Everyone passes except ``dealer``, who bids ``amount`` at their turn."""
    seat = g.opener
    while g.phase == "bidding":
        if seat == dealer:
            g.apply(Action(seat, "bid", value=amount))
        else:
            g.apply(Action(seat, "pass"))
        seat = (seat + 1) % 4
    assert g.dealer == dealer


def staged(hands, trump="s", dealer=0, bid=60, buried="4d 4d 6d 6d 7d 7d 8d 8d", options=None, seed=1):
    """A game in the play phase with the given (equal-sized) hands."""
    g = HongwuGame(4, options, seed=seed)
    bid_to(g, dealer, bid)
    g.apply(Action(dealer, "trump", value=trump))
    hands = [list(parse_cards(h)) for h in hands]
    g.hands = hands
    g.hands[dealer] = hands[dealer] + list(parse_cards(buried))
    g.apply(Action(dealer, "bury", C(buried)))
    assert g.phase == "play" and g.to_move == dealer
    return g


# ---------------------------------------------------------------- setup and bidding


def test_deal_and_registry():
    g = new_game("hongwu", 4, seed=11)
    assert isinstance(g, HongwuGame) and g.direction == "counterclockwise"
    sizes = [len(g.view_for(s).hand) for s in range(4)]
    assert sizes == [25, 25, 25, 25] and len(g.kitty) == 8
    everything = sorted(c.index for h in g.hands for c in h) + sorted(c.index for c in g.kitty)
    assert sorted(everything) == sorted(list(range(54)) * 2)
    assert g.phase == "bidding" and g.to_move == g.opener
    assert g.view_for(g.opener).bid_range == (60, 200)
    deals = [e for e in g.events if e.kind == "deal"]
    assert all(e.visible_to == frozenset({e.seat}) for e in deals)
    assert DEFAULT_TRUMP == "s"
    with pytest.raises(InvalidOptionError):
        HongwuGame(3)


def test_bidding_last_bidder_standing():
    g = HongwuGame(4, seed=2)
    o = g.opener
    g.apply(Action(o, "bid", value=60))
    refused(g, Action((o + 1) % 4, "bid", value=60), IllegalActionError, "bid_out_of_range")
    refused(g, Action((o + 1) % 4, "bid", value=85), IllegalActionError, "bid_out_of_range")
    refused(g, Action((o + 1) % 4, "bid", value=67), IllegalActionError, "bid_not_multiple")
    refused(g, Action((o + 1) % 4, "bid", value="70"), IllegalActionError, "bad_bid")
    refused(g, Action((o + 2) % 4, "bid", value=70), NotYourTurnError, "not_your_turn")
    refused(g, Action((o + 1) % 4, "trump", value="s"), WrongPhaseError, "wrong_phase")
    g.apply(Action((o + 1) % 4, "bid", value=80))
    assert g.view_for(None).bid_range == (85, 100)
    g.apply(Action((o + 2) % 4, "pass"))
    g.apply(Action((o + 3) % 4, "pass"))
    assert g.to_move == o  # the passed seats are skipped
    g.apply(Action(o, "bid", value=100))
    assert g.to_move == (o + 1) % 4
    g.apply(Action((o + 1) % 4, "pass"))
    assert g.phase == "trump" and g.dealer == o and g.contract == 100
    ev = next(e for e in g.events if e.kind == "dealer")
    assert ev.data == {"dealer": o, "bid": 100, "reason": "outbid"}


def test_passed_player_is_out_for_the_deal():
    g = HongwuGame(4, seed=3)
    o = g.opener
    g.apply(Action(o, "pass"))
    g.apply(Action((o + 1) % 4, "bid", value=60))
    g.apply(Action((o + 2) % 4, "bid", value=65))
    g.apply(Action((o + 3) % 4, "pass"))
    assert g.to_move == (o + 1) % 4  # the opener passed and is skipped
    g.apply(Action((o + 1) % 4, "pass"))
    assert g.dealer == (o + 2) % 4 and g.contract == 65


def test_bid_of_200_wins_at_once():
    g = HongwuGame(4, seed=4)
    o = g.opener
    g.apply(Action(o, "bid", value=185))
    g.apply(Action((o + 1) % 4, "bid", value=200))
    assert g.phase == "trump" and g.dealer == (o + 1) % 4 and g.contract == 200
    assert next(e for e in g.events if e.kind == "dealer").data["reason"] == "max_bid"
    g = HongwuGame(4, seed=4)
    g.apply(Action(g.opener, "bid", value=195))
    assert g.view_for(None).bid_range == (200, 200)


def test_first_bid_may_be_anything_from_60_to_200():
    g = HongwuGame(4, seed=5)
    refused(g, Action(g.opener, "bid", value=55), IllegalActionError, "bid_out_of_range")
    refused(g, Action(g.opener, "bid", value=205), IllegalActionError, "bid_out_of_range")
    g.apply(Action(g.opener, "bid", value=120))
    assert g.high_bid == 120


def test_nobody_bids_opener_is_dealer_at_60():
    g = HongwuGame(4, seed=6)
    o = g.opener
    for k in range(4):
        g.apply(Action((o + k) % 4, "pass"))
    assert g.dealer == o and g.contract == 60
    assert next(e for e in g.events if e.kind == "dealer").data["reason"] == "no_bids"


def test_last_seat_may_still_bid_after_three_passes():
    g = HongwuGame(4, seed=7)
    o = g.opener
    for k in range(3):
        g.apply(Action((o + k) % 4, "pass"))
    g.apply(Action((o + 3) % 4, "bid", value=75))
    assert g.dealer == (o + 3) % 4 and g.contract == 75


# ---------------------------------------------------------------- trump and kitty


def test_trump_then_kitty_then_bury_private():
    g = HongwuGame(4, seed=8)
    bid_to(g, 2, 90)
    refused(g, Action(2, "trump", value="x"), IllegalActionError, "bad_trump")
    refused(g, Action(2, "trump", value=3), IllegalActionError, "bad_trump")
    refused(g, Action(1, "trump", value="h"), NotYourTurnError)
    kitty = list(g.kitty)
    g.apply(Action(2, "trump", value="h"))
    assert g.phase == "bury" and g.view_for(None).trump == "h"
    v = g.view_for(2)
    assert len(v.hand) == 33 and sorted(c.index for c in v.kitty) == sorted(c.index for c in kitty)
    for s in (None, 0, 1, 3):
        assert g.view_for(s).kitty == ()
    private = [e for e in g.events if e.kind == "kitty_cards"]
    assert private and private[0].visible_to == frozenset({2})
    err = refused(g, Action(2, "bury", v.hand[:7]), IllegalActionError, "bury_count")
    assert err.params == {"count": 8, "selected": 7}  # the sentence says "exactly {count}": the 8 to bury
    hand = list(v.hand)
    missing = next(c for c in parse_cards("RJ 5h 4s") if hand.count(c) < 2)
    refused(g, Action(2, "bury", (missing, missing, *hand[:6])), IllegalPlayError, "cards_not_in_hand")
    bury = tuple(hand[-8:])
    g.apply(Action(2, "bury", bury))
    assert g.phase == "play" and g.to_move == 2
    assert len(g.view_for(2).hand) == 25 and g.view_for(2).kitty == tuple(g.order.sort(bury))
    for s in (None, 0, 1, 3):
        v = g.view_for(s)
        assert v.kitty == () and v.kitty_revealed == ()
    buried = [e for e in g.events if e.kind == "buried_cards"]
    assert buried[0].visible_to == frozenset({2})


# ---------------------------------------------------------------- play


def test_small_deal_points_kitty_and_settlement():
    # dealer 0, trump spades, kitty 4d 4d 6d 6d 7d 7d 8d 8d (no points)
    g = staged(["Ah Kh", "5h Th", "Qh 5c", "9h 9c"], dealer=0, bid=60)
    g.apply(Action(0, "play", C("Kh")))
    refused(g, Action(1, "play", C("5h")), IllegalPlayError, "must_follow_suit")
    g.apply(Action(1, "play", C("Th")))
    refused(g, Action(2, "play", C("5c")), IllegalPlayError, "must_follow_suit")
    refused(g, Action(2, "play", C("Qh Qh")), IllegalPlayError, "wrong_count")
    refused(g, Action(3, "play", C("9h")), NotYourTurnError, "not_your_turn")
    g.apply(Action(2, "play", C("Qh")))
    g.apply(Action(3, "play", C("9h")))
    trick = [e for e in g.events if e.kind == "trick"][-1]
    assert trick.data["winner"] == 0 and trick.data["points"] == 20 and trick.data["side"] == "dealer"
    assert g.to_move == 0 and g.view_for(None).points_won == (20, 0, 0, 0)
    g.apply(Action(0, "play", C("Ah")))
    g.apply(Action(1, "play", C("5h")))  # ♥5 is trump: a ruff
    g.apply(Action(2, "play", C("5c")))
    g.apply(Action(3, "play", C("9c")))
    assert g.is_over
    st = g.settlement
    assert st["dealer_points"] == 20 and st["defender_points"] == 10  # 5h + 5c
    assert st["red_fives"] == 1 and st["kitty_side"] == "defenders" and st["kitty_points"] == 0
    assert st["dealer_score"] == 20 - 60 and st["band"] == -2
    assert g.outcome.scores == [-6, 2, 2, 2]
    assert [r.result for r in g.outcome.results] == ["dealer_loss", "defender_win", "defender_win", "defender_win"]
    assert g.view_for(1).kitty_revealed == C("4d 4d 6d 6d 7d 7d 8d 8d")
    assert g.legal_kinds(0) == frozenset()


def test_kitty_to_last_trick_side_and_double_and_red_five_penalty():
    hands = ["As Ah", "Kh 4c", "Qh 4c", "Jh 9c"]
    buried = "Kd Kd Td 5d 5h 4d 6d 6d"  # 40 points and a ♥5
    for double in (False, True):
        g = staged(
            hands,
            dealer=0,
            bid=60,
            buried=buried,
            options={"kitty_double": double, "red_five_penalty": 15, "base_score": 2},
        )
        g.apply(Action(0, "play", C("Ah")))
        for s, c in ((1, "Kh"), (2, "Qh"), (3, "Jh")):
            g.apply(Action(s, "play", C(c)))
        g.apply(Action(0, "play", C("As")))
        for s, c in ((1, "4c"), (2, "4c"), (3, "9c")):
            g.apply(Action(s, "play", C(c)))
        st = g.settlement
        assert st["kitty_side"] == "dealer" and st["kitty_awarded"] == 40  # doubled only for 闲家
        assert st["dealer_points"] == 10 + 40 and st["red_fives"] == 0
    # now the 闲家 take the last trick
    for double, awarded in ((False, 40), (True, 80)):
        g = staged(
            ["Ah 4s", "Kh As", "Qh 4c", "Jh 9c"],
            dealer=0,
            bid=60,
            buried=buried,
            options={"kitty_double": double, "red_five_penalty": 15, "base_score": 2},
        )
        for s, c in ((0, "Ah"), (1, "Kh"), (2, "Qh"), (3, "Jh")):
            g.apply(Action(s, "play", C(c)))
        for s, c in ((0, "4s"), (1, "As"), (2, "4c"), (3, "9c")):
            g.apply(Action(s, "play", C(c)))
        st = g.settlement
        assert st["kitty_side"] == "defenders" and st["kitty_awarded"] == awarded
        assert st["defender_points"] == awarded and st["dealer_points"] == 10
        assert st["red_fives"] == 1 and st["red_five_penalty"] == 15  # the buried ♥5 is captured
        assert st["dealer_score"] == 10 - 60 - 15 and st["band"] == -2
        assert g.outcome.scores == [-12, 4, 4, 4]


def test_dealer_winning_bands():
    g = staged(["5h Ks", "4c 4c", "6c 6c", "7c 7c"], dealer=0, bid=60, buried="Kd Kd Td Td 5d 5d Kc Kc")
    g.apply(Action(0, "play", C("Ks")))
    for s in (1, 2, 3):
        g.apply(Action(s, "play", C(["4c", "6c", "7c"][s - 1])))
    g.apply(Action(0, "play", C("5h")))
    for s in (1, 2, 3):
        g.apply(Action(s, "play", C(["4c", "6c", "7c"][s - 1])))
    st = g.settlement
    assert st["dealer_points"] == 10 + 5 + 70 and st["dealer_score"] == 25 and st["band"] == 1
    assert g.outcome.scores == [3, -1, -1, -1]
    assert g.outcome.results[0].result == "dealer_win"


def test_throw_fails_and_the_lowest_failing_component_is_played():
    g = staged(["Ac Ac Qc 5c 4d", "Kc 4h 4h 6h 6h", "Jc 9h 9h 8h 8h", "3d 7h 7h Th Th"], dealer=0)
    events = g.apply(Action(0, "play", C("Ac Ac Qc 5c")))
    failed = [e for e in events if e.kind == "throw_failed"]
    assert failed and failed[0].data["holder"] == 1 and failed[0].data["card"] == "Kc"
    assert failed[0].data["forced"] == "5c" and failed[0].data["attempted"] == "Ac Ac Qc 5c"
    assert failed[0].data["reason"] == "throw_failed" and "seat 1 holds Kc" in failed[0].data["message"]
    play = next(e for e in events if e.kind == "play")
    assert play.data["cards"] == "5c" and play.data["type"] == "single"
    assert sorted(c.text for c in g.view_for(0).hand) == sorted(["Ac", "Ac", "Qc", "4d"])
    assert g.view_for(2).last_throw_failure["holder"] == 1
    assert g.to_move == 1 and len(g.view_for(1).trick) == 1


def test_throw_succeeds_and_only_matching_trumps_beat_it():
    g = staged(["Ac Ac Kc 4d 4d", "Qc 9c 8c 4h 4h", "3s 3s 4s 5s 6s", "Jc 2h 2h 7d 7d"], dealer=0)
    events = g.apply(Action(0, "play", C("Ac Ac Kc")))
    assert not [e for e in events if e.kind == "throw_failed"]
    assert events[-1].data["type"] == "throw" and events[-1].data["components"][0]["kind"] == "pair"
    g.apply(Action(1, "play", C("Qc 9c 8c")))  # same suit: cannot beat a throw
    refused(g, Action(2, "play", C("3s 3s")), IllegalPlayError, "wrong_count")
    g.apply(Action(2, "play", C("3s 3s 4s")))  # void in clubs: trumps pair + single ruff
    assert g.best_seat == 2
    refused(g, Action(3, "play", C("2h 2h 7d")), IllegalPlayError, "must_follow_suit")
    g.apply(Action(3, "play", C("Jc 2h 2h")))
    last = [e for e in g.events if e.kind == "trick"][-1]
    assert last.data["winner"] == 2 and last.data["points"] == 10  # Kc
    assert g.leader == 2


def test_follow_pattern_option_through_the_engine():
    g = staged(["Ac Ac 4d", "Kc Kc Qc", "5h 6s 7s", "9d 9d 8d"], dealer=0, options={"follow_pattern": True})
    g.apply(Action(0, "play", C("Ac Ac")))
    err = refused(g, Action(1, "play", C("Kc Qc")), IllegalPlayError, "must_follow_pairs")
    assert err.params == {"suit": "c", "need": 1, "pairs": 0}
    g.apply(Action(1, "play", C("Kc Kc")))


def test_refusals_in_play():
    g = staged(["Ac 4d 5d", "Kc 9h 9h", "Qc 8h 8h", "Jc 7h 7h"], dealer=0)
    refused(g, Action(0, "play", ()), IllegalPlayError, "empty_play")
    refused(g, Action(0, "play", C("As")), IllegalPlayError, "cards_not_in_hand")
    refused(g, Action(0, "play", C("Ac 4d")), IllegalPlayError, "mixed_suits")
    refused(g, Action(0, "pass"), WrongPhaseError, "wrong_phase")
    refused(g, Action(0, "bid", value=60), WrongPhaseError, "wrong_phase")
    refused(g, Action(0, "fly"), IllegalActionError, "unknown_action")
    g2 = staged(["RJ BJ 4d", "Kc 9h 9h", "Qc 8h 8h", "Jc 7h 7h"], dealer=0)
    refused(g2, Action(0, "play", C("RJ BJ")), IllegalPlayError, "trump_throw")


def test_abandon_any_time():
    g = HongwuGame(4, seed=9, options={"base_score": 3})
    g.apply(Action(2, "abandon"))
    assert g.is_over and g.outcome.scores == [9, 9, -27, 9]
    assert g.outcome.results[2].result == "abandoned"
    with pytest.raises(EngineError):
        g.apply(Action(0, "pass"))
    g = staged(["Ac 4d", "Kc 9h", "Qc 8h", "Jc 7h"], dealer=0)
    g.apply(Action(3, "abandon"))  # not its turn: still allowed
    assert g.outcome.scores == [3, 3, 3, -9] and sum(g.outcome.scores) == 0


def test_views_hide_other_hands():
    g = HongwuGame(4, seed=10)
    for s in range(4):
        v = g.view_for(s)
        assert v.seat == s and len(v.hand) == 25
        assert sorted(c.index for c in v.hand) == sorted(c.index for c in g.hands[s])
    spectator = g.view_for(None)
    assert spectator.hand == () and spectator.kitty == () and spectator.legal_kinds == frozenset()
    assert [e for e in g.events_for(None) if "cards" in e.data] == []


@pytest.mark.parametrize("bad", [{"red_five_penalty": -1}, {"base_score": 0}, {"kitty_double": 1}, {"nope": True}])
def test_bad_options(bad):
    with pytest.raises(InvalidOptionError):
        HongwuGame(4, bad, seed=1)
