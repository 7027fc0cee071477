"""The vocabulary every game shares: actions, events, views, outcomes, records, options
and typed errors.

Conventions every game follows:

* Seats are ``0..N-1`` in *play order*: the player after seat ``s`` is ``(s + 1) % N``.
  ``Game.direction`` tells the table which way round that goes (clockwise for 天地人,
  counter-clockwise for the others), so the UI can lay the seats out as players expect.
* ``Game.apply(action)`` validates first and mutates only when the action is legal. A
  refused action raises an :class:`EngineError` subclass and leaves the state unchanged.
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
import random
import secrets
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Self

from .cards import Card, CardParseError, format_cards, parse_cards

__all__ = [
    "RECORD_FORMAT",
    "RECORD_VERSION",
    "Action",
    "ActionKind",
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
    "View",
    "WrongPhaseError",
    "cards_json",
    "new_seed",
]

RECORD_FORMAT = "paiju-record"
RECORD_VERSION = 1


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


def cards_json(cards: Iterable[Card]) -> str:
    """Cards as a notation string, for JSON payloads."""
    return format_cards(cards)


@dataclass(frozen=True, slots=True)
class Action:
    """What a seat does: ``kind`` with optional ``cards`` and ``value``."""

    seat: int
    kind: str
    cards: tuple[Card, ...] = ()
    value: str | int | bool | None = None

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"seat": self.seat, "kind": self.kind}
        if self.cards:
            d["cards"] = format_cards(self.cards)
        if self.value is not None:
            d["value"] = self.value
        return d

    @classmethod
    def from_json(cls, d: Any) -> Action:
        if not isinstance(d, Mapping):
            raise RecordError("an action must be an object", "bad_action")
        seat, kind = d.get("seat"), d.get("kind")
        if not isinstance(seat, int) or isinstance(seat, bool) or not isinstance(kind, str):
            raise RecordError(f"bad action: {d!r}", "bad_action")
        value = d.get("value")
        if value is not None and not isinstance(value, (str, int, bool)):
            raise RecordError(f"bad action value: {value!r}", "bad_action")
        cards_text = d.get("cards", "")
        if not isinstance(cards_text, str):
            raise RecordError(f"bad action cards: {cards_text!r}", "bad_action")
        try:
            cards = tuple(parse_cards(cards_text))
        except CardParseError as e:
            raise RecordError(str(e), "bad_action") from e
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
        """Inverse of ``str(action)``: ``"2 play 7s 7h"``, ``"0 bid =75"``."""
        head, _, value_text = text.partition("=")
        words = head.split()
        if len(words) < 2 or not words[0].isdigit():
            raise RecordError(f"not an action: {text!r}", "bad_action")
        value = json.loads(value_text) if value_text else None
        return cls(int(words[0]), words[1], tuple(parse_cards(" ".join(words[2:]))), value)


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
    version: int = RECORD_VERSION

    def to_json(self) -> dict[str, Any]:
        return {
            "format": RECORD_FORMAT,
            "version": self.version,
            "game": self.game_id,
            "players": self.num_players,
            "seed": self.seed,
            "options": dict(self.options),
            "carry": dict(self.carry),
            "actions": [a.to_json() for a in self.actions],
        }

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
        parsed = tuple(Action.from_json(a) for a in actions)
        return cls(game, players, seed, dict(options), dict(carry), parsed, version)

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

    def __init__(
        self,
        num_players: int,
        options: Mapping[str, Any] | Options | None = None,
        seed: int | None = None,
        carry: Mapping[str, Any] | None = None,
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
        self.rng = random.Random(self.seed)
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

    def apply(self, action: Action) -> list[Event]:
        """Validate and apply ``action``; return the events it caused."""
        if not isinstance(action, Action):
            raise IllegalActionError("not an action", "bad_action")
        if not 0 <= action.seat < self.num_players:
            raise IllegalActionError(f"no seat {action.seat}", "bad_seat", seat=action.seat)
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
        )

    @classmethod
    def replay(cls, record: GameRecord) -> Self:
        """Rebuild a game from its record; a record that does not replay raises
        :class:`RecordError`."""
        if record.game_id != cls.game_id:
            raise RecordError(f"record is for {record.game_id!r}, not {cls.game_id!r}", "bad_record")
        try:
            game = cls(record.num_players, record.options, record.seed, record.carry)
            for action in record.actions:
                game.apply(action)
        except RecordError:
            raise
        except EngineError as e:
            raise RecordError(f"record does not replay: {e}", "bad_record") from e
        return game
