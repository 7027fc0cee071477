"""The 原子 referee: the samples and rule cases beyond them, through the real dispatcher."""

import io
import json
import pathlib
import random
from collections import Counter

import pytest

from desktop_app import referee as judge  # the dispatcher behind python -m desktop_app.engine.judge
from desktop_app.engine.cards import make_pack, parse_cards

SAMPLES = pathlib.Path(__file__).resolve().parents[3] / "data" / "samples.jsonl"


def ask(**req):
    req.setdefault("game", "yuanzi")
    return judge.handle(req)


def norm(cards: str) -> Counter:
    return Counter(c.text for c in parse_cards(cards))


def yuanzi_samples():
    if not SAMPLES.exists():
        return []
    out = []
    for line in SAMPLES.read_text(encoding="utf-8").splitlines():
        if line.strip():
            case = json.loads(line)
            if case["req"].get("game") == "yuanzi":
                out.append(case)
    return out


@pytest.mark.parametrize("case", yuanzi_samples(), ids=lambda c: json.dumps(c["req"], ensure_ascii=False)[:80])
def test_samples(case):
    got = judge.handle(case["req"])
    want = case["want"]
    assert "error" not in got, got
    if "valid" in want:
        assert got["valid"] == want["valid"]
    if "types_include" in want:
        assert set(want["types_include"]) <= set(got["types"])
    if "types_exclude" in want:
        assert not set(want["types_exclude"]) & set(got["types"])
    if "beats" in want:
        assert got["beats"] == want["beats"]


def test_the_brief_samples_are_present():
    reqs = [c["req"] for c in yuanzi_samples()]
    assert any(r.get("cards") == "RJ BJ" for r in reqs)


@pytest.mark.parametrize(
    "cards, dao, types",
    [
        ("RJ BJ", "9", ["pair"]),
        ("5s 5h 5d 5c", "9", ["bomb"]),
        ("7s 7s 7s", "9", ["atom", "triple"]),
        ("RJ RJ RJ", "9", ["atom", "triple"]),
        ("9s 9s 9s", "9", ["atom", "triple"]),
        ("3s 3s 3h 3h 3c 3c 3d 3d", "9", ["hydrogen", "bomb"]),
        ("9h RJ", "9", []),
        ("9h RJ", "8", ["pair"]),
        ("3h RJ", "3", []),
        ("3h RJ", "RJ", []),  # a joker given as the 刀 rank means 3
        ("3h 4h", "9", []),
        ("10s 10h T♣", "9", ["triple"]),
    ],
)
def test_classify(cards, dao, types):
    got = ask(op="classify", cards=cards, ctx={"dao": dao})
    assert got["types"] == types
    assert got["valid"] is bool(types)


@pytest.mark.parametrize(
    "lead, play, dao, lead_type, want",
    [
        ("9h", "5s 5h 5d 5c", "9", None, False),
        ("9h", "9s 9s 9d 9c", "9", None, True),
        ("9h", "3d 3d 3d", "9", None, True),
        ("As As As", "Ks Ks Ks", "9", None, False),
        ("As As As", "Ks Ks Ks", "9", "triple", True),  # the K atom beats a triple
        ("Ks Ks Ks", "As As As", "9", "triple", True),
        ("Ks Ks Ks", "As Ah Ad", "9", "triple", True),
        ("Ks Ks Ks", "As Ah Ad", "9", None, False),
        ("3s 3s 3h 3h 3c 3c 3d 3d", "4s 4s 4h 4h 4c 4c 4d 4d", "9", None, True),
        ("3s 3s 3h 3h 3c 3c 3d 3d", "4s 4h 4c 4d 4d", "9", "bomb", False),
        ("3s 3s 3h 3h 3c 3c 3d 3d", "4s 4h 4c 4d 4d 4h 4c 4s 4s", "9", "bomb", True),
        ("4s 4h 4d 4c", "3s 3h 3d 3c", "9", None, False),
        ("2h", "Kd", "K", None, True),
        ("Kd", "2h", "K", None, False),
        ("RJ", "4d", "4", None, True),
        ("7h", "8h 9h", "9", None, False),  # not a combination: does not beat
    ],
)
def test_beats(lead, play, dao, lead_type, want):
    req = {"op": "beats", "lead": lead, "play": play, "ctx": {"dao": dao}}
    if lead_type:
        req["lead_type"] = lead_type
    got = ask(**req)
    assert got.get("beats") is want, got


@pytest.mark.parametrize(
    "req",
    [
        {"op": "classify", "cards": "3s"},  # dao is required
        {"op": "classify", "cards": "3s", "ctx": {}},
        {"op": "classify", "cards": "3s", "ctx": {"dao": "X"}},
        {"op": "classify", "cards": "3s", "ctx": {"dao": "9", "laizi": "3"}},
        {"op": "beats", "lead": "3s 4s", "play": "5s", "ctx": {"dao": "9"}},  # lead is no combination
        {"op": "beats", "lead": "3s", "play": "5s", "ctx": {"dao": "9"}, "lead_type": "pair"},
        {"op": "beats", "lead": "3s", "play": "5s", "ctx": {"dao": "9"}, "lead_type": "rocket"},
    ],
)
def test_errors(req):
    assert "error" in ask(**req)


def hint(hand, lead, dao="9"):
    got = ask(op="hint", hand=hand, lead=lead, ctx={"dao": dao})
    assert "error" not in got, got
    return got["plays"]


def test_hint_lists_every_beating_play_best_first():
    plays = hint("3s 5h 5d 9s Kc RJ", "4h")
    assert plays[0] == "5h"  # the cheapest beating single first
    assert {p for p in plays} == {"5h", "5d", "Kc", "9s"}
    assert plays.index("Kc") < plays.index("9s")  # a normal single before the 刀 single
    assert hint("3s 5h 5d 9s Kc RJ", "9h") == []
    pairs = hint("3s 5h 5d 9s Kc RJ", "4h 4d")
    assert pairs[0] == "5h 5d"  # no joker spent when naturals do
    assert set(pairs) == {"5h 5d", "5h RJ", "5d RJ", "Kc RJ"}


def test_hint_bombs_come_after_plain_plays_and_atoms_after_bombs():
    plays = hint("6s 6s 6s 7h 7d 7c 7s 8d", "5h 5d 5c")
    triples = ["6s 6s 6s", "7s 7h 7c", "7s 7h 7d", "7s 7c 7d", "7h 7c 7d"]
    assert set(triples) <= set(plays)
    assert plays.index("7s 7h 7c 7d") > max(plays.index(t) for t in triples[1:])
    assert plays[-1] == "6s 6s 6s"  # playing the atom as a triple costs the atom


def test_hint_for_a_lead_and_for_dao_leads():
    assert hint("4h", None) == ["4h"]
    assert hint("9h 9d", "2s 2h") == ["9h 9d"]
    assert hint("9h 9d 9c 9s", "9h") == ["9s 9h 9c 9d"]


def test_hint_plays_are_legal_distinct_and_from_the_hand():
    rng = random.Random(5)
    pack = make_pack(3)
    for _ in range(20):
        rng.shuffle(pack)
        hand = " ".join(c.text for c in pack[:20])
        lead = rng.choice([None, "4h", "Qs Qd", "7s 7h 7c", "5s 5h 5d 5c", "Th Th Th"])
        plays = hint(hand, lead)
        assert len({tuple(sorted(norm(p).elements())) for p in plays}) == len(plays)
        for p in plays:
            assert not norm(p) - norm(hand)
            assert ask(op="classify", cards=p, ctx={"dao": "9"})["valid"]
            if lead:
                assert ask(op="beats", lead=lead, play=p, ctx={"dao": "9"})["beats"]


def plan(hand, dao="9"):
    got = ask(op="plan", hand=hand, ctx={"dao": dao})
    assert "error" not in got, got
    return got["plays"]


@pytest.mark.parametrize(
    "hand, dao, most",
    [
        ("3s 3h 4s 4h 5s 5h Ks Kh Kd As", "9", 5),
        ("3s 3h RJ 9s 9s 9s Kd", "9", 3),
        ("9s 9h RJ BJ", "9", 2),  # jokers cannot join the 刀 cards
        ("RJ BJ BJ", "9", 1),
        ("3s RJ", "3", 2),
        ("7s 7s 7s 7h 7h 7h 7c 7c 7c 7d 7d 7d", "9", 1),
    ],
)
def test_plan_is_a_minimal_partition(hand, dao, most):
    plays = plan(hand, dao)
    assert len(plays) == most
    total = Counter()
    for p in plays:
        total += norm(p)
        assert ask(op="classify", cards=p, ctx={"dao": dao})["valid"], p
    assert total == norm(hand)


def test_plan_keeps_atoms_when_jokers_have_another_home():
    plays = plan("7s 7s 7s 8h 8d RJ")
    assert "7s 7s 7s" in plays and "8h 8d RJ" in plays


def test_plan_of_full_hands_is_fast_and_minimal():
    rng = random.Random(11)
    pack = make_pack(3)
    for _ in range(10):
        rng.shuffle(pack)
        hand = pack[:41]
        plays = plan(" ".join(c.text for c in hand))
        ranks = {c.rank for c in hand if not c.is_joker}
        assert len(plays) <= len(ranks) + 1


def test_referee_cli_answers_yuanzi():
    out = io.StringIO()
    judge.main(
        io.BytesIO(b'{"id": 1, "op": "classify", "game": "yuanzi", "cards": "RJ BJ", "ctx": {"dao": "9"}}\n'), out
    )
    assert json.loads(out.getvalue()) == {"id": 1, "valid": True, "types": ["pair"]}
