"""Charts of the History page (pyqtgraph): they take their colours from the widget's palette
(light or dark theme, changed live), their words from the caller's ``retranslate``, and
save themselves as PNG.

:class:`Chart` is a still plot (no mouse zoom, no buttons) whose lines, bars and marks
are kept as data (``series``) so tests can read back what is drawn. Without pyqtgraph
:func:`make_chart` gives None and the page goes without charts.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QWidget

__all__ = ["LINE_COLOURS", "Chart", "make_chart", "save_png"]

log = logging.getLogger(__name__)

#: Line colours that read on a light and on a dark background alike.
LINE_COLOURS = ("#1e88e5", "#e53935", "#43a047", "#fb8c00", "#8e24aa", "#00acc1", "#c0ca33", "#6d4c41")


def _pg() -> Any:
    import pyqtgraph as pg

    return pg


def grouped_tick(value: float, spacing: float) -> str:
    """An axis tick's label: whole numbers with thousands separators (12,000, -1,500),
    others as pyqtgraph would write them (a few significant digits)."""
    if spacing >= 1 and float(value).is_integer():
        return f"{int(value):,}"
    return f"{value:g}"


def _grouped_axis(pg: Any, orientation: str) -> Any:
    """A pyqtgraph axis whose whole-number ticks have thousands separators."""

    class GroupedAxis(pg.AxisItem):  # type: ignore[misc,name-defined]
        def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:  # noqa: N802
            return [grouped_tick(v * scale, spacing * scale) for v in values]

    return GroupedAxis(orientation=orientation)


def make_chart(min_height: int = 220, parent: QWidget | None = None) -> Chart | None:
    """A :class:`Chart`, or None when pyqtgraph cannot be used."""
    try:
        return Chart(min_height, parent)
    except Exception:
        log.info("pyqtgraph unavailable: the History page goes without charts", exc_info=True)
        return None


def save_png(widget: QWidget, path: str | Path) -> bool:
    """Save ``widget`` as it is drawn (at the screen's pixel ratio) as a PNG file."""
    path = Path(path)
    if path.suffix.lower() != ".png":
        path = path.with_name(path.name + ".png")
    return bool(widget.grab().save(str(path), "PNG"))


class Chart(QWidget):
    """A themed pyqtgraph plot with a legend. ``series`` holds what is drawn: name ->
    (xs, ys) for lines and bars, and ``marks`` the horizontal reference lines."""

    def __init__(self, min_height: int = 220, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        pg = _pg()
        from PySide6.QtWidgets import QVBoxLayout

        self.plot = pg.PlotWidget(axisItems={"left": _grouped_axis(pg, "left")})
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        self.plot.setMenuEnabled(False)
        self.plot.setMinimumHeight(min_height)
        self.legend = self.plot.addLegend(offset=(10, 10))
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.plot)
        self.series: dict[str, tuple[list[float], list[float]]] = {}
        self.marks: dict[str, float] = {}
        self.intervals: dict[str, list[tuple[float, float]]] = {}
        self._labels: dict[str, str] = {}
        self._title = ""
        self.apply_theme()

    # ------------------------------------------------------------------ theme
    def colours(self) -> tuple[QColor, QColor, QColor]:
        """(background, text, grid) from the palette."""
        pal = self.palette()
        bg = pal.color(QPalette.ColorRole.Base)
        fg = pal.color(QPalette.ColorRole.Text)
        grid = QColor(fg)
        grid.setAlpha(60)
        return bg, fg, grid

    @property
    def is_dark(self) -> bool:
        return self.colours()[0].lightness() < 128

    def apply_theme(self) -> None:
        bg, fg, _grid = self.colours()
        self.plot.setBackground(bg)
        for name in ("left", "bottom"):
            axis = self.plot.getAxis(name)
            axis.setPen(fg)
            axis.setTextPen(fg)
        self.plot.showGrid(x=False, y=True, alpha=0.25)
        self.legend.setLabelTextColor(fg)
        self._relabel()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            self.apply_theme()
        super().changeEvent(event)

    # ------------------------------------------------------------------ drawing
    def clear(self) -> None:
        self.plot.clear()
        self.legend.clear()
        self.series.clear()
        self.marks.clear()
        self.intervals.clear()

    def set_labels(self, left: str = "", bottom: str = "", title: str = "") -> None:
        self._labels = {"left": left, "bottom": bottom}
        self._title = title
        self._relabel()

    def _relabel(self) -> None:
        fg = self.colours()[1].name()
        for side, text in self._labels.items():
            self.plot.setLabel(side, text, color=fg)
        if self._title:
            self.plot.setTitle(self._title, color=fg)
        else:
            self.plot.setTitle(None)

    def line(self, name: str, ys: Sequence[float], xs: Sequence[float] | None = None, colour: int = 0) -> None:
        """A line with dots; NaN values break it (a new match)."""
        pg = _pg()
        xs = list(range(len(ys))) if xs is None else list(xs)
        pen = pg.mkPen(LINE_COLOURS[colour % len(LINE_COLOURS)], width=2)
        item = self.plot.plot(
            xs, list(ys), pen=pen, symbol="o", symbolSize=5, symbolBrush=pen.color(), name=name, connect="finite"
        )
        item.setZValue(1)
        self.series[name] = (xs, [float(y) for y in ys])
        if len(xs) <= 12:
            self.plot.getAxis("bottom").setTickSpacing(1, 1)  # whole games only
        else:
            self.plot.getAxis("bottom").setTickSpacing()

    def bars(
        self,
        name: str,
        heights: Sequence[float],
        labels: Sequence[str],
        colour: int = 0,
        intervals: Sequence[tuple[float, float]] | None = None,
        offset: float = 0.0,
        width: float = 0.6,
    ) -> None:
        """Bars at 0, 1, 2... (``offset`` shifts them), ticks named ``labels``, with an
        error bar per interval (low, high) when given."""
        pg = _pg()
        xs = [i + offset for i in range(len(heights))]
        colour_hex = LINE_COLOURS[colour % len(LINE_COLOURS)]
        bars = pg.BarGraphItem(x=xs, height=list(heights), width=width, brush=colour_hex, name=name)
        self.plot.addItem(bars)
        self.legend.addItem(bars, name)
        self.series[name] = (xs, [float(h) for h in heights])
        if intervals is not None:
            fg = self.colours()[1]
            lows = [h - lo for h, (lo, _hi) in zip(heights, intervals, strict=True)]
            highs = [hi - h for h, (_lo, hi) in zip(heights, intervals, strict=True)]
            import numpy as np  # ErrorBarItem does arithmetic on its arrays

            err = pg.ErrorBarItem(
                x=np.asarray(xs, dtype=float),
                y=np.asarray(heights, dtype=float),
                top=np.asarray(highs, dtype=float),
                bottom=np.asarray(lows, dtype=float),
                beam=width / 3,
                pen=pg.mkPen(fg, width=1.5),
            )
            self.plot.addItem(err)
            self.intervals[name] = list(intervals)
        self.plot.getAxis("bottom").setTicks([list(enumerate(labels))])

    def points(self, name: str, ys: Sequence[float], offset: float = 0.0, colour: int = 1) -> None:
        """Marks (diamonds) at 0, 1, 2... for reference values."""
        pg = _pg()
        xs = [i + offset for i in range(len(ys))]
        colour_hex = LINE_COLOURS[colour % len(LINE_COLOURS)]
        item = pg.ScatterPlotItem(x=xs, y=list(ys), symbol="d", size=12, brush=colour_hex, pen=None, name=name)
        item.setZValue(2)
        self.plot.addItem(item)
        self.legend.addItem(item, name)
        self.series[name] = (xs, [float(y) for y in ys])

    def mark(self, name: str, y: float) -> None:
        """A dashed horizontal reference line named ``name`` (a level's threshold)."""
        pg = _pg()
        fg = QColor(self.colours()[1])
        fg.setAlpha(120)
        line = pg.InfiniteLine(
            pos=y,
            angle=0,
            pen=pg.mkPen(fg, width=1, style=_dash()),
            label=name,
            labelOpts={"position": 0.02, "color": fg, "anchors": [(0, 1), (0, 1)]},
        )
        self.plot.addItem(line)
        self.marks[name] = float(y)

    def data_items(self) -> list[Any]:
        return list(self.plot.getPlotItem().listDataItems())


def _dash() -> Any:
    from PySide6.QtCore import Qt

    return Qt.PenStyle.DashLine


def finite(values: Sequence[float]) -> list[float]:
    return [v for v in values if not math.isnan(v)]
