"""Engine values as JSON for the wire (pure Python): views, events and outcomes.

A game's :class:`~desktop_app.engine.core.View` is a frozen dataclass whose fields carry
type hints; this module turns those hints into an encoder and a strict decoder once per
class, so every game's view round-trips exactly (``from_json(to_json(v)) == v``) without
code of its own. The JSON forms (documented in ``docs/protocol.md``):

* ``int``, ``str``, ``bool``, ``None`` as themselves (an ``int`` is never a ``bool``);
* a :class:`Card` as its notation (``"Th"``), a tuple of cards as one notation string
  (``"7s 7h BJ"``), a :class:`Rank` as its notation (``"T"``, ``"BJ"``), a :class:`Suit`
  as its letter;
* tuples and frozensets as lists (frozensets sorted), mappings as objects with string
  keys, nested dataclasses (readings, trick entries, ...) as objects of their fields;
* ``Any`` (event data, settlements) as the JSON value it already is.

The view's own fields keep their names, except ``game_id`` -> ``game`` and
``num_players`` -> ``players`` (the names of the protocol). Decoding checks every value
against its hint and raises :class:`WireError` naming the path of the first bad value;
unknown fields are ignored (a newer host may add some), missing ones take the field's
default when it has one.

>>> from desktop_app.engine.cards import parse_cards
>>> from desktop_app.engine.core import View
>>> v = View(game_id="x", seat=0, num_players=2, phase="play", to_move=1,
...          hand=tuple(parse_cards("7s BJ")), hand_sizes=(2, 5), legal_kinds=frozenset({"play"}))
>>> d = encode_dataclass(v)
>>> d["hand"], d["players"], d["legal_kinds"]
('7s BJ', 2, ['play'])
>>> decode_dataclass(View, d) == v
True
"""

from __future__ import annotations

import dataclasses
import enum
import math
import types
import typing
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .cards import Card, CardParseError, Rank, Suit, full_deck, parse_card, parse_cards
from .core import EngineError, Event, Outcome, SeatResult, View

__all__ = [
    "MAX_JSON_DEPTH",
    "WireError",
    "check_json_value",
    "decode_dataclass",
    "encode_dataclass",
    "event_from_json",
    "event_to_json",
    "field_encoders",
    "outcome_from_json",
    "public_view",
    "seat_fields",
    "seat_view_json",
    "view_class",
    "view_from_json",
    "view_to_json",
]

#: Nesting deeper than this in an ``Any`` value is refused (views are shallow).
MAX_JSON_DEPTH = 32

#: View fields whose JSON name differs from the attribute (the protocol's names).
_RENAMES = {"game_id": "game", "num_players": "players"}

#: game id -> "module:Class" of its View subclass (loaded on first use).
_VIEWS: dict[str, str] = {
    "tiandiren": "desktop_app.engine.tiandiren.game:TiandirenView",
    "doudizhu": "desktop_app.engine.doudizhu.game:DoudizhuView",
    "hongwu": "desktop_app.engine.hongwu.game:HongwuView",
    "yuanzi": "desktop_app.engine.yuanzi.game:YuanziView",
    "shengsidu": "desktop_app.engine.shengsidu.game:ShengsiduView",
}


#: The fields of a seat's view that depend on the seat, with the value a spectator's view
#: (``view_for(None)``) holds there; every other field is the same for every seat (a
#: property test checks both, for every game, on random states).
_SEAT_FIELDS: dict[str, dict[str, Any]] = {
    "": {"seat": None, "hand": (), "legal_kinds": frozenset()},
    "hongwu": {"kitty": ()},
    "yuanzi": {"partner": None},
    "shengsidu": {"must_play": None, "hint_available": None, "report_single": None},
}


class WireError(EngineError):
    """A JSON value that does not decode into the engine type it should be; the message
    names the path (``view.trick[2].cards``)."""

    default_reason = "bad_wire_value"


Encoder = Callable[[Any], Any]
Decoder = Callable[[Any, str], Any]


# --------------------------------------------------------------------------- JSON values


def check_json_value(value: Any, path: str = "value", depth: int = 0) -> Any:
    """``value`` if it is a JSON value (dict with str keys, list, str, finite number, bool,
    None) no deeper than :data:`MAX_JSON_DEPTH`; tuples become lists. Raises WireError."""
    if depth > MAX_JSON_DEPTH:
        raise WireError(f"{path}: nested too deeply")
    if value is None or isinstance(value, (str, bool)):
        return value
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        if not math.isfinite(value):
            raise WireError(f"{path}: not a finite number")
        return value
    if isinstance(value, (list, tuple)):
        return [check_json_value(x, f"{path}[{i}]", depth + 1) for i, x in enumerate(value)]
    if isinstance(value, Mapping):
        out: dict[str, Any] = {}
        for k, v in value.items():
            if not isinstance(k, str):
                raise WireError(f"{path}: object keys must be strings")
            out[k] = check_json_value(v, f"{path}.{k}", depth + 1)
        return out
    raise WireError(f"{path}: {type(value).__name__} is not a JSON value")


def _is_int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


# --------------------------------------------------------------------------- compiling hints


_ENCODERS: dict[Any, Encoder] = {}
_DECODERS: dict[Any, Decoder] = {}


def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def _fail(path: str, want: str, got: Any) -> WireError:
    shown = repr(got)
    if len(shown) > 60:
        shown = shown[:57] + "..."
    return WireError(f"{path}: expected {want}, got {shown}")


def _union_args(hint: Any) -> tuple[Any, ...] | None:
    origin = typing.get_origin(hint)
    if origin is typing.Union or origin is types.UnionType:
        return typing.get_args(hint)
    return None


def _encoder(hint: Any) -> Encoder:
    enc = _ENCODERS.get(hint)
    if enc is None:
        enc = _ENCODERS[hint] = _make_encoder(hint)
    return enc


def _decoder(hint: Any) -> Decoder:
    dec = _DECODERS.get(hint)
    if dec is None:
        dec = _DECODERS[hint] = _make_decoder(hint)
    return dec


def _identity(x: Any) -> Any:
    return x


#: Cards are interned: their notation by identity is a third of the cost of ``card.text``
#: (hashing a Card hashes its enum fields), which matters on the host's hot path.
_TEXT_BY_ID: dict[int, str] = {id(c): c.text for c in full_deck(jokers=True)}


def _card_text(card: Card) -> str:
    return _TEXT_BY_ID.get(id(card)) or card.text


def _cards_text(cards: Sequence[Card]) -> str:
    by_id = _TEXT_BY_ID
    try:
        return " ".join([by_id[id(c)] for c in cards])
    except KeyError:  # a Card built outside the interned set
        return " ".join(c.text for c in cards)


def _make_encoder(hint: Any) -> Encoder:
    if hint is Any:
        return lambda x: check_json_value(x)
    if hint in (int, str, bool, type(None)):
        return _identity
    if hint is float:
        return lambda x: float(x)
    if hint is Card:
        return _card_text
    if hint is Rank:
        return lambda r: Rank(r).text
    if hint is Suit:
        return lambda s: s.value
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return lambda e: e.value
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return _dataclass_encoder(hint)
    union = _union_args(hint)
    if union is not None:
        return _union_encoder(union)
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            if args[0] is Card:
                return _cards_text
            item = _encoder(args[0])
            return lambda xs: [item(x) for x in xs]
        items = [_encoder(a) for a in args]
        return lambda xs: [e(x) for e, x in zip(items, xs, strict=True)]
    if origin in (frozenset, set):
        item = _encoder(args[0]) if args else _identity
        return lambda xs: sorted((item(x) for x in xs), key=_sort_key)
    if origin in (list, Sequence):
        item = _encoder(args[0]) if args else _identity
        return lambda xs: [item(x) for x in xs]
    if origin in (dict, Mapping):
        key_t, val_t = args if args else (str, Any)
        val = _encoder(val_t)
        if key_t is str:
            return lambda m: {k: val(v) for k, v in m.items()}
        if key_t is int:
            return lambda m: {str(k): val(v) for k, v in m.items()}
    raise TypeError(f"no JSON form for the type {hint!r}")


def _sort_key(x: Any) -> tuple[str, Any]:
    return (type(x).__name__, x)


def _union_encoder(args: tuple[Any, ...]) -> Encoder:
    options = [a for a in args if a is not type(None)]
    if len(options) == 1:
        inner = _encoder(options[0])
        return lambda x: None if x is None else inner(x)
    pairs = [(_runtime_type(a), _encoder(a)) for a in options]

    def encode(x: Any) -> Any:
        if x is None:
            return None
        for rt, enc in pairs:
            if rt is not None and isinstance(x, rt) and not (rt is int and isinstance(x, bool)):
                return enc(x)
        raise TypeError(f"{x!r} matches none of {options!r}")

    return encode


def _runtime_type(hint: Any) -> Any:
    origin = typing.get_origin(hint)
    if origin is not None:
        return origin if isinstance(origin, type) else None
    return hint if isinstance(hint, type) else None


def _fields(cls: type) -> list[tuple[str, str, Any, dataclasses.Field[Any]]]:
    """(attribute, JSON name, hint, field) of each field of a dataclass."""
    hints = _hints(cls)
    is_view = issubclass(cls, View)
    return [
        (f.name, _RENAMES.get(f.name, f.name) if is_view else f.name, hints[f.name], f)
        for f in dataclasses.fields(cls)
        if f.init
    ]


def _is_plain(hint: Any) -> bool:
    """A hint whose values are their own JSON (int, str, bool, None and their unions)."""
    if hint in (int, str, bool, type(None)):
        return True
    union = _union_args(hint)
    return union is not None and all(a in (int, str, bool, type(None)) for a in union)


def _dataclass_encoder(cls: type) -> Encoder:
    plain: list[tuple[str, str]] = []  # fields copied as they are
    other: list[tuple[str, str, Encoder]] = []
    ready: list[bool] = []

    def encode(obj: Any) -> dict[str, Any]:
        if not ready:  # compiled on first use: a class may refer to itself
            for attr, name, hint, _f in _fields(cls):
                if _is_plain(hint):
                    plain.append((attr, name))
                else:
                    other.append((attr, name, _encoder(hint)))
            ready.append(True)
        out = {name: getattr(obj, attr) for attr, name in plain}
        for attr, name, enc in other:
            out[name] = enc(getattr(obj, attr))
        return out

    return encode


# --------------------------------------------------------------------------- decoders


def _make_decoder(hint: Any) -> Decoder:
    if hint is Any:
        return lambda x, path: check_json_value(x, path)
    if hint is int:

        def dec_int(x: Any, path: str) -> int:
            if not _is_int(x):
                raise _fail(path, "an integer", x)
            return int(x)

        return dec_int
    if hint is bool:

        def dec_bool(x: Any, path: str) -> bool:
            if not isinstance(x, bool):
                raise _fail(path, "true or false", x)
            return x

        return dec_bool
    if hint is str:

        def dec_str(x: Any, path: str) -> str:
            if not isinstance(x, str):
                raise _fail(path, "a string", x)
            return x

        return dec_str
    if hint is float:

        def dec_float(x: Any, path: str) -> float:
            if not isinstance(x, (int, float)) or isinstance(x, bool) or not math.isfinite(x):
                raise _fail(path, "a number", x)
            return float(x)

        return dec_float
    if hint is type(None):

        def dec_none(x: Any, path: str) -> None:
            if x is not None:
                raise _fail(path, "null", x)

        return dec_none
    if hint is Card:

        def dec_card(x: Any, path: str) -> Card:
            if not isinstance(x, str):
                raise _fail(path, "a card", x)
            try:
                return parse_card(x)
            except CardParseError as e:
                raise WireError(f"{path}: {e}") from None

        return dec_card
    if hint is Rank:

        def dec_rank(x: Any, path: str) -> Rank:
            if not isinstance(x, str):
                raise _fail(path, "a rank", x)
            try:
                return Rank.parse(x)
            except CardParseError as e:
                raise WireError(f"{path}: {e}") from None

        return dec_rank
    if hint is Suit:

        def dec_suit(x: Any, path: str) -> Suit:
            if not isinstance(x, str):
                raise _fail(path, "a suit letter", x)
            try:
                return Suit.parse(x)
            except CardParseError as e:
                raise WireError(f"{path}: {e}") from None

        return dec_suit
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        enum_cls = hint

        def dec_enum(x: Any, path: str) -> Any:
            try:
                return enum_cls(x)
            except (ValueError, TypeError):
                raise _fail(path, f"a {enum_cls.__name__}", x) from None

        return dec_enum
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return _dataclass_decoder(hint)
    union = _union_args(hint)
    if union is not None:
        return _union_decoder(union)
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            if args[0] is Card:
                return _dec_cards
            item = _decoder(args[0])

            def dec_tuple(x: Any, path: str) -> tuple[Any, ...]:
                if not isinstance(x, list):
                    raise _fail(path, "a list", x)
                return tuple(item(v, f"{path}[{i}]") for i, v in enumerate(x))

            if args[0] is int:  # hand sizes, scores...: checked in one pass

                def dec_ints(x: Any, path: str) -> tuple[Any, ...]:
                    if type(x) is list and all(type(v) is int for v in x):
                        return tuple(x)
                    return dec_tuple(x, path)  # (says which item is wrong)

                return dec_ints
            return dec_tuple
        items = [_decoder(a) for a in args]

        def dec_fixed(x: Any, path: str) -> tuple[Any, ...]:
            if not isinstance(x, list) or len(x) != len(items):
                raise _fail(path, f"a list of {len(items)}", x)
            return tuple(d(v, f"{path}[{i}]") for i, (d, v) in enumerate(zip(items, x, strict=True)))

        return dec_fixed
    if origin in (frozenset, set):
        item = _decoder(args[0]) if args else _decoder(Any)

        def dec_set(x: Any, path: str) -> frozenset[Any]:
            if not isinstance(x, list):
                raise _fail(path, "a list", x)
            return frozenset(item(v, f"{path}[{i}]") for i, v in enumerate(x))

        return dec_set
    if origin in (list, Sequence):
        item = _decoder(args[0]) if args else _decoder(Any)

        def dec_list(x: Any, path: str) -> list[Any]:
            if not isinstance(x, list):
                raise _fail(path, "a list", x)
            return [item(v, f"{path}[{i}]") for i, v in enumerate(x)]

        return dec_list
    if origin in (dict, Mapping):
        key_t, val_t = args if args else (str, Any)
        val = _decoder(val_t)
        int_keys = key_t is int

        def dec_map(x: Any, path: str) -> dict[Any, Any]:
            if not isinstance(x, dict):
                raise _fail(path, "an object", x)
            out: dict[Any, Any] = {}
            for k, v in x.items():
                if int_keys:
                    try:
                        key: Any = int(k)
                    except ValueError:
                        raise _fail(path, "integer keys", k) from None
                else:
                    key = k
                out[key] = val(v, f"{path}.{k}")
            return out

        return dec_map
    raise TypeError(f"no JSON form for the type {hint!r}")


#: Cards by their canonical text (``Card.text``), as :func:`parse_cards` reads them:
#: filled from what it has read, so that text in canonical notation (what a host
#: writes) is read by one look-up a card.
_CANONICAL_CARDS: dict[str, Card] = {}


def _dec_cards(x: Any, path: str) -> tuple[Card, ...]:
    if not isinstance(x, str):
        raise _fail(path, "a card string", x)
    if not x:
        return ()
    try:
        return tuple(map(_CANONICAL_CARDS.__getitem__, x.split(" ")))
    except KeyError:  # not (yet) known tokens, or another spelling: the full parser
        pass
    try:
        cards = tuple(parse_cards(x))
    except CardParseError as e:
        raise WireError(f"{path}: {e}") from None
    for card in cards:
        _CANONICAL_CARDS[card.text] = card
    return cards


def _union_decoder(args: tuple[Any, ...]) -> Decoder:
    optional = type(None) in args
    options = [a for a in args if a is not type(None)]
    decoders = [_decoder(a) for a in options]

    def decode(x: Any, path: str) -> Any:
        if x is None:
            if optional:
                return None
            raise _fail(path, "a value", x)
        if len(decoders) == 1:
            return decoders[0](x, path)
        first: WireError | None = None
        for d in decoders:
            try:
                return d(x, path)
            except WireError as e:
                first = first or e
        assert first is not None
        raise first

    return decode


def _dataclass_decoder(cls: type) -> Decoder:
    fields: list[tuple[str, str, Decoder, bool]] = []

    def decode(x: Any, path: str) -> Any:
        if not fields:
            for attr, name, hint, f in _fields(cls):
                has_default = f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING
                fields.append((attr, name, _decoder(hint), has_default))
        if not isinstance(x, dict):
            raise _fail(path, "an object", x)
        kwargs: dict[str, Any] = {}
        for attr, name, dec, has_default in fields:
            if name in x:
                kwargs[attr] = dec(x[name], f"{path}.{name}")
            elif not has_default:
                raise WireError(f"{path}: the field {name!r} is missing")
        try:
            return cls(**kwargs)
        except (TypeError, ValueError) as e:
            raise WireError(f"{path}: {e}") from None

    return decode


# --------------------------------------------------------------------------- public API


def encode_dataclass(obj: Any) -> dict[str, Any]:
    """``obj`` (a dataclass instance) as a JSON object, by its fields' type hints."""
    result: dict[str, Any] = _encoder(type(obj))(obj)
    return result


def decode_dataclass(cls: type, data: Any, path: str = "") -> Any:
    """An instance of ``cls`` from its JSON object; raises :class:`WireError`."""
    try:
        return _decoder(cls)(data, path or cls.__name__)
    except RecursionError:
        raise WireError(f"{path or cls.__name__}: nested too deeply") from None


def view_class(game_id: str) -> type[View]:
    """The View subclass of ``game_id`` (WireError for an unknown game)."""
    import importlib

    spec = _VIEWS.get(game_id) if isinstance(game_id, str) else None
    if spec is None:
        raise WireError(f"unknown game {game_id!r}")
    module_name, _, class_name = spec.partition(":")
    cls: type[View] = getattr(importlib.import_module(module_name), class_name)
    return cls


def view_to_json(view: View) -> dict[str, Any]:
    """A game's view as the protocol's JSON object."""
    return encode_dataclass(view)


def seat_view_json(view: View, public_json: dict[str, Any]) -> dict[str, Any]:
    """``view_to_json(view)`` made from the public view's JSON (``view_to_json`` of
    ``public_view(view)``, shared by every seat) by encoding only the seat's own fields:
    a host with many connections encodes the common part once per change."""
    names = seat_fields(view.game_id)
    out = dict(public_json)
    for attr, name, enc in field_encoders(type(view)):
        if attr in names:
            out[name] = enc(getattr(view, attr))
    return out


_FIELD_ENCODERS: dict[type, list[tuple[str, str, Encoder]]] = {}


def field_encoders(cls: type) -> list[tuple[str, str, Encoder]]:
    """``(attribute, JSON name, encoder)`` of each field of the dataclass ``cls``, in
    order: ``encode_dataclass(obj)[name] == enc(getattr(obj, attr))`` for each."""
    found = _FIELD_ENCODERS.get(cls)
    if found is None:
        found = _FIELD_ENCODERS[cls] = [(attr, name, _encoder(hint)) for attr, name, hint, _f in _fields(cls)]
    return found


def view_from_json(data: Any) -> View:
    """The typed view of ``data`` (the game's own View subclass, chosen by ``game``)."""
    if not isinstance(data, dict):
        raise WireError(f"view: expected an object, got {type(data).__name__}")
    game = data.get("game")
    view: View = decode_dataclass(view_class(game if isinstance(game, str) else repr(game)), data, "view")
    return view


def seat_fields(game_id: str) -> dict[str, Any]:
    """The view fields that depend on the seat (see :func:`public_view`)."""
    return {**_SEAT_FIELDS[""], **_SEAT_FIELDS.get(game_id, {})}


def public_view(view: View) -> View:
    """What a spectator sees, from any seat's view: ``public_view(game.view_for(s)) ==
    game.view_for(None)`` for every seat ``s``. A client with several seats shows this
    while a hot-seat hand-off hides every hand."""
    fields = seat_fields(view.game_id)
    names = {f.name for f in dataclasses.fields(view)}
    return dataclasses.replace(view, **{k: v for k, v in fields.items() if k in names})


def event_to_json(event: Event, private: bool | None = None) -> dict[str, Any]:
    """An event as sent to one seat: ``Event.to_json()`` without ``visible_to``; with
    ``private`` True, ``"private": true`` says the event was not public."""
    d = event.to_json()
    d.pop("visible_to", None)
    if private:
        d["private"] = True
    return d


def event_from_json(data: Any, seat: int | None, path: str = "event") -> Event:
    """An event received by ``seat``: a private one is visible to that seat only."""
    if not isinstance(data, dict):
        raise _fail(path, "an object", data)
    kind, ev_seat, ev_data = data.get("kind"), data.get("seat"), data.get("data", {})
    if not isinstance(kind, str) or not kind:
        raise _fail(f"{path}.kind", "a string", kind)
    if ev_seat is not None and not _is_int(ev_seat):
        raise _fail(f"{path}.seat", "an integer or null", ev_seat)
    if not isinstance(ev_data, dict):
        raise _fail(f"{path}.data", "an object", ev_data)
    private = data.get("private", False)
    if not isinstance(private, bool):
        raise _fail(f"{path}.private", "true or false", private)
    visible = frozenset({seat}) if private and seat is not None else None
    return Event(kind, ev_seat, check_json_value(ev_data, f"{path}.data"), visible)


def outcome_from_json(data: Any, path: str = "outcome") -> Outcome:
    """The inverse of ``Outcome.to_json()``."""
    if not isinstance(data, dict) or not isinstance(data.get("results"), list):
        raise _fail(path, "an object with results", data)
    results = []
    for i, r in enumerate(data["results"]):
        p = f"{path}.results[{i}]"
        if not isinstance(r, dict):
            raise _fail(p, "an object", r)
        seat, result, score, detail = r.get("seat"), r.get("result"), r.get("score"), r.get("detail", {})
        if not isinstance(seat, int) or not isinstance(score, int) or isinstance(seat, bool) or isinstance(score, bool):
            raise _fail(p, "integer seat and score", r)
        if not isinstance(result, str) or not isinstance(detail, dict):
            raise _fail(p, "a result id and a detail object", r)
        results.append(SeatResult(seat, result, score, check_json_value(detail, f"{p}.detail")))
    return Outcome(tuple(results))
