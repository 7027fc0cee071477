"""The History page through the window: Game ▸ History, real games kept once (Continue and
replays never count twice), what a LAN game's context says, the page on 10,000 games
(lazy pages, filters and search, the count), double-click to watch a replay with its
players' names, export, import with duplicates, delete after asking; and the statistics
charts with their numbers checked, in light and dark palettes and in Chinese, saved as
PNG."""

from __future__ import annotations

import dataclasses
import importlib.util
import json
import random
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, QDateTime, QPoint, Qt, QTime
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QFileDialog, QMessageBox

from desktop_app.ai.play import bots_for, play_out
from desktop_app.engine import new_game
from desktop_app.engine.tiandiren.scoring import sky_probability
from desktop_app.store.history import GameFilter, HistoryStore, finished_game, wilson_interval
from desktop_app.store.profiles import ProfileStore, history_beside
from desktop_app.store.saves import MatchSnapshot, save_match, write_autosave
from desktop_app.store.seats import SeatConfig
from desktop_app.ui import texts
from desktop_app.ui.dialogs.new_game import NewGameConfig, SeatChoice
from desktop_app.ui.history import game_context, install
from desktop_app.ui.history.charts import grouped_tick
from desktop_app.ui.history.page import HistoryPage
from desktop_app.ui.history.statistics import sky_rows
from desktop_app.ui.replay import ReplaySession

from .conftest import load_engine_bots

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

BOTS = load_engine_bots()
needs_bots = pytest.mark.skipif(
    BOTS is None or "shengsidu" not in BOTS.playable_games(), reason="shengsidu engine or its test bots missing"
)
HERE = Path(__file__).resolve().parent


def _sample():
    spec = importlib.util.spec_from_file_location("history_sample", HERE.parent / "store" / "test_history_sample.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def _session_factory():
    from desktop_app.session import GameSession

    return lambda parent: GameSession(parent, bot_factory=BOTS.view_bot_factory, bot_delay_ms=0)


def play_out_gui(session, qtbot, rng: random.Random):
    while not session.is_game_over:
        qtbot.waitUntil(
            lambda: (
                session.is_game_over or (session.game.to_move in session.human_seats and session.thinking_seat is None)
            ),
            timeout=60_000,
        )
        if session.is_game_over:
            break
        if session.pending_handoff is not None:
            assert session.confirm_handoff()
        seat = session.game.to_move
        view = session.game.view_for(seat)
        assert any(session.submit(seat, a) for a in BOTS.candidates(view, rng)), f"stuck in {view.phase}"
    return session.game.outcome


def real_game(game_id: str, n: int, seed: int):
    game = new_game(game_id, n, seed=seed)
    outcome = play_out(game, bots_for(game_id, ["random"] * n, seed=seed))
    return game.record(), outcome


def open_history(w):
    inst = install(w)
    page = inst.show_history()
    assert isinstance(page, HistoryPage) and w.stack.currentWidget() is page
    return inst, page


# --------------------------------------------------------------------------- the action


def test_the_history_action_sits_in_the_game_menu_and_speaks_chinese(make_window, qtbot, tmp_path):
    w = make_window(profile_store=ProfileStore(tmp_path / "p.json"))
    inst = install(w)
    assert install(w) is inst  # installed once
    actions = w.game_menu.actions()
    assert actions[actions.index(w.profiles_action) + 1] is inst.action
    assert inst.action.text() == "&History…" and inst.action.shortcut().toString() == "Ctrl+H"
    inst.action.trigger()
    page = inst.page
    assert w.stack.currentWidget() is page and page.count_label.text().startswith("No finished games yet")
    w.set_language("zh_CN")
    qtbot.waitUntil(lambda: "历史" in inst.action.text() and "历史" in page.title.text(), timeout=5_000)
    w.set_language("en")
    page.back_button.click()
    assert w.stack.currentWidget() is w.start_page


# --------------------------------------------------------------------------- recording


@needs_bots
def test_real_games_are_kept_once_with_their_match(make_window, qtbot, tmp_path):
    path = tmp_path / "p.json"
    rng = random.Random(7)
    w = make_window(session_factory=_session_factory(), profile_store=ProfileStore(path), dialog_hook=lambda d: None)
    install(w)
    seats = [SeatChoice("human", "Li"), SeatChoice("bot", "Bo", "expert")]
    assert w.start_game(NewGameConfig("shengsidu", 2, seats, {}, 2), seed=91)
    s = w.session
    first = play_out_gui(s, qtbot, rng)
    h = w.profiles.history
    assert h.count() == 1
    [g] = h.page()
    assert [(p.name, p.kind, p.level, p.local) for p in g.players] == [
        ("Li", "human", None, True),
        ("Bo", "bot", "expert", False),
    ]
    assert (g.match_game, g.match_length, g.source) == (1, 2, "local") and g.match_id is not None
    assert [p.score for p in g.players] == first.scores == [p.total for p in g.players]
    s.game_finished.emit(first)  # told twice: still one game
    assert h.count() == 1
    finished = s.game.record()
    assert s.flush_autosave()
    s.stop()
    w.close()
    # the app died before the game's last move reached the autosave: Continue finishes it again
    short = dataclasses.replace(finished, actions=finished.actions[:-1])
    write_autosave(MatchSnapshot("shengsidu", 2, s.seats, s.options, 2, current=short, totals=(0, 0), match_seed=91))
    w2 = make_window(session_factory=_session_factory(), profile_store=ProfileStore(path), dialog_hook=lambda d: None)
    install(w2)
    assert w2.continue_game()
    play_out_gui(w2.session, qtbot, rng)
    h2 = w2.profiles.history
    assert h2.count() == 1  # the same deal: not kept twice
    assert w2.session.next_game()
    second = play_out_gui(w2.session, qtbot, rng)
    assert h2.count() == 2
    newest = h2.page()[0]
    assert newest.match_id == g.match_id and newest.match_game == 2  # the same match, its second game
    assert [p.score for p in newest.players] == second.scores
    # watching it again counts nothing
    match_file = save_match(tmp_path / "m.json", w2.session.snapshot())
    assert w2.load_replay(str(match_file))
    replay = w2.session
    replay.start()
    with qtbot.waitSignal(replay.game_finished, timeout=20_000):
        while replay.step():
            pass
    assert h2.count() == 2 and w2.profiles.get("li").stats("shengsidu").played == 2


class _Conn:
    address, port = "192.168.1.9", 47474


class _ClientSession:
    """What the window's LAN client session offers the history (net.client.ClientSession)."""

    read_only = False
    room = "Tea room"

    def __init__(self, record, number: int) -> None:
        self.connections = [_Conn()]
        self.record, self.games_played, self.match_length = record, number, 3
        self.totals = [5, -5]
        self.seats = (
            dataclasses.make_dataclass("S", ["kind", "name", "level", "local"])("human", "Kai", None, True),
            dataclasses.make_dataclass("S", ["kind", "name", "level", "local"])("bot", "Host bot", "easy", False),
        )
        self.deal_verified = True

    def finished_record(self):
        return self.record


def test_a_lan_game_says_where_it_was_played(make_window, tmp_path):
    w = make_window(profile_store=ProfileStore(tmp_path / "p.json"))
    install(w)
    r1, o1 = real_game("shengsidu", 2, 3)
    r2, o2 = real_game("shengsidu", 2, 4)
    client = _ClientSession(r1, 2)  # joined the match at its second game
    w.session = client
    w.lan.client = client
    try:
        ctx = game_context(w)
        assert ctx["source"] == "lan_client" and ctx["lan_room"] == "Tea room"
        assert ctx["lan_host"] == "192.168.1.9:47474" and ctx["deal_verified"] is True
        w.profiles.record_game(r1, [SeatConfig.human("Kai"), SeatConfig.remote("Host bot")], o1)
        client.record, client.games_played = r2, 3
        w.profiles.record_game(r2, [SeatConfig.human("Kai"), SeatConfig.remote("Host bot")], o2)
    finally:
        w.lan.client = None
        w.session = None
    h = w.profiles.history
    second, first = h.page()
    assert first.source == "lan_client" and first.lan_host == "192.168.1.9:47474" and first.deal_verified is True
    assert [(p.name, p.kind, p.level, p.local) for p in first.players] == [
        ("Kai", "human", None, True),
        ("Host bot", "bot", "easy", False),
    ]
    assert (first.match_game, second.match_game) == (2, 3) and first.match_id == second.match_id
    assert h.page(GameFilter(where="lan"))[0].id == second.id and h.count(GameFilter(where="local")) == 0
    assert w.profiles.names() == ["Kai"]


# --------------------------------------------------------------------------- 10,000 games


@pytest.fixture(scope="module")
def big_file(tmp_path_factory):
    """A history of 10,000 generated games, made once; each test gets a copy."""
    path = tmp_path_factory.mktemp("big") / "history.sqlite3"
    store = HistoryStore(path)
    store.add_games(_sample().sample_games(10_000))
    store.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    store.close()
    return path


@pytest.fixture
def big_window(make_window, tmp_path, big_file):
    shutil.copyfile(big_file, history_beside(tmp_path / "p.json"))
    store = ProfileStore(tmp_path / "p.json")
    assert store.history.count() == 10_000
    dialogs: list = []
    w = make_window(profile_store=store, dialog_hook=dialogs.append)
    return w, dialogs


def test_the_page_on_10000_games_fetches_lazily_and_filters(big_window, qtbot):
    w, _dialogs = big_window
    _inst, page = open_history(w)
    h = w.profiles.history
    model = page.model
    assert page.count_label.text() == "Games: 10000"
    assert model.rowCount() == 200 and model.total == 10_000 and model.canFetchMore()
    newest = h.page(limit=1)[0]
    assert model.game_at(0).id == newest.id
    assert model.index(0, 0).data() and "Li" in " ".join(model.index(r, 2).data() for r in range(200))
    page.view.scrollToBottom()
    qtbot.waitUntil(lambda: model.rowCount() > 200, timeout=5_000)
    times = [model.game_at(r).played_at for r in range(model.rowCount())]
    assert times == sorted(times, reverse=True)  # newest first across pages
    page.set_filter(game_id="hongwu", player="Mei")
    flt = GameFilter(game_id="hongwu", player="Mei")
    assert model.total == h.count(flt) and page.count_label.text() == f"Games: {h.count(flt)}"
    assert all(g.game_id == "hongwu" and any(p.key == "mei" for p in g.players) for g in model.rows)
    page.clear_filters()
    page.search_edit.setText("ölaf")
    qtbot.waitUntil(lambda: model.filter.search == "ölaf", timeout=5_000)
    assert model.total == h.count(GameFilter(search="ölaf")) > 0
    page.set_filter(search="", since=QDate(2024, 6, 1), until=QDate(2024, 6, 30), where="lan", result="won")
    f = page.current_filter()
    assert (f.where, f.result) == ("lan", "won")
    assert f.since == QDateTime(QDate(2024, 6, 1), QTime(0, 0)).toSecsSinceEpoch()
    assert f.until == QDateTime(QDate(2024, 7, 1), QTime(0, 0)).toSecsSinceEpoch()  # the last day included
    assert model.total == h.count(f) and all(g.source != "local" for g in model.rows)
    page.set_filter(player="nobody")
    assert model.total == 0 and page.count_label.text() == "No games match."


@needs_bots
def test_double_click_watches_the_game_with_its_players(make_window, qtbot, tmp_path):
    store = ProfileStore(tmp_path / "p.json")
    h = store.history
    from desktop_app.engine import game_class
    from desktop_app.session.rules import carry_for

    # a match of two 斗地主 games (coins carry over), kept game by game
    seats = [SeatConfig.human("Li"), SeatConfig.bot("Bo", "normal"), SeatConfig.bot("Cy", "expert")]
    g1, o1 = real_game("doudizhu", 3, 11)
    carry = carry_for("doudizhu", game_class("doudizhu").replay(g1), o1.scores, 2)
    game2 = new_game("doudizhu", 3, seed=12, carry=carry)
    o2 = play_out(game2, bots_for("doudizhu", ["random"] * 3, seed=12))
    totals = [a + b for a, b in zip(o1.scores, o2.scores, strict=True)]
    h.add_game(
        finished_game(g1, seats, o1, 1_750_000_000, totals=o1.scores, match_id="M", match_game=1, match_length=2)
    )
    second = h.add_game(
        finished_game(
            game2.record(), seats, o2, 1_750_000_100, totals=totals, match_id="M", match_game=2, match_length=2
        )
    )
    dialogs: list = []
    w = make_window(profile_store=store, dialog_hook=dialogs.append)
    inst, page = open_history(w)
    assert page.model.game_at(0).id == second
    rect = page.view.visualRect(page.model.index(0, 1))
    from PySide6.QtTest import QTest

    QTest.mouseClick(page.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    QTest.mouseDClick(page.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: isinstance(w.session, ReplaySession), timeout=5_000)
    replay = w.session
    assert replay.record == game2.record() and [s.name for s in replay.seats] == ["Li", "Bo", "Cy"]
    assert w.stack.currentWidget() is w.table_page
    assert not [d for d in dialogs if isinstance(d, QMessageBox)]  # opened without a word
    # the match's first game was deleted: the game still opens, as a replay file
    h.delete_games([h.page()[-1].id])
    assert inst.open_replay(second) and w.session.record == game2.record()
    inst.show_history()
    page.back_button.click()
    assert w.stack.currentWidget() is w.table_page  # back to the replay at the table


def test_export_import_and_delete(big_window, qtbot, tmp_path):
    w, dialogs = big_window
    _inst, page = open_history(w)
    h = w.profiles.history
    made = []
    for k, (gid, n) in enumerate((("shengsidu", 2), ("doudizhu", 3), ("hongwu", 4))):  # the newest games
        r, o = real_game(gid, n, 21 + k)
        seats = [SeatConfig.human("Li"), *(SeatConfig.bot(f"B{i}", "easy") for i in range(n - 1))]
        made.append(h.add_game(finished_game(r, seats, o, 1_900_000_000 + k)))
    mine = made[-1]
    page.refresh()
    page.select_rows([0, 1, 2])
    chosen = page.selected_games()
    assert chosen[0].id == mine and page.export_button.isEnabled()
    folder = tmp_path / "out"
    folder.mkdir()
    page.export_button.click()
    dlg = dialogs[-1]
    assert isinstance(dlg, QFileDialog) and dlg.objectName() == "HistoryExport"
    with qtbot.waitSignal(page.transfer.finished, timeout=60_000):  # on a worker thread, with progress
        dlg.fileSelected.emit(str(folder))
    files = sorted(folder.iterdir())
    assert len(files) == 3 and all(f.suffix == ".paiju-replay" for f in files)
    assert "3" in dialogs[-1].text() and str(folder) in dialogs[-1].text()
    doc = json.loads(next(f for f in files if "hongwu" in f.name).read_text(encoding="utf-8"))
    assert doc["paiju_history"]["players"][0]["name"] == "Li"
    # importing them back: every one is a duplicate
    page.import_button.click()
    with qtbot.waitSignal(page.transfer.finished, timeout=60_000):
        dialogs[-1].filesSelected.emit([str(f) for f in files])
    assert "Games added to the history: 0." in dialogs[-1].text() and "left out: 3" in dialogs[-1].text()
    # delete asks first; No keeps them, Yes removes them
    page.select_rows([0])
    page.delete_button.click()
    confirm = dialogs[-1]
    assert confirm.objectName() == "HistoryDeleteConfirm" and "(1)" in confirm.text()
    confirm.button(QMessageBox.StandardButton.No).click()
    assert h.find(chosen[0].identity) == mine
    page.select_rows([0])
    page.delete_button.click()
    dialogs[-1].button(QMessageBox.StandardButton.Yes).click()
    assert h.find(chosen[0].identity) is None and page.model.total == 10_002
    # the deleted game comes back from its file
    page.import_files([str(f) for f in files if "hongwu" in f.name])
    assert h.find(chosen[0].identity) is not None and page.model.total == 10_003


# --------------------------------------------------------------------------- statistics


def test_the_statistics_charts_show_the_store_numbers(big_window, qtbot, tmp_path):
    w, dialogs = big_window
    _inst, page = open_history(w)
    h = w.profiles.history
    page.tabs.setCurrentWidget(page.stats)
    stats = page.stats
    chart = stats.chart
    if chart is None:
        pytest.skip("pyqtgraph unavailable")
    # a player and a game
    stats.show_view("player", player="Li")
    summary = h.player_summary("li")
    rows = {r[0]: r[1:] for r in stats.table_rows()}
    from desktop_app.ui import texts

    sheng = rows[texts.game_title("shengsidu")]
    s = summary["shengsidu"]
    rate = f"{100 * s['wins'] / s['played']:.0f} %"
    assert sheng[:4] == [f"{s['played']:,}", f"{s['wins']:,}", rate, f"{s['total']:,}"]
    # all games: one small chart per game, each on its own scale
    assert chart.isHidden() and not stats.grid.isHidden() and set(stats.grid.charts) == set(summary)
    line = stats.grid.charts["shengsidu"].series[texts.game_name("shengsidu")]
    assert line[1][0] == 0 and line[1][-1] == s["total"] and len(line[1]) == s["played"] + 1
    assert all(len(c.data_items()) == 1 for c in stats.grid.charts.values())
    stats.show_view("player", player="Li", game_id="hongwu")
    assert list(chart.series) == [texts.game_name("hongwu")]
    # 斗地主 coins
    stats.show_view("coins", player="Bo")
    coins = h.coin_history("bo")
    assert stats.table_rows()[0][0] == f"{len(coins):,}" and stats.table_rows()[0][2] == f"{coins[-1][1]:,}"
    xs, ys = chart.series[texts.game_name("doudizhu")]
    assert [y for y in ys if y == y] == [c for _t, c, _m, _n in coins]
    assert [x for x, y in zip(xs, ys, strict=True) if y == y] == list(range(1, len(coins) + 1))  # gaps: no games
    # 天牌 deals beside the exact odds
    stats.show_view("sky", player=None, players=5)  # every hand
    observed = h.sky_observations()
    expected = sky_rows(observed)
    table = stats.table_rows()
    assert len(table) == len(expected) == 3 * len(observed)
    for row, e in zip(table, expected, strict=True):
        lo, hi = wilson_interval(e["seen"], e["hands"])
        assert row[2:5] == [f"{e['hands']:,}", f"{e['seen']:,}", f"{100 * e['seen'] / e['hands']:.2f} %"]
        assert row[5] == f"{100 * lo:.2f} % – {100 * hi:.2f} %"
        assert row[6] == f"{100 * float(sky_probability(e['players'], e['kind'])):.2f} %"
        assert (row[7] == "as expected") == (lo <= float(sky_probability(e["players"], e["kind"])) <= hi)
    five = [e for e in expected if e["players"] == 5]
    assert chart.series["Observed"][1] == pytest.approx([100 * e["observed"] for e in five])
    assert chart.series["Exact"][1] == pytest.approx([100 * e["exact"] for e in five])
    # pytest.approx takes flat sequences only (pytest 9.2 refuses nested ones)
    lows_highs = [bound for interval in chart.intervals["Observed"] for bound in interval]
    assert len(chart.intervals["Observed"]) == len(five)
    assert lows_highs == pytest.approx([b for e in five for b in (100 * e["low"], 100 * e["high"])])
    # a match's running totals
    mid = next(m for m, _g, n, _t, _l in h.matches() if n >= 3)
    stats.show_view("match", match_id=mid)
    names, runs = h.match_totals(mid)
    assert [r[1:] for r in stats.table_rows()] == [[f"{t:,}" for t in totals] for _n, totals in runs]
    first_seat = chart.series[names[0] or "Seat 1"]
    assert first_seat[1] == [0, *(t[0] for _n, t in runs)]
    # PNG
    stats.png_button.click()
    png = dialogs[-1]
    assert isinstance(png, QFileDialog)
    png.fileSelected.emit(str(tmp_path / "chart"))
    image = QImage(str(tmp_path / "chart.png"))
    assert not image.isNull() and image.width() > 100
    # the theme: a dark palette turns the plot dark, and back
    dark = QPalette(chart.palette())
    dark.setColor(QPalette.ColorRole.Base, QColor("#121212"))
    dark.setColor(QPalette.ColorRole.Text, QColor("#eeeeee"))
    chart.setPalette(dark)
    assert chart.is_dark and chart.plot.backgroundBrush().color().name() == "#121212"
    assert chart.plot.getAxis("left").textPen().color().name() == "#eeeeee"
    light = QPalette(dark)
    light.setColor(QPalette.ColorRole.Base, QColor("#ffffff"))
    light.setColor(QPalette.ColorRole.Text, QColor("#000000"))
    chart.setPalette(light)
    assert not chart.is_dark and chart.plot.backgroundBrush().color().name() == "#ffffff"
    # the language
    w.set_language("zh_CN")
    qtbot.waitUntil(lambda: texts.has_chinese(stats.view_combo.itemText(0)), timeout=5_000)
    stats.show_view("sky", players=5)
    assert texts.has_chinese(stats.table.horizontalHeaderItem(2).text())
    assert texts.has_chinese(page.model.headerData(0, Qt.Orientation.Horizontal))
    w.set_language("en")


def test_the_career_chart_follows_the_profile(make_window, qtbot, tmp_path):
    legacy = tmp_path / "p.json"
    legacy.write_text(
        json.dumps(
            {
                "format": "paiju-profiles",
                "version": 1,
                "profiles": [
                    {
                        "name": "Li",
                        "created": "2025-01-01T00:00:00+00:00",
                        "games": {
                            "hongwu": {
                                "played": 3,
                                "wins": 2,
                                "total_score": 40,
                                "best_score": 30,
                                "last_played": "2025-01-02T00:00:00+00:00",
                                "history": [["2025-01-02T00:00:00+00:00", 30, True]],
                            }
                        },
                    }
                ],
                "recorded": [],
            }
        ),
        encoding="utf-8",
    )
    store = ProfileStore(legacy)
    r, o = real_game("hongwu", 4, 31)
    seats = [SeatConfig.human("Li"), *(SeatConfig.bot(f"B{i}", "easy") for i in range(3))]
    store.record_game(r, seats, o)
    w = make_window(profile_store=store)
    _inst, page = open_history(w)
    page.tabs.setCurrentWidget(page.stats)
    page.stats.show_view("career", profile="Li")
    points = 40 + o.results[0].score
    from desktop_app.engine.hongwu.levels import level_for
    from desktop_app.ui import texts

    row = page.stats.table_rows()[0]
    assert row[:3] == [texts.career_title(level_for(points)), str(points), "2"]
    if page.stats.chart is not None:
        assert page.stats.chart.series["Career points"][1] == [10, 40, points]  # 10: before the kept scores
        assert page.stats.chart.marks[texts.career_title(level_for(15))] == 15  # level 2 begins at 15
    assert "10" in page.stats.note.text()


def test_a_damaged_history_is_said_once_at_start(make_window, qtbot, paiju_home):
    db = paiju_home / "history" / "history.sqlite3"
    db.parent.mkdir(parents=True)
    db.write_bytes(b"\x00 this is no database " * 200)
    settings = paiju_home / "settings" / "settings.json"
    settings.parent.mkdir()
    settings.write_text('{"language": "en"}', encoding="utf-8")
    dialogs: list = []
    w = make_window(dialog_hook=dialogs.append)  # the user's own profiles and history
    qtbot.waitUntil(lambda: any(isinstance(d, QMessageBox) for d in dialogs), timeout=5_000)
    [notice] = [d.text() for d in dialogs if isinstance(d, QMessageBox)]
    assert "The game history was damaged" in notice and str(db) + ".bad" in notice
    assert db.with_name("history.sqlite3.bad").read_bytes() == b"\x00 this is no database " * 200
    assert settings.read_text(encoding="utf-8") == '{"language": "en"}'
    w.show_start()
    qtbot.wait(20)
    assert len([d for d in dialogs if isinstance(d, QMessageBox)]) == 1
    w.set_language("zh_CN")
    try:
        from desktop_app.ui import texts

        [line] = w.startup_notices()
        assert texts.has_chinese(line) and "history.sqlite3.bad" in line
    finally:
        w.set_language("en")


def test_a_game_whose_stored_record_is_damaged_is_refused_in_words(make_window, qtbot, tmp_path):
    store = ProfileStore(tmp_path / "p.json")
    record, outcome = real_game("shengsidu", 2, 21)
    seats = [SeatConfig.human("Li"), SeatConfig.bot("Bo", "easy")]
    row = store.history.add_game(finished_game(record, seats, outcome, 1_750_000_000))
    store.history.conn.execute("UPDATE games SET record = ? WHERE id = ?", (b"not zlib", row))
    dialogs: list = []
    w = make_window(profile_store=store, dialog_hook=dialogs.append)
    inst, page = open_history(w)
    assert page.model.game_at(0).id == row  # it still lists
    page.select_rows([0])
    page.watch_selected()  # opened nothing and said nothing (zlib.error in the log only)
    [box] = [d for d in dialogs if isinstance(d, QMessageBox)]
    assert box.text() == "This game cannot be opened: what the history keeps of it is damaged."
    assert not isinstance(w.session, ReplaySession) and w.stack.currentWidget() is page
    w.set_language("zh_CN")
    try:
        assert not inst.open_replay(row)
        from desktop_app.ui import texts

        assert texts.has_chinese([d for d in dialogs if isinstance(d, QMessageBox)][-1].text())
    finally:
        w.set_language("en")
    assert page.export_to(tmp_path / "out", [row]) == []  # raised zlib.error
    assert "could not be written" in [d for d in dialogs if isinstance(d, QMessageBox)][-1].text()


# --------------------------------------------------------------------------- the games list (issue #23)


def _longest_cell(page, column: int) -> str:
    model = page.model
    texts_ = [str(model.index(r, column).data() or "") for r in range(model.rowCount())]
    return max(texts_, key=page.view.fontMetrics().horizontalAdvance, default="")


def _history_in(w, qtbot, language: str):
    """The History page, switched live to ``language`` once it is open."""
    _inst, page = open_history(w)
    if language != "en":
        w.set_language(language)
        qtbot.waitUntil(lambda: page.tabs.tabText(0) not in ("Games", ""), timeout=5_000)
    return page


@pytest.mark.parametrize("language", ["en", "zh_CN", "zh_TW"])
def test_no_column_of_the_games_list_is_cut(big_window, qtbot, language):
    w, _dialogs = big_window
    page = _history_in(w, qtbot, language)
    assert w.size().width() == 1280
    view, header, model = page.view, page.view.horizontalHeader(), page.model
    players = 2
    assert header.sectionResizeMode(players) == header.ResizeMode.Stretch
    hfm = header.fontMetrics()
    vfm = view.fontMetrics()
    for c in range(model.columnCount()):
        title = model.headerData(c, Qt.Orientation.Horizontal)
        assert header.sectionSize(c) >= hfm.horizontalAdvance(title) + 8, (language, title)
        if c == players:
            continue
        wanted = vfm.horizontalAdvance(_longest_cell(page, c)) + 6
        if c == 3:  # the result: at most a third of the list (7 players at this PC: its tooltip)
            assert header.sectionSize(c) >= min(wanted, page.result_width_cap()), (language, title)
            continue
        assert header.sectionSize(c) >= wanted, (language, title)
    assert model.headerData(players, Qt.Orientation.Horizontal) == (
        "Players and scores" if language == "en" else model.headerData(players, Qt.Orientation.Horizontal)
    )
    assert header.sectionSize(players) >= view.viewport().width() // 5
    # the stretch column takes what is left: the columns fill the view, none lost off its side
    total = sum(header.sectionSize(c) for c in range(model.columnCount()))
    assert total <= view.viewport().width() + 1


def _click_header(qtbot, page, column: int) -> None:
    header = page.view.horizontalHeader()
    x = header.sectionViewportPosition(column) + header.sectionSize(column) // 2
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, header.height() // 2))


def test_the_list_sorts_by_a_column_across_the_whole_history(big_window, qtbot):
    w, _dialogs = big_window
    _inst, page = open_history(w)
    h, model = w.profiles.history, page.model
    oldest = h.conn.execute("SELECT min(played_at) FROM games").fetchone()[0]
    _click_header(qtbot, page, 0)  # newest first already: now oldest first
    assert model.game_at(0).played_at == oldest and model.total == 10_000
    # by game: by the names shown, over every game (not the 200 loaded), across pages
    _click_header(qtbot, page, 1)
    page.view.scrollToBottom()
    qtbot.waitUntil(lambda: model.rowCount() > 200, timeout=5_000)
    names = [model.index(r, 1).data() for r in range(model.rowCount())]
    assert names == sorted(names) and len({g.id for g in model.rows}) == model.rowCount()
    present = {r[0] for r in h.conn.execute("SELECT DISTINCT game_id FROM games")}
    assert names[0] == min(texts.game_name(gid) for gid in present)
    # by players: by their number, not by the text
    _click_header(qtbot, page, 2)
    counts = [g.num_players for g in model.rows]
    assert counts == sorted(counts) and counts[0] == min(r[0] for r in h.conn.execute("SELECT num_players FROM games"))
    # by result: the games won at this PC first, then those lost, then those without anybody here
    _click_header(qtbot, page, 3)
    _click_header(qtbot, page, 3)
    mine = [[p for p in g.players if p.kind == "human" and p.local and not p.dup] for g in model.rows]
    assert mine[0] and any(p.won for p in mine[0])
    won = [any(p.won for p in m) if m else None for m in mine]
    assert won == sorted(won, key=lambda x: {True: 0, False: 1, None: 2}[x])
    # by match: by the game's number in its match; single games last
    _click_header(qtbot, page, 4)
    numbers = [g.match_game for g in model.rows if g.match_game is not None]
    assert numbers == sorted(numbers) and numbers[0] == 1


def test_the_list_keys_enter_delete_and_select_all(big_window, qtbot):
    w, dialogs = big_window
    _inst, page = open_history(w)
    wanted: list[int] = []
    page.replay_requested.connect(wanted.append)
    page.view.setFocus()
    page.select_rows([3])
    qtbot.keyClick(page.view, Qt.Key.Key_Return)
    assert wanted == [page.model.game_at(3).id]
    qtbot.keyClick(page.view, Qt.Key.Key_Delete)
    confirm = dialogs[-1]
    assert isinstance(confirm, QMessageBox) and confirm.objectName() == "HistoryDeleteConfirm"
    assert "(1)" in confirm.text()
    confirm.button(QMessageBox.StandardButton.No).click()
    assert w.profiles.history.count() == 10_000
    # Ctrl+A selects every game listed, not the 200 read so far
    qtbot.keyClick(page.view, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    assert page.model.rowCount() == 10_000 and len(page.selected_games()) == 10_000
    qtbot.keyClick(page.view, Qt.Key.Key_Delete)
    assert "(10000)" in dialogs[-1].text()
    dialogs[-1].button(QMessageBox.StandardButton.No).click()


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_the_statistics_words_are_there_from_the_start(make_window, qtbot, tmp_path, language):
    w = make_window(profile_store=ProfileStore(tmp_path / "p.json"))
    if language != "en":
        w.set_language(language)  # before the page is made: no language change reaches it
    _inst, page = open_history(w)
    page.tabs.setCurrentWidget(page.stats)
    words = {"en": ("Show", "Save chart as PNG…"), "zh_CN": ("显示", "把图表存为 PNG…")}[language]
    assert (page.stats.view_label.text(), page.stats.png_button.text()) == words


@pytest.mark.parametrize("language", ["en", "zh_CN", "zh_TW"])
def test_the_result_filter_names_each_choice_once(big_window, qtbot, language):
    w, _dialogs = big_window
    page = _history_in(w, qtbot, language)
    h = w.profiles.history
    combo = page.result_combo
    for player in ("", "Mei"):
        page.set_filter(player=player)
        items = [combo.itemText(i) for i in range(combo.count()) if combo.itemData(i) is not None]
        assert len(items) == len(set(items)) > 3, (player, items)
        ids = {str(combo.itemData(i)) for i in range(combo.count())} - {"", "None"}
        assert {"won", "lost"} <= ids
    if language == "en":
        page.set_filter(player="")
        assert combo.itemText(combo.findData("won")) == "Won at this PC"
        page.set_filter(result="win")
        assert combo.currentText() == "Won (any player)"
        rids = combo.currentData().split(",")
        each = [h.count(GameFilter(result=r)) for r in rids]
        assert page.model.total == h.count(GameFilter(result=combo.currentData()))
        assert max(each) <= page.model.total <= sum(each)  # the games of any of the ids named alike
        page.set_filter(player="Mei", result="won")
        assert combo.currentText() == "Mei won"


def test_match_totals_for_any_match_and_none_for_a_single_game(big_window, qtbot):
    w, _dialogs = big_window
    _inst, page = open_history(w)
    h, model = w.profiles.history, page.model
    latest = {m[0] for m in h.matches()}
    assert len(latest) == 500
    oldest = h.conn.execute(
        "SELECT match_id FROM games WHERE match_id IS NOT NULL GROUP BY match_id ORDER BY max(played_at) LIMIT 1"
    ).fetchone()[0]
    assert oldest not in latest
    _click_header(qtbot, page, 0)  # oldest first: the oldest match's games are on the first page
    row = next(r for r in range(model.rowCount()) if model.game_at(r).match_id == oldest)
    page.select_rows([row])
    assert page.match_button.isEnabled()
    page.match_button.click()
    stats = page.stats
    assert page.tabs.currentWidget() is stats and stats.view == "match"
    assert stats.match_combo.currentData() == oldest and stats.match_combo.currentText() != "Choose a match"
    games = h.match_games(oldest)
    assert stats.table.rowCount() == len(games) > 0
    stats.refresh()  # read again: the older match stays chosen
    assert stats.match_combo.currentData() == oldest and stats.table.rowCount() == len(games)
    # a single game (a match of one game) is no match: not listed, the button off
    r, o = real_game("shengsidu", 2, 5)
    seats = [SeatConfig.human("Li"), SeatConfig.bot("Bo", "easy")]
    single = h.add_game(finished_game(r, seats, o, 1_900_000_000, match_id="m-single", match_game=1, match_length=1))
    page.tabs.setCurrentIndex(0)
    _click_header(qtbot, page, 0)  # newest first again
    assert model.game_at(0).id == single and model.index(0, 4).data() == ""
    page.select_rows([0])
    assert not page.match_button.isEnabled()
    assert h.match("m-single") is None and "m-single" not in {m[0] for m in h.matches(limit=10_000)}


def test_big_numbers_have_thousands_separators(big_window, qtbot):
    w, _dialogs = big_window
    _inst, page = open_history(w)
    stats = page.stats
    page.tabs.setCurrentWidget(stats)
    stats.show_view("player", player="Li")
    summary = w.profiles.history.player_summary("Li")
    big = [s["total"] for s in summary.values() if abs(s["total"]) >= 1000]
    assert big, "the sample has a total of four digits"
    cells = {c for row in stats.table_rows() for c in row}
    assert all(f"{t:,}" in cells for t in big) and not any(str(t) in cells for t in big)
    assert grouped_tick(12000.0, 1000.0) == "12,000" and grouped_tick(-1500.0, 500.0) == "-1,500"
    assert grouped_tick(0.25, 0.05) == "0.25"
    if stats.chart is not None:
        axis = stats.chart.plot.getAxis("left")
        assert axis.tickStrings([10000.0, 20000.0], 1.0, 10000.0) == ["10,000", "20,000"]
