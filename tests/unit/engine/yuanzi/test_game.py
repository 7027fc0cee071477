"""YuanziGame: deal, 刀, leads, tricks, 接风, half ends, second half, settlement, escapes,
refused actions."""

import random
from collections import Counter

import pytest

from desktop_app.engine import new_game
from desktop_app.engine.cards import Rank, make_pack, parse_cards
from desktop_app.engine.climbing import Trick
from desktop_app.engine.core import (
    Action,
    EngineError,
    GameOverError,
    GameRecord,
    IllegalActionError,
    IllegalPlayError,
    InvalidOptionError,
    NotYourTurnError,
)
from desktop_app.engine.yuanzi.game import COMPASS, YuanziGame, dao_rank_for, first_receiver
from desktop_app.engine.yuanzi.patterns import sort_hand
from desktop_app.engine.yuanzi.scoring import settle_half


def play(g, seat, cards, value=None):
    return g.apply(Action(seat, "play", tuple(parse_cards(cards)), value))


def pass_(g, seat):
    return g.apply(Action(seat, "pass"))


def position(hands, dao="9", leader=0, seed=1, options=None):
    """A first-half position with the given hands (rules tests only: not replayable)."""
    g = YuanziGame(4, options, seed=seed)
    rank = Rank.parse(dao)
    g._dao = rank
    g._hands = [sort_hand(parse_cards(h), rank) for h in hands]
    g._trick = Trick(4, leader)
    g._to_move = leader
    return g


def kinds(events):
    return [e.kind for e in events]


# ---------------------------------------------------------------- deal


def test_registry_and_class_attributes():
    g = new_game("yuanzi", 4, seed=3)
    assert isinstance(g, YuanziGame)
    assert g.direction == "counterclockwise"
    assert COMPASS == ("north", "east", "south", "west")
    with pytest.raises(InvalidOptionError):
        YuanziGame(3)


@pytest.mark.parametrize("seed", range(12))
def test_deal_follows_the_dao_card(seed):
    g = YuanziGame(4, seed=seed)
    start = g.events[0]
    assert start.kind == "half_started" and start.visible_to is None
    d = start.data
    first = d["first_receiver"]
    assert (
        first
        == first_receiver(g.dao)
        == {"A": 1, "2": 2, "J": 11, "Q": 12, "K": 13}.get(g.dao.text, int(g.dao) if g.dao.text != "T" else 10) % 4
    )
    sizes = [len(h) for h in g.hands]
    assert sizes[first] == sizes[(first + 1) % 4] == 41
    assert sizes[(first + 2) % 4] == sizes[(first + 3) % 4] == 40
    assert Counter(c for h in g.hands for c in h) == Counter(make_pack(3))
    holder = d["dao_holder"]
    assert g.dao_card in g.hands[holder]
    assert g.to_move == holder == d["leader"]
    assert d["dao_rank"] == dao_rank_for(g.dao_card, 1).text
    deals = [e for e in g.events if e.kind == "deal"]
    assert [e.visible_to for e in deals] == [frozenset({s}) for s in range(4)]
    assert [Counter(parse_cards(e.data["cards"])) for e in deals] == [Counter(h) for h in g.hands]


def test_a_turned_joker_makes_3_the_dao_rank_and_west_the_first_receiver():
    for seed in range(3000):
        g = YuanziGame(4, seed=seed)
        if g.dao_card.is_joker:
            break
    else:  # pragma: no cover
        pytest.fail("no seed turned a joker")
    assert g.dao is Rank.THREE
    assert g.events[0].data["first_receiver"] == 3
    assert g.dao_card in g.hands[g.to_move]


def test_dao_rank_rules_per_half():
    for text, first, second in [
        ("RJ", "3", "3"),
        ("BJ", "3", "3"),
        ("5h", "5", "3"),
        ("Td", "T", "3"),
        ("Ks", "K", "3"),
        ("Qs", "Q", "Q"),
        ("2c", "2", "2"),
        ("Ah", "A", "A"),
        ("3d", "3", "3"),
    ]:
        card = parse_cards(text)[0]
        assert dao_rank_for(card, 1).text == first
        assert dao_rank_for(card, 2).text == second


@pytest.mark.parametrize(
    "rank, seat",
    [
        (Rank.ACE, 1),
        (Rank.TWO, 2),
        (Rank.THREE, 3),
        (Rank.FOUR, 0),
        (Rank.TEN, 2),
        (Rank.JACK, 3),
        (Rank.QUEEN, 0),
        (Rank.KING, 1),
    ],
)
def test_first_receiver_formula(rank, seat):
    assert first_receiver(rank) == seat


# ---------------------------------------------------------------- tricks


def test_trick_points_go_to_the_winner_who_leads_next():
    g = position(["5s 3h 4h 6h", "Ks 4d 4c 6d", "Th 7d 7c 8d", "2s 8s 8c 8h"], leader=0)
    assert g.legal_kinds(0) == {"play", "abandon"}
    play(g, 0, "5s")
    assert g.to_move == 1 and g.legal_kinds(1) == {"play", "pass", "abandon"}
    assert g.legal_kinds(2) == {"abandon"}
    play(g, 1, "Ks")
    pass_(g, 2)
    ev = play(g, 3, "2s")
    assert ev[0].data["table_points"] == 15
    pass_(g, 0)
    pass_(g, 1)
    assert g.to_move == 2  # still open: seat 2 may play again after passing
    ev = pass_(g, 2)
    assert kinds(ev) == ["pass", "trick_closed"]
    assert ev[1].seat == 3 and ev[1].data == {"points": 15, "won": 15, "leader": 3, "jiefeng": False}
    assert g.to_move == 3 and g.view_for(0).won_points == (0, 0, 0, 15)
    assert g.view_for(None).table_points == 0


def test_jiefeng_passes_the_lead_to_the_partner():
    g = position(["Ks", "4d 4c 6d", "Th 7d 7c 8d", "2s 8s 8c 8h"], leader=0)
    ev = play(g, 0, "Ks")
    assert kinds(ev) == ["play", "player_out"]
    assert g.to_move == 1
    pass_(g, 1)
    pass_(g, 2)
    ev = pass_(g, 3)
    assert ev[-1].kind == "trick_closed"
    assert ev[-1].data == {"points": 10, "won": 10, "leader": 2, "jiefeng": True}
    assert g.to_move == 2


def test_a_player_out_is_skipped():
    g = position(["Ks", "4d 4c 6d", "Th 7d", "2s 8s"], leader=0)
    play(g, 0, "Ks")
    pass_(g, 1)
    pass_(g, 2)
    play(g, 3, "2s")
    assert g.to_move == 1  # seat 0 is out


def test_one_two_finish_in_the_first_half_is_a_double_clip():
    g = position(["Ks", "4d 4c", "2h", "6d 6c"], leader=0)
    play(g, 0, "Ks")
    pass_(g, 1)
    ev = play(g, 2, "2h")  # partner out second: side 0 went out first and second
    assert kinds(ev) == ["play", "player_out", "trick_closed", "half_over", "game_over"]
    half = ev[3].data
    assert half["finish"] == [0, 2] and half["xiayou"] == [1, 3] and half["one_two"]
    assert half["hands"][1] == "4c 4d" and half["side_points"] == [10, 0]
    assert half["double_clip"] is True  # the log says so: the game ends on this half
    assert ev[4].data["kind"] == "double_clip" and ev[4].data["winner_side"] == 0
    assert g.phase == "over" and g.to_move is None
    assert g.outcome.scores == [2, -2, 2, -2]
    assert [r.result for r in g.outcome.results] == ["double_clip_win", "double_clip_loss"] * 2
    assert g.legal_kinds(1) == frozenset()
    with pytest.raises(GameOverError):
        pass_(g, 1)


def test_three_out_with_the_opponents_below_60_is_a_double_clip():
    g = position(["Ks", "4h", "5s 3d", "Th 6c"], leader=0)
    play(g, 0, "Ks")  # seat 0 out first
    pass_(g, 1)
    pass_(g, 2)
    pass_(g, 3)  # seat 0 takes 10; 接风 to seat 2
    assert g.to_move == 2
    play(g, 2, "3d")
    play(g, 3, "6c")
    pass_(g, 1)
    pass_(g, 2)
    play(g, 3, "Th")  # seat 3 out second
    assert g.to_move == 1
    pass_(g, 1)
    ev = pass_(g, 2)  # seat 3 takes 10; 接风 to seat 1
    assert ev[-1].data["leader"] == 1
    ev = play(g, 1, "4h")  # seat 1 out third: seat 2 is 下游 with 5s in hand
    half = g.half_results[0]
    assert half.finish == (0, 3, 1) and half.xiayou == (2,)
    # seat 2's 5 in hand goes to seat 1, the third out; side 1 has 15 < 60
    assert half.side_points == (10, 15)
    assert g.result.kind == "double_clip" and g.outcome.scores == [2, -2, 2, -2]


def set_hands(g, hands, leader):
    g._dao = Rank.NINE
    g._hands = [sort_hand(parse_cards(h), g.dao) for h in hands]
    g._trick = Trick(4, leader)
    g._to_move = leader


def test_second_half_after_a_first_half_without_double_clip_then_tie_break():
    g = position(["3d", "Ks Kh Kd Th Td Tc 2d 4s", "6c", "7d"], leader=1)
    play(g, 1, "Ks Kh Kd")
    pass_(g, 2)
    pass_(g, 3)
    pass_(g, 0)
    play(g, 1, "Th Td Tc")
    pass_(g, 2)
    pass_(g, 3)
    pass_(g, 0)  # seat 1 has 60
    play(g, 1, "4s")
    play(g, 2, "6c")  # seat 2 out first: 上游
    play(g, 3, "7d")  # seat 3 out second
    pass_(g, 0)
    ev = play(g, 1, "2d")  # seat 1 out third
    assert kinds(ev)[:4] == ["play", "player_out", "trick_closed", "half_over"]
    half = g.half_results[0]
    assert half.finish == (2, 3, 1) and half.side_points == (0, 60)
    assert ev[3].data["double_clip"] is False  # the opponents reached 60: a second half
    assert not g.is_over and g.phase == "second_half" and g.half == 2
    start = [e for e in g.events if e.kind == "half_started"][-1].data
    assert start["half"] == 2 and start["first_receiver"] == 2 and start["leader"] == 2
    assert g.to_move == 2
    assert [len(h) for h in g.hands] == [40, 40, 41, 41]
    assert Counter(c for h in g.hands for c in h) == Counter(make_pack(3))
    assert dao_rank_for(g.dao_card, 2) is g.dao
    v = g.view_for(0)
    assert v.first_half_shangyou == 2 and v.half == 2 and v.revealed[0] == tuple(parse_cards("3d"))
    assert v.won_points == (0, 0, 0, 0) and v.played == () and v.finished == ()

    # the second half: side 0 takes 60, so 60:60 over both halves
    set_hands(g, ["Ks Kh Kd Th Td Tc 3d", "4h", "6c", "7d"], leader=0)
    for group in ("Ks Kh Kd", "Th Td Tc"):
        play(g, 0, group)
        pass_(g, 1)
        pass_(g, 2)
        pass_(g, 3)
    play(g, 0, "3d")
    play(g, 1, "4h")
    ev = play(g, 2, "6c")
    assert g.half_results[1].side_points == (60, 0)
    assert ev[-1].kind == "game_over"
    assert g.result.kind == "tie_break" and g.result.totals == (60, 60) and g.result.winner_side == 0
    assert g.outcome.scores == [1, -1, 1, -1]
    assert [r.result for r in g.outcome.results] == ["win", "loss", "win", "loss"]
    assert g.outcome.results[0].detail["halves"] == [[0, 60], [60, 0]]


def test_the_half_end_credits_the_table_points_to_the_last_play():
    g = position(["Ks", "Th", "Kd", "5h 5d 4c"], leader=0)
    play(g, 0, "Ks")
    pass_(g, 1)
    pass_(g, 2)
    pass_(g, 3)  # seat 0 took 10; 接风 to seat 2
    ev = play(g, 2, "Kd")
    assert ev[2].kind == "trick_closed" and ev[2].seat == 2 and ev[2].data["points"] == 10
    assert ev[2].data["leader"] is None


# ---------------------------------------------------------------- refused actions


def snapshot(g):
    return ([g.view_for(s) for s in (0, 1, 2, 3, None)], g.record(), len(g.events))


@pytest.mark.parametrize(
    "action, error, reason",
    [
        (Action(1, "play", tuple(parse_cards("4d"))), NotYourTurnError, "not_your_turn"),
        (Action(0, "pass"), IllegalActionError, "cannot_pass_lead"),
        (Action(0, "play", ()), IllegalPlayError, "no_cards"),
        (Action(0, "play", tuple(parse_cards("2h"))), IllegalPlayError, "cards_not_in_hand"),
        (Action(0, "play", tuple(parse_cards("5s 5s"))), IllegalPlayError, "cards_not_in_hand"),
        (Action(0, "play", tuple(parse_cards("5s 6h"))), IllegalPlayError, "not_a_combination"),
        (Action(0, "play", tuple(parse_cards("5s")), "pair"), IllegalPlayError, "unknown_reading"),
        (Action(0, "play", tuple(parse_cards("5s")), 3), IllegalPlayError, "unknown_reading"),
        (Action(0, "bid", value=3), IllegalActionError, "unknown_action"),
    ],
)
def test_refused_actions_leave_the_state_unchanged(action, error, reason):
    g = position(["5s 6h 9d", "Ks 4d", "Th 7d", "2s 8s"], leader=0)
    before = snapshot(g)
    with pytest.raises(error) as info:
        g.apply(action)
    assert info.value.reason == reason
    assert snapshot(g) == before


def test_a_joker_with_knife_cards_is_refused_saying_why():
    g = position(["9s 9h RJ 5s", "Ks 4d", "Th 7d", "2s 8s"], dao="9", leader=0)
    before = snapshot(g)
    with pytest.raises(IllegalPlayError) as info:
        g.apply(Action(0, "play", tuple(parse_cards("9s RJ"))))
    assert info.value.reason == "dao_with_joker" and snapshot(g) == before
    from desktop_app.ai.yuanzi.legality import check_play

    assert check_play(g.view_for(0), parse_cards("9s RJ")).reason == "dao_with_joker"  # the assistant agrees
    g.apply(Action(0, "play", tuple(parse_cards("5s RJ"))))  # a joker with ordinary cards: a pair


def test_does_not_beat_is_refused_with_params():
    g = position(["5s 6h 9d", "4d 4c 4h 4s", "Th 7d", "2s 8s"], leader=0)
    play(g, 0, "9d")
    before = snapshot(g)
    with pytest.raises(IllegalPlayError) as info:
        play(g, 1, "4d 4c 4h 4s")
    e = info.value
    assert e.reason == "does_not_beat"
    assert e.params == {"cards": "4d 4c 4h 4s", "type": "bomb", "top": "9d", "top_type": "single"}
    assert str(e) == "the bomb of four 4s does not beat the dao single 9"
    assert snapshot(g) == before


def test_reading_choice_by_value():
    g = position(["7s 7s 7s 3d", "8h 8d 8c 4d", "Th 7d", "2s 8s"], leader=0)
    ev = play(g, 0, "7s 7s 7s", "triple")
    assert ev[0].data["type"] == "triple"
    ev = play(g, 1, "8h 8d 8c")  # a higher triple beats an atom led as a triple
    assert ev[0].data["type"] == "triple" and ev[0].data["reading"]["rank"] == "8"
    g = position(["7s 7s 7s 3d", "8h 8d 8c 4d", "Th 7d", "2s 8s"], leader=0)
    ev = play(g, 0, "7s 7s 7s")
    assert ev[0].data["type"] == "atom"
    with pytest.raises(IllegalPlayError):
        play(g, 1, "8h 8d 8c")


def test_readings_for_and_legal_plays():
    g = position(["7s 7s 7s 3d", "8h 8d 8c 4d", "Th 7d", "2s 8s"], leader=0)
    assert [r.type for r in g.readings_for(parse_cards("7s 7s 7s"))] == ["atom", "triple"]
    assert len(g.legal_plays(0)) == 4  # 3d, 7s, 7s 7s, 7s 7s 7s (distinct multisets)
    assert g.legal_plays(1) == []
    play(g, 0, "3d")
    assert [r.type for r in g.readings_for(parse_cards("4d"))] == ["single"]
    assert g.readings_for(parse_cards("8h 8d")) == []


# ---------------------------------------------------------------- escape


def test_escape_in_the_first_half_before_five_tricks():
    g = YuanziGame(4, seed=2)
    ev = g.apply(Action(3, "abandon"))
    assert kinds(ev) == ["abandon", "game_over"]
    assert g.outcome.scores == [0, 0, 0, -4]
    assert [r.result for r in g.outcome.results] == [
        "opponent_escaped",
        "partner_escaped",
        "opponent_escaped",
        "escaped",
    ]


def random_move(g, rng):
    s = g.to_move
    options = g.legal_plays(s)
    if "pass" in g.legal_kinds(s) and (not options or rng.random() < 0.3):
        return Action(s, "pass")
    cards, _ = rng.choice(options)
    return Action(s, "play", cards)


def test_escape_in_the_first_half_after_five_tricks_pays_the_opponents():
    g = YuanziGame(4, seed=4)
    rng = random.Random(4)
    while g.view_for(None).tricks_closed < 5:
        g.apply(random_move(g, rng))
    g.apply(Action(0, "abandon"))
    assert g.outcome.scores == [-4, 1, 0, 1]


def reach_second_half(seed):
    rng = random.Random(seed)
    g = YuanziGame(4, seed=seed)
    while not g.is_over and g.half == 1:
        g.apply(random_move(g, rng))
    return g


def test_escape_in_the_second_half():
    for seed in range(40):
        g = reach_second_half(seed)
        if not g.is_over:
            break
    else:  # pragma: no cover
        pytest.fail("no seed reached the second half")
    g.apply(Action(1, "abandon"))
    assert g.outcome.scores == [1, -2, 1, 0]
    assert g.outcome.results[1].detail["halves"] == [list(g.half_results[0].side_points)]


def test_options_change_the_stakes():
    g = YuanziGame(4, {"escape_penalty_first_half": 6, "escape_bonus": 2, "escape_bonus_min_tricks": 0}, seed=2)
    g.apply(Action(2, "abandon"))
    assert g.outcome.scores == [0, 2, -6, 2]
    with pytest.raises(InvalidOptionError):
        YuanziGame(4, {"win_stake": -1})
    with pytest.raises(InvalidOptionError):
        YuanziGame(4, {"double_clip_threshold": 301})


# ---------------------------------------------------------------- views and records


def test_views_hide_other_hands():
    g = YuanziGame(4, seed=9)
    for s in range(4):
        v = g.view_for(s)
        assert v.hand == g.hands[s] and v.partner == (s + 2) % 4
        assert v.hand_sizes == tuple(len(h) for h in g.hands)
    spectator = g.view_for(None)
    assert spectator.hand == () and spectator.legal_kinds == frozenset()
    assert [e.kind for e in g.events_for(None)] == ["half_started"]
    assert [e.kind for e in g.events_for(1)] == ["half_started", "deal"]


def test_record_replays_exactly():
    rng = random.Random(8)
    g = YuanziGame(4, seed=8)
    for _ in range(150):
        if g.is_over:
            break
        g.apply(random_move(g, rng))
    rec = GameRecord.loads(g.record().dumps())
    again = YuanziGame.replay(rec)
    assert [e.to_json() for e in again.events] == [e.to_json() for e in g.events]
    assert again.view_for(0) == g.view_for(0)


def test_engine_errors_are_value_errors():
    assert issubclass(IllegalPlayError, EngineError) and issubclass(EngineError, ValueError)


def test_settle_half_matches_the_engine_totals():
    r = settle_half((0, 1, 2), (100, 60, 100, 0), (0, 0, 0, 40))
    assert sum(r.side_points) == 300
