"""Player profiles and statistics (pure Python: no Qt here).

One profile per human player name. The key is the name folded for case
(``"Li" == "LI"``); the profile keeps the spelling it was first seen with (or renamed to).
Bots are not profiled: a bot's name is a label, not a person, and their figures would
only crowd the list.

Per profile and per game: games played, wins, total score, best score, the time of the
last game and a short history of recent scores (for the chart). For 红五 the total score
is the accumulated settlement points that earn the career levels (级别) of
:mod:`desktop_app.engine.hongwu.levels`.

**What counts as a win**: :func:`~.facts.is_win`.

**Each finished game is counted once**, under its key (:func:`game_key`: game, player
count and the engine's seed). A game finished, interrupted before the autosave caught
up, continued and finished again is the same game and is not counted twice. The app
records only games of a live session, never replays.

**Where they live.** The profiles are kept in the history database
(:class:`~.history.HistoryStore`, ``history.sqlite3``), and :meth:`ProfileStore.record_game`
puts the finished game in the history in the same transaction. Each change is
committed at once. They used to be one JSON file, ``profiles.json`` in
:func:`desktop_app.paths.profiles_dir`: the first start with the history imports it once
(every profile, figure, recent score and counted game key) and leaves the file where it
is, untouched, as a backup. A file that cannot be understood is never a crash and never
lost: it is moved aside as ``profiles.json.bad`` (``.bad.2``, ... if that exists) and
nothing is imported, or the profiles that still read are imported and the whole file is
copied aside; one that cannot be read, or one of a newer Paiju, is left alone and this
session's changes are kept in memory only. :attr:`ProfileStore.error` says what happened
(the history database's own trouble first).

>>> import tempfile, pathlib
>>> from desktop_app.engine.core import GameRecord, Outcome, SeatResult
>>> from desktop_app.store.seats import SeatConfig
>>> store = ProfileStore(pathlib.Path(tempfile.mkdtemp()) / "profiles.json")
>>> outcome = Outcome((SeatResult(0, "dealer_win", 30), SeatResult(1, "defender_loss", -10)))
>>> seats = [SeatConfig.human("Li"), SeatConfig.bot("Bot", "easy")]
>>> store.record_game(GameRecord("hongwu", 2, seed=7), seats, outcome)
['li']
>>> store.record_game(GameRecord("hongwu", 2, seed=7), seats, outcome)  # the same game again
[]
>>> stats = store.get("LI").stats("hongwu")
>>> stats.played, stats.wins, stats.total_score, store.career_level("li").name_zh
(1, 1, 30, '木婉清')
>>> store.history.count()
1
>>> store.close()
"""

from __future__ import annotations

import datetime as _dt
import json
import logging
import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import count
from pathlib import Path
from typing import Any, TypeGuard

from ..engine.core import GameRecord, Outcome
from ..engine.hongwu.levels import Level, level_for, progress
from .atomic import atomic_write_bytes
from .facts import is_win, name_key
from .history import FinishedGame, HistoryError, HistoryStore, finished_game
from .reading import read_user_file
from .seats import SeatConfig

__all__ = [
    "CAREER_GAME",
    "IMPORTED_META",
    "MAX_HISTORY",
    "MAX_NAME",
    "MAX_PROFILES_BYTES",
    "PROFILES_FORMAT",
    "PROFILES_VERSION",
    "STORE_REASONS",
    "GameStats",
    "HistoryEntry",
    "Profile",
    "ProfileNameError",
    "ProfileStore",
    "ProfileStoreProblem",
    "game_key",
    "history_beside",
    "is_win",
    "name_key",
    "profiles_file",
]

log = logging.getLogger(__name__)

PROFILES_FORMAT = "paiju-profiles"
PROFILES_VERSION = 1
#: The game whose accumulated points earn the career levels (级别).
CAREER_GAME = "hongwu"
#: Recent games kept in memory per profile and game for the chart (all are in the database).
MAX_HISTORY = 200
MAX_NAME = 64
#: A larger file is not read (and so never imported): it cannot be a profiles file.
MAX_PROFILES_BYTES = 64 * 1024 * 1024
#: The history's ``meta`` key set once ``profiles.json`` was imported (JSON: when, what).
IMPORTED_META = "profiles_json_imported"

#: Every :class:`ProfileStoreProblem` ``reason``, for the UI's translation table.
STORE_REASONS: tuple[str, ...] = (
    "unreadable",  # profiles.json exists but cannot be read: left alone, changes kept in memory
    "not_json",  # profiles.json is not UTF-8 JSON: moved aside, nothing imported
    "not_profiles",  # JSON, but not a Paiju profiles file: moved aside, nothing imported
    "unsupported_version",  # written by a newer Paiju: left alone, changes kept in memory
    "bad_entries",  # some profiles were malformed: the file was copied aside, the rest imported
    "unwritable",  # a change could not be saved in the history database
    "history_damaged",  # the history database was damaged: kept aside, a new one begun
    "history_newer",  # the history database is a newer Paiju's: left alone, nothing kept
    "history_unreadable",  # the history database cannot be used: left alone, nothing kept
    "history_unwritable",  # the history folder cannot be made: nothing kept
)


# --------------------------------------------------------------------------- rules


def game_key(record: GameRecord) -> str:
    """The key of one game for the profiles: its game, player count and seed (a
    continued game keeps its seed; every new game gets a fresh one).

    >>> game_key(GameRecord("doudizhu", 3, seed=42))
    'doudizhu:3:42'
    """
    return f"{record.game_id}:{record.num_players}:{record.seed}"


def profiles_file() -> Path:
    """Where the profiles used to live (``$PAIJU_HOME/profiles/profiles.json``): imported once."""
    from ..paths import profiles_dir

    return profiles_dir() / "profiles.json"


def history_beside(path: Path | str) -> Path:
    """The history database of a store given its own profiles file (tests, injected
    stores): beside it, named after it.

    >>> history_beside("/tmp/x/p.json").name
    'p.sqlite3'
    """
    path = Path(path)
    return path.with_name(f"{path.stem or path.name}.sqlite3")


def _now() -> str:
    return _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds")


def _is_int(x: Any) -> TypeGuard[int]:
    return isinstance(x, int) and not isinstance(x, bool)


#: The largest figure (count or score) an old file may hold: the database's integers
#: have 64 bits, and an imported figure is added to one the database may hold already.
MAX_FIGURE = 2**62


def _is_figure(x: Any) -> TypeGuard[int]:
    """An integer the history database can hold, even added to another one.

    >>> _is_figure(5), _is_figure(2**63), _is_figure(True)
    (True, False, False)
    """
    return _is_int(x) and -MAX_FIGURE <= x <= MAX_FIGURE


# --------------------------------------------------------------------------- values


@dataclass(frozen=True, slots=True)
class HistoryEntry:
    """One finished game of a profile: when (ISO 8601, UTC), the score, won or not."""

    played_at: str
    score: int
    won: bool

    def to_json(self) -> list[Any]:
        return [self.played_at, self.score, self.won]

    @classmethod
    def from_json(cls, d: Any) -> HistoryEntry:
        if not (isinstance(d, list) and len(d) == 3 and isinstance(d[0], str) and _is_figure(d[1])):
            raise ValueError(f"bad history entry: {d!r}")
        if not isinstance(d[2], bool):
            raise ValueError(f"bad history entry: {d!r}")
        return cls(d[0], d[1], d[2])


@dataclass(slots=True)
class GameStats:
    """One profile's figures for one game."""

    played: int = 0
    wins: int = 0
    total_score: int = 0
    best_score: int | None = None
    last_played: str = ""
    history: list[HistoryEntry] = field(default_factory=list)

    @property
    def win_rate(self) -> float | None:
        """Wins per game played (None before the first game)."""
        return self.wins / self.played if self.played else None

    def add(self, entry: HistoryEntry) -> None:
        """Count one finished game."""
        self.played += 1
        self.wins += int(entry.won)
        self.total_score += entry.score
        self.best_score = entry.score if self.best_score is None else max(self.best_score, entry.score)
        self.last_played = max(self.last_played, entry.played_at)
        self.history.append(entry)
        del self.history[:-MAX_HISTORY]

    def score_curve(self) -> list[int]:
        """The running total before the first game of the history (0, or what the games
        trimmed from it add up to), then after each of its games: ends at the total.

        >>> s = GameStats()
        >>> for score in (5, -2): s.add(HistoryEntry("", score, score > 0))
        >>> s.score_curve()
        [0, 5, 3]
        """
        curve = [self.total_score - sum(e.score for e in self.history)]
        for e in self.history:
            curve.append(curve[-1] + e.score)
        return curve

    def to_json(self) -> dict[str, Any]:
        return {
            "played": self.played,
            "wins": self.wins,
            "total_score": self.total_score,
            "best_score": self.best_score,
            "last_played": self.last_played,
            "history": [e.to_json() for e in self.history],
        }

    @classmethod
    def from_json(cls, d: Any) -> GameStats:
        """Parse one game's figures; raises ``ValueError`` on anything malformed."""
        if not isinstance(d, Mapping):
            raise ValueError("game statistics must be an object")
        played, wins, total, best = d.get("played"), d.get("wins"), d.get("total_score"), d.get("best_score")
        last, history = d.get("last_played", ""), d.get("history", [])
        if not (_is_figure(played) and _is_figure(wins) and _is_figure(total)) or not 0 <= wins <= played:
            raise ValueError("bad counts")
        if (best is None) != (played == 0) or (best is not None and not _is_figure(best)):
            raise ValueError("bad best score")
        if not isinstance(last, str) or not isinstance(history, list):
            raise ValueError("bad last_played or history")
        entries = [HistoryEntry.from_json(h) for h in history[-MAX_HISTORY:]]
        if len(entries) > played:
            raise ValueError("more history than games")
        return cls(played, wins, total, best, last, entries)


@dataclass(slots=True)
class Profile:
    """A human player: the name as shown, when the profile began, figures per game id."""

    name: str
    created: str = ""
    games: dict[str, GameStats] = field(default_factory=dict)

    @property
    def key(self) -> str:
        return name_key(self.name)

    def stats(self, game_id: str) -> GameStats:
        """This player's figures for ``game_id`` (zeros if never played)."""
        return self.games.get(game_id) or GameStats()

    @property
    def games_played(self) -> int:
        return sum(s.played for s in self.games.values())

    @property
    def wins(self) -> int:
        return sum(s.wins for s in self.games.values())

    @property
    def last_played(self) -> str:
        return max((s.last_played for s in self.games.values()), default="")

    @property
    def career_points(self) -> int:
        """Accumulated 红五 settlement points."""
        return self.stats(CAREER_GAME).total_score

    @property
    def career_level(self) -> Level:
        return level_for(self.career_points)

    def career_progress(self) -> tuple[int, int, int | None]:
        """(level, points where it starts, points of the next level or None)."""
        return progress(self.career_points)

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "created": self.created,
            "games": {gid: s.to_json() for gid, s in sorted(self.games.items())},
        }

    @classmethod
    def from_json(cls, d: Any) -> Profile:
        """Parse one profile; raises ``ValueError`` on anything malformed."""
        if not isinstance(d, Mapping):
            raise ValueError("a profile must be an object")
        name, created, games = d.get("name"), d.get("created", ""), d.get("games", {})
        if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME:
            raise ValueError(f"bad profile name: {name!r}")
        if not isinstance(created, str) or not isinstance(games, Mapping):
            raise ValueError("bad created or games")
        return cls(name, created, {str(gid): GameStats.from_json(s) for gid, s in games.items()})


@dataclass(frozen=True, slots=True)
class ProfileStoreProblem:
    """Why the profiles file could not be used as it was. ``reason`` is one of
    :data:`STORE_REASONS`; ``backup`` is where the original was kept, if it was."""

    reason: str
    message: str
    path: Path
    backup: Path | None = None
    #: For ``history_damaged``: how many games were recovered into the new history.
    recovered: int | None = None


class ProfileNameError(ValueError):
    """A rename refused: ``reason`` is ``empty``, ``too_long``, ``taken`` or ``unknown``."""

    def __init__(self, message: str, reason: str) -> None:
        super().__init__(message)
        self.reason = reason


# --------------------------------------------------------------------------- store


@dataclass(slots=True)
class _Change:
    """One profile's new figures for one game, from one finished game."""

    profile: Profile
    new: bool
    game_id: str
    stats: GameStats
    entry: HistoryEntry


#: ``context()`` of a store: what the app knows of the game just finished beyond its
#: record (see :meth:`ProfileStore.record_game`); None when it knows nothing more.
ContextProvider = Callable[[], Mapping[str, Any] | None]


class ProfileStore:
    """Every profile, loaded once from the history database; each change is committed at once.

    ``path``: the old ``profiles.json`` (imported once; None: the user's). ``history``:
    the database (None: the user's, or, when ``path`` is given, :func:`history_beside` it).
    ``context``: see :meth:`record_game`.
    """

    def __init__(
        self,
        path: Path | str | None = None,
        *,
        history: HistoryStore | None = None,
        context: ContextProvider | None = None,
    ) -> None:
        self.path = Path(path) if path is not None else profiles_file()
        if history is None:
            history = HistoryStore(None if path is None else history_beside(self.path))
        self.history = history
        self.context = context
        self._profiles: dict[str, Profile] = {}
        self._recorded: set[str] = set()
        #: Every problem met (the history database's first, then profiles.json's).
        self.problems: list[ProfileStoreProblem] = []
        #: Set when the last save failed (cleared by the next good save).
        self.save_error: ProfileStoreProblem | None = None
        #: False when changes are kept in memory only (a profiles.json that could not be
        #: read, or a newer one: importing it later must not meet figures of its own).
        self.writable = True
        hp = history.problem
        if hp is not None:
            self.problems.append(
                ProfileStoreProblem(f"history_{hp.reason}", hp.message, hp.path, hp.backup, hp.recovered)
            )
        self._load()

    @property
    def error(self) -> ProfileStoreProblem | None:
        """What could not be used as it was (the store still works), if anything."""
        return self.problems[0] if self.problems else None

    def close(self) -> None:
        self.history.close()

    # ---- reading
    def profiles(self) -> list[Profile]:
        """Every profile, by name (case-insensitive)."""
        return sorted(self._profiles.values(), key=lambda p: (p.key, p.name))

    def names(self) -> list[str]:
        return [p.name for p in self.profiles()]

    def get(self, name: str) -> Profile | None:
        return self._profiles.get(name_key(name))

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and name_key(name) in self._profiles

    def __len__(self) -> int:
        return len(self._profiles)

    def career_level(self, name: str) -> Level | None:
        """The 红五 career level of a profiled player (None: no such profile)."""
        profile = self.get(name)
        return None if profile is None else profile.career_level

    def career_title_level(self, game_id: str, seat: SeatConfig | Any) -> Level | None:
        """The level to show beside a seat's name at the table: 红五 only, human seats
        with a profile only."""
        if game_id != CAREER_GAME or getattr(seat, "kind", "human") != "human":
            return None
        name = getattr(seat, "name", "")
        return self.career_level(name) if isinstance(name, str) and name.strip() else None

    def is_recorded(self, record: GameRecord) -> bool:
        return game_key(record) in self._recorded

    def results(self, name: str, game_id: str) -> tuple[int, list[HistoryEntry]]:
        """Every counted result of a profile for ``game_id``, oldest first, and the total
        before the first of them (what the figures imported without their scores add up
        to): for the career chart. (0, []) for no such profile."""
        profile = self.get(name)
        if profile is None:
            return 0, []
        if self.writable:
            try:
                rows = self.history.profile_results(profile.key, game_id)
                entries = [HistoryEntry(t, s, w) for t, s, w in rows]
            except HistoryError:
                log.warning("cannot read the results of %s", profile.name, exc_info=True)
                entries = list(profile.stats(game_id).history)
        else:
            entries = list(profile.stats(game_id).history)
        return profile.stats(game_id).total_score - sum(e.score for e in entries), entries

    # ---- recording
    def record_game(
        self,
        record: GameRecord,
        seats: Sequence[SeatConfig | Any],
        outcome: Outcome,
        played_at: str | None = None,
        *,
        context: Mapping[str, Any] | None = None,
    ) -> list[str]:
        """Keep a finished game in the history and count it for each profiled (human,
        named) seat, in one transaction; returns the keys of the profiles changed. A game
        already counted changes no profile (and is not added to the history twice). A
        name seated twice (hot-seat) counts once, with its first seat.

        ``context`` (else the store's ``context()``, as the History page installs it)
        tells the history more than ``seats`` do: ``seats`` (every seat with its kind,
        level and ``local``), ``totals`` (the match totals after the game), ``match_id``,
        ``match_game``, ``match_length``, ``source`` (``local``, ``lan_host``,
        ``lan_client``), ``lan_host``, ``lan_room``, ``deal_verified``."""
        key = game_key(record)
        when = played_at or _now()
        if context is None and self.context is not None:
            try:
                context = self.context()
            except Exception:  # the history must never break a game
                log.exception("the game's context could not be read")
        game = self._history_game(record, seats, outcome, when, context or {})
        changes = [] if key in self._recorded else self._changes(record, seats, outcome, when)
        row = self._save_game(game, changes, key)
        for c in changes:
            if c.new:
                self._profiles[c.profile.key] = c.profile
            c.profile.games[c.game_id] = c.stats
        self._recorded.add(key)
        if row is not None:
            self.history.notify("games")
        if changes:
            self.history.notify("profiles")
        return [c.profile.key for c in changes]

    def _history_game(
        self, record: GameRecord, seats: Sequence[Any], outcome: Outcome, when: str, ctx: Mapping[str, Any]
    ) -> FinishedGame | None:
        all_seats = ctx.get("seats")
        if not isinstance(all_seats, Sequence) or len(all_seats) != len(outcome.results):
            all_seats = seats
        remote = any(getattr(s, "kind", "") == "remote" for s in seats)
        try:
            return finished_game(
                record,
                all_seats,
                outcome,
                when,
                totals=ctx.get("totals"),
                match_id=ctx.get("match_id"),
                match_game=ctx.get("match_game"),
                match_length=ctx.get("match_length"),
                source=ctx.get("source") or ("lan_host" if remote else "local"),
                lan_host=ctx.get("lan_host"),
                lan_room=ctx.get("lan_room"),
                deal_verified=ctx.get("deal_verified"),
            )
        except Exception:  # statistics must never break a game
            log.exception("the finished game cannot be described for the history")
            return None

    def _changes(self, record: GameRecord, seats: Sequence[Any], outcome: Outcome, when: str) -> list[_Change]:
        changes: list[_Change] = []
        if record.is_void:  # 本局比赛无效: kept in the history, counted in no profile
            return changes
        for seat, result in zip(seats, outcome.results, strict=False):
            name = getattr(seat, "name", "")
            if getattr(seat, "kind", "human") != "human" or not isinstance(name, str) or not name.strip():
                continue
            name = name.strip()[:MAX_NAME]
            k = name_key(name)
            if any(c.profile.key == k for c in changes):
                continue
            profile = self._profiles.get(k)
            new = profile is None
            if profile is None:
                profile = Profile(name, when)
            old = profile.stats(record.game_id)
            stats = GameStats(old.played, old.wins, old.total_score, old.best_score, old.last_played, list(old.history))
            entry = HistoryEntry(when, result.score, is_win(result))
            stats.add(entry)
            changes.append(_Change(profile, new, record.game_id, stats, entry))
        return changes

    def _save_game(self, game: FinishedGame | None, changes: list[_Change], key: str) -> int | None:
        """Write the game and the profiles' new figures in one transaction; the game's
        row (None: not added). A failure is kept in ``save_error`` (the figures stay in
        memory)."""
        h = self.history
        try:
            with h.transaction():
                row = h._insert(game) if game is not None else None
                if self.writable:
                    for c in changes:
                        pid = h.profile_id(c.profile.key, c.profile.name, c.profile.created)
                        s = c.stats
                        h.write_profile_game(
                            pid, c.game_id, (s.played, s.wins, s.total_score, s.best_score, s.last_played)
                        )
                        h.add_profile_result(pid, c.game_id, c.entry.played_at, c.entry.score, c.entry.won, row)
                    h.add_counted([key])
        except HistoryError as e:
            self._save_failed(e)
            return None
        self.save_error = None
        return row

    def _save_failed(self, e: Exception) -> None:
        self.save_error = ProfileStoreProblem("unwritable", f"cannot save the profiles: {e}", self.history.path)
        log.warning("cannot save the profiles in %s: %s", self.history.path, e)

    # ---- editing
    def rename(self, old: str, new: str) -> Profile:
        """Give a profile a new name (a change of case is allowed); saves. Raises
        :class:`ProfileNameError`."""
        profile = self.get(old)
        if profile is None:
            raise ProfileNameError(f"no profile named {old!r}", "unknown")
        new = new.strip()
        if not new:
            raise ProfileNameError("a name cannot be empty", "empty")
        if len(new) > MAX_NAME:
            raise ProfileNameError(f"names have at most {MAX_NAME} characters", "too_long")
        if name_key(new) != profile.key and name_key(new) in self._profiles:
            raise ProfileNameError(f"{new!r} already has a profile", "taken")
        old_key = profile.key
        if self.writable:
            try:
                self.history.rename_profile(old_key, new, name_key(new))
            except HistoryError as e:
                self._save_failed(e)
            else:
                self.save_error = None
        del self._profiles[old_key]
        profile.name = new
        self._profiles[profile.key] = profile
        return profile

    def delete(self, name: str) -> bool:
        """Remove a profile and its figures (the games stay in the history); saves. False
        if there was none."""
        profile = self._profiles.pop(name_key(name), None)
        if profile is None:
            return False
        if self.writable:
            try:
                self.history.delete_profile(profile.key)
            except HistoryError as e:
                self._save_failed(e)
            else:
                self.save_error = None
        return True

    # ---- the old file's format
    def to_json(self) -> dict[str, Any]:
        """Every profile in the old ``profiles.json`` format (what an import reads)."""
        return {
            "format": PROFILES_FORMAT,
            "version": PROFILES_VERSION,
            "profiles": [p.to_json() for p in self.profiles()],
            "recorded": sorted(self._recorded),
        }

    def save(self) -> bool:
        """Each change is committed when it is made: True unless changes are kept in
        memory only or the last one failed."""
        return self.writable and self.save_error is None

    # ---- loading
    def _load(self) -> None:
        try:
            imported = self.history.get_meta(IMPORTED_META)
        except HistoryError as e:  # the database's trouble: name it, not profiles.json
            self._problem("unwritable", f"cannot read the profiles: {e}", path=self.history.path)
            self.writable = False
            return
        if imported is None and os.path.lexists(self.path):
            self._import_file()
        self._reload()

    def refresh(self) -> None:
        """Read every profile again (the history changed them: a game voided there)."""
        self._profiles.clear()
        self._reload()

    def _reload(self) -> None:
        """Read every profile from the database."""
        try:
            profiles, figures, results, counted = self.history.profile_rows(MAX_HISTORY)
        except HistoryError as e:  # the database's trouble: name it, not profiles.json
            self._problem("unwritable", f"cannot read the profiles: {e}", path=self.history.path)
            self.writable = False
            return
        by_id: dict[int, Profile] = {}
        for pid, name, key, created in profiles:
            by_id[pid] = self._profiles[key] = Profile(name, created)
        for pid, gid, played, wins, total, best, last in figures:
            if pid in by_id:
                by_id[pid].games[gid] = GameStats(played, wins, total, best, last)
        for pid, gid, when, score, won in results:
            profile = by_id.get(pid)
            if profile is not None and gid in profile.games:
                profile.games[gid].history.append(HistoryEntry(when, score, bool(won)))
        self._recorded.update(counted)

    def _problem(self, reason: str, message: str, backup: Path | None = None, path: Path | None = None) -> None:
        """Note a problem with ``path`` (None: ``profiles.json``)."""
        where = self.path if path is None else path
        self.problems.append(ProfileStoreProblem(reason, message, where, backup))
        log.warning("profiles %s: %s (%s)", where, message, reason)

    def _import_file(self) -> None:
        """Import ``profiles.json`` once (see the module's text)."""
        try:
            data = read_user_file(self.path, MAX_PROFILES_BYTES)
        except FileNotFoundError:
            return
        except OSError as e:  # permissions, I/O, not a regular file, too large
            self.writable = False  # its figures come in once it can be read
            self._problem("unreadable", f"cannot read the profiles: {e}")
            return
        try:
            d = json.loads(data.decode("utf-8"))
        except (ValueError, RecursionError) as e:
            self._move_aside("not_json", f"the profiles file is not JSON: {e}")
            return
        if not isinstance(d, Mapping) or d.get("format") != PROFILES_FORMAT:
            self._move_aside("not_profiles", "the file is not a Paiju profiles file")
            return
        version = d.get("version")
        if _is_int(version) and version > PROFILES_VERSION:
            self.writable = False  # a newer Paiju's file: leave it as it is
            self._problem("unsupported_version", f"profiles version {version} is newer than {PROFILES_VERSION}")
            return
        profiles: dict[str, Profile] = {}
        recorded: list[str] = []
        bad = _read_entries(d, profiles, recorded) if version == PROFILES_VERSION else ["version"]
        backup = None
        if bad:
            backup = self._copy_aside()
            self._problem("bad_entries", f"{len(bad)} malformed entries skipped: {', '.join(bad[:5])}", backup)
        note = {"at": _now(), "file": str(self.path), "profiles": len(profiles), "skipped": len(bad)}
        try:
            with self.history.transaction():
                self._write_imported(profiles.values(), recorded)
                self.history.set_meta(IMPORTED_META, json.dumps(note, ensure_ascii=False))
        except HistoryError as e:
            self.writable = False
            self._problem("unwritable", f"the profiles could not be imported: {e}", path=self.history.path)
            self._profiles.update(profiles)  # shown from memory this time
            self._recorded.update(recorded)
            return
        log.info("profiles.json imported into the history: %s", note)

    def _write_imported(self, profiles: Any, recorded: list[str]) -> None:
        """Add imported profiles to the database (inside a transaction): a profile the
        database holds already (a name played meanwhile) gets the figures added."""
        h = self.history
        for p in profiles:
            pid = h.profile_id(p.key, p.name, p.created)
            existing = dict(
                (gid, (played, wins, total, best, last))
                for gid, played, wins, total, best, last in h.conn.execute(
                    "SELECT game_id, played, wins, total_score, best_score, last_played FROM profile_games "
                    "WHERE profile = ?",
                    (pid,),
                )
            )
            for gid, s in p.games.items():
                played, wins, total, best, last = existing.get(gid, (0, 0, 0, None, ""))
                best_all = [b for b in (best, s.best_score) if b is not None]
                h.write_profile_game(
                    pid,
                    gid,
                    (
                        played + s.played,
                        wins + s.wins,
                        total + s.total_score,
                        max(best_all) if best_all else None,
                        max(last, s.last_played),
                    ),
                )
                for e in s.history:
                    h.add_profile_result(pid, gid, e.played_at, e.score, e.won, None)
        h.add_counted(recorded)

    def _move_aside(self, reason: str, message: str) -> None:
        """Move the unusable file aside; nothing is imported."""
        backup = self._backup_name()
        try:
            os.replace(self.path, backup)
        except OSError as e:
            self.writable = False
            self._problem(reason, f"{message}; it could not be moved aside ({e})")
            return
        self._problem(reason, message, backup)

    def _copy_aside(self) -> Path | None:
        backup = self._backup_name()
        try:
            atomic_write_bytes(backup, read_user_file(self.path, MAX_PROFILES_BYTES))
        except OSError as e:
            log.warning("cannot keep a copy of %s: %s", self.path, e)
            return None
        return backup

    def _backup_name(self) -> Path:
        """``profiles.json.bad``, or ``.bad.2``, ``.bad.3``... so no earlier copy is lost."""
        candidates = (self.path.with_name(f"{self.path.name}.bad{'' if n == 1 else f'.{n}'}") for n in count(1))
        return next(p for p in candidates if not p.exists())


def _read_entries(d: Mapping[str, Any], out: dict[str, Profile], recorded: list[str]) -> list[str]:
    """Read every profile and recorded key of an old file that makes sense into ``out``
    and ``recorded``; return what was skipped."""
    bad: list[str] = []
    profiles, keys = d.get("profiles", []), d.get("recorded", [])
    for i, p in enumerate(profiles if isinstance(profiles, list) else []):
        try:
            profile = Profile.from_json(p)
        except (ValueError, TypeError) as e:
            bad.append(f"profile {i}: {e}")
            continue
        if profile.key in out:
            bad.append(f"profile {i}: duplicate name {profile.name!r}")
            continue
        out[profile.key] = profile
    if not isinstance(profiles, list):
        bad.append("profiles")
    if isinstance(keys, list):
        for k in keys:
            if isinstance(k, str):
                recorded.append(k)
            else:
                bad.append(f"recorded {k!r}")
    else:
        bad.append("recorded")
    return bad
