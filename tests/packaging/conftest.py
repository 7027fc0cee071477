"""The frozen build shared by the packaging tests: built once per session (test_frozen.py
and test_deb.py use the same bundle; the .deb is made from it, never built twice).

``PAIJU_FROZEN_DIST=<dist folder>`` reuses a bundle built before (``build.py --probe
--appdir --dist <folder>``) instead of building one: handy when working on these tests.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
BUILD = ROOT / "packaging" / "build.py"
IS_LINUX = sys.platform.startswith("linux")


def build_module() -> ModuleType:
    """packaging/build.py as a module (it is a script; ``packaging`` is no package)."""
    spec = importlib.util.spec_from_file_location("paiju_build_py", BUILD)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def build_py() -> ModuleType:
    """packaging/build.py, loaded once."""
    return build_module()


def _source_modules() -> set[str]:
    pkg = ROOT / "desktop_app"
    out = set()
    for path in pkg.rglob("*.py"):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out.add(".".join(parts))
    return out


@pytest.fixture(scope="session")
def bundle(tmp_path_factory) -> dict:
    """The build summary of build.py (paths, size, build time, the commit baked in)."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError as e:
        pytest.skip(f"PyInstaller is not importable ({e}): pip install -e '.[test]'")
    reuse = os.environ.get("PAIJU_FROZEN_DIST")
    if reuse:
        dist, args = Path(reuse), ["--skip-build", "--probe"]
    else:
        base = tmp_path_factory.mktemp("frozen")
        dist, args = base / "dist", ["--probe", "--work", str(base / "work")]
    if IS_LINUX:
        args.append("--appdir")
    modules = sorted(_source_modules())  # before the build: the tree may change while it runs
    proc = subprocess.run(
        [sys.executable, str(BUILD), "--json", "--dist", str(dist), *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=1500,
    )
    assert proc.returncode == 0, f"build.py failed:\n{proc.stdout[-3000:]}\n{proc.stderr[-6000:]}"
    summary = json.loads(proc.stdout.strip().splitlines()[-1])
    summary["source_modules"] = modules
    summary["dist_folder"] = str(dist)
    print(f"\nfrozen bundle: {summary.get('size_mb')} MB, built in {summary.get('build_seconds')} s")
    return summary
