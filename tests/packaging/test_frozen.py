"""The frozen app: build the PyInstaller bundle once per session and run it.

The build (``packaging/build.py --probe``, about 1.5 minutes on 2 cores) goes to a
temporary folder; build.py itself already fails when ``--smoke-test`` does not exit 0.
``paiju-probe`` (built into the same folder from ``packaging/probe.py``) checks from the
inside of the bundle what a smoke test cannot see, and the same script run from the checkout
gives the expected answers: every game starts and deals, card art and Chinese text are
drawn, Qt's and the app's translations load, the referee answers, pyqtgraph plots.

The ``bundle`` fixture (the build) is in ``conftest.py``, shared with test_deb.py.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

try:
    import PyInstaller  # noqa: F401
except ImportError as e:  # the one reason to skip
    pytest.skip(
        f"PyInstaller is not importable ({e}): pip install -e '.[test]' (or 'pyinstaller>=6.5')",
        allow_module_level=True,
    )

# the build runs inside the first test's setup
pytestmark = pytest.mark.timeout(1800)

ROOT = Path(__file__).resolve().parents[2]
PROBE = ROOT / "packaging" / "probe.py"
IS_WIN = sys.platform.startswith("win")
IS_LINUX = sys.platform.startswith("linux")
QT_LANGS = ("zh_CN", "zh_TW")


def _env(home: Path, **extra: str) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PAIJU_HOME=str(home), LANG="C.UTF-8", LANGUAGE="en")
    for var in ("PYTHONPATH", "PYTHONHOME", "QT_PLUGIN_PATH"):
        env.pop(var, None)
    env.update(extra)
    return env


@pytest.fixture(scope="session")
def internal(bundle) -> Path:
    """The bundle's ``_internal`` folder (sys._MEIPASS of the frozen app)."""
    return Path(bundle["dist"]) / "_internal"


@pytest.fixture(scope="session")
def frozen_report(bundle, tmp_path_factory) -> dict:
    home = tmp_path_factory.mktemp("probe-frozen-home")
    out = tmp_path_factory.mktemp("probe-frozen-shots")
    proc = subprocess.run(
        [bundle["probe"], "report", "--out", str(out)], capture_output=True, text=True, env=_env(home), timeout=300
    )
    assert proc.returncode == 0, proc.stderr[-4000:]
    return json.loads(proc.stdout)


@pytest.fixture(scope="session")
def source_report(tmp_path_factory) -> dict:
    home = tmp_path_factory.mktemp("probe-source-home")
    proc = subprocess.run(
        [sys.executable, str(PROBE), "report"], capture_output=True, text=True, env=_env(home), timeout=300, cwd=ROOT
    )
    assert proc.returncode == 0, proc.stderr[-4000:]
    return json.loads(proc.stdout)


def _run(exe: str, *args: str, home: Path, timeout: float = 120, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([exe, *args], capture_output=True, text=True, env=_env(home, **env), timeout=timeout)


# ---------------------------------------------------------------- the executable
def test_smoke_test_exits_0(bundle, tmp_path):
    proc = _run(bundle["executable"], "--smoke-test", home=tmp_path)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "Traceback" not in proc.stderr
    assert "Could not load the Qt platform plugin" not in proc.stderr


@pytest.mark.skipif(not IS_LINUX, reason="windowed executables (Windows, macOS) have no stdout")
def test_version_is_the_package_version(bundle, build_py, tmp_path):
    from desktop_app import __version__

    proc = _run(bundle["executable"], "--version", home=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == f"{__version__} ({bundle['commit']})"  # baked in by build.py
    if not os.environ.get("PAIJU_FROZEN_DIST"):  # built from this checkout just now
        assert bundle["commit"] == build_py.source_commit()


@pytest.mark.skipif(not IS_LINUX, reason="X11 (xcb) is the Linux desktop platform")
def test_smoke_test_on_a_real_x_server(bundle, tmp_path):
    """offscreen is a plugin of its own: the xcb plugin and the X libraries it needs must
    load from the bundle too (this is what Linux desktop users run)."""
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        pytest.skip("Xvfb is not installed (apt-get install xvfb): no X server to start the xcb platform on")
    r, w = os.pipe()
    server = subprocess.Popen(
        [xvfb, "-displayfd", str(w), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        pass_fds=(w,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(w)
    try:
        display = b""
        while not display.endswith(b"\n"):
            chunk = os.read(r, 16)
            if not chunk:
                break
            display += chunk
        assert display.strip(), "Xvfb did not start"
        proc = _run(
            bundle["executable"],
            "--smoke-test",
            home=tmp_path,
            QT_QPA_PLATFORM="xcb",
            DISPLAY=f":{display.decode().strip()}",
        )
        assert proc.returncode == 0, proc.stdout + proc.stderr
    finally:
        os.close(r)
        server.terminate()
        server.wait(timeout=10)


# ---------------------------------------------------------------- what is inside
def test_package_data_is_bundled(internal):
    qm = sorted(p.name for p in (internal / "desktop_app" / "translations").glob("*.qm"))
    assert qm == sorted(p.name for p in (ROOT / "desktop_app" / "translations").glob("*.qm"))
    assert {f"desktop_app_{lang}.qm" for lang in QT_LANGS} <= set(qm)
    rules = sorted(p.name for p in (internal / "desktop_app" / "rules").glob("*.md"))
    assert rules == sorted(p.name for p in (ROOT / "desktop_app" / "rules").glob("*.md"))
    assert len(rules) >= 5


def test_every_module_of_the_app_is_in_the_archive(bundle):
    """Games, referees, bots and hints load by name (importlib): the spec must bundle them
    all, or the new-game dialog silently leaves games out of the frozen app."""
    from PyInstaller.archive.readers import CArchiveReader

    pkg = CArchiveReader(bundle["executable"])
    pyz = pkg.open_embedded_archive("PYZ.pyz")
    missing = sorted(set(bundle["source_modules"]) - set(pyz.toc))
    assert not missing, f"not in the frozen app: {missing}"


def test_qt_is_trimmed_to_what_the_app_uses(internal):
    qt = internal / "PySide6" if IS_WIN else internal / "PySide6" / "Qt"
    plugins = {p.relative_to(qt / "plugins").as_posix() for p in (qt / "plugins").rglob("*") if p.is_file()}
    platforms = {Path(p).stem.removeprefix("lib") for p in plugins if p.startswith("platforms/")}
    assert {"qoffscreen", "qminimal"} <= platforms
    if IS_LINUX:
        assert {"qxcb", "qwayland"} <= platforms
        assert not platforms & {"qeglfs", "qlinuxfb", "qvnc", "qminimalegl", "qvkkhrdisplay"}
    formats = {Path(p).stem.removeprefix("lib") for p in plugins if p.startswith("imageformats/")}
    assert {"qjpeg", "qgif", "qico", "qsvg"} <= formats
    assert not formats & {"qpdf", "qtiff", "qwebp"}
    assert not any("virtualkeyboard" in p or "gtk3" in p for p in plugins)
    # Qt's own translations: Chinese only
    translations = {p.name for p in (qt / "translations").glob("*.qm")}
    assert {f"qtbase_{lang}.qm" for lang in QT_LANGS} <= translations
    assert all(name.endswith(("_zh_CN.qm", "_zh_TW.qm")) for name in translations)
    # the modules we do not use, and what would drag them in
    names = [p.name for p in internal.rglob("*")]
    for unwanted in (
        "WebEngine", "Qt63D", "Qt6Quick", "Qt6Qml", "MultimediaWidgets", "MultimediaQuick", "FFmpeg", "libav",
        "Charts", "Qt6Pdf", "VirtualKeyboard",
    ):  # fmt: skip
        assert not [n for n in names if unwanted in n], unwanted
    # the sounds: QtMultimedia itself (QSoundEffect), without its FFmpeg media backend
    assert [n for n in names if n.startswith("QtMultimedia.")]
    if IS_LINUX:
        assert "libQt6Multimedia.so.6" in names
    assert not [p for p in plugins if p.startswith("multimedia/")]
    assert not (internal / "tkinter").exists() and not list(internal.rglob("_tkinter*"))


# ---------------------------------------------------------------- from the inside
def test_probe_runs_frozen(frozen_report, bundle):
    assert frozen_report["frozen"] is True
    assert Path(frozen_report["meipass"]) == Path(bundle["dist"]) / "_internal"
    assert frozen_report["platform"] == "offscreen"


def test_every_game_starts_and_deals_frozen(frozen_report, source_report):
    """The games that start from the checkout start frozen, deal seat 0 a hand and draw it."""
    expected = {k: v for k, v in source_report["games"].items() if v["started"] and v["hand"] > 0}
    assert expected, f"no game starts from the checkout: {source_report['games']}"
    for key in expected:
        got = frozen_report["games"].get(key, {})
        assert got.get("started") and got.get("hand", 0) > 0, f"{key} frozen: {got}"
        assert got["colours"] > 50, f"{key}: the frozen table looks blank"
        assert got["title"] == source_report["games"][key]["title"]


def test_translations_frozen(frozen_report, source_report):
    qt = frozen_report["qt"]
    assert qt["qtbase_loads"] == {lang: True for lang in QT_LANGS}
    assert set(qt["translation_files"]) >= {f"qtbase_{lang}.qm" for lang in QT_LANGS}
    assert Path(qt["translations_path"]).is_relative_to(frozen_report["meipass"])
    # the app's own (.qm in the package) and Qt's (standard buttons) as from the checkout
    assert frozen_report["translations"] == source_report["translations"]
    tr = frozen_report["translations"]
    assert tr["zh_CN"]["menus"] != tr["en"]["menus"] and tr["zh_TW"]["menus"] != tr["zh_CN"]["menus"]
    assert tr["zh_CN"]["qt_buttons"] != tr["en"]["qt_buttons"]


def test_fonts_draw_chinese_frozen(frozen_report, source_report):
    """The bundle uses the system's fonts through its own fontconfig: Chinese must still be
    drawn whenever the machine has a CJK font (CI installs fonts-noto-cjk)."""
    if not source_report["fonts"]["han_drawn"]:
        pytest.skip("this machine has no font for Chinese (apt-get install fonts-noto-cjk)")
    assert frozen_report["fonts"]["han_drawn"]
    assert frozen_report["fonts"]["simplified_families"]


def test_rules_found_frozen(frozen_report, source_report):
    assert frozen_report["rules"] == source_report["rules"]


def test_pyqtgraph_works_frozen(frozen_report):
    """pyqtgraph is a dependency: the spec's exclusions must not break it when imported."""
    assert frozen_report["pyqtgraph"]["ok"], frozen_report["pyqtgraph"]


def test_referee_answers_frozen_as_from_the_checkout(bundle, tmp_path):
    from desktop_app.engine import GAME_IDS

    lines = [json.dumps({"op": "classify", "game": g, "cards": "3s 3h", "id": i}) for i, g in enumerate(GAME_IDS)]
    lines += [
        json.dumps({"op": "hint", "game": "shengsidu", "hand": "3s 3h 4d 5c 6s 7h 8d", "id": "h"}),
        json.dumps({"op": "classify", "game": "chess", "cards": "3s", "id": "x"}),
        "not json at all",
    ]
    stdin = "\n".join(lines) + "\n"
    frozen = subprocess.run(
        [bundle["probe"], "judge"], input=stdin, capture_output=True, text=True, env=_env(tmp_path), timeout=120
    )
    source = subprocess.run(
        [sys.executable, "-m", "desktop_app.engine.judge"],
        input=stdin,
        capture_output=True,
        text=True,
        env=_env(tmp_path),
        cwd=ROOT,
        timeout=120,
    )
    assert frozen.returncode == 0, frozen.stderr
    diff = [(f, s) for f, s in zip(frozen.stdout.splitlines(), source.stdout.splitlines(), strict=False) if f != s]
    assert frozen.stdout == source.stdout, f"frozen vs checkout: {diff}"
    replies = [json.loads(line) for line in frozen.stdout.splitlines()]
    assert len(replies) == len(lines)
    assert not any("unknown game" in r.get("error", "") for r in replies[: len(GAME_IDS)])


# ---------------------------------------------------------------- LAN play, frozen
@pytest.mark.skipif(not IS_LINUX, reason="windowed executables (Windows, macOS) have no stdout for the server's line")
def test_the_frozen_app_hosts_and_joins_on_loopback(bundle, tmp_path):
    """The frozen app's headless server hosts a room on 127.0.0.1, two frozen clients (the
    app's own LAN client inside paiju-probe) join it and play the game to its end."""
    env = _env(tmp_path, PAIJU_LOOPBACK_ONLY="1")
    server = subprocess.Popen(
        [bundle["executable"], "--server", "--game", "shengsidu", "--seats", "open,open,bot:easy", "--port", "0",
         "--games", "1", "--seed", "3"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
    )  # fmt: skip
    try:
        line = server.stdout.readline().strip()
        assert line.startswith("listening on 127.0.0.1:"), f"{line!r} {server.stderr.read() if server.poll() else ''}"
        port = line.rpartition(":")[2]
        join = [bundle["probe"], "join", "--port", port, "--name"]
        clients = [
            subprocess.Popen([*join, name], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
            for name in ("Frozen A", "Frozen B")
        ]
        results = []
        for c in clients:
            out, err = c.communicate(timeout=180)
            assert c.returncode == 0, f"{out}\n{err[-3000:]}"
            results.append(json.loads(out.strip().splitlines()[-1]))
        assert sorted(r["seat"] for r in results) == [0, 1]
        assert results[0]["outcomes"] == results[1]["outcomes"] and len(results[0]["outcomes"]) == 1
        assert all(r["final_phase"] == "over" for r in results)
        assert server.wait(timeout=30) == 0
    finally:
        if server.poll() is None:
            server.kill()


# ---------------------------------------------------------------- Linux layout
@pytest.mark.skipif(not IS_LINUX, reason="the AppDir layout is for Linux")
def test_appdir_layout(bundle, tmp_path):
    appdir = Path(bundle["appdir"])
    for rel in ("AppRun", "paiju.desktop", "paiju.png", ".DirIcon", "usr/bin/paiju",
                "usr/share/applications/paiju.desktop", "usr/share/icons/hicolor/256x256/apps/paiju.png"):  # fmt: skip
        assert (appdir / rel).exists(), rel
    proc = _run(str(appdir / "AppRun"), "--version", home=tmp_path)
    assert proc.returncode == 0, proc.stderr
    from desktop_app import __version__

    assert proc.stdout.strip() == f"{__version__} ({bundle['commit']})"
    entry = (appdir / "paiju.desktop").read_text("utf-8")
    assert "Exec=paiju" in entry and "Icon=paiju" in entry
