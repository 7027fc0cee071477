"""生死堵 table play: first lead, turns, tricks, table rules (报单必顶, 必出), refusals,
settlement through the engine, views."""

import pytest

from desktop_app.engine import new_game
from desktop_app.engine.cards import Card, Rank, Suit, format_cards, parse_cards, sort_cards
from desktop_app.engine.climbing import Trick
from desktop_app.engine.core import (
    Action,
    ActionKind,
    GameOverError,
    IllegalActionError,
    IllegalPlayError,
    InvalidOptionError,
    NotYourTurnError,
    WrongPhaseError,
)
from desktop_app.engine.shengsidu.game import ShengsiduGame, ShengsiduView


def rigged(hands, leader=0, **options):
    """A game whose hands are replaced (rule tests only: such a game does not replay)."""
    g = ShengsiduGame(len(hands), options, seed=1)
    g.hands = [sort_cards(parse_cards(h)) for h in hands]
    g.trick = Trick(len(hands), leader)
    return g


def play(g, seat, cards, value=None):
    return g.apply(Action(seat, ActionKind.PLAY, tuple(parse_cards(cards)), value))


def pas(g, seat):
    return g.apply(Action(seat, ActionKind.PASS))


def snapshot(g):
    return (g.record().dumps(), [g.view_for(s) for s in range(g.num_players)], g.view_for(None), len(g.events))


def refused(g, action, error, reason):
    before = snapshot(g)
    with pytest.raises(error) as info:
        g.apply(action)
    assert info.value.reason == reason
    assert snapshot(g) == before
    return info.value


# --------------------------------------------------------------------------- setup


def test_registry_and_class_attributes():
    g = new_game("shengsidu", 4, seed=3)
    assert isinstance(g, ShengsiduGame)
    assert g.direction == "counterclockwise" and (g.min_players, g.max_players) == (2, 4)
    for n in (1, 5):
        with pytest.raises(InvalidOptionError):
            ShengsiduGame(n)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_deal_and_diamond_lead(n):
    for seed in range(40):
        g = ShengsiduGame(n, seed=seed)
        assert [len(h) for h in g.hands] == [13] * n and len(g.undealt) == 52 - 13 * n
        dealt = [c for h in g.hands for c in h]
        assert len(set(dealt + g.undealt)) == 52
        diamonds = sorted((c for c in dealt if c.suit is Suit.DIAMONDS), key=lambda c: c.rank)
        lead = g.view_for(None).first_leader
        assert g.to_move == lead
        assert diamonds[0] in g.hands[lead]
        first = next(e for e in g.events if e.kind == "first_lead")
        assert first.data == {"reason": "diamond", "card": diamonds[0].text}
        if Card.of(Rank.THREE, Suit.DIAMONDS) not in dealt:
            assert diamonds[0].rank > Rank.THREE


def test_deal_events_are_private():
    g = ShengsiduGame(3, seed=5)
    deals = [e for e in g.events if e.kind == "deal"]
    assert [e.visible_to for e in deals] == [frozenset({0}), frozenset({1}), frozenset({2})]
    assert all(e.kind != "deal" or e.seat == 1 for e in g.events_for(1))
    assert not any(e.kind == "deal" for e in g.events_for(None))


def test_no_diamond_dealt_draws_a_random_leader():
    g = ShengsiduGame(2, seed=1)
    undealt = g.undealt
    g.hands = [[c for c in h if c.suit is not Suit.DIAMONDS] for h in g.hands]
    g.rng.seed(99)
    leader, reason, card = g._first_leader()
    assert reason == "random" and card is None and 0 <= leader < 2
    assert undealt is g.undealt


def test_winner_leads_through_carry():
    g = ShengsiduGame(3, {"winner_leads": True}, seed=4, carry={"previous_winner": 2})
    assert g.to_move == 2 and g.view_for(None).first_lead_reason == "previous_winner"
    plain = ShengsiduGame(3, {"winner_leads": False}, seed=4, carry={"previous_winner": 2})
    assert plain.view_for(None).first_lead_reason == "diamond"
    first_game = ShengsiduGame(3, {"winner_leads": True}, seed=4)
    assert first_game.view_for(None).first_lead_reason == "diamond"
    for bad in (3, -1, "1", True):
        with pytest.raises(InvalidOptionError):
            ShengsiduGame(3, {"winner_leads": True}, seed=4, carry={"previous_winner": bad})


def test_options_are_validated():
    for bad in ({"scoring": "points"}, {"bomb_bonus": -1}, {"must_play": 1}, {"nope": True}):
        with pytest.raises(InvalidOptionError):
            ShengsiduGame(2, bad)
    opts = ShengsiduGame(2, seed=1).options.to_dict()
    assert opts == {
        "winner_leads": False,
        "two_connects_three": False,
        "loose_three_two": False,
        "report_single": True,
        "must_play": True,
        "scoring": "cards",
        "bomb_bonus": 5,
    }


# --------------------------------------------------------------------------- turns and tricks


def test_turns_run_in_seat_order_and_the_trick_winner_leads():
    g = rigged(["3s 4s 9s", "5s 6s Ts", "7s 8s Js"], must_play=False)
    play(g, 0, "3s")
    assert g.to_move == 1
    play(g, 1, "5s")
    pas(g, 2)
    assert g.to_move == 0
    pas(g, 0)
    assert g.to_move == 1 and g.view_for(None).is_lead
    assert [e.kind for e in g.events[-2:]] == ["pass", "trick_closed"]
    assert g.events[-1].data == {"winner": 1}


def test_the_closed_trick_stays_in_every_view_until_the_next_one_closes():
    g = rigged(["3s 4s 9s", "5s 6s Ts", "7s 8s Js"], must_play=False)
    assert g.view_for(0).last_trick == ()
    play(g, 0, "3s")
    play(g, 1, "5s")
    pas(g, 2)
    pas(g, 0)
    closed = ((0, tuple(parse_cards("3s"))), (1, tuple(parse_cards("5s"))), (2, ()), (0, ()))
    for seat in (None, 0, 1, 2):
        v = g.view_for(seat)
        assert v.trick == () and v.last_trick == closed
    play(g, 1, "6s")
    assert g.view_for(2).last_trick == closed and g.view_for(2).trick == ((1, tuple(parse_cards("6s"))),)


def test_a_passer_may_play_later_in_the_same_trick():
    g = rigged(["3s 4s 9s", "5s 6s Ts", "7s 8s Js"], must_play=False)
    play(g, 0, "3s")
    pas(g, 1)
    play(g, 2, "7s")
    play(g, 0, "9s")
    play(g, 1, "Ts")
    assert g.view_for(None).top_seat == 1


def test_play_event_carries_the_reading():
    g = rigged(["3s 4h 5d 6c Ks", "7s 8s", "9s Ts"])
    events = play(g, 0, "6c 4h 3s 5d")
    assert events[0].kind == "play" and events[0].data == {
        "cards": "3s 4h 5d 6c",
        "type": "straight",
        "rank": "6",
        "low": "3",
        "length": 4,
        "count": 4,
        "lead": True,
        "left": 1,
    }
    assert [e.kind for e in events] == ["play", "report_single"]


def test_value_chooses_the_reading():
    g = rigged(["5s 5h 5d 5c 6s Ks", "7s 7h 7d 8s 9s 2h", "3d"], loose_three_two=True)
    play(g, 0, "5s 5h 5d 5c 6s", "triple_two")
    assert g.view_for(None).top_reading.type == "triple_two"
    play(g, 1, "7s 7h 7d 8s 9s")
    assert g.view_for(None).top_reading.type == "triple_two"
    g2 = rigged(["5s 5h 5d 5c 6s Ks", "7s 7h 7d 8s 9s 2h", "3d"], loose_three_two=True)
    play(g2, 0, "5s 5h 5d 5c 6s")
    assert g2.view_for(None).top_reading.type == "four_one"
    refused(g2, Action(1, "play", tuple(parse_cards("7s 7h 7d 8s 9s"))), IllegalPlayError, "does_not_beat")


# --------------------------------------------------------------------------- refusals


def test_refusals_have_reasons_and_leave_the_state_unchanged():
    g = rigged(["3s 3h 4s 9s 9h", "5s 6s Ts Js", "7s 8s Qs Ks"])
    refused(g, Action(1, "play", tuple(parse_cards("5s"))), NotYourTurnError, "not_your_turn")
    refused(g, Action(0, "pass"), IllegalActionError, "leader_cannot_pass")
    refused(g, Action(0, "play"), IllegalPlayError, "no_cards")
    e = refused(g, Action(0, "play", tuple(parse_cards("5s"))), IllegalPlayError, "not_in_hand")
    assert e.params == {"cards": "5s"}
    refused(g, Action(0, "play", tuple(parse_cards("3s 3s"))), IllegalPlayError, "duplicate_cards")
    e = refused(g, Action(0, "play", tuple(parse_cards("3s 4s"))), IllegalPlayError, "not_a_combination")
    assert e.params == {"cards": "3s 4s"}
    e = refused(g, Action(0, "play", tuple(parse_cards("3s 3h")), "single"), IllegalPlayError, "not_that_combination")
    assert e.params == {"cards": "3s 3h", "type": "single"}
    refused(g, Action(0, "play", tuple(parse_cards("3s")), "rocket"), IllegalPlayError, "unknown_type")
    refused(g, Action(0, "bid", value=3), WrongPhaseError, "unknown_action")
    refused(g, Action(7, "pass"), IllegalActionError, "bad_seat")
    play(g, 0, "9s 9h")
    e = refused(g, Action(1, "play", tuple(parse_cards("5s"))), IllegalPlayError, "does_not_beat")
    assert e.params == {"cards": "5s", "type": "single", "top": "9s 9h", "top_type": "pair"}
    assert "does not beat" in str(e)
    refused(g, Action(1, "pass", tuple(parse_cards("5s"))), IllegalActionError, "bad_action")


def test_must_play_refuses_a_pass_when_a_beating_play_exists():
    g = rigged(["3s 9s", "5s 6s", "2s Ks"])
    play(g, 0, "3s")
    assert ActionKind.PASS not in g.legal_kinds(1)
    v = g.view_for(1)
    assert v.must_play is True and v.hint_available is True
    e = refused(g, Action(1, "pass"), IllegalActionError, "must_play")
    assert e.params == {"top": "3s", "top_type": "single"}
    play(g, 1, "5s")
    assert g.view_for(2).must_play is True
    play(g, 2, "2s")
    v = g.view_for(0)
    assert v.must_play is False and v.hint_available is False
    assert g.legal_kinds(0) == {ActionKind.PASS, ActionKind.ABANDON}
    assert g.hints(0) == []
    pas(g, 0)


def test_must_play_counts_bombs():
    g = rigged(["3s 3h 9s", "5s 5h 5d 5c 6s", "2s Ks Kh"])
    play(g, 0, "9s")
    refused(g, Action(1, "pass"), IllegalActionError, "must_play")
    assert g.hints(1) == [tuple(parse_cards("5s 5h 5c 5d"))]


def test_without_must_play_a_pass_is_free():
    g = rigged(["3s 9s", "5s 6s", "2s Ks"], must_play=False)
    play(g, 0, "3s")
    assert ActionKind.PASS in g.legal_kinds(1)
    assert g.view_for(1).must_play is False
    pas(g, 1)


def test_report_single_on_a_lead():
    g = rigged(["3s 5s 9s", "Ks", "7s 8s Qs"], must_play=False)
    assert g.view_for(0).report_single is True
    e = refused(g, Action(0, "play", tuple(parse_cards("3s"))), IllegalPlayError, "report_single_highest")
    assert e.params == {"cards": "3s", "highest": "9", "seat": 1}
    assert all(len(h) > 1 or h[0].rank == Rank.NINE for h in g.hints(0))
    play(g, 0, "9s")


def test_report_single_does_not_apply_when_another_seat_holds_one():
    g = rigged(["3s 5s 9s", "Ks Kh", "7s"], must_play=False)
    assert g.view_for(0).report_single is False
    play(g, 0, "3s")


def test_report_single_on_a_follow_and_on_a_pass():
    g = rigged(["4s 6s", "5s 7s Ts", "Qs"], leader=0, must_play=False)
    play(g, 0, "4s")
    refused(g, Action(1, "play", tuple(parse_cards("5s"))), IllegalPlayError, "report_single_highest")
    e = refused(g, Action(1, "pass"), IllegalActionError, "report_single_must_beat")
    assert e.params == {"seat": 2, "top": "4s"}
    assert ActionKind.PASS not in g.legal_kinds(1)
    assert g.hints(1) == [tuple(parse_cards("Ts"))]
    play(g, 1, "Ts")


def test_report_single_can_be_switched_off():
    g = rigged(["4s 6s", "5s 7s Ts", "Qs"], leader=0, must_play=False, report_single=False)
    play(g, 0, "4s")
    play(g, 1, "5s")


def test_tail_three_one_only_as_the_whole_hand():
    g = rigged(["3s 3h 3d 4s 9s", "5s 5h 5d 6s", "7s 8s"], must_play=False)
    refused(g, Action(0, "play", tuple(parse_cards("3s 3h 3d 4s"))), IllegalPlayError, "not_a_combination")
    play(g, 0, "9s")
    refused(g, Action(1, "play", tuple(parse_cards("5s 5h 5d 6s"))), IllegalPlayError, "does_not_beat")
    pas(g, 1)
    pas(g, 2)
    play(g, 0, "3s 3h 3d 4s")
    assert g.is_over and g.winner == 0


def test_tail_three_one_cannot_follow():
    g = rigged(["3s 3h 3d 4s 4h 9s", "5s 5h 5d 6s", "7s 7h 7d 8s 9h Js"])
    play(g, 0, "3s 3h 3d 4s 4h")
    e = refused(g, Action(1, "play", tuple(parse_cards("5s 5h 5d 6s"))), IllegalPlayError, "does_not_beat")
    assert e.params["type"] == "triple_one" and e.params["top_type"] == "triple_pair"
    assert g.legal_kinds(1) == {ActionKind.PASS, ActionKind.ABANDON}
    pas(g, 1)


# --------------------------------------------------------------------------- ending and scores


def test_spring_with_a_bomb_is_a_big_spring():
    hands = [
        "3s 3h 3d 3c 5s 6s 7s 8s 9s Ts Js Qs Ks",
        "4s 4h 5h 6h 7h 8h Th Jh Qh Kh Ah 2s 2h",
        "4d 4c 5d 6d 7d 8d Td Jd Qd Kd Ad 2d 2c",
    ]
    g = rigged(hands)
    play(g, 0, "3s 3h 3d 3c")
    pas(g, 1)
    pas(g, 2)
    events = play(g, 0, "5s 6s 7s 8s 9s Ts Js Qs Ks")
    assert g.is_over and g.phase == "over" and g.to_move is None
    assert [e.kind for e in events] == ["play", "reveal", "game_over"]
    over = events[-1].data
    assert over["spring"] and over["big_spring"] and over["winner"] == 0
    assert g.outcome.scores == [52 + 20, -36, -36]
    res = g.outcome.results
    assert [r.result for r in res] == ["winner", "loser", "loser"]
    assert res[1].detail["closed"] and res[1].detail["cards_left"] == 13 and res[0].detail["bombs"] == 1
    assert g.next_carry() == {"previous_winner": 0}
    v = g.view_for(None)
    assert v.winner == 0 and v.scores == (72, -36, -36) and v.big_spring
    assert v.revealed[1] == tuple(sort_cards(parse_cards(hands[1])))
    assert g.legal_kinds(0) == frozenset()
    with pytest.raises(GameOverError):
        g.apply(Action(1, "pass"))


def test_beaten_bomb_earns_nothing():
    g = rigged(["3s 3h 3d 3c 9s 9h", "4s 4h 4d 4c Ks", "7s 8s"], bomb_bonus=5)
    play(g, 0, "3s 3h 3d 3c")
    events = play(g, 1, "4s 4h 4d 4c")
    assert [e.kind for e in events] == ["play", "bomb_beaten", "report_single"]
    assert events[1].seat == 0 and events[1].data == {"rank": "3", "by": 1}
    assert g.view_for(None).bombs == ((0, "3", True), (1, "4", False))
    pas(g, 2)
    pas(g, 0)
    play(g, 1, "Ks")
    # cards: seat 0 pays 2, seat 2 never played: 2 x 2; seat 1's bomb: 5 from each
    assert g.outcome.scores == [-2 - 5, 6 + 10, -4 - 5]


def test_rank_scoring_through_the_engine():
    g = rigged(["3s 4s 4h", "5s 6s", "7s 8s"], scoring="rank", must_play=False)
    play(g, 0, "3s")
    play(g, 1, "5s")
    pas(g, 2)
    pas(g, 0)
    play(g, 1, "6s")
    assert g.outcome.scores == [-1, 3, -2]


def test_abandon_ends_the_game_for_any_seat():
    g = rigged(["3s 9s", "5s 6s", "7s 8s"])
    events = g.apply(Action(2, ActionKind.ABANDON))
    assert [e.kind for e in events] == ["abandon", "reveal", "game_over"]
    assert g.outcome.scores == [26, 26, -52]
    assert g.view_for(0).abandoned == 2
    assert g.next_carry() == {}


def test_abandon_is_legal_for_every_seat():
    g = ShengsiduGame(4, seed=2)
    for s in range(4):
        assert ActionKind.ABANDON in g.legal_kinds(s)
    assert g.legal_kinds(g.to_move) >= {ActionKind.PLAY, ActionKind.ABANDON}


# --------------------------------------------------------------------------- views


def test_views_hide_other_hands():
    g = ShengsiduGame(3, seed=11)
    for s in range(3):
        v = g.view_for(s)
        assert isinstance(v, ShengsiduView)
        assert v.hand == tuple(g.hands[s]) and v.hand_sizes == (13, 13, 13)
        assert v.undealt == 13 and v.revealed is None
        others = {c for o in range(3) if o != s for c in g.hands[o]}
        assert not others & set(v.hand)
        assert (v.must_play is None) == (s != g.to_move)
    spectator = g.view_for(None)
    assert spectator.hand == () and spectator.hint_available is None and spectator.legal_kinds == frozenset()
    assert "deal" not in {e.kind for e in g.events_for(None)}
    with pytest.raises(IllegalActionError):
        g.view_for(3)


def test_view_remembers_public_plays():
    g = rigged(["3s 4s 9s", "5s 6s Ts", "7s 8s Js"], must_play=False)
    play(g, 0, "3s")
    pas(g, 1)
    v = g.view_for(2)
    assert v.trick == ((0, tuple(parse_cards("3s"))), (1, ()))
    assert v.played == (tuple(parse_cards("3s")), (), ())
    assert v.top_cards == tuple(parse_cards("3s")) and v.top_seat == 0 and not v.is_lead
    assert format_cards(v.hand) == "7s 8s Js"
