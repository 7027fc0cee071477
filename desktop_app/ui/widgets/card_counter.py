"""The card counter (记牌器): how many cards of each rank are still unseen by the viewer,
from public information only (the pack, cards played face up, the viewer's own hand)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from ...engine.cards import Card, Rank
from .. import texts

__all__ = ["CardCounter", "unseen_by_rank"]


def unseen_by_rank(pack: Counter[Card], played: Counter[Card], own: Iterable[Card]) -> Counter[Rank]:
    """Cards of each rank neither played face up nor in the viewer's hand."""
    rest = Counter(pack)
    rest.subtract(played)
    rest.subtract(Counter(own))
    out: Counter[Rank] = Counter()
    for card, n in rest.items():
        if n > 0:
            out[card.rank] += n
    return out


class CardCounter(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CardCounter")
        self._ranks: list[Rank] = []
        self._counts: Counter[Rank] = Counter()
        self._totals: Counter[Rank] = Counter()
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        self.title = QLabel()
        self.title.setObjectName("CounterTitle")
        lay.addWidget(self.title)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(2)
        self.grid.setVerticalSpacing(2)
        lay.addLayout(self.grid)
        lay.addStretch(1)
        self._labels: list[tuple[QLabel, QLabel]] = []
        self.retranslate()

    def set_ranks(self, ranks: Sequence[Rank]) -> None:
        for top, bottom in self._labels:
            self.grid.removeWidget(top)
            self.grid.removeWidget(bottom)
            top.deleteLater()
            bottom.deleteLater()
        self._labels = []
        self._ranks = list(ranks)
        per_row = 8
        for i in range(len(self._ranks)):
            top = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
            bottom = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
            top.setStyleSheet("background:#263238;color:#ffe082;font-weight:bold;padding:2px;")
            bottom.setStyleSheet("background:#37474f;color:white;padding:2px;")
            r, c = divmod(i, per_row)
            self.grid.addWidget(top, r * 2, c)
            self.grid.addWidget(bottom, r * 2 + 1, c)
            self._labels.append((top, bottom))
        self._refresh()

    def set_counts(self, counts: Counter[Rank], totals: Counter[Rank] | None = None) -> None:
        self._counts = Counter(counts)
        if totals is not None:
            self._totals = Counter(totals)
        self._refresh()

    def count(self, rank: Rank) -> int:
        return self._counts.get(rank, 0)

    def _refresh(self) -> None:
        for rank, (top, bottom) in zip(self._ranks, self._labels, strict=True):
            short = {Rank.RED_JOKER: self.tr("Big"), Rank.BLACK_JOKER: self.tr("Small")}.get(
                rank, texts.rank_label(rank)
            )
            top.setText(short)
            n = self._counts.get(rank, 0)
            bottom.setText(str(n))
            bottom.setStyleSheet("background:#37474f;color:%s;padding:2px;" % ("#78909c" if n == 0 else "white"))

    def retranslate(self) -> None:
        self.title.setText(self.tr("Card counter: cards still unseen"))
        self._refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
