"""Build the Paiju bundle with PyInstaller, then check that the frozen app starts.

    python packaging/build.py                 # -> dist/Paiju/ (Windows: Paiju.exe; macOS: also Paiju.app)
    python packaging/build.py --appdir        # ... and dist/Paiju.AppDir/ (Linux, AppImage layout)
    python packaging/build.py --probe         # ... with paiju-probe for the frozen checks (tests)

Steps, each failing loudly:

1. PyInstaller runs ``packaging/paiju.spec`` in a fresh work folder with fixed inputs
   (``PYTHONHASHSEED=0``, ``SOURCE_DATE_EPOCH`` = the last commit's time), so that two
   builds of the same checkout with the same Python, Qt and PyInstaller give identical
   files (``--manifest FILE`` writes a SHA-256 per file to compare).
2. The frozen app runs with ``--smoke-test`` under ``QT_QPA_PLATFORM=offscreen`` (user
   files in a throw-away ``PAIJU_HOME``) and must exit 0; ``--version`` must print the
   package version.
3. On Linux, the shared libraries the bundled Qt platform plugins need but the bundle does
   not carry are listed: the target machine must have them (warning only).

The last line on stdout is a JSON summary (``--json``: the only line) with the paths, the
size and the build time.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SPEC = HERE / "paiju.spec"
APP = "Paiju"

IS_WIN = sys.platform.startswith("win")
IS_MAC = sys.platform == "darwin"


class BuildError(RuntimeError):
    """A step failed; the message says which and why."""


def log(msg: str, quiet: bool = False) -> None:
    if not quiet:
        print(f"build.py: {msg}", file=sys.stderr, flush=True)


def package_version() -> str:
    text = (ROOT / "desktop_app" / "__init__.py").read_text("utf-8")
    m = re.search(r'^__version__ = "([^"]+)"', text, re.M)
    if not m:
        raise BuildError("no __version__ in desktop_app/__init__.py")
    return m.group(1)


def source_date_epoch() -> str:
    """The last commit's time (a fixed fallback outside git)."""
    if os.environ.get("SOURCE_DATE_EPOCH"):
        return os.environ["SOURCE_DATE_EPOCH"]
    try:
        out = subprocess.run(
            ["git", "-C", str(ROOT), "log", "-1", "--format=%ct"], capture_output=True, text=True, check=True
        ).stdout.strip()
        if out.isdigit():
            return out
    except (OSError, subprocess.CalledProcessError):
        pass
    return "1700000000"


def check_inputs(quiet: bool) -> None:
    """The package data the spec bundles must exist; warn when a .qm is older than its .ts."""
    for lang in ("zh_CN", "zh_TW"):
        qm = ROOT / "desktop_app" / "translations" / f"desktop_app_{lang}.qm"
        ts = ROOT / "translations" / f"desktop_app_{lang}.ts"
        if not qm.is_file():
            raise BuildError(f"{qm.relative_to(ROOT)} is missing: run translations/update.py first")
        if ts.is_file() and ts.stat().st_mtime > qm.stat().st_mtime + 1:
            log(f"warning: {ts.relative_to(ROOT)} is newer than {qm.name}; run translations/update.py", quiet)
    if not list((ROOT / "desktop_app" / "rules").glob("*.md")):
        raise BuildError("no rules documents in desktop_app/rules")


BUILD_INFO = ROOT / "desktop_app" / "_build_info.py"


def source_commit() -> str:
    """The checkout's commit (short hash), ``"unknown"`` outside git."""
    try:
        out = subprocess.run(
            ["git", "-C", str(ROOT), "rev-parse", "--short=7", "HEAD"], capture_output=True, text=True, check=True
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return out or "unknown"


def write_build_info(commit: str) -> Path:
    """``desktop_app/_build_info.py`` (gitignored): the commit the frozen app reports in
    ``--version`` and its About box (``desktop_app.buildinfo``)."""
    BUILD_INFO.write_text(
        '"""Written by packaging/build.py for one build; never committed."""\n\n'
        f"COMMIT = {commit!r}\n",
        encoding="utf-8",
    )
    return BUILD_INFO


def run_pyinstaller(dist: Path, work: Path, probe: bool, clean: bool, quiet: bool) -> float:
    """Run the spec with the commit baked in (the generated module is removed again, so
    that a source checkout goes on asking git)."""
    write_build_info(source_commit())
    try:
        return _run_pyinstaller(dist, work, probe, clean, quiet)
    finally:
        BUILD_INFO.unlink(missing_ok=True)


def _run_pyinstaller(dist: Path, work: Path, probe: bool, clean: bool, quiet: bool) -> float:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise BuildError("PyInstaller is not installed: python -m pip install 'pyinstaller>=6.5'") from None
    if work.exists():
        shutil.rmtree(work)  # a fresh work folder: nothing left over from another checkout or spec
    env = dict(os.environ, PYTHONHASHSEED="0", SOURCE_DATE_EPOCH=source_date_epoch())
    cmd = [
        sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
        "--distpath", str(dist), "--workpath", str(work), str(SPEC),
    ]  # fmt: skip
    if clean:
        cmd.insert(4, "--clean")
    if probe:
        cmd += ["--", "--probe"]
    log(" ".join(cmd), quiet)
    start = time.monotonic()
    proc = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True)
    seconds = time.monotonic() - start
    if proc.returncode != 0:
        tail = "\n".join((proc.stdout + proc.stderr).splitlines()[-40:])
        raise BuildError(f"PyInstaller failed (exit {proc.returncode}):\n{tail}")
    for line in (proc.stdout + proc.stderr).splitlines():
        if "paiju.spec:" in line or " ERROR" in line:
            log(line.strip(), quiet)
    return seconds


def executable(dist: Path, name: str = APP) -> Path:
    return dist / APP / (f"{name}.exe" if IS_WIN else name)


def frozen_env(home: str) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PAIJU_HOME=home)
    for var in ("PYTHONPATH", "PYTHONHOME", "QT_PLUGIN_PATH", "QML2_IMPORT_PATH"):
        env.pop(var, None)  # the bundle must not lean on the build machine's Python or Qt
    return env


def smoke_test(exe: Path, quiet: bool) -> dict[str, object]:
    """Run the frozen app with --smoke-test and --version; raise BuildError on failure."""
    if not exe.is_file():
        raise BuildError(f"no executable at {exe}")
    with tempfile.TemporaryDirectory(prefix="paiju-smoke-") as home:
        env = frozen_env(home)
        start = time.monotonic()
        try:
            proc = subprocess.run([str(exe), "--smoke-test"], env=env, capture_output=True, text=True, timeout=120)
        except subprocess.TimeoutExpired:
            raise BuildError(f"{exe.name} --smoke-test did not exit within 120 s") from None
        startup = time.monotonic() - start
        if proc.returncode != 0:
            raise BuildError(f"{exe.name} --smoke-test exited {proc.returncode}:\n{proc.stdout}{proc.stderr}")
        version = subprocess.run([str(exe), "--version"], env=env, capture_output=True, text=True, timeout=60)
    expected = package_version()
    commit = None
    if IS_WIN or IS_MAC:
        pass  # windowed executables have no stdout to print the version to
    else:
        m = re.fullmatch(rf"{re.escape(expected)} \(([0-9a-f]{{4,40}}|unknown)\)", version.stdout.strip())
        if version.returncode != 0 or m is None:
            raise BuildError(
                f"{exe.name} --version printed {version.stdout.strip()!r}, expected '{expected} (<commit>)'"
            )
        commit = m.group(1)
    log(f"smoke test passed ({startup:.1f} s)", quiet)
    return {"smoke_test_seconds": round(startup, 2), "version": expected, "commit": commit}


def missing_system_libraries(dist: Path) -> dict[str, list[str]]:
    """Linux: for each bundled platform plugin, the libraries ``ldd`` cannot find with the
    bundle's own folder first on the search path (they must come from the target system)."""
    if not sys.platform.startswith("linux") or shutil.which("ldd") is None:
        return {}
    internal = dist / APP / "_internal"
    env = dict(os.environ, LD_LIBRARY_PATH=str(internal))
    out: dict[str, list[str]] = {}
    for plugin in sorted((internal / "PySide6" / "Qt" / "plugins" / "platforms").glob("*.so")):
        proc = subprocess.run(["ldd", str(plugin)], env=env, capture_output=True, text=True)
        missing = sorted({line.split()[0] for line in proc.stdout.splitlines() if "not found" in line})
        if missing:
            out[plugin.name] = missing
    return out


def bundle_size(folder: Path) -> tuple[int, int]:
    """(bytes, files) of a folder; symlinks count as links, not as their targets."""
    total = files = 0
    for p in folder.rglob("*"):
        if p.is_symlink():
            continue
        if p.is_file():
            total += p.stat().st_size
            files += 1
    return total, files


def manifest(folder: Path) -> list[str]:
    """``<sha256>  <relative path>`` per file (symlinks as ``-> target``), sorted."""
    lines = []
    for p in sorted(folder.rglob("*")):
        rel = p.relative_to(folder).as_posix()
        if p.is_symlink():
            lines.append(f"-> {os.readlink(p)}  {rel}")
        elif p.is_file():
            lines.append(f"{hashlib.sha256(p.read_bytes()).hexdigest()}  {rel}")
    return lines


def make_appdir(dist: Path) -> Path:
    """``dist/Paiju.AppDir``: the bundle in the AppImage layout (see packaging/README.md)."""
    appdir = dist / f"{APP}.AppDir"
    if appdir.exists():
        shutil.rmtree(appdir)
    lib = appdir / "usr" / "lib" / "paiju"
    shutil.copytree(dist / APP, lib, symlinks=True)
    for sub in ("usr/bin", "usr/share/applications", "usr/share/icons/hicolor/256x256/apps"):
        (appdir / sub).mkdir(parents=True, exist_ok=True)
    os.symlink("../lib/paiju/Paiju", appdir / "usr" / "bin" / "paiju")
    shutil.copy2(HERE / "paiju.desktop", appdir / "usr" / "share" / "applications" / "paiju.desktop")
    shutil.copy2(ROOT / "resources" / "paiju.png", appdir / "usr" / "share" / "icons" / "hicolor" / "256x256" / "apps")
    os.symlink("usr/share/applications/paiju.desktop", appdir / "paiju.desktop")
    os.symlink("usr/share/icons/hicolor/256x256/apps/paiju.png", appdir / "paiju.png")
    os.symlink("paiju.png", appdir / ".DirIcon")
    apprun = appdir / "AppRun"
    apprun.write_text(
        "#!/bin/sh\n# AppImage entry point: start the bundled app with the given arguments.\n"
        'HERE="$(dirname "$(readlink -f "$0")")"\nexec "$HERE/usr/lib/paiju/Paiju" "$@"\n',
        encoding="utf-8",
    )
    apprun.chmod(0o755)
    return appdir


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", default=str(ROOT / "dist"), help="output folder (default: dist/)")
    parser.add_argument("--work", default=str(ROOT / "build" / "pyinstaller"), help="PyInstaller's work folder")
    parser.add_argument("--probe", action="store_true", help="also build paiju-probe (for the frozen tests)")
    parser.add_argument("--appdir", action="store_true", help="also lay out dist/Paiju.AppDir (Linux)")
    parser.add_argument("--clean", action="store_true", help="also empty PyInstaller's cache of processed binaries")
    parser.add_argument("--skip-build", action="store_true", help="only check an existing bundle")
    parser.add_argument("--manifest", help="write the SHA-256 of every bundled file to this file")
    parser.add_argument("--json", action="store_true", help="print only the JSON summary")
    args = parser.parse_args(argv)
    quiet = args.json
    dist, work = Path(args.dist).resolve(), Path(args.work).resolve()
    summary: dict[str, object] = {"dist": str(dist / APP), "executable": str(executable(dist))}
    try:
        check_inputs(quiet)
        if not args.skip_build:
            seconds = run_pyinstaller(dist, work, args.probe, args.clean, quiet)
            summary["build_seconds"] = round(seconds, 1)
            log(f"built {dist / APP} in {seconds:.0f} s", quiet)
        summary.update(smoke_test(executable(dist), quiet))
    except BuildError as e:
        print(f"build.py: FAILED: {e}", file=sys.stderr)
        return 1
    if args.probe:
        summary["probe"] = str(executable(dist, "paiju-probe"))
    size, files = bundle_size(dist / APP)
    summary.update(size_bytes=size, size_mb=round(size / 2**20, 1), files=files)
    log(f"bundle: {size / 2**20:.1f} MB in {files} files", quiet)
    missing = missing_system_libraries(dist)
    if missing:
        summary["needs_from_system"] = missing
        for plugin, libs in missing.items():
            log(f"note: {plugin} needs from the target system: {', '.join(libs)}", quiet)
    if args.manifest:
        lines = manifest(dist / APP)
        Path(args.manifest).write_text("\n".join(lines) + "\n", encoding="utf-8")
        summary["manifest_sha256"] = hashlib.sha256("\n".join(lines).encode()).hexdigest()
    if args.appdir:
        if IS_WIN or IS_MAC:
            log("--appdir is for Linux; skipped", quiet)
        else:
            summary["appdir"] = str(make_appdir(dist))
    print(json.dumps(summary, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
