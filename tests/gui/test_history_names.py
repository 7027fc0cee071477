"""Default seat names kept in the history (东, 兰: stored in the language the game was
played in) show in the language of the app: 東, 蘭 in zh_TW, East, Orchid in English; a
name a player typed shows as typed."""

from __future__ import annotations

import pytest

from desktop_app.ai.play import bots_for, play_out
from desktop_app.engine import new_game
from desktop_app.store.history import finished_game
from desktop_app.store.profiles import ProfileStore
from desktop_app.store.seats import SeatConfig
from desktop_app.ui.history import install
from desktop_app.ui.labels import display_name

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _history_with_default_names(store: ProfileStore) -> None:
    game = new_game("shengsidu", 3, seed=5)
    outcome = play_out(game, bots_for("shengsidu", ["random"] * 3, seed=5))
    seats = [SeatConfig.human("东"), SeatConfig.bot("兰", "easy"), SeatConfig.bot("Ölaf", "expert")]
    store.history.add_game(finished_game(game.record(), seats, outcome, 1_750_000_000))


@pytest.mark.parametrize(
    ("language", "east", "orchid"), [("zh_TW", "東", "蘭"), ("zh_CN", "东", "兰"), ("en", "East", "Orchid")]
)
def test_stored_default_names_show_in_the_app_language(make_window, qtbot, tmp_path, language, east, orchid):
    store = ProfileStore(tmp_path / "p.json")
    _history_with_default_names(store)
    w = make_window(profile_store=store)
    w.resize(1280, 820)
    w.set_language(language)
    page = install(w).show_history()
    players = page.model.index(0, 2).data()
    assert east in players and orchid in players and "Ölaf" in players
    if language != "zh_CN":
        assert "兰" not in players and "东" not in players
    combo = [page.player_combo.itemText(i) for i in range(page.player_combo.count())]
    assert east in combo and orchid in combo
    w.grab().save(str(tmp_path / f"history_names_{language}.png"))
    page.set_filter(player="兰")
    assert orchid in page.result_combo.itemText(1)
    stats = page.stats
    page.tabs.setCurrentWidget(stats)
    stats.refresh()
    assert orchid in [stats.player_combo.itemText(i) for i in range(stats.player_combo.count())]


def test_display_name_keeps_typed_names():
    assert display_name("Li") == "Li" and display_name("蘭花") == "蘭花"


def test_searching_for_the_shown_name_finds_every_stored_form(make_window, qtbot, tmp_path):
    store = ProfileStore(tmp_path / "p.json")
    _history_with_default_names(store)  # 兰 and 东, played in Simplified Chinese
    game = new_game("shengsidu", 3, seed=6)
    outcome = play_out(game, bots_for("shengsidu", ["random"] * 3, seed=6))
    seats = [SeatConfig.human("Li"), SeatConfig.bot("蘭", "easy"), SeatConfig.bot("Bo", "expert")]
    store.history.add_game(finished_game(game.record(), seats, outcome, 1_750_000_100))  # played in zh_TW
    w = make_window(profile_store=store)
    w.set_language("zh_TW")
    page = install(w).show_history()
    assert page.model.rowCount() == 2
    page.set_filter(search="蘭")  # as a zh_TW player types what the list shows
    assert page.model.rowCount() == 2
    page.set_filter(search="東")
    assert page.model.rowCount() == 1 and "東" in page.model.index(0, 2).data()
    page.clear_filters()
    combo = [page.player_combo.itemText(i) for i in range(page.player_combo.count())]
    assert combo.count("蘭") == 1  # 兰 and 蘭 stored: one player
    page.set_filter(player=page.player_combo.itemData(combo.index("蘭")))
    assert page.model.rowCount() == 2
    w.grab().save(str(tmp_path / "history_search_zh_TW.png"))
    stats = page.stats  # the Statistics tab: one 蘭 too, whose figures count both games
    stats.refresh()
    names = [stats.player_combo.itemText(i) for i in range(stats.player_combo.count())]
    assert names.count("蘭") == 1
    key = stats.player_combo.itemData(names.index("蘭"))
    assert store.history.player_summary(key)["shengsidu"]["played"] == 2
