"""Every referee sample of ``tests/data/samples.jsonl`` (a copy of the shared spec's
samples) gets the reply it lists, judged the way the spec README describes."""

from __future__ import annotations

import json
import pathlib
from collections import Counter

import pytest

from desktop_app.engine.cards import parse_cards
from desktop_app.engine.judge import handle

SAMPLES = pathlib.Path(__file__).parents[2] / "data" / "samples.jsonl"
CASES = [json.loads(line) for line in SAMPLES.read_text(encoding="utf-8").splitlines() if line.strip()]


def _multiset(text: str) -> Counter:
    return Counter(c.text for c in parse_cards(text))


def check(req: dict, want: dict, got: dict) -> None:
    if "error" in want:
        assert "error" in got
        return
    assert "error" not in got, got
    if "valid" in want:
        assert got["valid"] == want["valid"]
    if "types_include" in want:
        assert set(want["types_include"]) <= set(got["types"])
    if "types_exclude" in want:
        assert not set(want["types_exclude"]) & set(got["types"])
    for key in ("beats", "ok"):
        if key in want:
            assert got[key] == want[key]
    if "sky" in want:
        assert sorted(got["sky"]) == sorted(want["sky"])
    if "seats" in want:
        assert len(got["seats"]) == len(want["seats"])
        for g, w in zip(got["seats"], want["seats"], strict=True):
            assert (g["class"], sorted(g["kinds"]), g["score"]) == (w["class"], sorted(w["kinds"]), w["score"])
    if "empty" in want:
        plays = got["plays"]
        assert (len(plays) == 0) == want["empty"]
        have = [_multiset(p) for p in plays]
        for m in want.get("must_include", []):
            assert _multiset(m) in have
        hand = _multiset(req["hand"])
        assert all(not (h - hand) for h in have)
    if "plan_max" in want:
        plays = got["plays"]
        assert 0 < len(plays) <= want["plan_max"]
        assert sum((_multiset(p) for p in plays), Counter()) == _multiset(req["hand"])
        for p in plays:
            extra = {"ctx": req["ctx"]} if "ctx" in req else {}
            assert handle({"op": "classify", "game": req["game"], "cards": p, **extra})["valid"], p


@pytest.mark.parametrize(
    "case", CASES, ids=[f"{i}-{c['req'].get('game')}-{c['req'].get('op')}" for i, c in enumerate(CASES)]
)
def test_sample(case):
    check(case["req"], case["want"], handle(dict(case["req"], id=1)))
