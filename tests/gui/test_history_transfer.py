"""Export and import of many games from the History page: a progress dialog that can be
cancelled, the work on a worker thread with its own connection to the history (an SQLite
connection is used by the thread that opened it only), the window's event loop running
meanwhile, and what was done before a cancel said as it is."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QMessageBox, QProgressDialog, QPushButton

from desktop_app.ai.play import bots_for, play_out
from desktop_app.engine import new_game
from desktop_app.store.history import finished_game
from desktop_app.store.profiles import ProfileStore
from desktop_app.store.seats import SeatConfig
from desktop_app.ui import texts
from desktop_app.ui.history.transfer import CHUNK

from .conftest import save_shot
from .test_history import big_file, big_window, open_history  # noqa: F401 - fixtures

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _newest(w, n: int) -> list[int]:
    return [g.id for g in w.profiles.history.page(limit=n)]


def _messages(dialogs) -> list[str]:
    return [d.text() for d in dialogs if isinstance(d, QMessageBox)]


def test_export_runs_on_a_worker_thread_behind_a_progress_dialog(big_window, qtbot, tmp_path):  # noqa: F811
    w, dialogs = big_window
    _inst, page = open_history(w)
    rows = _newest(w, 300)
    ticks: list[int] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))  # the UI thread keeps running while the games are written
    timer.start(0)
    with qtbot.waitSignal(page.transfer.finished, timeout=120_000) as done:
        assert page.transfer.export_games(tmp_path, rows)
        worker = page.transfer.worker
        (progress,) = [d for d in dialogs if isinstance(d, QProgressDialog)]
        assert progress.maximum() == 300 and progress.windowModality() == Qt.WindowModality.WindowModal
        assert not page.transfer.export_games(tmp_path, rows)  # one at a time
    timer.stop()
    result, cancelled = done.args
    assert not cancelled and len(result.written) == 300 == len(list(tmp_path.glob("*.paiju-replay")))
    assert worker.thread_used != threading.get_ident() and ticks
    assert _messages(dialogs)[-1] == f"Games exported to {tmp_path}: 300."
    assert not progress.isVisible()


def test_a_cancelled_export_says_how_many_games_were_written(big_window, qtbot, tmp_path):  # noqa: F811
    w, dialogs = big_window
    _inst, page = open_history(w)
    rows = _newest(w, 1_000)
    with qtbot.waitSignal(page.transfer.finished, timeout=120_000) as done:
        assert page.transfer.export_games(tmp_path, rows)
        (progress,) = [d for d in dialogs if isinstance(d, QProgressDialog)]
        (button,) = progress.findChildren(QPushButton)
        assert button.text() == "Cancel"
        button.click()
    result, cancelled = done.args
    files = list(tmp_path.glob("*.paiju-replay"))
    assert cancelled and len(result.written) == len(files) < 1_000
    assert _messages(dialogs)[-1].startswith(f"Export cancelled: {len(files):,} of 1,000 games were written to ")


def _real_history(store: ProfileStore, n: int) -> None:
    """``n`` real 生死堵 games between random bots (imports replay every game)."""
    seats = [SeatConfig.human("Li"), SeatConfig.bot("Bo", "easy")]
    games = []
    for seed in range(n):
        game = new_game("shengsidu", 2, seed=seed)
        outcome = play_out(game, bots_for("shengsidu", ["random"] * 2, seed=seed))
        games.append(finished_game(game.record(), seats, outcome, 1_750_000_000 + 60 * seed))
    store.history.add_games(games)


def test_a_cancelled_import_keeps_and_says_the_games_added(make_window, qtbot, tmp_path):
    source = ProfileStore(tmp_path / "source.json")
    _real_history(source, 3 * CHUNK)
    w = make_window(profile_store=source, dialog_hook=lambda d: None)
    _inst, page = open_history(w)
    folder = tmp_path / "out"
    folder.mkdir()
    with qtbot.waitSignal(page.transfer.finished, timeout=120_000):
        page.transfer.export_games(folder, _newest(w, 3 * CHUNK))
    files = sorted(str(p) for p in folder.glob("*.paiju-replay"))
    assert len(files) == 3 * CHUNK
    dialogs: list = []
    fresh = make_window(profile_store=ProfileStore(tmp_path / "fresh.json"), dialog_hook=dialogs.append)
    _inst2, page2 = open_history(fresh)
    with qtbot.waitSignal(page2.transfer.finished, timeout=120_000) as done:
        assert page2.transfer.import_games(files)
        worker = page2.transfer.worker
        worker.progress.connect(lambda _d, _t: worker.cancel(), Qt.ConnectionType.DirectConnection)
    report, cancelled = done.args
    added = fresh.profiles.history.count()
    assert cancelled and len(report.added) == added == CHUNK
    assert worker.items_done == CHUNK and worker.thread_used != threading.get_ident()
    text = _messages(dialogs)[-1]
    assert text.startswith(f"Import cancelled after {CHUNK} of {3 * CHUNK} files; the games added so far stay.")
    assert f"Games added to the history: {added}." in text
    assert page2.model.total == added  # the list shows them
    (progress,) = [d for d in dialogs if isinstance(d, QProgressDialog)]
    assert progress.windowTitle() == "Importing games"


@pytest.mark.parametrize("language", ["en", "zh_CN", "zh_TW"])
def test_the_progress_dialog_speaks_the_language(make_window, qtbot, tmp_path, language):
    store = ProfileStore(tmp_path / "p.json")
    _real_history(store, 2 * CHUNK)
    w = make_window(profile_store=store, dialog_hook=lambda d: None)
    w.set_language(language)
    _inst, page = open_history(w)
    shots: list = []

    def grab(_done: int, _total: int) -> None:
        dialog = page.transfer.dialog
        if dialog is not None and not shots:
            shots.append((dialog.windowTitle(), dialog.labelText()))
            save_shot(dialog, f"transfer_progress_{language}.png")

    with qtbot.waitSignal(page.transfer.finished, timeout=120_000):
        assert page.transfer.export_games(tmp_path, _newest(w, 2 * CHUNK))
        page.transfer.worker.progress.connect(grab)
    ((title, label),) = shots
    if language == "en":
        assert title == "Exporting games" and label.startswith("Exporting games: ")
    else:
        assert texts.has_chinese(title) and texts.has_chinese(label)


def test_a_history_kept_in_memory_transfers_on_the_ui_thread(make_window, qtbot, tmp_path):
    """A history kept in memory (no file, or a file it must not touch) has nothing to
    open in another thread: the same dialog, chunk by chunk on the UI thread."""
    store = ProfileStore(tmp_path / "p.json")
    _real_history(store, CHUNK + 5)
    w = make_window(profile_store=store, dialog_hook=lambda d: None)
    _inst, page = open_history(w)
    store.history.persistent = False  # as after a problem with the file: the games are in memory
    with qtbot.waitSignal(page.transfer.finished, timeout=60_000) as done:
        assert page.transfer.export_games(tmp_path, _newest(w, CHUNK + 5))
    result, cancelled = done.args
    assert not cancelled and len(result.written) == CHUNK + 5
    assert page.transfer.worker_thread is None and page.transfer.dialog is None
