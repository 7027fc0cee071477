"""The 天地人 state machine on constructed deals: 天牌, 地牌, 抢地, 人牌, abandonment, the
接风 queue, readings, refusals, views, records and the match."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from desktop_app.engine import game_class, new_game
from desktop_app.engine.cards import make_pack, parse_cards
from desktop_app.engine.core import (
    Action,
    EngineError,
    GameOverError,
    GameRecord,
    IllegalActionError,
    IllegalPlayError,
    InvalidOptionError,
    NotYourTurnError,
    RecordError,
)
from desktop_app.engine.tiandiren.game import (
    PHASE_GRAB_EARTH,
    PHASE_OVER,
    PHASE_PLAY,
    TiandirenGame,
    TiandirenMatch,
    TiandirenOptions,
    TiandirenView,
)

from .test_game_support import act, play_out, rigged, rigged_class

MARS = "2s 2h 2c 2d 2s 2h 2c"
UFO = "RJ RJ BJ BJ"
STAR = "3s 3h 3c 3d 3s 3h"


def results(game: TiandirenGame) -> list[tuple[str, int]]:
    assert game.outcome is not None
    return [(r.result, r.score) for r in game.outcome.results]


def kinds_of(game: TiandirenGame, kind: str) -> list[dict]:
    return [dict(e.data, seat=e.seat) for e in game.events if e.kind == kind]


# --------------------------------------------------------------------------- basics


def test_registry_and_class_attributes() -> None:
    assert game_class("tiandiren") is TiandirenGame
    assert TiandirenGame.direction == "clockwise"
    assert (TiandirenGame.min_players, TiandirenGame.max_players) == (2, 8)
    assert TiandirenGame.options_class is TiandirenOptions
    assert TiandirenOptions().to_dict() == {"strict_shape": False}
    with pytest.raises(InvalidOptionError):
        TiandirenGame(1)
    with pytest.raises(InvalidOptionError):
        TiandirenGame(9)
    with pytest.raises(InvalidOptionError):
        TiandirenGame(3, {"strict": True})


@pytest.mark.parametrize("n", range(2, 9))
def test_setup_lottery_and_deal(n: int) -> None:
    game = new_game("tiandiren", n, seed=1000 + n)
    assert isinstance(game, TiandirenGame)
    lottery = kinds_of(game, "lottery")[0]
    assert sorted(lottery["queue"]) == list(range(n))
    assert 0 <= lottery["banker"] < n and 0 <= lottery["first_dealer"] < n
    # N decks, 54 cards each, dealt one at a time clockwise from the first dealer
    assert sorted(c.index for h in game.hands for c in h) == sorted(c.index for c in make_pack(n))
    assert all(len(h) == 54 for h in game.hands)
    rebuilt = TiandirenGame(n, seed=1000 + n)
    assert rebuilt.events == game.events
    deals = [e for e in game.events if e.kind == "deal"]
    assert [e.seat for e in deals] == list(range(n))
    assert all(e.visible_to == frozenset({e.seat}) for e in deals)
    for seat in range(n):
        assert Counter(parse_cards(deals[seat].data["cards"])) == Counter(game.hands[seat])


def test_deal_order_follows_the_first_dealer() -> None:
    import random as _random

    game = TiandirenGame(3, seed=77)
    rng = _random.Random(77)
    first, banker = rng.randrange(3), rng.randrange(3)
    queue = rng.sample(range(3), 3)
    pack = make_pack(3)
    rng.shuffle(pack)
    assert (game.first_dealer, game.banker, list(game.queue)) == (first, banker, queue)
    assert game.hands[first][0] == pack[0]
    assert game.hands[(first + 1) % 3][0] == pack[1]
    assert game.hands[(first + 2) % 3][1] == pack[5]


# --------------------------------------------------------------------------- 天牌


def test_banker_sky_with_a_non_banker_sky_ends_the_game_when_one_is_left() -> None:
    game = rigged([MARS + " 4s", "5s", STAR + " 6s"], banker=0)
    assert game.phase == PHASE_OVER and game.is_over and game.to_move is None
    assert results(game) == [("sky", 50_000), ("loser", 0), ("sky", 700)]
    assert game.outcome is not None
    assert game.outcome.results[0].detail == {"class": "banker", "kinds": ["mars_carrier"], "triple": False}
    assert game.outcome.results[2].detail["class"] == "non_banker"
    skies = kinds_of(game, "sky")
    assert [(s["seat"], s["class"], s["score"]) for s in skies] == [(0, "banker", 50_000), (2, "non_banker", 700)]
    assert skies[0]["cards"] == "2s 2h 2c 2d 2s 2h 2c"
    assert kinds_of(game, "sky_settled")[0]["winners"] == [0, 2]
    assert game.events[-1].kind == "game_over"
    assert game.legal_kinds(1) == frozenset()
    with pytest.raises(GameOverError):
        game.apply(Action(1, "abandon"))


def test_grab_sky_then_play_with_the_next_jiefeng_leading() -> None:
    game = rigged(["4s 9h", UFO + " 5s", "6s Th"], banker=0, queue=[1, 2, 0])
    assert game.phase == PHASE_PLAY
    view = game.view_for(2)
    assert view.sky[0].klass == "grab" and view.sky[0].score == 9000
    assert view.status == ("live", "sky", "live") and view.live == (0, 2)
    # the queue starts at seat 1, who is out: seat 2 leads
    assert (game.to_move, view.opening_leader, view.queue_pointer, view.next_jiefeng) == (2, 2, 1, 0)
    assert (view.round, view.trick_number, view.trick_leader) == (1, 1, 2)
    assert act(game, "2 play 6s") == ["play"]
    assert game.to_move == 0  # seat 1 is skipped
    act(game, "0 play 9h")
    assert game.to_move == 2
    assert act(game, "2 pass") == ["pass", "trick_closed", "grab_window"]
    assert game.phase == PHASE_GRAB_EARTH and game.to_move == 0
    assert act(game, "0 play 4s") == ["play", "grab_earth", "game_over"]  # one player left
    assert results(game) == [("grab_earth", 1500), ("sky", 9000), ("loser", 0)]


def test_everyone_sky_means_no_real_play() -> None:
    game = rigged([MARS, STAR], banker=1)
    assert game.is_over
    assert results(game) == [("sky", 35_000), ("sky", 1_000)]
    assert not kinds_of(game, "round_start")
    view = game.view_for(None)
    assert view.round == 0 and view.phase == PHASE_OVER and view.status == ("sky", "sky")


def test_triple_sky_in_a_game() -> None:
    game = rigged([MARS, UFO, STAR + " 9s", "4s 5s", "6s 7s"], banker=3)
    assert game.view_for(None).sky_triple
    view = game.view_for(None)
    assert view.scores == (135_000, 27_000, 2_700, 0, 0)
    assert [(s.seat, s.klass) for s in view.sky] == [(0, "grab"), (1, "grab"), (2, "grab")]
    assert game.phase == PHASE_PLAY and game.to_move == 3  # queue 0,1,2 are out: seat 3 leads


# --------------------------------------------------------------------------- 地牌, 抢地, 人牌


def test_earth_then_rounds_two_and_three_to_man() -> None:
    game = rigged(["4s 4h 9c", "3s 4d 5s 6s 7s", "Ks Kh Qd"], banker=1, queue=[0, 1, 2])
    assert game.to_move == 1 and game.view_for(1).queue_pointer is None  # the banker leads, no 接风 yet
    assert act(game, "1 play 3s 4d 5s 6s 7s") == ["play", "earth", "round_start", "trick_start"]
    view = game.view_for(0)
    assert view.status[1] == "earth" and view.scores[1] == 3000
    assert (view.round, view.to_move, view.queue_pointer) == (2, 0, 0)
    act(game, "0 play 4s 4h")
    act(game, "2 play Ks Kh")
    assert act(game, "0 pass") == ["pass", "trick_closed", "round_start", "trick_start"]
    view = game.view_for(2)
    # round 3 starts with the next 接风者 (seat 1 is out), not the round-2 winner's lead
    assert (view.round, view.to_move, view.queue_pointer) == (3, 2, 2)
    assert kinds_of(game, "round_start")[-1]["by"] == "jiefeng"
    assert act(game, "2 play Qd") == ["play", "man", "game_over"]
    assert results(game) == [("loser", 0), ("earth", 3000), ("man", 2000)]
    assert game.view_for(None).status == ("loser", "earth", "man")


def test_earth_leaving_one_player_ends_the_game() -> None:
    game = rigged(["4s 5h", "Ks Kh"], banker=1)
    assert act(game, "1 play Ks Kh") == ["play", "earth", "game_over"]
    assert results(game) == [("loser", 0), ("earth", 3000)]


GRAB_HANDS = ["Ks 4s 4h", "Qs 5d 8c", "Js 6d 9c"]


def grab_window() -> TiandirenGame:
    game = rigged(GRAB_HANDS, banker=0, queue=[2, 0, 1])
    act(game, "0 play Ks")
    act(game, "1 pass")
    assert act(game, "2 pass") == ["pass", "trick_closed", "grab_window"]
    assert game.phase == PHASE_GRAB_EARTH and game.to_move == 0
    assert game.legal_kinds(0) == {"play", "pass", "abandon"}
    assert game.legal_kinds(1) == {"abandon"}
    assert game.view_for(1).grab_seat == 0
    return game


def test_grab_earth_taken() -> None:
    game = grab_window()
    with pytest.raises(IllegalPlayError) as e:
        game.apply(Action.parse("0 play 4s"))
    assert e.value.reason == "must_play_whole_hand" and e.value.params["hand_size"] == 2
    with pytest.raises(NotYourTurnError):
        game.apply(Action.parse("1 pass"))
    events = game.apply(Action.parse("0 play 4s 4h"))
    assert [e.kind for e in events] == ["play", "grab_earth", "round_start", "trick_start"]
    assert events[0].data["grab_earth"] is True and events[0].data["type"] == "pair"
    view = game.view_for(2)
    assert view.status == ("grab_earth", "live", "live") and view.scores == (1500, 0, 0)
    assert (view.round, view.to_move, view.queue_pointer) == (2, 2, 0)


def test_grab_earth_declined_then_man_in_round_three() -> None:
    game = grab_window()
    assert act(game, "0 pass") == ["grab_declined", "round_start", "trick_start"]
    assert (game.round, game.to_move) == (2, 2)
    act(game, "2 play 6d")
    act(game, "0 pass")
    act(game, "1 play 8c")
    act(game, "2 pass")
    assert act(game, "0 pass") == ["pass", "trick_closed", "round_start", "trick_start"]
    assert (game.round, game.to_move, game.view_for(None).queue_pointer) == (3, 0, 1)
    assert act(game, "0 play 4s 4h") == ["play", "man", "game_over"]
    assert results(game) == [("man", 2000), ("loser", 0), ("loser", 0)]


def test_no_grab_window_when_the_winner_cannot_finish_in_one() -> None:
    game = rigged(["Ks 4s 5h", "Qs 5d 8c", "Js 6d 9c"], banker=0, queue=[2, 0, 1])
    act(game, "0 play Ks")
    act(game, "1 pass")
    assert act(game, "2 pass") == ["pass", "trick_closed", "round_start", "trick_start"]
    assert game.round == 2 and game.to_move == 2


def test_round_three_tricks_are_led_by_their_winner() -> None:
    game = rigged(["4s 9h Ah 5c 7c", "5s 8d Kd 6h 9c", "6s 7d Qd Jc Tc"], banker=0, queue=[0, 1, 2])
    act(game, "0 play 4s")
    act(game, "1 play 5s")
    act(game, "2 play 6s")
    act(game, "0 pass")
    act(game, "1 pass")  # trick closes: seat 2 cannot finish in one (7d Qd Jc Tc)
    assert (game.round, game.to_move) == (2, 0)
    act(game, "0 play 9h")
    act(game, "1 play Kd")
    act(game, "2 pass")
    act(game, "0 pass")
    assert (game.round, game.to_move) == (3, 1)
    act(game, "1 play 8d")
    act(game, "2 play Qd")
    act(game, "0 pass")
    assert act(game, "1 pass") == ["pass", "trick_closed", "trick_start"]
    assert kinds_of(game, "trick_start")[-1]["by"] == "winner"
    assert (game.round, game.to_move, game.trick_number) == (3, 2, 4)
    act(game, "2 play 7d")
    act(game, "0 play Ah")
    act(game, "1 pass")
    act(game, "2 pass")
    assert (game.to_move, game.trick_number) == (0, 5)
    act(game, "0 play 5c")
    act(game, "1 play 6h")
    act(game, "2 pass")
    act(game, "0 play 7c")  # seat 0 empties the hand: 人牌 in round 3
    assert results(game) == [("man", 2000), ("loser", 0), ("loser", 0)]


def test_man_by_a_huge_play_in_round_one() -> None:
    game = rigged(["5s 9h", "8s 8h 8d 8c", "6s Th"], banker=0)
    act(game, "0 play 5s")
    assert act(game, "1 play 8s 8h 8d 8c") == ["play", "man", "game_over"]
    assert results(game) == [("loser", 0), ("man", 2000), ("loser", 0)]
    man = kinds_of(game, "man")[0]
    assert man["round"] == 1 and man["walkover"] is False


def test_man_by_a_huge_play_in_round_two() -> None:
    game = rigged(["5s 9h Jc", "6d 8s 8h 8d 8c", "6s Th Qc"], banker=0, queue=[1, 2, 0])
    act(game, "0 play 5s")
    act(game, "1 play 6d")
    act(game, "2 pass")
    act(game, "0 pass")  # seat 1 wins trick 1 but 8s 8h 8d 8c is a play: grab window
    assert game.phase == PHASE_GRAB_EARTH
    act(game, "1 pass")  # declines
    assert (game.round, game.to_move) == (2, 1)
    # the 接风 leader is seat 1 again (queue index 0): a whole-hand lead in round 2 is 人牌
    assert act(game, "1 play 8s 8h 8d 8c") == ["play", "man", "game_over"]
    assert results(game) == [("loser", 0), ("man", 2000), ("loser", 0)]


# --------------------------------------------------------------------------- abandonment


def test_abandonment_and_walkover() -> None:
    game = rigged(["5s 9h", "6s Th", "7s Jh"], banker=0)
    act(game, "0 play 5s")
    assert game.legal_kinds(2) == {"abandon"}
    assert act(game, "2 abandon") == ["abandon"]  # not its turn: allowed any time
    assert game.to_move == 1
    with pytest.raises(IllegalActionError) as e:
        game.apply(Action.parse("2 pass"))
    assert e.value.reason == "seat_out" and e.value.params == {"seat": 2, "status": "abandoned"}
    act(game, "1 play 6s")
    assert game.to_move == 0  # seat 2 is skipped
    act(game, "0 pass")
    assert game.phase == PHASE_GRAB_EARTH and game.to_move == 1  # 6s won; Th is one play
    assert act(game, "1 abandon") == ["abandon", "man", "game_over"]
    assert results(game) == [("man", 2000), ("abandoned", 0), ("abandoned", 0)]
    assert game.outcome is not None and game.outcome.results[0].detail == {"walkover": True}


def test_abandoning_the_turn_moves_it_on_and_can_close_the_trick() -> None:
    game = rigged(["5s 9h Kc", "6s Th Qc", "7s Jh 4c", "8s 9d 4d"], banker=0)
    act(game, "0 play 5s")
    act(game, "1 play 6s")
    act(game, "2 pass")
    act(game, "3 pass")
    assert game.to_move == 0
    act(game, "0 abandon")
    # every live seat except the top play's owner (1) has passed: the trick closes; Th Qc is
    # no single play, so round 2 starts with the 接风 queue (seat 0 left: seat 1)
    assert (game.round, game.to_move) == (2, 1)


def test_top_owner_abandoning_and_jiefeng_wraps_skipping_out_seats() -> None:
    hands = ["Th 5c 6c Qs", "4s 5s 6s 7s 8s", "Jh 5d Kd 9c 4c", STAR + " 4h", "9d 8d Ac Qh Jd"]
    game = rigged(hands, banker=0, queue=[1, 2, 3, 0, 4])
    assert game.view_for(None).scores[3] == 900
    assert game.to_move == 1 and game.view_for(None).queue_pointer == 0  # 抢天: 接风 leads
    act(game, "1 play 4s 5s 6s 7s 8s")  # 地牌
    assert (game.round, game.to_move) == (2, 2)
    act(game, "2 play 5d")
    act(game, "4 play 8d")
    act(game, "0 pass")
    act(game, "2 pass")
    # round 3: queue index 2 is seat 3 (sky, out): index 3, seat 0
    assert (game.round, game.to_move, game.view_for(None).queue_pointer) == (3, 0, 3)
    act(game, "0 play Th")
    act(game, "2 play Jh")
    act(game, "4 pass")
    act(game, "0 pass")
    assert (game.to_move, kinds_of(game, "trick_start")[-1]["by"]) == (2, "winner")
    act(game, "2 play Kd")
    act(game, "4 play Ac")
    assert game.to_move == 0
    assert act(game, "4 abandon") == ["abandon"]  # the top play's owner leaves
    act(game, "0 pass")
    assert act(game, "2 pass") == ["pass", "trick_closed", "trick_start"]
    # the winner is gone: 接风 from index 3 wraps: 4 (abandoned), 1 (earth), then seat 2
    view = game.view_for(None)
    assert (view.to_move, view.queue_pointer) == (2, 1)
    assert kinds_of(game, "trick_start")[-1]["by"] == "jiefeng"


def test_leader_abandoning_before_leading_passes_the_lead_to_jiefeng() -> None:
    game = rigged(["5s", "6s 7s", "8s 9s", "Ts Js"], banker=0, queue=[3, 1, 0, 2])
    assert act(game, "0 abandon") == ["abandon", "lead_passed"]
    view = game.view_for(3)
    assert (view.to_move, view.trick_leader, view.queue_pointer) == (3, 3, 0)
    assert "pass" not in game.legal_kinds(3)
    act(game, "3 play Ts")
    assert game.to_move == 1


def test_abandoning_in_the_grab_window() -> None:
    game = rigged([*GRAB_HANDS, "Ts 7c 7d"], banker=0, queue=[2, 0, 1, 3])
    act(game, "0 play Ks")
    act(game, "1 pass")
    act(game, "2 pass")
    act(game, "3 pass")
    assert game.phase == PHASE_GRAB_EARTH
    assert act(game, "3 abandon") == ["abandon"]  # another seat: the window stays open
    assert game.phase == PHASE_GRAB_EARTH
    assert act(game, "0 abandon") == ["abandon", "round_start", "trick_start"]
    assert (game.round, game.to_move) == (2, 2)


# --------------------------------------------------------------------------- readings


def test_lead_reading_default_and_chosen() -> None:
    hands = ["5s 6s 2s 2h 2c 2d 9h", "8s 8h 9s 9h Ts Th 4c", "Jc Qc Kc"]
    game = rigged(hands, banker=0)
    events = game.apply(Action.parse("0 play 5s 6s 2s 2h 2c 2d"))
    assert events[0].data["type"] == "rocket" and events[0].data["params"]["length"] == 2
    game = rigged(hands, banker=0)
    events = game.apply(Action(0, "play", tuple(parse_cards("5s 6s 2s 2h 2c 2d")), "pair_straight"))
    assert events[0].data["type"] == "pair_straight"
    view = game.view_for(1)
    assert view.top is not None and view.top.reading is not None and view.top.reading.type == "pair_straight"
    with pytest.raises(IllegalPlayError) as e:
        game.apply(Action(1, "play", tuple(parse_cards("8s 8h 9s 9h Ts Th")), "starship"))
    assert e.value.reason == "reading_not_available"
    assert e.value.params["types"] == ["pair_straight"]
    events = game.apply(Action.parse("1 play 8s 8h 9s 9h Ts Th"))
    assert events[0].data["type"] == "pair_straight" and events[0].data["lead"] is False


def test_following_accepts_any_beating_reading() -> None:
    # 8 8 9 2 2 2 reads first as a rocket x2 8-9, which cannot beat a pair straight; its
    # pair-straight reading 8-10 does
    game = rigged(["5s 6s 2s 2h 2c 2d 9h", "8s 8h 9s 2h 2c 2d 4c", "Kd Qd"], banker=0)
    game.apply(Action(0, "play", tuple(parse_cards("5s 6s 2s 2h 2c 2d")), "pair_straight"))
    with pytest.raises(IllegalPlayError) as e:
        game.apply(Action(1, "play", tuple(parse_cards("8s 8h 9s 2h 2c 2d")), "rocket"))
    assert e.value.reason == "does_not_beat" and e.value.params["type"] == "rocket"
    assert e.value.params["top_type"] == "pair_straight"
    with pytest.raises(IllegalPlayError) as e:
        game.apply(Action.parse("1 play 8s 8h 9s 2h 4c"))
    assert e.value.reason == "not_a_combination"
    events = game.apply(Action.parse("1 play 8s 8h 9s 2h 2c 2d"))
    assert events[0].data["type"] == "pair_straight" and events[0].data["params"]["rank"] == "10"


def test_strict_shape_option() -> None:
    hands = ["As Ah Ad Ks Kh 9c", "4s 4h 4d 5s 5h 5d Jc", "Qd Jd"]
    game = rigged(hands, banker=0)
    act(game, "0 play As Ah Ad Ks Kh")
    assert act(game, "1 play 4s 4h 4d 5s 5h 5d") == ["play"]  # more groups win by default
    game = rigged(hands, banker=0, options={"strict_shape": True})
    assert game.view_for(1).strict_shape
    act(game, "0 play As Ah Ad Ks Kh")
    with pytest.raises(IllegalPlayError) as e:
        game.apply(Action.parse("1 play 4s 4h 4d 5s 5h 5d"))
    assert e.value.reason == "does_not_beat" and e.value.params["strict_shape"] is True


def test_the_leader_names_one_of_two_readings_of_one_type() -> None:
    """Under strict_shape a rocket x4 and a rocket x3 carrying 5 5 5 are led as the
    reading the value names (a reading key); the follower beats the shape that was led."""
    from desktop_app.ai.tiandiren.assist import ASSISTANT

    lead = "5s 5h 5d 6s 6h 6d 7s 7h 7d 8s 8h 8d"
    hands = [lead + " 3c", "9s 9h 9d Ts Th Td Js Jh Jd 4s 4h 4c 3d", "Qd Jc"]
    game = rigged(hands, banker=0, options={"strict_shape": True})
    keys = [r.params["value"] for r in ASSISTANT.read_selection(game.view_for(0), parse_cards(lead)).readings]
    assert keys == ["rocket:4:none:8", "rocket:3:single:8"]
    with pytest.raises(IllegalPlayError) as e:
        game.apply(Action(0, "play", tuple(parse_cards(lead)), "rocket:5:none:8"))  # names no reading of the set
    assert e.value.reason == "reading_not_available"
    with pytest.raises(IllegalPlayError) as e:
        game.apply(Action(0, "play", tuple(parse_cards(lead)), "rocket:x"))
    assert e.value.reason == "unknown_type"
    events = game.apply(Action(0, "play", tuple(parse_cards(lead)), "rocket:3:single:8"))
    assert events[0].data["params"]["length"] == 3 and events[0].data["params"]["kicker"] == "single"
    follow = parse_cards("9s 9h 9d Ts Th Td Js Jh Jd 4s 4h 4c")  # a rocket x3 with singles: it beats
    assert ASSISTANT.read_selection(game.view_for(1), follow, "rocket:3:single:11").playable
    assert act(game, "1 play 9s 9h 9d Ts Th Td Js Jh Jd 4s 4h 4c") == ["play"]
    game = rigged(hands, banker=0, options={"strict_shape": True})
    act(game, "0 play " + lead)  # no value: the strongest reading, the rocket x4
    with pytest.raises(IllegalPlayError) as e:
        game.apply(Action(1, "play", tuple(follow)))
    assert e.value.reason == "does_not_beat"
    assert not ASSISTANT.read_selection(game.view_for(1), follow).playable  # the assistant agrees


# --------------------------------------------------------------------------- refusals


def snapshot(game: TiandirenGame) -> tuple:
    return (
        game.record().dumps(),
        len(game.events),
        [game.view_for(s) for s in range(game.num_players)],
        game.view_for(None),
    )


def test_refusals_have_reasons_and_leave_the_state_unchanged() -> None:
    game = rigged(["5s 9h 9d Kc 4c", "6s Th Qc 2h", "7s Jh 8c RJ"], banker=0)
    cases: list[tuple[str | Action, type[EngineError], str]] = [
        ("1 play 6s", NotYourTurnError, "not_your_turn"),
        ("0 pass", IllegalActionError, "leader_cannot_pass"),
        ("0 play 5s 5s", IllegalPlayError, "not_in_hand"),
        ("0 play 3d", IllegalPlayError, "not_in_hand"),
        ("0 play 5s 9h", IllegalPlayError, "not_a_combination"),
        (Action(0, "play"), IllegalPlayError, "no_cards"),
        (Action(0, "play", tuple(parse_cards("9h 9d")), "rocket"), IllegalPlayError, "reading_not_available"),
        (Action(0, "play", tuple(parse_cards("9h")), "comet"), IllegalPlayError, "unknown_type"),
        (Action(0, "play", tuple(parse_cards("9h")), 3), IllegalPlayError, "unknown_type"),
        ("0 bid =75", IllegalActionError, "unknown_action"),
        (Action(0, "abandon", tuple(parse_cards("9h"))), IllegalActionError, "unexpected_cards"),
        (Action(5, "pass"), IllegalActionError, "bad_seat"),
    ]
    before = snapshot(game)
    for spec, error, reason in cases:
        action = Action.parse(spec) if isinstance(spec, str) else spec
        with pytest.raises(error) as e:
            game.apply(action)
        assert e.value.reason == reason, spec
        json.dumps(e.value.params)
        assert snapshot(game) == before, spec
    act(game, "0 play Kc")
    before = snapshot(game)
    with pytest.raises(IllegalPlayError) as e:
        game.apply(Action.parse("1 play Th"))
    err = e.value
    assert err.reason == "does_not_beat"
    assert str(err) == "the single 10 does not beat the single K"
    assert err.params["top_cards"] == "Kc" and err.params["top_type"] == "single" and err.params["top_seat"] == 0
    assert err.params["top"]["rank"] == "K" and err.params["cards"] == "Th"
    with pytest.raises(IllegalActionError) as e2:
        game.apply(Action(1, "pass", tuple(parse_cards("Th"))))
    assert e2.value.reason == "unexpected_cards"
    assert snapshot(game) == before
    act(game, "1 play 2h")
    act(game, "2 play RJ")
    assert game.legal_kinds(0) == {"play", "pass", "abandon"}


# --------------------------------------------------------------------------- views and records


def test_views_show_own_hand_and_public_information_only() -> None:
    game = TiandirenGame(4, seed=31)
    for seat in range(4):
        view = game.view_for(seat)
        assert isinstance(view, TiandirenView)
        assert Counter(view.hand) == Counter(game.hands[seat])
        assert view.hand_sizes == (54, 54, 54, 54) or any(s.seat for s in view.sky)
        assert view.banker == game.banker and view.first_dealer == game.first_dealer
        assert view.queue == game.queue
    spectator = game.view_for(None)
    assert spectator.hand == () and spectator.legal_kinds == frozenset()
    with pytest.raises(IllegalActionError):
        game.view_for(4)
    seat = game.to_move
    assert seat is not None
    card = game.view_for(seat).hand[0]
    game.apply(Action(seat, "play", (card,)))
    view = game.view_for(None)
    assert view.played == (card,) and view.top is not None and view.top.cards == (card,)
    assert view.trick[0].seat == seat and view.trick[0].reading is not None
    for s in range(4):
        for e in game.events_for(s):
            if e.kind == "deal":
                assert e.seat == s


def test_record_round_trip_and_replay_of_a_rigged_game() -> None:
    cls = rigged_class(GRAB_HANDS, banker=0, queue=[2, 0, 1])
    game = cls(3, seed=5)
    for text in ["0 play Ks", "1 pass", "2 pass", "0 play 4s 4h", "2 play 6d"]:
        act(game, text)
    record = GameRecord.loads(game.record().dumps())
    assert record == game.record()
    again = cls.replay(record)
    assert again.events == game.events
    assert again.view_for(1) == game.view_for(1)


def test_replay_of_a_random_game_and_a_bad_record() -> None:
    game = TiandirenGame(5, {"strict_shape": True}, seed=99)
    play_out(game, random.Random(3))
    again = TiandirenGame.replay(GameRecord.loads(game.record().dumps()))
    assert again.events == game.events and again.outcome == game.outcome
    bad = GameRecord("tiandiren", 5, 99, {"strict_shape": True}, {}, (Action(0, "pass"), Action(0, "pass")))
    with pytest.raises(RecordError):
        TiandirenGame.replay(bad)


# --------------------------------------------------------------------------- match


def test_match_running_totals_and_record() -> None:
    match = TiandirenMatch(3, seed=12)
    rng = random.Random(4)
    seeds = set()
    for number in range(1, 4):
        game = match.new_game()
        assert game.carry["match_game"] == number
        seeds.add(game.seed)
        with pytest.raises(IllegalActionError) as e:
            match.new_game()
        assert e.value.reason == "game_not_over"
        play_out(game, rng)
        match.finish_game()
    assert len(seeds) == 3 and len(match.records) == 3
    assert match.totals == [sum(r[s] for r in match.results) for s in range(3)]
    assert match.standings()[0][1] == max(match.totals)
    restored = TiandirenMatch.from_json(json.loads(json.dumps(match.to_json())))
    assert restored.totals == match.totals and restored.records == match.records
    # a seeded match is reproducible: the next game seed is the same
    assert restored.new_game().seed == match.new_game().seed
    tampered = match.to_json()
    tampered["results"][0][0] += 1
    with pytest.raises(RecordError):
        TiandirenMatch.from_json(tampered)
    with pytest.raises(IllegalActionError):
        TiandirenMatch(2).finish_game()
