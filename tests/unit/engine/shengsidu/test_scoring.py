"""生死堵 settlement: the seed's worked examples, both modes, 全关加倍, 春天/大春天, bombs."""

import pytest

from desktop_app.engine.shengsidu.scoring import BombRecord, settle, settle_abandon


def test_seed_example_1_spring_against_two_full_hands_wins_52():
    s = settle(3, 0, [0, 13, 13], [True, False, False])
    assert s.scores == [52, -26, -26]
    assert s.spring and not s.big_spring
    assert [x.closed for x in s.seats] == [False, True, True]


def test_seed_example_2_one_loser_played_a_card_wins_38():
    s = settle(3, 0, [0, 12, 13], [True, True, False])
    assert s.scores == [38, -12, -26]
    assert not s.spring


@pytest.mark.parametrize(
    ("left", "played", "want"),
    [
        ([0, 13, 13, 13], [True, False, False, False], [12, -4, -4, -4]),  # 全统
        ([0, 13, 5, 13], [True, False, True, False], [5, -2, -1, -2]),  # 半统
        ([0, 3, 5, 1], [True, True, True, True], [3, -1, -1, -1]),
        ([13, 0], [False, True], [-4, 4]),
        ([2, 0], [True, True], [-1, 1]),
    ],
)
def test_rank_scoring(left, played, want):
    winner = left.index(0)
    assert settle(len(left), winner, left, played, scoring="rank").scores == want


def test_cards_scoring_doubles_only_closed_losers():
    assert settle(4, 2, [3, 13, 0, 7], [True, False, True, True]).scores == [-3, -26, 36, -7]


def test_bomb_bonus_is_paid_by_every_other_player_and_cancelled_when_beaten():
    bombs = [BombRecord(1, "5", beaten=True), BombRecord(2, "9"), BombRecord(1, "K")]
    s = settle(3, 0, [0, 4, 6], [True, True, True], bombs, bomb_bonus=5)
    # base: +10 / -4 / -6; bombs: seat 2 and seat 1 each +10, every other seat pays 5 per bomb
    assert [x.bomb for x in s.seats] == [-10, 5, 5]
    assert s.scores == [0, 1, -1]
    assert s.standing_bombs == (0, 1, 1)
    assert sum(s.scores) == 0


def test_a_loser_can_win_points_with_bombs():
    s = settle(2, 0, [0, 1], [True, True], [BombRecord(1, "2"), BombRecord(1, "3")], bomb_bonus=5)
    assert s.scores == [-9, 9]


def test_big_spring_doubles_bomb_bonus():
    s = settle(3, 0, [0, 13, 13], [True, False, False], [BombRecord(0, "3")], bomb_bonus=5)
    assert s.spring and s.big_spring and s.bomb_value == 10
    assert s.scores == [52 + 20, -36, -36]


def test_bonus_zero_turns_bombs_off():
    assert settle(2, 0, [0, 5], [True, True], [BombRecord(0, "3")], bomb_bonus=0).scores == [5, -5]


def test_abandon_pays_the_maximum_to_everyone_else():
    s = settle_abandon(4, 1, [3, 9, 10, 13], [True, True, True, False], [BombRecord(0, "7")])
    assert [x.result for x in s.seats] == ["compensated", "abandoned", "compensated", "compensated"]
    assert s.scores == [26 + 15, -78 - 5, 26 - 5, 26 - 5]
    assert settle_abandon(2, 0, [5, 5], [True, True], scoring="rank").scores == [-4, 4]


def test_unknown_mode_is_refused():
    with pytest.raises(ValueError):
        settle(2, 0, [0, 3], [True, True], scoring="points")
