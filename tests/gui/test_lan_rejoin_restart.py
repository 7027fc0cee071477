"""A client app that stops mid-game (killed, crashed, or closed) comes back to its seat
after it starts again: Continue on the start page rejoins with the token kept in
``saves/lan-join.json``. Leaving the room on purpose, and the end of the match, remove
that file. Real sockets on 127.0.0.1 only."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtWidgets import QMessageBox

from desktop_app.store.lan_ticket import load_ticket
from desktop_app.ui.lan.join_dialog import JoinDialog

from .lan_helpers import (
    alive,
    at_table,
    discovery_port,  # noqa: F401 - autouse: this test's own UDP port
    lan_window,
    last,
    ok,
    play_until,
    question,
    seated_pair,
)

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _pair(make_window, qtbot, tmp_path, password=""):
    return seated_pair(make_window, qtbot, tmp_path, seed=6, password=password)


def _restart_client(make_window, tmp_path):
    """The client's app starts again. (Both windows share one user folder here; the host's
    own save, lan-host.json, would be on the host's PC: this window does not see it.)"""
    w, dialogs = lan_window(make_window, tmp_path, "client")
    w.lan.saved_room = lambda: None
    w._refresh_continue()
    return w, dialogs


def _crash(w) -> None:
    """The client's app stops without a word to the host (as when it is killed)."""
    client = w.lan.client
    client.auto_reconnect = False
    for conn in client.connections:
        conn._sock.abort()
    w.close()


def test_a_client_app_that_stopped_mid_game_rejoins_its_seat_with_continue(make_window, qtbot, tmp_path):
    host_w, _hd, client_w, _cd = _pair(make_window, qtbot, tmp_path)
    host = host_w.lan.host
    game = host_w.session.game
    play_until(qtbot, [host_w, client_w], lambda: len(game.actions) >= 3)
    ticket = load_ticket()
    assert ticket is not None and ticket.port == host.port and ticket.room == "Friday" and ticket.game_id == "shengsidu"
    assert [(seat, name) for seat, name, _token in ticket.seats] == [(1, "Kai")] and not ticket.password
    sent = client_w.session.connections[0].current_deal
    assert ticket.deals == ((1, sent[0], sent[1].hex()),)  # the nonce Kai sent for this deal
    _crash(client_w)
    qtbot.waitUntil(lambda: host.is_away(1), timeout=10_000)  # a bot plays for Kai meanwhile
    again, _dialogs = _restart_client(make_window, tmp_path)
    start = again.start_page
    assert start.continue_button.isEnabled()
    assert start.continue_note.text() == (
        f"Continue takes you back to your seat in the LAN game Friday (127.0.0.1, port {host.port})."
    )
    note = start.continue_note
    assert note.height() >= note.heightForWidth(note.width()) > note.fontMetrics().height()  # both lines show
    start.continue_button.click()
    qtbot.waitUntil(lambda: not host.is_away(1), timeout=10_000)  # the seat is Kai's again
    qtbot.waitUntil(lambda: at_table(again), timeout=10_000)
    assert again.session.local_seats == [1] and again.table_page.viewer == 1
    qtbot.waitUntil(lambda: again.session.view() == host_w.session.game.view_for(1), timeout=10_000)
    play_until(qtbot, [host_w, again], lambda: host_w.session.is_game_over, timeout=60_000)
    qtbot.waitUntil(lambda: again.session.is_game_over, timeout=10_000)
    assert again.session.finished_record().dumps() == host_w.session.finished_record().dumps()
    # the deal Kai took part in before the restart: checked with the nonce sent then, not "came after the deal"
    assert again.session.deal_check is not None and again.session.deal_check.code == "verified"
    qtbot.waitUntil(lambda: load_ticket() is None, timeout=5_000)  # the match is over: nothing to come back to
    host_w.lan.shut()
    again.lan.shut()


def test_a_room_with_a_password_asks_for_it_again(make_window, qtbot, tmp_path):
    host_w, _hd, client_w, _cd = _pair(make_window, qtbot, tmp_path, password="sesame")
    host = host_w.lan.host
    assert load_ticket().password and "sesame" not in (tmp_path / "home" / "saves" / "lan-join.json").read_text()
    _crash(client_w)
    qtbot.waitUntil(lambda: host.is_away(1), timeout=10_000)
    again, dialogs = _restart_client(make_window, tmp_path)
    again.start_page.continue_button.click()
    dlg = last(dialogs, JoinDialog)
    assert dlg.windowTitle() == "Rejoin the LAN game" and not dlg.rooms_box.isVisible()
    assert dlg.rejoin_label.text() == "Your seats in Friday are kept for you: type the room's password to come back."
    assert dlg.address_edit.text() == "127.0.0.1" and dlg.port_spin.value() == host.port
    assert dlg.name_edit.text() == "Kai" and not dlg.name_edit.isEnabled()
    dlg.password_edit.setText("sesame")
    ok(dlg)
    qtbot.waitUntil(lambda: not host.is_away(1), timeout=10_000)
    qtbot.waitUntil(lambda: at_table(again) and again.session.local_seats == [1], timeout=10_000)
    host_w.lan.shut()
    again.lan.shut()


def test_leaving_on_purpose_leaves_nothing_to_rejoin(make_window, qtbot, tmp_path):
    host_w, _hd, client_w, cd = _pair(make_window, qtbot, tmp_path)
    assert load_ticket() is not None and client_w.start_page.continue_button.isEnabled() is False
    client_w.lan.saved_room = lambda: None  # the host's own save is on the host's PC
    client_w.lan.leave_action.trigger()
    question(cd).button(QMessageBox.StandardButton.Yes).click()
    assert load_ticket() is None
    assert client_w.stack.currentWidget() is client_w.start_page
    assert not client_w.start_page.continue_button.isEnabled()
    assert not client_w.start_page.reopen_button.isVisible()
    assert not [d for d in alive(cd) if isinstance(d, QMessageBox) and d.icon() == QMessageBox.Icon.Warning]
    host_w.lan.shut()


def test_a_damaged_rejoin_file_is_kept_aside_and_offers_nothing(make_window, tmp_path, paiju_home):
    saves = paiju_home / "saves"
    saves.mkdir(parents=True)
    (saves / "lan-join.json").write_text('{"version": 1, "address": "127.0.0.1", "port": 99999}', encoding="utf-8")
    w, _dialogs = lan_window(make_window, tmp_path, "client")
    assert not w.start_page.continue_button.isEnabled()
    assert (saves / "lan-join.json.bad").exists() and not (saves / "lan-join.json").exists()


def test_seats_held_long_ago_are_not_offered(make_window, tmp_path):
    import time

    from desktop_app.store.lan_ticket import RejoinTicket, save_ticket
    from desktop_app.ui.lan.controller import TICKET_MAX_AGE_S

    old = RejoinTicket("127.0.0.1", 47100, "Friday", "hongwu", ((1, "Kai", "ab" * 16),), False)
    save_ticket(dataclasses.replace(old, saved_at=time.time() - TICKET_MAX_AGE_S - 60))
    w, _dialogs = lan_window(make_window, tmp_path, "client")
    assert not w.start_page.continue_button.isEnabled() and load_ticket() is None  # removed
    save_ticket(dataclasses.replace(old, saved_at=time.time() - 60))
    w._refresh_continue()
    assert w.start_page.continue_button.isEnabled()  # a minute ago: offered


def test_a_rejoin_file_without_the_nonce_says_the_truth_about_the_deal(make_window, qtbot, tmp_path):
    from desktop_app.store.lan_ticket import save_ticket
    from desktop_app.ui.lan.texts import deal_check_text

    host_w, _hd, client_w, _cd = _pair(make_window, qtbot, tmp_path)
    host = host_w.lan.host
    game = host_w.session.game
    play_until(qtbot, [host_w, client_w], lambda: len(game.actions) >= 3)
    _crash(client_w)
    save_ticket(dataclasses.replace(load_ticket(), deals=()))  # a rejoin file of the version before
    qtbot.waitUntil(lambda: host.is_away(1), timeout=10_000)
    again, _dialogs = _restart_client(make_window, tmp_path)
    again.start_page.continue_button.click()
    qtbot.waitUntil(lambda: not host.is_away(1) and at_table(again), timeout=10_000)
    play_until(qtbot, [host_w, again], lambda: host_w.session.is_game_over, timeout=60_000)
    qtbot.waitUntil(lambda: again.session.deal_check is not None, timeout=10_000)
    check = again.session.deal_check
    assert check.code == "verified_rejoined" and check.ok  # Kai was there at the deal: not "you came after"
    assert "came after the deal" not in deal_check_text(check.code)
    assert "✓ Deal verified" in again.lan.bar.texts()
    host_w.lan.shut()
    again.lan.shut()
