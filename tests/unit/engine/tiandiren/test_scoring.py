"""天牌 detection, settlement (every figure of the seed's tables) and the probabilities."""

from __future__ import annotations

import random
from fractions import Fraction
from itertools import product
from math import factorial

import pytest

from desktop_app.engine.cards import Card, Rank, Suit, make_pack, parse_cards
from desktop_app.engine.tiandiren import scoring as S


def cards(rank: Rank, n: int) -> list[Card]:
    if rank >= Rank.BLACK_JOKER:
        return [Card.of(rank)] * n
    suits = list(Suit)
    return [Card.of(rank, suits[i % 4]) for i in range(n)]


MARS = cards(Rank.TWO, 7)
UFO = cards(Rank.RED_JOKER, 2) + cards(Rank.BLACK_JOKER, 2)
STAR = cards(Rank.THREE, 6)
FILLER = parse_cards("4s 5h 9c Kd")
NONE = parse_cards("4s 5s 6s")
KIND_CARDS = {"mars_carrier": MARS, "ufo": UFO, "starlink": STAR}


# --------------------------------------------------------------------------- detection


@pytest.mark.parametrize(
    ("hand", "kinds"),
    [
        (MARS + FILLER, ["mars_carrier"]),
        (UFO + FILLER, ["ufo"]),
        (STAR + FILLER, ["starlink"]),
        (MARS + UFO + STAR, ["mars_carrier", "ufo", "starlink"]),
        (cards(Rank.TWO, 8), []),  # exactly 7: 8 twos is no 火星航母
        (cards(Rank.TWO, 6), []),
        (cards(Rank.THREE, 7), []),
        (cards(Rank.THREE, 5), []),
        (cards(Rank.RED_JOKER, 3) + cards(Rank.BLACK_JOKER, 2), []),
        (cards(Rank.RED_JOKER, 2) + cards(Rank.BLACK_JOKER, 1), []),
        (cards(Rank.RED_JOKER, 2) + cards(Rank.BLACK_JOKER, 3), []),
        (cards(Rank.RED_JOKER, 4), []),
        ([], []),
    ],
)
def test_sky_kinds_are_exact(hand: list[Card], kinds: list[str]) -> None:
    assert S.sky_kinds(hand) == kinds


def test_sky_kinds_of_the_referee_sample() -> None:
    hand = parse_cards(
        "7d 2h 2s Kh 5h 5c Jc Th 2h BJ 5s 2c 2d 5h Tc Qs 4h 9h 2d Ac 4s Tc 3h 5d 7h Ad 8d Qh Kh Kc 8c 5s "
        "Jh 3c Ah 4d 2s Kd Qd 5c BJ As 4c Js Kc 7h 8s 4c Ks 4s 6s 6d Qd 3d"
    )
    assert len(hand) == 54
    assert S.sky_kinds(hand) == ["mars_carrier"]


def test_sky_cards_shows_the_kind_cards() -> None:
    shown = S.sky_cards(UFO + STAR + FILLER, ["ufo"])
    assert sorted(c.text for c in shown) == ["BJ", "BJ", "RJ", "RJ"]


# --------------------------------------------------------------------------- the seed's table


SEED_TABLE = {
    # kind: (庄家天牌, 非庄家天牌 x0.7, 抢天 x0.9)
    "mars_carrier": (50_000, 35_000, 45_000),
    "ufo": (10_000, 7_000, 9_000),
    "starlink": (1_000, 700, 900),
}


@pytest.mark.parametrize("kind", list(SEED_TABLE))
def test_single_kind_scores_for_every_class(kind: str) -> None:
    banker_score, non_banker_score, grab_score = SEED_TABLE[kind]
    hand = KIND_CARDS[kind] + FILLER
    # banker holds it
    seats = S.settle_sky([hand, NONE], banker=0)
    assert seats[0] == {"class": "banker", "kinds": [kind], "score": banker_score}
    assert seats[1] == {"class": None, "kinds": [], "score": 0}
    # banker holds another kind: this one is 非庄家天牌
    other = "starlink" if kind != "starlink" else "ufo"
    seats = S.settle_sky([KIND_CARDS[other], hand], banker=0)
    assert seats[1] == {"class": "non_banker", "kinds": [kind], "score": non_banker_score}
    # banker holds nothing: 抢天
    seats = S.settle_sky([NONE, hand, NONE], banker=2)
    assert seats[1] == {"class": "grab", "kinds": [kind], "score": grab_score}
    assert seats[2]["class"] is None and seats[0]["score"] == 0


@pytest.mark.parametrize("pair", [("mars_carrier", "ufo"), ("mars_carrier", "starlink"), ("ufo", "starlink")])
def test_double_sky_scores_for_every_class(pair: tuple[str, str]) -> None:
    double = KIND_CARDS[pair[0]] + KIND_CARDS[pair[1]]
    assert S.settle_sky([double, NONE], 0)[0] == {"class": "banker", "kinds": list(pair), "score": 200_000}
    # non-banker double: the banker holds a kind too (the one not in the pair, so no x3 ...
    # unless all three appear: use the same kind as one of the pair instead)
    banker_hand = KIND_CARDS[pair[0]]
    seats = S.settle_sky([banker_hand, double], 0)
    assert seats[1] == {"class": "non_banker", "kinds": list(pair), "score": 140_000}
    assert seats[0]["score"] == S.SKY_BASE[pair[0]]
    assert S.settle_sky([NONE, double], 0)[1] == {"class": "grab", "kinds": list(pair), "score": 180_000}


def test_three_kinds_in_one_hand_score_the_double_base_and_no_x3() -> None:
    all3 = MARS + UFO + STAR
    for banker, klass, score in ((0, "banker", 200_000), (1, "grab", 180_000)):
        seats = S.settle_sky([all3, NONE], banker)
        assert seats[0] == {"class": klass, "kinds": list(S.SKY_KINDS), "score": score}
    assert not S.triple_applies([list(S.SKY_KINDS), []])


def test_x3_when_three_kinds_are_held_by_different_players() -> None:
    hands = [MARS, UFO, STAR, NONE]
    seats = S.settle_sky(hands, banker=0)
    assert [s["score"] for s in seats] == [150_000, 21_000, 2_100, 0]
    assert [s["class"] for s in seats] == ["banker", "non_banker", "non_banker", None]
    seats = S.settle_sky(hands, banker=3)  # 抢天 all round
    assert [s["score"] for s in seats] == [135_000, 27_000, 2_700, 0]
    # two players suffice: a double plus the third kind
    seats = S.settle_sky([MARS + UFO, STAR], banker=1)
    assert [s["score"] for s in seats] == [420_000, 3_000]
    # one player with all three and another with a repeat kind: x3 too (two holders)
    seats = S.settle_sky([MARS + UFO + STAR, STAR], banker=0)
    assert [s["score"] for s in seats] == [600_000, 2_100]


def test_no_x3_when_a_kind_is_missing() -> None:
    seats = S.settle_sky([MARS, UFO, MARS], banker=0)
    assert [s["score"] for s in seats] == [50_000, 7_000, 35_000]


def test_scores_are_exact_integers_and_rounding_is_half_up() -> None:
    for kinds in ([k] for k in S.SKY_KINDS):
        for klass in S.SKY_CLASSES:
            for triple in (False, True):
                value = S.sky_score(kinds, klass, triple)
                assert isinstance(value, int)
                exact = S.SKY_BASE[kinds[0]] * S.CLASS_MULTIPLIER[klass] * (3 if triple else 1)
                assert value == exact  # every figure of the tables is whole
    assert S._round_half_up(Fraction(5, 2)) == 3
    assert S._round_half_up(Fraction(7, 3)) == 2
    assert S._round_half_up(Fraction(-5, 2)) == -2
    assert S.sky_score([], "banker") == 0


def test_real_play_constants() -> None:
    assert (S.EARTH_SCORE, S.GRAB_EARTH_SCORE, S.MAN_SCORE, S.LOSER_SCORE) == (3000, 1500, 2000, 0)


def test_settle_sky_rejects_a_bad_banker() -> None:
    with pytest.raises(ValueError):
        S.settle_sky([NONE], banker=1)


def test_referee_sample_settlement() -> None:
    hands = [
        "8c 8c 9h 9c 7s Qc 2s Ad Ah 6s 9c 3d 9d 4h 6h 8d 3s 7h 6c As 2d 3s RJ 2h Jd 2c Ah Jh Jc 8s 3d 6s 8h 4d 7c "
        "Ts 4c 7c 6c 7s Qc 8h 6d 5h Jc 5s 5c 7c 4d 7d Ad 4c BJ Qh",
        "9h 5d 2d Ts Js 9h 4c 6d Ad Qs 9d 8d Jd Ac Td Qh Kd 4s Qd Js 9s Th 6d Kc 2c 4d RJ 4s Js Td 7d Kd 3c Tc Tc "
        "RJ 5d BJ 3s 5c 7h Ks Ts 8s Qs Qd BJ As 2h Tc 5h 6h Th 9s",
        "As Th 6c Jd 6s 2s 2s 5h 3d Ks Qh Ah 5s 4s 6h Jc 8d 4h Kc Ac Jh 2h 5c 3h 7d Kd 3c Kh 8s 2d Kh Kc 2c Td 7h "
        "Kh Ac 3h 9s 8h Ks 3h 5d 3c 4h 9d 7s Jh 8c Qd Qs Qc 9c 5s",
    ]
    seats = S.settle_sky([parse_cards(h) for h in hands], banker=0)
    assert seats == [
        {"class": None, "kinds": [], "score": 0},
        {"class": "grab", "kinds": ["ufo"], "score": 9000},
        {"class": "grab", "kinds": ["starlink"], "score": 900},
    ]


# --------------------------------------------------------------------------- probabilities


def _c(n: int, k: int) -> int:
    """Binomial coefficient written from factorials (independent of math.comb)."""
    if k < 0 or k > n:
        return 0
    return factorial(n) // (factorial(k) * factorial(n - k))


def _joint(n: int, a: int, b: int, c: int, d: int) -> Fraction:
    """P(a twos, b RJ, c BJ, d threes) in one 54-card hand: multivariate hypergeometric."""
    rest = 54 - a - b - c - d
    ways = _c(4 * n, a) * _c(n, b) * _c(n, c) * _c(4 * n, d) * _c(44 * n, rest)
    return Fraction(ways, _c(54 * n, 54))


def _by_enumeration(n: int) -> dict[frozenset[str], Fraction]:
    out: dict[frozenset[str], Fraction] = {}
    for a, b, c, d in product(range(min(4 * n, 54) + 1), range(n + 1), range(n + 1), range(min(4 * n, 54) + 1)):
        if a + b + c + d > 54:
            continue
        kinds = set()
        if a == 7:
            kinds.add("mars_carrier")
        if b == 2 and c == 2:
            kinds.add("ufo")
        if d == 6:
            kinds.add("starlink")
        key = frozenset(kinds)
        out[key] = out.get(key, Fraction(0)) + _joint(n, a, b, c, d)
    return out


@pytest.mark.parametrize("n", [2, 3, 5])
def test_probabilities_match_a_direct_enumeration(n: int) -> None:
    table = _by_enumeration(n)
    assert sum(table.values()) == 1
    for key, p in table.items():
        assert S.sky_set_probability(n, key) == p
    for kind in S.SKY_KINDS:
        assert S.sky_probability(n, kind) == sum(p for key, p in table.items() if kind in key)
    assert S.any_sky_probability(n) == 1 - table[frozenset()]
    assert S.multi_sky_probability(n) == sum(p for key, p in table.items() if len(key) >= 2)


def test_single_kind_figures_for_every_table_size() -> None:
    for n in range(2, 9):
        twos = Fraction(_c(4 * n, 7) * _c(50 * n, 47), _c(54 * n, 54))
        assert S.sky_probability(n, "mars_carrier") == twos
        jokers = Fraction(_c(n, 2) ** 2 * _c(52 * n, 50), _c(54 * n, 54))
        assert S.sky_probability(n, "ufo") == jokers
        assert S.sky_probability(n, "starlink") == Fraction(_c(4 * n, 6) * _c(50 * n, 48), _c(54 * n, 54))


def test_mars_carrier_is_about_3_to_5_percent_not_the_seeds_figure() -> None:
    assert 0.026 < S.sky_probability(2, "mars_carrier") < 0.028
    assert 0.054 < S.sky_probability(8, "mars_carrier") < 0.056
    figures = [S.sky_probability(n, "mars_carrier") for n in range(2, 9)]
    assert figures == sorted(figures)


def test_probability_arguments_are_checked() -> None:
    with pytest.raises(ValueError):
        S.sky_probability(1, "ufo")
    with pytest.raises(ValueError):
        S.sky_probability(3, "comet")
    with pytest.raises(ValueError):
        S.sky_set_probability(3, frozenset({"comet"}))


def test_game_probability_for_two_players_by_direct_enumeration() -> None:
    # player 0's hand decides player 1's: count deals where neither holds a kind
    no_sky = Fraction(0)
    for a, b, c, d in product(range(9), range(3), range(3), range(9)):
        if a + b + c + d > 54:
            continue
        mine = a == 7 or (b == 2 and c == 2) or d == 6
        theirs = 8 - a == 7 or (2 - b == 2 and 2 - c == 2) or 8 - d == 6
        if not mine and not theirs:
            no_sky += _joint(2, a, b, c, d)
    assert S.game_sky_probability(2) == 1 - no_sky


def test_game_probability_table_matches_the_exact_computation() -> None:
    for n in (2, 3):
        assert round(float(S.game_sky_probability(n)), 12) == S.GAME_SKY_PROBABILITY[n]
    table = [S.GAME_SKY_PROBABILITY[n] for n in range(2, 9)]
    assert table == sorted(table)
    for n in range(2, 9):  # at least one winner is likelier than one given player winning
        assert S.GAME_SKY_PROBABILITY[n] > float(S.any_sky_probability(n))


@pytest.mark.parametrize("n", [3, 6])
def test_game_probability_against_monte_carlo(n: int) -> None:
    estimate = S.estimate_game_sky_probability(n, 3000, seed=11)
    assert abs(estimate - S.GAME_SKY_PROBABILITY[n]) < 0.04  # ~4.5 standard errors


def test_monte_carlo_by_real_shuffles_agrees_with_the_per_player_figures() -> None:
    rng = random.Random(2024)
    n, trials = 3, 3000
    pack = make_pack(n)
    hits = {k: 0 for k in S.SKY_KINDS}
    for _ in range(trials):
        rng.shuffle(pack)
        for kind in S.sky_kinds(pack[:54]):
            hits[kind] += 1
    for kind in S.SKY_KINDS:
        p = float(S.sky_probability(n, kind))
        sd = (p * (1 - p) / trials) ** 0.5
        assert abs(hits[kind] / trials - p) < 5 * sd


def test_statistics_summary() -> None:
    stats = S.sky_statistics(4)
    assert set(stats["kinds"]) == set(S.SKY_KINDS)
    assert stats["game_any"] == S.GAME_SKY_PROBABILITY[4]
    assert 0 < stats["double"] < stats["any"] < 1
    assert S.sky_statistics(9)["game_any"] is None
