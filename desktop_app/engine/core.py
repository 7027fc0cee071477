"""The vocabulary every game shares: actions, events, views, outcomes, records, options
and typed errors.

Conventions every game follows:

* Seats are ``0..N-1`` in *play order*: the player after seat ``s`` is ``(s + 1) % N``.
  ``Game.direction`` tells the table which way round that goes (clockwise for 天地人,
  counter-clockwise for the others), so the UI can lay the seats out as players expect.
* ``Game.apply(action)`` validates first and mutates only when the action is legal. A
  refused action raises an :class:`EngineError` subclass and leaves the state unchanged.
  Before any game code runs, :meth:`Game.check_action` checks the action's form against
  the game's ``ACTION_SPECS`` (its kinds, whether each takes cards, the value each takes),
  so that whatever is applied is something a :class:`GameRecord` holds and reads back.
* Every random draw goes through ``Game.rng`` (one seeded source per game); a
  :class:`GameRecord` (options, seed, carry-over, actions) replays the game exactly.
* Events are small and JSON-serialisable; ``Event.visible_to`` names the seats that may
  see one (``None``: everyone). ``Game.view_for(seat)`` is the only way state leaves a game.

>>> a = Action(2, ActionKind.PLAY, tuple(parse_cards("7s 7h")))
>>> str(a)
'2 play 7s 7h'
>>> Action.parse(str(a)) == a
True
"""

from __future__ import annotations

import dataclasses
import json
import re
import secrets
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Self

from .cards import Card, CardParseError, Rank, Suit, format_cards, full_deck, parse_cards
from .disputes import Dispute, DisputeError, VoidMark, check_disputes, disputes_from_json, void_from_json
from .fairdeal import DEAL_FAIR, DEAL_KINDS, DEAL_MT, make_rng

__all__ = [
    "DEFAULT_ACTION_SPECS",
    "MAX_ACTION_CARDS",
    "MAX_ACTION_INT",
    "MAX_ACTION_TEXT",
    "MAX_SEAT",
    "RECORD_FORMAT",
    "RECORD_VERSION",
    "VOID_RESULT",
    "Action",
    "ActionKind",
    "ActionSpec",
    "BadActionError",
    "EngineError",
    "Event",
    "Game",
    "GameOverError",
    "GameRecord",
    "IllegalActionError",
    "IllegalPlayError",
    "InvalidOptionError",
    "NotYourTurnError",
    "Options",
    "Outcome",
    "RecordError",
    "SeatResult",
    "ValueSpec",
    "View",
    "WrongPhaseError",
    "cards_json",
    "new_seed",
    "void_outcome",
]

RECORD_FORMAT = "paiju-record"
#: Version 2 adds the optional ``deal`` (the random source: "mt" or "fair"); a record of
#: the usual kind ("mt") is still written as version 1, so older Paiju versions read it.
RECORD_VERSION = 2


# --------------------------------------------------------------------------- errors


class EngineError(ValueError):
    """A refused action or bad input.

    ``reason`` is a stable machine-readable code (``"does_not_beat"``, ``"not_your_turn"``)
    that the UI maps to a translated sentence, filling it from ``params`` (JSON values;
    cards as notation strings). ``str(error)`` is an English sentence for logs and the
    referee.
    """

    default_reason: ClassVar[str] = "error"

    def __init__(self, message: str, reason: str | None = None, **params: Any) -> None:
        super().__init__(message)
        self.reason = reason or self.default_reason
        self.params: dict[str, Any] = params


class IllegalActionError(EngineError):
    """The action breaks a rule of the game."""

    default_reason = "illegal_action"


class BadActionError(IllegalActionError):
    """An action that is not well formed for the game: not an :class:`Action`, a seat
    that is not a seat number, a kind the game does not have, cards that are not cards,
    or cards or a value its kind does not take (``bad_action``, ``bad_seat``,
    ``unknown_action``, ``unexpected_cards``, ``bad_value``, or the game's own code for
    that kind)."""

    default_reason = "bad_action"


class IllegalPlayError(IllegalActionError):
    """The cards are not a legal play here (not a combination, do not beat, ...)."""

    default_reason = "illegal_play"


class NotYourTurnError(EngineError):
    default_reason = "not_your_turn"


class WrongPhaseError(EngineError):
    """That kind of action does not belong to the current phase."""

    default_reason = "wrong_phase"


class GameOverError(EngineError):
    default_reason = "game_over"


class InvalidOptionError(EngineError):
    default_reason = "invalid_option"


class RecordError(EngineError):
    """A game record (or save) that cannot be read or does not replay."""

    default_reason = "bad_record"


# --------------------------------------------------------------------------- actions


class ActionKind:
    """Action kinds shared by several games; a game may define more."""

    PLAY = "play"  # 出牌 (cards; value may name the reading type chosen)
    PASS = "pass"  # 过 / 不要
    BID = "bid"  # 叫分 (value: amount)
    CALL = "call"  # 叫地主 (value: True/False)
    GRAB = "grab"  # 抢地主 (value: True/False)
    SHOW = "show"  # 明牌 (value: True/False)
    TRUMP = "trump"  # 定主 (value: suit letter)
    BURY = "bury"  # 埋底 (cards)
    ABANDON = "abandon"  # 弃权 / 逃跑: any seat, any time


#: The highest seat number an action record (or a network frame) may name; a game has
#: at most ``Game.max_players`` seats.
MAX_SEAT = 63
#: Integer action values stay within +-MAX_ACTION_INT (exact in every JSON reader).
MAX_ACTION_INT = 2**53 - 1
#: Text action values are at most this many characters (and valid Unicode).
MAX_ACTION_TEXT = 64
#: The most cards one action may name (more than any game's whole pack).
MAX_ACTION_CARDS = 1024
_MAX_CARDS_TEXT = 8 * MAX_ACTION_CARDS
_KIND_RE = re.compile(r"[a-z][a-z0-9_]{0,31}")
_SEAT_RE = re.compile(r"[0-9]{1,3}")
_ACTION_KEYS = frozenset({"seat", "kind", "cards", "value"})
_MISSING = object()


def cards_json(cards: Iterable[Card]) -> str:
    """Cards as a notation string, for JSON payloads."""
    return format_cards(cards)


def _is_text(x: object) -> bool:
    """A str a record can hold: short, and valid Unicode (no lone surrogates)."""
    if type(x) is not str or len(x) > MAX_ACTION_TEXT:
        return False
    try:
        x.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _is_int(x: object) -> bool:
    """An int that is not a bool (nor another int subclass)."""
    return type(x) is int


def _is_action_value(x: object) -> bool:
    """A value a record can hold: None, a bool, an int within +-MAX_ACTION_INT or short text."""
    if x is None or type(x) is bool:
        return True
    if isinstance(x, int) and _is_int(x):
        return -MAX_ACTION_INT <= x <= MAX_ACTION_INT
    return _is_text(x)


def _shown(x: object) -> str | int | bool | None:
    """``x`` as a short JSON value, for error params and messages (never raises, never
    leaks a huge or malformed object into an error)."""
    if x is None or isinstance(x, bool):
        return x
    if isinstance(x, int) and _is_int(x):
        return x if -MAX_ACTION_INT <= x <= MAX_ACTION_INT else "<a huge integer>"
    if isinstance(x, str) and type(x) is str:
        return x if _is_text(x) else ascii(x[:16]) + "..."
    if type(x) is float:
        return repr(x)
    return f"<{type(x).__name__}>"


def _said(x: object) -> str:
    shown = _shown(x)
    return repr(shown) if type(x) is str and shown == x else str(shown)


@dataclass(frozen=True, slots=True)
class Action:
    """What a seat does: ``kind`` with optional ``cards`` and ``value``.

    A list of cards is stored as a tuple (an action stays hashable). Anything else is
    stored as given; :meth:`Game.apply` refuses an action that is not well formed.
    """

    seat: int
    kind: str
    cards: tuple[Card, ...] = ()
    value: str | int | bool | None = None

    def __post_init__(self) -> None:
        cards: object = self.cards
        if type(cards) is list:
            object.__setattr__(self, "cards", tuple(cards))

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"seat": self.seat, "kind": self.kind}
        if self.cards:
            d["cards"] = format_cards(self.cards)
        if self.value is not None:
            d["value"] = self.value
        return d

    @classmethod
    def from_json(cls, d: Any) -> Action:
        """An action from its JSON form (a record's, or a network frame's). Strict and
        total: any JSON value gives an :class:`Action` or raises :class:`RecordError`
        (reason ``bad_action``). Accepts exactly what :meth:`to_json` writes for an action
        :meth:`Game.apply` accepts: the keys ``seat`` (0..MAX_SEAT), ``kind`` (a lower-case
        identifier), ``cards`` (notation) and ``value`` (null, true/false, an integer within
        +-MAX_ACTION_INT or text of at most MAX_ACTION_TEXT characters)."""
        if not isinstance(d, Mapping):
            raise RecordError("an action must be an object", "bad_action")
        for key in d:
            if key not in _ACTION_KEYS:
                raise RecordError(f"an action has no field {_said(key)}", "bad_action")
        seat, kind = d.get("seat"), d.get("kind")
        if type(seat) is not int or not 0 <= seat <= MAX_SEAT:
            raise RecordError(f"bad action seat: {_said(seat)}", "bad_action")
        if type(kind) is not str or not _KIND_RE.fullmatch(kind):
            raise RecordError(f"bad action kind: {_said(kind)}", "bad_action")
        value = d.get("value")
        if not _is_action_value(value):
            raise RecordError(f"bad action value: {_said(value)}", "bad_action")
        cards_text = d.get("cards", "")
        if type(cards_text) is not str or len(cards_text) > _MAX_CARDS_TEXT:
            raise RecordError(f"bad action cards: {_said(cards_text)}", "bad_action")
        try:
            cards = tuple(parse_cards(cards_text))
        except CardParseError as e:
            raise RecordError(f"bad action cards: {e}", "bad_action") from None
        if len(cards) > MAX_ACTION_CARDS:
            raise RecordError(f"an action names {len(cards)} cards", "bad_action")
        return cls(seat, kind, cards, value)

    def __str__(self) -> str:
        parts = [str(self.seat), self.kind]
        if self.cards:
            parts.append(format_cards(self.cards))
        if self.value is not None:
            parts.append("=" + json.dumps(self.value))
        return " ".join(parts)

    @classmethod
    def parse(cls, text: str) -> Action:
        """Inverse of ``str(action)``: ``"2 play 7s 7h"``, ``"0 bid =75"``. Refuses
        (:class:`RecordError`) what :meth:`from_json` refuses."""
        if type(text) is not str:
            raise RecordError("an action must be text", "bad_action")
        head, has_value, value_text = text.partition("=")
        words = head.split()
        if len(words) < 2 or not _SEAT_RE.fullmatch(words[0]):
            raise RecordError(f"not an action: {_said(text)}", "bad_action")
        value = None
        if has_value:
            try:
                value = json.loads(value_text)
            except (ValueError, RecursionError):
                raise RecordError(f"bad action value: {_said(value_text)}", "bad_action") from None
        return cls.from_json({"seat": int(words[0]), "kind": words[1], "cards": " ".join(words[2:]), "value": value})


_VALUE_TYPES = frozenset({"none", "bool", "int", "str"})


@dataclass(frozen=True, slots=True)
class ValueSpec:
    """The ``value`` an action kind takes: ``type`` ``"none"`` (no value), ``"bool"``,
    ``"int"`` (``lo..hi``) or ``"str"`` (one of ``choices``; no choices: any text a
    record can hold); ``optional``: None is accepted too. Build one with :meth:`none`,
    :meth:`flag`, :meth:`integer`, :meth:`choice` or :meth:`text`."""

    type: str = "none"
    lo: int = 0
    hi: int = 0
    choices: frozenset[str] = frozenset()
    optional: bool = False

    def __post_init__(self) -> None:
        if self.type not in _VALUE_TYPES:
            raise ValueError(f"no value type {self.type!r}")
        if self.type == "int" and not -MAX_ACTION_INT <= self.lo <= self.hi <= MAX_ACTION_INT:
            raise ValueError(f"an int value range must lie within +-{MAX_ACTION_INT}")
        object.__setattr__(self, "choices", frozenset(self.choices))
        if not all(_is_text(c) for c in self.choices):
            raise ValueError("value choices must be short text")

    @classmethod
    def none(cls) -> ValueSpec:
        return cls()

    @classmethod
    def flag(cls) -> ValueSpec:
        return cls("bool")

    @classmethod
    def integer(cls, lo: int, hi: int, *, optional: bool = False) -> ValueSpec:
        return cls("int", lo, hi, optional=optional)

    @classmethod
    def choice(cls, choices: Iterable[str], *, optional: bool = False) -> ValueSpec:
        return cls("str", choices=frozenset(choices), optional=optional)

    @classmethod
    def text(cls, *, optional: bool = False) -> ValueSpec:
        return cls("str", optional=optional)

    def fault(self, value: object) -> str | None:
        """None when ``value`` fits; ``"type"`` when it has the wrong type (or is not one
        of the choices); ``"range"`` for an int outside ``lo..hi``."""
        t = type(value)
        if value is None:
            return None if self.optional or self.type == "none" else "type"
        if self.type == "bool":
            return None if t is bool else "type"
        if self.type == "int":
            if t is not int:
                return "type"
            return None if self.lo <= value <= self.hi else "range"  # type: ignore[operator]
        if self.type == "str":
            if self.choices:
                return None if t is str and value in self.choices else "type"
            return None if _is_text(value) else "type"
        return "type"


@dataclass(frozen=True, slots=True)
class ActionSpec:
    """One action kind of a game (a row of ``Game.ACTION_SPECS``): whether it takes
    ``cards`` and the ``value`` it takes, and how :meth:`Game.apply` refuses a misfit: the
    ``error`` class, ``reason`` for a value of the wrong type or not among the choices,
    ``range_reason`` for an int out of range (empty: ``reason``) and ``cards_reason`` for
    cards given to a kind that takes none.

    ``game_checks_value``: the game refuses a value outside ``value`` itself, after its
    checks of the cards (a reading type named with a play: the rules assistants mirror
    that order); ``apply`` then checks only that a record can hold the value, and the
    tests check that the game never accepts one outside ``value``."""

    value: ValueSpec = ValueSpec()
    cards: bool = False
    error: type[EngineError] = BadActionError
    reason: str = "bad_value"
    range_reason: str = ""
    cards_reason: str = "unexpected_cards"
    game_checks_value: bool = False

    def value_fault(self, value: object) -> str | None:
        """What ``apply`` finds wrong with ``value`` (see :meth:`ValueSpec.fault`)."""
        if self.game_checks_value:
            return None if _is_action_value(value) else "type"
        return self.value.fault(value)


#: The shared kinds with the values any record can hold: the table of a game that
#: declares none (the games of the app each declare their own).
DEFAULT_ACTION_SPECS: Mapping[str, ActionSpec] = {
    ActionKind.PLAY: ActionSpec(ValueSpec.text(optional=True), cards=True),
    ActionKind.PASS: ActionSpec(),
    ActionKind.BID: ActionSpec(ValueSpec.integer(-MAX_ACTION_INT, MAX_ACTION_INT)),
    ActionKind.CALL: ActionSpec(ValueSpec.flag()),
    ActionKind.GRAB: ActionSpec(ValueSpec.flag()),
    ActionKind.SHOW: ActionSpec(ValueSpec.flag()),
    ActionKind.TRUMP: ActionSpec(ValueSpec.text()),
    ActionKind.BURY: ActionSpec(cards=True),
    ActionKind.ABANDON: ActionSpec(),
}


_INTERNED_IDS = frozenset(id(c) for c in full_deck())


def _interned(card: object) -> Card | None:
    """The interned card equal to ``card``, or None when it is not a card."""
    if type(card) is not Card:
        return None
    rank, suit = getattr(card, "rank", None), getattr(card, "suit", None)
    if type(rank) is not Rank or not (suit is None or type(suit) is Suit):
        return None
    try:
        return Card.of(rank, suit)
    except CardParseError:
        return None


# --------------------------------------------------------------------------- events


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened. ``data`` holds JSON values only (cards as notation
    strings). ``visible_to`` is None for a public event, else the seats that may see it."""

    kind: str
    seat: int | None = None
    data: Mapping[str, Any] = field(default_factory=dict)
    visible_to: frozenset[int] | None = None

    def visible(self, seat: int | None) -> bool:
        """May ``seat`` (None: a spectator) see this event?"""
        return self.visible_to is None or (seat is not None and seat in self.visible_to)

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": self.kind}
        if self.seat is not None:
            d["seat"] = self.seat
        if self.data:
            d["data"] = dict(self.data)
        if self.visible_to is not None:
            d["visible_to"] = sorted(self.visible_to)
        return d

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Event:
        vis = d.get("visible_to")
        return cls(
            str(d["kind"]),
            d.get("seat"),
            dict(d.get("data", {})),
            None if vis is None else frozenset(int(s) for s in vis),
        )


# --------------------------------------------------------------------------- outcome


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One seat's result: a game-specific ``result`` id (``"sky"``, ``"man"``,
    ``"loser"``, ``"landlord_win"``, ...), the ``score`` change and any ``detail``."""

    seat: int
    result: str
    score: int
    detail: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "result": self.result, "score": self.score, "detail": dict(self.detail)}


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game: one :class:`SeatResult` per seat, in seat order."""

    results: tuple[SeatResult, ...]

    @property
    def scores(self) -> list[int]:
        return [r.score for r in self.results]

    def to_json(self) -> dict[str, Any]:
        return {"results": [r.to_json() for r in self.results]}

    @property
    def is_void(self) -> bool:
        """The outcome of a void game (:func:`void_outcome`)?"""
        return bool(self.results) and all(r.result == VOID_RESULT for r in self.results)


#: The result id of every seat of a void game (本局比赛无效).
VOID_RESULT = "void"


def void_outcome(num_players: int) -> Outcome:
    """The outcome of a void game: every seat ``void``, no score."""
    return Outcome(tuple(SeatResult(i, VOID_RESULT, 0) for i in range(num_players)))


# --------------------------------------------------------------------------- views


@dataclass(frozen=True, kw_only=True)
class View:
    """What one seat (or a spectator, ``seat`` None) may know. Games subclass this to add
    typed fields; nothing in a view may reveal a card the seat may not see."""

    game_id: str
    seat: int | None
    num_players: int
    phase: str
    to_move: int | None
    hand: tuple[Card, ...] = ()
    hand_sizes: tuple[int, ...] = ()
    legal_kinds: frozenset[str] = frozenset()


# --------------------------------------------------------------------------- options


@dataclass(frozen=True)
class Options:
    """Base for a game's rule options (a frozen dataclass of JSON scalars with defaults).

    ``from_dict`` rejects unknown names and wrong types with :class:`InvalidOptionError`.
    """

    @classmethod
    def from_dict(cls, d: Mapping[str, Any] | None) -> Self:
        if d is None:
            return cls()
        if isinstance(d, cls):
            return d
        if not isinstance(d, Mapping):
            raise InvalidOptionError("options must be an object")
        fields = {f.name: f for f in dataclasses.fields(cls)}
        defaults = cls()
        kwargs: dict[str, Any] = {}
        for name, value in d.items():
            if name not in fields:
                raise InvalidOptionError(f"unknown rule option: {name!r}", option=name)
            expected = type(getattr(defaults, name))
            ok = isinstance(value, expected) and (expected is bool or not isinstance(value, bool))
            if not ok and expected is float and isinstance(value, int) and not isinstance(value, bool):
                value, ok = float(value), True
            if not ok and getattr(defaults, name) is None:
                ok = True  # optional value: the game validates it
            if not ok:
                raise InvalidOptionError(f"rule option {name!r} has the wrong type: {value!r}", option=name)
            kwargs[name] = value
        obj = cls(**kwargs)
        obj.validate()
        return obj

    def validate(self) -> None:
        """Check value ranges; raise :class:`InvalidOptionError`. Override as needed."""

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


# --------------------------------------------------------------------------- records


def new_seed() -> int:
    """A fresh seed from the operating system's CSPRNG."""
    return secrets.randbits(64)


@dataclass(frozen=True)
class GameRecord:
    """Everything needed to replay a game exactly: versioned JSON."""

    game_id: str
    num_players: int
    seed: int
    options: Mapping[str, Any] = field(default_factory=dict)
    carry: Mapping[str, Any] = field(default_factory=dict)
    actions: tuple[Action, ...] = ()
    version: int = 1
    #: the random source the game drew from: "mt" (CPython's Mersenne Twister) or "fair"
    #: (the pinned source of a LAN fair deal, desktop_app.engine.fairdeal)
    deal: str = DEAL_MT
    #: the disputes raised on the game (:mod:`.disputes`); optional keys of the JSON: a
    #: record without them reads as before, and an older Paiju ignores them
    disputes: tuple[Dispute, ...] = ()
    #: set when the game is void (本局比赛无效): it counts in no score or statistic
    void: VoidMark | None = None

    @property
    def is_void(self) -> bool:
        return self.void is not None

    @property
    def replayable(self) -> bool:
        """Is this the whole game? False for a LAN client's record of a game whose host
        was lost (a partial void mark: no deal, no moves; see :class:`VoidMark`)."""
        return self.void is None or not self.void.partial

    def with_disputes(self, disputes: Sequence[Dispute], void: VoidMark | None = None) -> GameRecord:
        """This record holding ``disputes`` (and ``void``, when given); checked as
        :meth:`from_json` checks them (:class:`RecordError`)."""
        try:
            check_disputes(disputes, self._moves(void or self.void), self.num_players)
        except DisputeError as e:
            raise RecordError(f"bad dispute: {e}", "bad_dispute") from None
        return dataclasses.replace(self, disputes=tuple(disputes), void=self.void if void is None else void)

    def _moves(self, void: VoidMark | None) -> int:
        """The steps a dispute may name: the moves, or those a partial record's PC saw."""
        return void.moves_seen if void is not None and void.partial else len(self.actions)

    def plain(self) -> GameRecord:
        """The record without its disputes and void mark (what the game itself is)."""
        return dataclasses.replace(self, disputes=(), void=None)

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "format": RECORD_FORMAT,
            "version": 1 if self.deal == DEAL_MT else 2,
            "game": self.game_id,
            "players": self.num_players,
            "seed": self.seed,
            "options": dict(self.options),
            "carry": dict(self.carry),
            "actions": [a.to_json() for a in self.actions],
        }
        if self.deal != DEAL_MT:
            d["deal"] = self.deal
        if self.disputes:
            d["disputes"] = [x.to_json() for x in self.disputes]
        if self.void is not None:
            d["void"] = self.void.to_json()
        return d

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, d: Any) -> GameRecord:
        if not isinstance(d, Mapping) or d.get("format") != RECORD_FORMAT:
            raise RecordError("not a Paiju game record", "bad_record")
        version = d.get("version")
        if not isinstance(version, int) or version > RECORD_VERSION or version < 1:
            raise RecordError(f"unsupported record version: {version!r}", "record_version", version=version)
        game, players, seed = d.get("game"), d.get("players"), d.get("seed")
        if not isinstance(game, str) or not isinstance(players, int) or not isinstance(seed, int):
            raise RecordError("record lacks game, players or seed", "bad_record")
        options, carry, actions = d.get("options", {}), d.get("carry", {}), d.get("actions", [])
        if not isinstance(options, Mapping) or not isinstance(carry, Mapping) or not isinstance(actions, list):
            raise RecordError("record has malformed options, carry or actions", "bad_record")
        deal = d.get("deal", DEAL_MT)
        if deal not in DEAL_KINDS or (deal != DEAL_MT and version < 2):
            raise RecordError(f"unknown deal kind: {deal!r}", "bad_record")
        if seed < 0 or seed >= 1 << 256:
            raise RecordError("the record's seed is out of range", "bad_record")
        parsed = tuple(Action.from_json(a) for a in actions)
        try:
            void = void_from_json(d.get("void"))
            moves = void.moves_seen if void is not None and void.partial else len(parsed)
            disputes = disputes_from_json(d.get("disputes"), moves, players)
        except DisputeError as e:
            raise RecordError(f"the record's disputes are malformed: {e}", "bad_dispute") from None
        return cls(game, players, seed, dict(options), dict(carry), parsed, version, deal, disputes, void)

    @classmethod
    def loads(cls, text: str) -> GameRecord:
        try:
            d = json.loads(text)
        except (ValueError, RecursionError) as e:
            raise RecordError(f"record is not JSON: {e}", "bad_record") from e
        return cls.from_json(d)


# --------------------------------------------------------------------------- game


class Game(ABC):
    """A game as a state machine. Subclasses set ``game_id``, ``options_class``,
    ``min_players``/``max_players`` and ``direction``, build the initial state in
    :meth:`_setup` (returning the deal events) and validate-then-apply in :meth:`_apply`.

    ``carry`` passes what a match carries from one game to the next (for example the
    previous winner); it is stored in the record.
    """

    game_id: ClassVar[str] = ""
    options_class: ClassVar[type[Options]] = Options
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 8
    direction: ClassVar[str] = "clockwise"  # or "counterclockwise": where seat+1 sits
    #: The game's action kinds and what each takes (:class:`ActionSpec`): ``apply``
    #: refuses any other kind, and cards or a value a kind does not take, before the
    #: game sees the action.
    ACTION_SPECS: ClassVar[Mapping[str, ActionSpec]] = DEFAULT_ACTION_SPECS
    #: The error class for a kind not in ``ACTION_SPECS`` (reason ``unknown_action``).
    unknown_action_error: ClassVar[type[EngineError]] = BadActionError
    #: The keys a ``carry`` of this game may hold: :meth:`replay` refuses a record
    #: carrying any other (reason ``bad_carry``), which the game would silently ignore.
    CARRY_KEYS: ClassVar[frozenset[str]] = frozenset()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        for kind, spec in cls.ACTION_SPECS.items():
            if type(kind) is not str or not _KIND_RE.fullmatch(kind) or not isinstance(spec, ActionSpec):
                raise TypeError(f"{cls.__name__}.ACTION_SPECS: bad row {kind!r}")
        if cls.max_players > MAX_SEAT + 1:
            raise TypeError(f"{cls.__name__}: at most {MAX_SEAT + 1} players")

    def __init__(
        self,
        num_players: int,
        options: Mapping[str, Any] | Options | None = None,
        seed: int | None = None,
        carry: Mapping[str, Any] | None = None,
        deal: str = DEAL_MT,
    ) -> None:
        if not isinstance(num_players, int) or not self.min_players <= num_players <= self.max_players:
            raise InvalidOptionError(
                f"{self.game_id} takes {self.min_players}..{self.max_players} players, not {num_players!r}",
                "player_count",
                players=num_players,
            )
        self.num_players = num_players
        self.options = self.options_class.from_dict(options)  # type: ignore[arg-type]
        self.seed = new_seed() if seed is None else seed
        if deal not in DEAL_KINDS:
            raise InvalidOptionError(f"unknown deal kind {deal!r}", "bad_deal", deal=str(deal))
        if deal == DEAL_FAIR and not (isinstance(self.seed, int) and 0 <= self.seed < 1 << 256):
            raise InvalidOptionError("a fair deal's seed is a 256-bit integer", "bad_deal", deal=deal)
        self.deal = deal
        self.rng = make_rng(self.seed, deal)
        self.carry: dict[str, Any] = dict(carry or {})
        self.actions: list[Action] = []
        self.events: list[Event] = list(self._setup())

    # ---- to implement

    @abstractmethod
    def _setup(self) -> Sequence[Event]:
        """Deal and set up; return the events that happened (lottery, deal, ...)."""

    @abstractmethod
    def _apply(self, action: Action) -> list[Event]:
        """Validate ``action`` (raising without mutating) then apply it."""

    @property
    @abstractmethod
    def phase(self) -> str: ...

    @property
    @abstractmethod
    def to_move(self) -> int | None:
        """The seat expected to act next (None when the game is over)."""

    @abstractmethod
    def legal_kinds(self, seat: int) -> frozenset[str]:
        """The action kinds ``seat`` may take now. Out of turn this is empty, except for
        kinds any seat may take at any time (``abandon`` while the game runs)."""

    @abstractmethod
    def view_for(self, seat: int | None) -> View:
        """What ``seat`` may see (None: a spectator who sees public information only)."""

    @property
    @abstractmethod
    def outcome(self) -> Outcome | None:
        """The result once the game is over, else None."""

    # ---- provided

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    def seat_view(self, public: View, seat: int) -> View:
        """``view_for(seat)``, given ``public`` (``view_for(None)`` of this very moment):
        a host that sends every seat its view makes the public part once. A game may
        override it to build only the seat's own fields on a copy of ``public``; the
        result must equal ``view_for(seat)`` (tests check it on random states)."""
        return self.view_for(seat)

    def check_action(self, action: object) -> Action:
        """The action :meth:`apply` hands to the game, or a refusal (:class:`BadActionError`
        or the class a row of ``ACTION_SPECS`` names) when ``action`` is not well formed:
        an :class:`Action` (not a subclass) whose ``seat`` is an int (not a bool) naming a
        seat, whose ``kind`` is one of the game's, whose ``cards`` are a tuple of at most
        MAX_ACTION_CARDS cards (none for a kind that takes none) and whose ``value`` is one
        its kind takes. Cards built directly are replaced by the interned ones. Whatever
        passes is something a :class:`GameRecord` holds and reads back unchanged. Does not
        look at the state: whether the action is legal now is the game's call."""
        if type(action) is not Action:
            raise BadActionError(f"not an action: a {type(action).__name__}", "bad_action")
        seat = getattr(action, "seat", _MISSING)
        kind = getattr(action, "kind", _MISSING)
        cards = getattr(action, "cards", _MISSING)
        value = getattr(action, "value", _MISSING)
        if not isinstance(seat, int) or not _is_int(seat) or not 0 <= seat < self.num_players:
            raise BadActionError(f"no seat {_said(seat)}", "bad_seat", seat=_shown(seat))
        if type(kind) is not str:
            raise BadActionError(f"an action kind is text, not {_said(kind)}", "bad_action", kind=_shown(kind))
        spec = self.ACTION_SPECS.get(kind)
        if spec is None:
            name = self.game_id or type(self).__name__
            raise self.unknown_action_error(f"{name} has no {_said(kind)} action", "unknown_action", kind=_shown(kind))
        if type(cards) is not tuple or len(cards) > MAX_ACTION_CARDS:
            raise BadActionError(f"{kind}: cards must be a tuple of cards", "bad_action", kind=kind)
        if not all(id(c) in _INTERNED_IDS for c in cards):  # cards built directly, or not cards
            interned = [_interned(c) for c in cards]
            if None in interned:
                bad = cards[interned.index(None)]
                raise BadActionError(f"{kind}: not a card: {_said(bad)}", "bad_action", kind=kind, card=_shown(bad))
            action = Action(seat, kind, tuple(interned), value)  # type: ignore[arg-type]
            cards = action.cards
        if cards and not spec.cards:
            text = format_cards(cards)
            raise spec.error(f"{kind} takes no cards ({text})", spec.cards_reason, kind=kind, cards=text)
        fault = spec.value_fault(value)
        if fault is not None:
            v = spec.value
            if fault == "range":
                raise spec.error(
                    f"{kind}: the value must be {v.lo}..{v.hi}, not {_said(value)}",
                    spec.range_reason or spec.reason,
                    kind=kind,
                    value=_shown(value),
                    min=v.lo,
                    max=v.hi,
                )
            message = f"{kind} does not take the value {_said(value)}"
            raise spec.error(message, spec.reason, kind=kind, value=_shown(value))
        return action

    def apply(self, action: Action) -> list[Event]:
        """Check ``action`` (:meth:`check_action`), then have the game validate and apply
        it; return the events it caused. A refusal is an :class:`EngineError` and leaves
        the state unchanged; what is applied is recorded."""
        action = self.check_action(action)
        if self.is_over:
            raise GameOverError("the game is over")
        events = self._apply(action)
        self.actions.append(action)
        self.events.extend(events)
        return events

    def events_for(self, seat: int | None) -> list[Event]:
        """The event log as ``seat`` may see it."""
        return [e for e in self.events if e.visible(seat)]

    def record(self) -> GameRecord:
        return GameRecord(
            self.game_id,
            self.num_players,
            self.seed,
            self.options.to_dict(),
            dict(self.carry),
            tuple(self.actions),
            deal=self.deal,
        )

    @classmethod
    def replay(cls, record: GameRecord) -> Self:
        """Rebuild a game from its record; a record that does not replay raises
        :class:`RecordError`."""
        if record.game_id != cls.game_id:
            raise RecordError(f"record is for {record.game_id!r}, not {cls.game_id!r}", "bad_record")
        unknown = sorted(str(k) for k in record.carry if k not in cls.CARRY_KEYS)
        if unknown:
            raise RecordError(f"record carries what {cls.game_id} does not know: {', '.join(unknown)}", "bad_carry")
        try:
            game = cls(record.num_players, record.options, record.seed, record.carry, record.deal)
            for action in record.actions:
                game.apply(action)
        except RecordError:
            raise
        except EngineError as e:
            raise RecordError(f"record does not replay: {e}", "bad_record") from e
        return game
