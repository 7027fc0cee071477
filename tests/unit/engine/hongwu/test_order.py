"""The full 红五 card order for every trump suit."""

import pytest

from desktop_app.engine.cards import Suit, make_pack, parse_cards
from desktop_app.engine.hongwu.cards_order import SUIT_CLASS, TRUMP, order_for


def texts(cards):
    return " ".join(c.text for c in cards)


ORDERS = {
    # trump: (trumps high to low, then each plain suit high to low)
    "s": (
        "5h RJ BJ 3s 3c 2s 2h 2c 2d As Ks Qs Js Ts 9s 8s 7s 6s 5s 4s",
        {
            "h": "Ah Kh Qh Jh Th 9h 8h 7h 6h 4h 3h",
            "c": "Ac Kc Qc Jc Tc 9c 8c 7c 6c 5c 4c",
            "d": "Ad Kd Qd Jd Td 9d 8d 7d 6d 5d 4d 3d",
        },
    ),
    "h": (
        "5h RJ BJ 3h 3d 2h 2s 2c 2d Ah Kh Qh Jh Th 9h 8h 7h 6h 4h",
        {
            "s": "As Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s",
            "c": "Ac Kc Qc Jc Tc 9c 8c 7c 6c 5c 4c 3c",
            "d": "Ad Kd Qd Jd Td 9d 8d 7d 6d 5d 4d",
        },
    ),
    "c": (
        "5h RJ BJ 3c 3s 2c 2s 2h 2d Ac Kc Qc Jc Tc 9c 8c 7c 6c 5c 4c",
        {
            "s": "As Ks Qs Js Ts 9s 8s 7s 6s 5s 4s",
            "h": "Ah Kh Qh Jh Th 9h 8h 7h 6h 4h 3h",
            "d": "Ad Kd Qd Jd Td 9d 8d 7d 6d 5d 4d 3d",
        },
    ),
    "d": (
        "5h RJ BJ 3d 3h 2d 2s 2h 2c Ad Kd Qd Jd Td 9d 8d 7d 6d 5d 4d",
        {
            "s": "As Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s",
            "h": "Ah Kh Qh Jh Th 9h 8h 7h 6h 4h",
            "c": "Ac Kc Qc Jc Tc 9c 8c 7c 6c 5c 4c 3c",
        },
    ),
}


@pytest.mark.parametrize("trump", "shcd")
def test_order_per_trump_suit(trump):
    order = order_for(Suit.parse(trump))
    want_trumps, want_plain = ORDERS[trump]
    assert texts(order.class_cards(TRUMP)) == want_trumps
    for suit, want in want_plain.items():
        assert texts(order.class_cards(SUIT_CLASS[Suit.parse(suit)])) == want
    assert order.class_cards(SUIT_CLASS[Suit.parse(trump)]) == []
    # strengths strictly decrease along the order, except the equal 副2
    trumps = parse_cards(want_trumps)
    strengths = [order.card_strength(c) for c in trumps]
    for a, b, ca, cb in zip(strengths, strengths[1:], trumps, trumps[1:], strict=False):
        if ca.rank == cb.rank and ca.rank.text == "2" and ca.suit.value != trump:
            assert a == b  # 副2 of different suits are equal
        else:
            assert a > b, (ca, cb)
    # every trump beats every plain card
    plain = [c for c in make_pack(1) if not order.is_trump(c)]
    assert min(order.card_strength(c) for c in trumps) > max(order.card_strength(c) for c in plain)
    assert len(trumps) + len(plain) == 54


@pytest.mark.parametrize("trump", "shcd")
def test_red_five_is_always_top_trump(trump):
    order = order_for(Suit.parse(trump))
    five, rj = parse_cards("5h RJ")
    assert order.is_trump(five) and order.card_strength(five) > order.card_strength(rj)
    assert order.card_level(five) == 0


def test_beats_card_single_rules():
    order = order_for(Suit.SPADES)
    c = {t: parse_cards(t)[0] for t in ["2s", "2h", "2c", "3s", "3c", "5h", "RJ", "BJ", "Ah", "4h", "3h", "As", "Kc"]}
    assert order.beats_card(c["2s"], c["2h"]) and not order.beats_card(c["2h"], c["2s"])
    assert not order.beats_card(c["2c"], c["2h"]) and not order.beats_card(c["2h"], c["2c"])
    assert order.beats_card(c["3s"], c["3c"]) and order.beats_card(c["3c"], c["2s"])
    assert order.beats_card(c["5h"], c["RJ"]) and order.beats_card(c["RJ"], c["BJ"])
    assert order.beats_card(c["4h"], c["3h"])  # off-colour 3 at the bottom of its suit
    assert order.beats_card(c["As"], c["Ah"])  # trump over plain
    assert not order.beats_card(c["Kc"], c["Ah"])  # another plain suit never wins
    assert order.beats_card(c["2h"], c["As"])  # 副2 above the trump ace


def test_sort_hand_trumps_first():
    order = order_for(Suit.HEARTS)
    hand = parse_cards("4s 5h 3d Ah 2c RJ 9d 3s")
    assert texts(order.sort(hand)) == "5h RJ 3d 2c Ah 4s 3s 9d"
