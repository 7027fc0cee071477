"""Player profiles through the app: a real game recorded once, Continue after a crash not
counted twice, a replay never counted, the players dialog (figures, chart, rename, delete,
the way to the 天牌 statistics), 红五 career titles at the table, names offered in the
new-game dialog."""

from __future__ import annotations

import dataclasses
import random

import pytest
from PySide6.QtWidgets import QLineEdit, QMessageBox

from desktop_app.engine.core import GameRecord, Outcome, SeatResult
from desktop_app.session.seats import SeatConfig
from desktop_app.store.profiles import ProfileStore
from desktop_app.store.saves import MatchSnapshot, save_match, write_autosave
from desktop_app.ui import texts
from desktop_app.ui.dialogs.new_game import NewGameConfig, NewGameDialog, SeatChoice
from desktop_app.ui.dialogs.profiles import ProfilesDialog
from desktop_app.ui.dialogs.statistics import StatisticsDialog

from .conftest import load_engine_bots

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

BOTS = load_engine_bots()
needs_bots = pytest.mark.skipif(
    BOTS is None or "shengsidu" not in BOTS.playable_games(), reason="shengsidu engine or its test bots missing"
)
LI_VS_BOT = [SeatChoice("human", "Li"), SeatChoice("bot", "B", "easy")]


def _session_factory():
    from desktop_app.session import GameSession

    return lambda parent: GameSession(parent, bot_factory=BOTS.view_bot_factory, bot_delay_ms=0)


def _human_to_move(session) -> bool:
    game = session.game
    return game is not None and game.to_move in session.human_seats and session.thinking_seat is None


def play_out(session, qtbot, rng: random.Random) -> Outcome:
    """Play the current game to its end: human seats make random legal moves, bots answer
    on their own."""
    while not session.is_game_over:
        qtbot.waitUntil(lambda: session.is_game_over or _human_to_move(session), timeout=60_000)
        if session.is_game_over:
            break
        if session.pending_handoff is not None:
            assert session.confirm_handoff()
        seat = session.game.to_move
        view = session.game.view_for(seat)
        assert any(session.submit(seat, a) for a in BOTS.candidates(view, rng)), f"stuck in {view.phase}"
    return session.game.outcome


def _li(path, game_id: str = "shengsidu"):
    profile = ProfileStore(path).get("li")
    return None if profile is None else profile.stats(game_id)


# --------------------------------------------------------------------------- recording


@needs_bots
def test_a_real_game_through_the_gui_is_recorded_once(make_window, qtbot, tmp_path):
    path = tmp_path / "profiles.json"
    w = make_window(session_factory=_session_factory(), profile_store=ProfileStore(path), dialog_hook=lambda d: None)
    assert w.start_game(NewGameConfig("shengsidu", 2, LI_VS_BOT, {}, 1), seed=21)
    assert _li(path) is None  # nothing is counted before the end
    outcome = play_out(w.session, qtbot, random.Random(1))
    li = _li(path)
    assert li is not None and li.played == 1 and li.total_score == outcome.results[0].score
    assert li.wins == (1 if outcome.results[0].result == "winner" else 0)
    assert ProfileStore(path).names() == ["Li"]  # the bot has no profile
    w.session.game_finished.emit(outcome)  # told twice: still one game
    assert _li(path).played == 1
    assert w.table_page.scene.seats[0].info.title == ""  # career titles are for 红五 only


@needs_bots
def test_continue_after_a_crash_does_not_count_the_game_twice(make_window, qtbot, tmp_path):
    path = tmp_path / "profiles.json"
    rng = random.Random(2)
    w = make_window(session_factory=_session_factory(), profile_store=ProfileStore(path), dialog_hook=lambda d: None)
    assert w.start_game(NewGameConfig("shengsidu", 2, LI_VS_BOT, {}, 2), seed=31)
    s = w.session
    play_out(s, qtbot, rng)
    finished = s.game.record()
    assert _li(path).played == 1
    assert s.flush_autosave()
    s.stop()
    w.close()
    # the app died just before its last move reached the autosave: the file still holds
    # the game one move short
    short = dataclasses.replace(finished, actions=finished.actions[:-1])
    write_autosave(MatchSnapshot("shengsidu", 2, s.seats, s.options, 2, current=short, totals=(0, 0), match_seed=31))
    w2 = make_window(session_factory=_session_factory(), profile_store=ProfileStore(path), dialog_hook=lambda d: None)
    assert w2.continue_game()
    s2 = w2.session
    assert s2.game.seed == finished.seed and not s2.is_game_over
    play_out(s2, qtbot, rng)
    assert s2.games_played == 1 and _li(path).played == 1  # finished again, counted once
    # the match goes on: its next game is a new game and counts
    assert s2.next_game()
    play_out(s2, qtbot, rng)
    assert _li(path).played == 2


@needs_bots
def test_a_replay_is_never_counted(make_window, qtbot, tmp_path):
    played_path, fresh_path = tmp_path / "played.json", tmp_path / "fresh.json"
    w = make_window(
        session_factory=_session_factory(), profile_store=ProfileStore(played_path), dialog_hook=lambda d: None
    )
    assert w.start_game(NewGameConfig("shengsidu", 2, LI_VS_BOT, {}, 1), seed=41)
    play_out(w.session, qtbot, random.Random(3))
    match_file = save_match(tmp_path / "match.json", w.session.snapshot())
    fresh = ProfileStore(fresh_path)  # a store that has never seen this game
    w2 = make_window(session_factory=_session_factory(), profile_store=fresh, dialog_hook=lambda d: None)
    assert w2.load_replay(str(match_file))
    replay = w2.session
    assert replay.seats[0].name == "Li"  # the replay knows the human's name
    if replay.game is None:
        replay.start()
    with qtbot.waitSignal(replay.game_finished, timeout=20_000):
        while replay.step():
            pass
    assert len(fresh) == 0 and not fresh_path.exists()


# --------------------------------------------------------------------------- the dialog


def _seed_store(path) -> ProfileStore:
    store = ProfileStore(path)
    seats = [SeatConfig.human("Li"), SeatConfig.human("Mei")]
    for seed, (a, b) in enumerate([(5, -5), (-2, 2), (9, -9)]):
        oc = Outcome(
            (SeatResult(0, "winner" if a > 0 else "loser", a), SeatResult(1, "winner" if b > 0 else "loser", b))
        )
        store.record_game(GameRecord("shengsidu", 2, seed), seats, oc, f"2025-03-0{seed + 1}T09:00:00+00:00")
    hong = [SeatConfig.human("Li"), *(SeatConfig.bot(f"B{i}", "easy") for i in range(3))]
    results = (SeatResult(0, "dealer_win", 50), *(SeatResult(i, "defender_loss", -17) for i in range(1, 4)))
    store.record_game(GameRecord("hongwu", 4, 99), hong, Outcome(results), "2025-03-04T09:00:00+00:00")
    return store


def _open_dialog(w, dialogs) -> ProfilesDialog:
    w.show_profiles()
    dlg = dialogs[-1]
    assert isinstance(dlg, ProfilesDialog) and dlg.isVisible()
    return dlg


def test_the_players_dialog_shows_the_figures(make_window, qtbot, tmp_path):
    dialogs: list = []
    w = make_window(profile_store=_seed_store(tmp_path / "p.json"), dialog_hook=dialogs.append)
    dlg = _open_dialog(w, dialogs)
    table = dlg.players_table
    rows = [[table.item(r, c).text() for c in range(4)] for r in range(table.rowCount())]
    assert rows[0][:3] == ["Li", "4", "3"] and rows[1][:3] == ["Mei", "3", "1"]
    assert rows[0][3] == "Lv 3 · Crocodile God of the South Sea" and rows[1][3].startswith("Lv 1 ·")
    assert dlg.select("LI") and dlg.selected_name() == "Li"
    figures = dlg.figures()
    assert figures[texts.game_title("shengsidu")][:5] == ["3", "2", "67 %", "12", "9"]
    assert figures[texts.game_title("hongwu")][:5] == ["1", "1", "100 %", "50", "50"]
    assert "Crocodile God of the South Sea" in dlg.title_label.text() and "50" in dlg.title_label.text()
    bar = dlg.career_bar
    assert (bar.minimum(), bar.value(), bar.maximum()) == (45, 50, 105)
    assert "A'Zhu" in dlg.next_label.text() and "55" in dlg.next_label.text()
    assert dlg.chart_series(dlg.selected_profile()) == {"hongwu": [0, 50], "shengsidu": [0, 5, 3, 12]}
    if dlg.chart is not None:
        assert len(dlg.chart.getPlotItem().listDataItems()) == 2
        # whole-number ticks for whole-number scores, and the legend's rows above the lines
        levels = dlg.chart.getAxis("left")._tickSpacing
        assert levels and all(step == int(step) and step >= 1 for step, _offset in levels)
        (_x0, _x1), (_y0, y1) = dlg.chart.getPlotItem().viewRange()
        assert y1 >= 50 + 50 * 0.2 * 2  # room for two legend rows over the highest point
    # the 天牌 statistics are one click away
    dlg.sky_button.click()
    assert isinstance(dialogs[-1], StatisticsDialog) and dialogs[-1].isVisible()
    # in Chinese the level is named in Chinese
    w.set_language("zh_CN")
    qtbot.waitUntil(lambda: "南海鳄神" in dlg.players_table.item(0, 3).text(), timeout=5_000)
    assert texts.game_title("shengsidu") in dlg.figures()


def test_rename_and_delete_ask_first(make_window, qtbot, tmp_path):
    dialogs: list = []
    path = tmp_path / "p.json"
    w = make_window(profile_store=_seed_store(path), dialog_hook=dialogs.append)
    dlg = _open_dialog(w, dialogs)
    dlg.select("Li")
    dlg.rename_button.click()
    box = dialogs[-1]
    assert box is dlg.rename_dialog and box.textValue() == "Li"
    box.setTextValue("Mei")  # taken: refused with a reason, nothing changed
    box.accept()
    assert "already" in dlg.problem_label.text() and ProfileStore(path).names() == ["Li", "Mei"]
    dlg.rename_button.click()
    dialogs[-1].setTextValue("Lee")
    dialogs[-1].accept()
    assert ProfileStore(path).names() == ["Lee", "Mei"] and dlg.selected_name() == "Lee"
    assert ProfileStore(path).get("lee").stats("shengsidu").played == 3
    dlg.delete_button.click()
    confirm = dialogs[-1]
    assert confirm is dlg.delete_box and "Lee" in confirm.text()
    confirm.button(QMessageBox.StandardButton.No).click()
    assert ProfileStore(path).names() == ["Lee", "Mei"]
    dlg.delete_button.click()
    dialogs[-1].button(QMessageBox.StandardButton.Yes).click()
    assert ProfileStore(path).names() == ["Mei"] and dlg.players_table.rowCount() == 1


def test_the_dialog_says_when_the_file_was_damaged(make_window, qtbot, tmp_path):
    path = tmp_path / "p.json"
    path.write_text("{ not json", encoding="utf-8")
    dialogs: list = []
    w = make_window(profile_store=ProfileStore(path), dialog_hook=dialogs.append)
    dlg = _open_dialog(w, dialogs)
    assert dlg.problem_label.isVisible() and "p.json.bad" in dlg.problem_label.text()
    assert dlg.empty_label.isVisible() and not dlg.rename_button.isEnabled()


# --------------------------------------------------------------------------- titles and names


@pytest.mark.skipif(BOTS is None or "hongwu" not in BOTS.playable_games(), reason="红五 engine or test bots missing")
def test_hongwu_career_titles_beside_profiled_humans(make_window, qtbot, tmp_path):
    dialogs: list = []
    store = _seed_store(tmp_path / "p.json")  # Li: 50 红五 points, level 3
    w = make_window(session_factory=_session_factory(), profile_store=store, dialog_hook=dialogs.append)
    seats = [SeatChoice("human", "LI"), SeatChoice("human", "Zed"), SeatChoice("bot", "Mei", "easy")]
    seats.append(SeatChoice("bot", "B", "easy"))
    assert w.start_game(NewGameConfig("hongwu", 4, seats, {}, 1), seed=3)
    items = w.table_page.scene.seats
    qtbot.waitUntil(lambda: items[0].info.title != "", timeout=10_000)
    assert items[0].info.title == "Lv 3 · Crocodile God of the South Sea"
    assert [items[i].info.title for i in (1, 2, 3)] == ["", "", ""]  # no profile; bots (even named Mei)
    w.set_language("zh_CN")
    qtbot.waitUntil(lambda: "南海鳄神" in items[0].info.title, timeout=5_000)
    w.set_language("en")
    dlg = _open_dialog(w, dialogs)  # renamed away: the seat's name has no profile any more
    dlg.select("Li")
    assert dlg.rename("Li", "Lee")
    qtbot.waitUntil(lambda: items[0].info.title == "", timeout=5_000)


def test_the_new_game_dialog_offers_known_names(make_window, qtbot, tmp_path):
    dialogs: list = []
    w = make_window(profile_store=_seed_store(tmp_path / "p.json"), dialog_hook=dialogs.append)
    w.new_game()
    dlg = dialogs[-1]
    assert isinstance(dlg, NewGameDialog)
    assert dlg.name_completer.model().stringList() == ["Li", "Mei"]
    edits = [e for e in dlg.seats_box.findChildren(QLineEdit)]
    assert edits and all(e.completer() is dlg.name_completer for e in edits)
    dlg.name_completer.setCompletionPrefix("m")
    assert dlg.name_completer.currentCompletion() == "Mei"  # case does not matter
