"""The LAN host under churn and junk (issue #27): memory over many connections, and the
seated players' round trips while connections that never say hello send junk.

    python benchmarks/host_attack.py [--churn 50000] [--games 30] [--players 4]
                                     [--attackers 16] [--attack-pause-ms 0] [--attacker-nice 0] [--json]

The host is ``paiju --server`` in a process of its own (as in ``lan_bench.py``, whose
clients and helpers are used here). Printed:

1. **Churn**: the server's resident memory (VmRSS in /proc/<pid>/status) before and after
   every 10,000 connections opened and closed one after another, up to ``--churn``. Of
   every four connections: one closes at once (a reset), one reads the ``server`` frame
   and closes, one sends half a frame and resets, one sends a junk frame (a valid header,
   random body), reads the host's ``bad_frame`` error and resets. This server runs with
   ``--accept-rate 0`` (no accept-rate cap), so that every connection is accepted and
   greeted. A host that leaks per connection grows by the same amount every 10,000; one
   that does not levels off.
2. **Junk before hello**: the action round trip p50/p99 of ``--players`` seated clients
   (``lan_bench.py``'s clients, random bots, 天地人) playing ``--games`` games alone, then
   again with the same seeds on a fresh server where, once the players are seated (1.5 s
   after their processes start; the first game or two are played before the attack has
   begun), ``--attackers`` connections (threads in a process of their own) that never say
   hello each send 64 KiB junk frames in a loop (``--attack-pause-ms`` between frames and
   between connections; 0, the default, is as fast as they can), connecting again each
   time the host closes them (beyond the accept-rate cap, at once). Then p99(attack) /
   p99(alone) (target: within 2x). ``--attacker-nice 19`` runs the attacking process at the
   lowest CPU priority: a diagnosis of what the host costs apart from what the attacker
   itself burns on the same cores.

Sockets only ever go to 127.0.0.1 (the loopback-only switch is set for the server).
Every loop is bounded in count and in time; the script stops by itself. Figures, not a
test: recorded in docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import socket
import struct
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

os.environ["PAIJU_LOOPBACK_ONLY"] = "1"  # network safety: loopback only, for us and the server

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT))

import lan_bench  # noqa: E402
from lan_bench import _cpu_seconds, _percentile  # noqa: E402

HOST = "127.0.0.1"
JUNK_FRAME = 64 * 1024
CHURN_STEP = 10_000
CHURN_TIME_LIMIT_S = 150.0
GAME_TIME_LIMIT_S = 120.0
SEATED_AFTER_S = 1.5  # the clients' processes start and join in well under that


def _server_env() -> dict[str, str]:
    env = dict(os.environ, PAIJU_LOOPBACK_ONLY="1", QT_QPA_PLATFORM="offscreen")
    env.setdefault("PAIJU_HOME", str(Path(os.environ.get("TMPDIR", "/tmp")) / "paiju-host-attack"))
    return env


def start_server(games: int, players: int, seed: int, *extra: str) -> tuple[subprocess.Popen[str], int]:
    """``paiju --server`` for 天地人 with open seats on 127.0.0.1 (``extra``: more options), and its port."""
    seats = ",".join(["open"] * players)
    server = subprocess.Popen(
        [sys.executable, "-m", "desktop_app", "--server", "--game", "tiandiren", "--players", str(players),
         "--seats", seats, "--port", "0", "--games", str(games), "--seed", str(seed), "--log-level", "ERROR", *extra],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=_server_env(), cwd=ROOT,
    )  # fmt: skip
    line = server.stdout.readline().strip() if server.stdout else ""
    if not line.startswith("listening on "):
        server.kill()
        raise SystemExit(f"the server did not start: {line!r}")
    return server, int(line.rpartition(":")[2])


def stop_server(server: subprocess.Popen[str]) -> None:
    """End the server we started (it may already have ended after its games)."""
    if server.poll() is None:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait(timeout=10)


def rss_mb(pid: int) -> float | None:
    """The resident memory of a process in MB (VmRSS), or None."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024.0
    except (OSError, ValueError, IndexError):
        return None
    return None


def _reset_close(s: socket.socket) -> None:
    """Close with a reset (no TIME_WAIT left on our side, so ports never run out)."""
    s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    s.close()


def _read_replies(s: socket.socket) -> None:
    """Read the ``server`` frame and the host's answer to the junk (a ``bad_frame`` error:
    the connection stays open, a strike), or until the host closes."""
    s.settimeout(1.0)
    want = b'"error"'
    got = b""
    try:
        while want not in got and len(got) < 1 << 16:
            data = s.recv(4096)
            if not data:
                return
            got += data
    except OSError:
        return


def churn_one(port: int, kind: int, rng: random.Random) -> bool:
    """Open one connection and close it in one of four ways; False if it could not open."""
    try:
        s = socket.create_connection((HOST, port), timeout=5)
    except OSError:
        return False
    try:
        if kind == 0:
            pass
        elif kind == 1:
            s.recv(4096)  # the server frame (or nothing, if the host refused us at once)
        elif kind == 2:
            s.sendall(struct.pack(">I", 200) + b'{"t": "hel')
        else:
            body = rng.randbytes(rng.randrange(1, 2000))
            s.sendall(struct.pack(">I", len(body)) + body)
            _read_replies(s)
    except OSError:
        pass
    if kind == 1:
        s.close()
    else:
        _reset_close(s)
    return True


def run_churn(total: int, seed: int) -> dict[str, Any]:
    """RSS of a fresh server before and after every 10,000 connections, up to ``total``."""
    server, port = start_server(1, 4, seed, "--accept-rate", "0")  # every connection accepted: what each leaves
    rng = random.Random(seed)
    try:
        time.sleep(0.5)
        samples: list[tuple[int, float | None]] = [(0, rss_mb(server.pid))]
        cpu0 = _cpu_seconds(server.pid)
        failed = 0
        start = time.perf_counter()
        done = 0
        while done < total and time.perf_counter() - start < CHURN_TIME_LIMIT_S:
            if not churn_one(port, done % 4, rng):
                failed += 1
            done += 1
            if done % CHURN_STEP == 0 or done == total:
                time.sleep(0.3)  # let the host finish closing the last ones
                samples.append((done, rss_mb(server.pid)))
        wall = time.perf_counter() - start
        cpu1 = _cpu_seconds(server.pid)
        alive = server.poll() is None
    finally:
        stop_server(server)
    return {
        "connections": done,
        "failed_to_open": failed,
        "rss_mb": samples,
        "wall_s": wall,
        "connections_per_s": done / wall if wall else float("nan"),
        "host_cpu_ms_per_connection": None if cpu0 is None or cpu1 is None else (cpu1 - cpu0) * 1000 / max(1, done),
        "server_alive": alive,
        "timed_out": done < total,
    }


def attacker_main(port: int, conns: int, seconds: float, pause_ms: float, nice: int = 0) -> int:
    """``--attacker``: ``conns`` threads, each a connection that never says hello and sends
    64 KiB junk frames, connecting again whenever the host closes it; for ``seconds`` at
    most (or until stdin closes). Prints its counts as one line of JSON."""
    if nice:
        os.nice(nice)  # a diagnosis: the attack at a lower CPU priority than everything else
    stop = threading.Event()
    counts = {"connections": 0, "frames_sent": 0, "bytes_sent": 0, "refused": 0}
    lock = threading.Lock()
    frame = struct.pack(">I", JUNK_FRAME) + random.Random(1).randbytes(JUNK_FRAME)

    def loop() -> None:
        while not stop.is_set():
            try:
                s = socket.create_connection((HOST, port), timeout=2)
            except OSError:
                with lock:
                    counts["refused"] += 1
                stop.wait(0.05)
                continue
            with lock:
                counts["connections"] += 1
            try:
                while not stop.is_set():
                    s.sendall(frame)
                    with lock:
                        counts["frames_sent"] += 1
                        counts["bytes_sent"] += len(frame)
                    if pause_ms:
                        stop.wait(pause_ms / 1000.0)
            except OSError:
                pass  # the host closed us (the header is over the limit): connect again
            _reset_close(s)
            if pause_ms:
                stop.wait(pause_ms / 1000.0)

    threads = [threading.Thread(target=loop, daemon=True) for _ in range(conns)]
    for t in threads:
        t.start()
    watcher = threading.Thread(target=lambda: (sys.stdin.read(), stop.set()), daemon=True)
    watcher.start()
    stop.wait(seconds)
    stop.set()
    for t in threads:
        t.join(timeout=5)
    print(json.dumps(counts), flush=True)
    return 0


def run_games(games: int, players: int, seed: int, attackers: int, pause_ms: float, nice: int = 0) -> dict[str, Any]:
    """The seated clients' round trips on a fresh server, with ``attackers`` junk senders
    running beside them (0: alone)."""
    server, port = start_server(games, players, seed)
    env = _server_env()
    attacker = None
    try:
        cpu0 = _cpu_seconds(server.pid)
        start = time.perf_counter()
        clients = [
            subprocess.Popen(
                [sys.executable, lan_bench.__file__, "--client", str(port), f"P{i}", "random", str(seed * 100 + i),
                 str(games)],
                stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT,
            )  # fmt: skip
            for i in range(players)
        ]
        if attackers:
            # The players are seated first: 16 connections waiting for their hello are the
            # limit for one address, and all of us are 127.0.0.1.
            time.sleep(SEATED_AFTER_S)
            attacker = subprocess.Popen(
                [sys.executable, __file__, "--attacker", str(port), str(attackers), str(GAME_TIME_LIMIT_S),
                 str(pause_ms), str(nice)],
                stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT,
            )  # fmt: skip
        reports = []
        for proc in clients:
            try:
                out, _ = proc.communicate(timeout=GAME_TIME_LIMIT_S)
            except subprocess.TimeoutExpired:
                proc.kill()
                out, _ = proc.communicate()
            lines = out.strip().splitlines()
            reports.append(json.loads(lines[-1]) if lines else {"rtts": [], "games": 0})
        wall = time.perf_counter() - start
        cpu1 = _cpu_seconds(server.pid)
        attack: dict[str, Any] = {}
        if attacker is not None:
            out, _ = attacker.communicate(input="", timeout=30)
            attack = json.loads(out.strip().splitlines()[-1])
            attacker = None
    finally:
        if attacker is not None:
            attacker.kill()
            attacker.wait(timeout=10)
        stop_server(server)
    rtts = [x for r in reports for x in r["rtts"]]
    return {
        "attackers": attackers,
        "games_finished": min(r["games"] for r in reports),
        "actions": len(rtts),
        "rtt_p50_ms": _percentile(rtts, 0.50),
        "rtt_p99_ms": _percentile(rtts, 0.99),
        "rtt_max_ms": max(rtts) if rtts else float("nan"),
        "host_cpu_s": None if cpu0 is None or cpu1 is None else cpu1 - cpu0,
        "wall_s": wall,
        "attack": attack,
    }


def _print_churn(c: dict[str, Any]) -> None:
    print(f"1. Churn: {c['connections']} connections opened and closed one after another "
          f"({c['connections_per_s']:.0f}/s, {c['failed_to_open']} failed to open"
          f"{', STOPPED at the time limit' if c['timed_out'] else ''})")  # fmt: skip
    cpu = c["host_cpu_ms_per_connection"]
    print(f"   host CPU per connection {'n/a' if cpu is None else f'{cpu:.3f} ms'}; "
          f"server alive at the end: {c['server_alive']}")  # fmt: skip
    prev = None
    for n, mb in c["rss_mb"]:
        if mb is None:
            print(f"   after {n:>6} connections  RSS n/a")
            continue
        step = "" if prev is None else f"  ({mb - prev:+.1f} MB)"
        print(f"   after {n:>6} connections  RSS {mb:7.1f} MB{step}")
        prev = mb


def _print_games(label: str, g: dict[str, Any]) -> None:
    print(f"   {label:<8} {g['actions']:>5} actions, {g['games_finished']} games each: "
          f"p50 {g['rtt_p50_ms']:.2f} ms, p99 {g['rtt_p99_ms']:.2f} ms, max {g['rtt_max_ms']:.2f} ms, "
          f"host CPU {g['host_cpu_s']:.1f} s in {g['wall_s']:.1f} s")  # fmt: skip
    a = g["attack"]
    if a:
        print(f"            attack: {a['connections']} connections, {a['frames_sent']} junk frames written "
              f"({a['bytes_sent'] / 1e6:.0f} MB accepted by the kernel), {a['refused']} connects refused")  # fmt: skip


def main() -> int:
    if len(sys.argv) > 1 and sys.argv[1] == "--attacker":
        port, conns, seconds, pause, nice = sys.argv[2:7]
        return attacker_main(int(port), int(conns), float(seconds), float(pause), int(nice))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--churn", type=int, default=50_000, help="connections to open and close (0: skip)")
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--attackers", type=int, default=16)
    ap.add_argument("--attack-pause-ms", type=float, default=0.0, help="each attacker's pause between frames")
    ap.add_argument("--attacker-nice", type=int, default=0, help="run the attackers at this nice level (a diagnosis)")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    churn = run_churn(args.churn, args.seed) if args.churn > 0 else None
    alone = run_games(args.games, args.players, args.seed, 0, 0.0)
    attacked = run_games(args.games, args.players, args.seed, args.attackers, args.attack_pause_ms, args.attacker_nice)
    ratio = attacked["rtt_p99_ms"] / alone["rtt_p99_ms"] if alone["rtt_p99_ms"] else float("nan")
    if args.json:
        print(json.dumps({"churn": churn, "alone": alone, "attack": attacked, "p99_ratio": ratio}))
        return 0
    if churn is not None:
        _print_churn(churn)
    print(f"2. Junk before hello: {args.players} seated players (天地人, random bots), {args.attackers} "
          f"connections that never say hello sending {JUNK_FRAME // 1024} KiB junk frames, "
          f"pause {args.attack_pause_ms:g} ms, attackers' nice {args.attacker_nice}")  # fmt: skip
    _print_games("alone", alone)
    _print_games("attacked", attacked)
    print(f"   p99(attack) / p99(alone) = {ratio:.2f}  (target within 2x: {'met' if ratio <= 2 else 'NOT met'})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
