"""LAN soak: many games of mixed games on 127.0.0.1 with clients dropping and coming back.

    python benchmarks/lan_soak.py [--games 100] [--drop-rate 0.01] [--seed 1]

One process holds a host per game (its own room, bots in some seats) and two clients per
room (the app's ClientSession over real sockets). While they play, each client's socket
is aborted at random moments (``--drop-rate``: the chance per update); the client comes
back by itself with its token. Printed: games finished, drops, reconnections, resyncs the
clients needed (target 0: a correct host never needs one), desyncs (a client's view that
is not the host's ``view_for`` once the room is quiet, target 0), fair-deal checks that
failed (target 0), and the action-to-acknowledgement round trip p50 / p99.

Sockets only go to 127.0.0.1 (the loopback-only switch is set). Figures, not a test.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

os.environ["PAIJU_LOOPBACK_ONLY"] = "1"  # network safety: loopback only
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

from desktop_app.ai.base import make_bot
from desktop_app.net import client as client_mod
from desktop_app.net.client import ClientSession, LanConnection
from desktop_app.net.host import LanHost, RoomConfig, SeatPlan
from desktop_app.session.session import GameSession

GAMES = [("tiandiren", 3), ("doudizhu", 3), ("hongwu", 4), ("yuanzi", 4), ("shengsidu", 3)]


class Player:
    def __init__(self, port: int, name: str, rng: random.Random, drop_rate: float, stats: dict[str, Any]) -> None:
        self.rng, self.drop_rate, self.stats = rng, drop_rate, stats
        self.session = ClientSession()
        self.conn = LanConnection("127.0.0.1", port, name)
        self.bot: Any = None
        self.sent_at: dict[int, float] = {}
        self.done = False
        self.conn.welcomed.connect(lambda _w: self.session.add_connection(self.conn))
        s = self.session
        s.turn_started.connect(lambda _s: QTimer.singleShot(0, self.act))
        s.game_started.connect(lambda _i: QTimer.singleShot(0, self.act))
        s.reconnected.connect(lambda: (self._count("reconnections"), QTimer.singleShot(0, self.act)))
        s.game_finished.connect(lambda _o: setattr(self, "done", True))
        s.deal_checked.connect(lambda r: self._count("deal_failures") if r.failed else None)
        self.refused: list[str] = []
        s.action_refused.connect(self._refused)
        self.conn.open()

    def _refused(self, _seat: int, e: Any) -> None:
        """A refusal (a move decided on a view the host had moved past): think again."""
        self.refused.append(f"{e.reason}: {e}")
        if len(self.refused) < 1000:
            QTimer.singleShot(0, self.act)

    def _count(self, key: str) -> None:
        self.stats[key] = self.stats.get(key, 0) + 1

    def act(self) -> None:
        s = self.session
        view = s.view()
        if view is None or s.is_game_over or s.is_lost or view.seat is None or view.to_move != view.seat:
            return
        if self.rng.random() < self.drop_rate and s.connections:
            self._count("drops")
            s.connections[0]._sock.abort()  # the network goes away for a moment
            return
        if self.bot is None:
            self.bot = make_bot(view.game_id, "random", view.seat, self.rng.randrange(1 << 30))
        before = len(s._pending)
        if s.submit(view.seat, self.bot.decide(view)) and len(s._pending) > before:
            msg_id = max(s._pending)
            self.sent_at[msg_id] = time.perf_counter()

    def acked(self, msg_id: int) -> float | None:
        t = self.sent_at.pop(msg_id, None)
        return None if t is None else (time.perf_counter() - t) * 1000


def pump(app: QCoreApplication, until: Any, timeout: float) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        if until():
            return True
    return bool(until())


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--drop-rate", type=float, default=0.01)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=120.0, help="seconds a game may take")
    args = ap.parse_args()
    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0]])
    client_mod.RECONNECT_DELAYS_MS = (50, 100, 200, 400)
    rng = random.Random(args.seed)
    stats: dict[str, Any] = {}
    rtts: list[float] = []
    finished = desyncs = resyncs = 0
    start = time.perf_counter()
    for k in range(args.games):
        game_id, n = GAMES[k % len(GAMES)]
        seats = (SeatPlan("open"), SeatPlan("open"), *[SeatPlan("bot", "", "easy")] * (n - 2))
        session = GameSession(autosave=False, bot_delay_ms=0)
        host = LanHost(session, RoomConfig(f"soak {k}", game_id, n, seats, next_game_delay_ms=0), seed=k)
        host.hellos_per_token = 10**6
        host.listen("127.0.0.1", 0)
        players = [Player(host.port, f"P{i}", random.Random(rng.random()), args.drop_rate, stats) for i in range(2)]

        def on_update(p: Player, msg: Any) -> None:
            if getattr(msg, "ack", None) is not None:
                ms = p.acked(msg.ack)
                if ms is not None:
                    rtts.append(ms)

        for p in players:
            p.conn.received.connect(lambda msg, p=p: on_update(p, msg))
            p.session.reconnected.connect(
                lambda p=p: p.session.connections[0].received.connect(lambda msg, p=p: on_update(p, msg))
            )
        ok = pump(app, lambda ps=players: all(p.done for p in ps), args.timeout)
        if not ok:
            g = session.game
            print(f"  game {k} ({game_id}) did not finish: to_move {g.to_move if g else None}, "
                  f"phase {g.phase if g else None}, away {sorted(host._away)}", flush=True)  # fmt: skip
            for p in players:
                v = p.session.view()
                state = (v.to_move, v.seat, v.phase) if v is not None else None
                print(f"    {p.conn.name}: view {state}, lost {p.session.is_lost}, refused {p.refused[-3:]}")
        if ok:
            finished += 1
            pump(app, lambda: False, 0.05)
            for p in players:
                seat = p.session.connections[0].seat if p.session.connections else None
                if seat is not None and p.session.view() != session.game.view_for(seat):
                    desyncs += 1
        for p in players:
            resyncs += p.session.resyncs
            p.session.stop()
        session.stop()
        host.close()
        pump(app, lambda: False, 0.02)
    wall = time.perf_counter() - start
    q = statistics.quantiles(rtts, n=100) if len(rtts) > 100 else [float("nan")] * 99
    print(f"LAN soak: {args.games} games of {', '.join(g for g, _ in GAMES)}, drop rate {args.drop_rate}")
    print(f"  games finished       {finished} of {args.games}")
    print(f"  drops / reconnections {stats.get('drops', 0)} / {stats.get('reconnections', 0)}")
    print(f"  resyncs needed       {resyncs}  (target 0)")
    print(f"  desyncs              {desyncs}  (target 0)")
    print(f"  fair-deal failures   {stats.get('deal_failures', 0)}  (target 0)")
    print(f"  round trip p50 / p99 {q[49]:.2f} / {q[98]:.2f} ms over {len(rtts)} actions")
    print(f"  wall time            {wall:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
