"""The app's settings: a small typed record over a JSON file (pure Python).

The file is written atomically. Reading is tolerant, and nothing the player had is lost:

* a missing file gives the defaults;
* every field is checked on load, ``last_new_game`` field by field against the engine
  (:func:`clean_last_new_game`), ``last_host`` and ``last_join`` (the LAN dialogs' last
  choices, never a password) likewise (:func:`clean_last_host`, :func:`clean_last_join`):
  a field with a wrong value falls back to its default while the others are kept (the
  reason is logged);
* a file that cannot be read (permissions, I/O error, not a regular file, too large)
  makes the store read-only, like the profiles: the settings work for this run but the
  file is never overwritten, and :attr:`SettingsStore.error` says why (the app tells the
  player once at start-up);
* a file written by a newer Paiju (``version`` above :data:`SETTINGS_VERSION`) is read
  as far as this version understands it and never overwritten (read-only; ``error``
  reason ``newer``), so that the newer app finds it as it left it;
* a file that is not a JSON object (garbage, truncated) is moved aside as
  ``settings.json.bad`` (``.bad.2``, ...) before the defaults are used; ``error`` says so.

>>> import tempfile, pathlib
>>> store = SettingsStore(pathlib.Path(tempfile.mkdtemp()) / "settings.json")
>>> store.settings.deck_colours
2
>>> store.update(deck_colours=4, player_name="小明").deck_colours
4
>>> SettingsStore(store.path).settings.player_name
'小明'
"""

from __future__ import annotations

import dataclasses
import json
import logging
import math
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .atomic import atomic_write_text, move_aside
from .reading import read_user_file
from .seats import SeatConfig, SeatConfigError

__all__ = [
    "ANIMATION_SPEEDS",
    "GRACE_CHOICES_S",
    "HAND_ZOOM_RANGE",
    "LANGUAGES",
    "MATCH_LENGTH_RANGE",
    "MAX_SETTINGS_BYTES",
    "SETTINGS_REASONS",
    "SETTINGS_VERSION",
    "SORT_MODES",
    "TURN_CHOICES_S",
    "Settings",
    "SettingsProblem",
    "SettingsStore",
    "clean_last_host",
    "clean_last_join",
    "clean_last_new_game",
    "settings_from_json",
]

log = logging.getLogger(__name__)

SETTINGS_VERSION = 1
#: "system" follows the operating system's language.
LANGUAGES: tuple[str, ...] = ("system", "en", "zh_CN", "zh_TW")
#: Animation speeds, "instant" = no animation.
ANIMATION_SPEEDS: tuple[str, ...] = ("instant", "fast", "normal", "slow")
SORT_MODES: tuple[str, ...] = ("rank", "suit", "plan")
_COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")
_MAX_NAME = 64
_MAX_BOT_DELAY_MS = 10_000
#: The hand's zoom factors the table offers (its ``ZOOM_LEVELS``' smallest and largest).
HAND_ZOOM_RANGE: tuple[float, float] = (0.8, 2.0)
#: Games in a match, as the new-game dialog offers them.
MATCH_LENGTH_RANGE: tuple[int, int] = (1, 99)
#: The new-game dialog seats at most this many players.
MAX_DIALOG_PLAYERS = 8
#: The LAN dialogs: a room's name and a host's address are at most this long, and a
#: client PC seats at most this many people.
MAX_ROOM_NAME = 40
MAX_ADDRESS = 255
MAX_JOIN_PEOPLE = 4
#: The Host dialog's room options: the grace period and the turn timer it offers (s;
#: a grace of 0 keeps a dropped player's seat to the end of the game, a turn of 0 is no timer).
GRACE_CHOICES_S: tuple[int, ...] = (30, 60, 120, 300, 0)
TURN_CHOICES_S: tuple[int, ...] = (0, 15, 30, 60, 90)
#: A settings file is a few hundred bytes: anything past this is not one.
MAX_SETTINGS_BYTES = 1024 * 1024

#: Every :class:`SettingsProblem` ``reason``, for the UI's translation table.
SETTINGS_REASONS: tuple[str, ...] = (
    "unreadable",  # the file exists but cannot be read: read-only, never overwritten
    "not_json",  # not a JSON object: moved aside, defaults used
    "unwritable",  # the file could not be written
    "newer",  # written by a newer Paiju: read as far as known, read-only, never overwritten
)


@dataclass(frozen=True, slots=True)
class SettingsProblem:
    """Why the settings file could not be used as it was. ``reason`` is one of
    :data:`SETTINGS_REASONS`; ``backup`` is where the original was kept, if it was."""

    reason: str
    message: str
    path: Path
    backup: Path | None = None


@dataclass(frozen=True)
class Settings:
    """Every setting with its default."""

    language: str = "system"  # one of LANGUAGES
    animation_speed: str = "normal"  # one of ANIMATION_SPEEDS
    deck_colours: int = 2  # 2- or 4-colour deck
    table_colour: str = "#1f5f3a"  # "#rrggbb" felt colour
    sort_mode: str = "rank"  # one of SORT_MODES
    bot_delay_ms: int = 700  # pause before a bot's move is shown
    player_name: str = ""
    hand_zoom: float = 1.0  # the hand's card size factor, within HAND_ZOOM_RANGE
    sound_volume: int = 70  # the table's sounds, 0..100 (per cent)
    sound_muted: bool = False  # View ▸ Sound ▸ Mute
    reduce_motion: bool = False  # no celebrations (View ▸ Reduce motion)
    side_panel: bool = True  # the log and card counter beside the table (View ▸ Side panel)
    #: The last choices of the new-game dialog: {"game": id, "players": n, "seats": [...],
    #: "options": {...}, "match_length": n} (the dialog validates them again on use).
    last_new_game: Mapping[str, Any] = field(default_factory=dict)
    #: The last choices of the Host dialog: the new-game choices (seats as SeatConfig
    #: JSON: ``human`` a person at this PC, ``remote`` a seat open for a remote person,
    #: ``bot``) plus ``room`` and ``port`` (see :func:`clean_last_host`). No password.
    last_host: Mapping[str, Any] = field(default_factory=dict)
    #: The last choices of the Join dialog: {"address": text, "port": n, "names": [...]}
    #: (see :func:`clean_last_join`). No password.
    last_join: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        d = dataclasses.asdict(self)
        d["last_new_game"] = dict(self.last_new_game)
        d["last_host"] = dict(self.last_host)
        d["last_join"] = dict(self.last_join)
        d["version"] = SETTINGS_VERSION
        return d


def _check(name: str, value: Any) -> bool:
    """Is ``value`` acceptable for the field ``name``?"""
    match name:
        case "language":
            return value in LANGUAGES
        case "animation_speed":
            return value in ANIMATION_SPEEDS
        case "deck_colours":
            return value in (2, 4) and not isinstance(value, bool)
        case "table_colour":
            return isinstance(value, str) and bool(_COLOUR.match(value))
        case "sort_mode":
            return value in SORT_MODES
        case "bot_delay_ms":
            return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= _MAX_BOT_DELAY_MS
        case "player_name":
            return _is_text(value) and len(value) <= _MAX_NAME
        case "last_new_game" | "last_host" | "last_join":
            return isinstance(value, Mapping)
        case "hand_zoom":
            return _is_number(value) and HAND_ZOOM_RANGE[0] <= value <= HAND_ZOOM_RANGE[1]
        case "sound_volume":
            return _is_int_in(value, 0, 100)
        case "sound_muted" | "reduce_motion" | "side_panel":
            return isinstance(value, bool)
    return False


def _is_text(value: Any) -> bool:
    """A str that can be written back as UTF-8 (no lone surrogates, which JSON's
    ``\\ud800`` escapes can produce)."""
    if not isinstance(value, str):
        return False
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _is_int_in(value: Any, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def clean_last_new_game(value: Any) -> dict[str, Any]:
    """The new-game dialog's last choices with every bad field dropped (never raises).

    The game must be one this Paiju has (else nothing is kept: the rest belongs to it);
    then, each on its own, the player count within the game's range, the seats (at most
    as many as the dialog seats, each a well-formed seat), the rule options through the
    game's ``Options.from_dict`` (each option on its own when they do not pass together),
    and the match length within :data:`MATCH_LENGTH_RANGE`. Unknown keys are dropped.

    >>> clean_last_new_game({"game": "hongwu", "players": 10**12, "match_length": "abc"})
    {'game': 'hongwu'}
    >>> clean_last_new_game({"game": "chess", "players": 2})
    {}
    """
    if not isinstance(value, Mapping):
        return {}
    game_id = value.get("game")
    if not isinstance(game_id, str):
        return {}
    from .. import engine

    try:
        if game_id not in engine.GAME_IDS:
            return {}
        cls = engine.game_class(game_id)
    except Exception:  # its engine is not installed
        return {}
    out: dict[str, Any] = {"game": game_id}
    players = value.get("players")
    if _is_int_in(players, cls.min_players, cls.max_players):
        out["players"] = players
    elif "players" in value:
        log.warning("last new game: bad player count %r dropped", players)
    seats = value.get("seats")
    if "seats" in value:
        cleaned = _clean_seats(seats)
        if cleaned is not None:
            out["seats"] = cleaned
        else:
            log.warning("last new game: bad seats dropped")
    if "options" in value:
        out["options"] = _clean_options(cls, value.get("options"))
    length = value.get("match_length")
    if _is_int_in(length, *MATCH_LENGTH_RANGE):
        out["match_length"] = length
    elif "match_length" in value:
        log.warning("last new game: bad match length %r dropped", length)
    return out


def clean_last_host(value: Any) -> dict[str, Any]:
    """The Host dialog's last choices with every bad field dropped (never raises): the
    game's choices as :func:`clean_last_new_game` keeps them, and on their own the room's
    name (text of at most :data:`MAX_ROOM_NAME` characters), the port (0..65535, 0 for
    any free port), the room options ``grace_s`` (one of :data:`GRACE_CHOICES_S`),
    ``turn_s`` (one of :data:`TURN_CHOICES_S`), ``spectator_delay`` and ``announce``
    (booleans). A password is never kept.

    >>> clean_last_host({"room": "Friday", "port": 47100, "password": "x", "game": "chess"})
    {'room': 'Friday', 'port': 47100}
    >>> clean_last_host({"room": 5, "port": 70000})
    {}
    """
    if not isinstance(value, Mapping):
        return {}
    out = clean_last_new_game(value)
    room = value.get("room")
    if _is_text(room) and len(room) <= MAX_ROOM_NAME:
        out["room"] = room
    elif "room" in value:
        log.warning("last host: bad room name dropped")
    port = value.get("port")
    if _is_int_in(port, 0, 65535):
        out["port"] = port
    elif "port" in value:
        log.warning("last host: bad port %r dropped", port)
    for key, choices in (("grace_s", GRACE_CHOICES_S), ("turn_s", TURN_CHOICES_S)):
        v = value.get(key)
        if _is_int_in(v, 0, 3600) and v in choices:
            out[key] = v
        elif key in value:
            log.warning("last host: bad %s %r dropped", key, v)
    for key in ("spectator_delay", "announce"):
        v = value.get(key)
        if isinstance(v, bool):
            out[key] = v
        elif key in value:
            log.warning("last host: bad %s %r dropped", key, v)
    return out


def clean_last_join(value: Any) -> dict[str, Any]:
    """The Join dialog's last choices with every bad field dropped (never raises): the
    address (text of at most :data:`MAX_ADDRESS` characters), the port (1..65535) and the
    names of the people at this PC (1 to :data:`MAX_JOIN_PEOPLE` names of at most 64
    characters). A password is never kept.

    >>> clean_last_join({"address": "192.168.1.20", "port": 0, "names": ["Li", "Mei"], "password": "x"})
    {'address': '192.168.1.20', 'names': ['Li', 'Mei']}
    """
    if not isinstance(value, Mapping):
        return {}
    out: dict[str, Any] = {}
    address = value.get("address")
    if _is_text(address) and len(address) <= MAX_ADDRESS:
        out["address"] = address
    elif "address" in value:
        log.warning("last join: bad address dropped")
    port = value.get("port")
    if _is_int_in(port, 1, 65535):
        out["port"] = port
    elif "port" in value:
        log.warning("last join: bad port %r dropped", port)
    names = value.get("names")
    good = (
        isinstance(names, list)
        and 1 <= len(names) <= MAX_JOIN_PEOPLE
        and all(_is_text(n) and len(n) <= _MAX_NAME for n in names)
    )
    if good:
        out["names"] = list(names)
    elif "names" in value:
        log.warning("last join: bad names dropped")
    return out


def _clean_seats(seats: Any) -> list[dict[str, Any]] | None:
    if not isinstance(seats, list) or len(seats) > MAX_DIALOG_PLAYERS:
        return None
    out = []
    for s in seats:
        try:
            seat = SeatConfig.from_json(s)
        except SeatConfigError:
            return None
        if not _is_text(seat.name):
            return None
        out.append(seat.to_json())
    return out


def _clean_options(cls: Any, options: Any) -> dict[str, Any]:
    """The options that the game's ``Options`` accepts: all of them, or else each one
    that passes on its own (and together with the others kept)."""
    if not isinstance(options, Mapping):
        return {}

    def ok(d: Mapping[str, Any]) -> bool:
        try:
            cls.options_class.from_dict(d)
        except Exception:  # InvalidOptionError, or a validate() that chokes on odd values
            return False
        return all(not isinstance(v, str) or _is_text(v) for v in d.values())

    if ok(options):
        return dict(options)
    kept: dict[str, Any] = {}
    for name, v in options.items():
        if isinstance(name, str) and ok({**kept, name: v}):
            kept[name] = v
        else:
            log.warning("last new game: rule option %r=%r dropped", name, v)
    return kept


def _is_number(value: Any) -> bool:
    """A finite int or float (not a bool)."""
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


def _normal(name: str, value: Any) -> Any:
    """A checked value in the field's own type (a copy of a mapping, a float zoom)."""
    if name == "last_new_game":
        return clean_last_new_game(value)
    if name == "last_host":
        return clean_last_host(value)
    if name == "last_join":
        return clean_last_join(value)
    if name == "hand_zoom":
        return float(value)
    return value


_FIELDS = tuple(f.name for f in dataclasses.fields(Settings))


def settings_from_json(d: Any) -> Settings:
    """Build settings from decoded JSON, keeping every valid field (never raises)."""
    if not isinstance(d, Mapping):
        log.warning("settings file is not an object: defaults used")
        return Settings()
    kwargs: dict[str, Any] = {}
    for name in _FIELDS:
        if name not in d:
            continue
        value = d[name]
        if _check(name, value):
            kwargs[name] = _normal(name, value)
        else:
            log.warning("setting %s has a bad value %r: default used", name, value)
    return Settings(**kwargs)


class SettingsStore:
    """Loads the settings once and saves them on every :meth:`update` (see the module's
    text for what happens to a file that cannot be used as it is)."""

    def __init__(self, path: Path | str | None = None) -> None:
        if path is None:
            from ..paths import settings_file

            path = settings_file()
        self.path = Path(path)
        #: Set when the file could not be used as it was (the settings still work).
        self.error: SettingsProblem | None = None
        #: Set when the last save failed (cleared by the next good save).
        self.save_error: SettingsProblem | None = None
        #: False when saving would destroy a file we could not read.
        self.writable = True
        self.settings = self._load()

    def _problem(self, reason: str, message: str, backup: Path | None = None) -> None:
        self.error = SettingsProblem(reason, message, self.path, backup)
        log.warning("settings %s: %s (%s)", self.path, message, reason)

    def _load(self) -> Settings:
        try:
            data = read_user_file(self.path, MAX_SETTINGS_BYTES)
        except FileNotFoundError:
            return Settings()
        except OSError as e:  # permissions, I/O, not a regular file, too large
            self.writable = False  # never overwrite what we could not read
            self._problem("unreadable", f"cannot read the settings ({e}): defaults used, nothing saved")
            return Settings()
        try:
            d = json.loads(data.decode("utf-8"))
        except (ValueError, RecursionError) as e:
            d, why = None, f"not valid JSON ({e})"
        else:
            why = "" if isinstance(d, Mapping) else "not a JSON object"
        if why:
            self._keep_aside(f"the settings file is {why}: defaults used")
            return Settings()
        version = d.get("version")
        if isinstance(version, int) and not isinstance(version, bool) and version > SETTINGS_VERSION:
            # a newer Paiju's file: what this one understands is used, nothing is written
            # back (that would drop the newer fields and mark the file as version 1)
            self.writable = False
            self._problem("newer", f"the settings were written by a newer Paiju (version {version}); left as they are")
        return settings_from_json(d)

    def _keep_aside(self, message: str) -> None:
        try:
            backup = move_aside(self.path)
        except OSError as e:
            self.writable = False
            self._problem("not_json", f"{message}; it could not be moved aside ({e}), so nothing is saved")
            return
        self._problem("not_json", message, backup)

    def update(self, **changes: Any) -> Settings:
        """Change some settings and save; raises ``ValueError`` for an unknown name or a bad
        value (nothing is changed then)."""
        for name, value in changes.items():
            if name not in _FIELDS:
                raise ValueError(f"unknown setting {name!r}")
            if not _check(name, value):
                raise ValueError(f"bad value for setting {name!r}: {value!r}")
        self.settings = dataclasses.replace(self.settings, **{k: _normal(k, v) for k, v in changes.items()})
        self.save()
        return self.settings

    def save(self) -> bool:
        """Write the settings atomically; False (``save_error`` set, logged) when the disk
        refuses or the store is not :attr:`writable` (the file is left as it is)."""
        if not self.writable:
            return False
        try:
            atomic_write_text(self.path, json.dumps(self.settings.to_json(), ensure_ascii=False, indent=1))
        except (OSError, ValueError) as e:  # ValueError: text that cannot be encoded
            self.save_error = SettingsProblem("unwritable", f"cannot save the settings: {e}", self.path)
            log.warning("cannot save settings %s: %s", self.path, e)
            return False
        self.save_error = None
        return True
