"""A file given on the command line (what a double-click runs through the desktop entry's
``Exec=paiju %f`` or the Windows association) opens: a replay in the replay viewer, a match
save where it was saved; and the About box names the version and the commit."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from desktop_app import __version__, engine
from desktop_app.ai.play import bots_for, play_out
from desktop_app.app import open_file
from desktop_app.buildinfo import commit
from desktop_app.engine.core import GameRecord
from desktop_app.store.saves import MatchSnapshot, save_match, save_replay
from desktop_app.store.seats import SeatConfig

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

ROOT = Path(__file__).resolve().parents[2]


def _replay(tmp_path: Path) -> Path:
    game = engine.new_game("shengsidu", 3, seed=5)
    play_out(game, bots_for("shengsidu", ["random"] * 3, seed=5))
    return save_replay(tmp_path / "game.paiju-replay", game.record())


def _match(tmp_path: Path) -> Path:
    opts = engine.game_class("shengsidu").options_class().to_dict()
    seats = (SeatConfig.human("Ann"), SeatConfig.human("Ben"), SeatConfig.human("Cy"))
    current = GameRecord("shengsidu", 3, 5, opts, {})
    return save_match(tmp_path / "match.paiju", MatchSnapshot("shengsidu", 3, seats, opts, 1, current=current, totals=(0,) * 3))


def test_a_replay_opens_in_the_replay_viewer(make_window, tmp_path):
    w = make_window()
    assert open_file(w, str(_replay(tmp_path)))
    assert getattr(w.session, "read_only", False)
    assert w.replay_bar is not None and w.replay_bar.isVisible()
    w.close_replay()


def test_a_match_save_opens_where_it_was_saved(make_window, tmp_path):
    w = make_window()
    assert open_file(w, str(_match(tmp_path)))
    assert not getattr(w.session, "read_only", False)
    assert w.stack.currentWidget() is w.table_page
    assert w.session.info.game_id == "shengsidu"


def test_a_file_that_is_not_a_paiju_file_is_refused_in_words(make_window, tmp_path):
    dialogs: list = []
    w = make_window(dialog_hook=dialogs.append)
    junk = tmp_path / "notes.paiju-replay"
    junk.write_text("hello", encoding="utf-8")
    assert not open_file(w, str(junk))
    assert any(isinstance(d, QMessageBox) and "cannot be opened" in d.text() for d in dialogs)
    assert junk.read_text("utf-8") == "hello"


@pytest.mark.parametrize("kind", ["replay", "match", "junk"])
def test_the_command_line_opens_a_file(tmp_path, kind):
    """``paiju --smoke-test FILE`` exits 0 only when FILE opened (the packaging tests use it
    to check the desktop entry's Exec line)."""
    if kind == "replay":
        path = _replay(tmp_path)
    elif kind == "match":
        path = _match(tmp_path)
    else:
        path = tmp_path / "junk.paiju"
        path.write_text("{}", encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PAIJU_HOME=str(tmp_path / "home"), PYTHONPATH=str(ROOT))
    proc = subprocess.run(
        [sys.executable, "-m", "desktop_app", "--smoke-test", str(path)],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
    )
    if kind == "junk":
        assert proc.returncode == 2, proc.stdout + proc.stderr
        assert f"could not open {path}" in proc.stdout
    else:
        assert proc.returncode == 0, proc.stdout + proc.stderr
        assert f"smoke test: opened {path}" in proc.stdout


@pytest.mark.parametrize(
    ("lang", "word"), [("en", "Version"), ("zh_CN", "版本"), ("zh_TW", "版本")]
)
def test_the_about_box_names_version_and_commit(make_window, english, lang, word):
    dialogs: list = []
    w = make_window(dialog_hook=dialogs.append)
    english.set_language(lang)
    w.show_about()
    box = next(d for d in dialogs if isinstance(d, QMessageBox))
    assert word in box.text() and __version__ in box.text()
    assert (commit() if commit() != "unknown" else {"en": "unknown"}.get(lang, "未知")) in box.text()
    box.close()


def test_a_macos_file_open_event_opens_the_file(make_window, qtbot, tmp_path):
    """Finder sends a double-clicked document as a QFileOpenEvent to the application."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QFileOpenEvent
    from PySide6.QtWidgets import QApplication

    from desktop_app.app import FileOpenFilter

    w = make_window()
    app = QApplication.instance()
    watcher = FileOpenFilter(w)
    app.installEventFilter(watcher)
    try:
        QCoreApplication.sendEvent(app, QFileOpenEvent(str(_replay(tmp_path))))
    finally:
        app.removeEventFilter(watcher)
    assert getattr(w.session, "read_only", False)
    w.close_replay()
