"""The score dialog after each game: each seat's result and score, the match totals, and
"Next game" (or "New match" once the match is over)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .. import texts
from ..explain import install_score_why

__all__ = ["ScoreDialog", "score_detail"]


_WORDS = {
    "times": QT_TRANSLATE_NOOP("ScoreDialog", "×{m}"),
    "bombs": QT_TRANSLATE_NOOP("ScoreDialog", "bombs: {n}"),
    "spring": QT_TRANSLATE_NOOP("ScoreDialog", "spring"),
    "anti_spring": QT_TRANSLATE_NOOP("ScoreDialog", "reverse spring"),
    "bid": QT_TRANSLATE_NOOP("ScoreDialog", "bid {bid}: dealer {d}, defenders {f}"),
    "kitty": QT_TRANSLATE_NOOP("ScoreDialog", "kitty {k}"),
    "red_five": QT_TRANSLATE_NOOP("ScoreDialog", "red-five penalty {p}"),
    "points": QT_TRANSLATE_NOOP("ScoreDialog", "points {own} : {other}"),
    "cards_left": QT_TRANSLATE_NOOP("ScoreDialog", "cards left: {n}"),
    "closed": QT_TRANSLATE_NOOP("ScoreDialog", "shut out"),
    "big_spring": QT_TRANSLATE_NOOP("ScoreDialog", "big spring"),
    "factor": QT_TRANSLATE_NOOP("ScoreDialog", "×{m} = {factors}"),
    "grabs": QT_TRANSLATE_NOOP("ScoreDialog", "grabs: {n} ×{f}"),
    "show": QT_TRANSLATE_NOOP("ScoreDialog", "cards shown ×{f}"),
    "bomb_factor": QT_TRANSLATE_NOOP("ScoreDialog", "bombs: {n} ×{f}"),
    "spring_factor": QT_TRANSLATE_NOOP("ScoreDialog", "spring ×2"),
    "anti_spring_factor": QT_TRANSLATE_NOOP("ScoreDialog", "reverse spring ×2"),
    "total": QT_TRANSLATE_NOOP("ScoreDialog", "total {own} : {other}"),
    "halves": QT_TRANSLATE_NOOP("ScoreDialog", "first half {a} : {b}, second half {c} : {d}"),
    "first_half": QT_TRANSLATE_NOOP("ScoreDialog", "first half {a} : {b}"),
    "double_clip": QT_TRANSLATE_NOOP("ScoreDialog", "double clip (双夹)"),
    "tie_break": QT_TRANSLATE_NOOP("ScoreDialog", "300 : 300, won by the first-half first out"),
    "escape": QT_TRANSLATE_NOOP("ScoreDialog", "a player escaped"),
}


def _t(key: str) -> str:
    return QCoreApplication.translate("ScoreDialog", _WORDS[key])


def score_detail(detail: Mapping[str, Any]) -> str:
    """How a seat's score came about, in words, from its ``SeatResult.detail`` (each game
    leaves its own keys there; an empty detail gives an empty string).

    The keys tell the games apart: 斗地主 has a ``multiplier``, 红五 ``dealer_points``,
    原子 the two sides' ``totals``, 生死堵 ``cards_left``.
    """
    parts: list[str] = []
    if "multiplier" in detail:  # 斗地主: the multiplier and every factor of it
        parts.append(_doudizhu_multiplier(detail))
    elif "dealer_points" in detail:  # 红五
        parts.append(
            _t("bid").format(bid=detail.get("bid", 0), d=detail["dealer_points"], f=detail.get("defender_points", 0))
        )
        if detail.get("kitty_awarded"):
            parts.append(_t("kitty").format(k=detail["kitty_awarded"]))
        if detail.get("red_five_penalty"):
            parts.append(_t("red_five").format(p=detail["red_five_penalty"]))
    elif "totals" in detail and "side" in detail:  # 原子
        parts.extend(_yuanzi_detail(detail))
    elif "kinds" in detail and "class" in detail:  # 天地人: a 天牌 win
        kinds = [str(k) for k in detail["kinds"]] if isinstance(detail["kinds"], list) else []
        parts.append(texts.sky_kinds_text(kinds))
        parts.append(texts.sky_class_name(str(detail["class"])))
        if detail.get("triple"):
            parts.append(_t("times").format(m=3))
    elif "cards_left" in detail:  # 生死堵
        parts.append(_t("cards_left").format(n=detail["cards_left"]))
        if detail.get("closed"):
            parts.append(_t("closed"))
        if detail.get("big_spring"):
            parts.append(_t("big_spring"))
        elif detail.get("spring"):
            parts.append(_t("spring"))
        if detail.get("bombs"):
            parts.append(_t("bombs").format(n=detail["bombs"]))
    return " · ".join(parts)


def _int(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _doudizhu_multiplier(detail: Mapping[str, Any]) -> str:
    """ "×32 = cards shown ×4 · bombs: 3 ×8": the multiplier and its factors (抢地主 ×2
    each, 明牌 ×4 before the deal or ×2 after the bottom cards, ×2 per bomb, 春天 ×2)."""
    m = detail["multiplier"]
    factors: list[str] = []
    grabs, show, bombs = _int(detail.get("grabs")), _int(detail.get("show_factor")), _int(detail.get("bombs"))
    if grabs:
        factors.append(_t("grabs").format(n=grabs, f=2**grabs))
    if show > 1:
        factors.append(_t("show").format(f=show))
    if bombs:
        factors.append(_t("bomb_factor").format(n=bombs, f=2**bombs))
    if detail.get("spring") == "spring":
        factors.append(_t("spring_factor"))
    elif detail.get("spring"):
        factors.append(_t("anti_spring_factor"))
    if not factors:
        return _t("times").format(m=m)
    return _t("factor").format(m=m, factors=" · ".join(factors))


def _yuanzi_detail(detail: Mapping[str, Any]) -> list[str]:
    """The sides' points from this seat's side (each half, then the total), and how the
    game was decided (双夹, the 300 : 300 tie-break, an escape)."""
    parts: list[str] = []
    totals = list(detail["totals"])
    side = _int(detail["side"])
    if not (0 <= side < len(totals) == 2):
        return parts
    other = 1 - side
    halves = [list(h) for h in detail.get("halves", ()) if isinstance(h, (list, tuple)) and len(h) == 2]
    if len(halves) == 2:
        parts.append(_t("halves").format(a=halves[0][side], b=halves[0][other], c=halves[1][side], d=halves[1][other]))
    elif len(halves) == 1 and detail.get("kind") != "double_clip":
        parts.append(_t("first_half").format(a=halves[0][side], b=halves[0][other]))
    parts.append(_t("total" if len(halves) == 2 else "points").format(own=totals[side], other=totals[other]))
    kind = detail.get("kind")
    if kind in ("double_clip", "tie_break", "escape"):
        parts.append(_t(str(kind)))
    return parts


#: the narrowest the score dialog is (wider when its columns need it)
MIN_WIDTH = 520


class ScoreDialog(QDialog):
    next_game_requested = Signal()
    new_match_requested = Signal()

    #: A LAN game: "Next game" says ready and the dialog stays open (with a note of whom
    #: the next game waits for, :meth:`set_note`) until the next game starts.
    stay_open_on_next = False

    def __init__(
        self,
        outcome: Any,
        name_of: Callable[[int], str],
        totals: Sequence[int] | None = None,
        games_played: int = 1,
        match_length: int = 1,
        parent: QWidget | None = None,
        game_id: str = "",
        options: Any = None,
    ) -> None:
        super().__init__(parent)
        self.outcome = outcome
        self.name_of = name_of
        self.totals = list(totals) if totals is not None else None
        self.games_played = games_played
        self.match_length = match_length
        self.match_over = games_played >= match_length
        self.setMinimumWidth(MIN_WIDTH)
        lay = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setStyleSheet("font-size: 18px; font-weight: bold;")
        lay.addWidget(self.heading)
        self.table = QTableWidget(0, 5)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        lay.addWidget(self.table)
        self.note_label = QLabel()
        self.note_label.setWordWrap(True)
        self.note_label.hide()
        lay.addWidget(self.note_label)
        self.deal_label = QLabel()  # a LAN game: was the deal verified (set_deal_line)
        self.deal_label.setObjectName("DealLine")
        self.deal_label.setWordWrap(True)
        self.deal_label.hide()
        lay.addWidget(self.deal_label)
        self.extra_layout = QVBoxLayout()  # what a LAN room adds (its chat): add_extra
        lay.addLayout(self.extra_layout)
        row = QHBoxLayout()
        row.addStretch(1)
        self.close_button = QPushButton()
        self.next_button = QPushButton()
        self.next_button.setDefault(True)
        row.addWidget(self.close_button)
        row.addWidget(self.next_button)
        lay.addLayout(row)
        self.close_button.clicked.connect(self.reject)
        self.next_button.clicked.connect(self._next)
        self.why_button = install_score_why(self, game_id, options)  # Why? for the score lines (#26)
        self.retranslate()

    def _next(self) -> None:
        if self.match_over:
            self.new_match_requested.emit()
        else:
            self.next_game_requested.emit()
            if self.stay_open_on_next:
                self.next_button.setEnabled(False)
                return
        self.accept()

    def set_note(self, text: str) -> None:
        """A line under the scores (a LAN game: whom the next game waits for)."""
        self.note_label.setText(text)
        self.note_label.setVisible(bool(text))

    def set_deal_line(self, text: str, ok: bool | None) -> None:
        """A LAN game's fair-deal check under the scores: ``ok`` True (verified, in green),
        False (a failed check: a warning in red) or None (nothing to check, in grey)."""
        colour = {True: "#2e7d32", False: "#c62828", None: "#616161"}[ok]
        mark = {True: "✓ ", False: "⚠ ", None: ""}[ok]
        weight = "bold" if ok is not None else "normal"
        self.deal_label.setStyleSheet(f"color: {colour}; font-weight: {weight};")
        self.deal_label.setText(mark + text if text else "")
        self.deal_label.setVisible(bool(text))

    def add_extra(self, widget: QWidget) -> None:
        """Put ``widget`` under the scores (a LAN room's chat between games)."""
        self.extra_layout.addWidget(widget)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Scores"))
        if self.match_over and self.match_length > 1:
            self.heading.setText(self.tr("The match is over."))
        elif self.match_length > 1:
            self.heading.setText(self.tr("Game {n} of {m} is over.").format(n=self.games_played, m=self.match_length))
        else:
            self.heading.setText(self.tr("The game is over."))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Player"), self.tr("Result"), self.tr("Score"), self.tr("Match total"), self.tr("How")]
        )
        results = list(getattr(self.outcome, "results", ()))
        self.table.setRowCount(len(results))
        for i, r in enumerate(results):
            seat = getattr(r, "seat", i)
            score = int(getattr(r, "score", 0))
            cells = [
                self.name_of(seat),
                texts.result_name(str(getattr(r, "result", ""))),
                texts.grouped(score, signed=True),
                texts.grouped(self.totals[seat], signed=True)
                if self.totals is not None and seat < len(self.totals)
                else "",
                score_detail(getattr(r, "detail", {}) or {}),
            ]
            for j, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if j in (2, 3):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if j == 4 and text:
                    item.setToolTip(text)
                if j == 2 and score > 0:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(i, j, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.table.setColumnHidden(4, not any(self.table.item(i, 4).text() for i in range(len(results))))
        self.table.setColumnHidden(3, self.totals is None)
        self._fit_width()
        self.close_button.setText(self.tr("Close"))
        self.next_button.setText(self.tr("New match…") if self.match_over else self.tr("Next game"))

    def _fit_width(self) -> None:
        """The table asks for the width of every column's text, within the screen (a long
        "How" was cut): the dialog is laid out round it when it shows, whatever it holds."""
        table = self.table
        table.resizeColumnsToContents()
        header = table.horizontalHeader()
        wanted = sum(header.sectionSize(c) for c in range(table.columnCount()) if not table.isColumnHidden(c))
        wanted += 2 * table.frameWidth() + table.verticalScrollBar().sizeHint().width()
        screen = self.screen() or QGuiApplication.primaryScreen()
        limit = int(screen.availableGeometry().width() * 0.85) if screen is not None else wanted
        table.setMinimumWidth(min(wanted, limit))
        margins = self.layout().contentsMargins()
        self.setMinimumWidth(max(MIN_WIDTH, table.minimumWidth() + margins.left() + margins.right()))
        self._fit_height(screen)

    def _fit_height(self, screen: Any) -> None:
        """Every seat's row in view (8 players showed 6), within the screen."""
        table = self.table
        rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
        wanted = rows + table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
        wanted += table.horizontalScrollBar().sizeHint().height()  # room for it if the columns do not fit
        limit = int(screen.availableGeometry().height() * 0.6) if screen is not None else wanted
        table.setMinimumHeight(min(wanted, limit))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
