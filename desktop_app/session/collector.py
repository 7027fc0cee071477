"""Python's cycle collector, run on the UI thread only.

Bots think on worker threads (:mod:`.bots`) and the autosave is written on one. Python
runs its cycle collector in whichever thread happens to allocate when a generation
fills up, so a worker thread could be the one that frees a reference cycle holding a Qt
object of the UI thread: a socket of a connection that is gone, a timer, a window left
over. Qt objects must be destroyed in their own thread; one destroyed elsewhere ("Timers
cannot be stopped from another thread") corrupts the UI thread's event dispatcher, and
the process crashes a little later, typically while collecting garbage or in the event
loop. So once sessions run (:func:`collect_on_ui_thread`, called by every
:class:`GameSession`, which owns both kinds of thread), automatic collection is off and a timer on
the UI thread collects instead, generation by generation, at Python's own thresholds
(:func:`collect_due`).
"""

from __future__ import annotations

import gc
import logging
import time

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QThread, QTimer

__all__ = ["FULL_EVERY_S", "INTERVAL_MS", "UiThreadCollector", "collect_due", "collect_on_ui_thread", "installed"]

log = logging.getLogger(__name__)

#: How often the UI thread looks at the collector's counts.
INTERVAL_MS = 200
#: The least time between two full collections (Python itself puts off the oldest
#: generation until it has grown by a quarter, which it does not tell; a full
#: collection of a big heap takes a while, and the UI thread should not stutter).
FULL_EVERY_S = 30.0

_last_full = time.monotonic()


def collect_due() -> int:
    """Collect what Python would have collected by now (a generation whose count
    passed its threshold); return the number of objects found unreachable. Call it on
    the UI thread only."""
    global _last_full
    if gc.isenabled():  # someone switched automatic collection back on: off again
        gc.disable()
    t0, t1, t2 = gc.get_threshold()
    c0, c1, c2 = gc.get_count()  # allocations, then collections of the younger generation
    if t0 <= 0 or c0 <= t0:
        return 0
    generation = 0
    if c1 > t1:
        generation = 1
        now = time.monotonic()
        if c2 > t2 and now - _last_full >= FULL_EVERY_S:
            generation, _last_full = 2, now
    return gc.collect(generation)


class UiThreadCollector(QObject):
    """Switches automatic collection off and runs :func:`collect_due` from a timer of
    the thread it lives on (the UI thread)."""

    def __init__(self, interval_ms: int = INTERVAL_MS, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setInterval(max(1, int(interval_ms)))
        self._timer.timeout.connect(collect_due)
        gc.disable()
        self._timer.start()

    @property
    def active(self) -> bool:
        return self._timer.isActive()


_collector: UiThreadCollector | None = None


def collect_on_ui_thread() -> UiThreadCollector | None:
    """Install the UI-thread collector once per application (the later calls return
    it). Nothing is done without a Qt application, or off the UI thread (it would
    collect on the wrong thread): None then."""
    global _collector
    app = QCoreApplication.instance()
    if app is None or QThread.currentThread() is not app.thread():
        return None
    found = installed()
    if found is None:
        # parented to the application: it lives exactly as long as the event loop
        found = _collector = UiThreadCollector(parent=app)
        log.debug("garbage is collected on the UI thread every %d ms", INTERVAL_MS)
    return found


def installed() -> UiThreadCollector | None:
    """The installed collector (None before :func:`collect_on_ui_thread`)."""
    return _collector if _collector is not None and shiboken6.isValid(_collector) else None
