"""A host window that closes its room mid-game (or between two games of a match) and
reopens it with Game ▸ Reopen my room: the room listens on the port it had, the client
window that kept trying comes back with its token to the same seat, sees the same game,
and plays on. Real sockets on 127.0.0.1 only."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from desktop_app.engine.core import ActionKind
from desktop_app.ui.dialogs.score import ScoreDialog
from desktop_app.ui.lan.waiting_room import HostWaitingDialog

from .lan_helpers import (
    alive,
    at_table,
    discovery_port,  # noqa: F401 - autouse: this test's own UDP port
    lan_window,
    last,
    messages,
    play_until,
    question,
    seated_pair,
)

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _pair(make_window, qtbot, tmp_path, **room):
    host_w, hd, client_w, cd = seated_pair(make_window, qtbot, tmp_path, seed=6, **room)
    host_w.lan.saved_seats = lambda: None  # the client's rejoin file is on the client's PC
    return host_w, hd, client_w, cd


def _close_room(w, dialogs) -> None:
    """Game ▸ Close the room, and Yes to the question."""
    w.lan.leave_action.trigger()
    question(dialogs).button(QMessageBox.StandardButton.Yes).click()


def test_a_room_reopened_mid_game_gives_the_client_its_seat_back(make_window, qtbot, tmp_path):
    host_w, hd, client_w, cd = _pair(make_window, qtbot, tmp_path)
    port = host_w.lan.host.port
    game = host_w.session.game
    play_until(qtbot, [host_w, client_w], lambda: len(game.actions) >= 3)
    seed, played = game.seed, len(game.actions)
    assert not host_w.lan.reopen_action.isEnabled()  # the room is open
    _close_room(host_w, hd)  # the host closes the room mid-game
    assert host_w.lan.reopen_action.isEnabled() and host_w.stack.currentWidget() is host_w.start_page
    bar = client_w.lan.bar
    qtbot.waitUntil(lambda: bar.state == "reconnecting", timeout=10_000)
    # Game ▸ Reopen my room: the same game on the same port, at the host's table at once
    host_w.lan.reopen_action.trigger()
    host = host_w.lan.host
    assert host is not None and host.port == port and at_table(host_w)
    assert host_w.session.game.seed == seed and len(host_w.session.game.actions) >= played  # the same game
    assert host_w.lan.waiting is None and host.is_away(1)
    page = host_w.table_page
    badges = [b[0] for b in page._badges(page._last_view, 1, host_w.session.seat_status)]
    assert "Away · waiting for them" in badges and "Away · AI plays" not in badges  # the game waits: nobody plays
    seat = host.lobby_seats()[1]  # what every client's lobby says of the seat
    assert seat.get("away") is True and seat.get("waiting") is True
    qtbot.waitUntil(lambda: not host.is_away(1), timeout=20_000)  # the client came back with its token
    assert "waiting" not in host.lobby_seats()[1]
    qtbot.waitUntil(lambda: bar.state == "back", timeout=10_000)
    assert client_w.session.local_seats == [1] and client_w.table_page.viewer == 1
    qtbot.waitUntil(lambda: client_w.session.view() == host_w.session.game.view_for(1), timeout=10_000)
    assert not messages(cd)
    # and the game goes on to its end
    play_until(qtbot, [host_w, client_w], lambda: host_w.session.is_game_over, timeout=60_000)
    qtbot.waitUntil(lambda: client_w.session.is_game_over, timeout=10_000)
    assert client_w.session.finished_record().dumps() == host_w.session.finished_record().dumps()
    host_w.lan.shut()


def test_a_room_reopened_between_games_deals_the_next_once_everyone_is_back(make_window, qtbot, tmp_path):
    host_w, hd, client_w, cd = _pair(make_window, qtbot, tmp_path, match_length=2)
    host_w.abandon_action.trigger()  # Hana escapes: the first game is over at once
    box = [d for d in alive(hd) if isinstance(d, QMessageBox) and d.objectName() == "AbandonConfirm"][-1]
    box.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: any(isinstance(d, ScoreDialog) for d in alive(cd)), timeout=10_000)
    qtbot.waitUntil(lambda: host_w.session.is_game_over, timeout=10_000)
    _close_room(host_w, hd)  # closed between the two games
    qtbot.waitUntil(lambda: client_w.lan.bar.state == "reconnecting", timeout=10_000)
    host_w.lan.reopen_action.trigger()
    waiting = last(hd, HostWaitingDialog)  # the next game waits for its people: the lobby shows who
    assert waiting.isVisible() and waiting.status.text() == "The room is open again. Waiting for Kai to come back…"
    assert waiting.seats.rows()[1][1:3] == ("Kai", "Waiting for Kai to come back")  # no bot plays between games
    qtbot.waitUntil(lambda: host_w.session.info is not None and host_w.session.info.number == 2, timeout=20_000)
    qtbot.waitUntil(lambda: client_w.session.info is not None and client_w.session.info.number == 2, timeout=10_000)
    qtbot.waitUntil(lambda: at_table(host_w) and at_table(client_w), timeout=10_000)
    assert host_w.lan.waiting is None and client_w.session.local_seats == [1]
    assert host_w.session.games_played == 1 and client_w.session.totals == host_w.session.totals
    # the bot may have moved already: the client's view catches up with the host's
    qtbot.waitUntil(lambda: client_w.session.view() == host_w.session.game.view_for(1), timeout=10_000)
    assert ActionKind.ABANDON in client_w.session.view().legal_kinds
    host_w.lan.shut()


def test_reopen_says_when_there_is_nothing_to_reopen(make_window, qtbot, tmp_path):
    host_w, hd = lan_window(make_window, tmp_path, "host")
    assert not host_w.lan.reopen_action.isEnabled()
    assert not host_w.lan.reopen_room()
    assert "There is no LAN room of yours to reopen." in messages(hd)


def test_after_a_restart_continue_reopens_the_room(make_window, qtbot, tmp_path):
    host_w, hd, client_w, _cd = _pair(make_window, qtbot, tmp_path)
    port = host_w.lan.host.port
    game = host_w.session.game
    play_until(qtbot, [host_w, client_w], lambda: len(game.actions) >= 3)
    seed = game.seed
    _close_room(host_w, hd)
    host_w.close()  # the host's app is gone; it starts again with the same user files
    qtbot.waitUntil(lambda: client_w.lan.bar.state == "reconnecting", timeout=10_000)
    again, _dialogs = lan_window(make_window, tmp_path, "host")
    again.lan.saved_seats = lambda: None  # the client's rejoin file is on the client's PC
    again._refresh_continue()
    start = again.start_page
    assert again.stack.currentWidget() is start
    assert start.continue_button.isEnabled() and again.continue_action.isEnabled()
    assert start.continue_note.text() == "Continue opens the LAN room you hosted again: Friday."
    assert not start.reopen_button.isVisible()  # Continue does it: no second button for the same
    start.continue_button.click()
    host = again.lan.host
    assert host is not None and host.port == port and again.session.game.seed == seed and at_table(again)
    qtbot.waitUntil(lambda: not host.is_away(1), timeout=20_000)  # the client came back with its token
    qtbot.waitUntil(lambda: client_w.session.view() == again.session.game.view_for(1), timeout=10_000)
    assert not start.continue_button.isEnabled() or again.lan.active  # the room is open: nothing to continue
    play_until(qtbot, [again, client_w], lambda: again.session.is_game_over, timeout=60_000)
    qtbot.waitUntil(lambda: client_w.session.is_game_over, timeout=10_000)
    assert client_w.session.finished_record().dumps() == again.session.finished_record().dumps()
    assert client_w.session.deal_check is not None and client_w.session.deal_check.ok
    again.lan.shut()


def test_the_start_page_offers_the_room_beside_a_game_to_continue(make_window, qtbot, tmp_path, monkeypatch):
    host_w, hd, client_w, _cd = _pair(make_window, qtbot, tmp_path)
    _close_room(host_w, hd)
    client_w.lan.shut()
    start = host_w.start_page
    with monkeypatch.context() as m:
        m.setattr(type(host_w), "_check_autosave", lambda self: type("Check", (), {"snapshot": object()})())
        host_w._refresh_continue()  # a game at this PC to continue, and the room
        assert start.continue_button.isEnabled() and not start.continue_note.isVisible()
        assert not start.reopen_button.isHidden() and start.reopen_button.text() == "Reopen my LAN room"
    start.reopen_button.click()
    assert host_w.lan.active and at_table(host_w), [d.text() for d in alive(hd) if isinstance(d, QMessageBox)]
    host_w._refresh_continue()
    assert start.reopen_button.isHidden()  # the room is open again
    host_w.lan.shut()
