"""Figures for the card table (not a test): run ``python benchmarks/ui_bench.py``.

1. Cold start to a drawn table: a subprocess from launch until the table view's viewport
   first paints a started game (median of 5; target <= 1.5 s).
2. A play's frame with 8 seats and 54-card hands (天地人, 8 players, 8 decks, watching seat
   0's hand, window 1600x1000, animations on at "fast"): per play event, the time in the
   table page's event handler plus the synchronous paint of everything that play changed:
   the scene's pending updates are delivered to the view
   (``sendPostedEvents(scene, MetaCall)``) and the window's pending update request is
   flushed (``sendPostedEvents(window, UpdateRequest)``), which paints the dirty regions
   of the table's viewport (the first frame of the play's animation) and of any other
   widget the play changed (log, action bar). Median and p99 against a 16 ms frame budget;
   also the UI thread's CPU time in it (``time.thread_time``: the wall time less what
   other processes took), the table viewport's part of it and the share of the viewport
   repainted, and the CPU time outside the table's paint (the page's handler, the log, the
   card counter, the action bar).
3. Every other frame the table paints during the match (the fly-in animations' frames,
   the whose-turn pulse, deals): the time in the view's ``paintEvent``.
4. A full repaint of the whole viewport (``viewport().grab()``, as after a resize, a zoom
   or a new game), once per play, outside the timings above.
5. RSS after that 8-player all-bot match (target <= 300 MB).

Offscreen by default (``QT_QPA_PLATFORM``); ``--quick`` runs fewer start-ups and games.
Timings include whatever else the machine runs: the load average is printed with them.
"""

from __future__ import annotations

import os

os.environ["PAIJU_LOOPBACK_ONLY"] = "1"  # network safety: benchmarks send nothing beyond 127.0.0.1

import statistics
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

_CHILD = r"""
import os, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from desktop_app.app import create_application
app = create_application([sys.argv[0]])
from desktop_app.ui.main_window import MainWindow
from desktop_app.ui.dialogs.new_game import NewGameConfig, SeatChoice
w = MainWindow(persistent=False, language="en")
w.set_speed("instant")
w.show()
seats = [SeatChoice("human", "Me")] + [SeatChoice("bot", f"B{i}", "easy") for i in range(1, 4)]
w.start_game(NewGameConfig("tiandiren", 4, seats, {}, 1), seed=1)

class Painted(QObject):
    def eventFilter(self, obj, ev):
        if ev.type() == QEvent.Type.Paint and w.table_page.scene.hand_items:
            QTimer.singleShot(0, lambda: (print("PAINTED", flush=True), os._exit(0)))
        return False

f = Painted()
w.table_page.view.viewport().installEventFilter(f)
w.table_page.view.viewport().update()
app.exec()
"""


def cold_start(runs: int = 5) -> list[float]:
    out = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as home:
            env = dict(os.environ, PAIJU_HOME=home)
            t0 = time.perf_counter()
            proc = subprocess.Popen(
                [sys.executable, "-c", _CHILD], cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True
            )
            line = proc.stdout.readline() if proc.stdout else ""
            elapsed = time.perf_counter() - t0
            proc.wait(30)
            if line.strip() == "PAINTED":
                out.append(elapsed)
    return out


def rss_mb() -> float:
    with open("/proc/self/status", encoding="ascii") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def _percentiles(times: list[float]) -> str:
    ordered = sorted(times)
    p99 = ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
    return f"median {statistics.median(ordered):.2f} ms, p99 {p99:.2f} ms, max {ordered[-1]:.2f} ms"


class _Timings:
    """What the match measured (ms), see the module's docstring."""

    def __init__(self) -> None:
        self.frames: list[float] = []  # handler + paint of what changed, per play
        self.frames_cpu: list[float] = []  # the UI thread's CPU time in those
        self.play_paints: list[float] = []  # the table viewport's part of those
        self.play_paints_cpu: list[float] = []  # its CPU time
        self.outside_cpu: list[float] = []  # the UI thread's CPU time outside the table's paint
        self.shares: list[float] = []  # the share of the viewport those repainted
        self.other_paints: list[float] = []  # every other table frame (animations, pulses)
        self.full: list[float] = []  # viewport().grab()
        self.rss = float("nan")


def play_redraw(games: int) -> _Timings:
    """Run an 8-player 天地人 match of bots and time every play's frame (see the docstring)."""
    import types

    from PySide6.QtCore import QCoreApplication, QElapsedTimer, QEvent, QEventLoop, QTimer
    from PySide6.QtWidgets import QGraphicsView

    from desktop_app.app import create_application
    from desktop_app.session import GameSession
    from desktop_app.ui.dialogs.new_game import NewGameConfig, SeatChoice
    from desktop_app.ui.main_window import MainWindow

    app = create_application([sys.argv[0]])
    w = MainWindow(
        persistent=False, language="en", session_factory=lambda p: GameSession(p, autosave=False, bot_delay_ms=0)
    )
    w.resize(1600, 1000)
    w.set_speed("fast")  # animations on: the first frame of each play's animation is painted
    w.show()
    page = w.table_page
    view = page.view
    out = _Timings()
    in_play: list[tuple[float, float, float]] = []  # the viewport paints (ms, cpu ms, share) of a timed play
    timing = [""]  # "play" (a play's frame), "grab" (the full repaint) or "" (any other frame)

    def paint_event(self, event):  # type: ignore[no-untyped-def]
        t = QElapsedTimer()
        t.start()
        cpu = time.thread_time_ns()
        QGraphicsView.paintEvent(self, event)
        ms = t.nsecsElapsed() / 1e6
        if timing[0] == "play":
            area = sum(r.width() * r.height() for r in event.region())
            vp = self.viewport().size()
            in_play.append((ms, (time.thread_time_ns() - cpu) / 1e6, area / max(1, vp.width() * vp.height())))
        elif not timing[0]:
            out.other_paints.append(ms)

    view.paintEvent = types.MethodType(paint_event, view)  # type: ignore[method-assign]  # times every frame
    original = page._on_event

    def timed(event):  # type: ignore[no-untyped-def]
        if event.kind != "play":
            original(event)
            return
        in_play.clear()
        timing[0] = "play"
        t = QElapsedTimer()
        t.start()
        cpu = time.thread_time_ns()
        original(event)
        QCoreApplication.sendPostedEvents(page.scene, QEvent.Type.MetaCall.value)
        QCoreApplication.sendPostedEvents(w, QEvent.Type.UpdateRequest.value)
        out.frames.append(t.nsecsElapsed() / 1e6)
        out.frames_cpu.append((time.thread_time_ns() - cpu) / 1e6)
        out.play_paints.append(sum(ms for ms, _, _ in in_play))
        out.play_paints_cpu.append(sum(cpu for _, cpu, _ in in_play))
        out.outside_cpu.append(out.frames_cpu[-1] - out.play_paints_cpu[-1])
        out.shares.append(sum(share for _, _, share in in_play))
        timing[0] = "grab"
        t.restart()
        view.viewport().grab()
        out.full.append(t.nsecsElapsed() / 1e6)
        timing[0] = ""

    page._on_event = timed  # type: ignore[method-assign]  # before attach: the session connects to this
    w.ensure_session()
    seats = [SeatChoice("bot", f"B{i}", "normal") for i in range(8)]
    loop = QEventLoop()

    def finished(*_):  # type: ignore[no-untyped-def]
        if w.session.is_match_over:
            loop.quit()
        else:
            QTimer.singleShot(0, w.session.next_game)

    w.session.game_finished.connect(finished)
    w.start_game(NewGameConfig("tiandiren", 8, seats, {}, games, watch=0), seed=4)
    loop.exec()
    app.processEvents()
    out.rss = rss_mb()
    return out


def main() -> int:
    quick = "--quick" in sys.argv
    starts = cold_start(2 if quick else 5)
    if starts:
        print(f"cold start to a drawn table: median {statistics.median(starts):.3f} s over {len(starts)} runs "
              f"(min {min(starts):.3f}, max {max(starts):.3f}; target <= 1.5 s)")  # fmt: skip
    else:
        print("cold start: the child never painted a table")
    load = os.getloadavg()
    t = play_redraw(4 if quick else 8)
    if t.frames:
        over = sum(x > 16.0 for x in t.frames)
        print(f"a play's frame (handler + paint of what changed), 8 seats, 54-card hands: {len(t.frames)} plays, "
              f"{_percentiles(t.frames)}; {over} over the 16 ms budget")  # fmt: skip
        print(f"  the UI thread's CPU time in them (without the time other processes took): "
              f"{_percentiles(t.frames_cpu)}")  # fmt: skip
        print(f"  of which the table's paint: {_percentiles(t.play_paints)} (CPU: {_percentiles(t.play_paints_cpu)}); "
              f"{100 * statistics.mean(t.shares):.0f}% of the viewport repainted on average")  # fmt: skip
        print(f"  outside the table's paint (handler, log, counter, action bar; CPU): {_percentiles(t.outside_cpu)}")
    if t.other_paints:
        print(f"other table frames (animations, pulses): {len(t.other_paints)}, {_percentiles(t.other_paints)}")
    if t.full:
        print(f"full viewport repaint (grab): {_percentiles(t.full)}")
    print(f"load average before / after: {load[0]:.2f} / {os.getloadavg()[0]:.2f} ({os.cpu_count()} CPUs)")
    rss = t.rss
    print(f"RSS after an 8-player all-bot game: {rss:.0f} MB (target <= 300 MB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
