"""The store sits below the session: it never imports the session, the UI, the network
layer or Qt (checked in a fresh interpreter, so nothing imported earlier hides it)."""

from __future__ import annotations

import subprocess
import sys

STORE_MODULES = ("atomic", "movelog", "profiles", "salvage", "saves", "seats", "settings", "snapshot", "wal")


def test_the_store_imports_nothing_above_it():
    code = (
        "import sys\n"
        + "".join(f"import desktop_app.store.{m}\n" for m in STORE_MODULES)
        + "bad = sorted(m for m in sys.modules if m.startswith("
        "('desktop_app.session', 'desktop_app.ui', 'desktop_app.net', 'PySide6')))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120)
    assert out.stdout.strip() == ""


def test_the_session_still_offers_seat_config():
    from desktop_app.session import SeatConfig as from_package
    from desktop_app.session.seats import BOT_LEVELS, SeatConfig, SeatConfigError
    from desktop_app.store import seats

    assert SeatConfig is seats.SeatConfig is from_package
    assert SeatConfigError is seats.SeatConfigError and BOT_LEVELS == seats.BOT_LEVELS


def _store_imports() -> dict[str, set[str]]:
    """Each store module and the store modules it imports, anywhere in it (a function's
    lazy import and a type checker's ``if TYPE_CHECKING`` import count too)."""
    import ast
    from pathlib import Path

    import desktop_app.store

    folder = Path(desktop_app.store.__file__).parent
    names = {p.stem for p in folder.glob("*.py") if p.stem != "__init__"}
    graph: dict[str, set[str]] = {}
    for name in names:
        tree = ast.parse((folder / f"{name}.py").read_text(encoding="utf-8"))
        found: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                if node.level == 1:  # from .x import y / from . import x
                    targets = [node.module] if node.module else [a.name for a in node.names]
                elif node.level == 0 and (node.module or "").startswith("desktop_app.store."):
                    targets = [node.module.split(".")[2]]
                else:
                    continue
                found.update(t.split(".")[0] for t in targets if t)
            elif isinstance(node, ast.Import):
                found.update(a.name.split(".")[2] for a in node.names if a.name.startswith("desktop_app.store."))
        graph[name] = found & names - {name}
    return graph


def _a_cycle(graph: dict[str, set[str]]) -> list[str]:
    """A cycle of the import graph (empty: there is none)."""
    state: dict[str, int] = {}  # 1: on the path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str]:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt) :], nxt]
            if nxt not in state and (cycle := visit(nxt)):
                return cycle
        path.pop()
        state[node] = 2
        return []

    for node in sorted(graph):
        if node not in state and (cycle := visit(node)):
            return cycle
    return []


def test_the_store_modules_do_not_import_each_other_in_a_cycle():
    graph = _store_imports()
    assert {"saves", "movelog", "snapshot", "history", "salvage"} <= graph.keys()
    assert "movelog" in graph["saves"] and "history" in graph["profiles"]  # the graph is read
    assert _a_cycle(graph) == []


def test_the_cycle_finder_finds_a_cycle():
    assert _a_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == ["a", "b", "c", "a"]
    assert _a_cycle({"a": {"b"}, "b": set()}) == []


def test_what_moved_to_the_snapshot_module_is_still_importable_from_saves():
    from desktop_app.store import movelog, saves, snapshot

    assert saves.MatchSnapshot is snapshot.MatchSnapshot
    assert (saves.SAVE_FORMAT, saves.SAVE_VERSION) == (snapshot.SAVE_FORMAT, snapshot.SAVE_VERSION)
    assert saves.merge_moves is movelog.merge_moves
