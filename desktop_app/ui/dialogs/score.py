"""The score dialog after each game: each seat's result and score, the match totals, and
"Next game" (or "New match" once the match is over)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .. import texts

__all__ = ["ScoreDialog"]


class ScoreDialog(QDialog):
    next_game_requested = Signal()
    new_match_requested = Signal()

    def __init__(
        self,
        outcome: Any,
        name_of: Callable[[int], str],
        totals: Sequence[int] | None = None,
        games_played: int = 1,
        match_length: int = 1,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.outcome = outcome
        self.name_of = name_of
        self.totals = list(totals) if totals is not None else None
        self.games_played = games_played
        self.match_length = match_length
        self.match_over = games_played >= match_length
        self.setMinimumWidth(520)
        lay = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setStyleSheet("font-size: 18px; font-weight: bold;")
        lay.addWidget(self.heading)
        self.table = QTableWidget(0, 4)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        lay.addWidget(self.table)
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
        self.retranslate()

    def _next(self) -> None:
        if self.match_over:
            self.new_match_requested.emit()
        else:
            self.next_game_requested.emit()
        self.accept()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Scores"))
        if self.match_over and self.match_length > 1:
            self.heading.setText(self.tr("The match is over."))
        elif self.match_length > 1:
            self.heading.setText(self.tr("Game {n} of {m} is over.").format(n=self.games_played, m=self.match_length))
        else:
            self.heading.setText(self.tr("The game is over."))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Player"), self.tr("Result"), self.tr("Score"), self.tr("Match total")]
        )
        results = list(getattr(self.outcome, "results", ()))
        self.table.setRowCount(len(results))
        for i, r in enumerate(results):
            seat = getattr(r, "seat", i)
            score = int(getattr(r, "score", 0))
            cells = [
                self.name_of(seat),
                texts.result_name(str(getattr(r, "result", ""))),
                f"{score:+,}",
                f"{self.totals[seat]:+,}" if self.totals is not None and seat < len(self.totals) else "",
            ]
            for j, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if j >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(i, j, item)
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setStretchLastSection(True)
        self.close_button.setText(self.tr("Close"))
        self.next_button.setText(self.tr("New match…") if self.match_over else self.tr("Next game"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
