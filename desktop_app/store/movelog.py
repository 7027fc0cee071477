"""The move log of a LAN host: every move on disk before any client sees it (pure Python).

A LAN host promises that a crash loses no move a client saw. Writing the whole match
before every update keeps that promise at a cost of a millisecond or more per move, on
the path of every round trip. With a move log the host writes the whole match (the
autosave) in the background as before and, before each update, appends the moves since
the last update to ``<save>.moves``: one short line per move. Reading the save
(:func:`~.saves.read_snapshot_file`) adds the logged moves the save does not hold yet
(:func:`merge_moves`), so whatever the background writer had not written yet when the
host died comes back from the log.

The file is UTF-8 JSON, one object per line::

    {"format":"paiju-moves","version":1,"id":"3f9c0a51d2e4b677","game":2,"seed":123456789}
    {"n":0,"action":{"seat":1,"kind":"play","cards":"3c 4c 5d"}}
    {"n":1,"action":{"seat":2,"kind":"pass"}}

The first line says which game of the match the moves belong to (``game``, from 1) and
that game's ``seed``; ``n`` is a move's index in the game's actions. The log is started
once the whole match is on disk at a known point (the save's ``extra`` names the log:
``"moves_log": id``), so it holds every move after that. A log whose ``id`` is not the
one its save names (left over from an earlier game or match), or whose game is not the
save's current one, is ignored. A last line without its newline is a move the host was
writing when it was killed: no client saw it, and it is left out. Anything else that
does not read (a line that is not JSON, a move out of order or another game's, a move
the game refuses) means the log is damaged: the moves before the damage are added, and
the log is moved aside (``<save>.moves.bad``, ``.bad.2``...) with a warning that says
why, so that it is kept and not read again.

A save written by a Paiju without move logs reads as before (there is no log beside it);
an older Paiju reading a newer save ignores the log and gets the match as its last whole
save had it.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from ..engine.core import Action, EngineError, RecordError
from .atomic import atomic_write_bytes, move_aside
from .snapshot import MatchSnapshot

__all__ = ["MOVES_FORMAT", "MOVES_SUFFIX", "MoveLog", "merge_moves", "moves_path"]

log = logging.getLogger(__name__)

MOVES_FORMAT = "paiju-moves"
MOVES_VERSION = 1
MOVES_SUFFIX = ".moves"
#: The save's ``extra`` key that names its log.
EXTRA_KEY = "moves_log"
#: A log longer than this is not read (a game has a few hundred moves).
MAX_MOVES_BYTES = 8 * 1024 * 1024


def moves_path(save_path: Path | str) -> Path:
    """The move log beside the save at ``save_path``."""
    p = Path(save_path)
    return p.with_name(p.name + MOVES_SUFFIX)


class MoveLog:
    """The host's side: :meth:`start` once the whole match is saved, then :meth:`append`
    before every update. Raises ``OSError`` when the disk refuses (the host then falls
    back to waiting for the whole save)."""

    def __init__(self, save_path: Path | str) -> None:
        self.path = moves_path(save_path)
        self.id = ""
        self.count = 0  # moves of the game the save and the log hold together
        self._fd: int | None = None

    def start(self, log_id: str, game: int, seed: int, count: int) -> None:
        """A new log for game ``game`` (from 1) whose save holds its first ``count`` moves."""
        self.close()
        header = {"format": MOVES_FORMAT, "version": MOVES_VERSION, "id": log_id, "game": game, "seed": seed}
        atomic_write_bytes(self.path, _line(header), fsync=False)  # a killed process loses nothing
        self._fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | getattr(os, "O_BINARY", 0))
        self.id, self.count = log_id, count

    @property
    def is_open(self) -> bool:
        return self._fd is not None

    def append(self, actions: Sequence[Action]) -> None:
        """Log ``actions[count:]`` (the game's actions so far), in one write."""
        if self._fd is None:
            raise OSError("the move log is not open")
        if len(actions) <= self.count:
            return
        data = b"".join(_line({"n": i, "action": actions[i].to_json()}) for i in range(self.count, len(actions)))
        view = memoryview(data)
        while view:
            view = view[os.write(self._fd, view) :]
        self.count = len(actions)

    def close(self) -> None:
        fd, self._fd = self._fd, None
        if fd is not None:
            os.close(fd)

    def remove(self) -> None:
        """Close and delete the log (the match is over)."""
        self.close()
        try:
            self.path.unlink(missing_ok=True)
        except OSError as e:
            log.warning("could not remove the move log %s: %s", self.path, e)


def _line(obj: dict[str, Any]) -> bytes:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":")).encode("utf-8") + b"\n"


class _Damaged(Exception):
    """The log does not read from this point on (the message says why)."""


def merge_moves(snap: MatchSnapshot, save_path: Path | str, *, keep_aside: bool = True) -> MatchSnapshot:
    """``snap`` with the moves its log holds beyond its current game's record (see the
    module's text); ``snap`` itself when there is no log for it. A damaged log gives
    the moves before the damage and, with ``keep_aside``, is moved aside. Never raises."""
    log_id = snap.extra.get(EXTRA_KEY) if isinstance(snap.extra, dict) else None
    path = moves_path(save_path)
    if not isinstance(log_id, str) or not log_id or snap.current is None:
        return snap
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_MOVES_BYTES + 1)
    except FileNotFoundError:
        return snap
    except OSError as e:
        log.warning("the move log %s cannot be read (%s): the save is used as it is", path, e)
        return snap
    current = snap.current
    actions = list(current.actions)
    problem = ""
    try:
        lines = data.split(b"\n")
        if len(data) > MAX_MOVES_BYTES:
            raise _Damaged(f"it is longer than {MAX_MOVES_BYTES} bytes")
        torn = lines.pop()  # b"" after a last newline; else a line the host did not finish
        if torn:
            log.info("the move log %s ends in a move not fully written: left out (no client saw it)", path)
        header = _json_line(lines[0], 1) if lines else None
        if not isinstance(header, dict) or header.get("format") != MOVES_FORMAT:
            raise _Damaged("its first line is not a move log's")
        if header.get("version") != MOVES_VERSION:
            raise _Damaged(f"its version {header.get('version')!r} is not one this Paiju reads")
        if header.get("id") != log_id:
            log.info("the move log %s is not this save's: ignored", path)
            return snap
        if header.get("game") != len(snap.finished) + 1 or header.get("seed") != current.seed:
            log.info("the move log %s is of another game than the save's current one: ignored", path)
            return snap
        game = _replayed(current)
        if game is None:
            return snap  # the save itself is damaged: reading it says so
        for number, raw in enumerate(lines[1:], 2):
            entry = _json_line(raw, number)
            if not isinstance(entry, dict) or type(entry.get("n")) is not int:
                raise _Damaged(f"line {number} is not a logged move")
            n = entry["n"]
            try:
                action = Action.from_json(entry.get("action"))
            except RecordError as e:
                raise _Damaged(f"line {number}: {e}") from None
            if n < len(actions):
                if actions[n] != action:
                    raise _Damaged(f"line {number}: move {n} is not the one the save holds")
                continue
            if n != len(actions):
                raise _Damaged(f"line {number}: move {n} comes after move {len(actions) - 1}")
            try:
                game.apply(action)
            except EngineError as e:
                raise _Damaged(f"line {number}: the game refuses move {n}: {e}") from None
            actions.append(action)
    except _Damaged as e:
        problem = str(e)
    except Exception as e:  # never let a log make the save unreadable
        log.exception("the move log %s could not be read", path)
        problem = f"unexpected error: {e}"
    if problem:
        kept: Path | None = None
        if keep_aside:
            try:
                kept = move_aside(path, "bad")
            except OSError as e:
                log.warning("the move log %s could not be moved aside: %s", path, e)
        log.warning(
            "the move log %s is damaged (%s): the %d move(s) before the damage are used; kept as %s",
            path,
            problem,
            len(actions) - len(current.actions),
            kept,
        )
    if len(actions) == len(current.actions):
        return snap
    log.info("%d move(s) of the move log %s added to the save", len(actions) - len(current.actions), path)
    return replace(snap, current=replace(current, actions=tuple(actions)))


def _json_line(raw: bytes, number: int) -> Any:
    try:
        return json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError):
        raise _Damaged(f"line {number} is not JSON") from None


def _replayed(record: Any) -> Any:
    """The game of ``record`` replayed (None: it does not replay)."""
    from .. import engine

    try:
        return engine.game_class(record.game_id).replay(record)
    except Exception:
        return None
