"""What a connection leaves behind once it is gone: nothing. Thousands of connections that
open and close (with or without a hello) must not pile up socket wrappers, connection
records or children of the host's server."""

from __future__ import annotations

import gc
import socket

from PySide6.QtNetwork import QTcpSocket

from desktop_app.net import host as host_mod

from .conftest import open_seats
from .raw import RawClient

ROUNDS = 20
PER_ROUND = 150
BATCH = 6  # open at once (under the host's cap on connections waiting for their hello)


def _held(host) -> tuple[int, int, int]:
    """(QTcpSocket wrappers alive in Python, _Conn records alive, children of the server);
    the first two count what earlier tests left too, so only their growth matters."""
    gc.collect()
    objects = gc.get_objects()
    socks = sum(1 for o in objects if isinstance(o, QTcpSocket))
    conns = sum(1 for o in objects if isinstance(o, host_mod._Conn))
    return socks, conns, len(host._server.children())


def _settle(qtbot, host) -> None:
    """Wait until the host has seen every close, then let the housekeeping delete the sockets."""
    qtbot.waitUntil(lambda: not host._conns, timeout=10_000)
    host._housekeeping()
    qtbot.wait(5)  # the deferred deletes run in the event loop
    host._housekeeping()
    qtbot.wait(5)


def _churn(qtbot, host, n: int, hello_every: int) -> None:
    for start in range(0, n, BATCH):
        batch = [socket.create_connection(("127.0.0.1", host.port), timeout=5) for _ in range(BATCH)]
        if start % hello_every == 0:  # now and then a spectator joins for real before it goes
            c = RawClient(host.port, pump=lambda: qtbot.wait(2))
            assert c.hello("Passer", spectate=True)["t"] == "welcome"
            c.close()
        qtbot.wait(2)
        for s in batch:
            s.close()
        qtbot.wait(1)


def test_closed_connections_leave_no_sockets_or_records_behind(qtbot, make_room):
    host = make_room("shengsidu", open_seats(2, ["easy"]))
    host.hellos_per_address = 10**6
    host.accept_burst = 10**6  # the churn is the point here, not the accept-rate cap
    _churn(qtbot, host, PER_ROUND, hello_every=30)
    _settle(qtbot, host)
    first = _held(host)
    for _ in range(ROUNDS - 1):
        _churn(qtbot, host, PER_ROUND, hello_every=30)
        _settle(qtbot, host)
    last = _held(host)
    assert last[0] <= first[0] and last[1] <= first[1] and last[2] <= first[2], (first, last)
    assert last[2] <= 1 and not host._conns and not host._dead, last  # no socket child left (the server owns one helper)
