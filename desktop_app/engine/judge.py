"""The referee: ``python -m desktop_app.engine.judge``.

Reads JSON Lines on stdin and writes exactly one JSON line per request to stdout, in
order, flushing after each (the contract is in ``../shared/spec/README.md``). It never
crashes on input: garbage, wrong types and huge lines each get an error reply.

Each game answers through ``desktop_app.engine.<game>.referee``, a module offering any of
the op functions below and a ``CTX`` table of the ``ctx`` keys it accepts::

    CTX = {"laizi": ("rank_or_null", None)}      # key -> (kind, default)
    CTX_REQUIRED = frozenset()                    # keys that must be given
    def classify(cards, ctx) -> list[str]         # type ids, strongest first; [] = invalid
    def beats(lead, play, ctx, lead_type) -> bool
    def hint(hand, lead, ctx) -> list[list[Card]] # lead None = any legal lead
    def plan(hand, ctx) -> list[list[Card]]
    def sky(cards) -> list[str]                   # tiandiren
    def settle_sky(hands, banker) -> list[dict]   # tiandiren
    def follow_ok(hand, lead, play, ctx) -> bool  # hongwu

>>> handle({"op": "classify", "game": "chess", "cards": "3s", "id": 7})
{'id': 7, 'error': "unknown game 'chess'"}
"""

from __future__ import annotations

import importlib
import json
import sys
from collections.abc import Callable, Mapping
from typing import IO, Any

from . import GAME_IDS
from .cards import Card, CardParseError, Rank, Suit, parse_cards

__all__ = ["MAX_LINE_BYTES", "JudgeError", "handle", "main"]

#: A request line longer than this is refused unread.
MAX_LINE_BYTES = 1 << 20

# op -> (required card fields, optional card fields, needs ctx)
_OPS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "classify": (("cards",), ()),
    "beats": (("lead", "play"), ()),
    "hint": (("hand",), ("lead",)),
    "plan": (("hand",), ()),
    "sky": (("cards",), ()),
    "settle_sky": ((), ()),
    "follow_ok": (("hand", "lead", "play"), ()),
}


class JudgeError(ValueError):
    """A request the referee refuses; the message becomes the error reply."""


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
            raise JudgeError(f"ctx.{key}: not a rank: {value!r}") from None
    if kind == "suit":
        if not isinstance(value, str):
            raise JudgeError(f"ctx.{key} must be a suit letter")
        try:
            return Suit.parse(value)
        except CardParseError:
            raise JudgeError(f"ctx.{key}: not a suit: {value!r}") from None
    raise JudgeError(f"ctx.{key}: unsupported kind {kind}")  # pragma: no cover - table error


def _parse_ctx(module: Any, raw: Any) -> dict[str, Any]:
    spec: Mapping[str, tuple[str, Any]] = getattr(module, "CTX", {})
    required: frozenset[str] = getattr(module, "CTX_REQUIRED", frozenset())
    if raw is None:
        raw = {}
    if not isinstance(raw, Mapping):
        raise JudgeError("ctx must be an object")
    unknown = sorted(set(raw) - set(spec))
    if unknown:
        raise JudgeError(f"unknown ctx key: {unknown[0]!r}")
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
        raise JudgeError(f"{name}: {e}") from None


def _check_lead(module: Any, lead: list[Card], ctx: dict[str, Any], lead_type: Any) -> None:
    """A lead must be a legal lead (of ``lead_type`` when given), the same for every game."""
    classify: Callable[..., Any] | None = getattr(module, "classify", None)
    if classify is None:
        return
    if lead_type is not None and not isinstance(lead_type, str):
        raise JudgeError("field 'lead_type' must be a type id")
    types = list(classify(lead, ctx))
    if not types:
        raise JudgeError("the lead is not a legal combination")
    if lead_type is not None and lead_type not in types:
        raise JudgeError(f"the lead cannot be read as {lead_type!r} (it reads as {', '.join(types)})")


def _format_plays(plays: list[list[Card]]) -> list[str]:
    return [" ".join(c.text for c in p) for p in plays]


def _dispatch(req: Mapping[str, Any]) -> dict[str, Any]:
    op, game = req.get("op"), req.get("game")
    if not isinstance(op, str) or op not in _OPS:
        raise JudgeError(f"unknown op {op!r}")
    if not isinstance(game, str) or game not in GAME_IDS:
        raise JudgeError(f"unknown game {game!r}")
    required, optional = _OPS[op]
    cards: dict[str, list[Card] | None] = {name: _cards_field(req, name) for name in required}
    for name in optional:
        cards[name] = None if req.get(name) is None else _cards_field(req, name)
    try:
        module = importlib.import_module(f"desktop_app.engine.{game}.referee")
    except ModuleNotFoundError:
        raise JudgeError(f"the {game} referee is not available yet") from None
    fn: Callable[..., Any] | None = getattr(module, op, None)
    if fn is None:
        raise JudgeError(f"op {op!r} is not available for {game}")

    if op == "sky":
        return {"sky": list(fn(cards["cards"]))}
    if op == "settle_sky":
        hands, banker = req.get("hands"), req.get("banker")
        if not isinstance(hands, list) or not hands:
            raise JudgeError("field 'hands' must be a non-empty list of card strings")
        if not isinstance(banker, int) or isinstance(banker, bool) or not 0 <= banker < len(hands):
            raise JudgeError("field 'banker' must be a seat index into 'hands'")
        parsed = [_cards_field({"hand": h}, "hand") for h in hands]
        return {"seats": list(fn(parsed, banker))}

    ctx = _parse_ctx(module, req.get("ctx"))
    lead = cards.get("lead")
    if op in ("beats", "hint") and lead is not None:
        _check_lead(module, lead, ctx, req.get("lead_type") if op == "beats" else None)
    if op == "classify":
        return {"valid": bool(types := list(fn(cards["cards"], ctx))), "types": types}
    if op == "beats":
        lead_type = req.get("lead_type")
        if lead_type is not None and not isinstance(lead_type, str):
            raise JudgeError("field 'lead_type' must be a type id")
        return {"beats": bool(fn(cards["lead"], cards["play"], ctx, lead_type))}
    if op == "hint":
        return {"plays": _format_plays(fn(cards["hand"], cards["lead"], ctx))}
    if op == "plan":
        return {"plays": _format_plays(fn(cards["hand"], ctx))}
    # follow_ok
    return {"ok": bool(fn(cards["hand"], cards["lead"], cards["play"], ctx))}


def handle(req: Any) -> dict[str, Any]:
    """Answer one decoded request; never raises."""
    rid = req.get("id") if isinstance(req, Mapping) else None
    reply: dict[str, Any] = {"id": rid}
    try:
        if not isinstance(req, Mapping):
            raise JudgeError("a request must be a JSON object")
        reply.update(_dispatch(req))
    except (JudgeError, ValueError) as e:  # EngineError and CardParseError are ValueErrors
        reply["error"] = str(e) or type(e).__name__
    except RecursionError:
        reply["error"] = "request too deeply nested"
    except Exception as e:
        reply["error"] = f"internal error: {type(e).__name__}: {e}"
    return reply


def _read_lines(stream: IO[bytes]) -> Any:
    """Yield each line (bytes) or None for a line over the size bound (which is skipped)."""
    while True:
        line = stream.readline(MAX_LINE_BYTES + 1)
        if not line:
            return
        if len(line) > MAX_LINE_BYTES and not line.endswith(b"\n"):
            while True:  # drain the rest of the oversized line
                more = stream.readline(MAX_LINE_BYTES)
                if not more or more.endswith(b"\n"):
                    break
            yield None
            continue
        yield line


def main(stdin: IO[bytes] | None = None, stdout: IO[str] | None = None) -> int:
    src = stdin if stdin is not None else sys.stdin.buffer
    out = stdout if stdout is not None else sys.stdout
    for raw in _read_lines(src):
        if raw is None:
            reply: dict[str, Any] = {"id": None, "error": f"request line longer than {MAX_LINE_BYTES} bytes"}
        elif not raw.strip():
            continue
        else:
            try:
                req = json.loads(raw.decode("utf-8"))
            except (ValueError, UnicodeDecodeError, RecursionError) as e:
                reply = {"id": None, "error": f"not valid JSON: {str(e)[:200]}"}
            else:
                reply = handle(req)
        try:
            text = json.dumps(reply, ensure_ascii=False)
        except (TypeError, ValueError):  # an unserialisable id echoed back
            text = json.dumps({"id": None, "error": reply.get("error", "reply not serialisable")})
        out.write(text + "\n")
        out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
