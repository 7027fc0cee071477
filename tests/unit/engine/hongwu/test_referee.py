"""The 红五 referee ops through the judge, beyond the shared samples."""

import json
import pathlib
import random
from collections import Counter

import pytest

from desktop_app.engine.cards import Suit, format_cards, make_pack, parse_cards
from desktop_app.engine.hongwu import patterns
from desktop_app.engine.hongwu.cards_order import TRUMP, order_for
from desktop_app.referee import handle

SAMPLES = pathlib.Path(__file__).parents[3] / "data" / "samples.jsonl"


def ask(**req):
    return handle({"game": "hongwu", "id": 1, **req})


def test_shared_samples_for_hongwu():
    cases = [json.loads(line) for line in SAMPLES.read_text(encoding="utf-8").splitlines() if line.strip()]
    mine = [c for c in cases if c["req"].get("game") == "hongwu"]
    assert mine
    for case in mine:
        got = handle(dict(case["req"], id=1))
        assert "error" not in got, (case, got)
        for key in ("valid", "beats", "ok"):
            if key in case["want"]:
                assert got[key] == case["want"][key], (case, got)
        assert set(case["want"].get("types_include", [])) <= set(got.get("types", []))


@pytest.mark.parametrize(
    "cards,trump,types",
    [
        ("5h 5h RJ RJ", "c", ["tractor"]),
        ("Kc Kc Jc Jc 8c", "s", ["throw"]),
        ("2h 2c", "s", []),
        ("RJ BJ", "d", []),
        ("3h", "d", ["single"]),
        ("4h 4h 6h 6h", "d", ["tractor"]),
        ("As Ac", "h", []),
    ],
)
def test_classify(cards, trump, types):
    got = ask(op="classify", cards=cards, ctx={"trump": trump})
    assert got["types"] == types and got["valid"] is bool(types)


@pytest.mark.parametrize(
    "lead,play,trump,want",
    [
        ("Kc Kc Jc Jc 8c", "9s 9s 4s 4s Js", "s", True),
        ("Kc Kc Jc Jc 8c", "9s 9s 4s Js Qs", "s", False),
        ("7d 7d", "5h 5h", "c", True),
        ("5h", "5h", "s", False),
        ("4d 4d 3d 3d", "6d 6d 5d 5d", "s", True),
        ("9h 9h 8h 8h", "2c 2c 2d 2d", "s", False),  # two 副2 pairs are no tractor
        ("9h 9h 8h 8h", "2s 2s 2d 2d", "s", True),
        ("Ah", "2h", "s", True),  # 副2 is a trump
        ("Ah", "Kd", "s", False),
        ("3c", "4c", "h", True),  # the off-colour 3 is the lowest club
        ("3c", "4c", "s", False),  # 3c is 副参谋 with spades trump
    ],
)
def test_beats(lead, play, trump, want):
    assert ask(op="beats", lead=lead, play=play, ctx={"trump": trump})["beats"] is want


def test_beats_with_lead_type_and_errors():
    assert (
        ask(op="beats", lead="Kc Kc Jc Jc 8c", play="9s 9s 4s 4s Js", ctx={"trump": "s"}, lead_type="throw")["beats"]
        is True
    )
    assert "error" in ask(op="beats", lead="Kc Kc", play="Ac Ac", ctx={"trump": "s"}, lead_type="single")
    assert "error" in ask(op="beats", lead="As Ac", play="2s 2s", ctx={"trump": "h"})
    assert "error" in ask(op="beats", lead="As", play="2s", ctx={})  # trump is required
    assert "error" in ask(op="beats", lead="As", play="2s", ctx={"trump": "x"})
    assert "error" in ask(op="classify", cards="As", ctx={"trump": "s", "laizi": "3"})


@pytest.mark.parametrize(
    "hand,lead,play,trump,ok",
    [
        ("9c 5h 4d", "Ah", "5h", "s", True),
        ("Ks 2c 9h", "As", "9h", "s", False),
        ("3d 9c 9c", "Kh", "9c", "d", True),  # 3d is 正参谋, a trump: no hearts held
        ("3h 9c", "Kh", "9c", "d", True),  # 3h is 副参谋 with diamonds trump: no hearts held
        ("3h 9c", "Kh", "9c", "s", False),  # 3h is the lowest heart with spades trump
        ("Ac Ac Kc Qc", "7c 7c", "Kc Qc", "s", True),  # pairs need not follow pairs by default
        ("Ac 4d 4d", "7c 7c", "4d 4d", "s", False),
        ("Ac 4d 4d", "7c 7c", "Ac 4d", "s", True),
    ],
)
def test_follow_ok(hand, lead, play, trump, ok):
    assert ask(op="follow_ok", hand=hand, lead=lead, play=play, ctx={"trump": trump})["ok"] is ok


def _ms(text):
    return Counter(c.text for c in parse_cards(text))


def test_hint_beating_plays_and_leads():
    got = ask(op="hint", hand="Ah Kh 3h 2h 9d", lead="Qh", ctx={"trump": "s"})["plays"]
    assert got == ["Kh", "Ah"]
    assert ask(op="hint", hand="Jh 4s", lead="Qh", ctx={"trump": "s"})["plays"] == []
    got = ask(op="hint", hand="9s 9s 4s 4s Js 7d", lead="Kc Kc Jc Jc 8c", ctx={"trump": "s"})["plays"]
    assert _ms("9s 9s 4s 4s Js") in [_ms(p) for p in got]
    leads = ask(op="hint", hand="RJ RJ BJ BJ 7c 9d", lead=None, ctx={"trump": "s"})["plays"]
    assert leads[0] == "RJ RJ BJ BJ" and "7c" in leads and len(set(leads)) == len(leads)


def test_hint_lists_every_ruff_of_a_throw():
    # no clubs and ten single trumps: every 3 of them ruff the thrown clubs and win
    hand = "3s 4s 6s 7s 8s 9s Ts Js Qs Ks 9d"
    got = ask(op="hint", hand=hand, lead="Ac Kc Qc", ctx={"trump": "s"})["plays"]
    assert len(got) == len({frozenset(_ms(p).items()) for p in got}) == 120  # C(10, 3)
    assert all(ask(op="follow_ok", hand=hand, lead="Ac Kc Qc", play=p, ctx={"trump": "s"})["ok"] for p in got)
    assert _ms(got[0]) == _ms("4s 6s 7s")  # the cheapest ruff first (3s is the 正参谋)


def test_hint_lists_every_throw_attempt_when_leading():
    hand = "Ac Kc Kc 7c 9d RJ"
    leads = ask(op="hint", hand=hand, lead=None, ctx={"trump": "s"})["plays"]
    got = {frozenset(_ms(p).items()) for p in leads}
    assert len(got) == len(leads)
    # the clubs held (A, K K, 7) have 8 parts of two or more cards: all but the pair Kc Kc are throws
    throws = [p for p in leads if ask(op="classify", cards=p, ctx={"trump": "s"})["types"] == ["throw"]]
    assert len(throws) == 7
    for part in ("Ac Kc", "Ac 7c", "Kc 7c", "Kc Kc 7c", "Ac Kc Kc", "Ac Kc 7c", "Ac Kc Kc 7c"):
        assert frozenset(_ms(part).items()) in got


def test_plan():
    hand = "5h 5h RJ RJ BJ 2h 2h 2c 2c As As Ac Kc Kc Qc Qc 9d"
    plays = ask(op="plan", hand=hand, ctx={"trump": "s"})["plays"]
    assert sum((_ms(p) for p in plays), Counter()) == _ms(hand)
    # trumps: 5h5h RJRJ | BJ | 2h2h AsAs | 2c2c; the clubs thrown together; 9d
    assert len(plays) == 6
    assert _ms("Ac Kc Kc Qc Qc") in [_ms(p) for p in plays]
    for p in plays:
        assert ask(op="classify", cards=p, ctx={"trump": "s"})["valid"]


@pytest.mark.parametrize("seed", range(20))
def test_plan_throws_each_plain_suit_whole(seed):
    rng = random.Random(seed)
    trump = "shcd"[seed % 4]
    cards = rng.sample(make_pack(2), 25)
    hand = format_cards(cards)
    plays = ask(op="plan", hand=hand, ctx={"trump": trump})["plays"]
    assert sum((_ms(p) for p in plays), Counter()) == _ms(hand)
    for p in plays:
        assert ask(op="classify", cards=p, ctx={"trump": trump})["valid"], p
    # fewest: the trump components (trumps cannot be thrown), then one lead per plain suit
    order = order_for(Suit.parse(trump))
    plain = {order.cls[c.index] for c in cards} - {TRUMP}
    trump_parts = [p for p in patterns.plan(cards, order) if order.cls[p[0].index] == TRUMP]
    assert len(plays) == len(trump_parts) + len(plain)


def test_cli_answers_hongwu_lines():
    import subprocess
    import sys

    lines = [
        {"id": 1, "op": "classify", "game": "hongwu", "cards": "RJ RJ BJ BJ", "ctx": {"trump": "h"}},
        {
            "id": 2,
            "op": "follow_ok",
            "game": "hongwu",
            "hand": "9c 5h 4d",
            "lead": "Ah",
            "play": "5h",
            "ctx": {"trump": "s"},
        },
        {"id": 3, "op": "classify", "game": "hongwu", "cards": "7h"},
    ]
    p = subprocess.run(
        [sys.executable, "-m", "desktop_app.engine.judge"],
        input="".join(json.dumps(x) + "\n" for x in lines),
        capture_output=True,
        text=True,
        timeout=60,
    )
    replies = [json.loads(line) for line in p.stdout.splitlines()]
    assert replies[0] == {"id": 1, "valid": True, "types": ["tractor"]}
    assert replies[1] == {"id": 2, "ok": True}
    assert replies[2]["id"] == 3 and "trump" in replies[2]["error"]
