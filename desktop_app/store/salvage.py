"""The games SQLite can still read from a damaged history database (pure Python: stdlib
``sqlite3``; no Qt).

When the history is found damaged it is moved aside (``history.sqlite3.bad``) and a new
one begun (:mod:`.history`); :func:`salvaged_games` then reads what it can of the copy
kept aside, so the player loses only the games whose rows cannot be read. The copy kept
aside is never written: the file and its ``-wal`` are copied into a temporary folder and
only that copy is opened (SQLite may write a ``-shm``, or replay the log, in the folder it
reads).

Rows are read one at a time: the game ids come from every way there is to list them (the
table read forward and backward, its indexes, the players table), each stopping at the
first damaged page, and the gaps between them are tried one id at a time; a game whose
row, record or outcome cannot be read is left out. A game whose players cannot be read
keeps its seats from its outcome, without names (``local`` False: no one's figures).
"""

from __future__ import annotations

import contextlib
import logging
import shutil
import sqlite3
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

__all__ = ["salvaged_games"]

log = logging.getLogger(__name__)

_GAME_SQL = (
    "SELECT played_at, match_id, match_game, match_length, source, lan_host, lan_room, deal_verified, "
    "imported, record, outcome FROM games WHERE id = ?"
)
_PLAYER_SQL = (
    "SELECT seat, name, kind, level, local, score, result, won, total, coins, sky, dup "
    "FROM players WHERE game = ? ORDER BY seat"
)
#: Ways to list the game ids; each may stop part way at a damaged page.
_ID_LISTS = (
    "SELECT id FROM games ORDER BY id",
    "SELECT id FROM games ORDER BY id DESC",
    "SELECT id FROM games INDEXED BY games_by_time",
    "SELECT id FROM games INDEXED BY games_by_game",
    "SELECT DISTINCT game FROM players",
)
#: The most ids tried one by one in the gaps between the ids listed.
_MAX_PROBES = 1_000_000


def salvaged_games(path: Path) -> Iterator[Any]:
    """Every game (a :class:`~.history.FinishedGame`) that can still be read from the
    history database at ``path`` (and its ``-wal`` beside it), which is never written;
    nothing when it cannot be opened at all."""
    wal = path.with_name(path.name + "-wal")
    with tempfile.TemporaryDirectory(prefix="paiju-salvage-") as folder:
        copy = Path(folder) / "history.sqlite3"
        try:
            shutil.copyfile(path, copy)
            if wal.is_file():
                shutil.copyfile(wal, copy.with_name(copy.name + "-wal"))
            conn = sqlite3.connect(str(copy), isolation_level=None)
        except (OSError, sqlite3.Error) as e:
            log.warning("history salvage: %s cannot be read: %s", path, e)
            return
        try:
            for game_row in _game_ids(conn):
                game = _game(conn, game_row)
                if game is not None:
                    yield game
        finally:
            conn.close()


def _game_ids(conn: sqlite3.Connection) -> list[int]:
    """Every game id that can be found, the gaps between them filled in (sorted)."""
    found: set[int] = set()
    for sql in _ID_LISTS:
        try:
            for (game_row,) in conn.execute(sql):
                if isinstance(game_row, int):
                    found.add(game_row)
        except sqlite3.Error:  # a damaged page (or no such table/index): what came before counts
            continue
    if not found:
        return []
    top = min(max(found), _MAX_PROBES)
    return sorted(found | set(range(1, top + 1)))


def _game(conn: sqlite3.Connection, game_row: int) -> Any:
    """The game of this id, or None when it is not there or cannot be read."""
    from ..engine.core import GameRecord
    from .facts import outcome_from_json
    from .history import FinishedGame, HistoryError, _parsed, _player, _unpack

    try:
        row = conn.execute(_GAME_SQL, (game_row,)).fetchone()
    except sqlite3.Error:
        return None
    if row is None:
        return None
    played_at, mid, mgame, mlen, source, host, room, verified, imported, record, outcome = row
    try:
        rec = _parsed(GameRecord.from_json, _unpack(record))
        out = _parsed(outcome_from_json, _unpack(outcome))
        players = _players(conn, game_row, out)
        return FinishedGame(
            record=rec,
            outcome=out,
            players=tuple(_player(p) for p in players) if players else _nameless(out),
            played_at=int(played_at),
            match_id=mid if isinstance(mid, str) else None,
            match_game=mgame if isinstance(mgame, int) else None,
            match_length=mlen if isinstance(mlen, int) else None,
            source=source,
            lan_host=host if isinstance(host, str) else None,
            lan_room=room if isinstance(room, str) else None,
            deal_verified=None if verified is None else bool(verified),
            imported=bool(imported),
        )
    except (HistoryError, TypeError, ValueError) as e:
        log.info("history salvage: game %d cannot be read: %s", game_row, e)
        return None


def _players(conn: sqlite3.Connection, game_row: int, outcome: Any) -> list[Any]:
    """The players rows of a game (empty when they cannot all be read)."""
    with contextlib.suppress(sqlite3.Error):
        rows = conn.execute(_PLAYER_SQL, (game_row,)).fetchall()
        if len(rows) == len(outcome.results):
            return rows
    return []


def _nameless(outcome: Any) -> tuple[Any, ...]:
    """Seats for a game whose players cannot be read: from its outcome, without names."""
    from .facts import coins_after, is_win
    from .history import PlayerEntry

    return tuple(
        PlayerEntry(r.seat, "", "human", None, False, r.score, r.result, is_win(r), coins=coins_after(r))
        for r in outcome.results
    )
