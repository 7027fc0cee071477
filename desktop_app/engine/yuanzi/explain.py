# ruff: noqa: E501
"""原子's rule tables for :mod:`desktop_app.engine.explain` (anchors of ``rules/yuanzi.md``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..core import Action, Event
from ..explain import BEATS, LEAD, QT_TRANSLATE_NOOP, PlayContext, Rule

DEFAULT_OPTIONS: dict[str, Any] = {"double_clip_threshold": 60, "win_stake": 1, "double_clip_stake": 2}
BOMBS = ("bomb", "atom", "hydrogen")

REFUSALS: dict[str, Rule] = {
    "cannot_pass_lead": Rule(
        QT_TRANSLATE_NOOP("Explain", "The leader of a trick must play a combination: only the players who follow may pass."), "play"
    ),
    "not_a_combination": Rule(
        QT_TRANSLATE_NOOP("Explain", "{cards} is not a 原子 combination: cards of one rank (jokers may stand in), an atom of three identical cards or a hydrogen bomb."),
        "combinations",
    ),
    "dao_with_joker": Rule(
        QT_TRANSLATE_NOOP("Explain", "A joker never stands in for a knife (刀) card: {cards} mixes them."),
        "combinations",
        "decision:yuanzi.dao_no_joker",
    ),
    "unknown_reading": Rule(QT_TRANSLATE_NOOP("Explain", "This game has no combination called {type}."), "combinations"),
}


def does_not_beat(params: Mapping[str, Any], opts: Mapping[str, Any]) -> Rule | None:
    t, top = str(params.get("type", "")), str(params.get("top_type", ""))
    if t in BOMBS or top in BOMBS:
        return Rule(
            QT_TRANSLATE_NOOP("Explain", "The bomb ladder, high to low: hydrogen bomb, atom, knife bomb, bomb (more cards, then rank); knife groups fall only to atoms, hydrogen bombs and knife bombs. {cards} is not higher."),
            "comparison",
            "decision:yuanzi.ladder",
        )
    if t != top:
        return Rule(
            QT_TRANSLATE_NOOP("Explain", "A single, pair or triple beats only the same type with the same number of cards: a {type} does not beat a {top_type}."),
            "comparison",
        )
    return Rule(
        QT_TRANSLATE_NOOP("Explain", "The same type must have a higher rank (knife > 2 > A > … > 3); a knife group beats every other group of its type."),
        "comparison",
        "decision:yuanzi.dao_groups",
    )


def _reading(data: Mapping[str, Any]) -> Mapping[str, Any]:
    r = data.get("reading")
    return r if isinstance(r, Mapping) else {}


def play_parts(
    data: Mapping[str, Any], ctx: PlayContext
) -> tuple[tuple[Rule, dict[str, Any]], list[tuple[Rule, dict[str, Any]]]]:
    rd = _reading(data)
    t = str(data.get("type", ""))
    notes: list[tuple[Rule, dict[str, Any]]] = []
    if ctx.top is None:
        main = (LEAD, {})
    else:
        main = (BEATS, {})
        top_t = str(ctx.top.get("type", ""))
        if t in BOMBS and top_t not in BOMBS:
            why = QT_TRANSLATE_NOOP("Explain", "A bomb, atom or hydrogen bomb beats a normal group (a knife group only by an atom, a hydrogen bomb or a knife bomb).")
            notes.append((Rule(why, "comparison", "decision:yuanzi.ladder"), {}))
        elif t in BOMBS:
            why = QT_TRANSLATE_NOOP("Explain", "Higher on the bomb ladder: hydrogen bomb, atom, knife bomb, bomb.")
            notes.append((Rule(why, "comparison", "decision:yuanzi.ladder"), {}))
        else:
            why = QT_TRANSLATE_NOOP("Explain", "The same type and number of cards, with a higher rank.")
            notes.append((Rule(why, "comparison"), {}))
    if rd.get("dao"):
        notes.append(
            (
                Rule(
                    QT_TRANSLATE_NOOP("Explain", "Knife (刀) cards, rank {dao}, rank above every other card."),
                    "dao-deal",
                    "decision:yuanzi.dao_groups",
                ),
                {"dao": ctx.dao or ""},
            )
        )
    if int(rd.get("jokers", 0) or 0) and t not in ("atom", "single"):
        notes.append(
            (Rule(QT_TRANSLATE_NOOP("Explain", "The jokers in it stand in for the group's rank."), "combinations"), {})
        )
    if t == "atom":
        notes.append(
            (Rule(QT_TRANSLATE_NOOP("Explain", "An atom is exactly three identical cards (same rank and suit)."), "combinations"), {})
        )
    if t == "hydrogen":
        notes.append(
            (Rule(QT_TRANSLATE_NOOP("Explain", "A hydrogen bomb is exactly eight cards of one rank, two of each suit."), "combinations"), {})
        )
    return main, notes


def other_play(action: Action, events: Sequence[Event], ctx: PlayContext) -> tuple[Rule, dict[str, Any]]:
    return Rule(QT_TRANSLATE_NOOP("Explain", "The move is taken as the rules of this stage allow."), "play"), {}


def pass_rule(ctx: PlayContext) -> Rule:
    return Rule(
        QT_TRANSLATE_NOOP("Explain", "A player who follows may pass and play again later; when all others pass, the last player to play takes the points and leads."),
        "play",
    )


KIND_RULES: dict[str, Rule] = {
    "abandon": Rule(
        QT_TRANSLATE_NOOP("Explain", "Escaping (逃跑) ends the game: the escaper pays the penalty, the partner is not charged."),
        "escape",
        "decision:yuanzi.escape",
    ),
}


def score_rule(result: str, detail: Mapping[str, Any], opts: Mapping[str, Any]) -> tuple[Rule, dict[str, Any]]:
    totals = detail.get("totals") if isinstance(detail.get("totals"), list) else [0, 0]
    side = int(detail.get("side", 0) or 0) % 2
    params = {"ours": totals[side] if len(totals) > side else 0, "theirs": totals[1 - side] if len(totals) > 1 else 0}
    kind = detail.get("kind")
    if kind == "double_clip":
        rule = Rule(
            QT_TRANSLATE_NOOP("Explain", "Double clip (双夹) ends the game after the first half: {score} for this player."),
            "scoring",
            "option:double_clip_stake",
        )
    elif kind == "escape":
        rule = Rule(
            QT_TRANSLATE_NOOP("Explain", "An escape ended the game: {score} for this player."), "escape", "decision:yuanzi.escape"
        )
    elif kind == "tie_break":
        rule = Rule(
            QT_TRANSLATE_NOOP("Explain", "300 : 300: the side of the first half's first out wins: {score} for this player."),
            "scoring",
        )
    else:
        rule = Rule(
            QT_TRANSLATE_NOOP("Explain", "Both halves' points decide, {ours} : {theirs}: winners +1, losers −1; {score} for this player."),
            "scoring",
        )
    return rule, params


def event_rule(kind: str, data: Mapping[str, Any], ctx: PlayContext) -> tuple[Rule, dict[str, Any]] | None:
    """Why the rules made this happen (None: nothing to explain)."""
    if kind == "trick_closed" and data.get("jiefeng"):
        return (
            Rule(QT_TRANSLATE_NOOP("Explain", "The trick's winner has gone out: the lead passes to their partner (接风), or to the next player still in."), "play", "decision:yuanzi.jiefeng"),
            {},
        )
    if kind == "trick_closed":
        return (
            Rule(QT_TRANSLATE_NOOP("Explain", "Every other player passed: the last player to play takes the {points} points on the table and leads."), "play"),
            {"points": data.get("points", 0)},
        )
    if kind == "player_out":
        return Rule(QT_TRANSLATE_NOOP("Explain", "A player who empties the hand is out; the first out is 上游."), "half-end"), {}
    if kind == "half_over" and data.get("double_clip"):
        return Rule(QT_TRANSLATE_NOOP("Explain", "Double clip (双夹): one side went out first and second, or its opponents stayed below the threshold; that side wins the game."), "scoring", "option:double_clip_threshold"), {}
    if kind == "half_over":
        return Rule(QT_TRANSLATE_NOOP("Explain", "The half ends when both partners of one side are out, or three players are; 下游's points go to the side of 上游."), "half-end"), {}
    return None
