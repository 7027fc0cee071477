"""A host window and a client window in one process play a whole game of 生死堵 through
the table by mouse (a bot in the third seat), over real sockets on 127.0.0.1: cards
selected by clicks on the view's viewport, a refusal with its reason, hints, plays, and
the final score dialog on both sides with the same scores."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from desktop_app.engine.core import ActionKind
from desktop_app.store.saves import autosave_path
from desktop_app.ui import texts
from desktop_app.ui.dialogs.score import ScoreDialog
from desktop_app.ui.lan.controller import host_autosave_path

from .lan_helpers import (
    MousePlayer,
    click,
    click_card,
    discovery_port,  # noqa: F401 - autouse: this test's own UDP port
    host_room,
    join_room,
    lan_window,
    last,
    score_rows,
)

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _refused_with_reason(qtbot, w, refusals: list) -> None:
    """Two cards of ranks far apart are played: the host refuses, the reason is shown."""
    page = w.table_page
    hand = page.scene.hand_cards
    a = 0
    b = next(i for i, c in enumerate(hand) if abs(int(c.rank) - int(hand[0].rank)) > 1)
    click_card(page, a)
    click_card(page, b)
    assert page.scene.selected_slots() == [a, b]
    before = len(hand)
    click(qtbot, page.action_bar.play_button)
    qtbot.waitUntil(lambda: bool(refusals), timeout=10_000)
    error = refusals[-1]
    shown = texts.reason_text(error.reason, error.params, "shengsidu")
    assert shown and page.action_bar.why_label.text() == shown
    assert len(page.scene.hand_cards) == before  # nothing was played
    page.scene.clear_selection()


def test_a_host_window_and_a_client_window_play_a_game_by_mouse(make_window, qtbot, tmp_path):
    host_w, host_dialogs = lan_window(make_window, tmp_path, "host")
    client_w, client_dialogs = lan_window(make_window, tmp_path, "client")
    host_w.lan.seed = 7
    waiting = host_room(host_w, host_dialogs, "shengsidu", [("human", "Hana"), ("open", ""), ("easy", "Robo")])
    host = host_w.lan.host
    assert waiting.isVisible() and host.is_listening and host.address == "127.0.0.1"
    assert waiting.addresses() == ["127.0.0.1"]
    assert f"port {host.port}" in waiting.address_label.text()
    assert [r[2] for r in waiting.seats.rows()] == ["At this PC", "Open: waiting for someone to join…", "Bot (Easy)"]

    join_room(client_w, client_dialogs, host.port, ["Kai"])
    # every open seat taken: the game starts by itself on both sides
    qtbot.waitUntil(
        lambda: (
            host_w.stack.currentWidget() is host_w.table_page and client_w.stack.currentWidget() is client_w.table_page
        ),
        timeout=10_000,
    )
    assert host_w.lan.waiting is None and client_w.lan.waiting is None  # the waiting screens are gone
    assert "Friday" in host_w.windowTitle() and "Friday" in client_w.windowTitle()
    hp, cp = host_w.table_page, client_w.table_page
    assert hp.viewer == 0 and cp.viewer == 1
    assert cp.seat_name(0) == "Hana" and hp.seat_name(1) == "Kai"
    assert host_w.session.seat_status(1) == "remote"  # the host's table marks the LAN seat
    # the LAN game has its own autosave: the local Continue file is never written
    qtbot.waitUntil(lambda: host_autosave_path().exists(), timeout=10_000)
    assert not autosave_path().exists()

    refusals: dict[int, list] = {id(host_w): [], id(client_w): []}
    host_w.session.action_refused.connect(lambda _seat, e: refusals[id(host_w)].append(e))
    client_w.session.action_refused.connect(lambda _seat, e: refusals[id(client_w)].append(e))
    players = [MousePlayer(qtbot, host_w), MousePlayer(qtbot, client_w)]
    refused = set()

    def step() -> bool:
        for p in players:
            view = p.page._last_view
            if id(p.w) not in refused and p.my_turn() and ActionKind.PLAY in view.legal_kinds and len(view.hand) > 4:
                _refused_with_reason(qtbot, p.w, refusals[id(p.w)])
                refused.add(id(p.w))
                if p.w is host_w:  # H on the table's view asks for a hint too
                    qtbot.keyClick(p.page.view, Qt.Key.Key_H)
                    assert p.page.scene.selected_cards() or not p.page._hints
            p.step()
        return any(isinstance(d, ScoreDialog) for d in host_dialogs) and any(
            isinstance(d, ScoreDialog) for d in client_dialogs
        )

    qtbot.waitUntil(step, timeout=120_000)
    assert refused == {id(host_w), id(client_w)}
    assert players[0].moves > 0 and players[1].moves > 0
    host_score, client_score = last(host_dialogs, ScoreDialog), last(client_dialogs, ScoreDialog)
    assert host_score.isVisible() and client_score.isVisible()
    assert score_rows(host_score) == score_rows(client_score)
    assert [name for name, _ in score_rows(host_score)] == ["Hana", "Kai", "Robo"]
    outcome = host_w.session.game.outcome
    assert [int(s.replace(",", "")) for _n, s in score_rows(client_score)] == list(outcome.scores)
    # the client saved the finished game's record; both profiled their own person only
    assert client_w._record_to_save().dumps() == host_w.session.game.record().dumps()
    assert host_w.profiles.names() == ["Hana"] and client_w.profiles.names() == ["Kai"]
    host_w.lan.shut()
    client_w.lan.shut()
