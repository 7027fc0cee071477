"""The doudizhu referee: the spec samples, rule cases beyond them, hints and plans."""

import json
import pathlib
import time
from collections import Counter

import pytest

from desktop_app import referee as judge  # the dispatcher behind python -m desktop_app.engine.judge
from desktop_app.engine.cards import Rank, full_deck, parse_cards
from desktop_app.engine.doudizhu import advice, referee
from desktop_app.engine.doudizhu.patterns import counts_of, readings, readings_of_counts, strongest

ROOT = pathlib.Path(__file__).resolve().parents[4]
SAMPLES = [
    json.loads(line)
    for name in ("tests/data/samples.jsonl",)
    for line in (ROOT / name).read_text(encoding="utf-8").splitlines()
    if line.strip() and json.loads(line)["req"].get("game") == "doudizhu"
]


def norm(text):
    return Counter(c.text for c in parse_cards(text))


@pytest.mark.parametrize("case", SAMPLES, ids=lambda c: json.dumps(c["req"])[:80])
def test_spec_samples(case):
    req, want = case["req"], case["want"]
    got = judge.handle(req)
    assert "error" not in got, got
    if "valid" in want:
        assert got["valid"] == want["valid"]
    assert set(want.get("types_include", [])) <= set(got.get("types", []))
    assert not set(want.get("types_exclude", [])) & set(got.get("types", []))
    if "beats" in want:
        assert got["beats"] == want["beats"]
    if "empty" in want:
        assert (got["plays"] == []) == want["empty"]
        have = [norm(p) for p in got["plays"]]
        for m in want.get("must_include", []):
            assert norm(m) in have
    if "plan_max" in want:
        assert 0 < len(got["plays"]) <= want["plan_max"]


def ask(**req):
    return judge.handle({"game": "doudizhu", **req})


def test_referee_ctx_and_errors():
    assert ask(op="classify", cards="4s 4h", ctx={"laizi": "4"})["types"] == ["pair"]
    assert ask(op="classify", cards="4s 9h", ctx={"laizi": 4})["types"] == ["pair"]
    assert "error" in ask(op="classify", cards="3s", ctx={"laizi": "BJ"})
    assert "error" in ask(op="classify", cards="3s", ctx={"trump": "s"})
    assert "error" in ask(op="beats", lead="3s 4h", play="5s")
    assert "error" in ask(op="beats", lead="3s", play="5s", lead_type="pair")
    assert "error" in ask(op="beats", lead="3s", play="5s", lead_type="flush")
    assert ask(op="beats", lead="3s", play="3h 4h")["beats"] is False
    assert ask(op="classify", cards="")["valid"] is False


BEYOND = [
    # classify with types_include / exclude
    ({"op": "classify", "cards": "4s 4h 4d 4c", "ctx": {"laizi": "4"}}, {"types": ["laizi_bomb"]}),
    ({"op": "classify", "cards": "4s 4h 4d 5c", "ctx": {"laizi": "4"}}, {"types": ["soft_bomb", "trio_single"]}),
    ({"op": "classify", "cards": "4s 4h 4d 4c"}, {"types": ["bomb"]}),
    ({"op": "classify", "cards": "Qs Ks As 2s 4h", "ctx": {"laizi": "4"}}, {"valid": False}),
    ({"op": "classify", "cards": "Js Qs Ks As 4h", "ctx": {"laizi": "4"}}, {"types": ["straight"]}),
    ({"op": "classify", "cards": "3s 3h 3d 5s 5h 5d 7s 8s"}, {"valid": False}),
    # beats
    ({"op": "beats", "lead": "Ks Kh Kd 4s", "play": "3s 3h 3d 3c", "ctx": {"laizi": "4"}}, {"beats": True}),
    ({"op": "beats", "lead": "3s 3h 3d 3c", "play": "Ks Kh Kd 4s", "ctx": {"laizi": "4"}}, {"beats": False}),
    ({"op": "beats", "lead": "4s 4h 4d 4c", "play": "BJ RJ", "ctx": {"laizi": "4"}}, {"beats": True}),
    ({"op": "beats", "lead": "2s 2h 2d 2c", "play": "4s 4h 4d 4c", "ctx": {"laizi": "4"}}, {"beats": True}),
    ({"op": "beats", "lead": "Ks Kh Kd 4s", "play": "As 4h 4d 4c", "ctx": {"laizi": "4"}}, {"beats": True}),
    ({"op": "beats", "lead": "Ts", "play": "4s", "ctx": {"laizi": "4"}}, {"beats": False}),
    ({"op": "beats", "lead": "3s 3h", "play": "4s 4h", "ctx": {"laizi": "4"}}, {"beats": True}),
    ({"op": "beats", "lead": "5s 5h", "play": "4s 4h", "ctx": {"laizi": "4"}}, {"beats": False}),
    ({"op": "beats", "lead": "3s 3h 3d 5s", "play": "6s 6h 6d 7s 7h"}, {"beats": False}),
    ({"op": "beats", "lead": "3s 3h 4s 4h 5s 5h", "play": "Ts Th Js Jh Qs Qh Ks Kh"}, {"beats": False}),
]


@pytest.mark.parametrize("req,want", BEYOND)
def test_rule_cases_beyond_the_samples(req, want):
    got = ask(**req)
    for k, v in want.items():
        assert got[k] == v, got


def test_hint_lists_every_beating_body_once():
    plays = ask(op="hint", hand="3s 3h 5s 5h 5d 7c 9s 9h 9d 9c BJ", lead="4s 4h", ctx={"laizi": None})["plays"]
    assert plays[0] == "9s 9h" or plays[0] == "5s 5h"
    assert norm(plays[-1]) == norm("9s 9h 9d 9c")  # the bomb comes last
    got = {frozenset(norm(p).items()) for p in plays}
    assert len(got) == len(plays)
    assert {frozenset(norm(p).items()) for p in ["5s 5h", "9s 9h", "9s 9h 9d 9c"]} <= got
    assert ask(op="hint", hand="3s 4s", lead="BJ RJ")["plays"] == []
    assert ask(op="hint", hand="3s", lead="3h")["plays"] == []


def test_hint_leads_and_order():
    from desktop_app.ai.doudizhu.hints import hint_moves

    hand = "3s 4s 5s 6s 7s 9h 9d Kc 2s 2h 2d 2c"
    plays = ask(op="hint", hand=hand, lead=None)["plays"]
    assert plays[0] == "3s 4s 5s 6s 7s"
    bodies = len(hint_moves(counts_of(parse_cards(hand)), None, None))
    assert norm(plays[bodies - 1]) == norm("2s 2h 2d 2c")  # bombs last among the bodies
    assert "9h 9d" in plays and "Kc" in plays
    # then the other kicker choices of the same bodies
    kicked = {"trio_single", "trio_pair", "four_two_single", "four_two_pair", "plane_single", "plane_pair"}
    for p in plays[bodies:]:
        assert set(ask(op="classify", cards=p)["types"]) & kicked, p
    # kickers: the cheapest in the body's entry, every other choice after all the bodies
    plays = ask(op="hint", hand="5s 5h 5d 3c 9d Kc", lead=None)["plays"]
    assert plays.count("3c 5s 5h 5d") == 1
    others = [i for i, p in enumerate(plays) if set(p.split()) in ({"5s", "5h", "5d", "9d"}, {"5s", "5h", "5d", "Kc"})]
    assert len(others) == 2 and min(others) > plays.index("3c 5s 5h 5d")
    got = {frozenset(norm(p).items()) for p in plays}
    assert len(got) == len(plays)


def test_hint_with_laizi():
    plays = ask(op="hint", hand="9s 5h 6h 7h 8h Kd", lead="3s 4s 5s 6s 7s", ctx={"laizi": "9"})["plays"]
    assert "5h 6h 7h 8h 9s" in plays
    plays = ask(op="hint", hand="9s Kd Ks 3c", lead="Qs Qh Qd 3d", ctx={"laizi": "9"})["plays"]
    assert plays and all(readings(parse_cards(p), Rank.NINE) for p in plays)
    assert any(set(p.split()) >= {"Kd", "Ks", "9s"} for p in plays)


def test_hint_speed_without_laizi():
    rng = __import__("random").Random(1)
    deck = full_deck()
    worst = 0.0
    for _ in range(200):
        rng.shuffle(deck)
        hand = counts_of(deck[:20])
        top = strongest(deck[20:21])
        t = time.perf_counter()
        advice.hint_moves(hand, None, top)
        worst = max(worst, time.perf_counter() - t)
    assert worst < 0.05  # generous for CI; the benchmark holds the real target


@pytest.mark.parametrize(
    "hand,laizi,most",
    [
        ("3s 4s 5s 6s 7s 9h 9d 9c 8h 8d", None, 2),
        ("3s 3h 3d 4s 4h 4d 5c 6c", None, 1),
        ("3s 3h 3d 3c 5s 8s 9s 9h 9d Th Td", None, 3),
        ("3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks As 2s 2h BJ RJ", None, 3),
        ("4s 6s 6h 7s 7h 7d 8s 9s", "4", 2),
        ("4s 4h 4d 4c", "4", 1),
        ("4s 8s 9s Js Qs", "4", 1),
        ("Ts Js Qs Ks As 3h", None, 2),
    ],
)
def test_plan_partitions_into_few_legal_plays(hand, laizi, most):
    got = ask(op="plan", hand=hand, ctx={"laizi": laizi})["plays"]
    assert 0 < len(got) <= most, got
    total = Counter()
    for p in got:
        total.update(norm(p))
        assert readings(parse_cards(p), None if laizi is None else Rank.parse(laizi)), p
    assert total == norm(hand)


def test_plan_random_hands_are_partitions_of_legal_plays():
    rng = __import__("random").Random(2)
    deck = full_deck()
    for i in range(30):
        rng.shuffle(deck)
        hand = counts_of(deck[:20])
        lz = None if i % 2 else rng.randrange(13)
        plan = advice.plan_counts(hand, lz)
        assert [sum(x) for x in zip(*plan, strict=True)] == list(hand)
        assert all(readings_of_counts(p, lz) for p in plan)


def test_referee_module_contract():
    assert referee.CTX == {"laizi": ("rank_or_null", None)}
    assert frozenset() == referee.CTX_REQUIRED
