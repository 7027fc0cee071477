"""The players dialog: every player profile with its figures per game, the 红五 career title
(级别) and the progress to the next level, a chart of the running score, rename and
delete (both confirmed), and the way to the 天牌 statistics."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QDateTime, QEvent, QLocale, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine import GAME_IDS
from ...engine.hongwu.levels import LEVELS
from ...store.profiles import CAREER_GAME, Profile, ProfileNameError, ProfileStore, ProfileStoreProblem
from .. import texts
from .statistics import make_chart

__all__ = ["GAME_COLOURS", "ProfilesDialog"]

#: one line colour per game on the chart
GAME_COLOURS = {
    "tiandiren": "#1565c0",
    "doudizhu": "#2e7d32",
    "hongwu": "#c62828",
    "yuanzi": "#6a1b9a",
    "shengsidu": "#ef6c00",
}
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def _whole_spacing(span: float) -> tuple[float, float]:
    """(major, minor) tick steps of about five whole-number ticks over ``span``: 1, 2, 5,
    10, 20, 50... (never a fraction)."""
    step = 1
    while span / step > 6:
        for factor in (2, 2.5, 2):
            step = int(step * factor)
            if span / step <= 6:
                break
    return float(step), float(step)


def _cell(text: str, align_right: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    if align_right:
        item.setTextAlignment(_RIGHT)
    return item


def _when(iso: str) -> str:
    """An ISO 8601 time as a short local date and time ("" if there is none)."""
    if not iso:
        return ""
    dt = QDateTime.fromString(iso, Qt.DateFormat.ISODate)
    if not dt.isValid():
        return iso
    return QLocale().toString(dt.toLocalTime(), QLocale.FormatType.ShortFormat)


def _percent(rate: float | None) -> str:
    return "—" if rate is None else f"{100 * rate:.0f} %"


def _games_of(profile: Profile) -> list[str]:
    """The games this player has figures for, in the app's order of games."""
    known = [g for g in GAME_IDS if g in profile.games]
    return known + sorted(g for g in profile.games if g not in GAME_IDS)


class ProfilesDialog(QDialog):
    """``store`` is the app's :class:`ProfileStore`; ``dialog_hook(dialog)`` sees every
    dialog this one opens (the rename box, the delete confirmation) so tests answer them."""

    sky_statistics_requested = Signal()
    profiles_changed = Signal()  # a profile was renamed or deleted

    def __init__(
        self,
        store: ProfileStore,
        parent: QWidget | None = None,
        dialog_hook: Callable[[QWidget], None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("ProfilesDialog")
        self.setMinimumSize(940, 600)
        self.store = store
        self.dialog_hook = dialog_hook
        self.rename_dialog: QInputDialog | None = None
        self.delete_box: QMessageBox | None = None
        self._keys: list[str] = []  # profile key of each row of the players table

        lay = QVBoxLayout(self)
        self.problem_label = QLabel()
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet("color: #c62828;")
        lay.addWidget(self.problem_label)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self._build_players())
        split.addWidget(self._build_details())
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        split.setSizes([370, 570])
        lay.addWidget(split, 1)
        bottom = QHBoxLayout()
        self.sky_button = QPushButton()
        self.sky_button.clicked.connect(self.sky_statistics_requested)
        bottom.addWidget(self.sky_button)
        bottom.addStretch(1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        bottom.addWidget(self.buttons)
        lay.addLayout(bottom)
        self.retranslate()

    # ------------------------------------------------------------------ building
    def _build_players(self) -> QWidget:
        box = QWidget()
        v = QVBoxLayout(box)
        v.setContentsMargins(0, 0, 0, 0)
        self.players_table = QTableWidget(0, 4)
        self.players_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.players_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.players_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.players_table.verticalHeader().setVisible(False)
        header = self.players_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.players_table.itemSelectionChanged.connect(self._show_selected)
        v.addWidget(self.players_table, 1)
        row = QHBoxLayout()
        self.rename_button = QPushButton()
        self.rename_button.clicked.connect(self.ask_rename)
        self.delete_button = QPushButton()
        self.delete_button.clicked.connect(self.ask_delete)
        row.addWidget(self.rename_button)
        row.addWidget(self.delete_button)
        row.addStretch(1)
        v.addLayout(row)
        return box

    def _build_details(self) -> QWidget:
        box = QWidget()
        v = QVBoxLayout(box)
        v.setContentsMargins(0, 0, 0, 0)
        self.name_label = QLabel()
        font = QFont(self.name_label.font())
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.name_label.setFont(font)
        self.title_label = QLabel()
        self.career_bar = QProgressBar()
        self.career_bar.setTextVisible(True)
        self.next_label = QLabel()
        self.next_label.setStyleSheet("color: #555;")
        self.games_table = QTableWidget(0, 7)
        self.games_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.games_table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.games_table.verticalHeader().setVisible(False)
        self.games_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.games_table.horizontalHeader().setStretchLastSection(True)
        self.empty_label = QLabel()
        self.empty_label.setWordWrap(True)
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        for w in (self.name_label, self.title_label, self.career_bar, self.next_label, self.games_table):
            v.addWidget(w)
        v.addWidget(self.empty_label, 1)
        self.chart = make_chart(200)
        if self.chart is not None:
            self.chart.addLegend(offset=(10, 10))
            self.chart.showGrid(x=False, y=True, alpha=0.25)
            v.addWidget(self.chart, 1)
        return box

    # ------------------------------------------------------------------ figures
    def refresh(self, keep: str | None = None) -> None:
        """Fill the players table from the store, selecting ``keep`` (a name) if it is there."""
        selected = keep if keep is not None else self.selected_name()
        profiles = self.store.profiles()
        self._keys = [p.key for p in profiles]
        t = self.players_table
        t.blockSignals(True)
        t.setRowCount(len(profiles))
        for r, p in enumerate(profiles):
            t.setItem(r, 0, _cell(p.name))
            t.setItem(r, 1, _cell(str(p.games_played), True))
            t.setItem(r, 2, _cell(str(p.wins), True))
            t.setItem(r, 3, _cell(texts.career_title(p.career_level)))
        t.blockSignals(False)
        keep_profile = None if selected is None else self.store.get(selected)
        row = 0 if keep_profile is None else self._keys.index(keep_profile.key)
        if profiles:
            t.selectRow(row)
        self._show_selected()
        self._show_problem()

    def selected_profile(self) -> Profile | None:
        rows = self.players_table.selectionModel().selectedRows()
        if not rows or not 0 <= rows[0].row() < len(self._keys):
            return None
        return self.store.get(self._keys[rows[0].row()])

    def selected_name(self) -> str | None:
        p = self.selected_profile()
        return None if p is None else p.name

    def select(self, name: str) -> bool:
        """Show the profile of ``name`` (False if there is none)."""
        p = self.store.get(name)
        if p is None:
            return False
        self.players_table.selectRow(self._keys.index(p.key))
        return True

    def _show_selected(self) -> None:
        p = self.selected_profile()
        has = p is not None
        self.rename_button.setEnabled(has)
        self.delete_button.setEnabled(has)
        for w in (self.name_label, self.title_label, self.career_bar, self.next_label, self.games_table):
            w.setVisible(has)
        if self.chart is not None:
            self.chart.setVisible(has)
        self.empty_label.setVisible(not has)
        if p is None:
            return
        self.name_label.setText(p.name)
        self._show_career(p)
        self._fill_games(p)
        self._draw_chart(p)

    def _show_career(self, p: Profile) -> None:
        level = p.career_level
        number, start, nxt = p.career_progress()
        points = p.career_points
        self.title_label.setText(
            self.tr("{game} career: {title} ({points} points)").format(
                game=texts.game_name(CAREER_GAME), title=texts.career_title(level), points=points
            )
        )
        if nxt is None:
            self.career_bar.setRange(0, 1)
            self.career_bar.setValue(1)
            self.career_bar.setFormat(self.tr("Top level"))
            self.next_label.setText(self.tr("The highest level: there is none above."))
            return
        self.career_bar.setRange(start, nxt)
        self.career_bar.setValue(min(max(points, start), nxt))
        self.career_bar.setFormat(self.tr("{points} / {next} points").format(points=points, next=nxt))
        self.next_label.setText(
            self.tr("Next: {title}, {left} points to go").format(
                title=texts.career_title(LEVELS[number]), left=nxt - points
            )
        )

    def _fill_games(self, p: Profile) -> None:
        games = _games_of(p)
        t = self.games_table
        t.setRowCount(len(games))
        for r, gid in enumerate(games):
            s = p.stats(gid)
            best = "" if s.best_score is None else str(s.best_score)
            values = [str(s.played), str(s.wins), _percent(s.win_rate), str(s.total_score), best]
            t.setItem(r, 0, _cell(texts.game_title(gid)))
            for c, text in enumerate(values, start=1):
                t.setItem(r, c, _cell(text, True))
            t.setItem(r, 6, _cell(_when(s.last_played)))
        t.resizeRowsToContents()
        rows = sum(t.rowHeight(r) for r in range(t.rowCount()))
        t.setFixedHeight(t.horizontalHeader().sizeHint().height() + rows + 2 * t.frameWidth())

    def figures(self) -> dict[str, list[str]]:
        """The games table of the shown profile as text: game title -> the other columns."""
        t = self.games_table

        def text(r: int, c: int) -> str:
            item = t.item(r, c)
            return "" if item is None else item.text()

        return {text(r, 0): [text(r, c) for c in range(1, t.columnCount())] for r in range(t.rowCount())}

    def chart_series(self, p: Profile) -> dict[str, list[int]]:
        """The chart's lines for ``p``: game id -> running total before and after each recent
        game (x = 0, 1, 2, ...)."""
        return {gid: p.stats(gid).score_curve() for gid in _games_of(p) if p.stats(gid).history}

    def _draw_chart(self, p: Profile) -> None:
        if self.chart is None:
            return
        import pyqtgraph as pg

        self.chart.clear()
        series = self.chart_series(p)
        few = max((len(c) for c in series.values()), default=0) <= 12
        self.chart.getAxis("bottom").setTickSpacing(*((1, 1) if few else ()))  # whole games only
        for gid, curve in series.items():
            pen = pg.mkPen(GAME_COLOURS.get(gid, "#444"), width=2)
            xs = list(range(len(curve)))
            self.chart.plot(
                xs, curve, pen=pen, symbol="o", symbolSize=5, symbolBrush=pen.color(), name=texts.game_name(gid)
            )
        self._fit_score_axis(series)
        self.chart.setLabel("left", self.tr("Running score"))
        self.chart.setLabel("bottom", self.tr("Games, oldest to newest"))

    def _fit_score_axis(self, series: dict[str, list[int]]) -> None:
        """Whole-number ticks for whole-number scores, and room above the lines for the
        legend (one row per game, top left), so it never covers them."""
        values = [v for curve in series.values() for v in curve]
        if self.chart is None or not values:
            return
        lo, hi = min(values), max(values)
        span = max(hi - lo, 1)
        top = hi + span * (0.2 * len(series) + 0.1)
        bottom = lo - span * 0.05
        self.chart.setYRange(bottom, top, padding=0)
        self.chart.getAxis("left").setTickSpacing(*_whole_spacing(top - bottom))

    def _show_problem(self) -> None:
        problems = list(getattr(self.store, "problems", [x for x in (self.store.error,) if x is not None]))
        if self.store.save_error is not None:
            problems.append(self.store.save_error)
        self.problem_label.setText("\n".join(self.problem_text(x) for x in problems))
        self.problem_label.setVisible(bool(problems))

    def problem_text(self, problem: ProfileStoreProblem) -> str:
        """A sentence for the player about a profiles file that could not be used as it was."""
        backup = str(problem.backup) if problem.backup is not None else ""
        sentences = {
            "unreadable": self.tr("The player profiles cannot be read ({path}); nothing is saved until this is fixed."),
            "not_json": self.tr("The player profiles file was damaged. It was kept as {backup} and a new one begun."),
            "not_profiles": self.tr(
                "The player profiles file was not a Paiju file. It was kept as {backup} and a new one begun."
            ),
            "unsupported_version": self.tr(
                "The player profiles were saved by a newer Paiju; they are shown here but not changed."
            ),
            "bad_entries": self.tr(
                "Some player profiles were damaged and left out. The whole file was kept as {backup}."
            ),
            "unwritable": self.tr("The player profiles cannot be saved ({path})."),
            "history_damaged": self.tr("The game history was damaged. It was kept as {backup} and a new one begun."),
            "history_newer": self.tr(
                "The game history was saved by a newer Paiju. It is left as it is; the games played now are not kept."
            ),
            "history_unreadable": self.tr(
                "The game history cannot be used ({path}). It is left as it is; the games played now are not kept."
            ),
            "history_unwritable": self.tr(
                "The game history cannot be saved ({path}); the games played now are not kept."
            ),
        }
        recovered = getattr(problem, "recovered", None)
        if problem.reason == "history_damaged" and recovered:
            sentences["history_damaged"] = texts.history_recovered_text(recovered)
        text = sentences.get(problem.reason, self.tr("The player profiles have a problem ({path})."))
        return text.format(path=str(problem.path), backup=backup, n=recovered)

    # ------------------------------------------------------------------ rename and delete
    def _show(self, dialog: QWidget) -> None:
        dialog.open()  # type: ignore[attr-defined]
        if self.dialog_hook is not None:
            self.dialog_hook(dialog)

    def ask_rename(self) -> None:
        """Ask for the selected player's new name (an input box); renamed when accepted."""
        p = self.selected_profile()
        if p is None:
            return
        dlg = QInputDialog(self)
        dlg.setObjectName("RenameProfile")
        dlg.setWindowTitle(self.tr("Rename player"))
        dlg.setLabelText(self.tr("New name for {name}:").format(name=p.name))
        dlg.setTextValue(p.name)
        dlg.setOkButtonText(self.tr("Rename"))
        dlg.setCancelButtonText(self.tr("Cancel"))
        dlg.textValueSelected.connect(lambda text, old=p.name: self.rename(old, text))
        self.rename_dialog = dlg
        self._show(dlg)

    def rename(self, old: str, new: str) -> bool:
        try:
            profile = self.store.rename(old, new)
        except ProfileNameError as e:
            self.problem_label.setText(self._name_problem(e.reason, new))
            self.problem_label.setVisible(True)
            return False
        self.refresh(keep=profile.name)
        self.profiles_changed.emit()
        return True

    def _name_problem(self, reason: str, name: str) -> str:
        sentences = {
            "empty": self.tr("A player's name cannot be empty."),
            "too_long": self.tr("That name is too long."),
            "taken": self.tr("There is already a player called {name}."),
        }
        return sentences.get(reason, self.tr("That player no longer exists.")).format(name=name)

    def ask_delete(self) -> None:
        """Ask before deleting the selected player's profile and figures."""
        p = self.selected_profile()
        if p is None:
            return
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Delete player"),
            self.tr("Delete {name} and all their statistics? This cannot be undone.").format(name=p.name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setObjectName("DeleteProfileConfirm")
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.finished.connect(
            lambda _r, name=p.name: self._delete_answered(
                name, box.standardButton(box.clickedButton()) == QMessageBox.StandardButton.Yes
            )
        )
        self.delete_box = box
        self._show(box)

    def _delete_answered(self, name: str, yes: bool) -> None:
        if yes and self.store.delete(name):
            self.refresh()
            self.profiles_changed.emit()

    # ------------------------------------------------------------------ language
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Players and statistics"))
        self.players_table.setHorizontalHeaderLabels(
            [
                self.tr("Player"),
                self.tr("Games"),
                self.tr("Wins"),
                self.tr("{game} level").format(game=texts.game_name(CAREER_GAME)),
            ]
        )
        self.games_table.setHorizontalHeaderLabels(
            [
                self.tr("Game"),
                self.tr("Played"),
                self.tr("Won"),
                self.tr("Win rate"),
                self.tr("Total score"),
                self.tr("Best score"),
                self.tr("Last played"),
            ]
        )
        self.rename_button.setText(self.tr("Rename…"))
        self.delete_button.setText(self.tr("Delete…"))
        self.sky_button.setText(self.tr("Sky card statistics…"))
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        self.empty_label.setText(
            self.tr(
                "No player profiles yet. A profile starts when a named human player finishes a game; bots have none."
            )
        )
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
