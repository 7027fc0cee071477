"""The Debian package, installed the way a user meets it: built from the session's frozen
bundle (``build.py --skip-build --deb``, never a second PyInstaller run), unpacked into a
scratch root with ``dpkg-deb -x`` and its maintainer scripts run against that root
(``DPKG_ROOT``), so that nothing of the real system is touched and no root rights are
needed. The installed ``paiju`` runs, the desktop entry's ``Exec`` line opens a replay and a
match save, the MIME database maps the extensions, and removing (or upgrading) the
package leaves the user's files in the fake ``$HOME`` exactly as they were.
"""

from __future__ import annotations

import configparser
import hashlib
import json
import os
import shlex
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

pytestmark = [
    pytest.mark.timeout(1800),
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Debian packages are built on Linux"),
    pytest.mark.skipif(
        shutil.which("dpkg-deb") is None or shutil.which("fakeroot") is None,
        reason="needs dpkg-deb and fakeroot (apt-get install dpkg fakeroot)",
    ),
]

ROOT = Path(__file__).resolve().parents[2]
BUILD = ROOT / "packaging" / "build.py"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256)


@pytest.fixture(scope="session")
def deb(bundle) -> dict:
    """build.py's summary after ``--skip-build --deb`` on the session's bundle (gzip: the
    shipped default xz takes minutes on 2 cores and changes nothing the tests look at)."""
    proc = subprocess.run(
        [sys.executable, str(BUILD), "--json", "--skip-build", "--deb", "--deb-compression", "gzip",
         "--dist", bundle["dist_folder"]],
        capture_output=True, text=True, cwd=ROOT, timeout=900,
    )  # fmt: skip
    assert proc.returncode == 0, f"build.py --deb failed:\n{proc.stdout[-3000:]}\n{proc.stderr[-6000:]}"
    return json.loads(proc.stdout.strip().splitlines()[-1])


def _deb_field(deb: str, field: str) -> str:
    return subprocess.run(["dpkg-deb", "-f", deb, field], capture_output=True, text=True, check=True).stdout.strip()


def _contents(deb: str) -> dict[str, str]:
    """path (no leading ``./``) -> ``d``/``-``/``l -> target`` for every entry of the package."""
    out = subprocess.run(["dpkg-deb", "-c", deb], capture_output=True, text=True, check=True).stdout
    entries = {}
    for line in out.splitlines():
        parts = line.split(None, 5)
        name = parts[5]
        kind = parts[0][0]
        if kind == "l":
            name, _, target = name.partition(" -> ")
            kind = f"l -> {target}"
        entries[name.removeprefix("./").rstrip("/")] = kind
    entries.pop("", None)
    return entries


class FakeDpkg:
    """What ``dpkg -i`` and ``dpkg -r``/``-P`` do to the file system, into a scratch root:
    unpack, remove the files the old version had and the new one has not, run the
    maintainer scripts with ``DPKG_ROOT`` set (their tools write into the root)."""

    def __init__(self, root: Path, work: Path) -> None:
        self.root = root
        self.work = work
        self.files: dict[str, str] = {}
        self.version: str | None = None
        self.scripts: Path | None = None
        self.log: list[str] = []

    def _script(self, scripts: Path, name: str, *args: str) -> None:
        script = scripts / name
        if not script.exists():
            return
        env = dict(os.environ, DPKG_ROOT=str(self.root), DPKG_MAINTSCRIPT_PACKAGE="paiju")
        proc = subprocess.run(["sh", "-e", str(script), *args], capture_output=True, text=True, env=env, timeout=300)
        assert proc.returncode == 0, f"{name} {' '.join(args)} failed:\n{proc.stdout}{proc.stderr}"
        self.log.append(f"{name} {' '.join(args)}".strip())

    def install(self, deb: str) -> None:
        version = _deb_field(deb, "Version")
        scripts = self.work / f"control-{version}"
        subprocess.run(["dpkg-deb", "-e", deb, str(scripts)], check=True)
        files = _contents(deb)
        old, old_files, old_scripts = self.version, self.files, self.scripts
        if old is not None:
            self._script(scripts, "preinst", "upgrade", old)
        else:
            self._script(scripts, "preinst", "install")
        subprocess.run(["dpkg-deb", "-x", deb, str(self.root)], check=True)
        if old is not None and old_scripts is not None:
            self._delete({p: k for p, k in old_files.items() if p not in files})
            self._script(old_scripts, "postrm", "upgrade", version)
        self._script(scripts, "postinst", "configure", *([old] if old else []))
        self.files, self.version, self.scripts = files, version, scripts

    def _delete(self, entries: dict[str, str]) -> None:
        """Delete the files and links, then the folders left empty (deepest first), as dpkg does."""
        for path, kind in entries.items():
            p = self.root / path
            if kind != "d" and (p.is_symlink() or p.exists()):
                p.unlink()
        for path in sorted((p for p, k in entries.items() if k == "d"), key=lambda s: s.count("/"), reverse=True):
            p = self.root / path
            if p.is_dir() and not any(p.iterdir()):
                p.rmdir()

    def remove(self, purge: bool) -> None:
        assert self.scripts is not None
        self._script(self.scripts, "prerm", "remove")
        self._delete(self.files)
        self._script(self.scripts, "postrm", "remove")
        if purge:
            self._script(self.scripts, "postrm", "purge")
        self.files, self.version = {}, None


def _fresh_root(path: Path) -> Path:
    """An empty system root, with the MIME database of shared-mime-info as every desktop
    has it (so that the root's /usr/share/mime/packages outlives the package, as it does)."""
    path.mkdir()
    system = Path("/usr/share/mime/packages/freedesktop.org.xml")
    if system.is_file():
        packages = path / "usr" / "share" / "mime" / "packages"
        packages.mkdir(parents=True)
        shutil.copyfile(system, packages / system.name)
    return path


def _installed_command(root: Path) -> Path:
    """/usr/bin/paiju inside the scratch root (its absolute link resolved in the root)."""
    link = root / "usr" / "bin" / "paiju"
    assert link.is_symlink()
    target = os.readlink(link)
    assert target.startswith("/"), target
    exe = root / target.lstrip("/")
    assert exe.is_file() and os.access(exe, os.X_OK), exe
    return exe


def _user_env(home: Path) -> dict[str, str]:
    """A user whose files live in platformdirs folders under a fake $HOME."""
    env = dict(os.environ, HOME=str(home), QT_QPA_PLATFORM="offscreen", PAIJU_LOOPBACK_ONLY="1", LANGUAGE="en")
    for var in ("PAIJU_HOME", "PYTHONPATH", "PYTHONHOME", "QT_PLUGIN_PATH", "XDG_CONFIG_HOME", "XDG_DATA_HOME",
                "XDG_STATE_HOME", "XDG_CACHE_HOME"):  # fmt: skip
        env.pop(var, None)
    return env


MAKE_USER_FILES = """
import json, sys
from desktop_app import engine, paths
from desktop_app.engine.core import GameRecord
from desktop_app.store.history import HistoryStore
from desktop_app.store.saves import MatchSnapshot, save_match, save_replay
from desktop_app.store.seats import SeatConfig
from desktop_app.store.settings import SettingsStore
from desktop_app.ai.play import bots_for, play_out

SettingsStore().update(sort_mode="suit")
h = HistoryStore()
h.set_meta("mine", "a note of the user's")
h.close()
opts = engine.game_class("shengsidu").options_class().to_dict()
seats = (SeatConfig.human("Ann"), SeatConfig.human("Ben"), SeatConfig.human("Cy"))
snap = MatchSnapshot("shengsidu", 3, seats, opts, 1, current=GameRecord("shengsidu", 3, 5, opts, {}), totals=(0, 0, 0))
paths.ensure_dir(paths.saves_dir())
match = save_match(paths.saves_dir() / "mine.paiju", snap)
game = engine.new_game("shengsidu", 3, seed=5)
play_out(game, bots_for("shengsidu", ["random"] * 3, seed=5))
replay = save_replay(paths.saves_dir() / "game.paiju-replay", game.record())
print(json.dumps({"settings": str(paths.settings_file()), "history": str(paths.history_file()),
                  "match": str(match), "replay": str(replay)}))
"""


def _make_user_files(home: Path) -> dict[str, Path]:
    """Settings, a history, a match save and a replay in the user's real folders under ``home``."""
    env = _user_env(home)
    env["PYTHONPATH"] = str(ROOT)
    proc = subprocess.run(
        [sys.executable, "-c", MAKE_USER_FILES], capture_output=True, text=True, env=env, cwd=ROOT, timeout=120
    )
    assert proc.returncode == 0, proc.stderr
    files = {k: Path(v) for k, v in json.loads(proc.stdout.strip().splitlines()[-1]).items()}
    for path in files.values():
        assert path.is_file() and path.is_relative_to(home), path
    return files


def _snapshot(home: Path) -> dict[str, str]:
    """Every file under ``home``: relative path -> SHA-256."""
    return {
        p.relative_to(home).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(home.rglob("*"))
        if p.is_file()
    }


def _desktop_entry(root: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(root / "usr" / "share" / "applications" / "paiju.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


def _exec_argv(entry: configparser.SectionProxy, command: Path, path: Path) -> list[str]:
    """The Exec line with ``%f`` given ``path`` and ``paiju`` found in the scratch root's
    /usr/bin, plus --smoke-test (draw once, exit 0 only if the file opened)."""
    argv = shlex.split(entry["Exec"])
    assert argv[0] == "paiju" and argv[1:] == ["%f"], entry["Exec"]
    return [str(command), "--smoke-test", str(path)]


# ---------------------------------------------------------------- the package itself
def test_the_package_holds_the_app_and_its_desktop_integration(deb, build_py):
    from desktop_app import __version__

    path = deb["deb"]
    assert Path(path).name == f"paiju_{__version__}-1_{build_py.deb_arch()}.deb"
    entries = _contents(path)
    assert entries["opt/paiju/Paiju"] == "-"
    assert entries["usr/bin/paiju"] == "l -> /opt/paiju/Paiju"
    assert "opt/paiju/paiju-probe" not in entries  # test-only, never shipped
    for size in ICON_SIZES:
        assert entries[f"usr/share/icons/hicolor/{size}x{size}/apps/paiju.png"] == "-"
    for rel in ("usr/share/applications/paiju.desktop", "usr/share/mime/packages/paiju.xml",
                "usr/share/doc/paiju/copyright", "usr/share/doc/paiju/changelog.Debian.gz",
                "usr/share/man/man6/paiju.6.gz", "usr/share/lintian/overrides/paiju"):  # fmt: skip
        assert entries.get(rel) == "-", rel
    # only /opt/paiju and /usr: nothing in a home folder, /etc or /var
    assert {p.split("/")[0] for p in entries} == {"opt", "usr"}
    # metadata
    assert _deb_field(path, "Package") == "paiju"
    assert _deb_field(path, "Version") == f"{__version__}-1"
    assert _deb_field(path, "Section") == "games"
    depends = {d.strip() for d in _deb_field(path, "Depends").split(",")}
    assert depends == set(deb["deb_depends"]) and "libc6" in depends
    assert not deb["deb_unknown_libraries"]
    # every library the bundled Qt platform plugins miss is a dependency
    for libs in build_py.missing_system_libraries(Path(deb["dist"]).parent).values():
        for soname in libs:
            assert build_py.DEB_LIBRARY_PACKAGES[soname] in depends, soname


def test_the_desktop_entry_and_the_mime_types(deb, tmp_path):
    from desktop_app.store.saves import REPLAY_SUFFIX, SAVE_SUFFIX

    subprocess.run(["dpkg-deb", "-x", deb["deb"], str(tmp_path)], check=True)
    entry = _desktop_entry(tmp_path)
    assert {"Game", "CardGame"} <= set(entry["Categories"].split(";"))
    assert entry["Name[zh_CN]"] == "牌局" and entry["Name[zh_TW]"] == "牌局"
    assert entry["Icon"] == "paiju" and entry["Exec"] == "paiju %f"
    types = {t for t in entry["MimeType"].split(";") if t}
    assert types == {"application/x-paiju-replay", "application/x-paiju-match"}
    tree = ET.parse(tmp_path / "usr" / "share" / "mime" / "packages" / "paiju.xml")
    globs = {m.get("type"): {g.get("pattern") for g in m.iter(f"{MIME_NS}glob")} for m in tree.iter(f"{MIME_NS}mime-type")}
    assert globs == {"application/x-paiju-replay": {f"*{REPLAY_SUFFIX}"}, "application/x-paiju-match": {f"*{SAVE_SUFFIX}"}}
    validate = shutil.which("desktop-file-validate")
    if validate:
        proc = subprocess.run([validate, str(tmp_path / "usr/share/applications/paiju.desktop")], capture_output=True, text=True)
        assert proc.returncode == 0, proc.stdout + proc.stderr


def test_lintian_is_clean(deb, build_py):
    """lintian (errors and warnings) passes, with the reasoned overrides shipped."""
    if shutil.which("lintian") is None:
        pytest.skip("lintian is not installed (apt-get install lintian)")
    build_py.lint_deb(Path(deb["deb"]), quiet=True)  # raises BuildError on any problem


# ---------------------------------------------------------------- installed, used, removed
def test_install_run_open_and_remove_keeps_the_users_files(deb, bundle, tmp_path):
    from desktop_app import __version__

    root, home = _fresh_root(tmp_path / "root"), tmp_path / "home"
    home.mkdir()
    dpkg = FakeDpkg(root, tmp_path)
    dpkg.install(deb["deb"])
    assert dpkg.log == ["postinst configure"]
    command = _installed_command(root)
    env = _user_env(home)

    version = subprocess.run([str(command), "--version"], capture_output=True, text=True, env=env, timeout=120)
    assert version.returncode == 0, version.stderr
    assert version.stdout.strip() == f"{__version__} ({bundle['commit']})"
    smoke = subprocess.run([str(command), "--smoke-test"], capture_output=True, text=True, env=env, timeout=120)
    assert smoke.returncode == 0, smoke.stdout + smoke.stderr

    # a double-click on a replay or a save runs the desktop entry's Exec line
    files = _make_user_files(home)
    entry = _desktop_entry(root)
    for kind in ("replay", "match"):
        proc = subprocess.run(_exec_argv(entry, command, files[kind]), capture_output=True, text=True, env=env, timeout=120)
        assert proc.returncode == 0, proc.stdout + proc.stderr
        assert f"smoke test: opened {files[kind]}" in proc.stdout

    # the MIME database (rebuilt by postinst inside the root) maps the extensions
    globs2 = root / "usr" / "share" / "mime" / "globs2"
    if shutil.which("update-mime-database"):
        text = globs2.read_text("utf-8")
        assert "application/x-paiju-replay:*.paiju-replay" in text
        assert "application/x-paiju-match:*.paiju" in text
        # xdg-mime answers from the MIME database only through gio or File::MimeInfo's
        # mimetype (its fallback, file(1), knows no shared-mime-info types)
        if shutil.which("xdg-mime") and (shutil.which("mimetype") or shutil.which("gio")):
            xenv = dict(env, XDG_DATA_DIRS=f"{root / 'usr' / 'share'}:/usr/share", XDG_DATA_HOME=str(tmp_path / "none"))
            for kind, mime in (("replay", "application/x-paiju-replay"), ("match", "application/x-paiju-match")):
                out = subprocess.run(["xdg-mime", "query", "filetype", str(files[kind])], capture_output=True,
                                     text=True, env=xenv).stdout.strip()  # fmt: skip
                assert out.split(";")[0] == mime, (kind, out)

    before = _snapshot(home)
    assert len(before) >= 4
    dpkg.remove(purge=True)
    assert dpkg.log[-2:] == ["postrm remove", "postrm purge"]
    assert not (root / "opt" / "paiju").exists() and not (root / "usr" / "bin" / "paiju").is_symlink()
    assert not (root / "usr" / "share" / "mime" / "packages" / "paiju.xml").exists()
    if shutil.which("update-mime-database") and globs2.exists():
        assert "paiju" not in globs2.read_text("utf-8")  # postrm forgot the types
        assert "application/json" in globs2.read_text("utf-8")
    assert _snapshot(home) == before  # settings, history, saves: untouched, even by purge


def test_an_upgrade_keeps_the_users_files(deb, bundle, tmp_path):
    """Install version A, use it, install a newer B over it: the user's files are intact,
    B runs, and what only A had is gone."""
    from desktop_app import __version__

    raw = tmp_path / "raw"
    subprocess.run(["dpkg-deb", "-R", deb["deb"], str(raw)], check=True)
    control = raw / "DEBIAN" / "control"
    version_a = _deb_field(deb["deb"], "Version")
    version_b = f"{__version__}-2"
    control.write_text(control.read_text("utf-8").replace(f"Version: {version_a}\n", f"Version: {version_b}\n"))
    gone = raw / "usr" / "share" / "icons" / "hicolor" / "22x22" / "apps" / "paiju.png"
    gone.unlink()  # B stops shipping a file A had
    deb_b = tmp_path / f"paiju_{version_b}.deb"
    subprocess.run(["fakeroot", "dpkg-deb", "--root-owner-group", "-Znone", "--build", str(raw), str(deb_b)],
                   check=True, capture_output=True)  # fmt: skip
    shutil.rmtree(raw)
    assert subprocess.run(["dpkg", "--compare-versions", version_b, "gt", version_a]).returncode == 0

    root, home = _fresh_root(tmp_path / "root"), tmp_path / "home"
    home.mkdir()
    dpkg = FakeDpkg(root, tmp_path)
    dpkg.install(deb["deb"])
    env = _user_env(home)
    assert subprocess.run([str(_installed_command(root)), "--smoke-test"], env=env, timeout=120).returncode == 0
    _make_user_files(home)
    before = _snapshot(home)

    dpkg.install(str(deb_b))
    assert dpkg.log == ["postinst configure", f"postrm upgrade {version_b}", f"postinst configure {version_a}"]
    assert _snapshot(home) == before
    assert not (root / gone.relative_to(raw)).exists()
    proc = subprocess.run([str(_installed_command(root)), "--version"], capture_output=True, text=True, env=env)
    assert proc.returncode == 0 and proc.stdout.startswith(__version__), proc.stdout + proc.stderr
    dpkg.remove(purge=True)
    assert _snapshot(home) == before
