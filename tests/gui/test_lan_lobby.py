"""The lobby through two windows: the host moves a person to another seat, fills and
opens seats with bots, changes the rules (the client sees it and says Ready again),
removes and bans a person; the client's Ready toggle, and Start only once everyone seated
is ready. Real sockets on 127.0.0.1 only."""

from __future__ import annotations

import pytest

from desktop_app.ui.lan.room_rules import RoomRulesDialog

from .lan_helpers import (
    discovery_port,  # noqa: F401 - autouse: this test's own UDP port
    host_room,
    join_room,
    lan_window,
    last,
    messages,
)

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

SEATS = [("human", "Hana"), ("open", ""), ("open", "")]


def _lobby(make_window, qtbot, tmp_path, ready: bool = False):
    host_w, hd = lan_window(make_window, tmp_path, "host")
    client_w, cd = lan_window(make_window, tmp_path, "client")
    waiting = host_room(host_w, hd, "shengsidu", SEATS)
    kai = join_room(client_w, cd, host_w.lan.host.port, ["Kai"], ready=ready)
    qtbot.waitUntil(lambda: waiting.seats.rows()[1][1] == "Kai" and kai.ready_button.isVisible(), timeout=10_000)
    return host_w, hd, waiting, client_w, cd, kai


def test_ready_marks_and_start_once_everyone_seated_is_ready(make_window, qtbot, tmp_path):
    host_w, _hd, waiting, client_w, _cd, kai = _lobby(make_window, qtbot, tmp_path)
    assert waiting.seats.rows()[1][1:] == ("Kai", "Joined", "")
    assert not waiting.start_button.isEnabled() and waiting.status.text() == "Waiting for 1 more player(s). " + (
        "The game starts by itself once every seat is taken and everyone is ready."
    )
    assert kai.ready_button.text() == "Ready" and "Press Ready" in kai.status.text()
    kai.ready_button.click()
    qtbot.waitUntil(lambda: waiting.seats.rows()[1][3] == "Ready", timeout=10_000)
    assert waiting.start_button.isEnabled()
    qtbot.waitUntil(lambda: kai.ready_button.text() == "Cancel ready", timeout=10_000)
    assert kai.status.text() == "You are ready. Waiting for 1 more player(s)…"
    kai.ready_button.click()  # not ready after all
    qtbot.waitUntil(lambda: not waiting.start_button.isEnabled(), timeout=10_000)
    assert waiting.seats.rows()[1][3] == ""
    qtbot.waitUntil(lambda: kai.ready_button.text() == "Ready", timeout=10_000)  # the client hears it next
    kai.ready_button.click()
    qtbot.waitUntil(lambda: waiting.start_button.isEnabled(), timeout=10_000)
    waiting.start_button.click()  # a bot takes the third seat
    qtbot.waitUntil(lambda: client_w.table_page._last_view is not None and host_w.lan.waiting is None, timeout=10_000)
    assert client_w.table_page.seat_is_bot(2) and client_w.lan.waiting is None
    host_w.lan.shut()


def test_the_host_moves_a_person_and_fills_and_opens_seats_with_bots(make_window, qtbot, tmp_path):
    host_w, _hd, waiting, client_w, _cd, kai = _lobby(make_window, qtbot, tmp_path)
    menu = [a.text() for a in waiting.seat_menu(1).actions() if a.text()]
    assert menu == [
        "Move Kai to seat 3",
        "Mute Kai's chat",
        "Remove Kai from the room",
        "Remove and ban Kai",
    ]
    assert waiting.move(1, 2)
    qtbot.waitUntil(lambda: [r[1] for r in kai.seats.rows()] == ["Hana", "—", "Kai"], timeout=10_000)
    assert kai.seats.rows()[2][2] == "You" and client_w.session.local_seats == [2]
    # one line says the move, on both screens (not "left" and "joined")
    qtbot.waitUntil(lambda: "Kai moved to seat 3." in waiting.chat.lines(), timeout=10_000)
    qtbot.waitUntil(lambda: "Kai moved to seat 3." in kai.chat.lines(), timeout=10_000)
    for chat in (waiting.chat, kai.chat):
        assert "Kai left the room." not in chat.lines()
        assert chat.lines().count("Kai joined the room.") == (1 if chat is waiting.chat else 0)  # when Kai came
    assert host_w.lan.host.open_seats() == [1]
    # bots: the open seat becomes one, then every bot seat opens again
    assert waiting.fill_with_bots() == 1
    qtbot.waitUntil(lambda: kai.seats.rows()[1][2] == "Bot (Normal)", timeout=10_000)
    assert waiting.seats.rows()[1][2] == "Bot (Normal)" and not waiting.fill_button.isEnabled()
    assert [a.text() for a in waiting.seat_menu(1).actions()][-1] == "Open it for a remote person"
    assert waiting.open_bot_seats() == 1
    qtbot.waitUntil(lambda: kai.seats.rows()[1][2].startswith("Open"), timeout=10_000)
    waiting.set_bot(1, "expert")
    qtbot.waitUntil(lambda: kai.seats.rows()[1][2] == "Bot (Expert)", timeout=10_000)
    # Kai, seated, says ready: every seat is taken, the game starts by itself
    kai.ready_button.click()
    qtbot.waitUntil(lambda: client_w.table_page._last_view is not None, timeout=10_000)
    assert client_w.table_page.viewer == 2 and client_w.table_page.seat_name(2) == "Kai"
    assert host_w.session.seat_status(2) == "remote" and host_w.session.seats[1].level == "expert"
    host_w.lan.shut()


def test_the_client_sees_the_rules_change_and_says_ready_again(make_window, qtbot, tmp_path):
    host_w, hd, waiting, client_w, _cd, kai = _lobby(make_window, qtbot, tmp_path)
    kai.ready_button.click()
    qtbot.waitUntil(lambda: waiting.seats.rows()[1][3] == "Ready", timeout=10_000)
    assert "Bomb bonus: 5" in kai.rules_label.text() and "one game" in kai.rules_label.text()
    waiting.rules_button.click()
    rules = last(hd, RoomRulesDialog)
    assert not rules.game_combo.isEnabled() and rules.seats_box.isHidden()
    rules.set_option("bomb_bonus", 9)
    rules.match_spin.setValue(3)
    rules.ok_button.click()
    assert not rules.isVisible()
    qtbot.waitUntil(lambda: "Bomb bonus: 9" in kai.rules_label.text(), timeout=10_000)
    assert "a match of 3 games" in kai.rules_label.text() and "Bomb bonus: 9" in waiting.rules_label.text()
    assert client_w.session.match_length == 3 and client_w.session.options["bomb_bonus"] == 9
    # the ready marks went with the old rules: the client is told, and says Ready again
    qtbot.waitUntil(lambda: kai.ready_button.text() == "Ready", timeout=10_000)
    assert "The host changed the rules: say Ready again." in kai.chat.lines()
    assert waiting.seats.rows()[1][3] == "" and not waiting.start_button.isEnabled()
    host_w.lan.shut()


def test_the_host_removes_and_bans_a_person(make_window, qtbot, tmp_path):
    host_w, _hd, waiting, client_w, cd, _kai = _lobby(make_window, qtbot, tmp_path)
    assert waiting.kick(1)
    qtbot.waitUntil(lambda: "The host has removed you from the room." in messages(cd), timeout=10_000)
    assert client_w.lan.client is None and client_w.stack.currentWidget() is client_w.start_page
    qtbot.waitUntil(lambda: waiting.seats.rows()[1][2].startswith("Open"), timeout=10_000)
    assert "Kai left the room." in waiting.chat.lines()
    # removed, not banned: Kai may come back; banned next, Kai may not
    kai = join_room(client_w, cd, host_w.lan.host.port, ["Kai"])
    qtbot.waitUntil(lambda: waiting.seats.rows()[1][1] == "Kai" and kai.joined, timeout=10_000)
    assert waiting.kick(1, ban=True)
    qtbot.waitUntil(lambda: messages(cd).count("The host has removed you from the room.") == 2, timeout=10_000)
    join_room(client_w, cd, host_w.lan.host.port, ["Kai"])
    qtbot.waitUntil(lambda: "The host has banned you from this room." in messages(cd), timeout=10_000)
    assert host_w.lan.host.open_seats() == [1, 2]
    host_w.lan.shut()


def test_only_the_people_at_this_pc_are_at_this_pc(make_window, qtbot, tmp_path):
    host_w, _hd, waiting, _client_w, _cd, kai = _lobby(make_window, qtbot, tmp_path)
    assert waiting.seats.rows()[0][1:3] == ("Hana", "At this PC")  # the host's own person, at the host
    assert kai.seats.rows()[0][1:3] == ("Hana", "Host")  # the same person, at the client's PC
    assert kai.seats.rows()[1][1:3] == ("Kai", "You")
    host_w.lan.shut()


def test_one_ready_click_after_a_rules_change_readies_both_people_at_one_pc(make_window, qtbot, tmp_path):
    host_w, hd = lan_window(make_window, tmp_path, "host")
    client_w, _cd = lan_window(make_window, tmp_path, "client")
    waiting = host_room(host_w, hd, "shengsidu", [*SEATS, ("open", "")])  # a seat left open: no start
    host = host_w.lan.host
    pc = join_room(client_w, _cd, host.port, ["Kai", "Mia"], ready=False)  # two people at one PC
    qtbot.waitUntil(lambda: [r[1] for r in waiting.seats.rows()][1:3] == ["Kai", "Mia"], timeout=10_000)
    qtbot.waitUntil(lambda: pc.ready_button.isVisible(), timeout=10_000)
    pc.ready_button.click()
    qtbot.waitUntil(lambda: [r[3] for r in waiting.seats.rows()][1:3] == ["Ready", "Ready"], timeout=10_000)
    qtbot.waitUntil(lambda: pc.ready_button.text() == "Cancel ready", timeout=10_000)
    host.set_options(dict(host.config.options), 3)  # the rules change: every mark goes
    qtbot.waitUntil(lambda: pc.ready_button.text() == "Ready", timeout=10_000)
    assert "The host changed the rules: say Ready again." in pc.chat.lines()
    shown: list[str] = []
    client_w.session.lobby_changed.connect(lambda: shown.append(pc.ready_button.text()))
    pc.ready_button.click()  # one click, for both
    # it says at once what the next click would do (Qt's check state said otherwise: a second
    # press while the host was answering sent "not ready" for both, under a button reading Ready)
    assert pc.ready_button.text() == "Cancel ready"
    qtbot.waitUntil(lambda: host._lobby_ready == {1, 2}, timeout=10_000)
    qtbot.waitUntil(lambda: len(shown) >= 2, timeout=10_000)  # the host answers seat by seat
    assert set(shown) == {"Cancel ready"}  # one seat's mark alone is not "not ready"
    assert [r[3] for r in pc.seats.rows()][1:3] == ["Ready", "Ready"]
    pc.ready_button.click()  # and Cancel ready cancels both
    assert pc.ready_button.text() == "Ready"
    qtbot.waitUntil(lambda: not host._lobby_ready, timeout=10_000)
    host_w.lan.shut()


def test_the_host_bans_a_name_or_a_pc_without_the_address_and_lifts_bans(make_window, qtbot, tmp_path):
    host_w, _hd, waiting, client_w, cd, _kai = _lobby(make_window, qtbot, tmp_path)
    host = host_w.lan.host
    assert not waiting.bans_button.isEnabled() and waiting.bans_button.text() == "Bans…"
    bans = next(a.menu() for a in waiting.seat_menu(1).actions() if a.menu() is not None)
    assert [a.text() for a in bans.actions()] == [
        "By name: Kai may not join again",
        "This PC: nobody at Kai's PC may join again",
        "This address: nobody at Kai's address may join again",
        "The name and the address",
    ]
    assert all(a.isEnabled() for a in bans.actions())  # the app sends its PC's id: a ban by PC works
    bans.actions()[0].trigger()  # the name only: the same PC and address may still send someone else
    qtbot.waitUntil(lambda: "The host has removed you from the room." in messages(cd), timeout=10_000)
    assert waiting.bans_button.isEnabled() and waiting.bans_button.text() == "Bans (1)…"
    join_room(client_w, cd, host.port, ["Kai"])
    qtbot.waitUntil(lambda: "The host has banned you from this room." in messages(cd), timeout=10_000)
    zoe = join_room(client_w, cd, host.port, ["Zoe"], ready=False)
    qtbot.waitUntil(lambda: waiting.seats.rows()[1][1] == "Zoe" and zoe.joined, timeout=10_000)
    # the list, and a ban lifted: Kai may come back
    dlg = waiting.show_bans()
    assert dlg.rows() == [("Kai", "The name", "Kai")] and dlg.lift_button.isEnabled()
    dlg.lift_button.click()
    assert host.bans() == [] and dlg.rows() == [] and not waiting.bans_button.isEnabled()
    assert dlg.note.text() == "Nobody is banned from this room."
    dlg.close_button.click()
    # a ban of the PC: whoever comes from it (another name too) stays out
    assert waiting.kick(1, ban="device")
    qtbot.waitUntil(lambda: messages(cd).count("The host has removed you from the room.") == 2, timeout=10_000)
    join_room(client_w, cd, host.port, ["Ada"])
    qtbot.waitUntil(lambda: messages(cd).count("The host has banned you from this room.") == 2, timeout=10_000)
    assert [(b.kind, b.name) for b in host.bans()] == [("device", "Zoe")]
    host_w.lan.shut()
