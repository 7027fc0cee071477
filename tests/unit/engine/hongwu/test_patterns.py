"""Combinations, tractors, throws, following and trick comparison."""

import itertools
import random
from collections import Counter

import pytest

from desktop_app.engine.cards import Suit, make_pack, parse_cards
from desktop_app.engine.hongwu import patterns as P
from desktop_app.engine.hongwu.cards_order import TRUMP, order_for


def order_of(trump):
    return order_for(Suit.parse(trump))


def C(text):
    return parse_cards(text)


def lead(text, trump):
    r = P.read(C(text), order_of(trump))
    assert r is not None, text
    return r


# ---------------------------------------------------------------- classify

CLASSIFY = [
    # (trump, cards, type or None)
    ("s", "7h", "single"),
    ("s", "5h", "single"),
    ("s", "Kh Kh", "pair"),
    ("s", "5h 5h", "pair"),
    ("s", "RJ RJ", "pair"),
    ("s", "2h 2h", "pair"),
    ("s", "2h 2c", None),  # two 副2 of different suits: not a pair
    ("s", "Kh Kd", None),
    ("s", "Kh Qh", "throw"),  # two plain singles of one suit: a throw attempt
    ("h", "Kh Qh", None),  # ... but trumps are never thrown
    ("s", "As Ac", None),  # mixed trump and plain
    ("s", "3s 3s 3c 3c", "tractor"),  # 正参谋 + 副参谋
    ("s", "4h 4h 6h 6h", "tractor"),  # ♥5 has left the hearts
    ("h", "4h 4h 6h 6h", "tractor"),
    ("s", "RJ RJ BJ BJ", "tractor"),
    ("s", "5h 5h RJ RJ", "tractor"),
    ("s", "BJ BJ 3s 3s", "tractor"),
    ("s", "2s 2s 2h 2h", "tractor"),  # 主2 pair + 副2 pair
    ("s", "2d 2d As As", "tractor"),  # 副2 pair + trump ace pair
    ("s", "2s 2s 2h 2h As As", "tractor"),
    ("s", "2h 2h 2c 2c", None),  # two 副2 pairs: same level, not adjacent
    ("s", "2s 2s 2h 2h 2c 2c", None),
    ("s", "3s 3s 2s 2s", None),  # 副参谋 lies between
    ("s", "3c 3c 2s 2s", "tractor"),
    ("s", "2h 2h Ks Ks", None),
    ("s", "5h 5h RJ RJ BJ BJ 3s 3s 3c 3c 2s 2s 2h 2h As As", "tractor"),
    ("h", "4c 4c 3c 3c", "tractor"),  # off-colour 3 at the bottom of clubs
    ("s", "4c 4c 3c 3c", None),  # 3c is 副参谋 with spades trump
    ("d", "6h 6h 4h 4h 3h 3h", None),  # 3h is 副参谋 with diamonds trump
    ("s", "6h 6h 4h 4h 3h 3h", "tractor"),
    ("s", "Ac Ac Kc Kc", "tractor"),
    ("s", "Ac Ac Qc Qc", "throw"),
    ("s", "Kc Kc Jc Jc 8c", "throw"),
    ("s", "Ac Ac Kc Kc Qc Qc 9c", "throw"),
    ("s", "7h 7h 7h", None),  # impossible with two decks
    ("s", "", None),
    ("d", "5d 5d 4d 4d", "tractor"),  # trump suit 5 and 4 are adjacent when not hearts
    ("h", "6h 6h 4h 4h", "tractor"),
    ("c", "Ac Ac 2h 2h", "tractor"),  # trump ace + 副2
    ("c", "2c 2c 2d 2d", "tractor"),
]


@pytest.mark.parametrize("trump,cards,want", CLASSIFY)
def test_classify_table(trump, cards, want):
    assert P.classify(C(cards), order_of(trump)) == ([want] if want else [])


def test_throw_components():
    r = lead("Kc Kc Jc Jc 8c", "s")
    assert r.type == "throw" and r.shape == (1, 1, 0) and r.pairs == 2
    assert [c.kind for c in r.components] == ["pair", "pair", "single"]
    r = lead("9c 9c 8c 8c 7c 7c Ac 4c 4c", "h")
    assert r.shape == (3, 1, 0)
    assert r.components[0].kind == "tractor" and r.components[0].top.text == "9c"
    assert r.label_params()["components"][0] == {
        "kind": "tractor",
        "top": "9c",
        "pairs": 3,
        "cards": "9c 9c 8c 8c 7c 7c",
    }


def test_label_params():
    assert lead("RJ RJ BJ BJ", "d").label_params() == {
        "type": "tractor",
        "suit": "trump",
        "top": "RJ",
        "pairs": 2,
        "size": 4,
        "length": 2,
    }
    assert lead("7h", "s").label_params()["suit"] == "h"


@pytest.mark.parametrize(
    "cards,reason",
    [("", "empty_play"), ("As Ac", "mixed_suits"), ("RJ BJ", "trump_throw"), ("7h 7h 7h", "not_a_combination")],
)
def test_lead_errors(cards, reason):
    err = P.lead_error(C(cards), order_of("s"))
    assert err is not None and err.reason == reason


# ---------------------------------------------------------------- beats

BEATS = [
    # (trump, lead, play, beats)
    ("s", "2s", "2h", False),
    ("s", "RJ", "5h", True),
    ("d", "4h", "5h", True),
    ("s", "Ac", "3c", True),  # 3c is 副参谋
    ("h", "Ac", "3c", False),  # 3c is the lowest club
    ("s", "2h", "2c", False),  # equal 副2: the earlier play wins
    ("s", "2c", "2s", True),
    ("s", "3c", "3s", True),
    ("s", "2s", "3c", True),
    ("s", "RJ", "RJ", False),
    ("s", "Ah", "Kh", False),
    ("s", "Kh", "Ah", True),
    ("s", "Ah", "4s", True),  # any trump over a plain single
    ("s", "Ah", "Ad", False),  # another plain suit never wins
    ("s", "4s", "Ah", False),
    ("s", "7h 7h", "8h 8h", True),
    ("s", "7h 7h", "8h 9h", False),  # shape differs: 直接算作小
    ("s", "7h 7h", "3s 3s", True),
    ("s", "7h 7h", "2h 2c", False),
    ("s", "7h 7h", "2h 2h", True),
    ("s", "7h 7h", "3s 4s", False),
    ("s", "Ks Ks", "Qs Qs", False),
    ("s", "Ks Ks", "2d 2d", True),
    ("s", "8h 8h 7h 7h", "Th Th 9h 9h", True),
    ("s", "8h 8h 7h 7h", "Ah Ah Kh Kh", True),
    ("s", "8h 8h 7h 7h", "Ah Ah Qh Qh", False),
    ("s", "8h 8h 7h 7h", "6s 6s 5s 5s", True),  # trump tractor over a plain tractor
    ("s", "8h 8h 7h 7h", "6s 6s 4s 4s", False),
    ("s", "8h 8h 7h 7h", "9s 9s 9s 8s", False),
    ("s", "8h 8h 7h 7h", "2s 2s 2d 2d", True),
    ("s", "8h 8h 7h 7h 6h 6h", "As As Ks Ks", False),  # wrong length
    ("s", "6h 6h 4h 4h", "7h 7h 6h 6h", True),
    ("s", "5s 5s 4s 4s", "7s 7s 6s 6s", True),
    ("s", "5s 5s 4s 4s", "RJ RJ BJ BJ", True),
    ("s", "RJ RJ BJ BJ", "5h 5h RJ RJ", True),
    ("s", "Kc Kc Jc Jc 8c", "9s 9s 4s 4s Js", True),  # the seed's example
    ("s", "Kc Kc Jc Jc 8c", "9s 9s 4s Js Qs", False),  # one pair short
    ("s", "Kc Kc Jc Jc 8c", "Ac Ac Kc Qc Qc", False),  # the led suit cannot beat a throw
    ("s", "Kc Kc Jc Jc 8c", "9s 9s 4s 4s Jd", False),  # not all trumps
    ("s", "Kc Kc Jc Jc 8c", "9s 9s 8s 8s Js", True),  # a tractor can serve as two pairs
    ("s", "Ac Ac Kc Kc 9c", "5s 5s 4s 4s 7s", True),  # tractor led, tractor needed
    ("s", "Ac Ac Kc Kc 9c", "5s 5s 6s 6s 8s", True),
    ("s", "Ac Ac Kc Kc 9c", "9s 9s 4s 4s Js", False),
    ("s", "Ac Kc", "2h 2c", True),  # two trump singles over a throw of two singles
    ("s", "Ac Kc", "As 4h", False),
]


@pytest.mark.parametrize("trump,lead_text,play,want", BEATS)
def test_beats_table(trump, lead_text, play, want):
    assert P.beats(lead(lead_text, trump), C(play), order_of(trump)) is want


def test_trick_winner_ties_to_earlier_play():
    order = order_of("s")
    r = lead("Ah", "s")
    assert P.trick_winner(r, [C("2h"), C("2c"), C("Kh")], order) == 1
    assert P.trick_winner(r, [C("Kh"), C("4s"), C("3s")], order) == 3
    r = lead("Kc Kc Jc Jc 8c", "s")
    follows = [C("9s 9s 4s 4s Js"), C("As As 6s 6s 5s"), C("Ac Ac Qc Qc 9c")]
    assert P.trick_winner(r, follows, order) == 2  # the higher top trump card wins among ruffs
    assert P.trick_winner(lead("5h", "d"), [C("5h"), C("RJ"), C("4d")], order_of("d")) == 0


# ---------------------------------------------------------------- following

FOLLOW = [
    # (trump, hand, lead, play, ok)
    ("s", "9c 5h 4d", "Ah", "5h", True),  # ♥5 is trump, no hearts held
    ("s", "Ks 2c 9h", "As", "9h", False),  # 2c is a trump: must follow trumps
    ("s", "Ks 2c 9h", "As", "2c", True),
    ("s", "Ah Kh 3s", "Qh", "3s", False),
    ("s", "Ah Kh 3s", "Qh", "Kh", True),
    ("s", "3c 4d", "Kc", "4d", True),  # 3c is 副参谋: no clubs held
    ("h", "3c 4d", "Kc", "4d", False),
    ("s", "2d 9c", "RJ", "9c", False),
    ("s", "Ac Kc 2s 5h", "7c 7c", "Ac Kc", True),  # no pattern rule by default
    ("s", "Ac Kc 2s 5h", "7c 7c", "Ac 2s", False),
    ("s", "Ac 2s 5h", "7c 7c", "Ac 2s", True),  # one club: play it and anything
    ("s", "Ac 2s 5h", "7c 7c", "2s 5h", False),
    ("s", "Ac 2s 5h", "7c 7c", "Ac", False),  # wrong count
    ("s", "Ac 2s 5h", "7c 7c", "Ac Ac", False),  # not in hand
    ("s", "Ac Ac Kc 9d 9d", "Qc Qc Jc Jc 8c", "Ac Ac Kc 9d 9d", True),
    ("s", "Ac Ac Kc Qc Tc 9c", "Qc Qc Jc Jc 8c", "Ac Ac Kc 9c 4d", False),
    ("s", "Ac Ac Kc Qc Tc 9c", "Qc Qc Jc Jc 8c", "Ac Kc Qc Tc 9c", True),
    ("s", "6h 6h 4h 4h 2h", "Th Th 9h 9h", "6h 4h 2h 2h", False),
    ("s", "6h 4h 2h 3s", "Th Th 9h 9h", "6h 4h 2h 3s", True),
    ("h", "6h 4h 2s 3s Kd", "RJ RJ BJ BJ", "6h 4h 2s Kd", True),
    ("h", "6h 4h 2s 3s Kd", "RJ RJ BJ BJ", "6h 4h 3s Kd", False),
]


@pytest.mark.parametrize("trump,hand,lead_text,play,ok", FOLLOW)
def test_follow_table(trump, hand, lead_text, play, ok):
    err = P.follow_error(C(hand), lead(lead_text, trump), C(play), order_of(trump))
    assert (err is None) is ok, err


def test_follow_reasons_and_messages():
    err = P.follow_error(C("Ah Kh 3s"), lead("Qh", "s"), C("3s"), order_of("s"))
    assert err.reason == "must_follow_suit" and err.params == {"suit": "h", "need": 1, "held": 2}
    assert "you still hold hearts" in str(err)
    err = P.follow_error(C("2d 9c"), lead("RJ", "s"), C("9c"), order_of("s"))
    assert "you still hold trumps" in str(err) and err.params["suit"] == "trump"
    assert P.follow_error(C("2d"), lead("RJ", "s"), C("2d 2d"), order_of("s")).reason == "wrong_count"
    assert P.follow_error(C("2d 3d"), lead("RJ", "s"), C("4d"), order_of("s")).reason == "cards_not_in_hand"


FOLLOW_PATTERN = [
    ("s", "Ac Ac Kc Qc", "7c 7c", "Kc Qc", False),
    ("s", "Ac Ac Kc Qc", "7c 7c", "Ac Ac", True),
    ("s", "Ac Kc Qc", "7c 7c", "Kc Qc", True),  # no pair held
    ("s", "Ac Ac Kc Kc 9c 4d", "Qc Qc Jc Jc", "Ac Ac Kc Kc", True),
    ("s", "Ac Ac Kc Kc 9c 4d", "Qc Qc Jc Jc", "Ac Ac 9c Kc", False),  # two pairs held: both needed
    ("s", "Ac Ac Kc Kc 9c 4d", "Qc Qc Jc Jc", "Ac Kc 9c 4d", False),
    ("s", "Ac Ac Kc Qc 9c 4d", "Qc Qc Jc Jc", "Ac Ac Kc Qc", True),  # one pair is all they have
    ("s", "Ac Ac Kc Qc 9c 4d", "Qc Qc Jc Jc", "Ac Kc Qc 9c", False),
    ("s", "Ac Ac Kc Kc Qc", "Jc Jc 9c", "Ac Ac Kc", True),  # throw with one pair
    ("s", "Ac Ac Kc Kc Qc", "Jc Jc 9c", "Ac Kc Qc", False),
    ("s", "2d 2d 4d", "RJ RJ", "2d 2d", True),
    ("s", "2d 2d 4d", "Ac Ac", "2d 4d", True),  # void in clubs: anything goes
]


@pytest.mark.parametrize("trump,hand,lead_text,play,ok", FOLLOW_PATTERN)
def test_follow_pattern_variant(trump, hand, lead_text, play, ok):
    err = P.follow_error(C(hand), lead(lead_text, trump), C(play), order_of(trump), follow_pattern=True)
    assert (err is None) is ok, err
    if not ok and err.reason == "must_follow_pairs":
        assert "pair" in str(err)


def _naive_follow_ok(hand, ld, play, order, fp):
    if len(play) != ld.size or Counter(play) - Counter(hand):
        return False
    suit = [c for c in hand if order.cls[c.index] == ld.suit_class]
    got = [c for c in play if order.cls[c.index] == ld.suit_class]
    if len(got) < min(ld.size, len(suit)):
        return False
    if fp:
        pairs = lambda cs: sum(v // 2 for v in Counter(cs).values())  # noqa: E731
        return pairs(got) >= min(ld.pairs, pairs(suit))
    return True


def test_follow_rule_against_brute_force():
    rng = random.Random(5)
    pack = make_pack(2)
    leads = ["7c", "7c 7c", "8c 8c 7c 7c", "Kc Kc Jc Jc 8c", "RJ", "RJ RJ", "Ah Kh"]
    for trial in range(150):
        trump = "shcd"[trial % 4]
        order = order_of(trump)
        ld = P.read(C(rng.choice(leads)), order)
        if ld is None:
            continue
        hand = rng.sample(pack, 7)
        for fp in (False, True):
            legal = set()
            for combo in itertools.combinations(range(7), ld.size):
                play = [hand[i] for i in combo]
                ok = P.follow_error(hand, ld, play, order, fp) is None
                assert ok is _naive_follow_ok(hand, ld, play, order, fp)
                if ok:
                    legal.add(tuple(sorted(c.index for c in play)))
            assert legal  # a legal follow always exists
            for _ in range(5):
                f = P.random_follow(hand, ld, order, rng, fp)
                assert tuple(sorted(c.index for c in f)) in legal


# ---------------------------------------------------------------- throws


def others(*hands):
    return [(i + 1, C(h)) for i, h in enumerate(hands)]


def test_throw_stands_when_nobody_beats_a_component():
    r = lead("Ac Ac Kc 9c 9c", "s")
    assert P.throw_failure(r, others("Qc Jc", "Tc 8c", "8c 7c 7c"), order_of("s")) is None
    assert P.throw_failure(r, others("Qc Jc", "Tc Tc", "8c 7c 7c"), order_of("s")) is not None
    # a higher pair elsewhere does not matter to a single, and equal cards do not beat
    r = lead("Ac Kc", "s")
    assert P.throw_failure(r, others("Kc", "Qc Qc", "4d"), order_of("s")) is None


def test_throw_fails_on_higher_single():
    r = lead("Ac Qc 5c", "s")
    f = P.throw_failure(r, others("4c", "Kc 3d", "Jc"), order_of("s"))
    assert f is not None
    # 5c (beaten by Kc and Jc) and Qc (beaten by Kc) fail: the lowest is forced; the first
    # seat after the leader holding a card above it is named, with its lowest such card
    assert f.forced.cards == tuple(C("5c"))
    assert f.holder == 2 and f.beater.top.text == "Kc"
    assert f.params() == {"holder": 2, "card": "Kc", "cards": "Kc", "forced": "5c"}
    assert {c.top.text for c in f.failing} == {"5c", "Qc"}


def test_throw_fails_on_higher_pair():
    r = lead("Ac Qc Qc", "s")  # 3c is trump for spades: not in clubs
    f = P.throw_failure(r, others("Kc Kc", "Jc", "4d"), order_of("s"))
    assert f is not None and f.forced.cards == tuple(C("Qc Qc"))
    assert f.holder == 1 and f.params()["cards"] == "Kc Kc"
    # a single higher card does not beat a pair
    assert P.throw_failure(r, others("Kc", "Kc", "4d"), order_of("s")) is None


def test_throw_fails_on_higher_tractor_of_same_length():
    assert P.read(C("Ac 9h 9h 8h 8h"), order_of("s")) is None  # mixed suits: no throw at all
    r = lead("Ah 9h 9h 8h 8h", "s")
    f = P.throw_failure(r, others("Th Th Jh Jh", "", ""), order_of("s"))
    assert f is not None and f.forced.kind == "tractor" and f.beater.cards == tuple(C("Jh Jh Th Th"))
    # a longer higher tractor contains a higher tractor of two pairs
    f = P.throw_failure(r, others("", "Qh Qh Jh Jh Th Th", ""), order_of("s"))
    assert f is not None and f.holder == 2 and f.beater.cards == tuple(C("Jh Jh Th Th"))
    # higher pairs that are not adjacent do not beat a tractor
    assert P.throw_failure(r, others("Qh Qh Th Th", "Kh", ""), order_of("s")) is None
    # ♥6♥6♥4♥4 is a tractor in plain hearts too
    r = lead("Ah 4h 4h 3h 3h", "s")
    f = P.throw_failure(r, others("6h 6h 4h", "", ""), order_of("s"))
    assert f is None
    f = P.throw_failure(lead("Ah 4h 4h 3h 3h", "c"), others("7h 7h 6h 6h", "", ""), order_of("c"))
    assert f is not None and f.forced.kind == "tractor"


def test_throw_failure_names_the_first_holder_in_play_order():
    r = lead("Kc Qc", "s")
    f = P.throw_failure(r, [(2, C("Ac")), (3, C("Ac")), (0, C("4d"))], order_of("s"))
    assert f.holder == 2 and f.forced.top.text == "Qc"


def test_throw_of_trumps_is_no_throw():
    assert P.throw_failure(lead("RJ", "s"), others("5h", "", ""), order_of("s")) is None


# ---------------------------------------------------------------- suggestions


def test_beating_follows():
    order = order_of("s")
    assert P.beating_follows(C("Ah Kh 3h 2h"), lead("Qh", "s"), order) == [tuple(C("Kh")), tuple(C("Ah"))]
    assert P.beating_follows(C("Jh 4s"), lead("Qh", "s"), order) == []  # must follow hearts
    assert P.beating_follows(C("4s 3d"), lead("Qh", "s"), order) == [tuple(C("4s"))]
    got = P.beating_follows(C("9s 9s 4s 4s Js Qs 7d"), lead("Kc Kc Jc Jc 8c", "s"), order)
    assert got and all(P.beats(lead("Kc Kc Jc Jc 8c", "s"), p, order) for p in got)
    assert Counter(C("9s 9s 4s 4s Js")) in [Counter(p) for p in got]
    # 2h is a trump (副2): no hearts held, so the trump tractor 主2 + 副2 wins
    assert P.beating_follows(C("2s 2s 2h 2h 5d"), lead("8h 8h 7h 7h", "s"), order) == [tuple(C("2s 2s 2h 2h"))]
    assert P.beating_follows(C("2c 2c 2d 2d 5d"), lead("8h 8h 7h 7h", "s"), order) == []


def test_legal_leads_and_plan():
    order = order_of("s")
    hand = C("5h 5h RJ RJ BJ 2h 2h 2c 2c As As Ac Kc Kc Qc Qc 9d")
    leads = P.legal_leads(hand, order)
    assert leads[0] == tuple(C("Kc Kc Qc Qc")) or len(leads[0]) >= 4
    assert tuple(C("5h 5h RJ RJ")) in leads
    for p in leads:
        assert P.read(p, order) is not None
    assert len({tuple(sorted(c.index for c in p)) for p in leads}) == len(leads)
    parts = P.plan(hand, order)
    assert Counter(c for p in parts for c in p) == Counter(hand)
    for p in parts:
        assert P.read(p, order) is not None and P.read(p, order).type != "throw"
    # trumps: 5h5h RJRJ | BJ | 2h2h(+As As) | 2c2c ; clubs: KcKcQcQc | Ac ; 9d
    assert len(parts) == 7


def test_plan_is_minimal_on_random_hands():
    rng = random.Random(3)
    pack = make_pack(2)
    for trial in range(100):
        order = order_of("shcd"[trial % 4])
        hand = rng.sample(pack, 25)
        parts = P.plan(hand, order)
        assert Counter(c for p in parts for c in p) == Counter(hand)
        assert all(P.read(p, order) is not None for p in parts)
        # lower bound: singles + pairs - links between adjacent pair levels
        for klass in range(5):
            cards = [c for c in hand if order.cls[c.index] == klass]
            cnt = Counter(cards)
            levels = sorted({order.level[c.index] for c, n in cnt.items() if n == 2})
            links = sum(1 for a, b in itertools.pairwise(levels) if b == a + 1)
            npairs = sum(1 for n in cnt.values() if n == 2)
            nsingles = sum(1 for n in cnt.values() if n == 1)
            mine = [p for p in parts if order.cls[p[0].index] == klass]
            assert len(mine) == nsingles + npairs - links


def test_trump_class_helpers():
    assert P.class_display_name(TRUMP) == "trumps"
    assert P.can_form_shape(C("9s 9s 8s 8s Js"), (1, 1, 0), order_of("s"))
    assert not P.can_form_shape(C("9s 9s 8s 7s Js"), (1, 1, 0), order_of("s"))
    assert P.can_form_shape(C("2s 2s 2h 2h 2c 2c"), (2, 1), order_of("s"))
    assert not P.can_form_shape(C("2h 2h 2c 2c 2d 2d"), (2, 1), order_of("s"))


def test_readings_by_trump_letter_and_plays_from():
    assert P.classify(C("3s 3s 3c 3c"), trump="s") == ["tractor"]
    assert P.readings(C("7h"), trump=Suit.HEARTS)[0].suit == "trump"
    with pytest.raises(ValueError):
        P.readings(C("7h"))
    leads = list(P.plays_from(C("RJ RJ BJ BJ 7c 9d"), None, trump="s"))
    assert leads[0][0] == tuple(C("RJ RJ BJ BJ")) and leads[0][1].type == "tractor"
    top = lead("Qh", "s")
    assert [p for p, _ in P.plays_from(C("Ah Kh 3h"), top, trump="s")] == [tuple(C("Kh")), tuple(C("Ah"))]


def test_cheapest_follow_is_legal_and_cheap():
    order = order_of("s")
    assert P.cheapest_follow(C("Ah Kh 3h 5d 9d"), lead("Qh", "s"), order) == tuple(C("3h"))
    assert P.cheapest_follow(C("5d 9d As Kd"), lead("Qh", "s"), order) == tuple(C("9d"))
    got = P.cheapest_follow(C("Ac Ac Kc 4c 9d"), lead("7c 7c", "s"), order, follow_pattern=True)
    assert Counter(got) == Counter(C("Ac Ac"))
    rng = random.Random(9)
    pack = make_pack(2)
    for trial in range(200):
        o = order_of("shcd"[trial % 4])
        hand = rng.sample(pack, 12)
        ld = P.read(C(rng.choice(["7c", "7c 7c", "8c 8c 7c 7c", "Kc Kc Jc Jc 8c", "RJ", "RJ RJ", "Ah Kh"])), o)
        if ld is None:
            continue
        for fp in (False, True):
            assert P.follow_error(hand, ld, P.cheapest_follow(hand, ld, o, fp), o, fp) is None
