"""The pace of the bots as the table asks for it (issue 14): no bot move while an
announcement is up; once nobody at the table plays any more the bots keep a pace one can
follow, and the player may let them finish quickly; the replay's seek bar jumps where it
is clicked and Plan is off once a game is over."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from desktop_app.engine.core import ActionKind
from desktop_app.ui.dialogs.new_game import NewGameConfig, SeatChoice
from desktop_app.ui.table_page import WATCH_PACE_MS

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def test_no_bot_move_while_the_table_holds_them(qtbot):
    from desktop_app.session import GameSession, SeatConfig

    session = GameSession(autosave=False, bot_delay_ms=1)
    try:
        session.start("shengsidu", 3, [SeatConfig.bot(f"B{i}", "easy") for i in range(3)], {}, 1, 7)
        session.hold_bots(60_000)  # an announcement up for a minute (before the first answer is back)
        qtbot.wait(300)
        assert session.game.actions == []  # the bot thought, and waits
        session.finish_quickly()
        qtbot.waitUntil(lambda: len(session.game.actions) >= 1, timeout=10_000)
    finally:
        session.stop()


def test_once_nobody_here_plays_the_bots_keep_a_pace_and_may_finish_quickly(make_window, qtbot):
    from desktop_app.session import GameSession

    w = make_window(session_factory=lambda parent: GameSession(parent, bot_delay_ms=20, autosave=False))
    page = w.table_page
    seats = [SeatChoice("human", "Ann")] + [SeatChoice("bot", f"Bot {i}", "easy") for i in range(1, 4)]
    assert w.start_game(NewGameConfig("tiandiren", 4, seats, {}, 1), seed=11)
    session = w.session
    qtbot.waitUntil(lambda: session.is_game_over or session.game.to_move == 0, timeout=20_000)
    if session.is_game_over:
        pytest.skip("a 天牌 ended the game at once")
    assert not page.action_bar.finish_button.isVisible()
    page.set_speed("normal")
    session.abandon(0)  # 天地人 goes on without her
    if session.is_game_over:
        pytest.skip("the game ended with the abandon")
    assert page.action_bar.finish_button.isVisible()  # "Finish quickly" is offered
    assert session._pace_floor_ms == WATCH_PACE_MS  # and meanwhile the bots keep a pace one can follow
    page.action_bar.finish_button.click()
    assert session._rush and not page.action_bar.finish_button.isVisible()
    qtbot.waitUntil(lambda: session.is_game_over, timeout=30_000)
    assert not page.action_bar.finish_button.isVisible()


def test_the_replay_seek_bar_jumps_to_the_place_clicked(make_window, qtbot):
    from desktop_app.ai.play import bots_for, play_out
    from desktop_app.engine import new_game
    from desktop_app.ui.replay import ReplaySession
    from desktop_app.ui.widgets.replay_bar import ReplayBar

    game = new_game("shengsidu", 3, seed=4)
    play_out(game, bots_for("shengsidu", ["normal"] * 3, seed=4))
    record = game.record()
    replay = ReplaySession(record, [])
    bar = ReplayBar()
    qtbot.addWidget(bar)
    bar.resize(900, 50)
    bar.show()
    bar.bind(replay, str)
    slider = bar.slider
    assert slider.maximum() == replay.length > 20
    qtbot.mouseClick(slider, Qt.MouseButton.LeftButton, pos=QPoint(slider.width() * 3 // 4, slider.height() // 2))
    assert abs(replay.index - replay.length * 3 // 4) <= max(2, replay.length // 10)
    assert replay.index > 10  # not a page step of 10 from the start


def test_plan_is_off_once_the_game_is_over(make_window, qtbot):
    from desktop_app.session import GameSession

    w = make_window(session_factory=lambda parent: GameSession(parent, bot_delay_ms=0, autosave=False))
    seats = [SeatChoice("human", "Ann"), SeatChoice("bot", "Bob", "easy"), SeatChoice("bot", "Cat", "easy")]
    assert w.start_game(NewGameConfig("shengsidu", 3, seats, {}, 1), seed=2)
    page = w.table_page
    qtbot.waitUntil(lambda: ActionKind.PLAY in (page.current_view().legal_kinds or ()), timeout=10_000)
    assert page.action_bar.plan_button.isEnabled()
    w.session.set_autoplay(0, "easy")
    qtbot.waitUntil(lambda: w.session.is_game_over, timeout=30_000)
    assert not page.action_bar.plan_button.isEnabled()
