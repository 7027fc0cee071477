"""Saves: the autosave of the current match, named saves and replays (pure Python).

A match is saved as a :class:`MatchSnapshot`: the game, the seats, the rule options, the
match length, the :class:`~desktop_app.engine.core.GameRecord` of every finished game and
of the current one, and the match totals. Records replay exactly, so a snapshot restores
the match exactly where it was.

* :func:`write_autosave` / :class:`AutosaveWriter` write the autosave atomically (the
  writer does it on a background thread, latest snapshot wins).
* :func:`load_autosave` validates everything (structure, replay of every record, totals)
  and returns None with a logged reason on any problem: it never raises.
* :func:`save_match` / :func:`open_match` (and :func:`save_replay` / :func:`open_replay`)
  do the same for files the player names; problems raise :class:`SaveError` whose
  ``reason`` code the UI translates.
"""

from __future__ import annotations

import atexit
import contextlib
import datetime as _dt
import json
import logging
import threading
import weakref
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, TypeGuard

from ..engine.core import RECORD_FORMAT, GameRecord, Outcome
from .atomic import atomic_write_text
from .seats import SeatConfig, SeatConfigError

__all__ = [
    "MAX_SAVE_BYTES",
    "REPLAY_SUFFIX",
    "SAVE_FORMAT",
    "SAVE_REASONS",
    "SAVE_SUFFIX",
    "SAVE_VERSION",
    "AutosaveWriter",
    "MatchSnapshot",
    "SaveError",
    "autosave_path",
    "clear_autosave",
    "has_autosave",
    "load_autosave",
    "open_match",
    "open_replay",
    "parse_snapshot",
    "read_snapshot_file",
    "save_match",
    "save_replay",
    "validate_snapshot",
    "write_autosave",
]

log = logging.getLogger(__name__)

SAVE_FORMAT = "paiju-match"
SAVE_VERSION = 1
SAVE_SUFFIX = ".paiju"
REPLAY_SUFFIX = ".paiju-replay"
#: Larger files are refused unread (a 54-card, 8-player match is a few hundred KB).
MAX_SAVE_BYTES = 32 * 1024 * 1024

#: Every ``SaveError.reason`` code, for the UI's translation table.
SAVE_REASONS: tuple[str, ...] = (
    "not_found",  # the file does not exist
    "unreadable",  # the file could not be read (permissions, I/O error)
    "unwritable",  # the file could not be written
    "too_large",  # bigger than MAX_SAVE_BYTES
    "not_json",  # not UTF-8 JSON (garbage or truncated)
    "not_a_save",  # JSON, but not a Paiju save or record
    "unsupported_version",  # written by a newer Paiju
    "bad_save",  # a Paiju save with missing or malformed fields
    "unknown_game",  # a game this Paiju does not have
    "bad_record",  # a game record that does not replay
    "bad_totals",  # match totals that do not match the games
)


class SaveError(Exception):
    """A save or replay that cannot be written or read. ``reason`` is one of
    :data:`SAVE_REASONS`; ``str(error)`` is an English sentence for logs."""

    def __init__(self, message: str, reason: str, path: Path | str | None = None) -> None:
        super().__init__(message)
        self.reason = reason
        self.path = None if path is None else Path(path)


# --------------------------------------------------------------------------- snapshot


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

    @property
    def games_played(self) -> int:
        return len(self.finished)

    @property
    def is_match_over(self) -> bool:
        return self.current is None and len(self.finished) >= self.match_length

    def to_json(self) -> dict[str, Any]:
        return {
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

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, separators=(",", ":"))


def _is_int(x: Any) -> TypeGuard[int]:
    return isinstance(x, int) and not isinstance(x, bool)


def parse_snapshot(d: Any, path: Path | str | None = None) -> MatchSnapshot:
    """Check the structure of a decoded save (no replay); raise :class:`SaveError`."""

    def bad(message: str, reason: str = "bad_save") -> SaveError:
        return SaveError(message, reason, path)

    if not isinstance(d, Mapping) or d.get("format") != SAVE_FORMAT:
        raise bad("not a Paiju save", "not_a_save")
    version = d.get("version")
    if not _is_int(version) or version < 1:
        raise bad(f"bad save version: {version!r}")
    if version > SAVE_VERSION:
        raise bad(f"save version {version} is newer than this Paiju ({SAVE_VERSION})", "unsupported_version")
    game_id, players, match_length = d.get("game"), d.get("players"), d.get("match_length")
    if not isinstance(game_id, str) or not _is_int(players) or not _is_int(match_length):
        raise bad("the save lacks its game, player count or match length")
    if players < 1 or match_length < 1:
        raise bad("player count and match length must be positive")
    seats_json, options, totals = d.get("seats"), d.get("options", {}), d.get("totals")
    if not isinstance(seats_json, list) or len(seats_json) != players:
        raise bad("the save must describe one seat per player")
    try:
        seats = tuple(SeatConfig.from_json(s) for s in seats_json)
    except SeatConfigError as e:
        raise bad(f"bad seat: {e}") from e
    if not isinstance(options, Mapping):
        raise bad("rule options must be an object")
    if not isinstance(totals, list) or len(totals) != players or not all(_is_int(t) for t in totals):
        raise bad("match totals must be one integer per player")
    match_seed = d.get("match_seed")
    if match_seed is not None and not _is_int(match_seed):
        raise bad("bad match seed")
    finished_json, current_json = d.get("finished", []), d.get("current")
    if not isinstance(finished_json, list):
        raise bad("finished games must be a list")
    extra, saved_at = d.get("extra", {}), d.get("saved_at", "")
    if not isinstance(extra, Mapping) or not isinstance(saved_at, str):
        raise bad("malformed extra or saved_at")
    try:
        finished = tuple(GameRecord.from_json(r) for r in finished_json)
        current = None if current_json is None else GameRecord.from_json(current_json)
    except Exception as e:  # RecordError, or anything a malformed record provokes
        raise bad(f"a game record is malformed: {e}", "bad_record") from e
    for r in (*finished, *([current] if current else [])):
        if r.game_id != game_id or r.num_players != players:
            raise bad(f"a record is for {r.game_id}/{r.num_players}, not {game_id}/{players}", "bad_record")
    if len(finished) > match_length or (current is not None and len(finished) >= match_length):
        raise bad("more games than the match length")
    return MatchSnapshot(
        game_id=game_id,
        num_players=players,
        seats=seats,
        options=dict(options),
        match_length=match_length,
        finished=finished,
        current=current,
        totals=tuple(totals),
        match_seed=match_seed,
        saved_at=saved_at,
        extra=dict(extra),
        version=version,
    )


def validate_snapshot(snap: MatchSnapshot, path: Path | str | None = None) -> MatchSnapshot:
    """Replay every record through its engine and check the totals; return the snapshot
    with ``outcomes`` filled (a current game found finished moves to ``finished``).
    Raises :class:`SaveError`."""
    from .. import engine

    try:
        cls = engine.game_class(snap.game_id)
    except Exception as e:  # unknown id, or its engine is not installed
        raise SaveError(f"unknown game {snap.game_id!r}: {e}", "unknown_game", path) from e
    if not cls.min_players <= snap.num_players <= cls.max_players:
        raise SaveError(f"{snap.game_id} does not take {snap.num_players} players", "bad_save", path)
    try:
        cls.options_class.from_dict(snap.options)
    except Exception as e:
        raise SaveError(f"bad rule options: {e}", "bad_save", path) from e

    def replayed(record: GameRecord) -> Any:
        try:
            return cls.replay(record)
        except Exception as e:  # RecordError, or an engine that chokes on odd input
            raise SaveError(f"a game record does not replay: {e}", "bad_record", path) from e

    finished = list(snap.finished)
    current = snap.current
    outcomes: list[Outcome] = []
    for record in finished:
        game = replayed(record)
        if game.outcome is None:
            raise SaveError("a finished game's record ends before the game does", "bad_record", path)
        outcomes.append(game.outcome)

    def add_up(outs: list[Outcome]) -> tuple[int, ...]:
        totals = [0] * snap.num_players
        for outcome in outs:
            if len(outcome.results) != snap.num_players:
                raise SaveError("an outcome does not have one result per seat", "bad_record", path)
            for i, s in enumerate(outcome.scores):
                totals[i] += s
        return tuple(totals)

    if add_up(outcomes) != tuple(snap.totals):
        raise SaveError(
            f"match totals {list(snap.totals)} do not add up to {list(add_up(outcomes))}", "bad_totals", path
        )
    if current is not None:
        game = replayed(current)
        if game.outcome is not None:  # saved in the instant the game ended
            finished.append(current)
            outcomes.append(game.outcome)
            current = None
    totals = add_up(outcomes)
    return replace(
        snap, finished=tuple(finished), current=current, totals=totals, outcomes=tuple(outcomes), validated=True
    )


def _read_json(path: Path) -> Any:
    try:
        size = path.stat().st_size
    except FileNotFoundError as e:
        raise SaveError(f"no such file: {path}", "not_found", path) from e
    except OSError as e:
        raise SaveError(f"cannot read {path}: {e}", "unreadable", path) from e
    if size > MAX_SAVE_BYTES:
        raise SaveError(f"{path} is too large ({size} bytes)", "too_large", path)
    try:
        data = path.read_bytes()
    except FileNotFoundError as e:
        raise SaveError(f"no such file: {path}", "not_found", path) from e
    except OSError as e:
        raise SaveError(f"cannot read {path}: {e}", "unreadable", path) from e
    try:
        return json.loads(data.decode("utf-8"))
    except (ValueError, RecursionError) as e:  # includes UnicodeDecodeError, JSONDecodeError
        raise SaveError(f"{path} is not valid JSON (garbage or truncated): {e}", "not_json", path) from e


def read_snapshot_file(path: Path | str, *, replay: bool = True) -> MatchSnapshot:
    """Read, parse and (with ``replay``) fully validate a match file; raise
    :class:`SaveError`."""
    path = Path(path)
    snap = parse_snapshot(_read_json(path), path)
    return validate_snapshot(snap, path) if replay else snap


def _write(path: Path, text: str) -> None:
    try:
        atomic_write_text(path, text)
    except OSError as e:
        raise SaveError(f"cannot write {path}: {e}", "unwritable", path) from e


# --------------------------------------------------------------------------- autosave


def autosave_path() -> Path:
    from ..paths import autosave_file

    return autosave_file()


def write_autosave(snapshot: MatchSnapshot | str, path: Path | str | None = None) -> None:
    """Write the autosave atomically now (on this thread); raises :class:`SaveError`."""
    text = snapshot if isinstance(snapshot, str) else snapshot.dumps()
    _write(Path(path) if path is not None else autosave_path(), text)


def has_autosave(path: Path | str | None = None) -> bool:
    """Is there an autosave file (not checked: use :func:`load_autosave`)?"""
    return (Path(path) if path is not None else autosave_path()).is_file()


def load_autosave(path: Path | str | None = None, *, replay: bool = True) -> MatchSnapshot | None:
    """The autosaved match, fully validated; None (with a logged reason) when there is
    none or it is malformed, truncated, unreadable or does not replay. Never raises."""
    try:
        p = Path(path) if path is not None else autosave_path()
        if not p.exists():
            return None
        snap = read_snapshot_file(p, replay=replay)
        if snap.is_match_over:
            log.info("autosave %s holds a finished match: ignored", p)
            return None
        return snap
    except SaveError as e:
        log.warning("autosave ignored (%s): %s", e.reason, e)
    except Exception:  # never crash the start-up over a save
        log.exception("autosave ignored: unexpected error while reading it")
    return None


def clear_autosave(path: Path | str | None = None) -> None:
    """Remove the autosave (no error if there is none)."""
    p = Path(path) if path is not None else autosave_path()
    try:
        p.unlink(missing_ok=True)
    except OSError as e:
        log.warning("could not remove the autosave %s: %s", p, e)


_writers: weakref.WeakSet[AutosaveWriter] = weakref.WeakSet()
#: A writer thread with nothing to do for this long ends (a new one starts on demand).
IDLE_SECONDS = 30.0


class AutosaveWriter:
    """Writes the autosave on a background thread so the UI never waits for the disk.

    Each :meth:`save` or :meth:`clear` replaces any request not yet carried out (the
    latest one wins, as each fully decides the file). :meth:`flush` waits until the
    file is up to date. Pending work is flushed at interpreter exit.
    """

    def __init__(self, path: Path | str | None = None) -> None:
        self._path = Path(path) if path is not None else None
        self._cond = threading.Condition()
        self._pending: tuple[str, MatchSnapshot | str] | None = None  # ("save", snapshot) / ("clear", "")
        self._busy = False
        self._closed = False
        self._thread: threading.Thread | None = None
        self.writes = 0
        self.last_error: SaveError | None = None
        _writers.add(self)

    @property
    def path(self) -> Path:
        return self._path if self._path is not None else autosave_path()

    def save(self, snapshot: MatchSnapshot | str) -> None:
        """Queue ``snapshot`` (immutable, so it is serialised on the writer thread)."""
        self._submit(("save", snapshot))

    def clear(self) -> None:
        self._submit(("clear", ""))

    def _submit(self, op: tuple[str, MatchSnapshot | str]) -> None:
        with self._cond:
            if self._closed:
                raise RuntimeError("the autosave writer is closed")
            self._pending = op
            if self._thread is None:  # none running (never started, or it retired when idle)
                self._thread = threading.Thread(target=self._run, name="paiju-autosave", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until every request is on disk; False on time-out."""
        with self._cond:
            return self._cond.wait_for(lambda: self._pending is None and not self._busy, timeout)

    def close(self, timeout: float | None = 10.0) -> None:
        """Flush, then stop the thread."""
        self.flush(timeout)
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        thread = self._thread
        if thread is not None:
            thread.join(timeout)

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._pending is not None or self._closed, IDLE_SECONDS)
                if self._pending is None:  # closed, or idle for a while: retire
                    self._thread = None
                    return
                op, self._pending, self._busy = self._pending, None, True
            try:
                if op[0] == "save":
                    write_autosave(op[1], self.path)  # serialises a snapshot here
                    self.writes += 1
                else:
                    clear_autosave(self.path)
            except SaveError as e:
                self.last_error = e
                log.warning("autosave failed: %s", e)
            except Exception as e:  # never let the writer thread die
                self.last_error = SaveError(str(e), "unwritable", self.path)
                log.exception("autosave failed")
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()


@atexit.register
def _flush_writers_at_exit() -> None:
    for w in list(_writers):
        with contextlib.suppress(Exception):
            w.flush(5.0)


# --------------------------------------------------------------------------- named saves


def save_match(path: Path | str, snapshot: MatchSnapshot) -> Path:
    """Save a match under a name the player chose (atomically); return the path.
    Raises :class:`SaveError` (``unwritable``)."""
    path = Path(path)
    _write(path, snapshot.dumps())
    return path


def open_match(path: Path | str) -> MatchSnapshot:
    """Open and fully validate a saved match; raises :class:`SaveError`."""
    return read_snapshot_file(path, replay=True)


def save_replay(path: Path | str, record: GameRecord) -> Path:
    """Save one game's record (a replay) atomically; raises :class:`SaveError`."""
    path = Path(path)
    _write(path, json.dumps(record.to_json(), ensure_ascii=False, indent=1))
    return path


def open_replay(path: Path | str, seats: Sequence[SeatConfig] | None = None) -> MatchSnapshot:
    """Open a replay: a match file, or a single game's record (then returned as a
    one-game match whose game is finished or current). Raises :class:`SaveError`."""
    path = Path(path)
    d = _read_json(path)
    if isinstance(d, Mapping) and d.get("format") == RECORD_FORMAT:
        try:
            record = GameRecord.from_json(d)
        except Exception as e:
            raise SaveError(f"a game record is malformed: {e}", "bad_record", path) from e
        if not 1 <= record.num_players <= 64:
            raise SaveError("bad player count", "bad_record", path)
        seat_list = tuple(seats) if seats is not None else tuple(SeatConfig.human() for _ in range(record.num_players))
        if len(seat_list) != record.num_players:
            raise SaveError("one seat per player is needed", "bad_save", path)
        snap = MatchSnapshot(
            game_id=record.game_id,
            num_players=record.num_players,
            seats=seat_list,
            options=dict(record.options),
            match_length=1,
            current=record,
            totals=(0,) * record.num_players,
        )
        return validate_snapshot(snap, path)
    return validate_snapshot(parse_snapshot(d, path), path)
