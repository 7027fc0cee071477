# ruff: noqa: E501
"""红五's rule tables for :mod:`desktop_app.engine.explain` (anchors of ``rules/hongwu.md``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..core import Action, Event
from ..explain import QT_TRANSLATE_NOOP, PlayContext, Rule

DEFAULT_OPTIONS: dict[str, Any] = {"kitty_double": False, "follow_pattern": False, "red_five_penalty": 0, "base_score": 1}

REFUSALS: dict[str, Rule] = {
    "bad_bid": Rule(QT_TRANSLATE_NOOP("Explain", "A bid is a number of points from 60 to 200."), "bidding"),
    "bid_out_of_range": Rule(
        QT_TRANSLATE_NOOP("Explain", "A bid now must be from {min} to {max}: 60 at least, then 5 to 20 above the current bid."),
        "bidding",
        "decision:hongwu.bid_steps",
    ),
    "bid_not_multiple": Rule(
        QT_TRANSLATE_NOOP("Explain", "Bids go in steps of {step}: {amount} is not one."), "bidding", "decision:hongwu.bid_steps"
    ),
    "bad_trump": Rule(QT_TRANSLATE_NOOP("Explain", "The dealer names one of the four suits as trumps."), "trump-kitty"),
    "bury_count": Rule(
        QT_TRANSLATE_NOOP("Explain", "The dealer buries exactly {count} cards after taking the kitty ({selected} chosen)."),
        "trump-kitty",
    ),
    "mixed_suits": Rule(
        QT_TRANSLATE_NOOP("Explain", "A lead is all of one plain suit or all trumps: {cards} mixes suits."), "combinations"
    ),
    "trump_throw": Rule(
        QT_TRANSLATE_NOOP("Explain", "Only plain suits can be thrown (甩牌): trumps lead one single, pair or tractor at a time."),
        "combinations",
    ),
    "not_a_combination": Rule(
        QT_TRANSLATE_NOOP("Explain", "{cards} is not a 红五 lead: a single, a pair of identical cards, a tractor or a throw of one plain suit."),
        "combinations",
        "decision:hongwu.pair_identical",
    ),
    "reading_not_available": Rule(QT_TRANSLATE_NOOP("Explain", "{cards} cannot be led as a {type}."), "combinations"),
    "wrong_count": Rule(QT_TRANSLATE_NOOP("Explain", "A follow has as many cards as the lead: {need}, not {count}."), "play"),
    "must_follow_suit": Rule(
        QT_TRANSLATE_NOOP("Explain", "Follow the led suit ({suit}) with as many of its cards as you hold: {need} needed, {held} held."),
        "play",
    ),
    "must_follow_pairs": Rule(
        QT_TRANSLATE_NOOP("Explain", "With pairs must follow pairs, pairs of the led suit ({suit}) must be played while you hold them: {need} needed."),
        "play",
        "option:follow_pattern",
    ),
    "bad_action": Rule(QT_TRANSLATE_NOOP("Explain", "That move is not one this game takes at this moment."), "play"),
    "wrong_phase": Rule(
        QT_TRANSLATE_NOOP("Explain", "That kind of move belongs to another stage of the game: bidding, trumps and the kitty, then play."),
        "bidding",
    ),
    "does_not_beat": Rule(
        QT_TRANSLATE_NOOP("Explain", "A follow wins the trick only with the same shape and higher cards (or trumps on a plain lead); another shape counts as smaller."),
        "play",
        "decision:hongwu.shape",
    ),
    "invalid_option": Rule(QT_TRANSLATE_NOOP("Explain", "A room option has a value this game does not take."), "options"),
}


def does_not_beat(params: Mapping[str, Any], opts: Mapping[str, Any]) -> Rule | None:
    return None  # 红五 never refuses a follow for not winning: a smaller follow simply loses


def play_parts(
    data: Mapping[str, Any], ctx: PlayContext
) -> tuple[tuple[Rule, dict[str, Any]], list[tuple[Rule, dict[str, Any]]]]:
    t = str(data.get("type", ""))
    cards = str(data.get("cards", "")).split()
    notes: list[tuple[Rule, dict[str, Any]]] = []
    if data.get("lead") or ctx.top is None:
        if t == "throw":
            main = (
                Rule(
                    QT_TRANSLATE_NOOP("Explain", "{cards} is a throw (甩牌) of one plain suit: nobody else holds a higher single, pair or tractor of that suit."),
                    "combinations",
                    "decision:hongwu.throw",
                ),
                {},
            )
        else:
            main = (
                Rule(QT_TRANSLATE_NOOP("Explain", "{cards} is a {type}, led: any single, pair or tractor may lead."), "combinations"),
                {},
            )
    else:
        main = (
            Rule(
                QT_TRANSLATE_NOOP("Explain", "{cards} follows the lead ({top}) with as many cards, of the led suit as far as the hand allows."),
                "play",
            ),
            {},
        )
        notes.append(
            (
                Rule(
                    QT_TRANSLATE_NOOP("Explain", "A follow wins the trick only with the same shape and higher cards (or trumps on a plain lead); another shape counts as smaller."),
                    "play",
                    "decision:hongwu.shape",
                ),
                {},
            )
        )
        if ctx.options.get("follow_pattern") and cards:
            notes.append(
                (
                    Rule(QT_TRANSLATE_NOOP("Explain", "Pairs are followed with pairs while the hand holds them."), "play", "option:follow_pattern"),
                    {},
                )
            )
    if "5h" in cards:
        notes.append(
            (
                Rule(QT_TRANSLATE_NOOP("Explain", "♥5 (红五) is the highest trump, whatever suit is trumps."), "card-order"),
                {"trump": ctx.trump or ""},
            )
        )
    return main, notes


def other_play(action: Action, events: Sequence[Event], ctx: PlayContext) -> tuple[Rule, dict[str, Any]]:
    failed = next((e for e in events if e.kind == "throw_failed"), None)
    if failed is not None:
        d = failed.data
        return (
            Rule(
                QT_TRANSLATE_NOOP("Explain", "The throw {attempted} fails: another player holds {cards}, higher in that suit; the lowest failing part, {forced}, is played instead."),
                "combinations",
                "decision:hongwu.throw",
            ),
            {"attempted": d.get("attempted", ""), "cards": d.get("cards", ""), "forced": d.get("forced", "")},
        )
    return Rule(QT_TRANSLATE_NOOP("Explain", "The move is taken as the rules of this stage allow."), "play"), {}


def pass_rule(ctx: PlayContext) -> Rule:
    return Rule(
        QT_TRANSLATE_NOOP("Explain", "A player who passes in the bidding is out of it for this deal; the last bidder standing is the dealer."),
        "bidding",
    )


KIND_RULES: dict[str, Rule] = {
    "bid": Rule(
        QT_TRANSLATE_NOOP("Explain", "A bid of {value}: at least 60, then 5 to 20 above the current bid in steps of 5; 200 wins at once."),
        "bidding",
        "decision:hongwu.bid_steps",
    ),
    "trump": Rule(QT_TRANSLATE_NOOP("Explain", "The dealer names the trump suit ({suit}); ♥5 and the jokers are trumps anyway."), "trump-kitty"),
    "bury": Rule(QT_TRANSLATE_NOOP("Explain", "The dealer takes the 8 kitty cards and buries any 8 cards."), "trump-kitty"),
}

_BANDS = QT_TRANSLATE_NOOP(
    "Explain",
    "The dealer's score {dealer_score} = card points {dealer_points} − bid {bid} − red-five deduction {penalty}; its band gives {score} × base {base} here.",
)


def score_rule(result: str, detail: Mapping[str, Any], opts: Mapping[str, Any]) -> tuple[Rule, dict[str, Any]]:
    penalty = int(detail.get("red_five_penalty", 0) or 0) * int(detail.get("red_fives", 0) or 0)
    params = {
        "dealer_score": detail.get("dealer_score", 0),
        "dealer_points": detail.get("dealer_points", 0),
        "bid": detail.get("bid", 0),
        "penalty": penalty,
        "base": detail.get("base", 1),
        "kitty": detail.get("kitty_awarded", 0),
    }
    if penalty:
        return Rule(_BANDS, "scoring", "option:red_five_penalty"), params
    return Rule(_BANDS, "scoring"), params


def event_rule(kind: str, data: Mapping[str, Any], ctx: PlayContext) -> tuple[Rule, dict[str, Any]] | None:
    """Why the rules made this happen (None: nothing to explain)."""
    if kind == "dealer":
        return Rule(QT_TRANSLATE_NOOP("Explain", "The last bidder standing is the dealer (a bid of 200 wins at once; with no bid, the opener deals at 60)."), "bidding"), {}
    if kind == "trick":
        return (
            Rule(QT_TRANSLATE_NOOP("Explain", "The best play of the trick wins it (ties go to the earlier play); the winner takes its {points} points (5, 10 and K) and leads."), "points"),
            {"points": data.get("points", 0)},
        )
    if kind == "kitty":
        source = "option:kitty_double" if ctx.options.get("kitty_double") else "decision:hongwu.kitty"
        return (
            Rule(QT_TRANSLATE_NOOP("Explain", "The last trick decides the kitty: won by a defender, the kitty's points go to the defenders, else the dealer keeps them."), "scoring", source),
            {},
        )
    return None
