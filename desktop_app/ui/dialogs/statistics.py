"""Exact 天牌 (sky card) probabilities of 天地人, per number of players: a table and a bar
chart (pyqtgraph), from ``engine.tiandiren.scoring.sky_statistics``."""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .. import texts

__all__ = ["StatisticsDialog", "make_chart"]

log = logging.getLogger(__name__)

PLAYER_COUNTS = range(2, 9)
_KINDS = ("mars_carrier", "ufo", "starlink")
_BAR_COLOURS = ("#c62828", "#1565c0", "#2e7d32", "#f9a825")


def _statistics(n: int) -> dict[str, Any]:
    from ...engine.tiandiren.scoring import sky_statistics

    return sky_statistics(n)


def make_chart(min_height: int) -> Any:
    """A still pyqtgraph plot on white (no mouse zoom, no buttons), or None when pyqtgraph
    cannot be used (the dialogs then go without their chart)."""
    try:
        import pyqtgraph as pg

        pg.setConfigOptions(antialias=True, background="w", foreground="#333")
        chart = pg.PlotWidget()
    except Exception:
        log.info("pyqtgraph unavailable: statistics without a chart", exc_info=True)
        return None
    chart.setMinimumHeight(min_height)
    chart.setMouseEnabled(x=False, y=False)
    chart.hideButtons()
    return chart


def _percent(x: float | None) -> str:
    return "—" if x is None else f"{100 * x:.3f} %"


class StatisticsDialog(QDialog):
    """The chance that a given player holds each 天牌 kind, any of them or two (双天牌), and
    that a game has a 天牌 winner, for 2 to 8 players (exact, from the engine)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumSize(720, 560)
        self.rows = {n: _statistics(n) for n in PLAYER_COUNTS}
        lay = QVBoxLayout(self)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        lay.addWidget(self.intro)
        self.table = QTableWidget(len(self.rows), 6)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self._contents: list[int] = []  # each column's width for its header and figures
        self.table.viewport().installEventFilter(self)
        for r, (_n, st) in enumerate(self.rows.items()):
            values = [*(st["kinds"][k] for k in _KINDS), st["any"], st["double"], st["game_any"]]
            for c, v in enumerate(values):
                item = QTableWidgetItem(_percent(v))
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, c, item)
        lay.addWidget(self.table)
        row = QHBoxLayout()
        self.players_label = QLabel()
        self.players_spin = QSpinBox()
        self.players_spin.setRange(min(PLAYER_COUNTS), max(PLAYER_COUNTS))
        self.players_spin.setValue(4)
        self.players_spin.valueChanged.connect(self._draw_chart)
        row.addWidget(self.players_label)
        row.addWidget(self.players_spin)
        row.addStretch(1)
        lay.addLayout(row)
        self.chart = make_chart(220)
        if self.chart is not None:
            lay.addWidget(self.chart, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.retranslate()

    def bar_values(self, n: int) -> list[float]:
        """The chart's bars for ``n`` players, in percent: each kind, then any 天牌."""
        st = self.rows[n]
        return [100 * st["kinds"][k] for k in _KINDS] + [100 * st["any"]]

    def _draw_chart(self) -> None:
        if self.chart is None:
            return
        import pyqtgraph as pg

        n = self.players_spin.value()
        self.chart.clear()
        values = self.bar_values(n)
        bars = pg.BarGraphItem(x=list(range(len(values))), height=values, width=0.6, brushes=list(_BAR_COLOURS))
        self.chart.addItem(bars)
        labels = [texts.sky_kind_name(k) for k in _KINDS] + [self.tr("Any sky cards")]
        self.chart.getAxis("bottom").setTicks([list(enumerate(labels))])
        self.chart.setLabel("left", self.tr("Chance for one player (%)"))
        self.chart.setTitle(self.tr("{n} players").format(n=n))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Sky card statistics"))
        self.intro.setText(
            self.tr(
                "Heaven, Earth & Man: the exact chance that a given player is dealt each kind of sky cards "
                "(天牌), any of them, two kinds at once (双天牌), and that a game has a sky-card winner."
            )
        )
        headers = [texts.sky_kind_name(k) for k in _KINDS] + [
            self.tr("Any sky cards"),
            self.tr("Two kinds"),
            self.tr("A winner in the game"),
        ]
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setVerticalHeaderLabels([self.tr("{n} players").format(n=n) for n in self.rows])
        self._fit_width()
        self.players_label.setText(self.tr("Chart for"))
        self.players_spin.setSuffix(self.tr(" players"))
        self._draw_chart()

    def _fit_width(self) -> None:
        """At least as wide as the table's columns in this language (every header whole)."""
        table = self.table
        table.resizeColumnsToContents()
        header = table.horizontalHeader()
        self._contents = [header.sectionSize(c) for c in range(table.columnCount())]
        scroll = table.verticalScrollBar().sizeHint().width()
        margins = self.layout().contentsMargins()
        need = table.verticalHeader().sizeHint().width() + sum(self._contents) + scroll + 2 * table.frameWidth() + 4
        self.setMinimumWidth(max(720, need + margins.left() + margins.right()))
        self._spread()

    def _spread(self) -> None:
        """The room the columns' contents leave, shared out between them."""
        if not self._contents:
            return
        header = self.table.horizontalHeader()
        room = self.table.viewport().width() - sum(self._contents)
        extra = max(0, room) // len(self._contents)
        for c, width in enumerate(self._contents):
            header.resizeSection(c, width + extra)

    def eventFilter(self, watched: Any, event: QEvent) -> bool:
        if watched is self.table.viewport() and event.type() == QEvent.Type.Resize:
            self._spread()  # the dialog resized, or a scroll bar came or went
        return False

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
