"""One decoded request in, one reply out: :func:`handle` (it never raises).

Each game answers through two modules, both loaded by name on first use:

* ``desktop_app.engine.<game>.referee``: the rules. A ``CTX`` table of the ``ctx`` keys it
  accepts, ``CTX_REQUIRED``, ``PACK`` (a :class:`~desktop_app.engine.limits.PackLimits`:
  what the pack holds, the largest hand), and any of the rule ops::

    CTX = {"laizi": ("rank_or_null", None)}      # key -> (kind, default)
    CTX_REQUIRED = frozenset()                    # keys that must be given
    def classify(cards, ctx) -> list[str]         # type ids, strongest first; [] = invalid
    def beats(lead, play, ctx, lead_type) -> bool
    def sky(cards) -> list[str]                   # tiandiren
    def settle_sky(hands, banker) -> list[dict]   # tiandiren (check_deal(hands) first)
    def follow_ok(hand, lead, play, ctx) -> bool  # hongwu

* ``desktop_app.referee.<game>``: the advice ops, which use the AI::

    def hint(hand, lead, ctx) -> list[list[Card]] # lead None = any legal lead
    def plan(hand, ctx) -> list[list[Card]]

Before an op runs, every card field is checked against the pack: no card the pack lacks,
no more copies than it has, no more cards than a hand of the game holds, and the sets of
one deal (a hand and the lead, a lead and a play) not more copies together. A request that
fails gets an error reply naming the field and the reason.

>>> handle({"op": "plan", "game": "doudizhu", "hand": "3s 3h 3d 3c 3s", "id": 1})
{'id': 1, 'error': 'hand: 2 copies of 3s, but the doudizhu pack (1 deck) holds 1'}
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from types import ModuleType
from typing import Any

from ..engine import GAME_IDS
from ..engine.cards import Card, CardParseError, Rank, Suit, parse_cards
from ..engine.core import EngineError

__all__ = ["ADVICE_OPS", "OPS", "JudgeError", "answer", "handle"]

# op -> (required card fields, optional card fields)
OPS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "classify": (("cards",), ()),
    "beats": (("lead", "play"), ()),
    "hint": (("hand",), ("lead",)),
    "plan": (("hand",), ()),
    "sky": (("cards",), ()),
    "settle_sky": ((), ()),
    "follow_ok": (("hand", "lead", "play"), ()),
    "explain": (("play",), ("lead",)),
}
#: The ops answered by ``desktop_app.referee.<game>`` (the others by the engine's module).
ADVICE_OPS = frozenset({"hint", "plan"})
#: Sets of one deal checked together against the pack, per op.
_TOGETHER: dict[str, tuple[tuple[str, ...], ...]] = {
    "beats": (("lead", "play"),),
    "hint": (("hand", "lead"),),
    "follow_ok": (("hand", "lead"), ("lead", "play")),
    "explain": (("lead", "play"),),
}
#: Error messages quote a bad value at most this long.
_QUOTE = 60


class JudgeError(ValueError):
    """A request the referee refuses; the message becomes the error reply."""


def _quote(value: Any) -> str:
    """``repr(value)``, cut short for a message."""
    try:
        text = repr(value)
    except RecursionError:
        return "(too deeply nested)"
    return text if len(text) <= _QUOTE else text[: _QUOTE - 3] + "..."


def _parse_ctx_value(key: str, kind: str, value: Any) -> Any:
    if kind == "bool":
        if not isinstance(value, bool):
            raise JudgeError(f"ctx.{key} must be true or false")
        return value
    if kind in ("rank", "rank_or_null"):
        if value is None and kind == "rank_or_null":
            return None
        if isinstance(value, int) and not isinstance(value, bool):
            value = str(value)
        if not isinstance(value, str):
            raise JudgeError(f"ctx.{key} must be a rank")
        try:
            return Rank.parse(value)
        except CardParseError:
            raise JudgeError(f"ctx.{key}: not a rank: {_quote(value)}") from None
    if kind == "suit":
        if not isinstance(value, str):
            raise JudgeError(f"ctx.{key} must be a suit letter")
        try:
            return Suit.parse(value)
        except CardParseError:
            raise JudgeError(f"ctx.{key}: not a suit: {_quote(value)}") from None
    raise JudgeError(f"ctx.{key}: unsupported kind {kind}")  # pragma: no cover - table error


def _parse_ctx(module: ModuleType, raw: Any) -> dict[str, Any]:
    spec: Mapping[str, tuple[str, Any]] = getattr(module, "CTX", {})
    required: frozenset[str] = getattr(module, "CTX_REQUIRED", frozenset())
    if raw is None:
        raw = {}
    if not isinstance(raw, Mapping):
        raise JudgeError("ctx must be an object")
    unknown = sorted(set(raw) - set(spec))
    if unknown:
        raise JudgeError(f"unknown ctx key: {_quote(unknown[0])}")
    missing = sorted(required - set(raw))
    if missing:
        raise JudgeError(f"ctx.{missing[0]} is required for this game")
    ctx = {key: default for key, (_, default) in spec.items()}
    for key, value in raw.items():
        ctx[key] = _parse_ctx_value(key, spec[key][0], value)
    return ctx


def _cards_field(req: Mapping[str, Any], name: str) -> list[Card]:
    value = req.get(name)
    if not isinstance(value, str):
        raise JudgeError(f"field {name!r} must be a card string")
    try:
        return parse_cards(value)
    except CardParseError as e:
        raise JudgeError(f"{name}: not a card: {_quote(e.token)}") from None


def _check_pack(rules: ModuleType, op: str, cards: Mapping[str, list[Card] | None]) -> None:
    """Refuse card sets the game's pack cannot hold (each alone, then those of one deal
    together)."""
    pack = rules.PACK
    for name, value in cards.items():
        if value is not None:
            pack.check(name, value)
    for names in _TOGETHER.get(op, ()):
        sets = {name: cards[name] for name in names if cards.get(name)}
        if len(sets) > 1:
            pack.check_together(sets)


def _check_lead(rules: ModuleType, lead: list[Card], ctx: dict[str, Any], lead_type: Any) -> None:
    """A lead must be a legal lead (of ``lead_type`` when given), the same for every game."""
    classify: Callable[..., Any] | None = getattr(rules, "classify", None)
    if classify is None:  # pragma: no cover - every game classifies
        return
    if lead_type is not None and not isinstance(lead_type, str):
        raise JudgeError("field 'lead_type' must be a type id")
    types = list(classify(lead, ctx))
    if not types:
        raise JudgeError("the lead is not a legal combination")
    if lead_type is not None and lead_type not in types:
        raise JudgeError(f"the lead cannot be read as {_quote(lead_type)} (it reads as {', '.join(types)})")


def _format_plays(plays: list[list[Card]]) -> list[str]:
    return [" ".join(c.text for c in p) for p in plays]


def _modules(game: str, op: str) -> tuple[ModuleType, Callable[..., Any]]:
    """The game's rules module and the function answering ``op``."""
    try:
        rules = importlib.import_module(f"desktop_app.engine.{game}.referee")
        where = importlib.import_module(f"desktop_app.referee.{game}") if op in ADVICE_OPS else rules
        if op == "explain":  # Why? (#26): the same for every game
            where = importlib.import_module("desktop_app.referee.explain")
    except ModuleNotFoundError:  # pragma: no cover - every game has its referee
        raise JudgeError(f"the {game} referee is not available yet") from None
    fn: Callable[..., Any] | None = getattr(where, op, None)
    if fn is None:
        raise JudgeError(f"op {op!r} is not available for {game}")
    return rules, fn


def answer(req: Any) -> dict[str, Any]:
    """The reply fields of one request (no ``id``). Raises :class:`JudgeError`,
    :class:`~desktop_app.engine.core.EngineError` or
    :class:`~desktop_app.engine.cards.CardParseError` for a request it refuses; anything
    else it raises is a bug (:func:`handle` answers it as an internal error)."""
    if not isinstance(req, Mapping):
        raise JudgeError("a request must be a JSON object")
    op, game = req.get("op"), req.get("game")
    if not isinstance(op, str) or op not in OPS:
        raise JudgeError(f"unknown op {_quote(op)}")
    if not isinstance(game, str) or game not in GAME_IDS:
        raise JudgeError(f"unknown game {_quote(game)}")
    rules, fn = _modules(game, op)
    required, optional = OPS[op]
    cards: dict[str, list[Card] | None] = {name: _cards_field(req, name) for name in required}
    for name in optional:
        cards[name] = None if req.get(name) is None else _cards_field(req, name)
    _check_pack(rules, op, cards)

    if op == "sky":
        return {"sky": list(fn(cards["cards"]))}
    if op == "settle_sky":
        hands, banker = req.get("hands"), req.get("banker")
        if not isinstance(hands, list) or not hands:
            raise JudgeError("field 'hands' must be a non-empty list of card strings")
        parsed = [_cards_field({f"hands[{i}]": h}, f"hands[{i}]") for i, h in enumerate(hands)]
        rules.check_deal(parsed)
        if not isinstance(banker, int) or isinstance(banker, bool) or not 0 <= banker < len(hands):
            raise JudgeError("field 'banker' must be a seat index into 'hands'")
        return {"seats": list(fn(parsed, banker))}

    ctx = _parse_ctx(rules, req.get("ctx"))
    lead = cards.get("lead")
    lead_type = req.get("lead_type") if op == "beats" else None
    if op in ("beats", "hint", "follow_ok", "explain") and lead is not None:
        _check_lead(rules, lead, ctx, lead_type)
    if op == "classify":
        return {"valid": bool(types := list(fn(cards["cards"], ctx))), "types": types}
    if op == "beats":
        return {"beats": bool(fn(cards["lead"], cards["play"], ctx, lead_type))}
    if op == "hint":
        return {"plays": _format_plays(fn(cards["hand"], lead, ctx))}
    if op == "plan":
        return {"plays": _format_plays(fn(cards["hand"], ctx))}
    if op == "explain":
        return dict(fn(game, cards["play"], lead, ctx, req.get("lang", "en")))
    # follow_ok
    return {"ok": bool(fn(cards["hand"], cards["lead"], cards["play"], ctx))}


def handle(req: Any) -> dict[str, Any]:
    """Answer one decoded request: ``{"id": ..., <reply fields>}`` or ``{"id": ...,
    "error": <reason>}``. Never raises."""
    rid = req.get("id") if isinstance(req, Mapping) else None
    reply: dict[str, Any] = {"id": rid}
    try:
        reply.update(answer(req))
    except (JudgeError, EngineError, CardParseError) as e:
        reply["error"] = str(e) or type(e).__name__
    except ValueError as e:  # the rules refuse what they cannot read (not reached on checked input)
        reply["error"] = str(e) or type(e).__name__
    except RecursionError:
        reply["error"] = "request too deeply nested"
    except Exception as e:  # a bug: the last resort, never reached on generated input (tests)
        reply["error"] = f"internal error: {type(e).__name__}: {e}"
    return reply
