"""Saves: the autosave of the current match, named saves and replays (pure Python).

A match is saved as a :class:`MatchSnapshot`: the game, the seats, the rule options, the
match length, the :class:`~desktop_app.engine.core.GameRecord` of every finished game and
of the current one, and the match totals. Records replay exactly, so a snapshot restores
the match exactly where it was.

* :func:`write_autosave` / :class:`AutosaveWriter` write the autosave atomically (the
  writer does it on a background thread, latest snapshot wins).
* :func:`load_autosave` validates everything (structure, replay of every record, totals)
  and returns None with a logged reason on any problem: it never raises.
  :func:`check_autosave` does the same for Continue and says why: a damaged autosave, or
  one from a newer Paiju, is moved aside (``autosave.json.bad``, ``.newer``; ``.2``,
  ``.3``... so no earlier one is lost) instead of being overwritten by the next game.
* :func:`save_match` / :func:`open_match` (and :func:`save_replay` / :func:`open_replay`)
  do the same for files the player names; problems raise :class:`SaveError` whose
  ``reason`` code the UI translates.

**What loading checks** (:func:`validate_snapshot`), everything against the engine: the
game exists and takes that many players; the rule options pass the game's ``Options``
class, and every record was played with the match's options; every record replays; a
finished game's stored outcome (written since outcomes are saved) is the replayed one;
the match totals add up; and, given the match rules (``carry_rule``, the session's
``rules.carry_for``: the store never imports the session), every game carried over what
the rules give after the games before it. What cannot be checked is said as a warning
(:data:`SAVE_WARNINGS`): a single game's record that continues a match carries over from
games the file does not hold.

Files are read through :func:`~.reading.read_user_file`: regular files only, at most
:data:`MAX_SAVE_BYTES` bytes actually read.
"""

from __future__ import annotations

import atexit
import contextlib
import json
import logging
import os
import threading
import time
import weakref
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from ..engine.core import RECORD_FORMAT, GameRecord, Outcome, RecordError, void_outcome
from .atomic import atomic_write_text, move_aside
from .movelog import merge_moves
from .reading import FileTooLarge, NotARegularFile, read_user_file
from .seats import SeatConfig, SeatConfigError
from .snapshot import SAVE_FORMAT, SAVE_VERSION, MatchSnapshot, _is_int, _outcome_to_json

__all__ = [
    "MAX_SAVE_BYTES",
    "REPLAY_SUFFIX",
    "SAVE_FORMAT",
    "SAVE_REASONS",
    "SAVE_SUFFIX",
    "SAVE_VERSION",
    "SAVE_WARNINGS",
    "AutosaveCheck",
    "AutosaveWriter",
    "CarryRule",
    "MatchSnapshot",
    "SaveError",
    "autosave_path",
    "check_autosave",
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

SAVE_SUFFIX = ".paiju"
REPLAY_SUFFIX = ".paiju-replay"
#: Larger files are refused, by the bytes read (a 54-card, 8-player match is a few hundred KB).
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
    "not_a_file",  # a folder, pipe or device where a file was expected
    "bad_options",  # rule options the game refuses
    "options_mismatch",  # a game of the match was played with other rule options
    "bad_players",  # a player count the game does not take
    "bad_carry",  # a game carried over something the match rules do not give
    "bad_outcome",  # a stored outcome that is not what the moves give
)

#: Every code of ``MatchSnapshot.warnings``: what loading could not check (the UI says it).
SAVE_WARNINGS: tuple[str, ...] = (
    "carry_unchecked",  # a single game that continues a match: its carry-over cannot be checked
)

#: ``carry_rule(game_id, previous_game, totals, number)``: the ``carry`` of game
#: ``number`` (1-based) of a match, as the session's ``rules.carry_for`` gives it.
CarryRule = Callable[[str, Any, Sequence[int], int], Mapping[str, Any]]


class SaveError(Exception):
    """A save or replay that cannot be written or read. ``reason`` is one of
    :data:`SAVE_REASONS`; ``str(error)`` is an English sentence for logs."""

    def __init__(self, message: str, reason: str, path: Path | str | None = None) -> None:
        super().__init__(message)
        self.reason = reason
        self.path = None if path is None else Path(path)


# --------------------------------------------------------------------------- snapshot


def _outcome_key(outcome: Outcome) -> tuple[tuple[int, str, int], ...]:
    return tuple((r.seat, r.result, r.score) for r in outcome.results)


def _parse_outcome(d: Any) -> tuple[tuple[int, str, int], ...]:
    """A stored outcome (see :func:`_outcome_to_json`); raises ``ValueError``."""
    results = d.get("results") if isinstance(d, Mapping) else None
    if not isinstance(results, list):
        raise ValueError("an outcome must hold a list of results")
    out = []
    for r in results:
        if not isinstance(r, Mapping):
            raise ValueError("a result must be an object")
        seat, result, score = r.get("seat"), r.get("result"), r.get("score")
        if not (_is_int(seat) and isinstance(result, str) and _is_int(score)):
            raise ValueError(f"bad result: {r!r}")
        out.append((seat, result, score))
    return tuple(out)


def _same_json(a: Any, b: Any) -> bool:
    """Are ``a`` and ``b`` the same once written as JSON (tuples are lists)?"""
    try:
        return bool(json.loads(json.dumps(a, sort_keys=True)) == json.loads(json.dumps(b, sort_keys=True)))
    except (TypeError, ValueError, RecursionError):
        return False


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
    stored_outcomes = None
    if "outcomes" in d:
        outcomes_json = d.get("outcomes")
        if not isinstance(outcomes_json, list) or len(outcomes_json) != len(finished_json):
            raise bad("the stored outcomes must be one per finished game", "bad_outcome")
        try:
            stored_outcomes = tuple(_parse_outcome(o) for o in outcomes_json)
        except ValueError as e:
            raise bad(f"a stored outcome is malformed: {e}", "bad_outcome") from e
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
        stored_outcomes=stored_outcomes,
    )


def _game_class(game_id: str, path: Path | str | None) -> Any:
    from .. import engine

    try:
        return engine.game_class(game_id)
    except Exception as e:  # unknown id, or its engine is not installed
        raise SaveError(f"unknown game {game_id!r}: {e}", "unknown_game", path) from e


def _check_players(cls: Any, num_players: int, path: Path | str | None) -> None:
    if not _is_int(num_players) or not cls.min_players <= num_players <= cls.max_players:
        raise SaveError(f"{cls.game_id} does not take {num_players!r} players", "bad_players", path)


def _check_options(cls: Any, options: Mapping[str, Any], path: Path | str | None) -> Any:
    """The game's ``Options`` for ``options``; raises ``bad_options``."""
    try:
        return cls.options_class.from_dict(options)
    except Exception as e:  # InvalidOptionError, or a validate() that chokes on odd values
        raise SaveError(f"bad rule options: {e}", "bad_options", path) from e


def validate_snapshot(
    snap: MatchSnapshot, path: Path | str | None = None, *, carry_rule: CarryRule | None = None
) -> MatchSnapshot:
    """Replay every record through its engine and check everything that can be checked
    (see the module's text); return the snapshot with ``outcomes`` filled (a current game
    found finished moves to ``finished``). ``carry_rule`` (the session's
    ``rules.carry_for``) checks each game's carry-over; without it that is not checked.
    Raises :class:`SaveError`."""
    cls = _game_class(snap.game_id, path)
    _check_players(cls, snap.num_players, path)
    if len(snap.seats) != snap.num_players:
        raise SaveError("one seat per player is needed", "bad_players", path)
    match_options = _check_options(cls, snap.options, path)

    def replayed(record: GameRecord) -> Any:
        if record.game_id != snap.game_id or record.num_players != snap.num_players:
            raise SaveError(
                f"a record is for {record.game_id}/{record.num_players}, not {snap.game_id}/{snap.num_players}",
                "bad_record",
                path,
            )
        if _check_options(cls, record.options, path) != match_options:
            raise SaveError("a game was played with other rule options than its match", "options_mismatch", path)
        try:
            return cls.replay(record)
        except RecordError as e:  # a carry the game does not know, or moves that do not replay
            reason = "bad_carry" if e.reason == "bad_carry" else "bad_record"
            raise SaveError(f"a game record does not replay: {e}", reason, path) from e
        except Exception as e:  # an engine that chokes on odd input
            raise SaveError(f"a game record does not replay: {e}", "bad_record", path) from e

    def check_carry(record: GameRecord, previous: Any, totals: Sequence[int], number: int) -> None:
        if carry_rule is None:
            return
        try:
            expected = carry_rule(snap.game_id, previous, list(totals), number)
        except Exception as e:  # the rules cannot say: the records are inconsistent
            raise SaveError(f"the carry-over of game {number} cannot be worked out: {e}", "bad_carry", path) from e
        if not _same_json(record.carry, expected):
            raise SaveError(
                f"game {number} carried over {dict(record.carry)!r}, the match rules give {dict(expected)!r}",
                "bad_carry",
                path,
            )

    def add(totals: list[int], outcome: Outcome) -> None:
        if len(outcome.results) != snap.num_players:
            raise SaveError("an outcome does not have one result per seat", "bad_record", path)
        for i, s in enumerate(outcome.scores):
            totals[i] += s

    finished = list(snap.finished)
    current = snap.current
    stored = snap.stored_outcomes
    if stored is not None and len(stored) != len(finished):
        raise SaveError("the stored outcomes must be one per finished game", "bad_outcome", path)
    outcomes: list[Outcome] = []
    totals = [0] * snap.num_players
    previous: Any = None
    for number, record in enumerate(finished, 1):
        check_carry(record, previous, totals, number)
        game = replayed(record)
        outcome = void_outcome(snap.num_players) if record.is_void else game.outcome
        if outcome is None:
            raise SaveError("a finished game's record ends before the game does", "bad_record", path)
        if stored is not None and stored[number - 1] != _outcome_key(outcome):
            raise SaveError(f"the stored outcome of game {number} is not what its moves give", "bad_outcome", path)
        add(totals, outcome)
        outcomes.append(outcome)
        if not record.is_void:  # a void game carries nothing over: the next one follows the game before it
            previous = game

    if tuple(totals) != tuple(snap.totals):
        raise SaveError(f"match totals {list(snap.totals)} do not add up to {totals}", "bad_totals", path)
    if current is not None:
        check_carry(current, previous, totals, len(finished) + 1)
        game = replayed(current)
        outcome = void_outcome(snap.num_players) if current.is_void else game.outcome
        if outcome is not None:  # saved in the instant the game ended (or was voided)
            add(totals, outcome)
            finished.append(current)
            outcomes.append(outcome)
            current = None
    return replace(
        snap,
        finished=tuple(finished),
        current=current,
        totals=tuple(totals),
        outcomes=tuple(outcomes),
        validated=True,
    )


def _read_json(path: Path) -> Any:
    try:
        data = read_user_file(path, MAX_SAVE_BYTES)
    except FileNotFoundError as e:
        raise SaveError(f"no such file: {path}", "not_found", path) from e
    except NotARegularFile as e:
        raise SaveError(str(e), "not_a_file", path) from e
    except FileTooLarge as e:
        raise SaveError(str(e), "too_large", path) from e
    except OSError as e:
        raise SaveError(f"cannot read {path}: {e}", "unreadable", path) from e
    try:
        return json.loads(data.decode("utf-8"))
    except (ValueError, RecursionError) as e:  # includes UnicodeDecodeError, JSONDecodeError
        raise SaveError(f"{path} is not valid JSON (garbage or truncated): {e}", "not_json", path) from e


def read_snapshot_file(
    path: Path | str, *, replay: bool = True, carry_rule: CarryRule | None = None, keep_aside: bool = True
) -> MatchSnapshot:
    """Read, parse and (with ``replay``) fully validate a match file; raise
    :class:`SaveError`. The moves of a LAN host's move log beside it (``<file>.moves``)
    that the file does not hold yet are added (:func:`.movelog.merge_moves`; a damaged
    log is moved aside with ``keep_aside``)."""
    path = Path(path)
    snap = merge_moves(parse_snapshot(_read_json(path), path), path, keep_aside=keep_aside)
    return validate_snapshot(snap, path, carry_rule=carry_rule) if replay else snap


def _write(path: Path, text: str, fsync: bool = True) -> None:
    try:
        atomic_write_text(path, text, fsync=fsync)
    except OSError as e:
        raise SaveError(f"cannot write {path}: {e}", "unwritable", path) from e


# --------------------------------------------------------------------------- autosave


def autosave_path() -> Path:
    from ..paths import autosave_file

    return autosave_file()


def write_autosave(snapshot: MatchSnapshot | str, path: Path | str | None = None, *, fsync: bool = True) -> None:
    """Write the autosave atomically now (on this thread); raises :class:`SaveError`."""
    text = snapshot if isinstance(snapshot, str) else snapshot.dumps()
    _write(Path(path) if path is not None else autosave_path(), text, fsync)


def has_autosave(path: Path | str | None = None) -> bool:
    """Is there an autosave file (not checked: use :func:`load_autosave`)?"""
    return (Path(path) if path is not None else autosave_path()).is_file()


def load_autosave(
    path: Path | str | None = None, *, replay: bool = True, carry_rule: CarryRule | None = None
) -> MatchSnapshot | None:
    """The autosaved match, fully validated; None (with a logged reason) when there is
    none or it is malformed, truncated, unreadable or does not replay. Never raises (and
    never moves the file: see :func:`check_autosave`)."""
    try:
        p = Path(path) if path is not None else autosave_path()
        if not p.exists():
            return None
        snap = read_snapshot_file(p, replay=replay, carry_rule=carry_rule, keep_aside=False)
        if snap.is_match_over:
            log.info("autosave %s holds a finished match: ignored", p)
            return None
        return snap
    except SaveError as e:
        log.warning("autosave ignored (%s): %s", e.reason, e)
    except Exception:  # never crash the start-up over a save
        log.exception("autosave ignored: unexpected error while reading it")
    return None


@dataclass(frozen=True)
class AutosaveCheck:
    """What :func:`check_autosave` found.

    ``snapshot``: the interrupted match to continue (None: nothing to continue).
    ``error``: why the autosave cannot be continued (None: it loads, or there is none).
    ``kept_as``: where the damaged or newer file was moved (None: it was not moved).
    """

    snapshot: MatchSnapshot | None = None
    error: SaveError | None = None
    kept_as: Path | None = None


def check_autosave(
    path: Path | str | None = None, *, carry_rule: CarryRule | None = None, keep_aside: bool = True
) -> AutosaveCheck:
    """Load the autosave for Continue, fully validated, and say why when it cannot be
    continued. A file that does not load (damaged, unreadable, not a file, from a newer
    Paiju) is moved aside with ``keep_aside`` (``autosave.json.bad``, or ``.newer`` for a
    newer Paiju's; never over an earlier kept file), so the next game does not overwrite
    it. A finished match is nothing to continue and is left alone. Never raises.

    With no autosave, the newest ``.newer`` file that this version can read (an older
    Paiju set it aside: it was written by this version or an earlier one) is put back
    first, so that going back to an older version and forward again loses no match."""
    p = Path(path) if path is not None else autosave_path()
    try:
        if not os.path.lexists(p) and keep_aside:
            _restore_set_aside(p, carry_rule)
        if not os.path.lexists(p):
            return AutosaveCheck()
        snap = read_snapshot_file(p, carry_rule=carry_rule, keep_aside=keep_aside)
        if snap.is_match_over:
            log.info("autosave %s holds a finished match: nothing to continue", p)
            return AutosaveCheck()
        return AutosaveCheck(snap)
    except SaveError as e:
        error = e
    except Exception as e:  # never crash the start-up over a save
        log.exception("autosave %s: unexpected error while reading it", p)
        error = SaveError(f"unexpected error: {e}", "bad_save", p)
    if error.reason == "not_found":  # removed meanwhile
        return AutosaveCheck()
    kept: Path | None = None
    if keep_aside:
        try:
            kept = move_aside(p, "newer" if error.reason == "unsupported_version" else "bad")
        except OSError as e:
            log.warning("the autosave %s could not be moved aside: %s", p, e)
    log.warning("autosave cannot be continued (%s): %s; kept as %s", error.reason, error, kept)
    return AutosaveCheck(None, error, kept)


def _restore_set_aside(p: Path, carry_rule: CarryRule | None) -> Path | None:
    """Put back the newest ``<autosave>.newer[.N]`` that loads in this version (see
    :func:`check_autosave`); the others stay where they are. Never raises."""
    try:
        kept = [c for c in p.parent.glob(f"{p.name}.newer*") if c.is_file() and not c.is_symlink()]
        kept.sort(key=lambda c: c.stat().st_mtime, reverse=True)
    except OSError:
        return None
    for candidate in kept:
        try:
            read_snapshot_file(candidate, carry_rule=carry_rule, keep_aside=False)
        except Exception:  # still too new for this version, or damaged: left as it is
            continue
        try:
            if os.path.lexists(p):
                return None
            os.rename(candidate, p)
        except OSError as e:
            log.warning("the autosave set aside as %s could not be put back: %s", candidate, e)
            return None
        log.info("the autosave set aside by an older Paiju (%s) is back", candidate)
        return p
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

    :meth:`set_delay` makes the writer wait that long after a request before carrying
    it out, so that many requests in a row cost one write (a LAN host whose move log
    holds every move meanwhile); :meth:`flush` does not wait for the delay.
    """

    def __init__(self, path: Path | str | None = None) -> None:
        self._path = Path(path) if path is not None else None
        self._cond = threading.Condition()
        self._pending: tuple[str, MatchSnapshot | str] | None = None  # ("save", snapshot) / ("clear", "")
        self._busy = False
        self._closed = False
        self._thread: threading.Thread | None = None
        self._delay = 0.0
        self._since = 0.0  # when the pending request came (the delay counts from then)
        self._hurry = False  # a flush waits: no delay
        self.writes = 0
        self.last_error: SaveError | None = None
        #: False: skip fsync (the file survives the process being killed, not the machine
        #: crashing); a LAN host that writes before every update sets it
        self.fsync = True
        _writers.add(self)

    @property
    def path(self) -> Path:
        return self._path if self._path is not None else autosave_path()

    def save(self, snapshot: MatchSnapshot | str) -> None:
        """Queue ``snapshot`` (immutable, so it is serialised on the writer thread)."""
        self._submit(("save", snapshot))

    def clear(self) -> None:
        self._submit(("clear", ""))

    def set_delay(self, seconds: float) -> None:
        """Wait ``seconds`` after a request before writing (0: at once, the default)."""
        with self._cond:
            self._delay = max(0.0, float(seconds))
            self._cond.notify_all()

    def _submit(self, op: tuple[str, MatchSnapshot | str]) -> None:
        with self._cond:
            if self._closed:
                raise RuntimeError("the autosave writer is closed")
            if self._pending is None:
                self._since = time.monotonic()
            self._pending = op
            if self._thread is None:  # none running (never started, or it retired when idle)
                self._thread = threading.Thread(target=self._run, name="paiju-autosave", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until every request is on disk; False on time-out."""
        with self._cond:
            if self._pending is not None:
                self._hurry = True
                self._cond.notify_all()
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
                while (
                    not (self._hurry or self._closed) and (left := self._since + self._delay - time.monotonic()) > 0
                ):  # (woken early by a flush, a close or a new delay)
                    self._cond.wait(left)
                op, self._pending, self._busy, self._hurry = self._pending, None, True, False
            try:
                if op[0] == "save":
                    write_autosave(op[1], self.path, fsync=self.fsync)  # serialises a snapshot here
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


def open_match(path: Path | str, *, carry_rule: CarryRule | None = None) -> MatchSnapshot:
    """Open and fully validate a saved match; raises :class:`SaveError`."""
    return read_snapshot_file(path, replay=True, carry_rule=carry_rule)


def _replayed_outcome(record: GameRecord) -> Outcome | None:
    """The outcome of a record's game (None: not over, or it does not replay; a void
    game's is :func:`~desktop_app.engine.core.void_outcome`)."""
    from .. import engine

    if record.is_void:
        return void_outcome(record.num_players)

    try:
        return engine.game_class(record.game_id).replay(record).outcome
    except Exception:  # saved as it is; opening it will say what is wrong
        log.warning("the replay being saved does not replay", exc_info=True)
        return None


def save_replay(path: Path | str, record: GameRecord, seats: Sequence[SeatConfig] | None = None) -> Path:
    """Save one game's record (a replay) atomically, with its outcome when the game is
    over (checked when it is opened) and its ``seats`` (the players' names, kinds and bot
    levels, one per player: the replay shows them); raises :class:`SaveError`."""
    path = Path(path)
    d = record.to_json()
    outcome = _replayed_outcome(record)
    if outcome is not None:
        d["outcome"] = _outcome_to_json(outcome)
    if seats is not None and len(seats) == record.num_players:
        d["seats"] = [s.to_json() for s in seats]
    _write(path, json.dumps(d, ensure_ascii=False, indent=1))
    return path


def _record_from_json(d: Mapping[str, Any], path: Path) -> GameRecord:
    from ..engine.core import RecordError

    try:
        return GameRecord.from_json(d)
    except RecordError as e:
        reason = "unsupported_version" if e.reason == "record_version" else "bad_record"
        raise SaveError(f"a game record is malformed: {e}", reason, path) from e
    except Exception as e:
        raise SaveError(f"a game record is malformed: {e}", "bad_record", path) from e


def _replay_seats(value: Any, num_players: int) -> tuple[SeatConfig, ...] | None:
    """The seats a replay file stores (since replays keep the players' names), or None: an
    older file has none, and names that cannot be read are only names (the game still
    opens, with the seats' default names)."""
    if value is None:
        return None
    try:
        if not isinstance(value, list) or len(value) != num_players:
            raise SeatConfigError("one seat per player is needed")
        return tuple(SeatConfig.from_json(s) for s in value)
    except SeatConfigError as e:
        log.warning("a replay's seats cannot be read (%s): default names used", e)
        return None


def open_replay(
    path: Path | str, seats: Sequence[SeatConfig] | None = None, *, carry_rule: CarryRule | None = None
) -> MatchSnapshot:
    """Open a replay: a match file, or a single game's record (then returned as a
    one-game match whose game is finished or current). Raises :class:`SaveError`.

    A single game's record is checked as far as it can be: its options, its player
    count, its moves, its stored outcome. Its carry-over can only be checked when it is
    what a match's first game gets; otherwise ``warnings`` holds ``carry_unchecked``."""
    path = Path(path)
    d = _read_json(path)
    if not (isinstance(d, Mapping) and d.get("format") == RECORD_FORMAT):
        return validate_snapshot(parse_snapshot(d, path), path, carry_rule=carry_rule)
    record = _record_from_json(d, path)
    stored = None
    if "outcome" in d:
        try:
            stored = _parse_outcome(d["outcome"])
        except ValueError as e:
            raise SaveError(f"the stored outcome is malformed: {e}", "bad_outcome", path) from e
    _check_players(_game_class(record.game_id, path), record.num_players, path)
    if seats is None:
        seats = _replay_seats(d.get("seats"), record.num_players)
    seat_list = tuple(seats) if seats is not None else tuple(SeatConfig.human() for _ in range(record.num_players))
    if len(seat_list) != record.num_players:
        raise SaveError("one seat per player is needed", "bad_players", path)
    snap = MatchSnapshot(
        game_id=record.game_id,
        num_players=record.num_players,
        seats=seat_list,
        options=dict(record.options),
        match_length=1,
        current=record,
        totals=(0,) * record.num_players,
    )
    snap = validate_snapshot(snap, path)
    if stored is not None:
        if not snap.outcomes:
            raise SaveError("the file stores an outcome for a game that is not over", "bad_outcome", path)
        if stored != _outcome_key(snap.outcomes[0]):
            raise SaveError("the stored outcome is not what the moves give", "bad_outcome", path)
    if carry_rule is not None:
        try:
            first = carry_rule(record.game_id, None, [0] * record.num_players, 1)
        except Exception:
            log.warning("the carry of a first game cannot be worked out", exc_info=True)
            first = None
        if first is None or not _same_json(record.carry, first):
            snap = replace(snap, warnings=(*snap.warnings, "carry_unchecked"))
    return snap
