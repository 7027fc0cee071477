"""``paiju --version`` and the About box name the version and the commit: baked in by
packaging/build.py for a packaged build, asked from git in a checkout, "unknown" else."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import types
from pathlib import Path

import pytest

from desktop_app import __version__, buildinfo

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _fresh_cache():
    buildinfo.commit.cache_clear()
    yield
    buildinfo.commit.cache_clear()


def _head() -> str | None:
    try:
        proc = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short=7", "HEAD"], capture_output=True, text=True)
    except OSError:
        return None
    return proc.stdout.strip() if proc.returncode == 0 else None


def test_a_checkout_asks_git():
    head = _head()
    if head is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    assert buildinfo.commit() == head
    assert buildinfo.version_text() == f"{__version__} ({head})"


def test_the_baked_commit_wins(monkeypatch):
    """What build.py writes into desktop_app/_build_info.py is what a frozen app reports."""
    monkeypatch.setitem(sys.modules, "desktop_app._build_info", types.SimpleNamespace(COMMIT="feedbee"))
    assert buildinfo.version_text() == f"{__version__} (feedbee)"


def test_unknown_without_a_build_info_or_git(monkeypatch, tmp_path):
    monkeypatch.setattr(buildinfo, "_ROOT", tmp_path)  # a folder that is no git work tree
    monkeypatch.setitem(sys.modules, "desktop_app._build_info", None)  # import fails
    assert buildinfo.commit() == buildinfo.UNKNOWN
    assert buildinfo.version_text() == f"{__version__} (unknown)"


def test_the_version_flag_prints_version_and_commit(tmp_path):
    env = dict(os.environ, PAIJU_HOME=str(tmp_path), PYTHONPATH=str(ROOT))
    proc = subprocess.run(
        [sys.executable, "-m", "desktop_app", "--version"], capture_output=True, text=True, env=env, cwd=ROOT, timeout=60
    )
    assert proc.returncode == 0, proc.stderr
    assert re.fullmatch(rf"{re.escape(__version__)} \(([0-9a-f]{{7,40}}|unknown)\)", proc.stdout.strip()), proc.stdout
    head = _head()
    if head is not None and (ROOT / ".git").exists():
        assert proc.stdout.strip() == f"{__version__} ({head})"


def test_build_py_bakes_the_commit_and_cleans_up(monkeypatch, tmp_path):
    """The generated module is written for the PyInstaller run and removed after it."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("paiju_build_py", ROOT / "packaging" / "build.py")
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    target = tmp_path / "_build_info.py"
    monkeypatch.setattr(build, "BUILD_INFO", target)
    seen = {}

    def fake_run(*args):
        seen["text"] = target.read_text("utf-8")
        return 1.0

    monkeypatch.setattr(build, "_run_pyinstaller", fake_run)
    monkeypatch.setattr(build, "source_commit", lambda: "abc1234")
    assert build.run_pyinstaller(tmp_path, tmp_path / "w", False, False, True) == 1.0
    assert "COMMIT = 'abc1234'" in seen["text"]
    assert not target.exists()
