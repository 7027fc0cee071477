"""The pure layers never import Qt, importing the engine stays cheap, and the engine
never imports the layers above it (the AI, the referee)."""

import ast
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
for pkg in ('desktop_app.engine', 'desktop_app.ai', 'desktop_app.referee'):
    p = importlib.import_module(pkg)
    for info in pkgutil.walk_packages(p.__path__, pkg + '.'):
        if info.name.endswith('__main__'):
            continue
        importlib.import_module(info.name)
qt = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'pyqtgraph'))
assert not qt, qt
print('ok')
"""


def test_engine_ai_and_referee_never_import_qt():
    out = subprocess.run([sys.executable, "-c", CHECK], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"


def test_no_qt_import_statement_in_pure_layers():
    offenders = []
    for pkg in ("engine", "ai", "referee"):
        for path in (ROOT / pkg).rglob("*.py"):
            for line in path.read_text(encoding="utf-8").splitlines():
                s = line.strip()
                if s.startswith(("import ", "from ")) and any(q in s for q in ("PySide6", "shiboken6", "pyqtgraph")):
                    offenders.append(f"{path}: {s}")
    assert not offenders


#: The one engine module allowed to import a layer above: the contract's command line
#: (``python -m desktop_app.engine.judge``), a launcher of ``desktop_app.referee``.
LAUNCHER = ROOT / "engine" / "judge.py"
ABOVE = ("desktop_app.ai", "desktop_app.referee")


def _imported_modules(path: pathlib.Path) -> list[tuple[int, str]]:
    """Every module an ``import`` statement anywhere in ``path`` names (relative imports
    resolved, imports inside functions included), and every string constant that names
    a module of the app (``importlib.import_module("desktop_app....")``)."""
    package = ".".join(path.relative_to(ROOT.parent).with_suffix("").parts)
    if path.name != "__init__.py":
        package = package.rpartition(".")[0]
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")
            if node.level:
                base = base[: len(base) - node.level + 1]
                name = ".".join([*base, node.module] if node.module else base)
            else:
                name = node.module or ""
            found.append((node.lineno, name))
            found.extend((node.lineno, f"{name}.{alias.name}") for alias in node.names)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.startswith("desktop_app."):
            found.append((node.lineno, node.value))
    return found


def _engine_imports_above() -> list[str]:
    offenders = []
    for path in sorted((ROOT / "engine").rglob("*.py")):
        if path == LAUNCHER:
            continue
        seen: set[int] = set()
        for line, name in _imported_modules(path):
            if line not in seen and any(name == top or name.startswith(top + ".") for top in ABOVE):
                seen.add(line)
                offenders.append(f"{path.relative_to(ROOT.parent)}:{line}: {name}")
    return offenders


def test_the_engine_never_imports_the_ai_or_the_referee():
    """The arrows point down: ``desktop_app.referee`` and ``desktop_app.ai`` use the engine,
    never the other way (not even lazily inside a function), except the launcher."""
    assert not _engine_imports_above()


def test_the_import_scan_sees_relative_lazy_and_by_name_imports(tmp_path, monkeypatch):
    """The scan above would catch each way the engine could reach up."""
    fake = tmp_path / "desktop_app" / "engine" / "game"
    fake.mkdir(parents=True)
    (fake / "referee.py").write_text(
        "def hint():\n    from ...ai.game.hints import hint_moves\n"
        "import importlib\nimportlib.import_module('desktop_app.referee.game')\n"
        "from ... import ai\n",
        encoding="utf-8",
    )
    monkeypatch.setattr(sys.modules[__name__], "ROOT", tmp_path / "desktop_app")
    names = [name for _, name in _imported_modules(fake / "referee.py")]
    assert "desktop_app.ai.game.hints" in names
    assert "desktop_app.referee.game" in names
    assert "desktop_app.ai" in names
    assert sorted(o.split(":")[1] for o in _engine_imports_above()) == ["2", "4", "5"]


ENGINE_ALONE = r"""
import importlib, pkgutil, sys
import desktop_app.engine as pkg
for info in pkgutil.walk_packages(pkg.__path__, 'desktop_app.engine.'):
    if info.name.endswith('__main__') or info.name == 'desktop_app.engine.judge':
        continue
    importlib.import_module(info.name)
above = sorted(m for m in sys.modules if m.split('.')[:2] in (['desktop_app', 'ai'], ['desktop_app', 'referee']))
assert not above, above
print('ok')
"""


def test_importing_every_engine_module_loads_neither_ai_nor_referee():
    out = subprocess.run([sys.executable, "-c", ENGINE_ALONE], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"
