"""A server of many tables: 1, 2, 4 and 8 tables of 天地人 on one ``paiju --server``.

    python benchmarks/lan_tables.py [--tables 1,2,4,8] [--players 4,8] [--games 2] [--pace MS] [--json]

For each count of tables and each table size, one ``paiju --server --table ...`` process
holds the tables and one client process per table plays every seat of its table (each
seat its own connection, a hello with ``"room": "<table id>"``, a random bot deciding on
the seat's own view the moment it is to move; the clock of a round trip starts after that
decision: ``benchmarks/lan_bench.py``'s client). All tables play at once; ``--pace MS``
makes each seat wait that long before it acts, as a person would (unpaced, the clients'
own decoding of every seat's views saturates a small machine's cores, and the round trips
then measure that queue). Printed per run:

* the action-to-update round trip, p50 and p99, in ms, over every table;
* the server's CPU time per action (user + system, from /proc), in ms;
* bytes the server sent per action per client (update frames);
* the server's resident memory: at the start (tables open, nobody seated) and its peak
  (``VmHWM``) during the run, in MB;
* actions per second over all tables, and the share of one core the server used;
* the share of the machine's CPU time stolen by the hypervisor (see lan_bench.py);

and how each grows from the fewest tables to the most. ``--bot-neighbours``: only table 1
has client processes, the other tables are the server's own bots playing as fast as they
can (its round trips then show what busy neighbours at other tables cost a table,
without the clients of those tables on the machine's cores; its CPU and bytes figures
count table 1's actions only). Loopback only (127.0.0.1).
Figures, not a test. Recorded in docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import json
import os
import selectors
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

os.environ["PAIJU_LOOPBACK_ONLY"] = "1"  # network safety: loopback only, for us and the server

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))

from lan_bench import Client, _cpu_seconds, _cpu_ticks, _percentile, _steal_percent  # noqa: E402


def _rss_mb(pid: int, key: str = "VmRSS") -> float | None:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith(key + ":"):
                return int(line.split()[1]) / 1024.0
    except (OSError, ValueError):
        return None
    return None


class TableClient(Client):
    """lan_bench's client, saying which table it sits at (and decoding only the views of
    its turns)."""

    def __init__(self, port: int, name: str, level: str, seed: int, room: str) -> None:
        super().__init__(port, name, level, seed)
        self.room = room

    def handle(self, d: dict[str, Any], now: float, size: int) -> None:
        view = d.get("view") if d["t"] == "update" else None
        if isinstance(view, dict) and view.get("to_move") != self.seat:
            # not this seat's turn: count the frame, and decode no view (a table of 8
            # seats in one process would otherwise spend its core decoding 8 views)
            self.update_bytes.append(size)
            ack = d.get("ack")
            if ack is not None and ack in self.sent_at:
                self.rtts.append((now - self.sent_at.pop(ack)) * 1000.0)
            return
        if d["t"] == "server":
            self.send({"t": "hello", "protocol": 1, "app": "lan_tables", "name": self.name, "seat": None,
                       "spectate": False, "token": None, "proof": None, "room": self.room})  # fmt: skip
            return
        super().handle(d, now, size)


def table_main(port: int, room: str, players: int, level: str, seed: int, games: int, pace_ms: float = 0.0) -> int:
    """Every seat of one table in this process (``--table-client``): play, print figures.
    ``pace_ms``: each seat waits this long before it acts (a person's think time; the
    round trip's clock starts when the action is sent)."""
    sel = selectors.DefaultSelector()
    clients = []
    for i in range(players):
        c = TableClient(port, f"{room}-P{i}", level, seed * 100 + i, room)
        sel.register(c.sock, selectors.EVENT_READ, c)
        clients.append(c)
    start = time.perf_counter()
    due: dict[int, float] = {}  # client index -> when it acts (paced)
    while any(c.games < games and not c.done for c in clients) and time.perf_counter() - start < 1800:
        wait = 30.0 if not due else max(0.0, min(due.values()) - time.perf_counter())
        ready = sel.select(timeout=wait)
        for key, _ in ready:  # read every socket first, then decide (lan_bench's rule)
            c = key.data
            for d, when, size in c.read():
                c.handle(d, when, size)
        now = time.perf_counter()
        for i, c in enumerate(clients):
            if c.to_act is not None and i not in due:
                due[i] = now + pace_ms / 1000.0
        for i in [i for i, t in due.items() if t <= now]:
            del due[i]
            clients[i].act()
    for c in clients:
        c.sock.close()
    print(json.dumps({
        "rtts": [x for c in clients for x in c.rtts],
        "update_bytes": [x for c in clients for x in c.update_bytes],
        "games": min(c.games for c in clients),
    }), flush=True)  # fmt: skip
    return 0


def run(
    tables: int, players: int, games: int, level: str, seed: int, pace_ms: float = 0.0, bots: bool = False
) -> dict[str, Any]:
    """One server of ``tables`` tables played by client processes; ``bots``: only the
    first table is, the others are the server's own bots playing flat out (neighbours)."""
    seats = ",".join(["open"] * players)
    specs = [a for _ in range(tables) for a in ("--table", f"tiandiren:{players}:{seats}")]
    limit = ["--games", str(games)]
    if bots:  # the neighbours play until the server is stopped
        robots = ",".join(["bot:random"] * players)
        specs = ["--table", f"tiandiren:{players}:{seats}"]
        specs += [a for _ in range(tables - 1) for a in ("--table", f"tiandiren:{players}:{robots}")]
        limit = []
    env = dict(os.environ, PAIJU_LOOPBACK_ONLY="1", QT_QPA_PLATFORM="offscreen")
    env.setdefault("PAIJU_HOME", str(Path(os.environ.get("TMPDIR", "/tmp")) / "paiju-lan-tables"))
    server = subprocess.Popen(
        [sys.executable, "-m", "desktop_app", "--server", *specs, "--port", "0", *limit,
         "--seed", str(seed), "--log-level", "WARNING", "--max-tables", str(max(16, tables))],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT,
    )  # fmt: skip
    line = server.stdout.readline().strip() if server.stdout else ""
    if not line.startswith("listening on "):
        raise SystemExit(f"the server did not start: {line!r} {server.stderr.read() if server.stderr else ''}")
    port = int(line.rpartition(":")[2])
    time.sleep(0.3)
    rss0 = _rss_mb(server.pid)
    cpu0 = _cpu_seconds(server.pid)
    ticks0 = _cpu_ticks()
    start = time.perf_counter()
    procs = []
    for t in range(1 if bots else tables):
        if t:
            time.sleep(0.3)  # the lobby takes 32 connections at a time from one address (all are 127.0.0.1)
        procs.append(
            subprocess.Popen(
                [
                    sys.executable,
                    __file__,
                    "--table-client",
                    str(port),
                    f"t{t + 1}",
                    str(players),
                    level,
                    str(seed * 1000 + t),
                    str(games),
                    str(pace_ms),
                ],
                stdout=subprocess.PIPE,
                text=True,
                env=env,
                cwd=ROOT,
            )
        )
    peak = rss0 or 0.0
    while any(p.poll() is None for p in procs):
        hwm = _rss_mb(server.pid, "VmHWM")
        if hwm is not None:
            peak = max(peak, hwm)
        cpu_last = _cpu_seconds(server.pid)
        time.sleep(0.2)
    hwm = _rss_mb(server.pid, "VmHWM")
    peak = max(peak, hwm or 0.0)
    cpu1 = _cpu_seconds(server.pid) or cpu_last
    steal = _steal_percent(ticks0, _cpu_ticks())
    wall = time.perf_counter() - start
    reports = [json.loads(p.communicate()[0].strip().splitlines()[-1]) for p in procs]
    if bots:
        server.terminate()
    try:
        server.wait(timeout=30)
    except subprocess.TimeoutExpired:
        server.kill()
    rtts = [x for r in reports for x in r["rtts"]]
    sizes = [x for r in reports for x in r["update_bytes"]]
    actions = len(rtts)
    short = [i + 1 for i, r in enumerate(reports) if r["games"] < games]
    if short:
        print(f"  (tables {short} did not play their {games} games)", file=sys.stderr, flush=True)
    return {
        "tables": tables,
        "players": players,
        "games_per_table": games,
        "actions": actions,
        "rtt_p50_ms": _percentile(rtts, 0.50),
        "rtt_p99_ms": _percentile(rtts, 0.99),
        "host_cpu_ms_per_action": None if cpu0 is None or cpu1 is None else (cpu1 - cpu0) * 1000.0 / max(1, actions),
        "bytes_per_action_per_client": sum(sizes) / max(1, actions) / players,
        "update_bytes_median": statistics.median(sizes) if sizes else 0,
        "rss_start_mb": rss0,
        "rss_peak_mb": peak,
        "actions_per_s": actions / wall,
        "host_cpu_share": None if cpu0 is None or cpu1 is None else (cpu1 - cpu0) / wall,
        "pace_ms": pace_ms,
        "bot_neighbours": bots,
        "wall_s": wall,
        "cpu_steal_percent": steal,
        "load_average": os.getloadavg()[0] if hasattr(os, "getloadavg") else None,
    }


def main() -> int:
    if len(sys.argv) > 1 and sys.argv[1] == "--table-client":
        port, room, players, level, seed, games, pace = sys.argv[2:9]
        return table_main(int(port), room, int(players), level, int(seed), int(games), float(pace))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tables", default="1,2,4,8")
    ap.add_argument("--players", default="4,8", help="seats per table (one series each)")
    ap.add_argument("--games", type=int, default=2, help="games per table")
    ap.add_argument("--level", default="random")
    ap.add_argument("--pace", type=float, default=0.0, help="ms each seat waits before it acts (0: at once)")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument(
        "--bot-neighbours", action="store_true", help="only table 1 has clients; the others are bots playing flat out"
    )
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    results = []
    for players in (int(x) for x in args.players.split(",")):
        for tables in (int(x) for x in args.tables.split(",")):
            r = run(tables, players, args.games, args.level, args.seed, args.pace, args.bot_neighbours)
            results.append(r)
            if not args.json:
                cpu = r["host_cpu_ms_per_action"]
                steal = r["cpu_steal_percent"]
                print(
                    f"{tables} x {players} seats: {r['actions']} actions, round trip p50 {r['rtt_p50_ms']:.2f} / "
                    f"p99 {r['rtt_p99_ms']:.2f} ms, host CPU {'n/a' if cpu is None else f'{cpu:.2f}'} ms/action, "
                    f"{r['bytes_per_action_per_client']:.0f} B/action/client, RSS {r['rss_start_mb']:.1f} -> "
                    f"peak {r['rss_peak_mb']:.1f} MB, {r['actions_per_s']:.0f} actions/s, host busy "
                    f"{100 * (r['host_cpu_share'] or 0):.0f} %, steal "
                    f"{'n/a' if steal is None else f'{steal:.1f} %'}, load average {r['load_average'] or 0:.1f}",
                    flush=True,
                )
        series = [r for r in results if r["players"] == players]
        if len(series) > 1 and not args.json:
            a, b = series[0], series[-1]
            print(
                f"  growth {a['tables']} -> {b['tables']} tables ({players} seats): p50 x"
                f"{b['rtt_p50_ms'] / a['rtt_p50_ms']:.2f}, p99 x{b['rtt_p99_ms'] / a['rtt_p99_ms']:.2f}, CPU/action x"
                f"{(b['host_cpu_ms_per_action'] or 0) / (a['host_cpu_ms_per_action'] or 1):.2f}, bytes/action/client "
                f"x{b['bytes_per_action_per_client'] / a['bytes_per_action_per_client']:.2f}, peak RSS "
                f"+{b['rss_peak_mb'] - a['rss_peak_mb']:.1f} MB",
                flush=True,
            )
    if args.json:
        print(json.dumps(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
