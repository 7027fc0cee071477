"""Which build this is: the package version and the commit it was built from.

The commit comes from, in this order:

1. ``desktop_app/_build_info.py``, written by ``packaging/build.py`` just before
   PyInstaller runs (so a frozen app knows its commit with no git at hand; the file is
   gitignored and removed again after the build);
2. ``git`` when the package is run from a source checkout (the package's parent folder is
   the top of a git work tree);
3. ``"unknown"``, for example in a wheel installed by pip.

No Qt here: ``paiju --version`` prints this without starting a QApplication.
"""

from __future__ import annotations

import importlib
import shutil
import subprocess
from functools import cache
from pathlib import Path

from . import __version__

__all__ = ["UNKNOWN", "commit", "version_text"]

UNKNOWN = "unknown"
_ROOT = Path(__file__).resolve().parent.parent


def _baked() -> str | None:
    """The commit baked in by packaging/build.py, if this is a packaged build."""
    try:
        module = importlib.import_module(f"{__package__}._build_info")
    except ImportError:
        return None
    value = getattr(module, "COMMIT", None)
    return value if isinstance(value, str) and value else None


def _from_git(root: Path | None = None) -> str | None:
    """The short hash of HEAD when ``root`` (the package's parent folder) is the top of a
    git work tree, else None."""
    root = _ROOT if root is None else root
    git = shutil.which("git")
    if git is None or not (root / ".git").exists():
        return None
    try:
        proc = subprocess.run(
            [git, "-C", str(root), "rev-parse", "--short=7", "HEAD"],
            capture_output=True,
            text=True,
            timeout=10,
            check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    out = proc.stdout.strip()
    return out if proc.returncode == 0 and out else None


@cache
def commit() -> str:
    """The commit this build comes from (a short hash), or ``"unknown"``."""
    return _baked() or _from_git() or UNKNOWN


def version_text() -> str:
    """``"0.1.0 (abc1234)"``: what ``paiju --version`` prints and the About box shows."""
    return f"{__version__} ({commit()})"
