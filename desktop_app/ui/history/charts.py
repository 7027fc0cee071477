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

__all__ = [
    "DOTS_UP_TO",
    "LINE_COLOURS",
    "Chart",
    "ChartGrid",
    "make_chart",
    "make_chart_grid",
    "rolling_mean",
    "save_png",
    "spaced_labels",
]

log = logging.getLogger(__name__)

#: A line has a dot per point up to this many points (beyond, the dots hide the line).
DOTS_UP_TO = 200

#: Line colours that read on a light and on a dark background alike.
LINE_COLOURS = ("#1e88e5", "#e53935", "#43a047", "#fb8c00", "#8e24aa", "#00acc1", "#c0ca33", "#6d4c41")


def _pg() -> Any:
    import pyqtgraph as pg

    return pg


def grouped_tick(value: float, spacing: float) -> str:
    """An axis tick's label in plain numbers: whole numbers with thousands separators
    (12,000, -1,500, 35,000,000: never 1e+07), others with the digits the spacing needs."""
    if spacing >= 1 or (float(value).is_integer() and abs(value) >= 1):
        return f"{round(value):,}"
    digits = next((d for d in range(7) if float(round(spacing * 10**d, 9)).is_integer()), 6) if spacing > 0 else 2
    return f"{value:,.{digits}f}"


def rolling_mean(values: Sequence[float], window: int) -> list[float]:
    """The mean of each value and the ``window - 1`` before it (fewer at the start);
    NaN values (gaps) are left out of the means."""
    out: list[float] = []
    kept: list[float] = []
    total = 0.0
    for v in values:
        kept.append(v)
        if not math.isnan(v):
            total += v
        if len(kept) > window:
            old = kept.pop(0)
            if not math.isnan(old):
                total -= old
        finite_n = sum(1 for k in kept if not math.isnan(k))
        out.append(total / finite_n if finite_n else math.nan)
    return out


def spaced_labels(values: Sequence[float], lo: float, hi: float, pixels: float, gap_px: float) -> list[bool]:
    """Which of ``values`` (ascending positions on an axis ``pixels`` long showing
    ``lo``..``hi``) may carry a label at least ``gap_px`` from the last labelled one
    (the last value, the goal, is labelled first so it is never dropped)."""
    if not values:
        return []
    span = (hi - lo) or 1.0
    gap = gap_px * span / max(1.0, pixels)
    keep = [False] * len(values)
    keep[-1] = True
    last = values[-1]
    for i in range(len(values) - 2, -1, -1):
        if last - values[i] >= gap:
            keep[i] = True
            last = values[i]
    return keep


def _grouped_axis(pg: Any, orientation: str) -> Any:
    """A pyqtgraph axis whose whole-number ticks have thousands separators."""

    class GroupedAxis(pg.AxisItem):  # type: ignore[misc,name-defined]
        def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
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

        self.plot = pg.PlotWidget(axisItems={"left": _grouped_axis(pg, "left"), "bottom": _grouped_axis(pg, "bottom")})
        self.plot.getPlotItem().setClipToView(True)  # long lines: only what is in view is drawn
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
        self.mark_labels: dict[str, Any] = {}  # a mark's name -> its label on the chart
        box = self.plot.getPlotItem().getViewBox()
        box.sigResized.connect(self._space_mark_labels)
        box.sigYRangeChanged.connect(self._space_mark_labels)
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
        self.mark_labels.clear()
        self.intervals.clear()

    def set_labels(self, left: str = "", bottom: str = "", title: str = "") -> None:
        self._labels = {"left": left, "bottom": bottom}
        self._title = title
        self._relabel()
        self._fit_left_axis()

    def _relabel(self) -> None:
        fg = self.colours()[1].name()
        for side, text in self._labels.items():
            self.plot.setLabel(side, text, color=fg)
        if self._title:
            self.plot.setTitle(self._title, color=fg)
        else:
            self.plot.setTitle(None)

    def line(
        self,
        name: str,
        ys: Sequence[float],
        xs: Sequence[float] | None = None,
        colour: int = 0,
        faint: bool = False,
    ) -> None:
        """A line, with a dot per point up to :data:`DOTS_UP_TO` points; NaN values break
        it (a new match). A ``faint`` line (raw points under their moving average) is
        thin and half transparent. Long lines are drawn downsampled (peaks kept)."""
        pg = _pg()
        xs = list(range(len(ys))) if xs is None else list(xs)
        colour_obj = QColor(LINE_COLOURS[colour % len(LINE_COLOURS)])
        if faint:
            colour_obj.setAlpha(90)
        pen = pg.mkPen(colour_obj, width=1 if faint or len(xs) > DOTS_UP_TO else 2)
        dots = {} if len(xs) > DOTS_UP_TO else {"symbol": "o", "symbolSize": 5, "symbolBrush": pen.color()}
        item = self.plot.plot(xs, list(ys), pen=pen, name=name, connect="finite", **dots)
        if len(xs) > DOTS_UP_TO:
            item.setDownsampling(auto=True, method="peak")
        item.setZValue(0 if faint else 1)
        self.series[name] = (xs, [float(y) for y in ys])
        self._fit_left_axis()
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
        self._legend_once(bars, name)
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
        self._legend_once(item, name)
        self.series[name] = (xs, [float(y) for y in ys])

    def _fit_left_axis(self) -> None:
        """Room on the left for the widest tick label the lines can get ("-6,000,000"),
        so that no tick is dropped or cut (small charts lost all but 0)."""
        from PySide6.QtGui import QFontMetrics

        values = [abs(y) for _xs, ys in self.series.values() for y in ys if not math.isnan(y)]
        if not values:
            return
        widest = f"-{round(max(values)):,}"
        axis = self.plot.getAxis("left")
        label = 24 if self._labels.get("left") else 0
        axis.setWidth(QFontMetrics(self.font()).horizontalAdvance(widest) + 16 + label)

    def set_compact(self) -> None:
        """A small multiple: no legend (its title names the one line)."""
        self.legend.setVisible(False)

    def interval_key(self, name: str) -> None:
        """A legend entry ``name`` for the error bars of :meth:`bars` (what they mean)."""
        pg = _pg()
        item = pg.PlotDataItem([], [], pen=pg.mkPen(self.colours()[1], width=1.5))
        self.plot.addItem(item)
        self._legend_once(item, name)

    def _legend_once(self, item: Any, name: str) -> None:
        """Put ``item`` in the legend unless the plot put it there already (pyqtgraph adds
        named data items itself: adding them again listed each series twice)."""
        if not any(sample.item is item for sample, _label in self.legend.items):
            self.legend.addItem(item, name)

    def legend_names(self) -> list[str]:
        """The legend's entries, in order (tests)."""
        return [label.text for _sample, label in self.legend.items]

    def mark(self, name: str, y: float, labelled: bool = True) -> None:
        """A dashed horizontal reference line at ``y`` (a level's threshold), named
        ``name`` on the chart when ``labelled``."""
        pg = _pg()
        fg = QColor(self.colours()[1])
        fg.setAlpha(120)
        line = pg.InfiniteLine(
            pos=y,
            angle=0,
            pen=pg.mkPen(fg, width=1, style=_dash()),
            label=name if labelled else None,
            labelOpts={"position": 0.02, "color": fg, "anchors": [(0, 1), (0, 1)]},
        )
        self.plot.addItem(line)
        self.marks[name] = float(y)
        if labelled:
            self.mark_labels[name] = line.label
            self._space_mark_labels()

    def _space_mark_labels(self, *_args: Any) -> None:
        """Show only the marks' labels that keep a line's height apart (the career's
        level names overlapped), the highest (the goal) first."""
        if not self.mark_labels:
            return
        from PySide6.QtGui import QFontMetrics

        box = self.plot.getPlotItem().getViewBox()
        lo, hi = box.viewRange()[1]
        names = sorted(self.mark_labels, key=lambda n: self.marks[n])
        tallest = max(label.sceneBoundingRect().height() for label in self.mark_labels.values())
        gap = max(tallest, QFontMetrics(self.font()).height() + 8) + 2
        keep = spaced_labels([self.marks[n] for n in names], lo, hi, self.plot_height(), gap)
        for name, shown in zip(names, keep, strict=True):
            self.mark_labels[name].setVisible(shown)

    def plot_height(self) -> float:
        """The height of the plotting area in pixels (its view box; the widget's before
        it is laid out)."""
        height = float(self.plot.getPlotItem().getViewBox().height())
        return height if height > 1 else float(max(self.plot.minimumHeight(), self.height()) - 60)

    def data_items(self) -> list[Any]:
        return list(self.plot.getPlotItem().listDataItems())


def make_chart_grid(parent: QWidget | None = None) -> ChartGrid | None:
    """A :class:`ChartGrid`, or None when pyqtgraph cannot be used."""
    try:
        _pg()
    except Exception:
        return None
    return ChartGrid(parent)


class ChartGrid(QWidget):
    """Small multiples: one :class:`Chart` per key (a game), two to a row, each with its
    own scale (天地人's millions beside 斗地主's hundreds would flatten the others)."""

    COLUMNS = 2

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from PySide6.QtWidgets import QGridLayout

        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.charts: dict[str, Chart] = {}

    def set_keys(self, keys: Sequence[str], min_height: int = 150) -> dict[str, Chart]:
        """One empty chart per key, in order; the charts by key."""
        for chart in self.charts.values():
            self.grid.removeWidget(chart)
            chart.deleteLater()
        self.charts = {}
        for i, key in enumerate(keys):
            chart = Chart(min_height, self)
            self.grid.addWidget(chart, i // self.COLUMNS, i % self.COLUMNS)
            chart.show()  # made after the grid was shown: not shown by itself
            self.charts[key] = chart
        return self.charts

    def clear(self) -> None:
        self.set_keys([])


def _dash() -> Any:
    from PySide6.QtCore import Qt

    return Qt.PenStyle.DashLine


def finite(values: Sequence[float]) -> list[float]:
    return [v for v in values if not math.isnan(v)]
