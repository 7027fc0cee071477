"""Build the Paiju bundle with PyInstaller, then check that the frozen app starts.

    python packaging/build.py                 # -> dist/Paiju/ (Windows: Paiju.exe; macOS: also Paiju.app)
    python packaging/build.py --appdir        # ... and dist/Paiju.AppDir/ (Linux, AppImage layout)
    python packaging/build.py --probe         # ... with paiju-probe for the frozen checks (tests)
    python packaging/build.py --deb [--lint]  # ... and dist/paiju_<version>-1_<arch>.deb (Linux)
    python packaging/build.py --inno          # ... and dist/Paiju-<version>-setup.exe (Inno Setup)
    python packaging/build.py --dmg           # ... and dist/Paiju-<version>.dmg (macOS, dmgbuild)

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


# ---------------------------------------------------------------- Debian package
LINUX = HERE / "linux"
DEB_PACKAGE = "paiju"
DEB_MAINTAINER = "Paiju developers <paiju@example.org>"
#: The Debian revision of the package (``<version>-<revision>``): bump it for a package
#: change without a new app version.
DEB_REVISION = "1"
#: Never shipped: test-only executables that live in the same bundle folder.
NOT_SHIPPED = ("paiju-probe",)
#: soname -> Debian package, for libraries ``dpkg -S`` cannot name (not installed on the
#: build machine, or no dpkg there). Checked against bookworm's package names.
DEB_LIBRARY_PACKAGES = {
    "libc.so.6": "libc6", "libm.so.6": "libc6", "libdl.so.2": "libc6", "libpthread.so.0": "libc6",
    "libresolv.so.2": "libc6", "librt.so.1": "libc6", "libutil.so.1": "libc6",
    "libGL.so.1": "libgl1", "libGLX.so.0": "libglx0", "libGLdispatch.so.0": "libglvnd0", "libEGL.so.1": "libegl1",
    "libOpenGL.so.0": "libopengl0", "libxcb.so.1": "libxcb1", "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1", "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0", "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6", "libdbus-1.so.3": "libdbus-1-3", "libglib-2.0.so.0": "libglib2.0-0",
    "libwayland-client.so.0": "libwayland-client0", "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1", "libz.so.1": "zlib1g", "libstdc++.so.6": "libstdc++6",
    "libgcc_s.so.1": "libgcc-s1",
}  # fmt: skip


def deb_arch() -> str:
    """The Debian architecture of this machine (``amd64``, ``arm64``, ...)."""
    if shutil.which("dpkg"):
        out = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True).stdout.strip()
        if out:
            return out
    machine = os.uname().machine
    return {"x86_64": "amd64", "aarch64": "arm64", "armv7l": "armhf", "i686": "i386"}.get(machine, machine)


def _is_elf(path: Path) -> bool:
    try:
        with path.open("rb") as f:
            return f.read(4) == b"\x7fELF"
    except OSError:
        return False


def shipped_files(bundle: Path) -> list[Path]:
    """Every file and symlink of the bundle that goes into an installer (not the probe)."""
    return sorted(p for p in bundle.rglob("*") if (p.is_file() or p.is_symlink()) and p.name not in NOT_SHIPPED)


def system_libraries(bundle: Path) -> dict[str, str | None]:
    """soname -> the path on this machine (None: not found here) of every shared library
    the bundle's ELF files load from the system rather than from the bundle itself."""
    internal = bundle / "_internal"
    search = [internal, internal / "PySide6" / "Qt" / "lib"]
    env = dict(os.environ, LD_LIBRARY_PATH=os.pathsep.join(map(str, search)))
    inside = str(bundle.resolve()) + os.sep
    found: dict[str, str | None] = {}
    for path in shipped_files(bundle):
        if path.is_symlink() or not _is_elf(path):
            continue
        proc = subprocess.run(["ldd", str(path)], env=env, capture_output=True, text=True)
        for line in proc.stdout.splitlines():
            parts = line.split()
            if len(parts) < 3 or parts[1] != "=>":
                continue
            soname, where = parts[0], parts[2]
            if where == "not":
                found.setdefault(soname, None)
            elif not os.path.realpath(where).startswith(inside):
                found[soname] = where
    return found


def _dpkg_owner(path: str) -> str | None:
    """The installed package that owns ``path`` (``dpkg -S``), trying the merged-/usr twin."""
    if shutil.which("dpkg") is None:
        return None
    candidates = [path, os.path.realpath(path)]
    for c in list(candidates):
        if c.startswith("/usr/lib/"):
            candidates.append(c.removeprefix("/usr"))
        elif c.startswith("/lib/"):
            candidates.append("/usr" + c)
    for c in candidates:
        proc = subprocess.run(["dpkg", "-S", c], capture_output=True, text=True)
        if proc.returncode == 0 and proc.stdout.strip():
            return proc.stdout.split(":", 1)[0].split(",")[0].strip()
    return None


def deb_depends(bundle: Path, quiet: bool = True) -> tuple[list[str], list[str]]:
    """(the Debian packages the bundle needs from the system, sorted; the sonames nobody
    could name). ``dpkg -S`` names the owner where the library is installed here, the fixed
    table ``DEB_LIBRARY_PACKAGES`` otherwise."""
    packages, unknown = set(), []
    for soname, where in sorted(system_libraries(bundle).items()):
        owner = (_dpkg_owner(where) if where else None) or DEB_LIBRARY_PACKAGES.get(soname)
        if owner is None:
            unknown.append(soname)
            log(f"warning: no Debian package known for {soname}; not in Depends", quiet)
        else:
            packages.add(owner)
    return sorted(packages), unknown


def _rfc2822(epoch: str) -> str:
    from email.utils import formatdate

    return formatdate(int(epoch), usegmt=False).replace("-0000", "+0000")


def deb_control(version: str, arch: str, depends: list[str], installed_kb: int) -> str:
    """The DEBIAN/control file."""
    return (
        f"Package: {DEB_PACKAGE}\n"
        f"Version: {version}\n"
        f"Architecture: {arch}\n"
        f"Maintainer: {DEB_MAINTAINER}\n"
        f"Installed-Size: {installed_kb}\n"
        f"Depends: {', '.join(depends)}\n"
        "Recommends: fonts-noto-cjk | fonts-wqy-microhei\n"
        "Section: games\n"
        "Priority: optional\n"
        "Description: Chinese card games: hot-seat, against bots or on a LAN\n"
        " Paiju (牌局) has five Chinese card games: Tiandiren (天地人), Dou Dizhu with\n"
        " wild cards (癞子斗地主), Hongwu (红五), Yuanzi (原子) and Shengsidu (生死堵),\n"
        " for several people at one PC or between desktops on a LAN, with bots of three\n"
        " levels in any empty seat. The app names the combination you select, refuses an\n"
        " illegal play with the reason, hints and plans a hand. English, Simplified and\n"
        " Traditional Chinese.\n"
    )


def _deb_changelog(version: str, commit: str) -> bytes:
    """changelog.Debian.gz: one entry for this build, reproducible (fixed gzip header)."""
    import gzip

    text = (
        f"{DEB_PACKAGE} ({version}) unstable; urgency=medium\n\n"
        f"  * Paiju {version}, built from commit {commit} with PyInstaller.\n\n"
        f" -- {DEB_MAINTAINER}  {_rfc2822(source_date_epoch())}\n"
    )
    return gzip.compress(text.encode("utf-8"), compresslevel=9, mtime=0)


def _normalise_modes(root: Path, executables: set[Path]) -> None:
    """Folders 0755, files 0644, the named executables 0755 (shared libraries need no x bit)."""
    for p in [root, *root.rglob("*")]:
        if p.is_symlink():
            continue
        if p.is_dir():
            p.chmod(0o755)
        else:
            p.chmod(0o755 if p in executables else 0o644)


def deb_version(version: str | None = None) -> str:
    """The package's version: the app's ``__version__`` and the Debian revision."""
    return f"{version or package_version()}-{DEB_REVISION}"


def deb_tree(dist: Path, root: Path, version: str, arch: str, commit: str, quiet: bool) -> dict[str, object]:
    """Lay out the package's files under ``root`` (emptied first): returns the facts that
    go into the summary (depends, ...)."""
    bundle = dist / APP
    if root.exists():
        shutil.rmtree(root)
    opt = root / "opt" / DEB_PACKAGE
    shutil.copytree(bundle, opt, symlinks=True, ignore=lambda d, names: [n for n in names if n in NOT_SHIPPED])
    (root / "usr" / "bin").mkdir(parents=True)
    os.symlink(f"/opt/{DEB_PACKAGE}/{APP}", root / "usr" / "bin" / DEB_PACKAGE)
    share = root / "usr" / "share"
    (share / "applications").mkdir(parents=True)
    shutil.copyfile(HERE / "paiju.desktop", share / "applications" / "paiju.desktop")
    (share / "mime" / "packages").mkdir(parents=True)
    shutil.copyfile(LINUX / "paiju-mime.xml", share / "mime" / "packages" / "paiju.xml")
    icons = share / "icons" / "hicolor"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run(
        [sys.executable, str(HERE / "make_icon.py"), "--hicolor", str(icons)], capture_output=True, text=True, env=env
    )
    if proc.returncode != 0:
        raise BuildError(f"make_icon.py --hicolor failed:\n{proc.stderr[-2000:]}")
    doc = share / "doc" / DEB_PACKAGE
    doc.mkdir(parents=True)
    shutil.copyfile(LINUX / "copyright", doc / "copyright")
    (doc / "changelog.Debian.gz").write_bytes(_deb_changelog(version, commit))
    man = share / "man" / "man6"
    man.mkdir(parents=True)
    import gzip

    (man / "paiju.6.gz").write_bytes(gzip.compress((LINUX / "paiju.6").read_bytes(), compresslevel=9, mtime=0))
    overrides = share / "lintian" / "overrides"
    overrides.mkdir(parents=True)
    shutil.copyfile(LINUX / "lintian-overrides", overrides / DEB_PACKAGE)
    depends, unknown = deb_depends(bundle, quiet)
    control = root / "DEBIAN"
    control.mkdir()
    for script in ("postinst", "postrm"):
        shutil.copyfile(LINUX / script, control / script)
    _normalise_modes(root, {opt / APP, control / "postinst", control / "postrm"})
    size = sum(p.stat().st_size for p in root.rglob("*") if p.is_file() and not p.is_symlink())
    (control / "control").write_text(deb_control(version, arch, depends, (size + 1023) // 1024), encoding="utf-8")
    (control / "control").chmod(0o644)
    return {"deb_depends": depends, "deb_unknown_libraries": unknown}


def make_deb(dist: Path, quiet: bool, compression: str = "xz", commit: str | None = None) -> dict[str, object]:
    """``dist/paiju_<version>-<revision>_<arch>.deb`` from the bundle in ``dist/Paiju`` (dpkg-deb
    under fakeroot): see packaging/README.md for the layout."""
    if not sys.platform.startswith("linux"):
        raise BuildError("--deb builds a Debian package: run it on Linux")
    for tool in ("dpkg-deb", "fakeroot", "ldd"):
        if shutil.which(tool) is None:
            raise BuildError(f"--deb needs {tool} (apt-get install dpkg fakeroot libc-bin)")
    version, arch = deb_version(), deb_arch()
    root = dist / "deb-root"
    facts = deb_tree(dist, root, version, arch, commit or source_commit(), quiet)
    deb = dist / f"{DEB_PACKAGE}_{version}_{arch}.deb"
    deb.unlink(missing_ok=True)
    env = dict(os.environ, SOURCE_DATE_EPOCH=source_date_epoch())
    cmd = ["fakeroot", "dpkg-deb", "--root-owner-group", f"-Z{compression}", "--build", str(root), str(deb)]
    log(" ".join(cmd), quiet)
    proc = subprocess.run(cmd, capture_output=True, text=True, env=env)
    if proc.returncode != 0:
        raise BuildError(f"dpkg-deb failed (exit {proc.returncode}):\n{proc.stdout}{proc.stderr}")
    shutil.rmtree(root)
    log(f"built {deb} ({deb.stat().st_size / 2**20:.1f} MB)", quiet)
    return {"deb": str(deb), "deb_version": version, **facts}


def lint_deb(deb: Path, quiet: bool) -> list[str]:
    """Run lintian on the package; raise BuildError on any error or warning it reports
    (the reasoned overrides are in packaging/linux/lintian-overrides)."""
    if shutil.which("lintian") is None:
        raise BuildError("--lint needs lintian (apt-get install lintian)")
    proc = subprocess.run(
        ["lintian", "--tag-display-limit", "0", "--fail-on", "error,warning", str(deb)], capture_output=True, text=True
    )
    lines = [line for line in proc.stdout.splitlines() if line.strip()]
    for line in lines:
        log(f"lintian: {line}", quiet)
    if proc.returncode != 0:
        raise BuildError(f"lintian found problems in {deb.name}:\n" + "\n".join(lines) + proc.stderr)
    return lines


# ---------------------------------------------------------------- Windows and macOS
ISS = HERE / "windows" / "paiju.iss"
DMG_SETTINGS = HERE / "macos" / "dmg_settings.py"


def find_iscc() -> str | None:
    """Inno Setup's command-line compiler: on PATH, else in its usual install folders."""
    for name in ("ISCC", "iscc", "ISCC.exe"):
        found = shutil.which(name)
        if found:
            return found
    if IS_WIN:
        for base in (os.environ.get("ProgramFiles(x86)"), os.environ.get("ProgramFiles")):
            if base and (Path(base) / "Inno Setup 6" / "ISCC.exe").is_file():
                return str(Path(base) / "Inno Setup 6" / "ISCC.exe")
    return None


def make_inno(dist: Path, quiet: bool) -> dict[str, object]:
    """``dist/Paiju-<version>-setup.exe`` from ``dist/Paiju`` with packaging/windows/paiju.iss."""
    iscc = find_iscc()
    if iscc is None:
        raise BuildError(
            "--inno needs Inno Setup 6's compiler ISCC on PATH (Windows: choco install innosetup, or the "
            "installer from the Inno Setup site); nothing was built"
        )
    version = package_version()
    cmd = [iscc, f"/DAppVersion={version}", f"/DDistDir={dist / APP}", f"/DOutputDir={dist}", str(ISS)]
    log(" ".join(cmd), quiet)
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        raise BuildError(f"ISCC failed (exit {proc.returncode}):\n{(proc.stdout + proc.stderr)[-4000:]}")
    setup = dist / f"{APP}-{version}-setup.exe"
    if not setup.is_file():
        raise BuildError(f"ISCC did not write {setup}")
    log(f"built {setup}", quiet)
    return {"installer": str(setup)}


def make_dmg(dist: Path, quiet: bool) -> dict[str, object]:
    """``dist/Paiju-<version>.dmg`` holding ``dist/Paiju.app`` (dmgbuild, macOS only)."""
    if not IS_MAC:
        raise BuildError("--dmg makes a macOS disk image: run it on macOS (hdiutil is needed)")
    try:
        import dmgbuild  # noqa: F401
    except ImportError:
        raise BuildError("--dmg needs dmgbuild: python -m pip install dmgbuild") from None
    app = dist / f"{APP}.app"
    if not app.is_dir():
        raise BuildError(f"no {app}: build the app first (without --skip-build)")
    version = package_version()
    dmg = dist / f"{APP}-{version}.dmg"
    dmg.unlink(missing_ok=True)
    cmd = [sys.executable, "-m", "dmgbuild", "-s", str(DMG_SETTINGS), "-D", f"app={app}", f"Paiju {version}", str(dmg)]
    log(" ".join(cmd), quiet)
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0 or not dmg.is_file():
        raise BuildError(f"dmgbuild failed (exit {proc.returncode}):\n{(proc.stdout + proc.stderr)[-4000:]}")
    log(f"built {dmg}", quiet)
    return {"dmg": str(dmg)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", default=str(ROOT / "dist"), help="output folder (default: dist/)")
    parser.add_argument("--work", default=str(ROOT / "build" / "pyinstaller"), help="PyInstaller's work folder")
    parser.add_argument("--probe", action="store_true", help="also build paiju-probe (for the frozen tests)")
    parser.add_argument("--appdir", action="store_true", help="also lay out dist/Paiju.AppDir (Linux)")
    parser.add_argument("--clean", action="store_true", help="also empty PyInstaller's cache of processed binaries")
    parser.add_argument("--skip-build", action="store_true", help="only check an existing bundle")
    parser.add_argument("--manifest", help="write the SHA-256 of every bundled file to this file")
    parser.add_argument("--deb", action="store_true", help="also build dist/paiju_<version>-1_<arch>.deb (Linux)")
    parser.add_argument(
        "--deb-compression", default="xz", choices=("xz", "gzip", "zstd", "none"), help="the .deb's compression"
    )
    parser.add_argument("--lint", action="store_true", help="run lintian on the .deb (with --deb)")
    parser.add_argument("--inno", action="store_true", help="also build dist/Paiju-<version>-setup.exe (Inno Setup)")
    parser.add_argument("--dmg", action="store_true", help="also build dist/Paiju-<version>.dmg (macOS, dmgbuild)")
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
    try:
        if args.deb:
            summary.update(make_deb(dist, quiet, args.deb_compression, summary.get("commit")))
            if args.lint:
                summary["lintian"] = lint_deb(Path(str(summary["deb"])), quiet)
        if args.inno:
            summary.update(make_inno(dist, quiet))
        if args.dmg:
            summary.update(make_dmg(dist, quiet))
    except BuildError as e:
        print(f"build.py: FAILED: {e}", file=sys.stderr)
        return 1
    print(json.dumps(summary, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
