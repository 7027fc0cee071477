"""Statistics from the history (the History page's second tab), each a table and a chart:

* **A player and a game**: games played, wins, win rate, total and best score per game,
  and the running score over the player's games;
* **斗地主 coins**: a player's coins after each game (a new match starts a new line);
* **红五 career**: a profile's career points after each counted 红五 game, with the levels'
  thresholds (from the profiles: they count every game, including those from before the
  history and those since deleted from it);
* **a match's running totals**, seat by seat;
* **天牌 deals**: for each player count, how often each 天牌 kind was dealt to a hand,
  with its 95 % Wilson interval, beside the exact probability from the engine: a kind
  whose exact chance lies outside the interval looks unusual (with many kinds and
  player counts, one in twenty will, by chance). The hands of one deal are not quite
  independent; the interval treats them as if they were.
"""

from __future__ import annotations

import itertools
import logging
import math
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine import GAME_IDS
from ...engine.hongwu.levels import LEVELS, level_for, progress
from ...store.history import HistoryError, HistoryStore, wilson_interval
from .. import texts
from ..dispute import void_marked
from ..labels import display_name
from ..widgets.file_dates import use_local_dates
from .charts import DOTS_UP_TO, make_chart, make_chart_grid, rolling_mean, save_png
from .model import local_time
from .summary_view import SummaryPanel

__all__ = ["VIEWS", "StatisticsPanel", "sky_rows"]

log = logging.getLogger(__name__)

VIEWS = ("player", "summary", "coins", "career", "match", "sky")
SKY_KINDS = ("mars_carrier", "ufo", "starlink")
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def _percent(x: float | None, digits: int = 1) -> str:
    return "—" if x is None else f"{100 * x:.{digits}f} %"


def sky_rows(observed: dict[int, dict[str, int]]) -> list[dict[str, Any]]:
    """One row per player count and 天牌 kind: hands, hands dealt the kind, the observed
    frequency, its 95 % Wilson interval, the exact probability and whether the exact
    probability lies inside the interval."""
    from ...engine.tiandiren.scoring import sky_probability

    out = []
    for n in sorted(observed):
        figures = observed[n]
        hands = figures["hands"]
        for kind in SKY_KINDS:
            seen = figures[kind]
            lo, hi = wilson_interval(seen, hands)
            exact = float(sky_probability(n, kind))
            out.append(
                {
                    "players": n,
                    "games": figures["games"],
                    "kind": kind,
                    "hands": hands,
                    "seen": seen,
                    "observed": seen / hands if hands else None,
                    "low": lo,
                    "high": hi,
                    "exact": exact,
                    "inside": lo <= exact <= hi,
                }
            )
    return out


class StatisticsPanel(QWidget):
    """``store``: the history; ``profiles``: the app's ``ProfileStore`` (the career view);
    ``dialog_hook(dialog)`` opens the PNG file dialog (the page's)."""

    def __init__(
        self,
        store: HistoryStore,
        profiles: Any = None,
        parent: QWidget | None = None,
        dialog_hook: Callable[[QWidget], None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("HistoryStatistics")
        self.store = store
        self.profiles = profiles
        self.dialog_hook = dialog_hook
        lay = QVBoxLayout(self)
        row = QHBoxLayout()
        self.view_label = QLabel()
        self.view_combo = QComboBox()
        self.player_combo = QComboBox()
        self.game_combo = QComboBox()
        self.profile_combo = QComboBox()
        self.match_combo = QComboBox()
        self.count_combo = QComboBox()
        self.png_button = QPushButton()
        self.png_button.clicked.connect(self.ask_png)
        row.addWidget(self.view_label)
        row.addWidget(self.view_combo)
        for w in (self.player_combo, self.game_combo, self.profile_combo, self.match_combo, self.count_combo):
            w.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            row.addWidget(w)
            w.activated.connect(lambda _i: self.draw())
        row.addStretch(1)
        row.addWidget(self.png_button)
        lay.addLayout(row)
        self.note = QLabel()
        self.note.setWordWrap(True)
        lay.addWidget(self.note)
        self.table = QTableWidget(0, 0)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        lay.addWidget(self.table, 1)
        self.chart = make_chart(240)
        if self.chart is not None:
            lay.addWidget(self.chart, 2)
        self.grid = make_chart_grid()  # all games: one small chart per game, each its own scale
        if self.grid is not None:
            lay.addWidget(self.grid, 2)
            self.grid.hide()
        self.summary = SummaryPanel(store)  # a player's summaries: sortable tables
        self.summary.hide()
        lay.addWidget(self.summary, 3)
        self.caption = QLabel()  # what the chart's marks mean (the 天牌 chart's bars)
        self.caption.setWordWrap(True)
        self.caption.hide()
        lay.addWidget(self.caption)
        self.view_combo.activated.connect(lambda _i: self._view_changed())
        self._set_texts()
        self._fill_views()
        self._dirty = True  # read when first shown

    def mark_dirty(self) -> None:
        """The history changed: read it again when shown (now, if it is)."""
        if self.isVisible():
            self.refresh()
        else:
            self._dirty = True

    def showEvent(self, event: Any) -> None:
        if self._dirty:
            self.refresh()
        super().showEvent(event)

    # ------------------------------------------------------------------ choices
    @property
    def view(self) -> str:
        return str(self.view_combo.currentData() or "player")

    def show_view(self, view: str, **choices: Any) -> None:
        """Switch to ``view`` (see :data:`VIEWS`) with ``player``, ``game_id``,
        ``profile``, ``match_id`` or ``players`` chosen (as the player would)."""
        if self._dirty:
            self.refresh()
        self.view_combo.setCurrentIndex(max(0, self.view_combo.findData(view)))
        self._view_changed(draw=False)
        combos = {
            "player": self.player_combo,
            "game_id": self.game_combo,
            "profile": self.profile_combo,
            "match_id": self.match_combo,
            "players": self.count_combo,
        }
        for key, value in choices.items():
            combo = combos[key]
            i = combo.findData(value)
            if i < 0 and key == "player":
                i = next(
                    (j for j in range(combo.count()) if str(combo.itemData(j)).casefold() == str(value).casefold()), -1
                )
            combo.setCurrentIndex(max(0, i))
        self.draw()

    def show_match(self, match_id: str) -> None:
        """The running totals of a match, however old (the list holds the latest 500)."""
        if self._dirty:
            self.refresh()
        if self.match_combo.findData(match_id) < 0:
            try:
                older = self._older_match([], match_id)
            except HistoryError as e:
                log.warning("the history cannot be read: %s", e)
                older = []
            for mid, gid, n, last, _length in older:
                self.match_combo.addItem(self._match_text(gid, last, n), mid)
        self.show_view("match", match_id=match_id)

    def _older_match(self, listed: list[Any], match_id: Any) -> list[Any]:
        """``match_id``'s match if it is one and not among ``listed`` (older than those)."""
        if not isinstance(match_id, str) or any(m[0] == match_id for m in listed):
            return []
        found = self.store.match(match_id)
        return [found] if found is not None else []

    def _match_text(self, game_id: str, last: int, n: int) -> str:
        return self.tr("{game}, {when} ({n} games here)").format(
            game=texts.game_name(game_id), when=local_time(last), n=n
        )

    def _fill_views(self) -> None:
        current = self.view_combo.currentData()
        self.view_combo.clear()
        names = {
            "player": self.tr("A player and a game"),
            "summary": self.tr("A player's summary"),
            "coins": self.tr("{game}: coins").format(game=texts.game_name("doudizhu")),
            "career": self.tr("{game}: career").format(game=texts.game_name("hongwu")),
            "match": self.tr("A match's running totals"),
            "sky": self.tr("{game}: sky cards dealt").format(game=texts.game_name("tiandiren")),
        }
        for v in VIEWS:
            self.view_combo.addItem(names[v], v)
        self.view_combo.setCurrentIndex(max(0, self.view_combo.findData(current or "player")))

    def refresh(self) -> None:
        """Read the names, profiles and matches again; draw the current view."""
        self._dirty = False
        try:
            names = self.store.player_names()
            matches = self.store.matches()
            matches += self._older_match(matches, self.match_combo.currentData())
            counts = sorted(self.store.sky_observations())
        except HistoryError as e:
            log.warning("the history cannot be read: %s", e)
            names, matches, counts = [], [], []
        players: dict[str, str] = {}  # 兰 and 蘭 both stored: one entry (its figures count both)
        for n in names:
            players.setdefault(display_name(n), n)
        self._refill(self.player_combo, [(text, n) for text, n in players.items()], self.tr("Choose a player"))
        profile_names = list(self.profiles.names()) if self.profiles is not None else []
        self._refill(self.profile_combo, [(n, n) for n in profile_names], self.tr("Choose a player"))
        self._refill(
            self.game_combo, [(texts.game_name(g), g) for g in GAME_IDS], self.tr("All games"), keep_first=True
        )
        self._refill(
            self.match_combo,
            [(self._match_text(gid, last, n), mid) for mid, gid, n, last, _length in matches],
            self.tr("Choose a match"),
        )
        self._refill(self.count_combo, [(self.tr("{n} players").format(n=n), n) for n in counts], self.tr("All"))
        self._view_changed()

    def _refill(self, combo: QComboBox, items: list[tuple[str, Any]], first: str, keep_first: bool = True) -> None:
        current = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        combo.addItem(first, None)
        for text, data in items:
            combo.addItem(text, data)
        i = combo.findData(current) if current is not None else 0
        if i < 0 and len(items) == 1 and not keep_first:
            i = 1
        combo.setCurrentIndex(max(0, i))
        combo.blockSignals(False)

    def _view_changed(self, draw: bool = True) -> None:
        v = self.view
        self.player_combo.setVisible(v in ("player", "summary", "coins", "sky"))
        self.game_combo.setVisible(v == "player")
        self.profile_combo.setVisible(v == "career")
        self.match_combo.setVisible(v == "match")
        self.count_combo.setVisible(v == "sky")
        if v == "sky":
            self.player_combo.setItemText(0, self.tr("Every hand"))
        else:
            self.player_combo.setItemText(0, self.tr("Choose a player"))
        if draw:
            self.draw()

    # ------------------------------------------------------------------ drawing
    def draw(self) -> None:
        self.summary.hide()
        self.table.show()
        if self.chart is not None:
            self.chart.clear()
            self.chart.show()
        if self.grid is not None:
            self.grid.clear()
            self.grid.hide()
        self.caption.hide()
        self._set_table([], [])
        self.note.setText("")
        try:
            {
                "player": self._draw_player,
                "summary": self._draw_summary,
                "coins": self._draw_coins,
                "career": self._draw_career,
                "match": self._draw_match,
                "sky": self._draw_sky,
            }[self.view]()
        except HistoryError as e:
            self.note.setText(self.tr("The history cannot be read: {reason}").format(reason=str(e)))

    def _set_table(self, headers: list[str], rows: list[list[str]], right_from: int = 1) -> None:
        t = self.table
        t.clear()
        t.setColumnCount(len(headers))
        t.setRowCount(len(rows))
        t.setHorizontalHeaderLabels(headers)
        for r, values in enumerate(rows):
            for c, text in enumerate(values):
                item = QTableWidgetItem(text)
                if c >= right_from:
                    item.setTextAlignment(_RIGHT)
                t.setItem(r, c, item)
        self._fit_table_height()

    def _fit_table_height(self) -> None:
        """The table as tall as its rows (within a third of the panel), the rest for the chart."""
        t = self.table
        rows = sum(t.rowHeight(r) for r in range(t.rowCount()))
        wanted = rows + t.horizontalHeader().sizeHint().height() + 2 * t.frameWidth() + 4
        t.setMaximumHeight(max(60, min(wanted, max(160, self.height() // 3))))

    def table_rows(self) -> list[list[str]]:
        """The table as text (tests)."""
        t = self.table

        def text(r: int, c: int) -> str:
            item = t.item(r, c)
            return "" if item is None else item.text()

        return [[text(r, c) for c in range(t.columnCount())] for r in range(t.rowCount())]

    def _draw_player(self) -> None:
        name = self.player_combo.currentData()
        if not name:
            self.note.setText(self.tr("Choose a player to see their games, wins and scores."))
            return
        summary = self.store.player_summary(name)
        games = [g for g in GAME_IDS if g in summary] + sorted(g for g in summary if g not in GAME_IDS)
        rows = []
        for gid in games:
            s = summary[gid]
            rows.append(
                [
                    texts.game_title(gid),
                    texts.grouped(s["played"]),
                    texts.grouped(s["wins"]),
                    _percent(s["win_rate"], 0),
                    texts.grouped(s["total"]),
                    texts.grouped(s["best"]),
                    local_time(s["last"]),
                ]
            )
        self._set_table(
            [
                self.tr("Game"),
                self.tr("Played"),
                self.tr("Won"),
                self.tr("Win rate"),
                self.tr("Total score"),
                self.tr("Best score"),
                self.tr("Last played"),
            ],
            rows,
        )
        if not games:
            self.note.setText(self.tr("No games of {name} in the history.").format(name=display_name(name)))
            return
        chosen = self.game_combo.currentData()
        if self.chart is None:
            return
        shown = games if chosen is None else [chosen]
        curves = {gid: self._running_score(name, gid) for gid in shown}
        curves = {gid: c for gid, c in curves.items() if len(c) > 1}
        title = self.tr("{name}: score trend").format(name=display_name(name))
        if len(curves) > 1 and self.grid is not None:  # small multiples: each game its own scale
            self.chart.hide()
            self.grid.show()
            self.caption.setText(
                self.tr("{title}: the running score of each game, on its own scale.").format(title=title)
            )
            self.caption.show()
            for gid, chart in self.grid.set_keys(list(curves)).items():
                chart.set_compact()
                chart.line(texts.game_name(gid), curves[gid], colour=GAME_IDS.index(gid) if gid in GAME_IDS else 0)
                chart.set_labels("", "", texts.game_name(gid))
            return
        for i, (gid, curve) in enumerate(curves.items()):
            self.chart.line(texts.game_name(gid), curve, colour=GAME_IDS.index(gid) if gid in GAME_IDS else i)
        self.chart.set_labels(self.tr("Running score"), self.tr("Games, oldest to newest"), title)

    def _running_score(self, name: str, game_id: str) -> list[float]:
        """The player's score summed game after game in ``game_id`` (0 before the first)."""
        curve = [0.0]
        for _t, score, _won in self.store.score_trend(name, game_id):
            curve.append(curve[-1] + score)
        return curve

    def _draw_summary(self) -> None:
        """A player's summaries in sortable tables, in place of the table and the chart."""
        name = self.player_combo.currentData()
        self.table.hide()
        if self.chart is not None:
            self.chart.hide()
        self.summary.show()
        self.summary.show_player(name)
        if not name:
            self.note.setText(self.tr("Choose a player to see their summaries."))

    def _draw_coins(self) -> None:
        name = self.player_combo.currentData()
        if not name:
            self.note.setText(self.tr("Choose a player to see their coins after each game."))
            return
        history = self.store.coin_history(name)
        if not history:
            self.note.setText(self.tr("No games of {game} for {name} in the history.").format(
                game=texts.game_name("doudizhu"), name=display_name(name)))  # fmt: skip
            return
        xs: list[float] = []  # the game's count: a new match breaks the line between two games
        ys: list[float] = []
        matches = 0
        previous: str | None = None
        for count, (_t, after, match_id, number) in enumerate(history, start=1):
            if match_id is None or match_id != previous or number == 1:
                matches += 1
                if ys:
                    xs.append(count - 0.5)
                    ys.append(math.nan)  # a new match starts a new line
            xs.append(count)
            ys.append(after)
            previous = match_id
        coins = [c for _t, c, _m, _n in history]
        self._set_table(
            [self.tr("Games"), self.tr("Matches"), self.tr("Coins now"), self.tr("Most"), self.tr("Fewest")],
            [[texts.grouped(n) for n in (len(history), matches, coins[-1], max(coins), min(coins))]],
            right_from=0,
        )
        if self.chart is None:
            return
        bottom = self.tr("Games, oldest to newest (a gap: a new match)")
        if len(history) > DOTS_UP_TO:  # hundreds of games: a faint raw line under its moving average
            window = max(10, len(history) // 50)
            counts = list(range(1, len(coins) + 1))
            self.chart.line(texts.game_name("doudizhu"), [float(c) for c in coins], counts, colour=1, faint=True)
            self.chart.line(
                self.tr("Average of the last {n} games").format(n=texts.grouped(window)),
                rolling_mean([float(c) for c in coins], window),
                counts,
                colour=0,
            )
            bottom = self.tr("Games, oldest to newest")
        else:
            self.chart.line(texts.game_name("doudizhu"), ys, xs, colour=1)
        self.chart.set_labels(
            self.tr("Coins after the game"), bottom, self.tr("{name}: coins").format(name=display_name(name))
        )

    def _draw_career(self) -> None:
        name = self.profile_combo.currentData()
        if not name or self.profiles is None:
            self.note.setText(self.tr("Choose a player with a profile to see their career."))
            return
        start, entries = self.profiles.results(name, "hongwu")
        curve = [start]
        for e in entries:
            curve.append(curve[-1] + e.score)
        points = curve[-1]
        level = level_for(points)
        _number, _start, next_points = progress(points)
        nxt = LEVELS[level.number] if next_points is not None else None
        self._set_table(
            [self.tr("Title"), self.tr("Points"), self.tr("Games counted"), self.tr("Next title")],
            [
                [
                    texts.career_title(level),
                    texts.grouped(points),
                    texts.grouped(len(entries)),
                    "—"
                    if nxt is None
                    else self.tr("{title} at {points}").format(
                        title=texts.career_title(nxt), points=texts.grouped(next_points)
                    ),
                ]
            ],
        )
        if start:
            self.note.setText(
                self.tr(
                    "The line starts at {points}: the points of games counted before their scores were kept."
                ).format(points=start)
            )
        if self.chart is not None:
            self.chart.line(self.tr("Career points"), curve, colour=1)
            lo, hi = min(curve), max(curve)
            for below, lv in itertools.pairwise(LEVELS):  # lv begins where ``below`` ends
                start = below.upgrade_points
                if lo <= start <= hi or start == next_points:
                    self.chart.mark(texts.career_title(lv), start)
            self.chart.set_labels(
                self.tr("Points"),
                self.tr("{game} games, oldest to newest").format(game=texts.game_name("hongwu")),
                self.tr("{name}: {game} career").format(name=display_name(name), game=texts.game_name("hongwu")),
            )

    def _draw_match(self) -> None:
        match_id = self.match_combo.currentData()
        if not match_id:
            self.note.setText(self.tr("Choose a match (or a game of a match on the Games tab, then Match totals)."))
            return
        names, runs = self.store.match_totals(match_id)
        voided = {g.match_game for g in self.store.match_games(match_id) if g.is_void}  # marked, adding nothing
        labels: list[str] = []
        for i, n in enumerate(names):
            seat_name = self.tr("Seat {n}").format(n=i + 1)
            label = display_name(n) if n else seat_name
            labels.append(f"{label} ({seat_name})" if label in labels else label)  # a name seated twice
        self._set_table(
            [self.tr("Game"), *labels],
            [
                [
                    void_marked(self.tr("Game {n}").format(n="?" if n is None else n), n in voided),
                    *map(texts.grouped, totals),
                ]
                for n, totals in runs
            ],
        )
        if self.chart is not None:
            for seat, label in enumerate(labels):
                self.chart.line(label, [0, *(t[seat] for _n, t in runs)], [0, *range(1, len(runs) + 1)], colour=seat)
            self.chart.set_labels(self.tr("Match total"), self.tr("Games of the match"), self.tr("Running totals"))

    def _draw_sky(self) -> None:
        name = self.player_combo.currentData()
        rows = sky_rows(self.store.sky_observations(name))
        if not rows:
            self.note.setText(self.tr("No {game} games in the history yet.").format(game=texts.game_name("tiandiren")))
            return
        self.note.setText(
            self.tr(
                "How often each kind of sky cards was dealt to a hand, with the 95 % interval where the true chance "
                "lies, beside the exact chance. An exact chance outside the interval looks unusual; among many rows, "
                "about one in twenty will be by chance alone."
            )
        )
        table = []
        for r in rows:
            table.append(
                [
                    self.tr("{n} players").format(n=r["players"]),
                    texts.sky_kind_name(r["kind"]),
                    texts.grouped(r["hands"]),
                    texts.grouped(r["seen"]),
                    _percent(r["observed"], 2),
                    f"{_percent(r['low'], 2)} – {_percent(r['high'], 2)}",
                    _percent(r["exact"], 2),
                    self.tr("as expected") if r["inside"] else self.tr("unusual"),
                ]
            )
        self._set_table(
            [
                self.tr("Table"),
                self.tr("Sky cards"),
                self.tr("Hands"),
                self.tr("Dealt"),
                self.tr("Observed"),
                self.tr("95 % interval"),
                self.tr("Exact"),
                self.tr("Verdict"),
            ],
            table,
            right_from=2,
        )
        if self.chart is None:
            return
        counts = sorted({r["players"] for r in rows})
        n = self.count_combo.currentData() or (4 if 4 in counts else counts[-1])
        chosen = [r for r in rows if r["players"] == n]
        kinds = [texts.sky_kind_name(r["kind"]) for r in chosen]
        self.chart.bars(
            self.tr("Observed"),
            [100 * (r["observed"] or 0) for r in chosen],
            kinds,
            colour=0,
            intervals=[(100 * r["low"], 100 * r["high"]) for r in chosen],
        )
        self.chart.points(self.tr("Exact"), [100 * r["exact"] for r in chosen], colour=1)
        self.chart.interval_key(self.tr("95 % interval (Wilson)"))
        self.caption.setText(
            self.tr(
                "Bars: the share of hands dealt each kind in the history. Whiskers: its 95 % Wilson interval, where "
                "the true chance lies 19 times in 20. Diamonds: the exact chance."
            )
        )
        self.caption.show()
        self.chart.set_labels(
            self.tr("Hands dealt it (%)"),
            "",
            self.tr("{n} players: {hands} hands").format(n=n, hands=texts.grouped(chosen[0]["hands"])),
        )

    # ------------------------------------------------------------------ PNG
    def ask_png(self) -> None:
        if self.chart is None:
            return
        dlg = use_local_dates(QFileDialog(self, self.tr("Save the chart as PNG")))
        dlg.setObjectName("ChartPng")
        dlg.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dlg.setNameFilter(self.tr("PNG images (*.png)"))
        dlg.setDefaultSuffix("png")
        dlg.fileSelected.connect(self.save_png)
        if self.dialog_hook is not None:
            self.dialog_hook(dlg)
        else:
            dlg.open()

    def save_png(self, path: str | Path) -> bool:
        """Save the chart shown (the small multiples when they are) as PNG."""
        if self.grid is not None and not self.grid.isHidden():
            return save_png(self.grid, path)
        return self.chart is not None and save_png(self.chart, path)

    # ------------------------------------------------------------------ language
    def _set_texts(self) -> None:
        """The fixed words (at construction and on a language change)."""
        self.view_label.setText(self.tr("Show"))
        self.png_button.setText(self.tr("Save chart as PNG…"))

    def retranslate(self) -> None:
        self._set_texts()
        self._fill_views()
        self.mark_dirty()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
