# ruff: noqa: E501
"""Why? explanations (``desktop_app.engine.explain``): every reason code each game's engine
can raise has its own explanation, every rule cited is a section of the game's rules page in
all three languages, every source is the seed, a room option of the game or a recorded
product decision, rule tables per game, and random legal and illegal plays from random
deals are always explained."""

from __future__ import annotations

import ast
import dataclasses
import pathlib
import random
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop_app.ai.play import bots_for
from desktop_app.engine import GAME_IDS, game_class, new_game
from desktop_app.engine.core import Action, EngineError, Event
from desktop_app.engine.explain import (
    COMMON_KINDS,
    COMMON_REFUSALS,
    DECISIONS,
    LANGUAGES,
    Explanation,
    explain_error,
    explain_play,
    explain_refusal,
    explain_score,
    explain_step,
    game_table,
    render,
    rule_anchors,
)

ROOT = pathlib.Path(__file__).resolve().parents[3]
ENGINE = ROOT / "desktop_app" / "engine"
SPEC = ROOT.parent / "shared" / "spec"
PLAYERS = {"tiandiren": 3, "doudizhu": 3, "hongwu": 4, "yuanzi": 4, "shengsidu": 3}


def _english(_ctx: str, text: str) -> str:
    return text


# --------------------------------------------------------------------------- the scan


def _call_name(node: ast.Call) -> str:
    f = node.func
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""


def _const(node: ast.AST | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _trees(paths: list[pathlib.Path]) -> list[ast.Module]:
    return [ast.parse(p.read_text(encoding="utf-8")) for p in paths]


def _error_classes() -> set[str]:
    trees = _trees(sorted(ENGINE.rglob("*.py")))
    names, grew = {"EngineError"}, True
    while grew:
        grew = False
        for tree in trees:
            for node in ast.walk(tree):
                if isinstance(node, ast.ClassDef) and node.name not in names:
                    bases = {b.id if isinstance(b, ast.Name) else getattr(b, "attr", "") for b in node.bases}
                    if bases & names:
                        names.add(node.name)
                        grew = True
    return names


def _reasons(paths: list[pathlib.Path]) -> set[str]:
    """Reason codes raised in these files: an error class's second argument or ``reason=``,
    the reasons of ``ActionSpec`` rows, ``default_reason`` values, and the codes returned by
    a function named ``refusal`` (原子 computes one)."""
    classes, found = _error_classes(), set()
    for tree in _trees(paths):
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                name = _call_name(node)
                if name in classes:
                    if len(node.args) >= 2 and _const(node.args[1]):
                        found.add(_const(node.args[1]))
                    found |= {_const(k.value) for k in node.keywords if k.arg == "reason"}
                elif name == "ActionSpec":
                    found |= {_const(k.value) for k in node.keywords if k.arg in ("reason", "range_reason", "cards_reason")}
            elif isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "default_reason" for t in node.targets
            ):
                found.add(_const(node.value))
            elif isinstance(node, ast.FunctionDef) and node.name == "refusal":
                found |= {_const(n.value) for n in ast.walk(node) if isinstance(n, ast.Return)}
    return {r for r in found if r}


def game_reasons(game: str) -> set[str]:
    """Every code ``game`` can raise: its own package, the shared Game machinery, the pack limits."""
    return _reasons(sorted((ENGINE / game).rglob("*.py")) + [ENGINE / "core.py", ENGINE / "limits.py"])


def test_the_scan_finds_the_codes():
    assert {"does_not_beat", "not_your_turn", "leader_cannot_pass", "must_play_whole_hand"} <= game_reasons("tiandiren")
    assert {"bid_not_multiple", "must_follow_suit", "trump_throw"} <= game_reasons("hongwu")
    assert "dao_with_joker" in game_reasons("yuanzi")


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_reason_code_of_every_game_has_its_own_explanation(game):
    table = game_table(game)
    missing = sorted(r for r in game_reasons(game) if r not in table.REFUSALS and r not in COMMON_REFUSALS)
    assert not missing, f"{game}: reason codes without an explanation: {missing}"
    generic = COMMON_REFUSALS["error"].message
    for reason in game_reasons(game):
        e = explain_refusal(game, reason, {"cards": "3s", "type": "single", "top_type": "pair"})
        assert e.reason == reason and not e.valid
        if reason != "error":
            assert e.message != generic, reason


# --------------------------------------------------------------------------- anchors and sources


def _all_rules(game: str):
    """Every Rule a game's tables can give (its own rows, the shared rows, and what its
    functions give for a spread of inputs)."""
    from desktop_app.engine.explain import PlayContext, Rule

    table = game_table(game)
    shared = [r for k, r in COMMON_REFUSALS.items() if k not in table.REFUSALS]
    kinds = [r for k, r in COMMON_KINDS.items() if k not in table.KIND_RULES]
    rows = [*table.REFUSALS.values(), *shared, *table.KIND_RULES.values(), *kinds]
    types = ["single", "pair", "bomb", "rocket", "starship", "drone", "spaceship", "straight", "atom", "hydrogen",
             "triple_pair", "triple_two", "triple_one", "laizi_bomb", "soft_bomb", "throw", "tractor"]
    for on in (False, True):
        opts = {**table.DEFAULT_OPTIONS, **{k: on for k, v in table.DEFAULT_OPTIONS.items() if isinstance(v, bool)}}
        for t in types:
            for top in types:
                r = table.does_not_beat({"type": t, "top_type": top}, opts)
                if r is not None:
                    rows.append(r)
                ctx = PlayContext(opts, top={"type": top, "cards": "3s"}, laizi="7", trump="h", dao="9")
                data = {"type": t, "cards": "2s 2h 3s 3s 5h 2c", "wilds": "3", "remaining": 0,
                        "reading": {"dao": True, "jokers": 1}}
                main, notes = table.play_parts(data, ctx)
                rows += [main[0], *(n[0] for n in notes)]
                main, notes = table.play_parts(data, PlayContext(opts))
                rows += [main[0], *(n[0] for n in notes)]
            rows.append(table.pass_rule(PlayContext(opts)))
        for kind in ("lottery", "sky_settled", "grab_window", "round_start", "lead_passed", "trick_closed", "laizi",
                     "landlord", "redeal", "spring", "dealer", "trick", "kitty", "player_out", "half_over",
                     "first_lead", "report_single", "bomb_beaten"):
            for data in ({}, {"round": 3}, {"jiefeng": True}, {"double_clip": True}, {"reason": "previous_winner"},
                         {"reason": "random"}):
                got = table.event_rule(kind, data, PlayContext(opts))
                if got is not None:
                    rows.append(got[0])
        for result in ("sky", "earth", "grab_earth", "man", "loser", "abandoned", "winner", "win", "loss",
                       "landlord_win", "dealer_loss", "escape"):
            for detail in ({}, {"kind": "double_clip"}, {"kind": "escape"}, {"kind": "tie_break"}, {"closed": True},
                           {"spring": "spring"}, {"red_five_penalty": 2, "red_fives": 1}, {"walkover": True}):
                rows.append(table.score_rule(result, detail, {**opts, "scoring": "rank" if on else "cards"})[0])
    assert all(isinstance(r, Rule) for r in rows)
    return rows


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_rule_cited_is_a_section_of_the_rules_page_in_three_languages(game):
    anchors = [rule_anchors(game, lang) for lang in LANGUAGES]
    assert anchors[0] and anchors[0] == anchors[1] == anchors[2], "the three pages have the same anchors"
    for rule in _all_rules(game):
        assert rule.rule in anchors[0], f"{game}: {rule.rule!r} is no section of the rules page ({rule.message})"


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_source_is_the_seed_an_option_of_the_game_or_a_recorded_decision(game):
    options = {f.name for f in dataclasses.fields(game_class(game).options_class)}
    for rule in _all_rules(game):
        kind, _, name = rule.source.partition(":")
        assert kind in ("seed", "option", "decision"), rule
        if kind == "option":
            assert name in options, f"{game}: {name} is not a room option"
        if kind == "decision":
            assert name in DECISIONS and name.startswith(game + "."), rule


@pytest.mark.skipif(not SPEC.is_dir(), reason="the product spec is not beside the worktree")
def test_every_decision_quotes_its_spec_file():
    for ident, (name, quote) in DECISIONS.items():
        text = " ".join((SPEC / name).read_text(encoding="utf-8").split())
        assert " ".join(quote.split()) in text, f"{ident}: not in {name}"


def test_an_explanation_goes_to_json_and_back():
    e = explain_refusal("doudizhu", "does_not_beat", {"cards": "3s", "type": "single", "top_type": "pair", "top": "4s 4h"})
    back = Explanation.from_json(e.to_json())
    assert back == e and back.to_json() == e.to_json()
    with pytest.raises(ValueError):
        Explanation.from_json({"kind": "x"})


# --------------------------------------------------------------------------- rule tables

REFUSALS = [
    # game, reason, params, options, anchor, source
    ("tiandiren", "leader_cannot_pass", {}, {}, "play", "seed"),
    ("tiandiren", "must_play_whole_hand", {"cards": "3s"}, {}, "play", "decision:tiandiren.grab_window"),
    ("tiandiren", "not_a_combination", {"cards": "3s 5h"}, {}, "combinations", "seed"),
    ("tiandiren", "reading_not_available", {"cards": "3s 3h", "type": "rocket"}, {}, "combinations", "decision:tiandiren.readings"),
    ("tiandiren", "does_not_beat", {"type": "pair", "top_type": "drone"}, {}, "comparison", "seed"),
    ("tiandiren", "does_not_beat", {"type": "single", "top_type": "pair"}, {}, "comparison", "seed"),
    ("tiandiren", "does_not_beat", {"type": "rocket", "top_type": "rocket"}, {}, "comparison", "decision:tiandiren.groups_first"),
    ("tiandiren", "does_not_beat", {"type": "rocket", "top_type": "rocket"}, {"strict_shape": True}, "comparison", "option:strict_shape"),
    ("tiandiren", "does_not_beat", {"type": "drone", "top_type": "spaceship"}, {}, "comparison", "seed"),
    ("tiandiren", "seat_out", {}, {}, "leaving", "seed"),
    ("tiandiren", "not_your_turn", {}, {}, "play", "seed"),
    ("tiandiren", "no_cards", {}, {}, "play", "seed"),
    ("doudizhu", "cannot_pass_lead", {}, {}, "play", "seed"),
    ("doudizhu", "does_not_beat", {"type": "bomb", "top_type": "laizi_bomb"}, {}, "comparison", "decision:doudizhu.bomb_ladder"),
    ("doudizhu", "does_not_beat", {"type": "pair", "top_type": "trio"}, {}, "comparison", "seed"),
    ("doudizhu", "does_not_beat", {"type": "straight", "top_type": "straight"}, {}, "comparison", "seed"),
    ("doudizhu", "not_that_type", {"cards": "3s", "type": "pair"}, {}, "combinations", "decision:doudizhu.readings"),
    ("doudizhu", "not_a_combination", {"cards": "3s 5h"}, {}, "combinations", "seed"),
    ("doudizhu", "wrong_phase", {}, {}, "calling", "seed"),
    ("doudizhu", "not_in_hand", {"cards": "RJ"}, {}, "play", "seed"),
    ("hongwu", "must_follow_suit", {"suit": "h", "need": 2, "held": 3}, {}, "play", "seed"),
    ("hongwu", "must_follow_pairs", {"suit": "trump", "need": 1}, {"follow_pattern": True}, "play", "option:follow_pattern"),
    ("hongwu", "bid_not_multiple", {"amount": 62, "step": 5}, {}, "bidding", "decision:hongwu.bid_steps"),
    ("hongwu", "bid_out_of_range", {"amount": 300, "min": 65, "max": 85}, {}, "bidding", "decision:hongwu.bid_steps"),
    ("hongwu", "trump_throw", {"cards": "RJ BJ"}, {}, "combinations", "seed"),
    ("hongwu", "mixed_suits", {"cards": "3s 4h"}, {}, "combinations", "seed"),
    ("hongwu", "bury_count", {"count": 8, "selected": 7}, {}, "trump-kitty", "seed"),
    ("hongwu", "wrong_count", {"need": 2, "count": 1}, {}, "play", "seed"),
    ("hongwu", "not_a_combination", {"cards": "9c 9c 9c"}, {}, "combinations", "decision:hongwu.pair_identical"),
    ("hongwu", "bad_trump", {}, {}, "trump-kitty", "seed"),
    ("yuanzi", "dao_with_joker", {"cards": "9s RJ"}, {}, "combinations", "decision:yuanzi.dao_no_joker"),
    ("yuanzi", "does_not_beat", {"type": "bomb", "top_type": "atom"}, {}, "comparison", "decision:yuanzi.ladder"),
    ("yuanzi", "does_not_beat", {"type": "pair", "top_type": "triple"}, {}, "comparison", "seed"),
    ("yuanzi", "does_not_beat", {"type": "pair", "top_type": "pair"}, {}, "comparison", "decision:yuanzi.dao_groups"),
    ("yuanzi", "cannot_pass_lead", {}, {}, "play", "seed"),
    ("yuanzi", "not_a_combination", {"cards": "3s 4s"}, {}, "combinations", "seed"),
    ("yuanzi", "cards_not_in_hand", {"cards": "3s"}, {}, "play", "seed"),
    ("shengsidu", "must_play", {}, {}, "table-rules", "option:must_play"),
    ("shengsidu", "report_single_highest", {"highest": "2"}, {}, "table-rules", "option:report_single"),
    ("shengsidu", "report_single_must_beat", {}, {}, "table-rules", "option:report_single"),
    ("shengsidu", "does_not_beat", {"type": "triple_two", "top_type": "triple_pair"}, {}, "options", "option:loose_three_two"),
    ("shengsidu", "does_not_beat", {"type": "pair", "top_type": "bomb"}, {}, "comparison", "seed"),
    ("shengsidu", "does_not_beat", {"type": "bomb", "top_type": "triple_one"}, {}, "comparison", "decision:shengsidu.triple_one"),
    ("shengsidu", "does_not_beat", {"type": "pair", "top_type": "single"}, {}, "comparison", "decision:shengsidu.same_size"),
    ("shengsidu", "leader_cannot_pass", {}, {}, "play", "seed"),
    ("shengsidu", "duplicate_cards", {}, {}, "deal", "seed"),
]


@pytest.mark.parametrize(("game", "reason", "params", "options", "anchor", "source"), REFUSALS)
def test_refusal_table(game, reason, params, options, anchor, source):
    e = explain_refusal(game, reason, {"cards": "3s", "top": "4s", **params}, options)
    assert (e.reason, e.rule, e.source, e.valid) == (reason, anchor, source, False)
    text = render(e, _english)
    assert "{" not in text, text


def _play(seat: int, **data) -> Event:
    return Event("play", seat, data)


PLAYS = [
    # game, before, play data, options, anchor, sources of the parts, words in the English text
    ("tiandiren", [], {"type": "pair", "cards": "7s 2h"}, {}, "combinations", ["seed", "seed"], ["stand in"]),
    ("tiandiren", [], {"type": "pair_straight", "cards": "3s 3h 4s 4h 5s 5h 2s 2h"}, {}, "combinations",
     ["seed", "decision:tiandiren.readings", "seed"], ["strongest"]),
    ("tiandiren", [_play(0, type="pair", cards="5s 5h")], {"type": "drone", "cards": "9s 9h 9c 9d"}, {}, "comparison",
     ["seed", "seed"], ["A bomb beats every normal combination"]),
    ("tiandiren", [_play(0, type="rocket", cards="5s 5h 5c")], {"type": "rocket", "cards": "6s 6h 6c"},
     {"strict_shape": True}, "comparison", ["seed", "option:strict_shape"], ["Strict shapes"]),
    ("doudizhu", [Event("laizi", None, {"rank": "7"})], {"type": "pair", "cards": "9s 7h", "wilds": "9"}, {},
     "combinations", ["seed", "seed"], ["wild cards", "rank 7"]),
    ("doudizhu", [_play(0, type="bomb", cards="5s 5h 5c 5d")], {"type": "rocket", "cards": "BJ RJ"}, {}, "comparison",
     ["seed", "decision:doudizhu.bomb_ladder", "seed"], ["doubles"]),
    ("doudizhu", [_play(0, type="single", cards="5s")], {"type": "single", "cards": "9s"}, {}, "comparison",
     ["seed", "seed"], ["higher main rank"]),
    ("hongwu", [Event("trump", 1, {"suit": "s"})], {"type": "single", "cards": "5h", "lead": True}, {}, "combinations",
     ["seed", "seed"], ["highest trump"]),
    ("hongwu", [_play(0, type="pair", cards="4c 4c", lead=True)], {"type": "pair", "cards": "Kc Kc"},
     {"follow_pattern": True}, "play", ["seed", "decision:hongwu.shape", "option:follow_pattern"], ["follows"]),
    ("hongwu", [], {"type": "throw", "cards": "Ac Kc", "lead": True}, {}, "combinations", ["decision:hongwu.throw"], ["throw"]),
    ("yuanzi", [Event("half_started", None, {"dao_rank": "9"})], {"type": "pair", "cards": "9s 9h",
     "reading": {"dao": True, "jokers": 0}}, {}, "combinations", ["seed", "decision:yuanzi.dao_groups"], ["Knife"]),
    ("yuanzi", [_play(0, type="bomb", cards="5s 5h 5c 5d")], {"type": "atom", "cards": "7s 7s 7s",
     "reading": {"jokers": 0}}, {}, "comparison", ["seed", "decision:yuanzi.ladder", "seed"], ["identical"]),
    ("yuanzi", [], {"type": "triple", "cards": "8s 8h RJ", "reading": {"jokers": 1}}, {}, "combinations",
     ["seed", "seed"], ["jokers"]),
    ("shengsidu", [], {"type": "triple_one", "cards": "8s 8h 8c 3d"}, {}, "combinations",
     ["seed", "decision:shengsidu.triple_one"], ["whole remaining hand"]),
    ("shengsidu", [_play(0, type="pair", cards="5s 5h")], {"type": "bomb", "cards": "9s 9h 9c 9d"}, {}, "comparison",
     ["seed", "seed", "option:bomb_bonus"], ["bomb"]),
    ("shengsidu", [_play(0, type="straight", cards="5s 6h 7c")], {"type": "straight", "cards": "2s 3h 4c"},
     {"two_connects_three": True}, "comparison", ["seed", "decision:shengsidu.same_size", "option:two_connects_three"], ["2-3-4"]),
]


@pytest.mark.parametrize(("game", "before", "data", "options", "anchor", "sources", "words"), PLAYS)
def test_play_table(game, before, data, options, anchor, sources, words):
    from desktop_app.engine.cards import parse_cards

    action = Action(1, "play", tuple(parse_cards(data["cards"])))
    e = explain_play(game, before, 1, action, [_play(1, **data)], options)
    assert e.kind == "play" and e.valid and e.rule == anchor
    assert [p.source for p in e.parts] == sources
    text = render(e, _english)
    for w in words:
        assert w in text, text
    assert "{" not in text


def test_a_pass_and_other_moves_say_which_rule_lets_them():
    e = explain_play("shengsidu", [_play(0, type="single", cards="5s")], 1, Action(1, "pass"), [Event("pass", 1)])
    assert (e.kind, e.rule, e.source) == ("pass", "table-rules", "option:must_play")
    e = explain_play("tiandiren", [], 1, Action(1, "pass"), [Event("pass", 1)])
    assert e.source == "decision:tiandiren.no_must_play"
    e = explain_play("hongwu", [], 1, Action(1, "bid", value=65), [Event("bid", 1, {"amount": 65})])
    assert e.rule == "bidding" and "65" in render(e, _english)


def test_score_lines_name_the_rule_and_the_figures():
    e = explain_score("shengsidu", {"seat": 0, "result": "loser", "score": -10,
                                    "detail": {"base": -10, "bomb": 0, "cards_left": 5, "closed": True}})
    assert (e.rule, e.source) == ("scoring", "decision:shengsidu.cards_scoring")
    assert "5 cards left, doubled" in render(e, _english)
    e = explain_score("hongwu", {"seat": 2, "result": "dealer_loss", "score": -9, "detail": {
        "dealer_score": -110, "dealer_points": 55, "bid": 165, "red_five_penalty": 10, "red_fives": 1, "base": 1}})
    assert e.source == "option:red_five_penalty" and "165" in render(e, _english)
    e = explain_score("tiandiren", {"seat": 1, "result": "sky", "score": 35000,
                                    "detail": {"class": "non_banker", "kinds": ["mars_carrier"]}})
    assert "Mars carrier" in render(e, _english) and e.rule == "sky-cards"


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_step_of_a_played_record_is_explained(game):
    n = PLAYERS[game]
    g = new_game(game, n, seed=11)
    from desktop_app.ai.play import play_out

    play_out(g, bots_for(game, ["random"] * n, seed=11))
    record = g.record()
    anchors = rule_anchors(game)
    kinds = set()
    for step in range(len(record.actions) + 1):
        e = explain_step(record, step)
        kinds.add(e.kind)
        assert e.rule in anchors
        assert "{" not in render(e, _english)
    assert {"play", "score"} <= kinds
    last = explain_step(record, len(record.actions))
    assert len(last.notes) == n  # every seat's score line


# --------------------------------------------------------------------------- random deals


def _random_subset(rng: random.Random, hand: tuple) -> tuple:
    k = rng.randint(1, min(6, len(hand)))
    return tuple(rng.sample(list(hand), k))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(GAME_IDS), st.integers(0, 2**32), st.integers(0, 2**16))
def test_random_legal_and_illegal_plays_are_always_explained(game, seed, salt):
    n = PLAYERS[game]
    g = new_game(game, n, seed=seed)
    bots = bots_for(game, ["random"] * n, seed=seed)
    rng = random.Random(salt)
    all_anchors = [rule_anchors(game, lang) for lang in LANGUAGES]
    for _ in range(60):
        if g.is_over:
            break
        seat = g.to_move
        view = g.view_for(seat)
        explained: list[Explanation] = []
        if view.hand and rng.random() < 0.6:  # a random set of the hand: legal or not
            action = Action(seat, "play", _random_subset(rng, view.hand))
            before = list(g.events)
            try:
                explained.append(explain_play(game, before, seat, action, g.apply(action), g.options))
            except EngineError as err:
                e = explain_error(game, err, g.options)
                assert not e.valid and e.reason == err.reason
                explained.append(e)
        if not g.is_over and g.to_move == seat:
            action = bots[seat].decide(g.view_for(seat))
            before = list(g.events)
            explained.append(explain_play(game, before, seat, action, g.apply(action), g.options))
        for x in explained:
            for part in x.parts:
                assert all(part.rule in a for a in all_anchors), part
            assert render(x, _english)


def test_section_headings_come_from_the_pages():
    from desktop_app.engine.explain import section_title

    assert section_title("tiandiren", "comparison") == "Comparison"
    assert section_title("tiandiren", "comparison", "zh_CN") == "比较大小"
    assert section_title("tiandiren", "comparison", "zh_TW") == "比較大小"
    assert re.fullmatch(r"\(Rules: .+\)", render(explain_refusal("yuanzi", "no_cards"), _english).split(". ")[-1])


EVENTS = [
    # game, kind, seat, data, options, anchor, source
    ("tiandiren", "lottery", None, {"banker": 1}, {}, "lottery", "seed"),
    ("tiandiren", "grab_window", 2, {}, {}, "play", "decision:tiandiren.grab_window"),
    ("tiandiren", "earth", 0, {"score": 3000}, {}, "play", "seed"),
    ("doudizhu", "laizi", None, {"rank": "9"}, {}, "bottom-cards", "seed"),
    ("doudizhu", "spring", None, {}, {"spring": True}, "scoring", "option:spring"),
    ("hongwu", "kitty", 1, {"points": 20}, {}, "scoring", "decision:hongwu.kitty"),
    ("hongwu", "kitty", 1, {"points": 20}, {"kitty_double": True}, "scoring", "option:kitty_double"),
    ("yuanzi", "trick_closed", 2, {"points": 30, "jiefeng": True}, {}, "play", "decision:yuanzi.jiefeng"),
    ("yuanzi", "half_over", None, {"double_clip": True}, {}, "scoring", "option:double_clip_threshold"),
    ("shengsidu", "first_lead", 1, {"reason": "diamond", "card": "3d"}, {}, "deal", "decision:shengsidu.first_lead"),
    ("shengsidu", "first_lead", 1, {"reason": "previous_winner"}, {"winner_leads": True}, "options", "option:winner_leads"),
    ("shengsidu", "report_single", 2, {}, {}, "table-rules", "option:report_single"),
]


@pytest.mark.parametrize(("game", "kind", "seat", "data", "options", "anchor", "source"), EVENTS)
def test_what_the_rules_made_happen_is_explained(game, kind, seat, data, options, anchor, source):
    from desktop_app.engine.explain import explain_event

    e = explain_event(game, [], Event(kind, seat, data), options)
    assert e is not None and (e.rule, e.source) == (anchor, source)
    assert "{" not in render(e, _english)


def test_a_deal_needs_no_rule_and_a_move_carries_what_it_caused():
    from desktop_app.engine.explain import explain_event

    assert explain_event("shengsidu", [], Event("deal", 0, {"cards": "3s"})) is None
    before = [_play(0, type="single", cards="5s"), Event("pass", 1)]
    e = explain_play("shengsidu", before, 2, Action(2, "pass"), [Event("pass", 2), Event("trick_closed", 0, {"winner": 0})],
                     {"must_play": False})
    assert [p.kind for p in e.parts] == ["pass", "event"]
    assert "the last play wins the trick" in render(e, _english)
