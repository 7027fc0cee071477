"""天地人 combinations: one table row per rule of ``../shared/spec/tiandiren.md``."""

from __future__ import annotations

import pytest

from desktop_app.engine.cards import parse_cards
from desktop_app.engine.tiandiren import patterns as P
from desktop_app.engine.tiandiren.patterns import Reading


def rd(cards: str) -> list[tuple]:
    return [(r.type, r.rank, r.length, r.kicker, r.kickers) for r in P.readings(parse_cards(cards))]


def types(cards: str) -> list[str]:
    return [r.type for r in P.readings(parse_cards(cards))]


def best(cards: str) -> Reading:
    r = P.best_reading(parse_cards(cards))
    assert r is not None, cards
    return r


# --------------------------------------------------------------------------- recognition

RECOGNITION = [
    # single 单张: order 3 < ... < A < 2 < BJ < RJ; a 2 alone is a 2
    ("3s", [("single", 3, 1, "none", ())]),
    ("As", [("single", 14, 1, "none", ())]),
    ("2s", [("single", 15, 1, "none", ())]),
    ("BJ", [("single", 16, 1, "none", ())]),
    ("RJ", [("single", 17, 1, "none", ())]),
    # pair 对子: 2 stands in; 2 2 is the pair of 2s; jokers never pair
    ("7s 7h", [("pair", 7, 1, "none", ())]),
    ("7s 2h", [("pair", 7, 1, "none", ())]),
    ("2s 2h", [("pair", 15, 1, "none", ())]),
    ("7s 8h", []),
    ("2s BJ", []),
    # straight 顺子: >= 5 consecutive in 3..A, 2 stands in, no 2 as itself, no wrap, max 12
    ("3s 4s 5s 6s 7h", [("straight", 7, 5, "none", ())]),
    ("Ts Js Qs Ks Ah", [("straight", 14, 5, "none", ())]),
    ("3s 4h 5d 6c 2s", [("straight", 7, 5, "none", ())]),
    ("3s 5h 7d 2s 2h", [("straight", 7, 5, "none", ())]),
    ("Js Qs Ks As 2s", [("straight", 14, 5, "none", ())]),
    ("Qs Ks As 2s 3s", []),
    ("Ks As 2s 3s 4s", []),
    ("3s 4s 5s 6s", []),
    ("3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks As", [("straight", 14, 12, "none", ())]),
    ("4s 5s 6s 7s 8s 9s Ts Js Qs Ks As 2s", [("straight", 14, 12, "none", ())]),
    ("3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks As 2s", []),
    ("3s 4s 5s 6s 8s", []),
    # pair straight 对顺: >= 3 consecutive pairs in 3..A, 2 stands in
    ("3s 3h 4s 4h 5s 5h", [("pair_straight", 5, 3, "none", ())]),
    ("3s 3h 4s 2h 5s 5h", [("pair_straight", 5, 3, "none", ())]),
    ("Qs Qh Ks Kh As Ah", [("pair_straight", 14, 3, "none", ())]),
    ("As Ah 2s 2h 3s 3h", []),
    ("3s 3h 4s 4h", []),
    ("3s 3h 4s 4h 6s 6h", []),
    # rocket 火箭: groups of 3, consecutive when k >= 2, kickers single/pair/none, 2 stands in
    ("7s 7h 7d", [("rocket", 7, 1, "none", ())]),
    ("7s 7h 2d", [("rocket", 7, 1, "none", ())]),
    ("7s 2h 2d", [("rocket", 7, 1, "none", ())]),
    ("2s 2h 2d", [("rocket", 15, 1, "none", ())]),
    ("7s 7h 7d 9s", [("rocket", 7, 1, "single", (9,))]),
    ("7s 7h 7d 9s 9h", [("rocket", 7, 1, "pair", (9,))]),
    ("7s 7h 7d 9s 2h", [("rocket", 7, 1, "pair", (9,))]),
    ("7s 7h 7d 2s", [("rocket", 7, 1, "single", (15,))]),
    ("7s 7h 7d 2s 2h", [("rocket", 7, 1, "pair", (15,))]),
    ("2s 2h 2d 9s", [("rocket", 15, 1, "single", (9,))]),
    ("2s 2h 2d As", [("rocket", 15, 1, "single", (14,))]),
    ("2s 2h 2d 2c As", [("rocket", 15, 1, "pair", (14,)), ("straight", 14, 5, "none", ())]),
    ("7s 7h 7d 8s 8h 8d", [("rocket", 8, 2, "none", ())]),
    ("7s 7h 2d 8s 8h 8d", [("rocket", 8, 2, "none", ())]),
    ("Ks Kh Kd 2s 2h 2d", [("rocket", 14, 2, "none", ())]),
    ("As Ah Ad 2s 2h 2d", [("rocket", 14, 2, "none", ())]),
    ("7s 7h 7d 9s 9h 9d", []),
    ("7s 7h 7d 8s 8h 8d 5s 4s", [("rocket", 8, 2, "single", (5, 4))]),
    ("7s 7h 7d 8s 8h 8d 5s 5h", [("rocket", 8, 2, "single", (5, 5))]),
    ("7s 7h 7d 8s 8h 8d 5s 5h 4s 4h", [("rocket", 8, 2, "pair", (5, 4))]),
    ("7s 7h 7d 8s 8h 8d 7c 4s", []),  # a kicker never has a body rank
    ("7s 7h 7d 8s 8h 8d 5s 4s 4h", []),  # all groups carry the same kicker kind
    ("Ks Kh Kd As Ah Ad 2s 2h", [("rocket", 14, 2, "single", (15, 15))]),
    ("7s 7h 7d 7c 2s", []),
    # starship 星舰: groups of 4 natural, 2 only in kickers; a bare single group is a drone
    ("8s 8h 8d 8c 5s 4s", [("starship", 8, 1, "single", (5, 4))]),
    ("8s 8h 8d 8c 5s 5h", [("starship", 8, 1, "single", (5, 5))]),
    ("8s 8h 8d 8c 5s 5h 4s 4h", [("starship", 8, 1, "pair", (5, 4))]),
    ("8s 8h 8d 8c 5s 2h", [("starship", 8, 1, "single", (15, 5))]),
    ("8s 8h 8d 8c 5s 2h 4s 4h", [("starship", 8, 1, "pair", (5, 4))]),
    # a body of 2s: spare 2s stand in (at best as A), never as a 2 beside a 2 body
    (
        "2s 2h 2d 2c 5s 4s",
        [
            ("rocket", 5, 2, "none", ()),
            ("starship", 15, 1, "single", (5, 4)),
            ("pair_straight", 6, 3, "none", ()),
            ("straight", 9, 6, "none", ()),
        ],
    ),
    (
        "2s 2h 2d 2c 2s 5s",
        [
            ("rocket", 6, 2, "none", ()),
            ("starship", 15, 1, "single", (14, 5)),
            ("pair_straight", 7, 3, "none", ()),
            ("straight", 10, 6, "none", ()),
        ],
    ),
    (
        "2s 2h 2d 2c 2s 2h 5s 5h",
        [
            ("rocket", 14, 2, "single", (5, 5)),
            ("starship", 15, 1, "pair", (14, 5)),
            ("pair_straight", 8, 4, "none", ()),
        ],
    ),
    ("8s 8h 8d 2c 5s 4s", []),  # no 2 in a starship body
    ("8s 8h 8d 8c 8s 5s", []),
    (
        "8s 8h 8d 8c 9s 9h 9d 9c",
        [("starship", 9, 2, "none", ()), ("starship", 9, 1, "pair", (8, 8))],
    ),
    (
        "3s 3h 3d 3c 4s 4h 4d 4c 5s 5h 5d 5c",
        [("starship", 5, 3, "none", ()), ("starship", 5, 2, "single", (3, 3, 3, 3))],
    ),
    # lone boat 孤舟: one joker + a single or a pair, no 2 at all
    ("BJ 9s", [("lone_boat", 16, 1, "single", (9,))]),
    ("RJ 9s 9h", [("lone_boat", 17, 1, "pair", (9,))]),
    ("BJ 2s", []),
    ("BJ 9s 2h", []),
    ("RJ 9s Th", []),
    ("RJ BJ 9s", []),
    ("BJ 9s 9h 9d", []),
    # drone 无人机: >= 4 natural cards of one rank, 2s only as natural 2s
    ("8s 8h 8d 8c", [("drone", 8, 4, "none", ())]),
    ("9s 9h 9d 9c 9s 9h 9d 9c", [("drone", 9, 8, "none", ())]),
    ("2s 2h 2d 2c", [("drone", 15, 4, "none", ())]),
    ("2s 2h 2d 2c 2s", [("drone", 15, 5, "none", ())]),
    ("8s 8h 8d 2c", [("rocket", 8, 1, "single", (15,))]),
    # super drone 超级无人机: exactly three natural 3s
    ("3s 3h 3d", [("super_drone", 3, 1, "none", ())]),
    ("3s 3h 2d", [("rocket", 3, 1, "none", ())]),
    ("3s 3h 3d 3c", [("drone", 3, 4, "none", ())]),
    ("3s 3h 3d 9s", [("rocket", 3, 1, "single", (9,))]),
    # spaceship 飞船: exactly two jokers
    ("BJ BJ", [("spaceship", 32, 1, "none", ())]),
    ("RJ BJ", [("spaceship", 33, 1, "none", ())]),
    ("RJ RJ", [("spaceship", 34, 1, "none", ())]),
    ("RJ RJ BJ", []),
    ("", []),
]


@pytest.mark.parametrize(("cards", "want"), RECOGNITION, ids=[c or "empty" for c, _ in RECOGNITION])
def test_recognition_table(cards, want):
    assert rd(cards) == want


def test_spec_samples_classify():
    assert types("7s 7h 7d 9s") == ["rocket"]
    assert "rocket" in types("7s 7h 2d 8s 8h 8d")
    assert types("8s 8h 8d 8c") == ["drone"]
    assert "starship" in types("8s 8h 8d 8c 9s 9h 9d 9c")
    assert "drone" not in types("8s 8h 8d 8c 9s 9h 9d 9c")
    assert types("9s 9h 9d 9c 9s 9h 9d 9c") == ["drone"]


def test_two_stands_in_where_it_may_and_nowhere_else():
    # may: pair, straight, pair straight, rocket body and kickers, starship kickers
    assert types("9s 2h") == ["pair"]
    assert types("9s Ts 2h Qs Ks") == ["straight"]
    assert types("9s 9h Ts 2h 2s 2d") == ["rocket", "pair_straight"]  # 999 TTT / 99 TT JJ
    assert best("9s 9h 2h").rank == 9
    assert best("9s 9h 9d 5s 2h").kickers == (5,)  # 5 + 2 = pair of 5s
    assert best("9s 9h 9d 9c 5s 2h 4s 4h").kicker == "pair"
    # may not: starship body, drone, super drone, anything with a joker
    assert "starship" not in types("9s 9h 9d 2c 5s 4s")
    assert "drone" not in types("9s 9h 9d 2c")
    assert "super_drone" not in types("3s 3h 2d")
    assert types("BJ 2s") == [] and types("RJ 9s 2s") == []


def test_several_readings_strongest_first():
    # a rocket x2 beats every rocket x1: it outranks the pair straight of the same cards
    assert rd("Ks Kh As Ah 2s 2h") == [("rocket", 14, 2, "none", ()), ("pair_straight", 14, 3, "none", ())]
    # more groups first: 666 777 888 999 is a rocket x4, or x3 (7-9) carrying 6 6 6
    assert rd("6s 6h 6d 7s 7h 7d 8s 8h 8d 9s 9h 9d") == [
        ("rocket", 9, 4, "none", ()),
        ("rocket", 9, 3, "single", (6, 6, 6)),
    ]
    assert [r.type for r in P.readings(parse_cards("5s 6s 2s 2h 2c 2d"))] == [
        "rocket",
        "starship",
        "pair_straight",
        "straight",
    ]


def test_readings_order_by_bodies_beaten():
    rs = P.readings(parse_cards("5s 6s 2s 2h 2c 2d"))
    counts = [P._bodies_beaten(r) for r in rs]
    assert counts == sorted(counts, reverse=True)
    # a straight 6-10 of 6 cards beats straights topping 8 and 9
    assert P._bodies_beaten(Reading("straight", 10, 6, size=6)) == 2
    assert P._bodies_beaten(Reading("rocket", 4, 2, size=6)) == 3 * 13


# --------------------------------------------------------------------------- comparison

BEATS = [
    # (play, top, default, strict_shape)
    ("4s", "3s", True, True),
    ("2s", "As", True, True),
    ("BJ", "2s", True, True),
    ("RJ", "BJ", True, True),
    ("3h", "3s", False, False),
    ("3s 3h", "3s", False, False),
    ("2s 2h", "As Ah", True, True),
    ("8s 2h", "7s 7h", True, True),
    ("7s 2h", "7d 7c", False, False),
    ("7d 7c", "7s 2h", False, False),
    ("9s Ts Js Qs Ks", "3s 4s 5s 6s 7s", True, True),
    ("9s Ts Js Qs 2s", "8s 9s Ts Js Qs", True, True),  # 9-K
    ("3s 4s 5s 6s 7s 8s", "3s 4s 5s 6s 7s", False, False),  # length must match
    ("4s 4h 5s 5h 6s 6h", "3s 3h 4s 4h 5s 5h", True, True),
    ("4s 4h 5s 5h 6s 6h 7s 7h", "3s 3h 4s 4h 5s 5h", False, False),
    ("3s 3h 4s 4h 5s 5h", "3s 4s 5s 6s 7s 8s", False, False),  # other type
    # rockets: groups first, then top body, then same-kind kickers
    ("3s 3h 3d 4s 4h 4d", "As Ah Ad Ks Kh", True, False),
    ("8s 8h 8d 3s", "7s 7h 7d As Ah", True, False),
    ("8s 8h 8d 3s", "7s 7h 7d As", True, True),
    ("7s 7h 7d 9s", "7s 7h 7d 8s", True, True),
    ("7s 7h 7d 8s", "7s 7h 7d 8s", False, False),
    ("7s 7h 7d 4s 4h", "7s 7h 7d 3s", False, False),  # sample: kinds differ, no beat
    ("7s 7h 7d 3s", "7s 7h 7d 4s 4h", False, False),
    ("7s 7h 7d 8s 8h 8d Ks 3s", "7s 7h 7d 8s 8h 8d Qs Js", True, True),  # kickers high to low
    ("7s 7h 7d 8s 8h 8d Qs Js", "7s 7h 7d 8s 8h 8d Qh Ts", True, True),
    ("7s 7h 7d 8s 8h 8d 5s 5h", "7s 7h 7d 8s 8h 8d 5d 4s", True, True),
    ("3s 3h 3d 4s 4h 4d", "7s 7h 7d 8s 8h 8d 5s 4s", False, False),  # lower top, same groups
    ("2s 2h 2d", "As Ah Ad", True, True),
    ("2s 2h 2d 3s", "As Ah Ad Ks", True, True),
    # starships: same rules; different normal types never beat each other
    ("9s 9h 9d 9c 3s 4s", "8s 8h 8d 8c As Ks", True, True),
    ("8s 8h 8d 8c 9s 9h 9d 9c", "As Ah Ad Ac Ks Kh Qs Qh", True, False),
    ("8s 8h 8d 8c 6s 5s", "8s 8h 8d 8c 5s 5h", True, True),
    ("8s 8h 8d 8c 6s 6h 5s 5h", "8s 8h 8d 8c As Ks", False, False),
    ("8s 8h 8d 8c 6s 5s", "7s 7h 7d 6s", False, False),  # starship vs rocket
    ("3s 3h 4s 4h 5s 5h", "8s 8h 8d 8c 9s 9h 9d 9c", False, False),
    # lone boats: RJ beats BJ; same joker by attached rank; single vs pair of a rank: no
    ("RJ 3s", "BJ As Ah", True, True),
    ("BJ Ts", "BJ 9s", True, True),
    ("BJ Ts", "BJ 9s 9h", True, True),
    ("BJ 9s 9h", "BJ 9s", False, False),
    ("BJ 9s", "BJ 9s 9h", False, False),
    ("BJ 9s", "BJ 9h", False, False),
    ("BJ 9s", "RJ 3s", False, False),
    ("RJ", "BJ 9s", False, False),  # a bare joker is a single, not a lone boat
    # bombs: spaceship > super drone > drone > everything normal
    ("8s 8h 8d 8c", "7s 7h 7d 3s", True, True),
    ("3s 3h 3d 3c", "RJ", True, True),
    ("3s 3h 3d 3c", "3s 3h 3d 3c 4s 4h 4d 4c 5s 5h 5d 5c", True, True),
    ("As Ah Ad Ac", "2s 2h 2d 2c", False, False),  # sample
    ("2s 2h 2d 2c", "As Ah Ad Ac", True, True),
    ("3s 3h 3d 3c 3s", "2s 2h 2d 2c", True, True),  # more cards wins
    ("8s 8h 8d 8c", "8s 8h 8d 8c", False, False),
    ("3s 3h 3d", "2s 2h 2d 2c 2s 2h 2d 2c", True, True),
    ("3s 3h 3d", "Ks", True, True),  # sample
    ("3s 3h 3d", "3s 3h 3d", False, False),
    ("BJ BJ", "3s 3h 3d", True, True),
    ("RJ BJ", "BJ BJ", True, True),
    ("RJ RJ", "RJ BJ", True, True),
    ("RJ BJ", "RJ BJ", False, False),
    ("2s 2h 2d 2c 2s 2h 2d 2c", "BJ BJ", False, False),
    ("Ks", "3s 3h 3d", False, False),
]


@pytest.mark.parametrize(("play", "top", "default", "strict"), BEATS)
def test_comparison_table(play, top, default, strict):
    p, t = best(play), best(top)
    assert P.beats(p, t) is default
    assert P.beats(p, t, strict_shape=True) is strict


def test_strict_shape_needs_same_groups_and_kicker_kind():
    top = Reading("rocket", 8, 2, "single", (5, 4), 8)
    assert P.beats(Reading("rocket", 9, 2, "single", (3, 3), 8), top, True)
    assert not P.beats(Reading("rocket", 9, 2, "pair", (3, 3), 10), top, True)
    assert P.beats(Reading("rocket", 9, 2, "pair", (3, 3), 10), top)
    assert not P.beats(Reading("rocket", 5, 3, "none", (), 9), top, True)
    assert P.beats(Reading("rocket", 5, 3, "none", (), 9), top)


def test_beating_reading_picks_the_reading_that_beats():
    cards = parse_cards("6s 6h 6d 7s 7h 7d 8s 8h 8d 9s 9h 9d")
    top = Reading("rocket", 8, 3, "single", (5, 4, 3), 12)
    assert P.beating_reading(cards, top) == Reading("rocket", 9, 4, "none", (), 12)
    assert P.beating_reading(cards, top, strict_shape=True) == Reading("rocket", 9, 3, "single", (6, 6, 6), 12)
    assert P.beating_reading(parse_cards("3s"), top) is None


def test_can_finish_in_one():
    assert P.can_finish_in_one(parse_cards("3s 3h 4s 4h 5s 2h"))
    assert not P.can_finish_in_one(parse_cards("3s 4h"))
    assert not P.can_finish_in_one([])


def test_label_params_and_describe():
    r = best("7s 7h 7d 8s 8h 8d 5s 4s")
    assert r.label_params() == {
        "type": "rocket",
        "rank": "8",
        "low": "7",
        "length": 2,
        "kicker": "single",
        "kickers": ["5", "4"],
        "size": 8,
        "bomb": False,
        "value": "rocket:2:single:8",
    }
    assert r.describe() == "the rocket x2 7-8 with 5 4"
    assert best("RJ BJ").label_params()["jokers"] == ["RJ", "BJ"]
    assert best("RJ BJ").is_bomb and best("3s 3h 3d").is_bomb and best("4s 4h 4d 4c").is_bomb
    assert not best("BJ 9s").is_bomb
    assert best("7s 2h").describe() == "the pair of 7s"
    assert best("Ts Js Qs Ks As").describe() == "the straight 10-A"
    assert best("3s 3h 4s 4h 5s 5h").describe() == "the pair straight 3-5"
    assert best("BJ 9s 9h").describe() == "the lone boat BJ with a pair of 9s"
    assert best("8s 8h 8d 8c 8s").describe() == "the drone of 5 8s"
    assert best("3s 3h 3d").describe() == "the super drone"
    assert best("8s 8h 8d 8c 5s 5h 4s 4h").describe() == "the starship of 8s with pairs of 5s 4s"
    assert best("RJ").describe() == "the single RJ"


# --------------------------------------------------------------------------- enumeration


def keys(plays) -> set[tuple[str, ...]]:
    return {tuple(sorted(c.text for c in cards)) for cards, _ in plays}


def test_plays_from_following_a_single():
    hand = parse_cards("3s As 2d BJ 9s 9h 9d 9c")
    got = keys(P.plays_from(hand, best("Ks")))
    assert got == {("As",), ("2d",), ("BJ",), ("9c", "9d", "9h", "9s")}


def test_plays_from_lists_plays_once_with_the_beating_reading():
    hand = parse_cards("7s 7h 7d 8s 8h 8d 2s 5s")
    top = best("6s 6h 6d 4s")
    plays = list(P.plays_from(hand, top))
    texts = [tuple(sorted(c.text for c in cards)) for cards, _ in plays]
    assert len(texts) == len(set(texts))
    for cards, r in plays:
        assert P.beats(r, top)
        assert r in P.readings(cards)
    assert ("2s", "5s", "7d", "7h", "7s", "8d", "8h", "8s") in texts  # rocket x2 + 5 2
    assert ("5s", "8d", "8h", "8s") in texts


def test_plays_from_lead_has_every_shape():
    hand = parse_cards("3s 3h 3d 4s 4h 4d 5s 6s 7s 2s BJ RJ")
    got = {r.type for _, r in P.plays_from(hand, complete=False)}
    assert got == set(P.TYPE_IDS) - {"starship", "drone"}


def test_plays_from_respects_strict_shape():
    hand = parse_cards("9s 9h 9d Ts Th Td 5s 5h 6s")
    top = best("8s 8h 8d 4s")
    strict = {r.type + str(r.length) + r.kicker for _, r in P.plays_from(hand, top, strict_shape=True)}
    assert strict == {"rocket1single"}
    default = {r.type + str(r.length) + r.kicker for _, r in P.plays_from(hand, top)}
    assert {"rocket1pair", "rocket2none", "rocket2single", "rocket1single"} <= default


def test_incomplete_enumeration_is_a_prefix_of_the_complete_one():
    hand = parse_cards("5s 6s 7s 8s 9s 9h Ts Js 2s 2h 2d")
    quick = [k for k in keys(P.plays_from(hand, complete=False))]
    full = keys(P.plays_from(hand))
    assert set(quick) <= full and len(quick) < len(full)
