"""A room's life in the windows: the waiting screens follow joins live, two people at one
client PC get two seats and the hand-off screen between them, "Next game" waits for
everyone, Abandon and Leave on a client, and the host asked before its room closes.
Real sockets on 127.0.0.1 only."""

from __future__ import annotations

import pytest
from PySide6.QtNetwork import QHostAddress, QTcpServer
from PySide6.QtWidgets import QMessageBox

from desktop_app.engine.core import ActionKind
from desktop_app.net.client import ClientSession, LanConnection
from desktop_app.ui import texts
from desktop_app.ui.dialogs.new_game import NewGameDialog
from desktop_app.ui.dialogs.score import ScoreDialog
from desktop_app.ui.lan.host_dialog import HostDialog

from .lan_helpers import (
    HOST_CLIENT_BOT,
    MousePlayer,
    alive,
    at_table,
    discovery_port,  # noqa: F401 - autouse: this test's own UDP port for room announcements
    host_room,
    join_room,
    lan_window,
    last,
    messages,
    ok,
    question,
    seated_pair,
)

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _pair(make_window, qtbot, tmp_path, seats, **room):
    return seated_pair(make_window, qtbot, tmp_path, seed=4, seats=seats, **room)


SEATS = HOST_CLIENT_BOT


def test_the_waiting_screens_show_joins_live(make_window, qtbot, tmp_path):
    host_w, hd = lan_window(make_window, tmp_path, "host")
    client_w, cd = lan_window(make_window, tmp_path, "client")
    waiting = host_room(host_w, hd, "shengsidu", [("human", "Hana"), ("open", ""), ("open", ""), ("open", "")])
    port = host_w.lan.host.port
    assert "Waiting for 3 more player(s)" in waiting.status.text()
    kai = join_room(client_w, cd, port, ["Kai"])
    qtbot.waitUntil(lambda: waiting.seats.rows()[1][1:] == ("Kai", "Joined", "Ready"), timeout=10_000)
    qtbot.waitUntil(lambda: kai.seats.isVisible() and len(kai.seats.rows()) == 4, timeout=10_000)
    assert kai.seats.rows()[0][1:3] == ("Hana", "Host")  # a person at the host's PC, not at this one
    # the client hears its own ready mark a moment after the host's screen shows it
    qtbot.waitUntil(lambda: kai.seats.rows()[1][1:] == ("Kai", "You", "Ready"), timeout=10_000)
    assert kai.windowTitle() == "Room Friday" and texts.game_name("shengsidu") in kai.heading.text()
    # someone else joins: both screens show it at once
    zoe = LanConnection("127.0.0.1", port, "Zoe")
    zoe_session = ClientSession()
    zoe.welcomed.connect(lambda _w: zoe_session.add_connection(zoe))
    zoe.open()
    qtbot.waitUntil(lambda: waiting.seats.rows()[2][1:] == ("Zoe", "Joined", ""), timeout=10_000)
    qtbot.waitUntil(lambda: kai.seats.rows()[2][1:] == ("Zoe", "Joined", ""), timeout=10_000)
    assert "Waiting for 1 more player(s)" in waiting.status.text()
    assert not waiting.start_button.isEnabled()  # Zoe is not ready yet
    zoe_session.set_ready(True)
    qtbot.waitUntil(lambda: waiting.start_button.isEnabled(), timeout=10_000)
    # Start now: a bot takes the last open seat; both go to the table
    waiting.start_button.click()
    qtbot.waitUntil(lambda: at_table(host_w) and at_table(client_w), timeout=10_000)
    assert host_w.table_page.seat_is_bot(3) and client_w.table_page.seat_is_bot(3)
    assert client_w.table_page.seat_name(2) == "Zoe"
    zoe_session.stop()
    host_w.lan.shut()


def test_two_people_at_one_client_pc_hand_the_mouse_over(make_window, qtbot, tmp_path):
    host_w, hd = lan_window(make_window, tmp_path, "host")
    client_w, cd = lan_window(make_window, tmp_path, "client")
    host_w.lan.seed = 2
    waiting = host_room(host_w, hd, "shengsidu", [("easy", "Robo"), ("open", ""), ("open", "")])
    join_room(client_w, cd, host_w.lan.host.port, ["Kai", "Mei"])
    qtbot.waitUntil(lambda: client_w.stack.currentWidget() is client_w.table_page, timeout=10_000)
    session, page = client_w.session, client_w.table_page
    assert session.local_seats == [1, 2] and session.is_hot_seat
    assert [page.seat_name(s) for s in (1, 2)] == ["Kai", "Mei"]
    assert not alive([waiting])  # the host's waiting screen went with the start
    player = MousePlayer(qtbot, client_w)
    handed_to = []
    for _ in range(2):
        qtbot.waitUntil(lambda: page.overlay.isVisible(), timeout=20_000)
        seat = session.pending_handoff
        assert seat in (1, 2) and page.scene.hand_hidden and not page.scene.hand_cards
        assert page.seat_name(seat) in page.overlay.title.text() + page.overlay.sub.text()
        page.overlay.button.click()  # "I am ... : show my hand"
        assert page.viewer == seat and not page.scene.hand_hidden
        assert sorted(c.text for c in page.scene.hand_cards) == sorted(c.text for c in session.view().hand)
        handed_to.append(seat)
        moves = player.moves
        qtbot.waitUntil(lambda m=moves: (player.step() or True) and player.moves > m, timeout=20_000)
    assert set(handed_to) == {1, 2}  # the hand-off went from one person at this PC to the other
    host_w.lan.shut()


def _abandon(w, dialogs) -> None:
    w.abandon_action.trigger()
    box = [d for d in alive(dialogs) if isinstance(d, QMessageBox) and d.objectName() == "AbandonConfirm"][-1]
    box.button(QMessageBox.StandardButton.Yes).click()


def test_next_game_waits_for_everyone_and_says_for_whom(make_window, qtbot, tmp_path):
    host_w, hd, client_w, cd = _pair(make_window, qtbot, tmp_path, SEATS, match_length=2)
    _abandon(host_w, hd)  # Hana escapes: the first game is over at once
    qtbot.waitUntil(lambda: any(isinstance(d, ScoreDialog) for d in alive(cd)), timeout=10_000)
    host_score, client_score = last(hd, ScoreDialog), last(cd, ScoreDialog)
    host_score.next_button.click()
    assert host_score.isVisible() and not host_score.next_button.isEnabled()
    assert host_score.note_label.text() == "The next game waits for Kai."
    client_score.next_button.click()
    assert "Ready" in client_score.note_label.text() or not client_score.isVisible()
    qtbot.waitUntil(lambda: host_w.session.info.number == 2 and client_w.session.info.number == 2, timeout=20_000)
    qtbot.waitUntil(lambda: not host_score.isVisible() and not client_score.isVisible(), timeout=5000)
    assert at_table(host_w) and at_table(client_w)
    host_w.lan.shut()


def test_a_client_that_abandons_escapes_and_leaves_the_room(make_window, qtbot, tmp_path):
    host_w, _hd, client_w, cd = _pair(make_window, qtbot, tmp_path, SEATS)
    _abandon(client_w, cd)
    assert client_w.lan.client is None and client_w.stack.currentWidget() is client_w.start_page
    game = host_w.session.game
    qtbot.waitUntil(lambda: any(a.kind == ActionKind.ABANDON and a.seat == 1 for a in game.actions), timeout=10_000)
    qtbot.waitUntil(lambda: game.is_over, timeout=10_000)
    assert not messages(cd)
    host_w.lan.shut()


def test_a_client_that_closes_its_window_says_goodbye(make_window, qtbot, tmp_path):
    host_w, _hd, client_w, _cd = _pair(make_window, qtbot, tmp_path, SEATS)
    client_w.close()
    qtbot.waitUntil(lambda: host_w.lan.host.is_away(1), timeout=10_000)
    assert host_w.session.seat_status(1) == "away"  # a bot plays Kai's seat, and the table says so
    qtbot.waitUntil(
        lambda: any(
            b[0] == "Away · AI plays"
            for b in host_w.table_page._badges(host_w.table_page._last_view, 1, host_w.session.seat_status)
        ),
        timeout=5000,
    )
    host_w.lan.shut()


def test_the_host_is_asked_before_its_window_closes_the_room(make_window, qtbot, tmp_path):
    host_w, hd, client_w, cd = _pair(make_window, qtbot, tmp_path, SEATS)
    host_w.close()
    assert host_w.isVisible() and host_w.lan.host is not None  # not before the answer
    question(hd).button(QMessageBox.StandardButton.No).click()
    assert host_w.isVisible() and host_w.lan.host.is_listening
    host_w.close()
    question(hd).button(QMessageBox.StandardButton.Yes).click()
    assert not host_w.isVisible() and host_w.lan.host is None
    qtbot.waitUntil(lambda: client_w.lan.bar.state == "reconnecting", timeout=10_000)  # until it reopens
    assert at_table(client_w) and not messages(cd)  # the client's table stays readable


def test_a_new_local_game_closes_the_room_after_asking(make_window, qtbot, tmp_path):
    host_w, hd, client_w, _cd = _pair(make_window, qtbot, tmp_path, SEATS)
    host_w.new_action.trigger()
    box = question(hd)
    assert "stops for everyone" in box.text()
    assert not any(isinstance(d, NewGameDialog) for d in alive(hd))
    box.button(QMessageBox.StandardButton.Yes).click()
    assert host_w.lan.host is None and last(hd, NewGameDialog).isVisible()
    qtbot.waitUntil(lambda: client_w.lan.bar.state == "reconnecting", timeout=10_000)


def test_the_host_dialog_wants_an_open_seat_and_says_a_port_is_in_use(make_window, qtbot, tmp_path):
    host_w, hd = lan_window(make_window, tmp_path, "host")
    host_w.lan.host_action.trigger()
    dlg = last(hd, HostDialog)
    dlg.select_game("shengsidu")
    for i in range(dlg.players_spin.value()):
        dlg.set_seat(i, "human" if i == 0 else "easy")
    ok(dlg)
    assert dlg.isVisible() and "Open at least one seat" in dlg.error_label.text()
    busy = QTcpServer()
    assert busy.listen(QHostAddress("127.0.0.1"), 0)
    dlg.set_seat(1, "open")
    assert not dlg._seat_rows[1][1].isEnabled() and dlg._seat_rows[1][1].text() == ""
    dlg.port_spin.setValue(busy.serverPort())
    ok(dlg)
    text = f"Port {busy.serverPort()} is already in use on this PC: choose another port, or 0 for any free port."
    assert text in messages(hd)
    assert host_w.lan.host is None and host_w.session is None
    busy.close()


def test_the_last_host_and_join_choices_are_remembered_without_the_password(make_window, qtbot, tmp_path):
    host_w, hd, client_w, _cd = _pair(make_window, qtbot, tmp_path, SEATS, room="Night", password="pw")
    last_host = dict(host_w.settings.last_host)
    assert last_host["room"] == "Night" and last_host["port"] == 0 and last_host["game"] == "shengsidu"
    assert [s["kind"] for s in last_host["seats"]] == ["human", "remote", "bot"]
    assert "pw" not in repr(last_host) and "password" not in last_host
    host_w.lan.shut()
    host_w.lan.host_action.trigger()
    again = last(hd, HostDialog)
    assert again.room_edit.text() == "Night" and again.password_edit.text() == ""
    assert again.seat_kinds() == ["human", "open", "easy"] and again.seat_names()[0] == "Hana"
    again.reject()
    assert client_w.settings.last_join["names"] == ["Kai"]


def test_two_people_at_the_host_pc_hand_the_mouse_over_too(make_window, qtbot, tmp_path):
    host_w, _hd, client_w, _cd = _pair(
        make_window, qtbot, tmp_path, [("human", "Hana"), ("human", "Lin"), ("open", "")]
    )
    page, session = host_w.table_page, host_w.session
    assert session.human_seats == [0, 1] and session.remote_seats == [2]
    player, kai = MousePlayer(qtbot, host_w), MousePlayer(qtbot, client_w)
    seen = set()
    while len(seen) < 2:
        qtbot.waitUntil(lambda: (kai.step() or True) and page.overlay.isVisible(), timeout=20_000)
        seat = session.pending_handoff
        assert page.scene.hand_hidden and page.seat_name(seat) in page.overlay.title.text() + page.overlay.sub.text()
        page.overlay.button.click()
        hand = sorted(c.text for c in session.view().hand)
        assert page.viewer == seat and sorted(c.text for c in page.scene.hand_cards) == hand
        seen.add(seat)
        moves = player.moves
        qtbot.waitUntil(lambda m=moves: (player.step() or True) and player.moves > m, timeout=20_000)
    assert seen == {0, 1}
    host_w.lan.shut()
