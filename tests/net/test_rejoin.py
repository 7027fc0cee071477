"""Coming back: a client that drops reconnects by itself with its token and gets its seat
back with a snapshot; a client process killed with SIGKILL and started again rejoins and
the game finishes; a host that dies mid-game and is restarted from its save gets every
client back, and the game finishes with the same record as if nothing had happened."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import threading
from pathlib import Path

from desktop_app.net import client as client_mod
from desktop_app.net.host import LanHost, RoomConfig
from desktop_app.session.session import GameSession
from desktop_app.store.saves import open_match

from .conftest import PlayingClient, open_seats
from .test_server_process import ROOT, Server, _env

HERE = Path(__file__).resolve().parent


def test_a_client_that_drops_comes_back_by_itself(qtbot, make_room, join, monkeypatch):
    monkeypatch.setattr(client_mod, "RECONNECT_DELAYS_MS", (50, 100, 200))
    host = make_room("tiandiren", open_seats(2, ["easy"]), seed=9, bot_delay_ms=30)
    a = join(host, "Ann", seed=1)
    b = join(host, "Bo", seed=2)
    seat = b.seat
    back = []
    b.session.reconnected.connect(lambda: back.append(True))
    qtbot.waitUntil(lambda: host.session.game is not None and len(host.session.game.actions) >= 3, timeout=20_000)
    b.conn._sock.abort()  # the network goes away under Bo
    qtbot.waitUntil(lambda: bool(back), timeout=10_000)
    assert b.lost and not b.session.is_lost
    assert b.session.connections[0].seat == seat and b.session.connections[0] is not b.conn
    qtbot.waitUntil(lambda: not host.is_away(seat), timeout=5000)
    qtbot.waitUntil(lambda: len(a.outcomes) == 1 and len(b.outcomes) == 1, timeout=60_000)
    assert b.session.view() == host.session.game.view_for(seat)
    assert b.outcomes[0] == host.session.game.outcome
    # the log says it: a line where Bo came back, after what happened meanwhile
    assert [e.kind for e in b.session.event_log(seat)].count("lan_rejoined") == 1


def test_a_client_back_after_its_old_socket_is_deleted_gets_its_seat(qtbot, make_room, join, monkeypatch):
    """The host deletes a dropped connection's socket in its housekeeping; a client coming
    back later must not meet a host that writes to that deleted socket (it answered the
    hello with "internal" and the client never came back)."""
    import shiboken6

    monkeypatch.setattr(client_mod, "RECONNECT_DELAYS_MS", (1500, 1500, 1500))
    host = make_room("shengsidu", open_seats(2, ["easy"]), seed=14, bot_delay_ms=30)
    join(host, "Ann", seed=1)
    b = join(host, "Bo", seed=2)
    seat = b.seat
    back = []
    b.session.reconnected.connect(lambda: back.append(True))
    qtbot.waitUntil(lambda: host.session.game is not None and len(host.session.game.actions) >= 2, timeout=20_000)
    old = host._takers[seat]
    b.conn._sock.abort()
    qtbot.waitUntil(lambda: host.is_away(seat), timeout=5_000)
    host._housekeeping()  # what its timer does: the dead socket goes
    qtbot.waitUntil(lambda: not shiboken6.isValid(old.sock), timeout=5_000)
    qtbot.waitUntil(lambda: bool(back), timeout=15_000)
    qtbot.waitUntil(lambda: not host.is_away(seat), timeout=5_000)
    qtbot.waitUntil(lambda: b.session.view() == host.session.game.view_for(seat), timeout=5_000)


def test_a_killed_client_process_rejoins_and_the_game_finishes(qtbot, make_room, join):
    host = make_room("shengsidu", open_seats(2, ["easy"]), seed=14, bot_delay_ms=150)
    ann = join(host, "Ann", seed=1)
    proc = subprocess.Popen(
        [sys.executable, str(HERE / "bot_client.py"), "--port", str(host.port), "--name", "Proc", "--seed", "5"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT, env=dict(os.environ),
    )  # fmt: skip
    welcome = {}

    def read_lines() -> None:  # off the event loop: the host lives on it
        for line in proc.stdout:
            if line.startswith('{"welcome"') and not welcome:
                welcome.update(json.loads(line)["welcome"])

    threading.Thread(target=read_lines, daemon=True).start()
    qtbot.waitUntil(lambda: bool(welcome), timeout=10_000)
    seat, token = welcome["seat"], welcome["token"]
    qtbot.waitUntil(lambda: host.session.game is not None and len(host.session.game.actions) >= 2, timeout=20_000)
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=10)
    qtbot.waitUntil(lambda: host.is_away(seat), timeout=10_000)
    again = subprocess.Popen(
        [sys.executable, str(HERE / "bot_client.py"), "--port", str(host.port), "--name", "Proc", "--seed", "6",
         "--token", token],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT, env=dict(os.environ),
    )  # fmt: skip
    qtbot.waitUntil(lambda: not host.is_away(seat) or again.poll() is not None, timeout=15_000)
    qtbot.waitUntil(lambda: again.poll() is not None, timeout=120_000)
    out, err = again.communicate()
    result = json.loads(out.strip().splitlines()[-1])
    assert again.returncode == 0, f"{out}\n{err[-2000:]}"
    assert result["seat"] == seat and not result["problems"], result
    assert result["outcomes"] == [host.session.game.outcome.scores]
    qtbot.waitUntil(lambda: len(ann.outcomes) == 1, timeout=10_000)


# ---------------------------------------------------------------- the host dies and comes back


def _crash(host: LanHost) -> None:
    """The host process dies: no bye, sockets torn down, nothing more written."""
    host.session.flush_autosave()
    for conn in list(host._conns.values()):
        conn.sock.abort()
    host._server.close()
    host._closed = True
    host._tick.stop()
    host.session.stop()


def _room(tmp_path: Path, name: str, port: int = 0) -> tuple[GameSession, LanHost]:
    session = GameSession(autosave=True, autosave_path=tmp_path / f"{name}.paiju", bot_delay_ms=0)
    config = RoomConfig("Restart", "shengsidu", 2, tuple(open_seats(2, [])), next_game_delay_ms=0)
    host = LanHost(session, config, seed=77)
    assert host.listen("127.0.0.1", port)
    return session, host


def _clients(port: int) -> list[PlayingClient]:
    out = []
    for i, name in enumerate(("Ann", "Bo")):
        c = PlayingClient(port, name, seed=10 + i)
        rng = random.Random(500 + i)
        c.conn.nonce_source = lambda rng=rng: rng.randbytes(16)
        out.append(c)
    return out


def test_a_restarted_host_gets_everyone_back_with_the_same_record(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(client_mod, "RECONNECT_DELAYS_MS", (100, 200, 400))
    # the reference: the same room, the same deal, the same players, nothing happens
    _ref_session, ref_host = _room(tmp_path, "reference")
    ref = _clients(ref_host.port)
    qtbot.waitUntil(lambda: all(len(c.outcomes) == 1 for c in ref), timeout=60_000)
    reference = ref_host.session.finished_record()
    for c in ref:
        c.session.stop()
    ref_host.close()

    session, host = _room(tmp_path, "live")
    port = host.port
    live = _clients(port)
    for c in live:
        c.auto = False  # they move only when told, so the crash comes mid-game
    qtbot.waitUntil(
        lambda: session.game is not None and all(c.session.view() is not None for c in live), timeout=10_000
    )

    def step() -> None:
        for c in live:
            c.act(force=True)

    def in_step() -> bool:  # every client holds the host's current view
        return all(c.session.view() == session.game.view_for(c.seat) for c in live)

    for _ in range(6):
        qtbot.waitUntil(in_step, timeout=5000)
        before = len(session.game.actions)
        step()
        qtbot.waitUntil(lambda b=before: len(session.game.actions) > b or session.is_game_over, timeout=5000)
    assert not session.is_game_over
    moves_before = len(session.game.actions)
    _crash(host)
    qtbot.waitUntil(lambda: all(c.lost for c in live), timeout=5000)

    snapshot = open_match(tmp_path / "live.paiju")
    assert len(snapshot.current.actions) == moves_before
    session2 = GameSession(autosave=True, autosave_path=tmp_path / "live.paiju", bot_delay_ms=0)
    host2 = LanHost.resume(session2, snapshot)
    assert host2.saved_port == port and host2.listen("127.0.0.1", host2.saved_port)
    assert all(host2.is_away(c.seat) for c in live)  # the game waits for its people
    qtbot.waitUntil(lambda: all(not host2.is_away(c.seat) for c in live), timeout=15_000)
    for c in live:
        c.auto = True
        c.act()
    qtbot.waitUntil(lambda: all(len(c.outcomes) == 1 for c in live), timeout=60_000)
    record = session2.finished_record()
    assert record.dumps() == reference.dumps()
    checks = [c.session.deal_check.code for c in live]
    assert checks == ["verified", "verified"]
    for c in live:
        c.session.stop()
    host2.close()


def test_the_headless_server_reopens_its_room_after_a_kill(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(client_mod, "RECONNECT_DELAYS_MS", (200, 400, 800))
    save = tmp_path / "room.paiju"
    server = Server(
        tmp_path, "--game", "shengsidu", "--players", "2", "--seats", "open,bot:easy", "--save-to", str(save)
    )
    port = server.port
    c = PlayingClient(port, "Ann", seed=3)
    qtbot.waitUntil(lambda: c.session.view() is not None, timeout=10_000)
    c.auto = False
    qtbot.waitUntil(lambda: save.exists(), timeout=10_000)
    server.stop(signal.SIGKILL)
    qtbot.waitUntil(lambda: bool(c.lost), timeout=10_000)
    again = Server(tmp_path, "--resume", str(save), "--port", str(port))
    assert again.port == port
    c.auto = True
    qtbot.waitUntil(lambda: not c.session.is_lost, timeout=15_000)
    c.act()
    qtbot.waitUntil(lambda: len(c.outcomes) == 1, timeout=60_000)
    assert c.session.deal_check.ok
    c.session.stop()
    assert again.stop(signal.SIGTERM) == 0
    assert "Traceback" not in again.stderr()


def test_env_of_the_server_helper_is_loopback_only(tmp_path):
    assert _env(tmp_path)["PAIJU_LOOPBACK_ONLY"] == "1"


def test_a_room_saved_between_two_games_deals_the_next_fairly_once_its_people_are_back(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(client_mod, "RECONNECT_DELAYS_MS", (100, 200, 400))
    session = GameSession(autosave=True, autosave_path=tmp_path / "m.paiju", bot_delay_ms=0)
    config = RoomConfig("Between", "shengsidu", 2, tuple(open_seats(2, [])), match_length=2, next_game_delay_ms=0)
    host = LanHost(session, config, seed=5)
    assert host.listen("127.0.0.1", 0)
    port = host.port
    live = _clients(port)
    for c in live:
        c.session.next_game = lambda: True  # nobody says ready: the room stays between the games
    qtbot.waitUntil(lambda: all(len(c.outcomes) == 1 for c in live), timeout=60_000)
    _crash(host)
    snapshot = open_match(tmp_path / "m.paiju")
    assert snapshot.current is None and len(snapshot.finished) == 1
    session2 = GameSession(autosave=True, autosave_path=tmp_path / "m.paiju", bot_delay_ms=0)
    host2 = LanHost.resume(session2, snapshot)
    assert session2.game is None  # no deal before its people are back
    assert host2.listen("127.0.0.1", host2.saved_port)
    checks = []
    for c in live:
        c.session.deal_checked.connect(checks.append)
    qtbot.waitUntil(lambda: session2.game is not None, timeout=15_000)
    assert session2.game.deal == "fair"
    qtbot.waitUntil(lambda: all(len(c.outcomes) == 2 for c in live), timeout=60_000)
    assert [r.code for r in checks] == ["verified", "verified"]
    for c in live:
        c.session.stop()
    host2.close()
