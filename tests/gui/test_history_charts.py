"""The Statistics charts read at thousands of games: all games as small multiples (each
game its own scale, never 天地人's millions flattening the others), plain grouped axis
numbers (no 1e+07), no dot per game on long lines, the coins line over game counts (a new
match breaks it without counting as a game) with its moving average, the 天牌 legend with
each entry once and the interval bars explained, and the career's level names laid out
without overlap in English and Chinese."""

from __future__ import annotations

import itertools
import json

import pytest

from desktop_app.store.profiles import ProfileStore
from desktop_app.ui import texts
from desktop_app.ui.history import install
from desktop_app.ui.history.charts import DOTS_UP_TO, grouped_tick, rolling_mean, spaced_labels

from .conftest import save_shot
from .test_history import big_file, big_window, open_history  # noqa: F401 - fixtures

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _stats(w):
    _inst, page = open_history(w)
    w.resize(1280, 820)
    w.show()
    page.tabs.setCurrentWidget(page.stats)
    if page.stats.chart is None:
        pytest.skip("pyqtgraph unavailable")
    return page.stats


def test_axis_numbers_are_plain_and_grouped():
    assert grouped_tick(10_000_000.0, 5_000_000.0) == "10,000,000"
    assert grouped_tick(-2_500_000.0, 500_000.0) == "-2,500,000"
    assert grouped_tick(0.125, 0.025) == "0.125" and grouped_tick(1.5, 0.5) == "1.5"
    assert rolling_mean([1, 2, 3, 4], 2) == [1, 1.5, 2.5, 3.5]
    assert spaced_labels([0, 1, 2, 100], 0, 100, 100, 10) == [False, False, True, True]


def test_all_games_are_small_multiples_with_readable_lines(big_window, qtbot):  # noqa: F811 - the fixture imported above
    w, _dialogs = big_window
    stats = _stats(w)
    stats.show_view("player", player="Li")
    grid = stats.grid
    assert stats.chart.isHidden() and grid.isVisible() and len(grid.charts) >= 3
    assert all(c.isVisible() and c.height() > 100 for c in grid.charts.values())
    summary = w.profiles.history.player_summary("li")
    for gid, chart in grid.charts.items():
        (name,) = chart.series
        assert name == texts.game_name(gid)
        ys = chart.series[name][1]
        assert ys[-1] == summary[gid]["total"]
        (item,) = chart.data_items()
        assert (item.opts["symbol"] is None) == (len(ys) > DOTS_UP_TO)  # no dots on long lines
        for side in ("left", "bottom"):
            axis = chart.plot.getAxis(side)
            big = axis.tickStrings([3_000_000.0, 6_000_000.0], 1.0, 3_000_000.0)
            assert big == ["3,000,000", "6,000,000"] and not any("e" in t for t in big)
    sky_chart = grid.charts["tiandiren"]
    left = sky_chart.plot.getAxis("left")
    ticks = [t for _spacing, values in left.tickValues(*left.range, 400) for t in values]
    assert not any("e" in s for s in left.tickStrings(ticks, 1.0, abs(ticks[1] - ticks[0]) if len(ticks) > 1 else 1))
    qtbot.wait(100)  # the charts laid out
    save_shot(w, "stats_all_games_en.png")
    stats.show_view("player", player="Li", game_id="doudizhu")  # one game: the one chart
    assert not stats.chart.isHidden() and grid.isHidden()


def test_the_coins_line_counts_games_and_has_a_moving_average(big_window, qtbot):  # noqa: F811 - the fixture imported above
    w, _dialogs = big_window
    stats = _stats(w)
    stats.show_view("coins", player="Bo")
    coins = w.profiles.history.coin_history("bo")
    assert len(coins) > DOTS_UP_TO
    chart = stats.chart
    xs, ys = chart.series[texts.game_name("doudizhu")]
    assert xs == list(range(1, len(coins) + 1)) and ys == [c for _t, c, _m, _n in coins]  # gaps are no games
    averages = [n for n in chart.series if n.startswith("Average of the last")]
    assert len(averages) == 1 and len(chart.series[averages[0]][1]) == len(coins)
    assert all(item.opts["symbol"] is None for item in chart.data_items())
    qtbot.wait(100)
    save_shot(w, "stats_coins_en.png")


def test_the_sky_legend_lists_each_entry_once_and_explains_the_bars(big_window, qtbot):  # noqa: F811 - the fixture imported above
    w, _dialogs = big_window
    stats = _stats(w)
    stats.show_view("sky", player=None, players=4)
    names = stats.chart.legend_names()
    assert names == ["Observed", "Exact", "95 % interval (Wilson)"]
    assert not stats.caption.isHidden() and "Wilson" in stats.caption.text()
    save_shot(w, "stats_sky_en.png")
    w.set_language("zh_CN")
    qtbot.waitUntil(lambda: texts.has_chinese(stats.view_combo.itemText(0)), timeout=5_000)
    stats.show_view("sky", player=None, players=4)
    names = stats.chart.legend_names()
    assert len(names) == len(set(names)) == 3 and all(texts.has_chinese(n) for n in names)
    assert texts.has_chinese(stats.caption.text())
    save_shot(w, "stats_sky_zh_CN.png")
    w.set_language("zh_TW")
    qtbot.waitUntil(lambda: "統計" in stats.parent().parent().tabText(1), timeout=5_000)
    stats.show_view("sky", player=None, players=4)
    save_shot(w, "stats_sky_zh_TW.png")


def _career_store(tmp_path) -> ProfileStore:
    """Li's 红五 career from 0 to 9,000 points over 45 games: ten level thresholds, six of
    them within the lowest 1,000 points."""
    history = [[f"2025-01-{1 + i % 28:02d}T00:00:00+00:00", 200, True] for i in range(45)]
    data = {
        "format": "paiju-profiles",
        "version": 1,
        "profiles": [
            {
                "name": "Li",
                "created": "2025-01-01T00:00:00+00:00",
                "games": {
                    "hongwu": {
                        "played": 45,
                        "wins": 45,
                        "total_score": 9000,
                        "best_score": 200,
                        "last_played": "2025-01-28T00:00:00+00:00",
                        "history": history,
                    }
                },
            }
        ],
        "recorded": [],
    }
    path = tmp_path / "p.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return ProfileStore(path)


@pytest.mark.parametrize("size", [(1280, 820), (1920, 1200)])
@pytest.mark.parametrize("language", ["en", "zh_CN", "zh_TW"])
def test_career_level_names_do_not_overlap(make_window, qtbot, tmp_path, language, size):
    w = make_window(profile_store=_career_store(tmp_path))
    w.set_language(language)
    install(w)
    stats = _stats(w)
    w.resize(*size)
    stats.show_view("career", profile="Li")
    chart = stats.chart
    qtbot.waitUntil(lambda: chart.plot_height() > 50, timeout=5_000)
    qtbot.wait(50)  # the plot's range and size settle; the labels follow them
    chart._space_mark_labels()
    shown = [label for label in chart.mark_labels.values() if label.isVisible()]
    assert len(chart.marks) >= 8 and len(shown) >= 3
    top = max(chart.mark_labels, key=lambda n: chart.marks[n])
    assert chart.mark_labels[top].isVisible()  # the highest level drawn is always named
    for a, b in itertools.combinations(shown, 2):
        assert not a.sceneBoundingRect().intersects(b.sceneBoundingRect()), (
            a.textItem.toPlainText(),
            b.textItem.toPlainText(),
        )
    save_shot(w, f"career_{language}_{size[0]}.png")
