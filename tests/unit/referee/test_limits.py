"""Every game refuses, with a reason, card sets its pack cannot hold and hands larger than
it deals, in every field of every op; the largest real hands are accepted."""

from __future__ import annotations

import math
import random

import pytest

from desktop_app.engine import game_class
from desktop_app.engine.cards import format_cards, make_pack
from desktop_app.engine.limits import PackError
from desktop_app.referee import handle
from desktop_app.referee.dispatch import answer

from ._fuzz import F

#: A valid ctx per game.
CTX = {
    "tiandiren": {},
    "doudizhu": {"laizi": "7"},
    "hongwu": {"trump": "s"},
    "yuanzi": {"dao": "9"},
    "shengsidu": {"loose_three_two": True},
}
GAMES = sorted(F.GAMES)


def ask(game: str, **req) -> dict:
    if req["op"] not in ("sky", "settle_sky"):  # the 天牌 ops take no ctx
        req["ctx"] = CTX[game]
    return handle({"game": game, **req})


def error(game: str, **req) -> str:
    reply = ask(game, **req)
    assert "error" in reply, reply
    assert not reply["error"].startswith("internal error"), reply
    return reply["error"]


def pack(game: str) -> list:
    info = F.GAMES[game]
    return make_pack(info["decks"], jokers=info["jokers"])


def deal(game: str, n: int, seed: int = 0) -> list:
    cards = pack(game)
    random.Random(seed).shuffle(cards)
    return cards[:n]


def too_many(game: str) -> str:
    """One copy of 7h more than the pack holds."""
    return " ".join(["7h"] * (F.GAMES[game]["decks"] + 1))


def test_the_limits_are_what_the_games_deal():
    """The referee's limits (and the generator's copy of them) follow the games' own
    constants: a hand never grows beyond what a player can hold."""
    from desktop_app.engine.doudizhu import game as doudizhu
    from desktop_app.engine.hongwu import game as hongwu
    from desktop_app.engine.shengsidu import game as shengsidu
    from desktop_app.engine.tiandiren import referee as tiandiren_rules
    from desktop_app.engine.yuanzi import game as yuanzi

    expect = {
        "tiandiren": (8, True, 54),
        "doudizhu": (1, True, 54 - 2 * doudizhu.HAND_SIZE),  # the landlord takes the bottom cards
        "hongwu": (2, True, hongwu.HAND_SIZE + hongwu.KITTY_SIZE),  # the dealer picks up the kitty
        "yuanzi": (yuanzi.DECKS, True, math.ceil(54 * yuanzi.DECKS / 4)),
        "shengsidu": (1, False, shengsidu.HAND_SIZE),
    }
    for game, (decks, jokers, max_hand) in expect.items():
        rules = __import__(f"desktop_app.engine.{game}.referee", fromlist=["PACK"])
        assert (rules.PACK.decks, rules.PACK.jokers, rules.PACK.max_hand) == (decks, jokers, max_hand), game
        assert F.GAMES[game] == {"decks": decks, "jokers": jokers, "max_hand": max_hand}
    cls = game_class("tiandiren")
    assert (cls.min_players, cls.max_players) == (tiandiren_rules.MIN_PLAYERS, tiandiren_rules.MAX_PLAYERS)
    assert tiandiren_rules.PACK.decks == cls.max_players


@pytest.mark.parametrize("game", GAMES)
def test_too_many_copies_are_refused_in_every_field(game):
    bad = too_many(game)
    copies = f"{F.GAMES[game]['decks'] + 1} copies of 7h"
    assert copies in error(game, op="classify", cards=bad)
    assert copies in error(game, op="beats", lead=bad, play="8s")
    assert copies in error(game, op="beats", lead="3s", play=bad)
    assert copies in error(game, op="hint", hand=bad, lead=None)
    assert copies in error(game, op="hint", hand="3s", lead=bad)
    assert copies in error(game, op="plan", hand=bad)
    if game == "hongwu":
        assert copies in error(game, op="follow_ok", hand=bad, lead="3s", play="7h")
        assert copies in error(game, op="follow_ok", hand="7h", lead="3s", play=bad)
    if game == "tiandiren":
        assert copies in error(game, op="sky", cards=bad)


@pytest.mark.parametrize("game", GAMES)
def test_sets_of_one_deal_cannot_hold_more_copies_together(game):
    decks = F.GAMES[game]["decks"]
    some, rest = " ".join(["7h"] * decks), "7h"
    assert "together" in error(game, op="beats", lead=some, play=rest)
    assert "together" in error(game, op="hint", hand=some, lead=rest)
    if game == "hongwu":
        assert "together" in error(game, op="follow_ok", hand=some, lead=rest, play="7h")
    # the same sets are fine on their own
    assert "error" not in ask(game, op="plan", hand=some)
    assert "error" not in ask(game, op="classify", cards=rest)


@pytest.mark.parametrize("game", GAMES)
def test_hands_larger_than_the_game_deals_are_refused(game):
    limit = F.GAMES[game]["max_hand"]
    big = format_cards(deal(game, limit + 1))
    if limit + 1 > len(pack(game)):  # pragma: no cover - every pack is larger than a hand
        pytest.skip("no such hand")
    message = error(game, op="plan", hand=big)
    assert f"{limit + 1} cards" in message and f"at most {limit}" in message
    assert f"at most {limit}" in error(game, op="hint", hand=big, lead=None)
    assert f"at most {limit}" in error(game, op="classify", cards=big)
    assert f"at most {limit}" in error(game, op="beats", lead=big, play="3s")


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", range(3))
def test_the_largest_hands_are_answered(game, seed):
    hand = deal(game, F.GAMES[game]["max_hand"], seed)
    text = format_cards(hand)
    plan = ask(game, op="plan", hand=text)
    assert "error" not in plan, plan
    assert sorted(c for p in plan["plays"] for c in p.split()) == sorted(c.text for c in hand)
    hint = ask(game, op="hint", hand=text, lead=None)
    assert "error" not in hint and hint["plays"], hint
    assert "error" not in ask(game, op="classify", cards=text)


def test_jokers_are_refused_in_shengsidu_everywhere():
    for req in (
        {"op": "classify", "cards": "BJ"},
        {"op": "beats", "lead": "3s", "play": "RJ"},
        {"op": "beats", "lead": "BJ", "play": "3s"},
        {"op": "hint", "hand": "3s BJ", "lead": None},
        {"op": "hint", "hand": "3s", "lead": "RJ"},
        {"op": "plan", "hand": "RJ 4s"},
    ):
        assert "no jokers" in error("shengsidu", **req)


def test_the_cases_of_the_issue_get_a_reason_not_an_internal_error():
    five = "3s 3h 3d 3c 3s"
    assert "2 copies of 3s" in error("doudizhu", op="hint", hand=five, lead=None)
    assert "2 copies of 3s" in error("doudizhu", op="plan", hand=five)
    nine = " ".join(["9c"] * 9)
    for game in ("hongwu", "yuanzi"):
        for req in ({"op": "classify", "cards": nine}, {"op": "hint", "hand": nine, "lead": None}):
            assert "9 copies of 9c" in error(game, **req)
        assert "9 copies of 9c" in error(game, op="plan", hand=nine)


def test_a_refusal_is_a_typed_engine_error_with_a_reason_code():
    with pytest.raises(PackError) as e:
        answer({"op": "plan", "game": "hongwu", "hand": too_many("hongwu"), "ctx": {"trump": "s"}})
    assert e.value.reason == "too_many_copies"
    assert e.value.params == {"field": "hand", "card": "7h", "count": 3, "limit": 2}
    with pytest.raises(PackError) as e:
        answer({"op": "plan", "game": "doudizhu", "hand": format_cards(deal("doudizhu", 21))})
    assert e.value.reason == "hand_too_large"
    with pytest.raises(PackError) as e:
        answer({"op": "plan", "game": "shengsidu", "hand": "BJ"})
    assert e.value.reason == "not_in_pack"


def test_settle_sky_takes_one_deal_of_two_to_eight_hands():
    def hands(n: int) -> list[str]:
        cards = make_pack(n)
        random.Random(n).shuffle(cards)
        return [format_cards(cards[i * 54 : (i + 1) * 54]) for i in range(n)]

    for n in (2, 8):
        reply = handle({"op": "settle_sky", "game": "tiandiren", "hands": hands(n), "banker": 0})
        assert len(reply["seats"]) == n, reply
    assert "1 hands" in error("tiandiren", op="settle_sky", hands=hands(2)[:1], banker=0)
    assert "9 hands" in error("tiandiren", op="settle_sky", hands=[*hands(8), "3s"], banker=0)
    # three hands come from three decks: four 7h between them is one too many
    assert "4 copies of 7h" in error("tiandiren", op="settle_sky", hands=["7h 7h", "7h", "7h 3s"], banker=0)
    assert "hands[1]: 55 cards" in error(
        "tiandiren", op="settle_sky", hands=["3s", format_cards(make_pack(2)[:55])], banker=0
    )
    # two hands come from two decks: each hand is checked against them too
    assert "hands[0]: 3 copies of 7h" in error("tiandiren", op="settle_sky", hands=["7h 7h 7h", "3s"], banker=0)


def test_sky_takes_one_hand():
    assert "at most 54" in error("tiandiren", op="sky", cards=format_cards(make_pack(2)[:55]))
    assert handle({"op": "sky", "game": "tiandiren", "cards": "RJ RJ BJ BJ 3s"})["sky"] == ["ufo"]


def test_doudizhu_hint_never_lists_a_play_classify_rejects():
    """Issue 14: a hand over the 20-card limit once got chains longer than classify takes.
    The pack limits refuse such a hand, and every hint of the largest hand classifies."""
    from desktop_app.referee.dispatch import handle

    long_hand = " ".join(r + s for r in "3456789TJQKA" for s in "sh")  # 24 cards: chains of 12 pairs
    refused = handle({"op": "hint", "game": "doudizhu", "hand": long_hand, "id": 1})
    assert "error" in refused and "at most 20" in refused["error"]
    hand = " ".join(long_hand.split()[:20])
    plays = handle({"op": "hint", "game": "doudizhu", "hand": hand, "id": 2})["plays"]
    assert plays and max(len(p.split()) for p in plays) <= 20
    for play in plays:
        assert handle({"op": "classify", "game": "doudizhu", "cards": play, "id": 3}).get("types"), play
