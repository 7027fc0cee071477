"""The table with the real engines, the real bots and the rules assistant of every game:
all-bot games to the score, a human seat playing by mouse events on the viewport (a
refusal with its reason, hint, plan, reading choice), every game-specific control clicked
on the real widgets, hot-seat hand-off, abandon, demo mode, and Continue after a real
SIGKILL of the app running in a subprocess."""

from __future__ import annotations

import itertools
import os
import pathlib
import signal
import subprocess
import sys

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from desktop_app.ai.base import has_bot
from desktop_app.engine.core import ActionKind
from desktop_app.ui.dialogs.new_game import NewGameConfig, NewGameDialog, SeatChoice
from desktop_app.ui.dialogs.score import ScoreDialog
from desktop_app.ui.games import adapter_for

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

ROOT = pathlib.Path(__file__).resolve().parents[2]
GAMES = {"tiandiren": 4, "doudizhu": 3, "hongwu": 4, "yuanzi": 4, "shengsidu": 3}


def _with_bots(game_id: str) -> bool:
    return all(has_bot(game_id, lv) for lv in ("easy", "normal", "expert"))


def _session_factory(delay: int = 0):
    from desktop_app.session import GameSession

    return lambda parent: GameSession(parent, bot_delay_ms=delay)


def _viewport_point(page, slot: int) -> QPoint:
    item = page.scene.hand_items[slot]
    p = item.mapToScene(item.boundingRect().topLeft())
    return page.view.mapFromScene(p.x() + 6, p.y() + 12)


def click_card(page, slot: int) -> None:
    """A left click on a hand card, as mouse events on the view's viewport."""
    vp = page.view.viewport()
    pos = _viewport_point(page, slot)
    for kind in (QMouseEvent.Type.MouseButtonPress, QMouseEvent.Type.MouseButtonRelease):
        ev = QMouseEvent(
            kind, pos, vp.mapToGlobal(pos), Qt.MouseButton.LeftButton, Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
        )  # fmt: skip
        QApplication.sendEvent(vp, ev)


def extra_button(page, kind: str, value=None) -> QPushButton:
    """The action bar's button for ``kind`` (and ``value``), e.g. 叫地主 (call, True)."""
    for b in page.action_bar.findChildren(QPushButton):
        if (
            b.isVisible()
            and b.property("action_kind") == kind
            and (value is None or b.property("action_value") == value)
        ):
            return b
    raise AssertionError(f"no visible {kind}={value!r} button")


def select_cards_by_mouse(page, cards) -> None:
    page.scene.clear_selection()
    want = list(cards)
    for slot, item in enumerate(page.scene.hand_items):
        if item.card in want:
            want.remove(item.card)
            click_card(page, slot)
    assert not want


def advance_to_play(page, session, qtbot, seat: int = 0) -> None:
    """Answer the bidding phases for ``seat`` through the real buttons until it may play."""
    for _ in range(60):
        qtbot.waitUntil(lambda: session.is_game_over or session.game.to_move == seat, timeout=30_000)
        if session.is_game_over:
            return
        kinds = session.view().legal_kinds
        if ActionKind.PLAY in kinds:
            return
        if ActionKind.BURY in kinds:
            select_cards_by_mouse(page, page.scene.hand_cards[:8])
            extra_button(page, ActionKind.BURY).click()
        elif ActionKind.TRUMP in kinds:
            extra_button(page, ActionKind.TRUMP, "h").click()
        elif ActionKind.BID in kinds and session.game.game_id == "hongwu":
            page.action_bar.findChild(QPushButton, "BidButton").click()  # the lowest bid: become dealer
        elif ActionKind.PASS in kinds:
            page.action_bar.pass_button.click()
        else:
            kind = next(k for k in (ActionKind.SHOW, ActionKind.CALL, ActionKind.GRAB) if k in kinds)
            extra_button(page, kind, kind == ActionKind.CALL).click()
    raise AssertionError("never reached the play phase")


@pytest.mark.parametrize("game_id", list(GAMES))
def test_all_bot_game_with_real_bots_runs_to_the_final_score(make_window, qtbot, game_id):
    if not _with_bots(game_id):
        pytest.skip(f"{game_id} bots not there yet")
    dialogs = []
    w = make_window(session_factory=_session_factory(), dialog_hook=dialogs.append)
    n = GAMES[game_id]
    seats = [SeatChoice("bot", f"Bot {i + 1}", ("easy", "normal", "expert")[i % 3]) for i in range(n)]
    assert w.start_game(NewGameConfig(game_id, n, seats, {}, 1, watch=None), seed=3)
    assert w.session.is_demo and w.session.viewer is None  # a spectator: no hand shown
    qtbot.waitUntil(lambda: any(isinstance(d, ScoreDialog) for d in dialogs), timeout=120_000)
    score = next(d for d in dialogs if isinstance(d, ScoreDialog))
    assert score.table.rowCount() == n
    assert w.session.is_match_over


@pytest.mark.parametrize("game_id", list(GAMES))
def test_human_seat_mouse_refusal_hint_and_plan(make_window, qtbot, game_id):
    if not _with_bots(game_id):
        pytest.skip(f"{game_id} bots not there yet")
    w = make_window(session_factory=_session_factory())
    n = GAMES[game_id]
    seats = [SeatChoice("human", "Me")] + [SeatChoice("bot", f"B{i}", "easy") for i in range(1, n)]
    assert w.start_game(NewGameConfig(game_id, n, seats, {}, 1), seed=13)
    page, session = w.table_page, w.session
    advance_to_play(page, session, qtbot)
    assert not session.is_game_over
    view = session.view()
    adapter = adapter_for(game_id)
    assert adapter.assistant is not None
    # a refused selection, chosen by the assistant's own reading, clicked with the mouse
    hand = page.scene.hand_cards
    bad = None
    for i in range(len(hand)):
        for j in range(i + 1, min(len(hand), i + 12)):
            if not adapter.assistant.read_selection(view, [hand[i], hand[j]]).playable:
                bad = (i, j)
                break
        if bad:
            break
    assert bad is not None
    page.scene.clear_selection()
    click_card(page, bad[0])
    click_card(page, bad[1])
    assert page.scene.selected_slots() == list(bad)
    assert page.action_bar.reading_label.text()  # the live reading
    assert page.action_bar.why_label.text()  # and why it may not be played
    size = len(session.view().hand)
    page.action_bar.play_button.click()
    assert len(session.view().hand) == size  # refused, nothing changed
    assert page.action_bar.why_label.text()
    # Plan: the hand sorted into the planner's groups, drawn apart
    page.action_bar.plan_button.click()
    assert page.effective_sort() == "plan" and page.sort_mode == "rank"  # Plan leaves the sort preference
    groups = page.scene.hand_groups
    assert groups and len(groups) == len(page.scene.hand_cards)
    if len(set(groups)) > 1:
        xs = [it.pos().x() for it in page.scene.hand_items]
        steps = [b - a for a, b in itertools.pairwise(xs)]
        inner = [s for k, s in enumerate(steps) if groups[k] == groups[k + 1] and s > 0]
        across = [s for k, s in enumerate(steps) if groups[k] != groups[k + 1] and s > 0]
        if inner and across:
            assert min(across) > max(inner)  # a visible gap between groups
    page.action_bar.plan_button.click()
    assert page.effective_sort() != "plan"
    # Hint (H) cycles through the assistant's hints; the first one is played
    hints = [sorted(c.text for c in s.cards) for s in adapter.assistant.hints(session.view())]
    page.action_bar.hint_button.click()
    first = sorted(c.text for c in page.scene.selected_cards())
    assert first == hints[0]
    if len(hints) > 1:
        page.action_bar.hint_button.click()
        assert sorted(c.text for c in page.scene.selected_cards()) == hints[1]
        for _ in range(len(hints) - 1):
            page.action_bar.hint_button.click()
        assert sorted(c.text for c in page.scene.selected_cards()) == hints[0]
    assert page.action_bar.play_button.isEnabled()
    page.action_bar.play_button.click()
    assert len(session.game.view_for(0).hand) == size - len(first)


def test_several_readings_let_the_player_choose(make_window, qtbot):
    """斗地主: a set with more than one playable reading shows a chooser; the choice goes
    out as Action.value and the engine plays that reading."""
    if not _with_bots("doudizhu"):
        pytest.skip("doudizhu bots not there yet")
    from desktop_app.ai.assist import assistant

    a = assistant("doudizhu")
    for seed in range(1, 40):
        w = make_window(session_factory=_session_factory())
        seats = [SeatChoice("human", "Me"), SeatChoice("bot", "B", "easy"), SeatChoice("bot", "C", "easy")]
        assert w.start_game(NewGameConfig("doudizhu", 3, seats, {}, 1), seed=seed)
        page, session = w.table_page, w.session
        advance_to_play(page, session, qtbot)
        if session.is_game_over or session.view().top_cards:
            continue
        view = session.view()
        for s in a.hints(view):
            info = page.adapter.read_selection(view, s.cards)
            if len(info.choices) > 1:
                select_cards_by_mouse(page, s.cards)
                assert page.action_bar.reading_choice.isVisible()
                assert page.action_bar.reading_choice.count() == len(info.choices)
                pick = (info.chosen + 1) % len(info.choices)
                page.action_bar.reading_choice.setCurrentIndex(pick)
                page.action_bar.play_button.click()
                last = session.game.actions[-1]
                assert last.seat == 0 and last.value == info.choices[pick][0]
                return
    pytest.skip("no set with two playable readings in these deals")


def _hot_seat(make_window, game_id: str, n: int, seed: int, options=None):
    dialogs = []
    w = make_window(session_factory=_session_factory(), dialog_hook=dialogs.append)
    seats = [SeatChoice("human", f"P{i + 1}") for i in range(n)]
    assert w.start_game(NewGameConfig(game_id, n, seats, options or {}, 1), seed=seed)
    return w, dialogs


def _confirm(page, session) -> None:
    if session.pending_handoff is not None:
        assert page.overlay.isVisible()
        assert not any(it.isVisible() for it in page.scene.hand_items)  # every hand hidden
        page.overlay.confirmed.emit()
        assert session.viewer == session.game.to_move
        assert sorted(c.text for c in page.scene.hand_cards) == sorted(c.text for c in session.view().hand)


def test_doudizhu_bidding_controls(make_window, qtbot):
    """明牌开始 / 不明牌, 叫地主 / 不叫, 抢地主 / 不抢, 明牌: every control clicked."""
    clicked: set[tuple[str, object]] = set()
    for seed in range(1, 12):
        w, _ = _hot_seat(make_window, "doudizhu", 3, seed)
        page, session = w.table_page, w.session
        calls = grabs = 0
        for _ in range(40):
            _confirm(page, session)
            view = session.view()
            kinds = view.legal_kinds
            if ActionKind.PLAY in kinds or session.is_game_over:
                break
            if ActionKind.SHOW in kinds and view.phase == "show_start":
                value = not any(k == "show_start" and v for k, v in clicked)
                button = extra_button(page, ActionKind.SHOW, value)
                assert ("×4" in button.text()) == value
                kind = "show_start"
            elif ActionKind.SHOW in kinds:
                value, kind = True, "show"
                button = extra_button(page, ActionKind.SHOW, True)
            elif ActionKind.CALL in kinds:
                value, kind = calls > 0, "call"
                calls += 1
                button = extra_button(page, ActionKind.CALL, value)
            elif ActionKind.GRAB in kinds:
                value, kind = grabs == 0, "grab"
                grabs += 1
                button = extra_button(page, ActionKind.GRAB, value)
            else:
                raise AssertionError(f"unexpected phase {view.phase} {kinds}")
            before = len(session.game.actions)
            button.click()
            assert len(session.game.actions) == before + 1
            clicked.add((kind, value))
        w.session.stop()
        if {("show_start", True), ("show_start", False), ("call", True), ("call", False), ("grab", True),
                ("grab", False), ("show", True)} <= clicked:  # fmt: skip
            return
    raise AssertionError(f"not every control was reached: {sorted(clicked, key=str)}")


def test_hongwu_bidding_trump_timer_and_burying(make_window, qtbot):
    w, _ = _hot_seat(make_window, "hongwu", 4, 5)
    page, session = w.table_page, w.session
    bid_done = trump_done = bury_done = False
    for _ in range(40):
        _confirm(page, session)
        view = session.view()
        kinds = view.legal_kinds
        if ActionKind.PLAY in kinds:
            break
        if ActionKind.BID in kinds:
            from PySide6.QtWidgets import QSpinBox

            spin = page.action_bar.findChild(QSpinBox, "BidAmount")
            lo, hi = view.bid_range
            assert (spin.low, spin.high) == (lo, hi)  # the legal bids (what is typed is never clamped)
            if not bid_done:
                spin.setValue(lo)
                page.action_bar.findChild(QPushButton, "BidButton").click()
                assert session.game.actions[-1].value == lo
                bid_done = True
            else:
                page.action_bar.pass_button.click()
        elif ActionKind.TRUMP in kinds:
            qtbot.waitUntil(lambda: page.action_bar.timer_label.isVisible(), timeout=5000)
            assert "30 s" in page.action_bar.timer_label.text() or "29 s" in page.action_bar.timer_label.text()
            extra_button(page, ActionKind.TRUMP, "s").click()
            assert session.game.view_for(None).trump == "s"
            assert not page.action_bar.timer_label.isVisible()
            trump_done = True
        elif ActionKind.BURY in kinds:
            assert len(view.hand) == 33
            select_cards_by_mouse(page, page.scene.hand_cards[-8:])
            extra_button(page, ActionKind.BURY).click()
            assert len(session.view().hand) == 25
            bury_done = True
        else:
            raise AssertionError(f"unexpected {view.phase} {kinds}")
    assert bid_done and trump_done and bury_done
    assert any("♠" in line for line in page.scene.center.lines)  # the trump marker


def test_tiandiren_grab_earth_preselects_the_hand(make_window, qtbot):
    """抢地: a game (seed 68, two players, random bots) reaches the 抢地 window; resumed at
    the table with human seats, the whole hand is preselected and the choice explained;
    playing it grabs the earth."""
    from desktop_app.ai.base import make_bot
    from desktop_app.engine import new_game
    from desktop_app.session import SeatConfig
    from desktop_app.store.saves import MatchSnapshot

    game = new_game("tiandiren", 2, seed=68)
    bots = [make_bot("tiandiren", "random", i, 68) for i in range(2)]
    for _ in range(400):
        if game.phase == "grab_earth" or game.is_over:
            break
        seat = game.to_move
        game.apply(bots[seat].decide(game.view_for(seat)))
    if game.phase != "grab_earth":
        pytest.skip("the bots changed: no 抢地 window in this deal")
    grabber = game.to_move
    snap = MatchSnapshot(
        "tiandiren", 2, (SeatConfig.human("P1"), SeatConfig.human("P2")), dict(game.options.to_dict())
        if hasattr(game.options, "to_dict") else {}, 1, (), game.record(), (0, 0)
    )  # fmt: skip
    w = make_window(session_factory=_session_factory())
    session = w.ensure_session()
    session.resume(snap)
    w.show_table()
    page = w.table_page
    _confirm(page, session)
    assert session.viewer == grabber
    view = session.view()
    assert view.phase == "grab_earth"
    assert sorted(c.text for c in page.scene.selected_cards()) == sorted(c.text for c in view.hand)
    status = page.action_bar.status_label.text()
    assert "earth" in status.lower() and "whole hand" in status and "Man" in status
    page.action_bar.play_button.click()
    assert session.game.view_for(None).status[grabber] == "grab_earth"


def test_abandon_from_the_game_menu_asks_first(make_window, qtbot):
    dialogs = []
    w = make_window(session_factory=_session_factory(), dialog_hook=dialogs.append)
    seats = [SeatChoice("human", "Me"), SeatChoice("bot", "B", "easy"), SeatChoice("bot", "C", "easy")]
    assert w.start_game(NewGameConfig("shengsidu", 3, seats, {}, 1), seed=2)
    w.abandon_action.trigger()
    box = next(d for d in dialogs if isinstance(d, QMessageBox))
    box.button(QMessageBox.StandardButton.No).click()
    assert not w.session.is_game_over
    w.abandon_action.trigger()
    box = [d for d in dialogs if isinstance(d, QMessageBox)][-1]
    box.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: w.session.is_game_over, timeout=10_000)
    assert any(a.kind == ActionKind.ABANDON and a.seat == 0 for a in w.session.game.actions)


def test_new_game_dialog_offers_real_bots_and_demo_watch(make_window, qtbot):
    dialogs = []
    w = make_window(session_factory=_session_factory(), dialog_hook=dialogs.append)
    w.new_game()
    dlg = next(d for d in dialogs if isinstance(d, NewGameDialog))
    dlg.select_game("shengsidu")
    combo = dlg._seat_rows[0][2]
    for j, kind in enumerate(dlg.SEAT_KINDS):
        assert combo.model().item(j).isEnabled() == (kind == "human" or has_bot("shengsidu", kind))
    assert not dlg.watch_combo.isVisible()
    for i in range(dlg.players_spin.value()):
        dlg.set_seat(i, "easy")
    assert dlg.watch_combo.isVisible()
    dlg.watch_combo.setCurrentIndex(2)  # seat 2's hand
    cfg = dlg.config()
    assert cfg.watch == 1
    dlg.accept()
    qtbot.waitUntil(lambda: w.session is not None and w.session.game is not None, timeout=5000)
    assert w.session.is_demo and w.session.viewer == 1
    assert w.table_page.scene.hand_cards  # the watched seat's hand is shown
    assert w.watch_from(None) and w.table_page.viewer is None
    w.set_speed("slow")
    assert w.session.bot_delay == 1400
    w.set_speed("instant")
    assert w.session.bot_delay == 0


def test_hot_seat_hand_off_hides_and_shows_the_right_hands(make_window, qtbot):
    w, _ = _hot_seat(make_window, "shengsidu", 2, 4)
    page, session = w.table_page, w.session
    for _ in range(3):
        qtbot.waitUntil(lambda: session.pending_handoff is not None, timeout=5000)
        seat = session.pending_handoff
        assert page.overlay.isVisible() and page.scene.hand_hidden
        page.overlay.confirmed.emit()
        assert session.viewer == seat and not page.scene.hand_hidden
        assert sorted(c.text for c in page.scene.hand_cards) == sorted(c.text for c in session.view().hand)
        page.next_hint()
        if page.scene.selected_cards():
            page.play_selected()
        else:
            page.pass_turn()


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_kill_mid_game_then_continue_restores_the_same_record(make_window, qtbot, paiju_home, tmp_path):
    record_file = tmp_path / "record.txt"
    env = dict(os.environ, PAIJU_HOME=str(paiju_home), QT_QPA_PLATFORM="offscreen")
    proc = subprocess.Popen(
        [sys.executable, "-m", "tests.gui.autoplay_driver", "shengsidu", str(record_file), "3"],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
    )  # fmt: skip
    try:
        line = proc.stdout.readline() if proc.stdout else ""
        assert line.strip() == "READY"
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
    assert proc.returncode == -signal.SIGKILL
    record = record_file.read_text(encoding="utf-8")
    w = make_window(session_factory=_session_factory())
    assert w.start_page.continue_button.isEnabled()
    assert w.continue_game()
    assert w.session.game.record().dumps() == record
    qtbot.waitUntil(lambda: len(w.table_page.scene.hand_cards) == len(w.session.view().hand), timeout=5000)


def test_save_as_and_open_a_saved_match(make_window, qtbot, tmp_path):
    w = make_window(session_factory=_session_factory())
    seats = [SeatChoice("human", "Me"), SeatChoice("bot", "B", "easy")]
    assert w.start_game(NewGameConfig("shengsidu", 2, seats, {}, 3), seed=8)
    qtbot.waitUntil(lambda: w.session.game.to_move == 0, timeout=10_000)
    path = tmp_path / "match.json"
    assert w.save_match_to(str(path))
    record = w.session.game.record().dumps()
    w.table_page.next_hint()
    w.table_page.play_selected()
    assert w.open_match_from(str(path))
    assert w.session.game.record().dumps() == record


def test_sky_statistics_dialog(make_window, qtbot):
    dialogs = []
    w = make_window(dialog_hook=dialogs.append)
    w.stats_action.trigger()
    from desktop_app.ui.dialogs.statistics import StatisticsDialog

    dlg = next(d for d in dialogs if isinstance(d, StatisticsDialog))
    assert dlg.table.rowCount() == 7
    assert all(0 < v < 100 for v in dlg.bar_values(8))
    dlg.players_spin.setValue(8)
    dlg.reject()


def test_a_live_language_switch_translates_the_bid_button_and_the_plan_names(make_window, qtbot):
    """红五: the Bid button built for the bidding, and the planned groups' names worked out
    once per hand, follow a language switch made while they are up."""
    w, _ = _hot_seat(make_window, "hongwu", 4, 5)
    page, session = w.table_page, w.session
    _confirm(page, session)
    assert ActionKind.BID in session.view().legal_kinds
    w.set_language("zh_CN")
    qtbot.waitUntil(lambda: page.action_bar.findChild(QPushButton, "BidButton").text() == "叫分")
    w.set_language("en")
    qtbot.waitUntil(lambda: page.action_bar.findChild(QPushButton, "BidButton").text() == "Bid")
    for _ in range(40):  # to the play: the first seat bids, the others pass, spades, bury the last 8
        _confirm(page, session)
        view = session.view()
        if ActionKind.PLAY in view.legal_kinds:
            break
        if ActionKind.BID in view.legal_kinds and view.high_bid is None:
            page.action_bar.findChild(QPushButton, "BidButton").click()
        elif ActionKind.BID in view.legal_kinds:
            page.action_bar.pass_button.click()
        elif ActionKind.TRUMP in view.legal_kinds:
            extra_button(page, ActionKind.TRUMP, "s").click()
        elif ActionKind.BURY in view.legal_kinds:
            select_cards_by_mouse(page, page.scene.hand_cards[-8:])
            extra_button(page, ActionKind.BURY).click()
    assert ActionKind.PLAY in session.view().legal_kinds
    w.set_language("zh_CN")
    page.toggle_plan(True)
    qtbot.waitUntil(lambda: bool(page.scene.group_labels))
    simplified = "".join(page.scene.group_labels)
    w.set_language("zh_TW")
    qtbot.waitUntil(lambda: "".join(page.scene.group_labels) != simplified)
    traditional = "".join(page.scene.group_labels)
    assert not set("对单张拖拉机") & set(traditional), traditional


def test_the_red_five_pass_button_says_no_bid_while_bidding(make_window, qtbot):
    w, _ = _hot_seat(make_window, "hongwu", 4, 5)
    page, session = w.table_page, w.session
    _confirm(page, session)
    assert ActionKind.BID in session.view().legal_kinds
    assert page.action_bar.pass_button.text() == "No bid (P)"
    w.set_language("zh_CN")
    qtbot.waitUntil(lambda: page.action_bar.pass_button.text() == "不叫 (P)")
