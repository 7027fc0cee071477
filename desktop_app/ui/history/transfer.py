"""Export and import of many games without freezing the window: the work runs on a
worker thread behind a progress dialog that can be cancelled, and what was done before a
cancel is said as it is (the files written, the games added).

An SQLite connection belongs to the thread that opened it, so the worker opens the
history file again in its own thread (its own :class:`HistoryStore`) and never touches
the page's; games are read, written and added in chunks, and a cancel is seen between
two chunks. A history in memory (tests) has no file to open again: its work runs on the
UI thread, chunk by chunk, with the same dialog.

The page wires it in with one object (``self.transfer = Transfer(self)``) and lets its
Export… and Import… dialogs call :meth:`Transfer.export_games` and
:meth:`Transfer.import_games`.
"""

from __future__ import annotations

import json
import logging
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThread, Signal, Slot
from PySide6.QtWidgets import QMessageBox, QProgressDialog

from ...store.atomic import atomic_write_text
from ...store.history import HistoryError, HistoryStore, ImportReport
from .. import texts

__all__ = ["CHUNK", "ExportResult", "Transfer", "TransferWorker", "export_chunk"]

log = logging.getLogger(__name__)

#: Games (export) or files (import) done between two looks at the Cancel button.
CHUNK = 50


@dataclass
class ExportResult:
    """What an export did: the files written and the games that could not be."""

    written: list[Path] = field(default_factory=list)
    failed: int = 0


def export_chunk(store: HistoryStore, folder: Path, game_rows: Sequence[int], result: ExportResult) -> None:
    """Write these games of ``store`` as replay files in ``folder`` (see ``export_name``),
    adding to ``result``."""
    from .page import export_name

    for g in store.games(list(game_rows)):
        try:
            doc = store.export_document(g.id)
        except HistoryError as e:  # what the history keeps of it is damaged
            log.warning("cannot export game %s: %s", g.id, e)
            result.failed += 1
            continue
        if doc is None:
            continue
        path = folder / export_name(g)
        n = 2
        while path.exists():
            path = folder / export_name(g).replace(".paiju-replay", f"-{n}.paiju-replay")
            n += 1
        try:
            atomic_write_text(path, json.dumps(doc, ensure_ascii=False, indent=1))
        except OSError as e:
            log.warning("cannot export %s: %s", path, e)
            result.failed += 1
            continue
        result.written.append(path)


def _merge(into: ImportReport, part: ImportReport) -> None:
    into.added.extend(part.added)
    into.duplicates += part.duplicates
    into.unfinished += part.unfinished
    into.failed.extend(part.failed)


class TransferWorker(QObject):
    """The export or import itself, chunk by chunk; ``progress(done, total)`` after each
    chunk, ``done(result, cancelled)`` at the end (an :class:`ExportResult` or an
    ``ImportReport``). ``open_store`` gives the store to use, opened in the thread that
    runs :meth:`run`."""

    progress = Signal(int, int)
    done = Signal(object, bool)

    def __init__(
        self, kind: str, items: Sequence[Any], open_store: Callable[[], tuple[HistoryStore, bool]], **options: Any
    ) -> None:
        super().__init__()
        self.kind = kind
        self.items = list(items)
        self.open_store = open_store
        self.options = options
        self.cancel_event = threading.Event()
        self.thread_used: int | None = None  # the thread the store was used in (tests)
        self.items_done = 0  # games (export) or files (import) done so far

    def cancel(self) -> None:
        """Stop after the chunk being done (called from any thread)."""
        self.cancel_event.set()

    @Slot()
    def run(self) -> None:
        self.thread_used = threading.get_ident()
        result: Any = ExportResult() if self.kind == "export" else ImportReport()
        cancelled = False
        store, own = None, False
        try:
            store, own = self.open_store()
            total = len(self.items)
            for start in range(0, total, CHUNK):
                if self.cancel_event.is_set():
                    cancelled = True
                    break
                chunk = self.items[start : start + CHUNK]
                if self.kind == "export":
                    export_chunk(store, Path(self.options["folder"]), chunk, result)
                else:
                    _merge(result, store.import_files(chunk, carry_rule=self.options.get("carry_rule")))
                self.items_done = min(total, start + len(chunk))
                self.progress.emit(self.items_done, total)
        except Exception:  # the history could not be opened or read: said with what was done
            log.exception("the %s stopped", self.kind)
            if isinstance(result, ExportResult):
                result.failed += len(self.items) - len(result.written) - result.failed
        finally:
            if own and store is not None:
                store.close()
        self.done.emit(result, cancelled)


class Transfer(QObject):
    """Runs exports and imports for a History ``page`` (it needs the page's ``store``,
    ``carry_rule``, ``_message`` and ``refresh``)."""

    finished = Signal(object, bool)  # the result and whether it was cancelled

    def __init__(self, page: Any) -> None:
        super().__init__(page)
        self.page = page
        self.dialog: QProgressDialog | None = None
        self.worker: TransferWorker | None = None
        self.worker_thread: QThread | None = None
        self._verb = ""
        self._here_only = False  # the work runs on the UI thread (a history in memory)

    @property
    def busy(self) -> bool:
        return self.worker is not None

    # ------------------------------------------------------------------ starting
    def export_games(self, folder: str | Path, game_rows: Sequence[int]) -> bool:
        """Write these games as replay files in ``folder``; False when one is running."""
        return self._start("export", list(game_rows), folder=str(folder))

    def import_games(self, paths: Sequence[str]) -> bool:
        """Add the finished games of these files; False when one is running."""
        return self._start("import", [str(p) for p in paths], carry_rule=getattr(self.page, "carry_rule", None))

    def _on_file(self) -> bool:
        """Can the worker open the page's history file again? Only when the page's store
        is that file (not in memory, not kept in memory after a problem with the file).
        A history with no file yet has it made now (an empty write transaction), so that
        the page reads what the worker writes."""
        store: HistoryStore = self.page.store
        if getattr(store, "memory", False) or not getattr(store, "persistent", False):
            return False
        if getattr(store, "_lazy", False):
            try:
                with store.transaction():
                    pass
            except HistoryError:
                return False
        return not getattr(store, "_lazy", False) and bool(getattr(store, "persistent", False))

    def _open_store(self) -> tuple[HistoryStore, bool]:
        """The worker's store: the history file opened again in the worker's thread
        (owned, closed after), or the page's own when the work runs on the UI thread."""
        store: HistoryStore = self.page.store
        if not self._here_only:
            return HistoryStore(store.path), True
        return store, False

    def _start(self, kind: str, items: list[Any], **options: Any) -> bool:
        if self.busy or not items:
            return False
        self._verb = kind
        self._here_only = not self._on_file()
        worker = TransferWorker(kind, items, self._open_store, **options)
        self.worker = worker
        dialog = QProgressDialog(self.page)
        dialog.setObjectName("HistoryTransferProgress")
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setAutoClose(False)
        dialog.setAutoReset(False)
        dialog.setMinimumDuration(0)
        dialog.setMinimumWidth(380)
        dialog.setRange(0, len(items))
        dialog.setValue(0)
        dialog.setWindowTitle(
            QCoreApplication.translate("HistoryTransfer", "Exporting games")
            if kind == "export"
            else QCoreApplication.translate("HistoryTransfer", "Importing games")
        )
        dialog.setCancelButtonText(QCoreApplication.translate("HistoryTransfer", "Cancel"))
        dialog.canceled.connect(self.cancel)
        self.dialog = dialog
        self._show_progress(0, len(items))
        worker.progress.connect(self._show_progress)
        worker.done.connect(self._done)
        dialog.show()
        hook = getattr(self.page, "dialog_hook", None)
        if hook is not None:
            hook(dialog)
        if self._here_only:
            worker.run()  # no file to open again in another thread: here, chunk by chunk
            return True
        thread = QThread(self)
        self.worker_thread = thread
        worker.moveToThread(thread)
        thread.started.connect(worker.run)
        thread.start()
        return True

    # ------------------------------------------------------------------ running
    def cancel(self) -> None:
        """The Cancel button: the worker stops after its chunk."""
        if self.worker is not None:
            self.worker.cancel()
            if self.dialog is not None:
                self.dialog.setLabelText(
                    QCoreApplication.translate("HistoryTransfer", "Stopping after the games being done…")
                )

    def _show_progress(self, done: int, total: int) -> None:
        dialog = self.dialog
        if dialog is None:
            return
        if self.worker is None or not self.worker.cancel_event.is_set():
            what = (
                QCoreApplication.translate("HistoryTransfer", "Exporting games: {done} of {total}")
                if self._verb == "export"
                else QCoreApplication.translate("HistoryTransfer", "Importing files: {done} of {total}")
            )
            dialog.setLabelText(what.format(done=texts.grouped(done), total=texts.grouped(total)))
        dialog.setValue(done)  # a window-modal dialog lets events run here (the end may come in them)
        if self._here_only:
            QCoreApplication.processEvents()  # on the UI thread: let the Cancel button be pressed

    def _done(self, result: Any, cancelled: bool) -> None:
        worker, self.worker = self.worker, None
        total = len(worker.items) if worker is not None else 0
        if self.worker_thread is not None:
            self.worker_thread.quit()  # the QThread object lives here: a queued quit would come after this wait
            self.worker_thread.wait()
            self.worker_thread.deleteLater()
            self.worker_thread = None
        if self.dialog is not None:
            self.dialog.canceled.disconnect(self.cancel)
            self.dialog.close()
            self.dialog.deleteLater()
            self.dialog = None
        if isinstance(result, ExportResult):
            self._say_export(result, cancelled, total, worker)
        else:
            self.page.refresh()
            self._say_import(result, cancelled, total, worker)
        if worker is not None:
            worker.deleteLater()
        self.finished.emit(result, cancelled)

    def _say_export(self, result: ExportResult, cancelled: bool, total: int, worker: Any) -> None:
        folder = str(worker.options.get("folder", "")) if worker is not None else ""
        lines = []
        if cancelled:
            lines.append(
                QCoreApplication.translate(
                    "HistoryTransfer", "Export cancelled: {n} of {total} games were written to {folder}."
                ).format(n=texts.grouped(len(result.written)), total=texts.grouped(total), folder=folder)
            )
        else:
            lines.append(
                QCoreApplication.translate("HistoryTransfer", "Games exported to {folder}: {n}.").format(
                    folder=folder, n=texts.grouped(len(result.written))
                )
            )
        if result.failed:
            lines.append(
                QCoreApplication.translate("HistoryTransfer", "Games that could not be written: {n}.").format(
                    n=texts.grouped(result.failed)
                )
            )
        icon = QMessageBox.Icon.Warning if result.failed or cancelled else QMessageBox.Icon.Information
        self.page._message("\n".join(lines), icon)

    def _say_import(self, report: ImportReport, cancelled: bool, total: int, worker: Any) -> None:
        done = worker.items_done if worker is not None else total
        text = self.page.import_text(report)
        if cancelled:
            head = QCoreApplication.translate(
                "HistoryTransfer", "Import cancelled after {done} of {total} files; the games added so far stay."
            ).format(done=texts.grouped(done), total=texts.grouped(total))
            text = head + "\n" + text
        self.page._message(text, QMessageBox.Icon.Warning if cancelled else QMessageBox.Icon.Information)
