"""The app's file dialogs write the "Date Modified" column in the app's language, not in
the system locale's (a Chinese interface showed "1 12 2026 20:25" under a C locale)."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import QDateTime, QLocale
from PySide6.QtWidgets import QFileDialog, QStyleOptionViewItem, QTreeView

from desktop_app.ui.widgets.file_dates import DATE_COLUMN, LocalDates

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW", "en"])
def test_the_dates_in_a_file_dialog_follow_the_language(make_window, qtbot, tmp_path, language):
    w = make_window()
    w.set_language(language)
    folder = tmp_path / "saves"
    folder.mkdir()
    game = folder / "friday.paiju"
    game.write_text("{}", encoding="utf-8")
    when = QDateTime.fromString("2026-03-07T21:05:00", "yyyy-MM-ddTHH:mm:ss")
    os.utime(game, (when.toSecsSinceEpoch(), when.toSecsSinceEpoch()))
    dlg = w._file_dialog("Open")
    qtbot.addWidget(dlg)
    dlg.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    dlg.setViewMode(QFileDialog.ViewMode.Detail)
    dlg.setDirectory(str(folder))
    dlg.show()
    assert isinstance(dlg.itemDelegate(), LocalDates)
    tree = dlg.findChild(QTreeView, "treeView")
    model = tree.model()

    def row():
        root = tree.rootIndex()
        for r in range(model.rowCount(root)):
            if model.index(r, 0, root).data() == "friday.paiju":
                return r
        return None

    qtbot.waitUntil(lambda: row() is not None, timeout=5000)
    index = model.index(row(), DATE_COLUMN, tree.rootIndex())
    option = QStyleOptionViewItem()
    tree.itemDelegateForIndex(index).initStyleOption(option, index)
    expected = QLocale(language).toString(when, QLocale.FormatType.ShortFormat)
    assert option.text == expected
    assert "2026" in option.text or "26" in option.text
    if language != "en":
        assert option.text.startswith("2026")  # year first, as Chinese dates are written
