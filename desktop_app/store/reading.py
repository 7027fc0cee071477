"""Reading user files safely: regular files only, never more than a limit (pure Python).

Every file the app reads from the user's folders, or that the player names (settings,
profiles, the autosave, saved matches and replays), is read through :func:`read_user_file`:

* anything that is not a regular file (a folder, a FIFO, a device such as ``/dev/zero``,
  a socket) is refused after an ``os.stat``, without opening it for a blocking read; the
  file is then opened with ``O_NONBLOCK`` (so a FIFO swapped in after the check cannot
  block the open) and checked again on the open descriptor;
* the size limit counts the bytes actually read, so a file that grows, or one whose size
  the system reports wrongly (``/proc``), is still refused at the limit.

>>> import tempfile, pathlib
>>> p = pathlib.Path(tempfile.mkdtemp()) / "x.json"
>>> _ = p.write_bytes(b"12345")
>>> read_user_file(p, limit=5)
b'12345'
>>> try:
...     read_user_file(p, limit=4)
... except FileTooLarge:
...     print("refused")
refused
>>> try:
...     read_user_file(p.parent, limit=5)
... except NotARegularFile as e:
...     print(str(e).endswith("(a folder)"))
True
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

__all__ = ["CHUNK", "FileTooLarge", "NotARegularFile", "UserFileError", "read_user_file"]

#: Read in pieces of this size (the limit is checked after each one).
CHUNK = 1 << 20

_OPEN_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_NOCTTY", 0)
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_BINARY", 0)
)


class UserFileError(OSError):
    """A file refused before or while reading it (an ``OSError``, so callers that treat
    any read failure alike keep doing so)."""


class NotARegularFile(UserFileError):
    """A folder, FIFO, device or socket where a file was expected."""


class FileTooLarge(UserFileError):
    """More bytes than the limit."""


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a file"


def read_user_file(path: Path | str, limit: int) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them.

    Raises ``FileNotFoundError`` when there is no such file, :class:`NotARegularFile`
    for anything but a regular file, :class:`FileTooLarge` past ``limit`` bytes, and
    ``OSError`` for any other failure (permissions, I/O).
    """
    path = Path(path)
    st = os.stat(path)
    if not stat.S_ISREG(st.st_mode):
        raise NotARegularFile(f"{path} is not a regular file ({_kind(st.st_mode)})")
    if st.st_size > limit:
        raise FileTooLarge(f"{path} is larger than {limit} bytes ({st.st_size})")
    fd = os.open(path, _OPEN_FLAGS)
    try:
        st = os.fstat(fd)  # what was opened, whatever the name points to now
        if not stat.S_ISREG(st.st_mode):
            raise NotARegularFile(f"{path} is not a regular file ({_kind(st.st_mode)})")
        parts: list[bytes] = []
        total = 0
        while True:
            piece = os.read(fd, min(CHUNK, limit + 1 - total))
            if not piece:
                break
            total += len(piece)
            if total > limit:
                raise FileTooLarge(f"{path} is larger than {limit} bytes")
            parts.append(piece)
        return b"".join(parts)
    finally:
        os.close(fd)
