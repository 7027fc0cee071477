"""The Statistics page's player summary: per game the games, wins, average score and
longest streaks; the win rate by role (地主/农民, 庄家/闲家); 春天 and bombs in 斗地主;
天牌/地牌/人牌 in 天地人; results by opponent and by bot level. Every table sorts by a
click on its header (numbers as numbers). The figures come from ``store.summaries``.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any, ClassVar

from PySide6.QtCore import QEvent, QSortFilterProxyModel, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGridLayout,
    QHeaderView,
    QLabel,
    QScrollArea,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ...store import summaries as S
from ...store.history import HistoryError, HistoryStore
from .. import texts
from ..labels import display_name, level_name

__all__ = ["SORT_ROLE", "SortableTable", "SummaryPanel"]

log = logging.getLogger(__name__)

#: The item role a table sorts by (a number for figures, the text otherwise).
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def _percent(x: float) -> str:
    return f"{100 * x:.0f} %"


def _average(x: float) -> str:
    return f"{x:+,.1f}" if abs(x) < 1000 else texts.grouped(round(x), signed=True)


class SortableTable(QTableView):
    """A read-only table of rows of (text, sort key) cells that sorts by any column."""

    def __init__(
        self, sort: tuple[int, Qt.SortOrder] = (0, Qt.SortOrder.AscendingOrder), parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.source = QStandardItemModel(self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.source)
        self.proxy.setSortRole(SORT_ROLE)
        self.setModel(self.proxy)
        self.setSortingEnabled(True)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.verticalHeader().setVisible(False)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        header.setSortIndicatorShown(True)
        self.sortByColumn(*sort)  # until the player clicks a header

    def set_rows(self, headers: Sequence[str], rows: Sequence[Sequence[tuple[str, Any]]]) -> None:
        """``rows`` of (text, sort key) cells; a figure's cell (after the first column) is right-aligned."""
        self.source.clear()
        self.source.setHorizontalHeaderLabels(list(headers))
        for row in rows:
            items = []
            for column, (text, key) in enumerate(row):
                item = QStandardItem(text)
                item.setData(key, SORT_ROLE)
                if isinstance(key, (int, float)) and column > 0:  # the first column names the row
                    item.setTextAlignment(_RIGHT)
                items.append(item)
            self.source.appendRow(items)
        self.setMinimumHeight(self._rows_height(min(len(rows), 3)))

    def _rows_height(self, rows: int) -> int:
        return self.horizontalHeader().sizeHint().height() + rows * self.verticalHeader().defaultSectionSize() + 6

    def texts(self) -> list[list[str]]:
        """The cells as shown, in the sorted order (tests)."""
        m = self.proxy
        return [[str(m.index(r, c).data() or "") for c in range(m.columnCount())] for r in range(m.rowCount())]


def _n(value: int) -> tuple[str, int]:
    return texts.grouped(value), value


class SummaryPanel(QWidget):
    """A player's summaries (:meth:`show_player`); the tables in ``tables`` by name."""

    SECTIONS = ("games", "roles", "doudizhu", "tiandiren", "opponents", "levels")
    #: Each table's order until a header is clicked: the most played first, else as listed.
    SORTS: ClassVar[dict[str, int]] = {"games": 1, "opponents": 1}

    def __init__(self, store: HistoryStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HistorySummary")
        self.store = store
        self.player: str | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()  # the tables never make the window taller than the screen
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        inner = QWidget()
        scroll.setWidget(inner)
        outer.addWidget(scroll)
        grid = QGridLayout(inner)
        grid.setContentsMargins(0, 0, 0, 0)
        self.titles: dict[str, QLabel] = {}
        self.tables: dict[str, SortableTable] = {}
        for i, key in enumerate(self.SECTIONS):
            box = QVBoxLayout()
            title = QLabel()
            title.setStyleSheet("font-weight: bold;")
            column = self.SORTS.get(key)
            table = SortableTable(
                (0, Qt.SortOrder.AscendingOrder) if column is None else (column, Qt.SortOrder.DescendingOrder)
            )
            box.addWidget(title)
            box.addWidget(table, 1)
            grid.addLayout(box, i // 2, i % 2)
            self.titles[key], self.tables[key] = title, table
        self._set_titles()

    def _set_titles(self) -> None:
        names = {
            "games": self.tr("Each game"),
            "roles": self.tr("By role"),
            "doudizhu": self.tr("{game}: spring and bombs").format(game=texts.game_name("doudizhu")),
            "tiandiren": self.tr("{game}: how the games ended").format(game=texts.game_name("tiandiren")),
            "opponents": self.tr("By opponent"),
            "levels": self.tr("Against bots, by level"),
        }
        for key, title in self.titles.items():
            title.setText(names[key])

    def show_player(self, name: str | None) -> None:
        """Fill every table with ``name``'s figures (empty tables for None)."""
        self.player = name
        for table in self.tables.values():
            table.source.clear()
        if not name:
            return
        try:
            self._fill(name)
        except HistoryError as e:
            log.warning("the history cannot be read: %s", e)

    def _fill(self, name: str) -> None:
        t = self.tables
        played, won, rate, avg = self.tr("Played"), self.tr("Won"), self.tr("Win rate"), self.tr("Average score")
        t["games"].set_rows(
            [self.tr("Game"), played, won, rate, avg, self.tr("Longest win streak"), self.tr("Longest losing streak")],
            [
                [
                    (texts.game_name(f.game_id), texts.game_name(f.game_id)),
                    _n(f.games),
                    _n(f.wins),
                    (_percent(f.win_rate), f.win_rate),
                    (_average(f.average), f.average),
                    _n(f.best_streak),
                    _n(f.worst_streak),
                ]
                for f in S.game_figures(self.store, name)
            ],
        )
        t["roles"].set_rows(
            [self.tr("Game"), self.tr("Role"), played, won, rate, avg],
            [
                [
                    (texts.game_name(f.game_id), texts.game_name(f.game_id)),
                    (texts.result_name(f.role), texts.result_name(f.role)),
                    _n(f.games),
                    _n(f.wins),
                    (_percent(f.win_rate), f.win_rate),
                    (_average(f.average), f.average),
                ]
                for f in S.role_figures(self.store, name)
            ],
        )
        d = S.doudizhu_specials(self.store, name)
        what = [
            (self.tr("Games"), d["games"]),
            (self.tr("Springs (春天)"), d["springs"]),
            (self.tr("Springs won"), d["springs_won"]),
            (self.tr("Reverse springs (反春)"), d["anti_springs"]),
            (self.tr("Bombs played"), d["bombs"]),
            (self.tr("Games with a bomb"), d["games_with_bombs"]),
        ]
        t["doudizhu"].set_rows(
            [self.tr("What"), self.tr("Count")],
            [[(w, i), _n(n)] for i, (w, n) in enumerate(what)] if d["games"] else [],
        )
        ends = S.tiandiren_results(self.store, name)
        total = sum(ends.values())
        t["tiandiren"].set_rows(
            [self.tr("Result"), self.tr("Games"), self.tr("Share")],
            [
                [(texts.result_name(r), i), _n(n), (_percent(n / total), n / total)]
                for i, (r, n) in enumerate(ends.items())
                if n or r in ("sky", "earth", "man")
            ]
            if total
            else [],
        )
        t["opponents"].set_rows(
            [self.tr("Opponent"), self.tr("Played together"), self.tr("Your wins"), rate, avg],
            [
                [
                    (self._who(o.name, o.kind, o.level), display_name(o.name).casefold()),
                    _n(o.games),
                    _n(o.wins),
                    (_percent(o.win_rate), o.win_rate),
                    (_average(o.average), o.average),
                ]
                for o in S.results_by_opponent(self.store, name)
            ],
        )
        order = {"random": 0, "easy": 1, "normal": 2, "expert": 3}
        t["levels"].set_rows(
            [self.tr("Bot level"), played, won, rate, avg],
            [
                [
                    (self._level(f.level), order.get(f.level, 9)),
                    _n(f.games),
                    _n(f.wins),
                    (_percent(f.win_rate), f.win_rate),
                    (_average(f.average), f.average),
                ]
                for f in S.results_by_level(self.store, name)
            ],
        )

    def _level(self, level: str) -> str:
        return self.tr("Random") if level == "random" else level_name(level)

    def _who(self, name: str, kind: str, level: str | None) -> str:
        shown = display_name(name)
        if kind == "bot" and level:
            return self.tr("{name} (bot, {level})").format(name=shown, level=self._level(level))
        return shown

    def retranslate(self) -> None:
        self._set_titles()
        self.show_player(self.player)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
