"""Bidding, 明牌, play, settlement and escapes of the doudizhu game."""

import pytest

from desktop_app.engine import new_game
from desktop_app.engine.cards import Rank, parse_cards
from desktop_app.engine.core import (
    Action,
    GameOverError,
    IllegalActionError,
    IllegalPlayError,
    InvalidOptionError,
    NotYourTurnError,
    WrongPhaseError,
)
from desktop_app.engine.doudizhu.game import DoudizhuGame, next_carry
from desktop_app.engine.doudizhu.match import DoudizhuMatch


def act(g, kind, value=None, cards="", seat=None):
    seat = g.to_move if seat is None else seat
    return g.apply(Action(seat, kind, tuple(parse_cards(cards)), value))


def kinds(events):
    return [e.kind for e in events]


def laizi_game(seed=1, **opts):
    return DoudizhuGame(3, {"variant": "laizi", **opts}, seed=seed)


def no_show_start(g):
    for _ in range(3):
        act(g, "show", False)


def test_registry_and_class_attributes():
    g = new_game("doudizhu", 3, {"variant": "classic"}, seed=3)
    assert isinstance(g, DoudizhuGame)
    assert g.direction == "counterclockwise" and g.min_players == g.max_players == 3
    with pytest.raises(InvalidOptionError):
        DoudizhuGame(4)
    for bad in ({"variant": "wild"}, {"room_stake": 0}, {"starting_coins": -1}, {"spring": 1}):
        with pytest.raises(InvalidOptionError):
            DoudizhuGame(3, bad)
    with pytest.raises(InvalidOptionError):
        DoudizhuGame(3, carry={"coins": [1, 2]})
    assert DoudizhuGame(3, carry={"coins": [5, 0, 7]}, seed=1).coins == [5, 0, 7]


def test_show_start_round_then_deal():
    g = laizi_game(seed=4)
    assert g.phase == "show_start" and g.to_move == g.opener
    assert all(len(h) == 0 for h in g.hands)
    assert g.legal_kinds(g.opener) == {"show", "abandon"}
    assert g.legal_kinds((g.opener + 1) % 3) == {"abandon"}  # escape is always open
    act(g, "show", False)
    act(g, "show", False)
    ev = act(g, "show", False)
    assert "deal" in kinds(ev) and g.phase == "calling" and g.to_move == g.opener
    assert sorted(len(h) for h in g.hands) == [17, 17, 17] and len(g.bottom) == 3
    deals = [e for e in ev if e.kind == "deal"]
    assert all(e.visible_to == frozenset({e.seat}) for e in deals)


def test_call_without_grab_makes_the_caller_landlord():
    g = laizi_game(seed=5)
    no_show_start(g)
    o = g.opener
    act(g, "call", True)
    assert g.phase == "grabbing" and g.to_move == (o + 1) % 3
    act(g, "grab", False)
    assert g.to_move == (o + 2) % 3
    ev = act(g, "grab", False)
    assert g.landlord == o and g.multiplier == 1 and g.phase == "show"
    assert "bottom" in kinds(ev) and len(g.hands[o]) == 20
    ev = act(g, "show", False)
    assert g.phase == "play" and g.to_move == o and g.laizi is not None
    assert next(e for e in ev if e.kind == "laizi").data["rank"] == "3456789TJQKA2"[g.laizi]


def test_caller_gets_the_last_chance_after_a_grab():
    g = laizi_game(seed=6)
    no_show_start(g)
    o = g.opener
    act(g, "call", True)
    act(g, "grab", True)  # o+1 grabs
    act(g, "grab", False)  # o+2 declines
    assert g.phase == "grabbing" and g.to_move == o
    act(g, "grab", True)  # the caller grabs back
    assert g.landlord == o and g.grabs == 2 and g.multiplier == 4


def test_last_grabber_wins():
    g = laizi_game(seed=7)
    no_show_start(g)
    o = g.opener
    act(g, "call", True)
    act(g, "grab", True)
    act(g, "grab", True)
    assert g.to_move == o
    act(g, "grab", False)
    assert g.landlord == (o + 2) % 3 and g.multiplier == 4


def test_a_seat_that_said_bujiao_cannot_grab():
    g = laizi_game(seed=8)
    no_show_start(g)
    o = g.opener
    act(g, "call", False)
    act(g, "call", True)  # o+1 calls
    assert g.phase == "grabbing" and g.to_move == (o + 2) % 3
    act(g, "grab", True)
    assert g.to_move == (o + 1) % 3  # the caller's last chance; o never gets one
    act(g, "grab", False)
    assert g.landlord == (o + 2) % 3 and g.grabs == 1


def test_last_caller_with_nobody_left_to_grab():
    g = laizi_game(seed=9)
    no_show_start(g)
    o = g.opener
    act(g, "call", False)
    act(g, "call", False)
    act(g, "call", True)
    assert g.landlord == (o + 2) % 3 and g.phase == "show"


def test_all_pass_redeals():
    g = laizi_game(seed=10)
    no_show_start(g)
    first_hands = [list(h) for h in g.hands]
    act(g, "call", False)
    act(g, "call", False)
    ev = act(g, "call", False)
    assert kinds(ev)[:2] == ["call", "redeal"] and g.deal_round == 2
    assert g.phase == "show_start" and g.landlord is None
    no_show_start(g)
    assert g.phase == "calling" and g.hands != first_hands


def test_classic_redeal_goes_straight_to_calling():
    g = DoudizhuGame(3, {"variant": "classic"}, seed=11)
    for _ in range(3):
        act(g, "call", False)
    assert g.phase == "calling" and g.deal_round == 2 and all(len(h) == 17 for h in g.hands)
    with pytest.raises(WrongPhaseError):
        act(g, "show", True)


def test_show_start_opens_the_bidding_and_takes_the_landlord_when_all_pass():
    g = laizi_game(seed=12)
    o = g.opener
    act(g, "show", False)
    ev = act(g, "show", True)  # o+1 shows first
    assert g.multiplier == 4
    ev = act(g, "show", True)  # o+2 too
    assert g.multiplier == 16 and g.to_move == (o + 1) % 3  # the first shower calls first
    deals = {e.seat: e for e in ev if e.kind == "deal"}
    assert deals[(o + 1) % 3].visible_to is None and deals[(o + 2) % 3].visible_to is None
    assert deals[o].visible_to == frozenset({o})
    view = g.view_for(o)
    assert view.shown_hands[(o + 1) % 3] == tuple(g.hands[(o + 1) % 3])
    assert view.shown_hands[o] is None  # own hand is in view.hand; others see it hidden
    assert g.view_for(None).shown_hands[o] is None
    for _ in range(3):
        act(g, "call", False)
    assert g.landlord == (o + 1) % 3
    # a seat already shown is not asked again after the bottom cards
    assert g.phase == "play" and g.multiplier == 16


def test_show_after_bottom_doubles_and_reveals():
    g = laizi_game(seed=13)
    no_show_start(g)
    act(g, "call", True)
    act(g, "grab", False)
    act(g, "grab", False)
    lord = g.landlord
    hand = list(g.hands[lord])
    ev = act(g, "show", True)
    assert g.multiplier == 2 and ev[0].data["cards"].split() == [c.text for c in hand]
    other = (lord + 1) % 3
    assert g.view_for(other).shown_hands[lord] == tuple(hand)


def test_views_hide_hands_and_bottom():
    g = laizi_game(seed=14)
    no_show_start(g)
    for s in range(3):
        v = g.view_for(s)
        assert v.hand == tuple(g.hands[s]) and v.bottom == ()
        assert all(h is None for h in v.shown_hands)
    assert g.view_for(None).hand == ()
    for e in g.events:
        if e.kind == "deal":
            assert not e.visible((e.seat + 1) % 3) and not e.visible(None)
    act(g, "call", True)
    act(g, "grab", False)
    act(g, "grab", False)
    assert g.view_for(None).bottom == tuple(g.bottom)


def test_refused_actions_leave_the_state_unchanged():
    g = laizi_game(seed=15)
    no_show_start(g)
    before = (g.record(), [g.view_for(s) for s in range(3)])
    bad = [
        Action((g.to_move + 1) % 3, "call", (), True),
        Action(g.to_move, "grab", (), True),
        Action(g.to_move, "call", (), "yes"),
        Action(g.to_move, "call", tuple(parse_cards("3s")), True),
        Action(g.to_move, "play", tuple(parse_cards("3s"))),
        Action(g.to_move, "fly"),
    ]
    for a in bad:
        with pytest.raises((IllegalActionError, NotYourTurnError, WrongPhaseError)):
            g.apply(a)
    assert (g.record(), [g.view_for(s) for s in range(3)]) == before


def setup_play(hands, variant="classic", laizi=None, seed=1, **opts):
    """A game in the play phase with the landlord (the opener) holding hands[0], the next
    seat hands[1], the one after hands[2]."""
    g = DoudizhuGame(3, {"variant": variant, **opts}, seed=seed)
    if variant == "laizi":
        no_show_start(g)
    act(g, "call", True)
    act(g, "grab", False)
    act(g, "grab", False)
    if variant == "laizi":
        act(g, "show", False)
    lord = g.landlord
    for k, text in enumerate(hands):
        g._set_hand((lord + k) % 3, sorted(parse_cards(text), key=lambda c: c.index))
    g.laizi = None if laizi is None else int(Rank.parse(laizi)) - 3
    g.start_counts = [list(c) for c in g.counts]
    return g, lord


def test_play_errors_name_the_reason():
    g, lord = setup_play(["3s 4s 9s 9h", "5s 5h", "7s"])
    with pytest.raises(IllegalPlayError) as e:
        act(g, "play", cards="3s 4s")
    assert e.value.reason == "not_a_combination" and e.value.params == {"cards": "3s 4s"}
    with pytest.raises(IllegalPlayError) as e:
        act(g, "play", cards="Kd")
    assert e.value.reason == "not_in_hand" and e.value.params == {"cards": "Kd"}
    with pytest.raises(IllegalPlayError) as e:
        act(g, "play", cards="3s 3s")
    assert e.value.reason == "not_in_hand"
    with pytest.raises(IllegalActionError) as e:
        act(g, "pass")
    assert e.value.reason == "cannot_pass_lead"
    with pytest.raises(IllegalPlayError) as e:
        act(g, "play", cards="9s 9h", value="single")
    assert e.value.reason == "not_that_type"
    with pytest.raises(IllegalActionError) as e:
        act(g, "play", cards="9s 9h", value="nonsense")
    assert e.value.reason == "bad_value"
    act(g, "play", cards="9s 9h")
    with pytest.raises(IllegalPlayError) as e:
        act(g, "play", cards="5s 5h")
    assert e.value.reason == "does_not_beat"
    assert e.value.params == {"cards": "5s 5h", "type": "pair", "top": "9s 9h", "top_type": "pair"}
    with pytest.raises(NotYourTurnError):
        act(g, "pass", seat=lord)


def test_full_hand_landlord_wins_with_a_bomb():
    g, lord = setup_play(["3s 3h 3d 3c 5s", "6s 7s", "8s 9s"])
    ev = act(g, "play", cards="3s 3h 3d 3c")
    assert ev[0].data["type"] == "bomb" and g.multiplier == 2
    act(g, "pass")
    ev = act(g, "pass")
    assert kinds(ev) == ["pass", "trick_closed"] and g.to_move == lord
    ev = act(g, "play", cards="5s")
    assert kinds(ev)[-3:] == ["reveal", "settlement", "game_over"]
    assert g.is_over and g.winner == "landlord"
    scores = g.outcome.scores
    assert scores[lord] == 40 and scores[(lord + 1) % 3] == -20 and scores[(lord + 2) % 3] == -20
    assert g.outcome.results[lord].result == "landlord_win"
    assert g.outcome.results[(lord + 1) % 3].result == "peasant_loss"
    with pytest.raises(GameOverError):
        act(g, "pass", seat=0)


def test_spring_and_anti_spring_only_with_the_option():
    g, lord = setup_play(["3s 3h 3d 3c 5s", "6s 7s", "8s 9s"], spring=True)
    act(g, "play", cards="3s 3h 3d 3c")
    act(g, "pass")
    act(g, "pass")
    ev = act(g, "play", cards="5s")
    assert "spring" in kinds(ev) and g.outcome.scores[lord] == 80  # x2 bomb x2 spring x10 x2 peasants
    g, lord = setup_play(["3s 4s", "5s", "8s 9s"], spring=True)
    act(g, "play", cards="3s")
    ev = act(g, "play", cards="5s")
    assert [e.data["kind"] for e in ev if e.kind == "spring"] == ["anti_spring"]
    assert g.winner == "peasants" and g.outcome.scores[lord] == -40
    g, lord = setup_play(["3s 4s", "5s", "8s 9s"])
    act(g, "play", cards="3s")
    act(g, "play", cards="5s")
    assert g.outcome.scores[lord] == -20


def test_peasant_shortfall_and_landlord_shortfall():
    g, lord = setup_play(["3s 3h 3d 3c 5s", "6s 7s", "8s 9s"])
    g.coins = [1000, 1000, 1000]
    g.coins[(lord + 1) % 3] = 15
    act(g, "play", cards="3s 3h 3d 3c")
    act(g, "pass")
    act(g, "pass")
    act(g, "play", cards="5s")
    s = g.outcome.scores
    assert s[(lord + 1) % 3] == -15 and s[(lord + 2) % 3] == -20 and s[lord] == 35
    assert sum(s) == 0
    # the landlord cannot pay 2X: all of it, split, the odd coin to the peasant who went out
    g, lord = setup_play(["3s 4s", "6s 7s", "5s"])
    g.coins = [1000, 1000, 1000]
    g.coins[lord] = 7
    act(g, "play", cards="3s")
    act(g, "pass")
    act(g, "play", cards="5s")
    s = g.outcome.scores
    assert s[lord] == -7 and s[(lord + 2) % 3] == 4 and s[(lord + 1) % 3] == 3


def test_laizi_play_reading_choice():
    # 9 is wild: "7 7 7 9" follows a trio_single as a trio_single by default, or as a
    # soft bomb when the player says so
    g, lord = setup_play(["3s 3h 3d 4s 6s", "7s 7h 7d 9s Ks", "Qs"], variant="laizi", laizi="9")
    act(g, "play", cards="3s 3h 3d 4s")
    ev = act(g, "play", cards="7s 7h 7d 9s")
    assert ev[0].data["type"] == "trio_single" and g.multiplier == 1
    g, lord = setup_play(["3s 3h 3d 4s 6s", "7s 7h 7d 9s Ks", "Qs"], variant="laizi", laizi="9")
    act(g, "play", cards="3s 3h 3d 4s")
    ev = act(g, "play", cards="7s 7h 7d 9s", value="soft_bomb")
    assert ev[0].data["type"] == "soft_bomb" and ev[0].data["wilds"] == "7" and g.multiplier == 2
    assert g.play_reading((lord + 2) % 3, parse_cards("Qs")) == []


def test_escape_counts_every_bomb_in_every_hand():
    # the landlord escapes holding a bomb, a peasant holds the rocket: 2 bombs -> x4
    g, lord = setup_play(["3s 3h 3d 3c 5s", "BJ RJ 7s", "8s 9s"])
    ev = g.apply(Action(lord, "abandon"))
    assert ev[0].kind == "escape" and ev[0].data["bombs"] == 2
    s = g.outcome.scores
    x = 4 * 10
    assert s[lord] == -4 * x and s[(lord + 1) % 3] == 2 * x and s[(lord + 2) % 3] == 2 * x
    assert g.outcome.results[lord].result == "escaped"
    # a peasant escapes out of turn: 2X to the landlord, the other peasant untouched
    g, lord = setup_play(["3s 3h 3d 3c 5s", "6s 7s", "8s 9s"])
    act(g, "play", cards="3s 3h 3d 3c")  # played bombs count once
    p = (lord + 2) % 3
    g.apply(Action(p, "abandon"))
    s = g.outcome.scores
    assert s[p] == -2 * 20 and s[lord] == 40 and s[(lord + 1) % 3] == 0


def test_escape_counts_soft_bombs_and_floor_applies():
    g, lord = setup_play(["3s 3h 3d 9s 5s", "6s 7s", "8s 8h 8d 8c"], variant="laizi", laizi="9")
    g.coins = [100, 100, 100]
    g.apply(Action(lord, "abandon"))
    s = g.outcome.scores
    assert g.outcome.results[lord].detail["bombs"] == 2
    assert s[lord] == -100 and s[(lord + 1) % 3] == 50 and s[(lord + 2) % 3] == 50


def test_escape_before_the_landlord_is_known():
    g = laizi_game(seed=16)
    act(g, "show", True)
    esc = (g.opener + 1) % 3
    g.apply(Action(esc, "abandon"))
    s = g.outcome.scores
    assert s[esc] == -2 * 4 * 10 and sum(s) == 0
    assert g.outcome.results[esc].detail["role"] is None


def test_match_helper_carries_coins():
    m = DoudizhuMatch({"variant": "classic", "room_stake": 5}, seed=3)
    g = m.next_game()
    while not g.is_over:
        acts = g.legal_actions()
        g.apply(acts[0])
    m.finish(g)
    assert sum(m.coins) == 3000 and m.coins == [1000 + s for s in g.outcome.scores]
    g2 = m.next_game()
    assert g2.coins == m.coins and m.games_played == 1
    assert next_carry(g) == {"coins": m.coins}


def test_the_view_shows_the_balances_after_the_settlement():
    m = DoudizhuMatch({"room_stake": 5}, seed=3)  # the first legal action: everyone shows (明牌开始)
    g = m.next_game()
    while not g.is_over:
        g.apply(g.legal_actions()[0])
    scores = g.outcome.scores
    assert any(scores)
    for seat in (None, 0, 1, 2):
        assert list(g.view_for(seat).coins) == [1000 + s for s in scores]
    detail = g.outcome.results[0].detail
    # every factor of the multiplier is told: 2^grabs x 明牌 x 2^bombs (x2 spring)
    spring = 2 if detail["spring"] else 1
    assert detail["show_factor"] > 1
    assert detail["multiplier"] == 2 ** detail["grabs"] * detail["show_factor"] * 2 ** detail["bombs"] * spring
