"""What holds the LAN host's memory after a burst of connections (issue #27).

    python benchmarks/host_heap.py [--connections 20000] [--trace] [--json]

``paiju --server`` (天地人, 4 open seats) runs in this process, its churn of connections
(``host_attack.py``'s four kinds, one after another, on 127.0.0.1) in a thread. At 0, 1,000,
2,000, 5,000, 10,000 connections and at the end it prints the process's resident memory
split into anonymous (heap) and file-backed pages (``/proc/self/status``), the Python
objects' memory as ``tracemalloc`` counts it (``--trace``: slower; the top lines of what
grew are printed at the end) and the ``QTcpSocket`` wrappers alive. At the end it asks
glibc to give its free heap back (``malloc_trim(0)``) and prints the memory again: what
that gives back was free memory the allocator kept, not memory anything holds.

Sockets only ever go to 127.0.0.1. Figures, not a test: recorded in docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import ctypes
import gc
import json
import os
import random
import socket
import sys
import threading
import time
import tracemalloc
from pathlib import Path
from typing import Any

os.environ["PAIJU_LOOPBACK_ONLY"] = "1"  # network safety: loopback only
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

from host_attack import churn_one  # noqa: E402

HOST = "127.0.0.1"
SETTLE_S = 1.2  # the host's housekeeping (once a second) deletes the closed sockets


def memory() -> dict[str, float]:
    """This process's VmRSS, RssAnon and RssFile in MB."""
    out = {}
    with open("/proc/self/status") as f:
        for line in f:
            key, _, value = line.partition(":")
            if key in ("VmRSS", "RssAnon", "RssFile"):
                out[key] = round(int(value.split()[0]) / 1024, 1)
    return out


def socket_wrappers() -> int:
    from PySide6.QtNetwork import QTcpSocket

    gc.collect()
    return sum(1 for o in gc.get_objects() if isinstance(o, QTcpSocket))


def _free_port() -> int:
    s = socket.socket()
    s.bind((HOST, 0))
    port = int(s.getsockname()[1])
    s.close()
    return port


def _churn(port: int, total: int, trace: bool, result: dict[str, Any]) -> None:
    """The client side, in a thread: wait for the server, churn, sample, stop the server."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            socket.create_connection((HOST, port), timeout=1).close()
            break
        except OSError:
            time.sleep(0.1)
    time.sleep(1.0)
    marks = sorted({0, 1000, 2000, 5000, 10000, total} & set(range(total + 1)))
    rng = random.Random(1)
    first = None
    for n in range(total + 1):
        if n:
            churn_one(port, (n - 1) % 4, rng)
        if n in marks:
            time.sleep(SETTLE_S)
            row: dict[str, Any] = {"connections": n, **memory(), "socket_wrappers": socket_wrappers()}
            if trace:
                row["traced_mb"] = round(tracemalloc.get_traced_memory()[0] / 1e6, 2)
                snap = tracemalloc.take_snapshot()
                first = first or snap
            result["rows"].append(row)
            print(row, file=sys.stderr, flush=True)
    if trace and first is not None:
        result["grew"] = [str(s) for s in snap.compare_to(first, "lineno")[:8]]
    try:
        ctypes.CDLL("libc.so.6").malloc_trim(0)
        result["after_malloc_trim"] = memory()
    except (OSError, AttributeError):
        result["after_malloc_trim"] = None
    os.kill(os.getpid(), 15)  # the server saves nothing (no game began) and exits


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--connections", type=int, default=20000)
    ap.add_argument("--trace", action="store_true", help="count the Python objects' memory (tracemalloc)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    if args.trace:
        tracemalloc.start(8)
    port = _free_port()
    result: dict[str, Any] = {"rows": []}
    threading.Thread(target=_churn, args=(port, args.connections, args.trace, result), daemon=True).start()
    from desktop_app.net import server

    server.main(["--server", "--game", "tiandiren", "--players", "4", "--seats", "open,open,open,open",
                 "--port", str(port), "--games", "1", "--seed", "1", "--log-level", "ERROR"])  # fmt: skip
    if args.json:
        print(json.dumps(result))
    else:
        for row in result["rows"]:
            print(row)
        for line in result.get("grew", []):
            print("grew:", line)
        print("after malloc_trim(0):", result["after_malloc_trim"])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
