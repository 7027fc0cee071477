"""The Host and Join dialogs on their own: what they check before anything is sent, what
they read back, and their words after a live language switch."""

from __future__ import annotations

import pytest

from desktop_app.net.host import SeatPlan
from desktop_app.ui.dialogs.new_game import NewGameDialog
from desktop_app.ui.lan.host_dialog import DEFAULT_PORT, HostDialog
from desktop_app.ui.lan.join_dialog import JoinDialog

from .lan_helpers import discovery_port  # noqa: F401 - autouse: this test's own UDP port

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _open(qtbot, dlg):
    qtbot.addWidget(dlg)
    dlg.open()
    return dlg


def test_the_host_dialog_reads_back_a_room(qtbot, english):
    dlg = _open(qtbot, HostDialog(None, player_name="Li"))
    dlg.select_game("shengsidu")
    dlg.players_spin.setValue(4)
    assert dlg.seat_kinds() == ["human", "open", "open", "open"]  # a person here, the rest open
    assert dlg.room_edit.text() == "Li's table" and dlg.port_spin.value() == DEFAULT_PORT
    dlg.set_seat(2, "expert", "Zed")
    dlg.set_seat(3, "easy")
    assert dlg._seat_rows[3][1].text()  # a seat that is no longer open gets a name again
    dlg.password_edit.setText("pw")
    choices = dlg.choices()
    config = choices.config
    assert config.game_id == "shengsidu" and config.num_players == 4 and config.password == "pw"
    assert config.seats[:3] == (SeatPlan("local", "Li"), SeatPlan("open"), SeatPlan("bot", "Zed", "expert"))
    assert config.seats[3].kind == "bot" and config.seats[3].level == "easy"
    assert choices.port == DEFAULT_PORT and config.room == "Li's table"
    assert "pw" not in repr(dlg.last_json())
    dlg.reject()


def test_the_join_dialog_checks_what_it_is_given(qtbot, english):
    dlg = _open(qtbot, JoinDialog(None, last={"address": "127.0.0.1", "port": 47200, "names": ["Old", "Mei"]}))
    assert dlg.address_edit.text() == "127.0.0.1" and dlg.port_spin.value() == 47200
    assert dlg.names() == ("Old", "Mei")  # two people here last time
    dlg.address_edit.setText("  ")
    dlg.ok_button.click()
    assert dlg.isVisible() and dlg.error_label.text() == "Type the host's address, for example 192.168.1.20."
    dlg.address_edit.setText("127.0.0.1")
    dlg.set_people(["Kai", "kai"])
    dlg.ok_button.click()
    assert dlg.isVisible() and dlg.error_label.text() == "Each person at this PC needs a name of their own."
    dlg.set_people(["Kai", " "])
    dlg.ok_button.click()
    assert dlg.isVisible() and dlg.error_label.text() == "Type a name for each person at this PC."
    dlg.set_people(["Kai", "Mei", "Bo"])
    dlg.ok_button.click()
    assert not dlg.isVisible()
    assert dlg.choices().names == ("Kai", "Mei", "Bo") and dlg.choices().to_json()["names"] == ["Kai", "Mei", "Bo"]


def test_a_room_without_a_players_name_has_a_plain_name(qtbot, english):
    dlg = _open(qtbot, HostDialog(None))
    assert dlg.room_edit.text() == "Paiju room" and dlg.room_name() == "Paiju room"
    dlg.room_edit.setText("   ")
    assert dlg.room_name() == "Paiju room"
    dlg.reject()


def test_the_join_dialog_starts_from_the_players_name(qtbot, english):
    dlg = _open(qtbot, JoinDialog(None, last={"names": ["Old"]}, player_name="Li"))
    assert dlg.names() == ("Li",) and dlg.port_spin.value() == DEFAULT_PORT
    dlg.reject()


def test_the_dialogs_keep_their_own_words_after_a_language_switch(qtbot, english):
    host = _open(qtbot, HostDialog(None))
    join = _open(qtbot, JoinDialog(None))
    new = _open(qtbot, NewGameDialog(None))
    english.set_language("zh_CN")
    qtbot.waitUntil(lambda: host.windowTitle() == "创建房间", timeout=5000)
    qtbot.wait(50)  # every widget has had its LanguageChange
    assert host.ok_button.text() == "开放房间" and host.cancel_button.text() == "取消"
    assert join.ok_button.text() == "加入" and new.ok_button.text() == "开始"
    assert host._seat_rows[1][2].currentText() == "空位（留给远程玩家）"
    english.set_language("en")
    qtbot.waitUntil(lambda: host.ok_button.text() == "Open the room", timeout=5000)
