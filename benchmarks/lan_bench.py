"""LAN speed: a headless host and 8 clients on 127.0.0.1 play 天地人 with 54-card hands.

    python benchmarks/lan_bench.py [--games 3] [--players 8] [--level random] [--json]

The host is ``paiju --server`` in a process of its own, and so is each of the 8 clients;
they answer at once (a bot decides on the client's own view the moment its seat is to
move; the clock of a round trip starts after that decision). Printed:

* the action-to-update round trip (a client's ``action`` sent to the ``update`` that
  acknowledges it received), p50 and p99, in ms (target p99 <= 5 ms);
* the host's CPU time per action (user + system, from /proc), in ms;
* bytes the host sent per action per client (update frames: median and max);
* games per minute over LAN, beside the same deals played locally by the same bots in
  this process (engine and bots only, no sockets);
* on Linux, the share of the machine's CPU time stolen by the hypervisor during the LAN
  run (``steal`` in /proc/stat): on a virtual machine whose host is busy the figures
  above measure the neighbours as much as Paiju, so a run is only comparable with runs
  of a similar share.

Sockets only ever go to 127.0.0.1 (the loopback-only switch is set for the server).
Figures, not a test: CI machines are noisy. Recorded in docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import selectors
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

os.environ["PAIJU_LOOPBACK_ONLY"] = "1"  # network safety: loopback only, for us and the server

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from desktop_app.ai.base import make_bot  # noqa: E402
from desktop_app.engine import new_game  # noqa: E402
from desktop_app.net import protocol as P  # noqa: E402


def _cpu_seconds(pid: int) -> float | None:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    ticks = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12])) / ticks


def _cpu_ticks() -> list[int] | None:
    """The machine's CPU time so far by kind (the first line of /proc/stat), or None."""
    try:
        return [int(x) for x in Path("/proc/stat").read_text().splitlines()[0].split()[1:9]]
    except (OSError, ValueError, IndexError):
        return None


def _steal_percent(before: list[int] | None, after: list[int] | None) -> float | None:
    """The share of the machine's CPU time that the hypervisor gave to other guests
    (``steal``) between two readings: on a virtual machine whose host is busy, the
    cores the clients and the server wait for are sometimes not there at all."""
    if before is None or after is None or len(before) < 8 or len(after) < 8:
        return None
    delta = [b - a for a, b in zip(before, after, strict=True)]
    total = sum(delta)
    return 100.0 * delta[7] / total if total > 0 else None


def _percentile(xs: list[float], q: float) -> float:
    if not xs:
        return float("nan")
    s = sorted(xs)
    k = min(len(s) - 1, max(0, round(q * (len(s) - 1))))
    return s[k]


class Client:
    def __init__(self, port: int, name: str, level: str, seed: int) -> None:
        self.sock = socket.create_connection(("127.0.0.1", port))
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.sock.setblocking(False)
        self.dec = P.FrameDecoder(P.MAX_HOST_FRAME)
        self.name, self.level, self.rng = name, level, random.Random(seed)
        self.seat: int | None = None
        self.bot: Any = None
        self.next_id = 0
        self.sent_at: dict[int, float] = {}
        self.rtts: list[float] = []
        self.update_bytes: list[int] = []
        self.games = 0
        self.done = False
        self.to_act: Any = None
        self._raw = bytearray()
        self.sizes: list[int] = []

    def send(self, msg: dict[str, Any]) -> None:
        self.sock.setblocking(True)
        self.sock.sendall(P.encode_frame(msg))
        self.sock.setblocking(False)

    def read(self) -> list[tuple[dict[str, Any], float]]:
        """Read what arrived, timestamped as it is read (handled after every socket is read,
        so that one client's bot thinking never counts in another's round trip)."""
        try:
            data = self.sock.recv(1 << 20)
        except BlockingIOError:
            return []
        if not data:
            self.done = True
            return []
        now = time.perf_counter()
        self.sizes.extend(self._frame_sizes(data))
        out = []
        for item in self.dec.feed(data):
            if isinstance(item, P.ProtocolError):
                raise SystemExit(f"{self.name}: bad frame from the host: {item}")
            out.append((item, now, self.sizes.pop(0)))
        return out

    def _frame_sizes(self, data: bytes) -> list[int]:
        """The sizes (header included) of the frames that ``data`` completes, in order:
        counted as they come, not by encoding each message again."""
        self._raw += data
        sizes = []
        while len(self._raw) >= 4:
            n = 4 + int.from_bytes(self._raw[:4], "big")
            if len(self._raw) < n:
                break
            del self._raw[:n]
            sizes.append(n)
        return sizes

    def handle(self, d: dict[str, Any], now: float, size: int) -> None:
        t = d["t"]
        if t == "server":
            self.send({"t": "hello", "protocol": 1, "app": "lan_bench", "name": self.name, "seat": None,
                       "spectate": False, "token": None, "proof": None})  # fmt: skip
        elif t == "welcome":
            self.seat = d["seat"]
        elif t == "ping":
            self.send({"t": "pong", "id": d["id"]})
        elif t == "update":
            self.update_bytes.append(size)
            ack = d.get("ack")
            if ack is not None and ack in self.sent_at:
                self.rtts.append((now - self.sent_at.pop(ack)) * 1000.0)
            msg = P.parse_host_message(d, self.seat)
            view = msg.view  # type: ignore[union-attr]
            if view.to_move == self.seat and view.phase != "over" and not self.sent_at:
                self.to_act = view
        elif t == "game_over":
            self.games += 1
            self.bot = None
            self.to_act = None
            self.sent_at.clear()
        elif t == "bye":
            self.done = True

    def act(self) -> None:
        """Decide and send (after every frame that arrived was handled)."""
        view, self.to_act = self.to_act, None
        if view is None:
            return
        if self.bot is None:
            self.bot = make_bot(view.game_id, self.level, self.seat, self.rng.randrange(1 << 30))
        a = self.bot.decide(view)
        body: dict[str, Any] = {"kind": a.kind}
        if a.cards:
            body["cards"] = " ".join(c.text for c in a.cards)
        if a.value is not None:
            body["value"] = a.value
        self.next_id += 1
        self.sent_at[self.next_id] = time.perf_counter()
        self.send({"t": "action", "id": self.next_id, "action": body})


def client_main(port: int, name: str, level: str, seed: int, games: int) -> int:
    """One client in a process of its own (``--client``): play, then print its figures."""
    c = Client(port, name, level, seed)
    sel = selectors.DefaultSelector()
    sel.register(c.sock, selectors.EVENT_READ, c)
    start = time.perf_counter()
    while c.games < games and not c.done and time.perf_counter() - start < 1800:
        if sel.select(timeout=30):
            for d, when, size in c.read():
                c.handle(d, when, size)
            c.act()
    c.sock.close()
    print(json.dumps({"rtts": c.rtts, "update_bytes": c.update_bytes, "games": c.games}), flush=True)
    return 0


def run_lan(games: int, players: int, level: str, seed: int) -> dict[str, Any]:
    seats = ",".join(["open"] * players)
    env = dict(os.environ, PAIJU_LOOPBACK_ONLY="1", QT_QPA_PLATFORM="offscreen")
    env.setdefault("PAIJU_HOME", str(Path(os.environ.get("TMPDIR", "/tmp")) / "paiju-lan-bench"))
    server = subprocess.Popen(
        [sys.executable, "-m", "desktop_app", "--server", "--game", "tiandiren", "--players", str(players),
         "--seats", seats, "--port", "0", "--games", str(games), "--seed", str(seed), "--log-level", "WARNING"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT,
    )  # fmt: skip
    line = server.stdout.readline().strip() if server.stdout else ""
    if not line.startswith("listening on "):
        raise SystemExit(f"the server did not start: {line!r} {server.stderr.read() if server.stderr else ''}")
    port = int(line.rpartition(":")[2])
    cpu0 = _cpu_seconds(server.pid)
    ticks0 = _cpu_ticks()
    start = time.perf_counter()
    clients = [
        subprocess.Popen(
            [sys.executable, __file__, "--client", str(port), f"P{i}", level, str(seed * 100 + i), str(games)],
            stdout=subprocess.PIPE,
            text=True,
            env=env,
            cwd=ROOT,
        )
        for i in range(players)
    ]
    reports = []
    for proc in clients:
        out, _ = proc.communicate(timeout=1800)
        reports.append(json.loads(out.strip().splitlines()[-1]))
    wall = time.perf_counter() - start
    cpu1 = _cpu_seconds(server.pid)
    steal = _steal_percent(ticks0, _cpu_ticks())
    try:
        server.wait(timeout=30)
    except subprocess.TimeoutExpired:
        server.kill()
    rtts = [x for r in reports for x in r["rtts"]]
    sizes = [x for r in reports for x in r["update_bytes"]]
    actions = len(rtts)
    return {
        "games": games,
        "players": players,
        "actions": actions,
        "rtt_p50_ms": _percentile(rtts, 0.50),
        "rtt_p99_ms": _percentile(rtts, 0.99),
        "rtt_max_ms": max(rtts) if rtts else float("nan"),
        "host_cpu_ms_per_action": None if cpu0 is None or cpu1 is None else (cpu1 - cpu0) * 1000.0 / max(1, actions),
        "update_bytes_median": statistics.median(sizes) if sizes else 0,
        "update_bytes_max": max(sizes) if sizes else 0,
        "bytes_per_action_per_client": sum(sizes) / max(1, actions) / players,
        "games_per_minute": games / wall * 60.0,
        "wall_s": wall,
        "cpu_steal_percent": steal,
    }


def run_local(games: int, players: int, level: str, seed: int) -> dict[str, Any]:
    start = time.perf_counter()
    actions = 0
    rng = random.Random(seed)
    for g in range(games):
        game = new_game("tiandiren", players, seed=seed * 1000 + g)
        bots = [make_bot("tiandiren", level, s, rng.randrange(1 << 30)) for s in range(players)]
        while not game.is_over:
            seat = game.to_move
            game.apply(bots[seat].decide(game.view_for(seat)))
            actions += 1
    wall = time.perf_counter() - start
    return {"games": games, "actions": actions, "games_per_minute": games / wall * 60.0, "wall_s": wall}


def main() -> int:
    if len(sys.argv) > 1 and sys.argv[1] == "--client":
        port, name, level, seed, games = sys.argv[2:7]
        return client_main(int(port), name, level, int(seed), int(games))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--players", type=int, default=8)
    ap.add_argument("--level", default="random", help="the clients' bots (random answers at once)")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    lan = run_lan(args.games, args.players, args.level, args.seed)
    local = run_local(args.games, args.players, args.level, args.seed)
    if args.json:
        print(json.dumps({"lan": lan, "local": local}))
        return 0
    cpu = lan["host_cpu_ms_per_action"]
    print(f"天地人, {args.players} players (54-card hands), {args.games} games, clients' bots: {args.level}")
    print(f"  actions over LAN            {lan['actions']}")
    rtt = f"{lan['rtt_p50_ms']:.2f} / {lan['rtt_p99_ms']:.2f} / {lan['rtt_max_ms']:.2f} ms"
    print(f"  round trip p50 / p99 / max  {rtt}"
          f"  (target p99 <= 5 ms: {'met' if lan['rtt_p99_ms'] <= 5 else 'NOT met'})")  # fmt: skip
    print(f"  host CPU per action         {'n/a' if cpu is None else f'{cpu:.2f} ms'}")
    print(f"  update frame bytes          median {lan['update_bytes_median']:.0f}, max {lan['update_bytes_max']}")
    print(f"  bytes per action per client {lan['bytes_per_action_per_client']:.0f}")
    print(f"  games per minute            LAN {lan['games_per_minute']:.1f}, local {local['games_per_minute']:.1f}")
    steal = lan["cpu_steal_percent"]
    if steal is not None:
        note = "  (a busy host machine: the round trips wait for cores it took)" if steal >= 5 else ""
        print(f"  CPU stolen by the VM host   {steal:.1f} % of the machine's time{note}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
