"""Finding a room from the Join dialog: a host window's room appears in another window's
list (name, game, seats free, password), picking it fills the address and port, it
disappears when the room closes; a room of another Paiju version is listed as such and
cannot be picked; a full room offers to watch; a host that does not announce stays
unheard. Announcements go to 127.0.0.1 only (the suite's loopback-only switch), on a UDP
port of this test's own."""

from __future__ import annotations

import socket

import pytest

from desktop_app.net import discovery
from desktop_app.net import protocol as P
from desktop_app.net.client import LanConnection
from desktop_app.ui.lan.host_dialog import HostDialog
from desktop_app.ui.lan.join_dialog import JoinDialog

from .lan_helpers import (
    discovery_port,  # noqa: F401 - autouse: this test's own UDP port
    host_room,
    lan_window,
    last,
    ok,
)

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

SEATS = [("human", "Hana"), ("open", ""), ("open", "")]


def _join_dialog(w, dialogs) -> JoinDialog:
    w.lan.join_action.trigger()
    return last(dialogs, JoinDialog)


def test_a_hosted_room_appears_in_join_and_disappears_when_it_closes(make_window, qtbot, tmp_path):
    host_w, hd = lan_window(make_window, tmp_path, "host")
    client_w, cd = lan_window(make_window, tmp_path, "client")
    host_room(host_w, hd, "shengsidu", SEATS, room="Tea house", password="pw")
    port = host_w.lan.host.port
    dlg = _join_dialog(client_w, cd)
    assert dlg.rooms_note.text().startswith("Looking for rooms on this network")
    qtbot.waitUntil(lambda: len(dlg.rooms()) == 1, timeout=10_000)
    assert dlg.room_rows() == [("Tea house", "Life or Death", "2 of 3 free", "yes", f"127.0.0.1:{port}")]
    assert dlg.rooms_note.text() == "Pick a room to fill in its address, or type an address below."
    dlg.address_edit.clear()
    dlg.port_spin.setValue(1)
    dlg.rooms_table.selectRow(0)  # picking the room fills its address and port
    assert dlg.address_edit.text() == "127.0.0.1" and dlg.port_spin.value() == port
    # the list follows the room live: a seat taken shows
    zoe = LanConnection("127.0.0.1", port, "Zoe", "pw")
    zoe.open()
    qtbot.waitUntil(lambda: dlg.room_rows()[0][2] == "1 of 3 free", timeout=10_000)
    assert dlg.address_edit.text() == "127.0.0.1" and dlg.rooms_table.currentRow() == 0  # still picked
    # the room closes: it leaves the list
    host_w.lan.shut()
    qtbot.waitUntil(lambda: not dlg.rooms(), timeout=10_000)
    assert dlg.rooms_table.rowCount() == 0 and dlg.rooms_note.text().startswith("Looking for rooms")
    dlg.reject()
    zoe.close()


def test_a_room_of_another_version_is_listed_but_cannot_be_picked(make_window, qtbot, tmp_path):
    udp_port = discovery.discovery_port()  # this test's own (the autouse fixture)
    client_w, cd = lan_window(make_window, tmp_path, "client")
    dlg = _join_dialog(client_w, cd)
    datagram = {"t": "room", "protocol": P.PROTOCOL_VERSION + 1, "app": "9.0.0", "room": "Future",
                "game": "doudizhu", "players": 3, "seats_free": 2, "password": False, "started": False,
                "port": 5000, "id": "ab"}  # fmt: skip
    full = {**datagram, "protocol": P.PROTOCOL_VERSION, "room": "Full house", "seats_free": 0, "started": True,
            "port": 5001, "id": "cd"}  # fmt: skip
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        for d in (datagram, full):
            s.sendto(P.encode_json(d), ("127.0.0.1", udp_port))
    qtbot.waitUntil(lambda: len(dlg.rooms()) == 2, timeout=10_000)
    rows = dlg.room_rows()
    assert rows[0][:3] == ("Full house", "Dou Dizhu (Wild)", "playing (3 players)")
    assert rows[1][:2] == ("Future", "Dou Dizhu (Wild) · another Paiju version (9.0.0)")
    dlg.address_edit.setText("10.1.1.1")
    assert not dlg.pick_room(1)
    assert dlg.address_edit.text() == "10.1.1.1"  # nothing filled in
    assert dlg.error_label.text() == "Future runs another version of Paiju (9.0.0): it cannot be joined from here."
    # a room in play: no seat is free, so the dialog offers to watch
    assert dlg.pick_room(0) and dlg.port_spin.value() == 5001
    assert dlg.spectate_check.isChecked() and not dlg.people_spin.isEnabled()
    assert dlg.error_label.text() == "No seat is free in Full house: you can watch as a spectator."
    dlg.reject()


def test_a_room_not_announced_is_not_heard(make_window, qtbot, tmp_path):
    host_w, hd = lan_window(make_window, tmp_path, "host")
    host_w.lan.host_action.trigger()
    dlg = last(hd, HostDialog)
    assert dlg.announce_check.isChecked()  # on by default
    dlg.select_game("shengsidu")
    dlg.set_seat(1, "open")
    dlg.port_spin.setValue(0)
    dlg.announce_check.setChecked(False)
    ok(dlg)
    assert host_w.lan.host is not None and host_w.lan.announcer is None
    assert host_w.settings.last_host["announce"] is False
    host_w.lan.shut()
    # announced: its announcer sends to 127.0.0.1 only
    host_room(host_w, hd, "shengsidu", SEATS)
    assert host_w.lan.announcer is not None and discovery.broadcast_targets() == ["127.0.0.1"]
    host_w.lan.shut()
