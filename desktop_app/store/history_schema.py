"""The history database's schema and its migrations (pure Python, stdlib ``sqlite3``).

The schema number is SQLite's ``PRAGMA user_version``: 0 is a new, empty file and
:data:`SCHEMA_VERSION` the one this Paiju writes. ``MIGRATIONS[v]`` takes a database of
version ``v`` to ``v + 1``; :func:`migrate` runs them in order, each in its own
transaction together with the new version number, so a migration cut short (a crash, a
full disk) leaves the database at the version before it, whole. A file of a newer
version is never touched (:class:`NewerSchema`).

Version 1 (the first):

* ``games``: one row per finished game. ``identity`` (unique) is
  :func:`~.facts.record_identity`; ``played_at`` when it finished (Unix seconds, UTC);
  ``moves`` the number of actions; ``match_id`` (the identity of the match's first game),
  ``match_game`` (1-based) and ``match_length``; ``source`` ``local``, ``lan_host`` or
  ``lan_client``; for LAN ``lan_host`` (the host's address, for a client) and ``lan_room``;
  ``deal_verified`` NULL (not checked), 1 or 0 (the LAN fair-deal check); ``imported`` 1
  for a game read from a file; ``record`` and ``outcome`` are zlib-compressed JSON.
* ``players``: one row per seat of a game: the name as played and its key, ``kind``
  (``human`` or ``bot``), the bot ``level``, ``local`` (a person at this PC), ``score``,
  ``result`` id, ``won``, ``dup`` (the name sat at an earlier seat of the same game: the
  player's figures count the first seat only), ``total`` (the match total after this
  game), ``coins`` (斗地主: after the game) and ``sky`` (天地人: the 天牌 kinds dealt, bits
  of ``facts.SKY_BITS``).
* ``profiles``, ``profile_games`` (each profile's figures per game: they outlive the games
  deleted from the history), ``profile_results`` (each counted result, linked to its game
  while the history keeps it), ``counted`` (the game keys the profiles counted, so a game
  is counted once) and ``meta`` (e.g. when ``profiles.json`` was imported).

The indexes serve the History page (newest first, by game, by player name, by match) and
the statistics (a player's rows; a profile's results).

Version 2: the History page's filter lists read from indexes alone (found by
``benchmarks/history_bench.py`` on 10,000 games: the player names 17 -> 6 ms, the result
ids 9 -> 0.02 ms). ``players_by_name`` also holds the name as played (a covering index);
``players_by_result`` is new.

Version 3: disputes and the void game (:mod:`desktop_app.engine.disputes`). ``games``
gains ``void`` (NULL: the game counts; else why it is void: ``host_lost``, ``all_left``,
``dispute``, ``agreed``: it counts in no figure but keeps its record), ``disputes`` (how
many its record holds) and ``open_disputes`` (how many are undecided). The games of an
older file hold none of either: the defaults say so.
"""

from __future__ import annotations

import functools
import sqlite3
from collections.abc import Callable

__all__ = [
    "MIGRATIONS",
    "SCHEMA_VERSION",
    "NewerSchema",
    "UnknownSchema",
    "migrate",
    "missing_tables",
    "restore_indexes",
    "user_version",
]

SCHEMA_VERSION = 3

_V1 = """
CREATE TABLE meta(
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE games(
    id INTEGER PRIMARY KEY,
    identity TEXT NOT NULL UNIQUE,
    game_id TEXT NOT NULL,
    num_players INTEGER NOT NULL,
    played_at INTEGER NOT NULL,
    moves INTEGER NOT NULL,
    match_id TEXT,
    match_game INTEGER,
    match_length INTEGER,
    source TEXT NOT NULL CHECK (source IN ('local', 'lan_host', 'lan_client')),
    lan_host TEXT,
    lan_room TEXT,
    deal_verified INTEGER CHECK (deal_verified IN (0, 1)),
    imported INTEGER NOT NULL DEFAULT 0,
    record BLOB NOT NULL,
    outcome BLOB NOT NULL
);
CREATE INDEX games_by_time ON games(played_at, id);
CREATE INDEX games_by_game ON games(game_id, played_at, id);
CREATE INDEX games_by_match ON games(match_id, match_game);

CREATE TABLE players(
    game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('human', 'bot')),
    level TEXT,
    local INTEGER NOT NULL,
    score INTEGER NOT NULL,
    result TEXT NOT NULL,
    won INTEGER NOT NULL,
    dup INTEGER NOT NULL DEFAULT 0,
    total INTEGER,
    coins INTEGER,
    sky INTEGER,
    PRIMARY KEY (game, seat)
) WITHOUT ROWID;
CREATE INDEX players_by_name ON players(name_key, game);

CREATE TABLE profiles(
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,
    created TEXT NOT NULL
);

CREATE TABLE profile_games(
    profile INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
    game_id TEXT NOT NULL,
    played INTEGER NOT NULL,
    wins INTEGER NOT NULL,
    total_score INTEGER NOT NULL,
    best_score INTEGER,
    last_played TEXT NOT NULL,
    PRIMARY KEY (profile, game_id)
) WITHOUT ROWID;

CREATE TABLE profile_results(
    id INTEGER PRIMARY KEY,
    profile INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
    game_id TEXT NOT NULL,
    played_at TEXT NOT NULL,
    score INTEGER NOT NULL,
    won INTEGER NOT NULL,
    game INTEGER REFERENCES games(id) ON DELETE SET NULL
);
CREATE INDEX profile_results_by_profile ON profile_results(profile, game_id, id);
CREATE INDEX profile_results_by_game ON profile_results(game);

CREATE TABLE counted(
    key TEXT PRIMARY KEY
) WITHOUT ROWID;
"""


class NewerSchema(Exception):
    """The database was written by a newer Paiju (its version is above ours)."""

    def __init__(self, version: int) -> None:
        super().__init__(f"history schema {version} is newer than {SCHEMA_VERSION}")
        self.version = version


class UnknownSchema(Exception):
    """The database's version is no version Paiju ever wrote (below 0: a damaged header)."""

    def __init__(self, version: int) -> None:
        super().__init__(f"history schema {version} is unknown")
        self.version = version


def _create_v1(conn: sqlite3.Connection) -> None:
    for statement in _V1.split(";"):
        if statement.strip():
            conn.execute(statement)


def _v1_to_v2(conn: sqlite3.Connection) -> None:
    conn.execute("DROP INDEX players_by_name")
    conn.execute("CREATE INDEX players_by_name ON players(name_key, game, name)")
    conn.execute("CREATE INDEX players_by_result ON players(result)")


def _v2_to_v3(conn: sqlite3.Connection) -> None:
    conn.execute("ALTER TABLE games ADD COLUMN void TEXT")
    conn.execute("ALTER TABLE games ADD COLUMN disputes INTEGER NOT NULL DEFAULT 0")
    conn.execute("ALTER TABLE games ADD COLUMN open_disputes INTEGER NOT NULL DEFAULT 0")


#: ``MIGRATIONS[v]`` upgrades a database of version ``v`` to ``v + 1``.
MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {
    0: _create_v1,
    1: _v1_to_v2,
    2: _v2_to_v3,
}


def user_version(conn: sqlite3.Connection) -> int:
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def migrate(conn: sqlite3.Connection, target: int | None = None, before: Callable[[int], None] | None = None) -> int:
    """Bring ``conn`` (autocommit mode) up to ``target`` (None: :data:`SCHEMA_VERSION`);
    return the version it had.

    ``before(version)`` runs before the first migration of a database that already holds
    data (version 1 or later): the store keeps a copy of the file there. Raises
    :class:`NewerSchema` for a newer database (left as it is), :class:`UnknownSchema`
    for a version below 0."""
    target = SCHEMA_VERSION if target is None else target
    start = user_version(conn)
    if start > SCHEMA_VERSION:
        raise NewerSchema(start)
    if start < 0:
        raise UnknownSchema(start)
    version = start
    while version < target:
        if before is not None and version >= 1 and version == start:
            before(version)
        conn.execute("BEGIN IMMEDIATE")
        try:
            if user_version(conn) != version:  # another process migrated meanwhile
                conn.execute("ROLLBACK")
                version = user_version(conn)
                continue
            MIGRATIONS[version](conn)
            conn.execute(f"PRAGMA user_version = {version + 1}")
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        version += 1
    return start


@functools.cache
def _parts() -> dict[tuple[str, str], str]:
    """Every (type, name) table and index of a database of :data:`SCHEMA_VERSION`, with
    the SQL that makes it."""
    conn = sqlite3.connect(":memory:", isolation_level=None)
    try:
        migrate(conn)
        return _parts_of(conn)
    finally:
        conn.close()


def _parts_of(conn: sqlite3.Connection) -> dict[tuple[str, str], str]:
    rows = conn.execute(
        "SELECT type, name, sql FROM sqlite_master WHERE type IN ('table', 'index') AND name NOT LIKE 'sqlite_%'"
    )
    return {(str(t), str(n)): str(sql) for t, n, sql in rows}


def missing_tables(conn: sqlite3.Connection) -> list[str]:
    """The tables a database of :data:`SCHEMA_VERSION` lacks (sorted; empty when whole):
    what they held is lost. Extra tables are allowed.

    >>> conn = sqlite3.connect(":memory:", isolation_level=None)
    >>> _ = migrate(conn)
    >>> _ = conn.execute("DROP TABLE counted")
    >>> missing_tables(conn)
    ['counted']
    """
    have = _parts_of(conn)
    return sorted(n for t, n in _parts() if t == "table" and (t, n) not in have)


def restore_indexes(conn: sqlite3.Connection) -> list[str]:
    """Make again the indexes of :data:`SCHEMA_VERSION` a database lacks (an index holds
    nothing of its own); their sorted names.

    >>> conn = sqlite3.connect(":memory:", isolation_level=None)
    >>> _ = migrate(conn)
    >>> _ = conn.execute("DROP INDEX players_by_result")
    >>> restore_indexes(conn), restore_indexes(conn)
    (['players_by_result'], [])
    """
    have = _parts_of(conn)
    missing = sorted((n, sql) for (t, n), sql in _parts().items() if t == "index" and (t, n) not in have)
    for _name, sql in missing:
        conn.execute(sql)
    return [n for n, _sql in missing]
