"""The game history: every finished game in an SQLite database (pure Python: stdlib
``sqlite3`` and the engine; no session, no Qt).

Every finished game of a live match, local or LAN, goes in once (:meth:`HistoryStore.add_game`)
with its record (options, seed, moves), outcome, the time it finished, its players
(people and bots, with levels) by seat, their scores and result ids, the match it
belongs to and its place there, and for LAN the host and whether the deal was verified.
A game is its deal (:func:`~.facts.record_identity`): a game continued after a crash
and finished again, or a replay file of a game already here, is not added twice. Games
that never finished stay in the autosave. The player profiles live here too
(:mod:`.profiles` reads and writes them through this store).

**The file** is ``history.sqlite3`` in :func:`desktop_app.paths.history_dir`. It is in
WAL mode with ``synchronous=NORMAL``: a commit is one write to the log and no fsync, so
recording a game costs about a millisecond (``benchmarks/history_bench.py``) and is done
on the UI thread; a process killed at any moment (``kill -9``) loses nothing it had
committed (the log is in the system's hands once ``write`` returns), and a power cut may
lose the last commits but never the database. The schema is versioned
(:mod:`.history_schema`); before an existing database is migrated a copy is kept
(``history.sqlite3.v<N>``).

**A file that cannot be used** is never a crash and never lost (:attr:`HistoryStore.problem`):

* a damaged database (not SQLite, not ours, failing SQLite's ``quick_check``, with a
  schema version below 0, or lacking a table of its version: a missing index is made
  again) or one
  that cannot be opened is moved aside as ``history.sqlite3.bad`` (``.bad.2``, ...;
  its ``-wal`` beside it as ``history.sqlite3.bad-wal``, both as they were on disk: the
  checks are made read-only first, and the read-write connection is never the last to
  close, so nothing is checkpointed into a damaged file; a ``-wal`` with a bad frame
  followed by more transactions, which SQLite would drop without a word, is damage
  too: :mod:`.wal`) and a fresh one is begun,
  holding every game SQLite can still read from the copy (and from its damaged log
  replayed past the damage: :mod:`.salvage`;
  :attr:`HistoryProblem.recovered` says how many): ``damaged``;
* a database of a newer Paiju is left as it is and this session keeps its games in
  memory: ``newer``;
* a folder, pipe or device where the file should be is left alone, and so are a file
  that cannot be moved aside, one another Paiju keeps busy and one whose migration
  failed (rolled back: the file is whole, at its old version); this session keeps its
  games in memory: ``unreadable``;
* a folder that cannot be made: ``unwritable`` (in memory).

Nothing else of the player's is touched. The file is made by the first write, so a
player who never finishes a game has none.

>>> import tempfile, pathlib
>>> from desktop_app.engine.core import GameRecord, Outcome, SeatResult
>>> from desktop_app.store.seats import SeatConfig
>>> store = HistoryStore(pathlib.Path(tempfile.mkdtemp()) / "history.sqlite3")
>>> outcome = Outcome((SeatResult(0, "winner", 6), SeatResult(1, "loser", -6)))
>>> seats = [SeatConfig.human("Li"), SeatConfig.bot("B", "easy")]
>>> game = finished_game(GameRecord("shengsidu", 2, seed=7), seats, outcome)
>>> store.add_game(game) is not None, store.add_game(game)  # the same game again: not added
(True, None)
>>> [(p.name, p.score, p.won) for p in store.page(GameFilter(player="li"))[0].players]
[('Li', 6, True), ('B', -6, False)]
>>> store.close()
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import json
import logging
import math
import os
import sqlite3
import stat
import zlib
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, TypeGuard

from ..engine.core import GameRecord, Outcome
from ..engine.disputes import Decision, Dispute, VoidMark
from . import history_schema as schema
from .atomic import move_aside
from .facts import (
    canonical_json,
    coins_after,
    dealt_sky,
    is_win,
    name_key,
    outcome_from_json,
    outcome_to_json,
    record_identity,
)
from .salvage import SalvagedRow, salvaged_rows
from .seats import DEFAULT_NAME_FORMS, default_name_forms
from .wal import wal_damage

__all__ = [
    "HISTORY_REASONS",
    "PAGE_SIZE",
    "SOURCES",
    "FinishedGame",
    "GameFilter",
    "GameRow",
    "GameSort",
    "HistoryError",
    "HistoryProblem",
    "HistoryStore",
    "ImportReport",
    "PlayerEntry",
    "finished_game",
    "history_file",
    "iso_time",
    "unix_time",
    "wilson_interval",
]

log = logging.getLogger(__name__)

#: Every :class:`HistoryProblem` ``reason``, for the UI's translation table.
HISTORY_REASONS: tuple[str, ...] = ("damaged", "newer", "unreadable", "unwritable")
#: Where a game was played: here, hosted here for a LAN room, or at a LAN host.
SOURCES: tuple[str, ...] = ("local", "lan_host", "lan_client")
#: Rows the History page fetches at a time.
PAGE_SIZE = 200
#: How long a write waits for another Paiju holding the database (ms).
BUSY_TIMEOUT_MS = 5000
_EXPORT_KEY = "paiju_history"  # the block an exported record file carries beside the record


def history_file() -> Path:
    """Where the history lives (``$PAIJU_HOME/history/history.sqlite3``)."""
    from ..paths import history_file as where

    return where()


def unix_time(when: str | float | int | _dt.datetime | None = None) -> int:
    """Unix seconds for an ISO 8601 time (naive: UTC), a number or a datetime; now when
    None or not understood.

    >>> unix_time("2025-01-02T03:04:05+00:00"), unix_time("2025-01-02T03:04:05")
    (1735787045, 1735787045)
    """
    if isinstance(when, bool):
        when = None
    if isinstance(when, int | float) and math.isfinite(when):
        return int(when)
    if isinstance(when, str):
        try:
            when = _dt.datetime.fromisoformat(when.strip().replace("Z", "+00:00"))
        except ValueError:
            when = None
    if isinstance(when, _dt.datetime):
        if when.tzinfo is None:
            when = when.replace(tzinfo=_dt.UTC)
        return int(when.timestamp())
    return int(_dt.datetime.now(_dt.UTC).timestamp())


def iso_time(seconds: int) -> str:
    """Unix seconds as ISO 8601 in UTC.

    >>> iso_time(1735787045)
    '2025-01-02T03:04:05+00:00'
    """
    return _dt.datetime.fromtimestamp(seconds, _dt.UTC).isoformat(timespec="seconds")


def wilson_interval(hits: int, trials: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95 % by default): where the true
    frequency lies, given ``hits`` out of ``trials``. (0, 1) with no trials.

    >>> lo, hi = wilson_interval(10, 100)
    >>> round(lo, 4), round(hi, 4)
    (0.0552, 0.1744)
    >>> wilson_interval(0, 20)[0]
    0.0
    """
    if trials <= 0:
        return 0.0, 1.0
    p = hits / trials
    z2 = z * z
    centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / (1 + z2 / trials)
    return max(0.0, centre - half), min(1.0, centre + half)


# --------------------------------------------------------------------------- values


@dataclass(frozen=True, slots=True)
class PlayerEntry:
    """One seat of a finished game as the history keeps it."""

    seat: int
    name: str
    kind: str  # "human" (a person, here or elsewhere) or "bot"
    level: str | None
    local: bool  # a person at this PC
    score: int
    result: str
    won: bool
    total: int | None = None  # the match total after this game
    coins: int | None = None  # 斗地主: coins after the game
    sky: int | None = None  # 天地人: the 天牌 kinds dealt (facts.SKY_BITS)
    dup: bool = False  # the same name sat at an earlier seat

    @property
    def key(self) -> str:
        return name_key(self.name)

    def to_export(self) -> dict[str, Any]:
        d: dict[str, Any] = {"name": self.name, "kind": self.kind, "local": self.local}
        if self.level is not None:
            d["level"] = self.level
        return d


@dataclass(frozen=True)
class FinishedGame:
    """Everything the history keeps of one finished game (see :func:`finished_game`)."""

    record: GameRecord
    outcome: Outcome
    players: tuple[PlayerEntry, ...]
    played_at: int  # Unix seconds
    match_id: str | None = None
    match_game: int | None = None
    match_length: int | None = None
    source: str = "local"
    lan_host: str | None = None
    lan_room: str | None = None
    deal_verified: bool | None = None
    imported: bool = False
    identity: str = ""

    def __post_init__(self) -> None:
        if self.source not in SOURCES:
            raise ValueError(f"source must be one of {SOURCES}, not {self.source!r}")
        if not self.identity:
            object.__setattr__(self, "identity", record_identity(self.record))

    @property
    def void(self) -> str | None:
        """Why the game is void (None: it counts)."""
        return None if self.record.void is None else self.record.void.reason


def finished_game(
    record: GameRecord,
    seats: Sequence[Any],
    outcome: Outcome,
    played_at: str | float | int | None = None,
    *,
    totals: Sequence[int] | None = None,
    match_id: str | None = None,
    match_game: int | None = None,
    match_length: int | None = None,
    source: str = "local",
    lan_host: str | None = None,
    lan_room: str | None = None,
    deal_verified: bool | None = None,
    imported: bool = False,
    sky: Sequence[int] | None = None,
) -> FinishedGame:
    """A :class:`FinishedGame` from what a session knows. ``seats`` are seat descriptions
    with ``kind`` (``human``/``bot``/``remote``), ``name``, ``level`` and optionally
    ``local`` (False: a person at another PC; a ``remote`` seat is one too). ``sky`` (the
    dealt 天牌 kinds) is worked out from a 天地人 record when not given."""
    if sky is None:
        sky = dealt_sky(record)
    players = []
    seen: set[str] = set()
    for i, result in enumerate(outcome.results):
        seat = seats[i] if i < len(seats) else None
        raw_kind = str(getattr(seat, "kind", "human"))
        kind = "bot" if raw_kind == "bot" else "human"
        level = getattr(seat, "level", None) if kind == "bot" else None
        local = kind == "human" and raw_kind != "remote" and bool(getattr(seat, "local", True))
        name = getattr(seat, "name", "")
        name = name.strip()[:64] if isinstance(name, str) else ""
        key = name_key(name)
        players.append(
            PlayerEntry(
                seat=result.seat,
                name=name,
                kind=kind,
                level=level if isinstance(level, str) else None,
                local=local,
                score=result.score,
                result=result.result,
                won=is_win(result),
                total=totals[i] if totals is not None and i < len(totals) else None,
                coins=coins_after(result),
                sky=sky[i] if sky is not None and i < len(sky) else None,
                dup=bool(key) and key in seen,
            )
        )
        if key:
            seen.add(key)
    return FinishedGame(
        record=record,
        outcome=outcome,
        players=tuple(players),
        played_at=unix_time(played_at),
        match_id=match_id,
        match_game=match_game,
        match_length=match_length,
        source=source,
        lan_host=lan_host,
        lan_room=lan_room,
        deal_verified=deal_verified,
        imported=imported,
    )


@dataclass(frozen=True, slots=True)
class GameRow:
    """One game of the history as the History page shows it (no record: see
    :meth:`HistoryStore.record`)."""

    id: int
    identity: str
    game_id: str
    num_players: int
    played_at: int
    moves: int
    match_id: str | None
    match_game: int | None
    match_length: int | None
    source: str
    lan_host: str | None
    lan_room: str | None
    deal_verified: bool | None
    imported: bool
    players: tuple[PlayerEntry, ...] = ()
    #: why the game is void (None: it counts in the figures)
    void: str | None = None
    #: the disputes its record holds, and how many of them are undecided
    disputes: int = 0
    open_disputes: int = 0

    @property
    def is_void(self) -> bool:
        return self.void is not None

    @property
    def is_lan(self) -> bool:
        return self.source != "local"

    @property
    def winners(self) -> list[PlayerEntry]:
        return [p for p in self.players if p.won]


@dataclass(frozen=True)
class GameFilter:
    """Which games the History page lists. ``player`` is a name (any case); ``search`` a
    piece of a player's name; ``since``/``until`` Unix seconds (``until`` excluded);
    ``result`` ``won`` or ``lost`` (for ``player``, else for the people at this PC), or a
    result id (of ``player``'s seat, else of any seat; several joined by commas: any of
    them); ``where`` ``local`` or ``lan``."""

    game_id: str | None = None
    player: str | None = None
    search: str = ""
    since: int | None = None
    until: int | None = None
    result: str | None = None
    where: str | None = None

    def where_sql(self) -> tuple[str, list[Any]]:
        """The SQL condition on ``games g`` and its parameters."""
        parts: list[str] = []
        args: list[Any] = []
        if self.game_id:
            parts.append("g.game_id = ?")
            args.append(self.game_id)
        player_keys = _name_keys(self.player) if self.player and name_key(self.player) else []
        player = _key_in(player_keys) if player_keys else ""
        if player:
            parts.append(f"EXISTS (SELECT 1 FROM players p WHERE p.game = g.id AND {player})")
            args.extend(player_keys)
        search = name_key(self.search) if self.search else ""
        if search:
            forms = _search_keys(search)
            also = f" OR {_key_in(forms)}" if forms else ""
            parts.append(f"EXISTS (SELECT 1 FROM players p WHERE p.game = g.id AND (instr(p.name_key, ?) > 0{also}))")
            args.extend([search, *forms])
        if self.since is not None:
            parts.append("g.played_at >= ?")
            args.append(int(self.since))
        if self.until is not None:
            parts.append("g.played_at < ?")
            args.append(int(self.until))
        if self.where == "local":
            parts.append("g.source = 'local'")
        elif self.where == "lan":
            parts.append("g.source <> 'local'")
        if self.result:
            subject = player if player else "p.kind = 'human' AND p.local = 1"
            sargs: list[Any] = list(player_keys) if player else []
            if self.result in ("won", "lost"):
                cond, rargs = f"{subject} AND p.won = ?", [*sargs, 1 if self.result == "won" else 0]
            else:
                rids = self.result.split(",")
                marks = ",".join("?" * len(rids))
                cond = f"{player} AND p.result IN ({marks})" if player else f"p.result IN ({marks})"
                rargs = [*sargs, *rids]
            parts.append(f"EXISTS (SELECT 1 FROM players p WHERE p.game = g.id AND {cond})")
            args.extend(rargs)
        return (" AND ".join(parts) if parts else "1"), args


def _name_keys(name: str) -> list[str]:
    """The name keys a player name stands for: its own, and every stored form of a default
    seat name (兰, 蘭 and Orchid are one name: a game keeps the language it was played in)."""
    return sorted({name_key(name), *(name_key(f) for f in default_name_forms(name))})


def _search_keys(search: str) -> list[str]:
    """The keys of every form of the default seat names one of whose forms holds the
    search text ``search`` (a key): 蘭 or "orch" find a stored 兰."""
    return sorted({name_key(f) for forms in DEFAULT_NAME_FORMS if any(search in name_key(f) for f in forms)
                   for f in forms})  # fmt: skip


def player_is(name: str, column: str = "p.name_key") -> tuple[str, list[str]]:
    """The SQL condition that ``column`` is the key of player ``name`` (any stored form of
    a default seat name: 兰, 蘭 and Orchid are one player), and its arguments."""
    keys = _name_keys(name)
    return f"{column} IN ({','.join('?' * len(keys))})", keys


def _key_in(keys: Sequence[str]) -> str:
    """The SQL condition that a player row's ``name_key`` is one of ``keys`` (as many ``?``)."""
    return f"p.name_key IN ({','.join('?' * len(keys))})"


#: The games of a match id are a match (not a single game): more than one game long.
_A_MATCH = "(coalesce(max(match_length), 0) > 1 OR coalesce(max(match_game), 0) > 1 OR count(*) > 1)"
_MINE = "p.game = g.id AND p.kind = 'human' AND p.local = 1 AND p.dup = 0"
#: The SQL sort keys of the History list's columns (ascending; the newest game breaks ties).
_SORT_KEYS = {
    "when": ["g.played_at"],
    "players": ["g.num_players"],
    # the people at this PC: won before lost, then their score; games without them last
    "result": [
        f"(SELECT max(p.won) FROM players p WHERE {_MINE}) IS NULL",
        f"(SELECT max(p.won) FROM players p WHERE {_MINE})",
        f"(SELECT sum(p.score) FROM players p WHERE {_MINE})",
    ],
    "match": ["(g.match_game IS NULL OR coalesce(g.match_length, 0) = 1) IS 1", "g.match_game", "g.match_length"],
    "where": ["g.source", "g.lan_host", "g.lan_room"],
}


@dataclass(frozen=True)
class GameSort:
    """The order of the History list: ``column`` (``when``, ``game``, ``players``,
    ``result``, ``match``, ``where``), ``descending``; ``games`` the game ids in the order
    their (translated) names sort, for ``game``."""

    column: str = "when"
    descending: bool = True
    games: tuple[str, ...] = ()

    def is_default(self) -> bool:
        """Newest first (the keyset-paged order)?"""
        return self.column == "when" and self.descending

    def order_sql(self) -> tuple[str, list[Any]]:
        """The ORDER BY clause and its parameters."""
        direction = "DESC" if self.descending else "ASC"
        args: list[Any] = []
        if self.column == "game":
            cases = " ".join("WHEN ? THEN ?" for _ in self.games)
            keys = [f"CASE g.game_id {cases} ELSE {len(self.games)} END" if self.games else "0", "g.game_id"]
            for i, gid in enumerate(self.games):
                args.extend([gid, i])
        else:
            keys = _SORT_KEYS.get(self.column, _SORT_KEYS["when"])
        nulls_last = [k for k in keys if k.endswith(("IS NULL", "IS 1"))]  # last either way
        ordered = [k if k in nulls_last else f"{k} {direction}" for k in keys]
        return ", ".join([*ordered, "g.played_at DESC", "g.id DESC"]), args


@dataclass(frozen=True)
class HistoryProblem:
    """Why the history database could not be used as it was (see the module's text).
    ``path`` is the database; ``backup`` where a damaged one was kept."""

    reason: str
    message: str
    path: Path
    backup: Path | None = None
    #: For ``damaged``: how many games were read back from the copy kept aside.
    recovered: int | None = None


class HistoryError(Exception):
    """A read or write of the history failed (the database is damaged, the disk full...)."""


@dataclass
class ImportReport:
    """What :meth:`HistoryStore.import_files` did: games added, duplicates skipped (already
    in the history), unfinished games skipped, and the files that could not be read with
    the ``SaveError`` reason of each."""

    added: list[int] = field(default_factory=list)
    duplicates: int = 0
    unfinished: int = 0
    failed: list[tuple[Path, str]] = field(default_factory=list)


_GAME_COLUMNS = (
    "g.id, g.identity, g.game_id, g.num_players, g.played_at, g.moves, g.match_id, g.match_game, "
    "g.match_length, g.source, g.lan_host, g.lan_room, g.deal_verified, g.imported, g.void, g.disputes, "
    "g.open_disputes"
)
#: Only the games that count (not void): every figure the history gives.
_COUNTS = "g.void IS NULL"
_PLAYER_COLUMNS = "seat, name, kind, level, local, score, result, won, total, coins, sky, dup"


def _player(row: Sequence[Any]) -> PlayerEntry:
    seat, name, kind, level, local, score, result, won, total, coins, sky, dup = row
    return PlayerEntry(seat, name, kind, level, bool(local), score, result, bool(won), total, coins, sky, bool(dup))


def _pack(value: Any) -> bytes:
    return zlib.compress(canonical_json(value).encode("utf-8"), 6)


def _unpack(blob: Any) -> Any:
    """The JSON value a ``record`` or ``outcome`` cell holds; :class:`HistoryError` when
    it is not zlib-compressed UTF-8 JSON (a damaged or hand-edited database).

    >>> _unpack(_pack([1]))
    [1]
    >>> _unpack(b"not zlib")
    Traceback (most recent call last):
    ...
    desktop_app.store.history.HistoryError: a stored game cannot be read: Error -3 while decompressing data: incorrect header check
    """
    try:
        return json.loads(zlib.decompress(blob).decode("utf-8"))
    except (zlib.error, TypeError, ValueError, RecursionError) as e:  # UnicodeDecodeError is a ValueError
        raise HistoryError(f"a stored game cannot be read: {e}") from e


def _parsed(parse: Callable[[Any], Any], value: Any) -> Any:
    """``parse(value)``, a malformed stored value raising :class:`HistoryError`."""
    try:
        return parse(value)
    except (TypeError, ValueError, KeyError, AttributeError, IndexError, RecursionError) as e:
        raise HistoryError(f"a stored game cannot be read: {e}") from e


def _is_busy(e: BaseException) -> bool:
    """Another Paiju holds the database (not a damaged file)."""
    name = getattr(e, "sqlite_errorname", "") or ""
    return name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED"))


class _Foreign(Exception):
    """An SQLite file that is not a Paiju history."""


class _MigrationFailed(Exception):
    """A migration failed (rolled back: the database is as it was)."""


def _check_file(conn: sqlite3.Connection, quick_check: bool = True) -> int:
    """Read (never write) whether ``conn``'s database can be used; its schema version.
    Raises ``sqlite3.DatabaseError`` (``quick_check`` fails), :class:`~.history_schema.NewerSchema`
    or :class:`_Foreign` (not a Paiju history, or a schema version below 0)."""
    if quick_check:
        check = conn.execute("PRAGMA quick_check").fetchall()
        if check != [("ok",)]:
            raise sqlite3.DatabaseError(f"quick_check: {check[:3]}")
    version = schema.user_version(conn)
    if version > schema.SCHEMA_VERSION:
        raise schema.NewerSchema(version)
    if version < 0:  # no Paiju wrote this: the header is damaged
        raise _Foreign(f"the history's schema version {version} is unknown")
    if version == 0 and conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
        raise _Foreign("an SQLite database, but not a Paiju history")
    return version


def salvaged_games(path: Path) -> Iterator[FinishedGame]:
    """Every game that can still be read from the damaged history database at ``path``
    (and its ``-wal``), which is never written (:mod:`.salvage`)."""
    for row in salvaged_rows(path):
        game = _salvaged_game(row)
        if game is not None:
            yield game


def _salvaged_game(row: SalvagedRow) -> FinishedGame | None:
    """The game of a row read from a damaged history; None when its record or outcome
    cannot be read. Players that cannot be read: seats from the outcome, without names."""
    game_row, played_at, mid, mgame, mlen, source, host, room, verified, imported, record, outcome = row.game
    try:
        rec = _parsed(GameRecord.from_json, _unpack(record))
        out = _parsed(outcome_from_json, _unpack(outcome))
        whole = len(row.players) == len(out.results)
        return FinishedGame(
            record=rec,
            outcome=out,
            players=tuple(_player(p) for p in row.players) if whole else _nameless(out),
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
        log.info("history salvage: game %s cannot be read: %s", game_row, e)
        return None


def _nameless(outcome: Outcome) -> tuple[PlayerEntry, ...]:
    """Seats for a game whose players cannot be read: from its outcome, without names."""
    return tuple(
        PlayerEntry(r.seat, "", "human", None, False, r.score, r.result, is_win(r), coins=coins_after(r))
        for r in outcome.results
    )


# --------------------------------------------------------------------------- the store


class HistoryStore:
    """The history database (see the module's text). ``path`` None: the user's file;
    ``":memory:"``: a database that lives as long as the store (tests, and the fallback
    when the file cannot be used). Use from one thread."""

    def __init__(self, path: Path | str | None = None) -> None:
        self.memory = path == ":memory:"
        self.path = Path(history_file() if path is None else path) if not self.memory else Path(":memory:")
        #: Set when the file could not be used as it was (the store still works).
        self.problem: HistoryProblem | None = None
        #: False when games are kept in memory only (see ``problem``).
        self.persistent = not self.memory
        self._listeners: list[Callable[[str], None]] = []
        self._in_transaction = False
        self._lazy = False  # no file yet: it is made by the first write
        self.conn = self._open()

    # ------------------------------------------------------------------ opening
    def _open(self, create: bool = False) -> sqlite3.Connection:
        """Connect to the file (made only with ``create``: until the first write, a
        history that does not exist yet is an empty one in memory)."""
        if self.memory:
            return self._connect(":memory:")
        try:
            st = os.stat(self.path)
        except FileNotFoundError:
            st = None
        except OSError as e:
            return self._fallback("unreadable", f"cannot look at the history: {e}")
        if st is None and not create:
            self._lazy = True
            return self._connect(":memory:")
        if st is not None and not stat.S_ISREG(st.st_mode):
            return self._fallback("unreadable", "the history is not a regular file")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            return self._fallback("unwritable", f"cannot make the history folder: {e}")
        try:
            return self._connect_file()
        except schema.NewerSchema as e:
            return self._fallback("newer", str(e))
        except _MigrationFailed as e:  # the file is whole, at its old version: leave it be
            return self._fallback("unreadable", f"the history could not be brought up to date: {e}")
        except (sqlite3.Error, _Foreign, OSError) as e:
            if _is_busy(e):  # another Paiju is busy with it: never move a good file aside
                return self._fallback("unreadable", f"the history is in use: {e}")
            return self._start_fresh(f"the history database cannot be used: {e}")

    def _materialize(self) -> None:
        """The first write to a history that did not exist: make the file now."""
        self._lazy = False
        conn = self._open(create=True)
        with contextlib.suppress(sqlite3.Error):
            self.conn.close()
        self.conn = conn

    def _connect_file(self) -> sqlite3.Connection:
        """Connect to the history file, checked first through a read-only connection that
        stays open until the read-write one is made (or has failed). A damaged file is
        so never written by the connection that finds the damage: SQLite checkpoints the
        log into the file when its last connection closes, the read-write one is never
        the last, and a read-only one cannot (the file and its ``-wal`` are kept aside
        as they were on disk). Before SQLite reads anything, the log is read for damage
        SQLite itself would not see (:mod:`.wal`)."""
        if not self.path.exists():
            return self._connect(self.path)
        damage = wal_damage(self.path.with_name(self.path.name + "-wal"))
        if damage is not None:  # SQLite would drop what follows it without a word
            raise sqlite3.DatabaseError(str(damage))
        guard = self._check_read_only()
        try:
            return self._connect(self.path, checked=guard is not None)
        finally:
            if guard is not None:
                guard.close()

    def _check_read_only(self) -> sqlite3.Connection | None:
        """A read-only connection to the file that has checked it (:func:`_check_file`);
        None when the file cannot be opened read-only (a rollback journal to play back,
        say: the read-write connection checks it then). Raises what the check finds."""
        uri = self.path.resolve().as_uri() + "?mode=ro"
        try:
            conn = sqlite3.connect(uri, uri=True, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None)
        except sqlite3.Error as e:
            if _is_busy(e):
                raise
            log.info("history: %s cannot be opened read-only (%s): checked read-write", self.path, e)
            return None
        try:
            conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            version = _check_file(conn)
            missing = schema.missing_tables(conn) if version == schema.SCHEMA_VERSION else []
            if missing:  # a table was dropped: what it held is lost
                raise _Foreign(f"the history lacks its table {', '.join(missing)}")
        except sqlite3.Error as e:
            conn.close()
            name = getattr(e, "sqlite_errorname", "") or ""
            if name.startswith(("SQLITE_READONLY", "SQLITE_CANTOPEN")):
                log.info("history: %s cannot be read read-only (%s): checked read-write", self.path, e)
                return None
            raise
        except BaseException:
            conn.close()
            raise
        return conn

    def _connect(self, where: Path | str, checked: bool = False) -> sqlite3.Connection:
        """Connect read-write (``checked``: :func:`_check_file` has passed already)."""
        conn = sqlite3.connect(str(where), timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None)
        try:
            conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            if not checked:  # read before anything is written: a newer or foreign file stays as it is
                _check_file(conn, quick_check=where != ":memory:")
            if where != ":memory:":
                mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
                if str(mode).lower() != "wal":
                    log.warning("the history is in %s mode, not WAL", mode)
            conn.execute("PRAGMA synchronous = NORMAL")
            conn.execute("PRAGMA foreign_keys = ON")
            try:
                schema.migrate(conn, before=self._keep_copy)
            except (sqlite3.Error, OSError) as e:
                if _is_busy(e):
                    raise
                raise _MigrationFailed(str(e)) from e
            missing = schema.missing_tables(conn)
            if missing:  # a table was dropped: what it held is lost
                raise _Foreign(f"the history lacks its table {', '.join(missing)}")
            try:
                restored = schema.restore_indexes(conn)
            except sqlite3.Error as e:  # read only, say: slower pages, but every game reads
                if _is_busy(e):
                    raise
                log.warning("history: a missing index cannot be made again: %s", e)
            else:
                if restored:  # an index holds nothing of its own: made again
                    log.warning("history: the index %s made again", ", ".join(restored))
        except BaseException:
            conn.close()
            raise
        return conn

    def _keep_copy(self, version: int) -> None:
        """Before migrating a database of ``version``: a copy beside it (never over one)."""
        for n in range(1, 1000):
            target = self.path.with_name(f"{self.path.name}.v{version}" + ("" if n == 1 else f".{n}"))
            if not os.path.lexists(target):
                break
        src = sqlite3.connect(str(self.path))
        try:
            dst = sqlite3.connect(str(target))
            try:
                src.backup(dst)
            finally:
                dst.close()
        finally:
            src.close()
        log.info("history: version %d kept as %s before migrating", version, target)

    def _fallback(self, reason: str, message: str, backup: Path | None = None) -> sqlite3.Connection:
        """Keep this session's games in memory and say why."""
        self.persistent = False
        self._problem(reason, message, backup)
        return self._connect(":memory:")

    def _problem(self, reason: str, message: str, backup: Path | None = None) -> None:
        self.problem = HistoryProblem(reason, message, self.path, backup)
        log.warning("history %s: %s (%s)", self.path, message, reason)

    def _start_fresh(self, message: str) -> sqlite3.Connection:
        """Move the unusable database (and its log) aside; begin a new one."""
        try:
            kept = move_aside(self.path, "bad")
        except OSError as e:
            return self._fallback("unreadable", f"{message}; it could not be moved aside ({e})")
        for suffix in ("-wal", "-shm"):
            side = self.path.with_name(self.path.name + suffix)
            if os.path.lexists(side):
                try:
                    if suffix == "-wal":
                        os.replace(side, kept.with_name(kept.name + suffix))
                    else:
                        side.unlink()
                except OSError:
                    log.warning("cannot move %s aside", side, exc_info=True)
        try:
            conn = self._connect(self.path)
        except (sqlite3.Error, _Foreign, _MigrationFailed, OSError, schema.NewerSchema) as e:
            self.persistent = False
            log.warning("a fresh history cannot be made either: %s", e)
            conn = self._connect(":memory:")
        self.problem = HistoryProblem("damaged", message, self.path, kept, self._salvage(kept, conn))
        log.warning("history %s: %s (damaged; %d games recovered)", self.path, message, self.problem.recovered)
        return conn

    def _salvage(self, kept: Path, conn: sqlite3.Connection) -> int:
        """Put every game that can still be read from the damaged copy ``kept`` (never
        written) into the new database ``conn`` through the normal insert; how many."""
        recovered = 0
        try:
            conn.execute("BEGIN IMMEDIATE")
            for game in salvaged_games(kept):
                conn.execute("SAVEPOINT salvage")
                try:
                    added = self._insert(game, conn) is not None
                except sqlite3.Error as e:  # a row the new schema refuses: left out
                    conn.execute("ROLLBACK TO salvage")
                    log.info("history salvage: a game left out: %s", e)
                    added = False
                conn.execute("RELEASE salvage")
                recovered += added
            conn.execute("COMMIT")
        except sqlite3.Error as e:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            log.warning("history salvage failed: %s", e)
            return 0
        return recovered

    def close(self) -> None:
        with contextlib.suppress(sqlite3.Error):
            self.conn.close()

    def __enter__(self) -> HistoryStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------------ plumbing
    @contextlib.contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One write transaction (nested calls join the outer one); raises
        :class:`HistoryError` when it fails (nothing of it is kept)."""
        if self._in_transaction:
            yield self.conn
            return
        if self._lazy:
            self._materialize()
        try:
            self.conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as e:
            raise HistoryError(f"cannot write the history: {e}") from e
        self._in_transaction = True
        try:
            yield self.conn
            self.conn.execute("COMMIT")
        except BaseException as e:
            with contextlib.suppress(sqlite3.Error):
                self.conn.execute("ROLLBACK")
            if isinstance(e, sqlite3.Error):
                raise HistoryError(f"cannot write the history: {e}") from e
            raise
        finally:
            self._in_transaction = False

    def _read(self, sql: str, args: Sequence[Any] = ()) -> list[Any]:
        try:
            return self.conn.execute(sql, args).fetchall()
        except sqlite3.Error as e:
            raise HistoryError(f"cannot read the history: {e}") from e

    def add_listener(self, callback: Callable[[str], None]) -> None:
        """``callback(what)`` after each change: ``games`` (added or deleted) or ``profiles``."""
        self._listeners.append(callback)

    def remove_listener(self, callback: Callable[[str], None]) -> None:
        with contextlib.suppress(ValueError):
            self._listeners.remove(callback)

    def notify(self, what: str) -> None:
        for callback in list(self._listeners):
            try:
                callback(what)
            except Exception:  # a listener must never break a recording
                log.exception("a history listener failed")

    def get_meta(self, key: str) -> str | None:
        rows = self._read("SELECT value FROM meta WHERE key = ?", (key,))
        return rows[0][0] if rows else None

    def set_meta(self, key: str, value: str) -> None:
        with self.transaction() as c:
            c.execute("INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)", (key, value))

    # ------------------------------------------------------------------ games
    def add_game(self, game: FinishedGame) -> int | None:
        """Keep one finished game; its row id, or None when the history already holds it
        (the same deal). Raises :class:`HistoryError`."""
        with self.transaction():
            row = self._insert(game)
        if row is not None:
            self.notify("games")
        return row

    def add_games(self, games: Iterable[FinishedGame]) -> list[int | None]:
        """:meth:`add_game` for many games in one transaction."""
        with self.transaction():
            rows = [self._insert(g) for g in games]
        if any(r is not None for r in rows):
            self.notify("games")
        return rows

    def _insert(self, game: FinishedGame, conn: sqlite3.Connection | None = None) -> int | None:
        """Insert inside a transaction (the caller's), into ``conn`` (None: the store's)."""
        c = self.conn if conn is None else conn
        record = game.record
        cur = c.execute(
            "INSERT OR IGNORE INTO games(identity, game_id, num_players, played_at, moves, match_id, match_game, "
            "match_length, source, lan_host, lan_room, deal_verified, imported, record, outcome, void, disputes, "
            "open_disputes) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                game.identity,
                record.game_id,
                record.num_players,
                game.played_at,
                len(record.actions),
                game.match_id,
                game.match_game,
                game.match_length,
                game.source,
                game.lan_host,
                game.lan_room,
                None if game.deal_verified is None else int(game.deal_verified),
                int(game.imported),
                _pack(record.to_json()),
                _pack(outcome_to_json(game.outcome)),
                game.void,
                len(record.disputes),
                sum(not d.decided for d in record.disputes),
            ),
        )
        if cur.rowcount == 0:
            return None
        row = int(cur.lastrowid or 0)
        c.executemany(
            "INSERT INTO players(game, seat, name, name_key, kind, level, local, score, result, won, total, coins, "
            "sky, dup) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (
                    row,
                    p.seat,
                    p.name,
                    p.key,
                    p.kind,
                    p.level,
                    int(p.local),
                    p.score,
                    p.result,
                    int(p.won),
                    p.total,
                    p.coins,
                    p.sky,
                    int(p.dup),
                )
                for p in game.players
            ],
        )
        return row

    def find(self, identity: str) -> int | None:
        """The row id of the game of this identity, if the history holds it."""
        rows = self._read("SELECT id FROM games WHERE identity = ?", (identity,))
        return rows[0][0] if rows else None

    def holds(self, record: GameRecord) -> bool:
        """Does the history hold this game (its deal)?"""
        return self.find(record_identity(record)) is not None

    def count(self, flt: GameFilter | None = None) -> int:
        where, args = (flt or GameFilter()).where_sql()
        return int(self._read(f"SELECT count(*) FROM games g WHERE {where}", args)[0][0])

    def page(
        self,
        flt: GameFilter | None = None,
        after: tuple[int, int] | None = None,
        limit: int = PAGE_SIZE,
        sort: GameSort | None = None,
        offset: int = 0,
    ) -> list[GameRow]:
        """Up to ``limit`` games matching ``flt``, with their players: newest first, after
        ``after`` (the ``(played_at, id)`` of the last row of the previous page); or, with
        ``sort``, in its order across the whole history, skipping the first ``offset``."""
        where, args = (flt or GameFilter()).where_sql()
        if sort is not None and (not sort.is_default() or offset):
            order, oargs = sort.order_sql()
            rows = self._read(
                f"SELECT {_GAME_COLUMNS} FROM games g WHERE {where} ORDER BY {order} LIMIT ? OFFSET ?",
                [*args, *oargs, int(limit), int(offset)],
            )
            return self._with_players(rows)
        if after is not None:
            where += " AND (g.played_at, g.id) < (?, ?)"
            args = [*args, int(after[0]), int(after[1])]
        rows = self._read(
            f"SELECT {_GAME_COLUMNS} FROM games g WHERE {where} ORDER BY g.played_at DESC, g.id DESC LIMIT ?",
            [*args, int(limit)],
        )
        return self._with_players(rows)

    def games(self, ids: Sequence[int]) -> list[GameRow]:
        """The games of these row ids (those that exist), in the order given."""
        out: dict[int, GameRow] = {}
        for chunk in _chunks(list(ids), 500):
            marks = ",".join("?" * len(chunk))
            for g in self._with_players(
                self._read(f"SELECT {_GAME_COLUMNS} FROM games g WHERE g.id IN ({marks})", chunk)
            ):
                out[g.id] = g
        return [out[i] for i in ids if i in out]

    def game(self, game_row: int) -> GameRow | None:
        found = self.games([game_row])
        return found[0] if found else None

    def _with_players(self, rows: Sequence[Sequence[Any]]) -> list[GameRow]:
        if not rows:
            return []
        ids = [r[0] for r in rows]
        players: dict[int, list[PlayerEntry]] = {i: [] for i in ids}
        for chunk in _chunks(ids, 500):
            marks = ",".join("?" * len(chunk))
            for p in self._read(
                f"SELECT game, {_PLAYER_COLUMNS} FROM players WHERE game IN ({marks}) ORDER BY game, seat", chunk
            ):
                players[p[0]].append(_player(p[1:]))
        out = []
        for r in rows:
            verified = None if r[12] is None else bool(r[12])
            shown = (r[14], int(r[15] or 0), int(r[16] or 0))  # void, disputes, open disputes
            out.append(GameRow(*r[:12], verified, bool(r[13]), tuple(players[r[0]]), *shown))  # type: ignore[call-arg]
        return out

    def record(self, game_row: int) -> GameRecord | None:
        """The record of a game of the history (None: no such game); raises
        :class:`HistoryError` when it cannot be read."""
        rows = self._read("SELECT record FROM games WHERE id = ?", (game_row,))
        return _parsed(GameRecord.from_json, _unpack(rows[0][0])) if rows else None

    def outcome(self, game_row: int) -> Outcome | None:
        """The outcome of a game of the history (None: no such game); raises
        :class:`HistoryError` when it cannot be read."""
        rows = self._read("SELECT outcome FROM games WHERE id = ?", (game_row,))
        return _parsed(outcome_from_json, _unpack(rows[0][0])) if rows else None

    def delete_games(self, ids: Iterable[int]) -> int:
        """Remove games from the history (their records are gone; the profiles keep their
        figures); the number removed."""
        ids = list(ids)
        removed = 0
        with self.transaction() as c:
            for chunk in _chunks(ids, 500):
                marks = ",".join("?" * len(chunk))
                removed += c.execute(f"DELETE FROM games WHERE id IN ({marks})", chunk).rowcount
        if removed:
            self.notify("games")
        return removed

    # ------------------------------------------------------------------ disputes and the void game
    def disputes(self, game_row: int) -> tuple[Dispute, ...]:
        """The disputes of a game of the history (none: no such game)."""
        record = self.record(game_row)
        return () if record is None else record.disputes

    def add_dispute(self, game_row: int, dispute: Dispute) -> GameRecord:
        """Keep one more dispute with a game's record; the record now. Raises
        :class:`HistoryError` (no such game, or a dispute the record refuses)."""
        return self._change_record(game_row, lambda r: (*r.disputes, dispute), None)

    def decide_dispute(self, game_row: int, dispute_id: str, decision: Decision) -> GameRecord:
        """Decide a dispute of a game of the history (a headless server's, say); an
        upheld one with the remedy ``void`` voids the game (:meth:`void_game`). A game
        that is over cannot take a move back: ``take_back`` is refused here."""
        if decision.remedy == "take_back":
            raise HistoryError("a finished game cannot take a move back")
        record = self.record(game_row)
        if record is None:
            raise HistoryError(f"no game {game_row} in the history")
        found = [d for d in record.disputes if d.id == dispute_id]
        if not found:
            raise HistoryError(f"the game has no dispute {dispute_id!r}")
        if found[0].decided:
            raise HistoryError("that dispute is decided already")
        disputes = tuple(d.decided_as(decision) if d.id == dispute_id else d for d in record.disputes)
        mark = VoidMark("dispute", found[0].text[:200]) if decision.remedy == "void" else None
        return self._change_record(game_row, lambda _r: disputes, mark)

    def void_game(self, game_row: int, mark: VoidMark) -> GameRecord:
        """Mark a game of the history void: it keeps its record and replays, but counts
        in no figure any more (the profiles' figures lose it too)."""
        return self._change_record(game_row, lambda r: r.disputes, mark)

    def _change_record(
        self, game_row: int, disputes: Callable[[GameRecord], Sequence[Dispute]], mark: VoidMark | None
    ) -> GameRecord:
        from ..engine.core import RecordError

        with self.transaction() as c:
            record = self.record(game_row)
            if record is None:
                raise HistoryError(f"no game {game_row} in the history")
            try:
                changed = record.with_disputes(disputes(record), mark if record.void is None else None)
            except RecordError as e:
                raise HistoryError(str(e)) from e
            c.execute(
                "UPDATE games SET record = ?, void = ?, disputes = ?, open_disputes = ? WHERE id = ?",
                (
                    _pack(changed.to_json()),
                    None if changed.void is None else changed.void.reason,
                    len(changed.disputes),
                    sum(not d.decided for d in changed.disputes),
                    game_row,
                ),
            )
            profiles_changed = record.void is None and changed.void is not None and self._uncount(c, game_row)
        self.notify("games")
        if profiles_changed:
            self.notify("profiles")
        return changed

    @staticmethod
    def _uncount(c: sqlite3.Connection, game_row: int) -> bool:
        """Take a game just voided out of the profiles' figures; whether any changed."""
        rows = c.execute("SELECT id, profile, game_id, score, won FROM profile_results WHERE game = ?", (game_row,))
        results = rows.fetchall()
        for rid, profile, game_id, score, won in results:
            c.execute("DELETE FROM profile_results WHERE id = ?", (rid,))
            best = c.execute(
                "SELECT max(score) FROM profile_results WHERE profile = ? AND game_id = ?", (profile, game_id)
            ).fetchone()[0]
            c.execute(
                "UPDATE profile_games SET played = max(played - 1, 0), wins = max(wins - ?, 0), "
                "total_score = total_score - ?, best_score = CASE WHEN best_score = ? THEN ? ELSE best_score END "
                "WHERE profile = ? AND game_id = ?",
                (int(won), score, score, best, profile, game_id),
            )
        return bool(results)

    def match_games(self, match_id: str) -> list[GameRow]:
        """The games of a match the history holds, in their order in the match."""
        rows = self._read(
            f"SELECT {_GAME_COLUMNS} FROM games g WHERE g.match_id = ? ORDER BY g.match_game, g.played_at, g.id",
            (match_id,),
        )
        return self._with_players(rows)

    def matches(self, limit: int = 500) -> list[tuple[str, str, int, int, int | None]]:
        """The matches the history holds, latest first: (match id, game, games here,
        when the latest finished, the match's length). A single game (a match of one
        game) is not a match."""
        rows = self._read(
            "SELECT match_id, game_id, count(*), max(played_at), max(match_length) FROM games "
            f"WHERE match_id IS NOT NULL GROUP BY match_id HAVING {_A_MATCH} ORDER BY max(played_at) DESC LIMIT ?",
            (int(limit),),
        )
        return [tuple(r) for r in rows]

    def match(self, match_id: str) -> tuple[str, str, int, int, int | None] | None:
        """One match as :meth:`matches` gives it, however old (None: no such match, or a
        single game)."""
        rows = self._read(
            "SELECT match_id, game_id, count(*), max(played_at), max(match_length) FROM games "
            f"WHERE match_id = ? GROUP BY match_id HAVING {_A_MATCH}",
            (match_id,),
        )
        return tuple(rows[0]) if rows else None  # type: ignore[return-value]

    def player_names(self) -> list[str]:
        """Every player name in the history (people and bots), as last played, by key."""
        rows = self._read(
            "SELECT name_key, name, max(game) FROM players WHERE name_key <> '' GROUP BY name_key ORDER BY name_key"
        )
        return [r[1] for r in rows]

    def result_ids(self, game_id: str | None = None) -> list[str]:
        """The result ids the history holds (of one game, or all)."""
        if game_id:
            rows = self._read(
                "SELECT DISTINCT p.result FROM players p JOIN games g ON g.id = p.game WHERE g.game_id = ? "
                "ORDER BY p.result",
                (game_id,),
            )
        else:
            rows = self._read("SELECT DISTINCT result FROM players ORDER BY result")
        return [r[0] for r in rows]

    # ------------------------------------------------------------------ files
    def export_document(self, game_row: int) -> dict[str, Any] | None:
        """A game as a replay file's JSON: the record, its outcome (checked when opened)
        and, under ``paiju_history``, who played and when (read back by :meth:`import_files`).
        None: no such game; raises :class:`HistoryError` when it cannot be read."""
        g = self.game(game_row)
        record = self.record(game_row)
        outcome = self.outcome(game_row)
        if g is None or record is None or outcome is None:
            return None
        d = record.to_json()
        d["outcome"] = {"results": [{"seat": r.seat, "result": r.result, "score": r.score} for r in outcome.results]}
        d[_EXPORT_KEY] = {
            "played_at": iso_time(g.played_at),
            "players": [p.to_export() for p in g.players],
            "match": {"id": g.match_id, "game": g.match_game, "length": g.match_length},
            "totals": [p.total for p in g.players],
            "source": g.source,
            "lan_host": g.lan_host,
            "lan_room": g.lan_room,
            "deal_verified": g.deal_verified,
        }
        return d

    def import_files(self, paths: Iterable[Path | str], carry_rule: Any = None) -> ImportReport:
        """Add the finished games of replay and match files (each checked by replaying
        it, as Open replay does); a game the history holds is a duplicate. Imported games
        are history only: the profiles count games played here."""
        from .saves import SaveError, open_replay

        report = ImportReport()
        pending: list[FinishedGame] = []
        seen: set[str] = set()
        for raw in paths:
            path = Path(raw)
            try:
                snap = open_replay(path, carry_rule=carry_rule)
                games = _games_of_file(path, snap)
            except SaveError as e:
                report.failed.append((path, e.reason))
                continue
            except Exception:  # a file must never break the import of the others
                log.warning("cannot import %s", path, exc_info=True)
                report.failed.append((path, "bad_save"))
                continue
            if snap.current is not None:
                report.unfinished += 1
            for g in games:
                if g.identity in seen or self.find(g.identity) is not None:
                    report.duplicates += 1
                    continue
                seen.add(g.identity)
                pending.append(g)
        if pending:
            rows = self.add_games(pending)
            report.added = [r for r in rows if r is not None]
            report.duplicates += sum(r is None for r in rows)
        return report

    # ------------------------------------------------------------------ statistics
    def player_summary(self, name: str) -> dict[str, dict[str, Any]]:
        """A player's figures per game in the history: ``played``, ``wins``, ``win_rate``,
        ``total``, ``best``, ``first`` and ``last`` (Unix seconds)."""
        me, keys = player_is(name)
        rows = self._read(
            "SELECT g.game_id, count(*), sum(p.won), sum(p.score), max(p.score), min(g.played_at), max(g.played_at) "
            f"FROM players p JOIN games g ON g.id = p.game WHERE {me} AND p.dup = 0 AND {_COUNTS} "
            "GROUP BY g.game_id",
            keys,
        )
        return {
            gid: {
                "played": n,
                "wins": wins,
                "win_rate": wins / n if n else None,
                "total": total,
                "best": best,
                "first": first,
                "last": last,
            }
            for gid, n, wins, total, best, first, last in rows
        }

    def score_trend(self, name: str, game_id: str) -> list[tuple[int, int, bool]]:
        """A player's games of ``game_id``, oldest first: (finished at, score, won)."""
        me, keys = player_is(name)
        rows = self._read(
            "SELECT g.played_at, p.score, p.won FROM players p JOIN games g ON g.id = p.game "
            f"WHERE {me} AND p.dup = 0 AND g.game_id = ? AND {_COUNTS} ORDER BY g.played_at, g.id",
            (*keys, game_id),
        )
        return [(t, s, bool(w)) for t, s, w in rows]

    def coin_history(self, name: str) -> list[tuple[int, int, str | None, int | None]]:
        """A player's 斗地主 coins after each game, oldest first: (finished at, coins,
        match id, game in the match)."""
        me, keys = player_is(name)
        rows = self._read(
            "SELECT g.played_at, p.coins, g.match_id, g.match_game FROM players p JOIN games g ON g.id = p.game "
            f"WHERE {me} AND p.dup = 0 AND g.game_id = 'doudizhu' AND p.coins IS NOT NULL AND {_COUNTS} "
            "ORDER BY g.played_at, g.id",
            keys,
        )
        return [tuple(r) for r in rows]

    def match_totals(self, match_id: str) -> tuple[list[str], list[tuple[int | None, list[int]]]]:
        """The running totals of a match: the seats' names (of its latest game) and, per
        game the history holds, (its number in the match, each seat's total after it). A
        total the game did not store is the sum of the scores of the games here. A void
        game adds nothing (its row repeats the total before it); a game voided after the
        later games were played (a decision from the history) is taken out of their
        stored totals."""
        games = self.match_games(match_id)
        if not games:
            return [], []
        n = games[-1].num_players
        running = [0] * n
        voided = [0] * n  # what the void games had added to the stored totals after them
        out: list[tuple[int | None, list[int]]] = []
        for g in games:
            scores = [p.score for p in g.players][:n]
            scores += [0] * (n - len(scores))
            if g.is_void:
                voided = [voided[i] + scores[i] for i in range(n)]
                out.append((g.match_game, list(running)))
                continue
            running = [running[i] + scores[i] for i in range(n)]
            stored = [p.total for p in g.players][:n]
            if len(stored) == n and all(t is not None for t in stored):
                running = [int(t) - voided[i] for i, t in enumerate(stored)]  # type: ignore[arg-type]
            out.append((g.match_game, list(running)))
        return [p.name for p in games[-1].players], out

    def sky_observations(self, name: str | None = None) -> dict[int, dict[str, int]]:
        """天地人 deals in the history per player count: ``games``, ``hands`` and, per 天牌
        kind, the hands dealt it (``name``: that player's hands only)."""
        me, keys = player_is(name) if name else ("", [])
        cond, args = (f"AND {me} AND p.dup = 0", keys) if name else ("", [])
        rows = self._read(
            "SELECT g.num_players, count(DISTINCT g.id), count(*), sum((p.sky & 1) > 0), sum((p.sky & 2) > 0), "
            "sum((p.sky & 4) > 0) FROM players p JOIN games g ON g.id = p.game "
            f"WHERE g.game_id = 'tiandiren' AND p.sky IS NOT NULL AND {_COUNTS} {cond} "
            "GROUP BY g.num_players ORDER BY g.num_players",
            args,
        )
        return {
            n: {"games": games, "hands": hands, "mars_carrier": a, "ufo": b, "starlink": c}
            for n, games, hands, a, b, c in rows
        }

    # ------------------------------------------------------------------ profiles (for profiles.py)
    def profile_rows(self, recent: int) -> tuple[list[Any], list[Any], list[Any], list[str]]:
        """Everything the profiles need: (profiles, figures per game, each profile's
        ``recent`` latest results per game in order, counted game keys)."""
        profiles = self._read("SELECT id, name, name_key, created FROM profiles ORDER BY id")
        figures = self._read(
            "SELECT profile, game_id, played, wins, total_score, best_score, last_played FROM profile_games"
        )
        results = self._read(
            "SELECT profile, game_id, played_at, score, won FROM ("
            " SELECT profile, game_id, played_at, score, won, id,"
            " row_number() OVER (PARTITION BY profile, game_id ORDER BY id DESC) AS k FROM profile_results"
            ") WHERE k <= ? ORDER BY profile, game_id, id",
            (recent,),
        )
        counted = [r[0] for r in self._read("SELECT key FROM counted")]
        return profiles, figures, results, counted

    def profile_results(self, key: str, game_id: str) -> list[tuple[str, int, bool]]:
        """Every counted result of a profile for ``game_id``, oldest first."""
        rows = self._read(
            "SELECT r.played_at, r.score, r.won FROM profile_results r JOIN profiles p ON p.id = r.profile "
            "WHERE p.name_key = ? AND r.game_id = ? ORDER BY r.id",
            (key, game_id),
        )
        return [(t, s, bool(w)) for t, s, w in rows]

    def profile_id(self, key: str, name: str, created: str) -> int:
        """The row of the profile ``key``, made if needed (inside a transaction)."""
        c = self.conn
        row = c.execute("SELECT id FROM profiles WHERE name_key = ?", (key,)).fetchone()
        if row is not None:
            return int(row[0])
        cur = c.execute("INSERT INTO profiles(name, name_key, created) VALUES (?, ?, ?)", (name, key, created))
        return int(cur.lastrowid or 0)

    def write_profile_game(self, profile: int, game_id: str, figures: Sequence[Any]) -> None:
        """Set one profile's figures for one game (inside a transaction)."""
        self.conn.execute(
            "INSERT OR REPLACE INTO profile_games(profile, game_id, played, wins, total_score, best_score, "
            "last_played) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (profile, game_id, *figures),
        )

    def add_profile_result(
        self, profile: int, game_id: str, played_at: str, score: int, won: bool, game_row: int | None
    ) -> None:
        self.conn.execute(
            "INSERT INTO profile_results(profile, game_id, played_at, score, won, game) VALUES (?, ?, ?, ?, ?, ?)",
            (profile, game_id, played_at, score, int(won), game_row),
        )

    def add_counted(self, keys: Iterable[str]) -> None:
        self.conn.executemany("INSERT OR IGNORE INTO counted(key) VALUES (?)", [(k,) for k in keys])

    def rename_profile(self, key: str, name: str, new_key: str) -> None:
        with self.transaction() as c:
            c.execute("UPDATE profiles SET name = ?, name_key = ? WHERE name_key = ?", (name, new_key, key))
        self.notify("profiles")

    def delete_profile(self, key: str) -> None:
        with self.transaction() as c:
            c.execute("DELETE FROM profiles WHERE name_key = ?", (key,))
        self.notify("profiles")

    def wipe_profiles(self) -> None:
        """Forget every profile and counted key (inside a transaction: a re-import)."""
        c = self.conn
        c.execute("DELETE FROM profiles")
        c.execute("DELETE FROM counted")


def _chunks(items: list[Any], size: int) -> Iterator[list[Any]]:
    for i in range(0, len(items), size):
        yield items[i : i + size]


def _games_of_file(path: Path, snap: Any) -> list[FinishedGame]:
    """The finished games of an opened replay or match file (``saves.open_replay``)."""
    from .reading import read_user_file
    from .saves import MAX_SAVE_BYTES

    extra: Mapping[str, Any] = {}
    try:
        d = json.loads(read_user_file(path, MAX_SAVE_BYTES).decode("utf-8"))
        if isinstance(d, Mapping) and isinstance(d.get(_EXPORT_KEY), Mapping):
            extra = d[_EXPORT_KEY]
    except (OSError, ValueError, RecursionError):
        extra = {}
    seats: Sequence[Any] = snap.seats
    players = extra.get("players")
    if isinstance(players, list) and len(players) == snap.num_players:
        seats = [_ExportedSeat.of(p) for p in players]
    when = extra.get("played_at") if isinstance(extra.get("played_at"), str) else (snap.saved_at or None)
    finished = list(snap.finished)
    if not finished:
        return []
    totals = [0] * snap.num_players
    match_id = record_identity(finished[0]) if len(finished) > 1 else None
    raw_match = extra.get("match")
    match: Mapping[str, Any] = raw_match if isinstance(raw_match, Mapping) else {}
    source = str(extra.get("source")) if extra.get("source") in SOURCES else "local"
    out = []
    for number, (record, outcome) in enumerate(zip(finished, snap.outcomes, strict=True), 1):
        totals = [t + s for t, s in zip(totals, outcome.scores, strict=False)]
        game_totals: Sequence[Any] | None = list(totals)
        mid: str | None = match_id
        mgame: int | None = number
        mlen: int | None = snap.match_length
        if len(finished) == 1:  # a single game: what its export says of its match
            stored = extra.get("totals")
            game_totals = stored if isinstance(stored, list) and all(_is_int_or_none(t) for t in stored) else None
            mid = match.get("id") if isinstance(match.get("id"), str) else None
            mgame = match.get("game") if _is_int(match.get("game")) else None
            mlen = match.get("length") if _is_int(match.get("length")) else None
        game = finished_game(
            record,
            seats,
            outcome,
            when,
            totals=game_totals,
            match_id=mid,
            match_game=mgame,
            match_length=mlen,
            source=source,
            lan_host=_str_or_none(extra.get("lan_host")),
            lan_room=_str_or_none(extra.get("lan_room")),
            deal_verified=extra.get("deal_verified") if isinstance(extra.get("deal_verified"), bool) else None,
            imported=True,
        )
        if game_totals is not None and any(t is None for t in game_totals):
            game = replace(game, players=tuple(replace(p, total=None) for p in game.players))
        out.append(game)
    return out


def _is_int(x: Any) -> TypeGuard[int]:
    return isinstance(x, int) and not isinstance(x, bool)


def _is_int_or_none(x: Any) -> bool:
    return x is None or _is_int(x)


def _str_or_none(x: Any) -> str | None:
    return x[:200] if isinstance(x, str) else None


@dataclass(frozen=True, slots=True)
class _ExportedSeat:
    """A seat as an exported file describes it."""

    kind: str
    name: str
    level: str | None
    local: bool

    @classmethod
    def of(cls, d: Any) -> _ExportedSeat:
        if not isinstance(d, Mapping):
            return cls("human", "", None, False)
        kind = "bot" if d.get("kind") == "bot" else "human"
        raw = d.get("name")
        name = raw if isinstance(raw, str) else ""
        level = d.get("level") if kind == "bot" and isinstance(d.get("level"), str) else None
        return cls(kind, name[:64], level, bool(d.get("local", False)) and kind == "human")
