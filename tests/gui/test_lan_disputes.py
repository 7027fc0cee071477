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
    play_until,
    seated_pair,
)

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def test_a_client_disputes_and_the_host_decides_then_both_void_the_game(make_window, qtbot, tmp_path):
    host_w, hd, client_w, cd = seated_pair(make_window, qtbot, tmp_path, seed=6)
    client_w.dispute_menu.sync()
    assert client_w.dispute_menu.dispute_action.isEnabled() and client_w.dispute_menu.void_action.isEnabled()
    client_w.dispute_menu.dispute_action.trigger()
    dlg = last(cd, DisputeDialog)
    moves = len(host_w.session.game.actions)  # the client's own log names every move made (and the deal)
    assert dlg.move_combo.count() == moves + 1 and dlg.step == moves
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


def test_a_client_disputes_an_earlier_move_from_its_own_log_and_the_host_checks_it(make_window, qtbot, tmp_path):
    """The client holds no record but its log: it picks an earlier move (its Why? from
    that log), the host keeps the dispute on that step; a step beyond the moves made is
    refused at the host and the client says so."""
    from desktop_app.engine.explain import explain_step
    from desktop_app.ui.explain import explanation_text

    host_w, hd, client_w, cd = seated_pair(make_window, qtbot, tmp_path, seed=7)
    play_until(qtbot, [host_w, client_w], lambda: len(host_w.session.game.actions) >= 4 or host_w.session.is_game_over)
    assert not host_w.session.is_game_over
    qtbot.waitUntil(lambda: client_w.table_page.log.count() >= host_w.table_page.log.count(), timeout=10_000)
    moves = len(host_w.session.game.actions)
    client_w.dispute_menu.dispute_action.trigger()
    dlg = last(cd, DisputeDialog)
    assert dlg.move_combo.count() == moves + 1 and dlg.step == moves
    assert dlg.move_combo.itemText(0) == "The deal" and dlg.move_combo.itemText(2).startswith("Move 2: ")
    dlg.move_combo.setCurrentIndex(2)
    said = dlg.explanation()
    why = explain_step(host_w.session.current_record(), 1)  # the host's Why? of move 2, from the record
    assert said == {"text": explanation_text(why), "rule": why.rule, "source": why.source}  # as at one PC
    dlg.text_edit.setPlainText("Was move 2 allowed?")
    from .conftest import save_shot

    save_shot(dlg, "lan_client_dispute_dialog_en.png")
    dlg.accept()
    qtbot.waitUntil(lambda: bool(host_w.session.disputes), timeout=10_000)
    d = host_w.session.disputes[0]
    assert (d.step, d.name, d.text) == (2, "Kai", "Was move 2 allowed?") and d.explanation["rule"] == why.rule
    decision = last(hd, DecisionDialog)
    assert decision.dispute.step == 2
    decision.reject()
    # a step the host's game has not reached is refused there, and the client hears it
    assert client_w.session.send_dispute(moves + 50, "Beyond the end")
    qtbot.waitUntil(lambda: client_w.table_page.disputes.last_refusal is not None, timeout=10_000)
    box = client_w.table_page.disputes.last_refusal
    assert box.text().startswith("The host did not keep the dispute") and "step" in box.detailedText()
    assert len(host_w.session.disputes) == 1
    host_w.lan.shut()


@pytest.mark.parametrize("case", ["engine", "host"])
def test_a_lan_client_s_refusal_is_explained_in_three_languages(make_window, qtbot, tmp_path, monkeypatch, case):
    """A play the host refuses (an engine's reason: cards that are no combination; a
    reason of the host's own: over its rate) gets its Why? at the client's table, in
    English, Simplified and Traditional Chinese (screenshots of the dialog)."""
    from desktop_app.engine.core import Action
    from desktop_app.engine.explain import section_title
    from desktop_app.net.host.connections import _Conn
    from desktop_app.ui.explain import ExplanationDialog

    from .conftest import save_shot
    from .test_disputes import SHOTS

    host_w, _hd, client_w, _cd = seated_pair(make_window, qtbot, tmp_path, seed=9)
    page, s = client_w.table_page, client_w.session
    seat = page.viewer
    play_until(qtbot, [host_w], lambda: s.view() is not None and s.view().to_move == seat, timeout=30_000)
    hand = s.view().hand
    if case == "engine":
        pick = next((a, b) for a in hand for b in hand if a.rank != b.rank and abs(int(a.rank) - int(b.rank)) > 1)
        want, rule = "not_a_combination", "combinations"
    else:
        monkeypatch.setattr(_Conn, "take_token", lambda self: False)
        pick = (hand[0],)
        want, rule = "rate_limited", "play"
    assert s.submit(seat, Action(seat, "play", tuple(pick)))
    qtbot.waitUntil(lambda: page.why.button.isVisible(), timeout=10_000)
    monkeypatch.undo()
    e = page.why.button.explanation
    assert e is not None and e.reason == want and e.rule == rule
    dialog = page.why.button.explain()
    assert isinstance(dialog, ExplanationDialog)
    qtbot.addWidget(dialog)
    texts = {}
    for lang in ("en", "zh_CN", "zh_TW"):
        client_w.set_language(lang)
        qtbot.waitUntil(lambda lang=lang: section_title("shengsidu", rule, lang) in dialog.label.text())
        qtbot.waitUntil(lambda lang=lang: (client_w.game_menu.title() != "&Game") == (lang != "en"))
        texts[lang] = dialog.text()
        if SHOTS:
            qtbot.wait(150)  # every widget retranslated and laid out before the pictures
            save_shot(dialog, f"lan_client_why_{case}_{lang}.png")
            save_shot(client_w, f"lan_client_table_{case}_{lang}.png")
    assert len(set(texts.values())) == 3 and "The move was refused." not in texts["en"]
    if case == "host":
        assert texts["en"].startswith("The host takes only so many messages")
        assert "主机" in texts["zh_CN"] and "主機" in texts["zh_TW"]
    client_w.set_language("en")
    host_w.lan.shut()
