"""Disputes and the void game through the window (issue 26): Game ▸ Dispute… at one PC
(the people at the table decide at once: upheld, the game is void), the void game in the
history (marked, in no figure), Decide… later from the History page, Void this game… by
agreement, Export dispute… opened in the replay viewer at the disputed move; the
dialogs and the history in three languages (screenshots)."""

from __future__ import annotations

import os
import random

import pytest
from PySide6.QtWidgets import QMessageBox

from desktop_app.engine.disputes import Dispute
from desktop_app.engine.explain import explain_step
from desktop_app.store.history import finished_game
from desktop_app.store.profiles import ProfileStore
from desktop_app.store.seats import SeatConfig
from desktop_app.ui.dialogs.new_game import NewGameConfig, SeatChoice
from desktop_app.ui.dispute import DecisionDialog, DisputeDialog, VoidDialog
from desktop_app.ui.explain import explanation_text
from desktop_app.ui.history import install
from desktop_app.ui.replay import ReplaySession

from .conftest import load_engine_bots, save_shot
from .test_history import open_history, real_game

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

BOTS = load_engine_bots()
#: screenshots are saved to the folder $PAIJU_SHOTS when it is set (conftest.save_shot)
SHOTS = bool(os.environ.get("PAIJU_SHOTS"))
T = "2026-12-03T12:00:00+00:00"


def _factory():
    from desktop_app.session import GameSession

    return lambda parent: GameSession(parent, bot_factory=BOTS.view_bot_factory, bot_delay_ms=0)


def _a_few_moves(w, qtbot, rng, n=3):
    s = w.session
    for _ in range(n):
        qtbot.waitUntil(
            lambda: s.is_game_over or (s.game.to_move in s.human_seats and s.thinking_seat is None), timeout=20_000
        )
        if s.is_game_over:
            return
        seat = s.game.to_move
        view = s.game.view_for(seat)
        assert any(s.submit(seat, a) for a in BOTS.candidates(view, rng))


def _shot(widget, name):
    save_shot(widget, f"{name}.png")


def test_a_dispute_at_one_pc_upheld_voids_the_game_and_the_history_keeps_it(make_window, qtbot, tmp_path):
    dialogs: list = []
    w = make_window(
        session_factory=_factory(), profile_store=ProfileStore(tmp_path / "p.json"), dialog_hook=dialogs.append
    )
    install(w)
    seats = [SeatChoice("human", "Li"), SeatChoice("bot", "Bo", "normal")]
    assert w.start_game(NewGameConfig("shengsidu", 2, seats, {}, 1), seed=17)
    _a_few_moves(w, qtbot, random.Random(3))
    s = w.session
    moves = len(s.game.actions)
    w.dispute_menu.sync()
    assert w.dispute_menu.dispute_action.isEnabled() and w.dispute_menu.void_action.isEnabled()
    w.dispute_menu.dispute_action.trigger()
    dlg = dialogs[-1]
    assert isinstance(dlg, DisputeDialog) and dlg.step == moves  # the last move by default
    assert dlg.move_combo.count() == moves + 1 and "Move 1" in dlg.move_combo.itemText(1)
    assert not dlg.buttons.button(dlg.buttons.StandardButton.Ok).isEnabled()  # a claim is needed
    dlg.move_combo.setCurrentIndex(1)  # an earlier move
    dlg.text_edit.setPlainText("That play should not have been allowed")
    _shot(dlg, "dispute_dialog_en")
    dlg.accept()
    decision = dialogs[-1]
    assert isinstance(decision, DecisionDialog) and decision.dispute.step == 1
    decision.void_radio.setChecked(True)
    decision.reason_edit.setText("The rule is unclear here")
    _shot(decision, "decision_dialog_en")
    decision.accept()
    assert s.is_game_over and s.outcomes[-1].is_void
    record = s.finished_record()
    assert record.is_void and record.disputes[0].text == "That play should not have been allowed"
    assert record.disputes[0].decision.reason == "The rule is unclear here"
    why = explain_step(record, 0)  # what the app says of move 1: its Why?, naming the section
    assert record.disputes[0].explanation == {"text": explanation_text(why), "rule": why.rule, "source": why.source}
    lines = w.table_page.log.lines()
    assert any("disputes move 1" in line for line in lines) and any("void" in line for line in lines)
    h = w.profiles.history
    [g] = h.page()
    assert g.void == "dispute" and g.disputes == 1 and h.record(g.id) == record
    assert (h.player_summary("Li") == {} and w.profiles.get("li") is None) or w.profiles.get("li").stats(
        "shengsidu"
    ).played == 0
    _inst, page = open_history(w)
    assert page.model.text(g, "result").startswith("Void ⚑1")
    page.select_rows([0])
    page.show_disputes()
    assert "That play should not have been allowed" in dialogs[-1].text() and "Upheld" in dialogs[-1].text()


def test_void_this_game_by_agreement(make_window, qtbot, tmp_path):
    dialogs: list = []
    w = make_window(
        session_factory=_factory(), profile_store=ProfileStore(tmp_path / "p.json"), dialog_hook=dialogs.append
    )
    seats = [SeatChoice("human", "Li"), SeatChoice("bot", "Bo", "normal")]
    assert w.start_game(NewGameConfig("shengsidu", 2, seats, {}, 2), seed=18)
    _a_few_moves(w, qtbot, random.Random(4), 1)
    w.dispute_menu.void_action.trigger()
    dlg = dialogs[-1]
    assert isinstance(dlg, VoidDialog) and not dlg.buttons.button(dlg.buttons.StandardButton.Ok).isEnabled()
    dlg.agree.setChecked(True)
    dlg.detail_edit.setText("The phone rang")
    _shot(dlg, "void_dialog_en")
    dlg.accept()
    s = w.session
    assert s.finished_record().void.reason == "agreed" and s.totals == [0, 0]
    assert w.profiles.history.page()[0].void == "agreed"


def test_decide_later_from_the_history_and_export_the_dispute(make_window, qtbot, tmp_path):
    store = ProfileStore(tmp_path / "p.json")
    h = store.history
    record, outcome = real_game("shengsidu", 2, 21)
    d = Dispute("srv1", 4, "Kai", "A server's dispute, undecided", T, seat=1, explanation={"text": "Kai passes."})
    seats = [SeatConfig.human("Li"), SeatConfig.human("Kai")]
    store.record_game(record.with_disputes([d]), seats, outcome)
    dialogs: list = []
    w = make_window(profile_store=store, dialog_hook=dialogs.append)
    _inst, page = open_history(w)
    g = page.model.game_at(0)
    assert page.model.text(g, "result").startswith("⚑1?")  # an undecided dispute
    assert h.player_summary("Li")["shengsidu"]["played"] == 1
    page.select_rows([0])
    page.decide_dispute()
    dlg = dialogs[-1]
    assert isinstance(dlg, DecisionDialog) and not dlg.take_back_radio.isEnabled()  # the game is over
    dlg.void_radio.setChecked(True)
    dlg.reason_edit.setText("Upheld after the game")
    dlg.by_edit.setText("Host")
    dlg.accept()
    assert h.page()[0].void == "dispute" and h.page()[0].open_disputes == 0
    assert h.player_summary("Li") == {} and store.get("li").stats("shengsidu").played == 0
    # export it from the History page's context menu, then open the file in the replay viewer
    path = tmp_path / "x.paiju-dispute"
    page.select_rows([0])
    assert page.export_dispute_to(str(path))
    assert w.load_replay(str(path))
    replay = w.session
    assert isinstance(replay, ReplaySession) and replay.index == 4 and not replay.is_playing
    shown = dialogs[-1]
    assert (
        isinstance(shown, QMessageBox)
        and "A server's dispute" in shown.text()
        and "Upheld after the game" in shown.text()
    )
    assert "Kai passes." in shown.text()


def test_a_dispute_in_the_replay_viewer_on_any_step(make_window, qtbot, tmp_path):
    store = ProfileStore(tmp_path / "p.json")
    record, outcome = real_game("shengsidu", 2, 22)
    store.record_game(record, [SeatConfig.human("Li"), SeatConfig.bot("Bo", "easy")], outcome)
    dialogs: list = []
    w = make_window(profile_store=store, dialog_hook=dialogs.append)
    inst, page = open_history(w)
    assert inst.open_replay(page.model.game_at(0).id)
    replay = w.session
    replay.pause()
    replay.seek(2)
    w.dispute_menu.sync()
    assert w.dispute_menu.dispute_action.isEnabled()
    w.dispute_menu.ask_dispute()
    dlg = dialogs[-1]
    assert dlg.step == 2
    why = explain_step(record, 1)  # step 2 is the second move: the app's Why? of it
    assert dlg.explanation() == {"text": explanation_text(why), "rule": why.rule, "source": why.source}
    dlg.text_edit.setPlainText("Look at this move")
    dlg.accept()
    assert replay.record.disputes[0].step == 2
    assert replay.record.disputes[0].explanation["rule"] == why.rule
    assert store.history.page()[0].disputes == 1  # a game of the history keeps it


@pytest.mark.parametrize("language", ["en", "zh_CN", "zh_TW"])
def test_screenshots_of_the_dialogs_and_the_history(make_window, qtbot, tmp_path, language):
    store = ProfileStore(tmp_path / "p.json")
    r1, o1 = real_game("shengsidu", 2, 23)
    r2, _ = real_game("shengsidu", 2, 24)
    from desktop_app.engine.core import void_outcome
    from desktop_app.engine.disputes import VoidMark

    seats = [SeatConfig.human("Li"), SeatConfig.bot("Bo", "easy")]
    store.record_game(r1.with_disputes([Dispute("a", 3, "Li", "Why did that beat mine?", T)]), seats, o1)
    store.history.add_game(finished_game(r2.with_disputes([], VoidMark("host_lost")), seats, void_outcome(2)))
    w = make_window(profile_store=store)
    w.set_language(language)
    _inst, page = open_history(w)
    qtbot.wait(50)
    _shot(page, f"history_{language}")
    texts = [page.model.text(page.model.game_at(i), "result") for i in range(2)]
    void_word = {"en": "Void", "zh_CN": "无效", "zh_TW": "無效"}[language]
    assert any(t.startswith(void_word) for t in texts) and any("⚑1?" in t for t in texts)
    from desktop_app.ui.dispute import move_lines

    dlg = DisputeDialog(move_lines(r1, lambda s: ["Li", "Bo"][s]), 3, "", w)
    dlg.text_edit.setPlainText("为什么那手牌能压过我的？" if language != "en" else "Why did that beat mine?")
    dlg.show()
    qtbot.waitExposed(dlg)
    _shot(dlg, f"dispute_dialog_{language}")
    dec = DecisionDialog(Dispute("a", 3, "Li", "Why did that beat mine?", T), "Move 3", by="Host", parent=w)
    dec.show()
    qtbot.waitExposed(dec)
    _shot(dec, f"decision_dialog_{language}")
    dlg.close()
    dec.close()
    w.set_language("en")


def test_the_match_shows_the_void_game_marked_and_out_of_its_total(make_window, qtbot, tmp_path):
    from desktop_app.engine.core import void_outcome
    from desktop_app.engine.disputes import VoidMark

    store = ProfileStore(tmp_path / "p.json")
    h = store.history
    seats = [SeatConfig.human("Li"), SeatConfig.bot("Bo", "easy")]
    r1, o1 = real_game("shengsidu", 2, 31)
    r2, _ = real_game("shengsidu", 2, 32)
    r3, o3 = real_game("shengsidu", 2, 33)
    t1 = o1.scores
    t3 = [a + b for a, b in zip(t1, o3.scores, strict=True)]
    ctx = {"match_id": "M", "match_length": 3}
    h.add_game(finished_game(r1, seats, o1, 1_750_000_000, totals=t1, match_game=1, **{k: v for k, v in ctx.items()}))
    h.add_game(
        finished_game(r2.with_disputes([], VoidMark("agreed")), seats, void_outcome(2), 1_750_000_100, totals=t1,
                      match_game=2, **ctx)
    )  # fmt: skip
    h.add_game(finished_game(r3, seats, o3, 1_750_000_200, totals=t3, match_game=3, **ctx))
    w = make_window(profile_store=store)
    _inst, page = open_history(w)
    page.tabs.setCurrentWidget(page.stats)
    page.stats.show_match("M")
    t = page.stats.table
    rows = [[t.item(r, c).text() for c in range(t.columnCount())] for r in range(t.rowCount())]
    assert rows[1][0] == "Game 2 (void)" and rows[0][0] == "Game 1"
    assert rows[1][1:] == rows[0][1:]  # the void game adds nothing
    assert h.match_totals("M")[1][-1][1] == t3


def test_a_refusal_just_shown_is_what_the_app_said_of_the_disputed_move(make_window, qtbot, tmp_path):
    from desktop_app.engine.core import Action
    from desktop_app.ui import texts

    dialogs: list = []
    w = make_window(
        session_factory=_factory(), profile_store=ProfileStore(tmp_path / "p.json"), dialog_hook=dialogs.append
    )
    seats = [SeatChoice("human", "Li"), SeatChoice("bot", "Bo", "normal")]
    assert w.start_game(NewGameConfig("shengsidu", 2, seats, {}, 1), seed=19)
    s = w.session
    qtbot.waitUntil(lambda: s.game.to_move in s.human_seats and s.thinking_seat is None, timeout=20_000)
    seat = s.game.to_move
    assert not s.submit(seat, Action(seat, "bid", value=1))  # refused
    said = texts.reason_text("unknown_action", {"kind": "bid"}, "shengsidu")
    w.dispute_menu.ask_dispute()
    dlg = dialogs[-1]
    said_then = dlg.explanation()  # the refusal, then its Why? naming the rules section
    assert said_then["text"].startswith(said) and len(said_then["text"]) > len(said)
    assert said_then["rule"] and dlg.said.text() == said_then["text"]
    dlg.reject()
    _a_few_moves(w, qtbot, random.Random(5), 1)  # something happened since: the refusal is old news
    w.dispute_menu.ask_dispute()
    assert dialogs[-1].explanation()["text"] != said


def test_a_dispute_left_undecided_is_decided_later_at_the_table(make_window, qtbot, tmp_path):
    dialogs: list = []
    w = make_window(
        session_factory=_factory(), profile_store=ProfileStore(tmp_path / "p.json"), dialog_hook=dialogs.append
    )
    seats = [SeatChoice("human", "Li"), SeatChoice("bot", "Bo", "normal")]
    assert w.start_game(NewGameConfig("shengsidu", 2, seats, {}, 1), seed=20)
    _a_few_moves(w, qtbot, random.Random(6), 2)
    menu = w.dispute_menu
    menu.sync()
    assert not menu.decide_action.isEnabled()
    menu.ask_dispute()
    dialogs[-1].text_edit.setPlainText("Later")
    dialogs[-1].accept()
    dialogs[-1].reject()  # the decision dialog closed: the dispute stays open
    menu.sync()
    assert menu.decide_action.isEnabled()
    menu.decide_action.trigger()
    dec = dialogs[-1]
    assert isinstance(dec, DecisionDialog) and dec.dispute.text == "Later"
    dec.accept()  # rejected
    assert w.session.disputes[0].decided and not w.session.is_game_over
    menu.sync()
    assert not menu.decide_action.isEnabled()


def test_watch_on_a_game_whose_host_was_lost_says_why_and_shows_no_deal(make_window, qtbot, tmp_path):
    """A LAN client's record of a game whose host was lost for good holds no deal: Watch
    says in words why it cannot be replayed, with what this PC saw, and opens nothing."""
    from desktop_app.engine.core import Event, GameRecord, void_outcome
    from desktop_app.engine.disputes import VoidMark

    seen = (
        Event("deal", 0, {"hand": ["3S", "4H"]}, frozenset({0})).to_json(),
        Event("play", 1, {"cards": ["9S"]}).to_json(),
    )
    mark = VoidMark("host_lost", "Friday (127.0.0.1:5000)", partial=True, seen=seen)
    record = GameRecord("shengsidu", 2, 12345, {}, void=mark)
    store = ProfileStore(tmp_path / "p.json")
    store.record_game(record, [SeatConfig.human("Li"), SeatConfig.human("Kai")], void_outcome(2))
    dialogs: list = []
    w = make_window(profile_store=store, dialog_hook=dialogs.append)
    inst, page = open_history(w)
    g = page.model.game_at(0)
    assert store.history.record(g.id) == record
    assert not inst.open_replay(g.id)
    box = dialogs[-1]
    assert isinstance(box, QMessageBox) and box.objectName() == "NotReplayable"
    assert box.text().startswith("The host was lost; this PC never had the whole deal")
    assert "Kai" in box.detailedText() and len(box.detailedText().splitlines()) == 2
    assert not isinstance(w.session, ReplaySession)  # no invented deal at the table
    _shot(box, "not_replayable_en")


def test_the_dispute_lines_stay_in_the_log_when_it_is_redrawn(make_window, qtbot, tmp_path):
    """Hot seat: a dispute and its decision in the log; a hand-off (another viewer) redraws
    the log from the game's events, and a language switch re-words it: the dispute's lines
    stay, in their place among the moves."""
    dialogs: list = []
    w = make_window(
        session_factory=_factory(), profile_store=ProfileStore(tmp_path / "p.json"), dialog_hook=dialogs.append
    )
    seats = [SeatChoice("human", "Li"), SeatChoice("human", "Kai"), SeatChoice("bot", "Bo", "easy")]
    assert w.start_game(NewGameConfig("shengsidu", 3, seats, {"must_play": False}, 1), seed=3)
    page, s = w.table_page, w.session

    def hand_over():
        qtbot.waitUntil(lambda: page.overlay.isVisible(), timeout=20_000)
        page.overlay.button.click()
        qtbot.waitUntil(lambda: not page.overlay.isVisible())

    hand_over()
    d = s.raise_dispute("Is that lead allowed?", seat=page.viewer)
    s.decide_dispute(d.id, "rejected", "Any single may lead", "Li")
    before = page.log.lines()
    assert before[-2].startswith(f"{s.seat_name(page.viewer)} disputes move") and "Rejected" in before[-1]
    seat = page.viewer
    view = s.view()
    assert s.submit(seat, next(a for a in BOTS.candidates(view, random.Random(1))))
    hand_over()  # the next person: the log is drawn again from the game's events
    assert page.viewer != seat
    after = page.log.lines()
    assert after[: len(before)] == before and len(after) > len(before)  # the lines, then the moves after them
    w.set_language("zh_CN")
    qtbot.waitUntil(lambda: "驳回" in page.log.lines()[len(before) - 1])  # the log re-words itself
    zh = page.log.lines()
    assert len(zh) == len(after) and "对第 1 手提出仲裁" in zh[len(before) - 2]
    page._rebuild()  # a redraw in the new language: still there
    assert page.log.lines() == zh
    w.set_language("en")


def _red_columns(widget) -> set[int]:
    """The columns of ``widget`` (grabbed) that hold a dispute flag's red."""
    img = widget.grab().toImage()
    out = set()
    for x in range(img.width()):
        for y in range(img.height()):
            c = img.pixelColor(x, y)
            if c.red() > 150 and c.green() < 90 and c.blue() < 90:
                out.add(x)
                break
    return out


@pytest.mark.parametrize("language", ["en", "zh_CN", "zh_TW"])
def test_the_replay_bar_flags_the_disputed_steps_and_notes_them(make_window, qtbot, tmp_path, language):
    """A replay of a record with disputes: a flag on the slider at each disputed step, and
    at such a step a note with the claim, what the app said and the decision."""
    from desktop_app.engine.disputes import Decision
    from desktop_app.store.saves import save_replay

    record, _ = real_game("shengsidu", 2, 25)
    why = explain_step(record, 2)
    d1 = Dispute("a", 3, "Li", "Why did that beat mine?", T, seat=0, explanation={"text": "The app's Why? of move 3"})
    d1 = d1.decided_as(Decision("rejected", "A higher rank beats", "Host", T))
    d2 = Dispute("b", 6, "Bo", "Unclear rule", T, seat=1)
    plain = save_replay(tmp_path / "plain.paiju-replay", record)
    path = save_replay(tmp_path / "g.paiju-replay", record.with_disputes([d1, d2]))
    dialogs: list = []
    w = make_window(dialog_hook=dialogs.append)
    w.resize(1100, 760)
    w.set_language(language)
    assert w.load_replay(str(plain))
    bar = w.replay_bar
    bar.show()
    qtbot.waitExposed(bar)
    assert bar.disputes.steps == [] and not _red_columns(bar.slider)
    assert w.load_replay(str(path))
    replay = w.session
    replay.pause()
    assert bar.disputes.steps == [3, 6]
    replay.seek(2)
    assert bar.disputes.note.isHidden()
    flags = _red_columns(bar.slider)
    assert flags and any(abs(x - bar.disputes.flag_x(3)) <= 4 for x in flags)
    assert any(abs(x - bar.disputes.flag_x(6)) <= 4 for x in flags)
    replay.seek(3)
    assert not bar.disputes.note.isHidden() and "Why did that beat mine?" in bar.disputes.note.toolTip()
    box = bar.disputes.open_note()
    assert dialogs[-1] is box
    said = {"en": "The app said", "zh_CN": "系统的说明", "zh_TW": "系統的說明"}[language]
    rejected = {"en": "Rejected", "zh_CN": "驳回", "zh_TW": "駁回"}[language]
    assert "Why did that beat mine?" in box.text() and said in box.text() and rejected in box.text()
    assert "A higher rank beats" in box.text() and "The app's Why? of move 3" in box.text()
    assert explanation_text(why) == explanation_text(replay.explanation())  # and Why? tells the rule at that step
    if SHOTS:
        qtbot.wait(150)  # every widget retranslated and laid out before the pictures
    _shot(w, f"replay_dispute_{language}")
    _shot(box, f"replay_dispute_note_{language}")
    replay.seek(6)
    assert "Unclear rule" in bar.disputes.note.toolTip()
    assert "Not decided yet." in bar.disputes.open_note().text() or language != "en"
    w.set_language("en")


def test_a_game_whose_host_was_lost_shows_its_disputes_but_exports_none(make_window, qtbot, tmp_path):
    """The disputes the client knew of are kept (History ▸ Disputes… shows them), but an
    exported dispute replays, and this record cannot: the export says why."""
    from desktop_app.engine.core import Event, GameRecord, void_outcome
    from desktop_app.engine.disputes import VoidMark

    seen = (Event("play", 1, {"cards": ["9S"]}).to_json(),)
    record = GameRecord("shengsidu", 2, 77, {}, void=VoidMark("host_lost", "Friday", partial=True, seen=seen))
    record = record.with_disputes([Dispute("a", 1, "Li", "Was that 9 allowed?", T, seat=0)])
    store = ProfileStore(tmp_path / "p.json")
    store.record_game(record, [SeatConfig.human("Li"), SeatConfig.human("Kai")], void_outcome(2))
    dialogs: list = []
    w = make_window(profile_store=store, dialog_hook=dialogs.append)
    _inst, page = open_history(w)
    page.select_rows([0])
    page.show_disputes()
    assert "Was that 9 allowed?" in dialogs[-1].text()
    assert not page.export_dispute_to(str(tmp_path / "x.paiju-dispute"))
    assert dialogs[-1].text().startswith("The host was lost") and not (tmp_path / "x.paiju-dispute").exists()


def test_a_take_back_redraws_the_log_with_the_dispute_lines_and_a_new_game_drops_them(make_window, qtbot, tmp_path):
    dialogs: list = []
    w = make_window(
        session_factory=_factory(), profile_store=ProfileStore(tmp_path / "p.json"), dialog_hook=dialogs.append
    )
    seats = [SeatChoice("human", "Li"), SeatChoice("bot", "Bo", "normal")]
    assert w.start_game(NewGameConfig("shengsidu", 2, seats, {}, 2), seed=26)
    _a_few_moves(w, qtbot, random.Random(8), 3)
    s, page = w.session, w.table_page
    d = s.raise_dispute("Take that back", 2, seat=0)
    s.decide_dispute(d.id, "upheld", "A misclick", "Li", "take_back")  # the people here agree
    assert len(s.game.actions) == 1  # back to before move 2: the log is drawn again
    lines = page.log.lines()
    assert any("Li disputes move 2: Take that back" in x for x in lines)  # as it was said then
    assert any("Upheld: the move is taken back." in x for x in lines)
    s.void_game("agreed", "")
    qtbot.waitUntil(lambda: s.is_game_over)
    assert any("This game is void" in x for x in page.log.lines())
    assert s.next_game()
    qtbot.waitUntil(lambda: not s.is_game_over and s.game is not None)
    page._rebuild()
    assert not any("disputes" in x or "void" in x for x in page.log.lines())  # the next game has none


@pytest.mark.parametrize("language", ["en", "zh_CN", "zh_TW"])
def _cut_or_overlapping(bar) -> list:
    """The controls of the replay bar shown cut, outside it or over another (none: all whole)."""
    from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel

    rows = [c for row in (bar.moves_row, bar.options_row) for c in row.children()]
    shown = [c for c in rows if isinstance(c, QLabel | QComboBox | QAbstractButton) and c.isVisibleTo(bar)]
    assert len(shown) >= 13  # five buttons, the position, the note, two labels, two boxes, Why?, Close
    rects = {c: c.rect().translated(c.mapTo(bar, c.rect().topLeft())) for c in shown}
    bad = [c for c, r in rects.items() if not bar.rect().contains(r) or c.width() < c.sizeHint().width()]
    bad += [a for a in shown if any(rects[a].intersects(rects[b]) for b in shown if b is not a)]
    return [getattr(c, "text", lambda: "")() or c.__class__.__name__ for c in bad]


@pytest.mark.parametrize("language", ["en", "zh_CN", "zh_TW"])
def test_the_replay_bar_shows_every_word_whole_in_a_window_1024_px_wide(make_window, qtbot, tmp_path, language):
    """Two rows where one does not fit: every control whole, none over another (#28)."""
    from desktop_app.store.saves import save_replay

    record, _ = real_game("shengsidu", 2, 25)
    disputes = [
        Dispute("a", 3, "Li", "Why did that beat mine?", T, seat=0),
        Dispute("b", 3, "Bo", "Unclear", T, seat=1),
    ]
    path = save_replay(tmp_path / "g.paiju-replay", record.with_disputes(disputes))
    w = make_window()
    w.show()
    w.set_language(language)
    assert w.load_replay(str(path))
    w.session.pause()
    w.session.seek(3)  # the ⚑ note shows
    bar = w.replay_bar
    for width, two_rows in ((1024, True), (1600, False)):
        w.resize(width, 760)
        qtbot.waitUntil(lambda width=width: w.width() == width and bar.two_rows == two_rows)  # noqa: B023
        assert not bar.disputes.note.isHidden()
        qtbot.waitUntil(lambda: not _cut_or_overlapping(bar))  # once laid out
        assert not _cut_or_overlapping(bar)
        _shot(bar, f"replay_bar_{width}_{language}")
    w.set_language("en")
