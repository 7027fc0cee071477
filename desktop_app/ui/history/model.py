"""The History page's table model: finished games newest first, fetched a page at a time
as the view scrolls (``canFetchMore``/``fetchMore``), so 10,000 games open as fast as 200."""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCollator,
    QCoreApplication,
    QDateTime,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

from ...engine import GAME_IDS
from ...store.history import PAGE_SIZE, GameFilter, GameRow, GameSort, HistoryError, HistoryStore, PlayerEntry
from .. import texts
from ..labels import display_name

__all__ = ["COLUMNS", "HistoryModel", "local_time", "player_label", "result_text", "where_text"]

log = logging.getLogger(__name__)

COLUMNS = ("when", "game", "players", "result", "match", "where")
Index = QModelIndex | QPersistentModelIndex


def local_time(seconds: int) -> str:
    """Unix seconds as the local short date and time."""
    dt = QDateTime.fromSecsSinceEpoch(int(seconds)).toLocalTime()
    return QLocale().toString(dt, QLocale.FormatType.ShortFormat)


def _signed(n: int) -> str:
    return texts.grouped(n, signed=n != 0).replace("-", "−")


def player_label(p: PlayerEntry) -> str:
    """A seat's name for the list (a nameless seat: its number; a bot: its level)."""
    seat = QCoreApplication.translate("HistoryModel", "Seat {n}").format(n=p.seat + 1)
    name = display_name(p.name) if p.name else seat
    if p.kind == "bot" and p.level:
        return QCoreApplication.translate("HistoryModel", "{name} (bot, {level})").format(
            name=name, level=_level(p.level)
        )
    return name


def _level(level: str) -> str:
    names = {
        "easy": QCoreApplication.translate("HistoryModel", "easy"),
        "normal": QCoreApplication.translate("HistoryModel", "normal"),
        "expert": QCoreApplication.translate("HistoryModel", "expert"),
        "random": QCoreApplication.translate("HistoryModel", "random"),
    }
    return names.get(level, level)


def result_text(g: GameRow) -> str:
    """The people at this PC and how each did; with none here, who won."""
    mine = [p for p in g.players if p.kind == "human" and p.local and not p.dup]
    if mine:
        return " · ".join(
            f"{display_name(p.name) if p.name else player_label(p)}: {texts.result_name(p.result)} ({_signed(p.score)})"
            for p in mine
        )
    winners = [player_label(p) for p in g.winners]
    return (
        QCoreApplication.translate("HistoryModel", "Won by {names}").format(names=", ".join(winners))
        if winners
        else QCoreApplication.translate("HistoryModel", "Nobody won")
    )


def history_marks(g: GameRow, text: str) -> str:
    """A game's result with its marks: void (无效; it counts in no figure) and ⚑ with the
    number of disputes (the texts: the context menu's Disputes…)."""
    marks = []
    if g.is_void:
        marks.append(QCoreApplication.translate("HistoryModel", "Void"))
    if g.disputes:
        marks.append(f"⚑{g.disputes}" + ("?" if g.open_disputes else ""))
    return " ".join([*marks, text]) if marks else text


def where_text(g: GameRow) -> str:
    if g.source == "local":
        text = QCoreApplication.translate("HistoryModel", "At this PC")
    elif g.source == "lan_host":
        text = QCoreApplication.translate("HistoryModel", "LAN, hosted here")
    else:
        text = QCoreApplication.translate("HistoryModel", "LAN at {host}").format(host=g.lan_host or "?")
    if g.lan_room:
        text += f" · {g.lan_room}"
    if g.deal_verified is True:
        text += " · " + QCoreApplication.translate("HistoryModel", "fair deal verified")
    elif g.deal_verified is False:
        text += " · " + QCoreApplication.translate("HistoryModel", "deal check failed")
    if g.imported:
        text += " · " + QCoreApplication.translate("HistoryModel", "imported")
    return text


class HistoryModel(QAbstractTableModel):
    """The games of ``store`` that pass the filter (:meth:`set_filter`), newest first
    (read by :meth:`refresh` or :meth:`set_filter`, not on construction)."""

    def __init__(self, store: HistoryStore | None = None, parent: Any = None) -> None:
        super().__init__(parent)
        self.store = store
        self.filter = GameFilter()
        #: The order of the list, by the store's query (the whole history, not the loaded rows).
        self.order = GameSort()
        self.rows: list[GameRow] = []
        self.total = 0
        self.page_size = PAGE_SIZE
        #: Set when the history could not be read (the page says it).
        self.error: str | None = None

    # ------------------------------------------------------------------ loading
    def set_store(self, store: HistoryStore | None) -> None:
        self.store = store
        self.refresh()

    def set_filter(self, flt: GameFilter) -> None:
        self.filter = flt
        self.refresh()

    def refresh(self) -> None:
        """Start again from the newest game (the first page only)."""
        self.beginResetModel()
        self.rows, self.total, self.error = [], 0, None
        if self.store is not None:
            try:
                self.total = self.store.count(self.filter)
                self.rows = self.store.page(self.filter, None, self.page_size, sort=self.order)
            except HistoryError as e:
                log.warning("the history cannot be read: %s", e)
                self.error = str(e)
        self.endResetModel()

    def canFetchMore(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008
        return not parent.isValid() and self.store is not None and len(self.rows) < self.total and not self.error

    def fetchMore(self, parent: Index = QModelIndex()) -> None:  # noqa: B008
        if not self.canFetchMore(parent) or self.store is None:
            return
        last = self.rows[-1] if self.rows else None
        try:
            more = self.store.page(
                self.filter,
                None if last is None else (last.played_at, last.id),
                self.page_size,
                sort=self.order,
                offset=len(self.rows),
            )
        except HistoryError as e:
            log.warning("the history cannot be read: %s", e)
            self.error = str(e)
            return
        if not more:
            self.total = len(self.rows)  # deleted meanwhile
            return
        self.beginInsertRows(QModelIndex(), len(self.rows), len(self.rows) + len(more) - 1)
        self.rows.extend(more)
        self.endInsertRows()

    def fetch_all(self) -> None:
        """Fetch every matching game (select all, tests)."""
        while self.canFetchMore():
            before = len(self.rows)
            self.fetchMore()
            if len(self.rows) == before:
                break

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Order the list by a column's value (the store sorts the whole history; the
        first page is read again)."""
        if not 0 <= column < len(COLUMNS):
            return
        games: tuple[str, ...] = ()
        if COLUMNS[column] == "game":
            collator = QCollator(QLocale())
            games = tuple(sorted(GAME_IDS, key=lambda gid: collator.sortKey(texts.game_name(gid))))
        wanted = GameSort(COLUMNS[column], order == Qt.SortOrder.DescendingOrder, games)
        if wanted != self.order:
            self.order = wanted
            self.refresh()

    # ------------------------------------------------------------------ the model
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def game_at(self, row: int) -> GameRow | None:
        return self.rows[row] if 0 <= row < len(self.rows) else None

    def row_of(self, game_row: int) -> int | None:
        for i, g in enumerate(self.rows):
            if g.id == game_row:
                return i
        return None

    def text(self, g: GameRow, column: str) -> str:
        if column == "when":
            return local_time(g.played_at)
        if column == "game":
            return texts.game_name(g.game_id)
        if column == "players":
            return " · ".join(f"{player_label(p)} {_signed(p.score)}" for p in g.players)
        if column == "result":
            return history_marks(g, result_text(g))
        if column == "match":
            if g.match_game is None or g.match_length == 1:  # a single game: no match
                return ""
            if g.match_length:
                return QCoreApplication.translate("HistoryModel", "{n} of {length}").format(
                    n=g.match_game, length=g.match_length
                )
            return str(g.match_game)
        return where_text(g)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        g = self.game_at(index.row()) if index.isValid() else None
        if g is None:
            return None
        column = COLUMNS[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(g, column)
        if role == Qt.ItemDataRole.ToolTipRole and column in ("players", "result", "where"):
            return self.text(g, column)
        if role == Qt.ItemDataRole.UserRole:
            return g
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        names = {
            "when": QCoreApplication.translate("HistoryModel", "Finished"),
            "game": QCoreApplication.translate("HistoryModel", "Game"),
            "players": QCoreApplication.translate("HistoryModel", "Players and scores"),
            "result": QCoreApplication.translate("HistoryModel", "Result"),
            "match": QCoreApplication.translate("HistoryModel", "Match"),
            "where": QCoreApplication.translate("HistoryModel", "Where"),
        }
        return names[COLUMNS[section]] if 0 <= section < len(COLUMNS) else None

    def retranslate(self) -> None:
        """Words follow the language: redraw every cell and header (sorted by game: by the
        new names)."""
        if self.order.column == "game":
            order = Qt.SortOrder.DescendingOrder if self.order.descending else Qt.SortOrder.AscendingOrder
            self.sort(COLUMNS.index("game"), order)
        if self.rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.rows) - 1, len(COLUMNS) - 1))
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(COLUMNS) - 1)
