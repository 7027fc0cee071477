"""The card counter (记牌器): how many cards of each rank are still unseen by the viewer,
from public information only (the pack, cards played face up, the viewer's own hand)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from ...engine.cards import Card, Rank
from .. import texts

__all__ = ["CardCounter", "unseen_by_rank"]


def unseen_by_rank(pack: Mapping[Card, int], played: Counter[Card], own: Iterable[Card]) -> Counter[Rank]:
    """Cards of each rank neither played face up nor in the viewer's hand."""
    rest = Counter(pack)
    rest.subtract(played)
    rest.subtract(Counter(own))
    out: Counter[Rank] = Counter()
    for card, n in rest.items():
        if n > 0:
            out[card.rank] += n
    return out


#: One style sheet for every cell, set once: a count of 0 is greyed through the ``gone``
#: property, so a play changes only the texts (no style sheet parsed per play).
_STYLE = """
QLabel#CounterRank { background: #263238; color: #ffe082; font-weight: bold; padding: 2px; }
QLabel#CounterCount { background: #37474f; color: white; padding: 2px; }
QLabel#CounterCount[gone="true"] { color: #78909c; }
"""
_PER_ROW = 8


class CardCounter(QWidget):
    """A grid of ranks with the number of cards of each still unseen. A play updates only
    the cells whose count changed (their text, and their colour when it reaches 0)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CardCounter")
        self.setStyleSheet(_STYLE)
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
        self._shown: list[int | None] = []  # the count each bottom cell shows (None: none yet)
        self.retranslate()

    def set_ranks(self, ranks: Sequence[Rank]) -> None:
        """The ranks of the game's pack, one cell each (rebuilds the grid)."""
        if list(ranks) == self._ranks and self._labels:
            return
        for top, bottom in self._labels:
            self.grid.removeWidget(top)
            self.grid.removeWidget(bottom)
            top.deleteLater()
            bottom.deleteLater()
        self._ranks = list(ranks)
        self._labels = [self._cell(i) for i in range(len(self._ranks))]
        self._shown = [None] * len(self._ranks)
        self._show_rank_names()
        self._show_counts()

    def _cell(self, i: int) -> tuple[QLabel, QLabel]:
        """The rank and count labels of the ``i``-th rank, placed in the grid."""
        top = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        top.setObjectName("CounterRank")
        bottom = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        bottom.setObjectName("CounterCount")
        r, c = divmod(i, _PER_ROW)
        self.grid.addWidget(top, r * 2, c)
        self.grid.addWidget(bottom, r * 2 + 1, c)
        return top, bottom

    def set_counts(self, counts: Counter[Rank], totals: Counter[Rank] | None = None) -> None:
        self._counts = Counter(counts)
        if totals is not None:
            self._totals = Counter(totals)
        self._show_counts()

    def count(self, rank: Rank) -> int:
        return self._counts.get(rank, 0)

    def shown_count(self, rank: Rank) -> str:
        """The count the cell of ``rank`` shows (its text)."""
        return self._labels[self._ranks.index(rank)][1].text()

    def _show_rank_names(self) -> None:
        for rank, (top, _bottom) in zip(self._ranks, self._labels, strict=True):
            short = {Rank.RED_JOKER: self.tr("Big"), Rank.BLACK_JOKER: self.tr("Small")}.get(
                rank, texts.rank_label(rank)
            )
            top.setText(short)

    def _show_counts(self) -> None:
        """Update the cells whose count changed; a cell is re-polished only when it turns
        grey (0) or back."""
        for i, (rank, (_top, bottom)) in enumerate(zip(self._ranks, self._labels, strict=True)):
            n = self._counts.get(rank, 0)
            before = self._shown[i]
            if n == before:
                continue
            self._shown[i] = n
            bottom.setText(str(n))
            if before is None or (n == 0) != (before == 0):
                bottom.setProperty("gone", n == 0)
                bottom.style().unpolish(bottom)
                bottom.style().polish(bottom)

    def retranslate(self) -> None:
        self.title.setText(self.tr("Card counter: cards still unseen"))
        self._show_rank_names()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
