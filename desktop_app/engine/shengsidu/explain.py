# ruff: noqa: E501
"""生死堵's rule tables for :mod:`desktop_app.engine.explain` (anchors of ``rules/shengsidu.md``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..core import Action, Event
from ..explain import BEATS, LEAD, QT_TRANSLATE_NOOP, PlayContext, Rule

DEFAULT_OPTIONS: dict[str, Any] = {
    "winner_leads": False,
    "two_connects_three": False,
    "loose_three_two": False,
    "report_single": True,
    "must_play": True,
    "scoring": "cards",
    "bomb_bonus": 5,
}

REFUSALS: dict[str, Rule] = {
    "leader_cannot_pass": Rule(
        QT_TRANSLATE_NOOP("Explain", "The leader of a trick must play a combination: only the players who follow may pass."), "play"
    ),
    "must_play": Rule(
        QT_TRANSLATE_NOOP("Explain", "A player who can beat the play on the table must play: passing is allowed only when nothing beats it."),
        "table-rules",
        "option:must_play",
    ),
    "report_single_highest": Rule(
        QT_TRANSLATE_NOOP("Explain", "The next player has one card left (报单必顶): a single played now must be the highest, a {highest}."),
        "table-rules",
        "option:report_single",
    ),
    "report_single_must_beat": Rule(
        QT_TRANSLATE_NOOP("Explain", "The next player has one card left (报单必顶): the single must be beaten with the highest single."),
        "table-rules",
        "option:report_single",
    ),
    "not_a_combination": Rule(
        QT_TRANSLATE_NOOP("Explain", "{cards} is not a 生死堵 combination (a triple with one only as the whole remaining hand)."),
        "combinations",
        "decision:shengsidu.triple_one",
    ),
    "not_that_combination": Rule(QT_TRANSLATE_NOOP("Explain", "{cards} cannot be read as a {type}."), "combinations"),
    "duplicate_cards": Rule(QT_TRANSLATE_NOOP("Explain", "One deck holds each card once: the same card is named twice."), "deal"),
    "bad_action": Rule(QT_TRANSLATE_NOOP("Explain", "That move is not one this game takes at this moment."), "play"),
}


def does_not_beat(params: Mapping[str, Any], opts: Mapping[str, Any]) -> Rule | None:
    t, top = str(params.get("type", "")), str(params.get("top_type", ""))
    if top == "bomb":
        return Rule(QT_TRANSLATE_NOOP("Explain", "Only a higher bomb beats a bomb."), "comparison")
    if top == "triple_one":
        return Rule(
            QT_TRANSLATE_NOOP("Explain", "A triple with one (the last cards of a hand) falls only to a bomb."),
            "comparison",
            "decision:shengsidu.triple_one",
        )
    if {t, top} == {"triple_pair", "triple_two"} and not opts.get("loose_three_two"):
        return Rule(
            QT_TRANSLATE_NOOP("Explain", "A triple with two odd cards needs the room option “Triple with any two cards”."),
            "options",
            "option:loose_three_two",
        )
    if t != top:
        return Rule(
            QT_TRANSLATE_NOOP("Explain", "Only the same type with the same number of cards beats a play: a {type} does not beat a {top_type}."),
            "comparison",
            "decision:shengsidu.same_size",
        )
    return Rule(
        QT_TRANSLATE_NOOP("Explain", "The same type and number of cards must have a higher main rank (the triple, the four or the top of the sequence)."),
        "comparison",
        "decision:shengsidu.same_size",
    )


def play_parts(
    data: Mapping[str, Any], ctx: PlayContext
) -> tuple[tuple[Rule, dict[str, Any]], list[tuple[Rule, dict[str, Any]]]]:
    t = str(data.get("type", ""))
    cards = str(data.get("cards", "")).split()
    notes: list[tuple[Rule, dict[str, Any]]] = []
    if ctx.top is None:
        main = (LEAD, {})
    else:
        main = (BEATS, {})
        if t == "bomb" and ctx.top.get("type") != "bomb":
            notes.append((Rule(QT_TRANSLATE_NOOP("Explain", "A bomb beats any play that is not a bomb."), "comparison"), {}))
        else:
            why = QT_TRANSLATE_NOOP("Explain", "The same type and number of cards, with a higher main rank.")
            notes.append((Rule(why, "comparison", "decision:shengsidu.same_size"), {}))
    if t == "triple_one":
        notes.append(
            (
                Rule(
                    QT_TRANSLATE_NOOP("Explain", "A triple with one is allowed as the player's whole remaining hand."),
                    "combinations",
                    "decision:shengsidu.triple_one",
                ),
                {},
            )
        )
    if t in ("triple_two",) or (t.startswith("plane") and ctx.options.get("loose_three_two")):
        notes.append(
            (
                Rule(QT_TRANSLATE_NOOP("Explain", "A triple may carry any two cards."), "options", "option:loose_three_two"),
                {},
            )
        )
    ranks = [c[:-1] for c in cards]
    if ctx.options.get("two_connects_three") and "2" in ranks and "3" in ranks and t.endswith("straight"):
        notes.append(
            (Rule(QT_TRANSLATE_NOOP("Explain", "A sequence may start 2-3-4."), "options", "option:two_connects_three"), {})
        )
    if t == "bomb" and ctx.options.get("bomb_bonus"):
        notes.append(
            (
                Rule(QT_TRANSLATE_NOOP("Explain", "A bomb that is not beaten earns {bonus} from each other player."), "scoring", "option:bomb_bonus"),
                {"bonus": ctx.options.get("bomb_bonus")},
            )
        )
    return main, notes


def other_play(action: Action, events: Sequence[Event], ctx: PlayContext) -> tuple[Rule, dict[str, Any]]:
    return Rule(QT_TRANSLATE_NOOP("Explain", "The move is taken as the rules of this stage allow."), "play"), {}


def pass_rule(ctx: PlayContext) -> Rule:
    if ctx.options.get("must_play", True):
        return Rule(
            QT_TRANSLATE_NOOP("Explain", "Passing is allowed only when nothing in the hand beats the play on the table."),
            "table-rules",
            "option:must_play",
        )
    return Rule(QT_TRANSLATE_NOOP("Explain", "A player who follows may pass."), "play")


KIND_RULES: dict[str, Rule] = {}


def score_rule(result: str, detail: Mapping[str, Any], opts: Mapping[str, Any]) -> tuple[Rule, dict[str, Any]]:
    params = {
        "left": detail.get("cards_left", 0),
        "base": detail.get("base", 0),
        "bomb": detail.get("bomb", 0),
    }
    if result == "winner":
        rule = Rule(
            QT_TRANSLATE_NOOP("Explain", "The first to go out wins what every loser pays: {base}, and {bomb} in bomb bonuses: {score}."),
            "scoring",
            "decision:shengsidu.cards_scoring" if opts.get("scoring", "cards") == "cards" else "option:scoring",
        )
    elif opts.get("scoring", "cards") == "rank":
        rule = Rule(
            QT_TRANSLATE_NOOP("Explain", "Scoring by finishing rank: {base} for this loser, {bomb} in bomb bonuses: {score}."),
            "scoring",
            "option:scoring",
        )
    elif detail.get("closed"):
        rule = Rule(
            QT_TRANSLATE_NOOP("Explain", "{left} cards left, doubled since this player never played (全关): {base}, {bomb} in bomb bonuses: {score}."),
            "scoring",
            "decision:shengsidu.cards_scoring",
        )
    else:
        rule = Rule(
            QT_TRANSLATE_NOOP("Explain", "{left} cards left, paid to the winner: {base}, {bomb} in bomb bonuses: {score}."),
            "scoring",
            "decision:shengsidu.cards_scoring",
        )
    return rule, params


def event_rule(kind: str, data: Mapping[str, Any], ctx: PlayContext) -> tuple[Rule, dict[str, Any]] | None:
    """Why the rules made this happen (None: nothing to explain)."""
    if kind == "first_lead" and data.get("reason") == "previous_winner":
        return Rule(QT_TRANSLATE_NOOP("Explain", "The previous game's winner leads first."), "options", "option:winner_leads"), {}
    if kind == "first_lead" and data.get("reason") == "random":
        return Rule(QT_TRANSLATE_NOOP("Explain", "No diamond was dealt: a random player leads first."), "deal", "decision:shengsidu.first_lead"), {}
    if kind == "first_lead":
        return (
            Rule(QT_TRANSLATE_NOOP("Explain", "The holder of ♦3 leads first (no ♦3 dealt: ♦4, and so on up the diamonds)."), "deal", "decision:shengsidu.first_lead"),
            {},
        )
    if kind == "report_single":
        return Rule(QT_TRANSLATE_NOOP("Explain", "A player with one card left says so (报单): a single played to them must be the highest."), "table-rules", "option:report_single"), {}
    if kind == "bomb_beaten":
        return Rule(QT_TRANSLATE_NOOP("Explain", "A bomb that is beaten earns no bomb bonus."), "scoring", "option:bomb_bonus"), {}
    if kind == "trick_closed":
        return Rule(QT_TRANSLATE_NOOP("Explain", "Every other player passed: the last play wins the trick and its owner leads."), "play"), {}
    return None
