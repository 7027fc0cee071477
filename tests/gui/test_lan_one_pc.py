"""Two people at one client PC, in one window: the host removes one of them (in the
lobby, or mid-game) and the other stays, with a live table that plays on, a line in the
chat saying who was removed, and a rejoin file that holds only the seat still here. Real
sockets on 127.0.0.1 only."""

from __future__ import annotations

import pytest

from desktop_app.store.lan_ticket import load_ticket

from .lan_helpers import (
    at_table,
    discovery_port,  # noqa: F401 - autouse: this test's own UDP port
    host_room,
    join_room,
    lan_window,
    messages,
    play_until,
)

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

REMOVED = "The host removed Mei from the room."


def _handing_over(w, done):
    """``done``, the hand-off screen between the two people confirmed meanwhile."""

    def check() -> bool:
        overlay = w.table_page.overlay
        if overlay.isVisible() and overlay.button.isVisible():
            overlay.button.click()
        return bool(done())

    return check


def _two_at_one_pc(make_window, qtbot, tmp_path, seats):
    host_w, hd = lan_window(make_window, tmp_path, "host")
    client_w, cd = lan_window(make_window, tmp_path, "client")
    host_w.lan.seed = 3
    waiting = host_room(host_w, hd, "shengsidu", seats)
    pc = join_room(client_w, cd, host_w.lan.host.port, ["Kai", "Mei"], ready=False)
    qtbot.waitUntil(lambda: [r[1] for r in waiting.seats.rows()][1:3] == ["Kai", "Mei"], timeout=10_000)
    qtbot.waitUntil(lambda: pc.ready_button.isVisible(), timeout=10_000)
    return host_w, hd, waiting, client_w, cd, pc


@pytest.mark.parametrize(("gone", "name", "stays"), [(2, "Mei", 1), (1, "Kai", 2)])  # (the table follows seat 1 first)
def test_removing_one_of_two_people_at_one_pc_mid_game_leaves_the_other_playing(
    make_window, qtbot, tmp_path, gone, name, stays
):
    host_w, _hd, _waiting, client_w, cd, pc = _two_at_one_pc(
        make_window, qtbot, tmp_path, [("human", "Hana"), ("open", ""), ("open", "")]
    )
    pc.ready_button.click()  # every seat taken, everyone ready: the game starts
    qtbot.waitUntil(lambda: at_table(host_w) and at_table(client_w), timeout=10_000)
    session, bar = client_w.session, client_w.lan.bar
    assert session.local_seats == [1, 2]
    play_until(qtbot, [host_w, client_w], _handing_over(client_w, lambda: len(host_w.session.game.actions) >= 4))
    assert host_w.lan.host.kick(gone)  # one is removed; the other plays on
    qtbot.waitUntil(lambda: session.local_seats == [stays], timeout=10_000)
    removed = f"The host removed {name} from the room."
    qtbot.waitUntil(lambda: removed in client_w.lan.at_table.chat.lines(), timeout=10_000)
    assert not session.is_lost and bar.state_label.text() == "Connected to Friday"
    assert "disconnected" not in client_w.windowTitle() and not messages(cd)
    assert not any("dropped out" in line for line in client_w.lan.at_table.chat.lines())  # not coming back
    assert [s for s, _n, _t in load_ticket().seats] == [stays]  # only that seat to come back to
    qtbot.waitUntil(lambda: client_w.table_page.viewer == stays, timeout=10_000)
    game = host_w.session.game
    play_until(qtbot, [host_w, client_w], lambda: game.is_over, timeout=60_000)  # the table is live
    qtbot.waitUntil(lambda: session.is_game_over, timeout=10_000)
    assert session.view() == game.view_for(stays)
    host_w.lan.at_table.chat.type_and_send("still there?")  # the chat comes through the seat left
    qtbot.waitUntil(lambda: "Hana: still there?" in client_w.lan.at_table.chat.lines(), timeout=10_000)
    host_w.lan.shut()


def test_removing_one_of_two_people_at_one_pc_in_the_lobby_keeps_the_other(make_window, qtbot, tmp_path):
    host_w, _hd, waiting, client_w, cd, pc = _two_at_one_pc(
        make_window, qtbot, tmp_path, [("human", "Hana"), ("open", ""), ("open", ""), ("open", "")]
    )
    assert waiting.move(2, 3)  # first the host moves Mei: one line says so, on this PC too
    qtbot.waitUntil(lambda: client_w.session.local_seats == [1, 3], timeout=10_000)
    qtbot.waitUntil(lambda: "Mei moved to seat 4." in pc.chat.lines(), timeout=10_000)
    assert "Mei left the room." not in pc.chat.lines() and "Mei moved to seat 4." in waiting.chat.lines()
    assert waiting.kick(3)
    qtbot.waitUntil(lambda: client_w.session.local_seats == [1], timeout=10_000)
    qtbot.waitUntil(lambda: pc.seats.rows()[3][2].startswith("Open"), timeout=10_000)
    assert client_w.lan.waiting is pc and pc.isVisible() and not messages(cd)
    assert REMOVED in pc.chat.lines() and "Mei left the room." not in pc.chat.lines()
    assert pc.seats.rows()[1][1:3] == ("Kai", "You")
    assert [(s, n) for s, n, _t in load_ticket().seats] == [(1, "Kai")]
    pc.ready_button.click()  # Kai alone says ready now
    qtbot.waitUntil(lambda: waiting.seats.rows()[1][3] == "Ready", timeout=10_000)
    host_w.lan.shut()
