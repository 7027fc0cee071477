"""Card points, dealer score, the six settlement bands and the career levels."""

import itertools

import pytest

from desktop_app.engine.cards import make_pack, parse_cards
from desktop_app.engine.hongwu.levels import LEVELS, level_for, progress
from desktop_app.engine.hongwu.scoring import TOTAL_POINTS, band, card_points, dealer_score, settle


def test_two_decks_hold_200_points():
    assert card_points(make_pack(2)) == TOTAL_POINTS == 200
    assert card_points(parse_cards("5s Td Kc Ks 5h 4d RJ")) == 40


@pytest.mark.parametrize(
    "score,dealer,each",
    [
        (-200, -9, 3),
        (-70, -9, 3),
        (-69, -6, 2),
        (-65, -6, 2),
        (-30, -6, 2),
        (-29, -3, 1),
        (-25, -3, 1),
        (-1, -3, 1),
        (0, 3, -1),
        (25, 3, -1),
        (29, 3, -1),
        (30, 6, -2),
        (65, 6, -2),
        (69, 6, -2),
        (70, 9, -3),
        (140, 9, -3),
    ],
)
def test_bands_at_every_boundary(score, dealer, each):
    assert settle(score) == (dealer, each)
    assert settle(score, base=5) == (5 * dealer, 5 * each)
    assert dealer + 3 * each == 0  # zero-sum


def test_dealer_score():
    assert dealer_score(120, 100) == 20
    assert dealer_score(120, 100, red_fives=2, penalty=10) == 0
    assert band(dealer_score(100, 130)) == -2  # exactly -30
    assert band(dealer_score(105, 130)) == -1


LEVEL_TABLE = [
    (1, "钟灵", 15),
    (2, "木婉清", 45),
    (3, "南海鳄神", 105),
    (4, "阿朱", 225),
    (5, "黄眉僧", 465),
    (6, "段延庆", 945),
    (7, "慕容复", 1905),
    (8, "鸠摩智", 3825),
    (9, "丁春秋", 7665),
    (10, "游坦之", 15345),
    (11, "慕容博", 30705),
    (12, "萧远山", 61425),
    (13, "天山童姥", 122865),
    (14, "李秋水", 245745),
    (15, "玄慈方丈", 491505),
    (16, "段誉", 983025),
    (17, "虚竹", 1966065),
    (18, "乔峰", 3932145),
    (19, "扫地僧", 7864305),
    (20, "王语嫣", 15728640),
]


def test_levels_are_the_seed_table():
    assert [(lv.number, lv.name_zh, lv.upgrade_points) for lv in LEVELS] == LEVEL_TABLE
    assert all(lv.name_en and lv.name_zh_tw for lv in LEVELS)


def test_level_for_points():
    assert level_for(-1000).number == 1 and level_for(14).number == 1
    for (n, _, up), nxt in itertools.pairwise(LEVEL_TABLE):
        assert level_for(up - 1).number == n
        assert level_for(up).number == nxt[0]
    assert level_for(15728640).number == 20 and level_for(10**12).number == 20
    assert progress(-5) == (1, 0, 15) and progress(7864305) == (20, 7864305, None)
    assert level_for(20).label_params() == {
        "level": 2,
        "name_zh": "木婉清",
        "name_zh_tw": "木婉清",
        "name_en": "Mu Wanqing",
    }
