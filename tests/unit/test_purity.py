"""The pure layers never import Qt, and importing the engine stays cheap."""

import pathlib
import subprocess
import sys

import desktop_app

ROOT = pathlib.Path(desktop_app.__file__).parent

CHECK = r"""
import importlib, pkgutil, sys
import desktop_app.engine
heavy = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'pyqtgraph', 'desktop_app.ui')]
assert not heavy, heavy
loaded_games = [m for m in sys.modules if m.startswith('desktop_app.engine.') and m.count('.') >= 3]
assert not loaded_games, ('import desktop_app.engine must stay cheap', loaded_games)
for pkg in ('desktop_app.engine', 'desktop_app.ai'):
    p = importlib.import_module(pkg)
    for info in pkgutil.walk_packages(p.__path__, pkg + '.'):
        if info.name.endswith('__main__'):
            continue
        importlib.import_module(info.name)
qt = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'pyqtgraph'))
assert not qt, qt
print('ok')
"""


def test_engine_and_ai_never_import_qt():
    out = subprocess.run([sys.executable, "-c", CHECK], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"


def test_no_qt_import_statement_in_pure_layers():
    offenders = []
    for pkg in ("engine", "ai"):
        for path in (ROOT / pkg).rglob("*.py"):
            for line in path.read_text(encoding="utf-8").splitlines():
                s = line.strip()
                if s.startswith(("import ", "from ")) and any(q in s for q in ("PySide6", "shiboken6", "pyqtgraph")):
                    offenders.append(f"{path}: {s}")
    assert not offenders
