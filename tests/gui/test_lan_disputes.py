"""Disputes and the void game in a LAN room through two windows (issue 26; real sockets on
127.0.0.1): the client's Dispute… reaches the host, whose window asks for the decision;
everybody's log shows the claim and the decision; Void this game… asks every seated
person (the client answers Yes) and the game ends void at both tables."""

from __future__ import annotations

import pytest

from desktop_app.ui.dispute import DecisionDialog, DisputeDialog, VoidDialog

from .lan_helpers import (
    discovery_port,  # noqa: F401 - autouse: this test's own UDP port
    last,
    seated_pair,
)

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def test_a_client_disputes_and_the_host_decides_then_both_void_the_game(make_window, qtbot, tmp_path):
    host_w, hd, client_w, cd = seated_pair(make_window, qtbot, tmp_path, seed=6)
    client_w.dispute_menu.sync()
    assert client_w.dispute_menu.dispute_action.isEnabled() and client_w.dispute_menu.void_action.isEnabled()
    client_w.dispute_menu.dispute_action.trigger()
    dlg = last(cd, DisputeDialog)
    assert dlg.move_combo.count() == 1 and dlg.move_combo.itemText(0).startswith("The last move")
    dlg.text_edit.setPlainText("Is that lead allowed?")
    dlg.accept()
    qtbot.waitUntil(lambda: last(hd, DecisionDialog) is not None, timeout=10_000)
    decision = last(hd, DecisionDialog)
    assert decision.dispute.text == "Is that lead allowed?" and decision.dispute.name == "Kai"
    decision.reason_edit.setText("Any single may lead")
    decision.accept()  # rejected: play goes on
    for w in (host_w, client_w):
        qtbot.waitUntil(
            lambda w=w: any("Rejected: play goes on." in line for line in w.table_page.log.lines()), timeout=10_000
        )
    assert any("Kai disputes" in line for line in client_w.table_page.log.lines())
    assert not host_w.session.is_game_over
    # the host asks to void the game: the client's person is asked, says Yes
    host_w.dispute_menu.void_action.trigger()
    v = last(hd, VoidDialog)
    v.agree.setChecked(True)
    v.accept()
    qtbot.waitUntil(lambda: client_w.table_page.disputes.last_question is not None, timeout=10_000)
    box = client_w.table_page.disputes.last_question
    box.button(box.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: client_w.session.is_game_over and host_w.session.is_game_over, timeout=10_000)
    assert host_w.session.finished_record().void.reason == "agreed"
    assert client_w.session.finished_record().void.reason == "agreed"
    assert client_w.session.outcome.is_void
    for w in (host_w, client_w):  # both histories keep it, marked void, with the dispute and its decision
        [g] = w.profiles.history.page()
        assert g.void == "agreed" and g.disputes == 1 and g.open_disputes == 0
        assert w.profiles.history.player_summary("Kai") == {}
    host_w.lan.shut()
