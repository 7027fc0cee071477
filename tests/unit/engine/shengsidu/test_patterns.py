"""Every combination row and comparison rule of 生死堵 (seed 004 and spec), with and
without the room variants."""

import pytest

from desktop_app.engine.cards import parse_cards
from desktop_app.engine.shengsidu import patterns as P

L = {"loose": True}
T = {"two_low": True}
LAST = {"last": True}


def types(cards, **kw):
    return P.classify(parse_cards(cards), **kw)


@pytest.mark.parametrize(
    ("cards", "kw", "want"),
    [
        # 单张, 对子, 三条, 炸弹
        ("7s", {}, ["single"]),
        ("2h", {}, ["single"]),
        ("4s 4h", {}, ["pair"]),
        ("2s 2h", {}, ["pair"]),
        ("7s 8h", {}, []),
        ("3s 3h 3d", {}, ["triple"]),
        ("2s 2h 2d", {}, ["triple"]),
        ("3s 3h 3d 3c", {}, ["bomb"]),
        ("2s 2h 2d 2c", {}, ["bomb"]),
        # 顺子: three or more, 2 after A, never 2-3 (unless 取消2不3连)
        ("3s 4h 5d", {}, ["straight"]),
        ("3s 4h 5d 6c", {}, ["straight"]),
        ("4s 5h 6d 7c 8s", {}, ["straight"]),
        ("Qs Kh Ad 2c", {}, ["straight"]),
        ("3s 4h", {}, []),
        ("3s 4h 6d", {}, []),
        ("As 2h 3d", {}, []),
        ("As 2h 3d", T, []),
        ("Ks As 2h 3d", T, []),
        ("2s 3h 4d", {}, []),
        ("2s 3h 4d", T, ["straight"]),
        ("2s 3h 4d 5c 6s", T, ["straight"]),
        ("3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks As 2s", {}, ["straight"]),
        ("3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks As 2s", T, ["straight"]),
        # 连对
        ("3s 3h 4s 4h", {}, ["pair_straight"]),
        ("As Ah 2s 2h", {}, ["pair_straight"]),
        ("3s 3h 4s 4h 5s 5h 6s 6h", {}, ["pair_straight"]),
        ("3s 3h 5s 5h", {}, []),
        ("2s 2h 3s 3h", {}, []),
        ("2s 2h 3s 3h", T, ["pair_straight"]),
        ("As Ah 2s 2h 3s 3h", T, []),
        ("3s 3h 4s", {}, []),
        # 三顺
        ("3s 3h 3d 4s 4h 4d", {}, ["triple_straight"]),
        ("4s 4h 4d 5s 5h 5d 6s 6h 6d", {}, ["triple_straight"]),
        ("As Ah Ad 2s 2h 2d", {}, ["triple_straight"]),
        ("2s 2h 2d 3s 3h 3d", {}, []),
        ("2s 2h 2d 3s 3h 3d", T, ["triple_straight"]),
        ("3s 3h 3d 5s 5h 5d", {}, []),
        # 三带二: a pair; any two cards only with 3带2不分对和散
        ("3s 3h 3d 4s 4h", {}, ["triple_pair"]),
        ("Qs Qh Qd 5s 5h", {}, ["triple_pair"]),
        ("3s 3h 3d 4s 4h", L, ["triple_pair", "triple_two"]),
        ("3s 3h 3d 4s 5h", {}, []),
        ("3s 3h 3d 4s 5h", L, ["triple_two"]),
        ("3s 3h 3d 4s", {}, []),
        # 尾牌3带1: only as the whole remaining hand
        ("3s 3h 3d 4s", LAST, ["triple_one"]),
        ("2s 2h 2d As", LAST, ["triple_one"]),
        ("3s 3h 3d", LAST, ["triple"]),
        ("3s 3h 3d 3c", LAST, ["bomb"]),
        # 四带一, 四带三 (any three cards)
        ("4s 4h 4d 4c 6s", {}, ["four_one"]),
        ("4s 4h 4d 4c 6s", L, ["four_one", "triple_two"]),
        ("4s 4h 4d 4c 3s 5h 6d", {}, ["four_three"]),
        ("8s 8h 8d 8c Ks Kh As", {}, ["four_three"]),
        ("Js Jh Jd Jc 4s 4h 4d", {}, ["four_three"]),
        ("4s 4h 4d 4c 3s 5h", {}, []),
        ("4s 4h 4d 4c 5s 5h 5d 5c", {}, []),
        # 飞机 of 3带2 (pairs; any kickers when loose), 飞机 of 4带1
        ("3s 3h 3d 4s 4h 4d 5s 5h 6s 6h", {}, ["plane_triple_pair"]),
        ("3s 3h 3d 4s 4h 4d 5s 5h 5d 5c", {}, ["plane_triple_pair"]),
        ("As Ah Ad 2s 2h 2d 5s 5h 6s 6h", {}, ["plane_triple_pair"]),
        ("3s 3h 3d 4s 4h 4d 5s 6h 7s 8h", {}, []),
        ("3s 3h 3d 4s 4h 4d 5s 6h 7s 8h", L, ["plane_triple_pair"]),
        ("3s 3h 3d 5s 5h 5d 6s 6h 7s 7h", {}, []),
        ("4s 4h 4d 4c 5s 5h 5d 5c 6s 7s", {}, ["plane_four_one"]),
        ("4s 4h 4d 4c 5s 5h 5d 5c 6s 7s", L, ["plane_four_one", "plane_triple_pair"]),
        ("4s 4h 4d 4c 5s 5h 5d 5c 6s 6h", {}, ["plane_four_one"]),
        ("4s 4h 4d 4c 6s 6h 6d 6c 7s 8s", {}, []),
        ("2s 2h 2d 2c 3s 3h 3d 3c 7s 8s", T, ["plane_four_one"]),
        # nonsense
        ("", {}, []),
        ("3s 5h 7d 9c", {}, []),
    ],
)
def test_classify_table(cards, kw, want):
    assert types(cards, **kw) == want


def read(cards, type_id=None, **kw):
    r = P.reading_as(parse_cards(cards), type_id, **kw)
    assert r is not None, cards
    return r


@pytest.mark.parametrize(
    ("lead", "play", "kw", "want"),
    [
        ("3s", "4s", {}, True),
        ("As", "2s", {}, True),
        ("2s", "As", {}, False),
        ("7s", "7h", {}, False),  # 44 cannot beat 44
        ("4s 4h", "4d 4c", {}, False),
        ("3s 3h", "4s", {}, False),  # 4 cannot beat 33
        ("3s", "4s 4h", {}, False),  # 44 cannot beat 3
        ("3s 3h 4s 4h", "4d 4c 5s 5h", {}, True),
        ("3s 3h 4s 4h", "4d 4c 5s 5h 6s 6h", {}, False),  # 445566 vs 3344
        ("4s 4h 5s 5h 6s 6h", "8s 8h 9s 9h", {}, False),  # 8899 vs 445566
        ("Ks Kh As Ah", "As Ah 2s 2h", {}, True),
        ("3s 4s 5s", "5h 6h 7h 8h", {}, False),  # 5678 vs 345
        ("3s 4s 5s 6s", "7h 8h 9h", {}, False),  # 789 vs 3456
        ("Js Qs Ks As", "Qh Kh Ah 2h", {}, True),
        ("3s 4s 5s", "2h 3h 4h", T, False),  # 2-3-4 is the lowest run of three
        ("2s 3s 4s", "3h 4h 5h", T, True),
        ("3s 3h 3d", "4s 4h 4d", {}, True),
        ("3s 3h 3d 4s 4h 4d", "Ks Kh Kd As Ah Ad", {}, True),
        ("Ks Kh Kd As Ah Ad", "As Ah Ad 2s 2h 2d", {}, True),
        ("3s 3h 3d 4s 4h", "5s 5h 5d 3c 3d", {}, True),
        ("3s 3h 3d 4s 4h", "5s 5h 5d 6s 7s", {}, False),  # not a play without the option
        ("3s 3h 3d 4s 4h", "5s 5h 5d 6s 7s", L, True),
        ("3s 3h 3d 4s 5h", "5s 5h 5d 6s 6h", L, True),
        ("6s 6h 6d 4s 5h", "5s 5h 5d 6c 6d", L, False),
        ("5s 5h 5d 5c 6s", "7s 7h 7d 7c 3s", {}, True),
        ("5s 5h 5d 5c 6s", "7s 7h 7d 7c 3s 4s 5s", {}, False),  # 4带1 vs 4带3
        ("4s 4h 4d 4c 3s 5h 6d", "8s 8h 8d 8c Ks Kh As", {}, True),
        ("6s 6h 6d 6c 8s", "3s 3h 3d 4s 4h", {}, False),  # 3带2 cannot beat 6666+8
        ("3s 3h 3d 4s 4h", "6s 6h 6d 6c 8s", {}, False),  # 4带1 cannot beat 333+44
        ("3s 3h 3d 4s 4h 4d 5s 5h 6s 6h", "4c 4d 4s 5s 5h 5d 7s 7h 8s 8h", {}, True),
        ("3s 3h 3d 4s 4h 4d 5s 5h 6s 6h", "5s 5h 5d 5c 6s 6h 6d 6c 7s 8s", {}, False),  # the two planes
        ("4s 4h 4d 4c 5s 5h 5d 5c 6s 7s", "8s 8h 8d 9s 9h 9d Ts Th Js Jh", {}, False),
        ("4s 4h 4d 4c 5s 5h 5d 5c 6s 7s", "6s 6h 6d 6c 7s 7h 7d 7c 3s 3h", {}, True),
        ("3s 3h 3d 4s 4h 4d 5s 5h 6s 6h", "4c 4d 4s 5s 5h 5d 7s 8h 9s Th", L, True),
        # 炸弹 beats everything else; bombs by rank
        ("2s", "3s 3h 3d 3c", {}, True),
        ("As Ah Ad 2s 2h", "3s 3h 3d 3c", {}, True),
        ("3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks As 2s", "3h 3c 3d 3s", {}, True),
        ("6s 6h 6d 6c 8s", "3h 3c 3d 3s", {}, True),
        ("4s 4h 4d 4c", "3s 3h 3d 3c", {}, False),
        ("4s 4h 4d 4c", "5s 5h 5d 5c", {}, True),
        ("4s 4h 4d 4c", "2s 2h 2d 2c", {}, True),
        ("4s 4h 4d 4c", "Ks Kh Kd Kc 3s", {}, False),
    ],
)
def test_beats_table(lead, play, kw, want):
    lead_r = read(lead, **kw)
    assert any(P.beats(r, lead_r) for r in P.readings(parse_cards(play), **kw)) is want


def test_tail_three_one_beats_nothing_and_only_bombs_beat_it():
    tail = read("3s 3h 3d 4s", last=True)
    assert tail.type == "triple_one"
    assert not P.beats(read("5s 5h 5d 6s", last=True), tail)
    assert not P.beats(read("5s 5h 5d 6s 6h"), tail)
    assert P.beats(read("5s 5h 5d 5c"), tail)
    assert not P.beats(tail, read("3c 3d 3h 2s 2h"))  # 不可压3带2
    assert not P.beats(read("As Ah Ad 2s", last=True), read("3s 3h 3d 4s 4h"))


def test_sequence_readings_and_labels():
    r = read("2s 3h 4d 5c", two_low=True)
    assert (r.type, r.rank.text, r.bottom.text, r.length, r.size) == ("straight", "5", "2", 4, 4)
    assert r.label_params() == {"type": "straight", "rank": "5", "low": "2", "length": 4, "count": 4}
    all13 = P.readings(parse_cards("3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks As 2s"), two_low=True)
    assert [x.rank.text for x in all13] == ["2", "A"]  # the natural reading is the stronger
    plane = P.readings(parse_cards("3s 3h 3d 4s 4h 4d 5s 5h 5d 6s"), loose=True)
    assert [(x.type, x.rank.text) for x in plane] == [("plane_triple_pair", "5"), ("plane_triple_pair", "4")]
    assert str(plane[0]) == "plane_triple_pair 4-5"
    assert read("7s 7h 7d 7c 2s").label_params()["rank"] == "7"


def test_jokers_are_not_cards_of_this_game():
    with pytest.raises(ValueError):
        P.counts_of(parse_cards("BJ"))


def brute_beating(hand, lead, **kw):
    """Every rank-count subset of ``hand`` with some reading that beats ``lead``."""
    cards = parse_cards(hand)
    found = set()
    for mask in range(1, 1 << len(cards)):
        sub = [c for i, c in enumerate(cards) if mask >> i & 1]
        if any(P.beats(r, lead) for r in P.readings(sub, **kw)):
            found.add(P.counts_of(sub))
    return found


@pytest.mark.parametrize("kw", [{}, L, T, {"loose": True, "two_low": True}])
@pytest.mark.parametrize(
    ("hand", "lead"),
    [
        ("3s 3h 3d 4s 4h 5s 6s 7s 2s 2h", "3c 3d 3h 4d 8s"),
        ("5s 5h 5d 5c 6s 7s 8s 9s Ts 2d", "3s"),
        ("5s 5h 5d 5c 6s 6h 6d 6c 7s 8s 2h", "4s 4h 4d 4c 3s"),
        ("2s 2h 2d 3s 3h 3d 4s 4h 5s", "3c 3d 4c 4d"),
        ("As Ah Ad 2s 2h 2d 4s 5s 6s 7s", "Ks Kh Kd Qs Jh"),
        ("As Ah Ad 2s 2h 2d 4s 4h 6s 6h", "Ks Kh Kd Qs Qh Qd 3s 3h 7s 7h"),
    ],
)
def test_beating_plays_are_exactly_the_brute_force_set(hand, lead, kw):
    lead_r = P.readings(parse_cards(lead), loose=True, two_low=True)[0]
    got = {m for m, r in P.beating_plays(parse_cards(hand), lead_r, **kw)}
    assert got == brute_beating(hand, lead_r, **kw)
    assert P.has_beating_play(parse_cards(hand), lead_r, **kw) == bool(got)


@pytest.mark.parametrize("kw", [{}, {"loose": True, "two_low": True}])
@pytest.mark.parametrize("hand", ["3s 3h 3d 4s 4h 5s 6s 7s 2s", "As Ah Ad Ac 2s 2h 2d 3s", "3s 4h 5d 6c 7s 8h"])
def test_all_plays_are_exactly_the_legal_subsets(hand, kw):
    cards = parse_cards(hand)
    want = set()
    for mask in range(1, 1 << len(cards)):
        sub = [c for i, c in enumerate(cards) if mask >> i & 1]
        if P.readings(sub, **kw, last=len(sub) == len(cards)):
            want.add(P.counts_of(sub))
    got = [m for m, _r in P.plays(cards, **kw)]
    assert len(got) == len(set(got))
    assert set(got) == want
