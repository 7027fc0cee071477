"""The replay viewer: a saved game opens at the table with its controls; play/pause, steps,
jumps and the slider show exactly the state of the record's prefix; speed, keys, the
choice of whose cards are shown, closing, saving a replay and malformed files."""

from __future__ import annotations

import functools
from collections import Counter

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from desktop_app.ai.play import bots_for, play_out
from desktop_app.engine import game_class, new_game
from desktop_app.engine.core import Action, GameRecord
from desktop_app.store.saves import save_replay
from desktop_app.ui.dialogs.new_game import NewGameConfig, SeatChoice
from desktop_app.ui.games import adapter_for
from desktop_app.ui.replay import ALL_HANDS, BASE_INTERVAL_MS, SPEEDS, ReplaySession
from desktop_app.ui.table.state import TableState

from .conftest import load_engine_bots

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

PLAYERS = {"tiandiren": 4, "doudizhu": 3, "hongwu": 4, "yuanzi": 4, "shengsidu": 3}
BOTS = load_engine_bots()


@functools.cache
def finished_record(game_id: str, seed: int = 5) -> GameRecord:
    """A whole game between random bots."""
    n = PLAYERS[game_id]
    game = new_game(game_id, n, seed=seed)
    play_out(game, bots_for(game_id, ["random"] * n, seed=seed))
    assert game.is_over
    return game.record()


def prefix_game(record: GameRecord, k: int):
    """The reference: a fresh game with the first ``k`` actions of ``record`` applied."""
    game = game_class(record.game_id)(record.num_players, dict(record.options), record.seed, dict(record.carry))
    for action in record.actions[:k]:
        game.apply(action)
    return game


@pytest.fixture
def watch(make_window, tmp_path):
    """Open a saved finished game as a replay; returns (window, session, record), paused."""

    def open_(game_id: str = "shengsidu", **kw):
        record = finished_record(game_id)
        path = save_replay(tmp_path / f"{game_id}.paiju-replay", record)
        w = make_window(**kw)
        assert w.load_replay(str(path))
        w.session.pause()
        return w, w.session, record

    return open_


def expected_piles(game, viewer: int | None) -> tuple[dict[int, tuple], int | None]:
    """Each seat's last play in the trick (() for a pass) and the seat whose pile is
    highlighted (the winner of a closed trick)."""
    state = TableState(game.num_players)
    state.apply_all(game.events_for(viewer))
    winner = state.last_trick_winner if state.trick_closed else None
    return {s: () if p.passed else p.cards for s, p in state.plays.items()}, winner


def assert_table_shows(w, record: GameRecord, k: int) -> None:
    """The table shows exactly what a fresh replay of ``record[:k]`` gives its watcher."""
    page, session = w.table_page, w.session
    assert session.index == k and page.info == session.info
    ref = prefix_game(record, k)
    viewer = session.viewer
    view = ref.view_for(viewer)
    adapter = adapter_for(record.game_id)
    scene = page.scene
    assert Counter(scene.hand_cards) == (Counter(view.hand) if viewer is not None else Counter())
    for seat in range(ref.num_players):
        info = scene.seats[seat].info
        assert info.cards_left == view.hand_sizes[seat], f"seat {seat} cards left at move {k}"
        assert info.badges == adapter.badges(view, seat)
        assert info.to_move == (view.to_move == seat and not ref.is_over)
    piles, winner = expected_piles(ref, viewer)
    for seat in range(ref.num_players):
        assert scene.piles[seat].cards == piles.get(seat, ()), f"seat {seat} pile at move {k}"
        assert scene.piles[seat].highlight == (seat == winner), f"seat {seat} highlight at move {k}"
    assert scene.center.lines == adapter.markers(view)
    assert page.log.count() == len(ref.events_for(viewer))
    if session.watch == ALL_HANDS:
        hands = {s: ref.view_for(s).hand for s in range(ref.num_players)}
        shown = {s: Counter(item.cards) for s, item in scene.revealed.items()}
        assert shown == {s: Counter(h) for s, h in hands.items() if h}
    else:
        assert set(scene.revealed) == {s for s, cards in adapter.revealed_hands(view).items() if cards}
    assert w.replay_bar.position_label.text() == f"Move {k} of {len(record.actions)}"
    assert w.replay_bar.slider.value() == k


def test_a_replay_opens_with_its_controls_and_plays(watch, qtbot):
    w, session, record = watch()
    assert w.stack.currentWidget() is w.table_page
    bar = w.replay_bar
    assert bar.isVisible() and not w.table_page.action_bar.isVisible()
    assert session.watch == ALL_HANDS  # the game is over: nothing is secret
    assert bar.watch_box.currentData() == ALL_HANDS
    assert bar.slider.maximum() == len(record.actions) == session.length
    assert session.index == 0 and not bar.back_button.isEnabled() and bar.forward_button.isEnabled()
    session.set_speed(4.0)
    session.play()
    qtbot.waitUntil(lambda: session.index >= 2, timeout=5000)
    assert bar.slider.value() == session.index
    assert bar.play_button.toolTip() == "Pause (Space)"


@pytest.mark.parametrize("game_id", sorted(PLAYERS))
def test_jumps_and_steps_show_the_exact_state_of_the_prefix(watch, game_id):
    w, session, record = watch(game_id)
    n = len(record.actions)
    assert_table_shows(w, record, 0)
    for k in (n // 2, 3, n, n - 1, 1, 2 * n // 3):  # forwards and backwards, far and near
        session.seek(k)
        assert_table_shows(w, record, k)
    for _ in range(3):  # incremental play after a jump agrees with a fresh replay
        assert session.step_forward()
    assert_table_shows(w, record, 2 * n // 3 + 3)
    assert session.step_back() and session.step_back()
    assert_table_shows(w, record, 2 * n // 3 + 1)
    session.set_watch(1)  # one player's view: their hand at the bottom, the others hidden
    assert_table_shows(w, record, 2 * n // 3 + 1)
    session.seek(n // 3)
    assert_table_shows(w, record, n // 3)
    session.set_watch(None)
    session.to_end()
    assert_table_shows(w, record, n)
    assert not session.step_forward() and not w.replay_bar.forward_button.isEnabled()
    session.to_start()
    assert_table_shows(w, record, 0)
    assert not session.step_back()


def test_the_slider_and_buttons_seek(watch):
    w, _session, record = watch()
    bar = w.replay_bar
    bar.slider.setValue(10)  # what a drag does
    assert_table_shows(w, record, 10)
    bar.back_button.click()
    assert_table_shows(w, record, 9)
    bar.forward_button.click()
    bar.forward_button.click()
    assert_table_shows(w, record, 11)
    bar.end_button.click()
    assert_table_shows(w, record, len(record.actions))
    bar.start_button.click()
    assert_table_shows(w, record, 0)


def test_whose_cards_are_shown_is_chosen_on_the_bar(watch):
    w, session, record = watch()
    session.seek(6)
    box = w.replay_bar.watch_box
    assert [box.itemData(i) for i in range(box.count())] == [ALL_HANDS, None, 0, 1, 2]
    assert box.itemText(3) == w.table_page.seat_name(1)
    box.setCurrentIndex(3)
    assert session.viewer == 1 and session.watch == 1 and w.table_page.viewer == 1
    assert_table_shows(w, record, 6)
    box.setCurrentIndex(1)
    assert session.viewer is None and w.table_page.scene.hand_cards == []
    assert_table_shows(w, record, 6)
    session.set_watch(ALL_HANDS)  # the bar follows a change made elsewhere
    assert box.currentData() == ALL_HANDS
    assert_table_shows(w, record, 6)


def test_speed_sets_the_pace(watch):
    w, session, _record = watch()
    box = w.replay_bar.speed_box
    assert [box.itemData(i) for i in range(box.count())] == list(SPEEDS)
    assert session.interval_ms == BASE_INTERVAL_MS
    for factor in SPEEDS:
        box.setCurrentIndex(SPEEDS.index(factor))
        assert session.speed == factor
        assert session.interval_ms == round(BASE_INTERVAL_MS / factor)
    session.play()
    box.setCurrentIndex(SPEEDS.index(1.0))  # while playing too
    assert session.is_playing and session.interval_ms == BASE_INTERVAL_MS
    session.pause()
    with pytest.raises(ValueError):
        session.set_speed(0)


def test_pause_stops_the_playhead(watch, qtbot):
    w, session, _record = watch()
    session.set_speed(4.0)
    with qtbot.waitSignal(session.playing_changed) as playing:
        w.replay_bar.play_button.click()
    assert playing.args == [True] and session.is_playing
    qtbot.waitUntil(lambda: session.index >= 1, timeout=5000)
    with qtbot.waitSignal(session.playing_changed) as paused:
        w.replay_bar.play_button.click()
    assert paused.args == [False] and not session.is_playing and not session._timer.isActive()
    assert w.replay_bar.play_button.toolTip() == "Play (Space)"
    at = session.index
    session.step_forward()  # a step while paused stays paused
    assert session.index == at + 1 and not session.is_playing


def test_the_end_of_the_record_stops_and_play_starts_over(watch, qtbot):
    w, session, record = watch()
    n = len(record.actions)
    session.seek(n - 2)
    session.set_speed(4.0)
    with qtbot.waitSignal(session.game_finished, timeout=5000) as finished:
        session.play()
    assert finished.args[0] == prefix_game(record, n).outcome
    qtbot.waitUntil(lambda: not session.is_playing, timeout=2000)
    assert session.index == n and not w.replay_bar.end_button.isEnabled()
    assert w.table_page.current_view().phase == "over"
    session.play()  # from the end: the replay starts over
    assert session.is_playing and session.index == 0
    session.pause()


def test_keyboard_drives_the_replay(watch, qtbot):
    w, session, record = watch()
    w.activateWindow()
    qtbot.waitUntil(lambda: w.isActiveWindow())
    target = w.table_page.view
    target.setFocus()
    qtbot.keyClick(target, Qt.Key.Key_Right)
    qtbot.keyClick(target, Qt.Key.Key_Right)
    assert session.index == 2
    qtbot.keyClick(target, Qt.Key.Key_Left)
    assert_table_shows(w, record, 1)
    qtbot.keyClick(target, Qt.Key.Key_End)
    assert session.index == len(record.actions)
    qtbot.keyClick(target, Qt.Key.Key_Home)
    assert session.index == 0
    qtbot.keyClick(target, Qt.Key.Key_Space)
    assert session.is_playing
    qtbot.keyClick(target, Qt.Key.Key_Space)
    assert not session.is_playing


def test_close_returns_to_the_start_page(watch, qtbot):
    w, session, _record = watch()
    with qtbot.waitSignal(session.destroyed):
        w.replay_bar.close_button.click()
    assert w.stack.currentWidget() is w.start_page
    assert w.session is None and w.table_page.session is None
    assert not w.replay_bar.isVisible() and w.replay_bar.session is None
    assert not w.table_page.action_bar.isHidden()  # back for the next game


def test_a_new_game_leaves_the_replay(watch):
    w, _session, _record = watch()
    # ensure_session, as New game does: the replay goes, its controls too
    from desktop_app.session import GameSession

    assert isinstance(w.ensure_session(), GameSession)
    assert w.replay_bar.isHidden() and not w.table_page.action_bar.isHidden()


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"\x00\xffgarbage", "damaged or is not a Paiju game"),
        (b'{"format": "paiju-record", "version": 1, "game": "shengsidu", "play', "damaged or is not a Paiju game"),
        (b'{"hello": 1}', "not a Paiju game file"),
        (None, "does not exist"),
    ],
)
def test_malformed_files_give_a_clear_error(make_window, tmp_path, content, words):
    dialogs = []
    w = make_window(dialog_hook=dialogs.append)
    path = tmp_path / "bad.paiju-replay"
    if content is not None:
        path.write_bytes(content)
    assert not w.load_replay(str(path))
    boxes = [d for d in dialogs if isinstance(d, QMessageBox)]
    assert len(boxes) == 1
    assert boxes[0].text().startswith("The file cannot be opened: ") and words in boxes[0].text()
    assert w.session is None and w.stack.currentWidget() is w.start_page


def test_a_record_whose_moves_do_not_replay_is_refused(make_window, tmp_path):
    dialogs = []
    w = make_window(dialog_hook=dialogs.append)
    good = finished_record("shengsidu")
    bad = GameRecord(good.game_id, good.num_players, good.seed, good.options, good.carry, good.actions[:3] * 2)
    assert not w.load_replay(str(save_replay(tmp_path / "bad.paiju-replay", bad)))
    (box,) = [d for d in dialogs if isinstance(d, QMessageBox)]
    assert "its moves do not replay" in box.text()


def test_a_session_refusal_mid_record_stops_where_it_replays(qtbot):
    """A record that goes wrong part-way (not checked first) shows what does replay."""
    good = finished_record("shengsidu")
    bad = GameRecord(good.game_id, good.num_players, good.seed, good.options, good.carry, good.actions[:4] * 2)
    session = ReplaySession(bad, [None] * bad.num_players)
    refused = []
    session.action_refused.connect(lambda seat, e: refused.append(e))
    session.start()
    session.seek(8)
    assert session.index == 4 and refused
    assert not session.step() and len(refused) == 2


@pytest.mark.skipif(BOTS is None or "shengsidu" not in BOTS.playable_games(), reason="needs the test bots")
def test_save_replay_of_the_game_just_finished(make_window, qtbot, tmp_path):
    from desktop_app.session import GameSession

    dialogs = []
    w = make_window(
        session_factory=lambda p: GameSession(p, bot_factory=BOTS.view_bot_factory, bot_delay_ms=0),
        dialog_hook=dialogs.append,
    )
    assert w.save_replay_action in w.game_menu.actions() and w.save_replay_action.text() == "Save &replay…"
    seats = [SeatChoice("bot", "Ann", "easy"), SeatChoice("bot", "Ben", "easy"), SeatChoice("bot", "Cy", "easy")]
    assert w.start_game(NewGameConfig("shengsidu", 3, seats, {}, 1), seed=11)
    qtbot.waitUntil(lambda: w.session.game.is_over, timeout=30_000)
    record = w.session.game.record()
    path = tmp_path / "mine.paiju-replay"
    assert w.save_replay_to(str(path))
    assert GameRecord.loads(path.read_text(encoding="utf-8")) == record
    assert w.load_replay(str(path))
    assert isinstance(w.session, ReplaySession) and w.session.record == record
    assert [w.table_page.seat_name(s) for s in range(3)] == ["Ann", "Ben", "Cy"]  # the replay keeps the names
    # saving while watching writes the whole record, not the prefix shown
    w.session.pause()
    w.session.seek(2)
    again = tmp_path / "again.paiju-replay"
    assert w.save_replay_to(str(again))
    assert GameRecord.loads(again.read_text(encoding="utf-8")).actions == record.actions


def test_save_replay_with_no_game_says_so(make_window):
    dialogs = []
    w = make_window(dialog_hook=dialogs.append)
    w.save_replay_as()
    (box,) = [d for d in dialogs if isinstance(d, QMessageBox)]
    assert box.text() == "There is no game to save as a replay."


def test_an_unfinished_record_opens_as_a_spectator(make_window, tmp_path):
    record = finished_record("doudizhu")
    part = GameRecord(record.game_id, record.num_players, record.seed, record.options, record.carry, record.actions[:9])
    w = make_window()
    assert w.load_replay(str(save_replay(tmp_path / "part.paiju-replay", part)))
    assert w.session.watch is None and w.table_page.scene.hand_cards == []
    w.session.pause()
    w.session.to_end()
    assert w.session.index == 9 and not w.session.game.is_over


def test_the_window_with_the_bar_renders(watch, tmp_path):
    w, session, _record = watch("doudizhu")
    session.seek(20)
    path = tmp_path / "replay.png"
    assert w.grab().save(str(path))
    assert path.stat().st_size > 10_000
    bar = w.replay_bar.grab()
    assert bar.height() >= 30 and bar.width() > 600


def test_replay_session_ignores_the_table_s_moves():
    record = finished_record("shengsidu")
    session = ReplaySession(record, [None] * record.num_players)
    session.start()
    assert session.read_only
    assert not session.submit(0, Action(0, "pass")) and session.index == 0


@pytest.mark.skipif(BOTS is None or "shengsidu" not in BOTS.playable_games(), reason="needs the test bots")
def test_after_a_replay_the_keys_move_over_the_hand_again(make_window, qtbot, tmp_path):
    from desktop_app.session import GameSession

    w = make_window(session_factory=lambda p: GameSession(p, bot_factory=BOTS.view_bot_factory, bot_delay_ms=0))
    assert w.load_replay(str(save_replay(tmp_path / "g.paiju-replay", finished_record("shengsidu"))))
    w.close_replay()
    seats = [SeatChoice("human", "Ann"), SeatChoice("bot", "Ben", "easy"), SeatChoice("bot", "Cy", "easy")]
    assert w.start_game(NewGameConfig("shengsidu", 3, seats, {}, 1), seed=4)
    scene = w.table_page.scene
    qtbot.waitUntil(lambda: len(scene.hand_items) > 0)
    w.activateWindow()
    qtbot.waitUntil(lambda: w.isActiveWindow())
    w.table_page.view.setFocus()
    qtbot.keyClick(w.table_page.view, Qt.Key.Key_Right)  # the cursor appears on the first card
    assert scene.cursor == 0
    qtbot.keyClick(w.table_page.view, Qt.Key.Key_End)
    assert scene.cursor == len(scene.hand_items) - 1
    qtbot.keyClick(w.table_page.view, Qt.Key.Key_Left)
    assert scene.cursor == len(scene.hand_items) - 2
