"""The 天地人 referee through the dispatcher (``desktop_app.referee.handle``), as outside tools use it."""

from __future__ import annotations

import json
import pathlib
import random
import sys
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.engine.cards import make_pack, parse_cards
from desktop_app.engine.tiandiren import patterns as P
from desktop_app.engine.tiandiren import referee
from desktop_app.referee import handle
from desktop_app.referee import tiandiren as advice

from .test_patterns_props import brute_plays, card_sets, to_cards

SAMPLES = pathlib.Path(__file__).parents[3] / "data" / "samples.jsonl"


def ask(**req):
    return handle({"game": "tiandiren", **req})


def multiset(text: str) -> tuple[str, ...]:
    return tuple(sorted(c.text for c in parse_cards(text)))


def check(req: dict, want: dict) -> None:
    got = handle(req)
    if "error" in want:
        assert "error" in got
        return
    assert "error" not in got, got
    if "valid" in want:
        assert got["valid"] == want["valid"]
    assert set(want.get("types_include", ())) <= set(got.get("types", ()))
    assert not set(want.get("types_exclude", ())) & set(got.get("types", ()))
    if "beats" in want:
        assert got["beats"] == want["beats"]
    if "sky" in want:
        assert sorted(got["sky"]) == sorted(want["sky"])
    if "seats" in want:
        assert [(s["class"], sorted(s["kinds"]), s["score"]) for s in got["seats"]] == [
            (s["class"], sorted(s["kinds"]), s["score"]) for s in want["seats"]
        ]
    if "empty" in want:
        assert (not got["plays"]) == want["empty"]
        have = {multiset(p) for p in got["plays"]}
        assert all(multiset(m) in have for m in want.get("must_include", ()))
        hand = Counter(multiset(req["hand"]))
        assert all(not Counter(multiset(p)) - hand for p in got["plays"])
    if "plan_max" in want:
        plays = got["plays"]
        assert 0 < len(plays) <= want["plan_max"]
        assert Counter(c for p in plays for c in multiset(p)) == Counter(multiset(req["hand"]))
        assert all(P.readings(parse_cards(p)) for p in plays)


def tiandiren_samples():
    for line in SAMPLES.read_text(encoding="utf-8").splitlines():
        if line.strip():
            case = json.loads(line)
            if case["req"].get("game") == "tiandiren":
                yield case


@pytest.mark.parametrize("case", list(tiandiren_samples()), ids=lambda c: c["req"]["op"])
def test_samples(case):
    if case["req"]["op"] in ("sky", "settle_sky"):
        pytest.importorskip("desktop_app.engine.tiandiren.scoring")
    check(case["req"], case["want"])


# --------------------------------------------------------------------------- classify

CLASSIFY = [
    ("3s", True, ["single"], []),
    ("2s", True, ["single"], []),
    ("7s 2h", True, ["pair"], []),
    ("2s 2h", True, ["pair"], []),
    ("BJ BJ", True, ["spaceship"], ["pair"]),
    ("BJ 2s", False, [], []),
    ("3s 4s 5s 6s 2s", True, ["straight"], []),
    ("Ks As 2s 3s 4s", False, [], []),
    ("3s 3h 4s 2h 5s 5h", True, ["pair_straight"], []),
    ("2s 2h 2d", True, ["rocket"], ["drone", "super_drone"]),
    ("3s 3h 3d", True, ["super_drone"], ["rocket"]),
    ("3s 3h 2d", True, ["rocket"], ["super_drone"]),
    ("2s 2h 2d 2c", True, ["drone"], ["rocket", "starship"]),
    ("2s 2h 2d 2c 2s", True, ["drone"], ["straight", "rocket"]),
    ("8s 8h 8d 2c", True, ["rocket"], ["drone"]),
    ("7s 7h 7d 7c 8s", False, [], []),
    ("8s 8h 8d 8c 5s 5h", True, ["starship"], ["drone", "rocket"]),
    ("8s 8h 8d 2c 5s 5h", False, [], []),
    ("7s 7h 7d 8s 8h 8d 5s 5h", True, ["rocket"], []),
    ("7s 7h 7d 8s 8h 8d 5s 4s 4h", False, [], []),
    ("RJ 9s 9h", True, ["lone_boat"], []),
    ("RJ 9s 2h", False, [], []),
    ("RJ", True, ["single"], ["lone_boat"]),
    ("Ks Kh As Ah 2s 2h", True, ["rocket", "pair_straight"], []),
]


@pytest.mark.parametrize(("cards", "valid", "include", "exclude"), CLASSIFY)
def test_classify(cards, valid, include, exclude):
    got = ask(op="classify", cards=cards)
    assert got["valid"] is valid
    assert set(include) <= set(got["types"])
    assert not set(exclude) & set(got["types"])


def test_classify_lists_every_type_strongest_first():
    assert ask(op="classify", cards="Ks Kh As Ah 2s 2h")["types"] == ["rocket", "pair_straight"]
    assert ask(op="classify", cards="5s 6s 2s 2h 2c 2d")["types"] == ["rocket", "starship", "pair_straight", "straight"]
    assert ask(op="classify", cards="")["types"] == []


def test_ctx_is_checked():
    assert "error" in ask(op="classify", cards="3s", ctx={"strict_shape": "yes"})
    assert "error" in ask(op="classify", cards="3s", ctx={"laizi": "3"})
    assert ask(op="classify", cards="3s", ctx={"strict_shape": True})["valid"]


# --------------------------------------------------------------------------- beats

BEATS = [
    ("7s 7h 7d 3s", "8s 8h 8d 9s 9h 9d", {}, True),
    ("7s 7h 7d 3s", "8s 8h 8d 9s 9h 9d", {"strict_shape": True}, False),
    ("7s 7h 7d 3s", "8s 8h 8d 9s", {"strict_shape": True}, True),
    ("7s 7h 7d 3s", "8s 8h 8d 9s 9h", {"strict_shape": True}, False),
    ("7s 7h 7d 3s", "8s 8h 8d 9s 9h", {}, True),
    ("9s", "9h", {}, False),
    ("9s", "7s 8s", {}, False),  # not a combination: no reading beats
    ("As", "2s", {}, True),
    ("2s", "BJ", {}, True),
    ("BJ", "BJ 9s", {}, False),
    ("BJ 9s 9h", "BJ 9s", {}, False),
    ("BJ 9s 9h", "BJ Ts", {}, True),
    ("RJ RJ", "3s 3h 3d", {}, False),
    ("3s 3h 3d", "BJ BJ", {}, True),
    ("2s 2h 2d 2c 2s 2h 2d 2c", "3s 3h 3d", {}, True),
    ("3s 4s 5s 6s 7s", "4s 5s 6s 7s 2s", {}, True),
    ("3s 4s 5s 6s 7s", "4s 5s 6s 7s 8s 9s", {}, False),
]


@pytest.mark.parametrize(("lead", "play", "ctx", "want"), BEATS)
def test_beats(lead, play, ctx, want):
    assert ask(op="beats", lead=lead, play=play, ctx=ctx)["beats"] is want


def test_beats_with_lead_type():
    lead = "Ts Th Js Jh 2s 2h"  # rocket x2 T-J (strongest) or pair straight T-Q
    play = "Js Jh Qs Qh Ks Kh"
    assert ask(op="beats", lead=lead, play=play)["beats"] is False
    assert ask(op="beats", lead=lead, play=play, lead_type="pair_straight")["beats"] is True
    assert ask(op="beats", lead=lead, play=play, lead_type="rocket")["beats"] is False
    assert "error" in ask(op="beats", lead=lead, play=play, lead_type="straight")
    assert "error" in ask(op="beats", lead=lead, play=play, lead_type="bogus")
    assert "error" in ask(op="beats", lead=lead, play=play, lead_type=3)
    assert "error" in ask(op="beats", lead="7s 8s", play=play)


def test_lead_reading_reasons():
    with pytest.raises(referee.IllegalPlayError) as e:
        referee.lead_reading(parse_cards("7s 7h"), "single")
    assert e.value.reason == "reading_not_available"
    assert e.value.params == {"cards": "7s 7h", "type": "single", "types": ["pair"]}
    with pytest.raises(referee.IllegalPlayError) as e:
        referee.lead_reading(parse_cards("7s 8h"))
    assert e.value.reason == "not_a_combination" and e.value.params == {"cards": "7s 8h"}
    with pytest.raises(referee.IllegalPlayError) as e:
        referee.lead_reading(parse_cards("7s"), "meteor")
    assert e.value.reason == "unknown_type"


# --------------------------------------------------------------------------- hint


def hints(hand: str, lead: str | None, ctx: dict | None = None) -> list[str]:
    got = ask(op="hint", hand=hand, lead=lead, ctx=ctx or {})
    assert "error" not in got, got
    return got["plays"]


def test_hint_cheapest_first_and_bombs_last():
    plays = hints("9s 9h 9d 9c 5s Ks 2s BJ", "4s")
    assert plays[:6] == ["5s", "9s", "Ks", "2s", "BJ", "9s 9h 9c 9d"]
    assert plays[6:] == ["9h", "9c", "9d"]  # the same plays with other suits come last


def test_hint_offers_bombs_when_only_bombs_beat():
    assert hints("3s 3h 3d 4s", "2s 2h") == ["3s 3h 3d"]
    assert hints("3s 4s", "2s") == []
    assert hints("3s 4s", "RJ RJ") == []


def test_hint_lists_other_suits_after_the_first_choice():
    plays = hints("7s 7h 4d", "5s")
    assert plays == ["7s", "7h"]
    plays = hints("7s 7h 7d 4d", "5s 5h")
    assert plays[0] == "7s 7h" and set(map(multiset, plays)) == {multiset(p) for p in ("7s 7h", "7s 7d", "7h 7d")}


def test_hint_follows_strict_shape():
    hand, lead = "8s 8h 8d 9s 9h 9d Ts", "7s 7h 7d 3s"
    default = {multiset(p) for p in hints(hand, lead)}
    strict = {multiset(p) for p in hints(hand, lead, {"strict_shape": True})}
    assert multiset("8s 8h 8d 9s 9h 9d") in default
    assert multiset("8s 8h 8d 9s 9h 9d") not in strict
    assert multiset("8s 8h 8d Ts") in strict and multiset("9s 9h 9d Ts") in strict


def test_hint_for_a_lead_starts_with_the_plan():
    plays = hints("3s 3h 4s 4h 5s 5h Ks Kh Kd As", None)
    assert {multiset(p) for p in plays[:2]} == {multiset("3s 3h 4s 4h 5s 5h"), multiset("Ks Kh Kd As")}
    assert "3s" in plays and "As" in plays


def test_hint_bad_lead_is_an_error():
    assert "error" in ask(op="hint", hand="3s", lead="3s 4s")


@settings(max_examples=40)
@given(card_sets(max_size=8, max_twos=2), card_sets(max_size=6), st.booleans(), st.booleans())
def test_hint_is_every_beating_play(hand_ranks, lead_ranks, use_lead, strict):
    hand = to_cards(hand_ranks)
    lead = to_cards(lead_ranks) if use_lead and P.readings(to_cards(lead_ranks)) else None
    top = P.best_reading(lead) if lead else None
    plays = advice.hint(hand, lead, {"strict_shape": strict})
    got = {tuple(sorted(c.rank.value for c in p)) for p in plays}
    assert got == brute_plays(hand_ranks, top, strict)
    assert len({tuple(sorted(c.index for c in p)) for p in plays}) == len(plays)
    for p in plays:
        assert not Counter(p) - Counter(hand)
    bombs = [P.beating_reading(p, top, strict).is_bomb if top else P.best_reading(p).is_bomb for p in plays]
    firsts = bombs[: len({tuple(sorted(c.rank.value for c in p)) for p in plays})]
    if top is not None and False in firsts:
        assert firsts[0] is False


# --------------------------------------------------------------------------- plan


def assert_partition(hand, plays):
    assert Counter(c for p in plays for c in p) == Counter(hand)
    assert all(P.readings(p) for p in plays)


def test_plan_sample_and_small_cases():
    assert len(advice.plan(parse_cards("3s 3h 4s 4h 5s 5h Ks Kh Kd As"), {})) <= 2
    assert advice.plan([], {}) == []
    assert len(advice.plan(parse_cards("7s 7h 7d 8s 8h 8d 5s 4s"), {})) == 1
    plays = advice.plan(parse_cards("3s 6s 7s 8s 9s Ts Js Jh Qs Qh Ks 2s"), {})
    assert len(plays) == 3  # 3 / 6-10 / JJ QQ K2
    plays = advice.plan(parse_cards("3h 5h 5d 6s Kh Kd Ac 2s 2h 2d BJ"), {})
    assert len(plays) == 2  # rocket 5-6 carrying 3 and A / BJ with K K


@settings(max_examples=40)
@given(card_sets(max_size=14, max_twos=4))
def test_plan_is_a_partition_into_legal_plays(ranks):
    hand = to_cards(ranks)
    plays = advice.plan(hand, {})
    assert_partition(hand, plays)
    if P.can_finish_in_one(hand):
        assert len(plays) == 1


def test_plan_of_big_hands_is_sound():
    rng = random.Random(11)
    for decks in (2, 5, 8):
        pack = make_pack(decks)
        rng.shuffle(pack)
        hand = pack[:54]
        plays = advice.plan(hand, {})
        assert_partition(hand, plays)
        assert len(plays) <= 8


# --------------------------------------------------------------------------- 天牌


def test_sky_ops_report_a_clear_error_without_scoring(monkeypatch):
    import desktop_app.engine.tiandiren as package

    monkeypatch.setitem(sys.modules, "desktop_app.engine.tiandiren.scoring", None)
    monkeypatch.delattr(package, "scoring", raising=False)
    got = ask(op="sky", cards="3s")
    assert "not available" in got["error"]
    got = ask(op="settle_sky", hands=["3s", "4s"], banker=0)
    assert "not available" in got["error"]
