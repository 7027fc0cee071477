# ruff: noqa: E501
"""天地人's rule tables for :mod:`desktop_app.engine.explain` (anchors of ``rules/tiandiren.md``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..core import Action, Event
from ..explain import BEATS, LEAD, QT_TRANSLATE_NOOP, PlayContext, Rule

DEFAULT_OPTIONS: dict[str, Any] = {"strict_shape": False}
BOMBS = ("drone", "super_drone", "spaceship")  # low to high

REFUSALS: dict[str, Rule] = {
    "bad_player_count": Rule(QT_TRANSLATE_NOOP("Explain", "天地人 is played by 2 to 8 players, one deck each."), "lottery"),
    "seat_out": Rule(
        QT_TRANSLATE_NOOP("Explain", "That player has left the game (sky cards, Earth, grabbing the earth or abandoning): they play no more."),
        "leaving",
    ),
    "game_not_over": Rule(QT_TRANSLATE_NOOP("Explain", "A match goes on with the next game only once this one is over."), "play"),
    "leader_cannot_pass": Rule(
        QT_TRANSLATE_NOOP("Explain", "The leader of a trick must play a combination: only the players who follow may pass."), "play"
    ),
    "must_play_whole_hand": Rule(
        QT_TRANSLATE_NOOP("Explain", "Grabbing the earth (抢地): the first trick's winner gets one more lead, and only a play that empties the hand is allowed; otherwise pass."),
        "play",
        "decision:tiandiren.grab_window",
    ),
    "not_a_combination": Rule(
        QT_TRANSLATE_NOOP("Explain", "{cards} is not a 天地人 combination: single, pair, straight, pair straight, rocket, starship, lone boat or a bomb (drone, super drone, spaceship)."),
        "combinations",
    ),
    "reading_not_available": Rule(
        QT_TRANSLATE_NOOP("Explain", "{cards} cannot be read as a {type}."), "combinations", "decision:tiandiren.readings"
    ),
    "not_available": Rule(QT_TRANSLATE_NOOP("Explain", "Sky cards (天牌) are checked right after the deal."), "sky-cards"),
    "unexpected_cards": Rule(QT_TRANSLATE_NOOP("Explain", "Passing and abandoning take no cards."), "play"),
}


def does_not_beat(params: Mapping[str, Any], opts: Mapping[str, Any]) -> Rule | None:
    """The comparison rule a refused follow breaks."""
    t, top = str(params.get("type", "")), str(params.get("top_type", ""))
    if top in BOMBS and t not in BOMBS:
        return Rule(QT_TRANSLATE_NOOP("Explain", "Only a bigger bomb beats a {top_type}: {cards} is no bomb."), "comparison")
    if t in BOMBS and top in BOMBS:
        return Rule(
            QT_TRANSLATE_NOOP("Explain", "Bombs rank spaceship > super drone > drone; two drones compare the number of cards, then the rank. {cards} is not bigger."),
            "comparison",
        )
    if t != top:
        return Rule(
            QT_TRANSLATE_NOOP("Explain", "A normal combination beats only one of the same type: a {type} does not beat a {top_type}."),
            "comparison",
        )
    if t in ("rocket", "starship") and opts.get("strict_shape"):
        return Rule(
            QT_TRANSLATE_NOOP("Explain", "With strict shapes, a {type} must have as many groups and the same kickers as the one on the table, and a higher body."),
            "comparison",
            "option:strict_shape",
        )
    if t in ("rocket", "starship"):
        return Rule(
            QT_TRANSLATE_NOOP("Explain", "Rockets and starships compare the number of groups first, then the top rank of the body, then the kickers: {cards} is not bigger."),
            "comparison",
            "decision:tiandiren.groups_first",
        )
    if t in ("straight", "pair_straight"):
        return Rule(
            QT_TRANSLATE_NOOP("Explain", "A {type} beats one of the same length with a higher top rank; equal never beats equal."),
            "comparison",
        )
    if t == "lone_boat":
        return Rule(
            QT_TRANSLATE_NOOP("Explain", "A lone boat: the big joker beats the small one; with the same joker the attached rank decides."),
            "comparison",
        )
    return Rule(
        QT_TRANSLATE_NOOP("Explain", "The same type must be higher to beat: equal never beats equal, the earlier play stands."),
        "comparison",
    )


def _why(t: str, top: str, opts: Mapping[str, Any]) -> Rule:
    if t in BOMBS and top not in BOMBS:
        return Rule(QT_TRANSLATE_NOOP("Explain", "A bomb beats every normal combination."), "comparison")
    if t in BOMBS:
        return Rule(
            QT_TRANSLATE_NOOP("Explain", "Bombs rank spaceship > super drone > drone; two drones compare the number of cards, then the rank."),
            "comparison",
        )
    if t in ("rocket", "starship"):
        if opts.get("strict_shape"):
            return Rule(
                QT_TRANSLATE_NOOP("Explain", "With strict shapes, the same number of groups and kickers, and a higher body."),
                "comparison",
                "option:strict_shape",
            )
        return Rule(
            QT_TRANSLATE_NOOP("Explain", "More groups win whatever the kickers; then the higher body; then the kickers."),
            "comparison",
            "decision:tiandiren.groups_first",
        )
    return Rule(QT_TRANSLATE_NOOP("Explain", "The same type, and higher."), "comparison")


def _readings(cards: Sequence[str]) -> int:
    """How many readings the cards have (0 when they are not cards)."""
    from ..cards import CardParseError, parse_cards
    from . import patterns

    try:
        return len(patterns.readings(parse_cards(" ".join(cards))))
    except (CardParseError, ValueError):
        return 0


def play_parts(
    data: Mapping[str, Any], ctx: PlayContext
) -> tuple[tuple[Rule, dict[str, Any]], list[tuple[Rule, dict[str, Any]]]]:
    t = str(data.get("type", ""))
    cards = str(data.get("cards", "")).split()
    notes: list[tuple[Rule, dict[str, Any]]] = []
    if ctx.top is None:
        main = (LEAD, {})
    if ctx.top is None and _readings(cards) > 1:
        notes.append(
            (
                Rule(
                    QT_TRANSLATE_NOOP("Explain", "A set with several readings is led in its strongest one unless another is chosen."),
                    "comparison",
                    "decision:tiandiren.readings",
                ),
                {},
            )
        )
    if ctx.top is not None:
        main = (BEATS, {})
        notes.append((_why(t, str(ctx.top.get("type", "")), ctx.options), {}))
    twos = sum(1 for c in cards if c.startswith("2"))
    if twos and t not in ("single", "drone") and len(cards) > twos:
        notes.append(
            (Rule(QT_TRANSLATE_NOOP("Explain", "The 2s in it stand in for other ranks (2 is wild)."), "combinations"), {})
        )
    if data.get("remaining") == 0:
        notes.append((Rule(QT_TRANSLATE_NOOP("Explain", "It empties the hand."), "play"), {}))
    return main, notes


def other_play(action: Action, events: Sequence[Event], ctx: PlayContext) -> tuple[Rule, dict[str, Any]]:
    return Rule(QT_TRANSLATE_NOOP("Explain", "The move is taken as the rules of this stage allow."), "play"), {}


def pass_rule(ctx: PlayContext) -> Rule:
    return Rule(
        QT_TRANSLATE_NOOP("Explain", "Any player who follows may pass, even holding a beating play, and may play again later in the trick."),
        "play",
        "decision:tiandiren.no_must_play",
    )


KIND_RULES: dict[str, Rule] = {
    "abandon": Rule(
        QT_TRANSLATE_NOOP("Explain", "A player who abandons becomes a loser (0 points); their hand stays out of play."),
        "leaving",
        "decision:tiandiren.abandon",
    ),
}

_SCORES: dict[str, Rule] = {
    "sky": Rule(
        QT_TRANSLATE_NOOP("Explain", "Sky cards ({kinds}), {klass}: {score} points (the kind's base times the class multiplier)."),
        "sky-cards",
        "decision:tiandiren.sky_exactly",
    ),
    "earth": Rule(QT_TRANSLATE_NOOP("Explain", "Earth (地牌): the opening lead emptied the hand: {score} points."), "play"),
    "grab_earth": Rule(
        QT_TRANSLATE_NOOP("Explain", "Grabbing the earth (抢地): one more play emptied the hand after the first trick: {score} points."),
        "play",
        "decision:tiandiren.grab_window",
    ),
    "man": Rule(QT_TRANSLATE_NOOP("Explain", "Man (人牌): the first to empty the hand in the main play: {score} points."), "play"),
    "loser": Rule(QT_TRANSLATE_NOOP("Explain", "A loser (完败者) scores 0."), "play"),
    "abandoned": Rule(
        QT_TRANSLATE_NOOP("Explain", "A player who abandons is a loser (完败者) and scores 0."),
        "leaving",
        "decision:tiandiren.abandon",
    ),
}


def score_rule(result: str, detail: Mapping[str, Any], opts: Mapping[str, Any]) -> tuple[Rule, dict[str, Any]]:
    rule = _SCORES.get(result) or _SCORES["loser"]
    kinds = detail.get("kinds")
    params = {
        "kinds": ", ".join(str(k) for k in kinds) if isinstance(kinds, list) else "",
        "klass": str(detail.get("class", "")),
    }
    if result == "man" and detail.get("walkover"):
        rule = Rule(QT_TRANSLATE_NOOP("Explain", "Man (人牌) by walkover: every other live player left: {score} points."), "leaving")
    return rule, params


def event_rule(kind: str, data: Mapping[str, Any], ctx: PlayContext) -> tuple[Rule, dict[str, Any]] | None:
    """Why the rules made this happen (None: nothing to explain)."""
    if kind == "lottery":
        return Rule(QT_TRANSLATE_NOOP("Explain", "The lottery draws the first dealer, the banker (who leads first) and the relay order (接风), each at random."), "lottery"), {}
    if kind == "sky_settled" and not data.get("winners"):
        return Rule(QT_TRANSLATE_NOOP("Explain", "Nobody holds sky cards: the main play (实赛) follows."), "sky-cards"), {}
    if kind == "grab_window":
        return (
            Rule(
                QT_TRANSLATE_NOOP("Explain", "The first trick's winner can empty the hand with one more play: they get that one lead (抢地)."),
                "play",
                "decision:tiandiren.grab_window",
            ),
            {},
        )
    if kind == "round_start" and data.get("round") == 3:
        return Rule(QT_TRANSLATE_NOOP("Explain", "Round 3 (人牌): the next relay player (接风者) leads, and tricks go on until a player empties the hand."), "play"), {}
    if kind == "round_start":
        return Rule(QT_TRANSLATE_NOOP("Explain", "The next relay player (接风者) in the lottery's order leads."), "play"), {}
    if kind == "lead_passed":
        return Rule(QT_TRANSLATE_NOOP("Explain", "The trick's winner has left the game: the next relay player (接风者) leads."), "play"), {}
    if kind == "trick_closed":
        return Rule(QT_TRANSLATE_NOOP("Explain", "Every other live player passed: the last play wins the trick and its owner leads the next."), "play"), {}
    return None
