"""A LAN room at the table: the LAN bar (connection, latency, spectators), the 托管 button
on a client and at the host's own table with the seats' badges everywhere, the turn
timer's time left on a client, "Deal verified" at the end of a game (bar and score
dialog), the note of whom the next game waits for, and a spectator who sees no hand.
Real sockets on 127.0.0.1 only."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from desktop_app.ui.dialogs.score import ScoreDialog

from .lan_helpers import (
    alive,
    at_table,
    discovery_port,  # noqa: F401 - autouse: this test's own UDP port
    join_room,
    lan_window,
    last,
    seated_pair,
)

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _pair(make_window, qtbot, tmp_path, **room):
    return seated_pair(make_window, qtbot, tmp_path, seed=4, **room)


def _badges(w, seat: int) -> list[str]:
    """The badges the seat's panel draws (those that fit on it)."""
    return w.table_page.scene.seats[seat].badges_shown()


def test_the_autoplay_button_hands_the_seat_to_the_ai_and_back(make_window, qtbot, tmp_path):
    host_w, _hd, client_w, _cd = _pair(make_window, qtbot, tmp_path)
    bar, host_bar = client_w.lan.bar, host_w.lan.bar
    assert bar.autoplay_button.isVisible() and bar.autoplay_button.text() == "Let the AI play (托管)"
    assert host_bar.state_label.text() == "You host Friday · 1 connected"
    bar.autoplay_button.click()
    qtbot.waitUntil(lambda: 1 in host_w.session.autoplay_seats, timeout=10_000)
    qtbot.waitUntil(lambda: "AI plays (托管)" in _badges(client_w, 1), timeout=10_000)
    qtbot.waitUntil(lambda: "AI plays (托管)" in _badges(host_w, 1), timeout=10_000)
    assert host_w.session.seat_status(1) == "autoplay" and client_w.session.seat_status(1) == "autoplay"
    assert bar.autoplay_button.isChecked() and bar.autoplay_button.text() == "Take my seat back"
    assert "Kai lets the AI play for them (托管)." in host_w.lan.at_table.chat.lines()
    bar.autoplay_button.click()  # back at the table
    qtbot.waitUntil(lambda: 1 not in host_w.session.autoplay_seats, timeout=10_000)
    qtbot.waitUntil(lambda: client_w.session.seat_status(1) is None, timeout=10_000)
    assert host_w.session.seat_status(1) == "remote" and not bar.autoplay_button.isChecked()
    # the host's own person too
    host_bar.autoplay_button.click()
    assert 0 in host_w.session.autoplay_seats and host_w.session.seat_status(0) == "autoplay"
    qtbot.waitUntil(lambda: client_w.session.seat_status(0) == "autoplay", timeout=10_000)
    assert "AI plays (托管)" in _badges(client_w, 0)
    host_bar.autoplay_button.click()
    assert 0 not in host_w.session.autoplay_seats and host_w.session.seat_status(0) is None
    host_w.lan.shut()


def test_a_client_sees_the_turn_timer(make_window, qtbot, tmp_path):
    host_w, _hd, client_w, _cd = _pair(make_window, qtbot, tmp_path, turn_s=30)
    assert host_w.lan.host.config.turn_ms == 30_000
    page = client_w.table_page
    qtbot.waitUntil(lambda: page.timer_text != "", timeout=10_000)
    name, _, left = page.timer_text.partition(": ")
    assert name in ("Hana", "Kai") and left.endswith(" s left") and 0 < int(left.split()[0]) <= 30
    assert client_w.lan.room.room_options["turn_s"] == 30  # the lobby said so too
    host_w.lan.shut()


def test_deal_verified_at_the_end_and_the_next_game_waits_for_everyone(make_window, qtbot, tmp_path):
    host_w, hd, client_w, cd = _pair(make_window, qtbot, tmp_path, match_length=2)
    host_w.abandon_action.trigger()  # Hana escapes: the game is over at once
    box = [d for d in alive(hd) if isinstance(d, QMessageBox) and d.objectName() == "AbandonConfirm"][-1]
    box.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: any(isinstance(d, ScoreDialog) for d in alive(cd)), timeout=10_000)
    qtbot.waitUntil(lambda: any(isinstance(d, ScoreDialog) for d in alive(hd)), timeout=10_000)
    client_score, host_score = last(cd, ScoreDialog), last(hd, ScoreDialog)
    assert client_w.session.deal_check.code == "verified"
    assert client_score.deal_label.isVisible() and client_score.deal_label.text().startswith("✓ Deal verified:")
    assert "✓ Deal verified" in client_w.lan.bar.texts()
    assert not client_w.lan.bar.autoplay_button.isVisible()  # no game left to hand over
    assert not host_w.lan.bar.autoplay_button.isVisible()
    assert host_score.deal_label.text() == "Dealt by the fair-deal exchange: each player's Paiju checks this deal."
    assert client_score.findChild(object, "ScoreChat") is not None  # the room's chat between games
    client_score.next_button.click()
    qtbot.waitUntil(lambda: client_score.note_label.text() == "Ready. The next game waits for Hana.", timeout=10_000)
    host_score.next_button.click()
    qtbot.waitUntil(lambda: host_w.session.info.number == 2 and client_w.session.info.number == 2, timeout=20_000)
    qtbot.waitUntil(lambda: not client_score.isVisible() and at_table(client_w), timeout=10_000)
    assert not any("Deal" in text for text in client_w.lan.bar.texts())  # it was the last game's
    host_w.lan.shut()


def test_a_spectator_sees_the_table_but_no_hand(make_window, qtbot, tmp_path):
    host_w, _hd, client_w, _cd = _pair(make_window, qtbot, tmp_path)
    watcher_w, wd = lan_window(make_window, tmp_path, "watcher")
    join_room(watcher_w, wd, host_w.lan.host.port, ["Mo"], spectate=True)
    qtbot.waitUntil(lambda: at_table(watcher_w), timeout=10_000)
    assert watcher_w.lan.room.is_spectator
    session, page = watcher_w.session, watcher_w.table_page
    assert session.is_spectator and page.viewer is None and not page.scene.hand_cards
    assert watcher_w.lan.bar.state_label.text() == "Watching Friday as a spectator"
    assert not watcher_w.lan.bar.autoplay_button.isVisible()  # no seat to hand over
    view = session.view()
    assert view.seat is None and view.hand == ()
    qtbot.waitUntil(lambda: "1 watching" in host_w.lan.bar.texts(), timeout=10_000)
    qtbot.waitUntil(lambda: "1 watching" in client_w.lan.bar.texts(), timeout=10_000)
    host_w.lan.shut()
