"""The History page: every finished game, newest first, with filters (game, player, dates,
result, LAN or this PC) and a search by player name; double-click (or Watch replay) to
watch a game again; export games as replay files, import replay and match files
(games the history holds already are skipped), delete games (asked first). The second
tab holds the statistics (:mod:`.statistics`)."""

from __future__ import annotations

import datetime as _dt
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QDate, QDateTime, QEvent, QModelIndex, Qt, QTime, QTimer, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDateEdit,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine import GAME_IDS
from ...store.history import GameFilter, GameRow, HistoryError, HistoryStore, ImportReport
from ...store.seats import default_name_forms
from .. import texts
from ..dispute import install_history_disputes
from ..labels import display_name
from ..widgets.file_dates import use_local_dates
from .model import COLUMNS, HistoryModel
from .statistics import StatisticsPanel
from .transfer import ExportResult, Transfer, export_chunk

__all__ = ["HistoryPage", "export_name"]

log = logging.getLogger(__name__)

_ANY_DATE = QDate(2000, 1, 1)


def export_name(g: GameRow) -> str:
    """The file name of an exported game: when, which game, and a piece of its identity.

    >>> from desktop_app.store.history import GameRow
    >>> export_name(GameRow(1, "ab12cd34ef", "hongwu", 4, 1735787045, 0, None, None, None, "local", None, None,
    ...                     None, False))
    '2025-01-02_0304-hongwu-ab12cd34.paiju-replay'
    """
    when = _dt.datetime.fromtimestamp(g.played_at, _dt.UTC).strftime("%Y-%m-%d_%H%M")
    return f"{when}-{g.game_id}-{g.identity[:8]}.paiju-replay"


class HistoryPage(QWidget):
    """``store``: the history; ``profiles``: the app's ``ProfileStore`` (the 红五 career);
    ``dialog_hook(dialog)`` sees every dialog the page opens; ``carry_rule`` checks
    imported matches (the session's ``rules.carry_for``)."""

    back_requested = Signal()
    replay_requested = Signal(int)  # a game's row in the history

    def __init__(
        self,
        store: HistoryStore,
        profiles: Any = None,
        parent: QWidget | None = None,
        dialog_hook: Callable[[QWidget], None] | None = None,
        carry_rule: Any = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("HistoryPage")
        self.store = store
        self.profiles = profiles
        self.dialog_hook = dialog_hook
        self.carry_rule = carry_rule
        self.last_dialog: QWidget | None = None
        self._dirty = False

        lay = QVBoxLayout(self)
        top = QHBoxLayout()
        self.title = QLabel()
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.title.setFont(font)
        self.back_button = QPushButton()
        self.back_button.clicked.connect(self.back_requested)
        top.addWidget(self.title)
        top.addStretch(1)
        top.addWidget(self.back_button)
        lay.addLayout(top)
        self.tabs = QTabWidget()
        self.tabs.addTab(self._build_games(), "")
        self.stats = StatisticsPanel(store, profiles, dialog_hook=self._show)
        self.transfer = Transfer(self)  # export and import off the UI thread, with progress
        self.tabs.addTab(self.stats, "")
        lay.addWidget(self.tabs, 1)
        store.add_listener(self._on_store_changed)
        self.destroyed.connect(lambda *_: store.remove_listener(self._on_store_changed))
        self.retranslate()
        self.refresh()

    # ------------------------------------------------------------------ building
    def _build_games(self) -> QWidget:
        box = QWidget()
        v = QVBoxLayout(box)
        row1 = QHBoxLayout()
        self.game_combo = QComboBox()
        self.player_combo = QComboBox()
        self.player_combo.setMinimumContentsLength(12)
        self.search_edit = QLineEdit()
        self.search_edit.setClearButtonEnabled(True)
        self.result_combo = QComboBox()
        self.where_combo = QComboBox()
        for w in (self.game_combo, self.player_combo, self.result_combo, self.where_combo):
            w.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        row1.addWidget(self.game_combo)
        row1.addWidget(self.player_combo)
        row1.addWidget(self.search_edit, 1)
        row2 = QHBoxLayout()
        self.since_label = QLabel()
        self.since_edit = self._date_edit()
        self.until_label = QLabel()
        self.until_edit = self._date_edit()
        self.clear_button = QPushButton()
        self.clear_button.clicked.connect(self.clear_filters)
        for widget in (self.since_label, self.since_edit, self.until_label, self.until_edit):
            row2.addWidget(widget)
        row2.addWidget(self.result_combo)
        row2.addWidget(self.where_combo)
        row2.addStretch(1)
        row2.addWidget(self.clear_button)
        v.addLayout(row1)
        v.addLayout(row2)
        self.count_label = QLabel()
        self.problem_label = QLabel()
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet("color: #c62828;")
        v.addWidget(self.count_label)
        v.addWidget(self.problem_label)

        self.model = HistoryModel(self.store, self)
        self.view = QTableView()
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.verticalHeader().setVisible(False)
        self.view.setWordWrap(False)
        self.view.setAlternatingRowColors(True)
        header = self.view.horizontalHeader()
        # Every column as wide as its header and its (loaded) cells; the players and their
        # scores, the longest text, take what is left (their tooltip holds it whole).
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(COLUMNS.index("players"), QHeaderView.ResizeMode.Stretch)
        # the result of a game with many players at this PC can be very long: as wide as its
        # text up to a third of the list (fitted by _fit_result; the tooltip holds it whole)
        header.setSectionResizeMode(COLUMNS.index("result"), QHeaderView.ResizeMode.Interactive)
        self.model.modelReset.connect(self._fit_result)
        self.model.rowsInserted.connect(self._fit_result)
        self.model.dataChanged.connect(self._fit_result)
        self.model.headerDataChanged.connect(self._fit_result)
        self.view.viewport().installEventFilter(self)
        # sorted by clicking a header: the store orders the whole history (HistoryModel.sort)
        header.setSortIndicator(COLUMNS.index("when"), Qt.SortOrder.DescendingOrder)
        self.view.setSortingEnabled(True)
        self.view.installEventFilter(self)
        self.view.doubleClicked.connect(self._on_double_click)
        self.view.selectionModel().selectionChanged.connect(self._sync_buttons)
        install_history_disputes(self)  # the context menu's Disputes… and Decide… (ui/dispute.py)
        v.addWidget(self.view, 1)

        buttons = QHBoxLayout()
        self.replay_button = QPushButton()
        self.replay_button.clicked.connect(self.watch_selected)
        self.match_button = QPushButton()
        self.match_button.clicked.connect(self.show_match_totals)
        self.export_button = QPushButton()
        self.export_button.clicked.connect(self.ask_export)
        self.import_button = QPushButton()
        self.import_button.clicked.connect(self.ask_import)
        self.delete_button = QPushButton()
        self.delete_button.clicked.connect(self.ask_delete)
        for b in (self.replay_button, self.match_button, self.export_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.import_button)
        buttons.addWidget(self.delete_button)
        v.addLayout(buttons)

        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(200)
        self._search_timer.timeout.connect(self.apply_filters)
        self.search_edit.textChanged.connect(lambda _t: self._search_timer.start())
        for combo in (self.game_combo, self.player_combo, self.result_combo, self.where_combo):
            combo.activated.connect(lambda _i: self.apply_filters())
        self.game_combo.activated.connect(lambda _i: self._fill_results())
        self.player_combo.activated.connect(lambda _i: self._fill_results())
        for edit in (self.since_edit, self.until_edit):
            edit.dateChanged.connect(lambda _d: self.apply_filters())
        return box

    def result_width_cap(self) -> int:
        """The widest the result column is made (a third of the list)."""
        return max(1, self.view.viewport().width() // 3)

    def _fit_result(self, *_args: Any) -> None:
        """The result column as wide as its header and its loaded cells, at most a third
        of the list."""
        column = COLUMNS.index("result")
        header = self.view.horizontalHeader()
        wanted = max(self.view.sizeHintForColumn(column), header.sectionSizeHint(column))
        header.resizeSection(column, max(header.sectionSizeHint(column), min(wanted, self.result_width_cap())))

    def eventFilter(self, watched: Any, event: QEvent) -> bool:
        if watched is self.view.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_result()
        if watched is self.view and event.type() == QEvent.Type.KeyPress and self._list_key(event):
            return True
        return super().eventFilter(watched, event)

    def _list_key(self, event: Any) -> bool:
        """The list's keys: Enter watches the selected game, Delete deletes the selected
        games (asked first), Ctrl+A selects every game that matches the filters. The list
        reads 200 games at a time; the view's own Ctrl+A would select those while the
        count says 10,000, and export or delete would act on the 200 alone. A player
        pressing Ctrl+A means every game listed, so the rest are read first."""
        if event.matches(QKeySequence.StandardKey.SelectAll):
            self.select_all()
            return True
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and plain:
            self.watch_selected()
            return True
        if event.key() == Qt.Key.Key_Delete and not event.modifiers():
            self.ask_delete()
            return True
        return False

    def _date_edit(self) -> QDateEdit:
        edit = QDateEdit()
        edit.setCalendarPopup(True)
        edit.setMinimumDate(_ANY_DATE)
        edit.setDate(_ANY_DATE)
        edit.setDisplayFormat("yyyy-MM-dd")
        return edit

    # ------------------------------------------------------------------ filters
    def current_filter(self) -> GameFilter:
        since = self._day_start(self.since_edit.date())
        until_day = self.until_edit.date()
        until = self._day_start(until_day.addDays(1)) if until_day != _ANY_DATE else None
        result = self.result_combo.currentData()
        return GameFilter(
            game_id=self.game_combo.currentData() or None,
            player=self.player_combo.currentData() or None,
            search=self.search_edit.text().strip(),
            since=since,
            until=until,
            result=result or None,
            where=self.where_combo.currentData() or None,
        )

    @staticmethod
    def _day_start(day: QDate) -> int | None:
        if day == _ANY_DATE or not day.isValid():
            return None
        return int(QDateTime(day, QTime(0, 0)).toSecsSinceEpoch())

    def set_filter(self, **choices: Any) -> None:
        """Choose filters as the player would (tests): ``game_id``, ``player``, ``search``,
        ``since``/``until`` (``QDate``), ``result``, ``where``."""
        combos = {
            "game_id": self.game_combo,
            "player": self.player_combo,
            "result": self.result_combo,
            "where": self.where_combo,
        }
        for key, value in choices.items():
            if key in combos:
                combo = combos[key]
                if key == "game_id":
                    combo.setCurrentIndex(max(0, combo.findData(value or "")))
                    self._fill_results()
                else:
                    i = combo.findData(value or "")
                    if i < 0 and key == "player" and value:
                        combo.addItem(value, value)
                        i = combo.count() - 1
                    if i < 0 and key == "result" and value:  # one of ids named alike
                        i = next((j for j in range(combo.count()) if value in str(combo.itemData(j)).split(",")), -1)
                    combo.setCurrentIndex(max(0, i))
                    if key == "player":
                        self._fill_results()
            elif key == "search":
                self.search_edit.setText(value or "")
            elif key in ("since", "until"):
                edit = self.since_edit if key == "since" else self.until_edit
                edit.blockSignals(True)
                edit.setDate(value or _ANY_DATE)
                edit.blockSignals(False)
        self.apply_filters()

    def clear_filters(self) -> None:
        for combo in (self.game_combo, self.player_combo, self.result_combo, self.where_combo):
            combo.setCurrentIndex(0)
        for edit in (self.since_edit, self.until_edit):
            edit.blockSignals(True)
            edit.setDate(_ANY_DATE)
            edit.blockSignals(False)
        self.search_edit.blockSignals(True)
        self.search_edit.clear()
        self.search_edit.blockSignals(False)
        self._fill_results()
        self.apply_filters()

    def apply_filters(self) -> None:
        self._search_timer.stop()
        self.model.set_filter(self.current_filter())
        self._after_load()

    def refresh(self) -> None:
        """Read the history again (names, result ids, the first page of games)."""
        self._dirty = False
        self._fill_players()
        self._fill_results()
        self.model.set_filter(self.current_filter())
        self._after_load()
        self.stats.mark_dirty()

    def _after_load(self) -> None:
        n = self.model.total
        self.count_label.setText(self.tr("Games: {n}").format(n=n) if n else self.tr("No games match."))
        if not self.store.count() and not self.model.error:
            self.count_label.setText(self.tr("No finished games yet: every game played to its end is kept here."))
        problems = []
        if self.model.error:
            problems.append(self.tr("The history cannot be read: {reason}").format(reason=self.model.error))
        if not self.store.persistent:
            problems.append(self.tr("The history is not being saved this time: games are kept until Paiju closes."))
        self.problem_label.setText("\n".join(problems))
        self.problem_label.setVisible(bool(problems))
        self._sync_buttons()

    def _fill_players(self) -> None:
        current = self.player_combo.currentData()
        self.player_combo.blockSignals(True)
        self.player_combo.clear()
        self.player_combo.addItem(self.tr("Any player"), "")
        try:
            names = self.store.player_names()
        except HistoryError:
            names = []
        shown: set[str] = set()
        for name in names:
            text = display_name(name)  # 兰 stored, 蘭 in zh_TW
            if text in shown and default_name_forms(name):
                continue  # 兰 and 蘭 both stored: one entry (its filter finds both)
            shown.add(text)
            self.player_combo.addItem(text, name)
        i = self.player_combo.findData(current) if current else 0
        self.player_combo.setCurrentIndex(max(0, i))
        self.player_combo.blockSignals(False)

    def _fill_results(self) -> None:
        current = self.result_combo.currentData()
        self.result_combo.blockSignals(True)
        self.result_combo.clear()
        self.result_combo.addItem(self.tr("Any result"), "")
        # "won"/"lost": how the chosen player (else the people at this PC) did; a result id:
        # what a seat's result was (the chosen player's, else anybody's, bots included)
        player = display_name(self.player_combo.currentData() or "")
        if player:
            self.result_combo.addItem(self.tr("{name} won").format(name=player), "won")
            self.result_combo.addItem(self.tr("{name} lost").format(name=player), "lost")
        else:
            self.result_combo.addItem(self.tr("Won at this PC"), "won")
            self.result_combo.addItem(self.tr("Lost at this PC"), "lost")
        try:
            ids = self.store.result_ids(self.game_combo.currentData() or None)
        except HistoryError:
            ids = []
        if ids:
            self.result_combo.insertSeparator(self.result_combo.count())
        named: dict[str, list[str]] = {}
        for rid in ids:  # ids named alike ("win", "winner") are one choice
            named.setdefault(texts.result_name(rid), []).append(rid)
        for name, rids in named.items():
            if player:
                text = self.tr("{name}: {result}").format(name=player, result=name)
            else:
                text = self.tr("{result} (any player)").format(result=name)
            self.result_combo.addItem(text, ",".join(rids))
        i = self.result_combo.findData(current) if current else 0
        self.result_combo.setCurrentIndex(max(0, i))
        self.result_combo.blockSignals(False)

    def _on_store_changed(self, what: str) -> None:
        if what != "games":
            return
        if self.isVisible():
            self.refresh()
        else:
            self._dirty = True

    def showEvent(self, event: Any) -> None:
        if self._dirty:
            self.refresh()
        super().showEvent(event)

    # ------------------------------------------------------------------ selection
    def selected_games(self) -> list[GameRow]:
        rows = sorted({i.row() for i in self.view.selectionModel().selectedRows()})
        return [g for g in (self.model.game_at(r) for r in rows) if g is not None]

    def select_rows(self, rows: list[int]) -> None:
        sm = self.view.selectionModel()
        sm.clearSelection()
        for r in rows:
            sm.select(self.model.index(r, 0), sm.SelectionFlag.Select | sm.SelectionFlag.Rows)

    def select_all(self) -> None:
        self.model.fetch_all()
        self.view.selectAll()

    def _sync_buttons(self, *_args: Any) -> None:
        chosen = self.selected_games()
        self.replay_button.setEnabled(len(chosen) == 1)
        self.match_button.setEnabled(len(chosen) == 1 and self._match_of(chosen[0]) is not None)
        self.export_button.setEnabled(bool(chosen))
        self.delete_button.setEnabled(bool(chosen) and self.store is not None)

    def _on_double_click(self, index: QModelIndex) -> None:
        g = self.model.game_at(index.row())
        if g is not None:
            self.replay_requested.emit(g.id)

    def watch_selected(self) -> None:
        chosen = self.selected_games()
        if len(chosen) == 1:
            self.replay_requested.emit(chosen[0].id)

    def _match_of(self, g: GameRow) -> str | None:
        """The match id of a game of a match (None: a single game, or unreadable)."""
        if g.match_id is None or g.match_length == 1:
            return None
        try:
            return g.match_id if self.store.match(g.match_id) is not None else None
        except HistoryError:
            return None

    def show_match_totals(self) -> None:
        chosen = self.selected_games()
        match_id = self._match_of(chosen[0]) if len(chosen) == 1 else None
        if match_id is not None:
            self.tabs.setCurrentWidget(self.stats)
            self.stats.show_match(match_id)

    # ------------------------------------------------------------------ dialogs
    def _show(self, dialog: QWidget) -> None:
        self.last_dialog = dialog
        dialog.open()  # type: ignore[attr-defined]
        if self.dialog_hook is not None:
            self.dialog_hook(dialog)

    def _message(self, text: str, icon: QMessageBox.Icon = QMessageBox.Icon.Information) -> QMessageBox:
        box = QMessageBox(icon, self.tr("History"), text, QMessageBox.StandardButton.Ok, self)
        box.setObjectName("HistoryMessage")
        self._show(box)
        return box

    # ------------------------------------------------------------------ export
    def ask_export(self) -> None:
        chosen = [g.id for g in self.selected_games()]
        if not chosen:
            return
        dlg = use_local_dates(QFileDialog(self, self.tr("Export the selected games to a folder")))
        dlg.setObjectName("HistoryExport")
        dlg.setFileMode(QFileDialog.FileMode.Directory)
        dlg.setOption(QFileDialog.Option.ShowDirsOnly, True)
        dlg.fileSelected.connect(lambda folder: self.transfer.export_games(folder, chosen))  # off the UI thread
        self._show(dlg)

    def export_to(self, folder: str | Path, game_rows: list[int]) -> list[Path]:
        """Write each game as a replay file in ``folder``; the files written."""
        folder = Path(folder)
        result = ExportResult()
        export_chunk(self.store, folder, game_rows, result)
        written, failed = result.written, result.failed
        if failed:
            self._message(
                self.tr("Games that could not be written to {folder}: {n}.").format(folder=str(folder), n=failed),
                QMessageBox.Icon.Warning,
            )
        else:
            self._message(self.tr("Games exported to {folder}: {n}.").format(folder=str(folder), n=len(written)))
        return written

    # ------------------------------------------------------------------ import
    def ask_import(self) -> None:
        dlg = use_local_dates(QFileDialog(self, self.tr("Import games")))
        dlg.setObjectName("HistoryImport")
        dlg.setFileMode(QFileDialog.FileMode.ExistingFiles)
        dlg.setNameFilter(self.tr("Paiju replays and games (*.paiju-replay *.json *.paiju)"))
        dlg.filesSelected.connect(lambda files: self.transfer.import_games(list(files)))  # off the UI thread
        self._show(dlg)

    def import_files(self, paths: list[str]) -> ImportReport:
        """Add the finished games of these files; say what happened."""
        report = self.store.import_files(paths, carry_rule=self.carry_rule)
        self.refresh()
        self._message(self.import_text(report), QMessageBox.Icon.Information)
        return report

    def import_text(self, report: ImportReport) -> str:
        lines = [self.tr("Games added to the history: {n}.").format(n=len(report.added))]
        if report.duplicates:
            lines.append(self.tr("Games already in the history, left out: {n}.").format(n=report.duplicates))
        if report.unfinished:
            lines.append(self.tr("Unfinished games, left out: {n}.").format(n=report.unfinished))
        for path, reason in report.failed:
            lines.append(
                self.tr("{file} cannot be read: {reason}").format(file=path.name, reason=texts.save_error_text(reason))
            )
        return "\n".join(lines)

    # ------------------------------------------------------------------ delete
    def ask_delete(self) -> None:
        chosen = [g.id for g in self.selected_games()]
        if not chosen:
            return
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Delete games"),
            self.tr(
                "Delete the selected games from the history ({n})? Their replays are lost. The players' profiles "
                "keep their figures."
            ).format(n=len(chosen)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setObjectName("HistoryDeleteConfirm")
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.finished.connect(
            lambda _r: self._delete_answered(
                chosen, box.standardButton(box.clickedButton()) == QMessageBox.StandardButton.Yes
            )
        )
        self.delete_box = box
        self._show(box)

    def _delete_answered(self, game_rows: list[int], yes: bool) -> None:
        if not yes:
            return
        try:
            self.store.delete_games(game_rows)
        except HistoryError as e:
            self._message(self.tr("The games could not be deleted: {reason}").format(reason=str(e)))
        self.refresh()

    # ------------------------------------------------------------------ language
    def retranslate(self) -> None:
        self.title.setText(self.tr("History"))
        self.back_button.setText(self.tr("Back"))
        self.tabs.setTabText(0, self.tr("Games"))
        self.tabs.setTabText(1, self.tr("Statistics"))
        game = self.game_combo.currentData()
        self.game_combo.blockSignals(True)
        self.game_combo.clear()
        self.game_combo.addItem(self.tr("All games"), "")
        for gid in GAME_IDS:
            self.game_combo.addItem(texts.game_name(gid), gid)
        self.game_combo.setCurrentIndex(max(0, self.game_combo.findData(game or "")))
        self.game_combo.blockSignals(False)
        where = self.where_combo.currentData()
        self.where_combo.blockSignals(True)
        self.where_combo.clear()
        self.where_combo.addItem(self.tr("Anywhere"), "")
        self.where_combo.addItem(self.tr("At this PC"), "local")
        self.where_combo.addItem(self.tr("On a LAN"), "lan")
        self.where_combo.setCurrentIndex(max(0, self.where_combo.findData(where or "")))
        self.where_combo.blockSignals(False)
        self.search_edit.setPlaceholderText(self.tr("Search by player name"))
        self.since_label.setText(self.tr("From"))
        self.until_label.setText(self.tr("to"))
        for edit in (self.since_edit, self.until_edit):
            edit.setSpecialValueText(self.tr("any day"))
        self.clear_button.setText(self.tr("Clear filters"))
        self.replay_button.setText(self.tr("Watch replay"))
        self.match_button.setText(self.tr("Match totals"))
        self.export_button.setText(self.tr("Export…"))
        self.import_button.setText(self.tr("Import…"))
        self.delete_button.setText(self.tr("Delete…"))
        self.replay_button.setToolTip(self.tr("Watch the selected game again (or double-click it)"))
        if self.player_combo.count():
            self.player_combo.setItemText(0, self.tr("Any player"))
        for i in range(1, self.player_combo.count()):  # default names in the new language
            self.player_combo.setItemText(i, display_name(str(self.player_combo.itemData(i))))
        self._fill_results()
        self.model.retranslate()
        self._after_load()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
