"""The accept-rate cap (docs/protocol.md section 2): one address that opens connections
faster than its token bucket allows has the excess closed at once, before any greeting;
the seated players play on, and a burst of real reconnects from one PC still gets in."""

from __future__ import annotations

from desktop_app.net import host as host_mod

from .conftest import open_seats
from .raw import RawClient


def _opened(qtbot, host, n: int) -> list[RawClient]:
    """``n`` connections, one after another; each gets its greeting or its close."""
    out = []
    for _ in range(n):
        c = RawClient(host.port, pump=lambda: qtbot.wait(5))
        assert c.wait_for(lambda c=c: c.closed or bool(c.inbox))
        out.append(c)
    return out


def test_connections_beyond_the_accept_rate_are_closed_without_a_server_frame(qtbot, make_room):
    host = make_room("shengsidu", open_seats(1, ["easy", "easy"]), auto_start=False)
    host.accept_burst, host.accept_per_s = 4, 0.0  # no refill: the count is exact
    player = RawClient(host.port, pump=lambda: qtbot.wait(5))
    assert player.hello("Seated")["t"] == "welcome"
    conns = _opened(qtbot, host, 6)
    try:
        greeted = [c for c in conns if c.of_type("server")]
        shut = [c for c in conns if c.closed and not c.inbox]
        assert len(greeted) == 3 and len(shut) == 3  # the seated player took a token first
        assert not any(c.closed for c in greeted)
        player.send({"t": "ping", "id": 77})  # the player is unaffected
        assert player.wait_for(lambda: any(m.get("id") == 77 for m in player.of_type("pong")))
        assert not player.closed and host.connections() == 1
    finally:
        for c in conns:
            c.close()
        player.close()


def test_the_accept_cap_forgets_idle_addresses(qtbot, make_room):
    host = make_room("shengsidu", open_seats(1, ["easy", "easy"]), auto_start=False)
    conns = _opened(qtbot, host, 2)
    assert host._accepts and all(c.of_type("server") for c in conns)
    for bucket in host._accepts.values():
        bucket.tokens = bucket.burst  # as if idle for long enough
    host._housekeeping()
    assert host._accepts == {}
    for c in conns:
        c.close()


def test_a_rejoin_storm_from_one_pc_gets_in_at_the_default_limits(qtbot, make_room):
    """After a host restart several people at one PC come back at once, each trying a few
    times: the default cap lets them all in."""
    assert host_mod.ACCEPT_BURST >= 16 and host_mod.ACCEPT_PER_S >= 2
    host = make_room("shengsidu", open_seats(8, []), players=8, auto_start=False)
    first = _opened(qtbot, host, 8)  # a first try each, given up on before the hello
    for c in first:
        c.close()
    people = _opened(qtbot, host, 8)
    try:
        assert all(c.hello(f"P{i}")["t"] == "welcome" for i, c in enumerate(people))
        assert host.connections() == 8
    finally:
        for c in people:
            c.close()


def test_a_connection_flood_pauses_accepting_while_the_seated_play_on(qtbot, make_room, monkeypatch):
    """ACCEPT_FLOOD refusals within a pause: the host takes no connection for
    ACCEPT_PAUSE_MS (the flood waits in the system's queue, costing no CPU); a seated
    player is not touched, and a connection that came meanwhile is taken after it."""
    monkeypatch.setattr(host_mod.connections, "ACCEPT_FLOOD", 3)
    host = make_room("shengsidu", open_seats(1, ["easy", "easy"]), auto_start=False)
    host.accept_burst, host.accept_per_s = 2, 0.0
    player = RawClient(host.port, pump=lambda: qtbot.wait(5))
    assert player.hello("Seated")["t"] == "welcome"
    conns = _opened(qtbot, host, 4)  # one more greeted, then three closed: the third pauses
    late = None
    try:
        assert len([c for c in conns if c.of_type("server")]) == 1
        assert host.accept_pauses == 1 and host._accept_paused
        late = RawClient(host.port, pump=lambda: qtbot.wait(5))  # waits in the system's queue
        qtbot.wait(60)
        assert not late.inbox and not late.closed
        player.send({"t": "ping", "id": 5})  # the seated player is unaffected
        assert player.wait_for(lambda: any(m.get("id") == 5 for m in player.of_type("pong")))
        for bucket in host._accepts.values():
            bucket.tokens = bucket.burst  # the flood is over
        assert late.wait_for(lambda: bool(late.of_type("server")))  # taken once the pause ends
        assert not host._accept_paused and host.accept_pauses == 1
    finally:
        for c in [*conns, late, player]:
            if c is not None:
                c.close()
