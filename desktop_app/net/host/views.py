"""The views an update carries, made once per moment: the public part encoded once, each
seat's own fields on top (:class:`_ViewCache`), and the canonical bytes put together from
the encoded members."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from typing import Any

from ...engine.core import EngineError
from ...engine.wire import field_encoders, seat_fields, seat_view_json
from .. import protocol as P

#: Trick fields of the views: a delayed spectator sees the table once they are empty.
_TRICK_FIELDS = ("trick", "trick_turns")


@dataclass(frozen=True)
class _Layout:
    """A view class's members in canonical order, and where its seat's own fields go."""

    order: tuple[str, ...]  # the JSON names, sorted
    own: tuple[tuple[str, int], ...]  # (JSON name, place in order) of each seat field


_LAYOUTS: dict[type, _Layout] = {}


def _layout(cls: type, game_id: str) -> _Layout:
    found = _LAYOUTS.get(cls)
    if found is None:
        fields = field_encoders(cls)
        order = tuple(sorted(name for _attr, name, _enc in fields))
        own_attrs = seat_fields(game_id)
        own = tuple((name, order.index(name)) for attr, name, _enc in fields if attr in own_attrs)
        found = _LAYOUTS[cls] = _Layout(order, own)
    return found


_SCHED_YIELD = getattr(os, "sched_yield", None)  # not on Windows, where _give_way does nothing


def _give_way() -> None:
    """Let the process that an acknowledgement just woke have this core before the host
    makes the other views: where clients share the host's cores (a host that is also a
    player's PC, the benchmark) the acting player's client would otherwise wait behind
    the host, while on a machine with nothing else to run this returns at once. Five
    benchmark runs each, alternating, with and without: p50 1.31-1.59 against 1.39-1.83
    ms, p99 2.82-4.65 against 3.40-5.46 ms (docs/benchmarks.md)."""
    if _SCHED_YIELD is not None:
        _SCHED_YIELD()


class _ViewCache:
    """The views of one moment and their JSON: the part every seat shares (the public
    view) is encoded once, then each seat's own fields on top of it. The canonical bytes
    are put together the same way: each top-level value of the public view is encoded
    once, and a seat's view is the public view's members in key order with its own
    fields' members in their places.

    ``memo`` (kept by the host from one update to the next) holds each public field's
    last value with its JSON and its ``"key":value`` bytes: a field whose value is
    unchanged since the last update (most of them: the options, the scores, the cards
    played so far until someone plays) is not encoded again."""

    def __init__(self, game: Any, memo: dict[type, dict[str, tuple[Any, Any, bytes]]] | None = None) -> None:
        self.game = game
        self._memo = memo if memo is not None else {}
        self._public: tuple[Any, dict[str, Any], str, bytes] | None = None
        self._members: list[bytes] = []  # the public view's members, in key order
        self._layout: _Layout | None = None
        self._seats: dict[int, tuple[Any, dict[str, Any], str, bytes]] = {}

    def get(self, seat: int | None) -> tuple[Any, dict[str, Any], str, bytes]:
        """The view of ``seat``, its JSON, its hash and its canonical bytes (encoded once:
        they are hashed and go into the frame as they are)."""
        if self._public is None:
            self._public = self._make_public()
        if seat is None:
            return self._public
        found = self._seats.get(seat)
        if found is None:
            view = self.game.seat_view(self._public[0], seat)
            vj = seat_view_json(view, self._public[1])
            members = list(self._members)
            assert self._layout is not None  # made with the public view
            for name, place in self._layout.own:
                members[place] = _member(name, vj[name])
            vb = b"{" + b",".join(members) + b"}"
            found = self._seats[seat] = (view, vj, P.hash_bytes(vb), vb)
        return found

    def _make_public(self) -> tuple[Any, dict[str, Any], str, bytes]:
        public = self.game.view_for(None)
        cls = type(public)
        memo = self._memo.setdefault(cls, {})  # per view class: a name may encode otherwise elsewhere
        layout = self._layout = _layout(cls, public.game_id)
        pj: dict[str, Any] = {}
        parts: dict[str, bytes] = {}
        for attr, name, enc in field_encoders(cls):
            value = getattr(public, attr)
            known = memo.get(name)
            if known is not None and (known[0] is value or (type(known[0]) is type(value) and known[0] == value)):
                _, pj[name], parts[name] = known
            else:
                pj[name] = enc(value)
                parts[name] = _member(name, pj[name])
                memo[name] = (value, pj[name], parts[name])
        self._members = [parts[name] for name in layout.order]
        pb = b"{" + b",".join(self._members) + b"}"
        return (public, pj, P.hash_bytes(pb), pb)

    def trick_clear(self) -> bool:
        """No trick on the table (in the public view): a delayed spectator may look."""
        public = self.get(None)[1]
        return not any(public.get(name) for name in _TRICK_FIELDS)


#: :func:`protocol.canonical_json`'s encoder, made once (``json.dumps`` makes one per call).
_CANONICAL = json.JSONEncoder(ensure_ascii=False, sort_keys=True, separators=(",", ":"), allow_nan=False)


_KEYS: dict[str, bytes] = {}  # a view's field name -> its JSON and the colon


def _member(key: str, value: Any) -> bytes:
    """``"key":value`` as :func:`protocol.canonical_json` writes it inside an object."""
    head = _KEYS.get(key)
    if head is None:
        head = _KEYS[key] = _CANONICAL.encode(key).encode("utf-8") + b":"
    return head + _CANONICAL.encode(value).encode("utf-8")


def _json_params(error: EngineError) -> dict[str, Any]:
    """An error's params as JSON values (anything else as text)."""
    out: dict[str, Any] = {}
    for k, v in getattr(error, "params", {}).items():
        try:
            out[str(k)] = P.decode_json(P.encode_json({"v": v}))["v"]
        except (TypeError, ValueError, P.ProtocolError):
            out[str(k)] = str(v)
    return out

