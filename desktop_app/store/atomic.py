"""Atomic file writes: a temporary file in the same folder, fsync, then ``os.replace``.

A crash at any moment leaves either the old file or the new one, never a torn mix.

* **Permissions**: a file that already exists keeps its mode; a new one gets the ordinary
  default (``0o666`` less the umask), as any program's new file does.
* **Temporary files** are named ``.<name>.<8 characters>.tmp`` and, on POSIX, locked
  (``flock``) by their writer until they are renamed or removed. A writer killed on the
  spot (``kill -9``, a power cut) leaves its temporary file behind, unlocked:
  :func:`remove_stale_temp_files` removes such files of our own pattern (only unlocked
  ones; where files cannot be locked, only old ones), and the app calls it for its own
  folders at start (:func:`clean_user_folders`).

>>> import tempfile, pathlib
>>> p = pathlib.Path(tempfile.mkdtemp()) / "x.json"
>>> atomic_write_text(p, "hello")
>>> p.read_text(encoding="utf-8")
'hello'
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import secrets
import stat
import time
from collections.abc import Iterable
from pathlib import Path

try:  # POSIX: temporary files are locked by their writer
    import fcntl
except ImportError:  # Windows: an open file cannot be removed anyway
    fcntl = None  # type: ignore[assignment]

__all__ = [
    "STALE_SECONDS",
    "atomic_write_bytes",
    "atomic_write_text",
    "clean_user_folders",
    "is_temp_name",
    "move_aside",
    "remove_stale_temp_files",
]

log = logging.getLogger(__name__)

#: Without file locks, a temporary file is taken as abandoned after this long.
STALE_SECONDS = 10 * 60.0
#: The temporary files of :func:`atomic_write_bytes` (and of earlier versions, which used
#: ``tempfile.mkstemp`` with the same prefix and suffix).
_TEMP_NAME = re.compile(r"^\..+\.[A-Za-z0-9_]{8}\.tmp$")
_MAX_PREFIX = 200  # keeps the temporary name within the usual 255-byte limit
_NEW_FILE_MODE = 0o666  # less the umask, applied by the system


def is_temp_name(name: str) -> bool:
    """Is ``name`` one of our temporary files?

    >>> is_temp_name(".autosave.json.k3j_a9x0.tmp"), is_temp_name("autosave.json")
    (True, False)
    """
    return bool(_TEMP_NAME.match(name))


def _fsync_dir(folder: Path) -> None:
    """Make the rename durable (POSIX); a no-op where folders cannot be opened."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)


def _existing_mode(path: Path) -> int | None:
    """The permission bits of the file at ``path`` (None: there is none)."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return stat.S_IMODE(st.st_mode) if stat.S_ISREG(st.st_mode) else None


def _create_temp(path: Path) -> tuple[int, Path]:
    """Create and lock a new temporary file beside ``path``; return (fd, its path)."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
    mode = _existing_mode(path)
    prefix = f".{path.name[:_MAX_PREFIX]}."
    for _ in range(100):
        tmp = path.with_name(f"{prefix}{secrets.token_hex(4)}.tmp")
        try:
            fd = os.open(tmp, flags, _NEW_FILE_MODE)
        except FileExistsError:
            continue
        try:
            if fcntl is not None:
                fcntl.flock(fd, fcntl.LOCK_EX)
                if os.fstat(fd).st_nlink == 0:  # removed as stale before we locked it
                    os.close(fd)
                    continue
            if mode is not None and hasattr(os, "fchmod"):
                os.fchmod(fd, mode)  # an existing file keeps its permissions
        except BaseException:
            os.close(fd)
            with contextlib.suppress(OSError):
                tmp.unlink()
            raise
        return fd, tmp
    raise FileExistsError(f"no free temporary name beside {path}")


def atomic_write_bytes(path: Path | str, data: bytes, *, fsync: bool = True) -> None:
    """Write ``data`` to ``path`` atomically, creating the folder if needed.

    ``fsync`` False skips flushing to the device: the file still survives the process
    being killed (the kernel holds it), not a crash of the machine. Raises ``OSError``
    when the write fails; the previous file (if any) is then intact and no temporary
    file is left behind.
    """
    path = Path(path)
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp = _create_temp(path)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            if fsync:
                os.fsync(f.fileno())
            if fcntl is not None:  # renamed under the lock: no clean-up can take it meanwhile
                os.replace(tmp, path)
        if fcntl is None:  # Windows renames only closed files
            os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    if fsync:
        _fsync_dir(folder)


def atomic_write_text(path: Path | str, text: str, *, fsync: bool = True) -> None:
    """Write ``text`` as UTF-8 to ``path`` atomically (see :func:`atomic_write_bytes`)."""
    atomic_write_bytes(path, text.encode("utf-8"), fsync=fsync)


def move_aside(path: Path | str, tag: str = "bad") -> Path:
    """Rename ``path`` to ``<name>.<tag>``, or ``<name>.<tag>.2``, ``.3``... so that no
    file kept aside earlier is overwritten; return the new path. Raises ``OSError``.

    >>> import tempfile, pathlib
    >>> p = pathlib.Path(tempfile.mkdtemp()) / "a.json"
    >>> for text in ("one", "two"):
    ...     _ = p.write_text(text)
    ...     kept = move_aside(p)
    >>> kept.name, (p.parent / "a.json.bad").read_text(), kept.read_text()
    ('a.json.bad.2', 'one', 'two')
    """
    path = Path(path)
    for n in range(1, 10_000):
        target = path.with_name(f"{path.name}.{tag}" + ("" if n == 1 else f".{n}"))
        if os.path.lexists(target):
            continue
        if os.name == "posix" and stat.S_ISREG(os.lstat(path).st_mode):
            try:  # a hard link never replaces an existing name: no race with another writer
                os.link(path, target, follow_symlinks=False)
            except FileExistsError:
                continue
            except OSError:  # no hard links on this file system
                os.rename(path, target)
                return target
            os.unlink(path)
            return target
        os.rename(path, target)  # Windows refuses to rename over an existing file
        return target
    raise FileExistsError(f"too many files kept aside beside {path}")


# --------------------------------------------------------------------------- clean-up


def _remove_if_unlocked(path: Path) -> bool:
    """POSIX: remove ``path`` if no writer holds its lock (checked under our own lock)."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(path, flags)
    except OSError:  # gone (renamed by its writer), or not ours to open
        return False
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            return False
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:  # a live writer holds it
            return False
        now = os.stat(path, follow_symlinks=False)
        if (now.st_dev, now.st_ino) != (st.st_dev, st.st_ino):  # the name moved on meanwhile
            return False
        path.unlink()
        return True
    except OSError:
        return False
    finally:
        os.close(fd)


def remove_stale_temp_files(folder: Path | str, *, stale_seconds: float = STALE_SECONDS) -> list[Path]:
    """Remove the temporary files our writers left in ``folder`` when they were killed.

    Only names of our own pattern (:func:`is_temp_name`) and only regular files are
    touched. On POSIX a file is removed when no writer holds its lock (a live writer
    always does); elsewhere only when it is older than ``stale_seconds``. Returns what
    was removed; never raises.
    """
    folder = Path(folder)
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    now = time.time()
    for entry in entries:
        if not is_temp_name(entry.name):
            continue
        path = Path(entry.path)
        try:
            st = entry.stat(follow_symlinks=False)
        except OSError:
            continue
        if not stat.S_ISREG(st.st_mode):
            continue
        if fcntl is not None:
            ok = _remove_if_unlocked(path)
        elif now - st.st_mtime >= stale_seconds:
            try:
                path.unlink()
                ok = True
            except OSError:  # still open by its writer, or not ours
                ok = False
        else:
            ok = False
        if ok:
            removed.append(path)
    if removed:
        log.info("removed %d stale temporary file(s) in %s", len(removed), folder)
    return removed


def clean_user_folders(extra: Iterable[Path | str] = ()) -> list[Path]:
    """Remove stale temporary files from the app's folders (settings, saves, profiles)
    and from ``extra`` folders (those of injected stores). Never raises."""
    from .. import paths

    folders: list[Path] = []
    for get in (paths.settings_dir, paths.saves_dir, paths.profiles_dir):
        try:
            folders.append(get())
        except Exception:  # platformdirs trouble: nothing to clean there
            log.debug("no folder from %s", get.__name__, exc_info=True)
    folders.extend(Path(f) for f in extra)
    removed: list[Path] = []
    seen: set[str] = set()
    for folder in folders:
        key = os.path.normcase(os.path.abspath(folder))
        if key not in seen:
            seen.add(key)
            removed.extend(remove_stale_temp_files(folder))
    return removed
