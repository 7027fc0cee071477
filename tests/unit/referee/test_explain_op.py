"""The referee's ``explain`` op (#26): the rule applied, its rules section and source, and
a text in three languages from a catalogue that agrees with the app's translations."""

from __future__ import annotations

import importlib.util
import pathlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.engine.explain import rule_anchors
from desktop_app.referee import handle
from desktop_app.referee.explain_texts import CATALOGUE

ROOT = pathlib.Path(__file__).resolve().parents[3]

CASES = [
    # request fields, expected (valid, reason, rule, source), words in the English text
    ({"game": "tiandiren", "play": "7s 2h"}, (True, None, "combinations", "seed"), ["Pair", "stand in"]),
    ({"game": "tiandiren", "play": "3s 3h", "lead": "4s 4h"}, (False, "does_not_beat", "comparison", "seed"), []),
    ({"game": "tiandiren", "play": "3s 5h"}, (False, "not_a_combination", "combinations", "seed"), []),
    ({"game": "tiandiren", "play": "6s 6h 6c 7s", "lead": "5s 5h 5c", "ctx": {"strict_shape": True}},
     (False, "does_not_beat", "comparison", "option:strict_shape"), ["Strict shapes"]),
    ({"game": "tiandiren", "play": "9s 9h 9c 9d", "lead": "As Ah"}, (True, None, "comparison", "seed"), ["A bomb beats"]),
    ({"game": "doudizhu", "play": "9s 7h", "lead": "5s 5h", "ctx": {"laizi": "7"}}, (True, None, "comparison", "seed"),
     ["wild cards", "stand in as 9"]),
    ({"game": "doudizhu", "play": "5s 5h 5c 5d", "lead": "RJ BJ"}, (False, "does_not_beat", "comparison",
     "decision:doudizhu.bomb_ladder"), []),
    ({"game": "hongwu", "play": "5h", "ctx": {"trump": "s"}}, (True, None, "combinations", "seed"), ["highest trump"]),
    ({"game": "hongwu", "play": "3s 4h", "ctx": {"trump": "c"}}, (False, "mixed_suits", "combinations", "seed"), []),
    ({"game": "hongwu", "play": "RJ BJ", "ctx": {"trump": "c"}}, (False, "trump_throw", "combinations", "seed"), []),
    ({"game": "yuanzi", "play": "9s RJ", "ctx": {"dao": "9"}}, (False, "dao_with_joker", "combinations",
     "decision:yuanzi.dao_no_joker"), []),
    ({"game": "yuanzi", "play": "9s 9h", "lead": "As Ah", "ctx": {"dao": "9"}}, (True, None, "comparison", "seed"),
     ["Knife", "rank 9"]),
    ({"game": "shengsidu", "play": "8s 8h 8c 3d", "ctx": {"last_cards": True}}, (True, None, "combinations", "seed"),
     ["whole remaining hand"]),
    ({"game": "shengsidu", "play": "4s 4h", "lead": "3s 3h 3c 3d"}, (False, "does_not_beat", "comparison", "seed"), []),
    ({"game": "shengsidu", "play": "", "lead": "3s"}, (False, "no_cards", "play", "seed"), []),
]


@pytest.mark.parametrize(("fields", "want", "words"), CASES)
def test_explain_op(fields, want, words):
    replies = {lang: handle({"op": "explain", "id": 1, "lang": lang, **fields}) for lang in ("en", "zh_CN", "zh_TW")}
    en = replies["en"]
    assert "error" not in en, en
    assert (en["valid"], en["reason"], en["rule"], en["source"]) == want
    assert en["rule"] in rule_anchors(fields["game"])
    assert (en["type"] is None) == (not en["valid"])
    for w in words:
        assert w in en["text"], en["text"]
    texts = [r["text"] for r in replies.values()]
    assert len(set(texts)) == 3 and all("{" not in t for t in texts)
    assert "（规则：" in replies["zh_CN"]["text"] and "（規則：" in replies["zh_TW"]["text"]
    for r in replies.values():  # the language changes the text only
        assert {k: v for k, v in r.items() if k != "text"} == {k: v for k, v in en.items() if k != "text"}


def test_lang_defaults_to_english_and_is_checked():
    assert handle({"op": "explain", "game": "tiandiren", "play": "3s"})["text"].endswith("(Rules: Combinations)")
    assert "error" in handle({"op": "explain", "game": "tiandiren", "play": "3s", "lang": "fr"})
    assert "error" in handle({"op": "explain", "game": "tiandiren", "play": "3s", "lead": "3s 5h"})  # no legal lead
    assert "error" in handle({"op": "explain", "game": "hongwu", "play": "3s"})  # ctx.trump required
    assert "error" in handle({"op": "explain", "game": "doudizhu", "play": "3s", "lead": "3s"})  # one deck


def test_the_catalogue_is_the_translations():
    spec = importlib.util.spec_from_file_location("explain_catalogue", ROOT / "translations" / "explain_catalogue.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    assert module.catalogue() == CATALOGUE, "run translations/explain_catalogue.py after translations/update.py"
    for lang in ("zh_CN", "zh_TW"):
        assert CATALOGUE[lang]["Explain"]["(Rules: {section})"]
        assert CATALOGUE[lang]["Texts"]["Pair"]


def test_the_documented_examples_are_the_replies():
    import json

    text = (ROOT / "docs" / "referee.md").read_text(encoding="utf-8").split("## The `explain` op", 1)[1]
    asked = [json.loads(line[2:]) for line in text.splitlines() if line.startswith("> {")]
    said = [json.loads(line[2:]) for line in text.splitlines() if line.startswith("< {")]
    assert len(asked) == len(said) >= 4
    for req, reply in zip(asked, said, strict=True):
        assert handle(req) == reply


def _generated(seed: int) -> dict:
    """An explain request from the referee fuzzer's generators: a shape or a random set as
    the play, sometimes a lead, a ctx (mostly valid), any language."""
    import random

    from ._fuzz import F

    rng = random.Random(seed)
    game = rng.choice(sorted(F.GAMES))
    req: dict = {"op": "explain", "game": game, "id": seed, "play": " ".join(F.cards(game, rng)), "ctx": F.ctx(game, rng)}
    if rng.random() < 0.6:
        req["lead"] = " ".join(F.cards(game, rng))
    req["lang"] = rng.choice(["en", "zh_CN", "zh_TW", "en", None])
    return req


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_generated_explain_requests_are_answered_or_refused_with_a_reason(seed):
    req = _generated(seed)
    reply = handle(req)
    assert not reply.get("error", "").startswith("internal error"), (req, reply)
    if "error" in reply:
        return
    assert reply["rule"] in rule_anchors(req["game"]) and reply["text"]
    kind, _, name = reply["source"].partition(":")
    assert kind in ("seed", "option", "decision")
    if req.get("lead") and reply["valid"]:  # the beats op agrees
        assert handle({**req, "op": "beats"})["beats"] is True
    if not req.get("lead"):
        classified = handle({"op": "classify", "game": req["game"], "cards": req["play"], "ctx": req["ctx"]})
        assert classified.get("valid", False) == reply["valid"] or not req["play"].strip()
