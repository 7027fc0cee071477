"""A match at one moment, as a save holds it: :class:`MatchSnapshot` (pure Python).

Its own module so that the modules that read and write saves (:mod:`.saves`) and the
LAN host's move log (:mod:`.movelog`, which adds logged moves to a snapshot) both build
on it without importing each other: :mod:`.saves` uses :mod:`.movelog`, never the other
way round. Everything here is importable from :mod:`.saves` as before.
"""

from __future__ import annotations

import datetime as _dt
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, TypeGuard

from ..engine.core import GameRecord, Outcome
from .seats import SeatConfig

__all__ = ["SAVE_FORMAT", "SAVE_VERSION", "MatchSnapshot"]

SAVE_FORMAT = "paiju-match"
SAVE_VERSION = 1


def _now() -> str:
    return _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds")


@dataclass(frozen=True)
class MatchSnapshot:
    """A whole match at one moment.

    ``outcomes`` (one per finished game) and ``validated`` are set by
    :func:`validate_snapshot` from the replayed records; they are not written to the file.
    ``extra`` holds JSON values the session or UI wants back on resume (the demo viewer).
    """

    game_id: str
    num_players: int
    seats: tuple[SeatConfig, ...]
    options: Mapping[str, Any] = field(default_factory=dict)
    match_length: int = 1
    finished: tuple[GameRecord, ...] = ()
    current: GameRecord | None = None
    totals: tuple[int, ...] = ()
    match_seed: int | None = None
    saved_at: str = ""
    extra: Mapping[str, Any] = field(default_factory=dict)
    outcomes: tuple[Outcome, ...] = ()
    version: int = SAVE_VERSION
    #: Set by :func:`validate_snapshot` (not written): the records replayed and add up.
    validated: bool = False
    #: Set by :func:`validate_snapshot` (not written): codes of :data:`SAVE_WARNINGS`.
    warnings: tuple[str, ...] = ()
    #: The outcomes a file held for its finished games (read, checked, never trusted:
    #: ``outcomes`` are the replayed ones and are what is written).
    stored_outcomes: tuple[tuple[tuple[int, str, int], ...], ...] | None = None

    @property
    def games_played(self) -> int:
        return len(self.finished)

    @property
    def is_match_over(self) -> bool:
        return self.current is None and len(self.finished) >= self.match_length

    def to_json(self) -> dict[str, Any]:
        d = {
            "format": SAVE_FORMAT,
            "version": self.version,
            "saved_at": self.saved_at or _now(),
            "game": self.game_id,
            "players": self.num_players,
            "seats": [s.to_json() for s in self.seats],
            "options": dict(self.options),
            "match_length": self.match_length,
            "match_seed": self.match_seed,
            "totals": list(self.totals),
            "finished": [r.to_json() for r in self.finished],
            "current": None if self.current is None else self.current.to_json(),
            "extra": dict(self.extra),
        }
        if self.outcomes and len(self.outcomes) == len(self.finished):
            d["outcomes"] = [_outcome_to_json(o) for o in self.outcomes]
        return d

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, separators=(",", ":"))


def _is_int(x: Any) -> TypeGuard[int]:
    return isinstance(x, int) and not isinstance(x, bool)


def _outcome_to_json(outcome: Outcome) -> dict[str, Any]:
    """What a file keeps of an outcome: each seat's result id and score."""
    return {"results": [{"seat": r.seat, "result": r.result, "score": r.score} for r in outcome.results]}
