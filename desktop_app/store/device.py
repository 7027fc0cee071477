"""This PC's device id for LAN play (``settings/device-id``): a random id made once, sent
as the optional ``device`` of every ``hello`` so that a host can ban this PC without
banning its whole address (docs/protocol.md, section 3). It says nothing about the PC: it
is 32 random hex digits, the same for every person at this PC.

>>> import os, tempfile
>>> os.environ["PAIJU_HOME"] = tempfile.mkdtemp()
>>> first = device_id()
>>> len(first), first == device_id()
(32, True)
>>> del os.environ["PAIJU_HOME"]
"""

from __future__ import annotations

import logging
import re
import secrets
from pathlib import Path

from .atomic import atomic_write_text
from .reading import read_user_file

__all__ = ["DEVICE_FILE", "device_id"]

log = logging.getLogger(__name__)

DEVICE_FILE = "device-id"
_VALID = re.compile(r"[0-9a-f]{32}")
_made: list[str] = []  # when the file cannot be written: one id for this run


def _path() -> Path:
    from ..paths import settings_dir

    return settings_dir() / DEVICE_FILE


def device_id() -> str:
    """This PC's id (made and kept on first use; a damaged file is replaced)."""
    path = _path()
    try:
        text = read_user_file(path, 256).decode("ascii").strip()
        if _VALID.fullmatch(text):
            return text
    except (OSError, UnicodeDecodeError):
        pass
    made = _made[0] if _made else secrets.token_hex(16)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_text(path, made + "\n")
    except OSError as e:
        log.warning("the device id cannot be kept in %s (%s): a new one each run", path, e)
        if not _made:
            _made.append(made)
    return made
