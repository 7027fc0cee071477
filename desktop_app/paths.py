"""Where Paiju keeps its files, and where it finds its own resources.

User files live in the platform's usual places (platformdirs). The environment variable
``PAIJU_HOME`` overrides all of them with one folder (tests point it at a temporary
directory; a portable install can point it next to the program)::

    $PAIJU_HOME/settings/   settings.json
    $PAIJU_HOME/saves/      autosave.json, named saves and replays
    $PAIJU_HOME/profiles/   player profiles and statistics (profiles.json: before the history)
    $PAIJU_HOME/history/    history.sqlite3: every finished game, the profiles' figures
    $PAIJU_HOME/logs/       log files

Resources shipped inside the package (translations, rules, icons) are found through
:func:`resource_path`, which also works in a PyInstaller bundle (``sys._MEIPASS``).

>>> import os, tempfile
>>> home = tempfile.mkdtemp()
>>> os.environ["PAIJU_HOME"] = home
>>> saves_dir() == Path(home) / "saves"
True
>>> del os.environ["PAIJU_HOME"]
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from platformdirs import PlatformDirs

__all__ = [
    "APP_DIR_NAME",
    "HOME_ENV",
    "autosave_file",
    "data_home",
    "ensure_dir",
    "history_dir",
    "history_file",
    "is_frozen",
    "logs_dir",
    "package_dir",
    "profiles_dir",
    "resource_path",
    "saves_dir",
    "settings_dir",
    "settings_file",
]

APP_DIR_NAME = "Paiju"
HOME_ENV = "PAIJU_HOME"


def data_home() -> Path | None:
    """The ``PAIJU_HOME`` override, or None when the platform's folders are used."""
    value = os.environ.get(HOME_ENV, "").strip()
    return Path(value).expanduser() if value else None


def _platform_dirs() -> PlatformDirs:
    import platformdirs

    return platformdirs.PlatformDirs(APP_DIR_NAME, appauthor=False, roaming=False)


def settings_dir() -> Path:
    """The folder of the settings file."""
    home = data_home()
    return home / "settings" if home else Path(_platform_dirs().user_config_dir)


def saves_dir() -> Path:
    """The folder of the autosave and the named saves."""
    home = data_home()
    return home / "saves" if home else Path(_platform_dirs().user_data_dir) / "saves"


def profiles_dir() -> Path:
    """The folder of player profiles and statistics."""
    home = data_home()
    return home / "profiles" if home else Path(_platform_dirs().user_data_dir) / "profiles"


def history_dir() -> Path:
    """The folder of the game history database (in the user data directory)."""
    home = data_home()
    return home / "history" if home else Path(_platform_dirs().user_data_dir) / "history"


def history_file() -> Path:
    """The game history: an SQLite database of every finished game and the profiles."""
    return history_dir() / "history.sqlite3"


def logs_dir() -> Path:
    """The folder of log files."""
    home = data_home()
    return home / "logs" if home else Path(_platform_dirs().user_log_dir)


def settings_file() -> Path:
    return settings_dir() / "settings.json"


def autosave_file() -> Path:
    return saves_dir() / "autosave.json"


def ensure_dir(path: Path) -> Path:
    """Create ``path`` (and its parents) if needed; return it."""
    path.mkdir(parents=True, exist_ok=True)
    return path


def is_frozen() -> bool:
    """True inside a PyInstaller (or similar) bundle."""
    return bool(getattr(sys, "frozen", False)) and hasattr(sys, "_MEIPASS")


def package_dir() -> Path:
    """The ``desktop_app`` package folder, installed, in a checkout or frozen."""
    if is_frozen():
        return Path(sys._MEIPASS) / "desktop_app"  # type: ignore[attr-defined]
    return Path(__file__).resolve().parent


def resource_path(*parts: str) -> Path:
    """A file shipped as package data, e.g. ``resource_path("i18n", "x.qm")``.

    >>> resource_path("paths.py").name
    'paths.py'
    """
    return package_dir().joinpath(*parts)
