"""Connections that drop: a bot plays the seat and every table shows it; the seat's token
takes it back with a snapshot; a host that quits or dies leaves readable tables."""

from __future__ import annotations

import signal

from desktop_app.engine.core import Action
from desktop_app.net.client import ClientSession, LanConnection

from .conftest import open_seats
from .test_server_process import Server


def test_a_client_that_drops_is_played_by_a_bot_and_shown_away(qtbot, make_room, join):
    host = make_room("tiandiren", open_seats(2, ["easy"]), seed=9, bot_delay_ms=20)
    a = join(host, "Alice", seed=1)
    b = join(host, "Bob", seed=2)
    qtbot.waitUntil(lambda: host.session.game is not None and len(host.session.game.actions) >= 2, timeout=20_000)
    b.auto = False
    b.session.auto_reconnect = False  # Bob's client does not come back in this test
    b.conn._sock.abort()  # the network goes away under Bob
    qtbot.waitUntil(lambda: host.is_away(b.seat), timeout=5000)
    assert host.session.seat_status(b.seat) == "away" and b.seat in host.session.autoplay_seats
    qtbot.waitUntil(lambda: a.session.seat_status(b.seat) == "away", timeout=5000)
    assert any(s.get("away") for m in a.frames if m["t"] == "lobby" for s in m["seats"])
    qtbot.waitUntil(lambda: len(a.outcomes) == 1, timeout=60_000)
    assert host.session.game.is_over


def test_the_token_takes_the_seat_back_with_a_snapshot(qtbot, make_room, join):
    host = make_room("shengsidu", open_seats(2, ["easy"]), seed=12, bot_delay_ms=30)
    a = join(host, "Alice", seed=1)
    b = join(host, "Bob", seed=2)
    seat, token = b.seat, b.conn.token
    qtbot.waitUntil(lambda: host.session.game is not None and len(host.session.game.actions) >= 1, timeout=20_000)
    b.auto = False
    b.session.auto_reconnect = False  # another process comes back with the token instead
    b.conn._sock.abort()
    qtbot.waitUntil(lambda: host.is_away(seat), timeout=5000)
    back = join(host, "Bob", seed=3, token=token)
    assert back.seat == seat and back.conn.token == token
    qtbot.waitUntil(lambda: bool(back.updates()), timeout=5000)
    assert back.updates()[0]["snapshot"] is True
    assert not host.is_away(seat) and seat not in host.session.autoplay_seats
    # the game goes on (bots): the rejoined view keeps up with the host's
    qtbot.waitUntil(lambda: back.session.view() == host.session.game.view_for(seat), timeout=5000)
    qtbot.waitUntil(lambda: len(back.outcomes) == 1 and len(a.outcomes) == 1, timeout=60_000)
    assert back.outcomes[0] == host.session.game.outcome


def test_a_second_connection_with_the_token_replaces_a_half_open_one(qtbot, make_room, join):
    host = make_room("shengsidu", open_seats(1, ["easy", "easy"]), seed=13, bot_delay_ms=10_000)
    old = join(host, "Zoe")
    old.auto = False
    qtbot.waitUntil(lambda: bool(old.updates()), timeout=5000)
    new = join(host, "Zoe", token=old.conn.token)
    assert new.seat == old.seat
    qtbot.waitUntil(lambda: bool(old.lost), timeout=5000)
    assert old.lost == ["replaced"]
    assert not host.is_away(new.seat)


def test_when_the_host_quits_the_clients_are_told_and_keep_their_table(qtbot, make_room, join):
    host = make_room("hongwu", open_seats(2, ["easy", "easy"]), seed=2, bot_delay_ms=50)
    a = join(host, "Alice", seed=1)
    b = join(host, "Bob", seed=2)
    qtbot.waitUntil(lambda: a.session.view() is not None and b.session.view() is not None, timeout=10_000)
    last = a.session.view()
    host.close()
    qtbot.waitUntil(lambda: bool(a.lost and b.lost), timeout=5000)
    assert a.lost == ["host_quit"] and b.lost == ["host_quit"]
    assert a.session.is_lost and a.session.view() is not None
    assert a.session.view().game_id == last.game_id
    refused = []
    a.session.action_refused.connect(lambda _s, e: refused.append(e.reason))
    assert not a.session.submit(a.seat, Action(a.seat, "pass"))
    assert refused == ["no_game"]


def test_a_host_process_killed_mid_game_is_reported_as_gone(qtbot, tmp_path):
    server = Server(tmp_path, "--game", "shengsidu", "--seats", "open,bot:easy,bot:easy")
    conn = LanConnection("127.0.0.1", server.port, "Ann")
    session = ClientSession()
    lost: list[str] = []
    conn.welcomed.connect(lambda _w: session.add_connection(conn))
    session.connection_lost.connect(lambda code, _p: lost.append(code))
    conn.open()
    qtbot.waitUntil(lambda: session.view() is not None, timeout=10_000)
    server.stop(signal.SIGKILL)
    qtbot.waitUntil(lambda: bool(lost), timeout=30_000)
    assert lost == ["host_gone"]
    assert session.view() is not None
