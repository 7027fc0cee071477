# ruff: noqa: E501
"""癞子斗地主's rule tables for :mod:`desktop_app.engine.explain` (anchors of ``rules/doudizhu.md``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..core import Action, Event
from ..explain import BEATS, LEAD, QT_TRANSLATE_NOOP, PlayContext, Rule

DEFAULT_OPTIONS: dict[str, Any] = {"variant": "laizi", "spring": False, "jokers_as_kickers": False, "room_stake": 10}
#: bomb classes, low to high
BOMBS = ("soft_bomb", "bomb", "laizi_bomb", "rocket")

REFUSALS: dict[str, Rule] = {
    "cannot_pass_lead": Rule(
        QT_TRANSLATE_NOOP("Explain", "The leader of a trick must play a combination: only the players who follow may pass."), "play"
    ),
    "not_a_combination": Rule(
        QT_TRANSLATE_NOOP("Explain", "{cards} is not a Dou Dizhu combination (single, pair, trio with or without a kicker, straight, pair straight, plane, four with two, bomb or rocket)."),
        "combinations",
    ),
    "not_that_type": Rule(
        QT_TRANSLATE_NOOP("Explain", "{cards} cannot be read as a {type}."), "combinations", "decision:doudizhu.readings"
    ),
    "bad_value": Rule(QT_TRANSLATE_NOOP("Explain", "That choice is not one this move takes."), "calling"),
    "wrong_phase": Rule(
        QT_TRANSLATE_NOOP("Explain", "That kind of move belongs to another stage of the game: showing, calling, grabbing, then play."),
        "calling",
    ),
}


def does_not_beat(params: Mapping[str, Any], opts: Mapping[str, Any]) -> Rule | None:
    t, top = str(params.get("type", "")), str(params.get("top_type", ""))
    if top in BOMBS or t in BOMBS:
        return Rule(
            QT_TRANSLATE_NOOP("Explain", "Bombs rank rocket > wild bomb > bomb > soft bomb, and beat every other type; in one class the higher rank wins. {cards} is not bigger."),
            "comparison",
            "decision:doudizhu.bomb_ladder",
        )
    if t != top:
        return Rule(
            QT_TRANSLATE_NOOP("Explain", "Only the same type with the same number of cards beats a play: a {type} does not beat a {top_type}."),
            "comparison",
        )
    return Rule(
        QT_TRANSLATE_NOOP("Explain", "The same type with the same number of cards must have a higher main rank (the chain's top, the trio or the four)."),
        "comparison",
    )


def play_parts(
    data: Mapping[str, Any], ctx: PlayContext
) -> tuple[tuple[Rule, dict[str, Any]], list[tuple[Rule, dict[str, Any]]]]:
    t = str(data.get("type", ""))
    notes: list[tuple[Rule, dict[str, Any]]] = []
    if ctx.top is None:
        main = (LEAD, {})
    else:
        main = (BEATS, {})
        top = str(ctx.top.get("type", ""))
        if t in BOMBS and (top not in BOMBS or BOMBS.index(t) > BOMBS.index(top)):
            why = QT_TRANSLATE_NOOP("Explain", "Bombs rank rocket > wild bomb > bomb > soft bomb, and beat every other type.")
            notes.append((Rule(why, "comparison", "decision:doudizhu.bomb_ladder"), {}))
        else:
            why = QT_TRANSLATE_NOOP("Explain", "The same type and number of cards, with a higher main rank.")
            notes.append((Rule(why, "comparison"), {}))
    wilds = data.get("wilds")
    if isinstance(wilds, str) and wilds.strip() and ctx.laizi:
        notes.append(
            (
                Rule(
                    QT_TRANSLATE_NOOP("Explain", "The wild cards (癞子, rank {laizi}) stand in as {ranks}."),
                    "laizi",
                ),
                {"laizi": ctx.laizi, "ranks": wilds},
            )
        )
    if t in BOMBS:
        notes.append((Rule(QT_TRANSLATE_NOOP("Explain", "Every bomb doubles the game's multiplier."), "scoring"), {}))
    return main, notes


def other_play(action: Action, events: Sequence[Event], ctx: PlayContext) -> tuple[Rule, dict[str, Any]]:
    return Rule(QT_TRANSLATE_NOOP("Explain", "The move is taken as the rules of this stage allow."), "play"), {}


def pass_rule(ctx: PlayContext) -> Rule:
    return Rule(QT_TRANSLATE_NOOP("Explain", "A player who follows may always pass (不要)."), "play")


KIND_RULES: dict[str, Rule] = {
    "call": Rule(QT_TRANSLATE_NOOP("Explain", "In turn each player calls the landlord or not; the first call ends the calling."), "calling"),
    "grab": Rule(QT_TRANSLATE_NOOP("Explain", "After a call, each other player may grab the landlord once; every grab doubles the multiplier."), "calling"),
    "show": Rule(QT_TRANSLATE_NOOP("Explain", "Showing the cards multiplies the stake: ×4 before the deal, ×2 after taking the bottom cards."), "show-start"),
    "abandon": Rule(
        QT_TRANSLATE_NOOP("Explain", "Escaping ends the game: the stake counts every bomb in every hand, and the escaper pays."),
        "scoring",
        "decision:doudizhu.escape",
    ),
}


def score_rule(result: str, detail: Mapping[str, Any], opts: Mapping[str, Any]) -> tuple[Rule, dict[str, Any]]:
    params = {
        "multiplier": detail.get("multiplier", 1),
        "x": detail.get("x", 0),
        "bombs": detail.get("bombs", 0),
        "grabs": detail.get("grabs", 0),
        "show": detail.get("show_factor", 1),
        "stake": opts.get("room_stake", 10),
        "owed": detail.get("owed", 0),
        "coins": detail.get("coins_after", 0),
    }
    if detail.get("escaped") or "escape" in result:
        rule = Rule(
            QT_TRANSLATE_NOOP("Explain", "An escape: X = {x} counting every bomb in every hand; the escaper pays, {score} coins here."),
            "scoring",
            "decision:doudizhu.escape",
        )
    elif params["owed"] != abs(int(detail.get("coins_after", 0)) - int(detail.get("coins_before", 0))) and detail.get(
        "coins_before"
    ) is not None:
        rule = Rule(
            QT_TRANSLATE_NOOP("Explain", "X = base 1 × multiplier {multiplier} × room stake {stake} = {x}; {score} coins here, since coins never go below 0."),
            "scoring",
            "decision:doudizhu.coin_floor",
        )
    elif detail.get("spring"):
        rule = Rule(
            QT_TRANSLATE_NOOP("Explain", "Spring doubles: X = base 1 × multiplier {multiplier} × room stake {stake} = {x}; {score} coins here."),
            "scoring",
            "option:spring",
        )
    else:
        rule = Rule(
            QT_TRANSLATE_NOOP("Explain", "X = base 1 × multiplier {multiplier} (grabs {grabs}, showing ×{show}, bombs {bombs}) × room stake {stake} = {x}; {score} coins here."),
            "scoring",
        )
    return rule, params


def event_rule(kind: str, data: Mapping[str, Any], ctx: PlayContext) -> tuple[Rule, dict[str, Any]] | None:
    """Why the rules made this happen (None: nothing to explain)."""
    if kind == "laizi":
        return (
            Rule(QT_TRANSLATE_NOOP("Explain", "Once the landlord has the bottom cards a wild rank (癞子) is drawn: all four cards of rank {laizi} are wild."), "bottom-cards"),
            {"laizi": data.get("rank", "")},
        )
    if kind == "landlord":
        return Rule(QT_TRANSLATE_NOOP("Explain", "The last player to grab is the landlord; if nobody grabbed, the caller is."), "calling"), {}
    if kind == "redeal":
        return Rule(QT_TRANSLATE_NOOP("Explain", "Nobody called and nobody showed the cards from the start: the cards are dealt again."), "calling"), {}
    if kind == "spring":
        return Rule(QT_TRANSLATE_NOOP("Explain", "Spring (春天): the other side never played a card, so the stake doubles."), "scoring", "option:spring"), {}
    if kind == "trick_closed":
        return Rule(QT_TRANSLATE_NOOP("Explain", "Both other players passed: the last play wins the trick and its owner leads."), "play"), {}
    return None
