"""原子 combinations and the beating ladder, row by row (seed 003 and spec/yuanzi.md)."""

from collections import Counter

import pytest

from desktop_app.engine.cards import Rank, Suit, format_cards, make_pack, parse_cards
from desktop_app.engine.yuanzi.patterns import (
    POINTS_PER_HALF,
    TIER_ATOM,
    TIER_BASIC,
    TIER_BOMB,
    TIER_DAO_BASIC,
    TIER_DAO_BOMB,
    TIER_HYDROGEN,
    Reading,
    beating_reading,
    beats,
    plays,
    points,
    read,
    readings,
    sort_hand,
)

NINE = Rank.NINE


def types(cards: str, dao: Rank = NINE) -> list[str]:
    return [r.type for r in readings(parse_cards(cards), dao)]


def rd(cards: str, dao: Rank = NINE, type_id: str | None = None) -> Reading:
    r = read(parse_cards(cards), dao, type_id)
    assert r is not None, cards
    return r


def b(lead: str, play: str, dao: Rank = NINE) -> bool:
    """Some reading of ``play`` beats the strongest reading of ``lead``."""
    top = rd(lead, dao)
    return beating_reading(parse_cards(play), dao, top) is not None


# ---------------------------------------------------------------- combinations


@pytest.mark.parametrize(
    "cards, want",
    [
        # basic types
        ("7h", ["single"]),
        ("RJ", ["single"]),
        ("BJ", ["single"]),
        ("7h 7d", ["pair"]),
        ("7h RJ", ["pair"]),
        ("RJ BJ", ["pair"]),
        ("RJ RJ", ["pair"]),
        ("7h 7d 7c", ["triple"]),
        ("7h 7d BJ", ["triple"]),
        ("7h RJ BJ", ["triple"]),
        ("RJ RJ BJ", ["triple"]),
        # bombs: four or more of one rank, jokers may stand in
        ("4s 4h 4d 4c", ["bomb"]),
        ("7s 7s 7h 7h 7d", ["bomb"]),
        ("Js Js Jh Jh Jc Jd Jd", ["bomb"]),
        ("7s 7h 7c RJ", ["bomb"]),
        ("7s RJ RJ BJ BJ", ["bomb"]),
        ("RJ RJ BJ BJ", ["bomb"]),
        ("As As As Ah Ah Ah Ac Ac Ac Ad Ad Ad RJ RJ RJ BJ BJ BJ", ["bomb"]),
        # atoms: three identical cards, or three of one joker
        ("7s 7s 7s", ["atom", "triple"]),
        ("2d 2d 2d", ["atom", "triple"]),
        ("RJ RJ RJ", ["atom", "triple"]),
        ("BJ BJ BJ", ["atom", "triple"]),
        ("9s 9s 9s", ["atom", "triple"]),  # 刀原子 (9 is 刀 here)
        # hydrogen: 8 of one rank, two of each suit
        ("3s 3s 3h 3h 3c 3c 3d 3d", ["hydrogen", "bomb"]),
        ("9s 9s 9h 9h 9c 9c 9d 9d", ["hydrogen", "bomb"]),  # 刀氢弹
        # 刀 groups
        ("9h", ["single"]),
        ("9h 9d", ["pair"]),
        ("9h 9d 9c", ["triple"]),
        ("9h 9d 9c 9s", ["bomb"]),
    ],
)
def test_legal_combinations(cards, want):
    assert types(cards) == want


@pytest.mark.parametrize(
    "cards",
    [
        "",
        "7h 8h",  # two ranks
        "3s 4s 5s 6s 7s",  # no sequences in 原子
        "7h 7h 8h",
        "9h RJ",  # a joker never joins 刀 cards
        "9h 9d BJ",
        "9s 9h 9c 9d RJ",
        "7s 7s 7s 8s",
    ],
)
def test_not_combinations(cards):
    assert types(cards) == []


def test_jokers_never_make_atoms_or_hydrogen():
    assert types("7s 7s RJ") == ["triple"]
    assert types("7s 7s 7h 7h 7c 7c 7d RJ") == ["bomb"]
    assert types("RJ RJ BJ") == ["triple"]


def test_dao_flags_and_joker_ranks():
    assert rd("9h").dao and rd("9h 9h 9s 9s").dao
    assert not rd("7h").dao
    assert rd("RJ BJ").rank is Rank.THREE and not rd("RJ BJ").dao
    assert rd("7h RJ").rank is Rank.SEVEN and rd("7h RJ").jokers == 1
    assert rd("RJ RJ RJ").rank is Rank.RED_JOKER and rd("RJ RJ RJ").tier == TIER_ATOM
    # when 3 is 刀, jokers on their own are ordinary 3s, never 刀, and never join the 刀 3s
    three = Rank.THREE
    assert rd("3s", three).dao and not rd("RJ", three).dao
    assert types("3s RJ", three) == []
    assert types("RJ BJ", three) == ["pair"]


def test_tiers():
    assert rd("7h").tier == TIER_BASIC
    assert rd("9h 9d").tier == TIER_DAO_BASIC
    assert rd("7h 7h 7d 7c").tier == TIER_BOMB
    assert rd("9h 9h 9d 9c").tier == TIER_DAO_BOMB
    assert rd("7h 7h 7h").tier == TIER_ATOM
    assert rd("7s 7s 7h 7h 7c 7c 7d 7d").tier == TIER_HYDROGEN


def test_descriptions_and_label_params():
    assert rd("7h 7d").describe() == "the pair of 7s"
    assert rd("9h 9d 9c").describe() == "the dao triple of 9s"
    assert rd("5s 5h 5d 5c 5c").describe() == "the bomb of five 5s"
    assert rd("Ts Ts Ts").describe() == "the atom of T♠"
    assert rd("BJ BJ BJ").describe() == "the small-joker atom"
    assert rd("4s 4s 4h 4h 4c 4c 4d 4d").describe() == "the hydrogen bomb of 4s"
    assert rd("RJ RJ RJ").label_params() == {
        "type": "atom",
        "rank": "RJ",
        "size": 3,
        "dao": False,
        "suit": None,
        "jokers": 0,
        "joker_atom": "big",
    }
    assert rd("Qh Qh Qh").label_params()["suit"] == "h"
    assert rd("7s RJ BJ").label_params()["jokers"] == 2


# ---------------------------------------------------------------- comparisons


@pytest.mark.parametrize(
    "lead, play, want",
    [
        # same type, by rank: 刀 > 2 > A > K > ... > 3, a lone joker is a 3
        ("3h", "4h", True),
        ("4h", "3h", False),
        ("Ah", "2h", True),
        ("2h", "Ah", False),
        ("Kh", "Ah", True),
        ("RJ", "4d", True),
        ("3d", "RJ", False),  # joker = 3: equal, does not beat
        ("4d", "RJ", False),
        ("7h", "7s", False),  # equal ranks never beat
        ("7h 7d", "8s 8c", True),
        ("RJ BJ", "4s 4d", True),  # jokers alone are 3s
        ("7h 7d", "8s RJ", True),  # joker standing in
        ("7h 7d 7c", "8s 8c BJ", True),
        ("As Ah Ac", "Ks Kh Kd", False),
        # types and sizes must match
        ("7h", "8h 8d", False),
        ("7h 7d", "8h 8d 8c", False),
        # 刀 groups beat every other group of their type
        ("2h", "9d", True),
        ("2h 2d", "9d 9c", True),
        ("2h 2d 2c", "9d 9c 9s", True),
        ("9d", "9h", False),
        ("9d", "2h", False),
        ("9d 9c", "2h 2d", False),
        ("2h", "9d 9c", False),  # a 刀 pair does not beat a single
        # normal bombs beat normal groups but not 刀 groups
        ("2h 2d 2c", "3s 3h 3d 3c", True),
        ("2h", "3s 3h 3d 3c", True),
        ("9h", "5s 5h 5d 5c", False),
        ("9h 9d", "As As Ah Ah Ad Ad", False),
        ("9h 9d 9c", "RJ RJ BJ BJ", False),
        # bombs: more cards wins, then rank
        ("4s 4h 4d 4c", "3s 3h 3d 3c", False),
        ("4s 4h 4d 4c", "5s 5h 5d 5c", True),
        ("2s 2h 2d 2c", "3s 3h 3d 3c 3c", True),
        ("3s 3h 3d 3c 3c", "2s 2h 2d 2c", False),
        ("5s 5h 5d 5c", "5s 5h 5d RJ", False),
        ("4s 4h 4d 4c", "RJ RJ BJ BJ", False),  # jokers-only bomb of 3s
        ("RJ RJ BJ BJ", "4s 4h 4d 4c", True),
        # 刀 bombs beat every normal bomb and every 刀 group; more cards wins among them
        ("As As Ah Ah Ac Ac Ad Ad Ad", "9s 9h 9d 9c", True),
        ("9h", "9s 9s 9d 9c", True),
        ("9h 9h 9d", "9s 9s 9d 9c", True),
        ("9s 9h 9d 9c", "9s 9h 9d 9c 9c", True),
        ("9s 9h 9d 9c 9c", "9s 9h 9d 9c", False),
        ("9s 9h 9d 9c", "9s 9h 9d 9d", False),
        ("9s 9h 9d 9c", "2s 2s 2h 2h 2c 2c 2d", False),
        # atoms beat bombs and 刀 groups, lose to hydrogen
        ("9s 9h 9d 9c 9c 9d 9h", "3d 3d 3d", True),
        ("9h", "3d 3d 3d", True),
        ("2s 2h 2d 2c 2c 2h 2s RJ RJ", "4c 4c 4c", True),
        ("4c 4c 4c", "2s 2h 2d 2c 2c 2h 2s RJ RJ", False),
        ("4c 4c 4c", "9s 9h 9d 9c 9c", False),
        # atoms among themselves: 刀 > 大王 > 小王 > others by rank, then ♠ > ♥ > ♣ > ♦
        ("7s 7s 7s", "8d 8d 8d", True),
        ("8d 8d 8d", "7s 7s 7s", False),
        ("7h 7h 7h", "7s 7s 7s", True),
        ("7s 7s 7s", "7h 7h 7h", False),
        ("7c 7c 7c", "7h 7h 7h", True),
        ("7d 7d 7d", "7c 7c 7c", True),
        ("2s 2s 2s", "BJ BJ BJ", True),
        ("BJ BJ BJ", "RJ RJ RJ", True),
        ("RJ RJ RJ", "BJ BJ BJ", False),
        ("RJ RJ RJ", "9d 9d 9d", True),
        ("9d 9d 9d", "RJ RJ RJ", False),
        ("9d 9d 9d", "9s 9s 9s", True),
        ("9s 9s 9s", "9d 9d 9d", False),
        ("As As As", "Ks Ks Ks", False),  # read as atoms: A♠ > K♠
        # hydrogen beats everything below it; among themselves 刀 > others by rank
        ("9s 9s 9s", "3s 3s 3h 3h 3c 3c 3d 3d", True),
        ("RJ RJ RJ", "3s 3s 3h 3h 3c 3c 3d 3d", True),
        ("9s 9h 9d 9c 9c 9h 9s 9d 9d", "3s 3s 3h 3h 3c 3c 3d 3d", True),
        ("3s 3s 3h 3h 3c 3c 3d 3d", "4s 4s 4h 4h 4c 4c 4d 4d", True),
        ("4s 4s 4h 4h 4c 4c 4d 4d", "3s 3s 3h 3h 3c 3c 3d 3d", False),
        ("2s 2s 2h 2h 2c 2c 2d 2d", "9s 9s 9h 9h 9c 9c 9d 9d", True),
        ("9s 9s 9h 9h 9c 9c 9d 9d", "2s 2s 2h 2h 2c 2c 2d 2d", False),
        ("3s 3s 3h 3h 3c 3c 3d 3d", "As As Ah Ah Ac Ac Ad Ad Ad", False),  # a 9-card bomb is still a bomb
    ],
)
def test_beating_ladder(lead, play, want):
    assert b(lead, play) is want


def test_lead_read_as_triple_is_beaten_by_a_higher_triple():
    top = rd("7s 7s 7s", type_id="triple")
    assert beats(rd("8h 8d 8c"), top)
    assert not beats(rd("6h 6d 6c"), top)


def test_dao_rank_changes_the_ladder():
    assert b("2h", "5d", Rank.FIVE)
    assert not b("5d", "2h", Rank.FIVE)
    assert not b("5d", "Ks Kh Kd Kc", Rank.FIVE)
    assert b("3h 3d", "4s 4h", Rank.NINE)
    assert not b("3h 3d", "4s 4h", Rank.THREE)  # 3s are 刀
    assert b("RJ BJ", "4s 4h", Rank.THREE)  # jokers stay ordinary 3s


def test_points():
    pack = make_pack(3)
    assert points(pack) == POINTS_PER_HALF == 300
    assert points(parse_cards("5s 5h Th Kd")) == 30


def test_sort_hand_puts_dao_last_and_jokers_first():
    hand = sort_hand(parse_cards("9s 2h RJ 3d 9d As"), NINE)
    assert format_cards(hand) == "RJ 3d As 2h 9s 9d"


# ---------------------------------------------------------------- enumeration


def brute_force(hand, dao, top):
    """Every distinct sub-multiset of ``hand`` that is a play (beating ``top``)."""
    counts = Counter(hand)
    items = list(counts.items())
    out = set()

    def rec(i, chosen):
        if i == len(items):
            if chosen:
                rs = readings(chosen, dao)
                if rs and (top is None or any(beats(r, top) for r in rs)):
                    out.add(tuple(sorted(c.index for c in chosen)))
            return
        card, n = items[i]
        for k in range(n + 1):
            rec(i + 1, chosen + [card] * k)

    rec(0, [])
    return out


@pytest.mark.parametrize(
    "hand, lead",
    [
        ("3s 3h 4d 7s 7s 7s 7h RJ BJ 9d 9d 9s", None),
        ("3s 3h 4d 7s 7s 7s 7h RJ BJ 9d 9d 9s", "4h"),
        ("3s 3h 4d 7s 7s 7s 7h RJ BJ 9d 9d 9s", "Kh Kd"),
        ("3s 3h 4d 7s 7s 7s 7h RJ BJ 9d 9d 9s", "2h 2d 2d"),
        ("3s 3h 4d 7s 7s 7s 7h RJ BJ 9d 9d 9s", "9h"),
        ("3s 3h 4d 7s 7s 7s 7h RJ BJ 9d 9d 9s", "5s 5h 5d 5c"),
        ("4s 4s 4h 4h 4c 4c 4d 4d 5s 5s 5s RJ RJ RJ", "3d 3d 3d"),
        ("4s 4s 4h 4h 4c 4c 4d 4d 5s 5s 5s RJ RJ RJ", "3s 3s 3h 3h 3c 3c 3d 3d"),
        ("4s 4s 4h 4h 4c 4c 4d 4d 5s 5s 5s RJ RJ RJ", "9s 9s 9h 9h 9c"),
    ],
)
def test_plays_match_brute_force(hand, lead):
    cards = parse_cards(hand)
    top = None if lead is None else rd(lead)
    got = plays(cards, NINE, top)
    keys = [tuple(sorted(c.index for c in p)) for p, _ in got]
    assert len(keys) == len(set(keys))
    assert set(keys) == brute_force(cards, NINE, top)
    for p, r in got:
        assert r in readings(p, NINE)
        if top is not None:
            assert beats(r, top)


def test_plays_use_the_strongest_beating_reading_and_respect_the_limit():
    got = dict(plays(parse_cards("7s 7s 7s"), NINE, rd("5h 5d 5c")))
    assert got[tuple(parse_cards("7s 7s 7s"))].type == "atom"
    assert len(plays(parse_cards("7s 7h 7c 7d 8s 8h"), NINE, None, limit=3)) == 3


def test_atom_suit_tie_break_in_reading():
    assert rd("Qd Qd Qd").suit is Suit.DIAMONDS
