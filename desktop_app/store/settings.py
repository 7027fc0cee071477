"""The app's settings: a small typed record over a JSON file (pure Python).

The file is written atomically. Reading is tolerant: a missing, unreadable or garbage file
gives the defaults, and a field with a wrong value falls back to its default while the
others are kept (the reason is logged).

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

from .atomic import atomic_write_text

__all__ = [
    "ANIMATION_SPEEDS",
    "HAND_ZOOM_RANGE",
    "LANGUAGES",
    "SETTINGS_VERSION",
    "SORT_MODES",
    "Settings",
    "SettingsStore",
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
    #: The last choices of the new-game dialog: {"game": id, "players": n, "seats": [...],
    #: "options": {...}, "match_length": n} (the dialog validates them again on use).
    last_new_game: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        d = dataclasses.asdict(self)
        d["last_new_game"] = dict(self.last_new_game)
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
            return isinstance(value, str) and len(value) <= _MAX_NAME
        case "last_new_game":
            return isinstance(value, Mapping)
        case "hand_zoom":
            return _is_number(value) and HAND_ZOOM_RANGE[0] <= value <= HAND_ZOOM_RANGE[1]
    return False


def _is_number(value: Any) -> bool:
    """A finite int or float (not a bool)."""
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


def _normal(name: str, value: Any) -> Any:
    """A checked value in the field's own type (a copy of a mapping, a float zoom)."""
    if name == "last_new_game":
        return dict(value)
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
    """Loads the settings once and saves them on every :meth:`update`."""

    def __init__(self, path: Path | str | None = None) -> None:
        if path is None:
            from ..paths import settings_file

            path = settings_file()
        self.path = Path(path)
        self.settings = self._load()

    def _load(self) -> Settings:
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return Settings()
        except (OSError, ValueError) as e:
            log.warning("cannot read settings %s (%s): defaults used", self.path, e)
            return Settings()
        try:
            d = json.loads(text)
        except (ValueError, RecursionError) as e:
            log.warning("settings %s are not valid JSON (%s): defaults used", self.path, e)
            return Settings()
        return settings_from_json(d)

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
        """Write the settings atomically; False (logged) when the disk refuses."""
        try:
            atomic_write_text(self.path, json.dumps(self.settings.to_json(), ensure_ascii=False, indent=1))
        except OSError as e:
            log.warning("cannot save settings %s: %s", self.path, e)
            return False
        return True
