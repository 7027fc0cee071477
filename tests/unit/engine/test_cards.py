import copy
import pickle
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from desktop_app.engine.cards import (
    JOKERS,
    Card,
    CardParseError,
    Rank,
    Suit,
    format_cards,
    full_deck,
    make_pack,
    parse_card,
    parse_cards,
    rank_counts,
    sort_cards,
)


@pytest.mark.parametrize(
    ("token", "canonical"),
    [
        ("3s", "3s"),
        ("TH", "Th"),
        ("10h", "Th"),
        ("10♥", "Th"),
        ("t♦", "Td"),
        ("as", "As"),
        ("2C", "2c"),
        ("bj", "BJ"),
        ("Rj", "RJ"),
        ("K♠", "Ks"),
        ("q♣", "Qc"),
    ],
)
def test_parse_is_case_insensitive_and_format_canonical(token, canonical):
    assert parse_card(token).text == canonical


@pytest.mark.parametrize("bad", ["1s", "7x", "BJs", "joker", "", "10", "s7", "11h", "RJJ"])
def test_bad_token_is_an_error_naming_it(bad):
    with pytest.raises(CardParseError) as err:
        parse_cards(f"3s {bad} 4h" if bad else "3s ,, 4h x")
    assert (bad or "x") in str(err.value)


def test_separators_and_repeats():
    cards = parse_cards(" 7h,7h  8s ,BJ\t")
    assert format_cards(cards) == "7h 7h 8s BJ"
    assert cards[0] is cards[1]
    assert parse_cards("") == []


def test_deck_and_pack():
    deck = full_deck()
    assert len(deck) == 54 and len(set(deck)) == 54
    assert len(full_deck(jokers=False)) == 52
    pack = make_pack(3)
    assert len(pack) == 162
    assert Counter(pack) == Counter({c: 3 for c in deck})
    assert [c.index for c in deck] == list(range(54))
    with pytest.raises(ValueError):
        make_pack(0)


def test_rank_order_and_properties():
    assert Rank.THREE < Rank.ACE < Rank.TWO < Rank.BLACK_JOKER < Rank.RED_JOKER
    assert JOKERS[0].rank is Rank.BLACK_JOKER and JOKERS[1].is_joker
    assert Suit.HEARTS.is_red and not Suit.SPADES.is_red
    assert Suit.parse("♣") is Suit.CLUBS
    assert rank_counts(parse_cards("7h 7s 8d"))[Rank.SEVEN] == 2
    assert format_cards(sort_cards(parse_cards("2s 3h RJ 3s BJ"))) == "3s 3h 2s BJ RJ"


def test_cards_are_interned_through_copy_and_pickle():
    c = parse_card("Qh")
    assert copy.deepcopy(c) is c
    assert pickle.loads(pickle.dumps(c)) is c
    assert Card.of(Rank.QUEEN, Suit.HEARTS) is c


@given(st.lists(st.sampled_from(full_deck()), max_size=60))
def test_format_parse_round_trip(cards):
    assert parse_cards(format_cards(cards)) == cards
    assert parse_cards(format_cards(cards).lower()) == cards


def test_a_card_hashes_as_its_rank_and_suit_interned_or_not():
    """The looked-up hash of the interned cards is the dataclass's own value, so sets and
    dicts of cards keep their order and a card built directly finds its interned twin."""
    for card in full_deck():
        twin = Card(card.rank, card.suit)  # not interned
        assert twin is not card and twin == card
        assert hash(card) == hash(twin) == hash((card.rank, card.suit))
        assert {card: 1}[twin] == 1 and twin in set(full_deck())
