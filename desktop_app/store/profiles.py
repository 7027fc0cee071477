"""Player profiles and statistics (pure Python: no Qt here).

One profile per human player name. The key is the name folded for case
(``"Li" == "LI"``); the profile keeps the spelling it was first seen with (or renamed to).
Bots are not profiled: a bot's name is a label, not a person, and their figures would
only crowd the list.

Per profile and per game: games played, wins, total score, best score, the time of the
last game and a short history of recent scores (for the chart). For 红五 the total score
is the accumulated settlement points that earn the career levels (级别) of
:mod:`desktop_app.engine.hongwu.levels`.

**What counts as a win** (:func:`is_win`): a result id that names a win in its game
(``*_win``, ``win``, ``winner``; 天地人's ``sky``/``earth``/``grab_earth``/``man``);
a result id that names a loss or a draw (``*_loss``, ``*_lose``, ``loser``, ``draw``,
``escaped``, ``abandoned``) is not; any other id (an opponent's escape, a
compensation) counts as a win when the seat's score is positive.

**Each finished game is counted once**, under its identity (:func:`game_key`: game,
player count and the engine's seed). A game finished, interrupted before the autosave
caught up, continued and finished again is the same game and is not counted twice. The
app records only games of a live session, never replays.

The file is ``profiles.json`` in :func:`desktop_app.paths.profiles_dir`, written
atomically. A file that cannot be understood is never a crash and never lost: it is
moved aside as ``profiles.json.bad`` (``.bad.2``, ... if that exists) and the store
starts fresh, or keeps every profile that still reads; :attr:`ProfileStore.error` says
what happened.

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
"""

from __future__ import annotations

import datetime as _dt
import json
import logging
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from itertools import count
from pathlib import Path
from typing import Any, TypeGuard

from ..engine.core import GameRecord, Outcome, SeatResult
from ..engine.hongwu.levels import Level, level_for, progress
from .atomic import atomic_write_bytes, atomic_write_text
from .reading import read_user_file
from .seats import SeatConfig

__all__ = [
    "CAREER_GAME",
    "MAX_HISTORY",
    "MAX_NAME",
    "MAX_PROFILES_BYTES",
    "MAX_RECORDED",
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
    "is_win",
    "name_key",
    "profiles_file",
]

log = logging.getLogger(__name__)

PROFILES_FORMAT = "paiju-profiles"
PROFILES_VERSION = 1
#: The game whose accumulated points earn the career levels (级别).
CAREER_GAME = "hongwu"
#: Recent games kept per profile and game for the chart (older ones live on in the totals).
MAX_HISTORY = 200
#: Identities of recorded games remembered against double counting (the newest ones).
MAX_RECORDED = 2000
MAX_NAME = 64
#: A larger file is not read (and so never overwritten): it cannot be a profiles file.
MAX_PROFILES_BYTES = 64 * 1024 * 1024

#: Every :class:`ProfileStoreProblem` ``reason``, for the UI's translation table.
STORE_REASONS: tuple[str, ...] = (
    "unreadable",  # the file exists but cannot be read (permissions, I/O error)
    "not_json",  # not UTF-8 JSON: moved aside, a fresh store started
    "not_profiles",  # JSON, but not a Paiju profiles file: moved aside, a fresh store started
    "unsupported_version",  # written by a newer Paiju: left alone, nothing is saved
    "bad_entries",  # some profiles were malformed: the file was copied aside, the rest kept
    "unwritable",  # the file could not be written
)

_WIN_IDS = frozenset({"win", "winner", "sky", "earth", "grab_earth", "man"})
_NOT_WIN_IDS = frozenset({"lose", "loss", "loser", "draw", "escaped", "abandoned"})


# --------------------------------------------------------------------------- rules


def is_win(result: SeatResult) -> bool:
    """Did this seat win its game? (see the module's docstring)

    >>> is_win(SeatResult(0, "peasant_win", 2)), is_win(SeatResult(0, "dealer_loss", -3))
    (True, False)
    >>> is_win(SeatResult(0, "opponent_escaped", 4)), is_win(SeatResult(0, "compensated", 0))
    (True, False)
    """
    rid = result.result
    if rid in _WIN_IDS or rid.endswith("_win"):
        return True
    if rid in _NOT_WIN_IDS or rid.endswith(("_loss", "_lose")):
        return False
    return result.score > 0


def name_key(name: str) -> str:
    """The profile key of a player name: trimmed and case-folded.

    >>> name_key("  Li Lei "), name_key("STRASSE") == name_key("straße")
    ('li lei', True)
    """
    return name.strip().casefold()


def game_key(record: GameRecord) -> str:
    """The identity of one game: its game, player count and seed (a continued game keeps
    its seed; every new game gets a fresh one).

    >>> game_key(GameRecord("doudizhu", 3, seed=42))
    'doudizhu:3:42'
    """
    return f"{record.game_id}:{record.num_players}:{record.seed}"


def profiles_file() -> Path:
    """Where the profiles live (``$PAIJU_HOME/profiles/profiles.json``)."""
    from ..paths import profiles_dir

    return profiles_dir() / "profiles.json"


def _now() -> str:
    return _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds")


def _is_int(x: Any) -> TypeGuard[int]:
    return isinstance(x, int) and not isinstance(x, bool)


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
        if not (isinstance(d, list) and len(d) == 3 and isinstance(d[0], str) and _is_int(d[1])):
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
        if not (_is_int(played) and _is_int(wins) and _is_int(total)) or not 0 <= wins <= played:
            raise ValueError("bad counts")
        if (best is None) != (played == 0) or (best is not None and not _is_int(best)):
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


class ProfileNameError(ValueError):
    """A rename refused: ``reason`` is ``empty``, ``too_long``, ``taken`` or ``unknown``."""

    def __init__(self, message: str, reason: str) -> None:
        super().__init__(message)
        self.reason = reason


# --------------------------------------------------------------------------- store


class ProfileStore:
    """Every profile, loaded once; each change is saved at once (atomically).

    ``path`` None means the user's profiles file (:func:`profiles_file`).
    """

    def __init__(self, path: Path | str | None = None) -> None:
        self.path = Path(path) if path is not None else profiles_file()
        self._profiles: dict[str, Profile] = {}
        self._recorded: dict[str, None] = {}  # insertion-ordered set of game keys
        #: Set when the file could not be used as it was (the store still works).
        self.error: ProfileStoreProblem | None = None
        #: Set when the last save failed (cleared by the next good save).
        self.save_error: ProfileStoreProblem | None = None
        #: False when saving would destroy a file we could not read (or a newer format).
        self.writable = True
        self._load()

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

    # ---- recording
    def record_game(
        self, record: GameRecord, seats: Sequence[SeatConfig | Any], outcome: Outcome, played_at: str | None = None
    ) -> list[str]:
        """Count one finished game for each profiled (human, named) seat; returns the keys
        of the profiles changed. A game already recorded changes nothing. A name seated
        twice (hot-seat) counts once, with its first seat. Saves at once."""
        key = game_key(record)
        if key in self._recorded:
            return []
        when = played_at or _now()
        changed: list[str] = []
        for seat, result in zip(seats, outcome.results, strict=False):
            name = getattr(seat, "name", "")
            if getattr(seat, "kind", "human") != "human" or not isinstance(name, str) or not name.strip():
                continue
            profile = self._ensure(name.strip()[:MAX_NAME], when)
            if profile.key in changed:
                continue
            profile.games.setdefault(record.game_id, GameStats()).add(HistoryEntry(when, result.score, is_win(result)))
            changed.append(profile.key)
        self._remember(key)
        self.save()
        return changed

    def _ensure(self, name: str, when: str) -> Profile:
        k = name_key(name)
        if k not in self._profiles:
            self._profiles[k] = Profile(name, when)
        return self._profiles[k]

    def _remember(self, key: str) -> None:
        self._recorded[key] = None
        while len(self._recorded) > MAX_RECORDED:
            del self._recorded[next(iter(self._recorded))]

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
        del self._profiles[profile.key]
        profile.name = new
        self._profiles[profile.key] = profile
        self.save()
        return profile

    def delete(self, name: str) -> bool:
        """Remove a profile and its figures; saves. False if there was none."""
        profile = self._profiles.pop(name_key(name), None)
        if profile is None:
            return False
        self.save()
        return True

    # ---- file
    def to_json(self) -> dict[str, Any]:
        return {
            "format": PROFILES_FORMAT,
            "version": PROFILES_VERSION,
            "profiles": [p.to_json() for p in self.profiles()],
            "recorded": list(self._recorded),
        }

    def save(self) -> bool:
        """Write the file atomically; False (``save_error`` set, logged) on failure or when
        the store is not :attr:`writable`."""
        if not self.writable:
            return False
        try:
            atomic_write_text(self.path, json.dumps(self.to_json(), ensure_ascii=False, separators=(",", ":")))
        except OSError as e:
            self.save_error = ProfileStoreProblem("unwritable", f"cannot save profiles: {e}", self.path)
            log.warning("cannot save profiles %s: %s", self.path, e)
            return False
        self.save_error = None
        return True

    def _problem(self, reason: str, message: str, backup: Path | None = None) -> None:
        self.error = ProfileStoreProblem(reason, message, self.path, backup)
        log.warning("profiles %s: %s (%s)", self.path, message, reason)

    def _load(self) -> None:
        try:
            data = read_user_file(self.path, MAX_PROFILES_BYTES)
        except FileNotFoundError:
            return
        except OSError as e:  # permissions, I/O, not a regular file, too large
            self.writable = False  # never overwrite what we could not read
            self._problem("unreadable", f"cannot read the profiles: {e}")
            return
        try:
            d = json.loads(data.decode("utf-8"))
        except (ValueError, RecursionError) as e:
            self._start_fresh("not_json", f"the profiles file is not JSON: {e}")
            return
        if not isinstance(d, Mapping) or d.get("format") != PROFILES_FORMAT:
            self._start_fresh("not_profiles", "the file is not a Paiju profiles file")
            return
        version = d.get("version")
        if _is_int(version) and version > PROFILES_VERSION:
            self.writable = False  # a newer Paiju's file: leave it as it is
            self._problem("unsupported_version", f"profiles version {version} is newer than {PROFILES_VERSION}")
            return
        bad = self._read_entries(d) if version == PROFILES_VERSION else ["version"]
        if bad:
            backup = self._copy_aside()
            self._problem("bad_entries", f"{len(bad)} malformed entries skipped: {', '.join(bad[:5])}", backup)
            self.writable = backup is not None

    def _read_entries(self, d: Mapping[str, Any]) -> list[str]:
        """Read every profile and recorded key that makes sense; return what was skipped."""
        bad: list[str] = []
        profiles, recorded = d.get("profiles", []), d.get("recorded", [])
        for i, p in enumerate(profiles if isinstance(profiles, list) else []):
            try:
                profile = Profile.from_json(p)
            except (ValueError, TypeError) as e:
                bad.append(f"profile {i}: {e}")
                continue
            if profile.key in self._profiles:
                bad.append(f"profile {i}: duplicate name {profile.name!r}")
                continue
            self._profiles[profile.key] = profile
        if not isinstance(profiles, list):
            bad.append("profiles")
        if isinstance(recorded, list):
            for k in recorded:
                if isinstance(k, str):
                    self._remember(k)
                else:
                    bad.append(f"recorded {k!r}")
        else:
            bad.append("recorded")
        return bad

    def _start_fresh(self, reason: str, message: str) -> None:
        """Move the unusable file aside and begin with no profiles."""
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
