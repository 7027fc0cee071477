"""Joining from the window: every refusal and failure is a translated sentence in a message
box (never a traceback), the window goes back to the start page, and a host that goes
away mid-game leaves a readable table. Real sockets on 127.0.0.1 only."""

from __future__ import annotations

import pytest
from PySide6.QtNetwork import QHostAddress, QTcpServer

from desktop_app.engine.core import Action, ActionKind
from desktop_app.net import client as client_module
from desktop_app.net import protocol as P
from desktop_app.net.client import ClientSession, LanConnection
from desktop_app.ui.lan.texts import connect_failure_text, reconnect_failure_text, refusal_text
from desktop_app.ui.lan.waiting_room import ClientWaitingDialog

from .lan_helpers import (
    discovery_port,  # noqa: F401 - autouse: this test's own UDP port
    host_room,
    join_room,
    lan_window,
    last,
    messages,
    question,
)

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

SEATS = [("human", "Hana"), ("open", ""), ("easy", "Robo")]


def _failed_with(qtbot, w, dialogs, text: str) -> None:
    qtbot.waitUntil(lambda: text in messages(dialogs), timeout=15_000)
    assert w.lan.client is None and w.lan.waiting is None
    assert w.stack.currentWidget() is w.start_page
    assert w.session is None


def test_a_wrong_password_is_said(make_window, qtbot, tmp_path):
    host_w, hd = lan_window(make_window, tmp_path, "host")
    client_w, cd = lan_window(make_window, tmp_path, "client")
    host_room(host_w, hd, "shengsidu", SEATS, password="sesame")
    join_room(client_w, cd, host_w.lan.host.port, ["Kai"], password="open up")
    _failed_with(qtbot, client_w, cd, "The password is wrong.")
    assert host_w.lan.host.open_seats() == [1]  # the room waits on
    # the right password gets in, and starts the game
    join_room(client_w, cd, host_w.lan.host.port, ["Kai"], password="sesame")
    qtbot.waitUntil(lambda: client_w.stack.currentWidget() is client_w.table_page, timeout=10_000)
    assert client_w.settings.last_join == {"address": "127.0.0.1", "port": host_w.lan.host.port, "names": ["Kai"]}
    assert "sesame" not in repr(host_w.settings) + repr(client_w.settings)
    host_w.lan.shut()


def test_a_full_room_is_said(make_window, qtbot, tmp_path):
    host_w, hd = lan_window(make_window, tmp_path, "host")
    client_w, cd = lan_window(make_window, tmp_path, "client")
    host_room(host_w, hd, "shengsidu", [("human", "Hana"), ("open", ""), ("open", "")])
    port = host_w.lan.host.port
    # someone else takes one seat, a bot the other (Start now)
    other = LanConnection("127.0.0.1", port, "Zoe")
    other_session = ClientSession()
    other.welcomed.connect(lambda _w: other_session.add_connection(other))
    other.open()
    qtbot.waitUntil(lambda: other.state == "joined", timeout=10_000)
    assert host_w.lan.start_now()
    join_room(client_w, cd, port, ["Kai"])
    _failed_with(qtbot, client_w, cd, "The room is full: no seat is open.")
    other_session.stop()
    host_w.lan.shut()


def test_nobody_listening_is_said(make_window, qtbot, tmp_path):
    client_w, cd = lan_window(make_window, tmp_path, "client")
    probe = QTcpServer()
    assert probe.listen(QHostAddress("127.0.0.1"), 0)
    port = probe.serverPort()
    probe.close()  # a port nobody listens on
    join_room(client_w, cd, port, ["Kai"])
    text = f"Nobody is hosting a game at 127.0.0.1, port {port} (the connection was refused)."
    _failed_with(qtbot, client_w, cd, text)


class FakeHost:
    """A tiny host: greets every connection with ``greeting`` (or says nothing)."""

    def __init__(self, greeting: dict | None) -> None:
        self.server = QTcpServer()
        self.sockets: list = []
        self.greeting = greeting
        self.server.newConnection.connect(self._on_new)
        assert self.server.listen(QHostAddress("127.0.0.1"), 0)
        self.port = self.server.serverPort()

    def _on_new(self) -> None:
        while self.server.hasPendingConnections():
            sock = self.server.nextPendingConnection()
            self.sockets.append(sock)
            if self.greeting is not None:
                sock.write(P.encode_frame(self.greeting))

    def close(self) -> None:
        for s in self.sockets:
            s.abort()
        self.server.close()


def _greeting(protocol: int) -> dict:
    return {
        "t": "server",
        "protocol": protocol,
        "app": "9.0.0",
        "room": "Future",
        "game": "shengsidu",
        "players": 3,
        "password": False,
        "nonce": "ab" * 16,
    }


def test_a_host_of_another_protocol_version_is_named(make_window, qtbot, tmp_path):
    client_w, cd = lan_window(make_window, tmp_path, "client")
    fake = FakeHost(_greeting(P.PROTOCOL_VERSION + 1))
    join_room(client_w, cd, fake.port, ["Kai"])
    theirs, ours = P.PROTOCOL_VERSION + 1, P.PROTOCOL_VERSION
    _failed_with(
        qtbot,
        client_w,
        cd,
        f"The host speaks protocol version {theirs}; this Paiju speaks version {ours}. Use the same Paiju version.",
    )
    fake.close()


def test_a_host_that_never_answers_times_out(make_window, qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(client_module, "HANDSHAKE_TIMEOUT_MS", 300)
    client_w, cd = lan_window(make_window, tmp_path, "client")
    fake = FakeHost(None)
    waiting = join_room(client_w, cd, fake.port, ["Kai"])
    assert waiting.status.text() == f"Connecting Kai to 127.0.0.1, port {fake.port}…"
    assert waiting.leave_button.text() == "Cancel"
    _failed_with(qtbot, client_w, cd, f"The host at 127.0.0.1, port {fake.port} did not answer in time.")
    fake.close()


def test_cancel_while_connecting_goes_back(make_window, qtbot, tmp_path):
    client_w, cd = lan_window(make_window, tmp_path, "client")
    fake = FakeHost(None)
    waiting = join_room(client_w, cd, fake.port, ["Kai"])
    qtbot.waitUntil(lambda: bool(fake.sockets), timeout=5000)
    waiting.leave_button.click()
    assert client_w.lan.client is None and client_w.stack.currentWidget() is client_w.start_page
    qtbot.waitUntil(lambda: fake.sockets[0].state() != fake.sockets[0].SocketState.ConnectedState, timeout=5000)
    assert not messages(cd)  # cancelling is no failure
    fake.close()


def test_an_address_other_than_loopback_is_refused_before_any_packet(make_window, qtbot, tmp_path):
    client_w, cd = lan_window(make_window, tmp_path, "client")
    join_room(client_w, cd, 47100, ["Kai"], address="192.168.1.20")
    _failed_with(
        qtbot,
        client_w,
        cd,
        "This Paiju runs in loopback-only mode: it connects to 127.0.0.1 only, not to 192.168.1.20.",
    )


def _playing_pair(make_window, qtbot, tmp_path):
    host_w, hd = lan_window(make_window, tmp_path, "host")
    client_w, cd = lan_window(make_window, tmp_path, "client")
    host_w.lan.seed = 3
    host_room(host_w, hd, "shengsidu", SEATS)
    join_room(client_w, cd, host_w.lan.host.port, ["Kai"])
    qtbot.waitUntil(lambda: client_w.table_page.info is not None and client_w.table_page._last_view is not None)
    return host_w, hd, client_w, cd


def test_a_dropped_connection_comes_back_by_itself_without_a_message(make_window, qtbot, tmp_path):
    host_w, _hd, client_w, cd = _playing_pair(make_window, qtbot, tmp_path)
    page, bar = client_w.table_page, client_w.lan.bar
    hand = [c.text for c in page.scene.hand_cards]
    assert bar.isVisible() and bar.state_label.text() == "Connected to Friday"
    states = []
    client_w.session.reconnecting.connect(lambda attempt, _ms: states.append(bar.state_label.text()))
    for conn in list(client_w.session.connections):
        conn._sock.abort()  # the client's socket goes away under it
    qtbot.waitUntil(lambda: bool(states), timeout=10_000)
    assert states[0] == "Connection lost. Reconnecting… attempt 1"
    assert "reconnecting" in client_w.windowTitle()
    assert client_w.stack.currentWidget() is page and [c.text for c in page.scene.hand_cards] == hand
    qtbot.waitUntil(lambda: bar.state == "back", timeout=20_000)
    assert bar.state_label.text() == "Back at the table" and not client_w.session.is_lost
    assert not messages(cd)  # nothing blocked the window while it tried
    qtbot.waitUntil(lambda: not host_w.lan.host.is_away(1), timeout=10_000)
    seat = page.viewer
    qtbot.waitUntil(lambda: client_w.session.view() == host_w.session.game.view_for(seat), timeout=10_000)
    assert "reconnecting" not in client_w.windowTitle() and "disconnected" not in client_w.windowTitle()
    host_w.lan.shut()


def test_a_host_that_never_comes_back_is_said_and_leaves_a_readable_table(make_window, qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(client_module, "RECONNECT_FOR_S", 1.0)
    host_w, _hd, client_w, cd = _playing_pair(make_window, qtbot, tmp_path)
    page = client_w.table_page
    hand = [c.text for c in page.scene.hand_cards]
    host_w.lan.host._server.close()  # nobody can connect any more ...
    for conn in list(host_w.lan.host._conns.values()):
        conn.sock.abort()  # ... and the network goes away under the client
    text = reconnect_failure_text("gave_up")
    qtbot.waitUntil(lambda: text in messages(cd), timeout=30_000)
    assert messages(cd) == [text]  # one message, once it gave up
    assert client_w.lan.bar.state_label.text() == "Disconnected"
    client_w.session.latency_changed.emit(1)  # a late pong of the connection gone
    assert client_w.lan.bar.latency is None and not any("ms to the host" in t for t in client_w.lan.bar.texts())
    assert client_w.session.latency_ms() is None
    assert client_w.session is client_w.lan.client and client_w.session.is_lost
    assert client_w.stack.currentWidget() is page and [c.text for c in page.scene.hand_cards] == hand
    assert "disconnected" in client_w.windowTitle()
    refused = []
    client_w.session.action_refused.connect(lambda _s, e: refused.append(e.reason))
    seat = page.viewer
    assert not client_w.session.submit(seat, Action(seat, ActionKind.PASS))  # refused quietly: no crash
    assert refused == ["no_game"]
    # leaving now needs no question: nothing of the room is on any more
    client_w.lan.leave_action.trigger()
    assert client_w.lan.client is None and client_w.stack.currentWidget() is client_w.start_page
    assert not client_w.lan.bar.isVisible() and client_w.table_page.side.count() == 2
    host_w.lan.shut()


def test_a_host_that_closes_the_room_mid_game_is_waited_for(make_window, qtbot, tmp_path):
    host_w, hd, client_w, cd = _playing_pair(make_window, qtbot, tmp_path)
    host_w.lan.leave_action.trigger()  # Game ▸ Close the room: asked first
    box = question(hd)
    assert "stops for everyone" in box.text() and "Reopen my room" in box.text()
    box.button(box.StandardButton.Yes).click()
    assert host_w.lan.host is None and host_w.stack.currentWidget() is host_w.start_page
    bar = client_w.lan.bar
    qtbot.waitUntil(lambda: bar.state == "reconnecting", timeout=10_000)
    assert bar.state_label.text().startswith("The host closed the room. Waiting for it to reopen… attempt ")
    assert not messages(cd)  # no message while the client waits for the room to reopen
    assert client_w.stack.currentWidget() is client_w.table_page and client_w.table_page.scene.hand_cards
    assert host_w.lan.reopen_action.isEnabled()  # the host may reopen it


def test_a_refusal_is_said_in_chinese(make_window, qtbot, tmp_path):
    client_w, cd = lan_window(make_window, tmp_path, "client")
    client_w.set_language("zh_CN")
    join_room(client_w, cd, 47100, ["Kai"], address="10.0.0.1")
    sentence = connect_failure_text("loopback_only", {"address": "10.0.0.1"})
    assert "127.0.0.1" in sentence and any("\u4e00" <= ch <= "\u9fff" for ch in sentence)
    _failed_with(qtbot, client_w, cd, sentence)
    assert refusal_text("bad_password") != "The password is wrong."
    client_w.set_language("en")


def test_waiting_dialog_has_leave_once_seated(make_window, qtbot, tmp_path):
    host_w, hd = lan_window(make_window, tmp_path, "host")
    client_w, cd = lan_window(make_window, tmp_path, "client")
    host_room(host_w, hd, "shengsidu", [("human", "Hana"), ("open", ""), ("open", "")])
    waiting = join_room(client_w, cd, host_w.lan.host.port, ["Kai"])
    qtbot.waitUntil(lambda: waiting.leave_button.text() == "Leave", timeout=10_000)
    assert isinstance(last(cd, ClientWaitingDialog), ClientWaitingDialog)
    waiting.leave_button.click()  # bye: the seat is open again
    qtbot.waitUntil(lambda: host_w.lan.host.open_seats() == [1, 2], timeout=10_000)
    assert client_w.lan.client is None and not messages(cd)
    host_w.lan.shut()


def test_a_room_closed_before_the_game_sends_the_client_back(make_window, qtbot, tmp_path):
    host_w, hd = lan_window(make_window, tmp_path, "host")
    client_w, cd = lan_window(make_window, tmp_path, "client")
    waiting = host_room(host_w, hd, "shengsidu", [("human", "Hana"), ("open", ""), ("open", "")])
    kai = join_room(client_w, cd, host_w.lan.host.port, ["Kai"])
    qtbot.waitUntil(lambda: kai.joined, timeout=10_000)
    waiting.close_button.click()  # no game yet: closed without a question
    assert host_w.lan.host is None and host_w.session is None
    _failed_with(qtbot, client_w, cd, "The host has closed the room.")
