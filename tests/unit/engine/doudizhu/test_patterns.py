"""Rule tables: every combination and comparison, with and without 癞子."""

import pytest

from desktop_app.engine.cards import Rank, parse_cards
from desktop_app.engine.doudizhu.patterns import (
    Reading,
    beats_cards,
    bomb_count,
    classify_types,
    counts_of,
    moves,
    rank_index,
    readings,
    strongest,
)


def types(cards, laizi=None, jk=False):
    return classify_types(parse_cards(cards), None if laizi is None else Rank.parse(laizi), jk)


# (cards, laizi, expected types strongest first)
CLASSIFY = [
    # plain combinations
    ("3s", None, ["single"]),
    ("BJ", None, ["single"]),
    ("3s 3h", None, ["pair"]),
    ("BJ RJ", None, ["rocket"]),
    ("3s 3h 3d", None, ["trio"]),
    ("3s 3h 3d 4s", None, ["trio_single"]),
    ("3s 3h 3d BJ", None, ["trio_single"]),
    ("3s 3h 3d 4s 4h", None, ["trio_pair"]),
    ("3s 4s 5s 6s 7s", None, ["straight"]),
    ("7s 8s 9s Ts Js Qs Ks As", None, ["straight"]),
    ("3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks As", None, ["straight"]),
    ("3s 3h 4s 4h 5s 5h", None, ["pair_straight"]),
    ("7s 7h 8s 8h 9s 9h Ts Th Js Jh", None, ["pair_straight"]),
    ("3s 3h 3d 4s 4h 4d", None, ["plane"]),
    ("5s 5h 5d 6s 6h 6d 7s 7h 7d 8s 8h 8d", None, ["plane", "plane_single"]),
    ("4s 4h 4d 5s 5h 5d 7s 9s", None, ["plane_single"]),
    ("3s 3h 3d 4s 4h 4d 5s 5h 5d 7s 7h 9c", None, ["plane_single"]),
    ("3s 3h 3d 4s 4h 4d 7s 7h 9s 9h", None, ["plane_pair"]),
    ("3s 3h 3d 4s 4h 4d 7s 7h", None, ["plane_single"]),  # a pair as the two wings
    ("5s 5h 5d 5c 3s 8s", None, ["four_two_single"]),
    ("5s 5h 5d 5c 3s 3h", None, ["four_two_single"]),
    ("4s 4h 4d 4c 5s 5h 7s 7h", None, ["four_two_pair"]),
    ("3s 3h 3d 3c 4s 4h 4d 4c", None, ["four_two_pair"]),
    ("7s 7h 7d 7c", None, ["bomb"]),
    ("2s 2h 2d 2c", None, ["bomb"]),
    # not combinations
    ("", None, []),
    ("3s 4h", None, []),
    ("3s 3h 4s 4h", None, []),
    ("3s 4s 5s 6s", None, []),
    ("Ks As 2s BJ RJ", None, []),
    ("Js Qs Ks As 2s", None, []),
    ("Qs Qh Ks Kh As Ah 2s 2h", None, []),
    ("As Ah Ad 2s 2h 2d", None, []),
    ("BJ RJ 3s 3h 3d 3c", None, []),  # both jokers as 4+2 wings: off by default
    ("3s 3h 3d 4s 4h 4d BJ RJ", None, []),
    ("3s 3h 3d 3c 4s", None, []),
    ("3s 3h 3d 3c 4s 4h 4d 5s", None, []),  # a kicker may not share the plane's rank
    ("3s 3h 3d 4s 4h 4d 5s 5h 6s", None, []),
    ("3s 3h 3d BJ RJ", None, []),
    ("3s 3h 3d 4s 4h 4d 5s 5h 5d 5c", None, ["plane_pair"]),  # four 5s as two pairs
    ("5s 5h 5d 5c 3s 3h 3d", None, []),
    # 癞子 (the seed's examples: 4 is wild)
    ("4s 8s 9s Js Qs", "4", ["straight"]),
    ("4s 5s 5h 6s 7s 7h", "4", ["pair_straight"]),
    ("4s 6s 6h 7s 7h 7d", "4", ["plane", "four_two_single"]),
    ("4s 7s 7h 7d 8s 8h 3s 6d", "4", ["plane_single"]),
    ("4s 5s 5h 5d", "4", ["soft_bomb", "trio_single"]),
    ("4s 4h 5s 5h", "4", ["soft_bomb", "trio_single"]),
    ("4s 4h 4d 5s", "4", ["soft_bomb", "trio_single"]),
    ("4s 4h 4d 4c", "4", ["laizi_bomb"]),
    ("4s", "4", ["single"]),
    ("4s 4h", "4", ["pair"]),
    ("4s 4h 4d", "4", ["trio"]),
    ("4s 9h", "4", ["pair"]),
    ("4s 4h 9h", "4", ["trio"]),
    ("4s BJ", "4", []),  # a 癞子 is never a joker
    ("4s 4h BJ RJ", "4", []),
    ("4s Ks As 2s 3s", "4", []),  # never a 2 in a chain
    ("4s Ts Js Qs Ks", "4", ["straight"]),  # as the ace or the nine
    ("9s 9h 9d 9c", "4", ["bomb"]),
    ("9s 9h 9d 9c 4s", "4", []),
    ("9s 9h 9d 4s 4h", "4", ["trio_pair"]),  # 癞子 kicker pair at their own rank
    ("9s 9h 9d 9c 4s 4h", "4", ["four_two_single"]),
    ("Ks Kh Kd Kc 4s 3h", "4", ["four_two_single"]),
    ("3s 3h 3d 4s 4h", "4", ["trio_pair"]),  # the 4s are a natural pair kicker
    ("BJ RJ", "4", ["rocket"]),
    ("3s 3h 3d 3c 4s", "4", []),
    ("2s 2h 4s", "4", ["trio"]),
]


@pytest.mark.parametrize("cards,laizi,expected", CLASSIFY)
def test_classify_table(cards, laizi, expected):
    assert types(cards, laizi) == expected


def test_jokers_as_kickers_option():
    assert types("BJ RJ 3s 3h 3d 3c", jk=True) == ["four_two_single"]
    assert types("3s 3h 3d 4s 4h 4d BJ RJ", jk=True) == ["plane_single"]
    assert types("3s 3h 3d BJ RJ", jk=True) == []  # never a joker pair
    assert types("BJ RJ", jk=True) == ["rocket"]


def test_strongest_reading_with_laizi():
    r = strongest(parse_cards("4s 8s 9s Js Qs"), Rank.FOUR)
    assert (r.type, r.key, r.wilds) == ("straight", rank_index(Rank.QUEEN), (rank_index(Rank.TEN),))
    # the wild can go at either end: the strongest is the top end
    r = strongest(parse_cards("4s Ts Js Qs Ks"), Rank.FOUR)
    assert r.label_params()["high"] == "A"
    # three 癞子 with a card: soft bomb first, then trio with one of any rank
    rs = readings(parse_cards("7s 7h 7d 8s"), Rank.SEVEN)
    assert rs[0].type == "soft_bomb" and rs[0].key == rank_index(Rank.EIGHT)
    assert rs[1].type == "trio_single" and rs[1].label_params()["rank"] == "2"
    # a 癞子 kicker is its own rank
    r = strongest(parse_cards("9s 9h 9d 4s"), Rank.FOUR, "trio_single")
    assert r.kickers == (rank_index(Rank.FOUR),) and r.key == rank_index(Rank.NINE)


def test_label_params():
    r = strongest(parse_cards("3s 3h 3d 4s 4h 4d 7s 9s"))
    assert r.label_params() == {
        "type": "plane_single",
        "rank": "4",
        "low": "3",
        "high": "4",
        "length": 2,
        "size": 8,
        "kicker_kind": "single",
        "kickers": "7 9",
        "wilds": "",
    }
    assert str(r) == "plane_single 3-4 + 7 9"


# (lead, play, laizi, beats)
BEATS = [
    ("3s", "4s", None, True),
    ("4s", "3s", None, False),
    ("4s", "4h", None, False),
    ("As", "2s", None, True),
    ("2s", "BJ", None, True),
    ("BJ", "RJ", None, True),
    ("RJ", "BJ", None, False),
    ("3s 3h", "4s 4h", None, True),
    ("3s 3h", "4s", None, False),
    ("3s 3h 3d 4s", "5s 5h 5d 6s", None, True),
    ("3s 3h 3d 4s", "5s 5h 5d 6s 6h", None, False),  # trio_pair vs trio_single
    ("3s 3h 3d 9s", "4s 4h 4d 3c", None, True),  # the kicker does not count
    ("3s 4s 5s 6s 7s", "4h 5h 6h 7h 8h", None, True),
    ("3s 4s 5s 6s 7s", "4h 5h 6h 7h 8h 9h", None, False),  # length must match
    ("3s 3h 4s 4h 5s 5h", "4d 4c 5d 5c 6s 6h", None, True),
    ("3s 3h 3d 4s 4h 4d 7s 8s", "4c 4h 4d 5s 5h 5d 3c 3d", None, True),
    ("5s 5h 5d 5c 3s 8s", "6s 6h 6d 6c 3h 4h", None, True),
    ("5s 5h 5d 5c 3s 8s", "6s 6h 6d 6c", None, True),  # a bomb beats 4+2
    ("6s 6h 6d 6c 3h 4h", "5s 5h 5d 5c", None, True),
    ("7s 7h 7d 7c", "6s 6h 6d 6c", None, False),
    ("7s 7h 7d 7c", "8s 8h 8d 8c", None, True),
    ("2s 2h 2d 2c", "BJ RJ", None, True),
    ("BJ RJ", "2s 2h 2d 2c", None, False),
    ("3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks As", "3h 3d 3c 3s", None, True),
    # 癞子 (9 wild)
    ("As Ah Ad Ac", "9s 9h 9d 9c", "9", True),  # pure 癞子 bomb beats every bomb
    ("9s 9h 9d 9c", "BJ RJ", "9", True),
    ("9s 9h 9d 9c", "2s 2h 2d 2c", "9", False),
    ("3s 3h 3d 3c", "Ks Kh Kd 9s", "9", False),  # soft bombs lose to every bomb
    ("Ks Kh Kd 9s", "3s 3h 3d 3c", "9", True),
    ("Ks Kh Kd 9s", "As Ah 9d 9c", "9", True),  # soft vs soft: by rank
    ("As Ah 9d 9c", "Ks Kh Kd 9s", "9", False),
    ("Ks Kh Kd 9s", "Qs Qh Qd Qc Js 3d", "9", False),
    ("5s 5h 5d 5c 3s 8s", "Ks Kh Kd 9s", "9", True),  # a soft bomb beats 4+2
    ("As", "9s", "9", False),  # a lone 癞子 is its own rank
    ("8s", "9s", "9", True),
    ("Ks Kh", "As 9s", "9", True),
    ("Ks Kh", "9s 9h", "9", False),  # a pair of 9s
    ("3s 3h 3d 4s", "Js Jh 9s 5d", "9", True),
    ("3s 4s 5s 6s 7s", "9s 5h 6h 7h 8h", "9", True),  # 癞子 as 4 or 9: 5-9 beats 3-7
    ("Ts Js Qs Ks As", "9s Th Jh Qh Kh", "9", False),  # T-A at best ties
]


@pytest.mark.parametrize("lead,play,laizi,expected", BEATS)
def test_beats_table(lead, play, laizi, expected):
    lz = None if laizi is None else Rank.parse(laizi)
    assert beats_cards(parse_cards(lead), parse_cards(play), lz) is expected


def test_beats_with_lead_type():
    lead = parse_cards("5s 5h 5d 6s 6h 6d 7s 7h 7d 8s 8h 8d")
    play = parse_cards("7c 7s 7h 8c 8s 8h 9c 9s 9h 3s 4s 5c")
    assert not beats_cards(lead, play)  # read as a plane of four
    assert beats_cards(lead, play, lead_type="plane_single")
    with pytest.raises(ValueError):
        beats_cards(lead, play, lead_type="pair")
    with pytest.raises(ValueError):
        beats_cards(parse_cards("3s 4h"), play)


def test_reading_order_and_bomb_classes():
    order = [
        Reading("soft_bomb", 0, 1, 4),
        Reading("soft_bomb", 12, 1, 4),
        Reading("bomb", 0, 1, 4),
        Reading("bomb", 12, 1, 4),
        Reading("laizi_bomb", 5, 1, 4),
        Reading("rocket", 14, 1, 2),
    ]
    for i, a in enumerate(order):
        for j, b in enumerate(order):
            assert a.beats(b) is (i > j)
    single = Reading("single", 14, 1, 1)
    assert all(b.beats(single) and not single.beats(b) for b in order)


def hand(text):
    return counts_of(parse_cards(text))


def test_moves_follow_and_lead():
    h = hand("3s 3h 4s 5s 6s 7s 8s 9s 9h 9d 9c BJ")
    top = strongest(parse_cards("Ts"))
    got = {str(r) for _, r in moves(h, None, top)}
    assert got == {"single BJ", "bomb 9"}
    leads = moves(h, None, None)
    kinds = {r.type for _, r in leads}
    assert {"single", "pair", "straight", "bomb", "four_two_single", "trio_single"} <= kinds
    # all plays are distinct card sets
    assert len({p for p, _ in leads}) == len(leads)


def test_moves_all_kickers():
    h = hand("3s 3h 3d 4s 5s 6s")
    cheap = [r for _, r in moves(h, None, None) if r.type == "trio_single"]
    every = [r for _, r in moves(h, None, None, all_kickers=True) if r.type == "trio_single"]
    assert len(cheap) == 1 and cheap[0].kickers == (1,)
    assert sorted(r.kickers for r in every) == [(1,), (2,), (3,)]


def test_moves_with_laizi_follow():
    h = hand("9s 5h 6h 7h 8h Kd")
    lz = rank_index(Rank.NINE)
    top = strongest(parse_cards("3s 4s 5s 6s 7s"))
    got = {str(r) for _, r in moves(h, lz, top)}
    assert "straight 5-9" in got
    top = strongest(parse_cards("Qs Qh"))
    got = {str(r) for _, r in moves(h, lz, top)}
    assert got == {"pair K"}


def test_bomb_count():
    lz = rank_index(Rank.NINE)
    assert bomb_count(hand("3s 3h 3d 3c BJ RJ"), None) == 2
    assert bomb_count(hand("3s 3h 3d 9c"), lz) == 1
    assert bomb_count(hand("3s 3h 3d 5s 5h 5d 9c 9s"), lz) == 2
    assert bomb_count(hand("9s 9h 9d 9c"), lz) == 1
    assert bomb_count(hand("9s 9h 9d 9c 3s 3h 3d"), lz) == 1  # the 3 left-over 癞子 are no bomb
    assert bomb_count(hand("9s 9h 9d 9c 3s 3h 3d 5s 5h 5d"), lz) == 2
    assert bomb_count(hand("3s 4s"), lz) == 0
