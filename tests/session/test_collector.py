"""Garbage is collected on the UI thread only, however much the bots' threads allocate:
a worker that frees a cycle holding a Qt object of the UI thread corrupts its event loop
(the suite crashed that way, in the collector, once in a few runs)."""

from __future__ import annotations

import gc
import threading
import weakref

from PySide6.QtCore import QTimer

from desktop_app.session import collector
from desktop_app.session.collector import INTERVAL_MS, collect_due, collect_on_ui_thread


class _Cycle:
    """A reference cycle; ``freed`` gets the name of the thread that collected it."""

    def __init__(self, freed: list[str], with_timer: bool = False) -> None:
        self.me = self
        self.timer = QTimer() if with_timer else None  # a Qt object of the UI thread
        weakref.finalize(self, lambda: freed.append(threading.current_thread().name))


def _allocate_on_workers(threads: int = 3, rounds: int = 3000) -> None:
    """Allocate container objects on worker threads: enough to fill the youngest
    generation many times over (each would collect it with automatic collection on)."""

    def work() -> None:
        for _ in range(rounds):
            junk = [[i] for i in range(50)]
            junk.append(junk)  # cycles of their own too

    workers = [threading.Thread(target=work, name=f"worker-{i}") for i in range(threads)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()


def test_a_session_switches_automatic_collection_off(make_session):
    make_session()
    assert collector.installed() is not None and collector.installed().active
    assert not gc.isenabled()
    assert collect_on_ui_thread() is collector.installed()  # installed once


def test_cycles_dropped_while_workers_allocate_are_freed_on_the_ui_thread(qtbot, make_session):
    make_session()
    main = threading.current_thread().name
    freed: list[str] = []
    for _ in range(200):
        _Cycle(freed, with_timer=True)
    _allocate_on_workers()
    assert freed == []  # no worker collected them
    qtbot.waitUntil(lambda: len(freed) == 200, timeout=5 * INTERVAL_MS + 5000)  # the UI thread's timer did
    assert set(freed) == {main}


def test_the_collector_collects_what_python_would_and_no_more(make_session):
    make_session()
    gc.collect()
    freed: list[str] = []
    _Cycle(freed)
    assert collect_due() == 0 and freed == []  # the youngest generation is far from full
    threshold = gc.get_threshold()[0]
    keep = [[i] for i in range(threshold + 10)]  # it is full now
    assert collect_due() > 0 and freed == [threading.current_thread().name]
    del keep


def test_collection_switched_back_on_is_switched_off_again(make_session):
    make_session()
    gc.enable()
    collect_due()
    assert not gc.isenabled()
