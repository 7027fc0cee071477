"""The Statistics page's player summary: per game, by role, 春天 and bombs, 天地人's
endings, by opponent and by bot level, each table sorted by a click on its header
(numbers as numbers), in English and Chinese."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from desktop_app.store import summaries as S
from desktop_app.ui import texts

from .conftest import save_shot
from .test_history import big_file, big_window, open_history  # noqa: F401 - fixtures

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _summary(w):
    _inst, page = open_history(w)
    page.tabs.setCurrentWidget(page.stats)
    page.stats.show_view("summary", player="Li")
    return page.stats


def _click(qtbot, header, column: int) -> None:
    """A click on a header section, as the player does it."""
    x = header.sectionViewportPosition(column) + header.sectionSize(column) // 2
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, header.height() // 2))


def _number(text: str) -> float:
    return float(text.replace(",", "").replace("%", "").replace("+", "").strip())


def test_the_summary_shows_the_store_figures_in_sortable_tables(big_window, qtbot):  # noqa: F811
    w, _dialogs = big_window
    w.resize(1280, 820)
    stats = _summary(w)
    panel = stats.summary
    assert panel.isVisible() and not stats.table.isVisible()
    h = w.profiles.history
    figures = S.game_figures(h, "Li")
    games = panel.tables["games"]
    assert len(games.texts()) == len(figures) > 1
    by_name = {row[0]: row for row in games.texts()}
    for f in figures:
        row = by_name[texts.game_name(f.game_id)]
        assert row[1:3] == [f"{f.games:,}", f"{f.wins:,}"] and row[5:] == [str(f.best_streak), str(f.worst_streak)]
    roles = {(r[0], r[1]) for r in panel.tables["roles"].texts()}
    assert (texts.game_name("doudizhu"), texts.result_name("landlord")) in roles
    assert len(panel.tables["opponents"].texts()) == len(S.results_by_opponent(h, "Li"))
    assert [r[0] for r in panel.tables["levels"].texts()][:1] == ["Random"] or panel.tables["levels"].texts()
    # a click on a header sorts by that column as numbers, again the other way
    header = games.horizontalHeader()
    for column in (1, 4):
        _click(qtbot, header, column)
        first = [_number(r[column]) for r in games.texts()]
        _click(qtbot, header, column)
        second = [_number(r[column]) for r in games.texts()]
        assert {tuple(first), tuple(second)} == {tuple(sorted(first)), tuple(sorted(first, reverse=True))}
        assert first != second or len(set(first)) == 1
    assert games.isSortingEnabled() and games.proxy.sortRole() == Qt.ItemDataRole.UserRole + 1
    qtbot.wait(50)
    save_shot(w, "summary_en.png")


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_the_summary_speaks_chinese(big_window, qtbot, language):  # noqa: F811
    w, _dialogs = big_window
    w.resize(1280, 820)
    w.set_language(language)
    stats = _summary(w)
    panel = stats.summary
    qtbot.waitUntil(lambda: texts.has_chinese(panel.titles["games"].text()), timeout=5_000)
    for key, title in panel.titles.items():
        assert texts.has_chinese(title.text()), key
        model = panel.tables[key].proxy
        headers = [str(model.headerData(c, Qt.Orientation.Horizontal)) for c in range(model.columnCount())]
        assert all(texts.has_chinese(h) for h in headers), (key, headers)
    qtbot.wait(50)
    assert w.height() <= 820
    save_shot(w, f"summary_{language}.png")
