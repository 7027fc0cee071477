"""The referee's ``explain`` op: why a play is legal or refused, the rule it follows and the
rules-page section that says so, as text in English, Simplified or Traditional Chinese.

Request ``{"op": "explain", "game": ..., "play": cards, "lead": cards or null, "ctx": {...},
"lang": "en" | "zh_CN" | "zh_TW"}``; reply ``{"valid": bool, "reason": code or null,
"type": type id or null, "rule": anchor, "source": "seed" | "option:<name>" |
"decision:<id>", "text": "..."}``. Without a lead the play is read as a lead; with one it
must beat it (the ``beats`` op's answer). The texts come from :mod:`.explain_texts`, a
catalogue generated from the app's translations, so the referee says what the app says.

>>> from desktop_app.engine.cards import parse_cards as p
>>> r = explain("shengsidu", p("3s 5h"), None, {"last_cards": False, "loose_three_two": False,
...             "two_connects_three": False}, "en")
>>> r["valid"], r["reason"], r["rule"]
(False, 'not_a_combination', 'combinations')
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..engine.cards import Card, Rank, Suit, format_cards
from ..engine.core import Action, EngineError, Event
from ..engine.explain import LANGUAGES, Explanation, explain_play, explain_refusal, render
from .explain_texts import CATALOGUE

__all__ = ["explain", "explanation_for", "translator"]

#: ctx keys that are room options of the same name (the explanation cites them).
_OPTION_KEYS = frozenset({"strict_shape", "loose_three_two", "two_connects_three"})


def translator(lang: str) -> Callable[[str, str], str]:
    """The catalogue's translate function for ``lang`` (English: the source itself)."""
    table = CATALOGUE.get(lang, {})

    def tl(context: str, text: str) -> str:
        return table.get(context, {}).get(text, text)

    return tl


def _text(cards: Sequence[Card]) -> str:
    return format_cards(cards)


def _context_events(game: str, ctx: Mapping[str, Any]) -> list[Event]:
    """The events that set what the play is read against (the 癞子, the trump, the 刀)."""
    out: list[Event] = []
    laizi, trump, dao = ctx.get("laizi"), ctx.get("trump"), ctx.get("dao")
    if game == "doudizhu" and isinstance(laizi, Rank):
        out.append(Event("laizi", None, {"rank": laizi.text}))
    if game == "hongwu" and isinstance(trump, Suit):
        out.append(Event("trump", None, {"suit": trump.value}))
    if game == "yuanzi" and isinstance(dao, Rank):
        out.append(Event("half_started", None, {"dao_rank": (Rank.THREE if dao.is_joker else dao).text}))
    return out


def _lead_refusal(game: str, rules: Any, play: Sequence[Card], ctx: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
    """The reason code (and params) of cards that are no combination."""
    text = _text(play)
    if game == "yuanzi":
        from ..engine.yuanzi.patterns import refusal

        return refusal(play, rules.dao_of(ctx)), {"cards": text}
    if game == "hongwu":
        from ..engine.hongwu.patterns import lead_error

        err = lead_error(play, rules.order_of(ctx))
        if err is not None:
            return err.reason, {"cards": text, **err.params}
    return "not_a_combination", {"cards": text}


def _play_data(game: str, play: Sequence[Card], kind: str, ctx: Mapping[str, Any], lead: bool) -> dict[str, Any]:
    """The play event the game would log, as far as its explanation reads it."""
    data: dict[str, Any] = {"type": kind, "cards": _text(play), "lead": lead}
    if game == "doudizhu":
        from ..engine.doudizhu import patterns

        reading = next((r for r in patterns.readings(play, ctx.get("laizi")) if r.type == kind), None)
        if reading is not None:
            data.update(reading.label_params(), type=kind)
    elif game == "yuanzi":
        from ..engine.yuanzi.patterns import readings
        from ..engine.yuanzi.referee import dao_of

        reading = next((r for r in readings(play, dao_of(ctx)) if r.type == kind), None)
        if reading is not None:
            data["reading"] = reading.to_json()
    elif game == "shengsidu" and ctx.get("last_cards"):
        data["remaining"] = 0
    return data


def explanation_for(
    game: str, play: Sequence[Card], lead: Sequence[Card] | None, ctx: Mapping[str, Any]
) -> tuple[Explanation, str | None]:
    """The explanation of ``play`` (on ``lead``, or led) and the type id it is read as
    (None when refused). Cards and ctx already checked."""
    rules = importlib.import_module(f"desktop_app.engine.{game}.referee")
    options = {k: v for k, v in ctx.items() if k in _OPTION_KEYS}
    if not play:
        return explain_refusal(game, "no_cards", {}, options), None
    types = list(rules.classify(play, ctx))
    if not types:
        reason, params = _lead_refusal(game, rules, play, ctx)
        return explain_refusal(game, reason, params, options), None
    if not lead:
        kind = types[0]
        return _accepted(game, _context_events(game, ctx), play, kind, ctx, options, lead=True), kind
    top = list(rules.classify(lead, ctx))[0]
    kind = top if top in types else types[0]
    if not rules.beats(lead, play, ctx, None):
        params = {"cards": _text(play), "type": kind, "top": _text(lead), "top_type": top}
        return explain_refusal(game, "does_not_beat", params, options), None
    before = [*_context_events(game, ctx), Event("play", 0, {"type": top, "cards": _text(lead), "lead": True})]
    return _accepted(game, before, play, kind, ctx, options, lead=False), kind


def explain(
    game: str, play: Sequence[Card], lead: Sequence[Card] | None, ctx: Mapping[str, Any], lang: Any = "en"
) -> dict[str, Any]:
    """The reply fields of an ``explain`` request (cards and ctx already checked)."""
    if lang is None:
        lang = "en"
    if lang not in LANGUAGES:
        raise EngineError(f"lang must be one of {', '.join(LANGUAGES)}", "bad_value", value=str(lang)[:16])
    e, kind = explanation_for(game, play, lead, ctx)
    return {
        "valid": e.valid,
        "reason": e.reason,
        "type": kind,
        "rule": e.rule,
        "source": e.source,
        "text": render(e, translator(lang), lang),
    }


def _accepted(
    game: str,
    before: list[Event],
    play: Sequence[Card],
    kind: str,
    ctx: Mapping[str, Any],
    options: Mapping[str, Any],
    lead: bool,
) -> Explanation:
    event = Event("play", 1, _play_data(game, play, kind, ctx, lead))
    return explain_play(game, before, 1, Action(1, "play", tuple(play)), [event], options)
