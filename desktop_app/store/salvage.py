"""The games SQLite can still read from a damaged history database (pure Python: stdlib
``sqlite3``; no Qt).

When the history is found damaged it is moved aside (``history.sqlite3.bad``) and a new
one begun (:mod:`.history`); :func:`salvaged_rows` then reads what it can of the copy
kept aside, so the player loses only the games whose rows cannot be read (the rows are
made into games by :func:`.history.salvaged_games`: this module reads, never imports
the history, so the two do not import each other). The copy kept
aside is never written: the file and its ``-wal`` are copied into a temporary folder and
only that copy is opened (SQLite may write a ``-shm``, or replay the log, in the folder it
reads).

A ``-wal`` damaged in the middle (:mod:`.wal`), which SQLite reads only up to the damage,
is also replayed into a second copy, the damaged frame left out, so that the games of
the transactions after it come back too (read first: a game is added once, by its
deal; the rows of the first copy fill in what the second cannot give).

Rows are read one at a time: the game ids come from every way there is to list them (the
table read forward and backward, its indexes, the players table), each stopping at the
first damaged page, and the gaps between them are tried one id at a time; a game whose
row cannot be read is left out (and, by :mod:`.history`, one whose record or outcome
cannot be read). A game whose players cannot be read keeps its seats from its outcome,
without names (``local`` False: no one's figures).
"""

from __future__ import annotations

import contextlib
import logging
import shutil
import sqlite3
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .wal import replay

__all__ = ["SalvagedRow", "salvaged_rows"]

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


@dataclass(frozen=True)
class SalvagedRow:
    """A game's row as read from a damaged history (``games`` columns in the order of
    ``_GAME_SQL``, the id first) and its ``players`` rows (empty when they cannot all be
    read). :mod:`.history` makes the game of it; this module never imports it."""

    game: tuple[Any, ...]
    players: tuple[tuple[Any, ...], ...] = ()


def salvaged_rows(path: Path) -> Iterator[SalvagedRow]:
    """Every game row that can still be read from the history database at ``path`` (and
    its ``-wal`` beside it), which is never written; nothing when it cannot be opened."""
    wal = path.with_name(path.name + "-wal")
    with tempfile.TemporaryDirectory(prefix="paiju-salvage-") as folder:
        copy = Path(folder) / "history.sqlite3"
        try:
            shutil.copyfile(path, copy)
            pages = replay(wal) if wal.is_file() else None
            if pages is not None:  # first what the log holds past its damage (the newest rows)
                replayed = Path(folder) / "replayed.sqlite3"
                shutil.copyfile(path, replayed)
                pages.apply(replayed)
                log.info("history salvage: the %d pages of the damaged log are read too", len(pages.pages))
                yield from _rows_of(replayed)
            if wal.is_file():
                shutil.copyfile(wal, copy.with_name(copy.name + "-wal"))
        except OSError as e:
            log.warning("history salvage: %s cannot be read: %s", path, e)
            return
        yield from _rows_of(copy)


def _rows_of(copy: Path) -> Iterator[SalvagedRow]:
    """Every game row that can be read from the database ``copy`` (a copy: SQLite may write it)."""
    try:
        conn = sqlite3.connect(str(copy), isolation_level=None)
    except sqlite3.Error as e:
        log.warning("history salvage: %s cannot be read: %s", copy, e)
        return
    try:
        for game_row in _game_ids(conn):
            row = _game(conn, game_row)
            if row is not None:
                yield row
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


def _game(conn: sqlite3.Connection, game_row: int) -> SalvagedRow | None:
    """The row of this game id and its players, or None when it is not there or cannot be read."""
    try:
        row = conn.execute(_GAME_SQL, (game_row,)).fetchone()
    except sqlite3.Error:
        return None
    if row is None:
        return None
    players: tuple[tuple[Any, ...], ...] = ()
    with contextlib.suppress(sqlite3.Error):
        players = tuple(tuple(p) for p in conn.execute(_PLAYER_SQL, (game_row,)).fetchall())
    return SalvagedRow((game_row, *row), players)
