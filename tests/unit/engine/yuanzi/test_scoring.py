"""原子 settlement: 下游 transfers, 双夹, the tie break, escape penalties."""

import pytest

from desktop_app.engine.yuanzi.scoring import (
    Transfer,
    double_clip_result,
    escape_scores,
    first_half_double_clip,
    partner_of,
    settle_game,
    settle_half,
    side_of,
)


def test_sides_and_partners():
    assert [side_of(s) for s in range(4)] == [0, 1, 0, 1]
    assert [partner_of(s) for s in range(4)] == [2, 3, 0, 1]


def test_three_out_xiayou_points_go_to_the_shangyou_side_and_hand_points_to_the_third():
    # out: 1 (上游), 2, 0; seat 3 is 下游 with 20 points still in hand
    r = settle_half((1, 2, 0), won=(50, 80, 60, 90), hand_points=(0, 0, 0, 20))
    assert r.shangyou == 1 and r.xiayou == (3,)
    # side 0: 50 + 60 + 20 (hand points to the third out, seat 0) ; side 1: 80 + 90 (下游's own, same side)
    assert r.side_points == (130, 170)
    assert sum(r.side_points) == 300
    assert not r.one_two


def test_xiayou_of_the_other_side_loses_its_won_points():
    r = settle_half((0, 1, 3), won=(40, 30, 100, 100), hand_points=(0, 0, 30, 0))
    assert r.xiayou == (2,)
    # seat 2 (side 0) 下游, 上游 seat 0 is side 0 too: its 100 stays with side 0; hand 30 to seat 3
    assert r.side_points == (140, 160)
    r = settle_half((1, 0, 2), won=(40, 30, 100, 100), hand_points=(0, 0, 0, 30))
    # seat 3 (side 1) 下游, 上游 seat 1 side 1: its 100 stays; hand 30 to the third out seat 2 (side 0)
    assert r.side_points == (170, 130)
    r = settle_half((0, 1, 2), won=(40, 30, 100, 100), hand_points=(0, 0, 0, 30))
    # seat 3 (side 1) 下游, 上游 seat 0 (side 0): seat 3's 100 goes to side 0, hand 30 to seat 2 (side 0)
    assert r.side_points == (270, 30)
    assert [t.what for t in r.transfers] == ["won", "hand"]
    assert r.transfers[0].to_json() == {"from": 3, "to_side": 0, "to_seat": None, "points": 100, "what": "won"}
    assert r.transfers[1] == Transfer(3, 0, 2, 30, "hand")
    assert r.to_json()["transfers"][1]["to_seat"] == 2


def test_one_two_finish_gives_the_shangyou_side_everything():
    r = settle_half((3, 1), won=(60, 70, 50, 80), hand_points=(20, 0, 20, 0))
    assert r.one_two and r.xiayou == (0, 2)
    assert r.side_points == (0, 300)
    assert first_half_double_clip(r)


@pytest.mark.parametrize(
    "finish, won, hand, clip",
    [
        ((0, 1, 2), (100, 50, 100, 9), (0, 0, 0, 41), True),  # opponents 50 < 60 (seat 3's 9 goes to side 0)
        ((0, 1, 2), (100, 60, 100, 0), (0, 0, 0, 40), False),  # opponents exactly 60: no 双夹
        ((1, 0, 3), (30, 100, 20, 100), (0, 0, 50, 0), True),  # side 0: 30 + 20 (seat 2's won goes to side 1)
        ((0, 1, 3), (100, 100, 0, 100), (0, 0, 0, 0), False),  # 上游's side below 60 is no 双夹
    ],
)
def test_first_half_double_clip(finish, won, hand, clip):
    r = settle_half(finish, won, hand)
    assert first_half_double_clip(r) is clip


def test_double_clip_threshold_is_an_option():
    r = settle_half((0, 1, 2), (100, 70, 100, 0), (0, 0, 0, 30))
    assert not first_half_double_clip(r)
    assert first_half_double_clip(r, threshold=80)


def test_double_clip_scores():
    r = settle_half((3, 0, 1), (100, 100, 60, 30), (0, 0, 10, 0))
    g = double_clip_result(r)
    assert g.kind == "double_clip" and g.winner_side == 1
    assert g.scores == (-2, 2, -2, 2)


def test_second_half_totals_decide():
    a = settle_half((0, 1, 2), (100, 80, 60, 60), (0, 0, 0, 0))  # seat 3's 60 to side 0: (220, 80)
    b = settle_half((1, 0, 3), (50, 120, 50, 80), (0, 0, 0, 0), half=2)  # seat 2's 50 to side 1: (50, 250)
    assert (a.side_points, b.side_points) == ((220, 80), (50, 250))
    g = settle_game(a, b)
    assert g.totals == (270, 330) and g.kind == "points" and g.winner_side == 1
    assert g.scores == (-1, 1, -1, 1)
    assert sum(g.scores) == 0


def test_tie_break_goes_to_the_first_half_shangyou_side():
    a = settle_half((1, 0, 2), (100, 80, 60, 60), (0, 0, 0, 0))  # (160, 140), 上游 seat 1
    b = settle_half((0, 1, 3), (40, 100, 100, 60), (0, 0, 0, 0), half=2)  # (140, 160)
    g = settle_game(a, b)
    assert g.totals == (300, 300) and g.kind == "tie_break" and g.winner_side == 1


def test_bad_finish_orders_are_refused():
    for finish in [(0,), (0, 1), (0, 0, 1), (0, 1, 2, 3)]:
        with pytest.raises(ValueError):
            settle_half(finish, (0, 0, 0, 0), (0, 0, 0, 0))


@pytest.mark.parametrize(
    "escaper, half, tricks, want",
    [
        (0, 1, 0, (-4, 0, 0, 0)),
        (0, 1, 4, (-4, 0, 0, 0)),
        (0, 1, 5, (-4, 1, 0, 1)),
        (3, 1, 12, (1, 0, 1, -4)),
        (1, 2, 0, (1, -2, 1, 0)),
        (2, 2, 30, (0, 1, -2, 1)),
    ],
)
def test_escape_penalties(escaper, half, tricks, want):
    assert escape_scores(escaper, half, tricks) == want
