"""Real engines through the GUI and the real GameSession: all-bot games to the score
dialog, a human seat playing with the mouse and seeing a refusal, and Continue after the
window went away mid-game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from desktop_app.engine.core import ActionKind
from desktop_app.ui.dialogs.new_game import NewGameConfig, NewGameDialog, SeatChoice
from desktop_app.ui.dialogs.score import ScoreDialog

from .conftest import load_engine_bots

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

BOTS = load_engine_bots()


def _games() -> list[str]:
    if BOTS is None:
        return []
    return BOTS.playable_games()


def _session_factory(delay: int = 0):
    from desktop_app.session import GameSession

    return lambda parent: GameSession(parent, bot_factory=BOTS.view_bot_factory, bot_delay_ms=delay)


def _min_players(game_id: str) -> int:
    from desktop_app.engine import game_class

    return game_class(game_id).min_players


@pytest.mark.parametrize(
    "game_id", _games() or [pytest.param("none", marks=pytest.mark.skip("no engine with test bots"))]
)
def test_all_bot_game_runs_to_the_score_dialog(make_window, qtbot, game_id):
    dialogs = []
    w = make_window(session_factory=_session_factory(), dialog_hook=dialogs.append)
    n = _min_players(game_id)
    seats = [SeatChoice("bot", f"Bot {i + 1}", "normal") for i in range(n)]
    assert w.start_game(NewGameConfig(game_id, n, seats, {}, 1), seed=11)
    qtbot.waitUntil(lambda: any(isinstance(d, ScoreDialog) for d in dialogs), timeout=90_000)
    score = next(d for d in dialogs if isinstance(d, ScoreDialog))
    assert score.table.rowCount() == n
    assert score.isVisible()
    assert len(w.table_page.log.lines()) > n  # every event in words
    assert "_" not in " ".join(w.table_page.log.lines()[-3:])  # no raw ids at the end


def _viewport_point(page, slot: int) -> QPoint:
    item = page.scene.hand_items[slot]
    p = item.mapToScene(item.boundingRect().topLeft())
    return page.view.mapFromScene(p.x() + 8, p.y() + 14)


def _click(page, slot: int) -> None:
    vp = page.view.viewport()
    pos = _viewport_point(page, slot)
    for kind in (QMouseEvent.Type.MouseButtonPress, QMouseEvent.Type.MouseButtonRelease):
        ev = QMouseEvent(
            kind,
            pos,
            vp.mapToGlobal(pos),
            Qt.MouseButton.LeftButton,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(vp, ev)


@pytest.mark.skipif("shengsidu" not in _games(), reason="shengsidu engine or its test bots missing")
def test_human_seat_plays_with_the_mouse_and_sees_a_refusal(make_window, qtbot):
    w = make_window(session_factory=_session_factory())
    seats = [SeatChoice("human", "Me"), SeatChoice("bot", "B", "easy"), SeatChoice("bot", "C", "easy")]
    options = {"must_play": False, "report_single": False}
    assert w.start_game(NewGameConfig("shengsidu", 3, seats, options, 1), seed=5)
    page = w.table_page
    session = w.session
    qtbot.waitUntil(lambda: session.game.to_move == 0 and ActionKind.PLAY in session.view().legal_kinds, timeout=20_000)
    view = session.view()
    hand = page.scene.hand_cards
    assert sorted(c.text for c in hand) == sorted(c.text for c in view.hand)
    # two cards of different ranks (not a combination) are refused with the reason
    a = 0
    b = next(i for i, c in enumerate(hand) if c.rank != hand[0].rank and abs(int(c.rank) - int(hand[0].rank)) > 1)
    _click(page, a)
    _click(page, b)
    assert page.scene.selected_slots() == [a, b]
    assert page.action_bar.why_label.text()  # the live check already says why
    page.action_bar.play_button.click()
    assert "combination" in page.action_bar.why_label.text() or "beat" in page.action_bar.why_label.text()
    assert len(session.game.view_for(0).hand) == len(hand)
    # a legal play: the top single of the hand when leading, else anything accepted
    page.scene.clear_selection()
    before = len(session.game.view_for(0).hand)
    played = False
    for slot in range(len(hand)):
        page.scene.clear_selection()
        _click(page, slot)
        page.play_selected()
        if len(session.game.view_for(0).hand) < before:
            played = True
            break
    if not played:
        page.pass_turn()
    assert played or session.game.to_move != 0
    if played:
        assert any(line.startswith("Me plays") for line in page.log.lines())


@pytest.mark.skipif("shengsidu" not in _games(), reason="shengsidu engine or its test bots missing")
def test_continue_restores_the_interrupted_game(make_window, qtbot):
    w = make_window(session_factory=_session_factory())
    seats = [SeatChoice("human", "Me"), SeatChoice("bot", "B", "easy")]
    assert w.start_game(NewGameConfig("shengsidu", 2, seats, {}, 2), seed=9)
    session = w.session
    qtbot.waitUntil(lambda: session.game.to_move == 0, timeout=20_000)
    hand = [c.text for c in w.table_page.scene.hand_cards]
    record = session.game.record().dumps()
    session.flush_autosave()
    session.stop()
    w.close()
    # a new start: the start page offers Continue, which restores the same table
    w2 = make_window(session_factory=_session_factory())
    assert w2.start_page.continue_button.isEnabled()
    assert w2.continue_game()
    qtbot.waitUntil(lambda: [c.text for c in w2.table_page.scene.hand_cards] == hand, timeout=20_000)
    assert w2.session.game.record().dumps() == record


def test_new_game_dialog_lists_options_and_seats(make_window, qtbot):
    dialogs = []
    w = make_window(dialog_hook=dialogs.append)
    w.new_game()
    dlg = next(d for d in dialogs if isinstance(d, NewGameDialog))
    if not dlg.games:
        pytest.skip("no engine loads yet")
    for gid in dlg.games:
        dlg.select_game(gid)
        from desktop_app.engine import game_class

        cls = game_class(gid)
        assert dlg.players_spin.minimum() == cls.min_players
        import dataclasses

        assert set(dlg.options()) == {f.name for f in dataclasses.fields(cls.options_class)}
        assert len(dlg.seats()) == dlg.players_spin.value()
        labels = [
            dlg.options_form.itemAt(i, dlg.options_form.ItemRole.LabelRole).widget().text()
            for i in range(dlg.options_form.rowCount())
        ]
        assert all(label and "_" not in label for label in labels), labels
    dlg.set_seat(0, "expert", "Zed")
    cfg = dlg.config()
    assert cfg.seats[0].kind == "bot" and cfg.seats[0].level == "expert" and cfg.seats[0].name == "Zed"
    dlg.reject()
