"""Disputes (仲裁) and the void game (本局比赛无效): what a game's record holds of them.

Seed 000's platform rules end with "可通过系统提出仲裁" (a question caused by an unclear
rule can be brought to arbitration through the system) and "如果遇到不可抗力因素，本局比赛
无效" (under force majeure the game is void). Every game of the app keeps both in its
:class:`~.core.GameRecord`:

* ``disputes``: a list of :class:`Dispute`: who raised it (``seat``, ``name``), on which
  ``step`` of the game (the replay viewer's step: the number of moves made; the disputed
  move is ``actions[step - 1]``, step 0 is the deal), a short ``text``, when (``time``,
  ISO 8601), what the app said of that move (``explanation``: ``text`` and optional
  ``rule``/``source``; optional) and the :class:`Decision` (None while undecided:
  ``verdict`` ``upheld`` or ``rejected``, its ``reason``, ``by`` whom, ``time`` and the
  ``remedy`` of an upheld dispute: ``void``, ``take_back`` or None).
* ``void``: a :class:`VoidMark` (``reason`` one of :data:`VOID_REASONS`, ``detail``): the
  game counts in no score, total, coin balance or statistic, but keeps its record. A LAN
  client whose host was lost for good never held the whole deal: its mark is ``partial``
  (the record names no deal and no moves: it cannot be replayed, its seed only names the
  record) and keeps ``seen``, the events this PC saw, as ``Event.to_json()`` objects.

Both are optional JSON keys of the record: a record without them is one without
disputes, and an older Paiju reading a newer record ignores them. Everything is checked
at the boundary (:func:`disputes_from_json`, :func:`void_from_json`): a malformed field
raises :class:`DisputeError` (the record loader turns it into a ``RecordError``).
Pure Python: no Qt.

>>> d = Dispute("d1", 3, "Li", "That pair should not beat mine", "2026-12-03T12:00:00+00:00", seat=0)
>>> Dispute.from_json(d.to_json()) == d
True
>>> Dispute.from_json({**d.to_json(), "text": ""})
Traceback (most recent call last):
...
desktop_app.engine.disputes.DisputeError: a dispute's text must be 1..500 characters
"""

from __future__ import annotations

import datetime as _dt
import re
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

__all__ = [
    "MAX_DISPUTES",
    "MAX_DISPUTE_TEXT",
    "MAX_EXPLANATION_TEXT",
    "MAX_SEEN",
    "MOVE_EVENT_KINDS",
    "REMEDIES",
    "VERDICTS",
    "VOID_REASONS",
    "Decision",
    "Dispute",
    "DisputeError",
    "VoidMark",
    "clean_text",
    "disputes_from_json",
    "move_events",
    "new_dispute_id",
    "now_iso",
    "void_from_json",
]

#: A dispute's text (and a decision's reason) is at most this many characters.
MAX_DISPUTE_TEXT = 500
#: The explanation the app gave is at most this many characters.
MAX_EXPLANATION_TEXT = 4000
#: At most this many disputes per game.
MAX_DISPUTES = 64
MAX_NAME = 64
VERDICTS: tuple[str, ...] = ("upheld", "rejected")
REMEDIES: tuple[str, ...] = ("void", "take_back")
#: Why a game is void: the host's machine is gone and its save cannot be reopened, every
#: person left, the host voided it after an upheld dispute, all seated people agreed.
VOID_REASONS: tuple[str, ...] = ("host_lost", "all_left", "dispute", "agreed")
_ID_RE = re.compile(r"[A-Za-z0-9_-]{1,32}")
_MAX_TIME = 40
_MAX_STEP = 100_000
_DISPUTE_KEYS = frozenset({"id", "step", "seat", "name", "text", "time", "explanation", "decision"})
_DECISION_KEYS = frozenset({"verdict", "reason", "by", "time", "remedy"})
_EXPLANATION_KEYS = frozenset({"text", "rule", "source"})
_VOID_KEYS = frozenset({"reason", "detail", "partial", "seen"})
_EVENT_KEYS = frozenset({"kind", "seat", "data", "visible_to"})
#: A partial void mark keeps at most this many events seen.
MAX_SEEN = 5000
_CONTROL_RE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


class DisputeError(ValueError):
    """A dispute, decision or void mark that is not well formed."""


def now_iso() -> str:
    """Now, as ISO 8601 in UTC (seconds)."""
    return _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds")


def new_dispute_id() -> str:
    """A fresh dispute id (12 hex digits)."""
    return secrets.token_hex(6)


def clean_text(text: str, limit: int = MAX_DISPUTE_TEXT) -> str:
    """``text`` trimmed, control characters (but newlines and tabs) removed, cut to
    ``limit`` characters: what a dialog hands on.

    >>> clean_text("  a\\x00b \\n")
    'ab'
    """
    return _CONTROL_RE.sub("", str(text)).strip()[:limit]


def _text(d: Mapping[str, Any], key: str, limit: int, what: str, *, empty: bool = False) -> str:
    value = d.get(key, "" if empty else None)
    if type(value) is not str or len(value) > limit or (not empty and not value.strip()):
        lo = 0 if empty else 1
        raise DisputeError(f"{what} must be {lo}..{limit} characters")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise DisputeError(f"{what} is not valid Unicode") from None
    if _CONTROL_RE.search(value):
        raise DisputeError(f"{what} holds control characters")
    return value


def _time(d: Mapping[str, Any], what: str) -> str:
    value = d.get("time")
    if type(value) is not str or not 0 < len(value) <= _MAX_TIME:
        raise DisputeError(f"{what} needs a time")
    try:
        _dt.datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        raise DisputeError(f"{what}'s time is not ISO 8601: {value[:_MAX_TIME]!r}") from None
    return value


def _only(d: Any, keys: frozenset[str], what: str) -> Mapping[str, Any]:
    if not isinstance(d, Mapping):
        raise DisputeError(f"{what} must be an object")
    unknown = sorted(str(k)[:32] for k in d if k not in keys)
    if unknown:
        raise DisputeError(f"{what} has no field {unknown[0]!r}")
    return d


@dataclass(frozen=True, slots=True)
class Decision:
    """How a dispute was decided (see the module's text)."""

    verdict: str
    reason: str
    by: str
    time: str
    remedy: str | None = None

    def __post_init__(self) -> None:
        if self.verdict not in VERDICTS:
            raise DisputeError(f"a verdict is one of {VERDICTS}, not {str(self.verdict)[:16]!r}")
        if self.remedy is not None and (self.remedy not in REMEDIES or self.verdict != "upheld"):
            raise DisputeError("only an upheld dispute has a remedy (void or take_back)")

    def to_json(self) -> dict[str, Any]:
        return {"verdict": self.verdict, "reason": self.reason, "by": self.by, "time": self.time, "remedy": self.remedy}

    @classmethod
    def from_json(cls, d: Any) -> Decision:
        d = _only(d, _DECISION_KEYS, "a decision")
        remedy = d.get("remedy")
        if remedy is not None and type(remedy) is not str:
            raise DisputeError("a decision's remedy is text or null")
        verdict = d.get("verdict")
        if type(verdict) is not str:
            raise DisputeError("a decision needs a verdict")
        return cls(
            verdict,
            _text(d, "reason", MAX_DISPUTE_TEXT, "a decision's reason", empty=True),
            _text(d, "by", MAX_NAME, "a decision's 'by'", empty=True),
            _time(d, "a decision"),
            remedy,
        )


@dataclass(frozen=True, slots=True)
class Dispute:
    """One dispute raised on a game (see the module's text)."""

    id: str
    step: int
    name: str
    text: str
    time: str
    seat: int | None = None
    explanation: Mapping[str, str] | None = None
    decision: Decision | None = field(default=None)

    @property
    def decided(self) -> bool:
        return self.decision is not None

    def decided_as(self, decision: Decision) -> Dispute:
        return replace(self, decision=decision)

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"id": self.id, "step": self.step, "name": self.name, "text": self.text, "time": self.time}
        if self.seat is not None:
            d["seat"] = self.seat
        if self.explanation is not None:
            d["explanation"] = dict(self.explanation)
        d["decision"] = None if self.decision is None else self.decision.to_json()
        return d

    @classmethod
    def from_json(cls, d: Any) -> Dispute:
        d = _only(d, _DISPUTE_KEYS, "a dispute")
        did = d.get("id")
        if type(did) is not str or not _ID_RE.fullmatch(did):
            raise DisputeError("a dispute's id must be 1..32 letters, digits, '_' or '-'")
        step = d.get("step")
        if type(step) is not int or not 0 <= step <= _MAX_STEP:
            raise DisputeError(f"a dispute's step must be a move number, not {str(step)[:16]!r}")
        seat = d.get("seat")
        if seat is not None and (type(seat) is not int or not 0 <= seat <= 63):
            raise DisputeError("a dispute's seat must be a seat number or absent")
        explanation = d.get("explanation")
        if explanation is not None:
            e = _only(explanation, _EXPLANATION_KEYS, "a dispute's explanation")
            explanation = {"text": _text(e, "text", MAX_EXPLANATION_TEXT, "an explanation's text", empty=True)}
            for key in ("rule", "source"):
                if key in e:
                    explanation[key] = _text(e, key, 200, f"an explanation's {key}", empty=True)
        raw_decision = d.get("decision")
        return cls(
            did,
            step,
            _text(d, "name", MAX_NAME, "a dispute's name", empty=True),
            _text(d, "text", MAX_DISPUTE_TEXT, "a dispute's text"),
            _time(d, "a dispute"),
            seat,
            explanation,
            None if raw_decision is None else Decision.from_json(raw_decision),
        )


@dataclass(frozen=True, slots=True)
class VoidMark:
    """Why a game is void (one of :data:`VOID_REASONS`) and a short ``detail``;
    ``partial``: the record is not the whole game (no deal, no moves: it cannot be
    replayed) and ``seen`` holds the events this PC saw of it.

    >>> m = VoidMark("host_lost", "Friday", partial=True, seen=({"kind": "play", "seat": 1},))
    >>> VoidMark.from_json(m.to_json()) == m, VoidMark("agreed").to_json()
    (True, {'reason': 'agreed', 'detail': ''})
    """

    reason: str
    detail: str = ""
    partial: bool = False
    seen: tuple[Mapping[str, Any], ...] = ()

    def __post_init__(self) -> None:
        if self.reason not in VOID_REASONS:
            raise DisputeError(f"a void game's reason is one of {VOID_REASONS}, not {str(self.reason)[:16]!r}")
        if self.seen and not self.partial:
            raise DisputeError("only a partial void mark keeps the events seen")

    @property
    def moves_seen(self) -> int:
        """The moves the events seen hold (a partial record's disputes name these steps)."""
        return sum(
            1
            for e in self.seen
            if e.get("visible_to") is None and e.get("seat") is not None and e.get("kind") in MOVE_EVENT_KINDS
        )

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"reason": self.reason, "detail": self.detail}
        if self.partial:
            d["partial"] = True
            d["seen"] = [dict(e) for e in self.seen]
        return d

    @classmethod
    def from_json(cls, d: Any) -> VoidMark:
        d = _only(d, _VOID_KEYS, "a void mark")
        reason = d.get("reason")
        if type(reason) is not str:
            raise DisputeError("a void mark needs a reason")
        partial = d.get("partial", False)
        if type(partial) is not bool:
            raise DisputeError("a void mark's 'partial' is true or false")
        return cls(
            reason,
            _text(d, "detail", MAX_DISPUTE_TEXT, "a void mark's detail", empty=True),
            partial,
            _seen(d.get("seen", [])),
        )


def _seen(value: Any) -> tuple[Mapping[str, Any], ...]:
    """A partial void mark's events seen, checked: event objects (``Event.to_json()``)."""
    if not isinstance(value, list) or len(value) > MAX_SEEN:
        raise DisputeError(f"the events seen must be a list of at most {MAX_SEEN}")
    out = []
    for e in value:
        e = _only(e, _EVENT_KEYS, "an event seen")
        seat, data, vis = e.get("seat"), e.get("data", {}), e.get("visible_to")
        if type(e.get("kind")) is not str or (seat is not None and type(seat) is not int):
            raise DisputeError("an event seen needs a kind and a seat number or none")
        if not isinstance(data, Mapping) or (
            vis is not None and not (isinstance(vis, list) and all(type(s) is int for s in vis))
        ):
            raise DisputeError("an event seen has malformed data or visibility")
        out.append(dict(e))
    return tuple(out)


#: The public event each move (action) of every game leaves in the log, seen by every
#: seat and spectator: one per move (tests/unit/engine/test_record_disputes.py checks it).
MOVE_EVENT_KINDS = frozenset(
    {"play", "pass", "bid", "call", "grab", "show", "show_start", "trump", "buried", "abandon", "escape"}
)


def move_events(events: Sequence[Any]) -> list[int]:
    """Where the moves are in ``events`` (a game's log as one seat or a spectator saw it,
    from the deal): the index of the line of step k (1-based) is ``move_events(...)[k - 1]``.
    A LAN client names the move it disputes this way (it holds no record)."""
    return [
        i for i, e in enumerate(events) if e.visible_to is None and e.seat is not None and e.kind in MOVE_EVENT_KINDS
    ]


def disputes_from_json(value: Any, moves: int, players: int) -> tuple[Dispute, ...]:
    """A record's ``disputes`` (absent: none): each checked, with unique ids, a step of the
    game (at most ``moves``) and a seat of its ``players``."""
    if value is None:
        return ()
    if not isinstance(value, list) or len(value) > MAX_DISPUTES:
        raise DisputeError(f"disputes must be a list of at most {MAX_DISPUTES}")
    out = tuple(Dispute.from_json(d) for d in value)
    check_disputes(out, moves, players)
    return out


def check_disputes(disputes: Sequence[Dispute], moves: int, players: int) -> None:
    """Raise :class:`DisputeError` unless every dispute names a step of a game of ``moves``
    moves and a seat of ``players``, and no id is used twice."""
    ids = [d.id for d in disputes]
    if len(set(ids)) != len(ids):
        raise DisputeError("two disputes have the same id")
    for d in disputes:
        if d.step > moves:
            raise DisputeError(f"a dispute names step {d.step} of a game of {moves} moves")
        if d.seat is not None and d.seat >= players:
            raise DisputeError(f"a dispute names seat {d.seat} of a game of {players}")


def void_from_json(value: Any) -> VoidMark | None:
    """A record's ``void`` (absent or null: the game is not void)."""
    return None if value is None else VoidMark.from_json(value)
