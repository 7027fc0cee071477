"""Fixtures of the GUI tests (local to this folder): user files in a temporary folder,
the main window with an injected session."""

from __future__ import annotations

import importlib.util
import pathlib

import pytest

HERE = pathlib.Path(__file__).resolve().parent


@pytest.fixture(autouse=True)
def paiju_home(tmp_path, monkeypatch):
    """Every user file (settings, autosave) goes to a temporary folder."""
    home = tmp_path / "home"
    monkeypatch.setenv("PAIJU_HOME", str(home))
    return home


@pytest.fixture
def english():
    """Tests start and end in English whatever they switched to."""
    from desktop_app.i18n import Translators

    t = Translators()
    t.set_language("en")
    yield t
    t.set_language("en")


@pytest.fixture
def make_window(qtbot, english):
    """Build a shown MainWindow; ``session_factory`` and ``dialog_hook`` may be given."""
    from desktop_app.ui.main_window import MainWindow

    made = []

    def make(**kw):
        kw.setdefault("persistent", False)
        kw.setdefault("language", "en")
        w = MainWindow(translators=english, **kw)
        w.table_page.set_speed("instant")
        qtbot.addWidget(w)
        w.resize(1280, 820)
        with qtbot.waitExposed(w):  # a context manager: called bare, it waits for nothing
            w.show()
        made.append(w)
        return w

    yield make
    for w in made:
        if w.session is not None:
            w.session.stop()
            writer = getattr(w.session, "autosave_writer", None)
            if writer is not None:
                writer.close()


def load_engine_bots():
    """The session tests' random legal bots for the real engines (None if absent)."""
    path = HERE.parent / "session" / "engine_bots.py"
    if not path.exists():
        return None
    spec = importlib.util.spec_from_file_location("gui_engine_bots", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def save_shot(widget, name: str) -> None:
    """Save a screenshot of ``widget`` as ``name`` in the folder ``$PAIJU_SHOTS`` when it
    is set (to look at them); nothing otherwise."""
    import os

    folder = os.environ.get("PAIJU_SHOTS")
    if folder:
        pathlib.Path(folder).mkdir(parents=True, exist_ok=True)
        widget.grab().save(str(pathlib.Path(folder) / name))
